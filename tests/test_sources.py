"""The source documents as citeable entries: FAQ v4.0, the rulebooks, and their links to cards."""
from __future__ import annotations

import collections
import re

import pytest

from judgebot.sources import load_entries
from judgebot.sources.faq import SECTIONS, faq_subjects, parse_faq
from judgebot.sources.rulebook import parse_rulebooks
from judgebot.sources.text import split_italics

FAQ_SECTIONS = set(SECTIONS.values())


@pytest.fixture(scope="module")
def faq():
    return parse_faq()


@pytest.fixture(scope="module")
def subjects():
    return faq_subjects()


@pytest.fixture(scope="module")
def books():
    return parse_rulebooks()


def one(entries, **want):
    found = [e for e in entries if all(getattr(e, k) == v for k, v in want.items())]
    assert len(found) == 1, f"{want}: {[e.id for e in found]}"
    return found[0]


# -- FAQ: counts and shape ---------------------------------------------------------------

def test_faq_counts(faq, subjects):
    kinds = collections.Counter(e.kind for e in faq)
    assert kinds["errata"] == 70
    assert kinds["mrp"] == 144
    assert 2600 <= kinds["ruling"] <= 2750
    assert kinds["example"] == 4
    assert kinds["rule"] == 24                     # the Timing Breakdown steps
    assert 1150 <= len(subjects) <= 1220


def test_faq_sections_are_the_printed_ones(faq, subjects):
    assert {e.section for e in faq} == FAQ_SECTIONS
    parts = {(s, p) for s, p, _n, _l in subjects if s == "Recent Updates"}
    assert parts == {("Recent Updates", "Superstars"), ("Recent Updates", "Cards"), ("Recent Updates", "Glossary")}
    per_section = collections.Counter(s for s, _p, _n, _l in subjects)
    assert per_section["Classic Cards"] > 700 and per_section["Glossary"] > 100


def test_ids_are_unique_and_citations_read_aloud(faq):
    assert len({e.id for e in faq}) == len(faq)
    multi = one(faq, id="faq-4.0/glossary/multi/5")
    assert multi.citation == 'FAQ v4.0, Glossary, "Multi", ruling 5'
    assert multi.text.startswith("A Multi card may be reversed by any applicable reversal.")
    assert multi.line == 6370 and multi.number == 5 and multi.subject == "Multi"
    booby = one(faq, id="faq-4.0/recent-updates-cards/booby-trap-throwback/1")
    assert booby.citation == 'FAQ v4.0, Recent Updates (Cards), "Booby Trap (Throwback)", errata 1'
    assert booby.kind == "errata" and booby.text == "Fixing a printing error, this card is now F: 0."


def test_numbers_run_within_each_subject(faq):
    by_subject = collections.defaultdict(list)
    for e in faq:
        if e.section != "Timing Breakdown":
            by_subject[e.id.rsplit("/", 1)[0]].append(e.number)
    for numbers in by_subject.values():
        assert numbers == list(range(1, len(numbers) + 1))


# -- FAQ: PDF noise ----------------------------------------------------------------------

def test_wrapped_bullet_after_a_blank_line_is_joined(faq):
    # Glossary "Multi": the bullet ends "This is regardless of how many" + blank line + "reversals are needed..."
    twelve = one(faq, id="faq-4.0/glossary/multi/12")
    assert twelve.text.endswith("This is regardless of how many reversals are needed for cards like "
                                "Giant Heat Butt and The Three Amigos.")
    assert not [e for e in faq if e.section == "Glossary" and e.subject.startswith("reversals are needed")]
    athlete = [e for e in faq if e.subject == "The Largest Athlete In Sports Entertainment"
               and "any number of Judo Takedowns" in e.text]
    assert athlete and athlete[0].text.endswith("any number of Judo Takedowns into the Ring area.")


