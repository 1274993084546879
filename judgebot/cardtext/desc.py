"""Transformer methods for `grammar/desc.lark`: card descriptions joined into lists.

`DescBuild` is a mixin of the main transformer (`grammar.Build`).  An and-list of descriptions
("your Grapple maneuvers and your opponent's cards with 'neck' in the title") is one Scope whose
filter has one alternative per description, each carrying its own owner.
"""
from __future__ import annotations

import dataclasses

from . import ast as A


class DescBuild:
    """Mixin: description lists -> Scope."""

    def scope_part(self, c):
        from .grammar import _Owner

        owner = c[0].who if isinstance(c[0], _Owner) else None
        f = c[-1].value[0]
        return (owner, f)

    @staticmethod
    def _scope_of_parts(parts):
        """Every part's cards (an and-list: all of them), each part keeping its owner; a part
        without its own owner ("your maneuvers and actions") has the one before it."""
        filters = []
        owner = None
        for who, f in parts:
            if who is None and filters and f.kinds and f == A.CardFilter(kinds=f.kinds):
                # "your Superstar-specific maneuvers and actions": the bare kind shares the words before it
                prev = filters[-1]
                f = dataclasses.replace(f, traits=prev.traits, excludes=prev.excludes)
            owner = who or owner
            if f.alternatives:
                raise ValueError("an and-list of descriptions that are themselves choices")
            filters.append(dataclasses.replace(f, owner=owner) if owner not in (None, "any") else f)
        owners = {f.owner for f in filters}
        player = owners.pop() if len(owners) == 1 and None not in owners else "any"
        return A.Scope("all", A.CardFilter(alternatives=tuple(filters)), player)

    def s_owned_and(self, c):
        """ "Your Foreign Object cards and Run-in cards are -3F", "your Grapple maneuvers and your
        opponent's cards with the word 'neck' in the title are +2D" """
        first = (c[0].who, c[1].value[0])
        return self._scope_of_parts([first] + list(c[2:]))

    def s_this_and(self, c):
        """ "This card and your King's Crown cannot be blanked": this card and the cards named."""
        if not (type(c[0]).__name__ == "_Raw" and c[0].kind == "this"):
            raise ValueError("'it and X' as a subject is not read")
        this = ("you", A.CardFilter(qualifiers=("this card",)))
        return self._scope_of_parts([this] + list(c[1:]))
