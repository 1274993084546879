"""Ruling search: a judge's question in, citeable passages out, best first.

The ranking is BM25F over one document per ruling (scores precomputed by
`judgebot.index`), with these added to plain word matching:

* the judge's vocabulary (`judgebot.vocabulary`): "discard pile" also looks for
  "Ringside", "RMS" for "Restricted Modification", each at a weight below the
  judge's own words;
* names: a card title (or its short form), Superstar or glossary term named in
  the question lifts the rulings filed under that name, less the rulings that
  mention it, and the Glossary entries of the card's traits; within the named
  card's rulings the rest of the question decides the order;
* intent: "errata", "current text" lift errata and MRP entries, most of all
  those of the card the question names; "which step",
  "timing" (and softer words like "before", "while") lift the Timing Breakdown,
  most of all the step that names the card asked about (and "step", "timing"
  themselves then count for little: they say what kind of answer is wanted);
* the subject line counts beside the ruling's body, and two query words that
  stand side by side in a ruling count a little more than the same words apart;
* a passage the FAQ prints twice (Recent Updates and its own section) is one hit;
* other games' rulebooks are searched only when asked for (`source` or `games`).
"""
from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter

from . import vocabulary
from .errors import JudgebotError
from .models import Entry

RAW_DEAL = ("raw-deal",)
RECENT_UPDATES = "Recent Updates"

# Field weights, relative to a query word found in a ruling's text (1.0).
SUBJECT_WEIGHT = 0.7          # the word is in the subject line (card title, glossary term)
BIGRAM_WEIGHT = 0.1           # two query words side by side in the ruling
NAME_WEIGHT = 6.0             # the ruling is filed under a name the query says
MENTION_WEIGHT = 1.5          # the ruling mentions (italicises) a card the query names
TRAIT_WEIGHT = 1.2            # the Glossary entry of a trait of a card the query names
ALIAS_FACTOR = 0.8            # a short form ("Over Sell") counts a little less than the full name
OWN_NAME_DISCOUNT = 0.3       # share of a name's own words taken back in the rulings filed under it
NAMED_WORD_WEIGHT = 0.5       # a word of a recognised name, searched in ruling text
ERRATA_WEIGHT = 8.0           # the question asks for errata / current wording
ERRATA_NAMED_WEIGHT = 4.0     # ... of a card it names: that card's errata and MRP (counted with the name: x2)
MRP_FACTOR = 0.7              # an MRP entry ("now reads") against an errata entry, for such a question
TIMING_HINT_STEP = 0.2        # each word like "before", "after", "wait", "while"
TIMING_HINT_CAP = 0.6
TIMING_MENTION_WEIGHT = 4.0   # ... and a step that names the card the question names
TIMING_WEIGHT = 5.0           # the question asks for a step of the Timing Breakdown
INTENT_WORD_WEIGHT = 0.2      # "step", "timing" asking for a step: a word of the question's kind, not its content

_ERRATA_WORDS = {"errata", "erratum", "erratas", "errataed", "wording", "reworded", "mrp", "reads"}
_ERRATA_PHRASES = ("current text", "new text", "text now", "now say", "actually say", "official text",
                   "printing error", "misprint")
_TIMING_WORDS = {"step", "steps", "timing", "breakdown"}
_TIMING_HINTS = {"when", "order", "before", "after", "wait", "until", "while", "resolving", "resolves",
                 "first", "then", "during"}


class Results(list):
    """The hits, best first, and `corrected`: the misspelt names read as names ({"irish wip": "Irish Whip"})."""

    def __init__(self, hits=()):
        super().__init__(hits)
        self.corrected: dict[str, str] = {}


class EmptyQuery(JudgebotError):
    """The query has no word that can be searched for."""