def test_bullet_markers_are_stripped(faq):
    assert not [e.id for e in faq if e.text.startswith(("-", "•"))]
    axxess = one(faq, id="faq-4.0/recent-updates-glossary/all-axxess/1")
    assert axxess.text.startswith("A constructed format for Raw Deal.")


def test_short_capitalised_subjects_are_not_sections(subjects):
    names = {(n, s) for s, _p, n, _l in subjects}
    for term in ("APA", "DX", "JBL", "MNM", "MVP"):
        assert any(n == term and s.endswith("Superstars") for n, s in names), term
    for term in ("RMS", "PRO", "RFG", "BASH", "ECW", "GM"):
        assert (term, "Glossary") in names, term
    assert ("R-V-D", "Classic Cards") in names


def test_subject_after_an_unfinished_bullet(subjects):
    # "... is available on comicimages.com/rawdeal" (no full stop), then the next card's title
    names = {(n, s) for s, _p, n, _l in subjects}
    assert ("Touch Turnbuckle (various)", "Classic Cards") in names
    assert ("Managed by Theodore Long", "Classic Cards") in names     # after "... Jimmy will remain where it"


def test_multi_paragraph_errata_kept_whole(faq):
    athlete = [e for e in faq if e.kind == "errata" and e.subject == "The Largest Athlete In Sports Entertainment"]
    assert len(athlete) == 2                        # Recent Updates and Classic Superstars
    assert athlete[0].text == ('The Ability now begins with: "You cannot pack High Risk maneuvers.\n'
                               'Your non-Multi Strike, Grapple, and Submission maneuvers played from your hand '
                               'are F:0."')
    assert not [s for s in faq if s.subject.startswith("Your non-Multi Strike")]


def test_card_wording_quoted_over_bullets_is_one_passage(faq):
    osaka = one(faq, id="faq-4.0/classic-cards/osaka-japan/1")
    assert osaka.text.startswith('In English, this card reads:\n"At the end of Pre-match phase')
    assert osaka.text.endswith('shuffle his Arsenal."')


def test_list_lines_join_their_bullet(faq):
    order = one(faq, id="faq-4.0/glossary/pre-match-phase/2")
    assert "the following Pre-match cards: Allegiance (in Virtual); Venue; Feud; Stipulation; Manager. " \
           "After that, both players" in order.text


def test_see_also_subject(faq):
    face_down = one(faq, section="Glossary", subject="Face-down")
    assert face_down.kind == "note" and face_down.text == "See Flip Over."
    heyman = [e for e in faq if e.subject == "Paul Heyman"]
    assert heyman and heyman[0].text == "See Enforcer Superstars."


def test_example_and_note_lines(faq):
    examples = [e for e in faq if e.kind == "example"]
    contract = one(examples, subject="According to the Contract Table")
    assert contract.text == "Naming Beating the Odds does NOT allow Contract Table to be used as an Odds card."
    assert contract.citation.endswith('"According to the Contract Table", example 4')
    notes = [e for e in faq if e.kind == "note" and e.subject == "Ring (Area)"]
    assert notes and notes[0].text.startswith("Cards now refer to 'Ring' instead of 'Ring Area'")


def test_italic_names_are_recorded_and_stripped(faq):
    sustained = [e for e in faq if e.subject == "Sustained Damage" and e.section == "Recent Updates"][0]
    assert "*" not in sustained.text and "Activate Sustained Damage in response" in sustained.text
    assert sustained.italics == ("Sustained Damage",)
    assert not [e.id for e in faq if "*" in e.text and e.kind != "rule"]
    assert split_italics("Play *Arm Drag* then *Arm Drag* or *Chop*") == ("Play Arm Drag then Arm Drag or Chop",
                                                                          ("Arm Drag", "Chop"))


