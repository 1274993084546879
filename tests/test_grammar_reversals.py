"""Reversal definitions and reversal restrictions (grammar/reversals.lark), each on a real card sentence.

FAQ v4.0 Glossary "Reversal" ('All Reversals that reverse cards end the turn unless they specifically state
otherwise') and "Reversal Restriction" ('any card, Ability, or effect that modifies the reversibility of a card').
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence, parse_text
from judgebot.cardtext.reversals_ast import IgnoreReversalRestrictions, TurnContinues


def one(text):
    tree = parse_text(text)
    assert len(tree.sentences) == 1
    s = tree.sentences[0]
    assert s.is_parsed, text
    return s.clauses


def node(text, kind):
    found = [n for c in one(text) for n in A.iter_nodes(c) if isinstance(n, kind)]
    assert found, f"no {kind.__name__} in {text!r}"
    return found[0]


# -- "even if it cannot be reversed"

def test_excellence_of_execution_reverses_even_irreversible_maneuvers():
    rd = node("Reverse any maneuver, even if it cannot be reversed.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",)),)
    assert rd.ignores == ("cannot_be_reversed",)
    assert not rd.completely


def test_when_you_thought_you_had_all_the_answers_then_ends_the_turn():
    rd = node("Reverse any Trademark Finisher, even if it cannot be reversed, and end your opponent's turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Trademark Finisher",)),)
    assert rd.ignores == ("cannot_be_reversed",)
    assert rd.then == (A.EndTurn("opponent"),)


def test_divine_intervention_parenthesised_even_if_and_a_second_target():
    clauses = one("When overturned, completely reverse any card (even if it cannot be reversed) or any card effect "
                  "and end your opponent's turn.")
    ab = clauses[0]
    assert ab.triggers == (A.Trigger("when_overturned"),)
    rd = ab.effects[0]
    assert rd.completely and rd.ignores == ("cannot_be_reversed",)
    assert rd.targets == (A.CardFilter(kinds=("Card",)), A.EffectKind("card effect"))


def test_the_samoan_spike_even_if_then_opponent_discards():
    rd = node("As a reversal, reverse any card (even if it cannot be reversed), and your opponent discards 5 cards.",
              A.ReversalDefinition)
    assert rd.ignores == ("cannot_be_reversed",)
    (discard,) = rd.then
    assert isinstance(discard, A.Discard) and discard.player == "opponent" and discard.quantity.count == 5


def test_a_comma_after_a_reversal_is_still_a_clause_break():
    # the even-if word must not swallow an ordinary ", draw ..." after the targets
    rd = node("As a reversal, reverse any Strike maneuver, draw 1 card.", A.ReversalDefinition)
    assert rd.ignores == ()


# -- third person "Reverses ... and ends"

def test_chyna_interferes_third_person_reverses_and_ends():
    rd = node("Reverses any maneuver and ends your opponent's turn.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",)),)
    assert rd.then == (A.EndTurn("opponent"),)


# -- the turn goes on

def test_fall_into_the_corner_opponent_continues_his_turn():
    rd = node("When played from your hand, reverse any maneuver of 8D or less and your opponent continues his turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), damage=A.Range("D", high=8)),)
    assert rd.then == (TurnContinues("opponent"),)
    assert rd.condition.kind == "played_from" and rd.condition.zone.name == "hand"


def test_dude_try_something_else_non_unique_and_turn_continues():
    rd = node("When played from your hand, reverse any non-unique card and your opponent continues his turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Card",), excludes=("Unique",)),)
    assert rd.then == (TurnContinues("opponent"),)


# -- non-damage card effects

def test_manager_distracts_non_damage_card_effect():
    ab = one("When overturned, reverse any non-damage card effect.")[0]
    assert ab.triggers == (A.Trigger("when_overturned"),)
    assert ab.effects[0].targets == (A.EffectKind("non-damage card effect"),)


# -- ignoring reversal restrictions

def test_excellence_of_execution_ignores_can_only_be_reversed():
    ig = node("This card ignores any 'can only be reversed' restriction from a card.", IgnoreReversalRestrictions)
    assert ig.which == ("can_only_be_reversed",) and ig.source == "any"


def test_too_much_ignores_restrictions_from_opponents_cards():
    ig = node("This card ignores any reversal restrictions from your opponent's cards.", IgnoreReversalRestrictions)
    assert ig.which == ("all",) and ig.source == "opponent"


def test_a_great_deal_of_confusion_may_ignore_either_wording():
    ab = one("When played, you may ignore a 'can only be reversed' or 'cannot be reversed' effect from a card.")[0]
    assert ab.triggers == (A.Trigger("when_played"),)
    opt = ab.effects[0]
    assert isinstance(opt, A.Optional)
    assert opt.effect.which == ("can_only_be_reversed", "cannot_be_reversed")


def test_styles_clash_ignores_then_reverses():
    clauses = one("As a reversal, ignore any reversal restrictions from your opponent and reverse any card with "
                  "'rana' in the title.")
    seq = clauses[0].effects[0]
    ig, rd = seq.effects
    assert ig == IgnoreReversalRestrictions(("all",), "opponent")
    assert rd.targets == (A.CardFilter(kinds=("Card",), title_words=("rana",)),)


def test_ignore_needs_a_reversal_restriction():
    # "ignore any play restriction" is not a reversal restriction: not read by this rule
    tree = parse_text("This card ignores any 'can only be played' restriction from a card.")
    assert not tree.sentences[0].is_parsed


# -- the resolver reads them

def test_resolver_reads_ignores_and_turn_continues():
    from judgebot.database import get_db
    from judgebot.rules.effects import reversal_ability

    db = get_db()
    eoe = reversal_ability(db.card("Excellence of Execution"))
    assert eoe.ignores == frozenset({"cannot_be_reversed", "can_only_be_reversed"})
    corner = reversal_ability(db.card("Fall into the Corner"))
    assert corner.ends_turn is False and corner.zones == frozenset({"hand"})


# -- reversal restrictions

def test_disasterous_double_splash_requires_three_reversals():
    rr = node("This card requires 3 reversals instead of 2 to be reversed.", A.ReversalRestriction)
    assert rr.kind == "requires_reversals" and rr.count == 3


def test_rouseys_series_of_arm_drags_requires_three_without_tail():
    rr = node("This card requires 3 reversals instead of 2.", A.ReversalRestriction)
    assert rr.kind == "requires_reversals" and rr.count == 3


def test_requires_needs_reversals_not_any_card():
    tree = parse_text("This card requires 3 cards instead of 2.")
    assert not tree.sentences[0].is_parsed


def test_precision_haymaker_cannot_be_reversed_from_hand_by_non_hybrid():
    rr = node("Cannot be reversed from hand by non-hybrid cards.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",)
    assert rr.by == A.CardFilter(kinds=("Card",), excludes=("Hybrid",))


def test_hogans_patented_overhand_punch_only_from_hand_and_arsenal():
    rr = node("Can only be reversed from your opponent's hand and Arsenal.", A.ReversalRestriction)
    assert rr.kind == "only_from" and rr.zones == ("hand", "arsenal")


def test_the_proper_punch_conditional_only_from_and():
    rr = node("When played after a successfully played maneuver, can only be reversed from your opponent's hand "
              "and Arsenal.", A.ReversalRestriction)
    assert rr.kind == "only_from" and rr.zones == ("hand", "arsenal")
    assert rr.condition.kind == "played_after"


def test_only_from_and_does_not_swallow_a_following_clause():
    # "cannot be reversed from Backlash and when ...": the "and" still separates clauses
    clauses = one("Maneuver: cannot be reversed from Backlash and when successfully played, your opponent skips "
                  "his next turn.")
    assert clauses[0].effects[0].zones == ("backlash",)


def test_cesaros_neck_crank_two_d0_cards():
    rr = node("Can only be reversed by 2 D:0 cards.", A.ReversalRestriction)
    assert rr.kind == "only_by" and rr.count == 2
    assert rr.by.damage == A.Range("D", low=0, high=0)


def test_piper_inverted_atomic_drop_two_d0_reversal_cards():
    rr = node("Can only be reversed by 2 D: 0 reversal cards.", A.ReversalRestriction)
    assert rr.count == 2 and rr.by.damage == A.Range("D", low=0, high=0)
    assert "Reversal" in rr.by.kinds


# -- "(including X or Y)" and "cards that specifically reverse X"

def test_the_black_widow_including_titles_without_titled():
    rd = node("As a reversal, reverse any Submission (including Clutch Onto Opponent or Girly Grab).",
              A.ReversalDefinition)
    (target,) = rd.targets
    assert target.kinds == ("Submission",)
    assert target.qualifiers == ("including Clutch Onto Opponent/Girly Grab",)


def test_including_keeps_the_sentence_as_printed():
    tree = parse_text("When played from hand, reverse any card (including Poke and Shake).")
    assert tree.sentences[0].text == "When played from hand, reverse any card (including Poke and Shake)."


def test_clutch_onto_opponent_only_by_cards_that_specifically_reverse_it():
    rr = node("Can only be reversed by cards that specifically reverse the card titled Clutch onto Opponent.",
              A.ReversalRestriction)
    assert rr.kind == "only_by"
    assert rr.by.reverses == (A.CardFilter(kinds=("Card",), titled=("Clutch onto Opponent",)),)


def test_atomic_back_body_drop_three_alternatives():
    rr = node("Can only be reversed by unique Reversal cards, Reversal cards that specifically reverse a maneuver "
              "if that maneuver is played after the card titled Irish Whip, or by Reversal cards that specifically "
              "reverse the card titled Back Body Drop.", A.ReversalRestriction)
    unique, after_whip, bbd = rr.by_any
    assert unique == A.CardFilter(kinds=("Reversal",), traits=("Unique",))
    (named,) = after_whip.reverses
    assert named.kinds == ("Maneuver",) and named.played_after.titled == ("Irish Whip",)
    assert bbd.reverses[0].titled == ("Back Body Drop",)


def test_a_condition_keeps_every_alternative_of_only_by():
    rr = node("When played after the card titled Irish Whip, can only be reversed by unique Reversal cards or "
              "Reversal cards that specifically reverse a maneuver if that maneuver is played after the card "
              "titled Irish Whip.", A.ReversalRestriction)
    assert rr.condition.kind == "played_after"
    assert len(rr.by_any) == 2


# -- the resolver reads the descriptions it used to skip

def test_resolver_reads_non_hybrid_momentum_including_and_specific():
    from judgebot.rules.effects import filters_from

    (f,) = filters_from(A.CardFilter(kinds=("Card",), excludes=("Hybrid",)))
    assert f.hybrid is False
    (f,) = filters_from(A.CardFilter(kinds=("Card",), qualifiers=("with Momentum",)))
    assert f.traits == frozenset({"momentum"})
    fs = filters_from(A.CardFilter(kinds=("Submission",), qualifiers=("including Clutch Onto Opponent/Girly Grab",)))
    assert [x.title_is for x in fs] == [None, "Clutch Onto Opponent", "Girly Grab"]
    (f,) = filters_from(A.CardFilter(kinds=("Card",), qualifiers=("'diva' in the text",)))
    assert f.text_has == ("diva",)


def test_specifically_reverses_needs_the_name_not_a_fitting_description():
    from judgebot.database import get_db
    from judgebot.rules.facts import CardFilter
    from judgebot.rules.filters import specifically_reverses

    db = get_db()
    wanted = (CardFilter(title_is="Clutch onto Opponent"),)
    assert specifically_reverses(db.card("The Heart of a Dragon"), wanted)
    assert not specifically_reverses(db.card("Break the Hold"), wanted)


# -- titles named without "titled", and lists of titles

def test_leg_drag_title_list():
    rd = node("Can only reverse the cards titled Kick, Superkick, and Spinning Heel Kick.", A.ReversalDefinition)
    assert rd.only
    assert rd.targets[0].titled == ("Kick", "Superkick", "Spinning Heel Kick")


def test_ham_and_egger_five_titles():
    rd = node("Reverse the cards titled Don't Mess With the Champ!, Fully Loaded!, Second Wind, Test of Strength, "
              "OR I'm Not Outta It Yet! and end your opponent's turn.", A.ReversalDefinition)
    assert rd.targets[0].titled == ("Don't Mess With the Champ!", "Fully Loaded!", "Second Wind",
                                    "Test of Strength", "I'm Not Outta It Yet!")
    assert rd.then == (A.EndTurn("opponent"),)


def test_stackplex_tb_reverse_titles_after_reverse():
    rd = node("As a reversal, reverse Superplex or From the Top Rope.", A.ReversalDefinition)
    assert rd.targets[0].titled == ("Superplex", "From the Top Rope")


def test_reverse_before_a_kind_word_is_not_a_title():
    rd = node("Reverse Strike maneuvers.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Strike",)),)


# -- more reversal targets

def test_thou_shall_not_force_you_to_discard():
    rd = node("Reverse any card that would force you to discard any number of cards and end your opponent's turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("discard"),)


def test_chynas_running_lariat_any_players_ringside():
    rd = node("As a reversal, reverse any card that allows your opponent to move cards from any player's Ringside.",
              A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("moves_from_ringside"),)


def test_rude_ly_interrupting_ace_from_a_pre_match_card():
    rd = node("Reverse any Mid-match card or any Activated Card Effect from a Pre-match card.", A.ReversalDefinition)
    assert rd.targets[1] == A.EffectKind("ace", A.CardFilter(kinds=("Pre-match",)))


def test_too_many_rules_restricted_modification_symbol():
    rd = node("As a reversal, reverse any card with the Restricted Modification Symbol and end your opponent's turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Card",), qualifiers=("with RMS",)),)


def test_you_missed_your_chance_even_during_pre_match():
    rd = node("When this card is overturned, reverse any non-damage card effect (even during the Pre-match phase) "
              "and put up to 2 cards from your Ringside on the bottom of your Arsenal.", A.ReversalDefinition)
    assert rd.prematch and rd.targets == (A.EffectKind("non-damage card effect"),)
    assert isinstance(rd.then[0], A.MoveCards)


# -- targets by their reversal restrictions

def test_carlito_says_printed_reversal_restriction():
    rd = node("Reverse any non-unique maneuver with a printed reversal restriction, draw 2 cards, and your opponent "
              "discards 2 random cards.", A.ReversalDefinition)
    assert rd.targets[0].qualifiers == ("with a printed reversal restriction",)
    assert rd.targets[0].excludes == ("Unique",)


def test_its_great_to_be_back_can_only_be_reversed_restriction():
    rd = node("Reverse any non-unique card with a 'can only be reversed'restriction and end your opponent's turn.",
              A.ReversalDefinition)
    assert rd.targets[0].qualifiers == ("with a 'can only be reversed' restriction",)


def test_sidewalk_slam_tb_cannot_be_reversed_or_foreign_object():
    rd = node("As a reversal, reverse any card that cannot be reversed or any Foreign Object and end your "
              "opponent's turn.", A.ReversalDefinition)
    assert rd.targets[0].qualifiers == ("that cannot be reversed",)
    assert rd.targets[1].traits == ("Foreign Object",)


def test_resolver_restricted_targets_follow_the_fine_print_ruling():
    from judgebot.database import get_db
    from judgebot.rules import cardtype
    from judgebot.rules.facts import CardFilter
    from judgebot.rules.filters import AsPlayed, matches

    db = get_db()

    def played(title):
        card = db.card(title)
        return AsPlayed(card=card, face=cardtype.face_as(card, None), damage=card.damage)

    irreversible = CardFilter(restricted="irreversible")
    assert matches(irreversible, played("T-Bone Tazzplex"))          # "Cannot be reversed."
    assert not matches(irreversible, played("Clothesline"))
    # Fine Print ruling: not a card that cannot be reversed from a certain area only
    assert not matches(irreversible, played("Dirty Low Blow"))
    assert matches(CardFilter(restricted="cannot_wording"), played("Dirty Low Blow"))


# -- targets that depend on a state

def test_blood_spray_or_when_lower_fortitude_completely_reverse_any_card():
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    rd = node("Reverse any non-maneuver card or when you have lower Fortitude, completely reverse any card.",
              A.ReversalDefinition)
    plain, alt = rd.targets
    assert plain == A.CardFilter(kinds=("Card",), excludes=("Maneuver",))
    assert isinstance(alt, ConditionalTargets) and alt.completely and not alt.instead
    assert alt.targets == (A.CardFilter(kinds=("Card",)),)
    assert alt.condition.kind == "compare" and alt.condition.comparison == "less"


def test_the_shield_tactical_vests_instead():
    clauses = one("Reverse any non-unique maneuver; when you are The Shield, reverse any maneuver instead.")
    first, second = clauses
    assert first.targets == (A.CardFilter(kinds=("Maneuver",), excludes=("Unique",)),)
    assert second.mode == "instead" and second.targets == (A.CardFilter(kinds=("Maneuver",)),)
    assert second.condition.kind == "superstar_is" and second.condition.names == ("The Shield",)


def test_instead_before_the_reverse_verb():
    # The King Interferes!: "instead reverse X" is "reverse X instead" (the same alternative targets, in its place)
    tree = parse_text("Reverse any Foreign Object card OR any 10D or greater maneuver and end your opponent's turn. "
                      "If played by a Female Superstar, instead reverse any Foreign Object card OR any 6D or greater "
                      "maneuver and end your opponent's turn.")
    assert tree.is_fully_parsed
    (second,) = tree.sentences[1].clauses
    assert second.mode == "instead" and second.targets[1].damage.low == 6
    # The Brain Busters' card: "you may instead reverse any Grapple or Submission maneuver" as "... instead"
    (a,) = one("When you are The Brain Busters, you may instead reverse any Grapple or Submission maneuver and your "
               "opponent discards 2 cards.")
    (b,) = one("When you are The Brain Busters, reverse any Grapple or Submission maneuver instead.")
    definition = a.effects[0].effects[0].effect
    assert isinstance(definition, A.ReversalDefinition) and definition.mode == "instead"
    assert definition.targets == b.targets == (A.CardFilter(kinds=("Grapple", "Submission")),)


def test_nobody_will_do_it_for_you_or_when_overturned_can_also():
    clauses = one("Reverse any non-maneuver card or Activated Card Effect, or when overturned, can also reverse any "
                  "non-damage card effect.")
    assert clauses[0].targets[1] == A.EffectKind("ace")
    also = clauses[1]
    assert also.triggers == (A.Trigger("when_overturned"),)
    assert also.effects[0].mode == "also"
    assert also.effects[0].targets == (A.EffectKind("non-damage card effect"),)


def test_backhand_slap_tb_or_when_you_are_the_godfather():
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    rd = node("As a reversal, reverse any card that 'cannot be reversed' or when you are The Godfather, reverse any "
              "non-unique Action.", A.ReversalDefinition)
    alt = rd.targets[1]
    assert isinstance(alt, ConditionalTargets)
    assert alt.condition.names == ("The Godfather",)
    assert alt.targets == (A.CardFilter(kinds=("Action",), excludes=("Unique",)),)


def test_resolver_conditional_targets_are_not_play_conditions():
    from judgebot.database import get_db
    from judgebot.rules.effects import effects_of, reversal_ability

    db = get_db()
    vests = reversal_ability(db.card("The Shield Tactical Vests"))
    (ct,) = vests.conditional
    assert ct.instead and ct.condition.kind == "superstar_is"
    assert not effects_of(db.card("The Shield Tactical Vests"), "reversal").play_conditions
    nobody = reversal_ability(db.card("Nobody Will Do It For You"))
    assert nobody.zones == frozenset()            # its own targets still work from hand
    assert nobody.conditional[0].zones == frozenset({"arsenal"})


# -- more shapes

def test_revolution_trouble_in_paradise_also_a_reversal():
    rd = node("When you are Revolution Kofi Kingston: this card is also 'Reversal: Strike'.", A.ReversalDefinition)
    assert rd.mode == "also" and rd.targets == (A.CardFilter(kinds=("Strike",)),)
    assert rd.condition.kind == "superstar_is"


def test_is_also_needs_a_reversal_type_line():
    tree = parse_text("When you are Revolution Kofi Kingston: this card is also 'Heel'.")
    assert not any(isinstance(n, A.ReversalDefinition) for n in A.iter_nodes(tree))


def test_the_first_nxt_uk_womens_champion_or_ace_bare():
    rd = node("As a reversal, reverse any non-maneuver card or ACE and he discards 1 card.", A.ReversalDefinition)
    assert rd.targets[1] == A.EffectKind("ace")


def test_get_the_f_out_or_completely_reverse_any_multi_card():
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    rd = node("Reverse any non-Trademark-Finisher Unique Maneuver card OR completely reverse any Multi card and end "
              "your opponent's turn.", A.ReversalDefinition)
    alt = rd.targets[1]
    assert isinstance(alt, ConditionalTargets) and alt.completely and alt.condition is None
    assert alt.targets == (A.CardFilter(kinds=("Card",), traits=("Multi",)),)


def test_cheaters_never_win_title_word_then_another_target():
    rd = node("As a reversal, reverse any Action card with 'BASH' in the title or any Cheater card and end your "
              "opponent's turn.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Action",), title_words=("BASH",)),
                          A.CardFilter(kinds=("Card",), traits=("Cheater",)))


def test_printed_reversal_restriction_from_the_card_being_reversed():
    ig = node("This card ignores any printed reversal restriction from the card being reversed.",
              IgnoreReversalRestrictions)
    assert ig.which == ("printed",) and ig.source == "reversed_card"


def test_cow_on_ice_not_the_first_or_second_card():
    rd = node("Reverse any card if it is not the first or second card played this turn and end your opponent's turn.",
              A.ReversalDefinition)
    assert rd.condition == A.Condition("first_card_this_turn", amount=2, negated=True)


def test_enough_is_enough_first_second_or_third():
    rd = node("As a reversal, reverse any card if it is not the first, second, or third card played this turn and end "
              "your opponent's turn.", A.ReversalDefinition)
    assert rd.condition.amount == 3 and rd.condition.negated


def test_resolver_splits_fortitude_from_first_cards():
    from judgebot.rules.effects import _Reader

    r = _Reader("reversal")
    for clause in one("When your Fortitude Rating is less than your opponent's Fortitude Rating, reverse any card if "
                      "it is not the first or second card played this turn and end his turn."):
        r.clause(clause)
    eff = r.result()
    assert eff.reversal.condition.kind == "first_card_this_turn" and eff.reversal.condition.n == 2
    assert [c.kind for c in eff.play_conditions] == ["fortitude_below_opponent"]


# -- session 3

def test_strong_but_sexy_keeps_its_overturned_alternative():
    """Was a mis-read: the "when overturned" alternative was dropped by the "(even during ...)" rule."""
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    rd = node("Reverse any maneuver or when overturned (even during Pre-match), reverse any non-damage card effect.",
              A.ReversalDefinition)
    assert rd.targets[0] == A.CardFilter(kinds=("Maneuver",))
    alt = rd.targets[1]
    assert isinstance(alt, ConditionalTargets) and alt.overturned and alt.prematch
    assert alt.targets == (A.EffectKind("non-damage card effect"),)


def test_strong_but_sexy_resolver_reads_the_arsenal_alternative():
    from judgebot.rules.effects import _Reader

    r = _Reader("reversal")
    for clause in one("Reverse any maneuver or when overturned (even during Pre-match), reverse any non-damage card "
                      "effect."):
        r.clause(clause)
    rev = r.result().reversal
    assert [f.kinds for f in rev.targets] == [frozenset({"maneuver"})]
    assert [(c.zones, c.filter.does) for c in rev.conditional] == [(frozenset({"arsenal"}),
                                                                    frozenset({"non-damage card effect"}))]


def test_bad_news_can_also_reverse_an_effect_when_overturned():
    rd = node("When overturned, this card is -5F and can also reverse any non-damage card effect (even during the "
              "Pre-match phase), then put this card in your Ring instead.", A.ReversalDefinition)
    assert rd.mode == "also" and rd.prematch and rd.targets == (A.EffectKind("non-damage card effect"),)


def test_braun_lariat_any_card_that_is_not_the_first_or_second():
    rd = node("As a reversal, reverse any card that is not the first or second card played during a turn.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Card",)),)
    assert rd.condition == A.Condition("first_card_this_turn", amount=2, negated=True)


def test_classic_kick_as_if_non_unique():
    rr = node("Can be reversed as if it was non-Unique.", A.ReversalRestriction)
    assert rr.kind == "as_if_non_unique"


def test_dealin_flying_axe_handle_as_if_a_colossal():
    rr = node("This card may be reversed as if it were a Colossal.", A.ReversalRestriction)
    assert rr.kind == "as_if" and rr.by == A.CardFilter(kinds=("Colossal",))


def test_beer_bath_can_also_be_reversed_as_if_an_antic():
    rr = node("When you do not: this card can also be reversed as if it were an Antic.", A.ReversalRestriction)
    assert rr.kind == "as_if" and rr.by.kinds == ("Antic",) and rr.condition.negated


def test_as_if_non_unique_widens_what_reverses_a_unique_card():
    """Classic Kick (Unique) 'Can be reversed as if it was non-Unique': 'Reverse any non-unique maneuver' fits."""
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("Can be reversed as if it was non-Unique."):
        r.clause(clause)
    assert [x.kind for x in r.result().restrictions] == ["as_if_non_unique"]


def test_hes_as_crazy_as_a_pet_raccoon_two_effects_two_targets():
    rd = node("As a reversal, reverse any card that would force your opponent to discard any number of cards OR would "
              "force him to overturn any number of cards from his Arsenal into his Ringside pile, and end your "
              "opponent's turn.", A.ReversalDefinition)
    # the card's own player discards and overturns ("your opponent", "him"): not the reverser (Potentiality Rule)
    assert rd.targets == (A.EffectKind("opponent_discards"), A.EffectKind("opponent_overturns"))
    assert rd.then == (A.EndTurn("opponent"),)


def test_enough_with_the_trash_talk_draw_or_search():
    rd = node("As a reversal, reverse any card that would allow your opponent to draw any number of cards or search his "
              "Arsenal for any number of cards and end his turn.", A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("opponent_draws"), A.EffectKind("search"))


def test_hurrislam_can_be_reversed_by_elbow_to_the_face():
    rr = node("Can be reversed by the card titled Elbow to the Face.", A.ReversalRestriction)
    assert rr.kind == "also_by" and rr.by.titled == ("Elbow to the Face",)


def test_cannot_be_reversed_from_backlash_or_by_hybrid_reversals():
    seq = node("Cannot be reversed from Backlash or by hybrid reversals.", A.Sequence)
    a, b = seq.effects
    assert (a.kind, a.zones, a.by) == ("cannot_be_reversed", ("backlash",), None)
    assert b.kind == "cannot_be_reversed" and b.zones == () and b.by.kinds == ("Reversal",)
    assert "hybrid" in b.by.qualifiers


def test_resolver_reads_both_halves_of_from_backlash_or_by():
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("This card cannot be reversed from Backlash or by Elbow to the Face."):
        r.clause(clause)
    got = [(x.kind, tuple(x.zones), x.filter.title_is if x.filter else None) for x in r.result().restrictions]
    assert got == [("not_from", ("backlash",), None), ("not_by", (), "Elbow to the Face")]


def test_parenthesis_when_you_are_bray_wyatt_instead_reverse_any_card():
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    rd = node("Reverse any non-Unique maneuver (when you are Bray Wyatt, instead reverse any card).", A.ReversalDefinition)
    assert rd.targets[0] == A.CardFilter(kinds=("Maneuver",), excludes=("Unique",))
    alt = rd.targets[1]
    assert isinstance(alt, ConditionalTargets) and alt.instead
    assert alt.condition.kind == "superstar_is" and alt.condition.names == ("Bray Wyatt",)
    assert alt.targets == (A.CardFilter(kinds=("Card",)),)


def test_curb_stomp_price_of_a_reversal():
    from judgebot.cardtext.reversals_ast import ReversalTo

    tree = one("Your opponent must discard 2 cards in order to play a reversal to this card.")
    ace = tree[0]
    assert isinstance(ace, A.ActivatedEffect)
    (cost,) = ace.cost
    assert isinstance(cost, A.Discard) and cost.player == "opponent" and cost.quantity.count == 2
    assert ace.effects == (ReversalTo("this", ()),)


def test_cobra_clutch_price_only_from_hand_or_backlash():
    from judgebot.cardtext.reversals_ast import ReversalTo

    rt = node("Your opponent discards 3 cards in order to be able to reverse this card from his hand or Backlash deck.",
              ReversalTo)
    assert rt.target == "this" and rt.zones == ("hand", "backlash")


def test_price_with_a_modifier_before_it_is_not_read_as_a_cost():
    """'this card is -6F and your opponent must discard 1 card ...': the -6F is no price (a change of its own; the
    discard alone is the price of reversing it)."""
    tree = parse_text("When you have lower Fortitude, this card is -6F and your opponent must discard 1 card to play "
                      "reversals to it.")
    mod, price = tree.sentences[0].clauses
    assert isinstance(mod, A.Modifier)
    assert all(isinstance(x, A.Discard) for x in price.cost)


def test_resolver_reads_the_price_of_reversing_curb_stomp():
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("Your opponent must discard 2 cards in order to play a reversal to this card."):
        r.clause(clause)
    (price,) = r.result().restrictions
    assert (price.kind, price.count, price.price, price.zones) == ("price", 2, "discard 2 cards", frozenset())


def test_a_title_ending_in_a_bang_ends_its_sentence():
    """Over the Top Rope: 'Cannot be reversed by the card titled Just Bring It! As a reversal, ...' is two sentences."""
    tree = parse_text("Cannot be reversed by the card titled Just Bring It! As a reversal, can reverse the card titled "
                      "Jockeying for Position, end opponent's turn.")
    first, second = tree.sentences
    rr = first.clauses[0]
    assert rr.kind == "cannot_be_reversed" and rr.by.titled == ("Just Bring It!",)
    rd = [n for n in A.iter_nodes(second.clauses[0]) if isinstance(n, A.ReversalDefinition)][0]
    assert rd.targets[0].titled == ("Jockeying for Position",)


def test_a_full_stop_ends_a_title_read_by_its_capitals():
    tree = parse_text("Cannot be reversed by the card titled Backlash. When successfully played, opponent must discard "
                      "1 card.")
    assert [s.is_parsed for s in tree.sentences] == [True, True]
    assert tree.sentences[0].clauses[0].by.titled == ("Backlash",)


def test_this_card_can_be_reversed_by_a_list_of_titles():
    rr = node("This card can be reversed by Step Aside, Escape Move, Lift a Boot, Knee to the Gut, and Rolling Takedown.",
              A.ReversalRestriction)
    assert rr.kind == "also_by"
    assert rr.by.titled == ("Step Aside", "Escape Move", "Lift a Boot", "Knee to the Gut", "Rolling Takedown")
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    r.clause(rr)
    (granted,) = r.result().restrictions
    assert [f.title_is for f in granted.filters()] == list(rr.by.titled)


def test_booby_trap_reverse_that_card_is_the_card_it_was_overturned_by():
    from judgebot.cardtext.reversals_ast import ThatCard
    from judgebot.rules.effects import _Reader

    text = "When overturned by an Action or Pre-match card, reverse that card and you may put this card into your hand."
    rd = node(text, A.ReversalDefinition)
    assert rd.targets == (ThatCard(),)
    r = _Reader("reversal")
    for clause in one(text):
        r.clause(clause)
    rev = r.result().reversal
    assert rev.zones == frozenset({"arsenal"})
    # "an Action or Pre-match card": both are card types (Pre-match was once read as a trait)
    assert frozenset({"action", "pre-match"}) in [f.kinds for f in rev.targets]


def test_break_down_the_walls_this_is_also_a_reversal():
    rd = node("When you are Revolution Chris Jericho or The Sexy Beast: this is also 'Reversal: Antic or Extreme'.",
              A.ReversalDefinition)
    assert rd.mode == "also" and rd.targets[0].kinds == ("Antic", "Extreme")
    assert rd.condition.kind == "superstar_is"


def test_also_reversal_keeps_the_type_line_targets():
    """Was a mis-read: 'this card is also Reversal: Action' made Who's Next? (Reversal: Antic) reverse nothing."""
    from judgebot.database import get_db
    from judgebot.rules.effects import reversal_ability

    card = next(c for c in get_db().cards.values() if c.title == "Revolution Who's Next?")
    rev = reversal_ability(card)
    assert [tuple(f.kinds) for f in rev.targets] == [("antic",)]
    assert [(tuple(ct.filter.kinds), ct.condition.kind) for ct in rev.conditional] == [(("action",), "superstar_is")]


