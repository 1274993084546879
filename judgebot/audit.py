"""The errata audit: where the card database and the FAQ disagree.

The people who keep the OCTGN card files and the people who keep the FAQ work
apart.  This module lists what one says that the other does not:

* ``errata``          every ERRATA and MRP entry, its card(s), the FAQ wording,
                      the database text and a verdict (see `Verdict`);
* ``reversed-ruling`` rulings marked "This is a reversal of a previous ruling";
* ``unknown-subject`` FAQ subjects that name no card or Superstar in the
                      database, with the closest titles;
* ``trait``           misspelled traits (the card reader's corrections, and rare
                      traits spelt almost like common ones) and traits no
                      rulebook or FAQ entry names;
* ``printings-differ`` one title whose printings disagree on Fortitude, Damage
                      or type;
* ``missing-value``   a maneuver without Damage, a Superstar without hand size...;
* ``impossible-value`` a Stun Value on a card that is not a maneuver, a hand
                      size or Superstar Value on a card that is not a Superstar;
* ``unparsed``        card text the grammar cannot read, grouped by the phrase
                      the unread clause starts with.

Errata verdicts: ``reflected`` (the printed OCTGN text or values already say
it), ``reworded`` (they say it but for articles and "the card titled"),
``not-reflected`` (with a word diff from the database text to the FAQ
wording), ``described`` (the FAQ describes the change without wording or
values to check) and ``no-card`` (the subject names no card).  The audit
reads the data as printed: value errata that `judgebot.errata` applies to a
Card do not count as the data saying them.

Every `Finding` has an id derived from its content (never from its position in
the list), so a maintainer can fix the data, run the audit again and see that
finding go away.  The pure functions here take `Card` and `Entry` values and
are tested on hand-made ones; `run_audit()` wires them to the real database.
"""
from __future__ import annotations

import difflib
import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Callable, Iterable, Mapping, Sequence

from .models import Card, Entry

# ----------------------------------------------------------------------------
# Findings and the report
# ----------------------------------------------------------------------------

CATEGORIES: dict[str, str] = {
    "errata": "ERRATA and MRP entries against the database text",
    "reversed-ruling": "rulings that reverse a previous ruling",
    "unknown-subject": "FAQ subjects that name no card or Superstar in the database",
    "trait": "misspelled or unknown traits in the card data",
    "printings-differ": "one title, printings that disagree",
    "missing-value": "values a card of its type must have",
    "impossible-value": "values a card of its type cannot have",
    "unparsed": "card text the grammar cannot read yet",
}


@dataclass(frozen=True)
class Citation:
    id: str          # Entry.id for a FAQ/rulebook passage, "octgn/<guid>" for a printing
    citation: str    # the line a judge (or a data maintainer) reads

    def to_json(self) -> dict:
        return {"id": self.id, "citation": self.citation}


@dataclass(frozen=True)
class Finding:
    """One disagreement (or, for errata, one checked entry)."""

    id: str                          # stable, derived from content
    category: str                    # a key of CATEGORIES
    title: str                       # one line a maintainer reads
    cards: tuple[str, ...] = ()      # Card.key of the cards concerned
    citations: tuple[Citation, ...] = ()
    details: Mapping = field(default_factory=dict)

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "category": self.category,
            "title": self.title,
            "cards": list(self.cards),
            "citations": [c.to_json() for c in self.citations],
            "details": _plain(self.details),
        }


@dataclass
class AuditReport:
    findings: list[Finding]

    def by_category(self) -> dict[str, list[Finding]]:
        groups: dict[str, list[Finding]] = {name: [] for name in CATEGORIES}
        for finding in self.findings:
            groups.setdefault(finding.category, []).append(finding)
        return groups

    def counts(self) -> dict[str, int]:
        return {name: len(items) for name, items in self.by_category().items()}

    def errata_verdicts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for finding in self.by_category()["errata"]:
            verdict = finding.details.get("verdict", "")
            counts[verdict] = counts.get(verdict, 0) + 1
        return dict(sorted(counts.items()))

    def to_json(self) -> dict:
        return {
            "counts": self.counts(),
            "errata_verdicts": self.errata_verdicts(),
            "findings": [f.to_json() for f in self.findings],
        }


