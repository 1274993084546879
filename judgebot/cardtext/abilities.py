"""Transformer methods for `grammar/abilities.lark`: Superstar abilities: identities ("you are a ..."), starting hand, Superstar Value, ability text changes.

`AbilitiesBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/abilities.lark`.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import abilities_ast as N  # noqa: F401


class AbilitiesBuild:
    """Mixin: abilities rules -> AST."""
