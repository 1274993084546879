"""Where judgebot finds its data: grammar files, source documents, card data, templates.

From a source checkout (or an editable install) these are the top-level folders
`grammar/`, `rulings_db/` and `templates/` beside the package.  From a wheel they
ship inside the package as `judgebot.grammar_files`, `judgebot.rulings_db` and
`judgebot.templates` (see pyproject.toml).  Built artefacts (the search index,
the parsed-data cache) go to `rulings_db/` when it is writable, else to the
user's cache folder; `JUDGEBOT_CACHE` overrides both.
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
CHECKOUT_DIR = PACKAGE_DIR.parent


def _folder(top_name: str, packaged_name: str) -> Path:
    top = CHECKOUT_DIR / top_name
    if top.is_dir():
        return top
    return PACKAGE_DIR / packaged_name


@lru_cache(maxsize=None)
def grammar_dir() -> Path:
    return _folder("grammar", "grammar_files")


@lru_cache(maxsize=None)
def rulings_db_dir() -> Path:
    return _folder("rulings_db", "rulings_db")


def sources_dir() -> Path:
    return rulings_db_dir() / "sources"


def cards_dir() -> Path:
    return rulings_db_dir() / "cards"


@lru_cache(maxsize=None)
def templates_dir() -> Path:
    return _folder("templates", "templates")


@lru_cache(maxsize=None)
def build_dir() -> Path:
    """A writable folder for built artefacts (search index, parsed-data cache)."""
    override = os.environ.get("JUDGEBOT_CACHE")
    if override:
        path = Path(override)
        path.mkdir(parents=True, exist_ok=True)
        return path
    beside = rulings_db_dir()
    if os.access(beside, os.W_OK):
        return beside
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    path = base / "judgebot"
    path.mkdir(parents=True, exist_ok=True)
    return path
