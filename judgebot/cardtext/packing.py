"""Transformer methods for `grammar/packing.lark`: deck-construction sentences into
the nodes of `packing_ast` (and `DeckRule` for who may pack a card).

`PackingBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the packing rule aliases (`pack_*`).  Each method returns a
one-element tuple, which the sentence builder keeps as a standalone clause.
"""
from __future__ import annotations

from dataclasses import replace

from . import ast as A
from .parts import _A_ONE, _ANY, _ANY_PLURAL, _THE, _Adj, _Owner, _P, _Post, _Raw, filter_from_desc
from . import packing_ast as P
from .continuous_ast import PlayRuleFor

_ZONES = {"backstage", "backlash", "arsenal"}
_NOT_COUNTS = (_A_ONE, _ANY, _ANY_PLURAL, _THE)     # "a Corner", "any Title Belts", "the card titled X": no count


def _raws(c, kind):
    return [x for x in c if getattr(x, "kind", None) == kind and hasattr(x, "value")]


def _names(packers) -> tuple[str, ...]:
    """Packer name tuples -> flat names ("Eugene|Ric Flair|Test" lists split)."""
    out: list[str] = []
    for group in packers:
        for name in group:
            out.extend(n.strip() for n in str(name).split("|") if n.strip())
    return tuple(dict.fromkeys(out))


def _logos(c) -> tuple[str, ...]:
    """Superstar names in a rule ("The Undertaker or Deadman Inc" may come as one "A|B" token)."""
    return tuple(n.strip() for x in _raws(c, "superstar") for n in str(x.value).split("|") if n.strip())


