"""Transformer methods for `grammar/continuous.lark`: continuous effects: modifiers, rule changes, "considered", variable values (#), play permissions and limits.

`ContinuousBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/continuous.lark`.
"""
from __future__ import annotations

from dataclasses import replace

from . import ast as A
from . import parts as G
from .parts import _Sep, _all_of
from . import continuous_ast as N
from .reversals import BARE_REQUIRES


def _raws(c, kind):
    return [x for x in c if isinstance(x, G._Raw) and x.kind == kind]


def _player(c, default="you"):
    return next((x.who for x in c if isinstance(x, G._P)), default)


def _owner(c, default="you"):
    return next((x.who for x in c if isinstance(x, G._Owner)), default)


def _desc_filter(c):
    """The card description of a rule: a `desc` (filter) or else a bare DESC."""
    f = next((x.value[0] for x in c if isinstance(x, G._Raw) and x.kind == "filter"), None)
    if f is None:
        raw = next(x for x in c if isinstance(x, G._Raw) and x.kind == "desc")
        f = G.filter_from_desc(raw.value)
    return f


def _kinds(f: A.CardFilter) -> tuple[str, ...]:
    return tuple(dict.fromkeys(f.kinds + tuple(k for alt in f.alternatives for k in alt.kinds)))


# "his card", "his maneuver": a card of a bare kind, said of one card (`oi_blank`)
_ONE_CARD_KINDS = frozenset({"Card", "Maneuver", "Action", "Reversal"})

class _Tag:
    """A marker carried up from a sub-rule (a play period, a draw moment, a verb)."""

    def __init__(self, kind, value=None):
        self.kind = kind
        self.value = value


def _held_zone(c):
    """ "the cards you have in hand": the zone of the player who has them (a bare "hand" is his)."""
    zone = next(x for x in c if isinstance(x, A.Zone))
    return replace(zone, owner=_player(c)) if zone.owner == "any" else zone


def _tag(c, kind, default=None):
    return next((x.value for x in c if isinstance(x, _Tag) and x.kind == kind), default)


