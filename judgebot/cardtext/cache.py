"""card_ast(card): the parsed text of a Card, cached on disk.

The cache is a pickle under `paths.build_dir()/cache/` keyed by the grammar
hash (grammar files + the Python that reads them); inside, ASTs are keyed by the
text, so a card whose current text changes (errata) is simply parsed again.
"""
from __future__ import annotations

from functools import lru_cache

from .. import paths
from ..diskcache import read_pickle, write_pickle
from . import ast as A
from .parser import parse_text
from .typeline import keywords_from_traits, type_line_reversal

_memory: dict[str, A.CardText] | None = None
_dirty = False


def cache_path():
    from .grammar import grammar_hash

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


def save() -> None:
    """Write the cache atomically if anything new was parsed."""
    global _dirty
    if not _dirty or _memory is None:
        return
    if write_pickle(cache_path(), _memory):
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
