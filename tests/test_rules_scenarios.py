"""Every scenario in tests/scenarios/ (scenario-format v1, drawn from the rulebooks' and the FAQ's
examples) is stepped through the Timing Breakdown; its `expected` verdict fields must match and
every word in `cites` must appear in the citations of some step."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from judgebot.rules import explain, load_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("**/*.json"))


def cited(steps, word: str) -> bool:
    word = word.lower()
    for step in steps:
        for c in step["citations"]:
            if word in " ".join(str(c.get(k, "")) for k in ("subject", "section", "text", "id")).lower():
                return True
    return False


def test_there_are_at_least_sixty_scenarios():
    assert len(SCENARIOS) >= 60


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(Path(__file__).parent / "scenarios").with_suffix("")) for p in SCENARIOS])
def test_scenario(path):
    spec = json.loads(path.read_text())
    out = explain(load_scenario(path.read_text())).to_json()
    verdict = out["verdict"]
    for key, want in spec["expected"].items():
        assert key in verdict, f"expected names an unknown verdict field {key!r}"
        got = verdict[key]
        if key == "responses":
            got = [{"legal": r["legal"]} for r in got]
            want = [{"legal": r["legal"]} for r in want]
        assert got == want, f"{key}: want {want!r}, got {got!r}"
    for word in spec["cites"]:
        assert cited(out["steps"], word), f"no step cites {word!r}"
    for number in spec.get("steps", []):
        assert any(s["step"] == number for s in out["steps"]), f"no Timing Breakdown step {number!r}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(Path(__file__).parent / "scenarios").with_suffix("")) for p in SCENARIOS])
def test_every_step_names_a_timing_breakdown_step_and_cites(path):
    steps = explain(load_scenario(path.read_text())).to_json()["steps"]
    allowed = {"1", "1a", "2a", "2b", "2c", "2d", "2e", "2f", "3a", "3b", "4", "5a", "5b", "5c", "6", "6a",
               "7a", "7b", "8", "9a", "9b", "9c", "9d", "9e"}
    assert steps
    for step in steps:
        assert step["step"] in allowed
        assert step["citations"], f"step {step['step']} cites nothing"
