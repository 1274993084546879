"""Printed misprints read as meant (judgebot/cardtext/lexer.py `_shorthand`, ""): each misprinted sentence
reads exactly as the correctly spelt one. Each test names the card that prints the misprint."""
from __future__ import annotations

import pytest

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence

CASES = [
    # Raw Tag Team Title Belts / SmackDown! Tag Team Title Belts: "expect" for "except"
    ("Can only be played if you cannot play any Title Belt expect the Tag Team Title Belts or if this is a Tag Team "
     "format match.",
     "Can only be played if you cannot play any Title Belt except the Tag Team Title Belts or if this is a Tag Team "
     "format match."),
    # Blindside Spinebuster: "th" for "the"
    ("When played from your Ringside pile, remove 1 card with 'spine buster' or 'spinebuster' in th title in your "
     "Ringside pile from the game.",
     "When played from your Ringside pile, remove 1 card with 'spine buster' or 'spinebuster' in the title in your "
     "Ringside pile from the game."),
    # The World Eater Crawl: "forSister" (a space dropped)
    ("Search your Arsenal, Ringside, and cards removed from game forSister Abigail, reveal it, put it in your hand and "
     "shuffle.",
     "Search your Arsenal, Ringside, and cards removed from game for Sister Abigail, reveal it, put it in your hand and "
     "shuffle."),
    # Helluva Kick: "orThrow"
    ("As a maneuver, this card is -10F, and when played after a successfully played 5D+ maneuver orThrow into the "
     "Corner Turnbuckle, cannot be reversed from Arsenal by non-Unique cards.",
     "As a maneuver, this card is -10F, and when played after a successfully played 5D+ maneuver or Throw into the "
     "Corner Turnbuckle, cannot be reversed from Arsenal by non-Unique cards."),
    # The Dashing and The Bizarre: "andElectrifying"
    ("At the end of the Pre-match phase, search your Arsenal for 1 Superstar-specific card andElectrifying, reveal "
     "them, put them in your hand, and shuffle.",
     "At the end of the Pre-match phase, search your Arsenal for 1 Superstar-specific card and Electrifying, reveal "
     "them, put them in your hand, and shuffle."),
    # The International House of Hits: "underWe're a 3 Man Band!"
    ("When this card is in your Ring, once during each of your turns, put up to 1 random card from underWe're a 3 Man "
     "Band! into your hand.",
     "When this card is in your Ring, once during each of your turns, put up to 1 random card from under We're a 3 "
     "Man Band! into your hand."),
    # When We Say 'Uce'...: "Abillity"
    ("When you have greater Fortitude, your maneuvers listed in your Abillity are Multi and ignore 'completely' on "
     "your opponent's reversals and effects to them.",
     "When you have greater Fortitude, your maneuvers listed in your Ability are Multi and ignore 'completely' on "
     "your opponent's reversals and effects to them."),
    # Revolution Extreme Wrestling Skill: "Extrene: Follow-up"
    ("Draw up to 1 card, and when your next card played is an Extrene: Follow-up: ignore the Follow-up and it is +3D.",
     "Draw up to 1 card, and when your next card played is an Extreme: Follow-up: ignore the Follow-up and it is +3D."),
    # Team X-Treme (Throwback): "manevuers"
    ("Once during each of your turns, you may discard 1 High Risk and Ringside Search 2- other non-Hybrid manevuers.",
     "Once during each of your turns, you may discard 1 High Risk and Ringside Search 2- other non-Hybrid maneuvers."),
    # Toughest Woman in Wrestling: "Strikesare"
    ("Your opponent's Strikes do a maximum of 5D and his reversals to your Strikesare +1D.",
     "Your opponent's Strikes do a maximum of 5D and his reversals to your Strikes are +1D."),
    # Armageddon (promo): "-10f", "reverse and Active", "Super-star specific"
    ("As a reversal, this card is -10f, reverse and Active, Unique or Super-star specific card and end your "
     "opponent's turn.",
     "As a reversal, this card is -10F, reverse any Active, Unique or Superstar-specific card and end your "
     "opponent's turn."),
    # Where the Hell is this? (promo): "this ard", "with he word"
    ("When this ard is in your Ring area, during your turn you may put this card into your Ringside pile and put 1 "
     "card with he word 'hell' in the title from your Ringside pile into your hand.",
     "When this card is in your Ring area, during your turn you may put this card into your Ringside pile and put 1 "
     "card with the word 'hell' in the title from your Ringside pile into your hand."),
    # Throw Opponent Out of the Ring: "Roll Out the Ring" (the card Roll Out of the Ring), "can not"
    ("If your next card played this turn is Roll Out the Ring it can not be reversed.",
     "If your next card played this turn is Roll Out of the Ring it cannot be reversed."),
    # Super Masks and Super Capes: a closing quote run into the next word
    ("Your opponent's cards with 'look at your opponent's hand'or 'look at his hand'in the text have blank text.",
     "Your opponent's cards with 'look at your opponent's hand' or 'look at his hand' in the text have blank text."),
    # Why the Hell Are We Here? (promo): "Indianopolis"
    ("When played in Indianopolis, IN at GenCon, you may shuffle 1 card from your Ringside pile into your Arsenal.",
     "When played in Indianapolis, IN at Gen Con, you may shuffle 1 card from your Ringside pile into your Arsenal."),
    # Cheap Pops All Around! (promo): "Columbia, OH at Origins" (Origins is held in Columbus, OH)
    ("When played in Columbia, OH at Origins, you may shuffle 1 card from your Ringside pile into your Arsenal.",
     "When played at Columbus, OH at Origins, you may shuffle 1 card from your Ringside pile into your Arsenal."),
    # Vengeance Classic : "Hell in the Cell Match" for the card Hell in a Cell Match
    ("The card titled Hell in the Cell Match is blanked for the rest of the turn.",
     "The card titled Hell in a Cell Match is blanked for the rest of the turn."),
    # "During your turn." for "During your turn," (the next word is not capitalised)
    ("During your turn. you may hide this card and search your Arsenal for 1 non-Superstar specific card, reveal it, "
     "put it into your hand, and shuffle.",
     "During your turn, you may hide this card and search your Arsenal for 1 non-Superstar specific card, reveal it, "
     "put it into your hand, and shuffle."),
    # V5: Nexus Or Against Us : "this card is your Ringside" ("in" dropped)
    ("When your turn ends and this card is your Ringside, you may discard 2 cards and then put this card in your "
     "Backlash.",
     "When your turn ends and this card is in your Ringside, you may discard 2 cards and then put this card in your "
     "Backlash."),
    # V11: Undisputed Virtual : a quote opening the text, never closed
    ("'Once during your turn, you may discard a Strike or Submission, Promo: 3, and Bury 1- Ringside card.",
     "Once during your turn, you may discard a Strike or Submission, Promo: 3, and Bury 1- Ringside card."),
    # "this is card is" (this card is)
    ("When you are Kane, this is card is -20F and Multi.", "When you are Kane, this card is -20F and Multi."),
    ("As a maneuver, this is card is -30F.", "As a maneuver, this card is -30F."),
    # "is also counts as" (also counts as)
    ("This card is also counts as Roundhouse Kick for your effects.",
     "This card also counts as Roundhouse Kick for your effects."),
    # "'that's'in the title" (the closing quote run into "in")
    ("Can only be played when you have 7 or more cards in your Ring area with the word 'that's'in the title.",
     "Can only be played when you have 7 or more cards in your Ring area with the word 'that's' in the title."),
    # "wen" for "when" (Lou Thesz Press text)
    ("Ignore the 'Strike' text on your Lou Thesz Press, and wen you do not have a Revolution card in your Ring, your "
     "Starting Hand Size is +2.",
     "Ignore the 'Strike' text on your Lou Thesz Press, and when you do not have a Revolution card in your Ring, your "
     "Starting Hand Size is +2."),
    # ...And There Are Losers: a full stop printed for the comma after the half's header
    ("As a reversal. reverse any non-unique maneuver and remove the top card of your Arsenal from the game.",
     "As a reversal, reverse any non-unique maneuver and remove the top card of your Arsenal from the game."),
    # "your may" (you may)
    ("When this card is in your Ringside pile, during your turn your may remove this card from the game and then put "
     "1 Cheater card or 1 Fan Favorite card from your Ringside pile into your hand.",
     "When this card is in your Ringside pile, during your turn you may remove this card from the game and then put "
     "1 Cheater card or 1 Fan Favorite card from your Ringside pile into your hand."),
    # "remove up 4 cards" (up to 4)
    ("When this card is in your Ring area, during your turn you may remove this card from the game and then remove up 4 "
     "cards in your opponent's Ringside pile from the game.",
     "When this card is in your Ring area, during your turn you may remove this card from the game and then remove up "
     "to 4 cards in your opponent's Ringside pile from the game."),
    # the closing quote run into "on"
    ("When this card is in your Ring area, ignore the words 'if your Fortitude Rating is greater than your opponent's "
     "Fortitude Rating'on your card titled Managed by Stephanie McMahon-Helmsley.",
     "When this card is in your Ring area, ignore the words 'if your Fortitude Rating is greater than your opponent's "
     "Fortitude Rating' on your card titled Managed by Stephanie McMahon-Helmsley."),
    # the card WWWF Heavyweight Championship Belt named without "Belt"
    ("When Madison Square Garden, New York City is in your Ring, this card is F: 0, and when you have WWWF Heavyweight "
     "Championship in your Ring your opponent cannot respond to this card.",
     "When Madison Square Garden, New York City is in your Ring, this card is F: 0, and when you have WWWF Heavyweight "
     "Championship Belt in your Ring your opponent cannot respond to this card."),
    # the card Beer, Cards, and More Beer named without its second comma
    ("When this card is in your Ring, your Beer, Cards and More Beer is -15F, and replace 'your Superstar Value' with "
     "'the number of maneuvers in your Ring and cannot be greater than 5' in your Drinking Beer - Raising Hell - Kicking "
     "A%$.",
     "When this card is in your Ring, your Beer, Cards, and More Beer is -15F, and replace 'your Superstar Value' with "
     "'the number of maneuvers in your Ring and cannot be greater than 5' in your Drinking Beer - Raising Hell - Kicking "
     "A%$."),
    # "When this card in your Ringside ..." ("is" dropped)
    ("When this card in your Ringside and your opponent moves a card from your Ring: shuffle this card into your "
     "Arsenal and he puts 1 non-Unique Core from his Ring into his Ringside.",
     "When this card is in your Ringside and your opponent moves a card from your Ring: shuffle this card into your "
     "Arsenal and he puts 1 non-Unique Core from his Ring into his Ringside."),
    # "Coup de GrGce" (the card Coup de Grace)
    ("As a maneuver, when played after a Finn Balor-specific card, cannot be reversed from hand; when Coup de GrGce is "
     "in your Ring, cannot be reversed from Arsenal.",
     "As a maneuver, when played after a Finn Balor-specific card, cannot be reversed from hand; when Coup de Grace is "
     "in your Ring, cannot be reversed from Arsenal."),
    # "ignore completely" (the ignored word printed without its quotes)
    ("As a maneuver, -10F and ignore completely in the text of your opponent's reversals to this card.",
     "As a maneuver, -10F and ignore 'completely' in the text of your opponent's reversals to this card."),
    # Velocity Classic: "Brotha?" for the title "Whatcha Gonna Do, Brother?"
    ("If the card titled Whatcha Gonna Do, Brotha? is in your Ringside pile, this card is -5F.",
     "If the card titled Whatcha Gonna Do, Brother? is in your Ringside pile, this card is -5F."),
    # "put this into" (this card: the Virtual shorthand)
    ("When this card is in your Ringside or RFG, and you unsuccessfully play a card, you may put this into your hand.",
     "When this card is in your Ringside or RFG, and you unsuccessfully play a card, you may put this card into your "
     "hand."),
]


