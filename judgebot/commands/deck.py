"""`judgebot deck check FILE [--format F] [--json]`: is a decklist legal for a tournament format?

Exit status: 0 legal, 1 illegal, 2 the file cannot be read (with the line and the reason).
"""
from __future__ import annotations

import json
import sys

FORMAT_CHOICES = ("classic", "virtual-classic", "revolution", "virtual-revolution")


def add_arguments(parser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION")
    sub.required = True
    check = sub.add_parser("check", help="check a decklist (plain text or OCTGN .o8d; '-' reads stdin)")
    check.add_argument("file", metavar="FILE", help="decklist file, or - for standard input")
    check.add_argument("--format", choices=FORMAT_CHOICES, default=None,
                       help="tournament format (default: the narrowest format all the cards are legal in)")
    check.add_argument("--json", action="store_true", help="print the report as JSON")


def _read(path: str) -> str:
    from ..errors import JudgebotError

    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise JudgebotError(f"cannot read {path}: {exc.strerror or exc}") from None
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise JudgebotError(f"{path}: not a text file")


def run(args) -> int:
    from ..deck import check_deck

    text = _read(args.file)
    report = check_deck(text, args.format)
    if args.json:
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        print(report.render())
    return 0 if report.legal else 1
