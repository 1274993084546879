"""Check a condition printed on a card against the game state.

Classic rulebook v17, "Special Card Effects": 'Some cards have text based on what
you did before the card ... it checks whether you played a "Kick" immediately
before this card.'  FAQ v4.0 Glossary, "Follow-up effects": 'A Follow-up only
counts cards played on your own turn; it is not affected by Reversal cards played
by your opponent.'
"""
from __future__ import annotations

from dataclasses import dataclass

from . import cardtype
from .facts import Condition
from .filters import AsPlayed, matches, fits_after


@dataclass
class Situation:
    """The state a condition is read in, from the point of view of the card's controller ("you")."""

    you: object                  # zones.Player
    opponent: object             # zones.Player
    your_fortitude: int
    opponent_fortitude: int
    previous: object = None      # zones.PlayedBefore: the card you played immediately before, this turn
    played_as: str | None = None
    first_card: bool = False
    counter: bool = False
    in_hand_too: int = 0         # the card being played from the hand still counts as in it ("one of which
                                 # can be the Spit at Opponent", Classic rulebook, "Mandatory Effects")
    also_after: tuple = ()       # what the card before says this one is considered played after (filters.fits_after)


def previous_as_played(prev) -> AsPlayed | None:
    if prev is None:
        return None
    face = cardtype.face_as(prev.card, prev.as_type)
    return AsPlayed(card=prev.card, face=face, damage=prev.card.damage, successful=prev.result == "successful")


def holds(cond: Condition | None, s: Situation) -> bool:
    if cond is None:
        return True
    result = _holds(cond, s)
    return (not result) if cond.negated else result


def verdict(cond: Condition | None, s: Situation) -> bool | None:
    """Like `holds`, but None when the answer hangs on a part judgebot cannot read ("unread"): "A or B" with A
    met is met whatever B is, "A and B" with A failed fails whatever B is (three-valued logic).  Used for the
    conditions a card must meet to be played (Timing Breakdown 2b), where an unread condition is neither taken
    as met nor as failed but handed to the judge."""
    if cond is None:
        return True
    k = cond.kind
    if k == "unread":
        return None
    if k in ("any", "all"):
        parts = [verdict(c, s) for c in cond.parts]
        if k == "any":
            result = True if True in parts else (None if None in parts else False)
        else:
            result = False if False in parts else (None if None in parts else True)
        return result if result is None or not cond.negated else not result
    return holds(cond, s)


