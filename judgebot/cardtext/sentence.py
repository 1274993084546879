"""How a sentence's clauses and separators fold into clause nodes (`build_sentence`): costs and
Activated Card Effects, "either ... or", conditions joined to their effects."""
from __future__ import annotations

import dataclasses

from . import ast as A
from .parts import _Sep, _same_subject, _with_player
from .virtual_ast import Flip


def build_sentence(items, ace=False, empty_choice=True) -> tuple:
    """Fold clauses and separators into clause nodes.

    Each grammar clause is ("clause", prefixes, core).  Prefix triggers and
    conditions open a new Ability; clauses without prefixes join the current
    one ("discard 1 card and then your opponent discards 4 cards").  ":" and
    "to" after a clause make what came before a cost (Activated Card Effect).
    `empty_choice`: False when no bare "choose 1" was read, which spares a walk of every clause.
    """
    items = _same_subject(items)       # every caller's clauses: "..., your opponent names a card, and reveals ..."
    groups: list[dict] = []
    current = None
    pending_sep = None
    for item in items:
        if isinstance(item, _Sep):
            pending_sep = item.kind
            if item.kind == "first":
                # "reverse any Strike maneuver but you must first discard 1 card": the clauses after it are the
                # price of those before it, as "discard 1 card to reverse any Strike maneuver" (an Activated
                # Card Effect: cost, then effect)
                if current is None or current.get("standalone") or current["cost"] is not None \
                        or "pay_first" in current or not current["effects"]:
                    raise ValueError("'but you must first' with nothing before it to pay for")
                current["pay_first"] = len(current["effects"])
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
                                       A.FollowUp, A.DeckRule, tuple, A.TraitLine))
        if (standalone and current is not None and not triggers and not conditions
                and (_is_choose(current.get("cost")) or (_ends_in_choose(current.get("cost")) and pending_sep != ";"))
                and (current["effects"] or pending_sep == ":")):
            # "Choose 1: your next card played this turn cannot be reversed, shuffle ..., or draw up to
            # 3 cards": a restriction can be one of the options
            last = current["effects"][-1] if current["effects"] else None
            if pending_sep == "and" and isinstance(last, tuple) and last and last[0] == "cond":
                # "choose one: when your next card played this turn is ..., it is Multi and can only be reversed by
                # 2 reversal cards; OR ...": the restriction joined by "and" is under the option's condition too
                _, conds, before, sep = last
                current["effects"][-1] = ("cond", conds, A.Sequence((before, core)), sep)
                pending_sep = None
                continue
            current["effects"].append(core)
            current["seps"].append(pending_sep)
            pending_sep = None
            continue
        if (conditions and not triggers and not standalone and pending_sep == ":" and current is not None
                and not current.get("standalone") and _ends_in_choose(current.get("cost"))):
            # "choose one: when your next card played this turn is a maneuver, it is Multi ...; or ...": the first
            # option is under its own condition (it was read without it)
            current["effects"].append(("cond", conditions, core, pending_sep))
            current["seps"].append(pending_sep)
            pending_sep = None
            continue
        if (current is None or triggers or (conditions and pending_sep not in (":",))
                or standalone or current.get("standalone")):
            if current is not None and not triggers and conditions and (
                    pending_sep in ("and", "then", ",")
                    or (pending_sep in (";", ";or", "or") and _is_choose(current.get("cost")))
                    or (pending_sep in (";or", "or") and _ends_in_choose(current.get("cost")))) \
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
            elif previous is not None and previous.get("standalone") and not standalone and not triggers \
                    and not conditions and pending_sep in (",", "and") and (previous["triggers"] or previous["conditions"]):
                # "When this card is in your Ring area, your cards titled X cannot be reversed, they are Permanent":
                # a clause joined by "," / "and" to a restriction under a "when ..." is under it too
                triggers, conditions = previous["triggers"], list(previous["conditions"])
            if previous is not None and not triggers and conditions and pending_sep in (",", ";", "and"):
                # "As an action, if A, X, if B, Y": the second case is still "as an action",
                # and "if it is a Grapple maneuver" still speaks of the next card ("When this card is in your
                # Ring, your X are -10F and when ..., they cannot be reversed": still while in your Ring)
                triggers = previous["triggers"]
                last = previous["conditions"][-1] if previous["conditions"] else None
                if last is not None and last.kind == "next_card_is":
                    conditions = [A.Condition("next_card_is", player=last.player, filter=c.filter)
                                  if c.kind == "it_is" else c for c in conditions]
                elif (pending_sep == "and" and previous["conditions"] and not previous.get("standalone")
                      and conditions == [p for p in prefixes if isinstance(p, A.Condition)]):
                    # "During your turn when you have lower Fortitude, you may hide this card and when your next
                    # card played this turn is a maneuver, your opponent may not respond to it": what "and" joins
                    # is still under the state before it (after "," / ";" a new "if" is another case)
                    conditions = list(previous["conditions"]) + conditions
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
    for group in groups:
        k = group.pop("pay_first", None)
        if k is not None:
            if group["cost"] is not None or len(group["effects"]) <= k:
                raise ValueError("'but you must first' with no price after it")
            group["cost"], group["cost_seps"] = group["effects"][k:], [None] + group["seps"][k + 1:]
            group["effects"], group["seps"] = group["effects"][:k], group["seps"][:k]
            group["cost_sep"] = "first"
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
        # "ACE: you may discard 2 cards and then X": the first step is the cost (`_split_ace`), the "may" the choice to
        # activate; not one optional effect of every step
        read = effects
        effects = _combine(effects, seps, may_covers=not (ace and group is groups[0] and group["cost"] is None))
        if cost_list and _is_choose(cost_list[-1:]) and read and not (
                len(effects) == 1 and isinstance(_chooser(effects[0]), A.Choice) and _chooser(effects[0]).options):
            # "you may reveal 1 card and choose one: put it in your hand, or draw 1 card and put 1 card ...": the
            # options after the price are set apart as after a bare "choose one:" (by "or" when a step has "and")
            # "..., and then he chooses one: A, B and C, or D": "," and "or" set the options apart, "and" joins steps
            # (a ";" may end the list: "...; do not discard to reversals to this effect" is no option)
            options = () if any(s in (";", ";or") for s in seps) or "or" not in seps else tuple(
                eff for run, run_seps in _split_at(read, seps, ("or", ",")) for eff in _combine(run, run_seps))
            if len(options) < 2:
                raise ValueError("a choice with its options read apart")
            effects = [A.Choice(options)]
        if group["cost"] is not None or (ace and group is groups[0]):
            lead_stats = _stats_before_semicolon(group)
            if lead_stats:
                # "As a reversal, F: 0; discard this card to completely reverse ...", "this card is -5F; discard 2
                # cards to ...": the half's stats before the ";" are no part of the price paid after it
                clauses.append(_ability(tuple(lead_stats), group["triggers"], condition))
            lead_values = _values_before_may(group)
            if lead_values:
                # "your maneuvers without text are +5D and you may ... put this card into your Ringside pile to reverse
                # ...": the changed values hold under the same moment, apart from the price
                clauses.append(_ability(tuple(lead_values), group["triggers"], condition))
            cost = group["cost"]
            if cost and any(type(x).__name__ == "Instead" for x in cost):
                # "The reversed card goes into your opponent's Ring instead of his Ringside: blank its text":
                # a replacement is not a price paid for what follows the ":"
                raise ValueError("a replacement effect read as a cost")
            lead = _effects_before_choice(cost, effects)
            if lead is not None:
                # "Reverse any Grapple and choose one: A, or B", "As a maneuver, this card is -6F; choose one: A, or
                # B": the reversal or the modifier comes first, then the choice (no price is paid)
                clauses.append(_ability((A.Sequence(tuple(lead)),), group["triggers"], condition))
                continue
            if cost and any(isinstance(x, (A.ReversalDefinition, A.Modifier)) for x in cost):
                # "Your opponent reverses a Core: draw up to 1 card" (when he does, you draw), "Superstar Value: +2
                # If ...: ...": a reversal or a changed value is not something a player pays with
                raise ValueError("an event or a value read as a cost")
            if any(type(x).__name__ == "ReversalTo" or type(getattr(x, "effect", None)).__name__ == "ReversalTo"
                   for x in effects) and (not cost or not all(
                    isinstance(x, _REVERSAL_PRICES) for x in cost)):
                # "this card is -6F and your opponent must discard 1 card to play reversals to it": only the
                # discard is the price of reversing (reversals.py ReversalTo); the rest is not read as a cost
                raise ValueError("a reversal's price read with other effects")
            if cost is None:
                cost, effects = _split_ace(effects)
            if cost and any(_is_choose([x]) for x in cost) and not (
                    len(effects) == 1 and isinstance(_chooser(effects[0]), A.Choice) and _chooser(effects[0]).options):
                # "you may overturn 4 cards and then choose one: when ..., it is Multi ...; OR put ...": the options
                # were read as clauses of their own, not as the options of this choice
                raise ValueError("a choice with its options read apart")
            cost_seps = group.get("cost_seps", [None] * len(cost))[1:] if group["cost"] is not None \
                else [None] * (len(cost) - 1)
            if len(cost) == 1 or len(cost_seps) == len(cost) - 1:
                before = len(cost)
                cost, effects = _choice_out_of_cost(cost, effects)
                cost_seps = cost_seps[:len(cost) - 1] if len(cost) < before else cost_seps
            effects, _ = _fold_reversal(tuple(effects), None)
            if group.get("cost_sep") == "to" and cost and all(getattr(x, "player", None) == "opponent" for x in cost):
                # "Your opponent must discard 2 cards to play a reversal": who does what follows "to" is the
                # one who pays (not you)
                effects = tuple(_with_player(e, "opponent") if getattr(e, "player", None) == "you" else e
                                for e in effects)
            price = _play_price(group, cost, cost_seps, effects)
            if price is not None:
                clauses.append(_ability((price,), group["triggers"], condition))
                continue
            clauses.append(A.ActivatedEffect(tuple(_combine(cost, cost_seps)) if cost else (),
                                             tuple(effects), group["triggers"], condition))
        else:
            clauses.append(_ability(tuple(effects), group["triggers"], condition))
    if ace and not any(isinstance(c, A.ActivatedEffect) for c in clauses):
        clauses.insert(0, A.Keyword("ACE"))
    if empty_choice and any(_empty_choice(c) for c in clauses):   # a bare "choose 1" was read (Build.choose_one)
        clauses = [_choose_them(c) for c in clauses]
    return tuple(clauses)


