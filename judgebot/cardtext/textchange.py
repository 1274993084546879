"""Transformer methods for `grammar/textchange.lark`: new text, added text and replaced words.

`TextChangeBuild` is a mixin of the main transformer (`grammar.Build`).  New text that is
card text is parsed in turn; when it does not read fully the whole sentence is Unparsed
(raising here is how a transformer says so), so a text change never hides unread text.
"""
from __future__ import annotations

from . import textchange_ast as N


class UnreadNewText(ValueError):
    """The quoted new text is not fully read by the grammar."""


def _tree(text: str):
    from .parser import parse_text

    tree = parse_text(text)
    if not tree.sentences or not tree.is_fully_parsed:
        raise UnreadNewText(text)
    return tree


class _AbilityOwner:
    def __init__(self, who):
        self.who = who


class TextChangeBuild:
    """Mixin: text_change rules -> TextChange."""

    def new_text(self, c):
        return c[0].value

    def ability_owner(self, c):
        return _AbilityOwner(c[0].who)

    @staticmethod
    def _target(c):
        first = c[0]
        if isinstance(first, _AbilityOwner):
            return ("ability", first.who)
        return first if not isinstance(first, str) else None

    def tc_reads(self, c):
        return N.TextChange("reads", c[-1], self._target(c), new_text=_tree(c[-1]))

    def tc_gains(self, c):
        return N.TextChange("gains", c[-1], self._target(c), new_text=_tree(c[-1]))

    def tc_replace(self, c):
        old, new = c[0].value, c[1]
        return N.TextChange("replace", new, c[2] if len(c) > 2 else None, old=old)

    def tc_replace_text(self, c):
        old, scope, new = c[0].value, c[1], c[2]
        return N.TextChange("replace", new, scope, old=old, new_text=_tree(new))
