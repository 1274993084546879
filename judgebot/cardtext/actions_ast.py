"""AST nodes for actions that effects.lark's one-shot verbs do not carry: an action repeated until
something turns up ("overturn cards until you overturn a Maneuver card")."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .ast import Cards, Node, Scope, Zone


@dataclass(frozen=True)
class UntilStop(Node):
    """When a repeated action stops.  `kind`:

    * "turned_up": `cards` have been overturned / revealed / discarded ("until you overturn a Maneuver
      card", "until 2 applicable Reversal cards are revealed", "until he has overturned 3 Reversal cards")
    * "cards_left": `player` has only `amount` cards left in `zone` ("until he has only 1 card in his
      Arsenal")
    * "damage_removed": at least `amount` Damage has been moved ("until you have removed at least D:4")
    * "cards_at_most" / "cards_at_least": `player` has at most / at least `amount` cards in `zone` ("until he has 6-
      cards in hand", "until you have no more than 3 cards in your hand", "until you have 4+ cards in hand")
    """

    kind: str
    player: str = "you"
    cards: Cards | None = None
    zone: Zone | None = None
    amount: int | None = None


@dataclass(frozen=True)
class RepeatUntil(Node):
    """"Overturn cards until you overturn a Maneuver card", "reveal cards from the top of your Arsenal
    until you reveal a Foreign Object", "randomly discard cards from your Backlash deck until you discard
    a Mid-match card": `effect` is done one card at a time until any of `stops` holds.  `player` is who
    does it (kept equal to the effect's player)."""

    effect: Node
    stops: tuple[UntilStop, ...]
    player: str = "you"

    def __post_init__(self):
        # "your opponent overturns cards until ...": the repeated action is his (the sentence builder
        # sets the actor on the outer node)
        if getattr(self.effect, "player", self.player) != self.player:
            object.__setattr__(self, "effect", replace(self.effect, player=self.player))


@dataclass(frozen=True)
class AbilityUses(Node):
    """"you may use your Ability twice per turn" (times=2, per="turn"), "you may use your Ability twice per game",
    "You may use your Ability again this turn" (again, per="this_turn"): how often `player`'s Superstar Ability
    may be used.  `per` None: within the time the sentence gives ("during your next turn, ...")."""

    player: str
    times: int | None = None
    again: bool = False
    per: str | None = None


@dataclass(frozen=True)
class NewEnforcer(Node):
    """"you may choose a new Enforcer": `player` replaces his revealed Enforcer with another."""

    player: str = "you"


@dataclass(frozen=True)
class Arrange(Node):
    """"You may either arrange them in any order or shuffle your Arsenal", "arrange those cards in any order":
    `player` puts `cards` (cards already looked at) back where they are, in the order he chooses."""

    player: str
    cards: Cards | None = None
    this_card: bool = False


@dataclass(frozen=True)
class Repeat(Node):
    """"Repeat this 2 more times" (times=2), "You may repeat this up to 2 more times" (times=2, up_to): the
    effect the text gave before is done again, `times` more times."""

    player: str
    times: int
    up_to: bool = False


@dataclass(frozen=True)
class RepeatUntilStopped(Node):
    """"Repeat this until one player stops.", "Repeat this until you or your opponent stops.": the exchange the text
    gave before (each player in turn may discard ...) goes on again and again until either player chooses not to go
    on.  Not followed by the resolver (rules/effects.py `_NOT_FOLLOWED`)."""

    stopper: str = "either"


@dataclass(frozen=True)
class ResumeOverturning(Node):
    """"If the card or effect is not reversed, resume overturning and then end his turn." (a card overturned as
    damage that was put into the Ring): the overturning of that damage goes on where it stopped.  Not followed by the
    resolver (rules/effects.py `_NOT_FOLLOWED`)."""


@dataclass(frozen=True)
class NoteOpponent(Node):
    """"Can only be played if ..., make note of opponent this card is played against." (a game of more than two
    players): the player notes which opponent this card is played against.  Not followed by the resolver
    (rules/effects.py `_NOT_FOLLOWED`)."""

    player: str = "you"


@dataclass(frozen=True)
class InsteadOfStep(Node):
    """"draw 2 cards instead of searching" (replaced "search"), "you may reveal it instead of discarding" ("discard"),
    "draw cards instead of discarding to his reversals" ("discard", purpose "his Reversal cards"), "overturn the same
    number of cards instead of discarding for your Ability" (purpose "your Ability"): `effect` is done in place of the
    step `replaced` the player would take (FAQ Glossary "Replacement Effect").  `player` is kept equal to the
    effect's player, as in triggers_ast.Instead."""

    effect: Node
    replaced: str
    player: str = "you"
    purpose: str | None = None

    def __post_init__(self):
        if getattr(self.effect, "player", self.player) != self.player:
            object.__setattr__(self, "effect", replace(self.effect, player=self.player))


@dataclass(frozen=True)
class TagSwitch(Node):
    """"'tag out'", "'tag in'", "you may 'tag'in a partner": in a Tag Team match, `player`'s active and inactive
    partners change places.  `direction`: "out" (the active Superstar leaves the ring) or "in" (a partner is
    brought in)."""

    player: str
    direction: str


@dataclass(frozen=True)
class SkipFirstTurn(Node):
    """"When you are Priceless, he skips his first turn of the game.", "... and skip your first turn of the game":
    `player` does not take his first turn of the game (unlike SkipTurn, his next turn from now)."""

    player: str


@dataclass(frozen=True)
class LoseGame(Node):
    """"If he finds a Face or Heel card, you lose the game via Pinfall Victory.": `player` loses the game, by
    `how` ("pinfall", "count out", "submission")."""

    player: str
    how: str = ""


@dataclass(frozen=True)
class Exchange(Node):
    """"you may exchange 1 card under this card with 1 card in your hand": `player` swaps `first` for `second`
    (each card takes the other's place)."""

    player: str
    first: Cards
    second: Cards


@dataclass(frozen=True)
class RandomDiscards(Node):
    """"your opponent discards randomly when he Activates Sustained Damage", "he discards randomly for this card's
    effect": the cards `player` discards (for `purpose`, else for any discard the trigger names) are chosen at
    random."""

    player: str
    purpose: str = ""


@dataclass(frozen=True)
class PlayAlong(Node):
    """"you may immediately play another TMF with it", "you may also play a maneuver with blank text along with it":
    `player` plays `cards` (from `source`) at once with the card just played (both are played together)."""

    player: str
    cards: Cards
    source: Zone | None = None


@dataclass(frozen=True)
class ChooseThis(Node):
    """"you may choose this card until that maneuver finishes resolving": `player` chooses this card (its "When this
    card is chosen" text applies) until `until` ("that maneuver finishes resolving")."""

    player: str
    until: str


@dataclass(frozen=True)
class CopyEffects(Node):
    """"resolve a copy of the card's effects after your opponent does": `player` resolves the effects of the card named
    before as his own, once `after` (the player whose card it is) has resolved them (None: at once)."""

    player: str
    after: str | None = None


@dataclass(frozen=True)
class SearchTop(Node):
    """"search the top 5 cards of your Arsenal for 1 maneuver": `player` searches only the top `count` cards of
    `zone` for `cards` (not the whole place, as a Search)."""

    player: str
    zone: Zone
    count: int
    cards: Cards


@dataclass(frozen=True)
class UntilFortitude(Node):
    """A repeated move's stop (in RepeatUntil.stops, beside UntilStop): "until his Fortitude is less than or equal to
    yours" -> UntilFortitude("opponent", "you"): the move goes on until `player`'s Fortitude Rating is at most `than`'s.
    Not followed by the resolver (rules/effects.py `_NOT_FOLLOWED`)."""

    player: str
    than: str
