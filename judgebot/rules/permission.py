"""Player permissions: "your opponent cannot respond to this card", "he cannot play reversals (from hand) to it".

FAQ v4.0 Glossary "Response, Respond": 'A player responds to a card by playing a Reversal card, activating a
card effect, even if the card is not in their Ring, or activating their Ability.'

FAQ v4.0 Glossary "Reversal Restriction": 'Reversal restrictions are strictly a property of cards. Cards and
effects that modify player permissions are never reversal restrictions' and 'A card that cannot be responded to
does not have a reversal restriction; losing the ability to respond does not alter what cards will reverse a card,
it only alters player permissions to play those cards.'

So a permission taken from the defender:
- stops the reversals he would *play* (from hand, Backlash, Ringside) and, for "cannot respond", the card effects
  and Abilities he would activate (from the Ring or Backstage);
- does not stop a reversal overturned from his Arsenal while he takes damage: an overturned reversal is not
  played (Classic rulebook, "Reversing a Maneuver or Action": 'it is still possible for you to reverse your
  opponent's Maneuver by overturning the appropriate Reversal card'; FAQ: 'this card is 12F if overturned as a
  Reversal, since it is not 'played'');
- is not passed by reversal text that ignores reversal restrictions, and holds on an RMS card, since it modifies
  the opponent, not the card (FAQ Virtual Cards "Backed by SmackDown! GM Vickie Guerrero": 'modifies the opponent,
  not the maneuvers').
"""
from __future__ import annotations

from dataclasses import dataclass

from . import cardtype
from . import citations as C
from .conditions import holds
from .facts import CardFilter, Prohibition
from .filters import AsPlayed, describe as describe_filter, matches

PLAYED_FROM = frozenset({"hand", "backlash", "ringside"})     # where a reversal card is played
ACTIVATED_FROM = frozenset({"ring", "backstage"})             # where a reversal effect or Ability is activated


@dataclass(frozen=True)
class InForce:
    """A permission taken from the defender for the card being played, and the card that takes it."""

    prohibition: Prohibition
    origin: str


def describe(p: Prohibition) -> str:
    """"your opponent cannot respond to it", "... cannot play reversals from hand to it"."""
    if p.kind == "respond":
        return "the opponent cannot respond to it"
    names = [describe_filter(f) for f in p.cards]
    what = " or ".join("reversal cards" if n == "reversal" else n for n in names) if names else "any card"
    where = f" from {' or '.join(sorted(p.zones))}" if p.zones else ""
    return f"the opponent cannot play {what}{where} to it"


def bars(in_force: list[InForce], card, zone: str) -> tuple[InForce, str] | None:
    """The permission (and why) that forbids the defender to answer with `card` from `zone`, or None."""
    for f in in_force:
        p = f.prohibition
        if p.kind == "respond":
            if zone in PLAYED_FROM | ACTIVATED_FROM:
                how = "play" if zone in PLAYED_FROM else "activate"
                return f, (f"{f.origin}: the opponent cannot respond to it, so he cannot {how} {card.title} "
                           f"from {zone} (a player permission, not a reversal restriction)")
            continue
        if zone not in (p.zones or PLAYED_FROM):
            continue
        face = cardtype.reversal_face(card)
        as_card = AsPlayed(card=card, face=face, damage=card.damage)
        if p.cards and not any(matches(c, as_card) for c in p.cards):
            continue
        return f, (f"{f.origin}: {describe(p)}, so {card.title} cannot be played from {zone} "
                   f"(a player permission, not a reversal restriction)")
    return None


def refs(p: Prohibition) -> list:
    """The passages a judge reads for this permission."""
    out = [C.glossary("Reversal Restriction", "modify player permissions")]
    if p.kind == "respond":
        out += [C.glossary("Response, Respond", "responds to a card by playing a Reversal card"),
                C.glossary("Reversal Restriction", "cannot be responded to does not have a reversal restriction")]
    return out


def overturned_note(in_force: list[InForce]) -> str:
    """Why a reversal overturned from the Arsenal still reverses a card its player may not respond to."""
    if not in_force:
        return ""
    return ("an overturned reversal is not played, so the permission taken from the opponent "
            f"({'; '.join(describe(f.prohibition) for f in in_force)}) does not stop it")


def banned_this_turn(card, as_played, played_before, effects_of, half_of) -> str | None:
    """Why the attacker may not play `card` now, or None: a card he played earlier this turn said "You cannot play
    the card titled X for the rest of the turn" / "you cannot play this card for the rest of this turn" (a
    permission of his own, `TurnBan`), and what came of that card starts it (played, successful or reversed)."""
    for b in played_before:
        for ban in effects_of(b.card, half_of(b)).turn_bans:
            if ban.after != "played" and ban.after != b.result:
                continue
            # "this card": the cards of its title (a Throwback is the card of the same title)
            banned = CardFilter(title_is=getattr(b.card, "base_title", "") or b.card.title) if ban.this_card \
                else ban.filter
            if not matches(banned, as_played):
                continue
            what = "this card" if ban.this_card else describe_filter(ban.filter)
            how = {"successful": "successfully played", "reversed": "reversed"}.get(ban.after, "played")
            return (f"{b.card.title} was {how} this turn: 'you cannot play {what} for the rest of the turn', so "
                    f"{card.title} cannot be played")
    return None


def own_ban(in_play, as_played, zone: str, situation, effects_of) -> str | None:
    """Why a player may not play `as_played` from `zone`, or None: a card in his Ring or his Superstar says "You
    cannot play Grapple or Submission maneuvers", "... actions from your hand" (`OwnBan`), its condition holding in
    `situation` (his point of view).  A reversal overturned from the Arsenal is not played, so no ban reaches it."""
    if zone not in PLAYED_FROM:
        return None
    for c in in_play:
        for ban in effects_of(c).own_bans:
            if ban.zones and zone not in ban.zones:
                continue
            if matches(ban.filter, as_played) and holds(ban.condition, situation):
                where = f" from {' or '.join(sorted(ban.zones))}" if ban.zones else ""
                return (f"{c.title}: 'you cannot play {describe_filter(ban.filter)}{where}', so "
                        f"{as_played.card.title} cannot be played from {zone}")
    return None
