"""The Lark LALR parser over the grammar files and the Transformer into AST nodes.

The grammar files in `grammar/` are read in a fixed order (lexicon, clauses,
effects, sentences) and joined into one LALR grammar.  Tokens come from
`judgebot.cardtext.lexer`; a word the grammar does not know stops the parse
(there is no catch-all word), and the caller turns the sentence into
`Unparsed`.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from lark import Lark, Token
from lark.exceptions import UnexpectedToken
from lark.lexer import Lexer
from lark.parsers.lalr_analysis import Shift

from .. import paths
from . import ast as A
# which files, in which order, and the cache keys (a module of its own: reading them needs no lark)
from .grammar_files import GRAMMAR_FILES, grammar_hash, grammar_text, tables_hash  # noqa: F401
from .lexer import Tok
from .parts import (_Adj, _Forced, _Modal, _Post, _Raw, _SameSubject, _Sep, _player, _same_subject, _with_player, filter_from_desc)
from .parts import _any_number_in_action, _Owner, _P
from .sentence import build_sentence
from .vocabulary import VocabularyBuild
from .clauses import ClausesBuild
from .effects import EffectsBuild
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
from .visit import FastTransformer

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


LARK_OPTIONS = dict(parser="lalr", lexer=_TokLexer, start="start", maybe_placeholders=False)


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser (its tables cached, or shipped with the grammar: tables.py)."""
    from .tables import load_parser

    lark = load_parser()
    words = {}
    for term in lark.terminals:
        pattern = term.pattern
        if pattern.type == "str":
            words[pattern.value] = term.name
    _TokLexer.words = words
    return lark


@lru_cache(maxsize=1)
def _table():
    """The LALR table, its start and end states and the tree-building callbacks of `parser()`, for `_parse`."""
    inner = parser().parser.parser.parser          # ParsingFrontend -> LALR_Parser -> _Parser
    table = inner.parse_table
    return table.states, table.start_states["start"], table.end_states["start"], inner.callbacks


def _parse(toks: list[Tok]):
    """The parse tree of `toks`: lark's LALR loop (lalr_parser_state.ParserState.feed_token) run straight over the
    token names, without lark's lexer thread, whose per-token bookkeeping was a quarter of the parse time.  The
    same table and callbacks, so the same trees and the same UnexpectedToken (its value: the token's index)."""
    states, state, end_state, callbacks = _table()
    words = _TokLexer.words
    state_stack = [state]
    value_stack: list = []
    n = len(toks)
    for i in range(n + 1):
        if i < n:
            tok = toks[i]
            if tok.type in ("WORD", "PUNCT"):
                name = words.get(tok.value)
                if name is None:
                    raise UnknownWord(tok.value)
            else:
                name = tok.type
        else:
            name = "$END"
        while True:
            try:
                action, arg = states[state_stack[-1]][name]
            except KeyError:
                token = Token(name, str(i)) if i < n else Token("$END", "")
                expected = {t for t in states[state_stack[-1]] if t.isupper()}
                raise UnexpectedToken(token, expected) from None
            if action is Shift:
                state_stack.append(arg)
                token = Token(name, str(i))
                value_stack.append(callbacks[name](token) if name in callbacks else token)
                break
            size = len(arg.expansion)
            if size:
                args = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
            else:
                args = []
            value_stack.append(callbacks[arg](args))
            state_stack.append(states[state_stack[-1]][arg.origin.name][1])
            if name == "$END" and state_stack[-1] == end_state:
                return value_stack[-1]


def parse_tokens(toks: list[Tok]) -> A.Sentence | tuple:
    tree = _parse(toks)
    return Build(toks).transform(tree)


# --------------------------------------------------------------------------- helpers