def _plain(value):
    """Details as JSON-ready values with a fixed key order (stable output)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def slug(text: str) -> str:
    """'Booby Trap (Throwback)' -> 'booby-trap-throwback'; keeps dots ('faq-4.0')."""
    text = text.lower().replace("’", "'").replace("'", "")
    return re.sub(r"[^a-z0-9.]+", "-", text).strip("-.") or "-"


def cite(entry: Entry) -> Citation:
    return Citation(entry.id, entry.citation)


# ----------------------------------------------------------------------------
# Word-level comparison of FAQ wording and database text
# ----------------------------------------------------------------------------

_TYPOGRAPHY = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "*": " ", "…": " ... "})
_EDGE_PUNCTUATION = ".,;:!?\"'()[]-"


_WORD = re.compile(r"""([\"'(\[]*)([\w#+\-]+(?:'\w+)*)([.,;:!?\"')\]]*)""")
_CONTRACTIONS = frozenset({"s", "t", "re", "ll", "ve", "d", "m", "n", "a"})


def words(text: str) -> list[str]:
    """The words of a text as printed (italics stars dropped), for showing a diff.

    Punctuation stays on its word for display but does not count in comparison
    (`_key`); "F:0" and "F: 0" are the same words, and a quote glued to the next
    word in the data ("'elbow'in") does not hide that word.
    """
    text = re.sub(r"\b([FD]):\s*(?=[\d#X])", r"\1: ", text.translate(_TYPOGRAPHY))
    found: list[str] = []
    for m in _WORD.finditer(text):
        lead, core, trail = m.groups()
        pieces = core.split("'")
        merged = [pieces[0]]
        for piece in pieces[1:]:
            if piece.lower() in _CONTRACTIONS and merged[-1]:
                merged[-1] += "'" + piece
            else:
                merged[-1] += "'"
                merged.append(piece)
        merged = [w for w in merged if w.strip("'")]
        if not merged:
            continue
        merged[0] = lead + merged[0]
        merged[-1] = merged[-1] + trail
        found.extend(merged)
    return found


def _key(word: str) -> str:
    """The comparison form of a word: case and edge punctuation do not count."""
    key = word.lower().strip(_EDGE_PUNCTUATION)
    return key[1:] if key.startswith("+") and key[1:2].isalpha() else key    # "+Your ability" (a list bullet)


def _contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    n = len(needle)
    if n == 0:
        return True
    first = needle[0]
    return any(haystack[i] == first and list(haystack[i:i + n]) == list(needle)
               for i in range(len(haystack) - n + 1))


# Words whose presence or absence changes how a sentence reads, not what it does:
# "you cannot play the card titled Technical Drop Kick ... for the rest of the turn"
# says what the errata "you cannot play Technical Drop Kick ... for the rest of this
# turn" says.  A difference in any other word (a number, a zone, a player) is real.
STYLE_WORDS = frozenset({"the", "a", "an", "this", "card", "titled"})


@dataclass(frozen=True)
class WordDiff:
    """The difference between the database's words and the FAQ's wording."""

    ops: tuple[tuple[str, str, str], ...]   # (op, database words, FAQ words)
    similarity: float                       # difflib ratio of the compared spans

    @property
    def changed_words(self) -> list[str]:
        return [w for op, db, faq in self.ops if op != "equal" for w in (db + " " + faq).split() if _key(w)]

    @property
    def style_only(self) -> bool:
        changed = [_key(w) for w in self.changed_words]
        return bool(changed) and all(w in STYLE_WORDS for w in changed if w)

    def text(self, context: int = 8) -> str:
        """'... cannot play [-the card titled-] Technical Drop Kick ...', long equal runs cut."""
        parts: list[str] = []
        last = len(self.ops) - 1
        for i, (op, db, faq) in enumerate(self.ops):
            if op == "equal":
                run = db.split()
                if len(run) > 2 * context:
                    head = run[:context] if i > 0 else []
                    tail = run[-context:] if i < last else []
                    run = head + ["…"] + tail
                parts.append(" ".join(run))
                continue
            if db:
                parts.append(f"[-{db}-]")
            if faq:
                parts.append(f"{{+{faq}+}}")
        return " ".join(p for p in parts if p)

    def to_json(self) -> list[dict]:
        return [{"op": op, "database": db, "faq": faq} for op, db, faq in self.ops]


def word_diff(database_text: str, faq_text: str, mode: str = "whole") -> WordDiff:
    """Word-level diff (difflib) from the database text to the FAQ wording.

    `mode` says which part of the database text the wording speaks for: "whole"
    (the card now reads...), "begins" (now begins with...), "ends" (ends with...)
    or "part" (includes the text...).  Except for "whole", the diff covers only
    the stretch of database text that lines up with the wording (anchored on
    their longest shared run), so it shows what the errata concerns.
    """
    db_words, faq_words = words(database_text), words(faq_text)
    db_keys, faq_keys = [_key(w) for w in db_words], [_key(w) for w in faq_words]
    lo, hi = 0, len(db_words)
    if mode != "whole" and faq_keys:
        # Anchor on the longest run the two share and diff only the stretch of
        # database text the wording would occupy (plus some slack).
        anchor = difflib.SequenceMatcher(None, db_keys, faq_keys, autojunk=False).find_longest_match(
            0, len(db_keys), 0, len(faq_keys))
        slack = len(faq_keys) // 4 + 2
        if anchor.size:
            lo = max(0, anchor.a - anchor.b - slack)
            hi = min(len(db_keys), anchor.a + (len(faq_keys) - anchor.b) + slack)
    matcher = difflib.SequenceMatcher(None, db_keys[lo:hi], faq_keys, autojunk=False)
    opcodes = [(tag, i1 + lo, i2 + lo, j1, j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes()]
    if mode != "whole":
        while opcodes and opcodes[0][0] == "delete":
            opcodes.pop(0)
        if opcodes and opcodes[0][0] == "replace":
            tag, i1, i2, j1, j2 = opcodes[0]
            opcodes[0] = ("replace", max(i1, i2 - (j2 - j1)), i2, j1, j2)
    if mode != "whole":
        while opcodes and opcodes[-1][0] == "delete":
            opcodes.pop()
        if opcodes and opcodes[-1][0] == "replace":
            tag, i1, i2, j1, j2 = opcodes[-1]
            opcodes[-1] = ("replace", i1, min(i2, i1 + (j2 - j1)), j1, j2)
    ops = tuple(
        (tag, " ".join(db_words[i1:i2]), " ".join(faq_words[j1:j2]))
        for tag, i1, i2, j1, j2 in opcodes
    )
    db_len = sum(len(db.split()) for _, db, _ in ops)
    same = sum(len(db.split()) for op, db, _ in ops if op == "equal")
    total = db_len + len(faq_words)
    similarity = round(2.0 * same / total, 3) if total else 1.0
    if mode != "whole" and similarity < 0.5:
        # Nothing in the database resembles the wording: it is simply missing.
        ops = (("insert", "", " ".join(faq_words)),)
        similarity = 0.0
    return WordDiff(ops, similarity)


# ----------------------------------------------------------------------------
# Reading an ERRATA / MRP entry
# ----------------------------------------------------------------------------

_WORDING_TRIGGER = re.compile(
    r"(?:now\s+(?:instead\s+)?reads(?:\s+as)?|now\s+begins\s+with(?:\s+the\s+text)?|begins\s+with(?:\s+the\s+text)?"
    r"|ends?\s+with\s+the\s+text|replaced\s+by|(?:now\s+)?includes?(?:\s+the\s+text)?|text\s+is\s+added\s+to\s+the\s+card"
    r"|the\s+card\s+reads|newest\s+wording\s+states(?:\s+the\s+\w+)?)\s*:?\s*$",
    re.IGNORECASE,
)
_PARTIAL_HINTS = re.compile(r"paragraph|after the|as a reversal|as a maneuver|reference to", re.IGNORECASE)


@dataclass(frozen=True)
class Wording:
    """The card text an ERRATA/MRP entry quotes, and which part of the card it is."""

    text: str                 # as quoted, ellipses kept
    mode: str                 # "whole", "begins", "ends" or "part"

    @property
    def core(self) -> str:
        """The wording without the ellipses that mark it as an excerpt ('...and your next card')."""
        return re.sub(r"^\s*(?:\.\.\.|…)\s*|\s*(?:\.\.\.|…)\s*$", "", self.text)


def errata_body(text: str) -> str:
    """The entry text without its 'ERRATA:' / 'MRP:' label."""
    return re.sub(r"^\s*[-\s]*(?:ERRATA|MRP)\s*:\s*", "", text, flags=re.IGNORECASE)


def quoted_wording(text: str) -> Wording | None:
    """The new card wording an ERRATA/MRP entry gives in quotes, if it gives one.

    'ERRATA: The following text is added to the card: "When successfully played,
    ..."' gives the quoted sentence (mode "part").  An entry that only describes
    the change ('This card has the Permanent trait.') gives None.
    """
    body = errata_body(text).translate(_TYPOGRAPHY).strip()
    body = re.sub(r'^(?:there is no card titled\s*"[^"]*"[.,]?\s*)', "", body, flags=re.IGNORECASE)
    if body.startswith('"'):
        prefix, start = "", 0
    else:
        start = -1
        for match in re.finditer(r"[\"']", body):
            before = body[:match.start()]
            if _WORDING_TRIGGER.search(before):
                prefix, start = before, match.start()
                break
        if start < 0:
            return None
    if re.search(r"description", prefix, re.IGNORECASE):
        return None          # a type line, checked as a value claim
    opener = body[start]
    end = body.rfind('"')
    if opener == "'" and end <= start:
        end = body.rfind("'")
    if opener == '"' and body.count('"', start) % 2:
        end = -1             # an opening quote the FAQ never closes: the wording runs to the end
    quoted = body[start + 1:end] if end > start else body[start + 1:]
    quoted = quoted.strip().strip('"').strip()
    if not words(quoted):
        return None
    if re.search(r"begins\s+with", prefix, re.IGNORECASE):
        mode = "begins"
    elif re.search(r"ends\s+with", prefix, re.IGNORECASE):
        mode = "ends"
    elif re.search(r"reads", prefix, re.IGNORECASE) and not _PARTIAL_HINTS.search(prefix) or not prefix:
        mode = "whole" if prefix else "part"
    else:
        mode = "part"
    leading = re.match(r"\s*(?:\.\.\.|…)", quoted) is not None
    trailing = re.search(r"(?:\.\.\.|…)\s*$", quoted) is not None
    if leading and trailing:
        mode = "part"
    elif leading:
        mode = "ends" if mode in ("whole", "ends") else "part"
    elif trailing:
        mode = "begins" if mode in ("whole", "begins") else "part"
    return Wording(quoted, mode)


# Changes an entry states as values rather than wording.
@dataclass(frozen=True)
class Claim:
    """One checkable statement: 'this card is now F: 0', 'has the Permanent trait'."""

    field: str       # "fortitude", "damage", "hand_size", "superstar_value", "trait", "no-trait", "type", "title"
    value: str       # the value the FAQ gives (as text)
    wording: str     # the words of the FAQ that say it


_NUMBER_CLAIMS = [
    ("fortitude", re.compile(r"\bnow\s+F:\s*(\d+)", re.I)),
    ("fortitude", re.compile(r"printed\s+Fortitude\s+of\s+this\s+card\s+is\s+now\s+(\d+)", re.I)),
    ("fortitude", re.compile(r"single\s+Fortitude\s+cost\s+of\s+(\d+)F", re.I)),
    ("damage", re.compile(r"(?:now\s+printed\s+as|now)\s+D:\s*(\d+)", re.I)),
    ("hand_size", re.compile(r"\bSHS:\s*(\d+)", re.I)),
    ("superstar_value", re.compile(r"\bSV:\s*(\d+)", re.I)),
]
_TRAIT_HAS = re.compile(r"\b(?:now\s+)?ha(?:s|ve)\s+the\s+([A-Z][\w!' -]*?)\s+trait", re.I)
_TRAIT_NOT = re.compile(r"\bno\s+longer\s+has\s+the\s+([A-Z][\w!' -]*?)\s+trait", re.I)
_TRAIT_MISSING = re.compile(r"missing\s+the\s+([A-Z][\w!' -]*?)\s+trait.*?however,\s+it\s+is\s+\1", re.I)
_LOGO = re.compile(r"(?i:considered\s+to\s+have|now\s+includes|should\s+have)\s+the\s+"
                   r"((?:[A-Z][\w!'-]*(?:,\s*|\s+and\s+|\s+))+?)logos?\b")
_TRAIT_PHRASES = [
    ("Throwback", re.compile(r"\bis\s+now\s+a\s+Throwback\s+card", re.I)),
    ("Tag Team", re.compile(r"\bare\s+a\s+Tag\s+Team\s+Superstar", re.I)),
    ("RMS", re.compile(r"\b(?:now\s+has|considered\s+to\s+have)\s+the\s+(?:Restricted\s+Modification\s+Symbol|RMS)\b", re.I)),
]
_TYPE_INSTEAD = re.compile(r"this\s+card\s+is\s+an?\s+(Pre-match:?\s+\w+)\s+instead", re.I)
_TYPE_NOW = re.compile(r"this\s+card\s+is\s+now\s+an?\s+(Pre-match:?\s+\w+)", re.I)
_TYPE_LINE = re.compile(r"description\s+now\s+reads\s+as:?\s*\"([^\"]+)\"", re.I)
_TITLE = re.compile(r"no\s+card\s+titled\s*\"([^\"]+?)[.,]?\"[.,]?\s*(?:This\s+card\s+|it\s+)?now\s+reads\s*\"([^\"]+?)[.,]?\"", re.I)


def value_claims(text: str) -> list[Claim]:
    """The value changes an ERRATA/MRP entry states: F, D, hand size, SV, traits, type."""
    full = errata_body(text).translate(_TYPOGRAPHY)
    # Values named inside quoted card wording belong to other cards ("...it is
    # considered to have the Raw logo" on a Superstar speaks of another card).
    body = re.sub(r'"[^"]*"', '""', full)
    claims: list[Claim] = []
    for name, pattern in _NUMBER_CLAIMS:
        for m in pattern.finditer(body):
            claims.append(Claim(name, m.group(1), m.group(0)))
    negated = {m.group(1).lower() for m in _TRAIT_NOT.finditer(body)}
    for m in _TRAIT_NOT.finditer(body):
        claims.append(Claim("no-trait", m.group(1), m.group(0)))
    for m in _TRAIT_HAS.finditer(body):
        if m.group(1).lower() not in negated:
            claims.append(Claim("trait", m.group(1), m.group(0)))
    for m in _TRAIT_MISSING.finditer(body):
        claims.append(Claim("trait", m.group(1), m.group(0)))
    for m in _LOGO.finditer(body):
        for logo in re.split(r",\s*|\s+and\s+", m.group(1).strip()):
            if logo and not any(c.field == "trait" and c.value.lower() == logo.lower() for c in claims):
                claims.append(Claim("trait", logo, m.group(0)))
    for trait, pattern in _TRAIT_PHRASES:
        for m in pattern.finditer(body):
            claims.append(Claim("trait", trait, m.group(0)))
    for pattern in (_TYPE_INSTEAD, _TYPE_NOW):
        for m in pattern.finditer(body):
            claims.append(Claim("type", m.group(1), m.group(0)))
    for m in _TYPE_LINE.finditer(full):
        claims.append(Claim("type", m.group(1), m.group(0)))
    for m in _TITLE.finditer(full):
        claims.append(Claim("title", f"{m.group(1)} -> {m.group(2)}", m.group(0)))
    return claims


def _norm_trait(name: str) -> str:
    return re.sub(r"[^a-z]", "", name.lower())


def _norm_type(type_line: str) -> str:
    return re.sub(r"[^a-z]+", " ", type_line.lower()).strip()


@dataclass(frozen=True)
class PrintingValues:
    """One printing's values as the OCTGN file gives them (before any grouping)."""

    octgn_id: str
    set_name: str
    name: str
    fortitude: str
    damage: str
    stun: str
    type_line: str
    hand_size: str
    superstar_value: str
    traits: str
    text: str
    logos: str = ""

    def citation(self) -> Citation:
        return Citation(f"octgn/{self.octgn_id}", f"OCTGN set {self.set_name}, {self.name}")


_PRINTED_KEYS = {"fortitude": "Fortitude", "damage": "Damage", "stun": "Stun", "hand_size": "Hand Size",
                 "superstar_value": "SSV", "type_line": "CardType", "traits": "Traits", "logos": "SS Logos"}


def printed_view(card: Card) -> PrintingValues:
    """The card's values as the data prints them, before any errata.

    `judgebot.errata` applies value errata to the Card itself (F, D, traits,
    type line); the audit asks what the *data* says, so it reads the printed
    strings (`Card.printed_values`) when the card carries them.
    """
    printed = getattr(card, "printed_values", None) or {}

    def value(name: str) -> str:
        if _PRINTED_KEYS[name] in printed:
            return printed[_PRINTED_KEYS[name]] or ""
        raw = getattr(card, name)
        if isinstance(raw, tuple):
            return ", ".join(raw)
        return "" if raw is None else str(raw)

    return PrintingValues(
        octgn_id=card.printings[0].octgn_id if card.printings else "", set_name="", name=card.title,
        fortitude=value("fortitude"), damage=value("damage"), stun=value("stun"), type_line=value("type_line"),
        hand_size=value("hand_size"), superstar_value=value("superstar_value"), traits=value("traits"),
        text=card.printed_text, logos=value("logos"),
    )


def _split_names(line: str) -> list[str]:
    return [n.strip() for n in re.split(r"[,;]", line or "") if n.strip()]


def _trait_names(line: str) -> set[str]:
    """Normalised trait names of a printed traits line, misspellings read as meant."""
    try:
        from .traits import parse_traits
        names = parse_traits(line).names
    except ImportError:
        names = _split_names(line)
    return {_norm_trait(n) for n in names}


def check_claim(claim: Claim, card: Card, printings: Sequence[PrintingValues] = ()) -> dict:
    """Whether the data already says what the claim says, printing by printing when known."""
    views = list(printings) or [printed_view(card)]

    def shown(values: list[str]) -> str:
        return ", ".join(f"{p.set_name}: {v or 'none'}" if p.set_name else (v or "none")
                         for p, v in sorted(zip(views, values), key=lambda pv: pv[0].set_name))

    result = {"claim": claim.wording, "field": claim.field, "faq": claim.value}
    if claim.field in ("fortitude", "damage", "hand_size", "superstar_value"):
        values = [getattr(p, claim.field).strip() for p in views]
        return {**result, "database": shown(values), "reflected": all(v == claim.value for v in values)}
    if claim.field in ("trait", "no-trait"):
        want = _norm_trait(claim.value)
        present = [want in _trait_names(p.traits) | {_norm_trait(l) for l in _split_names(p.logos)} for p in views]
        ok = all(present) if claim.field == "trait" else not any(present)
        return {**result, "field": "traits" if claim.field == "trait" else "no-trait",
                "database": shown([p.traits for p in views]), "reflected": ok}
    if claim.field == "type":
        want = _norm_type(claim.value)
        ok = [want == _norm_type(p.type_line) if "/" in claim.value else want in _norm_type(p.type_line)
              for p in views]
        return {**result, "database": shown([p.type_line for p in views]), "reflected": all(ok)}
    if claim.field == "title":
        old, new = claim.value.split(" -> ", 1)
        text = [_key(w) for w in words(card.printed_text)]
        has_old = _contains(text, [_key(w) for w in words(old)])
        has_new = _contains(text, [_key(w) for w in words(new)])
        return {**result, "field": "text", "faq": new,
                "database": old if has_old else (new if has_new else card.printed_text),
                "reflected": has_new and not has_old}
    raise ValueError(f"unknown claim field {claim.field!r}")


# Verdicts, worst first.
REFLECTED = "reflected"            # the printed OCTGN text already says it
REWORDED = "reworded"              # it says it, differing only in STYLE_WORDS
NOT_REFLECTED = "not-reflected"    # the database lacks it (word diff given)
DESCRIBED = "described"            # the FAQ describes the change without full wording
NO_CARD = "no-card"                # the subject names no card in the database

VERDICT_TEXT = {
    REFLECTED: "already reflected in the database",
    REWORDED: "reflected in other words (articles, 'the card titled')",
    NOT_REFLECTED: "not reflected in the database",
    DESCRIBED: "the FAQ describes the change without full wording",
    NO_CARD: "no card in the database for this subject",
}


def _sentence_bounds(text: str, at_start: bool) -> list[int]:
    """Word positions where a sentence starts (at_start) or just after one ends."""
    found = words(text)
    ends = [i + 1 for i, w in enumerate(found) if re.search(r"[.:!?][\"')]*$", w)]
    if at_start:
        return [0] + [i for i in ends if i < len(found)]
    return sorted(set(ends + [len(found)]))


def errata_verdict(entry_text: str, card: Card, printings: Sequence[PrintingValues] = ()) -> dict:
    """Compare one ERRATA/MRP entry with one card's printed (OCTGN) text and values.

    Returns the details of an errata finding: verdict, FAQ wording, database
    text, the word diff when the wording is missing, and each value claim.
    """
    wording = quoted_wording(entry_text)
    claims = [check_claim(c, card, printings) for c in value_claims(entry_text)]
    details: dict = {"faq": errata_body(entry_text).strip(), "database": card.printed_text}
    verdicts: list[str] = []
    if wording is not None and not any(c["field"] == "text" for c in claims):
        details["wording"] = wording.text
        details["part"] = wording.mode
        db_keys = [_key(w) for w in words(card.printed_text)]
        faq_keys = [_key(w) for w in words(wording.core)]
        if wording.mode == "whole":
            present = db_keys == faq_keys
        elif wording.mode in ("begins", "ends"):
            # At the start (end) of the text, or of a sentence inside it: a Superstar
            # card may carry an Enforcer's ability after its own.
            starts = _sentence_bounds(card.printed_text, at_start=wording.mode == "begins")
            n = len(faq_keys)
            present = any(db_keys[i:i + n] == faq_keys for i in starts) if wording.mode == "begins" \
                else any(db_keys[max(0, i - n):i] == faq_keys for i in starts)
        else:
            present = _contains(db_keys, faq_keys)
        if present:
            verdicts.append(REFLECTED)
        else:
            diff = word_diff(card.printed_text, wording.core, wording.mode)
            verdicts.append(REWORDED if diff.style_only else NOT_REFLECTED)
            details["diff"] = diff.to_json()
            details["diff_text"] = diff.text()
            details["similarity"] = diff.similarity
    if claims:
        details["claims"] = claims
        verdicts += [REFLECTED if c["reflected"] else NOT_REFLECTED for c in claims]
    if not verdicts:
        verdict = DESCRIBED
    elif NOT_REFLECTED in verdicts:
        verdict = NOT_REFLECTED
    elif REWORDED in verdicts:
        verdict = REWORDED
    else:
        verdict = REFLECTED
    return {"verdict": verdict, **details}


# ----------------------------------------------------------------------------
# The categories
# ----------------------------------------------------------------------------

def _canonical(entries: Sequence[Entry]) -> Entry:
    """Of the same passage printed twice, the one outside 'Recent Updates' (the lasting one)."""
    lasting = [e for e in entries if e.section != "Recent Updates"]
    return min(lasting or entries, key=lambda e: (e.line, e.id))


def _passage_text(entry: Entry) -> str:
    text = errata_body(entry.text).lower()
    text = re.sub(r"this is a reversal of a previous ruling", "", text)
    text = re.sub(r"\bnote\s*:", "", text)
    return re.sub(r"[^a-z0-9]+", "", text)


def _same_passage_key(entry: Entry) -> tuple:
    return (tuple(entry.cards) or (_key(entry.subject),), _passage_text(entry))


def _group_same(entries: Iterable[Entry], key: Callable[[Entry], object] = _same_passage_key) -> list[list[Entry]]:
    """Group the entries that say the same thing about the same cards (Recent Updates repeats)."""
    groups: dict[object, list[Entry]] = {}
    for entry in entries:
        groups.setdefault(key(entry), []).append(entry)
    return sorted(groups.values(), key=lambda g: (_canonical(g).line, _canonical(g).id))


def _citations(entries: Sequence[Entry]) -> tuple[Citation, ...]:
    ordered = sorted(entries, key=lambda e: (e != _canonical(entries), e.line, e.id))
    return tuple(cite(e) for e in ordered)


def errata_findings(entries: Sequence[Entry], cards: Mapping[str, Card],
                    printings: Mapping[str, Sequence[PrintingValues]] | None = None) -> list[Finding]:
    """One finding per ERRATA/MRP passage and card, with the verdict of `errata_verdict`.

    `printings` maps Card.key to that card's raw printings (for value claims).
    """
    printings = printings or {}
    findings: list[Finding] = []
    for group in _group_same(e for e in entries if e.kind in ("errata", "mrp")):
        entry = _canonical(group)
        label = entry.kind.upper() if entry.kind == "mrp" else "Errata"
        known = [cards[k] for k in entry.cards if k in cards]
        if not known:
            findings.append(Finding(
                id=f"errata/{slug(entry.subject)}/{slug(entry.id)}",
                category="errata",
                title=f"{label} for {entry.subject}: {VERDICT_TEXT[NO_CARD]}",
                citations=_citations(group),
                details={"verdict": NO_CARD, "kind": entry.kind, "faq": errata_body(entry.text).strip(),
                         "subject": entry.subject},
            ))
            continue
        ids = {e.id for e in group}
        for card in known:
            details = errata_verdict(entry.text, card, printings.get(card.key, ()))
            # What judgebot itself does with the entry (judgebot.errata): applied to
            # the current text it shows judges, or only noted beside it.
            changes = [c for c in card.changes if c.entry_id in ids]
            details["judgebot_applies"] = any(c.applied for c in changes) if changes else None
            if card.current_text != card.printed_text:
                details["current_text"] = card.current_text
            findings.append(Finding(
                id=f"errata/{slug(card.key)}/{slug(entry.id)}",
                category="errata",
                title=f"{label} for {card.title}: {VERDICT_TEXT[details['verdict']]}",
                cards=(card.key,),
                citations=_citations(group),
                details={"verdict": details.pop("verdict"), "kind": entry.kind,
                         "subject": entry.subject, **details},
            ))
    return findings


_REVERSAL_NOTE = re.compile(r"this\s+is\s+a\s+reversal\s+of\s+a\s+previous\s+ruling", re.IGNORECASE)


def reversal_findings(entries: Sequence[Entry]) -> list[Finding]:
    """Rulings marked 'NOTE: This is a reversal of a previous ruling'.

    When the note stands alone as its own passage, it marks the ruling printed
    just before it under the same subject.
    """
    marked: list[Entry] = []
    previous: Entry | None = None
    for entry in sorted(entries, key=lambda e: (e.source, e.line, e.id)):
        if entry.game == "raw-deal" and _REVERSAL_NOTE.search(entry.text):
            own = _REVERSAL_NOTE.sub("", entry.text)
            own = re.sub(r"(?i)\bnote\s*:?", "", own)
            if not re.search(r"[A-Za-z]", own) and previous is not None and previous.subject == entry.subject:
                marked.append(previous)
            else:
                marked.append(entry)
        previous = entry
    findings = []
    # The same ruling printed under Recent Updates and under its card is one
    # finding, even where the two subjects are spelt differently ("Pav-Per-View").
    for group in _group_same(marked, key=lambda e: (e.source, _passage_text(e))):
        entry = _canonical(group)
        named = [e for e in group if e.cards]
        subject = (entry if entry.cards or not named else named[0]).subject or entry.section
        cards = tuple(dict.fromkeys(k for e in group for k in e.cards))
        ruling = re.sub(r"\s*(?:NOTE\s*:?\s*)?" + _REVERSAL_NOTE.pattern + r"\.?", "", entry.text,
                        flags=re.IGNORECASE)
        ruling = re.sub(r"^[-\s]+", "", ruling).strip()
        findings.append(Finding(
            id=f"reversed-ruling/{slug(subject)}/{slug(entry.id)}",
            category="reversed-ruling",
            title=f"{subject}: a ruling that reverses a previous one",
            cards=cards,
            citations=_citations(group),
            details={"subject": subject, "ruling": ruling},
        ))
    return findings


CARD_SECTIONS = frozenset({
    "Recent Updates", "Classic Superstars", "Revolution Superstars", "Virtual Superstars",
    "Classic Cards", "Revolution Cards", "Virtual Cards",
})
TERM_SECTIONS = frozenset({"Glossary", "Timing Breakdown"})
# Headings printed in capitals over general rulings: "ALL CARDS", "ENFORCER CARDS".
_GENERAL_HEADING = re.compile(r"^(?:[A-Z]+ )*(?:CARDS|SUPERSTARS)$")


def _term_key(subject: str) -> str:
    return re.sub(r"\s*\((?:area|deck|format)\)\s*$", "", re.sub(r"[:\s]+$", "", subject)).lower()


# "Booby Trap (original version)", "Arm Breaker (both versions)", "Defensive
# Posture, Defensive Stance (rulings for both)", "Sable - See Enforcer Superstars".
_QUALIFIER = re.compile(r"\s*(?:\((?:[^()]*\b(?:version|versions|both|all|promo|card)\b[^()]*)\)|-\s*see\s+.*)$",
                        re.IGNORECASE)


def _subject_names(subject: str) -> list[str]:
    """The card names a subject line may stand for, qualifier dropped, lists split."""
    bare = _QUALIFIER.sub("", subject).strip()
    names = [bare]
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", bare) if p.strip()]
    if len(parts) > 1:
        names.append(parts)
    return names


def _names_cards(subject: str, known: Callable[[str], bool]) -> bool:
    for name in _subject_names(subject):
        if isinstance(name, list):
            if all(known(part) for part in name):
                return True
        elif known(name):
            return True
    return False


def unknown_subject_findings(entries: Sequence[Entry],
                             closest: Callable[[str], list[str]],
                             known: Callable[[str], bool] | None = None,
                             rules_text: str = "") -> list[Finding]:
    """FAQ subjects under the card and Superstar sections that link to no card.

    Skipped: Glossary terms, Timing Breakdown steps, general headings ("ALL
    CARDS"), game terms the rulebooks use as headings ("Reversals", "Traits":
    phrases found in `rules_text`), and subjects that do name cards once their
    qualifier is dropped (`known(name)`): "Booby Trap (original version)",
    "Panic Assault, Panic Grab, Panic Throw (rulings for all three)".
    `closest(subject)` gives the nearest database titles (spelling drift).

    With `known` (exact title lookup), a subject the linker matched only by a
    forgiving spelling ("Pav-Per-View Main Event") is still reported: it is the
    drift the maintainers want to see; without it, linked subjects are trusted.
    """
    rules_lower = rules_text.lower()
    terms = {_term_key(e.subject) for e in entries if e.section in TERM_SECTIONS and e.subject}
    # Headings other entries point to: "Sable - See Enforcer Superstars", "See Enforcer Superstars."
    terms |= {_term_key(m.group(1).rstrip(". ")) for e in entries
              for m in [re.search(r"-\s*see\s+(.+)$", e.subject, re.IGNORECASE)
                        or re.match(r"\s*see\s+(.+)$", e.text, re.IGNORECASE)] if m}
    by_subject: dict[str, list[Entry]] = defaultdict(list)
    linked: set[str] = set()
    for entry in entries:
        if entry.game != "raw-deal" or entry.section not in CARD_SECTIONS or not entry.subject.strip():
            continue
        if entry.cards:
            linked.add(entry.subject)
        by_subject[entry.subject].append(entry)
    findings = []
    for subject in sorted(by_subject, key=lambda s: (slug(s), s)):
        if _GENERAL_HEADING.match(subject.strip()) or _term_key(subject) in terms:
            continue
        if (known is None and subject in linked) or (known is not None and _names_cards(subject, known)):
            continue
        if rules_lower and re.search(rf"(?<![a-z]){re.escape(subject.lower())}(?![a-z])", rules_lower):
            continue
        group = by_subject[subject]
        firsts: dict[str, Entry] = {}
        for entry in sorted(group, key=lambda e: (e.line, e.id)):
            firsts.setdefault(entry.section, entry)
        linked_to = sorted({k for e in group for k in e.cards})
        near = list(closest(subject))
        hint = f"; closest: {', '.join(near[:3])}" if near else ""
        findings.append(Finding(
            id=f"unknown-subject/{slug(subject)}",
            category="unknown-subject",
            title=f'"{subject}" names no card or Superstar in the database{hint}',
            citations=tuple(cite(e) for e in sorted(firsts.values(), key=lambda e: (e.line, e.id))),
            cards=tuple(linked_to),
            details={"subject": subject, "sections": sorted(firsts), "entries": len(group),
                     "closest": near, "linked_to": linked_to},
        ))
    return findings


def _printing_citations(card: Card, printings: Mapping[str, Sequence[PrintingValues]]) -> tuple[Citation, ...]:
    raw = printings.get(card.key)
    if raw:
        return tuple(p.citation() for p in raw)
    return tuple(Citation(f"octgn/{p.octgn_id}", f"OCTGN set {p.set_name}, {card.title}")
                 for p in card.printings)


def _raw_corrections(raw: PrintingValues) -> tuple[tuple[str, str], ...]:
    try:
        from .traits import parse_traits
    except ImportError:
        return ()
    return parse_traits(raw.traits).corrections


def trait_findings(cards: Iterable[Card], source_text: str = "",
                   printings: Mapping[str, Sequence[PrintingValues]] | None = None) -> list[Finding]:
    """Misspelled traits and traits nobody has heard of.

    Misspelled: the card reader's `trait_corrections` ("Mutli" read as "Multi"),
    on the card or on any of its printings; one finding per misspelling, citing
    the printings that carry it.  Unknown: a trait that no Raw Deal source
    (`source_text`: the FAQ and rulebooks) ever names and that fewer than three
    cards carry.  Without `source_text` no trait is called unknown.
    """
    printings = printings or {}
    cards = sorted(cards, key=lambda c: c.key)
    misspelled: dict[tuple[str, str], dict[str, list[Citation]]] = defaultdict(dict)
    for card in cards:
        raw = printings.get(card.key, ())
        for printed, normalised in card.trait_corrections:
            if printed != normalised:
                misspelled[(printed, normalised)].setdefault(card.key, [])
        for p in raw:
            for printed, normalised in _raw_corrections(p):
                if printed != normalised:
                    misspelled[(printed, normalised)].setdefault(card.key, []).append(p.citation())
    # Near misses the reader's list does not know yet: a trait on a few printings
    # spelt almost like one on many ("Mutli" / "Multi").
    known_misspellings = {printed for printed, _ in misspelled}
    for printed, (suggestion, carriers) in _near_miss_traits(cards, printings).items():
        if printed not in known_misspellings:
            for key, citation in carriers:
                misspelled[(printed, suggestion)].setdefault(key, []).append(citation)
    titles = {c.key: c.title for c in cards}
    findings = []
    for (printed, normalised), per_card in sorted(misspelled.items()):
        keys = sorted(per_card)
        findings.append(Finding(
            id=f"trait/misspelled/{slug(printed)}",
            category="trait",
            title=f'Trait "{printed}" should read "{normalised}" '
                  f'({len(keys)} card{"s" if len(keys) > 1 else ""}: {", ".join(titles[k] for k in keys)})',
            cards=tuple(keys),
            citations=tuple(c for k in keys for c in per_card[k]),
            details={"printed": printed, "correct": normalised, "titles": [titles[k] for k in keys]},
        ))
    if not source_text:
        return findings
    haystack = source_text.lower()
    carriers: dict[str, list[Card]] = defaultdict(list)
    for card in cards:
        for trait in card.traits:
            carriers[trait].append(card)
    for trait, group in sorted(carriers.items()):
        if len(group) >= 3 or trait.lower() == "volley":
            continue
        if re.search(rf"(?<![a-z]){re.escape(trait.lower())}(?![a-z])", haystack):
            continue
        findings.append(Finding(
            id=f"trait/unknown/{slug(trait)}",
            category="trait",
            title=f'Trait "{trait}" is named by no rulebook or FAQ entry '
                  f'({", ".join(c.title for c in group)})',
            cards=tuple(c.key for c in group),
            citations=tuple(cit for c in group for cit in _printing_citations(c, printings)),
            details={"trait": trait, "titles": [c.title for c in group]},
        ))
    return findings


RARE_TRAIT = 10            # printings: fewer is rare, this many or more is common
NEAR_MISS = 80             # % alike (rapidfuzz ratio) for a rare trait to be a misspelt common one


def _near_miss_traits(cards: Sequence[Card], printings: Mapping[str, Sequence[PrintingValues]]
                      ) -> dict[str, tuple[str, list[tuple[str, Citation]]]]:
    """Rare printed traits spelt almost like a common one: {printed: (common, [(card key, printing)])}."""
    try:
        from rapidfuzz import fuzz
    except ImportError:
        return {}
    counts: dict[str, int] = defaultdict(int)
    carriers: dict[str, list[tuple[str, Citation]]] = defaultdict(list)
    for card in cards:
        for p in printings.get(card.key, ()):
            for name in _split_names(p.traits):
                if re.match(r"(?i)volley\b", name):
                    continue
                counts[name] += 1
                carriers[name].append((card.key, p.citation()))
    common = sorted(name for name, n in counts.items() if n >= RARE_TRAIT)
    found = {}
    for name in sorted(n for n, count in counts.items() if count < RARE_TRAIT):
        scored = [(fuzz.ratio(name.lower(), c.lower()), c) for c in common]
        score, best = max(scored, default=(0, ""))
        if score >= NEAR_MISS and best.lower() != name.lower():
            found[name] = (best, carriers[name])
    return found


_COMPARED = (("fortitude", "Fortitude"), ("damage", "Damage"), ("type_line", "type"))


def _same_title(p: PrintingValues) -> tuple[str, bool]:
    return (" ".join(p.name.split()), "throwback" in p.traits.lower())


def printing_findings(cards: Iterable[Card], printings: Mapping[str, Sequence[PrintingValues]]) -> list[Finding]:
    """One title (and version) whose printings disagree on Fortitude, Damage or type.

    Printings are grouped by the title the data prints (a Throwback is its own
    version), not by `Card`: the card reader may already have split a reprint
    with other values into a card of its own ("The Three Amigos (Virtual)").
    """
    owner: dict[str, str] = {}
    groups: dict[tuple[str, bool], list[PrintingValues]] = defaultdict(list)
    for card in cards:
        for p in printings.get(card.key, ()):
            owner[p.octgn_id] = card.key
            groups[_same_title(p)].append(p)
    findings = []
    for (name, throwback), raw in sorted(groups.items()):
        if len(raw) < 2:
            continue
        title = f"{name} (Throwback)" if throwback else name
        for attr, label in _COMPARED:
            compare = _norm_type if attr == "type_line" else str.strip
            if len({compare(getattr(p, attr)) for p in raw}) < 2:
                continue
            values = [{"set": p.set_name, "value": getattr(p, attr), "card": owner[p.octgn_id]} for p in raw]
            shown = "; ".join(f"{v['set']}: {v['value'] or 'none'}" for v in values)
            findings.append(Finding(
                id=f"printings-differ/{slug(title)}/{slug(label)}",
                category="printings-differ",
                title=f"{title}: printings differ in {label} ({shown})",
                cards=tuple(dict.fromkeys(owner[p.octgn_id] for p in raw)),
                citations=tuple(p.citation() for p in raw),
                details={"field": label, "printings": values},
            ))
    return findings


def _is_maneuver(card: Card) -> bool:
    return "Maneuver" in card.types


def value_findings(cards: Iterable[Card],
                   printings: Mapping[str, Sequence[PrintingValues]] | None = None) -> list[Finding]:
    """Missing values (a maneuver without Damage, a Superstar without hand size or
    Superstar Value, a maneuver, Action or Reversal without Fortitude) and
    impossible ones (a Stun Value on a card that is not a maneuver: Stun Value
    belongs to maneuvers; a hand size or Superstar Value on a card that is not a
    Superstar).  Values are read as the data prints them
    (`printed_view`), so errata applied to a card do not hide a gap in the data;
    "#" is a value (variable), not a gap."""
    printings = printings or {}
    findings = []
    for card in sorted(cards, key=lambda c: c.key):
        printed = printed_view(card)
        missing: list[str] = []
        impossible: list[tuple[str, str]] = []
        if card.is_superstar:
            if not printed.hand_size.strip():
                missing.append("hand size")
            if not printed.superstar_value.strip():
                missing.append("Superstar Value")
        else:
            if _is_maneuver(card) and not printed.damage.strip():
                missing.append("Damage")
            if not printed.fortitude.strip() and (_is_maneuver(card) or "Reversal" in card.types
                                                  or "Action" in card.types):
                missing.append("Fortitude")
            if printed.stun.strip() and not _is_maneuver(card):
                impossible.append(("Stun Value", printed.stun.strip()))
            # Hand size and Superstar Value are a Superstar card's values.
            if printed.hand_size.strip():
                impossible.append(("hand size", printed.hand_size.strip()))
            if printed.superstar_value.strip():
                impossible.append(("Superstar Value", printed.superstar_value.strip()))
        rows = [("missing-value", what, None) for what in missing]
        rows += [("impossible-value", what, value) for what, value in impossible]
        for kind, what, value in rows:
            verb = "has no" if kind == "missing-value" else "cannot have a"
            findings.append(Finding(
                id=f"{kind}/{slug(card.key)}/{slug(what)}",
                category=kind,
                title=f"{card.title} ({card.type_line}) {verb} {what}"
                      + (f" (database: {value})" if value is not None else ""),
                cards=(card.key,),
                citations=_printing_citations(card, printings),
                details={"field": what, "type": card.type_line, "types": list(card.types),
                         **({"value": value} if value is not None else {})},
            ))
    return findings


def _unparsed_nodes(node) -> Iterable:
    """Every `Unparsed` node under an AST node (dataclass fields, lists and tuples)."""
    from dataclasses import fields, is_dataclass

    stack = [node]
    while stack:
        item = stack.pop()
        if type(item).__name__ == "Unparsed":
            yield item
            continue
        if is_dataclass(item) and not isinstance(item, type):
            stack.extend(reversed([getattr(item, f.name) for f in fields(item)]))
        elif isinstance(item, (list, tuple)):
            stack.extend(reversed(item))


PHRASE_WORDS = 4


def phrase_head(text: str, n: int = PHRASE_WORDS) -> str:
    """The words an unread clause starts with, numbers as '#': the phrase the grammar lacks.

    "When this card is in your Ring area, draw 2 cards." -> "when this card is".
    """
    found = [_key(w) for w in words(" ".join(text.split()[:n + 4]))]
    found = [re.sub(r"\d+", "#", w) for w in found if w]
    return " ".join(found[:n])


def unparsed_findings(cards: Iterable[Card], card_ast: Callable[[Card], object],
                      examples: int = 3) -> list[Finding]:
    """Cards whose current text the grammar cannot fully read, grouped by the phrase
    the unread clause starts with (`phrase_head`), most cards first."""
    groups: dict[str, dict[str, str]] = defaultdict(dict)     # phrase -> card key -> first clause
    titles: dict[str, str] = {}
    for card in sorted(cards, key=lambda c: c.key):
        if not card.current_text.strip():
            continue
        tree = card_ast(card)
        if getattr(tree, "is_fully_parsed", False):
            continue
        nodes = getattr(tree, "unparsed", None)
        for node in (nodes if nodes is not None else _unparsed_nodes(tree)):
            clause = " ".join(str(getattr(node, "text", "")).split())
            head = phrase_head(clause)
            if head:
                groups[head].setdefault(card.key, clause)
                titles[card.key] = card.title
    findings = []
    for head, per_card in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        keys = sorted(per_card)
        clauses = list(dict.fromkeys(per_card[k] for k in keys))
        findings.append(Finding(
            id=f"unparsed/{slug(head)}",
            category="unparsed",
            title=f'"{head} ..." is not read by the grammar ({len(keys)} card{"s" if len(keys) > 1 else ""})',
            cards=tuple(keys),
            details={"phrase": head, "cards": len(keys), "examples": clauses[:examples],
                     "titles": [titles[k] for k in keys]},
        ))
    return findings


# ----------------------------------------------------------------------------
# Raw printings (per-printing values the grouped Card does not keep)
# ----------------------------------------------------------------------------

PRINTINGS_CACHE_VERSION = "printings-2"     # bump when PrintingValues changes shape


@lru_cache(maxsize=1)
def raw_printings() -> dict[str, PrintingValues]:
    """Every printing in the OCTGN set files, by its GUID, with values as printed.

    Kept in a small pickle beside the other built artefacts, keyed by the set
    files' names, sizes and modification times (reading the XML takes ~0.5 s).
    """
    import hashlib

    from .diskcache import drop_others, read_pickle, write_pickle
    from .paths import build_dir, cards_dir

    files = sorted(cards_dir().glob("*.xml"))
    stamp = hashlib.sha256(repr([(f.name, f.stat().st_size, f.stat().st_mtime_ns) for f in files]).encode())
    stamp.update(PRINTINGS_CACHE_VERSION.encode())
    cache = build_dir() / "cache" / f"printings-{stamp.hexdigest()[:16]}.pickle"
    found = read_pickle(cache)
    if found is None:
        found = _read_printings(files)
        if write_pickle(cache, found):
            drop_others(cache)
    return found


def _read_printings(files) -> dict[str, PrintingValues]:
    found: dict[str, PrintingValues] = {}
    for path in files:
        root = ET.parse(path).getroot()
        set_name = " ".join((root.get("name") or path.stem).split())
        for card in root.iter("card"):
            props = {p.get("name"): (p.get("value") or "") for p in card.iter("property")}
            guid = card.get("id", "")
            found[guid] = PrintingValues(
                octgn_id=guid, set_name=set_name, name=card.get("name", ""),
                fortitude=props.get("Fortitude", ""), damage=props.get("Damage", ""),
                stun=props.get("Stun", ""), type_line=props.get("CardType", ""),
                hand_size=props.get("Hand Size", ""), superstar_value=props.get("SSV", ""),
                traits=props.get("Traits", ""), text=props.get("Card Text", ""),
                logos=props.get("SS Logos", ""),
            )
    return found


def printings_by_card(cards: Iterable[Card], raw: Mapping[str, PrintingValues]) -> dict[str, list[PrintingValues]]:
    return {card.key: [raw[p.octgn_id] for p in card.printings if p.octgn_id in raw] for card in cards}


# ----------------------------------------------------------------------------
# The whole audit
# ----------------------------------------------------------------------------

def _rules_text(entries: Iterable[Entry], sources: tuple[str, ...] = ()) -> str:
    """Raw Deal source text (FAQ and rulebooks, or only `sources`), to ask 'does any rule name this?'."""
    return "\n".join(f"{e.subject}\n{e.text}" for e in entries
                     if e.game == "raw-deal" and (not sources or e.source in sources))


def _grammar() -> Callable[[Card], object] | None:
    try:
        from .cardtext import card_ast
    except ImportError:
        return None
    return card_ast


def _parse_all(cards: Iterable[Card]) -> None:
    """Read every card text not in the parse cache yet, on all the machine's cores (see
    `cardtext.cache.parse_many`); a grammar that fails is reported by `grammar_findings`."""
    try:
        from .cardtext.cache import parse_many

        parse_many(card.current_text for card in cards if card.current_text)
    except Exception:  # noqa: BLE001 - the audit reads the cards one by one and reports the failure
        pass


def audit(cards: Mapping[str, Card], entries: Sequence[Entry], closest: Callable[[str], list[str]],
          printings: Mapping[str, Sequence[PrintingValues]] | None = None,
          card_ast: Callable[[Card], object] | None = None,
          source_text: str = "", known: Callable[[str], bool] | None = None,
          rulebook_text: str = "") -> AuditReport:
    """Every category of finding over the given cards and entries, in a fixed order."""
    printings = printings or {}
    values = list(cards.values())
    findings: list[Finding] = []
    findings += errata_findings(entries, cards, printings)
    findings += reversal_findings(entries)
    findings += unknown_subject_findings(entries, closest, known, rulebook_text)
    findings += trait_findings(values, source_text, printings)
    findings += printing_findings(values, printings)
    findings += value_findings(values, printings)
    if card_ast is not None:
        findings += grammar_findings(values, card_ast)
    order = {name: i for i, name in enumerate(CATEGORIES)}
    findings.sort(key=lambda f: order.get(f.category, len(order)))
    return AuditReport(_unique_ids(findings))


def grammar_findings(cards: list[Card], card_ast: Callable[[Card], object]) -> list[Finding]:
    """`unparsed_findings`, or, when the grammar itself fails to run, one finding saying so.

    The grammar is another part of judgebot; an error in it must not take the
    data checks down with it (nor print a traceback to a maintainer).
    """
    try:
        return unparsed_findings(cards, card_ast)
    except Exception as exc:      # noqa: BLE001 - any failure of the grammar is reported, not raised
        # Only the error's type: its message may list conflicts in any order
        # (Lark), and the report must read the same on every run.
        return [Finding(
            id="unparsed/grammar-error",
            category="unparsed",
            title=f"The card text grammar could not run ({type(exc).__name__}); "
                  "'judgebot parse' shows the error",
            details={"error": type(exc).__name__},
        )]


def _unique_ids(findings: list[Finding]) -> list[Finding]:
    """Ids are content-derived; on the rare collision the later one gets '#2', '#3'."""
    seen: dict[str, int] = {}
    result = []
    for finding in findings:
        n = seen.get(finding.id, 0) + 1
        seen[finding.id] = n
        result.append(finding if n == 1 else replace(finding, id=f"{finding.id}#{n}"))
    return result


RULEBOOKS = ("rulebook-v17", "revolution-rulebook")


REPORT_CACHE_VERSION = "report-1"     # bump when Finding or AuditReport changes shape


def run_audit() -> AuditReport:
    """Audit the whole database: the cards, the FAQ entries and the raw OCTGN printings.

    The report is kept in the build cache, keyed by everything it is made from: the
    card data and source documents (the database's fingerprint), the grammar (its
    hash) and this module's code.  The web page and the command line pay for the
    audit (2-3 s, more while the card texts are parsed for the first time) once per
    change of those, not once per start."""
    import hashlib

    from .diskcache import drop_others, read_pickle, write_pickle

    key = hashlib.sha256(REPORT_CACHE_VERSION.encode())
    for part in _report_inputs():
        key.update(part.encode() + b"\0")
    target = _report_cache_dir() / f"audit-{key.hexdigest()[:20]}.pickle"
    found = read_pickle(target)
    if isinstance(found, AuditReport):
        return found
    report = _audit_database()
    if write_pickle(target, report):
        drop_others(target)
    return report


def _report_cache_dir():
    from .paths import build_dir

    return build_dir() / "cache"


def _report_inputs() -> list[str]:
    """What the audit report depends on, as strings for its cache key."""
    import hashlib
    from pathlib import Path

    from .database import data_fingerprint

    parts = [data_fingerprint(), hashlib.sha256(Path(__file__).read_bytes()).hexdigest()]
    try:
        from .cardtext.grammar_files import grammar_hash

        parts.append(grammar_hash())
    except Exception:  # noqa: BLE001 - no grammar (or a broken one): the report says so, keyed as such
        parts.append("no-grammar")
    return parts


def _audit_database() -> AuditReport:
    from .database import get_db

    db = get_db()
    closest = getattr(db.index, "closest", None) or (lambda name, n=5: [])
    card_ast = _grammar()
    if card_ast is not None:
        _parse_all(db.cards.values())
    return audit(
        db.cards,
        db.entries,
        lambda subject: list(closest(subject, n=3)),
        printings=printings_by_card(db.cards.values(), raw_printings()),
        card_ast=card_ast,
        source_text=_rules_text(db.entries),
        known=db.index.__contains__,
        rulebook_text=_rules_text(db.entries, RULEBOOKS),
    )
