"""Variable values: the "#" a card defines ("This card is -#F, where # is your opponent's Fortitude Rating").

FAQ v4.0 Glossary "Fortitude": 'Fortitude is the total printed Damage value of all the cards in a player's Ring
Area.'  Timing Breakdown 2a / 3a: the Fortitude cost and the Damage are determined 'including modifiers', so a
modifier whose amount the card defines is worked out from the game state at that step, here.

What the rules can count: a player's Fortitude Rating or Superstar Value, the cards of a zone (Ring, hand,
Ringside) that fit a description, the Stun Value in a Ring; with "twice", "half ... rounded up/down", "+6",
"10 minus ...", "cannot be greater than 12".  Anything else stays unread (see `effects`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from .facts import Amount
from .filters import AsPlayed, matches

COUNTED_ZONES = ("ring", "hand", "ringside")


@dataclass(frozen=True)
class Worked:
    """A variable amount worked out: the number, and how (for the explanation)."""

    value: int
    how: str


def _count(amount: Amount, player) -> int | None:
    if amount.zone not in COUNTED_ZONES:
        return None
    if amount.zone != "ring" and amount.zone not in getattr(player, "given", frozenset()):
        return None                     # the scenario does not say what is in that hand or Ringside pile
    from . import cardtype

    cards = player.zone(amount.zone)
    if amount.filter is None:
        return len(cards)
    return sum(1 for c in cards if matches(amount.filter, AsPlayed(card=c, face=cardtype.face_as(c, None),
                                                                   damage=c.damage)))


def work_out(amount: Amount, situation) -> Worked | None:
    """The value of `amount` seen from the card's controller (`situation.you`), or None when the state given does
    not say (a hand that was not listed, a Superstar not named)."""
    player = situation.you if amount.player != "opponent" else situation.opponent
    whose = "his opponent's" if amount.player == "opponent" else "his"
    if amount.kind == "player_stat" and amount.stat == "fortitude_rating":
        base = situation.opponent_fortitude if amount.player == "opponent" else situation.your_fortitude
        what = f"{whose} Fortitude Rating"
    elif amount.kind == "player_stat" and amount.stat == "superstar_value":
        star = getattr(player, "superstar", None)
        base = getattr(star, "superstar_value", None) if star is not None else None
        what = f"{whose} Superstar Value"
    elif amount.kind == "count":
        base = _count(amount, player)
        what = f"the cards counted in {whose} {amount.zone}"
    elif amount.kind == "stun_value" and amount.zone == "ring":
        base = sum(max(getattr(c, "stun", 0) or 0, 0) for c in player.ring)
        what = f"the Stun Value in {whose} Ring"
    else:
        return None
    if base is None:
        return None
    value = base * amount.times
    if amount.divide > 1:
        value = -(-value // amount.divide) if amount.rounding == "up" else value // amount.divide
    value += amount.offset
    if amount.subtract_from is not None:
        value = amount.subtract_from - value
    if amount.maximum is not None:
        value = min(value, amount.maximum)
    if amount.minimum is not None:
        value = max(value, amount.minimum)
    return Worked(value, f"# = {value} ({what}: {base})")



def settled(mod, situation):
    """The modifier with its "#" worked out (and how), or (None, "") when the state does not say; a modifier with a
    plain number comes back as it is."""
    if mod.amount_of is None:
        return mod, ""
    worked = work_out(mod.amount_of, situation)
    if worked is None:
        return None, ""
    return replace(mod, amount=worked.value), worked.how