class PackingBuild:
    """Mixin: packing rules -> AST.  Relies on Build's helpers for cards and players."""

    # -- items
    def pack_list(self, c):
        records = tuple(x for x in c if isinstance(x, _Item))
        c = [x.entries if isinstance(x, _Item) else x for x in c]
        items = [i for x in c for i in (x if isinstance(x, tuple) else (x,))]
        # "Set-up cards or 4D+ Grapples" (lexer `chunk`: whole descriptions, each with its own words): one item each
        # "Corners, Managers, Guest Ringside Announcers, or Face cards": the head noun "cards" shared, each
        # choice a whole description of its own (not "Corners or D:1+ Pre-match cards", whose choices share a kind)
        items = [a for x in items for a in (x.alternatives if isinstance(x, A.CardFilter) and x.alternatives
                                             and x in (A.CardFilter(alternatives=x.alternatives),
                                                       A.CardFilter(kinds=("Card",), alternatives=x.alternatives))
                                             else (x,))]
        if any((x.filter if isinstance(x, _Zoned) else x).alternatives for x in items
               if isinstance(x, (A.CardFilter, _Zoned))):
            # "Corners or D:1+ Pre-match cards" folded into one description whose choices mix
            # kinds and ranges: read as "Pre-match" with alternatives it would forbid every Pre-match
            raise ValueError("a packing list this reader cannot split")
        return ("pack_list", tuple(x for x in items if isinstance(x, (A.CardFilter, _Zoned))),
                next((x.zone.name for x in items if isinstance(x, _Zoned)), None),
                next((x.count for x in items if isinstance(x, _UpTo)), None), records)

    def pack_item_desc(self, c):
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        filters = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_desc")[1]
        if zone is not None and zone.name in _ZONES:
            filters = tuple(_Zoned(f, zone) for f in filters)
        quantity = next((x for x in c if isinstance(x, A.Quantity)), None)
        if quantity is not None and quantity.count is not None and all(quantity is not q for q in _NOT_COUNTS):
            # "up to 10 non-Backlash Set-up cards", "3 Old School Antics": at most that many
            return _Item(filters, count=quantity.count)
        return filters

    def pack_desc_kinds(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post) and "chosen_by" not in x.kw]
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if "," in str(getattr(raw, "text", "")) and any(item[0] == "range" for g in raw.value for item in g):
            # "Corners, Managers, Run-ins, Pre-match D: 1+ cards": whether the range binds the last item
            # or every one the comma list does not say
            raise ValueError("a range inside a comma list of kinds")
        return ("pack_desc", tuple(_choices(raw.value, posts, adjs)))

    def _pack_desc_rel(self, c, negated):
        """ "maneuvers that are Chain, Heat, or Volley" = Chain, Heat or Volley maneuvers (each a choice);
        "... that are not Chain or Foreign Object" = neither."""
        raws = [x for x in c if getattr(x, "kind", None) == "desc"]
        main, rel = raws[0], raws[-1]
        if len(raws) != 2 or len(rel.value) != 1 or any(i[0] != "trait" or i[2] for i in rel.value[0]):
            raise ValueError("'that are' with more than traits")
        group = tuple((i[0], i[1], True) + i[3:] for i in rel.value[0]) if negated else rel.value[0]
        groups = main.value + ((group,) if not negated else tuple((i,) for i in group))
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post) and "chosen_by" not in x.kw]
        return ("pack_desc", tuple(_choices(groups, posts, adjs)))

    def pack_desc_that_are(self, c):
        return self._pack_desc_rel(c, False)

    def pack_desc_that_are_not(self, c):
        return self._pack_desc_rel(c, True)

    def post_logo_count(self, c):
        n = next(x for x in c if isinstance(x, int))
        return _Post(qualifiers=(f"only {n} Superstar logo" + ("s" if n != 1 else ""),))

    def post_no_other_logos(self, c):
        return _Post(qualifiers=("no other Superstar logos",))

    def post_without_superstar_logo(self, c):
        """ "Cody Rhodes cards that do not have the Rhodes Brothers logo": no card with that Superstar's logo"""
        names = _logos(c)
        if len(names) != 1:
            raise ValueError("without which logo")
        return _Post(qualifiers=(f"no {names[0]} logo",))

    def pack_may_either(self, c):
        """ "you may pack either That's Suicide! or Mattitude Adjustment": one of the titles the item joins, not both
        (an item of one card only, or of other words, is not a choice)."""
        items = [f for x in c for f in (x if isinstance(x, tuple) else (x,)) if isinstance(f, A.CardFilter)]
        if len(items) != 1 or len(items[0].titled) < 2 or items[0] != A.CardFilter(titled=items[0].titled):
            raise ValueError("'either' before other than two titles")
        return (P.PackEither(tuple(A.CardFilter(titled=(t,)) for t in items[0].titled)),)

    def pack_may_in_zone(self, c):
        """ "You can pack in your Arsenal Chris Jericho and/or Big Show cards" """
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES:
            raise ValueError("pack in where")
        filters, excepts, listed_zone = self._list(c)
        if listed_zone is not None:
            raise ValueError("two places")
        return (P.PackPermission(filters, excepts, zone.name),)

    def pack_but_them_in(self, c):
        """ "..., but you cannot pack it in your Backlash": read with the permission before it (`pack_may`)."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES:
            raise ValueError("not in where")
        return ("pack_but", (_NotThere(zone.name),))

    def pack_only_in(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES:
            raise ValueError("packed in where")
        scope = next((x for x in c if isinstance(x, A.Scope)), None)
        if scope is None:
            cards = A.CardFilter(qualifiers=("this card",))
        elif scope.kind == "all" and scope.filter is not None and scope.player == "you":
            cards = replace(scope.filter, owner=None)
        else:
            raise ValueError("'can only be packed in': which cards")
        return (P.PackedOnlyIn(cards, zone.name),)

    def pack_only_in_desc(self, c):
        """ "Face, Heel, Cheater, and Fan Favorite cards can only be packed in your Backstage Area.": those cards, in
        the deck, only in that place."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES:
            raise ValueError("packed in where")
        return (P.PackedOnlyIn(c[0].value[0], zone.name),)

    def pack_not_in_format(self, c):
        """ "Cannot be packed in a Tag Team format game." """
        f = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        if not f.traits or set(f.kinds) - {"Card"} or f.excludes or f.alternatives:
            raise ValueError("which format")
        return (A.DeckRule("not_in_format", f.traits),)

    def pack_can_with(self, c):
        filters, _, zone = self._list(c)
        return (P.PackedWith("can", filters, zone),)

    def pack_desc_titled(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        # "Escape Move, No Sell Maneuver, or Strangle Hold" comes as one "A|B|C" token: each is a title
        titles = tuple(t for x in _raws(c, "title") for t in str(x.value).split("|"))
        descs = _raws(c, "desc")
        return ("pack_desc", (filter_from_desc(descs[0].value if descs else (), posts + [_Post(titled=titles)],
                                               adjs),))

    def pack_desc_titled_kind(self, c):
        """ "non-Throwback Elbow Smash, Forearm Shot, ... cards": the cards of those titles, with the words before
        and after the titles."""
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        titles = tuple(t for x in _raws(c, "title") for t in str(x.value).split("|"))
        groups = tuple(g for d in _raws(c, "desc") for g in d.value)
        return ("pack_desc", (filter_from_desc(groups, posts + [_Post(titled=titles)], adjs),))

    def pack_desc_quoted(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        # "'A.J.' cards", "'Reading' or 'Graceful' cards": cards with those words in the title
        # the lexer joins "'Interest' or 'Laid'" into one token ("Interest|Laid"): either word will do
        quoted = tuple(w for x in _raws(c, "quoted") for w in str(x.value).split("|"))
        descs = _raws(c, "desc")
        # "Multi 'Kick' maneuvers": the words before the quoted one and the kind after it both describe the card
        groups = tuple(g for d in descs for g in d.value)
        return ("pack_desc", (filter_from_desc(groups, posts + [_Post(title_words=quoted)], adjs),))

    def pack_item_logo(self, c):
        desc = next((x for x in c if getattr(x, "kind", None) == "desc"), None)
        logos = _logos(c)
        f = filter_from_desc(desc.value) if desc is not None else A.CardFilter(kinds=("Card",))
        return replace(f, logos=logos)

    def pack_item_superstar(self, c):
        """ "Big Show cards", "Unique Chris Jericho Arsenal cards": cards with that Superstar's logo."""

        groups = tuple(g for x in _raws(c, "desc") for g in x.value)    # "Unique" + "Arsenal cards"
        logos = _logos(c)
        quantity = next((x for x in c if isinstance(x, A.Quantity)), None)
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        posts = [x for x in c if isinstance(x, _Post)]      # "Edge cards with only 1 logo"
        filters = [replace(f, logos=logos) for f in _choices(groups, posts, [])]
        out = tuple(_Zoned(f, zone) if zone is not None and zone.name in _ZONES else f for f in filters)
        if quantity is not None and quantity.up_to and quantity.count:
            out += (_UpTo(quantity.count),)
        return out

    def pack_item_superstar_arsenal(self, c):
        """ "non-Unique Arsenal The Rock cards": the Superstar's cards, with the words before and after the name and
        "Arsenal" between them (as "Unique Chris Jericho Arsenal cards")."""
        descs = _raws(c, "desc")
        groups = descs[0].value + (((("zone", "arsenal", False),),)) + descs[1].value
        merged = _Raw("desc", groups)
        return self.pack_item_superstar([x for x in c if x is not descs[0] and x is not descs[1]] + [merged])

    def pack_may_as_if_not_and(self, c):
        """ "You can pack Becky Lynch Arsenal cards with 1 logo as if they are not Multi, and I Am The Man.": the first
        list packed as if it lacked those traits (pack_may_as_if_not), the second a plain permission."""
        lists = [x for x in c if isinstance(x, tuple) and x[:1] == ("pack_list",)]
        return self.pack_may_as_if_not([x for x in c if x is not lists[1]]) + self._pack_may([lists[1]])

    def pack_may_as_if_and(self, c):
        """ "You can pack cards as if you were a Legend, and 1 Skirt the Issue.": the first list packed as if the
        Superstar were of that class (pack_may_as_if), the second a plain permission."""
        lists = [x for x in c if isinstance(x, tuple) and x[:1] == ("pack_list",)]
        return self.pack_may_as_if([x for x in c if x is not lists[1]]) + self._pack_may([lists[1]])

    def pack_list_and(self, c):
        """The list and the rule after its "and" (see `pack_cannot_and`)."""
        return ("pack_list_and", self.pack_list(c[:-1]), c[-1])

    def _unfold_and(self, c):
        return [y for x in c for y in (x[1:] if isinstance(x, tuple) and x[:1] == ("pack_list_and",) else (x,))]

    def pack_cannot_and(self, c):
        """ "you cannot pack Revolution cards and you are not a Revolution Superstar": the rule, then the one after
        "and" (as after ", but")."""
        return self.pack_cannot(self._unfold_and(c))

    def pack_may_and(self, c):
        """ "you may pack up to 6 copies of Split Finger Lock in your Backstage Area and you cannot pack them in your
        Arsenal" """
        if any(isinstance(x, tuple) and x[:1] == ("pack_list_and",) and x[2][-1:] == ("or_play",) for x in c):
            raise ValueError("'you may pack X or play Y': a ban on playing after a permission")
        return self.pack_may(self._unfold_and(c))

    def pack_cannot_except_more(self, c):
        """ "You cannot pack any Title Belts except the Tag Team title belts, or There is No Escape": the rule with its
        exception, then the cards after it kept out as well (a second PackRestriction, with no exception)."""
        first = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[:1] == ("pack_list",))
        ex = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[:1] == ("pack_except",))
        more = self.pack_list(c[ex + 1:])
        filters, excepts, zone = self._list([more])
        if zone is not None or more[3] is not None:
            raise ValueError("more cards kept out, with a count or a place")
        return self.pack_cannot(c[:ex + 1]) + (P.PackRestriction(filters),)

    def pack_or_play(self, c):
        """ "You cannot pack A Quick BASH-ing or play D: 1+ Pre-match cards": the second rule, a ban on playing
        those cards (as "You cannot play D: 1+ Pre-match cards"), read as after ", but" (pack_but)."""
        cards = c[-1]
        if cards.zone is not None or (cards.quantity is not None and cards.quantity != A.Quantity(count=1)):
            raise ValueError("'or play' with a count or a place")
        return ("pack_but", (A.Ability(effects=(A.Prohibition(player="you", action="play", filter=cards.filter),)),),
                "or_play")

    def pack_and_identity_not(self, c):
        """ "... and you are not a Revolution Superstar": the second rule (as "you are not a ..." alone), read as after
        ", but" (pack_but)."""
        return self.pack_but([self.ab_identity_not(c)])

    def pack_this_in_instead(self, c):
        """ "pack this card in your Backstage Area instead of Arsenal": this card, in the deck only there."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES:
            raise ValueError("packed in where")
        return (P.PackedOnlyIn(A.CardFilter(qualifiers=("this card",)), zone.name),)

    def pack_item_titled(self, c):
        """ "Cannot be packed when packing Nikki Bella": a card named like a Superstar."""
        return A.CardFilter(titled=_logos(c))

    def pack_except_desc(self, c):
        return ("pack_except", c[0].filter)

    def pack_except_words(self, c):
        """ "unless they have the word 'DDT' in the title" """
        return ("pack_except", A.CardFilter(title_words=tuple(x.value for x in _raws(c, "quoted"))))

    def pack_not_counted(self, c):
        return ("not_counted",)

    def pack_counted(self, c):
        return None

    # -- what a Superstar may pack
    @staticmethod
    def _list(c):
        lst = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_list")
        filters = tuple(f.filter if isinstance(f, _Zoned) else f for f in lst[1])
        excepts = tuple(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "pack_except")
        records = tuple(r for r in lst[4] if not r.count_only())    # a count alone: not read here, as before
        if records and records[-1].last_except_only(lst[1]) and len(records) == 1:
            # "You cannot pack Managers (except Manager Interferes)": the exception closes the list, as
            # the list's own "(except ...)" always read
            excepts += records[0].excepts
        elif records:
            raise ValueError("what this packing rule says of one item is not read here")
        return filters, excepts, lst[2]

    @staticmethod
    def _notes_apart(c):
        """The rule's children with the list's items that say nothing but a note of themselves ("Educated Hands (it
        is Unique)") kept plain, and those notes (Considered abilities, as `pack_may` gives them)."""
        lst = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_list")
        plain = [r for r in lst[4] if r.notes and r.count is None and r.with_(notes=()).count_only()]
        if not plain:
            return c, ()
        kept = tuple(r for r in lst[4] if not any(r is p for p in plain))
        new = lst[:4] + (kept,) + lst[5:]
        return [new if x is lst else x for x in c], tuple(n for r in plain for n in r.notes)

    @staticmethod
    def _up_to(c):
        return next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_list")[3]

    @staticmethod
    def _but(c, them_ok=False) -> tuple:
        """The rule after ", but" (its nodes), kept beside this one (see `pack_but`).  "..., but you cannot pack
        them in your Backlash" only after a permission (`pack_may` reads it)."""
        nodes = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "pack_but"), ())
        if not them_ok and any(isinstance(n, _NotThere) for n in nodes):
            raise ValueError("'them' after a rule that is not a permission")
        return nodes

    def pack_cannot(self, c):
        filters, excepts, zone = self._list(c)
        return (P.PackRestriction(filters, excepts, zone),) + self._but(c)

    def pack_cannot_arsenal(self, c):
        """ "Your Arsenal may not contain any Action cards.": none of those cards in the Arsenal (zone arsenal)"""
        filters, excepts, zone = self._list(c)
        if zone is not None:
            raise ValueError("'Your Arsenal may not contain X in <zone>'")
        return (P.PackRestriction(filters, excepts, "arsenal"),)

    def pack_may(self, c):
        return self._them(self._pack_may(c))

    @staticmethod
    def _them(nodes):
        """ "You can pack I Have a Major Announcement in your Backstage, but you cannot pack it in your Backlash":
        the cards of the permission, forbidden in that place."""
        if not any(isinstance(n, _NotThere) for n in nodes):
            return nodes
        perms = [n for n in nodes if isinstance(n, P.PackPermission)]
        if not perms or sum(isinstance(n, _NotThere) for n in nodes) != 1:
            raise ValueError("'it' / 'them' after no permission or twice")
        # "You may pack It's Showtime and 3 Old School Antics in your Backstage but you cannot pack them in your
        # Backlash": "them" is every card the permissions before allow
        return tuple(r for n in nodes for r in ((P.PackRestriction(p.allows, p.except_, n.zone) for p in perms)
                                                if isinstance(n, _NotThere) else (n,)))

    def _pack_may(self, c):
        lst = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_list")
        if lst[4] and not (len(lst[4]) == 1 and lst[4][0].last_except_only(lst[1])):
            return self._may_items(c, lst)
        filters, excepts, zone = self._list(c)
        counted = not any(isinstance(x, tuple) and x and x[0] == "not_counted" for x in c)
        items = lst[1]
        last_zoned = max((i for i, f in enumerate(items) if isinstance(f, _Zoned)), default=None)
        if last_zoned is not None and last_zoned + 1 < len(items) and not excepts and self._up_to(c) is None:
            # "You can pack Million Dollar Man Ted DiBiase and Irwin R. Schyster cards in your Arsenal, and Money!
            # Money! Money! Money! Money!": the place is said of the cards before it, not of the card after it
            return (P.PackPermission(filters[:last_zoned + 1], (), zone, counts_as=counted),
                    P.PackPermission(filters[last_zoned + 1:], (), None, counts_as=counted)) + self._but(c, True)
        return (P.PackPermission(filters, excepts, zone, counts_as=counted, up_to=self._up_to(c)),) + self._but(c, True)

    def _may_items(self, c, lst):
        """ "You can pack Jack-knife (it is not Unique) and No Sell Maneuver", "You can pack No Sell Maneuver and
        up to 2 copies of Unique Arsenal reversals", "Bray Wyatt hidden in your Backstage Area": an item with its
        own count, exception, place or note is a permission of its own; the plain items share one."""
        counted = not any(isinstance(x, tuple) and x and x[0] == "not_counted" for x in c)
        excepts = tuple(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "pack_except")
        if excepts:
            raise ValueError("an exception after a list whose items say more")
        own = {id(f) for r in lst[4] for f in r.entries_flat()}
        if not own <= {id(f) for f in lst[1]}:
            raise ValueError("an item the packing list split")
        flat = [f.filter if isinstance(f, _Zoned) else f for f in lst[1]]
        if any(f.logos and any(g.kinds and g == A.CardFilter(kinds=g.kinds) for g in flat[:i]) for i, f in enumerate(flat)):
            # "1- Pre-match, 1- Mid-match, and 6- Arsenal cards with the Brock Lesnar and/or Cesaro logo": whether the
            # logo binds the bare kinds before it the list does not say
            raise ValueError("a logo after bare kinds in a counted list")
        plain = tuple(f.filter if isinstance(f, _Zoned) else f for f in lst[1] if id(f) not in own)
        plain_zone = next((f.zone.name for f in lst[1] if id(f) not in own and isinstance(f, _Zoned)), None)
        notes: tuple = ()
        zones = [r.zone or next((f.zone.name for f in r.entries_flat() if isinstance(f, _Zoned)), None) for r in lst[4]]
        # "4 From the Middle Turnbuckle, 4 Springboard, and 4 From the Top Rope in your Backstage": the place closing a
        # list of counted items is said of each item before it that names none
        zones = [z or next((y for y in zones[i + 1:] if y is not None), None) for i, z in enumerate(zones)]
        if plain and plain_zone is None:
            # "You may pack It's Showtime and 3 Old School Antics in your Backstage": and of the plain items before it
            last_plain = max(i for i, f in enumerate(lst[1]) if id(f) not in own)
            starts = [min(i for i, f in enumerate(lst[1]) if id(f) in {id(e) for e in r.entries_flat()}) for r in lst[4]]
            # (not after "X hidden in your Backstage": "hidden" is that item's own)
            plain_zone = None if any(r.hidden for r in lst[4]) else next(
                (z for z, i in zip(zones, starts) if z is not None and i > last_plain), None)
        out: tuple = ()
        if plain:
            out += (P.PackPermission(plain, (), plain_zone, counts_as=counted),)
        for r, zone in zip(lst[4], zones):
            filters = tuple(f.filter if isinstance(f, _Zoned) else f for f in r.entries_flat())
            out += (P.PackPermission(filters, r.excepts, zone, counts_as=counted, up_to=r.count,
                                     hidden=r.hidden, any_logo=r.any_logo),)
            if r.copies is not None:
                out += tuple(P.CopyLimit(r.copies, f) for f in filters)
            notes += r.notes
        return out + notes + self._but(c, True)

    # -- what an item says of itself
    def pack_item_noted(self, c):
        item = _Item.of(c[0])
        note = c[1]
        if note[0] == "except":
            return item.with_(excepts=item.excepts + (note[1],))
        pronoun, traits = note[1], note[2]
        filters = tuple(f.filter if isinstance(f, _Zoned) else f for f in item.entries_flat())
        if pronoun == "it":
            # "Mixed Martial Arts Specialist, An Ultimate Fighter and Nobody Gets Higher (it is Unique ...)": the
            # last title named
            if len(filters) != 1 or not filters[0].titled or filters[0] != A.CardFilter(titled=filters[0].titled):
                raise ValueError("'it' after cards that are not one title")
            filters = (A.CardFilter(titled=(filters[0].titled[-1],)),)
        extra = note[3] if len(note) > 3 else {}
        notes = tuple(A.Ability((A.Considered(A.Scope("all", filter=f, player="you"),
                                              as_kind=t if isinstance(t, A.CardFilter) else A.CardFilter(traits=(t,)),
                                              negated=neg, **extra),), ())
                      for f in filters for t, neg in traits)
        return item.with_(notes=item.notes + notes)

    def pack_may_but_note(self, c):
        """ "You can pack Downward Spiral, Edge-acution, Impaler, and Unprettier, but they are not Raw cards.": the
        permission, and what "they" (every card it allows) are or are not (Considered, as the note "(they are not Raw
        cards)" after the list)."""
        note = next(x for x in c if isinstance(x, tuple) and x and x[0] == "note")
        if note[1] != "they":
            raise ValueError("', but it is ...' after a packing list is not read")
        nodes = self.pack_may([x for x in c if x is not note])
        perms = [n for n in nodes if isinstance(n, P.PackPermission)]
        if len(perms) != 1:
            raise ValueError("', but they are ...' after more than one permission")
        extra = note[3] if len(note) > 3 else {}
        notes = tuple(A.Ability((A.Considered(A.Scope("all", filter=f, player="you"),
                                              as_kind=t if isinstance(t, A.CardFilter) else A.CardFilter(traits=(t,)),
                                              negated=neg, **extra),), ())
                      for f in perms[0].allows for t, neg in note[2])
        return nodes + notes

    def pin_except(self, c):
        return ("except", c[0].filter)

    @staticmethod
    def _pin_traits(c, pronoun):
        return ("note", pronoun, tuple(t for x in c if isinstance(x, tuple) and x and x[0] == "pin" for t in x[1]))

    def pin_traits_it(self, c):
        return self._pin_traits(c, "it")

    def pin_traits_they(self, c):
        return self._pin_traits(c, "they")

    def pin_traits_it_instead(self, c):
        """ "(it is now a Strike instead)": the trait in place of what it was (Considered mode "instead")."""
        return self._pin_traits(c, "it") + ({"mode": "instead"},)

    def pin_traits_they_instead(self, c):
        """ "(they are NXT instead)", "(they are now WCW instead)" (Considered mode "instead")."""
        if any(neg for _, neg in self._pin_traits(c, "they")[2]):
            raise ValueError("'(they are not X instead)'")
        return self._pin_traits(c, "they") + ({"mode": "instead"},)

    def pin_traits_they_instead_of(self, c):
        """ "(they are WWE instead of NXT)": the trait in place of the one named (Considered instead_of)."""
        was = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        if not was.traits or replace(was, traits=(), kinds=tuple(k for k in was.kinds if k != "Card")) != A.CardFilter():
            raise ValueError("'instead of' with more than traits")
        note = self._pin_traits(c, "they")
        if any(neg for _, neg in note[2]):
            raise ValueError("'(they are not X instead of Y)'")
        return note + ({"instead_of": A.CardFilter(traits=was.traits)},)

    def _pin(self, c, negated):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        f = filter_from_desc(raw.value)
        if (not negated and f.fortitude is not None and f.fortitude.low == f.fortitude.high is not None
                and replace(f, fortitude=None, kinds=()) == A.CardFilter() and f.kinds in ((), ("Card",))):
            # "Superior Leg Work (it is F:0 and not Raw)": its printed Fortitude Value set (as "this card is F: 0")
            return ("pin", ((A.CardFilter(fortitude=f.fortitude), False),))
        if not f.traits or f.kinds not in ((), ("Card",)) or f.excludes or f.damage or f.alternatives or f.titled \
                or f.qualifiers or f.logos:
            raise ValueError("'(it is ...)' with more than traits")
        return ("pin", tuple((t, negated) for t in f.traits))

    def pin_is(self, c):
        return self._pin(c, False)

    def pin_not(self, c):
        return self._pin(c, True)

    def pack_item_hidden(self, c):
        item = _Item.of(c[0])
        zone = next(x for x in c if isinstance(x, A.Zone))
        if zone.name not in _ZONES or item.zone is not None:
            raise ValueError("hidden where")
        return item.with_(hidden=True, zone=zone.name)

    def pack_item_any_logo(self, c):
        item = _Item.of(c[0])
        return item.with_(any_logo=True)

    def pack_item_copies(self, c):
        """ "up to 2 copies of Unique Arsenal reversals", "3 copies of The Tick Tock of the Clock in your Backstage
        Area": those cards, each as many copies as said."""
        q = next((x for x in c if isinstance(x, A.Quantity)), None)
        n = q.count if q is not None else next((x for x in c if isinstance(x, int)), None)
        if n is None:
            raise ValueError("how many copies")
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        if zone is not None and zone.name not in _ZONES:
            raise ValueError("copies where")
        filters = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_desc")[1]
        return _Item(filters, copies=n, zone=zone.name if zone is not None else None)

    # -- who may pack, with an exception
    def pack_packer_except(self, c):
        return _PackerExcept(_names(x for x in c if isinstance(x, tuple)))

    def pack_cannot_by_except(self, c):
        exc = next(x for x in c if isinstance(x, _PackerExcept))
        return (A.DeckRule("cannot_pack_by", _names(x for x in c if isinstance(x, tuple)), except_names=exc.names),)

    def pack_only_by_except(self, c):
        exc = next(x for x in c if isinstance(x, _PackerExcept))
        return (A.DeckRule("only_pack_by", _names(x for x in c if isinstance(x, tuple)), except_names=exc.names),)

    def pack_if_cannot_pack(self, c):
        filters, _, _ = self._list(c)
        return tuple(P.PackedIfCanPack(f, negated=True) for f in filters)

    def pack_only(self, c):
        """ "You can only pack Unique maneuvers": of the kinds named, no other cards."""
        player = next((x.who for x in c if isinstance(x, _P)), "you")
        filters = tuple(f for x in c if isinstance(x, tuple) and x and x[0] == "pack_desc" for f in x[1])
        return (P.PackOnly(filters, player=player),)

    def pack_but(self, c):
        """ "..., but you cannot pack Corners": the second rule's nodes.  Both rules stand side by
        side in the sentence, so a trigger before the first ("When packing this card,") holds both."""
        inner = c[-1]
        return ("pack_but", inner if isinstance(inner, tuple) else (inner,))

    def pack_may_as_if(self, c):
        """ "You can pack Respect The Authority and cards as if you were a GM": the "as if" is said
        of the last item; the items before it are plain permissions."""
        lst = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_list")
        if any(not r.count_only() for r in lst[4]):
            raise ValueError("what this packing rule says of one item is not read here")
        filters = [f.filter if isinstance(f, _Zoned) else f for f in lst[1]]
        as_ = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "pack_as")
        out = (P.PackPermission(tuple(filters[:-1]), zone=lst[2]),) if len(filters) > 1 else ()
        out += (P.PackAsIf((filters[-1],), as_),) + self._but(c)
        for x in c:
            if isinstance(x, tuple) and x and x[0] == "not_counted_as":
                out += (A.Considered(A.Scope("superstar"), as_kind=A.CardFilter(traits=x[1]), negated=True),)
        return out

    def pack_as_not_counted(self, c):
        """ "..., but you do not count as a Legend": the Superstar is not considered one."""
        return ("not_counted_as", next(x for x in c if isinstance(x, tuple))[1])

    def pack_may_as_if_not(self, c):
        """ "You can pack Trish Stratus cards as if they are not Cheater or Fan Favorite": every item of
        the list ("they") is packed as though it lacked those traits."""

        c, notes = self._notes_apart(c)
        filters, _, _ = self._list(c)
        raw = [x for x in c if getattr(x, "kind", None) == "desc"][-1]
        f = filter_from_desc(raw.value)
        from .lexer import known_names

        traits = f.traits + tuple(t for a in f.alternatives for t in a.traits)
        if not traits or set(f.kinds) - {"Card"} or f.excludes or f.damage or \
                any(set(a.kinds) - {"Card"} or a.excludes or a.damage for a in f.alternatives):
            raise ValueError("as if they are not what")
        superstars = known_names()[1]
        if any(t in superstars for x in filters for t in x.titled):
            # "Bayley, Dakota Kai and IYO SKY-specific maneuvers": the names are Superstars', not card titles
            raise ValueError("a Superstar's name read as a card title")
        return (P.PackAsIfNot(filters, tuple(dict.fromkeys(traits))),) + self._but(c) + notes

    def pack_may_as_if_it_not(self, c):
        """ "You can pack Ole! as if it was not Face, Fan Favorite, or Unique": the last item is packed as
        though it lacked those traits; the items before it are plain permissions."""
        both = self.pack_may_as_if_not(c)
        as_not, rest = both[0], both[1:]
        filters, _, zone = self._list(c)
        out = (P.PackPermission(tuple(filters[:-1]), zone=zone),) if len(filters) > 1 else ()
        return out + (P.PackAsIfNot((filters[-1],), as_not.not_),) + rest

    @staticmethod
    def _packed_as_if(c) -> A.CardFilter:
        """The cards "can be packed as if ...": this card, or the cards the scope names."""
        scope = next((x for x in c if isinstance(x, A.Scope)), A.Scope("this"))
        if scope.kind == "this":
            return A.CardFilter(qualifiers=("this card",))
        if scope.kind == "all" and scope.filter is not None:
            return replace(scope.filter, owner=None)
        raise ValueError("'can be packed as if': which cards")

    def pack_scope_as_if_not(self, c):
        """ "Can be packed as if it is not Multi." (this card), "your Superstar-specific cards can be packed as if
        they are not Raw or Smackdown" (those cards)."""
        allows = self._packed_as_if(c)
        f = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        traits = f.traits + tuple(t for a in f.alternatives for t in a.traits)
        if not traits or set(f.kinds) - {"Card"} or f.excludes or f.damage or \
                any(set(a.kinds) - {"Card"} or a.excludes or a.damage for a in f.alternatives):
            raise ValueError("as if it is not what")
        return (P.PackAsIfNot((allows,), tuple(dict.fromkeys(traits))),)

    def pack_scope_as_if_card(self, c):
        """ "This card can be packed as if it was a 2D maneuver.": packed as that kind of card."""
        allows = self._packed_as_if(c)
        as_ = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        return (P.PackAsIfCard((allows,), as_),)

    def pack_as_if(self, c):
        return next(x for x in c if isinstance(x, tuple))

    def pack_as_desc(self, c):
        f = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        if not f.traits or set(f.kinds) - {"Card"} or f.excludes:
            raise ValueError("as if you were what")
        return ("pack_as", f.traits)

    def pack_as_male(self, _):
        return ("pack_as", ("Male",))

    def pack_as_female(self, _):
        return ("pack_as", ("Female",))

    def pack_as_gm(self, _):
        return ("pack_as", ("GM",))

    def pack_may_both(self, c):
        filters, excepts, zone = self._list(c)
        return (P.PackPermission(filters, excepts, zone, together=True),)

    # -- who may pack this card
    def pack_packer(self, c):
        """A packer: names from `packer`, or classification words ("a GM or Chairman Superstar")."""
        return tuple(n for x in c for n in (x if isinstance(x, tuple) else (x,)) if isinstance(n, str))

    def pack_packer_enforcers(self, c):
        """ "Superstars that can pack Enforcers" (FAQ Glossary, "Enforcer")."""

        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Enforcer",)):
            raise ValueError("superstars that can pack what")
        return ("Superstars that can pack Enforcers",)

    def pack_class_gm(self, _):
        return "GM"

    def pack_class_chairman(self, _):
        return "Chairman"

    def pack_class_wwf(self, _):
        return "WWF"

    def pack_class_revolution(self, _):
        return "Revolution"

    def pack_class_stable(self, _):
        return "Stable"

    def pack_class_extremist(self, _):
        return "Extremist"

    def pack_cannot_by(self, c):
        return (A.DeckRule("cannot_pack_by", _names(x for x in c if isinstance(x, tuple))),)

    def pack_cannot_by_or_with(self, c):
        """ "Cannot be packed by Doink or when packing Back to Basics": who cannot pack it, and what it
        cannot be packed with."""
        filters, _, zone = self._list(c)
        return (A.DeckRule("cannot_pack_by", _names(x for x in c if isinstance(x, tuple) and x[:1] != ("pack_list",))),
                P.PackedWith("cannot", filters, zone))

    def _one_item(self, c):
        """The rule's children with its one pack item (a rule that reads "X or by Y" takes one item, not a list:
        packing.lark) read as a list of that item."""
        def is_item(x):
            return isinstance(x, (A.CardFilter, _Item, _Zoned)) or (
                isinstance(x, tuple) and x and all(isinstance(e, (A.CardFilter, _Zoned, _UpTo)) for e in x))
        return [self.pack_list([x]) if is_item(x) else x for x in c]

    def pack_if_cannot_pack_or_by(self, c):
        """ "Cannot be packed when you can pack Tag Team Title Belts or by a Stable": not by a deck whose Superstar
        may pack those cards, and not by those packers."""
        c = self._one_item(c)
        return self.pack_if_cannot_pack(c) + self.pack_cannot_by(
            [x for x in c if not (isinstance(x, tuple) and x[:1] == ("pack_list",))])

    def pack_cannot_with_or_by(self, c):
        """ "Cannot be packed when packing Enforcers or by a Legend, or by Chris Benoit, ...": what it cannot be packed
        with, and who cannot pack it (as pack_cannot_by_or_with)."""
        return self.pack_cannot_by_or_with(self._one_item(c))

    def pack_only_by_not_with(self, c):
        """ "Can only be packed by Hollywood Hulk Hogan, when you are not packing nWo World Title Belt.": only those
        packers, and never with those cards (both rules hold)."""
        filters, _, zone = self._list(c)
        return (A.DeckRule("only_pack_by", _names(x for x in c if isinstance(x, tuple) and x[:1] != ("pack_list",))),
                P.PackedWith("cannot", filters, zone))

    def pack_cannot_by_or_without(self, c):
        """ "Cannot be packed by Doink, or when you are not packing a Pre-match Feud": who cannot pack it, and the
        cards it can only be packed with (PackedWith "only")."""
        filters, _, zone = self._list(c)
        return (A.DeckRule("cannot_pack_by", _names(x for x in c if isinstance(x, tuple) and x[:1] != ("pack_list",))),
                P.PackedWith("only", filters, zone))

    def pack_may_when_packing(self, c):
        """ "you can pack Over Sell Maneuver when packing A Revolution of the Mind": the permission while the deck
        holds those cards (an Ability under the condition "packing", as "When you are packing X, you can pack Y")."""
        cond = next(x for x in c if isinstance(x, A.Condition))
        nodes = self.pack_may([x for x in c if not isinstance(x, A.Condition)])
        if len(nodes) != 1 or not isinstance(nodes[0], P.PackPermission):
            raise ValueError("'when packing X' after more than one permission")
        return (A.Ability(nodes, (), cond),)

    def pack_class_cruiserweight(self, _):
        return "Cruiserweight"

    # -- "when you are (not) packing X"
    def c_packing(self, c, negated=False):
        filters, _, zone_name = self._list(c)
        player = next((x.who for x in c if isinstance(x, _P)), "you")
        zone = A.Zone(zone_name, player) if zone_name else None
        if len(filters) == 1:
            return A.Condition("packing", player=player, filter=filters[0], zone=zone, negated=negated)
        return A.Condition("any", player=player, any_of=tuple(
            A.Condition("packing", player=player, filter=f, zone=zone) for f in filters), negated=negated)

    def c_not_packing(self, c):
        return self.c_packing(c, negated=True)

    def c_can_pack(self, c, negated=False):
        """ "when your opponent can pack Tag Team Title Belts": his Superstar may pack those cards (Condition
        "can_pack"; "cannot pack" negated); a list is any one of them."""
        filters, _, _ = self._list(c)
        player = next((x.who for x in c if isinstance(x, _P)), "you")
        if len(filters) == 1:
            return A.Condition("can_pack", player=player, filter=filters[0], negated=negated)
        return A.Condition("any", player=player, any_of=tuple(
            A.Condition("can_pack", player=player, filter=f) for f in filters), negated=negated)

    def c_cannot_pack(self, c):
        return self.c_can_pack(c, negated=True)

    def pack_only_by(self, c):
        return (A.DeckRule("only_pack_by", _names(x for x in c if isinstance(x, tuple))),)

    def pack_can_by(self, c):
        return (A.DeckRule("can_pack_by", _names(x for x in c if isinstance(x, tuple) and x and x[0] != "pack_list"
                                                 and all(isinstance(n, str) for n in x))),)

    def pack_any_superstar(self, c):
        return (A.DeckRule("any_superstar"),)

    def pack_can_reveal_by(self, c):
        """ "Can be revealed by any GM Superstar": who may reveal this card (DeckRule "can_reveal_by")."""
        return (A.DeckRule("can_reveal_by", _names(x for x in c if isinstance(x, tuple))),)

    def pack_cannot_reveal_by(self, c):
        """ "Cannot be revealed by a GM, except Eric Bischoff": who may not reveal it, and who the rule leaves out
        (DeckRule "cannot_reveal_by")."""
        exc = next((x for x in c if isinstance(x, _PackerExcept)), None)
        return (A.DeckRule("cannot_reveal_by", _names(x for x in c if isinstance(x, tuple)),
                           except_names=exc.names if exc else ()),)

    # -- packed with
    def pack_cannot_with(self, c):
        filters, _, zone = self._list(c)
        return (P.PackedWith("cannot", filters, zone),)

    def pack_only_with(self, c):
        filters, _, zone = self._list(c)
        return (P.PackedWith("only", filters, zone),)

    def pack_if_can_pack(self, c):
        filters, _, _ = self._list(c)
        return (P.PackedIfCanPack(filters[0]),) if len(filters) == 1 else \
            tuple(P.PackedIfCanPack(f) for f in filters)

    def pack_permit_if_can_pack(self, c):
        """ "Can be packed when you can pack the Tag Team Title Belts": such a deck may pack this card too."""
        filters, _, _ = self._list(c)
        return tuple(P.PackedIfCanPack(f, permits=True) for f in filters)

    def pack_if_restricted_to(self, c):
        """ "Can only be packed when you cannot play any title belt except the Tag Team Title Belts": only a
        Superstar held to those cards packs it."""
        _, excepts, _ = self._list(c)
        return tuple(P.PackedIfCanPack(f, only=True) for f in excepts)

    def pr_if_restricted_to(self, c):
        """ "You may play this card if your Superstar card indicates you may not play any title belt except the Tag
        Team Title Belts": only a Superstar held to those cards plays it (PlayRestriction "only_when", Condition
        "restricted_to": `player`'s Superstar may play no cards of that kind but `filter`)."""
        if not any(isinstance(x, _Raw) and x.kind == "this" for x in c) or \
                next(x.who for x in c if isinstance(x, _P)) != "you":
            raise ValueError("'may play' said of another card or player")
        _, excepts, _ = self._list(c)
        if len(excepts) != 1:
            raise ValueError("'held to' more than one kind of card")
        return A.PlayRestriction("only_when", A.Condition("restricted_to", player="you", filter=excepts[0]))

    def play_even_if_restricted(self, c):
        """ "You may play the card titled Handicap Match, even if your opponent cannot play any belt except the Tag
        Team Title Belts." -> PlayRuleFor(those cards, PlayRestriction("even_if", Condition("restricted_to", player
        "opponent", Tag Team Title Belts))): they may be played though he is held to those cards."""
        players = [x.who for x in c if isinstance(x, _P)]
        cards = next(x for x in c if isinstance(x, A.Cards))
        _, excepts, _ = self._list(c)
        if players[0] != "you" or len(excepts) != 1 or not cards.filter.titled:
            raise ValueError("'may play X even if': a titled card of yours, one kind held to")
        return PlayRuleFor(A.Scope("all", cards.filter, "you"), A.PlayRestriction(
            "even_if", A.Condition("restricted_to", player=players[1], filter=excepts[0])))

    def pack_superstar_says(self, c):
        return None

    def pack_when_packing_this(self, c):
        """ "Pack this card: you cannot pack ..." = "When packing this card, you cannot pack ..." """
        trigger = A.Trigger("when_packing", filter=A.CardFilter(qualifiers=("this card",)))
        inner = next(x for x in c if isinstance(x, tuple))
        return tuple(A.Ability((node,), (trigger,)) for node in inner)

    def pack_only_when(self, c):
        cond = next(x for x in c if isinstance(x, A.Condition))
        return (A.Ability((A.DeckRule("only_pack_when"),), (), cond),)

    # -- how many
    def pack_arsenal_size(self, c):
        return (P.ArsenalSize(next(x for x in c if isinstance(x, int))),)

    def pack_copies_this(self, c):
        return (P.CopyLimit(next(x for x in c if isinstance(x, int))),)

    def pack_copies(self, c):
        n = next(x for x in c if isinstance(x, int))
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return (P.CopyLimit(n, f),)

    # -- more cards than usual
    def _extra(self, c, up_to):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return ("pack_extra", next(x for x in c if isinstance(x, int)), filter_from_desc(raw.value), up_to)

    def pack_extra_n(self, c):
        return self._extra(c, False)

    def pack_extra_upto(self, c):
        return self._extra(c, True)

    def pack_extra_rule(self, c):
        """ "You may pack an additional 2 Pre-match cards and an additional 2 Mid-match cards in your
        Backlash deck": one ExtraCards per kind, all in the zone named at the end."""
        zone = next((x.name for x in c if isinstance(x, A.Zone)), None)
        return tuple(P.ExtraCards(x[1], x[2], x[3], zone) for x in c
                     if isinstance(x, tuple) and x and x[0] == "pack_extra")

    def pack_extra_max(self, c):
        """ "The maximum number of Pre-match cards you may pack is increased by 10.": 10 more of them (ExtraCards)."""
        if next(x.who for x in c if isinstance(x, _P)) != "you":
            raise ValueError("the number of cards another player may pack")
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return (P.ExtraCards(next(x for x in c if isinstance(x, int)), filter_from_desc(raw.value)),)

    def pack_arsenal_extra(self, c):
        """ "your Arsenal can contain 10 additional cards": 10 more cards in it (ExtraCards, zone arsenal)."""
        if next(x.who for x in c if isinstance(x, _Owner)) != "you":
            raise ValueError("another player's Arsenal")
        extra = next(x for x in c if isinstance(x, tuple) and x and x[0] == "pack_extra")
        return (P.ExtraCards(extra[1], extra[2], extra[3], "arsenal"),)

    # -- how it is packed
    def pack_as(self, c):
        kinds: list[str] = []
        for raw in _raws(c, "desc"):
            kinds.extend(filter_from_desc(raw.value).kinds)
        return (P.PackedAs(tuple(kinds)),)

    def pack_reveal_if(self, c):
        raw = _raws(c, "desc")[-1]
        return (P.RevealOnlyIf(filter_from_desc(raw.value)),)

    def pack_cannot_with_except(self, c):
        """ "Cannot be packed when packing Corners, except Revolution Kurt Angle is In My Corner!" """
        filters, excepts, zone = self._list(c)
        return (P.PackedWithExcept(filters, excepts, zone),)

    def pack_reveal_when_play(self, c):
        """ "Can only be revealed from your Backstage area when you play Managed by Mr. Fuji." """
        name = next(x for x in c if isinstance(x, str))
        cards = next(x for x in c if isinstance(x, A.Cards))
        return (P.RevealOnlyWhen(A.Trigger("when_player_plays", by="you", filter=cards.filter), zone=name),)

    def pack_reveal_with_superstar(self, c):
        return (A.DeckRule("reveal_with_superstar"),)

    def pack_reveal_when_plays(self, c):
        """ "Can only be revealed when you play From Dashing to Disfigured." (the play, as "when you play X")"""
        return (P.RevealOnlyWhen(self.t_player_plays_any(c)),)

    def pack_reveal_when_plays_successfully(self, c):
        """ "*Can only be revealed during any turn when you successfully play an Evolution-specific card." (the play, as
        "when you successfully play X", in any player's turn)"""
        return (P.RevealOnlyWhen(self.t_player_plays(c)),)

    def pack_reveal_when_put(self, c):
        """ "*Can only be revealed when High-Flying Style is put into your Ring." (that card put there)"""
        return (P.RevealOnlyWhen(self.tr_title_put(c)),)


