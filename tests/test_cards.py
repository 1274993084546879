"""The card database read from the OCTGN set files, the cached database and `judgebot card`."""
from __future__ import annotations

import json
import os
import pickle
from collections import Counter

import pytest

from judgebot import database, paths
from judgebot.cards import card_to_json, load_cards, read_printings, set_files, type_line_of
from judgebot.cli import main
from judgebot.lookup import normalise
from judgebot.models import Entry
from judgebot.typeline import MANEUVER_KINDS, parse_type_line


@pytest.fixture(scope="module")
def cards():
    return {card.key: card for card in load_cards()}


@pytest.fixture(scope="module")
def rows():
    return [row for path in set_files() for row in read_printings(path)]


def card(cards, title):
    return cards[normalise(title)]


# -- the data as a whole ---------------------------------------------------

def test_every_set_loads(rows):
    files = set_files()
    assert len(files) == 51
    per_set = Counter(row["set"] for row in rows)
    assert len(per_set) == 51
    assert per_set["01. Premiere"] == 150
    assert all(count > 0 for count in per_set.values())


def test_printing_and_title_counts(cards, rows):
    assert len(rows) == 7235
    assert len({row["name"] for row in rows}) == 6823
    assert sum(len(c.printings) for c in cards.values()) == 7235
    # one Card per title and version: a Throwback reprint is its own card
    assert Counter(c.version for c in cards.values())["Throwback"] == 435


def test_keys_are_unique_and_titles_look_up_to_their_card(cards):
    titles = [c.title for c in cards.values()]
    assert len(set(titles)) == len(titles)
    for key, c in cards.items():
        assert c.key == key


def test_every_type_line_is_read(cards):
    unread = {c.type_line: parse_type_line(c.type_line).unread for c in cards.values()
              if parse_type_line(c.type_line).unread}
    assert unread == {}
    assert all(c.types for c in cards.values())


def test_maneuver_kinds_are_maneuvers(cards):
    for c in cards.values():
        if set(c.subtypes) & set(MANEUVER_KINDS):
            assert "Maneuver" in c.types, c.title


# -- known cards -----------------------------------------------------------

def test_punch(cards):
    punch = card(cards, "Punch")
    assert (punch.fortitude, punch.damage, punch.stun) == (0, 3, None)
    assert punch.types == ("Maneuver",) and punch.subtypes == ("Strike",)
    assert not punch.hybrid and punch.multi_parts == ()
    assert punch.printed_text == "" and punch.current_text == ""
    assert [(p.set_name, p.format) for p in punch.printings] == [("01. Premiere", "Classic")]


def test_chop_is_a_strike_action_hybrid(cards):
    chop = card(cards, "Chop")
    assert chop.type_line == "Strike / Action"
    assert chop.hybrid
    assert chop.types == ("Maneuver", "Action")
    assert chop.subtypes == ("Strike",)
    assert (chop.fortitude, chop.damage) == (0, 2)


def test_multi_parts(cards):
    doom = card(cards, "The Maneuver of Doom")
    assert doom.multi_parts == ("Strike", "Grapple", "Submission", "High Risk")
    assert doom.subtypes == ("Strike", "Grapple", "Submission", "High Risk")
    assert "Multi" in doom.traits
    kick_tb = card(cards, "Kick (Throwback)")
    assert kick_tb.multi_parts == ("Strike", "Strike") and kick_tb.subtypes == ("Strike",)
    # a Multi half of a hybrid
    amigos = card(cards, "The Three Amigos")
    assert amigos.multi_parts == ("Grapple", "Grapple", "Grapple")


def test_multi_half_of_a_hybrid_and_what_a_reversal_reverses():
    tl = parse_type_line("Strike + Strike / Reversal: Special")
    assert tl.hybrid and tl.multi_parts == ("Strike", "Strike") and tl.reverses == ("Special",)
    assert parse_type_line("Reversal: Strike/Grapple").reverses == ("Strike/Grapple",)
    assert parse_type_line("Reversal: Strike/Grapple").hybrid is False
    assert parse_type_line("Mid-match Grapple/Submission").hybrid is True
    assert parse_type_line("TMF / Reversal: Special").subtypes == ("Trademark Finisher",)


