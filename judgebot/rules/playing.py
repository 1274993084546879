"""May this card be played at all?  Card type, zone, Active, Universally Unique,
Universally Active, Pre-match / Mid-match limits, Follow-up and "must" requirements.

FAQ v4.0 Glossary, "Played": 'If a player chooses a card in his hand or Backlash deck
..., or the Ringside pile if specific text or trait permits this ... he is considered
to be playing the card.'  "Turn": 'Action cards, Antic cards, and Maneuver cards can
only be played on your turn, Reversal cards can only be played on your opponent's
turn.'  "Active": 'You cannot play a card if there is a card in the Ring area with the
same title with the Active trait.'  "Unique/Universally Unique": 'Universally Unique
cards cannot be played if a card with the same title is already in play.'
"""
from __future__ import annotations

from . import cardtype, heat
from . import citations as C
from .conditions import Situation, describe as describe_condition, holds, previous_as_played, verdict
from .filters import describe, matches, fits_after

MID_MATCH_CAPACITY = {"classic": 6, "revolution": 3}


def check_type(card, face, as_type) -> tuple[bool, str, list]:
    if face is None:
        kinds = ", ".join(f.kind for f in cardtype.faces(card))
        return False, f"{card.title} cannot be played as {as_type} (it is {kinds})", [C.glossary("Hybrid", "choose the card type")]
    if face.kind == "reversal":
        return False, "Reversal cards can only be played on the opponent's turn", [C.glossary("Turn", "Reversal cards can only be played")]
    if face.kind == "pre-match":
        return False, "Pre-match cards can only be played during the Pre-match phase", \
            [C.classic("Pre-match Cards", "only be played"), C.glossary("Pre-match Phase", "Pre-match Phase starts any game")]
    if face.kind in ("superstar", "backstage"):
        return False, f"{card.title} is never played: it is revealed from the Backstage Area", [C.glossary("Superstar / Superstar Card", "does not see this as a played card")]
    if face.kind not in cardtype.PLAYABLE_KINDS:
        return False, f"{card.title} is not a card that can be played on your turn", [C.glossary("Turn", "can only be played on your turn")]
    return True, f"{card.title} is played as {'an' if face.kind[0] in 'aeiou' else 'a'} {face.kind}", \
        [C.glossary("Turn", "can only be played on your turn")]


def check_zone(card, from_zone: str, effects, player, heat_used: bool) -> tuple[bool, str, list]:
    faces = cardtype.faces(card)
    where = {"hand": "the hand", "ringside": "the Ringside pile", "backlash": "the Backlash deck"}
    if from_zone in effects.not_play_zones:
        return False, f"its text: it cannot be played from {where.get(from_zone, from_zone)}", \
            [C.glossary("Played", "Ringside pile if specific text")]
    if effects.play_zones and from_zone not in effects.play_zones:
        return False, ("its text: it can only be played from "
                       + " or ".join(where.get(z, z) for z in sorted(effects.play_zones))), \
            [C.glossary("Played", "Ringside pile if specific text")]
    if from_zone == "ringside" and "ringside" in effects.play_zones:
        return True, "its text lets it be played (only) from the Ringside pile", \
            [C.glossary("Played", "Ringside pile if specific text")]
    if from_zone == "backlash":
        ok = any(f.backlash == "Mid-match" for f in faces)
        return ok, ("played from the Backlash deck" if ok else f"{card.title} is not a Mid-match card, so it is not in a Backlash deck"), \
            [C.glossary("Backlash (Deck)", "Cards played from the Backlash Deck")]
    if from_zone == "ringside":
        if effects.from_ringside:
            return True, "its text lets it be played from the Ringside pile", [C.glossary("Played", "Ringside pile if specific text")]
        ok, why = heat.may_play_from_ringside(card, player.ringside, heat_used)
        return ok, why, [C.glossary("Heat", "6 or more Heat cards"), C.classic("Heat", "once during each turn")]
    if faces and all(f.backlash is not None for f in faces):
        return False, f"{card.title} is a Backlash card and is never in a hand", [C.glossary("Backlash (Deck)", "may not go into your Hand")]
    return True, "played from the hand", []


