"""What a card's type line and traits say, as AST nodes.

A Revolution type line can define the reversal itself: "Reversal: printed
5D∙7D Hold" reverses Holds printed 5D to 7D (Revolution rulebook); "Reversal:
Antic or Momentum" reverses Antics and cards with Momentum.  "Reversal: Special"
means the card text says what it reverses, so it defines nothing here.
"""
from __future__ import annotations

import re

from . import ast as A

_CANONICAL = {
    "universally unique": "Universally Unique", "universally active": "Universally Active",
    "set-up": "Set-up", "rms": "RMS", "run-in": "Run-in", "foreign object": "Foreign Object",
    "smackdown": "SmackDown", "heel": "Heel", "face": "Face", "raw": "Raw",
}


def keywords_from_traits(traits, volley=None) -> tuple[A.Keyword, ...]:
    out = []
    for trait in traits or ():
        name = str(trait).strip()
        if not name:
            continue
        match = re.fullmatch(r"(Volley|Promo)\s*:?\s*(\d+)", name, re.I)
        if match:
            out.append(A.Keyword(match.group(1).title(), int(match.group(2))))
            continue
        if name.lower() == "volley":
            out.append(A.Keyword("Volley", volley))
            continue
        out.append(A.Keyword(_CANONICAL.get(name.lower(), name)))
    return tuple(out)


def type_line_reversal(type_line: str) -> A.ReversalDefinition | None:
    """The reversal a type line defines ("Reversal: printed 5D∙7D Hold"), else None."""
    match = re.search(r"Reversal:?\s+(.+)$", type_line or "")
    if not match:
        return None
    what = match.group(1).split("/")[0].strip()
    # "Assault: Mean" is a Mean Assault
    while ":" in what:
        head, _, tail = what.partition(":")
        what = f"{tail.strip()} {head.strip()}"
    if not what or what.lower() == "special":
        return None
    from .parser import parse_sentence

    sentence = parse_sentence(f"Reverse any {what}.")
    for clause in sentence.clauses:
        if isinstance(clause, A.ReversalDefinition):
            return clause
    return None
