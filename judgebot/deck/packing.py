"""Packing permissions and restrictions, read from Superstar abilities and card texts.

The Classic rulebook ("Modifying and Constructing Decks"): "Some Superstars use
the term 'pack' in their ability text. This is usually a restriction of what
you can put into your Arsenal or Backlash deck. Example: 'You cannot pack
maneuvers of 3D or greater...' = You cannot build your Arsenal or Backlash
deck with 3D or greater maneuvers."  The FAQ Glossary, "Pack": "To 'Pack' a
card is to include it in your Arsenal, Backlash deck, or Backstage Area".

`read_ability` and `read_card_text` read each sentence from the card-text
grammar's AST first (`judgebot.deck.from_ast`, nodes of
`judgebot.cardtext.packing_ast`).  The text reader below is the fallback for
sentences the grammar does not yet read into packing nodes; it reads the
sentence shapes the card data uses:

Superstar abilities
  - "You cannot / may not pack X, Y, or Z." where each item is a card title or
    a description: card types and kinds ("High Risk maneuvers", "Corners",
    "Set-up cards", "Revolution cards", "Title Belts"), damage ("maneuvers of
    3D or greater", "4D+ Grapples", "D: 1+ Pre-match cards"), title words
    ("cards with 'the hell' in the title", "non-'Splash' High Risks") and an
    "except ..." ("any Title Belts except the Tag Team Title Belts");
  - "You may / can pack ..." permissions: other Superstars' logos ("any cards
    with the Edge logo", "Big Show cards"), titles, descriptions ("Multi
    maneuvers"), "both Face and Heel cards", "Cheater and Fan Favorite cards",
    "Enforcers in your Backstage area", items "in your Backstage";
  - "Your Arsenal may only contain 45 cards", "an additional 15 cards in your
    Arsenal", "an additional 2 Pre-match cards and an additional 2 Mid-match
    cards", "You may not pack more than 2 of any non-unique card".
Card texts
  - "Cannot be packed by X or Y" / "Can only be packed by X" (a classification
    such as Female, Diva, Legend, Rookie, Tag Team, or a Superstar's name);
  - "Cannot be packed when packing X" / "Can only be packed when packing X" /
    "You cannot pack this card when you are packing the card titled X";
  - "You may pack up to 4 copies of this card";
  - "You may pack this card regardless of Superstar", "Can be packed by X";
  - "Can only be packed when you can pack the Tag Team Title Belts" (and the
    "...your Superstar card says you cannot play any title belt except the Tag
    Team Title Belts" wordings).

Nothing here is keyed by a Superstar's or card's name: every rule comes from
the text.  A sentence about packing this reader cannot follow is kept in
`unread`, and the deck report lists it as "not checked".
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..models import Card
from ..typeline import parse_type_line

# --------------------------------------------------------------------------- what a card is

_WORDS = {
    # maneuver kinds
    "strike": "Strike", "grapple": "Grapple", "submission": "Submission", "high risk": "High Risk",
    "high-risk": "High Risk", "trademark finisher": "Trademark Finisher", "tmf": "Trademark Finisher",
    "assault": "Assault", "hold": "Hold", "throw": "Throw", "trademark": "Trademark", "extreme": "Extreme",
    # card types
    "maneuver": "Maneuver", "action": "Action", "antic": "Antic", "reversal": "Reversal",
    "pre-match": "Pre-match", "mid-match": "Mid-match", "backlash": "Backlash", "backstage": "Backstage",
    "enforcer": "Enforcer", "arsenal": "Arsenal",
    # Pre-match / Mid-match kinds
    "corner": "Corner", "manager": "Manager", "venue": "Venue", "stipulation": "Stipulation", "feud": "Feud",
    "event": "Event", "object": "Object", "storyline": "Storyline", "faction": "Faction",
    "pay-per-view event": "Pay-Per-View Event",
    # traits and marks
    "set-up": "Set-up", "setup": "Set-up", "run-in": "Run-in", "face": "Face", "heel": "Heel",
    "cheater": "Cheater", "fan favorite": "Fan Favorite", "raw": "Raw", "smackdown": "Smackdown",
    "smackdown!": "Smackdown", "ecw": "ECW", "nwo": "nWo", "wcw": "WCW", "foreign object": "Foreign Object",
    "multi": "Multi", "chain": "Chain", "heat": "Heat", "volley": "Volley", "unique": "Unique",
    "universally unique": "Universally Unique", "permanent": "Permanent", "rms": "RMS", "throwback": "Throwback",
    "revolution": "Revolution", "title belt": "Title Belt", "bash": "BASH", "hybrid": "Hybrid", "nxt": "NXT",
    "superstar-specific": "Superstar-specific", "tag": "Tag", "pro": "PRO", "virtual": "Virtual",
    "legend": "Legend", "diva": "Diva", "guest ringside announcer": "Guest Ringside Announcer",
}
_PHRASES = sorted(_WORDS, key=len, reverse=True)
_NOUNS = {"card", "cards", "maneuver", "maneuvers"}
_FILLER = {"any", "the", "a", "an", "all", "both", "of", "printed", "other"}


def _singular(word: str) -> str:
    if word in _WORDS:
        return word
    for cut in ("es", "s"):
        if word.endswith(cut) and word[: -len(cut)] in _WORDS:
            return word[: -len(cut)]
    return word


def is_title_belt(card: Card) -> bool:
    """FAQ Glossary, "Title Belt": "a Pre-match Object card designating a title belt"."""
    return "Object" in card.subtypes and "Pre-match" in card.types and re.search(r"\bbelts?\b", card.title, re.I) is not None


@lru_cache(maxsize=16384)
def _features_of(card_key: str, type_line: str, traits: tuple, title: str, version: str, formats: tuple,
                 logos: tuple, hybrid: bool) -> frozenset[str]:
    tl = parse_type_line(type_line)
    found = set(tl.types) | set(tl.subtypes) | set(traits)
    for part in tl.parts:
        found.update(part.qualifiers)
    if {"Pre-match", "Mid-match"} & found:
        found.add("Backlash")
    if not {"Pre-match", "Mid-match", "Backstage", "Enforcer", "Superstar"} & found:
        found.add("Arsenal")
    if version.startswith("Revolution") or any(f.endswith("Revolution") for f in formats):
        found.add("Revolution")
    if any(f.startswith("Virtual") for f in formats) and not any(f in ("Classic", "Revolution") for f in formats):
        found.add("Virtual")
    if logos:
        found.add("Superstar-specific")
    if hybrid:
        found.add("Hybrid")
    if "BASH" in title:
        found.add("BASH")
    return frozenset(found)


def features(card: Card) -> frozenset[str]:
    """The words a packing text can describe this card by (types, kinds, traits, marks)."""
    found = _features_of(card.key, card.type_line, card.traits, card.title, card.version, card.formats,
                         card.logos, card.hybrid)
    if is_title_belt(card):
        found = found | {"Title Belt"}
    return found


@dataclass(frozen=True)
class Description:
    """Cards a packing text describes: "High Risk maneuvers", "maneuvers of 3D or greater"."""

    text: str
    kinds: tuple[str, ...] = ()          # all of these (e.g. "Grapple" + "Multi")
    excludes: tuple[str, ...] = ()       # "non-X": none of these
    titles: tuple[str, ...] = ()         # Card.key / base-title keys: any of these
    title_words: tuple[str, ...] = ()    # any of these words in the title
    not_title_words: tuple[str, ...] = ()
    min_damage: int | None = None
    max_damage: int | None = None
    logos: tuple[str, ...] = ()
    except_: "Description | None" = None

    def matches(self, card: Card) -> bool:
        if self.titles:
            from ..lookup import normalise

            keys = {card.key, normalise(card.base_title), normalise(card.title)}
            if not keys & set(self.titles):
                return False
        feats = features(card)
        if any(k not in feats for k in self.kinds):
            return False
        if any(k in feats for k in self.excludes):
            return False
        title = card.title.lower()
        if self.title_words and not any(w in title for w in self.title_words):
            return False
        if any(w in title for w in self.not_title_words):
            return False
        if self.min_damage is not None and (card.damage is None or card.damage < self.min_damage):
            return False
        if self.max_damage is not None and (card.damage is None or card.damage > self.max_damage):
            return False
        if self.logos and not set(self.logos) & set(card.logos):
            return False
        if self.except_ is not None and self.except_.matches(card):
            return False
        return True


_DAMAGE_MIN = re.compile(r"(?:\bof\s+)?(?:printed\s+)?\b(?:d:\s*)?(\d+)\s*d?\s*(?:\+|\s+or\s+(?:greater|more|higher))",
                         re.I)
_DAMAGE_MAX = re.compile(r"(?:\bof\s+)?(?:printed\s+)?\b(?:d:\s*)?(\d+)\s*d?\s*(?:-(?!\w)|\s+or\s+(?:less|lower))", re.I)
_QUOTED = r"['\"\u2018\u2019\u201c\u201d]([^'\"\u2018\u2019\u201c\u201d]+)['\"\u2018\u2019\u201c\u201d]"
_WITH_TITLE = re.compile(r"\b(?:with|that have)\s+(?:the\s+words?\s+)?" + _QUOTED +
                         r"(?:\s*(?:,|or)\s*" + _QUOTED + r")*\s+in\s+(?:the|their)\s+title", re.I)
_WITHOUT_TITLE = re.compile(r"\b(?:without|that do not have|that don't have|unless they have)\s+(?:the\s+words?\s+)?"
                            + _QUOTED + r"(?:\s*(?:,|or)\s*" + _QUOTED + r")*\s+in\s+(?:the|their)\s+title", re.I)
_NON_QUOTED = re.compile(r"\bnon-" + _QUOTED, re.I)
_LOGO = re.compile(r"\b(?:with|that have)\s+(?:the|a|an)?\s*(.+?)\s+logos?\b", re.I)
_TITLED = re.compile(r"^(?:the\s+)?(?:cards?|maneuvers?)\s+titled\s+", re.I)


def read_description(text: str, titles: "TitleFinder | None" = None) -> Description | None:
    """One item of a packing list, or None when this reader cannot follow it."""
    raw = " ".join(text.strip().strip(".;,").split())
    if not raw:
        return None
    work = re.sub(r"\bunless they are\b", "except", raw, flags=re.I)
    work = re.sub(r"\bwith the tag (?:team )?(?:logo|symbol|icon)\b", "tag", work, flags=re.I)
    except_ = None
    if re.fullmatch(r"(?:the\s+|any\s+)?tag team title belts?(?:\s+cards?)?", work.strip(), re.I):
        return Description(raw, kinds=("Title Belt",), title_words=("tag",))
    m = re.search(r"\s*,?\s*\bexcept\b\s*(?:for\s+)?(.+)$", work, re.I)
    if m:
        except_ = read_description(m.group(1), titles)
        if except_ is None:
            return None
        work = work[: m.start()]
    words_in: list[str] = []
    words_out: list[str] = []
    for m in _WITH_TITLE.finditer(work):
        words_in += [g.lower() for g in m.groups() if g]
    work = _WITH_TITLE.sub(" ", work)
    for m in _WITHOUT_TITLE.finditer(work):
        words_out += [g.lower() for g in m.groups() if g]
    work = _WITHOUT_TITLE.sub(" ", work)
    for m in _NON_QUOTED.finditer(work):
        words_out.append(m.group(1).lower())
    work = _NON_QUOTED.sub(" ", work)
    min_d = max_d = None
    m = _DAMAGE_MIN.search(work)
    if m:
        min_d = int(m.group(1))
        work = work[: m.start()] + " " + work[m.end():]
    m = _DAMAGE_MAX.search(work)
    if m:
        max_d = int(m.group(1))
        work = work[: m.start()] + " " + work[m.end():]
    logos: tuple[str, ...] = ()
    m = _LOGO.search(work)
    if m and titles is not None:
        names = [n.strip() for n in re.split(r"\s*(?:,|\bor\b|\band\b|/)\s*", m.group(1)) if n.strip()]
        found = tuple(titles.logo(n) for n in names)
        if not all(found):
            return None
        logos = found
        work = work[: m.start()] + " " + work[m.end():]
    # Exact titles first ("the card titled Irish Whip", "Baghdad, Iraq").
    if titles is not None and not (min_d or max_d or words_in or words_out or logos):
        bare = _TITLED.sub("", work.strip())
        key = titles.title(bare)
        if key is None and re.search(r"\s+cards?$", bare, re.I):
            key = titles.title(re.sub(r"\s+cards?$", "", bare, flags=re.I))
        if key is not None and _generic(work) is None:
            return Description(raw, titles=(key,), except_=except_)
    generic = _generic(work)
    if generic is None:
        # "<Superstar> cards": cards with that Superstar's logo.
        if titles is not None and not logos:
            bare = re.sub(r"^(?:any\s+)?(?:unique\s+)?|\s+(?:arsenal\s+)?cards?$", "", work.strip(), flags=re.I)
            logo = titles.logo(bare)
            if logo:
                return Description(raw, logos=(logo,), except_=except_)
        return None
    kinds, excludes = generic
    if not (kinds or excludes or min_d is not None or max_d is not None or words_in or words_out or logos):
        return None
    return Description(raw, kinds=kinds, excludes=excludes, title_words=tuple(words_in),
                       not_title_words=tuple(words_out), min_damage=min_d, max_damage=max_d, logos=logos,
                       except_=except_)


def _generic(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Kind words of a description ("non-Unique Strike maneuvers") or None if a word is unknown."""
    work = " " + " ".join(text.lower().replace("\u2019", "'").split()) + " "
    kinds: list[str] = []
    excludes: list[str] = []
    # Zones a text adds ("in your Backlash deck") say where, not what.
    work = re.sub(r"\bin (?:your|the) (?:arsenal|backlash(?: deck)?|backstage(?: area)?)\b", " ", work)
    tokens = work.split()
    i = 0
    while i < len(tokens):
        token = tokens[i]
        negative = token.startswith("non-") and len(token) > 4
        if negative:
            token = token[4:]
        matched = None
        for phrase in _PHRASES:
            n = phrase.count(" ") + 1
            candidate = " ".join([token] + tokens[i + 1: i + n])
            if _singular(candidate) == phrase or candidate == phrase:
                matched, i = phrase, i + n
                break
        if matched is None:
            if token in _NOUNS or token in _FILLER:
                i += 1
                continue
            return None
        (excludes if negative else kinds).append(_WORDS[matched])
    return tuple(dict.fromkeys(kinds)), tuple(dict.fromkeys(excludes))


