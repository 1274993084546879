"""Restricted Modification Symbol (RMS).

FAQ v4.0 Glossary, "Restricted Modification Symbol (RMS)": "A card with the RMS cannot
have any of its wording, traits, or numerical values altered, increased, removed or
ignored. ... RMS cards cannot have their reversibility modified by any card, effect, or
ability." ... "A card with the RMS can always modify itself." ... "Plunging does not
affect RMS reversals".  Classic rulebook v17, "Restricted Modification": "A Restricted
card cannot have its Fortitude Value reduced by an 'Ego Boost.'"
"""
from __future__ import annotations

from . import cardtype


def is_rms(card) -> bool:
    return cardtype.has_trait(card, "RMS")


def may_be_modified_by(card, from_itself: bool) -> bool:
    """Values, text, traits and reversibility: only the card itself may change an RMS card."""
    return from_itself or not is_rms(card)


def plunging_applies(reversal_card) -> bool:
    """Plunging (raising the cost of the opponent's reversals) does not touch RMS reversals."""
    return not is_rms(reversal_card)
