"""Transformer methods for `grammar/reversals.lark`: reversal definitions and reversal restrictions (FAQ Glossary: Reversal, Reversal Restriction).

`ReversalsBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/reversals.lark`.
"""
from __future__ import annotations

import threading
from dataclasses import replace

from . import ast as A  # noqa: F401
from .parts import _Owner, _P, _Post, _Raw, _Sep, filter_from_desc
from . import reversals_ast as N  # noqa: F401
from . import triggers_ast as T

# the zones a reversal is played from ("Hand reversals", "Backlash reversals")
_REV_ZONES = ("hand", "backlash", "arsenal", "ringside")


def _flat_targets(items):
    out = []
    for target in items:
        if isinstance(target, tuple):
            out.extend(_flat_targets(target))
        elif isinstance(target, A.CardFilter) and target.alternatives:
            out.extend(_alternatives_with_shared(target))
        elif isinstance(target, (A.CardFilter, A.EffectKind, N.ConditionalTargets, N.VariableRangeTarget)):
            out.append(target)
    return tuple(out)


def _alternatives_with_shared(f: A.CardFilter) -> tuple:
    """The alternatives of a target, each with the words they share ("any non-Superstar-specific maneuver with a
    'can only be reversed' or 'cannot be reversed' restriction", Too Much: a non-Superstar-specific maneuver either
    way): the alternative's own kinds and values win, the lists of both are kept."""
    shared = replace(f, alternatives=())
    if shared in (A.CardFilter(), A.CardFilter(kinds=("Card",))):
        return f.alternatives
    out = []
    for alt in f.alternatives:
        kw = {}
        for name in ("excludes", "traits", "titled", "title_words", "targets", "qualifiers", "logos", "all_kinds",
                     "played_from", "reverses"):
            kw[name] = tuple(dict.fromkeys(getattr(alt, name) + getattr(shared, name)))
        kw["kinds"] = alt.kinds if alt.kinds and set(alt.kinds) != {"Card"} else shared.kinds
        for name in ("damage", "fortitude", "played_after", "owner"):
            kw[name] = getattr(alt, name) if getattr(alt, name) is not None else getattr(shared, name)
        out.append(replace(alt, **kw))
    return tuple(out)


def _source(c) -> str:
    """ " from his cards" / " from a card" when the text says where the restriction comes from."""
    src = next((x[1] for x in c if isinstance(x, tuple) and len(x) == 2 and x[0] == "rr_source"), None)
    return f" {src}" if src else ""


# the states a reversal's alternative may hold in ("if your opponent has 4 or more Fan Favorite cards in his Ring
# area"): a player's cards or values, never the card reversed ("if it is ...", "another card with that title")
_TARGET_STATES = frozenset({"have_cards", "compare", "stat_is", "superstar_is"})
_POSTFIX = threading.local()
# the card of a bare "... and requires 3 reversals instead of 2", by identity: continuous.py
# (_bare_kinds) gives it the subject of the clause before, or leaves the sentence unread
BARE_REQUIRES = A.Scope("this")


def _var_range(c, printed):
    from .continuous_ast import Variable
    raw = next(x for x in c if isinstance(x, _Raw))
    stat = next(x for x in c if x in ("D", "F"))
    value = next(x for x in c if isinstance(x, Variable))
    return N.VariableRangeTarget(filter_from_desc(raw.value), stat, value, printed=printed)


