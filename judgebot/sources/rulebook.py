"""The rulebooks as citeable passages.

* `raw-deal-rulebook-v17.txt` (Classic rules, source `rulebook-v17`) is
  markdown-like: `##`/`###` headings, paragraphs, `**Term:**` glossary lines.
* `raw-deal-revolution-rulebook.txt` (source `revolution-rulebook`) is a
  page-scrape of flowing text: headings such as "Card Values" or "Overturning a
  Reversal –" run straight into their paragraphs.  Its headings are listed
  below in reading order (the book's own table of contents) and the text is cut
  at each; the passages are then a few sentences each.
* The rulebooks of two other games (`rumble-throwdown`, `nero-raw`) are plain
  text with capitalised or "name:" headings; they keep their own `game` so a
  Raw Deal search never answers with them.

Every passage is an `Entry` of kind "rule"; `subject` is the term a passage
defines ("Multi", "Arsenal", a glossary word) or "" for ordinary prose.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..models import Entry
from ..paths import sources_dir
from .text import slugify, squash

GAME = "raw-deal"
MAX_PASSAGE = 650        # characters: a passage is a few sentences a judge can read aloud
LONG_UNIT = 900          # a single paragraph longer than this is cut at sentence ends

_SMALL_WORDS = {"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "vs.", "with"}
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”’)]*\s+(?=[\"“(]?[A-Z0-9•])")
_QUOTED = re.compile(r"[\"“]\s*([A-Z][^\"“”]{1,45}?)[,.!?]?\s*[\"”]")
_EMPHASIS = re.compile(r"\*([^*\n]+)\*")            # *versus*, *You can mark ...*
_NOT_TERMS = {"important", "note", "example", "exceptions", "remember"}


@dataclass
class _Unit:
    """A paragraph (or a few joined ones) under one heading, before grouping into passages."""

    section: str
    chapter: str
    subject: str
    text: str
    line: int
    defines: bool = False      # a "Term: definition" paragraph: one entry per term, never merged


def title_case(heading: str) -> str:
    """"ARSENAL (DECK) CONSTRUCTION RULES" -> "Arsenal (Deck) Construction Rules"; mixed case is kept."""
    heading = heading.strip().rstrip(":").strip()
    if ":" in heading:                              # "SAMPLE GAME: WrestleMania 22 Re-match"
        return ": ".join(title_case(part) for part in heading.split(":"))
    if any(ch.islower() for ch in heading):
        return heading
    words = heading.lower().split(" ")
    out = []
    for i, word in enumerate(words):
        if i and word in _SMALL_WORDS:
            out.append(word)
        else:
            out.append(re.sub(r"^([(\"“]?)([a-z])", lambda m: m.group(1) + m.group(2).upper(), word))
    return " ".join(out)


def split_sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE_END.split(text) if s.strip()]


def _chunks(text: str, limit: int = MAX_PASSAGE) -> list[str]:
    """Cut a long paragraph at sentence ends into pieces of about `limit` characters."""
    if len(text) <= LONG_UNIT:
        return [text]
    pieces: list[str] = []
    current = ""
    for sentence in split_sentences(text):
        # An example stays with the rule it illustrates when it fits.
        if current and len(current) + len(sentence) > limit and not (
                sentence.startswith("Example") and len(current) + len(sentence) <= LONG_UNIT):
            pieces.append(current)
            current = sentence
        else:
            current = f"{current} {sentence}".strip()
    if current:
        pieces.append(current)
    return pieces


def _quoted_names(text: str) -> tuple[str, ...]:
    """Card names a rulebook quotes ("Kick", “Chair Shot”), for linking."""
    return tuple(dict.fromkeys(m.group(1).strip() for m in _QUOTED.finditer(text)))


def _group(units: list[_Unit]) -> list[_Unit]:
    """Join short prose paragraphs of one section into passages; defined terms stand alone."""
    grouped: list[_Unit] = []
    for unit in units:
        for piece in _chunks(unit.text):
            previous = grouped[-1] if grouped else None
            if (previous is not None and previous.subject == unit.subject and not unit.defines
                    and previous.section == unit.section and previous.chapter == unit.chapter
                    and (len(previous.text) + len(piece) <= MAX_PASSAGE
                         or previous.text.endswith(":")
                         or (piece.startswith("Example") and len(previous.text) + len(piece) <= LONG_UNIT))):
                previous.text = f"{previous.text}\n{piece}" if previous.text.endswith(":") or piece[:2] in ("- ", "• ") \
                    else f"{previous.text} {piece}"
                continue
            grouped.append(_Unit(unit.section, unit.chapter, unit.subject, piece, unit.line, unit.defines))
    return grouped


def _entries(units: list[_Unit], source: str, game: str, cite_name: str) -> list[Entry]:
    """Number passages within (chapter, section, subject) and give each its id and citation."""
    grouped = _group(units)
    totals: dict[tuple[str, str, str], int] = {}
    chapters_of: dict[str, set[str]] = {}
    for unit in grouped:
        key = (unit.chapter, unit.section, unit.subject)
        totals[key] = totals.get(key, 0) + 1
        chapters_of.setdefault(unit.section, set()).add(unit.chapter)
    counters: dict[tuple[str, str, str], int] = {}
    entries: list[Entry] = []
    for unit in grouped:
        key = (unit.chapter, unit.section, unit.subject)
        number = counters[key] = counters.get(key, 0) + 1
        # The chapter is named only where the same heading occurs in two chapters ("Start of Game").
        ambiguous = len(chapters_of[unit.section]) > 1 and unit.chapter and unit.chapter != unit.section
        where = f"{unit.chapter} – {unit.section}" if ambiguous else unit.section
        path = slugify(where)
        named = unit.subject and unit.subject != unit.section
        ident = f"{source}/{path}/{slugify(unit.subject)}/{number}" if named else f"{source}/{path}/{number}"
        citation = f"{cite_name}, {where}"
        if named:
            citation += f', "{unit.subject}"'
        if totals[key] > 1 or not named:
            citation += f", passage {number}"
        text = squash(_EMPHASIS.sub(r"\1", unit.text.replace("**", "")))
        entries.append(Entry(id=ident, source=source, game=game, section=unit.section, subject=unit.subject,
                             kind="rule", text=text, line=unit.line, number=number, citation=citation,
                             italics=_quoted_names(text)))
    return entries


# --------------------------------------------------------------------------- v17 (markdown-like)

_MD_HEADING = re.compile(r"^(#{1,4})\s+(.*)$")
_MD_TERM = re.compile(r"^(?:\d+\.\s*)?\*\*([^*]{1,50}?)(?::\*\*|\*\*\s*:|\*\*\s*[–-])\s*(.*)$")
_PLAIN_TERM = re.compile(r"^(?:\d+\.\s*)?([A-Z][\w!'’-]*(?: [A-Z][\w!'’()-]*){0,3}):\s+(.*)$")
_REFERS = re.compile(r"^([A-Z][\w-]*(?: [A-Za-z][\w-]*){0,2}) refers to ")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_PLACEHOLDER = re.compile(r"^\*?\[[^\]]*\]\*?$")


def _md_clean(text: str) -> str:
    text = _LINK.sub(r"\1", text)
    text = text.replace("**", "")
    text = re.sub(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])", r"\1", text)
    return text.strip()


def parse_markdown_rulebook(text: str, source: str, cite_name: str, game: str = GAME,
                            start_heading: str | None = None) -> list[Entry]:
    """Parse a rulebook written with `#` headings.  Text before `start_heading` (credits) is skipped.

    An entry's section is its chapter (`##`, e.g. "Terms and Icons Affecting
    Construction and Play", "Glossary"); its subject is the term a paragraph
    defines (`**Multi:** ...`, "Arsenal refers to ...") or else the heading it
    stands under (`### Permanent`, `#### Taking Damage`).
    """
    units: list[_Unit] = []
    chapter = section = ""
    started = start_heading is None
    paragraph: list[str] = []
    para_line = 0

    def flush() -> None:
        nonlocal paragraph
        if not paragraph or not section:
            paragraph = []
            return
        raw = " ".join(line.strip() for line in paragraph)
        paragraph = []
        subject = ""
        term = _MD_TERM.match(raw)
        defines = False
        if term and term.group(1).strip().rstrip(":").lower() not in _NOT_TERMS:
            subject = re.sub(r"^\d+\.\s*", "", term.group(1).strip().rstrip(":"))
            defines = True
        else:
            refers = _REFERS.match(_md_clean(raw))
            if refers:
                subject, defines = refers.group(1), True
            elif section != chapter:
                subject = section
        cleaned = re.sub(r"^[-*]\s+", "• ", _md_clean(raw))
        if not cleaned:
            return
        previous = units[-1] if units else None
        if previous and cleaned[0].islower() and not re.search(r"[.!?:\"”)]$", previous.text):
            previous.text += " " + cleaned          # a sentence the page break cut in two
            return
        units.append(_Unit(chapter or section, "", subject, cleaned, para_line, defines))

    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        heading = _MD_HEADING.match(stripped)
        if heading:
            flush()
            title = title_case(_md_clean(heading.group(2)).rstrip(":"))
            if not started and _md_clean(heading.group(2)).upper() == start_heading.upper():
                started = True
            if len(heading.group(1)) <= 2:
                chapter = section = title
            else:
                section = title
            continue
        if not started:
            continue
        if not stripped or _PLACEHOLDER.match(stripped):
            flush()
            continue
        if stripped.startswith(("- ", "* ")) and paragraph:
            paragraph.append("\n• " + stripped[2:])     # a list item stays with its lead-in
            continue
        if re.match(r"^\d+\.\s", stripped) and paragraph and paragraph[-1].rstrip().endswith(":"):
            paragraph.append("\n" + stripped)
            continue
        if not paragraph:
            para_line = number
        paragraph.append(stripped)
    flush()
    # numbered lists written one item per paragraph ("1. Maneuver cards") join their lead-in
    merged: list[_Unit] = []
    for unit in units:
        if (merged and not unit.subject and re.match(r"^\d+\.\s", unit.text) and len(unit.text) < 80
                and merged[-1].section == unit.section):
            merged[-1].text += "\n" + unit.text
            continue
        merged.append(unit)
    return _entries(merged, source, game, cite_name)


# --------------------------------------------------------------------------- Revolution (flowing text)

# (heading as printed, words that follow it) in reading order; the words pin the
# heading down where the same phrase also occurs in running text.
REVOLUTION_HEADINGS: tuple[tuple[str, str], ...] = (
    ("Never Played a Collectible Card Game Before?", "A collectible"),
    ("RULES", "These terms"),
    ("Start of Game", "a. Pick"),
    ("Pre-match Phase", "This is the only"),
    ("Start of Turn", "1. Draw"),
    ("Card Values", "With the exception"),
    ("Fortitude", "You start with"),
    ("Damage", "Damage is the amount"),
    ("Successfully Playing a Maneuver or Antic", "If your Maneuver"),
    ("Reversing a Maneuver or Antic", "Playing a Reversal"),
    ("Playing a Reversal –", "You may only"),
    ("Overturning a Reversal –", "When you take"),
    ("Winning the Game", "You win"),
    ("Cards", "Basic Types"),
    ("Superstar Card", "This card, which"),
    ("Maneuver Cards (yellow cards)", "The five types"),
    ("Antic Cards (green cards)", "Antic cards replicate"),
    ("Reversal Cards (red cards)", "Since a Reversal"),
    ("1. Played from Hand or Backlash –", "When defending"),
    ("2. Overturned from the Arsenal –", "If your opponent"),
    ("Hybrid Cards (multicolor cards)", "Hybrid cards are"),
    ("Superstar-specific Cards", "(which can be"),
    ("ARSENAL", "This is your"),
    ("BACKLASH", "These decks"),
    ("Pre-match Cards (purple cards)", "These cards can"),
    ("Mid-match Cards (same colors as the cards they represent)", "Mid-match cards are"),
    ("CARD EFFECTS", "Some cards have"),
    ("Mandatory Effects", "If an opponent"),
    ("Requirement Definitions:", "Cards with a"),
    ("Optional Effects", "Example: the Triple H"),
    ("Special Card Effects", "Follow-up cards"),
    ("SAMPLE GAME: WrestleMania 22 Re-match", "Player 1"),
    ("MODIFYING AND CONSTRUCTING DECKS", "After you"),
    ("ARSENAL (DECK) CONSTRUCTION RULES", "You can have"),
    ("RAW DEAL REVOLUTION: OVER SIX YEARS IN THE MAKING", "WWE Raw Deal first"),
    ("GLOSSARY", "Antics:"),
)
# Sub-headings inside a section whose passage defines a term.
_REVOLUTION_TERM_SECTIONS = {"Rules", "Glossary", "Arsenal (Deck) Construction Rules", "Requirement Definitions"}
_REVOLUTION_NOISE = ("Views ", "Report DMCA", "DOWNLOAD FILE", "Recommend stories", "Citation preview")
_GLOSSARY_TERM = re.compile(
    r"(?:(?<=^)|(?<=[.)”\"] ))((?:[A-Z][\w’'-]*)(?: [A-Z][\w’'-]*){0,2}):\s")
_NUMBERED_TERM = re.compile(r"(?:(?<=^)|(?<=\s))(\d\.) ([A-Z][\w’' -]{2,50}?)—")
_REFERS_ANYWHERE = re.compile(r"(?:(?<=^)|(?<=[.):] ))([A-Z][\w-]*) refers to ")


def _flow(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Join the page-scrape into one string; returns it and (offset, line) marks for line numbers."""
    parts: list[str] = []
    marks: list[tuple[int, int]] = []
    offset = 0
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith(_REVOLUTION_NOISE):
            continue
        marks.append((offset, number))
        parts.append(stripped)
        offset += len(stripped) + 1
    return " ".join(parts), marks


