"""One-shot actions read into the action nodes (grammar/effects.lark): draw, discard, search,
put/move, shuffle, look, reveal, remove from the game, choose, return, name.

Real card sentences; each test checks what moves, from where to where, which cards and whose
action it is (FAQ Glossary "Search", "Discard", "Draw", "Shuffle", "Ringside pile").
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence


def effects(sentence: str) -> tuple:
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    (node,) = s.clauses
    assert isinstance(node, A.Ability), node
    return node.effects


def nodes(sentence: str, kind):
    """The nodes of type `kind` in a sentence that must parse."""
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, kind)]


def one(sentence: str):
    (eff,) = effects(sentence)
    return eff


# ---- lists of counted cards ("and" between two counted descriptions is not a clause separator)


def test_search_for_two_counted_descriptions():
    # Viva La Raza! Low Rider
    search = one("Search your Arsenal for 1 Foreign Object card and 1 Grapple maneuver, reveal them to your "
                 "opponent, put them under this card, and shuffle your Arsenal.")
    assert isinstance(search, A.Search)
    assert search.cards.quantity.count == 1 and "Foreign Object" in search.cards.filter.traits
    (grapple,) = search.also
    assert grapple.quantity.count == 1 and grapple.filter.kinds == ("Grapple",)
    assert search.reveal and search.shuffle and search.destination.name == "under_card"


def test_search_for_three_with_commas():
    # Making The Game
    search = effects("Search your Arsenal for 1 Action card, 1 Maneuver card, and 1 Reversal card, reveal them to "
                     "your opponent, put them into your hand, shuffle your Arsenal, and end your turn.")[0]
    seq = search if isinstance(search, A.Search) else search.effects[0]
    assert isinstance(seq, A.Search)
    kinds = [seq.cards.filter.kinds[0]] + [c.filter.kinds[0] for c in seq.also]
    assert kinds == ["Action", "Maneuver", "Reversal"]
    assert seq.destination.name == "hand"


def test_opponent_discards_a_list():
    # La Mistica: both discards are the opponent's
    seq = one("Your opponent discards 3 cards and 3 random Backlash cards.")
    assert isinstance(seq, A.Sequence)
    first, second = seq.effects
    assert isinstance(first, A.Discard) and isinstance(second, A.Discard)
    assert first.player == second.player == "opponent"
    assert first.quantity.count == 3 and not first.quantity.random
    assert second.quantity.count == 3 and second.quantity.random


def test_randomly_discards_from_two_zones():
    # Say Your Prayers and Eat Your Vitamins
    seq = one("Your opponent randomly discards 2 cards from his hand and 1 card from his Backlash deck.")
    hand, backlash = seq.effects
    assert (hand.player, hand.quantity.count, hand.quantity.random, hand.zone.name) == ("opponent", 2, True, "hand")
    assert (backlash.quantity.count, backlash.zone.name, backlash.zone.owner) == (1, "backlash", "opponent")


def test_choose_a_list_in_his_hand():
    # Cripple Opponent
    look, optional = one("Look at your opponent's hand, you may choose 1 Maneuver card and 1 Action card, "
                         "and your opponent discards the chosen cards.").effects
    assert isinstance(look, A.LookAt) and look.zone.owner == "opponent"
    assert isinstance(optional, A.Optional)
    # the "may" covers the discard too: he discards only the cards you chose
    choices, discard = optional.effect.effects
    chosen = choices.effects
    assert [type(c) for c in chosen] == [A.Choose, A.Choose]
    assert chosen[1].cards.filter.kinds == ("Action",)
    assert isinstance(discard, A.Discard) and discard.player == "opponent"


def test_put_a_list_from_three_zones():
    # Revolution H-B-K
    seq = one("Put 1 card from your hand, up to 1 card from your Ringside, and up to 1 other card from your Ring "
              "on the bottom of your Arsenal.")
    moves = seq.effects
    assert [m.source.name for m in moves] == ["hand", "ringside", "ring"]
    assert all(m.destination.name == "arsenal" and m.destination.position == "bottom" for m in moves)
    assert moves[1].cards.quantity.up_to and "other" in moves[2].cards.filter.qualifiers


def test_list_in_one_zone_named_last():
    # I'm the King of the World: "in your opponent's Ring area" is where all three are
    seq = one("Put up to 1 Maneuver card, up to 1 Action card, and up to 1 Reversal card in your opponent's Ring "
              "area into his Ringside pile.")
    assert [m.source.owner for m in seq.effects] == ["opponent"] * 3
    assert [m.destination.name for m in seq.effects] == ["ringside"] * 3


def test_opponent_puts_a_list():
    # a list keeps the acting player on every move (the shape of Revolution Hammerlock's put, said of him)
    seq = one("Your opponent puts up to 1 Action card and up to 1 Reversal card from his Ringside pile into his hand.")
    assert [m.player for m in seq.effects] == ["opponent", "opponent"]


def test_title_list_is_not_folded_after_a_comma():
    # "As a maneuver, the card titled X must be played ..." keeps its comma
    s = parse_sentence("As a maneuver, the card titled Jockeying for Position must be played before playing this card.")
    assert s.is_parsed


# ---- counts named by an earlier step ("that many", "the same number of cards +1")


def test_put_that_many():
    # The Switch
    seq = one("Discard up to 6 cards and then put that many cards from your Ringside pile into your hand.")
    discard, move = seq.effects
    assert isinstance(discard, A.Discard) and discard.quantity.count == 6 and discard.quantity.up_to
    assert isinstance(move, A.MoveCards) and move.cards.quantity.equal_to == "that many"
    assert move.cards.quantity.count is None
    assert (move.source.name, move.destination.name) == ("ringside", "hand")


def test_opponent_discards_the_same_number_plus_three():
    # You're Gonna Pay! (Throwback)
    seq = one("Discard any number of cards from your Backlash deck and then your opponent discards the same number "
              "of cards +3 from his Backlash deck.")
    mine, his = seq.effects
    assert mine.quantity.any_number and mine.zone.name == "backlash"
    assert his.player == "opponent" and his.quantity.equal_to == "the same number +3"
    assert his.zone == A.Zone("backlash", "opponent")


def test_up_to_double_that_number_as_the_effect_of_a_cost():
    # Revolution Mysterio's Resilience
    s = parse_sentence("Discard any number of cards: shuffle up to double that number of cards from your Ringside "
                       "pile into your Arsenal.")
    (ace,) = s.clauses
    assert isinstance(ace, A.ActivatedEffect)
    (cost,), (shuffle,) = ace.cost, ace.effects
    assert isinstance(cost, A.Discard) and cost.quantity.any_number
    assert shuffle.shuffle and shuffle.cards.quantity == A.Quantity(up_to=True, equal_to="double that many")


def test_draw_the_same_number_plus_one():
    # Revolution The Swiss Superman
    s = parse_sentence("Put up to 3 cards from your hand on the bottom of your Arsenal: draw the same number of "
                       "cards +1.")
    (ace,) = s.clauses
    (draw,) = ace.effects
    assert isinstance(draw, A.Draw) and draw.quantity.equal_to == "the same number +1"


# ---- a search followed by "and <verb>"; the rest put where the clause before says


def test_search_and_reveal():
    # Do You Like Pie?
    search = one("Search your Arsenal for up to 3 cards and reveal them to your opponent.")
    assert isinstance(search, A.Search) and search.reveal
    assert search.cards.quantity == A.Quantity(count=3, up_to=True) and search.destination is None


def test_search_his_arsenal_and_remove_them():
    # Distracted by Sharmell
    search, remove = one("Search your opponent's Arsenal for 5 cards and remove them from the game.").effects
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "opponent"),)
    assert search.cards.quantity.count == 5
    assert isinstance(remove, A.RemoveFromGame) and "it" in remove.cards.filter.qualifiers


def test_and_the_rest_into_ringside():
    # Do You Like Pie?
    first, rest = one("Put that card into your hand, and the rest into your Ringside pile.").effects
    assert first.destination == A.Zone("hand", "you")
    assert rest.cards.quantity.all and "the rest" in rest.cards.filter.qualifiers
    assert rest.destination == A.Zone("ringside", "you")


def test_search_and_put_it_keeps_the_destination():
    # "... and put it into your hand" folds into the search
    search = one("Search your Arsenal for 1 card and put it into your hand.")
    assert isinstance(search, A.Search) and search.destination == A.Zone("hand", "you")


# ---- naming ("Name a card", "name a number 5 or less", "names Strike, Grapple, or Submission")


def test_name_a_card_then_choose_the_card_you_named():
    # Cole Calls It Right!
    name, look, choose, discard = one("Name a card, look at your opponent's hand, choose 1 card you named, and "
                                      "your opponent discards the chosen card.").effects
    assert isinstance(name, A.Name) and (name.player, name.kind) == ("you", "card")
    assert isinstance(look, A.LookAt) and look.zone == A.Zone("hand", "opponent")
    assert isinstance(choose, A.Choose) and "named" in choose.cards.filter.qualifiers
    assert isinstance(discard, A.Discard) and discard.player == "opponent"


def test_opponent_names_a_maneuver_type():
    # You Feeling Lucky? (Throwback)
    name = one("Your opponent names Strike, Grapple, or Submission.")
    assert name == A.Name("opponent", "type", options=("Strike", "Grapple", "Submission"))


def test_name_a_number_at_most():
    # Precision Kick
    s = parse_sentence("When played, name a number 5 or less.")
    (ability,) = s.clauses
    assert ability.triggers[0].kind == "when_played"
    assert ability.effects == (A.Name("you", "number", at_most=5),)


def test_name_one_of_three_numbers():
    # Mean Streets of Greenwich, CT
    assert one("Name 1, 2, or 3.") == A.Name("you", "number", options=("1", "2", "3"))


def test_name_a_card_in_his_ring():
    # Bra and Panties Match
    s = parse_sentence("At the end of the Pre-match Phase, name one Stipulation card in your opponent's Ring Area.")
    (name,) = s.clauses[0].effects
    assert name.kind == "card" and name.filter.kinds == ("Stipulation",)
    assert name.zone == A.Zone("ring", "opponent")


def test_a_card_you_may_is_not_a_named_card():
    # "a Reversal card you may draw" keeps "you" for the next clause: the card is not "cards you drew"
    s = parse_sentence("When this card is in your Ring area, when you play a Reversal card you may draw 1 card and "
                       "then discard 1 card.")
    ability = s.clauses[0]
    assert [t.kind for t in ability.triggers] == ["while_in_ring", "when_player_plays"]
    played = ability.triggers[1].filter
    assert played.kinds == ("Reversal",) and played.qualifiers == ()
    (opt,) = ability.effects
    assert isinstance(opt, A.Optional) and opt.player == "you"      # the "may" covers both steps
    draw, discard = opt.effect.effects
    assert draw.player == "you" and draw.quantity.count == 1
    assert isinstance(discard, A.Discard) and discard.player == "you"


def test_show_it_is_reveal():
    # Unforgiven
    search = one("Search your Arsenal for a Trademark Finisher, show it to your opponent, place it in your hand, "
                 "and shuffle your Arsenal.")
    assert isinstance(search, A.Search) and search.reveal and search.shuffle
    assert search.destination == A.Zone("hand", "you")


# ---- allowing, skipping, "any 2", elided puts, "back in any order", "equal (up) to" after the zone


def test_allow_your_opponent_to_draw():
    # Shane O' Mac or Stephanie?: the draw is his, the choice yours
    s = parse_sentence("During your turn, you may allow your opponent to draw 2 cards.")
    (opt,) = s.clauses[0].effects
    assert isinstance(opt, A.Optional) and opt.player == "you"
    assert opt.effect == A.Draw("opponent", A.Quantity(count=2))


def test_he_may_allow_you_to_shuffle():
    # Rising Through Flames: the shuffle stays yours though "he" allows it
    s = parse_sentence("When your non-Revolution non-action hybrid maneuver is unsuccessful, he may allow you to "
                       "shuffle 1 of your reversals removed from the game into your Arsenal.")
    (opt,) = s.clauses[0].effects
    assert opt.player == "opponent"
    assert isinstance(opt.effect, A.MoveCards) and opt.effect.player == "you" and opt.effect.shuffle


def test_choose_to_put_is_may_put():
    # Kick Out! (its first clause)
    s = parse_sentence("When this card is in your Ring area, you may choose to put it into your Ringside pile.")
    (opt,) = s.clauses[0].effects
    assert isinstance(opt, A.Optional) and opt.effect.destination == A.Zone("ringside", "you")


def test_skip_your_draw_segment_as_a_cost():
    # Revolution Angle Lock
    s = parse_sentence("When this card is in your Ring or Ringside, you may skip your Draw Segment: put this card "
                       "into your Backlash.")
    (ace,) = s.clauses
    assert isinstance(ace, A.ActivatedEffect)
    (cost,) = ace.cost
    assert cost == A.Optional(A.SkipDrawSegment("you"), "you")
    (move,) = ace.effects
    assert move.this_card and move.destination == A.Zone("backlash", "you")


def test_shuffle_any_two_back():
    # Recovery
    move = one("Shuffle any 2 cards from your Ringside pile back into your Arsenal.")
    assert move.shuffle and move.cards.quantity == A.Quantity(count=2)
    assert (move.source.name, move.destination.name) == ("ringside", "arsenal")


def test_second_group_with_the_verb_understood():
    # Revolution Architect of Innovative Offense
    s = parse_sentence("When your logo is on Revolution Incredible High Flyers: put up to 2 cards from your Ringside "
                       "into your hand and up to 2 cards from your Ringside on the bottom of your Arsenal.")
    (node,) = s.clauses
    effects = node.effects
    seq = effects[0] if len(effects) == 1 else None
    assert isinstance(seq, A.Sequence)
    hand, bottom = seq.effects
    assert hand.destination == A.Zone("hand", "you") and hand.cards.quantity == A.Quantity(count=2, up_to=True)
    assert bottom.destination == A.Zone("arsenal", "you", "bottom") and bottom.source.name == "ringside"


def test_put_them_back_in_any_order():
    # Hmmmm... Don't Think Too Hard (Throwback)
    look, back = one("Look at the top 8 cards of your Arsenal and then put them back in any order.").effects
    assert isinstance(look, A.LookAt) and look.quantity.count == 8
    assert back.destination == A.Zone("arsenal", "any", "top")


def test_put_equal_to_after_the_destination():
    # And If You're Not Down With That...
    move = one("Put cards from your Ringside on the bottom of your Arsenal equal to the number of maneuvers in your "
               "Ring.")
    assert move.cards.quantity.equal_to and "Maneuver" in move.cards.quantity.equal_to
    assert not move.cards.quantity.up_to
    assert (move.source.name, move.destination.position) == ("ringside", "bottom")


def test_shuffle_up_to_the_number_after_the_destination():
    # Warrior's Running Clothesline
    move = one("Shuffle cards from your Ringside into your Arsenal up to the number of maneuvers in your Ring.")
    assert move.shuffle and move.cards.quantity.up_to and "Maneuver" in move.cards.quantity.equal_to


def test_cards_with_different_titles():
    # I'm Giving You a Chance
    search = one("Search your Arsenal for 2 cards with different titles and reveal them to your opponent.")
    assert search.cards.quantity.count == 2 and "different titles" in search.cards.filter.qualifiers


def test_from_any_area():
    # Embrace the Hate
    s = parse_sentence("During your turn, you may put this card from any area into your Ring.")
    (opt,) = s.clauses[0].effects
    assert opt.effect.this_card and opt.effect.source == A.Zone("any", "you")
    assert opt.effect.destination == A.Zone("ring", "you")


# ---- a verb with no subject of its own is the previous subject's ("he discards 2 cards and overturns 2")


def test_opponent_discards_and_overturns():
    # Double Digits: both are the opponent's (was read as your overturn)
    discard, overturn = one("Your opponent discards 2 cards and overturns 2 cards.").effects
    assert (discard.player, overturn.player) == ("opponent", "opponent")
    assert isinstance(overturn, A.Overturn) and overturn.quantity.count == 2


def test_you_choose_he_shuffles_and_draws():
    # Trash Talkin' Interview (Throwback): "choose" is yours, "shuffles ... and draws" his
    effects = one("Then look at his hand, choose 1 card, he shuffles the chosen card into his Arsenal, and draws "
                  "1 card.").effects
    look, choose, shuffle, draw = effects
    assert (look.player, choose.player) == ("you", "you")
    assert shuffle.player == "opponent" and shuffle.shuffle
    assert draw == A.Draw("opponent", A.Quantity(count=1))


def test_draw_then_your_opponent_discards_and_overturns():
    # "Draw 1 card" stays yours
    draw, discard, overturn = one("Draw 1 card and then your opponent discards 1 card and overturns 2 cards.").effects
    assert draw.player == "you" and discard.player == "opponent" and overturn.player == "opponent"


# ---- whole hands and decks, under a titled card


def test_all_players_discard_their_hands():
    # Hellfire and Brimstone
    discard, overturn = one("All players discard their hands and your opponent overturns 5 cards.").effects
    assert discard.player == "both" and discard.quantity.all and discard.zone.name == "hand"
    assert overturn.player == "opponent"


def test_opponent_discards_his_backlash():
    # Revolution Powerbomb
    discard = one("Your opponent discards his Backlash.")
    assert discard == A.Discard("opponent", A.Quantity(all=True), A.CardFilter(), zone=A.Zone("backlash", "opponent"))


def test_opponent_puts_his_hand_on_the_bottom_and_draws():
    # Revolution We're Here
    move, draw = one("Your opponent puts his hand on the bottom of his Arsenal and draws the same number of "
                     "cards.").effects
    assert move.player == "opponent" and move.source == A.Zone("hand", "opponent") and move.cards.quantity.all
    assert move.destination == A.Zone("arsenal", "opponent", "bottom")
    assert draw.player == "opponent" and draw.quantity.equal_to == "the same number"


def test_put_under_a_titled_card():
    # Santino's Hip Toss
    s = parse_sentence("You may put 1 card from your Ringside under Santino's Casa.")
    (opt,) = s.clauses[0].effects
    assert opt.effect.source.name == "ringside"
    assert opt.effect.destination == A.Zone("under_card", "you", card="Santino's Casa")


def test_put_two_groups_under_a_titled_card():
    # Experience a Bit of Foreign Culture
    draw, seq = one("Draw up to 3 cards, and put up to 2 cards from hand and up to 1 card from Ringside under "
                    "Wrestling in Sports Equipment.").effects
    assert [m.source.name for m in seq.effects] == ["hand", "ringside"]
    assert {m.destination.card for m in seq.effects} == {"Wrestling in Sports Equipment"}


def test_cards_from_under_a_titled_card():
    # The DiBiase Posse
    s = parse_sentence("During your turn you may hide this card, put any number of cards under The DiBiase Trust "
                       "Fund into your Ringside, draw up to 2 cards.")
    move = s.clauses[0].effects[0].effects[1]
    assert move.source == A.Zone("under_card", "you", card="The DiBiase Trust Fund")
    assert move.destination == A.Zone("ringside", "you") and move.cards.quantity.any_number


# ---- "in order to", Backlash deck cards, the ends of the Arsenal


def test_in_order_to_is_a_price_on_every_such_play():
    # Indian Strap Match: a price any player pays each time he plays a non-Set-up Action card (A.PlayPrice), not an
    # Activated Card Effect that plays one
    s = parse_sentence("Any player discards 1 card in order to play a non-Set-up Action card.")
    (price,) = s.clauses
    assert isinstance(price, A.PlayPrice) and price.player == "any"
    (cost,) = price.cost
    assert isinstance(cost, A.Discard) and cost.player == "any" and cost.quantity.count == 1
    assert price.cards.filter.kinds == ("Action",) and price.cards.filter.excludes == ("Set-up",)


def test_a_price_on_playing_while_in_the_ring():
    # Arm Breaker: "When this card is in your Ring area, your opponent must discard 1 card in order to play an
    # Action card" -- while the card is in your Ring, each Action card he plays costs a discard
    s = parse_sentence("When this card is in your Ring area, your opponent must discard 1 card in order to play an "
                       "Action card.")
    (ab,) = s.clauses
    assert isinstance(ab, A.Ability) and [t.kind for t in ab.triggers] == ["while_in_ring"]
    (price,) = ab.effects
    assert isinstance(price, A.PlayPrice) and price.player == "opponent"
    assert isinstance(price.cost[0], A.Discard) and price.cost[0].quantity.count == 1
    assert price.cards.filter.kinds == ("Action",)


def test_a_price_you_pay_to_play_a_kind():
    # What a Maneuver!: "You must discard 2 cards to play a Trademark Finisher" -- each time, not once
    s = parse_sentence("You must discard 2 cards to play a Trademark Finisher.")
    (price,) = s.clauses
    assert isinstance(price, A.PlayPrice) and price.player == "you"
    assert isinstance(price.cost[0], A.Discard) and price.cost[0].quantity.count == 2
    assert price.cards.filter.kinds == ("Trademark Finisher",)


def test_paying_to_play_this_card_stays_an_activated_effect():
    # "You may overturn 2 cards and discard 2 cards to play this card from Ringside": a permission for this card,
    # paid once -- not a price on playing
    s = parse_sentence("You may overturn 2 cards and discard 2 cards to play this card from Ringside.")
    (ace,) = s.clauses
    assert isinstance(ace, A.ActivatedEffect)
    (play,) = ace.effects
    assert isinstance(play, A.Play) and play.this_card


def test_backlash_deck_card():
    # Shining Wizard Kick
    s = parse_sentence("When successfully played, you may put 1 Backlash deck card from your Ringside pile into your "
                       "Backlash deck.")
    move = s.clauses[0].effects[0].effect
    assert "in backlash" in move.cards.filter.qualifiers
    assert (move.source.name, move.destination.name) == ("ringside", "backlash")


def test_the_bottom_card_of_your_arsenal():
    # Mickie James
    s = parse_sentence("Once during each of your turns you may discard 1 card, reveal the bottom card of your "
                       "Arsenal, and then put it into your hand.")
    reveal = s.clauses[0].effects[0].effect.effects[1]       # "you may": one optional effect of every step
    assert isinstance(reveal, A.Reveal)
    (revealed,) = [n for n in A.iter_nodes(reveal) if isinstance(n, A.Zone)]
    assert revealed == A.Zone("arsenal", "you", "bottom")


def test_look_at_the_top_five():
    # Kay-Fabe
    look = one("Look at the top 5 cards of your opponent's Arsenal.")
    assert look == A.LookAt("you", A.Zone("arsenal", "opponent", "top"), A.Quantity(count=5))


# ---- hand and/or Backlash, "the card chosen", Fortitude against a Fortitude Rating


def test_look_at_his_hand_and_backlash():
    # Hey, Whatcha Doin'?
    draw, both = one("Draw up to 2 cards and look at your opponent's hand and Backlash deck.").effects
    assert isinstance(draw, A.Draw)
    assert [l.zone for l in both.effects] == [A.Zone("hand", "opponent"), A.Zone("backlash", "opponent")]


def test_look_at_his_hand_or_backlash():
    # Wrist Breaker
    s = parse_sentence("When successfully played, you may look at your opponent's hand or Backlash deck.")
    (opt,) = s.clauses[0].effects
    assert isinstance(opt.effect, A.Choice)
    assert [l.zone.name for l in opt.effect.options] == ["hand", "backlash"]


def test_opponent_discards_his_hand_or_backlash():
    # JYD's Chain: you choose which, he discards it all
    (choice,) = parse_sentence("Choose 1: your opponent discards his hand or Backlash deck.").clauses[0].effects
    assert isinstance(choice, A.Choice)
    assert [(d.player, d.zone.name, d.quantity.all) for d in choice.options] == [
        ("opponent", "hand", True), ("opponent", "backlash", True)]


def test_the_card_chosen():
    # ...Look Around...
    discard = one("Your opponent discards the card chosen.")
    assert discard.player == "opponent" and "chosen" in discard.filter.qualifiers


def test_fortitude_against_your_fortitude():
    # Revolution Back Rake
    search = one("Search your Arsenal for up to 1 non-Unique Hold with Fortitude equal to or less than your "
                 "Fortitude, reveal it, put it into your hand, and shuffle your Arsenal.")
    assert search.cards.filter.kinds == ("Hold",)
    assert search.cards.filter.qualifiers == ("Fortitude less_or_equal Fortitude Rating of you",)


def test_printed_fortitude_greater_than_your_rating():
    # This is All Part of Something Greater
    s = parse_sentence("Search your Arsenal for 1 card with printed Fortitude greater than your Fortitude Rating, "
                       "reveal it, put it in your hand, and shuffle.")
    search = s.clauses[0].effects[0]
    assert search.cards.filter.qualifiers == ("printed Fortitude greater Fortitude Rating of you",)


# ---- one counted description or another ("put 1 X or 1 Y from your Ringside into your hand")


def test_put_one_or_the_other():
    # Revolution Atomic Drop
    choice = one("Put up to 1 Antic or 1 Reversal from your Ringside into your hand")
    assert isinstance(choice, A.Choice)
    antic, reversal = choice.options
    assert antic.cards.filter.kinds == ("Antic",) and antic.cards.quantity == A.Quantity(count=1, up_to=True)
    assert reversal.cards.filter.kinds == ("Reversal",)
    assert {m.source.name for m in choice.options} == {"ringside"}
    assert {m.destination.name for m in choice.options} == {"hand"}


def test_put_one_or_a_titled_card_or_another_put():
    # Too Hot For TV
    s = parse_sentence("As an action, put 1 Unique card or 1 card titled Diversion from your Ringside pile into your "
                       "hand or put 1 Mid-match card from your Ringside pile into your Backlash deck.")
    (outer,) = s.clauses[0].effects
    inner, backlash = outer.options
    assert [m.cards.filter.titled or m.cards.filter.traits for m in inner.options] == [("Unique",), ("Diversion",)]
    assert backlash.destination == A.Zone("backlash", "you")


def test_the_bottom_your_arsenal_reads_the_missing_of():
    # The Kingslayer: a printed slip for "on the bottom of your Arsenal"
    move = one("Put this card and up to 3 cards from your Ringside on the bottom your Arsenal.")
    assert isinstance(move, A.MoveCards) and move.this_card
    assert move.cards.quantity == A.Quantity(count=3, up_to=True) and move.source == A.Zone("ringside", "you")
    assert move.destination == A.Zone("arsenal", "you", position="bottom")


def test_the_same_number_cards_reads_the_missing_of():
    # Otunga's Legal Counsel: "the same number cards" (a printed slip for "the same number of cards")
    draw, put = one("Draw up to 3 cards and put the same number cards from your hand on the bottom of your "
                    "Arsenal.").effects
    assert isinstance(draw, A.Draw) and draw.quantity == A.Quantity(count=3, up_to=True)
    assert put.cards.quantity == A.Quantity(equal_to="the same number")
    assert put.source == A.Zone("hand", "you") and put.destination == A.Zone("arsenal", "you", position="bottom")


def test_put_either_one_card_or_another():
    # BANZAI!: "either 1 X or 1 Y" is the choice of "1 X or 1 Y"
    *_, choice = one("Shuffle this card into your Arsenal, draw up to 2 cards, and put either 1 non-Unique "
                     "non-hybrid reversal or 1 Trademark Finisher from your Ringside into your hand.").effects
    assert isinstance(choice, A.Choice)
    reversal, finisher = choice.options
    assert reversal.cards.filter.kinds == ("Reversal",) and set(reversal.cards.filter.excludes) == {"Unique", "Hybrid"}
    assert finisher.cards.filter.kinds == ("Trademark Finisher",)
    assert all(m.cards.quantity == A.Quantity(count=1) for m in choice.options)
    assert {m.source for m in choice.options} == {A.Zone("ringside", "you")}
    assert {m.destination for m in choice.options} == {A.Zone("hand", "you")}


# ---- "2 of the revealed cards", "1 of the overturned cards"


def test_put_two_of_the_revealed_cards():
    # Battling the Voices
    reveal, put, rest = one("Reveal the top 5 cards of your Arsenal, put 2 of the revealed cards into your hand, and "
                            "put the rest into your Ringside pile.").effects
    assert isinstance(reveal, A.Reveal)
    assert put.cards.quantity.count == 2 and "revealed" in put.cards.filter.qualifiers
    assert put.destination == A.Zone("hand", "you")
    assert "the rest" in rest.cards.filter.qualifiers and rest.destination.name == "ringside"


def test_he_randomly_removes_one_of_the_overturned_cards():
    # King Sheamus
    discard, overturn, remove = one("Your opponent discards 2 cards and overturns 4 cards, and he randomly removes 1 "
                                    "of the overturned cards from the game.").effects
    assert (discard.player, overturn.player, remove.player) == ("opponent",) * 3
    assert remove.cards.quantity == A.Quantity(count=1, random=True)
    assert "overturned" in remove.cards.filter.qualifiers


# ---- "choose one:" lists: how many options, whose choice, where one option ends


def test_choose_two_of_the_following_semicolon_list():
    # Shove: four options set apart by ";", two of them chosen
    choice = one("When successfully played, choose two of the following: draw 1 card; your opponent discards 1 card; "
                 "look at your opponent's hand; OR if your next card played this turn is a maneuver, it is +2D.")
    assert isinstance(choice, A.Choice) and choice.count == 2 and choice.player == "you"
    draw, discard, look, cond = choice.options
    assert isinstance(draw, A.Draw) and draw.quantity.count == 1
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert isinstance(look, A.LookAt) and look.zone.owner == "opponent"
    assert isinstance(cond, A.Conditional) and cond.condition.kind == "next_card_is"


def test_choose_one_options_with_steps_set_apart_by_semicolon_or():
    # You Don't Want to Go Where I've Been: each option is a whole run of steps
    choice = one("Choose one: discard your hand and then search your Arsenal for 1 card, put it into your hand, and "
                 "shuffle your Arsenal; or put 1 card from your opponent's Ring area into his Ringside pile; or search "
                 "his Arsenal for 1 card, remove it from the game, and then he shuffles his Arsenal.")
    assert isinstance(choice, A.Choice) and choice.count is None
    first, second, third = choice.options
    assert isinstance(first, A.Sequence) and isinstance(first.effects[0], A.Discard)
    assert isinstance(first.effects[1], A.Search) and first.effects[1].destination.name == "hand"
    assert isinstance(second, A.MoveCards) and second.destination == A.Zone("ringside", "opponent")
    assert isinstance(third, A.Sequence) and third.effects[0].zones[0].owner == "opponent"
    assert isinstance(third.effects[-1], A.ShuffleZone) and third.effects[-1].player == "opponent"


def test_choose_one_or_binds_looser_than_and():
    # WWE Tag Team Title Belts: "put ... OR draw up to 3 cards and then put 2 cards ..." is two options, the
    # second of two steps (was: the "or" took only the draw, and the last put was a step after the choice)
    choice = one("Before the first Draw Segment of the game, choose one: put up to 2 cards from your Ringside on the "
                 "bottom of your Arsenal OR draw up to 3 cards and then put 2 cards from hand on the bottom of your "
                 "Arsenal.")
    put, steps = choice.options
    assert isinstance(put, A.MoveCards) and put.source.name == "ringside" and put.cards.quantity.count == 2
    assert isinstance(steps, A.Sequence) and steps.then
    draw, put_back = steps.effects
    assert isinstance(draw, A.Draw) and draw.quantity.count == 3
    assert isinstance(put_back, A.MoveCards) and put_back.destination.position == "bottom"


def test_choose_one_restriction_is_an_option():
    # X-treme Thong: "your next card played this turn cannot be reversed" is one of three options
    choice = one("Choose 1: your next card played this turn cannot be reversed, shuffle up to 5 cards from your "
                 "Ringside pile into your Arsenal, or draw up to 3 cards.")
    restriction, shuffle, draw = choice.options
    assert isinstance(restriction, A.ReversalRestriction) and restriction.applies_to.kind == "next"
    assert isinstance(shuffle, A.MoveCards) and shuffle.shuffle and shuffle.cards.quantity.count == 5
    assert isinstance(draw, A.Draw) and draw.quantity.count == 3 and draw.quantity.up_to


def test_choose_a_count_of_cards_is_not_a_choice_list():
    # Managed by William Regal: "of them" after the count is cards, not "of the following"
    s = parse_sentence("He chooses 2 of them.")
    assert s.is_parsed and not any(isinstance(e, A.Choice) for c in s.clauses for e in getattr(c, "effects", ()))


# ---- "#-": up to the variable value (as "4-" is up to 4)


def test_draw_up_to_variable():
    # Blackman's Lethal Escrima
    draw = one("When unsuccessful, draw #- cards.")
    assert isinstance(draw, A.Draw) and draw.quantity.up_to and draw.quantity.variable is not None


def test_shuffle_up_to_variable_defined_after():
    # Think You Can Stand Up To Me?
    move = one("Shuffle #- Ringside cards into your Arsenal, where # is equal to half your opponent's Fortitude "
               "Rating (rounded down).")
    assert isinstance(move, A.MoveCards) and move.shuffle and move.destination == A.Zone("arsenal", "you")
    q = move.cards.quantity
    assert q.up_to and q.variable.definition.value.divide == 2


# ---- repeated actions ("... until ..."), "goes into", "instead of" a destination (actions.lark)

from judgebot.cardtext import actions_ast as R  # noqa: E402
from judgebot.cardtext import triggers_ast as T  # noqa: E402


def test_overturn_until_a_maneuver_turns_up():
    # Lethal Library / Hot Rod: one card at a time, until a Maneuver card is overturned
    rep = one("Overturn cards until you overturn a Maneuver card.")
    assert isinstance(rep, R.RepeatUntil) and isinstance(rep.effect, A.Overturn)
    assert rep.effect.quantity == A.Quantity()
    (stop,) = rep.stops
    assert stop.kind == "turned_up" and stop.cards.quantity.count == 1 and "Maneuver" in stop.cards.filter.kinds


def test_opponent_overturns_until_either_stop():
    # Do You Know Who I Am?: his overturn, two ways to stop
    rep = one("Your opponent must overturn cards from his Arsenal into his Ringside pile until he has either "
              "overturned a total of 4 Reversal cards OR until he has 4 cards left in his Arsenal.")
    assert isinstance(rep, R.RepeatUntil) and rep.player == rep.effect.player == "opponent"
    reversals, left = rep.stops
    assert reversals.kind == "turned_up" and reversals.cards.quantity.count == 4
    assert reversals.cards.filter.kinds == ("Reversal",) and reversals.player == "opponent"
    assert left.kind == "cards_left" and left.amount == 4 and left.zone == A.Zone("arsenal", "opponent")


def test_put_until_damage_removed():
    # Revolution I Won't Be Beat Tonight
    rep = one("Put cards of D:1 or greater from your Ring into your Ringside until you have removed at least D:4.")
    move = rep.effect
    assert isinstance(move, A.MoveCards) and move.source == A.Zone("ring", "you")
    assert move.destination == A.Zone("ringside", "you") and move.cards.filter.damage.low == 1
    (stop,) = rep.stops
    assert stop.kind == "damage_removed" and stop.amount == 4


def test_random_discard_from_backlash_until():
    # Sucker Punch: random, from the Backlash deck, until a Mid-match card is discarded
    rep = one("When played, randomly discard cards from your Backlash deck until you discard a Mid-match card.")
    assert isinstance(rep.effect, A.Discard) and rep.effect.quantity.random
    assert rep.effect.zone == A.Zone("backlash", "you")
    assert rep.stops[0].cards.filter.kinds == ("Mid-match",)


def test_discard_until_cards_left_in_hand():
    # No Fear, No Doubt, All In, Balls Out!
    rep = one("Discard cards from your hand until you have 2 cards in hand.")
    (stop,) = rep.stops
    assert stop.kind == "cards_left" and stop.amount == 2 and stop.zone.name == "hand" and stop.player == "you"


def test_reveal_from_top_until():
    # Rhyno
    rep = one("Once during each of your turns, you may reveal cards from the top of your Arsenal until you reveal "
              "a Foreign Object.")
    assert isinstance(rep, A.Optional)
    reveal = rep.effect.effect
    assert isinstance(reveal, A.Reveal) and reveal.cards.zone == A.Zone("arsenal", "you", "top")
    assert rep.effect.stops[0].cards.filter.traits == ("Foreign Object",)


def test_put_instead_of_a_destination():
    # Lethal Library / Hot Rod: a replacement effect names the destination it replaces
    inst = one("Put that card into your hand instead of into your Ringside pile.")
    assert isinstance(inst, T.Instead) and inst.instead_of == A.Zone("ringside", "you")
    assert isinstance(inst.effect, A.MoveCards) and inst.effect.destination == A.Zone("hand", "you")


def test_this_card_into_ring_instead_of_ringside():
    # Excellence of Execution: "When this card reverses from Arsenal, put it into your Ring instead of your Ringside."
    inst = one("When this card reverses from Arsenal, put it into your Ring instead of your Ringside.")
    assert inst.effect.destination == A.Zone("ring", "you") and inst.instead_of == A.Zone("ringside", "you")


def test_card_goes_into_his_hand():
    # Out Think the Fink: the named card goes to the opponent's hand
    move = one("If it is the card he named, it goes into his hand.")
    assert isinstance(move, A.MoveCards) and move.destination == A.Zone("hand", "opponent")
    assert move.cards.filter.qualifiers == ("it",)


def test_replacement_is_not_a_cost():
    # "The reversed card goes into your opponent's Ring instead of his Ringside: blank its text ...": the ":" does
    # not make the replacement a price paid (was read as an Activated effect whose cost is the move)
    s = parse_sentence("The reversed card goes into your opponent's Ring instead of his Ringside: blank its text and "
                       "Damage until the end of the turn.")
    assert not any(isinstance(c, A.ActivatedEffect) and any(isinstance(x, T.Instead) for x in c.cost)
                   for c in s.clauses)


# ---- "deal no damage" (a ceiling of 0D), "top and/or bottom", "; and then"


def test_opponents_reversals_deal_no_damage():
    # Batista
    mod = parse_sentence("Your opponent's Reversal cards deal no Damage.").clauses[0]
    assert isinstance(mod, A.Modifier) and mod.changes == (A.StatChange("D", 0, maximum=True),)
    assert mod.scope.player == "opponent" and mod.scope.filter.kinds == ("Reversal",)


def test_reversals_to_this_card_deal_no_damage():
    # Personification of Domination: plunging, as "Reversals to this card are +4F"
    rr = parse_sentence("Reversals to this card deal no damage and when it is reversed, your turn continues.").clauses[0]
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "modified"
    assert rr.modifier.changes == (A.StatChange("D", 0, maximum=True),)
    assert rr.modifier.scope.kind == "reversals_to_this" and rr.applies_to is None


def test_reversals_to_described_cards_deal_no_damage():
    # Gridiron Instincts: to your maneuvers with 'running' in the title
    rr = parse_sentence("Your opponent's reversals to your maneuvers with 'running' in the title deal no "
                        "damage.").clauses[0]
    assert rr.applies_to.filter.title_words == ("running",) and rr.applies_to.player == "you"


def test_deal_a_maximum_of():
    # Paul Orndorff
    mod = parse_sentence("Your reversals deal a maximum of 2D.").clauses[0]
    assert mod.changes == (A.StatChange("D", 2, maximum=True),) and mod.scope.player == "you"


def test_it_deal_no_damage_is_not_read():
    # "this card is Multi and non-Superstar-specific reversals to it deal no damage": "it" with a plural verb is
    # not a subject (was read as a cost "to" a modifier of "it")
    s = parse_sentence("When you have greater Fortitude, this card is Multi and non-Superstar-specific reversals to "
                       "it deal no damage.")
    assert not any(isinstance(c, A.ActivatedEffect) for c in s.clauses)


def test_put_on_top_and_or_bottom():
    # This Is MY Moment!: the Arsenal the cards were looked at in
    move = effects("Look at the top 5 cards of your Arsenal and put them on the top and/or bottom in any order.")[0]
    put = move.effects[-1]
    assert isinstance(put, A.MoveCards) and put.destination == A.Zone("arsenal", "any", "top_or_bottom")


def test_semicolon_and_then_is_then():
    # The Sex, the Gods, the Freaks, the Frauds: four steps, the last after "; and then"
    seq = one("Discard 1 card; draw 2 cards; shuffle 3 of your cards that have been removed from the game into your "
              "Arsenal; and then look at your opponent's hand, choose up to 4 cards, he shuffles the chosen cards into "
              "his Arsenal, and draws the same number of cards.")
    assert isinstance(seq, A.Sequence) and seq.then
    assert [type(e) for e in seq.effects[:4]] == [A.Discard, A.Draw, A.MoveCards, A.LookAt]


def test_instead_of_any_other_location():
    # Rambling Rabbit: wherever the card would have gone
    inst = one("When this card is unsuccessful, put it into your Backlash instead of any other location.")
    assert isinstance(inst, T.Instead) and inst.instead_of == A.Zone("any", "any")
    assert inst.effect.destination == A.Zone("backlash", "you")


def test_use_ability_twice_per_game():
    # Second-Generation Caribbean Cool
    opt = one("When you are a Tag Team and Keeping Your Caribbean Cool is in your Ring, you may use your Ability "
              "twice per game.")
    assert isinstance(opt, A.Optional)
    assert opt.effect == R.AbilityUses("you", times=2, per="game")


def test_use_ability_again_this_turn():
    # Vickie's Scream
    opt = one("You may use your Ability again this turn.")
    assert opt.effect == R.AbilityUses("you", again=True, per="this_turn")


# ---- "randomly", "look through", "make him" / "have him", whose options after "he chooses"


def test_opponent_randomly_reveals():
    # Booker's Thrust Kick
    rev = one("When successfully played, your opponent randomly reveals 5 cards in his hand.")
    assert isinstance(rev, A.Reveal) and rev.player == "opponent"
    assert rev.cards.quantity.count == 5 and rev.cards.quantity.random and rev.cards.zone == A.Zone("hand", "opponent")


def test_randomly_shuffle_some_of_them():
    # Study for Your GED
    seq = one("Search your Arsenal for up to 6 cards, randomly shuffle 3 of them into your Arsenal, and put the rest "
              "into your hand.")
    shuffle = next(e for e in seq.effects if isinstance(e, A.MoveCards) and e.shuffle)
    assert shuffle.cards.quantity.count == 3 and shuffle.cards.quantity.random


def test_look_through_is_a_search():
    # Full Nelson
    search = one("When successfully played, look through your Arsenal for the card titled Maintain Hold and place "
                 "that card in your hand, then shuffle your Arsenal.")
    assert isinstance(search, A.Search) and search.cards.filter.titled == ("Maintain Hold",)
    assert search.destination == A.Zone("hand", "you") and search.shuffle


def test_make_him_discard():
    # Flash in the Pan
    seq = one("Look at opponent's hand, and then make him discard all HEEL cards.")
    discard = seq.effects[-1]
    assert isinstance(discard, A.Discard) and discard.player == "opponent" and discard.filter.traits == ("Heel",)


def test_have_your_opponent_shuffle_and_draw():
    # Festus: both steps after "have your opponent" are his
    seq = one("After all Pre-match have been resolved, draw 9 cards and you may have your opponent shuffle his hand "
              "into his Arsenal and draw the same number of cards.")
    first, opt = seq.effects
    assert first.player == "you" and first.quantity.count == 9
    # "you may have him shuffle ... and draw ...": your choice, both steps his
    assert isinstance(opt, A.Optional) and opt.player == "you"
    shuffle, draw = opt.effect.effects
    assert shuffle.player == "opponent"
    assert isinstance(draw, A.Draw) and draw.player == "opponent"


def test_his_choice_options_are_his():
    # Dance Break!: "overturn 3 cards" has no subject of its own: the chooser's; "you draw" stays yours
    choice = one("He chooses one: overturn 3 cards and you draw up to 1 card, OR all players put up to 1 card from "
                 "their Ringside on the bottom of their Arsenal.")
    assert choice.player == "opponent"
    overturn, draw = choice.options[0].effects
    assert overturn.player == "opponent" and draw.player == "you"


# ---- counts "equal to" / "up to" another number


def test_search_for_cards_equal_to_a_count():
    # Punch After Punch
    seq = one("When successfully played, search your opponent's Arsenal for cards equal to the number of Volley "
              "maneuvers in your Ring area and remove them from the game.")
    search = seq.effects[0]
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "opponent"),)
    assert "Volley" in search.cards.quantity.equal_to and "ring" in search.cards.quantity.equal_to


def test_draw_cards_up_to_a_count():
    # Shoot Double Arm Lock
    draw = one("When successfully played, draw cards up to the number of cards in your Ring area with the word "
               "'shoot' in the title.")
    assert isinstance(draw, A.Draw) and draw.quantity.up_to and "'shoot' in the title" in draw.quantity.equal_to


def test_equal_to_half_a_count():
    # Southern Charm
    move = one("When successfully played, shuffle cards from your Ringside into your Arsenal equal to half the "
               "number of cards with 'lady' in the title in your Ring.")
    assert move.shuffle and move.cards.quantity.equal_to.startswith("half the number of")


def test_equal_to_count_with_title_word_after_the_place():
    # BASH Aerial Clothesline
    discard = one("When successfully played, your opponent discards cards equal to the number of cards in your Ring "
                  "area with 'BASH' in the title.")
    assert discard.player == "opponent" and "'BASH' in the title" in discard.quantity.equal_to


# ---- "do not discard", "choose a new Enforcer"


def test_do_not_discard_cards_for_a_title():
    # Latino Cheat
    p = one("Do not discard cards for Armageddon Is Upon Us.")
    assert p == A.Prohibition("you", "discard_for", A.CardFilter(titled=("Armageddon Is Upon Us",)))


def test_do_not_discard_any_cards_when_played_by():
    # You Think You Know Me? (MRP errata text)
    s = parse_sentence("When played by Edge, do not discard any cards.")
    (ab,) = s.clauses
    (p,) = ab.effects
    assert p == A.Prohibition("you", "discard", A.CardFilter(kinds=("Card",)))
    assert ab.condition.names == ("Edge",)


def test_choose_a_new_enforcer():
    # Heyman's Cult-like Following
    opt = one("You may reveal 1 Enforcer card and you may choose a new Enforcer.")
    assert isinstance(opt, A.Optional)
    last = opt.effect.effects[-1]
    assert isinstance(last, A.Optional) and last.effect == R.NewEnforcer("you")


def test_may_covers_every_step_joined_to_it():
    """ "you may A and B": one optional effect of both steps (the "may" used to cover A alone, so B happened
    whether or not the player took the option)."""
    # Flying Reverse Elbow
    opt = one("As an action, you may discard this card and draw a card.")
    assert isinstance(opt, A.Optional) and opt.player == "you"
    discard, draw = opt.effect.effects
    assert isinstance(discard, A.Discard) and discard.this_card
    assert isinstance(draw, A.Draw) and draw.player == "you" and draw.quantity.count == 1
    # Chris Jericho: "and then your opponent discards 1 card": his step is part of your option too
    opt = one("Once during each of your turns you may discard 1 card and then your opponent discards 1 card.")
    assert isinstance(opt, A.Optional) and opt.effect.then
    assert [(type(e), e.player) for e in opt.effect.effects] == [(A.Discard, "you"), (A.Discard, "opponent")]
    # Dudley Boyz: a list joined by its "and": the search folds as it does with no "may" (reveal, hand, shuffle)
    opt = one("Once per game, during your turn, you may search your Arsenal for 1 Foreign Object card, reveal it to "
              "your opponent, put it into your hand, and shuffle your Arsenal.")
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, A.Search)
    assert opt.effect.reveal and opt.effect.shuffle and opt.effect.destination == A.Zone("hand", "you")
    # From the Top Rope: a bare comma does not join a step to the "may"
    s = parse_sentence("If your next card played this turn is a High Risk maneuver, you can ignore the 'Can only be "
                       "played after...' text, it is +3D and +1 Stun Value.")
    assert s.is_parsed and not any(isinstance(e, A.Optional) and isinstance(e.effect, A.Sequence)
                                   for e in A.iter_nodes(s))
    # Attitude Adjustment: "may reverse ... and end his turn" stays the reversal and what it then does
    s = parse_sentence("If your Fortitude Rating is equal to or less than your opponent's Fortitude Rating you may "
                       "reverse any Grapple or Submission maneuver and end your opponent's turn.")
    first, end = s.clauses[0].effects[0].effects
    assert isinstance(first, A.Optional) and isinstance(first.effect, A.ReversalDefinition)
    assert end == A.EndTurn("opponent")


def test_ace_may_keeps_its_cost_apart():
    # Biscuits and Gravy: "you may put this card into your Ringside and then shuffle ...": the first
    # step is the cost of the Activated Card Effect, the rest its effect
    ace = parse_sentence("ACE: During your turn you may put this card into your Ringside and then shuffle up to 8 cards "
                         "from your Ringside into your Arsenal; do not discard to reversals to this effect.").clauses[0]
    assert isinstance(ace, A.ActivatedEffect)
    (cost,) = ace.cost
    assert isinstance(cost, A.Optional) and isinstance(cost.effect, A.MoveCards) and cost.effect.this_card


def test_may_also_is_may():
    # Look Into the Eyes of The Deadman: "also" adds nothing to whose choice or what moves
    opt = one("You may also put 1 Mid-match card from your Ringside pile into your Backlash deck.")
    assert isinstance(opt, A.Optional) and opt.player == "you"
    move = opt.effect
    assert isinstance(move, A.MoveCards) and move.destination == A.Zone("backlash", "you")
    assert move.cards.filter.kinds == ("Mid-match",)


def test_may_also_pack_stays_a_packing_rule():
    # "You may also pack ...": not an action
    s = parse_sentence("You may also pack Mid-match Superstar-specific and Reversal cards.")
    assert s.is_parsed and not isinstance(s.clauses[0], (A.Ability, A.Optional))


def test_place_back_on_top():
    # Jaw Jammer: from his hand back on top of his Arsenal
    move = one("When successfully played, opponent must place 1 card in his hand back on top of his Arsenal.")
    assert isinstance(move, A.MoveCards) and move.player == "opponent"
    assert move.source == A.Zone("hand", "opponent") and move.destination == A.Zone("arsenal", "opponent", "top")


def test_all_players_second_verb_is_every_players_too():
    """Dallas, Texas: "All players search their Arsenal ... and remove them from the game": the
    removal has no subject of its own, so it is every player's (was read as yours alone)."""
    effects = parse_sentence("All players search their Arsenal for any number of reversal cards and "
                             "remove them from the game.").clauses[0].effects[0].effects
    assert [type(e).__name__ for e in effects] == ["Search", "RemoveFromGame"]
    assert effects[0].player == "both" and effects[1].player == "both"


