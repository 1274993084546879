"""Printed misprints read as meant (judgebot/cardtext/lexer.py `_shorthand`, "(misprint5)"): each misprinted sentence
reads exactly as the correctly spelt one. Each test names the card that prints the misprint."""
from __future__ import annotations

import pytest

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence

CASES = [
    # Raw Tag Team Title Belts / SmackDown! Tag Team Title Belts: "expect" for "except"
    ("Can only be played if you cannot play any Title Belt expect the Tag Team Title Belts or if this is a Tag Team "
     "format match.",
     "Can only be played if you cannot play any Title Belt except the Tag Team Title Belts or if this is a Tag Team "
     "format match."),
    # Blindside Spinebuster: "th" for "the"
    ("When played from your Ringside pile, remove 1 card with 'spine buster' or 'spinebuster' in th title in your "
     "Ringside pile from the game.",
     "When played from your Ringside pile, remove 1 card with 'spine buster' or 'spinebuster' in the title in your "
     "Ringside pile from the game."),
    # The World Eater Crawl: "forSister" (a space dropped)
    ("Search your Arsenal, Ringside, and cards removed from game forSister Abigail, reveal it, put it in your hand and "
     "shuffle.",
     "Search your Arsenal, Ringside, and cards removed from game for Sister Abigail, reveal it, put it in your hand and "
     "shuffle."),
    # Helluva Kick: "orThrow"
    ("As a maneuver, this card is -10F, and when played after a successfully played 5D+ maneuver orThrow into the "
     "Corner Turnbuckle, cannot be reversed from Arsenal by non-Unique cards.",
     "As a maneuver, this card is -10F, and when played after a successfully played 5D+ maneuver or Throw into the "
     "Corner Turnbuckle, cannot be reversed from Arsenal by non-Unique cards."),
    # The Dashing and The Bizarre: "andElectrifying"
    ("At the end of the Pre-match phase, search your Arsenal for 1 Superstar-specific card andElectrifying, reveal "
     "them, put them in your hand, and shuffle.",
     "At the end of the Pre-match phase, search your Arsenal for 1 Superstar-specific card and Electrifying, reveal "
     "them, put them in your hand, and shuffle."),
    # The International House of Hits: "underWe're a 3 Man Band!"
    ("When this card is in your Ring, once during each of your turns, put up to 1 random card from underWe're a 3 Man "
     "Band! into your hand.",
     "When this card is in your Ring, once during each of your turns, put up to 1 random card from under We're a 3 "
     "Man Band! into your hand."),
    # When We Say 'Uce'...: "Abillity"
    ("When you have greater Fortitude, your maneuvers listed in your Abillity are Multi and ignore 'completely' on "
     "your opponent's reversals and effects to them.",
     "When you have greater Fortitude, your maneuvers listed in your Ability are Multi and ignore 'completely' on "
     "your opponent's reversals and effects to them."),
    # Revolution Extreme Wrestling Skill: "Extrene: Follow-up"
    ("Draw up to 1 card, and when your next card played is an Extrene: Follow-up: ignore the Follow-up and it is +3D.",
     "Draw up to 1 card, and when your next card played is an Extreme: Follow-up: ignore the Follow-up and it is +3D."),
    # Team X-Treme (Throwback): "manevuers"
    ("Once during each of your turns, you may discard 1 High Risk and Ringside Search 2- other non-Hybrid manevuers.",
     "Once during each of your turns, you may discard 1 High Risk and Ringside Search 2- other non-Hybrid maneuvers."),
    # Toughest Woman in Wrestling: "Strikesare"
    ("Your opponent's Strikes do a maximum of 5D and his reversals to your Strikesare +1D.",
     "Your opponent's Strikes do a maximum of 5D and his reversals to your Strikes are +1D."),
    # Armageddon (promo): "-10f", "reverse and Active", "Super-star specific"
    ("As a reversal, this card is -10f, reverse and Active, Unique or Super-star specific card and end your "
     "opponent's turn.",
     "As a reversal, this card is -10F, reverse any Active, Unique or Superstar-specific card and end your "
     "opponent's turn."),
    # Where the Hell is this? (promo): "this ard", "with he word"
    ("When this ard is in your Ring area, during your turn you may put this card into your Ringside pile and put 1 "
     "card with he word 'hell' in the title from your Ringside pile into your hand.",
     "When this card is in your Ring area, during your turn you may put this card into your Ringside pile and put 1 "
     "card with the word 'hell' in the title from your Ringside pile into your hand."),
    # Throw Opponent Out of the Ring: "Roll Out the Ring" (the card Roll Out of the Ring), "can not"
    ("If your next card played this turn is Roll Out the Ring it can not be reversed.",
     "If your next card played this turn is Roll Out of the Ring it cannot be reversed."),
    # Super Masks and Super Capes: a closing quote run into the next word
    ("Your opponent's cards with 'look at your opponent's hand'or 'look at his hand'in the text have blank text.",
     "Your opponent's cards with 'look at your opponent's hand' or 'look at his hand' in the text have blank text."),
    # Why the Hell Are We Here? (promo): "Indianopolis"
    ("When played in Indianopolis, IN at GenCon, you may shuffle 1 card from your Ringside pile into your Arsenal.",
     "When played in Indianapolis, IN at Gen Con, you may shuffle 1 card from your Ringside pile into your Arsenal."),
    # Cheap Pops All Around! (promo): "Columbia, OH at Origins" (Origins is held in Columbus, OH)
    ("When played in Columbia, OH at Origins, you may shuffle 1 card from your Ringside pile into your Arsenal.",
     "When played at Columbus, OH at Origins, you may shuffle 1 card from your Ringside pile into your Arsenal."),
]


