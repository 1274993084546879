// Card-title autocomplete.  The pages work without it; it only fills the
// shared <datalist id="card-titles"> from GET /api/titles?prefix= as you type,
// and gives each one-card-per-line box an "Add a card" field.
(function () {
  "use strict";
  var list = document.getElementById("card-titles");
  if (!list || !window.fetch) { return; }
  var timer = null, last = "";

  function fill(prefix) {
    if (prefix.length < 2 || prefix === last) { return; }
    last = prefix;
    fetch("/api/titles?prefix=" + encodeURIComponent(prefix), {headers: {"Accept": "application/json"}})
      .then(function (r) { return r.ok ? r.json() : {titles: []}; })
      .then(function (data) {
        if (prefix !== last) { return; }
        while (list.firstChild) { list.removeChild(list.firstChild); }
        data.titles.forEach(function (title) {
          var option = document.createElement("option");
          option.value = title;
          list.appendChild(option);
        });
      })
      .catch(function () { /* autocomplete is a convenience; typing still works */ });
  }

  function watch(input) {
    input.addEventListener("input", function () {
      clearTimeout(timer);
      var value = input.value.trim();
      timer = setTimeout(function () { fill(value); }, 120);
    });
  }

  function addCardField(area) {
    var label = document.querySelector('label[for="' + area.id + '"]');
    var input = document.createElement("input");
    input.type = "text";
    input.setAttribute("list", "card-titles");
    input.setAttribute("autocomplete", "off");
    input.className = "add-card";
    input.placeholder = "Add a card… (Enter)";
    input.setAttribute("aria-label", "Add a card to " + (label ? label.textContent : "this list"));
    function add() {
      var title = input.value.trim();
      if (!title) { return; }
      area.value = area.value.replace(/\s+$/, "") + (area.value.trim() ? "\n" : "") + title;
      input.value = "";
    }
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter") { event.preventDefault(); add(); }
    });
    watch(input);
    area.parentNode.insertBefore(input, area.nextSibling);
  }

  document.querySelectorAll('input[list="card-titles"]').forEach(watch);
  document.querySelectorAll("textarea.cards").forEach(addCardField);
})();
