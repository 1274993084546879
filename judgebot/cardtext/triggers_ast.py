"""AST nodes for triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...")."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
