"""Show an AST: `render_tree` for people, `to_json` for programs."""
from __future__ import annotations

from dataclasses import fields

from .ast import Node


def to_json(node):
    """A node as plain JSON data: {"node": "Draw", "player": "you", ...}.

    Empty and None fields are left out to keep the output readable."""
    if isinstance(node, Node):
        out = {"node": type(node).__name__}
        for f in fields(node):
            value = getattr(node, f.name)
            if value is None or value == () or value is False:
                continue
            out[f.name] = to_json(value)
        if hasattr(node, "is_fully_parsed"):
            out["fully_parsed"] = node.is_fully_parsed
        return out
    if isinstance(node, (tuple, list)):
        return [to_json(v) for v in node]
    return node


def render_tree(node, indent: str = "") -> str:
    """An indented tree, one node per line, simple fields inline:

        CardText
          Sentence "Reverse any Strike maneuver and end your opponent's turn."
            ReversalDefinition
              targets:
                CardFilter kinds=('Strike',)
              then:
                EndTurn player=opponent
    """
    return "\n".join(_lines(node, indent))


def _simple(value) -> bool:
    return not isinstance(value, (Node, tuple, list)) or (
        isinstance(value, (tuple, list)) and all(not isinstance(v, (Node, tuple, list)) for v in value))


def _lines(node, indent):
    if not isinstance(node, Node):
        yield f"{indent}{node!r}"
        return
    name = type(node).__name__
    inline = []
    nested = []
    for f in fields(node):
        value = getattr(node, f.name)
        if value is None or value == () or value is False:
            continue
        if name == "Sentence" and f.name == "text":
            continue
        if name == "CardText" and f.name == "text":
            continue
        if _simple(value):
            shown = value if not isinstance(value, str) else value
            inline.append(f"{f.name}={shown!r}" if isinstance(value, (str, tuple)) else f"{f.name}={value}")
        else:
            nested.append((f.name, value))
    head = f"{indent}{name}"
    if name == "Sentence":
        head += f" {node.text!r}" + ("" if node.is_parsed else "  [UNPARSED]")
    if inline:
        head += " " + " ".join(inline)
    yield head
    for fname, value in nested:
        if isinstance(value, Node) and fname not in ("sentences",):
            yield f"{indent}  {fname}:"
            yield from _lines(value, indent + "    ")
        elif isinstance(value, (tuple, list)):
            if fname in ("sentences", "clauses"):
                for v in value:
                    yield from _lines(v, indent + "  ")
            else:
                yield f"{indent}  {fname}:"
                for v in value:
                    yield from _lines(v, indent + "    ")
        else:
            yield from _lines(value, indent + "  ")
