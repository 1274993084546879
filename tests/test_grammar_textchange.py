"""Text changes: a card that now reads new text, gains text, or has a word replaced.

Each test quotes a real card; the new text is itself parsed and must read fully."""
from __future__ import annotations

import pytest

from judgebot.cardtext import ast as A
from judgebot.cardtext import card_ast, parse_text
from judgebot.cardtext.lexer import split_sentences
from judgebot.cardtext.textchange_ast import TextChange


@pytest.fixture(scope="module")
def changes():
    from judgebot.database import get_db

    db = get_db()

    def get(title):
        return [n for n in A.iter_nodes(card_ast(db.card(title))) if isinstance(n, TextChange)]

    return get


def test_now_reads_new_text_is_parsed(changes):
    # Master of the Arm Drag: "Your Arm Drag cards now read 'Cannot be reversed by D: 2+ cards.'"
    (change,) = changes("Master of the Arm Drag")
    assert change.mode == "reads" and change.text == "Cannot be reversed by D: 2+ cards."
    assert change.target.filter.titled == ("Arm Drag",)
    (restriction,) = change.new_text.sentences[0].clauses
    assert isinstance(restriction, A.ReversalRestriction)


def test_added_text_of_a_titled_card(changes):
    # Las Vegas, Nevada: "Your card titled Raw Roulette Wheel has the added text of 'The maximum number of
    # Pre-match cards you may have in your Ring area is increased by 1.'"
    (change,) = changes("Las Vegas, Nevada")
    assert change.mode == "gains" and change.target.filter.titled == ("Raw Roulette Wheel",)
    assert change.new_text.is_fully_parsed


def test_replace_a_word_on_your_cards(changes):
    # Beware The COBRA!: "Replace 'Antic' with 'Unique card' on your Superstar-specific cards."
    (change,) = [c for c in changes("Beware The COBRA!") if c.mode == "replace"]
    assert (change.old, change.text) == ("Antic", "Unique card")
    assert change.target.player == "you" and change.target.filter.traits == ("Superstar-specific",)


def test_a_quoted_sentence_stays_inside_its_quote():
    text = "Your Obey now reads 'Reverse any card. Draw 1 card.' Discard 2 cards."
    assert split_sentences(text) == ["Your Obey now reads 'Reverse any card. Draw 1 card.'", "Discard 2 cards."]
    # "'A' or 'B.'" are two quotes: nothing after the first closing quote is swallowed
    text = "Your Superstar includes the text 'You are a Tag Team' or 'except belts.' Cannot be packed by DX."
    assert split_sentences(text)[-1] == "Cannot be packed by DX."


def test_new_text_the_grammar_cannot_read_leaves_the_sentence_unparsed():
    tree = parse_text("Your Chokeslam to Hell now reads 'Frobnicate the widget.'")
    assert not tree.is_fully_parsed


def test_replace_in_the_text_of_named_cards():
    # "replace '3' and '4' with '1' in the text of your Ring Psychology: Back and Ring Psychology: Neck cards."
    tree = parse_text("Replace '3' and '4' with '1' in the text of your Ring Psychology: Back and "
                      "Ring Psychology: Neck cards.")
    (change,) = [n for n in A.iter_nodes(tree) if isinstance(n, TextChange)]
    assert (change.mode, change.old.split("|"), change.text) == ("replace", ["3", "4"], "1")
    assert set(change.target.filter.titled) == {"Ring Psychology: Back", "Ring Psychology: Neck"}


def _changes_of(sentence):
    from judgebot.cardtext import parse_sentence

    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for n in A.iter_nodes(s) if isinstance(n, TextChange)]


def test_replace_the_quoted_text_with_on_a_titled_card():
    # 28. V2: WCW Invasion: the target follows the new words
    (change,) = _changes_of("Replace the 'Grapple maneuvers' text with 'Reversal cards' on your Too Sweet!")
    assert (change.mode, change.old, change.text) == ("replace", "Grapple maneuvers", "Reversal cards")
    assert change.target.player == "you" and change.target.filter.titled == ("Too Sweet!",)


