"""Transformer methods for `grammar/conditions.lark`: conditions on cards and on the game state ("if the reversed card is ...", "if your next card played is ...").

`ConditionsBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/conditions.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import conditions_ast as N  # noqa: F401


class ConditionsBuild:
    """Mixin: conditions rules -> AST."""
