"""ERRATA and MRP applied to card text, values and traits, each change citing its FAQ entry."""
from __future__ import annotations

import pytest

from judgebot.errata import apply_changes, apply_wording, change_report, read_change
from judgebot.models import Entry


@pytest.fixture(scope="module")
def db():
    from judgebot.cards import load_cards
    from judgebot.linking import link_entries
    from judgebot.lookup import CardIndex
    from judgebot.sources import load_entries

    cards = {card.key: card for card in load_cards()}
    index = CardIndex(cards.values())
    entries = link_entries(load_entries(), index)
    apply_changes(cards, entries)
    return index, cards, entries


def card(db, name):
    return db[0].get(name)


# -- the FAQ's own examples ------------------------------------------------------------------

def test_booby_trap_throwback_is_now_f0(db):
    booby = card(db, "Booby Trap (Throwback)")
    assert booby.fortitude == 0
    [change] = booby.changes
    assert change.applied and change.kind == "errata"
    assert change.citation == 'FAQ v4.0, Classic Cards, "Booby Trap (Throwback)", errata 1'
    assert card(db, "Booby Trap").changes == ()          # the original is another card


def test_technical_drop_kick_gets_the_added_sentence_once(db):
    kick = card(db, "Technical Drop Kick")
    added = "When successfully played, you cannot play Technical Drop Kick as an Action for the rest of this turn."
    assert kick.current_text.endswith(added)
    assert kick.current_text.count("as an Action for the rest of") == 1   # the printed paraphrase is replaced
    assert kick.printed_text != kick.current_text
    [change] = kick.changes                                # RECENT UPDATES repeats it: applied once
    assert change.applied and change.entry_id == "faq-4.0/classic-cards/technical-drop-kick/1"


def test_revolution_full_nelson_slam_reads_the_new_text(db):
    slam = card(db, "Revolution Full Nelson Slam")
    assert slam.current_text == ("During your turn, if this card is in your Ringside, you may overturn 4 cards: "
                                 "play this card from your Ringside.")
    assert slam.printed_text.endswith("put this card into your hand")
    assert slam.changes[0].applied and "Revolution Full Nelson Slam" in slam.changes[0].citation


def test_mrp_that_only_describes_is_noted_not_applied(db):
    clothesline = card(db, "360-Degree Clothesline")
    assert clothesline.current_text == clothesline.printed_text
    [change] = clothesline.changes
    assert not change.applied and change.kind == "mrp"
    assert "now located on the Gut Punch card" in change.wording


def test_second_paragraph_rewritten_in_place(db):
    champions = card(db, "Collegiate Champions")
    assert champions.current_text.startswith("At the end of the Pre-match phase, remove 1 card")
    assert "ACE: When this card is in your Ring area, once during each of your turns you may discard 3 cards, " \
           "and then look at your opponent's hand" in champions.current_text
    assert champions.current_text.endswith("and your opponent discards the chosen card.")   # third paragraph kept


def test_ability_begins_with_and_after_requirement(db):
    athlete = card(db, "The Largest Athlete in Sports Entertainment")
    assert athlete.current_text.startswith("You cannot pack High Risk maneuvers. Your non-Multi Strike, Grapple, "
                                           "and Submission maneuvers played from your hand are F:0. When you")
    maniac = card(db, "Revolution Death-Defying Maniac")
    assert maniac.current_text.startswith("Requirement: 'Revolution ECW Originals' Faction in your Ring. "
                                          "If this card reverses from Arsenal")
    live_fast = card(db, "Revolution Live Fast-Fight Hard")
    assert live_fast.fortitude == 5 and live_fast.changes[0].applied


def test_now_reads_on_one_half_of_a_hybrid_keeps_the_other(db):
    barricade = card(db, "Ride the Barricade")
    assert "As a maneuver, can only be played after the card titled Throw Opponent Out of the Ring." \
           in barricade.current_text
    assert "As a reversal, reverse the card titled Roll Out of the Ring" in barricade.current_text