@dataclass
class Hit:
    """One ranked passage."""

    entry: Entry
    score: float
    highlights: list[str] = field(default_factory=list)
    also: list[str] = field(default_factory=list)     # citations of the same passage printed elsewhere

    def to_json(self) -> dict:
        e = self.entry
        out = {"id": e.id, "source": e.source, "section": e.section, "subject": e.subject,
               "kind": e.kind, "text": e.text, "citation": e.citation, "score": round(self.score, 4)}
        if self.also:
            out["also"] = list(self.also)
        return out


@dataclass
class Query:
    """A question taken apart: weighted terms per field, names recognised."""

    terms: dict[tuple[str, str], float]
    stems: set[str]
    names: list[str]
    # subject key -> the query's stems that named it (see `discount_own_names`)
    named_by: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # a misspelt name and the name it was read as ("irish wip" -> "irish whip"), see `misspelt_names`
    corrected: dict[str, str] = field(default_factory=dict)


def find_names(stems: list[str], names, longest: int) -> list[tuple[int, int, str]]:
    """Card titles, Superstars and glossary terms in the stemmed query, longest
    first and not overlapping: (start, end, key)."""
    taken = [False] * len(stems)
    found = []
    for size in range(min(longest, len(stems)), 0, -1):
        for start in range(len(stems) - size + 1):
            if any(taken[start:start + size]):
                continue
            key = " ".join(stems[start:start + size])
            if key in names:
                found.append((start, start + size, key))
                for i in range(start, start + size):
                    taken[i] = True
    return sorted(found)


MISSPELT_NAME_LIKENESS = 88   # % alike (rapidfuzz ratio) for words no ruling has to be read as a name
MISSPELT_NAME_STRENGTH = 0.8  # ... and how surely they mean it


def misspelt_names(stems: list[str], found, lexicon) -> list[tuple[int, int, str]]:
    """Names of two or more words the judge misspelt: a word no ruling has ("irish wip") read, with the words
    around it, as the name it is most like ("irish whip"), when they are at least MISSPELT_NAME_LIKENESS alike.
    A name found inside it gives way ("test of strenght" is Test of Strength, not Test).  Only when the lexicon
    knows which words exist: (start, end, name key)."""
    if not hasattr(lexicon, "known"):
        return []
    named = {i for start, end, _ in found for i in range(start, end)}
    unknown = [i for i, stem in enumerate(stems) if i not in named and len(stem) >= 3 and not lexicon.known(stem)]
    if not unknown:
        return []
    from rapidfuzz import fuzz, process

    names = lexicon.long_names()
    out = []
    taken: set[int] = set()         # the words of the misspelt names read so far (a name found may be inside one:
    for i in unknown:               # "test of strenght" is Test of Strength, not Test)
        if i in taken:
            continue
        best = None
        for size in range(2, min(lexicon.longest, 5) + 1):
            for start in range(max(0, i - size + 1), min(i, len(stems) - size) + 1):
                span = range(start, start + size)
                if any(j in taken for j in span) or any(
                        s < span.start < e or s < span.stop < e for s, e, _ in found):
                    continue        # a name found may be inside it, never cut in two
                hit = process.extractOne(" ".join(stems[start:start + size]), names, scorer=fuzz.ratio,
                                         score_cutoff=MISSPELT_NAME_LIKENESS)
                if hit and (best is None or hit[1] > best[0]):
                    best = (hit[1], start, start + size, hit[0])
        if best is not None:
            _, start, end, key = best
            out.append((start, end, key))
            taken.update(range(start, end))
    return out


def _name_strength(key: str, capitalised: bool, rarity: float) -> float:
    """How surely a recognised name means that card or term.

    A title of two or more words ("Over Sell Maneuver") is a sure sign.  A one-word
    name ("Multi", "Chain", "Card") counts by how rare the word is in the rulings,
    and more when the judge capitalised it."""
    if " " in key:
        return 1.0
    return rarity * (1.0 if capitalised else 0.6)


def _inside_names(expansion, named_stems: dict[str, float]) -> float:
    """How surely the judge's words of an expansion are part of a recognised name (0 = not)."""
    judge_stems = vocabulary.stems(expansion.judge) or [expansion.judge]
    return min(named_stems.get(stem, 0.0) for stem in judge_stems)


