"""Small text helpers shared by the source parsers: slugs, italics, whitespace."""
from __future__ import annotations

import re

_ITALIC = re.compile(r"\*([^*\n]+?)\*")
_SPACES = re.compile(r"[ \t\u00a0]+")


def slugify(text: str) -> str:
    """Lower-case words joined by '-', for stable entry ids ("Booby Trap (Throwback)" -> "booby-trap-throwback")."""
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower().replace("'", "").replace("’", "")).strip("-")
    if not slug:
        # Titles made only of symbols ("•••") still need an id.
        slug = "u" + "-".join(f"{ord(ch):x}" for ch in text.strip())
    return slug


def split_italics(text: str) -> tuple[str, tuple[str, ...]]:
    """Strip the `*Name*` italics markers, returning the readable text and the italicised names.

    Names are returned in order of first appearance, without duplicates.
    """
    names: list[str] = []

    def keep(match: re.Match) -> str:
        name = match.group(1).strip()
        if name and name not in names:
            names.append(name)
        return match.group(1)

    plain = _ITALIC.sub(keep, text)
    plain = plain.replace("*", "") if plain.count("*") == 1 else plain
    return plain, tuple(names)


def squash(text: str) -> str:
    """Collapse runs of spaces (keeping line breaks) and trim each line."""
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def ends_sentence(text: str) -> bool:
    """True when text ends like a finished sentence (or a closed quote / parenthesis / italic name)."""
    text = text.rstrip().rstrip("*")
    return bool(re.search(r"[.!?\"”'’)\]:…]$", text))
