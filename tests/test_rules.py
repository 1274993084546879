"""Unit tests of the rule modules, one class per rule, each test named after the rule it pins.

Cards here are built by hand (values and type lines as printed) so each rule is tested on its
own; tests/test_rules_scenarios.py runs whole scenarios against the card database.
"""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from judgebot.cardtext import ast as A
from judgebot.errors import BadScenario, UnknownCard
from judgebot.models import Card
from judgebot.rules import cardtype, chain, damage, heat, momentum, multi, revolution, rms, stun_value, victory, volley
from judgebot.rules import effects as E
from judgebot.rules.conditions import Situation, holds
from judgebot.rules.facts import CardEffects, CardFilter, Condition, Modifier, ReversalAbility
from judgebot.rules.filters import AsPlayed, matches, title_contains
from judgebot.rules.fortitude import Applied, fortitude_cost, fortitude_rating
from judgebot.rules.playing import check_follow_up
from judgebot.rules.potentiality import restriction_in_force
from judgebot.rules.facts import Restriction
from judgebot.rules.scenario import build_match, load_scenario
from judgebot.rules.zones import PlayedBefore, Player


def card(title="Test Card", type_line="Strike", fortitude=0, damage_=3, stun=None, traits=(), volley_=None, text=""):
    return Card(key=title.lower(), title=title, base_title=title, version="", type_line=type_line, types=(),
                subtypes=(), hybrid=" / " in type_line, multi_parts=(), fortitude=fortitude, damage=damage_,
                stun=stun, traits=tuple(traits), trait_corrections=(), volley=volley_, logos=(), target="",
                hand_size=None, superstar_value=None, printed_text=text, current_text=text)


def played(c, dmg=None, momentum_=False, potential=frozenset(), as_type=None):
    return AsPlayed(card=c, face=cardtype.face_as(c, as_type), damage=c.damage if dmg is None else dmg,
                    momentum=momentum_, potential=potential)


def player(role="attacker", **zones):
    p = Player(role=role)
    for k, v in zones.items():
        setattr(p, k, v)
    p.given = frozenset(k for k in zones if k in ("ring", "ringside", "hand", "backlash", "arsenal"))
    return p


# ----------------------------------------------------------------------------- Fortitude

class TestFortitude:
    def test_fortitude_rating_is_printed_damage_in_ring(self):
        assert fortitude_rating(player(ring=[card(damage_=3), card(damage_=10), card(damage_=None)])) == 13

    def test_fortitude_override(self):
        p = player(ring=[card(damage_=3)])
        p.fortitude_override = 9
        assert fortitude_rating(p) == 9

    def test_cost_multiplication_before_addition(self):
        c = card(fortitude=10)
        mods = [Applied(Modifier("F", "-", 5), "a", "attacker"), Applied(Modifier("F", "*", 2), "b", "attacker")]
        assert fortitude_cost(c, mods) == 15          # (10 x 2) - 5, not (10 - 5) x 2

    def test_cost_players_effects_before_opponents(self):
        c = card(fortitude=10)
        mods = [Applied(Modifier("F", "*", 2), "opp", "defender"), Applied(Modifier("F", "+", 2), "mine", "attacker")]
        assert fortitude_cost(c, mods) == 24          # (10 + 2) then x 2


class TestDamage:
    def test_no_damage_is_not_d0(self):
        bonus = [Applied(Modifier("D", "+", 2), "x", "attacker")]
        assert damage.modified_damage(None, bonus, []) is None
        assert damage.modified_damage(0, bonus, []) == 2

    def test_damage_modifiers_yours_then_opponents(self):
        yours = [Applied(Modifier("D", "+", 3), "x", "attacker")]
        theirs = [Applied(Modifier("D", "/", 2), "y", "defender")]
        assert damage.modified_damage(5, yours, theirs) == 4

    def test_negative_damage_overturns_nothing(self):
        assert damage.cards_to_overturn(-2) == 0
        assert damage.cards_to_overturn(None) == 0


# ----------------------------------------------------------------------------- card types and filters

class TestCardTypes:
    def test_hybrid_faces(self):
        c = card(type_line="Strike / Reversal: Special")
        assert [f.kind for f in cardtype.faces(c)] == ["maneuver", "reversal"]
        assert cardtype.is_hybrid(c)
        assert cardtype.face_as(c, "reversal").kind == "reversal"

    def test_multi_half_is_multi(self):
        c = card(type_line="Grapple + Submission", traits=("Multi",))
        assert cardtype.is_multi(c, cardtype.face_as(c, None))

    def test_revolution_class_and_follow_up(self):
        f = cardtype.face_as(card(type_line="Trademark: Colossal: Follow-up: Maneuver"), None)
        assert f.classes == ("Colossal",) and f.follow_up == "Maneuver" and f.subtypes == ("Trademark",)


class TestFilters:
    def test_bash_is_case_sensitive(self):
        assert title_contains(card("BASH Suplex"), "BASH")
        assert not title_contains(card("Bash Head"), "BASH")
        assert title_contains(card("Leg Lock"), "leg") and title_contains(card("Apply Illegal Leverage"), "Leg")

    def test_trademark_is_not_trademark_finisher(self):
        tf = card(type_line="Trademark Finisher")
        assert not matches(CardFilter(kinds=frozenset({"maneuver"}), subtypes=frozenset({"Trademark"})), played(tf))

    def test_printed_damage_range_ignores_bonus(self):
        f = CardFilter(kinds=frozenset({"maneuver"}), damage_min=5, damage_max=7, printed=True)
        hold = card(type_line="Hold: Core", damage_=5)
        assert matches(f, played(hold, dmg=9))
        assert not matches(CardFilter(kinds=frozenset({"maneuver"}), damage_max=7), played(hold, dmg=9))

    def test_no_damage_fits_no_damage_limit(self):
        f = CardFilter(damage_max=7)
        assert not matches(f, played(card(type_line="Action", damage_=None)))

    def test_non_unique_excludes_universally_unique(self):
        f = CardFilter(not_traits=frozenset({"unique"}))
        assert not matches(f, played(card(traits=("Universally Unique",))))


# ----------------------------------------------------------------------------- Follow-up

class TestFollowUp:
    fls = CardEffects(follow_up=(CardFilter(kinds=frozenset({"maneuver"}), damage_min=2, successful=True),))

    def test_follow_up_needs_a_card_before(self):
        assert not check_follow_up(self.fls, None)[0]

    def test_follow_up_reads_the_card_immediately_before(self):
        assert check_follow_up(self.fls, PlayedBefore(card(damage_=4), "successful"))[0]
        assert not check_follow_up(self.fls, PlayedBefore(card(type_line="Action", damage_=0), "successful"))[0]

    def test_follow_up_needs_a_successful_card(self):
        assert not check_follow_up(self.fls, PlayedBefore(card(damage_=4), "reversed"))[0]


class TestConditions:
    def test_played_after_kick_in_title(self):
        cond = Condition("after", filter=CardFilter(title_has="kick"))
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0,
                      previous=PlayedBefore(card("Spinning Kick"), "successful"))
        assert holds(cond, s)
        s.previous = PlayedBefore(card("Punch"), "successful")
        assert not holds(cond, s)

    def test_hand_size_counts_the_card_being_played(self):
        s = Situation(you=player(hand=[card()]), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0,
                      in_hand_too=1)
        assert holds(Condition("hand_at_least", n=2), s)
        assert not holds(Condition("hand_at_least", n=3), s)


    @staticmethod
    def _printed(sentence):
        """The condition of a printed sentence, as the resolver reads it."""
        from judgebot.cardtext import ast as A
        from judgebot.cardtext import parse_text
        from judgebot.rules.effects import condition_from

        tree = parse_text(sentence)
        assert tree.is_fully_parsed, sentence
        (cond,) = [n for n in A.iter_nodes(tree) if isinstance(n, A.Condition)][:1]
        return condition_from(cond)

    def test_when_your_opponent_is_names_his_superstar(self):
        cond = self._printed("When your opponent is Triple H, draw 1 card.")
        s = Situation(you=player(superstar=card("Kane")), opponent=player("defender", superstar=card("Triple H")),
                      your_fortitude=0, opponent_fortitude=0)
        assert holds(cond, s)
        s.opponent.superstar = card("The Rock")
        assert not holds(cond, s)
        # an identity that is not a Superstar name is not checked as one
        assert self._printed("When you are not a Tag Team, this card is -4F and +2D.").kind == "unread"

    def test_fewer_cards_in_hand_is_an_upper_bound(self):
        cond = self._printed("When you have 2 or fewer cards in your hand, draw 1 card.")
        s = Situation(you=player(hand=[card()]), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
        assert cond.kind == "hand_at_most" and holds(cond, s)
        s.you.hand = [card(), card(), card()]
        assert not holds(cond, s)

    def test_fortitude_bounds_and_margins(self):
        cond = self._printed("When your Fortitude Rating is 5 or less, draw 1 card.")
        low = Situation(you=player(), opponent=player("defender"), your_fortitude=4, opponent_fortitude=20)
        high = Situation(you=player(), opponent=player("defender"), your_fortitude=9, opponent_fortitude=0)
        assert holds(cond, low) and not holds(cond, high)
        cond = self._printed("When you have 10+ lower Fortitude, draw 1 card.")
        assert holds(cond, low) and not holds(cond, high)
        lower_by_5 = Situation(you=player(), opponent=player("defender"), your_fortitude=15, opponent_fortitude=20)
        assert not holds(cond, lower_by_5)      # lower, but not by 10

    def test_a_tie_in_fortitude_counts_for_equal_or_lower(self):
        # "When you have equal or lower Fortitude" (Welcome to the Wasteland: "lower or equal"), "When you have
        # equal Fortitude, this card is -1F." (Getting a 418 Energy Boost!)
        tie = Situation(you=player(), opponent=player("defender"), your_fortitude=10, opponent_fortitude=10)
        lower = Situation(you=player(), opponent=player("defender"), your_fortitude=5, opponent_fortitude=10)
        higher = Situation(you=player(), opponent=player("defender"), your_fortitude=15, opponent_fortitude=10)
        cond = self._printed("When you have equal or lower Fortitude, draw 1 card.")
        assert holds(cond, tie) and holds(cond, lower) and not holds(cond, higher)
        cond = self._printed("When you have equal or greater Fortitude, draw 1 card.")
        assert holds(cond, tie) and not holds(cond, lower) and holds(cond, higher)
        cond = self._printed("When you have equal Fortitude, this card is -1F.")
        assert holds(cond, tie) and not holds(cond, lower) and not holds(cond, higher)


    def test_stun_value_in_ring_compared(self):
        # You're Not in My League: "the total Stun Value in your Ring area is greater than ... your opponent's"
        cond = self._printed("This card can only be played if the total Stun Value in your Ring area is greater "
                             "than the Stun Value in your opponent's Ring area.")
        assert cond == Condition("stun_value_above_opponent")
        s = Situation(you=player(ring=[card(stun=2), card(stun=1), card()]), opponent=player("defender", ring=[
            card(stun=2)]), your_fortitude=0, opponent_fortitude=0)
        assert holds(cond, s)
        s.opponent.ring.append(card(stun=1))
        assert not holds(cond, s)           # 3 is not greater than 3
        # Inside Cradle: "at least 5 greater" (a margin)
        cond = self._printed("When successfully played, if the Stun Value in your Ring area is at least 5 greater "
                             "than the Stun Value in your opponent's Ring area, you win the game via Pinfall victory.")
        assert cond == Condition("stun_value_above_opponent_by", n=5)
        assert not holds(cond, s)
        s.you.ring.append(card(stun=5))
        assert holds(cond, s)               # 8 against 3

    def test_superstar_value_conditions(self):
        from dataclasses import replace as _replace
        you = player(superstar=_replace(card("Kane"), superstar_value=3))
        him = player("defender", superstar=_replace(card("Triple H"), superstar_value=2))
        s = Situation(you=you, opponent=him, your_fortitude=0, opponent_fortitude=0)
        # Don't You Usually Wrestle in Dark Matches?
        cond = self._printed("Can only be played if your opponent has a Superstar Value of 2 or less.")
        assert cond == Condition("opponent_superstar_value_at_most", n=2) and holds(cond, s)
        # Vince McMahon Interferes!: both must hold
        cond = self._printed("Can only be played when your Superstar Value is 3 or greater and also greater than "
                             "your opponent's Superstar Value.")
        assert cond.kind == "all" and holds(cond, s)
        s.opponent.superstar = _replace(card("The Rock"), superstar_value=3)
        assert not holds(cond, s)
        s.opponent.superstar = None
        assert not holds(cond, s)           # no Superstar given: not met

    def test_and_if_after_follow_up_is_a_second_requirement(self):
        # No Mercy!: "after a successfully played maneuver and if your Fortitude Rating is greater than ..."
        from judgebot.cardtext import parse_sentence
        from judgebot.rules.playing import check_requirements
        reader = E._Reader(None)
        reader.sentence(parse_sentence("Can only be played after a successfully played maneuver and if your "
                                       "Fortitude Rating is greater than your opponent's Fortitude Rating.").clauses)
        fx = reader.result()
        assert fx.follow_up and fx.play_conditions == (Condition("fortitude_above_opponent"),)
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=10, opponent_fortitude=12)
        ok, why = check_requirements(fx, s)
        assert not ok and "greater" in why
        s.your_fortitude = 13
        assert check_requirements(fx, s)[0]

    def test_unless_after_follow_up_is_an_exception(self):
        # Technical Superiority: "after a successfully played card, unless you are Dean Malenko": either case
        from judgebot.cardtext import parse_sentence
        from judgebot.rules.playing import check_requirements
        reader = E._Reader(None)
        reader.sentence(parse_sentence("Can only be played after a successfully played card, unless you are Dean "
                                       "Malenko.").clauses)
        fx = reader.result()
        assert not fx.follow_up and [c.kind for c in fx.play_conditions] == ["any"]
        s = Situation(you=player(superstar=card("Dean Malenko")), opponent=player("defender"), your_fortitude=0,
                      opponent_fortitude=0)
        assert check_requirements(fx, s)[0]              # no card before it, but he is Dean Malenko
        s.you.superstar = card("Kane")
        assert not check_requirements(fx, s)[0]
        s.previous = PlayedBefore(card=card("Chop"), result="successful")
        assert check_requirements(fx, s)[0]

    def test_an_unread_play_condition_is_left_to_the_judge(self):
        # "the player with the lowest Superstar Value" is not checked: neither met nor failed on the resolver's
        # word; the play goes on and step 2b names the words the judge must confirm
        from judgebot.cardtext import parse_sentence
        from judgebot.rules.playing import check_requirements
        reader = E._Reader(None)
        sentence = parse_sentence("Can only be played if you are the player with the lowest Superstar Value.")
        reader.sentence(sentence.clauses, sentence.text)
        fx = reader.result()
        assert [c.kind for c in fx.play_conditions] == ["unread"]
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
        ok, why = check_requirements(fx, s)
        assert ok and why == ('not checked, for the judge to confirm: "Can only be played if you are the player with '
                              'the lowest Superstar Value."')

    def test_a_restriction_in_an_unread_state_is_listed_not_dropped(self):
        # Big High Five: "Cannot be reversed when played as a Counter (Hand)": the state is not checked, so the
        # restriction never applies; the judge is told instead of the sentence vanishing
        from judgebot.cardtext import parse_sentence
        reader = E._Reader(None)
        sentence = parse_sentence("Cannot be reversed when played as a Counter (Hand).")
        reader.sentence(sentence.clauses, sentence.text)
        fx = reader.result()
        assert [r.kind for r in fx.restrictions] == ["irreversible"]
        assert fx.unread == ("Cannot be reversed when played as a Counter (Hand). (the restriction holds only in a "
                             "state not checked: not followed)",)
        # a state the rules read is not listed: "When played as a Counter, this card cannot be reversed."
        reader = E._Reader(None)
        sentence = parse_sentence("When played as a Counter, this card cannot be reversed.")
        reader.sentence(sentence.clauses, sentence.text)
        assert reader.result().unread == ()

    def test_an_unread_part_decides_only_when_the_rest_does_not(self):
        # three-valued: "A or <unread>" is met when A is; "A and <unread>" fails when A does
        from judgebot.rules.conditions import verdict
        from judgebot.rules.facts import Condition
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=5, opponent_fortitude=10)
        lower, higher, unread = (Condition("fortitude_below_opponent"), Condition("fortitude_above_opponent"),
                                 Condition("unread", word="the lowest Superstar Value"))
        assert verdict(Condition("any", parts=(lower, unread)), s) is True
        assert verdict(Condition("any", parts=(higher, unread)), s) is None
        assert verdict(Condition("all", parts=(higher, unread)), s) is False
        assert verdict(Condition("all", parts=(lower, unread)), s) is None
        assert verdict(Condition("all", parts=(lower, unread), negated=True), s) is None
        assert verdict(Condition("all", parts=(higher, lower), negated=True), s) is True


