"""Does a card fit a description printed on another card ("any Strike maneuver of 7D or less")?

FAQ v4.0 Glossary, '"XX" Cards': '"XX" is looking for a string of characters, not a
complete word, and capitalization is not relevant, with a single exception ...
"BASH" must be treated as separate from "Bash."'  Glossary "Trademark": a Trademark
is a different type from a Trademark Finisher.  Glossary "Damage": "Cards which can
only be reversed by D:0 reversals cannot be reversed by reversals that deal no damage"
(no damage is a null value that fits no damage condition).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import cardtype
from .facts import CardFilter


@dataclass(frozen=True)
class AsPlayed:
    """A card as it is being played: the chosen face and what modifiers made of it."""

    card: object
    face: object                       # cardtype.Face
    damage: int | None = None          # after modifiers
    momentum: bool = False             # has Momentum (printed or given)
    potential: frozenset = field(default_factory=frozenset)
    successful: bool = True
    previous: "AsPlayed | None" = None  # the card its player played immediately before it this turn
    from_zone: str | None = None        # where it was played from ("hand", "backlash", "ringside")
    gained: frozenset = field(default_factory=frozenset)   # traits a text gives it as it is played ("chain", "multi")
    also_after: tuple = ()             # what the card before says it is considered played after (`fits_after`)


def title_contains(card, text: str) -> bool:
    title = getattr(card, "base_title", "") or card.title
    if text == "BASH":
        return "BASH" in title
    if text.lower() == "bash":
        return "bash" in title.lower() and "BASH" not in title
    return text.lower() in title.lower()


def _norm_title(t: str) -> str:
    """A title as cards name each other: case, spacing and a closing "!" aside. Cards print "the card
    titled Backlash" for the card "Backlash!" (Step on Opponent's Noggin, Catapult, Greco-Roman Holiday!)."""
    return " ".join(t.replace("\u2019", "'").lower().split()).rstrip("!?. ")


def matches(f: CardFilter, played: AsPlayed) -> bool:
    if f.any_of:
        return any(matches(one, played) for one in f.any_of)
    card, face = played.card, played.face
    if f.kinds and "card" not in f.kinds:
        kind = face.kind if face is not None else None
        if kind not in f.kinds:
            return False
    if f.not_kinds and face is not None and face.kind in f.not_kinds:
        return False
    if f.timing is not None and (face is None or face.backlash != f.timing):
        return False
    if f.not_timing is not None and face is not None and face.backlash == f.not_timing:
        return False
    if f.not_subtypes and face is not None and set(face.subtypes) & set(f.not_subtypes):
        return False
    if f.fortitude_min is not None and (card.fortitude or 0) < f.fortitude_min:
        return False
    if f.fortitude_max is not None and (card.fortitude or 0) > f.fortitude_max:
        return False
    if f.subtypes:
        subs = set(face.subtypes if face is not None else ())
        if not subs & set(f.subtypes):
            return False
    if f.classes and not cardtype.damage_classes(card, face) & set(f.classes):
        return False
    have = cardtype.traits(card) | ({"momentum"} if played.momentum else set()) | set(played.gained)
    if f.traits and not {t.lower() for t in f.traits} <= have:
        return False
    if f.any_traits and not {t.lower() for t in f.any_traits} & have:
        return False
    if f.not_traits:
        banned = {t.lower() for t in f.not_traits}
        if "unique" in banned:
            banned.add("universally unique")
        if banned & have:
            return False
    if f.damage_min is not None or f.damage_max is not None:
        value = card.damage if f.printed else played.damage
        if value is None:
            return False
        if f.damage_min is not None and value < f.damage_min:
            return False
        if f.damage_max is not None and value > f.damage_max:
            return False
    if f.title_has and not title_contains(card, f.title_has):
        return False
    if f.text_has:
        text = (getattr(card, "current_text", None) or getattr(card, "printed_text", "") or "").lower()
        if not any(w.lower() in text for w in f.text_has):
            return False
    if f.title_is and _norm_title(getattr(card, "base_title", "") or card.title) != _norm_title(f.title_is) \
            and _norm_title(card.title) != _norm_title(f.title_is):
        return False
    if f.does and not set(f.does) & set(played.potential):
        return False
    if f.hybrid is not None and cardtype.is_hybrid(card) != f.hybrid:
        return False
    if f.follow_up is not None and (face is not None and face.follow_up is not None) != f.follow_up:
        return False
    if f.not_superstar_specific and getattr(card, "logos", ()):
        return False
    if f.successful and not played.successful:
        return False
    if f.after:
        # Glossary "Follow-up effects": "played after X" refers to the card played immediately before it
        if not any(fits_after(a, played.previous, played.also_after) for a in f.after):
            return False
    if f.played_from and played.from_zone is not None and played.from_zone not in f.played_from:
        return False
    if f.reverses and not specifically_reverses(card, f.reverses):
        return False
    if f.restricted and not has_reversal_restriction(played, f.restricted):
        return False
    return True


