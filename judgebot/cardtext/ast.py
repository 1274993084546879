"""The typed tree of a card's text: what a judge reasons with.

Every node is a frozen dataclass; its docstring quotes the card wording it
stands for.  Text the grammar cannot read is an `Unparsed(text)` node, never
dropped: a sentence is parsed only when every word of it sits in a typed node.

Vocabulary used in the fields (lower case strings, stable):

* players: ``"you"``, ``"opponent"``, ``"both"``, ``"any"``
* zones: ``"hand"``, ``"arsenal"``, ``"ringside"``, ``"ring"``, ``"backlash"``,
  ``"backstage"``, ``"game"`` (removed from the game), ``"superstar"``
* stats: ``"D"`` damage, ``"F"`` fortitude, ``"SV"`` stun value,
  ``"hand_size"``, ``"superstar_value"``, ``"fortitude_rating"``
* card kinds keep the card's own spelling in title case: ``"Maneuver"``,
  ``"Strike"``, ``"Grapple"``, ``"Submission"``, ``"High Risk"``,
  ``"Trademark Finisher"``, ``"Action"``, ``"Reversal"``, ``"Antic"``, ``"Card"``,
  ``"Hold"``, ``"Assault"``, ``"Throw"``, ``"Core"``, ``"Mean"``, ``"Colossal"`` ...
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Union


class Node:
    """Base of every AST node."""


# --------------------------------------------------------------------------- lexicon


@dataclass(frozen=True)
class Range(Node):
    """A printed value bound: "of 7D or less", "2D or greater", "5D+",
    "printed 5D∙7D" (low=5, high=7), "F:0" (low=high=0).

    `stat` is "D", "F" or "SV"; `low`/`high` are inclusive, None = open.
    """

    stat: str
    low: int | None = None
    high: int | None = None
    printed: bool = False


@dataclass(frozen=True)
class CardFilter(Node):
    """A description of cards: "any non-Unique Strike or Grapple maneuver of
    7D or less", "the card titled Irish Whip", "a card with 'kick' in the title",
    "a successfully played 2D or greater maneuver".

    `kinds` are alternatives ("Strike or Grapple" -> ("Strike", "Grapple"));
    `all_kinds` are required together ("High Risk maneuver" -> kinds=("High Risk",)
    with head "Maneuver" folded away).  `excludes` are the "non-X" words.
    `traits` are trait adjectives ("Unique", "Heat", "Chain", "Throwback").
    `titled` are exact titles, `title_words` words that must be in the title.
    `qualifiers`: "successfully played", "other", "different", "random",
    "hybrid", "superstar-specific", "printed" ...
    """

    kinds: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    titled: tuple[str, ...] = ()
    title_words: tuple[str, ...] = ()
    damage: Range | None = None
    fortitude: Range | None = None
    targets: tuple[str, ...] = ()
    qualifiers: tuple[str, ...] = ()
    played_after: "CardFilter | None" = None
    owner: str | None = None
    logos: tuple[str, ...] = ()            # "cards with the Raw logo"
    all_kinds: tuple[str, ...] = ()        # kinds required as well: "Mean Assault" -> kinds=("Assault",), all_kinds=("Mean",)
    alternatives: tuple["CardFilter", ...] = ()  # "Face or Heel card", "hybrid or Unique reversals": ANY of these
                                                 # (each complete); the other fields hold what they share
    played_from: tuple[str, ...] = ()      # "any Action card played from your opponent's hand"
    reverses: tuple["CardFilter", ...] = ()  # "cards that specifically reverse the card titled Superplex": what
                                             # the card's own reversal text must name (any of these)
    does: tuple["CardDoes", ...] = ()      # "a card that allows him to search his Arsenal": what the card's text
                                           # must do (all of these; Potentiality Rule)


@dataclass(frozen=True)
class Quantity(Node):
    """How many: "1 card", "up to 2 cards", "any number of cards", "all",
    "2 or more", "1 random card", "1 card of your choice", "cards equal to X".

    `count` None with `all`/`any_number` set means unbounded.
    """

    count: int | None = None
    up_to: bool = False
    at_least: bool = False
    any_number: bool = False
    all: bool = False
    random: bool = False
    chosen_by: str | None = None      # "you" for "of your choice", "opponent" for "of his choice"
    equal_to: str | None = None       # "the number of Colossals in your Ring" (text, for now)
    variable: "Node | None" = None    # "draw # cards": continuous_ast.Variable (never a number: count stays None)


@dataclass(frozen=True)
class Zone(Node):
    """A place: "your hand", "your opponent's Ringside pile", "the top of your
    Arsenal", "his Ring area", "from the game", "under this card", "under Embrace the Hate".

    `position` is "top", "bottom" or None.  `card` is the title of the card a zone
    "under_card" is under ("put 1 card from your Ringside under Santino's Casa"); None is
    this card.  "on_card" is on top of this card ("put all cards on top of this card into your
    Ringside pile": Stipulation cards stacked on it).
    """

    name: str
    owner: str = "you"
    position: str | None = None
    card: str | None = None      # "under Embrace the Hate": the title of the card the zone is under
    alternatives: tuple["Zone", ...] = ()   # "from your Ring or Ringside": the other places, any one of them
    under: "CardFilter | None" = None   # "from under a WCW card": the description of the card a zone "under_other_card" is under


@dataclass(frozen=True)
class Cards(Node):
    """A counted card description: "up to 2 Strike cards from your Ringside pile"."""

    quantity: Quantity
    filter: CardFilter
    zone: Zone | None = None


# --------------------------------------------------------------------------- traits


@dataclass(frozen=True)
class Keyword(Node):
    """A trait or keyword: "Unique", "Universally Unique", "Set-up", "Active",
    "Universally Active", "Permanent", "RMS", "Multi", "Chain", "Heat",
    "Volley: 6" (value 6), "Momentum", "Stun Value", "Heel", "Face", "Raw",
    "SmackDown", "Run-in", "Foreign Object", "Promo: 2", "Counter",
    "Cannot be blanked".
    """

    name: str
    value: int | None = None


@dataclass(frozen=True)
class TraitLine(Node):
    """The card's traits line printed as the last line of its text: "Unique", "Universally Unique",
    "Smackdown logo" (traits ("SmackDown",)).  It restates the card's own traits, which are read from
    its data (`Card.traits`), so it changes nothing; replacing words such as 'Unique' in "replace
    'Strike' with 'Unique'" are not a traits line (textchange.py)."""

    traits: tuple[str, ...]


@dataclass(frozen=True)
class FollowUp(Node):
    """"Follow-up: Maneuver" / "Follow-up: Maneuver or Unique" (Revolution):
    the card may be played only after a successfully played card of that kind."""

    filter: CardFilter


@dataclass(frozen=True)
class Requirement(Node):
    """"Requirement: Fewer Cards in Hand", "Requirement: Less Fortitude",
    "Requirement: Tag Team" (Revolution)."""

    name: str
    condition: "Condition | None" = None


# --------------------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Condition(Node):
    """A state or history test.

    `kind` is one of:
    ``"played_after"`` ("after a successfully played 2D or greater maneuver",
    `filter`), ``"next_card_is"`` ("if your next card played this turn is a
    Strike maneuver", `filter`), ``"have_cards"`` ("if you have 2 or more cards
    in your hand", `player`, `quantity`, `filter`, `zone`), ``"compare"``
    ("when your Fortitude Rating is less than your opponent's", "fewer cards in
    hand", `stat`, `comparison` in {"less", "greater", "equal"}, `amount`),
    ``"stat_is"`` ("when your Fortitude Rating is 0"), ``"superstar_is"``
    ("when your opponent is Triple H", `player`, `names`), ``"card_in_zone"``
    ("when you have the card titled X in your Ring area", "when this card is in your
    Ring"), ``"played_by"`` ("if played by an Extremist"), ``"result"`` ("if this
    card is not successfully played", `negated`), ``"during_turn"`` ("during your
    turn"), ``"packing"`` ("when you are (not) packing Enforcers": `filter`, `zone`), ``"can_pack"`` ("when your opponent
    can pack Tag Team Title Belts": his Superstar may pack those cards, `player`, `filter`), ``"text"`` (a
    condition kept as text in `names`), ``"as_counter"`` ("as a Counter (hand or Backlash)": the reversal
    that ended the opponent's turn was played from `zone`; "(to a 5D+ maneuver)": it reversed a `filter`),
    ``"as_counter_not_from"`` ("(non-Arsenal)": not from `zone`), ``"as_counter_with"`` ("(with a
    Stardust-specific card)": that reversal was a `filter`), ``"restricted_to"`` ("if your Superstar card indicates you
    may not play any title belt except the Tag Team Title Belts": `player`'s Superstar may play no cards of that kind
    but `filter`), ``"different_targets"`` ("if you have 5 or more different Targets in your Ring": `player`,
    `amount`, `zone`), ``"card_face_up"`` ("when T-BAR's Intimidating Presence is face-up": `filter`).
    `negated` flips the test.
    """

    kind: str
    player: str | None = None
    filter: CardFilter | None = None
    quantity: Quantity | None = None
    zone: Zone | None = None
    stat: str | None = None
    comparison: str | None = None
    amount: int | None = None
    names: tuple[str, ...] = ()
    negated: bool = False
    any_of: tuple["Condition", ...] = ()   # kind "any": one of these ("after X or after Y")
    all_of: tuple["Condition", ...] = ()   # kind "all": every one of these


@dataclass(frozen=True)
class PlayRestriction(Node):
    """When the card may be played: "Can only be played after a successfully
    played maneuver" (kind "only_after"), "Can only be played when you have 2 or
    more cards in your hand" ("only_when"), "Must be played after the card titled
    X" ("must_after"), "Cannot be played if ..." ("cannot_when"), "can be played
    from ringside" ("may_play_from", `zones`), "or as a counter" (`or_counter`), "Cannot be played during the
    Pre-match phase" ("not_during_phase", `zones`), "(may be played) even if your opponent cannot play any belt except
    the Tag Team Title Belts" ("even_if", `condition`: a rule that would keep the card out does not).
    """

    kind: str
    condition: Condition | None = None
    zones: tuple[str, ...] = ()
    or_counter: bool = False
    counter_filter: CardFilter | None = None   # "as a Counter (5D+ maneuver)": what it counters
    counter: Condition | None = None           # "as a Counter (hand or Backlash)", "(with a Stardust-specific card)":
                                               # what the Counter's reversal had to be (reversals.py counter_paren)


# --------------------------------------------------------------------------- timing


@dataclass(frozen=True)
class Trigger(Node):
    """When a text applies.

    `kind` is one of: ``"when_played"``, ``"when_successfully_played"``,
    ``"as_action"``, ``"as_reversal"``, ``"as_maneuver"``, ``"as_antic"`` (the
    halves of a hybrid), ``"as_trademark"`` (etc., "as_" + kind),
    ``"while_in_ring"`` ("When this card is in your Ring area"),
    ``"while_in_zone"`` (`zone`), ``"once_per_turn"`` ("Once during each of your
    turns"), ``"start_of_turn"``, ``"end_of_turn"``, ``"end_of_prematch"``,
    ``"when_reversed"``, ``"when_unsuccessful"``, ``"when_overturned"``,
    ``"damage_applied"`` ("and damage has been applied"), ``"when_discarded"``
    ("When your opponent causes you to discard this card"), ``"during_your_turn"``,
    ``"when_player_plays"`` ("When you successfully play a Chain card", `by`
    the player, `filter` the card), ``"when_player_reverses"``.
    """

    kind: str
    zone: Zone | None = None
    by: str | None = None
    filter: "CardFilter | None" = None     # "When you successfully play a Chain card"
    event: "Node | None" = None            # "When you would discard for X": the event replaced


@dataclass(frozen=True)
class Ability(Node):
    """One effect clause with its timing and condition: "When successfully
    played, if your next card played this turn is a Strike maneuver, it is +2D."
    """

    effects: tuple["Effect", ...]
    triggers: tuple[Trigger, ...] = ()
    condition: Condition | None = None


@dataclass(frozen=True)
class ActivatedEffect(Node):
    """An Activated Card Effect with its cost: "discard 2 cards: put this card
    into your hand", "you may put this card into your Ringside pile and ...",
    "ACE: Once during each of your turns, you may discard 2 cards and then ...".
    """

    cost: tuple["Effect", ...]
    effects: tuple["Effect", ...]
    triggers: tuple[Trigger, ...] = ()
    condition: Condition | None = None


# --------------------------------------------------------------------------- reversals


@dataclass(frozen=True)
class EffectKind(Node):
    """A kind of effect a reversal answers (Potentiality Rule): "any card that
    would cause you to discard" (kind "discard"), "draw", "search",
    "moves_from_ringside" ("any card that moves any number of cards from any
    Ringside pile"), "opponent_draws", "Activated Card Effect" ("ace").
    `filter` narrows the card ("any non-unique Action card that would ...")."""

    kind: str
    filter: "CardFilter | None" = None


@dataclass(frozen=True)
class CardDoes(Node):
    """What a card's text does, as part of a description: "a card that allows him to search his Arsenal for any
    number of cards" (verb "allows", player "opponent", effect the Search), "a card that moves any number of cards
    into his Arsenal" (verb "does": the card itself does it), "a card that would move cards from your Ringside to your
    Arsenal" (verb "would"), "a card that would cause you to discard" (verb "would cause", player "you").
    `player` is who is allowed or made to take the step (None: the card's own step)."""

    verb: str
    effect: "Node"
    player: str | None = None


@dataclass(frozen=True)
class ReversalDefinition(Node):
    """What a reversal reverses and what it then does: "Reverse any Strike
    maneuver of 7D or less and end your opponent's turn", "Reverse the card
    titled Irish Whip", "Reversal: printed 5D∙7D Hold" (Revolution type line),
    "Reverse any card that would cause you to discard any number of cards".

    `targets` are alternatives; `then` the effects after reversing;
    `condition` a state needed to reverse ("when your Fortitude Rating is less...").
    `only` is set for "may only reverse ...".
    """

    targets: tuple[Union[CardFilter, EffectKind], ...]
    then: tuple["Effect", ...] = ()
    condition: Condition | None = None
    only: bool = False
    completely: bool = False      # "completely reverse": a Multi needs no second reversal (FAQ "Multi")
    ignores: tuple[str, ...] = ()  # reversal restrictions it ignores: "cannot_be_reversed" ("even if it cannot
                                   # be reversed"), "can_only_be_reversed", "all" ("ignore any reversal restriction"),
                                   # "discard_price" ("play this card without discarding any cards": a Chain's 2)
    prematch: bool = False         # "(even during the Pre-match phase)": it also works before the first turn
    mode: str | None = None        # "also" ("can also reverse ..."), "instead" ("reverse any maneuver instead"):
                                   # with `condition`, targets added / swapped in while it holds, not a play condition


@dataclass(frozen=True)
class ReversalRestriction(Node):
    """How this card may be reversed.

    `kind`: ``"cannot_be_reversed"`` ("Cannot be reversed", with optional `by`
    filter, `zones` "from backlash", `condition` "when ..."), ``"only_from"``
    ("Can only be reversed from your opponent's hand", `zones`), ``"only_by"``
    ("Can only be reversed by the card titled Step Aside", `by`),
    ``"modified"`` ("Reversals to this card are +2D / +5F", `modifier`),
    ``"irreversible_when"`` (cannot be reversed when played after X, `condition`),
    ``"as_if_non_unique"``, ``"cannot_respond"`` ("your opponent cannot respond
    to this card"), ``"even_by"`` (", even by the card titled X" after "Cannot be reversed": `by` reversals
    cannot reverse it whatever their text ignores).
    `applies_to` is "this" or a scope for "your next card ... cannot be reversed".
    """

    kind: str
    by: CardFilter | None = None
    zones: tuple[str, ...] = ()
    condition: Condition | None = None
    modifier: "Modifier | None" = None
    applies_to: "Scope | None" = None
    count: int | None = None        # "Can only be reversed by 2 reversal cards"
    by_any: tuple[CardFilter, ...] = ()   # every alternative of "by X or Y" (`by` is the first)
    duration: str | None = None     # "... cannot be reversed from his Arsenal for the rest of the turn"


# --------------------------------------------------------------------------- modifiers


@dataclass(frozen=True)
class StatChange(Node):
    """"+2D", "-5F", "+1SV", "x2" (multiply), "+2" on Superstar Value / hand size."""

    stat: str
    amount: int
    multiply: bool = False
    set_to: bool = False
    maximum: bool = False     # "do no more than a maximum of 3D": a ceiling, not a change


@dataclass(frozen=True)
class Scope(Node):
    """What a modifier applies to: "this card" (kind "this"), "your next card
    played this turn" / "your next maneuver" ("next"), "all Strike maneuvers"
    / "your maneuvers" ("all"), "reversals to this card" ("reversals_to_this"),
    "it" ("it": the card just named), "the reversed card" ("reversed"), "the first card played next turn"
    ("first_next_turn"), "your Superstar" ("superstar"), "your opponent's
    starting hand size" ("hand_size")."""

    kind: str
    filter: CardFilter | None = None
    player: str = "you"
    count: int | None = None       # "your next 3 Action cards played this turn"


@dataclass(frozen=True)
class Modifier(Node):
    """A value change: "this card is -6F", "your next card played this turn is
    +5D", "all Strike maneuvers are +1D for the rest of this turn", "your
    maneuvers are +1D" (while in your Ring: cumulative).

    `duration`: "this_card", "this_turn", "rest_of_turn", "while_in_ring",
    "next_turn", "permanent", or None (as long as the text applies).
    """

    changes: tuple[StatChange, ...]
    scope: Scope
    duration: str | None = None
    condition: Condition | None = None
    cumulative: bool = False


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Draw(Node):
    """"draw 1 card", "draw up to 2 cards", "your opponent draws 1 card"."""

    player: str
    quantity: Quantity


@dataclass(frozen=True)
class Discard(Node):
    """"discard 1 card of your choice from your hand", "your opponent discards
    4 cards", "discard 1 random card", "discard this card", "discard up to 2 Strike cards"."""

    player: str
    quantity: Quantity
    filter: CardFilter = field(default_factory=CardFilter)
    this_card: bool = False
    zone: Zone | None = None


@dataclass(frozen=True)
class Overturn(Node):
    """"overturn 1 card", "your opponent overturns 2 cards"."""

    player: str
    quantity: Quantity


@dataclass(frozen=True)
class Search(Node):
    """"search your Arsenal for 1 High Risk maneuver, reveal it to your
    opponent, put it into your hand, and shuffle your Arsenal".

    `also` are the further descriptions of one search for a list: "search your Arsenal
    for 1 Foreign Object card and 1 Grapple maneuver" (cards = the Foreign Object, also =
    the Grapple)."""

    player: str
    zones: tuple[Zone, ...]
    cards: Cards
    reveal: bool = False
    destination: Zone | None = None
    shuffle: bool = False
    also: tuple[Cards, ...] = ()


@dataclass(frozen=True)
class MoveCards(Node):
    """"put 1 card from your Ringside pile into your hand", "shuffle up to 2
    cards from your Ringside into your Arsenal", "put this card into your
    Ringside pile", "put them on the bottom of his Arsenal"."""

    player: str
    cards: Cards | None
    source: Zone | None
    destination: Zone
    this_card: bool = False
    shuffle: bool = False


@dataclass(frozen=True)
class LookAt(Node):
    """"look at your opponent's hand", "look at the top 5 cards of your Arsenal"."""

    player: str
    zone: Zone
    quantity: Quantity | None = None


@dataclass(frozen=True)
class Reveal(Node):
    """"reveal it to your opponent", "reveal your hand", "reveal your bottom 2 Arsenal cards"
    (`cards`: which cards, when the text describes them)."""

    player: str
    what: str
    cards: "Cards | None" = None


@dataclass(frozen=True)
class RemoveFromGame(Node):
    """"remove this card from the game", "randomly remove 1 card in your
    opponent's hand from the game"."""

    player: str
    cards: Cards | None = None
    this_card: bool = False


@dataclass(frozen=True)
class ShuffleZone(Node):
    """"shuffle your Arsenal"."""

    player: str
    zone: Zone


@dataclass(frozen=True)
class EndTurn(Node):
    """"end your turn", "end your opponent's turn", "end his turn"."""

    player: str


@dataclass(frozen=True)
class SkipDrawSegment(Node):
    """"skip your next Draw Segment"; "Skip your next 2 Draw Segments" (`count` 2)."""

    player: str
    count: int = 1


@dataclass(frozen=True)
class Prohibition(Node):
    """"your opponent cannot play the card titled X", "you cannot play Action
    cards with the word 'X' in the title for the rest of the turn", "your
    opponent cannot play Antics during his next turn"."""

    player: str
    action: str
    filter: CardFilter | None = None
    duration: str | None = None
    target: CardFilter | None = None   # "cannot play reversals to your Superstar-specific cards"


@dataclass(frozen=True)
class NoDamage(Node):
    """"Doing this will not cause any damage to opponent", "it deals no damage"."""


@dataclass(frozen=True)
class Optional(Node):
    """"you may ..." — the player chooses whether `effect` happens."""

    effect: "Effect"
    player: str = "you"


@dataclass(frozen=True)
class Choice(Node):
    """"either draw 1 card or discard 1 card", "... or ..." — one option; "choose two of the
    following: draw 1 card; your opponent discards 1 card; ..." — `count` options (None: one)."""

    options: tuple["Effect", ...]
    player: str = "you"
    count: int | None = None


@dataclass(frozen=True)
class Sequence(Node):
    """"discard 1 card and then your opponent discards 4 cards" — in order;
    `then` marks an explicit "then"."""

    effects: tuple["Effect", ...]
    then: bool = False


@dataclass(frozen=True)
class ForEach(Node):
    """"for each Heat card in your Ringside, ...": repeat per counted card."""

    cards: Cards
    effect: "Effect"


@dataclass(frozen=True)
class ForEachType(ForEach):
    """"This card is -3F for each Maneuver type in your Ring area", "Your opponent overturns 1 card for each different
    maneuver type in your Ring": once per different maneuver type among `cards`, not per card (a ForEach, so what it
    repeats is never read as done once)."""


@dataclass(frozen=True)
class Conditional(Node):
    """"if ..., ..." inside an effect list."""

    condition: Condition
    effect: "Effect"


@dataclass(frozen=True)
class Considered(Node):
    """"your first card played is considered to be played after the card titled
    Irish Whip", "this card is also considered an Extreme"."""

    scope: Scope
    played_after: CardFilter | None = None
    as_kind: CardFilter | None = None
    negated: bool = False          # "Your Foreign Objects are not Heel cards"
    purpose: str | None = None     # "... for your Revolution Right on Target", "for your effects"
    instead_of: CardFilter | None = None   # "a Trademark Finisher instead of a Grapple": the kind it no longer is
    duration: str | None = None    # "this card is Multi until the end of the turn" (None: as long as the text applies)
    mode: str | None = None        # "also": "is also considered a Submission" (a kind added to what it is);
                                   # "instead": "is a High Risk instead" (in place of what it was); None: not said


@dataclass(frozen=True)
class WinGame(Node):
    """"you win the game via Pinfall Victory"."""

    player: str
    how: str = ""


@dataclass(frozen=True)
class Blank(Node):
    """"it is blank until the end of the turn", "your Ability is blank",
    "Your Lock, Stock, and Barrel maneuvers are blank": the text has no effect."""

    scope: Scope
    duration: str | None = None
    damage: bool = False    # "Blank that maneuver's text and damage": its damage is blanked too


@dataclass(frozen=True)
class Hide(Node):
    """"you may hide this card": FAQ v4.0 (Raw Deal Fifth Anniversary, l.3196): "'Hide' is a
    new term in Raw Deal. When applied to Backstage cards, they are no longer revealed, and
    have no effect on the game." """

    player: str
    cards: "Cards | None" = None
    this_card: bool = False


@dataclass(frozen=True)
class Promo(Node):
    """"you may Promo: 2": FAQ Glossary "Promo": 'Promo: # is short for "Look at the top #
    cards of your Arsenal, put 1 of those cards in your hand, and the rest in your Ringside."' """

    player: str
    count: "int | Variable"          # "Promo: #": the card's variable (continuous_ast.Variable)


@dataclass(frozen=True)
class SkipTurn(Node):
    """"Your opponent skips his next turn."; "he skips his next two turns" (`count` 2)."""

    player: str
    count: int = 1


@dataclass(frozen=True)
class GainRequirement(Node):
    """Revolution Corners: "If this card is not in your Ring: they gain Requirement:
    'Revolution Batista Is In My Corner!' in your Ring." -- the cards the Corner let
    you pack (`scope`, as the text refers to them) cannot be played without it."""

    scope: Scope
    requirement: Requirement


@dataclass(frozen=True)
class Play(Node):
    """"you may play the card titled Maintain Hold after this card", "he must
    discard 1 card to play a card with 'cheap' in the title" (the played card is
    the goal of a cost)."""

    player: str
    cards: Cards | None = None
    this_card: bool = False
    source: Zone | None = None


@dataclass(frozen=True)
class PlayPrice(Node):
    """A price on every play of a kind of card, not an Activated Card Effect that plays one: "When this card is
    in your Ring area, your opponent must discard 1 card in order to play an Action card", "You must discard 2
    cards to play a Trademark Finisher", "Any player discards 1 card in order to play a non-Set-up Action card".
    `player` pays `cost` each time he plays one of `cards` (from `source`, when named)."""

    player: str
    cost: tuple["Effect", ...]
    cards: Cards
    source: Zone | None = None


@dataclass(frozen=True)
class Choose(Node):
    """"choose 1 card" (in a hand you look at), "your opponent chooses 2 cards"."""

    player: str
    cards: Cards


@dataclass(frozen=True)
class Name(Node):
    """"Name a card", "name 1 non-Superstar-specific Maneuver card" (kind "card", `filter` what may be
    named), "name a maneuver type" / "your opponent names Strike, Grapple, or Submission" ("type",
    `options` when listed), "name a Target" ("target"), "name a number 5 or less" / "Name 1, 2, or 3"
    ("number", `options`, `at_most`).  Later text speaks of "the card you named"."""

    player: str
    kind: str
    filter: "CardFilter | None" = None
    options: tuple[str, ...] = ()
    at_most: int | None = None
    at_least: int | None = None
    zone: "Zone | None" = None


@dataclass(frozen=True)
class Ignore(Node):
    """"ignore the 'Can only be played...' text", "ignore the Follow-up"."""

    what: str
    cards: "Cards | None" = None     # "... on your cards with 'chain' in the title"
    duration: str | None = None      # "... for the rest of your turn" (None: as long as the text applies)


@dataclass(frozen=True)
class DeckRule(Node):
    """A deck-construction rule: "Cannot be packed by Female Superstars"
    (kind "cannot_pack_by", `names`), "Can only be packed by a Rookie"
    ("only_pack_by"), "Cannot be packed when packing Corners"
    ("cannot_pack_when"), "You may pack up to 2 copies of this card"
    ("copies", `amount`), "Your Pre-match capacity is +1" ("capacity",
    `names`=("Pre-match",), `amount`), "This card does not take up a Pre-match
    slot in your Ring" ("no_slot"), "Your Storyline is Permanent" ("kind_is").
    `player`: whose deck or Ring the rule is about ("Your opponent's Mid-match Capacity is -1": "opponent")."""

    kind: str
    names: tuple[str, ...] = ()
    amount: int | None = None
    player: str = "you"
    except_names: tuple[str, ...] = ()   # "Cannot be packed by a GM, except Paul Heyman": packers left out


@dataclass(frozen=True)
class Unparsed(Node):
    """Card text the grammar cannot (yet) read, kept verbatim."""

    text: str


Effect = Union[
    Draw, Discard, Overturn, Search, MoveCards, LookAt, Reveal, RemoveFromGame,
    ShuffleZone, EndTurn, SkipDrawSegment, Prohibition, NoDamage, Optional, Choice,
    Sequence, ForEach, Conditional, Modifier, ReversalDefinition, ReversalRestriction,
    Considered, Unparsed,
]


# --------------------------------------------------------------------------- roots


@dataclass(frozen=True)
class Sentence(Node):
    """One sentence of card text and the clauses read from it.

    When any part cannot be read, `clauses` is ``(Unparsed(text),)``.
    """

    text: str
    clauses: tuple[Node, ...]

    @property
    def is_parsed(self) -> bool:
        return not any(isinstance(c, Unparsed) for c in self.clauses)


@dataclass(frozen=True)
class CardText(Node):
    """The whole text of a card (the AST root).

    `keywords` come from the card's traits when built by `card_ast(card)`;
    `type_reversal` is the reversal a Revolution type line defines
    ("Reversal: printed 5D∙7D Hold").
    """

    text: str
    sentences: tuple[Sentence, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    type_reversal: ReversalDefinition | None = None

    @property
    def is_fully_parsed(self) -> bool:
        return all(s.is_parsed for s in self.sentences)

    @property
    def unparsed(self) -> tuple[Unparsed, ...]:
        return tuple(c for s in self.sentences for c in s.clauses if isinstance(c, Unparsed))

    def nodes(self):
        """Every node in the tree, depth first (handy for "does it have a X?")."""
        return iter_nodes(self)


def iter_nodes(node):
    """Yield `node` and every node below it, depth first."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, Node):
            yield current
            values = [getattr(current, name) for name in current.__dataclass_fields__]
        elif isinstance(current, (tuple, list)):
            values = list(current)
        else:
            continue
        for value in reversed(values):
            if isinstance(value, (Node, tuple, list)):
                stack.append(value)


def map_nodes(node, change, keep=()):
    """`node` rebuilt with every node below it (itself included) for which `change(n)` is not None replaced by
    that value; nodes of the types in `keep` are left whole.  Unchanged parts stay the same objects."""
    new = change(node)
    if new is not None:
        return new
    if isinstance(node, tuple):
        out = tuple(map_nodes(x, change, keep) for x in node)
        return node if all(a is b for a, b in zip(out, node)) else out
    if not isinstance(node, Node) or isinstance(node, keep):
        return node
    changes = {}
    for f in fields(node):
        if f.init:
            value = getattr(node, f.name)
            new = map_nodes(value, change, keep)
            if new is not value:
                changes[f.name] = new
    return replace(node, **changes) if changes else node