@pytest.mark.parametrize("printed,meant", CASES)
def test_misprint_reads_as_meant(printed, meant):
    got, want = parse_sentence(printed), parse_sentence(meant)
    assert got.is_parsed and want.is_parsed
    assert got.clauses == want.clauses


def nodes(text, cls):
    return [n for n in A.iter_nodes(parse_sentence(text)) if isinstance(n, cls)]


def test_except_the_tag_team_belts_is_an_exclusion():
    """Raw Tag Team Title Belts: "any Title Belt expect the Tag Team Title Belts" excludes the Tag Team belts."""
    text = ("Can only be played if you cannot play any Title Belt expect the Tag Team Title Belts or if this is a Tag "
            "Team format match.")
    assert "Tag Team" in repr(parse_sentence(text).clauses)
    assert "expect" not in repr(parse_sentence(text).clauses)


def test_armageddon_reverses_any_active_unique_or_superstar_specific_card():
    """Armageddon: "this card is -10f, reverse and Active, Unique or Super-star specific card"."""
    text = ("As a reversal, this card is -10f, reverse and Active, Unique or Super-star specific card and end your "
            "opponent's turn.")
    assert "Superstar-specific" in repr(nodes(text, A.ReversalDefinition))


def test_a_real_word_is_left_alone():
    """The run-together split only takes a lower-case "for/or/and/under" glued to a capitalised word: "Ordinary",
    "Andre", "forward" are untouched."""
    from judgebot.cardtext.lexer import _shorthand
    for text in ("Andre the Giant", "Ordinary forward underdog", "a Title Belt, expect nothing"):
        assert _shorthand(text) == text


