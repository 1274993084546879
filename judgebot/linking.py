"""Link FAQ and rulebook entries to the cards they are about.

* `Entry.cards`: the card or Superstar an entry's subject names.  The FAQ
  spells subjects its own way: "Booby Trap (Throwback)", "Judo Choke
  (both versions)", "Irish Whip (original version)", "Panic Assault, Panic
  Grab, Panic Throw (rulings for all three)", "It's Great To Be Back Here
  In...", and the odd extraction typo ("Denville, New Jersev").  The exact
  normalised title is tried first, then the named versions, a list of titles,
  a unique title the subject begins, and last a close spelling (a high
  similarity threshold, never for short names).
* `Entry.mentions`: the cards named in the passage — the FAQ's italicised
  names (`*Sustained Damage*`) and the rulebooks' quoted names ("Kick").  A
  shortened name ("*Throttled*" in the "Throttled Within an Inch of Your Life"
  rulings) resolves to the subject card or a card named earlier in the same
  passage that contains it.

Glossary terms and Timing Breakdown steps are rules vocabulary, not cards:
their subjects are never linked.  Other games' entries are not linked.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from .lookup import CardIndex, normalise
from .models import Card, Entry

RAW_DEAL = "raw-deal"
TERM_SECTIONS = {"Glossary", "Timing Breakdown"}
REVOLUTION_SECTIONS = {"Revolution Superstars", "Revolution Cards"}
FUZZY_THRESHOLD = 92          # rapidfuzz ratio on normalised titles
FUZZY_MIN_LENGTH = 8          # never guess short names

_VERSION_NOTE = re.compile(
    r"\s*\((?P<note>original version|both versions|all versions|various|promo card|rulings for [^)]*)\)\s*$",
    re.IGNORECASE)


class Linker:
    """Resolves names as the FAQ prints them to card keys, over one `CardIndex`."""

    def __init__(self, index: CardIndex):
        self.index = index
        self.by_key: dict[str, Card] = dict(index.cards)
        self._keys = list(self.by_key)
        self._by_base: dict[str, list[Card]] = {}
        for card in self.by_key.values():
            self._by_base.setdefault(normalise(card.base_title), []).append(card)
        self._cache: dict[tuple[str, bool, bool], tuple[str, ...]] = {}

    # -- single names ---------------------------------------------------------
    def exact(self, name: str, prefer_revolution: bool = False) -> Card | None:
        name = name.strip().strip("\"“”'")
        if not name:
            return None
        if prefer_revolution and not normalise(name).startswith("revolution "):
            card = self.by_key.get(normalise("Revolution " + name))
            if card is not None:
                return card
        # `in` first: a miss must not pay for `get`'s closest-title search.
        return self.index.get(name) if name in self.index else None

    def prefix(self, name: str) -> Card | None:
        """The one title that begins with this (shortened or "..."-cut) name."""
        stem = normalise(name.rstrip(". …"))
        if len(stem) < FUZZY_MIN_LENGTH:
            return None
        found = [key for key in self._keys if key.startswith(stem + " ") or key == stem]
        found = [key for key in found if "(" not in key] or found
        return self.by_key[found[0]] if len(found) == 1 else None

    def fuzzy(self, name: str) -> Card | None:
        """A close spelling: one typing slip ("Kev Lock", "Taiiri"), or 92% alike for long titles."""
        from rapidfuzz import fuzz, process
        from rapidfuzz.distance import Levenshtein

        query = normalise(name)
        if len(query) < 6:
            return None
        slips = process.extract(query, self._keys, scorer=Levenshtein.distance, score_cutoff=1, limit=3)
        slips = [hit for hit in slips if "(" not in hit[0]] or slips
        if len(slips) == 1:
            return self.by_key[slips[0][0]]
        if len(query) < FUZZY_MIN_LENGTH or slips:
            return None
        hit = process.extractOne(query, self._keys, scorer=fuzz.ratio, score_cutoff=FUZZY_THRESHOLD)
        return self.by_key[hit[0]] if hit else None

    def versions(self, card: Card) -> list[Card]:
        """Every version of a card (original, Throwback, Revolution...)."""
        return self._by_base.get(normalise(card.base_title), [card])

    # -- subjects ---------------------------------------------------------------
    def subject_cards(self, subject: str, prefer_revolution: bool = False) -> tuple[str, ...]:
        key = (subject, prefer_revolution, True)
        if key not in self._cache:
            self._cache[key] = tuple(c.key for c in self._subject_cards(subject, prefer_revolution))
        return self._cache[key]

    def _subject_cards(self, subject: str, prefer_revolution: bool) -> list[Card]:
        name = subject.strip()
        note = ""
        m = _VERSION_NOTE.search(name)
        if m:
            note, name = m.group("note").lower(), name[: m.start()].strip()
        cards = self._one_or_list(name, prefer_revolution)
        if not cards:
            return []
        if note in ("both versions", "all versions", "various"):
            # In the Classic sections "both versions" are the original and its Throwback.
            keep = [v for c in cards for v in self.versions(c)
                    if prefer_revolution or not v.version.startswith("Revolution")]
            return list({v.key: v for v in keep}.values())
        if note == "original version":
            return [next((v for v in self.versions(c) if not v.version), c) for c in cards]
        return cards

    def _one_or_list(self, name: str, prefer_revolution: bool) -> list[Card]:
        card = self.resolve(name, prefer_revolution)
        if card is not None:
            return [card]
        if "," in name:                       # "Panic Assault, Panic Grab, Panic Throw"
            parts = [self.resolve(part, prefer_revolution) for part in name.split(",")]
            if parts and all(parts):
                return list({c.key: c for c in parts}.values())
        return []

    def resolve(self, name: str, prefer_revolution: bool = False) -> Card | None:
        """Exact title (with or without a leading "The"), then a unique title it begins, then a close spelling."""
        card = self.exact(name, prefer_revolution)
        if card is None:
            bare = re.sub(r"^the\s+", "", name.strip(), flags=re.IGNORECASE)
            card = self.exact(bare, prefer_revolution) if bare != name.strip() \
                else self.exact("The " + name.strip(), prefer_revolution)
        return card or self.prefix(name) or self.fuzzy(name)

    # -- mentions ---------------------------------------------------------------
    def mention_cards(self, names: Iterable[str], context: list[Card], prefer_revolution: bool,
                      guess: bool) -> tuple[str, ...]:
        found: list[Card] = []
        for raw in names:
            name = raw.strip().strip(",;:.")
            card = self._mention(name, context + found, prefer_revolution, guess)
            cards = [card] if card is not None else []
            if not cards:
                # one italic run naming several cards: "*Trailer Park Trash and Kissing Up*"
                parts = [p for p in _LIST_SPLIT.split(name) if p.strip()]
                if len(parts) > 1:
                    cards = [c for p in parts
                             if (c := self._mention(p.strip(), context + found, prefer_revolution, False))]
            for card in cards:
                if all(card.key != f.key for f in found):
                    found.append(card)
        return tuple(c.key for c in found)

    def _mention(self, name: str, context: list[Card], prefer_revolution: bool, guess: bool) -> Card | None:
        if not name:
            return None
        card = self.exact(name, prefer_revolution)
        if card is None and name.endswith("s"):
            card = self.exact(name[:-1], prefer_revolution)       # "*Judo Takedowns*"
        if card is None:
            card = _shortened(name, context)
        if card is None and guess:
            card = self.prefix(name) or self.fuzzy(name)
        return card


_LIST_SPLIT = re.compile(r",\s+|\s+and\s+|\s+or\s+|\s+Or\s+|\s*\(")


def _shortened(name: str, context: list[Card]) -> Card | None:
    """A short form ("Throttled", "Kitchen Sink") of a card already in play in this entry."""
    words = normalise(name).split()
    if not words:
        return None
    hits = []
    for card in context:
        title = normalise(card.title).split()
        if any(title[i:i + len(words)] == words for i in range(len(title) - len(words) + 1)):
            hits.append(card)
    return hits[0] if len({c.key for c in hits}) == 1 else None


def link_entries(entries: list[Entry], card_index: CardIndex) -> list[Entry]:
    """The same entries with `cards` (the subject's card) and `mentions` (cards named inside) filled."""
    linker = Linker(card_index)
    linked: list[Entry] = []
    for entry in entries:
        if entry.game != RAW_DEAL:
            linked.append(entry)
            continue
        revolution = entry.section in REVOLUTION_SECTIONS or entry.source == "revolution-rulebook"
        subject_keys: tuple[str, ...] = ()
        if entry.source == "faq-4.0" and entry.subject and entry.section not in TERM_SECTIONS \
                and not _is_term_part(entry):
            subject_keys = linker.subject_cards(entry.subject, revolution)
        context = [linker.by_key[k] for k in subject_keys]
        mentions = linker.mention_cards(entry.italics, context, revolution,
                                        guess=entry.source == "faq-4.0")
        linked.append(replace(entry, cards=subject_keys, mentions=mentions))
    return linked


def _is_term_part(entry: Entry) -> bool:
    """Recent Updates' GLOSSARY part holds terms, like the Glossary."""
    return entry.section == "Recent Updates" and "/recent-updates-glossary/" in entry.id


def link_report(entries: list[Entry]) -> dict[str, int]:
    """How many FAQ card/Superstar subjects were linked (for benchmarks and tests)."""
    subjects: dict[tuple[str, str], bool] = {}
    for entry in entries:
        if entry.source != "faq-4.0" or entry.section in TERM_SECTIONS or _is_term_part(entry):
            continue
        key = (entry.section, entry.subject)
        subjects[key] = subjects.get(key, False) or bool(entry.cards)
    mentioned = sum(1 for e in entries if e.mentions)
    return {"subjects": len(subjects), "linked": sum(subjects.values()), "entries_with_mentions": mentioned}
