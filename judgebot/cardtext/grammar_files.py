"""Which files make the grammar, and the hashes that key what is built from them.

Kept apart from `grammar` (which imports lark and every transformer) so that a reader of cached trees or
facts -- `judgebot explain` with a warm cache -- can check its cache key without loading the parser.
"""
from __future__ import annotations

import hashlib

from .. import paths

GRAMMAR_FILES = ("lexicon.lark", "clauses.lark", "effects.lark", "packing.lark",
                 "virtual.lark", "reversals.lark", "conditions.lark", "continuous.lark",
                 "triggers.lark", "abilities.lark", "textchange.lark", "desc.lark", "actions.lark",
                 "sentences.lark")


def grammar_text() -> str:
    return "\n".join((paths.grammar_dir() / name).read_text(encoding="utf-8") for name in GRAMMAR_FILES)


def grammar_hash() -> str:
    """Hash of the grammar files and the Python that reads them (cache key)."""
    digest = hashlib.sha256(grammar_text().encode())
    for path in sorted((paths.PACKAGE_DIR / "cardtext").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def tables_hash() -> str:
    """Hash of the grammar files alone: the key of the cached LALR tables.  The tables depend on the
    grammar text only (the Python that reads the trees does not change them; lark also checks its
    own hash of the grammar and options inside the file), so a change to the transformer or the
    lexer loads the cached tables instead of rebuilding them from cold (~28 s)."""
    return hashlib.sha256(grammar_text().encode()).hexdigest()[:16]
