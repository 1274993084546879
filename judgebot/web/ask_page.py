"""Ask: describe the moment at the table, get the verdict and the Timing Breakdown that led to it.

GET /ask shows the form; GET /ask?question=... reads the card names in a
free-text question, fills the form with them, runs it and lists the rulings
that match; POST /ask runs the form as the judge filled it in.  On any error
the form comes back exactly as it was typed, with the problem beside it.
"""
from __future__ import annotations

import json

from flask import Blueprint, current_app, g, render_template, request

from ..errors import JudgebotError
from . import ask_form, services

bp = Blueprint("ask", __name__)


def _render(ask, *, result=None, scenario=None, hits=(), status=200, found=None, names=None):
    return render_template(
        "ask/ask.html", ask=ask, result=result, hits=hits, found=found, names=names,
        scenario_json=json.dumps(scenario, indent=2) if scenario else None,
        sides=ask_form.SIDES, play_from=ask_form.PLAY_FROM, response_from=ask_form.RESPONSE_FROM,
        play_as=ask_form.PLAY_AS, formats=ask_form.FORMATS, response_rows=range(1, ask_form.RESPONSE_ROWS + 1),
    ), status


def _hits(question: str):
    """Rulings matching the question (none while search is not available)."""
    if not question.strip():
        return []
    try:
        return services.search(question, limit=8)
    except services.Unavailable:
        return []


def _run(ask, *, found=None):
    """Check the form, explain the scenario it describes, and render the answer (or the problems)."""
    question = ask.get("question").strip()
    limit = current_app.config["MAX_QUERY_LENGTH"]
    if len(question) > limit:
        ask.field_errors["question"] = f"Keep the question under {limit} characters."
        return _render(ask, status=400, found=found)
    hits = _hits(question)
    scenario = ask_form.scenario_from_form(ask)
    if scenario is None:
        return _render(ask, hits=hits, status=400, found=found)
    try:
        checked = services.load_scenario(json.dumps(scenario))
        result = services.explain(checked)
    except services.Unavailable as exc:
        ask.errors.append(str(exc))
        return _render(ask, scenario=scenario, hits=hits, status=503, found=found)
    except JudgebotError as exc:
        ask.errors.append(str(exc))
        return _render(ask, scenario=scenario, hits=hits, status=400, found=found)
    names = {"play": services.card(scenario["play"]["card"]).title,
             "responses": [services.card(r["card"]).title for r in scenario.get("responses", [])]}
    return _render(ask, result=result, scenario=scenario, hits=hits, found=found, names=names)


@bp.get("/ask")
def form():
    question = request.args.get("question", "")
    if not question.strip():
        values = {name: "" for name in ask_form.FIELDS}
        values.update(format="classic", play_from="hand", response1_from="hand", response2_from="hand",
                      play_card=request.args.get("play", "")[:200])
        ask = ask_form.AskForm(values)
        if "question" in request.args:
            ask.field_errors["question"] = "Type the question, naming the cards."
            return _render(ask, status=400)
        return _render(ask)
    limit = current_app.config["MAX_QUERY_LENGTH"]
    if len(question) > limit:
        ask = ask_form.AskForm({"question": question})
        ask.field_errors["question"] = f"Keep the question under {limit} characters."
        return _render(ask, status=400)
    ask, found = ask_form.form_from_question(question)
    if not ask.get("play_card"):
        ask.errors.append("No card played could be read from the question; fill in the form.")
        return _render(ask, hits=_hits(question), found=found)
    return _run(ask, found=found)


@bp.post("/ask")
def submit():
    ask = ask_form.read_form(request.form)
    if g.get("csrf_error"):
        ask.errors.append(g.csrf_error)
        return _render(ask, status=400)
    return _run(ask)