def test_their_place_after_all_players_is_each_players_own():
    """ "their Arsenal" after "all players" / "both players" / "each player" as the subject: each player's own
    (owner "any", as "all players' Rings ... their Ringside"); it was read as the opponent's."""
    # Pete Dunne
    choose, move = parse_sentence("Your opponent chooses the same number of cards in his hand, and both players "
                                  "shuffle them into their Arsenals.").clauses[0].effects[0].effects
    assert move.player == "both" and move.shuffle and move.destination == A.Zone("arsenal", "any")
    # Denville, New Jersey
    shuffle = one("All players shuffle their Arsenal.")
    assert shuffle.player == "both" and shuffle.zone == A.Zone("arsenal", "any")
    # Backstage Autograph Session
    opt = one("At the end of the Pre-match phase, each player may put 1 card from their Ringside on the bottom of "
              "their Arsenal.")
    move = opt.effect
    assert move.player == "both" and move.source == A.Zone("ringside", "any")
    assert move.destination == A.Zone("arsenal", "any", "bottom")
    # Dance Break!: the option of all players
    seq = one("He chooses one: overturn 3 cards and you draw up to 1 card, OR all players put up to 1 card from "
              "their Ringside on the bottom of their Arsenal.")
    move = seq.options[1]
    assert move.player == "both" and move.destination == A.Zone("arsenal", "any", "bottom")


