"""Find the FAQ or rulebook entry a construction rule comes from.

Rules name their source by where a judge would look it up — the document, the
term or heading, and a few words of the passage — and this module finds that
`Entry` among the loaded entries (`judgebot.sources.load_entries()`, via the
database).  The text a judge reads aloud is always the entry's own; nothing
here repeats it.  A locator that finds nothing yields no citation (the rule
still applies), and `missing()` lists such locators for the tests.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..models import Entry


@dataclass(frozen=True)
class Where:
    """Where a rule is written: source slug, subject (term/heading) and words of the passage."""

    source: str
    subject: str
    words: str = ""


@dataclass(frozen=True)
class Citation:
    entry_id: str
    citation: str
    text: str

    def to_json(self) -> dict:
        return {"id": self.entry_id, "citation": self.citation, "text": self.text}


def _fold(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"').lower().split())


class Citations:
    def __init__(self, entries: list[Entry]):
        self._by_subject: dict[tuple[str, str], list[Entry]] = {}
        self._by_source: dict[str, list[Entry]] = {}
        for entry in entries:
            if entry.game != "raw-deal":
                continue
            self._by_subject.setdefault((entry.source, _fold(entry.subject)), []).append(entry)
            self._by_source.setdefault(entry.source, []).append(entry)
        self._missing: list[Where] = []
        self._found: dict[Where, Citation | None] = {}

    def find(self, where: Where) -> Citation | None:
        if where in self._found:
            return self._found[where]
        words = _fold(where.words)
        pool = self._by_subject.get((where.source, _fold(where.subject)), [])
        if not pool and where.subject:
            pool = [e for e in self._by_source.get(where.source, []) if _fold(where.subject) in _fold(e.subject)]
        if not where.subject:
            pool = self._by_source.get(where.source, [])
        # The Glossary's own entry before its copy under Recent Updates.
        pool = sorted(pool, key=lambda e: "recent-updates" in e.id)
        hit = next((e for e in pool if words in _fold(e.text)), None)
        found = Citation(hit.id, hit.citation, hit.text) if hit else None
        if found is None:
            self._missing.append(where)
        self._found[where] = found
        return found

    def all(self, *wheres: Where) -> tuple[Citation, ...]:
        return tuple(c for c in (self.find(w) for w in wheres) if c is not None)

    def missing(self) -> list[Where]:
        return list(self._missing)


@lru_cache(maxsize=1)
def default_citations() -> Citations:
    from ..database import get_db

    return Citations(get_db().entries)


FAQ = "faq-4.0"
CLASSIC = "rulebook-v17"
REVOLUTION = "revolution-rulebook"

# Where each rule is written.  Keys are the rule names used in reports.
RULES: dict[str, tuple[Where, ...]] = {
    "arsenal-size": (Where(FAQ, "Arsenal", "may not contain more or less than 60 cards"),
                     Where(CLASSIC, "Cards", "unless stated otherwise on the Superstar Ability")),
    "arsenal-size-revolution": (Where(FAQ, "Arsenal", "may not contain more or less than 60 cards"),
                                Where(REVOLUTION, "", "must have 60 exactly cards")),
    "copies": (Where(FAQ, "Arsenal", "no more than 3 of any one card"),
               Where(CLASSIC, "Arsenal (Deck) Construction Rules", "no more than 3 of any specific card")),
    "copies-throwback": (Where(FAQ, "Throwback", "regardless of which versions of the card are packed"),
                         Where(FAQ, "Throwback", "extends to both Arsenal and Backlash deck")),
    "copies-backlash": (Where(FAQ, "Throwback", "extends to both Arsenal and Backlash deck"),
                        Where(CLASSIC, "Backlash Deck Construction", "more than 3 of any specific card")),
    "unique": (Where(FAQ, "Unique/Universally Unique", "one per Arsenal per card name"),
               Where(CLASSIC, "Arsenal (Deck) Construction Rules", "Unique Cards")),
    "unique-setup": (Where(FAQ, "Set-Up", "Unique Set-up cards are still restricted to 1"),),
    "universally-unique": (Where(CLASSIC, "Universally Unique", "only have one a specific Universally Unique"),
                           Where(FAQ, "Unique/Universally Unique", "follow all rules applied to Unique cards")),
    "title-belt": (Where(FAQ, "Title Belt", "still considered to be Universally Unique"),
                   Where(CLASSIC, "Universally Unique", "All Title Belts are Universally Unique")),
    "setup-unlimited": (Where(FAQ, "Set-Up", "no limit to the number of Set-Up cards"),),
    "follow-up-unlimited": (Where(FAQ, "Revolution Follow-up Cards", "any number of copies"),),
    "backlash-size": (Where(FAQ, "Backlash (Deck)", "The current limit is 10 of each"),
                      Where(CLASSIC, "Backlash Deck Construction", "Up to 10 cards may be Pre-match")),
    "backlash-size-virtual": (Where(FAQ, "Virtual Cards", "up to 12 Pre-match and 12 Mid-match"),
                              Where(FAQ, "Backlash (Deck)", "12 in Virtual formats")),
    "backlash-size-revolution": (Where(FAQ, "Revolution (format)", "only contain 6 Pre-match and 6 Mid-match"),
                                 Where(REVOLUTION, "", "Your Backlash may have a maximum of 12 cards")),
    "backlash-card-types": (Where(FAQ, "Backlash (Deck)", "may only contain Mid-match cards or Pre-match cards"),
                            Where(CLASSIC, "", "no other card type can be put into your Backlash deck")),
    "arsenal-card-types": (Where(REVOLUTION, "", "cannot go into your Arsenal"),
                           Where(FAQ, "Backlash (Deck)", "may not go into your Hand or Arsenal")),
    "backlash-conforms": (Where(FAQ, "Backlash (Deck)", "must correspond to your Arsenal"),
                          Where(CLASSIC, "Backlash Deck Construction", "your Backlash deck must be the same")),
    "backstage-conforms": (Where(FAQ, "Backstage (Area)", "must correspond to your Arsenal and Backlash deck"),),
    "heel-face": (Where(CLASSIC, "Heel and Face Cards", ""), Where(CLASSIC, "Heel", "can't have any Face cards"),
                  Where(CLASSIC, "Face", "can't have any Heel cards")),
    "raw-smackdown": (Where(FAQ, "Branding", "Both cannot be contained in the same"),
                      Where(CLASSIC, "Raw and SmackDown! Cards", "")),
    "cheater-fan-favorite": (Where(FAQ, "Cheater", "cannot pack Cheater and Fan Favorite"),
                             Where(FAQ, "Fan Favorite", "cannot pack Cheater and Fan Favorite")),
    "logo": (Where(FAQ, "Arsenal", "any card that has your Superstar logo"),
             Where(REVOLUTION, "Superstar", "Cards with that logo can only be packed by that Superstar"),
             Where(CLASSIC, "Superstar-specific Cards", "")),
    "logo-own": (Where(FAQ, "ALL SUPERSTARS", "regardless of restrictions from the Ability"),),
    "ability-restriction": (Where(FAQ, "Arsenal", "cards that your Superstar could not normally play"),
                            Where(CLASSIC, "Modifying and Constructing Decks", "pack")),
    "ability-restriction-pack": (Where(CLASSIC, "Modifying and Constructing Decks", "use the term \"pack\""),
                                 Where(FAQ, "Arsenal", "cards that your Superstar could not normally play"),
                                 Where(FAQ, "Superstar / Superstar Card", "bound by the restrictions")),
    "card-pack-text": (Where(FAQ, "Pack", "To 'Pack' a card"),
                       Where(FAQ, "Requirement", "you must meet the Requirement of a card to pack it")),
    "female-multi": (Where(FAQ, "Multi", "Female Superstars may not pack Multi Maneuvers"),
                     Where(CLASSIC, "Multi", "Multi maneuvers cannot be played by female Superstars")),
    "tag-team": (Where(FAQ, "Tag Team", "cannot pack cards with the Tag Team Symbol"),
                 Where(CLASSIC, "Tag Team Card", "can only be used in Tag Team matches")),
    "format": (Where(FAQ, "Revolution (format)", "only cards that can be packed have the Revolution logo"),
               Where(REVOLUTION, "", "only Revolution cards are legal in Revolution events")),
    "format-classic": (Where(FAQ, "Classic (format)", "without a Revolution logo are legal"),),
    "format-virtual": (Where(FAQ, "Virtual Cards", "legal for play when Virtual cards are allowed"),
                       Where(FAQ, "Classic (format)", "augmented with Virtual cards")),
    "extremist": (Where(FAQ, "Requirement", "Requirement: Extremist"),),
    "enforcer": (Where(FAQ, "Enforcer", "can only be packed by Superstars that can reveal Enforcers"),
                 Where(CLASSIC, "Backstage Area", "only be packed if your Superstar can reveal these cards")),
    "enforcer-copies": (Where(FAQ, "Enforcer", "cannot pack two or more Enforcers with the same name"),),
    "pro": (Where(FAQ, "PRO", "can only be packed by a Rookie"), Where(FAQ, "Rookie", "may pack 1 PRO card")),
    "pro-count": (Where(FAQ, "PRO", "Only 1 PRO card can be packed"),),
    "backstage-legal": (Where(FAQ, "Backstage (Area)", "only cards legal to pack in the Backstage"),),
    "backstage-copies": (Where(FAQ, "Backstage (Area)", "more than one of each card in your Backstage"),),
    "superstar": (Where(CLASSIC, "Superstar Card", "must be included when building the deck"),),
}


def cite(rule: str, book: Citations | None = None) -> tuple[Citation, ...]:
    book = book or default_citations()
    return book.all(*RULES.get(rule, ()))
