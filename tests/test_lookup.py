"""Card lookup by the names a judge types, and card titles in a free-text question."""
from __future__ import annotations

import pytest

from judgebot.cards import load_cards
from judgebot.errors import UnknownCard
from judgebot.lookup import CardIndex, compact, normalise


@pytest.fixture(scope="module")
def index():
    return CardIndex(load_cards())


def title(index, name):
    return index.get(name).title


def test_normalise_ignores_case_punctuation_and_apostrophe_style():
    assert normalise("Don't Think Too Hard") == normalise("dont think too hard") == normalise("DON’T THINK TOO HARD!")
    assert normalise("Ayatollah of Rock 'n' Roll-a") == "ayatollah of rock n roll a"
    assert normalise("  Step   Aside ") == "step aside"
    assert normalise("A.J. Lee") == "aj lee"


def test_normalise_version_markers():
    assert normalise("Punch (TB)") == normalise("Punch (Throwback)") == "punch (throwback)"
    assert normalise("Chair Shot (Revolution)") == normalise("Revolution Chair Shot") == "revolution chair shot"
    assert normalise("Throwback") == "throwback"        # a card title in its own right
    assert normalise("Irish Whip (original version)") == "irish whip"


def test_compact_meets_hyphenated_spellings():
    assert compact("H-B-K") == compact("HBK") == "hbk"


def test_lookup_case_punctuation_apostrophes(index):
    assert title(index, "punch") == "Punch"
    assert title(index, "PUNCH!") == "Punch"
    assert title(index, "ayatollah of rock n roll-a") == "Ayatollah of Rock 'n' Roll-a"
    assert title(index, "Ayatollah of Rock ’n’ Roll-a") == "Ayatollah of Rock 'n' Roll-a"
    assert title(index, "Shane O’Mac") == "Shane O'Mac"       # the Action, not the Superstar "Shane O' Mac"
    assert title(index, "Shane O' Mac") == "Shane O' Mac"


def test_lookup_throwback_forms(index):
    for name in ("Kick (TB)", "kick (throwback)", "Kick Throwback", "kick tb", "Kick [TB]"):
        assert title(index, name) == "Kick (Throwback)", name
    assert title(index, "Kick") == "Kick"
    assert title(index, "Throwback") == "Throwback"
    # a title printed only as a Throwback is found without the marker
    assert title(index, "The Cena Throwback") == "The Cena Throwback (Throwback)"


def test_lookup_revolution_forms(index):
    assert title(index, "Revolution Chair Shot") == "Revolution Chair Shot"
    assert title(index, "Chair Shot (Revolution)") == "Revolution Chair Shot"
    assert title(index, "Chair Shot") == "Chair Shot"
    # a title printed only in Revolution is found without the prefix
    assert title(index, "Rollins' Enzuigiri") == "Revolution Rollins' Enzuigiri"


def test_lookup_keeps_punctuation_twins_apart(index):
    assert title(index, "Rob! Van! Dam!") == "Rob! Van! Dam!"
    assert title(index, "Rob Van Dam") == "Rob Van Dam"


def test_unknown_card_offers_closest(index):
    with pytest.raises(UnknownCard) as caught:
        index.get("Punhc")
    assert caught.value.closest[0] == "Punch"
    assert len(caught.value.closest) == 5
    assert "Did you mean: Punch" in str(caught.value)
    assert index.closest("Stone Cold Steev Austin", n=1) == ["Stone Cold Steve Austin"]
    assert index.closest("Step Asid", n=3)[0] == "Step Aside"
    assert index.closest("", n=3) == []


def test_find_in_text(index):
    found = index.find_in_text("Can Step Aside reverse Chair Shot?")
    assert [c.title for c in found] == ["Step Aside", "Chair Shot"]


