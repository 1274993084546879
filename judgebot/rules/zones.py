"""The zones of the game and the state of a match at the moment a card is played.

FAQ v4.0 Glossary: "Ring (Area)", "Ringside (Pile)", "Arsenal", "Backlash (Deck)",
"Backstage (Area)", "Hand/Hand Size".  The Timing Breakdown step 1: "Until the
card is moved to another area, it is not in any area while resolving the Timing
Breakdown."
"""
from __future__ import annotations

from dataclasses import dataclass, field

PLAY_ZONES = ("hand", "backlash", "ringside")
RESPONSE_ZONES = ("hand", "backlash", "ringside", "ring", "backstage")
ZONE_KEYS = ("ring", "ringside", "hand", "backlash", "arsenal")


@dataclass
class Player:
    role: str                                  # "attacker" or "defender"
    superstar: object = None                   # Card or None
    ring: list = field(default_factory=list)   # oldest first
    ringside: list = field(default_factory=list)  # bottom first
    hand: list = field(default_factory=list)
    backlash: list = field(default_factory=list)
    arsenal: list | None = None                # top first; None = not given (overturning finds no Reversal)
    arsenal_size: int | None = None            # None = unknown (plenty)
    fortitude_override: int | None = None
    given: frozenset = frozenset()             # which zone keys the scenario listed

    def arsenal_count(self) -> int | None:
        """Cards in the Arsenal, or None when the scenario does not say."""
        if self.arsenal_size is not None:
            return self.arsenal_size
        if self.arsenal is not None:
            return len(self.arsenal)
        return None

    def zone(self, name: str) -> list:
        return getattr(self, name) if name in ZONE_KEYS else []


@dataclass
class PlayedBefore:
    card: object
    result: str                 # "successful" or "reversed"
    as_type: str | None = None
    from_zone: str = "hand"


@dataclass
class Play:
    card: object
    from_zone: str = "hand"
    as_type: str | None = None


@dataclass
class Response:
    card: object                # Card, or None for a trait's reversal effect (Volley)
    from_zone: str = "hand"
    chain_discard: list = field(default_factory=list)
    volley: bool = False


@dataclass
class Match:
    id: str
    format: str                 # "classic" or "revolution"
    question: str
    attacker: Player
    defender: Player
    played_before: list[PlayedBefore]
    play: Play
    responses: list[Response]
    counter: bool = False       # the attacker reversed a card to end the defender's last turn
    lookup: object = None       # title -> card (the scenario's), for a card a text names ("played after X")

    @property
    def revolution(self) -> bool:
        return self.format == "revolution"

    def opponent(self, player: Player) -> Player:
        return self.defender if player is self.attacker else self.attacker
