"""The loaded rulings database: cards (with errata applied), FAQ and rulebook entries, links.

`get_db()` builds it once per process.  Building means reading the 51 card
set files, parsing the source documents, linking entries to the cards they
name and applying ERRATA / MRP; the result is pickled under
`paths.build_dir()/cache/` and reused while no data file (nor the code that
reads them) has changed.  The pickle is written to a temporary file and moved
into place, so a reader never sees half a cache.
"""
from __future__ import annotations

import gc
import hashlib
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from . import paths
from .diskcache import drop_others, read_pickle, write_pickle
from .lookup import CardIndex, normalise
from .models import Card, Entry

# Bump when the pickled shape changes.
CACHE_VERSION = "db-3"

# The code whose output is cached: a change to any of these rebuilds the cache.
_CODE_FILES = ("cards.py", "typeline.py", "traits.py", "lookup.py", "database.py", "models.py",
               "linking.py", "errata.py")
_CODE_DIRS = ("sources",)


@dataclass
class Database:
    cards: dict[str, Card]                 # by Card.key
    entries: list[Entry]
    index: CardIndex
    notes: list[str] = field(default_factory=list)     # what could not be loaded, and why
    _rulings: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)

    def card(self, name: str) -> Card:
        """The card a judge named (raises `UnknownCard` with the closest titles)."""
        return self.index.get(name)

    def versions_of(self, card: Card) -> list[Card]:
        """Every version of the card's title (original, Throwback, Revolution, Virtual), itself included.

        They count as one title for construction (FAQ Glossary, "Throwback").
        """
        base = normalise(card.base_title)
        return [c for c in self.cards.values() if normalise(c.base_title) == base]

    def rulings_for(self, card: Card) -> list[Entry]:
        """FAQ and rulebook entries about this card: those it is the subject of first, then mentions."""
        return [self.entries[i] for i in self._rulings.get(card.key, ())]


def _ruling_map(entries: list[Entry]) -> dict[str, tuple[int, ...]]:
    subject: dict[str, list[int]] = {}
    mention: dict[str, list[int]] = {}
    for i, entry in enumerate(entries):
        for key in dict.fromkeys(entry.cards):
            subject.setdefault(key, []).append(i)
        for key in dict.fromkeys(entry.mentions):
            if key not in entry.cards:
                mention.setdefault(key, []).append(i)
    return {key: tuple(subject.get(key, []) + mention.get(key, [])) for key in {*subject, *mention}}


def _optional(module_name: str, function: str, notes: list[str]):
    """A function of a module that may not be written yet (None, with a note, when absent).

    Only the module's own absence is tolerated: an import error inside it is a bug and is raised.
    """
    import importlib

    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        notes.append(f"{module_name} is not available")
        return None
    found = getattr(module, function, None)
    if found is None:
        notes.append(f"{module_name}.{function} is not available")
    return found


def build_database() -> Database:
    """Read everything from the source files (no cache)."""
    from .cards import load_cards

    cards = {card.key: card for card in load_cards()}
    index = CardIndex(cards.values())
    index.find_in_text("")                 # build the title finder now so the cache carries it
    notes: list[str] = []
    entries: list[Entry] = []
    load_entries = _optional("judgebot.sources", "load_entries", notes)
    if load_entries is not None:
        entries = list(load_entries())
        link_entries = _optional("judgebot.linking", "link_entries", notes)
        if link_entries is not None:
            entries = list(link_entries(entries, index))
        apply_changes = _optional("judgebot.errata", "apply_changes", notes)
        if apply_changes is not None:
            apply_changes(cards, entries)
    return Database(cards=cards, entries=entries, index=index, notes=notes, _rulings=_ruling_map(entries))


def data_fingerprint() -> str:
    """Sizes and modification times of every data file and of the code that reads them."""
    files: list[Path] = []
    for folder in (paths.sources_dir(), paths.cards_dir()):
        if folder.is_dir():
            files.extend(p for p in folder.iterdir() if p.is_file())
    package = paths.PACKAGE_DIR
    files.extend(package / name for name in _CODE_FILES)
    for name in _CODE_DIRS:
        if (package / name).is_dir():
            files.extend((package / name).glob("*.py"))
    digest = hashlib.sha256(CACHE_VERSION.encode())
    for path in sorted(files):
        try:
            st = path.stat()
        except OSError:
            continue
        digest.update(f"{path.name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    return paths.build_dir() / "cache"


def _cache_path(fingerprint: str) -> Path:
    return cache_dir() / f"db-{fingerprint}.pickle"




def load_database(use_cache: bool = True) -> Database:
    """The database from the cache when it is current, else built (and cached)."""
    target = _cache_path(data_fingerprint())
    if use_cache:
        gc.disable()          # unpickling makes many objects; collecting meanwhile only costs time
        try:
            db = read_pickle(target)
            if isinstance(db, Database):
                gc.freeze()   # the database lives as long as the process: keep it out of collections
                return db
        finally:
            gc.enable()
    db = build_database()
    if write_pickle(target, db):
        drop_others(target)                        # caches of older data
    else:                                          # read-only install: work without a cache
        db.notes.append(f"cache not written to {target.parent}")
    return db


_DB: Database | None = None
_DB_LOCK = threading.Lock()


def get_db() -> Database:
    """The database, loaded once per process (once, even when web requests race for it)."""
    global _DB
    if _DB is None:
        with _DB_LOCK:
            if _DB is None:
                _DB = load_database()
    return _DB


def timed_load(use_cache: bool = True) -> tuple[Database, float]:
    """Load and say how long it took (seconds); for the benchmarks."""
    start = time.perf_counter()
    db = load_database(use_cache=use_cache)
    return db, time.perf_counter() - start
