"""Transformer methods for `grammar/abilities.lark`: Superstar abilities: identities ("you are a ..."), starting hand, Superstar Value, ability text changes.

`AbilitiesBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/abilities.lark`.
"""
from __future__ import annotations

from . import abilities_ast as N
from . import ast as A
from .parts import _Owner, filter_from_desc
from .sentence import build_sentence


def _who(c) -> str:
    return next((x.who for x in c if hasattr(x, "who") and type(x).__name__ == "_P"), "you")


class _Id:
    """One identity item: a classification or a Faction."""

    def __init__(self, classes=(), groups=(), printed=False):
        self.classes = tuple(classes)
        self.groups = tuple(groups)
        self.printed = printed


class _FtOver:
    """What a first turn is taken over: "Superstar Value", "Ability", "card effects"."""

    def __init__(self, value):
        self.value = value


class _IdFor:
    """What an identity holds for: a purpose ("for your card effects") or a time ("for the rest of the turn")."""

    def __init__(self, purpose=None, duration=None):
        self.purpose = purpose
        self.duration = duration


class AbilitiesBuild:
    """Mixin: abilities rules -> AST."""

    # -- who the Superstar is
    def id_class(self, c):
        """ "a Tag Team", "an Extremist", "a WCW Superstar": a classification (a Superstar trait)."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        if f.excludes or f.damage or f.fortitude or f.alternatives or f.titled or f.title_words or f.logos \
                or f.qualifiers \
                or not f.traits or set(f.kinds) - {"Card"}:
            raise ValueError("not a classification")
        return _Id(classes=f.traits)

    def id_group(self, c):
        return _Id(groups=(next(x for x in c if getattr(x, "kind", None) == "group").value,))

    @staticmethod
    def _faction_word(c):
        for x in c:
            if getattr(x, "kind", None) == "desc" and filter_from_desc(x.value) != A.CardFilter(kinds=("Faction",)):
                raise ValueError("a member of what")

    def id_this_faction(self, c):
        """ "you are a Member of this Faction" (on a Faction card)."""
        self._faction_word(c)
        return _Id(groups=("this Faction",))

    def id_printed_member(self, c):
        """ "a printed Member of The New Breed Faction": the Superstar's logo is printed on that
        Faction card (a membership a card gives does not count)."""
        self._faction_word(c)
        name = next(x for x in c if getattr(x, "kind", None) in ("group", "title")).value
        return _Id(groups=(name,), printed=True)

    def id_powerhouse(self, _):
        return _Id(classes=("Powerhouse",))

    def id_cruiserweight(self, _):
        """ "you are a Cruiserweight" (a Superstar trait: "Traits: NXT, Cruiserweight")."""
        return _Id(classes=("Cruiserweight",))

    def id_wwf(self, _):
        """ "a WWF Superstar" (the deck checker's classification "WWF": WWF Classic Superstars)."""
        return _Id(classes=("WWF",))

    def id_wwf_classic(self, _):
        return _Id(classes=("WWF Classic",))

    def id_extremist(self, _):
        return _Id(classes=("Extremist",))

    def id_rookie(self, _):
        return _Id(classes=("Rookie",))

    def _identity_items(self, c):
        """The classifications named ("a Tag Team and a Legend", "a member of the nWo"): (traits the lexicon
        knows, other classes (Powerhouse), Faction / group names)."""
        items = [x if isinstance(x, _Id) else self.id_class([x]) for x in c
                 if isinstance(x, _Id) or getattr(x, "kind", None) == "filter"]
        traits = tuple(dict.fromkeys(n for i in items for n in i.classes if n != "Powerhouse"))
        other = tuple(n for i in items for n in i.classes if n == "Powerhouse")
        groups = tuple(n for i in items for n in i.groups)
        return traits, other, groups

    def _identity(self, c, negated):
        """Classifications the lexicon knows (Tag Team, Stable, Legend, WCW ...) are the
        Superstar `Considered` as that kind, as "You are a Tag Team." always was; a
        Faction membership or a word no card carries as a trait is an `Identity`."""
        traits, other, groups = self._identity_items(c)
        out = []
        if traits:
            out.append(A.Considered(A.Scope("superstar"), as_kind=A.CardFilter(traits=traits), negated=negated))
        if other or groups:
            out.append(N.Identity("you", other, groups, negated=negated))
        return out[0] if len(out) == 1 else A.Sequence(tuple(out))

    def ab_identity(self, c):
        return self._identity(c, False)

    def ab_identity_not(self, c):
        return self._identity(c, True)

    def ab_counts_as(self, c):
        names = tuple(n for x in c if getattr(x, "kind", None) == "superstar" for n in str(x.value).split("|"))
        return N.Identity(_who(c), names=names)

    def ab_counts_as_not(self, c):
        names = tuple(n for x in c if getattr(x, "kind", None) == "superstar" for n in str(x.value).split("|"))
        return N.Identity(_who(c), names=names, negated=True)

    # -- conditions on who a player is
    def _c_identity(self, c, negated):
        item = next(x for x in c if isinstance(x, _Id))
        if item.groups:
            return A.Condition("printed_member_of" if item.printed else "member_of", player=_who(c),
                               names=item.groups, negated=negated)
        return A.Condition("superstar_is", player=_who(c), names=item.classes, negated=negated)

    def c_identity(self, c):
        """ "When you are a Powerhouse" -> superstar_is ("Powerhouse",); "if your opponent is a
        Heenan Family Member" -> member_of ("Heenan Family",)."""
        return self._c_identity(c, False)

    def c_identity_not(self, c):
        return self._c_identity(c, True)

    def c_ability_state(self, c):
        return c[0]

    def c_ability_blank(self, c):
        """ "When your Ability is blank" -> ability_blank."""
        return A.Condition("ability_blank", player=self._ability_player(c))

    def c_ability_not_blank(self, c):
        return A.Condition("ability_blank", player=self._ability_player(c), negated=True)

    def c_packed_by(self, c):
        """ "When packed by Hall and Nash or The Wolfpack" / "When packed by a Female Superstar": the
        Superstar whose deck holds this card is one of these (names or classifications)."""
        names = tuple(n for x in c if isinstance(x, tuple) for n in x)
        return A.Condition("superstar_is", player="you", names=names)

    def c_ability_has_text(self, c):
        """ "When your Ability has 'enforcer' in the text" -> ability_text ("enforcer",)."""
        words = tuple(n for x in c if getattr(x, "kind", None) == "quoted" for n in str(x.value).split("|"))
        return A.Condition("ability_text", player=self._ability_player(c), names=words)

    # -- the Superstar Ability itself
    @staticmethod
    def _ability_player(c) -> str:
        owner = c[0]
        return getattr(owner, "who", "you")

    def ab_ability_blank(self, c):
        """ "Your Ability is blank." / "His Ability is blank next turn." -> Blank(Scope("ability", player))."""
        duration = next((x for x in c if isinstance(x, str)), None)
        return A.Blank(A.Scope("ability", player=self._ability_player(c)), duration)

    def ab_ability_blank_for(self, c):
        """ "Your Ability is considered blank for your card effects." -> BlankFor(Scope("ability", player), purpose)."""
        from . import continuous_ast as C
        return C.BlankFor(A.Scope("ability", player=self._ability_player(c)), next(x for x in c if isinstance(x, str)))

    def ab_ability_locked(self, c):
        return (N.AbilityLock(self._ability_player(c)),)

    def ab_ability_not_blanked(self, c):
        """ "Your Ability is not blanked for the rest of the turn." -> AbilityLock("you", duration=...)."""
        duration = next(x for x in c if isinstance(x, str))
        return (N.AbilityLock(self._ability_player(c), duration=duration),)

    def ab_ability_locked_switch(self, c):
        """ "Your Ability cannot be blanked or switched." """
        return (N.AbilityLock(self._ability_player(c), switch=True),)

    def ab_regardless_of_ability(self, c):
        names = tuple(n for x in c if getattr(x, "kind", None) == "superstar" for n in str(x.value).split("|"))
        return (N.RegardlessOfAbility(names),)

    def ab_ability_adds(self, c):
        """ "Your Storyline adds to your Ability instead of replacing it." """
        owners = [x.who for x in c if isinstance(x, _Owner)]
        if len(set(owners)) != 1:
            raise ValueError("'X adds to <another player's> Ability'")
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        return (N.AbilityAdds(filter_from_desc(raw.value), owners[0]),)

    def ab_regardless_of_card(self, c):
        """ "Can be played regardless of Back to Basics" """
        title = next(x for x in c if getattr(x, "kind", None) == "title")
        return (N.RegardlessOf(titled=tuple(title.value.split("|"))),)

    def ab_regardless_of_effects(self, c):
        """ "Can be played regardless of your opponent's effects" / "... of your opponent's Venue" """
        owner = next(x for x in c if isinstance(x, _Owner))
        desc = next((x for x in c if getattr(x, "kind", None) == "desc"), None)
        if owner.who not in ("you", "opponent"):
            raise ValueError("'regardless of <owner> effects': only yours or your opponent's")
        return (N.RegardlessOf(player=owner.who, filter=filter_from_desc(desc.value) if desc is not None else None),)

    # -- who may play what
    def ab_non_gm_prohibit(self, c):
        """ "Your non-GM opponents cannot play Stipulation cards": opponents who are not GMs."""

        cards = next(x for x in c if isinstance(x, A.Cards))
        who = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        if c[0].who != "you" or not isinstance(c[0], _Owner):
            raise ValueError("'X opponents': only 'your ... opponents'")
        if who.kinds or who.traits or who.alternatives or not who.excludes:
            raise ValueError("'your X opponents': only 'non-<Superstar trait>' is read")
        return (A.Ability((A.Prohibition("opponent", "play", cards.filter),), (),
                          A.Condition("superstar_is", player="opponent", names=who.excludes, negated=True)),)

    def ab_prohibit_except(self, c):
        """ "You may not play any title belt except the Tag Team Title Belts" -> the kinds
        forbidden, less the excepted traits: CardFilter(kinds=("Title Belt",), excludes=("Tag Team",))."""
        from dataclasses import replace

        cards, exc = [x for x in c if isinstance(x, A.Cards)]
        f, e = cards.filter, exc.filter
        if not e.traits or set(e.kinds) - set(f.kinds) or e.excludes or e.titled or e.damage or e.alternatives:
            raise ValueError("an except this rule cannot fold")
        return A.Prohibition(_who(c), "play", replace(f, excludes=f.excludes + e.traits))

    def ab_increase(self, c):
        """ "increase your Starting Hand Size by 4" -> Modifier(+4 on that value)."""
        scope = next(x for x in c if isinstance(x, A.Scope))
        stat = {"hand_size": "hand_size", "superstar_value": "superstar_value",
                "fortitude_rating": "fortitude_rating"}.get(scope.kind)
        if stat is None:
            raise ValueError("increase what")
        return A.Modifier((A.StatChange(stat, next(x for x in c if isinstance(x, int))),), scope)

    def ab_increase_mod(self, c):
        """ "increase your Starting Hand Size by +3": as "by 3" (a plain '+N' only)."""
        raw = next(x for x in c if getattr(x, "kind", None) == "mod")
        if len(raw.value) != 1 or raw.value[0][2] is not None or raw.value[0][1] <= 0 or raw.value[0][0]:
            raise ValueError("'increase ... by' anything but a plain '+N'")
        return self.ab_increase([x for x in c if x is not raw] + [raw.value[0][1]])

    # -- ability text given by a card
    def ab_header_add(self, _):
        return ("ability_header", "add")

    def ab_header_new(self, _):
        return ("ability_header", "new")

    def ab_header_printed(self, c):
        """ "Legend Superstar Ability:" on a Superstar card: the label of the card's own printed Ability (the word before
        it is the Superstar's classification, a trait: "Legend", "WCW Legend")."""
        f = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        if not f.traits or set(f.kinds) - {"Card"} or f.excludes or f.qualifiers or f.logos or f.titled:
            raise ValueError("not a Superstar classification")
        return ("ability_header", "printed")

    def ab_sentence(self, c):
        mode = next(x[1] for x in c if isinstance(x, tuple) and x and x[0] == "ability_header")
        items = next(x for x in c if isinstance(x, list))
        return (N.AbilityText(mode, tuple(build_sentence(items, False, self.empty_choice))),)

    def t_packed(self, _):
        """ "Packed: X" (a Backstage card's header): X holds when this card is packed, as
        "When packing this card, X"."""
        return A.Trigger("when_packing", filter=A.CardFilter(qualifiers=("this card",)))

    # -- turn order
    def ab_first_turn(self, c):
        return N.FirstTurn(_who(c))

    def ab_first_turn_regardless(self, c):
        """ "You start the game regardless of Superstar Values or Abilities." """
        over = tuple(dict.fromkeys(x.value for x in c if isinstance(x, _FtOver)))
        return N.FirstTurnRegardless(_who(c), over=over)

    def fto_superstar_value(self, c):
        return _FtOver("superstar_value")

    def fto_ability(self, c):
        return _FtOver("ability")

    def fto_card_effects(self, c):
        """ "your opponent's card effects" (a plain "card": not a kind of card's effects)"""
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("the effects of a kind of card")
        return _FtOver("card_effects")

    def ab_after_phase(self, c):
        raw = next(x for x in c if getattr(x, "kind", None) == "desc")
        if filter_from_desc(raw.value).kinds != ("Pre-match",):
            raise ValueError("after which phase")
        return None

    # -- who the Superstar is for one purpose or for a time
    def id_for_purpose(self, c):
        return _IdFor(purpose=c[-1])

    def id_for_duration(self, c):
        return _IdFor(duration=c[-1])

    def ab_identity_for(self, c, negated=False):
        """ "You are also considered to be Kofi Kingston for your Superstar-specific cards" -> Identity(names=("Kofi
        Kingston",), purpose="your Superstar-specific cards"); "you are considered a Tag Team for your card effects" ->
        Considered(Scope("superstar"), as_kind Tag Team, purpose="your card effects"); "you are considered to be Ric
        Flair for the rest of the turn" -> Identity(names=("Ric Flair",), duration="rest_of_turn"); "He is considered a
        Legend for A Phoenix Rising" -> the opponent's Superstar.  Who the Superstar is only for that purpose or that
        long."""
        who = _who(c)
        extra = next((x for x in c if isinstance(x, _IdFor)), _IdFor())
        names = tuple(n for x in c if getattr(x, "kind", None) == "superstar" for n in str(x.value).split("|"))
        traits, other, groups = self._identity_items(c)
        out = []
        if names or other or groups:
            out.append(N.IdentityFor(who, other, groups, names, negated=negated, purpose=extra.purpose,
                                     duration=extra.duration))
        if traits:
            out.append(A.Considered(A.Scope("superstar", player=who), as_kind=A.CardFilter(traits=traits),
                                    negated=negated, purpose=extra.purpose, duration=extra.duration))
        if not out:
            raise ValueError("no identity")
        return out[0] if len(out) == 1 else A.Sequence(tuple(out))

    def ab_identity_not_for(self, c):
        return self.ab_identity_for(c, True)
