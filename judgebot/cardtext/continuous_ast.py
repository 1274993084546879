"""AST nodes for continuous effects: modifiers, rule changes, "considered", variable values (#), play permissions and limits.

Meanings from the FAQ v4.0 Glossary and the rulebooks beside it; each node quotes the card
wording it stands for.  Where an existing node of `ast.py` carries the meaning (Modifier,
Considered, Ignore, DeckRule) the grammar builds that one instead.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ast import CardFilter, Cards, Condition, Node, PlayRestriction, Quantity, Scope, StatChange, Zone


@dataclass(frozen=True)
class PlayLimit(Node):
    """"You cannot play more than 2 maneuvers per turn." -> PlayLimit("you", 2, CardFilter(kinds=("Maneuver",)));
    "Your opponent cannot play more than 2 cards on each of his turns." -> player="opponent", per="own_turn";
    "You cannot play 3+ maneuvers per turn." -> maximum=2;
    "Your opponent can only play 1 reversal to this card." -> player="opponent", maximum=1, per="to_this";
    "Your opponent cannot play more than 3 copies of Who's Cooler Than Michelle McCool?." -> per="game".

    `maximum` cards of `filter` may be played per turn (`per` "turn": any turn, "own_turn":
    each of that player's turns; "to_this": played to this card; "game": in the whole game); the rest of the turn's plays are unaffected."""

    player: str
    maximum: int
    filter: CardFilter
    per: str = "turn"


@dataclass(frozen=True)
class AdditionalCards(Node):
    """More cards than the rules or the text otherwise give:
    "you may draw 1 additional card during your Draw Segment" -> action="draw", quantity=1,
    during="draw_segment"; "Draw up to an additional 2 cards during your Draw Segment" (up_to);
    "he overturns 1 additional card" -> action="overturn", player="opponent";
    "You may play 1 additional Unique card this turn." -> action="play", filter=Unique cards,
    duration="this_turn" (one card above the turn's limit).

    `during` "draw_segment" (each Draw Segment while the text applies), "this_draw_segment",
    "to_hand" ("draw 2 additional cards to your hand"), or None (in addition to the effect the
    sentence speaks of)."""

    action: str
    player: str
    quantity: Quantity
    filter: CardFilter
    during: str | None = None
    source: Zone | None = None
    duration: str | None = None


@dataclass(frozen=True)
class IgnoreOnResponses(Node):
    """"Ignore 'completely' on your opponent's reversals and effects to this card." ->
    what="completely", on=CardFilter(kinds=("Reversal",), owner="opponent"), effects=True, to=Scope("this");
    "ignore 'completely' on his reversal cards played to it" -> to=Scope("it").

    The word `what` is read as absent from the text of the `on` cards (and of card effects, when
    `effects`) while they answer the `to` cards (None: any of your cards)."""

    what: str
    on: CardFilter
    effects: bool = False
    to: Scope | None = None


@dataclass(frozen=True)
class ChangeNumbers(Node):
    """"double those numbers" / "double those modifiers" -> factor=2, target="those" (the numbers the
    same sentence named before it); "increase those numbers by 1" -> add=1;
    "double all numbers in its text" -> target="it"; "double all numbers in this sentence" ->
    target="sentence"; "Double all printed numbers in your Title Belts" -> target="cards",
    cards=CardFilter(kinds=("Title Belt",), owner="you"), printed=True; "double the numbers in the text of this
    card" -> target="this"."""

    target: str
    what: str = "numbers"          # "numbers" | "modifiers"
    factor: int | None = None
    add: int | None = None
    printed: bool = False
    cards: CardFilter | None = None


@dataclass(frozen=True)
class NoSlot(Node):
    """"Your Pre-match cards do not take up a Pre-match slot in your Ring." ->
    scope=Scope("all", Pre-match cards), kinds=("Pre-match",);
    "Your Umaga-specific cards do not take up a Pre-match or Mid-match slot in your Ring." ->
    kinds=("Pre-match", "Mid-match"); "do not take up Ring slots" -> kinds=() (any slot).
    (This card alone stays `DeckRule("no_slot", kinds)`.)"""

    scope: Scope
    kinds: tuple[str, ...] = ()


@dataclass(frozen=True)
class Protected(Node):
    """What cannot happen to a card: "Cannot be blanked or moved from your Ring by your opponent's
    effects." -> Protected(("blanked", "moved"), zone=Zone("ring"), by="opponent");
    "Cannot be blanked or blocked." -> ("blanked", "blocked"); "This card cannot be removed from
    your Ring area." -> ("removed",), zone ring; "it cannot be removed from your Ring area" (scope "it").

    "Your opponent's effects cannot prevent you from playing this card." -> ("prevented",) (from being played),
    by="opponent"; "Your opponent's effects cannot reduce your Hand Size." -> ("reduced",), Scope("hand_size").

    `by` None: by any effect; "opponent": by the opponent's effects; "others": by other cards or
    effects.

    "modified": no modifier changes the card's values ("Your cards cannot be modified by his effects.");
    `stats` names the only values kept ("The damage of this card cannot be modified." -> stats=("D",);
    "Your opponent cannot modify the Fortitude or Damage of this card." -> ("F", "D"), by="opponent";
    "he cannot modify the Fortitude of his cards for the rest of the turn" -> duration="rest_of_turn")."""

    actions: tuple[str, ...]
    scope: Scope                      # Scope("this"): the card itself
    zone: Zone | None = None
    by: str | None = None
    stats: tuple[str, ...] = ()       # with "modified": only these values ("F", "D"); () any
    # "reduced" / "increased" / ("increased", "decreased") with `stats`: that value cannot change that way ("The
    # damage of this card cannot be reduced." -> Protected(("reduced",), Scope("this"), stats=("D",)))
    duration: str | None = None


@dataclass(frozen=True)
class EffectUnpreventable(Node):
    """The effect of the clause before it cannot be prevented: "You win the game via Pinfall Victory; this effect
    cannot be reversed or prevented." (by=None: by no effect; read with a ReversalRestriction
    "effect_cannot_be_reversed"); "you may hide this card to put 1 card from your Ringside into your hand; your
    opponent's effects cannot prevent this." -> by="opponent"."""

    by: str | None = None


@dataclass(frozen=True)
class AsIf(Node):
    """Playing or searching for cards under another reading: "You may play these cards as if they were in
    your hand." -> action="play", this_card=True (the cards the text names), as_zone=Zone("hand");
    "Cards under this card may be played as if from hand." -> cards=Cards(... qualifiers "under this card");
    "You may search for this card as if it was non-Unique." -> action="search",
    as_kind=CardFilter(excludes=("Unique",)); "search for and play this card as if it were a High Risk
    maneuver" -> action="search_and_play".

    A card's own reading: "This card may be played as if it were a hybrid reversal." -> action="be_played",
    this_card=True, as_kind=hybrid reversal; "this card can reverse as if it is D: 3" ->
    action="reverse"; "your Manager Interferes cards can be played as if they are D:0 and/or hybrid" ->
    scope=Scope(all, titled Manager Interferes); "can be played as if you have fewer cards in hand" ->
    as_state=Condition("compare", ...)."""

    action: str
    player: str
    cards: Cards | None = None
    this_card: bool = False
    source: Zone | None = None
    as_zone: Zone | None = None
    as_kind: CardFilter | None = None
    scope: Scope | None = None          # the cards played / reversed, when not this card nor `cards`
    negated: bool = False               # "as if it is not a Run-in": `as_kind` is what it is read as not being
    as_state: Condition | None = None  # "as if you have fewer cards in hand": as if this held


@dataclass(frozen=True)
class NotAffected(Node):
    """"This card is not affected by Hell in a Cell Match." -> scope=Scope("this"),
    by=CardFilter(titled=("Hell in a Cell Match",)); "Your printed Fan Favorite cards ... are not affected
    by your opponent's card effects." -> by=CardFilter(owner="opponent"), effects=True;
    "... are not affected by this card." -> by_this=True; "your Reversal cards are unaffected by Fortitude
    modification for the rest of the turn" -> by=None, changes="F", duration="rest_of_turn"; "they are not affected
    by his modifiers that increase damage" -> by=CardFilter(owner="opponent"), effects=True, changes="D+"."""

    scope: Scope
    by: CardFilter | None = None
    effects: bool = False
    by_this: bool = False
    duration: str | None = None
    changes: str | None = None        # only these changes: "F" ("unaffected by Fortitude modification"), "D+"
                                      # ("not affected by damage modifiers that would increase damage"); "all": every
                                      # change of its values ("ignore all modifications to that card from his card
                                      # effects"), not the other effects of those cards


@dataclass(frozen=True)
class CountsAs(Node):
    """"This card counts as 2 reversal cards." -> count=2, as_kind=CardFilter(kinds=("Reversal",));
    "This card counts as 2 Heat cards in your Ringside pile." -> zone=Zone("ringside");
    "it counts as 2 cards for your effects" -> purpose="your effects" (only for those);
    "Your Backstage cards with 'shenanigans' in the title do not count towards your Ability." -> count=0,
    as_kind=CardFilter() (no card at all), purpose="your Ability"."""

    scope: Scope
    count: int
    as_kind: CardFilter
    zone: Zone | None = None
    purpose: str | None = None


@dataclass(frozen=True)
class PlayOnly(Node):
    """"You can only play Pre-match cards with 'taunt' in the title." -> PlayOnly("you",
    CardFilter(kinds=("Pre-match",), title_words=("taunt",))): cards not matching `filter` cannot be
    played (`duration` None: while the text applies; "for the remainder of the turn" -> "rest_of_turn").
    Counted forms ("You can only play 2 maneuvers during each of your turns") are `PlayLimit`."""

    player: str
    filter: CardFilter
    duration: str | None = None


@dataclass(frozen=True)
class PlaysRevealed(Node):
    """"your opponent plays with his hand revealed" -> PlaysRevealed("opponent", ("hand",));
    "Your opponent plays with their hand and Backlash revealed." -> zones=("hand", "backlash");
    "... he plays with his hand revealed for the rest of the turn" -> duration="rest_of_turn";
    "play with the top card of your Arsenal revealed" -> zones=("arsenal",), top_card (that card only).
    The player's cards in `zones` stay face up to both players while the text applies (or for `duration`)."""
    player: str
    zones: tuple[str, ...]
    duration: str | None = None
    top_card: bool = False


@dataclass(frozen=True)
class PlayRuleFor(Node):
    """When other cards than this one may be played: "Your Title Belts can be played during any Pre-match
    phase." -> PlayRuleFor(Scope("all", Title Belts), PlayRestriction("during_phase", zones=("Pre-match",)));
    "they can be played from Ringside" -> scope Scope("it"), PlayRestriction("may_play_from", zones=("ringside",));
    "during any phase" -> zones=("any",).  (This card's own rule is the bare `PlayRestriction`.)"""
    scope: Scope
    rule: PlayRestriction


@dataclass(frozen=True)
class ProtectedFrom(Protected):
    """What the effects of some cards only cannot do (Protected, with those cards):
    "Non-Superstar-specific effects cannot flip your cards over." -> ProtectedFrom(("flipped",), your cards,
    by_cards=CardFilter(excludes=("Superstar-specific",))); "Your opponent's non-Superstar-specific cards and effects
    cannot modify the Fortitude or Damage of your maneuvers" -> by="opponent", stats=("F", "D")."""

    by_cards: CardFilter | None = None


@dataclass(frozen=True)
class ProtectedExcept(Protected):
    """Protected, but for the effects of the cards named: "When this card is removed from the game, it cannot be moved
    except by If You're Not Cheating, You're Not Trying." -> ProtectedExcept(("moved",), Scope("it"),
    except_titled=("If You're Not Cheating, You're Not Trying",))."""

    except_titled: tuple[str, ...] = ()


@dataclass(frozen=True)
class ConsideredValue(Node):
    """A value read with a change for some purposes only, the value itself unchanged:
    "you are considered to have +5F when playing RMS maneuvers" -> value="fortitude_rating", player="you",
    changes=(StatChange("fortitude_rating", 5),), playing=CardFilter(RMS maneuvers);
    "Your opponent's Fortitude Rating is considered -6F for playing reversals to your Superstar-specific cards." ->
    player="opponent", playing=reversals, playing_to=your Superstar-specific cards;
    "your Fortitude Rating is considered -5 for comparing Fortitude Ratings" -> purpose="comparing Fortitude Ratings";
    "Your Fortitude is considered +10F for Mr. Fuji's Cane." -> purpose="Mr. Fuji's Cane";
    "The number of Pre-match cards in your Ring is considered -4 for your opponent's I'm Gonna Break You" ->
    value="count", cards=Cards(Pre-match cards in your Ring), changes=(StatChange("count", -4),).
    With none of `playing` / `purpose` the change holds for every purpose (while the text applies, or `duration`)."""

    value: str                       # "fortitude_rating" | "count" | "superstar_value" (set_to: "is considered 0")
    player: str
    changes: tuple[StatChange, ...]
    playing: CardFilter | None = None
    playing_to: CardFilter | None = None
    purpose: str | None = None
    cards: Cards | None = None
    duration: str | None = None


@dataclass(frozen=True)
class ConsideredCompare(Node):
    """A comparison a player counts as having for some purposes only, the values themselves unchanged:
    "When played, you are considered to have lower Fortitude for your effects" -> player="you", comparison="less",
    stat="fortitude_rating", purpose="your card effects"; "When playing this card, you are considered to have lower
    Fortitude" (no purpose: for every purpose, while the text applies); "you are considered to have lower Fortitude for
    I Already Warned You" -> purpose="I Already Warned You"; "you count as having lower Fortitude for your effects"."""

    player: str
    comparison: str                  # "less" | "greater" | ... (as Condition "compare")
    stat: str                        # "fortitude_rating" | "superstar_value" | ...
    playing: CardFilter | None = None
    playing_to: CardFilter | None = None
    purpose: str | None = None
    duration: str | None = None


@dataclass(frozen=True)
class ConsideredChosen(Node):
    """A card counted as the one chosen for an Ability: "it is considered to be chosen for your Ability for The
    Interdimensional Oddity" -> scope "it", purpose "your Ability", superstar "The Interdimensional Oddity" (that
    Ability's text about the chosen card applies to it)."""

    scope: Scope
    purpose: str
    superstar: str | None = None


@dataclass(frozen=True)
class ConsideredInZone(Node):
    """A card counted as being in a zone, for some purposes or all: "When this card is in your Ring, it is considered
    in your Ringside for your Ability" -> scope "it", zone your Ringside, purpose "your Ability"; "The card on top of
    this card is considered to be in your Ring" (no purpose); "This card is not considered in your Ring for The V.I.P.
    Lounge" -> negated (a card that is there does not count as there for that purpose)."""

    scope: Scope
    zone: Zone
    negated: bool = False
    purpose: str | None = None


@dataclass(frozen=True)
class EscalatingModifier(Node):
    """"The first maneuver you play each turn is +1D, the second +2D, the third +3D, and so forth." ->
    scope Scope("first_this_turn", maneuvers), changes (+1D,): the cards of the scope's kind played each turn get the
    change times their place in the turn's order (the first once, the second twice, ...).  Not followed by the
    resolver (rules/effects.py `_NOT_FOLLOWED`)."""

    scope: Scope
    changes: tuple


@dataclass(frozen=True)
class ConsideredPlayedFrom(Node):
    """A card counted as played from a zone, for some purposes or all: "It is considered to be played from your
    hand." -> scope "it", zone your hand (the zone it really came from does not change)."""

    scope: Scope
    zone: Zone
    purpose: str | None = None


CONTINUOUS_NODES = (ConsideredValue, ConsideredCompare, ConsideredInZone, ConsideredPlayedFrom, PlayRuleFor, PlaysRevealed, PlayLimit, AdditionalCards, IgnoreOnResponses, ChangeNumbers, NoSlot, Protected, AsIf, NotAffected, CountsAs, PlayOnly)


# --------------------------------------------------------------------------- variable values (#)


@dataclass(frozen=True)
class VariableValue(Node):
    """What "#" stands for, as the card defines it ("where # is equal to ..."):
    "your opponent's Fortitude Rating" -> kind="player_stat", player="opponent", stat="fortitude_rating";
    "your Superstar Value" -> stat="superstar_value";
    "the number of cards in your hand" -> kind="count", cards=Cards(... zone hand);
    "the reversed maneuver's Damage" -> kind="card_stat", card="reversed", stat="D";
    "the Stun Value in your Ring area" -> kind="stun_value", zone=Zone("ring");
    "twice your opponent's Superstar Value" -> times=2; "half your Fortitude Rating, rounded up" ->
    divide=2, rounding="up"; "your Superstar Value +6" -> offset=6; "10 minus the number of ..." ->
    subtract_from=10 (# = 10 - the number); "the number of cards he has in his hand greater than you have in your hand"
    -> kind="excess", cards=his hand's cards, zone=Zone("hand", "you") (by how many `cards` pass the cards of the same
    description in `zone`, never below 0); "the number of cards in his hand greater than 7" -> kind="excess", no
    zone, offset=-7 (by how many they pass 7: the count - 7, never below 0); "the number of different non-Trademark-Finisher
    maneuver types in your Ring area" -> kind="different_types", cards=those maneuvers in your Ring (how many kinds they
    show, each counted once); "-2F for each number named" (after "name a number 5 or less") -> kind="named_number", times=2
    (the number the player named)."""

    kind: str
    player: str | None = None
    stat: str | None = None
    cards: Cards | None = None
    card: str | None = None          # "reversed" | "discarded" | "chosen" | None (the card the text names)
    printed: bool = False
    zone: Zone | None = None
    times: int = 1
    divide: int = 1
    rounding: str | None = None      # "up" | "down" (with divide)
    offset: int = 0
    subtract_from: int | None = None


@dataclass(frozen=True)
class VariableDefinition(Node):
    """"where # is equal to your opponent's Fortitude Rating" -> value=VariableValue(...);
    "# cannot be greater than 2." -> value=None, maximum=2; "..., where # is equal to your
    opponent's Fortitude Rating and cannot be greater than 12" -> maximum=12; "Read as 0 when in your
    Ring area." (a card whose printed Damage is "#") -> reads_as=0, reads_as_in=Zone("ring").

    Inside a sentence it is bound into every `Variable` of that sentence and leaves the clause
    list; a sentence that is only a definition ("# is equal to the reversed maneuver's Damage.")
    keeps it as its clause (the "#" it defines is in another sentence of the card)."""

    value: VariableValue | None = None
    maximum: int | None = None
    minimum: int | None = None
    reads_as: int | None = None       # "Read as 0 when in your Ring area": the printed "#" there
    reads_as_in: Zone | None = None


@dataclass(frozen=True)
class Variable(Node):
    """"#" in card text ("draw # cards", "-#F"): a value the card defines, never a number the rules
    may read.  `definition` is the sentence's "where # is ..." (None: the sentence does not say;
    the card's own rulings or another sentence do)."""

    definition: VariableDefinition | None = None


@dataclass(frozen=True)
class VariableChange(Node):
    """"-#F" -> VariableChange("F", -1, Variable(...)); "+#D"; "+# Stun Value" -> stat "SV";
    "+#" on a Superstar Value / hand size -> that stat."""

    stat: str
    sign: int
    variable: Variable


@dataclass(frozen=True)
class VariableModifier(Node):
    """A value change by a variable amount: "This card is -#F, where # is your opponent's Fortitude
    Rating." -> changes=(VariableChange("F", -1, Variable(def)),), scope=Scope("this");
    "your maneuvers are +#D for the rest of the turn" (duration "rest_of_turn");
    "Reversal cards to your next maneuver played this turn are +#F" -> scope=Scope("reversals_to_this",
    player="opponent"), applies_to=Scope("next", ...) (as `ReversalRestriction("modified")` reads it).
    Kept apart from `ast.Modifier`, whose amounts are numbers."""

    changes: tuple[VariableChange, ...]
    scope: Scope
    duration: str | None = None
    applies_to: Scope | None = None   # reversals "to your next maneuver played this turn" (scope "reversals_to_this")
    by: CardFilter | None = None      # which reversals, when narrower than any reversal


VARIABLE_NODES = (VariableValue, VariableDefinition, Variable, VariableChange, VariableModifier)


@dataclass(frozen=True)
class EffectRemark(Node):
    """A remark on the effect the sentence before describes:
    "(This is not considered a reversal.)" -> what="not_considered", as_kind=Reversal (Kick Out!: the effect that
    ends the opponent's turn is not a reversal); "(This occurs after all other card effects.)" -> what="after_all"
    (the effect resolves last); "This can be repeated." -> what="repeatable" (the effect may be done again)."""

    what: str
    as_kind: CardFilter | None = None


@dataclass(frozen=True)
class Remains(Node):
    """"(This card remains in the Ring.)" (Armageddon WWF Style, after "every player must place all cards in their
    Ring area into their Ringside pile"): `scope` stays in `zone`; the move before it leaves it where it is."""

    scope: Scope
    zone: Zone


@dataclass(frozen=True)
class PartnerNow(Node):
    """Tag team: "Your partner is now the 'active' legal player and may begin his turn." -> role="active",
    begins_turn=True: the player's partner takes over as his team's `role` player (FAQ errata: each team has one
    "active" (legal) player) and may start his turn."""

    role: str
    begins_turn: bool = False


@dataclass(frozen=True)
class EffectCap(Node):
    """A cap on what this card makes a player do: "The maximum number of cards he discards from this card is 3." ->
    EffectCap("opponent", "discard", 3); "The maximum number of cards you draw from this card is 6." -> ("you",
    "draw", 6); "... he overturns from this card is 10." -> action "overturn".

    However many the card's other sentences count (often a '#' value), `player` does `action` to at most
    `maximum` cards for this card's effect."""

    player: str
    action: str
    maximum: int


@dataclass(frozen=True)
class HoldLimit(Node):
    """How many cards a player may have in a place: "You may not have more than one Amazing Display of Power card in
    your Ring area at a time." -> HoldLimit("you", 1, Cards(1, titled Amazing Display of Power, zone your Ring));
    "You may not have more than 6 cards under this card." -> 6 cards "under this card"; "You cannot have more than
    8 non-Backstage Cards in your Backstage." -> 8, zone your Backstage Area.

    `player` may not have more than `maximum` of the `cards` (where `cards.zone` says, or under this card) at
    any time."""

    player: str
    maximum: int
    cards: Cards


@dataclass(frozen=True)
class NextCardBan(Node):
    """What the next card may not be: "Your next card played this turn cannot be an Action card." ->
    NextCardBan(Scope("next", Card), CardFilter(kinds=("Action",))); "Your next card played this turn cannot be the
    card titled Chain Wrestling." -> not=titled Chain Wrestling; "Your next card this turn cannot be a Follow-up
    Maneuver."

    The card `scope` names (the player's next card of the turn) may not be one of the `not_` cards: the player
    cannot play such a card as that card."""

    scope: Scope
    not_: CardFilter


@dataclass(frozen=True)
class NextCardOnly(Node):
    """What the next card must be: "Your next card played this turn can only be that card." ->
    NextCardOnly(Scope("next", Card), CardFilter(qualifiers=("that card",))) (the card the text named before).

    The card `scope` names (the player's next card of the turn) may only be one of the `only` cards."""

    scope: Scope
    only: CardFilter


@dataclass(frozen=True)
class ZoneProhibition(Node):
    """Looking at or searching a player's cards, taken away: "Your opponent cannot look at your hand." ->
    ZoneProhibition("opponent", "look_at", Zone("hand", "you")); "You cannot look at his hand." -> ("you",
    "look_at", his hand); "Your opponent may not search your Arsenal." -> ("opponent", "search", your Arsenal).

    `player` may not do `action` to `zone` (by any effect: the effect is followed without that step)."""

    player: str
    action: str
    zone: Zone


@dataclass(frozen=True)
class BlankFor(Node):
    """Blank for some purposes only: "This card is considered blank for your effects." -> BlankFor(Scope("this"),
    purpose "your effects"); "This card is considered to be blank for card effects." (purpose "card effects");
    "This card is considered to have blank text for your effects."

    When the `purpose` (the effects named) look at the `scope` cards, they see blank cards; the cards' own text
    still works when they are played (unlike `Blank`)."""

    scope: Scope
    purpose: str


@dataclass(frozen=True)
class MovePermission(Node):
    """Where this card may be moved: "This card may be moved into your Arsenal." -> MovePermission(Scope("this"),
    Zone("arsenal", "you")) (a Backstage card: an effect that would put it there may do so)."""

    scope: Scope
    zone: Zone


@dataclass(frozen=True)
class CannotBecome(Node):
    """A kind effects cannot give cards: "This card cannot become Multi." -> CannotBecome(Scope("this"),
    CardFilter(traits=("Multi",))): an effect that would make it Multi does not."""

    scope: Scope
    as_kind: CardFilter


@dataclass(frozen=True)
class CriterionChange(Node):
    """A change to which cards an earlier instruction of the same card accepts: "the card does not have to be
    non-unique." -> CriterionChange(CardFilter(kinds=("Card",)), None, "need_not", CardFilter(non-unique)): the card
    that instruction picks (e.g. "put 1 non-unique card from your Ringside pile into your hand") may lack that quality;
    "the maneuver can be unique." / "the maneuver may be of 10D or less." -> change "may" (the card may have it: a
    wider choice); "that card can only be of 7D or less." -> change "only" (the card must have it: a narrower
    choice). `card` is the noun the text refers back with ("the card", "the maneuver"; None for "that card", read as a
    card named before, as "it"); `picked_by` the
    participle naming the instruction when the text gives one ("the cards removed" -> "removed", "the card searched
    for" -> "searched for")."""

    card: CardFilter | None
    picked_by: str | None
    change: str
    kind: CardFilter


@dataclass(frozen=True)
class ResolvesFirst(Node):
    """Who resolves first: "Your opponent resolves first at the end of the Pre-match phase, regardless of Superstar
    Value." -> ResolvesFirst("opponent", "Pre-match"): at the end of that phase `player`'s cards resolve first, whatever
    the Superstar Values (which otherwise set the order)."""

    player: str
    phase: str


@dataclass(frozen=True)
class NoBrands(Node):
    """Cards of no brand: "Your Enforcers have no brands." -> NoBrands(Scope("all", Enforcer, "you")): those cards
    are neither Raw, SmackDown nor ECW cards (for the effects and packing rules that ask for a brand)."""

    scope: Scope


@dataclass(frozen=True)
class NotCumulative(Node):
    """An effect that does not add to the same effect of other cards: "This effect is not cumulative with other cards
    titled Teaser Mode." -> NotCumulative("effect", CardFilter(titled=("Teaser Mode",))); "The damage modifier of this
    card is not cumulative with other cards titled Defensive Cover." -> `what` "damage_modifier" (only one of those
    cards' effects counts)."""

    what: str
    with_: CardFilter


@dataclass(frozen=True)
class UseLimit(Node):
    """How many effects of one kind a player may use: "you can only use one Activated Card Effect" ->
    UseLimit("you", "activated_card_effect", 1); "You may only use 1 Promo effect per card played." ->
    UseLimit("you", "promo", 1, per="card_played").  `per` None: in the window the sentence names (its trigger)."""

    player: str
    effect: str
    maximum: int
    per: str | None = None
