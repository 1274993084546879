"""Load benchmark of the web app, on loopback only.

Starts `judgebot serve` on 127.0.0.1 with a free port, then for each kind of
request (search, card, explain; JSON API and pages) runs a bounded number of
requests from several concurrent clients and prints throughput and p50/p99
latency.  Every phase stops at its request count or its time limit, whichever
comes first; the server is stopped at the end.  Any error (a non-200 answer,
a refused connection) is counted and makes the exit status 1.

    .venv/bin/python bench/bench_web.py [--clients 8] [--requests 400] [--seconds 20] [--threads 4]
"""
from __future__ import annotations

import argparse
import http.client
import itertools
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

HOST = "127.0.0.1"   # never anything but loopback

QUERIES = ["Multi reversal", "Heat", "overturned reversal stun value", "Chain discard two cards",
           "Irish Whip", "fortitude cost", "Backlash", "Pin", "Step Aside", "Count Out", "Volley",
           "Hybrid card played as action"]
CARDS = ["Chair Shot", "Step Aside", "Kick", "Punch", "Irish Whip", "Escape Move", "Undertaker",
         "Stone Cold Stunner", "Trip", "Clothesline", "Arm Drag", "Hip Toss", "Break the Hold"]


def _scenario(play: str, ring: list[str], response: str | None) -> bytes:
    scenario = {"format": "classic",
                "players": {"attacker": {"ring": ring}, "defender": {"hand": [response] if response else [],
                                                                     "arsenal_size": 40}},
                "play": {"card": play, "from": "hand"},
                "responses": [{"card": response, "from": "hand"}] if response else []}
    return json.dumps(scenario).encode()


SCENARIOS = [
    _scenario("Chair Shot", ["Kick", "Kick"], "Step Aside"),
    _scenario("Kick", [], None),
    _scenario("Chair Shot", ["Punch"], None),
    _scenario("Arm Drag", ["Kick"], "Escape Move"),
]

PHASES = {
    "search (API)": lambda i: ("GET", "/api/search?q=" + quote(QUERIES[i % len(QUERIES)]), None),
    "card (API)": lambda i: ("GET", "/api/cards/" + quote(CARDS[i % len(CARDS)]), None),
    "explain (API)": lambda i: ("POST", "/api/explain", SCENARIOS[i % len(SCENARIOS)]),
    "search page": lambda i: ("GET", "/?q=" + quote(QUERIES[i % len(QUERIES)]), None),
    "card page": lambda i: ("GET", "/cards/" + quote(CARDS[i % len(CARDS)]), None),
}


def start_server(threads: int) -> tuple[subprocess.Popen, int]:
    exe = Path(sys.executable).with_name("judgebot")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "judgebot"]
    proc = subprocess.Popen(cmd + ["serve", "--host", HOST, "--port", "0", "--threads", str(threads)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()  # drain logs
            return proc, int(m.group(1))
    proc.kill()
    raise SystemExit("bench_web: the server did not start")


def request(conn: http.client.HTTPConnection, method: str, path: str, body: bytes | None) -> int:
    headers = {"Content-Type": "application/json"} if body is not None else {}
    conn.request(method, path, body=body, headers=headers)
    response = conn.getresponse()
    response.read()
    return response.status


def warm(port: int) -> None:
    """The first requests load the database, the index and the grammar; not part of the figures."""
    conn = http.client.HTTPConnection(HOST, port, timeout=300)
    for make in PHASES.values():
        for i in range(max(len(QUERIES), len(CARDS), len(SCENARIOS))):   # every distinct request once
            method, path, body = make(i)
            status = request(conn, method, path, body)
            if status != 200:
                raise SystemExit(f"bench_web: warm-up {method} {path} answered {status}")
    conn.close()


def run_phase(port: int, make, clients: int, total: int, seconds: float) -> dict:
    counter = itertools.count()
    lock = threading.Lock()
    latencies: list[float] = []
    errors: list[str] = []
    stop_at = time.monotonic() + seconds

    def client() -> None:
        conn = http.client.HTTPConnection(HOST, port, timeout=30)
        mine: list[float] = []
        while time.monotonic() < stop_at:
            i = next(counter)
            if i >= total:
                break
            method, path, body = make(i)
            start = time.perf_counter()
            try:
                status = request(conn, method, path, body)
            except (OSError, http.client.HTTPException) as exc:
                errors.append(f"{method} {path}: {exc}")
                conn.close()
                conn = http.client.HTTPConnection(HOST, port, timeout=30)
                continue
            mine.append(time.perf_counter() - start)
            if status != 200:
                errors.append(f"{method} {path}: HTTP {status}")
        conn.close()
        with lock:
            latencies.extend(mine)

    began = time.perf_counter()
    workers = [threading.Thread(target=client) for _ in range(clients)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.perf_counter() - began
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000 if latencies else float("nan")

    return {"requests": len(latencies), "seconds": elapsed, "rps": len(latencies) / elapsed if elapsed else 0,
            "p50": pct(0.50), "p99": pct(0.99), "mean": statistics.fmean(latencies) * 1000 if latencies else 0,
            "errors": errors}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=8, help="concurrent clients (default 8)")
    parser.add_argument("--requests", type=int, default=400, help="requests per phase at most (default 400)")
    parser.add_argument("--seconds", type=float, default=20.0, help="time limit per phase (default 20 s)")
    parser.add_argument("--threads", type=int, default=4, help="server worker threads (default 4)")
    args = parser.parse_args(argv)
    clients = max(1, min(args.clients, 64))
    total = max(1, min(args.requests, 10_000))
    seconds = max(1.0, min(args.seconds, 120.0))

    proc, port = start_server(args.threads)
    try:
        t = time.perf_counter()
        warm(port)
        print(f"judgebot web load benchmark: {HOST}:{port}, {clients} clients, server {args.threads} threads, "
              f"up to {total} requests or {seconds:.0f} s per phase (cpus: {os.cpu_count()})")
        print(f"first requests (database, index, grammar loaded): {time.perf_counter() - t:.1f} s")
        print(f"{'phase':<15} {'requests':>8} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7}")
        failed = 0
        for name, make in PHASES.items():
            r = run_phase(port, make, clients, total, seconds)
            failed += len(r["errors"])
            print(f"{name:<15} {r['requests']:>8} {r['rps']:>8.1f} {r['p50']:>8.1f} {r['p99']:>8.1f} {len(r['errors']):>7}")
            for error in r["errors"][:3]:
                print(f"    {error}")
        print("zero errors" if not failed else f"{failed} errors")
        return 1 if failed else 0
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    sys.exit(main())
