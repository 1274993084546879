"""AST nodes for conditions on cards and on the game state ("if the reversed card is ...", "if your next card played is ...")."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
