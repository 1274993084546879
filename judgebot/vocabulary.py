"""The words judges say and the words the documents print.

A judge at the table says "discard pile", "deck", "RMS", "TB", "F:0", "SV" or
"counted out"; the FAQ and rulebooks say "Ringside", "Arsenal", "Restricted
Modification", "Throwback", "Fortitude", "Stun Value" and "Count Out".  This
module holds both sides of that dictionary and the one text analyser the index
and the query share, so a word is stemmed the same way on both sides.

Expansion is additive: the judge's own words are always searched at full
weight, and each document term a phrase stands for is added with a weight
below 1 (see `expand`).  Nothing is blindly replaced.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Words too common in questions and rulings to say anything about the topic.
STOP_WORDS = frozenset(
    """a an and are as at be by can for from have if in is it may not of on or
    that the this to us we will with yet you your do does did doing done i
    me my mine what which who whom whose how was were would should could there
    then than so just about he his him she her they them their its s t also
    any some been being has had""".split()
)

# judge phrase -> [(document phrase, weight)].  Phrases are written in plain
# words; they are analysed (lower-cased, stemmed) like everything else.
SYNONYMS: dict[str, list[tuple[str, float]]] = {
    # zones
    "discard pile": [("ringside pile", 0.9), ("ringside", 0.8)],
    "graveyard": [("ringside", 0.8)],
    "discarded pile": [("ringside", 0.8)],
    "deck": [("arsenal", 0.8)],
    "library": [("arsenal", 0.8)],
    "draw pile": [("arsenal", 0.8)],
    "in play": [("ring area", 0.7)],
    "play area": [("ring area", 0.7)],
    "field": [("ring area", 0.5)],
    "board": [("ring area", 0.5)],
    "table": [("ring area", 0.4)],
    "removed from the game": [("backstage", 0.4)],
    "exile": [("backstage", 0.5)],
    "zone": [("area", 0.8)],
    "zones": [("area", 0.8)],
    "handsize": [("hand size", 0.9)],
    "max hand": [("hand size", 0.7)],
    "maximum hand": [("hand size", 0.7)],
    # card values and their abbreviations
    "f": [("fortitude", 0.8)],
    "d": [("damage", 0.8)],
    "sv": [("stun value", 0.6), ("superstar value", 0.6)],
    "stun draw": [("stun value", 0.8)],
    "stun": [("stun value", 0.5)],
    "cost": [("fortitude", 0.4)],
    "no damage": [("d0", 0.8), ("no damage", 0.6)],
    "zero damage": [("d0", 0.8), ("no damage", 0.6)],
    "0 damage": [("d0", 0.8)],
    "damageless": [("d0", 0.8), ("no damage", 0.6)],
    "zero": [("0", 0.4)],
    # keywords and mechanics
    "rms": [("restricted modification", 0.8)],
    "tb": [("throwback", 0.9)],
    "ace": [("activated card effect", 0.7)],
    "aces": [("activated card effect", 0.7)],
    "countout": [("count out", 0.9)],
    "unreversible": [("irreversible", 0.9), ("cannot be reversed", 0.6)],
    "unreversable": [("irreversible", 0.9), ("cannot be reversed", 0.6)],
    "irreversable": [("irreversible", 0.9)],
    "can't be reversed": [("cannot be reversed", 0.8), ("irreversible", 0.6)],
    "targetless": [("without a target", 0.8), ("target", 0.6)],
    "untargeted": [("without a target", 0.8), ("target", 0.6)],
    "no target": [("without a target", 0.8)],
    "stop": [("reverse", 0.5)],
    "stops": [("reverse", 0.5)],
    "block": [("reverse", 0.5)],
    "counter": [("reverse", 0.5)],
    "negate": [("reverse", 0.4), ("prevent", 0.4)],
    "cancel": [("prevent", 0.4), ("reverse", 0.3)],
    "blank": [("blanked", 0.8)],
    "blanks": [("blanked", 0.8)],
    "prematch": [("pre match", 0.9)],
    "midmatch": [("mid match", 0.9)],
    "take damage": [("overturn", 0.5)],
    "finish": [("complete", 0.7), ("resolve", 0.5)],
    "finishes": [("complete", 0.7), ("resolve", 0.5)],
    "done": [("complete", 0.6), ("resolve", 0.5)],
    "wait until": [("after", 0.6)],
    "mill": [("overturn", 0.5)],
    "limit": [("cannot pack", 0.3)],
    "deckbuilding": [("construction", 0.7), ("pack", 0.6)],
    "deck building": [("construction", 0.7), ("pack", 0.6)],
    "run": [("pack", 0.4)],
    "text": [("effect", 0.4)],
    "order": [("then", 0.4), ("first", 0.3)],
    "wording": [("errata", 0.6), ("now reads", 0.6)],
    "new text": [("errata", 0.6), ("now reads", 0.6)],
    "reworded": [("errata", 0.6)],
    # common short names for cards and events
    "hiac": [("hell in a cell match", 0.9), ("hell in a cell", 0.8)],
    "hhh": [("triple h", 0.9)],
    "trips": [("triple h", 0.7)],
    "scsa": [("stone cold steve austin", 0.9), ("the rattlesnake", 0.6)],
    "stone cold": [("the rattlesnake", 0.5)],
    "austin": [("the rattlesnake", 0.5)],
    "rvd": [("rob van dam", 0.9)],
    "hbk": [("shawn michaels", 0.9), ("the showstopper", 0.6)],
    "taker": [("undertaker", 0.9)],
    "bod": [("brothers of destruction", 0.9)],
    "jr": [("jim ross", 0.7)],
    "setup": [("set up", 0.9)],
    "set ups": [("set up", 0.9)],
    "followup": [("follow up", 0.9)],
    "ring side": [("ringside", 0.9)],
    "backlash pile": [("backlash deck", 0.8)],
    "ppv": [("pay per view", 0.9)],
    "osm": [("over sell maneuver", 0.9)],
    # the FAQ's name for "reversed for what it could do" (Glossary "Potentiality Rule")
    "optional": [("potentiality rule", 0.5), ("potential", 0.5)],
    "choose not to use": [("potentiality rule", 0.6), ("not used", 0.6)],
    "based on that text": [("potential", 0.5)],
    "could do": [("potential", 0.6)],
}

_WORD = re.compile(r"\w+")
_DASHES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                         "\u2013": "-", "\u2014": "-"})
# "D:0", "D: 3", "d0" and "0D", "3D" all mean a Damage value; "F:5"/"5F" a Fortitude value.
_VALUE_PREFIX = re.compile(r"\b([DFdf])\s?:\s?(\d+)\b")
_VALUE_SUFFIX = re.compile(r"(?<![\w+-])([+-]?)(\d+)\s?([DF])\b")


def normalise_text(text: str) -> str:
    """Rewrite spellings that a tokenizer would tear apart, the same way for the
    documents and the query: "D:0" and "0D" -> "d0", "J.R." -> "jr",
    "Pure & Wholesome" -> "pure and wholesome", "O' Mac" -> "O Mac"."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES)
    text = _VALUE_PREFIX.sub(lambda m: f"{m.group(1).lower()}{m.group(2)}", text)
    text = _VALUE_SUFFIX.sub(lambda m: f"{m.group(1)}{m.group(3).lower()}{m.group(2)}", text)
    text = re.sub(r"\b([A-Za-z])\.([A-Za-z])\.", r"\1\2", text)      # J.R. -> JR
    text = re.sub(r"'s\b", "", text)                                   # Andre's -> Andre
    text = text.replace("'", "").replace("&", " and ")
    return text


