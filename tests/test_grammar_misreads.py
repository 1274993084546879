"""Mis-reads fixed in existing rules: each test names the card whose sentence was read wrongly."""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence


def nodes(text, cls):
    return [n for n in A.iter_nodes(parse_sentence(text)) if isinstance(n, cls)]


def test_maneuver_card_is_one_kind_not_two():
    """Reversals such as "Reverse any Maneuver card of 7D or less": "card" is the head noun of
    "Maneuver card", not a second kind "or any card"."""
    rev = nodes("Reverse any Maneuver card of 7D or less.", A.ReversalDefinition)[0]
    assert rev.targets[0].kinds == ("Maneuver",)
    assert rev.targets[0].damage.high == 7


def test_an_or_list_of_kinds_keeps_every_kind():
    """The fix above must not fold a real alternative: "Action or Maneuver card" is two kinds."""
    f = nodes("Reverse any Action or Maneuver card.", A.ReversalDefinition)[0].targets[0]
    assert set(f.kinds) == {"Action", "Maneuver"}


def test_the_reversed_card_is_not_it():
    """I Gotta Say, Out of Play (Armageddon): "The reversed card is removed from the game." The card removed
    is the opponent's reversed card; it used to be read as "it", which reads as the card just named."""
    rfg = nodes("The reversed card is removed from the game.", A.RemoveFromGame)[0]
    assert "it" not in rfg.cards.filter.qualifiers
    assert any("reversed" in q for q in rfg.cards.filter.qualifiers)


def test_he_after_any_player_is_that_player():
    """The Price We Pay (Lethal Library): "when any player successfully plays a non-Set-up Action card, he may
    remove the top 2 cards of his Arsenal from the game". "He" is the player who played it, not your opponent."""
    s = parse_sentence("When this card is in your Ring area, when any player successfully plays a non-Set-up "
                       "Action card, he may remove the top 2 cards of his Arsenal from the game.")
    rfg = [n for n in A.iter_nodes(s) if isinstance(n, A.RemoveFromGame)][0]
    assert rfg.player == "any"
    assert rfg.cards.zone.owner == "any"


def test_he_without_any_player_is_still_your_opponent():
    s = parse_sentence("When successfully played, he discards 2 cards.")
    assert [n for n in A.iter_nodes(s) if isinstance(n, A.Discard)][0].player == "opponent"


def test_his_opponent_after_any_player_is_not_you():
    """Revolution ECW Originals: "Any player plays a card with the same title as a card in his Ring: his opponent
    draws up to 1 card." His opponent is that player's opponent, which may be you or not: read as you, it was
    wrong half the time, so the sentence stays Unparsed."""
    s = parse_sentence("Any player plays a card with the same title as a card in his Ring: his opponent draws up to 1 card.")
    assert not s.is_parsed
    assert not [n for n in A.iter_nodes(s) if isinstance(n, A.Draw)]


def test_reverse_and_choose_one_is_a_reversal_not_a_price():
    """Technical Skill and Dynamic Speed (V7): "Reverse any non-Trademark Finisher maneuver and choose one: draw 2
    cards or shuffle 3 cards from your Ringside into your Arsenal." The ":" closes "choose one"; it used to make
    the reversal the *cost* of an Activated Card Effect, so the card reversed nothing."""
    s = parse_sentence("Reverse any non-Trademark Finisher maneuver and choose one: draw 2 cards or shuffle 3 cards "
                       "from your Ringside into your Arsenal.")
    assert not nodes(s.text, A.ActivatedEffect)
    (rev,) = nodes(s.text, A.ReversalDefinition)
    assert rev.targets[0].kinds == ("Maneuver",) and rev.targets[0].excludes == ("Trademark Finisher",)
    (choice,) = rev.then
    assert isinstance(choice, A.Choice) and [type(o).__name__ for o in choice.options] == ["Draw", "MoveCards"]


