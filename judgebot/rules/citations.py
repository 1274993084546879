"""Find the source passage a rule applies: a FAQ Glossary entry, a Timing Breakdown line,
a rulebook section or a card's ruling.

Rules name what they apply by (source, section, subject[, phrase]); the text
always comes from the parsed sources (`judgebot.sources`), never from here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

FAQ = "faq-4.0"
CLASSIC = "rulebook-v17"
REVOLUTION = "revolution-rulebook"


@dataclass(frozen=True)
class Ref:
    """Where a rule is written: e.g. Ref(FAQ, "Glossary", "Multi", "second reversal")."""

    source: str
    section: str
    subject: str = ""
    phrase: str = ""


def _norm(text: str) -> str:
    text = re.sub(r"</?u>|\*", "", text or "")
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip().lower()


@lru_cache(maxsize=1)
def _entries() -> tuple:
    try:
        from judgebot.database import get_db

        return tuple(get_db().entries)
    except ImportError:
        pass
    try:
        from judgebot.sources import load_entries

        return tuple(load_entries())
    except ImportError:
        return ()


@lru_cache(maxsize=1)
def _index() -> dict:
    by_key: dict[tuple[str, str], list] = {}
    for e in _entries():
        if getattr(e, "game", "raw-deal") != "raw-deal":
            continue
        by_key.setdefault((e.source, _norm(e.section)), []).append(e)
    return by_key


_NORM: dict[str, str] = {}


def _text(e) -> str:
    """The entry's text, normalised once per process."""
    t = _NORM.get(e.id)
    if t is None:
        t = _NORM[e.id] = _norm(e.text)
    return t


def _pick(candidates, phrase: str):
    if not candidates:
        return None
    if phrase:
        p = _norm(phrase)
        for e in candidates:
            if p in _text(e):
                return e
        return None
    return candidates[0]


@lru_cache(maxsize=512)
def find(ref: Ref):
    """The Entry for `ref`, or None when the sources do not hold it.

    Looks in the section first, by subject (case-insensitive); a rulebook
    section may instead be named as the subject of the rulebook's own headings,
    so the phrase is also searched across the source as a last resort.
    """
    index = _index()
    section = index.get((ref.source, _norm(ref.section)), [])
    subject = _norm(ref.subject)
    if subject:
        exact = [e for e in section if _norm(e.subject) == subject]
        hit = _pick(exact, ref.phrase)
        if hit is None and not exact:
            loose = [e for e in section if subject in _norm(e.subject) or subject in _norm(e.id)]
            hit = _pick(loose, ref.phrase)
        if hit is not None:
            return hit
    else:
        hit = _pick(section, ref.phrase)
        if hit is not None:
            return hit
    if ref.phrase:
        p = _norm(ref.phrase)
        for (source, _), entries in index.items():
            if source != ref.source:
                continue
            for e in entries:
                if p in _text(e) and (not subject or subject in _norm(e.subject + " " + e.section + " " + e.id)
                                           or ref.source != FAQ):
                    return e
    return None


def cite(*refs) -> list:
    """The Entries for the refs that the sources hold (Entries pass through), without duplicates, in order."""
    out, seen = [], set()
    for ref in refs:
        e = find(ref) if isinstance(ref, Ref) else ref
        if e is not None and e.id not in seen:
            seen.add(e.id)
            out.append(e)
    return out


def card_ruling(card, phrase: str = ""):
    """The FAQ's first ruling on this card (one whose subject is the card), or the one holding `phrase`."""
    try:
        from judgebot.database import get_db

        entries = get_db().rulings_for(card)
    except Exception:
        return None
    own = [e for e in entries if card.key in getattr(e, "cards", ()) and e.source == FAQ]
    if phrase:
        p = _norm(phrase)
        own = [e for e in own if p in _text(e)]
    return own[0] if own else None


def card_rulings(card, phrase: str = ""):
    """FAQ rulings about a card (its section entries), optionally the one containing `phrase`."""
    out = []
    for e in _entries():
        if e.source != FAQ or e.section in ("Glossary", "Timing Breakdown"):
            continue
        if card.key in getattr(e, "cards", ()) or _norm(e.subject) == _norm(card.title):
            if not phrase or _norm(phrase) in _text(e):
                out.append(e)
    return out


# -- the rules this engine applies, by where they are written -------------------------------

def glossary(subject: str, phrase: str = "") -> Ref:
    return Ref(FAQ, "Glossary", subject, phrase)


def timing(step: str, phrase: str = "") -> Ref:
    return Ref(FAQ, "Timing Breakdown", step, phrase)


def classic(section: str, phrase: str = "") -> Ref:
    return Ref(CLASSIC, section, "", phrase)


def revolution(section: str, phrase: str = "") -> Ref:
    return Ref(REVOLUTION, section, "", phrase)
