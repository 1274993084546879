"""The Timing Breakdown: one card played, step by step, from the FAQ v4.0 TIMING BREAKDOWN.

Steps 1, 1a (play, reveal), 2a-2f (cost, 'must', Follow-up, when played: the card's own and
those of cards in play, `triggers`), 3a, 3b, 4 (damage and reversal modifiers), 5a-5c
(reversals, the second reversal to a Multi), 6, 6a (successfully played: into the Ring),
7a, 7b (effects in play that trigger on a successfully played card), 8 (the card's effects),
9b-9e (damage overturned one card at a time, effects after damage for each player, end of
turn).  9a (activated damage modification) is not stepped: the cards that offer it are not
yet read by the grammar.  Every step cites the passage it applies.
"""
from __future__ import annotations

from dataclasses import replace

from . import (amounts, cardtype, chain, damage as dmg, heat, momentum, multi, permission, potentiality, revolution, rms, stun_value,
               triggers, victory, volley)
from . import citations as C
from ..errors import UnknownCard
from .conditions import Situation, describe as describe_condition, holds, previous_as_played
from .effects import effects_of
from .explanation import Explanation, ResponseVerdict, Step, Verdict
from .facts import CardFilter, Restriction
from .filters import AsPlayed, matches
from .fortitude import Applied, can_pay, fortitude_cost, fortitude_rating, show
from .playing import check_follow_up, check_in_play, check_requirements, check_type, check_zone
from .reversal import Defence, check_reversal, restrictions_in_force
from .zones import Match


class _Run:
    def __init__(self, m: Match):
        self.m = m
        self.steps: list[Step] = []
        self.v = Verdict()

    def step(self, number: str, title: str, detail: str, *refs) -> None:
        self.steps.append(Step(number, title, detail, C.cite(*[r for r in refs if r is not None])))


def _half(b) -> str | None:
    """The type a card played before was played as, for a Hybrid (FAQ Glossary "Hybrid": text for the type
    not chosen is ignored); None for single-type cards."""
    return b.as_type if cardtype.is_hybrid(b.card) else None


def _mods_from(effect_mods, stat: str, origin: str, whose: str, situation: Situation, target: AsPlayed | None):
    out = []
    for mod in effect_mods:
        if mod.stat != stat or not holds(mod.condition, situation):
            continue
        if mod.applies_to is not None and target is not None and not matches(mod.applies_to, target):
            continue
        where = origin
        if mod.amount_of is not None:
            # "-#F, where # is your opponent's Fortitude Rating": worked out now, from its controller's side
            seen_by = situation if whose == "attacker" else Situation(
                you=situation.opponent, opponent=situation.you, your_fortitude=situation.opponent_fortitude,
                opponent_fortitude=situation.your_fortitude)
            mod, how = amounts.settled(mod, seen_by)
            if mod is None:
                continue            # the state given does not say (a hand not listed): not applied
            where = f"{origin}, {how}"
        out.append(Applied(mod, where, whose))
    return out


def _considered_after(before_effects, this: AsPlayed | None, m: Match) -> tuple:
    """What the card played before says this one is considered played after: the card a title names (looked up, so a
    reversal to "a maneuver played after a Set-up card" sees Irish Whip's traits), else the description itself."""
    if this is None:
        return ()
    out = []
    for ne in before_effects:
        if not ne.after or not matches(ne.filter, this):
            continue
        for f in ne.after:
            named = None
            if f.title_is and m.lookup is not None and f == CardFilter(title_is=f.title_is):
                try:
                    named = m.lookup(f.title_is)
                except UnknownCard:     # a title no card has: keep the description
                    named = None
            out.append(AsPlayed(card=named, face=cardtype.face_as(named, None), damage=named.damage)
                       if named is not None else f)
    return tuple(out)


