"""Continuous effects read into typed nodes (grammar/continuous.lark).

Every sentence is real card text (the card named in the test); the assertions check what
the node says (who, how many, which cards), not only that the sentence parsed.
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import continuous_ast as N
from judgebot.cardtext import parse_sentence


def clauses(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return s.clauses


def effects(sentence: str):
    """The effects of a one-clause sentence (unwrapped from its Ability)."""
    (clause,) = clauses(sentence)
    return clause.effects if isinstance(clause, A.Ability) else (clause,)


def one(sentence: str):
    (effect,) = effects(sentence)
    return effect


# ---- play limits


def test_play_limit_per_turn():
    # Rikishi ("You cannot play more than 2 maneuvers per turn.")
    node = one("You cannot play more than 2 maneuvers per turn.")
    assert node == N.PlayLimit("you", 2, A.CardFilter(kinds=("Maneuver",)), "turn")


def test_unblankable_cards_and_no_slot_are_the_same_cards():
    # imper3: "cannot be blanked and do not take up ...": the slot rule is about the cards named before it
    seq = effects("Your Rusev-specific cards cannot be blanked and do not take up Pre-match slots in your Ring.")
    nodes = [n for e in seq for n in A.iter_nodes(e)]
    ban = next(n for n in nodes if isinstance(n, A.Prohibition))
    slot = next(n for n in nodes if isinstance(n, N.NoSlot))
    assert ban.action == "blank" and ban.filter.traits == ("Rusev-specific",)
    assert slot.kinds == ("Pre-match",)
    assert slot.scope.kind == "all" and slot.scope.player == "you" and slot.scope.filter.traits == ("Rusev-specific",)


def test_play_limit_opponent_each_of_his_turns():
    # Hardcore Holly's Pick Your Poison-style limit: "on each of his turns" is per his own turns
    node = one("Your opponent cannot play more than 2 cards on each of his turns.")
    assert node.player == "opponent" and node.maximum == 2 and node.per == "own_turn"


def test_play_limit_n_or_more_is_one_less():
    node = one("You cannot play 3+ maneuvers per turn.")
    assert node.maximum == 2 and node.filter.kinds == ("Maneuver",)


def test_play_limit_keeps_the_card_description():
    node = one("Your opponent cannot play more than 1 non-unique non-Set-up Action card per turn.")
    assert node.filter.kinds == ("Action",) and set(node.filter.excludes) == {"Unique", "Set-up"}


def test_play_limit_then_prohibition():
    (seq,) = effects("You cannot play more than 2 maneuvers each turn, and you cannot play Maintain Hold.")
    limit, prohibition = seq.effects
    assert limit.maximum == 2 and limit.per == "turn"
    assert prohibition.action == "play" and prohibition.filter.titled == ("Maintain Hold",)


# ---- additional cards


def test_additional_draw_during_draw_segment():
    # Y2J's "Wake Up Call"-style Ring card: "When this card is in your Ring area, you may draw 1 additional card ..."
    (ability,) = clauses("When this card is in your Ring area, you may draw 1 additional card during your Draw Segment.")
    assert ability.triggers[0].kind == "while_in_ring"
    (opt,) = ability.effects
    node = opt.effect
    assert isinstance(node, N.AdditionalCards)
    assert node.action == "draw" and node.quantity.count == 1 and node.during == "draw_segment"


def test_additional_draw_up_to():
    node = one("Draw up to an additional 2 cards during your Draw Segment.")
    assert node.quantity == A.Quantity(count=2, up_to=True) and node.during == "draw_segment"


def test_additional_play_this_turn():
    (opt,) = effects("You may play 1 additional Unique card this turn.")
    node = opt.effect
    assert node.action == "play" and node.filter.traits == ("Unique",) and node.duration == "this_turn"


def test_additional_play_from_ringside():
    (ability,) = clauses("If you do, you may play 2 additional Heat cards from your Ringside pile this turn.")
    node = ability.effects[0].effect
    assert node.quantity.count == 2 and node.filter.traits == ("Heat",) and node.source.name == "ringside"


def test_additional_discard_by_opponent():
    (ability,) = clauses("When it is Superstar-specific, he discards an additional card.")
    (node,) = ability.effects
    assert node.action == "discard" and node.player == "opponent" and node.quantity.count == 1


# ---- ignoring printed words


def test_ignore_completely_on_opponents_reversals_to_this_card():
    node = one("Ignore 'completely' on your opponent's reversals and effects to this card.")
    assert node == N.IgnoreOnResponses("completely", A.CardFilter(kinds=("Reversal",), owner="opponent"),
                                       effects=True, to=A.Scope("this"))


def test_ignore_completely_without_target_card():
    # Back to Basics-style: "... ignore 'completely' on his reversal cards and effects."
    (ability,) = clauses("When this card is in your Ring, ignore 'completely' on his reversal cards and effects.")
    (node,) = ability.effects
    assert node.what == "completely" and node.on.owner == "opponent" and node.effects and node.to is None


def test_ignore_completely_to_scope():
    node = one("Ignore 'completely' on your opponent's reversals and effects to your Sabu-specific Multi maneuvers.")
    assert node.to.kind == "all" and set(node.to.filter.traits) == {"Sabu-specific", "Multi"}


def test_ignore_word_on_cards_is_ignore():
    # Chris Jericho ("You can pack Chris Jericho cards; ignore 'Superstar' on your ... Backlash cards.")
    pack, ability = clauses("You can pack Chris Jericho cards; ignore 'Superstar' on your Chris Jericho-specific "
                            "Backlash cards.")
    (node,) = ability.effects
    assert isinstance(node, A.Ignore) and node.what == "'Superstar' text"
    assert node.cards.filter.traits == ("Chris Jericho-specific",) and node.cards.filter.owner == "you"


def test_ignore_word_on_titled_card():
    (ability,) = clauses("When played as a maneuver, ignore 'non-Superstar-specific' on The One-Man Rock Band.")
    (node,) = ability.effects
    assert node.cards.filter.titled == ("The One-Man Rock Band",)


def test_ignore_word_in_ability():
    node = one("Ignore 'non-Unique' in your Ability.")
    assert node == A.Ignore("'non-Unique' in your Superstar Ability")


# ---- numbers


def test_double_those_numbers_keeps_its_condition():
    first, second = clauses("Put up to 2 cards from your Ringside on the bottom of your Arsenal and draw up to 2 "
                            "cards; when you are Nikolai Volkoff, double those numbers.")
    assert second.condition.kind == "superstar_is" and second.condition.names == ("Nikolai Volkoff",)
    assert second.effects == (N.ChangeNumbers("those", "numbers", factor=2),)


def test_double_those_modifiers():
    # Chris Benoit's Crippler cards: "... double those modifiers."
    (ability,) = clauses("When you have the card titled A Victim of the Crippler in your Ring area, double those "
                         "modifiers.")
    assert ability.effects == (N.ChangeNumbers("those", "modifiers", factor=2),)


def test_double_numbers_in_its_text():
    (ability,) = clauses("If your next card played this turn is a Set-up card, double all numbers in its text.")
    assert ability.condition.kind == "next_card_is" and ability.effects[0].target == "it"


def test_double_printed_numbers_in_cards():
    (seq,) = effects("Double all printed numbers in your Title Belts, and your maneuvers are +2D.")
    node = seq.effects[0]
    assert node.printed and node.target == "cards" and node.cards.kinds == ("Title Belt",)
    assert node.cards.owner == "you"


# ---- Ring slots, logos, "is now"


def test_no_slot_for_scope():
    node = one("Your Umaga-specific cards do not take up a Pre-match or Mid-match slot in your Ring.")
    assert node.scope.filter.traits == ("Umaga-specific",) and node.kinds == ("Pre-match", "Mid-match")


def test_no_slot_any_ring_slot():
    node = one("Your Mid-match actions do not take up Ring slots.")
    assert node.kinds == () and node.scope.filter.kinds == ("Action",)


def test_no_slot_after_cannot_be_blanked():
    first, second = clauses("Cannot be blanked and does not take up a slot in your Ring.")
    assert first == A.Keyword("Cannot be blanked")
    assert second == A.DeckRule("no_slot", ())


def test_do_not_have_logo():
    node = one("Your Foreign Object cards do not have the Raw logo.")
    assert node.negated and node.as_kind.logos == ("Raw",) and node.scope.filter.traits == ("Foreign Object",)


def test_is_now_a_kind_instead():
    # B.A. Star ("Your B.A.'s Military Press Slam is now a Trademark Finisher instead.")
    node = one("Your B.A.'s Military Press Slam is now a Trademark Finisher instead.")
    assert node.scope.filter.titled == ("B.A.'s Military Press Slam",)
    assert node.as_kind.kinds == ("Trademark Finisher",)


def test_is_now_non_unique():
    node = one("Your opponent's Unique cards are now non-Unique.")
    assert node.scope.player == "opponent" and node.as_kind.excludes == ("Unique",)


def test_is_now_quoted_type_line_is_not_read():
    s = parse_sentence("When you have lower Fortitude, this card is now 'Submission + Trademark Finisher' instead.")
    assert not s.is_parsed


# ---- protection


def test_cannot_be_blanked_or_moved_by_opponent():
    node = one("Cannot be blanked or moved from your Ring by your opponent's effects.")
    assert node == N.Protected(("blanked", "moved"), A.Scope("this"), A.Zone("ring", "you"), "opponent")


def test_cannot_be_removed_from_ring():
    node = one("This card cannot be removed from your Ring area.")
    assert node.actions == ("removed",) and node.zone.name == "ring" and node.by is None


def test_cannot_be_blanked_or_blocked():
    assert one("Cannot be blanked or blocked.").actions == ("blanked", "blocked")


def test_protected_scope_by_others():
    node = one("Your cards with 'blindside' in the title cannot be moved from your Ringside by your opponent's "
               "effects.")
    assert node.scope.filter.title_words == ("blindside",) and node.zone.name == "ringside" and node.by == "opponent"


# ---- variable values (#)


def _var(node):
    """The one Variable inside `node`."""
    (v,) = {n for n in A.iter_nodes(node) if isinstance(n, N.Variable)}
    return v


def test_variable_modifier_bound_to_opponents_fortitude():
    # "This card is -#F, where # is your opponent's Fortitude Rating."
    node = one("This card is -#F, where # is your opponent's Fortitude Rating.")
    assert isinstance(node, N.VariableModifier) and node.scope == A.Scope("this")
    (change,) = node.changes
    assert change.stat == "F" and change.sign == -1
    assert change.variable.definition.value == N.VariableValue("player_stat", player="opponent",
                                                               stat="fortitude_rating")


def test_variable_is_never_a_number():
    # the count of "draw up to # cards" stays None: the rules must not read "#" as a number
    (ability,) = clauses("When successfully played, draw up to # cards, where # is equal to your Superstar Value.")
    (draw,) = ability.effects
    assert isinstance(draw, A.Draw) and draw.quantity.count is None and draw.quantity.up_to
    assert draw.quantity.variable.definition.value.stat == "superstar_value"


def test_variable_count_of_cards_in_a_zone():
    node = one("Shuffle up to # cards from your Ringside pile into your Arsenal, where # is equal to the number of "
               "Throwback cards in your Ring area.")
    value = node.cards.quantity.variable.definition.value
    assert value.kind == "count" and value.cards.filter.traits == ("Throwback",) and value.cards.zone.name == "ring"


def test_variable_bound_in_every_clause_of_its_sentence():
    node = one("Shuffle up to # cards from your Ringside pile into your Arsenal and your maneuvers are +#D for the "
               "rest of the turn, where # is equal to the number of cards in your Ring area with the Raw logo.")
    variables = [n for n in A.iter_nodes(node) if isinstance(n, N.Variable)]
    assert len(variables) == 2 and all(v.definition is not None for v in variables)
    modifier = node.effects[1]
    assert isinstance(modifier, N.VariableModifier) and modifier.duration == "rest_of_turn"


def test_variable_definition_in_the_middle_keeps_the_condition_on_what_follows():
    (ability,) = clauses("When your opponent is a Male Superstar, shuffle up to # cards from your Ringside pile into "
                         "your Arsenal, where # is equal to your Superstar Value, and then draw up to 2 cards.")
    assert ability.condition is not None and ability.condition.player == "opponent"
    (seq,) = ability.effects
    shuffle, draw = seq.effects
    assert seq.then and draw.quantity.count == 2
    assert shuffle.cards.quantity.variable.definition.value.stat == "superstar_value"


def test_variable_half_rounded_and_capped():
    node = one("This card is -#F, where # is half of your opponent's Fortitude Rating, rounded down.")
    value = node.changes[0].variable.definition.value
    assert value.divide == 2 and value.rounding == "down" and value.player == "opponent"
    (ability,) = clauses("As an action, shuffle up to # cards from your Ringside pile into your Arsenal, where # is "
                         "equal to your opponent's Fortitude Rating and cannot be greater than 12.")
    assert _var(ability).definition.maximum == 12


def test_variable_twice_and_offset():
    node = one("This card is +#D, where # is equal to the reversed maneuver's Damage -1.")
    value = node.changes[0].variable.definition.value
    assert value == N.VariableValue("card_stat", stat="D", card="reversed", offset=-1)
    value = one("Shuffle up to # cards from your Ringside pile into your Arsenal, where # is equal to twice your "
                "opponent's Superstar Value.").cards.quantity.variable.definition.value
    assert value.times == 2 and value.stat == "superstar_value" and value.player == "opponent"


def test_variable_printed_stat_of_the_reversed_card():
    node = one("He draws up to # cards, where # is equal to the reversed Action card's printed Fortitude.")
    assert node.player == "opponent"
    assert node.quantity.variable.definition.value == N.VariableValue("card_stat", stat="F", card="reversed",
                                                                      printed=True)


def test_variable_starting_hand_size():
    node = one("Your Starting Hand Size is +#, where # is equal to your Superstar Value.")
    assert node.scope.kind == "hand_size" and node.changes[0].stat == "hand_size"


def test_variable_without_definition_stays_unbound():
    node = one("Your opponent overturns # cards.")
    assert node.player == "opponent" and node.quantity.count is None
    assert node.quantity.variable == N.Variable(None)


def test_variable_bound_sentence_alone():
    assert one("# cannot be greater than 2.") == N.VariableDefinition(None, maximum=2)
    node = one("# is equal to the reversed maneuver's Damage.")
    assert node.value.kind == "card_stat" and node.value.card == "reversed"


def test_two_definitions_in_one_sentence_are_not_read():
    s = parse_sentence("Draw # cards, where # is your Superstar Value, where # is his Superstar Value.")
    assert not s.is_parsed


def test_resolver_works_out_a_variable_it_can_count_and_reports_the_others():
    from judgebot.rules.effects import _Reader

    reader = _Reader(None)
    reader.sentence(clauses("This card is -#F, where # is your opponent's Fortitude Rating."))
    effects = reader.result()
    (m,) = effects.fortitude_mods
    assert m.op == "-" and m.amount_of.stat == "fortitude_rating" and m.amount_of.player == "opponent"
    assert not any("#" in u for u in effects.unread)
    # "This card is +# Stun Value and +#D, where # is equal to the number of cards removed": not countable here
    reader = _Reader(None)
    reader.sentence(clauses("This card is +#D, where # is equal to the number of cards removed."))
    effects = reader.result()
    assert effects.damage_mods == () and any("#" in u for u in effects.unread)


# ---- bare kinds after a change, "considered" forms, "+1 Stun", "Add ... for every", more ignores


def test_bare_kind_after_modifier_is_considered_of_the_same_scope():
    # "When you are Jerry Lawler, this card is -5F, +10D and Multi."
    (ability,) = clauses("When you are Jerry Lawler, this card is -5F, +10D and Multi.")
    (seq,) = ability.effects
    modifier, considered = seq.effects
    assert [ch.amount for ch in modifier.changes] == [-5, 10]
    assert considered == A.Considered(A.Scope("this"), as_kind=A.CardFilter(traits=("Multi",)))


def test_bare_kinds_are_all_required():
    # "-5F, Chain, and Multi": the next maneuver is both Chain and Multi, not either
    (ace,) = clauses("ACE: During your turn, you may put this card into your Ringside and your next maneuver played "
                     "this turn is -5F, Chain, and Multi.")
    modifier, considered = ace.effects
    assert modifier.scope.kind == "next" and considered.scope == modifier.scope
    assert considered.as_kind.traits == ("Chain", "Multi") and not considered.as_kind.alternatives


def test_bare_kind_instead():
    (ability,) = clauses("When you have F: 25+, this card is +10D and a Trademark Finisher instead.")
    (seq,) = ability.effects
    assert seq.effects[1].as_kind.kinds == ("Trademark Finisher",)


def test_bare_kind_alone_is_not_read():
    assert not parse_sentence("Multi.").is_parsed


def test_bare_change_in_a_list_keeps_the_lists_scope():
    # the bare "+10D" lists more of the Airplane Spin (effects.lark alone reads it as "this card")
    (ability,) = clauses("When Ladder in the Ring is in your Ring, your Airplane Spin is Multi, a Foreign Object, "
                         "and +10D.")
    (seq,) = ability.effects
    multi, foreign_object, damage = seq.effects
    assert multi.scope.filter.titled == ("Airplane Spin",)
    assert foreign_object.scope == multi.scope and foreign_object.as_kind.traits == ("Foreign Object",)
    assert damage == A.Modifier((A.StatChange("D", 10),), multi.scope)


def test_bare_cannot_be_reversed_in_a_list_keeps_the_lists_scope():
    ability, restriction = clauses("Your Puppies! Puppies! cards are now Multi, -4F, and cannot be reversed by cards "
                                   "with 'completely' in the text.")
    multi, fortitude = ability.effects[0].effects
    assert fortitude.scope == multi.scope and fortitude.changes == (A.StatChange("F", -4),)
    assert restriction.applies_to == multi.scope and restriction.by.qualifiers == ("'completely' in the text",)


def test_explicit_this_card_after_a_list_is_kept():
    (seq,) = effects("Your maneuvers are +1D, and this card is +2D.")
    assert seq.effects[0].scope.kind == "all" and seq.effects[1].scope == A.Scope("this")


def test_also_considered_kind():
    node = one("Your Follow-up maneuvers are also considered High Risk maneuvers.")
    assert node.scope.filter.kinds == ("Follow-up", "Maneuver") and node.as_kind.kinds == ("High Risk",)


def test_also_considered_title_for_card_effects():
    node = one("This card is also considered Chair Shot for card effects.")
    assert node.as_kind.titled == ("Chair Shot",) and node.purpose == "card effects"


def test_considered_for_your_raw_card_effects():
    node = one("This card is considered non-Unique for your Raw card effects.")
    assert node.as_kind.excludes == ("Unique",) and node.purpose == "your Raw card effects"


def test_plus_stun():
    node = one("Your maneuvers are +1 Stun.")
    assert node.changes == (A.StatChange("SV", 1),) and node.scope.filter.kinds == ("Maneuver",)


def test_add_for_every_card_in_ring():
    node = one("Add +2D for every card titled Drop Kick in your Ring area.")
    assert isinstance(node, A.ForEach) and node.cards.filter.titled == ("Drop Kick",)
    assert node.cards.zone.name == "ring" and node.effect == A.Modifier((A.StatChange("D", 2),), A.Scope("this"))


def test_ignore_the_requirement():
    (ability,) = clauses("If you are an Extremist: ignore the Requirement.")
    assert ability.effects == (A.Ignore("Requirement"),)
    node = one("Ignore the Requirement of your Revolution Melina's Shoot Stretch cards.")
    assert node.cards.filter.titled == ("Revolution Melina's Shoot Stretch",)


def test_ignore_quoted_text_in_ability():
    (ability,) = clauses("When this card is in your Ring, ignore the 'non-unique' text in your Ability.")
    assert ability.effects == (A.Ignore("'non-unique' in your Superstar Ability"),)


# ---- as if


def test_play_these_cards_as_if_in_hand():
    # Raven's Shopping Cart: "these cards" are the cards put under it, not this card
    (opt,) = effects("You may play these cards as if they were in your hand.")
    assert opt.effect == N.AsIf("play", "you", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",))),
                                this_card=False, as_zone=A.Zone("hand", "you"))


def test_cards_under_this_card_may_be_played_as_if_from_hand():
    node = one("Cards under this card may be played as if from hand.")
    assert node.action == "play" and "under this card" in node.cards.filter.qualifiers
    assert node.as_zone.name == "hand"


def test_play_from_ringside_as_if_from_hand():
    (ability,) = clauses("Once during each of your turns, you may play a non-Unique card from your Ringside as if "
                         "from hand.")
    node = ability.effects[0].effect
    assert node.source.name == "ringside" and node.cards.filter.excludes == ("Unique",)


def test_search_for_this_card_as_if_non_unique():
    (opt,) = effects("You may search for this card as if it was non-Unique.")
    assert opt.effect.action == "search" and opt.effect.this_card
    assert opt.effect.as_kind.excludes == ("Unique",)


def test_search_and_play_as_if_high_risk():
    (opt,) = effects("You may search for and play this card as if it were a High Risk maneuver.")
    assert opt.effect.action == "search_and_play" and opt.effect.as_kind.kinds == ("High Risk",)


# ---- "instead of", blank text, capacity, "for every card under this card", variable reversal mods


def test_kind_instead_of_kind():
    (ability,) = clauses("When your Fortitude Rating is 30+, this card is a Trademark Finisher instead of a Grapple.")
    (node,) = ability.effects
    assert node.as_kind.kinds == ("Trademark Finisher",) and node.instead_of.kinds == ("Grapple",)


def test_considered_to_have_blank_text():
    (ability,) = clauses("When this card is in your Ring area, the chosen card is considered to have blank text.")
    assert ability.effects == (A.Blank(A.Scope("it")),)


def test_capacity_for_each():
    node = one("Your Pre-match Capacity is +1 for each Cryme Tyme-specific card in your Ring.")
    assert node.effect == A.DeckRule("capacity", ("Pre-match",), 1)
    assert node.cards.filter.traits == ("Cryme Tyme-specific",) and node.cards.zone.name == "ring"


def test_capacity_are_two_kinds():
    assert one("Your Pre-match and Mid-match Capacity are +2.") == A.DeckRule("capacity", ("Pre-match", "Mid-match"), 2)


def test_opponents_capacity_keeps_the_player():
    # DeckRule names its player: "Your opponent's ... Capacity are -2" is his capacity, not yours
    first, second = clauses("Your opponent's Pre-match and Mid-match Capacity are -2, and his maneuvers are -2D.")
    assert first == A.DeckRule("capacity", ("Pre-match", "Mid-match"), -2, player="opponent")
    assert second.scope.player == "opponent" and second.changes == (A.StatChange("D", -2),)


def test_maximum_decreased_and_both_increased():
    assert one("The maximum number of Pre-match and Mid-match cards your opponent may have in his Ring area is "
               "decreased by 1.") == A.DeckRule("capacity", ("Pre-match", "Mid-match"), -1, player="opponent")
    assert one("The maximum number of Pre-match and Mid-match cards you may have in your Ring area are both "
               "increased by 2.") == A.DeckRule("capacity", ("Pre-match", "Mid-match"), 2)


def test_modifier_for_each_stun_value():
    # "-1F for each Stun Value in your Ring": the change times the Stun Value there (as "-#F, where # is ...")
    node = one("This card is -1F for each Stun Value in your Ring.")
    assert isinstance(node, N.VariableModifier) and node.scope.kind == "this"
    (ch,) = node.changes
    assert (ch.stat, ch.sign) == ("F", -1)
    value = ch.variable.definition.value
    assert value.kind == "stun_value" and value.zone == A.Zone("ring", "you") and value.times == 1
    # Nia Jax: "Your Fortitude is +1 for each Stun in your Ring." (the player's Fortitude Rating)
    node = one("Your Fortitude is +1 for each Stun in your Ring.")
    (ch,) = node.changes
    assert node.scope == A.Scope("fortitude_rating", player="you") and (ch.stat, ch.sign) == ("fortitude_rating", 1)
    assert ch.variable.definition.value.kind == "stun_value"


def test_modifier_for_each_number_named():
    # No Way Out Classic ("When played, name a number 5 or less. ... This card is -2F for each number named."):
    # -2F times the number named
    node = one("This card is -2F for each number named.")
    (ch,) = node.changes
    assert (ch.stat, ch.sign) == ("F", -1)
    assert ch.variable.definition.value == N.VariableValue("named_number", times=2)


def test_total_stun_value_defines_the_variable():
    first = clauses("This card is +#D, where # is the total Stun Value in your Ring, and when you have Nia's Samoan "
                    "Drop in your Ring, this card cannot be reversed from Arsenal by non-Superstar-specific cards.")[0]
    (node,) = first.effects
    value = node.changes[0].variable.definition.value
    assert value.kind == "stun_value" and value.zone == A.Zone("ring", "you")


def test_modifier_for_every_card_under_this_card():
    node = one("Your maneuvers are -2F and +1 Stun Value for every 2 cards under this card.")
    assert isinstance(node, A.ForEach) and node.cards.quantity.count == 2
    assert "under this card" in node.cards.filter.qualifiers
    assert node.effect.changes == (A.StatChange("F", -2), A.StatChange("SV", 1))


def test_played_as_a_counter_scope():
    node = one("Your maneuvers played as a Counter are -5F.")
    assert node.scope.filter.qualifiers == ("played as a Counter",) and node.changes == (A.StatChange("F", -5),)


def test_variable_reversal_modifier():
    node = one("His Reversal cards to your next maneuver played this turn are +#F, where # is equal to your "
               "Superstar Value +6.")
    assert node.scope == A.Scope("reversals_to_this", player="opponent") and node.applies_to.kind == "next"
    assert node.changes[0].variable.definition.value.offset == 6


def test_stun_value_after_other_changes_keeps_their_stats():
    # "-2F and +1 Stun Value" is one MOD token; only "+1" is Stun Value (was: every change read as SV)
    node = one("Your maneuvers are -2F and +1 Stun Value.")
    assert node.changes == (A.StatChange("F", -2), A.StatChange("SV", 1))


# ---- read as, not affected, counts as


def test_read_as_in_ring_is_a_definition_of_the_printed_variable():
    node = one("Read as 0 when in your Ring area.")
    assert node == N.VariableDefinition(None, reads_as=0, reads_as_in=A.Zone("ring", "you"))


def test_definition_with_read_as_tail():
    node = one("# is equal to the reversed maneuver's Damage, read as 0 in your Ring area.")
    assert node.value.card == "reversed" and node.value.stat == "D" and node.reads_as == 0


def test_not_affected_by_titled_card():
    node = one("This card is not affected by Hell in a Cell Match.")
    assert node == N.NotAffected(A.Scope("this"), A.CardFilter(titled=("Hell in a Cell Match",)))


def test_not_affected_by_opponents_card_effects():
    node = one("Your printed Fan Favorite cards and cards with 'Fan Favorite' in the text are not affected by your "
               "opponent's card effects.")
    assert node.effects and node.by == A.CardFilter(owner="opponent") and node.scope.kind == "all"


def test_counts_as_two_reversals():
    node = one("This card counts as 2 reversal cards.")
    assert node == N.CountsAs(A.Scope("this"), 2, A.CardFilter(kinds=("Reversal",)))


def test_counts_as_heat_cards_in_ringside():
    node = one("This card counts as 2 Heat cards in your Ringside pile.")
    assert node.as_kind.traits == ("Heat",) and node.zone.name == "ringside"


def test_counts_as_either_backlash_slot():
    from judgebot.cardtext import packing_ast as P

    node = one("This card counts as either a Pre-match Event or a Mid-match Action in your Backlash deck for the "
               "purposes of deck construction.")
    assert node == P.PackedAs(("Pre-match Event", "Mid-match Action"))


def test_also_counts_as_kind():
    (ability,) = clauses("When this card is in your Arsenal: it also counts as an Extreme.")
    (node,) = ability.effects
    assert isinstance(node, A.Considered) and node.as_kind.kinds == ("Extreme",)


def test_where_without_comma_joins_the_definition():
    (ability,) = clauses("As a reversal, when you have lower Fortitude, this card is -#F where # is his Fortitude "
                         "Rating.")
    (node,) = ability.effects
    assert node.changes[0].variable.definition.value == N.VariableValue("player_stat", player="opponent",
                                                                        stat="fortitude_rating")


def test_where_not_before_a_definition_is_not_read():
    assert not parse_sentence("Draw 1 card where you discard 1 card.").is_parsed


def test_variable_half_the_damage_of_the_played_maneuver():
    node = one("Your next maneuver played is -#F, where # is equal to half the Damage of the played maneuver.")
    value = node.changes[0].variable.definition.value
    assert value == N.VariableValue("card_stat", stat="D", card="played", divide=2)


# ---- "<owner> <kind> is ...", "cannot play X to your Y", "and has Momentum"


def test_owner_singular_kind_is_blank():
    node = one("Your opponent's Stipulation is blank.")
    assert node == A.Blank(A.Scope("all", A.CardFilter(kinds=("Stipulation",)), "opponent"))


def test_owner_singular_kind_is_modified():
    node = one("Your opponent's Reversal card is +15F.")
    assert node.changes == (A.StatChange("F", 15),) and node.scope.player == "opponent"
    assert "Reversal" in node.scope.filter.kinds


def test_storyline_is_still_a_deck_rule():
    assert one("Your Storyline is Permanent.") == A.DeckRule("kind_is", ("Storyline", "Permanent"))


def test_cannot_play_reversals_to_your_cards():
    node = one("Your opponent cannot play reversals to your Superstar-specific non-maneuver cards.")
    assert node.player == "opponent" and node.action == "play_to" and node.filter.kinds == ("Reversal",)
    assert node.target.traits == ("Superstar-specific",) and node.target.excludes == ("Maneuver",)


def test_has_momentum_after_a_change():
    (seq,) = effects("Your next maneuver played is +5D and has Momentum.")
    modifier, gain = seq.effects
    assert gain == A.Modifier((A.StatChange("Momentum", 1, set_to=True),), modifier.scope)


# ---- "+5D to all your maneuvers and ...", "X for your effects", "can only play"


def test_mods_to_scopes_share_the_duration():
    (seq,) = effects("+5D to all your maneuvers and +20F to all of opponent's reversals for the rest of this turn.")
    mine, theirs = seq.effects
    assert mine.changes == (A.StatChange("D", 5),) and mine.scope.filter.kinds == ("Maneuver",)
    assert theirs.changes == (A.StatChange("F", 20),) and theirs.scope.player == "opponent"
    assert theirs.scope.filter.kinds == ("Reversal",)
    assert mine.duration == theirs.duration == "rest_of_turn"


def test_kind_for_purpose():
    node = one("This card is Superstar-specific for your opponent's effects.")
    assert node.as_kind.traits == ("Superstar-specific",) and node.purpose


def test_can_only_play_kind():
    node = one("You can only play Pre-match cards with 'taunt' in the title.")
    assert node == N.PlayOnly("you", A.CardFilter(kinds=("Pre-match",), title_words=("taunt",)))


def test_can_only_play_n_per_turn_is_a_limit():
    node = one("You can only play 2 maneuvers during each of your turns.")
    assert node == N.PlayLimit("you", 2, A.CardFilter(kinds=("Maneuver",)), "own_turn")


def test_ignore_the_completely_text_on_reversals_to_your_cards():
    (ability,) = clauses("When you have lower Fortitude, ignore the 'completely' text on his reversal cards and "
                         "effects to your Tag cards.")
    (node,) = ability.effects
    assert node.what == "completely" and node.on.owner == "opponent" and node.effects
    assert node.to.filter.traits == ("Tag",)


def test_with_that_title():
    node = one("All cards with that title are Permanent.")
    assert node.scope.filter.qualifiers == ("with that title",) and node.as_kind.traits == ("Permanent",)


# ---- a card played or reversing "as if" it were something else


def test_can_be_played_as_if_this_card_is_d0_under_a_condition():
    # 43. V11: Undisputed: "When you have lower Fortitude, can be played as if this card is D: 0."
    (clause,) = clauses("When you have lower Fortitude, can be played as if this card is D: 0.")
    (node,) = clause.effects
    assert node.action == "be_played" and node.this_card
    assert (node.as_kind.damage.low, node.as_kind.damage.high) == (0, 0)
    assert clause.condition.kind == "compare" and clause.condition.comparison == "less"


def test_scoped_cards_can_be_played_as_if_of_another_kind():
    # 38. V8: Over the Limit: "... your Manager Interferes cards can be played as if they are D:0 and/or hybrid."
    (_, node) = effects("When this card is in your Ring, it is also considered to be Roll Out of the Ring for your "
                        "effects, and your Manager Interferes cards can be played as if they are D:0 and/or hybrid.")[0].effects
    assert node.action == "be_played" and not node.this_card
    assert node.scope.filter.titled == ("Manager Interferes",) and node.scope.player == "you"
    assert len(node.as_kind.alternatives) == 2


def test_can_be_played_as_if_a_comparison_held():
    # You're as Graceful as a Cow on Ice: "... can be played as if you have fewer cards in hand."
    (_, node) = effects("Your You're as Graceful as a Cow on Ice cards are not Active and can be played as if you "
                        "have fewer cards in hand.")[0].effects
    assert node.action == "be_played" and node.as_state.kind == "compare"
    assert (node.as_state.player, node.as_state.stat, node.as_state.comparison) == ("you", "hand_size", "less")


def test_as_if_kind_followed_by_and_still_joins_the_next_clause():
    # Michael Tarver's card: "..., you may search for this card as if it were non-Unique and when this card is
    # successfully played, ..." (an "and" after the kind is the next clause, not more of the kind)
    s = "When you are Michael Tarver, you may search for this card as if it were non-Unique and when this card is successfully played, your opponent discards 1 random Backlash card."
    assert len(clauses(s)) == 2


# ---- playing with cards revealed, responses, "instead" and "played after" readings


def test_opponent_plays_with_hand_and_backlash_revealed():
    # 49. V14: War Games: "Your opponent plays with their hand and Backlash revealed."
    node = one("Your opponent plays with their hand and Backlash revealed.")
    assert node == N.PlaysRevealed("opponent", ("hand", "backlash"))


def test_plays_revealed_for_the_rest_of_the_turn_after_a_hide():
    # "During any turn, you may hide this card and he plays with his hand revealed for the rest of the turn."
    opt = one("During any turn, you may hide this card and he plays with his hand revealed for the rest of the turn.")
    assert isinstance(opt, A.Optional)      # his hand is revealed only if you hide this card
    (hide, revealed) = opt.effect.effects
    assert revealed == N.PlaysRevealed("opponent", ("hand",), "rest_of_turn")


def test_cannot_respond_to_your_titled_card():
    # 39. VHS3: Payback: "Your opponent cannot respond to your Springboard."
    (node,) = clauses("Your opponent cannot respond to your Springboard.")
    assert node.kind == "cannot_respond" and node.applies_to.kind == "all"
    assert node.applies_to.filter.titled == ("Springboard",) and node.applies_to.player == "you"


def test_cannot_respond_to_your_next_maneuver():
    # 18. Survivor Series 3: "..., and your opponent cannot respond to your next non-Run-in maneuver played this turn."
    s = ("When you have at least 5 lower Fortitude and your Fortitude Rating is 5 or less, you may remove 3 cards in "
         "your hand from the game, and your opponent cannot respond to your next non-Run-in maneuver played this turn.")
    (restriction,) = [n for n in A.iter_nodes(clauses(s)) if isinstance(n, A.ReversalRestriction)]
    assert restriction.kind == "cannot_respond" and restriction.applies_to.kind == "next"
    assert restriction.applies_to.filter.excludes == ("Run-in",)


def test_considered_played_after_each_title():
    # 38. V8: Over the Limit: "When you are Tyson Kidd, this card is considered played after Springboard and From the Top Rope."
    (clause,) = clauses("When you are Tyson Kidd, this card is considered played after Springboard and From the Top Rope.")
    (seq,) = clause.effects
    assert [c.played_after.titled for c in seq.effects] == [("Springboard",), ("From the Top Rope",)]
    assert all(c.scope.kind == "this" for c in seq.effects)


def test_it_is_instead_considered_a_kind_played_after():
    # 18. Survivor Series 3: "If your next card played this turn is a Strike maneuver, it is instead considered a
    # High Risk maneuver played after the card titled Irish Whip."
    (clause,) = clauses("If your next card played this turn is a Strike maneuver, it is instead considered a High Risk "
                        "maneuver played after the card titled Irish Whip.")
    (node,) = clause.effects
    assert node.scope.kind == "it" and node.as_kind.kinds == ("High Risk",)
    assert node.as_kind.played_after.titled == ("Irish Whip",)


def test_not_considered_a_multi_maneuver():
    # 31. V5: Nexus Or Against Us: "The maintained maneuver is not considered a Multi maneuver."
    node = one("The maintained maneuver is not considered a Multi maneuver.")
    assert node.negated and node.as_kind.traits == ("Multi",) and node.scope.filter.qualifiers == ("maintained",)


# ---- what players cannot do to cards, when other cards may be played, the maximum you may play


def test_cannot_prevent_you_from_playing_title_belts():
    # 43. V11: Undisputed: "Your Pre-match Capacity is +4, and your opponent cannot prevent you from playing Title Belts."
    (node,) = [n for n in A.iter_nodes(clauses("Your Pre-match Capacity is +4, and your opponent cannot prevent you from "
                                               "playing Title Belts.")) if isinstance(n, A.Prohibition)]
    assert node == A.Prohibition("opponent", "prevent_play", A.CardFilter(kinds=("Title Belt",)))


def test_titled_cards_cannot_be_played_immediately_after_this_card():
    # "The cards titled Maintain Hold and Apply Illegal Leverage cannot be played immediately after this card."
    node = one("The cards titled Maintain Hold and Apply Illegal Leverage cannot be played immediately after this card.")
    assert (node.player, node.action, node.duration) == ("any", "play", "immediately_after_this")
    assert node.filter.titled == ("Maintain Hold", "Apply Illegal Leverage")


def test_titled_cards_cannot_be_played_by_any_player():
    # "The cards titled Disqualification! and Hebner Calls It, cannot be played by any player."
    node = one("The cards titled Disqualification! and Hebner Calls It, cannot be played by any player.")
    assert node.player == "any" and node.filter.titled == ("Disqualification!", "Hebner Calls It")


def test_cannot_play_this_card_as_an_action_for_the_rest_of_the_turn():
    node = one("You cannot play this card as an action for the rest of the turn.")
    assert node == A.Prohibition("you", "play", A.CardFilter(kinds=("Action",), qualifiers=("this card",)), "rest_of_turn")


def test_cannot_play_that_card_is_the_card_named_before():
    # "You cannot play that card for the rest of the turn." -- not this card
    node = one("You cannot play that card for the rest of the turn.")
    assert node.filter.qualifiers == ("that card",) and node.duration == "rest_of_turn"


def test_opponent_cannot_move_this_card_from_your_ring():
    # 06. Mania-era wording: "Your opponent cannot move this card from your Ring."
    node = one("Your opponent cannot move this card from your Ring.")
    assert node == N.Protected(("moved",), A.Scope("this"), A.Zone("ring", "you"), "opponent")


def test_other_cards_can_be_played_during_any_prematch_phase():
    # 29. V3: The Legacy: "Your Title Belts can be played during any Pre-match phase."
    node = one("Your Title Belts can be played during any Pre-match phase.")
    assert node.scope.filter.kinds == ("Title Belt",) and node.scope.player == "you"
    assert node.rule == A.PlayRestriction("during_phase", zones=("Pre-match",))


def test_this_card_can_be_played_from_ringside_stays_a_play_restriction():
    (node,) = clauses("This card can be played from Ringside.")
    assert node == A.PlayRestriction("may_play_from", zones=("ringside",))


def test_maximum_heat_cards_you_may_play_from_ringside_is_increased():
    # 21. Royal Rumble: "... the maximum number of Heat cards you may play from your Ringside pile each turn is increased by 1."
    (clause,) = clauses("When this card is in your Ring area, if the card titled Sparks of Glory is in your Ring area, the "
                        "maximum number of Heat cards you may play from your Ringside pile each turn is increased by 1.")
    (node,) = clause.effects
    assert (node.action, node.quantity.count, node.filter.traits, node.source.name) == ("play", 1, ("Heat",), "ringside")


def test_maximum_prematch_you_may_have_without_number_of():
    # "The maximum Pre-match you may have in your Ring is increased by 2."
    (node,) = clauses("The maximum Pre-match you may have in your Ring is increased by 2.")
    assert node == A.DeckRule("capacity", ("Pre-match",), 2)


def test_now_a_kind_for_your_ability():
    # "Your Unique maneuvers are now Raw for your Ability."
    node = one("Your Unique maneuvers are now Raw for your Ability.")
    assert node.as_kind.traits == ("Raw",) and node.purpose == "your Ability"
    assert node.scope.filter.traits == ("Unique",)


def test_counts_as_two_cards_for_your_effects():
    # "When this card is in your Ring, it counts as 2 cards for your effects."
    (clause,) = clauses("When this card is in your Ring, it counts as 2 cards for your effects.")
    (node,) = clause.effects
    assert (node.count, node.purpose, node.scope.kind) == (2, "your card effects", "it")


def test_ignore_the_quoted_text_on_them_is_the_cards_named_before():
    # "Your Camel Clutch cards are F: 0 and ignore the 'Mid-match' text on them."
    (_, node) = effects("Your Camel Clutch cards are F: 0 and ignore the 'Mid-match' text on them.")[0].effects
    assert node.what == "'Mid-match' text" and node.cards.filter.qualifiers == ("that card",)


def test_do_not_take_up_a_slot_is_the_cards_changed_before():
    # "Your Pre-match cards with 'Finlay' or 'luck' in the title are Permanent and do not take up a Pre-match slot in your Ring."
    (permanent, no_slot) = effects("Your Pre-match cards with 'Finlay' or 'luck' in the title are Permanent and do not "
                                   "take up a Pre-match slot in your Ring.")[0].effects
    assert isinstance(no_slot, N.NoSlot) and no_slot.kinds == ("Pre-match",)
    assert no_slot.scope == permanent.scope and no_slot.scope.filter.title_words == ("Finlay", "luck")


def test_do_not_take_up_a_slot_after_no_change_is_not_read():
    assert not clauses_ok("Draw 1 card and do not take up Ring slots.")


def clauses_ok(sentence):
    from judgebot.cardtext import parse_sentence

    return parse_sentence(sentence).is_parsed


def test_ignore_the_requirement_on_a_titled_card():
    # "When this card is in your Ring, ignore the Requirement on Revolution All Hail King Booker!, ..."
    (clause,) = clauses("When this card is in your Ring, ignore the Requirement on Revolution All Hail King Booker!, "
                        "and draw 1 card.")
    (ignore, _) = clause.effects[0].effects
    assert ignore.what == "Requirement" and ignore.cards.filter.titled == ("Revolution All Hail King Booker!",)


# ---- "for each" the cards an earlier step moved; the player's Fortitude


def test_for_each_card_removed():
    # Precision Reverse Neck Breaker (Great American Bash): "This card is -2F for each card removed."
    node = one("This card is -2F for each card removed.")
    assert isinstance(node, A.ForEach)
    assert node.cards.filter.qualifiers == ("removed",)
    assert node.effect == A.Modifier((A.StatChange("F", -2),), A.Scope("this"))


def test_for_each_card_moved_with_this_effect():
    # The Whoopie Cushion (V4): "... and this card is +2D for each card moved with this effect."
    node = one("This card is +2D for each card moved with this effect.")
    assert node.cards.filter.qualifiers == ("moved",)
    assert node.effect.changes == (A.StatChange("D", 2),)


def test_for_each_card_with_smackdown_logo():
    # Flying Head Scissors (Throwback) (Armageddon): "This card is +1D for each card in your Ring area with the SmackDown! logo."
    node = one("This card is +1D for each card in your Ring area with the SmackDown! logo.")
    assert node.cards.filter.logos == ("SmackDown",)
    assert node.cards.zone == A.Zone("ring", "you")


def test_his_card_for_each_card_discarded():
    # This Lunatic Runs The Asylum (V8): "When he successfully plays a reversal, randomly discard up to 3 cards and his card is
    # -4D for each card discarded."
    (clause,) = clauses("When he successfully plays a reversal, randomly discard up to 3 cards and his card is "
                        "-4D for each card discarded.")
    each = clause.effects[0].effects[1]
    assert each.cards.filter.qualifiers == ("discarded",)
    assert each.effect.changes == (A.StatChange("D", -4),)
    assert each.effect.scope == A.Scope("it", player="opponent")   # the card he played, not all his cards


def test_your_fortitude_for_each():
    # Sandman (V6): "Your Fortitude is +5F for each face-down card in your Ring."
    node = one("Your Fortitude is +5F for each face-down card in your Ring.")
    assert node.effect == A.Modifier((A.StatChange("fortitude_rating", 5),), A.Scope("fortitude_rating"))
    assert node.cards.filter.qualifiers == ("face-down",)


# ---- "in response": the lexer's one word "in-response"


def test_cannot_play_title_in_response_to_cards():
    # Self High-Five (V2): "Your opponent cannot play The Road to Victory in response to your Cheater or Fan Favorite cards."
    node = one("Your opponent cannot play The Road to Victory in response to your Cheater or Fan Favorite cards.")
    assert node.player == "opponent" and node.action == "play_in_response"
    assert node.filter.titled == ("The Road to Victory",)
    assert node.target.owner == "you"
    assert {alt.traits for alt in node.target.alternatives} == {("Cheater",), ("Fan Favorite",)}


def test_cannot_play_chosen_cards_in_response_to_this_card():
    # Grizzly Magnum (V12): "Your opponent cannot play the chosen cards in response to this card."
    node = one("Your opponent cannot play the chosen cards in response to this card.")
    assert node == A.Prohibition("opponent", "play_in_response", A.CardFilter(qualifiers=("it",)), None,
                                 A.CardFilter(qualifiers=("this card",)))


def test_cannot_play_cards_with_that_title_in_response_to_that_maneuver():
    # I Do the Things You Never Could... (V11): "... he cannot play cards with that title in response to that maneuver."
    node = one("He cannot play cards with that title in response to that maneuver.")
    assert node.player == "opponent"
    assert node.filter.qualifiers == ("with that title",)
    assert node.target == A.CardFilter(qualifiers=("it",))


def test_named_card_cannot_be_played_in_response():
    # CM Punk (V1): "..., the named card cannot be played in response."
    node = one("The named card cannot be played in response.")
    assert node.action == "play_in_response" and node.target is None
    assert node.filter.qualifiers == ("named",)


def test_for_each_reversal_played_in_response():
    # Smash's Neck Twist (V4): "Draw 1 card for each reversal played in response to this card."
    node = one("Draw 1 card for each reversal played in response to this card.")
    assert node.cards.filter == A.CardFilter(kinds=("Reversal",), qualifiers=("played in response to this card",))
    assert node.effect == A.Draw("you", A.Quantity(count=1))


def test_two_changes_of_one_stat_before_for_each_not_read():
    # Ax and Smash (V11): "As a maneuver, this card is +4D, and -2D for each reversal played in response." (the +4D is not
    # per reversal: never read as +2D per reversal; hybrid5: the lexer leaves the -2D a change of its own, counted
    # per reversal, after the +4D)
    (seq,) = effects("As a maneuver, this card is +4D, and -2D for each reversal played in response.")
    assert isinstance(seq, A.Sequence) and seq.effects[0].changes == (A.StatChange("D", 4),)
    assert isinstance(seq.effects[1], A.ForEach) and seq.effects[1].effect.changes == (A.StatChange("D", -2),)


# ---- "unaffected by": only some changes


def test_unaffected_by_fortitude_modification():
    # Fortitude Surge: "... your Reversal cards are unaffected by Fortitude modification for the rest of the turn."
    node = one("Your Reversal cards are unaffected by Fortitude modification for the rest of the turn.")
    assert node == N.NotAffected(A.Scope("all", A.CardFilter(kinds=("Reversal",)), "you"), None, False, False,
                                 "rest_of_turn", changes="F")


def test_not_affected_by_his_modifiers_that_increase_damage():
    # Revolution Legendary Hardcore Icon: "Your opponent's maneuvers are -1D and they are not affected by his
    # modifiers that increase damage."
    _, node = one("Your opponent's maneuvers are -1D and they are not affected by his modifiers that increase "
                  "damage.").effects
    assert node.changes == "D+" and node.effects
    assert node.by == A.CardFilter(owner="opponent")
    assert node.scope.player == "opponent" and node.scope.filter.kinds == ("Maneuver",)


def test_unaffected_by_cards():
    # Tag Team Shenanigans (V4): "Your opponent's reversals are unaffected by your Surprise Hit cards."
    node = one("Your opponent's reversals are unaffected by your Surprise Hit cards.")
    assert node.scope.player == "opponent" and node.changes is None
    assert node.by.titled == ("Surprise Hit",) and node.by.owner == "you"


def test_ignore_fortitude_modifications_from_opponent():
    # Backed by Gary Hart (Then, Now, Forever 4): "Your Heel cards ignore Fortitude modifications from your opponent."
    node = one("Your Heel cards ignore Fortitude modifications from your opponent.")
    assert node == N.NotAffected(A.Scope("all", A.CardFilter(kinds=("Card",), traits=("Heel",)), "you"),
                                 A.CardFilter(owner="opponent"), True, changes="F")


# ---- values no effect may change ("modified")


def test_damage_of_this_card_cannot_be_modified():
    # Series of Punches (Throwback): "The damage of this card cannot be modified."
    node = one("The damage of this card cannot be modified.")
    assert node == N.Protected(("modified",), A.Scope("this"), None, None, ("D",))


def test_opponent_cannot_modify_damage_of_this_card():
    # The Rolling Rock: "Your opponent cannot modify the damage of this card."
    node = one("Your opponent cannot modify the damage of this card.")
    assert node == N.Protected(("modified",), A.Scope("this"), None, "opponent", ("D",))


def test_he_cannot_modify_fortitude_of_his_cards_rest_of_turn():
    # Chest Lock Drop: "If he does not, he cannot modify the Fortitude of his cards for the rest of the turn."
    node = one("If he does not, he cannot modify the Fortitude of his cards for the rest of the turn.")
    assert node.by == "opponent" and node.stats == ("F",) and node.duration == "rest_of_turn"
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Card",)), "opponent")


def test_bare_cannot_be_modified_keeps_the_cards_before():
    # The Funkasaurus: "...; your next card played this turn cannot be reversed, and cannot be modified by his effects."
    last = clauses("Your next card played this turn cannot be reversed, and cannot be modified by his effects.")[-1]
    (node,) = last.effects
    assert node.actions == ("modified",) and node.by == "opponent"
    assert node.scope.kind == "next"       # the next card, not this card


# ---- ignoring printed words: the next card, a time, "disregard"


def test_ignore_text_on_next_card():
    # Big Enough to Eat Somebody: "You may ignore the 'Can only be played after...'text on your next card played this turn."
    (node,) = one("You may ignore the 'Can only be played after...'text on your next card played this turn.").effect,
    assert node.what == "'Can only be played after...' text"
    assert node.cards == A.Cards(A.Quantity(count=1), A.CardFilter(kinds=("Card",), owner="you",
                                                                  qualifiers=("next played this turn",)))


def test_ignore_text_on_first_card_of_next_turn():
    # I Will Not Die: "You may ignore the 'Can only be played after...'text on the first card played of your next turn."
    node = one("You may ignore the 'Can only be played after...'text on the first card played of your next turn.").effect
    assert node.cards.filter.qualifiers == ("first played next turn",)


def test_ignore_text_for_rest_of_your_turn():
    # The Power of 3: "ACE: During your turn, you may discard 3 cards to ignore the 'Can only be played...' text on your 3 Minute
    # Warning-specific maneuvers for the rest of your turn."
    (clause,) = clauses("ACE: During your turn, you may discard 3 cards to ignore the 'Can only be played...' text on "
                        "your 3 Minute Warning-specific maneuvers for the rest of your turn.")
    (node,) = clause.effects
    assert node.what == "'Can only be played...' text" and node.duration == "rest_of_turn"
    assert node.cards.filter == A.CardFilter(kinds=("Maneuver",), traits=("3 Minute Warning-specific",), owner="you")


def test_disregard_is_ignore():
    # The Most Powerful Champions of Raw: "When packing this card, your Ambush Finale is not Heel, and disregard the
    # 'Heel maneuver' text."
    (clause,) = clauses("When packing this card, your Ambush Finale is not Heel, and disregard the 'Heel maneuver' text.")
    assert clause.effects[0].effects[1] == A.Ignore("'Heel maneuver' text")


# ---- values considered changed for some purposes only


def test_considered_to_have_more_fortitude_when_playing():
    # The Alpha of NXT: "When this card is in your Ring, you are considered to have +5F when playing RMS maneuvers, ..."
    node = clauses("When this card is in your Ring, you are considered to have +5F when playing RMS maneuvers.")[0].effects[0]
    assert node == N.ConsideredValue("fortitude_rating", "you", (A.StatChange("fortitude_rating", 5),),
                                     playing=A.CardFilter(kinds=("Maneuver",), traits=("RMS",)))


def test_opponent_rating_considered_lower_for_reversals_to_cards():
    # Aleister Black: "Your opponent's Fortitude Rating is considered -6F for playing reversals to your
    # Superstar-specific cards."
    node = one("Your opponent's Fortitude Rating is considered -6F for playing reversals to your Superstar-specific cards.")
    assert node.player == "opponent" and node.changes == (A.StatChange("fortitude_rating", -6),)
    assert node.playing == A.CardFilter(kinds=("Reversal",))
    assert node.playing_to == A.CardFilter(kinds=("Card",), traits=("Superstar-specific",), owner="you")


def test_rating_considered_for_comparing():
    # Trademark Steamrolling Offense: "... your Fortitude Rating is considered -5 for comparing Fortitude Ratings."
    node = clauses("When this card is in your Ring, your Fortitude Rating is considered -5 for comparing Fortitude "
                   "Ratings.")[0].effects[0]
    assert node.purpose == "comparing Fortitude Ratings" and node.playing is None
    assert node.changes == (A.StatChange("fortitude_rating", -5),)


def test_count_considered_for_a_card():
    # Night of Champions: "The number of Pre-match cards in your Ring is considered -4 for your opponent's I'm Gonna
    # Break You and the number of Title Belts in your Ring is considered -1 for Fans Love an Underdog."
    first, second = one("The number of Pre-match cards in your Ring is considered -4 for your opponent's I'm Gonna "
                        "Break You and the number of Title Belts in your Ring is considered -1 for Fans Love an "
                        "Underdog.").effects
    assert first.value == "count" and first.changes == (A.StatChange("count", -4),)
    assert first.purpose == "your opponent's I'm Gonna Break You" and first.duration is None
    assert first.cards == A.Cards(A.Quantity(all=True), A.CardFilter(kinds=("Pre-match",)), A.Zone("ring", "you"))
    assert second.purpose == "Fans Love an Underdog"


def test_his_rating_considered_for_reversals_to_it():
    # Cien: "Your next card played this turn is -10F and his Fortitude Rating is considered -10F for playing reversals
    # to it."
    _, node = one("Your next card played this turn is -10F and his Fortitude Rating is considered -10F for playing "
                  "reversals to it.").effects
    assert node.player == "opponent" and node.playing_to == A.CardFilter(qualifiers=("it",))


# ---- cards not counted for something


def test_cards_do_not_count_towards_ability():
    # Macho Man Joins the Wolfpack: "Your Backstage cards with 'shenanigans' in the title do not count towards your Ability."
    node = one("Your Backstage cards with 'shenanigans' in the title do not count towards your Ability.")
    assert node.count == 0 and node.as_kind == A.CardFilter() and node.purpose == "your Ability"
    assert node.scope.player == "you" and node.scope.filter.title_words == ("shenanigans",)


def test_cards_do_not_count_for_his_fortitude_rating():
    # The Black Sheep Mask: "Your opponent's non-Superstar-specific non-maneuver cards do not count for his Fortitude Rating."
    node = one("Your opponent's non-Superstar-specific non-maneuver cards do not count for his Fortitude Rating.")
    assert node.count == 0 and node.purpose == "his Fortitude Rating"
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Card",), excludes=("Superstar-specific", "Maneuver")),
                                 "opponent")


def test_may_not_be_played_if_your_opponent_is_kurt_angle():
    """'May not be played if your opponent is Kurt Angle.' (as 'Cannot be played if ...'); the resolver reads it as a
    play condition that fails against Kurt Angle."""
    from judgebot.cardtext import parse_text
    from judgebot.rules.effects import _Reader

    (s,) = parse_text("May not be played if your opponent is Kurt Angle.").sentences
    (pr,) = s.clauses
    assert isinstance(pr, A.PlayRestriction) and pr.kind == "cannot_when"
    assert pr.condition.kind == "superstar_is" and pr.condition.player == "opponent"
    assert pr.condition.names == ("Kurt Angle",)
    r = _Reader(None)
    r.clause(pr)
    (cond,) = r.result().play_conditions
    assert cond.kind == "opponent_superstar_is" and cond.word == "Kurt Angle" and cond.negated


# -- remarks in brackets on the effect just described

def test_kick_out_this_is_not_considered_a_reversal():
    """Kick Out!: '(This is not considered a reversal.)' after putting it into the Ringside to end the turn."""
    from judgebot.cardtext import parse_text

    (s,) = parse_text("(This is not considered a reversal.)").sentences
    assert s.is_parsed
    (remark,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, N.EffectRemark)]
    assert remark.what == "not_considered"
    assert remark.as_kind == A.CardFilter(kinds=("Reversal",))


def test_armageddon_this_card_remains_in_the_ring():
    """Armageddon WWF Style: 'every player must place all cards in their Ring area into their Ringside pile. (This card
    remains in the Ring.)'"""
    from judgebot.cardtext import parse_text

    (s,) = parse_text("(This card remains in the Ring.)").sentences
    assert s.is_parsed
    (remark,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, N.Remains)]
    assert remark.scope.kind == "this"
    assert remark.zone.name == "ring" and remark.zone.owner == "you"


