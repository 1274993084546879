"""`judgebot card NAME`: a card's values, traits, printings, text (printed and current) and rulings."""
from __future__ import annotations

import argparse
import json
import textwrap

MENTIONS_SHOWN = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="+", help='card title, e.g. "Step Aside", "Kick (TB)", "Revolution Chair Shot"')
    parser.add_argument("--json", action="store_true", help="print the card and its rulings as JSON")
    parser.add_argument("--ast", action="store_true", help="show the parsed effect tree of the card's current text")
    parser.add_argument("--all", action="store_true", help="list every ruling that mentions the card")


def _values_line(card) -> str:
    bits = [card.type_line or "(no type)"]
    if card.is_superstar:
        bits.append(f"Hand Size {_printed(card, 'Hand Size', card.hand_size)}")
        bits.append(f"Superstar Value {_printed(card, 'SSV', card.superstar_value)}")
    else:
        if card.fortitude is not None:
            bits.append(f"F{card.fortitude}")
        if card.damage is not None:
            bits.append(f"D{card.damage}")
        elif "damage" in card.variable:
            bits.append("D#")
        elif "Backstage" not in card.types:
            bits.append("no damage")
        if card.stun is not None:
            bits.append(f"SV{card.stun}")
    return " · ".join(bits)


def _printed(card, name: str, value) -> str:
    raw = card.printed_values.get(name, "")
    return raw or ("—" if value is None else str(value))


def _wrap(text: str, indent: str = "  ") -> str:
    return textwrap.fill(text, width=100, initial_indent=indent, subsequent_indent=indent) if text else f"{indent}(none)"


def mark_changes(printed: str, current: str) -> str:
    """The current text with the words errata changed or added wrapped in [[ ]]."""
    import difflib

    old, new = printed.split(), current.split()
    out: list[str] = []
    for op, _i1, _i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op == "equal":
            out += new[j1:j2]
        elif op in ("replace", "insert"):
            out.append("[[" + " ".join(new[j1:j2]) + "]]")
        elif op == "delete":
            out.append("[[-]]")
    return " ".join(out)


def render_card(card, rulings, show_all: bool = False, versions=()) -> str:
    from ..typeline import parse_type_line

    lines = [card.title, "=" * len(card.title), _values_line(card)]
    if card.version:
        lines.append(f"Version: {card.version} (counts as {card.base_title} for construction)")
    others = [v.title for v in versions if v.key != card.key]
    if others:
        lines.append(f"Other versions: {'; '.join(others)}")
    tl = parse_type_line(card.type_line)
    kinds = ", ".join(card.types) + (f" — {', '.join(card.subtypes)}" if card.subtypes else "")
    extra = []
    if card.hybrid:
        extra.append("hybrid")
    if card.multi_parts:
        extra.append("Multi: " + " + ".join(card.multi_parts))
    for part in tl.parts:
        if part.size:
            extra.append(part.size)
        if part.follow_up:
            extra.append(f"Follow-up: {part.follow_up}")
        if part.reverses:
            extra.append(f"reverses: {part.reverses}")
    lines.append(f"Types: {kinds}" + (f" ({'; '.join(extra)})" if extra else ""))
    if card.traits:
        traits = ", ".join(card.traits)
        if card.volley is not None:
            traits = traits.replace("Volley", f"Volley: {card.volley}", 1)
        lines.append(f"Traits: {traits}")
    for data, normal in card.trait_corrections:
        lines.append(f"  (the data spells {normal!r} as {data!r})")
    if card.logos:
        lines.append(f"Logos: {', '.join(card.logos)}")
    if card.target:
        lines.append(f"Target: {card.target}")
    lines.append("Printings: " + "; ".join(f"{p.set_name} ({p.format})" for p in card.printings))
    lines += ["", "Printed text:", _wrap(card.printed_text)]
    if card.current_text != card.printed_text:
        lines += ["", "Current text (after errata; changed words in [[ ]]):",
                  _wrap(mark_changes(card.printed_text, card.current_text))]
    subject = [e for e in rulings if card.key in e.cards]
    mentions = [e for e in rulings if card.key not in e.cards]
    applied_ids = {change.entry_id for change in card.changes}
    text_changes = [e for e in subject if e.kind in ("errata", "mrp") and e.id not in applied_ids]
    if card.changes or text_changes:
        lines += ["", "Errata and MRP:"]
        for change in card.changes:
            status = "applied" if change.applied else "noted"
            lines.append(f"  [{change.kind.upper()}, {status}] {change.citation}")
            lines.append(_wrap(change.wording, "      "))
        for entry in text_changes:            # the same wording repeated elsewhere (Recent Updates)
            lines.append(f"  [{entry.kind.upper()}] {entry.citation}")
            lines.append(_wrap(entry.text, "      "))
    subject = [e for e in subject if e.kind not in ("errata", "mrp")]
    lines += ["", f"Rulings ({len(subject)}):" if subject else "Rulings: none about this card"]
    for entry in subject:
        lines.append(f"  - {entry.citation}")
        lines.append(_wrap(entry.text, "      "))
    if mentions:
        shown = mentions if show_all else mentions[:MENTIONS_SHOWN]
        lines += ["", f"Mentioned in ({len(mentions)}):"]
        for entry in shown:
            lines.append(f"  - {entry.citation}")
            lines.append(_wrap(entry.text, "      "))
        if len(shown) < len(mentions):
            lines.append(f"  ... and {len(mentions) - len(shown)} more (--all lists them)")
    return "\n".join(lines)


def _entry_json(entry) -> dict:
    from dataclasses import asdict

    data = asdict(entry)
    for name, value in data.items():
        if isinstance(value, tuple):
            data[name] = list(value)
    return data


def _ast(card):
    """The parsed effect tree of a card, or None (with a message) when the grammar is not available."""
    try:
        from ..cardtext import card_ast, render_tree, to_json
    except ImportError as exc:
        return None, None, f"the card text grammar is not available ({exc})"
    tree = card_ast(card)
    return render_tree(tree), to_json(tree), None


def run(args: argparse.Namespace) -> int:
    import sys

    from ..database import get_db

    db = get_db()
    card = db.card(" ".join(args.name))
    rulings = db.rulings_for(card)
    ast_text = ast_json = ast_error = None
    if args.ast:
        ast_text, ast_json, ast_error = _ast(card)
    if args.json:
        from ..cards import card_to_json

        data = card_to_json(card)
        data["rulings"] = [_entry_json(e) for e in rulings]
        data["other_versions"] = [v.title for v in db.versions_of(card) if v.key != card.key]
        if args.ast:
            data["ast"] = ast_json
            if ast_error:
                data["ast_error"] = ast_error
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(render_card(card, rulings, show_all=args.all, versions=db.versions_of(card)))
        if args.ast:
            print()
            print("Effect tree:")
            print(ast_text if ast_text is not None else f"  ({ast_error})")
    if ast_error:
        print(f"judgebot card: {ast_error}", file=sys.stderr)
        return 2
    return 0
