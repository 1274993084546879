"""Transformer methods for `grammar/desc.lark`: card descriptions joined into lists.

`DescBuild` is a mixin of the main transformer (`grammar.Build`).  An and-list of descriptions
("your Grapple maneuvers and your opponent's cards with 'neck' in the title") is one Scope whose
filter has one alternative per description, each carrying its own owner.
"""
from __future__ import annotations

import dataclasses

from . import ast as A
from .parts import _Adj, _Owner, _P, _Post, _Raw, _Sep, _with_player, filter_from_desc, one_players_scope
from . import desc_ast as N
from . import packing_ast as P


# the cards a "they" stands for until `fold_they` puts the cards of the clause before it in their place
_THEY = A.CardFilter(qualifiers=("they",))


def _has_they(node) -> bool:
    if isinstance(node, A.Scope) and node.kind == "they":
        return True
    if isinstance(node, A.CardFilter):
        return node == _THEY
    if isinstance(node, (tuple, list)):
        return any(_has_they(x) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_has_they(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def _put_they(node, scope):
    """`node` with every "they" (a Scope, or the filter taken from one) replaced by `scope` (its filter)."""
    if isinstance(node, A.Scope) and node.kind == "they":
        return scope
    if isinstance(node, A.CardFilter) and node == _THEY:
        return scope.filter
    if isinstance(node, tuple):
        return tuple(_put_they(x, scope) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type) and _has_they(node):
        return dataclasses.replace(node, **{f.name: _put_they(getattr(node, f.name), scope)
                                            for f in dataclasses.fields(node) if f.init})
    return node


def _subject_scope(core):
    """The cards a clause is about ("your cards titled X cannot be reversed", "your maneuvers are +2D"), when
    it names them by description; else None."""
    if isinstance(core, A.Optional) and isinstance(core.effect, A.Ignore):
        # "you may ignore the 'Can only be played after...' text on your Superstar-specific cards, and they are Chain":
        # the cards of the ignore, whether or not the player takes it
        core = core.effect
    for name in ("scope", "applies_to"):
        scope = getattr(core, name, None)
        if isinstance(scope, A.Scope) and scope.kind == "all" and scope.filter is not None:
            return scope
    if isinstance(core, A.Ignore) and core.cards is not None:
        # "ignore 'non-Unique' in the text of your Superstar-specific reversals and they are -5F"
        f = core.cards.filter
        return A.Scope("all", f, f.owner or "any")
    if isinstance(core, A.Prohibition) and core.action == "prevent_play" and core.player == "opponent" \
            and core.filter is not None and not core.filter.qualifiers:
        # "Your opponent cannot prevent you from playing your Superstar-specific Pre-match cards, and they can be
        # played from Ringside": the cards he cannot prevent you from playing
        return A.Scope("all", core.filter, "you")
    packs = [x for x in (core if isinstance(core, tuple) else (core,))
             if isinstance(x, (P.PackPermission, P.PackAsIfNot))]
    if len(packs) == 1 and getattr(packs[0], "player", "you") == "you":
        # "You can pack Daniel Bryan and Kane non-Trademark Finisher Unique Arsenal maneuvers, and they are not Raw":
        # the cards packed (one description, or any of several); "You can pack B.A. Billy Gunn and/or Road Dogg
        # cards, except Rico Enters!; they are not Smackdown": the cards let in (the ones left out are not packed);
        # "You can pack cards with 'cheap pop' in the title as if they were not Face; they are -3F": those cards
        allows = packs[0].allows
        return A.Scope("all", allows[0] if len(allows) == 1 else A.CardFilter(alternatives=allows), "you")
    return None


class DescBuild:
    """Mixin: description lists -> Scope."""

    def desc_post_alts(self, c):
        """ "any card that 'cannot be reversed' or with a 'can only be reversed' effect": the description with the
        things said before "or", or with the one after it (CardFilter alternatives, each the whole description)."""
        adjs = [x for x in c if isinstance(x, _Adj)]
        raw = next(x for x in c if isinstance(x, _Raw))
        posts = [x for x in c if isinstance(x, _Post)]
        if any("chosen_by" in p.kw for p in posts):
            raise ValueError("'of your choice' in a description with 'or' after it")
        first = filter_from_desc(raw.value, posts[:-1], adjs)
        second = filter_from_desc(raw.value, posts[-1:], adjs)
        if first.alternatives or second.alternatives:
            raise ValueError("'X or Y' after a description that is already a list")
        out = _Raw("filter", (A.CardFilter(alternatives=(first, second)), None, adjs))
        out.and_list = False
        out.plural = getattr(raw, "plural", False)
        return out

    def s_they(self, _):
        """ "..., they are Permanent": the cards the clause before named (filled in by `fold_they`)."""
        self.they_read = True     # fold_they has a "they" to fill in
        return A.Scope("they", _THEY)

    def fold_they(self, items):
        """ "Your cards with 'McMahon' in the title are Multi, they are not Heel, ..., and they cannot be
        blanked": each "they" clause is about the cards of the clause before it (joined by "," / ";" /
        "and"), which must name them by description ("..., and when you have 10+ lower Fortitude, they are
        Chain": a "when ..." of its own does not change which cards)."""
        out = list(items)
        if not getattr(self, "they_read", False):
            return out      # no "they" was read (s_they makes every one): no clause to walk (_has_they is deep)
        for i, x in enumerate(out):
            if not (isinstance(x, tuple) and len(x) == 3 and _has_they(x[2])):
                continue
            scope, k = None, i
            while scope is None and k >= 2 and isinstance(out[k - 1], _Sep) and out[k - 1].kind in (",", ";", "and") \
                    and isinstance(out[k - 2], tuple) and len(out[k - 2]) == 3:
                prev = out[k - 2][2]
                scope = _subject_scope(prev)
                if scope is None and not (isinstance(prev, A.Ignore) and prev.cards is None):
                    # "Your X are -4F, ignore the 'Can only be played...' text, and they ...": the cards before the
                    # "ignore" (which names none of its own)
                    break
                k -= 2
            if scope is None:
                raise ValueError("a 'they' without the cards of the clause before it is not read")
            out[i] = (x[0], x[1], _put_they(x[2], scope))
        return out

    def scope_part(self, c):
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

    def s_all_and(self, c):
        """ "all Foreign Object maneuvers and Grapple maneuvers are +3D": every player's cards of each kind,
        each part a description of its own (not "Foreign Object Grapple maneuvers": the words of a part are not shared
        with the next, as they are after an owner in s_owned_and) """
        parts = [("any", c[0].value[0])] + [(who or "any", f) for who, f in c[1:]]
        return self._scope_of_parts(parts)

    def s_this_and(self, c):
        """ "This card and your King's Crown cannot be blanked": this card and the cards named."""
        if not (type(c[0]).__name__ == "_Raw" and c[0].kind == "this"):
            raise ValueError("'it and X' as a subject is not read")
        this = ("you", A.CardFilter(qualifiers=("this card",)))
        return self._scope_of_parts([this] + list(c[1:]))

    # -- adjectives: "the maintained maneuver" (a maneuver being maintained), "the named card" (the card
    # a "name a card" step named)
    def adj_maintained(self, _):
        return _Adj("maintained")

    def adj_named(self, _):
        return _Adj("named")

    # -- more about one card
    def post_blank_text(self, _):
        """ "a card with blank text" """

        return _Post(qualifiers=("blank text",))

    def restriction_from(self, c):
        whose = {"you": "your", "opponent": "his"}.get(c[0].who, "a")
        return "from " + whose + (" effects" if not (c[-1:] and isinstance(c[-1], _Raw)) else " card")

    def post_without_restriction(self, c):
        """ "without a printed reversal restriction (from your card)": only "reversal restriction" is read."""

        raw = next(x for x in c if isinstance(x, _Raw))
        ((item,),) = raw.value if len(raw.value) == 1 and len(raw.value[0]) == 1 else (((None,),),)
        if item is None or item[:3] != ("kind", "Reversal", False):
            raise ValueError("only 'without a reversal restriction' is read")
        printed = "printed " if len(item) > 3 and item[3] == "printed" else ""
        source = next((" " + x for x in c if isinstance(x, str)), "")
        return _Post(qualifiers=(f"no {printed}reversal restriction{source}",))

    def logo_desc(self, c):
        """ "a printed Raw logo": (name, printed)"""

        f = filter_from_desc(c[0].value)
        return (" ".join(f.traits + f.kinds), "printed" in f.qualifiers)

    def logo_title(self, c):
        return (c[0].value.replace("|", " or "), False)

    def logo_printed_title(self, c):
        return (c[0].value.replace("|", " or "), True)

    def post_without_logo(self, c):
        """ "1 card without a printed Survivor Series logo" """

        name, printed = c[-1]
        return _Post(qualifiers=(f"no {'printed ' if printed else ''}{name} logo",))

    def post_with_logo(self, c):
        """ "cards with a printed Survivor Series logo" """

        name, printed = c[-1]
        return _Post(logos=(name,), qualifiers=("printed logo",) if printed else ())

    def tot_title(self, _):
        return "title"

    def tot_text(self, _):
        return "text"

    def tot_both(self, _):
        return "title or text"

    def post_rel_no_word(self, c):
        """ "High Risks that do not have 'splash' in the title" """

        where = c[-1]
        words = [w for x in c if isinstance(x, _Raw) and x.kind == "quoted" for w in x.value.split("|")]
        if not words:
            raise ValueError("no quoted word")
        return _Post(qualifiers=tuple(f"no '{w}' in the {where}" for w in words))

    def post_not_reversing(self, c):
        """ "any cards that do not reverse the maintained maneuver" """

        x = c[-1]
        if isinstance(x, _Raw):
            what = {"this": "this card", "it": "that card", "reversed_card": "the reversed card"}.get(x.kind, "that card")
        else:
            f = x.filter
            what = "/".join(f.titled) or " ".join(f.qualifiers + f.kinds) or "card"
        return _Post(qualifiers=(f"does not reverse {what}",))

    def d_until_resolved(self, _):
        """ "... until it is resolved": lasts until the card just named has resolved."""
        return "until_resolved"

    def d_until_reversed(self, _):
        """ "... until it is reversed": lasts until the card just named is reversed."""
        return "until_reversed"

    # -- the next / first card played from a zone
    def played_from_zone(self, c):
        return ("played_from", tuple(f"{z.owner} {z.name}" for z in c[0]))

    @staticmethod
    def _split_from(c):
        where = next(x for x in c if isinstance(x, tuple) and x[:1] == ("played_from",))
        return [x for x in c if x is not where], where[1]

    def s_first_from_each_turn(self, c):
        """ "Your first non-Multi action played from hand each turn" """
        rest, where = self._split_from(c)
        scope = self.s_first_this_turn(rest)
        return dataclasses.replace(scope, filter=dataclasses.replace(scope.filter, played_from=where))

    def s_next_from(self, c):
        """ "your next card played from your hand this turn" """
        rest, where = self._split_from(c)
        scope = self.s_next(rest)
        return dataclasses.replace(scope, filter=dataclasses.replace(scope.filter, played_from=where))

    def s_first_from_next_turn(self, c):
        """ "The first Multi maneuver played from hand on your next turn" """

        rest, where = self._split_from(c)
        raw = next(x for x in rest if getattr(x, "kind", None) == "desc")
        owner = rest[-1].who
        return A.Scope("first_next_turn", dataclasses.replace(filter_from_desc(raw.value), played_from=where),
                       "you" if owner == "any" else owner)

    def s_first_player_plays(self, c):
        """ "the first card you play" (under "During your next turn,"), "The first card he plays on his next turn": the
        first such card the player plays next turn (as "your first card played", first_next_turn)."""
        return one_players_scope(c, "first_next_turn", owner_must_match=True)

    def s_first_n_player_plays(self, c):
        """ "the first two High Risk maneuvers you play" (under "Each turn,"): as "the first card you play", `count` how
        many of them."""
        n = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        return dataclasses.replace(one_players_scope(c, "first_next_turn", owner_must_match=True), count=n)

    def s_first_player_plays_game(self, c):
        """ "The first non-unique non-Reversal card you play of the game" (first_of_game)."""
        return one_players_scope(c, "first_of_game")

    def s_first_of_game(self, c):
        """ "Your first 2 non-Pre-match non-Reversal cards played of the game" (first_of_game, `count` the first N)."""
        raw = next(x for x in c if isinstance(x, _Raw))
        n = next((x for x in c if isinstance(x, int) and not isinstance(x, bool)), None)
        who = c[0].who
        if who not in ("you", "opponent"):
            raise ValueError("the first card of another player")
        return A.Scope("first_of_game", filter_from_desc(raw.value), who, count=n)

    def s_next_post(self, c):
        """ "your next maneuver played this turn with 'precision' in the title": the next such card played this turn."""
        raw = next(x for x in c if isinstance(x, _Raw))
        posts = [x for x in c if isinstance(x, _Post)]
        if any("chosen_by" in p.kw for p in posts):
            raise ValueError("'of your choice' on the next card played")
        owner = c[0].who
        return A.Scope("next", filter_from_desc(raw.value, posts), owner if owner != "any" else "you")

    def cp_next_from(self, c):
        """ "if your next card played from your hand this turn is a Strike or Grapple maneuver" """
        rest, where = self._split_from(c)
        played = self.cp_next(rest)
        played.filter = dataclasses.replace(played.filter, played_from=where)
        return played

    def cp_first_from(self, c):
        """ "your first card played from hand is ..." (on your turn, when no turn is named) """
        rest, where = self._split_from(c)
        if not isinstance(rest[-1], tuple):
            rest = rest + [("first turn", None)]
        played = self.cp_first(rest)
        played.filter = dataclasses.replace(played.filter, played_from=where)
        return played

    def post_same_title_under(self, c):
        """ "a card with the same title as a card under this card" """

        return _Post(qualifiers=("same title as a card under this card",))

    def post_same_type_under(self, c):
        """ "maneuvers of the same type as a card under this card" """

        post = self.post_same_type(c)
        return _Post(qualifiers=tuple(q + " under this card" for q in post.kw["qualifiers"]))

    # -- exceptions, different titles, "the <kind>"
    @staticmethod
    def _desc_names(cards):
        f = cards.filter
        if f.titled:
            return " or ".join(f.titled)
        parts = [("non-" + x) for x in f.excludes] + list(f.traits) + list(f.qualifiers) + list(f.kinds)
        if f.fortitude is not None or f.damage is not None:
            r = f.fortitude or f.damage
            parts.insert(0, f"{r.stat}:{r.low}" if r.low == r.high else f"{r.stat}{r.low}-{r.high or ''}")
        if f.alternatives:
            return " or ".join(DescBuild._desc_names(A.Cards(cards.quantity, a)) for a in f.alternatives)
        return " ".join(parts) or "card"

    def post_except(self, c):
        """ "(except Manager Interferes)", "(except F: 0 maneuvers)": the cards left out, by name."""

        return _Post(qualifiers=("except " + " or ".join(self._desc_names(x) for x in c),))

    def post_different_title(self, c):
        """ "with a different card title than this card" """

        other = next((x for x in c if isinstance(x, A.Cards) or (isinstance(x, _Raw) and x.kind != "desc")), None)
        what = "different title"
        if isinstance(other, A.Cards):
            what += " than " + self._desc_names(other)
        elif other is not None:
            what += " than " + {"this": "this card", "reversed_card": "the reversed card"}.get(other.kind, "that card")
        return _Post(qualifiers=(what,))

    def cr_the(self, c):
        """ "the maneuver" (the card the text named before, by its kind) """

        f = filter_from_desc(c[0].value)
        words = " ".join(x.lower() for x in f.traits + f.qualifiers)
        return _Raw("the " + (words + " " if words else "") + " or ".join(k.lower() for k in f.kinds))

    # -- cards an earlier step acted on
    def dw_you(self, _):
        return _P("you")

    def dw_opp(self, _):
        return _P("opponent")

    def dw_they(self, _):
        return _P("they")

    def dv_discarded(self, _):
        return "discarded"

    def dv_removed(self, _):
        return "removed"

    def dv_had(self, _):
        return "had"

    def dv_shuffled(self, _):
        return "shuffled"

    def dv_revealed(self, _):
        return "revealed"

    def dv_overturned(self, _):
        return "overturned"

    def cards_done(self, c):
        """ "the same number of cards you discarded", "the number of cards you had in your hand": the cards an
        earlier step of the text acted on (the player and the verb name them)."""

        player = next(x.who for x in c if isinstance(x, _P))
        verb = next((x for x in c if isinstance(x, str)), "shuffled")
        if player == "they":
            player = "each player"
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        raw = next(x for x in c if isinstance(x, _Raw))
        cards = self.cards([x for x in c[:1] if isinstance(x, A.Quantity)] + [raw])
        who = {"you": "you", "opponent": "he"}.get(player, player)
        f = dataclasses.replace(cards.filter, qualifiers=cards.filter.qualifiers + (f"{who} {verb}",))
        quantity = cards.quantity
        if quantity.equal_to == "the same number":
            # "draw the same number of cards you discarded": the count is that of the cards named
            quantity = dataclasses.replace(quantity, equal_to=f"the number of cards {who} {verb}")
        cards = A.Cards(quantity, cards.filter)
        if verb == "had" and zone is not None:
            return A.Cards(cards.quantity, f, zone)
        if zone is not None:
            where = "in" if verb != "shuffled" else "into"
            f = dataclasses.replace(f, qualifiers=f.qualifiers[:-1] + (f"{who} {verb} {where} {zone.owner} {zone.name}",))
        return A.Cards(cards.quantity, f)

    def cards_done_shuffled_in(self, c):
        """ "draws the same number of cards he shuffled in" """
        return self.cards_done(list(c) + ["shuffled"])

    # -- Faction members, "X and/or Y" counted together
    def post_faction_members(self, c):
        """ "Superstar-specifics from 'ECW Originals' Faction Members" """

        quoted = next(x for x in c if isinstance(x, _Raw) and x.kind == "quoted")
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        if filter_from_desc(raw.value).kinds != ("Faction",):
            raise ValueError("only 'from X Faction Members' is read")
        return _Post(qualifiers=tuple(f"of a '{q}' Faction member" for q in quoted.value.split("|")))

    def cards_and_or(self, c):
        """ "3 or more Superstar-specifics from ... and/or cards with 'ECW Originals' in the text": any mix of
        the two descriptions, counted together."""

        quantity = c[0]
        (f1, ch1, adj1), (f2, ch2, adj2) = [x.value for x in c if isinstance(x, _Raw)]
        zones = next((x for x in c if isinstance(x, tuple)), ())
        alts = tuple(a for f in (f1, f2) for a in (f.alternatives if f.alternatives and
                                                   f == A.CardFilter(alternatives=f.alternatives) else (f,)))
        return A.Cards(self._quantity(quantity, ch1 or ch2, list(adj1) + list(adj2)), A.CardFilter(alternatives=alts),
                       zones[0] if zones else None)

    # -- how many cards another effect moves
    def dcf_purpose(self, c):
        return ("purpose", c[0])

    def dcf_by_title(self, c):
        return ("purpose", c[-1].value)

    def dcf_trait(self, c):
        f = filter_from_desc(c[0].value)
        return ("purpose", " ".join(f.traits + f.kinds) + " trait")

    def dcf_non_damage(self, c):
        return ("purpose", {"you": "your", "opponent": "opponent's"}.get(c[0].who, "any") + " non-damage card effects")

    def cc_to(self, c):
        return {"to": c[-1]}

    def cc_by(self, c):
        return {"by": c[-1]}

    def cc_less(self, c):
        return {"by": -c[-1]}

    def cc_double(self, _):
        return {"times": 2}

    def cc_min(self, c):
        return {"minimum": c[-1]}

    def count_change(self, c):
        """ "The number of cards overturned for your opponent's non-damage card effects is reduced to 1." """
        cards = next(x for x in c if isinstance(x, A.Cards))
        purpose = next((x[1] for x in c if isinstance(x, tuple) and x[:1] == ("purpose",)), None)
        change = next(x for x in c if isinstance(x, dict))
        return N.CountChange(cards, purpose, **change)

    def count_put_bottom_more(self, c):
        """ "put 1 more card on the bottom of your Arsenal for your Ability": the cards that effect puts on the bottom
        of the Arsenal are that many more."""
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        f = filter_from_desc(raw.value)
        f = dataclasses.replace(f, qualifiers=f.qualifiers + ("put on the bottom of the Arsenal",))
        purpose = next((x[1] for x in c if isinstance(x, tuple) and x[:1] == ("purpose",)), None)
        n = next(x for x in c if isinstance(x, int))
        return N.CountChange(A.Cards(A.Quantity(all=True), f), purpose, by=n)

    def post_same_target_shared(self, _):
        """ "4 or more cards in your Ring with the same Target": the cards share one Target"""
        return _Post(qualifiers=("with the same Target",))

    def post_put_bottom_this_way(self, _):
        """ "for every card put on the bottom this way": the cards the step before put on the bottom of the Arsenal"""
        return _Post(qualifiers=("put on the bottom of the Arsenal",))

    def count_change_may_play(self, c):
        """ "the number of Unique cards you may play during that turn is increased by 1": the cards the player may play
        that turn (the filter's qualifier "<player> may play this turn")."""
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        who = next(x.who for x in c if isinstance(x, _P))
        change = next(x for x in c if isinstance(x, dict))
        f = filter_from_desc(raw.value)
        f = dataclasses.replace(f, qualifiers=f.qualifiers + (f"{'you' if who == 'you' else 'he'} may play this turn",))
        return N.CountChange(A.Cards(A.Quantity(all=True), f), None, **change)

    def post_removed_for(self, c):
        """ "cards removed for Yesterday Is So Long Ago" """

        return _Post(qualifiers=("removed for " + c[-1].value.replace("|", " or "),))

    def desc_quoted_pre(self, c):
        """ "non-Unique 'Dynamic' maneuvers": the words of both descriptors, and the quoted word in the title
        (FAQ Glossary '"XX" Cards')."""

        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        raws = [x for x in c if isinstance(x, _Raw)]
        before, quoted, after = raws[0], raws[1], raws[2]
        f = filter_from_desc(tuple(before.value) + tuple(after.value),
                             posts + [_Post(title_words=tuple(quoted.value.split("|")))], adjs)
        out = _Raw("filter", (f, None, adjs))
        out.plural = getattr(after, "plural", False)
        return out

    def desc_card_title(self, c):
        """ "the card Over Sell Maneuver", "the cards Clutch onto Opponent, Poke, or Shake": as "the card(s) titled
        ..." (only after the plain word "card")."""

        kind, title = c[0], c[1]
        f0 = filter_from_desc(kind.value)
        adjectives = f0 == A.CardFilter(traits=f0.traits, excludes=f0.excludes) and (f0.traits or f0.excludes)
        if f0 != A.CardFilter(kinds=("Card",)) and not adjectives:
            # "your non-Throwback Japanese Arm Drag", "a Multi Double Underhook Back Breaker": trait words before the
            # title describe that card; a kind or a range before it is not read
            raise ValueError("only 'the card TITLE' names a card by its title without 'titled'")
        posts = [x for x in c[2:] if isinstance(x, _Post)]
        f = filter_from_desc(kind.value, posts + [_Post(titled=tuple(title.value.split("|")))])
        out = _Raw("filter", (f, None, []))
        out.plural = getattr(kind, "plural", False)
        return out

    def c_have_card_title(self, c):
        """ "If you have the card Here a Mark, There a Mark, Everywhere a Mark Mark... in your Ring area": that card
        is there (one card: a list of titles, all or any of them, is not read)."""

        player, kind, title, zone = c
        if filter_from_desc(kind.value) != A.CardFilter(kinds=("Card",)) or "|" in title.value:
            raise ValueError("only 'have the card TITLE in ZONE' (one title) is read")
        return A.Condition("card_in_zone", player=player.who, filter=A.CardFilter(titled=(title.value,)), zone=zone)

    # -- "with an Activated Card Effect", "with printed Stun Value", "with exactly two words in the title"
    @staticmethod
    def _ace_card(c):
        raw = next(x for x in c if isinstance(x, _Raw))
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("only 'Activated Card Effect' is read")

    def post_with_ace(self, c):
        """ "1 card with an Activated Card Effect" """
        self._ace_card(c)
        return _Post(qualifiers=("with an Activated Card Effect",))

    def post_without_ace(self, c):
        """ "the card on top of your Arsenal does not have an Activated Card Effect" """
        self._ace_card(c)
        return _Post(qualifiers=("without an Activated Card Effect",))

    def post_with_printed_sv(self, _):
        """ "your maneuvers with printed Stun Value" (as "with Stun Value", printed on the card)"""
        return _Post(qualifiers=("with printed Stun Value",))

    def post_with_n_sv(self, c, more=False, printed=False):
        """ "a maneuver with 3+ printed Stun Value", "maneuvers with 1 printed Stun Value": that much Stun Value."""
        n = next(x for x in c if isinstance(x, int))
        return _Post(qualifiers=(f"with {n}{'+' if more else ''} {'printed ' if printed else ''}Stun Value",))

    def post_with_n_sv_more(self, c):
        return self.post_with_n_sv(c, more=True)

    def post_with_n_printed_sv(self, c):
        return self.post_with_n_sv(c, printed=True)

    def post_with_n_printed_sv_more(self, c):
        return self.post_with_n_sv(c, more=True, printed=True)

    def post_exact_words(self, c):
        """ "a card with exactly two words in the title": how many words its title has."""
        n = next(x for x in c if isinstance(x, int))
        return _Post(qualifiers=(f"exactly {n} word{'s' if n != 1 else ''} in the title",))

    def s_first_n_turn(self, c):
        """ "Your first 2 non-Unique Grapples played each turn", "Your first and second maneuvers played each turn with
        'cross' in the title": the first N such cards played each turn (`count` N)."""
        raw = next(x for x in c if isinstance(x, _Raw))
        n = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        posts = [x for x in c if isinstance(x, _Post) and x.kw != {"qualifiers": ("played",)}]
        if any("chosen_by" in p.kw for p in posts):
            raise ValueError("'of your choice' on the first cards played")
        return A.Scope("first_this_turn", filter_from_desc(raw.value, posts), c[0].who, count=n)

    def first_n(self, c):
        return c[0]

    def first_and_second(self, c):
        return 2

    def s_first_turn_post(self, c):
        """ "Your first card played each turn with 'trailer park' in the title": the first such card played each
        turn ("played" is what makes it first; the other words narrow it)."""

        raw = next(x for x in c if isinstance(x, _Raw))
        posts = [x for x in c if isinstance(x, _Post) and x.kw != {"qualifiers": ("played",)}]
        if any("chosen_by" in p.kw for p in posts):
            raise ValueError("'of your choice' on the first card played")
        return A.Scope("first_this_turn", filter_from_desc(raw.value, posts), c[0].who)


    def rel_is_or_word(self, c):
        """ "that are Chain, Heat, or Volley or have the word 'chain,' 'heat,' or 'volley' in the text": either what
        the card is, or the words in its title / text (each one a choice of the card's description)."""
        where = c[-1]
        desc = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        quoted = next(x for x in c if isinstance(x, _Raw) and x.kind == "quoted")
        rel = filter_from_desc(desc.value)
        shared = dataclasses.replace(rel, alternatives=())
        if rel.alternatives and shared not in (A.CardFilter(), A.CardFilter(kinds=("Card",))):
            raise ValueError("'that is X or has Y': X a list of choices with more in common")
        if where == "title":
            word = A.CardFilter(title_words=tuple(quoted.value.split("|")))
        elif where == "text":
            word = A.CardFilter(qualifiers=(f"'{quoted.value}' in the text",))
        else:
            raise ValueError("'that has X in the title or text': not read")
        return ("rel", A.CardFilter(alternatives=(rel.alternatives or (rel,)) + (word,)), False)

    # -- this card, from the zone it is in
    def _this_from(self, c):
        """The zones named after "this card from" (one Zone, the others its alternatives); only "this card" itself
        ("it" / "that card" are not read here)."""
        if c[0].kind != "this":
            raise ValueError("'<card> from <zone>': only 'this card'")
        return self._one_zone(next(x for x in c if isinstance(x, tuple)))

    def reveal_this_from(self, c):
        """ "you may reveal this card from your hand or Ringside" """
        zone = self._this_from(c)
        return A.Reveal("you", "this card", A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("this card",)), zone))

    def shuffle_this_from(self, c):
        """ "you may shuffle this card from your Ring into your Arsenal"; "shuffle the chosen cards from your
        Ringside pile into your Arsenal": the cards the text named before, from there"""
        if c[0].kind == "it":
            zone = self._one_zone(next(x for x in c if isinstance(x, tuple)))
            return A.MoveCards("you", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",)), zone), zone,
                               c[-1], shuffle=True)
        return A.MoveCards("you", None, self._this_from(c), c[-1], this_card=True, shuffle=True)

    def discard_this_from(self, c):
        """ "you may discard this card from Backlash to draw 2 cards" """
        return A.Discard("you", A.Quantity(count=1), A.CardFilter(), this_card=True, zone=self._this_from(c))

    def rfg_this_from(self, c):
        """ "you may RFG this card from your Ring" (remove it from the game) """
        zone = self._this_from(c)
        return A.RemoveFromGame("you", A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("this card",)), zone),
                                this_card=True)

    def s_in_zone(self, c):
        """ "non-Unique cards in your Ringside", "all maneuvers in your Ring": the cards of the zone's owner, the zone
        part of their description (as the DESC word "Ringside" in "your Ringside maneuvers" is)."""
        zone = c[-1]
        if zone.position is not None or zone.card is not None or zone.alternatives:
            raise ValueError("'<cards> in <zone>': a plain zone only")
        f = c[-2].value[0]
        f = dataclasses.replace(f, qualifiers=f.qualifiers + (f"in {zone.name}",))
        return A.Scope("all", f, zone.owner)

    def s_first_of_each_turn(self, c):
        """ "The first printed Mean of each of your turns": as "your first printed Mean each turn"."""
        raw = next(x for x in c if isinstance(x, _Raw))
        owner = next(x for x in c if isinstance(x, _Owner))
        return A.Scope("first_this_turn", filter_from_desc(raw.value), owner.who)

    def zone_hand_or_backlash(self, c):
        """ "his hand (or Backlash, if applicable)": his hand, or his Backlash when the card came from there."""
        who = c[0].who
        return A.Zone("hand", who, alternatives=(A.Zone("backlash", who),))

    def post_same_title_this(self, _):
        """ "a card with the same title as this card" """
        return _Post(qualifiers=("same title as this card",))

    def post_same_title_that(self, c):
        """"a card with the same title as that card": the card the text named before."""
        what = "/".join(filter_from_desc(c[-1].value).kinds or ("card",)).lower()
        return _Post(qualifiers=(f"same title as that {what}",))

    def post_same_title_reversed(self, c):
        """ "1 card with the same title as the reversed card": the card the reversal reversed."""
        what = "/".join(filter_from_desc(c[-1].value).kinds or ("card",)).lower()
        return _Post(qualifiers=(f"same title as the reversed {what}",))

    def zone_bare_hand_or_backlash(self, _):
        """ "as if from Hand (or Backlash, if applicable)": as "from hand" (no owner named), or Backlash."""
        return A.Zone("hand", "any", alternatives=(A.Zone("backlash", "any"),))

    # -- a relative clause after the zone: "every card in your Ring that is Cheater or Heel"
    @staticmethod
    def _rel_narrowed(raw, rel):
        """The description `raw` (a built "filter" _Raw) narrowed by the relative clause `rel` ("that is (not) X"), as
        `desc_rel` narrows a description the clause follows at once."""
        from .conditions import _merge, _negate_filter
        _, relf, negated = rel
        f, chosen, adjs = raw.value
        f = _negate_filter(f, relf) if negated else _merge(f, relf)
        out = _Raw("filter", (f, chosen, adjs))
        out.plural = getattr(raw, "plural", False)
        return out

    def cards_zone_rel(self, c):
        """ "every card in your Ring that is Cheater or Heel", "1 card in his Ring that is not an F: 0 maneuver": the
        cards of that zone, narrowed by what they are."""
        rel = c[-1]
        raw = next(x for x in c if isinstance(x, _Raw))
        return self.cards([self._rel_narrowed(raw, rel) if x is raw else x for x in c[:-1]])

    def cards_does(self, c):
        """ "a card that allows him to search his Arsenal", "a card that moves any number of cards into his Arsenal":
        the cards described, which must also do that (CardFilter `does`)."""
        does = c[-1]
        raw = next(x for x in c if isinstance(x, _Raw))
        built = self.desc([raw])
        f, chosen, adjs = built.value
        out = _Raw("filter", (dataclasses.replace(f, does=f.does + (does,)), chosen, adjs))
        out.plural = getattr(built, "plural", False)
        return self.cards([out if x is raw else x for x in c[:-1]])

    # "allows him to search his Arsenal": the step is his (as "allow your opponent to draw", `force`)
    def does_plain(self, c):
        return A.CardDoes("does", c[-1])

    def does_would(self, c):
        return A.CardDoes("would", c[-1])

    @staticmethod
    def _does_by(verb, c):
        """ "allows him to search ...": the step is done by the player named (`who`)."""
        who = next(x.who for x in c if isinstance(x, _P))
        return A.CardDoes(verb, _with_player(c[-1], who), who)

    def does_allows(self, c):
        return self._does_by("allows", c)

    def does_would_allow(self, c):
        return self._does_by("would allow", c)

    def does_causes(self, c):
        return self._does_by("causes", c)

    def does_would_cause(self, c):
        return self._does_by("would cause", c)

    def s_in_zone_rel(self, c):
        """ "maneuvers in your Ringside that are Superstar-specific or have 'bomb' in the title" """
        rel = c[-1]
        raw = next(x for x in c if isinstance(x, _Raw))
        return self.s_in_zone([self._rel_narrowed(raw, rel) if x is raw else x for x in c[:-1]])

    def rel_is_either(self, c):
        """ "that is either F: 0 or a 10D- High Risk": either description (each one complete)."""
        first, second = (filter_from_desc(x.value) for x in c if isinstance(x, _Raw) and x.kind == "desc")
        alts = tuple(a for f in (first, second) for a in (f.alternatives or (f,)))
        return ("rel", A.CardFilter(alternatives=alts), False)

    # -- what an effect is for: "for the effects of Cheater or Heel cards"
    @staticmethod
    def _source_names(f):
        """ "Cheater or Heel cards", "non-Superstar-specific Reversal": the cards an effect comes from, in words."""
        names = []
        for a in f.alternatives or (f,):
            words = ["non-" + x for x in a.excludes] + list(a.traits) + [k for k in a.kinds if k != "Card"]
            if words:
                names.append(" ".join(words))
        if not names or any(a.titled or a.title_words or a.qualifiers or a.damage or a.fortitude
                            for a in (f,) + f.alternatives):
            raise ValueError("'the effects of X': X by its kinds and traits only")
        plain = all(k == "Card" for a in (f,) + f.alternatives for k in a.kinds)
        return " or ".join(names) + (" cards" if plain else "")

    def purpose_effects_of(self, c):
        """ "the effects of Cheater or Heel cards", "the effect of a reversal card": the cards the effects come from."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        return "the effects of " + self._source_names(cards.filter)

    def purpose_effects_of_owned(self, c):
        """ "the effects of your opponent's reversals", "the effects of his non-Superstar-specific reversals" """
        owner = next(x for x in c if isinstance(x, _Owner)).who
        f, _, _ = next(x for x in c if isinstance(x, _Raw)).value
        whose = {"you": "your ", "opponent": "your opponent's "}.get(owner, "")
        return "the effects of " + whose + self._source_names(f)

    def post_without_text(self, _):
        """ "1 Maneuver card without text": a card with no text printed."""
        return _Post(qualifiers=("no text",))

    def tr_cause_effects_of(self, c):
        """ "(when you discard cards) for the effects of Cheater or Heel cards": the cards the effects come from."""
        from .triggers import _Cause
        if isinstance(c[-1], A.Cards):
            return _Cause(self.purpose_effects_of(c))
        return _Cause(self.purpose_effects_of_owned(c))

    def post_rel_word(self, c):
        """ "a card that has 'precision' or 'technical' in the title", "that have 'Title Belt' in the text": as "with ...
        in the title / text" (FAQ Glossary '"XX" Cards')."""
        where = c[-1]
        quoted = [x for x in c if isinstance(x, _Raw) and x.kind == "quoted"]
        if where == "title":
            return self.post_word(quoted)
        if where == "text":
            return self.post_text_word(quoted)
        return self.post_word_title_or_text(quoted)

    def s_first_turn_rel(self, c):
        """ "Your first maneuver played each turn that is not Chain, ... or Volley": the first card played each turn, when
        it is (not) what the clause says."""
        raw = next(x for x in c if isinstance(x, _Raw))
        f = self._rel_narrowed(_Raw("filter", (filter_from_desc(raw.value), None, [])), c[-1]).value[0]
        return A.Scope("first_this_turn", f, c[0].who)

    def post_your_faction_text(self, c):
        """ "1 card with your Faction in the text": a card naming your Faction (its title) in its text."""
        raw = next((x for x in c if isinstance(x, _Raw)), None)
        if raw is not None and filter_from_desc(raw.value) != A.CardFilter(kinds=("Faction",)):
            raise ValueError("'with your X in the text': only your Faction")
        return _Post(qualifiers=("your Faction's title in the text",))

    def post_your_logo(self, _):
        """ "1 Backstage card with your logo": a card with your Superstar's logo."""
        return _Post(qualifiers=("with your Superstar logo",))

    def tr_cause_trait(self, c):
        """ "(when you discard) for the Chain trait": the trait the action is done for."""
        from .triggers import _Cause
        f = filter_from_desc(c[-1].value)
        if f.kinds or f.excludes or len(f.traits) != 1 or f.alternatives:
            raise ValueError("'for the X trait': one trait")
        return _Cause(f"the {f.traits[0]} trait")

    # -- a Superstar's logo, what is not in a place, a Target, a Requirement
    def logo_superstar(self, c):
        """ "with the Eugene logo": (name, printed) as `logo_title`."""
        return (c[0].value, False)

    @staticmethod
    def _where(zone) -> str:
        owner = {"you": "your", "opponent": "opponent's"}.get(zone.owner, zone.owner)
        return f"{owner} {zone.name}"

    def post_not_in(self, c):
        """ "up to 1 non-Unique Extreme not in your hand": a card of which no copy is in that place."""
        return _Post(qualifiers=(f"not in {self._where(c[-1])}",))

    def post_title_not_in(self, c):
        """ "1 Follow-up with a title not in your Ring": no card there has its title."""
        return _Post(qualifiers=(f"title not in {self._where(c[-1])}",))

    def post_target_not_in(self, c):
        """ "1 card with a Target not in your Ring": a Target no card there shows."""
        return _Post(qualifiers=(f"Target not in {self._where(c[-1])}",))

    def post_different_targets_not_in(self, c):
        """ "3 non-Uniques with different Targets not in your Ring": no two share a Target, and no card there shows one."""
        return _Post(qualifiers=("different Targets", f"Target not in {self._where(c[-1])}"))

    def post_that_target(self, _):
        """ "1 non-Unique with that Target": the Target the text named (or chose) before."""
        return _Post(qualifiers=("with that Target",))

    def post_same_target(self, c):
        """ "1 card with the same Target as a card in your opponent's Ring": a Target that card shows."""
        other = next(x for x in c if isinstance(x, A.Cards))
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        return _Post(qualifiers=("same Target as " + self._desc_names(other)
                                 + (f" in {self._where(zone)}" if zone is not None else ""),))

    def post_requirement(self, c):
        """ "1 card with Requirement: Faction", "2 cards with a Faction Requirement": the Requirement printed on it."""
        return _Post(qualifiers=(f"Requirement: {c[-1].text}",))

    def post_lines_of_text(self, c):
        """ "any non-unique card that has four or more lines of printed card text": how long its printed text is."""
        n = next(x for x in c if isinstance(x, int))
        return _Post(qualifiers=(f"{n} or more lines of printed text",))

    def post_not_resolve_to(self, c):
        """ "any card that does not resolve to your opponent's Ring": where the card goes once it resolves."""
        return _Post(qualifiers=(f"does not resolve to {self._where(c[-1])}",))

    def post_title_played_twice(self, _):
        """ "any card with a title played more than once this turn": another card of its title played this turn."""
        return _Post(qualifiers=("title played more than once this turn",))

    def post_title_starts_with(self, c):
        """ "any card with a title that starts with the letter 'R'" """
        (letter,) = c
        return _Post(qualifiers=(f"title starting with '{letter.value}'",))

    def post_modified_by_others(self, _):
        """ "any card that has been modified by other cards": a card whose values or text other cards changed."""
        return _Post(qualifiers=("modified by other cards",))

    def post_title_already_in(self, c):
        """ "any card with a title already in any player's Ring": a card of its title is there."""
        return _Post(qualifiers=(f"title already in {self._where(c[-1])}",))

    def post_not_played_from(self, c):
        """ "any card not played from your opponent's hand": played from anywhere else."""
        return _Post(qualifiers=(f"not played from {self._where(c[-1])}",))

    def post_with_ability(self, c):
        """ "When you reverse a non-action with your Ability": reversed by the Superstar Ability (not by a card)."""
        return _Post(qualifiers=("with your Ability",))