def resolve(m: Match) -> Explanation:
    run = _Run(m)
    v = run.v
    att, dfd = m.attacker, m.defender
    af, df = fortitude_rating(att), fortitude_rating(dfd)
    v.fortitude_after = {"attacker": af, "defender": df}
    card = m.play.card
    as_type = m.play.as_type
    hybrid = cardtype.is_hybrid(card)
    face = cardtype.face_as(card, as_type)
    if hybrid and as_type is None and face is not None:
        as_type = face.kind
    eff = effects_of(card, as_type if hybrid else None)
    # Classic rulebook v17, Follow-up Effects: 'You can use a Superstar Ability or Activate cards in your Ring
    # area without breaking the follow-up' -- only cards played count as "before".
    played = [b for b in m.played_before if not b.card.is_superstar]
    previous = played[-1] if played else None
    # what the card played immediately before (if successful) does to the next card, and the attacker's cards in
    # play (his Ring and Superstar): read by several steps below
    before_effects = effects_of(previous.card, _half(previous)).next_card \
        if previous is not None and previous.result == "successful" else ()
    attacker_in_play = att.ring + ([att.superstar] if att.superstar else [])
    defender_in_play = dfd.ring + ([dfd.superstar] if dfd.superstar else [])
    heat_used = any(b.from_zone == "ringside" and cardtype.has_trait(b.card, "Heat") for b in m.played_before)
    you = Situation(you=att, opponent=dfd, your_fortitude=af, opponent_fortitude=df, previous=previous,
                    played_as=face.kind if face else None, first_card=not m.played_before, counter=m.counter,
                    in_hand_too=1 if m.play.from_zone == "hand" else 0)
    theirs_view = Situation(you=dfd, opponent=att, your_fortitude=df, opponent_fortitude=af)   # the defender's
    # "When played after a successfully played maneuver, this card is a High Risk instead of a Strike": the kinds
    # its own text makes it as it is played, which reversals and modifiers then look for
    # "if your next card played this turn is a maneuver, it is a Trademark Finisher instead": the card before changes
    # it too, but not an RMS card (FAQ Glossary "Restricted Modification Symbol": 'cannot have any of its wording,
    # traits, or numerical values altered ... cannot have their reversibility modified by any card')
    is_rms = rms.is_rms(card)
    # (the card before names the card as it is printed: "if your next card ... is a Strike maneuver")
    this_play = AsPlayed(card=card, face=face, damage=card.damage, from_zone=m.play.from_zone) if face else None
    from_before = [] if is_rms or this_play is None else [
        c for ne in before_effects if ne.kind_changes and matches(ne.filter, this_play) for c in ne.kind_changes]
    retyped_by = []
    changes = [(c, "its own text") for c in eff.kind_changes] + [
        (c, f"{previous.card.title}'s text") for c in from_before]
    for change, origin in changes:
        if face is not None and holds(change.condition, you):
            new_face = cardtype.retyped(face, change.gains, change.loses)
            if new_face != face:
                how = (f"{' + '.join(new_face.subtypes)} instead of {' + '.join(face.subtypes)}" if change.loses
                       else f"{' + '.join(face.subtypes)} that is also a {' and '.join(change.gains)}")
                retyped_by.append(how + f" by {origin}"
                                  + (f" ({describe_condition(change.condition)})" if change.condition else ""))
                face = new_face
    # "When successfully played, your next card played this turn is considered to be played after a Set-up card or
    # the card titled Gut Wrench": what this card also counts as played after (FAQ Glossary "Follow-up effects")
    also_after = () if is_rms else _considered_after(before_effects, this_play, m)
    if also_after:
        you = replace(you, also_after=also_after)
    v.responses = [ResponseVerdict(False, "not considered") for _ in m.responses]

    # ---- step 1 / 1a: play and reveal -------------------------------------------------------
    ok, why, refs = check_type(card, face, as_type)
    problems = []
    if not ok:
        problems.append(why)
    else:
        zok, zwhy, zrefs = check_zone(card, m.play.from_zone, eff, att, heat_used)
        refs += zrefs
        if not zok:
            problems.append(zwhy)
        else:
            why += f", {zwhy}"
            iok, iwhy, irefs = check_in_play(card, face, att, dfd, m.format)
            refs += irefs
            if not iok:
                problems.append(iwhy)
    if ok and not problems and face is not None:
        as_played = AsPlayed(card=card, face=face, damage=card.damage, from_zone=m.play.from_zone)
        banned = permission.banned_this_turn(card, as_played, played, effects_of, _half) or \
            permission.own_ban(attacker_in_play, as_played, m.play.from_zone, you, effects_of)
        if banned:
            problems.append(banned)
    if heat.is_heat(card) and m.play.from_zone != "ringside":
        refs.append(C.glossary("Heat", "act in every way like other cards of their type"))
    run.step("1", "Play the card", "; ".join([why] + problems) if problems and ok else why,
             C.timing("1"), C.glossary("Played", "considered to be playing the card"), *refs, C.card_ruling(card))
    if hybrid and face is not None:
        run.step("1a", "Reveal: Hybrid type chosen",
                 f"{card.title} is a Hybrid card ({card.type_line}); played as {face.kind}, its other types and "
                 f"the text for them are ignored", C.timing("1a"), C.glossary("Hybrid", "All other card types are ignored"),
                 C.glossary("Hybrid", "Card text that refers to the card type not chosen"))
    if retyped_by:
        run.step("1", "Card type by card text", f"{card.title} is played as a {'; then '.join(retyped_by)}",
                 C.timing("1"), C.card_ruling(card))
    if face is None:
        return _not_played(run, card, af, df, None, "the card cannot be played here")

    before = previous_as_played(previous)
    target = AsPlayed(card=card, face=face, damage=card.damage, previous=before, from_zone=m.play.from_zone,
                      also_after=also_after)

    # ---- step 2a: Fortitude cost ------------------------------------------------------------
    applied = _mods_from(eff.fortitude_mods, "F", "its own text", "attacker", you, None)
    if problems:
        # the card is not played; its cost is still the card's own cost (no other effect reaches it)
        return _not_played(run, card, af, df, fortitude_cost(card, applied), "the card cannot be played here")
    blocked = []
    others = []
    follow_notes = []
    for ne in before_effects:
        if matches(ne.filter, target):
            others += _mods_from(ne.modifiers, "F", f"{previous.card.title}, next card", "attacker", you, None)
    for b in m.played_before[:-1]:
        if b.result == "successful" and any(ne.modifiers or ne.restrictions for ne in effects_of(b.card, _half(b)).next_card):
            follow_notes.append(f"{b.card.title}'s effect on the next card played lapsed: another card was played "
                                f"after it")
    for c in attacker_in_play:
        others += _mods_from(effects_of(c).ring_mods, "F", f"{c.title} in the Ring", "attacker", you, target)
    for c in defender_in_play:
        others += _mods_from(effects_of(c).opponent_mods, "F", f"{c.title} (opponent)", "defender", you, target)
    if is_rms:
        blocked, others = others, []
    applied += others
    cost = fortitude_cost(card, applied)
    v.fortitude_cost = cost
    parts = [f"printed {card.fortitude or 0}F"] + [f"{show(a.mod)} ({a.origin})" for a in applied]
    detail = ", ".join(parts) + f" = {cost}F; the attacker's Fortitude Rating is {af}"
    refs = [C.timing("2a"), C.glossary("Fortitude", "total printed Damage"), C.classic("Fortitude Value and Fortitude Rating", "must be less than or equal")]
    if blocked:
        detail += "; not applied (RMS): " + ", ".join(f"{show(a.mod)} ({a.origin})" for a in blocked)
        refs += [C.glossary("Restricted Modification Symbol (RMS)", "numerical values altered"),
                 C.classic("Restricted Modification", "Ego Boost")]
    if is_rms and eff.fortitude_mods:
        refs.append(C.glossary("Restricted Modification Symbol (RMS)", "can always modify itself"))
    if follow_notes:
        detail += "; " + "; ".join(follow_notes)
    if follow_notes or any(a.origin.endswith("next card") for a in applied + blocked):
        refs += [C.glossary("Follow-up effects", "refer to the next thing you do"),
                 C.classic("Follow-up Effects", "lose whatever bonuses")]
    if any(mod.condition is not None and mod.condition.kind == "after" for mod in eff.fortitude_mods):
        refs += [C.glossary("Follow-up effects", "refers to the last thing you did"),
                 C.classic("Special Card Effects", "immediately before")]
    if any(mod.condition is not None for mod in eff.fortitude_mods):
        conds = "; ".join(f"{show(mod)} when {describe_condition(mod.condition)}: "
                          f"{'yes' if holds(mod.condition, you) else 'no'}" for mod in eff.fortitude_mods if mod.condition)
        detail += f" ({conds})"
    paid = can_pay(cost, af)
    run.step("2a", "Fortitude cost", detail + ("" if paid else f": {cost} > {af}, it cannot be paid"), *refs)

    # ---- 2b: must / requirements; 2c: Follow-up --------------------------------------------
    rok, rwhy = check_requirements(eff, you)
    run.step("2b", "'Must' requirements", rwhy, C.timing("2b"), C.glossary("Must", "cannot play it unless"),
             C.glossary("Requirement", "must meet the Requirement") if eff.play_conditions else None,
             C.classic("Mandatory Effects", "one of which can be") if any(c.kind == "hand_at_least" for c in eff.play_conditions) else None,
             C.glossary("Counter", "This term replaces the phrase") if any(c.kind == "counter" for c in eff.play_conditions) else None)
    # "You may play the card titled Maintain Hold after this card": the card before lets this one follow it
    opened = previous is not None and any(matches(f, target) for f in
                                          effects_of(previous.card, previous.as_type).opens_follow_up)
    fok, fwhy = check_follow_up(eff, previous, m.counter, opened_by_previous=opened, also_after=also_after)
    if eff.follow_up:
        frefs = [C.timing("2c"), C.glossary("Follow-up effects", "refers to the last thing you did"),
                 C.classic("Follow-up Effects", "must be played immediately after")]
        if previous is not None and cardtype.is_hybrid(previous.card):
            frefs.append(C.glossary("Hybrid", "All other card types are ignored"))
        if eff.or_counter:
            frefs.append(C.glossary("Counter", "This term replaces the phrase"))
        if any(f.successful for f in eff.follow_up) and m.revolution:
            frefs += [C.glossary("Revolution Follow-up Cards", "Follow-up: X"),
                      C.revolution("Glossary", "Follow-up: noted with")]
        run.step("2c", "Follow-up", fwhy, *frefs)
    if not (paid and rok and fok):
        reasons = [w for ok_, w in ((paid, f"Fortitude cost {cost} > {af}"), (rok, rwhy), (fok, fwhy)) if not ok_]
        return _not_played(run, card, af, df, cost, "; ".join(reasons))

    # ---- 2e / 2f: 'when played' effects ----------------------------------------------------
    on_play_yours, on_play_theirs = triggers.fired(att, dfd, AsPlayed(card=card, face=face, damage=card.damage,
                                                   previous=before, from_zone=m.play.from_zone, successful=False),
                                                   after_damage=False, on_play=True, fortitude=(af, df))
    if eff.when_played or on_play_yours:
        parts = ([f"{card.title}: " + "; ".join(eff.when_played)] if eff.when_played else []) + \
            [f.describe() for f in on_play_yours]
        run.step("2e", "'When played' effects (yours)", "; ".join(parts) +
                 " (they happen now, before the opponent may reverse)", C.timing("2e"),
                 C.classic("Special Card Effects", "as soon as you play the card") if eff.when_played else None)
    if on_play_theirs:
        run.step("2f", "'When played' effects (opponent's)", "; ".join(f.describe() for f in on_play_theirs),
                 C.timing("2f"))

    # ---- 3a / 4: damage -------------------------------------------------------------------
    yours, theirs, dblocked = [], [], []
    yours += _mods_from(eff.damage_mods, "D", "its own text", "attacker", you, None)
    dothers = []
    for ne in before_effects:
        if matches(ne.filter, target):
            dothers += _mods_from(ne.modifiers, "D", f"{previous.card.title}, next card", "attacker", you, None)
    for b in m.played_before:
        if b.result == "successful":
            dothers += _mods_from(effects_of(b.card, _half(b)).turn_mods, "D", f"{b.card.title}, this turn", "attacker", you, target)
    for c in attacker_in_play:
        dothers += _mods_from(effects_of(c).ring_mods, "D", f"{c.title} in the Ring", "attacker", you, target)
    for c in defender_in_play:
        theirs += _mods_from(effects_of(c).opponent_mods, "D", f"{c.title} (opponent)", "defender", you, target)
    if is_rms:
        dblocked, dothers, theirs_blocked, theirs = dothers, [], theirs, []
        dblocked += theirs_blocked
    yours += dothers
    damage = dmg.modified_damage(card.damage, yours, theirs)
    elsewhere = eff.goes_to if face.kind == "action" and eff.goes_to not in (None, "ring") else None
    if elsewhere:
        damage = None          # Glossary "Damage": cards that resolve to the Ringside pile, Arsenal ... deal no damage
    v.damage = damage
    target = AsPlayed(card=card, face=face, damage=damage, previous=before, from_zone=m.play.from_zone,
                      also_after=also_after)
    if elsewhere:
        run.step("3a", "Damage modifiers (yours)", f"{card.title} resolves to the {elsewhere}, not the Ring: it deals "
                 "no damage", C.timing("3a"), C.glossary("Damage", "Damage is only dealt by cards played to the Ring"),
                 C.glossary("Action", "specifies resolving to another zone"))
    elif card.damage is None:
        run.step("3a", "Damage modifiers (yours)", f"{card.title} deals no damage: a null value that no modifier changes",
                 C.timing("3a"), C.glossary("No Damage", "not the same as D:0"))
    else:
        ddetail = ", ".join([f"printed {card.damage}D"] + [f"{show(a.mod)} ({a.origin})" for a in yours])
        drefs = [C.timing("3a"), C.glossary("Damage", "modified by both players")]
        own_after = [a for a in yours if a.origin == "its own text" and a.mod.condition is not None
                     and a.mod.condition.kind == "after"]
        if own_after or any(mod.condition is not None and mod.condition.kind == "after" for mod in eff.damage_mods):
            drefs += [C.glossary("Follow-up effects", "refers to the last thing you did"),
                      C.classic("Special Card Effects", "immediately before")]
        if is_rms and any(a.origin == "its own text" for a in yours):
            drefs.append(C.glossary("Restricted Modification Symbol (RMS)", "can always modify itself"))
        if any(a.origin.endswith("next card") for a in yours + dblocked):
            drefs.append(C.glossary("Follow-up effects", "refer to the next thing you do"))
            drefs += [C.card_ruling(previous.card)] if previous is not None else []
        if yours:
            drefs += [C.glossary("Fortitude", "Bonuses to damage are temporary"), C.classic("Cumulative Effects", "cumulative")]
        if card.damage == 0 and (yours or theirs):
            drefs.append(C.glossary("No Damage", "D:0 deal zero damage"))
        if dblocked:
            ddetail += "; not applied (RMS): " + ", ".join(f"{show(a.mod)} ({a.origin})" for a in dblocked)
            drefs.append(C.glossary("Restricted Modification Symbol (RMS)", "numerical values altered"))
        run.step("3a", "Damage modifiers (yours)", ddetail, *drefs)

    # ---- 3b: reversal modifiers of the card played ------------------------------------------
    granted: list[Restriction] = []
    granted_from = []
    for ne in before_effects:
        if ne.restrictions and matches(ne.filter, target):
            granted += list(ne.restrictions)
            granted_from.append(previous.card.title)
    # Reversal restrictions a card in the attacker's Ring gives his cards (Glossary "Reversal Restriction")
    for c in attacker_in_play:
        for g in effects_of(c).ring_restrictions:
            if not matches(g.filter, target) or not holds(g.restriction.condition, you):
                continue
            if g.first_this_turn and any(matches(g.filter, AsPlayed(card=b.card, face=cardtype.face_as(b.card, b.as_type),
                                                                       damage=b.card.damage)) for b in played):
                continue
            granted.append(replace(g.restriction, condition=None))
            granted_from.append(c.title)
    # "Your maneuvers cannot be reversed from his Arsenal for the rest of the turn" (Ayatollah of Rock 'n' Roll-a):
    # from a card successfully played earlier this turn
    for b in m.played_before:
        if b.result != "successful":
            continue
        for g in effects_of(b.card, _half(b)).turn_restrictions:
            if matches(g.filter, target) and holds(g.restriction.condition, you):
                granted.append(replace(g.restriction, condition=None))
                granted_from.append(f"{b.card.title} (this turn)")
    # Permissions taken from the defender (FAQ Glossary "Response, Respond"): printed ones hold when their condition
    # is met (Potentiality Rule); they modify the player, not the card, so an RMS card keeps them
    forbidden = [permission.InForce(p, f"{card.title}'s text") for p in eff.prohibitions if holds(p.condition, you)]
    for ne in before_effects:
        if ne.prohibitions and matches(ne.filter, target):
            forbidden += [permission.InForce(p, f"{previous.card.title}, next card") for p in ne.prohibitions
                          if holds(p.condition, you)]
    for c in attacker_in_play:
        for g in effects_of(c).ring_prohibitions:
            if matches(g.filter, target) and holds(g.prohibition.condition, you):
                forbidden.append(permission.InForce(g.prohibition, f"{c.title} in the attacker's Ring"))
    for b in m.played_before:
        if b.result != "successful":
            continue
        for g in effects_of(b.card, _half(b)).turn_prohibitions:
            if matches(g.filter, target) and holds(g.prohibition.condition, you):
                forbidden.append(permission.InForce(g.prohibition, f"{b.card.title}, this turn"))
    # Traits its text, the card before it or a card in the Ring gives it as it is played ("This card is Multi when
    # played by a Tag Team Superstar"); from other cards, not to an RMS card (FAQ Glossary "RMS")
    gained_from = {t: f"{card.title}'s text" for t, c in eff.gained_traits if holds(c, you)}
    if not is_rms:
        for ne in before_effects:
            if ne.traits and matches(ne.filter, target):
                gained_from.update({t: f"{previous.card.title}, next card" for t in ne.traits})
        for c in attacker_in_play:
            for f, t, cond in effects_of(c).ring_traits:
                if matches(f, target) and holds(cond, you):
                    gained_from.setdefault(t, f"{c.title} in the attacker's Ring")
    gained = frozenset(gained_from)
    has_momentum = momentum.printed_momentum(card, face)
    if any(r.kind == "momentum" for r in granted) and not is_rms:
        has_momentum = True
    granted = [r for r in granted if r.kind != "momentum"]
    restrictions = restrictions_in_force(eff, granted, card, you)
    if any(r.kind == "momentum" for r in restrictions):
        has_momentum = True
    restrictions = [r for r in restrictions if r.kind != "momentum"]
    target = AsPlayed(card=card, face=face, damage=damage, momentum=has_momentum, gained=gained, also_after=also_after,
                      potential=potentiality.what_it_can_do(eff), previous=before, from_zone=m.play.from_zone)
    plunge = _mods_from(eff.plunge, "F", f"{card.title}'s text", "attacker", you, None)
    # plunging modifies the opponent's reversals, not the card: it works with an RMS card too
    for ne in before_effects:
        if ne.plunge and matches(ne.filter, target):
            plunge += _mods_from(ne.plunge, "F", f"{previous.card.title}, next card", "attacker", you, None)
    bits, rrefs = [], [C.timing("3b")]
    printed_r = [r for r in eff.restrictions]
    if printed_r:
        for r in printed_r:
            on = holds(r.condition, you)
            bits.append(f"printed: {_describe_restriction(r)}" + ("" if on else " (condition not met: suppressed)"))
        rrefs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
        if any(r.condition is not None for r in printed_r):
            rrefs.append(C.glossary("Reversal Restriction", "the restriction is suppressed"))
    if previous is not None and granted_from:
        rrefs.append(C.card_ruling(previous.card))
    for b in played[:-1]:
        if any(f.startswith(f"{b.card.title} (this turn)") for f in granted_from):
            rrefs.append(C.card_ruling(b.card))
    if granted_from:
        if is_rms:
            bits.append(f"{', '.join(granted_from)} cannot change the reversibility of an RMS card")
            rrefs += [C.glossary("Restricted Modification Symbol (RMS)", "reversibility modified"),
                      C.classic("Restricted Modification", "cannot make a Restricted card irreversible")]
        else:
            bits.append(f"{', '.join(granted_from)}: " + ", ".join(_describe_restriction(r) for r in granted) if granted
                        else f"{', '.join(granted_from)} gives it Momentum")
            if granted and not printed_r:
                rrefs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
    if "multi" in gained and not cardtype.is_multi(card, face):
        bits.append(f"it is Multi ({gained_from['multi']}): two reversals are needed")
        rrefs.append(C.glossary("Multi", "second reversal against a Multi"))
    if "chain" in gained and not cardtype.has_trait(card, "Chain"):
        bits.append(f"it is Chain ({gained_from['chain']})")
    for f in forbidden:
        bits.append(f"{f.origin}: {permission.describe(f.prohibition)} (a player permission, not a reversal restriction)")
        rrefs += permission.refs(f.prohibition)
    if has_momentum:
        bits.append(f"{card.title} has Momentum: only cards that specifically reverse Momentum cards reverse it")
        rrefs += [C.glossary("Momentum", "specifically reverse Momentum"), C.revolution("Glossary", "Momentum")]
    if plunge:
        bits.append("reversals to it: " + ", ".join(f"{show(a.mod)} ({a.origin})" for a in plunge))
        rrefs.append(C.glossary("Plunging, Plunge", "increasing the cost"))
        if is_rms:
            rrefs.append(C.glossary("Plunging, Plunge", "a maneuver with the RMS can be used in conjunction"))
    if chain.is_chain(card, gained):
        bits.append("Chain: it cannot be reversed from hand or Backlash unless the opponent discards 2 cards")
        rrefs.append(C.glossary("Chain (Trait)", "may discard 2 cards"))
    if eff.potential and m.responses:
        bits.append("what its text can do (Potentiality Rule): " + ", ".join(sorted(p.replace("_", " ") for p in eff.potential)))
        rrefs.append(C.glossary("Potentiality Rule", "will do 'when played'"))
    if bits:
        run.step("3b", "Reversal modifiers of the card played", "; ".join(bits), *rrefs)
    if theirs:
        run.step("4", "Damage modifiers (opponent's)", ", ".join(f"{show(a.mod)} ({a.origin})" for a in theirs)
                 + f" = {damage}D", C.timing("4"))

    # ---- 5a-5c: reversals -------------------------------------------------------------------
    needed = multi.reversals_needed(card, face, restrictions, gained)
    more_than_multi = multi.needs_more_than_multi(card, face, restrictions, gained)
    same_kind = [b for b in m.played_before
                 if face.kind != "maneuver" or (cardtype.face_as(b.card, b.as_type) or face).kind == "maneuver"]
    defence = Defence(defender=dfd, attacker=att, defender_fortitude=df, attacker_fortitude=af, plunge=plunge,
                      first_of_its_kind=not same_kind, first_card=not m.played_before,
                      cards_before=len(m.played_before))
    reversals = 0
    reversed_from = None
    final_ends_turn = False
    for i, resp in enumerate(m.responses):
        label = "5a" if reversals == 0 else "5b"
        if reversals >= needed:
            v.responses[i] = ResponseVerdict(False, "the card was already completely reversed")
            continue
        if resp.volley:
            ok, why = volley.may_reverse_by_removal(card, dfd.ringside)
            if ok:
                dfd.ringside = dfd.ringside[volley.volley_number(card) or 0:]   # removed from the game
            v.responses[i] = ResponseVerdict(ok, why)
            run.step(label, "Reversal by the Volley trait", why, C.timing(label), C.glossary("Volley", "randomly removing"))
            if ok:
                reversals += 1
                final_ends_turn = True
                if reversals >= needed:
                    reversed_from = "ringside"
            continue
        defence.chain_discards += len(resp.chain_discard)     # "You only need to discard 2 cards to ... reverse a Chain Multi"
        if resp.chain_discard:
            # discarded cards go to the Ringside pile at once: they may feed Heat or be a Ringside reversal
            dfd.ringside = list(dfd.ringside) + list(resp.chain_discard)
        own = permission.own_ban(defender_in_play, AsPlayed(card=resp.card, face=cardtype.reversal_face(resp.card),
                                                            damage=resp.card.damage), resp.from_zone, theirs_view,
                                 effects_of)
        if own is not None:
            v.responses[i] = ResponseVerdict(False, own)
            run.step(label, f"Reversal attempt: {resp.card.title} from {resp.from_zone}", f"not legal: {own}",
                     C.timing(label), C.glossary("Reversal Restriction", "modify player permissions"),
                     C.card_ruling(resp.card))
            continue
        barred = permission.bars(forbidden, resp.card, resp.from_zone)
        if barred is not None:
            why = barred[1]
            v.responses[i] = ResponseVerdict(False, why)
            run.step(label, f"Reversal attempt: {resp.card.title} from {resp.from_zone}", f"not legal: {why}",
                     C.timing(label), *permission.refs(barred[0].prohibition), C.card_ruling(resp.card))
            continue
        check = check_reversal(resp.card, resp.from_zone, target, restrictions, defence)
        v.responses[i] = ResponseVerdict(check.legal, check.reason)
        refs = [C.timing(label)] + check.refs + [C.card_ruling(resp.card)]
        if needed > 1:
            refs.append(C.glossary("Multi", "first reversal or reversal effect must still meet"))
        if not check.legal:
            run.step(label, f"Reversal attempt: {resp.card.title} from {resp.from_zone}", f"not legal: {check.reason}", *refs)
            continue
        reversals += 1
        ability = effects_of(resp.card, "reversal").reversal
        if ability is not None and (({resp.from_zone, "*"} & ability.completely) or check.completely) \
                and reversals < needed:
            reversals = needed
            refs.append(C.glossary("Multi", "completely reverses"))
        if resp.from_zone == "ringside" and cardtype.has_trait(resp.card, "Heat"):
            defence.heat_used = True
        rev_damage = None
        if resp.from_zone not in ("ring", "backstage"):
            rev_you = Situation(you=dfd, opponent=att, your_fortitude=df, opponent_fortitude=af, played_as="reversal")
            rev_mods = _mods_from(effects_of(resp.card, "reversal").damage_mods, "D", "its own text", "attacker",
                                  rev_you, None)
            rev_damage = dmg.cards_to_overturn(dmg.modified_damage(resp.card.damage, rev_mods, []))
        detail = check.reason
        if resp.chain_discard:
            why = "Chain" if chain.is_chain(card, gained) else "the price of reversing it"
            detail = f"discards {', '.join(c.title for c in resp.chain_discard)} ({why}); " + detail
        if resp.from_zone in ("hand", "backlash", "ringside") and cardtype.reversal_face(resp.card) is not None \
                and not (ability and ability.zones):
            df += max(resp.card.damage or 0, 0)
            detail += f"; {resp.card.title} enters the defender's Ring (Fortitude {df})"
        elif resp.from_zone == "ring" and ability and ability.zones and (resp.card.damage or 0) > 0:
            df -= resp.card.damage
            detail += f"; {resp.card.title} leaves the defender's Ring (Fortitude {df})"
        defence.defender_fortitude = df
        pinned = False
        if rev_damage:
            done, pinned = victory.overturn(att, rev_damage)
            detail += f"; it deals {rev_damage} damage: the attacker overturns {done}"
            if pinned:
                detail += " and cannot overturn the rest: Pinfall"
                refs.append(C.glossary("Pinfall (Pin, Pinned)", "required to overturn"))
        if reversals < needed:
            detail += (f"; as {_nth_reversal(reversals, needed)} it does not reverse the card, but all its other "
                       "effects take place")
            refs += [C.glossary("Multi", "The first reversal will fail"), C.timing("5b")]
            if more_than_multi:
                refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
            nth = _nth_reversal(reversals, needed)
            run.step(label, f"{nth[0].upper() + nth[1:]}: {resp.card.title} from "
                            f"{resp.from_zone}", detail, *refs)
        else:
            reversed_from = resp.from_zone
            # Glossary "Reversal": it ends the turn unless it specifically states otherwise
            final_ends_turn = ability.ends_turn if ability is not None else True
            if needed > 1:
                refs += [C.glossary("Multi", "second reversal against a Multi"),
                         C.glossary("Multi", "final reversal to a Multi"), C.classic("Multi", "two appropriate Reversal")]
            run.step(label, f"Reversal: {resp.card.title} from {resp.from_zone}", detail, *refs)
        if pinned:
            v.fortitude_after = {"attacker": af, "defender": df}
            return _finish(run, result="reversed" if reversed_from else "successful", reversed_from=reversed_from,
                           damage=damage, turn_ends=True, winner="defender", af=af, df=df, in_ring=False)
    if reversed_from is not None:
        stun_note = ""
        srefs = []
        if face.kind == "maneuver" and (card.stun or 0) > 0:
            stun_note = "; Stun Value does not trigger: it was not reversed while overturning"
            srefs = [C.glossary("Stun Value", "reversed while overturning"), C.classic("Stun Value", "only comes into effect")]
        if eff.when_reversed:
            stun_note += f"; its own text for not being successfully played: " + "; ".join(eff.when_reversed)
        run.step("5c", "Completely reversed", f"{card.title} is reversed from the {reversed_from}: it goes to the "
                 f"attacker's Ringside pile, adds nothing to his Fortitude, and "
                 + ("his turn ends" if final_ends_turn else "his turn goes on: the reversal says so") + stun_note,
                 C.timing("5c"), C.classic("Maneuver Cards", "Reversed Maneuvers"),
                 C.glossary("Reversal", "end the turn unless they specifically state otherwise"), *srefs)
        return _end_of_turn(run, result="reversed", reversed_from=reversed_from, damage=damage,
                            turn_ends=final_ends_turn, af=af, df=df, face=face)
    if needed > 1 and 0 < reversals < needed:
        if needed == 2:
            run.step("5b", "Second reversal to a Multi", "no second reversal came before damage: the Multi card is "
                     "successfully played (the rest of the two reversals may come while overturning)",
                     C.timing("5b"), C.classic("Multi", "only reversed once"), C.glossary("Multi", "first reversal will fail"))
        else:
            run.step("5b", f"Reversal {reversals + 1} of {needed}", f"only {reversals} of the {needed} reversals it "
                     f"takes came before damage: it is successfully played (the rest may come while overturning)",
                     C.timing("5b"), C.classic("Multi", "only reversed once"),
                     C.glossary("Reversal Restriction", "modifies the reversibility"))

    # ---- 6 / 6a: successfully played --------------------------------------------------------
    if elsewhere:
        run.step("6a", "Resolves elsewhere", f"{card.title} goes to the {eff.goes_to}, not the Ring",
                 C.timing("6a"), C.glossary("Action", "specifies resolving to another zone"))
        in_ring = False
    else:
        in_ring = True
        af += max(card.damage or 0, 0)
        refs = [C.timing("6"), C.glossary("Fortitude", "Cards do not add to Fortitude until")]
        if m.play.from_zone == "ringside":
            refs.append(C.glossary("Heat", "go to your Ring Area as normal"))
        run.step("6", "Successfully played", f"{card.title} enters the attacker's Ring: printed {card.damage or 0}D "
                 f"adds to his Fortitude Rating ({af})" + ("; damage bonuses do not" if yours else ""), *refs)

    # ---- 7a / 7b: effects that trigger on a successfully played card ------------------------
    mine, theirs_fired = triggers.fired(att, dfd, target, after_damage=False, fortitude=(af, df))
    if mine:
        run.step("7a", "Triggered effects (yours)", "; ".join(f.describe() for f in mine) +
                 (" (the attacker chooses their order)" if len(mine) > 1 else ""), C.timing("7a"))
    if theirs_fired:
        run.step("7b", "Triggered effects (opponent's)", "; ".join(f.describe() for f in theirs_fired) +
                 (" (the defender chooses their order)" if len(theirs_fired) > 1 else ""), C.timing("7b"))

    # ---- 8: the card's effects --------------------------------------------------------------
    notes = []
    winner = None
    if eff.when_successful:
        notes.append(f"{card.title}: " + "; ".join(eff.when_successful))
    if eff.overturn_self:
        done, pinned = victory.overturn(att, eff.overturn_self)
        notes.append(f"the attacker overturns {done}")
        if pinned:
            winner = "defender"
    if eff.overturn_opponent and winner is None:
        done, pinned = victory.overturn(dfd, eff.overturn_opponent)
        notes.append(f"the defender overturns {done}")
        if pinned:
            winner = "attacker"
    heat_refs = []
    if "moves_from_ringside" in eff.potential and not heat.is_heat(card) and heat.removed_when_moving(att.ringside):
        n = len(heat.removed_when_moving(att.ringside))
        # "Your Heat cards are not removed from the game when you move a card from your Ringside pile": this card's text
        # or a card in the attacker's Ring keeps them, when this card's effect is one of the moves it names
        keeper = next((c.title for c in [card] + list(attacker_in_play)
                       for f in (eff if c is card else effects_of(c)).heat_kept if matches(f, target)), None)
        if keeper is not None:
            notes.append(f"if its effect moves a card out of the attacker's Ringside pile, the {n} Heat card"
                         f"{'s' if n != 1 else ''} there stay ({keeper}: they are not removed from the game)")
        else:
            notes.append(f"if its effect moves a card out of the attacker's Ringside pile, first the {n} Heat card"
                         f"{'s' if n != 1 else ''} there are removed from the game")
        heat_refs = [C.glossary("Heat", "first remove all Heat cards")]
    if eff.unread:
        notes.append("text not yet understood: " + " / ".join(f'"{u}"' for u in eff.unread))
    if notes:
        run.step("8", "Card effects", "; ".join(notes), C.timing("8"), C.classic("Card Effects", "Damage occurs after a card effect"),
                 *heat_refs,
                 C.glossary("Pinfall (Pin, Pinned)", "required to overturn") if winner else None)
    if winner:
        return _finish(run, "successful", None, damage, True, winner, af, df, in_ring)

    # ---- 9b: damage, one card at a time -----------------------------------------------------
    to_take = dmg.cards_to_overturn(damage)
    overturned = 0
    reversed_on = None
    seen = []
    refs = [C.timing("9b"), C.glossary("Overturn", "taken from the top of the Arsenal")]
    arsenal = list(dfd.arsenal) if dfd.arsenal is not None else []
    count = dfd.arsenal_count()
    for k in range(1, to_take + 1):
        if count is not None and overturned >= count:
            winner = "attacker"
            break
        overturned += 1
        c = arsenal[k - 1] if k - 1 < len(arsenal) else None
        if c is not None and effects_of(c).when_overturned:
            # its own "when overturned" text takes place as the card is overturned for damage (Timing Breakdown 9b)
            seen.append(f"card {k}, {c.title}, when overturned: " + "; ".join(effects_of(c).when_overturned))
        if c is None or cardtype.reversal_face(c) is None:
            continue
        barred = permission.bars(forbidden, c, "arsenal")
        if barred is not None:
            seen.append(f"card {k}, {c.title}, is not an applicable reversal here ({barred[1]})")
            refs += permission.refs(barred[0].prohibition)
            continue
        check = check_reversal(c, "arsenal", target, restrictions, defence, overturned=True)
        if not check.legal:
            seen.append(f"card {k}, {c.title}, is not an applicable reversal here ({check.reason})")
            refs += [C.glossary("Applicable Reversals", "from the zone in which it currently resides")] + check.refs
            continue
        reversals += 1
        if reversals < needed:
            seen.append(f"card {k}, {c.title}, is {_nth_reversal(reversals, needed)}: damage continues")
            refs += [C.glossary("Effect", "If it is a Multi and the card is not completely reversed"),
                     C.classic("Multi", "remainder of the two reversals")]
            continue
        reversed_on = k
        seen.append(f"card {k}, {c.title}, reverses it ({check.reason}); no further damage, and the overturned "
                    f"reversal deals no damage and applies no text")
        if forbidden:
            seen.append(permission.overturned_note(forbidden))
            refs += [C.classic("Reversing a Maneuver or Action", "overturning the appropriate Reversal card"),
                     C.glossary("Response, Respond", "responds to a card by playing a Reversal card")]
        refs += check.refs + [C.glossary("Applicable Reversals", "from the zone in which it currently resides"),
                 C.classic("Reversal Cards", "You do not apply any of the text effects"),
                 C.classic("Reversing a Maneuver or Action", "overturned Reversal"),
                 C.glossary("Reversal", "Overturn")]
        if needed > 1:
            refs += [C.glossary("Multi", "second reversal against a Multi"), C.classic("Multi", "remainder of the two reversals")]
        break
    if count is not None:
        dfd.arsenal_size = count - overturned
    v.overturned = overturned
    if damage is None:
        detail = "no damage: nothing is overturned"
    else:
        detail = f"{damage} damage: the defender overturns {overturned} card{'s' if overturned != 1 else ''}"
    if seen:
        detail += "; " + "; ".join(seen)
    if winner == "attacker":
        detail += "; the defender must overturn a card and cannot: Pinfall"
        refs.append(C.glossary("Pinfall (Pin, Pinned)", "required to overturn"))
    stun = 0
    if reversed_on is not None:
        stun = stun_value.stun_draw(card, face, reversed_on, to_take)
        refs += [C.glossary("Stun Value", "reversed while overturning"), C.classic("Stun Value", "SV")]
        if stun:
            detail += f"; Stun Value {card.stun}: reversed on card {reversed_on} of {to_take}, the attacker may draw {stun}"
        elif face.kind == "maneuver" and (card.stun or 0) > 0:
            detail += f"; reversed on the last card ({reversed_on} of {to_take}): Stun Value does not trigger"
            refs.append(C.glossary("Stun Value", "very last card"))
        detail += f"; {card.title} stays in the attacker's Ring"
    run.step("9b", "Damage overturned", detail, *refs)
    v.stun_draw = stun
    after_yours, after_theirs = ([], []) if reversed_on is not None or winner else \
        triggers.fired(att, dfd, target, after_damage=True, fortitude=(af, df))
    yours_9c = ([f"{card.title}: " + "; ".join(eff.after_damage)] if eff.after_damage and reversed_on is None
                and not winner else []) + [f.describe() for f in after_yours]
    if chain.may_search_after_damage(card, "successful", gained):
        run.step("9c", "After damage (you)", "; ".join(["Chain: the attacker may discard 2 cards and search his "
                 "Arsenal for 1 Chain card"] + yours_9c), C.timing("9c"), C.glossary("Chain (Trait)", "damage has been applied"))
    elif yours_9c:
        run.step("9c", "After damage (you)", "; ".join(yours_9c), C.timing("9c"))
    if after_theirs:
        run.step("9d", "After damage (opponent)", "; ".join(f.describe() for f in after_theirs), C.timing("9d"))
    if winner:
        return _finish(run, "successful", "arsenal" if reversed_on else None, damage, True, winner, af, df, in_ring)
    ends = reversed_on is not None or eff.ends_own_turn
    return _end_of_turn(run, result="successful", reversed_from="arsenal" if reversed_on else None, damage=damage,
                        turn_ends=ends, af=af, df=df, face=face, by_text=eff.ends_own_turn and reversed_on is None)


