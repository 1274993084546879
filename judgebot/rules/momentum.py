"""Momentum.

FAQ v4.0 Glossary, "Momentum": "Cards with Momentum, whether they have Momentum or been
given Momentum from a card effect can only be reversed by cards that specifically
reverse Momentum cards."  Revolution rulebook, "Momentum": "these cards ... can only be
reversed by cards that specifically reverse Momentum cards."
"""
from __future__ import annotations

from . import cardtype


def printed_momentum(card, face) -> bool:
    return cardtype.has_trait(card, "Momentum") or (face is not None and "Momentum" in face.qualifiers)


def reverses_momentum(ability) -> bool:
    """A reversal that names Momentum cards among what it reverses."""
    if ability is None:
        return False
    def names(f) -> bool:
        return "momentum" in {t.lower() for t in (f.traits | f.any_traits)} or any(names(a) for a in f.any_of)

    return any(names(f) for f in ability.targets)