def test_move_in_for_into_and_plural_marks():
    """"Shuffle up to 6 cards from your Ringside in your Arsenal" (into), "discards the chosen card(s)" (the chosen
    cards), "your opponent(s) must put the top 8 cards of his Arsenal" (your opponent)."""
    text = ("Shuffle up to 6 cards from your Ringside in your Arsenal, draw up to 1 card, and put up to 2 cards from "
            "your Ringside into your hand.")
    (shuffle,) = [n for n in nodes(text, A.MoveCards) if n.shuffle]
    assert shuffle.source == A.Zone("ringside", "you") and shuffle.destination == A.Zone("arsenal", "you")
    (discard,) = nodes("Look at your opponent's hand, choose up to 3 non-hybrid Maneuver cards, and your opponent "
                       "discards the chosen card(s).", A.Discard)
    assert discard.player == "opponent" and discard.filter.qualifiers == ("it",)   # the cards chosen before
    moves = nodes("Put the top 2 cards of your Arsenal into your Ringside pile and your opponent(s) must put the top 8 "
                  "cards of his Arsenal into his Ringside pile.", A.MoveCards)
    assert [m.player for m in moves] == ["you", "opponent"]
    assert moves[1].destination == A.Zone("ringside", "opponent")


def test_pack_semicolon_after_team_condition_is_the_comma():
    """"If played from your hand and if you are an "inactive" player of your team; reverses any maneuver." (a
    semicolon printed for the comma after the leading condition)."""
    printed = 'If played from your hand and if you are an "inactive" player of your team; reverses any maneuver.'
    meant = 'If played from your hand and if you are an "inactive" player of your team, reverse any maneuver.'
    got, want = parse_sentence(printed), parse_sentence(meant)
    assert got.is_parsed and got.clauses == want.clauses
    (rd,) = got.clauses
    assert [c.kind for c in rd.condition.all_of] == ["played_from", "team_role"]


