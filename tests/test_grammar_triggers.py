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


def test_and_damage_is_resolved_after_a_played_maneuver():
    # The Night-Mayor of Suplex City: the opponent's maneuver, then its damage
    node = ability("When he successfully plays a maneuver and damage is resolved, you may hide this card and end his turn.")
    assert [t.kind for t in node.triggers] == ["when_player_plays", "damage_applied"]
    assert node.triggers[0].by == "opponent"


def test_before_damage_is_applied():
    node = ability("When your opponent successfully plays a non-Trademark Finisher non-Trademark maneuver, "
                   "before damage is applied, draw 1 card.")
    assert [t.kind for t in node.triggers] == ["when_player_plays", "before_damage_applied"]


# ---- a player's action as the moment (Glossary "Outside Effects")

from judgebot.cardtext import triggers_ast as N  # noqa: E402


def test_when_you_discard_for_your_ability():
    # The Glue of the New Day
    node = ability("When you discard for your Ability your opponent discards 1 card.")
    (t,) = node.triggers
    assert isinstance(t, N.EventTrigger)
    assert (t.kind, t.by, t.cause, t.event) == ("when_player_discards", "you", "your Ability", None)
    assert node.effects[0].player == "opponent"


def test_when_you_randomly_discard_any_number_of_cards():
    # Emma
    node = ability("When you randomly discard any number of cards, you may Promo: 3.")
    (t,) = node.triggers
    assert t.kind == "when_player_discards" and t.by == "you"
    assert t.event.quantity.any_number and t.event.quantity.random


