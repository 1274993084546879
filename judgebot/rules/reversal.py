"""Reversing: is a reversal applicable to the card played, from where it comes, and can it be paid for?

FAQ v4.0 Glossary, "Applicable Reversals": 'A card is an "applicable reversal" if it is
able to reverse the card in question from the zone in which it currently resides.' ...
'A reversal is "applicable" regardless of its Fortitude requirement'.  Classic rulebook
v17, "Reversal Cards": 'Reversals state which type of Maneuvers or Actions they can
reverse and, if applicable, will give any restrictions such as the amount of damage
they can reverse. ... You must have a Fortitude Rating equal to or greater than the
Fortitude Value on the Reversal card in order to play it.'  Glossary "Plunging, Plunge".
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import amounts, cardtype, chain, heat, momentum, rms
from . import citations as C
from .conditions import Situation, describe as describe_condition, holds
from .effects import effects_of, reversal_ability
from .facts import CardFilter, Restriction
from .filters import AsPlayed, describe, matches
from .fortitude import Applied, apply_in_order, show


@dataclass
class ReversalCheck:
    legal: bool
    reason: str
    refs: list = field(default_factory=list)
    cost: int | None = None
    applicable: bool = False        # fits the card from this zone (Fortitude aside)
    completely: bool = False        # it fits through a "completely reverse ..." alternative (FAQ Glossary "Multi")


@dataclass
class Defence:
    """What the defender brings to a reversal attempt."""

    defender: object                  # zones.Player
    attacker: object
    defender_fortitude: int
    attacker_fortitude: int
    plunge: list = field(default_factory=list)      # Applied modifiers to the defender's reversals
    chain_discards: int = 0
    heat_used: bool = False
    first_of_its_kind: bool = True                  # the card played is the first maneuver (or card) this turn
    first_card: bool = True                         # the card played is the first card played this turn
    cards_before: int = 0                           # cards the attacker played before it this turn


def in_play_modifiers(card, face, d: Defence) -> list:
    """Continuous Fortitude modifiers to a reversal from cards in play: the attacker's "all the F Values of
    your opponent's cards are doubled" (American Bad Ass) and the defender's own "your reversals are -2F".
    FAQ v4.0 Glossary "Reversal": effects can alter the cost of Reversal cards; Timing Breakdown 2a (the
    reversal follows its own Timing Breakdown): the card's player's effects first, then his opponent's."""
    as_rev = AsPlayed(card=card, face=face, damage=card.damage)
    out = []
    sides = ((d.defender, d.attacker, d.defender_fortitude, d.attacker_fortitude, "ring_mods", "defender"),
             (d.attacker, d.defender, d.attacker_fortitude, d.defender_fortitude, "opponent_mods", "attacker"))
    for owner, other, own_f, other_f, kind, whose in sides:
        s = Situation(you=owner, opponent=other, your_fortitude=own_f, opponent_fortitude=other_f)
        for c in ([owner.superstar] if owner.superstar is not None else []) + list(owner.ring):
            for mod in getattr(effects_of(c), kind):
                if mod.stat != "F" or not holds(mod.condition, s):
                    continue
                if mod.applies_to is not None and not matches(mod.applies_to, as_rev):
                    continue
                mod, how = amounts.settled(mod, s)
                if mod is None:
                    continue
                out.append(Applied(mod, f"{c.title} in the {'attacker' if whose == 'attacker' else 'defender'}'s Ring"
                                   + (f", {how}" if how else ""), whose))
    return out


