"""AST nodes for conditions on cards and on the game state ("if the reversed card is ...", "if your next card played is ...")."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401


@dataclass(frozen=True)
class ConsideredResult(Node):
    """How cards played together count: "Unless both maneuvers are reversed when played, both are considered
    successfully played" (`cards` "both", `result` "successful"; `considered` when the text says "considered")."""

    cards: str
    result: str
    considered: bool = False