def test_inferno_match_this_occurs_after_all_other_card_effects():
    """Inferno Match: '(This occurs after all other card effects.)'"""
    from judgebot.cardtext import parse_text

    (s,) = parse_text("(This occurs after all other card effects.)").sentences
    assert s.is_parsed
    (remark,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, N.EffectRemark)]
    assert remark.what == "after_all" and remark.as_kind is None


def test_your_partner_is_now_the_active_legal_player_and_may_begin_his_turn():
    """Tag team: 'Your partner is now the 'active'legal player and may begin his turn.', 'As an action, your partner is
    now the active player and may begin his turn.'"""
    from judgebot.cardtext import parse_text

    for text in ("Your partner is now the 'active'legal player and may begin his turn.",
                 "Your partner is now 'active' and may begin his turn.",
                 "As an action, your partner is now the active player and may begin his turn."):
        (s,) = parse_text(text).sentences
        assert s.is_parsed, text
        (p,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, N.PartnerNow)]
        assert p.role == "active" and p.begins_turn
    # whose "single 'inactive' tag team partner" discards is not said: left unread
    assert not parse_text("When successfully played, a single 'inactive' tag team partner must discard 1 card."
                          ).sentences[0].is_parsed


def test_a_condition_after_a_change_and_a_bare_kind_holds_for_both():
    # Last Chance: "This card is -5F and Permanent when your Fortitude Rating is less than your opponent's
    # Fortitude Rating."
    (ability,) = clauses("This card is -5F and Permanent when your Fortitude Rating is less than your "
                         "opponent's Fortitude Rating.")
    assert isinstance(ability, A.Ability) and ability.condition.kind == "compare"
    assert (ability.condition.stat, ability.condition.comparison) == ("fortitude_rating", "less")
    (change, kind) = ability.effects[0].effects
    assert change.changes == (A.StatChange("F", -5),) and change.scope.kind == "this"
    assert isinstance(kind, A.Considered) and kind.scope == change.scope and kind.as_kind.traits == ("Permanent",)


