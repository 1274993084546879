"""AST nodes for conditions on cards and on the game state ("if the reversed card is ...", "if your next card played is ...")."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, ForEach, Node  # noqa: F401


@dataclass(frozen=True)
class ConsideredResult(Node):
    """How cards played together count: "Unless both maneuvers are reversed when played, both are considered
    successfully played" (`cards` "both", `result` "successful"; `considered` when the text says "considered")."""

    cards: str
    result: str
    considered: bool = False


@dataclass(frozen=True)
class ForEachShort(ForEach):
    """"You may put 1 card from his Ring into his Ringside for each card less than 3 discarded", "This card is -2D for
    every card fewer than 2 removed": `effect` once per card that `cards` falls short of `short_of` (none when that many
    or more were counted), not once per card counted."""

    short_of: int = 0
