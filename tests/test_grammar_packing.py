"""Deck-construction ("packing") sentences read into typed nodes (grammar/packing.lark).

Wordings from the card data; the meaning from the Classic rulebook, "Modifying and
Constructing Decks": "'You cannot pack maneuvers of 3D or greater...' = You cannot
build your Arsenal or Backlash deck with 3D or greater maneuvers."
"""
from __future__ import annotations

import pytest

from judgebot.cardtext import parse_sentence
from judgebot.cardtext import ast as A
from judgebot.cardtext import packing_ast as P


def only(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    assert len(s.clauses) == 1, s.clauses
    return s.clauses[0]


def test_cannot_pack_kind():
    node = only("You cannot pack High Risk maneuvers.")
    assert node == P.PackRestriction((A.CardFilter(kinds=("High Risk",)),))


def test_cannot_pack_by_damage_keeps_the_range():
    node = only("You cannot pack maneuvers of 3D or greater.")
    assert node.forbids == (A.CardFilter(kinds=("Maneuver",), damage=A.Range("D", 3, None)),)


def test_cannot_pack_two_kinds_with_damage():
    node = only("You cannot pack Grapple or Submission maneuvers of 4D or greater.")
    (f,) = node.forbids
    assert f.kinds == ("Grapple", "Submission") and f.damage == A.Range("D", 4, None)


def test_cannot_pack_except():
    node = only("You cannot pack any Title Belts except the Tag Team Title Belts.")
    assert node.forbids[0].kinds == ("Title Belt",)
    (exc,) = node.except_
    assert exc.kinds == ("Title Belt",) and exc.traits == ("Tag Team",)


def test_list_of_kinds_and_traits_are_separate_choices():
    node = only("You cannot pack Corners, Managers, or Run-ins.")
    assert A.CardFilter(kinds=("Corner", "Manager")) in node.forbids
    assert any(f.traits == ("Run-in",) for f in node.forbids)


def test_cannot_pack_in_a_zone():
    node = only("You cannot pack Stipulations in your Backlash deck.")
    assert node.zone == "backlash" and node.forbids[0].kinds == ("Stipulation",)


def test_cannot_pack_title_word():
    node = only('You cannot pack any card with the word "McMahon" in the title.')
    assert node.forbids[0].title_words == ("McMahon",)


def test_may_pack_logo_without_counting_as_superstar():
    node = only("You may pack any cards with the Edge logo, but you do not count as Edge.")
    assert isinstance(node, P.PackPermission)
    assert node.allows[0].logos == ("Edge",) and node.counts_as is False


def test_may_pack_superstar_cards():
    node = only("You may pack Big Show cards.")
    assert node.allows[0].logos == ("Big Show",) and node.counts_as


def test_may_pack_enforcers_in_backstage():
    node = only("You may pack Enforcers in your Backstage area.")
    assert node.zone == "backstage" and node.allows[0].kinds == ("Enforcer",)


def test_both_face_and_heel():
    node = only("You can pack both Face and Heel cards.")
    assert node.together and {f.traits for f in node.allows} == {("Face",), ("Heel",)}


def test_cannot_be_packed_by_stays_deck_rule():
    assert only("Cannot be packed by Female Superstars.") == A.DeckRule("cannot_pack_by", ("Female",))
    assert only("Cannot be packed by Eugene, Ric Flair, or Test.") == \
        A.DeckRule("cannot_pack_by", ("Eugene", "Ric Flair", "Test"))


def test_cannot_be_packed_when_packing():
    node = only("Cannot be packed when packing Corners.")
    assert node == P.PackedWith("cannot", (A.CardFilter(kinds=("Corner",)),))
    node = only("You cannot pack this card when you are packing the card titled Step Aside.")
    assert node.mode == "cannot" and node.filters[0].titled == ("Step Aside",)


def test_only_packed_when_you_can_pack_tag_team_belts():
    node = only("Can only be packed when you can pack the Tag Team Title Belts.")
    assert node == P.PackedIfCanPack(A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",)))


@pytest.mark.parametrize("text,n", [("Your Arsenal may only contain 45 cards.", 45),
                                    ("Your Arsenal may only contain 50 cards.", 50)])
def test_arsenal_size(text, n):
    assert only(text) == P.ArsenalSize(n)


def test_copies():
    assert only("You may pack up to 4 copies of this card.") == P.CopyLimit(4)
    node = only("You may not pack more than 2 of any non-unique card.")
    assert node.copies == 2 and node.filter.excludes == ("Unique",)
    node = only("You may pack up to 2 of all Unique cards.")
    assert node.copies == 2 and node.filter.traits == ("Unique",)


def test_packed_as_either_backlash_kind():
    assert only("This card is packed as either a Pre-match or a Mid-match.") == P.PackedAs(("Pre-match", "Mid-match"))


def test_reveal_only_if_superstar_says():
    node = only("Can only be revealed if your Superstar card says you can reveal an Enforcer card.")
    assert node == P.RevealOnlyIf(A.CardFilter(kinds=("Enforcer",)))


def test_when_packing_this_card_keeps_its_trigger():
    s = parse_sentence("When packing this card, you can pack High-Flying Style.")
    (ability,) = s.clauses
    assert isinstance(ability, A.Ability) and ability.triggers[0].kind == "when_packing"
    assert isinstance(ability.effects[0], P.PackPermission)


def test_other_sentences_unchanged():
    """The packing alternative must not capture 'This card is -6F ...' or 'cannot be reversed'."""
    assert parse_sentence('This card is -6F when played after a card with the word "kick" in the title.').is_parsed
    assert isinstance(only("Cannot be reversed."), A.ReversalRestriction)


def test_pack_this_card_prefix_is_when_packing():
    for text in ("Pack this card: you cannot pack another card with 'desperate' in the title.",
                 "When you are packing this card you cannot pack the card titled Step Aside."):
        (ability,) = parse_sentence(text).clauses
        assert ability.triggers[0].kind == "when_packing", text
        assert isinstance(ability.effects[0], P.PackRestriction)


def test_up_to_n_superstar_cards_in_arsenal():
    (ability,) = parse_sentence("Pack this card: you may pack up to 4 Batista Antics and/or Maneuvers in your "
                                "Arsenal.").clauses
    perm = ability.effects[0]
    assert perm.up_to == 4 and perm.zone == "arsenal"
    assert {f.kinds for f in perm.allows} == {("Antic",), ("Maneuver",)}
    assert all(f.logos == ("Batista",) for f in perm.allows)


def test_list_split_into_phrases():
    node = only("You may not pack Set-up cards or 4D+ Grapples.")
    assert {(f.traits, f.kinds, f.damage) for f in node.forbids} == {
        (("Set-up",), ("Card",), None), ((), ("Grapple",), A.Range("D", 4, None))}
    node = only("You cannot pack Corners or cards with 'blank' or 'brass' in the title.")
    assert A.CardFilter(kinds=("Corner",)) in node.forbids
    assert any(f.title_words == ("blank", "brass") and f.kinds == ("Card",) for f in node.forbids)


def test_unless_words_in_title_is_an_except():
    node = only("You cannot pack maneuvers of 4D or greater unless they have the word 'DDT' in the title.")
    assert node.except_ == (A.CardFilter(title_words=("DDT",)),)


def test_only_packed_when_held_to_tag_team_belts():
    node = only("Can only be packed when you cannot play any title belt except the Tag Team Title Belts, or if this "
                "is a Tag Team format match.")
    assert node == P.PackedIfCanPack(A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",)), only=True)


def test_quoted_cards_are_title_words():
    node = only("Cannot be packed when packing 'A.J.' cards.")
    assert node.filters[0].title_words == ("A.J.",)


@pytest.mark.parametrize("text,rule", [
    ("Can only be packed by a GM or Chairman Superstar.", A.DeckRule("only_pack_by", ("GM", "Chairman"))),
    ("Can only be packed by a Legend or WWF Superstar.", A.DeckRule("only_pack_by", ("Legend", "WWF"))),
    ("Cannot be packed by Ric Flair or by a Stable.", A.DeckRule("cannot_pack_by", ("Ric Flair", "Stable"))),
    ("Can only be packed by an Extremist.", A.DeckRule("only_pack_by", ("Extremist",))),
])
def test_packer_classifications(text, rule):
    assert only(text) == rule


# ---- who packs it, or with what (two rules in one sentence); what the deck holds as a condition

def test_cannot_be_packed_by_or_when_packing():
    # Dynamically Inclined
    rule, with_ = parse_sentence("Cannot be packed by Doink or when packing Back to Basics.").clauses
    assert rule == A.DeckRule("cannot_pack_by", ("Doink",))
    assert with_ == P.PackedWith("cannot", (A.CardFilter(titled=("Back to Basics",)),))


def test_only_packed_by_a_cruiserweight():
    # 205 Live: Cruiserweight is a Superstar trait ("Traits: NXT, Cruiserweight")
    rule = only("Can only be packed by a Cruiserweight.")
    assert rule == A.DeckRule("only_pack_by", ("Cruiserweight",))


def test_only_packed_when_you_are_packing_in_a_zone():
    # Backed by Paul Heyman: the ECW card must be in the Backstage Area
    rule = only("Can only be packed when you are packing an ECW card in your Backstage Area.")
    assert rule.mode == "only" and rule.zone == "backstage"
    assert rule.filters == (A.CardFilter(kinds=("Card",), traits=("ECW",)),)


def test_when_you_are_not_packing_is_a_condition():
    # The New Day
    first, second = parse_sentence(
        "When you are not packing Face cards, you can pack both Fan Favorite and Cheater cards; when you are "
        "not packing Fan Favorite cards, you can pack both Face and Heel cards.").clauses
    assert first.condition == A.Condition("packing", player="you", negated=True,
                                          filter=A.CardFilter(kinds=("Card",), traits=("Face",)))
    assert [f.traits for f in first.effects[0].allows] == [("Fan Favorite",), ("Cheater",)]
    assert second.condition.filter.traits == ("Fan Favorite",) and second.condition.negated


def test_when_you_are_packing_a_title():
    # Classic Double Clothesline
    mod = only("When you are packing As Big and Tough as Any Two Men, this card is -5F and +1 Stun Value.")
    assert mod.condition == A.Condition("packing", player="you",
                                        filter=A.CardFilter(titled=("As Big and Tough as Any Two Men",)))
    assert A.StatChange("F", -5) in mod.changes


# ---- packing lists run on over commas between items (the lexer's "pack-comma")

def test_cannot_pack_kinds_and_titles_in_one_comma_list():
    # The 8th Wonder of the World (a kind, then titles; the titles come as one "A|B|C" token)
    node = only("You cannot pack High Risks, Wrestlemania, Frankie Takes Ho-llywood, or In The Interest Of Fairness.")
    kinds, titles = node.forbids
    assert kinds == A.CardFilter(kinds=("High Risk",))
    assert titles.titled == ("Wrestlemania", "Frankie Takes Ho-llywood", "In The Interest Of Fairness")


def test_pack_list_comma_before_except():
    # Harlem Heat: ", except X" excepts from the list; the second rule after ", and you" stays its own
    first, second = parse_sentence("You cannot pack Grapples or Submissions, except Sidewalk Slam, and you may not "
                                   "pack any Title Belts except the Tag Team Title Belts.").clauses
    assert first.forbids == (A.CardFilter(kinds=("Grapple", "Submission")),)
    assert first.except_ == (A.CardFilter(titled=("Sidewalk Slam",)),)
    assert second.forbids[0].kinds == ("Title Belt",)


def test_range_inside_a_comma_list_of_kinds_is_left_unread():
    # The Showstopper: does "D: 1+" bind only the Pre-match cards or every kind listed?  Left unread
    s = parse_sentence("You cannot pack Corners, Managers, Run-ins, Pre-match D: 1+ cards, Foreign Object maneuvers, "
                       "or A Quick BASH-ing.")
    assert not s.is_parsed


def test_pack_as_if_they_are_not():
    # Friends of the Frenchman: the reversals are packed as though they were neither Face nor Heel
    (ab,) = parse_sentence("When packing this card, you may pack reversals as if they are not Face or Heel.").clauses
    (node,) = ab.effects
    assert node == P.PackAsIfNot((A.CardFilter(kinds=("Reversal",)),), ("Face", "Heel"))
    assert ab.triggers[0].kind == "when_packing"


def test_the_word_title_is_not_a_card_title():
    # The Miz: "in the text or title" is where the words are, never a card titled "title" (the word
    # "title" was the TITLE terminal; so were "superstar" and "number")
    s = parse_sentence("You may pack cards with 'trash talk' in the text or title.")
    assert not any("title" in f.titled for c in s.clauses for f in getattr(c, "allows", ()))


def test_nxt_uk_and_pro_cards():
    # Empress Ballrom, Blackpool (so spelled in the card data): NXT UK is a trait of its own (Traits: "Unique, NXT UK")
    assert only("Can only be packed by an NXT UK Superstar or Pete Dunne.") == \
        A.DeckRule("only_pack_by", ("NXT UK", "Pete Dunne"))
    # The Nexus Armband: PRO is the NXT Backstage card ("Backstage Card: PRO")
    node = only("Cannot be packed when packing Allegiances or a Pro.")
    assert node == P.PackedWith("cannot", (A.CardFilter(kinds=("Allegiance",)), A.CardFilter(traits=("PRO",))))


def test_cannot_pack_two_whole_descriptions_each_with_its_range():
    # A.J. Lee: "You cannot pack 4D+ Grapple or 4D+ Throw maneuvers." (two descriptions, one item each)
    node = only("You cannot pack 4D+ Grapple or 4D+ Throw maneuvers.")
    assert [(f.kinds, f.damage) for f in node.forbids] == [(("Grapple",), A.Range("D", 4, None)),
                                                           (("Throw",), A.Range("D", 4, None))]


def test_non_backstage_superstar_cards():
    # Rowdy Roddy Piper / Vince McMahon rulings cards: that Superstar's cards that are not Backstage cards
    node = only("You can pack non-Backstage Rowdy Roddy Piper cards.")
    assert node == P.PackPermission((A.CardFilter(kinds=("Card",), excludes=("Backstage",),
                                                  logos=("Rowdy Roddy Piper",)),))


def test_maneuver_reversal_hybrids_are_maneuver_hybrids():
    (ab,) = parse_sentence("When packing this card, you cannot pack F: 0 maneuver / reversal hybrids.").clauses
    (node,) = ab.effects
    (f,) = node.forbids
    assert f.kinds == ("Maneuver",) and f.qualifiers == ("hybrid",) and f.fortitude == A.Range("F", 0, 0)


def test_a_note_in_brackets_on_one_item():
    # "(it is not Unique)" is said of Youthful Agility only: a permission of its own and a Considered about it
    s = parse_sentence("You may pack Youthful Agility (it is not Unique), High-Flying Style, and Michinoku Driver.")
    assert s.is_parsed
    perms = [c for c in s.clauses if isinstance(c, P.PackPermission)]
    assert [p.allows for p in perms] == [(A.CardFilter(titled=("High-Flying Style", "Michinoku Driver")),),
                                         (A.CardFilter(titled=("Youthful Agility",)),)]
    (ab,) = [c for c in s.clauses if isinstance(c, A.Ability)]
    (cons,) = ab.effects
    assert cons == A.Considered(A.Scope("all", filter=A.CardFilter(titled=("Youthful Agility",)), player="you"),
                                as_kind=A.CardFilter(traits=("Unique",)), negated=True)


def test_it_in_brackets_is_the_last_title():
    s = parse_sentence("You can pack Mixed Martial Arts Specialist, An Ultimate Fighter and Nobody Gets Higher "
                       "(it is Unique and not Fan Favorite), but you cannot pack Old School Psychology.")
    assert s.is_parsed
    notes = [e for c in s.clauses if isinstance(c, A.Ability) for e in c.effects]
    assert {(n.scope.filter.titled, n.as_kind.traits, n.negated) for n in notes} == {
        (("Nobody Gets Higher",), ("Unique",), False), (("Nobody Gets Higher",), ("Fan Favorite",), True)}
    assert any(isinstance(c, P.PackRestriction) for c in s.clauses)


def test_except_in_brackets_on_one_item():
    s = parse_sentence("You can pack Hall and Nash Arsenal cards (except Hall's Fall-Away Slam) and Too Sweet!.")
    assert s.is_parsed
    plain, hall = s.clauses
    assert plain == P.PackPermission((A.CardFilter(titled=("Too Sweet!",)),))
    assert hall.except_ == (A.CardFilter(titled=("Hall's Fall-Away Slam",)),) and hall.allows[0].logos


def test_regardless_of_logo_and_hidden():
    node = only("You can pack any non-Virtual Superstar-specific Arsenal maneuvers, regardless of logo.")
    assert node.any_logo and node.allows[0].traits == ("Superstar-specific",) and node.up_to is None
    node = only("You can pack up to 10 non-Backlash Set-up cards hidden in your Backstage Area.")
    assert node.hidden and node.zone == "backstage" and node.up_to == 10


def test_copies_of_an_item_are_a_copy_limit():
    s = parse_sentence("You can pack No Sell Maneuver and up to 2 copies of Unique Arsenal reversals.")
    assert s.is_parsed
    nsm, revs, limit = s.clauses
    assert nsm == P.PackPermission((A.CardFilter(titled=("No Sell Maneuver",)),))
    assert revs.allows[0].kinds == ("Reversal",) and revs.up_to is None
    assert limit == P.CopyLimit(2, revs.allows[0])


def test_packers_left_out():
    assert only("Cannot be packed by a GM, except Paul Heyman.") == \
        A.DeckRule("cannot_pack_by", ("GM",), except_names=("Paul Heyman",))
    assert only("Cannot be packed by a Legend (except Mick Foley) or Cryme Tyme.") == \
        A.DeckRule("cannot_pack_by", ("Legend", "Cryme Tyme"), except_names=("Mick Foley",))
    assert only("Can only be packed by a Legend, except Doink.") == \
        A.DeckRule("only_pack_by", ("Legend",), except_names=("Doink",))


def test_cannot_be_packed_when_you_can_pack():
    node = only("Cannot be packed when you can pack Tag Team Title Belts.")
    assert node == P.PackedIfCanPack(A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",)), negated=True)


def test_can_only_pack():
    assert only("You can only pack Unique maneuvers.") == \
        P.PackOnly((A.CardFilter(kinds=("Maneuver",), traits=("Unique",)),))


def test_packing_identity():
    (ab,) = parse_sentence("When packing this card, you are a Cruiserweight.").clauses
    assert ab.effects[0].as_kind.traits == ("Cruiserweight",)
    (ab,) = parse_sentence("When packing this card, you are also an ECW Superstar and a WCW Superstar.").clauses
    assert ab.effects[0].as_kind.traits == ("ECW", "WCW")


def test_but_you_cannot_pack_it_there():
    s = parse_sentence("You can pack I Have a Major Announcement in your Backstage, but you cannot pack it in your "
                       "Backlash.")
    assert s.is_parsed
    may, cannot = s.clauses
    assert may.zone == "backstage" and cannot == P.PackRestriction(may.allows, zone="backlash")
    # "it" with nothing before it to be is not read
    assert not parse_sentence("You cannot pack them in your Backlash.").is_parsed


def test_can_be_packed_when_packing():
    assert only("Can be packed when packing The Nexus Armband.") == \
        P.PackedWith("can", (A.CardFilter(titled=("The Nexus Armband",)),))


def test_pack_in_a_place_before_the_cards():
    s = parse_sentence("You can pack Raw and Smackdown cards, and you can pack in your Arsenal Chris Jericho and/or "
                       "Big Show cards.")
    assert s.is_parsed and s.clauses[-1].zone == "arsenal"


def test_descriptions_around_a_quoted_word_or_a_title():
    assert only("You can pack Multi 'Kick' maneuvers.").allows == \
        (A.CardFilter(kinds=("Maneuver",), traits=("Multi",), title_words=("Kick",)),)
    node = only("You can pack Hug It Out! and throwback Do You Want a Hug?.")
    assert node.allows[-1] == A.CardFilter(traits=("Throwback",), titled=("Do You Want a Hug?",))


def test_that_are_traits():
    node = only("You cannot pack maneuvers that are not Chain or Foreign Object.")
    assert node.forbids == (A.CardFilter(kinds=("Maneuver",), excludes=("Chain", "Foreign Object")),)
    s = parse_sentence("You can pack High-Flying Style and Tree of Woe Double Stomp, and Unique Multi maneuvers, but "
                       "you cannot pack maneuvers that are Chain, Heat, or Volley.")
    assert s.is_parsed
    assert [f.traits for f in s.clauses[-1].forbids] == [("Chain",), ("Heat",), ("Volley",)]


def test_superstar_cards_with_one_logo():
    node = only("You can pack non-Storyline non-Virtual Unique Shawn Michaels cards with no other logos.")
    assert node.allows[0].logos == ("Shawn Michaels",) and node.allows[0].qualifiers == ("no other Superstar logos",)


def test_where_and_in_which_format():
    assert only("Can only be packed in your Backstage.") == \
        P.PackedOnlyIn(A.CardFilter(qualifiers=("this card",)), "backstage")
    assert only("Cannot be packed in a Tag Team format game.") == A.DeckRule("not_in_format", ("Tag Team",))
    assert only("Can be packed by Tag Teams.") == A.DeckRule("can_pack_by", ("Tag Team",))


def test_in_your_backstage_and_they_are_hidden():
    node = only("You may pack Wade Barrett, Justin Gabriel, David Otunga, Skip Sheffield, Heath Slater, Michael "
                "Tarver, and Darren Young in your Backstage Area and they are hidden.")
    assert node.hidden and node.zone == "backstage" and len(node.allows[0].titled) == 7


def test_you_can_also_pack():
    # "can" "also" "reverse" (reversals.lark) took "you can also" away from the packing rules
    assert only("You can also pack Asian Mist.") == P.PackPermission((A.CardFilter(titled=("Asian Mist",)),))
    s = parse_sentence("You can pack Nikki Bella in your Backstage and it is hidden; you can also pack The Bella Twins "
                       "cards.")
    assert s.is_parsed and s.clauses[0].hidden and s.clauses[0].zone == "backstage"


def test_only_packed_if_there_is_a_card_in_backstage():
    # "if there is an ECW card in your Backstage Area": as "when you are packing an ECW card in your Backstage Area"
    rule = only("Can only be packed if there is an ECW card in your Backstage Area.")
    assert rule == P.PackedWith("only", (A.CardFilter(kinds=("Card",), traits=("ECW",)),), "backstage")
    assert rule == only("Can only be packed when you are packing an ECW card in your Backstage Area.")


# -- what a packing list says of one item

def _notes(sentence):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Considered)]


def test_pack_note_with_an_article():
    (c,) = _notes("You can pack Jack-knife (it is now a WWF card) and No Sell Maneuver.")
    assert c.scope.filter == A.CardFilter(titled=("Jack-knife",))
    assert c.as_kind == A.CardFilter(traits=("WWF",)) and not c.negated


def test_pack_note_instead_and_instead_of():
    # "(they are now WCW instead)": the brand in place of the one it had
    (c,) = _notes("When packing this card you are a WCW Superstar, and you may pack 'Giant' maneuvers regardless of "
                  "Superstar Logo (they are now WCW instead), but you may not pack Crank it Up.")[1:]
    assert c.as_kind == A.CardFilter(traits=("WCW",)) and c.mode == "instead" and c.instead_of is None
    # "(they are WWE instead of NXT)": in place of that one
    c = _notes("You can pack Sami Zayn-specific non-Backstage cards (they are WWE instead of NXT), High-Flying Style, "
               "and Uncovering the Conspiracy (it is not Heel).")[0]
    assert c.as_kind == A.CardFilter(traits=("WWE",)) and c.instead_of == A.CardFilter(traits=("NXT",))


def test_pack_note_sets_the_fortitude():
    f0, not_raw = _notes("You can pack Summer of Slam and Superior Leg Work (it is F:0 and not Raw).")
    assert f0.scope.filter == A.CardFilter(titled=("Superior Leg Work",))
    assert f0.as_kind == A.CardFilter(fortitude=A.Range("F", 0, 0)) and not f0.negated
    assert not_raw.as_kind == A.CardFilter(traits=("Raw",)) and not_raw.negated


def test_pack_titles_between_descriptions():
    s = parse_sentence("You can pack up to 4 copies of non-Throwback Elbow Smash, Forearm Shot, Running Elbow Smash, "
                       "Spinning Heel Kick, Superkick, Body Slam, Double Leg Takedown, Double Underhook Suplex and "
                       "Samoan Drop cards.")
    assert s.is_parsed
    permission, limit = s.clauses[0], s.clauses[1]
    (f,) = permission.allows
    assert f.excludes == ("Throwback",) and f.titled[0] == "Elbow Smash" and len(f.titled) == 9
    assert limit == P.CopyLimit(4, f)


def test_guest_ringside_announcers_are_a_title_phrase():
    # no card type: the cards titled "<Superstar>, Guest Ringside Announcer"
    node = only("You may not pack Corners, Managers, Guest Ringside Announcers.")
    assert node.forbids[-1] == A.CardFilter(title_words=("Guest Ringside Announcer",))


def test_pack_as_if_not_with_a_note_on_one_item():
    s = parse_sentence("You can pack His Hands and Feet Are Lethal Weapons, Educated Hands (it is Unique), and Series "
                       "of Kicks as if they are not Smackdown.")
    assert s.is_parsed
    as_if, note = s.clauses
    assert as_if.not_ == ("SmackDown",) and as_if.allows[-1] == A.CardFilter(titled=("Series of Kicks",))
    (c,) = note.effects
    assert c.scope.filter == A.CardFilter(titled=("Educated Hands",)) and c.as_kind == A.CardFilter(traits=("Unique",))


def test_pack_list_with_a_shared_head_noun():
    node = only("You may not pack Corners, Managers, Guest Ringside Announcers, or Face cards.")
    assert node.forbids == (A.CardFilter(kinds=("Corner",)), A.CardFilter(kinds=("Manager",)),
                            A.CardFilter(kinds=("Card",), title_words=("Guest Ringside Announcer",)),
                            A.CardFilter(kinds=("Card",), traits=("Face",)))
    # choices sharing a kind stay refused: "Corners or D:1+ Pre-match cards" would forbid every Pre-match
    assert not parse_sentence("You cannot pack Corners or D:1+ Pre-match cards.").is_parsed


def test_who_may_reveal_it():
    assert only("Can be revealed by any GM Superstar.") == A.DeckRule("can_reveal_by", ("GM",))
    assert only("Cannot be revealed by a GM, except Eric Bischoff.") == \
        A.DeckRule("cannot_reveal_by", ("GM",), except_names=("Eric Bischoff",))


# ---- packing shapes

def test_pack_may_when_packing_other_cards():
    (outer,) = parse_sentence("When packing this card, you can pack Over Sell Maneuver when packing A Revolution of "
                              "the Mind.").clauses
    (inner,) = outer.effects
    assert outer.triggers[0].kind == "when_packing"
    assert inner.condition.kind == "packing" and inner.condition.player == "you"
    assert inner.condition.filter == A.CardFilter(titled=("A Revolution of the Mind",))
    assert inner.effects == (P.PackPermission((A.CardFilter(titled=("Over Sell Maneuver",)),)),)


def test_pack_cannot_when_can_pack_or_by():
    s = parse_sentence("Cannot be packed when you can pack Tag Team Title Belts or by a Stable.")
    assert s.is_parsed
    belts, by = s.clauses
    assert belts == P.PackedIfCanPack(A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",)), negated=True)
    assert by == A.DeckRule("cannot_pack_by", ("Stable",))


def test_pack_cannot_with_or_by():
    s = parse_sentence("Cannot be packed when packing Enforcers or by a Legend, or by Chris Benoit, Eddie Guerrero, "
                       "Latino Cheat, Rey Mysterio, Shane O'Mac, or The People's Champ.")
    assert s.is_parsed
    by, with_ = s.clauses
    assert by.kind == "cannot_pack_by" and by.names[:3] == ("Legend", "Chris Benoit", "Eddie Guerrero")
    assert with_ == P.PackedWith("cannot", (A.CardFilter(kinds=("Enforcer",)),))


def test_pack_cannot_by_or_when_not_packing():
    s = parse_sentence("Cannot be packed by Doink, or when you are not packing a Pre-match Feud.")
    assert s.is_parsed
    by, with_ = s.clauses
    assert by == A.DeckRule("cannot_pack_by", ("Doink",))
    assert with_.mode == "only" and with_.filters[0].kinds == ("Feud",) and with_.filters[0].all_kinds == ("Pre-match",)


def test_pack_cannot_regardless_of_card_text():
    node = only("You cannot pack Corners or Factions, regardless of card text.")
    assert node == P.PackRestriction((A.CardFilter(kinds=("Corner", "Faction")),))


def test_pack_list_item_after_that_are():
    node = only("You can pack Multi maneuvers that are Unique or Chain, and 3rd Generation Superstar.")
    assert node.allows == (A.CardFilter(kinds=("Maneuver",), traits=("Multi", "Unique")),
                           A.CardFilter(kinds=("Maneuver",), traits=("Multi", "Chain")),
                           A.CardFilter(titled=("3rd Generation Superstar",)))


def test_pack_this_card_as_if_not():
    node = only("You may pack this card as if it is not Heat.")
    assert node == P.PackAsIfNot((A.CardFilter(qualifiers=("this card",)),), ("Heat",))


def test_pack_words_in_text_or_title():
    node = only("You may pack cards with 'trash talk' in the text or title as if they are not Face, Heel, or Raw.")
    assert node.allows == (A.CardFilter(kinds=("Card",), qualifiers=("'trash talk' in the title or text",)),)
    assert node.not_ == ("Face", "Heel", "Raw")


def test_pack_maximum_number_increased():
    node = only("The maximum number of Pre-match cards you may pack is increased by 10.")
    assert node == P.ExtraCards(10, A.CardFilter(kinds=("Pre-match",)))


def test_pack_arsenal_can_contain_additional():
    (ab,) = parse_sentence("When packing this card, your Arsenal can contain 10 additional cards.").clauses
    assert ab.effects == (P.ExtraCards(10, A.CardFilter(kinds=("Card",)), zone="arsenal"),)


def test_pack_this_card_in_backstage_instead_of_arsenal():
    (ab,) = parse_sentence("When you are the Steiner Brothers, pack this card in your Backstage Area instead of "
                           "Arsenal.").clauses
    assert ab.condition == A.Condition("superstar_is", player="you", names=("Steiner Brothers",))
    assert ab.effects == (P.PackedOnlyIn(A.CardFilter(qualifiers=("this card",)), "backstage"),)


def test_pack_item_arsenal_word_before_superstar():
    s = parse_sentence("You may pack non-Unique Arsenal The Rock cards (they are not Cheater) and Rock Bottom.")
    assert s.is_parsed
    perms = [c for c in s.clauses if isinstance(c, P.PackPermission)]
    rock = next(p for p in perms if p.allows[0].logos)
    assert rock.allows == (A.CardFilter(kinds=("Card",), excludes=("Unique",), qualifiers=("in arsenal",),
                                        logos=("The Rock",)),)
    assert any(p.allows == (A.CardFilter(titled=("Rock Bottom",)),) for p in perms)


def test_pack_misspelt_titles_read_as_the_cards():
    assert only("You cannot pack Deadly Diva Duo, Evening Gown Match, or Skirt vs Skirt Match.").forbids[0].titled \
        == ("Deadly Diva Duo", "Evening Gown Match", "Skirt vs. Skirt Match")
    assert only("You may not pack Man of 1,000 Holds.").forbids == (A.CardFilter(titled=("Man of 1000 Holds",)),)
    assert only("Can only be packed when packing Era of the Superstar.") == \
        P.PackedWith("only", (A.CardFilter(titled=("The Era of the Superstar",)),))


def test_pack_as_if_not_then_more_cards():
    s = parse_sentence("You can pack Becky Lynch Arsenal cards with 1 logo as if they are not Multi, and I Am The Man.")
    assert s.is_parsed
    as_if, perm = s.clauses
    assert as_if.not_ == ("Multi",) and as_if.allows[0].logos == ("Becky Lynch",)
    assert perm == P.PackPermission((A.CardFilter(titled=("I Am The Man!",)),))


def test_pack_permit_when_you_can_pack_tag_team_belts():
    """(g8-pack) "Can be packed when ..." is a permission; "Can only be packed when ..." stays the restriction."""
    belts = A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",))
    assert only("Can be packed when you can pack the Tag Team Title Belts.") == P.PackedIfCanPack(belts, permits=True)
    assert only("Can only be packed when you can pack the Tag Team Title Belts.") == P.PackedIfCanPack(belts)


def test_rev_can_be_packed_as_if_it_was_a_2d_maneuver():
    s = parse_sentence("This card can be packed as if it was a 2D maneuver.")
    assert s.is_parsed
    (n,) = s.clauses
    assert isinstance(n, P.PackAsIfCard)
    assert n.allows == (A.CardFilter(qualifiers=("this card",)),)
    assert n.as_.kinds == ("Maneuver",) and (n.as_.damage.low, n.as_.damage.high) == (2, 2)


def test_pack_with_quoted_rules_line_is_in_the_text():
    """ "with 'Requirement: Lower Fortitude'" (no "in the text"): a line of card text, read as text the card holds."""
    (n,) = parse_sentence("You cannot pack Antics with 'Requirement: Lower Fortitude'.").clauses
    assert isinstance(n, P.PackRestriction) and n.player == "you"
    assert n.forbids == (A.CardFilter(kinds=("Antic",), qualifiers=("'Requirement: Lower Fortitude' in the text",)),)


def test_pack_play_this_card_if_held_to_tag_team_belts():
    (n,) = parse_sentence("You may play this card if your Superstar card indicates you may not play any title belt "
                          "except the Tag Team Title Belts.").clauses
    assert n == A.PlayRestriction("only_when", A.Condition(
        "restricted_to", player="you", filter=A.CardFilter(kinds=("Title Belt",), traits=("Tag Team",))))


def test_pack_they_after_permission_with_exception():
    s = parse_sentence("You can pack B.A. Billy Gunn and/or Road Dogg cards, except Rico Enters!; they are not Smackdown.")
    assert s.is_parsed
    perm, ability = s.clauses
    assert isinstance(perm, P.PackPermission) and perm.except_[0].titled == ("Rico Enters!",)
    (c,) = ability.effects
    assert isinstance(c, A.Considered) and c.negated and c.as_kind.traits == ("SmackDown",)
    assert c.scope.kind == "all" and c.scope.filter.logos == ("B.A. Billy Gunn", "Road Dogg")


def test_pack_only_in_backstage_kinds_without_owner():
    (n,) = parse_sentence("Face, Heel, Cheater, and Fan Favorite cards can only be packed in your Backstage Area.").clauses
    assert isinstance(n, P.PackedOnlyIn) and n.zone == "backstage"
    assert {a.traits for a in n.cards.alternatives} == {("Face",), ("Heel",), ("Cheater",), ("Fan Favorite",)}


def test_pack_place_said_of_the_cards_before_it_only():
    s = parse_sentence("You can pack Million Dollar Man Ted DiBiase and Irwin R. Schyster cards in your Arsenal, and "
                       "Money! Money! Money! Money! Money!.")
    assert s.is_parsed
    cards, money = s.clauses
    assert cards.zone == "arsenal" and cards.allows[0].logos == ("Million Dollar Man Ted DiBiase", "Irwin R. Schyster")
    assert money == P.PackPermission((A.CardFilter(titled=("Money! Money! Money! Money! Money!",)),))
    chops, no_sell = parse_sentence("You may pack 10 non-Superstar-specific F:0 Chop cards in your Backstage, and No "
                                    "Sell Maneuver.").clauses
    assert {chops.zone, no_sell.zone} == {"backstage", None}


def test_pack_cannot_with_corners_except_one():
    (n,) = parse_sentence("Cannot be packed when packing Corners, except Revolution Kurt Angle is In My Corner!").clauses
    assert isinstance(n, P.PackedWithExcept) and n.filters[0].kinds == ("Corner",)
    assert n.except_[0].titled == ("Revolution Kurt Angle is In My Corner!",)


def test_pack_revealed_only_when_playing_a_card():
    (n,) = parse_sentence("Can only be revealed from your Backstage area when you play Managed by Mr. Fuji.").clauses
    assert n == P.RevealOnlyWhen(A.Trigger("when_player_plays", by="you",
                                           filter=A.CardFilter(titled=("Managed by Mr. Fuji",))), zone="backstage")


def test_move_can_only_be_revealed_when():
    """ "Can only be revealed when you play From Dashing to Disfigured.", "*Can only be revealed when High-Flying Style is
    put into your Ring." (the moment a Backstage card may be revealed: RevealOnlyWhen, not a packing rule)"""
    s = parse_sentence("Can only be revealed when you play From Dashing to Disfigured.")
    assert s.is_parsed
    (rule,) = s.clauses
    assert isinstance(rule, P.RevealOnlyWhen) and not isinstance(rule, P.PACKING_NODES)
    assert rule.trigger.kind == "when_player_plays" and rule.trigger.by == "you"
    assert rule.trigger.filter.titled == ("From Dashing to Disfigured",)
    s = parse_sentence("*Can only be revealed when High-Flying Style is put into your Ring.")
    assert s.is_parsed
    (rule,) = s.clauses
    assert rule.trigger.kind == "when_player_moves" and rule.trigger.zone == A.Zone("ring", "you")
    assert rule.trigger.filter.titled == ("High-Flying Style",)
    from judgebot.rules.effects import _NOT_FOLLOWED

    assert isinstance(rule, _NOT_FOLLOWED)


def test_subject_your_arsenal_may_not_contain_any_action_cards():
    # a Mania Classic Superstar: no Action card in the Arsenal (PackRestriction, zone arsenal)
    n = only("Your Arsenal may not contain any Action cards.")
    assert isinstance(n, P.PackRestriction)
    assert n.forbids == (A.CardFilter(kinds=("Action",)),) and n.zone == "arsenal" and n.player == "you"


def test_pack10_may_pack_titles_but_they_are_not_raw():
    """ "..., but they are not Raw cards": the permission, and every card it allows considered not Raw (as the note
    "(they are not Raw cards)" after the list)."""
    s = parse_sentence("You can pack Downward Spiral, Edge-acution, Impaler, and Unprettier, but they are not Raw cards.")
    assert s.is_parsed
    perm, note = s.clauses
    titles = ("Downward Spiral", "Edge-acution", "Impaler", "Unprettier")
    assert isinstance(perm, P.PackPermission) and perm.allows == (A.CardFilter(titled=titles),)
    (c,) = note.effects
    assert isinstance(c, A.Considered) and c.negated
    assert c.scope == A.Scope("all", filter=A.CardFilter(titled=titles), player="you")
    assert c.as_kind.traits == ("Raw",)


def test_pack11_counted_list_joined_by_and_also():
    """ "4 From the Middle Turnbuckle, 4 Springboard, and 4 From the Top Rope in your Backstage": the lexer joins a list
    of counted cards with "and-also"; each title is allowed, at most that many."""
    s = parse_sentence("When packing this card, you can pack 4 From the Middle Turnbuckle, 4 Springboard, and 4 From "
                       "the Top Rope in your Backstage.")
    assert s.is_parsed
    perms = [e for ab in s.clauses for e in ab.effects if isinstance(e, P.PackPermission)]
    assert [p.allows for p in perms] == [(A.CardFilter(titled=(t,)),) for t in
                                         ("From the Middle Turnbuckle", "Springboard", "From the Top Rope")]
    assert all(p.up_to == 4 for p in perms)
    assert all(p.zone == "backstage" for p in perms)     # the place closing the list is said of every item
    assert all(ab.triggers[0].kind == "when_packing" for ab in s.clauses)


def test_pack11_pack_and_second_rule():
    """ "... and you are not a Revolution Superstar", "... and you cannot pack them in your Arsenal": the second rule
    after "and", read as after ", but"."""
    s = parse_sentence("When packing this card, you cannot pack Revolution cards and you are not a Revolution Superstar.")
    assert s.is_parsed
    restriction, identity = [e for ab in s.clauses for e in ab.effects]
    assert isinstance(restriction, P.PackRestriction)
    assert restriction.forbids == (A.CardFilter(kinds=("Card",), traits=("Revolution",)),)
    assert isinstance(identity, A.Considered) and identity.negated and identity.as_kind.traits == ("Revolution",)
    s = parse_sentence("When packing this card, you may pack up to 6 copies of Split Finger Lock in your Backstage Area "
                       "and you cannot pack them in your Arsenal.")
    assert s.is_parsed
    effects = [e for ab in s.clauses for e in ab.effects]
    perm = next(e for e in effects if isinstance(e, P.PackPermission))
    ban = next(e for e in effects if isinstance(e, P.PackRestriction))
    assert perm.allows == ban.forbids == (A.CardFilter(titled=("Split Finger Lock",)),)
    assert perm.zone == "backstage" and ban.zone == "arsenal"


def test_pack11_as_if_legend_and_one_title():
    s = parse_sentence("You can pack cards as if you were a Legend, and 1 Skirt the Issue.")
    assert s.is_parsed
    as_if, perm = s.clauses
    assert isinstance(as_if, P.PackAsIf) and as_if.as_ == ("Legend",) and as_if.allows == (A.CardFilter(kinds=("Card",)),)
    assert isinstance(perm, P.PackPermission) and perm.allows == (A.CardFilter(titled=("Skirt the Issue",)),)


def test_pack11_them_after_two_permissions():
    """ "but you cannot pack them in your Backlash" after a list that gives two permissions (a plain title and a counted
    one): "them" is every card allowed."""
    s = parse_sentence("You may pack It's Showtime and 3 Old School Antics in your Backstage but you cannot pack them "
                       "in your Backlash.")
    assert s.is_parsed
    perms = [c for c in s.clauses if isinstance(c, P.PackPermission)]
    bans = [c for c in s.clauses if isinstance(c, P.PackRestriction)]
    assert [p.allows for p in perms] == [b.forbids for b in bans]
    assert {t for p in perms for f in p.allows for t in f.titled} == {"It's Showtime!", "Old School Antics"}
    assert all(b.zone == "backlash" for b in bans)
    assert all(p.zone == "backstage" for p in perms)     # the place closing the list is said of the plain title too


def test_turn11_revealed_during_any_turn_when_you_successfully_play():
    from judgebot.cardtext import packing_ast as PA
    (r,) = parse_sentence("*Can only be revealed during any turn when you successfully play an Evolution-specific "
                          "card.").clauses
    assert isinstance(r, PA.RevealOnlyWhen) and r.trigger.kind == "when_player_plays" and r.trigger.by == "you"
    assert r.trigger.filter.traits == ("Evolution-specific",) and "successfully played" in r.trigger.filter.qualifiers


def test_pack13_either_of_two_titles():
    """ "you may pack either X or Y": the cards of one choice, not both (PackEither)."""
    (ab,) = parse_sentence("When packing this card, you may pack either That's Suicide! or Mattitude Adjustment.").clauses
    (r,) = ab.effects
    assert ab.triggers[0].kind == "when_packing"
    assert isinstance(r, P.PackEither)
    assert r.choices == (A.CardFilter(titled=("That's Suicide!",)), A.CardFilter(titled=("Mattitude Adjustment",)))


def test_pack13_unless_they_are_is_the_exception():
    r = only("You may not pack maneuvers with a printed reversal restriction unless they are Chop cards.")
    assert isinstance(r, P.PackRestriction)
    (f,) = r.forbids
    assert f.kinds == ("Maneuver",) and f.qualifiers == ("with a printed reversal restriction",)
    assert r.except_ == (A.CardFilter(kinds=("Card",), titled=("Chop",)),)


def test_pack13_superstar_cards_without_another_logo():
    s = parse_sentence("When packing this card, you can pack Stardust Arsenal cards, but you cannot pack Cody Rhodes "
                       "cards that do not have the Rhodes Brothers logo.")
    assert s.is_parsed
    bans = [e for ab in s.clauses for e in ab.effects if isinstance(e, P.PackRestriction)]
    (ban,) = bans
    (f,) = ban.forbids
    assert f.logos == ("Cody Rhodes",) and f.qualifiers == ("no Rhodes Brothers logo",)


def test_pack13_cannot_pack_or_play():
    s = parse_sentence("You cannot pack A Quick BASH-ing or play D: 1+ Pre-match cards.")
    assert s.is_parsed
    flat = [e for c in s.clauses for e in (c.effects if isinstance(c, A.Ability) else (c,))]
    ban = next(e for e in flat if isinstance(e, P.PackRestriction))
    assert ban.forbids == (A.CardFilter(titled=("A Quick BASH-ing",)),)
    play = next(e for e in flat if isinstance(e, A.Prohibition))
    assert play.action == "play" and play.filter.kinds == ("Pre-match",) and play.filter.damage.low == 1


def test_pack13_may_pack_or_play_is_not_read():
    assert not parse_sentence("You may pack A Quick BASH-ing or play D: 1+ Pre-match cards.").is_parsed


def test_pack13_except_then_more_cards_kept_out():
    s = parse_sentence("You cannot pack any Title Belts except the Tag Team title belts, or There is No Escape.")
    assert s.is_parsed
    belts, more = s.clauses
    assert isinstance(belts, P.PackRestriction) and belts.forbids[0].kinds == ("Title Belt",)
    assert belts.except_[0].traits == ("Tag Team",)
    assert isinstance(more, P.PackRestriction) and more.forbids == (A.CardFilter(titled=("There Is No Escape",)),)
    assert more.except_ == ()


def test_pack13_comma_unless_they_are_is_the_exception():
    (ab,) = parse_sentence("When packing this card, you cannot pack Raw or SmackDown cards, unless they are "
                           "Superstar-specific or Foreign Objects.").clauses
    (r,) = ab.effects
    assert isinstance(r, P.PackRestriction) and [f.traits for f in r.forbids] == [("Raw",), ("SmackDown",)]
    (ex,) = r.except_
    assert [a.traits for a in ex.alternatives] == [("Superstar-specific",), ("Foreign Object",)]
