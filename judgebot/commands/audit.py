"""`judgebot audit`: where the card database and the FAQ disagree.

Text output is grouped by category with counts; `--json` gives the report
the web app's Errata page renders (stable across runs).
"""
from __future__ import annotations

import json
import sys


def add_arguments(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print the whole report as JSON")
    parser.add_argument("--category", action="append", metavar="NAME",
                        help="only this category (repeatable): errata, reversed-ruling, unknown-subject, "
                             "trait, printings-differ, missing-value, impossible-value, unparsed")
    parser.add_argument("--verdict", action="append", metavar="VERDICT",
                        help="only errata with this verdict (repeatable): reflected, reworded, "
                             "not-reflected, described, no-card")
    parser.add_argument("--all", action="store_true",
                        help="list every finding (by default errata already reflected are counted, not "
                             "listed, and only the 25 unread phrases on most cards are shown)")


def run(args) -> int:
    from ..audit import CATEGORIES, VERDICT_TEXT, AuditReport, run_audit
    from ..errors import JudgebotError

    unknown = [c for c in (args.category or []) if c not in CATEGORIES]
    if unknown:
        raise JudgebotError(f"unknown category {', '.join(unknown)}; choose from {', '.join(CATEGORIES)}")
    unknown = [v for v in (args.verdict or []) if v not in VERDICT_TEXT]
    if unknown:
        raise JudgebotError(f"unknown verdict {', '.join(unknown)}; choose from {', '.join(VERDICT_TEXT)}")
    report = run_audit()
    findings = report.findings
    if args.category:
        findings = [f for f in findings if f.category in args.category]
    if args.verdict:
        findings = [f for f in findings if f.category != "errata" or f.details.get("verdict") in args.verdict]
    shown = AuditReport(findings)
    if args.json:
        json.dump(shown.to_json(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    sys.stdout.write(render_text(shown, everything=args.all or bool(args.verdict)))
    return 0


UNPARSED_SHOWN = 25      # the phrases that block the most cards; --all lists every one


def render_text(report, everything: bool = False) -> str:
    """The report for a terminal: a summary, then each category with its findings."""
    from ..audit import CATEGORIES, REFLECTED, VERDICT_TEXT

    groups = report.by_category()
    lines = ["Errata audit: card database against the FAQ", ""]
    width = max(len(name) for name in CATEGORIES)
    for name, items in groups.items():
        if items:
            lines.append(f"  {name.ljust(width)}  {len(items):4d}  {CATEGORIES.get(name, '')}")
    verdicts = report.errata_verdicts()
    if verdicts:
        lines.append("")
        lines.append("  errata verdicts: " + ", ".join(f"{v} {n}" for v, n in verdicts.items()))
    for name, items in groups.items():
        if not items:
            continue
        lines += ["", f"== {name} ({len(items)}): {CATEGORIES.get(name, '')}"]
        hidden = 0
        listed = 0
        for finding in items:
            if name == "errata" and finding.details.get("verdict") == REFLECTED and not everything:
                hidden += 1
                continue
            if name == "unparsed" and listed >= UNPARSED_SHOWN and not everything:
                lines.append(f"  ({len(items) - listed} more phrases, fewer cards each; --all lists them)")
                break
            listed += 1
            lines.append(f"- {finding.title}")
            lines.append(f"    id: {finding.id}")
            lines += [f"    {line}" for line in _detail_lines(finding)]
            if finding.citations:
                cites = [c.citation for c in finding.citations[:3]]
                more = len(finding.citations) - len(cites)
                lines.append("    cites: " + " | ".join(cites) + (f" (+{more} more)" if more > 0 else ""))
        if hidden:
            lines.append(f"  ({hidden} {VERDICT_TEXT[REFLECTED]}: not listed; --all lists them)")
    return "\n".join(lines) + "\n"


def _detail_lines(finding) -> list[str]:
    d = finding.details
    if finding.category == "errata":
        out = [f"FAQ: {_short(d.get('faq', ''))}"]
        if d.get("diff_text"):
            out.append(f"diff (database -> FAQ): {_short(d['diff_text'], 300)}")
        for claim in d.get("claims", []):
            mark = "ok" if claim["reflected"] else "differs"
            out.append(f"{claim['field']}: FAQ {claim['faq']}; database {claim['database']} ({mark})")
        applies = d.get("judgebot_applies")
        if applies is not None:
            out.append("judgebot: " + ("shows it in the card's current text" if applies
                                       else "notes it beside the printed text"))
        return out
    if finding.category == "reversed-ruling":
        return [f"ruling: {_short(d.get('ruling', ''), 300)}"]
    if finding.category == "unparsed" and d.get("titles"):
        titles = d["titles"]
        return [f"cards: {', '.join(titles[:6])}" + (f" (+{len(titles) - 6} more)" if len(titles) > 6 else "")]
    return []


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
