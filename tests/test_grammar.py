"""The parser's guarantees: never raises, never drops words, and its commands."""
from __future__ import annotations

import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence, parse_text, render_tree, to_json
from judgebot.cardtext.lexer import split_sentences

CARD_WORDS = ["reverse", "any", "Strike", "maneuver", "of", "7D", "or", "less", "and", "end", "your",
              "opponent's", "turn", "draw", "up", "to", "2", "cards", "discard", "this", "card", "is", "-5F",
              "+3D", "when", "successfully", "played", ",", ".", "titled", "Irish", "Whip", "'kick'", "Ring",
              "Ringside", "Arsenal", "hand", "can", "only", "be", "after", "a", ":", "non-Unique", "F:0", "#",
              "5D∙7D", "printed", "(", ")", "either", "then", "you", "may", "put", "into", "from", "the"]


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_parse_text_never_raises_on_any_text(text):
    tree = parse_text(text)
    assert isinstance(tree, A.CardText)
    for sentence in tree.sentences:
        assert sentence.clauses, "a sentence always yields clauses (or Unparsed)"
    render_tree(tree)
    json.dumps(to_json(tree))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(CARD_WORDS), min_size=1, max_size=25))
def test_parse_text_never_raises_on_card_like_text(words):
    text = " ".join(words)
    tree = parse_text(text)
    assert isinstance(tree, A.CardText)
    # nothing is dropped: every sentence is either read into nodes or kept whole as Unparsed
    for sentence in tree.sentences:
        if not sentence.is_parsed:
            assert sentence.clauses == (A.Unparsed(sentence.text),)


def test_unknown_words_are_unparsed_not_swallowed():
    tree = parse_text("Reverse any Strike maneuver and frobnicate your opponent's turn.")
    assert not tree.is_fully_parsed
    assert tree.unparsed == (A.Unparsed("Reverse any Strike maneuver and frobnicate your opponent's turn."),)


def test_sentences_keep_titles_whole():
    text = "As a reversal, reverse the card titled Don't Hate da Playa, Hate da Game! and end your turn. Draw 1 card."
    assert split_sentences(text) == [
        "As a reversal, reverse the card titled Don't Hate da Playa, Hate da Game! and end your turn.",
        "Draw 1 card.",
    ]


def test_revolution_keyword_line_runs_into_the_next_sentence():
    tree = parse_text("Requirement: Less Fortitude Overturn 3 cards.")
    assert tree.is_fully_parsed
    assert isinstance(tree.sentences[0].clauses[0], A.Requirement)
    assert tree.sentences[1].clauses[0].effects == (A.Overturn("you", A.Quantity(count=3)),)


def test_more_revolution_requirements_run_into_the_next_sentence():
    # "At Least 10 Less Fortitude", "<A> and First Card This Turn", "printed Extremist" end the keyword line too
    tree = parse_text("Requirement: At Least 10 Less Fortitude Discard 1 card.")
    assert tree.is_fully_parsed and len(tree.sentences) == 2
    assert tree.sentences[0].clauses[0].condition.amount == 10
    tree = parse_text("Requirement: Fewer Cards in Hand and First Card This Turn Draw up to 4 cards.")
    assert tree.is_fully_parsed and len(tree.sentences) == 2
    assert [c.kind for c in tree.sentences[0].clauses[0].condition.all_of] == ["compare", "first_card_this_turn"]
    assert parse_text("Requirement: printed Extremist A card without a Revolution logo is in your Ring: this card is "
                      "-13F.").sentences[0].text == "Requirement: printed Extremist."


def test_activated_card_effect_cost():
    tree = parse_text("During your turn, if this card is in your Ringside, you may discard 3 cards: "
                      "put this card into your hand.")
    ace = tree.sentences[0].clauses[0]
    assert isinstance(ace, A.ActivatedEffect)
    assert isinstance(ace.cost[0].effect, A.Discard) and ace.cost[0].effect.quantity.count == 3
    assert ace.effects[0].destination == A.Zone("hand", "you") and ace.effects[0].this_card