def test_revdef_run_on_sentences_are_split():
    """A stop printed without its space ("-16F.As a reversal"), or a sentence printed without its capital ("Multi card.
    when played"): two sentences."""
    from judgebot.cardtext.lexer import split_sentences
    assert split_sentences("As a maneuver, when you are a Legend this card is -16F.As a reversal, when you are a Legend "
                           "reverse any non-Unique non-maneuver card.") == [
        "As a maneuver, when you are a Legend this card is -16F.",
        "As a reversal, when you are a Legend reverse any non-Unique non-maneuver card."]
    assert split_sentences("As a reversal, this card is F: 0; completely reverse any Activated Card Effect or Multi "
                           "card. when played, put this card on the bottom of your Arsenal instead of any other area.")[1] \
        == "when played, put this card on the bottom of your Arsenal instead of any other area."
    # a title with stops inside stays whole
    assert split_sentences("Reverse the cards titled J.R.Style Slobberknocker.") == [
        "Reverse the cards titled J.R.Style Slobberknocker."]


def test_revrestrict_does_its_normal_damage_misprint():
    """"The menuever does it's normal damage, regardless of overturned Reversal cards." (the possessive "its")."""
    from judgebot.cardtext.lexer import _shorthand
    from judgebot.cardtext.reversals_ast import DamageRegardless
    text = "The menuever does it's normal damage, regardless of overturned Reversal cards."
    assert "does its normal damage" in _shorthand(text)
    assert nodes(text, DamageRegardless)[0].card == A.CardFilter(kinds=("Maneuver",))
    assert _shorthand("it's the end") == "it's the end"



