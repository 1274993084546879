"""AST nodes for Virtual keyword actions (FAQ Glossary: Bury, Recover, Hide, Flip, Stack, Promo, Arsenal Search, Allegiance, ACE).

Bury, Stack and Recover have no entry in the FAQ v4.0 Glossary.  The card texts
themselves fix what they mean: "look at your top 6 Arsenal cards, Stack and/or Bury
them in any order" (Stack = on top of the Arsenal, Bury = on the bottom), "put your
bottom Arsenal card into your hand (when you have greater Hand cards, Stack 1 Hand
card)", "When this card would be RFG, Bury it instead", "Recover # Ringside cards,
regardless of Hell in a Cell Match" (cards go back from Ringside into the Arsenal).
The nodes record the keyword, what moves, and from where; the resolver owns the rest.
"""
from __future__ import annotations

from dataclasses import dataclass  # noqa: F401

from .ast import CardFilter, Cards, Node, Zone  # noqa: F401


def _same_player(node) -> None:
    """Give a wrapper's inner action the wrapper's actor (both are frozen dataclasses)."""
    from dataclasses import replace

    inner = node.effect
    if hasattr(inner, "player") and getattr(inner, "player") != node.player:
        object.__setattr__(node, "effect", replace(inner, player=node.player))


@dataclass(frozen=True)
class ArsenalMove(Node):
    """Shared shape of Bury / Stack / Recover: `player` moves `cards` (or this card, or
    the whole hand `hand_of`) to the Arsenal.  `cards.zone` is where they come from
    ("2- Ringside cards" -> Zone("ringside")); None when the text does not say."""

    player: str
    cards: Cards | None = None
    this_card: bool = False
    hand_of: str | None = None      # "all players Stack their hands": each player's whole hand


@dataclass(frozen=True)
class Bury(ArsenalMove):
    """"Bury 2- Ringside cards", "Bury this card", "randomly Bury 1 Hand card": Virtual
    keyword, put the cards on the BOTTOM of the Arsenal ("Stack and/or Bury them in any
    order")."""


@dataclass(frozen=True)
class Stack(ArsenalMove):
    """"Stack 2 Hand cards", "all players Stack their hands": Virtual keyword, put the cards
    on TOP of the Arsenal ("Stack and/or Bury them in any order")."""


@dataclass(frozen=True)
class Recover(ArsenalMove):
    """"Recover 8- Ringside cards", "they may Recover it": Virtual keyword, the cards go back
    into the Arsenal (from Ringside unless the text names another place)."""


@dataclass(frozen=True)
class StackOrBury(Node):
    """"look at your top 6 Arsenal cards, Stack and/or Bury them in any order": each of the
    cards goes on the top or the bottom of the Arsenal, in the order the player chooses.
    `either` is True for "Stack or Bury" (all of them one way)."""

    player: str
    either: bool = False


@dataclass(frozen=True)
class Flip(Node):
    """"Flip 1 card in your Ring face-down", "flip this card face-down", "flip over up to 2
    cards in your Ring".  FAQ Glossary "Flip Over": "Cards that are flipped over do not
    affect the game, they lose all traits but retain their card title, and they become the
    card type 'Face-Down'."  `face` is "down", "up", "either" (the player picks) or None
    (the text does not say: a face-up card goes face-down, FAQ "Flip Over")."""

    player: str
    cards: Cards | None = None
    this_card: bool = False
    face: str | None = None


@dataclass(frozen=True)
class HasAllegiance(Node):
    """"You are considered to have Allegiance: ECW.", "you are considered to have Allegiance: WCW
    and nWo for your Pre-match cards": the player counts as having those Allegiances (the
    Virtual Pre-match card type "Allegiance: X") for Allegiance Requirements and effects."""

    player: str
    allegiances: tuple[str, ...]
    purpose: str | None = None


@dataclass(frozen=True)
class Substitute(Node):
    """"your cards titled Ashley: Pretty Punk may replace 1 card listed on WWE Divas: The Next
    Generation or WWE Divas Rule!": the `scope` cards count as (stand in for) `replaces`, a card
    another card lists, for that card's text."""

    scope: "object"          # ast.Scope
    replaces: Cards


