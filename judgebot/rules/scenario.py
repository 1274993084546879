"""Read a scenario (scenario-format v1) and build the match it describes.

Bad input is a `BadScenario` naming the problem; an unknown card is an
`UnknownCard` naming the closest titles.  Neither is ever a traceback.
"""
from __future__ import annotations

import json
from collections import Counter

from judgebot.errors import BadScenario

from . import cardtype
from .zones import PLAY_ZONES, RESPONSE_ZONES, ZONE_KEYS, Match, Play, PlayedBefore, Player, Response

FORMATS = ("classic", "revolution")
VOLLEY_NAMES = ("volley", "volley trait", "volley removal")
PLAY_AS = ("maneuver", "action", "antic", "reversal")
RESULTS = ("successful", "reversed")

# The keys scenario-format v1 gives meaning to (plus the few extensions this engine reads:
# turn.counter, a response's "volley", a played_before card's "from").  Anything else is
# reported back as a warning, so a typo ("playedbefore", a zone "mars") is never silently
# ignored while the answer still comes; top-level keys are free for a scenario's own notes.
PLAYER_KEYS = frozenset(ZONE_KEYS) | {"superstar", "arsenal_size", "fortitude"}
TURN_KEYS = frozenset({"played_before", "counter"})
PLAYED_BEFORE_KEYS = frozenset({"card", "result", "as", "from"})
PLAY_KEYS = frozenset({"card", "from", "as"})
RESPONSE_KEYS = frozenset({"card", "from", "chain_discard", "volley"})


