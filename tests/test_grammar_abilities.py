"""Superstar abilities and identities (grammar/abilities.lark) and the names the
lexer finds from the card data (Faction names, short Superstar names, one-word
titles packed by name).

Wordings are real card sentences (the card is named in each test).  The law:
FAQ 4.0, "The first turn of the game is normally determined by Superstar Value,
however certain effects can override this effect, such as Edge's Superstar
Ability"; Faction cards ("You are now a Heenan Family Member").
"""
from __future__ import annotations

from judgebot.cardtext import abilities_ast as N
from judgebot.cardtext import ast as A
from judgebot.cardtext import packing_ast as P
from judgebot.cardtext import parse_sentence
from judgebot.cardtext.lexer import split_sentences, tokenize


def only(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    assert len(s.clauses) == 1, s.clauses
    return s.clauses[0]


def effect(sentence: str):
    node = only(sentence)
    assert isinstance(node, A.Ability) and len(node.effects) == 1, node
    return node


# --------------------------------------------------------------------------- names from the data

def test_faction_name_is_one_group_token():
    # The Heenan Family (a Faction card) names the group "Heenan Family"
    toks = tokenize("Can only be played by a Heenan Family Member.")
    assert [t.type for t in toks].count("GROUP") == 1
    assert next(t.value for t in toks if t.type == "GROUP") == "Heenan Family"


def test_short_superstar_name_in_capitals():
    # card "DX Army Shenanigans"-style text: "Cannot be packed by DX."
    node = only("Cannot be packed by DX.")
    assert node == A.DeckRule("cannot_pack_by", ("DX",))


def test_superstar_name_written_with_a_space_for_its_hyphen():
    # "Cannot be packed by the Two Man Power Trip." (8 cards): the Superstar Two-Man Power Trip
    node = only("Cannot be packed by the Two Man Power Trip.")
    assert node == A.DeckRule("cannot_pack_by", ("Two-Man Power Trip",))


def test_sentence_text_keeps_the_card_wording():
    # the deck checker removes read sentences from the text by their wording
    text = "When played by Undertaker / Deadman Inc., this card is -10F. Cannot be packed by the Two Man Power Trip."
    assert split_sentences(text) == ["When played by Undertaker / Deadman Inc., this card is -10F.",
                                     "Cannot be packed by the Two Man Power Trip."]


def test_names_joined_by_slash():
    # "When played by Undertaker / Deadman Inc., this card is -10F."
    mod = only("When played by Undertaker / Deadman Inc., this card is -10F.")
    assert mod.changes == (A.StatChange("F", -10),)
    assert mod.condition == A.Condition("superstar_is", player="you", names=("Undertaker", "Deadman Inc"))


def test_names_joined_by_slash_three():
    # "Cannot be reversed if played by Mankind / Cactus Jack / Dude Love."
    node = only("Cannot be reversed if played by Mankind / Cactus Jack / Dude Love.")
    assert node.condition.names == ("Mankind", "Cactus Jack", "Dude Love")


def test_one_word_title_packed_by_name():
    # "Cannot be packed when packing Wrestlemania." (9 cards)
    node = only("Cannot be packed when packing Wrestlemania.")
    assert node == P.PackedWith("cannot", (A.CardFilter(titled=("Wrestlemania",)),))


def test_pack_word_that_is_no_title_stays_a_kind():
    node = only("You may pack Enforcers in your Backstage area.")
    assert node.allows[0].kinds == ("Enforcer",)


def test_title_with_a_comma():
    # Damage CTRL: "You cannot pack Baghdad, Iraq."
    node = only("You cannot pack Baghdad, Iraq.")
    assert node == P.PackRestriction((A.CardFilter(titled=("Baghdad, Iraq",)),))


# --------------------------------------------------------------------------- identities

def test_tag_team_and_stable():
    # The Four Horsemen: "You are a Tag Team and a Stable."
    (c,) = effect("You are a Tag Team and a Stable.").effects
    assert isinstance(c, A.Considered) and c.scope == A.Scope("superstar")
    assert c.as_kind.traits == ("Tag Team", "Stable") and not c.negated


def test_heenan_family_member():
    # Mr. Perfect: "You are a Heenan Family Member."
    (i,) = effect("You are a Heenan Family Member.").effects
    assert i == N.Identity("you", groups=("Heenan Family",))


def test_now_a_member():
    # The Million Dollar Corporation: "You are now a Million Dollar Corporation Member."
    (i,) = effect("You are now a Million Dollar Corporation Member.").effects
    assert i.groups == ("Million Dollar Corporation",)


def test_tag_team_and_faction_member():
    # "You are a Tag Team and a Heenan Family Member."
    (seq,) = effect("You are a Tag Team and a Heenan Family Member.").effects
    considered, identity = seq.effects
    assert considered.as_kind.traits == ("Tag Team",) and identity.groups == ("Heenan Family",)


def test_powerhouse_when_logo_on_card():
    # Revolution WWE's Powerhouses: "When your logo is printed on this card: you are a Powerhouse."
    node = effect("When your logo is printed on this card: you are a Powerhouse.")
    assert node.effects == (N.Identity("you", classes=("Powerhouse",)),)
    assert node.condition.kind == "logo_on"


def test_considered_an_extremist():
    # Revolution The New Breed: "You are considered an Extremist."
    (c,) = effect("You are considered an Extremist.").effects
    assert c.as_kind.traits == ("Extremist",)


def test_not_a_rookie_when_packing():
    # "When packing this card, you are not a Rookie."
    node = effect("When packing this card, you are not a Rookie.")
    (c,) = node.effects
    assert c.negated and c.as_kind.traits == ("Rookie",)
    assert node.triggers[0].kind == "when_packing"


def test_wcw_superstar():
    (c,) = effect("You are a WCW Superstar.").effects
    assert c.as_kind.traits == ("WCW",)


def test_played_by_a_faction_member():
    # "Can only be played by a Heenan Family Member." (5 cards)
    node = only("Can only be played by a Heenan Family Member.")
    assert node.kind == "only_by" and node.condition.names == ("Heenan Family Member",)


def test_condition_when_powerhouse():
    node = effect("When you are a Powerhouse: draw 1 card.")
    assert node.condition == A.Condition("superstar_is", player="you", names=("Powerhouse",))


# --------------------------------------------------------------------------- turn order

def test_start_the_game():
    # "You start the game." (Revolution ECW Originals-style abilities)
    assert effect("You start the game.").effects == (N.FirstTurn("you"),)


def test_start_the_game_after_pre_match():
    # Edge: "You start the game after the Pre-match phase."
    assert effect("You start the game after the Pre-match phase.").effects == (N.FirstTurn("you"),)


# --------------------------------------------------------------------------- the Superstar Ability itself

def test_ability_cannot_be_blanked_or_switched():
    # Eugene: "Your Ability cannot be blanked or switched."
    assert only("Your Ability cannot be blanked or switched.") == N.AbilityLock("you", switch=True)


def test_ability_is_blank_with_condition():
    # "When he is Ken Kennedy or JBL, his Ability is blank."
    node = effect("When he is Ken Kennedy or JBL, his Ability is blank.")
    assert node.effects == (A.Blank(A.Scope("ability", player="opponent")),)
    assert node.condition.names == ("Ken Kennedy", "JBL")


def test_ability_blank_next_turn():
    # "His Ability is blank next turn."
    (b,) = effect("His Ability is blank next turn.").effects
    assert b == A.Blank(A.Scope("ability", player="opponent"), "next_turn")


def test_regardless_of_a_superstars_ability():
    # "Can be played regardless of The Boogeyman's Ability." (5 cards)
    assert only("Can be played regardless of The Boogeyman's Ability.") == N.RegardlessOfAbility(("The Boogeyman",))


def test_increase_starting_hand_size():
    # "You may increase your Starting Hand Size by 4."
    (opt,) = effect("You may increase your Starting Hand Size by 4.").effects
    assert isinstance(opt, A.Optional) and opt.player == "you"
    assert opt.effect == A.Modifier((A.StatChange("hand_size", 4),), A.Scope("hand_size", player="you"))


# --------------------------------------------------------------------------- who may play what

def test_title_belts_except_tag_team():
    # Hardy Boyz: "You may not play any title belt except the Tag Team Title Belts."
    (p,) = effect("You may not play any title belt except the Tag Team Title Belts.").effects
    assert p == A.Prohibition("you", "play", A.CardFilter(kinds=("Title Belt",), excludes=("Tag Team",)))


def test_title_belts_except_for():
    # Hall and Nash: "You may not play any title belt except for the Tag Team Title Belts."
    (p,) = effect("You may not play any title belt except for the Tag Team Title Belts.").effects
    assert p.filter.excludes == ("Tag Team",)


def test_non_gm_opponents():
    # Eric Bischoff: "Your non-GM opponents cannot play Stipulation cards."
    node = only("Your non-GM opponents cannot play Stipulation cards.")
    assert node.effects == (A.Prohibition("opponent", "play", A.CardFilter(kinds=("Stipulation",))),)
    assert node.condition == A.Condition("superstar_is", player="opponent", names=("GM",), negated=True)


# --------------------------------------------------------------------------- ability text a card gives

def test_enforcer_adds_to_the_ability():
    # an Enforcer card: "Superstar Ability: +Your maneuvers cannot be reversed from your opponent's Backlash deck."
    (node,) = parse_sentence("Superstar Ability: +Your maneuvers cannot be reversed from your opponent's "
                             "Backlash deck.").clauses
    assert isinstance(node, N.AbilityText) and node.mode == "add"
    (rr,) = node.clauses
    assert isinstance(rr, A.ReversalRestriction) and rr.zones == ("backlash",)
    assert rr.applies_to.filter.kinds == ("Maneuver",)


def test_new_superstar_ability():
    # "New Superstar Ability: Your Colossals are -6F."
    (node,) = parse_sentence("New Superstar Ability: Your Colossals are -6F.").clauses
    assert node.mode == "new"
    (mod,) = node.clauses
    assert mod.changes == (A.StatChange("F", -6),) and mod.scope.filter.kinds == ("Colossal",)


def test_ability_text_that_does_not_read_stays_unparsed():
    s = parse_sentence("Superstar Ability: +None - isn't his Starting Hand Size enough?!?!?")
    assert not s.is_parsed


# --------------------------------------------------------------------------- packing: ", but ..."

def test_pack_but_cannot_keeps_the_trigger():
    # "When packing this card, you can pack No Sell Maneuver and You Better 'Get Smart', but you cannot
    # pack Corners or Factions." -- both rules hold only when packing this card
    s = parse_sentence("When packing this card, you can pack No Sell Maneuver and You Better 'Get Smart', "
                       "but you cannot pack Corners or Factions.")
    assert s.is_parsed
    first, second = s.clauses
    assert isinstance(first.effects[0], P.PackPermission) and first.triggers[0].kind == "when_packing"
    assert second.effects == (P.PackRestriction((A.CardFilter(kinds=("Corner", "Faction")),)),)
    assert second.triggers == first.triggers


def test_pack_but_may_not():
    # CM Punk: "You may pack CM Punk Arsenal cards, but you may not pack Thrust Knee Lift or Set-up cards."
    s = parse_sentence("You may pack CM Punk Arsenal cards, but you may not pack Thrust Knee Lift or Set-up cards.")
    permission, restriction = s.clauses
    assert permission.allows[0].logos == ("CM Punk",)
    assert A.CardFilter(titled=("Thrust Knee Lift",)) in restriction.forbids


def test_pack_but_do_not_count_still_reads():
    node = only("You may pack any cards with the Triple H logo, but you do not count as Triple H.")
    assert node.counts_as is False and node.allows[0].logos == ("Triple H",)


def test_comma_and_after_an_except_is_a_new_clause():
    # Steiner Brothers: the comma before "and" is not a ", but"
    s = parse_sentence("You cannot pack any Title Belts except the Tag Team Title Belts, and you cannot pack "
                       "Back to Basics or Straight-Shootin' Interview.")
    assert s.is_parsed and len(s.clauses) == 2


def test_pre_match_events_are_one_kind_of_card():
    # Festus: "... but you cannot pack Pre-match Events or First of All." -- a Pre-match Event, not any Pre-match
    s = parse_sentence("You can pack Catatonic Stare and No Sell Maneuver cards, but you cannot pack Pre-match "
                       "Events or First of All.")
    restriction = s.clauses[1]
    assert A.CardFilter(kinds=("Event",), all_kinds=("Pre-match",)) in restriction.forbids


# --------------------------------------------------------------------------- packing: "as if you were a ..."

def test_pack_as_if_diva_but_not_one():
    # "You can pack non-maneuver cards as if you were a Diva, but you are not a Diva."
    s = parse_sentence("You can pack non-maneuver cards as if you were a Diva, but you are not a Diva.")
    as_if, considered = s.clauses
    assert as_if == P.PackAsIf((A.CardFilter(kinds=("Card",), excludes=("Maneuver",)),), ("Diva",))
    assert considered.negated and considered.as_kind.traits == ("Diva",)


def test_pack_as_if_under_trigger():
    # "When packing this card, you can pack cards as if you are an NXT Superstar."
    node = only("When packing this card, you can pack cards as if you are an NXT Superstar.")
    assert node.effects == (P.PackAsIf((A.CardFilter(kinds=("Card",)),), ("NXT",)),)
    assert node.triggers[0].kind == "when_packing"


def test_pack_as_if_last_item_only():
    # "You can pack A Family Legacy, No Sell Maneuver and Multi maneuvers as if you are a Male Superstar."
    s = parse_sentence("You can pack A Family Legacy, No Sell Maneuver and Multi maneuvers as if you are a "
                       "Male Superstar.")
    permission, as_if = s.clauses
    assert permission.allows[0].titled == ("A Family Legacy", "No Sell Maneuver")   # each one a title
    assert as_if == P.PackAsIf((A.CardFilter(kinds=("Maneuver",), traits=("Multi",)),), ("Male",))


def test_pack_as_if_do_not_count():
    # "You may pack cards as if you are a Legend, but you do not count as a Legend."
    s = parse_sentence("You may pack cards as if you are a Legend, but you do not count as a Legend.")
    as_if, considered = s.clauses
    assert as_if.as_ == ("Legend",) and considered.negated and considered.as_kind.traits == ("Legend",)


# --------------------------------------------------------------------------- conditions on the packer / the Ability

def test_when_packed_by():
    # "When packed by Jerry Lawler, this card is not Unique."
    node = effect("When packed by Jerry Lawler, this card is not Unique.")
    assert node.condition == A.Condition("superstar_is", player="you", names=("Jerry Lawler",))
    (c,) = node.effects
    assert c.negated and c.as_kind.traits == ("Unique",)


def test_when_packed_by_a_female_superstar():
    # "When packed by a Female Superstar, this card is not Multi."
    node = effect("When packed by a Female Superstar, this card is not Multi.")
    assert node.condition.names == ("Female",)


def test_ability_has_text():
    # "Can only be packed when your Ability has 'enforcer' in the text."
    node = only("Can only be packed when your Ability has 'enforcer' in the text.")
    assert node.effects == (A.DeckRule("only_pack_when"),)
    assert node.condition == A.Condition("ability_text", player="you", names=("enforcer",))


def test_member_of_this_faction_then_start_the_match():
    # Revolution ECW Originals: "If your logo is on this card: you are a Member of this Faction and you start the match."
    node = effect("If your logo is on this card: you are a Member of this Faction and you start the match.")
    (seq,) = node.effects
    assert seq.effects == (N.Identity("you", groups=("this Faction",)), N.FirstTurn("you"))
    assert node.condition.kind == "logo_on"


def test_printed_member_of_a_faction():
    # "When you are a printed Member of Attitude Adjusters Faction, your opponent's Starting Hand Size is -1."
    node = only("When you are a printed Member of Attitude Adjusters Faction, your opponent's Starting Hand Size is -1.")
    assert node.condition == A.Condition("printed_member_of", player="you", names=("Attitude Adjusters",))
    assert node.changes == (A.StatChange("hand_size", -1),) and node.scope.player == "opponent"


def test_printed_member_of_the_group():
    # "When you are a printed member of the Million Dollar Corporation and you have at least 4 cards in your hand, ..."
    node = effect("When you are a printed member of the Million Dollar Corporation and you have at least 4 cards "
                  "in your hand, you may discard your hand.")
    first, _ = node.condition.all_of
    assert first == A.Condition("printed_member_of", player="you", names=("Million Dollar Corporation",))


def test_when_your_ability_is_blank():
    node = effect("When your Ability is blank, draw 1 card.")
    assert node.condition == A.Condition("ability_blank", player="you")


# --------------------------------------------------------------------------- packing: more cards than usual

def test_additional_pre_match_cards_under_trigger():
    # "When packing this card, you may pack 3 additional Pre-match cards."
    node = only("When packing this card, you may pack 3 additional Pre-match cards.")
    assert node.effects == (P.ExtraCards(3, A.CardFilter(kinds=("Pre-match",))),)


def test_additional_cards_in_backlash():
    # Shawn Michaels-style: "You may pack an additional 2 Pre-match cards and an additional 2 Mid-match cards in your Backlash deck."
    s = parse_sentence("You may pack an additional 2 Pre-match cards and an additional 2 Mid-match cards in your "
                       "Backlash deck.")
    assert s.clauses == (P.ExtraCards(2, A.CardFilter(kinds=("Pre-match",)), zone="backlash"),
                         P.ExtraCards(2, A.CardFilter(kinds=("Mid-match",)), zone="backlash"))


def test_additional_up_to():
    # "You can pack an additional 40- Arsenal cards."
    node = only("You can pack an additional 40- Arsenal cards.")
    assert node.count == 40 and node.up_to


def test_clause_after_a_packing_rule_keeps_when_packing():
    # "When packing this card you may pack Multi maneuvers, and your cards with 'Era of the Superstar' in the
    # text are F:0." -- the second clause holds only when packing this card too
    s = parse_sentence("When packing this card you may pack Multi maneuvers, and your cards with 'Era of the "
                       "Superstar' in the text are F:0.")
    first, second = s.clauses
    assert second.triggers == first.triggers and second.triggers[0].kind == "when_packing"


def test_packed_header_is_when_packing_this_card():
    # We Got a Lot of Heat in the Back For This Gimmick: "Packed: you cannot pack 'Interest' or 'Laid' cards."
    node = only("Packed: you cannot pack 'Interest' or 'Laid' cards.")
    assert node.triggers == (A.Trigger("when_packing", filter=A.CardFilter(qualifiers=("this card",))),)
    (r,) = node.effects
    assert r.forbids == (A.CardFilter(kinds=("Card",), title_words=("Interest", "Laid")),)


def test_cannot_be_packed_with():
    # The Authority of Adam Pearce: "Cannot be packed with Precision Haymaker."
    assert only("Cannot be packed with Precision Haymaker.") == \
        P.PackedWith("cannot", (A.CardFilter(titled=("Precision Haymaker",)),))


def test_packing_list_folded_with_a_range_is_not_read():
    # "You cannot pack Corners or D:1+ Pre-match cards." folds into one description that would read
    # as "Pre-match" (every Pre-match card): left unread rather than mis-read
    assert not parse_sentence("You cannot pack Corners or D:1+ Pre-match cards.").is_parsed


def test_when_you_are_a_wwf_superstar():
    node = effect("When you are a WWF Superstar and you have lower Fortitude, draw 1 card.")
    assert node.condition.all_of[0] == A.Condition("superstar_is", player="you", names=("WWF",))


def test_you_are_a_wwf_classic_superstar_when_packing():
    # Camp Cornette-style: "When packing this card, you are a WWF Classic Superstar."
    (c,) = effect("When packing this card, you are a WWF Classic Superstar.").effects
    assert c.as_kind.traits == ("WWF Classic",)


def test_packed_only_by_superstars_that_can_pack_enforcers():
    # Test or Freakzilla?: "Can only be packed by Superstars that can pack Enforcers."
    node = only("Can only be packed by Superstars that can pack Enforcers.")
    assert node == A.DeckRule("only_pack_by", ("Superstars that can pack Enforcers",))


def test_pack_as_if_it_was_not_is_the_last_item():
    # "You can pack Ole! as if it was not Face, Fan Favorite, or Unique, and you can pack High-Flying Style."
    s = parse_sentence("You can pack Ole! as if it was not Face, Fan Favorite, or Unique, and you can pack High-Flying Style.")
    as_not, permission = s.clauses
    assert as_not == P.PackAsIfNot((A.CardFilter(titled=("Ole!",)),), ("Face", "Fan Favorite", "Unique"))
    assert permission.allows == (A.CardFilter(titled=("High-Flying Style",)),)


def test_this_card_can_be_packed_as_if_not_multi():
    # "Can be packed as if it is not Multi."
    (node,) = parse_sentence("Can be packed as if it is not Multi.").clauses
    assert node == P.PackAsIfNot((A.CardFilter(qualifiers=("this card",)),), ("Multi",))


def test_scoped_cards_can_be_packed_as_if_not():
    # "..., and your Superstar-specific cards can be packed as if they are not Raw or Smackdown."
    s = parse_sentence("When packing this card, you may pack No Sell Maneuver, and your Superstar-specific cards can "
                       "be packed as if they are not Raw or Smackdown.")
    (node,) = s.clauses[1].effects
    assert node == P.PackAsIfNot((A.CardFilter(kinds=("Card",), traits=("Superstar-specific",)),), ("Raw", "SmackDown"))


def test_vince_mcmahon_can_play_this_card_despite_his_ability():
    """Vinny Mac Attack: 'Vince McMahon can play this card despite his Ability.' (as 'Can be played regardless of
    Vince McMahon's Superstar Ability')"""
    from judgebot.cardtext import parse_text
    from judgebot.cardtext.abilities_ast import RegardlessOfAbility

    (s,) = parse_text("Vince McMahon can play this card despite his Ability.").sentences
    assert s.is_parsed
    (node,) = s.clauses
    assert isinstance(node, RegardlessOfAbility) and node.names == ("Vince McMahon",)


def test_regardless_of_a_card_or_of_your_opponents_effects():
    # "Can be played regardless of Back to Basics." (that card's text does not stop it), "... of your opponent's
    # effects", "... of your opponent's Venue"
    assert only("Can be played regardless of Back to Basics.") == N.RegardlessOf(titled=("Back to Basics",))
    assert only("Can be played regardless of your opponent's effects.") == N.RegardlessOf(player="opponent")
    node = parse_sentence("Cannot be blanked, and can be played regardless of your opponent's Venue.").clauses[-1]
    assert node == N.RegardlessOf(player="opponent", filter=A.CardFilter(kinds=("Venue",)))


def test_start_the_game_regardless_of():
    """"You start the game regardless of Superstar Values or Abilities": a first turn taken over what would give it to
    another player (FirstTurnRegardless, a FirstTurn)."""
    (node,) = effect("You start the game regardless of Superstar Values or Abilities.").effects
    assert node == N.FirstTurnRegardless("you", over=("superstar_value", "ability"))
    assert isinstance(node, N.FirstTurn)
    (node,) = effect("You start the match regardless of your opponent's Superstar Value or Superstar Ability.").effects
    assert node.over == ("superstar_value", "ability")
    (node,) = effect("You start the game, regardless of your opponent's card effects.").effects
    assert node.over == ("card_effects",)


# ---- who the Superstar is for one purpose or for a time (IdentityFor; a classification: Considered with `purpose`)


def test_considered_superstar_name_for_cards():
    # Revolution Kofi Kingston's card: "... you are also considered to be Kofi Kingston for your Superstar-specific cards."
    node = effect("You are also considered to be Kofi Kingston for your Superstar-specific cards.").effects[0]
    assert node == N.IdentityFor("you", names=("Kofi Kingston",), purpose="your Superstar-specific cards")


def test_considered_superstar_name_for_title():
    node = effect("You are considered Mick Foley for Connecting With the WWE Universe.").effects[0]
    assert node == N.IdentityFor("you", names=("Mick Foley",), purpose="Connecting With the WWE Universe")


def test_opponent_counts_as_superstar_for_card():
    node = effect("Your opponent counts as The Rattlesnake for your Owen's Tombstone Piledriver.").effects[0]
    assert node == N.IdentityFor("opponent", names=("The Rattlesnake",), purpose="Owen's Tombstone Piledriver")


def test_also_count_as_superstar_for_cards():
    node = effect("You also count as Bayley for your Title Belts.").effects[0]
    assert isinstance(node, N.IdentityFor) and node.names == ("Bayley",) and node.purpose == "your Title Belt"


def test_considered_superstar_for_rest_of_turn():
    node = effect("You are considered to be Ric Flair for the rest of the turn.").effects[0]
    assert node == N.IdentityFor("you", names=("Ric Flair",), duration="rest_of_turn")


def test_considered_classification_for_purpose_is_considered_with_purpose():
    node = effect("You are considered a Stable for your opponent's The Numbers Game.").effects[0]
    assert node == A.Considered(A.Scope("superstar"), as_kind=A.CardFilter(traits=("Stable",)),
                                purpose="your opponent's The Numbers Game")


def test_opponent_considered_classification_for_card():
    node = effect("He is considered a Legend for A Phoenix Rising.").effects[0]
    assert node == A.Considered(A.Scope("superstar", player="opponent"), as_kind=A.CardFilter(traits=("Legend",)),
                                purpose="A Phoenix Rising")


def test_not_considered_classification_for_purpose():
    node = effect("You are not considered a Legend for your opponent's effects.").effects[0]
    assert isinstance(node, A.Considered) and node.negated and node.purpose == "your opponent's card effects"


def test_you_are_an_extremist():
    # as "You are considered an Extremist."
    s = parse_sentence("When you are a Revolution Superstar: You are an Extremist.")
    assert s.is_parsed
    node = s.clauses[0].effects[0]
    assert node.scope == A.Scope("superstar") and node.as_kind.traits == ("Extremist",)


def test_ability_considered_blank_for_card_effects():
    s = parse_sentence("When you have 10+ lower Fortitude, your Ability is considered blank for your card effects.")
    node = s.clauses[0].effects[0]
    assert type(node).__name__ == "BlankFor" and node.scope == A.Scope("ability", player="you")
    assert node.purpose == "your card effects"


def test_increase_starting_hand_size_by_signed_number():
    # "you may increase your Starting Hand Size by +3": as "by 3"
    node = effect("If you removed at least 3 cards from the game, you may increase your Starting Hand Size by +4.")
    (opt,) = node.effects
    assert isinstance(opt, A.Optional) and opt.effect == A.Modifier(
        (A.StatChange("hand_size", 4),), A.Scope("hand_size", player="you"))
    assert node.condition.kind == "removed_count"


def test_your_ability_is_now_blank():
    s = parse_sentence("During your turn when you do not have cards with 'psychology' in the title in your Ring, you may "
                       "hide this card and your Ability is now blank.")
    assert s.is_parsed
    (blank,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Blank)]
    assert (blank.scope.kind, blank.scope.player) == ("ability", "you")


def test_turn_blank_your_ability_this_turn():
    """"Before your Draw Segment, you may blank your Ability this turn." (as "your Ability is blank this
    turn": Blank of the Ability)"""
    node = effect("Before your Draw Segment, you may blank your Ability this turn.")
    opt = node.effects[0]
    assert isinstance(opt, A.Optional)
    assert opt.effect == A.Blank(A.Scope("ability", player="you"), "this_turn")
    assert node.triggers[0].kind == "before_draw_segment"


def test_when_ability_not_blanked_for_a_time():
    """ "Your Ability is not blanked for the rest of the turn.": AbilityLock for that time only."""
    s = parse_sentence("Your Ability is not blanked for the rest of the turn.")
    assert s.is_parsed
    assert s.clauses == (N.AbilityLock("you", duration="rest_of_turn"),)


def test_subject_storyline_adds_to_your_ability():
    # the Ability text of your Storyline is added to yours, not put in its place (AbilityAdds, not followed)
    n = only("Your Storyline adds to your Ability instead of replacing it.")
    assert n == N.AbilityAdds(A.CardFilter(kinds=("Storyline",)), "you")
    from judgebot.rules import effects as E
    assert N.AbilityAdds in E._NOT_FOLLOWED