def _line_at(marks: list[tuple[int, int]], offset: int) -> int:
    line = marks[0][1] if marks else 1
    for start, number in marks:
        if start > offset:
            break
        line = number
    return line


def _split_terms(body: str, start: int, pattern: re.Pattern) -> list[tuple[str, str, int]]:
    """Cut a glossary-like body at each "Term:" (or "1. Term—", "X refers to") into (term, text, offset)."""
    hits = list(pattern.finditer(body))
    if not hits:
        return [("", body, start)]
    out: list[tuple[str, str, int]] = []
    if hits[0].start() > 0 and body[:hits[0].start()].strip():
        out.append(("", body[:hits[0].start()].strip(), start))
    for i, hit in enumerate(hits):
        end = hits[i + 1].start() if i + 1 < len(hits) else len(body)
        term = hit.group(hit.lastindex).strip()
        out.append((term, body[hit.start():end].strip(), start + hit.start()))
    return out


def parse_revolution_rulebook(text: str, source: str = "revolution-rulebook",
                              cite_name: str = "Raw Deal Revolution Rulebook") -> list[Entry]:
    flow, marks = _flow(text)
    # pages (source lines) that begin after a finished sentence start a new paragraph
    pages = [offset for offset, _n in marks[1:] if re.search(r"[.!?\"”]\s*$", flow[:offset])]
    cuts: list[tuple[int, int, str]] = []         # (heading start, body start, title)
    position = 0
    for heading, follows in REVOLUTION_HEADINGS:
        found = re.search(re.escape(heading) + r"\s+" + re.escape(follows), flow[position:])
        if not found:
            continue                              # a heading missing from this copy: its text stays above
        start = position + found.start()
        cuts.append((start, start + len(heading), title_case(heading.rstrip(":–").strip())))
        position = start + len(heading)
    units: list[_Unit] = []
    chapter = ""
    for i, (start, body_start, title) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(flow)
        body = flow[body_start:end].strip()
        body_offset = body_start + (len(flow[body_start:end]) - len(flow[body_start:end].lstrip()))
        printed = flow[start:body_start]
        if not chapter or _is_chapter(printed):
            chapter, heading = title, ""
        else:
            heading = re.sub(r"^\d+\.\s*", "", title)      # "1. Played from Hand or Backlash"
        if title == "Glossary":
            pieces = _split_terms(body, body_offset, _GLOSSARY_TERM)
        elif title == "Requirement Definitions":
            pieces = _split_terms(body, body_offset, _NUMBERED_TERM)
        elif title == "Rules":
            pieces = _split_terms(body, body_offset, _REFERS_ANYWHERE)
        elif title == "Arsenal (Deck) Construction Rules":
            pieces = _split_terms(body, body_offset, re.compile(
                r"(?:(?<=^)|(?<=[.)”\":] ))((?:Follow-up Cards|Unique Cards|Universally Unique)):\s"))
        else:
            pieces = [("", body, body_offset)]
        for term, passage, offset in _cut_at_pages(pieces, pages):
            if not passage:
                continue                          # a heading whose text is all in its sub-headings
            units.append(_Unit(chapter, "", term or heading, passage, _line_at(marks, offset), bool(term)))
    return _entries(units, source, GAME, cite_name)


