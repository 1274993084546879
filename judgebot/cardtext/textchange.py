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
    if all(len(s.clauses) == 1 and isinstance(s.clauses[0], A.TraitLine) for s in tree.sentences):
        # 'Unique' in "replace 'Strike' with 'Unique'": words, not a card's traits line
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

    def tc_reads_title(self, c):
        """"You Sonamagun! now reads: '...'": the cards of that title (yours)."""
        target = A.Scope("all", A.CardFilter(titled=(c[0].value,)))
        return N.TextChange("reads", c[-1], target, new_text=_tree(c[-1]))

    def tc_gains(self, c):
        return N.TextChange("gains", c[-1], self._target(c), new_text=_tree(c[-1]))

    def tc_gains_text_of(self, c):
        """ "This card gains the text of that card": the card named before ("it"), not this card itself."""
        source = c[-1]
        if getattr(source, "kind", None) != "it" or not isinstance(c[0], A.Scope) or c[0].kind != "this":
            raise ValueError("'gains the text of' a card not named before")
        return N.GainsTextOf(c[0], A.CardFilter(qualifiers=("it",)))

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

    def tw_desc(self, c):
        """ "in the text of The Heyman Hustle", "on Nobody Is Ready For Asuka!": the cards so named, whoever's."""
        return _Where(A.Scope("all", c[0].value[0], "any"))

    def tc_replace_superstar(self, c):
        """ "Replace a Superstar on WWE Women's Tag Team Title Belts with 'IYO SKY'": one of the Superstars the text
        names is replaced by the new name (the quoted name or the bare Superstar name alike)."""
        where = next((x for x in c if isinstance(x, _Where)), _Where(None))
        name = c[-1] if isinstance(c[-1], str) else str(c[-1].value)
        return N.TextChange("replace_superstar", name, where.target)


class _OldWords:
    def __init__(self, words):
        self.words = words


class _Where:
    def __init__(self, target):
        self.target = target