def test_that_card_is_not_this_card():
    """ "that card", "the chosen card", "these cards" name a card the text spoke of before: the "this card" rules
    read them as this card (this_card=True), so the resolver sent this card to the Arsenal or the Backlash."""
    # You Gonna Get GOT!: the chosen card of his hand and 1 other card
    look, choose, move = one("Look at your opponent's hand, choose 1 card, and he puts the chosen card and 1 other "
                             "card on the bottom of his Arsenal.").effects
    assert move.player == "opponent" and not move.this_card
    assert move.cards.filter.qualifiers == ("other", "and it")
    assert move.destination == A.Zone("arsenal", "opponent", "bottom")
    # I Am The Man!: the revealed card and up to 1 random card
    opt = one("Once during each of your turns, you may reveal a card with 'precision' in the title in your hand, "
              "shuffle that card and up to 1 random card from your Ringside into your Arsenal and then draw 1 card.")
    reveal, shuffle, draw = opt.effect.effects
    assert shuffle.shuffle and not shuffle.this_card and "and it" in shuffle.cards.filter.qualifiers
    # "shuffle it and up to 1 card": the text says "it" (the resolver takes it for this card only when the sentence
    # names no other card: "When the discarded card is ..., shuffle it and up to 3 other cards" is that card)
    s = parse_sentence("During your turn when this card is in your hand or Ringside, you may reveal it, and then "
                       "shuffle it and up to 1 card from Ringside into your Arsenal.")
    (move,) = [n for n in A.iter_nodes(s) if isinstance(n, A.MoveCards)]
    assert not move.this_card and "and it" in move.cards.filter.qualifiers
    # No, I am the Tag Team Champions!: that card (I Am the Tag Team Champions!) goes to the Backlash
    s = parse_sentence("When I am the Tag Team Champions! is in your Ring, this card can only be reversed by "
                       "Superstar-specific reversals; put that card from your Ring or Ringside into your Backlash.")
    (move,) = s.clauses[1].effects
    assert not move.this_card and move.cards.filter.qualifiers == ("it",)
    assert move.source.name == "ring" and move.destination == A.Zone("backlash", "you")
    # The Paparazzi Princess: the top card of the Arsenal, played as if from hand
    opt = one("During your turn, you may play that card as if it was in your hand.")
    assert not opt.effect.this_card and opt.effect.cards.filter.qualifiers == ("it",)
    assert opt.effect.as_zone == A.Zone("hand", "you")
    # Raven's Shopping Cart: the cards under it
    opt = one("You may play these cards as if they were in your hand.")
    assert not opt.effect.this_card and opt.effect.cards is not None
    # See How It Feels: "If you do not play it" (his Trademark Finisher) is a condition no rule reads: Unparsed
    assert not parse_sentence("If you do not play it, then put it into your opponent's Ringside pile and end your "
                              "turn.").is_parsed


def test_his_plain_or_is_his_choice():
    """A plain "X or Y" (no "choose") whose options are all the opponent's steps is his choice (the chooser was always
    you)."""
    # Do The Muscle Man Dance!: "RFG" after his "discards ... or" is his too (it was yours)
    choice = one("When this card is in your Ring and your maneuver is successful, your opponent discards 1 card or RFG "
                 "2 Ringside cards.")
    assert isinstance(choice, A.Choice) and choice.player == "opponent"
    discard, rfg = choice.options
    assert discard.player == "opponent" and isinstance(rfg, A.RemoveFromGame) and rfg.player == "opponent"
    assert rfg.cards.quantity.count == 2 and rfg.cards.filter.qualifiers == ("in ringside",)
    # Canada's Greatest Export: "they RFG it or they randomly discard a Backlash card"
    ace = parse_sentence("You may choose 1 card: they RFG it or they randomly discard a Backlash card.").clauses[0]
    (choice,) = ace.effects
    assert choice.player == "opponent" and {o.player for o in choice.options} == {"opponent"}
    # mixed options stay your choice
    choice = one("Draw 2 cards or your opponent discards 2 cards.")
    assert choice.player == "you"


def test_all_players_then_you_keeps_your_own_step():
    """'; you draw ...' after an all-players step names its own subject: it stays yours."""
    s = parse_sentence("All players discard their hands and draw 5 cards.")
    draw = s.clauses[0].effects[0].effects[1]
    assert isinstance(draw, A.Draw) and draw.player == "both"
    s = parse_sentence("All players discard their hands and you draw 5 cards.")
    assert s.is_parsed
    assert s.clauses[0].effects[0].effects[1].player == "you"


# ---- session 5: remove with no zone named, "or removed from the game", random choice, select, immediately,
# arrange, repeat, reduce

from judgebot.cardtext import actions_ast as AN  # noqa: E402


def test_remove_cards_with_no_zone_named():
    # Initiation into New Nexus
    rfg = one("Remove any number of Backlash cards from the game.")
    assert isinstance(rfg, A.RemoveFromGame) and not rfg.this_card
    assert rfg.cards.quantity.any_number
    assert rfg.cards.filter.kinds == ("Card",) and "in backlash" in rfg.cards.filter.qualifiers


def test_remove_other_cards_after_a_put():
    # A No Show: the last step removes the other cards (no zone named) from the game
    seq = one("At the end of your opponent's Pre-match phase, reveal the cards under this card, put any Heel cards "
              "with different titles into your hand and remove any other cards from the game.")
    rfg = seq.effects[-1]
    assert isinstance(rfg, A.RemoveFromGame)
    assert "other" in rfg.cards.filter.qualifiers and rfg.cards.zone is None


def test_from_ringside_or_removed_from_the_game():
    # A Legendary Comeback: the cards come from the Ringside pile or from the cards removed from the game
    move = one("Shuffle up to # cards from your Ringside and/or removed from the game into your Arsenal, "
               "where # is the number of cards in your Ring.")
    assert isinstance(move, A.MoveCards) and move.shuffle
    assert move.source.name == "ringside" and move.source.owner == "you"
    assert move.source.alternatives == (A.Zone("game", "you"),)
    assert move.destination == A.Zone("arsenal", "you")


def test_cards_in_ringside_and_or_removed_from_the_game():
    # Hail to The Victors: "in" names the places as "from" does
    _draw, move = one("Draw up to 2 cards, and put up to 4 cards in your Ringside and/or removed from the game on "
                      "the bottom of your Arsenal.").effects
    assert isinstance(move, A.MoveCards)
    assert move.cards.quantity == A.Quantity(count=4, up_to=True)
    assert move.source.name == "ringside" and move.source.owner == "you"
    assert move.source.alternatives == (A.Zone("game", "you"),)
    assert move.destination == A.Zone("arsenal", "you", position="bottom")


def test_of_your_cards_from_ringside_and_or_removed_from_the_game():
    # Rowan's Monster Splash
    move = one("Put up to 3 of your cards from your Ringside and/or removed from the game into your hand.")
    assert isinstance(move, A.MoveCards)
    assert move.cards.quantity == A.Quantity(count=3, up_to=True) and move.cards.filter.owner == "you"
    assert move.source.name == "ringside" and move.source.alternatives == (A.Zone("game", "you"),)
    assert move.destination == A.Zone("hand", "you")


def test_randomly_choose():
    # Step on Opponent's Noggin
    seq = one("When successfully played, randomly choose 1 card from opponent's hand, and place that card on top "
              "of his Arsenal.")
    choose, put = seq.effects
    assert isinstance(choose, A.Choose)
    assert choose.cards.quantity.count == 1 and choose.cards.quantity.random
    assert choose.cards.zone == A.Zone("hand", "opponent")
    assert put.destination == A.Zone("arsenal", "opponent", "top")


def test_select_is_choose():
    # Watching My Back
    choose, put = one("Select any 1 card and place it in his Ringside pile.").effects
    assert isinstance(choose, A.Choose) and choose.cards.quantity.count == 1
    assert isinstance(put, A.MoveCards) and put.destination == A.Zone("ringside", "opponent")


def test_may_immediately_play_this_card():
    # Dean's Rebound Lariat
    opt = one("When your maneuver is unsuccessful, you may immediately play this card.")
    assert isinstance(opt, A.Optional) and opt.player == "you"
    assert isinstance(opt.effect, A.Play) and opt.effect.this_card


def test_arrange_in_any_order():
    # Hmmm
    opt = one("You may either arrange them in any order or shuffle your Arsenal.")
    arrange, shuffle = opt.effect.options
    assert isinstance(arrange, AN.Arrange) and arrange.player == "you"
    assert arrange.cards.filter.qualifiers == ("it",)
    assert isinstance(shuffle, A.ShuffleZone) and shuffle.zone == A.Zone("arsenal", "you")


def test_repeat_up_to_more_times():
    # Fairytale Ending
    opt = one("You may repeat this up to 2 more times.")
    assert isinstance(opt, A.Optional)
    assert opt.effect == AN.Repeat("you", 2, up_to=True)


def test_reduce_the_damage_of_this_move_to_zero():
    # Classic Body Slam: this card's Damage becomes 0
    opt = one("When successfully played, you may reduce the damage of this move to 0.")
    mod = opt.effect
    assert isinstance(mod, A.Modifier) and mod.scope.kind == "this"
    assert mod.changes == (A.StatChange("D", 0, set_to=True),)


def test_search_a_list_of_places_with_cards_removed_from_the_game():
    # It's Morphin' Time!: three places, the last the cards removed from the game; all are yours
    search = one("As an action, search your Arsenal, Ringside, and cards removed from the game for Honor Roll, "
                 "reveal it, put it in your hand, and shuffle.")
    assert isinstance(search, A.Search)
    assert search.zones == (A.Zone("arsenal", "you"), A.Zone("ringside", "you"), A.Zone("game", "you"))
    assert search.cards.filter.titled == ("Honor Roll",)
    assert search.reveal and search.shuffle and search.destination == A.Zone("hand", "you")


def test_search_a_list_of_zones():
    # A-List Aggression
    search = parse_sentence("Search your Arsenal, Ring, and Ringside for A-List Assault, reveal it, put it into your "
                            "hand, and shuffle; when it is the next card played this turn, your opponent cannot "
                            "reverse it.").clauses[0].effects[0]
    assert search.zones == (A.Zone("arsenal", "you"), A.Zone("ring", "you"), A.Zone("ringside", "you"))


def test_the_same_number_of_your_cards_removed_from_the_game():
    # Should've Seen This Coming
    opt = one("You may overturn up to 10 cards and then shuffle the same number of your cards that have been "
              "removed from the game into your Arsenal.")
    assert isinstance(opt, A.Optional)
    shuffle = opt.effect.effects[-1]
    assert isinstance(shuffle, A.MoveCards) and shuffle.shuffle
    assert shuffle.cards.quantity.equal_to == "the same number"
    assert shuffle.cards.filter.owner == "you" and "removed from the game" in shuffle.cards.filter.qualifiers
    assert shuffle.destination == A.Zone("arsenal", "you")


def test_switch_to_a_different_enforcer():
    # Billion Dollar Princess (Throwback)
    seq = one("Put 1 Unique card from your Ring area into your hand and you may switch to 1 different Enforcer.")
    assert seq.effects[-1] == A.Optional(AN.NewEnforcer("you"), "you")


def test_end_the_current_turn():
    # Cheating Out of a Pinfall
    assert one("End the current turn.") == A.EndTurn("current")


def test_equal_to_double_the_superstar_value():
    # Over Sell: Hot Rod Style
    seq = one("Overturn cards equal to that maneuver's damage and then shuffle cards into your Arsenal equal to "
              "double your Superstar Value.")
    shuffle = seq.effects[-1]
    assert isinstance(shuffle, A.MoveCards) and shuffle.shuffle
    assert shuffle.cards.quantity.equal_to == "double the Superstar Value of you"


def test_randomly_put_cards_equal_to_double():
    # I Waited Long Enough: his random cards, as many as double the Volley cards in your Ring
    move = one("Your opponent randomly puts cards from his hand on the bottom of his Arsenal equal to double the "
               "number of Volley cards in your Ring area.")
    assert isinstance(move, A.MoveCards) and move.player == "opponent"
    assert move.cards.quantity.random and move.cards.quantity.equal_to.startswith("double the number of Volley")
    assert move.source == A.Zone("hand", "opponent")
    assert move.destination == A.Zone("arsenal", "opponent", "bottom")


def test_removed_from_game_without_the():
    # The Perfect Drop Kick
    seq = one("Shuffle up to 5 cards removed from the game into your Arsenal and put up to 1 of your maneuvers "
              "removed from game into your hand.")
    put = seq.effects[-1]
    assert put.cards.filter.kinds == ("Maneuver",) and put.cards.filter.owner == "you"
    assert "removed from the game" in put.cards.filter.qualifiers
    assert put.destination == A.Zone("hand", "you")


def test_go_through_an_arsenal():
    # What's Wrong with You People?
    look, put, shuffle = one("Go through your opponent's Arsenal and put any 6 ACTION cards into his ringside pile, "
                             "then shuffle his Arsenal.").effects
    assert look == A.LookAt("you", A.Zone("arsenal", "opponent"))
    assert put.cards.quantity.count == 6 and put.destination == A.Zone("ringside", "opponent")


