"""Card database timings: cold load (XML), database build, warm (pickle) load, lookups, `judgebot card`.

Run: .venv/bin/python bench/bench_cards.py
Uses a temporary cache folder, so it never disturbs a real build.
"""
from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CACHE = tempfile.mkdtemp(prefix="judgebot-bench-")
os.environ["JUDGEBOT_CACHE"] = CACHE

from judgebot import database  # noqa: E402
from judgebot.cards import load_cards  # noqa: E402
from judgebot.lookup import CardIndex  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
JUDGEBOT = Path(sys.executable).parent / "judgebot"


def best(fn, repeat=5):
    """(best wall, median wall) seconds; the best CPU time is kept in best.cpu."""
    times, cpu = [], []
    for _ in range(repeat):
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - cpu_start)
    best.cpu = min(cpu)
    return min(times), statistics.median(times)


def main() -> None:
    lo, med = best(load_cards, 3)
    print(f"load_cards (parse 51 XML sets): best {lo * 1000:7.1f} ms  median {med * 1000:7.1f} ms"
          f"  (CPU {best.cpu * 1000:.0f} ms)")
    cards = load_cards()
    print(f"  {len(cards)} cards, {sum(len(c.printings) for c in cards)} printings")

    start = time.perf_counter()
    db = database.load_database(use_cache=False)
    print(f"database build (cards + sources + links + errata, cache written): {(time.perf_counter() - start) * 1000:7.1f} ms"
          f"  ({len(db.entries)} entries; notes: {db.notes or 'none'})")
    lo, med = best(lambda: database.load_database(), 10)
    cpu_start = time.process_time()
    database.load_database()
    cpu = time.process_time() - cpu_start
    print(f"warm load (pickle):            best {lo * 1000:7.1f} ms  median {med * 1000:7.1f} ms  (CPU {cpu * 1000:.0f} ms)")
    size = sum(p.stat().st_size for p in (Path(CACHE) / "cache").glob("*.pickle"))
    print(f"  cache size {size / 1e6:.1f} MB")

    lo, med = best(lambda: CardIndex(cards), 3)
    print(f"CardIndex build:               best {lo * 1000:7.1f} ms")
    index = db.index
    names = ["Punch", "step aside", "Kick (TB)", "Chair Shot (Revolution)", "DON’T THINK TOO HARD", "Rob! Van! Dam!"]
    n = 2000
    start = time.perf_counter()
    for i in range(n):
        index.get(names[i % len(names)])
    print(f"exact lookup:                  {(time.perf_counter() - start) / n * 1e6:7.1f} µs each")
    start = time.perf_counter()
    for _ in range(20):
        index.closest("Stone Cold Steev Austin")
    print(f"fuzzy closest (5 titles):      {(time.perf_counter() - start) / 20 * 1000:7.2f} ms each")
    question = ("My opponent played Chair Shot after Irish Whip; can Step Aside or Don't Think Too Hard "
                "reverse it if Stone Cold Steve Austin's ability was used?")
    start = time.perf_counter()
    for _ in range(200):
        index.find_in_text(question)
    print(f"find_in_text (one question):   {(time.perf_counter() - start) / 200 * 1e6:7.1f} µs each")

    if JUDGEBOT.exists():
        env = dict(os.environ, JUDGEBOT_CACHE=CACHE)
        runs, cpu = [], []
        for _ in range(5):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([str(JUDGEBOT), "card", "Punch"], env=env, check=True, capture_output=True)
            runs.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        print(f"`judgebot card Punch` (warm):  best {min(runs) * 1000:7.1f} ms  median {statistics.median(runs) * 1000:7.1f} ms"
              f"  (CPU best {min(cpu) * 1000:.0f} ms)")
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        print(f"Wall times depend on machine load (os.getloadavg: {os.getloadavg()[0]:.1f}); CPU times less so.")
    print(f"  (bare python start-up:       {(time.perf_counter() - start) * 1000:7.1f} ms)")
    shutil.rmtree(CACHE, ignore_errors=True)


if __name__ == "__main__":
    main()
