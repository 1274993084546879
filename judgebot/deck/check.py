"""`check_deck(text_or_xml, fmt) -> DeckReport`: read a decklist, match it to the cards, apply every rule."""
from __future__ import annotations

from functools import lru_cache

from ..models import Card
from .citations import Citations, default_citations
from .decklist import parse_decklist
from .formats import FORMATS, Format, get_format, infer_format
from .model import (ARSENAL, BACKLASH, BACKSTAGE, MID_MATCH, PRE_MATCH, SUPERSTAR, Deck, DeckFileError, DeckLine,
                    Slot)
from .octgn import looks_like_octgn, parse_o8d
from .packing import TitleFinder, features, read_ability, read_card_text
from .report import DeckReport, Note
from .rules import Context, arsenal_limits, run_rules
from .superstar import Superstar


class _Cards:
    """What the check needs from the database, built once per process."""

    def __init__(self, db):
        self.db = db
        self.by_id: dict[str, Card] = {}
        for card in db.cards.values():
            for p in card.printings:
                if p.octgn_id:
                    self.by_id.setdefault(p.octgn_id.lower(), card)
        self.titles = TitleFinder(db.cards.values(), db.index)
        self._ability: dict[str, object] = {}
        self._text: dict[str, object] = {}

    def ability(self, card: Card):
        if card.key not in self._ability:
            self._ability[card.key] = read_ability(card.current_text, self.titles)
        return self._ability[card.key]

    def card_text(self, card: Card):
        if card.key not in self._text:
            self._text[card.key] = read_card_text(card.current_text, self.titles)
        return self._text[card.key]


@lru_cache(maxsize=1)
def _cards() -> _Cards:
    from ..database import get_db

    return _Cards(get_db())


def _lookup(line: DeckLine, cards: _Cards, fmt: Format | None) -> Card | None:
    if line.octgn_id and line.octgn_id in cards.by_id:
        return cards.by_id[line.octgn_id]
    if not line.name:
        return None
    find = cards.db.index._find
    if fmt is not None and fmt.revolution and not line.name.lower().startswith("revolution "):
        card = find(f"Revolution {line.name}")
        if card is not None and fmt.allows(card):
            return card
    card = find(line.name)
    if card is not None and fmt is not None and not fmt.allows(card):
        # A title printed in several versions: take the one the format allows ("Kick" -> "Revolution Kick").
        for other in (f"Revolution {line.name}", f"{line.name} (Throwback)", f"{line.name} (Virtual)"):
            alt = find(other)
            if alt is not None and fmt.allows(alt) and alt.base_title.casefold() == card.base_title.casefold():
                return alt
    return card


def _zone_of(card: Card, heading: str) -> str:
    feats = features(card)
    if "Pre-match" in feats and "Mid-match" not in feats:
        return PRE_MATCH
    if "Mid-match" in feats:
        return MID_MATCH
    if "Backstage" in feats or "Enforcer" in feats:
        return BACKSTAGE
    if heading == BACKSTAGE:
        return BACKSTAGE
    if heading in (PRE_MATCH, MID_MATCH):
        return heading            # a non-Backlash card listed in the Backlash: the rules report it
    return ARSENAL


MAX_UNKNOWN_SUGGESTED = 10    # unknown names that get the closest titles
MAX_UNKNOWN_LISTED = 20       # unknown names listed one by one; the rest are counted


