"""Who the Superstar is, for deck construction: classifications, gender, names, logos.

Card texts restrict packing by who the Superstar is ("Can only be packed by a
Diva Superstar", "Cannot be packed by Female Superstars", "Can only be packed
by a Legend", "Cannot be packed by the Two Man Power Trip").  Classifications
come from the Superstar card's traits (Diva, Legend, Tag Team, GM, Chairman,
NXT, Rookie, Extremist ...).

Gender is not in the card data.  The FAQ (Classic Superstars, "ALL
SUPERSTARS"): "All Superstars are considered to be a 'male superstar' unless
the superstar is female, or is comprised solely of two females", and the
Glossary, "Diva": "All Diva Superstars are Female, but not all Female
Superstars are Divas".  So every Superstar with the Diva trait is female, and
the female Superstars the data does not mark as Divas are listed below (data,
not rules: the list only says who is a woman).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..lookup import normalise
from ..models import Card

# Female Superstar cards without the Diva trait (by Superstar card title).
FEMALE_NOT_DIVA = frozenset(normalise(t) for t in (
    "Chyna", "Lita", "Trish Stratus", "Stephanie McMahon", "Mae Young", "The Fabulous Moolah",
    "Vickie Guerrero", "Summer Rae", "Bayley", "The Role Model", "Asuka", "Alexa Bliss", "Emma",
    "Ronda Rousey", "Nia Jax", "The Man", "Lacey Evans", "Shayna Baszler", "The Iiconics", "Kairi Sane",
    "Ember Moon", "Bianca Belair", "Rhea Ripley", "Dakota Kai", "IYO SKY", "Damage CTRL", "The Legit Boss",
))

# Trait names on Superstar cards that are classifications a card text can name.
CLASSIFICATIONS = ("Diva", "Legend", "Tag Team", "GM", "Chairman", "NXT", "NXT UK", "Rookie", "Extremist",
                   "ECW", "WCW", "Stable", "Throwback", "Cruiserweight", "nWo", "WWF Classic")


def _name_key(name: str) -> str:
    key = normalise(name)
    key = re.sub(r"^(the|revolution)\s+", "", key)
    return key.replace("-", " ").replace(" ", "")


@dataclass(frozen=True)
class Superstar:
    card: Card

    @cached_property
    def female(self) -> bool:
        return "Diva" in self.card.traits or normalise(self.card.title) in FEMALE_NOT_DIVA \
            or normalise(self.card.base_title) in FEMALE_NOT_DIVA

    @cached_property
    def classes(self) -> frozenset[str]:
        found = {t for t in self.card.traits if t in CLASSIFICATIONS}
        found.add("Female" if self.female else "Male")
        if self.card.version.startswith("Revolution") or "Revolution" in self.card.formats:
            found.add("Revolution")
        if "WWF Classic" in found:
            found.add("WWF")
        if "Rookie" in found:
            found.add("NXT")                          # FAQ Glossary, "Rookie": "All Rookies are also NXT Superstars"
        if re.search(r"\bExtremist Ability\b", self.card.current_text) or "Extremist" in self.card.traits:
            found.add("Extremist")
        return frozenset(found)

    @cached_property
    def name_keys(self) -> frozenset[str]:
        names = {self.card.title, self.card.base_title, *self.card.logos}
        return frozenset(_name_key(n) for n in names if n)

    def is_named(self, name: str) -> bool:
        """Does `name` (as a card text writes it) name this Superstar?"""
        return _name_key(name) in self.name_keys

    def has_logo(self, logos) -> bool:
        return bool(set(logos) & set(self.card.logos))