def _hand(owner):
    return A.Cards(A.Quantity(all=True), A.CardFilter(kinds=("Card",)), A.Zone("hand", owner))


def test_variable_excess_of_his_hand_over_yours():
    # All That ... and Nothing?: by how many cards his hand passes yours
    node = one("He discards # cards, where # is equal to the number of cards he has in his hand greater than you "
               "have in your hand.")
    assert node.player == "opponent"
    value = node.quantity.variable.definition.value
    assert value == N.VariableValue("excess", cards=_hand("opponent"), zone=A.Zone("hand", "you"))
    # What Are You Gawking At?: "... greater than you" (the same cards, in your hand)
    node = one("When your Fortitude Rating is less than your opponent's Fortitude Rating and you have fewer cards "
               "in your hand than him, he discards # cards, where # is equal to the number of cards he has in his "
               "hand greater than you.")
    assert node.player == "opponent" and node.quantity.variable.definition.value == value


def test_variable_excess_over_a_number_and_over_his_hand():
    # The Mood Is About to Change
    node = one("If your opponent has more than 7 cards in his hand, he discards # cards, where # is equal to the "
               "number of cards in his hand greater than 7.")
    assert node.quantity.variable.definition.value == N.VariableValue("excess", cards=_hand("opponent"),
                                                                      offset=-7)
    node = clauses("Shuffle your hand into your Arsenal, draw 13 cards, and then discard # cards, where # is equal to "
               "the number of cards in your hand greater than in your opponent's hand.")
    values = [n.value for n in A.iter_nodes(node) if isinstance(n, N.VariableDefinition)]
    assert values and all(v == N.VariableValue("excess", cards=_hand("you"), zone=A.Zone("hand", "opponent")) for v in values)


def _per(node):
    assert isinstance(node, A.ForEach)
    return node.cards


