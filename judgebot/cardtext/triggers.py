"""Transformer methods for `grammar/triggers.lark`: triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...").

`TriggersBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/triggers.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import triggers_ast as N  # noqa: F401


class TriggersBuild:
    """Mixin: triggers rules -> AST."""
