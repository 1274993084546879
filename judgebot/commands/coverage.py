"""`judgebot coverage [--json] [--set S] [--unparsed]`: how much card text the grammar reads."""
from __future__ import annotations


def add_arguments(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--set", dest="set_name", metavar="S", help="only printings in sets whose name contains S")
    parser.add_argument("--unparsed", action="store_true",
                        help="list the most frequent unparsed sentence shapes (next rules to write)")
    parser.add_argument("--top", type=int, default=40, help="how many shapes to list (default 40)")


def _pct(a: int, b: int) -> str:
    return f"{(100.0 * a / b):.1f}%" if b else "-"


def run(args) -> int:
    import json

    from ..cardtext.coverage import measure
    from ..errors import JudgebotError

    if args.top < 0:
        raise JudgebotError("--top must be 0 or more")
    cov = measure(args.set_name)
    if args.set_name and not cov.by_set:
        known = sorted(measure().by_set)
        raise JudgebotError(f"no set name contains {args.set_name!r}; the sets are: {', '.join(known)}")
    if args.json:
        print(json.dumps(cov.to_json(args.top if args.unparsed else 0), indent=2, ensure_ascii=False))
        return 0
    t = cov.total
    print(f"cards with text:     {t.cards}")
    print(f"cards fully parsed:  {t.cards_fully_parsed} ({_pct(t.cards_fully_parsed, t.cards)})")
    print(f"sentences:           {t.sentences}")
    print(f"sentences parsed:    {t.sentences_parsed} ({_pct(t.sentences_parsed, t.sentences)})")
    if cov.registry_cards is not None:
        print(f"registry: {cov.registry_cards} cards need code (judgebot/rules/registry.py)")
    print("\nby format:")
    for name, tally in cov.by_format.items():
        print(f"  {name:<11} cards {tally.cards_fully_parsed}/{tally.cards} ({_pct(tally.cards_fully_parsed, tally.cards)})"
              f"  sentences {tally.sentences_parsed}/{tally.sentences} ({_pct(tally.sentences_parsed, tally.sentences)})")
    print("\nby set:")
    for name, tally in sorted(cov.by_set.items()):
        print(f"  {name:<40} cards {_pct(tally.cards_fully_parsed, tally.cards):>6}"
              f"  sentences {_pct(tally.sentences_parsed, tally.sentences):>6}")
    if args.unparsed:
        print(f"\nmost frequent unparsed shapes (top {args.top}):")
        for shape, count in cov.unparsed_shapes.most_common(args.top):
            print(f"  {count:>4}  {shape}")
    return 0