class TitleFinder:
    """Card titles and Superstar logos a packing text may name (from the database)."""

    def __init__(self, cards, index):
        self._index = index
        from ..lookup import normalise

        self._normalise = normalise
        self._logos: dict[str, str] = {}
        for card in cards:
            for logo in card.logos:
                self._logos.setdefault(self._logo_key(logo), logo)

    def _logo_key(self, name: str) -> str:
        key = self._normalise(name)
        return re.sub(r"^the\s+", "", key).replace(" ", "")

    def logo(self, name: str) -> str | None:
        name = re.sub(r"[\u2018\u2019']s$", "", name.strip())
        return self._logos.get(self._logo_key(name))

    def protect(self, text: str) -> tuple[str, dict[str, str]]:
        """Hide titles that contain a list separator ("As Big and Tough as Any Two Men", "Baghdad, Iraq")."""
        protected: dict[str, str] = {}
        for card in self._index.find_in_text(text):
            for title in {card.title, card.base_title}:
                if not re.search(r",|\band\b|\bor\b|&", title, re.I):
                    continue
                m = re.search(re.escape(title), text, re.I)
                if m:
                    token = f"\x00{len(protected)}\x00"
                    protected[token] = m.group(0)
                    text = text[: m.start()] + token + text[m.end():]
        return text, protected

    def title(self, name: str) -> str | None:
        name = name.strip().strip("'\"\u2018\u2019\u201c\u201d")
        if not name or name.lower() in _WORDS or _singular(name.lower()) in _WORDS:
            return None
        card = self._index._find(name)
        return self._normalise(card.base_title) if card is not None else None


