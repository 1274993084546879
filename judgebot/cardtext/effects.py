"""Transformer methods for `grammar/effects.lark`: actions ("draw 2 cards", "search your
Arsenal for ..."), modifiers ("your next maneuver this turn is -4F") and reversal definitions
("Reverse any Strike maneuver and end your opponent's turn")."""
from __future__ import annotations

from dataclasses import replace

import dataclasses

from . import ast as A
from .parts import _Owner, _P, _Post, _Raw, _all_of, filter_from_desc, one_players_scope


class EffectsBuild:
    """EffectsBuild is a mixin of the main transformer (`grammar.Build`); its method names are
    the rule aliases of its grammar file."""

    # -- effects
    def _cards_or_this(self, x):
        if isinstance(x, A.Cards):
            return x, False
        if isinstance(x, _Raw) and x.kind in ("cards_and", "cards_or"):
            raise ValueError("a list of cards is read by put/shuffle only")
        if isinstance(x, _Raw) and x.kind == "this_and":
            other = x.value
            return A.Cards(other.quantity, A.CardFilter(**{**other.filter.__dict__,
                                                          "qualifiers": other.filter.qualifiers + ("and this card",)}),
                           other.zone), True
        if isinstance(x, _Raw) and x.kind == "it_and":
            other = x.value
            return A.Cards(other.quantity, A.CardFilter(**{**other.filter.__dict__,
                                                          "qualifiers": other.filter.qualifiers + ("and it",)}),
                           other.zone), False
        if isinstance(x, _Raw) and x.kind == "this":
            return None, True
        return A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=(x.kind,))), False

    def draw(self, c):
        return A.Draw("you", c[0].quantity if c[0].filter.kinds in ((), ("Card",)) else c[0].quantity)

    def draw_equal(self, c):
        return A.Draw("you", A.Quantity(equal_to=c[-1]))

    def equal_to(self, c):
        x = c[0]
        if isinstance(x, A.Cards):
            f, zone = x.filter, x.zone
        else:
            f, zone = filter_from_desc(x.value), c[1]
        words = [("non-" + e) for e in f.excludes] + list(f.traits) + list(f.all_kinds) + ["/".join(f.kinds)]
        words += [f"'{w}' in the title" for w in f.title_words] + list(f.qualifiers)
        words += [f"Target '{t}'" for t in f.targets]
        return "number of " + " ".join(w for w in words if w) + (f" in {zone.owner} {zone.name}" if zone else "")

    def discard(self, c):
        cards = c[0]
        return A.Discard("you", cards.quantity, cards.filter, zone=cards.zone)

    def discard_this(self, c):
        if c[0].kind == "this":
            return A.Discard("you", A.Quantity(count=1), A.CardFilter(), this_card=True)
        return A.Discard("you", A.Quantity(count=None), A.CardFilter(qualifiers=(c[0].kind,)))

    @staticmethod
    def _discard_place(cards, zone):
        """ "discard 2 cards to your Ringside pile", "discard 1 card from his Backlash deck to his Ringside pile": a
        discarded card goes to its owner's Ringside pile, so "to <zone>" adds nothing; any other place (or another
        player's pile than the one the cards come from) would be a move, not a discard, and is not read."""
        if zone.name != "ringside" or zone.position or zone.card or zone.alternatives:
            raise ValueError("'discard ... to <zone>': only a Ringside pile")
        if cards.zone is not None and zone.owner not in ("any", cards.zone.owner):
            raise ValueError("'discard ... from <his zone> to <another player's Ringside pile>' is not read")

    def discard_to(self, c):
        self._discard_place(c[0], c[1])
        return self.discard(c[:1])

    def discard_random_to(self, c):
        self._discard_place(c[0], c[1])
        return self.discard_random(c[:1])

    def discard_random(self, c):
        cards = c[0]
        q = cards.quantity
        # "Your opponent randomly discards # cards from his Backlash deck, where # is ...": the count kept
        return A.Discard("you", A.Quantity(q.count, q.up_to, q.at_least, q.any_number, q.all, True, variable=q.variable),
                         cards.filter, zone=cards.zone)

    def discard_equal(self, c):
        return A.Discard("you", A.Quantity(equal_to=c[-1]), filter_from_desc(c[0].value))

    def discard_hand(self, c):
        return A.Discard("you", A.Quantity(all=True), A.CardFilter(), zone=A.Zone("hand", c[0].who))

    def choose(self, c):
        return A.Choose("you", c[0])

    def overturn(self, c):
        if len(c) > 1:
            # "overturn 3 cards from your Arsenal into your Ringside pile": the usual overturn
            return A.Overturn("you", c[0].quantity)
        return A.Overturn("you", c[0].quantity)

    def search(self, c):
        zones = c[0]
        return A.Search("you", zones, c[1])

    def search_any_of(self, c):
        """"search your Arsenal for 1 Action card or 1 card with 'bulldog' in the title": any one of them.
        Choices with different counts ("2 non-Unique Foreign Object cards or 1 non-Superstar-specific Unique
        Foreign Object card") are not one filter: a choice of searches, one for each count."""
        choices = [x for x in c[1:] if isinstance(x, A.Cards)]
        if any(x.quantity != choices[0].quantity for x in choices):
            # "search your Arsenal for 2 non-Unique maneuvers or 1 Superstar-specific maneuver": one search or the
            # other, each with its own count (the player's choice)
            return A.Choice(tuple(A.Search("you", c[0], x) for x in choices), "you")
        alternatives = tuple(x.filter for x in choices)
        return A.Search("you", c[0], A.Cards(choices[0].quantity, A.CardFilter(alternatives=alternatives)))

    def search_both_any_of(self, c):
        """ "search your Ringside pile and Arsenal for 2 Face or 2 Heel cards": any one of them, in both places."""
        second = c[1]
        if second.owner == "any" and not second.position:
            second = dataclasses.replace(second, owner=c[0].owner)     # "your Ringside pile and Arsenal": yours too
        return self.search_any_of([(c[0], second)] + list(c[2:]))

    def search_top(self, c):
        """ "search the top 5 cards of your Arsenal for 1 maneuver": a search among those cards only."""
        from .actions_ast import SearchTop
        n = next(x for x in c if isinstance(x, int))
        zone = next(x for x in c if isinstance(x, A.Zone))
        return SearchTop("you", zone, n, next(x for x in c if isinstance(x, A.Cards)))

    def search_alt_n(self, c):
        f, _, _ = c[-1].value
        return A.Cards(A.Quantity(count=c[0]), f)

    def search_alt_one(self, c):
        f, _, _ = c[-1].value
        return A.Cards(A.Quantity(count=1), f)

    def card_list(self, c):
        """ "1 Foreign Object card and 1 Grapple maneuver": each counted description (a card with no zone
        of its own is where the last one named is: "up to 1 Maneuver card and up to 1 Action card in
        his Ring")."""
        zone = next((g.zone for g in reversed(c) if g.zone is not None), None)
        return _Raw("cards_and", tuple(g if g.zone is not None else A.Cards(g.quantity, g.filter, zone) for g in c))

    def discard_list(self, c, random=False):
        """ "discard 1 Maneuver card and 1 Action card": one discard per description, in order."""
        return A.Sequence(tuple(A.Discard("you", dataclasses.replace(g.quantity, random=random or g.quantity.random),
                                          g.filter, zone=g.zone) for g in c[-1].value))

    def discard_list_random(self, c):
        return self.discard_list(c, random=True)

    def choose_list(self, c):
        """ "choose 1 Maneuver card and 1 Action card" (in a hand you look at)."""
        return A.Sequence(tuple(A.Choose("you", g) for g in c[-1].value))

    def remove_list(self, c):
        return A.Sequence(tuple(A.RemoveFromGame("you", g) for g in c[-1].value))

    def search_list(self, c):
        """ "search your Arsenal for 1 Foreign Object card and 1 Grapple maneuver": one search for all."""
        groups = c[-1].value
        return A.Search("you", c[0], groups[0], also=groups[1:])

    def arsenal_search_list(self, c):
        groups = c[-1].value
        return A.Search("you", (A.Zone("arsenal", "you"),), groups[0], also=groups[1:])

    def name_card(self, c):
        """ "Name a card", "name 1 non-unique non-Superstar-specific Maneuver card", "name one Stipulation
        card in your opponent's Ring Area"."""
        f, _, _ = next(x for x in c if isinstance(x, _Raw)).value
        zones = next((x for x in c if isinstance(x, tuple)), ())
        if c[0].count not in (1, None) or c[0].up_to:
            raise ValueError("naming several cards is not read yet")
        return A.Name("you", "card", f, zone=self._one_zone(zones))

    def name_kinds(self, c):
        """ "name Strike, Grapple, or Submission", "name Raw or SmackDown!": one of those."""
        f, _, _ = c[0].value
        options = tuple(w for alt in (f.alternatives or (f,)) for w in alt.kinds + alt.traits)
        if len(options) < 2 or f.excludes or f.titled or f.damage:
            raise ValueError("'name' + one description: a card is named with a count ('name a card')")
        return A.Name("you", "type", options=options)

    def name_type(self, c):
        """ "name a maneuver type" (Strike, Grapple, Submission ...)."""
        f = filter_from_desc(c[1].value)
        return A.Name("you", "type", f)

    def name_target(self, c):
        """ "Name a Target: this card has that Target"."""
        return A.Name("you", "target")

    def name_number(self, c):
        """ "name a number 5 or less"."""
        bound = next((x for x in c[1:] if isinstance(x, int)), None)
        return A.Name("you", "number", at_most=bound)

    def name_number_at_least(self, c):
        return A.Name("you", "number", at_least=next(x for x in c[1:] if isinstance(x, int)))

    def name_number_of(self, c):
        """ "Name 1, 2, or 3." """
        return A.Name("you", "number", options=tuple(str(n) for n in c))

    def post_named(self, c):
        """ "choose 1 card you named": the card named earlier."""
        return _Post(qualifiers=("named",))

    def discard_hands(self, _):
        """ "All players discard their hands": each his own."""
        return A.Discard("you", A.Quantity(all=True), A.CardFilter(), zone=A.Zone("hand", "you"))

    def discard_backlash(self, c):
        """ "Your opponent discards his Backlash deck": every card in it."""
        return A.Discard("you", A.Quantity(all=True), A.CardFilter(), zone=A.Zone("backlash", c[0].who))

    def put_hand(self, c, shuffle=False):
        """ "put your hand on the bottom of your Arsenal", "he shuffles his hand into his Arsenal": every
        card in that hand."""
        hand = A.Zone("hand", c[0].who)
        return A.MoveCards("you", A.Cards(A.Quantity(all=True), A.CardFilter(), hand), hand, c[-1], shuffle=shuffle)

    def shuffle_hand(self, c):
        return self.put_hand(c, shuffle=True)

    def shuffle_hands(self, _):
        """ "they shuffle their hands into their Arsenal": each his own hand into his own Arsenal."""
        hand = A.Zone("hand", "you")
        return A.MoveCards("you", A.Cards(A.Quantity(all=True), A.CardFilter(), hand), hand,
                           A.Zone("arsenal", "you"), shuffle=True)

    def look_hand_and_backlash(self, c):
        """ "look at your opponent's hand and Backlash deck": both."""
        who = c[0].who
        return A.Sequence((A.LookAt("you", A.Zone("hand", who)), A.LookAt("you", A.Zone("backlash", who))))

    def look_hand_or_backlash(self, c):
        """ "you may look at your opponent's hand or Backlash deck": one of them."""
        who = c[0].who
        return A.Choice((A.LookAt("you", A.Zone("hand", who)), A.LookAt("you", A.Zone("backlash", who))))

    def discard_hand_or_backlash(self, c):
        """ "your opponent discards his hand or Backlash deck": one or the other, all of it."""
        who = c[0].who
        return A.Choice(tuple(A.Discard("you", A.Quantity(all=True), A.CardFilter(), zone=A.Zone(z, who))
                              for z in ("hand", "backlash")))

    def post_chosen(self, _):
        """ "he discards the card chosen" """
        return _Post(qualifiers=("chosen",))

    def post_printed_fortitude_vs(self, c):
        return self.post_fortitude_vs(c, "printed ")

    def post_fortitude_vs(self, c, printed=""):
        """ "a Hold with Fortitude equal to or less than your Fortitude (Rating)", "a card with printed
        Fortitude greater than your Fortitude Rating": compared with a player's Fortitude Rating."""
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        who = next(x.who for x in c if isinstance(x, _Owner))
        return _Post(qualifiers=(f"{printed}Fortitude {cmp} Fortitude Rating of {who}",))

    def choose_to(self, c):
        return c[-1]

    def put_pairs(self, c):
        """ "put up to 1 card from your Ringside into your hand and up to 1 card from your Ringside on the
        bottom of your Arsenal": one move per group, each to its own place."""
        first = self.put(c[:2])
        firsts = first.effects if isinstance(first, A.Sequence) else (first,)
        return A.Sequence(tuple(firsts) + tuple(c[2:]))

    def put_more(self, c):
        cards, dest = c
        return A.MoveCards("you", cards, cards.zone, dest)

    def put_back_any_order(self, c):
        """ "look at the top 3 cards of your Arsenal and put them back in any order": back on top of the
        Arsenal they came from (whose Arsenal the sentence said before: owner "any")."""
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, None, A.Zone("arsenal", "any", "top"), this_card=this)

    def put_equal(self, c, up_to=False, shuffle=False):
        """ "put cards from your Ringside pile on the bottom of your Arsenal equal to the number of
        Superstar-specific cards in your Ring area" ("equal up to": at most that many)."""
        cards, dest, count = c[0], c[1], c[-1]
        # ("Shuffle Ringside cards into your Arsenal equal to ...", "Shuffle RFG cards ...": where the cards are is
        # a qualifier of the description, kept)
        if not isinstance(cards, A.Cards) or cards.quantity != A.Quantity(count=1) \
                or not all(q.startswith("in ") for q in cards.filter.qualifiers):
            raise ValueError("a count and 'equal to' a count")
        return A.MoveCards("you", A.Cards(A.Quantity(up_to=up_to, equal_to=count), cards.filter, cards.zone),
                           cards.zone, dest, shuffle=shuffle)

    def put_equal_up_to(self, c):
        return self.put_equal(c, up_to=True)

    def shuffle_cards_equal(self, c):
        """ "shuffle Ringside cards into your Arsenal equal to the number of Cheater cards in your Ring"."""
        return self.put_equal(c, shuffle=True)

    def shuffle_cards_equal_up_to(self, c):
        """ "shuffle cards from your Ringside into your Arsenal up to the number of maneuvers in your Ring"."""
        return self.put_equal(c, up_to=True, shuffle=True)

    def zone_any_area(self, _):
        """ "put this card from any area into your Ring"."""
        return A.Zone("any", "you")

    def zone_all_ringside(self, _):
        """ "remove all cards in all Ringside piles from the game": every player's Ringside (owner "any")."""
        return A.Zone("ringside", "any")

    def post_different(self, c):
        """ "2 cards with different titles": no two of them share a title (or a Target)."""
        return _Post(qualifiers=("different titles",))

    def post_different_types(self, c):
        """ "3 or more cards with different maneuver types": no two of them share a maneuver type."""
        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw)).value)
        if f != A.CardFilter(kinds=("Maneuver",)):
            raise ValueError("only 'with different maneuver types' is read")
        return _Post(qualifiers=("different maneuver types",))

    def post_damage_below_played(self, c):
        """ "1 card with printed Damage less than the maneuver's Damage", "another card with lower printed Damage than
        the maneuver played": printed Damage below the Damage of the maneuver the sentence's moment played."""
        raw = next((x for x in c if isinstance(x, _Raw)), None)
        if raw is not None and filter_from_desc(raw.value) not in (A.CardFilter(kinds=("Maneuver",)),
                                                                   A.CardFilter(kinds=("Card",))):
            raise ValueError("only 'than the maneuver (card) played' is read")
        return _Post(qualifiers=("printed Damage less than the played maneuver's Damage",))

    def post_different_targets(self, c):
        return _Post(qualifiers=("different Targets",))

    def put_rest_elided(self, c):
        """ "put that card into your hand, and the rest into your Ringside pile": the rest are put there."""
        return A.MoveCards("you", self.put_rest(c), None, c[-1])

    def _each(self, what, make):
        """ "put up to 1 Assault and up to 1 Throw from your Ringside ...": one move per group."""
        if isinstance(what, _Raw) and what.kind == "cards_and":
            groups = list(what.value)
            zone = next((g.zone for g in reversed(groups) if g.zone is not None), None)
            groups = [g if g.zone is not None else A.Cards(g.quantity, g.filter, zone) for g in groups]
            return A.Sequence(tuple(make(g) for g in groups))
        return None

    def cards_or(self, c):
        """ "1 non-unique Maneuver card or 2 Maneuver cards with 'suplex' in the title from your Ringside":
        one of these (each from where the last names)."""
        zones = next((x for x in c if isinstance(x, tuple)), ())
        zone = zones[0] if zones else None
        pairs = [(q, x) for q, x in zip(c[0::2], c[1::2]) if isinstance(q, A.Quantity)]
        out = []
        for q, raw in pairs:
            f, chosen, adjs = raw.value
            out.append(A.Cards(self._quantity(q, chosen, adjs), f, zone))
        return _Raw("cards_or", tuple(out))

    def put(self, c):
        if isinstance(c[0], _Raw) and c[0].kind == "cards_or":
            # "put 1 X or 1 Y from your Ringside into your hand": you put one or the other
            return A.Choice(tuple(A.MoveCards("you", g, g.zone, c[-1]) for g in c[0].value))
        many = self._each(c[0], lambda g: A.MoveCards("you", g, g.zone, c[-1]))
        if many is not None:
            return many
        cards, this = self._cards_or_this(c[0].children[0] if hasattr(c[0], "children") else c[0])
        dest = c[-1]
        source = cards.zone if cards else None
        return A.MoveCards("you", cards, source, dest, this_card=this)

    def put_what(self, c):
        return c[0]

    def put_top_and_or_bottom(self, c):
        """ "Look at the top 5 cards of your Arsenal and put them on the top and/or bottom in any order": with
        no Arsenal named, the one the cards were looked at in (owner "any")."""
        cards, this = self._cards_or_this(c[0])
        zone = c[1] if len(c) > 1 else A.Zone("arsenal", "any")
        if zone.name != "arsenal":
            raise ValueError("the top and/or bottom of an Arsenal only")
        return A.MoveCards("you", cards, None, A.Zone(zone.name, zone.owner, "top_or_bottom"), this_card=this)

    def put_top_or_bottom(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, None, A.Zone(c[-1].name, c[-1].owner, "top_or_bottom"), this_card=this)

    def shuffle_into(self, c):
        many = self._each(c[0], lambda g: A.MoveCards("you", g, g.zone, c[-1], shuffle=True))
        if many is not None:
            return many
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, c[-1], this_card=this, shuffle=True)

    def shuffle_scope_passive(self, c):
        """ "When this card would be removed from the game, it is shuffled into your Arsenal instead.", "It is shuffled
        into his Arsenal and he may draw 1 card." (as "shuffle it into your Arsenal"; only a card the text named:
        actions.py scope_put)"""
        return dataclasses.replace(self.scope_put(c), shuffle=True)

    def prohibit_play_unless_titled(self, c):
        """ "your opponent cannot play Set-up cards, unless it is titled From the Top Rope or Springboard": the titles
        left out (as "(except ...)": desc.py post_except)"""
        cards = c[1]
        titles = next(x for x in c if isinstance(x, _Raw) and x.kind == "title").value.split("|")
        f = dataclasses.replace(cards.filter, qualifiers=cards.filter.qualifiers + ("except " + " or ".join(titles),))
        return self.prohibit_play([c[0], dataclasses.replace(cards, filter=f)])

    def shuffle_into_equal_up_to(self, c):
        """ "shuffle cards from your Ringside into your Arsenal (equal) up to the number of maneuvers in your Ring"."""
        move = self.shuffle_into_equal(c)
        return dataclasses.replace(move, cards=dataclasses.replace(
            move.cards, quantity=dataclasses.replace(move.cards.quantity, up_to=True)))

    def shuffle_into_equal(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        dest = next(x for x in c if isinstance(x, A.Zone))
        kinds = ()
        if isinstance(c[0], _Raw):
            kinds = filter_from_desc(c[0].value).kinds
        cards = A.Cards(A.Quantity(equal_to=c[-1]), A.CardFilter(kinds=kinds), zones[0])
        return A.MoveCards("you", cards, zones[0], dest, shuffle=True)

    def shuffle_zone(self, c):
        return A.ShuffleZone("you", c[0])

    def look_zone(self, c):
        return A.LookAt("you", c[0])

    def look_cards(self, c):
        return A.LookAt("you", self._end_of(c[0].quantity, c[1]), c[0].quantity)

    def look_cards_only(self, c):
        zone = c[0].zone or A.Zone("hand", "any")
        return A.LookAt("you", zone, c[0].quantity)

    def reveal(self, c):
        x = c[0]
        what = "this card" if isinstance(x, _Raw) and x.kind == "this" else (
            x.kind if isinstance(x, _Raw) else "cards")
        return A.Reveal("you", what, x if isinstance(x, A.Cards) else None)

    def reveal_hands(self, _):
        """ "All players reveal their hands": each his own (as "their hand": "any hand")."""
        return A.Reveal("you", "any hand")

    def reveal_zone(self, c):
        return A.Reveal("you", f"{c[0].owner} {c[0].name}")

    def remove(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.RemoveFromGame("you", cards, this)

    def remove_random(self, c):
        cards = c[0]
        q = cards.quantity
        return A.RemoveFromGame("you", A.Cards(A.Quantity(q.count, q.up_to, random=True), cards.filter, cards.zone))

    def end_turn(self, c):
        return A.EndTurn(c[0].who)

    def end_turn_current(self, _):
        return A.EndTurn("current")

    def end_turn_self(self, _):
        return A.EndTurn("you")

    def end_turn_opp(self, _):
        return A.EndTurn("opponent")

    def skip_draw(self, c):
        return A.SkipDrawSegment(c[0].who)

    def no_damage(self, _):
        return A.NoDamage()

    def considered_after(self, c):
        nodes = tuple(A.Considered(c[0], played_after=x.filter) for x in c[1:])
        return nodes[0] if len(nodes) == 1 else A.Sequence(nodes)

    def considered_as(self, c):
        """ "Your Superstar-specific actions are F: 0 and Multi": a predicate, so an "and" list is
        every one of its words (a description's "Strike and Grapple maneuvers" is either kind)."""
        as_kind = c[1].value[0]
        if getattr(c[1], "and_list", False):
            as_kind = _all_of(as_kind)
        return A.Considered(c[0], as_kind=as_kind)

    def considered_also_as(self, c):
        """ "this card is also considered a Submission": a kind added to what it is."""
        return replace(self.considered_as(c), mode="also")

    def considered_instead(self, c):
        """ "When played as a Counter, this card is a High Risk instead", "it is instead considered a High Risk
        maneuver": in place of what it was."""
        node = replace(self.considered_as(c), mode="instead")
        text = node.as_kind.title_words[0] if node.as_kind.title_words else ""
        if text.startswith("Reversal:") and node.as_kind == A.CardFilter(title_words=(text,)):
            # "this card is 'Reversal: Grapple or Throw' instead": the Revolution type line in place of its own (what
            # it reverses, as "this card is also 'Reversal: X'"), not a card with those words in its title
            from .typeline import type_line_reversal

            rd = type_line_reversal(text.rstrip(".'"))
            if node.scope.kind != "this" or rd is None:
                raise ValueError("'is Reversal: X instead': not this card, or a type line not read")
            return A.ReversalDefinition(rd.targets, mode="instead")
        return node

    def prohibit_play(self, c):
        cards = c[1]
        duration = c[2] if len(c) > 2 else None
        played = cards.filter
        if cards.zone is not None:
            # "Your opponent cannot play Reversal cards from his hand for the rest of the turn": only the cards
            # played from there (as in "cannot play reversals from hand to it", prohibit_play_to)
            played = dataclasses.replace(played, played_from=played.played_from + (
                f"{cards.zone.owner} {cards.zone.name}",))
        return A.Prohibition(c[0].who, "play", played, duration)

    def prohibit_play_as(self, c):
        """ "you cannot play Technical Drop Kick as an Action for the rest of this turn": only those cards played as
        that type (the filter's qualifier "played as an Action", which no rule filter reads yet)."""
        node = self.prohibit_play([c[0], c[1]] + list(c[3:]))
        f = filter_from_desc(c[2].value)
        word = " ".join(f.traits + f.kinds)
        article = "an" if word[:1].lower() in "aeiou" else "a"
        return replace(node, filter=replace(node.filter, qualifiers=node.filter.qualifiers + (
            f"played as {article} {word}",)))

    def prohibit_reverse(self, c):
        duration = c[2] if len(c) > 2 else None
        if c[1].zone is not None and c[0].who == "opponent" and c[1].filter.owner in (None, "you") \
                and duration is None:
            # "Your opponent cannot reverse your maneuver from hand or Backlash" : the places the reversal
            # would come from, as "your maneuver cannot be reversed from hand or Backlash" (not a ban on reversing it
            # from anywhere); the cards he reverses are yours
            zone = c[1].zone
            f = replace(c[1].filter, owner=None)
            return A.ReversalRestriction("cannot_be_reversed", zones=tuple(z.name for z in (zone,) + zone.alternatives),
                                         applies_to=A.Scope("all", f, "you"))
        return A.Prohibition(c[0].who, "reverse", c[1].filter, duration)

    def prohibit_draw(self, c):
        return A.Prohibition(c[0].who, "draw", filter_from_desc(c[1].value), c[2] if len(c) > 2 else None)

    # -- modifiers
    def mod(self, c):
        return tuple(A.StatChange(stat or "value", amount, multiply=is_mult) for is_mult, amount, stat in c[0].value)

    def mod_sv(self, c):
        # "-2F and +1 Stun Value" is one MOD token: only the last change (no stat of its own) is Stun Value
        return self._mods_then(c, "SV")

    def mod_ssv(self, c):
        return self._mods_then(c, "superstar_value")

    @staticmethod
    def _mods_then(c, stat_name):
        *rest, (_, amount, stat) = c[0].value
        if stat is not None:
            raise ValueError(f"'{stat}' then '{stat_name}' is not read")
        return tuple(A.StatChange(s or "value", a, multiply=m) for m, a, s in rest) + (A.StatChange(stat_name, amount),)

    def mod_double(self, _):
        return (A.StatChange("D", 2, multiply=True),)

    def mods(self, c):
        return tuple(x for group in c for x in group)

    def modifier_set(self, c):
        stat, amount, _ = c[1].value
        return A.Modifier((A.StatChange(stat, amount, set_to=True),), c[0])

    def modifier_each(self, c):
        stats = [ch.stat for ch in c[1]]
        if len(set(stats)) != len(stats):
            # "this card is +4D, and -2D for each reversal played in response": the lexer joined the two changes,
            # and only the last is counted per card; not read rather than read as +2D per card
            raise ValueError("two changes of one stat before 'for each' are not read")
        cards = c[-1]
        if isinstance(cards, A.Cards) and cards.zone == A.Zone("under_card", "you"):
            # "for every 2 cards under this card": as modifier_each_under reads it (the cards' filter says where)
            q = cards.quantity if cards.quantity != A.Quantity(count=1) else A.Quantity(all=True)
            cards = A.Cards(q, dataclasses.replace(cards.filter, qualifiers=cards.filter.qualifiers + ("under this card",)))
        return A.ForEach(cards, A.Modifier(self._player_stat_changes(c[0], c[1]), c[0]))

    def modifier_each_timed(self, c):
        """ "Your Fortitude is +1 for each card overturned for this effect until the end of your turn": the change per
        card counted, for that long (as modifier_each, the Modifier's duration the one printed)."""
        each = self.modifier_each(c[:3])
        return dataclasses.replace(each, effect=dataclasses.replace(each.effect, duration=c[3]))

    def considered_word(self, c):
        return A.Considered(c[0], as_kind=A.CardFilter(title_words=tuple(c[1].value.split("|"))))

    def choose_one(self, c):
        n = c[0] if isinstance(c[0], int) else c[0].value
        self.empty_choice = True    # options come after a ":" or from cards found (sentence.build_sentence)
        return A.Choice((), "you", n if n != 1 else None)

    def moves(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, A.Zone("any", "any"), this_card=this)

    def moves_to(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, c[-1], this_card=this)

    def moves_out_of(self, c):
        """ "(any card that would) remove 1 or more cards from your Ring area": taken out of that place, to any other
        (as "move any number of cards from your Ring area", `moves`)"""
        cards, this = self._cards_or_this(c[0])
        if cards is None or cards.zone is None:
            raise ValueError("'remove <cards>' with no place they leave (not 'from the game'): not read")
        return A.MoveCards("you", cards, cards.zone, A.Zone("any", "any"))

    def shuffle_own(self, _):
        return A.ShuffleZone("you", A.Zone("arsenal", "you"))

    def post_specific(self, c):
        return _Post(qualifiers=(f"{c[0].value}-specific",))

    def cards_of_zone(self, c):
        quantity = c[0] if isinstance(c[0], A.Quantity) else None
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        return A.Cards(self._quantity(quantity, chosen, adjs), f, self._end_of(quantity, c[-1]))

    def t_played_as_counter(self, c):
        """ "When played as a Counter (maneuver)": the card it reversed was a maneuver; "(non-Unique reversal)": the
        reversal that made it a Counter was one (FAQ Glossary "Counter").  (The description was dropped.)"""
        if not c:
            return A.Trigger("when_played_as_counter")
        f = filter_from_desc(c[0].value)
        return A.Trigger("when_played_as_counter_with" if "Reversal" in f.kinds else "when_played_as_counter", filter=f)

    def t_player_plays(self, c):
        f = _played_filter(c[-1])
        return A.Trigger("when_player_plays", by=c[0].who if isinstance(c[0], _P) else "you",
                         filter=A.CardFilter(**{**f.__dict__,
                                                "qualifiers": f.qualifiers + ("successfully played",)}))

    def t_player_plays_any(self, c):
        return A.Trigger("when_player_plays", by=c[0].who, filter=_played_filter(c[-1]))

    def t_card_successful(self, c):
        f = c[1].value[0]
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + ("successfully played",)}))

    def t_title_successful(self, c):
        """ "When JYD's Chain is successfully played": any player's card of that title, successfully played."""
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        return A.Trigger("when_player_plays", by="any",
                         filter=A.CardFilter(titled=names, qualifiers=("successfully played",)))

    def t_player_reverses(self, c):
        return A.Trigger("when_player_reverses", by=c[0].who, filter=c[-1].filter)

    def t_during_any_turn(self, _):
        return A.Trigger("during_any_turn")

    def c_did(self, c):
        return A.Condition("did_previous", player=c[0].who)

    def c_did_not(self, c):
        return A.Condition("did_previous", player=c[0].who, negated=True)

    def c_played_this_turn_you(self, c):
        return A.Condition("played_this_turn", player="you", filter=c[0].filter, quantity=c[0].quantity)

    def pr_cannot_by(self, c):
        return A.PlayRestriction("cannot_by", A.Condition("played_by", names=tuple(n for p in c for n in p)))

    def req_quoted(self, c):
        f = filter_from_desc(c[1].value)
        return A.Requirement(f"{c[0].value} " + " ".join(f.kinds + f.traits),
                             A.Condition("card_in_zone", filter=A.CardFilter(kinds=f.kinds, titled=(c[0].value,)),
                                         zone=c[-1]))

    def k_ssv(self, c):
        return A.Modifier(tuple(A.StatChange("superstar_value", a) for _, a, _ in c[0].value),
                          A.Scope("superstar_value"))

    def k_hand_size(self, c):
        """An Enforcer's "Hand Size: +7": the Superstar's starting hand size while it is revealed."""
        return A.Modifier(tuple(A.StatChange("hand_size", a) for _, a, _ in c[0].value), A.Scope("hand_size"))

    def modifier(self, c):
        scope = c[0]
        duration = c[2] if len(c) > 2 else None
        changes = c[1]
        if duration is None and scope.kind == "next":
            duration = "this_turn"
        return A.Modifier(self._player_stat_changes(scope, changes), scope, duration)

    def modifier_next_turn_first(self, c):
        """ "Your maneuvers played next turn are +5D.": as "Your maneuvers are +5D next turn." """
        if c[0].kind != "all":
            raise ValueError("only cards of a kind are played next turn")
        return self.modifier([c[0], c[1], "next_turn"])

    def modifier_on(self, c):
        """ "-6F on this card if Mr. Socko card is in your Ring area": the card itself is -6F."""
        return self.modifier([self.s_this([c[1]]), c[0]])

    @staticmethod
    def _player_stat_changes(scope, changes):
        """A bare "+2" on a player's value changes that value; so does "+5F" on "your Fortitude (Rating)"."""
        if scope.kind in ("superstar_value", "hand_size", "fortitude_rating"):
            changes = tuple(A.StatChange(scope.kind, ch.amount, ch.multiply)
                            if ch.stat == "value" or (ch.stat == "F" and scope.kind == "fortitude_rating") else ch
                            for ch in changes)
        return changes

    def modifier_bare(self, c):
        duration = c[1] if len(c) > 1 else None
        # BARE_THIS: the very Scope("this") object, so a bare "+2D" listed after "your X are Y," can be told
        # apart from "this card is +2D" (ContinuousBuild.fold_continuous gives it the list's scope)
        return A.Modifier(c[0], self.BARE_THIS, duration)

    def modifier_gain(self, c):
        f = filter_from_desc(c[1].value)
        duration = c[2] if len(c) > 2 else None
        name = (f.traits + f.kinds + ("?",))[0]
        return A.Modifier((A.StatChange(name, 1, set_to=True),), c[0], duration)

    def modifier_gain_and_mods(self, c):
        """ "Your next Maneuver this turn has Momentum and is +10D": the keyword and the change, for the same cards."""
        f = filter_from_desc(c[1].value)
        if len(f.traits + f.kinds) != 1:
            raise ValueError("'has X and Y and is +N' is not read")
        scope = c[0]
        duration = c[3] if len(c) > 3 else ("this_turn" if scope.kind == "next" else None)    # as `modifier`
        gain = A.StatChange((f.traits + f.kinds)[0], 1, set_to=True)
        return A.Modifier((gain,) + tuple(self._player_stat_changes(scope, c[2])), scope, duration)

    def modifier_named_target(self, c):
        """ "Name a Target: this card has that Target", "this card gains that Target": the card has the Target named
        before."""
        from .virtual_ast import HasNamedTarget
        duration = c[1] if len(c) > 1 else None
        return HasNamedTarget(c[0], duration)

    def s_this(self, c):
        return self._scope_of(c[0])

    def s_next(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        owner = c[0].who if isinstance(c[0], _Owner) else "you"
        return A.Scope("next", filter_from_desc(raw.value), owner if owner != "any" else "you")

    def s_next_quoted(self, c):
        """ "your next 'Samoan' maneuver this turn": the next such card with that word in its title."""
        quoted, desc = [x for x in c if isinstance(x, _Raw)][:2]
        owner = c[0].who if isinstance(c[0], _Owner) else "you"
        f = filter_from_desc(desc.value, [_Post(title_words=tuple(quoted.value.split("|")))])
        return A.Scope("next", f, owner if owner != "any" else "you")

    def s_next_player(self, c):
        """ "the next Pre-match card your opponent plays": that player's next card of the kind."""
        return one_players_scope(c, "next")

    def s_first_next_turn(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        return A.Scope("first_next_turn", filter_from_desc(raw.value), c[0].who)

    def s_all(self, c):
        owner = next((x.who for x in c if isinstance(x, _Owner)), "any")
        f = c[-1].value[0]
        return A.Scope("all", f, owner)

    def s_all_owned(self, c):
        owner = c[0].who
        return A.Scope("all", c[-1].value[0], owner)

    def s_superstar_value(self, c):
        return A.Scope("superstar_value", player=c[0].who if c else "you")

    def s_hand_size(self, c):
        return A.Scope("hand_size", player=c[0].who if c else "you")

    def s_fortitude_rating(self, c):
        return A.Scope("fortitude_rating", player=c[0].who)

    def d_rest_of_turn(self, _):
        return "rest_of_turn"

    def d_this_turn(self, _):
        return "this_turn"

    def d_next_turn(self, _):
        return "next_turn"

    def d_end_of_turn(self, _):
        return "rest_of_turn"

    def d_permanent(self, _):
        return "permanent"

    # -- reversals
    def reverse(self, c):
        return A.ReversalDefinition(tuple(c[0]))

    def reverse_completely(self, c):
        return A.ReversalDefinition(tuple(c[0]), completely=True)

    def s_first_this_turn(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        return A.Scope("first_this_turn", filter_from_desc(raw.value), c[0].who)

    def rr_cannot_by_from(self, c):
        return A.ReversalRestriction("cannot_be_reversed", by=c[0].filter, zones=tuple(z.name for z in c[1]))

    def req_not_first(self, c):
        return A.Requirement("Not Your Opponent's First Card This Turn")

    def reverse_only(self, c):
        return A.ReversalDefinition(tuple(c[0]), only=True)

    def rev_targets(self, c):
        # a target read as "X or Y" alternatives is several targets (targets are alternatives)
        out = []
        for target in c:
            if isinstance(target, A.CardFilter) and target.alternatives:
                from .reversals import _alternatives_with_shared
                out.extend(_alternatives_with_shared(target))
            elif isinstance(target, tuple):
                out.extend(target)      # one description, several effects (reversals.py rt_effect_player_alts)
            else:
                out.append(target)
        return tuple(out)

    def rt_does_damage(self, c):
        """"a Strike or High Risk maneuver that does 8D or greater": the damage joins the description;
        anything but a plain damage range after "that does" is left unread."""
        f = filter_from_desc(c[-2].value)
        rng = filter_from_desc(c[-1].value)
        if rng.damage is None or rng.fortitude is not None or set(rng.kinds) - {"Card"} or rng.traits or f.damage:
            raise ValueError("'that does' + not a damage range")
        return A.CardFilter(**{**f.__dict__, "damage": rng.damage})

    def post_with_sv(self, _):
        """"a maneuver with Stun Value"."""
        return _Post(qualifiers=("with Stun Value",))

    def rt_desc(self, c):
        """A reversal's target: the description (its count, "any" / "a", says nothing more)."""
        return c[-1].value[0]

    def _effect_kind(self, effect, player="you"):
        if isinstance(effect, A.Draw):
            return A.EffectKind("draw" if player == "you" else "opponent_draws")
        if isinstance(effect, A.Discard):
            return A.EffectKind("discard" if player == "you" else "opponent_discards")
        if isinstance(effect, A.Search):
            return A.EffectKind("search")
        if isinstance(effect, A.MoveCards):
            # "move any number of cards from your Ringside pile or Ring area": from either, so any move
            if effect.source is not None and effect.source.name == "ringside" and not effect.source.alternatives:
                return A.EffectKind("moves_from_ringside")
            return A.EffectKind("moves_cards")
        if isinstance(effect, A.Choice) and effect.options and all(isinstance(o, A.LookAt) for o in effect.options):
            return A.EffectKind("look")     # "look at your hand or Backlash deck": a look either way
        if isinstance(effect, A.Overturn):
            return A.EffectKind("overturn" if player == "you" else "opponent_overturns")
        if isinstance(effect, A.RemoveFromGame):
            return A.EffectKind("remove_from_game")
        if isinstance(effect, A.LookAt):
            return A.EffectKind("look")
        return A.EffectKind(type(effect).__name__.lower())

    def _narrow(self, kind, c):
        raw = next((x for x in c if isinstance(x, _Raw) and x.kind == "desc"), None)
        if raw is None:
            return kind
        f = filter_from_desc(raw.value)
        if f == A.CardFilter(kinds=("Card",)):
            return kind
        return A.EffectKind(kind.kind, f)

    def rt_effect(self, c):
        return self._narrow(self._effect_kind(c[-1]), c)

    def rt_effect_player(self, c):
        player = next(x.who for x in c if isinstance(x, _P))
        kind = self._effect_kind(c[-1], player)
        if player == "opponent" and kind.kind == "draw":
            kind = A.EffectKind("opponent_draws")
        return self._narrow(kind, c)

    def rt_ace(self, _):
        return A.EffectKind("ace")

    def rt_effect_desc(self, c):
        f = filter_from_desc(c[-1].value)
        return A.EffectKind(" ".join(f.kinds + f.traits).lower() + " effect")


def _played_filter(cards):
    """ "When you successfully play a maneuver from your Ringside": the cards played, with the place they are played
    from as the filter's `played_from` (the zone was dropped: the trigger fired on a maneuver played from anywhere)."""
    f = cards.filter
    zone = getattr(cards, "zone", None)
    if zone is None:
        return f
    zones = (zone,) + tuple(zone.alternatives)
    return A.CardFilter(**{**f.__dict__, "played_from": f.played_from + tuple(f"{z.owner} {z.name}" for z in zones)})
