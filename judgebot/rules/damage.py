"""Damage: the printed Damage of a card plus the modifiers of both players.

FAQ v4.0 Glossary, "Damage": "Damage is the amount of cards overturned, indicated by
the number printed in the box. This number may be modified by both players" ...
"'No damage' is not the same thing as 'D:0.' No damage represents a null value, which
cannot be increased or decreased".  Timing Breakdown 3a: damage modifiers from sources
you control; 4: from sources your targeted opponent controls (multiplication/division
first, then addition/subtraction).  Classic rulebook, "Cumulative Effects": bonuses
and penalties to Damage Values and Fortitude Values can be cumulative.
"""
from __future__ import annotations

from .fortitude import Applied, _apply


def printed_damage(card) -> int | None:
    return card.damage


def modified_damage(printed: int | None, yours: list[Applied], theirs: list[Applied]) -> int | None:
    """Step 3a then step 4.  None (no damage) stays None: it cannot be modified."""
    if printed is None:
        return None
    return _apply(_apply(printed, yours), theirs)


def cards_to_overturn(damage: int | None) -> int:
    """Negative damage overturns nothing (FAQ Glossary "Negative Numbers": checked as 0)."""
    if damage is None:
        return 0
    return max(damage, 0)