def test_remove_from_ring_and_place_in_ringside():
    # It's Time to Play the Game: a move from his Ring area to his Ringside pile (not a removal from the game)
    move = one("If your Fortitude Rating is equal to your opponent's, remove any 1 card from your opponent's Ring "
               "area and place it in his Ringside pile.")
    assert isinstance(move, A.MoveCards)
    assert move.source == A.Zone("ring", "opponent") and move.destination == A.Zone("ringside", "opponent")
    assert move.cards.quantity.count == 1


def test_reduce_the_damage_for_each_card_removed():
    # Los Guerreros: -2D on the card being applied for each card removed
    opt = one("Before damage has been applied from a card successfully played by your opponent, you can remove any "
              "number of Face or Heel cards in your Ringside pile from the game and reduce the damage by 2 for each "
              "card removed.")
    assert isinstance(opt, A.Optional)      # the damage is reduced only if the player removes cards
    each = opt.effect.effects[-1]
    assert isinstance(each, A.ForEach) and "removed" in each.cards.filter.qualifiers
    assert each.effect == A.Modifier((A.StatChange("D", -2),), A.Scope("it"))


def test_randomly_discard_cards_equal_to():
    # Revolution Kiss My Royal Feet!
    seq = one("Your opponent overturns cards and randomly discards cards equal to the number of cards in your Ring "
              "with 'Booker' in the title.")
    discard = seq.effects[-1]
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert discard.quantity.random and discard.quantity.equal_to.startswith("number of")


def test_draw_instead_of_searching():
    # Vocare Ad Regnum: the draw replaces the Ability's search
    step = one("When this card is removed from the game and you use your Ability, draw 2 cards instead of searching.")
    assert isinstance(step, AN.InsteadOfStep) and step.replaced == "search" and step.purpose is None
    assert step.effect == A.Draw("you", A.Quantity(count=2))


def test_draw_instead_of_discarding_to_his_reversals():
    # The Lunatic Fringe
    step = one("When this effect is reversed, draw cards instead of discarding to his reversals.")
    assert step.replaced == "discard" and step.purpose == "his Reversal cards"
    assert isinstance(step.effect, A.Draw)


def test_may_put_instead_of_searching():
    # Backed by Yamaguchi-san
    opt = one("When this card is revealed and you overturn a Multi maneuver or a Set-up action for your Ability, you "
              "may put that card in your hand instead of searching.")
    step = opt.effect
    assert isinstance(step, AN.InsteadOfStep) and step.replaced == "search"
    assert isinstance(step.effect, A.MoveCards) and step.effect.destination == A.Zone("hand", "you")


def test_put_this_card_and_two_groups():
    # The Jersey Triad: this card, 1 card from the Ringside and 1 card removed from the game, each to the bottom
    seq = one("Put this card, up to 1 card from your Ringside, and up to 1 non-reversal card removed from the game on "
              "the bottom of your Arsenal.")
    this, ringside, rfg = seq.effects
    bottom = A.Zone("arsenal", "you", "bottom")
    assert this.this_card and this.destination == bottom
    assert ringside.source == A.Zone("ringside", "you") and ringside.cards.quantity.up_to
    assert "removed from the game" in rfg.cards.filter.qualifiers and rfg.cards.filter.excludes == ("Reversal",)
    assert ringside.destination == rfg.destination == bottom


def test_shuffle_this_card_and_groups_from_a_place_named_last():
    # The Rainbow-Haired Warrior: "from your Ringside" is where both the reversal and the maneuver come from
    shuffle, _draw = one("Shuffle this card, up to 1 reversal and up to 1 maneuver from your Ringside into your "
                         "Arsenal, and draw 1 card.").effects
    this, reversal, maneuver = shuffle.effects
    assert this.this_card and this.shuffle
    assert reversal.cards.filter.kinds == ("Reversal",) and maneuver.cards.filter.kinds == ("Maneuver",)
    assert reversal.source == maneuver.source == A.Zone("ringside", "you")
    assert reversal.destination == A.Zone("arsenal", "you") and reversal.shuffle


def test_discard_this_card_and_another_instead_of_overturning():
    # Bryan's Trademark Surfboard
    opt = one("When this card is in your hand and you overturn cards, you may discard this card and 1 other card "
              "instead of overturning.")
    step = opt.effect
    assert isinstance(step, AN.InsteadOfStep) and step.replaced == "overturn"
    this, other = step.effect.effects
    assert this.this_card and other.quantity.count == 1 and "other" in other.filter.qualifiers


def test_remove_this_card_and_one_from_ringside():
    # One!
    rev = parse_sentence("When overturned, reverse any non-Superstar-specific maneuver, remove this card and 1 card in "
                         "your Ringside from the game, and then discard 1 card.").clauses[0].effects[0]
    this, other = rev.then[0].effects
    assert this == A.RemoveFromGame("you", None, this_card=True)
    assert other.cards.quantity.count == 1 and other.cards.zone == A.Zone("ringside", "you")


def test_randomly_pick_is_a_random_choice():
    # Houston, Texas
    choose = one("Randomly pick 1 card in his hand.")
    assert isinstance(choose, A.Choose)
    assert choose.cards.quantity == A.Quantity(count=1, random=True)
    assert choose.cards.zone == A.Zone("hand", "opponent")


def test_discard_the_same_amount():
    # Airplane Spin: he discards as many cards as you did
    _yours, his = one("When successfully played, you may discard up to 3 cards from your hand, your opponent must "
                      "discard the same amount.").effects
    assert isinstance(his, A.Discard) and his.player == "opponent"
    assert his.quantity.equal_to == "the same number"


def test_remove_one_of_them_from_the_game():
    # Las Vegas, Nevada (first part): 1 of the revealed cards is removed from the game
    seq = one("Reveal the top 3 cards of your Arsenal, put 1 into your hand, put 1 into your Ringside pile, and remove "
              "1 from the game.")
    rfg = seq.effects[-1]
    assert isinstance(rfg, A.RemoveFromGame)
    assert rfg.cards.quantity.count == 1 and rfg.cards.filter.qualifiers == ("of them",)


# ---- "take X and shuffle them into ...", "take X, put it ..." (the cards taken go where the second verb says)


def test_take_and_shuffle_them_into_arsenal():
    # Tori Enters the Fray!
    move = parse_sentence("If played from your hand, take 3 cards from your Ringside pile and shuffle them into your "
                          "Arsenal.").clauses[0].effects[0]
    assert isinstance(move, A.MoveCards) and move.shuffle
    assert move.cards.quantity.count == 3 and move.source == A.Zone("ringside", "you")
    assert move.destination == A.Zone("arsenal", "you")


def test_take_any_n_and_shuffle_them_back():
    # It's Time to Play the Game: "any 4" is exactly 4 (any of them)
    move = parse_sentence("If your Fortitude Rating is less than your opponent's, take any 4 cards from your Ringside "
                          "pile and shuffle them into your Arsenal.").clauses[0].effects[0]
    assert move.cards.quantity.count == 4 and move.shuffle and move.source.name == "ringside"


def test_take_a_card_comma_shuffle_it_then_draw():
    # Not Yet: the card taken from the hand is shuffled into the Arsenal, then 2 cards are drawn
    move, draw = one("Take a card in your hand, shuffle it into your Arsenal, then draw 2 cards.").effects
    assert isinstance(move, A.MoveCards) and move.shuffle
    assert move.cards.quantity.count == 1 and move.source == A.Zone("hand", "you")
    assert move.destination == A.Zone("arsenal", "you")
    assert draw == A.Draw("you", A.Quantity(count=2))


def test_take_comma_put_it_in_your_hand():
    # Ladder In the Ring
    move = parse_sentence("If played by Hardy Boyz, Matt Hardy or Jeff Hardy you may take 1 High Risk maneuver from "
                          "your Ringside pile, put it in your hand.").clauses[0].effects[0]
    move = move.effect if isinstance(move, A.Optional) else move
    assert isinstance(move, A.MoveCards) and not move.shuffle
    assert move.cards.filter.kinds == ("High Risk",) and move.source == A.Zone("ringside", "you")
    assert move.destination == A.Zone("hand", "you")


def test_take_and_shuffle_reads_only_the_cards_taken():
    # "this card" after "take ... and shuffle" is not the cards taken: left unread
    assert not parse_sentence("Take 2 cards from your Ringside pile and shuffle this card into your Arsenal.").is_parsed


# ---- winning


def test_win_via_a_pinfall_victory():
    # Crucifix Rollup
    assert one("You win the game via a Pinfall victory.") == A.WinGame("you", "pinfall")


def test_win_via_a_pin_victory_condition():
    # Small Package: a Pin Victory is a Pinfall victory
    (win,) = parse_sentence("When successfully played, you win the game via a Pin Victory condition.").clauses[0].effects
    assert win == A.WinGame("you", "pinfall")


# ---- counts added or multiplied


def test_overturn_equal_to_superstar_value_plus_cards_in_hand():
    # Daddy's Little Girl
    over = one("Your opponent overturns cards equal to his Superstar Value plus the number of cards in his hand.")
    assert isinstance(over, A.Overturn) and over.player == "opponent"
    assert over.quantity.equal_to == "Superstar Value of opponent plus the number of Card in opponent hand"


def test_overturn_equal_to_superstar_value_times_3():
    # Revolution Burn in My Light
    over = one("Your opponent overturns cards equal to his Superstar Value times 3.")
    assert over.player == "opponent" and over.quantity.equal_to == "Superstar Value of opponent times 3"


# ---- "search his Arsenal and put ...", copies of a card


def test_search_and_put_all_copies_of_that_card():
    # Mind Games: you search his Arsenal; every card with that title goes to his Ringside pile; he shuffles
    search = one("Search his Arsenal and put all copies of that card into his Ringside pile, and then your opponent "
                 "shuffles his Arsenal.")
    assert isinstance(search, A.Search) and search.player == "you"
    assert search.zones == (A.Zone("arsenal", "opponent"),)
    assert search.cards.quantity == A.Quantity(all=True)
    assert search.cards.filter.qualifiers == ("same title as that card",)
    assert search.destination == A.Zone("ringside", "opponent") and search.shuffle


def test_put_all_copies_of_a_titled_card():
    # Sustained Damage's partner text: the cards so titled, from his Ring area
    move = parse_sentence("Put all copies of the card titled Sustained Damage from your opponent's Ring area into his "
                          "Ringside pile.").clauses[0].effects[0]
    assert move.cards.quantity == A.Quantity(all=True)
    assert move.cards.filter.titled == ("Sustained Damage",)
    assert move.source == A.Zone("ring", "opponent") and move.destination == A.Zone("ringside", "opponent")


def test_search_for_any_number_of_copies_of_a_bare_title():
    # Revolution Targeted Offense: "copies of <title>" with no "the card titled"
    search = one("Search your Ringside and Arsenal for any number of copies of Revolution Right on Target, reveal them, "
                 "put them in your hand, and shuffle.")
    assert isinstance(search, A.Search) and search.cards.quantity.any_number
    assert search.cards.filter.titled == ("Revolution Right on Target",)
    assert search.destination == A.Zone("hand", "you") and search.shuffle


def test_search_for_copies_of_that_card_with_no_count():
    # Master Manipulator: "copies" with no count is every copy
    search = one("Search his hand and Arsenal for copies of that card and put them into his Ringside pile.")
    assert isinstance(search, A.Search) and search.cards.quantity == A.Quantity(all=True)
    assert search.cards.filter.qualifiers == ("same title as that card",)
    assert search.destination == A.Zone("ringside", "opponent")


def test_remove_all_copies_of_that_card_from_the_game():
    # The Urn ("... you may remove all copies of that card in your Ring area from the game and shuffle ...")
    rfg = one("Remove all copies of that card in your Ring area from the game.")
    assert isinstance(rfg, A.RemoveFromGame)
    assert rfg.cards.quantity == A.Quantity(all=True) and rfg.cards.zone == A.Zone("ring", "you")
    assert rfg.cards.filter.qualifiers == ("same title as that card",)


# ---- "put 1 card in your hand": "in <zone>" ending the clause is where the cards go


def test_put_n_cards_in_your_hand_is_the_destination():
    # I'm an Ass Man
    first, _second = one("Choose one: Look through your Arsenal and put 1 card in your hand, then shuffle your "
                         "Arsenal; OR look at your opponent's hand and put 2 cards into his Ringside pile.").options
    look, move, shuffle = first.effects
    assert look == A.LookAt("you", A.Zone("arsenal", "you"))
    assert move.cards.quantity.count == 1 and move.destination == A.Zone("hand", "you")
    assert isinstance(shuffle, A.ShuffleZone)


def test_put_cards_in_your_hand_elsewhere_keeps_in_as_the_source():
    # At the end of the Pre-match phase ...: the cards are in the hand, and go to the Arsenal
    move = one("Put 3 cards in your hand on the bottom of your Arsenal.")
    assert move.source == A.Zone("hand", "you") and move.destination.name == "arsenal"


# ---- cards stacked on top of this card (zone "on_card")


def test_put_all_cards_on_top_of_this_card_into_ringside():
    # I've Got a Nice ... Bottom
    move = parse_sentence("If this card is removed from your Ring area, put all cards on top of this card into your "
                          "Ringside pile.").clauses[0].effects[0]
    assert isinstance(move, A.MoveCards)
    assert move.cards.quantity == A.Quantity(all=True)
    assert move.source == A.Zone("on_card", "you") and move.destination == A.Zone("ringside", "you")


def test_put_up_to_10_cards_on_top_of_this_card_on_the_bottom_of_arsenal():
    # I've Got a Nice ... Bottom: "on top of this card" is where they are, "on the bottom of" where they go
    seq = parse_sentence("During your turn, you may remove this card from the game and put up to 10 cards on top of "
                         "this card on the bottom of your Arsenal and put the rest into your Ringside pile."
                         ).clauses[0].effects[0]
    move = next(n for n in A.iter_nodes(seq) if isinstance(n, A.MoveCards) and n.cards is not None
                and n.cards.quantity.count == 10)
    assert move.cards.quantity.up_to and move.source == A.Zone("on_card", "you")
    assert move.destination == A.Zone("arsenal", "you", "bottom")


def test_a_card_on_top_of_this_card_is_a_state_and_a_source():
    # The Urn
    ab = parse_sentence("During your turn, when there is a card on top of this card, you may skip your Draw Segment "
                        "and put the card on top of this card into your hand.").clauses[0]
    assert ab.condition.zone == A.Zone("on_card", "you") and ab.condition.quantity.count == 1
    move = next(n for n in A.iter_nodes(ab) if isinstance(n, A.MoveCards))
    assert move.source == A.Zone("on_card", "you") and move.destination == A.Zone("hand", "you")


# ---- "any" before a plural noun in an action: any number of them (a state's "any" stays at least one)


def test_any_plural_in_an_action_is_any_number():
    # Mind Games' partner text ("put any Face cards you find into his Ringside pile")
    move = one("Put any Face cards into his Ringside pile.")
    assert move.cards.quantity == A.Quantity(any_number=True) and move.cards.filter.traits == ("Face",)


def test_shuffle_any_cards_in_ringside_is_any_number():
    # Before the Draw Segment of your first turn of the game ...
    move = parse_sentence("Before the Draw Segment of your first turn of the game, shuffle any cards in your Ringside "
                          "into your Arsenal.").clauses[0].effects[0]
    assert move.shuffle and move.cards.quantity == A.Quantity(any_number=True)


def test_any_singular_in_an_action_is_one_card():
    # "any 1 card" / "any card": one
    move = one("Put any card from your Ringside pile into your hand.")
    assert move.cards.quantity == A.Quantity(count=1)


def test_any_plural_in_a_state_is_at_least_one():
    # "does not have any Heat cards": the condition counts at least one (not rewritten)
    ab = parse_sentence("When successfully played, if your opponent does not have any Heat cards in his Ringside "
                        "pile, search your Arsenal for 1 Heat card, reveal it to him, put it into your hand, shuffle "
                        "your Arsenal, and your next Heat maneuver played this turn is +6D.").clauses[0]
    conditions = [n for n in A.iter_nodes(ab) if isinstance(n, A.Condition)]
    assert any(c.quantity == A.Quantity(count=1) for c in conditions)


# ---- a whole place moved, "the other", order and top-or-bottom, "1 of those", "from either ..."


def test_put_your_arsenal_into_your_ringside_pile():
    # Rest In Peace: every card of the Arsenal
    move = one("Search your Arsenal for up to 6 cards, put them into your hand, and put your Arsenal into your "
               "Ringside pile.").effects[-1]
    assert isinstance(move, A.MoveCards) and move.cards.quantity == A.Quantity(all=True)
    assert move.source == A.Zone("arsenal", "you") and move.destination == A.Zone("ringside", "you")


def test_shuffle_your_ringside_pile_into_your_arsenal():
    # Three Faces of Foley
    move, discard, end = one("Shuffle your Ringside pile into your Arsenal, discard your hand, and end your turn.").effects
    assert move.shuffle and move.cards.quantity == A.Quantity(all=True)
    assert move.source == A.Zone("ringside", "you") and move.destination == A.Zone("arsenal", "you")
    assert isinstance(discard, A.Discard) and end == A.EndTurn("you")


def test_he_removes_his_ringside_pile_from_the_game():
    # Scream If You Want It
    opt = one("He may remove his Ringside pile from the game.")
    rfg = opt.effect
    assert isinstance(rfg, A.RemoveFromGame) and rfg.player == "opponent"
    assert rfg.cards.quantity == A.Quantity(all=True) and rfg.cards.zone == A.Zone("ringside", "opponent")


def test_put_the_other_4_on_the_bottom():
    # Moongoose In the House
    first, rest = one("Put 1 of the 5 into your hand, and then put the other 4 on the bottom of your Arsenal in any "
                      "order.").effects
    assert first.cards.quantity.count == 1 and first.destination == A.Zone("hand", "you")
    assert rest.cards.quantity.count == 4 and rest.cards.filter.qualifiers == ("the rest",)
    assert rest.destination == A.Zone("arsenal", "you", "bottom")


def test_randomly_shuffle_1_and_put_the_other_into_your_hand():
    # I'm Giving You a Chance
    shuffle, other = one("Randomly shuffle 1 of them into your Arsenal and put the other into your hand.").effects
    assert shuffle.shuffle and shuffle.cards.quantity.random
    assert other.cards.quantity == A.Quantity(all=True) and other.cards.filter.qualifiers == ("the rest",)
    assert other.destination == A.Zone("hand", "you")


def test_put_them_in_any_order_on_top_or_shuffle():
    # Kay-Fabe
    opt = one("You may choose to put them in any order on top of your Arsenal, or shuffle your Arsenal.")
    put, shuffle = opt.effect.options
    assert put.destination == A.Zone("arsenal", "you", "top")
    assert shuffle == A.ShuffleZone("you", A.Zone("arsenal", "you"))


def test_put_on_the_top_or_bottom_without_back():
    # Revolution Bear Hug
    move = one("Put 1 card from your hand on the top or bottom of your Arsenal.")
    assert move.cards.zone == A.Zone("hand", "you")
    assert move.destination == A.Zone("arsenal", "you", "top_or_bottom")


def test_put_1_of_those_and_the_rest():
    # Revolution Back Breaker
    (act,) = parse_sentence("Look at the top 7 cards of your Arsenal: put 1 of those into your hand and the rest on "
                            "the bottom of your Arsenal.").clauses
    assert act.cost[0].quantity.count == 7
    one_of, rest = act.effects[0].effects
    assert one_of.cards == A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("them",)))
    assert one_of.destination == A.Zone("hand", "you") and rest.destination == A.Zone("arsenal", "you", "bottom")


def test_take_from_either_arsenal_or_ringside():
    # Mr. Socko: one card from one place or the other
    move, shuffle = one("Take 1 card from either your Arsenal or Ringside pile and place it into your hand, then "
                        "shuffle your Arsenal.").effects
    assert move.source.name == "arsenal" and [z.name for z in move.source.alternatives] == ["ringside"]
    assert move.destination == A.Zone("hand", "you") and isinstance(shuffle, A.ShuffleZone)


def test_search_through_and_put_one_card():
    # "search through your Arsenal and put 1 card into your hand": one search, its card to the hand
    seq = parse_sentence("When successfully played, you may discard 3 cards, search through your Arsenal and put 1 "
                         "card into your hand, then shuffle your Arsenal.").clauses[0].effects[0].effect
    search = seq.effects[-1]
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "you"),)
    assert search.cards.quantity.count == 1 and search.destination == A.Zone("hand", "you") and search.shuffle


def test_opponent_searches_for_a_card_of_the_named_type():
    # the named type (named earlier in the text): his search, his hand
    search = one("Your opponent searches his Arsenal for 1 card of the named type, reveals it to you, puts it into his "
                 "hand, and shuffles his Arsenal.")
    assert search.player == "opponent" and search.zones == (A.Zone("arsenal", "opponent"),)
    assert search.cards.filter.qualifiers == ("of the named type",)
    assert search.reveal and search.shuffle and search.destination == A.Zone("hand", "opponent")


def test_put_those_overturned_cards_on_top_of_this_card_instead():
    # the overturned cards go on top of this card instead of into the Ringside pile
    inst = one("Put those overturned cards on top of this card instead of in your Ringside pile.")
    assert isinstance(inst.effect, A.MoveCards) and inst.effect.destination == A.Zone("on_card", "you")
    assert inst.effect.cards.filter.qualifiers == ("it",)
    assert inst.instead_of == A.Zone("ringside", "you")