@pytest.mark.parametrize("printed,meant", CASES)
def test_misprint_reads_as_meant(printed, meant):
    got, want = parse_sentence(printed), parse_sentence(meant)
    assert got.is_parsed and want.is_parsed
    assert got.clauses == want.clauses


def nodes(text, cls):
    return [n for n in A.iter_nodes(parse_sentence(text)) if isinstance(n, cls)]


def test_except_the_tag_team_belts_is_an_exclusion():
    """Raw Tag Team Title Belts: "any Title Belt expect the Tag Team Title Belts" excludes the Tag Team belts."""
    text = ("Can only be played if you cannot play any Title Belt expect the Tag Team Title Belts or if this is a Tag "
            "Team format match.")
    assert "Tag Team" in repr(parse_sentence(text).clauses)
    assert "expect" not in repr(parse_sentence(text).clauses)


def test_armageddon_reverses_any_active_unique_or_superstar_specific_card():
    """Armageddon: "this card is -10f, reverse and Active, Unique or Super-star specific card"."""
    text = ("As a reversal, this card is -10f, reverse and Active, Unique or Super-star specific card and end your "
            "opponent's turn.")
    assert "Superstar-specific" in repr(nodes(text, A.ReversalDefinition))


def test_a_real_word_is_left_alone():
    """The run-together split only takes a lower-case "for/or/and/under" glued to a capitalised word: "Ordinary",
    "Andre", "forward" are untouched."""
    from judgebot.cardtext.lexer import _shorthand
    for text in ("Andre the Giant", "Ordinary forward underdog", "a Title Belt, expect nothing"):
        assert _shorthand(text) == text


SUBJECT_CASES = [
    # "this is card is" (this card is)
    ("When you are Kane, this is card is -20F and Multi.", "When you are Kane, this card is -20F and Multi."),
    ("As a maneuver, this is card is -30F.", "As a maneuver, this card is -30F."),
    # "is also counts as" (also counts as)
    ("This card is also counts as Roundhouse Kick for your effects.",
     "This card also counts as Roundhouse Kick for your effects."),
    # "'that's'in the title" (the closing quote run into "in")
    ("Can only be played when you have 7 or more cards in your Ring area with the word 'that's'in the title.",
     "Can only be played when you have 7 or more cards in your Ring area with the word 'that's' in the title."),
]


@pytest.mark.parametrize("printed,meant", SUBJECT_CASES)
def test_subject_misprint_reads_as_meant(printed, meant):
    got, want = parse_sentence(printed), parse_sentence(meant)
    assert got.is_parsed and want.is_parsed
    assert got.clauses == want.clauses


def test_subject_cound_and_opponents_misprints():
    from judgebot.cardtext.lexer import _shorthand
    assert _shorthand("This card does not cound as a 'Shoot' card") == "This card does not count as a 'Shoot' card"
    assert _shorthand("and your opponents non-F: 0 cards are +2F") == "and your opponent's non-F: 0 cards are +2F"


def test_subject_a_stop_with_no_space_after_it_ends_the_sentence():
    from judgebot.cardtext.lexer import split_sentences
    text = "All your cards played from your hand are +1D.Your Arsenal may not contain any Action cards."
    pieces = split_sentences(text)
    assert pieces == ["All your cards played from your hand are +1D.", "Your Arsenal may not contain any Action cards."]
    assert parse_sentence(pieces[0]).is_parsed       # "+1D." read on its own (the second is not read yet)
    assert split_sentences("Draw 1 card.When you do, discard 1 card.") == ["Draw 1 card.", "When you do, discard 1 card."]
