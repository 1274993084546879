"""Effects that trigger on a Successfully Played card, and after its damage.

FAQ v4.0 Timing Breakdown:
  7a "Effects you control (other than this card's text taking place when played or when
     successful played) that trigger on a Successfully Played card take place. In the event of
     more than one effect, you choose which order they occur."
  7b "Effects your opponent controls that trigger on a Successfully Played card take place.
     Opponent chooses the order."
  9c "Effects generated from resolving a maneuver's damage may be performed by the player of the
     original card (searching for a Chain card, for example)"
  9d "Effects generated from resolving a maneuver's damage may be performed by the opponent (Jamie
     Noble's superstar ability, activating There's No Holding Me Back)"
Step 6: "Any text on the card and any Traits on the card are considered to be in your Ring Area
after this step is complete. This excludes text that would modify or trigger in any of the first
six steps" -- so the card just played does not trigger its own "when you successfully play" text.

A player controls the effects of his Superstar card and of the cards in his Ring area.
"""
from __future__ import annotations

from dataclasses import dataclass

from .conditions import Situation, describe as describe_condition, verdict
from .effects import effects_of
from .facts import TriggeredEffect
from .filters import AsPlayed, matches


@dataclass(frozen=True)
class Fired:
    """One triggered effect that applies: where it is printed and what it does.  `unchecked`: it has a condition
    judgebot cannot check (or was given no state to check it in): it is listed for the judge to confirm."""

    source: str                 # the card's title
    controller: str             # "attacker" or "defender"
    effect: TriggeredEffect
    unchecked: bool = False

    def describe(self) -> str:
        if self.unchecked:
            return (f"{self.source}: {self.effect.effect} (only when {describe_condition(self.effect.condition)}: "
                    "not checked, for the judge to confirm)")
        return f"{self.source}: {self.effect.effect}"


def _in_play(player) -> list:
    return ([player.superstar] if player.superstar is not None else []) + list(player.ring)


def fired(attacker, defender, played: AsPlayed, after_damage: bool, on_play: bool = False,
          fortitude: tuple[int, int] | None = None) -> tuple[list[Fired], list[Fired]]:
    """The effects the attacker (7a / 9c) and the defender (7b / 9d) control that trigger on `played`,
    successfully played by the attacker; `after_damage` picks the ones waiting for damage to be applied;
    `on_play` the ones that trigger when it is played at all ("When your opponent plays a Cheater card"),
    which are 'when played' effects: Timing Breakdown 2e (yours) and 2f ("Apply any 'when played' effects
    from the opponent").  `fortitude` (the attacker's and the defender's Fortitude Ratings) is the state an
    effect's condition is checked in, from its controller's side ("and you have 10+ Fortitude")."""
    out: tuple[list[Fired], list[Fired]] = ([], [])
    for side, (player, whose) in enumerate(((attacker, "you"), (defender, "opponent"))):
        for card in _in_play(player):
            for t in effects_of(card).triggered:
                if t.by != whose or t.after_damage != after_damage or t.on_play != on_play:
                    continue
                if t.filters and not any(matches(f, played) for f in t.filters):
                    continue
                if t.also and not any(matches(f, played) for f in t.also):
                    continue
                held = None
                if t.condition is not None and fortitude is not None:
                    mine, other = (fortitude if side == 0 else fortitude[::-1])
                    you, opponent = (attacker, defender) if side == 0 else (defender, attacker)
                    held = verdict(t.condition, Situation(you=you, opponent=opponent, your_fortitude=mine,
                                                          opponent_fortitude=other))
                    if held is False:
                        continue
                out[side].append(Fired(card.title, "attacker" if side == 0 else "defender", t,
                                       unchecked=t.condition is not None and held is None))
    return out