def test_put_any_number_of_them_on_top_and_the_rest_on_the_bottom():
    # Managed by the WWE Divas (prize card)
    top, rest = one("Put any number of them on the top of your Arsenal and the rest on the bottom of your Arsenal."
                    ).effects
    assert top.cards == A.Cards(A.Quantity(any_number=True), A.CardFilter(qualifiers=("them",)))
    assert top.destination == A.Zone("arsenal", "you", "top")
    assert rest.cards.filter.qualifiers == ("the rest",) and rest.destination == A.Zone("arsenal", "you", "bottom")


def test_look_at_the_top_cards_of_an_opponents_arsenal():
    # Don't Think Too Hard
    assert one("Look at the top 5 cards of an opponent's Arsenal.") == A.LookAt(
        "you", A.Zone("arsenal", "opponent", "top"), A.Quantity(count=5))


# ---- a list of places with commas: "from hand, Backlash, Ring or Ringside" (lexer _fold_zone_lists)


def test_places_listed_with_commas_are_one_zones_list():
    # The Black Hart (V1 Break the Walls Down)
    s = parse_sentence("When you do not have a maneuver in your Ring, your opponent discard 2 cards in order to be "
                       "able to reverse your Chain or Volley maneuvers from hand, Backlash, Ring or Ringside.")
    assert s.is_parsed
    (node,) = s.clauses
    (cost,) = node.cost
    assert isinstance(cost, A.Discard) and cost.player == "opponent" and cost.quantity == A.Quantity(count=2)
    (rev,) = node.effects
    assert rev.zones == ("hand", "backlash", "ring", "ringside")
    assert {a.traits for a in rev.filter.alternatives} == {("Chain",), ("Volley",)}


def test_comma_after_a_place_before_a_clause_stays_a_separator():
    from judgebot.cardtext.lexer import tokenize
    toks = [t.value for t in tokenize("Put 1 card from your hand into your Ring, or Ringside cards are +1D.")]
    assert ",zlist" not in toks
    toks = [t.value for t in tokenize("Play it from hand, Backlash, or Ringside.")]
    assert toks.count(",zlist") == 2


# ---- Revolution counts: "the number of different Targets in your Ring"

def test_discard_random_cards_equal_to_different_targets():
    # Revolution Kane's Sidewalk Slam (the Targets shown in your Ring, each once)
    d = one("Your opponent discards random cards equal to the number of different Targets in your Ring.")
    assert isinstance(d, A.Discard) and d.player == "opponent"
    assert d.quantity.random and d.quantity.equal_to == "number of different Targets in you ring"
    assert d.filter == A.CardFilter(kinds=("Card",))


def test_overturn_equal_to_different_targets_times_three():
    # Revolution Grab the Tights; Revolution Flipping Mule Kick
    o = one("Your opponent overturns cards equal to the number of different Targets in your Ring times 3.")
    assert isinstance(o, A.Overturn) and o.player == "opponent"
    assert o.quantity.equal_to == "number of different Targets in you ring times 3"
    m = one("Shuffle cards from your Ringside into your Arsenal equal up to the number of different Targets in your "
            "Ring.")
    assert m.shuffle and m.cards.zone == A.Zone("ringside", "you") and m.destination == A.Zone("arsenal", "you")
    assert m.cards.quantity.up_to and m.cards.quantity.equal_to == "number of different Targets in you ring"


def test_overturn_equal_to_a_number_minus_a_value():
    # Revolution The Phenom's Streak
    o = one("Your opponent overturns cards equal to 15 minus his Superstar Value.")
    assert isinstance(o, A.Overturn) and o.player == "opponent"
    assert o.quantity.equal_to == "15 minus Superstar Value of opponent"


def test_skips_his_next_two_turns():
    # Down and Out: the number of turns skipped
    s = parse_sentence("When he does not, he skips his next two turns.")
    assert s.is_parsed
    (node,) = s.clauses
    (skip,) = node.effects
    assert isinstance(skip, A.SkipTurn) and skip.player == "opponent" and skip.count == 2
    assert node.condition.kind == "did_previous" and node.condition.negated


def test_skip_your_next_2_draw_segments():
    # Limitless Power ("Skip your next 2 Draw Segments, and at the end of your second turn from now, ...")
    s = parse_sentence("Skip your next 2 Draw Segments.")
    assert s.is_parsed
    (node,) = s.clauses
    (skip,) = node.effects if isinstance(node, A.Ability) else (node,)
    assert isinstance(skip, A.SkipDrawSegment) and skip.player == "you" and skip.count == 2


def test_a_third_person_verb_after_or_is_done_by_the_same_subject():
    # Cody Rhodes card: "your opponent chooses one: he discards 4 cards or shuffles his hand into his Arsenal" --
    # "shuffles" has no subject of its own: he shuffles his hand, not you
    s = parse_sentence("When successfully played by Cody Rhodes, your opponent chooses one: he discards 4 cards or "
                       "shuffles his hand into his Arsenal.")
    assert s.is_parsed
    (choice,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Choice)]
    assert choice.player == "opponent"
    discard, shuffle = choice.options
    assert isinstance(discard, A.Discard) and discard.player == "opponent" and discard.quantity.count == 4
    assert shuffle.player == "opponent"


def test_either_or_keeps_its_own_subject():
    # "... he overturns 1 card and then either removes 1 card in his hand from the game OR puts 1 random card from hand
    # on the bottom of his Arsenal": the "or" of "either ... or" is not marked (still one `either` clause, his)
    s = parse_sentence("When your non-Revolution maneuver with 'bomb', 'slam', 'clothesline', or 'lariat' in the title "
                       "is unsuccessful, he overturns 1 card and then either removes 1 card in his hand from the game OR "
                       "puts 1 random card from hand on the bottom of his Arsenal.")
    assert s.is_parsed
    (choice,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Choice)]
    assert {o.player for o in choice.options} == {"opponent"}


def test_doing_this_causes_no_damage_to_him():
    # "As an action, this card is -12F, shuffle this card into your Arsenal and then your opponent discards 2 cards.
    # Doing this will cause no damage to him." -- "him" is the opponent, as in "... no damage to your opponent"
    for text in ("Doing this will cause no damage to him.", "Doing this will cause no damage to your opponent."):
        s = parse_sentence(text)
        assert s.is_parsed
        (ab,) = s.clauses
        nodes_ = [n for n in A.iter_nodes(ab) if isinstance(n, A.NoDamage)]
        assert len(nodes_) == 1


# ---- "discard ... to your Ringside pile": where a discarded card goes anyway (the place is checked, not moved)


def test_discard_to_your_ringside_pile():
    # Rikishi: "Once during your turn, you may discard 2 cards to your Ringside pile and then search your Arsenal
    # for any 1 maneuver card."
    s = parse_sentence("Once during your turn, you may discard 2 cards to your Ringside pile and then search your "
                       "Arsenal for any 1 maneuver card.")
    assert s.is_parsed
    (ability,) = s.clauses
    (optional,) = ability.effects            # the "may" covers both steps
    discard, search = optional.effect.effects
    assert discard == A.Discard("you", A.Quantity(count=2), A.CardFilter(kinds=("Card",)))
    assert isinstance(search, A.Search)


def test_discard_from_hand_to_ringside_pile():
    # Totally Bogus!: "As an action, you must discard 3 cards from your hand to your Ringside pile."
    s = parse_sentence("As an action, you must discard 3 cards from your hand to your Ringside pile.")
    assert s.is_parsed
    (ability,) = s.clauses
    assert ability.effects == (A.Discard("you", A.Quantity(count=3), A.CardFilter(kinds=("Card",)),
                                         zone=A.Zone("hand", "you")),)


def test_discard_to_another_place_is_not_a_discard():
    # (made up) a discard does not go to the Arsenal: "to your Arsenal" is not read as a discard
    assert not parse_sentence("Discard 2 cards to your Arsenal.").is_parsed
    # nor his cards to your Ringside pile
    assert not parse_sentence("Your opponent discards 2 cards from his hand to your Ringside pile.").is_parsed


def test_discard_to_draw_keeps_its_to():
    # "to" before a verb still opens the effect bought ("you may discard 1 card to look at your opponent's hand")
    s = parse_sentence("Once per turn, you may discard 1 card to look at your opponent's hand.")
    assert s.is_parsed


def test_win_via_without_the_game():
    # Mania: "win via a Count Out Victory condition", no "the game"
    (ability,) = parse_sentence("When successfully played, you win via a Count Out Victory condition.").clauses
    (win,) = ability.effects
    assert isinstance(win, A.WinGame) and win.player == "you" and win.how == "count out"
    # "he wins via Pinfall victory": the subject wins
    (ability,) = parse_sentence("If your opponent has 5 cards, he wins via Pinfall victory.").clauses
    (win,) = ability.effects
    assert win.player == "opponent" and win.how == "pinfall"


def test_all_players_reveal_their_hands():
    # each his own hand (as "their hand")
    assert parse_sentence("All players reveal their hands.").clauses == parse_sentence(
        "All players reveal their hand.").clauses
    (ability,) = parse_sentence("All players reveal their hands.").clauses
    (r,) = ability.effects
    assert isinstance(r, A.Reveal) and (r.player, r.what) == ("both", "any hand")


def test_misprints_read_as_meant():
    # Virtual misprints: "Draw uo to 1 card." (up to), "Put any number cards titled Don't Cross the Boss ..." (any
    # number of cards), "... cards wuth the word 'hell' in the title ..." (with)
    draw = one("Draw uo to 1 card.")
    assert isinstance(draw, A.Draw) and (draw.quantity.count, draw.quantity.up_to) == (1, True)
    move = one("Put any number cards titled Don't Cross the Boss from your Ringside pile into your hand.")
    assert move.cards.quantity.any_number and move.cards.filter.titled == ("Don't Cross the Boss",)
    assert move.destination.name == "hand"
    search = effects("Search your Arsenal for any number of non-unique cards wuth the word 'hell' in the title, put "
                     "them into your Ringside pile, and shuffle your Arsenal.")[0]
    assert search.cards.filter.title_words == ("hell",) and search.destination.name == "ringside"


# ---- Tag Team: "'tag out'", "'tag in'" (the quoted verb; a quote closed after the sentence's end is closed before it)


def test_tag_out_quoted_verb():
    from judgebot.cardtext import actions_ast as N
    s = parse_sentence("As an action, 'tag out.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert ab.effects == (N.TagSwitch("you", "out"),)
    assert ab.triggers == (A.Trigger("as_action"),)


def test_tag_in_and_tag_out_after_other_steps():
    from judgebot.cardtext import actions_ast as N
    assert one("As an action, 'tag in.") == N.TagSwitch("you", "in")
    s = parse_sentence("As a maneuver, when successfully played you may overturn 1 card and 'tag out'.")
    assert s.is_parsed
    assert N.TagSwitch("you", "out") in list(A.iter_nodes(s.clauses[0]))


def test_quoted_word_other_than_tag_is_no_effect():
    # "choose 'odd' or 'even." is no tag; its open quote is left as it was (not read)
    assert not parse_sentence("ACE: Once during each of your turns, you may have your opponent choose 'odd' or "
                              "'even.").is_parsed


def test_blank_until_the_end_of_turn_without_article():
    """'Blank that maneuver's text and damage until the end of turn and end your opponent's turn.':
    'until the end of turn' (no article) is the same duration as 'until the end of the turn'."""
    seq = one("Blank that maneuver's text and damage until the end of turn and end your opponent's turn.")
    blank, end = seq.effects
    assert isinstance(blank, A.Blank) and blank.duration == "rest_of_turn" and blank.damage
    assert blank.scope.kind == "it"
    assert isinstance(end, A.EndTurn) and end.player == "opponent"
    with_article = one("Blank that maneuver's text and damage until the end of the turn and end your opponent's turn.")
    assert with_article == seq


# ---- "also" after the subject: filler, as in "you may also ..." (the action is done on top of the ones before)


def test_opponent_also_discards_or_overturns():
    # Lumberjack Match partner: the choice is the opponent's, forced (no "may")
    choice = one("If the card titled Lumberjack Match is in any Ring area, your opponent also discards 2 cards or "
                 "overturns 5 cards.")
    assert isinstance(choice, A.Choice) and choice.player == "opponent"
    discard, overturn = choice.options
    assert isinstance(discard, A.Discard) and discard.player == "opponent" and discard.quantity.count == 2
    assert isinstance(overturn, A.Overturn) and overturn.player == "opponent" and overturn.quantity.count == 5


def test_he_also_chooses_one_different_enforcer():
    choose = one("If he has an Enforcer revealed, he also chooses 1 different Enforcer.")
    assert isinstance(choose, A.Choose) and choose.player == "opponent"
    assert choose.cards.quantity.count == 1 and choose.cards.filter.kinds == ("Enforcer",)


def test_he_also_discards_for_every_card():
    each = one("When successfully played by Kane, he also discards 1 card for every Superstar-specific card in "
               "your Ring area.")
    assert isinstance(each.effect, A.Discard) and each.effect.player == "opponent"
    assert each.cards.zone == A.Zone("ring", "you")


# ---------------------------------------------------------------- imper3: counts of different types, count +N


def test_count_of_different_maneuver_types():
    from judgebot.cardtext import continuous_ast as C
    move = nodes("Put up to # cards from your opponent's Ring area into his Ringside pile, where # is equal to the "
                 "number of different non-Trademark-Finisher maneuver types in your Ring area.", A.MoveCards)[0]
    v = move.cards.quantity.variable.definition.value
    assert isinstance(v, C.VariableValue) and v.kind == "different_types"
    assert v.cards.filter.kinds == ("Maneuver",) and v.cards.filter.excludes == ("Trademark Finisher",)
    assert (v.cards.zone.name, v.cards.zone.owner) == ("ring", "you")
    each = nodes("For every different maneuver type in your Ring, put up to 1 card from your Ringside on the bottom "
                 "of your Arsenal.", A.Ability)[0]
    assert each.condition.kind == "for_each"
    assert each.condition.filter.qualifiers == ("different types",)
    assert each.condition.zone.name == "ring"


def test_equal_to_count_plus_number():
    move = nodes("Put cards from your opponent's Ring area into his Ringside pile equal to the number of cards in your "
                 "Ring area with the words 'cheap pop' in the title +1.", A.MoveCards)[0]
    assert move.cards.quantity.equal_to.endswith("'cheap pop' in the title in you ring +1")


def test_or_then_condition_instead():
    s = parse_sentence("Shuffle up to 4 Reversal cards from your Ringside pile into your Arsenal or, if you have no "
                       "cards in your hand, you may instead draw up to 4 cards.")
    assert s.is_parsed
    first, second = s.clauses
    assert isinstance(first.effects[0], A.MoveCards) and first.condition is None
    assert second.condition.kind == "have_cards" and second.condition.quantity.count == 0
    assert isinstance(second.effects[0], A.Optional)


def test_the_other_put_elsewhere():
    moves = nodes("Search your Arsenal for 2 non-unique maneuvers with 'kick' in the title: reveal them, put 1 in your "
                  "hand and the other in your Ringside, and shuffle.", A.MoveCards)
    other = moves[-1]
    assert other.cards.filter.qualifiers == ("the rest",)
    assert (other.destination.name, other.destination.owner) == ("ringside", "you")
    moves = nodes("Reveal the top 2 cards of your Arsenal, and your opponent chooses 1 revealed card: put the chosen "
                  "card in your hand, and the other card on the bottom of your Arsenal.", A.MoveCards)
    other = moves[-1]
    assert other.cards.filter.qualifiers == ("the rest",)
    assert (other.destination.name, other.destination.position) == ("arsenal", "bottom")


def test_two_capacities():
    rule = nodes("Your Pre-match Capacity and Mid-match Capacity is +1.", A.DeckRule)[0]
    assert rule.kind == "capacity" and rule.amount == 1
    assert rule.names == ("Pre-match", "Mid-match")


def test_ace_of_cards_cannot_be_reversed():
    r = nodes("Your Superstar-specific ACE cannot be reversed.", A.ReversalRestriction)[0]
    assert r.kind == "effect_cannot_be_reversed"
    assert r.applies_to.kind == "all" and r.applies_to.filter.traits == ("Superstar-specific",)
    r = nodes("This ACE cannot be reversed.", A.ReversalRestriction)[0]
    assert r.kind == "effect_cannot_be_reversed" and r.applies_to is None


def test_count_with_a_faction_logo_and_all_rings():
    move = nodes("Shuffle cards from your Ringside into your Arsenal up to double the number of cards in your Ring with "
                 "an Evolution logo.", A.MoveCards)[0]
    assert move.cards.quantity.equal_to == "double the number of Card in you ring with the Evolution logo"
    assert move.cards.quantity.up_to and move.shuffle
    from judgebot.cardtext import continuous_ast as C
    v = nodes("Draw up to # cards and your opponent overturns # cards, where # is equal to the number of cards with "
              "the word 'shoot'in the title in all Ring areas.", C.VariableValue)[0]
    assert v.kind == "count" and (v.cards.zone.name, v.cards.zone.owner) == ("ring", "any")
    assert v.cards.filter.title_words == ("shoot",)


# ---- losing the game, a named card put somewhere, "you both", played from RFG


def test_you_lose_the_game_via_pinfall():
    # Insurrextion ("Your opponent searches your Arsenal and Backlash deck.")
    from judgebot.cardtext.actions_ast import LoseGame
    s = parse_sentence("If he finds a Face or Heel card, you lose the game via Pinfall Victory.")
    assert s.is_parsed
    (node,) = s.clauses
    assert node.effects == (LoseGame("you", "pinfall"),)
    assert node.condition.kind == "found" and node.condition.player == "opponent"


def test_lose_the_game_is_listed_not_followed():
    from judgebot.cardtext.actions_ast import LoseGame
    from judgebot.rules import effects as E
    assert LoseGame in E._NOT_FOLLOWED


def test_the_chosen_card_is_put_into_his_ringside():
    # as "it goes into his Ringside": the card the text named moves there
    s = parse_sentence("If you do, the chosen card is put into his Ringside, and you may search your Arsenal for 1 "
                       "card with the same title, reveal it, put it in your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    (node,) = s.clauses
    move = node.effects[0].effects[0]
    assert isinstance(move, A.MoveCards)
    assert move.cards.filter.qualifiers == ("it",) and move.destination == A.Zone("ringside", "opponent")
    assert move.this_card is False
    assert one("The reversed card is put into your Ringside pile.").cards.filter.qualifiers == ("reversed_card",)


def test_is_put_is_read_only_for_a_named_card():
    # "your next card played is put ..." is not a card the text named: not read
    assert not parse_sentence("Your next card played this turn is put into your Ringside pile.").is_parsed


def test_you_both_overturn():
    s = parse_sentence("If this card is reversed from your opponent's hand or Backlash deck, you both overturn 5 "
                       "cards.")
    assert s.is_parsed
    (eff,) = s.clauses[0].effects
    assert isinstance(eff, A.Overturn) and eff.player == "both" and eff.quantity.count == 5


def test_can_be_played_from_rfg():
    # V14: War Games
    s = parse_sentence("When One Man Gang is revealed, can be played from RFG.")
    assert s.is_parsed
    (eff,) = s.clauses[0].effects
    assert eff == A.PlayRestriction("may_play_from", zones=("game",))
    assert s.clauses[0].triggers[0].kind == "when_revealed"


# ---- turn-slice actions (wt-turn3): a swap of two cards, half a hand, a choice of places, "both cards"


def test_exchange_card_under_this_card_with_card_in_hand():
    from judgebot.cardtext.actions_ast import Exchange
    opt = one("Once during each of your turns, you may exchange 1 card under this card with 1 card in your hand.")
    assert isinstance(opt, A.Optional)
    ex = opt.effect
    assert isinstance(ex, Exchange) and ex.player == "you"
    assert ex.first.quantity.count == 1 and ex.first.zone.name == "under_card"
    assert ex.second.quantity.count == 1 and ex.second.zone == A.Zone("hand", "you")


def test_discard_half_the_cards_in_hand_rounded_down():
    d = one("Your opponent discards half the cards in his hand (rounded down).")
    assert isinstance(d, A.Discard) and d.player == "opponent"
    assert d.zone.name == "hand" and d.zone.owner == "opponent"
    assert d.quantity.count is None and d.quantity.equal_to.startswith("half the number of")
    assert d.quantity.equal_to.endswith("rounded down")


def test_put_into_one_of_several_places():
    opt = one("During your turn, when this card is in your Ringside, you may put it into your Ring or Backstage Area.")
    choice = opt.effect
    assert isinstance(choice, A.Choice)
    assert [m.destination for m in choice.options] == [A.Zone("ring", "you"), A.Zone("backstage", "you")]
    opt = one("Once during each of your turns, you may put this card from any area into your Backstage, Ring, or "
              "Ringside.")
    choice = opt.effect
    assert isinstance(choice, A.Choice) and all(m.this_card for m in choice.options)
    assert [m.destination.name for m in choice.options] == ["backstage", "ring", "ringside"]
    assert {m.destination.owner for m in choice.options} == {"you"}


def test_put_into_hand_or_shuffle_keeps_clause_or():
    # "or" before another verb is still "or" between two clauses (no place after it)
    from judgebot.cardtext.lexer import tokenize
    words = [t.value for t in tokenize("Put it into your hand or shuffle it into your Arsenal.")]
    assert "or-dest" not in words and "or" in words


def test_both_cards_are_the_cards_named_before():
    opt = one("Once during each of your turns, you may reveal the top 2 cards of your Arsenal, choose 1 card, and put "
              "both cards on the bottom of your Arsenal.")
    move = opt.effect.effects[-1]
    assert isinstance(move, A.MoveCards) and move.cards.filter.qualifiers == ("it",)
    assert move.destination == A.Zone("arsenal", "you", "bottom")


def test_discard_one_group_or_another():
    ab = parse_sentence("Once during each of your turns, you may discard 1 Assault or 1 Throw: put up to 1 non-Unique "
                        "Antic from your Ringside into your hand.").clauses[0]
    choice = ab.cost[0].effect
    assert isinstance(choice, A.Choice)
    assert [(d.quantity.count, d.filter.kinds) for d in choice.options] == [(1, ("Assault",)), (1, ("Throw",))]


def test_arsenal_search_one_group_or_another():
    choice = one("At the end of your Pre-match phase, you may Arsenal Search 2 non-Unique maneuvers or 1 non-Unique "
                 "reversal.").effect
    assert isinstance(choice, A.Choice)
    assert [(s.cards.quantity.count, s.cards.filter.kinds) for s in choice.options] == [(2, ("Maneuver",)),
                                                                                       (1, ("Reversal",))]
    assert all(s.zones == (A.Zone("arsenal", "you"),) for s in choice.options)


def test_discard_or_overturn_keeps_clause_or():
    from judgebot.cardtext.lexer import tokenize
    words = [t.value for t in tokenize("You may discard 2 cards or overturn 3 cards.")]
    assert "or-n" not in words


def test_overturn_until_a_card_of_the_chosen_type():
    from judgebot.cardtext.actions_ast import RepeatUntil
    seq = one("At the end of the Pre-match phase, your opponent chooses Action or Reversal, and then overturns cards "
              "until a card of the chosen type is overturned.")
    rep = seq.effects[-1]
    assert isinstance(rep, RepeatUntil) and rep.player == "opponent"
    (stop,) = rep.stops
    assert stop.cards.quantity.count == 1 and "of the chosen type" in stop.cards.filter.qualifiers


def test_put_up_to_n_of_the_cards_looked_at():
    ab = parse_sentence("Once during each of your turns, you may discard 1 Antic: look at the top 7 cards of your "
                        "Arsenal, put up to 1 in your hand, and put the rest on the bottom of your Arsenal.").clauses[0]
    seq = ab.effects[0]
    move = seq.effects[1]
    assert isinstance(move, A.MoveCards) and move.cards.quantity == A.Quantity(count=1, up_to=True)
    assert move.destination == A.Zone("hand", "you")


def test_put_this_card_from_a_zone_under_a_titled_card():
    opt = one("During your turn, you may put this card from your Ring under The Maharaja's Protective Turban Case.")
    move = opt.effect
    assert isinstance(move, A.MoveCards) and move.this_card and move.source == A.Zone("ring", "you")
    assert move.destination.name == "under_card" and move.destination.card == "The Maharaja's Protective Turban Case"


def test_repeat_until_one_player_stops():
    assert one("Repeat this until one player stops.") == AN.RepeatUntilStopped("either")
    assert one("Repeat this until you or your opponent stops.") == AN.RepeatUntilStopped("either")
    assert not parse_sentence("Repeat this until 2 player stops.").is_parsed


def test_search_for_counted_cards_and_a_title():
    # Revolution Roll Out of the Ring: a title ending the list of counted cards
    search = one("Search your Arsenal for 1 non-reversal non-Unique card and Roll Out of the Ring, reveal them, put "
                 "them into your hand, and shuffle.")
    assert isinstance(search, A.Search) and search.destination == A.Zone("hand", "you")
    assert search.cards.filter == A.CardFilter(kinds=("Card",), excludes=("Reversal", "Unique"))
    assert search.also == (A.Cards(A.Quantity(count=1), A.CardFilter(titled=("Roll Out of the Ring",))),)


def test_shuffle_cards_of_a_zone_equal_to_a_count():
    # "Shuffle Ringside cards into your Arsenal equal to the number of Cheater cards in your Ring (max. 5)."
    (capped,) = effects("Shuffle RFG cards into your Arsenal equal to the number of Face cards in your Ring (max. 5).")
    assert capped.maximum == 5
    move = capped.effect
    assert isinstance(move, A.MoveCards) and move.shuffle and move.destination == A.Zone("arsenal", "you")
    assert move.cards.filter.qualifiers == ("in rfg",) and move.cards.quantity.equal_to


def test_draw_until_you_have_n_cards_in_hand():
    from judgebot.cardtext import actions_ast as N
    (rep,) = nodes("At the start of each of your turns when you have 3- cards in hand, you may skip your Draw Segment and "
                   "draw until you have 5 cards in hand.", N.RepeatUntil)
    assert isinstance(rep.effect, A.Draw)
    (stop,) = rep.stops
    assert (stop.kind, stop.player, stop.amount, stop.zone.name) == ("cards_left", "you", 5, "hand")


def test_discard_until_you_have_at_least_n_hand_cards():
    from judgebot.cardtext import actions_ast as N
    (rep,) = nodes("Before each of your Draw Segments, when you have 9+ Hand cards, you may discard until you have 4+ "
                   "Hand cards and then Bury the same number of Ringside cards.", N.RepeatUntil)
    assert isinstance(rep.effect, A.Discard)
    (stop,) = rep.stops
    assert (stop.kind, stop.amount, stop.zone.name) == ("cards_at_least", 4, "hand")


def test_shuffle_cards_equal_to_a_fortitude():
    move = one("Shuffle cards from your Ringside into your Arsenal equal up to your opponent's Fortitude.")
    assert move.cards.quantity == A.Quantity(up_to=True, equal_to="Fortitude Rating of opponent")
    move = one("Shuffle cards from your Ringside into your Arsenal equal to the Fortitude of the reversed card.")
    assert move.cards.quantity == A.Quantity(equal_to="Fortitude of the reversed card")


def test_choose_and_discard_from_his_hand():
    (look, discard) = one("Look at opponent's hand, then choose and discard 1 card from his hand.").effects
    assert isinstance(discard, A.Discard) and discard.player == "you"
    assert discard.zone == A.Zone("hand", "opponent") and discard.quantity == A.Quantity(count=1)


def test_put_two_groups_under_this_card():
    seq = one("Put 1 random non-Backlash card in your Ringside and 1 card from your hand under this card.")
    first, second = seq.effects
    assert first.source == A.Zone("ringside", "you") and first.cards.quantity.random
    assert second.source == A.Zone("hand", "you")
    assert first.destination == second.destination == A.Zone("under_card", "you")


def test_more_misprints_read_as_meant():
    # "can not" (cannot), "you opponent" (your opponent), "His discards" (He discards), "discards random 1 card"
    assert parse_sentence("The card titled Maintain Hold can not be played after this card.").is_parsed
    (d,) = effects("His discards 3 random cards.")
    assert isinstance(d, A.Discard) and d.player == "opponent" and d.quantity.random and d.quantity.count == 3
    move = one("Overturn 1 card, and then shuffle up 1 to card from your Ringside into your Arsenal.").effects[1]
    assert move.cards.quantity == A.Quantity(count=1, up_to=True)


def test_shuffle_n_of_the_cards_named_before():
    # "Reveal the bottom 3 cards of your Arsenal, put 2 into your hand and shuffle 1 into your Arsenal."
    reveal, put, shuffle = one("Reveal the bottom 3 cards of your Arsenal, put 2 into your hand and shuffle 1 into "
                               "your Arsenal.").effects
    assert put.destination == A.Zone("hand", "you") and put.cards.quantity == A.Quantity(count=2)
    assert shuffle.shuffle and shuffle.destination == A.Zone("arsenal", "you")
    assert shuffle.cards == A.Cards(A.Quantity(count=1), A.CardFilter(qualifiers=("of them",)))


def test_arsenal_and_ringside_search():
    search = one("Arsenal and Ringside Search 1 card with 'The Million Dollar Corporation' in the text.")
    assert isinstance(search, A.Search)
    assert search.zones == (A.Zone("arsenal", "you"), A.Zone("ringside", "you"))


def test_all_opponents_discard():
    s = parse_sentence("All opponents discard 1 card, and all opponents' reversals to your next maneuver this turn "
                       "are +15F.")
    assert s.is_parsed
    (discard,) = s.clauses[0].effects
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert s.clauses[1].modifier.scope.player == "opponent"


def test_move_twice_that_many():
    # "twice" is lexed as 2: "twice that many" is the count of the step before, doubled
    (ability,) = parse_sentence("When you would discard any number of cards, you may instead overturn twice that many "
                                "cards.").clauses
    (overturn,) = [n for n in A.iter_nodes(ability) if isinstance(n, A.Overturn)]
    assert overturn.quantity == A.Quantity(equal_to="double that many")
    first, second = effects("Remove up to 2 cards in your Ringside from the game, and then remove up to twice that "
                            "number of cards in your opponent's Ringside from the game.")[0].effects
    assert second.cards.quantity == A.Quantity(up_to=True, equal_to="double that many")
    assert second.cards.zone == A.Zone("ringside", "opponent")


def test_move_draw_half_that_many_rounded():
    move, draw = one("Your opponent shuffles his hand into his Arsenal and draws half that many cards (rounded up).").effects
    assert move.shuffle and move.player == "opponent"
    assert isinstance(draw, A.Draw) and draw.player == "opponent"
    assert draw.quantity == A.Quantity(equal_to="half that many, rounded up")


def test_move_all_cards_but_n():
    move = one("Your opponent randomly puts all cards in his hand on the bottom of his Arsenal except for 2.")
    assert isinstance(move, A.MoveCards) and move.player == "opponent"
    assert move.cards.quantity == A.Quantity(random=True, equal_to="all but 2")
    assert move.source == A.Zone("hand", "opponent")
    assert move.destination == A.Zone("arsenal", "opponent", position="bottom")
    (activated,) = parse_sentence("Put all cards from your Ringside into your hand: shuffle all cards from your hand "
                                  "into your Arsenal except for 2.").clauses
    (shuffle,) = activated.effects
    assert shuffle.shuffle and shuffle.cards.quantity == A.Quantity(equal_to="all but 2")
    assert shuffle.source == A.Zone("hand", "you") and shuffle.destination == A.Zone("arsenal", "you")


def test_move_search_place_then_choose():
    s = parse_sentence("Search your opponent's Arsenal, choose 1 card, remove it from the game, and they shuffle; when "
                       "you are Justin Gabriel, choose 1 additional card.")
    assert s.is_parsed
    search, remove, shuffle = s.clauses[0].effects[0].effects
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "opponent"),)
    assert search.cards.quantity == A.Quantity(count=1)
    assert isinstance(remove, A.RemoveFromGame) and isinstance(shuffle, A.ShuffleZone)
    # a comma after "search <place>" that is not before "choose" stays a separator
    assert parse_sentence("When you are The Radicalz and you search your Arsenal, you can put this card from your "
                          "Arsenal into your Backlash, and it can be played from Backlash as if from hand.").is_parsed