def test_replace_several_words_in_your_ability():
    # 37. VHS2: Fastlane: both words are replaced, in the Superstar Ability
    (change,) = _changes_of("When this card is in your Ring, replace 'hand' and 'Arsenal' with 'hand or Arsenal' in your Ability.")
    assert change.old.split("|") == ["hand", "Arsenal"] and change.text == "hand or Arsenal"
    assert change.target == ("ability", "you")


def test_replace_a_word_in_a_superstars_ability_before_the_new_word():
    # 43. V11: Undisputed: "in Bray Wyatt's Ability" sits between the old and the new word
    (change,) = _changes_of("Replace 'hand' in Bray Wyatt's Ability with 'hand or Ring'.")
    assert (change.old, change.text, change.target) == ("hand", "hand or Ring", ("ability", "Bray Wyatt"))


def test_replace_in_their_text_is_the_cards_named_before():
    # 45. V12: Limitless: "their text" is the text of the Superstar-specific cards of the clause before
    (_, change) = effects_of("Your non-Hybrid non-Multi Superstar-specific cards are F: 0, and replace 'discard 3' with 'draw 3' in their text.")
    assert isinstance(change, TextChange) and change.old == "discard 3" and change.target.kind == "it"


def test_replace_one_of_a_list_of_words_in_an_option():
    # 27. V1: Break the Walls Down: "Choose 1: Replace 'Extreme', 'Assault', or 'Hold' in your Ability with ..."
    (change,) = _changes_of("Choose 1: Replace 'Extreme', 'Assault', or 'Hold' in your Ability with 'maneuver'.")
    assert change.old.split("|") == ["Extreme", "Assault", "Hold"] and change.target == ("ability", "you")


def effects_of(sentence):
    from judgebot.cardtext import parse_sentence

    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    (clause,) = s.clauses
    (seq,) = clause.effects
    return seq.effects


def test_replace_the_quoted_text_of_the_card_named_before():
    # Chyna's Patented Low Blow line (V-card text): "replace the 'X' text" with no place: the card the sentence names
    (change,) = _changes_of("Your Chyna's Patented Low Blow is Multi, and replace the 'Grapple' text with 'non-Unique'.")
    assert (change.mode, change.old, change.text, change.target) == ("replace", "Grapple", "non-Unique", None)


def test_replace_text_on_cards_described_with_a_title_word():
    # She Looks Good to Me: the card description's own "with 'moonsault' in the title" is not the new text
    (change,) = _changes_of("Replace the 'Can only be played...' text on your cards with 'moonsault' in the title "
                            "with 'Can only be played after a successfully played maneuver'.")
    assert change.old == "Can only be played..." and change.text == "Can only be played after a successfully played maneuver"
    assert change.target.player == "you" and change.target.filter.title_words == ("moonsault",)
    assert change.new_text is not None and change.new_text.is_fully_parsed


def test_replace_two_quoted_texts_on_superstar_specific_cards():
    # Deadly Diva Duo: both printed texts read "Cannot be reversed"
    (change,) = _changes_of("Replace the 'Can only be played' and 'Cannot be played' text on your Gail Kim-specific "
                            "cards with 'Cannot be reversed'.")
    assert change.old.split("|") == ["Can only be played", "Cannot be played"]
    assert change.target.filter.traits == ("Gail Kim-specific",) and change.text == "Cannot be reversed"


def test_replace_in_the_text_of_a_card_named_without_owner():
    # Played to the Ring by Rick...BOOGS!: "in the text of <title>" between the old and the new words
    (change,) = _changes_of("Replace 'Backlash' in the text of The Artist Known as Shinsuke Nakamura with 'RFG, Backlash'.")
    assert (change.old, change.text) == ("Backlash", "RFG, Backlash")
    assert change.target.filter.titled == ("The Artist Known as Shinsuke Nakamura",)


