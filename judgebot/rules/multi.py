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


def reversals_needed(card, face) -> int:
    """Two for a Multi (whatever the number of parts), else one."""
    return 2 if cardtype.is_multi(card, face) else 1
