"""Chain.

FAQ v4.0 Glossary, "Chain (Trait)": "When you play a Chain card, your opponent may
discard 2 cards. If he does, he can reverse it from his hand or Backlash deck. If he
does not, it cannot be reversed from his hand or Backlash deck. When you successfully
play a Chain card and damage has been applied, you may discard 2 cards and then search
your Arsenal for 1 Chain card".  "You only need to discard 2 cards to be able to reverse
a Chain Multi."  "You may search for another Chain card even if your Chain card was
reversed while overturning".
"""
from __future__ import annotations

from . import cardtype

DISCARD = 2
OPEN_ZONES = ("hand", "backlash")


def is_chain(card, gained=frozenset()) -> bool:
    """Printed Chain, or Chain its text or another card gives it as it is played ("When played by Saturn, this card
    is +10D and Chain"; `gained`)."""
    return cardtype.has_trait(card, "Chain") or "chain" in gained


def blocks_reversal(card, zone: str, discarded: int, gained=frozenset()) -> bool:
    """Without 2 discards a Chain card cannot be reversed from hand or Backlash."""
    return is_chain(card, gained) and zone in OPEN_ZONES and discarded < DISCARD


def may_search_after_damage(card, result: str, gained=frozenset()) -> bool:
    """Step 9c: after damage a successfully played Chain card (even if reversed on the overturn)."""
    return is_chain(card, gained) and result == "successful"