# --------------------------------------------------------------------------- lists

def _restore(text: str, protected: dict[str, str]) -> str:
    for token, title in protected.items():
        text = text.replace(token, title)
    return text

def split_items(text: str) -> list[str]:
    """ "Corners, Managers, or Run-ins" -> ["Corners", "Managers", "Run-ins"]."""
    text = re.sub(r"\s*\(.*?\)\s*", " ", text)
    parts = [p.strip() for p in re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", text) if p and p.strip()]
    return parts


def _tidy(text: str) -> str:
    """ "4D or greater" -> "4D+", "2D or less" -> "2D-" (so "or" only joins items)."""
    text = " ".join(text.replace("\u2019", "'").replace("\u2018", "'").split())
    text = re.sub(r"(\d+)\s*D\s+or\s+(?:greater|more|higher)\b", r"\1D+", text, flags=re.I)
    text = re.sub(r"(\d+)\s*D\s+or\s+(?:less|lower|fewer)\b", r"\1D-", text, flags=re.I)
    text = re.sub(r"(\d+)\s*F\s+or\s+(?:greater|more|higher)\b", r"\1F+", text, flags=re.I)
    return text


def read_items(text: str, titles: TitleFinder | None) -> tuple[list[Description], list[str]]:
    """A packing list into descriptions; items that fail are returned as unread.

    A comma inside a title ("Baghdad, Iraq") is tried as one title first.  A
    leading bare kind shares the last item's modifiers ("Grapple or Submission
    maneuvers of 4D or greater").
    """
    text = _tidy(text)
    protected: dict[str, str] = {}
    if titles is not None:
        text, protected = titles.protect(text)
    whole = read_description(text, titles)
    if whole is not None and (whole.titles or (whole.except_ is not None)):
        return [whole], []
    except_text = ""
    m = re.search(r"\s*,?\s*\bexcept\b.+$", text, re.I)
    if m and not re.search(r"\bexcept\b.*\b(?:or|and|,)\b", text[: m.start()], re.I):
        except_text = m.group(0)
        text = text[: m.start()]
    items = [_restore(i, protected) for i in split_items(text)]
    except_text = _restore(except_text, protected)
    # Re-join pieces that together are a title ("Baghdad" + "Iraq").
    joined: list[str] = []
    i = 0
    while i < len(items):
        if titles is not None and i + 1 < len(items) and titles.title(f"{items[i]}, {items[i + 1]}") \
                and not titles.title(items[i]):
            joined.append(f"{items[i]}, {items[i + 1]}")
            i += 2
        else:
            joined.append(items[i])
            i += 1
    out: list[Description] = []
    unread: list[str] = []
    last_tail = ""
    if joined:
        mm = re.search(r"\b(maneuvers?|cards?)\b.*$", joined[-1], re.I)
        last_tail = mm.group(0) if mm else ""
    for n, item in enumerate(joined):
        candidate = item + except_text if n == len(joined) - 1 and except_text else item
        if n < len(joined) - 1 and last_tail and _singular(item.lower()) in _WORDS \
                and not item.lower().endswith("s"):
            candidate = f"{item} {last_tail}"
        desc = read_description(candidate, titles)
        if desc is None:
            unread.append(item)
        else:
            out.append(desc)
    return out, unread


# --------------------------------------------------------------------------- Superstar ability

@dataclass
class AbilityRules:
    """What a Superstar's ability says about packing."""

    cannot: list[tuple[Description, str]] = field(default_factory=list)     # (what, the sentence)
    may: list[tuple[Description, str]] = field(default_factory=list)        # permissions
    backstage: list[tuple[Description, str]] = field(default_factory=list)  # may pack in the Backstage
    logos: set[str] = field(default_factory=set)                            # other Superstars' logos allowed
    heel_and_face: bool = False
    cheater_and_fan_favorite: bool = False
    enforcers: bool = False
    tag_team_belts_only: bool = False
    arsenal_size: int | None = None
    arsenal_extra: int = 0
    pre_match_extra: int = 0
    mid_match_extra: int = 0
    copy_limit: int | None = None
    unique_limit: int | None = None
    unread: list[str] = field(default_factory=list)


def sentences(text: str) -> list[str]:
    text = " ".join((text or "").split())
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z'\"\u2018])", text) if s.strip()]


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in re.split(r";\s*|,?\s+but\s+|\.\s*$", sentence) if c and c.strip()]


