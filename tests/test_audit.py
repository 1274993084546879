"""The errata audit: verdicts on hand-made cards, then known findings from the real data.

Findings pinned from the data were checked against the OCTGN XML by hand; the
tests read the XML again so that a change in the data shows up here.
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace

import pytest

from judgebot import audit
from judgebot.audit import (DESCRIBED, NOT_REFLECTED, REFLECTED, REWORDED, PrintingValues,
                            errata_findings, errata_verdict, printing_findings, quoted_wording,
                            reversal_findings, trait_findings, unknown_subject_findings,
                            unparsed_findings, value_claims, value_findings, word_diff)
from judgebot.models import Card, Entry
from judgebot.paths import cards_dir


def make_card(title: str = "Test Card", **values) -> Card:
    base = dict(
        key=title.lower(), title=title, base_title=title, version="", type_line="Strike",
        types=("Maneuver",), subtypes=("Strike",), hybrid=False, multi_parts=(), fortitude=0,
        damage=3, stun=None, traits=(), trait_corrections=(), volley=None, logos=(), target="",
        hand_size=None, superstar_value=None, printed_text="", current_text="",
    )
    base.update(values)
    if "current_text" not in values:
        base["current_text"] = base["printed_text"]
    return Card(**base)


def make_entry(subject: str, text: str, kind: str = "ruling", section: str = "Classic Cards",
               number: int = 1, line: int = 1, cards: tuple[str, ...] = ()) -> Entry:
    slug = audit.slug(subject)
    return Entry(id=f"faq-4.0/{audit.slug(section)}/{slug}/{number}", source="faq-4.0", game="raw-deal",
                 section=section, subject=subject, kind=kind, text=text, line=line, number=number,
                 citation=f'FAQ v4.0, {section}, "{subject}", {kind} {number}', cards=cards)


TDK_TEXT = ("As a maneuver, you may search your Arsenal for 1 card with the word 'technical' in the title. "
            "When successfully played, you cannot play the card titled Technical Drop Kick as an Action "
            "for the rest of the turn.")
TDK_ERRATA = ('The following text is added to the card: "When successfully played, you cannot play '
              '*Technical Drop Kick* as an Action for the rest of this turn."')


# --- reading ERRATA / MRP wording -------------------------------------------------

def test_quoted_wording_knows_which_part_of_the_card_it_is():
    assert quoted_wording(TDK_ERRATA).mode == "part"
    assert quoted_wording('The Ability now begins with: "Once during each of your turns..."').mode == "begins"
    full = quoted_wording('The card text now reads: "During your turn, you may overturn 4 cards."')
    assert (full.mode, full.text) == ("whole", "During your turn, you may overturn 4 cards.")
    ends = quoted_wording('This card ends with the text "...and your next card played is F: 0."')
    assert ends.mode == "ends" and ends.core == "and your next card played is F: 0."
    # A quote the FAQ never closes runs to the end, inner quotes kept.
    open_quote = quoted_wording('Now reads: "Cannot be reversed when there is a card with the word "hell" in the title.')
    assert open_quote.text.endswith('"hell" in the title.')
    # Described, not quoted: no wording.
    assert quoted_wording("Fixing a printing error, this card is now F: 0.") is None
    assert quoted_wording('The game considers "Cannot be reversed" and "May Not be reversed" the same.') is None


def test_value_claims_read_numbers_traits_and_types():
    claims = {(c.field, c.value) for c in value_claims("ERRATA: Fixing a printing error, this card is now F: 0.")}
    assert claims == {("fortitude", "0")}
    assert {(c.field, c.value) for c in value_claims("The correct values are SHS: 5 and SV: 1.")} == {
        ("hand_size", "5"), ("superstar_value", "1")}
    assert {(c.field, c.value) for c in value_claims("This card no longer has the Active trait.")} == {
        ("no-trait", "Active")}
    assert {(c.field, c.value) for c in value_claims("This card is a Pre-match: Corner instead.")} == {
        ("type", "Pre-match: Corner")}
    assert {(c.field, c.value) for c in value_claims("This should have the Mankind, Cactus Jack and Dude Love "
                                                     "logos.")} == {("trait", "Mankind"), ("trait", "Cactus Jack"),
                                                                    ("trait", "Dude Love")}
    # A logo named inside quoted card wording is about another card, not this one.
    assert value_claims('The ability now includes the text: "You may pack Rico Enters! '
                        'And it is considered to have the Raw logo."') == []


def test_word_diff_shows_only_what_the_errata_concerns():
    diff = word_diff(TDK_TEXT, "When successfully played, you cannot play *Technical Drop Kick* as an "
                               "Action for the rest of this turn.", mode="part")
    assert diff.text() == ("When successfully played, you cannot play [-the card titled-] Technical Drop "
                           "Kick as an Action for the rest of [-the-] {+this+} turn.")
    assert diff.style_only
    real = word_diff("You cannot play manuevers of 3D or greater.", "You cannot pack maneuvers of 3D or greater.",
                     mode="begins")
    assert [op for op in real.to_json() if op["op"] != "equal"] == [
        {"op": "replace", "database": "play manuevers", "faq": "pack maneuvers"}]
    assert not real.style_only
    # F:0 and F: 0 are the same words; a quote glued to the next word hides nothing.
    assert word_diff("is F:0 with 'elbow'in the title", "is F: 0 with 'elbow' in the title").ops[0][0] == "equal"
    assert len(word_diff("is F:0 with 'elbow'in the title", "is F: 0 with 'elbow' in the title").ops) == 1


# --- verdicts on hand-made cards ---------------------------------------------------

def test_added_text_the_database_has_in_other_words_is_reworded():
    details = errata_verdict(TDK_ERRATA, make_card("Technical Drop Kick", printed_text=TDK_TEXT))
    assert details["verdict"] == REWORDED
    assert "[-the card titled-]" in details["diff_text"]


def test_missing_text_is_not_reflected_until_the_data_is_fixed():
    card = make_card("Technical Drop Kick", printed_text="As a maneuver, search your Arsenal.")
    details = errata_verdict(TDK_ERRATA, card)
    assert details["verdict"] == NOT_REFLECTED
    assert details["diff"] == [{"op": "insert", "database": "", "faq": "When successfully played, you cannot "
                                "play Technical Drop Kick as an Action for the rest of this turn."}]
    fixed = replace(card, printed_text=card.printed_text + " When successfully played, you cannot play "
                    "Technical Drop Kick as an Action for the rest of this turn.")
    assert errata_verdict(TDK_ERRATA, fixed)["verdict"] == REFLECTED


def test_value_errata_checks_every_printing():
    entry = "Fixing a printing error, this card is now F: 0."
    card = make_card("Booby Trap (Throwback)", fortitude=0)
    assert errata_verdict(entry, card)["verdict"] == REFLECTED
    assert errata_verdict(entry, replace(card, fortitude=2))["verdict"] == NOT_REFLECTED
    printings = [_printing("a", "23. Great American Bash", fortitude="0"),
                 _printing("b", "99. Reprint", fortitude="3")]
    details = errata_verdict(entry, card, printings)
    assert details["verdict"] == NOT_REFLECTED
    assert details["claims"][0]["database"] == "23. Great American Bash: 0, 99. Reprint: 3"


def test_wording_that_begins_the_ability_may_follow_another_ability():
    entry = 'The Big Freak\'n Machine ability now begins with "Your first non-Pre-match cards played..."'
    card = make_card("The People's Champ", printed_text="Draw 1 card. Your first non-Pre-match cards played "
                                                        "are -2F.")
    assert errata_verdict(entry, card)["verdict"] == REFLECTED
    inside = replace(card, printed_text="Draw 1 card and your first non-Pre-match cards played are -2F.")
    assert errata_verdict(entry, inside)["verdict"] == NOT_REFLECTED


def test_an_errata_that_only_describes_the_change_is_described():
    card = make_card("Cheap Shot", printed_text="Your next maneuver is +2D.")
    entry = "This card is considered an uncommon card, even if printed in a foil version."
    assert errata_verdict(entry, card)["verdict"] == DESCRIBED
    # "now a Throwback card" is a value the data can show: the Throwback trait.
    shane = make_card("Shane O' Mac", types=("Superstar",), printed_text="Your Enforcers are -2F.")
    assert errata_verdict("This Superstar is now a Throwback card.", shane)["verdict"] == NOT_REFLECTED
    assert errata_verdict("This Superstar is now a Throwback card.",
                          replace(shane, traits=("Throwback",)))["verdict"] == REFLECTED


def test_whole_replacement_must_match_the_whole_text():
    entry = 'The card text now reads: "During your turn, you may overturn 4 cards: play this card."'
    old = make_card(printed_text="During your turn, you may overturn 4 cards: play this card. Draw 1 card.")
    assert errata_verdict(entry, old)["verdict"] == NOT_REFLECTED
    new = replace(old, printed_text="During your turn, you may overturn 4 cards: play this card.")
    assert errata_verdict(entry, new)["verdict"] == REFLECTED


def test_errata_printed_twice_is_one_finding_citing_both():
    recent = make_entry("Booby Trap (Throwback)", "Fixing a printing error, this card is now F: 0.", kind="errata",
                        section="Recent Updates", line=35, cards=("booby trap (throwback)",))
    lasting = replace(recent, id="faq-4.0/classic-cards/booby-trap-throwback/1", section="Classic Cards",
                      line=1788, citation='FAQ v4.0, Classic Cards, "Booby Trap (Throwback)", errata 1')
    card = make_card("Booby Trap (Throwback)", fortitude=0)
    [finding] = errata_findings([recent, lasting], {card.key: card})
    assert finding.id == "errata/booby-trap-throwback/faq-4.0-classic-cards-booby-trap-throwback-1"
    assert [c.id for c in finding.citations] == [lasting.id, recent.id]
    assert finding.details["verdict"] == REFLECTED


# --- the other categories on hand-made values ---------------------------------------

def _printing(guid: str, set_name: str, name: str = "Card", **values) -> PrintingValues:
    base = dict(octgn_id=guid, set_name=set_name, name=name, fortitude="0", damage="3", stun="",
                type_line="Strike", hand_size="", superstar_value="", traits="", text="")
    base.update(values)
    return PrintingValues(**base)


def test_a_misspelled_trait_is_a_finding_until_the_data_is_fixed():
    card = make_card("Cash-Out Spinebuster", traits=("Multi",), trait_corrections=(("Mutli", "Multi"),))
    [finding] = trait_findings([card])
    assert finding.id == "trait/misspelled/mutli"
    assert finding.cards == (card.key,)
    assert trait_findings([replace(card, trait_corrections=())]) == []


def test_a_misspelling_the_reader_does_not_know_is_found_by_its_likeness():
    cards, printings = [], {}
    for i in range(10):
        card = make_card(f"Unique {i}", traits=("Unique",))
        cards.append(card)
        printings[card.key] = [_printing(f"g{i}", "01. Premiere", card.title, traits="Unique")]
    odd = make_card("Odd One", traits=("Unqiue",))
    printings[odd.key] = [_printing("odd", "49. V14", "Odd One", traits="Unqiue")]
    [finding] = trait_findings(cards + [odd], printings=printings)
    assert (finding.id, finding.details["correct"]) == ("trait/misspelled/unqiue", "Unique")
    assert [c.id for c in finding.citations] == ["octgn/odd"]
    printings[odd.key] = [_printing("odd", "49. V14", "Odd One", traits="Unique")]
    assert trait_findings(cards + [odd], printings=printings) == []


def test_a_trait_no_rule_names_on_few_cards_is_unknown():
    odd = make_card("The Sexy Beast", traits=("Huge Rock Star",))
    common = make_card("Chop", traits=("Unique",))
    found = trait_findings([odd, common], source_text="A Unique card may be packed once.")
    assert [f.id for f in found] == ["trait/unknown/huge-rock-star"]
    assert trait_findings([odd, common], source_text="Unique; Huge Rock Star cards are legal.") == []


def test_printings_of_one_title_that_disagree():
    card = make_card("The Three Amigos")
    virtual = make_card("The Three Amigos (Virtual)")
    printings = {card.key: [_printing("a", "23. Great American Bash", "The Three Amigos", fortitude="3", damage="9")],
                 virtual.key: [_printing("b", "47. V13", "The Three Amigos", fortitude="0", damage="6")]}
    found = printing_findings([card, virtual], printings)
    assert [f.id for f in found] == ["printings-differ/the-three-amigos/fortitude",
                                     "printings-differ/the-three-amigos/damage"]
    assert found[0].cards == (card.key, virtual.key)
    same = {card.key: printings[card.key], virtual.key: [replace(printings[virtual.key][0], fortitude="3", damage="9")]}
    assert printing_findings([card, virtual], same) == []


def test_missing_and_impossible_values():
    no_damage = make_card("Test of Strength", type_line="Mid-match Submission", damage=None)
    stunned_reversal = make_card("BAM BAM!", type_line="Reversal: Special", types=("Reversal",), stun=1)
    superstar = make_card("Edge", type_line="Superstar Card", types=("Superstar",), fortitude=None, damage=None,
                          hand_size=None, superstar_value=4)
    ids = [f.id for f in value_findings([no_damage, stunned_reversal, superstar])]
    assert ids == ["impossible-value/bam-bam/stun-value", "missing-value/edge/hand-size",
                   "missing-value/test-of-strength/damage"]
    fixed = [replace(no_damage, damage=4), replace(stunned_reversal, stun=None), replace(superstar, hand_size=6)]
    assert value_findings(fixed) == []
    # The data's own strings count, not values errata set on the card: "#" is a value, "" a gap.
    printed = replace(no_damage, damage=4, printed_values={"Damage": ""})
    assert [f.id for f in value_findings([printed])] == ["missing-value/test-of-strength/damage"]
    variable = replace(superstar, printed_values={"Hand Size": "#", "SSV": "4"})
    assert value_findings([variable]) == []
    # A maneuver printed with a Superstar Value ("Kiss of Death", SSV "Bianca Belair").
    kiss = make_card("Kiss of Death", printed_values={"SSV": "Bianca Belair", "Damage": "15", "Fortitude": "40"})
    [finding] = value_findings([kiss])
    assert (finding.id, finding.details["value"]) == ("impossible-value/kiss-of-death/superstar-value", "Bianca Belair")
    # A maneuver with a Stun Value is ordinary.
    assert value_findings([make_card("Clothesline", stun=1)]) == []


def test_reversed_rulings_printed_twice_are_one_finding():
    note = "NOTE: This is a reversal of a previous ruling."
    recent = make_entry("Pay-Per-View Main Event", f"The player must choose exactly 8 cards. {note}",
                        section="Recent Updates", line=55, cards=("pay-per-view main event",))
    drifted = make_entry("Pav-Per-View Main Event", f"- -The player must choose exactly 8 cards. {note}",
                         line=3777, number=2)
    before = make_entry("Shane O' Mac or Stephanie?", "The ability to change Enforcers can only be used...", line=4192)
    alone = make_entry("Shane O' Mac or Stephanie?", "This is a reversal of a previous ruling", kind="note",
                       line=4194, number=2)
    plain = make_entry("Chop", "Chop is a Strike.", line=9)
    found = reversal_findings([plain, recent, drifted, before, alone])
    assert [f.details["subject"] for f in found] == ["Pay-Per-View Main Event", "Shane O' Mac or Stephanie?"]
    assert len(found[0].citations) == 2
    assert found[0].details["ruling"] == "The player must choose exactly 8 cards."
    assert found[1].citations[0].id == before.id


def test_unknown_subjects_skip_terms_headings_and_qualified_names():
    known = {"pay-per-view main event", "booby trap", "panic assault", "panic grab", "chop"}
    entries = [
        make_entry("Pav-Per-View Main Event", "Choose 8 cards."),
        make_entry("Booby Trap (original version)", "A ruling."),
        make_entry("Panic Assault, Panic Grab (rulings for both)", "A ruling."),
        make_entry("ALL CARDS", "A ruling."),
        make_entry("Multi", "Glossary ruling.", section="Glossary"),
        make_entry("Multi", "A Recent Updates glossary ruling.", section="Recent Updates"),
        make_entry("Reversals", "A ruling about reversals."),
        make_entry("Chop", "Linked already.", cards=("chop",)),
    ]
    found = unknown_subject_findings(entries, closest=lambda s: ["Pay-Per-View Main Event"],
                                     known=lambda name: name.lower() in known,
                                     rules_text="Reversals are played from your hand.")
    assert [f.id for f in found] == ["unknown-subject/pav-per-view-main-event"]
    assert found[0].details["closest"] == ["Pay-Per-View Main Event"]


@dataclass(frozen=True)
class _Unparsed:
    text: str


_Unparsed.__name__ = "Unparsed"


@dataclass(frozen=True)
class _Root:
    effects: tuple
    is_fully_parsed: bool


def test_unparsed_text_is_grouped_by_phrase():
    a = make_card("A", printed_text="Draw 1 card. Flip the table.")
    b = make_card("B", printed_text="Flip the table!")
    c = make_card("C", printed_text="Draw 1 card.")
    trees = {"a": _Root(("draw", _Unparsed("Flip the table.")), False),
             "b": _Root((_Unparsed("flip the table"),), False),
             "c": _Root(("draw",), True)}
    [finding] = unparsed_findings([a, b, c], lambda card: trees[card.key])
    assert finding.cards == ("a", "b")
    assert finding.details["phrase"] == "flip the table"


def test_a_failing_grammar_is_one_finding_not_a_crash():
    def broken(card):
        raise RuntimeError("Reduce/Reduce collision\nmore detail")

    report = audit.audit({"a": make_card("A", printed_text="Draw 1 card.")}, [], closest=lambda s: [],
                         card_ast=broken)
    [finding] = report.findings
    assert finding.id == "unparsed/grammar-error"
    assert finding.details == {"error": "RuntimeError"}


# --- the real database -------------------------------------------------------------

@pytest.fixture(scope="module")
def report():
    return audit.run_audit()


def _xml_printings(name: str) -> list[dict[str, str]]:
    rows = []
    for path in sorted(cards_dir().glob("*.xml")):
        for card in ET.parse(path).getroot().iter("card"):
            if card.get("name") == name:
                row = {p.get("name"): p.get("value") or "" for p in card.iter("property")}
                row["file"] = path.name
                rows.append(row)
    return rows


def _finding(report, finding_id):
    found = [f for f in report.findings if f.id == finding_id]
    assert found, f"no finding {finding_id}"
    return found[0]


def test_known_trait_misspellings_are_found(report):
    misspelled = {f.details["printed"]: f for f in report.findings if f.id.startswith("trait/misspelled/")}
    assert {"Mutli", "Unlque", "Permament", "Fan Favourite"} <= set(misspelled)
    assert misspelled["Mutli"].details["correct"] == "Multi"
    assert misspelled["Permament"].details["correct"] == "Permanent"
    # Each citation is an OCTGN printing whose traits really carry the misspelling.
    for printed, finding in misspelled.items():
        assert finding.citations
        for citation in finding.citations:
            guid = citation.id.removeprefix("octgn/")
            assert printed in audit.raw_printings()[guid].traits


def test_booby_trap_throwback_is_already_f0(report):
    finding = _finding(report, "errata/booby-trap-throwback/faq-4.0-classic-cards-booby-trap-throwback-1")
    throwbacks = [r for r in _xml_printings("Booby Trap") if "Throwback" in r["Traits"]]
    assert throwbacks and all(r["Fortitude"] == "0" for r in throwbacks)    # the XML says F: 0 already
    assert finding.details["verdict"] == REFLECTED
    assert finding.details["claims"][0]["field"] == "fortitude"
    assert any("Recent Updates" in c.citation for c in finding.citations)


def test_technical_drop_kick_has_the_added_text_in_other_words(report):
    finding = _finding(report, "errata/technical-drop-kick/faq-4.0-classic-cards-technical-drop-kick-1")
    [row] = _xml_printings("Technical Drop Kick")
    assert ("you cannot play the card titled Technical Drop Kick as an Action for the rest of the turn"
            in row["Card Text"])
    assert finding.details["verdict"] == REWORDED


def test_mae_young_still_says_play_manuevers(report):
    [finding] = [f for f in report.findings if f.id.startswith("errata/mae-young/")]
    assert any("You cannot play manuevers of 3D or greater" in r["Card Text"] for r in _xml_printings("Mae Young"))
    assert finding.details["verdict"] == NOT_REFLECTED
    assert "[-play manuevers-] {+pack maneuvers+}" in finding.details["diff_text"]


def test_every_errata_and_mrp_entry_has_a_verdict(report):
    from judgebot.database import get_db

    wanted = {e.id for e in get_db().entries if e.kind in ("errata", "mrp")}
    cited = {c.id for f in report.findings if f.category == "errata" for c in f.citations}
    assert wanted and wanted <= cited
    verdicts = {f.details["verdict"] for f in report.findings if f.category == "errata"}
    assert verdicts <= {REFLECTED, REWORDED, NOT_REFLECTED, DESCRIBED, "no-card"}


def test_reversed_rulings_from_the_faq(report):
    subjects = {f.details["subject"] for f in report.findings if f.category == "reversed-ruling"}
    assert {"JYD's Chain", "Mental Acumen", "Shane O' Mac or Stephanie?", "The Kurt Angle Invitational"} <= subjects
    # Printed in Recent Updates and under the card: one finding each.
    jyd = [f for f in report.findings if f.category == "reversed-ruling" and f.details["subject"] == "JYD's Chain"]
    assert len(jyd) == 1 and len(jyd[0].citations) == 2


def test_faq_spelling_drift_is_found_with_the_closest_title(report):
    finding = _finding(report, "unknown-subject/pav-per-view-main-event")
    assert finding.details["closest"][0] == "Pay-Per-View Main Event"
    subjects = {f.details["subject"] for f in report.findings if f.category == "unknown-subject"}
    assert not subjects & {"ALL CARDS", "Multi", "Booby Trap (original version)"}


def test_printings_that_disagree_in_the_data(report):
    finding = _finding(report, "printings-differ/the-three-amigos/fortitude")
    values = {r["file"]: r["Fortitude"] for r in _xml_printings("The Three Amigos")}
    assert len(set(values.values())) == 2
    assert {p["value"] for p in finding.details["printings"]} == set(values.values())


def test_ids_are_unique_and_the_json_is_stable(report):
    ids = [f.id for f in report.findings]
    assert len(ids) == len(set(ids))
    again = audit.run_audit()
    assert json.dumps(report.to_json(), sort_keys=False) == json.dumps(again.to_json(), sort_keys=False)
    first = report.to_json()["findings"][0]
    assert list(first) == ["id", "category", "title", "cards", "citations", "details"]


def test_command_line_text_and_json(capsys, report):
    from judgebot.cli import main

    assert main(["audit", "--json", "--category", "trait"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["counts"]["trait"] == len(data["findings"]) > 0
    assert main(["audit"]) == 0
    text = capsys.readouterr().out
    assert "errata verdicts:" in text and "== trait" in text
    assert main(["audit", "--category", "nonsense"]) == 2
    assert "unknown category" in capsys.readouterr().err


def test_command_line_refuses_an_unknown_verdict(capsys):
    # A misspelt verdict ("not_reflected") used to filter every errata finding away
    # and exit 0, as if the database agreed with the FAQ everywhere.
    from judgebot.cli import main

    assert main(["audit", "--verdict", "not_reflected"]) == 2
    err = capsys.readouterr().err
    assert "unknown verdict not_reflected" in err and "not-reflected" in err


def test_the_report_is_kept_until_the_data_grammar_or_audit_changes(tmp_path, monkeypatch):
    made = []

    def fake_audit():
        made.append(1)
        return audit.AuditReport([audit.Finding(id=f"x/{len(made)}", category="trait", title="t")])

    inputs = ["cards-1", "audit-code", "grammar-1"]
    monkeypatch.setattr(audit, "_report_cache_dir", lambda: tmp_path)
    monkeypatch.setattr(audit, "_report_inputs", lambda: list(inputs))
    monkeypatch.setattr(audit, "_audit_database", fake_audit)

    first = audit.run_audit()
    again = audit.run_audit()
    assert len(made) == 1 and again.to_json() == first.to_json()
    inputs[2] = "grammar-2"             # a grammar change: the unparsed findings may differ
    changed = audit.run_audit()
    assert len(made) == 2 and changed.findings[0].id == "x/2"
    assert len(list(tmp_path.glob("audit-*.pickle"))) == 1     # the stale report is dropped
