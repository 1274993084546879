"""The rules of deck construction, one function each.

Every function takes the `Context` (the deck, its format, who the Superstar is
and what the texts say about packing) and returns the `Violation`s it finds.
Each docstring quotes the passage it implements; the report cites the entry
(`citations.RULES`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..models import Card
from ..typeline import MANEUVER_KINDS, parse_type_line
from .citations import Citations, cite
from .formats import Format
from .model import ARSENAL, BACKSTAGE, MID_MATCH, PRE_MATCH, ZONE_NAMES, Deck, Slot
from .packing import AbilityRules, CardPackRules, Description, features, is_title_belt
from .report import Note, Violation
from .superstar import Superstar

PACKER_CLASSES = {
    "female": "Female", "male": "Male", "diva": "Diva", "divas": "Diva", "rookie": "Rookie", "rookies": "Rookie",
    "legend": "Legend", "legends": "Legend", "throwback": "Throwback", "nxt": "NXT", "nxt uk": "NXT UK",
    "gm": "GM", "chairman": "Chairman", "tag team": "Tag Team", "tag teams": "Tag Team", "revolution": "Revolution",
    "wwf": "WWF", "extremist": "Extremist", "extremists": "Extremist", "ecw": "ECW", "wcw": "WCW",
    "stable": "Stable", "cruiserweight": "Cruiserweight",
}


@dataclass
class Context:
    deck: Deck
    fmt: Format
    star: Superstar
    ability: AbilityRules
    card_rules: dict[str, CardPackRules]
    book: Citations
    notes: list[Note] = field(default_factory=list)
    misplaced: list[tuple[Slot, str]] = field(default_factory=list)   # (slot, heading it was listed under)

    def v(self, rule: str, message: str, slots: list[Slot] = (), zone: str = "", cards: tuple[str, ...] = (),
          extra: tuple[str, ...] = ()) -> Violation:
        titles = cards or tuple(dict.fromkeys(s.card.title for s in slots))
        citations = cite(rule, self.book) + tuple(c for r in extra for c in cite(r, self.book))
        lines = tuple(sorted({s.line for s in slots if s.line}))
        return Violation(rule, message, titles, zone, tuple(dict.fromkeys(citations)), lines)


# --------------------------------------------------------------------------- helpers

def is_multi_maneuver(card: Card) -> bool:
    """A maneuver with the Multi trait (Multi Actions are not restricted)."""
    tl = parse_type_line(card.type_line)
    if not ("Multi" in card.traits or tl.multi_parts):
        return False
    for part in tl.parts:
        if "Maneuver" in part.types and ("Multi" in card.traits or part.multi_parts):
            return True
    return False


def packer_matches(word: str, ctx: Context) -> bool:
    """Does a card text's "packed by X" name this Superstar (a classification or a name)?"""
    low = " ".join(word.lower().replace("superstars", "").replace("superstar", "").split())
    if low in PACKER_CLASSES:
        return PACKER_CLASSES[low] in ctx.star.classes
    if low in ("that can pack enforcers", "superstars that can pack enforcers", "those that can pack enforcers"):
        return ctx.ability.enforcers
    return ctx.star.is_named(word)


def may_pack_by_ability(card: Card, ctx: Context) -> bool:
    """The Superstar's ability names this card among what he may pack."""
    if set(card.logos) & ctx.ability.logos:
        return True
    return any(desc.matches(card) for desc, _ in ctx.ability.may)


def may_pack_logo(card: Card, ctx: Context) -> bool:
    """The Superstar may pack this Superstar-specific card (own logo, permission, or the card's text)."""
    if ctx.star.has_logo(card.logos) or may_pack_by_ability(card, ctx):
        return True
    rules = ctx.card_rules.get(card.key)
    if rules is None:
        return False
    if rules.any_superstar or any(packer_matches(w, ctx) for w in rules.can_by):
        return True
    return bool(rules.only_by) and any(packer_matches(w, ctx) for w in rules.only_by)