def test_move_considered_not_played():
    from judgebot.cardtext.reversals_ast import PlayUndone
    s = parse_sentence("Can only be played when your opponent plays a card from hand, he puts that card into his hand "
                       "and it is considered not to be played.")
    assert s.is_parsed
    (back,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert back.player == "opponent" and back.destination == A.Zone("hand", "opponent")
    (not_played,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, PlayUndone)]
    assert not_played.scope.kind == "it" and not_played.result == "not_played"


def test_move_scope_is_shuffled_into():
    move, draw = one("It is shuffled into his Arsenal and he may draw 1 card.").effects
    assert isinstance(move, A.MoveCards) and move.shuffle
    assert move.cards.filter.qualifiers == ("it",) and move.destination == A.Zone("arsenal", "opponent")


def test_move_ring_and_ringside_both_places():
    remove = one("Unless you are Al Snow, remove all Action cards in your Ring area and Ringside pile from the game.")
    assert isinstance(remove, A.RemoveFromGame) and remove.cards.filter.kinds == ("Action",)
    assert remove.cards.zone == A.Zone("ring", "you", alternatives=(A.Zone("ringside", "you"),))
    first = one("Shuffle any number of copies of Roll Out of the Ring from your Ringside and Ring into your Arsenal, "
                "shuffle the same number of cards from your Ringside into your Arsenal, and he overturns that many "
                "cards.").effects[0]
    assert first.source == A.Zone("ringside", "you", alternatives=(A.Zone("ring", "you"),))
    assert first.cards.filter.titled == ("Roll Out of the Ring",)


def test_move_for_each_card_moved_to_a_place():
    put, each = one("Put up to 2 cards from your Ringside into your hand, and draw up to 1 card for each CM "
                    "Punk-specific card moved to your hand.").effects
    assert isinstance(each, A.ForEach) and isinstance(each.effect, A.Draw)
    assert each.cards.filter.traits == ("CM Punk-specific",)
    assert each.cards.filter.qualifiers == ("moved to your hand",)


def test_turn_skip_first_turn_of_the_game():
    """"he skips his first turn of the game": SkipFirstTurn (not SkipTurn, his next turn)."""
    from judgebot.cardtext.actions_ast import SkipFirstTurn
    assert nodes("When you are Priceless, he skips his first turn of the game.", SkipFirstTurn) == [
        SkipFirstTurn("opponent")]
    text = ("Search your Arsenal for 3 non-unique Foreign Objects or cards with the word 'hardcore'in the title, reveal "
            "them to your opponent, put them into your hand, shuffle your Arsenal, and skip your first turn of the game.")
    assert nodes(text, SkipFirstTurn) == [SkipFirstTurn("you")]
    assert nodes(text, A.SkipTurn) == []


def test_turn_cannot_tag_out_and_no_draw_next_turn():
    """"Your opponent cannot 'tag'out for the rest of this turn and during his next turn." (Prohibition
    "tag_out"); "Do not draw cards during the Draw Segment of your next turn, ..." (as "during your next Draw
    Segment")."""
    p, = nodes("Your opponent cannot 'tag'out for the rest of this turn and during his next turn.", A.Prohibition)
    assert p.player == "opponent" and p.action == "tag_out" and p.duration == "this_and_opponent_next_turn"
    text = ("Do not draw cards during the Draw Segment of your next turn, and you cannot play Action cards on your next "
            "turn.")
    assert nodes(text, A.SkipDrawSegment) == [A.SkipDrawSegment("you")]
    p, = nodes(text, A.Prohibition)
    assert p.player == "you" and p.filter.kinds == ("Action",) and p.duration == "next_turn"


def test_whenthis_discards_randomly():
    from judgebot.cardtext.actions_ast import RandomDiscards
    s = parse_sentence("When this card is in your Ring, your opponent discards randomly when he Activates Sustained "
                       "Damage.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert ab.effects == (RandomDiscards("opponent"),)
    assert ab.triggers[-1].kind == "when_player_activates" and ab.triggers[-1].filter.titled == ("Sustained Damage",)
    assert nodes("When you have a Fan Favorite card in your Ring, this card can be played from Ringside, and he "
                 "discards randomly for this card's effect.", RandomDiscards) == [RandomDiscards("opponent", "this card")]


def test_move_searches_two_places_for_nothing_named():
    # Insurrextion: "Your opponent searches your Arsenal and Backlash deck. If he finds a Face or Heel card, ..."
    search = one("Your opponent searches your Arsenal and Backlash deck.")
    assert isinstance(search, A.Search) and search.player == "opponent"
    assert search.zones == (A.Zone("arsenal", "you"), A.Zone("backlash", "you"))
    assert search.cards == A.Cards(A.Quantity(), A.CardFilter())


def test_move_shuffle_the_chosen_cards_from_a_place():
    move, draw = one("If he does not, shuffle the chosen cards from your Ringside pile into your Arsenal and then draw "
                     "2 cards.").effects
    assert move.shuffle and not move.this_card and move.cards.filter.qualifiers == ("it",)
    assert move.source == A.Zone("ringside", "you") and move.destination == A.Zone("arsenal", "you")


def test_move_reveal_one_at_a_time_until():
    from judgebot.cardtext.actions_ast import RepeatUntil
    repeat, put, shuffle = one("Reveal cards 1 at a time from the top of your Arsenal until you reveal a maneuver, then "
                               "put that card under this card and shuffle your Arsenal.").effects
    assert isinstance(repeat, RepeatUntil) and isinstance(repeat.effect, A.Reveal)
    assert repeat.effect.cards.zone == A.Zone("arsenal", "you", position="top")
    (stop,) = repeat.stops
    assert stop.kind == "turned_up" and stop.cards.filter.kinds == ("Maneuver",)


def test_move_those_n_cards_and_now_blank():
    arrange = one("Arrange those 5 cards in any order and place them back on top of your Arsenal, or shuffle them "
                  "into your Arsenal.").effects[0]
    from judgebot.cardtext.actions_ast import Arrange
    assert isinstance(arrange, Arrange) and arrange.cards.filter.qualifiers == ("it",)
    *_, blank = one("Put up to 1 card in your opponent's Ring into his Ringside, then choose 1 card in his Ring and "
                    "that card is now blank.").effects
    assert isinstance(blank, A.Blank) and blank.scope.kind == "it"


def test_move_discards_randomly_is_how_he_discards():
    from judgebot.cardtext.actions_ast import RandomDiscards
    s = parse_sentence("Your opponent discards 2 cards; when The Record Scratch is revealed, he discards randomly.")
    assert s.is_parsed
    (random,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, RandomDiscards)]
    assert random.player == "opponent"
    (discard,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Discard)]
    assert discard.quantity == A.Quantity(count=2)      # the one discard, made at random when the card is revealed


def test_move_choose_a_card_he_must_discard():
    look, discard = one("If your Fortitude Rating is greater than your opponent's, look at your opponent's hand and "
                        "choose 1 card he must discard.").effects
    assert isinstance(look, A.LookAt) and look.zone == A.Zone("hand", "opponent")
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert discard.quantity == A.Quantity(count=1, chosen_by="you")


def test_pack_random_discard_keeps_its_variable():
    (ab,) = parse_sentence("Your opponent randomly discards # cards from his Backlash deck, where # is equal to the "
                           "number of Enforcer cards he has revealed.").clauses
    (d,) = ab.effects
    assert d.player == "opponent" and d.quantity.random and d.zone.name == "backlash"
    assert d.quantity.variable.definition.value.cards.filter.kinds == ("Enforcer",)


def test_revdef_discards_half_of_the_cards_in_his_hand():
    (d,) = nodes("Reverse any Strike, Grapple or Submission, and your opponent discards half of the cards in his hand "
                 "(rounded up).", A.Discard)
    assert d.player == "opponent" and d.zone.name == "hand" and d.zone.owner == "opponent"
    assert d.quantity.equal_to.startswith("half the number of") and d.quantity.equal_to.endswith("rounded up")


def test_subject_cards_deal_a_set_damage():
    mod = parse_sentence("Your opponent's Core maneuvers deal 1 damage.").clauses[0]
    assert mod.changes == (A.StatChange("D", 1, set_to=True),)
    assert mod.scope.filter.kinds == ("Core", "Maneuver") and mod.scope.player == "opponent"


def test_subject_all_damage_from_opponent():
    mod = parse_sentence("All damage from opponent is at -1D.").clauses[0]
    assert mod == A.Modifier((A.StatChange("D", -1),), A.Scope("all", A.CardFilter(kinds=("Card",)), "opponent"))


# ---- counts, zones and subjects of the "When played, ..." sentences


def _whenplayed_nodes(sentence: str, kind):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, kind)]


def test_whenplayed_remove_up_to_the_top_n():
    (rfg,) = _whenplayed_nodes("When played, remove up to the top 5 cards of your Arsenal from the game.", A.RemoveFromGame)
    assert rfg.cards.quantity == A.Quantity(count=5, up_to=True)
    assert rfg.cards.zone == A.Zone("arsenal", "you", "top")


def test_whenplayed_all_ringside_piles():
    (rfg,) = _whenplayed_nodes("When successfully played and damage has been applied, remove all cards in all Ringside "
                               "piles from the game.", A.RemoveFromGame)
    assert rfg.cards.quantity.all and rfg.cards.zone == A.Zone("ringside", "any")


def test_whenplayed_randomly_reveals_variable_count():
    (reveal,) = _whenplayed_nodes("When you successfully play a Throwback maneuver, your opponent randomly reveals # cards "
                                  "from hand, where # is the number of Throwback cards in your Ring.", A.Reveal)
    assert reveal.player == "opponent" and reveal.cards.quantity.random
    assert reveal.cards.quantity.variable is not None and reveal.cards.quantity.count is None


def test_whenplayed_do_not_discard_n_cards():
    (p,) = _whenplayed_nodes("If played by Kurt Angle, do not discard 3 cards.", A.Prohibition)
    assert p.player == "you" and p.action == "discard" and p.filter.kinds == ("Card",)


def test_whenplayed_do_not_discard_for_this_card():
    (p,) = _whenplayed_nodes("When played in Indianapolis, IN at GenCon, do not discard for this card.", A.Prohibition)
    assert p.action == "discard_for" and p.filter.qualifiers == ("this card",)


def test_whenplayed_all_cards_except_this_card():
    (move,) = _whenplayed_nodes("When played, you may put all cards in your hand except this card on the bottom of your "
                                "Arsenal.", A.MoveCards)
    assert move.cards.quantity.all and move.cards.filter.qualifiers == ("other",)
    assert move.source == A.Zone("hand", "you") and move.destination == A.Zone("arsenal", "you", "bottom")


def test_whenplayed_must_also_discard():
    (d,) = _whenplayed_nodes("If played in Colombus, Ohio at Origins, your opponent must also discard 1 card from his "
                             "hand.", A.Discard)
    assert d.player == "opponent" and d.quantity.count == 1 and d.zone == A.Zone("hand", "opponent")