def fits_after(wanted: CardFilter, previous: AsPlayed | None, also_after=()) -> bool:
    """Is a card "played after" a `wanted` card?  FAQ Glossary "Follow-up effects": "played after X" refers to the
    card played immediately before it -- or to what that card says the next one is considered played after ("When
    successfully played, your next card played this turn is considered to be played after a Set-up card or the card
    titled Gut Wrench"; Cerebral Spray's ruling: 'A maneuver played after using Spray's effect is viable to being
    reversed by cards that reverse maneuvers played after Irish Whip').  `also_after` holds those: a card (AsPlayed)
    when the text names one by title, else the description, which must say at least what `wanted` asks."""
    if previous is not None and matches(wanted, previous):
        return True
    return any(matches(wanted, a) if isinstance(a, AsPlayed) else implies(a, wanted) for a in also_after)


_ALTERNATIVES = ("kinds", "subtypes", "classes")          # any one of them: the narrower set says more
_ALL_OF = ("traits", "not_kinds", "not_subtypes", "not_traits", "does", "played_from", "text_has")   # every one


def implies(f: CardFilter, wanted: CardFilter) -> bool:
    """Does every card `f` describes fit `wanted`?  Read field by field: an alternative set ("Strike or Grapple") is
    implied by a narrower one, a set of requirements ("Chain and Heat") by a wider one, and anything else only by
    the same value; when unsure, no ("a Set-up card" does not say it is a maneuver)."""
    if wanted.any_of:
        return any(implies(f, one) for one in wanted.any_of)
    if f.any_of:
        return all(implies(one, wanted) for one in f.any_of)
    for name in CardFilter.__dataclass_fields__:
        want, have = getattr(wanted, name), getattr(f, name)
        if want == getattr(CardFilter(), name) or name == "successful":
            continue            # not asked for ("successfully played": the card before was, or it would not say so)
        if name in _ALTERNATIVES:
            if not have or not set(have) <= set(want):
                return False
        elif name in _ALL_OF:
            if not set(want) <= set(have):
                return False
        elif name == "any_traits":
            if not (set(f.traits) & set(want) or (f.any_traits and set(f.any_traits) <= set(want))):
                return False
        elif name in ("damage_min", "fortitude_min"):
            if have is None or have < want:
                return False
        elif name in ("damage_max", "fortitude_max"):
            if have is None or have > want:
                return False
        elif name == "title_is":
            if have is None or _norm_title(have) != _norm_title(want):
                return False
        elif have != want:
            return False
    return True


_CANNOT = {"irreversible", "not_from", "not_by"}
_CAN_ONLY = {"only_from", "only_by"}