_CANNOT = re.compile(r"\b(?:you\s+)?(?:cannot|can not|can't|may not)\s+(?:also\s+)?pack\s+(?P<what>.+)$", re.I)
_MAY = re.compile(r"\b(?:you\s+)?(?:may|can)\s+(?:also\s+)?pack\s+(?P<what>.+)$", re.I)


def read_ability(text: str, titles: TitleFinder | None) -> AbilityRules:
    """What a Superstar ability says about packing: each sentence from its AST
    (`judgebot.deck.from_ast`), the interim reader below only for sentences
    the grammar does not read into packing nodes."""
    from .from_ast import ability_from_ast

    return ability_from_ast(text, titles)


def read_ability_text(text: str, titles: TitleFinder | None, rules: AbilityRules | None = None) -> AbilityRules:
    """The interim text reader for ability sentences the grammar does not read."""
    rules = rules if rules is not None else AbilityRules()
    for sentence in sentences(text):
        low = sentence.lower()
        if "pack" not in low and "arsenal may only contain" not in low and "arsenal can only contain" not in low \
                and "enforcer" not in low:
            continue
        understood = False
        m = re.search(r"\barsenal\s+(?:may|can)\s+only\s+contain\s+(\d+)\s+cards", low)
        if m:
            rules.arsenal_size, understood = int(m.group(1)), True
        m = re.search(r"additional\s+(\d+)\s+pre-match cards and an additional\s+(\d+)\s+mid-match", low)
        if m:
            rules.pre_match_extra, rules.mid_match_extra, understood = int(m.group(1)), int(m.group(2)), True
        m = re.search(r"up to an additional\s+(\d+)\s+cards in your arsenal", low)
        if m:
            rules.arsenal_extra, understood = int(m.group(1)), True
        if re.search(r"\breveal\b.*\benforcer", low) or re.search(r"pack (?:stipulations and )?enforcers", low):
            rules.enforcers = True
            understood = understood or "pack" not in low
        if re.search(r"title belts? except the tag team title belts?", low):
            rules.tag_team_belts_only = True
        if understood and "pack" not in low.replace("additional", ""):
            continue
        for clause in _clauses(sentence):
            c_low = clause.lower()
            if "pack" not in c_low:
                continue
            m = re.search(r"(?:may not|cannot|can not) pack more than (\d+) (?:copies )?of any non-unique card", c_low)
            if m:
                rules.copy_limit = int(m.group(1))
                continue
            m = re.search(r"pack up to (\d+) of all unique cards", c_low)
            if m:
                rules.unique_limit = int(m.group(1))
                continue
            if re.search(r"additional\s+\d+\s+(?:pre-match|cards)", c_low):
                continue
            m = _CANNOT.search(clause)
            if m:
                found, unread = read_items(m.group("what"), titles)
                rules.cannot += [(d, sentence) for d in found]
                rules.unread += [f"{sentence} [{u}]" for u in unread]
                continue
            m = _MAY.search(clause)
            if m:
                _read_permission(m.group("what"), sentence, rules, titles)
                continue
            rules.unread.append(sentence)
    return rules


