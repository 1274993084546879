"""AST nodes for deck construction ("packing") sentences.

FAQ Glossary, "Pack": to pack a card is to include it in your Arsenal, Backlash
deck or Backstage Area.  The Classic rulebook ("Modifying and Constructing
Decks"): "'You cannot pack maneuvers of 3D or greater...' = You cannot build your
Arsenal or Backlash deck with 3D or greater maneuvers."

Every node keeps the whole card description as `CardFilter`s (kinds, traits,
damage ranges, titles, logos, excepts), never flattened names, so the deck check
decides from the text.  Who may pack a card ("Cannot be packed by Female
Superstars") stays `DeckRule("cannot_pack_by" | "only_pack_by" | "can_pack_by",
names)` from `ast.py`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ast import CardFilter, Node


@dataclass(frozen=True)
class PackRestriction(Node):
    """"You cannot pack High Risk maneuvers." -> forbids=(CardFilter(kinds=("High Risk",)),);
    "You cannot pack maneuvers of 3D or greater." -> damage=Range("D", 3);
    "You cannot pack any Title Belts except the Tag Team Title Belts." ->
    forbids=(Title Belt,), except_=(CardFilter(kinds=("Title Belt",), traits=("Tag Team",)),);
    "You cannot pack Stipulations in your Backlash deck." -> zone="backlash".

    `forbids` are alternatives (any of them is forbidden); `except_` are cards
    the sentence lets through again; `zone` None means anywhere in the deck.
    """

    forbids: tuple[CardFilter, ...]
    except_: tuple[CardFilter, ...] = ()
    zone: str | None = None
    player: str = "you"


@dataclass(frozen=True)
class PackPermission(Node):
    """"You may pack Enforcers in your Backstage area." -> allows=(Enforcer,), zone="backstage";
    "You may pack any cards with the Edge logo, but you do not count as Edge." ->
    allows=(CardFilter(kinds=("Card",), logos=("Edge",)),), counts_as=False;
    "You can pack both Face and Heel cards." -> allows=(Face, Heel), together=True
    (the Face/Heel and Cheater/Fan Favorite rule lifted);
    "You can pack High-Flying Style." -> allows=(CardFilter(titled=("High-Flying Style",)),);
    "you may pack up to 4 Batista Antics and/or Maneuvers in your Arsenal" -> up_to=4,
    allows=(CardFilter(kinds=("Antic", "Maneuver"), logos=("Batista",)),), zone="arsenal".

    `counts_as` False: packing the logo's cards does not make you that Superstar.
    """

    allows: tuple[CardFilter, ...]
    except_: tuple[CardFilter, ...] = ()
    zone: str | None = None
    together: bool = False
    counts_as: bool = True
    player: str = "you"
    up_to: int | None = None      # "you may pack up to 4 Batista Antics and/or Maneuvers": at most this many
    hidden: bool = False          # "You can pack Bray Wyatt hidden in your Backstage Area": packed hidden there
    any_logo: bool = False        # "..., regardless of logo": Superstar-specific cards of any Superstar


@dataclass(frozen=True)
class PackedWith(Node):
    """This card and other cards in one deck:
    "Cannot be packed when packing Corners." -> mode="cannot", filters=(Corner,);
    "You cannot pack this card when you are packing the card titled Step Aside." (same);
    "Can only be packed when packing The Era of the Superstar." -> mode="only";
    "Can only be packed when you are packing an ECW card in your Backstage Area." -> zone="backstage".
    """

    mode: str                         # "cannot" | "only" | "can" ("Can be packed when packing The Nexus Armband":
                                      # packing those cards lets this one be packed)
    filters: tuple[CardFilter, ...]
    zone: str | None = None           # where those cards are packed, when the text says


@dataclass(frozen=True)
class PackedIfCanPack(Node):
    """"Can only be packed when you can pack the Tag Team Title Belts." ->
    filter=CardFilter(kinds=("Title Belt",), traits=("Tag Team",)): only a deck
    whose Superstar may pack those cards may pack this one.
    "Can only be packed when you cannot play any title belt except the Tag Team
    Title Belts" -> the same filter with only=True: the Superstar must be held to
    those cards (of their kind)."""

    filter: CardFilter
    only: bool = False
    negated: bool = False      # "Cannot be packed when you can pack Tag Team Title Belts": not by such a deck
    permits: bool = False      # "Can be packed when you can pack the Tag Team Title Belts": such a deck may pack
                               # it too (a permission, not a restriction)


@dataclass(frozen=True)
class ArsenalSize(Node):
    """"Your Arsenal may only contain 45 cards." / "You can only pack 50 cards in
    your Arsenal." -> ArsenalSize(45): the Arsenal must hold exactly this many."""

    cards: int


@dataclass(frozen=True)
class CopyLimit(Node):
    """How many copies of a card a deck may hold:
    "You may pack up to 4 copies of this card." -> CopyLimit(4) (filter None = this card);
    "You may not pack more than 2 of any non-unique card." -> CopyLimit(2, CardFilter(excludes=("Unique",)));
    "You may pack up to 2 of all Unique cards." -> CopyLimit(2, CardFilter(traits=("Unique",)))."""

    copies: int
    filter: CardFilter | None = None