def _nth_reversal(n: int, needed: int) -> str:
    """"the first reversal to the Multi" (of two), "reversal 2 of the 3 it takes"."""
    return "the first reversal to the Multi" if needed == 2 and n == 1 else f"reversal {n} of the {needed} it takes"


def _describe_restriction(r: Restriction) -> str:
    from .filters import describe

    text = {
        "irreversible": "cannot be reversed",
        "only_from": f"can only be reversed from {', '.join(sorted(r.zones))}",
        "not_from": f"cannot be reversed from {', '.join(sorted(r.zones))}",
        "only_by": f"can only be reversed by {' or '.join(describe(f) for f in r.filters()) or '?'}"
                   + (f" from {', '.join(sorted(r.zones))}" if r.zones else ""),
        "not_by": f"cannot be reversed by {describe(r.filter) if r.filter else '?'}",
        "momentum": "has Momentum",
        "as_if_non_unique": "can be reversed as if it was non-Unique",
        "price": f"reversing it costs: {r.price}" + (f" (from {', '.join(sorted(r.zones))})" if r.zones else "")
                 + (f" (for {describe(r.filter)})" if r.filter is not None else ""),
        "also_by": f"can be reversed by {' or '.join(describe(f) for f in r.filters()) or '?'}",
        "as_if": f"can be reversed as if it were {describe(r.filter) if r.filter else '?'}",
        "needs": f"it takes {r.count} reversals to reverse it",
    }.get(r.kind, r.kind)
    if r.even_by:
        text = f"cannot be reversed, even by {' or '.join(describe(f) for f in r.even_by)}"
    if r.condition is not None:
        text += f" when {describe_condition(r.condition)}"
    return text


