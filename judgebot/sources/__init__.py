"""The citeable sources: the FAQ, the Raw Deal rulebooks and the rulebooks of other games.

`load_entries()` returns every passage as an `Entry`, in a stable order: the
FAQ in document order, then the Classic and Revolution rulebooks, then the
other games' rulebooks.
"""
from __future__ import annotations

from ..models import Entry


def load_entries() -> list[Entry]:
    """Every entry from every source document, in a stable order."""
    from .faq import parse_faq

    entries: list[Entry] = list(parse_faq())
    try:
        from .rulebook import parse_rulebooks
    except ImportError:          # the rulebook parser lands after the FAQ parser
        return entries
    entries.extend(parse_rulebooks())
    return entries