def load_scenario(text: str) -> dict:
    """Parse scenario JSON and check its shape; raises BadScenario."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadScenario(f"the scenario is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise BadScenario("the scenario is nested too deeply to be a scenario") from None
    check_shape(data)
    return data


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise BadScenario(message)


def _names(value, where: str) -> list[str]:
    _need(isinstance(value, list), f"{where} must be a list of card titles")
    for v in value:
        _need(isinstance(v, str) and v.strip() != "", f"{where} must hold card titles (got {v!r})")
    return value


def check_shape(data) -> None:
    _need(isinstance(data, dict), "a scenario is a JSON object")
    fmt = data.get("format", "classic")
    _need(fmt in FORMATS, f"format must be one of {', '.join(FORMATS)} (got {fmt!r})")
    players = data.get("players", {})
    _need(isinstance(players, dict), "players must be an object with attacker and defender")
    for role in players:
        _need(role in ("attacker", "defender"), f"players has an unknown player {role!r} (attacker, defender)")
    for role in ("attacker", "defender"):
        p = players.get(role, {})
        _need(isinstance(p, dict), f"players.{role} must be an object")
        for key in ZONE_KEYS:
            if key in p:
                _names(p[key], f"players.{role}.{key}")
        if "superstar" in p and p["superstar"] is not None:
            _need(isinstance(p["superstar"], str), f"players.{role}.superstar must be a Superstar's title")
        for key in ("arsenal_size", "fortitude"):
            if key in p and p[key] is not None:
                _need(isinstance(p[key], int) and not isinstance(p[key], bool),
                      f"players.{role}.{key} must be a whole number")
                _need(p[key] >= 0, f"players.{role}.{key} cannot be negative")
        if isinstance(p.get("arsenal_size"), int) and isinstance(p.get("arsenal"), list):
            _need(p["arsenal_size"] >= len(p["arsenal"]),
                  f"players.{role}.arsenal lists {len(p['arsenal'])} cards but arsenal_size is {p['arsenal_size']}")
    turn = data.get("turn", {})
    _need(isinstance(turn, dict), "turn must be an object")
    before = turn.get("played_before", [])
    _need(isinstance(before, list), "turn.played_before must be a list")
    for i, b in enumerate(before):
        _need(isinstance(b, dict) and isinstance(b.get("card"), str),
              f"turn.played_before[{i}] must be an object with a card title")
        _need(b.get("result", "successful") in RESULTS,
              f"turn.played_before[{i}].result must be successful or reversed (got {b.get('result')!r})")
        if b.get("as") is not None:
            _need(b["as"] in PLAY_AS, f"turn.played_before[{i}].as must be one of {', '.join(PLAY_AS)}")
    play = data.get("play")
    _need(isinstance(play, dict) and isinstance(play.get("card"), str) and play["card"].strip(),
          "play must be an object naming the card played")
    _need(play.get("from", "hand") in PLAY_ZONES,
          f"play.from must be one of {', '.join(PLAY_ZONES)} (got {play.get('from')!r})")
    if play.get("as") is not None:
        _need(play["as"] in PLAY_AS, f"play.as must be one of {', '.join(PLAY_AS)} (got {play.get('as')!r})")
    responses = data.get("responses", [])
    _need(isinstance(responses, list), "responses must be a list")
    for i, r in enumerate(responses):
        _need(isinstance(r, dict), f"responses[{i}] must be an object")
        _need(isinstance(r.get("card"), str) or r.get("volley") is True,
              f"responses[{i}] must name a card")
        _need(r.get("from", "hand") in RESPONSE_ZONES,
              f"responses[{i}].from must be one of {', '.join(RESPONSE_ZONES)} (got {r.get('from')!r})")
        if "chain_discard" in r:
            _names(r["chain_discard"], f"responses[{i}].chain_discard")
            _need(len(r["chain_discard"]) == 2,
                  f"responses[{i}].chain_discard must list exactly 2 cards (got {len(r['chain_discard'])})")


def unknown_keys(data: dict) -> list[str]:
    """Where the scenario holds keys the format does not define, as 'players.attacker.mars'."""
    found: list[str] = []

    def extra(obj, allowed, where):
        if isinstance(obj, dict):
            found.extend(f"{where}.{k}" for k in obj if k not in allowed)

    for role, p in (data.get("players") or {}).items():
        extra(p, PLAYER_KEYS, f"players.{role}")
    turn = data.get("turn") or {}
    extra(turn, TURN_KEYS, "turn")
    for i, b in enumerate(turn.get("played_before") or []):
        extra(b, PLAYED_BEFORE_KEYS, f"turn.played_before[{i}]")
    extra(data.get("play"), PLAY_KEYS, "play")
    for i, r in enumerate(data.get("responses") or []):
        extra(r, RESPONSE_KEYS, f"responses[{i}]")
    return found


def build_match(data: dict, lookup) -> Match:
    """Resolve every title with `lookup(name) -> Card` and check the state is possible."""
    check_shape(data)
    cache: dict[str, object] = {}

    def card(name: str):
        if name not in cache:
            cache[name] = lookup(name)
        return cache[name]

    players = data.get("players", {})
    built = {}
    for role in ("attacker", "defender"):
        p = players.get(role, {})
        superstar = card(p["superstar"]) if p.get("superstar") else None
        if superstar is not None:
            _need(any(f.kind == "superstar" for f in cardtype.faces(superstar)) or superstar.is_superstar,
                  f"players.{role}.superstar: {superstar.title!r} is not a Superstar card")
        zones = {key: [card(n) for n in p.get(key, [])] for key in ZONE_KEYS}
        built[role] = Player(
            role=role, superstar=superstar,
            ring=zones["ring"], ringside=zones["ringside"], hand=zones["hand"], backlash=zones["backlash"],
            arsenal=zones["arsenal"] if "arsenal" in p else None,
            arsenal_size=p.get("arsenal_size"), fortitude_override=p.get("fortitude"),
            given=frozenset(k for k in ZONE_KEYS if k in p),
        )
        _check_possible(built[role])
    turn = data.get("turn", {})
    before = [PlayedBefore(card=card(b["card"]), result=b.get("result", "successful"), as_type=b.get("as"),
                           from_zone=b.get("from", "hand"))
              for b in turn.get("played_before", [])]
    pd = data["play"]
    play = Play(card=card(pd["card"]), from_zone=pd.get("from", "hand"), as_type=pd.get("as"))
    if play.from_zone == "ringside" and "ringside" in built["attacker"].given:
        _need(any(c.key == play.card.key for c in built["attacker"].ringside),
              f"play: {play.card.title!r} is played from the Ringside pile but is not in the attacker's ringside")
    responses = []
    for i, r in enumerate(data.get("responses", [])):
        named = r.get("card") if isinstance(r.get("card"), str) else None
        if named is not None and named.strip().lower() in VOLLEY_NAMES:
            named = None                 # the Volley trait's own reversal: no card is played
            r = dict(r, volley=True)
        rc = card(named) if named is not None else None
        resp = Response(card=rc, from_zone=r.get("from", "hand"),
                        chain_discard=[card(n) for n in r.get("chain_discard", [])],
                        volley=bool(r.get("volley")) and rc is None)
        d = built["defender"]
        if rc is not None and resp.from_zone in ("hand", "backlash", "ringside", "ring") and resp.from_zone in d.given:
            _need(any(c.key == rc.key for c in d.zone(resp.from_zone)),
                  f"responses[{i}]: {rc.title!r} is not in the defender's {resp.from_zone}")
        if resp.chain_discard and "hand" in d.given:
            have = Counter(c.key for c in d.hand)
            if resp.from_zone == "hand" and rc is not None:
                have[rc.key] -= 1
            for c in resp.chain_discard:
                _need(have[c.key] > 0, f"responses[{i}].chain_discard: {c.title!r} is not in the defender's hand")
                have[c.key] -= 1
        responses.append(resp)
    return Match(id=str(data.get("id", "")), format=data.get("format", "classic"),
                 question=str(data.get("question", "")), attacker=built["attacker"], defender=built["defender"],
                 played_before=before, play=play, responses=responses, counter=bool(turn.get("counter", False)),
                 lookup=lookup)


def _check_possible(p: Player) -> None:
    where = f"players.{p.role}"
    for zone in ("ring", "ringside", "hand", "backlash"):
        for c in p.zone(zone):
            if c.is_superstar:
                raise BadScenario(f"{where}.{zone}: {c.title!r} is a Superstar card, which is never in a {zone}")
    for c in (p.arsenal or []) + p.hand:
        if any(f.kind == "pre-match" for f in cardtype.faces(c)) and len(cardtype.faces(c)) == 1:
            raise BadScenario(f"{where}: {c.title!r} is a Pre-match card; it cannot be in the Arsenal or hand")
    ring = Counter(c.base_title for c in p.ring if cardtype.has_trait(c, "Unique")
                   or cardtype.has_trait(c, "Universally Unique"))
    for title, n in ring.items():
        if n > 1:
            raise BadScenario(f"{where}.ring holds {n} copies of the Unique card {title!r}")
