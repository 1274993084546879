"""The transformer's intermediate values and the helpers every part of it shares: the player of a
clause, pieces of a card description (`_Raw`, `_Post`, `_Adj`) and `filter_from_desc`, which turns
them into a `CardFilter`."""
from __future__ import annotations

import dataclasses

from . import ast as A


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
    if len(groups) == 1 and len(groups[0]) == 1 and groups[0][0][0] == "either":
        # "your maneuvers or Superstar-specific actions" (lexer `chunk`): whole descriptions, each with its own words
        return A.CardFilter(alternatives=tuple(a for d in groups[0][0][1]
                                               for a in _alternatives(filter_from_desc(d, posts, adjectives))))
    # "non-Chain, non-Volley, non-RMS Strikes": a list of "non-" words leaves out every one of them
    groups = tuple(part for g in groups for part in (
        tuple((item,) for item in g) if len(g) > 1 and all(item[0] in ("kind", "trait", "title_word") and item[2] for item in g)
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
    title_words: list[str] = []
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
                # "non-Backlash cards" (lexer `_item`): cards that are not Backlash cards
                qualifiers.append(f"not in {name}" if negated else f"in {name}")
                continue
            if cat == "title_word" and not negated:
                # "hybrid or BASH reversals" (lexer `chunk`): "BASH" in the title
                title_words.extend(name.split("|"))
                if len(item) > 3 and item[3] == "printed":
                    # "your printed 'Technical' maneuver": the word printed in the title (not one an effect gives)
                    qualifiers.extend(f"'{w}' printed in the title" for w in name.split("|"))
                continue
            if cat == "title_word":
                # "non-'Divine'": as "without 'Divine' in the title" (post_without_title_word)
                qualifiers.extend(f"no '{w}' in the title" for w in name.split("|"))
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
        if len([g for g in kind_groups if g]) > 1 and "Card" in kinds:
            # "Maneuver card": the noun "card" after "Maneuver" is the same card, not a second kind
            kinds = [k for k in kinds if k != "Card"]
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
    if title_words:
        kw["title_words"] = tuple(title_words) + kw.get("title_words", ())
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
_A_ONE = A.Quantity(count=1)    # the Quantity of "a" / "an" / "another" (packing.py tells it from "1" by identity)


_ANY = A.Quantity(count=1)      # the Quantity of "any": compared by identity in _the_plural
# "any" before a plural noun: equal to one card (as a state reads it: "if you have any Heel cards" is at least one),
# and told apart by identity, so an action can read it as any number (_any_number_in_action)
_ANY_PLURAL = A.Quantity(count=1)


def _the_plural(quantity, raw):
    """ "put the cards into your hand": "the" before a plural noun is all of them, not one."""
    if quantity is _THE and getattr(raw, "plural", False):
        return A.Quantity(all=True)
    if quantity is _ANY and getattr(raw, "plural", False):
        return _ANY_PLURAL
    return quantity


def _any_number_in_action(node):
    """ "put any Face cards you find into his Ringside pile", "shuffle any cards in your Ringside into your Arsenal":
    in an action, "any" before a plural noun is any number of them, not one (a state's "if he has any Heel cards"
    stays at least one; conditions are not rewritten)."""
    return A.map_nodes(node, lambda n: A.Quantity(any_number=True) if n is _ANY_PLURAL else None,
                       keep=(A.Condition, A.Trigger))


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


def one_players_scope(c, kind: str, *, owner_must_match: bool = False):
    """A scope of the cards one player plays ("the next Pre-match card your opponent plays", "The first card he plays
    on his next turn", "The first ... card you play of the game"): `kind` over the description, the player who
    plays them (you or your opponent).  `owner_must_match`: an owner named too ("on his next turn") is that player."""
    raw = next(x for x in c if isinstance(x, _Raw))
    who = next(x.who for x in c if isinstance(x, _P))
    if who not in ("you", "opponent"):
        raise ValueError("the cards one player plays: you or your opponent")
    owners = [x.who for x in c if isinstance(x, _Owner)]
    if owner_must_match and owners and owners[-1] != who:
        raise ValueError("the first card one player plays on another's turn")
    return A.Scope(kind, filter_from_desc(raw.value), who)
