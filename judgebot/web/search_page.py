"""Search: one box, every hit a citation with its passage and the matched words marked."""
from __future__ import annotations

from flask import Blueprint, current_app, render_template, request

from . import services

bp = Blueprint("search", __name__)

SOURCES = {
    "faq-4.0": "FAQ v4.0",
    "rulebook-v17": "Classic rulebook v17",
    "revolution-rulebook": "Revolution rulebook",
}
SECTIONS = (
    "Recent Updates", "Classic Superstars", "Revolution Superstars", "Virtual Superstars",
    "Classic Cards", "Revolution Cards", "Virtual Cards", "Glossary", "Timing Breakdown",
)
RESULTS = 20


def query_problem(query: str) -> str | None:
    """What is wrong with a search query, or None when it can be run."""
    if not query.strip():
        return "Type a card, a term or a question to search for."
    limit = current_app.config["MAX_QUERY_LENGTH"]
    if len(query) > limit:
        return f"That is {len(query)} characters; keep a search under {limit}."
    return None


@bp.get("/")
def index():
    query = request.args.get("q", "")
    source = request.args.get("source", "")
    section = request.args.get("section", "")
    if source not in SOURCES:
        source = ""
    if section not in SECTIONS:
        section = ""
    hits, problem, status = [], None, 200
    if "q" in request.args:
        problem = query_problem(query)
        if problem:
            status = 400
        else:
            hits = services.search(query, limit=RESULTS, source=source, section=section)
    return render_template(
        "search/index.html", query=query, source=source, section=section, hits=hits,
        problem=problem, searched="q" in request.args, sources=SOURCES, sections=SECTIONS,
    ), status