def test_its_me_austin_played_from_hand_by_a_superstar():
    rd = node("When played from Hand by Austin Theory, reverse any non-Superstar-specific maneuver.", A.ReversalDefinition)
    played, who = rd.condition.all_of
    assert played.kind == "played_from" and played.zone.name == "hand"
    assert who.kind == "superstar_is" and who.names == ("Austin Theory",)
    from judgebot.rules.effects import _Reader

    r = _Reader("reversal")
    r.clause(rd)
    rev = r.result()
    assert rev.reversal.targets == () and not rev.play_conditions      # not a condition to play the card at all
    (ct,) = rev.reversal.conditional
    assert ct.zones == frozenset({"hand"}) and ct.condition.kind == "superstar_is"


def test_rick_s_right_cross_price_for_reversals_from_hand_or_backlash():
    """Rick's Right Cross: the price is paid by reversals from hand *or* Backlash (both zones; the second was
    dropped, so the sentence was refused)."""
    from judgebot.rules.effects import _Reader

    clauses = one("When you have fewer cards in hand, he must put 1 random card from his hand on the bottom of his "
                  "Arsenal to play reversals from hand or Backlash to this card.")
    rt = next(n for c in clauses for n in A.iter_nodes(c) if type(n).__name__ == "ReversalTo")
    assert rt.target == "this" and rt.zones == ("hand", "backlash")
    r = _Reader(None)
    for clause in clauses:
        r.clause(clause)
    (price,) = r.result().restrictions
    assert price.kind == "price" and price.zones == frozenset({"hand", "backlash"})
    assert price.condition.kind == "hand_fewer_than_opponent"


