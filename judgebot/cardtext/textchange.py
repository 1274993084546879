"""Transformer methods for `grammar/textchange.lark`: new text, added text and replaced words.

`TextChangeBuild` is a mixin of the main transformer (`grammar.Build`).  New text that is
card text is parsed in turn; when it does not read fully the whole sentence is Unparsed
(raising here is how a transformer says so), so a text change never hides unread text.
"""
from __future__ import annotations

from . import ast as A
from . import textchange_ast as N


class UnreadNewText(ValueError):
    """The quoted new text is not fully read by the grammar."""


def _tree(text: str):
    from .parser import parse_text

    tree = parse_text(text)
    if not tree.sentences or not tree.is_fully_parsed:
        raise UnreadNewText(text)
    return tree


def _tree_or_none(text: str):
    """The replacing words as card text when they read as a sentence ("Cannot be reversed"), else
    None: most are words for a sentence that is not theirs ('non-Unique', 'hand or Arsenal')."""
    try:
        return _tree(text)
    except UnreadNewText:
        return None


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

    # -- replaced words
    def tc_old(self, c):
        # the lexer folds "'hand' and 'Arsenal'" into one QUOTED "hand|Arsenal"
        return _OldWords(tuple(w for t in c for w in t.value.split("|")))

    def tw_scope(self, c):
        return _Where(c[0])

    def tw_this_text(self, c):
        return _Where(None)

    def tw_ability(self, c):
        return _Where(("ability", c[0].who))

    def tw_superstar_ability(self, c):
        return _Where(("ability", str(c[0].value)))

    def tw_their_text(self, c):
        return _Where(A.Scope("it"))

    @staticmethod
    def _replace(c):
        old = next(x for x in c if isinstance(x, _OldWords)).words
        new = next(x for x in c if isinstance(x, str))
        where = next((x for x in c if isinstance(x, _Where)), _Where(None))
        return N.TextChange("replace", new, where.target, old="|".join(old),
                            new_text=_tree_or_none(new))

    def tc_replace(self, c):
        return self._replace(c)

    def tc_replace_text(self, c):
        return self._replace([self.tc_old(c[:1])] + list(c[1:]))


class _OldWords:
    def __init__(self, words):
        self.words = words


class _Where:
    def __init__(self, target):
        self.target = target