def build_deck(text: str, fmt: Format | None, cards: _Cards) -> tuple[Deck, list[tuple[Slot, str]]]:
    decklist = parse_o8d(text) if looks_like_octgn(text) else parse_decklist(text)
    unknown: list[str] = []
    unknown_count = 0
    first_unknown: int | None = None
    resolved: list[tuple[DeckLine, Card]] = []
    for line in decklist.lines:
        card = _lookup(line, cards, fmt)
        if card is None:
            unknown_count += 1
            first_unknown = first_unknown or line.line
            if unknown_count > MAX_UNKNOWN_LISTED:
                continue
            name = line.name or line.octgn_id
            # The closest titles cost ~25 ms a name: only the first few get them, so that a
            # file that is not a decklist at all is refused in a moment.
            closest = cards.db.index.closest(line.name) if line.name and unknown_count <= MAX_UNKNOWN_SUGGESTED else []
            hint = f" — closest: {', '.join(closest)}" if closest else ""
            unknown.append(f"line {line.line}: no card titled {name!r}{hint}")
            continue
        resolved.append((line, card))
    if unknown_count:
        if unknown_count > len(unknown):
            unknown.append(f"... and {unknown_count - len(unknown)} more lines with unknown names")
        raise DeckFileError(f"{unknown_count} card name(s) not found", first_unknown, unknown)
    stars = [(l, c) for l, c in resolved if l.section == SUPERSTAR]
    if not stars:
        stars = [(l, c) for l, c in resolved if c.is_superstar and l.section in ("", BACKSTAGE, ARSENAL)]
    if not stars:
        raise DeckFileError("no Superstar: write a line 'Superstar: NAME' (or a 'Superstar' section)")
    if len(stars) > 1 or stars[0][0].qty != 1:
        lines = ", ".join(str(l.line) for l, _ in stars)
        raise DeckFileError(f"a deck has one Superstar card; found {sum(l.qty for l, _ in stars)} (lines {lines})",
                            stars[0][0].line)
    star_line, star = stars[0]
    deck = Deck(superstar=star, superstar_line=star_line.line)
    misplaced: list[tuple[Slot, str]] = []
    for line, card in resolved:
        if line is star_line:
            continue
        zone = _zone_of(card, line.section)
        slot = Slot(card, line.qty, zone, line.line, line.name)
        deck.slots.append(slot)
        heading = line.section
        if heading == ARSENAL and zone != ARSENAL and decklist.kind == "text" \
                or heading in (PRE_MATCH, MID_MATCH, BACKLASH) and "Backlash" not in features(card):
            misplaced.append((slot, heading))
    return deck, misplaced


def _out_of_format(deck: Deck, fmt: Format) -> int:
    return sum(1 for c in [deck.superstar] + [s.card for s in deck.slots] if not fmt.allows(c))


def check_deck(text_or_xml: str, fmt: str | None = None, *, book: Citations | None = None) -> DeckReport:
    """Check a decklist (plain text or OCTGN .o8d XML) against a format (inferred from the cards when None).

    Raises `DeckFileError` for a file that cannot be read (a bad line, unknown card names with the closest
    titles, no Superstar).
    """
    cards = _cards()
    chosen = get_format(fmt) if fmt else None
    deck, misplaced = build_deck(text_or_xml, chosen, cards)
    inferred = chosen is None
    if chosen is None:
        chosen = infer_format([deck.superstar] + [s.card for s in deck.slots])
        if not chosen.revolution and any(all(f.endswith("Revolution") for f in s.card.formats) for s in deck.slots):
            # Revolution cards written without "Revolution" ("Kick"): read the titles as Revolution versions
            # too, and keep the reading under which fewer cards are out of format.
            alt, alt_misplaced = build_deck(text_or_xml, FORMATS["virtual-revolution"], cards)
            alt_format = infer_format([alt.superstar] + [s.card for s in alt.slots])
            if _out_of_format(alt, alt_format) < _out_of_format(deck, chosen):
                deck, misplaced, chosen = alt, alt_misplaced, alt_format
    star = Superstar(deck.superstar)
    ability = cards.ability(deck.superstar)
    ctx = Context(deck=deck, fmt=chosen, star=star, ability=ability,
                  card_rules={s.card.key: cards.card_text(s.card) for s in deck.slots},
                  book=book or default_citations(), misplaced=misplaced)
    violations = run_rules(ctx)
    for sentence in dict.fromkeys(ability.unread):
        ctx.notes.append(Note(f"not checked (the ability's packing text was not fully read): {sentence}"))
    low, high = arsenal_limits(ctx)
    counts = {ARSENAL: deck.count(ARSENAL), PRE_MATCH: deck.count(PRE_MATCH), MID_MATCH: deck.count(MID_MATCH),
              BACKSTAGE: deck.count(BACKSTAGE)}
    limits = {ARSENAL: high, PRE_MATCH: chosen.pre_match + ability.pre_match_extra,
              MID_MATCH: chosen.mid_match + ability.mid_match_extra, BACKSTAGE: 0}
    return DeckReport(superstar=deck.superstar.title, format=chosen.slug, format_name=chosen.name,
                      format_inferred=inferred, counts=counts, limits=limits, violations=violations, notes=ctx.notes)
