"""Transformer methods for `grammar/reversals.lark`: reversal definitions and reversal restrictions (FAQ Glossary: Reversal, Reversal Restriction).

`ReversalsBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/reversals.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import reversals_ast as N  # noqa: F401


class ReversalsBuild:
    """Mixin: reversals rules -> AST."""
