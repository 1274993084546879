"""The JSON API a bot can call.  Same answers as the command line, as JSON.

GET  /api/search?q=...[&source=&section=&limit=]   ruling search, each hit a citation
GET  /api/cards/<name>                              a card as `judgebot card --json` prints it
GET  /api/titles?prefix=...                         card titles for autocomplete
POST /api/explain   (Content-Type: application/json) a scenario; the answer of `judgebot explain --json`

Errors are JSON too: {"error": "...", "status": N} (+ "closest" titles for an unknown card).
"""
from __future__ import annotations

from flask import Blueprint, abort, current_app, jsonify, request, url_for

from . import services
from .errors import error_response
from .search_page import SECTIONS, SOURCES, query_problem

# As `judgebot search --source`: the Raw Deal sources, and the two other games' rulebooks
# when asked for by name (never mixed into Raw Deal answers).
API_SOURCES = (*SOURCES, "rumble-throwdown", "nero-raw")

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/")
def index():
    return jsonify({
        "endpoints": {
            "GET /api/search?q=": "search the FAQ and rulebooks (source, section, limit optional)",
            "GET /api/cards/<name>": "one card: values, traits, printings, printed and current text, rulings",
            "GET /api/titles?prefix=": "card titles starting with (then containing) the prefix",
            "POST /api/explain": "a scenario (Content-Type: application/json); the verdict and Timing Breakdown",
        },
    })


@bp.get("/search")
def search():
    query = request.args.get("q", "")
    problem = query_problem(query)
    if problem:
        return error_response(400, problem)
    source = request.args.get("source") or None
    section = request.args.get("section") or None
    if source and source not in API_SOURCES:
        return error_response(400, f"Unknown source {source!r}; one of: {', '.join(API_SOURCES)}.")
    if section and section not in SECTIONS:
        return error_response(400, f"Unknown section {section!r}; one of: {', '.join(SECTIONS)}.")
    limit = request.args.get("limit", "10")
    if not (limit.isascii() and limit.isdigit()) or not 1 <= int(limit) <= 100:
        return error_response(400, "limit is a number from 1 to 100.")
    hits = services.search(query, limit=int(limit), source=source, section=section)
    return jsonify({
        "query": query,
        "corrected": dict(getattr(hits, "corrected", {})),
        "results": [dict(hit.to_json(), highlights=list(hit.highlights)) for hit in hits],
    })


@bp.get("/cards/<path:name>")
def card(name: str):
    card = services.card(name)  # UnknownCard -> 404 {"error", "closest"}
    body = services.card_json(card)
    body.setdefault("url", url_for("cards.card", name=card.title))
    return jsonify(body)


@bp.get("/titles")
def titles():
    prefix = request.args.get("prefix", "")[:100]
    return jsonify({"prefix": prefix, "titles": services.titles(prefix)})


@bp.post("/explain")
def explain():
    if not request.is_json:
        abort(415)
    text = request.get_data(cache=False, as_text=True)
    if len(text) > current_app.config["MAX_CONTENT_LENGTH"]:
        abort(413)
    scenario = services.load_scenario(text)      # BadScenario -> 400 with what is wrong
    return jsonify(services.explain(scenario))   # UnknownCard -> 404 with the closest titles