def _stats_before_semicolon(group):
    """The changes of this card's own stats ("F: 0", "-5F") that open a cost and are cut from the rest of it by a
    ";" ("F: 0; discard this card to ..."), taken out of `group`'s cost; [] when there are none."""
    cost, seps = group["cost"], group.get("cost_seps") or []
    if not cost or len(seps) != len(cost) or group.get("cost_sep") != "to":
        return []
    semi = [k for k in range(1, len(cost)) if seps[k] == ";"]
    if not semi:
        semi = [k for k in range(1, len(cost)) if seps[k] in ("and", ",")]
        if not semi or not _reversal_price_after(cost[semi[-1]:], group["effects"]):
            return []
        # "this card is -6F and your opponent must discard 1 card to play reversals to it": the change of this
        # card joined by "and" is no part of the price of reversing it
    k = semi[-1]
    lead = cost[:k]
    if not all(isinstance(x, (A.Considered, A.Modifier)) and x.scope is not None and x.scope.kind == "this"
               and getattr(x, "condition", None) is None for x in lead):
        return []
    group["cost"], group["cost_seps"] = cost[k:], [None] + list(seps[k + 1:])
    return lead


def _values_before_may(group):
    """The changes of other cards' values ("your Strike maneuvers are +1D") that open a cost and are cut from the rest of
    it by "and you may ..." ("When this card is in your Ring area, your Strike maneuvers are +1D and you may put this card
    into your Ringside pile to reverse ..."): the "may" opens the price, the values before it change while the moment
    holds; taken out of `group`'s cost; [] when there are none."""
    cost, seps = group["cost"], group.get("cost_seps") or []
    if not cost or len(seps) != len(cost) or group.get("cost_sep") != "to":
        return []
    # ("...; your maneuvers with 'technical' in the title are +1D; and you may put this card ...": after ";" as well)
    k = next((k for k in range(1, len(cost)) if seps[k] in ("and", ";") and isinstance(cost[k], A.Optional)), None)
    if k is None:
        return []
    lead = cost[:k]
    if not all(isinstance(x, A.Modifier) and x.scope is not None and x.scope.kind != "this"
               and x.condition is None and x.duration is None for x in lead):
        return []
    group["cost"], group["cost_seps"] = cost[k:], [None] + list(seps[k + 1:])
    return lead