@lru_cache(maxsize=1)
def analyzer():
    """The analyser shared by the index and the queries: words, lower case,
    question words dropped, Porter stems."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter

    return (RegexTokenizer(r"\w+") | LowercaseFilter()
            | StopFilter(stoplist=STOP_WORDS, minsize=2) | StemFilter(cachesize=50000))


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    from whoosh.lang.porter import stem

    return stem(word)


def tokens(normal: str) -> list[tuple[str, int]]:
    """(stem, start character) of each index term of already-normalised text: the
    same terms `analyzer()` gives (the tests compare them over every source
    passage), without importing Whoosh's analysis machinery, so a one-off
    `judgebot search` starts faster."""
    found = []
    for match in _WORD.finditer(normal):
        word = match.group().lower()
        if len(word) >= 2 and word not in STOP_WORDS:
            found.append((_stem(word), match.start()))
    return found


def words(text: str) -> list[str]:
    """Plain lower-case words of already-normalised text (no stemming, no stop list)."""
    return [w.lower() for w in _WORD.findall(text)]


def stems(text: str) -> list[str]:
    """The index terms of `text`: normalised, stop words dropped, stemmed."""
    return [stem for stem, _ in tokens(normalise_text(text))]


def bigrams(terms: list[str]) -> list[str]:
    """Adjacent stemmed terms joined by '_': the index's cheap phrase proximity."""
    return [f"{a}_{b}" for a, b in zip(terms, terms[1:])]


def name_key(name: str) -> str:
    """The form a card title, Superstar or glossary term is matched in: words of
    the normalised name, lower case, single-spaced ("It's Showtime!" -> "it showtime")."""
    return " ".join(words(normalise_text(name)))


@dataclass(frozen=True)
class Expansion:
    """A document phrase a judge's phrase stands for, with its weight (< 1)."""

    judge: str
    document: str
    weight: float


@lru_cache(maxsize=1)
def _synonym_table() -> dict[tuple[str, ...], list[tuple[str, float]]]:
    return {tuple(words(normalise_text(k))): v for k, v in SYNONYMS.items()}


def expand(query: str) -> list[Expansion]:
    """The document phrases the judge's words stand for, longest judge phrase first.

    >>> [(e.judge, e.document) for e in expand("is it in the discard pile")][:1]
    [('discard pile', 'ringside pile')]
    """
    table = _synonym_table()
    tokens = words(normalise_text(query))
    longest = max(len(k) for k in table)
    found: list[Expansion] = []
    for size in range(longest, 0, -1):
        for start in range(len(tokens) - size + 1):
            key = tuple(tokens[start:start + size])
            for document, weight in table.get(key, ()):
                found.append(Expansion(" ".join(key), document, weight))
    return found