_PLAIN_WORD = re.compile(r"\w+")


def _word_at(normal: str, at: int) -> str:
    """The plain word of `normal` that starts at character `at`."""
    match = _PLAIN_WORD.match(normal, at)
    return match.group() if match else ""


def _timing_cues(plain: set[str]) -> float:
    """How strongly the question asks *when* or *in what order* something happens."""
    if plain & _TIMING_WORDS:
        return 1.0
    return min(TIMING_HINT_CAP, len(plain & _TIMING_HINTS) * TIMING_HINT_STEP)


class NameTable:
    """Names and word rarities held in memory (the index keeps them on disk; same methods).

    `names` maps a stemmed name to the traits of its card; a name stands for itself."""

    def __init__(self, names: dict[str, list[str]], rarities: dict[str, float] | None = None):
        self.names = {k: {"traits": list(v), "targets": [k]} for k, v in names.items()}
        self.longest = max((len(k.split()) for k in names), default=1)
        self.rarities = rarities or {}

    def names_among(self, keys) -> dict[str, list[str]]:
        return {k: self.names[k] for k in keys if k in self.names}

    def rarity(self, stem: str) -> float:
        return self.rarities.get(stem, 1.0)


def _ngrams(stems: list[str], longest: int) -> list[str]:
    return [" ".join(stems[i:i + n]) for n in range(1, longest + 1) for i in range(len(stems) - n + 1)]