def test_revolution_type_lines():
    tl = parse_type_line("Trademark: Mean: Follow-up: Maneuver")
    (part,) = tl.parts
    assert tl.types == ("Maneuver",) and tl.subtypes == ("Trademark",)
    assert (part.size, part.follow_up) == ("Mean", "Maneuver")
    antic = parse_type_line("Antic: Momentum").parts[0]
    assert antic.types == ("Antic",) and "Momentum" in antic.qualifiers
    assert parse_type_line("Throw: Mean: Followup: Card").parts[0].follow_up == "Card"


def test_pre_and_mid_match_kinds():
    event = parse_type_line("Pre-match Event")
    assert event.types == ("Pre-match",) and event.subtypes == ("Event",)
    assert parse_type_line("Pre-match: Object").subtypes == ("Object",)
    allegiance = parse_type_line("Pre-match Allegience: NXT").parts[0]
    assert allegiance.subtypes == ("Allegiance",) and allegiance.qualifiers == ("NXT",)
    mid = parse_type_line("Mid-match Action + Action")
    assert mid.types == ("Mid-match", "Action") and mid.multi_parts == ("Action", "Action")
    assert parse_type_line("Backstage Card").types == ("Backstage",)
    # the timing covers every half of a hybrid unless a half names its own
    halves = parse_type_line("Mid-match Action / Reversal: Special").parts
    assert [p.timing for p in halves] == ["Mid-match", "Mid-match"]
    halves = parse_type_line("Pre-match Event / Mid-match Action").parts
    assert [p.timing for p in halves] == ["Pre-match", "Mid-match"]


def test_no_damage_is_not_d0(cards):
    action = card(cards, "Hmmm")                        # an Action: printed D:0
    assert action.type_line == "Action" and action.damage == 0
    pre_match = card(cards, "Revolution A New Plan")    # Revolution Pre-match: no Damage box
    assert pre_match.damage is None and pre_match.fortitude is None
    assert card_to_json(pre_match)["no_damage"] is True
    assert card_to_json(action)["no_damage"] is False


def test_hash_damage_is_variable_not_no_damage(cards):
    knee = card(cards, "Knee to the Gut")
    assert knee.damage is None and knee.fortitude == 1
    assert knee.variable == ("damage",)
    assert card_to_json(knee)["no_damage"] is False


def test_stun_value_target_logos(cards):
    chair = card(cards, "Chair Shot")
    assert (chair.fortitude, chair.damage, chair.stun) == (10, 10, 1)
    tarantula = card(cards, "Revolution Tarantula")
    assert tarantula.target == "arm back"
    assert card(cards, "Stone Cold Steve Austin").logos == ("Stone Cold Steve Austin",)
    assert card(cards, "The Three Amigos (Virtual)").logos == (
        "The Legit Boss", "Sasha Banks", "Eddie Guerrero", "Chavo Guerrero")


def test_trait_corrections_are_recorded(cards):
    assert card(cards, "Cash-Out Spinebuster").trait_corrections == (("Mutli", "Multi"),)
    assert "Multi" in card(cards, "Cash-Out Spinebuster").traits
    assert card(cards, "Throw You Around Like A Rag Doll!").trait_corrections == (("Unlque", "Unique"),)
    assert ("Permament", "Permanent") in card(cards, "All-Inclusive Invitational").trait_corrections
    assert "Fan Favorite" in card(cards, "Superkick (Throwback)").traits
    all_traits = {t for c in cards.values() for t in c.traits}
    assert not all_traits & {"Mutli", "Unlque", "Uinique", "Permament", "Fan Favourite"}


def test_volley(cards):
    doom = card(cards, "The Maneuver of Doom")
    assert doom.volley == 10 and "Volley" in doom.traits
    waited = card(cards, "I Waited Long Enough")       # "Volley: #"
    assert waited.volley is None and "volley" in waited.variable


def test_superstar_hand_size_and_value(cards):
    austin = card(cards, "Stone Cold Steve Austin")
    assert austin.is_superstar
    assert (austin.hand_size, austin.superstar_value) == (7, 5)
    assert austin.fortitude is None and austin.damage is None
    bischoff = card(cards, "Eric Bischoff")
    assert (bischoff.hand_size, bischoff.superstar_value) == (0, 1)
    assert bischoff.printed_values["Hand Size"] == "0+"
    edge = card(cards, "Edge")
    assert edge.hand_size is None and "hand_size" in edge.variable
    # a value the data puts on a non-Superstar is not a Superstar Value
    assert card(cards, "Kiss of Death").superstar_value is None