_HEAD_NOUNS = {"Card", "Maneuver"}


def _phrases(groups) -> list[list[tuple]]:
    """Split a DESC the lexer folded from a list into its noun phrases.

    Items joined by "or"/"and"/"," share one word group; where a head noun
    ("cards", "maneuvers") sits in such a group the list crosses a phrase
    boundary: "Set-up cards or 4D+ Grapples" -> [Set-up cards], [4D+ Grapples];
    "Corners or cards with 'x' in the title" -> [Corners], [cards ...];
    "Grapple or Submission maneuvers" stays one phrase (kinds as alternatives).
    """
    phrases: list[list[tuple]] = [[]]
    for group in groups:
        heads = [i for i in group if i[0] == "kind" and i[1] in _HEAD_NOUNS]
        if len(group) > 1 and heads:
            for n, item in enumerate(group):
                if n:
                    phrases.append([])
                phrases[-1].append((item,))
        else:
            phrases[-1].append(group)
    return [p for p in phrases if p]


def _choices(groups, posts, adjs) -> list[A.CardFilter]:
    """The cards a packing-list description allows, one CardFilter per choice.

    The list is first cut into noun phrases (`_phrases`); the words after the
    DESC ("with 'x' in the title") belong to the last phrase.  In a phrase,
    kinds in a group stay one filter (any of them), each trait in it is a choice
    of its own ("Face or Heel cards" -> Face cards, Heel cards; "Corners,
    Managers, or Run-ins" -> Corners or Managers, Run-ins).  Groups in sequence
    narrow each other ("Unique Arsenal cards").  Kinds named together in a
    packing list are alternatives ("Submission maneuvers or High Risk
    maneuvers"), never all required.
    """
    from itertools import product


    out: list[A.CardFilter] = []
    phrases = _phrases(groups)
    for n, phrase in enumerate(phrases):
        last = n == len(phrases) - 1
        options: list[list[tuple]] = []
        for group in phrase:
            kinds = tuple(i for i in group if i[0] != "trait")
            traits = [i for i in group if i[0] == "trait" and not i[2]]
            negated = tuple(i for i in group if i[0] == "trait" and i[2])
            choices = [kinds + negated] if kinds else []
            choices += [(t,) + negated for t in traits]
            options.append(choices or [negated])
        for combo in product(*options):
            f = filter_from_desc(tuple(g for g in combo if g), posts if last else (), adjs)
            if f.all_kinds and all(len(group) == 1 for group in phrase):
                pass    # "Pre-match Events": one card of both kinds (a Pre-match Event), not either kind
            elif f.all_kinds:
                f = replace(f, kinds=tuple(dict.fromkeys(f.all_kinds + f.kinds)), all_kinds=())
            if f not in out:
                out.append(f)
    return out