def test_who_discards_tells_two_reversals_apart():
    """Thou Shall Not #### With the Dudleyz! ("force you to discard": the reverser discards) and He's as Crazy as a
    Pet Raccoon ("force your opponent to discard": the played card's own player) read differently, and answer
    different cards (a card that makes its target discard / its controller discard)."""
    from judgebot.rules.effects import EFFECT_KINDS

    you = node("Reverse any card that would force you to discard any number of cards and end your opponent's turn.",
               A.ReversalDefinition)
    him = node("As a reversal, reverse any card that would force your opponent to discard any number of cards OR would "
               "force him to overturn any number of cards from his Arsenal into his Ringside pile, and end your "
               "opponent's turn.", A.ReversalDefinition)
    assert you.targets[0].kind == "discard" and him.targets[0].kind == "opponent_discards"
    assert EFFECT_KINDS["discard"] == {"target_discards"}
    assert EFFECT_KINDS["opponent_discards"] == {"controller_discards"}
    assert EFFECT_KINDS["opponent_overturns"] == {"controller_overturns"}


def test_the_payer_plays_the_reversal_after_to():
    """"Your opponent must discard 2 cards to play a reversal" (the shape of V1: Break the Walls Down's
    "Your opponent must discard 1 card to play a card from hand ..."): the one who plays is the one who pays,
    not you.  It is a price on every reversal he plays (A.PlayPrice), not a one-time Activated Card Effect."""
    (price,) = one("Your opponent must discard 2 cards to play a reversal.")
    assert isinstance(price, A.PlayPrice) and price.player == "opponent"
    (cost,) = price.cost
    assert isinstance(cost, A.Discard) and cost.player == "opponent" and cost.quantity.count == 2
    assert price.cards.filter.kinds == ("Reversal",)


