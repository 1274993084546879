"""Turning judgebot's values into safe HTML fragments: marked search words, errata differences.

Everything here escapes the text first and only then adds its own tags, so
what comes out is safe to drop into an autoescaped template as Markup.
"""
from __future__ import annotations

import difflib
import re

from markupsafe import Markup, escape

_WORD = re.compile(r"\w+(?:'\w+)?|\s+|[^\w\s]", re.UNICODE)


def mark_words(text: str, words) -> Markup:
    """The passage with each matched word (or a word starting with it) wrapped in <mark>."""
    stems = sorted({w.casefold() for w in words or () if w and w.strip()}, key=len, reverse=True)
    if not stems:
        return escape(text)
    pattern = re.compile(
        r"\b(" + "|".join(re.escape(s) for s in stems) + r")\w*", re.IGNORECASE | re.UNICODE
    )
    out, last = [], 0
    for m in pattern.finditer(text):
        out.append(escape(text[last:m.start()]))
        out.append(Markup("<mark>") + escape(m.group(0)) + Markup("</mark>"))
        last = m.end()
    out.append(escape(text[last:]))
    return Markup("").join(out)


def text_diff(printed: str, current: str) -> Markup:
    """The current text with words the errata added in <ins> and removed ones in <del>."""
    a, b = _WORD.findall(printed), _WORD.findall(current)
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(escape("".join(b[j1:j2])))
            continue
        if op in ("delete", "replace"):
            out.append(Markup('<del title="printed, changed by errata">') + escape("".join(a[i1:i2])) + Markup("</del>"))
        if op in ("insert", "replace"):
            out.append(Markup('<ins title="errata">') + escape("".join(b[j1:j2])) + Markup("</ins>"))
    return Markup("").join(out)


def entry_link(entry) -> str | None:
    """Where a ruling leads: its Glossary entry, else the card it is about, else nowhere."""
    from flask import url_for

    from . import services

    entry = services.entry_by_id(entry.id) or entry    # the database's entry carries the card links
    if entry.section == "Glossary" and entry.subject:
        return url_for("cards.glossary", term=entry.subject)
    keys = tuple(entry.cards) or tuple(entry.mentions)[:1]
    for key in keys:
        card = services.db().cards.get(key)
        if card is not None:
            return url_for("cards.card", name=card.title)
    return None


def citation_label(cited: dict) -> str:
    """The line a judge reads aloud for a citation in an explanation step."""
    from . import services

    entry = services.entry_by_id(cited.get("id", ""))
    if entry is not None:
        return entry.citation
    parts = [cited.get("source", ""), cited.get("section", ""), cited.get("subject", "")]
    return ", ".join(p for p in parts if p) or cited.get("id", "")


def citation_link(cited: dict) -> str | None:
    from . import services

    entry = services.entry_by_id(cited.get("id", ""))
    return entry_link(entry) if entry is not None else None


def card_title(key: str) -> str:
    """The printed title of a card key (the key itself when no card has it)."""
    from . import services

    card = services.db().cards.get(key)
    return card.title if card is not None else key


def named_cards(entry, here: str | None = None) -> list[tuple[str, str]]:
    """(title, link) of the cards an entry names in its text, except the page we are on."""
    from flask import url_for

    out: dict[str, str] = {}
    for key in entry.mentions:
        title = card_title(key)
        link = url_for("cards.card", name=title)
        if link != here:
            out.setdefault(title, link)
    return list(out.items())


def value(number) -> str:
    """A printed F / D / SV value; None (No Damage, no value) shows as a dash."""
    return "\u2013" if number is None else str(number)


def sentence(text: str) -> str:
    """First letter up, the rest as written ("the Arsenal has..." -> "The Arsenal has...")."""
    text = str(text or "")
    return text[:1].upper() + text[1:]


def items_to_dict(pairs) -> dict:
    return dict(pairs)


def init_app(app) -> None:
    app.add_template_filter(items_to_dict, "items_to_dict")
    app.add_template_filter(sentence, "sentence")
    app.add_template_global(entry_link, "entry_link")
    app.add_template_global(card_title, "card_title")
    app.add_template_global(named_cards, "named_cards")
    app.add_template_global(citation_label, "citation_label")
    app.add_template_global(citation_link, "citation_link")
    app.add_template_filter(value, "value")
    app.add_template_filter(mark_words, "mark_words")
    app.add_template_filter(text_diff, "text_diff")
