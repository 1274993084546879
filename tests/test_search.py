"""Ruling search: the index's life cycle, the judge's vocabulary, card names, filters, the command line."""
from __future__ import annotations

import json
import threading

import pytest

import judgebot.index as index_module
from judgebot import vocabulary
from judgebot.cli import main
from judgebot.models import Entry
from judgebot.search import EmptyQuery, NameTable, parse_query, score_documents, search, whoosh_query


# --------------------------------------------------------------------------- a small private index

def _entry(n: int, subject: str, text: str, game: str = "raw-deal", section: str = "Classic Cards") -> Entry:
    source = "faq-4.0" if game == "raw-deal" else game
    return Entry(id=f"{source}/test/{n}", source=source, game=game, section=section, subject=subject,
                 kind="ruling", text=text, line=n, number=1, citation=f"Test, {subject}, ruling {n}")


@pytest.fixture
def small_index(tmp_path, monkeypatch):
    """An index of its own over a sources folder of one file: each line 'subject | text'."""
    sources = tmp_path / "sources"
    sources.mkdir()
    doc = sources / "faq.txt"
    doc.write_text("Iron Will | Iron Will goes to the Ringside pile even if blanked.\n"
                   "Chair Shot | The Stun Value of Chair Shot triggers after damage.\n")

    def load():
        return [_entry(i, *line.split(" | ")) for i, line in enumerate(doc.read_text().splitlines(), 1)]

    monkeypatch.setattr(index_module, "build_dir", lambda: tmp_path / "build")
    monkeypatch.setattr(index_module, "sources_dir", lambda: sources)
    monkeypatch.setattr(index_module, "cards_dir", lambda: tmp_path / "no-cards")
    monkeypatch.setattr(index_module, "_load_entries", load)
    monkeypatch.setattr(index_module, "_card_names", lambda: {"chair shot": ["weapon"]})
    monkeypatch.setattr(index_module, "_opened", None)
    monkeypatch.setattr(index_module, "RECHECK_SECONDS", 0.0)
    return doc


def _subjects(hits):
    return [h.entry.subject for h in hits]


def test_index_is_built_on_first_use(small_index):
    assert index_module.current_generation() is None
    hits = search("blanked Iron Will")
    assert _subjects(hits)[0] == "Iron Will"
    generation = index_module.current_generation()
    assert generation is not None
    assert index_module.generation_fingerprint(generation) == index_module.fingerprint()


def test_index_is_rebuilt_when_a_source_changes(small_index):
    search("Iron Will")
    first = index_module.current_generation()
    assert search("Superkick") == []
    small_index.write_text(small_index.read_text() + "Superkick | Superkick reverses nothing at all.\n")
    hits = search("Superkick")
    assert _subjects(hits) == ["Superkick"]
    assert index_module.current_generation() != first


def test_index_is_not_rebuilt_when_nothing_changed(small_index):
    search("Iron Will")
    first = index_module.current_generation()
    index_module.ensure_current()
    assert index_module.current_generation() == first


def test_rebuild_on_request_makes_a_new_generation(small_index):
    search("Iron Will")
    first = index_module.current_generation()
    assert main(["index", "--rebuild"]) == 0
    assert index_module.current_generation() != first


def test_a_failed_build_leaves_the_current_index_in_place(small_index, monkeypatch):
    search("Iron Will")
    good = index_module.current_generation()

    real_document = index_module.document
    calls = []

    def document_then_fail(entry):
        calls.append(entry)
        if len(calls) > 1:
            raise RuntimeError("disk full")
        return real_document(entry)

    monkeypatch.setattr(index_module, "document", document_then_fail)
    with pytest.raises(RuntimeError):
        index_module.ensure_current(rebuild=True)
    assert index_module.current_generation() == good
    leftovers = [p.name for p in index_module.index_dir().iterdir() if p.name.startswith(".tmp-")]
    assert leftovers == []
    assert _subjects(search("Iron Will"))[0] == "Iron Will"


def test_readers_always_see_a_whole_index_during_rebuilds(small_index):
    search("Iron Will")
    failures: list[BaseException] = []
    done = threading.Event()

    def read():
        while not done.is_set():
            try:
                generation = index_module.current_generation()
                opened = index_module.SearchIndex(generation)
                assert opened.doc_count == 2
                opened.close()
            except BaseException as exc:          # noqa: BLE001 - collected and reported below
                failures.append(exc)
                return

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for _ in range(3):
            index_module.build(progress=False)
    finally:
        done.set()
        reader.join()
    assert failures == []


