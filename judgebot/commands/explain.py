"""`judgebot explain FILE|- [--json]`: step a scenario through the Timing Breakdown."""
from __future__ import annotations

import json
import sys


def add_arguments(parser) -> None:
    parser.add_argument("file", help="scenario JSON file, or - to read standard input")
    parser.add_argument("--json", action="store_true", help="print the verdict and steps as JSON")


def run(args) -> int:
    from judgebot.errors import BadScenario
    from judgebot.rules import explain, load_scenario

    if args.file == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
        except OSError as exc:
            raise BadScenario(f"cannot read {args.file}: {exc.strerror}") from None
        except UnicodeDecodeError:
            raise BadScenario(f"{args.file} is not UTF-8 text") from None
    explanation = explain(load_scenario(text))
    if args.json:
        print(json.dumps(explanation.to_json(), indent=2, ensure_ascii=False))
    else:
        print(explanation.to_text())
    return 0
