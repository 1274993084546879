"""AST nodes for Superstar abilities: identities ("you are a ..."), starting hand, Superstar Value, ability text changes."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
