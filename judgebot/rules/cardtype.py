"""Card types as the rules see them: the faces of a card's type line.

FAQ v4.0, Glossary, "Hybrid": "When playing a Hybrid card, you choose the card
type you wish to play the card as. All other card types are ignored."  A type
line such as ``Strike / Reversal: Special`` has two faces, one per half; a
half joined with ``+`` (``Grapple + Grapple``) is one Multi face.
Revolution halves carry their damage class and Follow-up in the type line
(``Trademark: Colossal: Follow-up: Maneuver``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

MANEUVER_KINDS = (
    "Strike", "Grapple", "Submission", "High Risk", "Trademark Finisher",
    "Assault", "Hold", "Throw", "Extreme", "Trademark",
)
DAMAGE_CLASSES = ("Core", "Mean", "Colossal")
PLAYABLE_KINDS = ("maneuver", "action", "antic")


@dataclass(frozen=True)
class Face:
    """One half of a type line: what the card is when played as this type."""

    kind: str                      # "maneuver", "action", "antic", "reversal", "pre-match", "backstage", ...
    subtypes: tuple[str, ...] = ()  # maneuver kinds of this face ("Grapple", "Grapple" for a Multi)
    classes: tuple[str, ...] = ()   # Revolution damage classes printed here ("Core", ...)
    qualifiers: tuple[str, ...] = ()  # other words after a colon ("Momentum", "Foreign Object", "Event")
    follow_up: str | None = None    # Revolution "Follow-up: X"
    reverses: str = ""              # for a reversal face: what follows "Reversal:" ("Strike", "printed 5D-7D Hold")
    backlash: str | None = None     # "Pre-match" or "Mid-match" when the half says so
    multi: bool = False             # the half joins parts with "+"


def _kind_of(word: str) -> str | None:
    """The maneuver kind a word names ("TMF" is a Trademark Finisher), or None."""
    w = word.strip()
    if w.upper() == "TMF":
        return "Trademark Finisher"
    for kind in MANEUVER_KINDS:
        if w.lower() == kind.lower():
            return kind
    return None


ALL_KINDS = "*"      # `retyped`: every maneuver kind the face has ("this card is a High Risk instead")


def retyped(face: Face, gains: tuple[str, ...], loses: tuple[str, ...]) -> Face:
    """The face with each maneuver kind in `loses` replaced by `gains` ("a High Risk instead of a Strike": a
    Strike + High Risk Multi is then High Risk + High Risk); `loses` = (ALL_KINDS,): all of them ("this card is a
    High Risk instead": each part of a Multi, or the parts named one by one); `loses` = (): `gains` added ("this card
    is also considered a Submission").  Unchanged when it has none of the kinds it would lose."""
    if not face.subtypes:
        return face
    if not loses:
        return replace(face, subtypes=face.subtypes + tuple(g for g in gains if g not in face.subtypes))
    if loses == (ALL_KINDS,):
        if len(gains) == len(face.subtypes) or len(gains) != 1:
            return replace(face, subtypes=tuple(gains))
        return replace(face, subtypes=tuple(gains[0] for _ in face.subtypes))
    if not set(face.subtypes) & set(loses):
        return face
    subtypes: list[str] = []
    for kind in face.subtypes:
        subtypes.extend(gains if kind in loses else (kind,))
    return replace(face, subtypes=tuple(subtypes))


_KINDS = {"maneuver": "maneuver", "action": "action", "antic": "antic", "reversal": "reversal",
          "pre-match": "pre-match", "superstar": "superstar", "enforcer": "superstar", "backstage": "backstage"}


def _face(part) -> Face:
    kinds = [_KINDS.get(t.lower().replace(" card", ""), t.lower()) for t in part.types if t.lower() != "mid-match"]
    kind = kinds[0] if kinds else ("superstar" if "superstar" in part.text.lower() else
                                   "backstage" if "backstage" in part.text.lower() else "unknown")
    maneuver = kind == "maneuver"
    subtypes = tuple(s for s in part.subtypes if _kind_of(s)) if maneuver else ()
    quals = tuple(part.qualifiers) + (tuple(part.subtypes) if not maneuver else ())
    return Face(kind=kind, subtypes=subtypes, classes=(part.size,) if part.size else (), qualifiers=quals,
                follow_up=part.follow_up or None, reverses=(part.reverses or "").replace("\u2219", "-"),
                backlash=part.timing or None, multi=bool(part.multi_parts))


@lru_cache(maxsize=4096)
def _faces(type_line: str) -> tuple[Face, ...]:
    from judgebot.typeline import parse_type_line

    return tuple(_face(p) for p in parse_type_line(type_line).parts)


def faces(card) -> tuple[Face, ...]:
    """Every face of the card's type line, in printed order."""
    return _faces(card.type_line or "")


def face_as(card, as_type: str | None) -> Face | None:
    """The face a card is played as (Hybrid: the chosen type; otherwise its only playable face)."""
    fs = faces(card)
    if as_type:
        for f in fs:
            if f.kind == as_type.lower():
                return f
        return None
    for f in fs:
        if f.kind in PLAYABLE_KINDS or f.kind == "pre-match":
            return f
    return fs[0] if fs else None


def reversal_face(card) -> Face | None:
    for f in faces(card):
        if f.kind == "reversal":
            return f
    return None


def is_hybrid(card) -> bool:
    """FAQ Glossary "Hybrid": a card that can be played as different card types."""
    return len(faces(card)) > 1


def is_multi(card, face: Face | None) -> bool:
    """FAQ Glossary "Multi" / Sub-class: the Multi trait belongs to the half that shows it."""
    if face is not None and face.multi:
        return True
    return has_trait(card, "Multi") and (face is None or face.kind == "maneuver" or len(faces(card)) == 1)


_TRAIT_ALIASES = {
    "rms": "restricted modification",
    "restricted modification symbol": "restricted modification",
    "universally unique": "universally unique",
}


def _norm_trait(t: str) -> str:
    t = re.sub(r"\s*:\s*\d+$", "", t.strip().lower())
    return _TRAIT_ALIASES.get(t, t)


def traits(card) -> set[str]:
    return {_norm_trait(t) for t in (getattr(card, "traits", ()) or ())}


def has_trait(card, name: str) -> bool:
    return _norm_trait(name) in traits(card)


def damage_classes(card, face: Face | None = None) -> set[str]:
    """Core / Mean / Colossal as printed (FAQ Glossary "Core", "Mean", "Colossal": printed traits)."""
    out = set()
    for f in ([face] if face else faces(card)):
        out.update(f.classes)
    out.update(c for c in DAMAGE_CLASSES if has_trait(card, c))
    return out