def test_same_title_keeps_where_the_other_card_is():
    """I Got That, Too: "1 card with the same title as a card in your opponent's Ring area" (the Ring was dropped)."""
    s = parse_sentence("Search your Arsenal for 1 card with the same title as a card in your opponent's Ring area, "
                       "reveal it to him, put it into your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    quals = [q for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.CardFilter) for q in n.qualifiers]
    assert "same title as Card in opponent's ring" in quals


def test_revolution_kurt_angle_price_to_reverse_your_throws_and_extremes():
    """Revolution Kurt Angle: the price is for reversals to *your* Throws and Extremes (a gift to your cards)."""
    from judgebot.cardtext.reversals_ast import ReversalTo
    from judgebot.rules.effects import _Reader

    clauses = one("Your opponent must discard 1 card to play a reversal to your Throws and Extremes.")
    (cost,) = clauses[0].cost
    assert isinstance(cost, A.Discard) and cost.player == "opponent" and cost.quantity.count == 1
    (rt,) = clauses[0].effects
    assert isinstance(rt, ReversalTo) and rt.target == "yours" and rt.zones == ()
    assert set(rt.filter.kinds) == {"Throw", "Extreme"}
    r = _Reader(None)
    for clause in clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.restrictions == ()                     # not this card's own restriction
    (g,) = eff.ring_restrictions
    assert g.filter.subtypes == frozenset({"Throw", "Extreme"}) and not g.first_this_turn
    assert (g.restriction.kind, g.restriction.count) == ("price", 1)


def test_victorious_villany_price_to_reverse_your_unique_maneuvers_from_hand_or_backlash():
    from judgebot.cardtext.reversals_ast import ReversalTo

    rt = node("Your opponent must discard 1 card to reverse your Unique maneuvers from hand or Backlash.", ReversalTo)
    assert rt.target == "yours" and rt.zones == ("hand", "backlash")
    assert rt.filter == A.CardFilter(kinds=("Maneuver",), traits=("Unique",))


def test_in_order_to_reverse_this_card_from_hand_or_backlash():
    """'... in order to reverse this card from hand or Backlash' (without 'be able to') reads as the longer form."""
    from judgebot.cardtext.reversals_ast import ReversalTo

    rt = node("Your opponent must discard 1 card in order to reverse this card from hand or Backlash.", ReversalTo)
    assert rt.target == "this" and rt.zones == ("hand", "backlash") and rt.filter is None


def test_savage_beatdown_reversals_to_its_ace_neither_discard_nor_end_the_turn():
    from judgebot.cardtext.reversals_ast import ReversalsToEffect

    (ab,) = one("When you are Macho Man Randy Savage, do not discard to reversals to this effect and they do not end "
                "your turn.")
    assert ab.effects == (ReversalsToEffect("this", no_discard=True, no_end_turn=True),)
    assert ab.condition.kind == "superstar_is" and ab.condition.names == ("Macho Man Randy Savage",)


def test_beli_eve_reversals_to_this_effect_do_not_end_the_turn():
    from judgebot.cardtext.reversals_ast import ReversalsToEffect

    rte = node("Reversals to this effect do not end you turn.", ReversalsToEffect)
    assert rte == ReversalsToEffect("this", no_discard=False, no_end_turn=True)


def test_youre_not_enough_for_me_no_discard_for_his_reversals_to_this_effect():
    from judgebot.cardtext.reversals_ast import ReversalsToEffect

    tree = one("ACE: Once during each of your turns, you may discard 1 7D- maneuver and then search your Arsenal for 1 "
               "non-hybrid 8D+ maneuver, reveal it, put it in your hand, and shuffle; when you do not have a Corner or a "
               "card with 'Vickie' in the title in your Ring, you do not discard for your opponent's reversals to this "
               "effect.")
    (rte,) = [n for c in tree for n in A.iter_nodes(c) if isinstance(n, ReversalsToEffect)]
    assert rte == ReversalsToEffect("this", no_discard=True, no_end_turn=False)


def test_reversals_to_this_effect_need_reversals():
    """'Reversals to this effect do not move this card from your Ring' is another meaning (left unread)."""
    assert not parse_text("Reversals to this effect do not move this card from your Ring.").sentences[0].is_parsed


def test_get_back_in_the_ring_reverses_a_list_of_three_effects():
    """Get Back in the Ring: 'look at your hand or Backlash deck, search your Arsenal, or move any number of cards
    from your Ringside pile or Ring area' are three targets; the move is from either zone (so any move), the look is
    at either zone (one look)."""
    rd = node("Reverse any card that allows your opponent to look at your hand or Backlash deck, search your Arsenal, "
              "or move any number of cards from your Ringside pile or Ring area, and end his turn.", A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("look"), A.EffectKind("search"), A.EffectKind("moves_cards"))
    assert rd.then == (A.EndTurn("opponent"),)


def test_a_card_that_allows_him_to_search_their_arsenal():
    rd = node("As a reversal, reverse any card that would allow your opponent to search their Arsenal.",
              A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("search"),)


# -- "as a Counter (hand or Backlash)": what the Counter's reversal had to be (FAQ Glossary "Counter")

def test_flying_chuck_kick_after_springboard_or_as_a_counter_from_hand_or_backlash():
    (ab,) = one("As a maneuver, can only be played after Springboard or as a Counter (hand or Backlash).")
    (pr,) = ab.effects
    assert pr.kind == "only_after" and pr.or_counter
    assert pr.condition.kind == "played_after" and pr.condition.filter.titled == ("Springboard",)
    assert pr.counter.kind == "as_counter"
    assert pr.counter.zone.name == "hand" and [z.name for z in pr.counter.zone.alternatives] == ["backlash"]


def test_the_european_bomb_only_as_a_counter_not_from_arsenal():
    (pr,) = one("Can only be played as a Counter (non-Arsenal).")
    assert pr.kind == "only_as_counter" and pr.or_counter
    assert pr.counter.kind == "as_counter_not_from" and pr.counter.zone.name == "arsenal"


def test_a_counter_with_a_stardust_specific_card():
    """'as a Counter (with a Stardust-specific card)': the reversal was Stardust-specific (not the card reversed)."""
    (ab, *_) = one("As a maneuver, can only be played after a Stardust-specific card or as a Counter (with a "
                   "Stardust-specific card) and cannot be reversed from hand.")
    pr = next(n for n in A.iter_nodes(ab) if isinstance(n, A.PlayRestriction))
    assert pr.counter.kind == "as_counter_with" and pr.counter.filter.traits == ("Stardust-specific",)
    assert pr.counter_filter is None


def test_when_played_as_a_counter_from_arsenal_is_a_trigger_with_its_zone():
    clauses = one("When played as a Counter (Arsenal), this card is a High Risk instead and cannot be reversed from "
                  "hand.")
    trig = clauses[0].triggers[0]
    assert trig.kind == "when_played_as_counter" and trig.zone.name == "arsenal"


def test_mark_henry_counter_with_a_superstar_specific_card_or_after_his_maneuver():
    rr = node("Cannot be reversed when played after a successfully played Mark Henry-specific maneuver or as a Counter "
              "(with a Superstar-specific card).", A.ReversalRestriction)
    after, counter = rr.condition.any_of
    assert after.kind == "played_after" and after.filter.traits == ("Mark Henry-specific",)
    assert counter.kind == "as_counter_with" and counter.filter.traits == ("Superstar-specific",)


def test_a_counter_with_a_3d_reversal_is_the_reversal_not_the_card_reversed():
    """'or as a Counter (3D+ reversal)': the reversal that made it a Counter was 3D+ (was read as what it countered)."""
    (pr,) = one("Can only be played after a successfully played 8D+ maneuver or as a Counter (3D+ reversal).")
    assert pr.counter_filter is None
    assert pr.counter.kind == "as_counter_with" and pr.counter.filter.kinds == ("Reversal",)
    assert pr.counter.filter.damage.low == 3


def test_when_played_as_a_counter_keeps_what_it_countered():
    """'When played as a Counter (maneuver)' kept no description (the trigger read as any Counter)."""
    clauses = one("When played as a Counter (maneuver), cannot be reversed from hand.")
    (trig,) = clauses[0].triggers
    assert trig.kind == "when_played_as_counter" and trig.filter == A.CardFilter(kinds=("Maneuver",))
    clauses = one("As a maneuver, when played as a Counter (non-Unique reversal), cannot be reversed from hand or "
                  "Backlash by non-Unique cards.")
    trig = clauses[0].triggers[-1]
    assert trig.kind == "when_played_as_counter_with" and trig.filter.excludes == ("Unique",)


def test_resolver_reads_as_a_counter_as_the_counter_condition():
    """Alberto's Superkick: 'cannot be reversed when played after a successfully played maneuver or as a Counter'
    holds for a Counter too (the Counter half was unread, so it never held)."""
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("As a maneuver, cannot be reversed when played after a successfully played maneuver or as a "
                      "Counter."):
        r.clause(clause)
    (rr,) = r.result().restrictions
    assert rr.kind == "irreversible" and rr.condition.kind == "any"
    assert [p.kind for p in rr.condition.parts] == ["after", "counter"]


def test_resolver_holds_a_when_played_as_a_counter_restriction_only_for_a_counter():
    """Lawn Dart et al.: 'When played as a Counter, cannot be reversed from hand' was a restriction at all times (the
    trigger was not read); '(maneuver)' is not followed, so that restriction is never applied."""
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("When played as a Counter, cannot be reversed from hand."):
        r.clause(clause)
    (rr,) = r.result().restrictions
    assert rr.kind == "not_from" and rr.zones == frozenset({"hand"}) and rr.condition.kind == "counter"
    r = _Reader(None)
    for clause in one("When played as a Counter (maneuver), cannot be reversed from hand."):
        r.clause(clause)
    (rr,) = r.result().restrictions
    assert rr.condition.kind == "unread"


def test_resolver_does_not_widen_a_target_whose_qualifier_it_cannot_follow():
    """Revolution Two For the Show...: 'Reverse any card with exactly 2 words in the title' read as 'any card' (the
    qualifier was not followed); the target is now left unread instead of reversing everything."""
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("Reverse any card with exactly 2 words in the title."):
        r.clause(clause)
    eff = r.result()
    assert eff.reversal.targets == ()
    assert "reversal target: exactly 2 words in the title" in eff.unread


def test_resolver_reads_a_hand_maneuver_as_one_played_from_hand():
    """Sculpted Like a Statue (Throwback): 'Reverse any non-unique Hand maneuver'."""
    from judgebot.rules.effects import _Reader

    r = _Reader(None)
    for clause in one("Reverse any non-unique Hand maneuver."):
        r.clause(clause)
    (f,) = r.result().reversal.targets
    assert f.kinds == frozenset({"maneuver"}) and f.played_from == frozenset({"hand"})
    assert f.not_traits == frozenset({"unique"})


# -- "Cannot be reversed, even by X": the restriction names reversals that reverse "even if it cannot be reversed"

def test_con_chair_to_cannot_be_reversed_even_by_the_card_titled():
    """Con-Chair-To: 'Cannot be reversed, even by the card titled When You Thought You Had All the Answers...'"""
    (ab,) = one("Cannot be reversed, even by the card titled When You Thought You Had All the Answers...")
    rr, even = ab.effects[0].effects
    assert rr.kind == "cannot_be_reversed" and rr.by is None and rr.zones == ()
    assert even.kind == "even_by" and even.by.titled == ("When You Thought You Had All the Answers ...",)


def test_doomsday_device_cannot_be_reversed_after_from_the_top_rope_even_by_sidewalk_slam():
    """Doomsday Device: 'When played after From the Top Rope, cannot be reversed, even by Sidewalk Slam.'"""
    (ab,) = one("When played after From the Top Rope, cannot be reversed, even by Sidewalk Slam.")
    assert ab.condition.kind == "played_after" and ab.condition.filter.titled == ("From the Top Rope",)
    rr, even = ab.effects[0].effects
    assert rr.kind == "cannot_be_reversed"
    assert even.kind == "even_by" and even.by.titled == ("Sidewalk Slam",)


# -- "Can only be reversed from hand by X, or from Arsenal": from hand only by X, from Arsenal by any

def test_only_from_hand_by_unique_reversals_or_from_arsenal():
    """'When played after the card titled From the Middle Turnbuckle or From the Top Rope, can only be reversed from
    your opponent's hand by Unique Reversal cards or from his Arsenal.'"""
    text = ("When played after the card titled From the Middle Turnbuckle or From the Top Rope, can only be reversed "
            "from your opponent's hand by Unique Reversal cards or from his Arsenal.")
    (ab,) = one(text)
    assert ab.condition.kind == "played_after"
    assert ab.condition.filter.titled == ("From the Middle Turnbuckle", "From the Top Rope")
    only_from, only_by = ab.effects[0].effects
    assert only_from.kind == "only_from" and set(only_from.zones) == {"hand", "arsenal"}
    assert only_by.kind == "only_by" and only_by.zones == ("hand",)
    assert only_by.by.kinds == ("Reversal",) and only_by.by.traits == ("Unique",)


def test_only_from_hand_by_a_count_of_reversals_is_left_unread():
    """'When this card is 12D+, can only be reversed from hand by 2 reversal cards, or from Arsenal.': the number of
    reversals needed is not followed by the resolver, so the sentence stays unread."""
    assert not parse_text("Can only be reversed from hand by 2 reversal cards, or from Arsenal.").sentences[0].is_parsed


# -- "The first High Risk maneuver you play each turn cannot be reversed." (a Superstar Ability)

def test_the_first_high_risk_maneuver_you_play_each_turn_cannot_be_reversed():
    rr = node("The first High Risk maneuver you play each turn cannot be reversed.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed"
    assert rr.applies_to.kind == "first_this_turn" and rr.applies_to.player == "you"
    assert rr.applies_to.filter.kinds == ("High Risk",)


def test_your_maneuvers_can_only_be_reversed_from_arsenal_for_the_rest_of_the_turn():
    """'Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the turn.'"""
    rr = node("Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the turn.",
              A.ReversalRestriction)
    assert rr.kind == "only_from" and rr.zones == ("arsenal",) and rr.duration == "rest_of_turn"
    assert rr.applies_to.kind == "all" and rr.applies_to.filter.kinds == ("Maneuver",)


# -- "by <cards> from <zones>": the reversals named by kind, then where they are played from

def test_only_by_unique_reversals_from_hand_or_from_arsenal():
    """The Common Man Elbow Drop: 'Can only be reversed by Unique reversals from hand, or from Arsenal.': from hand
    only by Unique reversals, from Arsenal by any (as "from hand by Unique reversals or from Arsenal")."""
    only_from, only_by = one("Can only be reversed by Unique reversals from hand, or from Arsenal.")[0].effects[0].effects
    assert only_from.kind == "only_from" and set(only_from.zones) == {"hand", "arsenal"}
    assert only_by.kind == "only_by" and only_by.zones == ("hand",)
    assert only_by.by.kinds == ("Reversal",) and only_by.by.traits == ("Unique",)


def test_next_maneuver_only_by_unique_cards_from_backlash_or_arsenal():
    """I Can - I Will: '... your next maneuver played this turn can only be reversed by Unique cards from Backlash or
    Arsenal.': only from Backlash or Arsenal, and there only by Unique cards; both on the next maneuver."""
    only_from, only_by = node("Your next maneuver played this turn can only be reversed by Unique cards from Backlash "
                              "or Arsenal.", A.Sequence).effects
    assert only_from.kind == "only_from" and only_from.zones == ("backlash", "arsenal")
    assert only_by.kind == "only_by" and only_by.zones == ("backlash", "arsenal")
    assert only_by.by.traits == ("Unique",)
    for r in (only_from, only_by):
        assert r.applies_to.kind == "next" and r.applies_to.filter.kinds == ("Maneuver",)


def test_it_only_by_d0_reversals_from_hand_and_arsenal():
    """The Singh Brothers Assist: '..., it can only be reversed by D:0 reversals from hand and Arsenal.': "and" joins
    the zones as "or" does (a reversal comes from one of them)."""
    only_from, only_by = node("It can only be reversed by D:0 reversals from hand and Arsenal.", A.Sequence).effects
    assert only_from.zones == ("hand", "arsenal") and only_by.zones == ("hand", "arsenal")
    assert only_by.by.damage == A.Range("D", low=0, high=0) and only_by.by.kinds == ("Reversal",)
    assert only_by.applies_to.kind == "it"


def test_only_by_a_count_of_reversals_from_a_zone_is_left_unread():
    """'... can only be reversed by 2 reversal cards from Arsenal.': from Arsenal only, two reversals (`count`, read as
    "needs" as "Can only be reversed by 2 reversal cards"); from one zone by 2 and from another by any ('from hand by 2
    reversal cards, or from Arsenal') is not followed."""
    only_from, only_by = node("Can only be reversed by 2 reversal cards from Arsenal.", A.Sequence).effects
    assert only_from.zones == ("arsenal",) and only_by.count == 2 and only_by.zones == ("arsenal",)
    assert not parse_text("Can only be reversed from hand by 2 reversal cards, or from Arsenal.").sentences[0].is_parsed


def test_it_cannot_be_reversed_by_non_unique_reversals_from_hand_or_backlash():
    """There Is No 'I' in Team: '..., it cannot be reversed by non-Unique reversals from hand or Backlash.'"""
    rr = node("It cannot be reversed by non-Unique reversals from hand or Backlash.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand", "backlash")
    assert rr.by.kinds == ("Reversal",) and rr.by.excludes == ("Unique",)
    assert rr.applies_to.kind == "it"


def test_this_card_cannot_be_reversed_by_d0_reversals_from_hand_or_backlash():
    """Revolution Colossal Choke Slam: '...: this card cannot be reversed by D: 0 reversals from hand or Backlash.'"""
    rr = node("This card cannot be reversed by D: 0 reversals from hand or Backlash.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand", "backlash")
    assert rr.by.damage == A.Range("D", low=0, high=0)
    assert rr.applies_to.kind == "this"


# -- "... but you must first discard 1 card": the price comes after what it pays for

def test_faarooqs_spike_spine_buster_reverses_at_a_price_paid_first():
    (ae,) = one("As a reversal, if played from your hand can reverse any Submission maneuver but you must first "
                "discard 1 card from your hand.")
    assert isinstance(ae, A.ActivatedEffect)
    (cost,) = ae.cost
    assert isinstance(cost, A.Discard) and cost.player == "you" and cost.quantity.count == 1
    assert cost.zone == A.Zone("hand", "you")
    (opt,) = ae.effects
    assert isinstance(opt.effect, A.ReversalDefinition)
    assert opt.effect.targets == (A.CardFilter(kinds=("Submission",)),)
    assert [t.kind for t in ae.triggers] == ["as_reversal"]
    assert ae.condition.kind == "played_from" and ae.condition.zone == A.Zone("hand", "you")


def test_crippler_crossface_may_reverse_but_must_first_discard():
    (ae,) = one("As a reversal, you may reverse any Strike or Grapple maneuver but you must first discard 1 card.")
    (cost,) = ae.cost
    assert isinstance(cost, A.Discard) and cost.quantity.count == 1
    (opt,) = ae.effects
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, A.ReversalDefinition)
    assert {k for f in opt.effect.targets for k in f.kinds} == {"Strike", "Grapple"}


def test_but_you_must_first_needs_a_price_after_it():
    s = parse_sentence("Reverse any maneuver but you must first.")
    assert not s.is_parsed


# -- "reverse any X if <state> or reverse any Y": X only in that state, Y always

def test_fan_favorite_reversal_holds_its_first_targets_in_a_state():
    from judgebot.cardtext.reversals_ast import ConditionalTargets

    (rd,) = one("Reverse any non-unique card if your opponent has 4 or more Fan Favorite cards in his Ring area or "
                "reverse any Fan Favorite card and end his turn.")
    assert isinstance(rd, A.ReversalDefinition) and rd.condition is None
    alt, always = rd.targets
    assert isinstance(alt, ConditionalTargets) and alt.targets == (A.CardFilter(kinds=("Card",), excludes=("Unique",)),)
    assert alt.condition.kind == "have_cards" and alt.condition.player == "opponent"
    assert alt.condition.quantity == A.Quantity(count=4, at_least=True)
    assert alt.condition.filter.traits == ("Fan Favorite",) and alt.condition.zone == A.Zone("ring", "opponent")
    assert always == A.CardFilter(kinds=("Card",), traits=("Fan Favorite",))
    assert rd.then == (A.EndTurn("opponent"),)


def test_a_state_about_the_reversed_card_is_no_alternative():
    # "another card with that title": the card reversed, which the state cannot name
    s = parse_sentence("Reverse any card if your opponent has another card with that title in his Ring area or "
                       "completely reverse any Multi card and end his turn.")
    assert not s.is_parsed


def test_chained_heat_reverses_without_the_chain_discards():
    s = parse_sentence("As a reversal, you may play this card without discarding any cards, reverse any Chain card "
                       "and end your opponent's turn.")
    assert s.is_parsed
    (ability,) = s.clauses
    assert [t.kind for t in ability.triggers] == ["as_reversal"]
    opt, end = ability.effects[0].effects
    assert isinstance(opt, A.Optional) and opt.effect.ignores == ("discard_price",)
    assert opt.effect.targets == (A.CardFilter(kinds=("Card",), traits=("Chain",)),)
    assert end == A.EndTurn("opponent")


def test_right_to_censor_reverses_by_discarding_a_card():
    (ae,) = one("You may reverse any FACE or HEEL Action card and end opponent's turn by discarding a card from your "
                "hand.")
    assert isinstance(ae, A.ActivatedEffect)
    (cost,) = ae.cost
    assert isinstance(cost, A.Discard) and cost.quantity.count == 1 and cost.zone == A.Zone("hand", "you")
    rd = next(n for n in A.iter_nodes(ae.effects) if isinstance(n, A.ReversalDefinition))
    assert {t for f in rd.targets for t in f.traits} == {"Face", "Heel"}


def test_the_luck_of_the_draw_search_then_end_turn():
    # "search his Arsenal and end his turn": the "and" is the reversal's next step, not "search ... and put ..."
    (ae,) = one("You may put this card into your Ringside pile to completely reverse any card that allows your "
                "opponent to search his Arsenal and end his turn.")
    assert isinstance(ae, A.ActivatedEffect)
    (rd,) = ae.effects
    assert rd.completely and rd.targets == (A.EffectKind("search"),)
    assert rd.then == (A.EndTurn("opponent"),)


def test_fame_ass_er_reverses_any_x_or_a_y():
    # ", or a <description>" after "reverse" continues the list of targets, as ", or any ..."
    (ability,) = one("If played from your hand, may reverse any High Risk maneuver, or a Strike maneuver played after "
                     "the card titled Irish Whip.")
    rd = ability.effects[0].effect
    high_risk, strike = rd.targets
    assert high_risk == A.CardFilter(kinds=("High Risk",))
    assert strike.kinds == ("Strike",) and strike.played_after == A.CardFilter(kinds=("Card",), titled=("Irish Whip",))
    assert ability.condition.kind == "played_from"


# -- "your opponent cannot play reversals to your next card ...": that card's reversal restriction

def test_he_can_not_play_reversals_to_your_first_set_up_action_this_turn():
    """The Rogue Horseman (a clause of its longer sentence): 'when it is an action, he can not play reversals to your
    first Set-up action this turn': as 'your first Set-up action this turn cannot be reversed'."""
    rr = node("When it is an action, he can not play reversals to your first Set-up action this turn.",
              A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed" and rr.by is None
    assert rr.applies_to.kind == "first_this_turn" and rr.applies_to.player == "you"
    assert rr.applies_to.filter.kinds == ("Action",) and rr.applies_to.filter.traits == ("Set-up",)
    assert rr.condition.kind == "it_is"


def test_cannot_play_backlash_reversals_to_your_first_high_risk_each_turn():
    """PLEASE SIGN CEDRIC! ('cannot play Backlash reversals with reverse in the text to your first High Risk each
    turn', without its reversal text): by those reversals only."""
    rr = node("Your opponent cannot play Backlash reversals to your first High Risk each turn.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed"
    assert rr.by.kinds == ("Reversal",) and rr.by.qualifiers == ("in backlash",)
    assert rr.applies_to.kind == "first_this_turn" and rr.applies_to.filter.kinds == ("High Risk",)
    # "to your maneuvers" stays a prohibition on playing reversals to those cards
    (clause,) = one("Your opponent cannot play reversals to your maneuvers.")
    assert not isinstance(clause, A.ReversalRestriction)


def test_cannot_play_named_reversals_to_this_card_keeps_which():
    """'Your opponent cannot play Hybrid reversals to this card.' (the card's own text): only those reversals, not every
    reversal (the description was dropped: the card read as irreversible)."""
    rr = node("Your opponent cannot play Hybrid reversals to this card.", A.ReversalRestriction)
    assert rr.kind == "cannot_be_reversed" and rr.by.kinds == ("Reversal",) and rr.by.qualifiers == ("hybrid",)
    rr = node("He cannot play non-D: 0 reversals to this card.", A.ReversalRestriction)
    assert rr.by.kinds == ("Reversal",) and rr.by.excludes == ("D:0",)
    rr = node("Your opponent cannot reverse this card.", A.ReversalRestriction)
    assert rr.by is None


def test_or_reverse_each_with_its_own_if_keeps_the_when_before_both():
    # I Already Warned You: each reversal has its own "if", and both the "when played from your Ringside pile and
    # when your Fortitude Rating is ..." before them (the second was read without it)
    first, second = parse_sentence(
        "When played from your Ringside pile and when your Fortitude Rating is equal to or less than your opponent's "
        "Fortitude Rating, reverse any Action card if it is not the first Action card played this turn or reverse "
        "any card if it is not the first or second card played this turn and end his turn.").clauses
    assert first.targets == (A.CardFilter(kinds=("Action",)),) and second.targets == (A.CardFilter(kinds=("Card",)),)
    for rd, amount in ((first, None), (second, 2)):
        shared, own = rd.condition.all_of
        assert [c.kind for c in shared.all_of] == ["played_from", "compare"]
        assert shared.all_of[0].zone == A.Zone("ringside", "you")
        assert own.kind == "first_card_this_turn" and own.negated and own.amount == amount


def test_a_bare_reversal_line_after_is_also():
    # Revolution Chris Jericho's card: "this card is also Reversal: Momentum" (the line unquoted, as the quoted one)
    s = parse_sentence("When you are Revolution Chris Jericho: this card is also Reversal: Momentum.")
    assert s.is_parsed
    (rd,) = s.clauses
    assert isinstance(rd, A.ReversalDefinition) and rd.mode == "also"
    assert rd.targets == (A.CardFilter(traits=("Momentum",)),)
    # "is Reversal: X instead": the type line in place of its own, as the quoted "is 'Reversal: X' instead"
    s = parse_sentence("When you are Revolution King Booker: this card is Reversal: Momentum or Set-up instead.")
    (rd,) = s.clauses
    assert isinstance(rd, A.ReversalDefinition) and rd.mode == "instead"
    assert rd.targets == (A.CardFilter(traits=("Momentum",)), A.CardFilter(traits=("Set-up",)))


def test_your_opponent_may_not_respond_to_this_card():
    s = parse_sentence("When you have less than 2 cards in hand, your opponent may not respond to this card.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "cannot_respond"


# -- "When played as a Counter (from hand) or after X", "When played after X or played as a Counter": either case

def test_counter_from_hand_or_after_a_maneuver_or_set_up():
    (ab, _) = one("When played as a Counter (from hand) or after a maneuver or Set-up card, you may overturn 2 cards; "
                  "if you do, this card cannot be reversed.")
    assert ab.condition.kind == "any"
    counter, after = ab.condition.any_of
    assert counter.kind == "as_counter" and counter.zone.name == "hand"
    assert after.kind == "played_after"
    assert [f.kinds for f in after.filter.alternatives] == [("Maneuver",), ("Card",)]
    assert after.filter.alternatives[1].traits == ("Set-up",)
    (opt,) = ab.effects
    assert isinstance(opt, A.Optional) and opt.effect.quantity.count == 2


def test_after_a_maneuver_or_played_as_a_counter():
    (rr,) = one("When played after a maneuver or played as a Counter, cannot be reversed from Backlash.")
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "cannot_be_reversed" and rr.zones == ("backlash",)
    after, counter = rr.condition.any_of
    assert rr.condition.kind == "any"
    assert after.kind == "played_after" and after.filter.kinds == ("Maneuver",)
    assert counter.kind == "as_counter" and counter.zone is None


def test_reverse_card_that_would_remove_cards_from_ring():
    # "remove ... from your Ring area" (not "from the game"): cards moved out of it, as "move"
    s = parse_sentence("Reverse any non-unique card that would remove any number of cards from your Ring area and "
                       "end your opponent's turn.")
    assert s.is_parsed
    (node,) = s.clauses
    assert node.targets == (A.EffectKind("moves_cards", A.CardFilter(kinds=("Card",), excludes=("Unique",))),)
    assert node.then == (A.EndTurn("opponent"),)


def test_bare_title_cannot_be_reversed_from_backlash():
    # "When this card and Roman's Roar are in your Ring, Roman's Spear cannot be reversed from Backlash."
    from judgebot.cardtext import parse_sentence as _ps
    (node,) = _ps("When this card and Roman's Roar are in your Ring, Roman's Spear cannot be reversed from "
                  "Backlash.").clauses
    assert node.kind == "cannot_be_reversed" and node.zones == ("backlash",)
    assert node.applies_to == A.Scope("all", A.CardFilter(titled=("Roman's Spear",)), "any")
    assert node.condition.kind == "all"


def test_misprints_read_as_meant():
    # "your opponents turn" (opponent's), "As a reversal, reversal any" (reverse any)
    (node,) = parse_sentence("Reverse any Strike and end your opponents turn.").clauses
    assert node.targets == (A.CardFilter(kinds=("Strike",)),) and node.then == (A.EndTurn("opponent"),)
    s = parse_sentence("As a reversal, reversal any Grapple maneuver and end your opponent's turn.")
    assert s.is_parsed and s.clauses[0].effects[0].targets == (A.CardFilter(kinds=("Grapple",)),)


# -- "cannot be reversed from Backlash or by hybrid cards from hand", "your opponent cannot reverse this card
# with D: 0 reversals from hand", "your next card played may not be reversed"
def test_cannot_be_reversed_from_or_by_cards_from_a_zone():
    (ab,) = one("When played after a successfully played maneuver: cannot be reversed from Backlash or by hybrid cards "
                "from hand.")
    a, b = ab.effects[0].effects
    assert a == A.ReversalRestriction("cannot_be_reversed", zones=("backlash",))
    assert b.zones == ("hand",) and b.by.qualifiers == ("hybrid",)


def test_opponent_cannot_reverse_this_card_with():
    (rr,) = one("When played after a 4D+ maneuver, your opponent cannot reverse this card with D: 0 reversals from hand.")
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",)
    assert rr.by.kinds == ("Reversal",) and (rr.by.damage.low, rr.by.damage.high) == (0, 0)
    (ab,) = one("When successfully played, if you discard 2 cards your next card played may not be reversed.")
    assert ab.effects[0].kind == "cannot_be_reversed" and ab.effects[0].applies_to.kind == "next"


def test_named_card_cannot_be_reversed_from_zone_by_cards():
    (ab,) = one("When this card is in your Ring, Greetings From Asbury Park cannot be reversed from Arsenal by non-Unique "
                "cards.")
    rr = ab.effects[0]
    assert rr.zones == ("arsenal",) and rr.by.excludes == ("Unique",)
    assert rr.applies_to.filter.titled == ("Greetings From Asbury Park",) and rr.applies_to.player == "any"


def test_continue_the_turn():
    from judgebot.cardtext import reversals_ast as RA
    s = parse_sentence("Once during each of your turns, when your maneuver is unsuccessful, you may discard 1, overturn 2, "
                       "and continue the turn.")
    assert s.is_parsed
    (cont,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, RA.TurnContinues)]
    assert cont.player == "you"


# -- reversal restrictions

def test_cannot_be_reversed_when_played_as_a_counter_from_hand():
    (rr,) = one("Cannot be reversed when played as a Counter (hand).")
    assert rr.kind == "cannot_be_reversed" and rr.condition.kind == "as_counter" and rr.condition.zone.name == "hand"


def test_cannot_be_reversed_by_these_or_from_there_by_those():
    seq = node("Cannot be reversed by hybrid cards, or from Arsenal by non-Unique cards.", A.Sequence)
    first, second = seq.effects
    assert first.by.qualifiers == ("hybrid",) and not first.zones
    assert second.zones == ("arsenal",) and second.by.excludes == ("Unique",)


def test_opponent_cannot_respond_bare():
    rr = one("Cannot be reversed when you have lower Fortitude; when you have 10+ lower Fortitude, your opponent "
             "cannot respond.")[-1]
    assert rr.kind == "cannot_respond" and rr.condition.amount == 10


def test_counter_paren_either_and_reversal_to():
    pr = node("Can only be played after a successfully played 5D+ maneuver or as a Counter (5D+ maneuver or Set-up).",
              A.PlayRestriction)
    assert pr.or_counter and pr.counter.kind == "any"
    assert [c.kind for c in pr.counter.any_of] == ["as_counter", "as_counter"]
    assert pr.counter.any_of[1].filter.traits == ("Set-up",)
    pr = node("Can only be played after a successfully played maneuver or as a Counter (1D+ reversal to a maneuver).",
              A.PlayRestriction)
    reversal, reversed_ = pr.counter.all_of
    assert reversal.kind == "as_counter_with" and reversal.filter.kinds == ("Reversal",)
    assert reversed_.kind == "as_counter" and reversed_.filter.kinds == ("Maneuver",)


def test_misprints_finisher_maneuver_and_expect():
    rd = node("Reverse any non-Trademark Finisher-maneuver.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), excludes=("Trademark Finisher",)),)
    pr = node("Can only be played if you cannot play any Title Belt expect the Tag Team Title Belts or if this is a Tag "
              "Team format match.", A.PlayRestriction)
    assert pr.condition.any_of[0].kind == "cannot_play" and pr.condition.any_of[0].filter.excludes == ("Tag Team",)


def test_non_damage_effect_without_card():
    # hybrid5: "non-damage effect" is a non-damage card effect
    rd = node("As a reversal, when overturned, reverse any non-Unique maneuver or non-damage effect and draw 1 card.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), excludes=("Unique",)),
                          A.EffectKind("non-damage card effect"))


# -- how many reversals other cards need; as-if non-Unique on "this card"/"it"; "by X or by Y"; a
# Revolution type line given to a named card

def _rrs(text):
    return [n for c in one(text) for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction)]


def test_revrestrict_next_card_requires_reversals():
    (rr,) = _rrs("ACE: During your turn, you may put this card into your Ringside and then your next Multi maneuver "
                 "played this turn requires 3 reversals instead of 2.")
    assert rr.kind == "requires_reversals" and rr.count == 3
    assert rr.applies_to.kind == "next" and rr.applies_to.filter.traits == ("Multi",)


def test_revrestrict_your_cards_require_reversals_with_condition():
    (rr,) = _rrs("During your turn when you have no non-hybrid maneuvers in your Ring and your opponent's Fortitude "
                 "Rating is 10+, your Big Show-specific multi F: 0 maneuvers require 3 reversals instead of 2 to "
                 "reverse.")
    assert rr.kind == "requires_reversals" and rr.count == 3
    assert rr.applies_to.kind == "all" and rr.applies_to.filter.kinds == ("Maneuver",)
    assert "Multi" in rr.applies_to.filter.traits and rr.condition.kind == "all"


def test_revrestrict_bare_requires_takes_the_subject_before():
    (rr,) = _rrs("When played, this card is Multi and requires 4 reversals instead of 2.")
    assert rr.kind == "requires_reversals" and rr.count == 4 and rr.applies_to is None
    (rr,) = _rrs("Your maneuvers are +2D, they are Multi and require 3 reversals instead of 2 to reverse them.")
    assert rr.count == 3 and rr.applies_to.kind == "all" and rr.applies_to.filter.kinds == ("Maneuver",)


def test_revrestrict_bare_requires_after_it_is_not_read():
    # "it is Multi, requires 3 reversals": "it" is the next card, not this card: left unread, never this card's need
    s = parse_sentence("Put this card into your hand and when your next card played is not a maneuver, it is Multi, "
                       "requires 3 reversals instead of 2, and your opponent cannot play cards with 'completely' in "
                       "the text in response to it.")
    assert not s.is_parsed


def test_revrestrict_first_next_turn_requires_reversals():
    rr = _rrs("The first Multi maneuver played from hand on your next turn requires 3 reversals instead of 2 to "
              "reverse, and your opponent cannot play Restricted Use in this Area to it.")[0]
    assert rr.kind == "requires_reversals" and rr.count == 3 and rr.applies_to.kind == "first_next_turn"


def test_revrestrict_this_card_or_it_as_if_non_unique():
    (rr,) = _rrs("When played, you may discard 1 Heel card; when you do not, this card can be reversed as if it was "
                 "non-Unique.")
    assert rr.kind == "as_if_non_unique" and rr.applies_to is None and rr.condition.kind == "did_previous"
    (rr,) = _rrs("When you are Trish Stratus, this card is -2F; when you are not, it can be reversed as if it was "
                 "non-Unique.")
    assert rr.kind == "as_if_non_unique" and rr.condition.negated


def test_revrestrict_cannot_be_reversed_by_these_or_by_those():
    (rr,) = _rrs("When your Fortitude Rating is less than 7, your Grapple and Submission Maneuvers cannot be reversed "
                 "by non-Superstar-specific hybrid reversals or by non-Reversal cards.")
    assert rr.kind == "cannot_be_reversed" and rr.applies_to.filter.kinds == ("Grapple", "Submission")
    first, second = rr.by_any
    assert first.kinds == ("Reversal",) and first.excludes == ("Superstar-specific",)
    assert second.excludes == ("Reversal",)


def test_revrestrict_named_card_also_a_reversal():
    from judgebot.cardtext.reversals_ast import AlsoReverses
    g = node("When this card is in your Ring, your Revolution Air Kofi is also 'Reversal: Colossal'.", AlsoReverses)
    assert g.cards.filter.titled == ("Revolution Air Kofi",) and g.targets == (A.CardFilter(kinds=("Colossal",)),)
    # never this card's own reversal
    assert not any(isinstance(n, A.ReversalDefinition) for c in one("Your Cartwheel is also 'Reversal: Card with Stun "
                                                                    "Value'.") for n in A.iter_nodes(c))


def test_revrestrict_the_next_maneuver_you_play_and_first_this_turn():
    rr = _rrs("When successfully played, he discards 2 random cards, and the next maneuver you play cannot be "
              "reversed.")[0]
    assert rr.kind == "cannot_be_reversed" and rr.applies_to.kind == "next"
    assert rr.applies_to.filter.kinds == ("Maneuver",)
    rr = _rrs("Before your Draw Segment of each of your turns, choose 1: your maneuvers are +3D this turn OR your first "
              "maneuver this turn cannot be reversed from Backlash.")[0]
    assert rr.applies_to.kind == "first_this_turn" and rr.zones == ("backlash",)


def test_revrestrict_it_also_cannot_be_reversed_from_by():
    rr = _rrs("ACE: Once during each of your turns, you may discard 2 Backlash cards, and your next Grapple or Throw "
              "maneuver played this turn is -8F and Multi; when you have no maneuvers in your Ring, it also cannot be "
              "reversed from hand by non-Unique reversals.")[0]
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand",) and rr.by.excludes == ("Unique",)
    assert rr.applies_to.kind == "it"


# -- an Activated Card Effect reversed or given as a target; other cards given more targets

def test_revdef_opponent_reverses_your_ace_trigger():
    from judgebot.cardtext.triggers_ast import EventTrigger
    ab = node("When your opponent reverses your Activated Card Effect, you may discard 2 cards and overturn 2 cards and "
              "then continue your turn, but you cannot Activate cards for the rest of the turn.", A.Ability)
    t = ab.triggers[0]
    assert isinstance(t, EventTrigger) and t.kind == "when_player_reverses" and t.by == "opponent"
    assert t.filter is None and t.event == A.EffectKind("ace", A.CardFilter(owner="you"))
    # the ", but you cannot ..." clause is read with the rest
    assert any(isinstance(n, A.Prohibition) and n.duration == "rest_of_turn" for n in A.iter_nodes(one(
        "When your opponent reverses your ACE, you may discard 2 cards and overturn 2 cards and then continue your "
        "turn, but you cannot Activate cards for the rest of the turn.")))


def test_revdef_reverses_ace_of_a_card():
    ab = node("When he reverses the Activated Card Effect of your Collegiate Champions, draw 3 cards, look at his hand "
              "and choose 1 card, he discards the chosen card, and remove 2 cards in his Ringside from the game.",
              A.Ability)
    assert ab.triggers[0].event == A.EffectKind("ace", A.CardFilter(titled=("Collegiate Champions",), owner="you"))
    ae = node("ACE: When your opponent reverses an Activated Card Effect from a non-Venue card, you may remove this "
              "card from the game and continue your turn; this effect cannot be reversed.", A.ActivatedEffect)
    ev = ae.triggers[0].event
    assert ev.kind == "ace" and ev.filter.excludes == ("Venue",)


def test_revdef_cannot_reverse_your_activated_effects():
    p = node("As an action, draw up to 2 cards, and your opponent cannot reverse your Sheamus-specific Activated Card "
             "Effects this turn.", A.Prohibition)
    assert p.player == "opponent" and p.action == "reverse_activated_effects" and p.duration == "this_turn"
    assert p.filter.traits == ("Sheamus-specific",) and p.filter.owner == "you"


def test_revdef_reverse_an_ace_or_an_activated_card():
    rd = node("ACE: During your opponent's turn, you may put this card into your Ringside to reverse an ACE and end his "
              "turn.", A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("ace"),)
    rd = node("He must discard 2 cards to reverse an Activated Superstar-specific card.", A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("ace", A.CardFilter(kinds=("Card",), traits=("Superstar-specific",))),)


def test_revdef_reverse_an_effect_that_would_negate_a_pinfall():
    rd = node("ACE: During any player's turn, you may remove this card from the game to reverse an effect that would "
              "negate a Pinfall victory and end the current turn.", A.ReversalDefinition)
    assert rd.targets == (A.EffectKind("prevent_pinfall"),)
    assert [type(e).__name__ for e in rd.then] == ["EndTurn"]


def test_revdef_your_named_cards_can_also_reverse():
    from judgebot.cardtext.reversals_ast import AlsoReverses
    ar = node("Your Mattitude Adjustment can also reverse any non-Unique maneuver.", AlsoReverses)
    assert ar.cards.kind == "all" and ar.cards.filter.titled == ("Mattitude Adjustment",)
    assert ar.targets == (A.CardFilter(kinds=("Maneuver",), excludes=("Unique",)),)
    # never this card's own reversal
    assert not any(isinstance(n, A.ReversalDefinition) for n in A.iter_nodes(ar))
    ar = node("When your have 5+ lower Fortitude, your It's Great to be Back Here In... cards also reverse "
              "non-Superstar-specific maneuvers.", AlsoReverses)
    assert ar.cards.filter.titled == ("It's Great To Be Back Here In...",)
    assert ar.targets[0].excludes == ("Superstar-specific",)


def test_turn_reversed_card_considered_not_played():
    """"it is considered to have not been played", "the card is considered to have not been played": the card
    put back counts as never played (PlayUndone "not_played", the card named before: Scope "it")."""
    from judgebot.cardtext.reversals_ast import PlayUndone
    text = ("He puts his card into his hand (or Backlash, if applicable), it deals no damage, it is considered to have "
            "not been played, and end his turn.")
    seq = node(text, A.Sequence)
    kinds = [type(e).__name__ for e in seq.effects]
    assert kinds == ["MoveCards", "NoDamage", "PlayUndone", "EndTurn"]
    undone = node(text, PlayUndone)
    assert undone.scope.kind == "it" and undone.result == "not_played"
    text = ("They put that card into their hand instead, the card is considered to have not been played, and end their "
            "turn.")
    undone = node(text, PlayUndone)
    assert undone.scope.kind == "it" and undone.result == "not_played"
    assert node(text, A.EndTurn).player == "opponent"


def test_revdef_opponent_may_attempt_to_reverse_as_usual():
    from judgebot.cardtext.reversals_ast import ReverseAsUsual
    opt = node("Opponent may attempt to reverse the maneuver as usual.", A.Optional)
    assert opt.player == "opponent" and isinstance(opt.effect, ReverseAsUsual)
    assert opt.effect.target == A.CardFilter(kinds=("Maneuver",)) and opt.effect.changes == ()
    ra = node("That opponent may attempt to reverse the maneuver as usual but at +4F.", ReverseAsUsual)
    assert ra.player == "opponent" and ra.changes == (A.StatChange("F", 4),)


def test_revdef_ignore_the_reversal_restriction_then_reverse_as_usual():
    from judgebot.cardtext.reversals_ast import ReverseAsUsual
    text = ("ACE: When your opponent plays a non-Superstar-specific card with a reversal restriction from his card "
            "effects, you may overturn 3 cards and RFG 3 Ringside cards to ignore the reversal restriction, and you may "
            "attempt to reverse his maneuver as usual.")
    ign = node(text, IgnoreReversalRestrictions)
    assert ign.which == ("all",) and ign.source == "named_card"
    assert node(text, ReverseAsUsual).target == A.CardFilter(kinds=("Maneuver",), owner="opponent")


def test_revdef_completely_irreversible_card():
    rd = node("Reverse any completely irreversible card and end your opponent's turn.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Card",), qualifiers=("that cannot be reversed",)),)


def test_revdef_played_after_either_of_two_cards():
    rd = node("As a reversal, reverse any Strike or any maneuver played after either a Set-up card or a Follow-up card.",
              A.ReversalDefinition)
    after = rd.targets[1].played_after
    assert rd.targets[1].kinds == ("Maneuver",)
    assert [a.traits or a.kinds for a in after.alternatives] == [("Set-up",), ("Follow-up",)]


def test_revdef_can_also_completely_reverse():
    rd = node("When Bobby Fish is revealed, can also completely reverse any Multi card.", A.ReversalDefinition)
    assert rd.mode == "also" and rd.completely
    assert rd.targets == (A.CardFilter(kinds=("Card",), traits=("Multi",)),)


def test_revrestrict_damage_regardless_of_overturned_reversals():
    from judgebot.cardtext.reversals_ast import DamageRegardless
    d = node("That card does its normal damage, regardless of overturned Reversal cards.", DamageRegardless)
    assert d.card == A.CardFilter(kinds=("Card",))
    d = node("The maneuver does its normal damage, regardless of overturned Reversal cards.", DamageRegardless)
    assert d.card == A.CardFilter(kinds=("Maneuver",))
    # the criterion change that shares its subject keeps its reading
    s = parse_sentence("When successfully played by Kurt Angle, the card does not have to be non-unique.")
    assert s.is_parsed and not any(isinstance(n, DamageRegardless) for c in s.clauses for n in A.iter_nodes(c))


def test_revrestrict_first_titled_card_each_turn():
    (rr,) = _rrs("Your first Revolution Right on Target card played each turn cannot be reversed from Backlash.")
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("backlash",)
    assert rr.applies_to.kind == "first_this_turn" and rr.applies_to.filter.titled == ("Revolution Right on Target",)


def test_revrestrict_this_card_cannot_be_reversed_by_these_or_those():
    (rr,) = _rrs("When you have fewer cards in hand than your opponent, this card cannot be reversed by hybrid cards or "
                 "non-reversal cards.")
    assert rr.kind == "cannot_be_reversed" and rr.applies_to.kind == "this" and rr.condition.kind == "compare"
    first, second = rr.by_any
    assert first.qualifiers == ("hybrid",) and second.excludes == ("Reversal",)


def test_revdef_reverse_the_chosen_or_named_type_of_maneuver():
    rd = node("When this card is in your Ring area, you may put this card into your Ringside pile to reverse the chosen "
              "type of maneuver and end your opponent's turn.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), qualifiers=("of the chosen type",)),)
    rd = node("As a Mid-match reversal you may remove this card from the game to reverse the type of maneuver named and "
              "end your opponent's turn.", A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), qualifiers=("of the named type",)),)