def _holds(cond: Condition, s: Situation) -> bool:
    k = cond.kind
    if k == "after":
        prev = previous_as_played(s.previous)
        return any(fits_after(f, prev, s.also_after) for f in cond.filters())
    if k == "any":
        return any(holds(c, s) for c in cond.parts)
    if k == "all":
        return all(holds(c, s) for c in cond.parts)
    if k == "fortitude_below_opponent":
        return s.your_fortitude < s.opponent_fortitude
    if k == "fortitude_above_opponent":
        return s.your_fortitude > s.opponent_fortitude
    if k == "fortitude_at_most_opponent":
        return s.your_fortitude <= s.opponent_fortitude
    if k == "fortitude_at_least_opponent":
        return s.your_fortitude >= s.opponent_fortitude
    if k == "fortitude_equal_opponent":
        return s.your_fortitude == s.opponent_fortitude
    if k == "fortitude_below_opponent_by":
        return s.opponent_fortitude - s.your_fortitude >= (cond.n or 0)
    if k == "fortitude_above_opponent_by":
        return s.your_fortitude - s.opponent_fortitude >= (cond.n or 0)
    if k == "opponent_fortitude_at_most":
        return s.opponent_fortitude <= (cond.n or 0)
    if k == "opponent_fortitude_at_least":
        return s.opponent_fortitude >= (cond.n or 0)
    if k == "hand_at_most":
        return len(s.you.hand) + s.in_hand_too <= (cond.n or 0) if "hand" in s.you.given else True
    if k == "opponent_superstar_is":
        return s.opponent.superstar is not None and (cond.word or "").lower() in s.opponent.superstar.title.lower()
    if k == "fortitude_is":
        return s.your_fortitude == (cond.n or 0)
    if k == "fortitude_at_most":
        return s.your_fortitude <= (cond.n or 0)
    if k == "fortitude_at_least":
        return s.your_fortitude >= (cond.n or 0)
    if k == "hand_at_least":
        return len(s.you.hand) + s.in_hand_too >= (cond.n or 0) if "hand" in s.you.given else True
    if k in ("hand_fewer_than_opponent", "hand_more_than_opponent"):
        if "hand" not in s.you.given or "hand" not in s.opponent.given:
            return True
        mine, his = len(s.you.hand) + s.in_hand_too, len(s.opponent.hand)
        return mine < his if k == "hand_fewer_than_opponent" else mine > his
    if k == "played_at_event":
        # "When played in Indianapolis, IN at GenCon": a scenario names no venue, so its match is not played at a
        # convention event ("unless played at ...", negated, always holds)
        return False
    if k in ("arsenal_fewer_than_opponent", "arsenal_more_than_opponent"):
        mine, his = s.you.arsenal_count(), s.opponent.arsenal_count()
        if mine is None or his is None:
            return True             # (as the hands: a size the scenario does not give is not held against it)
        return mine < his if k == "arsenal_fewer_than_opponent" else mine > his
    if k in ("ring_has", "opponent_ring_has"):
        ring = s.you.ring if k == "ring_has" else s.opponent.ring
        return any(matches(f, AsPlayed(card=c, face=cardtype.face_as(c, None), damage=c.damage))
                   for c in ring for f in cond.filters())
    if k in ("ring_count_at_least", "opponent_ring_count_at_least", "ring_count_at_most", "opponent_ring_count_at_most"):
        # "when you have 3 or more Grapple maneuvers in your Ring area", "4 or fewer ..."
        ring = s.opponent.ring if k.startswith("opponent") else s.you.ring
        n = sum(1 for c in ring if any(matches(f, AsPlayed(card=c, face=cardtype.face_as(c, None), damage=c.damage))
                                       for f in cond.filters()))
        return n >= (cond.n or 0) if k.endswith("at_least") else n <= (cond.n or 0)
    if k in ("ring_types_at_least", "opponent_ring_types_at_least"):
        # "3 different Maneuver card types of 3D or greater in your Ring area": the maneuver types (Strike,
        # Grapple, ...) shown by the Ring cards that fit the description
        ring = s.you.ring if k == "ring_types_at_least" else s.opponent.ring
        types = set()
        for c in ring:
            face = cardtype.face_as(c, "maneuver")
            if face is not None and any(matches(f, AsPlayed(card=c, face=face, damage=c.damage)) for f in cond.filters()):
                types |= set(face.subtypes)
        return len(types) >= (cond.n or 0)
    if k == "played_as":
        return (s.played_as or "") == (cond.word or "")
    if k == "first_card_this_turn":
        return s.first_card
    if k == "counter":
        return s.counter and s.first_card
    if k == "superstar_is":
        return s.you.superstar is not None and (cond.word or "").lower() in s.you.superstar.title.lower()
    if k.startswith(("stun_value_above_opponent", "stun_value_below_opponent")):
        # the total Stun Value of the cards in each Ring area (a card with no Stun Value counts 0); "_by": a margin
        mine, his = (sum(max(getattr(c, "stun", 0) or 0, 0) for c in p.ring) for p in (s.you, s.opponent))
        if k.endswith("_by"):
            return (mine - his if "above" in k else his - mine) >= (cond.n or 0)
        return mine > his if k.endswith("above_opponent") else mine < his
    if k.startswith(("superstar_value_", "opponent_superstar_value_")):
        mine, his = _superstar_value(s.you), _superstar_value(s.opponent)
        if k in ("superstar_value_above_opponent", "superstar_value_below_opponent"):
            if mine is None or his is None:
                return False        # a Superstar not given: not met (as "superstar_is")
            return mine > his if k.endswith("above_opponent") else mine < his
        value = his if k.startswith("opponent_") else mine
        if value is None:
            return False
        return value <= (cond.n or 0) if k.endswith("at_most") else value >= (cond.n or 0)
    return False


def _superstar_value(player) -> int | None:
    """The Superstar Value printed on the player's Superstar card (None when no Superstar is given)."""
    return getattr(player.superstar, "superstar_value", None) if player.superstar is not None else None