def test_timing_breakdown_steps(faq):
    steps = [e for e in faq if e.section == "Timing Breakdown"]
    assert [e.subject for e in steps] == ["1", "1a", "2a", "2b", "2c", "2d", "2e", "2f", "3a", "3b", "4",
                                          "5a", "5b", "5c", "6", "6a", "7a", "7b", "8", "9a", "9b", "9c", "9d",
                                          "9e"]
    first, reveal = steps[0], steps[1]
    assert first.text == ("Play the card. Until the card is moved to another area, it is not in any area while "
                          "resolving the Timing Breakdown.")
    assert reveal.text.startswith("Reveal the card to all players") and reveal.line == first.line
    step_7b = one(steps, subject="7b")
    assert step_7b.citation == "FAQ v4.0, Timing Breakdown, step 7b"
    assert step_7b.text.startswith("Effects your opponent controls") and "Over Sell Maneuver" in step_7b.italics
    assert one(steps, subject="6a").text.endswith("even if blanked.")   # "(Step 8)" is not a step


# -- rulebooks ------------------------------------------------------------------------------

def test_rulebook_sources_and_games(books):
    by_source = collections.Counter(e.source for e in books)
    assert set(by_source) == {"rulebook-v17", "revolution-rulebook", "rumble-throwdown", "nero-raw"}
    assert by_source["rulebook-v17"] > 100 and by_source["revolution-rulebook"] > 80
    games = {e.source: e.game for e in books}
    assert games == {"rulebook-v17": "raw-deal", "revolution-rulebook": "raw-deal",
                     "rumble-throwdown": "rumble-throwdown", "nero-raw": "nero-raw"}
    assert {e.kind for e in books} == {"rule"}
    assert len({e.id for e in books}) == len(books)


def test_v17_glossary_terms_and_sections(books):
    v17 = [e for e in books if e.source == "rulebook-v17"]
    multi = one(v17, section="Glossary", subject="Multi")
    assert multi.text == "Multi: a card that requires two reversals to stop it."
    assert multi.citation == 'Raw Deal Rulebook v17, Glossary, "Multi"'
    # sections are the book's chapters, subjects the headings (or terms) under them
    sections = {e.section for e in v17}
    assert {"Quick Start Rulz", "Basic Rulz", "Terms and Icons Affecting Construction and Play",
            "Playing the Game", "Glossary"} <= sections
    permanent = one(v17, section="Terms and Icons Affecting Construction and Play", subject="Permanent")
    assert permanent.text.startswith("A card with Permanent may not be removed from the Ring area")
    assert permanent.citation == 'Raw Deal Rulebook v17, Terms and Icons Affecting Construction and Play, "Permanent"'
    assert not [e for e in v17 if "Game Design" in e.text]            # the credits are not rules
    start = [e for e in v17 if e.subject == "Start of Game"]
    assert {e.section for e in start} == {"Quick Start Rulz", "Playing the Game"}
    assert one(v17, section="Basic Rulz", subject="Arsenal").text.startswith("Arsenal refers to your deck")
    volley = one(v17, section="Glossary", subject="Volley")
    assert volley.text.endswith("from your Ringside pile into your hand.")   # the last page's cut joined


def test_revolution_rulebook_is_split_at_its_headings(books):
    rev = [e for e in books if e.source == "revolution-rulebook"]
    overturn = one(rev, section="Rules", subject="Overturning a Reversal")
    assert overturn.text.startswith("When you take Damage, you overturn cards from the top of the deck")
    assert overturn.citation == 'Raw Deal Revolution Rulebook, Rules, "Overturning a Reversal"'
    momentum = one(rev, section="Glossary", subject="Momentum")
    assert momentum.text.startswith("Momentum: these cards")
    ringside = one(rev, section="Rules", subject="Ringside")
    assert ringside.text.startswith("Ringside refers to your discard pile")
    assert ringside.text.endswith("or when a card is reversed.")      # the next page's introduction is apart
    assert one(rev, section="Card Effects", subject="Less Fortitude").text.startswith("2. Less Fortitude—")
    assert {"Rules", "Backlash", "Card Effects", "Sample Game: WrestleMania 22 Re-match", "Glossary"} \
        <= {e.section for e in rev}
    assert {"Card Values", "Special Card Effects", "Requirement Definitions"} <= {e.subject for e in rev}
    assert not [e for e in rev if "DOWNLOAD FILE" in e.text or "Citation preview" in e.text]


