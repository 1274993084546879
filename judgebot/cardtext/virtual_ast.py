"""AST nodes for Virtual keyword actions (FAQ Glossary: Bury, Recover, Hide, Flip, Stack, Promo, Arsenal Search, Allegiance, ACE)."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Node  # noqa: F401
