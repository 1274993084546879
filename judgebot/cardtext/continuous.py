"""Transformer methods for `grammar/continuous.lark`: continuous effects: modifiers, rule changes, "considered", variable values (#), play permissions and limits.

`ContinuousBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/continuous.lark`.
"""
from __future__ import annotations

from dataclasses import replace

from . import ast as A
from . import continuous_ast as N


def _g():
    from . import grammar

    return grammar


def _raws(c, kind):
    return [x for x in c if isinstance(x, _g()._Raw) and x.kind == kind]


def _player(c, default="you"):
    return next((x.who for x in c if isinstance(x, _g()._P)), default)


def _owner(c, default="you"):
    return next((x.who for x in c if isinstance(x, _g()._Owner)), default)


def _desc_filter(c):
    """The card description of a rule: a `desc` (filter) or else a bare DESC."""
    g = _g()
    f = next((x.value[0] for x in c if isinstance(x, g._Raw) and x.kind == "filter"), None)
    if f is None:
        raw = next(x for x in c if isinstance(x, g._Raw) and x.kind == "desc")
        f = g.filter_from_desc(raw.value)
    return f


def _kinds(f: A.CardFilter) -> tuple[str, ...]:
    return tuple(dict.fromkeys(f.kinds + tuple(k for alt in f.alternatives for k in alt.kinds)))


class _Tag:
    """A marker carried up from a sub-rule (a play period, a draw moment, a verb)."""

    def __init__(self, kind, value=None):
        self.kind = kind
        self.value = value


def _tag(c, kind, default=None):
    return next((x.value for x in c if isinstance(x, _Tag) and x.kind == kind), default)


