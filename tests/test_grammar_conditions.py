"""Conditions on cards and on the game state read into typed nodes (grammar/conditions.lark).

Every sentence is the text of the card named in the test.  A condition the resolver
(judgebot/rules/effects.py `condition_from`) does not check gets a kind of its own, so
it is reported as not checked rather than mis-read as a kind it knows.
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence
from judgebot.rules.effects import condition_from
from judgebot.rules.facts import Condition


def only(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    assert len(s.clauses) == 1, s.clauses
    return s.clauses[0]


def cond_of(sentence: str) -> A.Condition:
    return only(sentence).condition


# ---------------------------------------------------------------- the next card played


def test_first_card_on_next_turn_is_a_next_card_test():
    # 500lbs. of Raw Power!
    node = only("If your first card played on your next turn is a maneuver, it cannot be reversed.")
    assert isinstance(node, A.ReversalRestriction) and node.kind == "cannot_be_reversed"
    assert node.condition == A.Condition("next_card_is", player="you", filter=A.CardFilter(kinds=("Maneuver",)))


def test_next_card_is_one_of_two_kinds():
    # Listen Up, Sunshine!
    c = cond_of("If your next card played this turn is a Submission maneuver or Action, it cannot be reversed "
                "from your opponent's hand or Backlash deck.")
    assert c.kind == "next_card_is"
    assert c.filter.alternatives == (A.CardFilter(kinds=("Submission",)), A.CardFilter(kinds=("Action",)))


def test_next_card_played_without_this_turn():
    # Total Teamwork
    node = only("When your next card played is a maneuver, it can only be reversed from Arsenal.")
    assert node.kind == "only_from" and node.zones == ("arsenal",)
    assert node.condition.kind == "next_card_is" and node.condition.filter.kinds == ("Maneuver",)


def test_next_card_titled_or_named_by_title():
    # Knee Bar; WALTER's Sleeper
    c = cond_of("If your next card played this turn is titled Workin' on the Knee, it cannot be reversed from "
                "your opponent's hand or Backlash deck.")
    assert c.kind == "next_card_is" and c.filter.titled == ("Workin' on the Knee",)
    c = cond_of("When your next card played is Maintain Hold or From the Top Rope, it cannot be reversed "
                "from Backlash.")
    assert c.kind == "next_card_is" and c.filter.titled == ("Maintain Hold", "From the Top Rope")


def test_next_card_keeps_the_kind_the_subject_names():
    # The Best Defense is a Good Offense
    c = only("When your next Pre-match card played is Raw, your Pre-match Capacity is +2.").condition
    assert c.kind == "next_card_is"
    assert c.filter.kinds == ("Pre-match",) and c.filter.traits == ("Raw",)


def test_next_card_is_not_is_not_a_next_card_effect():
    # Down and Out: "not a Maneuver card" must not make the end of turn apply to the next maneuver
    c = cond_of("If your next card played this turn is not a Maneuver card, end your turn.")
    assert c.kind == "card_played_is" and c.negated and c.names == ("next",)
    assert "Maneuver" in c.filter.kinds
    assert condition_from(c).kind == "unread"


def test_first_card_of_opponents_next_turn():
    # Baseball Slide: his card, not yours
    s = parse_sentence("When reversed from your opponent's hand, if the first card played on his next turn is a "
                       "maneuver, it cannot be reversed.")
    assert s.is_parsed
    (c,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Condition)]
    assert c.kind == "card_played_is" and c.player == "opponent" and c.names == ("first next turn",)


def test_first_card_you_play_on_your_turn():
    # Macho Man Randy Savage
    c = cond_of("When the first card you play on your turn is From the Top Rope, it cannot be reversed.")
    assert c.kind == "card_played_is" and c.player == "you" and c.names == ("first turn",)
    assert c.filter.titled == ("From the Top Rope",)


# ---------------------------------------------------------------- a card the text names


def test_reversed_card_is_unique():
    # An Ultimate Fighter (second sentence)
    s = parse_sentence("As a reversal, reverse any maneuver and your opponent overturns 4 cards; when the "
                       "reversed card is Unique, overturn 4 cards.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition))
    assert c.kind == "card_is" and c.names == ("reversed",) and c.filter.traits == ("Unique",)


def test_reversed_card_was_one_of_two_traits():
    # Quite Manly
    s = parse_sentence("When the reversed card was Volley or Heat, remove it from the game; when it was Chain, "
                       "your opponent discards 2 random cards.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition))
    assert c.kind == "card_is" and c.names == ("reversed",)
    assert [a.traits for a in c.filter.alternatives] == [("Volley",), ("Heat",)]


def test_overturned_card_is_not():
    # Revolution Ariel's Augural Affection
    c = cond_of("If the overturned card is not an Extreme: overturn 6 cards and your opponent discards 3 cards.")
    assert c.kind == "card_is" and c.negated and c.names == ("overturned",)
    assert c.filter.kinds == ("Extreme",)
    assert condition_from(c).kind == "unread"


def test_this_card_damage_range():
    # Hyperdrive
    c = only("When this card is D: 30+, it cannot be reversed from hand.").condition
    assert c.kind == "card_is" and c.names == ("this",) and c.filter.damage == A.Range("D", 30, None)


def test_that_card_was_a_damage_range_maneuver():
    # Cougar Splash
    c = cond_of("When that card was a 5D+ maneuver, this card is Multi, +5D, and +2 Stun Value.")
    assert c.kind == "card_is" and c.names == ("it",)
    assert c.filter.kinds == ("Maneuver",) and c.filter.damage.low == 5


def test_top_card_of_arsenal():
    # Pourquoi?
    s = parse_sentence("As a maneuver, when the top card of your Arsenal is a maneuver, this card is -6F.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition))
    assert c.kind == "card_is" and c.names == ("top you arsenal",) and c.filter.kinds == ("Maneuver",)


def test_card_moved_is_zero_fortitude_maneuver():
    # Ric Flair
    c = cond_of("If the card moved is a maneuver of F:0, your opponent may shuffle it into his Arsenal.")
    assert c.kind == "card_is" and c.names == ("moved",)
    assert c.filter.kinds == ("Maneuver",) and c.filter.fortitude == A.Range("F", 0, 0)


def test_that_card_is_your_next_card():
    # One More Time - One Last Chance
    c = cond_of("When that card is your next card played this turn, you may ignore the 'Can only be played "
                "after...'text.")
    assert c.kind == "card_is_next" and c.names == ("it", "next") and c.player == "you"


# ---------------------------------------------------------------- what happened before


def test_opponent_successfully_played_last_turn():
    # Calculated Revenge
    node = only("Can only be played when your opponent successfully played a maneuver last turn.")
    assert node.kind == "only_when"
    c = node.condition
    assert c.kind == "played_last_turn" and c.player == "opponent" and c.names == ("successfully",)
    assert c.filter.kinds == ("Maneuver",) and not c.negated


def test_opponent_played_during_his_last_turn():
    # Wake Up...
    node = only("Cannot be played when your opponent played a maneuver during his last turn.")
    assert node.kind == "cannot_when"
    assert node.condition.kind == "played_last_turn" and node.condition.names == ()


def test_opponent_did_not_attempt_to_play():
    # Use 'em or Lose 'em
    c = only("Can only be played if your opponent did not attempt to play a card his last turn.").condition
    assert c.kind == "played_last_turn" and c.negated and c.names == ("attempt",)
    assert c.player == "opponent" and c.filter.kinds == ("Card",)


def test_opponent_used_an_activated_card_effect():
    # Springboard Body Block
    node = only("This card is -10F if your opponent used an Activated Card Effect during his last turn.")
    assert isinstance(node, A.Modifier) and node.changes[0].amount == -10
    assert node.condition == A.Condition("used_ace_last_turn", player="opponent")


def test_unless_both_are_reversed():
    # Panic Assault: "Unless both maneuvers are reversed when played, ..."
    s = parse_sentence("Unless both cards are reversed when played, draw 1 card.")
    c = only("Unless both cards are reversed when played, draw 1 card.").condition
    assert s.is_parsed
    assert c.kind == "result" and c.names == ("reversed",) and c.negated
    assert c.quantity == A.Quantity(count=2, all=True)


# ---------------------------------------------------------------- "for each X"


def test_discard_for_every_card_he_has_in_his_ring():
    # Call to the Crowd
    node = only("Opponent must discard 1 card for every HEEL card he has in his Ring area.").effects[0]
    assert isinstance(node, A.ForEach)
    assert node.cards.filter.traits == ("Heel",) and node.cards.filter.owner == "opponent"
    assert node.cards.zone == A.Zone("ring", "opponent")
    assert isinstance(node.effect, A.Discard) and node.effect.player == "opponent"
    assert node.effect.quantity.count == 1


def test_he_discards_for_every_card_in_your_ring():
    # Kokubetsu
    node = only("He discards 1 card for every Superstar-specific card in your Ring area.").effects[0]
    assert isinstance(node, A.ForEach) and node.effect.player == "opponent"
    assert node.cards.zone == A.Zone("ring", "you") and node.cards.filter.traits == ("Superstar-specific",)


def test_draw_for_each_card_discarded():
    # Genetic Freak Push-ups
    seq = only("Discard up to 4 cards and then draw 2 cards for each card discarded.").effects[0]
    discard, each = seq.effects
    assert isinstance(discard, A.Discard) and discard.quantity == A.Quantity(count=4, up_to=True)
    assert isinstance(each, A.ForEach) and each.cards.filter.qualifiers == ("discarded",)
    assert isinstance(each.effect, A.Draw) and each.effect.quantity.count == 2


# ---------------------------------------------------------------- relative clauses, "with a"


def test_maneuver_that_is_not_chain_or_heat():
    # Volleyed Beyond the Edge
    node = only("Reverse any non-unique maneuver that is not Chain or Heat and end your opponent's turn.")
    (target,) = node.targets
    assert target.kinds == ("Maneuver",) and target.excludes == ("Unique", "Chain", "Heat")


def test_follow_up_that_is_not_extreme_or_trademark():
    # Revolution Jack Swagger
    s = parse_sentence("Once during each of your turns when you successfully play a maneuver: search your Arsenal "
                       "for a Follow-up that is not Extreme or Trademark, reveal it, put it in your hand, and shuffle.")
    assert s.is_parsed
    search = next(n for n in A.iter_nodes(s) if isinstance(n, A.Search))
    f = search.cards.filter
    assert "Extreme" in f.excludes and "Trademark" in f.excludes


def test_cards_that_are_one_of_three_traits():
    # You Will Witness History
    s = parse_sentence("At the end of the Pre-match phase, search your Arsenal for 2 different non-unique cards that "
                       "are Chain, Heat, or Volley maneuvers, reveal them to your opponent, put them into your hand, "
                       "and shuffle your Arsenal.")
    assert s.is_parsed
    f = next(n for n in A.iter_nodes(s) if isinstance(n, A.Search)).cards.filter
    assert "Unique" in f.excludes
    assert sorted(a.traits[0] for a in f.alternatives) == ["Chain", "Heat", "Volley"]


def test_that_is_not_a_range_and_a_kind_is_either_one_missing():
    # The 8th Wonder of the World: "cards that are not F:0 maneuvers" cannot be said with excludes alone (a non-F:0
    # non-maneuver card would be neither): a card that is not F:0, or a card that is not a maneuver
    s = parse_sentence("Overturn 8 cards and then put up to that many cards that are not F:0 maneuvers from your "
                       "opponent's Ring area into his Ringside pile.")
    assert s.is_parsed
    move = next(n for n in A.iter_nodes(s) if isinstance(n, A.MoveCards))
    assert move.cards.zone.owner == "opponent" and move.cards.zone.name == "ring"
    assert [a.excludes for a in move.cards.filter.alternatives] == [("F:0",), ("Maneuver",)]
    # a range the clause does not pin to one value is still not read
    assert not parse_sentence("Put 1 card that is not a 5D or greater maneuver from your Ringside into your hand.").is_parsed


def test_reversal_cards_with_a_printed_damage():
    # McMahon-icide
    node = only("Can only be reversed by Reversal cards with a printed D: 0.")
    by = node.by
    assert by.kinds == ("Reversal",) and by.damage == A.Range("D", 0, 0, True)


# ---------------------------------------------------------------- more state


def test_played_after_successful_maneuver_or_title():
    # Warrior's Running Clothesline
    c = cond_of("When played after a successfully played maneuver or Irish Whip, this card is a High Risk instead.")
    assert c.kind == "any"
    first, second = c.any_of
    assert first.kind == "played_after" and first.filter.kinds == ("Maneuver",)
    assert "successfully played" in first.filter.qualifiers
    assert second.kind == "played_after" and second.filter.titled == ("Irish Whip",)


def test_played_after_maneuver_or_title_cannot_be_reversed():
    # Rope-Walk Elbow Drop
    c = cond_of("Cannot be reversed when played after a maneuver or From the Top Rope.")
    assert [x.kind for x in c.any_of] == ["played_after", "played_after"]
    assert c.any_of[1].filter.titled == ("From the Top Rope",)


def test_played_after_successful_or_as_counter():
    # D'Lo's Patented Head Shimmy
    c = cond_of("When played after a successfully played maneuver or as a Counter, your opponent cannot play "
                "reversals to this card.")
    assert c.kind == "any" and [x.kind for x in c.any_of] == ["played_after", "as_counter"]


def test_opponent_is_not_a_legend():
    # Revolution I Am the Legend Killer
    c = cond_of("If your opponent is not a Legend: discard 3 cards.")
    assert c == A.Condition("superstar_is", player="opponent", names=("Legend",), negated=True)


def test_it_is_not_your_next_card():
    # Last Chance
    c = cond_of("If it is not your next card played this turn, discard it and end your turn.")
    assert c.kind == "card_is_next" and c.negated and c.names == ("it", "next")


def test_this_card_is_not_reversed_from_arsenal():
    # Series of Suplexes: "When successfully played, if this card is not reversed from your opponent's Arsenal,
    # you may discard 1 card and then apply the damage ..." (the condition, with a simple effect)
    from judgebot.cardtext.grammar import parse_tokens
    from judgebot.cardtext.lexer import tokenize

    (ability,) = parse_tokens(tokenize("If this card is not reversed from your opponent's Arsenal, draw 1 card."))
    assert ability.condition == A.Condition("result", names=("reversed",), zone=A.Zone("arsenal", "opponent"),
                                            negated=True)


def test_have_not_played_an_action_this_turn():
    # Shayna's Leg Bar
    s = parse_sentence("As a maneuver, when you have not played an action this turn, can be played from Ringside.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition))
    assert c.kind == "played_this_turn" and c.negated and c.filter.kinds == ("Action",)


def test_reversed_a_card_to_end_opponents_turn():
    # Stinger Splash
    s = parse_sentence("As a maneuver, can only be played after a successfully played card or if you reversed a card "
                       "to end your opponent's turn and this is the first card played on your turn.")
    assert s.is_parsed
    kinds = {n.kind for n in A.iter_nodes(s) if isinstance(n, A.Condition)}
    assert {"reversed_to_end_last_turn", "first_card_this_turn"} <= kinds


def test_first_card_played_each_turn():
    # This Is What We Came to the WWF For! (the condition)
    from judgebot.cardtext.lexer import tokenize
    from judgebot.cardtext.grammar import parse_tokens

    (ability,) = parse_tokens(tokenize("When your first card played each turn is a Superstar-specific action, "
                                       "it is Multi."))
    c = ability.condition
    assert c.kind == "card_played_is" and c.names == ("first each turn",) and c.player == "you"


def test_enforcer_revealed():
    # Enforcer Interferes
    c = only("Can only be played if you have an Enforcer revealed.").condition
    assert c.kind == "have_revealed" and c.player == "you" and c.filter.kinds == ("Enforcer",)
    assert condition_from(c).kind == "unread"


def test_one_of_those_cards_is():
    # McMahon-us Interrupt-us
    c = cond_of("When 1 of those cards is a non-hybrid Action card he continues his turn.")
    assert c.kind == "card_is" and c.names == ("those",) and c.quantity == A.Quantity(count=1, at_least=True)
    assert c.filter.kinds == ("Action",) and c.filter.excludes == ("Hybrid",)


def test_when_it_is_not():
    # Tree of Woe Double Stomp
    s = parse_sentence("Cannot be reversed when played after a Set-up; when it is not, can only be reversed by D:0 "
                       "reversal cards.")
    assert s.is_parsed
    first, second = s.clauses
    assert first.condition.kind == "played_after"
    assert second.condition == A.Condition("previous_condition", negated=True)


# ---------------------------------------------------------------- when a card may be played


def test_after_title_or_as_counter_to_a_maneuver():
    # Double Underhook Superplex
    node = only("Can only be played after Throw Into the Corner Turnbuckle or as a Counter (to a 5D+ maneuver).")
    assert node.kind == "only_after" and node.or_counter
    assert node.condition.filter.titled == ("Throw Into the Corner Turnbuckle",)
    assert node.counter_filter.kinds == ("Maneuver",) and node.counter_filter.damage.low == 5


def test_as_counter_or_after():
    # Crucifix Rollup (Throwback)
    node = only("Can only be played as a Counter or after a successfully played 8D+ maneuver.")
    assert node.kind == "only_after" and node.or_counter
    assert node.condition.filter.damage.low == 8


def test_as_the_first_card_of_your_turn():
    # Three Faces of Foley
    node = only("Can only be played as the first card of your turn.")
    assert node.kind == "only_when" and node.condition.kind == "first_card_this_turn"
    assert condition_from(node.condition).kind == "first_card_this_turn"


def test_cannot_be_played_if_a_card_is_in_your_ring():
    # When You Thought You Had All the Answers ...
    node = only("Cannot be played if a Trademark Finisher is in your Ring area.")
    assert node.kind == "cannot_when"
    c = node.condition
    assert c.kind == "card_in_zone" and c.zone == A.Zone("ring", "you") and c.filter.kinds == ("Trademark Finisher",)
    assert condition_from(c).kind == "ring_has"


def test_has_more_than_n_cards():
    # What's Wrong with You People?
    c = only("Playable only if your opponent has more than 6 cards in his Arsenal.").condition
    assert c.kind == "have_cards" and c.player == "opponent"
    assert c.quantity == A.Quantity(count=7, at_least=True) and c.zone == A.Zone("arsenal", "opponent")


def test_fortitude_at_least_10_greater():
    # I'm Not Outta It Yet!: a margin, its own kind; the resolver checks "you are at least 10 below him"
    c = only("Can only be played if your opponent's Fortitude Rating is at least 10F greater than your "
             "Fortitude Rating.").condition
    assert c == A.Condition("compare_by", player="opponent", stat="fortitude_rating", comparison="greater",
                            amount=10)
    resolved = condition_from(c)
    assert (resolved.kind, resolved.n) == ("fortitude_below_opponent_by", 10)


def test_last_two_cards_played():
    # Busted Wide Open
    c = only("Can only be played if the last two cards you played this turn were 5D or greater Strike "
             "maneuvers.").condition
    assert c.kind == "last_played_were" and c.quantity.count == 2
    assert c.filter.kinds == ("Strike",) and c.filter.damage.low == 5


def test_when_a_and_when_b():
    # Live for the Moment
    c = only("Can only be played when your Fortitude Rating is less than your opponent's Fortitude Rating and "
             "when you have 1 or more cards in your hand.").condition
    assert c.kind == "all"
    assert [x.kind for x in c.all_of] == ["compare", "have_cards"]


# ---------------------------------------------------------------- stat bounds, counts


def test_superstar_value_2_or_less_is_a_bound():
    # Well-Deserved Push: was read as "stat_is 2" (exactly 2), which the resolver checks as equality
    c = only("Can only be played if your Superstar Value is 2 or less.").condition
    assert c == A.Condition("stat_range", player="you", stat="superstar_value", comparison="less_or_equal", amount=2)
    # (the resolver checks a Superstar Value bound: test_rules.py test_superstar_value_conditions)
    assert condition_from(c) == Condition("superstar_value_at_most", n=2)


def test_fortitude_20_plus_is_a_bound():
    # Bryan's Flying Headbutt
    c = cond_of("When your Fortitude Rating is 20+, this card is a Trademark Finisher instead.")
    assert c.kind == "stat_range" and c.comparison == "greater_or_equal" and c.amount == 20


def test_fortitude_7f_or_less():
    # Face Stretch
    c = cond_of("When your Fortitude Rating is 7F or less, this card is -8F and -8D.")
    assert c == A.Condition("stat_range", player="you", stat="fortitude_rating", comparison="less_or_equal",
                            amount=7)


def test_fortitude_exactly_is_still_stat_is():
    c = only("If your Fortitude Rating is 0, draw 1 card.").condition
    assert c == A.Condition("stat_is", player="you", stat="fortitude_rating", amount=0)


def test_10_or_more_greater_than_yours():
    # A Perfect Comeback
    c = only("Can only be played when your opponent's Fortitude Rating is 10 or more greater than yours.").condition
    assert c == A.Condition("compare_by", player="opponent", stat="fortitude_rating", comparison="greater",
                            amount=10)


def test_cards_under_your_superstar_card():
    # Coup de Grace
    c = cond_of("When you have 7+ cards under your Superstar Card, can only be reversed from hand.")
    assert c.kind == "have_cards" and c.zone == A.Zone("under_superstar", "you")
    assert c.quantity == A.Quantity(count=7, at_least=True)


def test_no_cards_under_this_card():
    # A Group of Equals (the condition, with a simple effect)
    c = only("When there are no cards under this card, draw 1 card.").condition
    assert c.kind == "have_cards" and c.quantity == A.Quantity(count=0) and c.zone == A.Zone("under_card", "you")
    assert condition_from(c).kind == "unread"


def test_less_than_14_cards_in_arsenal():
    # Hurricane Nexus
    c = cond_of("When you have less than 14 cards in your Arsenal, this card is -25F.")
    assert c.kind == "have_cards" and c.quantity == A.Quantity(count=13, up_to=True)
    assert c.zone == A.Zone("arsenal", "you")


# ---------------------------------------------------------------- joined conditions


def test_if_played_from_hand_and_opponent_has():
    # As a reversal card with "if played from your hand, and your opponent has 5 or more ACTION cards that are
    # not Set-up cards in his Ring Area" (Revolution-era wording)
    s = parse_sentence("As a reversal, if played from your hand, and your opponent has 5 or more ACTION cards that "
                       "are not Set-up cards in his Ring Area, reverse any ACTION card that is not a Set-up card.")
    assert s.is_parsed
    (ability,) = s.clauses
    rev = ability.effects[0]
    assert rev.targets == (A.CardFilter(kinds=("Action",), excludes=("Set-up",)),)
    c = rev.condition
    assert c.kind == "all"
    played_from, have = c.all_of
    assert played_from.kind == "played_from" and played_from.zone.name == "hand"
    assert have.kind == "have_cards" and have.player == "opponent" and have.zone == A.Zone("ring", "opponent")
    assert have.quantity == A.Quantity(count=5, at_least=True) and have.filter.excludes == ("Set-up",)


def test_trigger_and_condition():
    # Theory's Rolling Drop Kick: the trigger, then "and" + a state, then the restriction
    node = only("When played as a Counter and you have 5+ lower Fortitude, cannot be reversed from Hand.")
    assert node.triggers == (A.Trigger("when_played_as_counter"),)
    (r,) = node.effects
    assert r.kind == "cannot_be_reversed" and r.zones == ("hand",)
    assert r.condition.kind == "compare" and r.condition.comparison == "less" and r.condition.amount == 5


def test_have_one_of_two_in_ring():
    c = only("Can only be played if you have a Pre-match Manager or the cards titled Manager Interferes or "
             "Backstage Politics in your Ring area.").condition
    assert c.kind == "have_cards" and c.zone == A.Zone("ring", "you")
    first, second = c.filter.alternatives
    assert first.kinds == ("Manager",) and first.all_kinds == ("Pre-match",)
    assert second.titled == ("Manager Interferes", "Backstage Politics")


# ---------------------------------------------------------------- Revolution headers "STATE: ..."


def test_header_you_are_a_revolution_superstar():
    # Revolution The Colossal Clutch: was read as an Activated effect costing "you are considered ..."
    node = only("You are a Revolution Superstar: -20F.")
    assert isinstance(node, A.Modifier) and node.changes[0].amount == -20 and node.scope.kind == "this"
    assert node.condition == A.Condition("superstar_is", player="you", names=("Revolution",))


def test_header_superstar_logo():
    # Revolution A Big Comeback
    node = only("Your Superstar Card has a Big Show logo: -15F.")
    assert node.condition == A.Condition("superstar_logo", player="you", names=("Big Show",))
    assert condition_from(node.condition).kind == "unread"


def test_header_opponent_has_at_least_20_greater_fortitude():
    # Revolution Desperate Assault
    s = parse_sentence("Your opponent has at least 20 greater Fortitude: this card has Momentum and can be played "
                       "from Ringside.")
    assert s.is_parsed
    conds = [n for n in A.iter_nodes(s) if isinstance(n, A.Condition)]
    assert conds and all(c.kind == "compare" and c.player == "opponent" and c.amount == 20 for c in conds)


def test_header_you_have_n_or_more_greater_fortitude():
    # Revolution Regal Stretch
    node = only("You have 20 or more greater Fortitude: this card has Momentum.")
    c = node.condition
    assert (c.kind, c.player, c.stat, c.comparison, c.amount) == ("compare", "you", "fortitude_rating", "greater", 20)


def test_header_you_have_n_plus_lower_fortitude():
    # Revolution Suplex City
    s = parse_sentence("You have 5+ lower Fortitude: this card has Momentum, and you may play it from Ringside.")
    assert s.is_parsed
    conds = [n for n in A.iter_nodes(s) if isinstance(n, A.Condition)]
    assert len(conds) == 2 and all((c.kind, c.player, c.stat, c.comparison, c.amount)
                                   == ("compare", "you", "fortitude_rating", "less", 5) for c in conds)


def test_header_you_are_superstar():
    # Revolution Celtic Axehandle Blow
    node = only("You are Revolution Sheamus: this card is -4F.")
    assert node.condition.kind == "superstar_is" and node.condition.names == ("Revolution Sheamus",)


# ---------------------------------------------------------------- "when A and B", "it is (not) reversed"


def test_superstar_and_this_card_in_ringside():
    # Stealing Life - Cheating Death
    s = parse_sentence("When you are Latino Cheat and this card is in your Ringside, during your turn, you may "
                       "discard 1 card to put this card on the bottom of your Arsenal.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition) and n.kind == "all")
    who, where = c.all_of
    assert who.kind == "superstar_is" and who.names == ("Latino Cheat",)
    assert where.kind == "card_in_zone" and where.zone == A.Zone("ringside", "you")
    assert where.filter.qualifiers == ("this card",)


def test_lower_fortitude_and_maneuver_unsuccessful():
    # The Cape Town Werewolf
    s = parse_sentence("When you have lower Fortitude and your maneuver is unsuccessful, you may put this card from "
                       "any area into your Ring.")
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition) and n.kind == "all")
    fort, result = c.all_of
    assert fort.kind == "compare" and fort.comparison == "less"
    assert result.kind == "result" and result.filter.kinds == ("Maneuver",) and result.names == ("unsuccessful",)


def test_successfully_played_after():
    # Vadersault
    node = only("When successfully played after From the Top Rope, you win the game via Pinfall Victory.")
    assert node.triggers == (A.Trigger("when_successfully_played"),)
    assert node.condition.kind == "played_after" and node.condition.filter.titled == ("From the Top Rope",)


def test_if_it_is_reversed():
    # See How It Feels: "it" is the card the text named, not necessarily this card
    c = cond_of("If it is reversed, put it into your opponent's Ringside pile and end your turn.")
    assert c == A.Condition("card_reversed", names=("it",))


def test_when_it_is_not_reversed_from_hand():
    # Wellllllllllll!!!
    c = cond_of("When it is not reversed from your opponent's hand, draw up to 3 cards.")
    assert c == A.Condition("card_reversed", names=("it",), zone=A.Zone("hand", "opponent"), negated=True)


def test_you_are_an_nxt_superstar():
    # Title Belt Air Guitar
    c = cond_of("When you are an NXT Superstar, this card is NXT.")
    assert c == A.Condition("superstar_is", player="you", names=("NXT",))


def test_ability_is_blank():
    # Khali Head Vise (the condition, with a simple effect)
    c = only("When your Ability is blank, draw 1 card.").condition
    assert c == A.Condition("ability_blank", player="you")


def test_card_under_this_card_is():
    # The Hurri-Friends' Armory
    c = cond_of("If a card under this card is a Superstar-specific card, you may play it as if it were in your hand.")
    assert c.kind == "card_is" and c.names == ("under this card",) and c.filter.traits == ("Superstar-specific",)


def test_that_card_has_the_word_in_the_title():
    # The Snakeline
    c = cond_of("If that card has the word 'DDT' in the title, this card can only be reversed from your "
                "opponent's hand.")
    assert c == A.Condition("card_is", filter=A.CardFilter(title_words=("DDT",)), names=("it",))


def test_when_a_or_when_b():
    # Argue With Tony Chimel
    c = only("Can only be played when your Superstar Value is greater than your opponent's Superstar Value or when "
             "you are Ken Kennedy.").condition
    assert c.kind == "any"
    ssv, who = c.any_of
    assert ssv.kind == "compare" and ssv.stat == "superstar_value" and ssv.comparison == "greater"
    assert who == A.Condition("superstar_is", player="you", names=("Ken Kennedy",))


def test_first_turn_of_the_game():
    # It's Showtime! (the condition)
    c = only("If it is the first turn of the game, draw 1 card.").condition
    assert c == A.Condition("first_turn_of_game")


def test_when_opponent_successfully_plays():
    # Kennedy's Cheap Shot
    node = only("Can only be played when your opponent successfully plays a maneuver.")
    assert node.kind == "only_when"
    assert node.condition == A.Condition("player_plays", player="opponent", filter=A.CardFilter(kinds=("Maneuver",)),
                                         names=("successfully",))
    assert condition_from(node.condition).kind == "unread"


def test_five_or_more_cards_in_hand_than_opponent():
    # Eddie's Roll Up: "5 or more cards in your hand than your opponent" is a margin of 5, not "5 cards in hand"
    s = parse_sentence("When successfully played, if you have 5 or more cards in your hand than your opponent, you "
                       "win the game via Pinfall victory.")
    assert s.is_parsed
    c = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition))
    assert c == A.Condition("compare_by", player="you", stat="hand_size", comparison="greater", amount=5)


# ---------------------------------------------------------------- session 3: revealed titles, margins, permissions


def test_cannot_be_reversed_while_a_named_card_is_revealed():
    # I've Got Everything I Ever Wanted
    node = only("Cannot be reversed when The X-Factor is revealed.")
    assert isinstance(node, A.ReversalRestriction) and node.kind == "cannot_be_reversed"
    assert node.condition == A.Condition("card_revealed", filter=A.CardFilter(titled=("The X-Factor",)))
    # a kind the resolver does not check: reported, not mis-read
    assert condition_from(node.condition).kind == "unread"


def test_play_only_while_a_named_card_is_revealed_and_requirement():
    # Crown Jewel
    node = only("Can only be played when Blaze of Glory is revealed.")
    assert isinstance(node, A.PlayRestriction) and node.kind == "only_when"
    assert node.condition.kind == "card_revealed" and node.condition.filter.titled == ("Blaze of Glory",)
    # You Couldn't Hit the Broad Side of a Barn!
    req = only("Requirement: Pinpoint Precision Offense is revealed.")
    assert isinstance(req, A.Requirement)
    assert req.condition.kind == "card_revealed" and req.condition.filter.titled == ("Pinpoint Precision Offense",)


def test_it_is_the_first_card_of_the_turn():
    # Viva La Raza!
    c = cond_of("When it is the first card played on your turn, ignore the 'can only be played after' text.")
    assert c.kind == "card_is_next" and c.names == ("it", "first turn") and c.player == "you"
    # Revolution Air Kofi: the first card of the NEXT turn
    s = parse_sentence("Put up to 1 non-Unique non-Colossal Follow-up maneuver from your Ringside into your hand; "
                       "when it is the first card played on your next turn: ignore the Follow-up.")
    assert s.is_parsed
    assert s.clauses[-1].condition.names == ("it", "first next turn")


def test_fortitude_at_least_n_less_than_his():
    # Shoot Lock-up
    node = only("When your Fortitude Rating is at least 5 less than his Fortitude Rating, this card can only be "
                "reversed from his Arsenal.")
    assert node.condition == A.Condition("compare_by", player="you", stat="fortitude_rating", comparison="less",
                                         amount=5)
    # Revolution Vertical DDT Drop: "than your opponent's" with no stat after it
    c = cond_of("If your Fortitude is at least 15 less than your opponent's: -9F.")
    assert (c.kind, c.player, c.comparison, c.amount) == ("compare_by", "you", "less", 15)
    assert condition_from(c).kind == "fortitude_below_opponent_by" and condition_from(c).n == 15


def test_played_by_a_kind_of_superstar():
    # Don't Be Shy
    node = only("Cannot be reversed when played by a Diva Superstar.")
    assert node.condition == A.Condition("played_by", names=("Diva",))


def test_can_be_played_when_is_a_permission():
    # Temecula, California
    node = only("Can be played when your opponent has a Venue card in his Ring area.")
    assert isinstance(node, A.PlayRestriction) and node.kind == "may_when"
    assert node.condition.kind == "have_cards" and node.condition.player == "opponent"
    assert node.condition.filter.kinds == ("Venue",) and node.condition.zone.name == "ring"


def test_cannot_be_played_by_or_if_opponent_is():
    # Lita to the Xtreme
    node = only("Cannot be played by Lita or if your opponent is Lita.")
    assert isinstance(node, A.PlayRestriction) and node.kind == "cannot_when"
    by, opp = node.condition.any_of
    assert by == A.Condition("played_by", names=("Lita",))
    assert opp == A.Condition("superstar_is", player="opponent", names=("Lita",))


def test_if_you_do_or_when_played_after():
    # Precision Flying Fire-Arm
    s = parse_sentence("When played, you may overturn 3 cards; if you do, or when this card is played after Throw "
                       "Into the Corner Turnbuckle, it is -6F.")
    assert s.is_parsed
    c = s.clauses[-1].condition
    assert c.kind == "any"
    did, after = c.any_of
    assert did.kind == "did_previous"
    assert after.kind == "played_after" and after.filter.titled == ("Throw Into the Corner Turnbuckle",)


def test_either_superstar_kind_or_played_after():
    # Summer's Leg Drop Bulldog
    c = cond_of("When your opponent is a Female Superstar, or when played after a successfully played maneuver "
                "with 'precision' in the title, this card is Multi.")
    assert c.kind == "any"
    female, after = c.any_of
    assert female == A.Condition("superstar_is", player="opponent", names=("Female",))
    assert after.kind == "played_after" and after.filter.title_words == ("precision",)
    assert "successfully played" in after.filter.qualifiers


def test_your_maneuver_is_unsuccessfully_played():
    # It's the Oldest Ride in the Park, But It Still Has the Longest Line
    s = parse_sentence("ACE: When you do not have a maneuver in your Ring and your maneuver is unsuccessfully played, "
                       "you may discard 1 card and choose 1 non-Pre-match card in your opponent's Ring, and he puts "
                       "the chosen card into his Ringside.")
    assert s.is_parsed
    c = s.clauses[0].condition
    assert c.kind == "all"
    have, result = c.all_of
    assert have.kind == "have_cards" and have.negated
    assert result == A.Condition("result", player="you", filter=A.CardFilter(kinds=("Maneuver",)),
                                 names=("unsuccessful",))


def test_played_by_a_superstar_is_checked_as_being_that_superstar():
    # Lita to the Xtreme: either case forbids the card; the resolver checks both
    node = only("Cannot be played by Lita or if your opponent is Lita.")
    cond = condition_from(node.condition)
    assert cond.kind == "any"
    assert [(p.kind, p.word) for p in cond.parts] == [("superstar_is", "Lita"), ("opponent_superstar_is", "Lita")]
    # Don't Be Shy: "a Diva Superstar" is no Superstar's name: not checked
    assert condition_from(only("Cannot be reversed when played by a Diva Superstar.").condition).kind == "unread"


# ---------------------------------------------------------------- ", or as a Counter"; cards under a card


def test_after_x_comma_or_as_a_counter():
    # Prime Time Suplex Splash: the list comma before "or as a Counter" joins the "or"
    node = only("Can only be played after a successfully played card, or as a Counter.")
    assert isinstance(node, A.PlayRestriction) and node.kind == "only_after" and node.or_counter
    assert node.condition.kind == "played_after" and "successfully played" in node.condition.filter.qualifiers


def test_after_x_or_y_comma_or_as_a_counter_to_a_kind():
    # Sassy Bronco Buster
    node = only("Can only be played after a 5D+ maneuver or Throw Into the Corner Turnbuckle, or as a Counter "
                "(maneuver).")
    assert node.kind == "only_after" and node.or_counter
    assert node.counter_filter == A.CardFilter(kinds=("Maneuver",))
    first, second = node.condition.any_of
    assert first.filter.kinds == ("Maneuver",) and first.filter.damage.low == 5
    assert second.filter.titled == ("Throw Into the Corner Turnbuckle",)


def test_when_played_as_a_counter_or_after():
    # Precision Flying Fire-Arm
    node = only("When played as a Counter or after Straight Fire, this card can only be reversed by 2 D: 0 "
                "reversal cards.")
    counter, after = node.condition.any_of
    assert counter == A.Condition("as_counter")
    assert after.kind == "played_after" and after.filter.titled == ("Straight Fire",)


def test_cards_under_a_named_card():
    # I Come From Money, I Come From Class...
    c = only("Cannot be reversed when you have cards under The DiBiase Trust Fund.").condition
    assert c.kind == "have_cards" and c.player == "you"
    assert c.zone == A.Zone("under_card", "you", card="The DiBiase Trust Fund")
    assert c.quantity == A.Quantity(count=1, at_least=True)
    # Eclipse: a count
    c = only("When you have 4+ cards under Moonrise, cannot be reversed from Backlash.").condition
    assert c.zone.card == "Moonrise" and (c.quantity.count, c.quantity.at_least) == (4, True)


def test_cards_under_this_card():
    # 12 Rounds
    s = parse_sentence("ACE: During your turn when you have 12 cards under this card, put up to 3 cards from your "
                       "Ringside into your hand, put all cards under this card on the bottom of your Arsenal, "
                       "shuffle up to 12 cards removed from the game and up to 12 cards in your Ringside into your "
                       "Arsenal, and then remove this card from the game.")
    assert s.is_parsed
    c = s.clauses[0].condition
    assert c.kind == "have_cards" and c.zone == A.Zone("under_card", "you") and c.quantity.count == 12


def test_the_played_card_is():
    # You Will Serve Hard Time!
    c = cond_of("When the played card is Fan Favorite, Cheater, Chain, Heat, Volley, Throwback, or RMS, this card "
                "is -5F.")
    assert c.kind == "card_is" and c.names == ("played",)
    assert [a.traits for a in c.filter.alternatives][:3] == [("Fan Favorite",), ("Cheater",), ("Chain",)]


def test_not_your_first_turn_of_the_game():
    # 2x4
    s = parse_sentence("When it is not your first turn of the game and you have fewer cards in hand, during your "
                       "turn you may hide this card, and then he discards 2 cards and you draw up to 4 cards.")
    assert s.is_parsed
    first, fewer = s.clauses[0].condition.all_of
    assert first == A.Condition("first_turn_of_game", player="you", negated=True)
    assert fewer.kind == "compare" and fewer.stat == "hand_size"


# ---------------------------------------------------------------- "and have ..." with no subject; Revolution names


def test_and_have_is_the_you_of_the_state_before():
    # Revolution Team Bring It!
    c = cond_of("When you are a Revolution Superstar and have lower Fortitude: -12F.")
    who, lower = c.all_of
    assert who.kind == "superstar_is" and who.player == "you"
    assert lower == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less")


def test_revolution_superstar_without_the():
    # Revolution Crank It Up: "Revolution Big Show" is the Superstar card Revolution The Big Show
    c = cond_of("You are Revolution Big Show: put up to 1 Assault or Trademark from your Ringside into your hand.")
    assert c.kind == "superstar_is" and c.player == "you" and c.names == ("Revolution The Big Show",)
    assert condition_from(c).kind == "superstar_is" and condition_from(c).word == "Revolution The Big Show"


def test_superstar_is_a_gm_or_legend():
    # Shoot Lock-up: both identities kept (they were dropped: names=())
    c = cond_of("When your opponent is a GM or Legend Superstar, this card is -9F.")
    assert c == A.Condition("superstar_is", player="opponent", names=("GM", "Legend"))
    # Revolution John Laurinaitis Changes the Match!
    node = only("Cannot be played when your opponent is a GM.")
    assert node.kind == "cannot_when" and node.condition.names == ("GM",) and node.condition.player == "opponent"


def test_unless_they_are():
    # First of All: "they" are the cards the clause forbids
    node = only("You cannot play Pre-match cards unless they are Title Belt cards.")
    assert node.condition == A.Condition("card_is", filter=A.CardFilter(kinds=("Title Belt",)), names=("they",),
                                         negated=True)
    (p,) = node.effects
    assert isinstance(p, A.Prohibition) and p.filter.kinds == ("Pre-match",)


def test_non_gm_opponents_still_read():
    # a GM is a Superstar trait (lexicon): "Your non-GM opponents" is read from the description
    s = parse_sentence("Your non-GM opponents cannot play Stipulation cards.")
    assert s.is_parsed
    assert s.clauses[0].condition == A.Condition("superstar_is", player="opponent", names=("GM",), negated=True)


def test_cannot_be_played_against():
    # Everybody Wants (and Needs) a ... Snow Job?
    node = only("Cannot be played against Al Snow.")
    assert node == A.PlayRestriction("cannot_when", A.Condition("superstar_is", player="opponent",
                                                                names=("Al Snow",)))
    assert condition_from(node.condition).kind == "opponent_superstar_is"
    # Busted Wide Open
    node = only("Cannot be played against a female Superstar.")
    assert node.condition == A.Condition("superstar_is", player="opponent", names=("Female",))


def test_if_you_removed_n_cards():
    # Initiation into New Nexus
    c = cond_of("If you removed at least 6 cards, you start the game.")
    assert c.kind == "removed_count" and c.player == "you"
    assert (c.quantity.count, c.quantity.at_least) == (6, True)
    assert condition_from(c).kind == "unread"


def test_after_your_opponent_successfully_plays():
    # Ole!
    node = only("Can only be played after your opponent successfully plays a non-unique non-Superstar Specific "
                "maneuver.")
    assert node.kind == "only_when"
    c = node.condition
    assert (c.kind, c.player, c.names) == ("player_plays", "opponent", ("successfully", "after"))
    assert c.filter.kinds == ("Maneuver",) and set(c.filter.excludes) == {"Unique", "Superstar-specific"}


def test_unless_both_are_reversed_both_are_successful():
    # It's Time For...Real Talk!
    from judgebot.cardtext import conditions_ast as N

    node = only("Unless both cards are reversed when played, both are considered successfully played.")
    assert node.effects == (N.ConsideredResult("both", "successful", considered=True),)
    c = node.condition
    assert (c.kind, c.names, c.negated) == ("result", ("reversed",), True)
    assert c.quantity.count == 2
    # IICONICS!
    node = only("Unless both are reversed, both are considered successful.")
    assert node.effects == (N.ConsideredResult("both", "successful", considered=True),)
    assert node.condition.negated


def test_revolution_header_a_title_in_your_ring():
    # Revolution White Russian Leg Sweep
    c = cond_of("Revolution Struck by a Singapore Cane is in your Ring: this card has Momentum.")
    assert c.kind == "card_in_zone" and c.filter.titled == ("Revolution Struck by a Singapore Cane",)
    assert c.zone == A.Zone("ring", "you")


def test_when_you_moved():
    # The Most Iiconic Moment: how many IICONICS! the ACE moved
    node = only("When you moved 2, reverse a 7D- maneuver.")
    assert node.condition == A.Condition("moved_count", player="you", quantity=A.Quantity(count=2))
    assert condition_from(node.condition).kind == "unread"
    # Revolution Buzzsaw Kick
    c = cond_of("When you moved this card from your Ring this turn: -15D.")
    assert c.kind == "moved_this_turn" and c.zone == A.Zone("ring", "you")


# ---------------------------------------------------------------- session 4: comparisons, who plays it, the next card named


def test_equal_to_opponents_fortitude():
    # It's Time to Play the Game
    s = parse_sentence("If your Superstar Value is equal to your opponent's Superstar Value, you may draw 1 card.")
    c = s.clauses[0].condition
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "you", "superstar_value", "equal")


def test_less_than_or_equal_to():
    # A Phoenix Rising
    node = only("Can only be played when your Fortitude Rating is less than or equal to your opponent's Fortitude Rating.")
    assert isinstance(node, A.PlayRestriction)
    c = node.condition
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "you", "fortitude_rating", "less_or_equal")


def test_at_least_margin_without_the_stat_again():
    # Out of Control
    c = only("Can only be played when your Fortitude Rating is at least 15F less than your opponent's.").condition
    assert (c.kind, c.stat, c.comparison, c.amount) == ("compare_by", "fortitude_rating", "less", 15)


def test_fewer_reversal_cards_in_ring_area_keeps_the_filter():
    # Chief Morley Says... (the count is of Reversal cards, not of every card in the Ring)
    c = only("Can only be played if you have fewer Reversal cards in your Ring area than your opponent.").condition
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "you", "count", "less")
    assert c.filter == A.CardFilter(kinds=("Reversal",))
    assert c.zone == A.Zone("ring", "you")


def test_played_from_hand_by_inactive_partner():
    # Trip
    node = only("When played from your hand by an inactive partner, reverse any maneuver.")
    c = node.condition
    assert c.kind == "all"
    assert c.all_of == (A.Condition("played_from", zone=A.Zone("hand", "you")),
                        A.Condition("team_role", player="you", names=("inactive",)))


def test_played_by_a_female_superstar():
    # Caution: Dangerous Curves Ahead
    c = only("When played by a Female Superstar, this card is -3F.").condition
    assert c == A.Condition("played_by", names=("Female",))


def test_title_is_the_next_card_you_play():
    # Shoulder Breaker
    c = only("If Arm Bar is the next card you play this turn it is +2D.").condition
    assert c == A.Condition("next_card_is", player="you", filter=A.CardFilter(titled=("Arm Bar",)))


def test_title_is_not_the_next_card_you_play():
    # Single Arm DDT
    c = only("If DDT is not the next card you play this turn, end your turn.").condition
    assert (c.kind, c.negated, c.names, c.filter.titled) == ("card_played_is", True, ("next",), ("DDT",))


def test_kind_is_not_the_next_card_you_play():
    # Lita to the Xtreme
    c = only("If a High Risk maneuver is not the next card you play this turn, end your turn.").condition
    assert (c.kind, c.negated, c.filter.kinds) == ("card_played_is", True, ("High Risk",))


def test_it_is_the_next_card_you_play():
    # The Next Big Thing
    c = only("If it is the next card you play this turn, it cannot be reversed.").condition
    assert (c.kind, c.player, c.names) == ("card_is_next", "you", ("it", "next"))


def test_previous_card_played_titled():
    # Hung Out to Dry
    c = cond_of("If the previous card played this turn was titled Stun Gun, your opponent's reversal to this maneuver "
                "is +15F.")
    assert (c.kind, c.names, c.filter.titled) == ("card_played_is", ("previous",), ("Stun Gun",))


def test_can_only_be_played_with_a_card_from_hand():
    # Panic Assault
    node = only("Can only be played with a printed F:0 Grapple maneuver of printed 3D or less from your hand.")
    c = node.condition
    assert c.kind == "played_with"
    assert c.filter.kinds == ("Grapple",) and c.filter.damage.high == 3 and c.filter.fortitude.high == 0
    assert c.zone == A.Zone("hand", "you")


def test_titled_card_not_in_ring_area():
    # Stevie Interferes
    c = cond_of("When the card titled Managed by Stevie Richards is not in your Ring area, discard 1 card.")
    assert (c.kind, c.negated, c.filter.titled, c.zone.name) == ("card_in_zone", True,
                                                                  ("Managed by Stevie Richards",), "ring")


def test_fortitude_less_than_a_number_is_strict():
    # The Opening Volley
    s = parse_sentence("When your Fortitude Rating is less than 10, draw 1 card.")
    c = s.clauses[0].condition
    assert (c.kind, c.stat, c.comparison, c.amount) == ("stat_range", "fortitude_rating", "less", 10)


def test_have_10f_plus_lower_fortitude_is_a_margin():
    # The All Mighty
    s = parse_sentence("When you have 10F+ lower Fortitude, draw 1 card.")
    c = s.clauses[0].condition
    assert (c.kind, c.player, c.stat, c.comparison, c.amount) == ("compare", "you", "fortitude_rating", "less", 10)


def test_used_your_ability_this_turn():
    # Sliding D
    c = cond_of("When you have used your Ability this turn, ignore 'completely' on your opponent's reversals to "
                "this card.")
    assert c == A.Condition("used_ability_this_turn", player="you")


def test_not_played_with_a_title():
    # Tyler's Corkscrew Senton Bomb
    s = parse_sentence("When not played with Flurry of Finishers, +10D and cannot be reversed from Backlash.")
    assert s.is_parsed
    c = s.clauses[0].condition
    assert (c.kind, c.negated, c.filter.titled) == ("played_with", True, ("Flurry of Finishers",))


def test_opponents_card_becomes_successful():
    # ...You Never Did!
    c = only("Can only be played when your opponent's card becomes successful.").condition
    assert (c.kind, c.player, c.names) == ("player_plays", "opponent", ("successfully",))


def test_if_you_find_any_reversal_cards():
    # Commission-er Rules!
    c = cond_of("If you find any Reversal cards you may choose 1 and your opponent must discard the card chosen.")
    assert (c.kind, c.player, c.filter.kinds, c.negated) == ("found", "you", ("Reversal",), False)


def test_if_you_find_at_least_one_maneuver_card():
    # Mind Games
    c = cond_of("If you find at least 1 Maneuver card, choose 1 Maneuver card and your opponent discards the chosen card.")
    assert (c.kind, c.filter.kinds) == ("found", ("Maneuver",))


def test_otherwise_is_the_condition_before_not_met():
    # McMahon-us Interrupt-us
    c = cond_of("Otherwise, end his turn.")
    assert c == A.Condition("previous_condition", negated=True)


def test_can_only_be_played_when_opponent_plays_a_maneuver():
    # (Can only be played when your opponent plays ...): any play, not only a successful one
    c = only("Can only be played when your opponent plays a maneuver.").condition
    assert (c.kind, c.player, c.filter.kinds, c.names) == ("player_plays", "opponent", ("Maneuver",), ())


def test_played_by_a_male_superstar():
    # Chase Off Manager
    node = only("Cannot be reversed when played by a Male Superstar.")
    assert node.condition == A.Condition("played_by", names=("Male",))


# ---------------------------------------------------------------- a condition after the clause it restricts


def test_and_if_after_a_play_restriction_is_a_second_restriction():
    # No Mercy!
    s = parse_sentence("Can only be played after a successfully played maneuver and if your Fortitude Rating is "
                       "greater than your opponent's Fortitude Rating.")
    assert s.is_parsed
    first, second = s.clauses
    assert first.kind == "only_after" and first.condition.kind == "played_after"
    assert first.condition.filter.kinds == ("Maneuver",)
    assert second == A.PlayRestriction("only_when", A.Condition("compare", player="you", stat="fortitude_rating",
                                                                comparison="greater"))


def test_comma_if_after_a_reversal_is_its_condition():
    # Chokeslam to Hell
    node = only("May only reverse a Strike or Grapple maneuver, if your Fortitude Rating is less than your "
                "opponent's Fortitude Rating.")
    assert isinstance(node, A.ReversalDefinition) and node.only
    assert node.targets[0].kinds == ("Strike", "Grapple")
    assert node.condition == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less")


def test_a_condition_after_an_effect_joined_by_and_is_not_read():
    # (not a card: "X and if Y" does not say that Y governs X)
    assert not parse_sentence("Draw 2 cards and if your Fortitude Rating is greater than your opponent's "
                              "Fortitude Rating.").is_parsed


# ---------------------------------------------------------------- Stun Value, Superstar Value, maneuver types


def test_this_card_can_only_be_played_if_stun_value_in_ring_is_greater():
    # You're Not in My League
    node = only("This card can only be played if the total Stun Value in your Ring area is greater than the Stun "
                "Value in your opponent's Ring area.")
    assert node == A.PlayRestriction("only_when", A.Condition("compare", player="you", stat="stun_value",
                                                              comparison="greater"))


def test_this_card_can_only_be_played_after():
    # Sledge Hammer Shot
    s = parse_sentence("When it is not, this card can only be played after a successfully played 5D or greater "
                       "maneuver.")
    assert s.is_parsed
    (ability,) = s.clauses
    (pr,) = ability.effects
    assert ability.condition == A.Condition("previous_condition", negated=True)
    assert pr.kind == "only_after" and pr.condition.filter.damage == A.Range("D", low=5)


def test_not_the_player_with_the_lowest_superstar_value():
    # Fans Love an Underdog
    c = cond_of("If you are not the player with the lowest Superstar Value, discard 1 card.")
    assert c == A.Condition("compare", player="you", stat="superstar_value", comparison="less",
                            names=("player_with",), negated=True)
    assert condition_from(c).kind == "unread"     # a tie, more players: left to the judge


def test_opponent_has_a_superstar_value_of_2_or_less():
    # Don't You Usually Wrestle in Dark Matches?
    node = only("Can only be played if your opponent has a Superstar Value of 2 or less.")
    assert node == A.PlayRestriction("only_when", A.Condition("stat_range", player="opponent", stat="superstar_value",
                                                              comparison="less_or_equal", amount=2))
    assert condition_from(node.condition) == Condition("opponent_superstar_value_at_most", n=2)


def test_superstar_value_at_least_and_also_greater():
    # Vince McMahon Interferes!
    node = only("Can only be played when your Superstar Value is 3 or greater and also greater than your "
                "opponent's Superstar Value.")
    assert node.kind == "only_when"
    assert node.condition.all_of == (
        A.Condition("stat_range", player="you", stat="superstar_value", comparison="greater_or_equal", amount=3),
        A.Condition("compare", player="you", stat="superstar_value", comparison="greater"))


def test_different_maneuver_types_in_ring():
    # The People's Team
    node = only("Can only be played if you have 4 different Maneuver card types of 4D or greater in your Ring area.")
    c = node.condition
    assert node.kind == "only_when" and c.kind == "different_types" and c.amount == 4 and c.player == "you"
    assert c.filter == A.CardFilter(kinds=("Maneuver",), damage=A.Range("D", low=4))
    assert c.zone == A.Zone("ring", "you")
    checked = condition_from(c)                   # the resolver counts the maneuver types in the Ring
    assert checked.kind == "ring_types_at_least" and checked.n == 4


def test_next_two_cards_played_are_not_the_next_card():
    # For the Benefit of Those with Flash Photography...
    node = only("If your next 2 cards played this turn are maneuvers of 4D or less your opponent cannot reverse them.")
    c = node.condition
    assert c.kind == "card_played_is" and c.names == ("next 2",) and c.player == "you"
    assert c.filter.kinds == ("Maneuver",) and c.filter.damage == A.Range("D", high=4)
    assert condition_from(c).kind == "unread"


def test_or_if_after_a_play_restriction_allows_either_case():
    # To Be the Man, You've Got to Beat the Man!
    node = only("Can only be played by Ric Flair or if you have a Title Belt card in your Ring area.")
    assert node.kind == "only_when" and node.condition.kind == "any"
    by, have = node.condition.any_of
    assert by == A.Condition("played_by", names=("Ric Flair",))
    assert have.kind == "have_cards" and have.filter.kinds == ("Title Belt",) and have.zone == A.Zone("ring", "you")


def test_or_when_after_a_play_condition_allows_either_case():
    # Back Flip
    node = only("Can only be played when you are Carlito or Daniel Bryan, or when High-Flying Style is in your Ring.")
    assert node.kind == "only_when"
    you_are, in_ring = node.condition.any_of
    assert you_are == A.Condition("superstar_is", player="you", names=("Carlito", "Daniel Bryan"))
    assert in_ring.kind == "card_in_zone" and in_ring.filter.titled == ("High-Flying Style",)


def test_unless_after_a_play_restriction_is_an_exception():
    # You Think You Know Me?: either case allows it (not a second restriction "and your Superstar is not Edge")
    node = only("Can only be played when you have 2 or more cards in your hand, unless your Superstar is Edge.")
    assert node.kind == "only_when"
    have, edge = node.condition.any_of
    assert have.kind == "have_cards" and have.quantity.count == 2 and have.zone == A.Zone("hand", "you")
    assert edge == A.Condition("superstar_is", player="you", names=("Edge",))
    # Technical Superiority
    node = only("Can only be played after a successfully played card, unless you are Dean Malenko.")
    after, dean = node.condition.any_of
    assert after.kind == "played_after" and "successfully played" in after.filter.qualifiers
    assert dean == A.Condition("superstar_is", player="you", names=("Dean Malenko",))


def test_a_margin_of_stun_value_or_of_fortitude():
    # Inside Cradle
    s = parse_sentence("When successfully played, if your Fortitude Rating is at least 20F greater than your "
                       "opponent's Fortitude Rating, or if the Stun Value in your Ring area is at least 5 greater than "
                       "the Stun Value in your opponent's Ring area, you win the game via Pinfall victory.")
    assert s.is_parsed
    fort, stun = s.clauses[0].condition.any_of
    assert fort == A.Condition("compare_by", player="you", stat="fortitude_rating", comparison="greater", amount=20)
    assert stun == A.Condition("compare_by", player="you", stat="stun_value", comparison="greater", amount=5)
    assert condition_from(stun) == Condition("stun_value_above_opponent_by", n=5)


def test_opponent_is_female():
    # Skirt vs. Skirt Match
    node = only("Can only be played when your opponent is Female Superstar.")
    assert node == A.PlayRestriction("only_when", A.Condition("superstar_is", player="opponent", names=("Female",)))


def test_only_playable_if_and_by_a_superstar_with_a_superstar_value():
    # Here a Mark, There a Mark, Everywhere a Mark Mark...
    node = only("Only playable if your Superstar Value is 5 or greater.")
    assert node == A.PlayRestriction("only_when", A.Condition("stat_range", player="you", stat="superstar_value",
                                                              comparison="greater_or_equal", amount=5))
    # Drawing Extra Heat
    node = only("Can only be played by a Superstar with a total Superstar Value of 3 or less.")
    assert node == A.PlayRestriction("only_when", A.Condition("stat_range", player="you", stat="superstar_value",
                                                              comparison="less_or_equal", amount=3))


def test_at_least_n_fewer_than_your_opponent_is_a_margin():
    # Revolution Sexy Boy Atomic Drop
    c = cond_of("If you have at least 10 less Fortitude than your opponent: -20F.")
    assert c == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less", amount=10)
    assert condition_from(c) == Condition("fortitude_below_opponent_by", n=10)
    # Revolution Spear
    c = cond_of("If you have at least 5 fewer cards in hand than your opponent: -10F.")
    assert c.kind == "compare" and c.stat == "hand_size" and c.comparison == "less" and c.amount == 5
    assert condition_from(c).kind == "unread"     # a margin of cards: not checked (never "fewer" alone)


def test_your_opponent_can_not_reverse_it():
    # Stagger (the printed "can not", as "cannot")
    node = only("If your next card played this turn is a maneuver of 7D or less your opponent can not reverse it.")
    assert node.kind == "cannot_be_reversed" and node.applies_to.kind == "it"
    assert node.condition.kind == "next_card_is" and node.condition.filter.damage == A.Range("D", high=7)


def test_when_you_have_3_different_maneuver_card_types_of_3d_or_greater():
    """'When you have 3 different Maneuver card types of 3D or greater in your Ring area, your maneuvers cannot be
    reversed from your opponent's hand.': the types among the Ring maneuvers of 3D or more"""
    from judgebot.cardtext import parse_text

    (s,) = parse_text("When you have 3 different Maneuver card types of 3D or greater in your Ring area, your "
                      "maneuvers cannot be reversed from your opponent's hand.").sentences
    assert s.is_parsed
    (rr,) = s.clauses
    c = rr.condition
    assert c.kind == "different_types" and c.player == "you" and c.zone.name == "ring"
    assert c.amount == 3
    assert c.filter.kinds == ("Maneuver",) and c.filter.damage.low == 3
    assert rr.zones == ("hand",) and rr.applies_to.kind == "all"


def test_when_you_have_6_or_more_different_maneuver_types_in_your_ring():
    """'When you have 6 or more different maneuver types in your Ring, can only be reversed from Arsenal.'"""
    from judgebot.cardtext import parse_text

    (s,) = parse_text("When you have 6 or more different maneuver types in your Ring, can only be reversed from "
                      "Arsenal.").sentences
    (rr,) = s.clauses
    assert rr.kind == "only_from" and rr.zones == ("arsenal",)
    assert rr.condition.kind == "different_types" and rr.condition.amount == 6


# ---------------------------------------------------------------- a list of conditions "When A, B, and C, ..."


def test_when_a_b_and_c_lists_three_conditions():
    # Zeke's Intimidating Clothesline (V5 Nexus or Against Us): the middle item has no "when" of its own
    node = only("When you are Ezekiel Jackson, you have lower Fortitude, and your Fortitude Rating is 5 or less, "
                "this card is F: 0.")
    assert node.condition == A.Condition("all", all_of=(
        A.Condition("superstar_is", player="you", names=("Ezekiel Jackson",)),
        A.Condition("compare", player="you", stat="fortitude_rating", comparison="less"),
        A.Condition("stat_range", player="you", stat="fortitude_rating", comparison="less_or_equal", amount=5),
    ))


def test_trigger_then_a_list_of_conditions():
    # The V.I.P. Lounge (V11 Undisputed)
    node = only("When your maneuver is unsuccessful, you have lower Fortitude, and there are 0 MVP-specific "
                "Pre-match cards in your Ring: you may put 1 MVP-specific Pre-match card from your Ringside into "
                "your Ring.")
    assert node.triggers[0].kind == "when_unsuccessful"
    lower, none = node.condition.all_of
    assert lower == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less")
    assert none.kind == "have_cards" and none.quantity == A.Quantity(count=0)
    assert none.zone == A.Zone("ring", owner="you")
    assert node.effects[0].effect.destination == A.Zone("ring", owner="you")



# ---------------------------------------------------------------- "... or when ...": either state


def test_lower_fortitude_or_when_played_as_a_counter():
    # Time for a Change!
    rr = only("When you have lower Fortitude or when played as a Counter, this card cannot be reversed.")
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "cannot_be_reversed"
    c = rr.condition
    assert c.kind == "any" and [x.kind for x in c.any_of] == ["compare", "as_counter"]
    assert c.any_of[0].player == "you" and c.any_of[0].comparison == "less"
    # the resolver holds it in either state
    assert condition_from(c) == Condition("any", parts=(Condition("fortitude_below_opponent"), Condition("counter")))


def test_lower_fortitude_or_when_your_opponent_is_a_female_superstar():
    # 'Handsome' Harley Race
    rev = only("When you have lower Fortitude or when your opponent is a female Superstar, reverse any card.")
    assert isinstance(rev, A.ReversalDefinition)
    c = rev.condition
    assert c.kind == "any" and [x.kind for x in c.any_of] == ["compare", "superstar_is"]
    assert c.any_of[1].player == "opponent"


def test_played_after_or_when_a_state():
    # End of Days
    rr = only("When played after a successfully played 5D+ maneuver or when your opponent is an NXT Superstar, can "
              "only be reversed from Arsenal.")
    assert rr.kind == "only_from" and rr.zones == ("arsenal",)
    after, nxt = rr.condition.any_of
    assert after.kind == "played_after" and after.filter.kinds == ("Maneuver",)
    assert after.filter.damage == A.Range("D", 5, None) and "successfully played" in after.filter.qualifiers
    assert nxt.player == "opponent"
    # Salute! Diving Headbutt
    rr = only("When played after Let's Check the Honk-a-Meter or when you have 12 or more antics in your Ring, this "
              "card cannot be reversed from hand or Backlash.")
    after, have = rr.condition.any_of
    assert after.kind == "played_after" and after.filter.titled == ("Let's Check the Honk-a-Meter",)
    assert have.kind == "have_cards" and have.filter.kinds == ("Antic",) and have.zone.name == "ring"


# ---------------------------------------------------------------- the first card of a turn, said of "it"


def test_if_it_is_your_first_card_played_during_your_next_turn():
    # Man-handle Slam
    node = only("When played as a reversal, you may play a maneuver in your Ringside as if from hand if it is your "
                "first card played during your next turn.")
    c = node.condition
    assert c.kind == "card_is_next" and c.player == "you" and c.names == ("it", "first next turn")
    # a condition the resolver does not check: unread (never held), not another kind
    assert condition_from(c).kind == "unread"


def test_it_is_not_the_first_card_played_on_your_turn():
    # The Uso Siva Tau
    node = only("When you play a card listed in your Ability and it is not the first card played on your turn, it is "
                "+3D and +1 Stun Value.")
    assert node.condition.kind == "first_card_this_turn" and node.condition.negated
    assert condition_from(node.condition) == Condition("first_card_this_turn", negated=True)


# ---------------------------------------------------------------- a tie in Fortitude

def test_equal_fortitude_is_a_tie_that_the_resolver_checks():
    # Getting a 418 Energy Boost!: "When you have equal Fortitude, this card is -1F."
    c = cond_of("When you have equal Fortitude, this card is -1F.")
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "you", "fortitude_rating", "equal")
    assert condition_from(c) == Condition("fortitude_equal_opponent")


def test_lower_or_equal_fortitude_reads_as_equal_or_lower():
    # Welcome to the Wasteland: "When you have lower or equal Fortitude, your maneuvers without Stun Value that do not
    # have 'reversed' in the text cannot be reversed from Backlash."
    c = cond_of("When you have lower or equal Fortitude, your maneuvers cannot be reversed from Backlash.")
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "you", "fortitude_rating", "less_or_equal")
    assert c == cond_of("When you have equal or lower Fortitude, your maneuvers cannot be reversed from Backlash.")
    assert condition_from(c) == Condition("fortitude_at_most_opponent")
    # his side: "he has equal or greater Fortitude" is your Fortitude at most his
    assert condition_from(cond_of("When your opponent has equal or greater Fortitude, draw 1 card.")) == \
        Condition("fortitude_at_most_opponent")


# ---------------------------------------------------------------- the optional step before, not taken

def test_did_not_take_the_named_step():
    # Owen's Sharpshooter: "If you do not search, draw 1 card."
    c = cond_of("If you do not search, draw 1 card.")
    assert (c.kind, c.player, c.names, c.negated) == ("did_previous", "you", ("search",), True)
    # The Mystery Wrestler: "If you do not reveal, your Starting Hand Size is +8."
    c = cond_of("If you do not reveal, your Starting Hand Size is +8.")
    assert (c.kind, c.names, c.negated) == ("did_previous", ("reveal",), True)


def test_did_not_in_the_past_tense():
    # Sting's Howl: "When you did not choose, draw up to 2 cards."
    c = cond_of("When you did not choose, draw up to 2 cards.")
    assert (c.kind, c.player, c.names, c.negated) == ("did_previous", "you", ("choose",), True)
    # "...; when you did not, look at all face-down cards in his Ring ...": as "when you do not"
    c = cond_of("When you did not, you may Promo: 4 and then put up to 4 Ringside cards on the bottom of your Arsenal.")
    assert c == cond_of("If you do not, draw 1 card.")


def test_unless_both_are_reversed_from_named_places():
    # Asuka's Audacious Assault: "Unless both are reversed from hand or Backlash, both are successful."
    c = cond_of("Unless both are reversed from hand or Backlash, both are successful.")
    assert (c.kind, c.names, c.negated) == ("result", ("reversed",), True)
    assert c.quantity == A.Quantity(count=2, all=True)
    assert c.zone.name == "hand" and [z.name for z in c.zone.alternatives] == ["backlash"]


def test_successfully_played_this_turn():
    # Rock's Spit Punch: "Can only be played if you successfully played a maneuver this turn."
    s = parse_sentence("Can only be played if you successfully played a maneuver this turn.")
    assert s.is_parsed
    (r,) = s.clauses
    assert r == A.PlayRestriction("only_when", A.Condition(
        "played_this_turn", player="you", filter=A.CardFilter(kinds=("Maneuver",)), quantity=A.Quantity(count=1),
        names=("successfully",)))


def test_cannot_play_title_belts_except_or_tag_team_format():
    # a Tag Team Title Belt card: "Can only be played if you cannot play any Title Belt except the Tag Team Title
    # Belts or if this is a Tag Team format match." (what the Superstar forbids; the match's format: both unread
    # by the rules, never taken as met)
    s = parse_sentence("Can only be played if you cannot play any Title Belt except the Tag Team Title Belts or if "
                       "this is a Tag Team format match.")
    assert s.is_parsed
    (r,) = s.clauses
    assert r.kind == "only_when" and r.condition.kind == "any"
    cannot, fmt = r.condition.any_of
    assert cannot == A.Condition("cannot_play", player="you",
                                 filter=A.CardFilter(kinds=("Title Belt",), excludes=("Tag Team",)))
    assert fmt == A.Condition("format", names=("Tag Team",))
    assert condition_from(r.condition).parts[0].kind == "unread"


def test_both_go_into_your_ring_area():
    # Panic Grab: "Unless both maneuvers are reversed when played, both are considered successfully played and both
    # go into your Ring area."
    from judgebot.cardtext import conditions_ast as CN
    s = parse_sentence("Unless both maneuvers are reversed when played, both are considered successfully played and "
                       "both go into your Ring area.")
    assert s.is_parsed
    (ability,) = s.clauses
    assert ability.effects[0].effects == (CN.ConsideredResult("both", "successful", considered=True),
                                          CN.ConsideredResult("both", "into_ring"))
    assert ability.condition.negated and ability.condition.names == ("reversed",)


def test_he_reverses_your_next_maneuver():
    # You Can't See Me: "If he reverses your next maneuver played this turn, he skips his next turn." (a trigger:
    # his reversal of that card, tr_reverses_played)
    s = parse_sentence("If he reverses your next maneuver played this turn, he skips his next turn.")
    assert s.is_parsed
    (ability,) = s.clauses
    (trigger,) = ability.triggers
    assert trigger.kind == "when_player_reverses" and trigger.by == "opponent"
    assert trigger.filter.kinds == ("Maneuver",) and trigger.filter.owner == "you"
    assert ability.effects == (A.SkipTurn("opponent"),)


def test_opponent_reverses_it_from_hand_or_backlash():
    # "If your next card played this turn is a Maneuver card, and your opponent reverses it from his hand OR
    # Backlash deck, he must discard his hand."
    s = parse_sentence("If your next card played this turn is a Maneuver card, and your opponent reverses it from "
                       "his hand OR Backlash deck, he must discard his hand.")
    assert s.is_parsed
    (ability,) = s.clauses
    next_card, reversed_ = ability.condition.all_of
    assert next_card.kind == "next_card_is"
    assert reversed_.kind == "card_reversed" and reversed_.player == "opponent" and reversed_.names == ("it",)
    assert reversed_.zone.name == "hand" and [z.name for z in reversed_.zone.alternatives] == ["backlash"]


def test_reversing_your_own_next_card_is_not_read():
    # (made up) "you reverse your next maneuver" is no reversal by the opponent
    assert not parse_sentence("If you reverse your next maneuver, draw 1 card.").is_parsed


def test_opponent_is_a_gm_or_female_superstar():
    # Girl on Girl Action!: "As a reversal, if your opponent is a GM or Female Superstar, reverse any non-unique Action
    # card and end your opponent's turn." (either identity; not Superstar names: unread by the rules)
    s = parse_sentence("As a reversal, if your opponent is a GM or Female Superstar, reverse any non-unique Action "
                       "card and end your opponent's turn.")
    assert s.is_parsed
    (ability,) = s.clauses
    (rev,) = ability.effects
    assert rev.condition == A.Condition("superstar_is", player="opponent", names=("GM", "Female"))
    assert rev.targets == (A.CardFilter(kinds=("Action",), excludes=("Unique",)),)
    assert condition_from(rev.condition).kind == "unread"


def test_play_after_a_successfully_played_maneuver():
    # Stagger: "Play after a successfully played maneuver." (as "Can only be played after ...")
    s = parse_sentence("Play after a successfully played maneuver.")
    assert s.is_parsed
    assert s.clauses == parse_sentence("Can only be played after a successfully played maneuver.").clauses


def test_at_end_of_turn():
    # Deluding Yourself: "At end of turn, discard your hand."
    s = parse_sentence("At end of turn, discard your hand.")
    assert s.is_parsed
    (ability,) = s.clauses
    assert ability.triggers[0].kind == "end_of_turn"
    assert ability.effects == (A.Discard("you", A.Quantity(all=True), A.CardFilter(), zone=A.Zone("hand", "you")),)


def test_have_n_or_greater_stun_value_in_your_ring():
    # Do You Know Who I Am?: "Can only be played if you have 3 or greater Stun Value in your Ring area."
    s = parse_sentence("Can only be played if you have 3 or greater Stun Value in your Ring area.")
    assert s.is_parsed
    (r,) = s.clauses
    assert r == A.PlayRestriction("only_when", A.Condition("stat_range", player="you", stat="stun_value",
                                                           comparison="greater_or_equal", amount=3))
    # the rules do not count Stun Value for a play condition: unread, never taken as met
    assert condition_from(r.condition).kind == "unread"
    # (made up) your count in his Ring is not read
    assert not parse_sentence("Can only be played if you have 3 or more Stun Value in your opponent's Ring "
                              "area.").is_parsed


# ---------------------------------------------------------------- one unparsed sentence short of a whole card


def test_modifier_on_this_card_if_a_titled_card_is_in_your_ring():
    # Mandible Claw: a title and its kind without an article ("Mr. Socko card") is the card of that title
    mod = only("-6F on this card if Mr. Socko card is in your Ring area.")
    assert isinstance(mod, A.Modifier)
    assert mod.scope.kind == "this" and [(ch.stat, ch.amount) for ch in mod.changes] == [("F", -6)]
    c = mod.condition
    assert c.kind == "card_in_zone" and c.zone == A.Zone("ring", "you") and c.filter.titled == ("Mr. Socko",)
    assert condition_from(c).kind == "ring_has"


def test_you_must_play_a_card_before_playing_this_card():
    # Bronco Buster: as "The card titled ... must be played before playing this card"
    pr = only("You must play the card titled Throw Into the Corner Turnbuckle before playing this card.")
    assert pr.kind == "must_after" and pr.condition.kind == "played_after"
    assert pr.condition.filter.titled == ("Throw Into the Corner Turnbuckle",)
    # Ambush Finale
    pr = only("You must play a Heel maneuver card before playing this card.")
    assert pr.kind == "must_after"
    assert pr.condition.filter.kinds == ("Maneuver",) and pr.condition.filter.traits == ("Heel",)


def test_he_must_play_before_playing_this_card_is_no_play_restriction():
    # only the player of this card is bound by "you must play X before playing this card"
    assert not parse_sentence("Your opponent must play a Heel maneuver card before playing this card.").is_parsed


def test_have_either_lower_fortitude_or_fewer_cards_in_hand():
    # Singing the Russian National Anthem: "either" before the two comparisons reads as the plain "or" does
    c = cond_of("When you successfully play a Chain maneuver, and you have either lower Fortitude or fewer cards in "
                "hand, put up to 1 non-Unique Chain card from Ringside in your hand.")
    plain = cond_of("When you successfully play a Chain maneuver, and you have lower Fortitude or fewer cards in "
                    "hand, put up to 1 non-Unique Chain card from Ringside in your hand.")
    assert c == plain
    assert c == A.Condition("compare", player="you", stat="fortitude_rating|hand_size", comparison="less",
                            names=("either",))


def test_either_of_two_states_and_an_identity_list():
    # Funaki's card: "When you are Funaki or We Are... EVIL! is in your Ring" (either state)
    c = cond_of("When you are Funaki or We Are... EVIL! is in your Ring, this card is -10F.")
    assert c.kind == "any"
    first, second = c.any_of
    assert (first.kind, first.names) == ("superstar_is", ("Funaki",))
    assert (second.kind, second.filter.titled, second.zone.name) == ("card_in_zone", ("We Are... EVIL!",), "ring")
    assert condition_from(c).kind == "any"
    # Goldberg's card, Val Venis's: an identity after a name or another identity: one superstar_is of every name
    c = cond_of("When you are a Female Superstar or Val Venis, the maximum number of Pre-match cards you may have in "
                "your Ring area is increased by 1.")
    assert (c.kind, c.player, c.names) == ("superstar_is", "you", ("Female", "Val Venis"))
    s = parse_sentence("When you are Goldberg or a WCW Superstar, this card is F: 0 and cannot be reversed.")
    assert s.is_parsed
    assert s.clauses[0].condition.names == ("Goldberg", "WCW")
    # not every name is a Superstar's: the rules leave it unread
    assert condition_from(s.clauses[0].condition).kind == "unread"
    # after "Cannot be reversed when ...", "or when" is still the second condition
    assert parse_sentence("Cannot be reversed when your opponent is Triple H or when you have the card titled Managed "
                          "by Theodore Long in your Ring area.").is_parsed


def test_list_of_cases_a_card_may_be_played_in_is_a_follow_up_or_counter():
    # the commas and the last ", or" of the list are one word each (lexer.py _fold_play_when_list)
    pr = only("Can only be played after a successful 5D+ maneuver, as a Counter (5D+ maneuver), or From The Middle "
              "Turnbuckle.")
    assert pr.kind == "only_after" and pr.or_counter and pr.counter_filter.kinds == ("Maneuver",)
    assert pr.counter_filter.damage.low == 5
    first, second = pr.condition.any_of
    assert first.kind == second.kind == "played_after"
    assert first.filter.kinds == ("Maneuver",) and first.filter.damage.low == 5
    assert "successfully played" in first.filter.qualifiers
    # a bare title after the last "or" is played after it (not "successfully played": that was the maneuver's)
    assert second.filter.titled == ("From the Middle Turnbuckle",) and not second.filter.qualifiers
    # "as a Counter" first, then one Follow-up
    pr = only("Can only be played as a Counter, or after a successfully played maneuver or Becky Lynch-specific card.")
    assert pr.kind == "only_after" and pr.or_counter and pr.counter_filter is None
    assert pr.condition.kind == "played_after"


def test_list_of_cases_with_a_state_is_one_condition_any_of_them_meets():
    pr = only("Can only be played after a successfully played maneuver, when your opponent has 3 or more Fan Favorite "
              "or Cheater cards in his Ring, or when Lockdown! is in your Ring.")
    assert pr.kind == "only_when" and pr.condition.kind == "any"
    after, many, lockdown = pr.condition.any_of
    assert after.kind == "played_after" and after.filter.kinds == ("Maneuver",)
    assert many.kind == "have_cards" and many.player == "opponent" and many.quantity.count == 3
    assert lockdown.kind == "card_in_zone" and lockdown.filter.titled == ("Lockdown!",)
    # a Counter among states: its Condition, with what the reversal had to be ("(hand)": from hand)
    pr = only("Can only be played after a successful maneuver, as a Counter (hand), or if you have used your Ability "
              "this turn.")
    after, counter, ability = pr.condition.any_of
    assert counter.kind == "as_counter" and counter.zone.name == "hand"
    assert ability.kind == "used_ability_this_turn"
    # the rules check the Follow-up part; a Counter from hand and the Ability used are not checked (unread)
    assert [p.kind for p in condition_from(pr.condition).parts] == ["after", "unread", "unread"]


def test_comma_after_a_play_restriction_is_no_list_unless_all_of_it_is():
    from judgebot.cardtext.lexer import tokenize
    words = [t.value for t in tokenize("Can only be played after a successfully played maneuver, overturn cards "
                                       "equal to half of the maneuver's printed damage (rounded up), and then end "
                                       "his turn.")]
    assert "pw-comma" not in words and "pw-or" not in words
    # the one ", or as a Counter" stays _fold_or_as_counter's
    assert parse_sentence("Can only be played after a 5D+ maneuver or Throw Into the Corner Turnbuckle, or as a "
                          "Counter (maneuver).").is_parsed


def test_cannot_be_played_nor_can_you_play_that_card():
    # WCW Title Belt's rival belts: this card cannot be played while that card is in your Ring, and that card cannot
    # be played while this one is (a Prohibition of yours, as "You cannot play Title Belt cards")
    s = parse_sentence("Cannot be played if the WCW Title Belt is in your Ring area, nor can you play that card.")
    assert s.is_parsed and len(s.clauses) == 2
    pr, ability = s.clauses
    assert pr.kind == "cannot_when" and pr.condition.kind == "card_in_zone"
    assert pr.condition.filter.titled == ("WCW Title Belt",) and pr.condition.zone == A.Zone("ring", "you")
    assert ability.effects == (A.Prohibition("you", "play", A.CardFilter(titled=("WCW Title Belt",))),)
    # "either of those cards": the titles of the condition, either one
    pr, ability = parse_sentence("Cannot be played if the cards titled World Wrestling Federation Heavyweight Belt or "
                                 "WCW Title Belt are in your Ring area; nor can you play either of those cards.").clauses
    assert pr.condition.filter.titled == ability.effects[0].filter.titled == (
        "World Wrestling Federation Heavyweight Belt", "WCW Title Belt")
    # "another Title Belt card": the cards it describes
    pr, ability = parse_sentence("Cannot be played if you have a Title Belt card in your Ring area; nor can you play "
                                 "another Title Belt card.").clauses
    assert pr.condition.kind == "have_cards" and ability.effects[0].filter.kinds == ("Title Belt",)


def test_more_revolution_requirements():
    r = only("Requirement: First card played this turn.")
    assert isinstance(r, A.Requirement) and r.condition.kind == "first_card_this_turn" and not r.condition.negated
    assert condition_from(r.condition) == Condition("first_card_this_turn")
    r = only("Requirement: Not Your First Card Played This Turn.")
    assert r.condition.kind == "first_card_this_turn" and r.condition.negated
    r = only("Requirement: No Corner in your Ring.")
    assert r.condition == A.Condition("have_cards", player="you", filter=A.CardFilter(kinds=("Corner",)),
                                      quantity=A.Quantity(count=0), zone=A.Zone("ring", "you"))
    assert condition_from(r.condition).kind == "ring_has" and condition_from(r.condition).negated
    r = only("Requirement: At least 3 Less Fortitude")
    assert condition_from(r.condition) == Condition("fortitude_below_opponent_by", n=3)
    r = only("Requirement: Revolution ECW Originals in your Ring.")
    assert r.condition.filter.titled == ("Revolution ECW Originals",) and r.condition.zone.name == "ring"
    # the Superstar as printed is not checked: unread, never taken as met
    r = only("Requirement: printed Extremist.")
    assert r.name == "printed Extremist" and condition_from(r.condition).kind == "unread"


def test_played_during_a_phase_and_from_ringside_is_two_permissions():
    s = parse_sentence("Can be played during any Pre-match phase and from Ringside.")
    assert s.is_parsed
    phase, ringside = s.clauses
    assert phase.kind == "during_phase" and "Pre-match" in phase.zones
    assert ringside == A.PlayRestriction("may_play_from", zones=("ringside",))


def test_requirement_of_two_parts_is_both_conditions():
    r = only("Requirement: 5+ cards in your hand and no Corner in your Ring.")
    assert r.condition.kind == "all"
    hand, corner = r.condition.all_of
    assert hand == A.Condition("have_cards", player="you", filter=A.CardFilter(kinds=("Card",)),
                               quantity=A.Quantity(count=5, at_least=True), zone=A.Zone("hand", "you"))
    assert corner.quantity == A.Quantity(count=0) and corner.filter.kinds == ("Corner",)
    assert [p.kind for p in condition_from(r.condition).parts] == ["hand_at_least", "ring_has"]
    r = only("Requirement: Extremist and First Card This Turn")
    assert [p.kind for p in r.condition.all_of] == ["played_by", "first_card_this_turn"]
    # a part the resolver reads by its name alone ("Overturned") is not joined: left unparsed, never dropped
    assert not parse_sentence("Requirement: Extremist and Overturned").is_parsed


def test_as_a_counter_or_when_a_state():
    pr = only("Can only be played as a Counter or when a Trademark Finisher is in your Ring.")
    assert pr.kind == "only_when" and pr.condition.kind == "any"
    counter, finisher = pr.condition.any_of
    assert counter == A.Condition("as_counter")
    assert finisher.kind == "card_in_zone" and finisher.filter.kinds == ("Trademark Finisher",)
    assert [p.kind for p in condition_from(pr.condition).parts] == ["counter", "ring_has"]


# ---------------------------------------------------------------- (whenopp) states of the opponent, of a named card


def test_opponent_is_male_bare():
    # "When your opponent is Male, +3 Stun Value." (as "is a Male Superstar")
    c = cond_of("When your opponent is Male, +3 Stun Value.")
    assert c == A.Condition("superstar_is", player="opponent", names=("Male",))
    assert condition_from(c).kind == "unread"


def test_opponent_does_not_have_a_card_revealed():
    c = cond_of("When your opponent does not have an Enforcer card revealed, discard this card and then draw 1 card.")
    assert c.kind == "have_revealed" and c.player == "opponent" and c.negated
    assert c.filter.kinds == ("Enforcer",)


def test_there_is_not_a_card_in_any_ring():
    c = cond_of("When there is not a Venue or Pay-Per-View Event in any Ring area, discard this card and then "
                "shuffle 1 card from your Ringside pile into your Arsenal.")
    assert c.kind == "have_cards" and c.player == "any" and c.negated


def test_reversed_card_was_played_from_is_not_this_cards_play():
    # the reversed card's zone, not "played_from" (which the resolver reads as this card's own play)
    c = cond_of("If the reversed card was played from your opponent's hand, it goes into his hand instead of his "
                "Ringside.")
    assert c == A.Condition("card_played_from", zone=A.Zone("hand", "opponent"), names=("reversed",))
    assert condition_from(c).kind == "unread"


def test_card_reversed_is_a_kind():
    c = cond_of("If the card reversed is a Foreign Object card, remove it from the game.")
    assert c == cond_of("If the reversed card is a Foreign Object card, remove it from the game.")


def test_opponents_fortitude_at_least_greater_without_than():
    # "at least 9F greater" than yours: your opponent's margin over you
    c = only("When your opponent's Fortitude is at least 9F greater, reversals to this card are +8F.").condition
    assert c.kind == "compare_by" and c.player == "opponent" and c.comparison == "greater" and c.amount == 9
    assert condition_from(c).kind == "fortitude_below_opponent_by"


def test_title_not_revealed():
    c = cond_of("When One Man Gang is not revealed, your opponent's Hand Size is -3 and your Hand Size is -2.")
    assert c == A.Condition("card_revealed", filter=A.CardFilter(titled=("One Man Gang",)), negated=True)


def test_it_is_your_next_card_this_turn():
    c = cond_of("If it is your next card this turn: it is -8F.")
    assert c.kind == "next_card_is" and c.player == "you"


def test_you_are_not_an_extremist():
    c = cond_of("If you are not an Extremist: discard 1 card.")
    assert c == A.Condition("played_by", names=("Extremist",), negated=True)


def test_chosen_and_discarded_card_refs():
    c = cond_of("When his chosen card is an action or antic, draw up to 1 card.")
    assert c.kind == "card_is" and c.names == ("opponent's chosen",) and c.filter.kinds == ("Action", "Antic")
    assert condition_from(c).kind == "unread"
    c = cond_of("When your chosen card is a non-hybrid reversal, he may choose to remove 1 card in his hand from the "
                "game instead.")
    assert c.kind == "card_is" and c.names == ("chosen",)
    c = cond_of("When the discarded card is Gail Kim-specific, shuffle it and up to 3 other cards from your Ringside "
                "into your Arsenal.")
    assert c.kind == "card_is" and c.names == ("discarded",)


def test_next_card_has_word_in_title():
    s = parse_sentence("When your next card played this turn has 'spear' in the title, ignore the 'Can only be played "
                       "after...' text and it cannot be reversed from hand.")
    assert s.is_parsed
    assert s.clauses[0].condition == A.Condition("next_card_is", player="you",
                                                 filter=A.CardFilter(title_words=("spear",)))


def test_played_during_the_previous_turn_is_last_turn():
    a = cond_of("When your opponent successfully played a maneuver during the previous turn, he cannot respond to "
                "this card.")
    b = cond_of("When your opponent successfully played a maneuver last turn, he cannot respond to this card.")
    assert a == b


def test_either_state_shares_the_subject():
    c = cond_of("When your opponent is a Tag Team or has a Corner in his ring: +10D.")
    assert c.kind == "any" and len(c.any_of) == 2
    assert c.any_of[0].kind == "superstar_is" and c.any_of[0].player == "opponent"
    assert c.any_of[1].kind == "have_cards" and c.any_of[1].player == "opponent"
    assert c.any_of[1].filter.kinds == ("Corner",)
    c = cond_of("When your opponent is a Legend or his Superstar Value is 5+, he cannot play reversals to The Legend "
                "Killer.")
    assert [p.kind for p in c.any_of] == ["superstar_is", "stat_range"]
    assert c.any_of[1].player == "opponent" and c.any_of[1].stat == "superstar_value"
    c = cond_of("When he is Revolution Test or he has 10+ greater Fortitude: this card can be played from Ringside.")
    assert c.kind == "any" and c.any_of[0].kind == "superstar_is" and c.any_of[1].kind == "compare"


def test_printed_superstar_value_is_not_the_superstar_value():
    c = cond_of("If your opponent's printed Superstar Value is 2 or less, his Superstar Value is +1 and he cannot play "
                "Title Belt cards.")
    assert c.kind == "stat_range" and c.stat == "printed_superstar_value" and c.player == "opponent"
    assert condition_from(c).kind == "unread"


def test_player_is_one_kind_or_another():
    c = cond_of("When he is a Diva or an NXT Superstar, he discards 1 card.")
    assert c.kind == "superstar_is" and c.player == "opponent" and set(c.names) == {"Diva", "NXT"}


def test_card_revealed_for_your_ability():
    c = cond_of("When the card revealed for your Ability is Unique, they overturn 2 cards.")
    assert c.kind == "card_is" and c.names == ("revealed for your Ability",)


def test_successfully_played_after_or_as_counter():
    # "When successfully played after X or as a Counter": the moment, when either case holds
    s = parse_sentence("As a maneuver, when successfully played after a successfully played card or as a Counter, "
                       "your opponent discards his hand.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert A.Trigger("when_successfully_played") in ab.triggers
    cond = ab.condition
    assert cond.kind == "any"
    after, counter = cond.any_of
    assert after.kind == "played_after" and counter == A.Condition("as_counter")


def test_played_after_or_as_counter_to_a_kind():
    # "or as a Counter (maneuver)": the card it reversed was a maneuver
    s = parse_sentence("As a maneuver, this card is -25F and when played after a successfully played card or as a "
                       "Counter (maneuver), can only be reversed by 2 reversal cards.")
    assert s.is_parsed
    conds = [n for n in A.iter_nodes(s) if isinstance(n, A.Condition) and n.kind == "as_counter"]
    assert conds and conds[0].filter.kinds == ("Maneuver",)


# ---------------------------------------------------------------- a named card's result, the card's "#"


def test_the_maneuver_was_reversed_is_a_named_card_result():
    # V11: Undisputed ("the maneuver": the D:10+ maneuver the sentence before named)
    node = only("If the maneuver was reversed, shuffle this card and up to 3 cards from your Ringside into your "
                "Arsenal.")
    assert node.condition == A.Condition("named_card_result", names=("the maneuver", "reversed"))
    (move,) = node.effects
    assert isinstance(move, A.MoveCards) and move.this_card and move.shuffle
    assert move.destination == A.Zone("arsenal")
    # not a test the resolver knows: reported as not checked
    assert condition_from(node.condition).kind == "unread"


def test_the_maneuver_is_successful_and_not_reversed_from_a_zone():
    # V14: War Games
    node = only("If the maneuver is successful, it is blank until the end of the turn.")
    assert node.condition == A.Condition("named_card_result", names=("the maneuver", "successful"))
    (blank,) = node.effects
    assert isinstance(blank, A.Blank) and blank.scope.kind == "it" and blank.duration == "rest_of_turn"
    c = cond_of("If the maneuver was not reversed from Arsenal, draw 1 card.")
    assert c == A.Condition("named_card_result", names=("the maneuver", "reversed"), zone=A.Zone("arsenal", "any"),
                            negated=True)


def test_the_maneuver_or_reversal_is_still_a_card_kind_test():
    # (the result states are read after `card_ref`; "the X is <kind>" keeps its reading)
    s = parse_sentence("Can only be played after a successfully played maneuver or as a Counter; when the maneuver or "
                       "reversal is Superstar-specific, this card is a Trademark Finisher instead.")
    assert s.is_parsed
    assert s.clauses[1].condition.kind == "card_is"


def test_the_cards_variable_against_a_number():
    # V8: Over the Limit ("# is equal to twice the number of cards drawn for your Ability this turn")
    node = only("When # is 0, cannot be reversed by non-Unique cards.")
    assert isinstance(node, A.ReversalRestriction) and node.by.excludes == ("Unique",)
    assert node.condition == A.Condition("variable_is", comparison="equal", amount=0)
    # V12: Limitless
    c = cond_of("When # is 3+, this card is a Trademark Finisher instead of a Grapple.")
    assert c == A.Condition("variable_is", comparison="greater_or_equal", amount=3)
    assert condition_from(c).kind == "unread"


def test_next_card_is_that_card():
    # as "if that card is your next card played this turn"
    node = only("If your next card played this turn is that card, it cannot be reversed.")
    assert isinstance(node, A.ReversalRestriction)
    assert node.condition.kind == "card_is_next" and node.condition.names == ("it", "next")
    assert node.condition.player == "you"


# ---- "if the card under this card is a X or Y"


def test_the_card_under_this_card_is_either_kind():
    cond = cond_of("When this card is in your Ring area, if the card under this card is a non-unique Maneuver or "
                   "non-unique Reversal card, you may play it as if it were in your hand.")
    assert cond.kind == "card_is" and cond.names == ("under this card",)
    assert cond.filter.alternatives == (A.CardFilter(kinds=("Maneuver",), excludes=("Unique",)),
                                        A.CardFilter(kinds=("Reversal",), excludes=("Unique",)))


def test_played_as_counter_comma_or_after():
    # "When played as a Counter, or after a successful maneuver, this card is -5F." (the list comma before "or after")
    cond = cond_of("When played as a Counter, or after a successful maneuver, this card is -5F.")
    assert cond.kind == "any"
    assert [c.kind for c in cond.any_of] == ["as_counter", "played_after"]
    assert cond.any_of[1].filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("successfully played",))


# ---- "for each Maneuver type": once per type, not per card (ForEachType)


def test_modifier_for_each_maneuver_type():
    s = parse_sentence("This card is -3F for each Maneuver type in your Ring area.")
    assert s.is_parsed
    (node,) = s.clauses[0].effects
    assert type(node) is A.ForEachType
    assert node.cards == A.Cards(A.Quantity(all=True), A.CardFilter(kinds=("Maneuver",)), A.Zone("ring", "you"))
    assert node.effect.changes == (A.StatChange("F", -3),)


def test_action_for_each_different_maneuver_type():
    s = parse_sentence("Your opponent overturns 1 card for each different maneuver type in your Ring.")
    assert s.is_parsed
    (node,) = s.clauses[0].effects
    assert type(node) is A.ForEachType and node.cards.zone == A.Zone("ring", "you")


# ---------------------------------------------------------------- play restrictions and their states


def test_card_in_ring_or_superstar_card_has_quoted_logo():
    # "Can only be played if a card in your Ring area or your Superstar card has the 'nWo' logo."
    node = only("Can only be played if a card in your Ring area or your Superstar card has the 'nWo'logo.")
    assert isinstance(node, A.PlayRestriction) and node.kind == "only_when"
    assert node.condition == A.Condition("any", any_of=(
        A.Condition("have_cards", player="you", filter=A.CardFilter(kinds=("Card",), logos=("nWo",)),
                    quantity=A.Quantity(count=1), zone=A.Zone("ring", "you")),
        A.Condition("superstar_logo", player="you", names=("nWo",))))
    node = only("Cannot be played if a card in your opponent's Ring area or his Superstar card has the 'nWo'logo.")
    assert node.kind == "cannot_when"
    assert [c.player for c in node.condition.any_of] == ["opponent", "opponent"]


def test_cards_titled_list_then_or_after_a_maneuver():
    # the commas of the list of titles are not the commas of the list of cases
    node = only("Can only be played after the cards titled Roll Out of the Ring, Throw Opponent Out of the Ring, "
                "Announcer's Table, Baseball Slide, Giant Swing, or Suicide Plancha, or after a maneuver played "
                "after the card titled Irish Whip.")
    assert node.kind == "only_after"
    first, second = node.condition.any_of
    assert first.kind == "played_after" and first.filter.titled == (
        "Roll Out of the Ring", "Throw Opponent Out of the Ring", "Announcer's Table", "Baseball Slide",
        "Giant Swing", "Suicide Plancha")
    assert second.filter == A.CardFilter(kinds=("Maneuver",),
                                         played_after=A.CardFilter(kinds=("Card",), titled=("Irish Whip",)))


def test_hybrid_half_then_list_of_cases():
    s = parse_sentence("As a maneuver, can only be played after a Strike maneuver played after the card titled "
                       "Irish Whip, or after the card titled Throw Opponent Out of the Ring or Giant Swing.")
    assert s.is_parsed
    ability = s.clauses[0]
    (node,) = ability.effects
    assert ability.triggers[0].kind == "as_maneuver"
    assert [c.filter.titled for c in node.condition.any_of] == [(), ("Throw Opponent Out of the Ring", "Giant Swing")]
    s = parse_sentence("As an action, can only be played after a 5D or greater maneuver, or the card titled "
                       "Jockeying for Position.")
    (node,) = s.clauses[0].effects
    assert node.condition.any_of[1] == A.Condition("played_after", filter=A.CardFilter(
        kinds=("Card",), titled=("Jockeying for Position",)), quantity=A.Quantity(count=1))


def test_first_card_of_the_game():
    node = only("Cannot be reversed from your opponent's hand when this is your first non-Pre-match card played of "
                "the game.")
    assert isinstance(node, A.ReversalRestriction) and node.zones == ("hand",)
    assert node.condition == A.Condition("card_is_next", player="you", names=("this", "first game"),
                                         filter=A.CardFilter(kinds=("Card",), excludes=("Pre-match",)))


def test_requirement_title_in_either_zone():
    node = only("Requirement: Revolution Struck by a Singapore Cane is in your Ring or Ringside.")
    f = A.CardFilter(titled=("Revolution Struck by a Singapore Cane",))
    assert node.condition == A.Condition("any", any_of=(
        A.Condition("card_in_zone", filter=f, zone=A.Zone("ring", "you")),
        A.Condition("card_in_zone", filter=f, zone=A.Zone("ringside", "you"))))


def test_cards_under_your_superstar_without_card():
    node = only("Can only be reversed from Arsenal if you have 6+ cards under your Superstar.")
    assert node.condition == A.Condition("have_cards", player="you", filter=A.CardFilter(kinds=("Card",)),
                                         quantity=A.Quantity(count=6, at_least=True),
                                         zone=A.Zone("under_superstar", "you"))


def test_played_from_and_during_phase():
    s = parse_sentence("Can be played during any phase and from Ringside.")
    assert s.clauses == (A.PlayRestriction("during_phase", zones=("any",)),
                         A.PlayRestriction("may_play_from", zones=("ringside",)))
    s = parse_sentence("Can be played from Ringside and during the Venue phase.")
    assert s.clauses == (A.PlayRestriction("may_play_from", zones=("ringside",)),
                         A.PlayRestriction("during_phase", zones=("Venue",)))


def test_reversed_to_end_turn_comma_and_this_is_first():
    s = parse_sentence("As an action, can only be played if you reversed a card to end your opponent's turn, and "
                       "this is the first card played on your turn.")
    assert s.is_parsed
    (node,) = s.clauses[0].effects
    assert node.kind == "only_when"
    assert [c.kind for c in node.condition.all_of] == ["reversed_to_end_last_turn", "first_card_this_turn"]


def test_title_printed_with_bang_before_is_in():
    # the card data spells I'm Gonna Break You without its "!"; an unknown title keeps it
    node = only("Cannot be played when I'm Gonna Break You! is in your Ring.")
    assert node.condition == A.Condition("card_in_zone", player="you",
                                         filter=A.CardFilter(titled=("I'm Gonna Break You",)),
                                         zone=A.Zone("ring", "you"))
    node = only("Cannot be reversed if the card titled Really Going For the Cheap Pop! is in your Ring area.")
    assert node.condition.filter.titled == ("Really Going For the Cheap Pop!",)


def test_if_not_reversed_from_zones_is_this_card_not_reversed():
    # as "if this card is not reversed from ..." (its own result)
    node = only("If not reversed from opponent's hand or Arsenal, search your Arsenal for a card titled DDT and put "
                "it into your hand.")
    assert node.condition.kind == "result" and node.condition.names == ("reversed",) and node.condition.negated
    assert node.condition == cond_of("If this card is not reversed from opponent's hand or Arsenal, search your "
                                     "Arsenal for a card titled DDT and put it into your hand.")


def test_and_it_is_not_successfully_played():
    node = only("If it is your next card played this turn and it is not successfully played, remove it from the "
                "game.")
    c = node.condition
    assert c.kind == "all"
    assert c.all_of[-1] == A.Condition("named_card_result", names=("it", "successful"), negated=True)


def test_requirement_superstar_named_card_in_ring():
    # "The Hurt Business" is a Superstar's name and a card title: the Requirement names the card
    node = only("Requirement: The Hurt Business is in your Ring.")
    assert node == A.Requirement("The Hurt Business is in your Ring", A.Condition(
        "card_in_zone", filter=A.CardFilter(titled=("The Hurt Business",)), zone=A.Zone("ring", "you")))


def test_cannot_be_reversed_from_hand_when_played_as_counter_from_hand():
    s = parse_sentence("Cannot be reversed from hand when played as a Counter (Hand).")
    assert s.is_parsed
    (node,) = s.clauses
    assert node.effects == (A.ReversalRestriction("cannot_be_reversed", zones=("hand",)),)
    assert node.triggers[0].kind == "when_played_as_counter" and node.triggers[0].zone.name == "hand"


def test_choose_a_maneuver_type_is_naming_one():
    s = parse_sentence("Choose 1 Maneuver type.")
    assert s.is_parsed
    assert s.clauses[0].effects == (A.Name("you", "type", A.CardFilter(kinds=("Maneuver",))),)


def test_misprint_opponents_successfully_plays():
    # "after your opponent's successfully plays a maneuver" (your opponent)
    node = only("Can only be played after your opponent's successfully plays a maneuver.")
    assert node.condition == A.Condition("player_plays", player="opponent", names=("successfully", "after"),
                                         filter=A.CardFilter(kinds=("Maneuver",)))


def test_header_requirement_words_with_no_player():
    # Revolution This Fire Burns... "Less Fortitude: -5F", "At least 5 Less Fortitude: -5F.": you have less Fortitude
    node = only("Less Fortitude: -5F")
    c = node.condition
    assert (c.kind, c.player, c.stat, c.comparison, c.amount) == ("compare", "you", "fortitude_rating", "less", None)
    assert node.changes == (A.StatChange("F", -5),)
    c = only("At least 5 Less Fortitude: -5F.").condition
    assert (c.kind, c.player, c.stat, c.comparison, c.amount) == ("compare", "you", "fortitude_rating", "less", 5)


# ---- "equal" alone as a tie; "don't have"


def test_equal_superstar_value_and_begin_the_game():
    from judgebot.cardtext import abilities_ast as N
    ab = only("After all Pre-match Phases, when you have equal Superstar Value, you begin the game.")
    assert isinstance(ab, A.Ability)
    (first,) = ab.effects
    assert isinstance(first, N.FirstTurn) and first.player == "you"
    assert (ab.condition.kind, ab.condition.stat, ab.condition.comparison) == ("compare", "superstar_value", "equal")
    assert [t.kind for t in ab.triggers] == ["end_of_prematch"]


def test_dont_have_is_do_not_have():
    ab = only("At the end of the Pre-match phase when you don't have a Stipulation in your Ring, you may put one "
              "non-Throwback Handicap Match into your Ring.")
    same = only("At the end of the Pre-match phase when you do not have a Stipulation in your Ring, you may put one "
                "non-Throwback Handicap Match into your Ring.")
    assert ab.condition == same.condition
    assert (ab.condition.kind, ab.condition.negated, ab.condition.filter.kinds) == ("have_cards", True, ("Stipulation",))


# ---------------------------------------------------------------- either of two ways this card is played


def test_played_by_or_after_and_after_or_state():
    c = cond_of("When played by Lita, or after a successfully played card, this card is a High Risk instead.")
    first, second = c.any_of
    assert c.kind == "any" and first == A.Condition("superstar_is", player="you", names=("Lita",))
    assert second.kind == "played_after" and second.filter.qualifiers == ("successfully played",)
    c = cond_of("When played after From the Top Rope, or you have 9+ cards under your Superstar, this card is a "
                "Trademark Finisher instead.")
    first, second = c.any_of
    assert first.kind == "played_after" and first.filter.titled == ("From the Top Rope",)
    assert second.kind == "have_cards" and second.quantity.count == 9 and second.zone.name == "under_superstar"


def test_counter_or_after_any_of_several():
    c = cond_of("When played as a Counter, or after a successfully played Chain maneuver or Throw Into the Corner "
                "Turnbuckle, this card is Multi.")
    assert [x.kind for x in c.any_of] == ["as_counter", "played_after", "played_after"]
    assert c.any_of[2].filter.titled == ("Throw Into the Corner Turnbuckle",)
    c = cond_of("When played as a Counter (D: 5+ card) or after a D: 5+ maneuver, cannot be reversed by non-Unique cards.")
    counter, after = c.any_of
    assert counter.kind == "as_counter" and counter.filter.damage.low == 5
    assert after.kind == "played_after" and after.filter.kinds == ("Maneuver",) and after.filter.damage.low == 5


# ---------------------------------------------------------------- a bound on a player's value as a header


def test_fortitude_rating_bound_header():
    # "Your Fortitude Rating is 8 or lower: your non-F: 0 Cores are F: 0." (as "if your Fortitude Rating is 8 or lower")
    assert cond_of("Your Fortitude Rating is 8 or lower: your non-F: 0 Cores are F: 0.") == A.Condition(
        "stat_range", player="you", stat="fortitude_rating", comparison="less_or_equal", amount=8)
    # "2-" is "2 or less"
    assert cond_of("Your Fortitude Rating is 2-: this card is F: 0 and ignore the Requirement.") == A.Condition(
        "stat_range", player="you", stat="fortitude_rating", comparison="less_or_equal", amount=2)
    assert cond_of("Your Superstar Value is 3 or more: draw 1 card.").comparison == "greater_or_equal"


# ---------------------------------------------------------------- what a player has, said once


def first_cond(sentence: str) -> A.Condition:
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return s.clauses[0].condition


def test_have_no_maneuvers_and_lower_fortitude_shares_the_subject():
    c = first_cond("When you have no maneuvers in your Ring and 10+ lower Fortitude, this card is -3F and your opponent "
                "cannot respond to it.")
    assert c.kind == "all"
    none, lower = c.all_of
    assert none.kind == "have_cards" and none.player == "you" and none.quantity.count == 0
    assert none.filter.kinds == ("Maneuver",) and none.zone == A.Zone("ring", "you")
    assert (lower.kind, lower.player, lower.stat, lower.comparison, lower.amount) == (
        "compare", "you", "fortitude_rating", "less", 10)
    assert condition_from(c).kind == "all"


def test_greater_fortitude_and_more_cards_in_hand():
    c = first_cond("When you have greater Fortitude and more cards in hand, can only be reversed by hybrid cards.")
    assert [(x.player, x.stat, x.comparison) for x in c.all_of] == [("you", "fortitude_rating", "greater"),
                                                                   ("you", "hand_size", "greater")]


def test_greater_fortitude_or_more_cards_than_your_opponent():
    c = first_cond("When you have greater Fortitude or more cards in hand than your opponent, can only be reversed from "
                "Hand or Arsenal.")
    assert (c.kind, c.stat, c.comparison, c.names) == ("compare", "fortitude_rating|hand_size", "greater", ("either",))


def test_have_no_cards_of_either_kind():
    c = first_cond("When you have no Revolution cards or Pre-match D:1+cards in your Ring, this card is -3F.")
    assert c.kind == "have_cards" and c.quantity.count == 0 and c.zone == A.Zone("ring", "you")
    first, second = c.filter.alternatives
    assert first.traits == ("Revolution",) and second.kinds == ("Pre-match",) and second.damage is not None


def test_when_it_is_the_condition_before_met():
    s = parse_sentence("When you are not Jim Cornette or Yokozuna, can only be played when Camp Cornette is in your "
                       "Ring; when it is, this card is -7F.")
    assert s.is_parsed
    mod = s.clauses[-1]
    assert isinstance(mod, A.Modifier) and mod.condition == A.Condition("previous_condition")


def test_opponent_has_15_or_greater_fortitude():
    c = first_cond("When you have lower Fortitude and your opponent has 15 or greater Fortitude, this card is -20F and "
                "cannot be reversed by non-Superstar-specific cards from hand or Backlash.")
    lower, his = c.all_of
    assert (his.kind, his.player, his.stat, his.comparison, his.amount) == (
        "stat_range", "opponent", "fortitude_rating", "greater_or_equal", 15)


# -- 

def test_played_after_you_reversed_to_end_the_last_turn():
    pr = only("Can only be played after you reversed a maneuver to end your opponent's last turn and this is the "
              "first card played on your turn.")
    assert pr.kind == "only_when"
    reversed_, first = pr.condition.all_of
    assert reversed_.kind == "reversed_to_end_last_turn" and reversed_.filter.kinds == ("Maneuver",)
    assert first.kind == "first_card_this_turn"
    assert pr == only("Can only be played if you reversed a maneuver to end your opponent's last turn and this is the "
                      "first card played on your turn.")


def test_played_by_either_packer_or_a_condition():
    pr = only("Can only be played by a Hart Family member or Chris Benoit.")
    assert pr.kind == "only_by" and pr.condition.names == ("Hart Family Member", "Chris Benoit")
    pr = only("Can only be played by Ric Flair or if you have a Title Belt card in your Ring area.")
    assert pr.kind == "only_when" and [c.kind for c in pr.condition.any_of] == ["played_by", "have_cards"]


def test_either_comparison_than_your_opponent():
    pr = only("Can only be played when you have fewer cards in your hand or less Fortitude than your opponent.")
    assert pr.condition.stat == "hand_size|fortitude_rating" and pr.condition.comparison == "less"
    assert pr.condition.names == ("either",)


def test_guest_ringside_announcer_in_the_ring():
    pr = only("Can only be played when you have a Pre-match Manager or Guest Ringside Announcer in your Ring area.")
    alts = pr.condition.filter.alternatives
    assert alts[0].kinds == ("Manager",) and alts[1].title_words == ("Guest Ringside Announcer",)


def test_the_cards_titled_a_and_b_are_both_there():
    pr = only("Can only be played when the cards titled Wake Up... and ...Look Around... are in your Ring area.")
    assert pr.condition.kind == "all"
    assert [c.filter.titled for c in pr.condition.all_of] == [("Wake Up...",), ("...Look Around...",)]
    assert all(c.kind == "card_in_zone" and c.zone.name == "ring" for c in pr.condition.all_of)


def test_pack_compare_counts_than_you_have_in_your_ring():
    node = only("Can only be played when your opponent has more Pre-match cards in his Ring area than you have in "
                "your Ring area.")
    c = node.condition
    assert node.kind == "only_when"
    assert (c.kind, c.player, c.stat, c.comparison) == ("compare", "opponent", "count", "greater")
    assert c.filter == A.CardFilter(kinds=("Pre-match",)) and c.zone.name == "ring"


def test_pack_superstar_or_packing():
    (ab,) = parse_sentence("When you are Lex Luger or packing Dynamically Inclined, this card is "
                           "Superstar-specific.").clauses
    who, deck = ab.condition.any_of
    assert ab.condition.kind == "any"
    assert who == A.Condition("superstar_is", player="you", names=("Lex Luger",))
    assert deck.kind == "packing" and deck.player == "you" and deck.filter == A.CardFilter(titled=("Dynamically Inclined",))


def test_move_for_each_card_short_of_a_number():
    from judgebot.cardtext.conditions_ast import ForEachShort
    (each,) = only("You may put 1 card from his Ring into his Ringside for each card less than 3 discarded.").effects
    assert isinstance(each, ForEachShort) and each.short_of == 3
    assert each.cards.filter.qualifiers == ("discarded",)
    assert isinstance(each.effect, A.Optional) and isinstance(each.effect.effect, A.MoveCards)
    (mod,) = only("This card is -2D for every card fewer than 2 removed.").effects
    assert isinstance(mod, ForEachShort) and mod.short_of == 2
    assert mod.effect.changes == (A.StatChange("D", -2),) and mod.effect.scope.kind == "this"
    c = cond_of("For each card drawn less than 4, shuffle up to 2 cards from your Ringside into your Arsenal.")
    assert c.kind == "for_each_short" and c.amount == 4 and c.filter.qualifiers == ("drawn",)
    # a change per card short of a number is not worked out as one per card counted
    assert condition_from(c).kind == "unread"


def test_turn_requirement_not_first_or_second_card_this_turn():
    """"Requirement: Not your opponent's first or second Extreme this turn.": the card it is played to is not
    among the first two of the turn."""
    req = only("Requirement: Not your opponent's first or second Extreme this turn.")
    assert isinstance(req, A.Requirement)
    assert req.name == "Not Your Opponent's First or Second Card This Turn"
    assert req.condition.kind == "first_card_this_turn" and req.condition.negated and req.condition.amount == 2
    assert req.condition.filter.kinds == ("Extreme",)


def test_turn_first_card_of_your_first_turn():
    """"Can only be played as your first card of your first turn": the first card of the turn, and that turn
    your first of the game."""
    s = parse_sentence("Can only be played as your first card of your first turn, and your opponent cannot respond to "
                       "it.")
    assert s.is_parsed
    pr = s.clauses[0]
    assert isinstance(pr, A.PlayRestriction) and pr.kind == "only_when"
    first, turn = pr.condition.all_of
    assert first.kind == "first_card_this_turn" and first.filter.kinds == ("Card",)
    assert turn.kind == "first_turn_of_game" and turn.player == "you"


def test_turn_opponent_successfully_plays_during_his_turn():
    """"Can only be played when your opponent successfully plays a card during his turn": his successful play,
    and it is his turn (Condition "all" of player_plays and during_turn)."""
    s = parse_sentence("Can only be played when your opponent successfully plays a card during his turn, and after "
                       "damage is applied, end the turn.")
    assert s.is_parsed
    pr = s.clauses[0]
    assert isinstance(pr, A.PlayRestriction) and pr.kind == "only_when"
    plays, turn = pr.condition.all_of
    assert plays.kind == "player_plays" and plays.player == "opponent" and plays.names == ("successfully",)
    assert plays.filter.kinds == ("Card",)
    assert turn == A.Condition("during_turn", player="opponent")


def test_move_title_removed_from_the_game_is_a_state():
    s = parse_sentence("Your opponent chooses 2 cards in his Ringside and shuffles the chosen cards into his Arsenal; "
                       "when Sister Abigail is removed from the game, you choose the cards instead.")
    assert s.is_parsed
    c = s.clauses[1].condition
    assert c.kind == "card_in_zone" and c.filter.titled == ("Sister Abigail",)
    assert c.zone == A.Zone("game", "you")


def test_pack_requirement_count_in_ring():
    req = only("Requirement: 2 Pre-match with 'Ring Psychology' in the Title in your Ring.")
    c = req.condition
    assert (c.kind, c.player, c.zone.name) == ("have_cards", "you", "ring")
    assert c.quantity == A.Quantity(count=2, at_least=True)
    assert c.filter == A.CardFilter(kinds=("Pre-match",), title_words=("Ring Psychology",))


def test_subject_when_state_or_state_no_second_when():
    pr = only("Can only be played when your Superstar Value is less than your opponent's Superstar Value or your "
              "Fortitude Rating is greater than his Fortitude Rating.")
    assert pr.kind == "only_when" and pr.condition.kind == "any"
    assert [(c.stat, c.comparison) for c in pr.condition.any_of] == [("superstar_value", "less"),
                                                                     ("fortitude_rating", "greater")]
    pr = only("Can only be played when your Fortitude Rating is less than your opponent's Fortitude Rating or you have "
              "at least 5 fewer cards in your hand than him.")
    assert pr.condition.kind == "any" and len(pr.condition.any_of) == 2


def test_subject_requirement_either_comparison():
    req = only("Requirement: Greater Fortitude or more Antics in your Ring.")
    assert isinstance(req, A.Requirement) and req.condition.kind == "any"
    fortitude, antics = req.condition.any_of
    assert (fortitude.kind, fortitude.stat, fortitude.comparison) == ("compare", "fortitude_rating", "greater")
    assert (antics.stat, antics.comparison, antics.filter.kinds) == ("count", "greater", ("Antic",))
    assert antics.zone.name == "ring"


def test_subject_requirement_count_with_target():
    req = only("Requirement: 7 or more Maneuvers in your Ring with Target 'neck'.")
    cond = req.condition
    assert cond.kind == "have_cards" and cond.quantity == A.Quantity(count=7, at_least=True)
    assert cond.filter.kinds == ("Maneuver",) and cond.filter.targets == ("neck",) and cond.zone.name == "ring"


# ---- 


def test_whenplayed_played_by_a_non_extremist():
    s = parse_sentence("When played by a non-Extremist: -2D.")
    assert s.is_parsed
    (mod,) = s.clauses
    assert mod.condition == A.Condition("played_by", names=("Extremist",), negated=True)
    assert [(c.stat, c.amount) for c in mod.changes] == [("D", -2)]


def test_whenplayed_first_card_on_your_first_turn():
    s = parse_sentence("When this is the first card played on your first turn, you may overturn 1 card: this card has "
                       "Momentum.")
    assert s.is_parsed
    first, turn = s.clauses[0].condition.all_of
    assert first.kind == "first_card_this_turn" and turn == A.Condition("first_turn_of_game", player="you")


def test_whenplayed_if_played_at_event():
    s = parse_sentence("If played in Colombus, Ohio at Origins, your opponent must also discard 1 card from his hand.")
    assert s.is_parsed
    assert s.clauses[0].condition == A.Condition("played_at_event", names=("Columbus, OH at Origins",))


def test_whenplayed_first_card_listed_in_your_ability():
    s = parse_sentence("When the first card played on your turn is listed in your Ability, your opponent cannot respond "
                       "to it.")
    assert s.is_parsed
    (r,) = s.clauses
    assert r.kind == "cannot_respond" and r.applies_to.kind == "it"
    assert r.condition.kind == "card_played_is" and r.condition.filter.qualifiers == ("listed on your Ability",)


def test_whenthis_have_only_n_cards():
    c = cond_of("When you have only 1 Booker's Thrust Kick card in your Ring, it is Permanent.")
    assert c.kind == "have_cards" and c.player == "you" and c.quantity.count == 1
    assert c.filter.titled == ("Booker's Thrust Kick",) and c.filter.qualifiers == ("only that many",)
    assert c.zone.name == "ring"
    # "only that many" is not followed: the rules leave it unread rather than count "1 or more"
    assert condition_from(c).kind == "unread"


def test_whenthis_title_not_in_zone_header():
    c = cond_of("Revolution You've Got A Lot To Learn is not in your Ring: -5F and this card is not a Follow-up.")
    assert c.kind == "card_in_zone" and c.negated and c.filter.titled == ("Revolution You've Got a Lot to Learn",)


def test_whenplayed_at_least_n_cards_more_in_hand():
    s = parse_sentence("When successfully played, if your Fortitude Rating is at least 20F greater than your opponent's "
                       "Fortitude Rating, OR if you have at least 5 cards more in your hand than your opponent, you win "
                       "the game via Pinfall victory.")
    assert s.is_parsed
    fortitude, hand = s.clauses[0].condition.any_of
    assert fortitude.stat == "fortitude_rating" and fortitude.amount == 20
    assert hand == A.Condition("compare", player="you", stat="hand_size", comparison="greater", amount=5)


def test_pack_condition_player_can_or_cannot_pack():
    """(g8-pack) "when your opponent (cannot) pack(s) the Tag Team Title Belts": what his Superstar lets him pack."""
    belts = A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",))
    s = parse_sentence("Can only be played when your opponent cannot pack the Tag Team Title Belts.")
    assert s.is_parsed
    (r,) = s.clauses
    assert r.kind == "only_when"
    assert r.condition == A.Condition("can_pack", player="opponent", filter=belts, negated=True)
    assert condition_from(r.condition).kind == "unread"     # the rules cannot check what a deck may pack
    s = parse_sentence("When your opponent can pack Tag Team Title Belts, they discard 2 and overturn 2.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert ab.condition == A.Condition("can_pack", player="opponent", filter=belts)
    discard, overturn = ab.effects[0].effects
    assert discard.player == "opponent" and discard.quantity.count == 2
    assert overturn.player == "opponent" and overturn.quantity.count == 2     # "they ... and overturn": theirs too


def test_move_reveal_this_card_when_you_play_superstar():
    """ "Reveal this card when you play The Hurt Business." (playing as that Superstar: "when you are The Hurt
    Business")"""
    ab = only("Reveal this card when you play The Hurt Business.")
    assert isinstance(ab.effects[0], A.Reveal) and ab.effects[0].what == "this card"
    assert ab.condition == A.Condition("superstar_is", player="you", names=("The Hurt Business",))
    assert not ab.triggers


def test_whenthis_no_cards_or_fewer_cards_under_a_card():
    (ab,) = parse_sentence("ACE: During your turn when you have no cards under Wrestling in Sports Equipment and less "
                           "than 2 cards in hand, you may put this card in your Ringside to search your Arsenal for 2 "
                           "cards, put them under Wrestling in Sports Equipment, and shuffle.").clauses
    under, hand = ab.condition.all_of
    assert under.kind == "have_cards" and under.quantity == A.Quantity(count=0)
    assert under.zone.name == "under_card" and under.zone.card == "Wrestling in Sports Equipment"
    assert hand.quantity == A.Quantity(count=1, up_to=True) and hand.zone == A.Zone("hand", "you")
    (ab,) = parse_sentence("When your opponent chooses correctly for your Ability, and you have less than 8 cards under "
                           "this card, you may put the top card of your Arsenal under this card.").clauses
    assert ab.condition.kind == "have_cards" and ab.condition.quantity == A.Quantity(count=7, up_to=True)
    assert ab.condition.zone.name == "under_card"


def test_reverse_that_card_is_a_title():
    s = parse_sentence("Can only be played if you reversed a card to end your opponent's turn and this is the first card "
                       "played on your turn; when that reversal is Playin' a Mean Tune, cannot be reversed from hand.")
    assert s.is_parsed
    rr = [n for n in A.iter_nodes(s.clauses[-1]) if isinstance(n, A.ReversalRestriction)][0]
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",)
    assert rr.condition.kind == "card_is" and rr.condition.filter == A.CardFilter(titled=("Playin' a Mean Tune",))


def test_reverse_your_fortitude_is_equal_or_lower():
    s = parse_sentence("When your Fortitude is equal or lower, your next maneuver is -#F and can only be reversed from "
                       "Arsenal.")
    assert s.is_parsed
    cond = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition))
    assert cond == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less_or_equal")


