"""How much of the card database the grammar reads: cards, sentences, by set and
format, and the most frequent shapes of the sentences it cannot read yet."""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from . import cache

FORMATS = ("Classic", "Revolution", "Virtual")


def format_of(fmt: str) -> str:
    """The data says "VirtualClassic" / "VirtualRevolution": both are Virtual."""
    return "Virtual" if fmt.startswith("Virtual") else fmt


def shape(sentence: str) -> str:
    """A sentence with numbers and quoted words abstracted: what rule is missing."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "'Q'", sentence)
    text = re.sub(r"\d+", "N", text)
    return text.lower()


@dataclass
class Tally:
    cards: int = 0
    cards_fully_parsed: int = 0
    sentences: int = 0
    sentences_parsed: int = 0

    def to_json(self) -> dict:
        return {"cards": self.cards, "cards_fully_parsed": self.cards_fully_parsed,
                "sentences": self.sentences, "sentences_parsed": self.sentences_parsed}


@dataclass
class Coverage:
    total: Tally = field(default_factory=Tally)
    by_format: dict[str, Tally] = field(default_factory=dict)
    by_set: dict[str, Tally] = field(default_factory=dict)
    unparsed_shapes: Counter = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    registry_cards: int | None = None

    def to_json(self, shapes: int = 0) -> dict:
        out = self.total.to_json()
        out["by_format"] = {k: v.to_json() for k, v in self.by_format.items()}
        out["by_set"] = {k: v.to_json() for k, v in sorted(self.by_set.items())}
        out["registry_cards"] = self.registry_cards
        if shapes:
            out["unparsed_shapes"] = [{"shape": s, "count": n, "example": self.examples[s]}
                                      for s, n in self.unparsed_shapes.most_common(shapes)]
        return out


def printings_with_text():
    """(set name, format, text) for every printing with card text.

    Prefers the card database (current text after errata); falls back to the
    printed text of `load_cards()`."""
    cards = None
    try:
        from ..database import get_db

        cards = list(get_db().cards.values())
    except Exception:  # noqa: BLE001 - database not available: printed text
        cards = None
    if cards is None:
        from ..cards import load_cards

        cards = load_cards()
    for card in cards:
        text = (card.current_text or "").strip()
        if not text:
            continue
        for printing in card.printings or ():
            yield printing.set_name, format_of(printing.format), text


def measure(set_filter: str | None = None) -> Coverage:
    cov = Coverage()
    per_format: dict[str, Tally] = defaultdict(Tally)
    per_set: dict[str, Tally] = defaultdict(Tally)
    printings = [(set_name, fmt, text) for set_name, fmt, text in printings_with_text()
                 if not set_filter or set_filter.lower() in set_name.lower()]
    cache.parse_many(text for _, _, text in printings)
    for set_name, fmt, text in printings:
        tree = cache.parse_cached(text)
        parsed = sum(1 for s in tree.sentences if s.is_parsed)
        full = tree.is_fully_parsed
        for tally in (cov.total, per_format[fmt], per_set[set_name]):
            tally.cards += 1
            tally.cards_fully_parsed += full
            tally.sentences += len(tree.sentences)
            tally.sentences_parsed += parsed
        for sentence in tree.sentences:
            if not sentence.is_parsed:
                key = shape(sentence.text)
                cov.unparsed_shapes[key] += 1
                cov.examples.setdefault(key, sentence.text)
    cache.save()
    cov.by_format = {f: per_format[f] for f in FORMATS if f in per_format}
    cov.by_set = dict(per_set)
    try:
        from ..rules import registry

        size = getattr(registry, "registry_size", None)
        cov.registry_cards = size() if callable(size) else len(registry.CARD_CODE)
    except ImportError:
        cov.registry_cards = None
    return cov
