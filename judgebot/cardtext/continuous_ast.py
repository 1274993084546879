"""AST nodes for continuous effects: modifiers, rule changes, "considered", variable values (#), play permissions and limits."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