def test_reverse_this_is_not_your_first_maneuver():
    s = parse_sentence("As a maneuver, this card is -10F; when this is not your first maneuver played this turn, cannot "
                       "be reversed from hand by non-Unique reversals.")
    assert s.is_parsed
    rr = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction))
    assert rr.condition.kind == "first_card_this_turn" and rr.condition.negated
    assert rr.condition.filter.kinds == ("Maneuver",)



def test_reverse_that_is_the_first_card_on_your_next_turn():
    s = parse_sentence("Search your Arsenal for ....And There Are Losers, reveal it, put it in your hand, and shuffle; "
                       "when that is the first card played on your next turn, it cannot be reversed.")
    assert s.is_parsed
    rr = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction))
    assert rr.kind == "cannot_be_reversed" and rr.condition.kind == "card_is_next"
    assert rr.condition.player == "you"


def test_reverse_that_maneuver_had_the_word_in_the_title():
    s = parse_sentence("If that maneuver had the word 'kick'in the title, this card cannot be reversed.")
    assert s.is_parsed
    rr = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction))
    assert rr.condition.kind == "card_is" and rr.condition.filter.title_words == ("kick",)


def test_reversal_card_completely_reversed_from_arsenal():
    """"and your printed 10D+ maneuver is completely reversed from Arsenal": how it ended, and whence (`zone`)."""
    (ab,) = parse_sentence("When your Fortitude Rating is 20+ and your printed 10D+ maneuver is completely reversed from "
                           "Arsenal, you may put this card from your Backlash into your Ring, Promo: 3 and your turn "
                           "does not end.").clauses
    rating, result = ab.condition.all_of
    assert rating.stat == "fortitude_rating" and rating.amount == 20
    assert result.kind == "result" and result.names == ("completely reversed",) and not result.negated
    assert result.zone.name == "arsenal" and result.player == "you"
    assert result.filter.kinds == ("Maneuver",) and result.filter.damage.low == 10 and result.filter.damage.printed