def test_for_each_card_shuffled_in_counts_the_cards_an_earlier_step_shuffled():
    # Precision Figure Four
    each = one("This card is -2F for each card shuffled in.")
    assert _per(each) == A.Cards(A.Quantity(count=1), A.CardFilter(kinds=("Card",), qualifiers=("shuffled in",)))
    assert each.effect == A.Modifier((A.StatChange("F", -2),), A.Scope("this"))
    # The Big, Bad Booty Daddy is Your Hook Up: one draw per 4 cards
    each = one("Your opponent may draw 1 card for every 4 cards shuffled in.")
    assert _per(each).quantity == A.Quantity(count=4) and _per(each).filter.qualifiers == ("shuffled in",)
    assert each.effect.player == "opponent" and isinstance(each.effect.effect, A.Draw)


def test_for_each_card_put_into_a_zone_in_this_way():
    # Bring the Hammer Down
    each = one("This card is -1F for each card put into your Ringside pile in this way.")
    assert _per(each).filter.qualifiers == ("put into you ringside",)
    assert each.effect == A.Modifier((A.StatChange("F", -1),), A.Scope("this"))


def test_variable_stat_of_the_card_being_reversed():
    # Kickin' The Shizt-nit Doggy Style; That's Gonna Cost You! ("total D")
    for text in ("# = D of maneuver card being reversed.", "# = total D of maneuver being reversed."):
        (definition,) = effects(text)
        assert definition == N.VariableDefinition(N.VariableValue("card_stat", stat="D", card="reversed"))
    # Blown Spot: "- #F" of the first card next turn, # the reversed maneuver's Fortitude
    (clause,) = clauses("If played from your hand, the first card played on your next turn is - #F, where # = F of the "
                        "maneuver being reversed.")
    (vm,) = clause.effects
    (change,) = vm.changes
    assert change.stat == "F" and change.sign == -1
    assert change.variable.definition.value == N.VariableValue("card_stat", stat="F", card="reversed")
    assert clause.condition.kind == "played_from"


def test_change_times_a_named_value():
    # Revolution The Extreme Icon: "-1F times the Superstar Value of your opponent" is -#F, # his Superstar Value
    node = one("Your Means are -1F times the Superstar Value of your opponent.")
    assert isinstance(node, N.VariableModifier)
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Mean",)), "you")
    (change,) = node.changes
    assert change.stat == "F" and change.sign == -1
    assert change.variable.definition.value == N.VariableValue("player_stat", player="opponent",
                                                               stat="superstar_value")

    # Contrary to Popular Opinion: "-1F times your Superstar Value" on the next Reversal card
    (clause,) = clauses("When this card is in your Ring area, during your opponent's turn you may remove this card from "
                        "the game and your next Reversal card played this turn is -1F times your Superstar Value.")
    vm = next(n for n in A.iter_nodes(clause) if isinstance(n, N.VariableModifier))
    assert vm.scope.kind == "next" and vm.scope.filter == A.CardFilter(kinds=("Reversal",))
    assert vm.changes[0].variable.definition.value == N.VariableValue("player_stat", player="you",
                                                                      stat="superstar_value")


def test_variable_excess_of_a_bare_hand_is_the_holders():
    # "the number of cards you have in hand greater than 8": your hand, over 8
    (clause,) = clauses("Before your first Draw Segment of the game, shuffle # cards from your hand into your Arsenal, "
                        "where # is the number of cards you have in hand greater than 8.")
    (value,) = {n.value for n in A.iter_nodes(clause) if isinstance(n, N.VariableDefinition)}
    assert value == N.VariableValue("excess", cards=_hand("you"), offset=-8)


# ---- durations into the next turn; kinds for a time


def test_modifier_until_the_start_of_your_next_turn():
    # Give Me a Little...
    m = one("Your cards are -7F until the start of your next turn.")
    assert isinstance(m, A.Modifier) and m.duration == "until_your_next_turn"
    assert m.changes == (A.StatChange("F", -7),) and m.scope.kind == "all" and m.scope.player == "you"


def test_blank_until_the_start_of_his_next_turn():
    # How Important Is It?
    (clause,) = clauses("If he does not, his Superstar Ability is blank until the start of his next turn.")
    (b,) = clause.effects
    assert isinstance(b, A.Blank) and b.duration == "until_opponent_next_turn"
    assert b.scope.kind == "ability" and b.scope.player == "opponent"


def test_considered_to_have_until_the_start_of_your_next_turn():
    # The FastEST
    cv = one("You are considered to have +10F until the start of your next turn.")
    assert isinstance(cv, N.ConsideredValue) and cv.player == "you" and cv.duration == "until_your_next_turn"
    assert cv.changes[0].amount == 10


def test_a_trait_until_the_end_of_the_turn():
    # Big Vader Splash
    c = one("When played, this card is Multi until the end of the turn.")
    assert isinstance(c, A.Considered) and c.scope.kind == "this"
    assert c.as_kind.traits == ("Multi",) and c.duration == "rest_of_turn"
    # The Quest for the Cosmic Key
    (clause,) = clauses("When your opponent plays a card, you may overturn 3 cards and your Cartwheel cards are "
                        "considered Superstar-specific until the end of the turn.")
    (opt,) = clause.effects
    c = opt.effect.effects[-1]
    assert isinstance(c, A.Considered) and c.scope.filter.titled == ("Cartwheel",)
    assert c.as_kind.traits == ("Superstar-specific",) and c.duration == "rest_of_turn"


def test_a_trait_for_a_time_then_a_restriction_on_the_same_card():
    # The First Tough Enough Diva: the restriction is the first Mid-match maneuver's, not this card's
    first, rr = clauses("The first Mid-match maneuver you play each turn is Unique until the end of the turn, and can "
                        "only be reversed by D: 0 cards.")
    (c,) = first.effects
    assert c.as_kind.traits == ("Unique",) and c.duration == "rest_of_turn" and c.scope.kind == "first_this_turn"
    assert rr.kind == "only_by" and rr.applies_to == c.scope
    assert rr.by.damage == A.Range("D", 0, 0)


def test_only_by_after_a_trait_is_those_cards():
    # Emma's Bubbly Personality: the Superstar-specific cards need two reversals, not this card
    first, rr = clauses("Your Superstar-specific cards are Multi and can only be reversed by two reversal cards.")
    assert rr.kind == "only_by" and rr.count == 2
    assert rr.applies_to.kind == "all" and rr.applies_to.filter.traits == ("Superstar-specific",)


def test_additional_draw_during_each_of_your_draw_segments():
    # Boss Man's Nightstick
    a = one("Draw up to 1 additional card during each of your Draw Segments.")
    assert isinstance(a, N.AdditionalCards) and a.action == "draw" and a.during == "draw_segment"
    assert a.quantity == A.Quantity(count=1, up_to=True)


def test_prohibition_during_his_next_3_turns():
    # Ain't It Fair?
    p = one("Your opponent cannot play maneuvers during his next 3 turns.")
    assert isinstance(p, A.Prohibition) and p.player == "opponent" and p.action == "play"
    assert p.filter.kinds == ("Maneuver",) and p.duration == "next_3_turns"


# ---- ignoring words of a card's text, blanking the text of the card named before


def test_ignore_quoted_words_with_no_place():
    # Hall of Fame Stratusfaction: "ignore 'Can only be played...'" (the text of the cards the sentence names)
    (_, ignore) = effects("Your 'Bulldog' cards are +1D and ignore 'Can only be played...'.")[0].effects
    assert ignore == A.Ignore("'Can only be played...' text")


def test_ignore_the_quoted_text_of_a_titled_card():
    # Screeching Car Crash!: "... text of Three Faces of Foley"
    s = parse_sentence("Your Foley is Good is Permanent, ignore the 'Can only be played...' text of Three Faces of "
                       "Foley, and your Superstar-specific action cards are considered to be Multi.")
    assert s.is_parsed
    (ignore,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Ignore)]
    assert ignore.what == "'Can only be played...' text" and ignore.cards.filter.titled == ("Three Faces of Foley",)


def test_ignore_words_in_their_text_and_their_quoted_text():
    # The Garvin Stomp / The Iron Sheik: "their" is the cards named before
    for sentence in ("When you are The Viper, this card requires 3 reversals instead of 2 to reverse, and ignore "
                     "'completely' in their text.",
                     "Your Drawing Extra Heat cards are now Heat, ignore their 'Can only be played...' text, and they "
                     "can only be reversed by D:0 reversals."):
        s = parse_sentence(sentence)
        assert s.is_parsed, sentence
        (ignore,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Ignore)]
        assert ignore.cards.filter.qualifiers == ("that card",)
    assert ignore.what == "'Can only be played...' text"


def test_blank_the_maneuvers_text_and_damage():
    # Backed by The Cabinet: the maneuver of the trigger, its damage too, until the end of the turn
    blank, end = effects("Blank the maneuver's text and damage until the end of the turn, and end his turn.")[0].effects
    assert blank == A.Blank(A.Scope("it"), "rest_of_turn", damage=True) and isinstance(end, A.EndTurn)


def test_blank_the_text_of_his_card():
    # The First WCW Hardcore Champion: "of his successfully played maneuver" is the card played
    (ace,) = clauses("You may hide this card to blank the text and damage of his successfully played maneuver.")
    (blank,) = ace.effects
    assert blank.damage and blank.scope.kind == "it" and blank.scope.player == "opponent"
    assert blank.scope.filter.kinds == ("Maneuver",)
    # The Genetic Jackhammer: text only, for the rest of the turn
    (ace,) = clauses("Once during each of your opponent's turns, when he plays a non-unique card with 'reverse' or "
                     "'reversal' in the text, you may discard 2 cards to blank the text of his card for the rest of "
                     "the turn.")
    (blank,) = ace.effects
    assert not blank.damage and blank.duration == "rest_of_turn" and blank.scope.player == "opponent"


def test_blank_the_text_of_a_counted_card_is_not_the_card_named_before():
    # Raw Deal!: "1 card in your opponent's Ring" is a card to choose, not the card named before: read as "blank 1
    # card ..." (blank_chosen), a choice and then Blank of the chosen card
    choose, blank = one("Blank the text of 1 card in your opponent's Ring area for the rest of the turn.").effects
    assert isinstance(choose, A.Choose) and isinstance(blank, A.Blank)


def test_opponents_effects_cannot_prevent_playing_or_reduce():
    # Making Your Escape: what his effects cannot do to this card
    assert one("Your opponent's effects cannot prevent you from playing this card.") == \
        N.Protected(("prevented",), A.Scope("this"), by="opponent")
    # Sikoa's Towel: nor lower your Hand Size
    assert one("Your opponent's effects cannot reduce your Hand Size.") == \
        N.Protected(("reduced",), A.Scope("hand_size", player="you"), by="opponent")


def test_also_considered_to_have_a_word_in_the_title_or_the_text():
    # European Style: "also considered to have 'European' in the title" (a title word, as without "also")
    considered, _ = effects("Your maneuvers with 'technical' in the title are also considered to have 'European' in "
                            "the title, and your European Uppercut is -2F.")[0].effects
    assert considered.scope.filter.title_words == ("technical",)
    assert considered.as_kind == A.CardFilter(title_words=("European",)) and considered.purpose is None
    # All About Eve: a word in the text, for card effects
    node = one("Your 'Diva' cards are considered to have 'diva' in the text for your effects.")
    assert node.scope.filter.title_words == ("Diva",) and node.purpose == "your card effects"
    assert node.as_kind == A.CardFilter(qualifiers=("'diva' in the text",))


def test_double_the_numbers_in_the_text_this_card_or_their_text():
    # Great Technical Prowess: "the text" is the card the sentence names (as "its text")
    seq = effects("Your Technically Sound and Brutal is Active, Unique, Permanent, and double the numbers in the text.")
    assert seq[0].effects[-1] == N.ChangeNumbers("it", "numbers", factor=2)
    # Our ERA: "in the text of this card"
    (node,) = effects("When played as an action and you are not a Stable, double all numbers in the text of this card.")
    assert node == N.ChangeNumbers("this", "numbers", factor=2)
    # Matching Red Headbands: "in their text" (the cards named before)
    s = parse_sentence("Your Billy and Chuck-specific actions and cards with 'Chuck' in the title are Multi and can only "
                       "be reversed by 2 reversal cards; double the numbers in their text.")
    assert s.is_parsed and N.ChangeNumbers("it", "numbers", factor=2) in list(A.iter_nodes(s))


def test_ignore_the_follow_up_on_that_card_or_this_card():
    # Revolution Get the Table!: "on that card" is the card the sentence named before
    s = parse_sentence("Your Mid-match Capacity is +1 for each Revolution Set the Table in your Ring, ignore the "
                       "Follow-up on that card, and if it is reversed, your turn does not end.")
    assert s.is_parsed
    (ignore,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Ignore)]
    assert ignore.what == "Follow-up" and ignore.cards.filter.qualifiers == ("that card",)
    # "on this card": its own Follow-up
    s = parse_sentence("As an antic, when you have 5+ lower Fortitude: ignore the Follow-up on this card, it has "
                       "Momentum, and this card is -#F, where # is your opponent's Fortitude Rating.")
    (ignore,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Ignore)]
    assert ignore.cards.filter.qualifiers == ("this card",)


def test_cannot_be_blanked_by_opponents_effects():
    # The Fairy Tale Is Over
    first = clauses("Cannot be blanked by your opponent's effects, and can be played during any Pre-match phase.")[0]
    (node,) = first.effects
    assert node == N.Protected(("blanked",), A.Scope("this"), by="opponent")


def test_blank_a_counted_card_is_a_choice_then_blank():
    # Sons of Legends: "blank 1 ... card in his Ring": you choose one such card, and it is blank
    (ab,) = clauses("When your opponent is a Legend, at the end of the Pre-match phase, blank 1 non-Superstar-specific "
                    "Pre-match card in his Ring.")
    (seq,) = ab.effects
    choose, blank = seq.effects
    assert isinstance(choose, A.Choose) and choose.cards.quantity == A.Quantity(count=1)
    assert choose.cards.filter.kinds == ("Pre-match",) and choose.cards.filter.excludes == ("Superstar-specific",)
    assert choose.cards.zone == A.Zone("ring", "opponent")
    assert blank == A.Blank(A.Scope("it"))


# ---- "read as F: 0": a value set on other cards; "over the maximum allowed": Ring capacity


def test_cards_titled_read_as_a_fortitude_value():
    # Good Things Sometimes Happen: "When this card is in your Ring area, your cards titled Flash in the Pan, ...
    # read as F: 0 and cannot be reversed."
    s = parse_sentence("When this card is in your Ring area, your cards titled Flash in the Pan and Seeing Stars "
                       "read as F: 0 and cannot be reversed.")
    assert s.is_parsed
    set_value, irreversible = s.clauses
    (considered,) = set_value.effects
    titled = A.CardFilter(kinds=("Card",), titled=("Flash in the Pan", "Seeing Stars"))
    assert considered == A.Considered(A.Scope("all", titled, "you"),
                                      as_kind=A.CardFilter(fortitude=A.Range("F", 0, 0)))
    assert set_value.triggers[0].kind == "while_in_ring"
    assert irreversible.effects[0].applies_to == A.Scope("all", titled, "you")


def test_read_as_a_kind_is_not_a_value():
    # (made up) "read as a Strike maneuver" is no value set: not read by this rule
    assert not parse_sentence("Your cards titled Seeing Stars read as Strike maneuvers.").is_parsed


def test_play_mid_match_cards_over_the_maximum():
    # Superior Training: "You may play 2 Mid-match cards to your Ring area over the maximum allowed."
    assert one("You may play 2 Mid-match cards to your Ring area over the maximum allowed.") == \
        A.DeckRule("capacity", ("Mid-match",), 2)
    # Four Corners Match: "You may play 1 Mid-match card to your Ring area over the maximum allowed."
    assert one("You may play 1 Mid-match card to your Ring area over the maximum allowed.") == \
        A.DeckRule("capacity", ("Mid-match",), 1)


def test_may_play_maintain_hold_after_this_card():
    # Series of Back Breakers: "You may play the card titled Maintain Hold after this card."
    rule = one("You may play the card titled Maintain Hold after this card.")
    assert rule == N.PlayRuleFor(
        A.Scope("all", A.CardFilter(kinds=("Card",), titled=("Maintain Hold",)), "you"),
        A.PlayRestriction("may_play_after", A.Condition("played_after",
                                                        filter=A.CardFilter(qualifiers=("this card",)))))
    # The Trailer Hitch: "... as if it were a Submission maneuver" (this card counts as one for it)
    rule = one("You may play the card titled Maintain Hold after this card as if it were a Submission maneuver.")
    assert rule.rule.condition.filter == A.CardFilter(kinds=("Submission",), qualifiers=("this card",))


def test_maintain_hold_after_this_card_opens_its_follow_up():
    # Series of Back Breakers: the rules read the permission (CardEffects.opens_follow_up)
    from judgebot.cardtext import parse_text
    from judgebot.rules.effects import _Reader
    r = _Reader(None)
    for sentence in parse_text("You may play the card titled Maintain Hold after this card.").sentences:
        for clause in sentence.clauses:
            r.clause(clause)
    (f,) = r.result().opens_follow_up
    assert f.title_is == "Maintain Hold"


def test_change_and_considered_a_multi():
    # A Phoenix Rising: "When your opponent is a GM or Legend Superstar, this card is -7F and considered a Multi."
    s = parse_sentence("When your opponent is a GM or Legend Superstar, this card is -7F and considered a Multi.")
    assert s.is_parsed
    (ability,) = s.clauses
    mod, considered = ability.effects[0].effects
    assert mod.changes == (A.StatChange("F", -7),) and mod.scope == A.Scope("this")
    assert considered == A.Considered(A.Scope("this"), as_kind=A.CardFilter(traits=("Multi",)))
    assert ability.condition.names == ("GM", "Legend")


def test_maximum_number_of_two_kinds_increased():
    # The Champ Is Here!: "The maximum number of Pre-match cards and Mid-match cards you may have in your Ring area is
    # increased by 2."
    assert one("The maximum number of Pre-match cards and Mid-match cards you may have in your Ring area is increased "
               "by 2.") == A.DeckRule("capacity", ("Pre-match", "Mid-match"), 2)
    # Raw Intercontinental Title Belt: "... is increased by +1."
    assert one("The maximum number of Pre-match cards you may have in your Ring area is increased by +1.") == \
        A.DeckRule("capacity", ("Pre-match",), 1)
    # (made up) another player's capacity: DeckRule names no player, so it is not read
    assert not parse_sentence("The maximum number of Pre-match cards your opponent may have in his Ring area is "
                              "increased by +1.").is_parsed


def test_is_now_x_and_y_gains_both():
    # All American Champion: "is now Chain and Multi" gains both traits (it was read as either one)
    first, no_slot = clauses("Your Wrestling with a Broken Freakin' Neck is now Chain and Multi, and your Kurt "
                             "Angle-specific Pre-match cards do not take up a Pre-match slot in your Ring.")[0].effects[0].effects
    assert isinstance(first, A.Considered) and first.scope.filter.titled == ("Wrestling with a Broken Freakin' Neck",)
    assert first.as_kind == A.CardFilter(traits=("Chain", "Multi"))


def test_trait_number_change_is_not_as_a_trait():
    # Straight Head Butt: "Volley: +2" changes the Volley number (both counted "for every" Volley card): no node
    # carries it, and it is not "As a Volley" (it was read as a second ability under an "as_volley" trigger): Unparsed
    assert not parse_sentence("For every Volley card in your Ring area, this card is +2D and Volley: +2.").is_parsed
    # Vince McMahon, Guest Ringside Announcer: "as a Run-in," is still the trigger of a card played as that
    s = parse_sentence("When this card is in your Ring area, as a Run-in, you may put it into your Ringside pile to "
                       "completely reverse any Multi card and end your opponent's turn.")
    assert s.is_parsed


def test_whose_effects_a_card_is_considered_for():
    """"for your effects", "for your opponent's effects", "for his effects" and "for card effects" are different
    purposes: the card is so only for that player's effects (or everyone's)."""
    # WrestleMania (Wrestlemania Tin)
    node = one("This card is Superstar-specific for your opponent's effects.")
    assert node.purpose == "your opponent's card effects" and node.as_kind.traits == ("Superstar-specific",)
    node = one("Your reversals are considered D: 0 for his effects.")
    assert node.purpose == "your opponent's card effects" and node.scope.player == "you"
    node = one("This card is considered a Strike for your effects.")
    assert node.purpose == "your card effects"
    node = one("This card is also considered Chair Shot for card effects.")
    assert node.purpose == "card effects"


def test_also_and_instead_say_whether_a_kind_is_added_or_replaces():
    """"is also considered a Submission" adds a kind; "is a High Risk instead" replaces what the card was; a plain
    "is considered a Strike" says neither (Considered.mode)."""
    # H Bomb Elbow
    node = one("When played as a Counter, this card is a High Risk instead.")
    assert node.mode == "instead" and node.as_kind.kinds == ("High Risk",) and node.instead_of is None
    # Revolution Alpha Male Kick: an Extreme added
    node = one("This card is also considered an Extreme.")
    assert node.mode == "also" and node.as_kind.kinds == ("Extreme",)
    node = one("If you do, it is instead considered a High Risk maneuver.")
    assert node.mode == "instead" and node.scope.kind == "it"
    node = one("This card is considered to be Superstar-specific.")
    assert node.mode is None


