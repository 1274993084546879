"""The values a deck check passes around: a decklist as written, and the deck it names.

A `Decklist` is what the player handed in, line by line (so an error can say
which line).  A `Deck` is the same list matched to the card database: the
Superstar card and, for every line, the `Card` and the zone it is packed in.
The zones are the ones the rulebooks name: the Arsenal, the Backlash (its
Pre-match and Mid-match cards) and the Backstage Area.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import JudgebotError
from ..models import Card

ARSENAL = "arsenal"
PRE_MATCH = "pre-match"
MID_MATCH = "mid-match"
BACKSTAGE = "backstage"
SUPERSTAR = "superstar"
BACKLASH = "backlash"          # a heading that holds both Pre-match and Mid-match cards
ZONES = (ARSENAL, PRE_MATCH, MID_MATCH, BACKSTAGE)
ZONE_NAMES = {ARSENAL: "Arsenal", PRE_MATCH: "Backlash (Pre-match)", MID_MATCH: "Backlash (Mid-match)",
              BACKSTAGE: "Backstage Area", SUPERSTAR: "Superstar"}


class DeckFileError(JudgebotError):
    """A decklist that cannot be read: says which line and why."""

    def __init__(self, reason: str, line: int | None = None, problems: list[str] | None = None):
        self.reason = reason
        self.line = line
        self.problems = list(problems or [])
        where = f"line {line}: " if line else ""
        detail = "".join(f"\n  {p}" for p in self.problems)
        super().__init__(f"cannot read the decklist: {where}{reason}{detail}")


@dataclass(frozen=True)
class DeckLine:
    """One card line as written: `3 Kick` under the heading `Arsenal`."""

    qty: int
    name: str
    section: str          # one of ZONES, SUPERSTAR, BACKLASH, or "" (no heading yet / unknown heading)
    line: int             # 1-based line in the file
    octgn_id: str = ""


@dataclass
class Decklist:
    lines: list[DeckLine]
    kind: str = "text"    # "text" or "octgn"


@dataclass(frozen=True)
class Slot:
    """Copies of one card in one zone of the deck."""

    card: Card
    qty: int
    zone: str
    line: int
    written: str          # the name as the player wrote it


@dataclass
class Deck:
    superstar: Card
    slots: list[Slot] = field(default_factory=list)
    superstar_line: int = 0

    def in_zone(self, *zones: str) -> list[Slot]:
        return [s for s in self.slots if s.zone in zones]

    def count(self, *zones: str) -> int:
        return sum(s.qty for s in self.in_zone(*zones))

    def packed(self) -> list[Slot]:
        """Every card packed: Arsenal, Backlash and Backstage (FAQ Glossary, "Pack")."""
        return list(self.slots)