# ----------------------------------------------------------------------------- traits

class TestMulti:
    def test_multi_needs_two_reversals(self):
        c = card("BASH Suplex", "Grapple + Grapple", traits=("Multi",))
        assert multi.reversals_needed(c, cardtype.face_as(c, None)) == 2

    def test_three_parts_still_two_reversals(self):
        c = card(type_line="Strike + Grapple + Submission", traits=("Multi",))
        assert multi.reversals_needed(c, cardtype.face_as(c, None)) == 2

    def test_single_card_needs_one(self):
        c = card()
        assert multi.reversals_needed(c, cardtype.face_as(c, None)) == 1


class TestStunValue:
    def test_stun_value_when_reversed_before_last_card(self):
        c = card("Chair Shot", fortitude=10, damage_=10, stun=1)
        assert stun_value.stun_draw(c, cardtype.face_as(c, None), 5, 10) == 1

    def test_stun_value_not_on_last_card(self):
        c = card("Chair Shot", fortitude=10, damage_=10, stun=1)
        assert stun_value.stun_draw(c, cardtype.face_as(c, None), 10, 10) == 0

    def test_stun_value_only_for_maneuvers(self):
        c = card(type_line="Strike / Action", stun=2)
        assert stun_value.stun_draw(c, cardtype.face_as(c, "action"), 1, 5) == 0


class TestChain:
    body_lock = card("Body Lock", "Submission", 5, 7, traits=("Chain",))

    def test_chain_blocks_hand_without_two_discards(self):
        assert chain.blocks_reversal(self.body_lock, "hand", 0)
        assert chain.blocks_reversal(self.body_lock, "backlash", 1)

    def test_chain_opens_with_two_discards(self):
        assert not chain.blocks_reversal(self.body_lock, "hand", 2)

    def test_chain_does_not_touch_the_arsenal(self):
        assert not chain.blocks_reversal(self.body_lock, "arsenal", 0)


class TestHeat:
    def heats(self, n):
        return [card(f"Heat {i}", traits=("Heat",)) for i in range(n)]

    def test_heat_needs_six_counting_itself(self):
        me = card("Spinning Kick", traits=("Heat",))
        assert heat.may_play_from_ringside(me, self.heats(5), False)[0]       # 5 others + itself
        assert not heat.may_play_from_ringside(me, self.heats(4), False)[0]

    def test_heat_once_per_turn(self):
        me = card("Spinning Kick", traits=("Heat",))
        assert not heat.may_play_from_ringside(me, self.heats(8), True)[0]

    def test_only_heat_cards(self):
        assert not heat.may_play_from_ringside(card("Punch"), self.heats(8), False)[0]

    def test_moving_out_of_ringside_removes_heat_first(self):
        pile = self.heats(2) + [card("Punch")]
        assert len(heat.removed_when_moving(pile)) == 2


class TestRMS:
    def test_rms_blocks_other_cards_not_itself(self):
        poke = card("Poke", traits=("RMS",))
        assert not rms.may_be_modified_by(poke, from_itself=False)
        assert rms.may_be_modified_by(poke, from_itself=True)

    def test_plunging_does_not_touch_rms_reversals(self):
        assert not rms.plunging_applies(card("Backslide", "Reversal: Special", traits=("RMS",)))
        assert rms.plunging_applies(card("Step Aside", "Reversal: Strike"))


class TestMomentum:
    def test_momentum_only_reversed_by_momentum_reversals(self):
        assert momentum.reverses_momentum(ReversalAbility(targets=(CardFilter(traits=frozenset({"momentum"})),)))
        assert not momentum.reverses_momentum(ReversalAbility(targets=(CardFilter(kinds=frozenset({"maneuver"})),)))

    def test_printed_momentum(self):
        c = card(type_line="Antic: Momentum")
        assert momentum.printed_momentum(c, cardtype.face_as(c, None))


class TestVolley:
    def test_volley_removal_needs_enough_ringside_cards(self):
        cc = card("Cold-cocked", traits=("Volley",), volley_=6)
        assert volley.may_reverse_by_removal(cc, [card()] * 6)[0]
        assert not volley.may_reverse_by_removal(cc, [card()] * 5)[0]

    def test_not_a_volley_card(self):
        assert not volley.may_reverse_by_removal(card(), [card()] * 9)[0]


class TestPotentiality:
    def test_conditional_restriction_suppressed_when_condition_unmet(self):
        r = Restriction("irreversible", condition=Condition("ring_has", filter=CardFilter(title_is="Backstage Politics")))
        s = Situation(you=player(ring=[card("Punch")]), opponent=player("defender"), your_fortitude=3, opponent_fortitude=0)
        assert not restriction_in_force(r, s)
        s.you = player(ring=[card("Backstage Politics", "Pre-match Feud")])
        assert restriction_in_force(r, s)

    def test_a_choice_counts_every_option(self):
        tree = A.Ability(effects=(A.Optional(A.Choice(options=(
            A.MoveCards("you", None, A.Zone("ringside"), A.Zone("hand")),
            A.RemoveFromGame("you"),))),), triggers=(A.Trigger("when_successfully_played"),))
        reader = E._Reader(None)
        reader.clause(tree)
        assert {"moves_from_ringside", "removes_from_game"} <= reader.result().potential

    def test_effects_when_not_successful_are_not_potential(self):
        tree = A.Ability(effects=(A.MoveCards("you", None, A.Zone("ringside"), A.Zone("hand")),),
                         triggers=(A.Trigger("when_unsuccessful"),))
        reader = E._Reader(None)
        reader.clause(tree)
        assert "moves_from_ringside" not in reader.result().potential

    def test_either_of_two_moments_apart_from_play_is_not_potential(self):
        # Double Russian Leg Sweep: "When this card is overturned or discarded for your Ability, draw 1 card." Both
        # moments are apart from its play (Glossary "Potentiality Rule": what it does when played): no draw
        fx = E.effects_of(card("Double Russian Leg Sweep", text="When this card is overturned or discarded for your "
                                                                 "Ability, draw 1 card."))
        assert "controller_draws" not in fx.potential and fx.when_overturned == ("draw",)

    def test_a_card_used_during_your_turn_does_not_resolve_there(self):
        # El Paso, Texas (Pre-match Venue): "During your turn, you may put this card into your Ringside pile and ...":
        # a use of the card from the Ring, not where it goes when played (it goes to the Ring)
        fx = E.effects_of(card("El Paso, Texas", "Pre-match Venue", text=(
            "During your turn, you may put this card into your Ringside pile and if your next card played this turn "
            "is a maneuver, you can ignore the 'Can only be played after...'text.")))
        assert fx.goes_to is None
        # an Action that puts itself there as it is played still resolves there
        fx = E.effects_of(card("Test Action", "Action", text="Shuffle this card into your Arsenal and draw 1 card."))
        assert fx.goes_to == "arsenal"


class TestEffectsAdapter:
    def test_next_card_modifier(self):
        node = A.Ability(effects=(A.Modifier(changes=(A.StatChange("D", 2),), scope=A.Scope("it")),),
                         condition=A.Condition("next_card_is", filter=A.CardFilter(kinds=("Strike",))))
        reader = E._Reader(None)
        reader.clause(node)
        (ne,) = reader.result().next_card
        assert ne.filter.subtypes == frozenset({"Strike"}) and ne.modifiers[0].amount == 2

    def test_momentum_given_to_next_hold(self):
        node = A.Ability(effects=(A.Modifier(changes=(A.StatChange("Momentum", 1, set_to=True),), scope=A.Scope("it")),),
                         triggers=(A.Trigger("as_antic"),),
                         condition=A.Condition("next_card_is", filter=A.CardFilter(kinds=("Hold",))))
        reader = E._Reader("antic")
        reader.clause(node)
        (ne,) = reader.result().next_card
        assert ne.restrictions[0].kind == "momentum"

    def test_momentum_and_damage_given_to_the_next_maneuver(self):
        # Revolution A Decade of Whoopin' A%$: "Your next Maneuver this turn has Momentum and is +10D." (both, not the
        # +10D alone)
        eff = E.effects_of(card("Test Decade", type_line="Action", text="Your next Maneuver this turn has Momentum and "
                                                                         "is +10D."))
        assert [m.amount for ne in eff.next_card for m in ne.modifiers] == [10]
        assert [r.kind for ne in eff.next_card for r in ne.restrictions] == ["momentum"]

    def test_text_for_the_other_hybrid_half_is_ignored(self):
        node = A.Ability(effects=(A.Modifier(changes=(A.StatChange("F", -7),), scope=A.Scope("this")),),
                         triggers=(A.Trigger("as_maneuver"),))
        reader = E._Reader("reversal")
        reader.clause(node)
        assert reader.result().fortitude_mods == ()

    def test_only_by_alternatives_are_one_restriction_any_of(self):
        # "Can only be reversed by hybrid Reversal cards or unique Reversal cards": either kind of reversal will do
        node = A.ReversalRestriction("only_by", by=A.CardFilter(kinds=("Reversal",), qualifiers=("hybrid",)),
                                     by_any=(A.CardFilter(kinds=("Reversal",), qualifiers=("hybrid",)),
                                             A.CardFilter(kinds=("Reversal",), traits=("Unique",))))
        reader = E._Reader(None)
        reader.clause(node)
        (r,) = reader.result().restrictions
        unique_rev = card("Unique Reversal", "Reversal: Strike", traits=("Unique",))
        plain_rev = card("Plain Reversal", "Reversal: Strike")
        assert r.kind == "only_by" and len(r.filters()) == 2
        assert any(matches(f, played(unique_rev)) for f in r.filters())
        assert not any(matches(f, played(plain_rev)) for f in r.filters())

    def test_played_after_alternatives(self):
        # "after a successfully played Submission maneuver or Strike maneuver": either card before will do
        cond = E.condition_from(A.Condition("played_after", filter=(A.CardFilter(kinds=("Submission",)),
                                                                    A.CardFilter(kinds=("Strike",)))))
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0,
                      previous=PlayedBefore(card("Kick", "Strike"), "successful"))
        assert holds(cond, s)
        s.previous = PlayedBefore(card("Wrist Lock", "Submission"), "successful")
        assert holds(cond, s)
        s.previous = PlayedBefore(card("Slam", "Grapple"), "successful")
        assert not holds(cond, s)

    def test_played_after_either_description_shares_its_outer_words(self):
        # Faith Breaker: "unless played after a successfully played maneuver or Superstar-specific card": the
        # "successfully played" holds for both (filters_from dropped it, so a reversed maneuver before would do)
        from judgebot.cardtext.parser import parse_sentence
        (ab,) = parse_sentence("As a maneuver, unless played after a successfully played maneuver or "
                               "Superstar-specific card, can be reversed as if it was non-Unique.").clauses
        after = ab.effects[0].condition
        assert after.kind == "played_after" and after.filter.qualifiers == ("successfully played",)
        assert all(f.successful for f in E.filters_from(after.filter))
        from dataclasses import replace
        cond = E.condition_from(replace(after, negated=False))
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0,
                      previous=PlayedBefore(card("Kick", "Strike"), "successful"))
        assert holds(cond, s)
        s.previous = PlayedBefore(card("Kick", "Strike"), "reversed")
        assert not holds(cond, s)

    def test_any_of_conditions(self):
        cond = E.condition_from(A.Condition("any", any_of=(A.Condition("first_card_this_turn"),
                                                           A.Condition("played_after", filter=A.CardFilter(kinds=("Strike",))))))
        s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0,
                      previous=None, first_card=True)
        assert cond.kind == "any" and holds(cond, s)
        s.first_card = False
        assert not holds(cond, s)

    def test_ast_alternatives_are_any_of(self):
        # "Your Chain or Heat maneuvers are -2F": either trait fits, not both together
        f = A.CardFilter(kinds=("Maneuver",), alternatives=(A.CardFilter(kinds=("Maneuver",), traits=("Chain",)),
                                                           A.CardFilter(kinds=("Maneuver",), traits=("Heat",))))
        one = E.one_filter(f)
        assert len(one.any_of) == 2
        assert matches(one, played(card("Chain Thing", "Strike", traits=("Chain",))))
        assert matches(one, played(card("Heat Thing", "Strike", traits=("Heat",))))
        assert not matches(one, played(card("Plain", "Strike")))

    def test_own_text_when_reversed_is_not_a_when_played_effect(self):
        # "If reversed from your opponent's hand, you must discard 1 card" (Monkey Flip): named for step 5c,
        # and not something the card can do when played (Potentiality Rule)
        node = A.Ability(effects=(A.Discard(player="you", quantity=A.Quantity(count=1)),),
                         triggers=(A.Trigger("when_reversed"),))
        reader = E._Reader(None)
        reader.clause(node)
        out = reader.result()
        assert out.when_reversed == ("discard",) and "controller_discards" not in out.potential

    def test_alternatives_split_by_what_they_name(self):
        out = E.filters_from(A.CardFilter(kinds=("Antic", "Momentum")))
        assert {frozenset(f.kinds) for f in out} >= {frozenset({"antic"})}
        assert any("momentum" in f.traits for f in out)