def test_all_players_starting_hand_sizes():
    # "All players' Starting Hand Sizes are -1." (as "All players' Starting Hand Size is -1")
    s = parse_sentence("All players' Starting Hand Sizes are -1.")
    assert s.is_parsed and s.clauses == parse_sentence("All players' Starting Hand Size is -1.").clauses
    (m,) = s.clauses
    assert (m.scope.kind, m.scope.player) == ("hand_size", "any") and m.changes[0].amount == -1


def test_damage_of_this_card_cannot_be_reduced():
    # Virtual (V8: Over the Limit and later sets): "The damage of this card cannot be reduced." (it may still be raised)
    node = one("The damage of this card cannot be reduced.")
    assert node == N.Protected(("reduced",), A.Scope("this"), None, None, ("D",))
    node = one("The damage of this card cannot be increased.")
    assert node == N.Protected(("increased",), A.Scope("this"), None, None, ("D",))


def test_fortitude_of_this_card_cannot_be_increased_or_decreased():
    # Virtual (V5: Nexus Or Against Us): "The Fortitude of this card cannot be increased or decreased."
    node = one("The Fortitude of this card cannot be increased or decreased.")
    assert node == N.Protected(("increased", "decreased"), A.Scope("this"), None, None, ("F",))


def test_their_fortitude_and_damage_cannot_be_reduced():
    # Virtual (Then, Now, Forever 2): "Your 'Piledriver' maneuvers are Trademark Finishers instead, and their
    # Fortitude and Damage cannot be reduced.": the cards named before ("it"), both values
    (seq,) = effects("Your 'Piledriver' maneuvers are Trademark Finishers instead, and their Fortitude and Damage "
                     "cannot be reduced.")
    last = seq.effects[-1]
    assert last.actions == ("reduced",) and last.stats == ("F", "D") and last.scope.kind == "it"


def test_blank_the_text_of_one_card_in_his_ring():
    # Classic (Absolutely Raw and Ultimate Smackdown): "Blank the text of 1 card in your opponent's Ring area for the
    # rest of the turn.": you choose 1 card there, and it is blank for the rest of the turn
    choose, blank = one("Blank the text of 1 card in your opponent's Ring area for the rest of the turn.").effects
    assert choose.player == "you" and choose.cards.quantity.count == 1
    assert (choose.cards.zone.name, choose.cards.zone.owner) == ("ring", "opponent")
    assert blank.scope.kind == "it" and blank.duration == "rest_of_turn"


def test_ignore_completely_in_the_text_of_reversals_to_it():
    (ig,) = effects("Ignore 'completely' in the text of your opponent's reversals to this card.")
    assert isinstance(ig, N.IgnoreOnResponses) and ig.what == "completely"
    assert ig.on.kinds == ("Reversal",) and ig.on.owner == "opponent" and ig.to.kind == "this"


def test_considered_for_a_players_cards():
    # "for your opponent's reversals": a purpose (only for those cards' sake; the resolver leaves it unread)
    (c,) = effects("This card is considered non-Unique for your opponent's reversals.")
    assert isinstance(c, A.Considered) and c.purpose == "your opponent's Reversal"
    (c,) = effects("His non-maneuver cards are considered actions for your reversals.")
    assert c.purpose == "your Reversal" and c.as_kind.kinds == ("Action",)


def test_blanked_and_the_text_on_that_card_is_blank():
    # "that card is blanked", "that card's text is blank", "the text on that card is blank": as "that card is blank"
    blank = clauses("When this card is in your Ring area, that card is blank.")
    for s in ("When this card is in your Ring area, that card is blanked.",
              "When this card is in your Ring area, that card's text is blank.",
              "When this card is in your Ring area, the text on that card is blank."):
        assert clauses(s) == blank, s
    (b,) = blank[0].effects
    assert isinstance(b, A.Blank) and b.scope.kind == "it"


def test_cards_cannot_be_played_by_any_player():
    (p,) = effects("When this card is in your Ring area, Run-in cards cannot be played by any player.")
    assert isinstance(p, A.Prohibition) and (p.player, p.action) == ("any", "play")
    assert p.filter.traits == ("Run-in",) and p.filter.owner is None


def test_is_also_a_kind():
    # "This card is also an Extreme for your effects", "it is also Chain" (as "is also considered ...")
    (c,) = effects("This card is also an Extreme for your effects.")
    assert isinstance(c, A.Considered) and c.mode == "also" and c.as_kind.kinds == ("Extreme",)
    assert c.purpose == "your card effects"
    (c,) = effects("Your printed Superstar-specific cards are also WCW.")
    assert c.mode == "also" and c.as_kind.traits == ("WCW",) and c.scope.player == "you"


# ---- subject-led rules: caps, holding limits, next-card bans, zone prohibitions, blank for a purpose


def test_effect_cap_from_this_card():
    # No Way Out virtual cards: "The maximum number of cards he discards from this card is 3."
    assert one("The maximum number of cards he discards from this card is 3.") == N.EffectCap("opponent", "discard", 3)
    assert one("The maximum number of cards you draw from this card is 6.") == N.EffectCap("you", "draw", 6)
    assert one("The maximum number of cards he overturns from this card is 10.") == N.EffectCap("opponent", "overturn", 10)


def test_hold_limit_in_a_zone_and_under_this_card():
    node = one("You may not have more than one Amazing Display of Power card in your Ring area at a time.")
    assert isinstance(node, N.HoldLimit) and node.player == "you" and node.maximum == 1
    assert node.cards.filter.titled == ("Amazing Display of Power",) and node.cards.zone == A.Zone("ring", "you")
    node = one("You may not have more than 6 cards under this card.")
    assert node.maximum == 6 and node.cards.filter.qualifiers == ("under this card",) and node.cards.zone is None
    node = one("You cannot have more than 8 non-Backstage Cards in your Backstage.")
    assert node.maximum == 8 and node.cards.filter.excludes == ("Backstage",)
    assert node.cards.zone == A.Zone("backstage", "you")


def test_play_limit_a_turn():
    node = one("You may not play more than 2 maneuvers a turn.")
    assert node == N.PlayLimit("you", 2, A.CardFilter(kinds=("Maneuver",)), "turn")


def test_may_play_during_a_phase_said_of_the_player():
    node = one("You may play this card during any Pre-match phase.")
    assert node == A.PlayRestriction("during_phase", zones=("Pre-match",))
    node = one("You may play a Manager card during the Venue phase.")
    assert isinstance(node, N.PlayRuleFor) and node.scope.kind == "all" and node.scope.filter.kinds == ("Manager",)
    assert node.rule == A.PlayRestriction("during_phase", zones=("Venue",))


def test_next_card_ban():
    node = one("Your next card played this turn cannot be an Action card.")
    assert isinstance(node, N.NextCardBan) and node.scope.kind == "next" and node.not_.kinds == ("Action",)
    node = one("Your next card played this turn cannot be the card titled Chain Wrestling.")
    assert node.not_.titled == ("Chain Wrestling",)


def test_zone_prohibitions_look_and_search():
    assert one("Your opponent cannot look at your hand.") == N.ZoneProhibition("opponent", "look_at", A.Zone("hand", "you"))
    assert one("You cannot look at his hand.") == N.ZoneProhibition("you", "look_at", A.Zone("hand", "opponent"))
    assert one("Your opponent may not search your Arsenal.") == N.ZoneProhibition(
        "opponent", "search", A.Zone("arsenal", "you"))


def test_blank_for_a_purpose_is_not_blank():
    node = one("This card is considered blank for your effects.")
    assert node == N.BlankFor(A.Scope("this"), "your card effects")
    node = one("This card is considered to have blank text for your effects.")
    assert node == N.BlankFor(A.Scope("this"), "your card effects")
    assert one("This card is considered to be blank for card effects.").purpose == "card effects"


def test_also_a_kind_for_a_purpose():
    node = one("This card is also an Extreme for your effects.")
    assert node.mode == "also" and node.as_kind.kinds == ("Extreme",) and node.purpose == "your card effects"


def test_move_permission_and_cannot_become():
    node = one("This card may be moved into your Arsenal.")
    assert node == N.MovePermission(A.Scope("this"), A.Zone("arsenal", "you"))
    node = one("This card cannot become Multi.")
    assert node == N.CannotBecome(A.Scope("this"), A.CardFilter(traits=("Multi",)))


def test_criterion_change_of_an_earlier_instruction():
    node = one("If the card titled Hard Hitting is in your Ring area, the maneuver can be unique.")
    assert node == N.CriterionChange(A.CardFilter(kinds=("Maneuver",)), None, "may", A.CardFilter(traits=("Unique",)))
    node = one("If you have the card titled Cruiserweight Title Belt in your Ring area, the card does not have to be "
               "non-unique.")
    assert node == N.CriterionChange(A.CardFilter(kinds=("Card",)), None, "need_not",
                                     A.CardFilter(excludes=("Unique",)))
    node = one("If your opponent is Brothers of Destruction, the cards removed do not have to be Face or Heel cards.")
    assert node.picked_by == "removed" and node.change == "need_not"
    assert {a.traits for a in node.kind.alternatives} == {("Face",), ("Heel",)}
    node = one("When his Superstar Value is 4 or greater and also greater than your Superstar Value, the maneuver may "
               "be of 10D or less.")
    assert node.card == A.CardFilter(kinds=("Maneuver",)) and node.change == "may"
    assert node.kind.damage.stat == "D" and node.kind.damage.high == 10


def test_no_slot_without_up_and_any_slot():
    (node,) = clauses("This card does not take a Pre-match slot in your Ring.")
    assert node == A.DeckRule("no_slot", ("Pre-match",))
    (node,) = clauses("This card does not take up a slot in your Ring.")
    assert node == A.DeckRule("no_slot", ())


def test_prevent_this_card_and_they_after_prevent_you_from_playing():
    node = one("Your opponent cannot prevent this card from being played.")
    assert node.action == "prevent_play" and node.filter.qualifiers == ("this card",)
    (seq,) = effects("Your opponent cannot prevent you from playing your Superstar-specific Pre-match cards, and they "
                     "can be played from Ringside.")
    ban, rule = seq.effects
    assert ban.action == "prevent_play" and rule.scope.filter == ban.filter
    assert rule.rule == A.PlayRestriction("may_play_from", zones=("ringside",))


def test_do_not_discard_for_your_cards():
    node = one("Do not discard for your No Sell Maneuver cards.")
    assert node.player == "you" and node.action == "discard_for"
    assert node.filter.titled == ("No Sell Maneuver",) and node.filter.owner == "you"
    node = one("Do not discard for your maneuvers with 'spine' in the title.")
    assert node.filter.kinds == ("Maneuver",) and node.filter.title_words == ("spine",)


def test_this_can_be_repeated():
    assert one("This can be repeated.") == N.EffectRemark("repeatable")


def test_superstar_value_and_starting_hand_size_both_changed():
    (seq,) = effects("Your Superstar Value and Starting Hand Size are +2.")
    sv, hs = seq.effects
    assert sv.scope == A.Scope("superstar_value", player="you") and sv.changes == (A.StatChange("superstar_value", 2),)
    assert hs.scope == A.Scope("hand_size", player="you") and hs.changes == (A.StatChange("hand_size", 2),)


def test_resolves_first_in_pre_match():
    node = one("Your opponent resolves first at the end of the Pre-match phase, regardless of Superstar Value.")
    assert node == N.ResolvesFirst("opponent", "Pre-match")


def test_prohibitions_first_turn_and_after_this_card():
    node = one("Your opponent cannot play maneuvers during his first turn of the match.")
    assert node.player == "opponent" and node.action == "play" and node.duration == "first_turn"
    node = one("You cannot play Maintain Hold after this card.")
    assert node.player == "you" and node.filter.titled == ("Maintain Hold",) and node.duration == "immediately_after_this"


def test_ignore_in_the_text_of_reversals_to_this_card():
    node = one("Ignore 'completely' in the text of your opponent's reversals to this card.")
    assert node == N.IgnoreOnResponses("completely", A.CardFilter(kinds=("Reversal",), owner="opponent"), False,
                                       A.Scope("this"))


def test_as_if_it_was_played_from_hand_and_no_search_for_this_card():
    (node,) = effects("You may play that card as if it was played from hand.")
    assert node.effect.as_zone.name == "hand" and node.effect.cards.filter.qualifiers == ("it",)
    node = one("You may not search for this card.")
    assert node.player == "you" and node.action == "search_for" and node.filter.qualifiers == ("this card",)


# ---- a hybrid half's printed stats standing alone: "As an action, F: 0, ..." (as "this card is F: 0")


def test_hybrid_half_bare_fortitude():
    (ab,) = clauses("As an action, F:0, shuffle this card into your Arsenal.")
    assert ab.triggers == (A.Trigger("as_action"),)
    considered, move = ab.effects[0].effects
    assert considered == A.Considered(A.Scope("this"), as_kind=A.CardFilter(fortitude=A.Range("F", 0, 0)))
    assert isinstance(move, A.MoveCards) and move.this_card


def test_hybrid_half_stats_before_semicolon_are_no_price():
    # "F: 0; discard this card to completely reverse ...": the stats are the half's, the discard the price
    stats, activated = clauses("As a reversal, F: 0; discard this card to completely reverse any "
                               "non-Superstar-specific card.")
    assert stats.effects == (A.Considered(A.Scope("this"), as_kind=A.CardFilter(fortitude=A.Range("F", 0, 0))),)
    assert isinstance(activated, A.ActivatedEffect)
    (cost,) = activated.cost
    assert isinstance(cost, A.Discard) and cost.this_card
    (rev,) = activated.effects
    assert isinstance(rev, A.ReversalDefinition) and rev.completely
    assert activated.triggers == stats.triggers == (A.Trigger("as_reversal"),)


def test_bare_stat_not_after_a_hybrid_header_is_not_read():
    assert not parse_sentence("F: 0, shuffle this card into your Arsenal.").is_parsed


def test_it_is_also_a_change():
    (ab,) = clauses("As a maneuver, this card is -6F and when this is the first card played of your turn, it is "
                    "also +4D.")
    mod, cond = ab.effects[0].effects
    assert mod.changes == (A.StatChange("F", -6),)
    assert isinstance(cond, A.Conditional) and cond.effect.changes == (A.StatChange("D", 4),)


# ---- "the card titled X" as a subject; moved "to another location"


def test_the_card_titled_is_considered_permanent():
    # "When this card is in your Ring area, the card titled Head is considered Permanent." (any player's Head)
    node = one("When this card is in your Ring area, the card titled Head is considered Permanent.")
    assert isinstance(node, A.Considered)
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Card",), titled=("Head",)), "any")
    assert node.as_kind == A.CardFilter(traits=("Permanent",))


def test_cannot_be_moved_to_another_location():
    # "your cards removed from the game cannot be moved to another location": moved anywhere, by any effect
    node = one("When this card is in your Ring, your cards removed from the game cannot be moved to another location.")
    assert node == N.Protected(("moved",), A.Scope("all", A.CardFilter(kinds=("Card",),
                                                                     qualifiers=("removed from the game",)), "you"))


def test_he_cannot_move_this_card_to_any_other_location():
    # "he cannot move this card from your Ringside to any other location": protected from his effects' moves
    (_, node) = one("When this card is in your Ringside, your non-Chain Cheater cards are -3F and he cannot move this "
                    "card from your Ringside to any other location.").effects
    assert node == N.Protected(("moved",), A.Scope("this"), A.Zone("ringside", "you"), "opponent")


def test_opponent_cannot_move_their_rfg_cards_anywhere():
    node = one("When this card is in your Ring, your opponent cannot move their RFG cards to any other location.")
    assert isinstance(node, N.Protected) and node.actions == ("moved",) and node.by == "opponent"
    assert node.zone is None and node.scope.player == "opponent"


def test_considered_to_have_lower_fortitude_for_your_effects():
    # "When played, you are considered to have lower Fortitude for your effects." (not followed by the rules)
    node = one("When played, you are considered to have lower Fortitude for your effects.")
    assert node == N.ConsideredCompare("you", "less", "fortitude_rating", purpose="your card effects")


def test_ignore_the_word_in_the_text_of_titled_cards():
    node = one("When this card is in your Ring area, ignore the word 'face' in the text of the cards titled Kissing Up "
               "to the Stinkin' Fans.")
    assert node == A.Ignore("'face' text", A.Cards(A.Quantity(all=True), A.CardFilter(
        kinds=("Card",), titled=("Kissing Up to the Stinkin' Fans",))))


# ---- "blank this card" (wt-turn3): the card so named is blank for that time


def test_blank_this_card_until_end_of_his_turn():
    (clause,) = clauses("During his turn, he may discard 2 random cards to blank this card until the end of his turn.")
    assert isinstance(clause, A.ActivatedEffect)
    (blank,) = clause.effects
    assert isinstance(blank, A.Blank) and blank.scope.kind == "this" and blank.duration == "rest_of_turn"
    (clause,) = clauses("During his turn, he may discard 1 Backlash card to blank this card until the start of his "
                        "next turn.")
    (blank,) = clause.effects
    assert blank.scope.kind == "this" and blank.duration == "until_opponent_next_turn"


def test_blank_the_text_of_this_card():
    blank = one("Blank the text of this card.")
    assert isinstance(blank, A.Blank) and blank.scope.kind == "this" and blank.duration is None


# ---- a comparison a player counts as having (ConsideredCompare)


def test_considered_to_have_lower_fortitude_for_effects():
    (ab,) = clauses("When played, you are considered to have lower Fortitude for your effects.")
    (node,) = ab.effects
    assert node == N.ConsideredCompare("you", "less", "fortitude_rating", purpose="your card effects")


def test_count_as_having_lower_fortitude():
    (ab,) = clauses("When you have greater Arsenal cards, you count as having lower Fortitude for your effects.")
    (node,) = ab.effects
    assert node == N.ConsideredCompare("you", "less", "fortitude_rating", purpose="your card effects")


def test_considered_lower_fortitude_for_card():
    node = one("You are considered to have lower Fortitude for your Where The Big Boys Play.")
    assert node.purpose == "Where the Big Boys Play" and node.comparison == "less"


# ---- "considered to be both X and Y": every word


def test_considered_to_be_both():
    node = one("This card is considered to be both The Rock-specific and Mankind-specific.")
    assert node == A.Considered(A.Scope("this"), as_kind=A.CardFilter(traits=("The Rock-specific", "Mankind-specific")))


def test_considered_to_be_both_for_effects():
    node = one("Your Cheater and Fan Favorite cards are considered to be both Cheater and Fan Favorite for your effects.")
    assert node.as_kind == A.CardFilter(traits=("Cheater", "Fan Favorite")) and node.purpose == "your card effects"


def test_considered_for_cards_and_effects():
    node = one("This card is considered non-unique and High Risk for your cards and effects.")
    assert node.purpose == "your card effects"


# ---- reversals to this card are blank


def test_reversals_to_this_card_are_blank():
    node = one("Your opponent's reversals to this card are blank until the end of the turn.")
    assert node == A.Blank(A.Scope("reversals_to_this", player="opponent"), "rest_of_turn")


def test_can_only_play_maneuvers_from_hand_next_turn():
    node = one("When this card is reversed, your opponent can only play maneuvers from Hand during his next turn.")
    assert node == N.PlayOnly("opponent", A.CardFilter(kinds=("Maneuver",), played_from=("opponent hand",)), "next_turn")


def test_reversals_do_no_more_than_5d():
    # "... hybrid reversals do no more than 5D" (as "no more than a maximum of 5D")
    node = one("When this card is in your Ring, your opponent's printed Superstar-specific non-Trademark Finisher "
               "hybrid reversals do no more than 5D.")
    assert node.changes == (A.StatChange("D", 5, maximum=True),)
    assert node.scope.player == "opponent" and node.scope.filter.kinds == ("Reversal",)


def test_may_play_a_titled_card_as_a_kind():
    opt = one("During your turn, you may play Facebuster as a Grapple.")
    assert isinstance(opt, A.Optional)
    as_if = opt.effect
    assert isinstance(as_if, N.AsIf) and as_if.action == "play"
    assert as_if.cards.filter.titled == ("Facebuster",) and as_if.as_kind.kinds == ("Grapple",)


def test_first_card_played_on_each_of_your_turns():
    (clause,) = clauses("The first High Risk played on each of your turns is Chain when you have lower Fortitude or "
                        "fewer cards in hand.")
    (considered,) = clause.effects
    assert considered.scope.kind == "first_this_turn" and considered.scope.player == "you"
    assert considered.scope.filter.kinds == ("High Risk",)