def test_whenplayed_that_player_after_any_players_turn():
    (choice,) = _whenplayed_nodes("Once during any players' turn, that player may either overturn 5 cards or discard 2 "
                                  "cards to put a Foreign Object card from his Ringside into his hand.", A.Choice)
    overturn, discard = choice.options
    assert overturn.player == "any" and overturn.quantity.count == 5
    assert discard.player == "any" and discard.quantity.count == 2
    (move,) = _whenplayed_nodes("Once during any players' turn, that player may either overturn 5 cards or discard 2 "
                                "cards to put a Foreign Object card from his Ringside into his hand.", A.MoveCards)
    assert move.source.owner == "any" and move.destination.owner == "any"


def test_whenplayed_if_you_do_then():
    s = parse_sentence("When successfully played, you may discard 3 cards; if you do, then shuffle 1 card from your "
                       "Ringside into your Arsenal and put 1 Backlash card from your Ringside into your Backlash.")
    assert s.is_parsed
    first, second = s.clauses
    assert isinstance(first.effects[0], A.Optional) and isinstance(first.effects[0].effect, A.Discard)
    assert second.condition.kind == "did_previous"
    shuffle, put = second.effects[0].effects
    assert shuffle.shuffle and shuffle.destination == A.Zone("arsenal", "you")
    assert put.destination == A.Zone("backlash", "you")


def test_whenplayed_discards_additional_card_randomly():
    from judgebot.cardtext import continuous_ast as N
    (add,) = _whenplayed_nodes("When played from hand, he discards 1 additional card randomly.", N.AdditionalCards)
    assert add.action == "discard" and add.player == "opponent"
    assert add.quantity.count == 1 and add.quantity.random


def test_whenplayed_same_number_in_his_hand_plus_one():
    reveals = _whenplayed_nodes("Once during each of your turns when you play a maneuver, you may reveal up to 3 cards in "
                                "your hand; if you do, that maneuver is +2D and +1 Stun Value, and when it is successfully "
                                "played, your opponent reveals the same number of random cards in his hand +1.", A.Reveal)
    his = reveals[-1]
    assert his.player == "opponent" and his.cards.zone == A.Zone("hand", "opponent")
    assert his.cards.quantity.equal_to == "the same number +1" and his.cards.quantity.random


def test_whenthis_it_is_shuffled_into_instead():
    s = parse_sentence("When this card would be removed from the game, it is shuffled into your Arsenal instead.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert ab.triggers[0].kind == "when_would"
    (instead,) = ab.effects
    move = instead.effect
    assert isinstance(move, A.MoveCards) and move.shuffle and move.destination.name == "arsenal"
    assert move.cards.filter.qualifiers == ("it",)


def test_whenthis_cannot_play_unless_titled():
    (ban,) = effects("When this card is in your Ring area, your opponent cannot play Set-up cards, unless it is "
                     "titled From the Top Rope or Springboard.")
    assert isinstance(ban, A.Prohibition) and ban.player == "opponent" and ban.action == "play"
    assert ban.filter.traits == ("Set-up",)
    assert ban.filter.qualifiers == ("except From the Top Rope or Springboard",)


def test_whenthis_semicolon_but_joins_effects():
    (seq,) = effects("When this card is in your Ring area, opponent's maneuvers are +2D; but draw 1 additional card "
                     "during the draw segment of your turn.")
    mod, more = seq.effects
    assert isinstance(mod, A.Modifier) and mod.scope.player == "opponent"
    assert type(more).__name__ == "AdditionalCards" and more.action == "draw"


def test_whenthis_reduce_that_maneuvers_damage():
    s = parse_sentence("ACE: When your opponent plays a maneuver, you may RFG this card to reduce that maneuver's "
                       "damage to 0.")
    assert s.is_parsed
    (mod,) = s.clauses[0].effects
    assert isinstance(mod, A.Modifier) and mod.scope.kind == "it"
    assert mod.changes == (A.StatChange("D", 0, set_to=True),)


def test_move_rfg_a_list_and_choose_and_rfg():
    first, second = one("If you have equal or greater Fortitude, RFG 1 card from your hand and 1 card from your "
                        "Ringside.").effects
    assert isinstance(first, A.RemoveFromGame) and first.cards.zone == A.Zone("hand", "you")
    assert isinstance(second, A.RemoveFromGame) and second.cards.zone == A.Zone("ringside", "you")
    remove = one("Choose and RFG 4 of his Ringside cards.")
    assert isinstance(remove, A.RemoveFromGame) and remove.cards.quantity == A.Quantity(count=4)
    assert remove.cards.filter.owner == "opponent"


def test_move_r8_counted_or_list_of_three():
    # "1 X, 1 Y, or 1 Z": one group or another (a Choice of three moves), not a list of all three
    (choice,) = effects("Put 1 non-hybrid Maneuver card, 1 Unique Action card, or 1 Volley card from your Ringside "
                        "pile into your hand.")
    assert isinstance(choice, A.Choice) and len(choice.options) == 3
    assert all(isinstance(o, A.MoveCards) and o.destination == A.Zone("hand", "you")
               and o.source == A.Zone("ringside", "you") and o.cards.quantity == A.Quantity(count=1)
               for o in choice.options)
    assert [o.cards.filter.kinds for o in choice.options] == [("Maneuver",), ("Action",), ("Card",)]
    assert choice.options[1].cards.filter.traits == ("Unique",) and choice.options[2].cards.filter.traits == ("Volley",)


def test_move_r8_rfg_after_his_verb_is_his():
    # "RFG" (one form for every person) after "and" in a clause he opens: his removal too
    (seq,) = effects("They discard 1 and RFG the other.")
    discard, remove = seq.effects
    assert isinstance(discard, A.Discard) and discard.player == "opponent" and discard.quantity == A.Quantity(count=1)
    assert isinstance(remove, A.RemoveFromGame) and remove.player == "opponent"
    assert remove.cards.filter.qualifiers == ("the rest",)
    # "RFGs" (the Virtual verb printed with a third-person "s")
    (seq,) = effects("Your opponent RFGs 2 random cards in his hand, and RFG the top 2 cards from his Arsenal.")
    hand, top = seq.effects
    assert isinstance(hand, A.RemoveFromGame) and hand.player == "opponent" and hand.cards.quantity.random
    assert hand.cards.zone == A.Zone("hand", "opponent")
    assert isinstance(top, A.RemoveFromGame) and top.player == "opponent" and top.cards.zone.name == "arsenal"
    assert top.cards.zone.owner == "opponent" and top.cards.quantity.count == 2


def test_move_r8_search_copies_of_any_card():
    # "exactly 2 copies of any card": 2 cards of one title, whichever (qualifier "copies of one title")
    (search,) = effects("Search your Arsenal for exactly 2 copies of any card, reveal them, put them in your hand, "
                        "and shuffle.")
    assert isinstance(search, A.Search) and search.zones == (A.Zone("arsenal", "you"),)
    assert search.cards.quantity.count == 2 and search.cards.filter.qualifiers == ("copies of one title",)
    assert search.reveal and search.shuffle and search.destination == A.Zone("hand", "you")


def test_turn_choose_one_after_a_price_with_steps_in_an_option():
    # "... and choose one: A, or B and C": the price is the reveal; "or" sets the options apart, "and" joins the
    # steps of the second option (it was read as (A or B) and then C)
    s = parse_sentence("Once during each of your turns, you may reveal 1 random card from your Arsenal, and choose "
                       "one: put the revealed card in your hand, or draw 1 card and put 1 card from your hand on top "
                       "of your Arsenal.")
    assert s.is_parsed
    (node,) = s.clauses
    assert isinstance(node, A.ActivatedEffect)
    (cost,) = node.cost
    assert isinstance(cost, A.Optional) and isinstance(cost.effect, A.Reveal)
    (choice,) = node.effects
    assert isinstance(choice, A.Choice) and choice.player == "you"
    put, steps = choice.options
    assert isinstance(put, A.MoveCards) and put.destination == A.Zone("hand", "you")
    assert isinstance(steps, A.Sequence)
    draw, move = steps.effects
    assert isinstance(draw, A.Draw) and draw.quantity.count == 1
    assert isinstance(move, A.MoveCards) and move.destination == A.Zone("arsenal", "you", position="top")


def test_turn_he_chooses_one_of_three_options_one_with_two_steps():
    # "he chooses one: A, B and C, or D": "," and "or" set the three options apart
    s = parse_sentence("ACE: Once during each of your turns, you may discard 1 card and put 1 card from hand on top "
                       "of your Arsenal, and then he chooses one: he discards 1 random Backlash card, you may shuffle "
                       "2 cards from your Ringside into your Arsenal and draw 1 card, or he removes the top 2 cards of "
                       "his Arsenal from the game; when this effect is reversed, your turn continues.")
    assert s.is_parsed
    node = s.clauses[0]
    (choice,) = node.effects
    assert isinstance(choice, A.Choice) and choice.player == "opponent"
    discard, shuffle_draw, rfg = choice.options
    assert isinstance(discard, A.Discard) and discard.player == "opponent"
    assert isinstance(shuffle_draw, A.Optional) and isinstance(shuffle_draw.effect, A.Sequence)
    assert [type(e) for e in shuffle_draw.effect.effects] == [A.MoveCards, A.Draw]
    assert isinstance(rfg, A.RemoveFromGame) and rfg.player == "opponent"


def test_whenplayed_play_another_with_it():
    # "with it": a card played at once with the card just played (PlayAlong)
    from judgebot.cardtext.actions_ast import PlayAlong
    (opt,) = effects("When the first card played on your turn is a TMF, you may immediately play another TMF with it.")
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, PlayAlong)
    assert opt.effect.player == "you" and opt.effect.cards.filter.kinds == ("Trademark Finisher",)
    assert opt.effect.cards.quantity.count == 1
    (opt,) = effects("When you have lower Fortitude and your first card played each turn is a 'Dynamic' maneuver, you "
                     "may also immediately play another 'Dynamic' maneuver with it.")
    assert isinstance(opt.effect, PlayAlong) and opt.effect.cards.filter.kinds == ("Maneuver",)


def test_whenplayed_choose_this_until_resolved():
    from judgebot.cardtext.actions_ast import ChooseThis
    a = parse_sentence("When playing a Grapple, Throw, Trademark or Trademark Finisher without 'Maintain' in the text, "
                       "you may choose this card until that maneuver finishes resolving.")
    assert a.is_parsed
    (ab,) = a.clauses
    (opt,) = ab.effects
    assert isinstance(opt, A.Optional) and opt.effect == ChooseThis("you", "that maneuver finishes resolving")
    (t,) = ab.triggers
    assert t.kind == "when_player_plays" and t.filter.kinds == ("Grapple", "Throw", "Trademark", "Trademark Finisher")


def test_whenplayed_does_not_discard_bare():
    (ab,) = parse_sentence("When JYD's Chain is successfully played, your opponent does not discard.").clauses
    (eff,) = ab.effects
    assert eff == A.Prohibition("opponent", "discard")
    assert ab.triggers[0].filter.titled == ("JYD's Chain",)


def test_whenplayed_multi_kind_instead():
    # "High Risk + High Risk": the parts of a Multi maneuver (as its type line "Strike + Strike"), in place of its own
    (ab,) = parse_sentence("When played after a Set-up card, this card is a High Risk + High Risk instead.").clauses
    (eff,) = ab.effects
    assert isinstance(eff, A.Considered) and eff.mode == "instead" and eff.scope.kind == "this"
    assert eff.as_kind == A.CardFilter(kinds=("High Risk", "High Risk"))
    assert ab.condition.kind == "played_after"
    (ab,) = parse_sentence("When played after a card, this card is a Trademark Finisher + Trademark Finisher "
                           "instead.").clauses
    assert ab.effects[0].as_kind.kinds == ("Trademark Finisher", "Trademark Finisher")
    # printed without spaces
    (ab,) = parse_sentence("When played after a successfully played maneuver, this card is a High Risk+High Risk "
                           "instead.").clauses
    assert ab.effects[0].as_kind.kinds == ("High Risk", "High Risk")


def test_whenplayed_bare_count_the_same_number():
    (ab,) = parse_sentence("When successful, you may discard 5- Hand cards and he overturns the same number.").clauses
    seq = ab.effects[0]
    overturn = [n for n in A.iter_nodes(seq) if isinstance(n, A.Overturn)]
    assert len(overturn) == 1 and overturn[0].player == "opponent"
    assert overturn[0].quantity.equal_to == "the same number"


def test_whenplayed_do_not_discard_after_a_state():
    s = parse_sentence("When you successfully play a maneuver, put this card into your Ringside or you may discard 1 "
                       "card and put it on the bottom of your Arsenal; when he is a Female superstar, do not discard.")
    assert s.is_parsed
    assert A.Prohibition("you", "discard") in [n for c in s.clauses for n in A.iter_nodes(c)]


def test_whenplayed_listed_on_a_card_in_his_ring():
    (ab,) = parse_sentence("When he plays a maneuver listed on a Feud in his Ring he may discard 2 cards.").clauses
    (t,) = ab.triggers
    assert t.kind == "when_player_plays" and t.by == "opponent"
    assert t.filter.kinds == ("Maneuver",) and t.filter.qualifiers == ("listed on a Feud in his Ring",)
    (ab,) = parse_sentence("When you play a card with a title on this card, overturn 1 card.").clauses
    assert ab.triggers[0].filter.qualifiers == ("listed on this card",)
    assert isinstance(ab.effects[0], A.Overturn)


def test_whenplayed_paren_alternative_count_after_state():
    # "(when you have fewer cards in hand, 2 cards)": the comma ends the state, the count is the alternative's
    s = parse_sentence("Once during each of your turns you may allow all players to draw 1 card, and then all opponents "
                       "discard 1 card (when you have fewer cards in hand, 2 cards).")
    assert s.is_parsed


def test_whenthis_resolve_a_copy_of_the_cards_effects():
    # "resolve a copy of the card's effects after your opponent does": his card's effects, done again as yours
    from judgebot.cardtext import actions_ast as N
    (ab,) = parse_sentence("ACE: When your opponent successfully plays a non-Superstar specific Action, you may remove "
                           "this card from the game and choose one: either resolve a copy of the card's effects after "
                           "your opponent does or blank the card's text and damage until the end of the turn.").clauses
    (choice,) = ab.effects
    copy, blank = choice.options
    assert copy == N.CopyEffects("you", after="opponent")
    assert isinstance(blank, A.Blank) and blank.damage and blank.duration == "rest_of_turn"
    (ab,) = parse_sentence("ACE: During his turn, when he successfully plays a non-Trademark Finisher NXT card, you may "
                           "overturn 2 cards and RFG this card, and then choose 1: Reduce that card's damage to 0 or "
                           "resolve a copy of the card's effects after your opponent does.").clauses
    (choice,) = ab.effects
    assert isinstance(choice.options[0], A.Modifier) and choice.options[1] == N.CopyEffects("you", after="opponent")


def test_whenthis_eliminate_all_instances_of_a_word():
    # "eliminate all instances of the word 'heel' on your cards titled X": the word is ignored there
    (ab,) = parse_sentence("When this card is in your Ring area, eliminate all instances of the word 'heel'on your "
                           "cards titled Hey! That's Cheap Heat!").clauses
    (ign,) = ab.effects
    assert isinstance(ign, A.Ignore) and ign.what == "'heel' text"
    assert ign.cards.filter.titled == ("Hey! That's Cheap Heat!",) and ign.cards.filter.owner == "you"


def test_move_discards_that_card_and_more():
    """ "he discards that card and 2 other cards": the card chosen before, then two more (his discards)."""
    (seq,) = [n for n in nodes("As an action, look at your opponent's hand and choose 1 card: he discards that card "
                               "and 2 other cards.", A.Sequence) if isinstance(n.effects[0], A.Discard)]
    first, second = seq.effects
    assert isinstance(first, A.Discard) and first.player == "opponent" and first.filter.qualifiers == ("it",)
    assert not first.this_card
    assert isinstance(second, A.Discard) and second.player == "opponent"
    assert second.quantity.count == 2 and second.filter.qualifiers == ("other",)


def test_move_search_for_one_group_or_another_of_other_count():
    """ "Search your Arsenal for 2 non-Unique maneuvers or 1 Superstar-specific maneuver": one search or the other, each
    with its count (as "Arsenal Search 2 non-Unique maneuvers or 1 non-Unique reversal")."""
    (choice,) = nodes("Search your Arsenal for 2 non-Unique maneuvers or 1 Superstar-specific maneuver, reveal it, put it "
                      "in your hand, and shuffle.", A.Choice)
    assert [(s.cards.quantity.count, s.cards.filter.kinds, s.cards.filter.excludes, s.cards.filter.traits)
            for s in choice.options] == [(2, ("Maneuver",), ("Unique",), ()),
                                         (1, ("Maneuver",), (), ("Superstar-specific",))]
    assert all(s.zones == (A.Zone("arsenal", "you"),) for s in choice.options)
    (move,) = nodes("Search your Arsenal for 2 non-Unique non-hybrid maneuvers or 1 Superstar-specific non-hybrid "
                    "maneuver; reveal them, put them in your hand, and shuffle.", A.MoveCards)
    assert move.destination == A.Zone("hand", "you")


def test_pack_change_enforcer_is_a_new_enforcer():
    from judgebot.cardtext.actions_ast import NewEnforcer
    (opt,) = effects("When your Ability has 'enforcer' in the text, you may change your Enforcer.")
    assert opt.effect == NewEnforcer("you")
    (opt,) = effects("When this card is in your Ringside pile, during your turn, if your opponent has an Enforcer "
                     "revealed, you may put this card into your hand and he may change Enforcers.")
    assert opt.effect.effects[1].effect == NewEnforcer("opponent")


def test_turn_blank_his_cards_text_and_damage():
    # "blank his card's text and damage": the card named before (as "blank its text and damage")
    (blank,) = nodes("During your opponent's turn, when this card is in your Ringside and his non-Superstar-specific "
                     "non-maneuver is successful, you may put this card into your Ring, blank his card's text and "
                     "damage and end his turn.", A.Blank)
    assert blank.scope.kind == "it" and blank.damage


def test_whenplayed_announce_one_of_the_following():
    (ab,) = parse_sentence("When successfully played, announce one of the following: Strike, Grapple, Submission, "
                           "OR High Risk.").clauses
    (eff,) = ab.effects
    assert isinstance(eff, A.Name) and eff.kind == "type" and eff.player == "you"
    assert eff.options == ("Strike", "Grapple", "Submission", "High Risk")


def test_whenplayed_may_play_this_card_and_end_his_turn():
    s = parse_sentence("When your opponent successfully plays a card and damage is applied, you may play this card and "
                       "end his turn.")
    assert s.is_parsed
    plays = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Play)]
    assert len(plays) == 1 and plays[0].this_card and plays[0].player == "you"
    ends = [n for c in s.clauses for n in A.iter_nodes(c) if type(n).__name__ == "EndTurn"]
    assert ends


def test_whenplayed_may_play_with_it_from_hand():
    from judgebot.cardtext.actions_ast import PlayAlong
    (ab,) = parse_sentence("When you are Tommy Dreamer, once during each of your turns when you play a non-Multi "
                           "non-Foreign Object non-Revolution maneuver without 'reversed' in the text, you may play 1 "
                           "Foreign Object maneuver with it from hand.").clauses
    (opt,) = ab.effects
    assert isinstance(opt, A.Optional) and isinstance(opt.effect, PlayAlong)
    assert opt.effect.cards.filter.traits == ("Foreign Object",) and opt.effect.source.name == "hand"
    assert [t.kind for t in ab.triggers] == ["once_per_turn", "when_player_plays"]


def test_whenplayed_cannot_activate_that_card():
    s = parse_sentence("When you unsuccessfully Activate The Most Dangerous Champions of Smackdown, you may continue "
                       "your turn, but you cannot Activate that card for the rest of the turn.")
    assert s.is_parsed
    bans = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Prohibition)]
    assert len(bans) == 1 and bans[0].action == "activate" and bans[0].filter.qualifiers == ("it",)
    assert bans[0].player == "you" and bans[0].duration is not None


def test_pack_discard_cards_until_no_more_than_in_hand():
    (ability,) = parse_sentence("During your opponent's turn, when you have 10- cards in Arsenal, you may put this card "
                                "from your Backstage into your Ring to completely reverse any non-Trademark Finisher "
                                "maneuver; when you are not Titus O'Neil, discard cards until you have no more than 3 "
                                "cards in hand.").clauses[-1:]
    (repeat,) = [n for n in A.iter_nodes(ability) if type(n).__name__ == "RepeatUntil"]
    assert isinstance(repeat.effect, A.Discard) and repeat.effect.player == "you"
    (stop,) = repeat.stops
    assert stop.kind == "cards_at_most"


def test_pack_opponent_randomly_discards_for_your_ability():
    from judgebot.cardtext.actions_ast import RandomDiscards
    (n,) = effects("When this card is in your Ring area, your opponent randomly discards for your Superstar Ability.")
    assert n == RandomDiscards("opponent", "your Superstar Ability")


def test_move_discards_the_same_number_plus():
    """ "your opponent discards the same number +2" (as many as the step before, and 2 more)"""
    (seq,) = nodes("When you are Bianca Belair, discard any number of cards and your opponent discards the same "
                   "number +2.", A.Sequence)
    mine, his = seq.effects
    assert isinstance(mine, A.Discard) and mine.player == "you" and mine.quantity.any_number
    assert isinstance(his, A.Discard) and his.player == "opponent"
    assert his.quantity.equal_to == "the same number +2"


def test_move_puts_all_of_his_ring_cards():
    """ "Your opponent puts all of his Ring cards into his Ringside." (as "his Ring cards": all of them)"""
    (move,) = nodes("Your opponent puts all of his Ring cards into his Ringside.", A.MoveCards)
    assert move.player == "opponent" and move.cards.quantity.all
    assert move.cards.filter.owner == "opponent" and move.destination == A.Zone("ringside", "opponent")


