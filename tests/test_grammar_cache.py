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


def test_explain_with_a_warm_cache_does_not_load_the_parser(tmp_path):
    """Start-up: `judgebot explain` reads the cached card facts; the parser (lark and the transformers) is
    loaded only when a card's text is not in the cache yet."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    scenario = Path(__file__).parent / "scenarios" / "damage-irish-whip-strike.json"
    probe = ("import sys\nfrom judgebot.cli import main\n"
             "try:\n    main(['explain', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
             "print('LARK', 'lark' in sys.modules, file=sys.stderr)\n")
    env = {**os.environ, "JUDGEBOT_CACHE": str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", probe, str(scenario)], capture_output=True, text=True, env=env)
            for _ in range(2)]
    assert "LARK True" in runs[0].stderr        # a cold cache: the cards are parsed
    assert "LARK False" in runs[1].stderr       # warm: read from the cache alone
    assert runs[0].stdout == runs[1].stdout and "9b" in runs[1].stdout


def test_a_new_cache_file_drops_the_older_keys_of_its_kind(tmp_path):
    # an upgrade changes the key (grammar, card data): the old file is never read again and goes
    old, other_kind = tmp_path / "cardtext-aaaa.pickle", tmp_path / "db-aaaa.pickle"
    assert diskcache.write_pickle(old, {"old": 1}) and diskcache.write_pickle(other_kind, {})
    new = tmp_path / "cardtext-bbbb.pickle"
    assert diskcache.write_pickle(new, {"new": 1})
    diskcache.drop_others(new)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cardtext-bbbb.pickle", "db-aaaa.pickle"]
    assert diskcache.read_pickle(new) == {"new": 1}


def test_saving_parsed_card_text_drops_trees_of_an_older_grammar(tmp_path, monkeypatch):
    from judgebot import paths
    from judgebot.cardtext import cache

    monkeypatch.setattr(paths, "build_dir", lambda: tmp_path)
    stale = tmp_path / "cache" / "cardtext-0000000000000000.pickle"
    assert diskcache.write_pickle(stale, {})
    monkeypatch.setattr(cache, "_memory", {"Draw 1 card.": "tree"})
    monkeypatch.setattr(cache, "_dirty", True)
    cache.save()
    assert cache.cache_path().is_file() and not stale.exists()
