"""`judgebot search QUERY`: the FAQ and rulebook passages that answer a question, with citations."""
from __future__ import annotations

import json
import re
import sys
import textwrap


def add_arguments(parser) -> None:
    parser.add_argument("query", nargs="+", help='the question, e.g. "discard pile Iron Will"')
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--limit", type=int, default=5, metavar="N", help="how many passages (default 5)")
    parser.add_argument("--source", metavar="S",
                        help="only this document: faq-4.0, rulebook-v17, revolution-rulebook, "
                             "or another game's rumble-throwdown, nero-raw")
    parser.add_argument("--section", metavar="S", help='only this section, e.g. "Glossary", "Timing Breakdown"')


def mark(text: str, words: list[str], tty: bool) -> str:
    """`text` with the matched words in bold (ANSI on a terminal, **word** otherwise)."""
    if not words:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")\b",
                         re.IGNORECASE)
    if tty:
        return pattern.sub("\033[1m\\1\033[0m", text).replace("\033[0m \033[1m", " ")
    return pattern.sub(r"**\1**", text).replace("** **", " ")


def run(args) -> int:
    from ..errors import JudgebotError
    from ..search import search

    query = " ".join(args.query)
    if args.limit < 1:
        raise JudgebotError("--limit must be at least 1")
    hits = search(query, limit=args.limit, source=args.source, section=args.section)
    corrected = dict(getattr(hits, "corrected", {}))
    if args.json:
        print(json.dumps({"query": query, "corrected": corrected, "results": [hit.to_json() for hit in hits]},
                         ensure_ascii=False))
        return 0
    for typed, name in corrected.items():
        print(f"(read {typed!r} as {name})")
    if not hits:
        where = f" in {args.source}" if args.source else ""
        where += f", section {args.section!r}" if args.section else ""
        print(f"No passage{where} matches {query!r}. Try a card title or the FAQ's own words "
              "(Ringside, Arsenal, Fortitude, reversal).")
        return 1
    tty = sys.stdout.isatty()
    for rank, hit in enumerate(hits, 1):
        citation = f"\033[1m{hit.entry.citation}\033[0m" if tty else hit.entry.citation
        print(f"{rank}. {citation}")
        body = textwrap.fill(hit.entry.text, width=100, initial_indent="   ", subsequent_indent="   ",
                             break_long_words=False, break_on_hyphens=False)
        print(mark(body, hit.highlights, tty))
        if hit.also:
            print(f"   (also printed as {'; '.join(hit.also)})")
        print()
    return 0