def test_whenplayed_put_on_top_and_or_the_bottom():
    s = parse_sentence("Once during any turn when your opponent successfully plays a card, you may look at the top 5 "
                       "cards of your Arsenal, and put them on top and/or the bottom of your Arsenal in any order.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert len(moves) == 1 and moves[0].destination == A.Zone("arsenal", "you", "top_or_bottom")


def test_whenplayed_this_card_was_played_as_an_action():
    s = parse_sentence("When successfully played, shuffle up to 2 cards from your Ringside into your Arsenal, draw 1 "
                       "card, and your opponent overturns 1 card; when this card was played as an action, double those "
                       "numbers.")
    assert s.is_parsed
    conds = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.kind == "played_as"]
    assert len(conds) == 1 and conds[0].filter.kinds == ("Action",)


def test_whenplayed_backlash_slash_ringside_search():
    s = parse_sentence("When your opponent's maneuver is successful, you may Backlash / Ringside Search 1 Ready to Fight "
                       "and put it into your Ring (when you have 10+ lower Fortitude, into your Backlash instead).")
    assert s.is_parsed
    searches = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Search)]
    assert searches and [z.name for z in searches[0].zones] == ["backlash", "ringside"]


def test_whenplayed_not_titled():
    s = parse_sentence("When played, choose up to 2 Foreign Object maneuvers in your Ringside pile not titled "
                       "Everything and the Kitchen Sink.")
    assert s.is_parsed
    chosen = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Cards)]
    assert any("not titled Everything and the Kitchen Sink" in x.filter.qualifiers for x in chosen)


def test_turn2_search_the_top_cards_of_arsenal():
    # "search the top 5 cards of your Arsenal for 1 maneuver": a search among those 5 only (SearchTop)
    from judgebot.cardtext.actions_ast import SearchTop
    (search,) = nodes("Once during each of your turns, you may remove 1 card in your Ring from the game, and then "
                      "search the top 5 cards of your Arsenal for 1 maneuver, reveal it, put it in your hand, and "
                      "shuffle.", SearchTop)
    assert search.player == "you" and search.count == 5
    assert search.zone == A.Zone("arsenal", "you")
    assert search.cards.quantity.count == 1 and search.cards.filter.kinds == ("Maneuver",)


def test_turn2_search_for_cards_of_different_counts_is_a_choice():
    # "search your Arsenal for 2 non-Unique Foreign Object cards or 1 non-Superstar-specific Unique Foreign Object
    # card": a choice of two searches, one for each count
    (choice,) = nodes("During your turn, hide this card and then search your Arsenal for 2 non-Unique Foreign Object "
                      "cards or 1 non-Superstar-specific Unique Foreign Object card, reveal them, put them in your "
                      "hand, and shuffle.", A.Choice)
    two, one = choice.options
    assert isinstance(two, A.Search) and isinstance(one, A.Search)
    assert two.zones == (A.Zone("arsenal", "you"),) == one.zones
    assert two.cards.quantity.count == 2 and two.cards.filter.excludes == ("Unique",)
    assert one.cards.quantity.count == 1 and one.cards.filter.excludes == ("Superstar-specific",)
    assert "Unique" in one.cards.filter.traits


def test_reversal2_resume_overturning_after_the_card_or_effect_is_not_reversed():
    """An overturned card put into the Ring: "If the card or effect is not reversed, resume overturning and then end
    his turn." -- the condition is on the card or effect being resolved (not this card), the overturning goes on."""
    from judgebot.cardtext.actions_ast import ResumeOverturning
    s = parse_sentence("If the card or effect is not reversed, resume overturning and then end his turn.")
    assert s.is_parsed
    (node,) = s.clauses
    assert isinstance(node, A.Ability)
    seq = node.effects[0]
    assert isinstance(seq.effects[0], ResumeOverturning) and isinstance(seq.effects[1], A.EndTurn)
    c = node.condition
    assert c.kind == "result" and c.names == ("reversed",) and c.negated
    assert c.filter.qualifiers == ("or effect",)
    assert nodes("When the card or effect is not reversed, resume overturning and then end his turn; he draws 1 card.",
                 ResumeOverturning)


def test_move2_shuffle_that_card_and_this_card():
    s = parse_sentence("As an action, this card is -5F, reveal your hand and your opponent chooses 1 card; shuffle that "
                       "card and this card into your Arsenal and draw up to 3 cards.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert len(moves) == 1
    m = moves[0]
    assert m.shuffle and m.this_card and m.destination == A.Zone("arsenal", "you")
    assert m.cards.filter.qualifiers == ("it", "and this card")


def test_move2_put_those_cards_and_this_card_on_top():
    s = parse_sentence("As an action, this card is -30F, shuffle up to 2 cards from your Ringside into your Arsenal, draw "
                       "up to 1 card, and then look at the top 3 cards of your Arsenal; put those cards and this card on "
                       "top of your Arsenal in any order.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    last = moves[-1]
    assert not last.shuffle and last.this_card and last.destination == A.Zone("arsenal", "you", "top")
    assert last.cards.filter.qualifiers == ("it", "and this card")


def test_move11_from_ringside_or_cards_removed_from_the_game():
    s = parse_sentence("As an action, this card is F: 0 and your opponent cannot respond to it; shuffle this card into "
                       "your Arsenal, and you may put The Prince of Dark Matter from your Ringside or cards removed from "
                       "the game into your Backlash.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    last = moves[-1]
    assert last.cards.filter.titled == ("The Prince of Dark Matter",)
    assert last.destination == A.Zone("backlash", "you")
    zone = last.source or last.cards.zone
    assert zone.name == "ringside" and [z.name for z in zone.alternatives] == ["game"]


def test_move11_on_top_or_bottom_without_the():
    s = parse_sentence("When you are Revolution The Shield: discard 2 cards, put up to 2 cards from Ringside on top or "
                       "bottom of your Arsenal, draw up to 3 cards, and your opponent discards 1 card.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    (m,) = moves
    assert m.destination == A.Zone("arsenal", "you", "top_or_bottom")
    assert m.cards.quantity.count == 2 and m.cards.quantity.up_to and m.cards.zone.name == "ringside"


def test_move11_in_any_order_on_the_top_and_or_bottom():
    s = parse_sentence("When you are a Powerhouse: look at the top 5 cards of your Arsenal: put them in any order on the "
                       "top and/or bottom of your Arsenal.")
    assert s.is_parsed
    moves = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    (m,) = moves
    assert m.destination == A.Zone("arsenal", "you", "top_or_bottom")


def test_turn11_printed_damage_and_shuffle_to():
    """"overturn cards equal to half of the maneuver's printed damage (rounded up)"; "shuffle this and 2 cards ... from
    your Ringside to your Arsenal" (as "into")."""
    r, ab = parse_sentence("Can only be played after a successfully played maneuver, overturn cards equal to half of the "
                           "maneuver's printed damage (rounded up), and then end his turn.").clauses
    over, end = ab.effects[0].effects
    assert isinstance(over, A.Overturn)
    assert over.quantity.equal_to == "half the printed damage of the maneuver, rounded up"
    assert isinstance(end, A.EndTurn) and end.player == "opponent"
    (ab,) = parse_sentence("During your turn when this card is in your hand, you may shuffle this and 2 cards with "
                           "'lady' in in the title from your Ringside to your Arsenal.").clauses
    move = ab.effects[0].effect
    assert isinstance(move, A.MoveCards) and move.shuffle and move.this_card
    assert move.cards.filter.title_words == ("lady",) and move.destination == A.Zone("arsenal", "you")


def test_move11_of_your_choice_set_off_by_commas():
    s = parse_sentence("Your opponent must return up to 3 maneuvers, of your choice, in his Ring area to his hand.")
    assert s.is_parsed
    (m,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert m.player == "opponent" and m.destination == A.Zone("hand", "opponent")
    assert m.cards.quantity.count == 3 and m.cards.quantity.up_to
    assert m.cards.zone == A.Zone("ring", "opponent")


def test_turn11_draws_fewer_than_he_shuffled():
    """"your opponent shuffles his hand into his Arsenal and draws 1 less card than he shuffled" (that many -1)."""
    (ab,) = parse_sentence("During your turn when you successfully play a maneuver, you may hide this card and then your "
                           "opponent shuffles his hand into his Arsenal and draws 1 less card than he shuffled.").clauses
    hide, shuffle, draw = ab.effects[0].effect.effects
    assert isinstance(shuffle, A.MoveCards) and shuffle.shuffle and shuffle.player == "opponent"
    assert isinstance(draw, A.Draw) and draw.player == "opponent" and draw.quantity.equal_to == "that many -1"


def test_whenplayed11_put_back_top_or_bottom_in_random_order():
    s = parse_sentence("When you successfully play a maneuver, search the top 5 cards of your opponent's Arsenal for 1 "
                       "card, remove it from the game, and put the rest back on the top or bottom of his Arsenal in random order.")
    assert s.is_parsed
    move = s.clauses[0].effects[0].effects[-1]
    assert isinstance(move, A.MoveCards) and move.destination.name == "arsenal"
    assert move.destination.owner == "opponent" and move.destination.position == "top_or_bottom"


def test_move11_semicolon_and_closes_a_list_of_steps():
    s = parse_sentence("Search your Arsenal for 2 cards that are not common, uncommon, or Superstar-specific; reveal them "
                       "to your opponent; put them under this card; and shuffle your Arsenal.")
    assert s.is_parsed
    nodes = [n for c in s.clauses for n in A.iter_nodes(c)]
    (search,) = [n for n in nodes if isinstance(n, A.Search)]
    assert search.cards.quantity.count == 2
    assert search.cards.filter.excludes == ("Common", "Uncommon", "Superstar-specific")
    # the steps after the search (reveal, put under this card, and shuffle) are the search's own
    assert search.reveal and search.shuffle
    assert search.destination.name == "under_card" and search.destination.card is None


def test_turn11_into_hand_and_or_ringside_and_one_of_those_in_ring():
    """"put any cards under this card into your hand and/or Ringside" (each card to one of them); "remove one of those
    cards in your Ring from the game" (those cards, from that place)."""
    (ab,) = parse_sentence("During your turn you may hide this card, put any cards under this card into your hand and/or "
                           "Ringside, and then put up to 2 maneuvers from your Ringside into your hand.").clauses
    hide, choice, put = ab.effects[0].effect.effects
    assert [o.destination.name for o in choice.options] == ["hand", "ringside"]
    first, second, third = parse_sentence("Your Battling the Voices are Multi, and during your turn, ACE: you may remove "
                                          "one of those cards in your Ring from the game to put a Victoria-specific "
                                          "action from your Ringside into your hand.").clauses
    rfg = third.cost[0].effect
    assert isinstance(rfg, A.RemoveFromGame) and rfg.cards.filter.qualifiers == ("them",)
    assert rfg.cards.zone == A.Zone("ring", "you")


def test_move11_backlash_cards_removed_from_the_game_or_in_your_ringside():
    s = parse_sentence("Draw up to 2 cards and put 1 of your Backlash cards removed from the game or in your Ringside "
                       "into your Backlash.")
    assert s.is_parsed
    (m,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert m.destination == A.Zone("backlash", "you")
    assert m.cards.quantity.count == 1 and m.cards.filter.owner == "you"
    zone = m.cards.zone
    assert zone.name == "game" and zone.owner == "you" and [z.name for z in zone.alternatives] == ["ringside"]


def test_move11_cards_overturned_in_this_manner():
    s = parse_sentence("Put all Maneuver cards overturned in this manner into your hand.")
    assert s.is_parsed
    (m,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert m.destination == A.Zone("hand", "you")
    assert "overturned" in m.cards.filter.qualifiers and m.cards.filter.kinds == ("Maneuver",)


def test_revrestrict11_reversals_are_more_to_your_next_maneuver():
    """"all opponents' reversals are +15F to your next maneuver this turn": the reversals played to that card (as
    "Reversal cards to your next maneuver played this turn are +15F")."""
    s = parse_sentence("Your opponent's reversals are +15F to your next maneuver this turn.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.ReversalRestriction)]
    assert rr.kind == "modified" and rr.modifier.scope.kind == "reversals_to_this"
    assert rr.modifier.changes == (A.StatChange("F", 15),) and rr.applies_to.kind == "next"


def test_pack12_lose_the_match_via_pinfall_is_lose_the_game():
    """"you lose the match via Pinfall Victory": the match is the game (one game per match), so `LoseGame` as
    "you lose the game via Pinfall Victory"; the "When you have 20+ cards in your Backstage Area" moment is kept."""
    from judgebot.cardtext.actions_ast import LoseGame
    s = parse_sentence("When you have 20+ cards in your Backstage Area, you lose the match via Pinfall Victory.")
    assert s.is_parsed
    (node,) = s.clauses
    assert LoseGame("you", "pinfall") in [n for n in A.iter_nodes(node) if isinstance(n, LoseGame)]
    game = parse_sentence("When you have 20+ cards in your Backstage Area, you lose the game via Pinfall Victory.")
    assert s.clauses == game.clauses


def test_move12_finally_leads_a_step_as_then():
    from judgebot.cardtext import ast as A
    from judgebot.cardtext.parser import parse_sentence
    s = parse_sentence("Finally, look at the top 5 cards of your opponent's Arsenal.")
    (ab,) = s.clauses
    (eff,) = ab.effects
    assert isinstance(eff, A.LookAt)
    assert eff.player == "you" and eff.zone.name == "arsenal" and eff.zone.owner == "opponent"
    assert eff.zone.position == "top" and eff.quantity.count == 5


def test_move13_until_fortitude_at_most_yours():
    """"... until his Fortitude is less than or equal to yours": the repeated put stops on the two Fortitude Ratings
    (UntilFortitude: his at most yours)."""
    from judgebot.cardtext.actions_ast import RepeatUntil, UntilFortitude
    (eff,) = effects("Your opponent puts cards of D:1 or greater from his Ring into his Ringside until his Fortitude "
                     "is less than or equal to yours.")
    assert isinstance(eff, RepeatUntil)
    assert isinstance(eff.effect, A.MoveCards) and eff.effect.player == "opponent"
    assert eff.effect.source.name == "ring" and eff.effect.destination.name == "ringside"
    assert eff.stops == (UntilFortitude("opponent", "you"),)


def test_move13_search_either_counted_or_title():
    """"Search your Arsenal or Ringside for either 1 maneuver with 'European' in the title or Master of Five
    Languages": one search, either card (the title alone is 1 card so titled)."""
    s = parse_sentence("Search your Arsenal or Ringside for either 1 maneuver with 'European' in the title or Master "
                       "of Five Languages, reveal it, put it in your hand, and shuffle.")
    assert s.is_parsed
    (search,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Search)]
    assert {z.name for z in search.zones} == {"arsenal", "ringside"}
    assert search.cards.quantity.count == 1
    first, second = search.cards.filter.alternatives
    assert first.kinds == ("Maneuver",) and first.title_words == ("European",)
    assert second.titled == ("Master of Five Languages",)


def test_move13_search_comma_or_for_the_card_titled():
    """"Search your Arsenal for any non-unique maneuver, or for the card titled Roll Out of the Ring": the comma
    before "or for" joins the second card searched for (as without it)."""
    s = parse_sentence("Search your Arsenal for any non-unique maneuver, or for the card titled Roll Out of the Ring, "
                       "put it in your hand; then shuffle your Arsenal.")
    bare = parse_sentence("Search your Arsenal for any non-unique maneuver or for the card titled Roll Out of the Ring, "
                          "put it in your hand; then shuffle your Arsenal.")
    assert s.is_parsed and s.clauses == bare.clauses
    (search,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Search)]
    first, second = search.cards.filter.alternatives
    assert first.kinds == ("Maneuver",) and first.excludes == ("Unique",)
    assert second.titled == ("Roll Out of the Ring",)


def test_move13_search_copy_of_the_same_maneuver():
    """"Search your Arsenal for a copy of the same maneuver": a card with that maneuver's title (as "a copy of that
    maneuver")."""
    s = parse_sentence("Search your Arsenal for a copy of the same maneuver, reveal it to your opponent, put it into "
                       "your hand, and shuffle your Arsenal.")
    that = parse_sentence("Search your Arsenal for a copy of that maneuver, reveal it to your opponent, put it into "
                          "your hand, and shuffle your Arsenal.")
    assert s.is_parsed and s.clauses == that.clauses
    (search,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Search)]
    assert search.cards.quantity.count == 1 and "same title as that card" in search.cards.filter.qualifiers


def test_move13_shuffle_into_arsenal_that_are_not_titled():
    """"shuffle up to 2 cards from your Ringside pile into your Arsenal that are not titled Iron Will": the cards
    moved are any but that title."""
    s = parse_sentence("As an action, discard this card, shuffle up to 2 cards from your Ringside pile into your "
                       "Arsenal that are not titled Iron Will.")
    assert s.is_parsed
    moves = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.MoveCards) and n.shuffle]
    (move,) = moves
    assert move.source.name == "ringside" and move.destination.name == "arsenal"
    assert move.cards.quantity.count == 2 and move.cards.quantity.up_to
    assert "not titled Iron Will" in move.cards.filter.qualifiers


def test_move13_show_your_opponent_is_reveal():
    """"..., show your opponent and place them in your hand": the cards found are shown (as "show them to your
    opponent")."""
    s = parse_sentence("Search your Arsenal for any 2 non-unique maneuvers with a Stun Value, show your opponent and "
                       "place them in your hand, then shuffle your Arsenal.")
    them = parse_sentence("Search your Arsenal for any 2 non-unique maneuvers with a Stun Value, show them to your "
                          "opponent and place them in your hand, then shuffle your Arsenal.")
    assert s.is_parsed and s.clauses == them.clauses


def test_turn13_last_two_cards_were_then_make_note_of_opponent():
    from judgebot.cardtext.actions_ast import NoteOpponent
    from judgebot.rules.effects import _NOT_FOLLOWED
    s = parse_sentence("Can only be played if the last two cards you played this turn were 4D or greater maneuvers, "
                       "make note of opponent this card is played against.")
    assert s.is_parsed
    pr = s.clauses[0]
    assert isinstance(pr, A.PlayRestriction) and pr.condition.kind == "last_played_were"
    assert pr.condition.filter.damage.low == 4 and pr.condition.quantity.count == 2
    assert any(isinstance(n, NoteOpponent) for n in A.iter_nodes(s))
    assert NoteOpponent in _NOT_FOLLOWED


def test_whenthis13_removed_from_game_instead_of_going_to_zone():
    # "When this card is in your Ring area, your opponent's overturned cards are removed from the game instead of going
    # to his Ringside pile."
    from judgebot.cardtext import triggers_ast as T
    (inst,) = nodes("When this card is in your Ring area, your opponent's overturned cards are removed from the game "
                    "instead of going to his Ringside pile.", T.Instead)
    rfg = inst.effect
    assert isinstance(rfg, A.RemoveFromGame) and rfg.player == "opponent"
    assert rfg.cards.quantity.all and rfg.cards.filter.owner == "opponent"
    assert "overturned" in rfg.cards.filter.qualifiers
    assert inst.instead_of.name == "ringside" and inst.instead_of.owner == "opponent"


def test_move13_total_damage_value_of_the_discarded_cards():
    """"where # is equal to the total Damage value of the discarded cards": their Damage added up (as "the Damage of the
    discarded cards")."""
    s = parse_sentence("If he does not, discard up to 2 cards and then he overturns # cards, where # is equal to the "
                       "total Damage value of the discarded cards.")
    plain = parse_sentence("If he does not, discard up to 2 cards and then he overturns # cards, where # is equal to "
                           "the Damage of the discarded cards.")
    assert s.is_parsed and s.clauses == plain.clauses


def test_move13_with_card_titles_listed_in_your_ability():
    """"the number of cards in your Ring with card titles listed in your Ability" (as "with titles listed in ...")."""
    s = parse_sentence("Shuffle up to # cards from your Ringside into your Arsenal, where # is the number of cards in "
                       "your Ring with card titles listed in your Ability.")
    plain = parse_sentence("Shuffle up to # cards from your Ringside into your Arsenal, where # is the number of cards "
                           "in your Ring with titles listed in your Ability.")
    assert s.is_parsed and s.clauses == plain.clauses


def test_move13_where_half_the_number_in_ring_rounded_in_brackets():
    """"where # is half the number of Split Finger Lock cards in your Ring (rounded up).": the rounding in brackets
    reads as ", rounded up" (half those cards, rounded up)."""
    s = parse_sentence("When successfully played, draw up to # cards and your opponent discards #, where # is half the "
                       "number of Split Finger Lock cards in your Ring (rounded up).")
    comma = parse_sentence("When successfully played, draw up to # cards and your opponent discards #, where # is half "
                           "the number of Split Finger Lock cards in your Ring, rounded up.")
    assert s.is_parsed and s.clauses == comma.clauses
    (value,) = {n for n in A.iter_nodes(s.clauses[0]) if type(n).__name__ == "VariableValue"}   # the draw's and the discard's #
    assert value.kind == "count" and value.divide == 2 and value.rounding == "up"
    assert value.cards.filter.titled == ("Split Finger Lock",) and value.cards.zone.name == "ring"


def test_move13_until_you_have_removed_d4_plus():
    """"... until you have removed D: 4+": as "until you have removed at least D: 4" (the Damage moved so far)."""
    from judgebot.cardtext.actions_ast import RepeatUntil, UntilStop
    s = parse_sentence("When it is not: put D: 1+ cards from your Ring into your Ringside until you have removed D: 4+.")
    at_least = parse_sentence("When it is not: put D: 1+ cards from your Ring into your Ringside until you have removed "
                              "at least D: 4.")
    assert s.is_parsed and s.clauses == at_least.clauses
    (repeat,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, RepeatUntil)]
    assert repeat.stops == (UntilStop("damage_removed", "you", amount=4),)