def test_revdef_play_this_card_to_reverse_without_discarding():
    opt = node("You may play this card to reverse a Chain card without discarding cards.", A.Optional)
    assert opt.player == "you" and isinstance(opt.effect, A.ReversalDefinition)
    assert opt.effect.ignores == ("discard_price",)
    assert opt.effect.targets == (A.CardFilter(kinds=("Card",), traits=("Chain",)),)


def test_revdef_card_played_by_opponent_that_would_allow_him_to_look():
    rd = node("As a reversal, reverse any card played by your opponent that would allow him to look at your hand and end "
              "his turn.", A.ReversalDefinition)
    (t,) = rd.targets
    assert isinstance(t, A.EffectKind) and t.filter.qualifiers == ("played by opponent",)


def test_revrestrict_this_card_and_a_described_card_in_ring():
    s = parse_sentence("When this card and a non-Revolution card are in your Ring: ignore the 'non-Reversal' text of "
                       "your Ability.")
    assert s.is_parsed
    cond = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.kind == "all")
    this, other = cond.all_of
    assert this.filter.qualifiers == ("this card",) and other.filter.excludes == ("Revolution",)
    assert other.zone.name == "ring"


def test_rev_card_that_would_allow_opponent_to_discard_or_overturn():
    rd = node("As a reversal, reverse any card that would allow your opponent to discard or overturn cards.",
              A.ReversalDefinition)
    assert [t.kind for t in rd.targets] == ["opponent_discards", "opponent_overturns"]


