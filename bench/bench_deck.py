"""Time to check a deck in-process (target: under 50 ms per deck once the database is loaded).

Prints the database load time, the first check (which reads the card texts it needs), and the
median / worst of repeated checks over every deck in tests/decks/.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judgebot.database import get_db  # noqa: E402
from judgebot.deck import check_deck  # noqa: E402
from judgebot.deck.model import DeckFileError  # noqa: E402


def main(rounds: int = 20) -> None:
    start = time.perf_counter()
    get_db()
    print(f"database load: {(time.perf_counter() - start) * 1000:.0f} ms")
    decks = sorted((ROOT / "tests" / "decks").glob("*.*"))
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in decks]
    start = time.perf_counter()
    for _name, text in texts:
        try:
            check_deck(text, None)
        except DeckFileError:
            pass
    first = (time.perf_counter() - start) * 1000
    print(f"first pass over {len(texts)} decks (reads card texts once): {first:.0f} ms total")
    times: list[float] = []
    worst = ("", 0.0)
    for _ in range(rounds):
        for name, text in texts:
            t0 = time.perf_counter()
            try:
                check_deck(text, None)
            except DeckFileError:
                pass
            ms = (time.perf_counter() - t0) * 1000
            times.append(ms)
            if ms > worst[1]:
                worst = (name, ms)
    print(f"check_deck: median {statistics.median(times):.1f} ms, mean {statistics.mean(times):.1f} ms, "
          f"p95 {sorted(times)[int(len(times) * 0.95)]:.1f} ms, worst {worst[1]:.1f} ms ({worst[0]}) "
          f"over {len(times)} checks")
    print(f"target: under 50 ms per deck -> {'met' if statistics.median(times) < 50 else 'NOT met'}")


if __name__ == "__main__":
    main()