def has_reversal_restriction(played: AsPlayed, which: str) -> bool:
    """FAQ Glossary "Reversal Restriction": any card, Ability or effect that modifies the reversibility of a
    card; the Chain trait and Momentum are reversal restrictions; a conditional printed restriction counts only
    when its condition is met (here: only unconditional ones are counted)."""
    from .effects import effects_of   # effects reads filters: imported here

    face = played.face
    kinds = {r.kind for r in effects_of(played.card, face.kind if face is not None else None).restrictions
             if r.condition is None}
    have = cardtype.traits(played.card)
    if which == "irreversible":
        return "irreversible" in kinds
    if which == "cannot_wording":
        return bool(kinds & _CANNOT)
    if which == "can_only":
        return bool(kinds & _CAN_ONLY)
    traits = bool({"chain", "momentum"} & have)
    if which == "printed":
        return bool(kinds) or traits
    return bool(kinds) or traits or played.momentum or "chain" in played.gained


def specifically_reverses(card, wanted) -> bool:
    """Does the card's reversal text name one of `wanted` ("reverse the card titled Superplex", "reverse any
    maneuver (including Superplex)", "reverse any maneuver played after the card titled Irish Whip")?  A
    description that merely fits the card ("any Grapple") is not specific."""
    from .effects import reversal_ability   # effects reads filters: imported here

    ability = reversal_ability(card)
    if ability is None:
        return False
    for t in list(ability.targets) + [ct.filter for ct in getattr(ability, "conditional", ())]:
        for w in wanted:
            if w.title_is and t.title_is and _norm_title(t.title_is) == _norm_title(w.title_is):
                return True
            if w.after and t.after and any(a.title_is and b.title_is and _norm_title(a.title_is) == _norm_title(b.title_is)
                                           for a in t.after for b in w.after):
                return True
    return False


def describe(f: CardFilter) -> str:
    """A short reading of a filter for the explanation."""
    if f.any_of:
        return " or ".join(describe(one) for one in f.any_of)
    words = ["successfully played"] if f.successful else []
    if f.not_traits:
        words += [f"non-{t}" for t in sorted(f.not_traits)]
    if f.not_subtypes:
        words += [f"non-{t}" for t in sorted(f.not_subtypes)]
    if f.not_kinds:
        words += [f"non-{t}" for t in sorted(f.not_kinds)]
    if f.any_traits:
        words.append(" or ".join(sorted(f.any_traits)))
    if f.traits:
        words += sorted(f.traits)
    if f.printed:
        words.append("printed")
    if f.damage_min is not None and f.damage_max is not None:
        words.append(f"{f.damage_min}D-{f.damage_max}D")
    elif f.damage_min is not None:
        words.append(f"{f.damage_min}D or greater")
    elif f.damage_max is not None:
        words.append(f"{f.damage_max}D or less")
    if f.classes:
        words.append(" or ".join(sorted(f.classes)))
    if f.subtypes:
        words.append(" or ".join(sorted(f.subtypes)))
    if f.hybrid:
        words.append("hybrid")
    words.append(" or ".join(sorted(f.kinds)) if f.kinds else "card")
    if f.title_has:
        words.append(f'with "{f.title_has}" in the title')
    if f.text_has:
        words.append("with " + " or ".join(f'"{w}"' for w in f.text_has) + " in the text")
    if f.title_is:
        words = [f'the card titled "{f.title_is}"']
    if f.fortitude_min is not None and f.fortitude_min > 0 and f.fortitude_max is None:
        words.insert(0, f"non-F:{f.fortitude_min - 1}")
    if f.does:
        words.append("that " + " or ".join(sorted(d.replace("_", " ") for d in f.does)))
    if f.after:
        words.append("played after " + " or ".join(describe(a) for a in f.after))
    if f.played_from:
        words.append("played from " + " or ".join(sorted(f.played_from)))
    if f.restricted:
        words.append("with a reversal restriction" if f.restricted in ("any", "printed")
                     else "that cannot be reversed" if f.restricted == "irreversible"
                     else f"with a {f.restricted.replace('_', ' ')} restriction")
    if f.reverses:
        words.append("that specifically reverses " + " or ".join(describe(r) for r in f.reverses))
    return " ".join(words)
