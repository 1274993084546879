"""Transformer methods for `grammar/lexicon.lark`: tokens, players and owners, zones,
quantities and card descriptions ("your non-Unique Strike maneuvers of 5D or less")."""
from __future__ import annotations

import dataclasses

from . import ast as A
from .lexicon import KINDS
from .parts import _A_ONE, _ANY, _Adj, _Owner, _P, _Post, _Raw, _THE, _alternatives, _the_plural, filter_from_desc


class VocabularyBuild:
    """VocabularyBuild is a mixin of the main transformer (`grammar.Build`); its method names are
    the rule aliases of its grammar file."""

    # -- tokens
    def _v(self, token):
        return self.toks[int(token)].value

    def DESC(self, token):
        raw = _Raw("desc", self.toks[int(token)].value)
        text = f" {self.toks[int(token)].text.lower()} "
        raw.and_list = " and " in text and " or " not in text      # "F: 0 and Multi" (both), not "F: 0 or Multi"
        last = text.split()[-1] if text.split() else ""
        raw.plural = last.endswith("s") and last[:-1] in KINDS       # "cards", "maneuvers", "reversals"
        raw.text = self.toks[int(token)].text
        raw.index = int(token)      # where it is in the sentence ("Volley:" as a header: clauses.t_as)
        return raw

    def NUMBER(self, token):
        return self.toks[int(token)].value

    def MOD(self, token):
        return _Raw("mod", self.toks[int(token)].value)

    def STAT(self, token):
        return _Raw("stat", self.toks[int(token)].value)

    def SPAN(self, token):
        return _Raw("span", self.toks[int(token)].value)

    def TITLE(self, token):
        return _Raw("title", self.toks[int(token)].value)

    def SUPERSTAR(self, token):
        return _Raw("superstar", self.toks[int(token)].value)

    def GROUP(self, token):
        """A Faction name ("Heenan Family"), from the Faction cards of the data."""
        return _Raw("group", self.toks[int(token)].value)

    def QUOTED(self, token):
        return _Raw("quoted", self.toks[int(token)].value)

    def QTEXT(self, token):
        return _Raw("qtext", self.toks[int(token)].value)

    # -- players and owners
    def p_you(self, _):
        return _P("you")

    def p_opp(self, _):
        return _P("opponent")

    def p_both(self, _):
        return _P("both")

    def p_any(self, _):
        self.that_player = "any"
        return _P("any")

    def p_he(self, _):
        """ "he" / "him" is your opponent, unless the sentence named "any player" before it: then he is
        that player ("when any player successfully plays a non-Set-up Action card, he may remove the top 2
        cards of his Arsenal", The Price We Pay).  The transformer reads a sentence left to right."""
        return _P(getattr(self, "that_player", None) or "opponent")

    def p_that_player(self, _):
        """ "that player" : the player "any player" named before ("When any player ..., that player
        ..."), else the player of a window or zone named for any player ("Once during any players' turn, that player
        may ...", "When a card goes into any player's Ring area, that player overturns 1 card"): "any"."""
        if getattr(self, "that_player", None) is None:
            self.that_player = "any"     # "his" after it is that player's, as after "any player"
        return _P(self.that_player)

    def p_his_opponent(self, _):
        """ "his opponent": you, unless "he" is "any player" (then it is that player's opponent, which no
        player value says: the sentence stays Unparsed rather than give the draw to you)."""
        if getattr(self, "that_player", None) == "any":
            raise ValueError("'his opponent' after 'any player' is that player's opponent")
        return _P("you")

    def o_you(self, _):
        return _Owner("you")

    def o_opp(self, _):
        return _Owner("opponent")

    def o_his(self, _):
        """ "his": your opponent's, or that player's after "any player" (see p_he)."""
        return _Owner(getattr(self, "that_player", None) or "opponent")

    def o_any(self, _):
        return _Owner("any")

    def p_none(self, _):
        return _P("none")

    # -- added lexicon posts
    def post_from(self, c):
        return _Post(played_from=tuple(f"{z.owner} {z.name}" for z in c[0]))

    def post_logo(self, c):
        f = filter_from_desc(c[0].value)
        return _Post(logos=f.traits + f.kinds)

    def post_same_title(self, c):
        # "with the same title as a card in your Ring": where that card is, too
        zone = next((x for x in c if isinstance(x, A.Zone)), None)
        owner = {"you": "your", "opponent": "opponent's"}.get(zone.owner, zone.owner) if zone is not None else ""
        where = f" in {owner} {zone.name}" if zone is not None else ""
        return _Post(qualifiers=("same title as " + "/".join(c[0].filter.kinds or ("card",)) + where,))

    def post_rfg(self, _):
        return _Post(qualifiers=("removed from the game",))

    def post_played(self, _):
        return _Post(qualifiers=("played",))

    def post_discarded(self, _):
        return _Post(qualifiers=("discarded",))

    def post_flipped(self, _):
        return _Post(qualifiers=("flipped",))

    def post_overturned(self, _):
        return _Post(qualifiers=("overturned",))

    def considered_superstar(self, c):
        return A.Considered(A.Scope("superstar"), as_kind=c[-1].value[0])

    def removed_passive(self, c):
        return A.RemoveFromGame("you", A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=(c[0].kind,))))

    def post_word_title_or_text(self, c):
        """ "cards with 'trash talk' in the title or text": the words in either place (Glossary '"XX" Cards')."""
        return _Post(qualifiers=tuple(f"'{x.value}' in the title or text" for x in c))

    def post_text_word(self, c):
        return _Post(qualifiers=tuple(f"'{x.value}' in the text" for x in c))

    def post_text_quoted(self, c):
        """ "Antics with 'Requirement: Lower Fortitude'", "a card with 'Can only be packed by a Diva'": the quoted
        words of card text (a rules line, or a phrase of 3 words or more) are in its text; a lone word or a list
        ("a maneuver with 'chop', 'clothesline', or 'figure four'") may name a title word instead: not read."""
        (q,) = c
        if "|" in q.value or not (":" in q.value or len(q.value.split()) >= 3):
            raise ValueError("'with' a quoted word: in the title or in the text is not said")
        return self.post_text_word(c)

    def post_without_text_word(self, c):
        """ "non-Unique maneuvers without 'reversed' in the text" """
        return _Post(qualifiers=tuple(f"no '{x.value}' in the text" for x in c))

    def post_female_name(self, _):
        """ "Action: Run-in cards with a female's name in the title": a qualifier the resolver does not follow
        (no card data says which names are female)."""
        return _Post(qualifiers=("a female's name in the title",))

    def post_without_title_word(self, c):
        """ "Strikes without 'kick' in the title" """
        return _Post(qualifiers=tuple(f"no '{x.value}' in the title" for x in c))

    def post_without_desc(self, c):
        """ "an Andre the Giant-specific card without Momentum" : the trait is not on the card."""
        f = filter_from_desc(c[0].value)
        return _Post(qualifiers=tuple("without " + t for t in f.traits + f.kinds))

    def post_without_sv(self, _):
        """ "your maneuver without Stun Value" """
        return _Post(qualifiers=("without Stun Value",))

    def this_card_and(self, c):
        if c[0].kind == "it":
            # "shuffle that card and up to 1 random card ...", "he puts the chosen card and 1 other card ...": the
            # card named before and the others, not this card; "it" too ("When the discarded card is Gail
            # Kim-specific, shuffle it and up to 3 other cards", "reveal 1 maneuver ..., put it and up to 1 card"):
            # the resolver takes "it" for this card only when the sentence names no other card
            return _Raw("it_and", c[-1])
        return _Raw("this_and", c[-1])

    def it_and_this_card(self, c):
        """ "that card and this card", "those cards and this card": the card(s) named before ("it") and this card."""
        if c[0].kind != "it" or filter_from_desc(c[-1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'X and this card': only a card named before, then 'this card', is read")
        return _Raw("this_and", A.Cards(A.Quantity(count=None), A.CardFilter(qualifiers=("it",))))

    # -- zones
    def zn_hand(self, _):
        return "hand"

    def zn_arsenal(self, _):
        return "arsenal"

    def zn_ringside(self, _):
        return "ringside"

    def zn_ring(self, _):
        return "ring"

    def zn_backlash(self, _):
        return "backlash"

    def zn_backstage(self, _):
        return "backstage"

    def zone(self, c):
        if len(c) == 1:     # "from under Omen in the Sky" (the under_titled alternative, already a Zone)
            return c[0]
        return A.Zone(c[1], c[0].who)

    def zone_bare(self, c):
        return A.Zone(c[0], "any")

    def zone_top(self, c):
        return A.Zone(c[0].name, c[0].owner, "top")

    def zone_bottom(self, c):
        return A.Zone(c[0].name, c[0].owner, "bottom")

    def zones(self, c):
        return tuple(c)

    @staticmethod
    def _one_zone(zones):
        """"from hand or Backlash": one Zone, the first place, with the others as its alternatives."""
        if not zones:
            return None
        if len(zones) == 1:
            return zones[0]
        # "your Ring or Ringside": the owner of the first place is the owner of the bare ones after it
        first = zones[0]
        alts = tuple(dataclasses.replace(z, owner=first.owner) if z.owner == "any" else z for z in zones[1:])
        return dataclasses.replace(first, alternatives=alts)

    # -- quantities
    def q_n(self, c):
        return A.Quantity(count=c[0])

    def q_up_to(self, c):
        return A.Quantity(count=c[0], up_to=True)

    def q_any_number(self, _):
        return A.Quantity(any_number=True)

    def q_at_least(self, c):
        return A.Quantity(count=c[0], at_least=True)

    def q_all(self, _):
        return A.Quantity(all=True)

    def q_one(self, _):
        return _A_ONE

    def q_any(self, _):
        return _ANY       # one card, unless the noun is plural ("any Face cards": any number; see _the_plural)

    def q_the(self, _):
        return _THE       # one card, unless the noun is plural ("the cards": all of them; see _the_plural)

    def _at(self, quantity, position):
        """Remember that a count was "the top N" / "the bottom card": the zone named after it ("of your
        Arsenal") is at that end (read by cards_of_zone / look_cards)."""
        if not hasattr(self, "_ends"):
            self._ends = {}
        self._ends[id(quantity)] = (quantity, position)
        return quantity

    def _end_of(self, quantity, zone):
        end = getattr(self, "_ends", {}).get(id(quantity))
        if end is None or end[0] is not quantity or zone is None or zone.position is not None:
            return zone
        return dataclasses.replace(zone, position=end[1])

    def q_top(self, c):
        return self._at(A.Quantity(count=c[0]), "top")

    def q_up_to_top(self, c):
        """ "remove up to the top 5 cards of your Arsenal" : at most that many, from the top."""
        return self._at(A.Quantity(count=c[0], up_to=True), "top")

    def q_top1(self, _):
        return self._at(A.Quantity(count=1), "top")

    def q_bottom(self, c):
        return self._at(A.Quantity(count=c[0]), "bottom")

    def q_bottom1(self, _):
        return self._at(A.Quantity(count=1), "bottom")

    # -- card descriptions
    def adj_other(self, _):
        return _Adj("other")

    def adj_remaining(self, _):
        """ "reveal them, randomly shuffle 1 card back into your Arsenal, and put the remaining cards into your
        hand": the cards left of those the text named (as "the rest")."""
        return _Adj("the rest")

    def adj_random(self, _):
        return _Adj("random")

    def adj_different(self, _):
        return _Adj("different")

    def adj_successful(self, _):
        return _Adj("successfully played")

    def adj_facedown(self, _):
        return _Adj("face-down")

    def adj_chosen(self, _):
        return _Adj("chosen")

    def adj_revealed(self, _):
        return _Adj("revealed")

    def adj_overturned(self, _):
        return _Adj("overturned")

    def adj_played(self, _):
        """ "your opponent's played maneuver is blanked", "the played card": the card being played (the
        qualifier "played", as in "your opponent's maneuvers played")."""
        return _Adj("played")

    def cards_of_the(self, c):
        """ "2 of the revealed cards", "1 of the chosen cards": that many of the cards the text named."""
        f, chosen, adjs = c[-1].value
        return A.Cards(self._quantity(c[0], chosen, adjs), f)

    def post_chosen_type(self, _):
        """ "1 non-unique maneuver of the chosen type": of the (maneuver) type chosen before (no rule filter reads it)."""
        return _Post(qualifiers=("of the chosen type",))

    def post_not_chosen_type(self, _):
        """ "your maneuvers of the types not chosen": of any (maneuver) type but the one chosen before."""
        return _Post(qualifiers=("not of the chosen type",))

    def post_that_word(self, _):
        """ "a maneuver with that word in the title": with the word the text had the player name before in its title
        (which word is not known from the card alone: no rule filter reads it)."""
        return _Post(qualifiers=("with the chosen word in the title",))

    def post_that_type(self, _):
        """ "all Maneuver cards of that type", "of that same type": of the type the text named before."""
        return _Post(qualifiers=("of that type",))

    def post_same_type(self, c):
        """ "Maneuver cards of the same type", "1 card of the same card type", "a maneuver of the same type as
        the reversed card": the card type (or maneuver type) of a card named before."""
        raw = next((x for x in c if isinstance(x, _Raw) and x.kind == "desc"), None)
        what = "same " + ("/".join(filter_from_desc(raw.value).kinds).lower() + " " if raw is not None else "") + "type"
        other = next((x for x in c if isinstance(x, A.Cards) or (isinstance(x, _Raw) and x.kind != "desc")), None)
        if isinstance(other, A.Cards):
            f = other.filter
            what += " as " + "/".join(f.titled or f.qualifiers or f.kinds or ("card",))
        elif other is not None:
            what += " as " + {"this": "this card", "reversed_card": "the reversed card"}.get(other.kind, "that card")
        return _Post(qualifiers=(what,))

    def post_titled(self, c):
        return _Post(titled=tuple(t for x in c for t in x.value.split("|")))

    def post_word(self, c):
        return _Post(title_words=tuple(w for x in c for w in x.value.split("|")))

    def post_target(self, c):
        return _Post(targets=tuple(x.value for x in c))

    def post_your_choice(self, _):
        return _Post(chosen_by="you")

    def post_his_choice(self, _):
        return _Post(chosen_by="opponent")

    def post_with(self, c):
        f = filter_from_desc(c[0].value)
        return _Post(qualifiers=tuple("with " + t for t in f.traits + f.kinds))

    def post_after(self, c):
        return _Post(played_after=c[0].filter)

    def desc(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        raw = [x for x in c if isinstance(x, _Raw)]
        posts = [x for x in c if isinstance(x, _Post)]
        f = filter_from_desc(raw[0].value, [p for p in posts if "chosen_by" not in p.kw], adjs)
        chosen = next((p.kw["chosen_by"] for p in posts if "chosen_by" in p.kw), None)
        out = _Raw("filter", (f, chosen, adjs))
        out.and_list = getattr(raw[0], "and_list", False)
        out.plural = getattr(raw[0], "plural", False)
        return out

    def desc_or(self, c):
        """ "a Title Belt or a card with the word 'McMahon' in the title": either description."""
        parts = [x.value for x in c]
        alternatives = tuple(a for f, _, _ in parts for a in _alternatives(f))
        return _Raw("filter", (A.CardFilter(alternatives=alternatives),
                               next((ch for _, ch, _ in parts if ch), None), [a for _, _, adjs in parts for a in adjs]))

    def desc_titled_bare(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        titles = [t for x in c if isinstance(x, _Raw) for t in x.value.split("|")]
        f = filter_from_desc((), posts + [_Post(titled=tuple(titles))], adjs)
        return _Raw("filter", (f, None, adjs))

    def desc_titled_kind(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        raws = [x for x in c if isinstance(x, _Raw)]
        f = filter_from_desc(raws[1].value, posts + [_Post(titled=tuple(raws[0].value.split("|")))], adjs)
        return _Raw("filter", (f, None, adjs))

    def cards_of_owner(self, c):
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        zones = next((x for x in c if isinstance(x, tuple)), ())
        f = A.CardFilter(**{**f.__dict__, "owner": c[1].who})
        return A.Cards(self._quantity(c[0], chosen, adjs), f, self._one_zone(zones))

    def cards_owned(self, c):
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        zones = next((x for x in c if isinstance(x, tuple)), ())
        f = A.CardFilter(**{**f.__dict__, "owner": c[0].who})
        return A.Cards(self._quantity(A.Quantity(all=True), chosen, adjs), f, self._one_zone(zones))

    def t_in_zones_and(self, c):
        # "When this card is in your Ring or Backstage Area and you have lower Fortitude": every zone named, as
        # t_in_zones (the first alone dropped "or Backstage Area")
        return ("multi", self.t_in_zones(c[:-1]), c[-1])

    def c_title_in_zone(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Condition("card_in_zone", player=zones[0].owner,
                           filter=A.CardFilter(titled=tuple(c[0].value.split("|"))), zone=zones[0])

    def c_title_not_in_zone(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Condition("card_in_zone", player=zones[0].owner,
                           filter=A.CardFilter(titled=tuple(c[0].value.split("|"))), zone=zones[0], negated=True)

    def req_title_in_zone(self, c):
        return A.Requirement(f"{c[0].value} is in your Ring", A.Condition(
            "card_in_zone", filter=A.CardFilter(titled=(c[0].value,)), zone=c[-1]))

    def search_both(self, c):
        return A.Search("you", (c[0], c[1]), c[2])

    def desc_quoted(self, c):
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        raws = [x for x in c if isinstance(x, _Raw)]
        quoted = raws[0].value
        groups = raws[1].value if len(raws) > 1 else ()
        # FAQ Glossary '"XX" Cards': "'Shoot' maneuvers" replaces "maneuvers with 'Shoot' in the
        # title" (a string in the title, not the exact title)
        f = filter_from_desc(groups, posts + [_Post(title_words=tuple(quoted.split("|")))], adjs)
        return _Raw("filter", (f, None, adjs))

    def desc_ref(self, c):
        quantity = _the_plural(c[0] if isinstance(c[0], A.Quantity) else None, c[-1])
        f, chosen, adjs = c[-1].value
        return A.Cards(self._quantity(quantity, chosen, adjs), f)

    def _quantity(self, quantity, chosen=None, adjs=()):
        quantity = quantity or A.Quantity(count=1)
        random = any(a.kind == "random" for a in adjs)
        if chosen or random:
            quantity = dataclasses.replace(quantity, random=random or quantity.random,
                                           chosen_by=chosen or quantity.chosen_by)
        return quantity

    def cards(self, c):
        quantity = _the_plural(c[0] if isinstance(c[0], A.Quantity) else None, next(x for x in c if isinstance(x, _Raw)))
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Cards(self._quantity(quantity, chosen, adjs), f, self._one_zone(zones))

    def cards_except_this(self, c):
        """ "all cards in your hand except this card" : the other cards there (qualifier "other", as "all
        other cards in your hand")."""
        if not (isinstance(c[-1], _Raw) and c[-1].kind == "this"):
            raise ValueError("'except it': a card named before")
        cards = self.cards(list(c[:-1]))
        return A.Cards(cards.quantity, A.CardFilter(**{**cards.filter.__dict__,
                                                       "qualifiers": cards.filter.qualifiers + ("other",)}), cards.zone)

    def cards_them(self, c):
        return A.Cards(c[0], A.CardFilter(qualifiers=("them",)))

    def cards_them_in(self, c):
        """ "1 of those cards in your Ring": the cards named before, taken from that place"""
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'of those <kind> in <place>': only 'those cards'")
        return A.Cards(c[0], A.CardFilter(qualifiers=("them",)), self._one_zone(c[-1]))

    def this_card(self, _):
        return _Raw("this")

    def it(self, c):
        """ "it" / "them"; "that card", "the chosen card", "those cards", "these cards" (a description: value
        "that") name a card the text spoke of before, never this card."""
        return _Raw("it", "that" if c else None)

    def reversed_card(self, _):
        return _Raw("reversed_card")

    # -- counts named by an earlier step: "the same number of", "(double) that many"
    def q_same_number(self, _):
        return A.Quantity(equal_to="the same number")

    def q_up_to_same_number(self, _):
        return A.Quantity(up_to=True, equal_to="the same number")

    def q_that_many(self, c, up_to=False, times=None):
        """ "that many", "that number of": the count of an earlier step ("discard up to 6 cards and then put
        that many cards ...")."""
        return A.Quantity(up_to=up_to, equal_to=(f"{times} " if times else "") + "that many")

    def q_up_to_that_many(self, c):
        return self.q_that_many(c, up_to=True)

    def q_times_that_many(self, c):
        return self.q_that_many(c, times=c[0])

    def q_up_to_times_that_many(self, c):
        return self.q_that_many(c, up_to=True, times=c[0])

    # "twice that many cards", "up to twice that number of cards" ("twice" is lexed as 2)
    def q_n_times_that_many(self, c, up_to=False):
        return self.q_that_many(c, up_to=up_to, times="double" if c[0] == 2 else f"{c[0]} times")

    def q_up_to_n_times_that_many(self, c):
        return self.q_n_times_that_many(c, up_to=True)

    def tw_double(self, _):
        return "double"

    def tw_triple(self, _):
        return "triple"

    def tw_half(self, _):
        return "half"