def _not_played(run: _Run, card, af, df, cost, reason) -> Explanation:
    v = run.v
    v.playable = False
    v.fortitude_cost = cost
    v.result = "not_played"
    v.damage = None
    v.fortitude_after = {"attacker": af, "defender": df}
    run.step("2d", "The card is not played", f"{reason}: the sequence ends and {card.title} stays where it started "
             "(it does not count as played)", C.timing("2d"))
    for r in v.responses:
        r.reason = "the card was not played"
    return Explanation(verdict=v, steps=run.steps, scenario_id=run.m.id, question=run.m.question)


def _end_of_turn(run: _Run, result, reversed_from, damage, turn_ends, af, df, face, by_text=False) -> Explanation:
    m = run.m
    winner = None
    if turn_ends:
        if by_text:
            refs = [C.timing("9e"), C.timing("8")]
            detail = "the card's own text ('end your turn') ends the attacker's turn once it has resolved"
        else:
            refs = [C.timing("9e"), C.glossary("Reversal", "end the turn unless they specifically state otherwise")]
            detail = "a reversal ends the attacker's turn"
        if m.revolution and not revolution.attempted_maneuver(m.played_before, face, True):
            done, pinned = victory.overturn(m.attacker, revolution.AGGRESSION_OVERTURN)
            detail += (f"; he has not legally attempted a maneuver this turn, so the Aggression rule makes him "
                       f"overturn 6: he overturns {done}")
            refs += [C.glossary("Revolution (format)", "Aggression rule"), C.glossary("Revolution (format)", "non-maneuver card reversed"),
                     C.revolution("Start of Turn", "overturn 6")]
            if pinned:
                winner = "defender"
                detail += " and cannot overturn the rest: Pinfall, the defender wins"
                refs += [C.glossary("Pinfall (Pin, Pinned)", "required to overturn"), C.revolution("Glossary", "Pin Victory")]
        elif m.revolution:
            detail += "; he attempted a maneuver this turn, so the Aggression rule does not apply"
            refs.append(C.glossary("Revolution (format)", "Aggression rule"))
        if winner is None:
            out = [p for p in (m.attacker, m.defender) if victory.counted_out(p)]
            if len(out) == 2:
                detail += "; both players end the turn with no cards in their Arsenals: Double Count Out"
                refs.append(C.glossary("Count Out", "Double Count Out"))
            elif out:
                loser = out[0]
                winner = "defender" if loser is m.attacker else "attacker"
                detail += f"; the {loser.role} ends the turn with 0 cards in his Arsenal: Count Out"
                refs.append(C.glossary("Count Out", "ends any turn with 0 cards"))
        run.step("9e", "End of turn", detail, *refs)
    return _finish(run, result, reversed_from, damage, turn_ends, winner, af, df, True)


def _finish(run: _Run, result, reversed_from, damage, turn_ends, winner, af, df, in_ring) -> Explanation:
    v = run.v
    v.playable = True
    v.result = result
    v.reversed_from = reversed_from
    v.damage = damage
    v.turn_ends = bool(turn_ends or winner)
    v.winner = winner
    v.fortitude_after = {"attacker": af, "defender": df}
    if winner and not any(s.step == "9e" for s in run.steps):
        run.step("9e", "The match ends", f"the {winner} wins by Pinfall", C.timing("9e"),
                 C.glossary("Win Condition", "required to overturn"))
    return Explanation(verdict=v, steps=run.steps, scenario_id=run.m.id, question=run.m.question)