class ReversalsBuild:
    """Mixin: reversals rules -> AST."""

    def rt_var_at_most(self, c):
        """"any maneuver of #D or less": a target bounded by the sentence's "#" (bound by its "where" clause)."""
        return _var_range(c, False)

    def rt_var_at_most_printed(self, c):
        """"any card of printed D: # or less"."""
        return _var_range(c, True)

    def reverse_own_turn(self, c):
        """"reverse any effect that would prevent a Pinfall Victory (even during your own turn)": the reversal, and
        that it may be played in its player's own turn too."""
        return A.Sequence((A.ReversalDefinition(_flat_targets(c)), N.ReversalInOwnTurn()))

    # -- "reverse any X if <state> or reverse any Y": the state holds for X only
    def postfix_conditions(self) -> list:
        """The conditions read after their clause in the sentence being built ("reverse any X if ..."), by identity
        (grammar.Build.clause); emptied by `fold_or_reversals` once the sentence is folded (one list per thread: the
        transformer may build sentences in several threads at once)."""
        if not hasattr(_POSTFIX, "conditions"):
            _POSTFIX.conditions = []
        return _POSTFIX.conditions

    def fold_or_reversals(self, items):
        """ "Reverse any non-unique card if your opponent has 4 or more Fan Favorite cards in his Ring area or reverse
        any Fan Favorite card and end his turn" (Fan Favorite Backlash): one reversal whose first targets hold only in
        that state (`ConditionalTargets`), the others always.  Read as clauses, the "if" after the first reversal
        would have covered both ("or" joins clauses under the condition before them).  A state about the card
        reversed ("if it is the first card played this turn") is not such an alternative: left to the reversal."""
        post = self.postfix_conditions()
        try:
            if not post:
                return items
            out = list(items)
            i = 0
            while i + 2 < len(out):
                x, sep, y = out[i], out[i + 1], out[i + 2]
                if (isinstance(x, tuple) and x[0] == "clause" and isinstance(x[2], A.ReversalDefinition)
                        and len(x[1]) > 1 and any(x[1][-1] is p for p in post)
                        and not any(x[1][-2] is p for p in post)
                        and isinstance(sep, _Sep) and sep.kind == "or"
                        and isinstance(y, tuple) and y[0] == "clause" and len(y[1]) == 1
                        and any(y[1][0] is p for p in post) and isinstance(y[2], A.ReversalDefinition)):
                    # "When played from your Ringside pile and when your Fortitude Rating is ..., reverse any Action
                    # card if it is not the first Action card played this turn or reverse any card if it is not the
                    # first or second card played this turn": each reversal has its own "if", and both the "when ..."
                    # before them (the second was read without it: from any zone, at any Fortitude)
                    out[i + 2] = ("clause", x[1][:-1] + y[1], y[2])
                    i += 1
                    continue
                if (isinstance(x, tuple) and x[0] == "clause" and isinstance(x[2], A.ReversalDefinition)
                        and x[1] and any(x[1][-1] is p for p in post)
                        and isinstance(sep, _Sep) and sep.kind == "or"
                        and isinstance(y, tuple) and y[0] == "clause" and not y[1]
                        and isinstance(y[2], A.ReversalDefinition)):
                    cond, first, second = x[1][-1], x[2], y[2]
                    if cond.kind not in _TARGET_STATES or any(
                            "that" in q.split() for n in A.iter_nodes(cond) if isinstance(n, A.CardFilter)
                            for q in n.qualifiers):
                        raise ValueError("'reverse any X if <state> or reverse any Y': a state not read as one "
                                         "the reversal's targets hold in")
                    if first.condition is not None or second.condition is not None or first.then or second.then \
                            or first.mode or second.mode or first.ignores or second.ignores:
                        raise ValueError("'reverse any X if ... or reverse any Y' with more than targets")
                    alt = N.ConditionalTargets(first.targets, cond, completely=first.completely)
                    rest = (N.ConditionalTargets(second.targets, completely=True),) if second.completely \
                        else second.targets
                    out[i:i + 3] = [("clause", x[1][:-1], A.ReversalDefinition((alt,) + tuple(rest)))]
                i += 1
            return out
        finally:
            post.clear()

    # -- "even if it cannot be reversed": the reversal ignores the target's "cannot be reversed" restrictions
    def rev_targets_even(self, c):
        return _flat_targets(c)

    def reverse_even(self, c):
        return A.ReversalDefinition(c[0], ignores=("cannot_be_reversed",))

    def reverse_without_discards(self, c):
        """ "you may play this card without discarding any cards, reverse any Chain card": the reversal ignores the
        discards its target's Chain trait (or another price of discards) asks of the reversing player."""
        who = c[0].who
        if filter_from_desc(c[1].value).kinds != ("Card",) or filter_from_desc(c[2].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'play this card without discarding any cards' of another kind")
        return A.Optional(A.ReversalDefinition(_flat_targets(c[3:]), ignores=("discard_price",)), who)

    def reverse_completely_even(self, c):
        return A.ReversalDefinition(c[0], completely=True, ignores=("cannot_be_reversed",))

    # -- "it is considered to have not been played", "it is not considered successfully played"
    def undone_not_played(self, c):
        # "the card": the card the sentence named before (as "it")
        return N.PlayUndone(c[0] if isinstance(c[0], A.Scope) else A.Scope("it"), "not_played")

    def undone_owned_not_played(self, c):
        """ "his card is considered to have not been played": that player's card named before (as "it")."""
        who = next(x.who for x in c if isinstance(x, _Owner))
        return N.PlayUndone(A.Scope("it", None, who), "not_played")

    def undone_not_successful(self, c):
        return N.PlayUndone(c[0], "not_successful")

    def undone_no_effect(self, _):
        """ "..., has no effect and ends his turn": none of the effects of the card named before happen."""
        return N.PlayUndone(A.Scope("it"), "no_effect")

    # -- the turn goes on
    def turn_continues(self, _):
        return N.TurnContinues("you")        # the acting player ("your opponent continues his turn") is set by action

    def your_turn_continues(self, _):
        return N.TurnContinues("you")

    def his_turn_continues(self, _):
        return N.TurnContinues("opponent")

    def rt_non_damage_effect(self, c):
        f = filter_from_desc(c[-1].value)
        if f != A.CardFilter(kinds=("Card",)):
            raise ValueError("'non-damage' + not 'card effect'")
        return A.EffectKind("non-damage card effect")

    def rt_non_damage_effect_bare(self, _):
        """ "any non-damage effect": a non-damage card effect (rt_non_damage_effect without the word "card")."""
        return A.EffectKind("non-damage card effect")

    # -- "ignore any reversal restriction from a card"
    _IGNORED = {"can only be reversed": "can_only_be_reversed", "cannot be reversed": "cannot_be_reversed"}

    def ign_desc(self, c):
        f = filter_from_desc(c[0].value)
        if f.kinds != ("Reversal",) or f.traits or f.excludes or set(f.qualifiers) - {"printed"}:
            raise ValueError("'ignore any X restriction': not a reversal restriction")
        # "any printed reversal restriction": those of the card's own text (and traits)
        return ("which", ("printed",) if "printed" in f.qualifiers else ("all",))

    def ign_quoted(self, c):
        words = [w.strip().lower().rstrip(".") for w in c[0].value.split("|")]
        if not words or any(w not in self._IGNORED for w in words):
            raise ValueError("'ignore any 'X' restriction': not a reversal restriction wording")
        return ("which", tuple(self._IGNORED[w] for w in words))

    def ign_from_any(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'from a X': not 'from a card'")
        return ("source", "any")

    def ign_from_opp(self, c):
        raw = next((x for x in c if hasattr(x, "value") and isinstance(getattr(x, "value"), tuple)), None)
        if raw is not None and filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'from his X': not 'from his cards'")
        return ("source", "opponent")

    def ign_from_reversed(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'from the reversed X': not 'card'")
        return ("source", "reversed_card")

    def ign_desc_and_play(self, c):
        """ "any reversal restrictions or play restrictions": the play restrictions too ("play")."""
        which = self.ign_desc(c)[1]
        return ("which", which + ("play",))

    def ign_from_zone(self, c):
        """ "ignore reversal restrictions from Arsenal (on your High Risks)": when reversing from that zone."""
        zone = next(x for x in c if isinstance(x, A.Zone) or isinstance(x, str))
        name = zone.name if isinstance(zone, A.Zone) else zone
        on = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "on"), None)
        return ("zones", (name,), on)

    def ign_on_yours(self, c):
        f = filter_from_desc(c[0].value)
        return ("on", replace(f, owner="you"))

    def ignore_rr(self, c):
        parts = dict(x for x in c if isinstance(x, tuple) and len(x) == 2 and x[0] in ("which", "source"))
        zones = next((x for x in c if isinstance(x, tuple) and len(x) == 3 and x[0] == "zones"), None)
        if zones is not None:
            return N.IgnoreReversalRestrictions(parts["which"], parts.get("source", "any"), zones=zones[1],
                                                on=zones[2])
        return N.IgnoreReversalRestrictions(parts["which"], parts.get("source", "any"))

    def this_ignores_rr(self, c):
        if c[0].kind != "this":
            raise ValueError("'it ignores': not this card")
        return c[-1]

    # -- reversal restrictions
    def rr_requires_instead(self, c):
        """"This card requires 3 reversals instead of 2 to be reversed": `count` reversals are needed."""

        raw = next(x for x in c if hasattr(x, "value") and isinstance(x.value, tuple))
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("'requires N X instead of M': not reversals")
        if not isinstance(c[0], object) or getattr(c[0], "kind", None) not in ("this", "it"):
            raise ValueError("'X requires N reversals': not this card")
        numbers = [x for x in c if isinstance(x, int)]
        return A.ReversalRestriction("requires_reversals", count=numbers[0])

    # -- "any card that would force your opponent to discard ... or would force him to overturn ..."
    def rev_more_player(self, c):
        return ("more", next(x.who for x in c if isinstance(x, _P)), c[-1])

    def rev_more(self, c):
        return ("more", None, c[-1])

    def rev_more_list(self, c):
        """ ", search your Arsenal, or move any number of cards": two more effects, by the same player."""
        return (("more", None, c[0]), ("more", None, c[-1]))

    def rt_effect_player_alts(self, c):
        """Each effect after "that would force/allow/cause X to" is one target; an effect without its own
        "would force him to" is done by the same player as the one before it."""

        player = next(x.who for x in c if isinstance(x, _P))
        first = next(i for i, x in enumerate(c) if isinstance(x, _P)) + 1
        more = [y for x in c if isinstance(x, tuple) and x for y in (x if isinstance(x[0], tuple) else (x,))]
        steps = [(player, c[first])] + [(x[1], x[2]) for x in more if x[0] == "more"]
        out, who = [], player
        for p, effect in steps:
            who = p or who
            out.append(self._narrow(self._effect_kind(effect, who), c))
        return tuple(out)

    def rt_effect_player_discard_or_overturn(self, c):
        """ "any card that would allow your opponent to discard or overturn cards": a card that lets him discard
        and a card that lets him overturn, each one target."""
        player = next(x.who for x in c if isinstance(x, _P))
        discard = A.Discard("you", c[-1].quantity, A.CardFilter())
        return tuple(self._narrow(self._effect_kind(e, player), c) for e in (discard, c[-1]))

    def rr_also_by(self, c):
        """"Can be reversed by the card titled Clean Break"."""
        return A.ReversalRestriction("also_by", by=c[-1].filter)

    def rr_scope_also_by(self, c):
        """"This card can be reversed by Step Aside, Escape Move, and Lift a Boot": any of them."""
        if not isinstance(c[0], A.Scope) or c[0].kind not in ("this", "it"):
            raise ValueError("'X can be reversed by': not this card")
        cards = [x for x in c if isinstance(x, A.Cards)]
        return A.ReversalRestriction("also_by", by=self._merge_filters(cards), by_any=self._all_filters(cards))

    def rr_cannot_from_or_by(self, c, scope=None):
        """"Cannot be reversed from Backlash or by hybrid reversals": not from there, and not by those."""
        zone, by = c[-2], c[-1]
        return A.Sequence((A.ReversalRestriction("cannot_be_reversed", zones=(zone.name,), applies_to=scope),
                           A.ReversalRestriction("cannot_be_reversed", by=by.filter, applies_to=scope)))

    def rr_scope_cannot_from_or_by(self, c):
        return self.rr_cannot_from_or_by(c, scope=c[0])

    # -- 
    def rr_cannot_from_or_by_from(self, c):
        """ "Cannot be reversed from Backlash or by hybrid cards from hand": not from there, and not by those cards
        played from there."""
        zone, by, zones = c[0], c[1], c[2]
        return A.Sequence((A.ReversalRestriction("cannot_be_reversed", zones=(zone.name,)),
                           A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones))))

    def rr_opp_cannot_reverse_with(self, c):
        """ "your opponent cannot reverse this card with D: 0 reversals from hand": this card cannot be reversed by
        those cards (from there)."""
        player = next(x for x in c if isinstance(x, _P))
        if player.who != "opponent":
            raise ValueError("'<player> cannot reverse this card with ...': only the opponent reverses it")
        by = next(x for x in c if isinstance(x, A.Cards))
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones))


    def rr_cannot_as_counter_paren(self, c):
        """ "Cannot be reversed when played as a Counter (hand)": not while played as that Counter."""
        return A.ReversalRestriction("cannot_be_reversed", condition=c[-1])

    def rr_cannot_by_or_from_by(self, c):
        """ "Cannot be reversed by hybrid cards, or from Arsenal by non-Unique cards": not by the first cards, and not
        from there by the others."""
        by, zones, by_there = c[0], c[1], c[2]
        return A.Sequence((A.ReversalRestriction("cannot_be_reversed", by=by.filter),
                           A.ReversalRestriction("cannot_be_reversed", by=by_there.filter,
                                                 zones=tuple(z.name for z in zones))))

    # -- "(when you are Bray Wyatt, instead reverse any card)"
    def _paren(self, c, instead):
        state = c[0]
        verb = next((x[1] for x in c if isinstance(x, tuple) and len(x) == 2 and x[0] == "verb"), "reverse")
        targets = _flat_targets([x for x in c[1:] if not (isinstance(x, tuple) and len(x) == 2 and x[0] == "verb")])
        if not isinstance(state, A.Condition) or not targets:
            raise ValueError("'(when X, reverse Y)': no state or no targets")
        return N.ConditionalTargets(targets, state, instead=instead, completely=verb == "completely")

    def rev_paren(self, c):
        return self._paren(c, False)

    def rev_paren_instead(self, c):
        return self._paren(c, True)

    def reverse_paren(self, c):
        return A.ReversalDefinition(_flat_targets(c[0]) + (c[-1],))

    def reverse_completely_paren(self, c):
        return A.ReversalDefinition(_flat_targets(c[0]) + (c[-1],), completely=True)

    # -- "... to play a reversal to this card"
    def whom_this(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'to this X': not 'this card'")
        return ("whom", "this")

    def whom_it(self, _):
        return ("whom", "it")

    def whom_yours(self, c):
        """ "to your Throws and Extremes": your cards of that description."""
        return ("whom", "yours", c[0].value[0])

    def play_reversal_to(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        f = cards.filter
        if set(f.kinds) == {"Reversal"} and (f.excludes or f.traits or f.qualifiers) and not f.titled \
                and cards.zone is None:
            return self._reversal_to_by(c, f)
        if set(f.kinds) != {"Reversal"} or f.excludes or f.traits or f.titled or f.qualifiers:
            raise ValueError("'play X to this card': not reversals")
        if cards.zone is not None:
            # "play reversals from hand or Backlash to it": the zone and its alternatives
            z = cards.zone
            whom = next(x for x in c if isinstance(x, tuple) and len(x) in (2, 3) and x[0] == "whom")
            return N.ReversalTo(whom[1], (z.name,) + tuple(a.name for a in z.alternatives),
                                filter=whom[2] if len(whom) == 3 else None)
        return self._reversal_to(c)

    def reverse_this_to(self, c):
        return self._reversal_to(c)

    def _reversal_to_by(self, c, f):
        """"... to play RMS reversals to your 'Textbook' maneuvers", "... to play a non-Superstar-specific reversal to
        your cards with 'punch' in the title", "... to play Hand reversals to ...": only reversals of that description
        pay the price ("Hand reversals": those from hand)."""
        zones = tuple(q[3:] for q in f.qualifiers if q.startswith("in ") and q[3:] in _REV_ZONES)
        if len(zones) != len(f.qualifiers):
            raise ValueError("'play X reversals to': a qualifier that is not a zone")
        by = replace(f, qualifiers=())
        node = self._reversal_to(c)
        return replace(node, zones=node.zones + tuple(z for z in zones if z not in node.zones),
                       by=by if by != A.CardFilter(kinds=("Reversal",)) else None)

    @staticmethod
    def _reversal_to(c):
        whom = next(x for x in c if isinstance(x, tuple) and len(x) in (2, 3) and x[0] == "whom")
        zones = next((x for x in c if isinstance(x, tuple) and x and isinstance(x[0], A.Zone)), ())
        return N.ReversalTo(whom[1], tuple(z.name for z in zones), filter=whom[2] if len(whom) == 3 else None)

    def reverse_it(self, _):
        """ "... to reverse it": the card the trigger names (as "reverse that card")."""
        return A.ReversalDefinition((N.ThatCard(),))

    def reverse_that_card(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'reverse that X': not 'that card'")
        return A.ReversalDefinition((N.ThatCard(),))

    def rr_as_if_kind(self, c):
        """"This card may be reversed as if it were a Colossal": a maneuver type, damage class or card type only."""

        if c and isinstance(c[0], A.Scope) and c[0].kind not in ("this", "it"):
            raise ValueError("'X can be reversed as if': not this card")
        raw = next(x for x in c if hasattr(x, "value") and isinstance(x.value, tuple))
        f = filter_from_desc(raw.value)
        if len(f.kinds) != 1 or f.excludes or f.traits or f.damage or f.fortitude or f.qualifiers or f.titled:
            raise ValueError("'as if it were a X': not one kind")
        return A.ReversalRestriction("as_if", by=f)

    def rr_cannot_from_by(self, c):
        zones, by = c[0], c[1]
        return A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones))

    def rr_scope_cannot_from_by(self, c):
        scope, zones, by = c[0], c[1], c[2]
        return A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones),
                                     applies_to=scope)

    def rr_zones_and(self, c):
        return tuple(c)

    def rr_only_from_and(self, c):
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[-1]))

    def rr_scope_only_from_and(self, c):
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[-1]), applies_to=c[0])

    # -- "cards that specifically reverse the card titled X"
    def rr_spec(self, c):
        holder = filter_from_desc(c[0].value)
        named = c[1].filter
        if not named.titled and named.played_after is None:
            raise ValueError("'specifically reverse' + neither a title nor 'played after'")
        return A.CardFilter(**{**holder.__dict__, "reverses": (named,)})

    def rr_spec_after(self, c):
        holder = filter_from_desc(c[0].value)
        kind, again, after = c[1].filter, filter_from_desc(c[2].value), c[3].filter
        if set(again.kinds) != set(kind.kinds) or not after.titled:
            raise ValueError("'a maneuver if that maneuver is played after X': kinds differ or no title")
        named = A.CardFilter(**{**kind.__dict__, "played_after": after})
        return A.CardFilter(**{**holder.__dict__, "reverses": (named,)})

    def rr_only_by_spec(self, c):
        filters = [x.filter if isinstance(x, A.Cards) else x for x in c if isinstance(x, (A.Cards, A.CardFilter))]
        return A.ReversalRestriction("only_by", by=filters[0], by_any=tuple(filters))

    def reverse_prematch(self, c):
        return A.ReversalDefinition(_flat_targets(c), prematch=True)

    def reverse_completely_prematch(self, c):
        return A.ReversalDefinition(_flat_targets(c), completely=True, prematch=True)

    def rt_ace_from(self, c):
        """"any Activated Card Effect from a Pre-match card": the card the effect comes from narrows it."""

        head = next(x for x in c if hasattr(x, "value") and isinstance(x.value, tuple))
        if filter_from_desc(head.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'activated X effect': not 'card'")
        return A.EffectKind("ace", c[-1].filter)

    def post_with_trait(self, c):
        """"a maneuver with the Restricted Modification Symbol", "with a Heat trait"? only traits: a kind or a
        value after "with a" is not read here."""

        f = filter_from_desc(c[0].value)
        if not f.traits or set(f.kinds) - {"Card"} or f.damage or f.fortitude or f.excludes:
            raise ValueError("'with the X': not a trait")
        return _Post(qualifiers=tuple("with " + t for t in f.traits))

    # -- targets by their reversal restrictions
    _RR_WORDING = {"can only be reversed": "'can only be reversed'", "cannot be reversed": "'cannot be reversed'"}

    def rr_source(self, c):
        f = filter_from_desc(c[-1].value)
        if set(f.kinds) - {"Card"} or f.traits or f.excludes:
            raise ValueError("'restriction from a X': not a card")
        return ("rr_source", "from a card")

    def rr_source_opp(self, _):
        return ("rr_source", "from his cards")

    def post_with_rr(self, c):
        f = filter_from_desc(c[0].value)
        printed = "printed" in f.qualifiers
        if f.kinds != ("Reversal",) or f.traits or f.excludes:
            raise ValueError("'with a X restriction': not a reversal restriction")
        q = "with a printed reversal restriction" if printed else "with a reversal restriction"
        return _Post(qualifiers=(q + _source(c),))

    def post_with_rr_quoted(self, c):
        words = [w.strip().lower().rstrip(".") for w in c[0].value.split("|")]
        if not words or any(w not in self._RR_WORDING for w in words):
            raise ValueError("'with a 'X' restriction': not a reversal restriction wording")
        quals = [f"with a {self._RR_WORDING[w]} restriction" + _source(c) for w in words]
        if len(quals) > 1:
            # "any non-Superstar-specific maneuver with a 'can only be reversed' or 'cannot be reversed' restriction"
            # (Too Much): either wording, so alternatives in text order, not two qualifiers both required
            return _Post(alternatives=tuple(A.CardFilter(qualifiers=(q,)) for q in quals))
        return _Post(qualifiers=tuple(quals))

    def post_that_quoted(self, c):
        if c[0].value.strip().lower().rstrip(".") != "cannot be reversed":
            raise ValueError("'that 'X'': not 'cannot be reversed'")
        return _Post(qualifiers=("with a 'cannot be reversed' restriction",))

    def post_that_cannot(self, _):
        return _Post(qualifiers=("that cannot be reversed",))

    # -- targets that depend on a state
    def reverse_instead(self, c):
        return A.ReversalDefinition(_flat_targets(c), mode="instead")

    def reverse_completely_instead(self, c):
        return A.ReversalDefinition(_flat_targets(c), completely=True, mode="instead")

    def reverse_also(self, c):
        return A.ReversalDefinition(_flat_targets(c), mode="also")

    def rev_instead(self, _):
        return ("instead", True)

    def rw_condition(self, c):
        return ("when", c[0])

    def rw_overturned(self, _):
        return ("when", "overturned")

    def rw_overturned_prematch(self, _):
        """"when overturned (even during the Pre-match phase)": overturned, before the first turn too."""
        return ("when", "overturned_prematch")

    def reverse_also_prematch(self, c):
        return A.ReversalDefinition(_flat_targets(c), mode="also", prematch=True)

    def reverse_not_among_first(self, c):
        """"reverse any card that is not the first or second card played this turn": the target as a card, and
        the reversal's condition that it is not among the first N cards of the turn (`c_not_among_first`)."""

        descs = [x for x in c if hasattr(x, "value") and isinstance(getattr(x, "value"), tuple)]
        target, again = filter_from_desc(descs[0].value), filter_from_desc(descs[1].value)
        if again != A.CardFilter(kinds=("Card",)):
            raise ValueError("'not the first or second X played': not 'card'")
        n = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "nth")
        return A.ReversalDefinition((target,), condition=A.Condition("first_card_this_turn", amount=n, negated=True))

    def av_reverse(self, _):
        return ("verb", "reverse")

    def av_completely(self, _):
        return ("verb", "completely")

    def av_also(self, _):
        return ("verb", "also")

    def rt_when(self, c):
        when = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "when")
        verb = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "verb")
        targets = _flat_targets([x for x in c if not (isinstance(x, tuple) and x and x[0] in ("when", "verb",
                                                                                              "instead"))])
        instead = any(isinstance(x, tuple) and x == ("instead", True) for x in c)
        overturned = when in ("overturned", "overturned_prematch")
        return N.ConditionalTargets(targets, None if overturned else when, overturned,
                                    instead, verb == "completely", prematch=when == "overturned_prematch")

    def rt_completely(self, c):
        """"... OR completely reverse any Multi card": those targets are completely reversed."""
        return N.ConditionalTargets(_flat_targets(c), completely=True)

    def this_also_reversal(self, c):
        """"this card is also 'Reversal: Strike'": the quoted Revolution type line, as "can also reverse"."""
        import re

        from .typeline import type_line_reversal

        if not isinstance(c[0], A.Scope) or c[0].kind not in ("this", "all"):
            raise ValueError("'X is also': not this card")
        text = c[-1].value.strip().rstrip(".'")
        if not re.match(r"Reversal:\s*\S", text):
            raise ValueError("'is also' + not a Reversal type line")
        rd = type_line_reversal(text)
        if rd is None:
            raise ValueError("type line reversal not read")
        if c[0].kind == "all":
            # "Your Cartwheel is also 'Reversal: Card with Stun Value'": your cards so named also reverse those cards
            # (not this card's own reversal)
            return N.AlsoReverses(c[0], tuple(rd.targets))
        return A.ReversalDefinition(rd.targets, mode="also")

    def this_bare_also_reversal(self, c):
        """"this is also 'Reversal: Antic or Extreme'" (Revolution Break Down the Walls): as "this card is also"."""
        return self.this_also_reversal([A.Scope("this"), c[-1]])

    def c_played_from_by(self, c):
        """"played from Hand by Austin Theory": played from that zone, and you are that Superstar."""
        zones, who = c[0], c[-1]
        if len(zones) != 1:
            raise ValueError("'played from X or Y by Z': one zone only")
        return A.Condition("all", all_of=(A.Condition("played_from", zone=zones[0]),
                                          A.Condition("superstar_is", player="you", names=tuple(who.value.split("|")))))

    # -- "if it is not the first or second card played this turn"
    def c_not_among_first(self, c):
        descs = [x for x in c if hasattr(x, "value") and isinstance(getattr(x, "value"), tuple)]
        if any(filter_from_desc(d.value) != A.CardFilter(kinds=("Card",)) for d in descs):
            raise ValueError("'not the first or second X': not 'card'")
        n = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "nth")
        return A.Condition("first_card_this_turn", amount=n, negated=True)

    def nth_second(self, _):
        return ("nth", 2)

    def nth_third(self, _):
        return ("nth", 3)

    # -- "do not discard to reversals to this effect", "Reversals to this effect do not end your turn"
    @staticmethod
    def _reversals(desc):
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("'X to this effect': not 'reversals'")

    def rte_this(self, _):
        return ("rte", "this")

    def rte_that(self, _):
        return ("rte", "that")

    def rte_their(self, _):
        return ("rte", "their")

    def rte_they_no_end(self, _):
        return ("rte_no_end", True)

    def rte_no_discard(self, c):
        self._reversals(next(x for x in c if hasattr(x, "value") and isinstance(x.value, tuple)))
        which = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "rte")
        return N.ReversalsToEffect(which, no_discard=True, no_end_turn=("rte_no_end", True) in c)

    def rte_no_end_turn(self, c):
        self._reversals(c[0])
        which = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "rte")
        return N.ReversalsToEffect(which, no_end_turn=True)

    def rev_search_zone(self, c):
        """ "(allows your opponent to) search your Arsenal": a search of that zone, for any number of any cards."""
        return A.Search("you", c[-1], A.Cards(A.Quantity(any_number=True), A.CardFilter(kinds=("Card",))))

    # -- "as a Counter (hand or Backlash)": the reversal that ended your opponent's turn (FAQ Glossary "Counter")
    def cp_from(self, c):
        """ "(hand or Backlash)", "(from hand)": it was played from there."""
        return A.Condition("as_counter", zone=self._one_zone(c[-1]))

    def cp_not_from(self, c):
        """ "(non-Arsenal)": it was not played from there."""
        return A.Condition("as_counter_not_from", zone=c[-1])

    def cp_to(self, c):
        """ "(to a Colossal)", "(maneuver)": the card it reversed was that card."""
        return A.Condition("as_counter", filter=c[-1].filter, quantity=c[-1].quantity)

    def cp_to_either(self, c):
        """ "(5D+ maneuver or Set-up)": the card it reversed was either one; "(reversal with 'blindside' in the title or
        Superstar-specific card)": a reversal named, the reversal that made it a Counter was either one."""
        kind = "as_counter_with" if any("Reversal" in x.filter.kinds for x in c) else "as_counter"
        return A.Condition("any", any_of=tuple(A.Condition(kind, filter=x.filter) for x in c))

    def cp_with_to(self, c):
        """ "(1D+ reversal to a maneuver)": the reversal was the first card, and the card it reversed the second."""
        return A.Condition("all", all_of=(A.Condition("as_counter_with", filter=c[0].filter),
                                          A.Condition("as_counter", filter=c[1].filter)))

    def t_successful_after_or_counter(self, c):
        """ "When successfully played after a successfully played card or as a Counter": the moment, when either case
        holds."""
        counter = c[-1] if isinstance(c[-1], A.Condition) else A.Condition("as_counter")
        return ("multi", A.Trigger("when_successfully_played"),
                A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                           counter)))

    def cp_with(self, c):
        """ "(with a Stardust-specific card)", "(from a card with a Tag Logo)": the reversal was that card."""
        return A.Condition("as_counter_with", filter=c[-1].filter)

    def cp_with_or_to(self, c):
        """ "(with a 3D+ card or to a 5D+ maneuver)": the reversal was that card, or the card reversed was that one."""
        return A.Condition("any", any_of=(A.Condition("as_counter_with", filter=c[0].filter),
                                          A.Condition("as_counter", filter=c[-1].filter)))

    def pw_counter_paren(self, c):
        """ "(Can only be played) as a Counter (non-Arsenal)": clauses.py pr_only reads the 4-tuple."""
        return ("counter", A.Condition("as_counter"), None, c[-1])

    def pw_after_counter_paren(self, c):
        """ "(Can only be played) after Springboard or as a Counter (hand or Backlash)": a Follow-up, or a Counter."""
        after = A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity, names=("or_counter",))
        return ("counter", after, None, c[-1])

    def c_played_after_or_counter_paren(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          c[-1]))

    def c_counter_or_played_after(self, c):
        """ "played as a Counter (D: 5+ card) or after a D: 5+ maneuver": either case."""
        return A.Condition("any", any_of=(c[0], A.Condition("played_after", filter=c[-1].filter,
                                                                  quantity=c[-1].quantity)))

    def c_played_after_or_played_counter(self, c):
        """ "played after a maneuver or played as a Counter": either case."""
        counter = c[-1] if len(c) > 1 and isinstance(c[-1], A.Condition) else A.Condition("as_counter")
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          counter))

    def c_played_after_succ_or_counter_paren(self, c):
        """ "when played after a successfully played maneuver or as a Counter (with a Superstar-specific card)" """
        from dataclasses import replace

        f = c[0].value[0]
        return A.Condition("any", any_of=(
            A.Condition("played_after", filter=replace(f, qualifiers=f.qualifiers + ("successfully played",))), c[-1]))

    def t_played_as_counter_paren(self, c):
        cond = c[-1]
        if cond.kind != "as_counter" or cond.filter is not None:
            raise ValueError("'when played as a Counter (...)': only where the reversal came from is kept")
        return A.Trigger("when_played_as_counter", zone=cond.zone)

    # -- "Cannot be reversed, even by the card titled When You Thought You Had All the Answers..."
    def rr_cannot_even_by(self, c, scope=None):
        """"Cannot be reversed, even by Sidewalk Slam": cannot be reversed, and the named reversals (which reverse
        cards "even if it cannot be reversed") do not pass over it."""
        cards = [x for x in c if isinstance(x, A.Cards)]
        return A.Sequence((A.ReversalRestriction("cannot_be_reversed", applies_to=scope),
                           A.ReversalRestriction("even_by", by=self._merge_filters(cards), applies_to=scope,
                                                 by_any=self._all_filters(cards))))

    def rr_scope_cannot_even_by(self, c):
        return self.rr_cannot_even_by(c[1:], scope=c[0])

    # -- "Can only be reversed from hand by Unique Reversal cards or from Arsenal"
    def rr_only_from_by_or_from(self, c):
        """From the first zones only by the cards named, from the others by any reversal: the card can only be
        reversed from all those zones, and from the first ones only by those cards."""
        zones = [x for x in c if isinstance(x, tuple)]
        cards = [x for x in c if isinstance(x, A.Cards)]
        if len(zones) != 2 or not cards:
            raise ValueError("'only from X by Y or from Z': zones or cards missing")
        if any(x.quantity is not None and (x.quantity.count or 1) > 1 for x in cards):
            # "by 2 reversal cards": a number of reversals the resolver does not count
            raise ValueError("'only from X by N cards': a count of reversals")
        by_zones = tuple(z.name for z in zones[0])
        every = by_zones + tuple(z.name for z in zones[1] if z.name not in by_zones)
        return A.Sequence((A.ReversalRestriction("only_from", zones=every),
                           A.ReversalRestriction("only_by", by=self._merge_filters(cards),
                                                 by_any=self._all_filters(cards), zones=by_zones)))

    def ignore_rr_of_opp(self, c):
        """"ignore any of his reversal restrictions", "ignore any of your opponent's reversal restrictions from cards":
        the restrictions of his cards (as "ignore any reversal restrictions from his cards")."""
        parts = dict(x for x in c if isinstance(x, tuple) and len(x) == 2 and x[0] == "which")
        return N.IgnoreReversalRestrictions(parts["which"], "opponent")

    def ign_from_cards(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'his restrictions from X': not 'from cards'")
        return ("from_cards",)

    def rr_player_effect(self, c):
        """"your opponent cannot reverse this effect": this effect cannot be reversed (as "this effect cannot be
        reversed")."""
        if c[0].who != "opponent":
            raise ValueError("'X cannot reverse this effect': not the opponent")
        return A.ReversalRestriction("effect_cannot_be_reversed")

    def rr_ace_of_title(self, c):
        """"The Activated Card Effect of your Wrestlemania cannot be reversed": the effect of the card of that title (as
        "Your Ready to Fight ACE cannot be reversed")."""
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'the Activated X Effect of': not 'Card'")
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        f = A.CardFilter(titled=tuple(str(title.value).split("|")))
        return A.ReversalRestriction("effect_cannot_be_reversed", applies_to=A.Scope("all", f))

    def rr_effect_by(self, c):
        """"this effect cannot be reversed by non-Unique cards": not by those cards."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.ReversalRestriction("effect_cannot_be_reversed", by=cards.filter)

    def rr_by_reversals_of_kinds(self, c):
        """"can be reversed by reversal cards that would reverse a Strike or Grapple": reversals that fit a Strike, or a
        Grapple, fit this card too (as "can be reversed as if it were a Strike": one `as_if` for each kind)."""
        raws = [x for x in c if hasattr(x, "value") and isinstance(x.value, tuple)]
        holder, kinds = filter_from_desc(raws[0].value), filter_from_desc(raws[1].value)
        if holder.kinds not in (("Reversal",), ("Card",)) or holder.traits or holder.excludes or holder.qualifiers:
            raise ValueError("'reversed by X that would reverse': not reversal cards")
        if not kinds.kinds or kinds.excludes or kinds.traits or kinds.damage or kinds.fortitude or kinds.qualifiers \
                or kinds.titled:
            raise ValueError("'that would reverse a X': not kinds only")
        rs = tuple(A.ReversalRestriction("as_if", by=A.CardFilter(kinds=(k,))) for k in kinds.kinds)
        return rs[0] if len(rs) == 1 else A.Sequence(rs)

    def rr_scope_only_from_for(self, c):
        """"Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the turn"."""
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[1]), applies_to=c[0], duration=c[-1])

    # -- restrictions of a scope of cards, reversals required
    def rr_scope_only_from(self, c):
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[-1]), applies_to=c[0])

    def rr_scope_only_by(self, c):
        q = c[-1].quantity.count
        return A.ReversalRestriction("only_by", by=c[-1].filter, applies_to=c[0],
                                     count=q if q not in (None, 1) else None)

    def rr_requires(self, c):
        numbers = [x for x in c if isinstance(x, int)]
        return A.ReversalRestriction("requires_reversals", count=numbers[0])

    # -- the reversals named by kind, then the zones they come from
    def rr_scope_cannot_by_from(self, c):
        """"it cannot be reversed by non-Unique reversals from hand or Backlash": not by those cards from there."""
        scope, by, zones = c[0], c[1], c[2]
        return A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones),
                                     applies_to=scope)

    def rr_only_by_from(self, c, scope=None):
        """"can only be reversed by D:0 reversals from hand and Arsenal", "your next maneuver played this turn can only
        be reversed by Unique cards from Backlash or Arsenal": only from those zones, and from them only by those
        cards (a number of reversals, "by 2 reversal cards", is not followed: left unread)."""
        zones = [x for x in c if isinstance(x, tuple)]
        cards = [x for x in c if isinstance(x, A.Cards)]
        by_zones = tuple(z.name for z in zones[0])
        every = by_zones + tuple(z.name for zs in zones[1:] for z in zs if z.name not in by_zones)
        counts = {x.quantity.count for x in cards if x.quantity is not None and (x.quantity.count or 1) > 1}
        if counts and (every != by_zones or len(cards) != 1):
            # "from hand by 2 reversal cards, or from Arsenal": two reversals from one zone only (not followed)
            raise ValueError("'only by N cards from X': a count of reversals")
        # "can only be reversed by 2 reversal cards from Arsenal": two of them, from there only
        count = next(iter(counts), None)
        return A.Sequence((A.ReversalRestriction("only_from", zones=every, applies_to=scope),
                           A.ReversalRestriction("only_by", by=self._merge_filters(cards), applies_to=scope,
                                                 by_any=self._all_filters(cards), zones=by_zones, count=count)))

    def rr_scope_only_by_from(self, c):
        return self.rr_only_by_from(c[1:], scope=c[0])

    def rr_only_by_from_or_from(self, c):
        """"Can only be reversed by Unique reversals from hand, or from Arsenal": from hand only by those, from
        Arsenal by any (as "from hand by Unique reversals or from Arsenal")."""
        return self.rr_only_by_from(c)

    def rr_scope_only_by_from_or_from(self, c):
        return self.rr_only_by_from(c[1:], scope=c[0])

    # -- "your next Multi maneuver played this turn requires 3 reversals instead of 2"
    def rr_req_instead(self, c):
        return ("req_instead", tuple(x for x in c if isinstance(x, int)))

    def rr_req_verb(self, c):
        return ("req_verb",)

    def _requires(self, c, scope):
        raw = next(x for x in c if hasattr(x, "value") and isinstance(x.value, tuple))
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("'requires N X instead of M': not reversals")
        n = next(x for x in c if isinstance(x, int))
        return A.ReversalRestriction("requires_reversals", count=n, applies_to=scope)

    def rr_scope_requires(self, c):
        """"your next Multi maneuver played this turn requires 3 reversals instead of 2", "your Multi maneuvers require
        3 reversals to reverse instead of 2": those cards need `count` reversals (as a Multi's two, FAQ Glossary
        "Multi"); this card's own need is rr_requires_instead."""
        scope = c[0]
        if scope.kind == "it":
            raise ValueError("'it requires N reversals': which card is not said")
        return self._requires(c[1:], None if scope.kind == "this" else scope)

    def rr_bare_requires(self, c):
        """"... this card is Multi and requires 4 reversals instead of 2": this card, or the cards of the clause before
        (continuous.py joins the subject, as for "... and cannot be reversed")."""
        return self._requires(c, BARE_REQUIRES)

    # -- "this card can be reversed as if it was non-Unique"
    def rr_scope_as_if(self, c):
        """"This card can be reversed as if it were non-Unique", "when you are not, it can be reversed as if it was
        non-Unique": this card (as the bare rr_as_if, and rr_as_if_kind with "it")."""
        if c[0].kind not in ("this", "it"):
            raise ValueError("'X can be reversed as if': not this card")
        return self.rr_as_if(c[1:])

    # -- "cannot be reversed by non-Superstar-specific hybrid reversals or by non-Reversal cards"
    def rr_cannot_by_either(self, c, scope=None):
        cards = [x for x in c if isinstance(x, A.Cards)]
        return A.ReversalRestriction("cannot_be_reversed", by=self._merge_filters(cards), applies_to=scope,
                                     by_any=tuple(x.filter for x in cards))

    def rr_scope_cannot_by_either(self, c):
        return self.rr_cannot_by_either(c[1:], scope=c[0])

    # -- an Activated Card Effect reversed, named by the card it comes from
    def ace_of_title(self, c):
        """ "the Activated Card Effect of your Collegiate Champions", "the ACE of Enter the Stratus-phere" """
        owner = next((x.who for x in c if isinstance(x, _Owner)), None)
        title = next(x for x in c if isinstance(x, _Raw) and x.kind == "title")
        return ("ace_of", A.CardFilter(titled=(title.value,), owner=owner))

    def ace_from(self, c):
        """ "an Activated Card Effect from a non-Venue card" """
        return ("ace_of", c[-1].filter)

    @staticmethod
    def _ace_descs(c):
        descs = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        if descs and filter_from_desc(descs[-1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'Activated X Effect': not 'Card'")
        return descs[:-1]

    def ace_ref(self, c):
        """ "an Activated Card Effect", "the ACE of Enter the Stratus-phere": EffectKind "ace", its `filter` the card the
        effect comes from (None: any card's)."""
        self._ace_descs(c)
        return A.EffectKind("ace", next((x[1] for x in c if isinstance(x, tuple) and x[0] == "ace_of"), None))

    def ace_ref_yours(self, c):
        """ "your ACE", "your Activated Card Effect": those of your cards."""
        self._ace_descs(c)
        return A.EffectKind("ace", A.CardFilter(owner="you"))

    def ace_ref_his(self, c):
        """ "his ACE": those of your opponent's cards."""
        self._ace_descs(c)
        return A.EffectKind("ace", A.CardFilter(owner="opponent"))

    def ace_ref_cards(self, c):
        """ "your Sheamus-specific Activated Card Effects": those of the cards described."""
        cards = c[0]
        if not isinstance(cards, A.Cards) or getattr(cards, "zone", None) is not None:
            raise ValueError("'<cards> Activated Card Effects': cards without a zone")
        self._ace_descs(c[1:])
        return A.EffectKind("ace", cards.filter)

    def tr_reverses_ace(self, c):
        """ "When your opponent reverses your Activated Card Effect": a player's reversal of an Activated Card Effect
        (the effect reversed is the trigger's `event`; no card is reversed, so no `filter`)."""
        return T.EventTrigger("when_player_reverses", by=c[0].who, event=c[-1])

    def prohibit_reverse_ace(self, c):
        """ "your opponent cannot reverse your Sheamus-specific Activated Card Effects this turn", "... cannot reverse the
        Activated Card Effect of your Mr. Kennedy's Mic": action "reverse_activated_effects", `filter` the cards whose
        effects (None: any card's)."""
        ace = next(x for x in c if isinstance(x, A.EffectKind))
        duration = c[-1] if isinstance(c[-1], str) else None
        return A.Prohibition(c[0].who, "reverse_activated_effects", ace.filter, duration)

    def rt_ace_of_card(self, c):
        """ "reverse an Activated Superstar-specific card": the Activated Card Effect of such a card."""
        f = filter_from_desc(c[-1].value)
        if f == A.CardFilter(kinds=("Card",)):
            return A.EffectKind("ace")
        return A.EffectKind("ace", f)

    def rt_prevent_pinfall(self, _):
        """ "any effect that would prevent a Pinfall Victory", "an effect that would negate a Pinfall victory" """
        return A.EffectKind("prevent_pinfall")

    def also_reverses(self, c):
        """ "Your Mattitude Adjustment can also reverse any non-Unique maneuver": those cards' reversals get these targets
        too; "this card can also reverse ..." is this card's own reversal (as "can also reverse ...")."""
        scope, targets = c[0], _flat_targets(c[1:])
        if scope.kind == "this":
            return A.ReversalDefinition(targets, mode="also")
        return N.AlsoReverses(scope, tuple(targets))

    def rt_completely_irreversible(self, c):
        """ "any completely irreversible card": a card that cannot be reversed (as "any card that cannot be reversed")."""
        f = filter_from_desc(c[-1].value)
        return replace(f, qualifiers=f.qualifiers + ("that cannot be reversed",))

    def post_after_either(self, c):
        """ "played after either a Set-up card or a Follow-up card": after any one of them."""
        first, second = (x.filter for x in c if isinstance(x, A.Cards))
        return _Post(played_after=A.CardFilter(alternatives=(first, second)))

    def reverse_as_usual(self, c):
        """ "attempt to reverse the maneuver as usual (but at +4F)" """
        cards = next(x for x in c if isinstance(x, A.Cards))
        if cards.zone is not None:
            raise ValueError("'reverse X from Y as usual' is not read")
        mod = next((x for x in c if isinstance(x, _Raw) and x.kind == "mod"), None)
        changes = tuple(A.StatChange(stat or "value", amount, multiply=m) for m, amount, stat in mod.value) if mod else ()
        return N.ReverseAsUsual(target=cards.filter, changes=changes)

    def ignore_the_rr(self, c):
        """ "ignore the reversal restriction" (of the card the text named before): any of its reversal restrictions."""
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        f = filter_from_desc(raw.value)
        if f != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("'ignore the X restriction': not a reversal restriction")
        return N.IgnoreReversalRestrictions(("all",), "named_card")

    def reverse_also_completely(self, c):
        """ "can also completely reverse any Multi card": more targets, completely reversed."""
        return A.ReversalDefinition(_flat_targets(c), completely=True, mode="also")

    def t_this_reverses_cards(self, c):
        """ "When this card reverses a Foil card": this card's reversal of a card of that description."""
        if getattr(c[0], "kind", None) != "this":
            raise ValueError("'when it reverses X': not this card")
        cards = c[-1]
        if not isinstance(cards, A.Cards) or cards.zone is not None:
            raise ValueError("'when this card reverses X from Y' is not read")
        return A.Trigger("when_this_reverses", filter=cards.filter)

    # -- "That card does its normal damage, regardless of overturned Reversal cards"
    def damage_regardless(self, c):
        """"The maneuver does its normal damage, regardless of overturned Reversal cards" (`card` the kind named,
        None for "that card")."""
        what = c[0]
        if hasattr(what, "value") and isinstance(what.value, tuple):
            what = (filter_from_desc(what.value), None)     # "that card"
        if not (isinstance(what, tuple) and len(what) == 2 and what[1] is None):
            raise ValueError("'X does its normal damage': not the card named before")
        f = filter_from_desc(c[-1].value)
        if f.kinds not in (("Reversal",), ("Reversal", "Card")) or f != A.CardFilter(kinds=f.kinds):
            raise ValueError("'regardless of overturned X': not Reversal cards")
        return N.DamageRegardless(card=what[0])

    def s_first_titled_this_turn(self, c):
        """"your first Revolution Right on Target card played each turn": the first card of that title each turn."""
        raw = next(x for x in c if getattr(x, "kind", None) == "filter")
        return A.Scope("first_this_turn", raw.value[0], c[0].who)

    def rt_chosen_type(self, c):
        """ "the chosen type of maneuver": the cards of the type chosen before (kept as a qualifier: no rule reads it)."""
        adj = next(x for x in c if type(x).__name__ == "_Adj")
        if adj.kind != "chosen":
            raise ValueError("'the <adjective> type of X': not 'chosen'")
        f = filter_from_desc(c[-1].value)
        return replace(f, qualifiers=f.qualifiers + ("of the chosen type",))

    def rt_named_type(self, c):
        """ "the type of maneuver named": the cards of the type named before."""
        f = filter_from_desc(c[-1].value)
        return replace(f, qualifiers=f.qualifiers + ("of the named type",))

    def reverse_to_without_discards(self, c):
        """ "You may play this card to reverse a Chain card without discarding cards": as `reverse_without_discards`."""
        who = c[0].who
        descs = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        if filter_from_desc(descs[0].value).kinds != ("Card",) or filter_from_desc(descs[-1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'play this card to reverse X without discarding Y' of another kind")
        if len(descs) != 3:
            raise ValueError("'play this card to reverse X without discarding Y': one target")
        return A.Optional(A.ReversalDefinition((filter_from_desc(descs[1].value),), ignores=("discard_price",)), who)

    def rt_effect_player_by_opp(self, c):
        """ "any card played by your opponent that would allow him to look at your hand": as "any card that would allow
        ..." (every card a reversal reverses is his: the qualifier is kept)."""
        kind = self.rt_effect_player(c)
        f = kind.filter or A.CardFilter(kinds=("Card",))
        return replace(kind, filter=replace(f, qualifiers=f.qualifiers + ("played by opponent",)))

    def c_this_and_desc_in_zone(self, c):
        """"When this card and a non-Revolution card are in your Ring": this card and a card so described are there."""
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) > 1:
            raise ValueError("two cards in one of several zones")
        raw = [x for x in c if hasattr(x, "value") and isinstance(x.value, tuple)][-1]
        return A.Condition("all", all_of=(
            A.Condition("card_in_zone", filter=A.CardFilter(qualifiers=("this card",)), zone=zones[0],
                        player=zones[0].owner),
            A.Condition("card_in_zone", filter=filter_from_desc(raw.value), zone=zones[0], player=zones[0].owner)))

    def rr_cannot_play_to_ace(self, c):
        """"your opponent cannot play reversals to your Smackdown ACE": the Activated Card Effects of your cards of that
        description cannot be reversed (`by` those reversals; None for any reversal), as "Your Smackdown ACE cannot be
        reversed"."""
        if getattr(c[0], "who", None) != "opponent":
            raise ValueError("only the opponent plays reversals to your ACE")
        cards = next(x for x in c if isinstance(x, A.Cards))
        if cards.filter is None or cards.filter.owner != "you" or cards.quantity.count not in (None, 1):
            raise ValueError("'reversals to <his> ACE' is not read")
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        by = filter_from_desc(raw.value)
        if by in (A.CardFilter(kinds=("Reversal",)), A.CardFilter(kinds=("Card",))):
            by = None
        return A.ReversalRestriction("effect_cannot_be_reversed", by=by,
                                     applies_to=A.Scope("all", replace(cards.filter, owner=None)))

    def rr_only_from_or_by_from(self, c, scope=None):
        """"can only be reversed from Arsenal or by D: 0 reversals from hand": from Arsenal by any reversal, from hand
        only by those cards (as "from hand by D: 0 reversals, or from Arsenal")."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        cards = next(x for x in c if isinstance(x, A.Cards))
        zones = next(x for x in c if isinstance(x, tuple))
        if cards.quantity is not None and (cards.quantity.count or 1) > 1:
            raise ValueError("'or by N cards from X': a count of reversals")
        by_zones = tuple(z.name for z in zones)
        every = by_zones + tuple(n for n in (zone.name,) if n not in by_zones)
        return A.Sequence((A.ReversalRestriction("only_from", zones=every, applies_to=scope),
                           A.ReversalRestriction("only_by", by=cards.filter, applies_to=scope, zones=by_zones)))

    def rr_scope_only_from_or_by_from(self, c):
        return self.rr_only_from_or_by_from(c[1:], scope=c[0])

    def rr_cannot_this_player_from(self, c):
        """"your opponent cannot play reversals to it from hand or Backlash": it cannot be reversed by those reversals
        from there (as "your opponent cannot play reversals to it", from those places)."""
        if getattr(c[0], "who", None) != "opponent":
            raise ValueError("only the opponent plays reversals to your cards")
        zones = c[-1]
        rr = self.rr_cannot_this_player(c[:-1])
        return replace(rr, zones=tuple(z.name for z in zones))

    def rr_cannot_be_responded(self, c):
        """ "Cannot be responded to when played after a Superstar-specific card": the opponent cannot respond to this
        card (ReversalRestriction "cannot_respond"), only while the condition holds."""
        cond = next((x for x in c if isinstance(x, A.Condition)), None)
        return A.ReversalRestriction("cannot_respond", condition=cond)
