"""The one registry of per-card code: effects a card's effect tree cannot express.

Each entry is keyed by `Card.key`, names the FAQ ruling that justifies it (found in
the parsed FAQ through `citations.card_rulings`, never copied here) and changes the
`CardEffects` the grammar's tree gave.  Its size is reported by `judgebot coverage`
and is a number the project tries to shrink: an entry leaves when the grammar can
say the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .facts import CardEffects, Restriction


@dataclass(frozen=True)
class CardCode:
    """Code for one card: why (the FAQ ruling, by a phrase of it) and what (a change to its facts)."""

    ruling_subject: str                 # the FAQ subject (card title as printed) holding the ruling
    ruling_phrase: str                  # words of the ruling that justify the code
    adjust: Callable[[object, str | None, CardEffects], CardEffects]
    note: str


CARD_CODE: dict[str, CardCode] = {
    # "Precision Sleeper" (can only be reversed from Arsenal) is the FAQ's own example for Momentum
    # interacting with other reversal restrictions; its text is parsed, so it needs no code here.
}


def apply_registry(card, as_type: str | None, effects: CardEffects) -> CardEffects:
    code = CARD_CODE.get(card.key)
    if code is None:
        return effects
    return replace(code.adjust(card, as_type, effects), registry=code.note)


def registry_size() -> int:
    return len(CARD_CODE)


__all__ = ["CARD_CODE", "CardCode", "apply_registry", "registry_size", "Restriction"]
