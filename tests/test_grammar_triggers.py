"""Triggers and timing windows read into `A.Trigger` (grammar/triggers.lark).

Real card sentences; the moments are those of the FAQ (Timing Breakdown; Glossary
"Draw Segment", "Pre-match Phase", "Outside Effects").  Each test checks the trigger
kind and whose turn or which player it names, and the effect it times.
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence


def ability(sentence: str, index: int = 0) -> A.Ability:
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    node = s.clauses[index]
    assert isinstance(node, A.Ability), node
    return node


def kinds(node: A.Ability) -> list[tuple[str, str | None]]:
    return [(t.kind, t.by) for t in node.triggers]


# ---- turn windows


def test_during_each_of_your_turns_before_draw_segment():
    # Gail Kim and Molly Holly
    node = ability("During each of your turns, before your Draw Segment, choose Strike or Grapple.")
    assert kinds(node) == [("during_your_turn", None), ("before_draw_segment", "you")]


def test_during_each_of_your_opponents_draw_segments():
    # Revolution Chris Jericho
    node = ability("During each of your opponent's Draw Segments, you may draw 1 card.")
    assert kinds(node) == [("during_draw_segment", "opponent")]
    (opt,) = node.effects
    assert isinstance(opt.effect, A.Draw) and opt.effect.quantity.count == 1


def test_once_during_each_of_your_opponents_turns():
    # I Don't Care About the Heat: the opponent acts, once in each of his turns
    node = ability("Once during each of your opponent's turns, he may remove 1 non-Heat card "
                   "in your Ringside pile from the game.")
    assert kinds(node) == [("once_per_opponent_turn", None)]
    assert node.effects[0].player == "opponent"


def test_once_during_each_turn_is_any_turn():
    # World Tour '05
    node = ability("Once during each turn, if you successfully play a Unique card, you may put 1 card "
                   "from your Ringside pile on the bottom of your Arsenal.")
    assert kinds(node)[0] == ("once_per_any_turn", None)
    assert node.triggers[1].kind == "when_player_plays" and node.triggers[1].filter.traits == ("Unique",)


def test_once_per_game_then_during_your_turn():
    # The Iiconics
    node = ability("Once per game, during your turn you may overturn 11 cards and shuffle 11 cards "
                   "from your Ringside into your Arsenal.")
    assert kinds(node) == [("once_per_game", None), ("during_your_turn", None)]


def test_on_your_opponents_turn_before_his_draw_segment():
    # Never Gonna Stop Me: three timing prefixes, the last two name the opponent
    node = ability("When this card is in your Ring area, on your opponent's turn, before his Draw Segment, "
                   "you may discard 3 cards and end your opponent's turn.")
    assert [t.kind for t in node.triggers] == ["while_in_ring", "during_opponent_turn", "before_draw_segment"]
    assert node.triggers[2].by == "opponent"


def test_during_your_first_turn():
    # Support from Dr. Shelby
    node = ability("During your first turn, put up to 2 Ringside cards into your hand.")
    assert kinds(node) == [("during_first_turn", "you")]


def test_during_opponents_first_turn_of_the_game():
    # Straddle the Ropes
    node = ability("During your opponent's first turn of the game, when he plays an Action card, he discards 2 cards.")
    assert node.triggers[0] == A.Trigger("during_first_turn", by="opponent")
    assert node.triggers[1].kind == "when_player_plays" and node.triggers[1].by == "opponent"


def test_during_the_game():
    # Special Guest Referee
    node = ability("During the game, this card is considered Superstar-specific.")
    assert kinds(node) == [("during_game", None)]
    assert isinstance(node.effects[0], A.Considered)


# ---- the Draw Segment and the first turn of the game


def test_before_the_draw_segment_of_the_first_turn_of_the_game():
    # Getting an Edge on the Competition: the game's first turn, whoever takes it
    node = ability("Before the Draw Segment of the first turn of the game, put this card into your Ring.")
    assert kinds(node) == [("before_first_draw_segment", None)]
    assert node.effects[0].destination.name == "ring"


def test_before_the_draw_segment_of_your_first_turn():
    # Revolution Get the Table!
    node = ability("Before the Draw Segment of your first turn of the game, shuffle any cards in your "
                   "Ringside into your Arsenal.")
    assert kinds(node) == [("before_first_draw_segment", "you")]


def test_before_your_draw_segment_on_your_first_turn():
    node = ability("Before your Draw Segment on your first turn of the game, draw 1 card.")
    assert kinds(node) == [("before_first_draw_segment", "you")]


def test_before_every_draw_segment():
    # Managed by Scarlett: every player's Draw Segment
    node = ability("Before every Draw Segment, all players overturn 1 card.")
    assert kinds(node) == [("before_draw_segment", "any")]
    assert node.effects[0].player == "both"


def test_before_the_first_turn_of_the_game():
    # Ice, Ice, Ice... Cold, Cold, Cold...: after the Pre-match phases, before the first turn
    s = parse_sentence("After all players' Pre-match phases before the first turn of the game, Arsenal Search "
                       "Booker's Thrust Kick and when your Fortitude is 0, put it in your Ring.")
    assert s.is_parsed
    assert [t.kind for t in s.clauses[0].triggers] == ["end_of_prematch", "before_first_turn"]


def test_before_your_first_turn_is_not_the_games_first_turn():
    # "your first turn" is not "the first turn of the game": no before_first_turn
    s = parse_sentence("Before your first turn of the game, draw 1 card.")
    assert not any(getattr(t, "kind", None) == "before_first_turn"
                   for c in s.clauses for t in getattr(c, "triggers", ()))


def test_before_starting_hands_are_drawn():
    # The Pink Cadillac
    node = ability("Before starting hands are drawn, search your Arsenal for up to 3 cards, put them under "
                   "this card, and shuffle.")
    assert kinds(node) == [("before_starting_hands", None)]
    assert isinstance(node.effects[0], A.Search)


def test_at_the_start_of_your_opponents_turn():
    node = ability("At the start of your opponent's turn, before his draw segment, he must discard 1 card.")
    assert kinds(node) == [("start_of_turn", "opponent"), ("before_draw_segment", "opponent")]


# ---- the Pre-match phase


def test_after_all_cards_played_in_the_prematch():
    # I am a Real American
    s = parse_sentence("After all cards have been played in the Pre-match, draw 1 card.")
    assert s.is_parsed and s.clauses[0].triggers == (A.Trigger("end_of_prematch"),)


def test_at_the_end_of_your_prematch_phase():
    # World Heavyweight Title Belt
    node = ability("At the end of your Pre-match phase, search your Arsenal for 1 non-unique card with the "
                   "Raw logo, reveal it to your opponent, put it into your hand, and shuffle your Arsenal.")
    assert kinds(node) == [("end_of_prematch", "you")]


def test_after_all_backstage_cards_revealed_is_not_the_prematch():
    # only the Pre-match phase ends the Pre-match: another DESC is not read as its end
    s = parse_sentence("After all Backstage cards are revealed, draw 1 card.")
    assert not s.is_parsed


# ---- damage


def test_after_damage_is_resolved():
    # Kennedy's Cheap Shot
    node = ability("After damage is resolved, end his turn.")
    assert kinds(node) == [("damage_applied", None)]
    assert isinstance(node.effects[0], A.EndTurn)