def _read_permission(what: str, sentence: str, rules: AbilityRules, titles: TitleFinder | None) -> None:
    low = what.lower()
    if re.search(r"\b(?:both\s+)?(?:face and heel|heel and face)\b", low):
        rules.heel_and_face = True
    if re.search(r"\b(?:both\s+)?(?:cheater and fan favou?rite|fan favou?rite and cheater)\b", low):
        rules.cheater_and_fan_favorite = True
    low_clean = re.sub(r"\b(?:both\s+)?(?:face and heel|heel and face|cheater and fan favou?rite|fan favou?rite and "
                       r"cheater)\s+cards,?\s*(?:and\s+)?", "", what, flags=re.I)
    backstage = re.search(r"\bin your backstage(?: area)?\b", low_clean, re.I) is not None
    body = re.sub(r"\s*\bin your backstage(?: area)?\b.*$", "", low_clean, flags=re.I)
    body = re.sub(r"^(?:up to\s+)?\d+\s+(?:copies of\s+)?", "", body.strip(), flags=re.I)
    if re.fullmatch(r"\s*(?:stipulations and\s+)?enforcers\s*", body, re.I):
        rules.enforcers = True
        return
    # "any cards with the Edge logo, but you do not count as Edge" -> the logo.
    for m in re.finditer(r"with (?:the|either)?\s*(.+?)\s+logos?\b", body, re.I):
        for name in re.split(r"\s*(?:,|\bor\b|\band\b|/)\s*", m.group(1)):
            logo = titles.logo(name) if titles else None
            if logo:
                rules.logos.add(logo)
    if not body.strip():
        return
    found, unread = read_items(body, titles)
    for desc in found:
        if desc.logos and not (desc.kinds or desc.excludes or desc.titles):
            rules.logos.update(desc.logos)
        (rules.backstage if backstage else rules.may).append((desc, sentence))
    # A permission this reader cannot follow only means a card may be reported
    # that the Superstar could pack: record it so the report says "not checked".
    if unread:
        rules.unread += [f"{sentence} [{u}]" for u in unread]
        if titles is not None:
            for item in unread:
                for word in re.split(r"\s*(?:,|\bor\b|\band\b)\s*", item):
                    logo = titles.logo(re.sub(r"(?i)\s*(?:unique|non-\S+|arsenal|cards?|-specific)\b", "", word))
                    if logo:
                        rules.logos.add(logo)


