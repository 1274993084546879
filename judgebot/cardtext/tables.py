"""The grammar's LALR parse tables: cached once built, and shipped built beside the grammar files.

Built from cold, lark's LALR construction over `grammar/*.lark` takes half a minute or more, and a
fresh install would make its first `judgebot explain` (or first Ask page) wait that long.  So the
tables of the current grammar ship compressed in `grammar/parse-tables.lark.xz` (lark's own
`Lark.save` format), headed by the key they were built for: the hash of the grammar files, lark's
version and Python's.  `load_parser()` takes the tables from the build cache, else from the shipped
file when its key is the current one, else builds them; tables of another grammar are never used.

After changing a .lark file, ship the new tables with

    python -m judgebot.cardtext.tables

(tests/test_grammar.py fails until then).
"""
from __future__ import annotations

import hashlib
import io
import lzma
import sys
from pathlib import Path

from .. import paths
from ..diskcache import drop_others, without_gc, write_bytes

BUNDLE_NAME = "parse-tables.lark.xz"
_HEADER = b"judgebot parse tables "


def bundle_path() -> Path:
    return paths.grammar_dir() / BUNDLE_NAME


def tables_key() -> str:
    """What the tables depend on: the grammar files, lark's version and Python's."""
    import lark

    from .grammar import tables_hash

    return f"{tables_hash()} lark-{lark.__version__} python-{sys.version_info[0]}.{sys.version_info[1]}"


def build() -> bytes:
    """The tables built from cold, as `Lark.save` writes them."""
    from lark import Lark

    from . import grammar

    out = io.BytesIO()
    Lark(grammar.grammar_text(), **grammar.LARK_OPTIONS).save(out)
    return out.getvalue()


def shipped(key: str | None = None) -> bytes | None:
    """The shipped tables when they were built for `key` (the current one by default), else None."""
    source = bundle_path()
    if not source.is_file():
        return None
    try:
        head, _, body = lzma.decompress(source.read_bytes()).partition(b"\n")
    except (OSError, lzma.LZMAError):
        return None
    return body if head == _HEADER + (key or tables_key()).encode() else None


def _load(data: bytes):
    from lark import Lark

    with without_gc():          # tens of thousands of table entries: no cycle collection while they are made
        return Lark.load(io.BytesIO(data))


def load_parser():
    """The LALR parser: from the build cache, else the shipped tables, else built from cold; tables
    not read from the cache are written to it (when the cache folder can be written)."""
    key = tables_key()
    try:
        folder = paths.build_dir() / "cache"
        folder.mkdir(parents=True, exist_ok=True)
        cached: Path | None = folder / f"tables-{hashlib.sha256(key.encode()).hexdigest()[:16]}.lark"
    except OSError:
        cached = None
    if cached is not None and cached.is_file():
        try:
            return _load(cached.read_bytes())
        except Exception:  # noqa: BLE001 - an unreadable cache file: read the tables elsewhere
            pass
    data = shipped(key)
    try:
        lark = _load(data) if data is not None else None
    except Exception:  # noqa: BLE001 - unreadable shipped tables: build them
        lark = None
    if lark is None:
        data = build()
        lark = _load(data)
    if cached is not None and write_bytes(cached, data):    # a reader sees the whole file or none
        drop_others(cached)              # tables of an older grammar
    return lark


def write_bundle() -> Path:
    """Build the tables of the current grammar from cold and ship them (`bundle_path()`)."""
    data = _HEADER + tables_key().encode() + b"\n" + build()
    bundle_path().write_bytes(lzma.compress(data, preset=6))
    return bundle_path()


if __name__ == "__main__":
    path = write_bundle()
    print(f"wrote {path} ({path.stat().st_size // 1024} KiB)")