def test_reversal_same_card_is_reversed_from_arsenal():
    """"is non-Multi and is reversed from Arsenal": the second state is the same card's (as "and it is reversed from
    Arsenal")."""
    (ab,) = parse_sentence("When your first maneuver each turn is non-Multi and is reversed from Arsenal, your turn "
                           "does not end, but you may only play maneuvers for the rest of the turn.").clauses
    first, reversed_ = ab.condition.all_of
    assert first.kind == "card_played_is" and first.filter.excludes == ("Multi",)
    assert reversed_.kind == "card_reversed" and reversed_.names == ("it",) and not reversed_.negated
    assert reversed_.zone.name == "arsenal"


def test_subject_requirement_you_have_at_least_lower_fortitude_and_more():
    # VR4: No Mercy Virtual: a margin and a second thing the same player has (Condition "all")
    r = only("Requirement: You have at least 15 lower Fortitude and fewer maneuvers in Ring.")
    assert isinstance(r, A.Requirement) and r.condition.kind == "all"
    margin, fewer = r.condition.all_of
    assert (margin.kind, margin.player, margin.stat, margin.comparison, margin.amount) == \
        ("compare", "you", "fortitude_rating", "less", 15)
    assert (fewer.kind, fewer.player, fewer.stat, fewer.comparison) == ("compare", "you", "count", "less")
    assert fewer.filter.kinds == ("Maneuver",) and fewer.zone.name == "ring"
    r = only("Requirement: You have at least 15 lower Fortitude and do not have a maneuver with 'Desperate' in the "
             "title in your Ring.")
    margin, none = r.condition.all_of
    assert margin.amount == 15 and margin.comparison == "less"
    assert (none.kind, none.player, none.negated) == ("have_cards", "you", True)
    assert none.filter.kinds == ("Maneuver",) and none.filter.title_words == ("Desperate",)
    assert none.zone == A.Zone("ring", "you")