# what a player may pay to reverse a card: discards, overturns, cards moved or removed from the game, and cards flipped
# ("he must flip 1 card in his Ring face down to reverse your cards with 'blindside' in the title")
_REVERSAL_PRICES = (A.Discard, A.Overturn, A.MoveCards, A.RemoveFromGame, Flip)


def _reversal_price_after(price, effects) -> bool:
    """True when `price` is what an opponent pays ("he must discard 1 Backlash card", "your opponent must RFG the
    top # Arsenal cards") and `effects` is only the playing of reversals that it buys ("to play reversals to it")."""
    if len(effects) != 1 or type(effects[0]).__name__ != "ReversalTo":
        return False
    return all(isinstance(x, _REVERSAL_PRICES)
               and getattr(x, "player", None) == "opponent" for x in price)


def _play_price(group, cost, cost_seps, effects):
    """ "Your opponent must discard 1 card in order to play an Action card", "You must discard 2 cards to play a
    Trademark Finisher", "Any player discards 1 card in order to play a non-Set-up Action card": a price paid on
    every play of that kind of card (A.PlayPrice), not an Activated Card Effect that plays one.  Not "you may
    overturn 2 cards and discard 2 cards to play this card from Ringside" (a permission, paid once, for this card)
    nor "you may RFG this card and then play another maneuver" (a step after another).  None when not such a price."""
    if group.get("cost_sep") != "to" or not cost or len(effects) != 1:
        return None
    play = effects[0]
    if not isinstance(play, A.Play) or play.this_card or play.cards is None:
        return None
    if any(isinstance(x, A.Optional) for x in cost):
        return None
    players = {getattr(x, "player", None) for x in cost}
    if len(players) != 1 or None in players:
        return None
    return A.PlayPrice(players.pop(), tuple(_combine(cost, cost_seps)), play.cards, play.source)


