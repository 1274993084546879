"""AST nodes for Superstar abilities: identities ("you are a ..."), starting hand, Superstar Value, ability text changes."""
from __future__ import annotations

from dataclasses import dataclass

from .ast import CardFilter, Node  # noqa: F401


@dataclass(frozen=True)
class Identity(Node):
    """Who a player's Superstar is, for card effects and packing.

    "You are a Tag Team and a Stable." -> classes=("Tag Team", "Stable");
    "You are a Heenan Family Member." -> groups=("Heenan Family",) (a Faction:
    its members are the Superstars whose logos the Faction card bears, and
    whoever a card makes one);
    "When your logo is printed on this card: you are a Powerhouse." -> classes=("Powerhouse",);
    "You are considered an Extremist." -> classes=("Extremist",);
    "When packing this card, you are not a Rookie." -> classes=("Rookie",), negated=True;
    "You count as Stephanie McMahon-Helmsley." -> names=("Stephanie McMahon-Helmsley",);
    "You do not count as Bradshaw." -> names=("Bradshaw",), negated=True.
    """

    player: str = "you"
    classes: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    negated: bool = False


@dataclass(frozen=True)
class IdentityFor(Identity):
    """Who a player's Superstar is for one purpose or for a time only:
    "You are also considered to be Kofi Kingston for your Superstar-specific cards." -> names=("Kofi Kingston",),
    purpose="your Superstar-specific cards" (only for those cards' effects); "You are considered Mick Foley for
    Connecting With the WWE Universe" -> purpose="Connecting With the WWE Universe"; "you are considered to be Ric
    Flair for the rest of the turn" -> names=("Ric Flair",), duration="rest_of_turn"."""

    purpose: str | None = None      # "for your card effects", "for Connecting With the WWE Universe" (None: for all)
    duration: str | None = None     # "for the rest of the turn" (None: as long as the text applies)


@dataclass(frozen=True)
class FirstTurn(Node):
    """"You start the game." / "You start the game after the Pre-match phase.":
    this player takes the first turn of the game, whatever the Superstar Values
    (FAQ, "The first turn of the game is normally determined by Superstar
    Value, however certain effects can override this effect, such as Edge's
    Superstar Ability")."""

    player: str = "you"


@dataclass(frozen=True)
class FirstTurnRegardless(FirstTurn):
    """"You start the game regardless of Superstar Values or Abilities." ->
    over=("superstar_value", "ability"); "You start the match regardless of your opponent's Superstar Value or
    Superstar Ability." (the same); "You start the game, regardless of your opponent's card effects." ->
    over=("card_effects",).

    A `FirstTurn` that the card says holds over those things as well: a Superstar Ability, or a card
    effect, that would give the first turn to another player does not take it from this one."""

    over: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbilityLock(Node):
    """"Your Ability cannot be blanked or switched." -> AbilityLock("you", switch=True):
    no effect blanks this player's Superstar Ability (nor, with `switch`, trades it
    for another)."""

    player: str = "you"
    switch: bool = False
    duration: str | None = None     # "is not blanked for the rest of the turn": only for that time


@dataclass(frozen=True)
class RegardlessOfAbility(Node):
    """"Can be played regardless of The Boogeyman's Ability." -> names=("The Boogeyman",):
    that Superstar's Ability does not stop this card from being played."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class AbilityText(Node):
    """Superstar Ability text a card gives:
    "Superstar Ability: +Draw 1 additional card during your Draw Segment." (an Enforcer card)
    -> mode="add", clauses=(the clauses of that text,): FAQ, "Enforcers add to the existing
    Superstar Ability, Starting Hand Size and Superstar Value";
    "New Superstar Ability: Your Colossals are -6F." -> mode="new" (the text is the Ability now);
    "Legend Superstar Ability: Your Feud cards are now Active Events ..." (a Superstar card's own Ability, labelled by
    its classification) -> mode="printed"."""

    mode: str                       # "add" | "new" | "printed"
    clauses: tuple[Node, ...]


@dataclass(frozen=True)
class RegardlessOf(Node):
    """"Can be played regardless of Back to Basics." -> titled=("Back to Basics",); "Can be played regardless of your
    opponent's effects." -> player="opponent"; "... regardless of your opponent's Venue." -> player="opponent", filter
    the Venue cards: the effects of those cards (of that player's cards) do not stop this card from being played
    (as RegardlessOfAbility, for cards)."""

    titled: tuple[str, ...] = ()
    player: str | None = None
    filter: CardFilter | None = None


@dataclass(frozen=True)
class AbilityAdds(Node):
    """"Your Storyline adds to your Ability instead of replacing it." -> AbilityAdds(CardFilter(kinds=("Storyline",))):
    the Superstar Ability text those cards give is added to the player's Ability, not put in its place (as an
    Enforcer's: FAQ, "Enforcers add to the existing Superstar Ability")."""

    cards: CardFilter
    player: str = "you"