def test_values_traits_and_type_line(db):
    assert card(db, "150 lbs. Soaking Wet").fortitude == 0
    assert "Active" not in card(db, "Skirt the Issue").traits
    assert "Permanent" in card(db, "No Disqualification Match").traits
    assert "RMS" in card(db, "Surprise Hit").traits
    takedown = card(db, "Revolving Takedown")
    assert takedown.type_line == "High Risk: Heat / Reversal: Special: Heat"
    assert "Reversal" in takedown.types


def test_misprinted_title_in_text(db):
    barricade = card(db, "Over the Barricade")
    assert barricade.changes[0].applied
    assert "Palancha" not in barricade.current_text
    instincts = card(db, "Keibler Instincts")
    assert "Leader of the Peepulation" in instincts.current_text and "Captain Charisma" not in instincts.current_text


def test_every_linked_change_is_recorded(db):
    _index, cards, entries = db
    report = change_report(cards)
    changes = [e for e in entries if e.kind in ("errata", "mrp")]
    assert len(changes) == 214
    assert report["applied"] + report["noted"] >= 200
    assert report["applied"] >= 140
    recorded = {c.entry_id for card_ in cards.values() for c in card_.changes}
    linked = {e.id for e in changes if e.cards}
    home = {e.id for e in changes if e.cards and e.section != "Recent Updates"}
    assert home <= recorded <= linked


# -- the wording rules on their own ---------------------------------------------------------

def faq_entry(text: str) -> Entry:
    return Entry(id="faq-4.0/x/y/1", source="faq-4.0", game="raw-deal", section="Classic Cards", subject="Y",
                 kind="mrp", text=text, line=1, number=1, citation='FAQ v4.0, Classic Cards, "Y", MRP 1')


@pytest.mark.parametrize("faq_text, how", [
    ('The card text now reads: "Draw 1 card."', "full"),
    ('Now reads: "Draw 1 card."', "replace"),
    ('The second paragraph of this card now reads: "Draw 1 card."', "rewrite"),
    ('The Ability now begins with: "Once during each of your turns..."', "begin"),
    ('The following text is added to the card: "Draw 1 card."', "add"),
    ('Now includes the text "Draw 1 card."', "add"),
    ('There is no card titled "Suicide Palancha," it now reads "Suicide Plancha."', "rename"),
    ("The text granting Chris Benoit -6F is now located on Benoit's Superstar card.", "none"),
    ("This card is considered an uncommon card due to reprinting.", "none"),
])
def test_reading_the_kind_of_change(faq_text, how):
    assert read_change(faq_text).how == how


def test_wording_rules_on_plain_text():
    printed = "Reverse any Strike maneuver. Draw 2 cards. Your opponent discards 1 card."
    assert apply_wording(printed, read_change('The card text now reads: "Draw 3 cards."')) == "Draw 3 cards."
    assert apply_wording(printed, read_change('The second paragraph now reads: "Draw 3 cards."')) == \
        "Reverse any Strike maneuver. Draw 3 cards. Your opponent discards 1 card."
    assert apply_wording(printed, read_change('Now includes the text: "Cannot be reversed."')) == \
        printed + " Cannot be reversed."
    assert apply_wording(printed, read_change('Now includes the text: "Draw 2 cards."')) == printed
    assert apply_wording(printed, read_change('This card includes the text: "...and gain 5 Fortitude,"')) is None


def test_a_change_that_cannot_be_placed_is_only_noted():
    from judgebot.errata import apply_change
    from judgebot.models import Card

    c = Card(key="x", title="X", base_title="X", version="", type_line="Action", types=("Action",), subtypes=(),
             hybrid=False, multi_parts=(), fortitude=3, damage=0, stun=None, traits=(), trait_corrections=(),
             volley=None, logos=(), target="", hand_size=None, superstar_value=None,
             printed_text="Draw 2 cards.", current_text="Draw 2 cards.")
    record = apply_change(c, faq_entry('This card includes the text: "...blank its text until the end of turn,"'))
    assert not record.applied and c.current_text == "Draw 2 cards."
    record = apply_change(c, faq_entry("Fixing a printing error, this card is now F: 0."))
    assert record.applied and c.fortitude == 0 and c.current_text == "Draw 2 cards."
    assert [r.applied for r in c.changes] == [False, True]