def _is_chapter(printed: str) -> bool:
    """Capitalised headings ("CARD EFFECTS", "SAMPLE GAME: ...") are the book's chapters."""
    head = printed.split(":")[0]
    return head.upper() == head


def _cut_at_pages(pieces: list[tuple[str, str, int]], pages: list[int]) -> list[tuple[str, str, int]]:
    """A defined term's passage ends where a new page starts a new paragraph ("Ringside refers to ..." is
    followed on the next page by the book's introduction)."""
    out: list[tuple[str, str, int]] = []
    for term, passage, offset in pieces:
        cut = next((p - offset for p in pages if offset < p < offset + len(passage)), None) if term else None
        if cut is None:
            out.append((term, passage, offset))
            continue
        out.append((term, passage[:cut].strip(), offset))
        out.append(("", passage[cut:].strip(), offset + cut))
    return out


# --------------------------------------------------------------------------- other games (plain text)

def _is_plain_heading(line: str) -> bool:
    """A capitalised line ("CARD OVERVIEW") or a short "name:" line ("turn sequence:")."""
    bare = line.replace("*", "").strip()
    if not bare or len(bare) > 60 or bare.isdigit():
        return False
    letters = [ch for ch in bare if ch.isalpha()]
    if len(letters) >= 3 and not any(ch.islower() for ch in letters) and not re.search(r"[.!?]\s", bare):
        return True
    return bool(re.match(r"^[a-z][\w '&()-]{1,40}:(?:\s*\(.*\))?$", bare))