def test_a_changed_value_before_choose_one_is_not_a_price():
    """Tazz-Line (V7): "As a maneuver, this card is -6F; choose one: ..." -- the card is -6F and you choose; no
    cost is paid.  Who chooses comes from "choose": "your opponent chooses one" is his choice."""
    s = parse_sentence("As a maneuver, this card is -6F; choose one: put 1 card with 'Tazz' in the text from your "
                       "Ringside into your hand, or draw up to 2 cards.")
    assert not nodes(s.text, A.ActivatedEffect)
    (mod,) = nodes(s.text, A.Modifier)
    assert mod.changes[0].stat == "F" and mod.changes[0].amount == -6
    assert len(nodes(s.text, A.Choice)[0].options) == 2
    rev = nodes("When played from hand, reverse any maneuver; your opponent chooses one: he discard 2 cards, or he "
                "removes the reversed card from the game.", A.ReversalDefinition)[0]
    assert rev.then[0].player == "opponent"


def test_an_event_before_a_colon_is_not_a_price():
    """Virtual "X: Y" can mean "whenever X, Y": "Your opponent reverses a Core: draw up to 1 card" is not a cost
    of reversing a Core; the grammar reads it as such a trigger (a Revolution header), never as a price."""
    s = parse_sentence("Your opponent reverses a Core: draw up to 1 card.")
    assert s.is_parsed and not nodes(s.text, A.ActivatedEffect)
    (ab,) = nodes(s.text, A.Ability)
    assert ab.triggers[0].kind == "when_player_reverses" and ab.triggers[0].by == "opponent"


def test_any_before_a_plural_is_any_number():
    """"any" before a plural noun is any number of those cards, not one: Kabuki Warriors' "reveal any maneuvers in
    your Backstage and shuffle them into your Arsenal" reveals every maneuver you like; "any card" is still one."""
    (move,) = nodes("At the end of your opponent's Pre-match phase, reveal the cards under this card, put any Heel "
                    "cards with different titles into your hand and remove any other cards from the game.",
                    A.MoveCards)
    assert move.cards.quantity.any_number and move.cards.quantity.count is None
    assert "Heel" in move.cards.filter.traits
    (one,) = nodes("Put any card from your Ringside pile into your hand.", A.MoveCards)
    assert one.cards.quantity.count == 1 and not one.cards.quantity.any_number


def test_choose_two_before_the_colon_counts_the_options():
    """"you may discard 2 cards and then choose two: A, B, C, or D": the price is the discard; "choose two" says
    how many options (it used to stay in the cost as an empty Choice, and the options' Choice counted one)."""
    s = parse_sentence("ACE: Once during each of your turns, you may discard 2 cards and then choose two: draw up to 3 "
                       "cards, your opponent puts 1 random card from his hand on the bottom of his Arsenal, shuffle 1 "
                       "non-reversal from your Ringside into your Arsenal, or remove 2 cards in his Ringside from the game.")
    (ace,) = nodes(s.text, A.ActivatedEffect)
    assert [type(n).__name__ for n in A.iter_nodes(ace.cost) if isinstance(n, (A.Discard, A.Choice))] == ["Discard"]
    (choice,) = ace.effects
    assert choice.count == 2 and len(choice.options) == 4
    he = nodes("Shuffle this card into your Arsenal and he chooses one: he overturns 3 cards or he removes the top "
               "card of his Arsenal from the game.", A.Choice)
    assert [c.player for c in he] == ["opponent"] and len(he[0].options) == 2


def test_choosing_cards_is_not_a_choice_of_nothing():
    """Commission-er Rules!: "If you find any Reversal cards you may choose 1 and your opponent must discard the card
    chosen": a card is chosen (1 of those found), not one of the card's options; it used to be an empty Choice,
    choosing nothing.  With no cards named before it, "you may choose 2" stays Unparsed."""
    (choose,) = nodes("If you find any Reversal cards you may choose 1 and your opponent must discard the card chosen.",
                      A.Choose)
    assert choose.cards.quantity.count == 1 and choose.cards.filter.qualifiers == ("them",)
    assert not nodes("If you find any Reversal cards you may choose 1 and your opponent must discard the card chosen.",
                     A.Choice)
    assert not parse_sentence("When you are a NXT Superstar, you may choose 2.").is_parsed


