"""parse_text: card text -> CardText, one sentence at a time, never raising."""
from __future__ import annotations

from functools import lru_cache

from lark.exceptions import GrammarError, LarkError

from . import ast as A
from .grammar import UnknownWord, parse_tokens
from .lexer import LexError, split_sentences, tokenize


@lru_cache(maxsize=32768)
def parse_sentence(sentence: str) -> A.Sentence:
    """One sentence -> Sentence; anything unreadable -> (Unparsed(sentence),).

    Cached: the nodes are frozen, and the same sentence is printed on many cards
    (reprints, Revolution and Virtual versions)."""
    try:
        tokens = tokenize(sentence)
        if not tokens:
            # nothing the grammar reads (a lone "*" marker): kept, not dropped
            return A.Sentence(sentence, (A.Unparsed(sentence),))
        clauses = parse_tokens(tokens)
    except GrammarError:
        raise  # a broken grammar file is a bug to fix, not card text to skip
    except (LarkError, UnknownWord, LexError, RecursionError):
        return A.Sentence(sentence, (A.Unparsed(sentence),))
    except Exception:  # noqa: BLE001 - a transformer gap on odd text must not crash a caller
        return A.Sentence(sentence, (A.Unparsed(sentence),))
    return A.Sentence(sentence, tuple(clauses))


def parse_text(text: str) -> A.CardText:
    """The AST of a card text.  Never raises; unreadable sentences are Unparsed."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    try:
        sentences = split_sentences(text)
    except Exception:  # noqa: BLE001
        sentences = [text] if text.strip() else []
    return A.CardText(text, tuple(parse_sentence(s) for s in sentences))
