"""Card text as a typed tree: `parse_text(text)`, `card_ast(card)`, `render_tree`, `to_json`.

See `judgebot.cardtext.ast` for the nodes; the grammar lives in `grammar/*.lark`.
"""
from __future__ import annotations

from .ast import CardText, Unparsed  # noqa: F401
from . import packing_ast  # noqa: F401  (deck-construction nodes: PackRestriction, PackPermission, ...)
from . import abilities_ast, actions_ast, conditions_ast, continuous_ast, reversals_ast, textchange_ast, triggers_ast, virtual_ast  # noqa: F401
from .parser import parse_sentence, parse_text  # noqa: F401
from .render import render_tree, to_json  # noqa: F401
from .cache import card_ast  # noqa: F401
