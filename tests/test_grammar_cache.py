"""The parse cache: the whole database read on several cores gives the trees one process gives, in order,
and loading a cache leaves Python's cycle collector as it was."""
from __future__ import annotations

import gc

from judgebot import diskcache
from judgebot.cardtext import cache, coverage, parse_text


def _texts(n: int) -> list[str]:
    seen: dict[str, None] = {}
    for _, _, text in coverage.printings_with_text():
        seen.setdefault(text)
    return list(seen)[:n]


def test_texts_parsed_in_worker_processes_are_the_trees_of_one_process(monkeypatch):
    texts = _texts(120)
    monkeypatch.setattr(cache, "_memory", {})
    monkeypatch.setattr(cache, "_dirty", False)
    assert cache.parse_many(texts, workers=2) == len(texts)
    assert all(cache._memory[t] == parse_text(t) for t in texts)
    assert cache._dirty                      # new trees are written at exit
    assert cache.parse_many(texts, workers=2) == 0     # nothing new the second time


def test_a_few_new_texts_are_read_in_this_process(monkeypatch):
    texts = _texts(3)
    monkeypatch.setattr(cache, "_memory", {})
    monkeypatch.setattr(cache, "_parse_in_processes", lambda *a: (_ for _ in ()).throw(AssertionError("forked")))
    assert cache.parse_many(texts) == 3
    assert [cache._memory[t] for t in texts] == [parse_text(t) for t in texts]


def test_loading_a_pickle_pauses_the_cycle_collector_and_restores_it(tmp_path):
    path = tmp_path / "x.pickle"

    class Probe:                             # unpickles as "is the collector on while loading?"
        def __reduce__(self):
            return (gc.isenabled, ())

    assert diskcache.write_pickle(path, [Probe()])
    assert gc.isenabled()
    assert diskcache.read_pickle(path) == [False] and gc.isenabled()
    gc.disable()
    try:
        assert diskcache.read_pickle(path) == [False]
        assert not gc.isenabled()            # a collector switched off stays off
    finally:
        gc.enable()
