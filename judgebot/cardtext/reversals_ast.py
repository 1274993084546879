"""AST nodes for reversal definitions and reversal restrictions (FAQ Glossary: Reversal, Reversal Restriction)."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node, Scope  # noqa: F401


@dataclass(frozen=True)
class TurnContinues(Node):
    """"... and your opponent continues his turn", "your turn continues", "your turn does not end": the
    reversal (or the reversed card) does not end the turn (FAQ Glossary "Reversal": reversals that reverse
    cards end the turn "unless they specifically state otherwise").  `player` is whose turn goes on."""

    player: str = "opponent"


@dataclass(frozen=True)
class PlayUndone(Node):
    """What a card named before counts as after it was put back: "He puts his card into his hand ..., it is considered
    to have not been played, and end his turn" (`scope` Scope("it"), `result` "not_played": it counts as never
    played); "He puts the maneuver in his hand instead, it is not considered successfully played" ("not_successful"); "It is unsuccessful, goes to his Ringside pile, has no effect and ends his
    turn" ("not_successful", then "no_effect": none of its effects happen)."""

    scope: Scope
    result: str = "not_played"


@dataclass(frozen=True)
class IgnoreReversalRestrictions(Node):
    """"ignore any reversal restriction from a card", "This card ignores any 'can only be reversed'
    restriction from a card", "you may ignore a 'can only be reversed' or 'cannot be reversed' effect from
    a card": the reversal passes over restrictions that would stop it (FAQ Glossary "Reversal Restriction").

    `which`: "all" (any reversal restriction), or the wordings ignored: "can_only_be_reversed",
    "cannot_be_reversed".  `source`: "any" (from a card), "opponent" (from your opponent's cards),
    "reversed_card" (from the reversed card), "named_card" ("ignore the reversal restriction": that of the card
    the text named before)."""

    which: tuple[str, ...] = ("all",)
    source: str = "any"
    # "Your opponent may ignore reversal restrictions from Arsenal on your High Risks": only when reversing from
    # those zones (empty: from anywhere), only on cards fitting `on` (None: any card); `which` "play": "... or play
    # restrictions" (his play restrictions too)
    zones: tuple[str, ...] = ()
    on: CardFilter | None = None


@dataclass(frozen=True)
class ConditionalTargets(Node):
    """One alternative of a reversal that holds only in a state: "reverse any non-maneuver card or when you
    have lower Fortitude, completely reverse any card", "... or, when overturned, reverse any non-damage card
    effect", "... or when you have a Storyline in your Ring, reverse any ... card instead".

    `condition` is the state (None with `overturned`); `overturned`: only when this card is overturned (from the
    Arsenal, FAQ Glossary "Applicable Reversals"); `instead`: these targets replace the others while it holds."""

    targets: tuple = ()
    condition: "object | None" = None
    overturned: bool = False
    instead: bool = False
    completely: bool = False
    prematch: bool = False          # "when overturned (even during the Pre-match phase)": before the first turn too


@dataclass(frozen=True)
class ReversalTo(Node):
    """"... to play a reversal to this card", "... to play reversals from hand or Backlash to it", "... in order to be
    able to reverse this card from his hand or Backlash deck": reversing that card, the goal of a cost paid before
    it ("Your opponent must discard 2 cards in order to play a reversal to this card", like the Chain trait, FAQ
    Glossary "Chain").  `target`: "this" (this card), "it" (a card the text named) or "yours" (your cards fitting
    `filter`: "... to play reversals to your Throws and Extremes", "... to reverse your Unique maneuvers from hand or
    Backlash"); `zones`: only reversals from there cost it (empty: from anywhere); `by`: only reversals of that
    description cost it ("... to play RMS reversals to your 'Textbook' maneuvers"; None: any reversal)."""

    target: str = "this"
    zones: tuple[str, ...] = ()
    filter: CardFilter | None = None
    by: CardFilter | None = None


@dataclass(frozen=True)
class ThatCard(Node):
    """"When overturned by an Action or Pre-match card, reverse that card", "name a card. ... you may discard 1 card
    to reverse that card": a reversal target that is a card the text named before it (the resolver takes the
    trigger's description when a trigger names it)."""


@dataclass(frozen=True)
class ReversalsToEffect(Node):
    """What reversals to an Activated Card Effect do not do to its player: "do not discard to reversals to this
    effect" (`no_discard`), "Reversals to this effect do not end your turn" (`no_end_turn`), "... and they do not end
    your turn" (both).  `effect`: "this" (this card's effect), "that" (the effect of the card just named: "when you
    Activate that card, do not discard to reversals to that effect"), "their" (the named cards' effects)."""

    effect: str = "this"
    no_discard: bool = False
    no_end_turn: bool = False


@dataclass(frozen=True)
class AlsoReverses(Node):
    """Other cards of yours that reverse more than their own text says: "Your Mattitude Adjustment can also reverse any
    non-Unique maneuver", "your It's Great to be Back Here In... cards also reverse non-Superstar-specific maneuvers",
    "When this card is in your Ring, your Revolution Air Kofi is also 'Reversal: Colossal'" (a Revolution type line
    given).  `cards` is the Scope of the cards given the targets (never this card: "this card can also reverse ..." is
    its own ReversalDefinition, mode "also"); `targets` what they reverse besides what they reverse already."""

    cards: Scope
    targets: tuple[CardFilter, ...] = ()


@dataclass(frozen=True)
class ReverseAsUsual(Node):
    """"Opponent may attempt to reverse the maneuver as usual", "That opponent may attempt to reverse the
    maneuver as usual but at +4F": the card named may be reversed the normal way (nothing in the text before it stops a
    reversal).  `player` who may reverse it, `target` the card (a CardFilter: "the maneuver", "his maneuver"),
    `changes` what reversals to it are ("but at +4F": StatChange F +4; empty: as printed)."""

    player: str = "you"
    target: CardFilter | None = None
    changes: tuple = ()


@dataclass(frozen=True)
class DamageRegardless(Node):
    """"That card does its normal damage, regardless of overturned Reversal cards", "The maneuver does its
    normal damage, regardless of overturned Reversal cards": the maneuver the text named before (`card`: its kind, as
    printed: "that card", "the maneuver"; the one this card was played after) applies all its damage, and the
    Reversal cards overturned while it is applied do not reverse it (FAQ Glossary "Applicable Reversals": a reversal
    overturned from the Arsenal could otherwise reverse it)."""

    card: CardFilter | None = None


@dataclass(frozen=True)
class VariableRangeTarget(Node):
    """A reversal's target bounded by the sentence's "#": "Completely reverse any card of printed D: # or less, where # is
    equal to the number of your Ring cards" (`filter` the card, `stat` "D", `at_most`, `printed`), "any non-Trademark-
    Finisher maneuver of #D or less, where # is ...".  `value` is the Variable the "where" clause defines."""

    filter: CardFilter
    stat: str
    value: "object"
    at_most: bool = True
    printed: bool = False


@dataclass(frozen=True)
class ReversalInOwnTurn(Node):
    """"reverse any effect that would prevent a Pinfall Victory (even during your own turn)": the reversal may also be
    played during its own player's turn (beside the reversal it goes with)."""
