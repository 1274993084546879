"""Transformer methods for `grammar/triggers.lark`: triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...").

`TriggersBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/triggers.lark`.

Trigger kinds built here, besides the ones `A.Trigger` documents and the resolver reads
(``during_your_turn``, ``during_opponent_turn``, ``during_any_turn``, ``once_per_turn``,
``once_per_opponent_turn``, ``once_per_any_turn``, ``before_draw_segment``,
``before_first_draw_segment``, ``start_of_turn``, ``end_of_turn``, ``end_of_prematch``,
``damage_applied``):

* ``during_first_turn`` -- "During your first turn of the game" (`by` whose turn);
* ``during_game`` -- "During the game" (the whole game, a continuous effect);
* ``once_per_game`` -- "Once per game";
* ``during_draw_segment`` -- "During your Draw Segment" (`by` whose segment);
* ``before_first_turn`` -- "Before the first turn of the game" (after the Pre-match phase);
* ``before_starting_hands`` -- "Before starting hands are drawn".

`by` is "you", "opponent" or "any" (any player's turn); None where the text names no player.
"""
from __future__ import annotations

from . import ast as A  # noqa: F401
from . import triggers_ast as N  # noqa: F401


class _Who:
    """Whose turn a timing phrase names ("your", "his", "each player's")."""

    def __init__(self, who: str, first: bool = False):
        self.who = who
        self.first = first


def _who(c, default=None):
    for x in c:
        if isinstance(x, _Who):
            return x.who
        who = getattr(x, "who", None)     # an owner ("your", "his", "the")
        if isinstance(who, str):
            return who
    return default


def _desc_names(raw) -> set[str]:
    """The kind and trait words of one DESC token ("Pre-match cards" -> {"Pre-match", "Card"})."""
    return {item[1] for group in raw.value for item in group if len(item) > 1 and isinstance(item[1], str)}


def _is_desc(x) -> bool:
    return getattr(x, "kind", None) == "desc" and hasattr(x, "value")


class TriggersBuild:
    """Mixin: triggers rules -> AST."""

    def tr_hook(self, c):
        return c[0]

    # -- whose turn
    def tr_you(self, _):
        return _Who("you")

    def tr_opp(self, _):
        return _Who("opponent")

    def tr_any(self, _):
        return _Who("any")

    def tr_ref_first(self, c):
        return _Who(_who(c, "any"), first=True)

    def tr_ref_each(self, c):
        return _Who(_who(c, "any"))

    # -- turn windows
    def tr_during_turn(self, c):
        who = _who(c)
        return A.Trigger("during_your_turn" if who == "you" else "during_opponent_turn")

    def tr_during_your_turn(self, _):
        return A.Trigger("during_your_turn")

    def tr_during_opp_turn(self, _):
        return A.Trigger("during_opponent_turn")

    def tr_during_any_turn(self, _):
        return A.Trigger("during_any_turn")

    def tr_during_first_turn(self, c):
        return A.Trigger("during_first_turn", by=_who(c))

    def tr_during_game(self, _):
        return A.Trigger("during_game")

    def tr_once_opp_turn(self, _):
        return A.Trigger("once_per_opponent_turn")

    def tr_once_any_turn(self, _):
        return A.Trigger("once_per_any_turn")

    def tr_once_your_turn(self, _):
        return A.Trigger("once_per_turn")

    def tr_once_per_game(self, _):
        return A.Trigger("once_per_game")

    # -- the Draw Segment, the first turn, start and end of turns
    def tr_before_draw_of(self, c):
        ref = next(x for x in c if isinstance(x, _Who))
        owner = _who([x for x in c if not isinstance(x, _Who)])
        by = owner if owner not in (None, "any") else ref.who
        if ref.who not in ("any", by):
            raise ValueError("two players' turns in one Draw Segment")
        return A.Trigger("before_first_draw_segment" if ref.first else "before_draw_segment",
                         by=None if by == "any" else by)

    def tr_before_first_draw_game(self, c):
        who = _who(c)
        return A.Trigger("before_first_draw_segment", by=None if who == "any" else who)

    def tr_before_every_draw(self, _):
        return A.Trigger("before_draw_segment", by="any")

    def tr_before_first_turn(self, c):
        if _who(c) != "any":
            raise ValueError("'before your first turn' is not the game's first turn")
        return A.Trigger("before_first_turn")

    def tr_before_starting_hands(self, _):
        return A.Trigger("before_starting_hands")

    def tr_during_draw(self, c):
        return A.Trigger("during_draw_segment", by=_who(c))

    def tr_during_draw_of(self, c):
        ref = next(x for x in c if isinstance(x, _Who))
        if ref.first:
            raise ValueError("'the Draw Segment of your first turn' has no kind yet")
        return A.Trigger("during_draw_segment", by=None if ref.who == "any" else ref.who)

    def tr_start_of_turn(self, c):
        return A.Trigger("start_of_turn", by=_who(c))

    def tr_end_of_turn(self, c):
        return A.Trigger("end_of_turn", by=_who(c))

    # -- the Pre-match phase
    def tr_end_of_prematch(self, c):
        descs = [x for x in c if _is_desc(x)]
        if not descs or "Pre-match" not in set().union(*(_desc_names(d) for d in descs)):
            raise ValueError("not the Pre-match phase")
        return A.Trigger("end_of_prematch", by=_who(c))

    # -- damage
    def tr_damage_applied(self, _):
        return A.Trigger("damage_applied")
