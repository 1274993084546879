"""Transformer methods for `grammar/conditions.lark`: conditions on cards and on the game state ("if the reversed card is ...", "if your next card played is ...").

`ConditionsBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/conditions.lark`.

Condition kinds made here (see `ast.Condition`): the resolver (rules/effects.py
`condition_from`) checks ``"next_card_is"`` and reports every other kind as not
checked ("unread"), so a new meaning gets a new kind rather than a known kind it
would mis-evaluate:

* ``"next_card_is"``: your next card played (this turn), or your first card played
  on your next turn, is `filter` (unchanged meaning; positive tests only);
* ``"card_played_is"``: any other "the next / first card played ... is X" test:
  `player` plays it, `names[0]` says which card ("next", "first next turn",
  "first turn", "first each turn", "first each player turn", "first game");
  also a negated test of your next card ("is not a Maneuver card");
* ``"card_is"``: a card the text names is `filter`: `names[0]` is the card
  ("reversed", "this", "it", "overturned", "revealed", "moved", "top arsenal");
* ``"card_is_next"``: that named card is your next card played (`names`: the card,
  then which card played);
* ``"played_last_turn"``: `player` (successfully, `names` has "successfully") played
  `filter` cards on his last turn; negated with "attempt": he did not try to;
* ``"used_ace_last_turn"``: `player` used an Activated Card Effect on his last turn;
* ``"result"`` with names ("reversed",) and `quantity` 2: "both maneuvers are reversed".
* ``"variable_is"``: the card's "#" is `amount` (`comparison` "equal", "greater_or_equal", "less_or_equal");
* ``"named_card_result"``: a card the text named before (`names[0]`, as "card_is": "the maneuver") was
  `names[1]` ("reversed", from `zone` if given; "successful"; "unsuccessful"); `negated`: was not.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from . import ast as A  # noqa: F401
from .parts import _Owner, _P, _Post, _Raw, _Sep, filter_from_desc
from .parts import _REQUIREMENT_NAMES as _REQ_NAMES
from . import conditions_ast as N  # noqa: F401


def _alts(cards: list) -> A.CardFilter:
    """ "a Submission maneuver or Action": one description, or each choice complete in `alternatives`."""
    filters = [c.filter for c in cards]
    if len(filters) == 1:
        return filters[0]
    return A.CardFilter(alternatives=tuple(filters))


class _Played:
    """Which card played a condition speaks of: "your next card", "the first card on your next turn"."""

    def __init__(self, which: str, player: str, filter: A.CardFilter):
        self.which = which
        self.player = player
        self.filter = filter


@dataclass(frozen=True)
class _ResultFrom:
    """How a card ended, with where it was reversed from: "reversed from Arsenal", "not reversed (from Arsenal)"."""
    name: str
    zone: "A.Zone | None"
    negated: bool = False


class _Pred:
    """What a played card is said to be: `filter`, or not (`negated`)."""

    def __init__(self, filter: A.CardFilter, negated: bool = False):
        self.filter = filter
        self.negated = negated


class _HaveShared:
    """ "(When your opponent is a Tag Team) or has a Corner in his ring": cards held by the first state's player."""

    def __init__(self, cards):
        self.cards = cards