def test_subject_cound_and_opponents_misprints():
    from judgebot.cardtext.lexer import _shorthand
    assert _shorthand("This card does not cound as a 'Shoot' card") == "This card does not count as a 'Shoot' card"
    assert _shorthand("and your opponents non-F: 0 cards are +2F") == "and your opponent's non-F: 0 cards are +2F"


# ---- "respond to it it" (a word printed twice); "Titus O'Neal" (Titus O'Neil)


def test_whenplayed_respond_to_it_it():
    s = parse_sentence("When successfully played and your next card played is The Straps Are Down, he cannot respond to "
                       "it it.")
    assert s.is_parsed
    (r,) = s.clauses[0].effects
    assert r.kind == "cannot_respond" and r.applies_to.kind == "it"


def test_whenplayed_titus_oneal():
    s = parse_sentence("When played by Titus O'Neal, this card is -6F and when successfully played, draw up to 3 cards.")
    assert s.is_parsed
    assert s.clauses[0].condition.names == ("Titus O'Neil",)


def test_pack_misspelt_names_and_one_of():
    """"Santion Marella" (Santino Marella), "Triple-H specific" (Triple H-specific), "to blank on of his revealed
    ... cards" (one of)."""
    (ab,) = parse_sentence("Pack this card: you may pack up to 4 Santion Marella antics and/or maneuvers in your "
                           "Arsenal.").clauses
    (perm,) = ab.effects
    assert perm.up_to == 4 and perm.zone == "arsenal" and perm.allows[0].logos == ("Santino Marella",)
    text = "Your Pre-match Capacity is +2, and your Fortitude is +2 for each Triple-H specific card in your Ring."
    assert "Triple H-specific" in repr(parse_sentence(text).clauses)
    text = ("At the end of the Pre-match phase, when your opponent is a Male superstar, you may hide this card to blank "
            "on of his revealed non-Enforcer Backstage cards.")
    assert parse_sentence(text).clauses == parse_sentence(text.replace(" on of ", " one of ")).clauses
    assert parse_sentence(text).is_parsed


def test_subject_a_stop_with_no_space_after_it_ends_the_sentence():
    from judgebot.cardtext.lexer import split_sentences
    text = "All your cards played from your hand are +1D.Your Arsenal may not contain any Action cards."
    pieces = split_sentences(text)
    assert pieces == ["All your cards played from your hand are +1D.", "Your Arsenal may not contain any Action cards."]
    assert parse_sentence(pieces[0]).is_parsed       # "+1D." read on its own (the second is not read yet)
    assert split_sentences("Draw 1 card.When you do, discard 1 card.") == ["Draw 1 card.", "When you do, discard 1 card."]


def test_whenthis_wwwf_title_and_beer_title():
    text = ("When Madison Square Garden, New York City is in your Ring, this card is F: 0, and when you have WWWF "
            "Heavyweight Championship in your Ring your opponent cannot respond to this card.")
    assert "'WWWF Heavyweight Championship Belt'" in repr(parse_sentence(text).clauses)
    text = "When this card is in your Ring, your Beer, Cards and More Beer is -15F."
    assert "'Beer, Cards, and More Beer'" in repr(parse_sentence(text).clauses)