def test_throwback_and_revolution_versions(cards):
    booby = card(cards, "Booby Trap (Throwback)")
    assert (booby.title, booby.base_title, booby.version) == ("Booby Trap (Throwback)", "Booby Trap", "Throwback")
    assert card(cards, "Booby Trap").version == ""
    punch_tb = card(cards, "Punch (Throwback)")
    assert punch_tb.fortitude == 20 and punch_tb.printings[0].set_name.startswith("29.")
    # the data spells this Throwback "No Chance in Hell!"; it has the original's title
    nochance = card(cards, "No Chance in Hell (Throwback)")
    assert nochance.base_title == "No Chance in Hell"
    rev = card(cards, "Revolution Chair Shot")
    assert (rev.base_title, rev.version) == ("Chair Shot", "Revolution")
    assert rev.formats == ("Revolution",) or "Revolution" in rev.formats[0]
    rev_tb = [c for c in cards.values() if c.version == "Revolution Throwback"]
    assert rev_tb and all(c.base_title and not c.base_title.startswith("Revolution ") for c in rev_tb)


def test_titles_that_only_punctuation_separates_stay_separate(cards):
    by_title = {c.title: c for c in cards.values()}
    assert by_title["Rob Van Dam"].is_superstar
    assert by_title["Rob! Van! Dam!"].type_line == "Action + Action"
    assert card(cards, "Cole Calls it Right! (Virtual)").printings[0].set_name.startswith("43.")


def test_card_to_json_is_complete_and_serialisable(cards):
    data = card_to_json(card(cards, "Chop"))
    json.dumps(data)
    for field in ("key", "title", "base_title", "version", "type_line", "types", "subtypes", "hybrid",
                  "multi_parts", "fortitude", "damage", "stun", "traits", "trait_corrections", "volley",
                  "logos", "target", "hand_size", "superstar_value", "printed_text", "current_text",
                  "changes", "printings", "formats", "type_parts", "printed_values", "variable"):
        assert field in data
    assert data["type_parts"][0]["subtypes"] == ["Strike"]
    assert type_line_of(card(cards, "Chop")).hybrid


# -- the cached database ---------------------------------------------------

def test_rulings_for_lists_subject_entries_before_mentions():
    def entry(n, cards=(), mentions=()):
        return Entry(id=f"x/{n}", source="faq-4.0", game="raw-deal", section="Classic Cards", subject="",
                     kind="ruling", text="", line=n, number=n, citation=f"c{n}", cards=cards, mentions=mentions)

    entries = [entry(1, mentions=("punch",)), entry(2, cards=("punch",)), entry(3, cards=("kick",))]
    db = database.Database(cards={}, entries=entries, index=None, _rulings=database._ruling_map(entries))

    class Punch:
        key = "punch"
    assert [e.id for e in db.rulings_for(Punch)] == ["x/2", "x/1"]


