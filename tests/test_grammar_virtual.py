"""Virtual keyword actions read into typed nodes (grammar/virtual.lark).

Every sentence is printed on a real Virtual card (named in the test).  Bury / Stack /
Recover have no FAQ Glossary entry; the card texts fix their meaning ("Stack and/or Bury
them in any order": top / bottom of the Arsenal), see judgebot/cardtext/virtual_ast.py.
"""
from __future__ import annotations

from judgebot.cardtext import parse_sentence
from judgebot.cardtext import ast as A
from judgebot.cardtext import virtual_ast as V


def parsed(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return s.clauses


def effects_of(node):
    """Flatten Optional / Sequence wrappers of one clause into its effect nodes."""
    out = []

    def walk(x):
        if isinstance(x, A.Sequence):
            for y in x.effects:
                walk(y)
        elif isinstance(x, A.Optional):
            walk(x.effect)
        elif isinstance(x, (tuple, list)):
            for y in x:
                walk(y)
        else:
            out.append(x)

    for field in ("cost", "effects"):
        walk(getattr(node, field, ()))
    return out


def test_bury_this_card_then_recover_ringside_cards():
    # The Intensity of Ten Cities
    (ace,) = parsed("ACE: During your turn you may Bury this card and then Recover 10- Ringside cards.")
    assert isinstance(ace, A.ActivatedEffect)
    (bury,) = effects_of(A.ActivatedEffect(ace.cost, ()))
    assert bury == V.Bury("you", this_card=True)
    (recover,) = ace.effects
    assert isinstance(recover, V.Recover)
    assert recover.cards.quantity == A.Quantity(count=10, up_to=True)
    assert recover.cards.filter.qualifiers == ("in ringside",)


def test_randomly_bury_hand_cards_after_arsenal_search():
    # Now You're Going to School! (Throwback)
    (ab,) = parsed("Arsenal Search 6- non-Unique cards and then randomly Bury 3 Hand cards.")
    search, bury = effects_of(ab)
    assert search.zones == (A.Zone("arsenal", "you"),)
    assert search.cards.filter.excludes == ("Unique",)
    assert isinstance(bury, V.Bury)
    assert bury.cards.quantity == A.Quantity(count=3, random=True)
    assert bury.cards.filter.qualifiers == ("in hand",)


def test_all_players_stack_their_hands():
    # We Face Each Other As God Intended
    (ab,) = parsed("During your turn you may hide this card and then all players Stack their hands.")
    hide, stack = effects_of(ab)
    assert hide == A.Hide("you", None, True)
    assert stack == V.Stack("both", hand_of="each")


def test_arsenal_search_tmf_is_a_trademark_finisher():
    # Textbook Superkick
    (ab,) = parsed("When successful and you are Shawn Michaels, Arsenal Search 1 TMF.")
    (search,) = effects_of(ab)
    assert search.cards.filter.kinds == ("Trademark Finisher",)
    assert search.cards.quantity == A.Quantity(count=1)


def test_flip_a_card_in_your_ring_face_down():
    # The Submission Magician ("face down" in two words is the side, not the Face trait)
    (ab,) = parsed("Once during each of your turns, you may flip a Submission in your Ring face down.")
    (flip,) = effects_of(ab)
    assert isinstance(flip, V.Flip) and flip.face == "down"
    assert flip.cards.filter.kinds == ("Submission",) and flip.cards.filter.traits == ()
    assert flip.cards.zone == A.Zone("ring", "you")
