"""Fortitude: the rating a player has and the cost a card asks.

FAQ v4.0 Glossary, "Fortitude": "Fortitude is the total printed Damage value of all
the cards in a player's Ring Area." ... "Bonuses to damage are temporary and do not
add to Fortitude."  Timing Breakdown 2a: "Determine the Fortitude cost for the card,
including modifiers, the effects of the card's player first, then his opponent's
effects. (Multiplication/division first, then addition/subtraction.) You may not
play a card if you cannot meet the Fortitude cost".
"""
from __future__ import annotations

from dataclasses import dataclass

from .facts import Modifier


@dataclass(frozen=True)
class Applied:
    """A modifier and where it came from, for the explanation."""

    mod: Modifier
    origin: str           # e.g. 'Ego Boost (next card)'
    whose: str            # "attacker" (the card's player) or "defender"


def fortitude_rating(player) -> int:
    """The total printed Damage of the cards in the player's Ring (or the given override)."""
    if player.fortitude_override is not None:
        return player.fortitude_override
    return sum(c.damage for c in player.ring if c.damage is not None and c.damage > 0)


def _apply(value: int, mods: list[Applied]) -> int:
    ordered = ([m for m in mods if m.mod.op in ("*", "/")] + [m for m in mods if m.mod.op in ("+", "-")]
               + [m for m in mods if m.mod.op == "="] + [m for m in mods if m.mod.op == "max"])
    for a in ordered:
        m = a.mod
        if m.op == "=":
            value = m.amount        # "this card is F: 0": the value is set (then the opponent's effects apply)
        elif m.op == "max":
            value = min(value, m.amount)
        elif m.op == "*":
            value *= m.amount
        elif m.op == "/":
            value = value // m.amount if m.amount else value
        elif m.op == "+":
            value += m.amount
        else:
            value -= m.amount
    return value


def apply_in_order(base: int, players: list[Applied], opponents: list[Applied]) -> int:
    """The player's effects first, then the opponent's; multiplication/division before +/-."""
    return _apply(_apply(base, players), opponents)


def fortitude_cost(card, mods: list[Applied]) -> int:
    """The card's Fortitude Value after every modifier, in Timing Breakdown 2a order."""
    base = card.fortitude or 0
    return apply_in_order(base, [a for a in mods if a.whose == "attacker"],
                          [a for a in mods if a.whose != "attacker"])


def can_pay(cost: int, rating: int) -> bool:
    """Rulebook: "To play a card, the card's Fortitude Value must be less than or equal to your Fortitude Rating." """
    return cost <= rating


def show(mod: Modifier) -> str:
    if mod.op == "max":
        return f"at most {mod.amount}{mod.stat}"
    if mod.op == "=":
        return f"{mod.stat}: {mod.amount}" if mod.stat == "F" else f"D: {mod.amount}"
    sign = {"+": "+", "-": "-", "*": "x", "/": "/"}[mod.op]
    return f"{sign}{mod.amount}{mod.stat}"