def test_subject_and_do_not_have_is_the_same_players():
    # "when you have X and do not have Y": both of the same player
    c = only("When you have greater Fortitude and do not have a Feud in your Ring, draw 1 card.").condition
    cmp_, none = c.all_of
    assert (cmp_.kind, cmp_.comparison) == ("compare", "greater")
    assert (none.kind, none.player, none.negated, none.filter.kinds) == ("have_cards", "you", True, ("Feud",))


def test_subject_have_a_feud_and_a_stipulation_card_in_your_ring():
    # both cards there: the first card takes the place named after the second
    r = only("Can only be played when you have a Feud and a Stipulation card in your Ring area.")
    feud, stip = r.condition.all_of
    assert (feud.kind, feud.filter.kinds, feud.zone) == ("have_cards", ("Feud",), A.Zone("ring", "you"))
    assert (stip.kind, stip.filter.kinds, stip.zone) == ("have_cards", ("Stipulation",), A.Zone("ring", "you"))
    assert feud.quantity.count == 1 and stip.quantity.count == 1


def test_subject_n_or_more_fortitude_lower_than_your_opponent():
    # as "5+ lower Fortitude": a margin of at least 5
    r = only("Can only be played when you have 5 or more Fortitude lower than your opponent.")
    assert r.kind == "only_when"
    assert r.condition == A.Condition("compare", player="you", stat="fortitude_rating", comparison="less", amount=5)
    assert r.condition == only("Can only be played when you have 5 or more lower Fortitude.").condition


