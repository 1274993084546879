"""Transformer methods for `grammar/virtual.lark`: Virtual keyword actions (FAQ Glossary: Bury, Recover, Hide, Flip, Stack, Promo, Arsenal Search, Allegiance, ACE).

`VirtualBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/virtual.lark`.
"""
from __future__ import annotations

from dataclasses import replace

from . import ast as A  # noqa: F401
from .parts import _Adj, _Owner, _P, _Post, _Raw, filter_from_desc
from . import virtual_ast as N  # noqa: F401


def _raw(kind, value=None):
    return _Raw(kind, value)


def _is_raw(x, kind=None):
    return isinstance(x, _Raw) and (kind is None or x.kind == kind)


def _filter(groups, qualifiers=()):
    f = filter_from_desc(groups)
    if qualifiers:
        f = A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + tuple(qualifiers)})
    return f


class _TeamRole:
    """ "inactive" / "active": a partner's role in a tag team match (read by the team rules below)."""

    def __init__(self, role):
        self.role = role


class TeamBuild:
    """Tag team roles (grammar/virtual.lark, "Tag team matches")."""

    def team_inactive(self, _):
        return _TeamRole("inactive")

    def team_desc(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(traits=("Active",)):
            raise ValueError("a team role is 'active' or 'inactive'")
        return _TeamRole("active")

    def team_quoted(self, c):
        role = c[0].value.strip().lower()
        if role not in ("active", "inactive"):
            raise ValueError("a team role is 'active' or 'inactive'")
        return _TeamRole(role)

    def team_partner(self, c):
        return next(x for x in c if isinstance(x, _TeamRole))

    team_opponent = team_partner

    def c_team_role(self, c):
        who = next((x.who for x in c if isinstance(x, _P)), "you")
        role = next(x for x in c if isinstance(x, _TeamRole)).role
        return A.Condition("team_role", player=who, names=(role,))

    def pr_team_self(self, c):
        """ "Can only be played by an inactive partner": the player of this card is his team's inactive partner."""
        role = next(x for x in c if isinstance(x, _TeamRole)).role
        cond = A.Condition("team_role", player="you", names=(role,))
        more = next((x for x in c if isinstance(x, A.Condition)), None)
        return A.PlayRestriction("only_when", A.Condition("all", all_of=(cond, more)) if more else cond)

    def pr_team_opponent(self, c):
        """ "Can only be played against an inactive opponent"."""
        role = next(x for x in c if isinstance(x, _TeamRole)).role
        return A.PlayRestriction("only_when", A.Condition("team_role", player="opponent", names=(role,)))


class VirtualBuild(TeamBuild):
    """Mixin: virtual rules -> AST."""

    # -- what moves to the Arsenal
    def _arsenal_move(self, node_type, x, player="you"):
        if _is_raw(x, "hand_of"):
            return node_type(player, hand_of=x.value)
        if _is_raw(x, "it") or _is_raw(x, "this") or _is_raw(x, "reversed_card"):
            # "Bury this card" / "Bury it" / "Bury them": the card(s) the text is about
            if x.kind == "this":
                return node_type(player, this_card=True)
            return node_type(player, A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=(x.kind,))))
        cards, this = self._cards_or_this(x)
        return node_type(player, cards, this)

    def aw_hand(self, c):
        return _raw("hand_of", c[0].who)

    def aw_hands_each(self, _):
        return _raw("hand_of", "each")

    def arsenal_what(self, c):
        return c[0]

    def bury(self, c):
        return self._arsenal_move(N.Bury, c[0])

    def bury_random(self, c):
        q = c[0].quantity
        return N.Bury("you", A.Cards(A.Quantity(q.count, q.up_to, q.at_least, q.any_number, q.all, True),
                                     c[0].filter, c[0].zone))

    def recover(self, c):
        return self._arsenal_move(N.Recover, c[0])

    def stack(self, c):
        return self._arsenal_move(N.Stack, c[0])

    def recover_equal(self, c):
        """ "Recover RFG cards equal to the number of your opponent's Unique Ring cards": the count is
        Quantity.equal_to (as "draw cards equal to ...")."""
        return N.Recover("you", A.Cards(A.Quantity(count=None, equal_to=c[-1]), filter_from_desc(c[0].value)))

    def stack_or_bury(self, c):
        return N.StackOrBury("you")

    # -- Flip
    def flip_what(self, c):
        return c[0]

    def face_down(self, _):
        return _raw("face", "down")

    def face_up(self, _):
        return _raw("face", "up")

    def face_over(self, _):
        return _raw("face", None)

    def face_either(self, _):
        return _raw("face", "either")

    def flip(self, c):
        face = next((x.value for x in c[1:] if _is_raw(x, "face")), None)
        what = c[0]
        if _is_raw(what, "this"):
            return N.Flip("you", this_card=True, face=face)
        if _is_raw(what):
            return N.Flip("you", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=(what.kind,))), face=face)
        return N.Flip("you", what, face=face)

    def flip_over(self, c):
        return self.flip(c)

    def put_face(self, c):
        """ "put 1 card in your hand under The Selfie Stick face-down": the move, then the cards moved turned face-down
        (or face-up) where they lie."""
        move, face = c[0], c[-1]
        if not isinstance(move, A.MoveCards) or face.value not in ("down", "up"):
            raise ValueError("'face-down' after a put of several moves / 'over'")
        if move.this_card and move.cards is None:
            turned = N.Flip(move.player, this_card=True, face=face.value)
        else:
            turned = N.Flip(move.player, A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",))),
                            face=face.value)
        return A.Sequence((move, turned))

    # -- "Ringside Search 1 maneuver"
    def ringside_search(self, c):
        return A.Search("you", (A.Zone("ringside", "you"),), c[0])

    # -- Activate (FAQ Glossary "Activate/Activating")
    def _activated_filter(self, x):
        if isinstance(x, A.Cards):
            return x.filter
        return A.CardFilter(qualifiers=("this card",) if _is_raw(x, "this") else (x.kind,))

    def activated_what(self, c):
        return c[0]

    def activate_verb(self, _):
        return None

    def _activate(self, c, result=None):
        who = next(x.who for x in c if isinstance(x, _P))
        f = self._activated_filter(c[-1])
        if result:
            f = A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + (result,)})
        return A.Trigger("when_player_activates", by=who, filter=f)

    def activate_event(self, c):
        return self._activate(c)

    def activate_event_ok(self, c):
        return self._activate(c, "successfully activated")

    def activate_event_failed(self, c):
        return self._activate(c, "unsuccessfully activated")

    def t_activated(self, _):
        return A.Trigger("when_activated")

    def t_activated_unsuccessfully(self, _):
        return A.Trigger("when_activated", filter=A.CardFilter(qualifiers=("unsuccessfully activated",)))

    def prohibit_activate(self, c):
        duration = c[2] if len(c) > 2 else None
        return A.Prohibition(c[0].who, "activate", c[1].filter, duration)

    def _c_activated(self, c, negated):
        who = next(x.who for x in c if isinstance(x, _P))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("activated_this_turn", player=who, filter=cards.filter, quantity=cards.quantity,
                           negated=negated)

    def c_activated(self, c):
        return self._c_activated(c, False)

    def c_activated_ace(self, c):
        """"When you have activated a Superstar-specific ACE this turn": the player activated the Activated Card
        Effect of such a card (as "you have activated a Superstar-specific card this turn")."""
        who = next(x.who for x in c if isinstance(x, _P))
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return A.Condition("activated_this_turn", player=who, filter=filter_from_desc(raw.value),
                           quantity=A.Quantity(count=1))

    def c_not_activated(self, c):
        return self._c_activated(c, True)

    # -- hooks in clauses.lark (`trigger: ... | virtual_trigger -> v_trigger`, `state: ... | virtual_state -> v_state`)
    def v_trigger(self, c):
        return c[0]

    def v_state(self, c):
        return c[0]

    # -- Allegiance
    def v_requirement(self, c):
        return c[0]

    @staticmethod
    def _allegiance_kind(raw):
        """The DESC before ':' must be the word Allegiance (any other "X: Y" is not read here)."""
        f = _filter(raw.value)
        if f != A.CardFilter(kinds=("Allegiance",)):
            raise ValueError("not an Allegiance")

    def al_desc(self, c):
        f = _filter(c[0].value)
        names = f.traits + f.kinds
        if len(names) != 1 or f.excludes or f.qualifiers:
            raise ValueError("an Allegiance is one name")
        return names[0]

    def al_wwe(self, _):
        return "WWE"

    def al_wwf(self, _):
        return "WWF"

    def al_none(self, _):
        return "None"

    def al_mcmahonism(self, _):
        return "McMahonism"

    def allegiance_names(self, c):
        return tuple(c)

    def req_allegiance(self, c):
        self._allegiance_kind(c[0])
        name = c[-1]
        return A.Requirement(f"Allegiance: {name}", A.Condition("allegiance", player="you", names=(name,)))

    def c_allegiance(self, c):
        self._allegiance_kind(c[1])
        who = next(x.who for x in c if isinstance(x, _P))
        return A.Condition("allegiance", player=who, names=(c[-1],))

    def c_allegiance_is(self, c):
        f, _, adjs = c[1].value
        if f != A.CardFilter(kinds=("Allegiance",)) or adjs:
            raise ValueError("not an Allegiance")
        return A.Condition("allegiance", player=c[0].who, names=(c[-1],))

    def has_allegiance(self, c):
        who = next((x.who for x in c if isinstance(x, _P)), "you")
        raw = next(x for x in c if _is_raw(x, "desc"))
        self._allegiance_kind(raw)
        names = next(x for x in c if isinstance(x, tuple))
        purpose = c[-1] if isinstance(c[-1], str) else None
        return N.HasAllegiance(who, names, purpose)

    # -- Hidden
    def _hidden_filter(self, x):
        if _is_raw(x, "title") or _is_raw(x, "superstar"):
            return A.CardFilter(titled=tuple(x.value.split("|")))
        if _is_raw(x, "this"):
            return None
        return A.CardFilter(qualifiers=(x.kind,))

    def t_not_hidden(self, c):
        return A.Trigger("while_not_hidden", filter=self._hidden_filter(c[0]))

    def t_hidden_and(self, c):
        return ("multi", A.Trigger("while_hidden", filter=self._hidden_filter(c[0])), c[-1])

    def adj_hidden(self, _):
        return _Adj("hidden")

    def adj_blank(self, _):
        """ "any blank card" : a card whose text is blank."""
        return _Adj("blank")

    def v_keyword(self, c):
        return c[0]

    def k_always_hidden(self, c):
        if c[0] != A.Scope("this"):
            raise ValueError("only 'this card is always considered to be hidden' is a keyword")
        return A.Keyword("Always hidden")

    def k_unblankable_unhideable(self, _):
        return A.Keyword("Cannot be blanked or hidden")

    # -- Flipped
    def _flip_event(self, what, face, player="any"):
        if _is_raw(what, "this"):
            return N.Flip(player, this_card=True, face=face)
        if _is_raw(what):
            return N.Flip(player, A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=(what.kind,))), face=face)
        return N.Flip(player, what, face=face)

    def t_flipped(self, c):
        return A.Trigger("when_flipped", event=self._flip_event(c[0], c[-1].value))

    def promo_var(self, c):
        """ "Promo: #": the count is the card's "#" (bound by the sentence's "where # is ...")."""
        return A.Promo("you", c[0])

    def t_would_flip(self, c):
        return A.Trigger("when_would", event=self._flip_event(c[0], c[-1].value))

    def t_player_flips(self, c):
        face = c[-1].value if _is_raw(c[-1], "face") else None
        who = c[0].who
        return A.Trigger("when_flipped", by=who, event=self._flip_event(c[1], face, who))

    # -- "When you Promo"
    def t_promo(self, c):
        purpose = c[-1] if isinstance(c[-1], str) else None
        return A.Trigger("when_player_promos", by=c[0].who,
                         filter=A.CardFilter(qualifiers=(f"for {purpose}",)) if purpose else None)

    # -- "In Ring:" header
    def t_zone_header(self, c):
        zones = tuple(A.Zone(name, "you") for name in c)
        if len(zones) == 1:
            kind = "while_in_ring" if zones[0].name == "ring" else "while_in_zone"
            return A.Trigger(kind, zones[0])
        return A.Trigger("while_in_zone", zones[0],
                         filter=A.CardFilter(qualifiers=tuple(f"in you {z.name}" for z in zones)))

    def v_post(self, c):
        return c[0]

    def lw_this(self, c):
        return "this card" if _is_raw(c[0], "this") else "that card"

    def lw_title(self, c):
        return c[-1].value.replace("|", " or ")

    def lw_ability(self, c):
        return {"you": "your", "opponent": "his"}.get(c[0].who, "any") + " Ability"

    def post_not_chosen(self, _):
        """"Bury 1- cards not chosen" (after a Promo: the looked-at cards not put into the hand)."""
        return _Post(qualifiers=("not chosen",))

    def post_listed(self, c):
        return _Post(qualifiers=(f"listed on {c[-1]}",))

    # -- "Arsenal/Ringside Search 1 card"
    def sz_arsenal(self, _):
        return A.Zone("arsenal", "you")

    def sz_ringside(self, _):
        return A.Zone("ringside", "you")

    def sz_rfg(self, _):
        return A.Zone("game", "you")

    def sz_ring(self, _):
        return A.Zone("ring", "you")

    def multi_zone_search(self, c):
        zones = tuple(x for x in c if isinstance(x, A.Zone))
        what = c[-1]
        if isinstance(what, A.Cards):
            return A.Search("you", zones, what)
        return A.Search("you", zones, A.Cards(A.Quantity(count=1), A.CardFilter(
            qualifiers=("this card",) if _is_raw(what, "this") else (what.kind,))))

    def k_always_revealed(self, c):
        if c[0] != A.Scope("this"):
            raise ValueError("only 'this card is always considered revealed' is a keyword")
        return A.Keyword("Always revealed")

    # -- "your top 3 Arsenal cards"
    def v_cards(self, c):
        return c[0]

    def _end_cards(self, c, position):
        n = next((x for x in c if isinstance(x, int)), 1)
        raw = next(x for x in c if _is_raw(x, "desc"))
        f = _filter(raw.value)
        if f != A.CardFilter(kinds=("Card",), qualifiers=("in arsenal",)):
            raise ValueError("'your top N ...' is read for Arsenal cards only")
        return A.Cards(A.Quantity(count=n), A.CardFilter(kinds=("Card",)), A.Zone("arsenal", c[0].who, position))

    def top_cards(self, c):
        return self._end_cards(c, "top")

    def bottom_cards(self, c):
        return self._end_cards(c, "bottom")

    def substitute(self, c):
        return N.Substitute(c[0], c[-1])

    # -- "draw 1", "discard 2", "overturn 1": a number of cards, the noun left out
    @staticmethod
    def _bare(q):
        """a count ("1", "3-", "up to 2", "that many"), not "all" / "any number" / an article"""
        if q.all or q.any_number or (q.count is None and q.equal_to is None and q.variable is None):
            raise ValueError("a bare count needs a number")
        return q

    def draw_bare(self, c):
        return A.Draw("you", self._bare(c[0]))

    def discard_bare(self, c):
        return A.Discard("you", self._bare(c[0]), A.CardFilter(kinds=("Card",)))

    def discard_bare_random(self, c):
        """ "you may randomly discard 1": as "randomly discard 1 card"."""
        return A.Discard("you", replace(self._bare(c[0]), random=True), A.CardFilter(kinds=("Card",)))

    def overturn_bare(self, c):
        return A.Overturn("you", self._bare(c[0]))

    def prohibit_flip(self, c):
        face = next((x.value for x in c if _is_raw(x, "face")), None)
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Prohibition(c[0].who, "flip " + (f"face-{face}" if face in ("up", "down") else "over"),
                             cards.filter)

    # -- "discard 1 less card for your Ability"
    def cd_less(self, _):
        return _raw("dir", -1)

    def cd_more(self, _):
        return _raw("dir", 1)

    def cf_purpose(self, c):
        return _raw("purpose", c[0] if isinstance(c[0], str) else str(c[0]))

    def cf_trait(self, c):
        f = _filter(c[0].value)
        if len(f.traits) != 1 or f.kinds not in ((), ("Card",)):
            raise ValueError("'for the X trait' names one trait")
        return _raw("purpose", f"the {f.traits[0]} trait")

    def cf_not_playing(self, c):
        f = _filter(c[0].value)
        return _raw("purpose", "not playing a " + "/".join(f.kinds or ("card",)))

    def cf_activate_own(self, c):
        owner = next(x.who for x in c if isinstance(x, _Owner))
        word = {"you": "your", "opponent": "his"}.get(owner, "any")
        raw = next((x for x in c if _is_raw(x, "desc")), None)
        if raw is None:
            return _raw("purpose", f"Activate {word} Ability")
        f = _filter(raw.value)
        return _raw("purpose", f"Activate {word} " + " ".join(f.traits + f.kinds))

    def cf_activate_title(self, c):
        title = next(x for x in c if _is_raw(x, "title"))
        return _raw("purpose", f"Activate {title.value}")

    def _cost(self, c, actions):
        n = next(x for x in c if isinstance(x, int))
        direction = next(x.value for x in c if _is_raw(x, "dir"))
        raw = next(x for x in c if _is_raw(x, "desc"))
        if _filter(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("a cost counts cards")
        purpose = next((x.value for x in c if _is_raw(x, "purpose")), None)
        return N.CostChange("you", actions, direction * n, purpose)

    def cost_discard(self, c):
        return self._cost(c, ("discard",))

    def cost_overturn(self, c):
        return self._cost(c, ("overturn",))

    def cost_discard_overturn(self, c):
        return self._cost(c, ("discard", "overturn"))

    def cost_overturn_min(self, c):
        """ "overturn 2 less cards for The NXT Breakout Star (to a minimum of 1)": the cost changed, and the cards
        overturned for it never fewer than the last number (CountChange minimum)."""
        cost = self._cost(c[:-1], ("overturn",))
        f = A.CardFilter(kinds=("Card",), qualifiers=("overturned",))
        from .desc_ast import CountChange
        return A.Sequence((cost, CountChange(A.Cards(A.Quantity(all=True), f), cost.purpose, minimum=c[-1])))

    def cost_remove(self, c):
        return self._cost(c, ("remove",))

    def regardless(self, c):
        effect = c[0]
        return N.Regardless(effect, getattr(effect, "player", "you"))

    def capped(self, c):
        effect = c[0]
        n = next(x for x in c[1:] if isinstance(x, int))
        return N.Capped(effect, n, getattr(effect, "player", "you"))

    def capped_change(self, c):
        """"-5F for each Title Belt in your Ring (maximum -10F)": at most as many cards counted as reach that total
        (-10F / -5F: 2 Title Belts)."""
        effect = c[0]
        cap = [A.StatChange(stat, amount, multiply=m) for m, amount, stat in c[1].value]
        inner = getattr(effect, "effect", None)
        if not isinstance(effect, A.ForEach) or not isinstance(inner, A.Modifier) or len(inner.changes) != 1 \
                or len(cap) != 1:
            raise ValueError("'(maximum <change>)' only on one change for each card")
        (per,), (total,) = inner.changes, cap
        if per.stat != total.stat or per.multiply or total.multiply or per.set_to or not per.amount \
                or total.amount * per.amount <= 0 or total.amount % per.amount:
            raise ValueError("'(maximum <change>)' not a whole number of the change for each card")
        return N.Capped(effect, total.amount // per.amount, getattr(effect, "player", "you"))


    # -- "discard 1 card (when you have fewer cards in hand, 2 cards)": a bracketed alternative
    @staticmethod
    def _plain(f):
        """ "2 cards", "2 random cards", "any 3 cards": no filter of their own"""
        return (f.kinds in ((), ("Card",)) and set(f.qualifiers) <= {"random"}
                and A.CardFilter(**{**f.__dict__, "kinds": (), "qualifiers": ()}) == A.CardFilter())

    def _alt_filter(self, orig, alt):
        """the alternative's cards: "2 cards" counts the same cards, "any 3 cards" / "any non-Unique card" others"""
        if not self._plain(alt.filter):
            return alt.filter
        if "random" in alt.filter.qualifiers and "random" not in orig.qualifiers:
            return A.CardFilter(**{**orig.__dict__, "qualifiers": orig.qualifiers + ("random",)})
        return orig

    def _swap_cards(self, effect, alt):
        """`effect` done with the alternative's cards (its count, and its filter when it names one).  A bare number
        replaces only the number: "draw up to 1 card (2 cards when ...)" is up to 2 cards."""
        from dataclasses import fields, replace
        q = alt.quantity
        orig_q = getattr(effect, "quantity", None) or getattr(getattr(effect, "cards", None), "quantity", None)
        if q.count is not None and q == A.Quantity(count=q.count) and isinstance(orig_q, A.Quantity) \
                and orig_q.count is not None:
            alt = A.Cards(replace(orig_q, count=q.count), alt.filter, alt.zone)
        names = {f.name for f in fields(effect)}
        if "cards" in names and isinstance(effect.cards, A.Cards):
            orig = effect.cards
            return replace(effect, cards=A.Cards(alt.quantity, self._alt_filter(orig.filter, alt),
                                                 alt.zone or orig.zone))
        if "quantity" in names and isinstance(effect.quantity, A.Quantity):
            if "filter" in names and isinstance(effect.filter, A.CardFilter):
                if alt.zone is not None:
                    raise ValueError("'(when X, N cards from Y)': the alternative names another place")
                return replace(effect, quantity=alt.quantity, filter=self._alt_filter(effect.filter, alt))
            if not self._plain(alt.filter) or alt.zone is not None:
                raise ValueError("'(when X, N cards)': the action counts cards only")
            return replace(effect, quantity=alt.quantity)
        raise ValueError("'(when X, N cards)': the action counts no cards")

    def _when_alt(self, effect, state, alternative, kind):
        if not isinstance(state, A.Condition):
            raise ValueError("'(when X, ...)': no state")
        return N.WhenAlternative(effect, state, alternative, kind, getattr(effect, "player", "you"))

    def paren_alt_cards(self, c):
        effect, state, alt = c[0], c[1], c[-1]
        return self._when_alt(effect, state, self._swap_cards(effect, alt), "cards")

    def paren_alt_count(self, c):
        effect, state, q = c[0], c[1], c[-1]
        return self._when_alt(effect, state, self._swap_cards(effect, A.Cards(q, A.CardFilter(kinds=("Card",)))),
                              "cards")

    def paren_alt_random(self, c):
        effect, state = c[0], c[1]
        if not isinstance(effect, A.Discard):
            raise ValueError("'(when X, he discards randomly)': not a discard")
        q = effect.quantity
        alt = A.Discard(effect.player, A.Quantity(**{**q.__dict__, "random": True}),
                        A.CardFilter(**{**effect.filter.__dict__,
                                        "qualifiers": tuple(dict.fromkeys(effect.filter.qualifiers + ("random",)))}),
                        effect.this_card, effect.zone)
        return self._when_alt(effect, state, alt, "cards")

    def paren_alt_effect(self, c):
        effect, state, alt = c[0], c[1], c[-1]
        return self._when_alt(effect, state, alt, "effect")

    def alt_any(self, c):
        """ "(when you have lower Fortitude, any non-Unique card)": one card of those"""
        return self.cards([A.Quantity(count=1), c[-1]])

    def _swap_zone(self, effect, zone):
        """`effect` moving its cards to `zone` instead"""
        from dataclasses import replace
        from .triggers_ast import Instead
        if isinstance(effect, Instead):
            return replace(effect, effect=self._swap_zone(effect.effect, zone))
        if not isinstance(effect, A.MoveCards):
            raise ValueError("'(when X, into Y)': the action moves no cards")
        return replace(effect, destination=zone)

    def paren_alt_zone(self, c):
        effect, state, zone = c[0], c[1], c[-1]
        return self._when_alt(effect, state, self._swap_zone(effect, zone), "cards")

    def paren_alt_cards_after(self, c):
        return self.paren_alt_cards([c[0], c[2], c[1]])

    def paren_alt_count_after(self, c):
        return self.paren_alt_count([c[0], c[2], c[1]])

    # -- "(# = total Stun Value in your Ring + 1)"
    def var_def_paren(self, c):
        from . import continuous_ast as C
        value = next(x for x in c if isinstance(x, C.VariableValue))
        maximum = next((x for x in c if isinstance(x, int)), None)
        return C.VariableDefinition(value, maximum)

    def pv_stun_value_offset(self, c):
        from dataclasses import replace
        (is_mult, amount, stat), *rest = c[-1].value
        if rest or is_mult or stat is not None:
            raise ValueError("only a plain '+N' / '-N' offsets a variable value")
        return replace(self.vb_stun_value(c[:-1]), offset=amount)

    def pv_printed_stat(self, c):
        from dataclasses import replace
        return replace(self.vb_player_stat(c), printed=True)

    def var_def_paren_rounded(self, c):
        """ "(# = half the damage of the maneuver, rounded down.)": the rounding of a halved value"""
        from dataclasses import replace
        from . import continuous_ast as C
        value = next(x for x in c if isinstance(x, C.VariableValue))
        rounding = next(x.value for x in c if getattr(x, "kind", None) == "rounding")
        if value.divide == 1 or value.rounding is not None:
            raise ValueError("', rounded down' after a value that is not halved")
        return C.VariableDefinition(replace(value, rounding=rounding))

    def pv_half_count(self, c):
        """ "(# = half their Hand cards, rounded down)": half the number of those cards"""
        from dataclasses import replace
        return replace(self.vb_count(c), divide=2)

    # -- "choose 1 different Enforcer for your opponent"
    def ew_player(self, c):
        return (c[0].who,)

    def ew_either(self, c):
        return ("you", c[-1].who)

    def ew_him(self, _):
        return ("opponent",)

    def choose_enforcer_for(self, c):
        from . import actions_ast as AA
        choose, whom = c[0], c[-1]
        if not isinstance(choose, A.Choose) or choose.cards is None:
            raise ValueError("'X for your opponent' reads 'choose 1 different Enforcer' only")
        cards = choose.cards
        f = cards.filter
        if f.kinds != ("Enforcer",) or f.traits or f.excludes or cards.quantity.count != 1 or \
                set(f.qualifiers) - {"different"} or cards.zone is not None:
            raise ValueError("'choose X for Y' reads one different Enforcer only")
        if whom == ("you",):
            # "he may ... choose a different Enforcer for you": the chooser is set on the clause later
            # (grammar._with_player) and would overwrite whose Enforcer it is; not read
            raise ValueError("'choose a different Enforcer for you' is not read")
        if len(whom) == 1:
            return AA.NewEnforcer(whom[0])
        return A.Choice(tuple(AA.NewEnforcer(w) for w in whom))

    # -- "Bury it instead" (virtual.lark %extend tr_instead): triggers.py tr_instead builds the Instead

    # -- "put 1 card from your Ring under your Superstar Card"
    def put_under_superstar(self, c):
        cards, this = self._cards_or_this(c[0])
        owner = next(x.who for x in c if isinstance(x, _Owner))
        return A.MoveCards("you", cards, cards.zone if cards else None, A.Zone("under_superstar", owner),
                           this_card=this)

    # -- "choose both options", "choose up to 3 options for your Ability"
    def oc_both(self, _):
        return _Raw("options", (2, False))

    def oc_n(self, c):
        return _Raw("options", (int(c[0].value) if not isinstance(c[0], int) else c[0], False))

    def oc_up_to(self, c):
        n = c[-1]
        return _Raw("options", (int(n.value) if not isinstance(n, int) else n, True))

    def choose_options(self, c, instead=False):
        count, up_to = next(x for x in c if isinstance(x, _Raw) and x.kind == "options").value
        of = next((x for x in c if isinstance(x, str)), None)
        return N.ChooseOptions("you", count, up_to=up_to, of=of, instead=instead)

    def choose_options_instead(self, c):
        return self.choose_options(c, instead=True)

    def choose_n_instead(self, c):
        """ "When you have 10+ lower Fortitude, choose 2 instead." (Toughest Woman in Wrestling): more of the options of the
        card's own "choose 1: ..." """
        n = c[-1]
        return N.ChooseOptions("you", int(n.value) if not isinstance(n, int) else n, instead=True)

    def c_played_at_event(self, c, negated=False):
        """ "When played in Indianapolis, IN at GenCon" (a promotional card): the card is played at that event."""
        place = next(str(x.value) for x in c if getattr(x, "kind", None) == "quoted")
        return A.Condition("played_at_event", names=(place,), negated=negated)

    def considered_at_event(self, c):
        """ "you are considered to be 'in Columbus, OH at Origins' for the rest of the turn" (only a convention event)"""
        import re
        from .virtual_ast import ConsideredAtEvent
        place = next(str(x.value) for x in c if getattr(x, "kind", None) == "quoted")
        m = re.fullmatch(r"(?:in|at) (Indianapolis, IN at Gen ?Con|Columbus, OH at Origins)", place)
        if m is None:
            raise ValueError("'considered to be <quoted>': only a convention event")
        duration = next((x for x in c if isinstance(x, str)), None)
        return ConsideredAtEvent("you", m.group(1).replace("GenCon", "Gen Con"), duration)

    def c_not_played_at_event(self, c):
        return self.c_played_at_event(c, negated=True)

    def choose_both(self, _):
        """ "When you have lower Fortitude, choose both." (after the card's "choose one: A or B"): both options."""
        return N.ChooseOptions("you", 2)

    def counts_as_this_n(self, c):
        """ "When overturned as a reversal, this counts as 2 reversals": "this" is this card (as "this card counts
        as 2 reversal cards")."""
        return self.counts_as_n([A.Scope("this"), *c])

    # -- "any number of cards with the same title"
    def post_same_title_shared(self, _):
        return _Post(qualifiers=("with the same title",))

    # -- "+1D for each of your Ringside maneuvers" (a bare change; continuous.py _bare_kinds gives it the scope of a
    # change listed before it)
    def modifier_bare_each(self, c):
        mods, cards = c[0], c[-1]
        if len({ch.stat for ch in mods}) != len(mods):
            raise ValueError("two changes of one stat before 'for each' are not read")
        return A.ForEach(cards, A.Modifier(mods, self.BARE_THIS))

    def adj_additional(self, _):
        return _Adj("additional")

    # -- "Bury this card and 3- Ringside cards", "Bury 1 Hand card, 1- Ringside card, and 1- RFG card"
    def _arsenal_list(self, node_type, x):
        if _is_raw(x, "this_and"):
            return A.Sequence((node_type("you", this_card=True), self._arsenal_move(node_type, x.value)))
        if _is_raw(x, "it_and"):
            # "Bury that card and 3- Ringside cards": the card named before, not this card
            it = A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",)))
            return A.Sequence((node_type("you", it), self._arsenal_move(node_type, x.value)))
        if _is_raw(x, "cards_and"):
            return A.Sequence(tuple(node_type("you", g) for g in x.value))
        raise ValueError("a Bury / Recover / Stack list of another shape")

    def arsenal_list(self, c):
        return c[0]

    def bury_list(self, c):
        return self._arsenal_list(N.Bury, c[0])

    def recover_list(self, c):
        return self._arsenal_list(N.Recover, c[0])

    def stack_list(self, c):
        return self._arsenal_list(N.Stack, c[0])

    # -- "the top # cards of his Arsenal", "your top # Arsenal cards"
    def q_top_var(self, c):
        return self._at(A.Quantity(variable=c[-1]), "top")

    def q_bottom_var(self, c):
        return self._at(A.Quantity(variable=c[-1]), "bottom")

    def top_cards_var(self, c):
        raw = next(x for x in c if _is_raw(x, "desc"))
        if _filter(raw.value) != A.CardFilter(kinds=("Card",), qualifiers=("in arsenal",)):
            raise ValueError("'your top # ...' is read for Arsenal cards only")
        var = next(x for x in c if type(x).__name__ == "Variable")
        return A.Cards(A.Quantity(variable=var), A.CardFilter(kinds=("Card",)), A.Zone("arsenal", c[0].who, "top"))

    def t_they_successful(self, _):
        """ "when they are successful": the cards the sentence named are successfully played (as
        triggers.py t_it_successful reads "when it is successful")."""
        return A.Trigger("when_player_plays", by="you",
                         filter=A.CardFilter(qualifiers=("those cards", "successfully played")))

    def pr_any_phase(self, _):
        return A.PlayRestriction("during_phase", zones=("any",))

    # -- "RFG Search 2- cards", "Backlash Search 1- 'McMahon' Pre-match cards", "Backstage Search 1 maneuver"
    def rfg_search(self, c):
        return A.Search("you", (A.Zone("game", "you"),), c[0])

    def backlash_search(self, c):
        return A.Search("you", (A.Zone("backlash", "you"),), c[0])

    def backstage_search(self, c):
        return A.Search("you", (A.Zone("backstage", "you"),), c[0])

    def ring_search(self, c):
        return A.Search("you", (A.Zone("ring", "you"),), c[0])

    def _search_bare(self, zone, q):
        """ "Arsenal Search 2.": that many cards, any kind."""
        return A.Search("you", (A.Zone(zone, "you"),), A.Cards(self._bare(q), A.CardFilter(kinds=("Card",))))

    def arsenal_search_bare(self, c):
        return self._search_bare("arsenal", c[0])

    def ringside_search_bare(self, c):
        return self._search_bare("ringside", c[0])

    def ring_search_bare(self, c):
        return self._search_bare("ring", c[0])

    # -- "When this card reverses, even from Arsenal": from any place (no zone)
    def t_this_reverses_even(self, _):
        return A.Trigger("when_this_reverses")

    # -- "any number of your Ring maneuvers"
    def cards_any_number_of_owner(self, c):
        return self.cards_of_owner([A.Quantity(any_number=True)] + list(c))

    # -- "cards overturned for damage", "cards overturned for this effect", "cards overturned for that card", "1 card
    # overturned for The NXT Breakout Star", "any cards overturned for your Ability"
    def post_overturned_for(self, c):
        """The cards turned up for that damage or that card's effect (a qualifier "overturned for <what>")."""
        return _Post(qualifiers=(f"overturned for {c[-1]}",))

    def op_damage(self, _):
        return "damage"

    def op_effect(self, _):
        return "that effect"

    def op_that_card(self, c):
        """ "that card": the card the sentence named before (only a card, not a described kind)."""
        raw = c[-1]
        groups = raw.value if isinstance(raw, _Raw) else getattr(raw, "value", None)
        if filter_from_desc(groups) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'overturned for that X': only 'that card' is read")
        return "that card"

    # -- "draw that many +3", "draw that many -1"
    def q_that_many_offset(self, c):
        """The count of an earlier step changed by a plain number ("Bury any number of Hand cards and draw that many
        +3": the Buried count + 3)."""
        (is_mult, amount, stat), *rest = c[-1].value
        if rest or is_mult or stat is not None:
            raise ValueError("only a plain '+N' / '-N' changes 'that many'")
        return A.Quantity(equal_to=f"that many {amount:+d}")

    # -- "# = total Stun Value in your Ring.", "# = Total Stun Value in your Ring (max. 7)."
    def var_def_total_stun(self, c):
        from . import continuous_ast as C
        zone = next(x for x in c if isinstance(x, A.Zone))
        maximum = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), None)
        return C.VariableDefinition(C.VariableValue("stun_value", zone=zone), maximum)

    # -- "the number of cards drawn", "the number of cards drawn for your Ability"
    def post_drawn(self, _):
        return _Post(qualifiers=("drawn",))

    def post_drawn_for(self, c):
        return _Post(qualifiers=(f"drawn for {c[-1]}",))

    # -- "the number of cards drawn this turn", "the number of cards drawn for your Ability this turn"
    def post_drawn_this_turn(self, _):
        return _Post(qualifiers=("drawn this turn",))

    def post_drawn_during_next_turn(self, c):
        who = next(x.who for x in c if isinstance(x, _Owner))
        return _Post(qualifiers=(f"drawn during {'your' if who == 'you' else 'his'} next turn",))

    def post_drawn_for_this_turn(self, c):
        return _Post(qualifiers=(f"drawn for {c[-1]} this turn",))