def test_cache_is_reused_and_rebuilt_when_a_data_file_changes(tmp_path, monkeypatch):
    cards_dir, sources_dir, build = tmp_path / "cards", tmp_path / "sources", tmp_path / "build"
    cards_dir.mkdir()
    sources_dir.mkdir()
    (cards_dir / "a.xml").write_text("<set name='A'><cards/></set>")
    (sources_dir / "faq.txt").write_text("FAQ")
    monkeypatch.setattr(paths, "cards_dir", lambda: cards_dir)
    monkeypatch.setattr(paths, "sources_dir", lambda: sources_dir)
    monkeypatch.setattr(paths, "build_dir", lambda: build)
    builds = []

    def fake_build():
        builds.append(1)
        return database.Database(cards={}, entries=[], index=None, notes=[f"build {len(builds)}"])

    monkeypatch.setattr(database, "build_database", fake_build)
    first = database.load_database()
    second = database.load_database()
    assert len(builds) == 1 and second.notes == first.notes == ["build 1"]
    assert len(list((build / "cache").glob("db-*.pickle"))) == 1
    assert not list((build / "cache").glob(".db-*"))          # no temporary file left behind

    stat = (sources_dir / "faq.txt").stat()
    os.utime(sources_dir / "faq.txt", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    third = database.load_database()
    assert len(builds) == 2 and third.notes == ["build 2"]
    assert len(list((build / "cache").glob("db-*.pickle"))) == 1    # the stale cache is removed

    # a damaged cache file is rebuilt, not an error
    (cache,) = (build / "cache").glob("db-*.pickle")
    cache.write_bytes(b"not a pickle")
    database.load_database()
    assert len(builds) == 3
    assert isinstance(pickle.loads(cache.read_bytes()), database.Database)


def test_get_db_cards_and_lookup():
    db = database.get_db()
    assert database.get_db() is db
    assert len(db.cards) == len(load_cards())
    assert db.card("step aside").title == "Step Aside"


# -- judgebot card ---------------------------------------------------------

def test_cli_card_text(capsys):
    assert main(["card", "Punch"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Punch\n")
    assert "Strike · F0 · D3" in out
    assert "01. Premiere (Classic)" in out


def test_cli_card_name_in_several_words_and_throwback(capsys):
    assert main(["card", "booby", "trap", "(TB)"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Booby Trap (Throwback)\n")
    assert "counts as Booby Trap for construction" in out


def test_cli_card_lists_other_versions(capsys):
    assert main(["card", "Punch"]) == 0
    out = capsys.readouterr().out
    assert "Other versions: Revolution Punch; Punch (Throwback)" in out
    assert main(["card", "Punch (TB)", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["other_versions"] == ["Punch", "Revolution Punch"]


def test_cli_card_json(capsys):
    assert main(["card", "Chop", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["title"] == "Chop" and data["hybrid"] is True
    assert data["fortitude"] == 0 and data["damage"] == 2
    assert isinstance(data["rulings"], list)


def test_cli_unknown_card_offers_closest(capsys):
    assert main(["card", "Punhc"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert 'No card titled "Punhc"' in captured.err and "Punch" in captured.err
    assert "Traceback" not in captured.err


def test_cli_card_shows_errata_and_rulings_with_citations(capsys):
    assert main(["card", "Booby Trap (Throwback)"]) == 0
    out = capsys.readouterr().out
    errata, rulings = out.split("Errata and MRP:")[1].split("Rulings (")
    assert 'FAQ v4.0, Classic Cards, "Booby Trap (Throwback)", errata 1' in errata
    assert 'FAQ v4.0, Classic Cards, "Booby Trap (Throwback)", ruling 2' in rulings
    assert "errata 1" not in rulings              # errata are listed once, under Errata and MRP


def test_mark_changes_brackets_the_changed_words():
    from judgebot.commands.card import mark_changes

    assert mark_changes("Draw 2 cards.", "Draw 1 card.") == "Draw [[1 card.]]"
    assert mark_changes("Draw 2 cards.", "Draw 2 cards. Discard 1 card.") == "Draw 2 cards. [[Discard 1 card.]]"
    assert mark_changes("Same text.", "Same text.") == "Same text."


def test_cli_card_ast(capsys):
    assert main(["card", "Chop", "--ast"]) == 0
    out = capsys.readouterr().out
    assert "Effect tree:" in out
    tree = out.split("Effect tree:")[1]
    assert "CardText" in tree and "As an action, you may discard this card" in tree


def test_garbled_characters_in_the_text_are_repaired(cards):
    assert "opponent's turn" in card(cards, "Blindside Spinebuster").printed_text
    assert "this card is -20F" in card(cards, "Steiner Recliner").printed_text
    assert "with 'draw' or 'shuffle' in the text" in card(cards, "Dark Matter").printed_text
    assert card(cards, "Revolution The Founder of the Four Horsemen").printed_text.count("\u2219") == 0
    assert sum("Reversal: printed 1D-7D Hold" == c.type_line.split(" / ")[-1] for c in cards.values()) == 1
    odd = {ch for c in cards.values() for ch in c.printed_text + c.type_line
           if ch in "\u255e\u00b5\u221a\u2265\u03b1\u00bd\u2219\u2018\u2019\u201c\u201d"}
    assert odd == set()