def test_can_only_play_one_reversal_to_this_card():
    node = one("Your opponent can only play 1 reversal to this card.")
    assert node == N.PlayLimit("opponent", 1, A.CardFilter(kinds=("Reversal",)), "to_this")


def test_can_only_play_one_reversal_to_it_is_not_read():
    # "he can only play 1 reversal to it": "it" is the maneuver named before, not this card
    assert not parse_sentence("He can only play 1 reversal to it.").is_parsed


# ---- short sentences that complete a card (wt-short4)
def test_cannot_be_moved_from_rfg():
    node = one("Your 'Maintain' cards cannot be moved from RFG.")
    assert node.actions == ("moved",) and node.zone == A.Zone("game", "any")
    assert node.scope.kind == "all" and node.scope.player == "you"
    assert node.scope.filter.title_words == ("Maintain",)


def test_can_be_searched_for_as_if_non_unique():
    opt = one("Can be searched for as if non-Unique.")
    assert isinstance(opt, A.Optional) and opt.player == "you"
    assert opt.effect == N.AsIf("search", "you", None, True, None, None, A.CardFilter(excludes=("Unique",)))


def test_cannot_draw_more_than_in_this_manner():
    assert one("You cannot draw more than 5 cards in this manner.") == N.EffectCap("you", "draw", 5)
    assert not parse_sentence("You cannot draw more than 5 maneuvers in this manner.").is_parsed


def test_maneuvers_played_next_turn_are_modified():
    node = one("Your maneuvers played next turn are +5D.")
    assert isinstance(node, A.Modifier) and node.duration == "next_turn"
    assert node.changes == (A.StatChange("D", 5),)
    assert node.scope.kind == "all" and node.scope.player == "you" and node.scope.filter.kinds == ("Maneuver",)


def test_may_play_this_card_from_rfg():
    (clause,) = clauses("You may play this card from RFG.")
    assert clause == A.PlayRestriction("may_play_from", zones=("game",))


def test_this_card_ignores_a_titled_card():
    # as "This card is not affected by Hell in a Cell Match."
    node = one("This card ignores Hell in a Cell Match.")
    assert node == N.NotAffected(A.Scope("this"), A.CardFilter(titled=("Hell in a Cell Match",)), False, False)
    assert node == one("This card is not affected by Hell in a Cell Match.")


def test_cards_with_a_word_in_the_title_take_no_slot_in_your_ring():
    # Revolution ECW Originals: no owner said, the cards in your Ring are yours
    node = one("Cards with 'intercontinental' in the title do not take up a Pre-match slot in your Ring.")
    assert isinstance(node, N.NoSlot) and node.kinds == ("Pre-match",)
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Card",), title_words=("intercontinental",)), "you")


def test_a_title_gains_your_logo():
    node = one("Revolution ECW Originals gains your logo.")
    assert isinstance(node, A.Considered) and node.mode == "also"
    assert node.scope == A.Scope("all", A.CardFilter(titled=("Revolution ECW Originals",)), "you")
    assert node.as_kind == A.CardFilter(qualifiers=("with your Superstar logo",))


def test_the_next_card_your_opponent_plays_is_blank():
    node = one("The next Pre-match card your opponent plays is blank.")
    assert isinstance(node, A.Blank) and node.scope == A.Scope("next", A.CardFilter(kinds=("Pre-match",)), "opponent")


def test_the_fortitude_value_for_this_action():
    # Flying Reverse Elbow, Chyna's Pedigree: the hybrid's action half is F: 0
    s = parse_sentence("Doing this will cause no damage to opponent, and the Fortitude Value for this Action is F: 0.")
    assert s.is_parsed
    no_damage, value = s.clauses
    assert [type(e).__name__ for e in no_damage.effects] == ["NoDamage"]
    assert [t.kind for t in value.triggers] == ["as_action"]
    (considered,) = value.effects
    assert considered.scope == A.Scope("this") and considered.as_kind.fortitude == A.Range("F", 0, 0)


def test_considered_to_have_the_title():
    # "This card is also considered to have the title 'Maintain Hold'." (as "... to be titled Maintain Hold")
    node = one("This card is also considered to have the title 'Maintain Hold'.")
    assert isinstance(node, A.Considered) and node.scope.kind == "this"
    assert node.as_kind == A.CardFilter(titled=("Maintain Hold",))


# ---- a Revolution type line after a change; "ignore the X on a Y"


def test_minus_f_and_reversal_type_line_instead():
    s = parse_sentence("When you are Revolution The Rock: this card is -10F and 'Reversal: Strike or Assault' instead.")
    assert s.is_parsed
    (a,) = s.clauses
    mod, rd = a.effects[0].effects
    assert isinstance(mod, A.Modifier) and mod.changes[0].amount == -10
    assert isinstance(rd, A.ReversalDefinition) and rd.mode == "instead"
    assert rd.targets[0].kinds == ("Strike", "Assault")


def test_ignore_the_follow_up_on_a_maneuver():
    s = parse_sentence("When you do not have a Storyline in your Ring, you may put this card into your Ringside to "
                       "ignore the 'Follow-up' on an Umaga-specific maneuver.")
    assert s.is_parsed
    ign = s.clauses[0].effects[0]
    assert isinstance(ign, A.Ignore) and ign.what == "'Follow-up' text"
    assert ign.cards.filter.kinds == ("Maneuver",) and ign.cards.filter.traits == ("Umaga-specific",)


def test_played_from_backlash_as_if_from_hand():
    s = parse_sentence("When you are the Radicalz and you search your Arsenal, you may put this card from your Arsenal "
                       "into your Backlash, and it can be played from Backlash as if from hand.")
    assert s.is_parsed
    asif = s.clauses[0].effects[0].effect.effects[-1]
    assert isinstance(asif, N.AsIf) and asif.action == "be_played"
    assert asif.source.name == "backlash" and asif.as_zone.name == "hand"


def test_minus_f_and_not_a_run_in():
    s = parse_sentence("When you are Sasha Banks, this card is -4F and not a Run-in.")
    assert s.is_parsed
    mod, con = s.clauses[0].effects[0].effects if isinstance(s.clauses[0].effects[0], A.Sequence) else s.clauses
    assert isinstance(mod, A.Modifier) and mod.changes[0].amount == -4
    assert isinstance(con, A.Considered) and con.negated and con.scope.kind == "this"
    assert "Run-in" in con.as_kind.kinds + con.as_kind.traits


# ---- hybrid5: hybrid halves


def test_same_stat_change_then_per_card_change_are_two_changes():
    # "this card is +4D, and -2D for each reversal played in response": +4D once, then -2D per reversal
    (seq,) = effects("As a maneuver, this card is +4D, and -2D for each reversal played in response.")
    flat, each = seq.effects
    assert flat == A.Modifier((A.StatChange("D", 4),), A.Scope("this"))
    assert isinstance(each, A.ForEach) and each.cards.filter.kinds == ("Reversal",)
    assert each.effect == A.Modifier((A.StatChange("D", -2),), A.Scope("this"))
    (seq,) = effects("As a maneuver, this card is -5F and -1F for every card with 'hype' in the title in your Ring.")
    flat, each = seq.effects
    assert flat.changes == (A.StatChange("F", -5),)
    assert each.effect.changes == (A.StatChange("F", -1),) and each.cards.filter.title_words == ("hype",)


def test_opponent_cannot_reduce_the_damage_of_this_card():
    (seq,) = effects("As a maneuver, this card is -10F and your opponent cannot reduce the damage of this card.")
    assert seq.effects[1] == N.Protected(("reduced",), A.Scope("this"), None, "opponent", ("D",))


def test_cannot_play_more_than_n_reversals_to_this_card():
    node = one("As an action, your opponent cannot play more than 1 reversal to this card.")
    assert node == N.PlayLimit("opponent", 1, A.CardFilter(kinds=("Reversal",)), "to_this")


def test_make_the_next_card_modified():
    (clause,) = clauses("As an action, you may discard this card to make the next card you play this turn -3F.")
    assert isinstance(clause, A.ActivatedEffect)
    (mod,) = clause.effects
    assert mod.changes == (A.StatChange("F", -3),) and mod.scope.kind == "next" and mod.duration == "this_turn"


# ---- a bare "blank" or "a X instead of a Y" after a change: more of the same cards


def test_and_blank_after_a_change():
    s = parse_sentence("ACE: When your opponent plays a non-Unique non-Superstar-specific maneuver, you may remove this "
                       "card from the game and his maneuver is 4D and blank.")
    assert s.is_parsed
    considered, blank = s.clauses[0].effects
    his_maneuver = A.Scope("all", A.CardFilter(kinds=("Maneuver",)), "opponent")
    assert considered == A.Considered(his_maneuver, as_kind=A.CardFilter(damage=A.Range("D", 4, 4)))
    assert blank == A.Blank(his_maneuver)
    # the time after "blank" is that of both changes
    s = parse_sentence("ACE: When your opponent successfully plays a maneuver, you may RFG this card from your Ring, and "
                       "then his played card is D: 0 and blank until the end of the turn.")
    considered, blank = s.clauses[0].effects
    assert considered.duration == blank.duration == "rest_of_turn"
    assert blank.scope == considered.scope and blank.scope.player == "opponent"


def test_bare_kind_instead_of_another_after_a_change():
    (ability,) = clauses("When your Fortitude Rating is 30+, your Lashley's One-Handed Suplex is +12D and a Trademark "
                         "Finisher instead of a Grapple.")
    mod, considered = ability.effects[0].effects
    assert mod.scope == considered.scope and considered.scope.filter.titled == ("Lashley's One-Handed Suplex",)
    assert considered.as_kind.kinds == ("Trademark Finisher",) and considered.instead_of.kinds == ("Grapple",)


# ---- a logo named by a card word; a card counted as in a zone


def test_gain_the_tag_logo():
    considered = one("When this card is in your Ring, your non-Volley Multi maneuvers gain the Tag logo.")
    assert considered.mode == "also" and considered.as_kind == A.CardFilter(logos=("Tag",))
    assert considered.scope.player == "you"
    assert considered.scope.filter.kinds == ("Maneuver",) and considered.scope.filter.excludes == ("Volley",)


def test_considered_in_zone():
    node = one("When this card is in your Ring, it is considered in your Ringside for your Ability.")
    assert node == N.ConsideredInZone(A.Scope("it", player="you"), A.Zone("ringside", "you"), purpose="your Ability")
    node = one("When this card is under your Superstar, it is considered to be in your hand for The Bull from Vienna.")
    assert node.zone == A.Zone("hand", "you") and node.purpose == "The Bull from Vienna" and not node.negated
    node = one("This card is not considered in your Ring for The V.I.P. Lounge.")
    assert node.negated and node.scope.kind == "this" and node.zone == A.Zone("ring", "you")


def test_effect_cannot_be_reversed_or_prevented():
    # turnsubj6: "this effect cannot be reversed or prevented": both, of the effect before it
    seq = effects("You win the game via Pinfall Victory; this effect cannot be reversed or prevented.")
    nodes = [n for e in seq for n in A.iter_nodes(e)]
    assert any(isinstance(n, A.WinGame) and n.player == "you" for n in nodes)
    assert any(isinstance(n, A.ReversalRestriction) and n.kind == "effect_cannot_be_reversed" for n in nodes)
    assert N.EffectUnpreventable() in nodes


def test_opponent_effects_cannot_prevent_this():
    # turnsubj6: "...; your opponent's effects cannot prevent this." (the effect before it, by his effects)
    (clause,) = clauses("During your turn, you may hide this card to put 1 card from your Ringside into your hand; "
                        "your opponent's effects cannot prevent this.")
    nodes = list(A.iter_nodes(clause))
    assert N.EffectUnpreventable(by="opponent") in nodes
    assert any(isinstance(n, A.MoveCards) and n.destination.name == "hand" for n in nodes)


def test_turn_bare_kind_with_a_time_gives_the_change_that_time():
    """"this card is -5F and Chain until the end of the turn": the -5F and the Chain both last the turn."""
    text = ("As a maneuver, when played you may discard 1 Grapple or High Risk; if you do, this card is -5F and Chain "
            "until the end of the turn.")
    found = [n for c in clauses(text) for n in A.iter_nodes(c) if isinstance(n, (A.Modifier, A.Considered))]
    mod, considered = found
    assert mod.scope.kind == "this" and mod.changes[0].stat == "F" and mod.changes[0].amount == -5
    assert mod.duration == "rest_of_turn"
    assert considered.scope.kind == "this" and considered.as_kind.traits == ("Chain",)
    assert considered.duration == "rest_of_turn"


def test_turn_named_cards_cannot_be_played_for_the_rest_of_the_turn():
    """Vengeance Classic: "The named cards cannot be played for the rest of the turn." (by any player)"""
    p = one("The named cards cannot be played for the rest of the turn.")
    assert isinstance(p, A.Prohibition)
    assert p.player == "any" and p.action == "play" and p.duration == "rest_of_turn"
    assert p.filter.qualifiers == ("named",)


def test_whenthis_owner_card_is_now_kind():
    # "his card" (the card he played) is now a Cheater: the card named before, not all his cards
    nodes = [n for c in clauses("ACE: During his turn, when he plays a card and it is not his first card played this "
                                "turn, you may discard 1 card and his card is now Cheater.") for n in A.iter_nodes(c)]
    (cons,) = [n for n in nodes if isinstance(n, A.Considered)]
    assert cons.scope == A.Scope("it", player="opponent") and cons.as_kind.traits == ("Cheater",)


def test_whenthis_title_is_modifier():
    (mod,) = effects("When this card is in your Ring, Damn! is -10F.")
    assert isinstance(mod, A.Modifier) and mod.scope.filter.titled == ("Damn!",) and mod.scope.player == "any"
    assert [(ch.stat, ch.amount) for ch in mod.changes] == [("F", -10)]
    (var,) = effects("When you have a non-Revolution card in your Ring: Revolution The Dark Kiss is -#F, where # is "
                     "the number of Extremes in your Ringside.")
    assert var.scope.filter.titled == ("Revolution The Dark Kiss",)
    assert var.changes[0].stat == "F" and var.changes[0].variable.definition.value.cards.filter.kinds == ("Extreme",)


def test_whenthis_that_card_can_only_be_of():
    (crit,) = effects("When the card titled Mountain of a Man is not in your Ring area, that card can only be of 7D "
                      "or less.")
    assert isinstance(crit, N.CriterionChange) and crit.change == "only" and crit.card is None
    assert crit.kind.damage.high == 7


def test_whenthis_considered_to_also_be_and_also_titled():
    (seq,) = effects("When this card is in your Ring, it is considered to also be a Colossal and a Core.")
    first, second = seq.effects
    assert first.mode == "also" and first.as_kind.kinds == ("Colossal",) and second.as_kind.kinds == ("Core",)
    (cons,) = effects("When this card is in your Ring, it is also titled Over Sell Maneuver for Stealing the Show.")
    assert cons.as_kind.titled == ("Over Sell Maneuver",) and cons.purpose == "Stealing the Show"


# ---- what some cards' effects cannot do, said of those effects


def _subject_nodes(sentence, cls):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, cls)]


def test_subject_effects_of_a_kind_cannot_flip_cards():
    node = one("Non-Superstar-specific effects cannot flip your cards over.")
    assert isinstance(node, N.ProtectedFrom) and node.actions == ("flipped",) and node.by is None
    assert node.scope == A.Scope("all", A.CardFilter(kinds=("Card",)), "you")
    assert node.by_cards == A.CardFilter(excludes=("Superstar-specific",))
    assert one("Non-Superstar-specific effects cannot Flip your cards face-down.") == node


def test_subject_other_card_effects_cannot_alter_a_value():
    node = one("Other card effects cannot alter your Superstar Value.")
    assert node == N.Protected(("modified",), A.Scope("superstar_value", player="you"), by="others")


def test_subject_his_cards_and_effects_cannot_modify_or_prevent():
    text = ("Your opponent's non-Superstar-specific cards and effects cannot modify the Fortitude or Damage of your "
            "maneuvers, and he cannot prevent you from playing maneuvers or Superstar-specific cards.")
    (prot,) = _subject_nodes(text, N.Protected)
    assert isinstance(prot, N.ProtectedFrom)
    assert prot.actions == ("modified",) and prot.stats == ("F", "D") and prot.by == "opponent"
    assert prot.scope.filter.kinds == ("Maneuver",) and prot.scope.player == "you"
    assert prot.by_cards.excludes == ("Superstar-specific",)
    node = one("His cards and effects cannot prevent you from playing Actions.")
    assert not isinstance(node, N.ProtectedFrom) and node.actions == ("prevented",) and node.by == "opponent"
    assert node.scope.filter.kinds == ("Action",)
    node = one("Your opponent's effects cannot move cards from your hand.")
    assert node.actions == ("moved",) and node.by == "opponent" and node.zone == A.Zone("hand", "you")


def test_subject_value_considered_a_number():
    (node,) = _subject_nodes("When you have no Ring maneuvers, your Fortitude is considered 0 for your effects.",
                             N.ConsideredValue)
    assert node.value == "fortitude_rating" and node.player == "you" and node.purpose == "your card effects"
    assert node.changes == (A.StatChange("fortitude_rating", 0, set_to=True),)


def test_subject_owner_superstar_value_line():
    node = one("His Superstar Value: -4")
    assert node == A.Modifier((A.StatChange("superstar_value", -4),), A.Scope("superstar_value", player="opponent"))


def test_subject_an_additional_change():
    mods = _subject_nodes("Your opponent's maneuvers are -1D, his Strike maneuvers are an additional -1D.", A.Modifier)
    assert [m.changes for m in mods] == [(A.StatChange("D", -1),)] * 2
    assert mods[1].scope.filter.kinds == ("Strike",) and mods[1].scope.player == "opponent"


def test_subject_can_be_played_from_a_place_as_if_from_hand():
    node = one("Can be played from under another card as if from hand.")
    assert node.action == "be_played" and node.this_card and node.source.name == "under_other_card"
    assert node.as_zone.name == "hand"


def test_subject_not_a_face_card_or_a_heel_card():
    seq = one("Your card titled It's True! It's True! is not a Face card or a Heel card.")
    assert [c.as_kind.traits for c in seq.effects] == [("Face",), ("Heel",)]
    assert all(c.negated and c.scope.filter.titled == ("It's True! It's True!",) for c in seq.effects)


def test_subject_value_considered_lower_or_higher():
    node = one("Your Fortitude Rating is considered to be less than your opponent's Fortitude Rating.")
    assert node == N.ConsideredCompare("you", "less", "fortitude_rating")
    seq = one("Your Superstar Value is considered to be both lower and higher than your opponent's for your card "
              "effects.")
    assert [(n.comparison, n.stat, n.purpose) for n in seq.effects] == [
        ("less", "superstar_value", "your card effects"), ("greater", "superstar_value", "your card effects")]


def test_subject_the_text_on_his_card_is_blank():
    node = one("The text on his Venue is blank.")
    assert node == A.Blank(A.Scope("all", A.CardFilter(kinds=("Venue",)), "opponent"))
    assert one("His Venue is blank.") == node


def test_subject_hand_size_and_superstar_value():
    mods = one("Your Hand Size and Superstar Value are +2.").effects
    assert {m.scope.kind for m in mods} == {"superstar_value", "hand_size"}
    assert all(m.changes[0].amount == 2 and m.scope.player == "you" for m in mods)


def test_subject_the_card_on_top_of_this_card_is_considered_in_your_ring():
    node = one("The card on top of this card is considered to be in your Ring.")
    assert isinstance(node, N.ConsideredInZone) and node.zone == A.Zone("ring", "you") and not node.negated
    assert node.scope.filter.qualifiers == ("on top of this card",)
    assert one("The card on top of this card counts as in your Ring.") == node


def test_subject_also_target_and_not_kind():
    node = one("When you are Revolution Chris Jericho: this card is also Target 'neck'.")
    assert node == A.Considered(A.Scope("this"), as_kind=A.CardFilter(targets=("neck",)), mode="also")
    mod, considered = one("Your cards titled Spit at Opponent are -4F and not Heel cards.").effects
    assert mod.changes == (A.StatChange("F", -4),)
    assert considered.negated and considered.as_kind == A.CardFilter(traits=("Heel",))
    assert considered.scope.filter.titled == ("Spit at Opponent",)


def test_subject_cannot_be_moved_or_flipped():
    node = one("Your Ring maneuvers cannot be moved or Flipped face-down by your effects.")
    assert node.actions == ("moved", "flipped") and node.by == "you"
    assert node.scope.filter.kinds == ("Maneuver",) and node.scope.filter.qualifiers == ("in ring",)


def test_subject_kind_in_addition_to_printed_type():
    node = one("Your opponent's non-Unique Maneuvers are Extremes in addition to their printed type.")
    assert node.mode == "also" and node.as_kind.kinds == ("Extreme",)
    assert node.scope.player == "opponent" and node.scope.filter.excludes == ("Unique",)


