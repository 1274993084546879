"""`judgebot parse "TEXT" [--json]`: the effect tree of a card text."""
from __future__ import annotations


def add_arguments(parser) -> None:
    parser.add_argument("text", help="card text to parse (quote it)")
    parser.add_argument("--json", action="store_true", help="print the tree as JSON")


def run(args) -> int:
    import json

    from ..cardtext import parse_text, render_tree, to_json

    tree = parse_text(args.text)
    if args.json:
        print(json.dumps(to_json(tree), indent=2, ensure_ascii=False))
    else:
        print(render_tree(tree))
        if not tree.is_fully_parsed:
            print(f"\n{len(tree.unparsed)} sentence(s) not read by the grammar (Unparsed).")
    return 0