def test_rev_if_that_opponent_has_cards_in_his_ring():
    rd = node("Reverse any HEEL maneuver or reversal card if that opponent has 5 or more HEEL cards in his Ring area.",
              A.ReversalDefinition)
    assert [t.kinds for t in rd.targets] == [("Maneuver",), ("Reversal",)]
    cond = rd.condition
    assert cond.kind == "have_cards" and cond.player == "opponent" and cond.filter.traits == ("Heel",)
    assert cond.quantity.count == 5 and cond.quantity.at_least and cond.zone.name == "ring"


def test_rev_if_opponent_already_has_a_card_in_his_ring():
    rd = node("Reverse any MANEUVER card or ACTION card that is not a Set-up card if your opponent already has a card in "
              "his Ring area with the same title.", A.ReversalDefinition)
    cond = rd.condition
    assert cond.kind == "have_cards" and cond.player == "opponent" and not cond.negated
    assert cond.zone.name == "ring" and cond.zone.owner == "opponent" and cond.quantity.count == 1
    assert cond.filter.qualifiers == ("with the same title",)


def test_reverse_ignore_any_of_his_reversal_restrictions():
    s = parse_sentence("As a reversal, when played ignore any of his reversal restrictions; reverse any Strike, or any "
                       "card with 'diva' in the text.")
    assert s.is_parsed
    ign = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, IgnoreReversalRestrictions))
    assert ign.which == ("all",) and ign.source == "opponent"
    rd = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalDefinition))
    assert rd.targets[0].kinds == ("Strike",)


def test_reverse_opponent_cannot_reverse_this_effect():
    s = parse_sentence("ACE: During your turn, you may put this card into your Ringside and then put up to 2 non-Unique "
                       "cards with 'precision' in the title from your Ringside into your hand; when you have 5+ lower "
                       "Fortitude, your opponent cannot reverse this effect.")
    assert s.is_parsed
    rr = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction))
    assert rr.kind == "effect_cannot_be_reversed"


def test_reverse_only_by_cards_that_reverse_a_title():
    rr = node("When played after Irish Whip, can only be reversed by cards that reverse Back Body Drop.",
              A.ReversalRestriction)
    assert rr.kind == "only_by" and rr.condition.kind == "played_after"
    assert rr.by.reverses == (A.CardFilter(titled=("Back Body Drop",)),)


def test_reverse_paren_this_cannot_be_reversed():
    s = parse_sentence("Before each player's Draw Segment when your opponent has more Arsenal cards, he may overturn 2 "
                       "cards (this cannot be reversed).")
    assert s.is_parsed
    overturn, rr = s.clauses
    assert isinstance(overturn.effects[0], A.Optional)
    assert [e.kind for e in rr.effects] == ["effect_cannot_be_reversed"]
    s = parse_sentence("ACE: During your turn, you may put this card from your Ring into your Ringside and then put 1 "
                       "Ringside maneuver into your Backlash (this effect cannot be reversed).")
    assert s.is_parsed and [e.kind for e in s.clauses[-1].effects] == ["effect_cannot_be_reversed"]


def test_reverse_only_from_their_opponents_arsenal():
    rr = node("If the first card played during each player's turn is a Maneuver card, it can only be reversed from their "
              "opponent's Arsenal.", A.ReversalRestriction)
    assert rr.kind == "only_from" and rr.zones == ("arsenal",)
    assert rr.condition.kind == "card_played_is" and rr.condition.filter.kinds == ("Maneuver",)


def test_reverse_activated_card_effect_of_a_title_cannot_be_reversed():
    s = parse_sentence("Your Jamie Noble-specific action cards are F:0 and Multi, and the Activated Card Effect of "
                       "Managed by Nidia cannot be reversed.")
    assert s.is_parsed
    rr = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction))
    assert rr.kind == "effect_cannot_be_reversed"
    assert rr.applies_to == A.Scope("all", A.CardFilter(titled=("Managed by Nidia",)))