class ConditionsBuild:
    """Mixin: conditions rules -> AST."""

    def c_have_only(self, c):
        """ "When you have only 1 Booker's Thrust Kick card in your Ring": that many and no more (the qualifier "only
        that many" on the cards, for the rules to leave unread rather than count "1 or more")"""
        cards = c[1]
        f = replace(cards.filter, qualifiers=cards.filter.qualifiers + ("only that many",))
        return A.Condition("have_cards", player=c[0].who, filter=f, quantity=cards.quantity, zone=cards.zone)

    # -- an identity list (either of two states: c_either_state)

    def c_state_or_identity(self, c):
        """ "When you are Goldberg or a WCW Superstar", "When you are a Female Superstar or Val Venis": the player is
        one of these (superstar_is, every name; an identity that is not a Superstar's name leaves it unread in the
        rules, as "when you are a GM or Legend Superstar")."""
        first, names = c[0], c[-1]
        if isinstance(names, A.Condition) and isinstance(first, A.Condition) and first.kind == "superstar_is" \
                and not first.negated and first.names:
            # "When you are Lex Luger or packing Dynamically Inclined": either one (the deck of the same player)
            packing = replace(names, player=first.player, any_of=tuple(replace(x, player=first.player)
                                                                       for x in names.any_of))
            return A.Condition("any", any_of=(first, packing))
        if not (isinstance(first, A.Condition) and first.kind == "superstar_is" and not first.negated and first.names
                and isinstance(names, tuple)):
            raise ValueError("'or a X Superstar' after a state that is not who the player is")
        return A.Condition("superstar_is", player=first.player, names=first.names + names)

    def oi_desc(self, c):
        f = filter_from_desc(c[0].value)
        names = tuple(n for alt in (f.alternatives or (f,)) for n in alt.traits + alt.kinds)
        if not names:
            raise ValueError("an identity with no name")
        return names

    def oi_superstar(self, c):
        return tuple(c[0].value.split("|"))

    def oi_packing(self, c):
        """ "... or packing Dynamically Inclined": what the deck holds (c_packing)."""
        return self.c_packing(c)

    # -- the next card, the first card of a turn
    @staticmethod
    def _desc_filter(c):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return filter_from_desc(raw.value)

    @staticmethod
    def _who(c, default="you"):
        for x in c:
            if isinstance(x, (_P, _Owner)):
                return "you" if x.who == "any" else x.who
        return default

    def cp_next(self, c):
        return _Played("next", self._who(c[:1]), self._desc_filter(c))

    def cp_next_by(self, c):
        player = next(x.who for x in c if isinstance(x, _P))
        return _Played("next", player, self._desc_filter(c))

    def cp_first(self, c):
        which, turn_owner = c[-1]
        owner = self._who(c[:1])
        return _Played(which, turn_owner if owner == "you" and turn_owner else owner, self._desc_filter(c))

    def cp_first_bare(self, c):
        """ "your first card played" with no turn named: the first card of the turn the text is read in."""
        return _Played("first turn", self._who(c[:1]), self._desc_filter(c))

    def cp_first_by(self, c):
        which, _ = c[-1]
        player = next(x.who for x in c if isinstance(x, _P))
        return _Played(which, player, self._desc_filter(c))

    def fw_next_turn(self, c):
        return ("first next turn", self._who(c, None))

    def fw_turn(self, c):
        return ("first turn", self._who(c, None))

    def fw_each_turn(self, c):
        return ("first each turn", self._who(c, None))

    def fw_each_player(self, _):
        return ("first each player turn", "both")

    def fw_game(self, _):
        return ("first game", None)

    def card_alts(self, c):
        return _alts(list(c))

    def card_kinds(self, c):
        return _alts([A.Cards(A.Quantity(count=1), f) for f in c])

    def card_kind(self, c):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return filter_from_desc(raw.value, [x for x in c if isinstance(x, _Post)])

    def cpp_is(self, c):
        f = c[-1]
        return _Pred(f.filter if isinstance(f, A.Cards) else f)

    def cpp_is_not(self, c):
        return _Pred(c[-1], negated=True)

    def cpp_listed(self, c):
        """ "is listed in your Ability" : a card the place names (qualifier "listed on your Ability", as "a
        maneuver listed on ...")."""
        return _Pred(A.CardFilter(qualifiers=(f"listed on {c[-1]}",)))

    def cpp_titled(self, c):
        return _Pred(A.CardFilter(titled=tuple(c[-1].value.split("|"))))

    def c_card_played(self, c):
        """ "if your next card played this turn is a Submission maneuver or Action",
        "if the first card played during each of your turns is a non-Multi maneuver"."""
        played, pred = c[0], c[1]
        if played.which in ("next", "first next turn") and played.player == "you" and not pred.negated:
            return A.Condition("next_card_is", player="you", filter=_with_kind(pred.filter, played.filter))
        return A.Condition("card_played_is", player=played.player, filter=_with_kind(pred.filter, played.filter),
                           names=(played.which,), negated=pred.negated)

    # -- a card the text names
    @staticmethod
    def _ref(x) -> str:
        kind = getattr(x, "kind", None)
        return {"this": "this", "it": "it", "reversed_card": "reversed"}.get(kind, kind or "it")

    def cr_overturned(self, _):
        return _Raw("overturned")

    def cr_revealed(self, _):
        return _Raw("revealed")

    def cr_moved(self, _):
        return _Raw("moved")

    def cr_top(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return _Raw(f"top {zone.owner} {zone.name}")

    def c_card_is(self, c):
        """ "if the reversed card is Unique", "when that card is a non-maneuver"."""
        return A.Condition("card_is", filter=c[-1], names=(self._ref(c[0]),))

    def card_kind_title(self, c):
        """ "when that card is Between the Ropes": a card of that title."""
        return A.CardFilter(titled=tuple(str(c[0].value).split("|")))

    def c_stat_compare_bare(self, c):
        """ "When your Fortitude is equal or lower" (against the opponent's, as "when you have equal or lower
        Fortitude")."""
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        return A.Condition("compare", player=c[0].who, stat=self._stat(c), comparison=cmp)

    def c_not_first_card(self, c):
        """ "when this is not your first maneuver played this turn" (as "if this is the first card played of your
        turn", negated)."""
        return A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value), negated=True)

    def c_card_without_ace(self, c):
        """ "when the card on top of your Arsenal does not have an Activated Card Effect" (card_is, negated)."""
        raw = next(x for x in c[1:] if isinstance(x, _Raw) and x.kind == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'activated <kind> effect': only 'Activated Card Effect'")
        return A.Condition("card_is", filter=A.CardFilter(qualifiers=("with an Activated Card Effect",)),
                           names=(self._ref(c[0]),), negated=True)

    def c_removed_card_is(self, c):
        """ "when the card removed was Daughter of The Nature Boy" (as "when the removed card was ...")."""
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'the <kind> removed': only 'the card removed'")
        return A.Condition("card_is", filter=c[-1], names=("removed",))

    def c_card_is_not(self, c):
        """ "if the overturned card is not an Extreme"."""
        return A.Condition("card_is", filter=c[-1], names=(self._ref(c[0]),), negated=True)

    def c_it_is_not(self, c):
        """ "when it is not a maneuver" """
        return A.Condition("card_is", filter=c[-1], names=("it",), negated=True)

    def c_card_is_next(self, c):
        """ "when that card is your next card played this turn" """
        played = c[-1]
        return A.Condition("card_is_next", player=played.player, filter=played.filter,
                           names=(self._ref(c[0]), played.which))

    def c_next_is_card(self, c):
        """ "if your next card played this turn is that card" (as "if that card is your next card played this turn")"""
        return self.c_card_is_next([c[-1], c[0]])

    def c_did_not_step(self, c):
        """ "If you do not search, draw 1 card.", "When you did not, ...": the optional step before was not taken
        (as "if you do not"; `names` the step's verb when the text says it)."""
        verb = next((x.value for x in c if isinstance(x, _Raw) and x.kind == "did_verb"), None)
        return A.Condition("did_previous", player=c[0].who, names=(verb,) if verb else (), negated=True)

    def dv_search(self, _):
        return _Raw("did_verb", "search")

    def dv_reveal(self, _):
        return _Raw("did_verb", "reveal")

    def dv_discard(self, _):
        return _Raw("did_verb", "discard")

    def dv_choose(self, _):
        return _Raw("did_verb", "choose")

    def c_it_is_first(self, c):
        """ "if it is your first card played during your next turn": the card just named is that card"""
        played = self.cp_first(list(c[:2]) + [self.fw_next_turn(c[2:])])
        return replace(self.c_card_is_next([None, played]), names=("it", played.which))

    def c_it_is_not_next(self, c):
        """ "if it is an Action or Maneuver card and it is not your next card played this turn" """
        return replace(self.c_card_is_next([None, c[-1]]), names=("it", c[-1].which), negated=True)

    def c_not_reversed(self, c):
        """ "if this card is not reversed from your opponent's Arsenal" """
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("result", names=("reversed",), zone=zones[0] if zones else None, negated=True)

    def c_card_or_effect_not_reversed(self, c):
        """ "If the card or effect is not reversed" (the card or effect being resolved, not this card)"""
        return A.Condition("result", names=("reversed",), negated=True,
                           filter=A.CardFilter(kinds=("Card",), qualifiers=("or effect",)))

    # -- what happened before
    def c_played_last_turn(self, c):
        """ "cannot be played when your opponent played a maneuver during his last turn" """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("played_last_turn", player=player, filter=cards.filter, quantity=cards.quantity)

    def c_succ_played_last_turn(self, c):
        """ "when your opponent successfully played a maneuver last turn" """
        return replace(self.c_played_last_turn(c), names=("successfully",))

    def c_succ_played_this_turn(self, c):
        """ "if you successfully played a maneuver this turn" (as "if you played a maneuver this turn", successful)"""
        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("played_this_turn", player=player, filter=cards.filter, quantity=cards.quantity,
                           names=("successfully",))

    def c_not_succ_played_this_turn(self, c):
        """ "when you have not successfully played a Superstar-specific card" (this turn: as "if you successfully played
        ... this turn", negated)"""
        return replace(self.c_succ_played_this_turn(c), negated=True)

    def c_compare_short_not(self, c):
        """ "when you do not have greater Fortitude", "... 10+ greater Fortitude": the comparison, not met."""
        return replace(self.c_compare_short(c), negated=True)

    def c_not_attempted_last_turn(self, c):
        """ "if your opponent did not attempt to play a card his last turn" """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("played_last_turn", player=player, filter=cards.filter, names=("attempt",),
                           negated=True)

    def c_used_ace_last_turn(self, c):
        """ "if your opponent used an Activated Card Effect during his last turn" """

        player = next(x.who for x in c if isinstance(x, _P))
        return A.Condition("used_ace_last_turn", player=player)

    def c_both_reversed(self, c):
        """ "unless both maneuvers are reversed when played" """

        raw = next((x for x in c if getattr(x, "kind", None) == "desc"), None)
        f = filter_from_desc(raw.value) if raw is not None else None
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("result", filter=f, quantity=A.Quantity(count=2, all=True), names=("reversed",),
                           zone=self._one_zone(zones))

    def c_played_after_any(self, c):
        """ "when played after a successfully played maneuver or Irish Whip": any of them, just before."""
        return A.Condition("any", any_of=tuple(A.Condition("played_after", filter=x.filter, quantity=x.quantity)
                                               for x in c if isinstance(x, A.Cards)))

    def c_played_by_superstar_or_after(self, c):
        """ "when played by Rowdy Roddy Piper or after a card with 'sleeper' in the title": either one."""
        names = c[0].value.split("|")
        after = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("any", any_of=(A.Condition("superstar_is", player="you", names=tuple(names)),
                                          A.Condition("played_after", filter=after.filter, quantity=after.quantity)))

    def c_played_after_succ_any(self, c):
        """ "when played after a successfully played maneuver or Irish Whip" """
        f = c[0].value[0]
        first = A.Condition("played_after", filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))
        return A.Condition("any", any_of=(first,) + tuple(A.Condition("played_after", filter=x.filter,
                                                                     quantity=x.quantity)
                                                        for x in c[1:] if isinstance(x, A.Cards)))

    def c_played_after_succ_or_counter(self, c):
        """ "when played after a successfully played maneuver or as a Counter" """
        f = c[0].value[0]
        return A.Condition("any", any_of=(
            A.Condition("played_after", filter=replace(f, qualifiers=f.qualifiers + ("successfully played",))),
            A.Condition("as_counter")))

    def c_have_revealed(self, c):
        """ "if he has an Enforcer revealed", "when your opponent has 3 or more Enforcer cards revealed" """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("have_revealed", player=player, filter=cards.filter, quantity=cards.quantity)

    def c_one_of_those_is(self, c):
        """ "when 1 of those cards is a non-hybrid Action card" """
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("card_is", filter=c[-1], quantity=A.Quantity(count=n, at_least=True),
                           names=("those",))

    def c_otherwise(self, c):
        """ "when it is not, ...": the condition the text named before is not met."""

        player = next((x.who for x in c if isinstance(x, _P)), None)
        return A.Condition("previous_condition", player=player, negated=True)

    def c_not_played_this_turn(self, c):
        """ "when you have not played any cards this turn" """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("played_this_turn", player=player, filter=cards.filter, quantity=cards.quantity,
                           negated=True)

    def c_player_is_not(self, c):
        """ "if your opponent is not a Legend", "when you are not a Tag Team or Stable" """

        player = next(x.who for x in c if isinstance(x, _P))
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        f = filter_from_desc(raw.value)
        names = tuple(a for alt in (f.alternatives or (f,)) for a in alt.traits + alt.kinds)
        return A.Condition("superstar_is", player=player, names=names, negated=True)

    def hdr_you_are(self, c):
        """ "You are a Revolution Superstar: -20F." """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        names = tuple(a for alt in (f.alternatives or (f,)) for a in alt.traits + alt.kinds)
        return A.Condition("superstar_is", player="you", names=names)

    def hdr_you_are_superstar(self, c):
        """ "You are Revolution Sheamus: this card is -4F." """
        raw = next(x for x in c if getattr(x, "kind", None) == "superstar")
        return A.Condition("superstar_is", player="you", names=tuple(raw.value.split("|")))

    def hdr_logo(self, c):
        """ "Your Superstar Card has a Big Show logo: -15F." """

        owner = next(x.who for x in c if isinstance(x, _Owner))
        raw = next(x for x in c if getattr(x, "kind", None) == "superstar")
        return A.Condition("superstar_logo", player=owner, names=tuple(raw.value.split("|")))

    @staticmethod
    def _hdr_stat_range(c, comparison):
        """ "Your Fortitude Rating is 8 or lower:" (a header): as "if your Fortitude Rating is 8 or lower" (stat_range)."""
        scope = c[0]
        if scope.kind not in ("fortitude_rating", "superstar_value"):
            raise ValueError("a bound on something else than a player's Fortitude Rating or Superstar Value")
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_range", player=scope.player, stat=scope.kind, comparison=comparison, amount=n)

    def hdr_stat_at_most(self, c):
        return self._hdr_stat_range(c, "less_or_equal")

    def hdr_stat_at_least(self, c):
        return self._hdr_stat_range(c, "greater_or_equal")

    def c_this_in_zone(self, c):
        """ "... and this card is in your Ringside" """
        zones = next(x for x in c if isinstance(x, tuple))
        conds = tuple(A.Condition("card_in_zone", filter=A.CardFilter(qualifiers=("this card",)), zone=z,
                                  player=z.owner) for z in zones)
        return conds[0] if len(conds) == 1 else A.Condition("any", any_of=conds)

    def c_title_face_up(self, c):
        """ "when T-BAR's Intimidating Presence is face-up": that card lies face-up (card_face_up)."""
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        return A.Condition("card_face_up", filter=A.CardFilter(titled=tuple(title.value.split("|"))))

    def c_this_and_title_in_zone(self, c):
        """ "When this card and Stronger Than Death are in your Ring" """
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) > 1:
            raise ValueError("two cards in one of several zones")
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        return A.Condition("all", all_of=(
            A.Condition("card_in_zone", filter=A.CardFilter(qualifiers=("this card",)), zone=zones[0],
                        player=zones[0].owner),
            A.Condition("card_in_zone", filter=A.CardFilter(titled=tuple(title.value.split("|"))), zone=zones[0],
                        player=zones[0].owner)))

    def c_it_reversed(self, c):
        """ "if it is reversed from his hand or Backlash deck" (it: a card the text named, not this card) """
        return A.Condition("card_reversed", names=("it",), zone=self._from_zones(c))

    @staticmethod
    def _from_zones(c):
        """ "from his hand or Backlash deck": one Zone, the others its alternatives (None: from anywhere)"""
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return replace(zones[0], alternatives=tuple(zones[1:])) if zones else None

    def c_player_reverses_it(self, c):
        """ "if your opponent reverses it from his hand or Backlash deck" (it: a card the text named) """
        player = next(x.who for x in c if isinstance(x, _P))
        return A.Condition("card_reversed", player=player, names=("it",), zone=self._from_zones(c))

    def c_it_not_completely_reversed(self, c):
        """ "and is not completely reversed from Arsenal" (the card named before: how it ended, and whence)"""
        return A.Condition("named_card_result", names=("it", "completely reversed"), zone=self._from_zones(c),
                           negated=True)

    def c_it_not_reversed(self, c):
        """ "and it is not reversed from your opponent's hand" """
        return replace(self.c_it_reversed(c), negated=True)

    # the card's "#" against a number: "When # is 0", "When # is 3+" (comparison "equal",
    # "greater_or_equal", "less_or_equal"; `amount` the number)
    def c_var_is(self, c):
        """ "When # is 0, cannot be reversed by non-Unique cards." """
        return A.Condition("variable_is", comparison="equal", amount=next(x for x in c if isinstance(x, int)))

    def c_var_at_least(self, c):
        """ "When # is 3+, this card is a Trademark Finisher instead of a Grapple." """
        return replace(self.c_var_is(c), comparison="greater_or_equal")

    def c_var_at_most(self, c):
        """ "when # is 2 or less" """
        return replace(self.c_var_is(c), comparison="less_or_equal")

    # a card the text named before ("the maneuver": the one just played, revealed or chosen), how it ended
    def _named_result(self, c, result, negated=False):
        return A.Condition("named_card_result", names=(self._ref(c[0]), result),
                           zone=self._from_zones(c) if result == "reversed" else None, negated=negated)

    def c_named_reversed(self, c):
        """ "If the maneuver was reversed, shuffle this card ... into your Arsenal." """
        return self._named_result(c, "reversed")

    def c_named_not_reversed(self, c):
        """ "If the maneuver was not reversed, it applies its damage again" """
        return self._named_result(c, "reversed", negated=True)

    def c_named_successful(self, c):
        """ "If the maneuver is successful, it is blank until the end of the turn." """
        return self._named_result(c, "successful")

    def c_it_not_successful(self, _):
        """ "and it is not successfully played" (it: the card the text named) """
        return A.Condition("named_card_result", names=("it", "successful"), negated=True)

    def c_named_unsuccessful(self, c):
        """ "if the maneuver is unsuccessful" """
        return self._named_result(c, "unsuccessful")

    def c_player_is_an(self, c):
        """ "when you are an NXT Superstar" """

        player = next(x.who for x in c if isinstance(x, _P))
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        f = filter_from_desc(raw.value)
        return A.Condition("superstar_is", player=player, names=f.traits + f.kinds)

    def t_successful_after(self, c):
        """ "When successfully played after a card with the word 'slam' in the title" """
        return ("multi", A.Trigger("when_successfully_played"),
                A.Condition("played_after", filter=c[-1].filter, quantity=c[-1].quantity))

    def c_ability_blank(self, c):
        """ "when your Ability is blank" """

        owner = next(x.who for x in c if isinstance(x, _Owner))
        return A.Condition("ability_blank", player="you" if owner == "any" else owner)

    def c_first_turn(self, _):
        """ "if it is the first turn of the game" """
        return A.Condition("first_turn_of_game")

    def c_card_has_word(self, c):
        """ "if that card has the word 'DDT' in the title" """
        quoted = next(x for x in c if getattr(x, "kind", None) == "quoted")
        return A.Condition("card_is", filter=A.CardFilter(title_words=tuple(quoted.value.split("|"))),
                           names=(self._ref(c[0]),))

    def condition_and_has_word(self, c):
        """ "when that maneuver is non-Throwback and has 'head' or 'judo' in the title": the card of the state is also
        one with that word in its title."""
        state = c[0]
        if not isinstance(state, A.Condition) or state.kind != "card_is" or not state.names:
            raise ValueError("'... and has X in the title' after a state not about a card")
        quoted = next(x for x in c if getattr(x, "kind", None) == "quoted")
        has = A.Condition("card_is", filter=A.CardFilter(title_words=tuple(quoted.value.split("|"))), names=state.names)
        return A.Condition("all", all_of=(state, has))

    def c_card_under_is(self, c):
        """ "if a card under this card is a Superstar-specific card" """

        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        subject = filter_from_desc(raw.value)
        return A.Condition("card_is", filter=_with_kind(c[-1], subject), names=("under this card",),
                           quantity=A.Quantity(count=1, at_least=True))

    def condition_or(self, c):
        """ "when you are Funaki or when played after Springboard": either."""
        return A.Condition("any", any_of=tuple(c))

    def end_turn_of(self, c):
        return None

    def last_turn(self, c):
        return None

    # -- relative clauses on a description
    def rel_is(self, c):
        return ("rel", filter_from_desc(c[-1].value), False)

    def rel_is_not(self, c):
        return ("rel", filter_from_desc(c[-1].value), True)

    def desc_rel(self, c):
        """ "any ACTION card that is not a Set-up card": the card, narrowed by what it is (not)."""
        _, rel, negated = c[-1]
        f, chosen, adjs = self.desc(list(c[:-1])).value
        if negated:
            f = _negate_filter(f, rel)
        else:
            f = _merge(f, rel)

        return _Raw("filter", (f, chosen, adjs))

    def post_with_a(self, c):
        """ "with a printed 8D or greater": the card's damage; "with a Stun Value": as "with Stun Value"."""

        f = filter_from_desc(c[-1].value)
        if (f.damage or f.fortitude) and not (f.traits or f.excludes or f.titled) and f.kinds in ((), ("Card",)):
            return _Post(damage=f.damage or f.fortitude)
        return self.post_with(c)

    # -- when a card may be played
    def pw_counter_to(self, c):
        """ "as a Counter (to a 5D+ maneuver)": what it counters."""
        return ("counter", A.Condition("as_counter"), c[-1].filter)

    def pw_after_counter_to(self, c):
        """ "after Throw Into the Corner Turnbuckle or as a Counter (to a 5D+ maneuver)" """
        cond = A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity, names=("or_counter",))
        return ("counter", cond, c[-1].filter)

    def pw_counter_or_after(self, c):
        """ "as a Counter or after a successfully played 8D+ maneuver" """
        return A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity, names=("or_counter",))

    def pw_after_reversed(self, c):
        """ "after you reversed a maneuver to end your opponent's last turn (and this is the first card played on your
        turn)": the same condition as "if you reversed ..." (and the state after "and": kind all)."""
        return c[0] if len(c) == 1 else self.condition_and(c)

    def pw_first_card(self, c):
        """ "as the first card of your turn" """

        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return A.Condition("first_card_this_turn", filter=filter_from_desc(raw.value))

    def pw_first_card_first_turn(self, c):
        """ "as your first card of your first turn": the first card of the turn, in your first turn of the game"""
        first = self.pw_first_card(c)
        return A.Condition("all", all_of=(first, A.Condition("first_turn_of_game", player="you")))

    def pw_player_plays(self, c):
        """ "Can only be played when your opponent successfully plays a maneuver." """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("player_plays", player=player, filter=cards.filter, names=("successfully",))

    def pw_player_plays_his_turn(self, c):
        """ "when your opponent successfully plays a card during his turn" : his play, in his own turn."""
        return A.Condition("all", all_of=(self.pw_player_plays(c), A.Condition("during_turn", player="opponent")))

    # -- cards in a zone, counts and margins
    def c_a_card_in_zone(self, c):
        """ "if a Trademark Finisher is in your Ring area" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) > 1:
            return A.Condition("any", any_of=tuple(A.Condition("card_in_zone", player=z.owner, filter=f, zone=z)
                                                   for z in zones))
        return A.Condition("card_in_zone", player=zones[0].owner, filter=f, zone=zones[0])

    def c_have_more_than(self, c):
        """ "if your opponent has more than 6 cards in his Arsenal": 7 or more."""

        player = next(x.who for x in c if isinstance(x, _P))
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("have_cards", player=player, filter=f, quantity=A.Quantity(count=n + 1, at_least=True),
                           zone=zones[0] if zones else None)

    def c_compare_by(self, c):
        """ "if your Fortitude Rating is at least 20F greater than your opponent's Fortitude Rating":
        a margin, not only "greater" (`amount`; the resolver's "compare" would drop it, hence its own kind)."""

        rng = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        amount = (rng.fortitude or rng.damage).low if (rng.fortitude or rng.damage) else None
        if amount is None:
            raise ValueError("'at least X greater' without an amount")
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        stat = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "stat")
        return A.Condition("compare_by", player=c[0].who, stat=stat, comparison=cmp, amount=amount)

    # "is N or less / or more": a bound, not a value.  Kind "stat_range" (the resolver's "stat_is" is an
    # equality and would read "5 or less" as "exactly 5")
    @staticmethod
    def _stat(c):
        return next(x.value for x in c if isinstance(x, _Raw) and x.kind == "stat")

    def c_stat_at_most(self, c):
        """ "when your Fortitude Rating is 5 or less" """
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_range", player=c[0].who, stat=self._stat(c), comparison="less_or_equal", amount=n)

    def c_stat_at_least(self, c):
        """ "if your Superstar Value is 3 or greater" """
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_range", player=c[0].who, stat=self._stat(c), comparison="greater_or_equal",
                           amount=n)

    def c_stat_range(self, c):
        """ "if your Fortitude Rating is 10F or greater", "when your Fortitude Rating is 7F or less" """

        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        rng = f.fortitude or f.damage
        if rng is None or f.kinds or f.traits or (rng.low is not None and rng.high is not None and rng.low != rng.high):
            raise ValueError("a stat compared with something else than a bound")
        if rng.low is not None and rng.low == rng.high:
            return A.Condition("stat_is", player=c[0].who, stat=self._stat(c), amount=rng.low)
        if rng.low is not None:
            return A.Condition("stat_range", player=c[0].who, stat=self._stat(c), comparison="greater_or_equal",
                               amount=rng.low)
        return A.Condition("stat_range", player=c[0].who, stat=self._stat(c), comparison="less_or_equal",
                           amount=rng.high)

    def c_have_under_superstar(self, c):
        """ "when you have 7+ cards under your Superstar Card" """

        player = next(x.who for x in c if isinstance(x, _P))
        owner = next(x.who for x in c if isinstance(x, _Owner))
        quantity = next((x for x in c if isinstance(x, A.Quantity)), None)
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("have_cards", player=player, filter=f, quantity=quantity,
                           zone=A.Zone("under_superstar", owner))

    def c_none_under_this(self, c):
        """ "when there are no cards under this card" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("have_cards", player="any", filter=f, quantity=A.Quantity(count=0),
                           zone=A.Zone("under_card", "you"))

    def c_have_none_under(self, c):
        """ "when you have no cards under Wrestling in Sports Equipment" (as "when you have 12 cards under this card")"""
        player = next(x.who for x in c if isinstance(x, _P))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("have_cards", player=player, filter=f, quantity=A.Quantity(count=0), zone=c[-1])

    def c_have_fewer_than_under(self, c):
        """ "and you have less than 8 cards under this card": 7 or fewer there."""
        player = next(x.who for x in c if isinstance(x, _P))
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("have_cards", player=player, filter=f, quantity=A.Quantity(count=n - 1, up_to=True),
                           zone=c[-1])

    def c_and_fewer_than(self, c):
        """ "when you have no cards under X and less than 2 cards in hand": your cards ("have" said once)."""
        cond = self.c_have_fewer_than([_P("you")] + list(c))
        if cond.zone is not None and cond.zone.owner == "any":
            cond = replace(cond, zone=replace(cond.zone, owner="you"))     # "in hand": your hand
        return cond

    def c_have_fewer_than(self, c):
        """ "when you have less than 15 cards in your Arsenal": 14 or fewer."""

        player = next(x.who for x in c if isinstance(x, _P))
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("have_cards", player=player, filter=f, quantity=A.Quantity(count=n - 1, up_to=True),
                           zone=zones[0] if zones else None)

    def c_compare_by_n(self, c):
        """ "when his Fortitude Rating is 20 or more greater than yours": a margin (kind "compare_by")."""

        n = next(x for x in c if isinstance(x, int))
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        return A.Condition("compare_by", player=c[0].who, stat=self._stat(c), comparison=cmp, amount=n)

    def c_compare_equal(self, c):
        """ "If your Fortitude Rating is equal to your opponent's": the same value (kind "compare", "equal")."""
        return A.Condition("compare", player=c[0].who, stat=self._stat(c), comparison="equal")

    def c_compare_or_equal(self, c):
        """ "when your Fortitude Rating is less than or equal to your opponent's Fortitude Rating"."""
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        if cmp not in ("less", "greater"):
            raise ValueError("'than or equal to' after 'less' or 'greater' only")
        return A.Condition("compare", player=c[0].who, stat=self._stat(c), comparison=cmp + "_or_equal")

    def c_played_from_by_partner(self, c):
        """ "When played from your hand by an inactive partner": from that zone, by that member of your team."""
        zones, role = c[0], c[-1]
        if len(zones) != 1:
            raise ValueError("'played from X or Y by a partner': one zone only")
        return A.Condition("all", all_of=(A.Condition("played_from", zone=zones[0]),
                                          A.Condition("team_role", player="you", names=(role.role,))))

    def c_played_by_female(self, _):
        """ "If played by a Female Superstar" """
        return A.Condition("played_by", names=("Female",))

    def c_title_is_next(self, c):
        """ "If Arm Bar is the next card you play this turn": that card, as the next one played."""
        titled = A.CardFilter(titled=tuple(str(c[0].value).split("|")))
        return self.c_card_played([c[-1], _Pred(titled)])

    def c_title_is_not_next(self, c):
        """ "If DDT is not the next card you play this turn" """
        titled = A.CardFilter(titled=tuple(str(c[0].value).split("|")))
        return self.c_card_played([c[-1], _Pred(titled, negated=True)])

    def c_desc_is_not_next(self, c):
        """ "If a High Risk maneuver is not the next card you play this turn" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return self.c_card_played([c[-1], _Pred(f, negated=True)])

    def c_it_the_next(self, c):
        """ "If it is the next card you play this turn" (as "if it is your next card played this turn")."""
        player = next(x.who for x in c if isinstance(x, _P))
        return A.Condition("card_is_next", player=player, filter=self._desc_filter(c), names=("it", "next"))

    def c_previous_titled(self, c):
        """ "If the previous card played this turn was titled Stun Gun" """
        titled = A.CardFilter(titled=tuple(str(c[-1].value).split("|")))
        return A.Condition("card_played_is", player="any", filter=_with_kind(titled, self._desc_filter(c[:1])),
                           names=("previous",))

    def c_previous_is(self, c):
        """ "if the previous card played this turn was a maneuver" """
        f = c[-1].filter if isinstance(c[-1], A.Cards) else c[-1]
        return A.Condition("card_played_is", player="any", filter=_with_kind(f, self._desc_filter(c[:1])),
                           names=("previous",))

    def pw_with(self, c):
        """ "Can only be played with a printed F:0 Grapple maneuver of printed 3D or less from your hand" """
        cards = c[-1]
        return A.Condition("played_with", filter=cards.filter, quantity=cards.quantity, zone=cards.zone)

    def c_titled_not_in_zone(self, c):
        """ "When the card titled Managed by Stevie Richards is not in your Ring area" """
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Condition("card_in_zone", filter=A.CardFilter(titled=(c[1].value,)), zone=zone, player=zone.owner,
                           negated=True)

    def c_ability_blank_not(self, c):
        """ "When your Ability is not blank" """
        return replace(self.c_ability_blank(c), negated=True)

    def c_stat_than(self, c):
        """ "When your Fortitude Rating is less than 10": strictly below (stat_range, "less"; "greater than 3": above)."""
        n = next(x for x in c if isinstance(x, int))
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        if cmp not in ("less", "greater"):
            raise ValueError("'than N' after 'less' or 'greater' only")
        return A.Condition("stat_range", player=c[0].who, stat=self._stat(c), comparison=cmp, amount=n)

    def c_compare_desc(self, c):
        """ "When you have 10F+ lower Fortitude": lower by at least 10 (as "10 or more lower Fortitude")."""
        rng = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        r = rng.fortitude or rng.damage
        if r is None or r.low is None or r.high is not None or rng.kinds not in ((), ("Card",)):
            raise ValueError("'have NF+ lower Fortitude': a margin 'N or more'")
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        return A.Condition("compare", player=c[0].who, stat=self._stat(c), comparison=cmp, amount=r.low)

    def c_used_ability(self, c):
        """ "When you have used your Ability this turn" """
        return A.Condition("used_ability_this_turn", player=c[0].who)

    def c_not_played_with(self, c):
        """ "When not played with Flurry of Finishers" """
        return A.Condition("played_with", filter=A.CardFilter(titled=tuple(str(c[-1].value).split("|"))),
                           negated=True)

    def pw_card_becomes_successful(self, c):
        """ "Can only be played when your opponent's card becomes successful" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("player_plays", player=c[0].who, filter=f, names=("successfully",))

    def c_otherwise_word(self, _):
        """ "Otherwise, end his turn": the condition before is not met."""
        return A.Condition("previous_condition", negated=True)

    def c_found(self, c):
        """ "If you find any Reversal cards": among the cards just searched or looked at."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("found", player=c[0].who, filter=cards.filter, quantity=cards.quantity, zone=cards.zone)

    def c_not_found(self, c):
        """ "If you don't find any Face cards in opponent's hand" """
        return replace(self.c_found(c), negated=True)

    def pw_player_plays_any(self, c):
        """ "Can only be played when your opponent plays a Superstar-specific card from hand" """
        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("player_plays", player=player, filter=cards.filter, zone=cards.zone)

    def c_played_by_male(self, _):
        """ "Cannot be reversed when played by a Male Superstar" """
        return A.Condition("played_by", names=("Male",))

    def c_have_more_by(self, c):
        """ "if you have 5 or more cards in your hand than your opponent": at least 5 more cards in hand."""

        player = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        q, zone = cards.quantity, cards.zone
        if not (q and q.at_least and q.count and zone is not None and zone.name == "hand"
                and cards.filter.kinds == ("Card",) and not cards.filter.traits):
            raise ValueError("'N or more X than him' is read for cards in hand only")
        return A.Condition("compare_by", player=player, stat="hand_size", comparison="greater", amount=q.count)

    def tw_you(self, _):
        return None

    def tw_opp(self, _):
        return None

    def tw_owner(self, c):
        return None

    def c_have_any(self, c):
        """ "when your opponent has a Title Belt or a card with the word 'McMahon' in the title in his Ring" """

        player = next(x.who for x in c if isinstance(x, _P))
        cards = [x for x in c if isinstance(x, A.Cards)]
        if cards[-1].zone is None or any(x.zone is not None for x in cards[:-1]):
            raise ValueError("'X or Y in zone' needs the one zone at the end")
        return A.Condition("have_cards", player=player, filter=_alts(cards),
                           quantity=A.Quantity(count=1, at_least=True), zone=cards[-1].zone)

    def c_last_played_was(self, c):
        """ "when the last card you played was 4D+": the one card played just before is such a card."""
        f, what = filter_from_desc(c[0].value), filter_from_desc(c[-1].value)
        if f.kinds != ("Card",) or f.traits or f.excludes:
            raise ValueError("'the last X you played': not 'the last card'")
        return A.Condition("last_played_were", player="you", filter=what, quantity=A.Quantity(count=1))

    def c_last_played_were(self, c):
        """ "if the last two cards you played this turn were 5D or greater Strike maneuvers" """
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("last_played_were", player="you", filter=c[-1], quantity=A.Quantity(count=n))

    def c_last_played_have_sv(self, c):
        """ "if the last two cards you played this turn have a Stun Value" (as "... were cards with Stun Value")."""
        n = next(x for x in c if isinstance(x, int))
        f = replace(self._desc_filter(c), qualifiers=("with Stun Value",))
        return A.Condition("last_played_were", player="you", filter=f, quantity=A.Quantity(count=n))

    # -- a card revealed by name; the first card of a turn; permissions
    def c_title_revealed(self, c):
        """ "when The X-Factor is revealed": that card is revealed (kind "card_revealed", `filter` its title)."""
        return A.Condition("card_revealed", filter=A.CardFilter(titled=tuple(c[0].value.split("|"))))

    def req_title_revealed(self, c):
        """ "Requirement: Pinpoint Precision Offense is revealed" """
        return A.Requirement(f"{c[0].filter.titled[0]} is revealed", c[0])

    def c_it_first(self, c):
        """ "when it is the first card played on your (next) turn": the card named is that first card."""
        which, turn_owner = c[-1]
        return self.c_card_is_next([None, _Played(which, turn_owner or "you", self._desc_filter(c))])

    def pr_may_when(self, c):
        """ "Can be played when your opponent has a Venue card in his Ring area": a permission while the
        condition holds (kind "may_when")."""
        return A.PlayRestriction("may_when", c[-1])

    def pr_cannot_by_or_when(self, c):
        """ "Cannot be played by Lita or if your opponent is Lita": played by that Superstar, or the
        condition, forbids it (kind "cannot_when" with either case)."""
        names = tuple(n for p in c[:-1] for n in p)
        return A.PlayRestriction("cannot_when", A.Condition("any", any_of=(A.Condition("played_by", names=names),
                                                                          c[-1])))

    def pr_only_by_or_when(self, c):
        """ "Can only be played by Ric Flair or if you have a Title Belt card in your Ring area": either case lets it
        be played (kind "only_when" with either case, as the clause and the condition after ", or" read before)."""
        names = tuple(n for p in c[:-1] for n in p)
        return A.PlayRestriction("only_when", A.Condition("any", any_of=(A.Condition("played_by", names=names),
                                                                        c[-1])))

    def prefix_condition_or(self, c):
        """ "if you do, or when this card is played after X, ...": either condition."""
        return A.Condition("any", any_of=(c[0], c[-1]))

    # -- either of two ways this card is played
    def prefix_condition_or_after(self, c):
        """ "When played by Lita, or after a successfully played card, ...": either condition (the second one "played
        after" that card)."""
        cards = c[-1]
        return A.Condition("any", any_of=(c[0], A.Condition("played_after", filter=cards.filter, quantity=cards.quantity)))

    def c_played_counter_or_after_any(self, c):
        """ "when played as a Counter, or after a successfully played Chain maneuver or Throw Into the Corner
        Turnbuckle": as a Counter, or as a Follow-up to any of those cards."""
        return A.Condition("any", any_of=(A.Condition("as_counter"),) + tuple(
            A.Condition("played_after", filter=x.filter, quantity=x.quantity) for x in c if isinstance(x, A.Cards)))

    def t_counter_desc_or_after(self, c):
        """ "When played as a Counter (D: 5+ card) or after a D: 5+ maneuver": a Counter to that card, or a Follow-up."""
        cards = c[-1]
        return A.Condition("any", any_of=(A.Condition("as_counter", filter=filter_from_desc(c[0].value)),
                                          A.Condition("played_after", filter=cards.filter, quantity=cards.quantity)))

    def c_this_played_after(self, c):
        """ "when this card is played after Throw Into the Corner Turnbuckle" (a Follow-up condition)."""
        return A.Condition("played_after", filter=c[-1].filter, quantity=c[-1].quantity)

    def cr_completely_reversed(self, _):
        return "completely reversed"

    def pw_after_any_or_counter(self, c):
        """ "after a successfully played maneuver or Throw Into the Corner Turnbuckle, or as a Counter (maneuver)":
        one of the Follow-ups, or as a Counter (to `filter`, when the parenthesis names it)."""
        refs = [x for x in c if isinstance(x, A.Cards)]
        desc = next((x for x in c if getattr(x, "kind", None) == "filter"), None)
        return ("counter", self.pw_after_either(refs), desc.value[0] if desc is not None else None)

    def c_played_counter_or_after(self, c):
        """ "when played as a Counter or after Straight Fire": as a Counter, or as a Follow-up to that card."""
        return A.Condition("any", any_of=(A.Condition("as_counter"),
                                          A.Condition("played_after", filter=c[-1].filter, quantity=c[-1].quantity)))

    def c_have_under(self, c):
        """ "when you have 12 cards under this card", "when you have cards under The DiBiase Trust Fund":
        the count of the cards under that card (no count: at least one)."""

        player = next(x.who for x in c if isinstance(x, _P))
        quantity = next((x for x in c if isinstance(x, A.Quantity)), None)
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Condition("have_cards", player=player, filter=f,
                           quantity=quantity or A.Quantity(count=1, at_least=True), zone=c[-1])

    def cr_played(self, _):
        return _Raw("played")

    def c_not_own_first_turn(self, c):
        """ "when it is not your first turn of the game" """

        owner = next(x.who for x in c if isinstance(x, _Owner))
        return A.Condition("first_turn_of_game", player=owner, negated=True)

    def c_they_are(self, c):
        """ "unless they are Foreign Objects": the cards the clause named are `filter`."""
        return A.Condition("card_is", filter=c[-1], names=("they",))

    def c_they_are_not(self, c):
        return A.Condition("card_is", filter=c[-1], names=("they",), negated=True)

    def aw_superstar(self, c):
        return tuple(c[0].value.split("|"))

    def aw_kind(self, c):
        f = filter_from_desc(c[-1].value)
        return tuple(n for alt in (f.alternatives or (f,)) for n in alt.traits + alt.kinds)

    def aw_female(self, _):
        return ("Female",)

    def aw_male(self, _):
        return ("Male",)

    def c_played_against(self, c):
        """ "When played against a female Superstar": this card is played while the opponent is so (superstar_is)."""
        return A.Condition("superstar_is", player="opponent", names=c[-1])

    def t_successful_against(self, c):
        """ "When successfully played against any male Superstar": the moment, while the opponent is so."""
        return ("multi", A.Trigger("when_successfully_played"), self.c_played_against(c))

    def t_successful_from(self, c):
        """ "When successfully played from hand": the moment, and where this card was played from (played_from)."""
        return ("multi", A.Trigger("when_successfully_played"), A.Condition("played_from", zone=self._one_zone(c[-1])))

    def pr_cannot_against(self, c):
        """ "Cannot be played against Al Snow": not while the opponent is that Superstar (superstar_is)."""
        return A.PlayRestriction("cannot_when", A.Condition("superstar_is", player="opponent", names=c[-1]))

    def c_removed_count(self, c):
        """ "If you removed at least 3 cards from the game": the count the step before removed."""
        cards = next((x for x in c if isinstance(x, A.Cards)), None)
        if cards is None:
            f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
            cards = A.Cards(next((x for x in c if isinstance(x, A.Quantity)), None), f)
        return A.Condition("removed_count", player="you", filter=cards.filter, quantity=cards.quantity)

    def pw_after_player_plays(self, c):
        """ "Can only be played after your opponent successfully plays a 5D+ maneuver" """
        cond = self.pw_player_plays(c)
        return replace(cond, names=cond.names + ("after",))

    def both_successful(self, _):
        """ "both are successful" """
        return N.ConsideredResult("both", "successful")

    def both_into_zone(self, c):
        """ "both go into your Ring area": where two cards played together go (as a successful card does)"""
        zone = c[-1]
        if zone.name != "ring" or zone.owner != "you" or zone.position or zone.alternatives:
            raise ValueError("'both go into <zone>': only your Ring")
        return N.ConsideredResult("both", "into_ring")

    def c_cannot_play_except(self, c):
        """ "if you cannot play any Title Belt except the Tag Team Title Belts": the player may not play those cards
        (his Superstar's text says so), read as the Prohibition would be (kinds less the excepted traits)"""
        p = self.ab_prohibit_except(c)
        return A.Condition("cannot_play", player=p.player, filter=p.filter)

    def c_format_match(self, c):
        """ "if this is a Tag Team format match" """
        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw)).value)
        if f.kinds or not f.traits or f.excludes:
            raise ValueError("'this is a <format> format match': a format name only")
        return A.Condition("format", names=f.traits)

    def both_considered_successful(self, _):
        """ "both are considered successfully played" """
        return N.ConsideredResult("both", "successful", considered=True)

    def c_moved_count(self, c):
        """ "When you moved 2": the number of cards the effect before moved."""
        return A.Condition("moved_count", player="you", quantity=A.Quantity(count=c[-1]))

    def c_moved_this_turn(self, c):
        """ "When you moved this card from your Ring this turn" """
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Condition("moved_this_turn", player="you", filter=A.CardFilter(qualifiers=("this card",)),
                           zone=zones[0])

    # -- "for each X": an effect repeated per counted card
    def per_each(self, c):
        return ("per_each", c[-1])

    @staticmethod
    def _each_type(c):
        """ "each different maneuver type in your Ring": the cards there of that description, counted one per type
        (qualifier "different types": no two of them share a type, as "different titles")."""
        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Cards(A.Quantity(all=True), replace(f, qualifiers=f.qualifiers + ("different types",)), zone)

    def prefix_for_each_type(self, c):
        cards = self._each_type(c)
        return A.Condition("for_each", filter=cards.filter, quantity=cards.quantity, zone=cards.zone)

    def per_each_held(self, c):
        """ "for every HEEL card he has in his Ring area": his cards, where he has them."""

        f, chosen, adjs = next(x for x in c if getattr(x, "kind", None) == "filter").value
        player = next(x.who for x in c if isinstance(x, _P))
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return ("per_each", A.Cards(self._quantity(None, chosen, adjs), replace(f, owner=player),
                                    zones[0] if zones else None))

    def per_each_type(self, c):
        """ "for each Maneuver type in your Ring area": the maneuvers there, counted once per type (`per` "type")."""
        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        # "for each different non-Revolution maneuver type in your Ring": the types of the maneuvers that are (or are not)
        # of a trait
        if replace(f, traits=(), excludes=()) != A.CardFilter(kinds=("Maneuver",)):
            raise ValueError("a type of what")
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) != 1:
            raise ValueError("types counted in several zones")
        return ("per_each", A.Cards(A.Quantity(all=True), f, zones[0]), "type")

    def per_each_pass(self, c):
        return c[0]

    def c_title_removed_from_game(self, c):
        """"when Sister Abigail is removed from the game": the card is in its owner's cards removed from the game
        (as "when X is in your Ringside")."""
        return A.Condition("card_in_zone", player="you", filter=A.CardFilter(titled=tuple(c[0].value.split("|"))),
                           zone=A.Zone("game", "you"))

    # -- "for each card less than 3 discarded", "for every card fewer than 2 removed", "for each card drawn less
    # than 4": the cards counted, and the number they fall short of
    def short_of(self, c):
        return _Raw("short_of", c[-1])

    def per_each_short(self, c):
        short = next(x for x in c if isinstance(x, _Raw) and x.kind == "short_of")
        f, chosen, adjs = self.desc([x for x in c if x is not short]).value
        if chosen:
            raise ValueError("'for each card short of N' chosen by a player is not read")
        return ("per_each", A.Cards(self._quantity(None, chosen, adjs), f), "short", short.value)

    def per_each_short_cards(self, c):
        """ "for every card in your hand fewer than 7": once per card the cards there fall short of 7."""
        short = next(x for x in c if isinstance(x, _Raw) and x.kind == "short_of")
        return ("per_each", next(x for x in c if isinstance(x, A.Cards)), "short", short.value)

    def modifier_each_short(self, c):
        """ "This card is -2D for every card fewer than 2 removed": the change once per card short of 2."""
        each = self.modifier_each([c[0], c[1], c[-1][1]])
        return N.ForEachShort(each.cards, each.effect, short_of=c[-1][3])

    def prefix_for_each_short(self, c):
        """ "For each card drawn less than 4, ...": a for_each_short condition (`amount`: the number short of)."""
        cards = c[0][1]
        return A.Condition("for_each_short", filter=cards.filter, quantity=cards.quantity, zone=cards.zone,
                           amount=c[0][3])

    def modifier_each_type(self, c):
        """ "This card is -3F for each Maneuver type in your Ring area": the change once per type there."""
        each = self.modifier_each([c[0], c[1], c[-1][1]])
        return A.ForEachType(each.cards, each.effect)

    def action_each(self, c):
        """ "Your opponent discards 1 card for every card titled X in your Ring area" """
        counted = c[-1][1]
        if len(c[-1]) > 3 and c[-1][2] == "short":
            return N.ForEachShort(counted, self.action(list(c[:-1])), short_of=c[-1][3])
        if len(c[-1]) > 2:
            return A.ForEachType(counted, self.action(list(c[:-1])))
        return A.ForEach(counted, self.action(list(c[:-1])))

    # -- a condition standing alone after the clause it speaks of
    def clause_bare(self, c):
        """ "... and if your Fortitude Rating is greater than your opponent's Fortitude Rating." (a clause with a
        condition and nothing else: `fold_bare_conditions` joins it to the clause before)."""
        return ("bare", c[0])

    def _bare_is_unless(self) -> bool:
        """Whether the condition that ends the sentence (the bare one: only the last clause can be) opens with
        "unless": the last "if" / "when" / "while" / "unless" that follows a "," / "and" / "or" ("unless" has
        already become a negated condition, as "if you are not X" has)."""
        words = [t.value if t.type in ("WORD", "PUNCT") else None for t in getattr(self, "toks", ())]
        for i in range(len(words) - 1, 0, -1):
            if words[i] in ("if", "when", "while", "unless") and words[i - 1] in (",", "and", "or"):
                return words[i] == "unless"
        return False

    def fold_bare_conditions(self, items: list) -> list:
        """A condition clause with no effect of its own, after the clause it restricts:
        "Can only be played after a successfully played maneuver and if your Fortitude Rating is greater than your
        opponent's Fortitude Rating": after a play restriction ("and" or ","), a second restriction: it can only be
        played when that also holds (both must hold);
        "May only reverse a Strike or Grapple maneuver, if your Fortitude Rating is less than your opponent's
        Fortitude Rating": after any other clause and a comma, that clause's condition (as "X if Y");
        "Can only be played by Ric Flair or if you have a Title Belt card in your Ring area": after a play restriction
        and "or", either case allows it.
        Anywhere else (no clause before, "X and if Y" for an effect) it is left unread (ValueError)."""
        out: list = []
        for item in items:
            if not (isinstance(item, tuple) and item and item[0] == "bare"):
                out.append(item)
                continue
            cond = item[1]
            if len(out) < 2 or not isinstance(out[-1], _Sep) or not (isinstance(out[-2], tuple) and out[-2]
                                                                     and out[-2][0] == "clause"):
                raise ValueError("a condition with no clause before it")
            sep = out[-1].kind
            _, prefixes, core = out[-2]
            if isinstance(core, A.PlayRestriction) and sep == "or" and core.kind in ("only_after", "only_when", "only_by") \
                    and core.condition is not None and not (core.or_counter or core.counter_filter or core.counter):
                # "Can only be played when you are Carlito or Daniel Bryan, or when High-Flying Style is in your
                # Ring", "Can only be played by Ric Flair or if you have a Title Belt card in your Ring area": either
                # case allows it (as "after X or if Y", pw_after_or_state)
                out.pop()
                out[-1] = ("clause", prefixes, A.PlayRestriction("only_when", A.Condition(
                    "any", any_of=(core.condition, cond))))
                continue
            if isinstance(core, A.PlayRestriction) and sep == "," and cond.negated and self._bare_is_unless() \
                    and core.kind in ("only_after", "only_when") and core.condition is not None \
                    and not (core.or_counter or core.counter_filter or core.counter):
                # "Can only be played after a successfully played card, unless you are Dean Malenko", "Can only be
                # played when you have 2 or more cards in your hand, unless your Superstar is Edge": an exception to
                # the restriction: either case allows it
                out.pop()
                out[-1] = ("clause", prefixes, A.PlayRestriction("only_when", A.Condition(
                    "any", any_of=(core.condition, replace(cond, negated=False)))))
                continue
            if isinstance(core, A.PlayRestriction) and cond.negated and self._bare_is_unless():
                # "... and unless ..." after a restriction (or after one with a Counter): not read yet
                raise ValueError("'unless' after a play restriction")
            if isinstance(core, A.PlayRestriction) and core.kind in ("only_after", "only_when", "only_from") \
                    and sep in ("and", ","):
                out.append(("clause", (), A.PlayRestriction("only_when", cond)))
            elif sep == "," and not isinstance(core, (A.PlayRestriction, tuple)):
                out.pop()
                out[-1] = ("clause", tuple(prefixes) + (cond,), core)
            else:
                raise ValueError("a condition joined to a clause it cannot restrict")
        return out

    def pr_scope_only(self, c):
        """ "This card can only be played after ...": this card's own play restriction (as "Can only be played
        after ..."); a scope of other cards ("your maneuvers can only be played ...") is left unread."""
        scope = c[0]
        if not isinstance(scope, A.Scope) or scope.kind != "this":
            raise ValueError("'can only be played' said of other cards than this one")
        return self.pr_only(c[1:])

    def cp_next_n(self, c):
        """ "your next 2 cards played this turn": which card is names[0] "next 2" (card_played_is)."""
        n = next(x for x in c if isinstance(x, int))
        return _Played(f"next {n}", self._who(c[:1]), self._desc_filter(c))

    def c_also_compare(self, c):
        """ "... and also greater than your opponent's Superstar Value": the stat and player of the state before
        are filled in by `condition_and` (names ("also",) until then)."""
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        return A.Condition("compare", comparison=cmp, names=("also",))

    # -- the Stun Value in a Ring area
    def stun_owner(self, c):
        return _Raw("stun", c[0].who)

    def stun_opponent(self, c):
        return _Raw("stun", "opponent")

    def c_have_stun_at_least(self, c):
        """ "if you have 3 or greater Stun Value in your Ring area": the Stun Value in the player's own Ring"""
        player = next(x.who for x in c if isinstance(x, _P))
        stun = next(x for x in c if isinstance(x, _Raw) and x.kind == "stun")
        if stun.value != player:
            raise ValueError("'<player> has N Stun Value in <another player's> Ring' is not read")
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_range", player=player, stat="stun_value", comparison="greater_or_equal", amount=n)

    def c_compare_stun(self, c):
        """ "if the total Stun Value in your Ring area is greater than the Stun Value in your opponent's Ring
        area": kind compare, stat "stun_value" (`player` whose Ring is compared with the other's)."""
        sides = [x.value for x in c if isinstance(x, _Raw) and x.kind == "stun"]
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        if len(sides) != 2 or len(set(sides)) != 2 or "opponent" not in sides:
            raise ValueError("a Stun Value compared with the same player's")
        return A.Condition("compare", player=sides[0], stat="stun_value", comparison=cmp)

    def c_compare_stun_by(self, c):
        """ "if the Stun Value in your Ring area is at least 5 greater than the Stun Value in your opponent's Ring
        area": kind compare_by, stat "stun_value", `amount` the margin."""
        n = next(x for x in c if isinstance(x, int))
        return replace(self.c_compare_stun(c), kind="compare_by", amount=n)

    def pr_by_sv_at_most(self, c):
        """ "Can only be played by a Superstar with a total Superstar Value of 3 or less": only while your Superstar
        Value is so (stat_range, as "if your Superstar Value is 3 or less")."""
        n = next(x for x in c if isinstance(x, int))
        return A.PlayRestriction("only_when", A.Condition("stat_range", player="you", stat="superstar_value",
                                                          comparison="less_or_equal", amount=n))

    def pr_by_sv_at_least(self, c):
        n = next(x for x in c if isinstance(x, int))
        return A.PlayRestriction("only_when", A.Condition("stat_range", player="you", stat="superstar_value",
                                                          comparison="greater_or_equal", amount=n))

    # -- "you are (not) the player with the lowest Superstar Value"
    def c_player_with(self, c):
        """ "if you are the player with the highest Superstar Value": kind compare, names ("player_with",): the
        highest of all the players (not read by the resolver: a tie and more players than two)."""
        player = next(x.who for x in c if isinstance(x, _P))
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        return A.Condition("compare", player=player, stat=self._stat(c), comparison=cmp, names=("player_with",))

    def c_player_not_with(self, c):
        """ "If you are not the player with the lowest Superstar Value" (negated)."""
        return replace(self.c_player_with(c), negated=True)

    # -- "4 different Maneuver card types of 4D or greater in your Ring area"
    def c_have_different_types(self, c):
        """ "if you have 4 different Maneuver card types of 4D or greater in your Ring area": kind different_types,
        `amount` the number of maneuver types (Strike, Grapple, Submission, High Risk) among `filter` cards in
        `zone`."""
        player = next(x.who for x in c if isinstance(x, _P))
        n = next(x for x in c if isinstance(x, int))
        descs = [filter_from_desc(x.value) for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        head = descs[0]
        if set(head.kinds) - {"Maneuver", "Card"} or head.traits or head.damage or head.fortitude:
            raise ValueError("types of something else than maneuvers")
        # "3 or more non-Revolution maneuver types": the types among the maneuvers that are not Revolution
        f = A.CardFilter(kinds=("Maneuver",), excludes=head.excludes)
        if len(descs) > 1:
            rng = descs[1]
            if rng.kinds or rng.traits or rng.fortitude or rng.damage is None:
                raise ValueError("'types of' something else than a Damage range")
            f = replace(f, damage=rng.damage)
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("different_types", player=player, amount=n, filter=f, zone=self._one_zone(zones))

    def c_have_different_targets(self, c):
        """ "if you have 5 or more different Targets in your Ring": kind different_targets, `amount` the number of
        distinct Targets shown by the cards in `zone` (at least)."""
        player = next(x.who for x in c if isinstance(x, _P))
        n = next(x for x in c if isinstance(x, int))
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("different_targets", player=player, amount=n, zone=self._one_zone(zones))

    # -- conditions first written in Build (card results, "after X or if Y", first card, logos, comparisons)
    def cr_unsuccessful(self, _):
        return "unsuccessful"

    def cr_successful(self, _):
        return "successful"

    def cr_reversed(self, _):
        return "reversed"

    def cr_reversed_from(self, c):
        return _ResultFrom("reversed", self._from_zones(c))

    def cr_completely_reversed_from(self, c):
        return _ResultFrom("completely reversed", self._from_zones(c))

    def cr_not_reversed(self, c):
        return _ResultFrom("reversed", self._from_zones(c), negated=True)

    def c_card_result(self, c):
        f = c[1].value[0]
        if isinstance(c[-1], _ResultFrom):
            # "your maneuver is reversed from Arsenal", "his card is not reversed from Arsenal": `zone` whence
            r = c[-1]
            return A.Condition("result", player=c[0].who, filter=f, names=(r.name,), zone=r.zone, negated=r.negated)
        return A.Condition("result", player=c[0].who, filter=f, names=(c[-1],))

    def pw_after_or_state(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          c[-1]))

    def pw_after_or_states(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          A.Condition("all", all_of=(c[-2], c[-1]))))

    def c_played_after_or_state(self, c):
        """ "When played after Let's Check the Honk-a-Meter or when you have 12 or more antics in your Ring" """
        return self.pw_after_or_state(c)

    def c_played_after_succ_or_state(self, c):
        """ "When played after a successfully played 5D+ maneuver or when your opponent is an NXT Superstar" """
        return A.Condition("any", any_of=(self.c_played_after_desc(c[:1]), c[-1]))

    def c_compare_or_state(self, c):
        """ "When you have lower Fortitude or when your opponent is a female Superstar" """
        return A.Condition("any", any_of=(self.c_compare_short(c[:-1]), c[-1]))

    def c_compare_or_counter(self, c):
        """ "When you have lower Fortitude or when played as a Counter" """
        return A.Condition("any", any_of=(self.c_compare_short(c), A.Condition("as_counter")))

    def c_first_card(self, c):
        """"if this is the first card played of your turn": this card opens the turn."""
        return A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value))

    def c_first_card_first_turn(self, c):
        """ "When this is the first card played on your first turn" : this card opens the turn, and that
        turn is your first of the game (both)."""
        return A.Condition("all", all_of=(A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value)),
                                          A.Condition("first_turn_of_game", player="you")))

    def c_logo_on(self, c):
        x = c[-1]
        return A.Condition("logo_on", player="you",
                           names=(x.value,) if isinstance(x, _Raw) and x.kind == "title" else ("this card",))

    def c_have_compare(self, c):
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("compare", player=c[0].who, stat="count", comparison=cmp, filter=cards.filter,
                           zone=cards.zone)

    def c_played_after_or_counter(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          A.Condition("as_counter")))

    def c_played_as(self, c):
        f = filter_from_desc(c[0].value)
        return A.Condition("played_as", filter=f)

    # -- "Cannot be played if X is in your Ring area, nor can you play that card" (conditions.lark pr_cannot_nor)
    def nw_those(self, _):
        return ("nor", None)

    def nw_another(self, c):
        return ("nor", c[-1].value[0])

    def pr_cannot_nor(self, c):
        """Two rules: this card cannot be played in that state (kind "cannot_when"), and you cannot play the cards
        the state names ("that card", "those cards") or the ones described ("another Title Belt card") -- a
        Prohibition of yours, as "You cannot play Title Belt cards" (while this card is in your Ring)."""
        cond = next(x for x in c if isinstance(x, A.Condition))
        played = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "nor")
        if played is None:
            if cond.kind not in ("card_in_zone", "have_cards") or cond.filter is None or cond.negated:
                raise ValueError("'nor can you play that card' after a state that names no cards")
            played = cond.filter
        return (A.PlayRestriction("cannot_when", cond), A.Ability((A.Prohibition("you", "play", played),)))

    def c_titled_are_in_zone(self, c):
        """ "the cards titled A or B are in your Ring area": either of them is there."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        written = next((t.text for t in self.toks if t.type == "TITLE" and t.value == title.value), "")
        if " and " in f" {written} ":
            # "the cards titled Wake Up... and ...Look Around... are in your Ring area": both, not either (packrev5:
            # each one there, kind all)
            titles = tuple(title.value.split("|"))
            if " or " in f" {written} " or len(titles) < 2:
                raise ValueError("'the cards titled A and B are in <zone>': both cards (not read)")
            return A.Condition("all", all_of=tuple(A.Condition("card_in_zone", filter=A.CardFilter(titled=(t,)),
                                                               zone=zone, player=zone.owner) for t in titles))
        return A.Condition("card_in_zone", filter=A.CardFilter(titled=tuple(title.value.split("|"))), zone=zone,
                           player=zone.owner)

    def pr_phase_and_from(self, c):
        """ "Can be played during any Pre-match phase and from Ringside": pr_phase, then pr_from."""
        zones = next(x for x in c if isinstance(x, tuple))
        desc = next(x for x in c if getattr(x, "kind", None) == "desc")
        return (self.pr_phase([desc]), A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones)))

    def pr_any_phase_and_from(self, c):
        """ "Can be played during any phase and from Ringside": pr_any_phase, then pr_from."""
        zones = next(x for x in c if isinstance(x, tuple))
        return (A.PlayRestriction("during_phase", zones=("any",)),
                A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones)))

    def pr_from_and_phase(self, c):
        """ "Can be played from Ringside and during the Venue phase": pr_from, then pr_phase."""
        zones = next(x for x in c if isinstance(x, tuple))
        desc = next(x for x in c if getattr(x, "kind", None) == "desc")
        return (A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones)), self.pr_phase([desc]))

    def c_card_or_superstar_logo(self, c):
        """ "if a card in your Ring area or your Superstar card has the 'nWo' logo": a card with that logo there
        (have_cards, `logos`), or the Superstar card has it (superstar_logo): either one."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        owner = next(x.who for x in c if isinstance(x, _Owner))
        descs = [x for x in c if getattr(x, "kind", None) == "desc"]
        if filter_from_desc(descs[1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'or your Superstar <X> has the logo': not the Superstar card")
        logo = next(x for x in c if getattr(x, "kind", None) == "quoted").value
        f = filter_from_desc(descs[0].value)
        f = replace(f, logos=f.logos + (logo,))
        return A.Condition("any", any_of=(
            A.Condition("have_cards", player=zone.owner, filter=f, quantity=A.Quantity(count=1), zone=zone),
            A.Condition("superstar_logo", player=owner, names=(logo,))))

    def c_this_first_of_game(self, c):
        """ "when this is your first non-Pre-match card played of the game": this card is the first such card its
        player plays in the game (card_is_next, names ("this", "first game"), as "if it is your first card played
        during the game")"""
        return A.Condition("card_is_next", player="you", filter=self._desc_filter(c), names=("this", "first game"))

    def req_superstar_title_in_zone(self, c):
        """ "Requirement: The Hurt Business is in your Ring.": the card of that title there (the lexer reads the name
        as the Superstar's; only a name that is also a card title)"""
        from .lexer import known_names
        name = known_names()[0].get(c[0].value.split("|")[0].lower())
        if name is None:
            raise ValueError("'Requirement: <Superstar> is in your Ring': no card of that title")
        zone = c[-1]
        return A.Requirement(f"{name} is in your {zone.name.title()}", A.Condition(
            "card_in_zone", filter=A.CardFilter(titled=(name,)), zone=zone))

    def req_title_in_zones(self, c):
        """ "Requirement: Revolution Struck by a Singapore Cane is in your Ring or Ringside." (there, in either place:
        Condition "any" of card_in_zone)"""
        first = self._one_zone(tuple(x for x in c if isinstance(x, A.Zone)))
        zones = [replace(first, alternatives=())] + list(first.alternatives)
        f = A.CardFilter(titled=(c[0].value,))
        return A.Requirement(f"{c[0].value} is in your " + " or ".join(z.name.title() for z in zones), A.Condition(
            "any", any_of=tuple(A.Condition("card_in_zone", filter=f, zone=z) for z in zones)))

    # -- Revolution Requirements (conditions.lark, `requirement`)
    def req_first_card(self, c):
        """ "Requirement: First card played this turn." """
        return A.Requirement("First Card Played This Turn",
                             A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value)))

    def req_not_your_first_card(self, c):
        """ "Requirement: Not Your First Card Played This Turn." (your own card: not "Not Your Opponent's First
        Card This Turn", which the resolver reads by name)"""
        return A.Requirement("Not Your First Card Played This Turn",
                             A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value), negated=True))

    def req_not_first_or_second(self, c):
        """ "Requirement: Not your opponent's first or second Extreme this turn." (the card it is played to is not among
        the first two of the turn: as "if it is not the first or second card played this turn")"""
        return A.Requirement("Not Your Opponent's First or Second Card This Turn",
                             A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value), amount=2,
                                         negated=True))

    def req_no_card_in_zone(self, c):
        """ "Requirement: No Corner in your Ring." (none there, as "when you have no Corner cards in your Ring")"""
        f = c[0].value[0]
        zone = c[-1]
        names = f.traits + f.kinds + f.excludes
        return A.Requirement("No " + " ".join(names) + " in your Ring" if zone.name == "ring" else
                             "No " + " ".join(names), A.Condition("have_cards", player=zone.owner, filter=f,
                                                                 quantity=A.Quantity(count=0), zone=zone))

    def req_compare_by(self, c):
        """ "Requirement: At least 3 Less Fortitude" (a margin: your Fortitude is at least 3 less than his)"""
        amount = next(x for x in c if isinstance(x, int))
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        stat = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "stat")
        name = f"At Least {amount} " + _REQ_NAMES.get((cmp, stat), f"{cmp} {stat}")
        return A.Requirement(name, A.Condition("compare", player="you", stat=stat, comparison=cmp, amount=amount))

    def req_printed_extremist(self, _):
        """ "Requirement: printed Extremist" (the Superstar card as printed is an Extremist; "Requirement:
        Extremist" is req_extremist)"""
        return A.Requirement("printed Extremist", A.Condition("played_by", names=("printed Extremist",)))

    def req_and(self, c):
        """ "Requirement: 5+ cards in your hand and no Corner in your Ring": every part must be met (Condition "all").
        Only parts that carry their condition: "Overturned" and "Not Your Opponent's First Card This Turn" are read
        by the resolver from the name of a Requirement of their own, and a part with no condition would be dropped."""
        parts = [x for x in c if isinstance(x, A.Requirement)]
        if any(p.condition is None for p in parts):
            raise ValueError("'Requirement: A and B': a part with no condition of its own")
        conds = []
        for p in parts:
            conds.extend(p.condition.all_of if p.condition.kind == "all" and not p.condition.negated else (p.condition,))
        return A.Requirement(" and ".join(p.name for p in parts), A.Condition("all", all_of=tuple(conds)))

    def req_compare_and_first(self, c):
        """ "Requirement: Fewer Cards in Hand and First Card This Turn" (req_and of the two)"""
        return self.req_and([self.req_compare(c[:2]), self.req_first_card(c[2:])])

    def c_have_types_at_least(self, c):
        """ "you have 3 or more non-Revolution maneuver types in your Ring" (as "3 or more different maneuver types")"""
        q = next(x for x in c if isinstance(x, A.Quantity))
        if not q.at_least or q.count is None or q.up_to or q.random or q.all:
            raise ValueError("'<quantity> maneuver types': only 'N or more'")
        return self.c_have_different_types([q.count if x is q else x for x in c])

    def req_types_in_zone(self, c):
        """ "Requirement: 5 or more maneuver types in your Ring" (as "when you have 5 or more different maneuver types
        in your Ring": kind different_types)"""
        cond = self.c_have_different_types([_P("you")] + [(x,) if isinstance(x, A.Zone) else x for x in c])
        return A.Requirement(f"{cond.amount}+ Maneuver types in {cond.zone.name.title()}", cond)

    def req_types_and(self, c):
        """ "Requirement: 5 or more maneuver types in your Ring, greater Fortitude, and more cards in hand" (req_and of
        the types and the other parts)"""
        i = next(i for i, x in enumerate(c) if isinstance(x, A.Zone))
        return self.req_and([self.req_types_in_zone(c[:i + 1])] + [x for x in c[i + 1:] if isinstance(x, A.Requirement)])

    def req_count_in_zone(self, c):
        """ "Requirement: 5+ cards in your hand" (at least that many there)"""
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zone = c[-1]
        names = " ".join(f.traits + f.kinds) or "Cards"
        return A.Requirement(f"{n}+ {names} in {'your ' if zone.owner == 'you' else ''}{zone.name.title()}",
                             A.Condition("have_cards", player=zone.owner, filter=f,
                                         quantity=A.Quantity(count=n, at_least=True), zone=zone))

    def req_count_in_zone_target(self, c):
        """ "Requirement: 7 or more Maneuvers in your Ring with Target 'neck'." (of the cards with that Target) """
        quoted = next(x for x in c if isinstance(x, _Raw) and x.kind == "quoted")
        targets = tuple(t.strip(" .,") for t in quoted.value.split("|"))
        r = self.req_count_in_zone([x for x in c if x is not quoted])
        f = replace(r.condition.filter, targets=r.condition.filter.targets + targets)
        return A.Requirement(r.name + " with Target " + " or ".join(f"'{t}'" for t in targets),
                             replace(r.condition, filter=f))

    def pw_state_or_state(self, c):
        """ "(Can only be played) when your Superstar Value is less than ... or your Fortitude Rating is greater than
        ...": either state (as "when ... or when ...") """
        if not all(isinstance(x, A.Condition) for x in c):
            raise ValueError("'when A or B' of something other than two states")
        return self.condition_or(list(c))

    def pw_counter_or_state(self, c):
        """ "(Can only be played) as a Counter or when a Trademark Finisher is in your Ring" """
        return A.Condition("any", any_of=(A.Condition("as_counter"), c[-1]))

    # -- "Can only be played after X, as a Counter (Y), or when Z" (conditions.lark pr_only_list)
    def pwi_after(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("played_after", filter=cards.filter, quantity=cards.quantity)

    def pwi_counter(self, _):
        return ("pw_counter", None, None)

    def pwi_counter_desc(self, c):
        """ "as a Counter (5D+ maneuver)": the card it counters (as clauses.py pw_counter)"""
        return ("pw_counter", filter_from_desc(c[-1].value), None)

    def pwi_counter_paren(self, c):
        """ "as a Counter (hand)": what the reversal that made it a Counter was (reversals.py counter_paren)"""
        return ("pw_counter", None, c[-1])

    def pwi_condition(self, c):
        return c[0]

    def pr_only_list(self, c):
        """Any one of the cases: only Follow-ups (and at most one Counter) are a Follow-up restriction, as "after X
        or Y, or as a Counter (Z)" (kind "only_after"); with a state among them, one condition that any of them meets
        ("only_when", Condition "any": a Counter is Condition "as_counter", with its filter or what its reversal
        had to be)."""
        items = [x for x in c if isinstance(x, (A.Condition, tuple))]
        afters = [x for x in items if isinstance(x, A.Condition) and x.kind == "played_after"]
        counters = [x for x in items if isinstance(x, tuple)]
        states = [x for x in items if isinstance(x, A.Condition) and x.kind != "played_after"]
        if afters and len(counters) <= 1 and not states:
            cond = afters[0] if len(afters) == 1 else A.Condition("any", any_of=tuple(afters))
            if not counters:
                return A.PlayRestriction("only_after", cond)
            _, counter_filter, counter = counters[0]
            if counter_filter is not None and "Reversal" in counter_filter.kinds:
                # "as a Counter (3D+ reversal)": the reversal that made it a Counter (as clauses.py pr_only)
                counter, counter_filter = A.Condition("as_counter_with", filter=counter_filter), None
            return A.PlayRestriction("only_after", cond, or_counter=True, counter_filter=counter_filter,
                                     counter=counter)
        parts = []
        for x in items:
            if isinstance(x, tuple):
                _, counter_filter, counter = x
                if counter is None and counter_filter is not None and "Reversal" in counter_filter.kinds:
                    counter = A.Condition("as_counter_with", filter=counter_filter)
                parts.append(counter if counter is not None else A.Condition("as_counter", filter=counter_filter))
            else:
                parts.append(x)
        return A.PlayRestriction("only_when", A.Condition("any", any_of=tuple(parts)))


    # -- (whenopp) states of the opponent or of a card the text named
    def c_not_have_revealed(self, c):
        """ "When your opponent does not have an Enforcer card revealed" """
        return replace(self.c_have_revealed(c), negated=True)

    def c_there_are_not(self, c):
        """ "When there is not a Venue or Pay-Per-View Event in any Ring area" """
        return A.Condition("have_cards", player="any", filter=c[0].filter, quantity=c[0].quantity, zone=c[0].zone,
                           negated=True)

    def c_card_played_from(self, c):
        """ "If the reversed Action card was played from your opponent's hand": where that card was played from
        (kind "card_played_from", `names` the card: the resolver does not read it)."""
        ref = self._ref(c[0])
        zones = next(x for x in c if isinstance(x, tuple))
        if ref != "reversed" or len(zones) != 1:
            raise ValueError("'was played from': only the reversed card, from one zone")
        return A.Condition("card_played_from", zone=zones[0], names=(ref,))

    def c_reversed_card_is(self, c):
        """ "If the card reversed is a Foreign Object card" (as "if the reversed card is ...")."""
        return A.Condition("card_is", filter=c[-1], names=("reversed",))

    def c_title_not_revealed(self, c):
        """ "When One Man Gang is not revealed" """
        return replace(self.c_title_revealed(c), negated=True)

    def c_not_extremist(self, _):
        """ "If you are not an Extremist" """
        return A.Condition("played_by", names=("Extremist",), negated=True)

    def cr_chosen(self, c):
        return _Raw("opponent's chosen" if getattr(c[0], "who", "you") == "opponent" else "chosen")

    def cr_discarded(self, _):
        return _Raw("discarded")

    def cr_removed(self, _):
        return _Raw("removed")

    def cpp_has_word(self, c):
        """ "(your next card played this turn) has 'spear' in the title" """
        return _Pred(A.CardFilter(title_words=tuple(c[0].value.split("|"))))

    def c_either_state(self, c):
        """ "When your opponent is a Tag Team or has a Corner in his ring": one state or the other (the second, with
        no subject of its own, is the first one's player's)."""
        first, second = c[0], c[-1]
        if isinstance(second, _HaveShared):
            second = A.Condition("have_cards", player=first.player, filter=second.cards.filter,
                                 quantity=second.cards.quantity, zone=second.cards.zone)
            if first.player is None:
                raise ValueError("'or has ...' after a state with no player")
        return A.Condition("any", any_of=(first, second))

    def os_have(self, c):
        return _HaveShared(c[-1])

    def cr_revealed_for(self, c):
        """ "the card revealed for your Ability" """
        return _Raw(f"revealed for {c[-1].text}")

    def cr_chosen_for(self, c):
        """ "the card chosen for your Ability", "a card chosen for your Ability" """
        return _Raw(f"chosen for {c[-1].text}")

    def sn_printed_superstar_value(self, _):
        return _Raw("stat", "printed_superstar_value")

    def c_player_is_either(self, c):
        """ "When he is a Diva or an NXT Superstar": either identity."""
        a, b = self.c_player_is(c[:2]), self.c_player_is([c[0], c[2]])
        return A.Condition("superstar_is", player=a.player, names=a.names + b.names)

    def c_player_is_names_or_either(self, c):
        """ "When you are William Regal, The Mystery Wrestler, a Chairman, or a GM": any of the names or identities."""
        names = self.c_superstar(c[:2])
        either = self.c_player_is_either([c[0], c[2], c[3]])
        return A.Condition("superstar_is", player=names.player, names=names.names + either.names)

    def c_either_is_or_has(self, c):
        """ "When your opponent is a Tag Team or has a Corner in his ring" """
        first = self.c_player_is(c[:2])
        return self.c_either_state([first, _HaveShared(c[-1])])

    def c_either_is_or_state(self, c):
        """ "When your opponent is a Legend or his Superstar Value is 5+" """
        return self.c_either_state([self.c_player_is(c[:2]), c[-1]])

    # -- "When you have no maneuvers in your Ring and 10+ lower Fortitude": the second thing held is the
    # first state's player's ("you have" not said again)
    def ha_compare(self, c):
        return ("again", self.c_compare_short, list(c))

    def ha_compare_desc(self, c):
        return ("again", self.c_compare_desc, list(c))

    def ha_none(self, c):
        return ("again", self.c_have_none, list(c))

    def ha_have_not(self, c):
        """ "... and do not have a maneuver with 'Desperate' in the title in your Ring" (the same player)"""
        return ("again", self.c_have_not, [x for x in c if isinstance(x, A.Cards)])

    def ha_have_in(self, c):
        """ "... and a Stipulation card in your Ring area" (the same player has one there)"""
        return ("again", self._have_one_in, list(c))

    def _have_one_in(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        f = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        return A.Condition("have_cards", player=c[0].who, filter=filter_from_desc(f.value), quantity=A.Quantity(count=1),
                           zone=self._one_zone(zones))

    def c_compare_n_fortitude_than(self, c):
        """ "when you have 5 or more Fortitude lower than your opponent" (as "5+ lower Fortitude")"""
        players = [x for x in c if isinstance(x, _P)]
        if len(players) != 2 or players[0].who == players[1].who:
            raise ValueError("'N or more Fortitude lower than <player>': not the other player")
        return A.Condition("compare", player=players[0].who, stat="fortitude_rating",
                           comparison=next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp"),
                           amount=next(x for x in c if isinstance(x, int)))

    def c_more_than_copies_in_zone(self, c):
        """ "if more than 1 copy of the card titled X is in your Ring area": at least N + 1 of them there (the zone's
        owner has them)"""
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if isinstance(x, A.CardFilter))
        zone = self._one_zone(next(x for x in c if isinstance(x, tuple)))
        return A.Condition("have_cards", player=zone.owner, filter=f, quantity=A.Quantity(count=n + 1, at_least=True),
                           zone=zone)

    def c_compare_both(self, c):
        """ "When your Fortitude Rating and Superstar Value are greater than your opponent's Fortitude Rating and
        Superstar Value": both comparisons hold (the same two values on both sides)"""
        owners = [x.who for x in c if isinstance(x, _Owner)]
        stats = [x.value for x in c if isinstance(x, _Raw) and x.kind == "stat"]
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        if len(owners) != 2 or owners[0] == owners[1] or len(stats) != 4 or stats[:2] != stats[2:] \
                or stats[0] == stats[1]:
            raise ValueError("'A and B are greater than his A and B': not the same two values of the other player")
        return A.Condition("all", all_of=tuple(A.Condition("compare", player=owners[0], stat=s, comparison=cmp)
                                               for s in stats[:2]))

    def req_have_at_least(self, c):
        """ "Requirement: You have at least 15 lower Fortitude and fewer maneuvers in Ring." (as "Requirement: At least
        15 Less Fortitude", and the second part the same player has, as "when you have ... and ...")"""
        again = next((x for x in c if isinstance(x, tuple) and x and x[0] == "again"), None)
        first = self.c_compare_short([x for x in c if x is not again])
        if first.player != "you":
            raise ValueError("'Requirement: <player> has ...' of another player")
        name = f"At Least {first.amount} " + _REQ_NAMES.get((first.comparison, first.stat),
                                                           f"{first.comparison} {first.stat}")
        if again is None:
            return A.Requirement(name, first)
        cond = self.condition_and_again([first, again])
        second = cond.all_of[-1]
        if second.kind == "compare" and second.filter is not None:
            f = second.filter
            part = f"{'More' if second.comparison == 'greater' else 'Fewer'} {' '.join(f.traits + f.kinds)}" + \
                (f" in {second.zone.name.title()}" if second.zone is not None else "")
        elif second.kind == "have_cards" and second.negated:
            part = "No " + " ".join(second.filter.traits + second.filter.kinds) + \
                (f" with '{second.filter.title_words[0]}' in the Title" if second.filter.title_words else "") + \
                (f" in {second.zone.name.title()}" if second.zone is not None else "")
        else:
            part = _REQ_NAMES.get((second.comparison, second.stat), f"{second.kind}")
        return A.Requirement(f"{name} and {part}", cond)

    def condition_and_again(self, c):
        """ "When you have greater Fortitude and more cards in hand" (both hold: Condition "all"; the player of the
        second part is the first one's, which must be a "have" state of a player)."""
        first, (_, build, rest) = c[0], c[-1]
        if first.kind not in ("have_cards", "compare", "compare_by") or first.player not in ("you", "opponent"):
            raise ValueError("'and <thing held>' after a state that is not what a player has")
        if build == self._have_one_in:
            # "when you have a Feud and a Stipulation card in your Ring area": both there
            if first.kind != "have_cards" or first.negated or first.zone is not None:
                raise ValueError("'X and a Y in <zone>' after other than cards held anywhere")
            second = build([_P(first.player)] + rest)
            return self.condition_and([replace(first, zone=second.zone), second])
        return self.condition_and([first, build([_P(first.player)] + rest)])

    def condition_or_again(self, c):
        """ "when you have 5+ lower Fortitude or 30- cards in Arsenal" (either holds: Condition "any"; the player of the
        second part is the first one's, which must be a "have" state of a player)."""
        first, (_, build, rest) = c[0], c[-1]
        if first.kind not in ("have_cards", "compare", "compare_by") or first.player not in ("you", "opponent"):
            raise ValueError("'or <thing held>' after a state that is not what a player has")
        return A.Condition("any", any_of=(first, build([_P(first.player)] + rest)))

    def ha_at_most_in(self, c):
        """ "... or 30- cards in Arsenal" (the same player has at most that many there)"""
        return ("again", self._have_at_most_in, list(c))

    def _have_at_most_in(self, c):
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Condition("have_cards", player=c[0].who, filter=filter_from_desc(f.value),
                           quantity=A.Quantity(count=n, up_to=True), zone=self._one_zone(zones))

    def c_have_none_any(self, c):
        """ "When you have no Revolution cards or Pre-match D:1+ cards in your Ring": none of either kind there."""
        filters = [x.value[0] for x in c if isinstance(x, _Raw) and x.kind == "filter"]
        zones = next((x for x in c if isinstance(x, tuple)), ())
        alternatives = tuple(a for f in filters for a in (f.alternatives or (f,)))
        return A.Condition("have_cards", player=c[0].who, filter=A.CardFilter(alternatives=alternatives),
                           quantity=A.Quantity(count=0), zone=self._one_zone(zones))

    def c_have_fortitude_at_least(self, c):
        """ "your opponent has 15 or greater Fortitude": his Fortitude Rating is at least 15."""
        n = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_range", player=c[0].who, stat="fortitude_rating", comparison="greater_or_equal",
                           amount=n)

    def c_previous_met(self, _):
        """ "when it is, this card is -7F": the condition the text named before is met (as "when it is not", not
        negated)."""
        return A.Condition("previous_condition")