def test_find_in_text_longest_match_first_and_once(index):
    found = [c.title for c in index.find_in_text(
        "If I play Stone Cold Stunner after a Punch, then another punch, can my opponent reverse with Stone Cold Steve Austin's help?")]
    assert found[:2] == ["Stone Cold Steve Austin", "Stone Cold Stunner"]
    assert found.count("Punch") == 1
    assert "Stone Cold" not in found


def test_find_in_text_ignores_game_terms_and_everyday_words(index):
    found = {c.title for c in index.find_in_text("Is it a Strike or an Action, and does the Reversal end the turn?")}
    assert found == set()
    # "What", "Always", "Activate", "Backlash" are card titles, but not in these questions
    question = "What happens if I activate an ability that always goes to my Backlash? Can I kick first?"
    assert index.find_in_text(question) == []


def test_find_in_text_everyday_titles_need_capitals(index):
    assert [c.title for c in index.find_in_text("Can Step Aside reverse a Kick?")] == ["Step Aside", "Kick"]
    assert [c.title for c in index.find_in_text("Can Step Aside reverse a kick?")] == ["Step Aside"]


def test_find_in_text_lower_case_question(index):
    found = [c.title for c in index.find_in_text("can step aside reverse chair shot")]
    assert found == ["Step Aside", "Chair Shot"]


def test_find_in_text_apostrophes_and_case(index):
    found = [c.title for c in index.find_in_text("does DON’T THINK TOO HARD stop a Kick?")]
    assert found == ["Don't Think Too Hard", "Kick"]


def test_find_in_text_throwback_marker_after_a_title(index):
    assert [c.title for c in index.find_in_text("Does Irish Whip TB's effect count?")] == ["Irish Whip (Throwback)"]
    assert [c.title for c in index.find_in_text("Is Kick (Throwback) a Multi?")] == ["Kick (Throwback)"]
    assert [c.title for c in index.find_in_text("Is Kick a Multi?")] == ["Kick"]


def test_find_in_text_short_forms(index):
    # a Revolution-only title without its prefix, a title without its article
    assert [c.title for c in index.find_in_text("Concentrated Attack on targetless maneuvers")] == \
        ["Revolution Concentrated Attack"]
    assert [c.title for c in index.find_in_text("Brahma Bull blanks my maneuver")] == ["The Brahma Bull"]
    # the full title still wins where both exist
    assert [c.title for c in index.find_in_text("Can Chair Shot be reversed?")] == ["Chair Shot"]


@pytest.mark.parametrize("name", ["", "   ", "?!", "\U0001f4a5", "\x00", "%"])
def test_a_name_with_nothing_to_match_is_unknown_not_the_dots_card(index, name):
    # These all normalise to "", the key of the card titled "..."; a blank or
    # symbol-only name must not silently show that card.
    with pytest.raises(UnknownCard):
        index.get(name)
    assert name not in index


@pytest.mark.parametrize("name", ["...", "\u2026", "\u2022\u2022\u2022", " ... "])
def test_the_dots_card_is_found_by_its_dots(index, name):
    assert title(index, name) == "..."


def test_closest_compares_at_most_a_title_length_of_a_huge_name(index, monkeypatch):
    # Fuzzy matching costs grow with the name: a 100,000-character name (a URL, a pasted
    # file) took a minute. No title is longer than ~120 characters; the rest cannot help.
    from rapidfuzz import process

    seen = []
    real_extract = process.extract
    monkeypatch.setattr(process, "extract", lambda query, *a, **kw: seen.append(len(query)) or real_extract(query, *a, **kw))
    assert len(index.closest("Stone Cold Stunner" + " x" * 50_000, n=1)) == 1
    assert seen and max(seen) <= 200
    with pytest.raises(UnknownCard):
        index.get("q" * 100_000)
    assert max(seen) <= 200


def test_unknown_card_message_shortens_a_huge_name():
    from judgebot.errors import UnknownCard

    err = UnknownCard("a" * 100000, ["Kick"])
    assert err.name == "a" * 100000            # the whole name is kept for the caller
    assert len(str(err)) < 200 and str(err).endswith("Did you mean: Kick?")