def parse_query(text: str, lexicon) -> Query:
    """Weighted (field, term) pairs for `text`; raises EmptyQuery when nothing is searchable.

    `lexicon` knows the names (`names_among(keys)`, `longest`) and how rare a
    word is among the rulings (`rarity(stem)`, 0..1): the opened index, or a
    `NameTable`."""
    normal = vocabulary.normalise_text(text)
    tokens = vocabulary.tokens(normal)
    stems = [stem for stem, _ in tokens]
    first = re.search(r"\w", normal)
    capitals = [normal[at].isupper() and (first is None or at != first.start()) for _, at in tokens]
    expansions = vocabulary.expand(text)
    if not stems and not expansions:
        raise EmptyQuery(f"nothing to search for in {text.strip()!r}: ask with a card, a term or a few words "
                         'from the ruling, e.g. "discard pile Iron Will"')
    rarity = lexicon.rarity
    terms: dict[tuple[str, str], float] = {}

    def add(fieldname: str, term: str, weight: float) -> None:
        key = (fieldname, term)
        if weight > terms.get(key, 0.0):
            terms[key] = weight

    names = lexicon.names_among(_ngrams(stems, lexicon.longest))
    found = find_names(stems, names, lexicon.longest)
    # "which timing step ...": "timing" and "step" say what kind of answer is wanted (the Timing Breakdown lifts
    # it), not what the ruling is about; a ruling that happens to say "step" or "time" is no better for it
    # ("Step Aside", a name of two words, is still a name)
    typed = [_word_at(normal, at) for _, at in tokens]
    asking = {i for i, word in enumerate(typed) if word.lower() in _TIMING_WORDS}
    found = [(start, end, key) for start, end, key in found if not (end - start == 1 and start in asking)]
    strengths = {}
    for start, end, key in found:
        strengths[key] = _name_strength(key, all(capitals[start:end]), rarity(key) if start + 1 == end else 1.0)
    corrected = {}
    for start, end, key in misspelt_names(stems, found, lexicon):
        # "irish wip rms bonus": the judge meant Irish Whip (said back to him, as typed with the small words between,
        # see `Results.corrected`)
        as_typed = normal[tokens[start][1]:tokens[end - 1][1] + len(typed[end - 1])]
        names.update(lexicon.names_among([key]))
        if key in names:
            inside = [f for f in found if start <= f[0] and f[1] <= end]
            found[:] = [f for f in found if f not in inside] + [(start, end, key)]
            for _, _, part in inside:
                if all(f[2] != part for f in found):
                    del strengths[part]
            strengths[key] = MISSPELT_NAME_STRENGTH
            corrected[as_typed] = key
    found.sort()
    named = {i: strengths[key] for start, end, key in found for i in range(start, end)}
    stems_of_names = {key: tuple(stems[start:end]) for start, end, key in found}
    for i, stem in enumerate(stems):
        damp = 1.0 - (1.0 - NAMED_WORD_WEIGHT) * named.get(i, 0.0)
        if i in asking and i not in named:
            damp = INTENT_WORD_WEIGHT
        add("text", stem, damp)
        add("subject", stem, SUBJECT_WEIGHT * damp)
    for bigram in vocabulary.bigrams(stems):
        add("bigrams", bigram, BIGRAM_WEIGHT)
    all_stems = set(stems)
    named_stems: dict[str, float] = {}
    for i, strength in named.items():
        named_stems[stems[i]] = max(strength, named_stems.get(stems[i], 0.0))
    for expansion in expansions:
        doc_stems = vocabulary.stems(expansion.document)
        all_stems.update(doc_stems)
        # "TB" in "No Chance in Hell TB" is part of the title, not a question about Throwback
        weight = expansion.weight * (1.0 - (1.0 - NAMED_WORD_WEIGHT) * _inside_names(expansion, named_stems))
        for stem in doc_stems:
            add("text", stem, weight)
            add("subject", stem, SUBJECT_WEIGHT * weight)
        for bigram in vocabulary.bigrams(doc_stems):
            add("bigrams", bigram, BIGRAM_WEIGHT * weight * 1.5)
    for expansion in expansions:            # "HIAC" -> "Hell in a Cell", "OSM" -> "Over Sell Maneuver"
        key = " ".join(vocabulary.stems(expansion.document))
        if _inside_names(expansion, named_stems) >= 0.5:
            continue
        if key and key not in strengths:
            found_names = lexicon.names_among([key])
            if key in found_names:
                names[key] = found_names[key]
                strengths[key] = expansion.weight * _name_strength(key, True, lexicon.rarity(key))
    # each card or term the question names (its field key) and how strongly; a short form's target a little less
    named: dict[str, float] = {}
    for key, strength in strengths.items():
        for target in names[key]["targets"]:
            field_key = target.replace(" ", "_")
            named[field_key] = max(named.get(field_key, 0.0), strength * (1.0 if target == key else ALIAS_FACTOR))
        for trait in names[key]["traits"]:
            add("namekeys@glossary", trait.replace(" ", "_"), TRAIT_WEIGHT * strength)
    for field_key, weight in named.items():
        add("namekeys", field_key, NAME_WEIGHT * weight)
        add("mentions", field_key, MENTION_WEIGHT * weight)
    # words outside recognised names ("Step Aside" is a card, not a question about steps)
    plain = {w for w in vocabulary.words(normal.lower())} - {
        w for start, end, _ in found for w in vocabulary.words(" ".join(stems[start:end]))}
    lowered = " ".join(vocabulary.words(normal.lower()))
    if plain & _ERRATA_WORDS or any(phrase in lowered for phrase in _ERRATA_PHRASES):
        add("kind", "errata", ERRATA_WEIGHT)
        add("kind", "mrp", ERRATA_WEIGHT * MRP_FACTOR)
        # "the current wording of Hell in a Cell Match": the named card's own errata and MRP, above the
        # errata of other cards whose text shares a word with the question ("Why the Hell Are We Back?")
        for field_key, weight in named.items():
            add(f"kind@namekeys:{field_key}", "errata", ERRATA_NAMED_WEIGHT * weight)
            add(f"kind@namekeys:{field_key}", "mrp", ERRATA_NAMED_WEIGHT * weight * MRP_FACTOR)
    timing = _timing_cues(plain)
    if timing:
        add("sectionkey", "timing breakdown", TIMING_WEIGHT * timing)
        for key, strength in strengths.items():     # "which step is Over Sell Maneuver played in"
            for target in names[key]["targets"]:
                add("mentions@timing breakdown", target.replace(" ", "_"),
                    TIMING_MENTION_WEIGHT * timing * strength)
    named_by: dict[str, tuple[str, ...]] = {}
    for key in strengths:
        if key in stems_of_names:
            for target in names[key]["targets"]:
                named_by[target] = tuple(dict.fromkeys(named_by.get(target, ()) + stems_of_names[key]))
    return Query(terms, all_stems, list(strengths), named_by, corrected)


