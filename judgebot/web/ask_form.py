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
            if size.isascii() and size.isdigit() and int(size) <= 1000:
                player["arsenal_size"] = int(size)
            else:
                ask.field_errors[f"{side}_arsenal_size"] = "A number of cards, like 40."
        fortitude = v.get(f"{side}_fortitude", "").strip()
        if fortitude:
            if fortitude.isascii() and fortitude.isdigit() and int(fortitude) <= 1000:
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


_REVERSING = re.compile(r"\b(?:revers\w*|block\w*|stop\w*|counter\w*)\b", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:played\s+)?(?:right\s+|immediately\s+|just\s+)?after\s+(?:an?\s+|the\s+(?:card\s+titled\s+)?|"
                    r"his\s+|my\s+|your\s+)?$", re.IGNORECASE)
_FROM_ZONE = re.compile(r"\bfrom (?:the |his |her |their |your |my |an? )?(hand|backlash|ringside|ring|backstage)",
                        re.IGNORECASE)


def read_question(question: str):
    """Who plays what in a question: (superstars, played card, played before, responses, zones named).

    "Can A reverse B?": the card(s) named just before the reversing word are
    the responses (the last one, and the Reversals right before it: "Can A
    and B both reverse C?"); the first card after it is the card played.
    With no card after it ("I play A then B; can C reverse it?") the last
    card before the responses is the one played.  With no reversing word the
    last card named is played.  Cards named before the played one were played
    before it this turn, and so was a card named after it with "after" before
    it ("... C after a Kick?").  "from Ringside" after a card says where it
    comes from.
    """
    named = services.cards_in_text(question)
    superstars = [c for c, _ in named if c.is_superstar]
    cards = [(c, at) for c, at in named if not c.is_superstar]
    verb = _REVERSING.search(question)
    responses: list[tuple[Card, int]] = []
    play = None
    if verb and cards:
        before = [(c, at) for c, at in cards if at < verb.start()]
        after = [(c, at) for c, at in cards if at > verb.start()]
        if before:
            responses = [before.pop()]
            while before and _is_reversal(before[-1][0]):
                responses.insert(0, before.pop())
        if after:
            play = after[0]
        elif before:
            play = before.pop()
        elif len(responses) > 1:          # only Reversals named: the last one is the one reversed
            play = responses.pop()
        history = [pair for pair in cards if play and pair[1] < play[1] and pair not in responses]
    else:
        play = cards[-1] if cards else None
        history = cards[:-1]
    if play is not None:
        # "Can Step Aside reverse Roode's Glorious Lariat after a Kick?": a card named after the one played, with
        # "after" just before it, was played before it (the last of them immediately before)
        later = [(c, at) for c, at in cards if at > play[1] and (c, at) not in responses]
        history += [(c, at) for c, at in later if _AFTER.search(question[:at])]
    zones: dict[int, str] = {}            # position of a card -> zone named after it
    for m in _FROM_ZONE.finditer(question):
        owner = max((at for _, at in cards if 0 <= at < m.start()), default=None)
        if owner is not None:
            zones.setdefault(owner, m.group(1).lower())
    return superstars, play, history, responses, zones


def form_from_question(question: str) -> tuple[AskForm, list[Card]]:
    """A first guess at the form from the cards a question names (see `read_question`).

    A question says nothing of the Ring, so the attacker's Fortitude is set
    to the played card's cost (a note says so): the question is what happens
    when it is played, not whether it could be.
    """
    superstars, play_at, history, responses, zones = read_question(question)
    notes: list[str] = []
    values = {name: "" for name in FIELDS}
    values.update(question=question, format="classic", play_from="hand",
                  response1_from="hand", response2_from="hand")
    for side, star in zip(SIDES, superstars):
        values[f"{side}_superstar"] = star.title
    if play_at:
        play, at = play_at
        values["play_card"] = play.title
        if zones.get(at) in PLAY_FROM:
            values["play_from"] = zones[at]
        if play.hybrid:
            values["play_as"] = "maneuver" if "Maneuver" in play.types else play.types[0].lower()
        values["played_before"] = "\n".join(c.title for c, _ in history)
        if play.fortitude:
            values["attacker_fortitude"] = str(play.fortitude)
            notes.append(f"The attacker's Fortitude is set to {play.fortitude}, enough to play {play.title}; "
                         "list the Ring (and empty that field) to count it instead.")
        if play.printings and all(p.format.endswith("Revolution") for p in play.printings):
            values["format"] = "revolution"
    for i, (card, at) in enumerate(responses[:RESPONSE_ROWS], start=1):
        zone = zones.get(at, "hand")
        zone = zone if zone in RESPONSE_FROM else "hand"
        values[f"response{i}_card"] = card.title
        values[f"response{i}_from"] = zone
        if zone in ZONES:       # the response is in the defender's zone it comes from
            field_name = f"defender_{zone}"
            values[field_name] = "\n".join(filter(None, [values[field_name], card.title]))
    return AskForm(values, notes=notes), [c for c, _ in services.cards_in_text(question)]