def test_subject_one_comparison_word_for_two_counts():
    # "fewer Hand or Arsenal cards": fewer cards in hand or fewer in the Arsenal (either comparison)
    assert cond_of("Can only be played when you have fewer Hand or Arsenal cards.") == \
        cond_of("Can only be played when you have fewer cards in hand or fewer cards in your Arsenal.")
    c = cond_of("Can only be played when you have fewer Hand or Arsenal cards.")
    assert (c.kind, c.comparison, c.names) == ("compare", "less", ("either",))
    # "greater Fortitude or Hand cards": the comparison said once for both
    ab = only("When you have greater Fortitude or Hand cards, once during each of your turns you may Promo: 3.")
    assert ab.condition == cond_of("When you have greater Fortitude or more cards in hand, draw 1 card.")


def test_whenthis_the_maneuver_is_successfully_played():
    # "if the maneuver is successfully played" (as "if the maneuver is successful")
    s = parse_sentence("ACE: When playing a maneuver, you may put this card into your Ringside and if the maneuver is "
                       "successfully played, it is +5D.")
    assert s.is_parsed
    assert s.clauses == parse_sentence("ACE: When playing a maneuver, you may put this card into your Ringside and if "
                                       "the maneuver is successful, it is +5D.").clauses


def test_move_for_each_different_non_trait_maneuver_type():
    """ "draw up to 1 card for each different non-Revolution maneuver type in your Ring" (the types of the maneuvers
    there that are not Revolution)"""
    s = parse_sentence("Shuffle up to 3 cards from your Ringside into your Arsenal, and draw up to 1 card for each "
                       "different non-Revolution maneuver type in your Ring.")
    assert s.is_parsed
    (each,) = [n for c in s.clauses for n in A.iter_nodes(c) if type(n).__name__ == "ForEachType"]
    assert each.cards.filter == A.CardFilter(kinds=("Maneuver",), excludes=("Revolution",))
    assert each.cards.zone == A.Zone("ring", "you")
    assert isinstance(each.effect, A.Draw) and each.effect.quantity == A.Quantity(count=1, up_to=True)


