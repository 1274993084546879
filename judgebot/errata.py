"""Apply the FAQ's ERRATA and MRP (Most Recent Printing) entries to the cards.

A card's `current_text` is its printed text with every change the FAQ words
applied, in FAQ order; each change is kept in `Card.changes` with the entry's
citation, so a judge can say where the wording comes from:

* new wording replaces the text: 'The card text now reads: "..."',
  'Now reads: "..."', 'The ability now reads: "..."';
* new wording replaces part of it: 'The second paragraph now reads: "..."',
  'the first paragraph (after the Requirement text) now instead reads',
  'After the Requirement text, this card now reads: "..."', 'The Ability now
  begins with: "..."' — the passage of the printed text that the new wording
  rewrites is the one most like it;
* wording is added: 'The following text is added to the card: "..."', 'Now
  includes the text: "..."' — appended, unless the printed text already says it
  (then the FAQ's exact words replace the printed sentence that says it);
* a misprinted title inside the text: 'There is no card titled "X," it now
  reads "Y."';
* values and traits: 'this card is now F: 0', 'The printed Fortitude of this
  card is now 0', 'now printed as D: 0', 'This card has the Permanent trait',
  'This card no longer has the Active trait', 'This card's description now
  reads as: "High Risk: Heat / Reversal: Special: Heat"' (the type line).

Anything else only describes a change ("The text granting ... is now located
on ..."); the card keeps its printed text and the entry is recorded with
`applied=False`, to be shown beside it.

The entries name their cards through `judgebot.linking` ("Booby Trap
(Throwback)" is the Throwback, "Irish Whip (original version)" the original,
"(both versions)" both).  An entry repeated in RECENT UPDATES and in its card
section is applied once, citing the card section.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .models import Card, Entry, TextChange

CHANGE_KINDS = ("errata", "mrp")
SIMILAR = 62            # % alike (rapidfuzz ratio) for a printed passage to be the one the FAQ rewrites
SAME_SENTENCE = 80      # % alike for added wording the printed text already has in other words

_QUOTE_OPEN = "\"“'‘"
# Sentences end at a full stop; "!" and "?" end card titles too often ("Table! Table! Table!").
_SENTENCE = re.compile(r"(?<=\.)[\"”']?\s+(?=[A-Z\"“'#(])")


@dataclass
class _Change:
    how: str                 # "replace", "rewrite", "begin", "after-requirement", "add", "rename", "none"
    wording: str = ""        # the new card wording (quotes removed)
    old: str = ""            # for "rename": the misprinted words


# -- reading the FAQ's wording -------------------------------------------------------

def _quoted(text: str, start: int) -> str:
    """The quotation that begins at or after `start`, to its closing mark (or the end)."""
    i = start
    while i < len(text) and text[i] not in _QUOTE_OPEN:
        i += 1
    if i >= len(text):
        return ""
    opener = text[i]
    closers = "\"”" if opener in "\"“" else "'’\"”"
    end = max(text.rfind(c) for c in closers)
    body = text[i + 1:end] if end > i else text[i + 1:]
    return body.strip()


_READS = re.compile(
    r"(?P<what>card text|text of this card|card's text|card|ability|this card|it|this)?\s*"
    r"(?:now\s+)?(?:instead\s+)?reads?(?:\s+as)?\s*:?\s*(?=[\"“'‘])", re.IGNORECASE)
_PARAGRAPH = re.compile(r"\b(first|second|third|last) paragraph\b.*?\breads\s*:?\s*(?=[\"“'‘])", re.IGNORECASE)
_AFTER_REQUIREMENT = re.compile(r"^After the Requirement text, this card now reads\s*:?\s*", re.IGNORECASE)
_BEGINS = re.compile(r"\bnow begins with(?: the text)?\s*:?\s*(?=[\"“'‘])", re.IGNORECASE)
_ENDS = re.compile(r"\bends with(?: the text)?\s*:?\s*(?=[\"“'‘])", re.IGNORECASE)
_ADDS = re.compile(r"\b(?:now includes|includes|is added to the card|following text is added)"
                   r"(?: the text)?(?: to the card)?\s*:?\s*(?=[\"“'‘])", re.IGNORECASE)
_RENAME = re.compile(r"There is no card titled [\"“](?P<old>[^\"”]+?)[,.]?[\"”].*?(?:reads|now reads)\s+"
                     r"[\"“](?P<new>[^\"”]+?)[,.]?[\"”]", re.IGNORECASE)
_REFERENCE = re.compile(r"reference to (?P<old>.+?) is replaced by [\"“](?P<new>[^\"”]+)[\"”]", re.IGNORECASE)
_DESCRIPTION = re.compile(r"description now reads(?: as)?\s*:?\s*[\"“](?P<line>[^\"”]+)[\"”]", re.IGNORECASE)

_FORTITUDE = re.compile(r"\b(?:is now|now printed as|printed as)\s+F:\s*(?P<n>\d+)|"
                        r"printed Fortitude of this card is now (?P<m>\d+)|"
                        r"single Fortitude cost of (?P<k>\d+)F", re.IGNORECASE)
_DAMAGE = re.compile(r"\b(?:is now|now printed as|printed as)\s+D:\s*(?P<n>\d+)", re.IGNORECASE)
_TRAITS = {
    "Permanent": re.compile(r"\b(?:has|have) the Permanent trait", re.IGNORECASE),
    "RMS": re.compile(r"(?:now has|considered to have) the (?:Restricted Modification Symbol|RMS)", re.IGNORECASE),
    "Unique": re.compile(r"\bit is Unique\b", re.IGNORECASE),
    "Tag Team": re.compile(r"now has the Tag Team trait", re.IGNORECASE),
    "Raw": re.compile(r"considered to have the Raw logo|has the Raw trait", re.IGNORECASE),
    "Smackdown": re.compile(r"considered to have the Smackdown! logo|considered to have the Smackdown logo",
                            re.IGNORECASE),
}
_SUPERSTAR_VALUES = re.compile(r"correct values are SHS:\s*(?P<hand>\d+) and SV:\s*(?P<value>\d+)", re.IGNORECASE)
_IS_TYPE = re.compile(r"this card is a (?P<type>[A-Z][\w:\- ]+?) instead", re.IGNORECASE)
_LOSES_TRAIT = re.compile(r"no longer has the (?P<trait>[A-Z][\w ]*?) trait", re.IGNORECASE)


def read_change(text: str) -> _Change:
    """What an ERRATA / MRP entry does to the card text (see the module docstring)."""
    m = _RENAME.search(text)
    if m:
        return _Change("rename", m.group("new").strip(), m.group("old").strip())
    m = _REFERENCE.search(text)
    if m:
        return _Change("rename", m.group("new").strip(), m.group("old").strip())
    if _DESCRIPTION.search(text):
        return _Change("none")
    m = _AFTER_REQUIREMENT.search(text)
    if m:
        return _Change("after-requirement", _quoted(text, m.end()))
    m = _PARAGRAPH.search(text)
    if m:
        return _Change("rewrite", _quoted(text, m.end()))
    m = _BEGINS.search(text)
    if m:
        return _Change("begin", _quoted(text, m.end()))
    m = _ENDS.search(text)
    if m:
        return _Change("end", _quoted(text, m.end()))
    m = _ADDS.search(text)
    if m:
        return _Change("add", _quoted(text, m.end()))
    m = _READS.search(text)
    if m:
        full = (m.group("what") or "").lower() in ("card text", "text of this card", "card's text")
        return _Change("full" if full else "replace", _quoted(text, m.end()))
    if text[:1] in _QUOTE_OPEN:               # the entry is only the new wording: 'Billion Dollar Princess'
        return _Change("rewrite", _quoted(text, 0))
    return _Change("none")


# -- applying wording to a text ----------------------------------------------------------

def _fold(text: str) -> str:
    text = text.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'}))
    text = re.sub(r"\s+", " ", text.replace("*", "")).strip().casefold()
    return text


def _one_line(wording: str) -> str:
    return " ".join(wording.split())


def _is_partial(wording: str) -> bool:
    w = wording.strip()
    return w.startswith(("...", "…")) or w.endswith(("...", "…", ",")) and not w.endswith(". ...")


def _bare(wording: str) -> str:
    return _one_line(wording).strip(" .…,")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s.strip()]


def _best_span(printed: list[str], wording: str, max_len: int | None = None) -> tuple[int, int, float]:
    """The run of printed sentences most like `wording`: (start, end, % alike)."""
    from rapidfuzz import fuzz

    target = _fold(wording)
    want = len(sentences(wording))
    best = (0, 0, 0.0)
    longest = max_len or max(want + 1, 1)
    for i in range(len(printed)):
        for j in range(i + 1, min(len(printed), i + longest) + 1):
            score = fuzz.ratio(_fold(" ".join(printed[i:j])), target)
            if score > best[2]:
                best = (i, j, score)
    return best


def _rewrite(printed_text: str, wording: str) -> str | None:
    """Replace the passage the new wording rewrites; None when no passage is like it."""
    parts = sentences(printed_text)
    start, end, score = _best_span(parts, wording)
    if score < SIMILAR:
        return None
    return " ".join(parts[:start] + [_one_line(wording)] + parts[end:])


def apply_wording(text: str, change: _Change) -> str | None:
    """The text with the change made, or None when the FAQ's words cannot be placed in it."""
    wording = _one_line(change.wording)
    if change.how in ("replace", "full"):
        if not wording or _is_partial(wording):
            return None
        if change.how == "replace":
            # "Now reads" on one ability of a hybrid ("As a maneuver, ...") rewrites that passage only.
            parts = sentences(text)
            start, end, score = _best_span(parts, wording)
            if score >= SIMILAR and end - start < len(parts) and not _covers(text, wording):
                return " ".join(parts[:start] + [wording] + parts[end:])
        return wording
    if change.how == "rename":
        if _fold(change.old) in _fold(text):
            return re.sub(re.escape(change.old), change.wording, text, flags=re.IGNORECASE)
        return text if _fold(change.wording) in _fold(text) else None
    if not wording:
        return None
    if _fold(_bare(wording)) in _fold(text):
        if _is_partial(wording):
            return text                           # the printed text already says it
        return _exact_words(text, wording)
    if _is_partial(wording):
        from rapidfuzz import fuzz

        # "...blank the text until the end of the turn," printed as "...blank its text until the end of turn"
        return text if fuzz.partial_ratio(_fold(_bare(wording)), _fold(text)) >= 90 else None
    if change.how == "after-requirement":
        parts = sentences(text)
        if parts and parts[0].lower().startswith("requirement"):
            return " ".join([parts[0], wording])
        return None
    if change.how in ("rewrite", "begin", "end"):
        rewritten = _rewrite(text, wording)
        if rewritten is not None:
            return rewritten
        if change.how == "begin":
            return f"{wording} {text}".strip()
        if change.how == "end":
            return f"{text} {wording}".strip()
        return None
    if change.how == "add":
        from rapidfuzz import fuzz

        parts = sentences(text)
        start, end, score = _best_span(parts, wording, max_len=len(sentences(wording)))
        span = " ".join(parts[start:end])
        if score >= SAME_SENTENCE and fuzz.token_set_ratio(_fold(wording), _fold(span)) == 100 \
                and len(span) > 1.1 * len(wording):
            return text                          # the printed sentence says all of it, and more
        if score >= SAME_SENTENCE and len(span) <= 1.5 * len(wording):
            # said already in other words: the FAQ's words replace the printed sentence
            return " ".join(parts[:start] + [wording] + parts[end:])
        if fuzz.token_set_ratio(_fold(wording), _fold(text)) >= 95:
            return text                          # every word of it is printed already
        return f"{text} {wording}".strip()
    return None


