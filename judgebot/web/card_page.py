"""Card pages and Glossary entries.

A card page shows what a judge checks at the table: type line, F / D / SV,
traits (each a click from its Glossary entry), printings, printed text beside
current text with errata marked, the card's text as the parser reads it, and
every ruling with its citation.
"""
from __future__ import annotations

from flask import Blueprint, current_app, redirect, render_template, request, url_for

from . import services
from .errors import error_response

bp = Blueprint("cards", __name__)


@bp.get("/cards")
def lookup():
    """The card box in the header: go straight to the card, or say which titles are close."""
    name = request.args.get("name", "").strip()
    if not name:
        return error_response(400, "Type a card title to look up.")
    card = services.card(name)  # UnknownCard -> 404 with the closest titles
    return redirect(url_for("cards.card", name=card.title))


@bp.get("/cards/<path:name>")
def card(name: str):
    card = services.card(name)
    rulings = services.rulings_for(card)
    try:
        tree, tree_problem = services.ast_tree(card), None
    except services.Unavailable as exc:
        tree, tree_problem = None, str(exc)
    except Exception:  # the tree is an extra: a reader failure must not hide the card and its rulings
        current_app.logger.exception("card text tree failed for %s", card.title)
        tree, tree_problem = None, "The card text reader failed on this card; the text above is as printed and errata'd."
    return render_template(
        "cards/card.html", card=card, rulings=rulings, tree=tree, tree_problem=tree_problem,
    )


@bp.get("/glossary/<path:term>")
def glossary(term: str):
    entries = services.glossary(term)
    if not entries:
        hits = services.search(term, limit=10, section="Glossary")
        return render_template("cards/glossary.html", term=term, entries=[], hits=hits), 404
    return render_template("cards/glossary.html", term=entries[0].subject, entries=entries, hits=[])