def test_reversals_to_this_card_are_modified():
    tree = parse_text("Reversals to this card are +5F.")
    r = tree.sentences[0].clauses[0]
    assert r.kind == "modified" and r.modifier.changes == (A.StatChange("F", 5),)
    assert r.modifier.scope.kind == "reversals_to_this"


def test_search_reveal_shuffle_is_one_search():
    tree = parse_text("Search your Arsenal for 1 High Risk maneuver, reveal it to your opponent, "
                      "put it into your hand, and shuffle your Arsenal.")
    ability = tree.sentences[0].clauses[0]
    assert isinstance(ability, A.Ability) and len(ability.effects) == 1
    search = ability.effects[0]
    assert isinstance(search, A.Search)
    assert search.cards.filter.kinds == ("High Risk",) and search.reveal and search.shuffle


def _run(*args):
    return subprocess.run([sys.executable, "-m", "judgebot", *args], capture_output=True, text=True, timeout=300)


def test_parse_command_tree_and_json():
    out = _run("parse", "Reverse any Grapple maneuver and end your opponent's turn.")
    assert out.returncode == 0
    assert "ReversalDefinition" in out.stdout and "Grapple" in out.stdout
    data = json.loads(_run("parse", "Draw 2 cards.", "--json").stdout)
    assert data["node"] == "CardText" and data["fully_parsed"] is True
    assert data["sentences"][0]["clauses"][0]["effects"][0]["node"] == "Draw"


def test_coverage_command_json_counts():
    out = _run("coverage", "--json", "--set", "Premiere")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) >= {"cards", "cards_fully_parsed", "sentences", "sentences_parsed", "by_format"}
    assert 0 < data["cards_fully_parsed"] <= data["cards"]
    assert 0 < data["sentences_parsed"] <= data["sentences"]
    assert list(data["by_format"]) == ["Classic"]


def test_coverage_refuses_an_unknown_set(capsys):
    from judgebot.cli import main

    assert main(["coverage", "--set", "no such set"]) == 2
    err = capsys.readouterr().err
    assert "no set name contains 'no such set'" in err and "01. Premiere" in err


def _card_tree(title):
    from judgebot.cardtext import card_ast
    from judgebot.database import get_db

    return card_ast(get_db().card(title))


def test_enforcer_values_are_sentences_of_their_own():
    # "APA or A-Train?" (an Enforcer): "... • Hand Size: +6 Superstar Value: +1 Superstar Ability: +..."
    tree = _card_tree("APA or A-Train?")
    texts = [s.text for s in tree.sentences]
    assert "Hand Size: +6" in texts and "Superstar Value: +1" in texts
    assert any(t.startswith("Superstar Ability: +") for t in texts)
    hand = next(s for s in tree.sentences if s.text == "Hand Size: +6")
    (mod,) = hand.clauses
    assert isinstance(mod, A.Modifier) and mod.scope.kind == "hand_size"
    assert [(c.stat, c.amount) for c in mod.changes] == [("hand_size", 6)]


def test_all_players_cards_and_without_words_in_the_text():
    # Get Softcore!: "When this card is in your Ring area, all players' maneuvers are -3D."
    mods = [n for n in A.iter_nodes(_card_tree("Get Softcore!")) if isinstance(n, A.Modifier)]
    assert any(m.scope.player == "any" and m.scope.filter.kinds == ("Maneuver",)
               and [(c.stat, c.amount) for c in m.changes] == [("D", -3)] for m in mods)
    # I'm Cool, I'm Cocky, I'm Bad: "Your non-Unique maneuvers without 'reversed' in the text are +3D."
    mods = [n for n in A.iter_nodes(_card_tree("I'm Cool, I'm Cocky, I'm Bad")) if isinstance(n, A.Modifier)]
    assert any("no 'reversed' in the text" in m.scope.filter.qualifiers and m.scope.filter.excludes == ("Unique",)
               for m in mods)


