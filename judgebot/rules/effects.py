"""Read a card's effect tree (the grammar's AST) into the questions the rules ask.

This is the only place the resolver looks at card meaning: every rule module reads
the `CardEffects` built here, never a card's title or raw text.  Where the tree
cannot say what a card does, `judgebot.rules.registry.CARD_CODE` may supply or
correct the facts, each entry with the FAQ ruling that justifies it.

FAQ v4.0 Glossary, "Hybrid": "Card text that refers to the card type not chosen is
also ignored."  Glossary "Card Effect": "All card effects, unless otherwise
specified, take place when the card is successful."
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from judgebot.cardtext import ast as A
from judgebot.cardtext.reversals_ast import (AlsoReverses, ConditionalTargets, DamageRegardless,
                                             IgnoreReversalRestrictions, PlayUndone, ReversalTo, ReverseAsUsual,
                                             ThatCard, TurnContinues, ReversalInOwnTurn, VariableRangeTarget)
from judgebot.cardtext.continuous_ast import PlayRuleFor, Variable, VariableDefinition, VariableModifier
from judgebot.cardtext.actions_ast import (ChooseThis, CopyEffects, Exchange, LoseGame, PlayAlong, RandomDiscards,
                                           RepeatUntilStopped, ResumeOverturning, SearchTop, SkipFirstTurn,
                                           TagSwitch, UntilFortitude, NoteOpponent)
from judgebot.cardtext.abilities_ast import AbilityAdds, AbilityLock
from judgebot.cardtext.continuous_ast import ConsideredChosen, CountsAs, EscalatingModifier
from judgebot.cardtext.continuous_ast import (BlankFor, CannotBecome, ConsideredCompare, ConsideredInZone, NoBrands,
                                              ConsideredPlayedFrom, ConsideredValue, CriterionChange, EffectCap,
                                              EffectUnpreventable,
                                              HoldLimit, MovePermission, NextCardBan, NextCardOnly, NotAffected,
                                              NotCumulative,
                                              PlayLimit, Protected, UseLimit, ZoneProhibition)
from judgebot.cardtext.textchange_ast import GainsTextOf
from judgebot.cardtext.packing_ast import PackEither, PackedWithExcept, RevealOnlyWhen
from judgebot.cardtext.triggers_ast import AllTriggers, EitherTrigger, MomentWithState, NotRemoved
from judgebot.cardtext.virtual_ast import Capped, ConsideredAtEvent, HasNamedTarget
from judgebot.cardtext.desc_ast import CountChange
from judgebot.cardtext.conditions_ast import ForEachShort

from . import cardtype
from .filters import describe as describe_filter
from .facts import (
    Amount, CardEffects, CardFilter, Condition, ConditionalTarget, GrantedProhibition, GrantedRestriction, Modifier,
    KindChange, NextCardEffect, OwnBan, Prohibition, Restriction, ReversalAbility, TriggeredEffect, TurnBan,
)

_RESTRICTED = {"with a reversal restriction": "any", "with a printed reversal restriction": "printed",
               "with a 'can only be reversed' restriction": "can_only", "with a 'cannot be reversed' restriction":
               "cannot_wording", "that cannot be reversed": "irreversible"}
_TRAIT_WORDS = {"momentum", "heat", "chain", "volley", "unique", "set-up", "throwback", "heel", "face", "rms",
                "permanent", "active", "multi", "cheater", "legend", "run-in", "foreign object", "fan favorite",
                "diva", "tag", "stable", "promo"}
KIND_WORDS = {"maneuver": "maneuver", "action": "action", "antic": "antic", "reversal": "reversal",
              "pre-match": "pre-match"}
# "Mid-match" is not a card type but when a Backlash-era card is played (its face's `backlash` timing)
MATCH_TIMINGS = {"mid-match": "Mid-match"}
ANY_CARD = {"card", "cards", "any"}
# Effect kinds a reversal answers (the reverser's words) -> what the played card's text can do.
EFFECT_KINDS = {
    "opponent_draws": {"controller_draws"},
    "draw": {"controller_draws", "target_draws"},
    "discard": {"target_discards"},
    "opponent_discards": {"controller_discards"},
    "search": {"search"},
    "moves_from_ringside": {"moves_from_ringside"},
    "moves_cards": {"moves_cards"},
    "ace": {"ace"},
    "overturn": {"target_overturns"},
    "opponent_overturns": {"controller_overturns"},
    "remove_from_game": {"removes_from_game"},
    "look": {"looks"},
}
TRIGGERED_BY_PLAYS = {"when_player_plays", "when_player_reverses"}
POTENTIAL_TRIGGERS = {"when_played", "when_successfully_played", "damage_applied"}
LATER_TURNS = {"during_your_next_turn", "during_opponent_next_turn", "during_this_and_next_turn"}
# durations that cover the rest of the turn being played ("until the start of your next turn" too)
THIS_TURN = {"rest_of_turn", "this_turn", "until_your_next_turn", "until_opponent_next_turn",
             "this_and_opponent_next_turn", "this_and_your_next_turn"}
# the triggers after which a "for the rest of the turn" effect starts, by what must have come of the card
_TURN_AFTER = {frozenset(): "played", frozenset({"when_played"}): "played",
               frozenset({"when_successfully_played"}): "successful", frozenset({"when_reversed"}): "reversed"}
# moments of the game (a player's action, a replaced action, an opponent's card dealing its damage, this card chosen):
# what they set off does not happen as this card is played
# Effects the grammar reads that no rule acts on yet: where a card has one, its reading says so ("not followed"),
# so a judge sees what the answer leaves out ("Your next card played this turn cannot be an Action card" would
# otherwise let the Action card be played).
_NOT_FOLLOWED = (NextCardBan, EffectCap, HoldLimit, ZoneProhibition, BlankFor, CannotBecome, MovePermission, TagSwitch,
                 LoseGame,            # "If he finds a Face or Heel card, you lose the game via Pinfall Victory"
                 DamageRegardless,    # "That card does its normal damage, regardless of overturned Reversal cards"
                 Exchange,            # "exchange 1 card under this card with 1 card in your hand"
                 ConsideredCompare,   # "you are considered to have lower Fortitude for your effects"
                 ConsideredInZone,    # "it is considered in your Ringside for your Ability"
                 ConsideredPlayedFrom,  # "It is considered to be played from your hand."
                 ConsideredChosen,    # "it is considered to be chosen for your Ability for The Interdimensional Oddity"
                 GainsTextOf,         # "This card gains the text of that card"
                 CriterionChange,     # "the card does not have to be non-unique" (what an earlier step accepts)
                 EffectUnpreventable,  # "this effect cannot be reversed or prevented"
                 HasNamedTarget,      # "Name a Target: this card has that Target."
                 RepeatUntilStopped,  # "Repeat this until one player stops."
                 ResumeOverturning,   # "If the card or effect is not reversed, resume overturning and then end his turn"
                 AlsoReverses,        # "Your Mattitude Adjustment can also reverse any non-Unique maneuver", "Your
                                      # Cartwheel is also 'Reversal: Card with Stun Value'"
                 ForEachShort,        # "This card is -2D for every card fewer than 2 removed"
                 SkipFirstTurn,       # "When you are Priceless, he skips his first turn of the game."
                 PlayUndone,          # "it is considered to have not been played" (a card put back)
                 AllTriggers,         # "When this card is overturned, or during your turn when it is in your hand, ..."
                                      # (the second moment: your turn while this card is there)
                 RandomDiscards,      # "your opponent discards randomly when he Activates Sustained Damage"
                 ReverseAsUsual,      # "Opponent may attempt to reverse the maneuver as usual"
                 Protected,           # "This card cannot be removed from your Ring area.", "Non-Superstar-specific
                                      # effects cannot flip your cards over." (ProtectedFrom)
                 ConsideredValue,     # "Your opponent's Fortitude Rating is considered -10 for playing Run-ins"
                 AbilityLock,         # "Your Ability cannot be blanked or switched."
                 PlayAlong,           # "you may immediately play another TMF with it"
                 ChooseThis,          # "you may choose this card until that maneuver finishes resolving"
                 CopyEffects,         # "resolve a copy of the card's effects after your opponent does"
                 NoBrands,            # "Your Enforcers have no brands."
                 PackedWithExcept,    # "Cannot be packed when packing Corners, except Revolution Kurt Angle is In My Corner!"
                 PackEither,          # "When packing this card, you may pack either That's Suicide! or Mattitude Adjustment."
                 RevealOnlyWhen,      # "Can only be revealed when you play From Dashing to Disfigured."
                 NotCumulative,       # "This effect is not cumulative with other cards titled Teaser Mode."
                 AbilityAdds,         # "Your Storyline adds to your Ability instead of replacing it."
                 NotAffected,         # "This card is not affected by Hell in a Cell Match."
                 SearchTop,           # "search the top 5 cards of your Arsenal for 1 maneuver"
                 UseLimit,            # "During each of your turns, you can only use one Activated Card Effect."
                 NextCardOnly,        # "Your next card played this turn can only be that card."
                 MomentWithState,     # "..., or when you are a Revolution Superstar and successfully play a Sheamus-specific card"
                 ConsideredAtEvent,   # "you are considered to be 'in Columbus, OH at Origins' for the rest of the turn"
                 CountsAs,            # "This card counts as 2 reversal cards."
                 CountChange,         # "The number of cards discarded cannot go below 2."
                 UntilFortitude,      # "... into his Ringside until his Fortitude is less than or equal to yours"
                 Capped,              # "Draw cards equal to the number of Fan Favorite cards in your Ring (max. 5)"
                 ReversalInOwnTurn,   # "reverse any effect that would prevent a Pinfall Victory (even during your own turn)"
                 EscalatingModifier,  # "The first maneuver you play each turn is +1D, the second +2D, ... and so forth"
                 NoteOpponent)        # "..., make note of opponent this card is played against"

_EVENT_KINDS = ("when_player_", "when_would", "when_damage_dealt", "when_this_chosen",
                "when_this_used")   # "When this card is used for your Ability"
# windows in which a card already in play may be used ("During your turn, you may put this card into ...")
_WINDOWS = {"during_your_turn", "during_any_turn", "during_opponent_turn", "during_turn"}
NOT_ON_PLAY = {"while_in_ring", "while_in_zone", "when_unsuccessful", "when_reversed", "when_overturned",
               "when_discarded", "start_of_turn", "end_of_turn", "end_of_prematch", "once_per_turn"}

# triggers the rest of NOT_ON_PLAY: moments after or apart from this card's play (states "while in the Ring" and
# "once per turn" are not moments)
_OFF_PLAY = NOT_ON_PLAY - {"while_in_ring", "while_in_zone", "once_per_turn"} \
    | {"when_revealed", "when_this_revealed"}   # "When We Are One is revealed, this card cannot be reversed"


def _off_play(triggers) -> set[str]:
    """The kinds of the triggers that do not hold while this card is being played: another player's action
    ("When your opponent plays ...", "When he reverses ..."), a replaced action, this card reversed, overturned or
    discarded, the start or end of a turn.  "when playing this card" (Butterfly Suplex) is this play."""
    def this_play(t):
        f = getattr(t, "filter", None)
        return t.kind == "when_player_plays" and f is not None and "this card" in (getattr(f, "qualifiers", ()) or ())
    return {t.kind for t in triggers if not this_play(t) and (
        t.kind in _OFF_PLAY or t.kind in TRIGGERED_BY_PLAYS or t.kind.startswith(_EVENT_KINDS))}


# ------------------------------------------------------------------ filters and conditions

def _title(word: str) -> str:
    return " ".join(w.capitalize() if w.islower() else w for w in word.split())


# qualifiers filters_from follows, or that change nothing for a reversal's target ("played by your opponent": every
# card a reversal reverses is; "any other Set-up card")
_FOLLOWED_QUALIFIERS = {"hybrid", "successfully played", "successful", "printed", "follow-up", "played by opponent",
                        "other", "played"}     # "your opponent's maneuvers played do no more than 3D": any played


def _unread_qualifiers(f) -> tuple[str, ...]:
    """The qualifiers of a reversal's target that filters_from does not follow (so the filter would fit more cards
    than the text names): "no 'kick' in the title", "played as a Counter", "exactly 2 words in the title"."""
    out = []
    for g in (f,) + tuple(f.alternatives):
        # "your maneuvers with your logo", "cards with the Raw logo": no rule filter reads a logo
        out += [f"with the {logo} logo" for logo in getattr(g, "logos", ()) or ()]
        # "a card that allows him to search his Arsenal": no rule filter reads the steps a card's text takes yet
        out += [f"that {d.verb} {type(d.effect).__name__}" for d in getattr(g, "does", ()) or ()]
        for q in g.qualifiers:
            ql = q.lower()
            if (ql in _FOLLOWED_QUALIFIERS or (ql.startswith("with ") and ql[5:] in _TRAIT_WORDS)
                    or _RESTRICTED.get(re.sub(r" from (a card|his cards)$", "", ql))
                    or re.fullmatch(r"'(.+)' in the (title or )?text", ql) or ql.startswith("including ")):
                continue
            out.append(q)
    return tuple(out)


def _by_zone(f) -> frozenset[str] | None:
    """The zone of "Backlash reversals" (a plain reversal, "in backlash"): the reversals from that zone, or None."""
    if f is None or f.alternatives or f.kinds != ("Reversal",) or len(f.qualifiers) != 1:
        return None
    q = f.qualifiers[0].lower()
    if not q.startswith("in ") or q[3:] not in ("backlash", "hand", "arsenal", "ringside"):
        return None
    if replace(f, qualifiers=()) != A.CardFilter(kinds=("Reversal",)):
        return None
    return frozenset({q[3:]})


def _with_shared(f, alt):
    """One alternative of `f` with the fields the alternatives share (AST CardFilter: "the other fields hold what
    they share"): the alternative's own kinds, ranges and owner win; the words of both are required."""
    shared = replace(f, alternatives=())
    if shared == A.CardFilter() or shared == A.CardFilter(kinds=("Card",)):
        return alt
    out = {}
    for name in ("excludes", "traits", "titled", "title_words", "targets", "qualifiers", "logos", "all_kinds",
                 "played_from", "reverses", "does"):
        out[name] = tuple(dict.fromkeys(getattr(shared, name) + getattr(alt, name)))
    kinds = alt.kinds if alt.kinds and set(alt.kinds) != {"Card"} else shared.kinds
    for name in ("damage", "fortitude", "played_after", "owner"):
        out[name] = getattr(alt, name) if getattr(alt, name) is not None else getattr(shared, name)
    return replace(alt, kinds=kinds, **out)


def _flat_all(c):
    """ "When played from your Ringside pile and when your Fortitude Rating is ..., reverse any card if it is not the
    first ...": the conditions that must all hold, as one list (a joined "when A and when B" inside it is not a
    condition of its own)."""
    if c is None or c.kind != "all" or c.negated:
        return c
    parts = []
    for p in c.all_of:
        p = _flat_all(p)
        parts.extend(p.all_of if p.kind == "all" and not p.negated else (p,))
    return replace(c, all_of=tuple(parts))


def filters_from(f) -> tuple[CardFilter, ...]:
    """An AST card description as alternatives the rules can match ("Antic or Momentum" -> two).
    A tuple of AST descriptions is read as alternatives too."""
    if f is None:
        return (CardFilter(),)
    if isinstance(f, (tuple, list)):
        return tuple(x for one in f for x in filters_from(one)) or (CardFilter(),)
    if getattr(f, "alternatives", ()):
        # "Face or Heel card": any of the alternatives fits, each with what they share ("maneuvers in your Ringside
        # that are Superstar-specific or have 'bomb' in the title": a maneuver either way)
        return tuple(x for one in f.alternatives for x in filters_from(_with_shared(f, one))) or (CardFilter(),)
    base = {}
    not_kinds, not_subtypes, not_traits = set(), set(), set()
    not_ss = False
    for word in f.excludes:
        w = word.strip()
        wl = w.lower()
        fm = re.fullmatch(r"f\s*:\s*(\d+)", wl)
        if fm:
            base["fortitude_min"] = int(fm.group(1)) + 1      # "non-F:0": a Fortitude Value above 0
            continue
        if wl in KIND_WORDS:
            not_kinds.add(KIND_WORDS[wl])
        elif wl in MATCH_TIMINGS:
            base["not_timing"] = MATCH_TIMINGS[wl]
        elif cardtype._kind_of(w):
            not_subtypes.add(cardtype._kind_of(w))
        elif "superstar" in wl and "specific" in wl:
            not_ss = True
        elif wl == "hybrid":
            base["hybrid"] = False          # "non-hybrid cards": hybrid is a card type, not a trait
        elif wl == "follow-up":
            base["follow_up"] = False
        else:
            not_traits.add(wl)
    base["not_kinds"] = frozenset(not_kinds)
    base["not_subtypes"] = frozenset(not_subtypes)
    base["not_traits"] = frozenset(not_traits)
    base["not_superstar_specific"] = not_ss
    base["traits"] = frozenset(cardtype._norm_trait(t) for t in f.traits if t.lower() not in ("momentum",))
    if any(t.lower() == "momentum" for t in f.traits):
        base["traits"] = base["traits"] | {"momentum"}
    for word in getattr(f, "all_kinds", ()) or ():
        if word.title() in cardtype.DAMAGE_CLASSES:
            base["classes"] = frozenset({word.title()})
        elif cardtype._kind_of(word):
            base.setdefault("all_subtypes", set()).add(cardtype._kind_of(word))
    required_subtypes = base.pop("all_subtypes", set())
    if f.title_words:
        base["title_has"] = f.title_words[0]
    quals = list(dict.fromkeys(q.lower() for q in f.qualifiers))     # in text order: the same facts on every run
    if "hybrid" in quals:
        base["hybrid"] = True
    for q in quals:
        if q.startswith("with ") and q[5:] in _TRAIT_WORDS:
            # "any card with Momentum", "a maneuver with Heat": the trait is required
            base["traits"] = base["traits"] | {cardtype._norm_trait(q[5:])}
        rr = _RESTRICTED.get(re.sub(r" from (a card|his cards)$", "", q))
        if rr:
            base["restricted"] = rr   # "any maneuver with a printed reversal restriction" (Glossary "Reversal Restriction")
        m = re.fullmatch(r"'(.+)' in the text", q)
        if m:
            # Glossary '"XX" Cards': a string of characters in the card's text, any of the alternatives
            base["text_has"] = tuple(w for w in m.group(1).split("|") if w)
    if "successfully played" in quals or "successful" in quals:
        base["successful"] = True
    if f.damage is not None:
        base["damage_min"], base["damage_max"] = f.damage.low, f.damage.high
        base["printed"] = bool(f.damage.printed) or "printed" in quals
    if f.fortitude is not None:
        base["fortitude_min"], base["fortitude_max"] = f.fortitude.low, f.fortitude.high
    if "follow-up" in quals:
        base["follow_up"] = True
    if getattr(f, "played_after", None) is not None:
        base["after"] = filters_from(f.played_after)
    if getattr(f, "reverses", ()):
        base["reverses"] = filters_from(tuple(f.reverses))
    if getattr(f, "played_from", ()):
        base["played_from"] = frozenset(z.lower().split()[-1] for z in f.played_from if z.strip())
    # kinds are alternatives: group them by what they describe
    kinds, subtypes, classes, alt_traits = set(), set(), set(), set()
    for word in f.kinds:
        wl = word.lower().strip()
        if wl in ANY_CARD:
            continue
        if wl in KIND_WORDS:
            kinds.add(KIND_WORDS[wl])
        elif wl in MATCH_TIMINGS:
            base["timing"] = MATCH_TIMINGS[wl]
        elif cardtype._kind_of(word):
            subtypes.add(cardtype._kind_of(word))
        elif word.title() in cardtype.DAMAGE_CLASSES:
            classes.add(word.title())
        elif wl == "follow-up":
            base["follow_up"] = True
        else:
            alt_traits.add(wl)
    out = []
    subtypes |= required_subtypes
    if subtypes or (kinds == {"maneuver"} and not classes):
        out.append(CardFilter(kinds=frozenset({"maneuver"}), subtypes=frozenset(subtypes), **base))
        kinds = kinds - {"maneuver"}
    if classes:
        b = dict(base)
        b["classes"] = frozenset(classes)
        out.append(CardFilter(kinds=frozenset({"maneuver"}), **b))
        kinds = kinds - {"maneuver"}
    if kinds:
        out.append(CardFilter(kinds=frozenset(kinds), **base))
    if alt_traits:
        b = dict(base)
        b["traits"] = base["traits"] | alt_traits if len(alt_traits) == 1 else base["traits"]
        if len(alt_traits) > 1:
            b["any_traits"] = frozenset(alt_traits)
        out.append(CardFilter(**b))
    if f.titled:
        out = [CardFilter(title_is=t, **{k: v for k, v in base.items() if k != "title_has"}) for t in f.titled]
    if not out:
        out.append(CardFilter(**base))
    for q in f.qualifiers:
        if q.lower().startswith("including "):
            # "any Submission (including Clutch Onto Opponent or Girly Grab)": the named cards fit as well,
            # whatever their type (the parenthesis widens the description)
            out += [CardFilter(title_is=t.strip()) for t in q[len("including "):].split("/") if t.strip()
                    and t.strip().lower() not in {*KIND_WORDS, *ANY_CARD} and not cardtype._kind_of(t.strip())]
    if len(f.title_words) > 1 and not f.titled:
        # "with 'bomb', 'kick', 'power', or 'slam' in the title": any one of the words (each description once per word)
        out = [replace(g, title_has=w) for g in out for w in dict.fromkeys(f.title_words)]
    for q in f.qualifiers:
        m = re.fullmatch(r"'(.+)' in the title or text", q)
        if m:
            # "with 'X' in the title or text": either place will do, so each description twice
            words = tuple(w for w in m.group(1).split("|") if w)
            out = [replace(g, **change) for g in out
                   for change in ([{"title_has": w} for w in words] + [{"text_has": words}])]
    return tuple(out)


def one_filter(f) -> CardFilter:
    """An AST description as one filter: its alternatives, when it has several, as `any_of`."""
    fs = filters_from(f)
    return fs[0] if len(fs) == 1 else CardFilter(any_of=fs)


def _is_superstar_name(name: str) -> bool:
    """A name the card data knows as a Superstar (or a Superstar logo), not an identity word."""
    from judgebot.cardtext.lexer import known_names

    return name in known_names()[1]


_ZONE_QUALIFIERS = {"in ring", "in ringside", "in hand", "in arsenal", "in backlash", "in backstage", "in rfg"}


def _zone_qualifier(f) -> str | None:
    """The zone an AST description puts its cards in ("your Ringside maneuvers", "maneuvers in your Backstage Area":
    "in ringside", "in backstage"), which no rule filter follows: a modifier or a reversal restriction given to them
    would fit every card of that kind, wherever it is."""
    if f is None:
        return None
    for g in (f,) + tuple(f.alternatives):
        for q in g.qualifiers:
            if q.lower() in _ZONE_QUALIFIERS:
                return q
    return None


def _zone_names(z: A.Zone | None) -> frozenset[str]:
    """The places a Zone names: "from hand or Backlash" is {"hand", "backlash"}."""
    return frozenset({z.name} | {a.name for a in z.alternatives}) if z is not None else frozenset()


def condition_from(c: A.Condition | None) -> Condition | None:
    if c is None:
        return None
    k = c.kind
    if k in ("any", "all") and (c.any_of or c.all_of):
        # "when played after X or when Y": one of these / every one of these
        parts = tuple(p for p in (condition_from(x) for x in (c.any_of if k == "any" else c.all_of)) if p is not None)
        return Condition(k, parts=parts, negated=c.negated)
    if k == "as_counter" and c.zone is None and c.filter is None:
        # "when played as a Counter" (Glossary "Counter"); "(hand or Backlash)", "(maneuver)" are not followed: unread
        return Condition("counter", negated=c.negated)
    if k == "played_after":
        fs = filters_from(c.filter)
        return Condition("after", filter=fs[0], alternatives=fs if len(fs) > 1 else (), negated=c.negated)
    if k in ("compare", "compare_by") and "|" in (c.stat or ""):
        # "when you have lower Fortitude or fewer cards in hand": either comparison holds (it was read as the
        # Fortitude one alone); a pair the rules cannot check, or "both", stays unread
        parts = tuple(condition_from(replace(c, stat=stat, names=())) for stat in c.stat.split("|"))
        if c.names == ("either",) and all(p is not None and p.kind != "unread" for p in parts):
            return Condition("any", parts=parts, negated=c.negated)
        return Condition("unread", word=" or ".join(c.stat.split("|")))
    if k in ("compare", "compare_by") and (c.stat or "").startswith("fortitude"):
        # "when you have lower Fortitude"; with an amount, a margin: "5+ lower Fortitude", "at least 20F greater"
        comp = (c.comparison or "").lower()
        mine_first = (c.player or "you") != "opponent"
        if comp in ("less", "lower", "greater", "higher"):
            below = (comp in ("less", "lower")) == mine_first
            kind = "fortitude_below_opponent" if below else "fortitude_above_opponent"
            if c.amount:
                return Condition(kind + "_by", n=c.amount, negated=c.negated)
            return Condition(kind, negated=c.negated)
        if comp in ("less_or_equal", "greater_or_equal", "equal") and not c.amount and not c.names:
            # "when you have equal or lower Fortitude", "if your Fortitude Rating is equal to your opponent's",
            # "when you have equal Fortitude": a tie counts
            if comp == "equal":
                return Condition("fortitude_equal_opponent", negated=c.negated)
            at_most = (comp == "less_or_equal") == mine_first
            return Condition("fortitude_at_most_opponent" if at_most else "fortitude_at_least_opponent",
                             negated=c.negated)
    if k == "compare" and c.stat == "hand_size" and not c.amount:
        # (with a margin, "at least 5 fewer cards in hand than your opponent", it is not checked: unread)
        comp = (c.comparison or "").lower()
        if comp in ("less", "greater"):
            return Condition("hand_fewer_than_opponent" if comp == "less" else "hand_more_than_opponent")
    if k == "played_at_event":
        # "When played in Indianapolis, IN at GenCon, this card is -5F" (a promotional card): a match at that event
        return Condition("played_at_event", word=c.names[0] if c.names else None, negated=c.negated)
    if k == "compare" and c.stat == "arsenal_size" and not c.amount and c.filter is None:
        # "When you have greater Arsenal cards, your maneuvers are +3D" (Virtual): more cards in your Arsenal than
        # your opponent has in his
        comp = (c.comparison or "").lower()
        if comp in ("less", "greater"):
            fewer = (comp == "less") == ((c.player or "you") != "opponent")
            return Condition("arsenal_fewer_than_opponent" if fewer else "arsenal_more_than_opponent",
                             negated=c.negated)
    if k == "compare_by" and c.stat == "stun_value" and c.amount and not c.names \
            and (c.comparison or "").lower() in ("less", "greater"):
        # "if the Stun Value in your Ring area is at least 5 greater than the Stun Value in your opponent's"
        below = ((c.comparison or "").lower() == "less") == ((c.player or "you") != "opponent")
        return Condition(f"stun_value_{'below' if below else 'above'}_opponent_by", n=c.amount, negated=c.negated)
    if k == "compare" and c.stat in ("stun_value", "superstar_value") and not c.names and not c.amount:
        # "if the total Stun Value in your Ring area is greater than the Stun Value in your opponent's Ring area",
        # "when your Superstar Value is greater than your opponent's" ("the player with the lowest Superstar
        # Value", names ("player_with",), is not checked: a tie, more players)
        comp = (c.comparison or "").lower()
        if comp in ("less", "greater"):
            below = (comp == "less") == ((c.player or "you") != "opponent")
            return Condition(f"{c.stat}_{'below' if below else 'above'}_opponent", negated=c.negated)
    if k == "stat_range" and c.stat == "superstar_value" and c.amount is not None \
            and c.comparison in ("less_or_equal", "greater_or_equal"):
        # "if your opponent has a Superstar Value of 2 or less", "if your Superstar Value is 3 or greater"
        who = "" if (c.player or "you") == "you" else "opponent_"
        side = "at_most" if c.comparison == "less_or_equal" else "at_least"
        return Condition(f"{who}superstar_value_{side}", n=c.amount, negated=c.negated)
    if k == "stat_is" and (c.stat or "").startswith("fortitude") and (c.player or "you") == "you":
        return Condition("fortitude_is", n=c.amount, negated=c.negated)
    if k == "stat_range" and (c.stat or "").startswith("fortitude") and c.amount is not None:
        # "when your Fortitude Rating is 5 or less / 10F or greater": a bound (his, when "his ...")
        who = "" if (c.player or "you") == "you" else "opponent_"
        side = "at_most" if c.comparison == "less_or_equal" else "at_least"
        return Condition(f"{who}fortitude_{side}", n=c.amount, negated=c.negated)
    if k in ("have_cards", "card_in_zone") and not (c.zone is not None and c.zone.alternatives):
        # ("an nWo card in your Ring or Backstage Area": a place among several is not read yet)
        zone = c.zone.name if c.zone else "hand"
        owner = c.player or (c.zone.owner if c.zone else "you")
        unread = [q for q in (_unread_qualifiers(c.filter) if c.filter is not None else ())
                  if q.lower() not in _ZONE_QUALIFIERS]
        if zone == "ring" and unread:
            # "3 or more Superstar-specifics from 'ECW Originals' Faction Members ... in your Ring": a part of the
            # description the filters do not follow; counting every Superstar-specific card would mis-read it
            return Condition("unread", word=f"cards {unread[0]}")
        if zone == "ring":
            fs = filters_from(c.filter)
            q = c.quantity
            kind = "ring_has" if owner != "opponent" else "opponent_ring_has"
            if q is not None and q.count is not None and q.variable is None and not (q.any_number or q.all):
                # "when you have 3 or more X in your Ring" is a count, "4 or fewer" a ceiling, "no X" none at all
                # (not "one of them is there")
                if q.count == 0:
                    return Condition(kind, filter=fs[0], alternatives=fs if len(fs) > 1 else (), negated=not c.negated)
                if q.up_to:
                    kind = kind.replace("has", "count_at_most")
                elif q.count > 1:
                    kind = kind.replace("has", "count_at_least")
                if kind.endswith(("at_most", "at_least")):
                    return Condition(kind, n=q.count, filter=fs[0], alternatives=fs if len(fs) > 1 else (),
                                     negated=c.negated)
            return Condition(kind, filter=fs[0], alternatives=fs if len(fs) > 1 else (), negated=c.negated)
        if zone == "hand" and c.quantity is not None and owner != "opponent" and c.quantity.any_number:
            # "if you have any cards in your hand": at least one
            return Condition("hand_at_least", n=1, negated=c.negated)
        if zone == "hand" and c.quantity is not None and owner != "opponent" and c.quantity.count is not None:
            # "2 or more cards in your hand" / "2 or fewer cards in your hand" (Quantity up_to)
            kind = "hand_at_most" if c.quantity.up_to else "hand_at_least"
            return Condition(kind, n=c.quantity.count, negated=c.negated)
    n_types = c.amount if k == "different_types" else None
    if n_types and c.zone is not None and c.zone.name == "ring" and not c.zone.alternatives:
        # "When you have 3 different Maneuver card types of 3D or greater in your Ring area" (at least `amount`
        # maneuver types among the cards fitting `filter`)
        owner = c.player or c.zone.owner
        fs = filters_from(c.filter) if c.filter is not None else (CardFilter(),)
        return Condition("ring_types_at_least" if owner != "opponent" else "opponent_ring_types_at_least",
                         n=n_types, filter=fs[0], alternatives=fs if len(fs) > 1 else (), negated=c.negated)
    if k == "first_card_this_turn":
        # "if it is not the first or second card played this turn": n = 2 (the first n cards of the turn)
        return Condition("first_card_this_turn", negated=c.negated, n=c.amount if (c.amount or 0) > 1 else None,
                         word="card" if c.amount and c.amount > 1 else None)
    if k == "superstar_is" and c.names and all(_is_superstar_name(n) for n in c.names):
        # "when you are Kane", "when your opponent is Triple H or The Game": the Superstar in play
        # (an identity that is not a name, "when you are a Tag Team", stays unread)
        kind = "opponent_superstar_is" if c.player == "opponent" else "superstar_is"
        parts = tuple(Condition(kind, word=n) for n in c.names)
        if len(parts) == 1:
            return Condition(kind, word=c.names[0], negated=c.negated)
        return Condition("any", parts=parts, negated=c.negated)
    if k == "played_by" and c.names and all(_is_superstar_name(n) for n in c.names):
        # "Cannot be played by Lita": played by that Superstar is the player being that Superstar (only
        # you play your cards); an identity that is not a name ("by a Diva Superstar") stays unread
        parts = tuple(Condition("superstar_is", word=n) for n in c.names)
        if len(parts) == 1:
            return Condition("superstar_is", word=c.names[0], negated=c.negated)
        return Condition("any", parts=parts, negated=c.negated)
    return Condition("unread", word=" ".join(c.names) or k)


# ------------------------------------------------------------------ modifiers

def _mods(m: A.Modifier, condition: Condition | None) -> list[Modifier]:
    out = []
    for ch in m.changes:
        if ch.stat not in ("F", "D"):
            continue
        if getattr(ch, "maximum", False):
            op, amount = "max", ch.amount          # "do no more than a maximum of 3D"
        elif ch.set_to:
            continue
        elif ch.multiply:
            op, amount = "*", ch.amount
        else:
            op, amount = ("+", ch.amount) if ch.amount >= 0 else ("-", -ch.amount)
        cond = condition or condition_from(m.condition)
        out.append(Modifier(stat=ch.stat, op=op, amount=amount, condition=cond,
                            applies_to=one_filter(m.scope.filter) if m.scope.filter else None))
    return out


# ------------------------------------------------------------------ walking the tree

def _name(node) -> str:
    """A short reading of an effect node ("Optional Draw" -> "may draw")."""
    if isinstance(node, A.Optional):
        return "may " + _name(node.effect)
    if isinstance(node, (A.Sequence, A.Choice)):
        parts = node.effects if isinstance(node, A.Sequence) else node.options
        return (" then " if isinstance(node, A.Sequence) else " or ").join(_name(p) for p in parts)
    words = re.sub(r"(?<!^)(?=[A-Z])", " ", type(node).__name__).lower()
    player = getattr(node, "player", None)
    return f"{'opponent ' if player == 'opponent' else ''}{words}"

def _label(node, condition: Condition | None) -> str:
    """What an effect does, with the condition it waits on ("search (if the superstar is The Rock)")."""
    if condition is None:
        return _name(node)
    from .conditions import describe

    return f"{_name(node)} (if {describe(condition)})"


def _as_kind(triggers) -> str | None:
    for t in triggers:
        if t.kind.startswith("as_"):
            word = t.kind[3:]
            return word if word in KIND_WORDS else "maneuver" if cardtype._kind_of(word.replace("_", " ")) else word
    return None


def _plain(node: A.Considered) -> A.CardFilter | None:
    """What a card is considered, when it is that plainly (not "not", not "for your Ability", not "played after",
    not "instead of"), or None."""
    if node.negated or node.purpose or node.played_after is not None or node.instead_of is not None:
        return None
    return node.as_kind


def _set_value(node: A.Considered) -> tuple[str, int] | None:
    """"this card is F: 0", "... are D: 0": the Fortitude or Damage Value set, and nothing else (not "considered
    D: 10 for your Ability", not "a Throwback and D: 3"), or None."""
    f = _plain(node)
    if f is None or (f.fortitude is None) == (f.damage is None):
        return None
    stat, rng = ("F", f.fortitude) if f.fortitude is not None else ("D", f.damage)
    if rng.low is None or rng.low != rng.high or replace(f, fortitude=None, damage=None) != A.CardFilter():
        return None
    return stat, rng.low


def _amount(d: VariableDefinition | None) -> Amount | None:
    """What "#" is, in a form amounts.work_out can count, or None."""
    v = d.value if d is not None else None
    if v is None:
        return None
    extra = dict(times=v.times, divide=v.divide, rounding=v.rounding, offset=v.offset,
                 subtract_from=v.subtract_from, maximum=d.maximum, minimum=d.minimum)
    if v.kind == "player_stat" and v.stat in ("fortitude_rating", "superstar_value") and v.player in ("you",
                                                                                                     "opponent"):
        return Amount("player_stat", player=v.player, stat=v.stat, **extra)
    if v.kind == "stun_value" and v.zone is not None and v.zone.name == "ring" and not v.zone.alternatives:
        return Amount("stun_value", player="opponent" if v.zone.owner == "opponent" else "you", zone="ring", **extra)
    count = _count_amount(v.cards) if v.kind == "count" else None
    return replace(count, **extra) if count is not None else None


def _count_amount(cards: A.Cards | None) -> Amount | None:
    """"each Heat card in your Ring", "every card in your opponent's Ringside pile": a count amounts.work_out can
    make (one zone: a Ring, a hand or a Ringside pile, yours or his), or None."""
    z = cards.zone if cards is not None else None
    if z is None or z.alternatives or z.name not in ("ring", "hand", "ringside") or z.owner not in ("you", "opponent"):
        return None
    if cards.filter is not None and _unread_qualifiers(cards.filter):
        return None
    fs = filters_from(cards.filter) if cards.filter is not None else (CardFilter(),)
    return Amount("count", player=z.owner, zone=z.name,
                  filter=None if fs == (CardFilter(),) else (fs[0] if len(fs) == 1 else CardFilter(any_of=fs)))


def _amounts(node: VariableModifier) -> tuple[Amount, ...]:
    """Each change's amount, when every change is a Fortitude or Damage change the rules can work out; else ()."""
    if node.applies_to is not None or node.by is not None or node.scope.kind not in ("this", "next", "it", "all",
                                                                                       "reversals_to_this"):
        return ()
    out = []
    for ch in node.changes:
        a = _amount(ch.variable.definition) if ch.stat in ("F", "D") else None
        if a is None:
            return ()
        out.append(a)
    return tuple(out)


_GAINABLE = {"multi", "chain"}     # the traits the rules follow when a card's text gives them (Heat: not yet)


def _gained_traits(node: A.Considered) -> tuple[str, ...]:
    """"this card is Multi", "it is considered a Multi", "are Multi cards": the traits the rules follow, when the
    description is those traits and nothing else (no "instead of", no "for your Ability")."""
    f = _plain(node)
    if f is None:
        return ()
    traits = tuple(t.lower() for t in f.traits)
    if not traits or not set(traits) <= _GAINABLE:
        return ()
    rest = replace(f, traits=(), kinds=tuple(k for k in f.kinds if k.lower() not in ("card", "maneuver")))
    return traits if rest == A.CardFilter() else ()


def _maneuver_kinds(f: A.CardFilter | None) -> tuple[str, ...]:
    """The maneuver kinds a description is and nothing else ("a High Risk", "a Strike maneuver"), or ()."""
    if f is None or replace(f, kinds=()) != A.CardFilter():
        return ()
    kinds = tuple(cardtype._kind_of(k) for k in f.kinds if k.lower() != "maneuver")
    return kinds if kinds and all(kinds) else ()


def _next_card_change(node: A.Considered) -> NextCardEffect | None:
    """"it is instead considered a High Risk maneuver played after the card titled Irish Whip" (said of the next
    card): the kinds it changes and what it is considered played after, as a NextCardEffect without its filter; or
    None when it says anything else."""
    if node.negated or node.purpose or node.duration is not None or node.scope.player not in ("you", None):
        return None
    kind, after = node.as_kind, filters_from(node.played_after) if node.played_after is not None else ()
    if kind is not None and kind.played_after is not None:
        # "it is instead considered a High Risk maneuver played after the card titled Irish Whip": both
        after += filters_from(kind.played_after)
        kind = replace(kind, played_after=None)
    change = _kind_change(replace(node, scope=A.Scope("this"), played_after=None, as_kind=kind)) if kind else None
    if kind is not None and change is None:
        return None
    if change is None and not after:
        return None
    return NextCardEffect(after=after, kind_changes=(change,) if change else ())


def _kind_change(node: A.Considered) -> KindChange | None:
    """"this card is a High Risk instead of a Strike", "this card is a Trademark Finisher instead" (all it was),
    "this card is also considered a Submission" (added): the maneuver kinds this card gains and loses as it is
    played, or None (a plain "is considered a Strike" says neither "also" nor "instead": not followed)."""
    if (node.scope.kind != "this" or node.negated or node.purpose or node.played_after is not None
            or node.duration is not None):
        return None
    gains = _maneuver_kinds(node.as_kind)
    if not gains:
        return None
    if node.instead_of is not None:
        loses = _maneuver_kinds(node.instead_of)
        return KindChange(gains, loses) if loses else None
    if node.mode == "instead":
        return KindChange(gains, (cardtype.ALL_KINDS,))
    if node.mode == "also":
        return KindChange(gains, ())
    return None


_PLAYED_SCOPES = {"this", "it", "next", "first_this_turn", "first_next_turn"}


def _considered_words(node: A.Considered) -> str:
    """"this card is considered a High Risk instead of a Strike": a Considered node in words, for the unread list."""
    whose = "his" if node.scope.player == "opponent" else "your"
    what = {"it": "it", "this": "this card", "next": f"{whose} next card",
            "first_this_turn": f"{whose} first card this turn", "first_next_turn": f"{whose} first card next turn",
            "superstar": "your opponent" if node.scope.player == "opponent" else "you"}.get(node.scope.kind)
    if what is None:
        what = f"{whose} cards" if node.scope.filter is None else f"{whose} cards ({_filter_words(node.scope.filter)})"
    verb = "is" if what in ("it", "this card", "your opponent") or "card " in what or what.endswith("card") else "are"
    parts = [f"{what} {verb}{' not' if node.negated else ''} considered"]
    if node.played_after is not None:
        parts.append(f"played after {_filter_words(node.played_after)}")
    if node.as_kind is not None:
        words = _filter_words(node.as_kind)
        parts.append(words if words.startswith("the ") else ("an " if words[0].lower() in "aeiou" else "a ") + words)
    if node.instead_of is not None:
        parts.append(f"instead of {_filter_words(node.instead_of)}")
    if node.purpose:
        parts.append(f"for {node.purpose}")
    return " ".join(parts)


def _filter_words(f: A.CardFilter) -> str:
    fs = filters_from(f)
    return " or ".join(describe_filter(x) for x in fs) if fs else "a card"


def _reversal_under(effect, condition: A.Condition):
    """The effect with `condition` joined to each reversal definition in it ("when played from your hand, reverse
    any Strike maneuver": a reversal from the hand only)."""
    if isinstance(effect, A.ReversalDefinition):
        own = effect.condition
        return replace(effect, condition=condition if own is None else A.Condition("all", all_of=(condition, own)))
    if isinstance(effect, A.Sequence):
        return replace(effect, effects=tuple(_reversal_under(e, condition) for e in effect.effects))
    return effect


def _it_is_this(clauses) -> bool:
    """Whether "it" in these clauses can only be this card: the sentence names this card and no other card (no
    "your next maneuver", no "the first card played on your next turn", no card a condition describes)."""
    this = False
    for clause in clauses:
        for n in A.iter_nodes(clause):
            if isinstance(n, A.Scope):
                if n.kind == "this":
                    this = True
                elif n.kind != "it":
                    return False
            elif isinstance(n, A.Condition) and (getattr(n, "filter", None) is not None or "card" in n.kind):
                return False
    return this


def _unread_worded(cond: Condition, text: str) -> Condition:
    """`cond` with each part the rules cannot check ("unread") worded by the card's sentence `text`."""
    if cond.kind == "unread":
        return replace(cond, word=text)
    if cond.kind in ("any", "all"):
        return replace(cond, parts=tuple(_unread_worded(c, text) for c in cond.parts))
    return cond


def _reversal_of(option):
    """The reversal an option of a choice is ("reverse any X", "reverse any X and end the turn"), else None."""
    if isinstance(option, A.Optional):
        option = option.effect
    if isinstance(option, A.Sequence) and option.effects:
        option = option.effects[0]
    return option if isinstance(option, A.ReversalDefinition) else None


def _without_completely(option):
    """The option with its reversal not "completely" (`_Reader.reversal_choice`)."""
    if isinstance(option, A.ReversalDefinition):
        return replace(option, completely=False)
    if isinstance(option, A.Optional):
        return replace(option, effect=_without_completely(option.effect))
    return replace(option, effects=(_without_completely(option.effects[0]),) + tuple(option.effects[1:]))


class _Reader:
    def __init__(self, as_type: str | None):
        self.as_type = as_type
        self.next_filter = None
        self.only_overturned = False
        self.not_first_card = False
        self.or_counter = False
        self.d: dict = {k: [] for k in ("fortitude_mods", "damage_mods", "follow_up", "play_conditions",
                                        "restrictions", "next_card", "turn_mods", "turn_restrictions", "turn_prohibitions",
                                        "turn_bans", "own_bans", "ring_mods", "ring_restrictions",
                                        "opponent_mods", "plunge", "prohibitions", "ring_prohibitions", "gained_traits",
                                        "ring_traits", "kind_changes", "when_played", "when_successful", "after_damage", "opens_follow_up",
                                        "triggered", "when_overturned", "when_reversed", "heat_kept", "unread")}
        self.potential: set[str] = set()
        self.reversal: ReversalAbility | None = None
        self.from_ringside = False
        self.play_zones: set[str] = set()       # "Can only be played from your Ringside pile"
        self.not_play_zones: set[str] = set()   # "Cannot be played from Ringside"
        self.it_is_this = False                 # "it" can only be this card (set per sentence)
        self.overturn_self = 0
        self.overturn_opponent = 0
        self.goes_to = None
        self.ends_own_turn = False
        self.ignores: set[str] = set()      # "ignore any reversal restriction from a card"

    # -- clauses
    def clause(self, node, triggers=(), condition=None):
        # "When this card is overturned or discarded for your Ability", "At the end of the Pre-match phase or during your
        # turn": either moment sets it off, so the clause is read with the kinds of both
        kinds = {k for t in triggers for k in ({p.kind for p in t.any_of} if isinstance(t, EitherTrigger) else {t.kind})}
        half = _as_kind(triggers)
        if half and self.as_type and half != self.as_type:
            return                      # text for the type not chosen is ignored
        for n in A.iter_nodes(node):
            if isinstance(n, _NOT_FOLLOWED) and f"{_name(n)} (not followed)" not in self.d["unread"]:
                self.d["unread"].append(f"{_name(n)} (not followed)")
            if isinstance(n, PlayLimit) and n.per == "to_this":
                # "Your opponent can only play 1 reversal to this card": a limit no rule follows yet
                self.d["unread"].append("a limit on the cards played to this card (not followed)")
            if isinstance(n, PlayLimit) and n.per == "game":
                # "Your opponent cannot play more than 3 copies of ...": a limit over the whole game, not followed
                self.d["unread"].append("a limit on the copies played in the game (not followed)")
        if isinstance(node, A.Unparsed):
            self.d["unread"].append(node.text)
        elif isinstance(node, IgnoreReversalRestrictions) or (
                isinstance(node, A.Optional) and isinstance(node.effect, IgnoreReversalRestrictions)):
            # "ignore any reversal restriction from a card": what its reversal passes over (Glossary "Reversal
            # Restriction"); "may ignore" is the reversing player's choice, taken whenever it helps
            ign = node.effect if isinstance(node, A.Optional) else node
            if getattr(ign, "zones", ()) or getattr(ign, "on", None) is not None:
                # "Your opponent may ignore reversal restrictions from Arsenal (on your High Risks)": not followed
                self.d["unread"].append("ignoring reversal restrictions from a zone (not followed)")
                return
            if "play" in ign.which:
                # "... ignores any reversal restrictions or play restrictions from your opponent": the play part
                self.d["unread"].append("ignoring play restrictions (not followed)")
            self.ignores |= set(w for w in ign.which if w != "play")
        elif isinstance(node, A.Optional) and isinstance(node.effect, A.ReversalDefinition):
            self.clause(node.effect, triggers, condition)     # "may reverse any ...": a reversal all the same
        elif isinstance(node, A.Choice) and node.options and all(_reversal_of(o) is not None for o in node.options):
            self.reversal_choice(node, triggers, condition)
        elif isinstance(node, A.Sequence) and any(isinstance(e, A.ReversalDefinition) or (
                isinstance(e, A.Optional) and isinstance(e.effect, A.ReversalDefinition)) for e in node.effects):
            # "may reverse any X ... and end your opponent's turn": the reversal, then what follows it
            for e in node.effects:
                self.clause(e, triggers, condition)
        elif isinstance(node, A.Ability):
            own_half = _as_kind(node.triggers)
            if own_half and self.as_type and own_half != self.as_type:
                return                  # text for the type not chosen is ignored
            if node.condition is not None and node.condition.kind == "played_from" and any(
                    isinstance(n, A.ReversalDefinition) for n in A.iter_nodes(node.effects)):
                # "If played from your hand, may reverse ...": the reversal works from that zone only
                for e in node.effects:
                    for n in A.iter_nodes(e):
                        if isinstance(n, A.ReversalDefinition):
                            self.reversal_definition(replace(n, condition=node.condition) if n.condition is None else n)
                return
            if node.condition is not None and node.condition.kind == "next_card_is":
                for e in node.effects:
                    self.conditional(A.Conditional(condition=node.condition, effect=e), tuple(triggers) + tuple(node.triggers))
                return
            every = tuple(triggers) + tuple(node.triggers)
            for t in every:
                if t.kind == "when_player_plays" and t.by in ("you", "opponent"):
                    # FAQ Timing Breakdown 7a/7b: effects that trigger on a Successfully Played card
                    unread = [q for q in (_unread_qualifiers(t.filter) if t.filter is not None else ())
                              if q.lower() != "this card"]
                    if unread:
                        # "When you play a Superstar-specific card as a Counter (to a maneuver), ...": a filter that
                        # would fit more cards than the text names never sets the effect off (not followed)
                        self.d["unread"].append(f"an effect set off by a card played, '{unread[0]}' (not followed)")
                        continue
                    fs = filters_from(t.filter) if t.filter is not None else ()
                    # its condition: "when it is a 'Chair' maneuver" is one more thing the card played must be;
                    # any other is a state of its controller, checked as the effect would fire
                    it_is = node.condition is not None and node.condition.kind == "it_is" \
                        and node.condition.filter is not None and not node.condition.negated
                    own = None if it_is else condition_from(node.condition)
                    state = own if condition is None else condition if own is None else \
                        Condition("all", parts=(condition, own))
                    self.d["triggered"].append(TriggeredEffect(
                        by=t.by, filters=fs, after_damage=any(x.kind == "damage_applied" for x in every),
                        effect="; ".join(_name(e) for e in node.effects),
                        on_play=bool(fs) and not any(f.successful for f in fs), condition=state,
                        also=filters_from(node.condition.filter) if it_is else ()))
            cond = condition or condition_from(node.condition)
            played_by = next((t.by for t in every if t.kind == "when_successfully_played"
                              and t.by not in (None, "you", "opponent")), None)
            if played_by and cond is None:
                cond = Condition("superstar_is", word=played_by)    # "When successfully played by The Rock"
            counter = next((t for t in every if t.kind in ("when_played_as_counter", "when_played_as_counter_with")),
                           None)
            if counter is not None:
                # "When played as a Counter, cannot be reversed from hand" holds only for a Counter (Glossary
                # "Counter"); "(maneuver)", "(Arsenal)", "(non-Unique reversal)" are not followed: unread, never held
                plain = counter.kind == "when_played_as_counter" and counter.filter is None and counter.zone is None
                c_cond = Condition("counter") if plain else Condition("unread", word="as a Counter (...)")
                cond = c_cond if cond is None else Condition("all", parts=(cond, c_cond))
            for e in node.effects:
                self.clause(e, every, cond)
        elif isinstance(node, A.ActivatedEffect):
            own_half = _as_kind(node.triggers)
            if own_half and self.as_type and own_half != self.as_type:
                return                  # text for the type not chosen is ignored
            self.activated(node, tuple(triggers) + tuple(node.triggers))
        elif isinstance(node, PlayRuleFor) and node.rule.kind == "may_play_after":
            # "You may play the card titled Maintain Hold after this card (as if it were a Submission maneuver)": this
            # card, played immediately before them, meets their Follow-up (FAQ Timing Breakdown 2c)
            if condition is not None or {k for k in kinds if not k.startswith("as_")}:
                self.d["unread"].append("a card it lets follow it, only at a time or in a state")
            else:
                self.d["opens_follow_up"].extend(filters_from(node.scope.filter))
        elif isinstance(node, A.PlayRestriction):
            self.play_restriction(node, condition)
        elif isinstance(node, A.FollowUp):
            for f in filters_from(node.filter):
                self.d["follow_up"].append(replace(f, successful=True))
        elif isinstance(node, A.Requirement):
            name = node.name.strip().lower().replace("\u2019", "'")
            if name == "overturned":
                self.only_overturned = True     # Glossary "Requirement": only works when overturning damage
            elif name.startswith("not your opponent's first card"):
                self.not_first_card = True      # Revolution rulebook, Requirement Definitions 5
            elif name.startswith("not your opponent's first or second card"):
                self.not_first_card = 2         # (as "if it is not the first or second card played this turn")
            elif node.condition is not None:
                self.d["play_conditions"].append(condition_from(node.condition))
        elif isinstance(node, (A.ReversalRestriction, A.Modifier)) and kinds & LATER_TURNS:
            # "During your next turn, your cards cannot be reversed from Backlash", "During this turn and your next
            # turn, ...": a later turn's rule, not one while this card is in the Ring (not followed: unread)
            self.d["unread"].append(f"{_name(node)} during a later turn")
        elif isinstance(node, (A.ReversalRestriction, A.Modifier)) and _off_play(triggers):
            # "When your opponent plays a Submission maneuver, this card is +2D", "When reversed, ...": a moment that
            # does not come as this card is played; never a fact of the card (not followed: unread)
            self.d["unread"].append(f"{_name(node)} ({', '.join(sorted(_off_play(triggers)))}: not followed)")
        elif isinstance(node, A.Considered) and node.purpose and not node.played_after:
            # "This card is considered non-Unique for your opponent's reversals": only for that purpose, which the
            # rules do not follow (unread, never dropped)
            self.d["unread"].append(f"{_considered_words(node)} (not followed)")
        elif isinstance(node, A.ReversalRestriction):
            self.restriction(node, condition, kinds)
        elif isinstance(node, A.Sequence) and node.effects and all(isinstance(e, A.Requirement) for e in node.effects):
            # "Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn": each one
            for e in node.effects:
                self.clause(e, triggers, condition)
        elif isinstance(node, A.Sequence) and node.effects and all(
                isinstance(e, A.ReversalRestriction) for e in node.effects):
            # "Cannot be reversed from Backlash or by hybrid reversals": each restriction stops a reversal
            for e in node.effects:
                self.restriction(e, condition, kinds)
        elif isinstance(node, A.ReversalDefinition) and any(isinstance(t, ThatCard) for t in node.targets):
            # "When overturned by an Action or Pre-match card, reverse that card": the card the trigger names
            named = next((t.filter for t in triggers if t.kind == "when_overturned" and t.filter is not None), None)
            if named is None:
                self.d["unread"].append("reverse that card (no card named before it)")
                return
            node = replace(node, targets=tuple(named if isinstance(t, ThatCard) else t for t in node.targets))
            self.clause(node, triggers, condition)
        elif isinstance(node, A.ReversalDefinition):
            # "When overturned, reverse any ...": it reverses only while damage is overturned (FAQ Glossary
            # "Applicable Reversals": from the zone in which it currently resides), as Requirement: Overturned
            self.reversal_definition(node, zones=frozenset({"arsenal"}) if "when_overturned" in kinds else frozenset(),
                                     outer=condition)
        elif isinstance(node, A.Modifier):
            self.modifier(node, kinds, condition)
        elif self.value_or_permission(node, kinds, condition):
            pass
        elif isinstance(node, A.Conditional):
            self.conditional(node, triggers)
        elif isinstance(node, NotRemoved):
            self.not_removed(node, kinds, condition)
        elif isinstance(node, A.PlayPrice):
            # "When this card is in your Ring area, your opponent must discard 1 card in order to play an Action
            # card": a price on every such play, which the play checks do not ask for yet: not followed (unread)
            whose = {"opponent": "your opponent", "any": "any player"}.get(node.player, "you")
            self.d["unread"].append(f"a price on playing cards: {whose} must {_name(node.cost[0]).removeprefix('opponent ')}"
                                    " to play them")
        else:
            self.action(node, kinds, condition, triggers)

    def reversal_choice(self, node: A.Choice, triggers, condition):
        """ "As a reversal, reverse any Submission, or completely reverse any 'Punch' card": one card reverses either
        kind, so the reversal's targets are both options' (FAQ Glossary "Reversal").  A "completely" that only some
        options carry would, read so, reach the others' targets too: it is dropped and told not followed."""
        options = list(node.options)
        completely = {_reversal_of(o).completely for o in options}
        if len(completely) > 1:
            options = [_without_completely(o) for o in options]
            self.d["unread"].append("'completely' on one option of a choice of reversals (not followed)")
        for option in options:
            self.clause(option, triggers, condition)

    def not_removed(self, node: NotRemoved, kinds, condition):
        """"Your Heat cards are not removed from the game when you move a card from your Ringside pile (with
        Superstar-specific cards)": the Heat rule's removal (Glossary "Heat": 'Whenever you move a card from your
        Ringside pile ... first remove all Heat cards in your Ringside pile from the game') does not happen when the
        card whose effect moves it fits `mover`.  Read only for your own Heat cards and your moves from your Ringside,
        while the text applies (no condition, no moment); anything else is not followed (unread)."""
        f = node.scope.filter if node.scope is not None else None
        move = node.event
        source = getattr(move, "source", None) or getattr(getattr(move, "cards", None), "zone", None)
        heat_only = f is not None and f.traits == ("Heat",) and replace(f, traits=()) in (
            A.CardFilter(), A.CardFilter(kinds=("Card",)))
        if (node.scope.kind == "all" and node.scope.player in ("you", None) and heat_only
                and getattr(move, "player", None) == "you" and source is not None and source.name == "ringside"
                and not source.alternatives and source.owner in ("you", None) and node.zone.name in ("game", "ringside")
                and condition is None and not {k for k in kinds if not k.startswith("as_")} - {"while_in_ring"}):
            self.d["heat_kept"].append(one_filter(node.mover) if node.mover is not None else CardFilter())
        else:
            self.d["unread"].append("cards not removed when cards are moved (not followed)")

    def play_restriction(self, node: A.PlayRestriction, condition: Condition | None = None):
        k = node.kind
        if k in ("only_after", "must_after"):
            self.or_counter = self.or_counter or bool(node.or_counter)
            c = node.condition
            if c is not None and c.kind == "any" and c.any_of and all(
                    x.kind == "played_after" and x.filter is not None for x in c.any_of):
                # "after a Submission maneuver or Chain maneuver": still one Follow-up, met by any of them
                # (FAQ Glossary "Follow-up effects": 'refers to the last thing you did')
                for x in c.any_of:
                    self.d["follow_up"].extend(filters_from(x.filter))
            elif c is not None and c.filter is not None:
                self.d["follow_up"].extend(filters_from(c.filter))
            elif c is not None:
                self.d["play_conditions"].append(condition_from(c))
        elif k == "only_when" and node.condition is not None:
            self.d["play_conditions"].append(condition_from(node.condition))
        elif k == "cannot_when" and node.condition is not None:
            cond = condition_from(node.condition)
            self.d["play_conditions"].append(replace(cond, negated=not cond.negated))
        elif k == "may_play_from" and "ringside" in node.zones and condition is not None:
            # "When you have 10+ lower Fortitude, can be played from Ringside": only in that state, which
            # `from_ringside` (always) cannot say: not followed
            from .conditions import describe as describe_condition
            self.d["unread"].append(f"can be played from Ringside when {describe_condition(condition)}")
        elif k == "may_play_from" and "ringside" in node.zones:
            self.from_ringside = True
        elif k in ("only_from", "cannot_from"):
            # "Can only be played from your Ringside pile (when ...)", "Cannot be played from Ringside" (FAQ Glossary
            # "Played": 'or the Ringside pile if specific text or trait permits this')
            (self.play_zones if k == "only_from" else self.not_play_zones).update(node.zones)
            if node.condition is not None:
                self.play_condition(node.condition, negated=False)
        elif k in ("only_by", "cannot_by") and node.condition is not None:
            # "Cannot be played by The Rock", "Can only be played by Rikishi": the player's Superstar
            self.play_condition(node.condition, negated=k == "cannot_by")
        elif k == "only_as_counter":
            # "can only be played as a Counter" (FAQ Glossary "Counter")
            self.d["play_conditions"].append(Condition("counter"))

    def play_condition(self, node: A.Condition, negated: bool):
        """A condition the card must meet to be played; one the rules cannot check ("Can only be played by a Female
        Superstar") is kept unread, never taken as met or failed: Timing step 2b hands its words to the judge
        (playing.check_requirements)."""
        cond = condition_from(node)
        if cond is None or cond.kind == "unread":
            self.d["play_conditions"].append(Condition("unread", word=cond.word if cond else node.kind))
            return
        self.d["play_conditions"].append(replace(cond, negated=cond.negated != negated))

    def sentence(self, clauses, text: str | None = None):
        """One sentence: a "reversal to it" after "your next maneuver ..." is about that next card.  A play condition
        the rules cannot check carries the sentence's own words (`text`), for the judge to read (Timing step 2b)."""
        self.next_filter = None
        before = len(self.d["play_conditions"])
        restrictions_before = len(self.d["restrictions"])
        self.it_is_this = _it_is_this(clauses)
        for clause in clauses:
            worked = {id(x) for n in A.iter_nodes(clause) if isinstance(n, VariableModifier) and _amounts(n)
                      for x in A.iter_nodes(n)}
            if any(isinstance(n, (Variable, VariableDefinition)) and id(n) not in worked for n in A.iter_nodes(clause)):
                # "#" is a value the card defines ("where # is ..."): the rules never count it as a number
                self.d["unread"].append("a variable value (#) the card defines")
            self.clause(clause)
            for n in A.iter_nodes(clause):
                if isinstance(n, A.Scope) and n.kind == "next":
                    self.next_filter = one_filter(n.filter) if n.filter else CardFilter()
        if text:
            conds = self.d["play_conditions"]
            conds[before:] = [_unread_worded(c, text.strip()) for c in conds[before:]]
            # "Cannot be reversed when played as a Counter (Hand)": a restriction that holds only in a state the rules
            # cannot check is never applied (an unread condition does not hold), so the judge is told
            if any(r.condition is not None and any(c.kind == "unread" for c in _conditions_in(r.condition))
                   for r in self.d["restrictions"][restrictions_before:]):
                self.d["unread"].append(f"{text.strip()} (the restriction holds only in a state not checked: not followed)")

    def restriction(self, node: A.ReversalRestriction, condition, kinds=frozenset()):
        target = node.applies_to
        if node.kind == "modified" and node.modifier is not None and target is not None and target.kind != "it":
            # plunging another card (Glossary "Plunging"): "his Reversal cards to your next card played this
            # turn are +25F" is about that next card; "Reversals to your cards titled Chair Shot are +4F"
            # is a Ring effect on other cards, which the resolver does not simulate (never this card's plunge)
            if target.kind == "next":
                self.d["next_card"].append(NextCardEffect(
                    filter=one_filter(target.filter) if target.filter else CardFilter(),
                    plunge=tuple(_mods(node.modifier, None))))
            return
        if node.kind == "modified" and node.modifier is not None and getattr(self, "next_filter", None) is not None:
            self.d["next_card"].append(NextCardEffect(filter=self.next_filter, plunge=tuple(_mods(node.modifier, None))))
            return
        if node.condition is not None and node.condition.kind == "next_card_is":
            # "If your next card played this turn is a maneuver, it cannot be reversed" (Diversion)
            inner = A.ReversalRestriction(kind=node.kind, by=node.by, zones=node.zones, modifier=node.modifier,
                                          applies_to=A.Scope("it"))
            self.conditional(A.Conditional(condition=node.condition, effect=inner), ())
            return
        cond = condition_from(node.condition) or condition
        scope = node.applies_to.kind if node.applies_to is not None else "this"
        if node.kind == "cannot_respond":
            # "Your opponent cannot respond to this card" takes a permission from the player, it is no reversal
            # restriction (FAQ Glossary "Reversal Restriction")
            self.prohibit(Prohibition("respond", condition=cond), node.applies_to, getattr(node, "duration", None))
            return
        if node.kind == "modified" and node.modifier is not None:
            if any(ch.set_to for ch in node.modifier.changes):
                # "reversals to them are D: 0 for the rest of the turn": a value set, which _mods does not make
                self.d["unread"].append("reversals' value set to a number (not followed)")
            self.d["plunge"].extend(_mods(node.modifier, cond))
            return
        if node.kind == "cannot_be_reversed" or node.kind == "irreversible_when":
            by_zone = _by_zone(node.by) if not getattr(node, "by_any", ()) else None
            if by_zone is not None:
                # "Your opponent cannot play Backlash reversals to this card": no reversal from there (the zone the
                # description names, which a card filter does not follow)
                r = [Restriction("not_from", zones=frozenset(node.zones) | by_zone, condition=cond)]
            elif node.by is not None:
                # "Cannot be reversed by non-Unique reversals from hand or Backlash": by these, from there
                r = [Restriction("not_by", filter=f, zones=frozenset(node.zones), condition=cond)
                     for f in filters_from(tuple(node.by_any) if getattr(node, "by_any", ()) else node.by)]
            elif node.zones:
                r = [Restriction("not_from", zones=frozenset(node.zones), condition=cond)]
            else:
                r = [Restriction("irreversible", condition=cond)]
        elif node.kind == "only_from":
            r = [Restriction("only_from", zones=frozenset(node.zones), condition=cond)]
        elif node.kind == "as_if_non_unique":
            # "Can be reversed as if it was non-Unique": reversals to non-Unique cards fit it (Glossary "Reversal
            # Restriction": 'modifies the reversibility of a card')
            r = [Restriction("as_if_non_unique", condition=cond)]
        elif node.kind == "also_by" and node.by is not None:
            # "Can be reversed by the card titled Clean Break": that card reverses it (it widens, never blocks)
            fs = filters_from(node.by)
            r = [Restriction("also_by", filter=fs[0], condition=cond, alternatives=fs if len(fs) > 1 else ())]
        elif node.kind == "as_if" and node.by is not None:
            # "This card may be reversed as if it were a Colossal": reversals to that kind fit it too
            r = [Restriction("as_if", filter=f, condition=cond) for f in filters_from(node.by)]
        elif node.kind == "only_by":
            # "Can only be reversed by X or Y": one restriction any of whose descriptions lets a reversal in
            fs = filters_from(tuple(node.by_any) if getattr(node, "by_any", ()) else node.by)
            r = [Restriction("only_by", filter=fs[0], condition=cond, alternatives=fs if len(fs) > 1 else (),
                             zones=frozenset(node.zones))]
            if node.count and node.count > 1:
                # "Can only be reversed by 2 reversal cards": two of them, as a Multi's two (multi.reversals_needed)
                r.append(Restriction("needs", count=node.count, condition=cond))
        elif node.kind == "requires_reversals" and node.count:
            # "This card requires 3 reversals to be reversed instead of 2"
            r = [Restriction("needs", count=node.count, condition=cond)]
        elif node.kind == "even_by" and node.by is not None:
            # "Cannot be reversed, even by the card titled X": X does not reverse it, though its text reverses cards
            # "even if it cannot be reversed" (a "not by X" its ignoring does not pass)
            fs = filters_from(tuple(node.by_any) if node.by_any else node.by)
            r = [Restriction("not_by", filter=f, condition=cond, even_by=(f,)) for f in fs]
        else:
            return
        if scope in ("next", "it"):
            target = one_filter(node.applies_to.filter) if node.applies_to.filter else CardFilter()
            self.d["next_card"].append(NextCardEffect(filter=target, restrictions=tuple(r)))
        elif scope == "all" and getattr(node, "duration", None) in THIS_TURN and _turn_after(kinds) == "played" \
                and not _zone_qualifier(node.applies_to.filter):
            # "Your maneuvers can only be reversed from your opponent's Arsenal for the rest of the turn"
            # (Yes, I've Lost My Mind): the cards played after it this turn, once it is successfully played
            target = one_filter(node.applies_to.filter) if node.applies_to.filter else CardFilter()
            self.d["turn_restrictions"].extend(GrantedRestriction(target, False, x) for x in r)
        elif scope == "first_this_turn" and (node.applies_to.count or 1) > 1:
            # "Your first and second maneuvers played each turn ... cannot be reversed from Backlash": more than the
            # first card of the turn (GrantedRestriction follows the first only): not followed
            self.d["unread"].append(f"a reversal restriction on your first {node.applies_to.count} cards each turn")
        elif scope in ("first_this_turn", "all") and getattr(node, "duration", None):
            # "... for the rest of the turn" after another trigger, or for the first card: not followed
            self.d["unread"].append(f"a reversal restriction on your cards for a time ({node.duration})")
        elif scope in ("first_this_turn", "all") and _zone_qualifier(node.applies_to.filter):
            # "Maneuvers in your Backstage Area cannot be reversed by hybrid reversals": only the cards in that zone
            # (not followed: unread, never given to every maneuver)
            self.d["unread"].append(f"a reversal restriction on cards {_zone_qualifier(node.applies_to.filter)}")
        elif scope in ("first_this_turn", "all"):
            target = one_filter(node.applies_to.filter) if node.applies_to.filter else CardFilter()
            self.d["ring_restrictions"].extend(GrantedRestriction(target, scope == "first_this_turn", x) for x in r)
        elif scope == "this":
            self.d["restrictions"].extend(r)
        else:
            # "Your first card played on your next turn ... can only be reversed by 2 reversal cards": another card's
            # restriction (a later turn's card), never this card's own
            self.d["unread"].append(f"a reversal restriction on other cards ({scope})")

    # "you cannot play ...", "cannot be blanked", ...: permissions that do not decide a reversal
    _NOT_TO_RESPONSES = {"prevent_play", "blank", "discard_for", "discard", "draw", "draw_for", "activate"}
    # triggers under which a permission holds while a card is played: always, from the Ring, on your turn, as played
    _WHILE_PLAYED_OR_IN_RING = {"while_in_zone", "while_in_ring", "during_your_turn", "during_any_turn", "during_game",
                                "when_played", "when_played_as_counter", "when_played_as_counter_with"}

    def prohibition(self, node: A.Prohibition, kinds, condition):
        """"Your opponent cannot play reversals to your X", "... cannot play Over Sell Maneuver in response to this
        card", "... cannot play the card titled X (immediately after this card)": what the opponent may not play
        while this card (or the cards it names) is played.  A permission of the player, not a reversal restriction
        of the card (FAQ Glossary "Reversal Restriction"): see `Prohibition`.  "No player can play X" takes the
        permission from both players: its player's own ban, and the opponent's as above."""
        if node.player == "any" and node.action == "play" and (node.duration is None or node.duration in THIS_TURN):
            self.prohibition(replace(node, player="you"), kinds, condition)
        if node.player == "you" and node.action == "play" and node.duration in THIS_TURN:
            self.turn_ban(node, kinds)
            return
        if node.player == "you" and node.action == "play" and node.duration is None:
            self.own_ban(node, kinds, condition)
            return
        if node.player not in ("opponent", "any") or node.action in self._NOT_TO_RESPONSES:
            return
        if {k for k in kinds if not k.startswith("as_")} - self._WHILE_PLAYED_OR_IN_RING:
            # "On your opponent's next turn, he cannot play actions", "When successfully played, ...": not while
            # this card, or a card of yours, is being played
            self.d["unread"].append(f"your opponent cannot {node.action.replace('_', ' ')} ... "
                                    f"({', '.join(sorted(kinds))}: not followed)")
            return
        if node.action not in ("play_to", "play_in_response", "play"):
            self.d["unread"].append(f"your opponent cannot {node.action.replace('_', ' ')} ... (not followed)")
            return
        if node.action == "play" and node.duration not in (None, "immediately_after_this") and not (
                node.duration in THIS_TURN and _turn_after(kinds) == "played"):
            self.d["unread"].append(f"your opponent cannot play ... for a time ({node.duration})")
            return
        played = node.filter
        if played is not None and _unread_qualifiers(played):
            # "Your opponent cannot play Back Throw as a reversal": the cards named, and what is not followed
            self.d["unread"].append(f"your opponent cannot play {_filter_words(played)} "
                                    f"({_unread_qualifiers(played)[0]}: not followed)")
            return
        cards = filters_from(played) if played is not None else ()
        zones = frozenset(z for f in cards for z in f.played_from)
        cards = tuple(replace(f, played_from=frozenset()) for f in cards)
        if cards == (CardFilter(),):
            cards = ()
        p = Prohibition("play", cards=cards, zones=zones, condition=condition)
        if node.action == "play":
            # "Your opponent cannot play the card titled X immediately after this card": not in response to it;
            # without "immediately after", not at all while this card is in the Ring: to none of your cards
            if node.duration in THIS_TURN:
                # "Your opponent cannot play Reversal cards from his hand for the rest of the turn" (Remove the
                # People's Elbow Pad): to every card played after it this turn
                self.d["turn_prohibitions"].append(GrantedProhibition(CardFilter(), p))
                return
            target = A.Scope("this") if node.duration == "immediately_after_this" else A.Scope("all")
            if node.duration is None and kinds & POTENTIAL_TRIGGERS:
                self.d["unread"].append("your opponent cannot play ... (when played: for how long is not said)")
                return
            self.prohibit(p, target, None)
            return
        target = node.target
        quals = {q.lower() for q in target.qualifiers} if target is not None else {"this card"}
        if quals == {"this card"}:
            self.prohibit(p, A.Scope("this"), node.duration)
        elif quals == {"it"}:
            self.prohibit(p, A.Scope("it"), node.duration)
        elif _unread_qualifiers(target):
            self.d["unread"].append(f"your opponent cannot play ... to cards that are {_unread_qualifiers(target)[0]}")
        else:
            self.prohibit(p, A.Scope("all", filter=target), node.duration)

    def turn_ban(self, node: A.Prohibition, kinds):
        """"You cannot play the card titled Small Package for the rest of the turn", "When this card is reversed,
        ...; you cannot play this card for the rest of this turn": what its player may not play again this turn
        after it (Classic rulebook, "Special Card Effects": a card's text is followed as written)."""
        after = _turn_after(kinds)
        played = node.filter
        this = played is not None and {q.lower() for q in played.qualifiers} == {"this card"}
        unread = _unread_qualifiers(played) if played is not None and not this else ()
        if after is None or unread:
            why = unread[0] if unread else ", ".join(sorted(kinds))
            self.d["unread"].append(f"you cannot play ... for the rest of the turn ({why}: not followed)")
            return
        if this:
            self.d["turn_bans"].append(TurnBan(this_card=True, after=after))
            return
        for f in filters_from(played) if played is not None else (CardFilter(),):
            self.d["turn_bans"].append(TurnBan(filter=f, after=after))

    def own_ban(self, node: A.Prohibition, kinds, condition):
        """"You cannot play Grapple or Submission maneuvers", "When this card is in your Ring area, you cannot play
        actions from your hand": what its player may not play while it is in his Ring (or is his Superstar).  A
        description the filters cannot follow ("with the same title as a card in your Ring", "unless ...") and other
        triggers ("during his next turn", "when revealed") are left unread."""
        played = node.filter
        other = {k for k in kinds if not k.startswith("as_")} - {"while_in_ring"}
        unread = _unread_qualifiers(played) if played is not None else ()
        if condition is not None and any(c.kind == "unread" for c in _conditions_in(condition)):
            unread += ("a condition it cannot check",)
        if other or unread or played is None:
            why = unread[0] if unread else ", ".join(sorted(other)) or "no card named"
            self.d["unread"].append(f"you cannot play ... ({why}: not followed)")
            return
        for f in filters_from(played):
            zones = frozenset(f.played_from)
            self.d["own_bans"].append(OwnBan(replace(f, played_from=frozenset()), zones, condition))

    def prohibit(self, p: Prohibition, scope, duration):
        """Where a permission taken from the opponent holds: this card, the next card ("it" after "your next
        maneuver"), or, from the Ring, every card of yours that fits."""
        kind = scope.kind if scope is not None else "this"
        if scope is not None and scope.player not in ("you", None):
            self.d["unread"].append("a permission taken from a player for his own cards (not followed)")
        elif duration in THIS_TURN and kind == "all":
            # "your opponent cannot play reversals to your maneuvers for the rest of the turn"
            target = one_filter(scope.filter) if scope.filter is not None else CardFilter()
            self.d["turn_prohibitions"].append(GrantedProhibition(target, p))
        elif duration:
            self.d["unread"].append(f"a permission taken from your opponent for a time ({duration})")
        elif kind == "this":
            self.d["prohibitions"].append(p)
        elif kind in ("next", "it"):
            f = scope.filter if kind == "next" else None
            target = one_filter(f) if f is not None else (self.next_filter or CardFilter())
            if kind == "it" and self.next_filter is None:
                if self.it_is_this:
                    # "this card is -9F and he cannot play reversals from hand to it": no other card is named
                    self.d["prohibitions"].append(p)
                else:
                    self.d["unread"].append("a permission taken from your opponent for 'it' (which card is not "
                                            "followed)")
                return
            self.d["next_card"].append(NextCardEffect(filter=target, prohibitions=(p,)))
        elif kind == "all":
            target = one_filter(scope.filter) if scope.filter is not None else CardFilter()
            self.d["ring_prohibitions"].append(GrantedProhibition(target, p))
        else:
            self.d["unread"].append(f"a permission taken from your opponent ({kind})")

    def activated(self, node: A.ActivatedEffect, triggers):
        """An Activated Card Effect, or a Superstar Ability paid for with a cost; a reversal in it works only
        from the zone the card is in (Glossary "Backstage Area": a Superstar Ability reverses from Backstage)."""
        zones = set()
        for t in triggers:
            if t.kind == "while_in_ring":
                zones.add("ring")
            elif t.kind == "while_in_zone" and t.zone is not None:
                zones.add(t.zone.name)
        discard = sum(n.quantity.count or 0 for n in A.iter_nodes(node.cost) if isinstance(n, A.Discard))
        if any(isinstance(e, ReversalTo) for e in node.effects):
            self.reversal_price(node, triggers)
            return
        # "As a reversal, ... reverse any X but you must first discard 1 card": the Reversal card played as such; not
        # "As a Mid-match reversal, you may put this card into your Ringside pile to reverse ..." (Raven's Playground:
        # a card in play, whose price is itself)
        paid = [x.effect if isinstance(x, A.Optional) else x for x in node.cost]
        as_reversal = any(t.kind == "as_reversal" for t in triggers) and bool(paid) \
            and all(isinstance(x, A.Discard) for x in paid)
        for n in A.iter_nodes(node.effects):
            if isinstance(n, A.ReversalDefinition):
                if any(isinstance(t, ThatCard) for t in n.targets):
                    # "name a card ... you may discard 1 card to reverse that card": which card is not followed here
                    self.d["unread"].append("reverse that card (the card named before)")
                if as_reversal and not zones:
                    # "As a reversal, if played from your hand can reverse any Submission maneuver but you must first
                    # discard 1 card from your hand": the Reversal card itself, played from where reversals are
                    # played (or the zone its condition names), at the price of the discards
                    if node.condition is not None and n.condition is None:
                        n = replace(n, condition=node.condition)
                    self.reversal_definition(n, discard=discard)
                    continue
                self.reversal_definition(n, zones=frozenset(zones or {"backstage", "ring"}), discard=discard)

    def reversal_price(self, node: A.ActivatedEffect, triggers):
        """"Your opponent must discard 2 cards in order to play a reversal to this card": what reversing this card
        (or the next one) costs the reversing player, as the Chain trait's 2 discards (FAQ Glossary "Chain")."""
        target = next(e for e in node.effects if isinstance(e, ReversalTo))
        # "... to play RMS reversals to ...": only reversals of that description pay (None: any reversal)
        by = one_filter(target.by) if getattr(target, "by", None) is not None else None
        yours = target.target == "yours"
        allowed = ("while_in_ring",) if yours else ("as_maneuver", "as_action", "as_antic")
        if any(t.kind not in allowed for t in triggers):
            return                      # "when you play a hybrid maneuver, he must discard ...": not followed here
        cost = node.cost[0] if len(node.cost) == 1 else None
        if cost is None or getattr(cost, "player", None) != "opponent":
            return
        if isinstance(cost, A.Discard) and cost.quantity.count and cost.quantity.variable is None:
            count, price = cost.quantity.count, f"discard {cost.quantity.count} card{'s' if cost.quantity.count > 1 else ''}"
        else:
            count, price = None, _name(cost)
        c = node.condition
        if c is not None and c.kind == "for_each":
            return                      # "For every Over Sell Maneuver in your Ring, he must discard 1 card ...": not a fixed price
        if yours:
            # "Your opponent must discard 1 card to play a reversal to your Throws and Extremes": a price this card
            # (in your Ring, or as your Superstar) gives your cards, as "Your maneuvers cannot be reversed" does
            self.d["ring_restrictions"].append(GrantedRestriction(
                one_filter(target.filter) if target.filter else CardFilter(), False,
                Restriction("price", zones=frozenset(target.zones), condition=condition_from(c), count=count,
                            price=price, filter=by)))
            return
        if c is not None and c.kind == "next_card_is" and target.target == "it":
            self.d["next_card"].append(NextCardEffect(filter=one_filter(c.filter) if c.filter else CardFilter(),
                                                      restrictions=(Restriction("price", zones=frozenset(target.zones),
                                                                                count=count, price=price, filter=by),)))
            return
        if target.target != "this":
            return
        self.d["restrictions"].append(Restriction("price", zones=frozenset(target.zones), condition=condition_from(c),
                                                  count=count, price=price, filter=by))

    def _target_filters(self, t) -> tuple[CardFilter, ...]:
        if isinstance(t, ThatCard):
            return ()                   # "reverse that card" with no trigger naming it: nothing known to reverse
        if isinstance(t, VariableRangeTarget):
            # "any card of printed D: # or less, where # is ...": the bound is a value of the game; not followed
            self.d["unread"].append("reversal target bounded by '#' (not followed)")
            return ()
        if isinstance(t, A.EffectKind):
            # "any non-unique Action card that would cause you to discard": the card described, with that effect
            does = frozenset(EFFECT_KINDS.get(t.kind, {t.kind}))
            cards = self._target_filters(t.filter) if t.filter is not None else (CardFilter(),)
            return tuple(replace(f, does=f.does | does) for f in cards)
        unread = _unread_qualifiers(t) if isinstance(t, A.CardFilter) else ()
        if unread == ("in hand",) and not t.alternatives:
            # "Reverse any non-unique Hand maneuver": one played from the hand
            return tuple(replace(f, played_from=frozenset({"hand"})) for f in filters_from(t))
        if unread:
            # "reverse any Strike that does not have the word 'kick' in the title", "any card with exactly 2 words in
            # the title": without the qualifier it would reverse more than it says; nothing known to reverse instead
            self.d["unread"].append("reversal target: " + "; ".join(unread))
            return ()
        return filters_from(t)

    def reversal_definition(self, node: A.ReversalDefinition, zones=frozenset(), discard=0, outer=None):
        targets = []
        conditional = []
        for t in node.targets:
            if isinstance(t, ConditionalTargets):
                # "... or when you have lower Fortitude, completely reverse any card": a target for that state only
                c = condition_from(t.condition) if t.condition is not None else None
                for x in t.targets:
                    conditional += [ConditionalTarget(f, c, frozenset({"arsenal"}) if t.overturned else frozenset(),
                                                      t.instead, t.completely) for f in self._target_filters(x)]
            else:
                targets.extend(self._target_filters(t))
        mode = getattr(node, "mode", None)
        if mode in ("also", "instead"):
            # "...; when you are The Shield, reverse any maneuver instead", "when overturned, can also reverse ...":
            # targets for that state (or zone), added to the reversal's own; not a condition to play the card
            c = condition_from(node.condition) if node.condition is not None else outer
            conditional += [ConditionalTarget(f, c, frozenset(zones), mode == "instead", bool(node.completely))
                            for f in targets]
            prev = self.reversal or ReversalAbility(targets=())
            self.reversal = replace(prev, conditional=prev.conditional + tuple(conditional))
            return
        # Glossary "Reversal": reversals that reverse cards end the turn unless they specifically state otherwise
        # ("... and your opponent continues his turn")
        ends = not any(isinstance(n, TurnContinues) for n in A.iter_nodes(node.then))
        prev = self.reversal
        c = _flat_all(node.condition)
        if c is not None and c.kind == "all" and not c.negated and any(
                p.kind == "played_from" and p.zone is not None and not p.negated for p in c.all_of):
            # "When played from Hand by Austin Theory, reverse ...": from that zone only, and the rest a condition
            # ("... by The Genetic Jackhammer, reverse any blank card" may follow: targets for that state, each)
            here = next(p for p in c.all_of if p.kind == "played_from" and p.zone is not None and not p.negated)
            rest = tuple(p for p in c.all_of if p is not here)
            cond = condition_from(rest[0] if len(rest) == 1 else A.Condition("all", all_of=rest))
            conditional += [ConditionalTarget(f, cond, frozenset(zones) | _zone_names(here.zone), False,
                                              bool(node.completely)) for f in targets]
            ends_here = not any(isinstance(n, TurnContinues) for n in A.iter_nodes(node.then))
            prev = self.reversal or ReversalAbility(targets=())
            self.reversal = replace(prev, conditional=prev.conditional + tuple(conditional),
                                    ends_turn=prev.ends_turn and ends_here)
            return
        if c is not None and c.kind == "played_from" and c.zone is not None and not c.negated:
            # "When played from your hand, reverse any ...": the reversal works only from that zone
            zones = frozenset(zones) | _zone_names(c.zone)
            c = None
        cond = condition_from(c) if c is not None else None
        if cond is not None and cond.kind == "all" and any(p.kind == "first_card_this_turn" for p in cond.parts):
            # "When your Fortitude Rating is less ..., reverse any card if it is not the first or second card
            # played this turn": a condition to play it, and one on the card it reverses
            for p in cond.parts:
                if p.kind != "first_card_this_turn":
                    self.d["play_conditions"].append(p)
            cond = next(p for p in cond.parts if p.kind == "first_card_this_turn")
        if cond is not None and cond.kind not in ("first_card_this_turn",):
            self.d["play_conditions"].append(cond)
            cond = None
        self.reversal = ReversalAbility(
            targets=(prev.targets if prev else ()) + tuple(targets), ends_turn=ends and (prev.ends_turn if prev else True),
            ignores=(prev.ignores if prev else frozenset()) | frozenset(getattr(node, "ignores", ()) or ()),
            zones=(prev.zones if prev else frozenset()) | zones if (zones or (prev and prev.zones)) else frozenset(),
            completely=(prev.completely if prev else frozenset())
            | ((zones or frozenset({"*"})) if getattr(node, "completely", False) else frozenset()),
            discard_cost=max(discard, prev.discard_cost if prev else 0),
            condition=cond or (prev.condition if prev else None),
            conditional=(prev.conditional if prev else ()) + tuple(conditional))

    def value_or_permission(self, node, kinds, condition) -> bool:
        """A permission taken from the opponent, a value set, a trait given or a counted amount: read it (True), or
        False when the node is none of them."""
        if isinstance(node, A.Prohibition):
            self.prohibition(node, kinds, condition)
        elif isinstance(node, A.Considered) and _set_value(node):
            self.considered_value(node, kinds, condition)
        elif isinstance(node, A.Considered) and _gained_traits(node):
            self.gained_traits(node, kinds, condition)
        elif isinstance(node, A.Considered) and _kind_change(node):
            self.kind_change(node, kinds, condition)
        elif isinstance(node, VariableModifier) and _amounts(node):
            self.variable_modifier(node, kinds, condition)
        else:
            return False
        return True

    def kind_change(self, node: A.Considered, kinds, condition):
        """"When played after a successfully played maneuver, this card is a High Risk instead of a Strike", "When
        played as a Counter, this card is a High Risk instead of a Strike": the kinds it is played as, when its
        condition holds (Classic rulebook v17 "Special Card Effects": the card's text is followed as written)."""
        moments = {k for k in kinds if not k.startswith("as_")} - {"when_played"}
        if moments:
            self.d["unread"].append(f"{_considered_words(node)} ({', '.join(sorted(moments))}: not followed)")
            return
        self.d["kind_changes"].append(replace(_kind_change(node), condition=condition))

    def gained_traits(self, node: A.Considered, kinds, condition):
        """"This card is Multi when played by a Tag Team Superstar", "If your next card played this turn is a
        maneuver, it is considered a Multi", "your Submission maneuvers are Multi" (from the Ring): a trait the card
        has as it is played (FAQ Glossary "Multi"; the rules follow Multi: multi.reversals_needed)."""
        traits = _gained_traits(node)
        scope = node.scope.kind
        if scope == "it" and self.next_filter is None:
            # "it" with no next card named: this card, when the sentence names no other card
            if not self.it_is_this:
                self.d["unread"].append("'it' gains a trait (which card is not followed)")
                return
            scope = "this"
        if scope == "this":
            self.d["gained_traits"].extend((t, condition) for t in traits)
        elif scope in ("next", "it"):
            if node.scope.player == "opponent":
                self.d["unread"].append("a trait given to your opponent's next card (not followed)")
                return
            f = node.scope.filter if scope == "next" else None
            target = one_filter(f) if f is not None else (self.next_filter or CardFilter())
            self.d["next_card"].append(NextCardEffect(filter=target, traits=traits))
        elif scope == "all" and node.scope.player in ("you", None):
            if kinds & POTENTIAL_TRIGGERS or getattr(node, "duration", None):
                self.d["unread"].append("your cards gain a trait for a time (not followed)")
                return
            target = one_filter(node.scope.filter) if node.scope.filter is not None else CardFilter()
            self.d["ring_traits"].extend((target, t, condition) for t in traits)

    def for_each(self, node: A.ForEach, kinds, condition):
        """"This card is -1F for each Heat card in your Ring", "Add +1D for every card titled Arm Bar ... in your Ring
        area", "your maneuvers are +1D for each Heat card in your Ring": the change times the cards counted, worked out
        when it applies (amounts.work_out).  Cards counted elsewhere than a Ring, hand or Ringside stay unread."""
        inner = node.effect
        if not isinstance(inner, A.Modifier):
            return                      # "draw 1 card for each ...": what the card can do (read by `action`)
        # per type, or per card short of a number ("for every card fewer than 2 removed"): not followed
        count = _count_amount(node.cards) if not isinstance(node, (A.ForEachType, ForEachShort)) else None
        changes = [ch for ch in inner.changes if ch.stat in ("F", "D")]
        if count is None or any(ch.multiply or ch.set_to or getattr(ch, "maximum", False) for ch in changes):
            self.d["unread"].append("a change for each card counted (not followed)")
            return
        f = one_filter(inner.scope.filter) if inner.scope.filter else None
        mods = [Modifier(stat=ch.stat, op="+" if ch.amount >= 0 else "-", amount=0, condition=condition, applies_to=f,
                         amount_of=replace(count, times=abs(ch.amount))) for ch in changes]
        carrier = A.Modifier(changes=(), scope=inner.scope, duration=inner.duration)
        self.modifier(carrier, kinds, condition, mods=mods)

    def variable_modifier(self, node: VariableModifier, kinds, condition):
        """"This card is -#F, where # is your opponent's Fortitude Rating", "your non-unique Maneuver cards are -#F,
        where # is equal to your Superstar Value": a modifier whose amount the rules work out at the step that
        applies it (`amounts.work_out`), routed by its scope like any other."""
        f = one_filter(node.scope.filter) if node.scope.filter else None
        mods = [Modifier(stat=ch.stat, op="+" if ch.sign > 0 else "-", amount=0, condition=condition, applies_to=f,
                         amount_of=a) for ch, a in zip(node.changes, _amounts(node))]
        carrier = A.Modifier(changes=(), scope=node.scope, duration=node.duration)
        self.modifier(carrier, kinds, condition, mods=mods)

    def considered_value(self, node: A.Considered, kinds, condition):
        """"this card is F: 0", "Your next card played this turn is F:0", "Your cards titled Drop Kick are F:0": the
        value is set, not changed (FAQ: 'Bait Opponent is changed by Pays to F: 0, then Mink Coat will add F: # to
        the cost'), read as a modifier "= N" routed like any other by its scope."""
        stat, value = _set_value(node)
        carrier = A.Modifier(changes=(), scope=node.scope)
        mods = [Modifier(stat=stat, op="=", amount=value, condition=condition,
                         applies_to=one_filter(node.scope.filter) if node.scope.filter else None)]
        self.modifier(carrier, kinds, condition, mods=mods)

    def modifier(self, node: A.Modifier, kinds, condition, mods=None):
        if node.condition is not None and node.condition.kind == "next_card_is":
            inner = A.Modifier(changes=node.changes, scope=A.Scope("it"), duration=node.duration)
            self.conditional(A.Conditional(condition=node.condition, effect=inner), ())
            return
        scope = node.scope.kind
        mods = _mods(node, condition) if mods is None else mods
        if scope == "this" and any(ch.stat.lower() == "momentum" for ch in node.changes):
            self.d["restrictions"].append(Restriction("momentum", condition=condition or condition_from(node.condition)))
        if scope == "this":
            for m in mods:
                self.d["fortitude_mods" if m.stat == "F" else "damage_mods"].append(m)
        elif scope in ("next", "it"):
            if node.scope.player == "opponent":
                # "his next maneuver is -3D": his card, on a later turn of his, which this resolver does not follow
                self.d["unread"].append("a modifier on your opponent's next card (not followed)")
                return
            target = one_filter(node.scope.filter) if node.scope.filter else CardFilter()
            self.d["next_card"].append(NextCardEffect(filter=target, modifiers=tuple(
                replace(m, applies_to=None) for m in mods)))
            if any(ch.stat.lower() == "momentum" for ch in node.changes):
                # "Your next Maneuver this turn has Momentum and is +10D": it gains Momentum too (as "when your next
                # card played is a maneuver, it has Momentum")
                self.d["next_card"].append(NextCardEffect(filter=target, restrictions=(Restriction("momentum"),)))
        elif scope == "reversals_to_this":
            self.d["plunge"].extend(mods)
        elif scope == "all" and _zone_qualifier(node.scope.filter):
            # "Your Ringside maneuvers are +2D": only the cards in that zone (not followed: unread)
            self.d["unread"].append(f"a modifier on cards {_zone_qualifier(node.scope.filter)}")
        elif scope == "all" and node.scope.filter is not None and _unread_qualifiers(node.scope.filter):
            # "Your maneuvers with your logo are +5D": a description the filters cannot follow would reach every
            # maneuver (not followed: unread)
            self.d["unread"].append(f"a modifier on cards {_unread_qualifiers(node.scope.filter)[0]}")
        elif scope == "all":
            # "until the start of your / his next turn", "for the rest of this turn and during your opponent's next
            # turn": the rest of this turn too (the turn the resolver plays)
            if node.duration in THIS_TURN:
                self.d["turn_mods"].extend(mods)
            elif node.scope.player == "opponent":
                self.d["opponent_mods"].extend(mods)
            else:
                self.d["ring_mods"].extend(mods)
        elif scope not in ("hand_size", "superstar_value", "fortitude_rating"):   # a player's value, not a card's
            # "The first card he plays on his next turn is -6F" (first_next_turn): a card this resolver does not follow
            self.d["unread"].append(f"a modifier on {scope.replace('_', ' ')} cards (not followed)")

    def conditional(self, node: A.Conditional, triggers, outer: Condition | None = None):
        c = node.condition
        if c.kind == "next_card_is" and c.filter is not None and _unread_qualifiers(c.filter):
            # "If your next card played this turn is a maneuver of the chosen type, it is +3D": a part of the
            # description no filter follows; giving the effect to every maneuver would mis-read it
            self.d["unread"].append(f"your next card {_unread_qualifiers(c.filter)[0]}")
            return
        if c.kind == "next_card_is":
            target = one_filter(c.filter)
            inside_restrictions = {id(x) for r in A.iter_nodes(node.effect) if isinstance(r, A.ReversalRestriction)
                                   for x in A.iter_nodes(r) if x is not r}
            optional = any(isinstance(o, A.Optional) for o in A.iter_nodes(node.effect))
            for n in A.iter_nodes(node.effect):
                if id(n) in inside_restrictions:
                    continue            # "your opponent's Reversal card to it is +12F" modifies reversals, not the card
                if isinstance(n, A.ReversalRestriction) and n.kind == "modified" and n.modifier is not None:
                    self.d["next_card"].append(NextCardEffect(filter=target, plunge=tuple(_mods(n.modifier, None))))
                elif isinstance(n, A.Modifier) and any(ch.stat.lower() == "momentum" for ch in n.changes):
                    self.d["next_card"].append(NextCardEffect(filter=target, restrictions=(Restriction("momentum"),)))
                elif isinstance(n, A.Modifier):
                    self.d["next_card"].append(NextCardEffect(filter=target, modifiers=tuple(
                        replace(m, applies_to=None) for m in _mods(n, None))))
                elif isinstance(n, A.ReversalRestriction):
                    sub = _Reader(self.as_type)
                    sub.restriction(A.ReversalRestriction(kind=n.kind, by=n.by, zones=n.zones, modifier=n.modifier,
                                                          applies_to=None), None)
                    rs = tuple(sub.d["restrictions"]) + tuple(r for e in sub.d["next_card"] for r in e.restrictions)
                    ps = tuple(sub.d["prohibitions"])     # "When Maintain Hold is your next card ..., he cannot respond to it"
                    self.d["next_card"].append(NextCardEffect(filter=target, restrictions=rs, prohibitions=ps))
                elif isinstance(n, A.Keyword) and n.name.lower() == "momentum":
                    self.d["next_card"].append(NextCardEffect(filter=target, restrictions=(Restriction("momentum"),)))
                elif isinstance(n, A.Considered) and _set_value(n):
                    # "If that card is your next card played this turn, it is F:0"
                    stat, value = _set_value(n)
                    self.d["next_card"].append(NextCardEffect(filter=target, modifiers=(Modifier(stat, "=", value),)))
                elif isinstance(n, A.Considered) and _gained_traits(n):
                    # "If your next card played this turn is a maneuver, it is considered a Multi"
                    self.d["next_card"].append(NextCardEffect(filter=target, traits=_gained_traits(n)))
                elif isinstance(n, A.Considered) and n.scope.kind == "it" and _next_card_change(n):
                    # "If your next card played this turn is a Strike maneuver, it is instead considered a High Risk
                    # maneuver played after the card titled Irish Whip"
                    ne = replace(_next_card_change(n), filter=target)
                    if target.subtypes:
                        # FAQ, Springboard: 'If the maneuver following Springboard is a Non-RMS Multi, only the
                        # Strike trait is converted': "instead" takes the place of the kinds the condition names
                        ne = replace(ne, kind_changes=tuple(
                            replace(c, loses=tuple(sorted(target.subtypes))) if c.loses == (cardtype.ALL_KINDS,)
                            else c for c in ne.kind_changes))
                    self.d["next_card"].append(ne)
                elif isinstance(n, A.Considered):
                    self.d["unread"].append(f"{_considered_words(n)} (not followed)")
                elif isinstance(n, A.Prohibition) and optional:
                    # "you may discard 2 cards and then he may not play reversals to it": only if the player pays
                    self.d["unread"].append("a permission taken from your opponent after a choice (not followed)")
                elif isinstance(n, A.Prohibition):
                    # "When it is your next card played this turn, it cannot be responded to"
                    sub = _Reader(self.as_type)
                    sub.next_filter = target
                    sub.prohibition(n, frozenset(), None)
                    ps = tuple(sub.d["prohibitions"]) + tuple(p for e in sub.d["next_card"] for p in e.prohibitions)
                    if ps:
                        self.d["next_card"].append(NextCardEffect(filter=target, prohibitions=ps))
                    self.d["unread"].extend(sub.d["unread"])
            return
        if c.kind == "result" and c.negated:
            return                      # "if this card is not successfully played": not a when-played effect
        if any(isinstance(n, A.ReversalDefinition) for n in A.iter_nodes(node.effect)):
            # "As a reversal, this card is -4F, when played from your hand reverse any Strike maneuver": the
            # condition is the reversal's own (from the hand only), read with it by `reversal_definition`
            self.clause(_reversal_under(node.effect, c), triggers, outer)
            return
        inner = condition_from(c)
        self.clause(node.effect, triggers, inner if outer is None else Condition("all", parts=(outer, inner)))

    def action(self, node, kinds, condition, triggers=()):
        """Things the card can do, for the Potentiality Rule (and overturning, which the resolver performs)."""
        if kinds & {"when_reversed", "when_unsuccessful"} and not kinds & TRIGGERED_BY_PLAYS and not any(
                t.kind in ("when_reversed", "when_unsuccessful") and t.by for t in triggers):
            self.d["when_reversed"].append(_label(node, condition))     # its own text when it is reversed
            for n in A.iter_nodes(node):
                if isinstance(n, A.Prohibition) and n.player == "you" and n.action == "play" \
                        and n.duration in THIS_TURN:
                    self.turn_ban(n, kinds)     # "When this card is reversed, ...; you cannot play this card ..."
            return
        if "when_overturned" in kinds and not kinds & (TRIGGERED_BY_PLAYS | {"when_this_reverses"}):
            self.d["when_overturned"].append(_label(node, condition))   # happens as it is overturned (step 9b)
            return
        if kinds & NOT_ON_PLAY and not kinds & POTENTIAL_TRIGGERS:
            return
        # "When your opponent would move this card from your Ringside, he overturns 3 cards", "If a Trademark has dealt
        # its Damage to you ...: you may put this card into your Ringside": an event of the game sets it off, not this
        # card being played (no overturning, no zone it resolves to, no end of the turn as it is played)
        on_event = any(k.startswith(_EVENT_KINDS) for k in kinds) and not kinds & POTENTIAL_TRIGGERS
        # FAQ Glossary "Potentiality Rule": what the card will do 'when played' or 'when successfully played'; an
        # event apart from its play ("After you shuffle it into your Arsenal, draw 1 card") is not what it can do
        can = (lambda _what: None) if on_event else self.potential.add
        if kinds & TRIGGERED_BY_PLAYS:
            return                      # triggered by other cards played: not what this card does when played
        if "when_played" in kinds:
            self.d["when_played"].append(_label(node, condition))
        elif "damage_applied" in kinds:
            self.d["after_damage"].append(_label(node, condition))
        elif "when_successfully_played" in kinds:
            self.d["when_successful"].append(_label(node, condition))
        # a choice's options and a "may" happen only if chosen: what they would set is not applied
        chosen = {id(x) for c in A.iter_nodes(node) if isinstance(c, (A.Choice, A.Optional))
                  for x in A.iter_nodes(c) if x is not c}
        # "This card is -1F for each Heat card in your Ring": the modifier counts per card (for_each), not once
        per_card = {id(x) for fe in A.iter_nodes(node) if isinstance(fe, A.ForEach) for x in A.iter_nodes(fe.effect)}
        # "When played, this card is -15F, and when your opponent's Fortitude Rating is 20 or more, this card is a
        # Trademark Finisher instead of a Strike": what a condition inside the sentence governs holds only with it
        governed = {id(x) for c in A.iter_nodes(node) if isinstance(c, A.Conditional) and c is not node
                    and id(c) not in chosen for x in A.iter_nodes(c) if x is not c}
        for n in A.iter_nodes(node):
            if id(n) in governed:
                continue
            if isinstance(n, A.Conditional) and n is not node and id(n) not in chosen:
                self.conditional(n, triggers, outer=condition)
                continue
            if isinstance(n, A.Scope) and n.kind == "next":
                # "your next maneuver is +2D and your opponent cannot respond to it": "it" is that card
                self.next_filter = one_filter(n.filter) if n.filter else CardFilter()
            if id(n) in chosen and isinstance(n, (A.Prohibition, A.Considered, VariableModifier, A.Modifier)):
                self.d["unread"].append(f"{_name(n)} (if chosen: not followed)")
                continue
            if id(n) in per_card and isinstance(n, (A.Modifier, A.Considered, VariableModifier)):
                continue                # read by for_each, times the cards counted
            if isinstance(n, A.ForEach) and id(n) not in chosen and id(n) not in per_card:
                self.for_each(n, kinds, condition)
                continue
            if isinstance(n, A.Draw):
                can("controller_draws" if n.player in ("you", "both") else "target_draws")
                if n.player == "both":
                    can("target_draws")
            elif isinstance(n, A.Discard):
                can("controller_discards" if n.player == "you" else "target_discards")
                if n.this_card and n.player == "you" and id(n) not in chosen and condition is None \
                        and not kinds & NOT_ON_PLAY and not on_event:
                    # "As an action, discard this card and draw 1 card": it resolves to the Ringside pile, not the
                    # Ring (FAQ Glossary "Action": 'specifies resolving to another zone'; "Damage": it deals none)
                    self.goes_to = "ringside"
            elif isinstance(n, A.Search):
                can("search")
                if any(z.name == "ringside" for z in n.zones):
                    can("moves_from_ringside")
            elif isinstance(n, A.EndTurn):
                if n.player == "you" and not kinds & {"when_played"} and not on_event:
                    self.ends_own_turn = True
            elif isinstance(n, A.LookAt):
                can("looks")
            elif isinstance(n, A.MoveCards):
                can("moves_cards")
                if "ringside" in _zone_names(n.source):
                    can("moves_from_ringside")
                # "When this card is unsuccessful, shuffle it and up to 1 card ...": "it" is this card when the
                # sentence names no other card
                this = n.this_card or (self.it_is_this and n.cards is not None
                                       and "and it" in n.cards.filter.qualifiers)
                # "During your turn, you may put this card into your Ringside pile and ...": a use of the card where
                # it lies (a Pre-match card in the Ring), not where it resolves to as it is played
                window_use = id(n) in chosen and kinds & _WINDOWS
                if this and not window_use and n.destination.name not in ("ring",) and not kinds & NOT_ON_PLAY \
                        and not on_event:
                    if condition is None:
                        self.goes_to = n.destination.name   # Glossary "Action": resolving to another zone is not optional
                    else:
                        # "If the maneuver was reversed, shuffle this card ... into your Arsenal": only in that state
                        from .conditions import describe as describe_condition
                        self.d["unread"].append(f"this card goes to the {n.destination.name} only "
                                                f"when {describe_condition(condition)} (not followed)")
            elif isinstance(n, A.Overturn):
                can("controller_overturns" if n.player == "you" else "target_overturns")
                if not isinstance(node, A.Optional) and n.quantity.count and condition is None and not on_event:
                    if n.player == "you":
                        self.overturn_self += n.quantity.count
                    else:
                        self.overturn_opponent += n.quantity.count
            elif isinstance(n, A.RemoveFromGame):
                can("removes_from_game")
            elif isinstance(n, A.Modifier):
                self.modifier(n, kinds, condition)
            elif isinstance(n, A.ReversalRestriction):
                self.restriction(n, condition)
            elif self.value_or_permission(n, kinds, condition):
                pass
            elif (isinstance(n, A.Considered) and n.scope.kind == "next" and _next_card_change(n)
                  and condition is None):
                # "Your next card played this turn is considered to be played after the card titled Throw Opponent
                # Out of the Ring" (FAQ Glossary "Follow-up effects"; read by filters.fits_after), "Your next
                # maneuver this turn is also considered an Assault"
                target = one_filter(n.scope.filter) if n.scope.filter is not None else CardFilter()
                self.d["next_card"].append(replace(_next_card_change(n), filter=target))
            elif isinstance(n, A.Considered) and n.scope.kind in _PLAYED_SCOPES:
                # "this card is also considered a Submission", "... is considered to be titled X", "his next card
                # ... is considered to be played after X": what a card is as it is played, which the rules do not
                # follow (unread, never dropped)
                self.d["unread"].append(f"{_considered_words(n)} (not followed)")
            elif isinstance(n, A.Unparsed):
                self.d["unread"].append(n.text)

    def result(self) -> CardEffects:
        d = {k: tuple(v) for k, v in self.d.items()}
        reversal = self.reversal
        if reversal is not None and self.ignores:
            reversal = replace(reversal, ignores=reversal.ignores | frozenset(self.ignores))
        if reversal is not None and self.only_overturned:
            reversal = replace(reversal, zones=frozenset({"arsenal"}))
        if reversal is not None and self.not_first_card:
            reversal = replace(reversal, condition=Condition("first_card_this_turn", negated=True, word="card",
                                                             n=2 if self.not_first_card == 2 else None))
        return CardEffects(**d, reversal=reversal, or_counter=self.or_counter, potential=frozenset(self.potential),
                           from_ringside=self.from_ringside, overturn_self=self.overturn_self,
                           play_zones=frozenset(self.play_zones), not_play_zones=frozenset(self.not_play_zones),
                           overturn_opponent=self.overturn_opponent, goes_to=self.goes_to,
                           ends_own_turn=self.ends_own_turn)


# ------------------------------------------------------------------ type line Follow-up

def _conditions_in(cond: Condition) -> list[Condition]:
    """`cond` and every condition inside it (of "any" / "all")."""
    out = [cond]
    for c in cond.parts:
        out += _conditions_in(c)
    return out


def _turn_after(kinds) -> str | None:
    """What must have come of a card for its "for the rest of the turn" effect to start ("played", "successful",
    "reversed"), from the triggers it is under (the type half, "as an action", aside); None: another trigger."""
    return _TURN_AFTER.get(frozenset(k for k in kinds if not k.startswith("as_")))


def type_line_follow_up(word: str) -> tuple[CardFilter, ...]:
    """Revolution "Follow-up: X" in the type line: 'can only be played if you successfully played X type of
    card right before it this turn' (Revolution rulebook, Glossary "Follow-up")."""
    out = []
    for w in re.split(r"\s+or\s+", word.strip()):
        wl = w.lower()
        kind = cardtype._kind_of(w)
        if kind:
            out.append(CardFilter(kinds=frozenset({"maneuver"}), subtypes=frozenset({kind}), successful=True))
        elif wl in KIND_WORDS:
            out.append(CardFilter(kinds=frozenset({KIND_WORDS[wl]}), successful=True))
        elif wl in ANY_CARD:
            out.append(CardFilter(successful=True))
        else:
            out.append(CardFilter(traits=frozenset({wl}), successful=True))
    return tuple(out)


# ------------------------------------------------------------------ entry points

def _tree(card):
    from judgebot.cardtext import card_ast

    return card_ast(card)


class _Unreadable(Exception):
    pass


def _read(card, as_type: str | None) -> CardEffects:
    reader = _Reader(as_type)
    try:
        tree = _tree(card)
    except Exception as exc:          # a grammar that fails to build must not crash a ruling
        raise _Unreadable(f"the card text reader failed ({type(exc).__name__}): {card.current_text}") from exc
    for sentence in tree.sentences:
        reader.sentence(sentence.clauses, sentence.text)
    # The text says what a reversal reverses; the type line ("Reversal: printed 5D-7D Hold") only
    # when the card has no reversal text (Revolution cards print it there alone).
    # "this card is also 'Reversal: Strike'" only adds targets for a state: the type line still says what it reverses
    own = reader.reversal is None or (not reader.reversal.targets and all(
        ct.condition is not None or ct.zones for ct in reader.reversal.conditional))
    if own and getattr(tree, "type_reversal", None) is not None and as_type in (None, "reversal"):
        reader.reversal_definition(tree.type_reversal)
    effects = reader.result()
    played = cardtype.face_as(card, as_type)
    if played is not None and played.follow_up and not effects.follow_up and as_type != "reversal":
        effects = replace(effects, follow_up=type_line_follow_up(played.follow_up))
    if as_type not in (None, "reversal") and effects.reversal is not None:
        effects = replace(effects, reversal=None)
    return effects


# -- a disk cache of the facts, so `judgebot explain` reads card trees once, not per run --------

_store: dict | None = None
_store_dirty = False


def _store_path():
    import hashlib

    from judgebot import paths
    from judgebot.cardtext.grammar_files import grammar_hash

    digest = hashlib.sha256(grammar_hash().encode())
    here = paths.PACKAGE_DIR / "rules"
    for name in ("effects.py", "facts.py", "registry.py", "cardtype.py", "conditions.py", "filters.py"):
        try:
            digest.update((here / name).read_bytes())
        except OSError:
            pass
    return paths.build_dir() / "cache" / f"effects-{digest.hexdigest()[:16]}.pickle"


def _load_store() -> dict:
    global _store
    if _store is None:
        import atexit

        from judgebot.diskcache import read_pickle

        _store = read_pickle(_store_path()) or {}
        atexit.register(_save_store)
    return _store


def _save_store() -> None:
    """Write the facts read this run (atomically); a failure to write only costs speed."""
    global _store_dirty
    if not _store_dirty or _store is None:
        return
    from judgebot.diskcache import drop_others, write_pickle

    if write_pickle(_store_path(), _store):
        drop_others(_store_path())      # facts read by an older grammar or rules code
        _store_dirty = False


@lru_cache(maxsize=2048)
def _cached(key: str, as_type: str | None, card_ref) -> CardEffects:
    global _store_dirty
    from .registry import apply_registry

    card = card_ref.obj
    store_key = (key, as_type, card.current_text, card.type_line, tuple(card.traits))
    store = _load_store()
    effects = store.get(store_key)
    if effects is None:
        try:
            effects = _read(card, as_type)
            # kept even with unread sentences: the store is keyed by the grammar's hash, so a changed grammar
            # reads every card again (a reader that fails outright is never stored)
            store[store_key] = effects
            _store_dirty = True
        except _Unreadable as exc:
            effects = CardEffects(unread=(str(exc),))
    return apply_registry(card, as_type, effects)


class _Ref:
    """Hashable by what the reading depends on (key, current text, type line, traits), so the cache holds one
    reading per card and type, and two cards with one key but other texts (a card as printed and after errata,
    a scenario's own card) are not taken for each other."""

    __slots__ = ("obj", "ident")

    def __init__(self, obj):
        self.obj = obj
        self.ident = (obj.key, obj.current_text, obj.type_line, tuple(obj.traits))

    def __hash__(self):
        return hash(self.ident)

    def __eq__(self, other):
        return isinstance(other, _Ref) and other.ident == self.ident


def effects_of(card, as_type: str | None = None) -> CardEffects:
    """What the card does when played as `as_type` ("reversal" for its reversal half)."""
    return _cached(card.key, as_type, _Ref(card))


def reversal_ability(card) -> ReversalAbility | None:
    """What the card reverses when used as a reversal (its reversal half), or None."""
    return effects_of(card, "reversal").reversal