@dataclass(frozen=True)
class CostChange(Node):
    """"discard 1 less card for your Ability", "overturn 3 less cards", "Discard and overturn 1 less
    card for Can of Beer", "Remove 1 less card from the game when you Activate Big Sexy": the number
    of cards a cost asks for (`actions`: "discard", "overturn", "remove") changes by `amount`
    (negative = fewer).  `purpose`: whose cost ("your Ability", a title, "Activate your Allegiance",
    "the Chain trait", "not playing a maneuver"); None = the cost just named in the text."""

    player: str
    actions: tuple[str, ...]
    amount: int
    purpose: str | None = None


@dataclass(frozen=True)
class Regardless(Node):
    """"put it in your Backlash regardless of other effects", "put this card in your Ring (regardless
    of other effects)": `effect` (a move of a card) happens as written even when other effects
    would change the card's destination (FAQ Glossary "Replacement Effect": "any effect that
    changes the destination of a card").  `player` is the actor, kept equal to the effect's."""

    effect: "Node"
    player: str = "you"

    def __post_init__(self):
        # the sentence builder sets the actor on this outer node ("your opponent overturns ..."):
        # the wrapped action gets the same actor
        _same_player(self)


@dataclass(frozen=True)
class Capped(Node):
    """"your opponent overturns cards equal to the number of Raw cards in your Ring (max 5)", "Draw
    cards equal to the number of Fan Favorite cards in your Ring (max. 5)": the number of cards
    `effect` counts is at most `maximum`.  `player` is the actor, kept equal to the effect's."""

    effect: "Node"
    maximum: int
    player: str = "you"

    def __post_init__(self):
        # the sentence builder sets the actor on this outer node ("your opponent overturns ..."):
        # the wrapped action gets the same actor
        _same_player(self)


@dataclass(frozen=True)
class WhenAlternative(Node):
    """An action with a bracketed alternative that applies while a state holds: "your opponent discards 1 card
    (when you are The Radicalz, he discards randomly)", "all opponents discard 1 card (when you have fewer cards
    in hand, 2 cards)", "Search your Arsenal for up to 6 cards (when you have lower Fortitude, up to 10 cards
    instead)", "put your bottom Arsenal card into your hand (when you have greater Hand cards, Stack 1 Hand card)".

    `effect` happens unless `condition` holds; then `alternative` happens in its place.  `kind` says how the
    alternative was written: "cards" (the same action with other cards or another count: `alternative` is that
    action, rebuilt) or "effect" (another action, written out).  `player` is the actor of `effect` (and of a
    rebuilt alternative), kept equal to it."""

    effect: "Node"
    condition: "Node"
    alternative: "Node"
    kind: str = "cards"
    player: str = "you"

    def __post_init__(self):
        # the sentence builder sets the actor on this outer node ("your opponent discards ..."): the wrapped
        # action, and the alternative rebuilt from it, get the same actor
        from dataclasses import replace

        _same_player(self)
        alt = self.alternative
        if self.kind == "cards" and hasattr(alt, "player") and alt.player != self.player:
            object.__setattr__(self, "alternative", replace(alt, player=self.player))


@dataclass(frozen=True)
class ChooseOptions(Node):
    """"you may choose both options", "he chooses 2 options when you Activate Messin' With Little Jimmy", "choose up to
    3 options for your Ability", "choose two options for The Apex Predator instead": how many of the options a card
    lists ("choose one: A, or B") are chosen.  `of` names the card (or "your Ability") whose options, None for this
    card's; `up_to`: at most `count`; `instead`: in place of the number the card says."""

    player: str
    count: int
    up_to: bool = False
    of: str | None = None
    instead: bool = False


@dataclass(frozen=True)
class HasNamedTarget(Node):
    """"Name a Target: this card has that Target.", "Name a Target: this card gains that Target.": the card (`scope`)
    has the Target named before (the resolver does not follow Targets: listed "not followed")."""

    scope: "object"          # ast.Scope
    duration: str | None = None



@dataclass(frozen=True)
class ConsideredAtEvent(Node):
    """"you are considered to be 'in Columbus, OH at Origins' for the rest of the turn": `player` counts as being at
    that convention event (for the promotional cards' "When played at Columbus, OH at Origins") for `duration`."""

    player: str
    event: str
    duration: str | None = None
