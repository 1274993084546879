"""Stun Value.

FAQ v4.0 Glossary, "Stun Value": "If a maneuver with Stun Value is reversed while
overturning cards, the Stun Value will trigger. The controller of the maneuver may elect
to draw a number of cards up to the total Stun Value on the card." ... "Stun Value will
not trigger if the maneuver is reversed on the very last card while overturning." ...
"Stun Value is a function of a maneuver card when played; it is not applicable to a card
played as an Action or Reversal."  Glossary "Multi": "Stun value on Multi cards will
trigger on the second reversal, if the second reversal is overturned while applying damage."
"""
from __future__ import annotations


def stun_draw(card, face, reversed_on: int | None, damage: int) -> int:
    """Cards the attacker may draw: the SV when reversed on the overturn before the last card."""
    if reversed_on is None or face is None or face.kind != "maneuver":
        return 0
    if reversed_on >= damage:
        return 0
    return max(card.stun or 0, 0)