# ---- 


def test_whenplayed_cannot_play_title_as_an_action():
    s = parse_sentence("When successfully played, you cannot play Technical Drop Kick as an Action for the rest of this "
                       "turn.")
    assert s.is_parsed
    (p,) = s.clauses[0].effects
    assert isinstance(p, A.Prohibition) and p.player == "you" and p.action == "play"
    assert p.filter.titled == ("Technical Drop Kick",) and p.filter.qualifiers == ("played as an Action",)
    assert p.duration == "rest_of_turn"


def test_whenplayed_double_that_number():
    s = parse_sentence("Before the Draw Segment of the first turn of the game, put up to 2 cards from your hand on the "
                       "bottom of your Arsenal and draw the same number of cards; when you have higher Superstar Value, "
                       "double that number.")
    assert s.is_parsed
    (change,) = s.clauses[1].effects
    assert change == N.ChangeNumbers("those", "numbers", factor=2)


def test_whenplayed_ignore_quoted_text_bare():
    s = parse_sentence("When playing Cartwheel, you may RFG 1 Hand card or 3 Ringside cards and then ignore 'Set-up' or "
                       "'non-Unique' text.")
    assert s.is_parsed
    choice, ignore = s.clauses[0].effects[0].effect.effects
    assert isinstance(choice, A.Choice) and ignore == A.Ignore("'Set-up' / 'non-Unique' text")


def test_whenplayed_and_a_stun_value():
    s = parse_sentence("If your next card played this turn is a High Risk maneuver, you may ignore the 'Can only be "
                       "played after...'text and it is +5D and a +2 Stun Value.")
    assert s.is_parsed
    ignore, mod = s.clauses[0].effects[0].effect.effects
    assert isinstance(ignore, A.Ignore) and mod.scope.kind == "it"
    assert [(c.stat, c.amount) for c in mod.changes] == [("D", 5), ("SV", 2)]


def test_when_has_keyword_and_is_change():
    """ "has Momentum and is +10D": one change of the same next cards (the keyword and the Damage), this turn."""
    s = parse_sentence("Your next Maneuver this turn has Momentum and is +10D.")
    assert s.is_parsed
    (mod,) = s.clauses
    assert isinstance(mod, A.Modifier) and mod.scope.kind == "next" and mod.scope.filter.kinds == ("Maneuver",)
    assert [(c.stat, c.amount, c.set_to) for c in mod.changes] == [("Momentum", 1, True), ("D", 10, False)]
    assert mod.duration == "this_turn"


def test_move_r8_variable_double_the_cards_you_have_in_hand():
    # "double the cards you have in your hand": twice the count of the cards in your hand
    (move,) = effects("Shuffle up to # cards from your Ringside pile into your Arsenal, where # is equal to double the "
                      "cards you have in your hand.")
    assert isinstance(move, A.MoveCards) and move.shuffle and move.destination == A.Zone("arsenal", "you")
    value = move.cards.quantity.variable.definition.value
    assert isinstance(value, N.VariableValue) and value.kind == "count" and value.times == 2
    assert value.cards.zone == A.Zone("hand", "you") and value.cards.quantity == A.Quantity(all=True)


def test_whenthis_ignore_all_modifications_to_that_card():
    # "ignore all modifications to that card from his card effects until the end of the turn": NotAffected, changes "all"
    (ab,) = parse_sentence("ACE: During his turn when he plays a card, you may put this card in your Ringside and then "
                           "ignore all modifications to that card from his card effects until the end of the turn.").clauses
    (na,) = ab.effects
    assert isinstance(na, N.NotAffected) and na.scope.kind == "it" and na.changes == "all"
    assert na.by == A.CardFilter(owner="opponent") and na.effects and na.duration == "rest_of_turn"
    (ab,) = parse_sentence("ACE: When he plays a maneuver, you may overturn 5 cards and then ignore all modifications to "
                           "that card from his cards and his card effects until the end of the turn.").clauses
    (na,) = ab.effects
    assert isinstance(na, N.NotAffected) and na.changes == "all" and na.by == A.CardFilter(owner="opponent")
    assert na.effects and na.duration == "rest_of_turn"


def test_move_play_ringside_card_as_if_from_hand_step():
    """ "..., and then play 1 Ringside 'Classic' maneuver as if from hand" (the step, as "you may play ... as if from
    hand"); "You can play RFG 'Samoan' maneuvers as if from hand." (may)."""
    s = parse_sentence("When you are Harley Race, once during each of your turns you may reveal 1 Hand 'Classic' "
                       "maneuver, put it on the bottom of your Arsenal, and then play 1 Ringside 'Classic' maneuver as "
                       "if from hand.")
    assert s.is_parsed
    (play,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.AsIf)]
    assert play.action == "play" and play.player == "you" and play.as_zone == A.Zone("hand", "any")
    assert play.cards.quantity.count == 1 and play.cards.filter.title_words == ("Classic",)
    (opt,) = effects("You can play RFG 'Samoan' maneuvers as if from hand.")
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, N.AsIf)
    assert opt.effect.action == "play" and opt.effect.cards.filter.title_words == ("Samoan",)


def test_move_variable_rounded_and_bounded_tails():
    """ "where # is equal to half his Fortitude Rating, rounded down and cannot be greater than 7"; "..., and cannot be
    greater than 9" (the bound after ", and")."""
    s = parse_sentence("When you do not, he discards # cards, where # is equal to half his Fortitude Rating, rounded "
                       "down and cannot be greater than 7.")
    assert s.is_parsed
    (var,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.Variable)]
    d = var.definition
    assert d.maximum == 7 and d.value.rounding == "down" and d.value.divide == 2
    s = parse_sentence("Shuffle up to # cards from your Ringside into your Arsenal and your opponent overturns # cards, "
                       "where # is the number of cards with Activated Card Effects in your Ring and Ringside, and cannot "
                       "be greater than 9.")
    assert s.is_parsed
    vars_ = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.Variable)]
    assert len(vars_) == 2 and all(v.definition.maximum == 9 for v in vars_)


def test_pack_enforcers_have_no_brands():
    assert one("Your Enforcers have no brands.") == N.NoBrands(A.Scope("all", A.CardFilter(kinds=("Enforcer",)), "you"))
    (ability,) = clauses("When packing this card, your Enforcers do not have brands, and your Too Hot for TV cards are "
                         "not Fan Favorite.")
    (seq,) = ability.effects
    assert isinstance(seq.effects[0], N.NoBrands) and ability.triggers[0].kind == "when_packing"


def test_pack_next_n_cards_with_quoted_text_take_no_slot():
    n = one("Your next 3 Pre-match cards with 'Volley' in the text do not take up a Pre-match slot in your Ring.")
    assert n.scope == A.Scope("next", A.CardFilter(kinds=("Pre-match",), qualifiers=("'Volley' in the text",)), "you",
                              count=3)


def test_pack_cannot_be_played_during_prematch_phase():
    assert clauses("Cannot be played during the Pre-match phase.") == \
        (A.PlayRestriction("not_during_phase", zones=("Pre-match",)),)


def test_turn_var_modifier_of_cards_played_next_turn():
    # "Your opponent's maneuvers next turn are +1F times his Superstar Value.": as "... are +1F times his Superstar
    # Value next turn" (VariableModifier for the next turn, of his maneuvers)
    s = parse_sentence("Your opponent's maneuvers next turn are +1F times his Superstar Value.")
    assert s.is_parsed
    (node,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.VariableModifier)]
    assert node.duration == "next_turn"
    assert node.scope.kind == "all" and node.scope.player == "opponent"
    assert node.scope.filter.kinds == ("Maneuver",)
    (change,) = node.changes
    assert change.stat == "F"


def test_pack_may_play_titled_card_even_if_opponent_held_to_belts():
    n = one("You may play the card titled Handicap Match, even if your opponent cannot play any belt except the Tag Team "
            "Title Belts.")
    assert isinstance(n, N.PlayRuleFor) and n.scope.filter.titled == ("Handicap Match",)
    assert n.rule == A.PlayRestriction("even_if", A.Condition(
        "restricted_to", player="opponent", filter=A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",))))


def test_reversal_ignore_a_trait_everywhere():
    """"ignore the Chain trait", "ignore the Volley trait during your next turn": the trait on every card."""
    (ab,) = clauses("If the reversed maneuver was Volley, this counts as 2 reversals, and ignore the Volley trait "
                    "during your next turn.")
    counts, ignore = ab.effects[0].effects
    assert isinstance(ignore, A.Ignore) and ignore.what == "Volley trait" and ignore.cards is None
    assert ignore.duration == "next_turn"
    (ab,) = clauses("Ignore the Chain trait and reverse any Chain or Volley maneuver.")
    ignore, rd = ab.effects[0].effects
    assert ignore == A.Ignore("Chain trait") and isinstance(rd, A.ReversalDefinition)


def test_reversal_count_of_reversals_played_to_this_card():
    """"(# = 4 minus the number of reversal cards played to this card.)": the reversals played to it, from 4."""
    (ab,) = clauses("(# = 4 minus the number of reversal cards played to this card.)")
    value = ab.effects[0].value
    assert value.kind == "count" and value.subtract_from == 4
    assert value.cards.filter.kinds == ("Reversal",) and value.cards.filter.qualifiers == ("played to this card",)
    assert value.cards.zone is None


def test_subject_this_card_does_not_count_as_a_kind_for_effects():
    # Great American Bash Classic ("cound" printed): not a 'Shoot' card for those effects (Considered, negated)
    c = one("This card does not cound as a 'Shoot' card for your card effects.")
    assert isinstance(c, A.Considered) and c.negated and c.scope.kind == "this"
    assert c.as_kind.title_words == ("Shoot",) and c.purpose == "your card effects"


def test_subject_and_considered_to_be_a_kind_for_effects_after_a_change():
    # V7: The NXT Generation Virtual: "... are Multi and considered to be BASH cards for your effects": the same cards
    ab = clauses("Your maneuvers are +2D, and your Samoan Drop cards are Multi and considered to be BASH cards for "
                 "your effects.")
    cons = [n for c in ab for n in A.iter_nodes(c) if isinstance(n, A.Considered)]
    multi, bash = cons
    assert multi.as_kind.traits == ("Multi",) and bash.scope == multi.scope
    assert bash.scope.filter.titled == ("Samoan Drop",) and bash.purpose == "your card effects"
    assert bash.as_kind.title_words == ("BASH",)     # as "are considered to be BASH cards for your effects" alone


def test_subject_no_player_may_play_is_a_ban_on_every_player():
    # Vengeance Classic: every player (Prohibition "any"), not a permission
    (c,) = clauses("If your Superstar Value is greater than your opponent's Superstar Value, no player may play a "
                   "Title Belt.")
    (ban,) = c.effects
    assert ban == A.Prohibition("any", "play", A.CardFilter(kinds=("Title Belt",)))
    assert c.condition.kind == "compare"
    # Great American Bash Classic: "can" as "may"
    (ab,) = clauses("When this card is in your Ring area, no player can play Chain, Heat, or Volley cards.")
    (ban,) = ab.effects
    assert isinstance(ban, A.Prohibition) and (ban.player, ban.action) == ("any", "play")
    # "his Ring" / "he" is each player's, not the opponent's: left unread
    assert not parse_sentence("No player may play any non-Superstar-specific non-Set-up Action card with the same title "
                              "as a card in his Ring area.").is_parsed
    assert not parse_sentence("All Revolution Off Your Mark cards are Active, and no player may play Shoot Counter "
                              "when he does not have a maneuver with 'shoot' in the title in his Ring.").is_parsed


def test_subject_not_cumulative_with_other_cards_titled():
    # Teaser Mode, Defensive Cover: only one of those cards' effects counts (NotCumulative, not followed)
    n = one("This effect is not cumulative with other cards titled Teaser Mode.")
    assert n == N.NotCumulative("effect", A.CardFilter(titled=("Teaser Mode",)))
    n = one("The damage modifier of this card is not cumulative with other cards titled Defensive Cover.")
    assert n == N.NotCumulative("damage_modifier", A.CardFilter(titled=("Defensive Cover",)))


def test_subject_considered_to_be_a_title_and_a_kind_for_effects():
    # Roll Out of the Ring and a Revolution card, both for your effects (the bare kind joins the clause before)
    first, second = [n for c in clauses("This card is considered to be Roll Out of the Ring and a Revolution card for "
                                        "your effects.") for n in A.iter_nodes(c) if isinstance(n, A.Considered)]
    assert first.as_kind.titled == ("Roll Out of the Ring",) and first.scope.kind == "this"
    assert isinstance(second, A.Considered) and second.scope.kind == "this"
    assert second.as_kind.traits == ("Revolution",) and second.purpose == "your card effects"


def test_subject_max_cards_all_players_may_have_in_their_ring_areas():
    # each player's own Ring ("Ring areas": each one), a capacity of both players
    (rule,) = clauses("The maximum number of Mid-match cards all players may have in their Ring areas is reduced by 3.")
    assert rule == A.DeckRule("capacity", ("Mid-match",), -3, player="both")


def test_subject_not_cumulative_is_listed_not_followed():
    from judgebot.rules import effects as E
    assert N.NotCumulative in E._NOT_FOLLOWED


def test_pack2_opponents_prematch_cards_do_not_reduce_hand_size():
    n = one("Your opponent's Pre-match cards do not reduce your Starting Hand Size.")
    assert n == N.ProtectedFrom(("reduced",), A.Scope("hand_size", player="you"), by="opponent",
                                by_cards=A.CardFilter(kinds=("Pre-match",)))


def test_pack2_first_two_cards_you_play_each_turn_cannot_be_reversed():
    n = one("Each turn, the first two High Risk maneuvers you play cannot be reversed.")
    assert isinstance(n, A.ReversalRestriction) and n.kind == "cannot_be_reversed"
    assert n.applies_to.filter.kinds == ("High Risk",) and n.applies_to.count == 2 and n.applies_to.player == "you"
    (ability,) = clauses("If your opponent is Chris Benoit, Edge, Rob Van Dam, Rey Mysterio, or The People's Champion, "
                         "your Superstar Ability now reads as 'Each turn, the first two High Risk maneuvers you play "
                         "cannot be reversed.'")
    (change,) = ability.effects
    assert change.mode == "reads" and change.target == ("ability", "you")
    assert ability.condition.kind == "superstar_is" and ability.condition.player == "opponent"
    n = one("The first 2 maneuvers you play each turn cannot be reversed.")
    assert n.applies_to == A.Scope("first_this_turn", A.CardFilter(kinds=("Maneuver",)), "you", count=2)


def test_turn2_only_one_activated_card_effect_each_turn():
    # "you can only use one Activated Card Effect" (during each of your turns): UseLimit
    s = parse_sentence("During each of your turns, you can only use one Activated Card Effect.")
    assert s.is_parsed
    (node,) = s.clauses
    (limit,) = node.effects
    assert limit == N.UseLimit("you", "activated_card_effect", 1)
    assert [t.kind for t in node.triggers] == ["during_your_turn"]


def test_turn2_one_promo_effect_per_card_played():
    (node,) = parse_sentence("You may only use 1 Promo effect per card played.").clauses
    assert node.effects == (N.UseLimit("you", "promo", 1, per="card_played"),)


def test_whenplayed2_ignore_a_card_by_title_for_the_rest_of_the_turn():
    s = parse_sentence("When playing this card, ignore Remember Who Pays Your Salary for the rest of the turn.")
    assert s.is_parsed
    (ig,) = s.clauses[0].effects
    assert isinstance(ig, A.Ignore) and ig.duration == "rest_of_turn"
    assert ig.cards.filter.titled == ("Remember Who Pays Your Salary!",)     # the card's printed title


def test_turn10_it_is_considered_value_of_leading_condition():
    # "it" is the Fortitude Rating the leading condition names: read as the sentence that names it again
    s = parse_sentence("When your Fortitude Rating is 5-, it is considered to be 0 for your card effects.")
    assert s.is_parsed
    ref = parse_sentence("When your Fortitude Rating is 5-, your Fortitude Rating is considered to be 0 for your card "
                         "effects.")
    assert s.clauses == ref.clauses
    (cv,) = s.clauses[0].effects
    assert type(cv).__name__ == "ConsideredValue" and cv.value == "fortitude_rating" and cv.player == "you"
    assert cv.changes == (A.StatChange("fortitude_rating", 0, set_to=True),) and cv.purpose == "your card effects"
    assert s.clauses[0].condition.stat == "fortitude_rating"
    # a condition that names no value leaves "it" unread
    assert not parse_sentence("When you have 5 cards in your hand, it is considered to be 0.").is_parsed


def test_move10_opponent_doesnt_search_your_arsenal_is_zone_prohibition():
    s = parse_sentence("When there is a Venue card in any Ring area, your opponent doesn't search your Arsenal.")
    assert s.is_parsed
    (ab,) = s.clauses
    (eff,) = ab.effects
    assert isinstance(eff, N.ZoneProhibition)
    assert eff.player == "opponent" and eff.action == "search"
    assert eff.zone.name == "arsenal" and eff.zone.owner == "you"
    assert ab.condition.filter.kinds == ("Venue",)


def test_turn11_modifier_for_each_with_duration():
    """"Your Fortitude is +1 for each card overturned for this effect until the end of your turn, but ...": the change
    per card counted, for the rest of the turn."""
    (ab,) = parse_sentence("Your Fortitude is +1 for each card overturned for this effect until the end of your turn, "
                           "but you cannot play JBL's Clothesline From Hell this turn.").clauses
    each, ban = ab.effects[0].effects
    assert isinstance(each, A.ForEach) and each.cards.filter.qualifiers == ("overturned for that effect",)
    assert each.effect.scope.kind == "fortitude_rating" and each.effect.duration == "rest_of_turn"
    assert each.effect.changes[0].amount == 1
    assert isinstance(ban, A.Prohibition) and ban.filter.titled == ("JBL's Clothesline from Hell",)


def test_turn11_next_card_can_only_be_that_card():
    (ab,) = parse_sentence("Your next card played this turn can only be that card.").clauses
    (only,) = ab.effects
    assert isinstance(only, N.NextCardOnly) and only.scope.kind == "next"
    assert only.only.qualifiers == ("that card",)


def test_turn11_where_var_only_bounded():
    """"draw # cards, where # cannot be greater than 6": # has only a maximum."""
    (ab,) = parse_sentence("During your turn, you may hide this card and draw # cards, where # cannot be greater "
                           "than 6.").clauses
    hide, draw = ab.effects[0].effect.effects
    assert isinstance(draw, A.Draw) and draw.quantity.variable.definition.maximum == 6
    assert draw.quantity.variable.definition.value is None


def test_move11_considered_to_be_chosen_for_your_ability():
    s = parse_sentence("Promo: 5, reveal the card chosen, and it is considered to be chosen for your Ability for The "
                       "Interdimensional Oddity.")
    assert s.is_parsed
    (node,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, N.ConsideredChosen)]
    assert node.scope.kind == "it" and node.purpose == "your Ability"
    assert node.superstar == "The Interdimensional Oddity"


def test_move11_also_considered_to_be_a_maneuver_for_card_effects():
    s = parse_sentence("As an action, draw up to 2 cards and this card is also considered to be a maneuver of 8D or "
                       "greater for your card effects.")
    assert s.is_parsed
    (node,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Considered)]
    assert node.scope.kind == "this" and node.mode == "also"
    assert node.as_kind.kinds == ("Maneuver",) and node.as_kind.damage.low == 8
    assert node.purpose is not None


def test_revrestrict11_not_moved_by_his_reversals():
    """"Cannot be moved from your Ring by your opponent's reversals." (by those cards only: ProtectedFrom)"""
    s = parse_sentence("Cannot be moved from your Ring by your opponent's reversals.")
    assert s.is_parsed
    (p,) = s.clauses[0].effects
    assert isinstance(p, N.ProtectedFrom) and p.actions == ("moved",) and p.zone.name == "ring"
    assert p.by == "opponent" and p.by_cards.kinds == ("Reversal",)


def test_revrestrict11_successful_reversals_to_this_are_blank():
    """"Successful reversals to this card are blank." (as "Reversals to this card are blank")"""
    s = parse_sentence("Successful reversals to this card are blank.")
    assert s.is_parsed
    (b,) = s.clauses[0].effects
    assert isinstance(b, A.Blank) and b.scope.kind == "reversals_to_this" and b.scope.player == "opponent"


def test_revrestrict11_this_card_ignores_completely_on_effects_and_reversals():
    """"this card ignores 'completely' on your opponent's effects and reversals" (as "ignore 'completely' on your
    opponent's reversals and effects")."""
    s = parse_sentence("When you are Becky Lynch, this card ignores 'completely' on your opponent's effects and "
                       "reversals.")
    assert s.is_parsed
    (i,) = s.clauses[0].effects
    assert isinstance(i, N.IgnoreOnResponses) and i.what == "completely" and i.effects and i.on.owner == "opponent"


