"""AST nodes for reversal definitions and reversal restrictions (FAQ Glossary: Reversal, Reversal Restriction)."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
