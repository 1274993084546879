"""Deck check: every deck in tests/decks/ says what a judge would rule on it.

Each deck file carries its expectation in a comment:
`expect: legal FORMAT`, `expect: illegal FORMAT RULE...` (the rules that must be
reported, by name or name prefix) or `expect: unreadable FORMAT LINE`.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judgebot.database import get_db
from judgebot.deck import check_deck
from judgebot.deck.citations import RULES, default_citations
from judgebot.deck.decklist import parse_decklist
from judgebot.deck.model import ARSENAL, BACKLASH, MID_MATCH, PRE_MATCH, SUPERSTAR, DeckFileError
from judgebot.deck.octgn import parse_o8d
from judgebot.deck.packing import TitleFinder, read_ability, read_card_text

DECKS = Path(__file__).parent / "decks"
EXPECT = re.compile(r"expect:\s*(legal|illegal|unreadable)[ \t]+(\S+)[ \t]*([^\n]*?)\s*(?:-->)?$", re.M)
DECK_FILES = sorted(p for p in DECKS.iterdir() if p.suffix in (".txt", ".o8d"))


def _expectation(path: Path):
    m = EXPECT.search(path.read_text(encoding="utf-8"))
    assert m, f"{path.name} has no 'expect:' line"
    return m.group(1), m.group(2), m.group(3).split()


def test_enough_decks():
    assert len(DECK_FILES) >= 25
    assert any(p.suffix == ".o8d" for p in DECK_FILES)


@pytest.mark.parametrize("path", DECK_FILES, ids=[p.name for p in DECK_FILES])
def test_deck_file(path: Path):
    want, fmt, rest = _expectation(path)
    text = path.read_text(encoding="utf-8")
    if want == "unreadable":
        with pytest.raises(DeckFileError) as err:
            check_deck(text, fmt)
        assert err.value.line == int(rest[0])
        return
    report = check_deck(text, fmt)
    rules = {v.rule for v in report.violations}
    assert report.legal == (want == "legal"), [v.message for v in report.violations]
    for expected in rest:
        assert any(r.startswith(expected) for r in rules), (expected, rules)
    for violation in report.violations:
        assert violation.citations, f"{violation.rule} has no citation"
        assert violation.cards or violation.rule.startswith(("arsenal-size",)), violation


def test_revolution_starter_decks_are_legal_revolution_decks():
    """Revolution rulebook, sample game: the Triple H and John Cena starter decks, completed to 60."""
    for name in ("revolution-triple-h-starter.txt", "revolution-john-cena-starter.txt",
                 "revolution-john-cena-starter.o8d"):
        report = check_deck((DECKS / name).read_text(encoding="utf-8"), "revolution")
        assert report.legal, (name, [v.message for v in report.violations])
        assert report.counts == {"arsenal": 60, "pre-match": 3, "mid-match": 3, "backstage": 0}
        assert report.limits["pre-match"] == 6 and report.limits["mid-match"] == 6
        # Without --format the cards say it is a Revolution deck.
        assert check_deck((DECKS / name).read_text(encoding="utf-8"), None).format == "revolution"


def test_the_same_starter_deck_is_not_classic():
    report = check_deck((DECKS / "revolution-triple-h-starter.txt").read_text(encoding="utf-8"), "classic")
    assert not report.legal
    assert {v.rule for v in report.violations} >= {"format-classic"}


def test_every_rule_has_its_citation_in_the_sources():
    book = default_citations()
    ids = {e.id for e in get_db().entries}
    for rule, wheres in RULES.items():
        found = book.all(*wheres)
        assert found, rule
        assert all(c.entry_id in ids for c in found)
    assert book.missing() == []


def test_copies_violation_cites_faq_arsenal_and_names_the_card():
    report = check_deck((DECKS / "classic-four-kicks.txt").read_text(encoding="utf-8"), "classic")
    (v,) = report.violations
    assert v.rule == "copies" and v.cards == ("Kick",)
    assert v.citations[0].entry_id == "faq-4.0/glossary/arsenal/2"
    assert "no more than 3" in v.citations[0].text


def test_backlash_limits_by_format():
    text = (DECKS / "virtual-classic-backlash-12.txt").read_text(encoding="utf-8")
    assert check_deck(text, "virtual-classic").legal
    classic = check_deck(text, "classic")
    assert {v.rule for v in classic.violations} == {"backlash-size", "format-classic"} or \
        "backlash-size" in {v.rule for v in classic.violations}
    assert [v.zone for v in classic.violations if v.rule == "backlash-size"] == [PRE_MATCH, MID_MATCH]


def test_extremist_card_is_legal_with_a_note():
    report = check_deck((DECKS / "revolution-new-breed-unleashed.txt").read_text(encoding="utf-8"), "revolution")
    assert report.legal
    assert any("Extremist" in n.message and n.citations for n in report.notes)


# --------------------------------------------------------------------------- readers

def test_decklist_lines_counts_headings_and_comments():
    text = """# my deck