def test_other_games_only_on_request(small_index):
    index_module.build(entries=[
        _entry(1, "Count Out", "A Count Out ends the match.", section="Glossary"),
        _entry(2, "", "Count out the Commentator's cubes.", game="rumble-throwdown", section="Setup"),
    ], progress=False)
    assert {h.entry.game for h in search("count out")} == {"raw-deal"}
    assert {h.entry.source for h in search("count out", source="rumble-throwdown")} == {"rumble-throwdown"}
    assert {h.entry.game for h in search("count out", games=None)} == {"raw-deal", "rumble-throwdown"}
    assert {h.entry.game for h in search("count out", games=("rumble-throwdown",))} == {"rumble-throwdown"}
    assert _subjects(search("count out", section="glossary")) == ["Count Out"]


def test_precomputed_scores_rank_exactly_as_whoosh_does(small_index):
    search("Iron Will")
    from whoosh import index as whoosh_index

    opened = index_module.open_index()
    with whoosh_index.open_dir(str(opened.path)).searcher() as searcher:
        for query in ("blanked Iron Will to the discard pile", "Chair Shot stun draw after damage"):
            parsed = parse_query(query, opened)
            ours = sorted(score_documents(opened, parsed).items(), key=lambda item: -item[1])
            theirs = [(r.docnum, r.score) for r in searcher.search(whoosh_query(parsed), limit=None)]
            assert [d for d, _ in ours] == [d for d, _ in theirs]
            for (_, a), (_, b) in zip(ours, theirs):
                assert a == pytest.approx(b, rel=1e-4)


def test_a_term_scoped_to_a_named_card_ranks_exactly_as_whoosh_does():
    # the bundled index: "kind@namekeys:hell_cell_match" (an errata question naming the card) as Whoosh's And
    from whoosh import index as whoosh_index

    opened = index_module.open_index()
    parsed = parse_query("What is the current wording of Hell in a Cell Match?", opened)
    assert ("kind@namekeys:hell_cell_match", "mrp") in parsed.terms
    with whoosh_index.open_dir(str(opened.path)).searcher() as searcher:
        ours = sorted(score_documents(opened, parsed).items(), key=lambda item: -item[1])[:20]
        theirs = [(r.docnum, r.score) for r in searcher.search(whoosh_query(parsed), limit=20)]
    assert [d for d, _ in ours][:5] == [d for d, _ in theirs][:5]
    for (_, a), (_, b) in zip(ours, theirs):
        assert a == pytest.approx(b, rel=1e-4)


# --------------------------------------------------------------------------- vocabulary

def test_judge_words_are_expanded_not_replaced():
    table = NameTable({})
    parsed = parse_query("card in the discard pile", table)
    assert parsed.terms[("text", "discard")] == 1.0          # the judge's own words, full weight
    assert 0 < parsed.terms[("text", "ringsid")] < 1.0       # the document's word, added below it


@pytest.mark.parametrize("judge, document", [
    ("deck", "arsenal"), ("RMS", "restricted modification"), ("TB", "throwback"),
    ("SV", "stun value"), ("HIAC", "hell in a cell"), ("zone", "area"),
])
def test_abbreviations_and_synonyms(judge, document):
    assert document in [e.document for e in vocabulary.expand(f"what about {judge} here")]


def test_card_values_are_read_the_same_in_documents_and_queries():
    assert vocabulary.stems("a D:0 reversal") == vocabulary.stems("a 0D reversal") == ["d0", "revers"]
    assert vocabulary.stems("F: 5") == ["f5"]
    assert "fortitud" in parse_query("an F card", NameTable({})).stems


def test_query_terms_are_the_index_analysers_terms():
    from judgebot.sources import load_entries

    analyse = vocabulary.analyzer()
    for entry in load_entries():
        normal = vocabulary.normalise_text(entry.text)
        assert [stem for stem, _ in vocabulary.tokens(normal)] == [t.text for t in analyse(normal)], entry.id