class ContinuousBuild:
    """Mixin: continuous rules -> AST."""

    BARE_THIS = A.Scope("this")       # the scope of a bare "+2D" (grammar.Build.modifier_bare), by identity

    # -- play limits
    def per_turn(self, _):
        return _Tag("per", "turn")

    def per_own_turn(self, _):
        return _Tag("per", "own_turn")

    def play_limit(self, c):
        n = next(x for x in c if isinstance(x, int))
        return N.PlayLimit(_player(c), n, _desc_filter(c), _tag(c, "per"))

    def play_limit_copies(self, c):
        """ "Your opponent cannot play more than 3 copies of Who's Cooler Than Michelle McCool?." -> PlayLimit("opponent",
        3, titled that card, per "game"): at most that many copies played in the whole game."""
        n = next(x for x in c if isinstance(x, int))
        title = next(x.value for x in c if isinstance(x, G._Raw) and x.kind == "title")
        return N.PlayLimit(_player(c), n, A.CardFilter(titled=tuple(str(title).split("|"))), "game")

    def play_limit_at_least(self, c):
        """ "You cannot play 3+ maneuvers per turn": at most 2; any other count is not a limit."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if not (q.at_least and q.count) or q.up_to or q.all or q.any_number:
            raise ValueError("'cannot play N cards per turn' without 'N or more' is not read")
        return N.PlayLimit(_player(c), q.count - 1, cards.filter, _tag(c, "per"))

    def play_limit_to_this(self, c):
        """ "Your opponent can only play 1 reversal to this card" -> PlayLimit("opponent", 1, reversals, "to_this")
        ("to it", "to that card": another card, not read)."""
        if not (isinstance(c[-1], G._Raw) and c[-1].kind == "this"):
            raise ValueError("'can only play N cards to' a card other than this one")
        n = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        f, chosen, adjs = next(x for x in c if isinstance(x, G._Raw) and x.kind == "filter").value
        if chosen or adjs:
            raise ValueError("'can only play N random / chosen cards to this card' is not read")
        return N.PlayLimit(_player(c), n, f, "to_this")

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

    def add_discard_random(self, c):
        """ "he discards 1 additional card randomly" : the additional card is a random one."""
        node = self._additional("discard", c)
        return replace(node, quantity=replace(node.quantity, random=True))

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
        return next(x.value for x in c if isinstance(x, G._Raw) and x.kind == "quoted")

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

    def this_ignores_word_effects(self, c):
        """ "this card ignores 'completely' on your opponent's effects and reversals": as "ignore 'completely' on your
        opponent's reversals and effects" (the responses to this card)."""
        if not _raws(c[:1], "this"):
            raise ValueError("'X ignores': not this card")
        return self.ignore_on(c[1:], effects=True)

    def ignore_in_text(self, c):
        return A.Ignore(" / ".join(f"'{v}'" for v in self._ignored(c).split("|")) + " text")

    def ignore_in_ability(self, c):
        what = " / ".join(f"'{v}'" for v in self._ignored(c).split("|"))
        who = _owner(c)
        duration = next((x for x in c if isinstance(x, str)), None)    # "... until the end of the turn"
        return A.Ignore(f"{what} in {'your' if who == 'you' else 'his'} Superstar Ability", None, duration)

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

    def ni_this(self, _):
        return _Tag("in", ("this", None))

    def ni_cards(self, c):
        f = _desc_filter(c)
        owner = _owner(c, None)
        return _Tag("in", ("cards", replace(f, owner=owner) if owner else f))

    def double_those(self, c):
        return N.ChangeNumbers("those", _tag(c, "what"), factor=2)

    def double_that_number(self, _):
        """ "double that number" : as "double those numbers", the number the sentence named before."""
        return N.ChangeNumbers("those", "numbers", factor=2)

    def times_its_damage(self, c):
        """ "triple its Damage", "double its damage": the card named before, its damage multiplied."""
        factor = {"double": 2, "triple": 3}.get(c[0])
        if factor is None:
            raise ValueError("'half its damage' is not read")
        return A.Modifier((A.StatChange("D", factor, multiply=True),), A.Scope("it"))

    def triple_those(self, c):
        return N.ChangeNumbers("those", _tag(c, "what"), factor=3)

    def increase_those(self, c):
        return N.ChangeNumbers("those", _tag(c, "what"), add=next(x for x in c if isinstance(x, int)))

    def double_in(self, c):
        target, cards = _tag(c, "in")
        return N.ChangeNumbers(target, _tag(c, "what"), factor=2, printed=bool(_tag(c, "printed")), cards=cards)

    # -- Ring slots and logos
    def slot(self, c):
        raw = _raws(c, "desc")
        return _Tag("slot", _kinds(G.filter_from_desc(raw[0].value)) if raw else ())

    def no_slot(self, c):
        scope = c[0]
        kinds = _tag(c, "slot")
        if scope.kind == "this":
            return A.DeckRule("no_slot", kinds)
        return N.NoSlot(scope, kinds)

    def bare_no_slot(self, c):
        return _BareNoSlot(_tag(c, "slot"))

    def no_slot_this(self, c):
        return A.DeckRule("no_slot", _tag(c, "slot"))

    def lacks_logo(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[-1].value)
        logos = f.traits + f.kinds
        return A.Considered(c[0], as_kind=A.CardFilter(logos=logos), negated=True)

    def gains_your_logo(self, c):
        """ "Your Revolution The Degenerates gains your logo": the cards bear your Superstar's logo too."""
        return A.Considered(c[0], as_kind=A.CardFilter(qualifiers=("with your Superstar logo",)), mode="also")

    def gains_your_logo_title(self, c):
        """ "Revolution ECW Originals gains your logo" (no owner): your cards so titled."""
        scope = A.Scope("all", A.CardFilter(titled=(c[0].value,)), "you")
        return self.gains_your_logo([scope])

    def no_slot_desc(self, c):
        """ "Cards with 'ECW' in the title do not take up a Pre-match slot in your Ring": your cards so described (the
        Ring is yours)."""
        return self.no_slot([A.Scope("all", c[0].value[0], "you")] + list(c[1:]))

    def gains_logo(self, c):
        """ "... gain the Cody Rhodes logo": the cards bear that Superstar's logo too."""
        return A.Considered(c[0], as_kind=A.CardFilter(logos=(c[-1].value,)), mode="also")

    def gains_desc_logo(self, c):
        """ "Your non-Volley Multi maneuvers gain the Tag logo": the cards bear that logo too (the word as in
        lacks_logo)."""
        f = G.filter_from_desc(_raws(c, "desc")[-1].value)
        return A.Considered(c[0], as_kind=A.CardFilter(logos=f.traits + f.kinds), mode="also")

    def considered_chosen(self, c):
        """ "it is considered to be chosen for your Ability for The Interdimensional Oddity": the card counts as the one
        chosen for that Ability (whose Superstar the title names)."""
        purpose = next(x for x in c if isinstance(x, str))
        title = next((x.value for x in c[1:] if isinstance(x, G._Raw) and x.kind == "title"), None)
        return N.ConsideredChosen(c[0], purpose, title)

    def considered_in_zone(self, c, negated=False):
        """ "it is considered in your Ringside for your Ability", "is considered to be in your Ring": counted as in
        that zone (for the purpose, when one is named)."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        purpose = next((x for x in c if isinstance(x, str)), None)
        return N.ConsideredInZone(c[0], zone, negated=negated, purpose=purpose)

    def considered_played_from(self, c):
        """ "It is considered to be played from your hand": counted as played from that zone (for the purpose, when one
        is named)."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        purpose = next((x for x in c if isinstance(x, str)), None)
        return N.ConsideredPlayedFrom(c[0], zone, purpose=purpose)

    def considered_not_in_zone(self, c):
        """ "This card is not considered in your Ring for The V.I.P. Lounge": not counted as there."""
        return self.considered_in_zone(c, negated=True)

    def considered_now(self, c):
        f = _desc_filter(c)
        if f.titled or f.title_words:
            # "this card is now 'Submission + Trademark Finisher' instead": a printed type line, not a title
            raise ValueError("'is now <quoted type line>' is not read")
        if any(getattr(x, "and_list", False) for x in c):
            f = G._all_of(f)        # "is now Chain and Multi": both (as considered_also; it was read as either)
        return A.Considered(c[0], as_kind=f, purpose=next((x for x in c if isinstance(x, str)), None))

    def considered_now_instead(self, c):
        """ "When your next card played this turn is a Maneuver, it is now a Trademark Finisher instead": in place
        of what it was."""
        return replace(self.considered_now(c), mode="instead")

    # -- protection
    def pv_moved(self, _):
        return _Tag("verb", "moved")

    def pv_flipped(self, _):
        """ "cannot be moved or Flipped face-down" """
        return _Tag("verb", "flipped")

    def pv_blocked(self, _):
        return _Tag("verb", "blocked")

    def pv_removed(self, _):
        return _Tag("verb", "removed")

    def pv_switched(self, _):
        return _Tag("verb", "switched")

    def pv_modified(self, _):
        return _Tag("verb", "modified")

    def ls_f(self, _):
        return _Tag("stats", ("F",))

    def ls_d(self, _):
        return _Tag("stats", ("D",))

    def ls_fd(self, _):
        return _Tag("stats", ("F", "D"))

    def stat_locked(self, c):
        """ "The damage of this card cannot be modified (by ...)": its Damage keeps its printed value """
        scope = next(x for x in c if isinstance(x, A.Scope))
        return N.Protected(("modified",), scope, _tag(c, "from"), _tag(c, "by"), _tag(c, "stats"))

    def stat_locked_it(self, c):
        return self.stat_locked([A.Scope("it")] + list(c))

    def lc_reduced(self, _):
        return _Tag("change", ("reduced",))

    def lc_increased(self, _):
        return _Tag("change", ("increased",))

    def lc_either(self, _):
        return _Tag("change", ("increased", "decreased"))

    def stat_locked_change(self, c):
        """ "The damage of this card cannot be reduced.", "The Fortitude of this card cannot be increased or
        decreased.": the value may not move that way (Protected(("reduced",), stats=("D",)))"""
        scope = next(x for x in c if isinstance(x, A.Scope))
        return N.Protected(_tag(c, "change"), scope, _tag(c, "from"), _tag(c, "by"), _tag(c, "stats"))

    def stat_locked_change_it(self, c):
        """ "their Fortitude and Damage cannot be reduced": the cards the sentence named """
        return self.stat_locked_change([A.Scope("it")] + list(c))

    def stat_locked_reduce_by(self, c):
        """ "your opponent cannot reduce the damage of this card": that value may not be lowered by his effects
        (Protected(("reduced",), stats=("D",), by="opponent"))"""
        scope = next(x for x in c if isinstance(x, A.Scope))
        return N.Protected(("reduced",), scope, None, c[0].who, _tag(c, "stats"))

    def stat_locked_by(self, c):
        """ "Your opponent cannot modify the Fortitude or Damage of this card": not by his cards or effects """
        scope = next(x for x in c if isinstance(x, A.Scope))
        duration = next((x for x in c if isinstance(x, str)), None)
        if duration is not None:
            return N.Protected(("modified",), scope, None, c[0].who, _tag(c, "stats"), duration)
        return N.Protected(("modified",), scope, None, c[0].who, _tag(c, "stats"))

    def pt_from(self, c):
        return _Tag("from", c[0])

    def pt_by(self, c):
        return _Tag("by", c[0].who)

    def pt_from_rfg(self, _):
        """ "cannot be moved from RFG": from among the cards removed from the game (zone "game")."""
        return _Tag("from", A.Zone("game", "any"))

    def pt_by_any(self, c):
        return _Tag("by", "others")

    def pt_by_cards(self, c):
        """ "by your opponent's reversals": by that player's cards of that description (ProtectedFrom)."""
        return _Tag("by_cards", (c[0].who, G.filter_from_desc(c[1].value)))

    def pt_except_by_title(self, c):
        """ "except by If You're Not Cheating, You're Not Trying": that card's effects are let through."""
        return _Tag("except_titled", tuple(x.value for x in c if isinstance(x, G._Raw) and x.kind == "title"))

    def pt_elsewhere(self, _):
        """ "to another location" / "to any other location": anywhere the card could go, as a bare "moved"."""
        return _Tag("to", "elsewhere")

    def _protected(self, c, blanked):
        verbs = (("blanked",) if blanked else ()) + tuple(x.value for x in c if isinstance(x, _Tag) and x.kind == "verb")
        scope = next((x for x in c if isinstance(x, A.Scope)), A.Scope("this"))
        by_cards = _tag(c, "by_cards")
        if by_cards is not None:
            if _tag(c, "by") is not None:
                raise ValueError("'by X' twice")
            return N.ProtectedFrom(verbs, scope, _tag(c, "from"), by_cards[0], by_cards=by_cards[1],
                                   duration=_tag(c, "during"))
        except_titled = _tag(c, "except_titled")
        if except_titled is not None:
            return N.ProtectedExcept(verbs, scope, _tag(c, "from"), _tag(c, "by"), duration=_tag(c, "during"),
                                     except_titled=except_titled)
        return N.Protected(verbs, scope, _tag(c, "from"), _tag(c, "by"), duration=_tag(c, "during"))

    BARE_PROTECTED = A.Scope("this")  # the scope of a subjectless "cannot be moved / modified ...", by identity

    def protected(self, c):
        return self._protected(c + [self.BARE_PROTECTED], False)

    def protected_desc(self, c):
        """ "cards removed from the game cannot be moved to another location": any player's cards of that kind."""
        return self._protected(c + [A.Scope("all", _desc_filter(c), "any")], False)

    def protected_unblankable(self, c):
        return self._protected(c + [self.BARE_PROTECTED], True)

    def protected_blanked(self, c):
        """ "Cannot be blanked by your opponent's effects." """
        return self._protected(c + [self.BARE_PROTECTED], True)

    def protected_scope(self, c):
        return self._protected(c, False)

    def protected_scope_unblankable(self, c):
        return self._protected(c, True)

    def protected_from_playing(self, c):
        """ "Your opponent's effects cannot prevent you from playing this card." """
        return N.Protected(("prevented",), self._scope_of(c[-1]), by=_owner(c))

    def effect_unpreventable_unreversible(self, _):
        """ "this effect cannot be reversed or prevented": both, of the effect before it."""
        return A.Sequence((A.ReversalRestriction("effect_cannot_be_reversed"), N.EffectUnpreventable()))

    def effect_unpreventable(self, c):
        """ "your opponent's effects cannot prevent this": the effect before it."""
        return N.EffectUnpreventable(by=_owner(c))

    def protected_reduced(self, c):
        """ "Your opponent's effects cannot reduce your Hand Size." """
        return N.Protected(("reduced",), next(x for x in c if isinstance(x, A.Scope)), by=_owner(c))

    # -- what some cards' effects cannot do: "Non-Superstar-specific effects cannot flip your cards over."
    def effects_of(self, c):
        """ "Non-Superstar-specific effects", "Other card effects", "Your opponent's cards and effects", "Non-unique
        cards and non-unique card effects": whose effects (`by`) and of which cards (`by_cards`, None: any card)."""
        descs = [x.value for x in c if isinstance(x, G._Raw) and x.kind == "filter"]
        filters = {f for f, _, _ in descs}
        if len(filters) != 1:
            # "Non-unique cards and non-unique card effects": the same cards named twice (their effects)
            bare = {replace(f, kinds=tuple(k for k in f.kinds if k != "Card")) for f in filters}
            if len(bare) != 1:
                raise ValueError("the effects of two different kinds of cards")
        f = descs[0][0]
        other = any(a.kind == "other" for _, _, adjs in descs for a in adjs)
        if other:
            f = replace(f, qualifiers=tuple(q for q in f.qualifiers if q != "other"))
        by = "others" if other else _owner(c, None)
        by_cards = None if f == A.CardFilter(kinds=("Card",)) else f
        return _Tag("effects_of", (by, by_cards))

    def _protected_by(self, c, action, scope, **kw):
        by, by_cards = next((x.value for x in c if isinstance(x, _Tag) and x.kind == "effects_of"), (_owner(c, None), None))
        if by_cards is None:
            return N.Protected((action,), scope, by=by, **kw)
        return N.ProtectedFrom((action,), scope, by=by, by_cards=by_cards, **kw)

    def protected_by_effects(self, c):
        """ "Other card effects cannot alter your Superstar Value.", "his effects cannot move cards from your hand" """
        act = next(x for x in c if isinstance(x, _Tag) and x.kind == "prot_act")
        action, scope, kw = act.value
        return self._protected_by(c, action, scope, **kw)

    def protected_cards_not_reduce(self, c):
        """ "Your opponent's Pre-match cards do not reduce your Starting Hand Size.": the effects of those cards (`by` their
        owner, `by_cards` which) cannot lower the value named."""
        by_scope, scope = [x for x in c if isinstance(x, A.Scope)]
        if by_scope.kind != "all" or by_scope.filter is None or by_scope.player not in ("you", "opponent"):
            raise ValueError("'X do not reduce ...': X some player's cards")
        if scope.kind not in ("hand_size", "superstar_value", "fortitude_rating"):
            raise ValueError("'do not reduce' a card's value")
        return N.ProtectedFrom(("reduced",), scope, by=by_scope.player, by_cards=by_scope.filter)

    def protected_desc_not_increase(self, c):
        """ "Title Belts do not increase your Superstar Value.": the effects of those cards, any player's (a bare
        description), cannot raise the value named."""
        scope = next(x for x in c if isinstance(x, A.Scope))
        if scope.kind not in ("hand_size", "superstar_value", "fortitude_rating"):
            raise ValueError("'do not increase' a card's value")
        return N.ProtectedFrom(("increased",), scope, by=None, by_cards=_desc_filter(c))

    def protected_cards_not_increase(self, c):
        """ "Title Belts do not increase your Superstar Value.": the effects of those cards (any player's when no owner is
        named) cannot raise the value named."""
        by_scope, scope = [x for x in c if isinstance(x, A.Scope)]
        if by_scope.kind != "all" or by_scope.filter is None:
            raise ValueError("'X do not increase ...': X some cards")
        if scope.kind not in ("hand_size", "superstar_value", "fortitude_rating"):
            raise ValueError("'do not increase' a card's value")
        by = by_scope.player if by_scope.player in ("you", "opponent") else None
        return N.ProtectedFrom(("increased",), scope, by=by, by_cards=by_scope.filter)

    def protected_by_effects_play(self, c):
        """ "Your opponent's cards and effects cannot prevent you from playing Actions" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        return self._protected_by(c, "prevented", A.Scope("all", cards.filter, "you"))

    def protected_by_effects_list(self, c):
        """ "your opponent's effects cannot move cards from your hand or decrease your Starting Hand Size": one
        Protected per act, each `by` the effects' owner (ProtectedFrom when only some cards' effects are barred)."""
        acts = [x.value for x in c if isinstance(x, _Tag) and x.kind == "prot_act"] + list(_tag(c, "prot_more"))
        return tuple(self._protected_by(c, action, scope, **kw) for action, scope, kw in acts)

    def prot_more(self, c):
        return _Tag("prot_more", tuple(x.value for x in c if isinstance(x, _Tag) and x.kind == "prot_act"))

    def protected_values_by_player(self, c):
        """ "Your opponent cannot lower your Superstar Value, Starting Hand Size, or Pre-match capacity.": none of
        those values can be made lower by his effects (one Protected "reduced" each, `by` that player)."""
        player = next(x.who for x in c if isinstance(x, G._P))
        if player != "opponent":
            raise ValueError("'cannot lower your values' said of a player other than the opponent")
        return tuple(N.Protected(("reduced",), x, by="opponent") for x in c if isinstance(x, A.Scope))

    def pv_scope(self, c):
        scope = next(x for x in c if isinstance(x, A.Scope))
        if scope.kind not in ("hand_size", "superstar_value", "fortitude_rating"):
            raise ValueError("'cannot reduce' a card's value")
        return scope

    def pv_capacity(self, c):
        """ "your Pre-match Capacity": how many such cards the player may have in his Ring (Scope "capacity")."""
        raw = next(x for x in c if isinstance(x, G._Raw) and x.kind == "desc")
        return A.Scope("capacity", G.filter_from_desc(raw.value), _owner(c))

    def pa_reduce(self, c):
        """ "reduce your Starting Hand Size", "lower your Pre-match Capacity" """
        return _Tag("prot_act", ("reduced", next(x for x in c if isinstance(x, A.Scope)), {}))

    def pa_blank(self, c):
        """ "blank your non-Stipulation cards" """
        return _Tag("prot_act", ("blanked", next(x for x in c if isinstance(x, A.Scope)), {}))

    def pa_discard(self, c):
        """ "discard cards from your hand or Backlash": those cards cannot be discarded by the effects."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        if cards.zone is None:
            raise ValueError("'cannot discard cards' from no place")
        return _Tag("prot_act", ("discarded", A.Scope("all", cards.filter, cards.zone.owner), {"zone": cards.zone}))

    def pa_prevent_play(self, c):
        """ "prevent you from playing Pre-match cards" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        return _Tag("prot_act", ("prevented", A.Scope("all", cards.filter, "you"), {}))

    def pa_flip(self, c):
        """ "flip your cards over", "Flip your cards face-down" """
        return _Tag("prot_act", ("flipped", next(x for x in c if isinstance(x, A.Scope)), {}))

    def pa_modify(self, c):
        """ "alter your Superstar Value", "modify the Fortitude or Damage of your maneuvers" (only those values) """
        stats = _tag(c, "stats") or ()
        return _Tag("prot_act", ("modified", next(x for x in c if isinstance(x, A.Scope)), {"stats": stats}))

    def pa_move(self, c):
        """ "move cards from any Ringside pile (to any other location)" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        zone = cards.zone or _tag(c, "from")
        if zone is None:
            raise ValueError("'cannot move cards' from no place")
        zone = replace(zone, alternatives=()) if not zone.alternatives else zone
        return _Tag("prot_act", ("moved", A.Scope("all", cards.filter, zone.owner), {"zone": zone}))

    # -- "your Superstar Value is considered to be 0 for your card effects"
    def cv_scope_set(self, c):
        kind = c[0].kind
        if kind == "it":
            # "When your Fortitude Rating is 5-, it is considered to be 0 for your card effects": "it" is the value the
            # leading condition names (grammar.py `clause` puts it in; elsewhere the sentence stays unread)
            n = next(x for x in c[1:] if isinstance(x, int) or getattr(x, "type", None) == "NUMBER")
            return StatIt(n if isinstance(n, int) else int(n.value), next((x for x in c if isinstance(x, str)), None),
                          _tag(c, "for", {}))
        if kind not in ("fortitude_rating", "superstar_value"):
            raise ValueError("'X is considered N' of anything but a Fortitude Rating or Superstar Value is not read")
        n = next(x for x in c[1:] if isinstance(x, int) or getattr(x, "type", None) == "NUMBER")
        n = n if isinstance(n, int) else int(n.value)
        duration = next((x for x in c if isinstance(x, str)), None)
        return N.ConsideredValue(kind, c[0].player, (A.StatChange(kind, n, set_to=True),), duration=duration,
                                 **_tag(c, "for", {}))

    def cv_compare_stat(self, c):
        """ "Your Fortitude Rating is considered to be less than your opponent's Fortitude Rating", "Your Superstar Value
        is considered to be both lower and higher than your opponent's for your card effects" (each comparison) """
        scope = c[0]
        if scope.kind not in ("fortitude_rating", "superstar_value"):
            raise ValueError("a compared value other than a Fortitude Rating or Superstar Value")
        extra = _tag(c, "for", {})
        nodes = tuple(N.ConsideredCompare(scope.player, cmp.value, scope.kind, **extra) for cmp in _raws(c, "cmp"))
        return nodes[0] if len(nodes) == 1 else A.Sequence(nodes)

    def considered_not_either(self, c):
        """ "Your card titled It's True! It's True! is not a Face card or a Heel card." (neither of the two) """
        filters = [x.value[0] for x in c[1:] if isinstance(x, G._Raw) and x.kind == "filter"]
        return A.Sequence(tuple(A.Considered(c[0], as_kind=f, negated=True) for f in filters))

    def blank_text_on_owned(self, c):
        """ "The text on his Venue is blank." (as "His Venue is blank") """
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("all", c[1].value[0], c[0].who), duration)

    def considered_on_this_in_zone(self, c):
        """ "The card on top of this card is considered to be in your Ring." (that card counted as there) """
        f = G.filter_from_desc(c[0].value)
        scope = A.Scope("all", replace(f, qualifiers=f.qualifiers + ("on top of this card",)))
        return self.considered_in_zone([scope] + list(c[1:]))

    def k_ssv_owner(self, c):
        """ "His Superstar Value: -4" (his value changed, as "His Superstar Value is -4.") """
        m = self.k_ssv([c[-1]])
        return replace(m, scope=replace(m.scope, player=_owner(c)))

    # -- variable values (#)
    def VAR(self, token):
        return N.Variable()

    def VMOD(self, token):
        return _Tag("vmod", self.toks[int(token)].value)

    def q_var(self, c):
        return A.Quantity(variable=c[0])

    def q_up_to_var(self, c):
        return A.Quantity(up_to=True, variable=c[0])

    def _vchange(self, c, stat=None):
        sign, printed_stat = _tag(c, "vmod")
        return N.VariableChange(stat or printed_stat or "value", sign, N.Variable())

    def vm(self, c):
        return self._vchange(c)

    def vm_sv(self, c):
        return self._vchange(c, "SV")

    def vm_f(self, c):
        return self._vchange(c, "F")

    def vm_d(self, c):
        return self._vchange(c, "D")

    def var_mods(self, c):
        return _Tag("vmods", tuple(c))

    def var_modifier(self, c):
        scope = c[0]
        changes = _tag(c, "vmods")
        if scope.kind in ("superstar_value", "hand_size", "fortitude_rating"):
            # "Your Starting Hand Size is +#": the bare "+#" changes what the scope names
            changes = tuple(replace(ch, stat=scope.kind) if ch.stat == "value" else ch for ch in changes)
        if any(ch.stat == "value" for ch in changes):
            raise ValueError("'+#' without a stat on cards is not read")
        duration = next((x for x in c if isinstance(x, str)), None)
        if duration is None and scope.kind == "next":
            duration = "this_turn"
        return N.VariableModifier(changes, scope, duration)

    def var_modifier_next_turn(self, c):
        """ "Your opponent's maneuvers next turn are +1F times his Superstar Value.": as "... are +1F times his
        Superstar Value during his next turn" (as modifier_next_turn_first)"""
        if c[0].kind != "all":
            raise ValueError("only cards of a kind are played next turn")
        return self.var_modifier(list(c) + ["next_turn"])

    # the definition
    def var_is(self, _):
        return None

    def vb_max(self, c):
        return _Tag("max", c[-1])

    def vb_min(self, c):
        return _Tag("min", c[-1])

    def var_def(self, c):
        value = next(x for x in c if isinstance(x, N.VariableValue))
        return N.VariableDefinition(value, _tag(c, "max"), _tag(c, "min"))

    def var_def_bound(self, c):
        return N.VariableDefinition(None, _tag(c, "max"), _tag(c, "min"))

    def rd_up(self, _):
        return _Tag("rounding", "up")

    def rd_down(self, _):
        return _Tag("rounding", "down")

    def var_rounded(self, c):
        return _VarTail(rounding=_tag(c, "rounding"))

    def var_bound_tail(self, c):
        return _VarTail(maximum=_tag(c, "max"), minimum=_tag(c, "min"))

    def var_rounded_bound(self, c):
        """ ", rounded down and cannot be greater than 7": the rounding and the bound of the definition before."""
        return _VarTail(rounding=_tag(c, "rounding"), maximum=_tag(c, "max"), minimum=_tag(c, "min"))

    def vs_fortitude(self, _):
        return _Tag("stat", "fortitude_rating")

    def vs_superstar_value(self, _):
        return _Tag("stat", "superstar_value")

    def vc_reversed(self, _):
        return _Tag("card", "reversed")

    def vc_discarded(self, _):
        return _Tag("card", "discarded")

    def vc_chosen(self, _):
        return _Tag("card", "chosen")

    def vc_played(self, _):
        return _Tag("card", "played")

    def vc_removed(self, _):
        return _Tag("card", "removed")

    def vb_ssv_of_player(self, c):
        """ "the Superstar Value of your opponent" (as "your opponent's Superstar Value")."""
        return N.VariableValue("player_stat", player=_player(c), stat="superstar_value")

    def vm_times(self, c):
        """ "-1F times the Superstar Value of your opponent": a change of 1F per point of that value, read as "-#F,
        where # is equal to your opponent's Superstar Value" ("-3F times ..." -> times=3)."""
        value = next(x for x in c if isinstance(x, N.VariableValue))
        mod = next(x for x in c if not isinstance(x, N.VariableValue))
        (is_mult, amount, stat), *rest = mod.value
        if rest or is_mult or stat not in ("F", "D") or not amount or value.times != 1:
            raise ValueError("only a plain '+NF' / '-ND' times a value is read")
        value = replace(value, times=abs(amount))
        return N.VariableChange(stat, 1 if amount > 0 else -1, N.Variable(N.VariableDefinition(value)))

    def var_card_poss(self, _):
        return None

    def vcs_damage(self, _):
        return _Tag("cstat", ("D", False))

    def vcs_fortitude(self, _):
        return _Tag("cstat", ("F", False))

    def vcs_printed_damage(self, _):
        return _Tag("cstat", ("D", True))

    def vcs_printed_fortitude(self, _):
        return _Tag("cstat", ("F", True))

    def vb_player_stat(self, c):
        return N.VariableValue("player_stat", player=_owner(c), stat=_tag(c, "stat"))

    def vb_count(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        return N.VariableValue("count", cards=replace(cards, quantity=A.Quantity(all=True)))

    def _count_played_to(self, c, which):
        descs = _raws(c, "desc")
        if G.filter_from_desc(descs[-1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'played to this <kind>' is not read")
        f = G.filter_from_desc(descs[0].value)
        f = replace(f, qualifiers=f.qualifiers + (f"played to {which} card",))
        return N.VariableValue("count", cards=A.Cards(A.Quantity(all=True), f))

    def vb_count_played_to_this(self, c):
        """ "the number of reversal cards played to this card": the cards played in response to this card."""
        return self._count_played_to(c, "this")

    def vb_count_played_to_that(self, c):
        """ "the number of reversals played to that card": to the card the text named before."""
        return self._count_played_to(c, "that")

    def vb_different_types(self, c):
        """ "the number of different non-Trademark-Finisher maneuver types in your Ring area": how many kinds (Strike,
        Grapple, ...) the cards there show, each counted once (kind "different_types": the rules do not count it)."""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        zone = next(x for x in c if isinstance(x, A.Zone))
        return N.VariableValue("different_types", cards=A.Cards(A.Quantity(all=True), f, zone))

    def vb_card_stat(self, c):
        stat, printed = _tag(c, "cstat")
        raw = _raws(c, "desc")
        if raw:
            f = G.filter_from_desc(raw[0].value)
            if f.kinds not in (("Maneuver",), ("Action",), ("Card",), ("Reversal",)):
                raise ValueError("'the <kind> card's Damage' narrowed beyond a card type is not read")
        return N.VariableValue("card_stat", stat=stat, card=_tag(c, "card"), printed=printed)

    def vb_card_stat_chosen(self, c):
        """ "the Fortitude of his chosen card" (as "the Fortitude of the chosen card")"""
        return self.vb_card_stat(list(c) + [_Tag("card", "chosen")])

    def vb_stat_of_reversed(self, c):
        """ "# = D of maneuver card being reversed" (Spinning Heel Kick): the Damage (or Fortitude) of the card reversed,
        as "the reversed maneuver's Damage" ("total D": with its modifiers, as a card's Damage is read)."""
        stat = next(x for x in c if x in ("F", "D"))
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        if f.kinds not in (("Maneuver",), ("Action",), ("Card",)) or f.traits or f.excludes or f.qualifiers:
            raise ValueError("'D of <cards> being reversed' narrowed beyond a card type is not read")
        return N.VariableValue("card_stat", stat=stat, card="reversed")

    def sep_where(self, _):
        return G._Sep("where")

    def vb_stun_value(self, c):
        return N.VariableValue("stun_value", zone=next(x for x in c if isinstance(x, A.Zone)))

    # -- "the number of cards he has in his hand greater than you have in your hand" (Fit to be Tied), "the number
    # of cards in his hand greater than 7": by how many one count passes another
    def vb_excess_has(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        zone = _held_zone(c)
        return self._excess(A.Cards(A.Quantity(all=True), f, zone), _tag(c, "over"))

    def vb_count_has(self, c):
        """ "the cards you have in your hand": how many (as "the number of cards in your hand")."""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        return N.VariableValue("count", cards=A.Cards(A.Quantity(all=True), f, _held_zone(c)))

    def vb_excess(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        return self._excess(replace(cards, quantity=A.Quantity(all=True)), _tag(c, "over"))

    @staticmethod
    def _excess(cards, over):
        kind, value = over
        if kind == "number":
            return N.VariableValue("excess", cards=cards, offset=-value)
        if cards.zone is None:
            raise ValueError("'the number of cards greater than ...' with no zone to count")
        if kind == "player":
            # "greater than you": the same cards in that player's zone of the same name
            value = replace(cards.zone, owner=value)
        if value == cards.zone:
            raise ValueError("'greater than' the same cards")
        return N.VariableValue("excess", cards=cards, zone=value)

    def vo_has(self, c):
        return _Tag("over", ("zone", _held_zone(c)))

    def vo_zone(self, c):
        return _Tag("over", ("zone", next(x for x in c if isinstance(x, A.Zone))))

    def vo_player(self, c):
        return _Tag("over", ("player", _player(c)))

    def vo_number(self, c):
        return _Tag("over", ("number", c[-1]))

    def vv(self, c):
        return c[0]

    def vv_offset(self, c):
        (is_mult, amount, stat), *rest = c[1].value
        if rest or is_mult or stat is not None:
            raise ValueError("only a plain '+N' / '-N' offsets a variable value")
        if c[0].kind == "excess" and c[0].zone is None:
            raise ValueError("'greater than N' already reads as an offset")
        return replace(c[0], offset=amount)

    def vv_times(self, c):
        return replace(c[1], times=c[0])

    def vv_double(self, c):
        return replace(c[0], times=2)

    def vv_half(self, c):
        return replace(c[0], divide=2, rounding=_tag(c, "rounding"))

    def vv_half_count_rounded(self, c):
        """ "half the number of Split Finger Lock cards in your Ring (rounded up)": as vv_half of vb_count."""
        cards = self.cards([x for x in c if not isinstance(x, _Tag)])
        return replace(self.vb_count([cards]), divide=2, rounding=_tag(c, "rounding"))

    def vv_minus(self, c):
        return replace(c[1], subtract_from=c[0])

    # -- bare kinds, "considered", "add ... for every", more ignores
    def bare_blank(self, c):
        """ "... and blank", "... and blank until the end of the turn" : the cards of the change before it
        are blank too (fold_continuous)."""
        return _BareBlank(next((x for x in c if isinstance(x, str)), None))

    def bare_kind_for(self, c):
        """ "... and are Volley for your effects", "... and considered to be BASH cards for your effects": the kind, for
        that purpose, of the cards the change before it named (fold_continuous)."""
        purpose = next(x for x in c if isinstance(x, str))
        if _raws(c, "filter"):      # "considered to be BASH cards" (a desc)
            return _BareKindFor(_desc_filter(c), purpose)
        groups = _raws(c, "desc")[0].value
        if _exact_stats(groups):
            raise ValueError("'and <stats> for X' after a change is not read")
        return _BareKindFor(_conjunctive(groups), purpose)

    def bare_kind_instead_of(self, c):
        """ "... is +12D and a Trademark Finisher instead of a Grapple" : a kind in place of another, for the
        cards of the change before it (fold_continuous)."""
        raws = _raws(c, "desc")
        return _BareKindInsteadOf(G.filter_from_desc(raws[0].value), G.filter_from_desc(raws[1].value))

    def bare_kind(self, c):
        groups = _raws(c, "desc")[0].value
        if _exact_stats(groups):
            # "As an action, F: 0, shuffle this card into your Arsenal": the printed stats of the half
            return _BareStat(G.filter_from_desc(groups))
        bare = _BareKind(_conjunctive(groups))
        bare.groups = groups        # the words as printed ("Unique", not "Unique card": a traits line)
        return bare

    def bare_kind_timed(self, c):
        """ "... and Chain until the end of the turn" : the kind, for that time (the change before it too)."""
        duration = next(x for x in c if isinstance(x, str))
        bare = self.bare_kind([x for x in c if not isinstance(x, str)])
        if type(bare) is _BareStat:
            # "Your opponent's played F:4- Hand maneuvers are blank and D: 1 until the end of the turn": the printed
            # value of the cards blanked before it, for that time (fold_continuous: only after "blank")
            timed = _BareStatTimed(bare.filter, duration)
            timed.groups = None
            return timed
        if type(bare) is not _BareKind:
            raise ValueError("'and <stats> <time>' after a change is not read")
        timed = _BareKindTimed(bare.filter, duration)
        timed.groups = bare.groups
        return timed

    def bare_kind_not(self, c):
        groups = _raws(c, "desc")[0].value
        if _exact_stats(groups):
            raise ValueError("'and not F: 0' is not read")
        return _BareKindNot(_conjunctive(groups))

    def bare_typeline_instead(self, c):
        text = c[0].value.strip()
        if not text.startswith("Reversal:"):
            raise ValueError("a bare quoted text with 'instead': only a Reversal type line is read")
        return _BareTypeLine(text)

    def considered_to_be(self, c):
        """ "this card is considered to be a Throwback for your effects" (neither "also" nor "instead")."""
        purpose = next((x for x in c if isinstance(x, str)), None)
        as_kind = _desc_filter(c)
        if any(getattr(x, "and_list", False) for x in c):
            as_kind = G._all_of(as_kind)     # "considered to be Raw and Smackdown": both
        return A.Considered(c[0], as_kind=as_kind, purpose=purpose)

    def considered_both(self, c):
        """ "this card is considered to be both The Rock-specific and Mankind-specific": each word of the list."""
        if not any(getattr(x, "and_list", False) for x in c):
            raise ValueError("'both' without two words")
        return self.considered_to_be(c)

    def considered_both_for_time(self, c):
        """ "his card is considered to be both Face and Heel until the end of the turn" """
        duration = next(x for x in c if isinstance(x, str))
        return replace(self.considered_both([x for x in c if x is not duration]), duration=duration)

    def blank_reversals_to_this(self, c):
        """ "Your opponent's reversals to this card are blank until the end of the turn": the reversals played to it."""
        if _desc_filter(c) != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("which cards played to this card")
        if next(x for x in c if isinstance(x, A.Scope)).kind != "this":
            raise ValueError("reversals to another card")
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("reversals_to_this", player=_owner(c, "opponent")), duration)

    def purpose_cards_and_effects(self, c):
        """ "for your cards and effects": as "for your card effects" (whose cards see it so)."""
        if _desc_filter(c) != A.CardFilter(kinds=("Card",)):
            raise ValueError("which cards' effects")
        return {"you": "your card effects", "opponent": "your opponent's card effects"}.get(_owner(c, None),
                                                                                          "card effects")

    def considered_also(self, c):
        """ "this card is also considered a Submission": a kind added to what it is."""
        return replace(self.considered_to_be(c), mode="also")

    def considered_also_target(self, c):
        """ "this card is also Target 'neck'": a Target it has as well (Considered "also") """
        targets = tuple(t.strip(" .,") for t in _raws(c, "quoted")[0].value.split("|"))
        return A.Considered(c[0], as_kind=A.CardFilter(targets=targets), mode="also")

    def considered_in_addition(self, c):
        """ "Your opponent's non-Unique Maneuvers are Extremes in addition to their printed type." (a kind
        added to what they are, as "are also Extremes") """
        return A.Considered(c[0], as_kind=G.filter_from_desc(_raws(c, "desc")[0].value), mode="also")

    def considered_titled_for(self, c):
        purpose = next((x for x in c if isinstance(x, str)), None)
        return A.Considered(c[0], as_kind=A.CardFilter(titled=tuple(_raws(c, "title")[0].value.split("|"))),
                            purpose=purpose)

    def add_for_each(self, c):
        """ "Add +1D for every card titled Drop Kick in your Ring area": this card is +1D for each one."""
        changes = next(x for x in c if isinstance(x, tuple))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.ForEach(cards, A.Modifier(changes, A.Scope("this")))

    def ignore_requirement(self, c):
        f = next((x.value[0] for x in c if isinstance(x, G._Raw) and x.kind == "filter"), None)
        if f is not None:
            owner = _owner(c, None)
            f = replace(f, owner=owner) if owner else f
        return A.Ignore("Requirement", A.Cards(A.Quantity(all=True), f) if f is not None else None)

    def ignore_trait(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        cards = next((x for x in c if isinstance(x, A.Cards)), None)
        if cards is None:
            cards = A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("this card",)))
        return A.Ignore(" ".join(f.traits + f.kinds) + " trait", cards)

    def ignore_trait_all(self, c):
        """ "ignore the Chain trait", "ignore the Volley trait during your next turn": the trait on every card."""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Ignore(" ".join(f.traits + f.kinds) + " trait", None, duration)

    def ignore_kind_on(self, c):
        """ "ignore the Follow-up on that card": the Follow-up of the card named before ("on this card": its own;
        "on your Revolution Critical Injury": those cards)"""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        cards = next((x for x in c if isinstance(x, A.Cards)), None)
        if cards is None:
            this = any(isinstance(x, G._Raw) and x.kind == "this" for x in c)
            cards = A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("this card" if this else "that card",)))
        return A.Ignore(" ".join(f.kinds + f.traits), cards)

    def ignore_kind_and_requirement_on(self, c):
        """ "Ignore the Follow-Up and Requirement on your Superstar-specific cards": both are ignored on those cards."""
        kind = self.ignore_kind_on(c)
        return A.Sequence((kind, A.Ignore("Requirement", kind.cards)))

    def purpose_card_effects(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        owner = _owner(c, None)
        words = " ".join(f.traits + tuple(k for k in f.kinds if k != "Card"))
        text = f"{words} card effects" if words else "card effects"
        return {None: text, "you": f"your {text}", "opponent": f"your opponent's {text}"}.get(owner, text)

    # -- "as if"
    def ai_zone(self, c):
        return _Tag("as_zone", c[-1])

    def ai_kind(self, c):
        return _Tag("as_kind", _desc_filter(c))

    def ai_titled(self, c):
        """ "as if this card were titled X": as if it were that card (as "as if this card were X")."""
        raw = _raws(c, "title")[0]
        return _Tag("as_kind", A.CardFilter(titled=tuple(raw.value.split("|"))))

    def ai_not_kind(self, c):
        return _Tag("as_not_kind", _desc_filter(c))

    def ai_compare(self, c):
        return _Tag("as_state", self.c_compare_short(c))

    def _as_if_of(self, action, scope, c):
        """A card played / reversed / reversing as if it were something else (`AsIf` with a scope)."""
        kind, negated = _tag(c, "as_kind"), False
        if kind is None and _tag(c, "as_not_kind") is not None:
            kind, negated = _tag(c, "as_not_kind"), True
        zones = next((x for x in c if isinstance(x, tuple) and x and isinstance(x[0], A.Zone)), None)
        return N.AsIf(action, scope.player, None, scope.kind == "this", zones[0] if zones else None, _tag(c, "as_zone"),
                      kind, scope=scope if scope.kind != "this" else None, negated=negated,
                      as_state=_tag(c, "as_state"))

    def _scope_first(self, c):
        return c[0] if isinstance(c[0], A.Scope) else A.Scope("this")

    def ai_be_played(self, c):
        return self._as_if_of("be_played", self._scope_first(c), c)

    def ai_reverses(self, c):
        return self._as_if_of("reverse", c[0], c)

    def _under(self, c, desc=None):
        q = next((x for x in c if isinstance(x, A.Quantity)), None)
        f = desc or _desc_filter(c)
        return A.Cards(q or A.Quantity(all=True), replace(f, qualifiers=f.qualifiers + ("under this card",)))

    def _as_if(self, action, c, player="you", cards=None):
        cards = cards or next((x for x in c if isinstance(x, A.Cards)), None)
        source = next((x[0] for x in c if isinstance(x, tuple)), None)
        if source is None and cards is not None:
            source = cards.zone           # "a non-Unique card from your Ringside": where it is played from
        return N.AsIf(action, player, cards, cards is None, source, _tag(c, "as_zone"), _tag(c, "as_kind"))

    def may_play_as_if(self, c):
        """ "You may play this card as if ..."; "you may play these cards / that card / it as if it were in your hand"
        (the cards under this card, the top card of the Arsenal: named before): those cards, not this card."""
        player = _player(c)
        it = next((x for x in c if isinstance(x, G._Raw) and x.kind == "it"), None)
        cards = A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",))) if it is not None else None
        return A.Optional(self._as_if("play", c, player, cards), player)

    def play_as_if(self, c):
        """ "play 1 Ringside 'Classic' maneuver as if from hand": the step (its player set by the clause)."""
        return self._as_if("play", c)

    def may_play_after_this(self, c):
        """ "You may play the card titled Maintain Hold after this card as if it were a Submission maneuver": the
        cards named may be played after this one (their Follow-up is met by it; as the kind named, if any)."""
        player, cards = _player(c), next(x for x in c if isinstance(x, A.Cards))
        if player != "you" or cards.zone is not None or not cards.filter.titled:
            raise ValueError("'you may play X after this card': only cards titled, played by you")
        if _tag(c, "as_zone") is not None or _tag(c, "as_not_kind") is not None:
            raise ValueError("'... after this card as if from <zone>' / 'as if not ...' is not read")
        as_kind = _tag(c, "as_kind") or A.CardFilter()
        after = A.Condition("played_after", filter=replace(as_kind, qualifiers=as_kind.qualifiers + ("this card",)))
        return N.PlayRuleFor(A.Scope("all", cards.filter, player), A.PlayRestriction("may_play_after", after))

    def may_play_under_as_if(self, c):
        player = _player(c)
        return A.Optional(self._as_if("play", c, player, self._under(c)), player)

    def played_under_as_if(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        return self._as_if("play", c, cards=self._under(c, f))

    def zone_under_desc(self, c):
        """ "from under a WCW card", "from under WCW cards in your Ring": the cards under a card of that description
        (which one is not said)."""
        raw = next(x for x in c if isinstance(x, G._Raw) and x.kind == "desc")
        f = G.filter_from_desc(raw.value)
        if f.kinds not in ((), ("Card",)) or f.owner is not None or f.qualifiers:
            raise ValueError("under a card: only a card with traits is read")
        return A.Zone("under_other_card", _owner(c), under=f)

    def search_as_if(self, c):
        return self._as_if("search", c)

    def search_play_as_if(self, c):
        return self._as_if("search_and_play", c)

    def searched_for_as_if(self, c):
        """ "Can be searched for as if non-Unique.": its owner may search for this card as if it were that kind
        (as "You may search for this card as if it was non-Unique.")."""
        return A.Optional(N.AsIf("search", "you", None, True, None, None, _desc_filter(c)), "you")

    # -- more considered / blank / capacity / for each / reversal mods
    def considered_instead_of(self, c):
        filters = [x.value[0] for x in c if isinstance(x, G._Raw) and x.kind == "filter"]
        return A.Considered(c[0], as_kind=filters[0], instead_of=filters[1])

    def capacity_for_each(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.ForEach(cards, self.capacity_are(c))

    def capacity_are(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        (_, amount, stat), *rest = _raws(c, "mod")[0].value
        if rest or stat is not None:
            raise ValueError("a capacity changed by anything but '+N' is not read")
        return A.DeckRule("capacity", _kinds(f) + f.traits, amount, player=_owner(c))

    def capacity_both(self, c):
        """ "Your Pre-match Capacity and Mid-match Capacity is +1": both capacities, by the same number."""
        second = G.filter_from_desc(_raws(c, "desc")[1].value)
        rule = self.capacity_are(c)
        return replace(rule, names=rule.names + _kinds(second) + second.traits)

    def modifier_per_amount(self, c):
        """ "This card is -1F for each Stun Value in your Ring": each change times the amount counted (a
        `VariableModifier`, as "-#F, where # is the Stun Value in your Ring"; "-2F for each ..." -> times 2)."""
        value = c[-1]
        mod = self.modifier(list(c[:-1]))
        changes = []
        for ch in mod.changes:
            if ch.multiply or ch.set_to or ch.maximum or not ch.amount:
                raise ValueError("only a '+N' / '-N' change is counted per amount")
            definition = N.VariableDefinition(replace(value, times=abs(ch.amount)))
            changes.append(N.VariableChange(ch.stat, 1 if ch.amount > 0 else -1, N.Variable(definition)))
        return N.VariableModifier(tuple(changes), mod.scope, mod.duration)

    def pa_stun_value(self, c):
        """ "for each Stun Value in your Ring" (the Stun Value there, as "the total Stun Value in your Ring")."""
        return N.VariableValue("stun_value", zone=next(x for x in c if isinstance(x, A.Zone)))

    def pa_named_number(self, _):
        """ "for each number named": the number the card had its player name ("When played, name a number 5 or
        less")."""
        return N.VariableValue("named_number")

    def modifier_each_under(self, c):
        changes = next(x for x in c if isinstance(x, tuple))
        return A.ForEach(self._under(c), A.Modifier(changes, c[0]))

    def post_as_counter(self, _):
        return G._Post(qualifiers=("played as a Counter",))

    def var_reversal_mod(self, c):
        owner = _owner(c, "opponent")
        by = G.filter_from_desc(_raws(c, "desc")[0].value)
        target = next((x for x in c if isinstance(x, A.Scope)), None)
        duration = next((x for x in c if isinstance(x, str)), None)
        changes = _tag(c, "vmods")
        if any(ch.stat == "value" for ch in changes):
            raise ValueError("'+#' without a stat on reversals is not read")
        return N.VariableModifier(changes, A.Scope("reversals_to_this", player=owner), duration,
                                  applies_to=None if target is None or target.kind == "this" else target,
                                  by=by if by != A.CardFilter(kinds=("Reversal",)) else None)

    # -- read as, not affected, counts as, increase
    def var_read_as(self, c):
        return _VarTail(reads_as=(next(x for x in c if isinstance(x, int)), next(x for x in c if isinstance(x, A.Zone))))

    def na_cards(self, c):
        f = c[-1].value[0]
        owner = _owner(c, None)
        if owner in ("you", "opponent"):
            f = replace(f, owner=owner)
        return _Tag("by", (f, False, False))

    def na_this(self, _):
        return _Tag("by", (None, False, True))

    def na_effects(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        if f != A.CardFilter(kinds=("Card",)):
            raise ValueError("'not affected by your <kind> effects' is not read")
        return _Tag("by", (A.CardFilter(owner=_owner(c)), True, False))

    def not_affected(self, c):
        c = [y for x in c for y in (x if isinstance(x, tuple) and all(isinstance(z, _Tag) for z in x) else (x,))]
        by, effects, this = _tag(c, "by")
        duration = next((x for x in c if isinstance(x, str)), None)
        return N.NotAffected(c[0], by, effects, this, duration, _tag(c, "changes"))

    def nm_fortitude(self, _):
        return _Tag("changes", "F")

    def nm_damage_up(self, _):
        return _Tag("changes", "D+")

    def na_changes(self, c):
        """ "by Fortitude modification" (any card's or effect's), "by his modifiers that increase damage" """
        owner = _owner(c, None)
        by = A.CardFilter(owner=owner) if owner in ("you", "opponent") else None
        return _Tag("by", (by, by is not None, False)), next(x for x in c if isinstance(x, _Tag))

    def na_f_effects(self, c):
        """ "by your opponent's Fortitude modification effects from cards": his cards' effects that change Fortitude """
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'Fortitude modification effects from <kind>' is not read")
        return _Tag("by", (A.CardFilter(owner=_owner(c)), True, False)), _Tag("changes", "F")

    def not_affected_ignores_title(self, c):
        """ "This card ignores Hell in a Cell Match.": as "This card is not affected by Hell in a Cell Match." """
        if not _raws(c, "this"):
            raise ValueError("another card ignoring a card")
        return N.NotAffected(A.Scope("this"), A.CardFilter(titled=(_raws(c, "title")[0].value,)), False, False)

    def not_affected_mods(self, c):
        """ "ignore all modifications to that card from his card effects until the end of the turn": no change those
        effects make holds on the card (changes "all")."""
        c = [y for x in c for y in (x if isinstance(x, tuple) and all(isinstance(z, _Tag) for z in x) else (x,))]
        by, effects, this = _tag(c, "by")
        duration = next((x for x in c if isinstance(x, str)), None)
        return N.NotAffected(c[0], by, effects, this, duration, "all")

    def not_affected_mods_cards(self, c):
        """ "ignore all modifications to that card from his cards and his card effects" (his cards' effects, "card"
        both times)."""
        if any(G.filter_from_desc(x.value) != A.CardFilter(kinds=("Card",)) for x in _raws(c, "desc")):
            raise ValueError("'from his X and his X effects': only cards")
        duration = next((x for x in c if isinstance(x, str)), None)
        return N.NotAffected(c[0], A.CardFilter(owner=_owner(c)), True, False, duration, "all")

    def not_affected_from(self, c):
        """ "Your Heel cards ignore Fortitude modifications from your opponent." """
        return N.NotAffected(c[0], A.CardFilter(owner=_player(c)), True, changes=_tag(c, "changes"))

    def ctf_rating(self, c):
        who = _owner(c)
        return {"you": "your", "opponent": "his"}.get(who, who) + " Fortitude Rating"

    def counts_not(self, c):
        """ "X cards do not count for Y": counted as no card at all for Y (count 0) """
        purpose = next(x for x in c if isinstance(x, str))
        return N.CountsAs(c[0], 0, A.CardFilter(), purpose=purpose)

    def counts_as_n(self, c):
        n = next(x for x in c if isinstance(x, int))
        return N.CountsAs(c[0], n, G.filter_from_desc(_raws(c, "desc")[0].value),
                          next((x for x in c if isinstance(x, A.Zone)), None),
                          purpose=next((x for x in c if isinstance(x, str)), None))

    def counts_as_kind_in_zone(self, c):
        """ "Your Series of Arm Drags counts as Japanese Arm Drag in your Arsenal", "This card is considered a Trademark
        Finisher in your Arsenal": one card of that kind while it is in that place (CountsAs, count 1, `zone`)."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        return N.CountsAs(c[0], 1, _desc_filter(c), zone)

    def counts_as_kind(self, c):
        purpose = next((x for x in c if isinstance(x, str)), None)
        return A.Considered(c[0], as_kind=_desc_filter(c), purpose=purpose)

    def counts_as_desc_also(self, c):
        """ "non-unique maneuvers played from your opponent's hand also count as Action cards until the end of his turn":
        every card of the first description is also of the second kind (Considered mode "also"), for that time."""
        filters = [x.value[0] for x in c if isinstance(x, G._Raw) and x.kind == "filter"]
        if len(filters) != 2:
            raise ValueError("'X also count as Y': two card descriptions")
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Considered(A.Scope("all", filters[0], "any"), as_kind=filters[1], duration=duration, mode="also")

    def counts_as_kind_not(self, c):
        """ "This card does not count as a 'Shoot' card for your card effects": not that kind (as "is not considered")"""
        purpose = next((x for x in c if isinstance(x, str)), None)
        return A.Considered(c[0], as_kind=_desc_filter(c), purpose=purpose, negated=True)

    def counts_as_kind_not_this(self, c):
        """ "This card does not count as a 'Shoot' card for your card effects" (this card: counts_as_kind_not)"""
        return self.counts_as_kind_not([A.Scope("this")] + list(c[1:]))

    def not_cumulative_effect(self, c):
        """ "This effect is not cumulative with other cards titled Teaser Mode." """
        return N.NotCumulative("effect", A.CardFilter(titled=tuple(c[-1].value.split("|"))))

    def not_cumulative_damage(self, c):
        """ "The damage modifier of this card is not cumulative with other cards titled Defensive Cover." """
        return N.NotCumulative("damage_modifier", A.CardFilter(titled=tuple(c[-1].value.split("|"))))

    def counts_as_packed(self, c):
        from . import packing_ast as P

        if c[0].kind != "this":
            raise ValueError("'counts as either ... in your Backlash deck' for other cards is not read")
        kinds = []
        for raw in _raws(c, "desc"):
            f = G.filter_from_desc(raw.value)
            kinds.append(" ".join(f.all_kinds + f.kinds))      # "Pre-match Event", "Mid-match Action"
        return P.PackedAs(tuple(kinds))

    # -- "<owner> <kind> is ..."
    def _owner_scope(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        return A.Scope("all", f, _owner(c))

    def oi_modifier(self, c):
        changes = next(x for x in c if isinstance(x, tuple))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Modifier(changes, self._owner_scope(c), duration)

    def oi_modifier_each(self, c):
        """ "his card is -3D for each card discarded": "his card" is the card he played (the trigger's), not all
        his cards"""
        changes = next(x for x in c if isinstance(x, tuple))
        scope = self._owner_scope(c)
        if scope.filter == A.CardFilter(kinds=("Card",)):
            scope = A.Scope("it", player=scope.player)
        return self.modifier_each([scope, changes, c[-1]])

    def post_removed(self, _):
        """ "for each card removed (this way)": the cards an earlier step removed from the game """
        return G._Post(qualifiers=("removed",))

    def post_moved(self, _):
        """ "for each card moved (with this effect)": the cards an earlier step moved """
        return G._Post(qualifiers=("moved",))

    def post_moved_to(self, c):
        """"for each CM Punk-specific card moved to your hand": the cards an earlier step moved there."""
        zone = c[-1]
        owner = {"you": "your ", "opponent": "opponent's "}.get(zone.owner, "")
        return G._Post(qualifiers=(f"moved to {owner}{zone.name}",))

    def post_shuffled_in(self, _):
        """ "for each card shuffled in", "for every 4 cards shuffled in": the cards an earlier step shuffled into
        the Arsenal """
        return G._Post(qualifiers=("shuffled in",))

    def post_put_this_way(self, c):
        """ "for each card put into your Ringside pile in this way": the cards an earlier step put there """
        zone = next(x for x in c if isinstance(x, A.Zone))
        return G._Post(qualifiers=(f"put into {zone.owner} {zone.name}",))

    def post_played_response(self, c):
        """ "reversal played in response (to this card)": the cards played while this card was being played """
        return G._Post(qualifiers=("played in response to this card",))

    def oi_blank(self, c):
        """ "his maneuver is blank until the end of the turn", "his card is blank": one card, of a bare kind -- the
        card the sentence's moment names (the card he plays, the maneuver being reversed), as in `oi_modifier_each`,
        not every card of his; "Your Lou Thesz Press is blank" (a title) is every card so titled."""
        scope = self._owner_scope(c)
        f = scope.filter
        if f is not None and len(f.kinds) == 1 and f.kinds[0] in _ONE_CARD_KINDS \
                and f == A.CardFilter(kinds=f.kinds):
            scope = A.Scope("it", player=scope.player)
        return A.Blank(scope, next((x for x in c if isinstance(x, str)), None))

    def oi_considered(self, c):
        purpose = next((x for x in c if isinstance(x, str)), None)
        return A.Considered(self._owner_scope(c), as_kind=_desc_filter(c), purpose=purpose)

    def oi_considered_instead(self, c):
        """ "Your Lou Thesz Press is a Submission instead": in place of what it was."""
        return replace(self.oi_considered(c), mode="instead")

    def dr_max_increase(self, c):
        """ "The maximum number of Pre-match cards and Mid-match cards you may have in your Ring area is increased by
        2" (each kind +2), "... is increased by +1": your Ring's capacity (DeckRule "capacity"); another player's
        is not read (DeckRule names no player)."""
        who = next(x.who for x in c if isinstance(x, G._P))
        owner = next(x.who for x in c if isinstance(x, G._Owner))
        if who != "you" or owner != "you" or [x for x in c if isinstance(x, str)] != ["ring"]:
            raise ValueError("'the maximum number of X ... is increased': only your own Ring")
        n = next((x for x in c if isinstance(x, int)), None)
        if n is None:
            mod = next(x for x in c if isinstance(x, G._Raw) and x.kind == "mod").value
            if len(mod) != 1 or mod[0][2] is not None or mod[0][1] <= 0:
                raise ValueError("'increased by <modifier>': only a plain +N")
            n = mod[0][1]
        kinds = ()
        for raw in (x for x in c if isinstance(x, G._Raw) and x.kind == "desc"):
            f = G.filter_from_desc(raw.value)
            kinds += _kinds(f) + f.traits
        return A.DeckRule("capacity", tuple(dict.fromkeys(kinds)), n)

    def play_over_max(self, c):
        """ "You may play 2 Mid-match cards to your Ring area over the maximum allowed": your Ring's capacity for that
        kind is +2 (DeckRule "capacity", as "the maximum number of Mid-match cards you may have in your Ring area is
        increased by 2"); "you may play 1 Pre-match card over the maximum allowed": in your own Ring."""
        who, cards = c[0].who, c[1]
        zone = next((x for x in c[2:] if isinstance(x, A.Zone)), A.Zone("ring", "you"))
        q = cards.quantity
        if who != "you" or zone.name != "ring" or zone.owner != "you" or cards.zone is not None \
                or q.count is None or q.up_to or q.at_least or q.any_number or q.all:
            raise ValueError("'may play N X to your Ring over the maximum': only your own Ring, a plain count")
        f = cards.filter
        if f.titled or not f.kinds or replace(f, kinds=(), traits=()) != A.CardFilter():
            raise ValueError("'may play N X over the maximum': only a kind of card")
        return A.DeckRule("capacity", _kinds(f) + f.traits, q.count)

    def play_over_max_list(self, c):
        """ "You may play 1 Pre-match card and 1 Mid-match card to your Ring area over the maximum allowed": each kind's
        capacity (one DeckRule "capacity" each, as `play_over_max`)."""
        groups = next(x for x in c if isinstance(x, G._Raw) and x.kind == "cards_and").value
        zone = next(x for x in c if isinstance(x, A.Zone))
        return tuple(self.play_over_max([c[0], cards, zone]) for cards in groups)

    def pt_during_phase(self, c):
        """ "during the Pre-match phase" after "cannot be moved ...": only in that phase (duration "prematch")."""
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Pre-match",)):
            raise ValueError("protected during which phase")
        return _Tag("during", "prematch")

    def considered_read_as(self, c):
        """ "your cards titled X and Y read as F: 0": the cards' Fortitude (or Damage) is set to that value, as "are
        F: 0" (FAQ: an F: 0 set by a card is then changed by other modifiers).  Only a single value is read: "read as"
        with a kind or other words is a text change, not this."""
        as_kind = _desc_filter(c)
        stat = as_kind.fortitude if as_kind.fortitude is not None else as_kind.damage
        if ((as_kind.fortitude is None) == (as_kind.damage is None) or stat.low is None or stat.low != stat.high
                or replace(as_kind, fortitude=None, damage=None) != A.CardFilter()):
            raise ValueError("'<cards> read as X': only a Fortitude or Damage value")
        return A.Considered(c[0], as_kind=as_kind)

    def considered_for_time(self, c):
        """ "When played, this card is Multi until the end of the turn": the kind or trait, for that time."""
        return A.Considered(c[0], as_kind=_desc_filter(c), duration=next(x for x in c if isinstance(x, str)))

    def d_until_next_turn(self, c):
        """ "until the start of your next turn" / "until the start of his next turn" """
        return "until_your_next_turn" if c[0].who == "you" else "until_opponent_next_turn"

    def d_next_n_turns(self, c):
        """ "during his next 3 turns" """
        return f"next_{next(x for x in c if isinstance(x, int))}_turns"

    def oi_considered_not(self, c):
        return A.Considered(self._owner_scope(c), as_kind=_desc_filter(c), negated=True)

    def oi_no_longer(self, c):
        """ "his card is no longer Multi until the end of the turn": the card named before ("his card": the one he
        played, as in `oi_considered_now`; "his maneuvers": all of them) is not of that kind, for that time."""
        own = _raws(c, "desc")[0]
        scope = A.Scope("all", G.filter_from_desc(own.value), _owner(c))
        if scope.filter == A.CardFilter(kinds=("Card",)):
            scope = A.Scope("it", player=scope.player)
        rest = [x for x in c if x is not own and not isinstance(x, G._Owner)]
        return A.Considered(scope, as_kind=_desc_filter(rest), negated=True,
                            duration=next((x for x in c if isinstance(x, str)), None))

    def oi_considered_now(self, c):
        """ "you may discard 1 card and his card is now Cheater": as "that card is now Cheater" (a plain "his card" is
        the card named before, as in `oi_modifier_each`; "his maneuvers" all of them)"""
        own = _raws(c, "desc")[0]
        scope = A.Scope("all", G.filter_from_desc(own.value), _owner(c))
        if scope.filter == A.CardFilter(kinds=("Card",)):
            scope = A.Scope("it", player=scope.player)
        return self.considered_now([scope] + [x for x in c if x is not own and not isinstance(x, G._Owner)])

    def _title_scope(self, c):
        """ "Damn! is -10F": the cards of that title (whoever's, as "the card titled Damn!")"""
        return A.Scope("all", A.CardFilter(titled=tuple(_raws(c, "title")[0].value.split("|"))), "any")

    def ti_modifier(self, c):
        changes = next(x for x in c if isinstance(x, tuple))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Modifier(changes, self._title_scope(c), duration)

    def ti_blank(self, c):
        """ "That's a Wrap is blank": the card of that title (as "Your That's a Wrap is blank", any player's)."""
        return A.Blank(self._title_scope(c), next((x for x in c if isinstance(x, str)), None))

    def ti_var_modifier(self, c):
        return self.var_modifier([self._title_scope(c)] + [x for x in c if not isinstance(x, G._Raw)])

    def crit_only_scope(self, c):
        """ "that card can only be of 7D or less." (as `crit_only` with `crit_that`)"""
        return self._criterion([self.crit_that(c[:1])] + c[1:], "only")

    def oi_var_modifier(self, c):
        return self.var_modifier([self._owner_scope(c)] + [x for x in c if not isinstance(x, (G._Owner, G._Raw))])

    def prohibit_play_to_cards(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Prohibition(c[0].who, "play_to", G.filter_from_desc(_raws(c, "desc")[0].value), duration,
                             cards.filter)

    @staticmethod
    def _response_target(c):
        """What the prohibited cards would answer: "to your Cheater cards" (their filter), "to it" / "to that
        maneuver" (the card the text names), "to this card"; None: a bare "in response", to the card the text speaks of (this
        card, or the card its trigger names)."""
        after = c[c.index("in-response") + 1:] if "in-response" in c else c
        for x in after:
            if isinstance(x, A.Cards):
                return x.filter
            if isinstance(x, G._Raw) and x.kind in ("this", "it"):
                return A.CardFilter(qualifiers=("this card" if x.kind == "this" else "it",))
        return None

    def prohibit_play_response(self, c):
        """ "Your opponent cannot play X in response to your Y cards": X may not be played (reversed or as any
        response) while a Y card is being played."""
        what = c[1]
        if isinstance(what, A.Cards):
            played = what.filter
        else:       # "the chosen cards", "it": the cards the text names
            played = A.CardFilter(qualifiers=("this card" if what.kind == "this" else "it",))
        duration = next((x for x in c if isinstance(x, str) and x != "in-response"), None)
        return A.Prohibition(c[0].who, "play_in_response", played, duration, self._response_target(c[2:]))

    def prohibit_activate_response(self, c):
        """ "your opponent cannot Activate cards in response to this maneuver": no Activated Card Effect of those cards
        as a response while it is played (Prohibition "activate_in_response")."""
        p = self.prohibit_play_response(c)
        return A.Prohibition(p.player, "activate_in_response", p.filter, p.duration, p.target)

    def prohibit_played_response(self, c):
        """ "The named card cannot be played in response (to your next maneuver)": by its owner, any player"""
        scope = c[0]
        if scope.kind != "all" or scope.filter is None:
            raise ValueError("'cannot be played in response' of a card the text names is not read")
        duration = next((x for x in c if isinstance(x, str) and x != "in-response"), None)
        return A.Prohibition(scope.player, "play_in_response", scope.filter, duration, self._response_target(c[1:]))

    def bare_gain(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        if len(f.traits + f.kinds) != 1:
            raise ValueError("'has X and Y' after a change is not read")
        return _BareKind(None, gain=(f.traits + f.kinds)[0])

    # -- "+5D to all your maneuvers and ...", "can only play"
    def mods_to(self, c):
        duration = next((x for x in c if isinstance(x, str)), None)
        pairs = [x for x in c if isinstance(x, (tuple, A.Scope))]
        mods = [A.Modifier(pairs[i], pairs[i + 1], duration) for i in range(0, len(pairs), 2)]
        return mods[0] if len(mods) == 1 else A.Sequence(tuple(mods))

    def play_only(self, c):
        return N.PlayOnly(_player(c), _desc_filter(c), next((x for x in c if isinstance(x, str)), None))

    def play_only_from(self, c):
        """ "your opponent can only play maneuvers from Hand during his next turn" """
        player = _player(c)
        zones = next(x for x in c if isinstance(x, tuple))
        f = replace(_desc_filter(c), played_from=tuple(f"{player} {z.name}" for z in zones))
        return N.PlayOnly(player, f, next((x for x in c if isinstance(x, str)), None))

    def play_only_from_the_only(self, c):
        """ "the only cards you can play are Maneuver cards from your hand" (as "you can only play ... from ...")."""
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'the only <kind> you can play are ...': cards only")
        return self.play_only_from(c[1:])

    def play_only_per(self, c):
        n = next(x for x in c if isinstance(x, int))
        return N.PlayLimit(_player(c), n, _desc_filter(c), _tag(c, "per"))

    # -- "with that title"
    def post_that_title(self, _):
        return G._Post(qualifiers=("with that title",))

    def fold_continuous(self, items):
        """Sentence-level readings of continuous.lark, before the clauses are grouped: a bare kind after
        a change ("this card is -5F and Multi") and "#" bound to its definition."""
        return self.bind_variables(self._bare_kinds(items))

    def _bare_kinds(self, items):
        out = list(items)
        bare = []
        drop = set()       # a bare change merged into the change before it (and the "and" between them)
        for i, x in enumerate(out):
            if not (isinstance(x, tuple) and len(x) == 3):
                continue
            joined = (not x[1] and i >= 2 and isinstance(out[i - 1], _Sep) and out[i - 1].kind in (",", "and")
                      and isinstance(out[i - 2], tuple))
            prev = out[i - 2][2] if joined else None
            # ("it" may be this card or the next one: a bare change after "it is ..." keeps effects.lark's reading)
            scoped = (isinstance(prev, (A.Modifier, A.Considered, N.VariableModifier, A.Blank))
                      and prev.scope is not None and prev.scope.kind not in ("this", "it"))
            core = x[2]
            if isinstance(core, A.Modifier) and core.scope is self.BARE_THIS:
                # "Your Puppies! Puppies! cards are now Multi, -4F, and ...": the bare "-4F" lists more of the
                # cards the clause before it changed, not "this card"
                if scoped:
                    out[i] = ("clause", (), replace(core, scope=prev.scope))
                continue
            if isinstance(core, A.ForEach) and isinstance(core.effect, A.Modifier) \
                    and core.effect.scope is self.BARE_THIS:
                # "Your maneuvers are -1F for each Ring 'European' card and +2D for each Ring 'European' Title
                # Belt" (virtual.lark modifier_bare_each): the bare counted change lists more of the same cards
                p = prev.effect if isinstance(prev, A.ForEach) else prev
                if joined and isinstance(p, (A.Modifier, A.Considered, N.VariableModifier, A.Blank)) \
                        and p.scope is not None and p.scope.kind not in ("this", "it"):
                    out[i] = ("clause", (), replace(core, effect=replace(core.effect, scope=p.scope)))
                continue
            if isinstance(core, A.ReversalRestriction) and core.applies_to is BARE_REQUIRES:
                # "Your maneuvers are +2D, they are Multi and require 3 reversals instead of 2 to reverse
                # them": the same cards; "When played, this card is Multi and requires 4 reversals instead of 2": this
                # card; after "it is Multi" (this card or the next one) or any other clause: not read
                if scoped:
                    out[i] = ("clause", x[1], replace(core, applies_to=prev.scope))
                elif (joined and isinstance(prev, (A.Modifier, A.Considered, N.VariableModifier, A.Blank))
                      and prev.scope is not None and prev.scope.kind == "this") or i == 0:
                    out[i] = ("clause", x[1], replace(core, applies_to=None))
                else:
                    raise ValueError("'... and requires N reversals': the card of the clause before is not read")
                continue
            if isinstance(core, A.ReversalRestriction) and core.applies_to is None and scoped \
                    and core.kind in ("cannot_be_reversed", "only_by", "only_from"):
                # "Your X cards are -4F, and cannot be reversed by ...": the same cards cannot be reversed; "The first
                # Mid-match maneuver you play each turn is Unique until the end of the turn, and can only be reversed by
                # D: 0 cards": the same card (not this card)
                out[i] = ("clause", (), replace(core, applies_to=prev.scope))
                continue
            if isinstance(core, N.Protected) and core.scope is self.BARE_PROTECTED and joined:
                # "your next card played this turn cannot be reversed, and cannot be modified by his effects": the
                # cards of the clause before, not this card
                scope = getattr(prev, "scope", None) or getattr(prev, "applies_to", None)
                if isinstance(scope, A.Scope) and scope.kind != "this":
                    out[i] = ("clause", (), replace(core, scope=scope))
                continue
            if isinstance(core, _BareNoSlot):
                # "... are Permanent and do not take up a Pre-match slot": the same cards
                scope = getattr(prev, "scope", None) if joined else None
                said = self.__dict__.get("_unblankable_scopes", {}).get(id(prev)) if joined else None
                if scope is None and said is not None and said[0] is prev:
                    # "Your Rusev-specific cards cannot be blanked and do not take up Pre-match slots in your Ring"
                    scope = said[1]
                if not isinstance(scope, A.Scope) or scope.kind in ("this", "it"):
                    raise ValueError("'do not take up a slot' without the cards of a change before it is not read")
                out[i] = ("clause", (), N.NoSlot(scope, core.kinds))
                continue
            if not isinstance(core, _BareKind):
                continue
            if not joined and x[1] and all(isinstance(p, A.Condition) for p in x[1]) and i >= 2 \
                    and isinstance(out[i - 1], _Sep) and out[i - 1].kind in (",", "and") \
                    and isinstance(out[i - 2], tuple) and len(out[i - 2]) == 3 and not out[i - 2][1]:
                # "This card is -5F and Permanent when your Fortitude Rating is less than ...": the condition
                # after the list holds for the whole list, as "When ..., this card is -5F and Permanent" (the
                # condition goes to the first clause of the run, which opens the Ability)
                lo = i - 2
                while lo >= 2 and isinstance(out[lo - 1], _Sep) and out[lo - 1].kind in (",", "and") \
                        and isinstance(out[lo - 2], tuple) and len(out[lo - 2]) == 3 and not out[lo - 2][1]:
                    lo -= 2
                out[lo] = ("clause", x[1], out[lo][2])
                x = out[i] = ("clause", (), core)
                joined, prev = True, out[i - 2][2]
            if isinstance(core, _BareStat) and not joined \
                    and any(isinstance(p, A.Trigger) and p.kind.startswith("as_") for p in x[1]):
                # "As an action, F: 0, shuffle this card ...", "As a reversal, F: 0; ...": the first clause of a
                # hybrid half, its stats: read as "this card is F: 0" (also after a clause: "Doing this will cause no
                # damage to opponent, and the Fortitude Value for this Action is F: 0")
                out[i] = ("clause", x[1], core.node(A.Scope("this")))
                continue
            if not joined and i == 0 and len(out) == 1 and not x[1] \
                    and getattr(core, "groups", None) in (((("trait", "Unique", False),),),
                                                          ((("trait", "Universally Unique", False),),)):
                # "Unique", "Universally Unique" standing alone at the end of a text: the card's traits line printed
                # into its text (the card's own traits, read from its data too)
                out[i] = ("clause", (), A.TraitLine(core.filter.traits))
                continue
            if joined and type(core) is _BareStat and isinstance(prev, A.ReversalRestriction) \
                    and prev.kind == "modified" and prev.modifier is not None and not prev.modifier.condition \
                    and core.gain is None and core.filter.damage is not None \
                    and core.filter == A.CardFilter(kinds=(), damage=core.filter.damage) \
                    and core.filter.damage.low == core.filter.damage.high and not core.filter.damage.printed \
                    and all(ch.stat != "D" for ch in prev.modifier.changes):
                # "Reversals to this card are +10F and D: 0": one more change of the same reversals, their damage
                # set to a number (as "Reversals to this card are D: 0" alone)
                mod = prev.modifier
                changes = mod.changes + (A.StatChange("D", core.filter.damage.low, set_to=True),)
                out[i - 2] = (out[i - 2][0], out[i - 2][1], replace(prev, modifier=replace(mod, changes=changes)))
                drop.update((i - 1, i))
                continue
            if not joined:
                raise ValueError("a bare card kind not joined to a change before it is not read")
            if isinstance(core, _BareStatTimed) != isinstance(prev, A.Blank):
                raise ValueError("a value with a time is read only after 'blank'")
            if not isinstance(prev, (A.Modifier, A.Considered, N.VariableModifier, A.Blank)) or prev.scope is None:
                raise ValueError("a bare card kind after anything but a change of a scope is not read")
            if isinstance(core, (_BareBlank, _BareKindTimed)) and core.duration is not None:
                # "his played card is D: 0 and blank until the end of the turn": the time is that of the two changes
                # (a longer list, or a change with a time of its own, is not read)
                if getattr(prev, "duration", "-") is not None or (
                        i >= 4 and isinstance(out[i - 3], _Sep) and out[i - 3].kind in (",", "and")):
                    raise ValueError("a time after '... and blank' not shared by the change before it")
                out[i - 2] = (out[i - 2][0], out[i - 2][1], replace(prev, duration=core.duration))
            out[i] = ("clause", (), core.node(prev.scope))
            bare.append(i)
        for i in bare:
            self._check_run(out, i)
        if drop:
            out = [x for j, x in enumerate(out) if j not in drop]
        return out

    @staticmethod
    def _check_run(items, i):
        """ "Your Airplane Spin is Multi, a Foreign Object, and +10D": the bare "+10D" is read as "this card"
        by effects.lark, though it lists more of the Airplane Spin.  A list holding a bare kind and changes
        of two scopes ("this" and another) is not read rather than mis-read."""

        lo = i
        while lo >= 2 and isinstance(items[lo - 1], _Sep) and items[lo - 1].kind in (",", "and") \
                and isinstance(items[lo - 2], tuple) and not items[lo][1]:
            lo -= 2
        hi = i
        while hi + 2 < len(items) and isinstance(items[hi + 1], _Sep) and items[hi + 1].kind in (",", "and") \
                and isinstance(items[hi + 2], tuple) and not items[hi + 2][1]:
            hi += 2
        kinds = {x[2].scope.kind == "this" for x in items[lo:hi + 1:2]
                 if isinstance(x, tuple) and isinstance(x[2], (A.Modifier, A.Considered, N.VariableModifier))}
        if kinds == {True, False}:
            raise ValueError("a list of changes read as two scopes is not read")

    # binding "#" to its definition, sentence by sentence
    def bind_variables(self, items):
        """Fold a "where # is ..." clause (with its ", rounded down" / ", but cannot be greater than N"
        tails) into every `Variable` of the sentence's other clauses; a sentence that is only a
        definition keeps it.  Called by `grammar.Build.sentence` before the clauses are grouped."""

        def is_clause(x, kind):
            return isinstance(x, tuple) and len(x) == 3 and x[0] == "clause" and isinstance(x[2], kind)

        defs = [i for i, x in enumerate(items) if is_clause(x, N.VariableDefinition)]
        tails = [i for i, x in enumerate(items) if is_clause(x, _VarTail)]
        if not defs and not tails:
            if any(isinstance(x, _Sep) and x.kind == "where" for x in items):
                raise ValueError("'where' not followed by a '#' definition is not read")
            return items
        if not defs and len(tails) == 1 and items[tails[0]][2].reads_as is not None and not items[tails[0]][1] \
                and sum(isinstance(x, tuple) for x in items) == 1:
            # "Read as 0 when in your Ring area.": the card's printed "#" (defined in another sentence)
            return [("clause", (), items[tails[0]][2].apply(N.VariableDefinition()))]
        if len(defs) != 1:
            raise ValueError("a sentence with no or several '#' definitions is not read")
        d = defs[0]
        definition = items[d][2]
        if items[d][1]:
            raise ValueError("a '#' definition with its own trigger or condition is not read")
        drop = {d}
        j = d + 1
        while j + 1 < len(items) and isinstance(items[j], _Sep) \
                and is_clause(items[j + 1], _VarTail) and not items[j + 1][1] \
                and (items[j].kind == "," or (items[j].kind == "and" and items[j + 1][2].rounding is None
                                              and items[j + 1][2].reads_as is None)):
            # (", and cannot be greater than 9": a bound after ", and" as after a comma)
            definition = items[j + 1][2].apply(definition)
            drop |= {j, j + 1}
            j += 2
        if any(t not in drop for t in tails):
            raise ValueError("', rounded ...' / ', but cannot be ...' away from its definition")
        if not any(i not in drop for i, x in enumerate(items) if isinstance(x, tuple)):
            return [("clause", (), definition)]      # "# is equal to the reversed maneuver's Damage."
        if any(isinstance(x, _Sep) and x.kind == "where" for i, x in enumerate(items) if i != d - 1):
            raise ValueError("'where' not followed by a '#' definition is not read")
        if d > 0:
            if not (isinstance(items[d - 1], _Sep) and items[d - 1].kind in (",", "where")):
                raise ValueError("a '#' definition joined by anything but a comma is not read")
            drop.add(d - 1)
        elif j < len(items) and isinstance(items[j], _Sep):
            drop.add(j)
        bound = [0]
        out = [_bind(x, definition, bound) if isinstance(x, tuple) else x
               for i, x in enumerate(items) if i not in drop]
        if not bound[0]:
            raise ValueError("a '#' definition with no '#' to define in its sentence")
        return out

    # -- "your opponent plays with his hand revealed"
    def plays_revealed(self, c):
        zones = tuple(z for z in (x for x in c if isinstance(x, str)) if z in ("hand", "backlash", "arsenal", "ringside", "ring", "backstage"))
        duration = next((x for x in c if isinstance(x, str) and x not in zones), None)
        return N.PlaysRevealed("you", zones, duration)

    def plays_revealed_top(self, c):
        """ "play with the top card of your Arsenal revealed": only the top card of that zone is face up."""
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'play with the top <kind> of ... revealed': a card only")
        zones = tuple(z for z in (x for x in c if isinstance(x, str)) if z in ("hand", "backlash", "arsenal", "ringside", "ring", "backstage"))
        duration = next((x for x in c if isinstance(x, str) and x not in zones), None)
        return N.PlaysRevealed("you", zones, duration, top_card=True)

    def modifier_escalating(self, c):
        """ "The first maneuver you play each turn is +1D, the second +2D, ... and so forth" (EscalatingModifier)."""
        scope = c[0]
        if scope.kind != "first_this_turn":
            raise ValueError("'and so forth' read after 'the first <kind> ... each turn' only")
        return N.EscalatingModifier(scope, tuple(c[1]))

    # -- "Your opponent cannot respond to your Springboard."
    def rr_cannot_respond_to(self, c):
        scope = next(x for x in c if isinstance(x, A.Scope))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.ReversalRestriction("cannot_respond", applies_to=scope, duration=duration)

    def considered_played_after(self, c):
        """ "this card is considered played after Springboard and From the Top Rope": after each of them."""
        after = []
        purpose = next((x for x in c if isinstance(x, str)), None)
        for cards in (x for x in c[1:] if isinstance(x, A.Cards)):
            f = cards.filter
            if len(f.titled) > 1 and f == A.CardFilter(titled=f.titled):
                after += [A.CardFilter(titled=(t,)) for t in f.titled]
            else:
                after.append(f)
        nodes = tuple(A.Considered(c[0], played_after=f, purpose=purpose) for f in after)
        return nodes[0] if len(nodes) == 1 else A.Sequence(nodes)

    # -- what a player cannot do to cards
    def prohibit_prevent_cards(self, c):
        """ "Your opponent cannot prevent you from playing Title Belts": as `prohibit_prevent`, for those cards."""
        return A.Prohibition(c[0].who, "prevent_play", c[1].filter)

    def play_as(self, c):
        return _Tag("play_as", G.filter_from_desc(c[0].value))

    def prohibit_play_this(self, c):
        """ "You cannot play this card (as an action) for the rest of the turn"."""
        which = next(x for x in c if isinstance(x, G._Raw) and x.kind in ("this", "it", "reversed_card"))
        f = A.CardFilter(qualifiers=({"this": "this card", "reversed_card": "the reversed card"}.get(which.kind, "that card"),))
        as_kind = _tag(c, "play_as")
        if as_kind is not None:
            f = replace(f, kinds=as_kind.kinds)
        duration = next(x for x in c if isinstance(x, str))
        return A.Prohibition(c[0].who, "play", f, duration)

    def prohibit_move(self, c):
        """ "Your opponent cannot move this card from your Ring": protected from his effects' moves."""
        player = c[0].who
        scope = next(x for x in c if isinstance(x, A.Scope))
        zone = next((x for x in c if isinstance(x, A.Zone)), None)    # none: "... to any other location"
        return N.Protected(("moved",), scope, zone, "opponent" if player == "opponent" else None)

    def prohibit_played_after(self, c):
        return A.Prohibition("any", "play", c[0].filter, "immediately_after_this")

    def prohibit_played_by(self, c):
        return A.Prohibition(c[-1].who, "play", c[0].filter)

    def prohibit_desc_played_by(self, c):
        """ "Run-in cards cannot be played by any player": those cards, whoever owns them."""
        f = _desc_filter(c)
        return A.Prohibition(c[-1].who, "play", f)

    def prohibit_played_for(self, c):
        """ "The named cards cannot be played for the rest of the turn." : by any player, for that time."""
        scope, duration = c[0], next(x for x in c if isinstance(x, str))
        if not isinstance(scope, A.Scope) or scope.kind != "all" or scope.filter is None:
            raise ValueError("'cannot be played <time>': cards named by a description only")
        return A.Prohibition("any", "play", scope.filter, duration)

    def blank_text_on_a_in_zone(self, c):
        """ "the text on a Stipulation card in his Ring area is blank": every card of that kind there (its owner's)."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.owner not in ("you", "opponent"):
            raise ValueError("'the text on a card in <zone>' of one player's zone")
        f = G.filter_from_desc(next(x for x in c if isinstance(x, G._Raw) and x.kind == "desc").value)
        f = replace(f, owner=zone.owner, qualifiers=f.qualifiers + (f"in {zone.name}",))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("all", f, zone.owner), duration)

    def blank_text_on(self, c):
        """ "the text on that card is blank": that card's text (as "blank that maneuver's text")."""
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(self.s_this(c[:1]), duration)

    @staticmethod
    def _titled(c):
        raw = _raws(c, "title")[0]
        return replace(G.filter_from_desc(_raws(c, "desc")[0].value), titled=tuple(raw.value.split("|")))

    def prohibit_titled_played_after(self, c):
        return A.Prohibition("any", "play", self._titled(c), "immediately_after_this")

    def prohibit_titled_played_by(self, c):
        return A.Prohibition(c[-1].who, "play", self._titled(c))

    def s_the_titled(self, c):
        """ "the card titled Head (is considered Permanent)": every card with that title, whoever's it is."""
        return A.Scope("all", self._titled(c), "any")

    def max_play_more(self, c):
        """ "The maximum number of Stipulation cards you may play is increased by 1": one card over that limit."""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        n = next(x for x in c if isinstance(x, int))
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        return N.AdditionalCards("play", _player(c), A.Quantity(count=n), f, source=zone,
                                 duration="each_turn" if _tag(c, "per") else None)

    # -- when other cards may be played
    @staticmethod
    def _play_rule_for(scope, rule):
        """This card's own play rule stays a `PlayRestriction` (the resolver reads it); other cards' is `PlayRuleFor`."""
        return rule if scope.kind == "this" else N.PlayRuleFor(scope, rule)

    def scoped_play_from(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return self._play_rule_for(c[0], A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones)))

    def scoped_play_phase(self, c):
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        return self._play_rule_for(c[0], A.PlayRestriction("during_phase", zones=f.kinds + f.traits))

    def scoped_play_any_phase(self, c):
        return self._play_rule_for(c[0], A.PlayRestriction("during_phase", zones=("any",)))

    def _ignore_on_card(self, c, qualifier):
        what = " / ".join(f"'{v}'" for v in self._ignored(c).split("|"))
        f = replace(G.filter_from_desc(_raws(c, "desc")[0].value), owner=_owner(c), qualifiers=(qualifier,))
        return A.Ignore(what + " text", A.Cards(A.Quantity(count=1), f))

    def ignore_on_next(self, c):
        """ "ignore the 'Can only be played after...' text on your next card played this turn" """
        return self._ignore_on_card(c, "next played this turn")

    def ignore_on_first_next(self, c):
        """ "... on the first card played of your next turn" """
        return self._ignore_on_card(c, "first played next turn")

    def ignore_on_for(self, c):
        """ "ignore the 'Can only be played...' text on your X maneuvers for the rest of your turn": only for that
        time (the cards' text is read without the words until then)"""
        what = " / ".join(f"'{v}'" for v in self._ignored(c).split("|"))
        cards = next(x for x in c if isinstance(x, A.Cards))
        duration = next(x for x in c if isinstance(x, str))
        return A.Ignore(what + " text", cards, duration)

    def ignore_title(self, c):
        """ "ignore Remember Who Pays Your Salary for the rest of the turn": that card's text is not applied (for the
        duration said; `cards` the card titled so)."""
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        titles = tuple(title.value.split("|"))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Ignore("the card titled " + " / ".join(titles), A.Cards(A.Quantity(), A.CardFilter(titled=titles)),
                        duration)

    # -- "considered" values for some purposes
    @staticmethod
    def _it_filter(raw):
        return A.CardFilter(qualifiers=("this card" if raw.kind == "this" else "it",))

    def cvf_playing(self, c):
        """ "when playing RMS maneuvers", "for playing reversals to it", "for reversals to this card" """
        played = c[0]
        if isinstance(played, A.Cards):
            played = played.filter
        elif isinstance(played, G._Raw) and played.kind == "desc":
            played = G.filter_from_desc(played.value)
        elif isinstance(played, G._Raw):
            played = self._it_filter(played)
        to = None
        if len(c) > 1:
            to = c[1].filter if isinstance(c[1], A.Cards) else self._it_filter(c[1])
        return _Tag("for", {"playing": played, "playing_to": to})

    def cvf_comparing(self, _):
        return _Tag("for", {"purpose": "comparing Fortitude Ratings"})

    def cvf_purpose(self, c):
        return _Tag("for", {"purpose": c[0]})

    def purpose_owned_cards(self, c):
        """ "for your opponent's reversals", "for his Strike maneuvers": the cards of that player (a purpose's words)."""
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        text = self._source_names(f)    # kinds and traits only (desc.py), or not read
        return {"you": f"your {text}", "opponent": f"your opponent's {text}"}.get(_owner(c, None), text)

    def purpose_owned_title(self, c):
        who = _owner(c)
        return c[-1].value if who == "you" else f"{'your opponent' if who == 'opponent' else who}'s {c[-1].value}"

    def _considered_value(self, player, c, value="fortitude_rating", cards=None):
        changes = next(x for x in c if isinstance(x, tuple))
        stat = "count" if value == "count" else "fortitude_rating"
        if any(ch.stat not in ("value", "F") or ch.multiply for ch in changes) or (value == "count" and any(
                ch.stat != "value" for ch in changes)):
            raise ValueError("a considered value other than a Fortitude Rating or a count is not read")
        changes = tuple(A.StatChange(stat, ch.amount) for ch in changes)
        duration = next((x for x in c if isinstance(x, str)), None)
        extra = _tag(c, "for", {})
        return N.ConsideredValue(value, player, changes, cards=cards, duration=duration, **extra)

    def cv_scope(self, c):
        """ "your Fortitude Rating is considered +3 when playing it" """
        if c[0].kind != "fortitude_rating":
            raise ValueError("'X is considered +N' of anything but a Fortitude Rating is not read")
        return self._considered_value(c[0].player, c[1:])

    def cv_you(self, c):
        """ "you are considered to have +5F when playing RMS maneuvers" """
        return self._considered_value(_player(c), c)

    def cv_compare(self, c):
        """ "you are considered to have lower Fortitude for your effects", "you count as having lower Fortitude" """
        stats = _raws(c, "stat")
        if len(stats) != 1 or getattr(stats[0], "filter", None) is not None:
            raise ValueError("a comparison of counted cards is not read")
        duration = next((x for x in c if isinstance(x, str)), None)
        extra = _tag(c, "for", {})
        return N.ConsideredCompare(_player(c), _raws(c, "cmp")[0].value, stats[0].value, duration=duration, **extra)

    def cv_count(self, c):
        """ "The number of Pre-match cards in your Ring is considered -4 for your opponent's I'm Gonna Break You" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        cards = replace(cards, quantity=A.Quantity(all=True))       # "the number of": all of them, counted
        rest = [x for x in c if x is not cards and not isinstance(x, (A.Cards, str))]
        return self._considered_value(None, rest + [_Tag("for", {"purpose": c[-1]})], "count", cards)

    def ignore_on_it(self, c):
        """ "ignore the 'Can only be played...' text on it": on the card(s) the sentence named before."""
        what = " / ".join(f"'{v}'" for v in self._ignored(c).split("|"))
        return A.Ignore(what + " text", A.Cards(A.Quantity(all=True), A.CardFilter(qualifiers=("that card",))))

    # -- tag team partners: "Your partner is now the 'active' legal player and may begin his turn."
    def partner_now_active(self, c):
        role = next(x.role for x in c if hasattr(x, "role"))
        return N.PartnerNow(role, begins_turn=True)

    # -- remarks on the effect before: "(This is not considered a reversal.)", "(This card remains in the Ring.)"
    def remark_effect_not_considered(self, c):
        f = next(x.value[0] for x in c if isinstance(x, G._Raw) and x.kind == "filter")
        return N.EffectRemark("not_considered", as_kind=f)

    def remark_remains(self, c):
        which = c[0].kind if isinstance(c[0], G._Raw) else None
        if which not in ("this", "it"):
            raise ValueError("'X remains in': this card or it")
        return N.Remains(A.Scope(which), next(x for x in c if isinstance(x, A.Zone)))

    def remark_remains_the(self, c):
        """"(This card remains in the Ring.)": the Ring it is in (its owner's)."""
        return self.remark_remains([c[0], A.Zone(c[-1], "you")])

    def remark_after_all_effects(self, c):
        if G.filter_from_desc(next(x for x in c if isinstance(x, G._Raw)).value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'after all other X effects': only card effects")
        return N.EffectRemark("after_all")

    # -- "The first High Risk maneuver you play each turn cannot be reversed."
    def s_first_each_turn_player(self, c):
        """"the first High Risk maneuver you play each turn": that player's first such card of each turn."""
        raw = next(x for x in c if isinstance(x, G._Raw))
        who = next(x.who for x in c if isinstance(x, G._P))
        if who != "you":
            # (the resolver gives a "first ... each turn" restriction to its controller's cards only)
            raise ValueError("'the first X <player> play(s) each turn': only your own")
        n = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), None)
        return A.Scope("first_this_turn", G.filter_from_desc(raw.value), who, count=n)

    # -- what a card is considered, purposes, what cannot be blanked
    def considered_not(self, c):
        return A.Considered(c[0], as_kind=c[-1].value[0], negated=True)

    def considered_not_for(self, c):
        """ "your Superstar-specific maneuvers are ... not Multi for your card effects": not that kind, for that purpose."""
        purpose = next(x for x in c if isinstance(x, str))
        return A.Considered(c[0], as_kind=_desc_filter(c), negated=True, purpose=purpose)

    def considered_not_titled(self, c):
        """ "The King of Kings is not Fan Favorite.": your cards of that title lack the trait."""
        titles = tuple(_raws(c, "title")[0].value.split("|"))
        return self.considered_not([A.Scope("all", A.CardFilter(titled=titles), "you"), c[-1]])

    def considered_for(self, c):
        as_kind = c[1].value[0]
        if getattr(c[1], "and_list", False):
            as_kind = _all_of(as_kind)      # "considered Raw, Smackdown, and NXT for ...": all three
        return A.Considered(c[0], as_kind=as_kind, purpose=c[-1])

    def considered_for_timed(self, c):
        """ "your cards are considered Unique for your opponent's reversals this turn": the kind or trait for that
        purpose, for that time (`purpose` and `duration` are both strings: the purpose is the one before)."""
        node = self.considered_for(c[:-1])
        return replace(node, duration=c[-1])

    def considered_word_for(self, c):
        return A.Considered(c[0], as_kind=A.CardFilter(title_words=tuple(c[1].value.split("|"))), purpose=c[-1])

    def considered_word_any(self, c):
        """ "... are also considered to have 'European' in the title (for your effects)" """
        purpose = c[-1] if isinstance(c[-1], str) else None
        return A.Considered(c[0], as_kind=A.CardFilter(title_words=tuple(c[1].value.split("|"))), purpose=purpose)

    def considered_text_word(self, c):
        """ "Your 'Diva' cards are considered to have 'diva' in the text for your effects": the words count as in
        their text (a qualifier "'diva' in the text", as "cards with 'diva' in the text" reads)"""
        purpose = c[-1] if isinstance(c[-1], str) else None
        words = tuple(f"'{w}' in the text" for w in c[1].value.split("|"))
        return A.Considered(c[0], as_kind=A.CardFilter(qualifiers=words), purpose=purpose)

    def purpose_title(self, c):
        return c[-1].value

    def purpose_effects(self, c):
        """ "for your effects", "for your opponent's effects", "for his effects", "for card effects": whose effects
        see the card so (the same words as "for your card effects", `purpose_card_effects`)."""
        return {"you": "your card effects", "opponent": "your opponent's card effects"}.get(_owner(c, None),
                                                                                          "card effects")

    def purpose_ability(self, _):
        return "your Ability"

    def k_unblankable_scope(self, c):
        scope = c[0]
        if scope.kind == "this":
            return A.Keyword("Cannot be blanked")
        node = A.Prohibition("any", "blank", scope.filter)
        # the cards it was said of, for a subjectless "and do not take up a Pre-match slot" after it (_bare_kinds)
        self.__dict__.setdefault("_unblankable_scopes", {})[id(node)] = (node, scope)
        return node

    # -- "blank the card / the text (and damage) of his maneuver"
    def blank_the_card(self, c):
        """ "you may choose to blank the card until the end of the turn": the card the sentence is about."""
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("it", _desc_filter(c)), duration)

    def blank_chosen(self, c):
        """ "At the end of the Pre-match phase, blank 1 non-Superstar-specific Pre-match card in his Ring": you choose
        that many such cards, and the chosen card is blank (a choice, then Blank of "it")."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if q.all and not (q.up_to or q.any_number or q.random) and q.variable is None and cards.zone is not None \
                and cards.zone.name == "ring" and not cards.zone.alternatives and cards.zone.position is None \
                and cards.zone.under is None:
            # "Blank all non-Superstar-specific cards in your opponent's Ring until the end of his next turn": every
            # such card there (as "All non-Superstar-specific cards in your opponent's Ring are blank ...")
            f = replace(cards.filter, qualifiers=cards.filter.qualifiers + ("in ring",))
            return A.Blank(A.Scope("all", f, cards.zone.owner), next((x for x in c if isinstance(x, str)), None))
        if q.count is None or q.all or q.any_number or q.variable is not None:
            raise ValueError("'blank N cards' needs a count of cards to choose")
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Sequence((A.Choose("you", cards), A.Blank(A.Scope("it"), duration)))

    def blank_ref(self, c):
        """ "blank this card until the end of his turn", "blank the text of this card", "blank that card": the card
        so named is blank (Scope "this" / "it")."""
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(next(x for x in c if isinstance(x, A.Scope)), duration)

    def br_this(self, _):
        return A.Scope("this")

    def br_that(self, _):
        return A.Scope("it")

    def blank_text_of(self, c, damage=False):
        """ "blank the text and damage of his successfully played maneuver", "blank the text of his card for the
        rest of the turn": the card so described (the one the trigger names)."""
        duration = next((x for x in c if isinstance(x, str)), None)
        player = _owner(c, None)
        f = _desc_filter(c)
        f = replace(f, owner=player) if player else f
        return A.Blank(A.Scope("it", f, player or "you"), duration, damage=damage)

    def blank_text_and_damage_of(self, c):
        return self.blank_text_of(c, damage=True)

    def k_unblankable_unpreventable(self, _):
        return (A.Keyword("Cannot be blanked"), A.Keyword("Cannot be prevented from being played"))

    def no_discard_for(self, c):
        return A.Prohibition("you", "discard_for", A.CardFilter(titled=tuple(c[0].value.split("|"))))

    def no_discard_for_this(self, c):
        """ "do not discard for this card" : the discard this card's own text asks is not made."""
        return A.Prohibition("you", "discard_for", A.CardFilter(qualifiers=("this card",)))

    # -- blank for some purposes only
    def blank_for(self, c):
        """ "This card is considered blank for your effects." """
        return N.BlankFor(c[0], next(x for x in c if isinstance(x, str)))

    def prohibit_prevent_this_played(self, c):
        """ "Your opponent cannot prevent this card from being played." (this card only: as `prohibit_prevent`)"""
        if not _raws(c, "this"):
            raise ValueError("prevent which card")
        return A.Prohibition(_player(c), "prevent_play", A.CardFilter(qualifiers=("this card",)))

    # -- where this card may be moved; kinds it cannot become
    def move_permission(self, c):
        """ "This card may be moved into your Arsenal." """
        if c[0].kind != "this":
            raise ValueError("which card may be moved")
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.position is not None or zone.owner != "you":
            raise ValueError("moved into your own zone")
        return N.MovePermission(A.Scope("this"), zone)

    def no_brands(self, c):
        """ "Your Enforcers have no brands.": those cards are of no brand (NoBrands)."""
        return N.NoBrands(c[0])

    def cannot_become(self, c):
        """ "This card cannot become Multi." """
        return N.CannotBecome(c[0], _desc_filter(c))

    def _criterion(self, c, change):
        card, picked_by = c[0]
        raw = [x for x in c[1:] if isinstance(x, G._Raw) and x.kind == "desc"]
        if len(raw) != 1:
            raise ValueError("one card kind")
        return N.CriterionChange(card, picked_by, change, G.filter_from_desc(raw[0].value))

    def crit_need_not(self, c):
        """ "the card does not have to be non-unique." """
        return self._criterion(c, "need_not")

    def crit_may_be(self, c):
        """ "the maneuver can be unique.", "the maneuver may be of 10D or less." """
        return self._criterion(c, "may")

    def crit_only(self, c):
        """ "that card can only be of 7D or less." """
        return self._criterion(c, "only")

    def _crit_card(self, c, picked_by):
        raw = next(x for x in c if isinstance(x, G._Raw) and x.kind == "desc")
        return (G.filter_from_desc(raw.value), picked_by)

    def crit_the(self, c):
        """ "the card" / "the maneuver" (the one an earlier instruction of the card picks) """
        return self._crit_card(c, None)

    def crit_the_removed(self, c):
        """ "the cards removed" """
        return self._crit_card(c, "removed")

    def crit_the_searched(self, c):
        """ "the card searched for" """
        return self._crit_card(c, "searched for")

    def crit_that(self, c):
        """ "that card" (a card named before, as "it": not "this card", not "your cards") """
        s = c[0]
        if not (isinstance(s, A.Scope) and s.kind == "it"):
            raise ValueError("only 'that <card>' refers back to an instruction's card")
        return (None, None)

    def no_discard_for_cards(self, c):
        """ "Do not discard for your No Sell Maneuver cards" (as `no_discard_for` a title: those cards of yours)"""
        f = _desc_filter(c)
        return A.Prohibition("you", "discard_for", replace(f, owner=_owner(c)))

    def remark_repeatable(self, _):
        """ "This can be repeated." """
        return N.EffectRemark("repeatable")

    def two_values_modifier(self, c):
        """ "Your Superstar Value and Starting Hand Size are +2": each value changed by the same amount."""
        who = _owner(c)
        changes = next(x for x in c if isinstance(x, tuple))
        if any(ch.stat != "value" or ch.multiply for ch in changes):
            raise ValueError("a plain +N on the two values")
        mods = []
        for kind in ("superstar_value", "hand_size"):
            scope = A.Scope(kind, player=who)
            mods.append(A.Modifier(self._player_stat_changes(scope, changes), scope))
        return A.Sequence(tuple(mods))

    def resolves_first(self, c):
        """ "Your opponent resolves first at the end of the Pre-match phase, regardless of Superstar Value." """
        f = G.filter_from_desc(_raws(c, "desc")[0].value)
        if f.kinds != ("Pre-match",) or f.traits or f.excludes:
            raise ValueError("which phase")
        return N.ResolvesFirst(_player(c), "Pre-match")

    def d_first_turn(self, _):
        """ "during his first turn of the match" """
        return "first_turn"

    def prohibit_play_after_this(self, c):
        """ "You cannot play Maintain Hold after this card" (this card only)."""
        if not _raws(c, "this"):
            raise ValueError("after which card")
        cards = next(x for x in c if isinstance(x, A.Cards))
        if cards.zone is not None:
            raise ValueError("played from where")
        return A.Prohibition(_player(c), "play", cards.filter, "immediately_after_this")

    def prohibit_search_this(self, c):
        """ "You may not search for this card." """
        if not _raws(c, "this"):
            raise ValueError("search for which card")
        return A.Prohibition(_player(c), "search_for", A.CardFilter(qualifiers=("this card",)))

    # -- a cap on what this card makes a player do
    def cv_discard(self, _):
        return _Tag("verb", "discard")

    def cv_draw(self, _):
        return _Tag("verb", "draw")

    def cv_overturn(self, _):
        return _Tag("verb", "overturn")

    def effect_cap(self, c):
        """ "The maximum number of cards he discards from this card is 3." (plain cards, from this card only)"""
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("a cap on a kind of card")
        if not _raws(c, "this"):
            raise ValueError("a cap from another card")
        return N.EffectCap(_player(c), _tag(c, "verb"), next(x for x in c if isinstance(x, int)))

    def use_limit_ace(self, c):
        """ "you can only use one Activated Card Effect": at most that many Activated Card Effects used."""
        return N.UseLimit(_player(c), "activated_card_effect", next(x for x in c if isinstance(x, int)))

    def use_limit_per_played(self, c):
        """ "You may only use 1 Promo effect per card played.": at most 1 effect of that kind for each card played."""
        desc = _raws(c, "desc")
        f = G.filter_from_desc(desc[0].value)
        if not f.traits or len(f.traits) != 1 or f.kinds not in ((), ("Card",)):
            raise ValueError("an effect named by one trait")
        if G.filter_from_desc(desc[1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("per card played")
        return N.UseLimit(_player(c), f.traits[0].lower(), next(x for x in c if isinstance(x, int)), per="card_played")

    def effect_cap_manner(self, c):
        """ "You cannot draw more than 5 cards in this manner.": at most 5 cards drawn for this card's effect."""
        if G.filter_from_desc(_raws(c, "desc")[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("a cap on a kind of card")
        return N.EffectCap(_player(c), _tag(c, "verb"), next(x for x in c if isinstance(x, int)))

    # -- how many cards a player may have in a place
    def hold_limit(self, c):
        """ "You may not have more than one X card in your Ring area at a time", "... more than 6 cards under this card" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        under = "under this card" in cards.filter.qualifiers
        if q.count is None or q.up_to or q.at_least or q.all or q.any_number or q.random or q.equal_to \
                or (cards.zone is None and not under):
            raise ValueError("'have more than' a plain count of cards in a place")
        return N.HoldLimit(_player(c), q.count, replace(cards, quantity=A.Quantity()))

    def hold_limit_under(self, c):
        """ "You may not have more than 6 cards under this card." """
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if not _raws(c, "this") or cards.zone is not None or q.count is None or q.up_to or q.at_least or q.all \
                or q.any_number or q.random or q.equal_to:
            raise ValueError("'have more than' a plain count of cards under this card")
        f = cards.filter
        return N.HoldLimit(_player(c), q.count, A.Cards(A.Quantity(), replace(
            f, qualifiers=f.qualifiers + ("under this card",))))

    # -- when a player may play cards, said of the player
    def may_play_this_phase(self, c):
        """ "You may play this card during any Pre-match phase / the Venue phase": this card's own rule."""
        if not _raws(c, "this") or _player(c) != "you":
            raise ValueError("'may play' during a phase: this card, by you")
        f = G.filter_from_desc(_raws(c, "desc")[-1].value)
        return A.PlayRestriction("during_phase", zones=f.kinds + f.traits)

    def may_play_cards_phase(self, c):
        """ "You may play a Manager card during the Venue phase": your cards of that kind (PlayRuleFor)."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if _player(c) != "you" or cards.zone is not None or q.up_to or q.all or q.any_number or q.random \
                or q.equal_to or q.count not in (None, 1) or cards.filter.qualifiers:
            raise ValueError("'may play <cards> during a phase': a kind of your cards")
        f = G.filter_from_desc(_raws(c, "desc")[-1].value)
        return N.PlayRuleFor(A.Scope("all", cards.filter, "you"), A.PlayRestriction("during_phase", zones=f.kinds + f.traits))

    # -- what the next card may not be
    def next_card_ban(self, c):
        """ "Your next card played this turn cannot be an Action card" (the next card of the turn only)."""
        scope = c[0]
        if not isinstance(scope, A.Scope) or scope.kind != "next":
            raise ValueError("'cannot be a <kind>': the next card only")
        return N.NextCardBan(scope, _desc_filter(c))

    def next_card_only_that(self, c):
        """ "Your next card played this turn can only be that card" (the card the text named before)."""
        scope = c[0]
        if not isinstance(scope, A.Scope) or scope.kind != "next":
            raise ValueError("'can only be that card': the next card only")
        if _desc_filter(c) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'can only be that <kind>': only 'that card'")
        return N.NextCardOnly(scope, A.CardFilter(qualifiers=("that card",)))

    # -- looking at and searching a player's cards, taken away
    def zp_look(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.owner == "any":
            raise ValueError("whose cards")
        return N.ZoneProhibition(_player(c), "look_at", zone)

    def zp_search(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.owner == "any":
            raise ValueError("whose cards")
        return N.ZoneProhibition(_player(c), "search", zone)



class StatIt:
    """ "it is considered to be 0" after a condition on a player's value: the value, the number, the duration."""

    def __init__(self, amount, duration, extra):
        self.amount = amount
        self.duration = duration
        self.extra = extra

    def resolve(self, cond):
        """The considered value of the stat `cond` (a stat condition) names."""
        kind = getattr(cond, "stat", None)
        if getattr(cond, "kind", None) != "stat_range" or kind not in ("fortitude_rating", "superstar_value") \
                or cond.player not in ("you", "opponent"):
            raise ValueError("'it is considered N' after a condition that names no Fortitude Rating or Superstar Value")
        return N.ConsideredValue(kind, cond.player, (A.StatChange(kind, self.amount, set_to=True),),
                                 duration=self.duration, **self.extra)


class _VarTail:
    """", rounded down" / ", but cannot be greater than 12" after a "where # is ..." clause."""

    def __init__(self, rounding=None, maximum=None, minimum=None, reads_as=None):
        self.rounding, self.maximum, self.minimum, self.reads_as = rounding, maximum, minimum, reads_as

    def apply(self, definition: N.VariableDefinition) -> N.VariableDefinition:
        value = definition.value
        if self.rounding is not None:
            if value is None or value.divide == 1 or value.rounding is not None:
                raise ValueError("', rounded ...' without a halved value")
            value = replace(value, rounding=self.rounding)
        definition = replace(definition, value=value, maximum=self.maximum or definition.maximum,
                             minimum=self.minimum or definition.minimum)
        if self.reads_as is not None:
            definition = replace(definition, reads_as=self.reads_as[0], reads_as_in=self.reads_as[1])
        return definition


def _bind(node, definition, bound):
    """`node` with every unbound `Variable` in it set to `definition` (frozen nodes are rebuilt)."""
    if isinstance(node, N.Variable):
        if node.definition is None:
            bound[0] += 1
            return N.Variable(definition)
        return node
    if isinstance(node, A.Node) and hasattr(node, "__dataclass_fields__"):
        changes = {}
        for name in node.__dataclass_fields__:
            value = getattr(node, name)
            if isinstance(value, (A.Node, tuple, list)):
                new = _bind(value, definition, bound)
                if new is not value:
                    changes[name] = new
        return replace(node, **changes) if changes else node
    if isinstance(node, tuple):
        new = tuple(_bind(x, definition, bound) for x in node)
        return node if all(a is b for a, b in zip(new, node)) else new
    if isinstance(node, list):
        return [_bind(x, definition, bound) for x in node]
    return node


def _conjunctive(groups) -> A.CardFilter:
    """ "Chain and Multi", "Chain, and Multi" after a change: every word applies (not alternatives)."""
    kinds, traits, excludes = [], [], []
    for group in groups:
        for item in group:
            if item[0] not in ("kind", "trait"):
                raise ValueError("a bare range or zone after a change is not read")
            name, negated = item[1], item[2]
            (excludes if negated else kinds if item[0] == "kind" else traits).append(name)
    kinds = [k for k in kinds if k not in ("Card",)] or ([] if traits or excludes else ["Card"])
    return A.CardFilter(kinds=tuple(dict.fromkeys(kinds)), traits=tuple(dict.fromkeys(traits)),
                        excludes=tuple(dict.fromkeys(excludes)))


class _BareKind:
    """ "Multi" in "this card is -5F and Multi": a kind for the scope of the clause before it;
    "has Momentum" in "is +5D and has Momentum": a keyword it gains (as `modifier_gain` reads it)."""

    def __init__(self, filter, gain=None):
        self.filter = filter
        self.gain = gain

    def node(self, scope):
        if self.gain is not None:
            return A.Modifier((A.StatChange(self.gain, 1, set_to=True),), scope)
        return A.Considered(scope, as_kind=self.filter)


def _exact_stats(groups) -> bool:
    """ "F: 0", "F: 0 D: 6": one group of printed stats, each an exact value (no "+"/"-" range)."""
    return len(groups) == 1 and bool(groups[0]) and all(
        item[0] == "range" and item[2] == item[3] and not any(item[4:]) for item in groups[0])


class _BareTypeLine(_BareKind):
    """ "'Reversal: Strike or Assault' instead" in "this card is -10F and 'Reversal: Strike or Assault' instead": the
    Revolution type line in place of this card's own (as effects.py considered_instead reads it alone)."""

    def node(self, scope):
        from .typeline import type_line_reversal

        rd = type_line_reversal(self.filter.rstrip(".'"))
        if scope.kind != "this" or rd is None:
            raise ValueError("'and Reversal: X instead': not this card, or a type line not read")
        return A.ReversalDefinition(rd.targets, mode="instead")


class _BareKindNot(_BareKind):
    """ "not a Run-in" in "this card is -4F and not a Run-in": a kind the scope of the change before it is not."""

    def node(self, scope):
        return A.Considered(scope, as_kind=self.filter, negated=True)


class _BareBlank(_BareKind):
    """ "blank" in "his maneuver is 4D and blank": the scope of the change before it is blank (`duration` the
    words after it, "until the end of the turn")."""

    def __init__(self, duration):
        super().__init__(None)
        self.duration = duration

    def node(self, scope):
        return A.Blank(scope, self.duration)


class _BareKindTimed(_BareKind):
    """ "Chain until the end of the turn" in "this card is -5F and Chain until the end of the turn": the kind of the
    scope of the change before it, for `duration` (fold_continuous gives the change the same time)."""

    def __init__(self, filter, duration):
        super().__init__(filter)
        self.duration = duration

    def node(self, scope):
        return A.Considered(scope, as_kind=self.filter, duration=self.duration)


class _BareStatTimed(_BareKindTimed):
    """ "D: 1 until the end of the turn" in "... are blank and D: 1 until the end of the turn": the value of the cards
    blanked before it, for `duration` (as "... are D: 1 until the end of the turn")."""


class _BareKindFor(_BareKind):
    """ "Volley for your effects" in "... are considered to have 'dynamic' in the title and are Volley for your effects":
    a kind of the scope of the change before it, for `purpose` only."""

    def __init__(self, filter, purpose):
        super().__init__(filter)
        self.purpose = purpose

    def node(self, scope):
        return A.Considered(scope, as_kind=self.filter, purpose=self.purpose)


class _BareKindInsteadOf(_BareKind):
    """ "a Trademark Finisher instead of a Grapple" after a change: the scope is that kind, and no longer the other."""

    def __init__(self, filter, instead_of):
        super().__init__(filter)
        self.instead_of = instead_of

    def node(self, scope):
        return A.Considered(scope, as_kind=self.filter, instead_of=self.instead_of)


class _BareStat(_BareKind):
    """ "F: 0" standing alone after "As an action,": this card's printed stats for that half (as "this card
    is F: 0")."""


class _BareNoSlot:
    """ "do not take up a Pre-match slot" with no subject: the cards of the change before it."""

    def __init__(self, kinds):
        self.kinds = kinds