def _choose_them(clause):
    """ "If you find any Reversal cards you may choose 1 and ...", "your opponent reveals 3 random cards in his hand;
    choose 1, and he discards the chosen card": a bare "choose 1" left over (no options after a ":") chooses 1 of
    the cards just found or revealed.  With no such cards before it, it chooses nothing the grammar can name, and
    the sentence stays Unparsed (a Choice of no options would read as choosing nothing)."""
    if not _empty_choice(clause):
        return clause
    named = any(isinstance(n, (A.Reveal, A.Search, A.LookAt)) or (isinstance(n, A.Condition) and n.kind == "found")
                for n in A.iter_nodes(clause))
    if not named:
        raise ValueError("a choice with no options")

    def choose_them(node):
        if isinstance(node, A.Choice) and not node.options:
            return A.Choose(node.player, A.Cards(A.Quantity(count=node.count or 1), A.CardFilter(qualifiers=("them",))))
        return None
    return A.map_nodes(clause, choose_them)


def _effects_before_choice(cost, effects):
    """ "X and choose one: A or B" where X is a reversal or a change of value: X then the Choice, or None.

    The part before ":" is then not a cost: it ends with the bare "choose one", and what comes before it
    (reversing a card, "this card is -6F") is not something a player pays with."""
    if not cost or len(effects) != 1:
        return None
    items = list(cost[0].effects) if len(cost) == 1 and isinstance(cost[0], A.Sequence) else list(cost)
    if len(items) < 2 or not _is_choose(items[-1:]):
        return None
    if not any(isinstance(x, (A.ReversalDefinition, A.Modifier)) for x in items[:-1]):
        return None
    choice = _options_chosen(items[-1], effects)
    return None if choice is None else items[:-1] + [choice]


def _options_chosen(bare, effects):
    """The Choice of `effects` made by the bare "choose two" / "he chooses one" before the ":" (who chooses and
    how many options), or None when `effects` is not one Choice of options."""
    if len(effects) != 1:
        return None
    choice = effects[0]
    if not isinstance(choice, A.Choice) or not choice.options:
        return None
    chooser = _chooser(bare)
    choice = dataclasses.replace(choice, player=chooser.player, count=chooser.count)
    return A.Optional(choice, bare.player) if isinstance(bare, A.Optional) else choice


def _choice_out_of_cost(cost, effects):
    """ "you may discard 2 cards and then choose two: A, B, or C": the price is the discard; "choose two" is who
    chooses and how many of the options after the ":" (it used to stay in the cost as an empty Choice)."""
    if not cost:
        return cost, effects
    items = list(cost[0].effects) if len(cost) == 1 and isinstance(cost[0], A.Sequence) else list(cost)
    if len(items) < 2 or not _is_choose(items[-1:]):
        return cost, effects
    choice = _options_chosen(items[-1], effects)
    if choice is None:
        return cost, effects
    rest = items[:-1]
    return ([A.Sequence(tuple(rest), cost[0].then)] if len(cost) == 1 and isinstance(cost[0], A.Sequence)
            and len(rest) > 1 else rest), [choice]


