"""The lexer's shortcuts change no token: a fold pass skipped by its trigger (lexer._fold_when) would have
changed nothing, on every sentence of the card database."""
from __future__ import annotations

import pytest

from judgebot.cardtext import coverage, lexer
from judgebot.cardtext.lexer import split_sentences, tokenize


def _sentences() -> list[str]:
    out: dict[str, None] = {}
    for _, _, text in coverage.printings_with_text():
        for s in split_sentences(text):
            out.setdefault(s)
    return list(out)


def test_a_skipped_fold_pass_would_change_nothing_on_any_card_sentence(monkeypatch):
    sentences = _sentences()
    assert len(sentences) > 10000
    monkeypatch.setattr(lexer, "_CHECK_FOLDS", True)
    for s in sentences:
        try:
            tokenize(s)
        except AssertionError:
            raise
        except Exception:  # noqa: BLE001 - an unreadable sentence is Unparsed, not a failure of the shortcut
            pass


def test_a_pass_is_skipped_when_the_sentence_lacks_its_words():
    # Chair Shot: "Draw 2 cards." has no "even" / "(": the pass hands back the same list
    toks = tokenize("Draw 2 cards.")
    assert lexer._fold_even_if(toks) is toks
    # "reverse any maneuver, even if it cannot be reversed": the pass runs and folds
    toks = tokenize("Reverse any maneuver, even if it cannot be reversed.")
    assert any(t.value == "even-if-irreversible" for t in toks)


@pytest.mark.parametrize("sentence", ["Your opponent discards 1 card and draws 1 card.",
                                      "Draw 1 card in order to play a maneuver."])
def test_tokens_are_the_same_with_and_without_the_shortcut(monkeypatch, sentence):
    fast = tokenize(sentence)
    lexer.mask_names.cache_clear()
    monkeypatch.setattr(lexer, "_words_of", lambda tokens: _Everything())
    assert tokenize(sentence) == fast


class _Everything(frozenset):
    """A word set that holds every word: every trigger is true, every pass runs."""

    def __contains__(self, item):
        return True

    def isdisjoint(self, other):
        return False


def test_the_fast_transformer_builds_what_lark_transformer_builds():
    from lark import Transformer

    from judgebot.cardtext import grammar

    # Build with lark's own dispatch (getattr per node, children through a generator)
    slow = type("SlowBuild", (grammar.Build,), {"_transform_tree": Transformer._transform_tree,
                                                "_call_userfunc": Transformer._call_userfunc,
                                                "_call_userfunc_token": Transformer._call_userfunc_token})
    compared = 0
    for s in _sentences()[::40]:
        try:
            toks = tokenize(s)
            tree = grammar.parser().parse(toks)
        except Exception:  # noqa: BLE001
            continue
        results = []
        for cls in (slow, grammar.Build):
            try:
                results.append(repr(cls(toks).transform(tree)))
            except Exception as e:  # noqa: BLE001 - the same error either way (lark's VisitError)
                results.append(type(e).__name__)
        assert results[0] == results[1], s
        compared += 1
    assert compared > 200


def _every_misprint_run(text: str) -> str:
    for printed, meant in lexer._SHORTHAND:
        text = printed.sub(meant, text)
    return text


def test_a_skipped_misprint_would_change_nothing_on_any_card_sentence():
    # lexer._shorthand runs a misprint's pattern only when the sentence holds its needle: the same words result
    # as running every pattern, on every sentence of the card database
    for s in _sentences():
        text = lexer._clean(s)
        assert lexer._shorthand(text) == _every_misprint_run(text), s


@pytest.mark.parametrize(("pattern", "needle"), [
    (r"\b([Ww]hen|[Ii]f) your have\b", " your have"),        # a choice ends the run; "[Ww]" is one letter
    (r"\b([Mm])aximun\b", "maximun"),                        # a one-letter class joins the run
    (r"\b(?:Colombus, Ohio|Columbia, OH)(?= at Origins\b)", "col"),   # the common start of a choice
    (r"(?<=[+\-])(\d+)f\b", "f"),                             # a lookbehind is skipped, a repeat ends the run
    (r"\b(for|or|and|under)(?=[A-Z][a-z])", ""),              # nothing certain: the pattern always runs
])
def test_a_misprint_needle_is_what_every_match_holds(pattern, needle):
    import re
    assert lexer._needle(re.compile(pattern)) == needle
    # and every match does hold it
    matched = 0
    for text in ("When your have", "If your have", "Maximun", "Colombus, Ohio at Origins", "+3f", "forThe"):
        for m in re.finditer(pattern, text):
            assert needle in m.group(0).lower()
            matched += 1
    assert matched


def test_a_misprint_is_still_mended_in_a_sentence():
    assert lexer._shorthand("When your have lower Superstar Value") == "When you have lower Superstar Value"
    assert lexer._shorthand("Draw 1 card.") == "Draw 1 card."
