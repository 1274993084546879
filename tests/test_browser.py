"""The web app in a real browser: Debian's chromium driven by Playwright.

The app runs under waitress in a background thread on a free loopback port.
Each test drives one thing a judge does (search, open a card, fill the Ask
form, ask in words) and checks the phone layout at 390 px.  Screenshots of
every page go to test-artifacts/ for a person to look at.

In CI (env CI set) a missing browser is a failure, not a skip.
"""
from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def _no_browser(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"browser tests must run in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def server():
    from waitress import create_server

    from judgebot.web import create_app, services

    services.warm_up()  # database, index and grammar tables: loaded before the clock of the first page starts
    app = create_app({"TESTING": True})
    srv = create_server(app, host="127.0.0.1", port=0, threads=4)
    thread = threading.Thread(target=srv.run, name="waitress", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.effective_port}"
    srv.close()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        _no_browser(f"{CHROMIUM} is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:
        _no_browser(f"playwright is not installed ({exc})")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture()
def page(browser, request):
    """A fresh page; any Content-Security-Policy violation or script error fails the test."""
    viewport = PHONE if "phone" in request.node.name else DESKTOP
    context = browser.new_context(viewport=viewport, java_script_enabled="without_js" not in request.node.name)
    pg = context.new_page()
    pg.set_default_timeout(15_000)
    problems: list[str] = []
    pg.on("console", lambda msg: problems.append(msg.text)
          if msg.type == "error" and ("Content Security Policy" in msg.text or "Refused" in msg.text) else None)
    pg.on("pageerror", lambda exc: problems.append(str(exc)))
    yield pg
    context.close()
    assert not problems, problems


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_search_marks_matched_words_and_links_the_glossary(page, server):
    page.goto(server + "/")
    page.get_by_label("Search", exact=True).fill("Multi reversal")
    page.keyboard.press("Enter")
    page.wait_for_selector("ol.hits li")
    assert page.locator("ol.hits mark").count() > 0
    first = page.locator("ol.hits li .cite").first.inner_text()
    assert "FAQ v4.0" in first or "Rulebook" in first
    page.select_option("#section", "Glossary")
    page.get_by_role("button", name="Search").click()
    page.wait_for_selector("ol.hits li")
    assert all("Glossary" in t for t in page.locator("ol.hits li .cite").all_inner_texts())
    shot(page, "search-desktop")
    page.locator("ol.hits li .cite a").first.click()
    page.wait_for_selector("h1 .sub")
    assert "Glossary" in page.inner_text("h1 .sub")


def test_card_page_from_the_card_box(page, server):
    page.goto(server + "/")
    box = page.get_by_label("Card", exact=True)
    box.fill("Chair S")
    # the autocomplete fills the datalist from /api/titles
    page.wait_for_selector("#card-titles option", state="attached")
    assert "Chair Shot" in page.eval_on_selector_all("#card-titles option", "os => os.map(o => o.value)")
    box.fill("chair shot")
    box.press("Enter")
    page.wait_for_selector("h1")
    assert page.inner_text("h1") == "Chair Shot"
    assert page.inner_text(".typeline").startswith("Strike")
    values = page.inner_text("dl.values")
    assert "10" in values and "SV" in values
    assert page.locator("table.printings tbody tr").count() >= 1
    assert page.locator("ol.rulings li").count() >= 1
    assert "CardText" in page.inner_text("pre.tree") or page.locator("section p.problem").count() == 1
    shot(page, "card-desktop")
    page.get_by_role("link", name="Foreign Object").click()
    page.wait_for_selector("ol.rulings li")
    assert "Glossary" in page.inner_text("h1")


def test_unknown_card_offers_the_closest(page, server):
    page.goto(server + "/")
    page.get_by_label("Card", exact=True).fill("Chiar Shot")
    page.get_by_role("button", name="Open").click()
    page.wait_for_selector("ul.closest")
    assert "Chair Shot" in page.inner_text("ul.closest")
    assert page.get_by_label("Card", exact=True).input_value() == "Chiar Shot"
    shot(page, "unknown-card")


def test_ask_form_gives_the_verdict(page, server):
    page.goto(server + "/ask")
    page.locator("#play_card").fill("Chair Shot")
    page.locator("#attacker_ring").fill("Kick\nKick")
    page.locator("#defender_hand").fill("Step Aside")
    page.get_by_label("Response 1", exact=True).fill("Step Aside")
    page.get_by_role("button", name="Explain").click()
    page.wait_for_selector("#verdict")
    assert "reversed from hand" in page.inner_text("#verdict")
    assert page.locator("table.steps tbody tr").count() >= 3
    assert page.locator("table.steps details.citation").count() >= 1
    # nothing typed is lost: the form comes back as filled in
    assert page.locator("#attacker_ring").input_value() == "Kick\nKick"
    shot(page, "ask-desktop")


def test_ask_form_keeps_what_was_typed_on_error(page, server):
    page.goto(server + "/ask")
    page.locator("#play_card").fill("Chiar Shot")
    page.locator("#attacker_ring").fill("Kick\nKick")
    page.get_by_role("button", name="Explain").click()
    page.wait_for_selector(".field-error")
    assert "Chair Shot" in page.inner_text("#play_card-error")
    assert page.locator("#play_card").input_value() == "Chiar Shot"
    assert page.locator("#attacker_ring").input_value() == "Kick\nKick"


def test_free_text_question(page, server):
    page.goto(server + "/ask")
    page.get_by_label("Your question, naming the cards").fill("Can Step Aside reverse Chair Shot?")
    page.get_by_role("button", name="Answer").click()
    page.wait_for_selector("#verdict")
    assert page.locator("#play_card").input_value() == "Chair Shot"
    assert page.locator("#response1_card").input_value() == "Step Aside"
    assert "reversed" in page.inner_text("#verdict")
    assert page.locator("#hits-h").count() == 1 and page.locator("ol.hits li").count() >= 1
    shot(page, "question-desktop")


def test_keyboard_reaches_the_search_box(page, server):
    page.goto(server + "/?q=heat")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    page.keyboard.press("Enter")
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "q":
            break
    assert page.evaluate("document.activeElement.id") == "q"


def test_core_flow_without_js(page, server):
    """Search, open a card and ask, with scripts off: plain forms and links do it all."""
    page.goto(server + "/")
    page.locator("#q").fill("Multi reversal")
    page.locator("#q").press("Enter")
    page.wait_for_selector("ol.hits li mark")
    page.locator("#card-box-name").fill("Step Aside")
    page.locator("#card-box-name").press("Enter")
    page.wait_for_selector("h1")
    assert page.inner_text("h1") == "Step Aside"
    page.goto(server + "/ask")
    assert page.locator("input.add-card").count() == 0      # the script's helpers are absent
    page.locator("#question").fill("Can Step Aside reverse Chair Shot?")
    page.locator("#question").press("Enter")
    page.wait_for_selector("#verdict")
    page.locator("#attacker_fortitude").fill("")
    page.locator("#attacker_ring").fill("Kick\nKick")
    page.get_by_role("button", name="Explain").click()
    page.wait_for_selector("#verdict")
    assert "reversed from hand" in page.inner_text("#verdict")


def test_every_form_control_has_a_label(page, server):
    for path in ("/", "/ask", "/deck", "/cards/Chair Shot"):
        page.goto(server + path)
        unlabelled = page.evaluate(
            "[...document.querySelectorAll('input, select, textarea')]"
            ".filter(e => e.type !== 'hidden' && !(e.labels && e.labels.length) && !e.getAttribute('aria-label'))"
            ".map(e => e.name || e.id)")
        assert unlabelled == [], (path, unlabelled)


PHONE_PAGES = [
    ("search", "/?q=Multi+reversal"),
    ("card", "/cards/Chair Shot"),
    ("ask", "/ask?question=Can+Step+Aside+reverse+Chair+Shot%3F"),
    ("deck", "/deck"),
    ("glossary", "/glossary/Multi"),
    ("unknown-card", "/cards/Chiar Shot"),
]


@pytest.mark.parametrize("name,path", PHONE_PAGES, ids=[n for n, _ in PHONE_PAGES])
def test_phone_layout_has_no_horizontal_scroll(page, server, name, path):
    page.goto(server + path)
    page.wait_for_load_state("load")
    assert page.viewport_size["width"] == 390
    assert no_horizontal_scroll(page), page.evaluate(
        "[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)"
        ".slice(0, 5).map(e => e.tagName + '.' + e.className)")
    shot(page, f"{name}-phone")


def test_phone_ask_answer_and_errata(page, server):
    """The two heaviest pages on a phone: the Timing Breakdown table and the audit."""
    page.goto(server + "/ask")
    page.locator("#play_card").fill("Chair Shot")
    page.locator("#attacker_ring").fill("Kick\nKick")
    page.locator("#response1_card").fill("Step Aside")
    page.get_by_role("button", name="Explain").click()
    page.wait_for_selector("#verdict")
    assert no_horizontal_scroll(page)
    shot(page, "ask-answer-phone")
    page.goto(server + "/errata", timeout=120_000)
    page.wait_for_selector("h1")
    assert no_horizontal_scroll(page)
    assert re.search(r"Errata audit", page.inner_text("h1"))
    shot(page, "errata-phone")
