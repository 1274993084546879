"""Winning: Pinfall and Count Out.

FAQ v4.0 Glossary, "Pinfall (Pin, Pinned)": "If a player is required to overturn cards from
his Arsenal and cannot, he loses by Pinfall."  "Count Out": "If a player ends any turn with
0 cards left in his Arsenal, he will lose by Count Out."  Glossary "Win Condition".
"""
from __future__ import annotations


def overturn(player, n: int) -> tuple[int, bool]:
    """Overturn n cards; returns (cards overturned, pinned).  Unknown Arsenal: never pinned."""
    count = player.arsenal_count()
    if n <= 0:
        return 0, False
    if count is None:
        return n, False
    done = min(n, count)
    player.arsenal_size = count - done
    if player.arsenal is not None:
        player.arsenal = player.arsenal[done:]
    return done, done < n


def counted_out(player) -> bool:
    return player.arsenal_count() == 0