@dataclass(frozen=True)
class PackedAs(Node):
    """"This card is packed as either a Pre-match or a Mid-match." ->
    PackedAs(("Pre-match", "Mid-match")): it may fill either Backlash slot."""

    kinds: tuple[str, ...]


@dataclass(frozen=True)
class RevealOnlyWhen(Node):
    """"Can only be revealed when you play From Dashing to Disfigured." -> RevealOnlyWhen(Trigger("when_player_plays",
    ...)): a Backstage card revealed only at that moment ("*Can only be revealed when High-Flying Style is put into your
    Ring": the card put there); "Can only be revealed from your Backstage area when you play Managed by Mr. Fuji.":
    `zone` "backstage", the place it is revealed from.  Not a packing rule: not in PACKING_NODES."""

    trigger: Node
    zone: str | None = None


@dataclass(frozen=True)
class RevealOnlyIf(Node):
    """"Can only be revealed if your Superstar card says you can reveal an Enforcer card." ->
    RevealOnlyIf(CardFilter(kinds=("Enforcer",))): packable only by a Superstar
    whose ability lets it reveal such cards."""

    filter: CardFilter


@dataclass(frozen=True)
class PackAsIf(Node):
    """"You can pack cards as if you were a Legend." -> allows=(CardFilter(kinds=("Card",)),),
    as_=("Legend",): the cards only a Legend may pack ("Can only be packed by a Legend") are
    allowed; "You can pack non-maneuver cards as if you were a Diva" -> allows non-maneuver
    cards only; "... as if you are a Male Superstar" -> as_=("Male",).  It does not make the
    Superstar one ("..., but you are not a Diva" says so again)."""

    allows: tuple[CardFilter, ...]
    as_: tuple[str, ...]


@dataclass(frozen=True)
class PackAsIfNot(Node):
    """"You may pack reversals as if they are not Face or Heel." -> allows=(CardFilter(kinds=("Reversal",)),),
    not_=("Face", "Heel"): those cards may be packed as though they lacked these traits (a Face Superstar
    packs them though they are Heel); on the card they keep the traits."""

    allows: tuple[CardFilter, ...]
    not_: tuple[str, ...]


@dataclass(frozen=True)
class PackAsIfCard(Node):
    """"This card can be packed as if it was a 2D maneuver." -> allows=(CardFilter(qualifiers=("this card",)),),
    as_=CardFilter(kinds=("Maneuver",), damage=2): in deck building those cards are packed as that kind of card."""

    allows: tuple[CardFilter, ...]
    as_: CardFilter


@dataclass(frozen=True)
class ExtraCards(Node):
    """More cards of a kind than the deck normally holds:
    "You may pack 3 additional Pre-match cards." -> ExtraCards(3, CardFilter(kinds=("Pre-match",)));
    "You can pack an additional 40- Arsenal cards." -> ExtraCards(40, Arsenal cards, up_to=True);
    "... an additional 2 Mid-match cards in your Backlash deck" -> zone="backlash"."""

    count: int
    filter: CardFilter
    up_to: bool = False
    zone: str | None = None


@dataclass(frozen=True)
class PackOnly(Node):
    """"You can only pack Unique maneuvers." -> PackOnly((CardFilter(kinds=("Maneuver",), traits=("Unique",)),)):
    of the kinds named (maneuvers), only the cards described may be packed; "When you are Evolution, you can
    only pack Raw Title Belts" -> no Title Belt that is not Raw.  Other kinds are not touched."""

    allows: tuple[CardFilter, ...]
    player: str = "you"


@dataclass(frozen=True)
class PackedOnlyIn(Node):
    """"Can only be packed in your Backstage." -> PackedOnlyIn(CardFilter(qualifiers=("this card",)), "backstage");
    "Face, Heel, Cheater, and Fan Favorite cards can only be packed in your Backstage Area." -> those cards:
    in the deck, only in that place."""

    cards: CardFilter
    zone: str


PACKING_NODES = (PackRestriction, PackPermission, PackedWith, PackedIfCanPack, ArsenalSize, CopyLimit, PackedAs,
                 RevealOnlyIf, PackAsIf, ExtraCards, PackOnly, PackedOnlyIn)


@dataclass(frozen=True)
class PackedWithExcept(Node):
    """Not with some cards, leaving some of them out: "Cannot be packed when packing Corners, except Revolution Kurt
    Angle is In My Corner!" -> PackedWithExcept((Corner,), (CardFilter(titled=("Revolution Kurt Angle is In My
    Corner!",)),)): this card and a Corner are never in one deck, unless that Corner is one of `except_`."""

    filters: tuple[CardFilter, ...]
    except_: tuple[CardFilter, ...]
    zone: str | None = None


@dataclass(frozen=True)
class PackEither(Node):
    """"When packing this card, you may pack either That's Suicide! or Mattitude Adjustment." ->
    choices=(CardFilter(titled=("That's Suicide!",)), CardFilter(titled=("Mattitude Adjustment",))): the deck may
    hold the cards of one choice, not the cards of both."""

    choices: tuple[CardFilter, ...]
    player: str = "you"