def parse_plain_rulebook(text: str, source: str, game: str, cite_name: str) -> list[Entry]:
    units: list[_Unit] = []
    section = ""
    paragraph: list[str] = []
    para_line = 0

    def flush() -> None:
        nonlocal paragraph
        body = " ".join(paragraph).replace("**", "").strip()
        paragraph = []
        if section and body and sum(ch.isalpha() for ch in body) >= 12:
            units.append(_Unit(section, "", "", body, para_line))

    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if _is_plain_heading(stripped):
            flush()
            section = title_case(stripped.replace("*", "").strip().rstrip(":").strip())
            section = section[0].upper() + section[1:]
            continue
        if not paragraph:
            para_line = number
        paragraph.append(stripped)
    flush()
    return _entries(units, source, game, cite_name)


# --------------------------------------------------------------------------- the four books

@dataclass(frozen=True)
class Book:
    file_name: str
    source: str
    game: str
    cite_name: str


BOOKS = (
    Book("raw-deal-rulebook-v17.txt", "rulebook-v17", GAME, "Raw Deal Rulebook v17"),
    Book("raw-deal-revolution-rulebook.txt", "revolution-rulebook", GAME, "Raw Deal Revolution Rulebook"),
    Book("rumble-throwdown-rulebook.txt", "rumble-throwdown", "rumble-throwdown", "Rumble Throwdown Rulebook"),
    Book("nero-raw-rules.txt", "nero-raw", "nero-raw", "Nero Raw Rules"),
)


def parse_book(book: Book, text: str | None = None) -> list[Entry]:
    if text is None:
        text = (sources_dir() / book.file_name).read_text(encoding="utf-8")
    if book.source == "rulebook-v17":
        return parse_markdown_rulebook(text, book.source, book.cite_name, start_heading="STARTING OUT")
    if book.source == "revolution-rulebook":
        return parse_revolution_rulebook(text, book.source, book.cite_name)
    return parse_plain_rulebook(text, book.source, book.game, book.cite_name)


def parse_rulebooks(folder: Path | None = None) -> list[Entry]:
    """Every rulebook's passages: Classic v17, Revolution, then the two other games."""
    entries: list[Entry] = []
    for book in BOOKS:
        text = None if folder is None else (folder / book.file_name).read_text(encoding="utf-8")
        entries.extend(parse_book(book, text))
    return entries
