"""What `explain` answers: a verdict and the Timing Breakdown steps that led to it."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, field


@dataclass
class Step:
    """One Timing Breakdown step as it happened, with the passages it applied."""

    step: str          # "1", "2a" ... "9e"
    title: str
    detail: str
    citations: list = field(default_factory=list)   # judgebot.models.Entry values

    def to_json(self) -> dict:
        return {
            "step": self.step,
            "title": self.title,
            "detail": self.detail,
            "citations": [
                {"source": e.source, "section": e.section, "subject": e.subject, "id": e.id, "text": e.text}
                for e in self.citations
            ],
        }


@dataclass
class ResponseVerdict:
    legal: bool
    reason: str

    def to_json(self) -> dict:
        return {"legal": self.legal, "reason": self.reason}


@dataclass
class Verdict:
    playable: bool = True
    fortitude_cost: int | None = None
    responses: list[ResponseVerdict] = field(default_factory=list)
    result: str = "not_played"              # "successful", "reversed", "not_played"
    reversed_from: str | None = None
    damage: int | None = None
    overturned: int = 0
    stun_draw: int = 0
    turn_ends: bool = False
    fortitude_after: dict = field(default_factory=lambda: {"attacker": 0, "defender": 0})
    winner: str | None = None

    def to_json(self) -> dict:
        return {
            "playable": self.playable,
            "fortitude_cost": self.fortitude_cost,
            "responses": [r.to_json() for r in self.responses],
            "result": self.result,
            "reversed_from": self.reversed_from,
            "damage": self.damage,
            "overturned": self.overturned,
            "stun_draw": self.stun_draw,
            "turn_ends": self.turn_ends,
            "fortitude_after": dict(self.fortitude_after),
            "winner": self.winner,
        }


@dataclass
class Explanation:
    verdict: Verdict
    steps: list[Step]
    scenario_id: str = ""
    question: str = ""
    warnings: list[str] = field(default_factory=list)   # parts of the input that were ignored

    def to_json(self) -> dict:
        out = {"verdict": self.verdict.to_json(), "steps": [s.to_json() for s in self.steps]}
        if self.warnings:
            out["warnings"] = list(self.warnings)
        return out

    def to_text(self, width: int = 100) -> str:
        """A table a judge can read at the table: step | what happened | rule cited."""
        v = self.verdict
        lines = []
        if self.scenario_id or self.question:
            lines.append(f"{self.scenario_id}: {self.question}".strip(": "))
            lines.append("")
        lines.append(_verdict_line(v))
        lines.append("")
        for warning in self.warnings:
            lines.append(f"Note: {warning}.")
        if self.warnings:
            lines.append("")
        rule_w = 34
        what_w = max(30, width - 6 - rule_w - 6)
        lines.append(f"{'step':<5} | {'what happened':<{what_w}} | rule cited")
        lines.append(f"{'-' * 5}-+-{'-' * what_w}-+-{'-' * rule_w}")
        for s in self.steps:
            what = textwrap.wrap(f"{s.title}: {s.detail}", what_w) or [""]
            rules = [_short_cite(e) for e in s.citations] or [""]
            rows = max(len(what), len(rules))
            for i in range(rows):
                left = s.step if i == 0 else ""
                w = what[i] if i < len(what) else ""
                r = rules[i] if i < len(rules) else ""
                lines.append(f"{left:<5} | {w:<{what_w}} | {r}".rstrip())
        return "\n".join(lines)


_SOURCES = {"faq-4.0": "FAQ", "rulebook-v17": "Rulebook v17", "revolution-rulebook": "Revolution rulebook"}


def _short_cite(e) -> str:
    """A citation short enough for the table: 'FAQ Glossary "Multi" #7', 'FAQ Timing Breakdown 5b'."""
    source = _SOURCES.get(e.source, e.source)
    if e.section == "Timing Breakdown":
        return f"{source} Timing Breakdown {e.subject}"
    if e.subject:
        text = f'{source} {e.section} "{e.subject}"' + (f" #{e.number}" if getattr(e, "number", 0) else "")
    else:
        text = f"{source}, {e.section}"
    return text if len(text) <= 60 else text[:57] + "..."


def _verdict_line(v: Verdict) -> str:
    if not v.playable:
        head = f"NOT PLAYABLE (Fortitude cost {v.fortitude_cost})"
    else:
        head = v.result.upper().replace("_", " ")
        if v.reversed_from:
            head += f" (reversed from {v.reversed_from})"
    parts = [head]
    if v.playable:
        parts.append(f"cost {v.fortitude_cost}F")
        parts.append("no damage" if v.damage is None else f"damage {v.damage}")
        parts.append(f"overturned {v.overturned}")
        if v.stun_draw:
            parts.append(f"stun draw {v.stun_draw}")
        parts.append("turn ends" if v.turn_ends else "turn continues")
    fa = v.fortitude_after
    parts.append(f"Fortitude after: attacker {fa['attacker']}, defender {fa['defender']}")
    if v.winner:
        parts.append(f"WINNER: {v.winner}")
    for i, r in enumerate(v.responses, 1):
        parts.append(f"response {i}: {'legal' if r.legal else 'not legal'} ({r.reason})")
    return "Verdict: " + "; ".join(parts)
