"""Transformer methods for `grammar/clauses.lark`: triggers, conditions, play, deck-construction
and reversal restrictions ("Cannot be reversed", "Can only be played after ..."), keywords."""
from __future__ import annotations

from . import ast as A
from .parts import _Forced, _Owner, _P, _Post, _REQUIREMENT_NAMES, _Raw, _with_player, filter_from_desc


class ClausesBuild:
    """ClausesBuild is a mixin of the main transformer (`grammar.Build`); its method names are
    the rule aliases of its grammar file."""

    # -- triggers
    def _trig(kind):
        def method(self, c):
            zone = next((x for x in c if isinstance(x, A.Zone)), None)
            return A.Trigger(kind, zone)
        return method

    def t_successfully_played(self, c):
        """ "When successfully played" / "when this card is successfully played": this card.
        "when that card / when it is successfully played" speaks of a card the sentence named before
        ("Your next maneuver played this turn is +5D, and when it is successfully played, draw 1 card"):
        that card's moment, not this card's."""
        if any(isinstance(x, _Raw) and x.kind != "this" for x in c):
            return A.Trigger("when_player_plays", by="you",
                             filter=A.CardFilter(qualifiers=("that card", "successfully played")))
        return A.Trigger("when_successfully_played")

    t_played = _trig("when_played")

    t_as_counter = _trig("as_counter")



    t_once_per_turn = _trig("once_per_turn")

    t_start_of_turn = _trig("start_of_turn")

    t_start_of_next_turn = _trig("start_of_next_turn")

    t_end_of_turn = _trig("end_of_turn")

    t_end_of_prematch = _trig("end_of_prematch")

    t_before_prematch = _trig("before_prematch")

    def t_before_prematch_post(self, c):
        """ "You may put this card into your Ring area before the Pre-match." (trailing; as the leading "Before the
        Pre-match phase, ...")"""
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Pre-match",)):
            raise ValueError("'before the X phase' for a phase other than the Pre-match")
        return A.Trigger("before_prematch")

    t_reversed = _trig("when_reversed")

    t_unsuccessful = _trig("when_unsuccessful")

    t_overturned = _trig("when_overturned")

    t_damage_applied = _trig("damage_applied")

    t_during_your_turn = _trig("during_your_turn")

    t_during_opp_turn = _trig("during_opponent_turn")

    t_when_discarded = _trig("when_discarded")

    def t_in_zone(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        kind = "while_in_ring" if zone.name == "ring" else "while_in_zone"
        return A.Trigger(kind, zone)

    t_in_zone_bare = t_in_zone

    def t_reversed_from(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("when_reversed", zones[0])

    def t_as(self, c):
        f = filter_from_desc(c[0].value)
        if f.traits and f.kinds:
            # "as a Mid-match Action: Run-in, you may put this card ... into your Ringside pile to ...": the
            # trigger keeps only the kind it is played as; a trait it would count as (Run-in) is not read
            raise ValueError("'as a <trait> <kind>' is not read: the trigger carries no trait")
        at = getattr(c[0], "index", None)
        header = at is not None and at + 1 < len(self.toks) and self.toks[at + 1].value == ":"
        if header and f.traits and not f.kinds:
            # "this card is +2D and Volley: +2" (For every Volley card ...): "Volley: +2" changes the Volley number, a
            # value no node carries; it is not "as a Volley" (a trait is no type the card is played as): not read
            raise ValueError("'<trait>: +N' is a change of that trait's number, not 'as a <trait>'")
        kind = (f.kinds or f.traits or ("card",))[0]
        return A.Trigger("as_" + kind.lower().replace(" ", "_"))

    def t_value_for_half(self, c):
        """ "the Fortitude Value for this Action is F: 0": the stats this card has as that half."""
        f = filter_from_desc(c[-1].value)
        if f.kinds not in (("Action",), ("Maneuver",), ("Reversal",)) or f.traits or f.excludes:
            raise ValueError("the value for this half: an action, a maneuver or a reversal")
        return A.Trigger("as_" + f.kinds[0].lower())

    def t_played_as(self, c):
        f = filter_from_desc(c[-1].value)
        kind = (f.kinds or f.traits or ("card",))[0]
        return A.Trigger("when_played_as_" + kind.lower().replace(" ", "_"))

    # -- conditions
    def condition(self, c):
        return c[0]

    def c_have(self, c):
        cards = c[1]
        return A.Condition("have_cards", player=c[0].who, filter=cards.filter, quantity=cards.quantity,
                           zone=cards.zone)

    def c_have_none(self, c):
        f = c[1].value[0]
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Condition("have_cards", player=c[0].who, filter=f, quantity=A.Quantity(count=0),
                           zone=self._one_zone(zones))

    def c_have_not(self, c):
        cards = c[1]
        return A.Condition("have_cards", player=c[0].who, filter=cards.filter, quantity=cards.quantity,
                           zone=cards.zone, negated=True)

    def cw_less(self, _):
        return _Raw("cmp", "less")

    def cw_greater(self, _):
        return _Raw("cmp", "greater")

    def cw_same(self, _):
        return _Raw("cmp", "equal")

    def sn_fortitude(self, _):
        return _Raw("stat", "fortitude_rating")

    def sn_superstar_value(self, _):
        return _Raw("stat", "superstar_value")

    @staticmethod
    def _counted(c, stat, zone):
        """ "cards in your hand" is the stat; "Reversal cards in your Ring" counts only those cards (`filter`)."""
        raw = _Raw("stat", stat)
        desc = next((x for x in c if isinstance(x, _Raw) and x.kind == "desc"), None)
        f = filter_from_desc(desc.value) if desc is not None else A.CardFilter()
        raw.filter = None if f in (A.CardFilter(), A.CardFilter(kinds=("Card",))) else f
        raw.zone = zone
        return raw

    def sn_hand(self, c):
        return self._counted(c, "hand_size", "hand")

    def sn_arsenal(self, c):
        return self._counted(c, "arsenal_size", "arsenal")

    def sn_ring(self, c):
        return self._counted(c, "ring_count", "ring")

    def sn_ringside(self, c):
        """ "you have more cards in your Ringside than your opponent": the size of the Ringside pile."""
        return self._counted(c, "ringside_size", "ringside")

    def c_compare_bare(self, c):
        """ "Less Fortitude: -5F" (a Revolution header with no player): you have less Fortitude."""
        return self.c_compare_short([_P("you")] + list(c))

    def c_compare_short_n_cards(self, c):
        """ "if you have at least 5 cards more in your hand than your opponent" : as "at least 5 more cards
        in your hand than your opponent" (the cards counted before the comparison)."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        q = cards.quantity
        if not q.at_least or q.count is None or cards.zone is not None:
            raise ValueError("'have N cards more in hand than': at least a number of cards")
        stat = _Raw("stat", "hand_size")
        stat.filter = None if cards.filter in (A.CardFilter(), A.CardFilter(kinds=("Card",))) else cards.filter
        stat.zone = "hand"
        rest = [x for x in c if x is not cards]
        return self.c_compare_short(rest[:1] + [q.count] + rest[1:2] + [stat] + rest[2:])

    def c_compare_short(self, c):
        player = c[0].who
        amount = next((x for x in c if isinstance(x, int)), None)
        cmps = [x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp"]
        stats = [x.value for x in c if isinstance(x, _Raw) and x.kind == "stat"]
        counted = [x for x in c if isinstance(x, _Raw) and x.kind == "stat" and getattr(x, "filter", None)]
        if counted and len(stats) == 1:
            # "if you have fewer Reversal cards in your Ring area than your opponent": a count of those cards
            # (as "fewer cards than" reads, kind compare, stat "count"), not of every card there
            return A.Condition("compare", player=player, stat="count", comparison=cmps[0], amount=amount,
                               filter=counted[0].filter, zone=A.Zone(counted[0].zone, player))
        if len(stats) > 1:
            # "lower Fortitude or fewer cards in hand": either comparison
            return A.Condition("compare", player=player, stat="|".join(stats), comparison=cmps[0],
                               amount=amount, names=("either",))
        return A.Condition("compare", player=player, stat=stats[0], comparison=cmps[0], amount=amount)

    def c_compare_short_have(self, c):
        """ "when your opponent has more Pre-match cards in his Ring area than you have in your Ring area": those
        cards in each player's own Ring (as "... than you")."""
        players = [x for x in c if isinstance(x, _P)]
        owner = next(x for x in c if isinstance(x, _Owner))
        stats = [x for x in c if isinstance(x, _Raw) and x.kind == "stat"]
        if len(players) != 2 or players[0].who == players[1].who or owner.who != players[1].who \
                or len(stats) != 1 or getattr(stats[0], "zone", None) != "ring":
            raise ValueError("'more X in his Ring than you have in your Ring': not the same cards on both sides")
        return self.c_compare_short([x for x in c if x is not players[1] and x is not owner])

    def c_compare_either_than(self, c):
        """ "when you have fewer cards in your hand or less Fortitude than your opponent": either comparison, both the
        same way (c_compare_short keeps the first comparison word)."""
        cmps = {x.value.lower() for x in c if isinstance(x, _Raw) and x.kind == "cmp"}
        if not (cmps <= {"less", "lower", "fewer"} or cmps <= {"greater", "more", "higher"}):
            raise ValueError("'greater X or fewer Y than': two ways")
        return self.c_compare_short([x for x in c if not (isinstance(x, _P) and x is not c[0])])

    def c_compare(self, c):
        owner = c[0].who
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        stat = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "stat")
        return A.Condition("compare", player=owner, stat=stat, comparison=cmp)

    def c_stat_is(self, c):
        stat = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "stat")
        amount = next(x for x in c if isinstance(x, int))
        return A.Condition("stat_is", player=c[0].who, stat=stat, amount=amount)

    def c_superstar(self, c):
        return A.Condition("superstar_is", player=c[0].who, names=tuple(c[1].value.split("|")))

    def c_not_superstar(self, c):
        return A.Condition("superstar_is", player=c[0].who, names=tuple(c[1].value.split("|")), negated=True)

    def c_it_is(self, c):
        return A.Condition("it_is", filter=c[-1].filter)

    def t_successful_damage(self, _):
        return ("multi", A.Trigger("when_successfully_played"), A.Trigger("damage_applied"))

    def t_removed_by_effect(self, c):
        return A.Trigger("when_moved_by_effect", zone=c[-1], by=c[0].who)

    def pr_must_before(self, c):
        return A.PlayRestriction("must_after", A.Condition("played_after", filter=A.CardFilter(
            kinds=filter_from_desc(c[0].value).kinds, titled=(c[1].value,))))

    def pr_you_must_play_before(self, c):
        """ "You must play the card titled Throw Into the Corner Turnbuckle before playing this card." (Kick,
        Fully Loaded): as "The card titled ... must be played before playing this card" -- this card is
        played after it. Only the player of this card: another player's obligation is no play restriction."""
        player, modal, before = c[0], c[1], c[2]
        if player.who != "you" or getattr(modal, "kind", None) != "must" or before.zone is not None:
            raise ValueError("only 'you must play X before playing this card' is this card's play restriction")
        return A.PlayRestriction("must_after", A.Condition("played_after", filter=before.filter,
                                                            quantity=before.quantity))

    def prohibit_play_after(self, c):
        return A.Prohibition(c[0].who, "play", c[1].filter, "immediately_after_this")

    def force(self, c):
        """ "force your opponent to discard", "he may allow you to shuffle ...": the step is the named
        player's, whoever forces or allows it (the clause's own player does not replace him)."""
        effect = c[-1].effect if isinstance(c[-1], _Forced) else c[-1]
        return _Forced(_with_player(effect, c[0].who))

    def c_female(self, c):
        return A.Condition("superstar_is", player=c[0].who, names=("Female",))

    def c_player_is(self, c):
        f = filter_from_desc(c[1].value)
        # "a GM or Legend Superstar": either identity (the alternatives were dropped: names=())
        return A.Condition("superstar_is", player=c[0].who,
                           names=tuple(n for alt in (f.alternatives or (f,)) for n in alt.traits + alt.kinds))

    def c_player_is_or_female(self, c):
        """ "if your opponent is a GM or Female Superstar": either identity (as "a GM or Legend Superstar")"""
        cond = self.c_player_is(c)
        return A.Condition(cond.kind, player=cond.player, names=cond.names + ("Female",))

    def c_next_card(self, c):
        cards = c[-1]
        return A.Condition("next_card_is", player="you", filter=cards.filter)

    def c_next_titled(self, c):
        return A.Condition("next_card_is", player="you", filter=A.CardFilter(titled=(c[-1].value,)))

    def c_played_after(self, c):
        return A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity)

    def c_played_after_desc(self, c):
        f = c[0].value[0]
        return A.Condition("played_after", filter=A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + ("successfully played",)}))

    def c_played_by(self, c):
        f = filter_from_desc(c[-1].value)
        return A.Condition("played_by", names=f.traits + f.kinds)

    def condition_unless(self, c):
        """"unless X": the condition is that X is NOT so."""
        import dataclasses

        return dataclasses.replace(c[0], negated=not c[0].negated)

    def skip_turn(self, c):
        return A.SkipTurn(c[0].who)

    def skip_turns(self, c):
        """ "he skips his next two turns" """
        return A.SkipTurn(c[0].who, count=next(x for x in c if isinstance(x, int)))

    def skip_draws(self, c):
        """ "Skip your next 2 Draw Segments" """
        return A.SkipDrawSegment(c[0].who, count=next(x for x in c if isinstance(x, int)))

    def s_first_next_turn_of(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        return A.Scope("first_next_turn", filter_from_desc(raw.value), c[-1].who)

    def blank_verb(self, c, damage=False):
        """"Blank that maneuver's text (and damage) until the end of the turn"."""
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("it"), duration, damage=damage)

    def blank_verb_damage(self, c):
        return self.blank_verb(c, damage=True)

    def rr_scope_for(self, c):
        import dataclasses

        return dataclasses.replace(self.rr_scope(c[:-1]), duration=c[-1])

    def t_during_opp_next_turn(self, _):
        return A.Trigger("during_opponent_next_turn")

    def same_hand_as(self, c):
        """"until you have the same number of cards in your hand as your opponent"."""
        players = [x.who for x in c if isinstance(x, _P)]
        return f"until the hand of {players[0]} has as many cards as the hand of {players[-1]}"

    def draw_until_same(self, c):
        return A.Draw("you", A.Quantity(equal_to=c[-1]))

    def discard_until_same(self, c):
        return A.Discard("you", A.Quantity(equal_to=c[-1]))

    def post_played_by(self, c):
        """"any HEEL card played by your opponent", "all maneuvers played by all players"."""
        return _Post(qualifiers=(f"played by {c[0].who}",))

    def overturn_equal(self, c):
        return A.Overturn("you", A.Quantity(equal_to=c[-1]))

    def equal_to_post(self, c):
        """ "the number of cards in your Ring area with 'BASH' in the title": the words after the place
        describe the cards."""
        f = filter_from_desc(c[0].value)
        f = A.CardFilter(**{**f.__dict__, "title_words": f.title_words + (c[2],)})
        return self.equal_to([A.Cards(A.Quantity(all=True), f, c[1])])

    def eq_title_word(self, c):
        return c[-1].value

    def equal_to_half(self, c):
        rounding = next((x for x in c if getattr(x, "kind", None) == "rounding"), None)
        return f"half the {c[0]}" + (f", rounded {rounding.value}" if rounding else "")

    def eq_rounding(self, c):
        return c[0]

    def equal_to_damage(self, _):
        return "damage of the maneuver"

    def equal_to_printed_damage(self, _):
        return "printed damage of the maneuver"

    def equal_to_ssv(self, c):
        return f"Superstar Value of {c[0].who}"

    def equal_to_fortitude(self, c):
        """ "equal up to your opponent's Fortitude": his Fortitude Rating."""
        return f"Fortitude Rating of {c[0].who}"

    def equal_to_fortitude_of(self, c):
        """ "equal to the Fortitude of the reversed card": that card's Fortitude."""
        if not (isinstance(c[0], _Raw) and c[0].kind == "reversed_card"):
            raise ValueError("the Fortitude of a card named before")
        return "Fortitude of the reversed card"

    def hide(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.Hide("you", cards, this)

    def promo(self, c):
        return A.Promo("you", c[0])

    def c_played_by_superstar(self, c):
        """"If played by the Undertaker": the player of this card is that Superstar."""
        return A.Condition("superstar_is", player="you", names=tuple(c[-1].value.split("|")))

    def take_put(self, c):
        """"you must take the top 3 cards from your Arsenal and put them into your Ringside pile"."""
        cards = c[0]
        return A.MoveCards("you", cards, cards.zone, c[-1])

    def gain_requirement(self, c):
        title = c[0].value
        zone = c[-1]
        return A.GainRequirement(A.Scope("them"), A.Requirement(f"{title} in your Ring", A.Condition(
            "card_in_zone", filter=A.CardFilter(titled=(title,)), zone=zone)))

    def c_played_by_word(self, c):
        return A.Condition("played_by", names=("Extremist",))

    def c_played_by_non_word(self, c):
        """ "When played by a non-Extremist" : not played by an Extremist."""
        return A.Condition("played_by", names=("Extremist",), negated=True)

    def c_played_from(self, c):
        return A.Condition("played_from", zone=self._one_zone(c[0]))

    def c_reversed(self, c):
        return A.Condition("result", names=("reversed",))

    def c_titled_in_zone(self, c):
        # "when the card titled Managed by Dawn Marie is in any Ring area or Ringside pile": either place (the first
        # place with the others as its alternatives)
        zone = self._one_zone(next(x for x in c if isinstance(x, tuple)))
        return A.Condition("card_in_zone", filter=A.CardFilter(titled=(c[1].value,)), zone=zone,
                           player=zone.owner)

    def c_have_titled(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Condition("card_in_zone", player=c[0].who, filter=A.CardFilter(titled=(c[2].value,)), zone=zone)

    def c_have_titled_or(self, c):
        """ "you have the card titled Backstage Politics or a card with the word 'McMahon' in the title in your Ring
        area": the titled card there, or one such card there."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        other, chosen, adjs = next(x for x in c if isinstance(x, _Raw) and x.kind == "filter").value
        if chosen or adjs:
            raise ValueError("the other card of 'the card titled X or a Y' with more than a description")
        return A.Condition("any", any_of=(
            A.Condition("card_in_zone", player=c[0].who, filter=A.CardFilter(titled=(c[2].value,)), zone=zone),
            A.Condition("have_cards", player=c[0].who, filter=other, quantity=A.Quantity(count=1), zone=zone)))

    def c_there_are(self, c):
        return A.Condition("have_cards", player="any", filter=c[0].filter, quantity=c[0].quantity, zone=c[0].zone)

    def c_played_this_turn(self, c):
        return A.Condition("played_this_turn", player=c[0].who, filter=c[1].filter, quantity=c[1].quantity)

    def c_your_turn(self, _):
        return A.Condition("during_turn", player="you")

    def c_opp_turn(self, _):
        return A.Condition("during_turn", player="opponent")

    # -- play restrictions
    def pw_after(self, c):
        return A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity)

    def pw_after_either(self, c):
        filters = [x.filter for x in c]
        if "successfully played" in filters[0].qualifiers:
            # "after a successfully played Submission maneuver or Chain maneuver": both successfully played
            filters = [f if "successfully played" in f.qualifiers else
                       A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + ("successfully played",)})
                       for f in filters]
        return A.Condition("any", any_of=tuple(A.Condition("played_after", filter=f, quantity=x.quantity)
                                               for f, x in zip(filters, c)))

    def pw_condition(self, c):
        return c[0]

    def pw_counter(self, c):
        if c:
            return ("counter", A.Condition("as_counter"), filter_from_desc(c[0].value))
        return A.Condition("as_counter")

    def pw_your_turn(self, _):
        return A.Condition("during_turn", player="you")

    def _pr(kind):
        def method(self, c):
            cond = next((x for x in c if isinstance(x, A.Condition)), None)
            counter = cond is not None and cond.kind == "as_counter"
            return A.PlayRestriction(kind, None if counter else cond, or_counter=counter or self._counter)
        return method

    _counter = False

    def pw_after_counter(self, c):
        cond = A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity, names=("or_counter",))
        if len(c) > 1:
            return ("counter", cond, c[1].value[0])
        return cond

    def pr_only(self, c):
        cond = c[0]
        counter_filter = counter = None
        if isinstance(cond, tuple):
            _, cond, counter_filter, *spec = cond
            counter = spec[0] if spec else None     # "as a Counter (hand or Backlash)" (reversals.py counter_paren)
        if counter_filter is not None and "Reversal" in counter_filter.kinds:
            # "as a Counter (3D+ reversal)": the reversal that made it a Counter, not the card it reversed
            counter, counter_filter = A.Condition("as_counter_with", filter=counter_filter), None
        if cond.kind == "as_counter":
            return A.PlayRestriction("only_as_counter", counter_filter=counter_filter, or_counter=True, counter=counter)
        if cond.kind == "any" and all(x.kind == "played_after" for x in cond.any_of):
            # "after X or Y, or as a Counter (maneuver)" (conditions.py pw_after_any_or_counter) keeps its Counter
            counter = isinstance(c[0], tuple)
            return A.PlayRestriction("only_after", cond, or_counter=counter, counter_filter=counter_filter)
        if cond.kind == "played_after" and cond.names == ("or_counter",) and counter_filter is not None:
            return A.PlayRestriction("only_after", A.Condition("played_after", filter=cond.filter,
                                                                quantity=cond.quantity), or_counter=True,
                                     counter_filter=counter_filter)
        if cond.kind == "played_after" and cond.names == ("or_counter",):
            return A.PlayRestriction("only_after", A.Condition("played_after", filter=cond.filter,
                                                                quantity=cond.quantity), or_counter=True,
                                     counter=counter)
        # "or as a counter" is a literal tail: detect it from the tokens of the clause
        return A.PlayRestriction("only_after" if cond.kind == "played_after" else "only_when", cond,
                                 or_counter=False)

    def pr_phase(self, c):
        f = filter_from_desc(c[0].value)
        return A.PlayRestriction("during_phase", zones=f.kinds + f.traits)

    def pr_by(self, c):
        return A.PlayRestriction("only_by", A.Condition("played_by", names=tuple(n for p in c for n in p)))

    def pw_after_either2(self, c):
        second = A.CardFilter(kinds=filter_from_desc(c[1].value).kinds, titled=(c[-1].value,))
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          A.Condition("played_after", filter=second)))

    # -- deck construction
    def packer(self, c):
        names = []
        for x in c:
            if isinstance(x, _Raw):
                if x.kind == "desc":
                    f = filter_from_desc(x.value)
                    # "a GM or Chairman Superstar": each alternative
                    names.extend(n for alt in (f.alternatives or (f,)) for n in alt.traits + alt.kinds)
                elif x.kind == "packer":
                    names.append(x.value)
                elif x.kind == "group":
                    names.append(f"{x.value} Member")     # "a Heenan Family Member"
                else:
                    names.append(str(x.value))
        return tuple(names) or ("Superstar",)

    def pk_female(self, _):
        return _Raw("packer", "Female")

    def pk_male(self, _):
        return _Raw("packer", "Male")

    def pk_rookie(self, _):
        return _Raw("packer", "Rookie")

    def pk_throwback(self, _):
        return _Raw("packer", "Throwback")

    def pk_legend(self, _):
        return _Raw("packer", "Legend")

    def pk_diva(self, _):
        return _Raw("packer", "Diva")

    def pk_desc(self, c):
        return c[0]

    def dr_capacity(self, c):
        """ "Your opponent's Mid-match Capacity is -1" """
        f = filter_from_desc(c[1].value)
        return A.DeckRule("capacity", f.kinds + f.traits, c[2].value[0][1], player=c[0].who)

    def dr_no_slot(self, c):
        raw = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        f = filter_from_desc(raw[-1].value)
        return A.DeckRule("no_slot", f.kinds + f.traits)

    def dr_no_slot_any(self, c):
        """ "This card does not take up a slot in your Ring." (no kind of slot named: any)"""
        return A.DeckRule("no_slot", ())

    def dr_storyline_is(self, c):
        a = filter_from_desc(c[1].value)
        b = filter_from_desc(c[2].value)
        if not (b.kinds or b.traits) and (b.damage is not None or b.fortitude is not None):
            # "his maneuver is 4D", "your opponent's maneuver is D: 4" : not a Storyline rule but the card's
            # stats, as "it is 4D" (Considered, `as_kind` the stats), not "Your Storyline is Permanent"
            return A.Considered(A.Scope("all", a, c[0].who), as_kind=b)
        return A.DeckRule("kind_is", a.kinds + a.traits + b.kinds + b.traits)

    def modifier_noverb(self, c):
        return self.modifier([c[0], c[1]] + list(c[2:]))

    def postfix(self, c):
        return ("postfix", c[0])

    def pr_must(self, c):
        return A.PlayRestriction("must_after" if c[0].kind == "played_after" else "must_when", c[0])

    def pr_cannot(self, c):
        return A.PlayRestriction("cannot_when", c[0])

    def pr_phase_except(self, c):
        """ "Can be played during any Pre-match phase, except the Events phase": pr_phase, then pr_not_phase."""
        during, left_out = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        return (self.pr_phase([during]), self.pr_not_phase([left_out]))

    def pr_not_phase(self, c):
        """ "Cannot be played during the Pre-match phase." (as "Can be played during any Pre-match phase", denied)"""
        f = filter_from_desc(next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value)
        return A.PlayRestriction("not_during_phase", zones=f.kinds + f.traits)

    def pr_from(self, c):
        return A.PlayRestriction("may_play_from", zones=tuple(z.name for z in c[0]))

    def pr_from_rfg(self, _):
        """ "can be played from RFG": from among the cards removed from the game (zone "game", as "removed from the
        game" in a list of zones)"""
        return A.PlayRestriction("may_play_from", zones=("game",))

    def pr_from_player_rfg(self, c):
        """ "You may play this card from RFG." (as "Can be played from RFG.")"""
        if c[0].who != "you":
            raise ValueError("another player playing this card")
        return self.pr_from_rfg(c)

    def pr_from_player(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones))

    def may_play_cards(self, c):
        """"You may play the card titled No Sell Maneuver." -- the same as modal "may" + play."""
        player = c[0].who
        zones = next((x for x in c if isinstance(x, tuple)), ())
        if player == "none":
            # "No player may play a Title Belt" (a ban on every player); "... in his Ring", "... when he ...": "he"/"his"
            # would be read as the opponent, left unread (grammar.py no_player_plays)
            return self.no_player_plays(A.Play("none", c[1], source=self._one_zone(zones)))
        return A.Optional(_with_player(A.Play("you", c[1], source=self._one_zone(zones)), player), player)

    def pr_counter(self, _):
        return A.PlayRestriction("as_counter")

    # -- reversal restrictions
    def rr_cannot(self, _):
        return A.ReversalRestriction("cannot_be_reversed")

    def rr_cannot_by(self, c):
        return A.ReversalRestriction("cannot_be_reversed", by=self._merge_filters(c), by_any=self._all_filters(c))

    def _merge_filters(self, cards_list):
        filters = [x.filter for x in cards_list if isinstance(x, A.Cards)]
        if len(filters) == 1:
            return filters[0]
        if all(set(f.kinds) <= {"Card"} and f.titled and not (f.excludes or f.traits) for f in filters):
            # "the cards titled X or Y"
            return A.CardFilter(kinds=("Card",), titled=tuple(t for f in filters for t in f.titled))
        return filters[0]

    def _all_filters(self, cards_list):
        filters = tuple(x.filter for x in cards_list if isinstance(x, A.Cards))
        if len(filters) == 1 and filters[0].alternatives:
            return filters[0].alternatives
        return filters if len(filters) > 1 else ()

    def rr_cannot_from(self, c):
        return A.ReversalRestriction("cannot_be_reversed", zones=tuple(z.name for z in c[0]))

    def rr_cannot_when(self, c):
        conds = [x for x in c if isinstance(x, A.Condition)]
        if len(conds) > 1:
            # "Cannot be reversed when A or when B": one restriction per case
            return tuple(A.ReversalRestriction("cannot_be_reversed", condition=x) for x in conds)
        kind = "irreversible_when" if conds[0].kind == "played_after" else "cannot_be_reversed"
        return A.ReversalRestriction(kind, condition=conds[0])

    def rr_cannot_by_when(self, c):
        return A.ReversalRestriction("cannot_be_reversed", by=c[0].filter, condition=c[1])

    def rr_only_by(self, c):
        cards = [x for x in c if isinstance(x, A.Cards)]
        count = cards[0].quantity.count if len(cards) == 1 and cards[0].quantity.count not in (None, 1) else None
        return A.ReversalRestriction("only_by", by=self._merge_filters(c), count=count, by_any=self._all_filters(c))

    def rr_only_from(self, c):
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[0]))

    def rr_as_if(self, c):
        """"Can be reversed as if it was non-Unique": only the non-Unique reading (other kinds: reversals.py)."""
        raw = next(x for x in c if isinstance(x, _Raw))
        f = filter_from_desc(raw.value)
        if f != A.CardFilter(kinds=(), excludes=("Unique",)):
            raise ValueError("'can be reversed as if it was X': not non-Unique")
        return A.ReversalRestriction("as_if_non_unique")

    def rr_effect(self, _):
        return A.ReversalRestriction("effect_cannot_be_reversed")

    def rr_ace_of(self, c):
        """ "Your Superstar-specific ACE cannot be reversed": the Activated Card Effects of your cards of that description
        (of your card of that title) cannot be reversed (as "this effect cannot be reversed", said of those cards)."""
        owner, what = c[0], c[1]
        if owner.who != "you":
            raise ValueError("'<his cards> ACE cannot be reversed' is not read")
        f = A.CardFilter(titled=(what.value,)) if what.kind == "title" else filter_from_desc(what.value)
        return A.ReversalRestriction("effect_cannot_be_reversed", applies_to=A.Scope("all", f))

    def rr_cannot_respond(self, c):
        """"your opponent cannot respond to this card"; "... to it": the card the sentence names before (this card,
        or "your next maneuver")."""
        if isinstance(c[-1], _Raw) and c[-1].kind == "it":
            return A.ReversalRestriction("cannot_respond", applies_to=A.Scope("it"))
        return A.ReversalRestriction("cannot_respond")

    def rr_cannot_this_player(self, c):
        """ "Your opponent cannot reverse this card", "Your opponent cannot play non-Unique reversals to this card" (`by`
        the reversals named: not every reversal)."""
        raw = next((x for x in c if isinstance(x, _Raw) and x.kind == "desc"), None)
        by = filter_from_desc(raw.value) if raw is not None else None
        if by in (A.CardFilter(kinds=("Reversal",)), A.CardFilter(kinds=("Card",))):
            by = None
        return A.ReversalRestriction("cannot_be_reversed", by=by, applies_to=self._scope_of(c[-1]))

    def rr_cannot_play_to_scope(self, c):
        """ "Your opponent cannot play Backlash reversals to your first High Risk each turn", "your opponent cannot
        play reversals to your next card played this turn": that card cannot be reversed by those cards (`by` None for
        any reversal), as "Your first High Risk each turn cannot be reversed by Backlash reversals"."""
        if c[0].who != "opponent":
            raise ValueError("only the opponent plays reversals to your cards")
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        by = filter_from_desc(raw.value)
        if by in (A.CardFilter(kinds=("Reversal",)), A.CardFilter(kinds=("Card",))):
            by = None
        scope = next(x for x in c if isinstance(x, A.Scope))
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.ReversalRestriction("cannot_be_reversed", by=by, applies_to=scope, duration=duration)

    def rr_scope(self, c):
        scope = c[0]
        zones = ()
        by = None
        if len(c) > 1:
            tail = c[1]
            if isinstance(tail, tuple):
                zones = tuple(z.name for z in tail)
            elif isinstance(tail, A.Cards):
                by = tail.filter
        return A.ReversalRestriction("cannot_be_reversed", by=by, zones=zones, applies_to=scope)

    def rr_tail(self, c):
        return c[0]

    def rr_desc(self, c):
        """ "Roman's Spear cannot be reversed from Backlash": every card so described, whoever's it is."""
        f, _, _ = c[0].value
        return self.rr_scope([A.Scope("all", f, "any")] + list(c[1:]))

    def rr_modified(self, c):
        mods = c[-1]
        if isinstance(mods, tuple) and mods and isinstance(mods[0], tuple):
            mods = tuple(x for g in mods for x in g)
        owner = next((x.who for x in c if isinstance(x, _Owner)), "opponent")
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        by = filter_from_desc(raw.value)
        # what the reversals are played to: this card (None), "it", or a scope ("your next card played")
        target = next((x for x in c if isinstance(x, A.Scope)), None)
        applies_to = None if target is None or target.kind == "this" else target
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.ReversalRestriction("modified", by=by if by != A.CardFilter(kinds=("Reversal",)) else None,
                                     modifier=A.Modifier(mods, A.Scope("reversals_to_this", player=owner),
                                                         duration=duration),
                                     applies_to=applies_to)

    def rr_modified_set(self, c):
        """ "reversals to them are D: 0 for the rest of the turn": the reversals' value set to a number."""
        raws = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        value = filter_from_desc(raws[-1].value)
        rng = value.damage or value.fortitude
        if len(raws) != 2 or rng is None or rng.low is None or rng.low != rng.high or value.kinds or value.traits \
                or (value.damage and value.fortitude) or rng.printed:
            raise ValueError("'reversals to X are <value>': not one value set")
        mods = (A.StatChange(rng.stat, rng.low, set_to=True),)
        return self.rr_modified([x for x in c if x is not raws[-1]] + [mods])

    def _scope_of(self, raw):
        if isinstance(raw, A.Scope):
            return raw
        if isinstance(raw, _Raw) and raw.kind == "this":
            return A.Scope("this")
        if isinstance(raw, _Raw) and raw.kind == "reversed_card":
            return A.Scope("reversed")          # "the reversed card": your opponent's card, not "it"
        return A.Scope("it")

    # -- keywords
    def k_unblankable(self, _):
        return A.Keyword("Cannot be blanked")

    def k_logo_line(self, c):
        """ "Smackdown logo" standing alone at the end of a text: the card's brand logo printed into its text (its
        traits line: the card's own trait, read from its data too)."""
        f = filter_from_desc(c[0].value)
        if len(f.traits) != 1 or f != A.CardFilter(traits=f.traits):
            raise ValueError("a logo line names one brand")
        return A.TraitLine(f.traits)

    def k_requirement(self, c):
        return c[0]

    def k_requirements(self, c):
        """ "Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn": each requirement,
        all of them to be met (one Requirement each, in a Sequence)."""
        return A.Sequence(tuple(x for x in c if isinstance(x, A.Requirement)))

    def req_desc(self, c):
        f = filter_from_desc(c[0].value)
        names = f.traits + f.kinds + f.excludes
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        cond = A.Condition("card_in_zone", filter=f, zone=zone) if zone else None
        return A.Requirement(" ".join(names), cond)

    def req_compare(self, c):
        parts = []
        conds = []
        for cmp, stat in zip(c[0::2], c[1::2]):
            parts.append(_REQUIREMENT_NAMES.get((cmp.value, stat.value), f"{cmp.value} {stat.value}"))
            conds.append(A.Condition("compare", player="you", stat=stat.value, comparison=cmp.value))
        return A.Requirement(" and ".join(parts), conds[0] if len(conds) == 1 else None)

    def req_compare_or(self, c):
        """ "Requirement: Greater Fortitude or more Antics in your Ring." (either comparison) """
        names, conds = [], []
        for cmp, stat in zip(c[0::2], c[1::2]):
            f = getattr(stat, "filter", None)
            name = _REQUIREMENT_NAMES.get((cmp.value, stat.value), f"{cmp.value} {stat.value}")
            if f is not None:
                name = f"{'More' if cmp.value == 'greater' else 'Fewer'} {' '.join(f.traits + f.kinds)} in " \
                       f"{getattr(stat, 'zone', '').title()}"
            names.append(name)
            conds.append(self.c_compare_short([_P("you"), cmp, stat]))
        return A.Requirement(" or ".join(names), A.Condition("any", any_of=tuple(conds)))

    def req_words(self, _):
        return A.Requirement("Overturned")

    def req_extremist(self, _):
        return A.Requirement("Extremist", A.Condition("played_by", names=("Extremist",)))

    def cards_under(self, c):
        """"all cards under this card" (followed by where they go)."""
        cards = self.cards([x for x in c])
        return A.Cards(self._under_quantity(c, cards), cards.filter, A.Zone("under_card", "you"))

    def cards_under_superstar(self, c):
        """ "the number of cards under your Superstar card": the cards put under your Superstar."""
        cards = self.cards([x for x in c])
        return A.Cards(self._under_quantity(c, cards), cards.filter, A.Zone("under_superstar", "you"))

    def zone_under(self, _):
        """"1 card from under this card": the cards put under this card."""
        return A.Zone("under_card", "you")

    def zone_under_titled(self, c):
        """"put 1 card from your Ringside under Embrace the Hate": the cards under that card."""
        return A.Zone("under_card", "you", card=c[0].value)

    def k_follow_up(self, c):
        filters = [x.filter for x in c]
        if len(filters) == 1:
            return A.FollowUp(filters[0])
        return A.FollowUp(A.CardFilter(kinds=tuple(k for f in filters for k in f.kinds),
                                       traits=tuple(t for f in filters for t in f.traits),
                                       titled=tuple(t for f in filters for t in f.titled)))

    def k_valued(self, c):
        f = filter_from_desc(c[0].value)
        name = (f.traits + f.kinds + ("?",))[0]
        return A.Keyword(name, c[1])

    def k_ace(self, _):
        return A.Keyword("ACE")
