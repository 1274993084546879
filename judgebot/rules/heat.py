"""Heat.

FAQ v4.0 Glossary, "Heat": "If you have 6 or more Heat cards in your Ringside pile, once
during each turn, you may play 1 Heat card from your Ringside pile. Whenever you move a
card from your Ringside pile to any other location for any reason other than playing a
Heat card or card effect from a Heat card, first remove all Heat cards in your Ringside
pile from the game." ... "If played from the Ringside Pile, Heat cards go to your Ring
Area as normal".
"""
from __future__ import annotations

from . import cardtype

MINIMUM = 6


def is_heat(card) -> bool:
    return cardtype.has_trait(card, "Heat")


def heat_in_ringside(ringside, played=None) -> int:
    """Heat cards in the Ringside pile, counting the card being played from there."""
    n = sum(1 for c in ringside if is_heat(c))
    if played is not None and is_heat(played) and not any(c.key == played.key for c in ringside):
        n += 1
    return n


def may_play_from_ringside(card, ringside, heat_played_this_turn: bool) -> tuple[bool, str]:
    if not is_heat(card):
        return False, f"{card.title} has no Heat trait and no text letting it be played from the Ringside pile"
    n = heat_in_ringside(ringside, card)
    if n < MINIMUM:
        return False, f"only {n} Heat cards in the Ringside pile (6 or more needed)"
    if heat_played_this_turn:
        return False, "a Heat card was already played from the Ringside pile this turn"
    return True, f"{n} Heat cards in the Ringside pile (6 or more): one Heat card may be played from it this turn"


def removed_when_moving(ringside) -> list:
    """The Heat cards removed from the game first when a non-Heat effect moves a card out of Ringside."""
    return [c for c in ringside if is_heat(c)]