def _merge(main: A.CardFilter, rel: A.CardFilter) -> A.CardFilter:
    """ "cards that are Chain, Heat, or Volley maneuvers": what the relative clause says narrows the card.
    Only what both can say at once is read; anything else is left unread (ValueError)."""
    heads = {"Card", "Maneuver"}
    if rel.alternatives:
        if main.alternatives:
            raise ValueError("alternatives on both sides of 'that is'")
        shared = _merge(main, replace(rel, alternatives=()))
        return replace(shared, alternatives=tuple(_merge(A.CardFilter(), alt) for alt in rel.alternatives))
    if main.alternatives:
        # "any common or uncommon card that is a Strike, Grapple, or Action card": each choice is narrowed (a
        # choice is a complete description; narrowing only the shared part lost the clause where the choices are
        # read one by one, as a reversal's targets)
        shared = _merge(replace(main, alternatives=()), rel)
        return replace(shared, alternatives=tuple(_merge(alt, rel) for alt in main.alternatives))
    kinds = main.kinds
    if rel.kinds and not set(rel.kinds) <= heads:
        if main.kinds and not set(main.kinds) <= heads:
            raise ValueError("two precise kinds in 'X that is Y'")
        kinds = rel.kinds
    for name in ("damage", "fortitude"):
        if getattr(rel, name) is not None and getattr(main, name) is not None:
            raise ValueError("two ranges in 'X that is Y'")
    return replace(main, kinds=kinds, traits=tuple(dict.fromkeys(main.traits + rel.traits)),
                   excludes=tuple(dict.fromkeys(main.excludes + rel.excludes)),
                   all_kinds=tuple(dict.fromkeys(main.all_kinds + rel.all_kinds)),
                   damage=main.damage or rel.damage, fortitude=main.fortitude or rel.fortitude,
                   qualifiers=tuple(dict.fromkeys(main.qualifiers + rel.qualifiers)),
                   title_words=tuple(dict.fromkeys(main.title_words + rel.title_words)))