class UnknownFilter(JudgebotError):
    """A --source or --section that names nothing in the index."""


def _resolve(index, column: str, value: str, what: str) -> str:
    """The indexed value `value` means: itself, or the one value it starts (case-insensitive)."""
    known = index.distinct(column)
    wanted = value.strip().lower()
    exact = [k for k in known if k.lower() == wanted]
    if exact:
        return exact[0]
    prefixed = [k for k in known if k.lower().startswith(wanted)]
    if len(prefixed) == 1:
        return prefixed[0]
    if column == "sectionkey":
        faq = [row[0].title() for row in index.db.execute(
            "SELECT DISTINCT sectionkey FROM docs WHERE source = 'faq-4.0' ORDER BY 1")]
        raise UnknownFilter(f"no section {value!r}; the FAQ's are: {', '.join(faq)} "
                            "(the rulebooks' chapters also work, e.g. 'Basic Rulz')")
    raise UnknownFilter(f"no {what} {value!r}; known: {', '.join(known)}")


def _excluded(index, source: str | None, section: str | None, games) -> frozenset[int]:
    """Document numbers the filters leave out (cached per filter on the opened index)."""
    key = (source, section.strip().lower() if section else None, tuple(games or ()))
    found = index.filter_cache.get(key)
    if found is None:
        allowed = set(range(index.doc_count))
        if source:
            allowed &= index.docnums_where("source", [source])
        elif games:
            allowed &= index.docnums_where("game", games)
        if section:
            allowed &= index.docnums_where("sectionkey", [key[1]])
        found = index.filter_cache[key] = frozenset(range(index.doc_count)) - allowed
    return found


def score_documents(index, parsed: Query) -> dict[int, float]:
    """Each matching document's score: the weighted sum of its precomputed BM25F
    term scores, which is what Whoosh computes for the weighted `Or` of the terms
    (`whoosh_query` builds that query; the tests compare the two)."""
    scores: dict[int, float] = {}
    get = scores.get
    for (fieldname, term), weight in parsed.terms.items():
        if "@" in fieldname:                # the term, only where a second term is ("namekeys@glossary")
            fieldname, scope = fieldname.split("@")
            docs, impacts = index.postings(fieldname, term)
            in_scope = index.impacts(*_scope(scope))
            for docnum, impact in zip(docs, impacts):
                if docnum in in_scope:
                    scores[docnum] = get(docnum, 0.0) + weight * (impact + in_scope[docnum])
            continue
        docs, impacts = index.postings(fieldname, term)
        for docnum, impact in zip(docs, impacts):
            scores[docnum] = get(docnum, 0.0) + weight * impact
    return scores


def _scope(scope: str) -> tuple[str, str]:
    """The (field, term) a scoped term needs beside it: "glossary" is the section ("sectionkey", "glossary");
    "namekeys:mae_young" the rulings filed under Mae Young."""
    fieldname, _, term = scope.rpartition(":")
    return (fieldname or "sectionkey", term)


