"""The card database: read the OCTGN set files into `Card` values.

Each `rulings_db/cards/*.xml` file is one set (`<set name="01. Premiere">`)
whose `<card>` elements carry the printed values as `<property>`s: Format,
Fortitude, Damage, Hand Size, SSV, CardType, SS Logos, Traits, Stun, Target
and Card Text.

One `Card` per title and version, with all its printings:

- a Throwback reprint keeps the original's title in the data and carries the
  Throwback trait; it is a different card ("Punch (Throwback)") that counts as
  "Punch" for construction (FAQ Glossary, "Throwback": "The limit of 3 cards
  with the same title ... still applies, regardless of which versions of the
  card are packed");
- a Revolution version is spelt "Revolution Chair Shot" in the data and counts
  as "Chair Shot";
- three Virtual cards reuse a Classic card's title with different values
  (e.g. "The Three Amigos" in V13); they become "The Three Amigos (Virtual)".

The text keeps the data's wording; only characters the data garbled are
repaired (`repair_text`: "opponent╞s" -> "opponent's", "√20F" -> "-20F",
curly quotes made straight).

Values are typed: Fortitude, Damage, Stun Value, hand size and Superstar
value are integers or None.  Values printed as "#" (set by the card's text)
are None and named in `card.variable`.  An empty Damage box is "no damage"
(None), which is not D:0 (FAQ Glossary, "No Damage": "No Damage is not the same as D:0").
The data prints D:0 as "0" on Actions, Reversals and Pre-match cards, as the
Classic rulebook says: "all cards have two basic values: Fortitude and Damage".
"""
from __future__ import annotations

import re
from dataclasses import asdict
from pathlib import Path
from typing import Any

from . import paths
from .lookup import compact, exact_key, normalise
from .models import Card, Printing
from .traits import parse_traits
from .typeline import TypeLine, parse_type_line

REVOLUTION_PREFIX = "Revolution "


# Characters the data garbled in its text, and what the printed card has.  Quotes
# are made straight so card text reads one way ("opponent's", 'reversed').
_TEXT_REPAIRS = str.maketrans({
    "\u255e": "'",        # "opponent╞s" -> "opponent's"
    "\u00b5": "'",        # "µdraw╞" -> "'draw'", "Brothers µtil the End"
    "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
    "\u221a": "-",        # "this card is √20F" -> "-20F"
    "\u2265": "\u2022",   # "≥ Hand Size: +7" is a bullet
    "\u03b1": "...",      # "Revolution αAnd I Quote" -> "...And I Quote"
    "\u00bd": "",         # "ECW½ Originals" -> "ECW Originals" (a lost trademark sign)
})
_RANGE_DOT = re.compile(r"(\d+D|#D)\u2219")   # "1D∙7D" -> "1D-7D"


def repair_text(text: str) -> str:
    """The data's text with its garbled characters repaired and spaces collapsed."""
    text = _RANGE_DOT.sub(r"\1-", text or "").replace("\u2219", "; ")   # "Say It Loud∙Say It Proud"
    return " ".join(text.translate(_TEXT_REPAIRS).split())


def _int(value: str) -> int | None:
    """A printed number: "7" -> 7, "0+" -> 0, "" / "#" / other -> None."""
    m = re.match(r"\s*(\d+)", value or "")
    return int(m.group(1)) if m else None


def set_files(cards_dir: Path | None = None) -> list[Path]:
    """The set files, in set order (numbered sets, then prize cards and promos)."""
    return sorted((cards_dir or paths.cards_dir()).glob("*.xml"))


def read_printings(path: Path) -> list[dict[str, str]]:
    """Every card element of one set file as a dict of its properties.

    Adds `name`, `id`, `set` (the set's name as the data spells it, stripped).
    """
    import xml.etree.ElementTree as ET   # only when building; a warm start reads the pickle

    root = ET.parse(path).getroot()
    set_name = " ".join((root.get("name") or path.stem).split())
    rows = []
    for element in root.iter("card"):
        row = {p.get("name", ""): p.get("value", "") or "" for p in element.findall("property")}
        row["name"] = " ".join((element.get("name") or "").split())
        row["id"] = element.get("id") or ""
        row["set"] = set_name
        rows.append(row)
    return rows


def _rules_values(row: dict[str, str]) -> tuple:
    """What makes two printings the same card (not the format or set)."""
    traits = tuple(sorted(t for t in parse_traits(row.get("Traits", "")).names if t != "Throwback"))
    return (repair_text(row.get("CardType", "")), row.get("Fortitude", "").strip(), row.get("Damage", "").strip(),
            row.get("Stun", "").strip(), repair_text(row.get("Card Text", "")), traits)


def _is_revolution_version(row: dict[str, str]) -> bool:
    name = row["name"]
    return row.get("Format", "").endswith("Revolution") and name.startswith(REVOLUTION_PREFIX) \
        and len(name) > len(REVOLUTION_PREFIX)


def _version(row: dict[str, str], throwback: bool, originals: dict[str, str]) -> tuple[str, str, str]:
    """(title, base_title, version) of one printing.

    `originals` maps `compact(title)` of every plain (not Throwback, not
    Revolution) printing to its title: a Throwback whose data spells the title
    a little differently ("No Chance in Hell!" for "No Chance in Hell") still
    has the original's title ("Cards with Throwback still have the same card
    title", FAQ, "A No Show").
    """
    name = row["name"]
    if _is_revolution_version(row):
        base = name[len(REVOLUTION_PREFIX):]
        base = originals.get(compact(base), base)
        if throwback:
            return f"{name} (Throwback)", base, "Revolution Throwback"
        return name, base, "Revolution"
    if throwback:
        base = originals.get(compact(name), name)
        return f"{base} (Throwback)", base, "Throwback"
    return name, name, ""


