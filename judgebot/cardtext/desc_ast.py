"""AST nodes for card descriptions (grammar/desc.lark).

Meanings from the FAQ v4.0 Glossary and the rulebooks beside it; each node quotes the card wording it
stands for.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ast import Cards, Node


@dataclass(frozen=True)
class CountChange(Node):
    """A change to how many cards another effect moves:
    "The number of cards overturned for your opponent's non-damage card effects is reduced to 1." ->
    cards=cards overturned, purpose="opponent's effects", to=1;
    "The number of your cards removed from the game is considered double." -> times=2;
    "The number of cards discarded cannot go below 2." -> minimum=2.

    `cards` names the cards counted (the verb of that effect is in the filter's qualifiers:
    "discarded", "overturned", "removed from the game"); `purpose` what the effect is for ("Heat
    trait", a card title, "card effects"); one of `to` (set to), `by` (raised by, negative: lowered),
    `times` (multiplied), `minimum` (never fewer)."""

    cards: Cards
    purpose: str | None = None
    to: int | None = None
    by: int | None = None
    times: int | None = None
    minimum: int | None = None
