"""Transformer methods for `grammar/continuous.lark`: continuous effects: modifiers, rule changes, "considered", variable values (#), play permissions and limits.

`ContinuousBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/continuous.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import continuous_ast as N  # noqa: F401


class ContinuousBuild:
    """Mixin: continuous rules -> AST."""
