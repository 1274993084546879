"""Errata audit and deck check pages: present what `judgebot.audit` and `judgebot.deck` report."""
from __future__ import annotations

from flask import Blueprint, g, render_template, request

from ..errors import JudgebotError
from . import services

bp = Blueprint("tools", __name__)

MAX_DECK_CHARS = 200_000
PAGE_SIZE = 50


def deck_formats() -> dict[str, str]:
    """The formats a deck can be checked for, slug -> name ("" lets the cards decide)."""
    try:
        from ..deck.formats import FORMATS
    except ImportError:
        return {"": "From the cards"}
    return {"": "From the cards", **{slug: f.name for slug, f in FORMATS.items()}}


@bp.get("/errata")
def errata():
    """The errata audit, one category at a time, a page of findings at a time (phones)."""
    try:
        report = services.audit().to_json()
    except services.Unavailable as exc:
        return render_template("tools/errata.html", problem=str(exc), report=None)
    counts = report.get("counts", {})
    category = request.args.get("category", "errata")
    if category not in counts:
        category = next(iter(counts), "")
    findings = [f for f in report.get("findings", []) if f.get("category") == category]
    verdicts = report.get("errata_verdicts", {}) if category == "errata" else {}
    verdict = request.args.get("verdict", "")
    if verdict in verdicts:
        findings = [f for f in findings if (f.get("details") or {}).get("verdict") == verdict]
    else:
        verdict = ""
    pages = max(1, -(-len(findings) // PAGE_SIZE))
    page = request.args.get("page", "1")
    page = min(max(int(page), 1), pages) if page.isascii() and page.isdigit() else 1
    shown = findings[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    return render_template(
        "tools/errata.html", problem=None, report=report, counts=counts, category=category,
        findings=shown, total=len(findings), page=page, pages=pages, verdicts=verdicts, verdict=verdict,
        first=(page - 1) * PAGE_SIZE + 1,
    )


def _render_deck(text="", fmt="", report=None, problem=None, status=200):
    return render_template(
        "tools/deck.html", text=text, fmt=fmt, formats=deck_formats(), report=report, problem=problem,
    ), status


@bp.get("/deck")
def deck_form():
    try:
        services.deck_check_available()
    except services.Unavailable as exc:
        return _render_deck(problem=str(exc))
    return _render_deck()


@bp.post("/deck")
def deck_check():
    text = request.form.get("decklist", "")
    fmt = request.form.get("format", "")
    if fmt not in deck_formats():
        fmt = ""
    if g.get("csrf_error"):
        return _render_deck(text, fmt, problem=g.csrf_error, status=400)
    upload = request.files.get("file")
    if upload and upload.filename:
        raw = upload.read(MAX_DECK_CHARS + 1)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            return _render_deck(text, fmt, problem="The uploaded file is not UTF-8 text (a decklist or OCTGN .o8d).", status=400)
    if not text.strip():
        return _render_deck(text, fmt, problem="Paste a decklist or choose a file.", status=400)
    if len(text) > MAX_DECK_CHARS:
        return _render_deck(text[:MAX_DECK_CHARS], fmt, problem="That decklist is too long.", status=400)
    try:
        report = services.check_deck(text, fmt or None)
    except services.Unavailable as exc:
        return _render_deck(text, fmt, problem=str(exc), status=503)
    except JudgebotError as exc:
        return _render_deck(text, fmt, problem=str(exc), status=400)
    return _render_deck(text, fmt, report=report.to_json() if hasattr(report, "to_json") else report)
