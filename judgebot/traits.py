"""Read a card's traits line ("Unique, Multi, Volley: 7") into trait names.

The community data misspells a few traits; each correction is kept so a judge
can see what the data said ("Mutli" -> "Multi").  "Volley: N" is the Volley
trait with its number (the number is `Card.volley`; "Volley: #" has none).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Misspellings and variant spellings in the card data, with the trait they mean.
CORRECTIONS = {
    "Mutli": "Multi",
    "Unlque": "Unique",
    "Uinique": "Unique",
    "Permament": "Permanent",
    "Fan Favourite": "Fan Favorite",
    "SD": "Smackdown",
}

_VOLLEY = re.compile(r"^Volley\s*:?\s*(\S*)$", re.I)


@dataclass(frozen=True)
class Traits:
    names: tuple[str, ...]
    corrections: tuple[tuple[str, str], ...]   # (as in the data, as normalised)
    volley: int | None


@lru_cache(maxsize=4096)
def parse_traits(text: str) -> Traits:
    """Split and normalise a traits line; order as printed, duplicates dropped."""
    names: list[str] = []
    corrections: list[tuple[str, str]] = []
    volley: int | None = None
    for raw in (t.strip() for t in re.split(r"[,;]", text or "")):
        if not raw:
            continue
        name = " ".join(raw.split())
        m = _VOLLEY.match(name)
        if m:
            if m.group(1).isdigit():
                volley = int(m.group(1))
            name = "Volley"
        elif name in CORRECTIONS:
            corrections.append((name, CORRECTIONS[name]))
            name = CORRECTIONS[name]
        if name not in names:
            names.append(name)
    return Traits(tuple(names), tuple(corrections), volley)
