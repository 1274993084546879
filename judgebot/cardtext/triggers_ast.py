"""AST nodes for triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...")."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .ast import CardFilter, Node, Scope, Trigger, Zone  # noqa: F401


@dataclass(frozen=True)
class EventTrigger(Trigger):
    """A player's action as the moment of an effect (an Outside Effect, FAQ Glossary):
    "When you discard a card with 'chair' in the title", "When you overturn for your
    Ability", "When your opponent moves any number of cards from your Ring area",
    "When you use your Ability", "When you completely reverse a maneuver".

    `kind` is ``when_player_<verb>`` (``draws``, ``discards``, ``overturns``, ``searches``,
    ``moves``, ``removes``, ``looks``, ``reveals``, ``hides``, ``uses_ability``,
    ``activates``, ``reverses``; "when you successfully Activate X" is `virtual.lark`'s); `by` the player who acts; `event` the action as an effect
    node when the text names what is moved ("a card with 'chair' in the title"); `filter`
    the cards it names.  `cause` is what the action is done for or with ("your Ability",
    "his Ability", a card title, "any reason", "your Draw Segment", "his card effects");
    `completely` marks "completely reverse", `after` "After you ..." (the action done) as
    against "When you ...".  Kind ``when_would`` (with `event`, "When you would discard for
    your opponent's effects") is the replaced action of a replacement effect.
    """

    cause: str | None = None
    completely: bool = False
    after: bool = False       # "After you use your Ability": once the action is done


@dataclass(frozen=True)
class BeforeEvent(EventTrigger):
    """A player's action about to be done, as the moment of an effect: "Before you draw any number of cards, you
    may put the top 2 cards of your Arsenal on the bottom of your Arsenal."  The fields are `EventTrigger`'s (the
    `kind` ``when_player_<verb>`` of that action, so a reader that does not know the class still takes it for an
    event of the game, never for this card's play)."""


@dataclass(frozen=True)
class Instead(Node):
    """An action done in place of another: a replacement effect (FAQ Glossary "Replacement
    Effect": "any effect that changes the destination of a card") or the replacement of a
    "would" event.  "When this card is unsuccessfully played, put it in your Backlash instead.",
    "When this card would be removed from the game, put it in your Ringside instead.", "When you
    would discard for your opponent's effects, you may overturn 2 cards instead."  `effect` is
    the action (`MoveCards`, `RemoveFromGame`, `Draw`, `Discard`, `Overturn`, `Search`);
    `player` who does it, kept equal to the action's player (the sentence builder sets the
    actor on the outer node: "your opponent shuffles it ... instead").
    """

    effect: Node
    player: str = "you"
    instead_of: "Zone | None" = None     # "put that card into your hand instead of into your Ringside pile": the
                                         # destination replaced (actions.lark)

    def __post_init__(self):
        if getattr(self.effect, "player", self.player) != self.player:
            object.__setattr__(self, "effect", replace(self.effect, player=self.player))


@dataclass(frozen=True)
class EitherTrigger(Trigger):
    """One of several moments: "When this card is overturned or discarded for your Ability",
    "When this card is revealed or in your Ring", "When this card would be discarded or removed
    from the game".  `kind` is ``"either"``; `any_of` the moments (each a `Trigger`), any one of
    which sets the effect off."""

    any_of: tuple[Trigger, ...] = ()


@dataclass(frozen=True)
class AllTriggers(Trigger):
    """Moments and states that must all hold at once, as one of an `EitherTrigger`'s moments: "during your turn
    when it is in your hand" (in "When this card is overturned, or during your turn when it is in your hand, ...").
    `kind` is ``"all"``; `all_of` the parts (each a `Trigger`)."""

    all_of: tuple[Trigger, ...] = ()


@dataclass(frozen=True)
class MomentWithState(Trigger):
    """One of the moments of an `EitherTrigger` that counts only while a state holds: the second case of "When you
    successfully play an Assault, or when you are a Revolution Superstar and successfully play a Sheamus-specific
    card".  `kind`, `zone`, `by`, `filter` and `event` are those of `moment` (the Trigger, kept whole); `state` is
    the Condition that must hold at that moment."""

    moment: Trigger | None = None
    state: "Node | None" = None


@dataclass(frozen=True)
class AboutToLose(Trigger):
    """The moment a player would lose the game: "If you are about to lose the game via Pinfall
    victory", "When you are about to lose the game" (kind ``"when_about_to_lose"``, `by` the player
    who would lose, `how` the victory condition named, if any: "pinfall", "count_out", "submission")."""

    how: str | None = None


@dataclass(frozen=True)
class NotRemoved(Node):
    """Cards a move does not remove: "Your Heat cards are not removed from the game when you move a card from your
    Ringside pile", "... when your Finlay-specific cards move a card from your Ringside", "Your Heat cards are not removed
    from Ringside when you move cards from your Ringside with Superstar-specific cards" (Glossary "Heat": 'Whenever you
    move a card from your Ringside pile ... first remove all Heat cards in your Ringside pile from the game').  `scope` the
    cards kept; `zone` where they would have gone or come from (the game, or the zone named); `event` the move that would
    remove them (its player and the cards moved); `mover` the cards whose effect makes the move (None: any)."""

    scope: "Scope"
    zone: "Zone"
    event: Node
    mover: CardFilter | None = None