def test_replace_a_superstar_listed_on_a_title_belt():
    # NXT Womens Tag Team Title Belts / Damage CTRL: one Superstar the Title Belt names reads as the new name
    (change,) = _changes_of("Replace a Superstar on WWE Women's Tag Team Title Belts with 'IYO SKY'.")
    assert (change.mode, change.text, change.old) == ("replace_superstar", "IYO SKY", None)
    assert change.target.filter.titled == ("WWE Women's Tag Team Title Belts",)
    # The First WWE Female Cruiserweight Champion: the bare Superstar name, no place (the Title Belt just put)
    s = _changes_of("When revealed, put 1 Backlash 'Cruiserweight' Title Belt into your Ring and replace a listed "
                    "Superstar with Jacqueline.")
    assert [(c.mode, c.text, c.target) for c in s] == [("replace_superstar", "Jacqueline", None)]


def test_replace_your_ability_with_new_text():
    # SAVE_US.X29: the whole Ability reads the new text (as "now reads"), which is itself read
    s = _changes_of("You may replace your Ability with: 'Once during each of your turns, you may remove 2 Backlash deck "
                    "cards from the game and your opponent discards 1 Backlash card.'")
    (change,) = [c for c in s if c.target == ("ability", "you")]
    assert change.mode == "reads" and change.new_text.is_fully_parsed


def test_gains_the_text_of_that_card():
    from judgebot.cardtext import parse_sentence as _ps
    from judgebot.cardtext.textchange_ast import GainsTextOf
    s = _ps("This card gains the text of that card.")
    assert s.is_parsed
    (node,) = s.clauses[0].effects
    assert node == GainsTextOf(A.Scope("this"), A.CardFilter(qualifiers=("it",)))


def test_revdef_title_alone_now_reads():
    from judgebot.cardtext import parse_sentence
    s = parse_sentence("When this card is in your Ring and Beware The COBRA! is revealed, You Sonamagun! now reads: "
                       "'When overturned, reverse any maneuver and your opponent overturns 1 card.'")
    assert s.is_parsed
    (tc,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, TextChange)]
    assert tc.mode == "reads" and tc.target.filter.titled == ("You Sonamagun!",)
    assert tc.new_text is not None
    assert any(isinstance(n, A.ReversalDefinition) for n in A.iter_nodes(tc.new_text))


def test_subject11_they_gain_the_text_after_ignore():
    """"..., and they gain the text '...'": "they" is the cards of the clause before (not a player)."""
    from judgebot.cardtext import parse_sentence
    (ab,) = parse_sentence("Ignore the Requirement on your Mid-match maneuvers, and they gain the text 'Your "
                           "Mid-match Capacity is +1.'").clauses
    (seq,) = ab.effects
    ignore, gain = seq.effects
    assert isinstance(ignore, A.Ignore) and ignore.what == "Requirement"
    assert isinstance(gain, TextChange) and gain.mode == "gains"
    assert gain.target.kind == "all" and gain.target.filter.kinds == ("Mid-match", "Maneuver")


def test_subject11_replace_superstar_on_misnamed_belt():
    """"a Superstar on your NXT Women's Championship Belt" (the card NXT Women's Championship Title Belt)."""
    from judgebot.cardtext import parse_sentence
    (ab,) = parse_sentence("Replace a Superstar on your NXT Women's Championship Belt with Shayna Baszler and ignore "
                           "'When you are an NXT Superstar'.").clauses
    (seq,) = ab.effects
    change, ignore = seq.effects
    assert isinstance(change, TextChange) and change.mode == "replace_superstar" and change.text == "Shayna Baszler"
    assert change.target.filter.titled == ("NXT Women's Championship Title Belt",)
    assert isinstance(ignore, A.Ignore) and "When you are an NXT Superstar" in ignore.what