def _zone_permits(card, zone: str, d: Defence) -> tuple[bool, str, list]:
    faces = cardtype.faces(card)
    if zone == "backstage":
        ok = card.is_superstar or any(f.kind in ("backstage", "superstar") for f in faces)
        return ok, ("a Superstar Ability reverses from the Backstage Area" if ok else
                    f"{card.title} is not a Superstar or Backstage card"), [C.classic("Glossary", "Backstage Area")]
    if zone == "ring":
        return True, "an effect of a card in the Ring", [C.glossary("Ring (Area)", "Reversals can come from the Ring")]
    rev = effects_of(card, "reversal")
    if zone in ("hand", "backlash", "ringside") and (zone in rev.not_play_zones
                                                     or (rev.play_zones and zone not in rev.play_zones)):
        # "Can only be played from your Ringside pile", "Cannot be played from Ringside" (overturning is not playing)
        return False, (f"{card.title} cannot be played from the {zone}" if zone in rev.not_play_zones else
                       f"{card.title} can only be played from the {' or '.join(sorted(rev.play_zones))}"), \
            [C.glossary("Played", "Ringside pile if specific text")]
    ability = reversal_ability(card)
    if ability is not None and zone in ability.zones:
        return True, f"{card.title}'s text lets it reverse from the {zone}", []
    if zone == "ringside":
        if effects_of(card, "reversal").from_ringside:
            return True, f"{card.title}'s text lets it be played from the Ringside pile", []
        ok, why = heat.may_play_from_ringside(card, d.defender.ringside, d.heat_used)
        return ok, why, [C.glossary("Heat", "6 or more Heat cards")]
    if zone == "backlash":
        ok = any(f.backlash == "Mid-match" for f in faces) or "Mid-match" in card.types
        return ok, ("a Mid-match card from the Backlash deck" if ok else
                    f"{card.title} is not a Mid-match card, so it is not in a Backlash deck"), \
            [C.glossary("Backlash (Deck)", "Mid-match cards or Pre-match")]
    if zone == "hand":
        backlash_only = faces and all(f.backlash is not None for f in faces)
        if backlash_only:
            return False, f"{card.title} is a Backlash card and is never in a hand", \
                [C.glossary("Backlash (Deck)", "may not go into your Hand")]
        return True, "", []
    return True, "", []


def restrictions_in_force(effects, granted: list[Restriction], target_card, situation: Situation):
    """Printed restrictions whose condition is met (Potentiality Rule) plus granted ones (none on RMS cards)."""
    out = [r for r in effects.restrictions if holds(r.condition, situation)]
    if rms.may_be_modified_by(target_card, from_itself=False):
        out += granted
    return out


_UNIQUE = frozenset({"unique", "universally unique"})

# restriction kinds (facts.Restriction) each printed wording covers
_CANNOT = frozenset({"irreversible", "not_from", "not_by", "momentum_only"})
_CAN_ONLY = frozenset({"only_from", "only_by"})


def _ignored(r: Restriction, ignores, printed=()) -> bool:
    """A reversal that reverses 'even if it cannot be reversed' passes the target's "cannot be reversed"
    restrictions; one that ignores "any reversal restriction" passes every restriction (FAQ Glossary
    "Reversal Restriction": 'any card, Ability, or effect that modifies the reversibility of a card'); one that
    ignores "any printed reversal restriction" passes those printed on the card (`printed`)."""
    return ("all" in ignores or ("cannot_be_reversed" in ignores and r.kind in _CANNOT)
            or ("discard_price" in ignores and r.kind == "price" and r.count is not None)
            or ("can_only_be_reversed" in ignores and r.kind in _CAN_ONLY)
            or ("printed" in ignores and r in printed))


def _targets_now(ability, zone: str, d: Defence) -> list:
    """The reversal's targets in this state: its own, those of every conditional alternative whose state holds
    ("or when you have lower Fortitude, completely reverse any card"; "when overturned, can also reverse ...")
    and, when an "instead" alternative holds, that alternative in place of its own."""
    if not getattr(ability, "conditional", ()):
        return list(ability.targets), []
    s = Situation(you=d.defender, opponent=d.attacker, your_fortitude=d.defender_fortitude,
                  opponent_fortitude=d.attacker_fortitude, played_as="reversal")
    extra, instead, completely = [], [], []
    for ct in ability.conditional:
        if ct.zones and zone not in ct.zones:
            continue
        if ct.condition is not None and not holds(ct.condition, s):
            continue
        (instead if ct.instead else extra).append(ct.filter)
        if ct.completely:
            completely.append(ct.filter)
    return (instead or list(ability.targets)) + extra, completely