def test_subject_more_than_one_copy_of_the_card_titled_is_in_your_ring():
    # at least one more than that many there: as "if you have 2 or more copies of ... in your Ring area"
    r = only("Cannot be played if more than 1 copy of the card titled Gettin' Cheeky with It! is in your Ring area.")
    assert r.kind == "cannot_when"
    c = r.condition
    assert (c.kind, c.player, c.zone) == ("have_cards", "you", A.Zone("ring", "you"))
    assert c.quantity == A.Quantity(count=2, at_least=True) and c.filter.titled == ("Gettin' Cheeky with It!",)


def test_subject_two_values_both_greater_than_his():
    # each of the two values greater than the opponent's same value (Condition "all")
    c = only("When your Fortitude Rating and Superstar Value are greater than your opponent's Fortitude Rating and "
             "Superstar Value, your opponent cannot play Superstar-specific cards.").condition
    assert c == A.Condition("all", all_of=(
        A.Condition("compare", player="you", stat="fortitude_rating", comparison="greater"),
        A.Condition("compare", player="you", stat="superstar_value", comparison="greater")))


def test_turn2_more_cards_in_ringside_than_opponent():
    # "you have more cards in your Ringside than your opponent": a compare of the Ringside piles' sizes
    s = parse_sentence("During your turn, if this card is in your Ringside and you have more cards in your Ringside "
                       "than your opponent, you may put this card into your hand: he draws up to 1 card.")
    assert s.is_parsed
    (node,) = s.clauses
    cond = node.condition
    assert cond.kind == "compare" and cond.stat == "ringside_size" and cond.comparison == "greater"
    assert cond.player == "you"


