"""AST nodes for triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...")."""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

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