def test_he_may_not_play_reversals_to_this_card_is_a_permission_not_a_restriction():
    """"he may not play reversals to this card" takes a permission from the player: FAQ Glossary "Reversal
    Restriction": 'Cards and effects that modify player permissions are never reversal restrictions' (Panic Grab's
    "He cannot play the card titled Over Sell Maneuver ..." is the Glossary's example).  "from hand" is kept; "to
    it" is the card just named, not this card."""
    (p,) = nodes("When your Fortitude Rating is 5 or less and your opponent's Fortitude Rating is 15 or more greater "
                 "than yours, he may not play reversals to this card.", A.Prohibition)
    assert p.player == "opponent" and p.action == "play_to" and p.target.qualifiers == ("this card",)
    assert p.filter.kinds == ("Reversal",) and not p.filter.played_from
    assert not nodes("He cannot play reversals from hand to this card.", A.ReversalRestriction)
    (hand,) = nodes("He cannot play reversals from hand to this card.", A.Prohibition)
    assert hand.filter.played_from and "hand" in hand.filter.played_from[0]
    (it,) = nodes("When played, you may remove 1 non-hybrid reversal in your hand or Backlash from the game; if you do "
                  "and the first card played on your next turn is a maneuver, your opponent cannot play reversals from "
                  "hand to it.", A.Prohibition)
    assert it.target.qualifiers == ("it",) and it.filter.played_from and "hand" in it.filter.played_from[0]


def test_cannot_play_cards_from_a_zone_keeps_the_zone():
    """Remove the People's Elbow Pad (Velocity): "Your opponent cannot play Reversal cards from his hand for the rest
    of the turn." The "from his hand" was dropped, which read as no reversal at all from anywhere."""
    (p,) = nodes("Your opponent cannot play Reversal cards from his hand for the rest of the turn.", A.Prohibition)
    assert p.player == "opponent" and p.action == "play" and p.duration == "rest_of_turn"
    assert p.filter.kinds == ("Reversal",) and p.filter.played_from == ("opponent hand",)


def test_capacity_reduced_for_the_opponent_keeps_sign_and_player():
    # Just Who in the Blue Hell Do You Think You Are?: the opponent's capacity, made smaller (was: yours, +3)
    (rule,) = nodes("The maximum number of Mid-match cards your opponent may have in his Ring area is reduced by 3.",
                    A.DeckRule)
    assert rule == A.DeckRule("capacity", ("Mid-match",), -3, player="opponent")
    # Managed by Stacy Keibler-style text: your own capacity, reduced
    (rule,) = nodes("The maximum number of Pre-match cards you may have in your Ring area is reduced by 1.", A.DeckRule)
    assert rule == A.DeckRule("capacity", ("Pre-match",), -1, player="you")


def test_opponents_capacity_keeps_its_owner():
    # First WWE Women's Tag Team Champions
    (rule,) = nodes("Your opponent's Mid-match Capacity is -1.", A.DeckRule)
    assert rule == A.DeckRule("capacity", ("Mid-match",), -1, player="opponent")


def test_it_is_not_reversed_keeps_every_zone():
    # Put It All On the Line: "from your opponent's hand or Arsenal" (was: the hand only)
    conds = [c for c in nodes("If your next card played this turn is a High Risk maneuver and it is not reversed from "
                              "your opponent's hand or Arsenal, shuffle your Ringside pile into your Arsenal; if it is "
                              "reversed, discard 4 cards.", A.Condition)
             if c.kind == "card_reversed" and c.negated]
    (cond,) = conds
    assert cond.zone.name == "hand" and cond.zone.owner == "opponent"
    assert [z.name for z in cond.zone.alternatives] == ["arsenal"]


def test_reversal_target_alternatives_keep_what_they_share():
    # Too Much: a non-Superstar-specific maneuver with either restriction wording, in text order
    (rev,) = nodes("When played from hand, reverse any non-Superstar-specific maneuver with a 'can only be reversed' "
                   "or 'cannot be reversed' restriction, or when you are Scotty 2 Hotty, reverse any card (including "
                   "Poke and Shake).", A.ReversalDefinition)[:1]
    first, second = rev.targets[:2]
    for t in (first, second):
        assert t.kinds == ("Maneuver",) and t.excludes == ("Superstar-specific",)
    assert first.qualifiers == ("with a 'can only be reversed' restriction",)
    assert second.qualifiers == ("with a 'cannot be reversed' restriction",)
    # "any non-Superstar-specific non-Unique card that is Chain, Heat, Volley, or Throwback" (was: any Chain card)
    (rev,) = nodes("As a reversal, reverse any non-Superstar-specific non-Unique card that is Chain, Heat, Volley, or "
                   "Throwback.", A.ReversalDefinition)
    assert [t.traits for t in rev.targets] == [("Chain",), ("Heat",), ("Volley",), ("Throwback",)]
    assert all(set(t.excludes) == {"Superstar-specific", "Unique"} for t in rev.targets)


