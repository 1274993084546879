"""`judgebot index`: build the ruling search index (it is also built on first use)."""
from __future__ import annotations

import time


def add_arguments(parser) -> None:
    parser.add_argument("--rebuild", action="store_true",
                        help="build afresh even when the index is up to date with the sources")


def run(args) -> int:
    from ..index import current_generation, ensure_current, fingerprint, generation_fingerprint

    before = current_generation()
    fresh = before is not None and generation_fingerprint(before) == fingerprint()
    started = time.monotonic()
    path = ensure_current(rebuild=args.rebuild)
    import json

    meta = json.loads((path / "meta.json").read_text())
    if fresh and not args.rebuild:
        print(f"Index up to date: {meta['entries']} passages in {path}")
    else:
        print(f"Index built: {meta['entries']} passages in {time.monotonic() - started:.1f}s, {path}")
    return 0
