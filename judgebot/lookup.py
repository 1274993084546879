"""Find cards by the name a judge types, and card titles mentioned in a question.

`normalise` is the lookup form of a title: case, accents, punctuation and
apostrophes (straight or curly) do not matter, and a version marker becomes
canonical: "Punch (TB)", "Punch (Throwback)" -> "punch (throwback)";
"Chair Shot (Revolution)" -> "revolution chair shot" (the data's own
spelling of Revolution versions); "Irish Whip (original version)" -> "irish
whip".  `Card.key` is `normalise(card.title)`, except for the rare title that
only punctuation tells from another ("Rob! Van! Dam!"), keyed by `exact_key`.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from .errors import UnknownCard
from .models import Card

_VERSION_SUFFIX = re.compile(
    r"\s*[(\[]\s*(tb|throwback|rev|revolution|virtual|original|original version|both versions)\s*[)\]]\s*$")
_JOINERS = re.compile(r"['\u2018\u2019\u201b\u02bc`\u00b4.]")   # removed: "Don't" -> "dont", "A.J." -> "aj"
_SEPARATORS = re.compile(r"[^a-z0-9()]+")
_SPACES = re.compile(r"\s+")
_APOSTROPHES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201b": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
_TRAILING_TB = re.compile(r"\s+(tb|throwback)$")
# A name that normalises to nothing matches only a title that is itself all dots
# ("...", written "…" or "•••" too); blank or symbol-only input is unknown.
_ONLY_DOTS = re.compile(r"^\s*[.\u2022\u2026\u00b7]+\s*$")


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
        version = {"tb": "throwback", "rev": "revolution", "original": "", "original version": "",
                   "both versions": ""}.get(m.group(1), m.group(1))
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


# Finding titles in a question.  Some titles are game terms ("Backlash",
# "Throw") and are never taken as a card mention; titles made only of everyday
# words ("Always", "Double Team", "Kick") are taken only when the question
# writes them like a title: capitalised, and a one-word title not merely
# because it starts a sentence.  A question typed all in lower case gives no
# such signal, so there only titles of two or more words are found.
_MIN_FIND_LEN = 4
_GAME_TERMS = {
    "maneuver", "action", "antic", "reversal", "strike", "grapple", "submission", "high risk",
    "trademark finisher", "assault", "hold", "throw", "trademark", "extreme", "core", "mean", "colossal",
    "heat", "chain", "run in", "heel", "face", "unique", "multi", "legend", "diva", "tag", "tag team",
    "volley", "momentum", "hybrid", "stun", "throwback", "backlash", "arsenal", "ringside", "backstage",
    "ring", "hand", "superstar", "fortitude", "damage", "activate", "counter", "follow up", "set up",
    "pre match", "mid match", "event", "object", "manager", "venue", "stipulation", "feud", "corner",
    "storyline", "faction", "allegiance", "enforcer", "permanent", "active", "cheater", "foreign object",
    "the", "and", "you", "if", "it", "the end",
}
_SMALL_WORDS = {"a", "an", "the", "of", "to", "in", "on", "at", "for", "and", "or", "is", "it", "by", "with", "from"}
# Question words a card text seldom uses in lower case but a question always does.
_PLAIN_ENGLISH = set("""
what when where who whom whose why how which does do did can could would should will shall may might must
are was were be been being have has had if then so but yes no not now here there this that these those
i me my mine we us our you your he him his she her they them their its all any some every each both
more most less again also just only still even sure maybe okay ok please thanks hello hey well done
ready always never sometimes first last next after before really very too much many
""".split())
_EVERYDAY_MIN_COUNT = 5     # a word written in lower case this often in card texts is an everyday word


MAX_COMPARED = 200     # characters of a name `closest` compares: the longest title has ~120


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
        self._finder: tuple[dict[str, Card], int, frozenset[str]] | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, name: str) -> bool:
        return self._find(name) is not None

    def _find(self, name: str) -> Card | None:
        card = self._exact.get(exact_key(name))      # as printed: "Rob! Van! Dam!"
        if card is not None:
            return card
        key = normalise(name)
        if not key and not _ONLY_DOTS.match(name or ""):
            return None
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

        query = normalise(name)[:MAX_COMPARED]
        if not query:
            return []
        found = process.extract(query, self._keys, scorer=fuzz.WRatio, limit=max(50, n * 3))
        # Re-rank the candidates on whole-title similarity too, so "punhc" offers "Punch"
        # before a long title that merely contains a similar word.
        ranked = sorted(found, key=lambda hit: (-(hit[1] + fuzz.ratio(query, hit[0]) + fuzz.token_sort_ratio(query, hit[0])),
                                                len(hit[0])))
        return [self.cards[key].title for key, _score, _i in ranked[:n]]

    # -- titles in free text -------------------------------------------------
    def _build_finder(self) -> tuple[dict[str, Card], int, frozenset[str]]:
        by_form: dict[str, Card] = {}
        for key, card in self.cards.items():   # "Punch (Throwback)" is found as "Punch" + marker
            if "(" in key or len(key) < _MIN_FIND_LEN or key in _GAME_TERMS:
                continue
            by_form.setdefault(key, card)
        # Shorter forms a question uses, where no other title has that form:
        # a Revolution-only title without its prefix ("Concentrated Attack"), and
        # a title without its leading article ("Brahma Bull", "Poem From the Genius").
        aliases: dict[str, Card] = {}
        for key, card in list(by_form.items()):
            for prefix in ("revolution ", "the ", "a ", "an "):
                if key.startswith(prefix):
                    rest = key[len(prefix):]
                    if len(rest) >= _MIN_FIND_LEN and rest not in _GAME_TERMS and rest not in by_form:
                        aliases.setdefault(rest, card)
        for form, card in aliases.items():
            by_form.setdefault(form, card)
        longest = max((f.count(" ") + 1 for f in by_form), default=0)
        counts: dict[str, int] = {}
        for card in self.cards.values():
            for token in re.findall(r"[A-Za-z0-9'\u2019]+", card.printed_text):
                if token.islower():
                    word = _fold(token)
                    counts[word] = counts.get(word, 0) + 1
        everyday = frozenset(w for w, n in counts.items() if n >= _EVERYDAY_MIN_COUNT) | _SMALL_WORDS | _PLAIN_ENGLISH
        return by_form, longest, everyday

    def find_in_text(self, text: str) -> list[Card]:
        """Cards whose titles appear in `text`, longest title first, each once.

        Read left to right, taking the longest title that starts at each word,
        so "Chair Shot" inside "Steel Chair Shot" is not a second mention.
        """
        if self._finder is None:
            self._finder = self._build_finder()
        by_form, longest, everyday = self._finder
        words = _words(text)
        has_case = any(w.capital and not w.initial for w in words)
        found: dict[str, Card] = {}
        i = 0
        while i < len(words):
            for n in range(min(longest, len(words) - i), 0, -1):
                span = words[i:i + n]
                form = " ".join(w.text for w in span)
                card = by_form.get(form)
                if card is None and span[-1].possessive:      # "Stone Cold Steve Austin's"
                    card = by_form.get(form[:-1])
                if card is not None and _written_as_title(span, everyday, has_case):
                    marker = words[i + n] if i + n < len(words) else None
                    if marker is not None and marker.text in ("tb", "throwback", "tbs" if marker.possessive else ""):
                        throwback = self.cards.get(f"{card.key} (throwback)")
                        if throwback is not None:      # "Irish Whip TB", "Kick (Throwback)"
                            card, n = throwback, n + 1
                    found.setdefault(card.key, card)
                    i += n
                    break
            else:
                i += 1
        return sorted(found.values(), key=lambda c: -len(c.title))


def _written_as_title(span: list["_Word"], everyday: frozenset[str], has_case: bool) -> bool:
    """Whether words that form a title are meant as the title (see _GAME_TERMS above)."""
    if not all(w.text in everyday or w.text.rstrip("s") in everyday for w in span):
        return True                      # a rare word ("Batista", "Hurricanrana") is the title
    if not has_case:
        return len(span) > 1
    if len(span) == 1:
        return span[0].capital and not span[0].initial
    return all(w.capital for w in span if w.text not in _SMALL_WORDS)


_POSSESSIVE = re.compile(r"['\u2019]s\W*$", re.I)


@dataclass(frozen=True)
class _Word:
    text: str            # folded
    capital: bool        # written with a capital letter
    initial: bool        # first word of a sentence
    possessive: bool     # written with a trailing "'s"


def _words(text: str) -> list[_Word]:
    """The folded words of a text, with how each was written."""
    words: list[_Word] = []
    initial = True
    for token in text.split():
        folded = _fold(token).split()
        capital = token.lstrip("\"'(\u201c\u2018*")[:1].isupper()
        for j, word in enumerate(folded):
            words.append(_Word(word, capital, initial and j == 0,
                               j == len(folded) - 1 and bool(_POSSESSIVE.search(token))))
        if folded:
            initial = bool(re.search(r"[.!?:;]['\"\u201d\u2019)]*$", token))
    return words