def test_whenplayed2_title_is_face_up():
    s = parse_sentence("When successful, your opponent discards 2 random cards; when T-BAR's Intimidating Presence is "
                       "face-up, double that number.")
    assert s.is_parsed
    conds = [c.condition for c in s.clauses if c.condition is not None]
    (face,) = [c for c in conds if c.kind == "card_face_up"]
    assert face.filter.titled == ("T-BAR's Intimidating Presence",)
    assert condition_from(face).kind == "unread"          # the rules do not track face-up cards


def test_reverse2_the_last_card_you_played_was():
    rr = only("When the last card you played was 4D+, cannot be reversed from Backlash.")
    assert isinstance(rr, A.ReversalRestriction) and rr.zones == ("backlash",)
    c = rr.condition
    assert (c.kind, c.player, c.quantity.count) == ("last_played_were", "you", 1)
    assert c.filter.damage.low == 4 and c.filter.damage.high is None


def test_reverse2_played_by_superstar_or_after_a_card():
    c = cond_of("Cannot be reversed when played by Rowdy Roddy Piper or after a card with 'sleeper' in the title.")
    first, second = c.any_of
    assert c.kind == "any"
    assert (first.kind, first.names) == ("superstar_is", ("Rowdy Roddy Piper",))
    assert second.kind == "played_after" and second.filter.title_words == ("sleeper",)