def _covers(text: str, wording: str) -> bool:
    """Is the new wording about as long as the whole printed text (a full rewording)?"""
    return len(wording) >= 0.7 * len(text)


def _exact_words(text: str, wording: str) -> str:
    """Text that already contains the wording (ignoring case/quotes): keep it, in the FAQ's own words."""
    folded, target = _fold(text), _fold(wording)
    at = folded.find(target)
    if at < 0 or len(folded) != len(text):
        return text
    return text[:at] + wording + text[at + len(wording):]


# -- values and traits ----------------------------------------------------------------------

def _value_changes(card: Card, text: str) -> bool:
    """Set F/D/traits/type line the entry states; True if it stated any."""
    changed = False
    m = _FORTITUDE.search(text)
    if m:
        card.fortitude = int(m.group("n") or m.group("m") or m.group("k"))
        changed = True
    m = _DAMAGE.search(text)
    if m:
        card.damage = int(m.group("n"))
        changed = True
    for trait, pattern in _TRAITS.items():
        if pattern.search(text):
            if trait not in card.traits:
                card.traits = card.traits + (trait,)
            changed = True
    m = _LOSES_TRAIT.search(text)
    if m:
        trait = m.group("trait").strip().title()
        card.traits = tuple(t for t in card.traits if t.casefold() != trait.casefold())
        changed = True
    m = _DESCRIPTION.search(text)
    if m:
        _set_type_line(card, m.group("line").strip())
        changed = True
    m = _SUPERSTAR_VALUES.search(text)
    if m:
        card.hand_size, card.superstar_value = int(m.group("hand")), int(m.group("value"))
        changed = True
    m = _IS_TYPE.search(text)
    if m:
        # "this card is a Pre-match: Corner instead": the data's type line may already say so
        wanted = m.group("type").replace(":", " ")
        if " ".join(wanted.split()).casefold() == " ".join(card.type_line.replace(":", " ").split()).casefold():
            changed = True
        else:
            _set_type_line(card, m.group("type").strip())
            changed = True
    return changed


