"""Read a plain-text decklist, the way a player writes one.

    # Triple H, Revolution
    Superstar: Triple H
    Arsenal
    3 Kick
    3x Slap
    Arm Bar x2
    Backlash
    Pre-match:
    1 Your Chance in the Limelight
    Mid-match:
    1 Boston Crab
    Backstage:
    1 Ten Gallon Hat

Headings are a line naming a part of the deck, alone or followed by ":" or a
count ("Arsenal (60)", "## Backlash", "[Backstage]").  A card line is a count
("3", "3x", "x3") and a title, either order; a title alone is one copy.
Comments start with "#" or "//" (at the start of a line, or after a space).
The Superstar is the line "Superstar: NAME", or the line under a "Superstar"
heading.
"""
from __future__ import annotations

import re

from .model import (ARSENAL, BACKLASH, BACKSTAGE, MID_MATCH, PRE_MATCH, SUPERSTAR, DeckFileError, DeckLine,
                    Decklist)

HEADINGS = {
    "superstar": SUPERSTAR, "superstar card": SUPERSTAR, "wrestler": SUPERSTAR,
    "arsenal": ARSENAL, "deck": ARSENAL, "main": ARSENAL, "main deck": ARSENAL, "arsenal deck": ARSENAL,
    "backlash": BACKLASH, "backlash deck": BACKLASH,
    "pre-match": PRE_MATCH, "prematch": PRE_MATCH, "pre match": PRE_MATCH, "pre-match cards": PRE_MATCH,
    "backlash pre-match": PRE_MATCH, "backlash (pre-match)": PRE_MATCH,
    "mid-match": MID_MATCH, "midmatch": MID_MATCH, "mid match": MID_MATCH, "mid-match cards": MID_MATCH,
    "backlash mid-match": MID_MATCH, "backlash (mid-match)": MID_MATCH,
    "backstage": BACKSTAGE, "backstage area": BACKSTAGE, "backstage cards": BACKSTAGE,
}

_COMMENT = re.compile(r"(^|\s)(#|//).*$")
_HEADING = re.compile(r"^\s*(?:#+\s*|\[)?\s*(?P<name>[A-Za-z][A-Za-z \-()]*?)\s*\]?\s*(?:\(\s*\d+\s*(?:cards?)?\s*\))?"
                      r"\s*:?\s*$")
_SUPERSTAR_INLINE = re.compile(r"^\s*(?:superstar(?: card)?|wrestler)\s*:\s*(?P<name>.+?)\s*$", re.I)
_QTY_FIRST = re.compile(r"^\s*(?P<qty>\d+)\s*[xX×*]?\s+(?P<name>.+?)\s*$")
_QTY_LAST = re.compile(r"^\s*(?P<name>.+?)\s+[xX×*]\s*(?P<qty>\d+)\s*$")
_QTY_X_FIRST = re.compile(r"^\s*[xX×]\s*(?P<qty>\d+)\s+(?P<name>.+?)\s*$")
MAX_COPIES_ON_A_LINE = 200


def _heading(text: str) -> str | None:
    m = _HEADING.match(text)
    if not m:
        return None
    return HEADINGS.get(" ".join(m.group("name").lower().split()))


def strip_comment(text: str) -> str:
    """The line without its comment ("3 Kick  # two in the sideboard" -> "3 Kick")."""
    return _COMMENT.sub("", text).rstrip()


def parse_decklist(text: str) -> Decklist:
    """Every card line with its count, heading and line number.

    Raises `DeckFileError` (with the line) for a line that is neither a heading,
    a comment nor a card line, e.g. a count of 0.
    """
    lines: list[DeckLine] = []
    section = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip().lstrip("\ufeff")
        if not stripped or stripped.startswith(("#", "//")) and _heading(stripped) is None:
            continue
        m = _SUPERSTAR_INLINE.match(stripped)
        if m:
            lines.append(DeckLine(1, strip_comment(m.group("name")), SUPERSTAR, number))
            section = section or ARSENAL
            continue
        if stripped.startswith("#"):           # "## Backlash" (a Markdown heading), else a comment
            section = _heading(stripped) or section
            continue
        body = strip_comment(stripped)
        if not body:
            continue
        heading = _heading(body)
        if heading is not None:
            section = heading
            continue
        m = _QTY_FIRST.match(body) or _QTY_X_FIRST.match(body) or _QTY_LAST.match(body)
        if m:
            qty, name = int(m.group("qty")), m.group("name").strip()
        else:
            qty, name = 1, body.strip()
        name = name.strip(" -*\u2022\t")
        if qty <= 0:
            raise DeckFileError(f"a count of {qty} for {name!r}", number)
        if qty > MAX_COPIES_ON_A_LINE:
            raise DeckFileError(f"{qty} copies of {name!r} is not a count a decklist can mean", number)
        if not name:
            raise DeckFileError("a count without a card title", number)
        lines.append(DeckLine(qty, name, section, number))
    if not lines:
        raise DeckFileError("no Superstar and no cards found")
    return Decklist(lines, kind="text")