class _NotThere:
    """ "you cannot pack it in your Backlash": a place the cards of the permission before may not go."""

    def __init__(self, zone):
        self.zone = zone


class _PackerExcept:
    """ ", except Paul Heyman": packers a "(Cannot / Can only) be packed by" rule leaves out."""

    def __init__(self, names):
        self.names = names


class _Item:
    """A pack item with what the sentence says of it alone: its count ("up to 4 ..."), copies ("3 copies of
    ..."), exceptions ("(except X)"), place ("hidden in your Backstage Area"), "regardless of logo", notes
    ("(it is not Unique)")."""

    def __init__(self, entries, count=None, copies=None, excepts=(), zone=None, hidden=False, any_logo=False,
                 notes=()):
        self.entries = entries if isinstance(entries, tuple) else (entries,)
        self.count, self.copies, self.excepts, self.zone = count, copies, excepts, zone
        self.hidden, self.any_logo, self.notes = hidden, any_logo, notes

    @classmethod
    def of(cls, x):
        if isinstance(x, _Item):
            return x
        entries = x if isinstance(x, tuple) else (x,)
        count = next((e.count for e in entries if isinstance(e, _UpTo)), None)
        return cls(tuple(e for e in entries if not isinstance(e, _UpTo)), count=count)

    def with_(self, **kw):
        new = _Item(self.entries, self.count, self.copies, self.excepts, self.zone, self.hidden, self.any_logo,
                    self.notes)
        for k, v in kw.items():
            setattr(new, k, v)
        return new

    def entries_flat(self):
        return tuple(e for e in self.entries if isinstance(e, (A.CardFilter, _Zoned)))

    def count_only(self) -> bool:
        return (self.copies is None and not self.excepts and self.zone is None and not self.hidden
                and not self.any_logo and not self.notes)

    def last_except_only(self, listed) -> bool:
        """Only an "(except ...)" on the list's last item: the list's own exception, as before."""
        flat = self.entries_flat()
        return (bool(self.excepts) and self.count is None and self.copies is None and self.zone is None
                and not self.hidden and not self.any_logo and not self.notes
                and bool(flat) and bool(listed) and flat[-1] is listed[-1])


class _UpTo:
    """ "up to 4 Batista Antics and/or Maneuvers": how many such cards a permission allows."""

    def __init__(self, count):
        self.count = count


class _Zoned:
    """A pack item with the place it goes: "Enforcers in your Backstage area"."""

    def __init__(self, filter, zone):
        self.filter = filter
        self.zone = zone