def _negate(rel: A.CardFilter) -> tuple[str, ...]:
    """ "that is not a Set-up card" -> exclude Set-up; "that are not Chain or Heat" -> exclude both.
    Only kinds and traits can be excluded; a range or a title is left unread (ValueError)."""
    parts = rel.alternatives or (rel,)
    out: list[str] = []
    for p in parts:
        if p.qualifiers == ("hybrid",) and p.kinds in ((), ("Card",)):
            # "that are not Chain, Heat, Volley, Multi, Revolution, or hybrid": "hybrid" excluded as "non-hybrid" is
            p = replace(p, kinds=("Hybrid",), qualifiers=())
        if p.damage or p.fortitude or p.titled or p.title_words or p.excludes or p.alternatives or p.qualifiers:
            raise ValueError("'that is not' + more than kinds and traits")
        out.extend(k for k in p.kinds + p.all_kinds if k not in ("Card", "Maneuver"))
        out.extend(p.traits)
    if rel.alternatives:
        out.extend(k for k in rel.kinds if k not in ("Card", "Maneuver"))
        out.extend(rel.traits)
    if not out:
        raise ValueError("'that is not a card'")
    return tuple(dict.fromkeys(out))


def _negate_filter(main: A.CardFilter, rel: A.CardFilter) -> A.CardFilter:
    """ "any ACTION card that is not a Set-up card": `main` without what `rel` names (`_negate`).  A clause that names
    a Fortitude or a "non-" word with the kind, "that is not an F: 0 maneuver", "that are not non-hybrid reversals",
    is not all of them at once: any card that lacks one of them (one choice each; `_not_all_of`)."""
    if main.alternatives:
        raise ValueError("'that is not' after a list of choices")
    try:
        excluded = _negate(rel)
    except ValueError:
        return _not_all_of(main, rel)
    return replace(main, excludes=tuple(dict.fromkeys(main.excludes + excluded)))