def test_subject11_variable_is_number_of_without_the():
    # "# = number of IICONICS! in your Ring." (as "the number of ...")
    (ab,) = parse_sentence("# = number of IICONICS! in your Ring.").clauses
    (d,) = ab.effects
    assert isinstance(d, N.VariableDefinition) and d.value.kind == "count"
    assert d.value.cards.filter.titled == ("IICONICS!",)
    assert d.value.cards.zone == A.Zone("ring", "you") and d.value.cards.quantity.all


def test_turn11_choose_one_for_the_rest_of_the_turn():
    """"Choose one, for the remainder of this turn: A OR B": each option lasts the rest of the turn."""
    (ab,) = parse_sentence("Choose one, for the remainder of this turn: Your Fortitude Rating is +12F OR all your "
                           "maneuvers are +3D.").clauses
    (choice,) = ab.effects
    assert isinstance(choice, A.Choice) and len(choice.options) == 2
    assert [o.duration for o in choice.options] == ["rest_of_turn", "rest_of_turn"]
    assert choice.options[0].scope.kind == "fortitude_rating" and choice.options[1].changes[0].amount == 3


def test_whenplayed11_his_card_is_no_longer_multi():
    s = parse_sentence("When your opponent plays a Multi card, you may put 2 of your RFG maneuvers under this card, "
                       "and his card is no longer Multi until the end of the turn.")
    assert s.is_parsed
    (ab,) = s.clauses
    seq = ab.effects[0].effect
    considered = seq.effects[-1]
    assert isinstance(considered, A.Considered) and considered.negated
    assert considered.scope.kind == "it" and considered.scope.player == "opponent"
    assert considered.as_kind.traits == ("Multi",) and considered.duration == "rest_of_turn"


def test_whenplayed11_ignore_word_in_ability_until_end_of_turn():
    s = parse_sentence("When you successfully play a 'Diving', 'Fly', 'Plancha', 'Rana', or 'Tope' maneuver, or a "
                       "maneuver played after Springboard, ignore 'non-Unique' in your Ability until the end of the turn.")
    assert s.is_parsed
    (eff,) = s.clauses[0].effects
    assert isinstance(eff, A.Ignore) and eff.what == "'non-Unique' in your Superstar Ability"
    assert eff.duration == "rest_of_turn"


def test_pack11_some_effects_cannot_five_acts():
    abilities = clauses("Until the first turn of the game, your opponent's non-Superstar-specific Pre-match effects "
                        "cannot blank your non-Stipulation cards, discard cards from your hand or Backlash, move cards "
                        "from your Ring, reduce your Starting Hand Size, or prevent you from playing Pre-match cards.")
    assert all(ab.triggers[0].kind == "until_first_turn" for ab in abilities)
    effects = [e for ab in abilities for e in ab.effects]
    assert [e.actions for e in effects] == [("blanked",), ("discarded",), ("moved",), ("reduced",), ("prevented",)]
    assert all(isinstance(e, N.ProtectedFrom) and e.by == "opponent" for e in effects)
    assert all(e.by_cards.kinds == ("Pre-match",) and e.by_cards.excludes == ("Superstar-specific",) for e in effects)
    blank, discard, move, reduce, prevent = effects
    assert blank.scope.filter.excludes == ("Stipulation",)
    assert discard.zone.name == "hand" and [z.name for z in discard.zone.alternatives] == ["backlash"]
    assert move.zone == A.Zone("ring", "you")
    assert prevent.scope.filter == A.CardFilter(kinds=("Pre-match",))


def test_pack11_opponent_cannot_lower_three_values():
    s = parse_sentence("Your opponent cannot lower your Superstar Value, Starting Hand Size, or Pre-match capacity.")
    assert s.is_parsed
    effects = [e for c in s.clauses for e in getattr(c, "effects", (c,))]
    assert all(isinstance(e, N.Protected) and e.actions == ("reduced",) and e.by == "opponent" for e in effects)
    assert [e.scope.kind for e in effects] == ["superstar_value", "hand_size", "capacity"]
    assert effects[2].scope.filter == A.CardFilter(kinds=("Pre-match",))


def test_pack11_play_over_max_without_zone_and_two_kinds():
    (ab,) = clauses("When this card is in your Ring area, you may play 1 Pre-match card over the maximum allowed.")
    (rule,) = ab.effects
    assert rule == A.DeckRule("capacity", ("Pre-match",), 1)
    rules = clauses("You may play 1 Pre-match card and 1 Mid-match card to your Ring area over the maximum allowed.")
    assert rules == (A.DeckRule("capacity", ("Pre-match",), 1), A.DeckRule("capacity", ("Mid-match",), 1))


def test_pack11_cannot_be_moved_during_prematch():
    cs = clauses("Cannot be blanked, does not take up a Pre-match slot in your Ring, and cannot be moved from your Ring "
                 "during the Pre-match phase.")
    prot = [e for c in cs for e in getattr(c, "effects", (c,)) if isinstance(e, N.Protected)]
    moved = next(p for p in prot if "moved" in p.actions)
    assert moved.zone == A.Zone("ring", "you") and moved.duration == "prematch" and moved.scope == A.Scope("this")


def test_turn11_fortitude_of_his_chosen_card():
    (ab,) = parse_sentence("When his chosen card is a maneuver, and the next card you play is a maneuver, it is -#F, "
                           "where # is the Fortitude of his chosen card.").clauses
    value = ab.effects[0].changes[0].variable.definition.value
    assert (value.kind, value.stat, value.card) == ("card_stat", "F", "chosen")


def test_subject11_counts_as_a_kind_in_a_zone():
    # "Your Series of Arm Drags counts as Japanese Arm Drag in your Arsenal." (one card of that title while there)
    (ab,) = parse_sentence("Your Series of Arm Drags counts as Japanese Arm Drag in your Arsenal.").clauses
    (c,) = ab.effects
    assert isinstance(c, N.CountsAs) and c.count == 1 and c.zone == A.Zone("arsenal", "you")
    assert c.scope.filter.titled == ("Series of Arm Drags",) and c.as_kind.titled == ("Japanese Arm Drag",)
    # "This card is considered a Trademark Finisher in your Arsenal." (as "counts as ... in your Arsenal")
    (ab,) = parse_sentence("This card is considered a Trademark Finisher in your Arsenal.").clauses
    (c,) = ab.effects
    assert isinstance(c, N.CountsAs) and c.scope.kind == "this" and c.count == 1
    assert c.as_kind.kinds == ("Trademark Finisher",) and c.zone == A.Zone("arsenal", "you")


def test_subject11_title_is_blank_under_a_condition():
    # "When you have 3 Old School Antics in your Ringside, That's a Wrap is blank."
    (ab,) = parse_sentence("When you have 3 Old School Antics in your Ringside, That's a Wrap is blank.").clauses
    (b,) = ab.effects
    assert isinstance(b, A.Blank) and b.scope.filter.titled == ("That's a Wrap!",) and b.scope.player == "any"
    assert ab.condition is not None and ab.condition.zone == A.Zone("ringside", "you")


def test_subject11_not_a_kind_for_a_purpose_after_and_are():
    # "..., your Superstar-specific maneuvers are considered to have blank text and are not Multi for your card effects."
    (ab,) = parse_sentence("When you are Erick Rowan, your Superstar-specific maneuvers are considered to have blank "
                           "text and are not Multi for your card effects.").clauses
    (seq,) = ab.effects
    blank, c = seq.effects
    assert isinstance(blank, A.Blank) and blank.scope.filter.traits == ("Superstar-specific",)
    assert isinstance(c, A.Considered) and c.negated and c.as_kind.traits == ("Multi",) and c.purpose
    assert c.scope == blank.scope
    assert ab.condition.kind == "superstar_is" and ab.condition.names == ("Erick Rowan",)


def test_subject11_they_have_blank_text():
    # "Your Revolution Inverted Jackhammer cards are not Follow-ups and they have blank text."
    (ab,) = parse_sentence("Your Revolution Inverted Jackhammer cards are not Follow-ups and they have blank "
                           "text.").clauses
    (seq,) = ab.effects
    c, b = seq.effects
    assert isinstance(c, A.Considered) and c.negated and c.as_kind.kinds == ("Follow-up",)
    assert isinstance(b, A.Blank) and b.scope == c.scope
    assert b.scope.filter.titled == ("Revolution Inverted Jackhammer",)


def test_subject11_ignore_kind_and_requirement_on_cards():
    # "Ignore the Follow-Up and Requirement on your Superstar-specific cards." (both ignored on those cards)
    (ab,) = parse_sentence("Ignore the Follow-Up and Requirement on your Superstar-specific cards.").clauses
    (seq,) = ab.effects
    follow, req = seq.effects
    assert isinstance(follow, A.Ignore) and follow.what == "Follow-up"
    assert isinstance(req, A.Ignore) and req.what == "Requirement" and req.cards == follow.cards
    assert follow.cards.filter.traits == ("Superstar-specific",) and follow.cards.filter.owner == "you"


def test_pack13_played_during_phase_except_one():
    assert clauses("Can be played during any Pre-match phase, except the Events phase.") == \
        (A.PlayRestriction("during_phase", zones=("Pre-match",)), A.PlayRestriction("not_during_phase", zones=("Event",)))


def test_revrestrict13_ignore_completely_in_text_of_reversal_cards_and_effects():
    # "in the text of your opponent's reversal cards and effects": on his reversals and on their effects
    (ab,) = parse_sentence("When played as a Counter, ignore 'completely' in the text of your opponent's reversal "
                           "cards and effects.").clauses
    (ign,) = ab.effects
    assert isinstance(ign, N.IgnoreOnResponses) and ign.what == "completely" and ign.effects
    assert ign.on.kinds == ("Reversal",) and ign.on.owner == "opponent"
    assert [t.kind for t in ab.triggers] == ["when_played_as_counter"]
    # "... in the text of reversals and effects to it": those played to the card the sentence names
    s = parse_sentence("When you are The Lionheart, this card requires 3 reversals instead of 2, and ignore "
                       "'completely' in the text of reversals and effects to it.")
    assert s.is_parsed
    (ign,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, N.IgnoreOnResponses)]
    assert ign.effects and ign.on.kinds == ("Reversal",) and ign.to is not None and ign.to.kind == "it"


def test_turn13_played_hand_maneuvers_blank_and_damage_set_for_the_turn():
    """"Your opponent's played F:4- Hand maneuvers are blank and D: 1 until the end of the turn": the same cards are
    blank and D: 1, both until the end of the turn (as "... are D: 0 and blank until ...")."""
    s = parse_sentence("Your opponent's played F:4- Hand maneuvers are blank and D: 1 until the end of the turn.")
    assert s.is_parsed
    blank, value = [n for n in A.iter_nodes(s) if isinstance(n, (A.Blank, A.Considered))]
    assert blank.scope == value.scope and blank.scope.player == "opponent"
    assert blank.scope.filter.kinds == ("Maneuver",) and blank.scope.filter.fortitude.high == 4
    assert blank.duration == value.duration == "rest_of_turn"
    assert value.as_kind.damage.low == value.as_kind.damage.high == 1


def test_turn13_escalating_damage_by_order_of_play():
    s = parse_sentence("The first maneuver you play each turn is +1D, the second +2D, the third +3D, and so forth.")
    assert s.is_parsed
    (ab,) = s.clauses
    (esc,) = [n for n in A.iter_nodes(ab) if isinstance(n, N.EscalatingModifier)]
    assert esc.scope.kind == "first_this_turn" and esc.scope.filter.kinds == ("Maneuver",)
    assert [(ch.stat, ch.amount) for ch in esc.changes] == [("D", 1)]
    from judgebot.rules.effects import _NOT_FOLLOWED
    assert N.EscalatingModifier in _NOT_FOLLOWED


def test_turn13_play_with_top_card_of_arsenal_revealed():
    s = parse_sentence("During the game, play with the top card of your Arsenal revealed.")
    assert s.is_parsed
    (ab,) = s.clauses
    (pr,) = [n for n in A.iter_nodes(ab) if isinstance(n, N.PlaysRevealed)]
    assert pr.zones == ("arsenal",) and pr.top_card and pr.player == "you"
    assert [t.kind for t in ab.triggers] == ["during_game"]


def test_turn13_next_card_as_if_this_card_were_titled():
    s = parse_sentence("Your next card can be played as if this card were titled Throw Opponent Out of the Ring.")
    assert s.is_parsed
    (asif,) = [n for n in A.iter_nodes(s) if isinstance(n, N.AsIf)]
    assert asif.action == "be_played" and asif.scope.kind == "next"
    assert asif.as_kind == A.CardFilter(titled=("Throw Opponent Out of the Ring",))


def test_turn13_it_has_momentum_and_triple_its_damage():
    s = parse_sentence("If your next card this turn is a Core, it has Momentum and triple its Damage.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert ab.condition.kind == "next_card_is" and ab.condition.filter.kinds == ("Core",)
    momentum, triple = [n for n in A.iter_nodes(ab) if isinstance(n, A.Modifier)]
    assert momentum.changes[0].stat == "Momentum" and momentum.scope.kind == "it"
    assert triple.scope.kind == "it"
    assert triple.changes == (A.StatChange("D", 3, multiply=True),)


def test_turn13_disregard_modifications_made_by_other_cards():
    s = parse_sentence("Disregard all modifications made to that card by other cards until the end of the turn.")
    assert s.is_parsed
    (na,) = [n for n in A.iter_nodes(s) if isinstance(n, N.NotAffected)]
    assert na.scope.kind == "it" and na.duration == "rest_of_turn"
    assert na.by.kinds == ("Card",) and na.by.qualifiers == ("other",)


def test_turn13_the_only_cards_you_can_play_are():
    s = parse_sentence("During your next turn the only cards you can play are Maneuver cards from your hand.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["during_your_next_turn"]
    (only,) = ab.effects
    assert isinstance(only, N.PlayOnly) and only.player == "you"
    assert only.filter.kinds == ("Maneuver",) and only.filter.played_from == ("you hand",)


def test_turn13_blank_all_cards_in_his_ring_until_end_of_his_next_turn():
    """"Blank all non-Superstar-specific cards in your opponent's Ring until the end of his next turn": every such card
    there (as "All ... in your opponent's Ring are blank"), for the rest of this turn and his next turn."""
    s = parse_sentence("Blank all non-Superstar-specific cards in your opponent's Ring until the end of his next "
                       "turn.")
    assert s.is_parsed
    (blank,) = [n for n in A.iter_nodes(s) if isinstance(n, A.Blank)]
    assert blank.scope.kind == "all" and blank.scope.player == "opponent"
    assert blank.scope.filter.excludes == ("Superstar-specific",) and blank.scope.filter.qualifiers == ("in ring",)
    assert blank.duration == "this_and_opponent_next_turn"


def test_whenthis13_bare_cards_cannot_be_moved():
    # "When this card is in your Ring area, cards removed from the game cannot be moved to another location."
    (ab,) = clauses("When this card is in your Ring area, cards removed from the game cannot be moved to another "
                    "location.")
    (p,) = ab.effects
    assert type(p) is N.Protected and p.actions == ("moved",)
    assert p.scope.kind == "all" and p.scope.player == "any"
    assert p.scope.filter.qualifiers == ("removed from the game",)
    assert ab.triggers[0].kind == "while_in_ring"


def test_whenthis13_cannot_be_moved_except_by_title():
    # "When this card is removed from the game, it cannot be moved except by If You're Not Cheating, You're Not Trying."
    (ab,) = clauses("When this card is removed from the game, it cannot be moved except by If You're Not Cheating, "
                    "You're Not Trying.")
    (p,) = ab.effects
    assert isinstance(p, N.ProtectedExcept) and p.actions == ("moved",) and p.scope.kind == "it"
    assert p.except_titled == ("If You're Not Cheating, You're Not Trying",)


def test_whenthis13_desc_also_counts_as_kind_for_a_time():
    # "When this card is in your Ring area, non-unique maneuvers played from your opponent's hand also count as Action
    # cards until the end of his turn."
    (ab,) = clauses("When this card is in your Ring area, non-unique maneuvers played from your opponent's hand also "
                    "count as Action cards until the end of his turn.")
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.mode == "also" and not c.negated
    assert c.as_kind.kinds == ("Action",)
    assert c.scope.kind == "all" and c.scope.filter.kinds == ("Maneuver",) and c.scope.filter.excludes == ("Unique",)
    assert c.scope.filter.played_from == ("opponent hand",)
    assert c.duration is not None


def test_whenplayed13_half_a_count_in_a_zone_rounded_in_brackets():
    # "where # is half the number of Split Finger Lock cards in your Ring (rounded up)"
    (ab,) = clauses("When successfully played, draw up to # cards and your opponent discards #, where # is half the "
                    "number of Split Finger Lock cards in your Ring (rounded up).")
    draw, discard = ab.effects[0].effects
    value = draw.quantity.variable.definition.value
    assert value.kind == "count" and value.divide == 2 and value.rounding == "up"
    assert value.cards.filter.titled == ("Split Finger Lock",) and value.cards.zone.name == "ring"
    assert discard.quantity.variable.definition.value == value


def test_whenthis13_text_on_a_card_in_zone_is_blank():
    # "When this card is in your Ring area, if your Fortitude Rating is greater than your opponent's Fortitude Rating,
    # the text on a Stipulation card in his Ring area is blank."
    (ab,) = clauses("When this card is in your Ring area, if your Fortitude Rating is greater than your opponent's "
                    "Fortitude Rating, the text on a Stipulation card in his Ring area is blank.")
    (b,) = ab.effects
    assert isinstance(b, A.Blank) and b.scope.kind == "all" and b.scope.player == "opponent"
    assert b.scope.filter.kinds == ("Stipulation",) and b.scope.filter.owner == "opponent"
    assert "in ring" in b.scope.filter.qualifiers
    assert ab.condition is not None


def test_revrestrict13_cannot_activate_cards_in_response():
    # "your opponent cannot Activate cards in response to this maneuver": no ACE as a response to it
    s = parse_sentence("As a maneuver, this card is +5D; your opponent cannot Activate cards in response to this "
                       "maneuver, and when played after a successfully played maneuver or as a Counter, cannot be "
                       "reversed from Backlash.")
    assert s.is_parsed
    (p,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.Prohibition)]
    assert p.player == "opponent" and p.action == "activate_in_response"
    assert p.target is not None and p.target.qualifiers == ("this card",)


def test_subject13_title_belts_do_not_increase_superstar_value():
    # a bare description: the effects of any player's Title Belts cannot raise the Superstar Value
    node = one("Title Belts do not increase your Superstar Value.")
    assert isinstance(node, N.ProtectedFrom) and node.actions == ("increased",)
    assert node.scope.kind == "superstar_value" and node.scope.player == "you"
    assert node.by is None and node.by_cards.kinds == ("Title Belt",)


def test_subject13_named_card_cannot_be_played_during_the_game():
    # "during the game": the ban holds for the rest of the game, for every player
    node = one("The named card cannot be played during the game by any player.")
    assert isinstance(node, A.Prohibition) and node.player == "any" and node.action == "play"
    assert node.filter.qualifiers == ("named",) and node.duration is None


def test_subject13_it_is_considered_played_from_your_hand():
    # counted as played from the hand (ConsideredPlayedFrom): "it" is the card the text named before
    node = one("It is considered to be played from your hand.")
    assert isinstance(node, N.ConsideredPlayedFrom) and node.scope.kind == "it"
    assert node.zone.name == "hand" and node.purpose is None


def test_subject13_cannot_play_more_than_3_copies_of_a_title():
    # a limit over the whole game (PlayLimit per "game"), on the copies of one title
    node = one("Your opponent cannot play more than 3 copies of Who's Cooler Than Michelle McCool?.")
    assert isinstance(node, N.PlayLimit) and node.player == "opponent" and node.maximum == 3 and node.per == "game"
    assert len(node.filter.titled) == 1 and node.filter.titled[0].lower() == "who's cooler than michelle mccool?"


def test_his_card_is_blank_is_the_one_card_the_moment_names():
    # "When your opponent plays an antic or action, ..., and his card is blank until the end of the turn": the card
    # he played, not every card of his
    s = parse_sentence("When your opponent plays an antic or action, you may put this card into your Ring, and his card "
                       "is blank until the end of the turn.")
    blank = next(n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Blank))
    assert blank.scope.kind == "it" and blank.scope.player == "opponent" and blank.duration == "rest_of_turn"
    s = parse_sentence("Reversal: When played, his maneuver is blank until the end of the turn.")
    blank = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Blank))
    assert blank.scope.kind == "it"
    # a title names every card so titled
    (m,) = parse_sentence("Your Lou Thesz Press is blank.").clauses
    blank = next(n for n in A.iter_nodes(m) if isinstance(n, A.Blank))
    assert blank.scope.kind == "all" and blank.scope.filter.titled