Superstar: Kane   # the Big Red Machine
Arsenal (60)
3 Kick
3x Punch
Chop x2
Head Butt
Backlash:
1 Tables Match
## Mid-match
2x Running Elbow
"""
    dl = parse_decklist(text)
    got = [(l.qty, l.name, l.section, l.line) for l in dl.lines]
    assert got == [(1, "Kane", SUPERSTAR, 2), (3, "Kick", ARSENAL, 4), (3, "Punch", ARSENAL, 5),
                   (2, "Chop", ARSENAL, 6), (1, "Head Butt", ARSENAL, 7), (1, "Tables Match", BACKLASH, 9),
                   (2, "Running Elbow", MID_MATCH, 11)]


def test_decklist_bad_count_names_the_line():
    with pytest.raises(DeckFileError) as err:
        parse_decklist("Superstar: Kane\n0 Kick\n")
    assert err.value.line == 2


@pytest.mark.parametrize("qty", ["\u00b2", "\u2463", "-1", "0", "3.0", "201", "99999999999999999999"])
def test_o8d_bad_qty_names_the_line(qty):
    # "\u00b2".isdigit() is True but int("\u00b2") raises: that was a traceback. A count no
    # decklist can mean is refused as it is in a text list (MAX_COPIES_ON_A_LINE).
    xml = ('<deck>\n<section name="Superstar"><card qty="1">Kane</card></section>\n'
           f'<section name="Arsenal"><card qty="{qty}">Kick</card></section></deck>')
    with pytest.raises(DeckFileError) as err:
        parse_o8d(xml)
    assert err.value.line == 3
    assert repr(qty) in err.value.reason


def test_o8d_matches_by_id_before_title():
    db = get_db()
    kick = db.card("Kick")
    xml = (f'<deck game="x"><section name="Superstar"><card qty="1" id="{db.card("Kane").printings[0].octgn_id}">'
           f'Kane</card></section><section name="Arsenal">'
           f'<card qty="3" id="{kick.printings[0].octgn_id}">Some Old Name</card></section></deck>')
    dl = parse_o8d(xml)
    assert [(l.qty, l.section) for l in dl.lines] == [(1, SUPERSTAR), (3, ARSENAL)]
    report = check_deck(xml, "classic")
    assert report.counts[ARSENAL] == 3
    assert {v.rule for v in report.violations} == {"arsenal-size"}


def test_unknown_card_offers_closest_titles():
    with pytest.raises(DeckFileError) as err:
        check_deck("Superstar: Kane\n3 Kcik\n", "classic")
    assert err.value.line == 2
    assert "Kick" in err.value.problems[0]


def test_a_file_of_garbage_lists_a_few_unknown_names_not_thousands(monkeypatch):
    # A pasted or uploaded file that is not a decklist (up to 1 MB on the web) must not
    # look up the closest titles for every one of its lines (~25 ms each): the first
    # few get suggestions, the rest are counted.
    from judgebot.lookup import CardIndex

    calls = []
    real_closest = CardIndex.closest
    monkeypatch.setattr(CardIndex, "closest", lambda self, name, n=5: calls.append(name) or real_closest(self, name, n))
    garbage = "".join(f"3 Zqxv Blorp {i}\n" for i in range(500))
    with pytest.raises(DeckFileError) as err:
        check_deck("Superstar: Kane\n3 Kcik\n" + garbage, "classic")
    assert err.value.line == 2
    assert err.value.reason == "501 card name(s) not found"
    assert "Kick" in err.value.problems[0]
    assert len(calls) <= 10
    assert len(err.value.problems) <= 21
    assert err.value.problems[-1] == "... and 481 more lines with unknown names"


# --------------------------------------------------------------------------- packing texts

@pytest.fixture(scope="module")
def titles():
    db = get_db()
    return TitleFinder(db.cards.values(), db.index)


def test_ability_damage_restriction(titles):
    db = get_db()
    rules = read_ability("You cannot pack maneuvers of 3D or greater. Your Arsenal may only contain 45 cards.", titles)
    assert rules.arsenal_size == 45
    (desc, _), = rules.cannot
    assert desc.matches(db.card("Punch")) and desc.matches(db.card("Kick"))      # D:3, D:5
    assert not desc.matches(db.card("Chop")) and not desc.matches(db.card("Irish Whip"))


def test_ability_title_belts_except_tag_team(titles):
    db = get_db()
    rules = read_ability("You cannot pack any Title Belts except the Tag Team Title Belts.", titles)
    (desc, _), = rules.cannot
    assert desc.matches(db.card("World Wrestling Federation Heavyweight Title Belt"))
    assert not desc.matches(db.card("Raw Tag Team Title Belts"))
    assert rules.tag_team_belts_only


def test_ability_list_with_titles_and_kinds(titles):
    db = get_db()
    rules = read_ability("You cannot pack Corners, Managers, or Run-ins.", titles)
    assert len(rules.cannot) == 3 and not rules.unread
    rules = read_ability("You cannot pack High Risks, Wrestlemania, Frankie Takes Ho-llywood, or In The Interest "
                         "Of Fairness.", titles)
    assert not rules.unread
    assert any(d.matches(db.card("Wrestlemania")) for d, _ in rules.cannot)


def test_ability_permissions(titles):
    rules = read_ability("You may pack any cards with the Edge logo, but you do not count as Edge.", titles)
    assert rules.logos == {"Edge"}
    assert read_ability("You can pack both Face and Heel cards.", titles).heel_and_face
    assert read_ability("You may pack Enforcers in your Backstage area.", titles).enforcers


def test_ability_read_from_the_grammar(titles):
    """Sentences the grammar reads into packing nodes are checked from the AST (the text reader missed these)."""
    db = get_db()
    rules = read_ability("Your Arsenal and Backlash deck may not contain High Risk maneuvers.", titles)
    assert not rules.unread
    assert any(d.matches(db.card("Falling Fist")) for d, _ in rules.cannot)
    assert not any(d.matches(db.card("Chop")) for d, _ in rules.cannot)
    assert read_ability("You can only pack 50 cards in your Arsenal.", titles).arsenal_size == 50
    rules = read_ability("You may not pack Set-up cards or 4D+ Grapples.", titles)
    assert len(rules.cannot) == 2 and not rules.unread
    assert any(d.matches(db.card("Body Slam")) for d, _ in rules.cannot)          # a 6D Grapple
    assert not any(d.matches(db.card("Hip Toss")) for d, _ in rules.cannot)       # a 3D Grapple
    assert read_ability("You may pack up to 4 copies of all non-unique cards.", titles).copy_limit == 4


def test_card_pack_texts(titles):
    r = read_card_text("Cannot be packed by Female Superstars. Can only be played when ...", titles)
    assert r.cannot_by == ["Female"]
    r = read_card_text("Can only be packed by a Diva Superstar.", titles)
    assert r.only_by == ["Diva"]
    r = read_card_text("Cannot be packed when packing Corners.", titles)
    assert r.not_with and r.not_with[0].kinds == ("Corner",)
    assert read_card_text("You may pack up to 4 copies of this card.", titles).copies == 4
    assert read_card_text("Requirement: Extremist", titles).extremist
    # read from the grammar's nodes (the text reader missed "when you are packing")
    db = get_db()
    r = read_card_text("Cannot be packed when you are packing Heel cards.", titles)
    assert r.not_with and all(d.matches(db.card("Chair Shot")) for d in r.not_with)
    assert read_card_text("Can only be packed by a GM or Chairman Superstar.", titles).only_by == ["GM", "Chairman"]
    r = read_card_text("Can only be packed when you cannot play any title belt except the Tag Team Title Belts, or if "
                       "this is a Tag Team format match.", titles)
    assert r.tag_belt_packer


# --------------------------------------------------------------------------- command line

def _cli(*args, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "judgebot", "deck", *args], input=stdin, capture_output=True,
                          text=True, timeout=60)


def test_cli_exit_statuses_and_json():
    legal = _cli("check", str(DECKS / "revolution-triple-h-starter.txt"), "--format", "revolution")
    assert legal.returncode == 0 and legal.stdout.startswith("LEGAL")
    illegal = _cli("check", "-", "--json", stdin=(DECKS / "classic-four-kicks.txt").read_text())
    assert illegal.returncode == 1
    data = json.loads(illegal.stdout)
    assert data["legal"] is False and data["counts"]["arsenal"] == 60
    assert data["violations"][0]["citations"][0]["id"] == "faq-4.0/glossary/arsenal/2"
    broken = _cli("check", str(DECKS / "unreadable-broken.o8d"))
    assert broken.returncode == 2 and "line 5" in broken.stderr and "Traceback" not in broken.stderr
    missing = _cli("check", str(DECKS / "no-such-file.txt"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