def _names(slots: list[Slot]) -> str:
    titles = list(dict.fromkeys(s.card.title for s in slots))
    return ", ".join(titles[:8]) + (f" and {len(titles) - 8} more" if len(titles) > 8 else "")


# --------------------------------------------------------------------------- the rules

def superstar_card(ctx: Context) -> list[Violation]:
    """Classic rulebook, "Superstar Card": "The Superstar card is not part of your deck, but must be included when
    building the deck."  The card named as the Superstar must be a Superstar card."""
    if ctx.star.card.is_superstar:
        return []
    return [ctx.v("superstar", f"{ctx.star.card.title} is not a Superstar card", cards=(ctx.star.card.title,))]


def format_legality(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Revolution (format)": "the only cards that can be packed have the Revolution logo";
    "Classic (format)": "all printed Comic Images cards without a Revolution logo are legal ... This can be
    augmented with Virtual cards (Virtual Classic)"."""
    rule = "format" if ctx.fmt.revolution else ("format-virtual" if "VirtualClassic" in ctx.fmt.printings
                                                else "format-classic")
    out = []
    if not ctx.fmt.allows(ctx.star.card):
        out.append(ctx.v(rule, f"the Superstar {ctx.star.card.title} is not legal in {ctx.fmt.name} "
                               f"(printed as {', '.join(ctx.star.card.formats) or 'no format'})",
                         cards=(ctx.star.card.title,)))
    bad = [s for s in ctx.deck.slots if not ctx.fmt.allows(s.card)]
    if bad:
        formats = sorted({f for s in bad for f in s.card.formats})
        out.append(ctx.v(rule, f"{len(bad)} card title(s) not legal in {ctx.fmt.name} (printed only as "
                               f"{', '.join(formats)}): {_names(bad)}", bad))
    return out


def arsenal_size(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Arsenal": "An Arsenal may not contain more or less than 60 cards, unless permitted by a
    Superstar Ability or card effect."  Revolution rulebook: "Each Arsenal (deck) must have 60 exactly cards"."""
    low, high = arsenal_limits(ctx)
    n = ctx.deck.count(ARSENAL)
    if low <= n <= high:
        return []
    want = f"{low}" if low == high else f"{low} to {high}"
    rule = "arsenal-size-revolution" if ctx.fmt.revolution else "arsenal-size"
    extra = ("ability-restriction-pack",) if ctx.ability.arsenal_size else ()
    return [ctx.v(rule, f"the Arsenal has {n} cards; it must have {want}", zone=ARSENAL, extra=extra)]


def arsenal_limits(ctx: Context) -> tuple[int, int]:
    size = ctx.ability.arsenal_size or 60
    return size, size + ctx.ability.arsenal_extra


def zone_card_types(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Backlash (Deck)": "Backlash decks may only contain Mid-match cards or Pre-match cards";
    "Backlash deck cards may not go into your Hand or Arsenal".  Revolution rulebook, "Arsenal": "Pre-match and
    Mid-match cards (those that are horizontally oriented) cannot go into your Arsenal."  FAQ Glossary,
    "Backstage (Area)": "The only cards legal to pack in the Backstage are those with specific wording that allows
    them to be packed, or cards specifically named by the Superstar." """
    out = []
    for slot, heading in ctx.misplaced:
        feats = features(slot.card)
        if heading == ARSENAL:
            out.append(ctx.v("arsenal-card-types", f"{slot.card.title} ({slot.card.type_line}) is listed in the "
                                                   f"Arsenal; it is packed in the {ZONE_NAMES[slot.zone]}", [slot],
                             zone=ARSENAL))
        elif heading in (PRE_MATCH, MID_MATCH, "backlash") and "Backlash" not in feats:
            out.append(ctx.v("backlash-card-types", f"{slot.card.title} ({slot.card.type_line}) is not a Pre-match "
                                                    f"or Mid-match card and cannot be in the Backlash", [slot],
                             zone=PRE_MATCH))
    return out


def backlash_size(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Backlash (Deck)": "The current limit is 10 of each, or 12 in Virtual formats."  "Revolution
    (format)": "The Backlash can only contain 6 Pre-match and 6 Mid-match cards"."""
    rule = "backlash-size-revolution" if ctx.fmt.revolution else (
        "backlash-size-virtual" if ctx.fmt.pre_match == 12 else "backlash-size")
    out = []
    for zone, limit in ((PRE_MATCH, ctx.fmt.pre_match + ctx.ability.pre_match_extra),
                        (MID_MATCH, ctx.fmt.mid_match + ctx.ability.mid_match_extra)):
        n = ctx.deck.count(zone)
        if n > limit:
            label = "Pre-match" if zone == PRE_MATCH else "Mid-match"
            out.append(ctx.v(rule, f"the Backlash has {n} {label} cards; {ctx.fmt.name} allows {limit}",
                             ctx.deck.in_zone(zone), zone=zone))
    return out


def copy_limits(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Arsenal": "An Arsenal may contain no more than 3 of any one card. The exceptions to this are
    cards with the Set-up Trait (there is no limit) and cards with the Unique or Universally Unique Traits (limit 1
    per Arsenal)."  "Throwback": "The limit of 3 cards with the same title ... still applies, regardless of which
    versions of the card are packed" and "extends to both Arsenal and Backlash deck".  "Set-Up": "Unique Set-up
    cards are still restricted to 1"; "If one card title is a Set-up and another card is not due to Throwbacks,
    you may pack 3 copies of the non-Set-up in addition to the amount of Set-up cards."  "Title Belt": "Title Belt
    cards not printed as Universally Unique are still considered to be Universally Unique."  "Revolution
    Follow-up Cards": "If a Follow-up card is not Unique, an Arsenal may contain any number of copies"."""
    groups: dict[str, list[Slot]] = {}
    for slot in ctx.deck.in_zone(ARSENAL, PRE_MATCH, MID_MATCH):
        groups.setdefault(slot.card.base_title.casefold(), []).append(slot)
    out = []
    for slots in groups.values():
        cards = {s.card.key: s.card for s in slots}.values()
        total = sum(s.qty for s in slots)
        feats = {c.key: features(c) for c in cards}
        unique = [c for c in cards if {"Unique", "Universally Unique"} & feats[c.key]]
        belts = [c for c in cards if is_title_belt(c)]
        versions = len(cards) > 1
        zones = {s.zone for s in slots}
        if unique or belts:
            limit = ctx.ability.unique_limit if (unique and not belts and ctx.ability.unique_limit
                                                 and not any("Universally Unique" in feats[c.key] for c in cards)) else 1
            if total > limit:
                rule = "title-belt" if belts else (
                    "universally-unique" if any("Universally Unique" in feats[c.key] for c in unique) else "unique")
                if any("Set-up" in feats[c.key] for c in cards) and rule == "unique":
                    extra = ("unique-setup",)
                else:
                    extra = ()
                if versions:
                    extra += ("copies-throwback",)
                what = "Title Belt (Universally Unique)" if rule == "title-belt" else (
                    "Universally Unique" if rule == "universally-unique" else "Unique")
                out.append(ctx.v(rule, f"{total} copies of {slots[0].card.base_title}; a {what} card is limited "
                                       f"to {limit}", slots, extra=extra))
            continue
        counted = [s for s in slots if "Set-up" not in feats[s.card.key]
                   and not parse_type_line(s.card.type_line).parts[0].follow_up]
        own = [ctx.card_rules[s.card.key].copies for s in slots if ctx.card_rules.get(s.card.key)
               and ctx.card_rules[s.card.key].copies]
        # the ability's "You may not pack more than 2 of any non-unique card" / "You may pack up to 4 copies of
        # all non-unique cards" sets the limit in place of 3; a card's own "up to N copies of this card" wins
        limit = max(own) if own else (ctx.ability.copy_limit if ctx.ability.copy_limit is not None else 3)
        n = sum(s.qty for s in counted)
        if n > limit:
            rule = "copies-throwback" if versions else ("copies-backlash" if len(zones) > 1 or zones <= {PRE_MATCH, MID_MATCH}
                                                        else "copies")
            extra = ("copies",) if rule != "copies" else ()
            if ctx.ability.copy_limit is not None and limit == ctx.ability.copy_limit:
                extra += ("ability-restriction-pack",)
            where = " (Arsenal and Backlash together)" if len(zones) > 1 else ""
            versions_text = f" (versions: {', '.join(c.title for c in cards)})" if versions else ""
            out.append(ctx.v(rule, f"{n} copies of {slots[0].card.base_title}{versions_text}{where}; "
                                   f"the limit is {limit}", counted, extra=extra))
    return out


def _exclusive(ctx: Context, rule: str, first: str, second: str, waived: bool) -> list[Violation]:
    if waived:
        return []
    packed = ctx.deck.packed()
    a = [s for s in packed if first in s.card.traits]
    b = [s for s in packed if second in s.card.traits]
    star_traits = set(ctx.star.card.traits)
    if a and b or (a and second in star_traits) or (b and first in star_traits):
        zones = {s.zone for s in a + b}
        extra = ()
        if zones & {PRE_MATCH, MID_MATCH} and zones - {PRE_MATCH, MID_MATCH}:
            extra += ("backlash-conforms",)
        if BACKSTAGE in zones and len(zones) > 1:
            extra += ("backstage-conforms",)
        star = ""
        if first in star_traits or second in star_traits:
            star = f" (the Superstar is {first if first in star_traits else second})"
        return [ctx.v(rule, f"{first} and {second} cards are packed together{star}: {first}: {_names(a) or '-'}; "
                            f"{second}: {_names(b) or '-'}", a + b, extra=extra)]
    return []


def heel_face(ctx: Context) -> list[Violation]:
    """Classic rulebook, Glossary, "Heel": "You don't have to have any in your Arsenal, but if you do, you can't have
    any Face cards in your Arsenal."  "Backlash Deck Construction": "If your Arsenal is Face or Heel, your Backlash
    deck must be the same"; FAQ Glossary, "Backstage (Area)": it "follows the Face/Heel and Raw/Smackdown rules"."""
    return _exclusive(ctx, "heel-face", "Heel", "Face", ctx.ability.heel_and_face)


def raw_smackdown(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Branding": "Refers to the Raw and Smackdown logos. Both cannot be contained in the same
    Arsenal, Backlash deck, or Backstage Area." """
    return _exclusive(ctx, "raw-smackdown", "Raw", "Smackdown", False)


def cheater_fan_favorite(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Cheater": "You cannot pack Cheater and Fan Favorite cards in the same Arsenal, Backlash deck,
    or Backstage Area." """
    return _exclusive(ctx, "cheater-fan-favorite", "Cheater", "Fan Favorite", ctx.ability.cheater_and_fan_favorite)


def superstar_logos(ctx: Context) -> list[Violation]:
    """Revolution rulebook, "Superstar": "Superstars have a ... Logo. Cards with that logo can only be packed by that
    Superstar."  FAQ Glossary, "Arsenal": "Your Arsenal may contain any card that has your Superstar logo on it.";
    "Pack": other cards "if it is legal to pack it" (abilities that allow other logos)."""
    bad = [s for s in ctx.deck.packed() if s.card.logos and not may_pack_logo(s.card, ctx)]
    out = []
    for slot in bad:
        out.append(ctx.v("logo", f"{slot.card.title} has the {', '.join(slot.card.logos)} logo; "
                                 f"{ctx.star.card.title} ({', '.join(ctx.star.card.logos) or 'no logo'}) cannot pack it",
                         [slot], zone=slot.zone))
    return out


def ability_restrictions(ctx: Context) -> list[Violation]:
    """Classic rulebook, "Modifying and Constructing Decks": "Example: 'You cannot pack maneuvers of 3D or
    greater...' = You cannot build your Arsenal or Backlash deck with 3D or greater maneuvers."  FAQ "ALL
    SUPERSTARS": "A card with a Superstar logo can be packed and played by a Superstar that can legally pack it,
    regardless of restrictions from the Ability." """
    out = []
    for desc, sentence in ctx.ability.cannot:
        hit = [s for s in ctx.deck.packed()
               if desc.matches(s.card) and not (s.card.logos and may_pack_logo(s.card, ctx))
               and not any(d.matches(s.card) for d, _ in ctx.ability.may if d.titles)]
        if hit:
            out.append(ctx.v("ability-restriction-pack", f"{ctx.star.card.title}'s ability: \"{sentence}\" — "
                                                         f"packed: {_names(hit)}", hit))
    return out


def card_pack_texts(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Pack": "To 'Pack' a card is to include it in your Arsenal, Backlash deck, or Backstage Area";
    a card's own "Cannot be packed by ...", "Can only be packed by ...", "Cannot be packed when packing ..." text
    says who may pack it (FAQ Glossary, "Requirement": "you must meet the Requirement of a card to pack it")."""
    out = []
    packed = ctx.deck.packed()
    for slot in packed:
        rules = ctx.card_rules.get(slot.card.key)
        if rules is None:
            continue
        title = slot.card.title
        if rules.cannot_by and any(packer_matches(w, ctx) for w in rules.cannot_by):
            who = next(w for w in rules.cannot_by if packer_matches(w, ctx))
            out.append(ctx.v("card-pack-text", f"{title} cannot be packed by {who} ({ctx.star.card.title})", [slot]))
        if rules.only_by and not any(packer_matches(w, ctx) for w in rules.only_by) \
                and not ctx.star.has_logo(slot.card.logos) and not may_pack_by_ability(slot.card, ctx):
            out.append(ctx.v("card-pack-text", f"{title} can only be packed by {' or '.join(rules.only_by)}; "
                                               f"{ctx.star.card.title} is not", [slot]))
        for desc in rules.not_with:
            others = [o for o in packed if o.card.key != slot.card.key and desc.matches(o.card)]
            if others:
                out.append(ctx.v("card-pack-text", f"{title} cannot be packed when packing {desc.text}: "
                                                   f"{_names(others)}", [slot] + others))
        for desc in rules.only_with:
            if not any(o.card.key != slot.card.key and desc.matches(o.card) for o in packed):
                out.append(ctx.v("card-pack-text", f"{title} can only be packed when packing {desc.text}", [slot]))
    return out


def female_multi(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Multi": "Female Superstars may not pack Multi Maneuvers as a rule, however they may pack Multi
    Superstar-specific maneuvers when either their logo is on the card, or they are given pack permissions." """
    if not ctx.star.female:
        return []
    bad = []
    for slot in ctx.deck.packed():
        rules = ctx.card_rules.get(slot.card.key)
        if not is_multi_maneuver(slot.card) or (rules and rules.not_multi_for_female):
            continue
        if ctx.star.has_logo(slot.card.logos) or may_pack_by_ability(slot.card, ctx):
            continue
        bad.append(slot)
    if not bad:
        return []
    return [ctx.v("female-multi", f"{ctx.star.card.title} is a female Superstar and cannot pack Multi maneuvers: "
                                  f"{_names(bad)}", bad)]


def tag_team_cards(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Tag Team": Tag Team Superstars "can pack all Title Belt cards, including the Tag Team Title
    Belts ... they cannot pack cards with the Tag Team Symbol unless their Superstar card specifically dictates
    otherwise, as those cards are for Tag-Team format matches."  Classic rulebook, "Tag Team Card": "a card with
    the 'Tag' icon can only be used in Tag Team matches though some specify they can be used by a Superstar if that
    Superstar can only pack the Tag Team Title Belts." """
    bad = []
    tag_belt_star = "Tag Team" in ctx.star.classes or ctx.ability.tag_team_belts_only
    for slot in ctx.deck.packed():
        card = slot.card
        if "Tag" not in card.traits:
            continue
        rules = ctx.card_rules.get(card.key)
        if may_pack_by_ability(card, ctx):
            continue
        if tag_belt_star and ((rules and rules.tag_belt_packer) or is_title_belt(card)):
            continue
        bad.append(slot)
    if not bad:
        return []
    return [ctx.v("tag-team", f"cards with the Tag Team symbol are for Tag Team matches; {ctx.star.card.title} "
                              f"may not pack them: {_names(bad)}", bad)]


def backstage_area(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Backstage (Area)": "The only cards legal to pack in the Backstage are those with specific
    wording that allows them to be packed, or cards specifically named by the Superstar"; "You cannot have more
    than one of each card in your Backstage Area".  "Enforcer": "Enforcer cards can only be packed by Superstars
    that can reveal Enforcers"; "You cannot pack two or more Enforcers with the same name".  "PRO": "can only be
    packed by a Rookie Superstar"; "Only 1 PRO card can be packed"."""
    out = []
    backstage = ctx.deck.in_zone(BACKSTAGE)
    for slot in ctx.deck.packed():
        card = slot.card
        feats = features(card)
        if "Enforcer" in feats:
            if not ctx.ability.enforcers:
                out.append(ctx.v("enforcer", f"{card.title} is an Enforcer; {ctx.star.card.title} cannot reveal "
                                             f"Enforcers", [slot], zone=slot.zone))
            if slot.qty > 1:
                out.append(ctx.v("enforcer-copies", f"{slot.qty} copies of the Enforcer {card.title}", [slot],
                                 zone=slot.zone))
        if "PRO" in feats and "Rookie" not in ctx.star.classes:
            out.append(ctx.v("pro", f"{card.title} is a PRO card; only a Rookie Superstar can pack it", [slot],
                             zone=slot.zone))
    pros = [s for s in ctx.deck.packed() if "PRO" in features(s.card)]
    if sum(s.qty for s in pros) > 1:
        out.append(ctx.v("pro-count", f"{sum(s.qty for s in pros)} PRO cards packed: {_names(pros)}", pros,
                         zone=BACKSTAGE))
    for slot in backstage:
        card = slot.card
        feats = features(card)
        allowed_here = {"Backstage", "Enforcer"} & feats or any(d.matches(card) for d, _ in ctx.ability.backstage)
        if not allowed_here:
            out.append(ctx.v("backstage-legal", f"{card.title} ({card.type_line}) has no wording that lets it be "
                                                f"packed in the Backstage, and {ctx.star.card.title} does not name it",
                             [slot], zone=BACKSTAGE))
        elif slot.qty > 1 and "Enforcer" not in feats:
            out.append(ctx.v("backstage-copies", f"{slot.qty} copies of {card.title} in the Backstage", [slot],
                             zone=BACKSTAGE))
    return out


def extremist_notes(ctx: Context) -> list[Violation]:
    """FAQ Glossary, "Requirement": "'Requirement: Extremist' means you must have an Extremist Ability (or
    considered to be an Extremist) to play this card, though any Superstar can pack it."  (The Revolution rulebook
    said such a card "can only be packed by Extremists"; the FAQ, the later word, lets any Superstar pack it.)"""
    if "Extremist" in ctx.star.classes:
        return []
    cards = [s for s in ctx.deck.packed() if ctx.card_rules.get(s.card.key) and ctx.card_rules[s.card.key].extremist]
    if cards:
        ctx.notes.append(Note(f"{_names(cards)}: Requirement: Extremist — legal to pack, but "
                              f"{ctx.star.card.title} (no Extremist Ability) cannot play it", cite("extremist", ctx.book)))
    return []


RULES = (superstar_card, format_legality, arsenal_size, zone_card_types, backlash_size, copy_limits, heel_face,
         raw_smackdown, cheater_fan_favorite, superstar_logos, ability_restrictions, card_pack_texts, female_multi,
         tag_team_cards, backstage_area, extremist_notes)


def run_rules(ctx: Context) -> list[Violation]:
    out: list[Violation] = []
    for rule in RULES:
        out.extend(rule(ctx))
    return out
