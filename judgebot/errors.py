"""Typed errors for bad input: each carries what the user needs to fix it."""
from __future__ import annotations


class JudgebotError(Exception):
    """Base of every error judgebot reports to a user (exit status 2, HTTP 400/404)."""


class UnknownCard(JudgebotError):
    """A card name matched nothing; carries the closest titles."""

    def __init__(self, name: str, closest: list[str] | tuple[str, ...] = ()):
        self.name = name
        self.closest = list(closest)
        hint = f" Did you mean: {', '.join(self.closest)}?" if self.closest else ""
        shown = name if len(name) <= 80 else name[:80] + "…"
        super().__init__(f'No card titled "{shown}".{hint}')


class BadScenario(JudgebotError):
    """A scenario that is malformed JSON, names an impossible state, or breaks the format."""