def test_a_title_opening_with_dots_after_titled_is_restored():
    """Divas Overload (Classic): "Search your Arsenal and Ringside pile for the card titled ...Look Around..., reveal
    it ...": the title, masked once as a "..." title, was masked again after "titled", and the sentence kept a raw
    placeholder in place of the title (so it could not be read)."""
    from judgebot.cardtext.lexer import split_sentences
    text = ("Your opponent discards 3 cards. Search your Arsenal and Ringside pile for the card titled ...Look "
            "Around..., reveal it to your opponent, put it into your hand, and shuffle your Arsenal.")
    second = split_sentences(text)[1]
    assert "\x01" not in second and "titled ...Look Around...," in second
    search = nodes(second, A.Search)[0]
    assert search.cards.filter.titled == ("...Look Around...",)


def test_in_zones_and_a_state_keeps_every_zone():
    """Brothers 'til the End's partner card: "When this card is in your Ring or Backstage Area, you have lower
    Fortitude, ...": the moment's zones were cut to the first ("in your Ring") when a state followed with "and"."""
    s = parse_sentence("When this card is in your Ring or Ringside and your maneuver is successful, you may Bury "
                       "this card.")
    (t,) = s.clauses[0].triggers
    assert t.kind == "while_in_zone"
    assert t.filter is not None and len(t.filter.qualifiers) == 2 and "ringside" in t.filter.qualifiers[1]


def test_is_a_quoted_reversal_line_instead_is_what_it_reverses():
    """Revolution The Rock's card: "this card is 'Reversal: Grapple or Throw' instead" was read as a card considered to
    have 'Reversal: Grapple or Throw' in its title; it is the type line in place of its own (what the card reverses)."""
    (rd,) = parse_sentence("When you are Revolution The Rock: this card is 'Reversal: Grapple or Throw' "
                           "instead.").clauses
    assert isinstance(rd, A.ReversalDefinition) and rd.mode == "instead"
    assert rd.targets == (A.CardFilter(kinds=("Grapple", "Throw")),)
    assert rd.condition.names == ("Revolution The Rock",)


def test_cards_titled_a_and_b_are_in_your_ring_is_not_either_card():
    # "the cards titled A and B are in your Ring area" needs both: the plural rule for "A or B" must not read it as
    # either card (packrev5: read as both, kind all)
    (pr,) = parse_sentence("Can only be played when the cards titled Wake Up... and ...Look Around... are in your "
                           "Ring area.").clauses
    assert pr.condition.kind == "all" and len(pr.condition.all_of) == 2


def test_and_when_keeps_the_state_before_it():
    """Brothers Forever: "During your turn when you have lower Fortitude and your Fortitude Rating is 6 or less, you may
    hide this card and when your next card ... is a maneuver, your opponent may not respond to it": the second part
    kept "during your turn" but lost the state, so the next maneuver was unanswerable whatever the Fortitudes."""
    first, second = parse_sentence("During your turn when you have lower Fortitude and your Fortitude Rating is 6 or "
                                   "less, you may hide this card and when your next card played this turn is a "
                                   "maneuver, your opponent may not respond to it.").clauses
    assert [t.kind for t in second.triggers] == ["during_your_turn"]
    kinds = [c.kind for c in A.iter_nodes(second) if isinstance(c, A.Condition)]
    assert "compare" in kinds and "stat_range" in kinds and "next_card_is" in kinds
    # after ";" an "if" is another case, not under the one before it
    a, b = parse_sentence("As an action, if you have lower Fortitude, draw 1 card; if you have greater Fortitude, "
                          "discard 1 card.").clauses
    assert "compare" in [c.kind for c in A.iter_nodes(b) if isinstance(c, A.Condition)]
    assert len([c for c in A.iter_nodes(b) if isinstance(c, A.Condition) and c.kind == "compare"]) == 1