class TestRevolution:
    def test_aggression_rule_counts_any_maneuver_attempt(self):
        m = card("Haymaker", "Assault: Core")
        before = [PlayedBefore(m, "reversed")]
        antic = card("Run", "Antic")
        assert revolution.attempted_maneuver(before, cardtype.face_as(antic, None), True)
        assert not revolution.attempted_maneuver([], cardtype.face_as(antic, None), True)

    def test_illegal_attempt_does_not_count(self):
        m = card("Haymaker", "Assault: Core")
        assert not revolution.attempted_maneuver([], cardtype.face_as(m, None), False)


class TestVictory:
    def test_pinned_when_cannot_overturn(self):
        p = player(arsenal_size=1)
        assert victory.overturn(p, 2) == (1, True)

    def test_unknown_arsenal_is_never_pinned(self):
        assert victory.overturn(player(), 40) == (40, False)

    def test_count_out_at_zero(self):
        assert victory.counted_out(player(arsenal_size=0))
        assert not victory.counted_out(player())


# ----------------------------------------------------------------------------- scenarios: bad input

class TestBadScenarios:
    def test_malformed_json_names_the_problem(self):
        with pytest.raises(BadScenario, match="not valid JSON"):
            load_scenario('{"play": ')

    def test_missing_play(self):
        with pytest.raises(BadScenario, match="play"):
            load_scenario('{"players": {}}')

    def test_bad_zone(self):
        with pytest.raises(BadScenario, match="play.from"):
            load_scenario('{"play": {"card": "Punch", "from": "pocket"}}')

    def test_arsenal_longer_than_its_size_is_impossible(self):
        with pytest.raises(BadScenario, match="arsenal_size"):
            load_scenario(json.dumps({"players": {"defender": {"arsenal": ["Punch", "Punch"], "arsenal_size": 1}},
                                      "play": {"card": "Punch"}}))

    def test_chain_discard_must_be_two(self):
        with pytest.raises(BadScenario, match="exactly 2"):
            load_scenario(json.dumps({"play": {"card": "Body Lock"},
                                      "responses": [{"card": "Break the Hold", "chain_discard": ["Punch"]}]}))

    def test_unknown_card_names_closest(self):
        def lookup(name):
            raise UnknownCard(name, ["Punch"])

        with pytest.raises(UnknownCard, match="Punch"):
            build_match({"play": {"card": "Punchh"}}, lookup)

    def test_response_not_in_listed_zone(self):
        cards = {n: card(n, "Reversal: Strike" if n == "Step Aside" else "Strike") for n in ("Punch", "Step Aside")}
        with pytest.raises(BadScenario, match="not in the defender's hand"):
            build_match({"players": {"defender": {"hand": ["Punch"]}}, "play": {"card": "Punch"},
                         "responses": [{"card": "Step Aside", "from": "hand"}]}, cards.__getitem__)

    def test_volley_response_needs_no_card(self):
        cards = {"Cold-cocked": card("Cold-cocked", traits=("Volley",), volley_=6)}
        m = build_match({"play": {"card": "Cold-cocked"}, "responses": [{"card": "Volley", "from": "ringside"}]},
                        cards.__getitem__)
        assert m.responses[0].volley and m.responses[0].card is None

    def test_cli_bad_input_exits_2_without_traceback(self):
        proc = subprocess.run([sys.executable, "-m", "judgebot", "explain", "-"], input='{"play": [',
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2
        assert "Traceback" not in proc.stderr and "not valid JSON" in proc.stderr


class TestRegistryAndOutput:
    def test_registry_entry_changes_the_facts_and_is_named(self, monkeypatch):
        from dataclasses import replace

        from judgebot.rules import registry

        c = card("Odd Card")
        code = registry.CardCode("Odd Card", "some ruling", lambda c, t, e: replace(e, overturn_self=1), "test")
        monkeypatch.setitem(registry.CARD_CODE, c.key, code)
        out = registry.apply_registry(c, None, CardEffects())
        assert out.overturn_self == 1 and out.registry == "test"
        assert registry.registry_size() == len(registry.CARD_CODE)

    def test_explanation_json_follows_the_spec(self):
        from judgebot.rules.explanation import Explanation, Step, Verdict

        out = Explanation(Verdict(), [Step("1", "Play the card", "x", [])]).to_json()
        assert set(out) == {"verdict", "steps"}
        assert set(out["verdict"]) == {"playable", "fortitude_cost", "responses", "result", "reversed_from", "damage",
                                       "overturned", "stun_draw", "turn_ends", "fortitude_after", "winner"}
        assert set(out["steps"][0]) == {"step", "title", "detail", "citations"}


class TestFollowUpNotBrokenByAbilities:
    def test_superstar_ability_in_history_does_not_break_follow_up(self, monkeypatch):
        """Classic rulebook v17, Follow-up Effects: a Superstar Ability between the two cards keeps the follow-up."""
        import judgebot.rules.timing as T
        from judgebot.rules.zones import Match, Play

        kick = card("Spinning Kick", damage_=4)
        fls = card("Flying Leg Scissors", "High Risk", 4, 8)
        taker = card("Undertaker", "Superstar Card", None, None)
        taker.types = ("Superstar",)
        fx = CardEffects(follow_up=(CardFilter(kinds=frozenset({"maneuver"}), damage_min=2, successful=True),))
        monkeypatch.setattr(T, "effects_of", lambda c, t=None: fx if c is fls else CardEffects())
        m = Match("t", "classic", "", player(ring=[kick]), player("defender", arsenal_size=30),
                  [PlayedBefore(kick, "successful"), PlayedBefore(taker, "successful")], Play(fls), [])
        assert T.resolve(m).verdict.playable
        m.played_before = [PlayedBefore(taker, "successful")]
        assert not T.resolve(m).verdict.playable


# --- bad input to a scenario: a clear error or a warning, never a traceback or silence ---

def test_deeply_nested_json_is_a_bad_scenario():
    from judgebot.errors import BadScenario
    from judgebot.rules import load_scenario

    with pytest.raises(BadScenario, match="nested too deeply"):
        load_scenario("[" * 100000 + "]" * 100000)


def test_negative_fortitude_is_refused():
    from judgebot.errors import BadScenario
    from judgebot.rules.scenario import check_shape

    with pytest.raises(BadScenario, match="fortitude cannot be negative"):
        check_shape({"players": {"attacker": {"fortitude": -100}}, "play": {"card": "Punch"}})


def test_keys_outside_the_format_are_reported_not_silently_ignored():
    from judgebot.rules import explain

    scenario = {
        "players": {"attacker": {"mars": ["Hip Toss"]}, "defender": {"arsenal_size": 30}},
        "turn": {"played": [{"card": "Punch"}]},
        "play": {"card": "Punch", "hand": "yes"},
        "responses": [],
        "id": "metadata at the top level is fine",
    }
    out = explain(scenario).to_json()
    assert out["warnings"] == [
        "players.attacker.mars is not part of the scenario format and was ignored",
        "turn.played is not part of the scenario format and was ignored",
        "play.hand is not part of the scenario format and was ignored",
    ]
    assert out["verdict"]["damage"] == 3


def test_a_well_formed_scenario_has_no_warnings_key():
    from judgebot.rules import explain

    out = explain({"players": {"defender": {"arsenal_size": 30}}, "play": {"card": "Punch"}}).to_json()
    assert "warnings" not in out


def test_a_restriction_joined_by_and_keeps_its_as_a_maneuver():
    # RKO: "As a maneuver, this card is -5F and can only be played after a successfully played maneuver.
    # As a reversal, reverse any non-Trademark-Finisher maneuver ..." - the Follow-up is the maneuver's only
    from judgebot.database import get_db
    from judgebot.rules.effects import effects_of

    rko = get_db().card("RKO")
    assert effects_of(rko, "maneuver").follow_up
    assert not effects_of(rko, "reversal").follow_up


def test_a_modifier_on_the_opponents_next_card_is_not_yours():
    # "Your opponent's next maneuver is -3D" must not change the next card YOU play
    from judgebot.cardtext import parse_text
    from judgebot.rules.effects import _Reader

    for sentence, expected in (("Your next maneuver played this turn is +3D.", 1),
                               ("Your opponent's next maneuver played this turn is -3D.", 0)):
        reader = _Reader(None)
        reader.sentence(parse_text(sentence).sentences[0].clauses)
        assert len(reader.d["next_card"]) == expected, sentence


# ----------------------------------------------------------------------------- "XX" cards, title or text
def test_words_in_the_title_or_text_match_either_place():
    """Glossary '"XX" Cards': I Came To Play!'s "your cards with 'trash talk' in the title or text"
    fit a card with the words in its title *or* in its text; the grammar used to keep only the title."""
    from judgebot.cardtext import parse_sentence

    s = parse_sentence("Your cards with 'trash talk' in the title or text do not take up a Pre-match slot in your Ring.")
    f = s.clauses[0].effects[0].scope.filter
    fs = E.filters_from(f)
    by_title = card("Trash Talk Promo", type_line="Action")
    by_text = card("Mic Work", type_line="Action", text="Counts as trash talk for your Enforcer.")
    neither = card("Arm Drag", type_line="Grapple", text="Draw 1 card.")
    assert any(matches(g, played(by_title)) for g in fs)
    assert any(matches(g, played(by_text)) for g in fs)
    assert not any(matches(g, played(neither)) for g in fs)


def test_a_mid_match_card_is_a_timing_not_a_trait():
    """The Coach Says, 'Today's the Day!' (No Way Out): "Reverse any Mid-match card". Mid-match is when a
    Backlash-era card is played, printed on its type line; the resolver used to look for a trait "mid-match",
    which no card has, so the reversal reversed nothing."""
    from judgebot.cardtext import parse_sentence

    rev = next(n for n in A.iter_nodes(parse_sentence("Reverse any Mid-match card and end your opponent's turn."))
                if isinstance(n, A.ReversalDefinition))
    fs = E.filters_from(rev.targets)
    assert any(matches(g, played(card("Lights Out", type_line="Mid-match Action"))) for g in fs)
    assert not any(matches(g, played(card("Shane Interferes", type_line="Action"))) for g in fs)


def test_a_pre_match_card_is_a_card_type():
    """"Pre-match" names a card type (Glossary "Pre-match"), so "your Pre-match cards" fits a Pre-match
    card and not a Pre-match-less Action; it used to be read as a trait no card has."""
    from judgebot.cardtext import parse_sentence

    s = parse_sentence("Your Pre-match cards cannot be blanked.")
    scopes = [n for n in A.iter_nodes(s) if isinstance(n, A.CardFilter) and n.kinds]
    fs = E.filters_from(scopes[0])
    assert any(matches(g, played(card("Managed by Fifi", type_line="Pre-match"))) for g in fs)
    assert not any(matches(g, played(card("Shane Interferes", type_line="Action"))) for g in fs)


def test_the_choices_of_a_description_keep_what_they_share():
    """Shinsuke Nakamura: "when you play a non-Multi non-RMS maneuver that is a Strike or has 'elbow', 'knee', 'fist' or
    'suplex' in the title": each choice (a Strike; a card with one of the words in its title) is still a non-Multi
    maneuver. The fields beside the alternatives are what they share (ast.CardFilter); filters_from used to read the
    alternatives alone, so a Multi Strike fit."""
    f = A.CardFilter(kinds=("Maneuver",), excludes=("Multi",),
                     alternatives=(A.CardFilter(kinds=("Strike",)), A.CardFilter(title_words=("elbow",))))
    fs = E.filters_from(f)
    assert any(matches(g, played(card("Arm Punch", type_line="Strike"))) for g in fs)
    assert any(matches(g, played(card("Elbow Drop", type_line="Grapple"))) for g in fs)
    assert not any(matches(g, played(card("Multi Punch", type_line="Strike", traits=("Multi",)))) for g in fs)
    assert not any(matches(g, played(card("Elbow Room", type_line="Action"))) for g in fs)


def test_the_card_titled_backlash_is_the_card_backlash_bang():
    """Step on Opponent's Noggin (Mania): "Cannot be reversed by the card titled Backlash." The card is
    printed "Backlash!"; a title named by another card matches without its closing "!"."""
    from judgebot.cardtext import parse_sentence

    rr = next(n for n in A.iter_nodes(parse_sentence("Cannot be reversed by the card titled Backlash."))
              if isinstance(n, A.ReversalRestriction))
    fs = E.filters_from(rr.by)
    assert any(matches(g, played(card("Backlash!", type_line="Reversal"))) for g in fs)
    assert not any(matches(g, played(card("Backlash Attack", type_line="Reversal"))) for g in fs)


def test_reverse_and_choose_one_reverses():
    """Technical Skill and Dynamic Speed: "Reverse any non-Trademark Finisher maneuver and choose one: ..." reverses
    a maneuver (its reversal used to be read as the price of an Activated Card Effect, and reversed nothing)."""
    from judgebot.rules.effects import reversal_ability

    tsds = card("Technical Skill and Dynamic Speed", type_line="Mid-match Reversal: Special", damage_=0,
                text="Reverse any non-Trademark Finisher maneuver and choose one: draw 2 cards or shuffle 3 cards "
                     "from your Ringside into your Arsenal.")
    rev = reversal_ability(tsds)
    assert rev is not None
    assert any(matches(f, played(card("Arm Drag", type_line="Grapple"))) for f in rev.targets)
    assert not any(matches(f, played(card("Shane Interferes", type_line="Action"))) for f in rev.targets)


def test_having_any_cards_in_hand_is_at_least_one():
    """"if you have any cards in your hand": at least one card (read as "any number", which the hand condition
    did not understand)."""
    from judgebot.cardtext import ast as A2
    from judgebot.rules.effects import condition_from

    cond = A2.Condition("have_cards", quantity=A2.Quantity(any_number=True), zone=A2.Zone("hand", "you"))
    got = condition_from(cond)
    assert got is not None and got.kind == "hand_at_least" and got.n == 1


def test_he_may_not_play_reversals_to_this_card_is_a_permission_of_the_player():
    """"He cannot play reversals from hand to this card": no reversal restriction (FAQ Glossary "Reversal
    Restriction": player permissions never are), but a permission that stops reversal cards played from hand, and
    only those: one overturned from the Arsenal is not played."""
    from judgebot.rules import permission
    from judgebot.rules.effects import effects_of

    c = card("Test Slam", type_line="Grapple", text="He cannot play reversals from hand to this card.")
    e = effects_of(c, "maneuver")
    assert e.restrictions == ()
    (p,) = e.prohibitions
    assert p.kind == "play" and p.zones == frozenset({"hand"}) and p.cards[0].kinds == frozenset({"reversal"})
    step_aside = card("Step Aside", type_line="Reversal: Strike", damage_=0,
                      text="Reverse any Strike maneuver and end your opponent's turn.")
    force = [permission.InForce(p, "Test Slam's text")]
    assert permission.bars(force, step_aside, "hand") is not None
    assert permission.bars(force, step_aside, "backlash") is None
    assert permission.bars(force, step_aside, "arsenal") is None


def test_cannot_respond_bars_activated_reversals_but_not_an_overturned_one():
    """FAQ Glossary "Response, Respond": 'A player responds to a card by playing a Reversal card, activating a card
    effect ... or activating their Ability'; an overturned reversal is not played."""
    from judgebot.rules import permission
    from judgebot.rules.effects import effects_of

    c = card("Test Respond Slam", type_line="Grapple", text="Your opponent cannot respond to this card.")
    (p,) = effects_of(c, "maneuver").prohibitions
    force = [permission.InForce(p, "its text")]
    rev = card("Test Respond Reversal", type_line="Reversal: Grapple", damage_=0, text="Reverse any Grapple.")
    assert [z for z in ("hand", "backlash", "ringside", "ring", "backstage", "arsenal")
            if permission.bars(force, rev, z) is None] == ["arsenal"]


def test_this_card_is_f0_sets_the_fortitude_cost():
    """"As an action, this card is F: 0" (Evolved Pedigree) sets the value; the opponent's modifiers then apply
    (FAQ: 'Bait Opponent is changed by Pays to F: 0, then Mink Coat will add F: # to the cost')."""
    from judgebot.rules.effects import effects_of
    from judgebot.rules.fortitude import fortitude_cost

    c = card("Test F0 Action", type_line="Action", fortitude=12, damage_=0, text="This card is F: 0.")
    (m,) = effects_of(c).fortitude_mods
    assert (m.stat, m.op, m.amount) == ("F", "=", 0)
    theirs = Applied(Modifier("F", "+", 3), "Mink Coat", "defender")
    assert fortitude_cost(c, [Applied(Modifier("F", "-", 2), "x", "attacker"), Applied(m, "own", "attacker")]) == 0
    assert fortitude_cost(c, [Applied(m, "own", "attacker"), theirs]) == 3
    assert effects_of(card("Test D10 Ability", text="This card is considered D: 10 for your Ability.")).damage_mods == ()


# ----------------------------------------------------------------------------- restrictions read with their reversals

def _read(text, as_type=None):
    """The facts of a card text, sentence by sentence through the reader (no card needed)."""
    from judgebot.cardtext import parse_text

    r = E._Reader(as_type)
    for s in parse_text(text).sentences:
        for clause in s.clauses:
            r.clause(clause)
    return r.result()


def _defence():
    from judgebot.rules.reversal import Defence

    return Defence(defender=player("defender", hand=[]), attacker=player(), defender_fortitude=30, attacker_fortitude=0)


def _rev_check(rev, target_card, zone="hand"):
    from judgebot.rules.reversal import check_reversal

    return check_reversal(rev, zone, played(target_card), list(E.effects_of(target_card).restrictions), _defence())


def test_cannot_be_reversed_even_by_the_reversal_that_reverses_irreversible_cards():
    """Con-Chair-To: 'Cannot be reversed, even by the card titled When You Thought You Had All the Answers...'
    (FAQ Classic Cards "Con-Chair-To": 'This card overrules the WYTYHATA effect'); a plain 'Cannot be reversed'
    Trademark Finisher is still reversed by it ('Reverse any Trademark Finisher, even if it cannot be reversed')."""
    wytyhata = card("When You Thought You Had All the Answers...", "Reversal: Trademark Finisher",
                    text="Reverse any Trademark Finisher, even if it cannot be reversed, and end your opponent's turn.")
    chair = card("Con-Chair-To", "Trademark Finisher", damage_=7,
                 text="Cannot be reversed, even by the card titled When You Thought You Had All the Answers...")
    plain = card("Plain Irreversible Finisher", "Trademark Finisher", damage_=7, text="Cannot be reversed.")
    irreversible, even = E.effects_of(chair).restrictions
    assert irreversible.kind == "irreversible" and even.kind == "not_by" and even.even_by
    got = _rev_check(wytyhata, chair)
    assert not got.legal and "even by" in got.reason
    assert _rev_check(wytyhata, plain).legal


def test_only_from_hand_by_unique_reversals_or_from_arsenal_is_read_per_zone():
    """'Can only be reversed from hand by Superplex, or from Arsenal.': Superplex from hand, any applicable
    reversal from Arsenal, nothing from Backlash."""
    target = card("Restricted Grapple", "Grapple", text="Can only be reversed from hand by the card titled Superplex, "
                                                         "or from Arsenal.")
    rs = E.effects_of(target).restrictions
    assert {r.kind for r in rs} == {"only_from", "only_by"}
    only_by = next(r for r in rs if r.kind == "only_by")
    assert only_by.zones == frozenset({"hand"})
    superplex = card("Superplex", "Reversal: Grapple", text="Reverse any Grapple maneuver and end your opponent's turn.")
    other = card("Other Grapple Reversal", "Reversal: Grapple",
                 text="Reverse any Grapple maneuver and end your opponent's turn.")
    assert _rev_check(superplex, target, "hand").legal
    assert not _rev_check(other, target, "hand").legal
    assert _rev_check(other, target, "arsenal").legal


def test_different_maneuver_types_in_the_ring_are_counted():
    """'When you have 3 different Maneuver card types of 3D or greater in your Ring area, ...': three kinds among
    the 3D+ maneuvers; a second Strike or a 2D Submission does not count."""
    cond = E.condition_from(A.Condition("different_types", player="you", filter=A.CardFilter(
        kinds=("Maneuver",), damage=A.Range("D", low=3)), amount=3, zone=A.Zone("ring")))
    assert cond.kind == "ring_types_at_least" and cond.n == 3
    ring = [card("Kick A", "Strike", damage_=3), card("Kick B", "Strike", damage_=4), card("Slam A", "Grapple", damage_=5),
            card("Hold A", "Submission", damage_=2)]
    s = Situation(you=player(ring=ring), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert not holds(cond, s)
    s.you.ring.append(card("Hold B", "Submission", damage_=3))
    assert holds(cond, s)


def test_a_restriction_on_your_cards_for_the_rest_of_the_turn_is_not_a_ring_restriction():
    """'Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the turn.' (Yes, I've Lost My
    Mind): it lasts that turn, not while the card stays in the Ring, so it is a restriction for the cards played
    later this turn (turn_restrictions), not a Ring restriction."""
    from judgebot.cardtext import parse_text

    r = E._Reader(None)
    for clause in parse_text("Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the "
                             "turn.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.ring_restrictions == () and eff.restrictions == () and eff.unread == ()
    (g,) = eff.turn_restrictions
    assert g.filter.kinds == frozenset({"maneuver"})
    assert g.restriction.kind == "only_from" and g.restriction.zones == frozenset({"arsenal"})
    # for a later turn it is still not followed
    r = E._Reader(None)
    for clause in parse_text("During your next turn, your maneuvers cannot be reversed from Backlash.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.turn_restrictions == () and eff.ring_restrictions == () and eff.unread
    r = E._Reader(None)
    for clause in parse_text("Your maneuvers can only be reversed from your opponent's Arsenal.").sentences[0].clauses:
        r.clause(clause)
    (g,) = r.result().ring_restrictions
    assert g.restriction.kind == "only_from" and g.restriction.zones == frozenset({"arsenal"})


def test_a_count_of_ring_cards_is_a_count_not_one_card():
    """'If you have 3 or more Grapple or Submission maneuvers in your Ring area ...', 'if you have 4 or fewer ...', 'when
    you have no ... in your Ring': how many are there, not whether one is."""
    def cond(q):
        return E.condition_from(A.Condition("have_cards", player="you", filter=A.CardFilter(kinds=("Grapple",)),
                                            quantity=q, zone=A.Zone("ring")))
    at_least, at_most, none = (cond(A.Quantity(count=3, at_least=True)), cond(A.Quantity(count=1, up_to=True)),
                               cond(A.Quantity(count=0)))
    assert (at_least.kind, at_least.n) == ("ring_count_at_least", 3)
    assert (at_most.kind, at_most.n) == ("ring_count_at_most", 1)
    assert none.kind == "ring_has" and none.negated
    s = Situation(you=player(ring=[card("Slam 1", "Grapple"), card("Slam 2", "Grapple"), card("Kick 1", "Strike")]),
                  opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert not holds(at_least, s) and not holds(at_most, s) and not holds(none, s)
    s.you.ring.append(card("Slam 3", "Grapple"))
    assert holds(at_least, s)
    s.you.ring = [card("Kick 2", "Strike")]
    assert holds(at_most, s) and holds(none, s) and not holds(at_least, s)
    one = cond(A.Quantity(count=1))
    assert one.kind == "ring_has"
    s.you.ring = [card("Slam 4", "Grapple")]
    assert holds(one, s)


def test_can_be_played_from_ringside_only_in_a_state_is_not_always():
    """'When you have 10+ lower Fortitude, can be played from Ringside.': not a text that always lets the card be
    played from the Ringside pile (left unread); 'Can be played from Ringside.' is."""
    plain = card("Ringside Plain", "Strike", text="Can be played from Ringside.")
    when = card("Ringside When", "Strike", text="When you have 10+ lower Fortitude, can be played from Ringside.")
    assert E.effects_of(plain).from_ringside
    eff = E.effects_of(when)
    assert not eff.from_ringside
    assert any("can be played from Ringside when" in u for u in eff.unread)


def test_different_types_spelled_with_an_amount_is_the_same_count():
    """The same condition as built with `amount` ('Can only be played if you have 4 different Maneuver card types of 4D
    or greater in your Ring area', kind different_types)."""
    cond = E.condition_from(A.Condition("different_types", player="you", amount=4, filter=A.CardFilter(
        kinds=("Maneuver",), damage=A.Range("D", low=4)), zone=A.Zone("ring")))
    assert cond.kind == "ring_types_at_least" and cond.n == 4


def test_play_zone_restrictions_are_read_and_checked():
    """"Can only be played from your Ringside pile and when you have 2 or more cards in your hand" (Blindsided Ego
    (Throwback)); "Cannot be played from Ringside" (DONE!): FAQ Glossary "Played": 'or the Ringside pile if specific
    text or trait permits this'."""
    from judgebot.rules.playing import check_zone

    ego = card("Test Ringside Only", type_line="Reversal: Special", damage_=0,
               text="Can only be played from your Ringside pile and when you have 2 or more cards in your hand.")
    e = E.effects_of(ego, "reversal")
    assert e.play_zones == frozenset({"ringside"}) and [c.kind for c in e.play_conditions] == ["hand_at_least"]
    done = card("Test Not From Ringside", type_line="Action", damage_=0, text="Cannot be played from Ringside.")
    e2 = E.effects_of(done)
    assert e2.not_play_zones == frozenset({"ringside"})
    ok, why, _ = check_zone(done, "ringside", e2, player(), False)
    assert not ok and "cannot be played from the Ringside pile" in why
    assert check_zone(done, "hand", e2, player(), False)[0]
    only = card("Test Action Ringside Only", type_line="Action", damage_=0,
                text="Can only be played from your Ringside pile.")
    assert not check_zone(only, "hand", E.effects_of(only), player(), False)[0]
    assert check_zone(only, "ringside", E.effects_of(only), player(), False)[0]


def test_a_play_condition_the_rules_cannot_check_is_left_unread():
    """"Can only be played by a Female Superstar": no Superstar name, so neither met nor failed: kept as an unread
    play condition in the card's words, which Timing step 2b hands to the judge."""
    from judgebot.rules.playing import check_requirements
    c = card("Test Female Only", type_line="Strike", text="Can only be played by a Female Superstar.")
    e = E.effects_of(c)
    assert [(p.kind, p.word) for p in e.play_conditions] == [("unread", "Can only be played by a Female Superstar.")]
    s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert check_requirements(e, s) == (True, 'not checked, for the judge to confirm: "Can only be played by a '
                                              'Female Superstar."')


def test_a_card_that_takes_more_reversals_sets_how_many_are_needed():
    """"This card requires 3 reversals to be reversed, instead of 2" (Giant Head Butt), "Can only be reversed by 2
    reversal cards" (Twin Team Finish): the count is kept, and multi.reversals_needed follows it."""
    three = card("Test Three Reversals", type_line="Strike + Strike + Strike", traits=("Multi",),
                 text="This card requires 3 reversals to be reversed, instead of 2.")
    two = card("Test Two Reversal Cards", type_line="Grapple", text="Can only be reversed by 2 reversal cards.")
    face3, face2 = cardtype.face_as(three, "maneuver"), cardtype.face_as(two, "maneuver")
    assert multi.reversals_needed(three, face3, E.effects_of(three).restrictions) == 3
    assert multi.reversals_needed(three, face3) == 2
    kinds = sorted(r.kind for r in E.effects_of(two).restrictions)
    assert kinds == ["needs", "only_by"]
    assert multi.reversals_needed(two, face2, E.effects_of(two).restrictions) == 2


def test_a_trait_the_text_gives_is_read_with_its_scope():
    """"When played, this card is Multi" (Evolved Pedigree), "If your next card played this turn is a maneuver, it is
    considered a Multi", "your Submission maneuvers are Multi" (from the Ring); not "considered D: 10 for your
    Ability" nor a trait for a purpose."""
    own = E.effects_of(card("Test Gains Multi", type_line="Grapple", text="When played, this card is Multi."))
    assert [t for t, _ in own.gained_traits] == ["multi"]
    nxt = E.effects_of(card("Test Next Multi", type_line="Action", damage_=0,
                            text="If your next card played this turn is a maneuver, it is considered a Multi."))
    assert any(ne.traits == ("multi",) and ne.filter.kinds == frozenset({"maneuver"}) for ne in nxt.next_card)
    ring = E.effects_of(card("Test Ring Multi", type_line="Action", damage_=0,
                             text="When this card is in your Ring area, your Submission maneuvers are Multi."))
    (f, t, _), = ring.ring_traits
    assert t == "multi" and f.subtypes == frozenset({"Submission"})
    g = card("Test Gains Multi", type_line="Grapple", text="When played, this card is Multi.")
    face = cardtype.face_as(g, "maneuver")
    assert multi.reversals_needed(g, face, (), frozenset({"multi"})) == 2


def test_your_next_card_is_f0_sets_its_cost():
    """"Your next card played this turn is F:0" and "When it is your next card played this turn, it is F:0": a value
    set on the next card (read as '= 0')."""
    for i, text in enumerate(("Your next card played this turn is F:0.",
                              "If your next card played this turn is a maneuver, it is F:0.")):
        e = E.effects_of(card(f"Test Next F0 {i}", type_line="Action", damage_=0, text=text))
        mods = [m for ne in e.next_card for m in ne.modifiers]
        assert [(m.stat, m.op, m.amount) for m in mods] == [("F", "=", 0)], text


def test_a_variable_amount_is_worked_out_from_the_state():
    """"This card is -#F, where # is the number of reversals in your opponent's Ring and cannot be less than 4" (The
    More You Try to Silence Me...), "+#F, where # is half of your Fortitude Rating, rounded down": amounts.work_out
    counts what the card names; a hand the scenario does not list is not guessed."""
    from judgebot.rules import amounts

    c = card("Test Var Count", type_line="Action", fortitude=12, damage_=0, text="This card is -#F, where # is the "
             "number of reversals in your opponent's Ring and cannot be less than 4.")
    (m,) = E.effects_of(c).fortitude_mods
    rev = card("Test Var Rev", type_line="Reversal: Strike", damage_=0, text="Reverse any Strike.")
    punch = card("Test Var Punch", type_line="Strike", damage_=3)
    s = Situation(you=player(), opponent=player("defender", ring=[rev] * 5 + [punch]), your_fortitude=0,
                  opponent_fortitude=15)
    assert amounts.work_out(m.amount_of, s).value == 5
    s2 = Situation(you=player(), opponent=player("defender", ring=[rev]), your_fortitude=0, opponent_fortitude=0)
    assert amounts.work_out(m.amount_of, s2).value == 4          # "cannot be less than 4"
    half = card("Test Var Half", type_line="Action", damage_=0,
                text="This card is +#F, where # is half of your Fortitude Rating, rounded down.")
    (h,) = E.effects_of(half).fortitude_mods
    assert amounts.work_out(h.amount_of, Situation(you=player(), opponent=player("defender"), your_fortitude=7,
                                                   opponent_fortitude=0)).value == 3
    hand = card("Test Var Hand", type_line="Action", damage_=0,
                text="This card is +#F, where # is equal to the number of cards in your hand.")
    (hm,) = E.effects_of(hand).fortitude_mods
    unknown = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert amounts.work_out(hm.amount_of, unknown) is None


def test_what_a_choice_or_a_may_would_set_is_not_applied():
    """"When played, choose one: this card is Multi, or this card is Chain" (The Pin-Up Strong Hold): neither is
    applied (the player chooses); "When played, this card is Chain" (Natalya's Sharpshooter) is."""
    pick = E.effects_of(card("Test Choose Trait", type_line="Submission",
                             text="When played, choose one: this card is Multi, or this card is Chain."))
    assert pick.gained_traits == () and any("if chosen" in u for u in pick.unread)
    chain_ = E.effects_of(card("Test Gains Chain", type_line="Trademark Finisher", text="When played, this card is Chain."))
    assert [t for t, _ in chain_.gained_traits] == ["chain"]
    assert chain.is_chain(card("Test Gains Chain 2"), frozenset({"chain"}))


def test_a_may_covers_the_steps_joined_to_it():
    """Enter the Stratus-phere: "you may discard 1 card and then he overturns 2 cards": he overturns only if you
    discard (the overturn was performed as if forced); "you may draw 1 card and this card is +4D": the +4D only if
    chosen."""
    may = E.effects_of(card("Test May Then Overturn", type_line="Strike",
                            text="You may discard 1 card and then your opponent overturns 2 cards."))
    assert may.overturn_opponent == 0
    must = E.effects_of(card("Test Must Overturn", type_line="Strike", text="Your opponent overturns 2 cards."))
    assert must.overturn_opponent == 2
    mod = E.effects_of(card("Test May Then Modifier", type_line="Strike",
                            text="You may draw 1 card and this card is +4D."))
    assert mod.damage_mods == () and any("if chosen" in u for u in mod.unread)


def test_that_card_moved_is_not_where_this_card_goes():
    """You Gonna Get GOT!, No, I am the Tag Team Champions!: "he puts the chosen card and 1 other card on the bottom
    of his Arsenal", "put that card from your Ring or Ringside into your Backlash" move another card: this card
    resolves as usual (it was sent to the Arsenal / the Backlash)."""
    got = E.effects_of(card("Test Chosen Card", type_line="Action", damage_=0,
                            text="Look at your opponent's hand, choose 1 card, and he puts the chosen card and 1 "
                                 "other card on the bottom of his Arsenal."))
    assert got.goes_to is None
    champs = E.effects_of(card("Test That Card", type_line="Action", damage_=0,
                               text="When I am the Tag Team Champions! is in your Ring, this card can only be reversed "
                                    "by Superstar-specific reversals; put that card from your Ring or Ringside into "
                                    "your Backlash."))
    assert champs.goes_to is None
    own = E.effects_of(card("Test This Card", type_line="Action", damage_=0,
                            text="Put this card from your Ring or Ringside into your Backlash."))
    assert own.goes_to == "backlash"


def test_this_card_goes_elsewhere_only_when_the_text_says_so_unconditionally():
    """Don't Sing It, Bring It: "When you have greater Fortitude, he may discard 1 card and then you put this card into
    your Ringside": only in that state does it leave the Ring (Glossary "Action"); the resolver does not follow a move
    of this card under a condition, and says so, rather than sending it to the Ringside every time."""
    cond = E.effects_of(card("Test Conditional Move", type_line="Action", damage_=0,
                             text="When you have greater Fortitude, put this card into your Ringside."))
    assert cond.goes_to is None
    assert any(u.startswith("this card goes to the ringside only when") for u in cond.unread), cond.unread
    plain = E.effects_of(card("Test Plain Move", type_line="Action", damage_=0,
                              text="Shuffle this card into your Arsenal."))
    assert plain.goes_to == "arsenal" and not plain.unread


def test_or_reverse_with_a_shared_when_reverses_from_that_zone_only():
    """I Already Warned You: "When played from your Ringside pile and when your Fortitude Rating is ..., reverse any
    Action card if ... or reverse any card if ...": both targets from the Ringside pile only, under the Fortitude
    condition (the nested "when A and when B" hid the zone: both were read as plain targets from anywhere)."""
    text = ("When played from your Ringside pile and when your Fortitude Rating is equal to or less than your "
            "opponent's Fortitude Rating, reverse any Action card if it is not the first Action card played this turn "
            "or reverse any card if it is not the first or second card played this turn and end his turn.")
    r = E.effects_of(card("Test Warned", type_line="Reversal: Action", damage_=0, text=text)).reversal
    assert CardFilter() not in r.targets        # "any card" is no target from anywhere (the type line's Action is)
    assert len(r.conditional) == 2 and all(t.zones == frozenset({"ringside"}) for t in r.conditional)
    assert all(t.condition.kind == "all" and t.condition.parts[0].kind == "fortitude_at_most_opponent"
               for t in r.conditional)


def test_is_now_x_and_y_gives_both_traits_from_the_ring():
    # All American Champion: "Your Wrestling with a Broken Freakin' Neck is now Chain and Multi" (it gave neither)
    e = E.effects_of(card("Test Now Chain And Multi", type_line="Action", damage_=0,
                          text="Your Wrestling with a Broken Freakin' Neck is now Chain and Multi, and your Kurt "
                               "Angle-specific Pre-match cards do not take up a Pre-match slot in your Ring."))
    assert sorted(t for _, t, _ in e.ring_traits) == ["chain", "multi"]
    assert all(f.title_is == "Wrestling with a Broken Freakin' Neck" for f, _, _ in e.ring_traits)


def test_next_maneuver_only_by_unique_cards_from_backlash_or_arsenal_is_granted_per_zone():
    """I Can - I Will: 'your next maneuver played this turn can only be reversed by Unique cards from Backlash or
    Arsenal': the next maneuver gets both restrictions; a Unique reversal from Arsenal passes, a non-Unique one from
    Arsenal and a Unique one from hand do not."""
    from judgebot.rules.reversal import check_reversal

    giver = card("I Can - I Will", "Action", text="Your next maneuver played this turn can only be reversed by "
                                                  "Unique cards from Backlash or Arsenal.")
    (ne, ne2) = E.effects_of(giver).next_card
    rs = list(ne.restrictions) + list(ne2.restrictions)
    assert {r.kind for r in rs} == {"only_from", "only_by"}
    assert all(r.zones == frozenset({"backlash", "arsenal"}) for r in rs)
    target = card("Plain Grapple", "Grapple")
    unique = card("Unique Block", "Reversal: Grapple", traits=("Unique",),
                  text="Reverse any Grapple maneuver and end your opponent's turn.")
    common = card("Common Block", "Reversal: Grapple", text="Reverse any Grapple maneuver and end your opponent's turn.")
    assert check_reversal(unique, "arsenal", played(target), rs, _defence()).legal
    assert not check_reversal(common, "arsenal", played(target), rs, _defence()).legal
    assert not check_reversal(unique, "hand", played(target), rs, _defence()).legal


def test_a_modifier_or_restriction_on_cards_in_a_zone_is_not_given_to_every_card():
    """'Your Ringside maneuvers are +2D', 'Maneuvers in your Backstage Area cannot be reversed by hybrid reversals': only
    the cards in that zone, which no rule filter follows: left unread instead of given to every maneuver played."""
    for text in ("Your Ringside maneuvers are +2D.", "Maneuvers in your Backstage Area cannot be reversed by hybrid "
                                                     "reversals."):
        eff = E.effects_of(card("Zone Giver " + text[:12], "Action", text=text))
        assert eff.ring_mods == () and eff.ring_restrictions == ()
        assert any(" in " in u for u in eff.unread), eff.unread
    plain = E.effects_of(card("Plain Giver", "Action", text="Your maneuvers are +2D."))
    assert len(plain.ring_mods) == 1


def test_reversal_paid_for_first_works_from_hand_at_its_price():
    """Big Boot-like hybrids (Grapple Reversal, 'As a reversal, if played from your hand can reverse any Submission
    maneuver but you must first discard 1 card from your hand'): the Reversal card itself reverses, only from the
    hand, and the reversing player discards 1 card (read as an Activated Card Effect whose price comes last)."""
    rev_card = card("Test Escape", type_line="Submission / Reversal: Submission",
                    text="As a maneuver, opponent's reversal to your next card played this turn is +10F. As a reversal, "
                         "if played from your hand can reverse any Submission maneuver but you must first discard 1 "
                         "card from your hand. End your opponent's turn.")
    rev = E.reversal_ability(rev_card)
    assert rev is not None and rev.discard_cost == 1 and rev.zones == frozenset({"hand"})
    assert any(matches(f, played(card("Test Hold", type_line="Submission"))) for f in rev.targets)
    assert not any(matches(f, played(card("Test Punch", type_line="Strike"))) for f in rev.targets)
    # its maneuver half reverses nothing
    assert E.effects_of(rev_card, "maneuver").reversal is None


def test_reversal_target_held_in_a_state_or_another_target_always():
    """'Reverse any non-unique card if your opponent has 4 or more Fan Favorite cards in his Ring area or reverse any
    Fan Favorite card and end his turn': the non-unique cards only while his Ring holds 4 Fan Favorite cards; a Fan
    Favorite card always (the state is no condition to play the reversal at all)."""
    from judgebot.rules.reversal import Defence, check_reversal

    rev = card("Test Fan Backlash", "Reversal: Special", text="Reverse any non-unique card if your opponent has 4 or "
               "more Fan Favorite cards in his Ring area or reverse any Fan Favorite card and end his turn.")
    assert E.effects_of(rev, "reversal").play_conditions == ()
    fans = [card(f"Fan {i}", "Action", traits=("Fan Favorite",)) for i in range(4)]
    punch = card("Plain Punch", "Strike")
    fan_punch = card("Fan Punch", "Strike", traits=("Fan Favorite",))

    def check(target, ring):
        d = Defence(defender=player("defender", hand=[]), attacker=player(ring=ring), defender_fortitude=30,
                    attacker_fortitude=0)
        return check_reversal(rev, "hand", played(target), [], d).legal

    assert check(punch, fans) and not check(punch, fans[:3])
    assert check(fan_punch, []) and check(fan_punch, fans)


def test_reversal_without_discarding_passes_the_chain_price():
    """Chained Heat: 'As a reversal, you may play this card without discarding any cards, reverse any Chain card and end
    your opponent's turn' reverses a Chain card from hand with no discards (FAQ Glossary "Chain": 2 discards
    otherwise); a plain 'Reverse any Chain card' still needs them."""
    from judgebot.rules.reversal import Defence, check_reversal

    heat = card("Test Chained Heat", "Action / Reversal: Special", text="As a reversal, you may play this card without "
                "discarding any cards, reverse any Chain card and end your opponent's turn.")
    plain = card("Test Chain Breaker", "Reversal: Special", text="Reverse any Chain card and end your opponent's turn.")
    chained = card("Test Chain Punch", "Strike", traits=("Chain",))
    assert E.reversal_ability(heat).ignores == frozenset({"discard_price"})

    def check(rev):
        d = Defence(defender=player("defender", hand=[]), attacker=player(), defender_fortitude=30,
                    attacker_fortitude=0, chain_discards=0)
        return check_reversal(rev, "hand", played(chained), list(E.effects_of(chained).restrictions), d)

    assert check(heat).legal
    assert not check(plain).legal


def test_reversal_paid_by_discarding_after_it():
    """Right to Censor: 'You may reverse any FACE or HEEL Action card and end opponent's turn by discarding a card from
    your hand': a Superstar's reversal (from Backstage) at the price of 1 discard."""
    rtc = card("Test Right to Censor", "Superstar Card", text="You may reverse any FACE or HEEL Action card and end "
               "opponent's turn by discarding a card from your hand.")
    rev = E.reversal_ability(rtc)
    assert rev is not None and rev.discard_cost == 1 and "backstage" in rev.zones
    assert any(matches(f, played(card("Test Heel Action", "Action", traits=("Heel",)))) for f in rev.targets)
    assert not any(matches(f, played(card("Test Action", "Action"))) for f in rev.targets)


def test_mid_match_reversal_paid_with_itself_still_works_from_play():
    """Raven's Playground (a Mid-match Action in the Ring): 'As a Mid-match reversal, you may put this card into your
    Ringside pile to reverse any non-unique card ...' reverses from where the card is in play, not from the hand as a
    Reversal card paid for with discards does."""
    pg = card("Test Playground", "Mid-match Action", text="As a Mid-match reversal, you may put this card into your "
              "Ringside pile to reverse any non-unique card played by your opponent and end his turn.")
    rev = E.reversal_ability(pg)
    assert rev is not None and "ring" in rev.zones and "hand" not in rev.zones and rev.discard_cost == 0


def test_a_modifier_until_the_start_of_your_next_turn_holds_this_turn():
    """Give Me a Little...: 'Your cards are -7F until the start of your next turn.': the rest of this turn too (the
    turn the resolver plays), not a Ring modifier of a card staying in the Ring."""
    from judgebot.cardtext import parse_text

    r = E._Reader(None)
    for clause in parse_text("Your cards are -7F until the start of your next turn.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.ring_mods == () and [(m.stat, m.op, m.amount) for m in eff.turn_mods] == [("F", "-", 7)]


def test_a_restriction_on_a_card_of_your_next_turn_is_not_this_cards():
    """Here Comes Trouble...: 'Your first card played on your next turn is Multi and can only be reversed by 2 reversal
    cards.': the restriction is that card's, never this card's own (unread: a later turn)."""
    from judgebot.cardtext import parse_text

    r = E._Reader(None)
    for clause in parse_text("Your first card played on your next turn is Multi and can only be reversed by 2 reversal "
                             "cards.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.restrictions == () and eff.ring_restrictions == ()
    assert any("first_next_turn" in u for u in eff.unread)


def test_a_restriction_during_a_later_turn_is_not_a_ring_restriction():
    """'During your next turn, your cards cannot be reversed from Backlash.' / 'During this turn and your next turn,
    ...': a later turn's rule, never one while the card is in the Ring (unread, not followed)."""
    from judgebot.cardtext import parse_text

    for text in ("During your next turn, your cards cannot be reversed from Backlash.",
                 "During this turn and your next turn, your cards cannot be reversed from Backlash."):
        r = E._Reader(None)
        for clause in parse_text(text).sentences[0].clauses:
            r.clause(clause)
        eff = r.result()
        assert eff.ring_restrictions == () and eff.restrictions == ()
        assert any("later turn" in u for u in eff.unread)


def test_backlash_reversals_named_in_a_restriction_are_reversals_from_backlash():
    """'Cannot be reversed by Backlash reversals.' / 'Your opponent cannot play Backlash reversals to it': no reversal
    from Backlash (not every reversal); 'non-Unique reversals' stays a restriction on those reversals."""
    from judgebot.cardtext import parse_text

    for text in ("Cannot be reversed by Backlash reversals.", "Your opponent cannot play Backlash reversals to this card."):
        r = E._Reader(None)
        for clause in parse_text(text).sentences[0].clauses:
            r.clause(clause)
        (x,) = r.result().restrictions
        assert x.kind == "not_from" and x.zones == frozenset({"backlash"})
    r = E._Reader(None)
    for clause in parse_text("Your opponent cannot play non-Unique reversals to this card.").sentences[0].clauses:
        r.clause(clause)
    (x,) = r.result().restrictions
    assert x.kind == "not_by" and "unique" in x.filter.not_traits


def test_a_price_on_playing_cards_is_left_unread():
    """Arm Breaker: "When this card is in your Ring area, your opponent must discard 1 card in order to play an Action
    card" is a price on every Action card he plays (A.PlayPrice); the play checks do not ask for it, so the resolver
    says it does not follow it rather than dropping it."""
    c = card("Test Arm Breaker", type_line="Submission",
             text="When this card is in your Ring area, your opponent must discard 1 card in order to play an Action card.")
    e = E.effects_of(c)
    assert any(u.startswith("a price on playing cards: your opponent must discard") for u in e.unread)


def test_a_change_for_each_card_counts_the_cards_not_once():
    """"This card is -1F for each Heat card in your Ring" (231 sentences read a ForEach): the modifier was applied
    once, whatever the count; now times the cards counted. A count elsewhere than a Ring, hand or Ringside stays
    unread."""
    from judgebot.rules import amounts

    c = card("Test For Each Heat", type_line="Strike", fortitude=8,
             text="This card is -1F for each Heat card in your Ring.")
    (m,) = E.effects_of(c).fortitude_mods
    heat = card("Test Heat Card", type_line="Strike", traits=("Heat",))
    s = Situation(you=player(ring=[heat, heat, card("Test Plain Punch")]), opponent=player("defender"),
                  your_fortitude=0, opponent_fortitude=0)
    assert m.op == "-" and amounts.work_out(m.amount_of, s).value == 2
    none = Situation(you=player(ring=[]), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert amounts.work_out(m.amount_of, none).value == 0
    odd = E.effects_of(card("Test For Each Removed", type_line="Strike",
                            text="This card is -1F for each card removed from the game."))
    assert odd.fortitude_mods == ()
    choice = E.effects_of(card("Test Choice Modifier", type_line="Strike",
                               text="When played, choose one: this card is +4D, or draw 2 cards."))
    assert choice.damage_mods == () and any("if chosen" in u for u in choice.unread)


def test_lower_fortitude_or_fewer_cards_in_hand_is_either():
    """"When you have lower Fortitude or fewer cards in hand, this card is -5F": either comparison will do (it was
    read as the Fortitude one alone, so a player with more Fortitude but fewer cards got no -5F)."""
    c = card("Test Either Comparison", type_line="Strike", fortitude=10,
             text="When you have lower Fortitude or fewer cards in hand, this card is -5F.")
    (m,) = E.effects_of(c).fortitude_mods
    assert m.condition.kind == "any"
    fewer = Situation(you=player(hand=[c]), opponent=player("defender", hand=[c, c, c]), your_fortitude=20,
                      opponent_fortitude=5)
    neither = Situation(you=player(hand=[c, c, c]), opponent=player("defender", hand=[c]), your_fortitude=20,
                        opponent_fortitude=5)
    lower = Situation(you=player(hand=[c, c, c]), opponent=player("defender", hand=[c]), your_fortitude=2,
                      opponent_fortitude=5)
    assert holds(m.condition, fewer) and holds(m.condition, lower) and not holds(m.condition, neither)


def test_you_cannot_play_a_card_for_the_rest_of_the_turn_is_a_ban_on_later_plays():
    """'You cannot play the card titled Small Package for the rest of the turn' (Small Package (Throwback)) and
    'When this card is reversed, ...; you cannot play this card for the rest of this turn' (Paying Tribute to The
    Sheik): cards the player may not play again this turn, from when the card is played / reversed."""
    (ban,) = _read("You cannot play the card titled Small Package for the rest of the turn.").turn_bans
    assert ban.filter.title_is == "Small Package" and not ban.this_card and ban.after == "played"
    (ban,) = _read("When this card is reversed, put it into your hand instead and your turn does not end; you cannot "
                  "play this card for the rest of this turn.").turn_bans
    assert ban.this_card and ban.after == "reversed"
    # on the opponent's next turn: not this turn's ban, and not a ban of this player's own cards
    eff = _read("Your opponent cannot play Antics during his next turn.")
    assert eff.turn_bans == () and eff.turn_prohibitions == ()


def test_you_cannot_play_x_is_a_ban_on_your_own_plays_while_in_play():
    """Eugene: 'you cannot play Superstar-specific 4D+ reversals'; All Talk, No Action!: 'When this card is in your
    Ring area, you cannot play actions from your hand'.  A ban whose condition or description cannot be checked
    ('unless they are Foreign Objects', 'with the same title as a card in your Ring') is unread, never applied."""
    (ban,) = _read("When this card is in your Ring area, you cannot play actions from your hand.").own_bans
    assert ban.filter.kinds == frozenset({"action"}) and ban.zones == frozenset({"hand"}) and ban.condition is None
    (ban,) = _read("You cannot play more than 1 Unique card during any turn, and you cannot play Superstar-specific "
                  "4D+ reversals.").own_bans
    assert ban.filter.kinds == frozenset({"reversal"}) and ban.filter.damage_min == 4 and not ban.zones
    for text in ("When this card is in your Ring area, you cannot play non-unique non-F:0 maneuvers unless they are "
                 "Foreign Objects.", "You cannot play a maneuver with the same title as a maneuver in your Ring area.",
                 "During his next turn, you cannot play Reversal cards from your hand."):
        eff = _read(text)
        assert eff.own_bans == () and any("you cannot play" in u for u in eff.unread), text


def test_no_player_can_play_x_bans_both_players():
    """'When this card is in your Ring area, no player can play Chain, Heat, or Volley cards' (Great American Bash):
    the permission is taken from both players, so its player's own plays are banned as well as the opponent's."""
    eff = _read("When this card is in your Ring area, no player can play Chain, Heat, or Volley cards.")
    assert eff.own_bans and eff.ring_prohibitions
    eff = _read("When this card is in your Ring area, your opponent cannot play Chain, Heat, or Volley cards.")
    assert not eff.own_bans and eff.ring_prohibitions


def test_not_affected_by_a_card_is_told_not_followed():
    """'This card is not affected by Hell in a Cell Match.': no rule follows which effects leave a card alone, so the
    judge is told, not left to think the card has no such text."""
    eff = _read("This card is not affected by Hell in a Cell Match.")
    assert any("not followed" in u for u in eff.unread)


def test_greater_arsenal_cards_compares_the_arsenals():
    """"When you have greater Arsenal cards, ... your maneuvers are +3D" (Virtual shorthand, the lexer reads it as "more
    cards in your Arsenal"): the resolver compares the Arsenal sizes (it was an unread condition)."""
    c = card("Test Greater Arsenal", type_line="Strike", text="When you have greater Arsenal cards, this card is +3D.")
    (m,) = E.effects_of(c).damage_mods
    assert m.condition.kind == "arsenal_more_than_opponent"
    more = Situation(you=player(arsenal_size=30), opponent=player("defender", arsenal_size=20), your_fortitude=0,
                     opponent_fortitude=0)
    fewer = Situation(you=player(arsenal_size=10), opponent=player("defender", arsenal_size=20), your_fortitude=0,
                      opponent_fortitude=0)
    assert holds(m.condition, more) and not holds(m.condition, fewer)
    c = card("Test Fewer Arsenal", type_line="Strike", text="When you have fewer Arsenal cards, this card is -2F.")
    (m,) = E.effects_of(c).fortitude_mods
    assert m.condition.kind == "arsenal_fewer_than_opponent" and holds(m.condition, fewer)


def test_played_at_a_convention_event_is_not_a_scenario_match():
    """"When played in Indianapolis, IN at GenCon, this card is -5F" (a promotional card): a scenario names no venue, so
    the change is not made (and "unless played at ..." always holds)."""
    c = card("Test Convention Card", type_line="Strike", fortitude=8,
             text="When played in Indianapolis, IN at GenCon, this card is -5F.")
    (m,) = E.effects_of(c).fortitude_mods
    assert m.condition.kind == "played_at_event" and m.condition.word == "Indianapolis, IN at Gen Con"
    s = Situation(you=player(), opponent=player("defender"), your_fortitude=0, opponent_fortitude=0)
    assert not holds(m.condition, s)
    assert holds(Condition("played_at_event", word="Columbus, OH at Origins", negated=True), s)


def test_any_of_the_words_in_the_title():
    """The X-Factor: "maneuvers in your Ringside that are Superstar-specific or have 'bomb', 'kick', 'power', or 'slam'
    in the title": any one of the words will do (filters_from read the first word only)."""
    fs = E.filters_from(A.CardFilter(title_words=("bomb", "kick", "power", "slam")))
    assert any(matches(g, played(card("Powerslam", type_line="Grapple"))) for g in fs)
    assert any(matches(g, played(card("Superkick", type_line="Strike"))) for g in fs)
    assert not any(matches(g, played(card("Arm Drag", type_line="Grapple"))) for g in fs)


def test_a_ring_count_with_a_part_the_filters_do_not_follow_is_unread():
    """ECW Originals cards: "If you have 3 or more Superstar-specifics from 'ECW Originals' Faction Members and/or cards
    with 'ECW Originals' in the text in your Ring": the Faction members are not a filter the rules follow, so the count
    is reported unread (it was a count of every Superstar-specific card)."""
    from judgebot.cardtext import parse_sentence

    s = parse_sentence("If you have 3 or more Superstar-specifics from 'ECW Originals' Faction Members and/or cards with "
                       "'ECW Originals' in the text in your Ring, your opponent discards 2 cards.")
    cond = next(n for n in A.iter_nodes(s) if isinstance(n, A.Condition) and n.filter is not None)
    assert E.condition_from(cond).kind == "unread"
    plain = parse_sentence("If you have 3 or more Heel cards in your Ring, your opponent discards 2 cards.")
    cond = next(n for n in A.iter_nodes(plain) if isinstance(n, A.Condition) and n.filter is not None)
    assert E.condition_from(cond).kind == "ring_count_at_least"


def test_a_modifier_on_cards_the_filters_cannot_describe_is_unread():
    """I'm Cool, I'm Cocky, I'm Bad: 'Your non-Unique maneuvers without 'reversed' in the text are +3D'; Dance, Coach,
    Dance!-style 'cards with the Raw logo': no filter reads these words, so the change would reach every maneuver
    (it did). Big Show: 'Your opponent's Grapple maneuvers played do no more than a maximum of 3D' is still read."""
    for text in ("Your non-Unique maneuvers without 'reversed' in the text are +3D.",
                 "Your maneuvers with the Raw logo are +2D."):
        c = card("Test Unfollowed", type_line="Action", text=text)
        eff = E.effects_of(c)
        assert eff.ring_mods == () and any("a modifier on cards" in u for u in eff.unread), text
    c = card("Test Big Show", type_line="Action", text="Your opponent's Grapple maneuvers played do no more than a "
                                                         "maximum of 3D.")
    assert E.effects_of(c).opponent_mods


def test_a_ban_on_a_card_played_one_way_names_the_card_and_bans_nothing():
    """Million Dollar Heir: 'Your opponent cannot play Back Throw as a reversal.' Back Throw may still be played as a
    maneuver, so no ban on Back Throw is granted (one was, before "as a reversal" was read); the judge is told which
    card and what is not followed."""
    c = card("Test Heir", type_line="Action", text="Your opponent cannot play Back Throw as a reversal.")
    eff = E.effects_of(c)
    assert eff.prohibitions == () and eff.ring_prohibitions == ()
    assert eff.unread == ('your opponent cannot play the card titled "Back Throw" (played as a Reversal: not followed)',)


def test_a_value_considered_changed_or_a_protection_is_listed_not_followed():
    """Sheriff Austin's Quad Runner: 'Your opponent's Fortitude Rating is considered -10 for playing Run-ins' changes
    which reversals he can play, which no rule follows; 'Your Ability cannot be blanked.', 'This card cannot be removed
    from your Ring area.' likewise: each is listed for the judge, not dropped."""
    for text, label in (("Your opponent's Fortitude Rating is considered -10 for playing Run-ins.", "considered value"),
                        ("Your Ability cannot be blanked.", "ability lock"),
                        ("This card cannot be removed from your Ring area.", "protected")):
        eff = E.effects_of(card("Test Protected", type_line="Pre-Match", text=text))
        assert any(label in u and "not followed" in u for u in eff.unread), (text, eff.unread)


def test_a_modifier_for_this_turn_and_the_next_holds_this_turn():
    """WWE The Power Is Back: 'Your cards are -5F for the rest of this turn and during your opponent's next turn.': this
    turn (the one the resolver plays) and his next, not a Ring modifier of a card staying in the Ring; a reversal
    restriction that long ('For the rest of this turn and the next turn, your maneuvers cannot be reversed by hybrid
    reversals.') holds for the cards played later this turn (turn_restrictions), not from the Ring."""
    from judgebot.cardtext import parse_text

    r = E._Reader(None)
    for clause in parse_text("Your cards are -5F for the rest of this turn and during your opponent's next "
                             "turn.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.ring_mods == () and [(m.stat, m.op, m.amount) for m in eff.turn_mods] == [("F", "-", 5)]
    r = E._Reader(None)
    for clause in parse_text("For the rest of this turn and the next turn, your maneuvers cannot be reversed by hybrid "
                             "reversals.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.ring_restrictions == () and eff.restrictions == ()
    (g,) = eff.turn_restrictions
    assert g.filter.kinds == frozenset({"maneuver"}) and g.restriction.kind == "not_by"
    assert g.restriction.filter.hybrid is True


def test_he_cannot_reverse_the_effect_is_left_unread():
    """Respect The Authority: 'When you Activate Vince McMahon Interferes!, he cannot reverse the effect.' takes a
    permission from the opponent that no reversal check asks for: said as not followed, never a restriction of this
    card."""
    c = card("Test Respect", type_line="Action", text="When you Activate Vince McMahon Interferes!, he cannot reverse "
                                                      "the effect.")
    e = E.effects_of(c)
    assert e.restrictions == () and e.prohibitions == () and e.ring_prohibitions == ()
    assert any("reverse effect" in u for u in e.unread)


def test_heat_cards_kept_when_a_card_is_moved_from_ringside():
    """Gene Snitsky: 'Your Heat cards are not removed from the game when you move a card from your Ringside pile.'
    (Glossary "Heat": 'Whenever you move a card from your Ringside pile ... first remove all Heat cards in your Ringside
    pile from the game'): step 8 says the Heat cards stay; Shamrocks and Shenanigans keeps them only for Finlay-specific
    cards; a condition the rules do not check leaves it unread."""
    import judgebot.rules.timing as T
    from judgebot.rules.zones import Match, Play

    snitsky = card("Test Snitsky", "Superstar Card", None, None,
                   text="Your Heat cards are not removed from the game when you move a card from your Ringside pile.")
    snitsky.types = ("Superstar",)
    assert E.effects_of(snitsky).heat_kept == (CardFilter(),)
    finlay = E.effects_of(card("Test Shamrocks", "Action", text="Your Heat cards are not removed from the game when your "
                                                              "Finlay-specific cards move a card from your Ringside."))
    (f,) = finlay.heat_kept
    assert not matches(f, played(card("Test Plain Action", "Action")))
    cond = E.effects_of(card("Test Strength", "Action", text="When All Together Now is in your Ring, your Heat cards are "
                                                            "not removed from the game when you move a card from your "
                                                            "Ringside."))
    assert cond.heat_kept == () and any("not removed" in u for u in cond.unread)

    heat = [card(f"Test Heat {i}", "Strike", traits=("Heat",)) for i in range(2)]
    action = card("Test Recycle", "Action", fortitude=0, damage_=None,
                  text="Shuffle up to 2 cards from your Ringside pile into your Arsenal.")

    def step8(superstar):
        att = player(ringside=list(heat))
        att.superstar = superstar
        m = Match("t", "classic", "", att, player("defender", arsenal_size=30), [], Play(action), [])
        return next(s.detail for s in T.resolve(m).steps if s.step == "8")

    assert "first the 2 Heat cards there are removed from the game" in step8(None)
    assert "the 2 Heat cards there stay (Test Snitsky" in step8(snitsky)


def test_a_reversal_of_an_effect_keeps_the_card_it_describes():
    """Faceplant: "reverse any non-unique card that would force you to discard any number of cards"; My Bad!: "any
    Activated Card Effect from a non-Unique card" (Potentiality Rule, FAQ Glossary): the card reversed must be
    non-unique AND have that effect, not any card with it."""
    from judgebot.rules.filters import describe
    face = E.effects_of(card("Test Discard Reversal", type_line="Reversal: Special",
                             text="Reverse any non-unique card that would force you to discard any number of cards."))
    assert [describe(f) for f in face.reversal.targets] == ["non-unique card that target discards"]
    ace = E.effects_of(card("Test ACE Reversal", type_line="Reversal: Special",
                            text="Reverse any Activated Card Effect from a non-Unique card."))
    assert [describe(f) for f in ace.reversal.targets] == ["non-unique card that ace"]


def test_a_trigger_on_cards_it_cannot_tell_apart_never_fires():
    """The Radicalz: "When you play a maneuver as a Counter, ..." (FAQ Timing Breakdown 7a/7b): the resolver cannot tell
    a Counter from any other maneuver in a Ring's triggered effects, so the effect is listed as not followed instead
    of firing on every maneuver; "When your opponent successfully plays a maneuver, you may draw 1 card" (Raven) still
    fires on his maneuvers."""
    counter = E.effects_of(card("Test Counter Trigger", type_line="Action", damage_=0,
                                text="When you play a maneuver as a Counter, you may draw 1 card."))
    assert counter.triggered == ()
    assert "an effect set off by a card played, 'played as a counter' (not followed)" in counter.unread
    raven = E.effects_of(card("Test Raven Trigger", type_line="Action", damage_=0,
                              text="When your opponent successfully plays a maneuver, you may draw 1 card."))
    assert [(t.by, [sorted(f.kinds) for f in t.filters]) for t in raven.triggered] == [("opponent", [["maneuver"]])]


def test_an_event_triggered_effect_does_not_happen_as_the_card_is_played():
    """Vader's Trademark Mask: 'When your opponent would move this card from your Ringside, he overturns 3 cards.' is set
    off by his move, not by playing the card (it was counted as 3 cards he overturns at step 8); Revolution Head to Toe
    Defense: 'If a Trademark has dealt its Damage to you ...: you may put this card into your Ringside' is not where the
    card resolves to."""
    mask = E.effects_of(card("Test Mask", "Action", text="When your opponent would move this card from your Ringside, he "
                                                        "overturns 3 cards."))
    assert mask.overturn_opponent == 0 and mask.goes_to is None
    played = E.effects_of(card("Test Overturn", "Action", text="Your opponent overturns 3 cards."))
    assert played.overturn_opponent == 3
    antic = E.effects_of(card("Test Defense", "Antic", text="If a Trademark has dealt its Damage to you and is not "
                                                           "reversed: you may put this card into your Ringside and end "
                                                           "your opponent's turn."))
    assert antic.goes_to is None


def test_too_much_reverses_either_restriction_wording():
    """Too Much: "reverse any non-Superstar-specific maneuver with a 'can only be reversed' or 'cannot be reversed'
    restriction" is two targets, one per wording (the resolver used to keep one wording, chosen by set order)."""
    from judgebot.rules.effects import reversal_ability

    too_much = card("Too Much", type_line="Reversal: Special", damage_=0,
                    text="When played from hand, reverse any non-Superstar-specific maneuver with a 'can only be "
                         "reversed' or 'cannot be reversed' restriction, or when you are Scotty 2 Hotty, reverse any "
                         "card (including Poke and Shake).")
    rev = reversal_ability(too_much)
    restricted = [t.restricted for t in rev.targets if t.restricted]
    assert restricted == ["can_only", "cannot_wording"]
    assert all(t.not_superstar_specific for t in rev.targets if t.restricted)


def test_restrictions_and_modifiers_under_a_later_moment_are_unread():
    # Revolution Twoooooooo!: "When overturned: this card is -20F." is no cost of playing it
    e = E.effects_of(card("Test Overturned Mod", text="When overturned: this card is -20F."))
    assert e.fortitude_mods == () and any("when_overturned" in u for u in e.unread)
    # Running Lariat: "When reversed from your opponent's hand, ... it cannot be reversed" is no fact of its next card
    r = E.effects_of(card("Test Reversed Restr", text="When reversed from your opponent's hand, if the first card "
                          "played on his next turn is a maneuver, it cannot be reversed."))
    assert r.next_card == () and any("when_reversed" in u for u in r.unread)
    # Butterfly Suplex: "when playing this card" is this play: the restriction holds
    b = E.effects_of(card("Test Butterfly", text="If played by Chris Jericho, you may discard 3 cards when playing "
                          "this card and this maneuver cannot be reversed."))
    assert [x.kind for x in b.restrictions] == ["irreversible"]
    assert b.restrictions[0].condition == Condition("superstar_is", word="Chris Jericho")


def test_considered_for_a_purpose_is_unread():
    # "This card is considered non-Unique for your Ability." (Unforgiven): only for that purpose
    e = E.effects_of(card("Test Nonunique Ability", text="This card is considered non-Unique for your Ability."))
    assert any("for your Ability" in u for u in e.unread)


def test_a_restriction_once_a_card_is_revealed_is_not_this_cards_own():
    """'When We Are One is revealed, this card cannot be reversed.': it holds after that card is revealed, not
    whenever this card is played (unread, never an unconditional restriction)."""
    eff = _read("When We Are One is revealed, this card cannot be reversed.")
    assert eff.restrictions == () and eff.unread


def test_a_change_to_the_opponents_next_card_is_listed_unread():
    """'Your opponent's next maneuver is -3D': his card, on his turn; the resolver does not follow it, and says so
    (it was dropped without a word)."""
    eff = _read("Your opponent's next maneuver is -3D.")
    assert eff.next_card == () and any("opponent's next card" in u for u in eff.unread)


def test_a_kind_change_by_the_cards_own_text_holds_with_its_condition():
    """Roode's Glorious Lariat: 'When played after a maneuver or Superstar-specific card, this card is a High Risk
    instead of a Strike.'  The Multi Strike + Strike is High Risk + High Risk after a maneuver, and a Strike as the
    first card."""
    (change,) = _read("When played after a maneuver or Superstar-specific card, this card is a High Risk instead of "
                      "a Strike.").kind_changes
    assert (change.gains, change.loses) == (("High Risk",), ("Strike",))
    lariat = card("Lariat", "Strike + Strike", damage_=10)
    face = cardtype.face_as(lariat, None)
    assert cardtype.retyped(face, change.gains, change.loses).subtypes == ("High Risk", "High Risk")
    kick = card("Kick", "Strike")
    after_kick = Situation(you=player(), opponent=player("defender"), your_fortitude=10, opponent_fortitude=0,
                           previous=PlayedBefore(kick, "successful"))
    assert holds(change.condition, after_kick)
    assert not holds(change.condition, Situation(you=player(), opponent=player("defender"), your_fortitude=10,
                                                 opponent_fortitude=0))
    # a kind it does not have: no change
    assert cardtype.retyped(cardtype.face_as(card("Slam", "Grapple"), None), ("High Risk",), ("Strike",)).subtypes \
        == ("Grapple",)


def test_a_condition_inside_a_sentence_governs_only_what_follows_it():
    """The Kill Shot Punch: 'When played, this card is -15F, and when your opponent's Fortitude Rating is 20 or more,
    this card is a Trademark Finisher instead of a Strike.'  The -15F always; the Trademark Finisher only at 20F+ (it
    was read as always)."""
    eff = _read("When played, this card is -15F, and when your opponent's Fortitude Rating is 20 or more, this card "
                "is a Trademark Finisher instead of a Strike.")
    (mod,) = eff.fortitude_mods
    assert (mod.op, mod.amount, mod.condition) == ("-", 15, None)
    (change,) = eff.kind_changes
    assert change.gains == ("Trademark Finisher",) and change.condition.kind == "opponent_fortitude_at_least"
    assert change.condition.n == 20
    # Revolution Katahajime: the Momentum only with 13+ greater Fortitude (it was read as always)
    eff = _read("Trademark: +10D, and when you have 13+ greater Fortitude: this card has Momentum.")
    (momentum_,) = [r for r in eff.restrictions if r.kind == "momentum"]
    assert momentum_.condition is not None and momentum_.condition.n == 13


def test_a_reversal_under_a_condition_keeps_it():
    """The Art of Persuasion: 'As a reversal, this card is -4F, when played from your hand reverse any Strike maneuver
    or Action card and end your opponent's turn.'  It reverses from the hand only (it was not read at all; read
    without the condition it would have reversed from anywhere)."""
    eff = _read("As a reversal, this card is -4F, when played from your hand reverse any Strike maneuver or Action "
                "card and end your opponent's turn.", "reversal")
    assert eff.reversal is not None and eff.reversal.zones == frozenset({"hand"})
    assert {f.kinds for f in eff.reversal.targets} == {frozenset({"maneuver"}), frozenset({"action"})}


def test_what_a_card_is_considered_and_the_rules_do_not_follow_is_listed_unread():
    """'This card is also considered to be titled Mountain of a Man.', 'This card is considered a Strike for your
    effects.': never dropped without a word."""
    assert any("titled" in u and "not followed" in u
               for u in _read("This card is also considered to be titled Mountain of a Man.").unread)
    assert any("Strike" in u and "for your card effects" in u
               for u in _read("This card is considered a Strike for your effects.").unread)


def test_what_the_card_before_says_the_next_is_considered_played_after():
    """Tossed Between the Ropes: 'Your next card played this turn is considered to be played after the card titled
    Throw Opponent Out of the Ring' (FAQ: 'The next card is considered played after Throw Opponent Out of the Ring,
    even if this effect is not desired')."""
    from judgebot.rules.filters import fits_after, implies

    (ne,) = _read("Your next card played this turn is considered to be played after the card titled Throw Opponent "
                  "Out of the Ring.").next_card
    (after,) = ne.after
    assert after.title_is == "Throw Opponent Out of the Ring"
    wanted = CardFilter(title_is="Throw Opponent Out of the Ring")
    assert implies(after, wanted) and fits_after(wanted, None, ne.after)
    assert not fits_after(CardFilter(title_is="Irish Whip"), None, ne.after)
    # a description says only what it says: "a Set-up card" is not known to be a maneuver
    setup = CardFilter(traits=frozenset({"set-up"}))
    assert implies(setup, setup) and not implies(setup, CardFilter(kinds=frozenset({"maneuver"})))
    strike = CardFilter(kinds=frozenset({"maneuver"}), subtypes=frozenset({"Strike"}))
    assert implies(strike, CardFilter(subtypes=frozenset({"Strike", "Grapple"})))
    assert not implies(CardFilter(subtypes=frozenset({"Strike", "Grapple"})), strike)
    # the card a title names, looked up, fits what its traits fit
    whip = card("Irish Whip", "Action", traits=("Set-up",))
    assert fits_after(setup, None, (played(whip),))
    # his next card: not followed, and said so
    eff = _read("His next card played this turn is considered to be played after the card titled Throw Into the "
                "Corner Turnbuckle.")
    assert eff.next_card == () and any("his next card" in u for u in eff.unread)


def test_instead_replaces_every_kind_and_also_adds_one():
    """Samoan Spinning Heel Kick: 'When you have lower Fortitude, this card is a High Risk instead.' (a Strike: then a
    High Risk); 'This card is also considered an Extreme.' (what it was, and an Extreme)."""
    (change,) = _read("When you have lower Fortitude, this card is a High Risk instead.").kind_changes
    assert change.gains == ("High Risk",) and change.loses == (cardtype.ALL_KINDS,)
    assert change.condition.kind == "fortitude_below_opponent"
    strike = cardtype.face_as(card("Kick", "Strike"), None)
    assert cardtype.retyped(strike, change.gains, change.loses).subtypes == ("High Risk",)
    multi = cardtype.face_as(card("Lariat", "Strike + Strike"), None)
    assert cardtype.retyped(multi, change.gains, change.loses).subtypes == ("High Risk", "High Risk")
    (also,) = _read("This card is also considered an Extreme.").kind_changes
    assert also.loses == () and cardtype.retyped(strike, also.gains, also.loses).subtypes == ("Strike", "Extreme")
    # neither "also" nor "instead": not followed, and said so
    eff = _read("This card is considered a Strike.")
    assert eff.kind_changes == () and eff.unread


def test_springboard_turns_only_the_strike_parts_of_the_next_maneuver():
    """Springboard (Throwback): 'If your next card played this turn is a Strike maneuver, it is instead considered a
    High Risk maneuver played after the card titled Irish Whip.'  FAQ (Springboard, both versions): 'If the maneuver
    following Springboard is a Non-RMS Multi, only the Strike trait is converted ... If it is a Strike/Strike, it is
    now a High Risk/High Risk.'"""
    (ne,) = _read("If your next card played this turn is a Strike maneuver, it is instead considered a High Risk "
                  "maneuver played after the card titled Irish Whip.").next_card
    assert ne.filter.subtypes == frozenset({"Strike"})
    (change,) = ne.kind_changes
    assert change.gains == ("High Risk",) and change.loses == ("Strike",)
    assert [a.title_is for a in ne.after] == ["Irish Whip"]
    mixed = cardtype.face_as(card("Mixed", "Strike + Grapple"), None)
    assert cardtype.retyped(mixed, change.gains, change.loses).subtypes == ("High Risk", "Grapple")
    double = cardtype.face_as(card("Double", "Strike + Strike"), None)
    assert cardtype.retyped(double, change.gains, change.loses).subtypes == ("High Risk", "High Risk")
    # "it is now a Trademark Finisher instead" (This Is for the U.S. of A.): every kind of the next maneuver
    (ne,) = _read("When your next card played this turn is a Maneuver, it is now a Trademark Finisher instead.").next_card
    assert ne.kind_changes[0].loses == (cardtype.ALL_KINDS,)


def test_what_an_event_apart_from_the_play_does_is_not_what_the_card_can_do():
    """FAQ Glossary "Potentiality Rule": a card may be reversed based on what it will do 'when played' or 'when
    successfully played'.  Roode's Glorious Lariat: 'After you shuffle it into your Arsenal, draw 1 card.' is not a
    draw of its play; Pay Per View Main Event's 'When your opponent moves any number of cards from your Ring area,
    you may draw 1 card for each card moved' neither.  A draw when successfully played still is."""
    from judgebot.cardtext import parse_text

    shuffle = "After you shuffle it into your Arsenal, draw 1 card."
    moves = "When your opponent moves any number of cards from your Ring area, you may draw 1 card for each card moved."
    assert parse_text(shuffle).is_fully_parsed and parse_text(moves).is_fully_parsed
    assert "controller_draws" not in _read(shuffle).potential
    assert "controller_draws" not in _read(moves).potential
    assert "controller_draws" in _read("When successfully played, draw 1 card.").potential


def test_a_restriction_on_your_first_two_cards_each_turn_is_left_unread():
    """'Your first and second maneuvers played each turn with 'cross' in the title cannot be reversed from Backlash.':
    a Ring restriction follows only the first card of the turn, so the first two are left unread (never given to the
    first card alone); the first card alone is a Ring restriction."""
    from judgebot.cardtext import parse_text

    r = E._Reader(None)
    for clause in parse_text("Your first and second maneuvers played each turn with 'cross' in the title cannot be "
                             "reversed from Backlash.").sentences[0].clauses:
        r.clause(clause)
    eff = r.result()
    assert eff.ring_restrictions == () and any("first 2 cards" in u for u in eff.unread)
    r = E._Reader(None)
    for clause in parse_text("Your first maneuver played each turn cannot be reversed from Backlash.").sentences[0].clauses:
        r.clause(clause)
    (g,) = r.result().ring_restrictions
    assert g.first_this_turn


def test_a_next_card_of_the_chosen_type_is_not_every_next_card():
    """'If your next card played this turn is a maneuver of the chosen type, it is +3D.': no filter follows "of the
    chosen type", so the +3D is not given to every next maneuver: the sentence is left unread."""
    eff = _read("If your next card played this turn is a maneuver of the chosen type, it is +3D.")
    assert eff.next_card == () and any("chosen type" in u for u in eff.unread)
    plain = _read("If your next card played this turn is a maneuver, it is +3D.")
    assert plain.next_card and not plain.unread


def test_an_effect_no_rule_acts_on_is_listed_not_followed():
    # "Your next card played this turn cannot be an Action card" is read (NextCardBan) but no play check asks it
    # yet: the card's reading lists it as not followed instead of dropping it without a word
    from judgebot.rules.effects import effects_of
    e = effects_of(card(type_line="Action", text="Draw 1 card. Your next card played this turn cannot be an Action "
                                                 "card."))
    assert e.unread == ("next card ban (not followed)",)
    assert not effects_of(card(type_line="Action", text="Draw 1 card.")).unread


def test_considered_to_have_lower_fortitude_is_not_followed():
    """'When played, you are considered to have lower Fortitude for your effects.' (ConsideredCompare): no rule reads
    a comparison as if it came out one way; said as not followed, never dropped."""
    c = card("Test Lower", type_line="Action", text="When played, you are considered to have lower Fortitude for your "
                                                    "effects.")
    e = E.effects_of(c)
    assert any("not followed" in u for u in e.unread), e.unread


def test_new_readings_the_rules_do_not_follow_are_said_so():
    """"This card is -3F for each Maneuver type in your Ring area" (one change per type, not per card), "you are
    considered to have lower Fortitude for your effects", "Your opponent can only play 1 reversal to this card": read,
    not followed, and never applied as something else (no flat -3F)."""
    c = card("Test Per Type", type_line="Strike", text="This card is -3F for each Maneuver type in your Ring area.")
    e = E.effects_of(c)
    assert not e.fortitude_mods and any("not followed" in u for u in e.unread)
    c = card("Test Lower", type_line="Action", damage_=0,
             text="When played, you are considered to have lower Fortitude for your effects.")
    assert "considered compare (not followed)" in E.effects_of(c).unread
    c = card("Test One Reversal", type_line="Strike", text="Your opponent can only play 1 reversal to this card.")
    assert any("not followed" in u for u in E.effects_of(c).unread)


def test_trigger_on_a_card_that_does_something_is_not_read_as_any_card():
    """'whenever your opponent successfully plays a card that allows him to search his Arsenal ...': the resolver does not
    check what a played card's text does, so the trigger is left unread rather than set off by any card he plays."""
    c = card("Search Watcher", "Action", text="When this card is in your Ring area, whenever your opponent successfully "
             "plays a card that allows him to search his Arsenal for any number of cards, you may draw 1 card.")
    eff = E.effects_of(c)
    assert not eff.triggered
    assert any("that allows Search" in u for u in eff.unread)


class TestTriggeredEffects:
    """FAQ Timing Breakdown 7a/7b: effects on cards in play that trigger on a successfully played card, with the
    condition their text gives them."""

    def _fired(self, text, played, fortitude):
        from judgebot.rules import triggers
        ring_card = card("Test Ring Card", "Pre-match Event", text=text)
        return triggers.fired(player(ring=[ring_card]), player("defender"), played, after_damage=False,
                              fortitude=fortitude)[0]

    def test_a_state_of_its_controller_is_checked(self):
        # "When you successfully play a maneuver and you have 10+ Fortitude, draw 1 card."
        text = "When you successfully play a maneuver and you have 10+ Fortitude, draw 1 card."
        kick = played(card("Kick", "Strike", damage_=5), momentum_=False)
        assert self._fired(text, kick, (4, 0)) == []
        (fired,) = self._fired(text, kick, (12, 0))
        assert fired.describe() == "Test Ring Card: draw"

    def test_it_is_a_kind_of_card_is_what_the_card_played_must_be(self):
        # Pillmanized: "...; when it is a 'Chair', 'Leg', 'Ankle', or 'Head' maneuver, your opponent discards his hand"
        text = "When you successfully play a maneuver, when it is a 'Chair' or 'Leg' maneuver, your opponent discards his hand."
        assert self._fired(text, played(card("Kick", "Strike")), (0, 0)) == []
        assert len(self._fired(text, played(card("Chair Shot", "Strike")), (0, 0))) == 1

    def test_a_condition_not_checked_is_left_to_the_judge(self):
        # with no state to check it in, the effect is listed with its condition, for the judge to confirm
        text = "When you successfully play a maneuver and you have 10+ Fortitude, draw 1 card."
        (fired,) = self._fired(text, played(card("Kick", "Strike")), None)
        assert fired.unchecked and fired.describe().startswith("Test Ring Card: draw (only when ")
        assert fired.describe().endswith(": not checked, for the judge to confirm)")


def test_turn_requirement_not_first_or_second_is_the_reversals_condition():
    """"Requirement: Not your opponent's first or second Core this turn.": the reversal's condition on the card
    it reverses, not among the first two of the turn (as "if it is not the first or second card played this turn")."""
    text = "Requirement: Not your opponent's first or second Core this turn. Reverse any Strike."
    r = E.effects_of(card("Test Turn Requirement", type_line="Reversal: Strike", damage_=0, text=text)).reversal
    assert r is not None
    assert r.condition == Condition("first_card_this_turn", negated=True, word="card", n=2)


def test_revrestrict11_price_only_for_reversals_of_that_description():
    """'Your opponent must discard 2 cards to play non-Superstar-specific reversals to this card': a Superstar-specific
    reversal reverses it with no discards; any other reversal pays the 2 discards (ReversalTo.by -> the price's
    `filter`)."""
    from judgebot.rules.reversal import Defence, check_reversal

    priced = card("Test Priced Strike", "Strike", text="Your opponent must discard 2 cards to play "
                  "non-Superstar-specific reversals to this card.")
    (r,) = [r for r in E.effects_of(priced).restrictions if r.kind == "price"]
    assert r.count == 2 and r.filter is not None
    plain = card("Test Block", "Reversal: Strike", text="Reverse any Strike and end your opponent's turn.")
    from dataclasses import replace as _replace
    own = _replace(card("Test Own Block", "Reversal: Strike", text="Reverse any Strike and end your opponent's turn."),
                   logos=("Test Star",))

    def check(rev, discards):
        d = Defence(defender=player("defender", hand=[]), attacker=player(), defender_fortitude=30,
                    attacker_fortitude=0, chain_discards=discards)
        return check_reversal(rev, "hand", played(priced), list(E.effects_of(priced).restrictions), d)

    assert not check(plain, 0).legal and check(plain, 2).legal
    assert check(own, 0).legal


@pytest.mark.parametrize("text,name", [
    ("This card counts as 2 reversal cards.", "counts as"),
    ("The number of cards discarded cannot go below 2.", "count change"),
    ("Draw cards equal to the number of Fan Favorite cards in your Ring (max. 5).", "capped"),
])
def test_counting_changes_are_told_not_followed(text, name):
    """A card counted as more cards, a floor on a number of cards, a count with a maximum: no rule counts with them
    yet, so the judge is told rather than shown the card as fully followed (or, for the capped draw, an uncapped
    one)."""
    eff = _read(text)
    assert any(u.endswith("(not followed)") and name in u.lower() for u in eff.unread), eff.unread


def test_a_choice_of_reversals_reverses_either_kind():
    """Muta's Arm Triangle: "As a reversal, reverse any Submission, or completely reverse any 'Punch' card." reversed
    nothing (a choice of two reversals was not read). Either kind is reversed; the 'completely' of one option alone
    is told not followed rather than spread to the Submissions."""
    from judgebot.rules.effects import reversal_ability

    muta = card("Muta's Arm Triangle", type_line="Submission", damage_=4,
                text="As a reversal, reverse any Submission, or completely reverse any 'Punch' card.")
    rev = reversal_ability(muta)
    assert rev is not None and not rev.completely
    assert any(matches(f, played(card("Guillotine Choke", type_line="Submission"))) for f in rev.targets)
    assert any(matches(f, played(card("Punch to the Gut", type_line="Strike"))) for f in rev.targets)
    assert not any(matches(f, played(card("Arm Drag", type_line="Grapple"))) for f in rev.targets)
    assert "'completely' on one option of a choice of reversals (not followed)" in _read(muta.printed_text,
                                                                                        "reversal").unread