def test_plunging_another_card_names_the_card():
    # Distracted by Sharmell: "His Reversal cards to your next card played this turn are +25F."
    tree = _card_tree("Distracted by Sharmell")
    (rr,) = [n for n in A.iter_nodes(tree) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "modified" and rr.applies_to.kind == "next"
    assert [(c.stat, c.amount) for c in rr.modifier.changes] == [("F", 25)] and rr.modifier.scope.player == "opponent"
    # "Reversals to this card are +4F" stays this card's own plunge
    (rr,) = parse_text("Reversals to this card are +4F.").sentences[0].clauses
    assert rr.kind == "modified" and rr.applies_to is None


def test_titled_lists_and_logo_names_are_names():
    # "Can only reverse the cards titled Kick, Superkick, and Spinning Heel Kick." (a list of titles)
    (sentence,) = parse_text("Can only reverse the cards titled Kick, Superkick, and Spinning Heel Kick.").sentences
    assert sentence.is_parsed
    titled = {t for n in A.iter_nodes(sentence) if isinstance(n, A.CardFilter) for t in n.titled}
    assert titled == {"Kick", "Superkick", "Spinning Heel Kick"}
    # Superstar logos are names too: "Cannot be packed by DX." / "MVP-specific Pre-match cards"
    (rule,) = parse_text("Cannot be packed by DX.").sentences[0].clauses
    assert "DX" in str(rule)
    tree = parse_text("This card is -6F and +2D for each MVP-specific Pre-match in your Ring.")
    assert tree.is_fully_parsed
    assert any("MVP-specific" in n.traits for n in A.iter_nodes(tree) if isinstance(n, A.CardFilter))


def test_short_forms_of_ranges_and_logo_names_without_the():
    # "As a reversal, this card is -7F, reverse any 2D- card, ..." : 2D- is 2D or less
    (rd,) = [n for n in A.iter_nodes(parse_text("As a reversal, reverse any 10D- maneuver.")) if isinstance(n, A.ReversalDefinition)]
    assert rd.targets[0].damage == A.Range("D", None, 10)
    # "Can only be reversed by printed D:1- or D:11+ cards."
    tree = parse_text("Can only be reversed by printed D:1- or D:11+ cards.")
    ranges = {(r.low, r.high) for r in A.iter_nodes(tree) if isinstance(r, A.Range)}
    assert ranges == {(None, 1), (11, None)}
    # the logo "The Spirit Squad" is written "Spirit Squad-specific"
    tree = parse_text("Ignore 'Set-up card' on your Spirit Squad-specific maneuvers.")
    assert tree.is_fully_parsed
    assert any("Spirit Squad-specific" in f.traits for f in A.iter_nodes(tree) if isinstance(f, A.CardFilter))


def test_cards_put_under_a_titled_card_and_the_before_a_name():
    # "You may put 1 card from your Ringside under Santino's Casa."
    tree = parse_text("You may put 1 card from your Ringside under Santino's Casa.")
    (move,) = [n for n in A.iter_nodes(tree) if isinstance(n, A.MoveCards)]
    assert move.source.name == "ringside"
    assert (move.destination.name, move.destination.card) == ("under_card", "Santino's Casa")
    # "When you are the Steiner Brothers, ...": "the" belongs to the name
    tree = parse_text("When you are the Steiner Brothers, put up to 1 Unique card from Ringside into your hand.")
    assert tree.is_fully_parsed
    assert any("Steiner Brothers" in n.names for n in A.iter_nodes(tree) if isinstance(n, A.Condition))


def test_or_a_joins_two_card_descriptions():
    # "When you successfully play a Superstar-specific card or a card with 'Tag Team' in the text, draw up to 1 card."
    tree = parse_text("When you successfully play a Superstar-specific card or a card with 'Tag Team' in the text, "
                      "draw up to 1 card.")
    (trigger,) = [n for n in A.iter_nodes(tree) if isinstance(n, A.Trigger)]
    kinds = [(f.traits, f.qualifiers) for f in trigger.filter.alternatives]
    assert kinds == [(("Superstar-specific",), ()), ((), ("'Tag Team' in the text",))]
    # "either a X or a Y" keeps its own rule (This card is packed as either a Pre-match or a Mid-match.)
    assert parse_text("This card is packed as either a Pre-match or a Mid-match.").is_fully_parsed


def test_when_it_is_successfully_played_is_the_card_named_before():
    # "When the next card played this turn is Maintain Hold, you may ignore the 'Can only be played after...'
    # text, and when that card is successfully played, you win the game via Pinfall Victory."
    tree = parse_text("When the next card played this turn is Maintain Hold, you may ignore the 'Can only be played "
                      "after...' text, and when that card is successfully played, you win the game via Pinfall Victory.")
    assert tree.is_fully_parsed
    kinds = [t.kind for t in A.iter_nodes(tree) if isinstance(t, A.Trigger)]
    assert "when_successfully_played" not in kinds and "when_player_plays" in kinds
    (t,) = [n for n in A.iter_nodes(parse_text("When this card is successfully played, draw 1 card.")) if isinstance(n, A.Trigger)]
    assert t.kind == "when_successfully_played"


def test_no_builder_object_is_left_in_a_tree():
    # an Enforcer's added Ability: "... your opponent names a card, and reveals their top Arsenal card."
    tree = parse_text("Superstar Ability: +Once during each of your turns, you may discard 2 cards, your opponent "
                      "names a card, and reveals their top Arsenal card.")
    assert all(isinstance(n, (A.Node, str, int, bool, float, tuple, type(None))) for n in _leaves(tree))


def _leaves(node):
    import dataclasses

    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        if dataclasses.is_dataclass(n):
            stack.extend(getattr(n, f.name) for f in dataclasses.fields(n))
        elif isinstance(n, tuple):
            stack.extend(n)


def test_an_and_list_after_are_is_every_word_of_it():
    # "Your Superstar-specific actions are F: 0 and Multi." (both, not either)
    (considered,) = [n for n in A.iter_nodes(parse_text("Your Superstar-specific actions are F: 0 and Multi."))
                     if isinstance(n, A.Considered)]
    assert considered.as_kind.alternatives == () and considered.as_kind.traits == ("Multi",)
    assert considered.as_kind.fortitude == A.Range("F", 0, 0)
    # a description's "and" list stays either kind: "Your Strike and Grapple maneuvers are +1D."
    (mod,) = [n for n in A.iter_nodes(parse_text("Your Strike and Grapple maneuvers are +1D.")) if isinstance(n, A.Modifier)]
    assert mod.scope.filter.kinds == ("Strike", "Grapple")


def test_the_before_a_plural_is_all_of_them():
    # "If this card is moved from your Ring area, put the cards under this card into your Ringside pile."
    tree = parse_text("If this card is moved from your Ring area, put the cards under this card into your Ringside pile.")
    (move,) = [n for n in A.iter_nodes(tree) if isinstance(n, A.MoveCards)]
    assert move.cards.quantity == A.Quantity(all=True)
    (move,) = [n for n in A.iter_nodes(parse_text("Put the card into your hand.")) if isinstance(n, A.MoveCards)]
    assert move.cards.quantity == A.Quantity(count=1)


def test_the_shipped_parse_tables_fit_the_grammar():
    """grammar/parse-tables.lark.xz holds the LALR tables of the grammar as it is, so a fresh install reads them
    instead of building them from cold (half a minute); after changing a .lark file, run
    `python -m judgebot.cardtext.tables`."""
    from judgebot.cardtext import tables

    assert tables.shipped() is not None, "the shipped parse tables are stale: run python -m judgebot.cardtext.tables"
    assert tables.shipped("another grammar") is None      # tables of another grammar are never used



def test_a_title_ending_in_a_bang_ends_the_sentence_before_you():
    # Series of Back Breakers; Nidia: a title ending in "!" then "You ..." / "Your ..." opens a new sentence
    assert split_sentences("Cannot be reversed by the card titled Backlash! You may play the card titled Maintain "
                           "Hold after this card.") == [
        "Cannot be reversed by the card titled Backlash!",
        "You may play the card titled Maintain Hold after this card."]
    assert split_sentences("You can pack the card titled Tough Enough! Your cards titled Trailer Park Trash are "
                           "not Heel cards.") == [
        "You can pack the card titled Tough Enough!", "Your cards titled Trailer Park Trash are not Heel cards."]


def test_a_stop_printed_without_a_space_still_ends_the_sentence():
    # Billy and Chuck (Summerslam) prints "card.Your ..."; the next sentence opens at the capital word
    assert split_sentences("Whenever your opponent reverses a card from his hand, you may draw 1 card.Your Arsenal "
                           "may contain the card titled Puppies! Puppies!") == [
        "Whenever your opponent reverses a card from his hand, you may draw 1 card.",
        "Your Arsenal may contain the card titled Puppies! Puppies!"]
    # a stop inside a word that is no sentence opener does not split
    assert split_sentences("Search your Arsenal for B.A. Billy Gunn cards.") == [
        "Search your Arsenal for B.A. Billy Gunn cards."]


def test_a_header_change_or_superstar_value_running_on_ends_the_sentence():
    # Revolution This Fire Burns..., Revolution The Colossal Clutch: a header's change then "Put ..." / "Draw ..."
    assert split_sentences("Less Fortitude: -5F Put up to 1 maneuver from your Ringside into your hand.") == [
        "Less Fortitude: -5F", "Put up to 1 maneuver from your Ringside into your hand."]
    assert split_sentences("Reversal: -10F and -5D Draw up to 2 cards and discard 1 card.") == [
        "Reversal: -10F and -5D", "Draw up to 2 cards and discard 1 card."]
    # Revolution ECW World Title Belt, Revolution The World's Strongest Man: a Title Belt's Superstar Value
    assert split_sentences("Requirement: Extremist Superstar Value: +1 Discard 2 cards.") == [
        "Requirement: Extremist.", "Superstar Value: +1", "Discard 2 cards."]
    assert split_sentences("Superstar Value +3 Your Colossals are -1F.") == ["Superstar Value +3",
                                                                            "Your Colossals are -1F."]
    # not a list of choices: "When played, draw 2 cards: Superstar Value: +1 When played, instead ..."
    text = "When played, draw 2 cards: Superstar Value: +1 When played, instead draw 1 card: Superstar Value: +2"
    assert split_sentences(text) == [text]


def test_a_traits_line_printed_into_the_text():
    # Revolution X-Treme Twist of Fate "... Unique", Revolution Kane is In My Corner! "... Universally Unique",
    # The End Is Near "... Smackdown logo": the card's traits line, read as such (not as a change of a card)
    for text, traits in (("Unique", ("Unique",)), ("Universally Unique", ("Universally Unique",)),
                         ("Smackdown logo", ("SmackDown",))):
        s = parse_sentence(text)
        assert s.is_parsed and s.clauses == (A.TraitLine(traits),), text
    # "Unique card" is not a traits line, nor replacing words in a text change
    assert not parse_sentence("Unique card").is_parsed
    s = parse_sentence("Replace 'Strike' with 'Unique' on your Showstopper Chokeslam.")
    assert s.is_parsed
    (change,) = [n for n in A.iter_nodes(s) if type(n).__name__ == "TextChange"]
    assert change.new_text is None
