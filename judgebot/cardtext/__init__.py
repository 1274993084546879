"""Card text as a typed tree: `parse_text(text)`, `card_ast(card)`, `render_tree`, `to_json`.

See `judgebot.cardtext.ast` for the nodes; the grammar lives in `grammar/*.lark`.

The parser (lark and the transformers) is imported on first use of `parse_text` / `parse_sentence`:
a reader of cached trees or facts, such as `judgebot explain` with a warm cache, never loads it.
"""
from __future__ import annotations

from .ast import CardText, Unparsed  # noqa: F401
from . import packing_ast  # noqa: F401  (deck-construction nodes: PackRestriction, PackPermission, ...)
from . import abilities_ast, actions_ast, conditions_ast, continuous_ast, reversals_ast, textchange_ast, triggers_ast, virtual_ast  # noqa: F401
from .render import render_tree, to_json  # noqa: F401
from .cache import card_ast  # noqa: F401

_LAZY = {"parse_sentence": "parser", "parse_text": "parser"}


def __getattr__(name: str):
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
