"""How long the errata audit takes over the whole database, and what it finds.

    .venv/bin/python bench/bench_audit.py [--runs N]

Prints the time to load the database (get_db, from its cache when warm), the
first audit in the process (card text parsed from the grammar's disk cache,
or parsed afresh when the grammar changed), later audits, the time of each
category, and the findings per category.  The target is under 5 seconds for
a whole audit.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="audits after the first (default 3)")
    args = parser.parse_args()

    from judgebot import audit
    from judgebot.database import get_db

    t0 = time.perf_counter()
    db = get_db()
    t1 = time.perf_counter()
    report = audit.run_audit()
    t2 = time.perf_counter()
    print(f"database: {len(db.cards)} cards, {len(db.entries)} entries, loaded in {t1 - t0:.2f} s")
    print(f"first audit:  {t2 - t1:.2f} s  (includes reading card ASTs and raw printings)")
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        again = audit.run_audit()
        times.append(time.perf_counter() - start)
    if times:
        print(f"later audits: median {statistics.median(times):.2f} s, max {max(times):.2f} s over {len(times)} runs")
    print(f"json stable across runs: {json.dumps(report.to_json()) == json.dumps(again.to_json()) if times else 'n/a'}")
    size = len(json.dumps(report.to_json()))
    print(f"json size: {size / 1024:.0f} KiB")

    # Time each category on its own.
    printings = audit.printings_by_card(db.cards.values(), audit.raw_printings())
    cards = list(db.cards.values())
    closest = db.index.closest
    card_ast = audit._grammar()
    parts = {
        "errata": lambda: audit.errata_findings(db.entries, db.cards, printings),
        "reversed-ruling": lambda: audit.reversal_findings(db.entries),
        "unknown-subject": lambda: audit.unknown_subject_findings(
            db.entries, lambda s: closest(s, n=3), db.index.__contains__,
            audit._rules_text(db.entries, audit.RULEBOOKS)),
        "trait": lambda: audit.trait_findings(cards, audit._rules_text(db.entries), printings),
        "printings-differ": lambda: audit.printing_findings(cards, printings),
        "missing/impossible-value": lambda: audit.value_findings(cards, printings),
        "unparsed": (lambda: audit.grammar_findings(cards, card_ast)) if card_ast else (lambda: []),
    }
    print("\nper category (warm):")
    for name, run in parts.items():
        start = time.perf_counter()
        found = run()
        print(f"  {name:26s} {time.perf_counter() - start:6.3f} s  {len(found):5d} findings")

    print("\nfindings per category:")
    for name, count in report.counts().items():
        print(f"  {name:18s} {count:5d}")
    print("errata verdicts: " + ", ".join(f"{v} {n}" for v, n in report.errata_verdicts().items()))


if __name__ == "__main__":
    main()
