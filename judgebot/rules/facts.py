"""The questions the rules ask of a card, as typed values.

`judgebot.rules.effects` fills these from the card's effect tree (the grammar's
AST) and its type line; the rule modules only ever read these values, so no
rule looks at a card's title or raw text.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CardFilter:
    """Which cards something applies to ("any Strike maneuver of 7D or less", "cards titled X")."""

    kinds: frozenset[str] = frozenset()          # "maneuver", "action", "antic", "reversal"; empty = any card
    not_kinds: frozenset[str] = frozenset()      # "non-maneuver"
    not_subtypes: frozenset[str] = frozenset()   # "non-Trademark-Finisher"
    subtypes: frozenset[str] = frozenset()       # maneuver kinds ("Strike", "Hold"); any of them
    classes: frozenset[str] = frozenset()        # "Core", "Mean", "Colossal"; any of them
    traits: frozenset[str] = frozenset()         # all of these traits ("Momentum", "Chain", "Heat")
    any_traits: frozenset[str] = frozenset()     # at least one of these traits
    not_traits: frozenset[str] = frozenset()     # none of these traits ("non-unique" -> {"unique"})
    damage_min: int | None = None
    damage_max: int | None = None
    printed: bool = False                        # compare the printed Damage, not the modified one
    fortitude_min: int | None = None
    fortitude_max: int | None = None
    title_has: str | None = None                 # "kick" cards: the string in the title
    title_is: str | None = None                  # the card titled X
    does: frozenset[str] = frozenset()           # Potentiality: what the card can do ("moves_from_ringside", ...)
    hybrid: bool | None = None                   # "any hybrid card"
    not_superstar_specific: bool = False
    follow_up: bool | None = None                # Revolution "Follow-up" cards
    successful: bool = False                     # "a successfully played ..."
    timing: str | None = None                    # "Mid-match card": the face played Mid-match
    not_timing: str | None = None                # "non-Mid-match"
    after: tuple["CardFilter", ...] = ()         # "any maneuver played after the card titled Irish Whip" (any of)
    played_from: frozenset[str] = frozenset()    # "any Action card played from your opponent's hand"
    any_of: tuple["CardFilter", ...] = ()        # when set, the filter is these alternatives ("Chain or Heat maneuvers")
    text_has: tuple[str, ...] = ()               # "any card with 'diva' in the text": one of these strings in its text
    restricted: str | None = None                # the card has a reversal restriction: "any", "printed" (its own text
                                                 # or traits), "can_only", "cannot_wording", "irreversible"
    reverses: tuple["CardFilter", ...] = ()      # "cards that specifically reverse the card titled X": its reversal
                                                 # text names one of these (a title, or "played after" a title)


@dataclass(frozen=True)
class Condition:
    """A condition printed on a card, in a form the rules can check against the game state.

    kinds: "after" (the card played immediately before this turn matches `filter`),
    "fortitude_below_opponent", "fortitude_above_opponent" (and "..._by" n: a margin, "10+ lower
    Fortitude"), "fortitude_at_most_opponent" / "fortitude_at_least_opponent" / "fortitude_equal_opponent" (a tie
    counts: "equal or lower Fortitude"), "fortitude_at_most" (n), "fortitude_at_least" (n), "opponent_fortitude_at_most" /
    "_at_least" (n), "hand_at_least" (n), "hand_at_most" (n), "superstar_is" / "opponent_superstar_is"
    (word: a Superstar name), "ring_has" (a card matching `filter` in your Ring), "ring_count_at_least" /
    "ring_count_at_most" (n: how many cards matching `filter` are in your Ring), "ring_types_at_least" (n: how many
    maneuver types those cards show), each also "opponent_..." for his Ring,
    "played_as" (word), "first_card_this_turn", "counter"; "any" / "all" (of `parts`).
    `alternatives`: for "after" / "ring_has", every description that fits ("after a Submission
    maneuver or Chain maneuver"); `filter` is the first of them.
    """

    kind: str
    n: int | None = None
    filter: CardFilter | None = None
    word: str | None = None
    negated: bool = False
    alternatives: tuple[CardFilter, ...] = ()
    parts: tuple["Condition", ...] = ()

    def filters(self) -> tuple[CardFilter, ...]:
        return self.alternatives or ((self.filter,) if self.filter is not None else ())


@dataclass(frozen=True)
class Amount:
    """A value the card defines ("where # is ..."), worked out against the game state (`judgebot.rules.amounts`).

    kinds: "player_stat" (`stat` "fortitude_rating" / "superstar_value" of `player`), "count" (the cards of
    `player`'s `zone` fitting `filter`), "stun_value" (in `player`'s Ring); then `times`, `divide` (`rounding` "up"
    or "down"), `offset`, `subtract_from` (# = subtract_from - value), `maximum` / `minimum`."""

    kind: str
    player: str = "you"
    stat: str | None = None
    zone: str | None = None
    filter: CardFilter | None = None
    times: int = 1
    divide: int = 1
    rounding: str | None = None
    offset: int = 0
    subtract_from: int | None = None
    maximum: int | None = None
    minimum: int | None = None


@dataclass(frozen=True)
class Modifier:
    """A change to a Fortitude Value or Damage Value: +3D, -6F, x2 ..."""

    stat: str                      # "F" or "D"
    op: str                        # "+", "-", "*", "/", "max" (a ceiling: "no more than a maximum of 3D"), "="
                                   # (the value is set: "this card is F: 0")
    amount: int
    condition: Condition | None = None
    applies_to: CardFilter | None = None  # for effects on other cards ("your Strike maneuvers are +1D")
    amount_of: Amount | None = None       # "-#F, where # is your opponent's Fortitude Rating": `amount` is worked
                                          # out from the game state (amounts.work_out)


@dataclass(frozen=True)
class Restriction:
    """A reversal restriction (FAQ Glossary "Reversal Restriction").

    kinds: "irreversible", "only_from" (zones), "not_from" (zones), "only_by" (filter; with `zones`, a reversal
    from there must fit it: "can only be reversed from hand by Unique reversals or from Arsenal"),
    "not_by" (filter; with `zones`, only from there), "momentum", "as_if_non_unique" ("can be reversed as if it was non-Unique": it widens,
    it never blocks), "as_if" ("can be reversed as if it were a Strike": `filter` is the kind it also counts as), "also_by"
    ("Can be reversed by the card titled Clean Break": reversals fitting `filter` reverse it whatever they name),
    "price" ("Your opponent must discard 2 cards in order to play a reversal to this card": `count`, `price`;
    `zones`: only reversals from there pay it), "needs" ("This card requires 3 reversals to be reversed", "Can only
    be reversed by 2 reversal cards": `count` reversals, as a Multi's two).
    """

    kind: str
    zones: frozenset[str] = frozenset()
    filter: CardFilter | None = None
    condition: Condition | None = None
    alternatives: tuple[CardFilter, ...] = ()   # "only by X or Y": any of these; `filter` is the first
    count: int | None = None                    # "price": cards the reversing player must discard (None: not a
    price: str = ""                             # plain count); `price` says what he pays ("discard 2 cards")
    even_by: tuple[CardFilter, ...] = ()        # "Cannot be reversed, even by the card titled X" (a "not_by" X): reversals
                                                # fitting one of these never pass over it, whatever their text ignores

    def filters(self) -> tuple[CardFilter, ...]:
        return self.alternatives or ((self.filter,) if self.filter is not None else ())


@dataclass(frozen=True)
class Prohibition:
    """A permission a card takes from the opponent while it is played: "your opponent cannot respond to this card",
    "he cannot play reversals from hand to it", "Your opponent cannot play the card titled Over Sell Maneuver
    immediately after this card".

    Not a reversal restriction (FAQ Glossary "Reversal Restriction": 'Cards and effects that modify player
    permissions are never reversal restrictions'; 'A card that cannot be responded to does not have a reversal
    restriction'): a reversal that ignores reversal restrictions does not pass it, and an RMS card keeps it.

    kinds: "respond" (no response at all: no reversal card played, no card effect or Ability activated; FAQ
    Glossary "Response, Respond"), "play" (the cards fitting one of `cards` may not be played to it; empty: any
    card).  `zones`: for "play", only cards played from there ("from hand"); empty: from wherever they are played.
    """

    kind: str
    cards: tuple[CardFilter, ...] = ()
    zones: frozenset[str] = frozenset()
    condition: Condition | None = None


@dataclass(frozen=True)
class KindChange:
    """"When played after a successfully played maneuver, this card is a High Risk instead of a Strike": the maneuver
    kinds its own text gives the card as it is played (`gains`) in place of the ones it names (`loses`; "*": all it
    has, "this card is a High Risk instead"; none: added, "is also considered a Submission"), when `condition`
    holds.  A reversal or a modifier looking for a Strike no longer finds one."""

    gains: tuple[str, ...]
    loses: tuple[str, ...]
    condition: Condition | None = None


@dataclass(frozen=True)
class TurnBan:
    """"You cannot play the card titled Small Package for the rest of the turn", "you cannot play this card for the
    rest of this turn": cards its player may not play again this turn once this card was played (`after`: "played",
    whatever came of it; "successful"; "reversed", for "When this card is reversed, ... you cannot play this card
    for the rest of this turn").  `this_card`: the card's own title; else the cards `filter` describes."""

    filter: CardFilter = field(default_factory=CardFilter)
    this_card: bool = False
    after: str = "played"


@dataclass(frozen=True)
class OwnBan:
    """"You cannot play Grapple or Submission maneuvers" (a Superstar's Ability), "When this card is in your Ring
    area, you cannot play actions from your hand": cards its own player may not play (from `zones`; empty: from
    anywhere) while the card is in his Ring or is his Superstar, when `condition` holds."""

    filter: CardFilter = field(default_factory=CardFilter)
    zones: frozenset[str] = frozenset()
    condition: Condition | None = None


@dataclass(frozen=True)
class NextCardEffect:
    """"Your next card played this turn ..." (a Follow-up effect, FAQ Glossary "Follow-up effects")."""

    filter: CardFilter = field(default_factory=CardFilter)
    modifiers: tuple[Modifier, ...] = ()
    restrictions: tuple[Restriction, ...] = ()
    plunge: tuple[Modifier, ...] = ()    # "your opponent's reversal to it is +6F" (Bait Opponent)
    prohibitions: tuple[Prohibition, ...] = ()   # "your opponent cannot respond to your next maneuver"
    traits: tuple[str, ...] = ()         # "your next card played this turn is Multi" (lower case)
    after: tuple[CardFilter, ...] = ()   # "... is considered to be played after the card titled Gut Wrench" (any of)
    kind_changes: tuple["KindChange", ...] = ()   # "if your next card ... is a maneuver, it is a Trademark Finisher
                                                  # instead"


@dataclass(frozen=True)
class GrantedRestriction:
    """A card in the Ring giving its player's cards a reversal restriction: "your first non-F:0 Core of
    this turn cannot be reversed from his hand" (Revolution Hardcore Hell)."""

    filter: CardFilter = field(default_factory=CardFilter)
    first_this_turn: bool = False
    restriction: Restriction = field(default_factory=lambda: Restriction("irreversible"))


@dataclass(frozen=True)
class GrantedProhibition:
    """A card in the Ring taking a permission from the opponent for its player's cards: "Your opponent cannot play
    reversals to your Superstar-specific non-maneuver cards", "Your opponent cannot respond to your Springboard",
    "Your opponent cannot play the card titled The Game Interferes!" (to any of your cards)."""

    filter: CardFilter = field(default_factory=CardFilter)
    prohibition: Prohibition = field(default_factory=lambda: Prohibition("respond"))


@dataclass(frozen=True)
class ConditionalTarget:
    """A reversal target that holds only in a state: "... or when you have lower Fortitude, completely reverse
    any card" (`condition`), "... or, when overturned, reverse any non-damage card effect" (`zones` {"arsenal"}),
    "...; when you are The Shield, reverse any maneuver instead" (`instead`: replaces the other targets)."""

    filter: CardFilter
    condition: Condition | None = None
    zones: frozenset[str] = frozenset()
    instead: bool = False
    completely: bool = False


@dataclass(frozen=True)
class ReversalAbility:
    """What a reversal reverses: any one of `targets`; and whether it ends the turn."""

    targets: tuple[CardFilter, ...] = ()
    ends_turn: bool = True
    reverses: bool = True            # False for reversals that do not reverse (Over Sell Maneuver)
    zones: frozenset[str] = frozenset()  # when set, the only zones it works from ("ring", "ringside", "backstage")
    completely: frozenset[str] = frozenset()  # zones from which it "completely reverses" a Multi ("*": any)
    discard_cost: int = 0            # "discard 3 cards to reverse ..." (paid by the reversing player)
    condition: Condition | None = None  # a state needed to reverse ("if it is not the first maneuver ...")
    conditional: tuple[ConditionalTarget, ...] = ()   # targets that hold only in a state / from a zone
    ignores: frozenset[str] = frozenset()  # reversal restrictions of the target it ignores: "cannot_be_reversed"
                                           # ("even if it cannot be reversed"), "can_only_be_reversed", "all",
                                           # "discard_price" (no discards a Chain or a price asks for)


@dataclass(frozen=True)
class TriggeredEffect:
    """An effect printed on a card in play that triggers when a player successfully plays a card:
    "When your opponent successfully plays a maneuver, you may draw 1 card" (Raven); with
    `after_damage`, "... and damage has been applied" (Jamie Noble).  FAQ Timing Breakdown 7a/7b, 9c/9d."""

    by: str                                   # whose play triggers it: "you" (its controller) or "opponent"
    filters: tuple[CardFilter, ...] = ()      # the card played (any of); empty = any card
    after_damage: bool = False
    effect: str = ""                          # a short reading of what it does
    on_play: bool = False                     # "When your opponent plays ..." (not "successfully plays"): 2e/2f
    # "When your maneuver is successful and you have 10+ Fortitude, ...": the state its controller must be in
    condition: "Condition | None" = None
    # "...; when it is a 'Chair' or 'Leg' maneuver, your opponent discards his hand": the card played must also fit
    also: tuple[CardFilter, ...] = ()


@dataclass(frozen=True)
class CardEffects:
    """Everything the rules need to know about one card played as one type."""

    fortitude_mods: tuple[Modifier, ...] = ()      # this card's own Fortitude modifiers
    damage_mods: tuple[Modifier, ...] = ()         # this card's own Damage modifiers
    follow_up: tuple[CardFilter, ...] = ()         # "Can only be played after ..." (any of)
    opens_follow_up: tuple[CardFilter, ...] = ()   # "You may play the card titled Maintain Hold after this card":
                                                   # the cards whose Follow-up this card meets when played before them
    or_counter: bool = False                       # "... or as a Counter" (Glossary "Counter")
    play_conditions: tuple[Condition, ...] = ()    # "Can only be played when ...", "must"
    restrictions: tuple[Restriction, ...] = ()     # reversal restrictions printed on the card
    next_card: tuple[NextCardEffect, ...] = ()     # effects on the next card played this turn
    turn_mods: tuple[Modifier, ...] = ()           # "for the rest of this turn" modifiers (when successful)
    turn_restrictions: tuple[GrantedRestriction, ...] = ()  # "Your maneuvers cannot be reversed from his Arsenal
                                                   # for the rest of the turn" (when successful)
    turn_prohibitions: tuple[GrantedProhibition, ...] = ()  # "Your opponent cannot play Reversal cards from his
                                                   # hand for the rest of the turn" (when successful)
    turn_bans: tuple[TurnBan, ...] = ()            # "You cannot play the card titled X for the rest of the turn"
    own_bans: tuple[OwnBan, ...] = ()              # "You cannot play Grapple maneuvers" (from the Ring / Superstar)
    ring_mods: tuple[Modifier, ...] = ()           # "When this card is in your Ring area" modifiers to your cards
    ring_restrictions: tuple[GrantedRestriction, ...] = ()  # reversal restrictions it gives your cards from the Ring
    prohibitions: tuple[Prohibition, ...] = ()     # permissions it takes from the opponent while it is played
    gained_traits: tuple[tuple[str, Condition | None], ...] = ()   # "This card is Multi when played by a Tag Team
                                                   # Superstar": (trait in lower case, condition)
    ring_traits: tuple[tuple[CardFilter, str, Condition | None], ...] = ()   # "your Submission maneuvers are Multi"
    kind_changes: tuple[KindChange, ...] = ()      # "this card is a High Risk instead of a Strike" (when ...)
    ring_prohibitions: tuple[GrantedProhibition, ...] = ()  # ... from the Ring, while your cards are played
    opponent_mods: tuple[Modifier, ...] = ()       # continuous modifiers to the opponent's cards
    plunge: tuple[Modifier, ...] = ()              # modifiers to the opponent's reversals to this card
    reversal: ReversalAbility | None = None
    potential: frozenset[str] = frozenset()        # Potentiality Rule: what it can do when (successfully) played
    from_ringside: bool = False                    # text lets it be played from the Ringside pile
    play_zones: frozenset[str] = frozenset()       # "Can only be played from your Ringside pile": only from there
    not_play_zones: frozenset[str] = frozenset()   # "Cannot be played from Ringside"
    overturn_self: int = 0                         # "When successfully played, overturn N cards" (you)
    overturn_opponent: int = 0                     # "your opponent overturns N cards" (when successful)
    goes_to: str | None = None                     # "ringside" / "arsenal" when an Action resolves elsewhere
    ends_own_turn: bool = False                    # "When successfully played, end your turn"
    when_played: tuple[str, ...] = ()              # 'when played' effects (Timing Breakdown 2e), named
    when_successful: tuple[str, ...] = ()          # its own 'when successfully played' effects (step 8), named
    after_damage: tuple[str, ...] = ()             # its own effects 'after damage has been applied' (step 9c)
    triggered: tuple[TriggeredEffect, ...] = ()    # effects it gives while in play on a card played (7a/7b, 9c/9d)
    when_overturned: tuple[str, ...] = ()          # "When this card is overturned, ..." (not a reversal), named
    when_reversed: tuple[str, ...] = ()            # "If reversed from your opponent's hand, ...", "If this card is
                                                   # not successfully played, ..." (its own text), named
    heat_kept: tuple[CardFilter, ...] = ()         # "Your Heat cards are not removed from the game when you move a card
                                                   # from your Ringside pile": the cards whose moves keep them (any of)
    unread: tuple[str, ...] = ()                   # sentences the grammar could not read
    registry: str | None = None                    # set when CARD_CODE supplied or changed these facts