class Build(VocabularyBuild, ClausesBuild, EffectsBuild, PackingBuild, VirtualBuild, ReversalsBuild,
            ConditionsBuild, ContinuousBuild, TriggersBuild, AbilitiesBuild, TextChangeBuild, DescBuild, ActionsBuild, FastTransformer):
    """Tree -> AST.  Method names are the grammar's rule aliases."""

    def __init__(self, toks):
        super().__init__()
        self.toks = toks
        self.that_player = None     # "any player ..., he ...": who "he" / "his" stands for (see p_he)
        # what later passes look for, so sentences without them skip a walk of the whole tree: the word "any"
        # (an "any" + plural quantity, parts._any_number_in_action) and a bare "choose 1" (choose_one)
        self.any_word = any(t.type == "WORD" and t.value == "any" for t in toks)
        self.empty_choice = False

    # -- added rules not yet sorted into the mixins of their concern
    def condition_and(self, c):
        parts = list(c)
        for i, x in enumerate(parts):
            if isinstance(x, A.Condition) and x.names == ("also",) and x.stat is None:
                # "when your Superstar Value is 3 or greater and also greater than your opponent's" (conditions.py
                # c_also_compare): the same player's same stat
                prev = parts[i - 1] if i else None
                if not isinstance(prev, A.Condition) or prev.stat is None:
                    raise ValueError("'and also greater than' with no stat before it")
                parts[i] = A.Condition("compare", player=prev.player, stat=prev.stat, comparison=x.comparison)
        return A.Condition("all", all_of=tuple(parts))

    def q_at_most(self, c):
        return A.Quantity(count=c[0], up_to=True)

    def post_including(self, c):
        return _Post(qualifiers=tuple("including " + "/".join(x.filter.titled or x.filter.kinds) for x in c))

    def post_including_trait(self, c):
        """ "Actions (including the Volley trait)": those cards and the cards with that trait"""
        f = filter_from_desc(next(x for x in c if getattr(x, "kind", None) == "desc").value)
        return _Post(qualifiers=("including " + "/".join(f.traits + f.kinds) + " trait",))

    def play(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Play("you", c[0], source=self._one_zone(zones))

    def play_this(self, c):
        if c[0].kind != "this":
            # "If you do not play it, then put it into ...": "it" is a card named before (his Trademark Finisher), and
            # "play it" belongs to the condition, not a step of its own: not read (it was this card played)
            raise ValueError("'play it': a card named before")
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Play("you", None, True, self._one_zone(zones))

    def blank(self, c):
        return A.Blank(c[0], c[1] if len(c) > 1 else None)

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

    def cards_plus_after_zone(self, c):
        """ "the same number of random cards in his hand +1" : as "the same number of cards +1 in his hand".
        Not "the same number of cards moved from your hand +2": the zone is where an earlier step took the counted cards
        from, which the relative count does not keep."""
        cards = self.cards_plus([c[0], c[1], c[3], c[2]])
        if set(cards.filter.qualifiers) & {"moved", "discarded", "overturned", "removed", "revealed", "chosen"}:
            raise ValueError("'the same number of cards moved from X +N': the cards of an earlier step")
        return cards

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

    def prefix_for_each(self, c):
        cards = c[0]
        return A.Condition("for_each", filter=cards.filter, quantity=cards.quantity, zone=cards.zone)

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

    def s_first_next_turn_you(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        return A.Scope("first_next_turn", filter_from_desc(raw.value), "you")

    def s_next_n_post(self, c):
        """ "your next 3 Pre-match cards with 'Volley' in the text": the next cards of that description."""
        raw = next(x for x in c if isinstance(x, _Raw))
        n = next(x for x in c if isinstance(x, int))
        posts = [x for x in c if isinstance(x, _Post)]
        return A.Scope("next", filter_from_desc(raw.value, posts), c[0].who, count=n)

    def s_next_n(self, c):
        raw = next(x for x in c if isinstance(x, _Raw))
        n = next(x for x in c if isinstance(x, int))
        return A.Scope("next", filter_from_desc(raw.value), c[0].who, count=n)

    def prohibit_play_to(self, c):
        target = c[2]
        this = not isinstance(target, A.Cards) and getattr(target, "kind", None) == "this"
        # "to it" is the card just named ("When it is your next card played this turn, ... to it"), not this card
        target_filter = target.filter if isinstance(target, A.Cards) else \
            A.CardFilter(qualifiers=("this card",) if this else ("it",))
        duration = c[3] if len(c) > 3 else None
        played, zone = c[1].filter, c[1].zone
        # "he may not play reversals to this card" takes a permission from the player; it is no reversal
        # restriction of the card (FAQ Glossary "Reversal Restriction": 'Cards and effects that modify player
        # permissions are never reversal restrictions'), though it stops the reversals he would play
        if zone is not None:
            # "he cannot play reversals from hand to it": the reversals played from there
            played = dataclasses.replace(played, played_from=played.played_from + (f"{zone.owner} {zone.name}",))
        return A.Prohibition(c[0].who, "play_to", played, duration, target_filter)

    def pr_cannot_from(self, c):
        return A.PlayRestriction("cannot_from", zones=tuple(z.name for z in c[0]))

    def prohibit_prevent(self, c):
        return A.Prohibition(c[0].who, "prevent_play", A.CardFilter(qualifiers=("this card",)))

    def cards_and(self, c):
        return _Raw("cards_and", tuple(c))

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

    def dr_max_change(self, c, sign=1):
        """ "The maximum number of Mid-match cards your opponent may have in his Ring area is reduced by 3":
        the capacity of the player named, changed by the signed amount."""
        f = filter_from_desc(c[0].value)
        amount = next(x for x in c if isinstance(x, int))
        player = next(x.who for x in c if isinstance(x, _P))
        owner = next(x.who for x in c if isinstance(x, _Owner))
        if player == "both" and owner in ("opponent", "any"):
            owner = "both"      # "all players may have in their Ring areas": each player in his own Ring
        if player != owner:
            raise ValueError("one player's cards in another player's Ring")
        return A.DeckRule("capacity", f.kinds + f.traits, sign * amount, player=player)

    def dr_max_reduce(self, c):
        """ "The maximum number of Pre-match cards you may have in your Ring area is reduced by 1" """
        return self.dr_max_change(c, sign=-1)

    def rr_modified_each(self, c):
        mods = next(x for x in c if isinstance(x, tuple))
        raw = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc")
        by = filter_from_desc(raw.value)
        return A.ForEach(c[-1], A.ReversalRestriction(
            "modified", by=by if by != A.CardFilter(kinds=("Reversal",)) else None,
            modifier=A.Modifier(mods, A.Scope("reversals_to_this", player="opponent"))))

    def put_under(self, c):
        if getattr(c[-1], "kind", "this") != "this":
            # "put the top 3 cards of your Arsenal under that card": under the card named before (Shut Up and
            # Wrestle!), which no zone names (`Zone.card` None is this card): not read
            raise ValueError("'under that card': a card named before")
        # "put 1 random non-Backlash card in your Ringside and 1 card from your hand under this card": a move per group
        many = self._each(c[0], lambda g: A.MoveCards("you", g, g.zone, A.Zone("under_card", "you")))
        if many is not None:
            return many
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

    def sep_pay_first(self, _):
        """ "... but you must first discard 1 card": the price of what came before (sentence.py)."""
        return _Sep("first")

    def prefix_trigger(self, c):
        return c[0]

    def prefix_condition(self, c):
        return c[0]

    def action(self, c):
        player = _player(c, "you")
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        effect = c[-1]
        effect = effect.effect if isinstance(effect, _Forced) else _with_player(effect, player)
        effect = _any_number_in_action(effect) if self.any_word else effect
        if modal == "may" and player == "none" and isinstance(effect, A.Play):
            # "No player can play Chain, Heat, or Volley cards": a ban on every player, not a permission
            return self.no_player_plays(effect)
        if modal == "may":
            return A.Optional(effect, player)
        return effect

    def no_player_plays(self, play):
        """ "No player may play a Title Belt": Prohibition of any player (only cards named by themselves: "... in his
        Ring" or a trailing "when he ..." would read "he" as the opponent, not each player; `clause` checks the
        trailing condition)."""
        cards = play.cards
        if cards is None or play.this_card or play.source is not None or cards.zone is not None or any(
                "opponent" in q for f in (cards.filter,) + cards.filter.alternatives for q in f.qualifiers):
            # ("... with the same title as a card in his Ring area": his own Ring, not the opponent's)
            raise ValueError("'no player may play' cards of a place or of a player is not read")
        node = A.Prohibition("any", "play", cards.filter)
        self.__dict__.setdefault("_no_player_bans", []).append(node)
        return node

    def action_may_also(self, c):
        return self.action(list(c[:-1]) + [_Modal("may"), c[-1]])

    def action_that_opponent(self, c):
        """"That opponent may attempt to reverse the maneuver as usual": the opponent the text named before."""
        return self.action([_P("opponent")] + list(c))

    def action_same_subject(self, c):
        """ "... and draws 1 card": the player is the subject of the clause before (build_sentence)."""
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        return _SameSubject(_any_number_in_action(c[-1]) if self.any_word else c[-1], modal)

    def either_same_subject(self, c):
        """ "... and then either removes 1 card in his hand from the game OR puts 1 random card from hand on the
        bottom of his Arsenal": the choice and both options belong to the subject before (build_sentence)."""
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        choice = A.Choice(tuple(e.effect if isinstance(e, _Forced) else e for e in c[-2:]))
        return _SameSubject(_any_number_in_action(choice) if self.any_word else choice, modal)

    def either(self, c):
        player = _player(c, "you")
        modal = next((x.kind for x in c if isinstance(x, _Modal)), None)
        effects = tuple(e.effect if isinstance(e, _Forced) else _with_player(e, player) for e in c[-2:])
        choice = A.Choice(effects, player)
        choice = _any_number_in_action(choice) if self.any_word else choice
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
            elif type(post).__name__ == "_ThisInZones":
                # "This card is considered a maneuver when it is in your Ringside" (triggers.lark)
                scope = getattr(c[-1], "scope", None)
                if not post.explicit and (scope is None or scope.kind != "this"):
                    raise ValueError("a trailing 'when it is in ...' on a clause about other cards")
                post = post.trigger
        if isinstance(post, A.Condition) and post.player == "opponent" \
                and any(n is c[-1] for n in self.__dict__.get("_no_player_bans", ())):
            # "no player may play Shoot Counter when he does not have ...": "he" is each player, not the opponent
            raise ValueError("'no player may play X when he ...' is not read")
        flat = []

        def _flatten(x):
            # a moment may itself be several ("this card is in your Ring and he ends his turn without playing ...")
            if isinstance(x, tuple) and x and x[0] == "multi":
                for y in x[1:]:
                    _flatten(y)
            else:
                flat.append(x)

        for x in c[:-1]:
            _flatten(x)
        c = flat + [c[-1]]
        either_or = self.__dict__.get("_either_or", ())
        if any(x is e for x in c[1:-1] for e in either_or) and isinstance(c[0], A.Trigger):
            # "Before your first Draw Segment of the game, when your maneuver is successful, or when you reverse a
            # maneuver: ...": a list of three moments, not a window and then either of two (triggers.py prefix_trigger_or)
            raise ValueError("a moment before 'when A, or when B' is not read")
        prefixes, core = self.lead_duration(c[:-1], c[-1])    # "For the rest of this turn, ..." (triggers.py)
        if type(core).__name__ == "StatIt":
            # "When your Fortitude Rating is 5-, it is considered to be 0": the value of the leading condition
            conds = [p for p in prefixes if isinstance(p, A.Condition)]
            if len(conds) != 1:
                raise ValueError("'it is considered N' without one condition naming the value")
            core = core.resolve(conds[0])
        if post is not None:
            prefixes = prefixes + [post]
            if isinstance(post, A.Condition):
                self.postfix_conditions().append(post)    # reversals.py fold_or_reversals
        return ("clause", tuple(prefixes), core)

    def clause_list(self, c):
        return list(c)

    def ace(self, _):
        return "ACE"

    def end(self, _):
        return None

    def sentence(self, c):
        ace = bool(c) and c[0] == "ACE"
        items = _same_subject(self.spread_lead_durations(next(x for x in c if isinstance(x, list))))   # "... and draws 1 card"
        items = self.fold_bare_conditions(items)   # "... and if your Fortitude Rating is ..." (conditions.py)
        items = self.fold_continuous(self.fold_they(items))   # "they" (desc.py); "#", bare kinds (continuous.py)
        items = self.fold_or_reversals(items)   # "reverse any X if ... or reverse any Y" (reversals.py)
        return build_sentence(items, ace, self.empty_choice)

    def start(self, c):
        return c[0]

    def paren_sentence(self, c):
        """"(This card remains in the Ring.)": a sentence in brackets is read as the sentence."""
        return c[0]
