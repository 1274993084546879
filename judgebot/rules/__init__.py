"""The rules engine: a scenario stepped through the FAQ's Timing Breakdown.

`explain(scenario)` takes a scenario (scenario-format v1, as a dict) and returns an
`Explanation` (verdict and cited steps); `load_scenario(text)` reads and checks the
JSON, raising `BadScenario`.  `registry.CARD_CODE` holds the few cards that need code.
"""
from __future__ import annotations

from .explanation import Explanation, Step, Verdict
from .scenario import load_scenario


def explain(scenario: dict, lookup=None) -> Explanation:
    """Step the scenario's play through the Timing Breakdown.

    `lookup(name) -> Card` resolves titles (default: the card database's index,
    which raises `UnknownCard` with the closest titles).
    """
    from .scenario import build_match, unknown_keys
    from .timing import resolve

    if lookup is None:
        from judgebot.database import get_db

        lookup = get_db().card
    explanation = resolve(build_match(scenario, lookup))
    explanation.warnings = [f"{where} is not part of the scenario format and was ignored"
                            for where in unknown_keys(scenario)]
    return explanation


__all__ = ["explain", "load_scenario", "Explanation", "Step", "Verdict"]