# --------------------------------------------------------------------------- card's own text

@dataclass
class CardPackRules:
    """What a card's own text says about packing it."""

    cannot_by: list[str] = field(default_factory=list)       # packer words / names
    only_by: list[str] = field(default_factory=list)
    not_with: list[Description] = field(default_factory=list)   # cannot be packed when packing ...
    only_with: list[Description] = field(default_factory=list)  # can only be packed when packing ...
    copies: int | None = None
    any_superstar: bool = False                               # "regardless of Superstar"
    can_by: list[str] = field(default_factory=list)           # "Can be packed by X" (a permission)
    tag_belt_packer: bool = False                            # only when you can pack the Tag Team Title Belts
    not_multi_for_female: bool = False
    extremist: bool = False                                   # "Requirement: Extremist"
    sentences: list[str] = field(default_factory=list)        # the sentences read


def _packers(text: str) -> list[str]:
    text = re.sub(r"\bsuperstars?\b", "", text, flags=re.I)
    parts = re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+or\s+|\s+and\s+", text.strip().strip("."))
    return [" ".join(re.sub(r"^(?:a|an|the|every)\s+", "", p.strip(), flags=re.I).split()) for p in parts if p.strip()]


def read_card_text(text: str, titles: TitleFinder | None) -> CardPackRules:
    """What a card's own text says about packing it: from its AST where the
    grammar reads the sentence into packing nodes, else the interim reader."""
    from .from_ast import card_rules_from_ast

    return card_rules_from_ast(text, titles)