def _as_if(target: AsPlayed, r: Restriction) -> AsPlayed | None:
    """The card played as its "can be reversed as if ..." text has it: non-Unique, or another maneuver type,
    damage class or card type (its printed type line is not changed; FAQ Glossary "Reversal Restriction")."""
    if r.kind == "as_if_non_unique":
        if not cardtype.traits(target.card) & _UNIQUE:
            return None
        return replace(target, card=replace(target.card, traits=tuple(
            t for t in target.card.traits if cardtype._norm_trait(t) not in _UNIQUE)))
    if r.kind != "as_if" or r.filter is None:
        return None
    f, face = r.filter, target.face
    if f.subtypes:
        return replace(target, face=cardtype.Face("maneuver", subtypes=tuple(sorted(f.subtypes)),
                                                  classes=face.classes if face is not None else ()))
    if f.classes:
        base = face if face is not None and face.kind == "maneuver" else cardtype.Face("maneuver")
        return replace(target, face=replace(base, classes=tuple(sorted(f.classes))))
    if len(f.kinds) == 1:
        return replace(target, face=cardtype.Face(next(iter(f.kinds))))
    return None


def check_reversal(card, zone: str, target: AsPlayed, restrictions: list[Restriction], d: Defence,
                   overturned: bool = False) -> ReversalCheck:
    """Can `card` (from `zone`) reverse the card being played?  Every "no" names its reason."""
    refs = [C.glossary("Applicable Reversals", "from the zone in which it currently resides")]
    name = card.title
    if zone != "arsenal":
        ok, why, zrefs = _zone_permits(card, zone, d)
        refs += zrefs
        if not ok:
            return ReversalCheck(False, why, refs)
    from_text = reversal_ability(card) is not None and zone in reversal_ability(card).zones
    if zone in ("hand", "backlash", "ringside", "arsenal") and cardtype.reversal_face(card) is None and not from_text:
        return ReversalCheck(False, f"{name} is not a Reversal card", refs + [C.glossary("Reversal", "main card types")])
    if cardtype.is_hybrid(card):
        refs.append(C.glossary("Hybrid", "choose the card type"))
    ability = reversal_ability(card)
    if ability is None:
        unread = effects_of(card, "reversal").unread
        why = (f"{name}'s reversal text is not understood yet: \"{unread[0]}\"" if unread
               else f"{name} does not say it reverses anything")
        return ReversalCheck(False, why, refs)
    if ability.zones and zone not in ability.zones:
        return ReversalCheck(False, f"{name} reverses only from the {' or '.join(sorted(ability.zones))}", refs)
    if ability.discard_cost and "hand" in d.defender.given and len(d.defender.hand) < ability.discard_cost:
        return ReversalCheck(False, f"{name} needs {ability.discard_cost} cards discarded and the defender has "
                                    f"{len(d.defender.hand)} in hand", refs + [C.glossary("Effect", "pay the cost")])
    if ability.condition is not None and ability.condition.kind == "first_card_this_turn" and ability.condition.n:
        # "if it is not the first or second card played this turn"
        n = ability.condition.n
        among = d.cards_before < n
        if among != (not ability.condition.negated):
            return ReversalCheck(False, f"{name} reverses it only if it is {'not ' if ability.condition.negated else ''}"
                                        f"one of the first {n} cards played this turn (it is card "
                                        f"{d.cards_before + 1})", refs)
    elif ability.condition is not None and ability.condition.kind == "first_card_this_turn":
        first = d.first_card if ability.condition.word == "card" else d.first_of_its_kind
        if first != (not ability.condition.negated):
            return ReversalCheck(False, f"{name} reverses it only if it is {'not ' if ability.condition.negated else ''}"
                                        f"the first of its kind played this turn", refs)
    targets, complete_fs = _targets_now(ability, zone, d)
    fits = [f for f in targets if matches(f, target)]
    via_as_if = ""
    for r in restrictions:
        # "Can be reversed as if it was non-Unique", "... as if it were a Strike": reversals to that fit it too
        as_if = _as_if(target, r)
        more = [f for f in targets if f not in fits and matches(f, as_if)] if as_if is not None else []
        if more:
            if not fits:
                via_as_if = "non-Unique" if r.kind == "as_if_non_unique" else describe(r.filter)
            fits += more
            refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
    completely = any(f in complete_fs for f in fits)
    named = {c for f in targets for c in f.classes}
    if named:
        named |= cardtype.damage_classes(target.card, target.face)
    for cls in sorted(named):
        refs.append(C.glossary(cls, "printed trait"))
    if ability.zones == frozenset({"arsenal"}):
        refs.append(C.glossary("Requirement", "Requirement: Overturned"))
    if any(f.does for f in targets):
        refs.append(C.glossary("Potentiality Rule", "will do 'when played'"))
        if any(f.does for f in fits):
            refs.append(C.glossary("Potentiality Rule", "presents a choice"))
    rev_face = cardtype.reversal_face(card)
    as_rev = AsPlayed(card=card, face=rev_face, damage=card.damage)
    granted = next((r for r in restrictions if r.kind == "also_by" and any(matches(f, as_rev) for f in r.filters())),
                   None)
    if not fits and granted is not None:
        # "Can be reversed by the card titled Clean Break": the card played names this reversal
        fits = [CardFilter(title_is=target.card.title)]
        via_as_if = via_as_if or "reversed"
        refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
    if not fits:
        wants = "; ".join(describe(f) for f in targets) or "nothing"
        refs.append(C.classic("Reversal Cards", "Reversals state which type"))
        unread = [s for s in effects_of(card, "reversal").unread if "revers" in s.lower()]
        if unread:
            # part of what it reverses is still unread: say so rather than a bare "no"
            return ReversalCheck(False, f"{name} reverses {wants} (as read so far): {target.card.title} as played is "
                                        f"not one, and its reversal text is not fully understood yet: \"{unread[0]}\"",
                                 refs)
        return ReversalCheck(False, f"{name} reverses {wants}: {target.card.title} as played is not one", refs)
    ignores = set(getattr(ability, "ignores", frozenset()))
    for f in fits:
        # "reverse any card that cannot be reversed" / "... with a 'can only be reversed' restriction": a
        # reversal aimed at that restriction passes it (FAQ Classic Cards "Not According to the Fine Print")
        if f.restricted in ("irreversible", "cannot_wording"):
            ignores.add("cannot_be_reversed")
        elif f.restricted == "can_only":
            ignores.add("can_only_be_reversed")
    if target.momentum and not momentum.reverses_momentum(ability) and "all" not in ignores:
        refs.append(C.glossary("Momentum", "specifically reverse Momentum"))
        return ReversalCheck(False, f"{target.card.title} has Momentum and {name} does not reverse Momentum cards", refs)
    passed, paid = [], []
    printed_rs = effects_of(target.card, target.face.kind if target.face is not None else None).restrictions \
        if "printed" in ignores else ()
    for r in restrictions:
        bad = None
        if r.kind in ("as_if_non_unique", "as_if", "also_by"):
            continue
        if r.kind == "price":
            if r.zones and zone not in r.zones:
                continue
            if r.filter is not None and not matches(r.filter, as_rev):
                continue                # "... to play RMS reversals to it": other reversals pay nothing
            if _ignored(r, ignores, printed_rs):
                passed.append(f"{target.card.title}'s price for reversing ({r.price})")
                continue
            refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
            if r.count is not None and d.chain_discards < r.count:
                bad = (f"reversing {target.card.title} costs the defender: {r.price} (he discarded {d.chain_discards})"
                       + (f" ({describe_condition(r.condition)})" if r.condition is not None else ""))
                return ReversalCheck(False, bad, refs, applicable=False)
            paid.append(r.price)
            continue                    # it widens what reverses the card (read above), it blocks nothing
        named = [f for f in r.even_by if matches(f, as_rev)]
        if named and _ignored(r, ignores, printed_rs):
            # "Cannot be reversed, even by the card titled When You Thought You Had All the Answers...": the
            # restriction names this reversal, so what its text ignores does not pass it (FAQ Classic Cards
            # "Con-Chair-To": "This card overrules the WYTYHATA effect")
            refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
            bad = f"{target.card.title} cannot be reversed, even by {describe(named[0])}"
            if r.condition is not None:
                bad += f" ({describe_condition(r.condition)})"
            return ReversalCheck(False, bad, refs, applicable=False)
        if _ignored(r, ignores, printed_rs):
            passed.append(f"{target.card.title}'s reversal restriction ({r.kind.replace('_', ' ')})")
            refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
            continue
        if r.kind in ("irreversible", "momentum_only") and ability.reverses:
            bad = f"{target.card.title} cannot be reversed"
        elif r.kind == "only_from" and zone not in r.zones:
            bad = f"{target.card.title} can only be reversed from {', '.join(sorted(r.zones))}; this comes from {zone}"
        elif r.kind == "not_from" and zone in r.zones:
            bad = f"{target.card.title} cannot be reversed from {zone}"
        elif r.kind == "only_by" and (not r.zones or zone in r.zones) and not any(matches(f, as_rev) for f in r.filters()):
            bad = f"{target.card.title} can only be reversed by {' or '.join(describe(f) for f in r.filters())}" + \
                (f" from {', '.join(sorted(r.zones))}" if r.zones else "")
        elif r.kind == "not_by" and matches(r.filter, as_rev) and (not r.zones or zone in r.zones):
            bad = f"{target.card.title} cannot be reversed by {describe(r.filter)}" + \
                (f" from {', '.join(sorted(r.zones))}" if r.zones else "")
        if bad:
            if r.condition is not None:
                bad += f" ({describe_condition(r.condition)})"
            refs.append(C.glossary("Reversal Restriction", "modifies the reversibility"))
            return ReversalCheck(False, bad, refs, applicable=False)
    if chain.blocks_reversal(target.card, zone, d.chain_discards, target.gained) and not ignores & {"all", "discard_price"}:
        # ("you may play this card without discarding any cards, reverse any Chain card": Chained Heat)
        refs.append(C.glossary("Chain (Trait)", "If he does not, it cannot be reversed"))
        return ReversalCheck(False, f"{target.card.title} is a Chain card: without discarding 2 cards it cannot be "
                                    f"reversed from the {zone}", refs)
    if chain.is_chain(target.card, target.gained) and zone in chain.OPEN_ZONES:
        refs.append(C.glossary("Chain (Trait)", "If he does, he can reverse it"))
    rev_effects = effects_of(card, "reversal")
    situation = Situation(you=d.defender, opponent=d.attacker, your_fortitude=d.defender_fortitude,
                          opponent_fortitude=d.attacker_fortitude, played_as="reversal")
    met = []
    for cond in rev_effects.play_conditions:
        if not holds(cond, situation):
            return ReversalCheck(False, f"{name} can only be played when {describe_condition(cond)}",
                                 refs + [C.glossary("Requirement", "must meet the Requirement")], applicable=True)
        met.append(describe_condition(cond))
    if zone in ("ring", "backstage"):
        return ReversalCheck(True, f"{name} reverses {target.card.title} from the {zone} (no Fortitude cost)",
                             refs + [C.glossary("Plunging, Plunge", "does not have a Fortitude cost")],
                             cost=None, applicable=True, completely=completely)
    plunge = d.plunge if rms.plunging_applies(card) else []
    own = [Applied(m, "its own text" + (f", {how}" if how else ""), "defender")
           for m, how in (amounts.settled(mod, situation) for mod in rev_effects.fortitude_mods
                          if mod.applies_to is None and holds(mod.condition, situation)) if m is not None]
    if rms.may_be_modified_by(card, from_itself=False):
        plunge = plunge + in_play_modifiers(card, rev_face, d)
    cost = apply_in_order(card.fortitude or 0, own + [a for a in plunge if a.whose == "defender"],
                          [a for a in plunge if a.whose != "defender"])
    if plunge:
        refs.append(C.glossary("Plunging, Plunge", "increasing the cost"))
    elif d.plunge and rms.is_rms(card):
        refs.append(C.glossary("Plunging, Plunge", "does not affect RMS reversals"))
    if cost > d.defender_fortitude:
        return ReversalCheck(False, f"{name} costs {cost}F and the defender's Fortitude Rating is "
                                    f"{d.defender_fortitude}", refs + [C.classic("Reversal Cards", "Fortitude Rating equal")],
                             cost=cost, applicable=True)
    mods = "".join(f" {show(a.mod)} ({a.origin})" for a in own + plunge)
    needs = f"; it can be played: {'; '.join(met)}" if met else ""
    if passed:
        needs += f"; its text ignores {', '.join(passed)}"
    if paid:
        needs += f"; reversing {target.card.title} costs: {', '.join(paid)}"
    if via_as_if == "reversed":
        needs += f"; {target.card.title}'s text says it can be reversed by {name}"
    elif via_as_if:
        needs += f"; {target.card.title} can be reversed as if it were {via_as_if} (its text)"
    return ReversalCheck(True, f"{name} reverses {describe(fits[0])}; cost {card.fortitude or 0}F{mods} = {cost}F "
                               f"<= {d.defender_fortitude}{needs}", refs, cost=cost, applicable=True,
                         completely=completely)