def discount_own_names(index, parsed: Query, scores: dict[int, float]) -> None:
    """Take back, from the rulings filed under a name the question says, what the
    name's own words scored in their text and subject line.

    The name already lifted those rulings (`namekeys`); counting "Mae Young" again
    in every Mae Young ruling that repeats it would rank them by how often they
    say the name instead of by the rest of the question ("errata", "Puppies")."""
    for target, name_stems in parsed.named_by.items():
        docs = index.postings("namekeys", target.replace(" ", "_"))[0]
        if not docs:
            continue
        for stem in name_stems:
            for fieldname in ("text", "subject"):
                weight = parsed.terms.get((fieldname, stem))
                if not weight:
                    continue
                impacts = index.impacts(fieldname, stem)
                for docnum in docs:
                    if docnum in impacts and docnum in scores:
                        scores[docnum] -= OWN_NAME_DISCOUNT * weight * impacts[docnum]


def whoosh_query(parsed: Query):
    """The same ranking as a plain Whoosh query (slower; kept as the reference)."""
    from whoosh import query as q

    parts = []
    for (fieldname, term), weight in parsed.terms.items():
        if "@" in fieldname:
            fieldname, scope = fieldname.split("@")
            parts.append(q.And([q.Term(fieldname, term), q.Term(*_scope(scope))], boost=weight))
        else:
            parts.append(q.Term(fieldname, term, boost=weight))
    return q.Or(parts)


@lru_cache(maxsize=65536)
def _stem_of(word: str) -> str:
    found = vocabulary.stems(word)
    return found[0] if len(found) == 1 else ""


def highlights(text: str, stems: set[str]) -> list[str]:
    """The words of `text` (as printed) whose stems the query searched for, in order, once each."""
    seen: dict[str, None] = {}
    for word in re.findall(r"[\w']+", text):
        if word.lower() not in seen and _stem_of(word) in stems:
            seen[word.lower()] = None
    return list(seen)


def search(query: str, limit: int = 10, source: str | None = None, section: str | None = None,
           games=RAW_DEAL) -> Results:
    """The passages that best answer `query`, best first.

    Only Raw Deal documents are searched unless `source` names one (any game's)
    or `games` lists other games (`games=None` searches every game).
    """
    from .index import open_index

    if not query or not query.strip():
        raise EmptyQuery("empty query: ask with a card, a term or a few words from the ruling")
    index = open_index()
    parsed = parse_query(query, index)
    if isinstance(games, str):
        games = (games,)
    if source:
        source = _resolve(index, "source", source, "source")
    if section:
        section = _resolve(index, "sectionkey", section, "section")
    scores = score_documents(index, parsed)
    discount_own_names(index, parsed, scores)
    excluded = _excluded(index, source, section, games)
    if len(excluded) * 2 > index.doc_count:
        candidates = [(d, s) for d, s in scores.items() if d not in excluded]
    else:
        for docnum in excluded.intersection(scores):
            del scores[docnum]
        candidates = scores.items()
    limit = max(int(limit), 1)
    ranked = heapq.nlargest(limit * 2 + 5, candidates, key=itemgetter(1))
    hits = Results()
    by_text: dict[str, Hit] = {}
    for docnum, score in ranked:
        entry = index.entry(docnum)
        same = _passage_key(entry.text)
        if same in by_text:                 # printed twice (Recent Updates and its section): one hit
            kept = by_text[same]
            if kept.entry.section == RECENT_UPDATES and entry.section != RECENT_UPDATES:
                kept.also.append(kept.entry.citation)
                kept.entry = entry
            else:
                kept.also.append(entry.citation)
            continue
        if len(hits) == limit:
            break
        hit = by_text[same] = Hit(entry, float(score), highlights(entry.text, parsed.stems))
        hits.append(hit)
    hits.corrected = {typed: _as_printed(key, hits) for typed, key in parsed.corrected.items()}
    return hits


def _as_printed(key: str, hits) -> str:
    """A name as the rulings print it ("Test of Strength" for the key "test strength"): the subject of a hit that
    is that name, else the key itself."""
    for hit in hits:
        if " ".join(vocabulary.stems(hit.entry.subject)).endswith(key):
            return hit.entry.subject
    return key.title()


def _passage_key(text: str) -> str:
    return " ".join(vocabulary.words(text.lower()))