def _empty_choice(node) -> bool:
    return any(isinstance(n, A.Choice) and not n.options for n in A.iter_nodes(node))


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


def _ends_in_choose(cost_list) -> bool:
    """Does the part before ":" end in a bare "choose one" ("choose one: ...", "put this card on the bottom of your
    Arsenal and choose one: ...")?  Its options follow the ":"."""
    if not cost_list:
        return False
    last = cost_list[-1]
    if isinstance(last, A.Sequence) and last.effects:
        last = last.effects[-1]
    return _is_choose([last])


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


def _combine(effects, seps, may_covers=True):
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
            options.extend(_combine(run, run_seps, may_covers))
        return [A.Choice(tuple(options))]
    if len(effects) == 1:
        return list(effects)
    if any(s == "or" for s in seps) and all(s in ("or", ",", None) for s in seps):
        first = effects[0]
        if isinstance(first, A.Optional):
            return [A.Optional(A.Choice((first.effect,) + tuple(effects[1:]), first.player), first.player)]
        return [A.Choice(tuple(effects), _chooser_of(effects))]
    out = [effects[0]]
    out_seps: list = []
    then = False
    for sep, eff in zip(seps, effects[1:]):
        if sep == "or":
            last = out[-1]
            if isinstance(last, A.Optional):
                out[-1] = A.Optional(A.Choice((last.effect, eff), last.player), last.player)
            else:
                out[-1] = A.Choice((last, eff), _chooser_of((last, eff)))
        else:
            then = then or sep == "then"
            out.append(eff)
            out_seps.append(sep)
    out = _may_covers_the_rest(out, out_seps) if may_covers else out
    if len(out) == 1:
        return out
    folded = _fold_search(out)
    if len(folded) == 1:
        return folded
    return [A.Sequence(tuple(folded), then)]


def _may_covers_the_rest(out, seps):
    """ "you may discard this card and draw a card", "you may discard 1 card and then he overturns 2 cards": the
    "may" is one optional effect of every step joined to it by "and" / "then" / "," (up to a ";"), not of the first
    step alone (which made the steps after it happen whether or not the player took the option).  A list joins with
    its "and" ("you may search ..., reveal it, put it into your hand, and shuffle your Arsenal"); commas alone do
    not ("you can ignore the 'Can only be played after...' text, it is +3D").  Not "you may
    reverse any X and end his turn" (a reversal and what it then does: `_fold_reversal`, the resolver's reversal
    reading)."""
    for i, eff in enumerate(out[:-1]):
        if not isinstance(eff, A.Optional) or isinstance(eff.effect, A.ReversalDefinition):
            continue
        end = i + 1
        while end < len(out) and seps[end - 1] in ("and", "then", ","):
            end += 1
        if all(s == "," for s in seps[i:end - 1]):
            continue            # "you can ignore the ... text, it is +3D": a bare comma does not join a step to the "may"
        run = out[i + 1:end]
        then = any(s == "then" for s in seps[i:end - 1])
        inner = _fold_search([eff.effect] + run)
        inner = inner[0] if len(inner) == 1 else A.Sequence(tuple(inner), then)
        return out[:i] + [A.Optional(inner, eff.player)] + _may_covers_the_rest(out[end:], seps[end:])
    return out


def _chooser_of(options) -> str:
    """Who chooses between the options of a plain "X or Y" (no "choose"): the player whose steps they all are ("your
    opponent discards 1 card or RFG 2 Ringside cards": he does either, so he chooses); else you."""
    players = {getattr(o, "player", None) for o in options}
    return "opponent" if players == {"opponent"} else "you"


def _fold_search(effects):
    """ "search your Arsenal for X, reveal it, put it into your hand, and shuffle
    your Arsenal" is one Search with its reveal, destination and shuffle."""
    out = []
    for eff in effects:
        last = out[-1] if out else None
        # not a step of every player ("..., and all players shuffle their Arsenals": each his own, not the one searched)
        if isinstance(last, A.Search) and getattr(eff, "player", None) != "both":
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
        if isinstance(eff, (A.ReversalDefinition, A.Modifier, A.ReversalRestriction, A.Keyword, A.PlayPrice,
                            A.TraitLine)):
            return eff
    return A.Ability(effects, triggers, condition)
