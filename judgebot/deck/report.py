"""The result of a deck check: legal or not, each violation with its rule and citation, and the counts."""
from __future__ import annotations

from dataclasses import dataclass, field

from .citations import Citation
from .model import ARSENAL, BACKSTAGE, MID_MATCH, PRE_MATCH, ZONE_NAMES


@dataclass(frozen=True)
class Violation:
    rule: str                       # the rule's name, e.g. "copies", "heel-face"
    message: str                    # what is wrong, in a judge's words
    cards: tuple[str, ...] = ()     # titles of the cards involved
    zone: str = ""                  # where ("arsenal", "pre-match", ...), "" for the whole deck
    citations: tuple[Citation, ...] = ()
    lines: tuple[int, ...] = ()     # decklist lines of the cards involved

    def to_json(self) -> dict:
        return {"rule": self.rule, "message": self.message, "cards": list(self.cards), "zone": self.zone,
                "lines": list(self.lines), "citations": [c.to_json() for c in self.citations]}


@dataclass(frozen=True)
class Note:
    """Something a judge should know that does not make the deck illegal."""

    message: str
    citations: tuple[Citation, ...] = ()

    def to_json(self) -> dict:
        return {"message": self.message, "citations": [c.to_json() for c in self.citations]}


@dataclass
class DeckReport:
    superstar: str
    format: str                     # format slug
    format_name: str
    format_inferred: bool
    counts: dict[str, int]
    limits: dict[str, int]
    violations: list[Violation] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return not self.violations

    def to_json(self) -> dict:
        return {
            "legal": self.legal, "superstar": self.superstar, "format": self.format,
            "format_name": self.format_name, "format_inferred": self.format_inferred,
            "counts": dict(self.counts), "limits": dict(self.limits),
            "violations": [v.to_json() for v in self.violations], "notes": [n.to_json() for n in self.notes],
        }

    def render(self) -> str:
        c, lim = self.counts, self.limits
        head = "LEGAL" if self.legal else f"ILLEGAL ({len(self.violations)} violation{'s' * (len(self.violations) != 1)})"
        inferred = " (inferred from the cards)" if self.format_inferred else ""
        out = [f"{head}: {self.superstar}, {self.format_name} format{inferred}",
               f"  Arsenal {c[ARSENAL]}/{lim[ARSENAL]}   Pre-match {c[PRE_MATCH]}/{lim[PRE_MATCH]}   "
               f"Mid-match {c[MID_MATCH]}/{lim[MID_MATCH]}   Backstage {c[BACKSTAGE]}"]
        for n, v in enumerate(self.violations, 1):
            where = f" [{ZONE_NAMES.get(v.zone, v.zone)}]" if v.zone else ""
            lines = f" (line {', '.join(map(str, v.lines))})" if v.lines else ""
            out.append(f"\n{n}. {v.message}{where}{lines}")
            for cit in v.citations:
                out.append(f"   - {cit.citation} [{cit.entry_id}]")
                out.append(f"     \"{_short(cit.text)}\"")
        if self.notes:
            out.append("\nNotes:")
            for note in self.notes:
                out.append(f"  * {note.message}")
                for cit in note.citations:
                    out.append(f"    - {cit.citation} [{cit.entry_id}]")
        return "\n".join(out)


def _short(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "\u2026"
