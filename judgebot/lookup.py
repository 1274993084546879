"""Find cards by the name a judge types, and card titles mentioned in a question.

`normalise` is the lookup form of a title: case, accents, punctuation and
apostrophes (straight or curly) do not matter, and a version marker becomes
canonical: "Punch (TB)", "Punch (Throwback)" -> "punch (throwback)";
"Chair Shot (Revolution)" -> "revolution chair shot" (the data's own
spelling of Revolution versions).  Every `Card.key` is `normalise(card.title)`.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterable

from .errors import UnknownCard
from .models import Card

_VERSION_SUFFIX = re.compile(r"\s*[(\[]\s*(tb|throwback|rev|revolution|virtual)\s*[)\]]\s*$")
_JOINERS = re.compile(r"['\u2018\u2019\u201b\u02bc`\u00b4.]")   # removed: "Don't" -> "dont", "A.J." -> "aj"
_SEPARATORS = re.compile(r"[^a-z0-9()]+")
_SPACES = re.compile(r"\s+")
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201b": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
_TRAILING_TB = re.compile(r"\s+(tb|throwback)$")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.lower().replace("&", " and ")
    text = _JOINERS.sub("", text)
    text = text.replace("(", " ").replace(")", " ")
    return _SPACES.sub(" ", _SEPARATORS.sub(" ", text)).strip()


@lru_cache(maxsize=65536)
def normalise(name: str) -> str:
    """The lookup form of a card name (see the module docstring)."""
    text = unicodedata.normalize("NFKC", name or "").strip().lower()
    version = ""
    m = _VERSION_SUFFIX.search(text)
    if m:
        version = {"tb": "throwback", "rev": "revolution"}.get(m.group(1), m.group(1))
        text = text[: m.start()]
    text = _fold(text)
    if version == "revolution":
        return text if text.startswith("revolution ") else f"revolution {text}"
    if version:
        return f"{text} ({version})"
    return text


def exact_key(title: str) -> str:
    """A key that keeps punctuation, for the rare titles `normalise` cannot tell apart
    ("Rob Van Dam" the Superstar, "Rob! Van! Dam!" the Action)."""
    text = unicodedata.normalize("NFKC", title).translate(_APOSTROPHES).casefold()
    return _SPACES.sub(" ", text).strip()


def compact(name: str) -> str:
    """`normalise` without any spaces: "H-B-K" and "HBK" meet here."""
    return normalise(name).replace(" ", "")


# Titles that are ordinary English words or game terms; finding them in a
# question would mostly be wrong ("Can I reverse a Punch?" is fine, "I" is not).
_MIN_FIND_LEN = 4
_COMMON_TITLES = {
    "throwback", "action", "reversal", "strike", "grapple", "submission", "high risk",
    "maneuver", "antic", "heat", "chain", "stun", "multi", "unique", "legend",
    "the", "and", "you", "if", "it", "run in", "hybrid", "volley", "momentum",
    "respect", "focus", "revenge", "control", "fear", "honor", "help", "the end",
}


class CardIndex:
    """Name lookup over a set of cards."""

    def __init__(self, cards: Iterable[Card]):
        self.cards: dict[str, Card] = {}
        self._compact: dict[str, Card] = {}
        self._exact: dict[str, Card] = {}
        for card in cards:
            self.cards[card.key] = card
            self._exact.setdefault(exact_key(card.title), card)
            self._compact.setdefault(compact(card.title), card)
        self._keys = list(self.cards)
        self._titles = [c.title for c in self.cards.values()]
        self._finder: tuple[dict[str, Card], int] | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, name: str) -> bool:
        return self._find(name) is not None

    def _find(self, name: str) -> Card | None:
        card = self._exact.get(exact_key(name))      # as printed: "Rob! Van! Dam!"
        if card is not None:
            return card
        key = normalise(name)
        card = self.cards.get(key)
        if card is not None:
            return card
        m = _TRAILING_TB.search(key)          # "Kick Throwback", "Kick TB"
        if m:
            card = self.cards.get(f"{key[: m.start()]} (throwback)")
            if card is not None:
                return card
        card = self._compact.get(key.replace(" ", ""))
        if card is None and not key.startswith("revolution "):
            # A title printed only in Revolution: "Rollins' Enzuigiri".
            card = self.cards.get(f"revolution {key}") or self._compact.get("revolution" + key.replace(" ", ""))
        if card is None and "(" not in key:
            # A title printed only as a Throwback: "The Cena Throwback".
            card = self.cards.get(f"{key} (throwback)")
        return card

    def get(self, name: str) -> Card:
        """The card titled `name`; `UnknownCard` (with the closest titles) otherwise."""
        card = self._find(name)
        if card is None:
            raise UnknownCard(name, self.closest(name))
        return card

    def closest(self, name: str, n: int = 5) -> list[str]:
        """The `n` titles nearest to `name`, best first."""
        from rapidfuzz import fuzz, process, utils  # noqa: F401  (imported only when needed)

        query = normalise(name)
        if not query:
            return []
        found = process.extract(query, self._keys, scorer=fuzz.WRatio, limit=max(50, n * 3))
        # Re-rank the candidates on whole-title similarity too, so "punhc" offers "Punch"
        # before a long title that merely contains a similar word.
        ranked = sorted(found, key=lambda hit: (-(hit[1] + fuzz.ratio(query, hit[0]) + fuzz.token_sort_ratio(query, hit[0])),
                                                len(hit[0])))
        return [self.cards[key].title for key, _score, _i in ranked[:n]]

    # -- titles in free text -------------------------------------------------
    def _build_finder(self) -> tuple[dict[str, Card], int]:
        by_form: dict[str, Card] = {}
        for key, card in self.cards.items():   # "Punch (Throwback)" is found as "Punch"
            if "(" in key or len(key) < _MIN_FIND_LEN or key in _COMMON_TITLES:
                continue
            by_form.setdefault(key, card)
        longest = max((f.count(" ") + 1 for f in by_form), default=0)
        return by_form, longest

    def find_in_text(self, text: str) -> list[Card]:
        """Cards whose titles appear in `text`, longest title first, each once.

        Read left to right, taking the longest title that starts at each word,
        so "Chair Shot" inside "Steel Chair Shot" is not a second mention.
        """
        if self._finder is None:
            self._finder = self._build_finder()
        by_form, longest = self._finder
        words, possessive = _words(text)
        found: dict[str, Card] = {}
        i = 0
        while i < len(words):
            for n in range(min(longest, len(words) - i), 0, -1):
                form = " ".join(words[i:i + n])
                card = by_form.get(form)
                if card is None and possessive[i + n - 1]:      # "Stone Cold Steve Austin's"
                    card = by_form.get(form[:-1])
                if card is not None:
                    found.setdefault(card.key, card)
                    i += n
                    break
            else:
                i += 1
        return sorted(found.values(), key=lambda c: -len(c.title))


_POSSESSIVE = re.compile(r"['\u2019]s\W*$", re.I)


def _words(text: str) -> tuple[list[str], list[bool]]:
    """The folded words of a text, and which of them end in a possessive "'s"."""
    words: list[str] = []
    possessive: list[bool] = []
    for token in text.split():
        folded = _fold(token).split()
        if folded:
            words += folded
            possessive += [False] * (len(folded) - 1) + [bool(_POSSESSIVE.search(token))]
    return words, possessive
