"""Volley.

FAQ v4.0 Glossary, "Volley": "Your opponent may reverse your Volley cards and end your
turn by randomly removing # cards (where # is the printed Volley number) in his Ringside
pile from the game." ... "Using the trait to reverse a Volley card by removing # cards is
considered 'reversing from Ringside pile.'" ... "The removal effect cannot be plunged since
it has no Fortitude cost." ... "The removal effect serves only as a single reversal to a Multi."
"""
from __future__ import annotations

import re

from . import cardtype


def volley_number(card) -> int | None:
    if getattr(card, "volley", None) is not None:
        return card.volley
    for t in getattr(card, "traits", ()) or ():
        m = re.match(r"volley\s*:?\s*(\d+)", t.strip(), re.I)
        if m:
            return int(m.group(1))
    return None if not cardtype.has_trait(card, "Volley") else 0


def may_reverse_by_removal(card, ringside) -> tuple[bool, str]:
    n = volley_number(card)
    if n is None:
        return False, f"{card.title} is not a Volley card"
    if len(ringside) < n:
        return False, f"Volley {n}: only {len(ringside)} cards in the defender's Ringside pile to remove"
    return True, f"Volley {n}: the defender removes {n} cards in his Ringside pile from the game"
