"""How fast `explain` answers: in-process latency per scenario and `judgebot explain` wall time.

Targets: < 20 ms per scenario in process (warm database and card trees), < 0.5 s for the command.
Runs the project's own scenarios (tests/scenarios/*.json).  Prints figures; never fails.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.json"))


def in_process(rounds: int = 5) -> None:
    from judgebot.database import get_db
    from judgebot.rules import explain, load_scenario

    t0 = time.perf_counter()
    db = get_db()
    t1 = time.perf_counter()
    texts = [p.read_text() for p in SCENARIOS]
    for text in texts:                      # warm: card trees parsed (or read from the grammar's cache)
        explain(load_scenario(text), db.card)
    t2 = time.perf_counter()
    times = []
    for _ in range(rounds):
        for text in texts:
            s = time.perf_counter()
            explain(load_scenario(text), db.card)
            times.append((time.perf_counter() - s) * 1000)
    times.sort()
    print(f"database load: {(t1 - t0) * 1000:.0f} ms; first pass over {len(texts)} scenarios: {(t2 - t1) * 1000:.0f} ms")
    print(f"explain in process: median {statistics.median(times):.2f} ms, p95 {times[int(len(times) * 0.95)]:.2f} ms, "
          f"max {times[-1]:.2f} ms per scenario (target < 20 ms)")


def command(n: int = 5) -> None:
    exe = shutil.which("judgebot") or str(Path(sys.executable).with_name("judgebot"))
    picks = SCENARIOS[:: max(1, len(SCENARIOS) // n)][:n]
    # as a user's Python runs it: compiled modules are kept (__pycache__) even where this shell turns that off
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for p in picks:                          # warm the on-disk caches (card trees, card facts, bytecode)
        subprocess.run([exe, "explain", str(p), "--json"], capture_output=True, env=env)
    walls = []
    for p in picks:
        s = time.perf_counter()
        subprocess.run([exe, "explain", str(p), "--json"], capture_output=True, env=env)
        walls.append(time.perf_counter() - s)
    print(f"judgebot explain wall time: median {statistics.median(walls):.3f} s, max {max(walls):.3f} s "
          f"over {len(walls)} runs (target < 0.5 s)")


if __name__ == "__main__":
    in_process()
    command()
