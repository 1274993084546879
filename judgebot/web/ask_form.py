"""The Ask form and the scenario format (scenario-format.md), both ways.

The form is flat text fields, one card per line in a zone; the scenario is the
dictionary `judgebot explain` reads.  `scenario_from_form` also checks every
card name against the database so each field can say which title it meant;
`form_from_question` reads the cards named in a free-text question and lays
them out as a first guess at the moment the judge is asking about.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import UnknownCard
from ..models import Card
from . import services

SIDES = ("attacker", "defender")
ZONES = ("ring", "ringside", "hand", "backlash", "arsenal")
PLAY_FROM = ("hand", "backlash", "ringside")
RESPONSE_FROM = ("hand", "backlash", "ringside", "ring", "backstage")
PLAY_AS = ("maneuver", "action", "antic")
FORMATS = ("classic", "revolution")
RESPONSE_ROWS = 2
MAX_CARDS_PER_FIELD = 100

_RESULT = re.compile(r"\s*(?:[-\u2013\u2014:]\s*|\(\s*)(successful|reversed)\s*\)?\s*$", re.IGNORECASE)


@dataclass
class AskForm:
    """What the judge typed (always kept, to send back) and what is wrong with it."""

    values: dict[str, str]
    field_errors: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)     # assumptions made for the judge to check

    def get(self, name: str, default: str = "") -> str:
        return self.values.get(name, default)


FIELDS = (
    ["question", "format", "play_card", "play_from", "play_as", "played_before"]
    + [f"{side}_{zone}" for side in SIDES for zone in ("superstar", *ZONES, "arsenal_size", "fortitude")]
    + [f"response{i}_{part}" for i in range(1, RESPONSE_ROWS + 1) for part in ("card", "from", "discard1", "discard2")]
)


def read_form(form) -> AskForm:
    return AskForm({name: str(form.get(name, "")) for name in FIELDS})


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _check_card(ask: AskForm, field_name: str, name: str) -> str:
    """The name as typed if the database knows it; else note the closest titles on the field."""
    try:
        services.card(name)
    except UnknownCard as exc:
        message = str(exc)
        ask.field_errors[field_name] = (
            ask.field_errors[field_name] + " " + message if field_name in ask.field_errors else message
        )
    return name


def scenario_from_form(ask: AskForm) -> dict | None:
    """The scenario the form describes, or None with `ask.errors` / `ask.field_errors` filled."""
    v = ask.values
    scenario: dict = {"format": v.get("format") if v.get("format") in FORMATS else "classic"}
    if v.get("question", "").strip():
        scenario["question"] = v["question"].strip()

    players: dict = {}
    for side in SIDES:
        player: dict = {}
        superstar = v.get(f"{side}_superstar", "").strip()
        if superstar:
            player["superstar"] = _check_card(ask, f"{side}_superstar", superstar)
        for zone in ZONES:
            names = _lines(v.get(f"{side}_{zone}", ""))
            if len(names) > MAX_CARDS_PER_FIELD:
                ask.field_errors[f"{side}_{zone}"] = f"At most {MAX_CARDS_PER_FIELD} cards here."
                continue
            if names:
                player[zone] = [_check_card(ask, f"{side}_{zone}", n) for n in names]
        size = v.get(f"{side}_arsenal_size", "").strip()
        if size:
            if size.isdigit() and int(size) <= 1000:
                player["arsenal_size"] = int(size)
            else:
                ask.field_errors[f"{side}_arsenal_size"] = "A number of cards, like 40."
        fortitude = v.get(f"{side}_fortitude", "").strip()
        if fortitude:
            if fortitude.isdigit() and int(fortitude) <= 1000:
                player["fortitude"] = int(fortitude)
            else:
                ask.field_errors[f"{side}_fortitude"] = "A Fortitude Rating, like 12; empty counts the Ring."
        players[side] = player
    scenario["players"] = players

    before = []
    for line in _lines(v.get("played_before", ""))[:MAX_CARDS_PER_FIELD]:
        m = _RESULT.search(line)
        name, result = (line[: m.start()].strip(), m.group(1).lower()) if m else (line, "successful")
        before.append({"card": _check_card(ask, "played_before", name), "result": result})
    if before:
        scenario["turn"] = {"played_before": before}

    card = v.get("play_card", "").strip()
    if not card:
        ask.field_errors["play_card"] = "Which card is played?"
    else:
        play = {"card": _check_card(ask, "play_card", card),
                "from": v.get("play_from") if v.get("play_from") in PLAY_FROM else "hand"}
        if v.get("play_as") in PLAY_AS:
            play["as"] = v["play_as"]
        scenario["play"] = play

    responses = []
    for i in range(1, RESPONSE_ROWS + 1):
        name = v.get(f"response{i}_card", "").strip()
        if not name:
            continue
        response = {"card": _check_card(ask, f"response{i}_card", name),
                    "from": v.get(f"response{i}_from") if v.get(f"response{i}_from") in RESPONSE_FROM else "hand"}
        discards = [v.get(f"response{i}_discard{j}", "").strip() for j in (1, 2)]
        discards = [_check_card(ask, f"response{i}_discard{j}", d) for j, d in zip((1, 2), discards) if d]
        if discards:
            response["chain_discard"] = discards
        responses.append(response)
    scenario["responses"] = responses

    if ask.field_errors or ask.errors:
        return None
    return scenario


def _is_reversal(card: Card) -> bool:
    return "Reversal" in card.types


def form_from_question(question: str) -> tuple[AskForm, list[Card]]:
    """A first guess at the form from the cards a question names.

    Superstars become the attacker's (then the defender's) Superstar;
    Reversals become the defender's responses from hand; of the other cards
    the last one named is the card played and the earlier ones were played
    before it this turn.  "Can Step Aside reverse Chair Shot?" gives Chair
    Shot played, Step Aside in the defender's hand as the response.  A
    question says nothing of the Ring, so the attacker's Fortitude is set to
    the played card's cost (a note says so): the question is what happens
    when it is played, not whether it could be.
    """
    cards = services.cards_in_text(question)
    superstars = [c for c in cards if c.is_superstar]
    others = [c for c in cards if not c.is_superstar]
    reversals = [c for c in others if _is_reversal(c)]
    plays = [c for c in others if not _is_reversal(c)]
    if not plays and reversals:
        # Only reversals named: "Can A reverse B?" - the one after "reverse" is played.
        lowered = question.lower()
        at = lowered.find("revers")
        after = [c for c in reversals if at >= 0 and lowered.find(c.title.lower(), at) > at]
        play = after[0] if after else reversals[-1]
        plays, reversals = [play], [c for c in reversals if c is not play]

    notes: list[str] = []
    values = {name: "" for name in FIELDS}
    values.update(question=question, format="classic", play_from="hand",
                  response1_from="hand", response2_from="hand")
    for side, star in zip(SIDES, superstars):
        values[f"{side}_superstar"] = star.title
    if plays:
        play = plays[-1]
        values["play_card"] = play.title
        if play.hybrid:
            values["play_as"] = "maneuver" if "Maneuver" in play.types else play.types[0].lower()
        values["played_before"] = "\n".join(c.title for c in plays[:-1])
        if play.fortitude:
            values["attacker_fortitude"] = str(play.fortitude)
            notes.append(f"The attacker's Fortitude is set to {play.fortitude}, enough to play {play.title}; "
                         "list the Ring (and empty that field) to count it instead.")
        if play.printings and all(p.format.endswith("Revolution") for p in play.printings):
            values["format"] = "revolution"
    for i, rev in enumerate(reversals[:RESPONSE_ROWS], start=1):
        values[f"response{i}_card"] = rev.title
    values["defender_hand"] = "\n".join(c.title for c in reversals[:RESPONSE_ROWS])
    return AskForm(values, notes=notes), cards
