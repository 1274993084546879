"""Deck check: is a tournament decklist legal for its format, and if not, which rule says so.

`check_deck(text_or_xml, fmt) -> DeckReport` reads a plain-text decklist or an
OCTGN `.o8d` file, matches it to the card database and applies every rule of
construction the rulebooks and the FAQ give, each violation with its citation.
"""
from __future__ import annotations


def check_deck(text_or_xml: str, fmt: str | None = None):
    from .check import check_deck as _check

    return _check(text_or_xml, fmt)


def __getattr__(name: str):
    if name in ("DeckReport", "Violation", "Note"):
        from . import report

        return getattr(report, name)
    if name == "DeckFileError":
        from .model import DeckFileError

        return DeckFileError
    raise AttributeError(name)
