"""The card-describing words of Raw Deal: card kinds and traits.

The lexer folds every run of these words ("non-Unique Strike or Grapple
maneuver", "2D or greater", "Heat, Chain, or Volley") into DESC tokens that the
grammar composes into `CardFilter`s.  Everything else the grammar spells out.
"""
from __future__ import annotations

# word (lower case, singular and plural) -> canonical kind
KINDS = {
    "maneuver": "Maneuver", "maneuvers": "Maneuver", "manuever": "Maneuver", "manuevers": "Maneuver",
    "card": "Card", "cards": "Card",
    "strike": "Strike", "strikes": "Strike",
    "grapple": "Grapple", "grapples": "Grapple",
    "submission": "Submission", "submissions": "Submission",
    "high risk": "High Risk", "high-risk": "High Risk", "high risks": "High Risk",
    "trademark finisher": "Trademark Finisher", "trademark finishers": "Trademark Finisher",
    "trademark-finisher": "Trademark Finisher", "trademark-finishers": "Trademark Finisher",
    "trademark": "Trademark", "trademarks": "Trademark", "finisher": "Trademark Finisher",
    "finishers": "Trademark Finisher", "tmf": "Trademark Finisher", "tmfs": "Trademark Finisher",
    "action": "Action", "actions": "Action",
    "reversal": "Reversal", "reversals": "Reversal",
    "antic": "Antic", "antics": "Antic",
    "hold": "Hold", "holds": "Hold", "assault": "Assault", "assaults": "Assault",
    "throw": "Throw", "throws": "Throw", "extreme": "Extreme", "extremes": "Extreme",
    "core": "Core", "cores": "Core", "mean": "Mean", "means": "Mean",
    "colossal": "Colossal", "colossals": "Colossal",
    "pre-match": "Pre-match", "mid-match": "Mid-match", "prematch": "Pre-match",
    "pre-matches": "Pre-match", "mid-matches": "Mid-match",     # "After all Pre-matches are resolved"
    "event": "Event", "events": "Event", "object": "Object", "objects": "Object",
    "manager": "Manager", "managers": "Manager", "venue": "Venue", "venues": "Venue",
    "stipulation": "Stipulation", "stipulations": "Stipulation", "feud": "Feud", "feuds": "Feud",
    "corner": "Corner", "corners": "Corner", "storyline": "Storyline", "storylines": "Storyline",
    "faction": "Faction", "factions": "Faction", "allegiance": "Allegiance", "allegiances": "Allegiance", "enforcer": "Enforcer", "enforcers": "Enforcer",
    "title belt": "Title Belt", "title belts": "Title Belt", "belt": "Title Belt", "belts": "Title Belt",
    "backstage card": "Backstage", "backstage cards": "Backstage",
    "special": "Special", "specials": "Special",
    "movie": "Movie", "movies": "Movie",
    # "a Venue or Pay-Per-View Event" (CardType "Pre-match Pay-Per-View Event"): one kind of two words, so that
    # "Venue or Pay-Per-View Event" is either card (not a card of both kinds)
    "pay-per-view event": "Pay-Per-View Event", "pay-per-view events": "Pay-Per-View Event",
    "hybrid": "Hybrid", "hybrids": "Hybrid",
    "follow-up": "Follow-up", "follow-ups": "Follow-up", "followup": "Follow-up",
}

# trait adjectives / nouns -> canonical trait
TRAITS = {
    "unique": "Unique", "uniques": "Unique", "universally unique": "Universally Unique",
    "heat": "Heat", "chain": "Chain", "volley": "Volley", "set-up": "Set-up", "setup": "Set-up",
    "set-ups": "Set-up", "throwback": "Throwback", "throwbacks": "Throwback",
    "heel": "Heel", "heels": "Heel", "face": "Face", "faces": "Face",
    "rms": "RMS", "restricted-modification-symbol": "RMS", "permanent": "Permanent", "active": "Active", "universally active": "Universally Active",
    "multi": "Multi", "multis": "Multi", "cheater": "Cheater", "legend": "Legend", "run-in": "Run-in", "run-ins": "Run-in",
    "foreign object": "Foreign Object", "foreign objects": "Foreign Object",
    "raw": "Raw", "smackdown": "SmackDown", "ecw": "ECW", "wcw": "WCW", "nwo": "nWo", "nxt": "NXT", "nxt uk": "NXT UK",
    # a card's brand as what the card is ("this card is WWF instead", "your Jeff Jarrett-specific WCW cards are also
    # WWF cards", "each WWF Grapple maneuver", "your Classic maneuvers are not WWF Classic")
    "wwf": "WWF", "wwe": "WWE", "wwf classic": "WWF Classic", "classic wwf": "WWF Classic",
    "pro": "PRO", "pros": "PRO",                  # NXT Backstage cards ("Backstage Card: PRO", Traits: PRO)
    "fan favorite": "Fan Favorite", "diva": "Diva", "divas": "Diva",
    "superstar-specific": "Superstar-specific", "superstar specific": "Superstar-specific",
    "superstar-specifics": "Superstar-specific",    # "3 or more Superstar-specifics" (Superstar-specific cards)
    "tag": "Tag", "tag team": "Tag Team", "tag teams": "Tag Team", "stable": "Stable", "promo": "Promo", "promos": "Promo",
    "momentum": "Momentum", "revolution": "Revolution", "virtual": "Virtual",
    "foil": "Foil",     # FAQ "Foil": a trait of some Comic Images printings ("reverse any Foil card")
    # rarity ("when you successfully play a common card", "Can only be reversed by Rare or Unique cards"; FAQ v4.0,
    # JBL: foil cards are neither common nor uncommon)
    "common": "Common", "uncommon": "Uncommon", "rare": "Rare",
    "gm": "GM", "chairman": "Chairman",      # Superstar traits ("when your opponent is a GM or Legend Superstar")
}

# two-word entries, by first word
MULTI = {}
for _table in (KINDS, TRAITS):
    for _key in _table:
        if " " in _key:
            _first, _second = _key.split(" ", 1)
            MULTI.setdefault(_first, set()).add(_second)

RANGE_WORDS = {"less": "high", "lower": "high", "fewer": "high", "greater": "low", "more": "low", "higher": "low"}


def classify(word: str) -> tuple[str, str] | None:
    """('kind'|'trait', canonical) for a descriptor word, else None."""
    if word in KINDS:
        return ("kind", KINDS[word])
    if word in TRAITS:
        return ("trait", TRAITS[word])
    return None