def test_names_are_found_longest_first():
    table = NameTable({"chair": [], "chair shot": ["weapon"], "stun valu": []})
    parsed = parse_query("Chair Shot and its Stun Value", table)
    assert parsed.names == ["chair shot", "stun valu"]
    assert ("namekeys@glossary", "weapon") in parsed.terms
    assert parsed.terms[("namekeys", "chair_shot")] > parsed.terms[("text", "shot")]


def test_a_common_word_is_a_weak_name_a_title_a_strong_one():
    table = NameTable({"card": [], "over sell maneuv": []}, rarities={"card": 0.05})
    parsed = parse_query("Can a card stop Over Sell Maneuver", table)
    assert parsed.terms[("namekeys", "card")] < 0.2 * parsed.terms[("namekeys", "over_sell_maneuv")]


def test_empty_and_stopword_queries_are_refused():
    with pytest.raises(EmptyQuery):
        search("   ")
    with pytest.raises(EmptyQuery):
        parse_query("is it the", NameTable({}))


# --------------------------------------------------------------------------- the real index

def test_discard_pile_finds_ringside_rulings():
    hits = search("card put in the discard pile", limit=5)
    assert any("Ringside" in h.entry.text or "Ringside" in h.entry.subject for h in hits)


def test_an_optional_effect_question_finds_the_potentiality_rule():
    # a judge says "optional" / "choose not to use"; the FAQ calls it the Potentiality Rule
    hits = search("I chose not to use the optional text of my card; can he still reverse it for what it could do?",
                  limit=3)
    assert any(h.entry.subject == "Potentiality Rule" and "even if that effect was not used" in h.entry.text
               for h in hits)


@pytest.mark.parametrize("query, subject", [
    ("Can Abdominal Rake be used against a Multi?", "Abdominal Rake"),
    ("does Mental Acumen protect its ACE", "Mental Acumen"),
    ("JYD's Chain in the Ringside", "JYD's Chain"),
])
def test_a_card_name_ranks_that_cards_rulings_first(query, subject):
    hits = search(query, limit=3)
    assert hits and hits[0].entry.subject == subject


@pytest.mark.parametrize("query, subject", [
    ("Technical Drop Kick errata", "Technical Drop Kick"),
    ("what is the current text of Revolution Full Nelson Slam", "Revolution Full Nelson Slam"),
])
def test_an_errata_question_ranks_the_cards_errata_first(query, subject):
    top = search(query, limit=1)[0].entry
    assert (top.subject, top.kind) == (subject, "errata")


def test_an_errata_question_lifts_the_named_cards_errata_above_other_cards_errata():
    # "Why the Hell Are We Back?" has an MRP entry too ("now reads"), and shares "Hell" with the question; the
    # card the question names comes first, its MRP entry ("This card now reads: ...") above its rulings
    hits = search("What is the current wording of Hell in a Cell Match?", limit=3)
    assert (hits[0].entry.subject, hits[0].entry.kind) == ("Hell in a Cell Match", "mrp")
    # Mae Young's errata above her ruling about her "Superstar Ability" (which shares more words)
    top = search("Mae Young Superstar Ability errata", limit=1)[0].entry
    assert (top.subject, top.kind) == ("Mae Young", "errata")


def test_a_named_cards_own_rulings_rank_by_the_rest_of_the_question():
    # every Booby Trap (Throwback) entry names the card; the one about its Fortitude wins
    top = search("Booby Trap TB fortitude cost printing error", limit=1)[0].entry
    assert top.subject == "Booby Trap (Throwback)" and "F: 0" in top.text


def test_timing_questions_reach_the_timing_breakdown():
    hits = search("at which step of the timing are damage modifiers applied", limit=5)
    assert any(h.entry.section == "Timing Breakdown" for h in hits)


def test_a_timing_question_about_a_card_finds_the_step_that_names_it():
    top = search("at which step is Sustained Damage played", limit=1)[0].entry
    assert top.section == "Timing Breakdown" and "Sustained Damage" in top.text


