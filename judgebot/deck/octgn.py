"""Read an OCTGN deck file (`.o8d`), the XML the community's play client saves.

    <deck game="dd9d1122-...">
      <section name="Superstar"><card qty="1" id="GUID">Triple H</card></section>
      <section name="Arsenal"><card qty="3" id="GUID">Kick</card>...</section>
      <section name="Backlash">...</section>
    </deck>

Each card carries its OCTGN id (the `Printing.octgn_id` of the set files) and
its title; the deck check matches the id first and the title second.  Section
names are read like decklist headings ("Pre-match", "Backstage"...); a section
the reader does not know leaves the zone to the card's type.
"""
from __future__ import annotations

import re

from .decklist import HEADINGS, MAX_COPIES_ON_A_LINE
from .model import DeckFileError, DeckLine, Decklist


def looks_like_octgn(text: str) -> bool:
    head = text.lstrip("\ufeff \t\r\n")[:400]
    return head.startswith("<") and ("<deck" in head or head.startswith("<?xml"))


def _line_of(text: str, needle_pos: int) -> int:
    return text.count("\n", 0, needle_pos) + 1


def parse_o8d(text: str) -> Decklist:
    """Every `<card>` of every `<section>` as a `DeckLine` (line numbers from the file)."""
    import xml.etree.ElementTree as ET

    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        raise DeckFileError(f"not well-formed XML ({exc})", line) from None
    if root.tag != "deck":
        raise DeckFileError(f"an OCTGN deck file has a <deck> root element, not <{root.tag}>", 1)
    # Line numbers: find each <card ...> tag in document order.
    card_positions = [m.start() for m in re.finditer(r"<card\b", text)]
    lines: list[DeckLine] = []
    i = 0
    for section in root.iter("section"):
        name = " ".join((section.get("name") or "").lower().split())
        zone = HEADINGS.get(name, "")
        for card in section.iter("card"):
            line = _line_of(text, card_positions[i]) if i < len(card_positions) else None
            i += 1
            qty_text = (card.get("qty") or "1").strip()
            # ASCII digits only: "\u00b2".isdigit() is true, but int() refuses it.
            if not re.fullmatch(r"[0-9]+", qty_text) or not 0 < int(qty_text) <= MAX_COPIES_ON_A_LINE:
                raise DeckFileError(f"qty={qty_text!r} is not a count of cards", line)
            title = " ".join((card.text or "").split())
            card_id = (card.get("id") or "").strip().lower()
            if not title and not card_id:
                raise DeckFileError("a <card> with neither an id nor a title", line)
            lines.append(DeckLine(int(qty_text), title, zone, line or 0, card_id))
    if not lines:
        raise DeckFileError("the deck file has no cards")
    return Decklist(lines, kind="octgn")
