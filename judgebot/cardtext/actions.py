"""Transformer methods for `grammar/actions.lark`: repeated actions, "goes into", "instead of".

`ActionsBuild` is a mixin of the main transformer (`grammar.Build`)."""
from __future__ import annotations

import dataclasses

from . import actions_ast as N
from . import ast as A
from .parts import _player, filter_from_desc
from .parts import _Forced, _Owner, _Raw
from . import triggers_ast as T


def _cards(x):
    return x if isinstance(x, A.Cards) else None


class ActionsBuild:
    # -- repeated actions: one card at a time, so the count is the stop's, not the action's
    def until_overturn(self, c):
        cards = c[0]
        into = c[1] if len(c) == 3 else None
        if (cards.zone is not None and cards.zone.name != "arsenal") or (into is not None and into.name != "ringside"):
            # an overturn goes from the Arsenal to the Ringside pile; the Overturn node has no other place
            raise ValueError("an overturn elsewhere than Arsenal -> Ringside")
        return N.RepeatUntil(A.Overturn("you", A.Quantity()), tuple(c[-1]))

    def until_reveal(self, c):
        cards = dataclasses.replace(c[0], quantity=A.Quantity())
        return N.RepeatUntil(A.Reveal("you", "cards", cards), tuple(c[-1]))

    def until_discard(self, c, random=False):
        cards = c[0]
        return N.RepeatUntil(A.Discard("you", A.Quantity(random=random), cards.filter, zone=cards.zone), tuple(c[-1]))

    def discards_randomly(self, _):
        """ "your opponent discards randomly (when he Activates Sustained Damage)" """
        return N.RandomDiscards("you")

    def discards_randomly_this(self, _):
        """ "he discards randomly for this card's effect" """
        return N.RandomDiscards("you", "this card")

    def until_discard_desc(self, c):
        """ "discard cards until you have no more than 3 cards in hand" (as "discard until ...")"""
        f = filter_from_desc(c[0].value)
        if f.kinds not in ((), ("Card",)) or f != A.CardFilter(kinds=f.kinds):
            raise ValueError("'discard X until': cards of a kind")
        return N.RepeatUntil(A.Discard("you", A.Quantity()), tuple(c[-1]))

    def discards_randomly_ability(self, c):
        """ "your opponent randomly discards for your Superstar Ability" """
        return N.RandomDiscards("you", "your Superstar Ability" if c[0].who == "you" else "his Superstar Ability")

    def until_discard_random(self, c):
        return self.until_discard(c, random=True)

    def until_put(self, c):
        cards, this = self._cards_or_this(c[0].children[0] if hasattr(c[0], "children") else c[0])
        if cards is None or this:
            raise ValueError("a repeated put reads cards")
        cards, dest = dataclasses.replace(cards, quantity=A.Quantity()), c[1]
        return N.RepeatUntil(A.MoveCards("you", cards, cards.zone, dest), tuple(c[-1]))

    def until_draw(self, c):
        """ "draw until you have 5 cards in hand", "draw additional cards until you have 8 cards in hand": one card at a
        time until the stop holds."""
        raw = next((x for x in c if isinstance(x, _Raw)), None)
        if raw is not None and filter_from_desc(raw.value).kinds not in ((), ("Card",)):
            raise ValueError("a repeated draw of a kind of card")
        return N.RepeatUntil(A.Draw("you", A.Quantity()), tuple(c[-1]))

    def until_discard_cards(self, c):
        """ "he may discard until he has 6- cards in hand" (as "discard cards until ...")"""
        return N.RepeatUntil(A.Discard("you", A.Quantity()), tuple(c[-1]))

    def until_stops(self, c):
        return list(c)

    def stop_turned_up(self, c):
        return N.UntilStop("turned_up", self._who(c), cards=c[-1])

    def stop_turned_up_passive(self, c):
        """ "until 2 applicable Reversal cards are revealed" """
        count = c[0] if isinstance(c[0], int) else c[0].value
        f, chosen, adjs = c[1].value
        return N.UntilStop("turned_up", "you", cards=A.Cards(self._quantity(A.Quantity(count=count), chosen, adjs), f))

    def stop_turned_up_one(self, c):
        """ "until a card of the chosen type is overturned": one such card"""
        f, chosen, adjs = c[0].value
        return N.UntilStop("turned_up", "you", cards=A.Cards(self._quantity(A.Quantity(count=1), chosen, adjs), f))

    def stop_cards_left(self, c):
        number = next(x for x in c if isinstance(x, int) or getattr(x, "type", None) == "NUMBER")
        amount = number if isinstance(number, int) else number.value
        return N.UntilStop("cards_left", self._who(c), zone=c[-1], amount=amount)

    def stop_cards_at_most(self, c):
        """ "until you have 3- cards in hand", "until you have no more than 3 cards in your hand" """
        return self._stop_bound("cards_at_most", c)

    def stop_cards_at_least(self, c):
        """ "until you have 4+ cards in hand" """
        return self._stop_bound("cards_at_least", c)

    def _stop_bound(self, kind, c):
        number = next(x for x in c if isinstance(x, int) or getattr(x, "type", None) == "NUMBER")
        raw = next(x for x in c if isinstance(x, _Raw))
        if filter_from_desc(raw.value).kinds not in ((), ("Card",)):
            raise ValueError("a count of a kind of card")
        return N.UntilStop(kind, self._who(c), zone=c[-1], amount=number if isinstance(number, int) else number.value)

    def stop_damage_removed(self, c):
        """ "until you have removed at least D:4": the lexer reads "D:4" as a description of D 4"""
        groups = c[-1].value
        if len(groups) != 1 or len(groups[0]) != 1 or groups[0][0][:2] != ("range", "D"):
            raise ValueError("'removed at least' reads a Damage value only")
        return N.UntilStop("damage_removed", self._who(c), amount=groups[0][0][2])

    def _who(self, c):
        return _player(c, "you")

    # -- "it goes into his hand"
    def go_to(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, c[-1], this_card=this)

    def note_opponent(self, _):
        """ "make note of opponent this card is played against" (more than two players)."""
        return N.NoteOpponent()

    def go_to_it(self, c):
        """ "..., goes to his Ringside pile": the card the clause before named (as "it goes to ...")."""
        return A.MoveCards("you", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",))), None, c[-1])

    def scope_put(self, c):
        """ "the chosen card is put into his Ringside": the card named goes there (as "it goes into ...")"""
        scope = c[0]
        if scope.kind == "this":
            return A.MoveCards("you", None, None, c[-1], this_card=True)
        if scope.kind not in ("it", "reversed"):
            raise ValueError("'is put into' is read for a card the text named only")
        which = "it" if scope.kind == "it" else "reversed_card"
        return A.MoveCards("you", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=(which,))), None, c[-1])

    def skip_first_turn(self, c):
        """ "he skips his first turn of the game" (whose turn: the owner word)"""
        return N.SkipFirstTurn(c[0].who)

    def lose_game(self, c):
        """ "you lose the game via Pinfall Victory" (the player is set by the clause's subject)"""
        return N.LoseGame("you", c[-1])

    # -- "put that card into your hand instead of into your Ringside pile"
    def instead_of(self, c):
        move = c[0]
        if not isinstance(move, A.MoveCards):
            raise ValueError("'instead of' a zone is read for a move of cards only")
        return T.Instead(move, move.player, instead_of=c[-1])

    def rfg_instead_of(self, c):
        """ "your opponent's overturned cards are removed from the game instead of going to his Ringside pile": each
        card of that description is removed from the game in place of going to that zone (a replacement)."""
        scope, zone = c[0], c[-1]
        if not isinstance(scope, A.Scope) or scope.kind != "all" or scope.filter is None:
            raise ValueError("'are removed from the game instead of going to ...' of cards of a description")
        owner = scope.player if scope.player in ("you", "opponent") else None
        f = dataclasses.replace(scope.filter, owner=owner) if owner else scope.filter
        rfg = A.RemoveFromGame(owner or "you", A.Cards(A.Quantity(all=True), f))
        return T.Instead(rfg, rfg.player, instead_of=zone)

    # -- "deal no damage": a ceiling of 0 Damage
    def modifier_no_damage(self, c):
        if c[0].kind in ("it", "this"):
            # "... Multi and non-Superstar-specific reversals to it deal no damage": "it deal" is not a subject
            # and its verb (the plural verb is for plural subjects)
            raise ValueError("'deal no damage' needs a plural subject")
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Modifier((A.StatChange("D", 0, maximum=True),), c[0], duration)

    def modifier_deal_n(self, c):
        """ "Your opponent's Core maneuvers deal 1 damage." (their damage set to that number, as reduce_to) """
        if c[0].kind in ("it", "this"):
            raise ValueError("'deal N damage' needs a plural subject")
        n = next(x for x in c[1:] if not isinstance(x, str) or x.isdigit())
        n = n if isinstance(n, int) else int(getattr(n, "value", n))
        duration = next((x for x in c[1:] if isinstance(x, str) and not x.isdigit()), None)
        return A.Modifier((A.StatChange("D", n, set_to=True),), c[0], duration)

    def modifier_damage_from(self, c):
        """ "All damage from opponent is at -1D." (his cards' damage changed, as "Your opponent's cards are -1D") """
        player = _player(c)
        changes = next(x for x in c if isinstance(x, tuple))
        if any(ch.stat != "D" for ch in changes):
            raise ValueError("'all damage from X is at ...': a change of damage only")
        return A.Modifier(changes, A.Scope("all", A.CardFilter(kinds=("Card",)), player))

    def modifier_the_reversal_no_damage(self, c):
        """ "When reversed from Backlash: the reversal deals no Damage.": the reversal to this card (as "Reversals to
        this card deal no Damage")."""
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Reversal",)):
            raise ValueError("'the X deals no damage': not the reversal")
        return A.ReversalRestriction("modified", modifier=A.Modifier((A.StatChange("D", 0, maximum=True),),
                                                                     A.Scope("reversals_to_this", player="opponent")))

    def modifier_reversals_to_scope(self, c):
        """ "all opponents' reversals are +15F to your next maneuver this turn": the reversals played to that card are
        changed (as "Reversal cards to your next maneuver played this turn are +15F")."""
        revs, changes, target = c[0], c[1], c[2]
        f = revs.filter
        if revs.kind != "all" or f is None or f.kinds != ("Reversal",) or f.excludes or f.traits or f.qualifiers:
            raise ValueError("'X are +N to Y': not reversals")
        if not isinstance(target, A.Scope):
            raise ValueError("'reversals are +N to X': not a card")
        duration = next((x for x in c[3:] if isinstance(x, str)), None)
        mods = tuple(changes)
        if mods and isinstance(mods[0], tuple):
            mods = tuple(x for g in mods for x in g)
        return A.ReversalRestriction("modified", modifier=A.Modifier(mods, A.Scope("reversals_to_this",
                                                                                   player=revs.player or "opponent"),
                                                                     duration=duration),
                                     applies_to=None if target.kind == "this" else target)

    def rr_no_damage(self, c):
        """ "Reversals to this card deal no Damage": the plunging modifier is a ceiling of 0D."""
        return self.rr_modified(list(c) + [(A.StatChange("D", 0, maximum=True),)])

    def instead_of_anywhere(self, c):
        """ "put it on the bottom of your Arsenal instead of any other location": whatever the destination."""
        return self.instead_of([c[0], A.Zone("any", "any")])

    # -- "use your Ability twice per turn"
    def use_ability_twice(self, c):
        per = next((x for x in c if isinstance(x, str)), None)
        times = next(x if isinstance(x, int) else x.value for x in c[1:] if isinstance(x, int) or getattr(x, "type", "") == "NUMBER")
        return N.AbilityUses(c[0].who, times=times, per=per)

    def use_ability_again(self, c):
        per = next((x for x in c if isinstance(x, str)), None)
        return N.AbilityUses(c[0].who, again=True, per=per)

    def per_turn(self, _):
        return "turn"

    def per_game(self, _):
        return "game"

    def per_this_turn(self, _):
        return "this_turn"

    # -- "randomly puts 2 cards ...": the counted cards are random ("randomly reveals # cards from hand": a '#' count)
    def randomly(self, c):
        node = c[0]
        cards = getattr(node, "cards", None)
        if not isinstance(node, (A.MoveCards, A.Reveal, A.Choose)) or not isinstance(cards, A.Cards) \
                or (cards.quantity.count is None and not cards.quantity.all and cards.quantity.equal_to is None
                    and cards.quantity.variable is None):
            raise ValueError("'randomly' reads one move, reveal or choice of counted cards")
        return dataclasses.replace(node, cards=dataclasses.replace(
            cards, quantity=dataclasses.replace(cards.quantity, random=True)))

    # -- "search your opponent's Arsenal for cards equal to the number of Volley maneuvers in your Ring area"
    def search_equal(self, c, up_to=False):
        zones, desc, equal = c[0], c[1], c[-1]
        cards = A.Cards(A.Quantity(up_to=up_to, equal_to=equal), filter_from_desc(desc.value))
        return A.Search("you", zones, cards)

    def search_equal_up_to(self, c):
        return self.search_equal(c, up_to=True)

    # -- "discard 1 Assault or 1 Throw": one group or the other (cards_or: a _Raw of Cards)
    def discard_or(self, c):
        return A.Choice(tuple(A.Discard("you", g.quantity, g.filter, zone=g.zone) for g in c[-1].value))

    def arsenal_search_or(self, c):
        return A.Choice(tuple(A.Search("you", (A.Zone("arsenal", "you"),), g) for g in c[-1].value))

    def choose_or(self, c):
        return A.Choice(tuple(A.Choose("you", g) for g in c[-1].value))

    def remove_or(self, c):
        return A.Choice(tuple(A.RemoveFromGame("you", g, False) for g in c[-1].value))

    # -- "discard half the cards in his hand (rounded down)"
    def discard_half(self, c):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        zone = next(x for x in c if isinstance(x, A.Zone))
        rounding = next((x for x in c if getattr(x, "kind", None) == "rounding"), None)
        count = "half the " + self.equal_to([raw, zone]) + (f", rounded {rounding.value}" if rounding else "")
        return A.Discard("you", A.Quantity(equal_to=count), filter_from_desc(raw.value), zone=zone)

    # -- "exchange 1 card under this card with 1 card in your hand"
    def copy_effects(self, c):
        """ "resolve a copy of the card's effects after your opponent does" (the player is set by the clause's subject)"""
        return N.CopyEffects("you", _player(c, None))

    def exchange(self, c):
        first, second = (x for x in c if isinstance(x, A.Cards))
        return N.Exchange("you", first, second)

    # -- "choose a new Enforcer"
    def tag_quoted(self, c):
        words = str(c[0].value).strip().rstrip(".!?").strip()
        if words not in ("tag in", "tag out"):
            raise ValueError("a quoted effect other than 'tag in' / 'tag out' is not read")
        return N.TagSwitch("you", words.split()[1])

    def _tag_word(self, c, direction):
        if str(c[0].value).strip() != "tag":
            raise ValueError("only 'tag' in quotes before 'in' / 'out' is a tag")
        return N.TagSwitch("you", direction)

    def tag_in(self, c):
        return self._tag_word(c, "in")

    def tag_out(self, c):
        return self._tag_word(c, "out")

    def prohibit_tag_out(self, c):
        """ "Your opponent cannot 'tag'out for the rest of this turn ..." : the player may not tag out."""
        if str(c[1].value).strip() != "tag":
            raise ValueError("only 'tag' in quotes before 'out' is a tag")
        return A.Prohibition(c[0].who, "tag_out", duration=c[2] if len(c) > 2 else None)

    def new_enforcer(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Enforcer",)):
            raise ValueError("'choose a new' reads an Enforcer only")
        return N.NewEnforcer("you")

    # -- "do not discard cards for Armageddon Is Upon Us", "do not discard any cards"
    def no_discard_cards_for(self, c):
        if filter_from_desc(c[0].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'do not discard X for' reads cards only")
        return A.Prohibition("you", "discard_for", A.CardFilter(titled=tuple(c[1].value.split("|"))))

    def no_discard(self, c):
        # ("do not discard 3 cards": the count is the discard the card asks, not made)
        return A.Prohibition("you", "discard", filter_from_desc(c[-1].value))

    # -- "remove any number of Backlash cards from the game": cards with no zone named
    def remove_cards_rfg(self, c, random=False):
        cards = self.cards(list(c))
        if random:
            cards = dataclasses.replace(cards, quantity=dataclasses.replace(cards.quantity, random=True))
        return A.RemoveFromGame("you", cards)

    def remove_cards_rfg_random(self, c):
        return self.remove_cards_rfg(c, random=True)

    def remove_owned_rfg(self, c):
        return A.RemoveFromGame("you", self.cards_owned(list(c)))

    def remove_of_owner_rfg(self, c):
        return A.RemoveFromGame("you", self.cards_of_owner(list(c)))

    # -- "from your Ringside or removed from the game"
    def zones_or_rfg(self, c):
        return tuple(c) + (A.Zone("game", "any"),)

    def cards_rfg_or_in(self, c):
        """ "1 of your Backlash cards removed from the game or in your Ringside": the cards removed from the game (the
        owner's), or in the place named."""
        quantity = next(x for x in c if isinstance(x, A.Quantity))
        desc = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        owner = next((x for x in c if isinstance(x, _Owner)), None)
        zones = next(x for x in c if isinstance(x, tuple))
        f = filter_from_desc(desc.value)
        if owner is not None:
            f = dataclasses.replace(f, owner=owner.who)
        who = owner.who if owner is not None else zones[0].owner
        return A.Cards(quantity, f, A.Zone("game", who, alternatives=tuple(zones)))

    def zones_or_rfg_cards(self, c):
        """ "from your Ringside or cards removed from the game": as "or removed from the game" (the word "cards" only;
        a description of its own there is not read)."""
        desc = c[-1]
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'or <described> cards removed from the game': a description of its own")
        return self.zones_or_rfg(c[:-1])

    # -- "arrange them in any order"
    def arrange(self, c):
        cards, this = self._cards_or_this(c[0])
        return N.Arrange("you", cards, this)

    # -- "repeat this 2 more times"
    def repeat_times(self, c):
        q = c[0]
        if q.count is None or q.at_least or q.all or q.any_number:
            raise ValueError("'repeat this N more times' reads a number of times")
        return N.Repeat("you", q.count, up_to=q.up_to)

    def repeat_until_stopped(self, c):
        """ "Repeat this until one player stops." / "... until you or your opponent stops." """
        if c and c[0] != 1:
            raise ValueError("'until one player stops' only")
        return N.RepeatUntilStopped("either")

    def resume_overturning(self, _):
        """ "resume overturning and then end his turn": the overturning this card interrupted goes on."""
        return N.ResumeOverturning()

    # -- "reduce the damage by 2", "reduce the damage of this move to 0"
    def reduce_by(self, c):
        scope, n = c[0], c[-1]
        n = n if isinstance(n, int) else int(n.value)
        return A.Modifier((A.StatChange("D", -n),), scope)

    def reduce_to(self, c):
        scope, n = c[0], c[-1]
        n = n if isinstance(n, int) else int(n.value)
        return A.Modifier((A.StatChange("D", n, set_to=True),), scope)

    def rw_it(self, _):
        return A.Scope("it")

    def rw_this(self, c):
        return self._scope_of(c[0])

    def rw_this_move(self, _):
        return A.Scope("this")

    # -- "search your Arsenal, Ringside, and cards removed from the game for ..."
    def search_places(self, c):
        # "your Arsenal, Ringside, and ...": the owner of the first place is the owner of the bare ones after it
        first = c[0]
        return tuple(dataclasses.replace(z, owner=first.owner) if z.owner == "any" else z for z in c)

    def place_rfg(self, c):
        desc = c[-1]
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'X removed from the game' as a place reads cards only")
        # "your cards removed from the game"; bare, the owner of the first place in the list (search_places)
        owner = next((x.who for x in c[:-1] if hasattr(x, "who")), "any")
        return A.Zone("game", owner)

    # -- "switch to 1 different Enforcer"
    def switch_enforcer(self, c):
        f = c[-1].value[0]
        if f.kinds != ("Enforcer",) or c[0].count != 1:
            raise ValueError("'switch to' reads one Enforcer only")
        return N.NewEnforcer("you")

    # -- "equal to double the number of Volley cards in your Ring area"
    def equal_to_double(self, c):
        return f"double the {c[0]}"

    # -- "look through your Arsenal"
    def look_through(self, c):
        zones = c[0]
        if len(zones) != 1:
            raise ValueError("'look through' reads one place")
        return A.LookAt("you", zones[0])

    # -- "remove any 1 card from your opponent's Ring area and place it in his Ringside pile"
    def remove_and_place(self, c):
        cards, dest = c[0], c[-1]
        if not isinstance(cards, A.Cards) or cards.zone is None:
            raise ValueError("'remove X and place it' reads cards from a named place")
        return A.MoveCards("you", cards, cards.zone, dest)

    def equal_to_different_targets(self, c):
        """ "the number of different Targets in your Ring": the Targets shown by the cards there, each counted once."""
        zone = c[-1]
        return f"number of different Targets in {zone.owner} {zone.name}"

    def equal_to_different_types(self, c):
        """ "the number of different non-Trademark-Finisher maneuver types in your Ring area": the kinds (Strike,
        Grapple, ...) the cards there show, each counted once."""
        zone = c[-1]
        f = filter_from_desc(c[0].value)
        words = [("non-" + e) for e in f.excludes] + list(f.traits) + ["/".join(f.kinds)]
        return f"number of different {' '.join(w for w in words if w)} types in {zone.owner} {zone.name}"

    def equal_to_stun_value(self, c):
        """ "the total Stun Value in opponent's Ring area": the Stun Value of the cards there, added up."""
        zone = c[-1]
        return f"Stun Value in {zone.owner} {zone.name}"

    def equal_to_logo(self, c):
        """ "the number of cards in your Ring with an Evolution logo": the cards there bearing that logo."""
        f = filter_from_desc(c[0].value)
        f = dataclasses.replace(f, logos=f.logos + (c[2][0],))
        return self.equal_to([A.Cards(A.Quantity(all=True), f, c[1])]) + f" with the {c[2][0]} logo"

    def zone_all_rings(self, _):
        """ "in all Ring areas": every player's Ring (as "in all players' Rings")."""
        return A.Zone("ring", "any")

    def equal_to_offset(self, c):
        """ "equal to the number of cards in your Ring area with 'cheap pop' in the title +1": the count and a number
        (a plain "+N" / "-N" only)."""
        (is_mult, amount, stat), *rest = c[1].value
        if rest or is_mult or stat is not None:
            raise ValueError("only a plain '+N' / '-N' follows a count")
        return f"{c[0]} {'+' if amount >= 0 else '-'}{abs(amount)}"

    def discard_equal_random(self, c):
        d = self.discard_equal(c)
        return dataclasses.replace(d, quantity=dataclasses.replace(d.quantity, random=True))

    # -- "draw 2 cards instead of searching"
    def instead_doing(self, c):
        verb, purpose = c[-1]
        effect = c[0]
        return N.InsteadOfStep(effect, verb, getattr(effect, "player", "you"), purpose)

    @staticmethod
    def _step(verb, c):
        return (verb, c[0] if c else None)

    def rs_search(self, c):
        return self._step("search", c)

    def rs_discard(self, c):
        return self._step("discard", c)

    def rs_overturn(self, c):
        return self._step("overturn", c)

    def rs_draw(self, c):
        return self._step("draw", c)

    def rs_choose(self, c):
        return self._step("choose", c)

    def replaced_for(self, c):
        return c[0]

    def replaced_to_title(self, c):
        return c[0].value

    def replaced_to_cards(self, c):
        """ "to his reversals": the cards the step was for, whose"""
        f = filter_from_desc(c[1].value)
        who = {"you": "your", "opponent": "his"}.get(c[0].who)
        if who is None or f.kinds not in (("Reversal",), ("Card",)) or f != A.CardFilter(kinds=f.kinds):
            raise ValueError("'to X' after a replaced step reads whose reversals or cards")
        return f"{who} {f.kinds[0]} cards"

    # -- "put this card, up to 1 card from your Ringside, and up to 1 card removed from the game on the bottom of ..."
    def _this_first(self, c):
        if not (getattr(c[0], "kind", None) == "this"):
            raise ValueError("the list reads 'this card' first")
        groups = [x for x in c[1:] if isinstance(x, A.Cards)]
        return groups

    def put_this_and_list(self, c, shuffle=False):
        groups, dest = self._this_first(c), c[-1]
        # "up to 1 reversal and up to 1 maneuver from your Ringside": a place named last is every group's before it
        # that names none
        for i in range(len(groups) - 2, -1, -1):
            if groups[i].zone is None and groups[i + 1].zone is not None:
                groups[i] = dataclasses.replace(groups[i], zone=groups[i + 1].zone)
        steps = [A.MoveCards("you", None, None, dest, this_card=True, shuffle=shuffle)]
        steps += [A.MoveCards("you", g, g.zone, dest, shuffle=shuffle) for g in groups]
        return A.Sequence(tuple(steps))

    def shuffle_this_and_list(self, c):
        return self.put_this_and_list(c, shuffle=True)

    def remove_this_and(self, c):
        (group,) = self._this_first(c)
        return A.Sequence((A.RemoveFromGame("you", None, this_card=True), A.RemoveFromGame("you", group)))

    def discard_this_and(self, c):
        if getattr(c[0], "kind", None) == "it" and c[0].value == "that":
            # "he discards that card and 2 other cards": the card named before (as "he discards that card"), and more
            (group,) = [x for x in c[1:] if isinstance(x, A.Cards)]
            return A.Sequence((A.Discard("you", A.Quantity(count=None), A.CardFilter(qualifiers=("it",))),
                               A.Discard("you", group.quantity, group.filter, zone=group.zone)))
        (group,) = self._this_first(c)
        return A.Sequence((A.Discard("you", A.Quantity(count=1), A.CardFilter(), this_card=True),
                           A.Discard("you", group.quantity, group.filter, zone=group.zone)))

    # -- "remove 1 from the game" (1 of the cards named before)
    def remove_n(self, c):
        n = c[0] if isinstance(c[0], int) else c[0].value
        return A.RemoveFromGame("you", A.Cards(A.Quantity(count=n), A.CardFilter(qualifiers=("of them",))))

    # -- "discard the same amount"
    def discard_same_amount(self, _):
        return A.Discard("you", A.Quantity(equal_to="the same number"), A.CardFilter(kinds=("Card",)))

    def discard_same_number_plus(self, c):
        """ "your opponent discards the same number +2": as many as the step before, and 2 more (as "the same number of
        cards +2")."""
        is_mult, amount, stat = c[0].value[0]
        if is_mult or stat is not None:
            raise ValueError("'the same number' changed by a number only")
        sign = "+" if amount >= 0 else "-"
        return A.Discard("you", A.Quantity(equal_to=f"the same number {sign}{abs(amount)}"), A.CardFilter(kinds=("Card",)))

    # -- "take 3 cards from your Ringside pile and shuffle them into your Arsenal", "take 1 High Risk maneuver from your
    # Ringside pile, put it in your hand"
    def _taken(self, c):
        cards, it = c[0], c[1]
        if not isinstance(cards, A.Cards) or getattr(it, "kind", None) != "it":
            # "take 2 cards and shuffle this card ...": not the cards just taken
            raise ValueError("'take X and <verb> them' reads the cards taken")
        return cards

    def take_shuffle(self, c):
        cards = self._taken(c)
        return A.MoveCards("you", cards, cards.zone, c[-1], shuffle=True)

    def take_put_it(self, c):
        cards = self._taken(c)
        return A.MoveCards("you", cards, cards.zone, c[-1])

    # -- "equal to his Superstar Value plus the number of cards in his hand", "equal to his Superstar Value times 3"
    def equal_to_plus(self, c):
        return f"{c[0]} plus the {c[1]}" if c[1].startswith("number of") else f"{c[0]} plus {c[1]}"

    def equal_to_minus(self, c):
        return f"{c[0]} minus {c[1]}" if not c[1].startswith("number of") else f"{c[0]} minus the {c[1]}"

    def equal_to_times(self, c):
        n = c[1] if isinstance(c[1], int) else c[1].value
        return f"{c[0]} times {n}"

    # -- "Search his Arsenal and put all copies of that card into his Ringside pile"
    def search_and_put(self, c):
        zone, cards, dest = c[0], c[1], c[-1]
        return A.Search("you", (zone,), cards, destination=dest)

    # -- "all copies of that card", "all copies of the card titled Sustained Damage"
    def cards_copies(self, c):
        quantity = c[0] if isinstance(c[0], A.Quantity) else A.Quantity(all=True)
        f = next(x for x in c if isinstance(x, A.CardFilter))
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Cards(quantity, f, self._one_zone(zones))

    def remove_copies_rfg(self, c):
        """ "remove all copies of that card in your Ring area from the game" """
        return A.RemoveFromGame("you", self.cards_copies(c))

    def copy_of_that(self, c):
        """ "copies of that (same titled) card": cards with the title of the card the text named before"""
        f = filter_from_desc(c[-1].value)
        return dataclasses.replace(f, qualifiers=f.qualifiers + ("same title as that card",))

    def copy_of_this(self, c):
        f = filter_from_desc(c[-1].value)
        return dataclasses.replace(f, qualifiers=f.qualifiers + ("same title as this card",))

    def copy_of_the(self, c):
        """ "copies of the card titled Sustained Damage": the cards so titled"""
        f, _, _ = c[0].value
        if not f.titled:
            raise ValueError("'copies of the X' reads a titled card")
        return f

    def copy_of_any(self, c):
        """ "exactly 2 copies of any card": cards all of one title, whichever title the player picks"""
        f = filter_from_desc(c[-1].value)
        return dataclasses.replace(f, qualifiers=f.qualifiers + ("copies of one title",))

    def copy_of_title(self, c):
        """ "any number of copies of Roll Out of the Ring": the cards so titled"""
        return A.CardFilter(titled=tuple(str(c[0].value).split("|")))

    # -- cards stacked on this card: "all cards on top of this card", "put 1 Stipulation card on top of this card"
    def cards_on_this(self, c):
        cards = self.cards([x for x in c])
        return A.Cards(self._under_quantity(c, cards), cards.filter, A.Zone("on_card", "you"))

    def zone_on_this(self, c):
        return A.Zone("on_card", "you")

    # -- a whole place moved: "put your Arsenal into your Ringside pile", "shuffle your Ringside pile into your Arsenal"
    def _whole(self, zone):
        if zone.name not in ("arsenal", "ringside", "hand", "backlash") or zone.position or zone.owner == "any":
            raise ValueError("a whole place is a player's Arsenal, Ringside pile, hand or Backlash")
        return A.Cards(A.Quantity(all=True), A.CardFilter(), zone)

    def put_zone_all(self, c, shuffle=False):
        cards = self._whole(c[0])
        return A.MoveCards("you", cards, c[0], c[-1], shuffle=shuffle)

    def shuffle_zone_all(self, c):
        return self.put_zone_all(c, shuffle=True)

    def remove_zone_all(self, c):
        return A.RemoveFromGame("you", self._whole(c[0]))

    def put_other(self, c):
        """ "put the other into your Ringside pile", "the other 4": the cards left of those named (as "the rest")"""
        n = next((x if isinstance(x, int) else x.value for x in c), None)
        quantity = A.Quantity(count=int(n)) if n is not None else A.Quantity(all=True)
        return A.Cards(quantity, A.CardFilter(qualifiers=("the rest",)))

    def draw_fewer_than_done(self, c):
        """ "draws 1 less card than he shuffled": the count of the step before, less that number (as "draw that many
        -1")"""
        n = next(x for x in c if isinstance(x, int) and not isinstance(x, bool))
        desc = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'draw N less <kind> than ...': only cards")
        return A.Draw("you", A.Quantity(equal_to=f"that many {-n:+d}"))

    def put_other_card(self, c):
        """ "the other 2 cards": as "the other 2" (only plain cards)"""
        desc = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'the other N <kind>': only 'the other N cards'")
        return self.put_other([x for x in c if x is not desc])

    def put_other_elided(self, c):
        """ "..., and the other in your Ringside": the card(s) left are put there (the verb before understood)."""
        n = next((x for x in c if isinstance(x, int)), None)
        desc = next((x for x in c if getattr(x, "kind", None) == "desc"), None)
        if desc is not None:
            if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
                raise ValueError("'the other <kind>': only 'the other card'")
        quantity = A.Quantity(count=int(n)) if n is not None else A.Quantity(all=True)
        return A.MoveCards("you", A.Cards(quantity, A.CardFilter(qualifiers=("the rest",))), None, c[-1])

    # -- "1 card of the named type"
    def cards_named_type(self, c):
        cards = self.cards([x for x in c])
        return dataclasses.replace(cards, filter=dataclasses.replace(
            cards.filter, qualifiers=cards.filter.qualifiers + ("of the named type",)))

    # -- "any number of them"
    def cards_any_number_them(self, _):
        return A.Cards(A.Quantity(any_number=True), A.CardFilter(qualifiers=("them",)))

    # -- actions first written in Build (put, draw, win the match)
    def put_many(self, c):
        return c[0]

    @staticmethod
    def _dest_zones(zones):
        """The places of "into your Backstage, Ring, or Ringside": a place with no owner of its own is the first
        one's owner's."""
        first = zones[0]
        return tuple(dataclasses.replace(z, owner=first.owner) if z.owner == "any" else z for z in zones)

    def put_dest_or(self, c):
        """ "put it into your Ring or Backstage Area": one move or the other (a Choice, as "put 1 X or 1 Y ...")."""
        return A.Choice(tuple(self.put([c[0], z]) for z in self._dest_zones(c[-1])))

    def put_this_from_dest_or(self, c):
        """ "put this card from any area into your Backstage, Ring, or Ringside" """
        return A.Choice(tuple(self.put_this_from([c[0], c[1], z]) for z in self._dest_zones(c[-1])))

    def dest_zones(self, c):
        return tuple(c)

    def put_this_from(self, c):
        """ "put this card from your Ring or Ringside into your Backlash": from either zone (the first, the others
        its alternatives).  "put that card from your Ring or Ringside into your Backlash" (I Am the Tag Team
        Champions!): the card named before, not this card."""
        if c[0].kind != "this":
            cards = A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",)))
            return A.MoveCards("you", cards, self._one_zone(c[1]), c[-1])
        return A.MoveCards("you", None, self._one_zone(c[1]), c[-1], this_card=True)

    def put_n_up_to(self, c):
        """ "put up to 1 in your hand": up to that many of the cards named before."""
        cards = A.Cards(A.Quantity(count=c[0], up_to=True), A.CardFilter(qualifiers=("of them",)))
        return A.MoveCards("you", cards, None, c[-1])

    def s_first_each_your_turn(self, c):
        """ "The first High Risk played on each of your turns": your first such card of each of your turns."""
        if isinstance(c[0], _Owner) and c[0].who not in ("you", "any"):
            raise ValueError("'his first X played on each of your turns' is not read")
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return A.Scope("first_this_turn", filter_from_desc(raw.value), "you")

    def put_n(self, c):
        cards = A.Cards(A.Quantity(count=c[0]), A.CardFilter(qualifiers=("of them",)))
        return A.MoveCards("you", cards, None, c[-1])

    def shuffle_n(self, c):
        """ "shuffle 1 into your Arsenal" (after "put 2 into your hand"): 1 of the cards named before."""
        return dataclasses.replace(self.put_n(c), shuffle=True)

    def put_rest(self, _):
        return A.Cards(A.Quantity(all=True), A.CardFilter(qualifiers=("the rest",)))

    def skip_draw_you(self, _):
        return A.SkipDrawSegment("you")

    def draw_equal_up_to(self, c):
        return A.Draw("you", A.Quantity(up_to=True, equal_to=c[-1]))

    def win(self, c):
        return A.WinGame("you", c[0])

    def how_pinfall(self, _):
        return "pinfall"

    def how_count_out(self, _):
        return "count out"

    def how_submission(self, _):
        return "submission"

    # -- "draws half that many cards (rounded up)": the count named before, halved and rounded
    def draw_rounded(self, c):
        quantity, desc = c[0], c[1]
        rounding = c[-1]
        if not quantity.equal_to or not quantity.equal_to.startswith("half ") \
                or filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'(rounded ...)' after a draw: only 'half <count> cards'")
        return A.Draw("you", dataclasses.replace(quantity, equal_to=f"{quantity.equal_to}, rounded {rounding.value}"))

    def draw_fewer_than(self, c):
        """ "when you draw less than 3 cards": 2 or fewer cards (at most one short of the number)."""
        n, desc = int(c[0]), c[1]
        if n < 1 or filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'draw less than N' of cards only")
        return A.Draw("you", A.Quantity(count=n - 1, up_to=True))

    # -- "puts all cards in his hand on the bottom of his Arsenal except for 2": all the cards there but that many
    def _all_but(self, move, n):
        cards = getattr(move, "cards", None)
        if not isinstance(move, A.MoveCards) or not isinstance(cards, A.Cards) or not cards.quantity.all:
            raise ValueError("'except for N' reads a move of all the cards of a place")
        q = dataclasses.replace(cards.quantity, all=False, equal_to=f"all but {n}")
        return dataclasses.replace(move, cards=dataclasses.replace(cards, quantity=q))

    def put_all_but(self, c):
        return self._all_but(self.put(c[:-1]), c[-1])

    def shuffle_all_but(self, c):
        return self._all_but(self.shuffle_into(c[:-1]), c[-1])

    # -- "Search your opponent's Arsenal, choose 1 card, ...": a search for the cards chosen
    def search_choose(self, c):
        return A.Search("you", (c[0],), c[1])

    # -- "Your opponent searches your Arsenal and Backlash deck.": both places, no card taken by the search itself
    def search_both_places(self, c):
        first, second = c[0], c[1]
        if second.owner == "any":
            second = dataclasses.replace(second, owner=first.owner)     # "your Arsenal and Backlash deck": both yours
        return A.Search("you", (first, second), A.Cards(A.Quantity(), A.CardFilter()))

    # -- "Reveal cards 1 at a time from the top of your Arsenal until you reveal a maneuver"
    def until_reveal_one_by_one(self, c):
        desc, n, zone = c[0], c[1], c[2]
        if n != 1:
            raise ValueError("'<N> at a time': only one at a time")
        return self.until_reveal([A.Cards(A.Quantity(), filter_from_desc(desc.value), zone), [c[-1]]])

    # -- "choose 1 card he must discard": his discard of the card you choose
    def choose_for_discard(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        who = next(x.who for x in c if hasattr(x, "who"))
        if who == "you":
            raise ValueError("'choose 1 card you must discard' is not read")
        quantity = dataclasses.replace(cards.quantity, chosen_by="you")
        return _Forced(A.Discard(who, quantity, cards.filter, zone=cards.zone))

    # -- "you may immediately play another TMF with it": a card played together with the card just played
    def play_with(self, c):
        cards = next(x for x in c if isinstance(x, A.Cards))
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return N.PlayAlong("you", cards, self._one_zone(zones))

    # -- "you may choose this card until that maneuver finishes resolving"
    def choose_this_until(self, c):
        if c[0].kind != "this":
            raise ValueError("'choose it until ...': a card named before")
        kinds = filter_from_desc(c[-1].value).kinds
        if len(kinds) != 1:
            raise ValueError("'until that <card> finishes resolving': one card")
        return N.ChooseThis("you", f"that {kinds[0].lower()} finishes resolving")

    # -- "your opponent does not discard", "do not discard": the discard the card asks is not made
    def no_discard_bare(self, c):
        return A.Prohibition("you", "discard")

    def prohibit_not_done(self, c):
        if c[-1] != "discard_for":
            raise ValueError("'does not draw / search' without what for is not read")
        return A.Prohibition(c[0].who, "discard")

    # -- "this card is a High Risk + High Risk instead": the parts of a Multi maneuver, each a kind, in place of its own
    def considered_multi_instead(self, c):
        scope, parts = c[0], []
        for tok in c[1:]:
            f = filter_from_desc(tok.value)
            if len(f.kinds) != 1 or dataclasses.replace(f, kinds=()) != A.CardFilter():
                raise ValueError("'a X + Y': each part one maneuver kind")
            parts.append(f.kinds[0])
        return A.Considered(scope, as_kind=A.CardFilter(kinds=tuple(parts)), mode="instead")

    # -- "listed on a Feud in his Ring": a card of that kind (where it is)
    def lw_desc(self, c):
        f = filter_from_desc(c[0].value)
        words = " ".join(f.traits + f.kinds)
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        if zone is None:
            return f"a {words}"
        whose = {"you": "your", "opponent": "his"}.get(zone.owner, "any")
        return f"a {words} in {whose} {zone.name.capitalize()}"

    # -- "you may play this card and end his turn" (as may_play_cards: modal "may" + play)
    def may_play_this(self, c):
        if c[1].kind != "this":
            raise ValueError("'may play it': a card named before")
        player = c[0].who
        return A.Optional(A.Play(player, None, True), player)

    # -- "you may play 1 Foreign Object maneuver with it from hand"
    def may_play_with(self, c):
        player = c[0].who
        return A.Optional(dataclasses.replace(self.play_with(c[1:]), player=player), player)

    # -- "you cannot Activate that card for the rest of the turn": the card named before
    def prohibit_activate_it(self, c):
        if c[1].kind != "it":
            raise ValueError("'cannot Activate this card' is not read here")
        duration = c[2] if len(c) > 2 else None
        return A.Prohibition(c[0].who, "activate", A.CardFilter(qualifiers=("it",)), duration)

    # -- "announce one of the following: Strike, Grapple, Submission, OR High Risk"
    def name_announce(self, c):
        if c[0] != 1:
            raise ValueError("'announce <N> of the following': one")
        return self.name_kinds([c[-1]])

    # -- "when this card was played as an action": this card played as that type (Condition played_as)
    def c_this_played_as(self, c):
        if c[0].kind != "this":
            raise ValueError("'when it was played as ...': a card named before")
        return A.Condition("played_as", filter=filter_from_desc(c[-1].value))

    # -- "Backlash / Ringside Search 1 card": the Backlash deck as a searched place
    def sz_backlash(self, _):
        return A.Zone("backlash", "you")

    # -- "cards not titled X": any but that title
    def post_not_titled(self, c):
        from .parts import _Post
        return _Post(qualifiers=("not titled " + " or ".join(str(c[-1].value).split("|")),))

    # -- "until his Fortitude is less than or equal to yours": the stop of a repeated move
    def stop_fortitude_at_most(self, c):
        owner = next(x.who for x in c if isinstance(x, _Owner))
        than = next(x for x in c if isinstance(x, str))
        if owner not in ("you", "opponent") or owner == than:
            raise ValueError("a Fortitude stop compares one player's Fortitude with the other's")
        return N.UntilFortitude(owner, than)

    def ut_you(self, _):
        return "you"

    def ut_opp(self, _):
        return "opponent"

    # -- "search your Arsenal for either 1 maneuver ... or Master of Five Languages": a title alone, 1 card so titled
    def search_alt_title(self, c):
        return A.Cards(A.Quantity(count=1), A.CardFilter(kinds=("Card",), titled=tuple(str(c[0].value).split("|"))))

    # -- "shuffle up to 2 cards from your Ringside pile into your Arsenal that are not titled Iron Will"
    def shuffle_into_not_titled(self, c):
        move = self.shuffle_into(c[:2])
        if not isinstance(move, A.MoveCards) or move.cards is None or move.this_card:
            raise ValueError("'that are not titled' after the place reads the cards moved")
        f = move.cards.filter
        f = dataclasses.replace(f, qualifiers=f.qualifiers + ("not titled " + " or ".join(str(c[-1].value).split("|")),))
        return dataclasses.replace(move, cards=dataclasses.replace(move.cards, filter=f))

    # -- "search ... for 2 maneuvers, show your opponent and place them in your hand": show them to him (as "reveal it")
    def show_player(self, c):
        return A.Reveal("you", "it", None)

    # -- "When you would Promo, ...": the Promo replaced (as "When you would draw ...")
    def tr_would_promo(self, c):
        who = c[0].who
        return A.Trigger("when_would", by=who, event=A.Promo(who, None))

    # -- "with card titles listed in your Ability" (as "with titles listed in ...")
    def post_listed_card_titles(self, c):
        if filter_from_desc(c[0].value).kinds != ("Card",):
            raise ValueError("'with <kind> titles listed' reads plain card titles only")
        from .parts import _Post
        return _Post(qualifiers=(f"listed on {c[-1]}",))