def test_reverse_this_effect_cannot_be_reversed_by_cards():
    rr = node("When your Fortitude Rating is 10F-, this effect cannot be reversed by non-Unique cards.",
              A.ReversalRestriction)
    assert rr.kind == "effect_cannot_be_reversed" and rr.by.excludes == ("Unique",)
    assert rr.condition is not None


def test_reverse_maneuver_with_a_word_printed_in_the_text():
    rd = node("Reverse any maneuver with 'reverse' printed in the text and your opponent discards 1 card.",
              A.ReversalDefinition)
    assert rd.targets == (A.CardFilter(kinds=("Maneuver",), qualifiers=("'reverse' in the text",)),)


def test_reverse_by_reversal_cards_that_would_reverse_kinds():
    s = parse_sentence("As an action, this card is -6F and can be reversed by reversal cards that would reverse a Strike "
                       "or Grapple.")
    assert s.is_parsed
    rrs = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.ReversalRestriction)]
    assert [(r.kind, r.by.kinds, r.applies_to) for r in rrs] == [("as_if", ("Strike",), None),
                                                                 ("as_if", ("Grapple",), None)]


def test_reversal_change_joined_by_and_is_no_part_of_the_reversal_price():
    """"this card is -6F and your opponent must discard 1 card to play reversals to it": the change is this card's,
    the discard alone is the price of reversing it."""
    mod, price = one("When you have lower Fortitude, this card is -6F and your opponent must discard 1 card to play "
                     "reversals to it.")
    assert isinstance(mod, A.Modifier) and mod.changes[0].stat == "F" and mod.changes[0].amount == -6
    assert mod.scope.kind == "this" and mod.condition.stat == "fortitude_rating"
    assert isinstance(price, A.ActivatedEffect) and type(price.effects[0]).__name__ == "ReversalTo"
    (cost,) = price.cost
    assert isinstance(cost, A.Discard) and cost.player == "opponent" and cost.quantity.count == 1
    ab, price = one("When played as a Counter (hand or Backlash), this card is Multi and he must discard 1 Backlash card "
                    "to play a reversal to it.")
    assert isinstance(ab.effects[0], A.Considered) and ab.effects[0].as_kind.traits == ("Multi",)
    assert price.cost[0].player == "opponent" and price.cost[0].filter.qualifiers == ("in backlash",)


def test_reversal_choice_after_a_step_takes_a_changed_reversal_as_an_option():
    """"put this card on the bottom of your Arsenal and choose one: A, B, or reversals to your next card played this
    turn are +5F": the last option is a change of reversals (a restriction), still one of the three."""
    (ae,) = one("As an action, put this card on the bottom of your Arsenal and choose one: shuffle up to 2 cards from "
                "your Ringside into your Arsenal, your opponent puts 1 random card from his hand on the bottom of his "
                "Arsenal, or reversals to your next card played this turn are +5F.")
    assert isinstance(ae, A.ActivatedEffect) and isinstance(ae.cost[0], A.MoveCards) and ae.cost[0].this_card
    (choice,) = ae.effects
    assert isinstance(choice, A.Choice) and len(choice.options) == 3
    last = choice.options[-1]
    assert isinstance(last, A.ReversalRestriction) and last.kind == "modified"
    assert last.modifier.changes[0].amount == 5


def test_reversal_reversals_to_them_are_a_set_damage():
    """"reversals to them are D: 0 for the rest of the turn": the reversals' Damage set to 0 (not changed by 0)."""
    mod, rr = one("Your maneuvers are +2 Stun Value and reversals to them are D: 0 for the rest of the turn.")
    assert isinstance(mod, A.Modifier) and mod.changes[0].stat == "SV"
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "modified"
    (change,) = rr.modifier.changes
    assert change.stat == "D" and change.amount == 0 and change.set_to
    assert rr.modifier.scope.kind == "reversals_to_this" and rr.modifier.duration == "rest_of_turn"
    (ab,) = one("When this card is in your Ring, non-Superstar-specific reversals to your maneuvers are D: 0.")
    rr = ab.effects[0]
    assert rr.by.excludes == ("Superstar-specific",) or "Superstar-specific" in repr(rr.by)
    assert rr.modifier.changes[0].set_to and rr.applies_to.filter.kinds == ("Maneuver",)


def test_reversal_reversals_to_this_card_are_an_additional_change():
    """"your opponent's Reversal cards to this card are an additional +10F" (as "are +10F")."""
    (rr,) = one("When played after the card titled Gut Wrench, your opponent's Reversal cards to this card are an "
                "additional +10F.")
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "modified" and rr.applies_to is None
    assert rr.modifier.changes[0].stat == "F" and rr.modifier.changes[0].amount == 10
    assert rr.condition.kind == "played_after" and rr.condition.filter.titled == ("Gut Wrench",)


def test_reversal_to_reverse_it_is_the_card_the_trigger_names():
    """"you may put The MaTrish Move from your hand into your Ring to reverse it": the opponent's maneuver."""
    from judgebot.cardtext.reversals_ast import ThatCard
    (ae,) = one("ACE: When he plays a non-Unique maneuver, you may put The MaTrish Move from your hand into your Ring "
                "to reverse it.")
    assert isinstance(ae, A.ActivatedEffect)
    assert isinstance(ae.cost[0].effect, A.MoveCards) and ae.cost[0].effect.destination.name == "ring"
    (rd,) = ae.effects
    assert isinstance(rd, A.ReversalDefinition) and isinstance(rd.targets[0], ThatCard)
    assert ae.triggers[0].kind == "when_player_plays" and ae.triggers[0].by == "opponent"


def test_reversal_choice_option_keeps_its_own_condition():
    """"choose one: when your next card played this turn is ..., it is Multi and can only be reversed by 2 reversal
    cards; OR put this card ...": the first option is under its condition (it was read without it)."""
    (ae,) = one("ACE: Once during each of your turns, you may overturn 4 cards (when you have lower Fortitude, 2 "
                "cards) and then choose one: when your next card played this turn is a Cesaro-specific action or a "
                "maneuver with 'European' in the title, it is Multi and can only be reversed by 2 reversal cards; OR "
                "put this card and up to 1 Backlash card from your Ringside into your Backlash.")
    (choice,) = ae.effects
    first, second = choice.options
    assert isinstance(first, A.Conditional) and first.condition.kind == "next_card_is"
    kinds = [type(e).__name__ for e in first.effect.effects]
    assert kinds == ["Considered", "ReversalRestriction"] and first.effect.effects[1].count == 2
    assert first.effect.effects[0].as_kind.traits == ("Multi",)
    assert isinstance(second, A.MoveCards) and second.destination.name == "backlash"


def test_reversal10_reversals_to_this_card_two_changes():
    """"Reversals to this card are +10F and D: 0": both changes are of the same reversals (the damage set to 0, as
    "Reversals to this card are D: 0" alone), not a bare "D: 0" left unread."""
    s = parse_sentence("Reversals to this card are +10F and D: 0.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "modified" and rr.applies_to is None
    assert rr.modifier.scope.kind == "reversals_to_this"
    assert rr.modifier.changes == (A.StatChange("F", 10), A.StatChange("D", 0, set_to=True))


def test_reversal10_considered_unique_for_reversals_this_turn():
    """"your cards are considered Unique for your opponent's reversals this turn": the trait for that purpose, for
    this turn (as without "this turn", plus the time)."""
    s = parse_sentence("If you do, your cards are considered Unique for your opponent's reversals this turn.")
    assert s.is_parsed
    (ab,) = s.clauses
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.as_kind.traits == ("Unique",) and c.scope.player == "you"
    assert c.purpose == "your opponent's Reversal" and c.duration == "this_turn"
    assert ab.condition.kind == "did_previous"


def test_reversal10_overturns_the_same_number_again():
    """"When this effect is reversed, he overturns the same number again": the number named before."""
    s = parse_sentence("When this effect is reversed, he overturns the same number again.")
    assert s.is_parsed
    (ab,) = s.clauses
    (o,) = ab.effects
    assert isinstance(o, A.Overturn) and o.player == "opponent" and o.quantity.equal_to == "the same number"
    assert ab.triggers[0].kind == "when_effect_reversed"


def test_revrestrict11_only_by_two_reversals_from_arsenal():
    """"can only be reversed by 2 reversal cards from Arsenal": from Arsenal only, and two reversals (`count`)."""
    s = parse_sentence("When you have F: 30+, this card is Multi, +5D, and a TMF instead; and when you have 30+ RFG "
                       "cards, can only be reversed by 2 reversal cards from Arsenal.")
    assert s.is_parsed
    (seq,) = s.clauses[-1].effects
    only_from, only_by = seq.effects
    assert only_from.kind == "only_from" and only_from.zones == ("arsenal",)
    assert only_by.kind == "only_by" and only_by.count == 2 and only_by.by.kinds == ("Reversal",)


def test_revrestrict11_only_by_two_from_hand_or_from_arsenal_stays_unread():
    """"from hand by 2 reversal cards, or from Arsenal": two reversals from hand only, which no restriction holds."""
    s = parse_sentence("When this card is 12D+, can only be reversed from hand by 2 reversal cards, or from Arsenal.")
    assert not s.is_parsed


def test_revrestrict11_price_for_reversals_of_a_description():
    """"... to play RMS reversals to your 'Textbook' maneuvers": only RMS reversals pay (`by`)."""
    from judgebot.cardtext.reversals_ast import ReversalTo
    s = parse_sentence("Your opponent must discard 2 cards to play RMS reversals to your 'Textbook' maneuvers.")
    assert s.is_parsed
    (ae,) = s.clauses
    (to,) = ae.effects
    assert isinstance(to, ReversalTo) and to.target == "yours" and to.filter.title_words == ("Textbook",)
    assert to.by.kinds == ("Reversal",) and to.by.traits == ("RMS",)
    s = parse_sentence("When your Fortitude Rating is 10 or less, and you have lower Fortitude, your opponent must "
                       "discard 2 Backlash cards to play a non-Superstar-specific reversal to your cards with 'punch' "
                       "in the title.")
    (to,) = s.clauses[0].effects
    assert to.by.excludes == ("Superstar-specific",) and to.filter.title_words == ("punch",)


def test_revrestrict11_price_for_hand_reversals():
    """"... to play Hand reversals to your Superstar-specific maneuvers": reversals from hand pay (`zones`)."""
    s = parse_sentence("When you have lower Fortitude, your opponent must discard 1 maneuver to play Hand reversals "
                       "to your Superstar-specific maneuvers.")
    assert s.is_parsed
    (to,) = s.clauses[0].effects
    assert to.zones == ("hand",) and to.by is None and to.filter.traits == ("Superstar-specific",)


def test_revrestrict11_ignore_reversal_restrictions_from_arsenal():
    """"Your opponent can ignore reversal restrictions from Arsenal on your High Risks": when he reverses from
    Arsenal, on those cards only."""
    s = parse_sentence("Your opponent can ignore reversal restrictions from Arsenal on your High Risks.")
    assert s.is_parsed
    ign = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, IgnoreReversalRestrictions)][0]
    assert ign.zones == ("arsenal",) and ign.on.kinds == ("High Risk",) and ign.on.owner == "you"
    s = parse_sentence("Your opponent may ignore reversal restrictions from Arsenal.")
    ign = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, IgnoreReversalRestrictions)][0]
    assert ign.zones == ("arsenal",) and ign.on is None


def test_revrestrict11_ignores_reversal_and_play_restrictions():
    """"This card ignores any reversal restrictions or play restrictions from your opponent": "play" too."""
    s = parse_sentence("This card ignores any reversal restrictions or play restrictions from your opponent.")
    assert s.is_parsed
    ign = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, IgnoreReversalRestrictions)][0]
    assert ign.which == ("all", "play") and ign.source == "opponent"


def test_revrestrict11_the_reversal_deals_no_damage():
    """"When reversed from Backlash: the reversal deals no Damage." (the reversal to this card: at most 0D)"""
    s = parse_sentence("When reversed from Backlash: the reversal deals no Damage.")
    assert s.is_parsed
    (ab,) = s.clauses
    (rr,) = ab.effects
    assert rr.kind == "modified" and rr.modifier.scope.kind == "reversals_to_this"
    assert rr.modifier.changes == (A.StatChange("D", 0, maximum=True),)
    assert ab.triggers[0].kind == "when_reversed" and ab.triggers[0].zone.name == "backlash"


def test_revrestrict11_requires_reversals_to_completely_reverse():
    """"This card requires 3 reversals to completely reverse instead of 2, and ignore 'completely' on your opponent's
    reversal cards and effects"."""
    s = parse_sentence("This card requires 3 reversals to completely reverse instead of 2, and ignore 'completely' on "
                       "your opponent's reversal cards and effects.")
    assert s.is_parsed
    rr = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.ReversalRestriction)]
    assert rr and rr[0].count == 3


def test_revrestrict11_only_from_hand_by_otherwise_from_arsenal():
    """"Can only be reversed from your opponent's hand by the card titled Hold the Phone! or Superplex, otherwise, can
    only be reversed from his Arsenal" (as "from hand by X or Y, or from Arsenal")."""
    s = parse_sentence("Can only be reversed from your opponent's hand by the card titled Hold the Phone! or Superplex, "
                       "otherwise, can only be reversed from his Arsenal.")
    assert s.is_parsed
    (seq,) = s.clauses[0].effects
    only_from, only_by = seq.effects
    assert only_from.kind == "only_from" and only_from.zones == ("hand", "arsenal")
    assert only_by.kind == "only_by" and only_by.zones == ("hand",)
    assert set(only_by.by.titled) == {"Hold the Phone!", "Superplex"}


def test_revrestrict11_only_from_arsenal_instead():
    """"When that card was a maneuver, this card can only be reversed from Arsenal instead." (only from Arsenal)"""
    s = parse_sentence("When that card was a maneuver, this card can only be reversed from Arsenal instead.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert rr.kind == "only_from" and rr.zones == ("arsenal",) and rr.condition.kind == "card_is"


def test_revrestrict11_ignore_restrictions_from_cards_and_effects():
    """"When playing this card, ignore reversal restrictions from cards and effects." (from any card)"""
    s = parse_sentence("When playing this card, ignore reversal restrictions from cards and effects.")
    assert s.is_parsed
    ign = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, IgnoreReversalRestrictions)][0]
    assert ign.which == ("all",) and ign.source == "any" and ign.zones == ()


def test_revdef11_values_changed_before_may_put_this_card_to_reverse():
    # "your maneuvers without text are +5D and you may ... put this card into your Ringside pile to reverse ...": the
    # +5D holds while the card is in the Ring; only the discard and the move are the price of the reversal
    s = parse_sentence("When this card is in your Ring area, your maneuvers without text are +5D and you may discard 1 "
                       "card and then put this card into your Ringside pile to reverse any Action card and end your "
                       "opponent's turn.")
    assert s.is_parsed
    values, activated = s.clauses
    (mod,) = values.effects
    assert isinstance(mod, A.Modifier) and mod.scope.filter.kinds == ("Maneuver",)
    assert mod.changes[0].stat == "D" and mod.changes[0].amount == 5
    assert [t.kind for t in values.triggers] == ["while_in_ring"]
    assert isinstance(activated, A.ActivatedEffect)
    assert not any(isinstance(n, A.Modifier) for n in A.iter_nodes(activated))
    (rev,) = [n for n in A.iter_nodes(activated) if isinstance(n, A.ReversalDefinition)]
    assert rev.targets[0].kinds == ("Action",)
    assert any(isinstance(n, A.Discard) for n in A.iter_nodes(activated.cost))


