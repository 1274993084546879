"""The web app's one doorway to the rest of judgebot.

Every view asks this module, never the other areas directly, so the heavy
things (card database, search index, grammar) are imported and loaded on the
first request that needs them and kept for the life of the process.  A part
of judgebot that is not built yet is reported as `Unavailable`, which the
pages show as "not available yet" instead of failing.
"""
from __future__ import annotations

import re
import threading
from functools import lru_cache

from ..errors import BadScenario, JudgebotError
from ..models import Card, Entry

_db_lock = threading.Lock()
_audit_lock = threading.Lock()
_loaded: dict[str, object] = {}


class Unavailable(JudgebotError):
    """A part of judgebot this installation does not have yet."""

    def __init__(self, what: str):
        self.what = what
        super().__init__(f"{what} is not available yet.")


def _import(module: str, name: str, what: str):
    try:
        mod = __import__(f"judgebot.{module}", fromlist=[name])
        return getattr(mod, name)
    except (ImportError, AttributeError) as exc:
        raise Unavailable(what) from exc


# --- cards -----------------------------------------------------------------

def db():
    """The card database and its rulings, loaded once per process."""
    loaded = _loaded.get("db")
    if loaded is None:
        get_db = _import("database", "get_db", "The card database")
        with _db_lock:  # the first requests arrive together; load once
            loaded = _loaded["db"] = get_db()
    return loaded


def card(name: str) -> Card:
    """The card titled `name`; raises UnknownCard with the closest titles."""
    return db().card(name)


def rulings_for(c: Card) -> list[Entry]:
    return list(db().rulings_for(c))


def mention_at(text: str, c: Card) -> int:
    """Where free text names a card (its title, else its base title, words in any spacing), or -1."""
    for title in (c.title, c.base_title):
        words = re.findall(r"\w+", title)
        if words:
            m = re.search(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b", text, re.IGNORECASE)
            if m:
                return m.start()
    return -1


def cards_in_text(text: str) -> list[tuple[Card, int]]:
    """Cards named in free text with where the text names them, in the order it does."""
    found = [(c, mention_at(text, c)) for c in db().index.find_in_text(text)]
    return sorted(found, key=lambda pair: pair[1] if pair[1] >= 0 else len(text))


@lru_cache(maxsize=1)
def _sorted_titles() -> tuple[tuple[str, str], ...]:
    from ..lookup import normalise

    titles = sorted({c.title for c in db().cards.values()}, key=str.casefold)
    return tuple((normalise(t), t) for t in titles)


def titles(prefix: str, limit: int = 20) -> list[str]:
    """Card titles for autocomplete: those starting with `prefix`, then containing it."""
    from ..lookup import normalise

    want = normalise(prefix)
    if not want:
        return []
    starts, contains = [], []
    for key, title in _sorted_titles():
        if key.startswith(want):
            starts.append(title)
            if len(starts) >= limit:
                break
        elif want in key and len(contains) < limit:
            contains.append(title)
    return (starts + contains)[:limit]


def card_json(c: Card) -> dict:
    """The card as JSON, the same shape `judgebot card --json` prints."""
    to_json = _import("cards", "card_to_json", "Card JSON")
    data = to_json(c)
    data["rulings"] = [entry_json(e) for e in rulings_for(c)]
    return data


def entry_json(e: Entry) -> dict:
    """An entry as JSON (tuples as lists), as `judgebot card --json` gives its rulings."""
    from dataclasses import asdict

    return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(e).items()}


# --- search ------------------------------------------------------------------

def search(query: str, limit: int = 10, source: str | None = None, section: str | None = None):
    fn = _import("search", "search", "Ruling search")
    return fn(query, limit=limit, source=source or None, section=section or None)


def _term(subject: str) -> str:
    """A Glossary subject's comparison form: "Foreign Objects", "Chain (Trait)" -> "foreign object", "chain"."""
    text = subject.split(" (")[0].strip().casefold()
    return text[:-1] if text.endswith("s") and not text.endswith("ss") else text


def glossary(term: str) -> list[Entry]:
    """The FAQ Glossary entries whose subject is `term` (or its plural, `term (Trait)`, `term/...`)."""
    want = _term(term)
    out = []
    for e in db().entries:
        if e.section != "Glossary" or e.game != "raw-deal":
            continue
        if want in {_term(e.subject), *(_term(part) for part in e.subject.split("/"))}:
            out.append(e)
    return out


@lru_cache(maxsize=1)
def _entries_by_id() -> dict[str, Entry]:
    return {e.id: e for e in db().entries}


def entry_by_id(entry_id: str) -> Entry | None:
    return _entries_by_id().get(entry_id) if entry_id else None


# --- grammar -----------------------------------------------------------------

def ast_tree(c: Card) -> str:
    card_ast = _import("cardtext", "card_ast", "The card text parser")
    render_tree = _import("cardtext", "render_tree", "The card text parser")
    return render_tree(card_ast(c))


# --- resolver ----------------------------------------------------------------

def load_scenario(text: str) -> dict:
    """The scenario as a dict; `BadScenario` (400) for anything malformed."""
    fn = _import("rules", "load_scenario", "The Timing Breakdown resolver")
    try:
        return fn(text)
    except RecursionError:      # json.loads on thousands of nested brackets
        raise BadScenario("the scenario is nested too deeply to be a moment of a match") from None


def explain(scenario: dict) -> dict:
    fn = _import("rules", "explain", "The Timing Breakdown resolver")
    return fn(scenario).to_json()


# --- start-up ----------------------------------------------------------------

def warm_up() -> None:
    """Load once what the first requests need, before they come.

    The card database, the search index, the title list and the grammar's LALR
    tables: built from cold (a new install, a changed grammar) the tables take
    half a minute, which the first "Explain" would otherwise wait for.
    """
    db()
    search("reversal", limit=1)
    titles("a")
    parser = _import("cardtext.grammar", "parser", "The card text parser")
    parser()


# --- audit and deck ----------------------------------------------------------

@lru_cache(maxsize=1)
def _audit():
    run_audit = _import("audit", "run_audit", "The errata audit")
    return run_audit()


def audit():
    """The errata audit, run once per process (the data does not change under us)."""
    with _audit_lock:
        return _audit()


def deck_check_available() -> None:
    """Raise `Unavailable` when the deck check is not built (the page says so before any typing)."""
    _import("deck", "check_deck", "The deck check")


def check_deck(text: str, fmt: str | None):
    fn = _import("deck", "check_deck", "The deck check")
    return fn(text, fmt)
