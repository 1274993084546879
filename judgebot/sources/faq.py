"""The Raw Deal comprehensive FAQ v4.0 as citeable entries.

The FAQ is PDF-extracted text.  Its shape is: a section heading in capitals
("CLASSIC CARDS"), then subjects (a card title, Superstar or term on a line of
its own) each followed by bullets ("- -", "-" or "- " markers), "ERRATA:" and
"MRP:" paragraphs, and the odd stand-alone "NOTE:" or "EXAMPLE:" line.  A
bullet wrapped by the extraction continues on the next line, sometimes after a
blank line; multi-paragraph errata wording continues until its quotation mark
closes.  The TIMING BREAKDOWN packs several numbered steps on one line; each
step becomes its own entry.

Each entry is numbered within its subject and gets a stable id
(`faq-4.0/glossary/multi/5`) and a citation a judge can read aloud
(`FAQ v4.0, Glossary, "Multi", ruling 5`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..models import Entry
from ..paths import sources_dir
from .text import ends_sentence, slugify, split_italics, squash

SOURCE = "faq-4.0"
GAME = "raw-deal"
FILE_NAME = "raw-deal-faq-4.0.txt"
CITE_NAME = "FAQ v4.0"

# Section headings, exactly as the FAQ prints them.  Anything else in capitals
# (APA, DX, JBL, RMS, ALL CARDS, ...) is a subject, not a section.
SECTIONS = {
    "RECENT UPDATES": "Recent Updates",
    "CLASSIC SUPERSTARS": "Classic Superstars",
    "REVOLUTION SUPERSTARS": "Revolution Superstars",
    "VIRTUAL SUPERSTARS": "Virtual Superstars",
    "CLASSIC CARDS": "Classic Cards",
    "REVOLUTION CARDS": "Revolution Cards",
    "VIRTUAL CARDS": "Virtual Cards",
    "GLOSSARY": "Glossary",
    "TIMING BREAKDOWN": "Timing Breakdown",
}
# The parts of RECENT UPDATES (only recognised inside that section).
RECENT_PARTS = {"SUPERSTARS:": "Superstars", "CARDS:": "Cards", "GLOSSARY:": "Glossary"}

KIND_LABELS = {"ruling": "ruling", "errata": "errata", "mrp": "MRP", "note": "note",
               "example": "example", "rule": "step"}

_BULLET = re.compile(r"^-(?:\s*-)?\s*")
_LABEL = re.compile(r"^(ERRATA|MRP|NOTE|EXAMPLE)(?:\s*\d+)?\s*:\s*")
_STATS_LINE = re.compile(r"^F:\s*\d+\s+D:\s*\d+")          # "F: 0 D: 0 Unique Multi RMS"
_SEE_ALSO = re.compile(r"^(?P<subject>.+?)\s+[–-]\s+(?P<see>[Ss]ee\s+.+)$")  # "Face-down – see Flip Over"
_STEP = re.compile(r"(?:^|(?<=\s))(\d[a-f]?)\s+(?=[A-Z(])")


def _starts_entry(line: str) -> bool:
    return line.startswith("-") or bool(_LABEL.match(line))


@dataclass
class _Piece:
    text: str
    line: int
    after_blank: bool
    list_item: bool = False


@dataclass
class _Block:
    """One bullet / ERRATA / MRP / NOTE / EXAMPLE paragraph, with its wrapped continuations."""

    kind: str
    line: int
    pieces: list[_Piece] = field(default_factory=list)
    quoting: bool = False                         # carries card wording quoted over several bullets

    @property
    def raw(self) -> str:
        return " ".join(p.text for p in self.pieces)

    def joined(self) -> str:
        out = ""
        previous: _Piece | None = None
        for piece in self.pieces:
            if previous is None:
                out = piece.text
            elif piece.list_item:
                out += (" " if out.endswith(":") or not previous.list_item else "; ") + piece.text
            elif previous.list_item:
                out += ("" if ends_sentence(out) else ".") + " " + piece.text
            elif piece.after_blank and (self.kind in ("errata", "mrp") or self.quoting) and ends_sentence(out):
                out += "\n" + piece.text            # a new paragraph of card wording
            else:
                out += " " + piece.text
            previous = piece
        return out


@dataclass
class _Subject:
    section: str
    part: str
    name: str
    line: int
    blocks: list[_Block] = field(default_factory=list)


def faq_path() -> Path:
    return sources_dir() / FILE_NAME


def _continues(block: _Block | None, text: str, gap: int, following: str | None) -> tuple[bool, bool]:
    """Is this unmarked line a continuation of `block` (and is it a list item)?

    Subjects are short, stand after a finished paragraph and are followed by an
    entry; wrapped text is the rest.
    """
    if block is None:
        return False, False
    so_far = block.raw
    if gap == 0:
        return True, False
    if so_far.count('"') % 2 == 1:
        return True, False                        # inside quoted card wording
    last = block.pieces[-1]
    if last.list_item and " = " in last.text and " = " in text:
        return True, True                         # the rows of a small "A = B" table
    if following is not None and not _starts_entry(following) and following not in SECTIONS:
        # A subject is always followed by an entry; this line is not a subject.
        is_item = len(text) < 45 and not re.search(r"[.!?\"”]$", text)
        return True, is_item
    if _STATS_LINE.match(text):
        return True, False
    if len(text) > 90:
        return True, False
    if not ends_sentence(so_far) and (text[0].islower() or len(text) > 60
                                       or re.search(r"(?:[.!?\"”]|[.!?]\))$", text)):
        return True, False
    return False, False


def _quotes_card(block: _Block, body: str) -> bool:
    """Does this bullet carry on the card wording the previous bullet introduced ("this card reads:")?"""
    if block.kind != "ruling":
        return False
    if block.raw.rstrip().endswith(":") and body.startswith('"'):
        return True
    return block.quoting and block.raw.count('"') % 2 == 1


def _read_subjects(lines: list[str]) -> list[_Subject]:
    subjects: list[_Subject] = []
    section = part = ""
    subject: _Subject | None = None
    block: _Block | None = None
    gap = 0
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    next_of = {a: b for a, b in zip(nonblank, nonblank[1:])}

    for index, raw in enumerate(lines):
        text = raw.strip()
        number = index + 1
        if not text:
            gap += 1
            continue
        following = lines[next_of[index]].strip() if index in next_of else None
        blank_before, gap = gap, 0

        if text in SECTIONS and text == raw.strip() and (section or text == "RECENT UPDATES"):
            section, part, subject, block = SECTIONS[text], "", None, None
            continue
        if section == "Recent Updates" and text in RECENT_PARTS:
            part, subject, block = RECENT_PARTS[text], None, None
            continue
        if not section:
            continue                              # the title lines before RECENT UPDATES

        if section == "Timing Breakdown":
            if subject is None:
                subject = _Subject(section, part, "", number)
                subjects.append(subject)
            if _starts_entry(text) or block is None or blank_before:
                block = _Block("rule", number)
                subject.blocks.append(block)
                text = _BULLET.sub("", text)
            block.pieces.append(_Piece(text, number, bool(blank_before)))
            continue

        label = _LABEL.match(text)
        if text.startswith("-") or label:
            if subject is None:
                continue
            if label:
                kind = label.group(1).lower()
                body = text[label.end():]
            else:
                kind, body = "ruling", _BULLET.sub("", text)
                inner = _LABEL.match(body)
                if inner and inner.group(1) in ("NOTE",):
                    kind, body = "note", body[inner.end():]
            if kind == "ruling" and block is not None and _quotes_card(block, body):
                # '- -In English, this card reads:' then '- "...' bullets: one passage.
                block.pieces.append(_Piece(body, number, True))
                block.quoting = True
                continue
            block = _Block(kind, number)
            block.pieces.append(_Piece(body, number, False))
            subject.blocks.append(block)
            continue

        see = _SEE_ALSO.match(text) if blank_before and len(text) < 60 else None
        joins, is_item = (False, False) if see else _continues(block, text, blank_before, following)
        if joins:
            block.pieces.append(_Piece(text, number, blank_before > 0, is_item))
            continue

        name = see.group("subject") if see else text
        subject = _Subject(section, part, name.rstrip(":").strip(), number)
        subjects.append(subject)
        block = None
        if see:
            block = _Block("note", number, [_Piece(see.group("see")[0].upper() + see.group("see")[1:] + ".",
                                                   number, False)])
            subject.blocks.append(block)
    return subjects


def _timing_steps(block: _Block) -> list[tuple[str, str]]:
    """Split "1 Play the card. ... 1a Reveal the card ..." into [("1", ...), ("1a", ...)]."""
    text = block.joined()
    steps: list[tuple[str, str]] = []
    last_key = (0, "")
    cuts: list[tuple[int, int, str]] = []
    for match in _STEP.finditer(text):
        step = match.group(1)
        key = (int(step[0]), step[1:])
        if key > last_key:
            cuts.append((match.start(1), match.end(), step))
            last_key = key
    for i, (start, body_start, step) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(text)
        steps.append((step, text[body_start:end].strip()))
    return steps


def _citation_section(subject: _Subject) -> str:
    return f"{subject.section} ({subject.part})" if subject.part else subject.section


def parse_faq(text: str | None = None) -> list[Entry]:
    """Parse the FAQ (the installed file unless `text` is given) into entries, in document order."""
    if text is None:
        text = faq_path().read_text(encoding="utf-8")
    lines = text.split("\n")
    entries: list[Entry] = []
    slugs: dict[tuple[str, str], str] = {}        # (section slug, subject) -> subject slug
    taken: set[tuple[str, str]] = set()
    ordinals: dict[tuple[str, str], int] = {}

    for subject in _read_subjects(lines):
        section_slug = slugify(subject.section + (" " + subject.part if subject.part else ""))
        where = _citation_section(subject)
        if subject.section == "Timing Breakdown":
            for block in subject.blocks:
                for step, body in _timing_steps(block):
                    plain, names = split_italics(body)
                    entries.append(Entry(
                        id=f"{SOURCE}/{section_slug}/{slugify(step)}/1", source=SOURCE, game=GAME,
                        section=subject.section, subject=step, kind="rule", text=squash(plain),
                        line=block.line, number=1,
                        citation=f"{CITE_NAME}, Timing Breakdown, step {step}", italics=names))
            continue

        key = (section_slug, subject.name)
        if key not in slugs:
            base = slug = slugify(subject.name)
            n = 2
            while (section_slug, slug) in taken:
                slug, n = f"{base}-{n}", n + 1
            slugs[key] = slug
            taken.add((section_slug, slug))
        slug = slugs[key]
        for block in subject.blocks:
            plain, names = split_italics(block.joined())
            plain = squash(plain)
            if not plain:
                continue
            number = ordinals[key] = ordinals.get(key, 0) + 1
            entries.append(Entry(
                id=f"{SOURCE}/{section_slug}/{slug}/{number}", source=SOURCE, game=GAME,
                section=subject.section, subject=subject.name, kind=block.kind, text=plain,
                line=block.line, number=number,
                citation=f'{CITE_NAME}, {where}, "{subject.name}", {KIND_LABELS[block.kind]} {number}',
                italics=names))
    return entries


def faq_subjects(text: str | None = None) -> list[tuple[str, str, str, int]]:
    """(section, part, subject, line) of every subject heading, in document order (for checks and tests)."""
    if text is None:
        text = faq_path().read_text(encoding="utf-8")
    return [(s.section, s.part, s.name, s.line) for s in _read_subjects(text.split("\n"))
            if s.section != "Timing Breakdown"]