def test_pack_list_counts_stay_with_their_item():
    # "up to 10 non-Backlash Set-up cards": the count was dropped (a permission without a limit)
    from judgebot.cardtext import packing_ast as P
    (node,) = parse_sentence("You can pack up to 10 non-Backlash Set-up cards hidden in your Backstage Area.").clauses
    assert isinstance(node, P.PackPermission) and node.up_to == 10


def test_choose_two_card_types_is_a_type_not_a_card():
    """"When played, choose Grapple or Submission." / "During each of your turns, before your Draw Segment, choose Strike
    or Grapple.": a maneuver type chosen (as "name Strike, Grapple, or Submission"); it used to read as choosing one card
    that is a Grapple or a Submission."""
    (name,) = nodes("When played, choose Grapple or Submission.", A.Name)
    assert name.kind == "type" and name.options == ("Grapple", "Submission")
    assert not nodes("When played, choose Grapple or Submission.", A.Choose)
    (name,) = nodes("At the end of the Pre-match phase, your opponent chooses Action or Reversal, and then overturns "
                    "cards until a card of the chosen type is overturned.", A.Name)
    assert name.player == "opponent" and name.options == ("Action", "Reversal")


def test_until_n_cards_are_overturned_keeps_a_card_description():
    """"overturns cards until 1 Action card is overturned": the stop's cards had the raw lexer token as their filter."""
    from judgebot.cardtext.actions_ast import UntilStop
    (stop,) = nodes("Your opponent overturns cards until 1 Action card is overturned.", UntilStop)
    assert isinstance(stop.cards.filter, A.CardFilter) and stop.cards.filter.kinds == ("Action",)


def test_play_trigger_keeps_where_the_card_is_played_from():
    # "When you successfully play a maneuver from your hand": the zone was dropped (any maneuver fired it)
    s = parse_sentence("When you successfully play a maneuver from your hand, you may discard 1 card and then your "
                       "opponent randomly discards 3 cards from his Backlash deck.")
    assert s.is_parsed
    assert s.clauses[0].triggers[0].filter.played_from == ("you hand",)


def test_it_and_other_cards_is_the_card_named_before():
    """Power - Desire - Results: "When the discarded card is Gail Kim-specific, shuffle it and up to 3 other cards
    from your Ringside into your Arsenal": "it" is the discarded card; it was read as this card."""
    (move,) = nodes("When the discarded card is Gail Kim-specific, shuffle it and up to 3 other cards from your "
                    "Ringside into your Arsenal.", A.MoveCards)
    assert not move.this_card
    assert "and it" in move.cards.filter.qualifiers and move.cards.quantity.count == 3
    # "this card and ..." is still this card
    (move,) = nodes("As an action, shuffle this card and up to 2 cards from your Ringside into your Arsenal.",
                    A.MoveCards)
    assert move.this_card and "and it" not in move.cards.filter.qualifiers


def test_his_maneuver_is_4d_is_its_damage_not_a_storyline_rule():
    # "His maneuver is 4D" was read as deck_rule's "Your Storyline is Permanent" (DeckRule kind_is 'Maneuver')
    s = parse_sentence("His maneuver is 4D.")
    assert s.is_parsed
    (ability,) = s.clauses
    (considered,) = ability.effects
    assert considered == A.Considered(A.Scope("all", A.CardFilter(kinds=("Maneuver",)), "opponent"),
                                      as_kind=A.CardFilter(damage=A.Range("D", 4, 4)))


def test_cannot_reverse_from_zones_keeps_the_zones():
    # "Your opponent cannot reverse your maneuver from hand or Backlash" was a ban on reversing it from anywhere
    s = parse_sentence("When your next card played this turn is a maneuver, he cannot reverse it from hand or Backlash.")
    assert s.is_parsed
    rr = s.clauses[0]
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand", "backlash") and rr.applies_to.kind == "it"
    (rr,) = parse_sentence("Your opponent cannot reverse your maneuver from hand or Backlash.").clauses
    assert rr.zones == ("hand", "backlash") and rr.applies_to == A.Scope("all", A.CardFilter(kinds=("Maneuver",)), "you")