class ContinuousBuild:
    """Mixin: continuous rules -> AST."""

    # -- play limits
    def per_turn(self, _):
        return _Tag("per", "turn")

    def per_own_turn(self, _):
        return _Tag("per", "own_turn")

    def play_limit(self, c):
        n = next(x for x in c if isinstance(x, int))
        return N.PlayLimit(_player(c), n, _desc_filter(c), _tag(c, "per"))

    def play_limit_at_least(self, c):
        """ "You cannot play 3+ maneuvers per turn": at most 2; any other count is not a limit."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if not (q.at_least and q.count) or q.up_to or q.all or q.any_number:
            raise ValueError("'cannot play N cards per turn' without 'N or more' is not read")
        return N.PlayLimit(_player(c), q.count - 1, cards.filter, _tag(c, "per"))

    # -- additional cards
    def ac_n(self, c):
        return _Tag("count", A.Quantity(count=c[0] if c else 1))

    def ac_up_to(self, c):
        return _Tag("count", A.Quantity(count=c[0], up_to=True))

    def aw_draw_segment(self, c):
        return _Tag("during", "draw_segment")

    def aw_this_draw_segment(self, _):
        return _Tag("during", "this_draw_segment")

    def aw_to_hand(self, c):
        return _Tag("during", "to_hand")

    def _additional(self, action, c):
        return N.AdditionalCards(action, "you", _tag(c, "count"), _desc_filter(c), _tag(c, "during"),
                                 source=next((x[0] for x in c if isinstance(x, tuple)), None),
                                 duration=next((x for x in c if isinstance(x, str)), None))

    def add_draw(self, c):
        return self._additional("draw", c)

    def add_discard(self, c):
        return self._additional("discard", c)

    def add_overturn(self, c):
        return self._additional("overturn", c)

    def add_play(self, c):
        return self._additional("play", c)

    def add_play_may(self, c):
        player = _player(c)
        return A.Optional(replace(self._additional("play", c), player=player), player)

    # -- ignoring words
    def ign_effects(self, c):
        return _Tag("effects", True)

    def ign_to(self, c):
        x = c[-1]
        if isinstance(x, A.Scope):
            return _Tag("to", x)
        return _Tag("to", A.Scope("all", x.value[0], "any"))

    def _ignored(self, c):
        return next(x.value for x in c if isinstance(x, _g()._Raw) and x.kind == "quoted")

    def ignore_on(self, c, effects=False):
        what = self._ignored(c)
        f = _desc_filter(c)
        if f.kinds == ("Reversal",) * len(f.kinds) and f.kinds:
            f = replace(f, kinds=("Reversal",))
        owner = _owner(c, None)
        if owner is not None:
            f = replace(f, owner=owner)
        to = _tag(c, "to")
        if to is None and not effects and "Reversal" not in f.kinds:
            # "ignore 'Superstar' on your Chris Jericho-specific Backlash cards": the word is not on those cards
            return A.Ignore(" / ".join(f"'{v}'" for v in what.split("|")) + " text",
                            A.Cards(A.Quantity(all=True), f))
        return N.IgnoreOnResponses(what, f, effects, to)

    def ignore_on_effects(self, c):
        return self.ignore_on(c, effects=True)

    def ignore_in_text(self, c):
        return A.Ignore(" / ".join(f"'{v}'" for v in self._ignored(c).split("|")) + " text")

    def ignore_in_ability(self, c):
        what = " / ".join(f"'{v}'" for v in self._ignored(c).split("|"))
        who = _owner(c)
        return A.Ignore(f"{what} in {'your' if who == 'you' else 'his'} Superstar Ability")

    # -- numbers in texts
    def nw_numbers(self, _):
        return _Tag("what", "numbers")

    def nw_modifiers(self, _):
        return _Tag("what", "modifiers")

    def printed_word(self, _):
        return _Tag("printed", True)

    def ni_its_text(self, _):
        return _Tag("in", ("it", None))

    def ni_sentence(self, _):
        return _Tag("in", ("sentence", None))

    def ni_cards(self, c):
        f = _desc_filter(c)
        owner = _owner(c, None)
        return _Tag("in", ("cards", replace(f, owner=owner) if owner else f))

    def double_those(self, c):
        return N.ChangeNumbers("those", _tag(c, "what"), factor=2)

    def increase_those(self, c):
        return N.ChangeNumbers("those", _tag(c, "what"), add=next(x for x in c if isinstance(x, int)))

    def double_in(self, c):
        target, cards = _tag(c, "in")
        return N.ChangeNumbers(target, _tag(c, "what"), factor=2, printed=bool(_tag(c, "printed")), cards=cards)

    # -- Ring slots and logos
    def slot(self, c):
        raw = _raws(c, "desc")
        return _Tag("slot", _kinds(_g().filter_from_desc(raw[0].value)) if raw else ())

    def no_slot(self, c):
        scope = c[0]
        kinds = _tag(c, "slot")
        if scope.kind == "this":
            return A.DeckRule("no_slot", kinds)
        return N.NoSlot(scope, kinds)

    def no_slot_this(self, c):
        return A.DeckRule("no_slot", _tag(c, "slot"))

    def lacks_logo(self, c):
        f = _g().filter_from_desc(_raws(c, "desc")[-1].value)
        logos = f.traits + f.kinds
        return A.Considered(c[0], as_kind=A.CardFilter(logos=logos), negated=True)

    def considered_now(self, c):
        f = _desc_filter(c)
        if f.titled:
            # "this card is now 'Submission + Trademark Finisher' instead": a printed type line, not a title
            raise ValueError("'is now <quoted type line>' is not read")
        return A.Considered(c[0], as_kind=f)

    # -- protection
    def pv_moved(self, _):
        return _Tag("verb", "moved")

    def pv_blocked(self, _):
        return _Tag("verb", "blocked")

    def pv_removed(self, _):
        return _Tag("verb", "removed")

    def pv_switched(self, _):
        return _Tag("verb", "switched")

    def pt_from(self, c):
        return _Tag("from", c[0])

    def pt_by(self, c):
        return _Tag("by", c[0].who)

    def pt_by_any(self, c):
        return _Tag("by", "others")

    def _protected(self, c, blanked):
        verbs = (("blanked",) if blanked else ()) + tuple(x.value for x in c if isinstance(x, _Tag) and x.kind == "verb")
        scope = next((x for x in c if isinstance(x, A.Scope)), A.Scope("this"))
        return N.Protected(verbs, scope, _tag(c, "from"), _tag(c, "by"))

    def protected(self, c):
        return self._protected(c, False)

    def protected_unblankable(self, c):
        return self._protected(c, True)

    def protected_scope(self, c):
        return self._protected(c, False)

    def protected_scope_unblankable(self, c):
        return self._protected(c, True)