def read_card_text_interim(text: str, titles: TitleFinder | None, rules: CardPackRules | None = None,
                           whole: str | None = None) -> CardPackRules:
    """The interim text reader for card sentences the grammar does not read (`whole`: the card's full text)."""
    rules = rules if rules is not None else CardPackRules()
    low_all = (whole if whole is not None else text or "").lower()
    if "requirement: extremist" in low_all:
        rules.extremist = True
    if "pack" not in low_all and "title belt" not in low_all:
        return rules
    for sentence in sentences(text):
        low = sentence.lower()
        if "tag team title belt" in low and re.search(r"(?:packed|play this card)\s+(?:when|if)\s+(?:you can pack|your "
                                                       r"superstar card (?:says|indicates))", low):
            rules.tag_belt_packer = True
            rules.sentences.append(sentence)
            continue
        if "pack" not in low:
            continue
        m = re.search(r"when packed by (?:a )?female superstar, this card is not multi", low)
        if m:
            rules.not_multi_for_female = True
            rules.sentences.append(sentence)
            continue
        m = re.search(r"\bcannot be packed by\s+(.+?)(?:\.|$)", sentence, re.I)
        if m and "in a tag team format" not in low:
            rules.cannot_by += _packers(m.group(1))
            rules.sentences.append(sentence)
            continue
        m = re.search(r"\bcan only be packed by\s+(.+?)(?:\.|$)", sentence, re.I)
        if m:
            who = m.group(1)
            rules.only_by += _packers(re.sub(r"\s+or if your ability.*$", "", who, flags=re.I))
            u = re.search(r"unless your superstar is\s+(.+?),", sentence, re.I)
            if u:
                rules.only_by.append(u.group(1).strip())
            rules.sentences.append(sentence)
            continue
        m = re.search(r"(?:cannot be packed when packing|you cannot pack this card (?:when|if) you are packing)\s+(.+?)"
                      r"(?:\.|$)", sentence, re.I) \
            or re.search(r"^pack this card: you cannot pack\s+(.+?)(?:\.|$)", sentence, re.I) \
            or re.search(r"when you are packing this card,? you cannot pack\s+(.+?)(?:\.|$)", sentence, re.I)
        if m:
            found, _unread = read_items(m.group(1), titles)
            rules.not_with += found
            rules.sentences.append(sentence)
            continue
        m = re.search(r"can only be packed when packing\s+(.+?)(?:\.|$)", sentence, re.I)
        if m:
            found, _unread = read_items(m.group(1), titles)
            if found:
                rules.only_with.append(found[0] if len(found) == 1 else
                                       Description(m.group(1), titles=tuple(t for d in found for t in d.titles)))
            rules.sentences.append(sentence)
            continue
        m = re.search(r"\bpack up to (\d+) copies of this card", low)
        if m:
            rules.copies = int(m.group(1))
            rules.sentences.append(sentence)
            continue
        if re.search(r"pack this card regardless of superstar", low):
            rules.any_superstar = True
            rules.sentences.append(sentence)
            continue
        m = re.search(r"\bcan be packed by\s+(?:every\s+)?(.+?)(?:,\s*regardless.*)?(?:\.|$)", sentence, re.I)
        if m and "only" not in low[: m.start() + 1]:
            rules.can_by += _packers(m.group(1))
            rules.sentences.append(sentence)
            continue
    return rules
