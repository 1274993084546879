"""How fast the grammar reads the card database.

Prints: parser build time (cold and from the cached LALR tables), the time to
parse every distinct card text with no AST cache, per-sentence latency
percentiles, and the time to load the parsed-AST cache.  Target: the whole
database under 5 s.
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("JUDGEBOT_CACHE", tempfile.mkdtemp(prefix="judgebot-bench-"))


def main() -> None:
    from judgebot.cardtext import grammar, tables
    from judgebot.cardtext.lexer import known_names

    t0 = time.perf_counter()
    tables.build()
    t_build = time.perf_counter() - t0

    t0 = time.perf_counter()
    grammar.parser()            # a fresh cache folder: the tables shipped with the grammar
    known_names()
    t_shipped = time.perf_counter() - t0

    grammar.parser.cache_clear()
    t0 = time.perf_counter()
    grammar.parser()
    t_cached = time.perf_counter() - t0

    from judgebot.cards import load_cards
    from judgebot.cardtext import parse_sentence, parse_text
    from judgebot.cardtext.lexer import split_sentences

    texts = sorted({c.current_text for c in load_cards() if c.current_text})
    from judgebot.cardtext.lexer import mask_names

    from judgebot.cardtext import cache

    def whole_database(workers: int) -> float:
        """The whole database from cold through `cache.parse_many` (what `judgebot coverage` and the
        audit run; repeated sentences parse once per process)."""
        parse_sentence.cache_clear()
        mask_names.cache_clear()
        cache._memory = {}
        t0 = time.perf_counter()
        cache.parse_many(texts, workers=workers)
        return time.perf_counter() - t0

    cores = os.cpu_count() or 1
    t_one = whole_database(1)
    t_all = whole_database(cores) if cores > 1 else t_one
    trees = [cache._memory[t] for t in texts]
    sentences = [s for t in texts for s in split_sentences(t)]

    lat = []
    mask_names.cache_clear()         # no sentence has been read before
    for s in sentences[::7]:
        t1 = time.perf_counter()
        parse_sentence.__wrapped__(s)    # uncached: the cost of reading one new sentence
        lat.append((time.perf_counter() - t1) * 1000)
    lat.sort()

    parse_sentence.cache_clear()
    cache._memory = None
    t0 = time.perf_counter()
    for t in texts:
        cache.parse_cached(t)
    cache.save()
    t_fill = time.perf_counter() - t0
    cache._memory = None
    t0 = time.perf_counter()
    cache._load()
    t_load = time.perf_counter() - t0

    # What Earley would cost: the same grammar and tokens, on a sample of sentences
    from lark import Lark

    from judgebot.cardtext.lexer import tokenize

    earley = Lark(grammar.grammar_text(), parser="earley", lexer=grammar._TokLexer, start="start",
                  ambiguity="resolve")
    sample = [s for t in texts[::100] for s in split_sentences(t)]
    ok_lalr = ok_earley = 0
    t_lalr = t_earley = 0.0
    for s in sample:
        try:
            toks = tokenize(s)
        except Exception:  # noqa: BLE001
            continue
        t1 = time.perf_counter()
        try:
            grammar.parser().parse(toks)
            ok_lalr += 1
        except Exception:  # noqa: BLE001
            pass
        t_lalr += time.perf_counter() - t1
        t1 = time.perf_counter()
        try:
            earley.parse(toks)
            ok_earley += 1
        except Exception:  # noqa: BLE001
            pass
        t_earley += time.perf_counter() - t1

    full = sum(t.is_fully_parsed for t in trees)
    print(f"parser tables: built from cold {t_build:.2f} s; from the shipped tables (incl. name lexicon) {t_shipped:.2f} s; "
          f"from the cache {t_cached:.2f} s")
    print(f"parse whole database: {len(texts)} distinct texts, {len(sentences)} sentences in {t_all:.2f} s "
          f"on {cores} cores, {t_one:.2f} s in one process ({1000 * t_one / len(texts):.2f} ms per card text); "
          f"{full} texts fully parsed")
    print(f"per-sentence latency: median {statistics.median(lat):.2f} ms, p95 {lat[int(len(lat) * .95)]:.2f} ms, "
          f"max {lat[-1]:.2f} ms")
    print(f"Earley on the same grammar ({len(sample)} sample sentences): {1000 * t_earley / len(sample):.1f} ms "
          f"per sentence vs LALR {1000 * t_lalr / len(sample):.2f} ms; parses {ok_earley} vs LALR {ok_lalr}")
    print(f"AST cache: fill+save {t_fill:.2f} s, load {t_load:.3f} s ({cache.cache_path().stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