def test_move_its_showtime_read_as_the_card():
    """ "When you would overturn cards for Its Showtime!" (the card It's Showtime!, printed without its apostrophe)."""
    s = parse_sentence("When you would overturn cards for Its Showtime!, put them into your hand.")
    assert s.is_parsed
    (ab,) = s.clauses
    (trigger,) = ab.triggers
    assert trigger.kind == "when_would" and trigger.cause == "It's Showtime!"
    assert isinstance(trigger.event, A.Overturn) and trigger.event.player == "you"
    (move,) = ab.effects
    assert isinstance(move, A.MoveCards) and move.destination == A.Zone("hand", "you")


def test_reverse_misspelt_title_flurry_of_finishers():
    assert "Flurry of Finishers" in repr(parse_sentence("When not played with Flurry of Finshers, cannot be reversed "
                                                        "from Arsenal.").clauses)


def test_reversal_ignore_completely_printed_without_quotes():
    """"ignore completely on your opponent's reversals" (the ignored word printed without its quotes)."""
    from judgebot.cardtext.continuous_ast import IgnoreOnResponses
    text = "As a maneuver, -10F and ignore completely in the text of your opponent's reversals to this card."
    s = parse_sentence(text)
    assert s.is_parsed
    ignore = s.clauses[0].effects[0].effects[1]
    assert isinstance(ignore, IgnoreOnResponses) and ignore.what == "completely"
    assert ignore.on.owner == "opponent" and ignore.to.kind == "this"


def test_subject_title_misprints_and_ellipsis():
    # Velocity Classic: "your opponents' Fortitude Rating" (one opponent)
    got = parse_sentence("Can only be played if your opponents' Fortitude Rating is at least 10F greater than your "
                         "Fortitude Rating.")
    assert got.is_parsed and got.clauses[0].condition.player == "opponent"
    # V14: War Games Virtual: the title "Tick Tock…" written with three full stops
    (r,) = parse_sentence("Can only be played when Tick Tock... is in your Ring.").clauses
    assert r.kind == "only_when" and r.condition.filter.titled == ("Tick Tock\u2026",)


