"""The web app and its JSON API: answers, bad input, and what keeps it safe.

Every test goes through Flask's test client against the real card database,
search index and resolver; status codes and messages are asserted, and no
input may produce a 500.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from judgebot.web import create_app
from judgebot.web.present import mark_words, text_diff

# A Strike played with enough Fortitude in the Ring, answered by the Reversal for Strikes.
# Classic rulebook v17: "Step Aside - reverse any Strike maneuver"; the card reads
# "Reverse any Strike maneuver and end your opponent's turn."
STEP_ASIDE_SCENARIO = {
    "format": "classic",
    "players": {
        "attacker": {"ring": ["Kick", "Kick"]},
        "defender": {"hand": ["Step Aside"], "arsenal_size": 40},
    },
    "play": {"card": "Chair Shot", "from": "hand"},
    "responses": [{"card": "Step Aside", "from": "hand"}],
}


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


def csrf_from(html: str) -> str:
    m = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert m, "the form carries a CSRF token"
    return m.group(1)


def field_value(html: str, name: str) -> str:
    m = re.search(rf'name="{name}"[^>]*value="([^"]*)"', html, re.S)
    return m.group(1) if m else ""


# --- JSON API -------------------------------------------------------------------

class TestApiSearch:
    def test_hits_are_citations_with_matched_words(self, client):
        r = client.get("/api/search?q=Multi reversal")
        assert r.status_code == 200
        hits = r.get_json()["results"]
        assert hits, "the FAQ has Multi rulings"
        assert any(h["subject"] == "Multi" and h["section"] == "Glossary" for h in hits)
        for h in hits:
            assert {"id", "source", "section", "subject", "kind", "text", "citation", "score", "highlights"} <= set(h)
            assert h["citation"]
        assert "multi" in [w.lower() for w in hits[0]["highlights"]]

    def test_filters_by_section_and_source(self, client):
        hits = client.get("/api/search?q=reversal&section=Glossary").get_json()["results"]
        assert hits and all(h["section"] == "Glossary" for h in hits)
        hits = client.get("/api/search?q=reversal&source=rulebook-v17").get_json()["results"]
        assert hits and all(h["source"] == "rulebook-v17" for h in hits)

    def test_empty_query_is_400(self, client):
        for url in ("/api/search?q=", "/api/search?q=%20%20", "/api/search"):
            r = client.get(url)
            assert r.status_code == 400, url
            assert "Type a card" in r.get_json()["error"]

    def test_huge_query_is_400(self, client):
        r = client.get("/api/search", query_string={"q": "heat " * 2000})
        assert r.status_code == 400
        assert "characters" in r.get_json()["error"]

    def test_unknown_filters_and_limits_are_400(self, client):
        assert client.get("/api/search?q=heat&source=nowhere").status_code == 400
        assert "Unknown section" in client.get("/api/search?q=heat&section=Nowhere").get_json()["error"]
        for limit in ("0", "-1", "abc", "1000"):
            assert client.get(f"/api/search?q=heat&limit={limit}").status_code == 400


class TestApiCards:
    def test_card_as_json(self, client):
        r = client.get("/api/cards/Chair Shot")
        assert r.status_code == 200
        card = r.get_json()
        assert card["title"] == "Chair Shot"
        assert (card["fortitude"], card["damage"], card["stun"]) == (10, 10, 1)
        assert "Foreign Object" in card["traits"]
        assert card["printings"] and card["rulings"]
        assert all(ruling["citation"] for ruling in card["rulings"])

    def test_lookup_ignores_case_and_spacing(self, client):
        assert client.get("/api/cards/chair%20shot").get_json()["title"] == "Chair Shot"

    def test_unknown_card_is_404_with_closest_titles(self, client):
        r = client.get("/api/cards/Chiar Shot")
        assert r.status_code == 404
        body = r.get_json()
        assert "Chair Shot" in body["closest"]
        assert 'No card titled "Chiar Shot"' in body["error"]

    def test_titles_for_autocomplete(self, client):
        titles = client.get("/api/titles?prefix=chair s").get_json()["titles"]
        assert titles[0] == "Chair Shot"
        assert client.get("/api/titles?prefix=").get_json()["titles"] == []
        assert client.get("/api/titles?prefix=" + "x" * 5000).status_code == 200


class TestApiExplain:
    def post(self, client, body, content_type="application/json"):
        data = body if isinstance(body, (str, bytes)) else json.dumps(body)
        return client.post("/api/explain", data=data, content_type=content_type)

    def test_answer_is_the_resolver_answer(self, client):
        from judgebot.rules import explain, load_scenario

        r = self.post(client, STEP_ASIDE_SCENARIO)
        assert r.status_code == 200, r.get_data(as_text=True)
        answer = r.get_json()
        assert answer == json.loads(json.dumps(explain(load_scenario(json.dumps(STEP_ASIDE_SCENARIO))).to_json()))
        assert answer["verdict"]["result"] == "reversed"
        assert answer["verdict"]["reversed_from"] == "hand"
        assert answer["verdict"]["responses"][0]["legal"] is True
        assert answer["steps"] and all("step" in s and "citations" in s for s in answer["steps"])

    def test_needs_json_content_type(self, client):
        r = self.post(client, STEP_ASIDE_SCENARIO, content_type="application/x-www-form-urlencoded")
        assert r.status_code == 415
        assert "application/json" in r.get_json()["error"]
        assert self.post(client, STEP_ASIDE_SCENARIO, content_type="text/plain").status_code == 415

    def test_malformed_json_is_400_saying_what_is_wrong(self, client):
        r = self.post(client, '{"play": ')
        assert r.status_code == 400
        assert r.get_json()["error"]
        assert self.post(client, "[]").status_code == 400
        assert self.post(client, b"\xff\xfe{").status_code == 400
        assert self.post(client, "").status_code == 400

    def test_deeply_nested_json_is_400_not_500(self, client):
        # json.loads raises RecursionError (not JSONDecodeError) past ~1,000 levels.
        r = self.post(client, "[" * 100_000 + "]" * 100_000)
        assert r.status_code == 400, r.get_data(as_text=True)
        assert "nested" in r.get_json()["error"]

    def test_scenario_without_a_play_is_400(self, client):
        r = self.post(client, {"players": {}})
        assert r.status_code == 400
        assert "play" in r.get_json()["error"].lower()

    def test_unknown_card_in_scenario_names_the_closest(self, client):
        scenario = dict(STEP_ASIDE_SCENARIO, play={"card": "Chiar Shot", "from": "hand"})
        r = self.post(client, scenario)
        assert r.status_code == 404             # README: 404 for an unknown card, with the closest titles
        assert r.get_json()["closest"][0] == "Chair Shot"
        assert r.get_json()["status"] == 404

    def test_too_large_is_413(self, client):
        r = self.post(client, '{"x": "' + "a" * (2 * 1024 * 1024) + '"}')
        assert r.status_code == 413
        assert r.get_json()["error"]


class TestApiMethodsAndPaths:
    def test_wrong_methods_are_405_in_json(self, client):
        r = client.get("/api/explain")
        assert r.status_code == 405
        assert "GET is not allowed" in r.get_json()["error"]
        assert "POST" in r.headers["Allow"]
        assert client.post("/api/search?q=heat", json={}).status_code == 405
        assert client.delete("/api/cards/Chair Shot").status_code == 405

    def test_unknown_api_path_is_404_in_json(self, client):
        r = client.get("/api/nothing-here")
        assert r.status_code == 404
        assert r.get_json()["status"] == 404


# --- pages ------------------------------------------------------------------------

class TestSearchPage:
    def test_results_mark_matched_words_and_cite(self, client):
        r = client.get("/?q=Multi+reversal")
        html = r.get_data(as_text=True)
        assert r.status_code == 200
        assert "<mark>" in html
        assert 'FAQ v4.0, Glossary, &#34;Multi&#34;' in html or "FAQ v4.0, Glossary, &quot;Multi&quot;" in html
        assert 'href="/glossary/Multi"' in html
        html = client.get("/?q=Van+Daminator+discard+Chair+Shot").get_data(as_text=True)
        assert 'href="/cards/Van%20Daminator">FAQ v4.0, Classic Cards' in html   # a card's ruling leads to the card

    def test_a_misspelt_card_name_is_said_back_as_read(self, client):
        html = client.get("/?q=pump+kik+first+card").get_data(as_text=True)
        assert "Read “pump kik” as Pump Kick." in html
        assert "Read “" not in client.get("/?q=Pump+Kick+first+card").get_data(as_text=True)
        api = client.get("/api/search?q=pump kik first card").get_json()
        assert api["corrected"] == {"pump kik": "Pump Kick"} and api["results"][0]["subject"] == "Pump Kick"

    def test_empty_and_huge_queries_are_400_with_the_box_kept(self, client):
        r = client.get("/?q=")
        assert r.status_code == 400 and "Type a card" in r.get_data(as_text=True)
        long = "reversal " * 100
        r = client.get("/", query_string={"q": long})
        html = r.get_data(as_text=True)
        assert r.status_code == 400 and "keep a search under" in html
        assert field_value(html, "q").startswith("reversal reversal")

    def test_typed_markup_is_escaped(self, client):
        html = client.get("/?q=<script>alert(1)</script>").get_data(as_text=True)
        assert "<script>alert(1)" not in html
        assert "&lt;script&gt;alert(1)" in html

    def test_filters_keep_their_choice(self, client):
        html = client.get("/?q=heat&section=Glossary&source=faq-4.0").get_data(as_text=True)
        assert "<option selected>Glossary</option>" in html
        assert '<option value="faq-4.0" selected>' in html


class TestCardPage:
    def test_card_page_shows_what_a_judge_checks(self, client):
        r = client.get("/cards/Chair Shot")
        html = r.get_data(as_text=True)
        assert r.status_code == 200
        assert "<h1>Chair Shot</h1>" in html
        assert 'class="typeline">Strike' in html
        assert re.search(r"<abbr title=\"Fortitude\">F</abbr></dt><dd>10</dd>", html)
        assert 'href="/glossary/Foreign%20Object"' in html
        assert "01. Premiere" in html or "Premiere" in html
        assert html.count('class="ruling"') >= 1
        assert "How the text reads" in html

    def test_trait_link_leads_to_its_glossary_entry(self, client):
        r = client.get("/glossary/Foreign Object")
        assert r.status_code == 200
        assert "Glossary" in r.get_data(as_text=True)

    def test_unknown_glossary_term_is_404(self, client):
        assert client.get("/glossary/Nothing Like This").status_code == 404

    def test_unknown_card_is_404_listing_the_closest(self, client):
        r = client.get("/cards/Chiar Shot")
        html = r.get_data(as_text=True)
        assert r.status_code == 404
        assert 'href="/cards/Chair%20Shot"' in html

    def test_card_box_goes_to_the_card_or_keeps_the_name(self, client):
        r = client.get("/cards?name=chair shot")
        assert r.status_code == 302 and r.headers["Location"].endswith("/cards/Chair%20Shot")
        r = client.get("/cards?name=Chiar Shot")
        assert r.status_code == 404
        assert field_value(r.get_data(as_text=True), "name") == "Chiar Shot"
        assert client.get("/cards?name=").status_code == 400


class TestAskPage:
    def form_data(self, client, **fields):
        token = csrf_from(client.get("/ask").get_data(as_text=True))
        data = {"csrf_token": token, "format": "classic", "play_from": "hand",
                "response1_from": "hand", "response2_from": "hand"}
        data.update(fields)
        return data

    def test_form_gives_verdict_and_timing_breakdown(self, client):
        data = self.form_data(client, play_card="Chair Shot", attacker_ring="Kick\nKick",
                              defender_hand="Step Aside", response1_card="Step Aside")
        r = client.post("/ask", data=data)
        html = r.get_data(as_text=True)
        assert r.status_code == 200, html
        assert 'class="verdict verdict-reversed"' in html
        assert "reversed from hand" in html
        assert 'class="steps"' in html and "<details class=\"citation\">" in html

    def test_post_without_csrf_token_is_400_and_keeps_the_form(self, client):
        r = client.post("/ask", data={"play_card": "Chair Shot", "attacker_ring": "Kick\nKick"})
        html = r.get_data(as_text=True)
        assert r.status_code == 400
        assert "came from another site" in html
        assert field_value(html, "play_card") == "Chair Shot"
        assert "Kick\nKick</textarea>" in html
        assert 'verdict verdict-' not in html

    def test_wrong_csrf_token_is_400(self, client):
        data = self.form_data(client, play_card="Chair Shot")
        data["csrf_token"] = "forged"
        assert client.post("/ask", data=data).status_code == 400

    def test_unknown_card_names_the_closest_and_keeps_the_form(self, client):
        data = self.form_data(client, play_card="Chiar Shot", attacker_ring="Kick\nPunhc")
        r = client.post("/ask", data=data)
        html = r.get_data(as_text=True)
        assert r.status_code == 400
        assert 'No card titled &#34;Chiar Shot&#34;' in html or "No card titled &quot;Chiar Shot&quot;" in html
        assert "Chair Shot" in html and "Punch" in html
        assert field_value(html, "play_card") == "Chiar Shot"
        assert "Kick\nPunhc</textarea>" in html

    def test_missing_play_card_is_400(self, client):
        r = client.post("/ask", data=self.form_data(client))
        assert r.status_code == 400
        assert "Which card is played?" in r.get_data(as_text=True)

    def test_free_text_question_fills_the_form_and_runs_it(self, client):
        r = client.get("/ask", query_string={"question": "Can Step Aside reverse Chair Shot?"})
        html = r.get_data(as_text=True)
        assert r.status_code == 200, html
        assert field_value(html, "play_card") == "Chair Shot"
        assert field_value(html, "response1_card") == "Step Aside"
        assert 'id="verdict"' in html
        assert "Rulings that match the question" in html

    def test_question_naming_no_card_asks_for_the_form(self, client):
        r = client.get("/ask", query_string={"question": "how does the timing work here?"})
        assert r.status_code == 200
        assert "No card played could be read" in r.get_data(as_text=True)

    def test_empty_and_huge_questions_are_400(self, client):
        assert client.get("/ask?question=").status_code == 400
        r = client.get("/ask", query_string={"question": "Chair Shot " * 200})
        assert r.status_code == 400 and "under 500 characters" in r.get_data(as_text=True)


class TestDeckAndErrataPages:
    def test_deck_post_without_csrf_is_400_and_keeps_the_list(self, client):
        r = client.post("/deck", data={"decklist": "3 Chair Shot"})
        assert r.status_code == 400
        assert "3 Chair Shot</textarea>" in r.get_data(as_text=True)

    def test_deck_check_answers(self, client):
        token = csrf_from(client.get("/deck").get_data(as_text=True))
        r = client.post("/deck", data={"csrf_token": token, "decklist": "Superstar: Undertaker\n3 Chair Shot\n"})
        html = r.get_data(as_text=True)
        assert r.status_code == 200, html
        assert "Not legal" in html and "Arsenal has 3 cards" in html   # 3 cards is no Arsenal
        assert "3 Chair Shot\n</textarea>" in html

    def test_empty_deck_is_400(self, client):
        token = csrf_from(client.get("/deck").get_data(as_text=True))
        r = client.post("/deck", data={"csrf_token": token, "decklist": "  "})
        assert r.status_code == 400 and "Paste a decklist" in r.get_data(as_text=True)

    def test_errata_page(self, client):
        r = client.get("/errata")
        html = r.get_data(as_text=True)
        assert r.status_code == 200
        assert "Errata audit" in html and 'class="tabs"' in html
        r = client.get("/errata?category=nothing&page=9999")
        assert r.status_code == 200


# --- safety -------------------------------------------------------------------

class TestSafety:
    def test_security_headers_everywhere(self, client):
        for url in ("/", "/api/search?q=heat", "/cards/Nothing At All", "/static/style.css"):
            headers = client.get(url).headers
            csp = headers["Content-Security-Policy"]
            assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
            assert "unsafe-inline" not in csp
            assert headers["X-Content-Type-Options"] == "nosniff"
            assert headers["Referrer-Policy"] == "no-referrer"

    def test_pages_have_no_inline_script_or_style(self, client):
        for url in ("/", "/?q=heat", "/cards/Chair Shot", "/ask", "/deck"):
            html = client.get(url).get_data(as_text=True)
            assert not re.search(r"<script(?![^>]*\bsrc=)", html), url
            assert "<style" not in html and " style=" not in html, url
            assert not re.search(r"\son[a-z]+=", html), url

    def test_session_cookie_is_httponly_and_samesite(self, client):
        r = client.get("/ask")
        cookie = r.headers.get("Set-Cookie", "")
        assert "HttpOnly" in cookie and "SameSite=Lax" in cookie

    def test_odd_input_never_answers_500(self, client):
        urls = ["/cards/%00", "/cards/" + "a" * 5000, "/glossary/%ff", "/?q=%00%ff", "/?q=((((",
                "/?q=*", "/?q=AND OR NOT", '/?q="', "/api/search?q=%00", "/api/cards/%2e%2e%2f",
                "/ask?question=%00", "/errata?page=-1", "/errata?page=abc", "/nowhere", "/static/nothing.css",
                "/api/titles?prefix=%00"]
        for url in urls:
            assert client.get(url).status_code < 500, url
        assert client.delete("/").status_code == 405
        assert client.put("/ask").status_code == 405

    def test_a_bug_shows_a_page_not_a_traceback(self):
        app = create_app({"TESTING": False, "PROPAGATE_EXCEPTIONS": False})

        @app.get("/boom")
        def boom():
            raise RuntimeError("secret internals")

        r = app.test_client().get("/boom")
        html = r.get_data(as_text=True)
        assert r.status_code == 500
        assert "Something went wrong" in html
        assert "secret internals" not in html and "Traceback" not in html

    def test_create_app_loads_nothing_heavy(self):
        code = ("import sys; from judgebot.web import create_app; create_app(); "
                "heavy = [m for m in ('judgebot.database', 'judgebot.search', 'whoosh', 'lark', 'judgebot.rules.explain') "
                "if m in sys.modules]; print(heavy)")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        assert out.stdout.strip() == "[]"


# --- presentation helpers ---------------------------------------------------------

def test_mark_words_escapes_then_marks():
    html = mark_words("A <Multi> card is reversed twice.", ["multi", "revers"])
    assert html == "A &lt;<mark>Multi</mark>&gt; card is <mark>reversed</mark> twice."


def test_text_diff_marks_errata_changes():
    html = text_diff("Reverse any Strike maneuver.", "Reverse any Strike maneuver and end your opponent's turn.")
    assert "<ins" in html and "end your opponent&#39;s turn" in html
    assert "<del" in text_diff("Draw 2 cards.", "Draw 1 card.")


def test_serve_prints_its_address_and_serves_under_waitress():
    import urllib.request
    from pathlib import Path

    exe = Path(sys.executable).with_name("judgebot")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "judgebot"]
    proc = subprocess.Popen(cmd + ["serve", "--port", "0", "--no-warm-up"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = proc.stdout.readline()
        m = re.search(r"serving on (http://127\.0\.0\.1:\d+/)", line)
        assert m, line
        with urllib.request.urlopen(m.group(1) + "api/", timeout=30) as r:
            assert r.status == 200
            assert r.headers["Server"] == "judgebot"          # waitress, named; not Werkzeug's server
            assert "POST /api/explain" in json.loads(r.read())["endpoints"]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_serve_refuses_a_bad_port():
    out = subprocess.run([sys.executable, "-m", "judgebot", "serve", "--port", "70000"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "--port" in out.stderr


def test_serve_refuses_a_host_it_cannot_listen_on():
    # waitress raises ValueError("Invalid host/port specified."), which was a traceback.
    out = subprocess.run([sys.executable, "-m", "judgebot", "serve", "--host", "not a host!", "--port", "0",
                          "--no-warm-up"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    assert "cannot listen on not a host!:0" in out.stderr


# --- no input answers 500 -----------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_names = st.sampled_from(["Chair Shot", "Step Aside", "Kick", "Irish Whip", "Undertaker", "Chiar Shot", ""])
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | _names | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["card", "from", "as", "ring", "hand", "superstar", "result", "x"]), inner, max_size=3),
    max_leaves=12,
)
_scenarios = st.fixed_dictionaries({}, optional={
    "format": st.sampled_from(["classic", "revolution", "x"]) | _json,
    "players": st.fixed_dictionaries({}, optional={"attacker": _json, "defender": _json}) | _json,
    "play": st.fixed_dictionaries({"card": _names}, optional={"from": _json, "as": _json}) | _json,
    "responses": st.lists(st.fixed_dictionaries({"card": _names}, optional={"from": _json, "chain_discard": _json}),
                          max_size=2) | _json,
    "turn": _json,
})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenario=_scenarios)
def test_any_scenario_gets_an_answer_or_a_4xx(client, scenario):
    r = client.post("/api/explain", data=json.dumps(scenario), content_type="application/json")
    assert r.status_code in (200, 400, 404), (r.status_code, r.get_data(as_text=True)[:300])
    assert "error" in r.get_json() or "verdict" in r.get_json()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fields=st.dictionaries(st.sampled_from(["play_card", "play_from", "play_as", "format", "attacker_ring",
                                               "defender_hand", "response1_card", "response1_from",
                                               "attacker_fortitude", "played_before", "question"]),
                              _names | st.text(max_size=30), max_size=6))
def test_any_ask_form_gets_a_page_not_a_500(client, fields):
    token = csrf_from(client.get("/ask").get_data(as_text=True))
    r = client.post("/ask", data=dict(fields, csrf_token=token))
    assert r.status_code in (200, 400), (r.status_code, fields)


@pytest.mark.parametrize("question,expected", [
    ("Can Step Aside reverse Chair Shot?",
     {"play_card": "Chair Shot", "response1_card": "Step Aside", "response1_from": "hand", "defender_hand": "Step Aside"}),
    ("Does Irish Whip before Clothesline add damage?",
     {"play_card": "Clothesline", "played_before": "Irish Whip", "response1_card": ""}),
    ("If I play Irish Whip then Clothesline, can Kick reverse it?",
     {"play_card": "Clothesline", "played_before": "Irish Whip", "response1_card": "Kick"}),
    ("Can Escape Move and Break the Hold both reverse BASH Suplex?",
     {"play_card": "BASH Suplex", "response1_card": "Escape Move", "response2_card": "Break the Hold"}),
    ("Can Step Aside from Backlash reverse Chair Shot from Ringside?",
     {"play_card": "Chair Shot", "play_from": "ringside", "response1_from": "backlash",
      "defender_backlash": "Step Aside", "defender_hand": ""}),
    # a card named after the one played, with "after" before it, was played before it
    ("Can Step Aside reverse Roode's Glorious Lariat after a Kick?",
     {"play_card": "Roode's Glorious Lariat", "played_before": "Kick", "response1_card": "Step Aside"}),
    ("Can Shoulder Block reverse a Punch played after Irish Whip?",
     {"play_card": "Punch", "played_before": "Irish Whip", "response1_card": "Shoulder Block"}),
])
def test_question_is_read_into_the_form(app, question, expected):
    from judgebot.web.ask_form import form_from_question

    with app.test_request_context():
        ask, _found = form_from_question(question)
    assert {k: ask.get(k) for k in expected} == expected


def test_a_part_not_built_yet_is_said_plainly(client, monkeypatch):
    from judgebot.web import services

    def missing(*_args, **_kwargs):
        raise services.Unavailable("The errata audit")

    monkeypatch.setattr(services, "audit", missing)
    r = client.get("/errata")
    assert r.status_code == 200 and "The errata audit is not available yet." in r.get_data(as_text=True)

    monkeypatch.setattr(services, "explain", missing)
    r = client.post("/api/explain", json=STEP_ASIDE_SCENARIO)
    assert r.status_code == 503 and "not available yet" in r.get_json()["error"]
    token = csrf_from(client.get("/ask").get_data(as_text=True))
    r = client.post("/ask", data={"csrf_token": token, "play_card": "Chair Shot"})
    html = r.get_data(as_text=True)
    assert r.status_code == 503 and "not available yet" in html
    assert field_value(html, "play_card") == "Chair Shot"


# "²".isdigit() is True but int("²") raises: every number read from a request was a 500.
@pytest.mark.parametrize("number", ["\u00b2", "\u2463", "\u0663"])
def test_unicode_digits_in_numbers_are_not_a_500(client, number):
    r = client.get("/api/search", query_string={"q": "Multi", "limit": number})
    assert r.status_code == 400 and "limit" in r.get_json()["error"], r.status_code
    assert client.get("/errata", query_string={"page": number}).status_code == 200
    token = csrf_from(client.get("/ask").get_data(as_text=True))
    for field in ("attacker_fortitude", "defender_arsenal_size"):
        r = client.post("/ask", data={"play_card": "Chair Shot", field: number, "csrf_token": token})
        assert r.status_code in (200, 400), (field, r.status_code)


@pytest.mark.parametrize("source", ["rumble-throwdown", "nero-raw"])
def test_api_searches_the_other_games_when_asked_like_the_cli(client, source):
    # README: /api/search gives "the same hits as judgebot search --json", and the CLI
    # searches the two other games' rulebooks when asked for them (--source nero-raw).
    from judgebot.search import search

    r = client.get("/api/search", query_string={"q": "raw deck", "source": source, "limit": 3})
    assert r.status_code == 200, r.get_data(as_text=True)
    got = [hit["id"] for hit in r.get_json()["results"]]
    assert got == [hit.entry.id for hit in search("raw deck", limit=3, source=source)]
    assert got and all(hit_id.startswith(source + "/") for hit_id in got)