def _same_title(a: str, b: str) -> bool:
    """Titles that differ at most in case and apostrophe style."""
    fold = str.maketrans({"\u2019": "'", "\u2018": "'"})
    return a.translate(fold).casefold() == b.translate(fold).casefold()


def _variable_values(row: dict[str, str], card: Card) -> tuple[str, ...]:
    """Names of the values printed as "#" (set by the card's text), e.g. ("damage",).

    The data leaves Damage empty for a "#" Damage ("Knee to the Gut": "# is
    equal to the reversed maneuver's Damage"); a card with a Fortitude and
    "#" in its text has a variable Damage, not "no damage".
    """
    found = []
    if card.damage is None and card.fortitude is not None and "#" in row.get("Card Text", ""):
        found.append("damage")
    if card.is_superstar and row.get("Hand Size", "").strip() == "#":
        found.append("hand_size")
    if card.is_superstar and row.get("SSV", "").strip() == "#":
        found.append("superstar_value")
    if re.search(r"Volley\s*:\s*#", row.get("Traits", "")):
        found.append("volley")
    return tuple(found)


def _make_card(key: str, title: str, base_title: str, version: str, row: dict[str, str]) -> Card:
    type_line = repair_text(row.get("CardType", ""))
    tl = parse_type_line(type_line)
    traits = parse_traits(row.get("Traits", ""))
    superstar = "Superstar" in tl.types
    text = repair_text(row.get("Card Text", ""))
    card = Card(
        key=key,
        title=title,
        base_title=base_title,
        version=version,
        type_line=type_line,
        types=tl.types,
        subtypes=tl.subtypes,
        hybrid=tl.hybrid,
        multi_parts=tl.multi_parts,
        fortitude=_int(row.get("Fortitude", "")),
        damage=_int(row.get("Damage", "")),
        stun=_int(row.get("Stun", "")),
        traits=traits.names,
        trait_corrections=traits.corrections,
        volley=traits.volley,
        logos=tuple(l.strip() for l in row.get("SS Logos", "").split(",") if l.strip()),
        target=" ".join(row.get("Target", "").lower().split()),
        hand_size=_int(row.get("Hand Size", "")) if superstar else None,
        superstar_value=_int(row.get("SSV", "")) if superstar else None,
        printed_text=text,
        current_text=text,
        # The data's own strings, for display ("0+" hand size, "#" values).
        printed_values={k: row.get(k, "") for k in ("name", "Fortitude", "Damage", "Stun", "Hand Size", "SSV",
                                                    "CardType", "Traits", "SS Logos", "Target")},
    )
    card.variable = _variable_values(row, card)
    return card


def load_cards(cards_dir: Path | None = None) -> list[Card]:
    """Every card of every set: one `Card` per title and version, with all its printings.

    Printed data only: `current_text` is the printed text until
    `judgebot.errata.apply_changes` applies ERRATA / MRP.  Keys are unique:
    two different cards whose titles differ only in punctuation ("Rob Van Dam",
    "Rob! Van! Dam!") keep their punctuation in the key; a Virtual card that
    reuses a title with different values becomes "<title> (Virtual)".
    """
    rows = [row for path in set_files(cards_dir) for row in read_printings(path)]
    throwbacks = ["Throwback" in parse_traits(row.get("Traits", "")).names for row in rows]
    originals: dict[str, str] = {}
    for row, throwback in zip(rows, throwbacks):
        if not throwback and not _is_revolution_version(row):
            originals.setdefault(compact(row["name"]), row["name"])

    cards: dict[str, Card] = {}
    values_of: dict[str, tuple] = {}
    printings: dict[str, list[Printing]] = {}
    for row, throwback in zip(rows, throwbacks):
        title, base_title, version = _version(row, throwback, originals)
        values = _rules_values(row)
        key = normalise(title)
        existing = cards.get(key)
        if existing is not None and values != values_of[key]:
            if not _same_title(existing.title, title):
                key = exact_key(title)               # a different title that normalises the same
            elif row.get("Format", "").startswith("Virtual"):
                title, version = f"{title} (Virtual)", (version + " Virtual").strip()
                key = normalise(title)
        if key not in cards:
            cards[key] = _make_card(key, title, base_title, version, row)
            values_of[key] = values
            printings[key] = []
        printings[key].append(Printing(set_name=row["set"], format=row.get("Format", ""), octgn_id=row["id"]))
    for key, card in cards.items():
        card.printings = tuple(printings[key])
    return list(cards.values())


def type_line_of(card: Card) -> TypeLine:
    """The parsed type line of a card (parts, Revolution size, what a Reversal reverses)."""
    return parse_type_line(card.type_line)


def card_to_json(card: Card) -> dict[str, Any]:
    """A complete, stable JSON form of a card (used by `judgebot card --json` and the web)."""
    data = asdict(card)
    data["printings"] = [asdict(p) for p in card.printings]
    data["changes"] = [asdict(c) for c in card.changes]
    data["trait_corrections"] = [list(pair) for pair in card.trait_corrections]
    for name in ("types", "subtypes", "multi_parts", "traits", "logos"):
        data[name] = list(data[name])
    data["formats"] = list(card.formats)
    data["variable"] = list(card.variable)
    data["no_damage"] = card.damage is None and "damage" not in data["variable"] \
        and not card.is_superstar and "Backstage" not in card.types
    tl = type_line_of(card)
    data["type_parts"] = [
        {
            "text": p.text, "timing": p.timing, "types": list(p.types), "subtypes": list(p.subtypes),
            "multi_parts": list(p.multi_parts), "size": p.size, "follow_up": p.follow_up,
            "qualifiers": list(p.qualifiers), "reverses": p.reverses,
        }
        for p in tl.parts
    ]
    return data
