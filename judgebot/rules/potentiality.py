"""The Potentiality Rule.

FAQ v4.0 Glossary, "Potentiality Rule": "a card may be reversed based upon what that card
will do 'when played' or when it becomes successfully played, but only according to the
text of that card" ... "If a card presents a choice, it may be reversed with cards worded
to reverse that specific situation." ... "A card with a 'when played' effect can be reversed
even if that effect was not used, as long as it has the potential for that effect."
Glossary "Reversal Restriction": "Cards with conditional printed reversal restrictions have
those restrictions ... *except* when going through their Timing Breakdown. During that time,
the Potentiality Rule comes into play, and if the reversal restriction's condition is not
met, the restriction is suppressed".
"""
from __future__ import annotations

from .conditions import Situation, holds


def what_it_can_do(effects) -> frozenset:
    """Everything the card's own text can do when played or successfully played (every option of a choice)."""
    return effects.potential


def restriction_in_force(restriction, situation: Situation) -> bool:
    """A conditional reversal restriction binds only when its condition is met."""
    return holds(restriction.condition, situation)
