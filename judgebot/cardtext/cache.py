"""card_ast(card): the parsed text of a Card, cached on disk.

The cache is a pickle under `paths.build_dir()/cache/` keyed by the grammar
hash (grammar files + the Python that reads them); inside, ASTs are keyed by the
text, so a card whose current text changes (errata) is simply parsed again.
"""
from __future__ import annotations

import os
from functools import lru_cache

from .. import paths
from ..diskcache import drop_others, read_pickle, without_gc, write_pickle
from . import ast as A
from .typeline import keywords_from_traits, type_line_reversal

_memory: dict[str, A.CardText] | None = None
_dirty = False


def parse_text(text: str) -> A.CardText:
    """`parser.parse_text`, imported on first use: reading cached trees (`judgebot explain` with a warm cache)
    does not load the parser, lark and the transformers."""
    from .parser import parse_text as parse

    return parse(text)


def cache_path():
    from .grammar_files import grammar_hash

    return paths.build_dir() / "cache" / f"cardtext-{grammar_hash()}.pickle"


def _load() -> dict[str, A.CardText]:
    global _memory
    if _memory is None:
        _memory = read_pickle(cache_path()) or {}
    return _memory


def parse_cached(text: str) -> A.CardText:
    """parse_text with the disk cache (call `save()` to write new entries)."""
    global _dirty
    memo = _load()
    tree = memo.get(text)
    if tree is None:
        tree = parse_text(text)
        memo[text] = tree
        _dirty = True
    return tree


# Below this many new texts one process is quicker than starting others.
_PARALLEL_FROM = 400


def parse_many(texts, workers: int | None = None) -> int:
    """Parse every text of `texts` not in the cache yet (the whole database, for
    `judgebot coverage` and the errata audit), and return how many were new.

    Each text parses on its own, so the work is split over the machine's cores:
    worker processes forked once the parser tables and the name lexicon are
    loaded (they inherit them), each reading every n-th text.  Where `fork` is
    not available, or there are few texts, one process reads them all."""
    global _dirty
    memo = _load()
    todo = sorted({t for t in texts if t not in memo})
    if not todo:
        return 0
    if workers is None:
        workers = min(os.cpu_count() or 1, 8) if len(todo) >= _PARALLEL_FROM else 1
    with without_gc():
        trees = _parse_in_processes(todo, workers) if workers > 1 else None
        if trees is None:
            trees = [parse_text(t) for t in todo]
        memo.update(zip(todo, trees))
    _dirty = True
    return len(todo)


def _parse_share(share: list[str]) -> list[A.CardText]:
    return [parse_text(t) for t in share]


def _parse_in_processes(todo: list[str], workers: int) -> list[A.CardText] | None:
    """parse_text over `todo` in `workers` forked processes (None: cannot fork here)."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    from .grammar import parser
    from .lexer import known_names

    parser()            # built once, before the fork: every worker inherits the tables
    known_names()
    shares = [todo[i::workers] for i in range(workers)]
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            parts = pool.map(_parse_share, shares, chunksize=1)
    except OSError:      # no processes to be had (a locked-down host): read them here
        return None
    trees: list = [None] * len(todo)
    for i, part in enumerate(parts):
        trees[i::workers] = part
    return trees


def save() -> None:
    """Write the cache atomically if anything new was parsed."""
    global _dirty
    if not _dirty or _memory is None:
        return
    if write_pickle(cache_path(), _memory):
        drop_others(cache_path())       # trees of an older grammar
        _dirty = False


def _type_reversal_cached(type_line: str):
    """type_line_reversal, kept in the same disk cache (no parser build on a hit)."""
    global _dirty
    if "Reversal" not in type_line:
        return None
    memo = _load()
    key = "\x00type-line:" + type_line
    if key not in memo:
        memo[key] = type_line_reversal(type_line)
        _dirty = True
    return memo[key]


def card_ast(card) -> A.CardText:
    """The AST of a card's current text, with its traits as keywords and the
    reversal its Revolution type line defines."""
    text = getattr(card, "current_text", None) or getattr(card, "printed_text", "") or ""
    tree = parse_cached(text)
    keywords = keywords_from_traits(getattr(card, "traits", ()), getattr(card, "volley", None))
    reversal = _type_reversal_cached(getattr(card, "type_line", "") or "")
    if keywords or reversal is not None:
        tree = A.CardText(tree.text, tree.sentences, keywords, reversal)
    return tree


@lru_cache(maxsize=1)
def _atexit_registered() -> bool:
    import atexit

    atexit.register(save)
    return True


_atexit_registered()