def test_rulebook_passages_are_readable_lengths(books):
    raw_deal = [e for e in books if e.game == "raw-deal"]
    assert max(len(e.text) for e in raw_deal) <= 1000
    assert all(e.text.strip() for e in books)


def test_load_entries_is_stable_and_ordered():
    first, second = load_entries(), load_entries()
    assert [e.id for e in first] == [e.id for e in second]
    sources = list(dict.fromkeys(e.source for e in first))
    assert sources == ["faq-4.0", "rulebook-v17", "revolution-rulebook", "rumble-throwdown", "nero-raw"]


# -- linking ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def linked():
    from judgebot.cards import load_cards
    from judgebot.linking import link_entries
    from judgebot.lookup import CardIndex

    index = CardIndex(load_cards())
    return index, link_entries(load_entries(), index)


def test_most_card_subjects_link(linked):
    from judgebot.linking import link_report

    _index, entries = linked
    report = link_report(entries)
    assert report["subjects"] > 1000
    assert report["linked"] / report["subjects"] > 0.97


def subject_titles(linked, section, subject):
    index, entries = linked
    found = [e for e in entries if e.section == section and e.subject == subject]
    assert found, subject
    return sorted(index.cards[k].title for k in found[0].cards)


def test_subject_spellings_link_to_the_right_versions(linked):
    assert subject_titles(linked, "Classic Cards", "Booby Trap (Throwback)") == ["Booby Trap (Throwback)"]
    assert subject_titles(linked, "Classic Cards", "Irish Whip (original version)") == ["Irish Whip"]
    assert subject_titles(linked, "Classic Cards", "Judo Choke (both versions)") == ["Judo Choke",
                                                                                   "Judo Choke (Throwback)"]
    assert subject_titles(linked, "Classic Cards", "Panic Assault, Panic Grab, Panic Throw (rulings for all three)") \
        == ["Panic Assault", "Panic Grab", "Panic Throw"]
    assert subject_titles(linked, "Classic Superstars", "Andre The Giant") == ["Andre the Giant"]
    assert subject_titles(linked, "Recent Updates", "It's Great to Be Back Here In") \
        == ["It's Great To Be Back Here In..."]
    assert subject_titles(linked, "Classic Cards", "Kev Lock") == ["Key Lock"]          # one-letter slip
    assert subject_titles(linked, "Revolution Superstars", "Revolution Kane") == ["Revolution Kane"]


def test_terms_and_other_games_do_not_link(linked):
    _index, entries = linked
    assert not [e.id for e in entries if e.section in ("Glossary", "Timing Breakdown") and e.cards]
    assert not [e.id for e in entries if e.subject in ("ALL CARDS", "ALL SUPERSTARS") and e.cards]
    assert not [e.id for e in entries if e.game != "raw-deal" and (e.cards or e.mentions)]


def test_mentions_resolve_italics_and_short_forms(linked):
    _index, entries = linked
    sustained = [e for e in entries if e.subject == "Sustained Damage" and e.section == "Recent Updates"][0]
    assert sustained.mentions == ("sustained damage",)
    throttled = [e for e in entries if e.subject == "Throttled Within an Inch of Your Life"
                 and "If the Throttled is not reversed" in e.text][0]
    assert throttled.mentions == ("throttled within an inch of your life",)
    kick = [e for e in entries if e.source == "revolution-rulebook" and e.subject == "Damage"][0]
    assert "revolution kick" in kick.mentions          # the Revolution book's "Kick" is Revolution Kick
    faq_mentions = sum(len(e.mentions) for e in entries if e.source == "faq-4.0")
    assert faq_mentions > 1400


def test_no_asterisks_left_anywhere():
    assert not [e.id for e in load_entries() if re.search(r"\*\w", e.text)]