def test_turn11_word_printed_twice_or_dropped():
    """"when you have have fewer cards in hand" (printed twice); "reveal it to him, put into your hand" ("it" dropped)."""
    (ac,) = parse_sentence("Once during each of your turns, you may overturn 3 cards (when you have have fewer cards in "
                           "hand, 2 cards): draw 1 card.").clauses
    when = ac.cost[0].effect
    assert when.condition.stat == "hand_size" and when.alternative.quantity.count == 2
    s = parse_sentence("Once during each of your turns you may allow your opponent to shuffle 1 card from his Ringside "
                       "pile into his Arsenal and draw 1 card; if you do, you may search your Arsenal for 1 Face card, "
                       "1 Heel card, or 1 Chain card, reveal it to him, put into your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    assert "MoveCards" in repr(s.clauses) and "Zone(name='hand', owner='you'" in repr(s.clauses)


def test_subject11_all_players_possessive_apostrophe_dropped():
    # "All players Ref Takes a Bump are blank." (All players': every player's copies of that card)
    (ab,) = parse_sentence("All players Ref Takes a Bump are blank.").clauses
    (blank,) = ab.effects
    assert isinstance(blank, A.Blank)
    assert blank.scope.player == "any" and blank.scope.filter.titled == ("Ref Takes a Bump",)


def test_subject11_title_with_colon_not_read_as_superstar():
    # "Your Eve: Dirty Dancer ..." is the card Eve: Dirty Dancer, not the Superstar Eve
    (ab,) = parse_sentence("Your Eve: Dirty Dancer is not Fan Favorite.").clauses
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.negated
    assert c.scope.filter.titled == ("Eve: Dirty Dancer",) and c.as_kind.traits == ("Fan Favorite",)


def test_subject11_titled_list_title_without_its_bang():
    # "Your cards titled Trailer Park Trash and ...": the card Trailer Park Trash! printed without its "!"
    (ab,) = parse_sentence("Your cards titled Trailer Park Trash and Kissing Up to the Stinkin' Fans are not Heel "
                           "cards.").clauses
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.negated and c.as_kind.traits == ("Heel",)
    assert c.scope.filter.titled == ("Trailer Park Trash!", "Kissing Up to the Stinkin' Fans")


def test_subject11_bullet_and_smackdown_bang_in_a_list():
    # "• Hand Size: +6" (a bullet before the keyword line); "Name Face, Heel, Raw, SmackDown!, Chain, ..." (the
    # logo's "!" before a comma does not end the sentence)
    (m,) = parse_sentence("• Hand Size: +6").clauses
    assert isinstance(m, A.Modifier) and m.scope.kind == "hand_size" and m.changes == (A.StatChange("hand_size", 6),)
    (ab,) = parse_sentence("Name Face, Heel, Raw, SmackDown!, Chain, Heat, Throwback, or Volley.").clauses
    (name,) = ab.effects
    assert name.options == ("Face", "Heel", "Raw", "SmackDown", "Chain", "Heat", "Throwback", "Volley")


def test_turn11_title_without_its_stops():
    """"when the next card played this turn is We Are EVIL!" (the card We Are... EVIL!)."""
    s = parse_sentence("You may hide this card and when the next card played this turn is We Are EVIL!, your opponent "
                       "cannot respond to it.")
    assert s.is_parsed and "We Are... EVIL!" in repr(s.clauses)


def test_whenthis11_opponents_turn_when_plays_he_dropped():
    # "during your opponent's turn when plays a non-maneuver card": "he" dropped
    s = parse_sentence("When this card is in your Ring, during your opponent's turn when plays a non-maneuver card, he "
                       "overturns 1 card.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["while_in_ring", "during_opponent_turn", "when_player_plays"]
    plays = ab.triggers[2]
    assert plays.by == "opponent" and plays.filter.excludes == ("Maneuver",)
    (eff,) = ab.effects
    assert isinstance(eff, A.Overturn) and eff.player == "opponent" and eff.quantity.count == 1


def test_subject11_misprinted_titles_read_as_the_cards():
    # "the card titled I Aims ta be Startin' Sump'tin" (the card ... Sump'tin', its closing apostrophe left out)
    (m,) = parse_sentence("This card is -9F when the card titled I Aims ta be Startin' Sump'tin is in your Ring "
                          "area.").clauses
    assert isinstance(m, A.Modifier) and m.scope.kind == "this" and m.changes == (A.StatChange("F", -9),)
    assert m.condition.kind == "card_in_zone" and m.condition.filter.titled == ("I Aims ta be Startin' Sump'tin'",)
    # "Big Slide in the Ring" (the card Big Slide Into the Ring)
    (ab,) = parse_sentence("Your Unique cards count as Roll Out of the Ring and Big Slide in the Ring for your "
                           "Edge-specific card effects.").clauses
    (c,) = ab.effects
    assert isinstance(c, A.Considered) and c.as_kind.titled == ("Roll Out of the Ring", "Big Slide Into the Ring")
    assert c.scope.filter.traits == ("Unique",) and c.purpose


def test_a_misprinted_title_with_a_bang_inside_does_not_end_the_sentence():
    from judgebot.cardtext.lexer import split_sentences

    # V5: Nexus Or Against Us prints the card Backed by Smackdown GM Vickie Guerrero as "Backed by SmackDown! GM ..."
    text = ("Your Backed by SmackDown! GM Vickie Guerrero and Smackdown maneuvers can be packed even when you are "
            "packing Raw or BASH cards. Cannot be blanked.")
    assert split_sentences(text) == [text[:text.index(" Cannot")], "Cannot be blanked."]
    # the Enforcer Mankind / Cactus Jack, or ... Dude Love?, printed with a comma or without the spaces
    text = ("When you reveal the Mankind/Cactus Jack, or... Dude Love? Enforcer card, reveal 1 additional Enforcer "
            "card.")
    assert split_sentences(text) == [text]
    s = parse_sentence("You may reveal the Mankind, Cactus Jack, or ... Dude Love? Enforcer from your Backstage area "
                       "and choose 1 Enforcer.")
    assert s.is_parsed and "'Mankind / Cactus Jack, or ... Dude Love?'" in repr(s.clauses)


def test_a_title_printed_without_its_closing_bang_outranks_a_shorter_title():
    from judgebot.cardtext.lexer import split_sentences

    # "cards titled Table! Table! Table, Ladder in the Ring": the card Table! Table! Table!, not the card Table
    text = ("Once during each of your turns, you may overturn 1 card and then put 1 card titled Table! Table! Table, "
            "Ladder in the Ring, or Chair Shot from your Ringside pile into your hand.")
    assert split_sentences(text) == [text]
    s = parse_sentence(text)
    assert s.is_parsed
    assert "titled=('Table! Table! Table!', 'Ladder in the Ring', 'Chair Shot')" in repr(s.clauses)


def test_revrestrict13_misprints_read_as_meant():
    # "The Coach Says, 'Today's the Day'" (its "!" left out): the card
    s = parse_sentence("Cannot be reversed from Backlash deck or by The Coach Says, 'Today's the Day'.")
    assert s.is_parsed
    titled = [n.by.titled for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction) and n.by]
    assert titled == [("The Coach Says, 'Today's the Day!'",)]
    # "the card titled The Show Must Go On in your Ring area" ("is" dropped)
    (rr,) = parse_sentence("Cannot be reversed when the card titled The Show Must Go On in your Ring area.").clauses
    assert rr.condition.kind == "card_in_zone" and rr.condition.filter.titled == ("The Show Must Go On",)
    # "when you Fortitude Rating is 3-" (your)
    s = parse_sentence("Your non-Throwback Japanese Arm Drag is -6F and High Risk; when you Fortitude Rating is 3-, "
                       "it is considered Unique and cannot be reversed from Backlash.")
    assert s.is_parsed
    assert any(isinstance(n, A.Condition) and n.stat == "fortitude_rating" and n.amount == 3
               for n in A.iter_nodes(s.clauses))
    # "without reversed in the text" (the word without its quotes)
    (m,) = parse_sentence("Your non-Multi Strikes without reversed in the text are -2F and +1D.").clauses
    assert m.scope.filter.kinds == ("Strike",) and m.scope.filter.qualifiers == ("no 'reversed' in the text",)
    # "Elbow to the Face, Revolution of the Mind, or Sidewalk Slam" (the card A Revolution of the Mind)
    s = parse_sentence("Cannot be reversed by Elbow to the Face, Revolution of the Mind, or Sidewalk Slam.")
    titles = [t for n in A.iter_nodes(s.clauses) if isinstance(n, A.CardFilter) for t in n.titled]
    assert "A Revolution of the Mind" in titles


def test_move13_equal_to_the_half_the_number_misprint():
    """"where # is equal to the half the number of your cards removed from the game" (a stray "the"): as "equal to half
    the number of ..." (NXT Takeover: Brooklyn's text)."""
    printed = parse_sentence("Remove up to # cards in your opponent's Ringside from the game, where # is equal to the "
                             "half the number of your cards removed from the game (rounded down).")
    meant = parse_sentence("Remove up to # cards in your opponent's Ringside from the game, where # is equal to half "
                           "the number of your cards removed from the game (rounded down).")
    assert printed.is_parsed and printed.clauses == meant.clauses


def test_whenplayed13_comma_after_if_it_is_successful_not_printed():
    # "and if it is successful you may Promo: 2" (the comma after the leading condition not printed)
    s = parse_sentence("When you play a maneuver from under another card, it is -2F and +2D, and if it is successful "
                       "you may Promo: 2.")
    assert s.is_parsed
    assert s.text.endswith("if it is successful you may Promo: 2.")
