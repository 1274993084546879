"""Multi.

Classic rulebook v17, "Multi": "A maneuver with Multi must be reversed by two
appropriate Reversal cards (in any combination) ... If the card is only reversed once
(or not at all) ... the maneuver is considered successfully played. The remainder of
the two reversals can come while overturning for damage."  FAQ v4.0 Glossary, "Multi":
"The second reversal against a Multi card is considered to be the reversal that actually
reverses the Multi card. The first reversal will fail to reverse the card and end the
turn, but all other effects from the first reversal will take place." ... "The final
reversal to a Multi card determines where that card was reversed from."
"""
from __future__ import annotations

from . import cardtype


def reversals_needed(card, face, restrictions=(), gained=frozenset()) -> int:
    """Two for a Multi (whatever the number of parts), else one; more when the card's text asks for more ("This card
    requires 3 reversals to be reversed instead of 2", "Can only be reversed by 2 reversal cards": a reversal
    restriction, FAQ Glossary "Reversal Restriction": 'modifies the reversibility of a card'), counted as a Multi's
    two (the remainder can come while overturning for damage)."""
    base = 2 if cardtype.is_multi(card, face) or "multi" in gained else 1
    return max([base] + [r.count for r in restrictions if r.kind == "needs" and r.count])


def needs_more_than_multi(card, face, restrictions=(), gained=frozenset()) -> bool:
    """Whether the card's own text, not the Multi trait, sets how many reversals it takes."""
    multi = cardtype.is_multi(card, face) or "multi" in gained
    return reversals_needed(card, face, restrictions, gained) > (2 if multi else 1)
