"""Read a card's type line (the OCTGN `CardType`) into card types and subtypes.

The type line is what a judge reads under the title: "Strike", "Action",
"Reversal: Special", "Pre-match Event", "Strike / Action" (a hybrid: the halves
are joined with "/"), "Strike + Strike" (a Multi: the parts are joined with
"+"), and the Revolution forms "Trademark: Colossal: Follow-up: Maneuver" or
"Antic: Momentum".

Words used here, as the FAQ Glossary and the rulebooks use them:

- card types: Maneuver, Action, Antic, Reversal, Pre-match, Mid-match,
  Backstage, Superstar (and the few deck cards: Enforcer, "Little Jimmy Deck"...);
- maneuver kinds (subtypes of Maneuver): Strike, Grapple, Submission, High
  Risk, Trademark Finisher (the data also writes "TMF"), and the Revolution
  kinds Assault, Hold, Throw, Trademark, Extreme;
- Pre-match and Mid-match kinds (subtypes): Event, Object, Manager, Venue,
  Stipulation, Feud, Corner, Storyline, Faction, Pay-Per-View Event, Allegiance;
- Revolution size: Core, Mean or Colossal; "Follow-up: X" names what the card
  follows up; "Momentum" marks a Momentum card;
- qualifiers that repeat a trait on the type line: Heat, Chain, Foreign Object,
  Movie, Set-up, Run-in, Heel, PRO, "Special";
- a Reversal's "reverses" is the part after "Reversal:" ("Special" means the
  card's text says what it reverses).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

MANEUVER_KINDS = (
    "Strike", "Grapple", "Submission", "High Risk", "Trademark Finisher",
    "Assault", "Hold", "Throw", "Trademark", "Extreme",
)
MATCH_KINDS = (
    "Event", "Object", "Manager", "Venue", "Stipulation", "Feud", "Corner",
    "Storyline", "Faction", "Pay-Per-View Event", "Allegiance",
)
CARD_TYPES = ("Maneuver", "Action", "Antic", "Reversal")
OTHER_TYPES = {
    "Backstage Card": "Backstage",
    "Backstage": "Backstage",
    "Superstar Card": "Superstar",
    "Superstar": "Superstar",
    "Enforcer": "Enforcer",
    "Little Jimmy Deck": "Little Jimmy Deck",
    "Allegiance Deck": "Allegiance Deck",
    "Handler Deck": "Handler Deck",
}
SIZES = ("Core", "Mean", "Colossal")
QUALIFIERS = (
    "Heat", "Chain", "Foreign Object", "Movie", "Set-up", "Run-in", "Heel",
    "PRO", "Special", "Momentum",
)
TIMINGS = ("Pre-match", "Mid-match")

# Spellings in the data that mean the same word.
_ALIASES = {
    "tmf": "Trademark Finisher",
    "followup": "Follow-up",
    "allegience": "Allegiance",
    "manuever": "Maneuver",
}

_LOOKUP = {w.lower(): w for w in (*MANEUVER_KINDS, *MATCH_KINDS, *CARD_TYPES, *SIZES, *QUALIFIERS)}
_LOOKUP.update(_ALIASES)
_LOOKUP["follow-up"] = "Follow-up"


def _word(text: str) -> str:
    """The canonical spelling of one type-line word, or the text unchanged."""
    return _LOOKUP.get(text.strip().lower(), text.strip())


@dataclass(frozen=True)
class TypePart:
    """One half of a hybrid (the text between " / "), or the whole line."""

    text: str
    timing: str = ""                  # "Pre-match", "Mid-match" or ""
    types: tuple[str, ...] = ()       # "Maneuver", "Action", "Antic", "Reversal", "Pre-match", ...
    subtypes: tuple[str, ...] = ()    # maneuver kinds / match kinds, one per Multi part
    multi_parts: tuple[str, ...] = ()  # the "+" parts as read, () when not a Multi
    size: str = ""                    # Revolution "Core", "Mean" or "Colossal"
    follow_up: str = ""               # what a Follow-up card follows ("Maneuver", "Card", ...)
    qualifiers: tuple[str, ...] = ()  # Heat, Chain, Foreign Object, Special, Momentum, Allegiance value...
    reverses: str = ""                # for a Reversal: what the type line says it reverses
    unread: tuple[str, ...] = ()      # words this reader did not recognise (should be empty)


@dataclass(frozen=True)
class TypeLine:
    """A whole type line: its parts and the card-level summary."""

    text: str
    parts: tuple[TypePart, ...]

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for p in self.parts for t in p.types))

    @property
    def subtypes(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s for p in self.parts for s in p.subtypes))

    @property
    def hybrid(self) -> bool:
        return len(self.parts) > 1

    @property
    def multi_parts(self) -> tuple[str, ...]:
        """The "+" parts of the Multi half (the maneuver half when there is a choice)."""
        multis = [p for p in self.parts if p.multi_parts]
        for part in multis:
            if "Maneuver" in part.types:
                return part.multi_parts
        return multis[0].multi_parts if multis else ()

    @property
    def reverses(self) -> tuple[str, ...]:
        return tuple(p.reverses for p in self.parts if "Reversal" in p.types)

    @property
    def unread(self) -> tuple[str, ...]:
        return tuple(w for p in self.parts for w in p.unread)


def _split_halves(text: str) -> list[str]:
    """Split on "/" between halves.

    A slash without spaces inside a Reversal's target joins alternatives
    ("Reversal: Strike/Grapple" reverses a Strike or a Grapple); anywhere
    else a slash starts a new half ("Mid-match Grapple/Submission").
    """
    halves: list[str] = []
    for match in re.finditer(r"(\s*/\s*)?([^/]+)", text):
        sep, piece = match.group(1), match.group(2).strip()
        if halves and sep is not None and sep == "/" and re.match(r"(?:mid-match:?\s*)?reversal\b", halves[-1], re.I) \
                and not re.match(r"(?:pre-match|mid-match|reversal|action|antic)\b", piece, re.I):
            halves[-1] += "/" + piece
        else:
            halves.append(piece)
    return [h for h in halves if h]


def _read_reversal(rest: str) -> tuple[str, tuple[str, ...]]:
    """What a Reversal half reverses, and its trailing qualifiers (Heat, Run-in)."""
    segments = [s.strip() for s in rest.split(":") if s.strip()]
    qualifiers: list[str] = []
    while len(segments) > 1 and _word(segments[-1]) in ("Heat", "Run-in", "Special"):
        qualifiers.insert(0, _word(segments.pop()))
    return ": ".join(segments), tuple(qualifiers)


def _read_half(text: str) -> TypePart:
    rest = text.strip()
    timing = ""
    m = re.match(r"(pre-match|mid-match)\s*:?\s*", rest, re.I)
    if m:
        timing = "Pre-match" if m.group(1).lower() == "pre-match" else "Mid-match"
        rest = rest[m.end():]
    types: list[str] = [timing] if timing else []

    if rest in OTHER_TYPES or rest.split(":")[0].strip() in OTHER_TYPES:
        head, _, tail = rest.partition(":")
        types.append(OTHER_TYPES[head.strip()])
        qualifiers = tuple(_word(q) for q in tail.split(":") if q.strip())
        return TypePart(text=text, timing=timing, types=tuple(types), qualifiers=qualifiers)

    m = re.match(r"reversal\s*:?\s*", rest, re.I)
    if m:
        reverses, qualifiers = _read_reversal(rest[m.end():])
        types.append("Reversal")
        return TypePart(text=text, timing=timing, types=tuple(types), reverses=reverses or "Special",
                        qualifiers=qualifiers)

    subtypes: list[str] = []
    parts: list[str] = []
    qualifiers: list[str] = []
    unread: list[str] = []
    size = follow_up = ""
    for piece in (p.strip() for p in rest.split("+")):
        segments = [s.strip() for s in piece.split(":")]
        head = _word(segments[0])
        if head in MANEUVER_KINDS:
            types.append("Maneuver")
            subtypes.append(head)
        elif head == "Maneuver":
            types.append("Maneuver")
        elif head in ("Action", "Antic"):
            types.append(head)
        elif head in MATCH_KINDS and timing:
            subtypes.append(head)
        else:
            unread.append(segments[0])
        parts.append(head)
        tail = segments[1:]
        i = 0
        while i < len(tail):
            word = _word(tail[i])
            if word in SIZES:
                size = word
            elif word == "Follow-up":
                follow_up = ": ".join(tail[i + 1:]) or "Card"
                break
            elif word in QUALIFIERS:
                qualifiers.append(word)
            elif head == "Allegiance":
                qualifiers.append(tail[i])
            else:
                unread.append(tail[i])
            i += 1
    return TypePart(
        text=text,
        timing=timing,
        types=tuple(dict.fromkeys(types)),
        subtypes=tuple(subtypes),
        multi_parts=tuple(parts) if len(parts) > 1 else (),
        size=size,
        follow_up=follow_up,
        qualifiers=tuple(dict.fromkeys(qualifiers)),
        unread=tuple(unread),
    )


@lru_cache(maxsize=4096)
def parse_type_line(text: str) -> TypeLine:
    """Read a type line such as "Strike + Strike / Reversal: Special"."""
    text = " ".join((text or "").split())
    parts: list[TypePart] = []
    for half in _split_halves(text):
        part = _read_half(half)
        if not part.timing and parts and parts[-1].timing:
            # "Mid-match Action / Reversal: Special": the whole card is a Mid-match card.
            part = _read_half(f"{parts[-1].timing} {half}")
            part = TypePart(**{**part.__dict__, "text": half})
        parts.append(part)
    return TypeLine(text=text, parts=tuple(parts))