def test_when10_five_or_more_different_targets():
    s = parse_sentence("If you have 5 or more different Targets in your Ring: this card has Momentum.")
    assert s.is_parsed
    (m,) = s.clauses
    c = m.condition
    assert (c.kind, c.player, c.amount) == ("different_targets", "you", 5)
    assert c.zone == A.Zone("ring", "you")
    assert condition_from(c).kind == "unread"          # the rules do not count Targets yet


def test_turn11_when_played_as_first_card_of_your_turn():
    """"this card is -5F and when played as the first card of your turn, it is Multi" (as "Can only be played as the
    first card of your turn")."""
    (ab,) = parse_sentence("As a maneuver, this card is -5F and when played as the first card of your turn, it is "
                           "Multi.").clauses
    mod, cond = ab.effects[0].effects
    assert isinstance(mod, A.Modifier) and mod.changes[0].amount == -5
    assert isinstance(cond, A.Conditional) and cond.condition.kind == "first_card_this_turn"
    assert cond.effect.as_kind.traits == ("Multi",)


def test_subject11_names_then_two_identities():
    # "When you are William Regal, The Mystery Wrestler, a Chairman, or a GM, this card is Multi."
    (ab,) = parse_sentence("When you are William Regal, The Mystery Wrestler, a Chairman, or a GM, this card is "
                           "Multi.").clauses
    cond = ab.condition
    assert cond.kind == "superstar_is" and cond.player == "you"
    assert cond.names == ("William Regal", "The Mystery Wrestler", "Chairman", "GM")
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.scope.kind == "this" and c.as_kind.traits == ("Multi",)


def test_turn11_card_on_top_without_ace_and_card_removed_was():
    """"when the card on top of your Arsenal does not have an Activated Card Effect" (card_is, negated); "when the card
    removed was Daughter of The Nature Boy" (as "the removed card")."""
    (ab,) = parse_sentence("Once during each of your turns, when the card on top of your Arsenal does not have an "
                           "Activated Card Effect, you may put it into your Ringside.").clauses
    c = ab.condition
    assert c.kind == "card_is" and c.negated and c.names == ("top you arsenal",)
    assert c.filter.qualifiers == ("with an Activated Card Effect",)
    first, second = parse_sentence("Once during each of your turns, you may remove 1 Superstar-specific card in your Ring "
                                   "from the game, draw 4 cards, and then put 3 cards from your hand on the bottom of "
                                   "your Arsenal; when the card removed was Daughter of The Nature Boy, shuffle up to 4 "
                                   "cards from your Ringside into your Arsenal.").clauses
    c = second.condition
    assert c.kind == "card_is" and c.names == ("removed",) and c.filter.titled == ("Daughter of The Nature Boy",)


def test_whenthis11_n_or_more_maneuver_types_in_ring():
    s = parse_sentence("When you successfully play a maneuver and you have 3 or more non-Revolution maneuver types in "
                       "your Ring, you may reveal this card, draw 3 cards and your opponent overturns 3 cards.")
    assert s.is_parsed
    c = s.clauses[0].condition
    assert (c.kind, c.player, c.amount) == ("different_types", "you", 3)
    assert c.filter.kinds == ("Maneuver",) and c.filter.excludes == ("Revolution",)
    assert c.zone == A.Zone("ring", "you")


def test_whenthis11_requirement_types_fortitude_and_hand():
    r = only("Requirement: 5 or more maneuver types in your Ring, greater Fortitude, and more cards in hand.")
    assert isinstance(r, A.Requirement) and r.condition.kind == "all"
    types, fort, hand = r.condition.all_of
    assert (types.kind, types.amount, types.zone) == ("different_types", 5, A.Zone("ring", "you"))
    assert (fort.kind, fort.stat, fort.comparison) == ("compare", "fortitude_rating", "greater")
    assert (hand.kind, hand.stat, hand.comparison) == ("compare", "hand_size", "greater")


def test_whenthis11_this_card_and_two_titles_in_ring():
    s = parse_sentence("When this card, Out of Nowhere and The Diamond Cutter are in your Ring, you win the game via "
                       "Pinfall Victory.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert isinstance(ab.effects[0], A.WinGame)
    this, titles = ab.condition.all_of
    assert this.kind == "card_in_zone" and this.filter.qualifiers == ("this card",)
    assert titles.filter.titled == ("Out of Nowhere", "The Diamond Cutter") and titles.zone == A.Zone("ring", "you")


def test_whenplayed11_that_maneuver_is_and_has_word_in_title():
    s = parse_sentence("When you successfully play a maneuver, draw up to 1 card; when that maneuver is non-Throwback "
                       "and has 'head' or 'judo' in the title, draw up to 1 additional card.")
    assert s.is_parsed
    cond = s.clauses[1].condition
    assert cond.kind == "all"
    is_, has = cond.all_of
    assert is_.kind == "card_is" and is_.filter.excludes == ("Throwback",) and is_.names == ("it",)
    assert has.kind == "card_is" and has.filter.title_words == ("head", "judo") and has.names == is_.names


def test_pack13_have_titled_card_or_other_card_in_ring():
    r = only("Can only be played if you have the card titled Backstage Politics or a card with the word 'McMahon'in "
             "the title in your Ring area.")
    assert r.kind == "only_when" and r.condition.kind == "any"
    titled, other = r.condition.any_of
    assert titled.kind == "card_in_zone" and titled.filter == A.CardFilter(titled=("Backstage Politics",))
    assert other.kind == "have_cards" and other.filter.title_words == ("McMahon",)
    assert titled.zone.name == other.zone.name == "ring" and titled.player == other.player == "you"


def test_revrestrict13_have_not_successfully_played_and_do_not_have_greater_fortitude():
    # "when you have not successfully played a Superstar-specific card" (this turn, negated)
    s = parse_sentence("During each of your turns, when you have not successfully played a Superstar-specific card, "
                       "your Gail Kim-specific cards cannot be reversed by non-Unique cards.")
    assert s.is_parsed
    (c,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.Condition) and n.kind == "played_this_turn"]
    assert c.negated and c.names == ("successfully",) and c.filter.traits == ("Superstar-specific",)
    # "When you do not have Greater Fortitude": the Fortitude comparison, negated (the resolver reads it)
    s = parse_sentence("When you do not have Greater Fortitude, your cards with 'kick' and 'chop' in the title "
                       "cannot be reversed by hybrid cards.")
    assert s.is_parsed
    (c,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.Condition) and n.kind == "compare"]
    assert c.negated and c.player == "you" and c.stat.startswith("fortitude") and c.comparison == "greater"
    assert condition_from(c).negated


def test_revrestrict13_played_by_smackdown_gm_stephanie_mcmahon():
    # "Smackdown GM Stephanie McMahon" is the Superstar Stephanie McMahon
    (rr,) = parse_sentence("Cannot be reversed when played by Smackdown GM Stephanie McMahon.").clauses
    assert isinstance(rr, A.ReversalRestriction)
    assert rr.condition.names == ("Stephanie McMahon",)


def test_turn13_requirement_list_of_three_each_one():
    """"Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn": three requirements,
    each one read as it is alone."""
    s = parse_sentence("Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn")
    assert s.is_parsed
    (seq,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Sequence)]
    less, over, not_first = seq.effects
    assert less.name == "Less Fortitude" and less.condition.kind == "compare"
    assert less.condition.stat == "fortitude_rating" and less.condition.comparison == "less"
    assert over == A.Requirement("Overturned")
    assert not_first.name == "Not Your Opponent's First Card This Turn"


def test_turn13_requirement_list_engine_reads_each():
    from judgebot.models import Card
    from judgebot.rules import effects as E
    text = "Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn. Reverse any Strike."
    fx = E.effects_of(Card(key="test rev", title="Test Rev", base_title="Test Rev", version="", type_line="Reversal",
                           types=(), subtypes=(), hybrid=False, multi_parts=(), fortitude=0, damage=None, stun=None,
                           traits=(), trait_corrections=(), volley=None, logos=(), target="", hand_size=None,
                           superstar_value=None, printed_text=text, current_text=text))
    assert fx.reversal.zones == frozenset({"arsenal"})           # Overturned
    assert fx.reversal.condition.kind == "first_card_this_turn" and fx.reversal.condition.negated
    assert len(fx.play_conditions) == 1                         # Less Fortitude


def test_turn13_first_card_played_with_no_turn_named():
    """"During your next turn, if your first card played is not a maneuver without text, ...": the first card of
    the turn the window names (as "... played this turn")."""
    s = parse_sentence("During your next turn, if your first card played is not a maneuver without text, discard "
                       "your hand and end your turn.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["during_your_next_turn"]
    c = ab.condition
    assert c.kind == "card_played_is" and c.negated and c.names == ("first turn",)
    assert c.filter.kinds == ("Maneuver",) and c.filter.qualifiers == ("no text",)


def test_turn13_last_two_cards_have_a_stun_value():
    s = parse_sentence("Can only be played if the last two cards you played this turn have a Stun Value, make note of "
                       "opponent this card is played against.")
    assert s.is_parsed
    pr = s.clauses[0]
    assert isinstance(pr, A.PlayRestriction)
    c = pr.condition
    assert c.kind == "last_played_were" and c.quantity.count == 2 and c.filter.qualifiers == ("with Stun Value",)


def test_whenthis13_for_every_card_in_zone_short_of():
    # "When this card is in your Ring area, your maneuvers are +1D for every card in your hand fewer than 7."
    from judgebot.cardtext.conditions_ast import ForEachShort
    s = parse_sentence("When this card is in your Ring area, your maneuvers are +1D for every card in your hand "
                       "fewer than 7.")
    assert s.is_parsed
    (ab,) = s.clauses
    (fe,) = ab.effects
    assert isinstance(fe, ForEachShort) and fe.short_of == 7
    assert fe.cards.zone.name == "hand" and fe.cards.zone.owner == "you"
    assert fe.effect.changes[0].stat == "D" and fe.effect.changes[0].amount == 1
