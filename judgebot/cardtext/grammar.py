"""The Lark LALR parser over the grammar files and the Transformer into AST nodes.

The grammar files in `grammar/` are read in a fixed order (lexicon, clauses,
effects, sentences) and joined into one LALR grammar.  Tokens come from
`judgebot.cardtext.lexer`; a word the grammar does not know stops the parse
(there is no catch-all word), and the caller turns the sentence into
`Unparsed`.
"""
from __future__ import annotations

import dataclasses
import hashlib
from functools import lru_cache

from lark import Lark, Token, Transformer
from lark.lexer import Lexer

from .. import paths
from . import ast as A
from .lexer import Tok
from .lexicon import KINDS
from .abilities import AbilitiesBuild
from .conditions import ConditionsBuild
from .continuous import ContinuousBuild
from .desc import DescBuild
from .actions import ActionsBuild
from .packing import PackingBuild
from .reversals import ReversalsBuild
from .textchange import TextChangeBuild
from .triggers import TriggersBuild
from .virtual import VirtualBuild

GRAMMAR_FILES = ("lexicon.lark", "clauses.lark", "effects.lark", "packing.lark",
                 "virtual.lark", "reversals.lark", "conditions.lark", "continuous.lark",
                 "triggers.lark", "abilities.lark", "textchange.lark", "desc.lark", "actions.lark",
                 "sentences.lark")


def grammar_text() -> str:
    return "\n".join((paths.grammar_dir() / name).read_text(encoding="utf-8") for name in GRAMMAR_FILES)


