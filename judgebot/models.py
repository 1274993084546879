"""The typed values that flow between judgebot's parts.

`Card` comes from the OCTGN reader (`judgebot.cards`), `Entry` from the source
parsers (`judgebot.sources`).  Everything downstream (grammar, resolver, search,
web, audit, deck check) takes these, never raw dictionaries.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Printing:
    """One printing of a card: the set it is in and that set's format."""

    set_name: str          # e.g. "01. Premiere"
    format: str            # "Classic", "Revolution" or "Virtual" (as the data says)
    octgn_id: str          # the card's GUID in the OCTGN set file


@dataclass(frozen=True)
class TextChange:
    """An ERRATA or MRP entry applied to a card's printed text."""

    kind: str              # "errata" or "mrp"
    entry_id: str          # Entry.id of the FAQ entry
    citation: str          # the line a judge reads aloud
    wording: str           # the FAQ's text
    applied: bool          # True when the wording replaced/extended the text; False when only noted


@dataclass
class Card:
    """One card per title and version, with every printing of it.

    `damage` is None for a card that deals no damage ("No Damage is not the
    same as D:0", FAQ Glossary "No Damage").
    """

    key: str                          # normalised unique key (lookup form of the full title)
    title: str                        # full title as printed, e.g. "Booby Trap (Throwback)"
    base_title: str                   # the title it counts as for construction ("Booby Trap")
    version: str                      # "", "Throwback" or "Revolution"
    type_line: str                    # the data's CardType, e.g. "Strike / Action"
    types: tuple[str, ...]            # card types: "Maneuver", "Action", "Reversal", "Antic", "Pre-match", ...
    subtypes: tuple[str, ...]         # maneuver kinds ("Strike", "Grapple", ...) and pre/mid-match kinds
    hybrid: bool                      # the type line joins halves with "/"
    multi_parts: tuple[str, ...]      # parts joined with "+" (Multi), else ()
    fortitude: int | None
    damage: int | None                # None = no damage
    stun: int | None
    traits: tuple[str, ...]           # normalised trait names
    trait_corrections: tuple[tuple[str, str], ...]  # (as in the data, as normalised)
    volley: int | None
    logos: tuple[str, ...]            # Superstar logos
    target: str
    hand_size: int | None             # Superstars only
    superstar_value: int | None       # Superstars only
    printed_text: str
    current_text: str                 # printed text with ERRATA / MRP wording applied
    changes: tuple[TextChange, ...] = ()
    printings: tuple[Printing, ...] = ()
    # The data's own strings for Fortitude, Damage, Stun, Hand Size, SSV, CardType,
    # Traits, SS Logos and Target (e.g. hand size "0+" or "#", which ints cannot show).
    printed_values: dict[str, str] = field(default_factory=dict)
    # Names of values printed as "#" (e.g. ("damage",)): variable, not "no damage".
    variable: tuple[str, ...] = ()

    @property
    def formats(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.format for p in self.printings))

    @property
    def is_superstar(self) -> bool:
        return "Superstar" in self.types


@dataclass(frozen=True)
class Entry:
    """One citeable passage: a FAQ ruling, errata, glossary line, or a rulebook section.

    `citation` is the line a judge reads aloud, e.g.
    'FAQ v4.0, Glossary, "Multi", ruling 5'.
    """

    id: str                # stable citation id, e.g. "faq-4.0/glossary/multi/5"
    source: str            # "faq-4.0", "rulebook-v17", "revolution-rulebook", "rumble-throwdown", "nero-raw"
    game: str              # "raw-deal" for Raw Deal sources, another slug for other games
    section: str           # e.g. "Glossary", "Classic Cards", "Timing Breakdown", a rulebook heading
    subject: str           # card title, Superstar or term exactly as printed ("" for rulebook prose)
    kind: str              # "ruling", "errata", "mrp", "note", "example", "rule"
    text: str              # the passage, cleaned of PDF noise
    line: int              # 1-based line in the source document
    number: int            # ordinal of this entry within its subject (1-based)
    citation: str
    cards: tuple[str, ...] = field(default=())      # Card.key of the card/Superstar the subject names
    mentions: tuple[str, ...] = field(default=())   # Card.key of italicised card names in the text
    italics: tuple[str, ...] = field(default=())    # the names italicised (*Name*) in the source, as printed