def test_the_words_that_ask_for_a_step_are_not_what_the_ruling_is_about():
    # "timing" and "step" ask for the Timing Breakdown; Step 6 ("Step 6 ... the card is now 'Successfully Played'")
    # says "step" but not Over Sell Maneuver, so the two steps that name the card come first
    hits = search("which timing step Over Sell Maneuver", limit=3)
    assert all(h.entry.section == "Timing Breakdown" for h in hits)
    assert all("Over Sell Maneuver" in h.entry.text for h in hits[:2])
    terms = parse_query("which timing step Over Sell Maneuver", NameTable({"time": [], "over sell maneuv": []})).terms
    assert ("namekeys", "time") not in terms and ("namekeys", "over_sell_maneuv") in terms
    assert terms[("text", "step")] < terms[("text", "sell")]
    # a name of two words keeps its words: "Step Aside" is a card, not a question about steps
    terms = parse_query("Step Aside timing", NameTable({"step asid": []})).terms
    assert ("namekeys", "step_asid") in terms


def test_a_misspelt_card_name_is_read_as_the_name_it_is_most_like():
    # "strenght" is in no ruling: "test of strenght" is Test of Strength (not the Superstar Test), and the judge is
    # told how his words were read
    hits = search("test of strenght discard order", limit=3)
    assert hits[0].entry.subject == "Test of Strength"
    assert hits.corrected == {"test of strenght": "Test of Strength"}
    hits = search("pump kik first card", limit=3)
    assert hits[0].entry.subject == "Pump Kick" and hits.corrected == {"pump kik": "Pump Kick"}
    # words that are all in the rulings are never changed; a word like no name is left as it is
    assert search("Pump Kick first card", limit=3).corrected == {}
    assert search("xyzzyq reversal", limit=3).corrected == {}


def test_other_games_are_not_mixed_into_raw_deal_answers():
    assert all(h.entry.game == "raw-deal" for h in search("how does a player win the match", limit=10))
    other = search("how does a player win the match", limit=5, source="rumble-throwdown")
    assert other and all(h.entry.source == "rumble-throwdown" for h in other)


def test_a_passage_printed_twice_is_one_hit():
    hits = search("Slot Restricted Modification Symbol modifies itself", limit=5)
    texts = [" ".join(h.entry.text.split()) for h in hits]
    assert len(texts) == len(set(texts))
    slot = [h for h in hits if h.entry.subject == "Slot"]
    assert slot and slot[0].entry.section == "Glossary"
    assert any("Recent Updates" in c for c in slot[0].also)


def test_highlights_are_the_matched_words():
    hit = search("Iron Will blanked", limit=1)[0]
    assert "blanked" in [w.lower() for w in hit.highlights]


# --------------------------------------------------------------------------- command line

def test_cli_json_shape(capsys):
    assert main(["search", "Stun Value reversed on the last card", "--json", "--limit", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["query"] == "Stun Value reversed on the last card"
    assert 1 <= len(out["results"]) <= 3
    for result in out["results"]:
        assert {"id", "source", "section", "subject", "kind", "text", "citation", "score"} <= set(result)
        assert set(result) <= {"id", "source", "section", "subject", "kind", "text", "citation", "score", "also"}
        assert result["source"] in {"faq-4.0", "rulebook-v17", "revolution-rulebook"}
    scores = [r["score"] for r in out["results"]]
    assert scores == sorted(scores, reverse=True)


def test_cli_text_shows_citations_and_marks_words(capsys):
    assert main(["search", "Iron Will blanked", "--limit", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. ")
    assert "FAQ v4.0" in out or "Rulebook" in out
    assert "**" in out


def test_cli_source_and_section_filters(capsys):
    assert main(["search", "Multi", "--json", "--section", "Glossary"]) == 0
    results = json.loads(capsys.readouterr().out)["results"]
    assert results and {r["section"] for r in results} == {"Glossary"}


def test_cli_unknown_source_names_the_known_ones(capsys):
    assert main(["search", "Multi", "--source", "faq-9"]) == 2
    err = capsys.readouterr().err
    assert "faq-4.0" in err and "rumble-throwdown" in err


def test_a_source_may_be_given_by_its_start():
    hits = search("turn order", source="rumble", limit=3)
    assert hits and {h.entry.source for h in hits} == {"rumble-throwdown"}


def test_cli_empty_query_is_a_clear_error(capsys):
    assert main(["search", ""]) == 2
    err = capsys.readouterr().err
    assert "empty query" in err and "Traceback" not in err


def test_cli_garbage_query_says_nothing_matched(capsys):
    assert main(["search", "qzxv wvutq"]) == 1
    assert "No passage matches" in capsys.readouterr().out
    assert main(["search", "qzxv wvutq", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["results"] == []