def describe(cond: Condition | None) -> str:
    if cond is None:
        return "always"
    from .filters import describe as fd

    k = cond.kind
    if k == "counter":
        return ("it is not played as a Counter" if cond.negated else
                "it is played as a Counter (the first card of a turn begun by reversing a card)")
    if k == "after":
        what = " or ".join(fd(f) for f in cond.filters())
        return f"played after {what}" if what.startswith("the card titled") else f"played after a {what}"
    if k in ("any", "all"):
        text = (" or " if k == "any" else " and ").join(describe(c) for c in cond.parts)
        return f"not ({text})" if cond.negated else text
    if k == "fortitude_below_opponent":
        return "your Fortitude Rating is less than your opponent's"
    if k == "fortitude_above_opponent":
        return "your Fortitude Rating is greater than your opponent's"
    if k in ("fortitude_at_most_opponent", "fortitude_at_least_opponent", "fortitude_equal_opponent"):
        how = {"fortitude_at_most_opponent": "equal to or less than", "fortitude_at_least_opponent":
               "equal to or greater than", "fortitude_equal_opponent": "equal to"}[k]
        return f"your Fortitude Rating is {'not ' if cond.negated else ''}{how} your opponent's"
    if k == "fortitude_is":
        return f"your Fortitude Rating is {cond.n}"
    if k == "hand_at_least":
        return f"you have {cond.n} or more cards in your hand"
    if k == "hand_at_most":
        return f"you have {cond.n} or fewer cards in your hand"
    if k in ("fortitude_below_opponent_by", "fortitude_above_opponent_by"):
        side = "lower" if "below" in k else "greater"
        return f"your Fortitude Rating is at least {cond.n} {side} than your opponent's"
    if k in ("opponent_fortitude_at_most", "opponent_fortitude_at_least"):
        return f"your opponent's Fortitude Rating is {cond.n} or {'less' if 'most' in k else 'more'}"
    if k == "superstar_is":
        return f"{'you are not' if cond.negated else 'you are'} {cond.word}"
    if k == "opponent_superstar_is":
        return f"{'your opponent is not' if cond.negated else 'your opponent is'} {cond.word}"
    if k in ("hand_fewer_than_opponent", "hand_more_than_opponent"):
        return f"you have {'fewer' if 'fewer' in k else 'more'} cards in your hand than your opponent"
    if k == "played_at_event":
        return f"{'not ' if cond.negated else ''}played at {cond.word} (a convention event)"
    if k in ("arsenal_fewer_than_opponent", "arsenal_more_than_opponent"):
        return f"you have {'fewer' if 'fewer' in k else 'more'} cards in your Arsenal than your opponent"
    if k == "first_card_this_turn":
        which = "the first or second card" if cond.n == 2 else "the first card"
        return ("it is not " if cond.negated else "it is ") + which + " played this turn"
    if k in ("fortitude_at_most", "fortitude_at_least"):
        return f"{k.replace('_', ' ')} {cond.n}"
    if k.startswith(("stun_value_above_opponent", "stun_value_below_opponent")):
        side = "greater" if "above" in k else "less"
        margin = f"at least {cond.n} " if k.endswith("_by") else ""
        return f"the total Stun Value in your Ring area is {margin}{side} than in your opponent's"
    if k in ("superstar_value_above_opponent", "superstar_value_below_opponent"):
        side = "greater" if "above" in k else "less"
        return f"your Superstar Value is {side} than your opponent's"
    if k.startswith(("superstar_value_", "opponent_superstar_value_")):
        whose = "your opponent's" if k.startswith("opponent_") else "your"
        return f"{whose} Superstar Value is {cond.n} or {'less' if k.endswith('at_most') else 'more'}"
    if k in ("ring_count_at_least", "opponent_ring_count_at_least", "ring_count_at_most", "opponent_ring_count_at_most"):
        return (f"{'his' if k.startswith('opponent') else 'your'} Ring holds {cond.n} or "
                f"{'more' if k.endswith('at_least') else 'fewer'} {' or '.join(fd(f) for f in cond.filters())} cards")
    if k in ("ring_types_at_least", "opponent_ring_types_at_least"):
        return (f"{'your' if k.startswith('ring') else 'his'} Ring holds {cond.n} or more different maneuver types "
                f"among {' or '.join(fd(f) for f in cond.filters())} cards")
    if k in ("ring_has", "opponent_ring_has"):
        return f"{'your' if k == 'ring_has' else 'his'} Ring holds {'no' if cond.negated else 'a'} {' or '.join(fd(f) for f in cond.filters())}"
    return k.replace("_", " ") + (f" {cond.word}" if cond.word else "")
