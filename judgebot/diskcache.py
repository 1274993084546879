"""Pickles of built data under the build folder, written atomically.

Every cache judgebot keeps (the card database, parsed card text, the rules'
card facts, the audit's raw printings) is one pickle file: written to a
temporary file beside it and swapped in with `os.replace`, so a reader sees the
old file or the new one, never half of one.  A cache that cannot be written
(read-only install) or read (stale format) is simply rebuilt.
"""
from __future__ import annotations

import gc
import os
import pickle
import tempfile
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def without_gc():
    """Pause Python's cycle collector while a large tree of objects is built.

    Loading a cache (or parsing the whole card database) creates hundreds of
    thousands of small objects and no reference cycles; the collector would
    otherwise walk every live object again each time a few thousand are made
    (unpickling the parsed card text took 6x longer with it running).  It is
    switched back on afterwards, as it was."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def read_pickle(path: Path):
    """The object pickled at `path`, or None when it is missing or unreadable."""
    try:
        with open(path, "rb") as fh, without_gc():
            return pickle.load(fh)
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
        return None


def write_pickle(path: Path, obj) -> bool:
    """Pickle `obj` to `path` atomically; False when the folder is not writable."""
    return _write(path, lambda fh: pickle.dump(obj, fh, protocol=pickle.HIGHEST_PROTOCOL))


def drop_others(path: Path) -> None:
    """Remove the files beside `path` that are older keys of the same cache ("db-*.pickle" beside
    "db-<key>.pickle"): a cache is keyed by what it was built from, and a key that changed (new card data,
    grammar or code) is never read again, so each upgrade would otherwise leave its files behind."""
    kind = path.name.split("-", 1)[0]
    for old in path.parent.glob(f"{kind}-*{path.suffix}"):
        if old != path:
            try:
                old.unlink()
            except OSError:
                pass


def write_bytes(path: Path, data: bytes) -> bool:
    """Write `data` to `path` atomically; False when the folder is not writable."""
    return _write(path, lambda fh: fh.write(data))


def _write(path: Path, fill) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=".tmp")
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as fh:
            fill(fh)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
        return True
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False
