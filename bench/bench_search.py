"""Ruling search timings: index build, in-process search latency, `judgebot search` wall time.

Run: .venv/bin/python bench/bench_search.py
Uses a temporary cache folder, so it never disturbs a real build.  The queries
are the shared ruling questions when ../shared/eval is beside the checkout,
else a built-in list of judge-style questions.
"""
from __future__ import annotations

import atexit
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CACHE = tempfile.mkdtemp(prefix="judgebot-bench-search-")
os.environ["JUDGEBOT_CACHE"] = CACHE
atexit.register(shutil.rmtree, CACHE, ignore_errors=True)

from judgebot import index as index_module  # noqa: E402
from judgebot.search import search  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
JUDGEBOT = Path(sys.executable).parent / "judgebot"
SHARED_QUESTIONS = ROOT.parent / "shared" / "eval" / "rulings_questions.jsonl"

BUILT_IN = [
    "Can I reverse a card from the discard pile?",
    "Does Iron Will still go to the Ringside if it is blanked?",
    "What happens to the stun draw when the last card overturned is a reversal?",
    "Is a D:0 maneuver the same as No Damage?",
    "RMS maneuver and Sustained Damage",
    "TB cards and the Active trait",
    "Which step do damage modifiers from my opponent apply?",
    "Can my Superstar ability save me from a count out?",
    "How many copies of a card can I pack in my deck?",
    "Multi maneuver reversed by two reversals, which one counts?",
    "Does plunging change the F cost of a reversal?",
    "HIAC current wording",
    "Can an Action be played as a reversal?",
    "What is the hand size of a Superstar for the first turn?",
    "Does Over Sell Maneuver reverse the maneuver?",
]


def questions() -> list[str]:
    if SHARED_QUESTIONS.is_file():
        return [json.loads(line)["query"] for line in SHARED_QUESTIONS.read_text().splitlines() if line.strip()]
    return BUILT_IN


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main() -> None:
    print(f"machine load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (CPU times are steadier than wall)")
    started = time.perf_counter()
    entries = index_module._load_entries()
    loaded = time.perf_counter() - started
    started, cpu = time.perf_counter(), time.process_time()
    index_module._card_names()                 # the first call builds the card database cache
    cards_wall, cards_cpu = time.perf_counter() - started, time.process_time() - cpu
    started, cpu = time.perf_counter(), time.process_time()
    index_module.build(entries=entries, progress=False)
    built, built_cpu = time.perf_counter() - started, time.process_time() - cpu
    started, cpu = time.perf_counter(), time.process_time()
    index_module.ensure_current(rebuild=True, progress=False)
    full, full_cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"entries: {len(entries)} read in {loaded:.2f}s; card database first load {cards_wall:.2f}s "
          f"(cpu {cards_cpu:.2f}s)")
    print(f"index build (entries given, cards cached): {built:.2f}s (cpu {built_cpu:.2f}s); "
          f"full rebuild from the sources: {full:.2f}s (cpu {full_cpu:.2f}s)")

    queries = questions()
    for query in queries:                      # warm: open the index, fill the filter cache
        search(query, limit=10)
    times = []
    for _ in range(5):
        for query in queries:
            start = time.perf_counter()
            search(query, limit=10)
            times.append(time.perf_counter() - start)
    ms = [t * 1000 for t in times]
    print(f"in-process search over {len(queries)} questions x5: p50 {percentile(ms, 50):.2f} ms, "
          f"p99 {percentile(ms, 99):.2f} ms, max {max(ms):.2f} ms")

    walls = []
    for query in queries[:15]:
        start = time.perf_counter()
        subprocess.run([str(JUDGEBOT), "search", query, "--json", "--limit", "10"],
                       check=True, capture_output=True, env=os.environ)
        walls.append(time.perf_counter() - start)
    print(f"`judgebot search` wall time incl. start-up ({len(walls)} runs): "
          f"median {statistics.median(walls):.3f} s, max {max(walls):.3f} s")


if __name__ == "__main__":
    main()