def _set_type_line(card: Card, type_line: str) -> None:
    try:
        from .typeline import parse_type_line
    except ImportError:                           # pragma: no cover - the cards area ships it
        card.type_line = type_line
        return
    parsed = parse_type_line(type_line)
    card.type_line = type_line
    card.types, card.subtypes = parsed.types, parsed.subtypes
    card.hybrid, card.multi_parts = parsed.hybrid, parsed.multi_parts


# -- the whole database ------------------------------------------------------------------------

def _order(entries: list[Entry]) -> list[Entry]:
    """FAQ order, but an entry's home section before its RECENT UPDATES copy."""
    changes = [e for e in entries if e.kind in CHANGE_KINDS and e.cards]
    home = [e for e in changes if e.section != "Recent Updates"]
    recent = [e for e in changes if e.section == "Recent Updates"]
    return home + recent


def apply_change(card: Card, entry: Entry) -> TextChange:
    """Apply one ERRATA / MRP entry to one card (mutating it) and return the recorded change."""
    change = read_change(entry.text)
    new_text = apply_wording(card.current_text, change) if change.how != "none" else None
    values = _value_changes(card, entry.text)
    applied = new_text is not None or values
    if new_text is not None:
        card.current_text = new_text
    record = TextChange(kind=entry.kind, entry_id=entry.id, citation=entry.citation,
                        wording=entry.text, applied=bool(applied))
    card.changes = tuple(card.changes) + (record,)
    return record


def apply_changes(cards: dict[str, Card], entries: list[Entry]) -> None:
    """Set `current_text` (and F/D/traits where stated) and `changes` on every card an ERRATA/MRP names."""
    done: set[tuple[str, str]] = set()
    for entry in _order(entries):
        for key in entry.cards:
            card = cards.get(key)
            if card is None:
                continue
            same = (key, _fold(entry.text))
            if same in done:                      # RECENT UPDATES repeats its card section
                continue
            done.add(same)
            apply_change(card, entry)


def change_report(cards: dict[str, Card]) -> dict[str, int]:
    """How many changes were applied or only noted (for benchmarks and tests)."""
    changes = [c for card in cards.values() for c in card.changes]
    return {"cards_changed": sum(1 for card in cards.values() if card.changes),
            "applied": sum(1 for c in changes if c.applied),
            "noted": sum(1 for c in changes if not c.applied),
            "text_changed": sum(1 for card in cards.values() if card.current_text != card.printed_text)}
