"""Revolution format rules: the Aggression rule and Core / Mean / Colossal.

FAQ v4.0 Glossary, "Revolution (format)": "3. If a player's turn ends without that player
legally attempting to play a maneuver, he overturns 6 cards. (The "Aggression rule")" ...
"It does not matter if the player ends his turn voluntarily or by having a non-maneuver card
reversed".  Revolution rulebook: "If your turn ends for any reason without you playing a
Maneuver, overturn 6 cards. The Maneuver doesn't have to be successfully played".
Glossary "Core" / "Mean" / "Colossal": printed traits (7D or less, 8-14D, 15D or more) that
stay what they are when the damage is modified.
"""
from __future__ import annotations

from . import cardtype

AGGRESSION_OVERTURN = 6


def attempted_maneuver(played_before, play_face, play_legal: bool) -> bool:
    """Did the player legally attempt a maneuver this turn (successful or reversed)?"""
    for b in played_before:
        face = cardtype.face_as(b.card, b.as_type)
        if face is not None and face.kind == "maneuver":
            return True
    return play_legal and play_face is not None and play_face.kind == "maneuver"
