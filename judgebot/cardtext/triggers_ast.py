"""AST nodes for triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...")."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .ast import CardFilter, Node, Trigger  # noqa: F401


@dataclass(frozen=True)
class EventTrigger(Trigger):
    """A player's action as the moment of an effect (an Outside Effect, FAQ Glossary):
    "When you discard a card with 'chair' in the title", "When you overturn for your
    Ability", "When your opponent moves any number of cards from your Ring area",
    "When you use your Ability", "When you completely reverse a maneuver".

    `kind` is ``when_player_<verb>`` (``draws``, ``discards``, ``overturns``, ``searches``,
    ``moves``, ``removes``, ``looks``, ``reveals``, ``promos``, ``uses_ability``,
    ``activates``, ``reverses``); `by` the player who acts; `event` the action as an effect
    node when the text names what is moved ("a card with 'chair' in the title"); `filter`
    the cards it names.  `cause` is what the action is done for or with ("your Ability",
    "his Ability", a card title, "any reason"); `completely` marks "completely reverse".
    """

    cause: str | None = None
    completely: bool = False


@dataclass(frozen=True)
class Instead(Node):
    """A replacement effect (FAQ Glossary "Replacement Effect": "any effect that changes the
    destination of a card"): the move done in place of where the card would go.  "When this
    card is unsuccessfully played, put it in your Backlash instead.", "When this card would be
    removed from the game, put it in your Ringside instead."  `effect` is the move (`MoveCards`
    or `RemoveFromGame`); `player` who does it, kept equal to the move's player (the sentence
    builder sets the actor on the outer node: "your opponent shuffles it ... instead").
    """

    effect: Node
    player: str = "you"

    def __post_init__(self):
        if getattr(self.effect, "player", self.player) != self.player:
            object.__setattr__(self, "effect", replace(self.effect, player=self.player))