def grammar_hash() -> str:
    """Hash of the grammar files and the Python that reads them (cache key)."""
    digest = hashlib.sha256(grammar_text().encode())
    for path in sorted((paths.PACKAGE_DIR / "cardtext").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class UnknownWord(ValueError):
    pass


class _TokLexer(Lexer):
    """Feeds the parser the tokens of `lexer.tokenize` (kept in `toks`)."""

    words: dict[str, str] = {}

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        toks: list[Tok] = data
        for i, tok in enumerate(toks):
            if tok.type in ("WORD", "PUNCT"):
                name = self.words.get(tok.value)
                if name is None:
                    raise UnknownWord(tok.value)
                yield Token(name, str(i))
            else:
                yield Token(tok.type, str(i))


@lru_cache(maxsize=1)
def parser() -> Lark:
    text = grammar_text()
    options = dict(parser="lalr", lexer=_TokLexer, start="start", maybe_placeholders=False)
    try:
        folder = paths.build_dir() / "cache"
        folder.mkdir(parents=True, exist_ok=True)
        options["cache"] = str(folder / f"grammar-{grammar_hash()}.lark-cache")
    except OSError:
        pass
    try:
        lark = Lark(text, **options)
    except Exception:  # noqa: BLE001 - an unreadable cache file: build without it
        options.pop("cache", None)
        lark = Lark(text, **options)
    words = {}
    for term in lark.terminals:
        pattern = term.pattern
        if pattern.type == "str":
            words[pattern.value] = term.name
    _TokLexer.words = words
    return lark


def parse_tokens(toks: list[Tok]) -> A.Sentence | tuple:
    tree = parser().parse(toks)
    return Build(toks).transform(tree)


# --------------------------------------------------------------------------- helpers

def _player(items, default="you"):
    for item in items:
        if isinstance(item, _P):
            return item.who
    return default


class _P:
    """A player marker."""

    def __init__(self, who):
        self.who = who


class _Forced:
    """An effect whose player is already named ("allow your opponent to draw 2 cards")."""

    def __init__(self, effect):
        self.effect = effect


class _SameSubject:
    """A clause whose verb has no subject of its own ("and draws 1 card"): build_sentence gives it the
    player of the clause before."""

    def __init__(self, effect, modal=None):
        self.effect = effect
        self.modal = modal


def _same_subject(items):
    """Give a clause with no subject of its own ("... and draws 1 card") the player of the clause before."""
    out = []
    last_player = "you"
    for item in items:
        if isinstance(item, tuple) and len(item) == 3 and isinstance(item[2], _SameSubject):
            same = item[2]
            effect = same.effect.effect if isinstance(same.effect, _Forced) else _with_player(same.effect, last_player)
            item = (item[0], item[1], A.Optional(effect, last_player) if same.modal == "may" else effect)
        if isinstance(item, tuple) and len(item) == 3 and not isinstance(item[2], tuple):
            last_player = _player_of(item[2])
        out.append(item)
    return out


def _player_of(node):
    """Who does an effect ("you" when no one is named)."""
    if isinstance(node, A.Sequence) and node.effects:
        return _player_of(node.effects[-1])
    if isinstance(node, A.Choice) and node.options:
        return _player_of(node.options[0])
    if isinstance(node, A.Optional):
        # "you may have your opponent shuffle his hand ... and draw ...": whose step it is, not who chooses
        return _player_of(node.effect)
    return getattr(node, "player", None) or "you"


class _Owner:
    def __init__(self, who):
        self.who = who


class _Sep:
    def __init__(self, kind):
        self.kind = kind


class _Modal:
    def __init__(self, kind):
        self.kind = kind


class _Adj:
    def __init__(self, kind):
        self.kind = kind


class _Post:
    def __init__(self, **kw):
        self.kw = kw


class _Raw:
    """An intermediate value carried upwards (stat name, compare word...)."""

    def __init__(self, kind, value=None):
        self.kind = kind
        self.value = value


_MANEUVER_KINDS = {"Strike", "Grapple", "Submission", "High Risk", "Trademark Finisher", "Trademark",
                   "Hold", "Assault", "Throw", "Extreme"}
_HEADS = {"Card", "Maneuver"}


def filter_from_desc(groups, posts=(), adjectives=()) -> A.CardFilter:
    """Turn descriptor groups (from a DESC token) into a CardFilter.

    A group of several items is an "or" list.  Plain kinds ("Strike or Grapple
    maneuver") are alternatives in `kinds`; any other "or" list ("Face or Heel",
    "hybrid or Unique", "Submission or Multi") becomes `alternatives`, one
    complete filter per choice."""
    groups = tuple(tuple(g) for g in groups)
    # "non-Chain, non-Volley, non-RMS Strikes": a list of "non-" words leaves out every one of them
    groups = tuple(part for g in groups for part in (
        tuple((item,) for item in g) if len(g) > 1 and all(item[0] in ("kind", "trait") and item[2] for item in g)
        else (g,)))
    for index, group in enumerate(groups):
        if len(group) > 1 and not all(item[0] == "kind" and not item[2] for item in group):
            choices = tuple(filter_from_desc(groups[:index] + ((item,),) + groups[index + 1:], posts, adjectives)
                            for item in group)
            shared = filter_from_desc(groups[:index] + groups[index + 1:], posts, adjectives) \
                if len(groups) > 1 else A.CardFilter()
            return A.CardFilter(**{**shared.__dict__, "alternatives": choices})
    return _filter_from_groups(groups, posts, adjectives)


def _filter_from_groups(groups, posts=(), adjectives=()) -> A.CardFilter:
    kinds: list[str] = []
    kind_groups: list[list[str]] = []
    excludes: list[str] = []
    traits: list[str] = []
    qualifiers: list[str] = []
    damage = fortitude = None
    for group in groups:
        kind_groups.append([])
        for item in group:
            if item[0] == "range":
                _, stat, low, high, printed, negated = item[:6]
                rng = A.Range(stat, low, high, printed)
                if negated:
                    excludes.append(f"{stat}:{low}" if low == high else f"{stat}{low}-{high}")
                elif stat == "F":
                    fortitude = rng
                else:
                    damage = rng
                continue
            cat, name, negated = item[:3]
            if cat == "zone":
                qualifiers.append(f"in {name}")
                continue
            if len(item) > 3 and item[3] == "printed":
                qualifiers.append("printed")
            if negated:
                excludes.append(name)
            elif cat == "kind":
                kinds.append(name)
                if name != "Hybrid":
                    kind_groups[-1].append(name)
            else:
                traits.append(name)
    # the head noun folds away when a more precise kind is named:
    # "Strike maneuver" -> Strike; "Action card" -> Action; "card" alone -> Card
    if "Hybrid" in kinds:
        # "any non-unique hybrid card": hybrid is a quality of the card, not a kind
        kinds = [k for k in kinds if k != "Hybrid"] or ["Card"]
        qualifiers.append("hybrid")
    all_kinds: list[str] = []
    precise_groups = [[k for k in g if k not in _HEADS] for g in kind_groups]
    precise_groups = [g for g in precise_groups if g]
    if len(precise_groups) > 1:
        # "Mean Assault", "Pre-match Event": the last kind names the card, the others are required too
        all_kinds = [k for g in precise_groups[:-1] for k in g]
        kinds = precise_groups[-1] + [k for k in kinds if k in _HEADS]
    precise = [k for k in kinds if k not in _HEADS]
    if precise:
        if "Maneuver" in kinds and not (set(precise) & _MANEUVER_KINDS) and len(precise) < len(kinds):
            kinds = precise + ["Maneuver"]
        else:
            kinds = precise
    elif len(kinds) > 1:
        kinds = list(dict.fromkeys(kinds))
    elif not kinds and traits:
        kinds = []
    kw: dict = {}
    for post in posts:
        for key, value in post.kw.items():
            if key in ("titled", "title_words", "targets", "qualifiers"):
                kw[key] = kw.get(key, ()) + tuple(value)
            elif key == "damage" and value is not None:
                if value.stat == "F":
                    fortitude = value
                else:
                    damage = value
            else:
                kw[key] = value
    extra_q = tuple(a.kind for a in adjectives)
    return A.CardFilter(
        kinds=tuple(dict.fromkeys(kinds)), excludes=tuple(excludes), traits=tuple(traits),
        all_kinds=tuple(all_kinds),
        damage=damage, fortitude=fortitude,
        qualifiers=tuple(qualifiers) + extra_q + kw.pop("qualifiers", ()), **kw,
    )


def _alternatives(f: A.CardFilter) -> tuple:
    """The descriptions a filter allows, flattened ("A or B" or "C" -> A, B, C)."""
    if f.alternatives and f == A.CardFilter(alternatives=f.alternatives):
        return f.alternatives
    return (f,)


_THE = A.Quantity(count=1)      # the Quantity of "the": compared by identity in _the_plural


def _the_plural(quantity, raw):
    """ "put the cards into your hand": "the" before a plural noun is all of them, not one."""
    if quantity is _THE and getattr(raw, "plural", False):
        return A.Quantity(all=True)
    return quantity


def _all_of(f: A.CardFilter) -> A.CardFilter:
    """One filter that asks for everything its alternatives ask ("F: 0 and Multi" -> F:0 and Multi)."""
    if not f.alternatives:
        return f
    merged: dict = {}
    for part in (dataclasses.replace(f, alternatives=()),) + tuple(f.alternatives):
        for field in dataclasses.fields(part):
            value = getattr(part, field.name)
            if isinstance(value, tuple):
                if value:
                    merged[field.name] = tuple(dict.fromkeys(merged.get(field.name, ()) + value))
            elif value is not None and value != field.default:
                merged[field.name] = value
    if merged.get("kinds") and len(merged["kinds"]) > 1 and "Card" in merged["kinds"]:
        merged["kinds"] = tuple(k for k in merged["kinds"] if k != "Card")
    return A.CardFilter(**merged)


def _effect_seq(effects, then=False):
    if len(effects) == 1:
        return effects[0]
    return A.Sequence(tuple(effects), then)


# --------------------------------------------------------------------------- transformer

_REQUIREMENT_NAMES = {
    ("less", "hand_size"): "Fewer Cards in Hand", ("greater", "hand_size"): "More Cards in Hand",
    ("less", "fortitude_rating"): "Less Fortitude", ("greater", "fortitude_rating"): "Greater Fortitude",
    ("less", "superstar_value"): "Lower Superstar Value", ("greater", "superstar_value"): "Higher Superstar Value",
    ("less", "arsenal_size"): "Fewer Cards in Arsenal", ("greater", "arsenal_size"): "More Cards in Arsenal",
}


class Build(PackingBuild, VirtualBuild, ReversalsBuild, ConditionsBuild, ContinuousBuild,
            TriggersBuild, AbilitiesBuild, TextChangeBuild, DescBuild, ActionsBuild, Transformer):
    """Tree -> AST.  Method names are the grammar's rule aliases."""

    def __init__(self, toks):
        super().__init__()
        self.toks = toks

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
        return _P("any")

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

    def post_without_text_word(self, c):
        """ "non-Unique maneuvers without 'reversed' in the text" """
        return _Post(qualifiers=tuple(f"no '{x.value}' in the text" for x in c))

    def post_without_title_word(self, c):
        """ "Strikes without 'kick' in the title" """
        return _Post(qualifiers=tuple(f"no '{x.value}' in the title" for x in c))

    def post_without_sv(self, _):
        """ "your maneuver without Stun Value" """
        return _Post(qualifiers=("without Stun Value",))

    def this_card_and(self, c):
        return _Raw("this_and", c[-1])

    # -- added triggers
    def t_when_packing_this(self, c):
        return A.Trigger("when_packing", filter=A.CardFilter(qualifiers=("this card",)))

    def put_many(self, c):
        return c[0]

    def t_would(self, c):
        return A.Trigger("when_would", by=c[0].who, event=_with_player(c[-1], c[0].who))

    def t_would_rfg(self, c):
        return A.Trigger("when_would", event=A.RemoveFromGame("any", this_card=True))

    def t_would_move(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("when_would", event=A.MoveCards("any", None, None, zones[0], this_card=True))

    def t_playing(self, c):
        x = c[-1]
        f = x.filter if isinstance(x, A.Cards) else A.CardFilter(qualifiers=("this card",))
        return A.Trigger("when_player_plays", by="you", filter=f)

    def t_this_removed(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Trigger("when_this_moved", zone=zones[0] if zones else A.Zone("game", "any"))

    def t_this_revealed(self, c):
        return A.Trigger("when_this_revealed")

    def t_this_put(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Trigger("when_this_moved", zone=zone)

    def t_title_revealed(self, c):
        return A.Trigger("when_revealed", filter=A.CardFilter(titled=tuple(c[0].value.split("|"))))

    def condition_and(self, c):
        return A.Condition("all", all_of=tuple(c))

    def q_at_most(self, c):
        return A.Quantity(count=c[0], up_to=True)

    def post_including(self, c):
        return _Post(qualifiers=tuple("including " + "/".join(x.filter.titled or x.filter.kinds) for x in c))

    def put_this_from(self, c):
        return A.MoveCards("you", None, c[1][0], c[-1], this_card=True)

    def cr_unsuccessful(self, _):
        return "unsuccessful"

    def cr_successful(self, _):
        return "successful"

    def cr_reversed(self, _):
        return "reversed"

    def c_card_result(self, c):
        f = c[1].value[0]
        return A.Condition("result", player=c[0].who, filter=f, names=(c[-1],))

    def considered_not(self, c):
        return A.Considered(c[0], as_kind=c[-1].value[0], negated=True)

    def play(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Play("you", c[0], source=self._one_zone(zones))

    def play_this(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Play("you", None, True, self._one_zone(zones))

    def blank(self, c):
        return A.Blank(c[0], c[1] if len(c) > 1 else None)

    def t_player_plays_unsuccessfully(self, c):
        return A.Trigger("when_unsuccessful", by=c[0].who, filter=c[-1].filter)

    def pw_after_or_state(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          c[-1]))

    def pw_after_or_states(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          A.Condition("all", all_of=(c[-2], c[-1]))))

    def c_reversed_to_end_turn(self, c):
        """"if you reversed a card from your hand to end your opponent's last turn" (a Follow-up
        on your own reversal, FAQ Glossary "Follow-up effects")."""
        return self._ended_last_turn("reversed_to_end_last_turn", c)

    def c_played_to_end_turn(self, c):
        """"if you played the card titled Spinnerooni to end your opponent's last turn"."""
        return self._ended_last_turn("played_to_end_last_turn", c)

    @staticmethod
    def _ended_last_turn(kind, c):
        f = c[0].filter
        # a card you reversed came from one of your own zones ("your hand or Backlash deck")
        zones = tuple(A.Zone(z.name, "you", z.position) for z in next((x for x in c if isinstance(x, tuple)), ()))
        if len(zones) <= 1:
            return A.Condition(kind, player="you", filter=f, zone=zones[0] if zones else None)
        return A.Condition("any", any_of=tuple(A.Condition(kind, player="you", filter=f, zone=z) for z in zones))

    def c_first_card(self, c):
        """"if this is the first card played of your turn": this card opens the turn."""
        return A.Condition("first_card_this_turn", filter=filter_from_desc(c[0].value))

    def rr_scope_only_from(self, c):
        return A.ReversalRestriction("only_from", zones=tuple(z.name for z in c[-1]), applies_to=c[0])

    def rr_scope_only_by(self, c):
        q = c[-1].quantity.count
        return A.ReversalRestriction("only_by", by=c[-1].filter, applies_to=c[0],
                                     count=q if q not in (None, 1) else None)

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

    def tw_double(self, _):
        return "double"

    def tw_triple(self, _):
        return "triple"

    def tw_half(self, _):
        return "half"

    def cards_plus(self, c):
        """ "draw the same number of cards +1": the earlier count, plus (or minus) a number."""
        quantity = c[0]
        (change,) = c[2].value
        is_mult, amount, stat = change
        if quantity.equal_to is None or is_mult or stat is not None:
            raise ValueError("only a count relative to an earlier one takes '+N'")
        cards = self.cards([x for x in c if not (isinstance(x, _Raw) and x.kind == "mod")])
        sign = "+" if amount >= 0 else "-"
        return A.Cards(dataclasses.replace(cards.quantity, equal_to=f"{quantity.equal_to} {sign}{abs(amount)}"),
                       cards.filter, cards.zone)

    def draw_equal_up_to(self, c):
        return A.Draw("you", A.Quantity(up_to=True, equal_to=c[-1]))

    def desc_target(self, c):
        """Revolution: "5 or more Target 'back' in your Ring" -- cards with that Target."""
        adjs = [x for x in c if isinstance(x, _Adj)]
        posts = [x for x in c if isinstance(x, _Post)]
        quoted = next(x for x in c if isinstance(x, _Raw)).value
        f = filter_from_desc(((("kind", "Card", False),),),
                             [p for p in posts if "chosen_by" not in p.kw] + [_Post(targets=tuple(quoted.split("|")))],
                             adjs)
        chosen = next((p.kw["chosen_by"] for p in posts if "chosen_by" in p.kw), None)
        return _Raw("filter", (f, chosen, adjs))

    def skip_draw_you(self, _):
        return A.SkipDrawSegment("you")

    def no_discard_for(self, c):
        return A.Prohibition("you", "discard_for", A.CardFilter(titled=tuple(c[0].value.split("|"))))

    def prefix_for_each(self, c):
        cards = c[0]
        return A.Condition("for_each", filter=cards.filter, quantity=cards.quantity, zone=cards.zone)

    def c_logo_on(self, c):
        x = c[-1]
        return A.Condition("logo_on", player="you",
                           names=(x.value,) if isinstance(x, _Raw) and x.kind == "title" else ("this card",))

    def k_unblankable_scope(self, c):
        scope = c[0]
        if scope.kind == "this":
            return A.Keyword("Cannot be blanked")
        return A.Prohibition("any", "blank", scope.filter)

    def considered_for(self, c):
        as_kind = c[1].value[0]
        if getattr(c[1], "and_list", False):
            as_kind = _all_of(as_kind)      # "considered Raw, Smackdown, and NXT for ...": all three
        return A.Considered(c[0], as_kind=as_kind, purpose=c[-1])

    def considered_word_for(self, c):
        return A.Considered(c[0], as_kind=A.CardFilter(title_words=tuple(c[1].value.split("|"))), purpose=c[-1])

    def purpose_title(self, c):
        return c[-1].value

    def purpose_effects(self, c):
        return "card effects"

    def purpose_ability(self, _):
        return "your Ability"

    def cw_less_eq(self, _):
        return _Raw("cmp", "less_or_equal")

    def cw_greater_eq(self, _):
        return _Raw("cmp", "greater_or_equal")

    def pr_only_from(self, c):
        cond = next((x for x in c if isinstance(x, A.Condition)), None)
        return A.PlayRestriction("only_from", cond, zones=tuple(z.name for z in c[0]))

    def cards_zone_post(self, c):
        quantity = c[0] if isinstance(c[0], A.Quantity) else None
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        zones = next(x for x in c if isinstance(x, tuple))
        posts = [x for x in c if isinstance(x, _Post)]
        extra = filter_from_desc((), posts)
        f = A.CardFilter(**{**f.__dict__, "title_words": f.title_words + extra.title_words,
                            "logos": f.logos + extra.logos, "qualifiers": f.qualifiers + extra.qualifiers,
                            "titled": f.titled + extra.titled, "targets": f.targets + extra.targets})
        return A.Cards(self._quantity(quantity, chosen, adjs), f, self._one_zone(zones))

    def put_n(self, c):
        cards = A.Cards(A.Quantity(count=c[0]), A.CardFilter(qualifiers=("of them",)))
        return A.MoveCards("you", cards, None, c[-1])

    def put_rest(self, _):
        return A.Cards(A.Quantity(all=True), A.CardFilter(qualifiers=("the rest",)))

    def s_first_next_turn_you(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        return A.Scope("first_next_turn", filter_from_desc(raw.value), "you")

    def s_next_n(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        n = next(x for x in c if isinstance(x, int))
        return A.Scope("next", filter_from_desc(raw.value), c[0].who, count=n)

    def c_have_compare(self, c):
        cmp = next(x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp")
        cards = next(x for x in c if isinstance(x, A.Cards))
        return A.Condition("compare", player=c[0].who, stat="count", comparison=cmp, filter=cards.filter,
                           zone=cards.zone)

    def c_played_after_or_counter(self, c):
        return A.Condition("any", any_of=(A.Condition("played_after", filter=c[0].filter, quantity=c[0].quantity),
                                          A.Condition("as_counter")))

    def prohibit_play_to(self, c):
        target = c[2]
        target_filter = target.filter if isinstance(target, A.Cards) else A.CardFilter(qualifiers=("this card",))
        duration = c[3] if len(c) > 3 else None
        return A.Prohibition(c[0].who, "play_to", c[1].filter, duration, target_filter)

    def rr_requires(self, c):
        numbers = [x for x in c if isinstance(x, int)]
        return A.ReversalRestriction("requires_reversals", count=numbers[0])

    def pr_cannot_from(self, c):
        return A.PlayRestriction("cannot_from", zones=tuple(z.name for z in c[0]))

    def k_unblankable_unpreventable(self, _):
        return (A.Keyword("Cannot be blanked"), A.Keyword("Cannot be prevented from being played"))

    def prohibit_prevent(self, c):
        return A.Prohibition(c[0].who, "prevent_play", A.CardFilter(qualifiers=("this card",)))

    def win(self, c):
        return A.WinGame("you", c[0])

    def how_pinfall(self, _):
        return "pinfall"

    def how_count_out(self, _):
        return "count out"

    def how_submission(self, _):
        return "submission"

    def cards_and(self, c):
        return _Raw("cards_and", tuple(c))

    def c_played_as(self, c):
        f = filter_from_desc(c[0].value)
        return A.Condition("played_as", filter=f)

    def modifier_cap(self, c):
        f = filter_from_desc(c[1].value)
        cap = f.damage or f.fortitude
        stat = cap.stat
        return A.Modifier((A.StatChange(stat, cap.high if cap.high is not None else cap.low, maximum=True),), c[0])

    def letter_f(self, _):
        return "F"

    def letter_d(self, _):
        return "D"

    def mult_double(self, _):
        return 2

    def mult_half(self, _):
        return -2

    def d_opp_second_turn(self, _):
        return "until_end_of_opponent_second_full_turn"

    def duration_until(self, c):
        return c[0]

    def modifier_values(self, c):
        stat = c[0]
        owner = c[1].who
        f = c[2].value[0]
        factor = next(x for x in c if isinstance(x, int))
        duration = c[-1] if isinstance(c[-1], str) and c[-1] != stat else None
        change = A.StatChange(stat, 2, multiply=True) if factor == 2 else A.StatChange(stat, 2, multiply=True,
                                                                                        set_to=False)
        if factor == -2:
            return A.Modifier((A.StatChange(stat, -2, multiply=True),), A.Scope("all", f, owner), duration)
        return A.Modifier((change,), A.Scope("all", f, owner), duration)

    def t_when_packing(self, c):
        return A.Trigger("when_packing", filter=c[0].filter)

    def t_card_unsuccessful(self, c):
        return A.Trigger("when_unsuccessful", by=c[0].who, filter=c[1].value[0])

    def t_not_in_zone(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("while_not_in_zone", zones[0])

    def t_in_zones(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        kind = "while_in_ring" if zones[0].name == "ring" and len(zones) == 1 else "while_in_zone"
        return A.Trigger(kind, zones[0], filter=None if len(zones) == 1 else A.CardFilter(
            qualifiers=tuple(f"in {z.owner} {z.name}" for z in zones)))

    def t_this_reverses(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Trigger("when_this_reverses", self._one_zone(zones))

    def t_before_draw(self, c):
        return A.Trigger("before_draw_segment", by=c[0].who)

    def t_before_first_draw(self, c):
        return A.Trigger("before_first_draw_segment", by=c[0].who)

    def t_during_next_turn(self, _):
        return A.Trigger("during_your_next_turn")

    def t_once_per_opp_turn(self, _):
        return A.Trigger("once_per_opponent_turn")

    def t_once_any_turn(self, _):
        return A.Trigger("once_per_any_turn")

    def t_played_by_superstar(self, c):
        return A.Trigger("when_successfully_played", by=c[0].value)

    def t_successful_and(self, c):
        return ("multi", A.Trigger("when_successfully_played"), c[-1])

    def condition_state(self, c):
        return c[0]

    def c_male(self, c):
        return A.Condition("superstar_is", player=c[0].who, names=("Male",))

    def c_player_titled(self, c):
        return A.Condition("superstar_is", player=c[0].who, names=(c[-1].value,))

    def c_not_first(self, c):
        f = filter_from_desc(c[0].value)
        return A.Condition("first_card_this_turn", filter=f if f != A.CardFilter(kinds=("Card",)) else None,
                           negated=True)

    def c_it_next(self, c):
        return A.Condition("next_card_is", player=c[0].who, filter=filter_from_desc(c[1].value))

    def req_targets(self, c):
        items = c[:-1]
        parts = [f"{n} Target '{quoted.value}'" for n, quoted in zip(items[0::2], items[1::2])]
        return A.Requirement(" and ".join(parts), A.Condition("card_in_zone", zone=c[-1], names=tuple(parts)))

    def dr_max_change(self, c):
        f = filter_from_desc(c[0].value)
        amount = next(x for x in c if isinstance(x, int))
        return A.DeckRule("capacity", f.kinds + f.traits, amount)

    def rr_modified_each(self, c):
        mods = next(x for x in c if isinstance(x, tuple))
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        by = filter_from_desc(raw.value)
        return A.ForEach(c[-1], A.ReversalRestriction(
            "modified", by=by if by != A.CardFilter(kinds=("Reversal",)) else None,
            modifier=A.Modifier(mods, A.Scope("reversals_to_this", player="opponent"))))

    def put_under(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, A.Zone("under_card", "you"), this_card=this)

    def _zone_under_title(self, title):
        return A.Zone("under_card", "you", card=title.value)

    def put_under_title(self, c):
        """ "put up to 1 card under Halloween Havoc and up to 1 of your cards removed from the game under
        Where the Big Boys Play": a move per group, each under its card."""
        dest = c[1]
        many = self._each(c[0], lambda g: A.MoveCards("you", g, g.zone, dest))
        if many is None:
            cards, this = self._cards_or_this(c[0])
            many = A.MoveCards("you", cards, cards.zone if cards else None, dest, this_card=this)
        firsts = many.effects if isinstance(many, A.Sequence) else (many,)
        return A.Sequence(tuple(firsts) + tuple(c[2:]))

    def put_more_under(self, c):
        cards = c[0]
        return A.MoveCards("you", cards, cards.zone, c[1])

    def cards_under_title(self, c):
        """ "all cards under The DiBiase Trust Fund" (followed by where they go)."""
        title = c[-1]
        cards = self.cards([x for x in c if x is not title])
        return A.Cards(self._under_quantity(c, cards), cards.filter, self._zone_under_title(title))

    def _under_quantity(self, c, cards):
        """ "play cards under this card": a plural with no count is all of them."""
        raw = next(x for x in c if isinstance(x, _Raw))
        if not isinstance(c[0], A.Quantity) and getattr(raw, "plural", False):
            return A.Quantity(all=True)
        return cards.quantity

    def put_from_after(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, c[-1][0], c[1], this_card=this)

    def reveal_put(self, c):
        return A.Sequence((A.Reveal("you", "it"), A.MoveCards("you", None, None, c[-1])))

    def remove_from(self, c):
        cards, this = self._cards_or_this(c[0])
        if cards is not None:
            cards = A.Cards(cards.quantity, cards.filter, c[1][0])
        return A.RemoveFromGame("you", cards, this)

    def arsenal_search(self, c):
        return A.Search("you", (A.Zone("arsenal", "you"),), c[0])

    def search_any(self, c):
        return A.Search("you", (A.Zone("arsenal", "you"),), c[0])

    def considered_titled(self, c):
        return A.Considered(c[0], as_kind=A.CardFilter(titled=(c[-1].value,)))

    def ignore(self, c):
        x = c[0]
        cards = next((y for y in c if isinstance(y, A.Cards)), None)
        if isinstance(x, _Raw) and x.kind == "quoted":
            return A.Ignore(" / ".join(f"'{v}'" for v in x.value.split("|")) + " text", cards)
        if isinstance(x, _Raw) and x.kind == "desc":
            f = filter_from_desc(x.value)
            return A.Ignore(" ".join(f.kinds + f.traits))
        return A.Ignore(str(x))

    def o_you(self, _):
        return _Owner("you")

    def o_opp(self, _):
        return _Owner("opponent")

    def o_any(self, _):
        return _Owner("any")

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
        return A.Quantity(count=1)

    def q_any(self, _):
        return A.Quantity(count=1)

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

    def q_top1(self, _):
        return self._at(A.Quantity(count=1), "top")

    def q_bottom(self, c):
        return self._at(A.Quantity(count=c[0]), "bottom")

    def q_bottom1(self, _):
        return self._at(A.Quantity(count=1), "bottom")

    # -- card descriptions
    def adj_other(self, _):
        return _Adj("other")

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

    def cards_of_the(self, c):
        """ "2 of the revealed cards", "1 of the chosen cards": that many of the cards the text named."""
        f, chosen, adjs = c[-1].value
        return A.Cards(self._quantity(c[0], chosen, adjs), f)

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
        zones = next(x for x in c if isinstance(x, tuple))
        kind = "while_in_ring" if zones[0].name == "ring" and len(zones) == 1 else "while_in_zone"
        return ("multi", A.Trigger(kind, zones[0]), c[-1])

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

    def cards_them(self, c):
        return A.Cards(c[0], A.CardFilter(qualifiers=("them",)))

    def this_card(self, _):
        return _Raw("this")

    def it(self, _):
        return _Raw("it")

    def reversed_card(self, _):
        return _Raw("reversed_card")

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
    t_in_zone = _trig("while_in_zone")
    t_in_zone_bare = _trig("while_in_zone")
    t_once_per_turn = _trig("once_per_turn")
    t_start_of_turn = _trig("start_of_turn")
    t_start_of_next_turn = _trig("start_of_next_turn")
    t_end_of_turn = _trig("end_of_turn")
    t_end_of_prematch = _trig("end_of_prematch")
    t_before_prematch = _trig("before_prematch")
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
        kind = (f.kinds or f.traits or ("card",))[0]
        return A.Trigger("as_" + kind.lower().replace(" ", "_"))

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

    def sn_hand(self, _):
        return _Raw("stat", "hand_size")

    def sn_arsenal(self, _):
        return _Raw("stat", "arsenal_size")

    def sn_ring(self, _):
        return _Raw("stat", "ring_count")

    def c_compare_short(self, c):
        player = c[0].who
        amount = next((x for x in c if isinstance(x, int)), None)
        cmps = [x.value for x in c if isinstance(x, _Raw) and x.kind == "cmp"]
        stats = [x.value for x in c if isinstance(x, _Raw) and x.kind == "stat"]
        if len(stats) > 1:
            # "lower Fortitude or fewer cards in hand": either comparison
            return A.Condition("compare", player=player, stat="|".join(stats), comparison=cmps[0],
                               amount=amount, names=("either",))
        return A.Condition("compare", player=player, stat=stats[0], comparison=cmps[0], amount=amount)

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

    def equal_to_ssv(self, c):
        return f"Superstar Value of {c[0].who}"

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

    def c_played_from(self, c):
        return A.Condition("played_from", zone=self._one_zone(c[0]))

    def c_reversed(self, c):
        return A.Condition("result", names=("reversed",))

    def c_titled_in_zone(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Condition("card_in_zone", filter=A.CardFilter(titled=(c[1].value,)), zone=zone,
                           player=zone.owner)

    def c_have_titled(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Condition("card_in_zone", player=c[0].who, filter=A.CardFilter(titled=(c[2].value,)), zone=zone)

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
        counter_filter = None
        if isinstance(cond, tuple):
            _, cond, counter_filter = cond
        if cond.kind == "as_counter":
            return A.PlayRestriction("only_as_counter", counter_filter=counter_filter, or_counter=True)
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
                                                                quantity=cond.quantity), or_counter=True)
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
        f = filter_from_desc(c[1].value)
        return A.DeckRule("capacity", f.kinds + f.traits, c[2].value[0][1])

    def dr_no_slot(self, c):
        raw = [x for x in c if isinstance(x, _Raw) and x.kind == "desc"]
        f = filter_from_desc(raw[-1].value)
        return A.DeckRule("no_slot", f.kinds + f.traits)

    def dr_storyline_is(self, c):
        a = filter_from_desc(c[1].value)
        b = filter_from_desc(c[2].value)
        return A.DeckRule("kind_is", a.kinds + a.traits + b.kinds + b.traits)

    def modifier_noverb(self, c):
        return self.modifier([c[0], c[1]] + list(c[2:]))

    def postfix(self, c):
        return ("postfix", c[0])

    def pr_must(self, c):
        return A.PlayRestriction("must_after" if c[0].kind == "played_after" else "must_when", c[0])

    def pr_cannot(self, c):
        return A.PlayRestriction("cannot_when", c[0])

    def pr_from(self, c):
        return A.PlayRestriction("may_play_from", zones=tuple(z.name for z in c[0]))

    def pr_from_player(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.PlayRestriction("may_play_from", zones=tuple(z.name for z in zones))

    def may_play_cards(self, c):
        """"You may play the card titled No Sell Maneuver." -- the same as modal "may" + play."""
        player = c[0].who
        zones = next((x for x in c if isinstance(x, tuple)), ())
        if player == "none":
            # "no player may play X when he ...": "he"/"his" would be read as the opponent; left unread
            raise ValueError("'no player may play' is not read yet")
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

    def rr_cannot_respond(self, c):
        return A.ReversalRestriction("cannot_respond")

    def rr_cannot_this_player(self, c):
        return A.ReversalRestriction("cannot_be_reversed", applies_to=self._scope_of(c[-1]))

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

    def _scope_of(self, raw):
        if isinstance(raw, A.Scope):
            return raw
        if isinstance(raw, _Raw) and raw.kind == "this":
            return A.Scope("this")
        return A.Scope("it")

    # -- keywords
    def k_unblankable(self, _):
        return A.Keyword("Cannot be blanked")

    def k_requirement(self, c):
        return c[0]

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

    def discard_random(self, c):
        cards = c[0]
        q = cards.quantity
        return A.Discard("you", A.Quantity(q.count, q.up_to, q.at_least, q.any_number, q.all, True), cards.filter,
                         zone=cards.zone)

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
        Choices with different counts ("2 non-Unique maneuvers or 1 Superstar-specific maneuver")
        are not one search: left unread."""
        choices = [x for x in c[1:] if isinstance(x, A.Cards)]
        if any(x.quantity != choices[0].quantity for x in choices):
            raise ValueError("choices of different counts")
        alternatives = tuple(x.filter for x in choices)
        return A.Search("you", c[0], A.Cards(choices[0].quantity, A.CardFilter(alternatives=alternatives)))

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
        if not isinstance(cards, A.Cards) or cards.quantity != A.Quantity(count=1) or cards.filter.qualifiers:
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

    def post_different(self, c):
        """ "2 cards with different titles": no two of them share a title (or a Target)."""
        return _Post(qualifiers=("different titles",))

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

    def prohibit_play(self, c):
        cards = c[1]
        duration = c[2] if len(c) > 2 else None
        return A.Prohibition(c[0].who, "play", cards.filter, duration)

    def prohibit_reverse(self, c):
        duration = c[2] if len(c) > 2 else None
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
        cards = c[-1]
        if isinstance(cards, A.Cards) and cards.zone == A.Zone("under_card", "you"):
            # "for every 2 cards under this card": as modifier_each_under reads it (the cards' filter says where)
            q = cards.quantity if cards.quantity != A.Quantity(count=1) else A.Quantity(all=True)
            cards = A.Cards(q, dataclasses.replace(cards.filter, qualifiers=cards.filter.qualifiers + ("under this card",)))
        return A.ForEach(cards, A.Modifier(c[1], c[0]))

    def considered_word(self, c):
        return A.Considered(c[0], as_kind=A.CardFilter(title_words=tuple(c[1].value.split("|"))))

    def choose_one(self, c):
        n = c[0] if isinstance(c[0], int) else c[0].value
        return A.Choice((), "you", n if n != 1 else None)

    def moves(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, A.Zone("any", "any"), this_card=this)

    def moves_to(self, c):
        cards, this = self._cards_or_this(c[0])
        return A.MoveCards("you", cards, cards.zone if cards else None, c[-1], this_card=this)

    def shuffle_own(self, _):
        return A.ShuffleZone("you", A.Zone("arsenal", "you"))

    def post_specific(self, c):
        return _Post(qualifiers=(f"{c[0].value}-specific",))

    def cards_of_zone(self, c):
        quantity = c[0] if isinstance(c[0], A.Quantity) else None
        f, chosen, adjs = next(x for x in c if isinstance(x, _Raw)).value
        return A.Cards(self._quantity(quantity, chosen, adjs), f, self._end_of(quantity, c[-1]))

    def t_played_as_counter(self, _):
        return A.Trigger("when_played_as_counter")

    def t_player_plays(self, c):
        return A.Trigger("when_player_plays", by=c[0].who if isinstance(c[0], _P) else "you",
                         filter=A.CardFilter(**{**c[-1].filter.__dict__,
                                                "qualifiers": c[-1].filter.qualifiers + ("successfully played",)}))

    def t_player_plays_any(self, c):
        return A.Trigger("when_player_plays", by=c[0].who, filter=c[-1].filter)

    def t_card_successful(self, c):
        f = c[1].value[0]
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=A.CardFilter(**{**f.__dict__, "qualifiers": f.qualifiers + ("successfully played",)}))

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
        if scope.kind in ("superstar_value", "hand_size", "fortitude_rating"):
            changes = tuple(A.StatChange(scope.kind, ch.amount, ch.multiply) if ch.stat == "value" else ch
                            for ch in changes)
        return A.Modifier(changes, scope, duration)

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

    def s_this(self, c):
        return self._scope_of(c[0])

    def s_next(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        owner = c[0].who if isinstance(c[0], _Owner) else "you"
        return A.Scope("next", filter_from_desc(raw.value), owner if owner != "any" else "you")

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
                out.extend(target.alternatives)
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
        quantity = c[0] if isinstance(c[0], A.Quantity) else None
        f, chosen, adjs = c[-1].value
        return f

    def _effect_kind(self, effect, player="you"):
        if isinstance(effect, A.Draw):
            return A.EffectKind("draw" if player == "you" else "opponent_draws")
        if isinstance(effect, A.Discard):
            return A.EffectKind("discard" if player == "you" else "opponent_discards")
        if isinstance(effect, A.Search):
            return A.EffectKind("search")
        if isinstance(effect, A.MoveCards):
            if effect.source is not None and effect.source.name == "ringside":
                return A.EffectKind("moves_from_ringside")
            return A.EffectKind("moves_cards")
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

    # -- sentence structure
    def m_may(self, _):
        return _Modal("may")

    def m_must(self, _):
        return _Modal("must")

    def m_will(self, _):
        return _Modal("will")

    def sep_comma(self, _):
        return _Sep(",")

    def sep_and(self, _):
        return _Sep("and")

    def sep_then(self, _):
        return _Sep("then")

    def sep_or(self, _):
        return _Sep("or")

    def sep_semi(self, _):
        return _Sep(";")

    def sep_semi_or(self, _):
        return _Sep(";or")

    def sep_cost(self, _):
        return _Sep(":")

    def sep_to(self, _):
        return _Sep("to")

    def prefix_trigger(self, c):
        return c[0]

    def prefix_condition(self, c):
        return c[0]

    def action(self, c):
        player = _player(c, "you")
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        effect = c[-1]
        effect = effect.effect if isinstance(effect, _Forced) else _with_player(effect, player)
        if modal == "may":
            return A.Optional(effect, player)
        return effect

    def action_may_also(self, c):
        return self.action(list(c[:-1]) + [_Modal("may"), c[-1]])

    def action_same_subject(self, c):
        """ "... and draws 1 card": the player is the subject of the clause before (build_sentence)."""
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        return _SameSubject(c[-1], modal)

    def either(self, c):
        player = _player(c, "you")
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        effects = tuple(e.effect if isinstance(e, _Forced) else _with_player(e, player) for e in c[-2:])
        choice = A.Choice(effects, player)
        return A.Optional(choice, player) if modal == "may" else choice

    def clause(self, c):
        c = list(c)
        post = None
        if isinstance(c[-1], tuple) and c[-1] and c[-1][0] == "postfix":
            post = c.pop()[1]
            if type(post).__name__ == "_ThisPlayed":
                # "This card is -8F when played" (triggers.lark): only a clause about this card
                scope = getattr(c[-1], "scope", None)
                if scope is None or scope.kind != "this":
                    raise ValueError("a trailing 'when played' on a clause about other cards")
                post = A.Trigger("when_played")
        flat = []
        for x in c[:-1]:
            if isinstance(x, tuple) and x and x[0] == "multi":
                flat.extend(x[1:])
            else:
                flat.append(x)
        c = flat + [c[-1]]
        prefixes = c[:-1]
        core = c[-1]
        if post is not None:
            prefixes = prefixes + [post]
        return ("clause", tuple(prefixes), core)

    def clause_list(self, c):
        return list(c)

    def ace(self, _):
        return "ACE"

    def end(self, _):
        return None

    def sentence(self, c):
        ace = bool(c) and c[0] == "ACE"
        items = _same_subject(next(x for x in c if isinstance(x, list)))   # "... and draws 1 card"
        items = self.fold_continuous(items)   # "#", bare kinds (continuous.py)
        return build_sentence(items, ace)

    def start(self, c):
        return c[0]


def _with_player(effect, player):
    """Set the acting player on an imperative effect ("your opponent discards 1 card")."""
    if player != "you" and isinstance(effect, A.Sequence):
        # "your opponent discards 3 cards and 3 random Backlash cards": every step is his
        return A.Sequence(tuple(_with_player(e, player) for e in effect.effects), effect.then)
    if player != "you" and isinstance(effect, A.Choice) and effect.options:
        # "your opponent discards his hand or Backlash deck": whichever it is, it is his
        return A.Choice(tuple(_with_player(e, player) for e in effect.options), player)
    if player == "you" or not hasattr(effect, "player"):
        return effect
    fields = dict(effect.__dict__)
    if isinstance(effect, A.Prohibition):
        return effect
    fields["player"] = player
    return type(effect)(**fields)


def build_sentence(items, ace=False) -> tuple:
    """Fold clauses and separators into clause nodes.

    Each grammar clause is ("clause", prefixes, core).  Prefix triggers and
    conditions open a new Ability; clauses without prefixes join the current
    one ("discard 1 card and then your opponent discards 4 cards").  ":" and
    "to" after a clause make what came before a cost (Activated Card Effect).
    """
    items = _same_subject(items)       # every caller's clauses: "..., your opponent names a card, and reveals ..."
    groups: list[dict] = []
    current = None
    pending_sep = None
    for item in items:
        if isinstance(item, _Sep):
            pending_sep = item.kind
            if item.kind in (":", "to") and current is not None and not current.get("standalone"):
                current["cost"] = current["effects"]
                current["cost_seps"] = current["seps"]
                current["cost_sep"] = item.kind
                current["effects"] = []
                current["seps"] = []
            continue
        _, prefixes, core = item
        triggers = tuple(p for p in prefixes if isinstance(p, A.Trigger))
        conditions = [p for p in prefixes if isinstance(p, A.Condition)]
        standalone = isinstance(core, (A.PlayRestriction, A.ReversalRestriction, A.Keyword, A.Requirement,
                                       A.FollowUp, A.DeckRule, tuple))
        if (standalone and current is not None and not triggers and not conditions
                and _is_choose(current.get("cost")) and (current["effects"] or pending_sep == ":")):
            # "Choose 1: your next card played this turn cannot be reversed, shuffle ..., or draw up to
            # 3 cards": a restriction can be one of the options
            current["effects"].append(core)
            current["seps"].append(pending_sep)
            pending_sep = None
            continue
        if (current is None or triggers or (conditions and pending_sep not in (":",))
                or standalone or current.get("standalone")):
            if current is not None and not triggers and conditions and (
                    pending_sep in ("and", "then", ",")
                    or (pending_sep in (";", ";or", "or") and _is_choose(current.get("cost")))) \
                    and current["effects"] and not standalone and not current.get("standalone"):
                # "..., and if your next card is a maneuver, it is +3D": a nested conditional
                current["effects"].append(("cond", conditions, core, pending_sep))
                current["seps"].append(pending_sep)
                pending_sep = None
                continue
            previous = current
            if previous is not None and previous.get("standalone") and not triggers and not conditions \
                    and pending_sep == "and" and any(t.kind == "when_packing" for t in previous["triggers"]):
                # "When packing this card, you can pack 2 additional Pre-match cards, and your X cards are
                # not Heel": what follows a restriction under a trigger is under that trigger too
                triggers, conditions = previous["triggers"], list(previous["conditions"])
            elif previous is not None and standalone and not triggers and not conditions and pending_sep == "and" \
                    and (previous["triggers"] or previous["conditions"]):
                # "As a maneuver, this card is -5F and can only be played after a successfully played
                # maneuver", "When packed by Lex Luger, this card is now WCW and cannot be blanked": a
                # restriction joined by "and" is under the same "as a maneuver" / "when ..." as what it joins
                triggers, conditions = previous["triggers"], list(previous["conditions"])
            if previous is not None and not triggers and conditions and pending_sep in (",", ";"):
                # "As an action, if A, X, if B, Y": the second case is still "as an action",
                # and "if it is a Grapple maneuver" still speaks of the next card
                triggers = previous["triggers"]
                last = previous["conditions"][-1] if previous["conditions"] else None
                if last is not None and last.kind == "next_card_is":
                    conditions = [A.Condition("next_card_is", player=last.player, filter=c.filter)
                                  if c.kind == "it_is" else c for c in conditions]
            current = {"triggers": triggers, "conditions": conditions, "effects": [], "cost": None,
                       "seps": [], "standalone": standalone}
            groups.append(current)
            if standalone:
                current["effects"].append(core)
                pending_sep = None
                continue
        current["effects"].append(core)
        current["seps"].append(pending_sep)
        pending_sep = None
    clauses: list = []
    for group in groups:
        effects = []
        for eff in group["effects"]:
            if isinstance(eff, tuple) and eff and eff[0] == "cond":
                _, conds, core, _sep = eff
                effects.append(A.Conditional(_join_conditions(conds), core))
            elif isinstance(eff, tuple):
                effects.extend(eff)
            else:
                effects.append(eff)
        if group["standalone"]:
            for eff in effects:
                clauses.append(_attach(eff, group))
            continue
        seps = [s for s in group["seps"][1:]]
        condition = _join_conditions(group["conditions"])
        cost_list = group["cost"] or []
        if _is_choose(cost_list):
            # "Choose one: A, or B", "choose two of the following: A; B; or C": the options
            chooser = _chooser(cost_list[0])
            if not effects:
                # the options were read as clauses of their own (each under its own "when ..."): not one Choice
                raise ValueError("a choice with no options")
            choice = A.Choice(tuple(_options(effects, seps)), chooser.player, chooser.count)
            if isinstance(cost_list[0], A.Optional):
                choice = A.Optional(choice, cost_list[0].player)
            clauses.append(_ability((choice,), group["triggers"], condition))
            continue
        effects = _combine(effects, seps)
        if group["cost"] is not None or (ace and group is groups[0]):
            cost = group["cost"]
            if cost and any(type(x).__name__ == "Instead" for x in cost):
                # "The reversed card goes into your opponent's Ring instead of his Ringside: blank its text":
                # a replacement is not a price paid for what follows the ":"
                raise ValueError("a replacement effect read as a cost")
            if any(type(x).__name__ == "ReversalTo" for x in effects) and (not cost or not all(
                    isinstance(x, (A.Discard, A.Overturn, A.MoveCards, A.RemoveFromGame)) for x in cost)):
                # "this card is -6F and your opponent must discard 1 card to play reversals to it": only the
                # discard is the price of reversing (reversals.py ReversalTo); the rest is not read as a cost
                raise ValueError("a reversal's price read with other effects")
            if cost is None:
                cost, effects = _split_ace(effects)
            cost_seps = group.get("cost_seps", [None] * len(cost))[1:] if group["cost"] is not None \
                else [None] * (len(cost) - 1)
            effects, _ = _fold_reversal(tuple(effects), None)
            if group.get("cost_sep") == "to" and cost and all(getattr(x, "player", None) == "opponent" for x in cost):
                # "Your opponent must discard 2 cards to play a reversal": who does what follows "to" is the
                # one who pays (not you)
                effects = tuple(_with_player(e, "opponent") if getattr(e, "player", None) == "you" else e
                                for e in effects)
            clauses.append(A.ActivatedEffect(tuple(_combine(cost, cost_seps)) if cost else (),
                                             tuple(effects), group["triggers"], condition))
        else:
            clauses.append(_ability(tuple(effects), group["triggers"], condition))
    if ace and not any(isinstance(c, A.ActivatedEffect) for c in clauses):
        clauses.insert(0, A.Keyword("ACE"))
    return tuple(clauses)


def _split_ace(effects):
    """ "ACE: you may discard 2 cards and then X": the cost is what comes before "then"."""
    if len(effects) == 1:
        eff = effects[0]
        inner = eff.effect if isinstance(eff, A.Optional) else eff
        if isinstance(inner, A.Sequence) and len(inner.effects) > 1:
            return [inner.effects[0]], list(inner.effects[1:])
        return [], effects
    return effects[:1], effects[1:]


def _attach(core, group):
    """A restriction keeps its trigger ("As a maneuver, ...") and condition ("when ...")."""
    triggers = group["triggers"]
    cond = _join_conditions(group["conditions"])
    if isinstance(core, A.ReversalRestriction) and cond is not None and core.condition is None:
        core = dataclasses.replace(core, condition=cond)     # keeps `count`, `by_any`, `duration`
        cond = None
    if triggers or cond is not None:
        return A.Ability((core,), triggers, cond)
    return core


def _join_conditions(conds):
    if not conds:
        return None
    if len(conds) == 1:
        return conds[0]
    return A.Condition("all", all_of=tuple(conds))


def _is_choose(cost_list) -> bool:
    """Is the part before ":" a bare "choose one" / "choose two of the following"?"""
    return bool(cost_list) and all(isinstance(_chooser(x), A.Choice) and not _chooser(x).options for x in cost_list)


def _chooser(node):
    """The bare Choice of "choose one" / "you may choose one"."""
    return node.effect if isinstance(node, A.Optional) else node


def _split_at(effects, seps, at):
    """The runs of effects between the separators in `at`, each with its own separators."""
    runs = [([effects[0]], [])]
    for sep, eff in zip(seps, effects[1:]):
        if sep in at:
            runs.append(([eff], []))
        else:
            runs[-1][0].append(eff)
            runs[-1][1].append(sep)
    return runs


def _options(effects, seps):
    """The options after "choose one:".  Options with steps of their own are set apart by ";"
    ("...; or put 1 card from your opponent's Ring area into his Ringside pile") or else by "or"
    ("draw 1 card and shuffle 1 card ... OR your opponent discards 1 card and overturns 1 card");
    a plain list is set apart by "," and "or"."""
    if len(seps) != len(effects) - 1:
        raise ValueError("clauses and separators do not line up")
    at = ((";", ";or") if any(s in (";", ";or") for s in seps)
          else ("or",) if "or" in seps and any(s in ("and", "then") for s in seps) else None)
    if at:
        out = []
        for run, run_seps in _split_at(effects, seps, at):
            out.extend(_combine(run, run_seps))
        return out
    out = []
    for eff in _combine(effects, seps):
        out.extend(eff.options if isinstance(eff, A.Choice) and eff.count is None else (eff,))
    return out


def _combine(effects, seps):
    """Effects joined by "and"/"then" form a Sequence; "or" a Choice; "; or" a Choice of
    whole runs ("discard 2 cards and draw 1 card; or ...")."""
    if not effects:
        return []
    if len(seps) != len(effects) - 1:
        # every clause read must reach the tree; a mismatch would drop one
        raise ValueError("clauses and separators do not line up")
    if ";or" in seps:
        options = []
        for run, run_seps in _split_at(effects, seps, (";or",)):
            options.extend(_combine(run, run_seps))
        return [A.Choice(tuple(options))]
    if len(effects) == 1:
        return list(effects)
    if any(s == "or" for s in seps) and all(s in ("or", ",", None) for s in seps):
        first = effects[0]
        if isinstance(first, A.Optional):
            return [A.Optional(A.Choice((first.effect,) + tuple(effects[1:]), first.player), first.player)]
        return [A.Choice(tuple(effects))]
    out = [effects[0]]
    then = False
    for sep, eff in zip(seps, effects[1:]):
        if sep == "or":
            last = out[-1]
            if isinstance(last, A.Optional):
                out[-1] = A.Optional(A.Choice((last.effect, eff), last.player), last.player)
            else:
                out[-1] = A.Choice((last, eff))
        else:
            then = then or sep == "then"
            out.append(eff)
    if len(out) == 1:
        return out
    folded = _fold_search(out)
    if len(folded) == 1:
        return folded
    return [A.Sequence(tuple(folded), then)]


def _fold_search(effects):
    """ "search your Arsenal for X, reveal it, put it into your hand, and shuffle
    your Arsenal" is one Search with its reveal, destination and shuffle."""
    out = []
    for eff in effects:
        last = out[-1] if out else None
        if isinstance(last, A.Search):
            if isinstance(eff, A.Reveal) and eff.what in ("it", "this card", "cards"):
                out[-1] = dataclasses.replace(last, reveal=True)
                continue
            if isinstance(eff, A.MoveCards) and (eff.cards is None or "it" in eff.cards.filter.qualifiers):
                out[-1] = dataclasses.replace(last, destination=eff.destination)
                continue
            if isinstance(eff, A.ShuffleZone):
                out[-1] = dataclasses.replace(last, shuffle=True)
                continue
        out.append(eff)
    return out


def _fold_reversal(effects, condition):
    """ "reverse any Strike maneuver and end your opponent's turn": what follows
    the reversal is what it then does."""
    if len(effects) == 1:
        first = effects[0]
        if isinstance(first, A.ReversalDefinition):
            if condition is not None and first.condition is None:
                return (dataclasses.replace(first, condition=condition),), None
        if isinstance(first, A.Sequence) and isinstance(first.effects[0], A.ReversalDefinition):
            rd = first.effects[0]
            rd = dataclasses.replace(rd, then=rd.then + tuple(first.effects[1:]), condition=rd.condition or condition)
            return (rd,), None
    return effects, condition


def _ability(effects, triggers, condition):
    effects, condition = _fold_reversal(tuple(effects), condition)
    if any(t.kind == "while_in_ring" for t in triggers):
        # "When this card is in your Ring area, your maneuvers are +1D": lasts while
        # the card is there and adds up with every copy in the Ring
        effects = tuple(A.Modifier(e.changes, e.scope, e.duration or "while_in_ring", e.condition, True)
                        if isinstance(e, A.Modifier) else e for e in effects)
    if not triggers and condition is not None and len(effects) == 1 and isinstance(effects[0], A.Modifier) \
            and effects[0].condition is None:
        # "This card is -6F when played after ...": the condition belongs to the modifier
        m = effects[0]
        return A.Modifier(m.changes, m.scope, m.duration, condition, m.cumulative)
    if not triggers and condition is None and len(effects) == 1:
        eff = effects[0]
        if isinstance(eff, (A.ReversalDefinition, A.Modifier, A.ReversalRestriction, A.Keyword)):
            return eff
    return A.Ability(effects, triggers, condition)