def _not_all_of(main: A.CardFilter, rel: A.CardFilter) -> A.CardFilter:
    """ "1 card that is not an F: 0 maneuver" -> a non-maneuver card, or a non-F:0 card; "cards that are not non-hybrid
    reversals" -> a hybrid card, or a non-reversal card.  Only an exact Fortitude, the kinds, the traits and "non-hybrid"
    are read (else ValueError)."""
    if rel.alternatives or rel.damage or rel.titled or rel.title_words or rel.qualifiers or rel.all_kinds:
        raise ValueError("'that is not' + more than a kind, traits and a Fortitude")
    choices = []
    f = rel.fortitude
    if f is not None:
        if f.low is None or f.low != f.high or f.printed:
            raise ValueError("'that is not' + a Fortitude range")
        choices.append(replace(main, excludes=main.excludes + (f"F:{f.low}",)))
    kinds = tuple(k for k in rel.kinds if k != "Card" and k not in main.kinds)
    if kinds:
        choices.append(replace(main, excludes=tuple(dict.fromkeys(main.excludes + kinds))))
    for t in rel.traits:
        choices.append(replace(main, excludes=main.excludes + (t,)))
    for x in rel.excludes:
        if x != "Hybrid":
            raise ValueError("'that is not non-X': only non-hybrid is read")
        choices.append(replace(main, qualifiers=main.qualifiers + ("hybrid",)))
    if not choices:
        raise ValueError("'that is not a card'")
    return choices[0] if len(choices) == 1 else A.CardFilter(alternatives=tuple(choices))


def _with_kind(pred: A.CardFilter, subject: A.CardFilter) -> A.CardFilter:
    """What the subject names stays true of the card: "your next Pre-match card played is Raw" is a Raw
    Pre-match card; "your next non-reversal card is a maneuver" keeps "non-reversal".  A predicate that
    names its own kind ("your next maneuver is a Strike") is the more precise one and is kept."""
    if pred.alternatives:
        return replace(pred, alternatives=tuple(_with_kind(a, subject) for a in pred.alternatives))
    kinds = pred.kinds
    if not kinds and not pred.titled and subject.kinds != ("Card",):
        kinds = subject.kinds
    return replace(pred, kinds=kinds, excludes=tuple(dict.fromkeys(pred.excludes + subject.excludes)),
                   played_from=pred.played_from or subject.played_from)    # "your next card played from your hand"