def test_when_he_draws_a_card_for_your_ability():
    s = parse_sentence("ACE: When he draws a card for your Ability, you may overturn 1 card and draw 1 card.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert (t.kind, t.by, t.cause) == ("when_player_draws", "opponent", "your Ability")
    assert t.event == A.Draw("opponent", A.Quantity(count=1))


def test_when_you_draw_0_cards():
    # The American Dream
    node = ability("When you draw 0 cards, your next maneuver played this turn is -3F.")
    assert node.triggers[0].kind == "when_player_draws" and node.triggers[0].event.quantity.count == 0


def test_when_you_overturn_cards_for_a_title():
    # Paige
    node = ability("When you overturn cards for The NXT Breakout Star, choose one: put 1 non-Unique non-hybrid "
                   "maneuver overturned into your hand, or put up to 1 non-reversal card from your Ringside on "
                   "the bottom of your Arsenal.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_player_overturns", "you", "The NXT Breakout Star")


def test_when_your_opponent_moves_a_titled_card_from_your_ring():
    # Nash's Backstage Power
    node = ability("When your opponent moves Backstage Politics from your Ring, you may put Lethal nWo Poison "
                   "from your Ringside into your Ring.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_moves", "opponent")
    assert t.filter.titled == ("Backstage Politics",)
    assert t.event.player == "opponent" and t.event.source == A.Zone("ring", "you")


def test_when_your_opponent_moves_cards_from_his_ringside_to_his_arsenal():
    # Revolution Thorn's Cane
    node = ability("When your opponent moves any number of cards from his Ringside to his Arsenal: shuffle up to "
                   "1 card from your Ringside into your Arsenal.")
    t = node.triggers[0]
    assert t.kind == "when_player_moves" and t.event.destination == A.Zone("arsenal", "opponent")
    assert t.event.source == A.Zone("ringside", "opponent")


def test_when_you_put_a_card_into_your_ring():
    # Where the Big Boys Play
    node = ability("When you put a WCW card into your Ring, your opponent discards 1 card.")
    (t,) = node.triggers
    assert t.kind == "when_player_moves" and t.filter.traits == ("WCW",)
    assert t.event.destination == A.Zone("ring", "you")


def test_when_you_reveal_your_hand():
    # Magic Mike
    node = ability("When you reveal your hand, you may put this card from your hand into your Ring.")
    (t,) = node.triggers
    assert t.kind == "when_player_reveals" and t.zone == A.Zone("hand", "you")


def test_when_you_reveal_a_card_for_your_ability_keeps_the_card():
    node = ability("When you reveal a Unique card for your Ability, draw 1 card.")
    (t,) = node.triggers
    assert t.kind == "when_player_reveals" and t.filter.traits == ("Unique",) and t.cause == "your Ability"


def test_when_you_use_your_ability():
    # Reinforcements from the DX Army
    node = ability("During your turn when you use your Ability, you may draw up to 1 card.")
    assert [t.kind for t in node.triggers] == ["during_your_turn", "when_player_uses_ability"]
    assert node.triggers[1].by == "you"


def test_when_you_promo():
    # Roderick Strong: "Promo" is the Virtual keyword verb (FAQ Glossary "Promo"; virtual.lark reads it)
    node = ability("Once a turn when you Promo, you may put 0 cards into your hand and then Ringside Search 1 "
                   "non-unique card.")
    assert [t.kind for t in node.triggers] == ["once_per_turn", "when_player_promos"]


def test_when_you_completely_reverse():
    # The Apex Predator
    node = ability("When you completely reverse a card from hand or Backlash, during your next turn your "
                   "maneuvers are +2D.")
    t = node.triggers[0]
    assert (t.kind, t.by, t.completely) == ("when_player_reverses", "you", True)


# ---- this card, or a named card


def test_when_this_card_is_overturned_for_a_title():
    # The Gut Check
    node = ability("When this card is overturned for The NXT Breakout Star, you may remove it from the game.")
    (t,) = node.triggers
    assert (t.kind, t.cause) == ("when_overturned", "The NXT Breakout Star")


def test_when_this_card_is_put_from_ring_into_ringside():
    # Viva La Raza! Low Rider
    node = ability("When this card is put from your Ring area into your Ringside pile, put all cards under this "
                   "card into your Ringside pile.")
    (t,) = node.triggers
    assert t.kind == "when_this_moved" and t.zone == A.Zone("ringside", "you")
    assert t.event.source == A.Zone("ring", "you") and t.event.this_card


def test_when_this_card_is_hidden():
    # Cody's Protective Face Mask: its text works while it is hidden
    node = ability("When this card is hidden, once during each of your turns you may remove 1 card with 'face' or "
                   "'mask' in the title in your hand or Ringside from the game and draw 2 cards.")
    assert [t.kind for t in node.triggers] == ["while_hidden", "once_per_turn"]


def test_when_a_named_superstar_is_hidden():
    # Bobby's Mouthpiece
    node = ability("When Bobby Fish is hidden, hide this card.")
    assert node.triggers[0] == A.Trigger("when_hidden", filter=A.CardFilter(titled=("Bobby Fish",)))


def test_when_revealed_bare():
    # PRO CM Punk: "when revealed" is this card's reveal
    s = parse_sentence("When you are Darren Young, your Starting Hand Size is +1 and when revealed your opponent "
                       "discards 1 Backlash card.")
    assert s.is_parsed
    assert any(t.kind == "when_this_revealed" for c in s.clauses for t in getattr(c, "triggers", ()))


def test_when_a_named_superstar_is_revealed():
    # Our ERA
    node = ability("When Adam Cole is revealed, put up to 2 RFG cards on the bottom of your Arsenal.")
    assert node.triggers == (A.Trigger("when_revealed", filter=A.CardFilter(titled=("Adam Cole",))),)


def test_when_unsuccessful_bare():
    # The Neuralyzer
    node = ability("When unsuccessful, your opponent discards 2 cards.")
    assert kinds(node) == [("when_unsuccessful", None)]
    assert node.effects[0] == A.Discard("opponent", A.Quantity(count=2), A.CardFilter(kinds=("Card",)))


def test_when_this_effect_is_reversed():
    # The NOW: the card's effect, not the card, is reversed
    node = ability("When this effect is reversed, Ringside Search 1 card.")
    assert kinds(node) == [("when_effect_reversed", None)]


def test_before_playing_this_card():
    # Steinerized!
    node = ability("Before playing this card, you may discard any number of maneuvers from your Backstage Area, "
                   "this card is -1F for each maneuver discarded.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.qualifiers) == ("before_playing", "you", ("this card",))


def test_if_your_turn_ends():
    # Rabid Wolverine
    node = ability("When this card is in your Ring area, if your turn ends, you may discard 1 card and continue "
                   "your turn.")
    assert kinds(node) == [("while_in_ring", None), ("end_of_turn", "you")]


def test_during_your_first_draw_segment():
    # I Cannot, And Will Not, Demean Myself By Engaging Such An Ignoramus This Evening!
    node = ability("During your first draw segment, you may draw 3 additional cards and he discards 3 random cards.")
    assert kinds(node) == [("during_first_draw_segment", "you")]


def test_during_the_prematch_phase():
    node = ability("During the Pre-match phase, draw 1 card.")
    assert kinds(node) == [("during_prematch", None)]


def test_if_you_discard_is_the_moment_of_discarding():
    # It's All About Control
    node = ability("When this card is in your Ring area, if you discard 3 cards, reverse any card and end your "
                   "opponent's turn.")
    t = node.triggers[1]
    assert (t.kind, t.by) == ("when_player_discards", "you") and t.event.quantity.count == 3


# ---- replacement effects ("instead": FAQ Glossary "Replacement Effect")


def test_unsuccessfully_played_put_in_backlash_instead():
    # WHAT'S UP?!
    node = ability("When this card is unsuccessfully played, put it in your Backlash instead.")
    assert kinds(node) == [("when_unsuccessful", None)]
    (eff,) = node.effects
    assert isinstance(eff, N.Instead) and isinstance(eff.effect, A.MoveCards)
    assert eff.effect.destination == A.Zone("backlash", "you")


def test_would_go_to_ringside_put_into_backlash_instead():
    # Z! True Long Island Story: the replaced move is the trigger's event, the new one the effect
    node = ability("When this card would go to your Ringside, put it into your Backlash instead.")
    (t,) = node.triggers
    assert t.kind == "when_would" and t.event.destination == A.Zone("ringside", "you")
    assert node.effects[0].effect.destination == A.Zone("backlash", "you")


def test_opponent_shuffles_it_instead():
    # Revolution Just Too Quick
    node = ability("When the reversed card is a Trademark, your opponent shuffles it into his Arsenal instead.")
    eff = node.effects[0]
    assert isinstance(eff, N.Instead) and eff.effect.shuffle and eff.effect.player == "opponent"
    assert eff.effect.destination == A.Zone("arsenal", "opponent")


def test_another_reversal_instead_is_not_a_replacement_effect():
    # Sister Abigail: "reverse any Unique card instead" changes the reversal, not a card's destination
    s = parse_sentence("As a reversal, reverse any non-Superstar-specific Unique maneuver; when you are Bray Wyatt, "
                       "reverse any Unique card instead.")
    assert not any(isinstance(n, N.Instead) for c in s.clauses for n in A.iter_nodes(c))


# ---- more moments


def test_when_your_card_is_reversed_names_the_card():
    # The Cosmic Wasteland: your own card reversed (the resolver's when_reversed with `by`)
    node = ability("When your maneuver without Stun Value is reversed, you may draw 1 card and your opponent "
                   "overturns 2 cards.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_reversed", "you") and t.filter.kinds == ("Maneuver",)


def test_when_your_maneuvers_are_reversed_from_arsenal():
    # Revolution Angle's Extreme Wrestling Skill
    node = ability("When your Revolution maneuvers are reversed from Arsenal, draw up to 1 card.")
    (t,) = node.triggers
    assert t.kind == "when_reversed" and t.zone.name == "arsenal" and t.filter.traits == ("Revolution",)


def test_when_you_would_discard_for_a_title_overturn_instead():
    # Old School Shenanigans: the replaced discard is the event, the overturn replaces it
    node = ability("When you would discard for WWE Women's Championship Belt, you may overturn 2 cards instead.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_would", "you", "WWE Women's Championship Belt")
    assert isinstance(t.event, A.Discard)
    inner = node.effects[0].effect
    assert isinstance(inner, N.Instead) and inner.effect.quantity.count == 2


def test_discard_for_your_opponents_effects():
    # Mark Henry
    node = ability("Once during any player's turn, when you discard any number of cards for your opponent's "
                   "effects, you may then draw 1 card.")
    assert node.triggers[0].kind == "once_per_any_turn"
    assert (node.triggers[1].kind, node.triggers[1].cause) == ("when_player_discards", "his effects")


def test_after_you_draw_for_your_draw_segment():
    # Calculated Attack
    node = ability("When this card is in your Ring, after you draw for your Draw Segment, put up to 1 card from "
                   "your Ringside on top of your Arsenal.")
    t = node.triggers[1]
    assert (t.kind, t.cause, t.after) == ("when_player_draws", "your Draw Segment", True)


def test_after_you_use_your_ability():
    # Kofi's Double Chop
    node = ability("After you use your Ability, you may put this card from your Ringside into your hand.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.after) == ("when_player_uses_ability", "you", True)


def test_when_this_card_is_rfg_for_a_title():
    # LongEST Suplex
    node = ability("When this card is RFG for Watch Me Shine, put this card into your Hand.")
    (t,) = node.triggers
    assert (t.kind, t.zone.name, t.cause) == ("when_this_moved", "game", "Watch Me Shine")


def test_after_your_draw_segment():
    # Crank it Up
    node = ability("After your Draw Segment, you may reveal your hand.")
    assert kinds(node) == [("after_draw_segment", "you")]


def test_on_your_next_turn():
    # You Bring the Ass, We'll Bring the Whoopin'!
    node = ability("On your next turn, your opponent cannot reverse cards from his Arsenal.")
    assert kinds(node) == [("during_your_next_turn", None)]


def test_stevie_interferes_discard_instead():
    # Managed by Stevie Richards
    node = ability("When the card titled Stevie Interferes is in your Ring area, discard 1 card instead.")
    assert isinstance(node.effects[0], N.Instead) and isinstance(node.effects[0].effect, A.Discard)


def test_in_your_ring_and_you_use_your_ability():
    # "When this card is in your Ringside and you use your Ability": the zone and the action
    node = ability("When this card is in your Ringside and you use your Ability, you may put this card into your hand.")
    assert [t.kind for t in node.triggers] == ["while_in_zone", "when_player_uses_ability"]
    assert node.triggers[0].zone.name == "ringside"


def test_in_your_ring_and_he_reveals_cards_for_a_title():
    node = ability("When this card is in your Ring and he reveals cards for The Sicilian Psychopath, he discards "
                   "one of those cards and you may put 1 card in your Ringside on the bottom of your Arsenal.")
    t = node.triggers[1]
    assert (t.kind, t.by, t.cause) == ("when_player_reveals", "opponent", "The Sicilian Psychopath")


def test_would_draw_for_stun_value():
    node = ability("When you would draw for Stun Value from this card, draw 1 card.")
    (t,) = node.triggers
    assert (t.kind, t.cause) == ("when_would", "Stun Value") and isinstance(t.event, A.Draw)


def test_when_this_card_is_chosen():
    s = parse_sentence("ACE: When this card is chosen, put this card into your Ringside pile and then your "
                       "successfully played maneuver is +4D and +1 Stun Value.")
    assert s.is_parsed and s.clauses[0].triggers == (A.Trigger("when_this_chosen"),)


def test_one_of_your_prematch_cards_would_be_moved_hide_instead():
    node = ability("When one of your Pre-match cards would be moved from your Ring, you may hide this card instead.")
    (t,) = node.triggers
    assert t.kind == "when_would" and t.event.source == A.Zone("ring", "you")
    assert t.event.cards.quantity.count == 1 and t.event.cards.filter.kinds == ("Pre-match",)
    assert isinstance(node.effects[0].effect, N.Instead)


def test_when_you_activate_that_card():
    # Managed by Daivari (Activate: FAQ Glossary "Activate/Activating"; "successfully Activate" is virtual.lark's)
    node = ability("When you Activate that card, RFG it.")
    (t,) = node.triggers
    assert isinstance(t, N.EventTrigger) and (t.kind, t.by) == ("when_player_activates", "you")
    assert t.filter.qualifiers == ("it",)


def test_in_ringside_or_removed_from_the_game():
    # Emma Sandwich
    node = ability("During your turn when this card is in your Ringside or removed from the game, you may "
                   "shuffle it into your Arsenal.")
    t = node.triggers[1]
    assert t.kind == "while_in_zone" and t.zone == A.Zone("ringside", "you")
    assert t.filter.qualifiers == ("in you ringside", "in any game")


def test_in_your_ring_and_a_title_is_revealed():
    # I've Got Everything I Ever Wanted
    node = ability("When this card is in your Ring and The X-Factor is revealed, your Superstar-specific cards are Multi.")
    assert [t.kind for t in node.triggers] == ["while_in_ring", "when_revealed"]
    assert node.triggers[1].filter.titled == ("The X-Factor",)


def test_in_your_backlash_and_your_opponent_plays_a_title():
    # I'm Cool, I'm Cocky, I'm Bad
    node = ability("When this card is in your Backlash and your opponent plays Bitter Rivals, you may put this card "
                   "and up to 1 'Intercontinental' Title Belt from your Backlash into your Ring.")
    t = node.triggers[1]
    assert (t.kind, t.by, t.filter.titled) == ("when_player_plays", "opponent", ("Bitter Rivals",))


def test_your_card_unsuccessful_and_a_state():
    # Superhuman: the moment, then the state it needs
    node = ability("When your card is unsuccessful and you have 10- cards in Arsenal, you may shuffle up to 2 "
                   "non-Unique non-reversal cards from Ringside into your Arsenal.")
    assert node.triggers == (A.Trigger("when_unsuccessful", by="you", filter=A.CardFilter(kinds=("Card",))),)
    assert node.condition is not None and node.condition.player == "you"


def test_when_it_is_unsuccessful():
    # Team Spirit ("it is" also opens a state: spelled out)
    s = parse_sentence("When you do not have a Revolution card in your Ring, this card is -6F and when it is "
                       "unsuccessful, put it in your Backlash instead.")
    assert s.is_parsed
    assert any(t.kind == "when_unsuccessful" for c in s.clauses for t in getattr(c, "triggers", ()))


def test_when_you_play_a_maneuver_as_a_counter():
    # Raw Women's Championship Belt: "as a Counter" qualifies the card played (not a hybrid-half trigger)
    node = ability("When you play a maneuver without 'reversed' in the text as a Counter, it is +2D.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert "played as a counter" in t.filter.qualifiers and t.filter.kinds == ("Maneuver",)


# ---- a moment, and a state


def test_played_as_a_counter_and_a_state():
    # Theory's Rolling Drop Kick: the moment and the condition it needs
    node = ability("When played as a Counter and you have 5+ lower Fortitude, cannot be reversed from Hand.")
    assert kinds(node) == [("when_played_as_counter", None)]
    (r,) = node.effects
    assert isinstance(r, A.ReversalRestriction) and r.zones == ("hand",)
    assert r.condition.kind == "compare" and r.condition.amount == 5


def test_opponent_plays_and_you_have_lower_fortitude():
    # Air Bourne
    node = ability("When your opponent successfully plays a maneuver and you have 10+ lower Fortitude, you may hide "
                   "this card and put up to 5 non-hybrid Arsenal reversals from your Ring into your Ringside.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "opponent")
    assert node.condition.kind == "compare" and node.condition.amount == 10


def test_and_damage_has_been_applied_still_a_moment():
    # Mr. Pay-Per-View: "and damage has been applied" after a moment stays the damage moment, not a state
    node = ability("When you successfully play a High Risk maneuver and damage has been applied, end your turn.")
    assert [t.kind for t in node.triggers] == ["when_player_plays", "damage_applied"]


def test_removed_from_the_game_and_a_state():
    # What'cha Gonna Do When The Mega Powers Come Runnin' Through?
    node = ability("When this card is removed from the game and he has 5 or more maneuvers in his Ring, you may "
                   "ignore the '20 or more' text on Managed by Miss Elizabeth.")
    assert node.triggers[0].kind == "when_this_moved" and node.triggers[0].zone.name == "game"
    assert node.condition is not None and node.condition.player == "opponent"


def test_in_your_ring_comma_and_they_draw():
    # Journey Into Darkness: ", and" joins the zone and the opponent's action
    node = ability("When this card is in your Ring, and they draw any number of cards, they overturn 1 card.")
    assert [t.kind for t in node.triggers] == ["while_in_ring", "when_player_draws"]
    assert node.triggers[1].by == "opponent" and node.triggers[1].event.quantity.any_number


def test_instead_before_the_action():
    # The Biggest Acquisition in SmackDown Live History
    node = ability("When this card would be removed from the game, instead put it into your Backlash.")
    assert node.triggers[0].kind == "when_would"
    (eff,) = node.effects
    assert isinstance(eff, N.Instead) and eff.effect.destination == A.Zone("backlash", "you")


def test_may_instead_put():
    # An Eye For an Eye
    node = ability("When you would discard for No Sell Maneuver, you may instead put up to 1 maneuver from your "
                   "Ringside into your hand.")
    assert (node.triggers[0].kind, node.triggers[0].cause) == ("when_would", "No Sell Maneuver")
    opt = node.effects[0]
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, N.Instead)
    assert opt.effect.effect.destination == A.Zone("hand", "you")


# ---- the end of a turn without a play


def test_if_your_turn_ends_without_playing_a_maneuver():
    # J.R. Style Donnybrook: the moment, and the negated state of the turn's plays
    node = ability("If your turn ends without playing a maneuver, put this card into your Ringside pile.")
    assert kinds(node) == [("end_of_turn", "you")]
    c = node.condition
    assert (c.kind, c.player, c.negated, c.filter.kinds) == ("played_this_turn", "you", True, ("Maneuver",))


def test_when_you_end_your_turn_without_attempting_to_play():
    # The Brawling Brutes: "attempting" is its own kind (a reversed card was attempted, not played)
    node = ability("When you end your turn without attempting to play a maneuver, opponent can RFG 1- of your Ring cards.")
    assert kinds(node) == [("end_of_turn", "you")]
    assert (node.condition.kind, node.condition.negated) == ("attempted_this_turn", True)


def test_when_your_opponents_turn_ends_without_playing():
    # We Want the Gold, Sucka!
    node = ability("When your opponent's turn ends without playing a maneuver, Ringside Search 1 Strike.")
    assert kinds(node) == [("end_of_turn", "opponent")]
    assert node.condition.player == "opponent"


def test_when_you_would_play_a_card_from_hand():
    # IYO SKY: the play about to happen
    node = ability("Once during each of your turns, when you would play a Set-up card from Hand, you may draw 1 card.")
    t = node.triggers[1]
    assert (t.kind, t.by) == ("when_would", "you") and isinstance(t.event, A.Play)
    assert t.event.cards.filter.traits == ("Set-up",) and t.event.cards.zone.name == "hand"


def test_when_you_would_reveal_your_hand():
    node = ability("During any turn, when you would reveal your hand, you may draw 1 card.")
    t = node.triggers[1]
    assert (t.kind, t.zone) == ("when_would", A.Zone("hand", "you")) and isinstance(t.event, A.Reveal)


# ---- a moment after the effect


def test_reveal_this_card_when_you_play_a_feud():
    # Bitter Rivals (Throwback)
    node = ability("*Reveal this card when you play a Pre-match Feud.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.kinds) == ("when_player_plays", "you", ("Feud",))
    assert isinstance(node.effects[0], A.Reveal)


def test_opponent_discards_when_he_plays_a_face_card():
    # Handcuffed: the zone prefix and the trailing moment both time the discard
    node = ability("When this card is in your Ring area, your opponent discards 1 card when he plays a Face card.")
    assert [(t.kind, t.by) for t in node.triggers] == [("while_in_ring", None), ("when_player_plays", "opponent")]
    assert node.effects[0].player == "opponent"


def test_trailing_when_played_is_read_only_for_this_card():
    # Booty O's! They Make Sure You Ain't Booty: the clause is about this card, so "when played" is its play
    node = ability("This card is considered Face when played.")
    assert [t.kind for t in node.triggers] == ["when_played"]
    assert node.effects[0].scope.kind == "this"
    # a trailing "when played" after other cards may be their play (left Unparsed, not when_played)
    assert not parse_sentence("Your Running Bulldog and Drop Toe Hold cards are Chain when played.").is_parsed


def test_when_he_reverses_a_card_to_end_your_turn():
    # Kevin Owens
    node = ability("When he reverses a card from hand to end your turn, draw up to 1 card.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_reverses", "opponent") and "ending the turn" in t.filter.qualifiers


def test_when_he_moves_this_card_from_your_ring():
    # Fight For Your Life!
    node = ability("When he moves this card from your Ring, he discards 2 random cards, and you may reveal Feathered Boa.")
    t = node.triggers[0]
    assert (t.kind, t.by) == ("when_player_moves", "opponent")
    assert t.event.this_card and t.event.source == A.Zone("ring", "you")


def test_when_you_successfully_play_that_card():
    # The Rock: "that card" is the Sharpshooter named before
    s = parse_sentence("Your cards titled Sharpshooter are -2F and when you successfully play that card, you may draw 1 card.")
    assert s.is_parsed
    t = next(t for c in s.clauses for t in getattr(c, "triggers", ()))
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert t.filter.qualifiers == ("it", "successfully played")


def test_if_overturned_from_your_arsenal():
    # Iron Will
    s = parse_sentence("As a reversal, if overturned from your Arsenal, reverse the cards titled Sleeper, Claw, Clutch "
                       "Onto Opponent, Apply Illegal Leverage, Indian Deathlock, Test of Strength and end your "
                       "opponent's turn.")
    assert s.is_parsed
    kinds_ = [t.kind for c in s.clauses for t in getattr(c, "triggers", ())]
    assert "when_overturned" in kinds_


def test_when_you_hide_a_titled_card():
    # Emma's Effervescent Entrance: the Virtual Hide (FAQ v4.0, "Hide") as the moment
    node = ability("When you hide Emma's Bubbly Personality, put all cards under this card on the bottom of your "
                   "Arsenal and hide this card.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.titled) == ("when_player_hides", "you", ("Emma's Bubbly Personality",))
    assert isinstance(t.event, A.Hide)


def test_if_your_opponent_causes_you_to_discard_this_card():
    # For the Love of The Game
    node = ability("If your opponent causes you to discard this card, draw 2 cards.")
    assert kinds(node) == [("when_discarded", None)]


def test_at_the_conclusion_of_overturning_an_opponents_maneuver_damage():
    # That's a Near Fall!: Timing Breakdown 9b done; its own kind, not damage_applied (this card's own damage)
    node = ability("When this card is in your Ring area, you may put it into your Ringside pile at the conclusion of "
                   "overturning an opponent's entire maneuver damage.")
    assert [(t.kind, t.by) for t in node.triggers] == [("while_in_ring", None), ("damage_overturned", "opponent")]


# ---- session 3: named cards' results, a state then a moment, overturned by, as a Counter (X)


def test_when_it_is_successful_is_the_named_cards_moment():
    # Straight Fire
    s = parse_sentence("Your next maneuver played this turn is -10F and +2D, and when it is successful, you may draw "
                       "up to 2 cards.")
    assert s.is_parsed
    node = s.clauses[-1]
    assert isinstance(node, A.Ability)
    (t,) = node.triggers
    assert t.kind == "when_player_plays" and t.by == "you"
    assert t.filter.qualifiers == ("that card", "successfully played")


def test_next_card_played_is_unsuccessful():
    # Revolution Carlito's Mean Streak
    node = ability("When your next card played this turn is unsuccessful: put up to 1 other card from your Ringside "
                   "into your hand.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_unsuccessful", "you")
    assert t.filter.qualifiers == ("next card played",)
    # Nobody Is Ready For Asuka!: the first maneuver of a turn
    node = ability("When your first maneuver played on a turn is unsuccessful, your opponent puts 1 random card from "
                   "his hand on the bottom of his Arsenal.")
    (t,) = node.triggers
    assert t.kind == "when_unsuccessful" and t.filter.kinds == ("Maneuver",)
    assert t.filter.qualifiers == ("first turn card played",)


def test_a_state_then_a_moment():
    # The Prizefighter
    node = ability("When you have a Title Belt in your Ring and you use your Ability, put up to 1 non-reversal "
                   "maneuver in your Ringside on the bottom of your Arsenal.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_uses_ability", "you")
    assert node.condition.kind == "have_cards" and node.condition.filter.kinds == ("Title Belt",)
    assert node.condition.zone.name == "ring"
    # Revolution Ring Psychology: Back: the opponent's play is the moment
    node = ability("If you have 5 or more Target 'back' in your Ring and your opponent plays a Hold: he puts 2 random "
                   "cards from his hand on the bottom of his Arsenal.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "opponent") and t.filter.kinds == ("Hold",)
    assert node.condition.filter.targets == ("back",) and node.condition.quantity.count == 5
    # The Great White: "you successfully play"
    node = ability("When you have 10+ 4D+ maneuvers in your Ring and/or Backstage Area and you successfully play a "
                   "maneuver, search your opponent's Arsenal for 1 card, remove it from the game, and he shuffles.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert "successfully played" in t.filter.qualifiers and t.filter.kinds == ("Maneuver",)
    assert node.condition.kind == "have_cards" and node.condition.quantity.count == 10


def test_overturned_by_your_ability():
    # Revolution Beulah: Hardcore Liaison
    node = ability("When overturned by your Ability: shuffle it into your Arsenal instead.")
    (t,) = node.triggers
    assert t.kind == "when_overturned" and t.cause == "your Ability"


def test_as_a_counter_to_a_kind():
    # Kevin's Cannonball
    node = ability("As a Counter (maneuver), cannot be reversed from Arsenal.")
    (t,) = node.triggers
    assert t.kind == "as_counter" and t.filter.kinds == ("Maneuver",)
    (r,) = node.effects
    assert isinstance(r, A.ReversalRestriction) and r.zones == ("arsenal",)


def test_completely_reversed():
    # The Garvin Stomp
    node = ability("When this card is completely reversed from Arsenal, your opponent discards 3 cards.")
    (t,) = node.triggers
    assert t.kind == "when_completely_reversed" and t.zone.name == "arsenal"


def test_your_first_maneuver_each_turn():
    # The Queen of Spades
    node = ability("When you play your first 'Choke' maneuver each turn, ignore 'you have equal or lower Fortitude "
                   "and' on your Drawing a Blank.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert t.filter.kinds == ("Maneuver",) and t.filter.qualifiers == ("first each turn",)


def test_a_moment_then_this_card_in_a_zone():
    # I Don't GET Hyped...
    node = ability("When your card is unsuccessful and this card is in your Backlash, you may put it into your Ring "
                   "and continue your turn.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_unsuccessful", "you")
    assert node.condition.kind == "card_in_zone" and node.condition.zone.name == "backlash"


def test_a_moment_and_have_with_no_subject():
    # Owen Hart Joins the Nation: "and have greater Fortitude" is the "you" who uses the Ability
    s = parse_sentence("During any turn, when you use your Ability and have greater Fortitude, you may hide another "
                       "Superstar-specific Backstage card to ignore 'non-reversal' in your Ability.")
    assert s.is_parsed
    node = s.clauses[0]
    assert [t.kind for t in node.triggers] == ["during_any_turn", "when_player_uses_ability"]
    assert node.condition == A.Condition("compare", player="you", stat="fortitude_rating", comparison="greater")


def test_an_opponents_card_has_dealt_its_damage():
    # Revolution Head-to-Toe Defense
    node = ability("If a Trademark has dealt its Damage to you and is not reversed: you may put this card into your "
                   "Ringside and end your opponent's turn.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_damage_dealt", "opponent") and t.filter.kinds == ("Trademark",)
    assert node.condition == A.Condition("result", player="opponent", filter=A.CardFilter(kinds=("Trademark",)),
                                         names=("reversed",), negated=True)


def test_revolution_header_your_opponent_reverses_from():
    # Revolution 4ever: No Mercy
    node = ability("Your opponent reverses a non-Extreme Mean from his hand or Backlash: he overturns 4 cards.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_reverses", "opponent")
    assert t.filter.kinds == ("Mean",) and t.filter.excludes == ("Extreme",)
    assert t.filter.played_from == ("hand", "backlash")


def test_trailing_when_played_on_this_card_only():
    # Enforced by Jack Swagger
    node = ability("This card is -8F when played.")
    assert [t.kind for t in node.triggers] == ["when_played"]
    (m,) = node.effects
    assert isinstance(m, A.Modifier) and m.scope.kind == "this" and m.changes[0].amount == -8
    # Raven's Rules: the cards named are the ones played, not this card: left unread
    assert not parse_sentence("Your Running Bulldog and Drop Toe Hold cards are Chain when played.").is_parsed


# ---- session 4: "would" with a cause, one of several moments of this card


def test_would_discard_cards_for_his_effects():
    # PRO The Miz
    node = ability("When you would discard cards for his effects, you may instead hide this card and overturn the "
                   "same number of cards.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_would", "you", "his effects")
    assert isinstance(t.event, A.Discard) and t.event.player == "you"


def test_overturned_or_discarded_for_your_ability():
    # Double Russian Leg Sweep
    from judgebot.cardtext.triggers_ast import EitherTrigger

    node = ability("When this card is overturned or discarded for your Ability, draw 1 card.")
    (t,) = node.triggers
    assert isinstance(t, EitherTrigger)
    assert [(m.kind, m.cause) for m in t.any_of] == [("when_overturned", "your Ability"),
                                                      ("when_discarded", "your Ability")]


def test_would_be_discarded_or_removed_from_the_game():
    # Mr. 1.9 Seconds
    node = ability("When this card would be discarded or removed from the game, put it in your Backlash instead.")
    (t,) = node.triggers
    assert t.kind == "either"
    assert [m.kind for m in t.any_of] == ["when_would", "when_would"]
    assert isinstance(t.any_of[0].event, A.Discard) and t.any_of[0].event.this_card
    assert isinstance(t.any_of[1].event, A.RemoveFromGame) and t.any_of[1].event.this_card


def test_would_be_moved_from_ringside_to_arsenal():
    # Headstand Headlock
    node = ability("When this card would be moved from your Ringside to your Arsenal, you may put it in your hand "
                   "instead.")
    (t,) = node.triggers
    assert t.kind == "when_would"
    assert (t.event.source, t.event.destination) == (A.Zone("ringside", "you"), A.Zone("arsenal", "you"))


def test_rfg_or_in_ringside_is_a_place():
    # Cornette's Ringside Support
    s = parse_sentence("When this card is RFG or in your Ringside and his maneuver is successful, put this card into "
                       "your Backlash.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert [(m.kind, m.zone.name) for m in t.any_of] == [("while_in_zone", "game"), ("while_in_zone", "ringside")]


def test_about_to_lose_the_game_via_pinfall():
    # Pay-Per-View Main Event (the moment; its effect list is read elsewhere)
    node = ability("When you are about to lose the game via Pinfall Victory, discard 2 cards.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.how) == ("when_about_to_lose", "you", "pinfall")


def test_about_to_lose_the_game_without_how():
    # Santina Marella Miss Wrestlemania
    node = ability("When you are about to lose the game, discard 2 cards.")
    (t,) = node.triggers
    assert (t.kind, t.how) == ("when_about_to_lose", None)


def test_this_card_enters_your_ring():
    # The Pirate Princess
    node = ability("When this card enters your Ring, choose 1 non-Superstar-specific card in his Ring.")
    (t,) = node.triggers
    assert (t.kind, t.zone) == ("when_this_moved", A.Zone("ring", "you"))


def test_this_card_is_going_to_ringside_is_replaced():
    # Hardcore Style (Throwback)
    node = ability("When this card is going to your Ringside pile, instead put it into your Backlash deck.")
    (t,) = node.triggers
    assert t.kind == "when_would" and t.event.destination == A.Zone("ringside", "you") and t.event.this_card


def test_before_damage_from_their_successful_card():
    # The Twin Towers
    s = parse_sentence("ACE: When this card is in your Ring, before damage has been applied from their successful "
                       "card, you can discard any number of cards.")
    assert s.is_parsed
    t = s.clauses[0].triggers[-1]
    assert (t.kind, t.by) == ("before_damage_applied", "opponent")
    assert "successfully played" in t.filter.qualifiers


def test_revealed_for_your_ability():
    # Real Deal Avalanche
    node = parse_sentence("When revealed for your Ability, this card counts as 2 cards.").clauses[0]
    (t,) = node.triggers if hasattr(node, "triggers") else (node.trigger,)
    assert (t.kind, t.cause) == ("when_this_revealed", "your Ability")


def test_moved_from_ringside_by_your_ability():
    # Sweet Shin Music
    node = ability("When moved from Ringside by your Ability, remove 2 other cards in your Ringside from the game.")
    (t,) = node.triggers
    assert (t.kind, t.cause, t.event.source.name) == ("when_this_moved", "your Ability", "ringside")


def test_unsuccessfully_played_by_a_superstar():
    # Revolution Overhead Release Suplex
    node = ability("When unsuccessfully played by Revolution Kurt Angle: put it into your hand instead.")
    assert [t.kind for t in node.triggers] == ["when_unsuccessful"]
    assert node.condition == A.Condition("superstar_is", player="you", names=("Revolution Kurt Angle",))


def test_state_and_this_card_unsuccessfully_played():
    # Diva Camel Clutch
    node = ability("When the top card of your Arsenal is a reversal and this card is unsuccessfully played, shuffle "
                   "it into your Arsenal.")
    assert [t.kind for t in node.triggers] == ["when_unsuccessful"]
    assert node.condition is not None


def test_you_reveal_your_superstar_card():
    # Casket Match
    node = ability("When you reveal your Superstar card, put this card into your Ringside.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.qualifiers) == ("when_player_reveals", "you", ("Superstar card",))


def test_in_ringside_or_rfg():
    # Bliss-ter Abigail
    s = parse_sentence("When this card is in your Ringside or RFG, during your turn you may RFG your top 2 Arsenal "
                       "cards and then put this card into your Backstage.")
    assert s.is_parsed
    t = s.clauses[0].triggers[0]
    assert t.kind == "while_in_zone" and t.filter.qualifiers == ("in you ringside", "in any game")


def test_state_and_you_play_a_maneuver():
    # The Record Scratch
    node = ability("When you have lower Fortitude and play a maneuver, flip up to 1 D: 0 card in your Ring face-down.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.kinds) == ("when_player_plays", "you", ("Maneuver",))
    assert (node.condition.kind, node.condition.comparison) == ("compare", "less")


def test_prematch_phase_or_once_during_any_turn():
    # (the two windows) During the Pre-match Phase or once during any turn
    from judgebot.cardtext.triggers_ast import EitherTrigger

    node = ability("During the Pre-match Phase or once during any turn, you may put 1 card from your Ringside under "
                   "this card.")
    (t,) = node.triggers
    assert isinstance(t, EitherTrigger)
    assert [m.kind for m in t.any_of] == ["during_prematch", "once_per_any_turn"]


def test_opponent_plays_a_reversal_to_your_follow_up():
    # Revolution Team X-Treme
    node = ability("When your opponent plays a Mid-match reversal to your printed Follow-up: he discards 1 random card.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.filter.kinds) == ("when_player_plays", "opponent", ("Reversal",))
    assert "played to your Follow-up" in t.filter.qualifiers


def test_trailing_when_playing_this_card():
    # Butterfly Suplex
    s = parse_sentence("If played by Chris Jericho, you may discard 3 cards when playing this card and this maneuver "
                       "cannot be reversed.")
    assert s.is_parsed
    first = s.clauses[0]
    assert [(t.kind, t.filter.qualifiers) for t in first.triggers] == [("when_player_plays", ("this card",))]
    assert first.condition == A.Condition("superstar_is", player="you", names=("Chris Jericho",))


# ---- the opponent reverses this card or its effect; a trailing Draw Segment


def test_when_your_opponent_reverses_this_card_from_his_backlash():
    # Melina's Boot Choke
    node = ability("When your opponent reverses this card from his Backlash, he overturns 4 cards.")
    (t,) = node.triggers
    assert t.kind == "when_reversed" and t.by is None and t.zone.name == "backlash"
    (eff,) = node.effects
    assert isinstance(eff, A.Overturn) and eff.player == "opponent" and eff.quantity.count == 4


def test_when_he_reverses_this_effect():
    # The Jamaican Sensation; We Do Everything Together ("this Activated Card Effect")
    node = ability("When he reverses this effect, he discards 2 cards.")
    assert kinds(node) == [("when_effect_reversed", None)]
    (eff,) = node.effects
    assert isinstance(eff, A.Discard) and eff.player == "opponent" and eff.quantity.count == 2
    node = ability("When your opponent reverses this Activated Card Effect, draw up to 2 cards.")
    assert kinds(node) == [("when_effect_reversed", None)]
    (eff,) = node.effects
    assert isinstance(eff, A.Draw) and eff.player == "you" and eff.quantity == A.Quantity(count=2, up_to=True)


def test_you_reversing_this_card_is_no_trigger():
    # only the opponent reverses your card: "when you reverse this card" stays unread
    assert not parse_sentence("When you reverse this card, draw 1 card.").is_parsed


def test_a_trailing_before_your_draw_segment():
    # Evolved Low Blow
    node = ability("When this card is in your Ring, overturn 1 less card for your Ability before your Draw Segment.")
    assert kinds(node) == [("while_in_ring", None), ("before_draw_segment", "you")]
    # From Truth or Consequences: "before each of his Draw Segments"
    s = parse_sentence("Your opponent may choose to play with his hand revealed, if he does not, he overturns 1 card "
                       "before each of his Draw Segments.")
    assert s.is_parsed
    second = s.clauses[1]
    assert kinds(second) == [("before_draw_segment", "opponent")]
    (eff,) = second.effects
    assert isinstance(eff, A.Overturn) and eff.player == "opponent" and eff.quantity.count == 1


def test_subject_then_verb():
    # HOOOOOOOOO!!!: "he then discards" is his discard, after the moment
    node = ability("When your opponent plays a reversal to your maneuver, he then discards 1 card.")
    (t,) = node.triggers
    assert t.kind == "when_player_plays" and t.by == "opponent"
    (eff,) = node.effects
    assert isinstance(eff, A.Discard) and eff.player == "opponent" and eff.quantity.count == 1


def test_if_successful_after_damage_is_applied():
    # We Got The Power, We Got The Rage
    node = ability("If successful, after damage is applied, you may flip that card face down and your opponent "
                   "randomly Buries 1 Hand card.")
    assert [t.kind for t in node.triggers] == ["when_successfully_played", "damage_applied"]


def test_semicolon_then_joins_the_steps():
    # The Champ: "...; then shuffle your Ringside into your Arsenal" is the last step after damage, under the same moment
    node = ability("When your opponent successfully plays a 5D+ maneuver and it is not reversed from Arsenal, after "
                   "damage is resolved you may reveal 5 random cards in your Ringside, choose 1, and remove the "
                   "remaining cards from the game; then shuffle your Ringside into your Arsenal.")
    assert [t.kind for t in node.triggers] == ["when_player_plays", "damage_applied"]
    (opt,) = node.effects
    last = opt.effect.effects[-1]
    assert isinstance(last, A.MoveCards) and last.shuffle and last.source.name == "ringside"
    assert last.destination.name == "arsenal" and last.player == "you"


def test_when_one_of_your_maneuvers_is_unsuccessfully_played():
    # Alberto's Magnificent Cars: any one of your maneuvers (when_unsuccessful, by you: not this card's own moment)
    node = ability("When one of your maneuvers is unsuccessfully played, you may put Opulence from your Backlash or "
                   "Ringside into your Ring.")
    (t,) = node.triggers
    assert t.kind == "when_unsuccessful" and t.by == "you" and t.filter.kinds == ("Maneuver",)
    (opt,) = node.effects
    move = opt.effect
    assert isinstance(move, A.MoveCards) and move.destination.name == "ring"
    assert move.cards.filter.titled == ("Opulence",)
    # "2 of your maneuvers" is no single card's moment
    assert not parse_sentence("When 2 of your maneuvers are unsuccessful, draw 1 card.").is_parsed


def test_during_this_turn_and_your_next_turn():
    # When You Run the Show, You Make the Rules: the rest of this turn and all of your next turn
    node = ability("During this turn and your next turn, your cards cannot be reversed from Backlash.")
    assert kinds(node) == [("during_this_and_next_turn", "you")]
    (rr,) = node.effects
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("backlash",) and rr.applies_to.kind == "all"


def test_once_before_each_of_your_draw_segments():
    # 12 Rounds
    node = ability("Once before each of your Draw Segments, put up to 1 card from your Ringside under this card.")
    assert kinds(node) == [("before_draw_segment", "you")]
    (move,) = node.effects
    assert isinstance(move, A.MoveCards) and move.cards.quantity == A.Quantity(count=1, up_to=True)
    assert move.cards.zone.name == "ringside"


def test_in_your_ringside_and_your_opponent_ends_his_turn_without_playing_a_maneuver():
    # Black Mass: while in the Ringside, at the end of his turn, if he played no maneuver
    node = ability("When this card is in your Ringside and your opponent ends his turn without playing a maneuver, put "
                   "Black Mass into your hand.")
    assert kinds(node) == [("while_in_zone", None), ("end_of_turn", "opponent")]
    assert node.triggers[0].zone.name == "ringside"
    c = node.condition
    assert c.kind == "played_this_turn" and c.player == "opponent" and c.negated and c.filter.kinds == ("Maneuver",)
    (move,) = node.effects
    assert move.cards.filter.titled == ("Black Mass",) and move.destination.name == "hand"


# ---- the first time each turn, the next card reversed, the effect of an Activation, actions not done, durations


def test_the_first_time_you_activate_a_card_each_turn():
    # Miz TV: the first Activation each turn of a 'trash talk' card; its effect may not be reversed (by any player)
    node = ability("The first time you Activate a card with 'trash talk' in the title or text each turn, the effect "
                   "cannot be reversed.")
    (t,) = node.triggers
    assert t.kind == "when_player_activates" and t.by == "you"
    assert t.filter.qualifiers == ("'trash talk' in the title or text", "first each turn")
    (p,) = node.effects
    assert p == A.Prohibition("any", "reverse_effect")


def test_the_first_time_is_read_only_for_a_reversal_or_an_activation():
    # (a made-up sentence: "the first time you draw" would put the time of the turn on the cards drawn)
    assert not parse_sentence("The first time you draw 1 card each turn, draw 1 card.").is_parsed


def test_he_reverses_your_next_maneuver_played_this_turn():
    # You Can't See Me: the next maneuver reversed, and (the second time) from where
    node = ability("If he reverses your next maneuver played this turn, he skips his next turn.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_reverses", "opponent")
    assert t.filter.kinds == ("Maneuver",) and t.filter.owner == "you" and t.filter.qualifiers == ("next card played",)
    assert node.effects == (A.SkipTurn("opponent"),)
    node = ability("If you do not, if your opponent reverses your next maneuver played this turn from his hand or "
                   "Backlash deck, he skips his next turn.")
    (t,) = node.triggers
    assert t.filter.played_from == ("hand", "backlash") and t.zone is None
    assert node.condition.kind == "did_previous" and node.condition.negated


def test_he_cannot_reverse_the_effect_of_the_card_you_activate():
    # Respect The Authority; Guardians of the Galaxy ("that effect")
    node = ability("When you Activate Vince McMahon Interferes!, he cannot reverse the effect.")
    (t,) = node.triggers
    assert t.kind == "when_player_activates" and t.filter.titled == ("Vince McMahon Interferes!",)
    assert node.effects == (A.Prohibition("opponent", "reverse_effect"),)
    node = ability("When this card is in your Ring and you Activate The Destroyer, he cannot reverse that effect.")
    assert kinds(node) == [("while_in_ring", None), ("when_player_activates", "you")]
    assert node.effects == (A.Prohibition("opponent", "reverse_effect"),)


def test_your_opponent_does_not_draw_or_discard_for_a_card():
    # Revolution Because I'm Rob... Van... Dam!; Legendary Animalistic Offense; Johnny Wrestling ("his reversal effects")
    node = ability("When you play an Extreme: your opponent does not draw for Revolution ECW Originals.")
    assert node.effects == (A.Prohibition("opponent", "draw_for", A.CardFilter(titled=("Revolution ECW Originals",))),)
    (p,) = parse_sentence("Your opponent does not discard for JYD's Chain.").clauses[0].effects
    assert p == A.Prohibition("opponent", "discard_for", A.CardFilter(titled=("JYD's Chain",)))
    node = ability("When you have lower Fortitude, your opponent does not draw for his reversal effects and you may "
                   "overturn the same number of cards instead of discarding for your Ability.")
    p = node.effects[0].effects[0]
    assert p.action == "draw_for" and p.player == "opponent"
    assert p.filter.kinds == ("Reversal",) and p.filter.owner == "opponent"


def test_for_the_rest_of_this_turn_and_the_next_turn():
    # WWE The Power Is Back (trailing); Revolution You Need an Attitude Adjustment (leading: the next turn is his)
    s = parse_sentence("Your cards are -5F for the rest of this turn and during your opponent's next turn.")
    assert s.is_parsed
    (m,) = s.clauses
    assert m.duration == "this_and_opponent_next_turn" and m.changes[0].amount == -5
    s = parse_sentence("For the rest of this turn and the next turn, your maneuvers cannot be reversed by hybrid "
                       "reversals.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert rr.kind == "cannot_be_reversed" and rr.duration == "this_and_opponent_next_turn"
    assert rr.applies_to.kind == "all" and rr.by.qualifiers == ("hybrid",)


def test_a_leading_duration_is_the_duration_of_the_clauses_joined_after_it():
    # Enraged by 'Alllberrrt' Chants (after a ';': the clauses before it do not last); Wooooooooo!!! (both clauses)
    s = parse_sentence("Put up to 1 maneuver from your Ringside into your hand, and reversals to your next card played "
                       "this turn are +6F; for the rest of this turn, your maneuvers are +2D and -4F.")
    assert s.is_parsed
    m = s.clauses[-1]
    assert isinstance(m, A.Modifier) and m.duration == "rest_of_turn" and m.scope.kind == "all"
    assert [(c.stat, c.amount) for c in m.changes] == [("D", 2), ("F", -4)]
    assert all(getattr(c, "duration", None) is None for c in s.clauses[:-1])
    s = parse_sentence("For the rest of the turn, your cards cannot be reversed and you cannot play any cards that do "
                       "not have the word 'chop' in the title.")
    assert s.is_parsed
    rr, ab = s.clauses
    assert rr.duration == "rest_of_turn"
    (p,) = ab.effects
    assert p.action == "play" and p.duration == "rest_of_turn"


def test_your_heat_cards_are_not_removed_from_the_game_when_you_move_a_card():
    # Gene Snitsky; Shamrocks and Shenanigans (the cards whose effect makes the move); Strength in Numbers (a condition)
    from judgebot.cardtext import triggers_ast as N

    node = ability("Your Heat cards are not removed from the game when you move a card from your Ringside pile.")
    (nr,) = node.effects
    assert isinstance(nr, N.NotRemoved) and not node.triggers and node.condition is None
    assert nr.scope.kind == "all" and nr.scope.player == "you" and nr.scope.filter.traits == ("Heat",)
    assert nr.zone.name == "game" and nr.mover is None
    assert isinstance(nr.event, A.MoveCards) and nr.event.player == "you" and nr.event.source.name == "ringside"
    assert nr.event.cards.quantity.count == 1
    (nr,) = ability("Your Heat cards are not removed from the game when your Finlay-specific cards move a card from your "
                    "Ringside.").effects
    assert nr.mover.owner == "you" and nr.mover.traits == ("Finlay-specific",) and nr.event.player == "you"
    node = ability("When All Together Now is in your Ring, your Heat cards are not removed from the game when you move a "
                   "card from your Ringside.")
    assert isinstance(node.effects[0], N.NotRemoved) and node.condition.kind == "card_in_zone"
    # "... with Superstar-specific cards" reads the cards moved "with" them: not read
    assert not parse_sentence("Your Heat cards are not removed from Ringside when you move cards from your Ringside with "
                              "Superstar-specific cards.").is_parsed


def test_after_damage_is_applied_from_your_opponents_card():
    # The Iiconics; The Home Team ("by a maneuver successfully played by your opponent")
    node = ability("After damage has been applied from your opponent's 11D+ card, you may discard 2 cards and end his "
                   "turn.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_damage_dealt", "opponent") and t.filter.damage == A.Range("D", low=11)
    node = ability("After Damage has been applied by a maneuver successfully played by your opponent, you may discard 2 "
                   "cards and then shuffle up to 4 cards from your Ringside pile into your Arsenal.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_damage_dealt", "opponent")
    assert t.filter.kinds == ("Maneuver",) and t.filter.qualifiers == ("successfully played",)
    # (a made-up sentence: your own card's damage is its "after damage is applied" text, not this moment)
    assert not parse_sentence("After damage has been applied from your 11D+ card, draw 1 card.").is_parsed


def test_when_you_overturn_cards_for_damage():
    # Man of 1,004 Holds: the cards overturned for a maneuver's damage (Timing Breakdown 9b)
    node = ability("When you overturn 4+ cards for damage, after damage is applied, you may put up to 4 maneuvers from "
                   "your Ringside under this card.")
    t = node.triggers[0]
    assert (t.kind, t.by, t.cause) == ("when_player_overturns", "you", "damage")
    assert t.event.quantity.count == 4 and t.event.quantity.at_least
    assert node.triggers[1].kind == "damage_applied"


def test_when_your_opponent_would_move_this_card():
    # Vader's Trademark Mask
    node = ability("When your opponent would move this card from your Ringside, he overturns 3 cards.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_would", "opponent")
    assert t.event.this_card and t.event.source == A.Zone("ringside", "you") and t.event.player == "opponent"
    assert node.effects == (A.Overturn("opponent", A.Quantity(count=3)),)


def test_when_his_card_or_effect_moves_a_card():
    # The Nature Boy ("his card"); Funaki: WWE #1 Japanese Commentator ("your opponent's effect")
    node = ability("When his card moves a card from your Ring, you may remove another non-Permanent card in your Ring "
                   "from the game instead.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_player_moves", "opponent", "his card effects")
    assert t.event.source == A.Zone("ring", "you") and t.event.player == "opponent"
    node = ability("When your opponent's effect moves this card from your Ring, he reveals his hand, choose 1 card, and "
                   "he discards the chosen card.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_player_moves", "opponent", "his card effects")
    assert t.event.this_card and t.event.source == A.Zone("ring", "you")
    # only "his card": "his maneuver moves ..." is not read as his card effects
    assert not parse_sentence("When his maneuver moves a card from your Ring, draw 1 card.").is_parsed


def test_your_first_card_played_is_x_and_it_is_unsuccessful():
    # Ryback; Elite Technical Skill ("and is unsuccessful", then a state)
    node = ability("When your first card played during your turn is a maneuver or Ryback-specific, and it is "
                   "unsuccessful, you may discard 2 cards and your turn does not end.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_unsuccessful", "you") and t.filter.qualifiers == ("first turn card played",)
    assert [a.kinds for a in t.filter.alternatives][0] == ("Maneuver",)
    node = ability("When your first card played during your turn is Chain and is unsuccessful, and you have lower "
                   "Fortitude, you may put an F: 0 Chain maneuver from your Ringside into your hand.")
    t = node.triggers[0]
    assert t.kind == "when_unsuccessful" and t.filter.traits == ("Chain",)
    assert t.filter.qualifiers == ("first turn card played",)
    assert node.condition.kind == "compare" and node.condition.stat == "fortitude_rating"


def test_your_next_card_played_that_turn():
    # Smackdown Women's Championship Belt (a condition); The Russian Flag (a modifier): "that turn" is this turn
    node = ability("When you successfully play a Set-up and your next card played that turn is a maneuver without "
                   "'reversed' in the text, it is +2D.")
    assert node.condition.kind == "next_card_is" and node.condition.filter.kinds == ("Maneuver",)
    that = parse_sentence("During any turn, you may hide this card and then your next non-hybrid action or reversal card "
                          "played that turn is -5F.")
    this = parse_sentence("During any turn, you may hide this card and then your next non-hybrid action or reversal card "
                          "played this turn is -5F.")
    assert that.is_parsed and that.clauses == this.clauses


def test_when_a_player_acts_for_the_chain_trait():
    # Rise To Your Feet!; Jim Cornette ("he would discard for the Chain trait", a replacement)
    node = ability("When your opponent overturns for the Chain trait, he overturns 2 additional cards.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.cause) == ("when_player_overturns", "opponent", "the Chain trait")
    node = ability("During your turn, when your opponent has 4- cards in hand and he would discard for the Chain trait, he "
                   "may overturn that many cards instead.")
    t = node.triggers[-1]
    assert (t.kind, t.by, t.cause) == ("when_would", "opponent", "the Chain trait") and isinstance(t.event, A.Discard)


def test_when_this_card_is_chosen_for_your_ability():
    # 3rd Generation Superstar
    node = ability("When this card is chosen for your Ability, put it on the bottom of your Arsenal instead.")
    (t,) = node.triggers
    assert (t.kind, t.cause) == ("when_this_chosen", "your Ability")


def test_when_you_are_x_and_successfully_play_a_card():
    # You Shall Address Me As KING Booker!: the state, and your successful play
    node = ability("When you are Booker T and successfully play a Superstar-specific maneuver, put up to 2 cards from "
                   "your Ringside on the bottom of your Arsenal.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert t.filter.kinds == ("Maneuver",) and t.filter.qualifiers == ("successfully played",)
    assert node.condition.kind == "superstar_is" and node.condition.names == ("Booker T",)


def test_a_state_and_this_card_reverses():
    # An Uppercut Above; Nobody Will Do It For You
    node = ability("When you have 6+ lower Fortitude and this card reverses from Arsenal, put it under your Superstar "
                   "card instead.")
    (t,) = node.triggers
    assert t.kind == "when_this_reverses" and t.zone.name == "arsenal"
    assert node.condition.stat == "fortitude_rating" and node.condition.amount == 6
    node = ability("When DIY is in your Ring and this card reverses from any area, you may discard 1 card and then "
                   "shuffle it into your Arsenal.")
    assert [t.kind for t in node.triggers] == ["when_this_reverses"] and node.condition.kind == "card_in_zone"


def test_your_opponent_successfully_plays_a_maneuver_header():
    # Revolution Kane (a Revolution header: the moment before the ":")
    node = ability("Your opponent successfully plays a Maneuver: put up to 1 Maneuver from your Ringside into your hand.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "opponent")
    assert t.filter.kinds == ("Maneuver",) and t.filter.qualifiers == ("successfully played",)


def test_a_trailing_when_you_successfully_play():
    # Small Concealed Foreign Object: after the ';', this card goes to the Ringside when you play a non-Strike maneuver
    s = parse_sentence("When this card is in your Ring area, your Strike maneuvers are +1D and +1 Stun Value; put this "
                       "card into your Ringside pile when you successfully play a non-Strike maneuver.")
    assert s.is_parsed
    node = s.clauses[-1]
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_plays", "you")
    assert t.filter.excludes == ("Strike",) and t.filter.qualifiers == ("successfully played",)
    (move,) = node.effects
    assert move.this_card and move.destination.name == "ringside"


def test_for_a_kind_of_card_effects():
    # You Just Have To Bo-Lieve! ("his Pre-match card effects"); Strong Style Suplex ("your Superstar-specific effects")
    node = ability("When you would discard any number of cards for your opponent's Pre-match card effects, you may "
                   "instead overturn the same number of cards.")
    (t,) = node.triggers
    assert (t.kind, t.cause) == ("when_would", "his Pre-match card effects")
    node = ability("When this card is revealed or overturned for your Superstar-specific effects, you may shuffle 1- RFG "
                   "cards (except a non-hybrid reversal) into your Arsenal.")
    (t,) = node.triggers
    assert [(m.kind, m.cause) for m in t.any_of] == [("when_this_revealed", "your Superstar-specific effects"),
                                                     ("when_overturned", "your Superstar-specific effects")]


def test_on_his_next_turn_and_for_this_turn_and_your_next_turn():
    # Cody's Moonsault ("on his next turn"); Acolyte Protection Agency ("on his next 2 turns", "for this turn and your
    # next turn")
    s = parse_sentence("Put up to 1 card from your Ringside into your hand, and up to 1 of your cards removed from the "
                       "game into your Backlash; after damage is applied, end your turn, and your opponent cannot play "
                       "maneuvers on his next turn.")
    assert s.is_parsed
    (p,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.Prohibition)]
    assert (p.player, p.action, p.duration) == ("opponent", "play", "next_turn") and p.filter.kinds == ("Maneuver",)
    node = ability("Choose one: Your opponent can not play maneuvers on his next 2 turns, or all your maneuvers are +2D "
                   "for this turn and your next turn.")
    (choice,) = node.effects
    p, m = choice.options
    assert p.duration == "next_2_turns" and m.duration == "this_and_your_next_turn" and m.changes[0].amount == 2


def test_do_not_draw_cards_during_your_draw_segment():
    # (as "Do not draw during your Draw Segment.")
    s = parse_sentence("Do not draw cards during your Draw Segment.")
    assert s.is_parsed and s.clauses == parse_sentence("Do not draw during your Draw Segment.").clauses


def test_the_first_time_he_reverses_and_a_play_that_turn():
    # The Ballad of Every Town I've Ever Been To; The Iranian Flag ("that turn" is this turn)
    node = ability("The first time your opponent reverses a Heat maneuver each turn, your turn does not end, and you may "
                   "play an additional Heat maneuver with a different title from Ringside that turn.")
    (t,) = node.triggers
    assert (t.kind, t.by) == ("when_player_reverses", "opponent")
    assert t.filter.traits == ("Heat",) and t.filter.qualifiers == ("first each turn",)
    more = node.effects[0].effects[1].effect
    assert more.action == "play" and more.duration == "this_turn" and more.source.name == "ringside"
    node = ability("During any players' turn, you may play 1 additional Heat card from Ringside that turn.")
    assert node.effects[0].effect.duration == "this_turn"


def test_after_you_play_that_card():
    # "After you play that card, end your turn.": the player's play, once done (not this card's own play)
    from judgebot.cardtext import triggers_ast as N
    node = ability("After you play that card, end your turn.")
    (t,) = node.triggers
    assert isinstance(t, N.EventTrigger) and (t.kind, t.by, t.after) == ("when_player_plays", "you", True)
    assert t.filter.qualifiers == ("it",)
    assert isinstance(node.effects[0], A.EndTurn)


def test_before_you_draw_any_number_of_cards():
    # "Before you draw ...": the draw about to be done (BeforeEvent, an event of the game, kind when_player_draws)
    from judgebot.cardtext import triggers_ast as N
    node = ability("Before you draw any number of cards, you may put the top 2 cards of your Arsenal on the bottom "
                   "of your Arsenal.")
    (t,) = node.triggers
    assert isinstance(t, N.BeforeEvent) and (t.kind, t.by) == ("when_player_draws", "you")
    assert isinstance(t.event, A.Draw) and t.event.quantity.any_number


def test_before_your_first_turn_of_the_game():
    # your own first turn (not the game's first turn when your opponent starts): before_own_first_turn
    node = ability("Before your first turn of the game, when you have fewer cards in hand, draw 2 cards.")
    assert kinds(node) == [("before_own_first_turn", "you")]
    assert isinstance(node.effects[0], A.Draw) and node.effects[0].quantity.count == 2


def test_timing_windows_of_the_turn_slice():
    # "During your first Draw Segment of the game" (as "During your first Draw Segment")
    node = ability("During your first Draw Segment of the game, draw up to 2 additional cards and your opponent puts 1 "
                   "random card in his hand on the bottom of his Arsenal.")
    assert kinds(node) == [("during_first_draw_segment", "you")]
    # "During their next Draw Segment": that one segment of the opponent's
    node = ability("During their next Draw Segment, they draw 2- additional cards.")
    assert kinds(node) == [("during_next_draw_segment", "opponent")]
    # "Once during each your opponent's turn" (as "once during each of your opponent's turns")
    node = ability("Once during each your opponent's turn, he can put 1 random card from his hand on the bottom of his "
                   "Arsenal, put 1 random card under this card on the bottom of your Arsenal, and put the top card of "
                   "your Arsenal under this card.")
    assert [t.kind for t in node.triggers] == ["once_per_opponent_turn"]
    # after the Pre-match cards, before the starting hands are drawn
    node = ability("After all Pre-match cards are played, before drawing your Starting Hand Size, put all Title Belts "
                   "in your Backstage Area into your Ring.")
    assert [t.kind for t in node.triggers] == ["end_of_prematch", "before_starting_hands"]


def test_damage_from_this_card_and_before_damage_by_his_card():
    # "After damage from this card has been applied": this card's own damage (damage_applied)
    node = ability("After damage from this card has been applied, your opponent shuffles up to 3 cards from his "
                   "Ringside pile into his Arsenal.")
    assert [t.kind for t in node.triggers] == ["damage_applied"]
    # "Before Damage has been applied by a card successfully played by your opponent" (as "... from a card ...")
    s = parse_sentence("Before Damage has been applied by a card successfully played by your opponent, remove any "
                       "number of Throwback cards in your Ringside pile from the game to reduce the Damage by 2 for each "
                       "card removed in this way.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert (t.kind, t.by) == ("before_damage_applied", "opponent")
    assert "successfully played" in t.filter.qualifiers
    # "that card" is not this card: not read as this card's damage
    assert not parse_sentence("After damage from that card has been applied, draw 1 card.").is_parsed


def test_a_window_with_a_reminder_of_the_draw_segment():
    # "(even before your Draw Segment)", "(including your Draw Segment)": the whole turn, as the window without it
    node = ability("During your turn (even before your Draw Segment), you may put 1 card from your hand under this card.")
    assert [t.kind for t in node.triggers] == ["during_your_turn"]
    node = ability("Once during any player's turn (including your Draw Segment), when you would draw any number of "
                   "cards, you may instead put the same number of non-reversal cards from your Ringside on the bottom "
                   "of your Arsenal.")
    assert [t.kind for t in node.triggers] == ["once_per_any_turn", "when_would"]


def test_a_list_of_states_ending_on_a_moment():
    # Tommy Dreamer's card; The Rock and Sock Connection's card: "When A, B, and C, ..." (the list's first comma
    # is "and"): the states are the condition, the last moment the trigger
    node = ability("When you are Tommy Dreamer, this card is in your Ring, and you use your Ability, you may also "
                   "put 1 non-hybrid non-Unique maneuver from your Ringside into your hand.")
    assert kinds(node) == [("when_player_uses_ability", "you")]
    assert node.condition.kind == "all"
    first, second = node.condition.all_of
    assert (first.kind, first.names) == ("superstar_is", ("Tommy Dreamer",))
    assert (second.kind, second.zone.name) == ("card_in_zone", "ring")
    node = ability("When this card is in your Ringside, you are The Rock and Sock Connection, and you use your "
                   "Ability, you may put this card into your Ring.")
    assert [t.kind for t in node.triggers] == ["while_in_zone", "when_player_uses_ability"]
    assert node.condition.kind == "superstar_is"
    # three states: all of them (the first two, and the third: as "When A and B, and C")
    node = ability("When you are Tensai, you have no Ring maneuvers, and your maneuver is unsuccessful, you may "
                   "Arsenal Search 1 maneuver with the same title.")
    assert node.triggers == ()
    both, third = node.condition.all_of
    assert [c.kind for c in both.all_of] == ["superstar_is", "have_cards"] and third.kind == "result"
    # a main clause after the first comma is no item of a list
    s = parse_sentence("When you are Kane, this card is -20F and cannot be reversed, and your opponent discards 1 card.")
    assert s.is_parsed
    assert s.clauses[0].condition.kind == "superstar_is"


def test_an_action_with_a_named_card():
    # "When you move this card from your Ring with King of Strong Style": the card whose effect moves it
    node = ability("When you move this card from your Ring with King of Strong Style, you may put it into your "
                   "Backlash instead.")
    (t,) = node.triggers
    assert t.by == "you" and t.cause == "King of Strong Style"


def test_instead_have_him_do_a_step():
    # "you may instead have him discard 2 cards": his step in place of your draw (as "... 2 cards instead")
    node = ability("When you would draw for Stun Value from this card, you may instead have him discard 2 cards.")
    (t,) = node.triggers
    assert t.kind == "when_would" and t.cause == "Stun Value"
    opt = node.effects[0]
    assert isinstance(opt, A.Optional) and opt.player == "you"
    assert type(opt.effect).__name__ == "Instead" and opt.effect.player == "opponent"
    assert isinstance(opt.effect.effect, A.Discard) and opt.effect.effect.player == "opponent"
    assert opt.effect.effect.quantity.count == 2


def test_played_against_and_successfully_played_against_or_from():
    # "When played against a female Superstar" (a state of the play, as "Cannot be played against a female Superstar");
    # "When successfully played against any male Superstar"; "When successfully played from hand and ..."
    (m,) = parse_sentence("When played against a female Superstar, this card is +6D.").clauses
    assert isinstance(m, A.Modifier) and m.changes[0].amount == 6
    assert m.condition == A.Condition("superstar_is", player="opponent", names=("Female",))
    node = ability("When successfully played against any male Superstar, opponent must discard 2 cards.")
    assert kinds(node) == [("when_successfully_played", None)]
    assert node.condition == A.Condition("superstar_is", player="opponent", names=("Male",))
    (d,) = node.effects
    assert isinstance(d, A.Discard) and d.player == "opponent" and d.quantity.count == 2
    node = ability("When successfully played from hand and you have a Heel card in your Ring, he overturns # cards, "
                   "where # is the number of maneuvers in your Ring.")
    assert kinds(node) == [("when_successfully_played", None)]
    played_from, have = node.condition.all_of
    assert played_from.kind == "played_from" and played_from.zone.name == "hand"
    assert have.kind == "have_cards" and have.filter.traits == ("Heel",)


def test_unsuccessful_from_a_zone():
    node = ability("When this card is unsuccessful from hand, your opponent randomly discards 2 cards.")
    assert kinds(node) == [("when_unsuccessful", None)]
    assert node.condition.kind == "played_from" and node.condition.zone.name == "hand"
    node = ability("When this card is unsuccessfully played from your Ringside, you must discard 2 cards or remove it "
                   "from the game.")
    assert kinds(node) == [("when_unsuccessful", None)]
    assert node.condition.kind == "played_from" and (node.condition.zone.name, node.condition.zone.owner) == (
        "ringside", "you")


def test_in_zone_and_a_replaced_action_or_a_promo():
    # "When this card is in your Ring and you would RFG a card for your Superstar Ability" (as the leading "When you
    # would ..."); "... and you Promo for your Ability"
    node = ability("When this card is in your Ring and you would RFG a card for your Superstar Ability, you may RFG this "
                   "card instead.")
    ring, would = node.triggers
    assert ring.kind == "while_in_ring" and (would.kind, would.by, would.cause) == ("when_would", "you", "your Ability")
    assert isinstance(would.event, A.RemoveFromGame)
    node = ability("When this card is in your Ringside and you would shuffle any number of cards into your Arsenal, you "
                   "may then put this card on the bottom of your Arsenal.")
    zone, would = node.triggers
    assert zone.kind == "while_in_zone" and zone.zone.name == "ringside" and would.kind == "when_would"
    node = ability("When this card is in your Ring and you Promo for your Ability, you may put 1 card not chosen on the "
                   "bottom of your Arsenal.")
    assert [t.kind for t in node.triggers] == ["while_in_ring", "when_player_promos"]


def test_overturned_for_a_title_and_becomes_successful():
    node = ability("When overturned for The NXT Breakout Star, you may put this card in your hand.")
    (t,) = node.triggers
    assert (t.kind, t.cause) == ("when_overturned", "The NXT Breakout Star")
    node = ability("When this card becomes successful, you may choose to reduce the Damage to 0.")
    assert kinds(node) == [("when_successfully_played", None)]


def test_this_card_goes_into_moved_by_or_would_go_or_be_removed():
    node = ability("When this card goes into your Ring, he puts 1 random card from his hand on the bottom of his Arsenal.")
    (t,) = node.triggers
    assert t.kind == "when_this_moved" and (t.zone.name, t.zone.owner) == ("ring", "you")
    node = ability("When this card is moved from your Ring area by your opponent, search his Arsenal for 3 cards and "
                   "remove them from the game.")
    (t,) = node.triggers
    assert (t.kind, t.by, t.zone.name) == ("when_this_moved", "opponent", "ring")
    node = ability("When this card would go to your Ringside or be removed from the game, put it in your Backlash "
                   "instead.")
    (t,) = node.triggers
    go, rfg = t.any_of
    assert go.kind == rfg.kind == "when_would"
    assert isinstance(go.event, A.MoveCards) and go.event.destination.name == "ringside" and go.event.this_card
    assert isinstance(rfg.event, A.RemoveFromGame) and rfg.event.this_card


def test_is_your_ring_area_misprint_and_in_zone_and_flip():
    # "When this card is your Ring area" (printed so, for "is in your Ring area")
    assert ability("When this card is your Ring area, your Maneuver cards with the word 'kick'in the title are +2D.")\
        .triggers == ability("When this card is in your Ring area, your Maneuver cards with the word 'kick'in the "
                             "title are +2D.").triggers
    node = ability("When this card is in your Ringside and you flip a card face-up, you may put this card into your "
                   "hand.")
    zone, flip = node.triggers
    assert zone.kind == "while_in_zone" and (flip.kind, flip.by) == ("when_flipped", "you")
    assert flip.event.face == "up"


def test_opponent_removes_this_card_from_your_ring():
    # (whenopp) he moves it out of your Ring: as "moves this card from your Ring"
    a = ability("If your opponent removes this card from your Ring area, he must discard 3 cards.")
    t = a.triggers[0]
    assert t.kind == "when_player_moves" and t.by == "opponent"
    assert t.event.this_card and t.event.source == A.Zone("ring", "you")


def test_any_player_successfully_plays_a_card_after_a_maneuver():
    # (whenopp) the card played, successfully, and the card it follows (CardFilter.played_after)
    a = ability("When any player successfully plays the card titled Maintain Hold after a maneuver of 8D or greater, "
                "he wins via Pinfall victory.")
    t = a.triggers[0]
    assert t.kind == "when_player_plays" and t.by == "any"
    assert t.filter.titled == ("Maintain Hold",) and "successfully played" in t.filter.qualifiers
    assert t.filter.played_after.kinds == ("Maneuver",) and t.filter.played_after.damage.low == 8


def test_a_card_would_be_moved_from_your_ring():
    a = ability("When a High Risk or Superstar-specific card would be moved from your Ring, you may hide this card "
                "instead.")
    t = a.triggers[0]
    assert t.kind == "when_would" and t.event.source == A.Zone("ring", "you")
    assert [x.kinds for x in t.event.cards.filter.alternatives] == [("High Risk",), ("Card",)]


def test_a_card_causes_you_to_discard_this_card():
    a = ability("Whenever a card causes you to discard this card, your opponent discards 1 card.")
    assert a.triggers[0].kind == "when_discarded"
    a = ability("When a card effect would remove this card from the game, put it in your Backlash instead.")
    assert a.triggers[0].kind == "when_would" and a.triggers[0].event.this_card


def test_successfully_played_against_a_superstar():
    a = ability("If successfully played against Stone Cold Steve Austin, he must discard 2 cards.")
    assert [t.kind for t in a.triggers] == ["when_successfully_played"]
    assert a.condition == A.Condition("superstar_is", player="opponent", names=("Stone Cold Steve Austin",))


def test_would_overturn_for_non_damage_card_effects():
    a = ability("When you would overturn any number of cards for his non-damage card effects, you may instead "
                "remove the top card of your Arsenal from the game.")
    t = a.triggers[0]
    assert t.kind == "when_would" and t.by == "you" and t.cause == "his non-damage card effects"
    assert type(t.event).__name__ == "Overturn" and t.event.quantity.any_number
    opt = a.effects[0]
    assert type(opt).__name__ == "Optional" and type(opt.effect).__name__ == "Instead"
    assert type(opt.effect.effect).__name__ == "RemoveFromGame"
    t = ability("When your opponent would overturn for your other non-damage card effects, they may overturn 0 "
                "instead.").triggers[0]
    assert t.by == "opponent" and t.cause == "your other non-damage card effects"
    t = ability("When this card is overturned for a non-damage card effect, draw 1 card.").triggers[0]
    assert t.cause == "any non-damage card effects"
    # only card effects: "non-damage Pre-match effects" is not read this way
    assert not parse_sentence("When you would overturn cards for his non-damage Pre-match effects, draw 1 card.").is_parsed


# ---- printed misspellings of "successfully" / "unsuccessfully"


def test_misspelled_successfully_played():
    node = ability("When unsuccesfully played, overturn 5 cards.")
    assert kinds(node) == [("when_unsuccessful", None)]
    node = ability("When succesfully played, draw cards up to the number of Foreign Objects in your Ring.")
    assert kinds(node) == [("when_successfully_played", None)]


# ---- a trailing "as a Mid-match Action"; "every player"


def test_trailing_as_a_mid_match_action():
    node = ability("When this card is in your Ring area, you may place it in your Ringside pile as a Mid-match action, "
                   "then look at the top 5 cards of your Arsenal.")
    assert [t.kind for t in node.triggers] == ["while_in_ring", "as_action"]
    (opt,) = node.effects
    move, look = opt.effect.effects
    assert move.destination == A.Zone("ringside", "you")
    assert look.zone == A.Zone("arsenal", "you", "top") and look.quantity == A.Quantity(count=5)


def test_every_player_must_place():
    node = ability("When successfully played, every player must place all cards in their Ring area into their "
                   "Ringside pile.")
    (move,) = node.effects
    assert move.player == "both" and move.destination == A.Zone("ringside", "any")
    assert move.cards.quantity == A.Quantity(all=True)


def test_and_if_you_play_a_non_strike_maneuver():
    # "... and if you play a non-Strike maneuver, put this card into your Ringside pile": the moment of that play
    s = parse_sentence("When this card is in your Ring area, your Strike maneuvers are +1D and if you play a non-Strike "
                       "maneuver, put this card into your Ringside pile.")
    assert s.is_parsed
    second = s.clauses[1]
    assert [(t.kind, t.by) for t in second.triggers] == [("when_player_plays", "you")]
    assert second.triggers[0].filter == A.CardFilter(kinds=("Maneuver",), excludes=("Strike",))
    (move,) = second.effects
    assert move.this_card and move.destination == A.Zone("ringside", "you")


def test_while_this_card_is_under_your_superstar_card():
    node = ability("During your turn when this card is under your Superstar Card, you may put it on the bottom of your "
                   "Arsenal and end your turn.")
    assert [t.kind for t in node.triggers] == ["during_your_turn", "while_in_zone"]
    assert node.triggers[1].zone == A.Zone("under_superstar", "you")


def test_have_not_played_any_cards_is_this_turn():
    node = ability("During your turn when you have not played any cards, you may put this card from your hand into "
                   "your Ring.")
    assert node.condition.kind == "played_this_turn" and node.condition.negated


def test_at_the_end_of_any_of_your_turns():
    from judgebot.cardtext import parse_sentence as ps
    a = ps("At the end of any of your turns, you may put this card into your Ringside.").clauses[0]
    b = ps("At the end of each of your turns, you may put this card into your Ringside.").clauses[0]
    assert a == b


def test_your_opponent_does_not_search_for_a_card():
    (p,) = parse_sentence("Your opponent does not search for Osaka, Japan.").clauses[0].effects
    assert p == A.Prohibition("opponent", "search_for", A.CardFilter(titled=("Osaka, Japan",)))


# ---- plays from under another card, Counters "(to a maneuver)", a look for a Promo, the opponent's card


def test_play_from_under_another_card_as_if_from_hand():
    a = parse_sentence("ACE: When you successfully play a card from under another card as if from hand, you may "
                       "overturn 2 cards and put this card on the bottom of your Arsenal.").clauses[0]
    t = a.triggers[0]
    assert t.kind == "when_player_plays" and t.by == "you"
    assert t.filter.played_from == ("you under_other_card",)
    assert t.filter.qualifiers == ("successfully played", "played as if from hand")


def test_play_from_a_zone_keeps_the_zone():
    # the zone was dropped: the trigger fired on a maneuver played from anywhere
    t = ability("When you successfully play a maneuver from your Ringside, draw 1 card.").triggers[0]
    assert t.kind == "when_player_plays" and t.filter.kinds == ("Maneuver",)
    assert t.filter.played_from == ("you ringside",)
    t = ability("When you play a Backlash card from hand, it is Chain.").triggers[0]
    assert t.filter.played_from == ("any hand",)


def test_play_as_a_counter_to_a_maneuver_or_from_zones():
    a = ability("When you play a Superstar-specific card as a Counter (to a maneuver), you may ignore the 'Can only be "
                "played...' text.")
    t = a.triggers[0]
    assert t.kind == "when_player_plays" and t.filter.traits == ("Superstar-specific",)
    assert t.filter.qualifiers == ("played as a counter", "to a maneuver")
    a = ability("When you play a maneuver as a Counter (from hand or Backlash), it is -#F, where # is equal to the "
                "number of non-Faction Superstar-specific cards in your Ring.")
    t = a.triggers[0]
    assert t.filter.qualifiers == ("played as a counter",) and t.filter.played_from == ("any hand", "any backlash")


def test_look_at_this_card_for_a_promo():
    a = ability("When you look at this card for a Promo, you may reveal it and put it into your hand.")
    t = a.triggers[0]
    assert t.kind == "when_player_looks" and t.by == "you" and t.cause == "a Promo"
    assert t.filter.qualifiers == ("this card",)


def test_cause_is_the_opponents_card():
    t = ability("When you move cards from your hand for his In The Interest of Fairness, you may draw 1 card."
                ).triggers[0]
    assert t.kind == "when_player_moves" and t.cause == "his In The Interest Of Fairness"
    t = ability("When you would reveal your hand for Falling Fist, you may instead overturn 1 card.").triggers[0]
    assert t.kind == "when_would" and t.cause == "Falling Fist" and t.zone == A.Zone("hand", "you")


def test_completely_reverse_an_opponents_maneuver():
    t = ability("When you completely reverse an opponent's maneuver, you may Promo: 2.").triggers[0]
    assert t.kind == "when_player_reverses" and t.completely
    assert t.filter.kinds == ("Maneuver",) and t.filter.owner == "opponent"


def test_named_type_considered():
    a = ability("When you play a maneuver with the word 'dynamic' in the title, you may name Strike, Grapple, or "
                "Submission and the maneuver is instead considered to be that type for the rest of the turn.")
    seq = a.effects[0].effect
    name, considered = seq.effects
    assert name.kind == "type" and name.options == ("Strike", "Grapple", "Submission")
    assert considered.scope.kind == "it" and considered.mode == "instead" and considered.duration == "rest_of_turn"
    assert considered.as_kind.qualifiers == ("of the named type",)


def test_draw_until_the_same_number_in_hand():
    a = ability("When you have fewer cards in hand: draw cards until you have the same number of cards in hand.")
    assert a.effects[0].quantity.equal_to == "until the hand of you has as many cards as the hand of opponent"


def test_whenever_you_play_x_after_y():
    node = ability("When this card is in your Ring area, whenever you play a High Risk maneuver after a Submission "
                   "maneuver, it cannot be reversed from your opponent's hand.")
    play = node.triggers[1]
    assert (play.kind, play.by) == ("when_player_plays", "you")
    assert play.filter == A.CardFilter(kinds=("High Risk",), played_after=A.CardFilter(kinds=("Submission",)))
    (rr,) = node.effects
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",) and rr.applies_to.kind == "it"


def test_triple_those_numbers():
    s = parse_sentence("When you are DDP, you may triple those numbers.")
    node = s.clauses[0].effects[0].effect
    assert type(node).__name__ == "ChangeNumbers" and node.factor == 3 and node.target == "those"

def test_instead_additional_or_a_counted_choice():
    a = parse_sentence("When you have lower Fortitude, you may discard 1 card and choose 2 reversal cards instead."
                       ).clauses[0]
    seq = a.effects[0].effect
    inst = seq.effects[1]
    assert type(inst).__name__ == "Instead" and type(inst.effect).__name__ == "Choose"
    assert inst.effect.cards.quantity.count == 2 and inst.effect.cards.filter.kinds == ("Reversal",)
    s = parse_sentence("When you successfully play Roll Out of the Ring, you may discard additional card; when you have "
                       "Handicap Match in your Ring, you may discard 2 additional cards instead.")
    inst = s.clauses[1].effects[0].effect
    assert type(inst).__name__ == "Instead" and inst.effect.action == "discard" and inst.effect.quantity.count == 2
    # a bare list of types is no counted choice of cards
    assert not parse_sentence("At the end of the Pre-match phase, your opponent chooses Strike, Grapple, or Submission; "
                              "when you have a Revolution card in your Ring, he may choose Assault, Throw or Hold "
                              "instead.").is_parsed


def test_bare_this_cannot_be_reversed():
    s = parse_sentence("When you are Umaga, this cannot be reversed.")
    assert s.is_parsed
    rr = s.clauses[0]
    assert rr.kind == "cannot_be_reversed" and rr.applies_to is None
    assert rr.condition.names == ("Umaga",)


def test_do_not_discard_for_your_ability():
    a = ability("When you are A-Train and you have lower Fortitude, do not discard for your Ability.")
    assert a.effects[0] == A.Prohibition("you", "discard_for_ability")


def test_he_cannot_continue_his_turn():
    a = ability("When you reverse a card to end his turn, he cannot continue his turn.")
    assert a.effects[0] == A.Prohibition("opponent", "continue_turn")


def test_cause_to_his_effects():
    a = ability("When you would discard cards to his effects before your first turn of the game, you may instead "
                "overturn the same number of cards.")
    assert a.triggers[0].kind == "when_would" and a.triggers[0].cause == "his effects"


def test_also_cannot_be_reversed_and_its_activated_card_effect():
    s = parse_sentence("When you do not have a maneuver of that type in your Ring, it also cannot be reversed from Hand.")
    rr = s.clauses[0]
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",) and rr.applies_to.kind == "it"
    a = ability("When you have equal or lower Fortitude, your opponent cannot reverse its Activated Card Effect.")
    assert a.effects[0] == A.Prohibition("opponent", "reverse_effect")


def test_put_this_card_from_a_zone_under_a_title_and_cause_to_the_trait():
    a = ability("When you reveal your hand, you may put this card from your hand under Fearless.")
    move = a.effects[0].effect
    assert move.this_card and move.source == A.Zone("hand", "you")
    assert move.destination == A.Zone("under_card", "you", card="Fearless")
    a = ability("When you discard this card to the Chain trait, you may put it on the bottom of your Arsenal instead.")
    assert a.triggers[0].kind == "when_player_discards" and a.triggers[0].cause == "the Chain trait"


# ---- two windows after "At the end of the Pre-match phase"


def test_end_of_prematch_or_during_your_turn():
    node = ability("At the end of the Pre-match phase or during your turn, you may put this card into your Ringside and "
                   "put up to 1 non-unique non-reversal maneuver from your Ringside into your hand.")
    (either,) = node.triggers
    assert either.kind == "either"
    assert [t.kind for t in either.any_of] == ["end_of_prematch", "during_your_turn"]


def test_end_of_prematch_or_once_during_each_of_your_turns():
    node = ability("At the end of the Pre-match phase or once during each of your turns, when this card is in your "
                   "hand, you may reveal it, put it on the bottom of your Arsenal, and draw 1 card.")
    either = node.triggers[0]
    assert [t.kind for t in either.any_of] == ["end_of_prematch", "once_per_turn"]
    assert node.triggers[1].kind == "while_in_zone" and node.triggers[1].zone.name == "hand"


def test_before_your_draw_without_segment():
    node = ability("Once during each of your turns, before your Draw: put up to 1 Assault from your Ringside on top of "
                   "your Arsenal.")
    assert kinds(node) == [("once_per_turn", None), ("before_draw_segment", "you")]


def test_during_your_each_of_your_draw_segments_misprint():
    node = ability("During your each of your Draw Segments, if you have fewer cards in hand: draw up to 1 additional card.")
    assert kinds(node) == [("during_draw_segment", "you")]


# ---- this card used / removed / put under a card; the Draw Segment not drawn for; a play after the effect


def test_this_card_used_for_removed_for_put_under():
    a = ability("When this card is used for your Ability, put it on the bottom of your Arsenal instead.")
    assert (a.triggers[0].kind, a.triggers[0].cause) == ("when_this_used", "your Ability")
    a = ability("When this card is removed for Genetically Superior, put it on the bottom of your Arsenal instead.")
    t = a.triggers[0]
    assert (t.kind, t.zone, t.cause) == ("when_this_moved", A.Zone("game", "any"), "Genetically Superior")
    a = ability("When this card is put under It's All About Me!, you may put 1 card from his Ring into his Ringside.")
    assert a.triggers[0] == A.Trigger("when_this_moved", A.Zone("under_card", "you", card="It's All About Me!"))


def test_does_not_draw_for_his_draw_segment():
    a = ability("When this card is in your Ring, your opponent does not draw for his Draw Segment.")
    assert a.effects[0] == A.SkipDrawSegment("opponent")
    # the other "does not draw for X" stay Prohibitions
    a = ability("When you play an Extreme: your opponent does not draw for Revolution ECW Originals.")
    assert a.effects[0] == A.Prohibition("opponent", "draw_for", A.CardFilter(titled=("Revolution ECW Originals",)))


def test_after_you_play_a_card_postfix():
    a = ability("When this card is in your Ring area, do not discard any cards after you play the card titled "
                "No Sell Maneuver.")
    t = a.triggers[1]
    assert (t.kind, t.by, t.after) == ("when_player_plays", "you", True)
    assert t.filter.titled == ("No Sell Maneuver",)
    assert a.effects[0].action == "discard"


def test_trailing_start_of_his_turns():
    a = ability("When this card is in your Ring area, your opponent must randomly discard 1 card at the start of each "
                "of his turns.")
    assert kinds(a) == [("while_in_ring", None), ("start_of_turn", "opponent")]
    assert a.effects[0].quantity.random and a.effects[0].player == "opponent"


def test_considered_the_chosen_type_and_after_either_card():
    s = parse_sentence("When played, choose Grapple or Submission; this card is considered to be only the chosen type "
                       "for the rest of the turn.")
    seq = s.clauses[0].effects[0]
    c = seq.effects[1]
    assert (c.mode, c.duration, c.as_kind.qualifiers) == ("instead", "rest_of_turn", ("of the named type",))
    s = parse_sentence("When played, you may choose Grapple or Submission; if you do, this card is the chosen maneuver "
                       "type instead of Strike for the rest of the turn.")
    assert s.is_parsed and s.clauses[1].effects[0].as_kind.qualifiers == ("of the named type",)
    a = ability("When successfully played, your next card played this turn is considered to be played after a Set-up "
                "card or the card titled Gut Wrench.")
    first, second = a.effects[0].effects
    assert first.played_after.traits == ("Set-up",) and second.played_after.titled == ("Gut Wrench",)


# ---- a trailing place of this card


def test_trailing_when_it_is_in_zones_on_this_card():
    # "This card also counts as a High Risk maneuver when it is in your Ringside pile or Arsenal." (as the leading
    # "When this card is in your Ringside pile or Arsenal, ...")
    node = ability("This card also counts as a High Risk maneuver when it is in your Ringside pile or Arsenal.")
    (t,) = node.triggers
    assert t.kind == "while_in_zone" and t.zone == A.Zone("ringside", "you")
    assert [q.split()[-1] for q in t.filter.qualifiers] == ["ringside", "arsenal"]
    (eff,) = node.effects
    assert isinstance(eff, A.Considered) and eff.scope.kind == "this" and eff.as_kind.kinds == ("High Risk",)
    node = ability("This card is considered non-Unique when in your Ringside, and cannot be reversed from hand when "
                   "played after From the Middle Turnbuckle.")
    assert [(t.kind, t.zone.name) for t in node.triggers] == [("while_in_zone", "ringside")]
    assert node.effects[0].as_kind.excludes == ("Unique",)


def test_trailing_when_in_zone_on_other_cards_is_not_read():
    # the trigger names no card: on a clause about other cards it would be read as this card's place
    assert not parse_sentence("Your maneuvers are considered Strikes when in your Ringside.").is_parsed


# ---- one of two actions; a search of a zone; this card's moment after a state


def test_discard_or_overturn_cards_named_once_for_both():
    a = ability("When you discard or overturn a Superstar-specific maneuver for your Superstar Ability you may put "
                "that card on the bottom of your Arsenal instead.")
    (t,) = a.triggers
    assert t.kind == "either"
    assert [m.kind for m in t.any_of] == ["when_player_discards", "when_player_overturns"]
    for m in t.any_of:
        assert m.by == "you" and m.cause == "your Ability"
        assert m.filter.kinds == ("Maneuver",) and m.filter.traits == ("Superstar-specific",)


def test_discard_or_rfg_for_your_ability():
    a = ability("When you discard or RFG for your Ability, you may then draw 1 card.")
    (t,) = a.triggers
    assert [(m.kind, m.by, m.cause) for m in t.any_of] == [("when_player_discards", "you", "your Ability"),
                                                           ("when_player_removes", "you", "your Ability")]


def test_would_discard_cards_or_put_cards_on_the_bottom():
    a = ability("When you would discard cards or put cards from your hand on the bottom of your Arsenal, you may put "
                "this card from your Backstage Area into your Ring instead.")
    (t,) = a.triggers
    first, second = t.any_of
    assert first.kind == second.kind == "when_would"
    assert isinstance(first.event, A.Discard) and first.event.player == "you"
    assert isinstance(second.event, A.MoveCards) and second.event.source == A.Zone("hand", "you")
    assert second.event.destination.position == "bottom"


def test_search_your_arsenal_as_a_moment():
    a = ability("When you are the Radicalz and you search your Arsenal, you may put this card from your Arsenal into "
                "your Backlash, and it can be played from Backlash as if from hand.")
    (t,) = a.triggers
    assert t.kind == "when_player_searches" and t.zone == A.Zone("arsenal", "you") and t.cause is None
    assert a.condition.kind == "superstar_is"
    a = ability("When you search your Arsenal for any reason, you may reveal this card from your Arsenal and put it "
                "into your Ringside.")
    (t,) = a.triggers
    assert t.kind == "when_player_searches" and t.zone == A.Zone("arsenal", "you") and t.cause == "any reason"


def test_state_and_this_card_discarded_for_ability():
    a = ability("When you are Deadman Inc and this card is discarded for your Ability, put this card and 1 card from "
                "your Ringside on the bottom of your Arsenal.")
    assert [t.kind for t in a.triggers] == ["when_discarded"] and a.triggers[0].cause == "your Ability"
    assert a.condition.kind == "superstar_is"
    a = ability("When you are Fandango and this card is overturned from Arsenal, you may put it into your Ring.")
    assert [(t.kind, t.zone.name) for t in a.triggers] == [("when_overturned", "arsenal")]


def test_play_after_a_card_or_as_a_counter():
    a = ability("When you play a card with 'splash' in the title after a successfully played card or as a Counter, "
                "ignore the 'can only be played...' text.")
    (t,) = a.triggers
    after, counter = t.any_of
    assert after.kind == counter.kind == "when_player_plays"
    assert after.filter.title_words == ("splash",) and after.filter.played_after is not None
    assert "played as a counter" in counter.filter.qualifiers and counter.filter.played_after is None


def test_draw_until_one_more_card_than_him_and_discard_until_equal():
    a = ability("When you have fewer cards in your hand than your opponent, draw cards until you have 1 more card in "
                "your hand than him.")
    (d,) = a.effects
    assert isinstance(d, A.Draw) and d.quantity.equal_to == ("until the hand of you has 1 more cards than the hand "
                                                             "of opponent")
    s = parse_sentence("When you have fewer cards in hand, your opponent cannot play reversals to this card; he "
                       "discards until you have equal cards in hand.")
    assert s.is_parsed
    d = s.clauses[-1].effects[0]
    assert isinstance(d, A.Discard) and d.player == "opponent"
    assert d.quantity.equal_to == "until the hand of you has as many cards as the hand of opponent"


def test_when_opponent_plays_a_reversal_to_this_card():
    # hybrid5: the reversal played, qualified "played to this card"
    node = ability("As a maneuver, when your opponent plays a reversal to this card, draw up to 1 card.")
    assert kinds(node) == [("as_maneuver", None), ("when_player_plays", "opponent")]
    assert node.triggers[1].filter == A.CardFilter(kinds=("Reversal",), qualifiers=("played to this card",))
    (draw,) = node.effects
    assert isinstance(draw, A.Draw) and draw.quantity == A.Quantity(count=1, up_to=True)


# ---- cards flipped by any player, a turn begun with this card in a zone, choices as moments


def test_a_card_of_a_kind_flipped_or_played():
    a = ability("When a Unique card is Flipped face-down, you may Bury 1 Ringside card.")
    (t,) = a.triggers
    assert t.kind == "when_flipped" and t.by == "any"
    assert t.event.face == "down" and t.event.cards.filter.traits == ("Unique",)
    a = ability("When a RETRIBUTION-specific Pre-match is flipped up or played, flip this card face-down.")
    (t,) = a.triggers
    flipped, played = t.any_of
    assert flipped.kind == "when_flipped" and flipped.event.face == "up"
    assert flipped.event.cards.filter.kinds == ("Pre-match",)
    assert played.kind == "when_player_plays" and played.by == "any" and played.filter.kinds == ("Pre-match",)


def test_turn_began_with_this_card_in_a_zone():
    a = ability("When your turn begins with this card in your Ring, your opponent cannot play reversals to your "
                "Activated Card Effects.")
    assert a.condition.kind == "began_turn_with_this_in_zone" and a.condition.player == "you"
    assert a.condition.zone == A.Zone("ring", "you")
    assert a.effects == (A.Prohibition("opponent", "reverse_activated_effects"),)
    a = ability("If you began your turn with this card in your Ring area, you may discard 2 cards and your next card "
                "played this turn cannot be reversed.")
    assert a.condition.kind == "began_turn_with_this_in_zone" and a.condition.zone == A.Zone("ring", "you")


def test_opponent_chooses_for_your_ability():
    a = ability("When your opponent does not choose correctly for your Ability, he cannot play Unique maneuvers during "
                "his next turn.")
    (t,) = a.triggers
    assert t.kind == "when_player_chooses_wrongly" and t.by == "opponent" and t.cause == "your Ability"
    a = ability("When your opponent chooses a maneuver for your Ability, draw 1 card.")
    (t,) = a.triggers
    assert t.kind == "when_player_chooses" and t.by == "opponent" and t.cause == "your Ability"
    assert t.filter.kinds == ("Maneuver",)


def test_instead_choose_first():
    a = ability("If the card titled Chair Shot or Ladder in the Ring is in any Ring area, instead choose up to 4 cards.")
    (instead,) = a.effects
    assert isinstance(instead.effect, A.Choose)
    assert instead.effect.cards.quantity.count == 4 and instead.effect.cards.quantity.up_to


def test_for_this_effect_and_reversals_played_to_this_card():
    a = ability("When he draws for this effect, it cannot be reversed.")
    (t,) = a.triggers
    assert t.kind == "when_player_draws" and t.by == "opponent" and t.cause == "this effect"
    a = ability("When unsuccessful, your opponent discards 2 cards for every reversal played to this card.")
    (each,) = a.effects
    assert each.cards.filter.kinds == ("Reversal",) and each.cards.filter.qualifiers == ("played to this card",)
    assert each.effect.player == "opponent" and each.effect.quantity.count == 2


def test_pack_trailing_before_the_prematch():
    (ab,) = parse_sentence("You may put this card into your Ring area before the Pre-match.").clauses
    assert [t.kind for t in ab.triggers] == ["before_prematch"]
    (opt,) = ab.effects
    assert opt.effect.this_card and opt.effect.destination.name == "ring"


def test_whenthis_when_it_is_overturned_after_semicolon():
    a = ability("When this card is discarded for your Ability, shuffle it into your Arsenal instead; when it is "
                "overturned, put it in your hand instead.", 1)
    assert kinds(a) == [("when_overturned", None)]
    assert a.effects[0].effect.destination.name == "hand"


def test_whenthis_after_a_successfully_played_maneuver():
    a = ability("When this card is in your Ring area, you may put this card into your Ringside pile after a "
                "successfully played maneuver.")
    assert kinds(a) == [("while_in_ring", None), ("when_player_plays", "any")]
    t = a.triggers[1]
    assert t.after and t.filter.kinds == ("Maneuver",) and "successfully played" in t.filter.qualifiers


def test_turn_when_damage_is_applied_mid_sentence():
    """"..., and when damage is applied, end your turn." (as "after damage is applied": damage_applied)"""
    a = ability("Put up to 1 card from your Ringside into your hand, and when damage is applied, end your turn.", 1)
    assert kinds(a) == [("damage_applied", None)]
    assert a.effects == (A.EndTurn("you"),)


def test_revdef_header_opponent_reverses_a_core():
    ab = ability("Your opponent reverses a Core: draw up to 1 card.")
    t = ab.triggers[0]
    assert t.kind == "when_player_reverses" and t.by == "opponent" and t.zone is None
    assert t.filter == A.CardFilter(kinds=("Core",))


def test_revdef_when_this_card_reverses_a_foil_card():
    ab = ability("When this card reverses a Foil card, you may Arsenal Search 1 card.")
    t = ab.triggers[0]
    assert t.kind == "when_this_reverses" and t.filter == A.CardFilter(kinds=("Card",), traits=("Foil",))


# ---- a play told in the past: "When you successfully played ...", "When he has successfully played ..."


def test_whenplayed_successfully_played_past_tense():
    s = parse_sentence("When you successfully played a maneuver with 'flying body press' in the title, your opponent "
                       "overturns cards equal to the number of cards with 'flying body press' in the title in your Ring.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert t.kind == "when_player_plays" and t.by == "you"
    assert t.filter.kinds == ("Maneuver",) and t.filter.title_words == ("flying body press",)
    assert "successfully played" in t.filter.qualifiers


def test_whenplayed_has_successfully_played_and_damage():
    s = parse_sentence("When he has successfully played a maneuver and damage is resolved, you may hide this card and "
                       "then end his turn.")
    assert s.is_parsed
    plays, damage = s.clauses[0].triggers
    assert plays.kind == "when_player_plays" and plays.by == "opponent" and plays.filter.kinds == ("Maneuver",)
    assert damage.kind == "damage_applied"
    hide, end = s.clauses[0].effects[0].effect.effects
    assert isinstance(hide, A.Hide) and isinstance(end, A.EndTurn) and end.player == "opponent"


def test_whenplayed_state_and_play_this_card_as_counter():
    s = parse_sentence("When you are a Powerhouse and play this card as a Counter, ignore the Follow-up; when "
                       "successfully played, search your Arsenal for 1 Unique card, reveal it, put it into your hand, and "
                       "shuffle.")
    assert s.is_parsed
    first, second = s.clauses
    assert first.triggers == (A.Trigger("when_played_as_counter"),)
    assert first.condition.kind == "superstar_is" and first.condition.names == ("Powerhouse",)
    assert first.effects == (A.Ignore("Follow-up"),)
    assert second.triggers == (A.Trigger("when_successfully_played"),) and isinstance(second.effects[0], A.Search)


def test_whenthis_in_zone_and_you_unsuccessfully_play():
    a = ability("When this card is in your Ringside, and you unsuccessfully play a card, you may put this card into "
                "your hand.")
    assert kinds(a) == [("while_in_zone", None), ("when_unsuccessful", "you")]
    assert a.triggers[0].zone.name == "ringside"


def test_whenthis_has_been_removed_from_the_game():
    a = ability("When this card has been removed from the game and you discard cards, put this card and up to 1 "
                "other card removed from the game on the bottom of your Arsenal.")
    assert kinds(a)[0] == ("when_this_moved", None) and a.triggers[0].zone.name == "game"
    assert a.triggers[1].kind == "when_player_discards"


def test_whenthis_when_your_hand_is_revealed():
    a = ability("When this card is in your Ring area, when your hand is revealed, you may put up to 3 cards in your "
                "hand under this card.")
    assert kinds(a) == [("while_in_ring", None), ("when_player_reveals", "any")]
    assert a.triggers[1].zone == A.Zone("hand", "you")


def test_when_title_successfully_played_after_in_ring():
    """ "... and <TITLE> is successfully played": when_player_plays of that title, by any player."""
    s = parse_sentence("When this card is in your Ring and I am the Tag Team Champions! is successfully played, shuffle "
                       "this card into your Arsenal.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["while_in_ring", "when_player_plays"]
    played = ab.triggers[1]
    assert played.by == "any" and played.filter.titled == ("I Am the Tag Team Champions!",)
    assert played.filter.qualifiers == ("successfully played",)
    assert isinstance(ab.effects[0], A.MoveCards) and ab.effects[0].this_card and ab.effects[0].shuffle


def test_whenplayed_unsuccessful_antic_and_overturn_for_not_playing():
    # the antic unsuccessful, and the same player's overturning for the maneuver not played
    a = ability("When you unsuccessfuly play an antic and overturn cards for not playing a maneuver: put up to 3 cards "
                "from your Ringside on the bottom of your Arsenal.")
    assert kinds(a) == [("when_unsuccessful", "you"), ("when_player_overturns", "you")]
    assert a.triggers[0].filter.kinds == ("Antic",)
    assert a.triggers[1].cause == "not playing a maneuver"
    assert isinstance(a.effects[0], A.MoveCards) and a.effects[0].destination.position == "bottom"
    # the past tense "played", and "overturn 3 less cards" (a smaller overturning)
    a = ability("When you unsuccessfuly played an antic and overturn cards for not playing a maneuver: overturn 3 less "
                "cards.")
    assert kinds(a) == [("when_unsuccessful", "you"), ("when_player_overturns", "you")]


def test_whenthis_in_a_list_of_places_or_rfg():
    # "When this card is in your Ring, Ringside, or RFG": while it is in any of them (N.EitherTrigger)
    for text in ("ACE: During your turn when this card is in your Ring, Ringside, or RFG, you may discard 2 cards, put "
                 "it in your Backlash, and then end the turn.",
                 "ACE: During your turn when this card is in your Ring, Ringside, or removed from the game, you may "
                 "discard 2 cards, and then put it in your Backlash and end your turn."):
        (ab,) = parse_sentence(text).clauses
        either = ab.triggers[1]
        assert isinstance(either, N.EitherTrigger)
        assert [(t.kind, t.zone) for t in either.any_of] == [
            ("while_in_ring", A.Zone("ring", "you")), ("while_in_zone", A.Zone("ringside", "you")),
            ("while_in_zone", A.Zone("game", "any"))]


def test_whenthis_done_for_one_effect():
    # "for his effect", "for a non-damage effect", "for a card effect": the cause, as the plural forms
    ab = ability("When this card is in your hand and your opponent would look at your hand for his effect, you may put "
                 "this card into your Ring.")
    assert ab.triggers[1].kind == "when_would" and ab.triggers[1].cause == "his effects"
    ab = ability("When this card is in your Ring, whenever you overturn a card for a non-damage effect, you may discard "
                 "2 cards.")
    assert ab.triggers[1].kind == "when_player_overturns" and ab.triggers[1].cause == "any non-damage card effects"
    ab = ability("When you overturn 2+ cards for a card effect, put up to 1 non-reversal maneuver overturned for that "
                 "effect into your hand.")
    assert ab.triggers[0].kind == "when_player_overturns" and ab.triggers[0].cause == "any card effects"


def test_move_reveal_this_card_when_superstar_is_revealed():
    """ "Reveal this card when Bobby Fish is revealed." (the Superstar card revealed: when_revealed, its title)"""
    node = ability("Reveal this card when Bobby Fish is revealed.")
    (reveal,) = node.effects
    assert isinstance(reveal, A.Reveal) and reveal.what == "this card"
    (trigger,) = node.triggers
    assert trigger.kind == "when_revealed" and trigger.filter.titled == ("Bobby Fish",)


def test_move_when_titled_card_would_be_put_into_zone():
    """ "When This Is My Brutality! would be put into your Ringside, put it into your Ring instead." (that card's move
    replaced, as "When this card would be put into ...")"""
    node = ability("When This Is My Brutality! would be put into your Ringside, put it into your Ring instead.")
    (trigger,) = node.triggers
    assert trigger.kind == "when_would"
    move = trigger.event
    assert isinstance(move, A.MoveCards) and move.destination == A.Zone("ringside", "you")
    assert move.cards.filter.titled == ("This Is My Brutality!",) and not move.this_card
    from judgebot.cardtext import triggers_ast as N

    (instead,) = node.effects
    assert isinstance(instead, N.Instead) and instead.effect.destination == A.Zone("ring", "you")


def test_move_when_his_effect_would_cause_you_to_discard():
    """ "When his effect would cause you to discard any number of cards" reads as "When you would discard any number of
    cards for his effects"."""
    node = ability("When his effect would cause you to discard any number of cards, you may hide this card instead.")
    (trigger,) = node.triggers
    same = ability("When you would discard any number of cards for his effects, you may hide this card instead.")
    assert trigger == same.triggers[0]
    assert trigger.kind == "when_would" and trigger.by == "you" and trigger.cause == "his effects"
    assert isinstance(trigger.event, A.Discard) and trigger.event.quantity.any_number
    assert node.effects == same.effects


def test_whenthis_an_action_you_are_made_to_do():
    # "your opponent causes you to discard cards", "your other cards cause you to draw cards": your action, `cause` the
    # effects that make you do it
    ab = ability("When From NXT to WWE is in your Ring and your opponent causes you to discard cards, he discards 1 card.")
    (ev,) = ab.triggers
    assert ev.kind == "when_player_discards" and ev.by == "you" and ev.cause == "his effects"
    assert ab.condition.kind == "card_in_zone" and ab.condition.filter.titled == ("From NXT to WWE",)
    s = parse_sentence("When this card is in your Ring and your other cards cause you to draw cards, draw up to 1 "
                       "additional card, and when your other cards cause you to move cards from your Ringside into your "
                       "Arsenal, put up to 1 card from your Ringside on the bottom of your Arsenal.")
    assert s.is_parsed
    first, second = s.clauses
    assert first.triggers[1].kind == "when_player_draws" and first.triggers[1].cause == "your other card effects"
    (moved,) = second.triggers
    assert moved.kind == "when_player_moves" and moved.cause == "your other card effects"
    assert moved.event.source == A.Zone("ringside", "you") and moved.event.destination == A.Zone("arsenal", "you")


def test_whenthis_use_the_effect_of_a_card():
    ab = ability("When this card is in your Ring and you use the effect of The NXT Breakout Star, you may overturn 1 card "
                 "and draw 1 card.")
    used = ab.triggers[1]
    assert used.kind == "when_player_uses_effect" and used.by == "you"
    assert used.filter.titled == ("The NXT Breakout Star",)


def test_whenthis_face_up_under_a_card_and_discarded_for_either_cause():
    ab = ability("When this card is face-up under The Selfie Stick, once during each of your turns you may put 1 card "
                 "under The Selfie Stick into your Ringside.")
    where = ab.triggers[0]
    assert where.kind == "while_in_zone" and where.zone.name == "under_card" and where.zone.card == "The Selfie Stick"
    assert where.filter.qualifiers == ("face-up",)
    ab = ability("When this card is discarded for the Chain trait or your opponent's effects, you may reveal it, and then "
                 "put this card and 1 random card in your Ringside on the bottom of your Arsenal.")
    (ev,) = ab.triggers
    assert ev.kind == "when_discarded" and ev.cause == "the Chain trait or his effects"


def test_turn_you_may_first_before_the_event_that_would_happen():
    # "When you would Bury your hand for your Ability, you may first Stack 1 hand card.": "first" says the step
    # comes before the event the "would" trigger names (the trigger's own timing)
    node = ability("When you would Bury your hand for your Ability, you may first Stack 1 hand card.")
    (opt,) = node.effects
    assert isinstance(opt, A.Optional) and type(opt.effect).__name__ == "Stack"
    assert opt.effect.cards.filter.qualifiers == ("in hand",)
    (trigger,) = node.triggers
    assert trigger.kind == "when_would" and type(trigger.event).__name__ == "Bury"


def test_turn_first_you_may_at_the_head_of_the_step():
    node = ability("When this card would be Flipped face-down, first you may Stack 1- RFG maneuvers.")
    (opt,) = node.effects
    assert isinstance(opt, A.Optional) and opt.player == "you" and type(opt.effect).__name__ == "Stack"
    assert opt.effect.cards.filter.kinds == ("Maneuver",)
    assert node.triggers[0].kind == "when_would"


def test_turn_each_turn_when_you_play_your_first_maneuver_with_a_word():
    # no turn named after the card: the first of the turn ("first each turn"), under the "Each turn" window
    node = ability("Each turn, when you play your first maneuver with 'judo' in the title, choose 1: it is Chain; "
                   "it is Multi; or it is +10F, +10D, and +1 Stun.")
    window, plays = node.triggers
    assert window.kind == "during_any_turn"
    assert plays.kind == "when_player_plays" and plays.by == "you"
    assert plays.filter.kinds == ("Maneuver",) and plays.filter.title_words == ("judo",)
    assert plays.filter.qualifiers == ("first each turn",)
    (choice,) = node.effects
    assert isinstance(choice, A.Choice) and len(choice.options) == 3


def test_turn_when_you_successfully_play_your_first_maneuver_after_the_effect():
    node = ability("Your opponent discards 1 card when you successfully play your first maneuver during each of your "
                   "turns.")
    (discard,) = node.effects
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    (trigger,) = node.triggers
    assert trigger.kind == "when_player_plays" and trigger.by == "you"
    assert trigger.filter.kinds == ("Maneuver",)
    assert trigger.filter.qualifiers == ("first each turn", "successfully played")


def test_whenplayed_discard_and_name_a_target():
    from judgebot.cardtext.virtual_ast import HasNamedTarget
    a = ability("When played, if you discard 1 card and name a Target: this card instead has that Target when played.")
    assert [t.kind for t in a.triggers][:3] == ["when_played", "when_player_discards", "when_player_names"]
    assert a.triggers[2].by == "you" and a.triggers[2].event == A.Name("you", "target")
    assert isinstance(a.effects[0], HasNamedTarget) and a.effects[0].scope.kind == "this"


def test_whenplayed_card_goes_into_any_ring():
    a = ability("When a card goes into any player's Ring area, that player overturns 1 card.")
    (t,) = a.triggers
    assert t.kind == "when_player_moves" and t.by == "any" and t.cause == "any reason"
    assert t.event.destination == A.Zone("ring", "any") and t.filter.kinds == ("Card",)
    assert isinstance(a.effects[0], A.Overturn)


def test_move_reveal_this_card_when_titled_card_is_put_into_ring():
    """ "*Reveal this card when High-Flying Style is put into your Ring." (that card put there, by any player)"""
    node = ability("*Reveal this card when High-Flying Style is put into your Ring.")
    (trigger,) = node.triggers
    assert trigger.kind == "when_player_moves" and trigger.by == "any" and trigger.zone == A.Zone("ring", "you")
    assert trigger.filter.titled == ("High-Flying Style",)
    assert trigger.event.destination == A.Zone("ring", "you") and trigger.event.cards.filter.titled == ("High-Flying Style",)


def test_move_when_titled_card_is_going_to_ringside_or_rfg():
    """ "When Bald is Beautiful is going to your Ringside or being removed from the game, put it in your Backlash
    instead." (either move of that card, replaced)"""
    node = ability("When Bald is Beautiful is going to your Ringside or being removed from the game, put it in your "
                   "Backlash instead.")
    (either,) = node.triggers
    move, rfg = either.any_of
    assert move.kind == rfg.kind == "when_would"
    assert isinstance(move.event, A.MoveCards) and move.event.destination == A.Zone("ringside", "you")
    assert move.event.cards.filter.titled == ("Bald is Beautiful!",)
    assert isinstance(rfg.event, A.RemoveFromGame) and rfg.event.cards.filter.titled == ("Bald is Beautiful!",)


def test_whenthis_your_opponent_causes_you_to_discard_any_number():
    ab = ability("When this card is in your Ring area, if your opponent causes you to discard any number of cards, you "
                 "may put this card into your hand instead of discarding.")
    ev = ab.triggers[1]
    assert ev.kind == "when_player_discards" and ev.by == "you" and ev.cause == "his effects"
    assert ev.event.quantity == A.Quantity(any_number=True)


def test_whenthis_rfg_as_the_verb_of_a_moment():
    # "When you RFG cards for your Ability": the Virtual verb RFG (the lexer reads "RFG cards" as one description)
    ab = ability("When you RFG cards for your Ability, put up to 3 of those cards on the bottom of your Arsenal instead.")
    ev = ab.triggers[0]
    assert ev.kind == "when_player_removes" and ev.by == "you" and ev.cause == "your Ability"
    assert isinstance(ev.event, A.RemoveFromGame) and ev.event.cards.filter.kinds == ("Card",)
    ab = ability("When your opponent RFG Ringside cards for the Volley trait, you may choose 1 of those cards, put it in "
                 "their Ringside, and RFG 1 of their Ringside cards.")
    ev = ab.triggers[0]
    assert ev.kind == "when_player_removes" and ev.by == "opponent" and ev.cause == "the Volley trait"
    assert ev.event.cards.zone == A.Zone("ringside", "opponent")


def test_whenthis_his_effect_would_cause_you_to_discard():
    ab = ability("When his effect would cause you to discard any number of cards, you may hide this card instead.")
    (ev,) = ab.triggers
    assert ev.kind == "when_would" and ev.by == "you" and ev.cause == "his effects"
    assert isinstance(ev.event, A.Discard) and ev.event.player == "you" and ev.event.quantity.any_number


def test_whenplayed2_cannot_play_on_their_next_turn():
    # "on their next turn": the opponent's next turn (as "on his next turn")
    s = parse_sentence("When successful and you are Bret 'The Hitman' Hart, opponent cannot play non-maneuver cards on "
                       "their next turn.")
    assert s.is_parsed
    (p,) = s.clauses[0].effects
    assert isinstance(p, A.Prohibition) and p.player == "opponent" and p.action == "play"
    assert p.filter.excludes == ("Maneuver",)
    ref = parse_sentence("When successful, opponent cannot play non-maneuver cards on his next turn.").clauses[0]
    assert p == ref.effects[0]


def test_turn10_blank_while_this_card_in_ring_on_other_card():
    # "that card is blank while this card is in your Ring": the place names this card, so it times the clause about
    # the other card (as the leading "While this card is in your Ring, that card is blank")
    s = parse_sentence("As an action, choose 1 card in your opponent's Ring, that card is blank while this card is in "
                       "your Ring.")
    assert s.is_parsed
    choose, blank = s.clauses
    assert choose.triggers[0].kind == "as_action" and isinstance(choose.effects[0], A.Choose)
    (b,) = blank.effects
    assert isinstance(b, A.Blank) and b.scope.kind == "it"
    (t,) = blank.triggers
    assert t.kind == "while_in_ring" and t.zone == A.Zone("ring", "you")
    ref = parse_sentence("While this card is in your Ring, that card is blank.").clauses[0]
    assert blank == ref


def test_turn10_gains_text_and_that_card_blank_while_this_in_ring():
    s = parse_sentence("This card gains the text of the chosen card, and that card is blank while this card is in "
                       "your Ring.")
    assert s.is_parsed
    gains, blank = s.clauses
    assert type(gains.effects[0]).__name__ == "GainsTextOf" and gains.effects[0].target.kind == "this"
    assert isinstance(blank.effects[0], A.Blank) and blank.effects[0].scope.kind == "it"
    assert blank.triggers[0].kind == "while_in_ring"


def test_turn10_when_it_is_in_zone_still_only_on_this_card():
    # "when it is in ..." does not name this card: on a clause about other cards it stays unread
    assert not parse_sentence("Your Running Bulldog cards are Chain when it is in your Ring.").is_parsed


def test_reverse10_opponent_reverses_a_kind_or_a_kind_from_hand():
    # "a Core or a Mean" (each kind with its article): either kind, as "a Core or Mean"
    s = parse_sentence("Your opponent reverses a Core or a Mean from his hand: draw up to 1 card.")
    assert s.is_parsed
    (tr,) = s.clauses[0].triggers
    assert tr.kind == "when_player_reverses" and tr.by == "opponent" and tr.zone == A.Zone("hand", "opponent")
    assert tr.filter.kinds == ("Core", "Mean") and tr.filter.played_from == ("hand",)
    ref = parse_sentence("Your opponent reverses a Core or Mean from his hand: draw up to 1 card.").clauses[0]
    assert s.clauses[0] == ref


def test_when10_opponent_promos_is_the_virtual_action():
    # "your opponent Promos": the Promo keyword action (as "he Promo"), not the Promo trait
    ab = ability("When this card is in your Ring and your opponent Promos, he then discards 1 random card.")
    kinds = [(t.kind, t.by) for t in ab.triggers]
    assert ("when_player_promos", "opponent") in kinds
    (d,) = ab.effects
    assert isinstance(d, A.Discard) and d.player == "opponent" and d.quantity.random


def test_when10_he_must_then_discard():
    ab = ability("When this card is in your Ring area, if opponent successfully plays a Maneuver or Action card from "
                 "his hand, he must then discard a card.")
    (d,) = ab.effects
    assert isinstance(d, A.Discard) and d.player == "opponent" and d.quantity.count == 1
    (play,) = [t for t in ab.triggers if t.kind == "when_player_plays"]
    assert play.by == "opponent" and set(play.filter.kinds) == {"Maneuver", "Action"}


def test_move10_if_you_chose_cards_is_when_player_chooses():
    ab = ability("If you chose 2+ cards, both players may then draw 1 card.")
    (t,) = ab.triggers
    assert t.kind == "when_player_chooses" and t.by == "you"
    assert t.event.cards.quantity.count == 2 and t.event.cards.quantity.at_least
    (eff,) = ab.effects
    assert isinstance(eff, A.Optional) and isinstance(eff.effect, A.Draw) and eff.effect.player == "both"


def test_move10_before_you_play_this_card_is_before_playing():
    ab = ability("As a maneuver, before you play this card, you may discard up to 10 cards.")
    kinds = [t.kind for t in ab.triggers]
    assert kinds == ["as_maneuver", "before_playing"]
    assert ab.triggers[1].by == "you" and "this card" in ab.triggers[1].filter.qualifiers
    (eff,) = ab.effects
    assert isinstance(eff.effect, A.Discard) and eff.effect.quantity.count == 10 and eff.effect.quantity.up_to


def test_move10_when_you_draw_less_than_3_cards_is_2_or_fewer():
    ab = ability("Draw up to 3 cards; when you draw less than 3 cards, your opponent discards 1 card.", 1)
    (t,) = ab.triggers
    assert t.kind == "when_player_draws" and t.by == "you"
    assert t.event.quantity.count == 2 and t.event.quantity.up_to
    (eff,) = ab.effects
    assert isinstance(eff, A.Discard) and eff.player == "opponent" and eff.quantity.count == 1


def test_move11_instead_comma_after_skipped_draw():
    s = parse_sentence("Do not draw cards during your Draw Segment; instead, search your Arsenal for 1 card, put it into "
                       "your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    insteads = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.Instead)]
    assert len(insteads) == 1
    search = insteads[0].effect
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "you"),)
    assert search.cards.quantity.count == 1


def test_whenthis11_during_your_turn_or_about_to_lose():
    s = parse_sentence("ACE: During your turn or when you are about to lose the game via Pinfall victory, you may put "
                       "this card into your Ringside, shuffle up to 8 cards from your Ringside into your Arsenal, and "
                       "end the current turn.")
    assert s.is_parsed
    (ace,) = s.clauses
    assert isinstance(ace, A.ActivatedEffect)
    (t,) = ace.triggers
    assert t.kind == "either"
    turn, lose = t.any_of
    assert turn.kind == "during_your_turn"
    assert (lose.kind, lose.by, lose.how) == ("when_about_to_lose", "you", "pinfall")
    ab = ability("During your turn or if you are about to lose the game via Pinfall victory, you may put this card "
                 "into your Ringside pile, shuffle up to 9 cards from your Ringside pile into your Arsenal, and end "
                 "the current turn.")
    assert [p.kind for p in ab.triggers[0].any_of] == ["during_your_turn", "when_about_to_lose"]


def test_whenthis11_moment_or_your_turn_while_in_zone():
    from judgebot.cardtext.triggers_ast import AllTriggers
    ab = ability("When this card is overturned, or during your turn when it is in your hand, you may put this card "
                 "into your Ring.")
    (t,) = ab.triggers
    first, second = t.any_of
    assert t.kind == "either" and first.kind == "when_overturned"
    assert isinstance(second, AllTriggers)
    turn, where = second.all_of
    assert turn.kind == "during_your_turn"
    assert where.kind == "while_in_zone" and where.zone == A.Zone("hand", "you")
    (eff,) = ab.effects
    assert isinstance(eff, A.Optional) and isinstance(eff.effect, A.MoveCards) and eff.effect.this_card
    assert eff.effect.destination.name == "ring"
    ab = ability("When this card is unsuccessful, or during your turn when it is in your Ringside, you may put it "
                 "into your Backlash regardless of other effects.")
    first, second = ab.triggers[0].any_of
    assert first.kind == "when_unsuccessful" and second.all_of[1].zone == A.Zone("ringside", "you")


def test_whenplayed11_either_moment_second_with_state():
    ab = ability("When you successfully play an Assault, or when you are a Revolution Superstar and successfully play a "
                 "Sheamus-specific card: draw up to 1 card.")
    from judgebot.cardtext import triggers_ast as N
    (t,) = ab.triggers
    assert isinstance(t, N.EitherTrigger)
    first, second = t.any_of
    assert first.kind == "when_player_plays" and first.filter.kinds == ("Assault",)
    assert isinstance(second, N.MomentWithState) and second.kind == "when_player_plays" and second.by == "you"
    assert second.state.kind == "superstar_is" and second.state.names == ("Revolution",)
    assert "successfully played" in second.moment.filter.qualifiers
    (eff,) = ab.effects
    assert isinstance(eff, A.Draw) and eff.quantity.count == 1 and eff.quantity.up_to


def test_whenplayed11_either_moment_after_another_moment_is_not_read():
    s = parse_sentence("Before your first Draw Segment of the game, when your maneuver is successful, or when you "
                       "reverse a maneuver: Backstage Search 1 maneuver.")
    assert not s.is_parsed


def test_whenplayed11_successfully_play_or_put_is_either():
    ab = ability("When you successfully play or put a Backlash card into your Ring, he discards 1 card.")
    from judgebot.cardtext import triggers_ast as N
    (t,) = ab.triggers
    assert isinstance(t, N.EitherTrigger)
    play, put = t.any_of
    assert play.kind == "when_player_plays" and play.by == "you" and "successfully played" in play.filter.qualifiers
    assert put.kind == "when_player_moves" and put.event.destination.name == "ring"
    (eff,) = ab.effects
    assert isinstance(eff, A.Discard) and eff.player == "opponent" and eff.quantity.count == 1


def test_whenplayed11_until_greater_or_fewer_hand_cards():
    ab = ability("When successful and you have fewer Hand cards than your opponent, choose 1: Draw cards until you "
                 "have greater Hand cards, or he discards until he has fewer Hand cards.")
    (choice,) = ab.effects
    draw, discard = choice.options
    assert isinstance(draw, A.Draw) and draw.quantity.equal_to == "until the hand of you has more cards than the hand of opponent"
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert discard.quantity.equal_to == "until the hand of opponent has fewer cards than the hand of you"
    assert ab.condition.stat == "hand_size" and ab.condition.comparison == "less"


def test_revdef11_state_and_opponent_reverses_your_maneuver():
    s = parse_sentence("When the top card of your Arsenal is a reversal and your opponent reverses your maneuver, you "
                       "may put this card into your Ring.")
    assert s.is_parsed
    (ab,) = s.clauses
    (t,) = ab.triggers
    assert t.kind == "when_player_reverses" and t.by == "opponent"
    assert t.filter.kinds == ("Maneuver",) and t.filter.owner == "you"
    assert ab.condition is not None


def test_revdef11_state_and_opponent_reverses_from_arsenal_header():
    s = parse_sentence("When you are a Revolution Superstar and your opponent reverses your maneuver with 'kick' in the "
                       "title from Arsenal: put up to 1 card from your Ringside on the bottom of your Arsenal.")
    assert s.is_parsed
    (ab,) = s.clauses
    (t,) = ab.triggers
    assert t.kind == "when_player_reverses" and t.by == "opponent"
    assert t.filter.title_words == ("kick",) and t.filter.played_from == ("arsenal",)


def test_turn11_would_lose_the_game_and_would_discard():
    """"when you would lose the game via Pinfall Victory" (as "if you are about to lose the game via Pinfall victory");
    "when you would discard," (any discard of yours, replaced: as "when you would discard for X", no cause)."""
    (ab,) = parse_sentence("During your opponent's turn, when you would discard, you may instead RFG that many Ringside "
                           "cards.").clauses
    would = ab.triggers[-1]
    assert would.kind == "when_would" and would.by == "you" and isinstance(would.event, A.Discard)
    rfg = ab.effects[0].effect.effect
    assert isinstance(rfg, A.RemoveFromGame) and rfg.cards.quantity.equal_to == "that many"
    s = parse_sentence("During any turn when you would lose the game via Pinfall Victory, you may put this card into "
                       "your Ring from your Backlash or Ringside, shuffle up to 10 cards from your Ringside and 2 of your "
                       "cards removed from the game into your Arsenal, your opponent puts up to 1 Trademark Finisher "
                       "from his Ring into his Ringside, and end the current turn.")
    lose = s.clauses[0].triggers[-1]
    assert lose.kind == "when_about_to_lose" and lose.by == "you" and lose.how == "pinfall"


def test_whenplayed11_until_equal_hand_cards_in_an_option():
    ab = ability("Before your first Draw Segment, choose 1: Arsenal Search 2 different non-Unique maneuvers, or when you "
                 "have fewer Hand cards than your opponent, draw cards until you have equal Hand cards.")
    (choice,) = ab.effects
    search, cond = choice.options
    assert isinstance(search, A.Search)
    assert cond.condition.stat == "hand_size" and cond.condition.comparison == "less"
    assert isinstance(cond.effect, A.Draw)
    assert cond.effect.quantity.equal_to == "until the hand of you has as many cards as the hand of opponent"


def test_turn13_when_he_has_played_a_card_until_it_is_resolved():
    s = parse_sentence("During his turn, when he has played a card, you may overturn 2 cards and his card is no longer "
                       "Chain, Volley or Multi until it is resolved.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["during_opponent_turn", "when_player_plays"]
    assert ab.triggers[1].by == "opponent" and ab.triggers[1].filter.kinds == ("Card",)
    (cons,) = [n for n in A.iter_nodes(ab) if isinstance(n, A.Considered)]
    assert cons.negated and cons.duration == "until_resolved"


def test_move13_when_you_would_promo_is_a_replaced_promo():
    """"When you would Promo, you may put the cards not chosen on the bottom of your Arsenal instead ...": the Promo is
    the action replaced (kind "when_would", its event a Promo of yours)."""
    from judgebot.cardtext import ast as A
    from judgebot.cardtext.parser import parse_sentence
    s = parse_sentence("When you would Promo, you may put the cards not chosen on the bottom of your Arsenal instead "
                       "and then overturn 1 card.")
    assert s.is_parsed
    (node,) = s.clauses
    (trigger,) = node.triggers
    assert trigger.kind == "when_would" and trigger.by == "you"
    assert isinstance(trigger.event, A.Promo) and trigger.event.player == "you"


def test_move13_you_may_instead_promo():
    """"..., you may instead Promo: 3.": a Promo: 3 in place of the overturn replaced (as "you may instead draw 3
    cards")."""
    from judgebot.cardtext import ast as A
    from judgebot.cardtext.parser import parse_sentence
    s = parse_sentence("When you have equal or lower Fortitude and you would overturn cards for Don't Call Me Crazy!, "
                       "you may instead Promo: 3.")
    assert s.is_parsed
    (promo,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Promo)]
    assert promo == A.Promo("you", 3)
    draw = parse_sentence("When you have equal or lower Fortitude and you would overturn cards for Don't Call Me "
                          "Crazy!, you may instead draw 3 cards.")
    assert s.clauses[0].triggers == draw.clauses[0].triggers


def test_whenplayed13_a_card_becoming_successful_after_a_state():
    # "When you have lower Fortitude and your opponent's maneuver becomes successful"
    ab = ability("When you have lower Fortitude and your opponent's maneuver becomes successful, they may discard 1 "
                 "card.")
    (t,) = ab.triggers
    assert t.kind == "when_player_plays" and t.by == "opponent"
    assert t.filter.kinds == ("Maneuver",) and "successfully played" in t.filter.qualifiers
    assert ab.condition.kind == "compare" and ab.condition.player == "you"


def test_whenplayed13_turn_ends_and_you_did_not_play():
    ab = ability("If your turn ends and you did not successfully play a card, you may put 1 card from your Ringside "
                 "under this card.")
    (t,) = ab.triggers
    assert t.kind == "end_of_turn" and t.by == "you"
    c = ab.condition
    assert c.kind == "played_this_turn" and c.negated and c.player == "you" and c.names == ("successfully",)
    ab = ability("When your turn ends and you did not play a maneuver, put the top 2 cards of your Arsenal into your "
                 "Backstage Area.")
    assert ab.condition.kind == "played_this_turn" and ab.condition.negated and ab.condition.names == ()
    assert ab.condition.filter.kinds == ("Maneuver",)
    # a state after the end of the turn stays a state
    ab = ability("When your turn ends and this card is your Ringside, you may discard 2 cards and then put this card "
                 "in your Backlash.")
    assert ab.triggers[0].kind == "end_of_turn"
