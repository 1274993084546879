"""Transformer methods for `grammar/virtual.lark`: Virtual keyword actions (FAQ Glossary: Bury, Recover, Hide, Flip, Stack, Promo, Arsenal Search, Allegiance, ACE).

`VirtualBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/virtual.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import virtual_ast as N  # noqa: F401


class VirtualBuild:
    """Mixin: virtual rules -> AST."""