def test_revdef11_strike_bonus_before_may_put_this_card_to_reverse():
    s = parse_sentence("When this card is in your Ring area, your Strike maneuvers are +1D and you may put this card "
                       "into your Ringside pile to reverse any Action card and end your opponent's turn.")
    values, activated = s.clauses
    assert values.effects[0].scope.filter.kinds == ("Strike",)
    assert isinstance(activated, A.ActivatedEffect) and isinstance(activated.effects[0], A.ReversalDefinition)


def test_revrestrict12_cannot_be_reversed_when_titled_card_in_either_zone():
    # "is in any Ring area or Ringside pile": one place or the other (the first place, the other as its alternative)
    s = parse_sentence("Cannot be reversed when the card titled Managed by Dawn Marie is in any Ring area or "
                       "Ringside pile.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert rr.kind == "cannot_be_reversed"
    c = rr.condition
    assert c.kind == "card_in_zone" and c.filter.titled == ("Managed by Dawn Marie",)
    assert c.zone.name == "ring" and c.zone.owner == "any"
    assert [(z.name, z.owner) for z in c.zone.alternatives] == [("ringside", "any")]


def test_revdef13_reverse_his_card():
    # "to reverse his Superstar-specific card": the opponent's card, as "reverse any Superstar-specific card"
    (ae,) = parse_sentence("During your opponent's turn, you may RFG 1 Superstar-specific non-Backlash Ringside card to "
                           "reverse his Superstar-specific card.").clauses
    assert isinstance(ae, A.ActivatedEffect)
    (rd,) = ae.effects
    assert isinstance(rd, A.ReversalDefinition) and rd.targets == (A.CardFilter(kinds=("Card",), traits=("Superstar-specific",)),)


def test_revdef13_variable_range_target():
    from judgebot.cardtext.reversals_ast import VariableRangeTarget
    from judgebot.cardtext.continuous_ast import Variable
    (rd,) = parse_sentence("Completely reverse any card of printed D: # or less, where # is equal to the number of your "
                           "Ring cards.").clauses
    assert isinstance(rd, A.ReversalDefinition) and rd.completely
    (t,) = rd.targets
    assert isinstance(t, VariableRangeTarget) and t.stat == "D" and t.at_most and t.printed
    assert t.filter == A.CardFilter(kinds=("Card",))
    assert isinstance(t.value, Variable) and t.value.definition is not None
    (rd,) = parse_sentence("Reverse any non-Trademark-Finisher maneuver of #D or less, where # is equal to the total number "
                           "of cards removed from the game, and end your opponent's turn.").clauses
    (t,) = rd.targets
    assert isinstance(t, VariableRangeTarget) and not t.printed and t.filter.excludes == ("Trademark Finisher",)
    assert t.value.definition is not None and isinstance(rd.then[0], A.EndTurn)


def test_revdef13_even_during_own_turn():
    from judgebot.cardtext.reversals_ast import ReversalInOwnTurn
    for s in ("As a reversal, reverse any effect that would prevent a Pinfall Victory (even during your own turn), or "
              "reverse any non-Trademark Finisher-card.",
              "As a reversal, reverse any effect that would prevent a Pinfall Victory (even during your turn), or reverse "
              "any Foil card."):
        (ab,) = parse_sentence(s).clauses
        (choice,) = ab.effects
        first, second = choice.options
        assert isinstance(first, A.Sequence)
        rd, own = first.effects
        assert rd.targets == (A.EffectKind("prevent_pinfall"),) and isinstance(own, ReversalInOwnTurn)
        assert isinstance(second, A.ReversalDefinition)
    # "Finisher-card" (printed with a hyphen): a Finisher card
    (ab,) = parse_sentence("As a reversal, reverse any effect that would prevent a Pinfall Victory (even during your own "
                           "turn), or reverse any non-Trademark Finisher-card.").clauses
    assert ab.effects[0].options[1].targets == (A.CardFilter(kinds=("Card",), excludes=("Trademark Finisher",)),)


def test_revdef13_paren_state_bare_targets():
    (rd,) = parse_sentence("Reverse any action or non-Superstar-specific D:10+ maneuver (when you are Theodore Long, any "
                           "D:10+ maneuver).").clauses
    *plain, cond = rd.targets
    assert [f.kinds for f in plain] == [("Action",), ("Maneuver",)]
    assert cond.condition.kind == "superstar_is" and cond.condition.names == ("Theodore Long",) and not cond.instead
    assert cond.targets[0].damage == A.Range("D", 10, None)


def test_revdef13_opponent_also_cannot_reverse():
    (rr,) = parse_sentence("If you have 6 or more Grapple or Submission maneuvers in your Ring area with the words 'knee,' "
                           "'leg,'or 'toe'in the title, your opponent also cannot reverse any maneuver with the words "
                           "'knee,' 'leg,'or 'toe'in the title from his Arsenal.").clauses
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "cannot_be_reversed" and rr.zones == ("arsenal",)
    assert rr.applies_to.filter.title_words == ("knee", "leg", "toe") and rr.condition.kind == "have_cards"


def test_revdef13_values_then_semicolon_may_price():
    (ab, ae) = parse_sentence("When this card is in your Ring area, your cards with the word 'blindside'in the title are "
                              "-1F; your maneuvers with the word 'precision' in the title are -2F; your maneuvers with the "
                              "word 'technical' in the title are +1D; and you may put this card into your Ringside pile to "
                              "reverse any maneuver that is not a Chain, Heat, or Volley maneuver and end your opponent's "
                              "turn.").clauses
    assert [m.changes[0].amount for m in ab.effects] == [-1, -2, 1]
    assert isinstance(ae, A.ActivatedEffect) and isinstance(ae.cost[0], A.Optional)
    (rd,) = ae.effects
    assert rd.targets[0].excludes == ("Chain", "Heat", "Volley") and isinstance(rd.then[0], A.EndTurn)


def test_revdef13_titles_misprinted_in_reversal_lists():
    # "I;ve Got Two Words for Ya!" (I've Got Two Words for Ya...), "J.R.Style Slobberknocker" (J.R. Style Slobber-knocker)
    (_, ae) = parse_sentence("When this card is in your Ring area, your Strike maneuvers are +1D and you may put this card "
                             "into your Ringside pile to reverse the cards titled Iron Will, Clutch onto Opponent, "
                             "Commission-er Rules!, Little She Devil, Simply The Best or I;ve Got Two Words for Ya! and end "
                             "your opponent's turn.").clauses
    (rd,) = ae.effects
    assert len(rd.targets[0].titled) == 6 and rd.targets[0].titled[-1].lower().startswith("i've got two words for ya")
    (ae,) = parse_sentence("When this card is in your Ring ares you may put this card into your Ringside pile to reverse the "
                           "cards titled Beating the Odds, Turn the Tide, Roll Out of the Ring, J.R.Style Slobberknocker, or "
                           "Ring Steps and end your opponent's turn").clauses
    (rd,) = ae.effects
    assert rd.targets[0].titled == ("Beating the Odds", "Turn the Tide", "Roll Out of the Ring",
                                    "J.R. Style Slobber-knocker", "Ring Steps")


def test_revdef13_state_or_cards_held():
    # "when you have 5+ lower Fortitude or 30- cards in Arsenal": either (the same player)
    s = parse_sentence("Reverse any card with 'shoot' in the title; when you have 5+ lower Fortitude or 30- cards in "
                       "Arsenal, can also reverse any non-Superstar-specific Unique maneuver.")
    assert s.is_parsed
    also = [n for n in A.iter_nodes(s) if isinstance(n, A.ReversalDefinition) and n.mode == "also"]
    (rd,) = also
    c = rd.condition
    assert c.kind == "any"
    first, second = c.any_of
    assert first.kind == "compare" and first.amount == 5
    assert second.kind == "have_cards" and second.player == "you" and second.quantity == A.Quantity(count=30, up_to=True)
    assert second.zone.name == "arsenal"


def test_revdef13_description_or_post():
    # "any card that 'cannot be reversed' or with a 'can only be reversed' effect": either description
    (rd,) = parse_sentence("Reverse any non-Superstar-specific card that 'cannot be reversed' or with a 'can only be "
                           "reversed' effect.").clauses
    assert len(rd.targets) == 2
    assert all(t.excludes == ("Superstar-specific",) for t in rd.targets)
    assert rd.targets[0].qualifiers != rd.targets[1].qualifiers
    s = parse_sentence("As a reversal, reverse any action played from hand, any antic, or any card with Momentum or that "
                       "'cannot be reversed'.")
    (rd,) = [n for n in A.iter_nodes(s) if isinstance(n, A.ReversalDefinition)]
    assert len(rd.targets) == 4


def test_revrestrict13_cannot_play_reversals_to_your_desc_ace():
    # "your opponent cannot play reversals to your Smackdown ACE": the ACEs of those cards cannot be reversed
    s = parse_sentence("Your Superstar-specific cards are Smackdown, and your opponent cannot play reversals to your "
                       "Smackdown ACE.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "effect_cannot_be_reversed" and rr.by is None
    assert rr.applies_to.kind == "all" and rr.applies_to.filter.traits == ("SmackDown",)
    # by some reversals only: "non-Unique reversals"
    (rr,) = parse_sentence("Your opponent cannot play non-Unique reversals to your Superstar-specific ACE.").clauses
    assert rr.kind == "effect_cannot_be_reversed" and rr.by.kinds == ("Reversal",) and rr.by.excludes == ("Unique",)
    assert rr.applies_to.filter.traits == ("Superstar-specific",)


def test_revrestrict13_next_quoted_word_maneuver_cannot_be_reversed():
    # "your next 'Samoan' maneuver this turn": the next maneuver with 'Samoan' in its title
    s = parse_sentence("ACE: During your turn you can RFG this card and then your next 'Samoan' maneuver this turn "
                       "cannot be reversed.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "cannot_be_reversed" and rr.applies_to.kind == "next"
    assert rr.applies_to.filter.kinds == ("Maneuver",) and rr.applies_to.filter.title_words == ("Samoan",)


def test_turn13_reversed_card_unsuccessful_to_ringside_no_effect_ends_turn():
    """"It is unsuccessful, goes to his Ringside pile, has no effect and ends his turn." (after "reverse any Action
    card"): the reversed card counts as not successful, goes to his Ringside, none of its effects happen, his turn
    ends."""
    from judgebot.cardtext.reversals_ast import PlayUndone
    s = parse_sentence("It is unsuccessful, goes to his Ringside pile, has no effect and ends his turn.")
    assert s.is_parsed
    effects = [n for n in A.iter_nodes(s) if isinstance(n, (PlayUndone, A.MoveCards, A.EndTurn))]
    undone, move, no_effect, end = effects
    assert undone == PlayUndone(A.Scope("it"), "not_successful")
    assert move.cards.filter.qualifiers == ("it",) and move.destination == A.Zone("ringside", "opponent")
    assert no_effect == PlayUndone(A.Scope("it"), "no_effect")
    assert end == A.EndTurn("opponent")


def test_whenthis13_his_card_considered_not_played():
    # "ACE: During any turn, when he successfully plays a card with 'Pinfall' or 'Count Out' in the text, you may
    # overturn 6 cards, remove that card from the game, and his card is considered to have not been played."
    from judgebot.cardtext.reversals_ast import PlayUndone
    text = ("ACE: During any turn, when he successfully plays a card with 'Pinfall' or 'Count Out' in the text, you may "
            "overturn 6 cards, remove that card from the game, and his card is considered to have not been played.")
    undone = node(text, PlayUndone)
    assert undone.result == "not_played" and undone.scope.kind == "it" and undone.scope.player == "opponent"
    rfg = node(text, A.RemoveFromGame)
    assert rfg.player == "you"


def test_revdef13_flip_as_price_to_reverse():
    # "he must flip 1 card in his Ring face down to reverse your cards with 'blindside' in the title from hand or
    # Backlash": flipping is the price of reversing those cards
    from judgebot.cardtext.reversals_ast import ReversalTo
    from judgebot.cardtext.virtual_ast import Flip
    (ae,) = parse_sentence("When you reverse a card to end your opponent's turn, during your next turn he must flip 1 card in "
                           "his Ring face down to reverse your cards with 'blindside' in the title from hand or "
                           "Backlash.").clauses
    assert isinstance(ae, A.ActivatedEffect)
    (flip,) = ae.cost
    assert isinstance(flip, Flip) and flip.player == "opponent" and flip.cards.quantity.count == 1
    (to,) = ae.effects
    assert isinstance(to, ReversalTo) and to.target == "yours"
    assert [t.kind for t in ae.triggers] == ["when_player_reverses", "during_your_next_turn"]


def test_revrestrict13_only_from_zone_or_by_cards_from_zones():
    # "can only be reversed from Arsenal or by D: 0 reversals from hand": from Arsenal by any, from hand by D: 0 only
    s = parse_sentence("Your first non-hybrid maneuver played each turn that is 6D or less can only be reversed from "
                       "Arsenal or by D: 0 reversals from hand.")
    assert s.is_parsed
    only_from, only_by = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction)]
    assert only_from.kind == "only_from" and set(only_from.zones) == {"arsenal", "hand"}
    assert only_by.kind == "only_by" and only_by.zones == ("hand",) and only_by.by.damage.high == 0
    assert only_from.applies_to.kind == only_by.applies_to.kind == "first_this_turn"


def test_revrestrict13_cannot_play_reversals_to_it_from_zones():
    # "your opponent cannot play reversals to it from hand or Backlash": not by reversals from there
    s = parse_sentence("Can only be played after a successfully played card; when played after a Foreign Object, your "
                       "opponent cannot play reversals to it from hand or Backlash.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("hand", "backlash") and rr.by is None
    assert rr.condition.kind == "played_after" and rr.condition.filter.traits == ("Foreign Object",)


def test_revrestrict13_first_card_played_from_hand_each_turn_as_reversal_target():
    # "to your first printed non-maneuver played from hand each turn": that card (played from hand) cannot be reversed
    # by Backlash reversals
    (rr,) = parse_sentence("Your opponent cannot play Backlash reversals to your first printed non-maneuver played "
                           "from hand each turn.").clauses
    assert rr.kind == "cannot_be_reversed" and rr.applies_to.kind == "first_this_turn"
    assert rr.applies_to.filter.excludes == ("Maneuver",) and rr.applies_to.filter.played_from


def test_subject13_cannot_be_responded_to_when_played_after():
    # the opponent cannot respond to this card, only when it is played after a Superstar-specific card
    s = parse_sentence("Cannot be responded to when played after a Superstar-specific card.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "cannot_respond"
    assert rr.condition.kind == "played_after" and rr.condition.filter.traits == ("Superstar-specific",)
