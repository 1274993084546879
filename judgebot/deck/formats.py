"""The tournament formats a deck is checked against.

FAQ Glossary, "Classic (format)": "all printed Comic Images cards without a
Revolution logo are legal ... This can be augmented with Virtual cards
(Virtual Classic)".  "Revolution (format)": "the only cards that can be packed
have the Revolution logo ... The Backlash can only contain 6 Pre-match and 6
Mid-match cards ... This can be augmented with Virtual cards (Virtual
Revolution)".  "Backlash (Deck)": "The current limit is 10 of each, or 12 in
Virtual formats"; "Virtual Cards": "for Virtual Classic / Virtual All Axxess
formats, Backlash decks may now contain up to 12 Pre-match and 12 Mid-match".

`Printing.format` in the card data is "Classic", "VirtualClassic",
"Revolution" or "VirtualRevolution".
"""
from __future__ import annotations

from dataclasses import dataclass

from ..models import Card


@dataclass(frozen=True)
class Format:
    slug: str
    name: str
    printings: frozenset[str]      # Printing.format values legal in this format
    pre_match: int                 # Backlash Pre-match limit
    mid_match: int                 # Backlash Mid-match limit
    revolution: bool               # Revolution rules (Follow-up cards unlimited, Revolution logo only)

    def allows(self, card: Card) -> bool:
        return any(p.format in self.printings for p in card.printings)


FORMATS = {
    "classic": Format("classic", "Classic", frozenset({"Classic"}), 10, 10, False),
    "virtual-classic": Format("virtual-classic", "Virtual Classic", frozenset({"Classic", "VirtualClassic"}),
                              12, 12, False),
    "revolution": Format("revolution", "Revolution", frozenset({"Revolution"}), 6, 6, True),
    "virtual-revolution": Format("virtual-revolution", "Virtual Revolution",
                                 frozenset({"Revolution", "VirtualRevolution"}), 6, 6, True),
}


def get_format(slug: str) -> Format:
    from ..errors import JudgebotError

    try:
        return FORMATS[slug.lower().replace("_", "-").replace(" ", "-")]
    except KeyError:
        raise JudgebotError(f"unknown format {slug!r}; formats: {', '.join(FORMATS)}") from None


def infer_format(cards: list[Card]) -> Format:
    """The narrowest format every card of the deck has a printing in (Classic when none fits)."""
    for slug in ("classic", "revolution", "virtual-classic", "virtual-revolution"):
        fmt = FORMATS[slug]
        if all(fmt.allows(c) for c in cards):
            return fmt
    revolution = sum(1 for c in cards if c.version.startswith("Revolution"))
    return FORMATS["virtual-revolution" if revolution * 2 > len(cards) else "virtual-classic"]