def check_in_play(card, face, attacker, defender, fmt: str) -> tuple[bool, str, list]:
    """Active, Universally Unique, Universally Active, Mid-match capacity."""
    title = card.base_title
    if cardtype.has_trait(card, "Active") and any(c.base_title == title for c in attacker.ring):
        return False, f"{title} is Active and a card with that title is in the attacker's Ring", \
            [C.glossary("Active", "same title with the Active trait")]
    if cardtype.has_trait(card, "Universally Unique") and any(c.base_title == title for c in attacker.ring + defender.ring):
        return False, f"{title} is Universally Unique and a card with that title is already in play", \
            [C.glossary("Unique/Universally Unique", "cannot be played if a card with the same title")]
    for c in attacker.ring + defender.ring:
        if cardtype.has_trait(c, "Universally Active"):
            shared = set(cardtype.faces(c)[0].qualifiers) & set(face.qualifiers) if cardtype.faces(c) else set()
            if shared:
                return False, f"{c.title} is Universally Active: no card sharing its sub-type may be played", \
                    [C.glossary("Universally Active", "shares a sub-type")]
    if face.backlash == "Mid-match":
        cap = MID_MATCH_CAPACITY.get(fmt, 6)
        in_ring = sum(1 for c in attacker.ring if any(f.backlash == "Mid-match" for f in cardtype.faces(c)))
        if in_ring >= cap:
            return False, f"{in_ring} Mid-match cards are already in the Ring (limit {cap})", \
                [C.glossary("Capacity", "Mid-match Capacities"), C.glossary("Revolution (format)", "maximum number of Pre-match and Mid-match")]
    return True, "", []


def check_requirements(effects, situation: Situation) -> tuple[bool, str]:
    """Timing Breakdown 2b: every 'must' requirement and "Can only be played when ..." condition.

    A condition judgebot cannot read ("Can only be played if you are the player with the lowest Superstar Value",
    "Can only be played by a Female Superstar") is not checked: unless a part it can read already decides
    (conditions.verdict), the play goes on as described and the step quotes the card's words the judge must confirm."""
    met, unchecked = [], []
    for cond in effects.play_conditions:
        v = verdict(cond, situation)
        if v is False:
            return False, f"it can only be played when {describe_condition(cond)}"
        (met if v else unchecked).append(cond)
    why = []
    if met:
        why.append("its requirements are met: " + "; ".join(describe_condition(c) for c in met))
    if unchecked:
        words = [part.word or describe_condition(part) for cond in unchecked for part in _unread_parts(cond)]
        why.append("not checked, for the judge to confirm: " + "; ".join(f'"{w}"' for w in dict.fromkeys(words)))
    return True, "; ".join(why) or "no 'must' requirements"


def _unread_parts(cond) -> list:
    """The parts of `cond` judgebot cannot read (itself, or inside "any" / "all")."""
    if cond.kind == "unread":
        return [cond]
    return [p for c in (cond.parts if cond.kind in ("any", "all") else ()) for p in _unread_parts(c)]


def check_follow_up(effects, previous, counter: bool = False, opened_by_previous: bool = False,
                    also_after=()) -> tuple[bool, str]:
    """Timing Breakdown 2c: the card played immediately before this turn must fit the Follow-up
    (or, for "... or as a Counter", the card is a Counter: FAQ Glossary "Counter"; or the card before says this one
    may be played after it: "You may play the card titled Maintain Hold after this card", `opened_by_previous`)."""
    if not effects.follow_up:
        return True, "no Follow-up condition"
    wanted = " or ".join(describe(f) for f in effects.follow_up)
    wanted = wanted if wanted.startswith("the ") else f"a {wanted}"     # "a Set-up card", "the card titled X"
    if effects.or_counter and counter and previous is None:
        return True, ("it is played as a Counter: the attacker reversed a card to end his opponent's turn and "
                      "this is the first card played on his turn")
    prev = previous_as_played(previous)
    if prev is None:
        return False, f"it can only be played after {wanted}, and no card was played before it this turn"
    if previous.result != "successful":
        return False, f"it can only be played after {wanted} that was successfully played; {previous.card.title} was reversed"
    if any(matches(f, prev) for f in effects.follow_up):
        return True, f"{previous.card.title} was played immediately before: it is {wanted}"
    if any(fits_after(f, None, also_after) for f in effects.follow_up):
        return True, (f"{previous.card.title} was played immediately before, and its text makes this card considered "
                      f"played after {wanted}")
    if opened_by_previous:
        return True, (f"{previous.card.title} was played immediately before, and its text lets this card be played "
                      f"after it (in place of {wanted})")
    return False, f"it can only be played after {wanted}; the card played immediately before was {previous.card.title}"
