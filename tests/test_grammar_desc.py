"""Card descriptions (grammar/desc.lark, grammar/lexicon.lark): and-lists of whole descriptions,
"of the same type", the cards under a card.

Every sentence is the text of the card named in the test; the asserts name what each
description reads as (kinds, traits, owner, zone), not merely that it parses.
"""
from __future__ import annotations

from judgebot.cardtext import ast as A
from judgebot.cardtext import parse_sentence
from judgebot.cardtext import continuous_ast as C
from judgebot.cardtext import triggers_ast as T


def only(sentence: str):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    assert len(s.clauses) == 1, s.clauses
    return s.clauses[0]


def nodes(sentence: str, kind):
    s = parse_sentence(sentence)
    assert s.is_parsed, sentence
    return [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, kind)]


# ---------------------------------------------------------------- zone lists joined by 'or'


def test_cards_from_ring_or_ringside_keep_both_zones():
    # Is That All You Got? (ACE): "from your Ring or Ringside" was read as "from your Ring" only
    move = nodes("ACE: During your turn, you may RFG this card and then put any number of Roll Out Of The Ring "
                 "from your Ring or Ringside into your hand.", A.MoveCards)[0]
    z = move.cards.zone
    assert (z.name, z.owner) == ("ring", "you")
    assert [(a.name, a.owner) for a in z.alternatives] == [("ringside", "you")]
    assert move.source == z


def test_discard_from_hand_or_backlash_keeps_both_zones():
    # Ring Presence: "he may discard 4 cards from hand or Backlash"
    d = nodes("During his turn when this card is in your Ring, he may discard 4 cards from hand or Backlash and "
              "then remove this card from the game.", A.Discard)[0]
    assert d.player == "opponent" and d.quantity.count == 4
    assert d.zone.name == "hand" and [a.name for a in d.zone.alternatives] == ["backlash"]


def test_played_from_ring_or_ringside_keeps_both_zones():
    # Samoan Chop: "When played from your Ring or Ringside, ..."
    s = parse_sentence("When played from your Ring or Ringside, you must put 1 card from hand on the bottom of your "
                       "Arsenal.")
    assert s.is_parsed
    cond = next(n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.kind == "played_from")
    assert cond.zone.name == "ring" and [(a.name, a.owner) for a in cond.zone.alternatives] == [("ringside", "you")]


def test_one_zone_has_no_alternatives():
    # Ring Presence's own zone list of one: nothing added
    move = nodes("ACE: During your turn, you may RFG this card and then put any number of Roll Out Of The Ring "
                 "from your Ring into your hand.", A.MoveCards)[0]
    assert move.cards.zone.alternatives == ()


# ---------------------------------------------------------------- and-lists of descriptions


def test_two_owned_descriptions_are_one_scope():
    # No Disqualification Match (Throwback)
    node = only("Your Foreign Object cards and Run-in cards are -3F.")
    assert isinstance(node, A.Modifier)
    assert node.scope.kind == "all" and node.scope.player == "you"
    assert node.scope.filter.alternatives == (
        A.CardFilter(kinds=("Card",), traits=("Foreign Object",), owner="you"),
        A.CardFilter(kinds=("Card",), traits=("Run-in",), owner="you"))


def test_each_description_keeps_its_owner():
    # Wrestling with a Broken Freakin' Neck
    (mod,) = nodes("When this card is in your Ring area, your Grapple maneuvers and your opponent's cards with "
                   "the word 'neck' in the title are +2D.", A.Modifier)
    assert mod.changes == (A.StatChange("D", 2),)
    assert mod.scope.player == "any"
    grapple, neck = mod.scope.filter.alternatives
    assert grapple == A.CardFilter(kinds=("Grapple",), owner="you")
    assert neck.owner == "opponent" and neck.title_words == ("neck",)


def test_a_bare_kind_after_a_description_shares_its_words():
    # We Got a Lot of Heat in the Back For This Gimmick
    (node,) = nodes("Your Billy and Chuck-specific maneuvers and actions are Heat.", A.Considered)
    maneuvers, actions = node.scope.filter.alternatives
    assert maneuvers.kinds == ("Maneuver",) and actions.kinds == ("Action",)
    assert maneuvers.traits == actions.traits == ("Billy and Chuck-specific",)
    assert node.as_kind == A.CardFilter(traits=("Heat",))


def test_this_card_and_a_titled_card():
    # The King of Memphis
    (node,) = nodes("This card and your King's Crown cannot be blanked.", A.Prohibition)
    assert node.action == "blank"
    this, crown = node.filter.alternatives
    assert this.qualifiers == ("this card",)
    assert crown == A.CardFilter(titled=("King's Crown",), owner="you")


# ---------------------------------------------------------------- of the same type


def test_cards_of_the_same_type():
    # The Crippler
    (move,) = nodes("Once during each of your turns, you may discard 1 Maneuver card and put up to 3 Maneuver cards "
                    "of the same type from your Ringside pile on the bottom of your Arsenal.", A.MoveCards)
    assert move.cards.quantity == A.Quantity(count=3, up_to=True)
    assert move.cards.filter.qualifiers == ("same type",)
    assert move.source == A.Zone("ringside", "you")
    assert move.destination == A.Zone("arsenal", "you", "bottom")


def test_same_card_type_and_same_type_as():
    # Prove Your Worth
    (move,) = nodes("ACE: Once during each of your turns, you may discard 1 card and then shuffle 1 card of the same "
                    "card type from your Ringside into your Arsenal.", A.MoveCards)
    assert move.cards.filter.qualifiers == ("same card type",)
    # Revolution The Power of the Warrior
    (search,) = nodes("Search your Arsenal for 1 maneuver of the same type as the reversed card, reveal it, put it in "
                      "your hand, and shuffle.", A.Search)
    assert search.cards.filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("same type as the reversed card",))


def test_top_cards_of_your_arsenal_is_still_a_zone():
    # "of the" after a card is the zone unless "same ... type" follows (Look at the top 5 cards ...)
    s = parse_sentence("Look at the top 5 cards of your Arsenal.")
    assert s.is_parsed


# ---------------------------------------------------------------- the cards under a card


def test_number_of_cards_under_a_titled_card():
    # Let's Check the Honk-a-Meter
    (cards,) = [n for n in nodes("Draw up to # cards, where # is the number of cards under Santino's Casa and cannot "
                                 "be greater than 6.", A.Cards) if n.zone is not None]
    assert cards.zone == A.Zone("under_card", "you", card="Santino's Casa")
    assert cards.quantity == A.Quantity(all=True)


def test_number_of_cards_under_your_superstar():
    # Bless Your Heart
    (cards,) = [n for n in nodes("Your maneuvers are -#F, where # is the number of cards under your Superstar Card.",
                                 A.Cards)]
    assert cards.zone == A.Zone("under_superstar", "you")


def test_play_from_under_a_titled_card():
    # No One Is Safe: "from under <title>" is the zone (was an error in the zone rule)
    (node,) = nodes("You may play this card from under Omen in the Sky as if from hand.", C.AsIf)
    assert node.source == A.Zone("under_card", "you", card="Omen in the Sky")


# ---------------------------------------------------------------- more about one card


def test_without_a_printed_reversal_restriction():
    # No I Won't Give In, I Won't Give In
    node = only("Your maneuvers without a printed reversal restriction are +3D.")
    assert node.scope.filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("no printed reversal restriction",))
    assert node.scope.player == "you" and node.changes == (A.StatChange("D", 3),)


def test_with_and_without_a_printed_logo():
    # That Won't Make the Cut!
    discard, move = nodes("You must discard 1 card without a printed Survivor Series logo and then put up to 3 "
                          "non-Superstar-specific cards with a printed Survivor Series logo from your Ringside pile "
                          "into your hand.", (A.Discard, A.MoveCards))
    assert discard.filter.qualifiers == ("no printed Survivor Series logo",)
    assert move.cards.filter.logos == ("Survivor Series",) and move.cards.filter.excludes == ("Superstar-specific",)
    assert move.destination == A.Zone("hand", "you")


def test_that_do_not_have_a_word_in_the_title():
    # Mark Henry
    node = only("You cannot pack High Risks that do not have 'splash' in the title.")
    assert node.forbids == (A.CardFilter(kinds=("High Risk",), qualifiers=("no 'splash' in the title",)),)


def test_cards_that_do_not_reverse_this_maneuver():
    # Lady's Grapevine (the first clause: the prohibition)
    (node,) = nodes("When successfully played, you and your opponent cannot play any cards that do not reverse this "
                    "maneuver until it is reversed.", A.Prohibition)
    assert node.action == "play" and node.filter.qualifiers == ("does not reverse this card",)
    assert node.duration == "until_reversed" and node.player == "both"


def test_a_card_with_blank_text():
    # Parts Unknown
    (trig,) = nodes("When you successfully play a card with blank text, draw up to 1 card.", A.Trigger)
    assert "blank text" in trig.filter.qualifiers


def test_considered_to_have_two_words_in_the_title():
    # Bret 'The Hitman' Hart: each quoted word (was one string 'technical|precision')
    (node,) = nodes("Your non-Unique maneuvers that do not have 'reversed' in the text are considered to have "
                    "'technical' and 'precision' in the title.", A.Considered)
    assert node.as_kind == A.CardFilter(title_words=("technical", "precision"))
    assert node.scope.filter.qualifiers == ("no 'reversed' in the text",)


def test_the_named_card():
    # Lilian: Amazing Announcer
    # (no player may play it: a Prohibition of every player, of the card named)
    (ban,) = nodes("When this card is in your Ring area, no player can play the named card.", A.Prohibition)
    assert ban.filter == A.CardFilter(kinds=("Card",), qualifiers=("named",)) and ban.player == "any"


# ---------------------------------------------------------------- comma lists, first / next card played from a zone


def test_comma_list_closed_by_and_is_one_description():
    # The Largest Athlete in Sports Entertainment
    (node,) = nodes("Your non-Multi Strike, Grapple, and Submission maneuvers played from your hand are F:0.",
                    A.Considered)
    assert node.scope.filter == A.CardFilter(kinds=("Strike", "Grapple", "Submission"), excludes=("Multi",),
                                             played_from=("you hand",))
    assert node.as_kind.fortitude == A.Range("F", 0, 0)


def test_considered_an_and_list_for_a_purpose_is_all_of_them():
    # Free Agent: "Raw, Smackdown, and NXT" -- all three, not one of them
    (node,) = nodes("Once during each of your turns you may overturn 2 cards and then your next action played this "
                    "turn is considered Raw, Smackdown, and NXT for your non-Revolution effects.", A.Considered)
    assert node.as_kind.alternatives == ()
    assert set(node.as_kind.traits) == {"Raw", "SmackDown", "NXT"}


def test_first_card_each_turn():
    # Executioner Masks
    node = only("When you have greater Fortitude, your first maneuver each turn is +3D.")
    assert node.scope == A.Scope("first_this_turn", A.CardFilter(kinds=("Maneuver",)), "you")


def test_next_card_played_from_your_hand():
    # Wellllllllllll!!!
    (cond,) = [n for n in nodes("When this card is in your Ring area, during your turn you may put this card into "
                                "your Ringside pile and if your next card played from your hand this turn is a Strike "
                                "or Grapple maneuver, it is +5D.", A.Condition) if n.kind == "next_card_is"]
    assert cond.filter == A.CardFilter(kinds=("Strike", "Grapple"), played_from=("you hand",))


# ---------------------------------------------------------------- where cards are: under a card


def test_have_cards_under_a_titled_card():
    # I Come From Money, I Come From Class... (the conditions rule: at least one card there)
    node = only("Cannot be reversed when you have cards under The DiBiase Trust Fund.")
    assert node.kind == "cannot_be_reversed"
    assert node.condition.kind == "have_cards" and node.condition.player == "you"
    assert node.condition.zone == A.Zone("under_card", "you", card="The DiBiase Trust Fund")
    assert node.condition.quantity == A.Quantity(count=1, at_least=True)


def test_for_every_card_under_a_titled_card():
    # Sky's The Limit
    (each,) = nodes("Your opponent discards 1 card for every card under Sky's The Limit.", A.ForEach)
    assert each.cards.zone == A.Zone("under_card", "you", card="Sky's The Limit")
    assert isinstance(each.effect, A.Discard) and each.effect.player == "opponent"


def test_play_cards_under_this_card_is_all_of_them():
    # "cards" with no count, under this card: all of them
    (node,) = nodes("You may play cards under this card as if from hand.", C.AsIf)
    assert node.cards.quantity == A.Quantity(all=True) and node.cards.zone == A.Zone("under_card", "you")


def test_put_under_this_card_stays_the_destination():
    # after a put verb, "under this card" is where the cards go
    (move,) = nodes("During your turn when there are no cards under this card, you may place the bottom card of "
                    "your Arsenal under this card.", A.MoveCards)
    assert move.destination == A.Zone("under_card", "you")
    assert move.source == A.Zone("arsenal", "you", "bottom")


def test_same_title_as_a_card_under_this_card():
    # the card played has the title of a card under this card; it is not itself under this card
    (play,) = nodes("He must discard 1 card to play a card with the same title as a card under this card.", A.PlayPrice)
    assert play.cards.zone is None
    assert play.cards.filter.qualifiers == ("same title as a card under this card",)


# ---------------------------------------------------------------- exceptions, different titles, "the <kind>"


def test_except_a_title_in_parentheses():
    # That... Is Undisputed!
    (move,) = nodes("Draw 1 card and shuffle up to 1 RFG card (except Divine Intervention) into your Arsenal.",
                    A.MoveCards)
    assert "except Divine Intervention" in move.cards.filter.qualifiers
    assert move.destination == A.Zone("arsenal", "you")


def test_except_a_description_in_parentheses():
    # Ricky 'The Dragon' Steamboat
    node = only("You cannot pack Revolution cards (except non-hybrid reversals) or Ring Psychology: Arm.")
    revolution, arm = node.forbids
    assert revolution.traits == ("Revolution",) and revolution.qualifiers == ("except non-Hybrid Reversal",)
    assert arm.titled == ("Ring Psychology: Arm",)


def test_with_a_different_title():
    # The Man
    (search,) = [n for n in nodes("When your maneuver played as a Counter is successful, you may Promo: 3; when it "
                                  "is not, Ringside Search 1 maneuver with a different title.", A.Cards)
                 if "different title" in n.filter.qualifiers]
    assert search.filter.kinds == ("Maneuver",) and search.quantity == A.Quantity(count=1)


def test_the_card_named_before_by_its_kind():
    # The World's Strongest Splash
    s = parse_sentence("Can only be played after a successfully played maneuver or as a Counter; when the maneuver or "
                       "reversal is Superstar-specific, this card is a Trademark Finisher instead.")
    assert s.is_parsed
    (cond,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.kind == "card_is"]
    assert cond.filter == A.CardFilter(traits=("Superstar-specific",))
    assert cond.names[0].startswith("the ") and "maneuver" in cond.names[0] and "reversal" in cond.names[0]


# ---------------------------------------------------------------- cards an earlier step acted on


def test_draw_the_same_number_of_cards_you_discarded():
    # Really Going for a Cheap Pop
    discard, draw = nodes("Discard up to 3 cards from your hand, then draw the same number of cards you discarded.",
                          (A.Discard, A.Draw))
    assert discard.quantity == A.Quantity(count=3, up_to=True)
    assert draw.quantity == A.Quantity(equal_to="the number of cards you discarded")


def test_the_number_of_cards_you_had_in_your_hand():
    # Doin' the D-Von
    (cards,) = [n for n in nodes("Discard your hand and draw # cards, where # is equal to the number of cards you had "
                                 "in your hand.", A.Cards) if n.zone is not None]
    assert cards.zone == A.Zone("hand", "you") and cards.filter.qualifiers == ("you had",)


def test_faction_members_and_or_cards_naming_the_faction():
    # Revolution Worth the Price of Admission
    s = parse_sentence("If you have 3 or more Superstar-specifics from 'ECW Originals' Faction Members and/or cards "
                       "with 'ECW Originals' in the text in your Ring, put up to 2 Uniques from your Ringside into "
                       "your hand.")
    assert s.is_parsed
    (cond,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition)]
    assert cond.kind == "have_cards" and cond.quantity == A.Quantity(count=3, at_least=True)
    assert cond.zone == A.Zone("ring", "you")
    members, naming = cond.filter.alternatives
    assert members.traits == ("Superstar-specific",)
    assert members.qualifiers == ("of a 'ECW Originals' Faction member",)
    assert naming.qualifiers == ("'ECW Originals' in the text",)
    (move,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    assert move.source == A.Zone("ringside", "you") and move.destination == A.Zone("hand", "you")


# ---------------------------------------------------------------- how many cards another effect moves

from judgebot.cardtext import desc_ast as D  # noqa: E402


def test_number_of_cards_overturned_is_reduced_to_one():
    # Master and Ruler of the World
    (node,) = nodes("The number of cards overturned for your opponent's non-damage card effects is reduced to 1.",
                    D.CountChange)
    assert node.to == 1 and node.purpose == "opponent's non-damage card effects"
    assert node.cards.filter.qualifiers == ("overturned",)


def test_number_of_cards_discarded_cannot_go_below():
    # The Manbeast
    (node,) = nodes("The number of cards discarded cannot go below 2.", D.CountChange)
    assert node.minimum == 2 and node.to is None and node.cards.filter.qualifiers == ("discarded",)


def test_number_of_your_removed_cards_is_double():
    # The Beast Money Can Buy
    (node,) = nodes("The number of your cards removed from the game is considered double.", D.CountChange)
    assert node.times == 2 and node.cards.filter.owner == "you"
    assert node.cards.filter.qualifiers == ("removed from the game",)


def test_number_removed_for_the_heat_trait():
    (node,) = nodes("When you play your Superstar-specific cards, the number of Heat cards removed from the game for "
                    "the Heat trait is 0.", D.CountChange)
    assert node.to == 0 and node.purpose == "Heat trait" and node.cards.filter.traits == ("Heat",)


# ---------------------------------------------------------------- words before a quoted word; lists of "non-" words


def test_words_before_a_quoted_card_word():
    # Dynamically Inclined
    node = only("Your non-Unique 'Dynamic' maneuvers are -3F and +2D.")
    assert node.scope.filter == A.CardFilter(kinds=("Maneuver",), excludes=("Unique",), title_words=("Dynamic",))
    assert node.changes == (A.StatChange("F", -3), A.StatChange("D", 2))


def test_a_list_of_non_words_leaves_out_each():
    # You're Gonna Get These Hands!
    (node,) = nodes("Your non-Chain, non-Volley, non-RMS 'Fist', 'Hook', 'Uppercut', 'Haymaker', or 'Jab' Strikes are "
                    "considered to have 'Punch' in the title.", A.Considered)
    f = node.scope.filter
    assert f.alternatives == () and f.excludes == ("Chain", "Volley", "RMS") and f.kinds == ("Strike",)
    assert f.title_words == ("Fist", "Hook", "Uppercut", "Haymaker", "Jab")


def test_words_in_the_title_or_text_keep_both_places():
    """I Came To Play!: "Your cards with 'trash talk' in the title or text ..." — not the title alone."""
    from judgebot.cardtext import parse_sentence

    s = parse_sentence("Your cards with 'trash talk' in the title or text do not take up a Pre-match slot in your Ring.")
    f = s.clauses[0].effects[0].scope.filter
    assert f.title_words == ()
    assert f.qualifiers == ("'trash talk' in the title or text",)


# ---------------------------------------------------------------- "non-'XX'": a quoted word left out of the title


def test_non_quoted_word_is_no_word_in_the_title():
    # V13: Money in the Bank: "non-'Divine'" (FAQ Glossary '"XX" Cards') are cards without 'Divine' in the title
    from judgebot.cardtext import virtual_ast as V
    (bury,) = nodes("When your card is unsuccessful, you may Bury 1 non-'Divine' RFG card.", V.Bury)
    f = bury.cards.filter
    assert f.kinds == ("Card",) and "no 'Divine' in the title" in f.qualifiers and f.title_words == ()


def test_non_quoted_word_in_a_packing_restriction():
    # Then, Now, Forever 4: "You cannot pack non-'Splash' High Risks."
    s = parse_sentence("You cannot pack non-'Splash' High Risks.")
    assert s.is_parsed
    (f,) = s.clauses[0].forbids
    assert f.kinds == ("High Risk",) and f.qualifiers == ("no 'Splash' in the title",)


# ---------------------------------------------------------------- "they": the cards the clause before named


def _scope_filter(node):
    return (node.scope if hasattr(node, "scope") else node.applies_to).filter


def test_they_are_the_cards_named_before_under_the_same_trigger():
    # 11. Insurrextion
    s = parse_sentence("When this card is in your Ring area, your cards titled Keibler's Cookies cannot be reversed, "
                       "they are Permanent, and they are not Active.")
    assert s.is_parsed
    cookies = A.CardFilter(kinds=("Card",), titled=("Keibler's Cookies",))
    considered = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Considered)]
    assert [(n.scope.filter, n.as_kind.traits, n.negated) for n in considered] == [
        (cookies, ("Permanent",), False), (cookies, ("Active",), True)]
    # the clauses after the restriction stay under "when this card is in your Ring area"
    assert all(c.triggers and c.triggers[0].kind == "while_in_ring" for c in s.clauses)


def test_they_after_an_ignore_are_the_cards_before_it():
    # 29. V3: The Legacy
    s = parse_sentence("Your cards with 'McMahon' in the title are Multi, they are not Heel, ignore the 'Can only be "
                       "played...' text, and they cannot be blanked.")
    assert s.is_parsed
    mcmahon = A.CardFilter(kinds=("Card",), title_words=("McMahon",))
    (blank,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Prohibition)]
    assert blank.action == "blank" and blank.filter == mcmahon
    not_heel = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Considered) and n.negated]
    assert [n.scope.filter for n in not_heel] == [mcmahon]


def test_they_without_cards_before_is_not_read():
    # a "they" after a clause that names no cards stays Unparsed (not "the opponent", not "this card")
    assert not parse_sentence("Draw 1 card, and they are Permanent.").is_parsed


# ---------------------------------------------------------------- "for each of your X": the owner's cards counted


def test_for_each_of_your_opponents_cards():
    # 30. V4: Saturday Night's Main Event
    (each,) = nodes("Your non-Unique maneuvers are -1F for each of your opponent's cards removed from the game.", A.ForEach)
    assert each.cards.filter.owner == "opponent" and each.cards.filter.qualifiers == ("removed from the game",)
    assert each.effect.changes == (A.StatChange("F", -1),)
    assert each.effect.scope.filter == A.CardFilter(kinds=("Maneuver",), excludes=("Unique",))


def test_for_each_of_your_rfg_cards():
    # 43. V11: Undisputed
    (each,) = nodes("This card is -2F for each of your RFG cards.", A.ForEach)
    assert each.cards.filter == A.CardFilter(kinds=("Card",), qualifiers=("in rfg",), owner="you")
    assert each.effect.scope.kind == "this"


# ---------------------------------------------------------------- "the card TITLE" (no "titled")


def test_the_card_named_without_titled():
    # 06. Mania
    (p,) = nodes("Your opponent cannot play the card Over Sell Maneuver immediately after you play this card.",
                 A.Prohibition)
    assert p.player == "opponent" and p.action == "play"
    assert p.filter == A.CardFilter(kinds=("Card",), titled=("Over Sell Maneuver",))


def test_the_cards_named_in_a_reversal_list():
    # 40. V9: NXT Takeover
    (rev,) = nodes("As a reversal, completely reverse any Strike or the cards Clutch onto Opponent, Poke, or Shake.",
                   A.ReversalDefinition)
    assert rev.targets == (A.CardFilter(kinds=("Strike",)),
                           A.CardFilter(kinds=("Card",), titled=("Clutch onto Opponent", "Poke", "Shake")))


def test_if_you_have_the_card_title_in_your_ring():
    # 20. Unforgiven
    s = parse_sentence("If you have the card Here a Mark, There a Mark, Everywhere a Mark Mark... in your Ring area, as "
                       "a Mid-match action, you may place Personal Appearance into your Ringside pile and look at the "
                       "top 5 cards of your Arsenal.")
    assert s.is_parsed
    cond = s.clauses[0].condition
    assert cond.kind == "card_in_zone" and cond.player == "you" and cond.zone.name == "ring"
    assert cond.filter.titled == ("Here a Mark, There a Mark, Everywhere a Mark Mark...",)


def test_have_the_cards_of_a_list_is_not_read():
    # WORM (the cards W!, O!, R! and M!): all of them, not any one: not read as one card's title
    assert not parse_sentence("When you have the cards W!, O!, R! and M! in your Ring and you successfully play this "
                              "card, you win the game via Pinfall Victory.").is_parsed


# ---------------------------------------------------------------- Superstars the text names otherwise than the card data


def test_moolah_is_the_fabulous_moolah():
    # 15. Vengeance: the Superstar card is The Fabulous Moolah
    node = only("When played by Mae Young or Moolah, this card is -10F.")
    assert node.condition.kind == "superstar_is" and node.condition.names == ("Mae Young", "The Fabulous Moolah")


def test_stephanie_mcmahon_helmsley_is_stephanie_mcmahon():
    # 12. Absolutely Raw and Ultimate Smackdown
    assert [n.names for c in parse_sentence("You count as Stephanie McMahon-Helmsley.").clauses
            for n in A.iter_nodes(c) if hasattr(n, "names") and n.names] == [("Stephanie McMahon",)]


def test_the_peoples_champion_is_the_peoples_champ():
    # 18. Survivor Series 3
    s = parse_sentence("When played by The People's Champion, your Starting Hand Size is +2.")
    assert s.is_parsed
    names = [n.names for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.names]
    assert names == [("The People's Champ",)]


def test_they_under_a_when_of_their_own():
    # 27. V1: Break the Walls Down: "they" are still the 'spine' maneuvers; the "when" is a condition on that clause
    s = parse_sentence("Your non-Unique maneuvers with 'spine' in the title are +2D, and when you have 10+ lower "
                       "Fortitude, they are Chain.")
    assert s.is_parsed
    spine = A.CardFilter(kinds=("Maneuver",), excludes=("Unique",), title_words=("spine",))
    (cond,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Conditional)]
    assert cond.condition.stat == "fortitude_rating" and cond.condition.amount == 10
    assert cond.effect.scope.filter == spine and cond.effect.as_kind.traits == ("Chain",)


def test_they_are_the_cards_an_ignore_names():
    # 39. VHS3: Payback
    s = parse_sentence("When this card is in your Ring, ignore 'non-Unique' and 'non-Superstar-specific' in the text "
                       "of your Superstar-specific reversals and they are -5F.")
    assert s.is_parsed
    (mod,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Modifier)]
    assert mod.scope.filter == A.CardFilter(kinds=("Reversal",), traits=("Superstar-specific",), owner="you")
    assert mod.changes == (A.StatChange("F", -5),)


def test_they_are_the_cards_packed():
    # 34. V7: The NXT Generation
    s = parse_sentence("You can pack Daniel Bryan and Kane non-Trademark Finisher Unique Arsenal maneuvers, and they "
                       "are not Raw.")
    assert s.is_parsed
    (c,) = [n for cl in s.clauses for n in A.iter_nodes(cl) if isinstance(n, A.Considered)]
    assert c.negated and c.as_kind.traits == ("Raw",)
    assert c.scope.filter.logos == ("Daniel Bryan", "Kane") and c.scope.filter.kinds == ("Maneuver",)


# ---------------------------------------------------------------- an Activated Card Effect, printed Stun Value, words in the title


def test_card_that_has_an_activated_card_effect():
    # 11. Insurrextion
    (move,) = nodes("When successfully played, put up to 1 card in your opponent's Ring area that has an Activated Card "
                    "Effect into his Ringside pile.", A.MoveCards)
    assert move.cards.filter == A.CardFilter(kinds=("Card",), qualifiers=("with an Activated Card Effect",))
    assert (move.source.name, move.source.owner) == ("ring", "opponent")
    assert (move.destination.name, move.destination.owner) == ("ringside", "opponent")


def test_maneuvers_with_printed_stun_value():
    # 38. V8: Over the Limit
    node = only("When this card is in your Ring, your maneuvers with printed Stun Value are +1 Stun Value.")
    (mod,) = [n for n in A.iter_nodes(node) if isinstance(n, A.Modifier)]
    assert mod.scope.filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("with printed Stun Value",))


def test_card_with_exactly_two_words_in_the_title():
    # Promos
    (rev,) = nodes("Reverse any card with exactly 2 words in the title.", A.ReversalDefinition)
    assert rev.targets == (A.CardFilter(kinds=("Card",), qualifiers=("exactly 2 words in the title",)),)


# ---------------------------------------------------------------- the first card played each turn, with more words


def test_first_card_played_each_turn_with_a_word_in_the_title():
    # 27. V1: Break the Walls Down
    node = only("Your first card played each turn with 'trailer park' in the title cannot be reversed.")
    assert node.kind == "cannot_be_reversed"
    assert node.applies_to == A.Scope("first_this_turn", A.CardFilter(kinds=("Card",), title_words=("trailer park",)),
                                      "you")


def test_first_maneuver_with_a_word_played_this_turn():
    # 38. V8: Over the Limit
    (mod,) = nodes("When you draw 0 cards during your Draw Segment, your first maneuver with 'classic' in the title "
                   "played this turn is +2D.", A.Modifier)
    assert mod.scope == A.Scope("first_this_turn", A.CardFilter(kinds=("Maneuver",), title_words=("classic",)), "you")
    assert mod.changes == (A.StatChange("D", 2),)


def test_first_maneuver_with_blank_text_played_each_turn():
    # 32. VR4: No Mercy
    (rr,) = nodes("You have equal or lower Fortitude: your first maneuver with blank text played each turn cannot be "
                  "reversed by hybrid cards.", A.ReversalRestriction)
    assert rr.applies_to.filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("blank text",))
    assert rr.by == A.CardFilter(kinds=("Card",), qualifiers=("hybrid",))


# ---------------------------------------------------------------- rarity, Pay-Per-View Events, "X or Y card that is Z"


def test_common_or_uncommon_card_that_is_a_strike_grapple_or_action():
    # 19. Armageddon: each choice keeps "that is a Strike, Grapple, or Action card" (it was dropped when the
    # choices were read one by one as the reversal's targets)
    (rev,) = nodes("As a reversal, reverse any common or uncommon card that is a Strike, Grapple, or Action card and "
                   "end your opponent's turn.", A.ReversalDefinition)
    assert rev.targets == (A.CardFilter(kinds=("Strike", "Grapple", "Action"), traits=("Common",)),
                           A.CardFilter(kinds=("Strike", "Grapple", "Action"), traits=("Uncommon",)))


def test_only_reversed_by_rare_or_unique_cards():
    # 30. V4: Saturday Night's Main Event
    node = only("Can only be reversed by Rare or Unique cards.")
    assert node.kind == "only_by"
    assert node.by_any == (A.CardFilter(kinds=("Card",), traits=("Rare",)), A.CardFilter(kinds=("Card",), traits=("Unique",)))


def test_a_venue_or_pay_per_view_event():
    # 20. Unforgiven: either card (not one card of both kinds)
    s = parse_sentence("When there is a Venue or Pay-Per-View Event in any Ring area, search your Arsenal for 1 Unique "
                       "card, reveal it to your opponent, put it into your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    cond = s.clauses[0].condition
    assert cond.kind == "have_cards" and cond.filter == A.CardFilter(kinds=("Venue", "Pay-Per-View Event"))
    assert cond.zone.name == "ring" and cond.zone.owner == "any"


def test_a_type_line_kind_is_the_kind_with_that_trait():
    # Managed by the WWE Divas: "... search your Arsenal for 1 Action: Run-in card, reveal it to your opponent, ..."
    (search,) = nodes("When this card is in your Ring area, during your turn you may put this card into your Ringside "
                      "pile and then search your Arsenal for 1 Action: Run-in card, reveal it to your opponent, put it "
                      "into your hand, and shuffle your Arsenal.", A.Search)
    assert search.cards.filter.kinds == ("Action",) and search.cards.filter.traits == ("Run-in",)
    assert search.cards.quantity.count == 1 and search.destination.name == "hand"
    # Pimps Up...You Know The Rest: "remove all Action: Run-ins in your Ring from the game" (the plural)
    (removed,) = nodes("During your turn, you may hide this card, remove all Action: Run-ins in your Ring from the "
                       "game, and shuffle the same number of cards from your Ringside into your Arsenal.",
                       A.RemoveFromGame)
    assert removed.cards.filter.kinds == ("Action",) and removed.cards.filter.traits == ("Run-in",)
    assert removed.cards.quantity.all


def test_as_a_kind_with_a_trait_is_not_read():
    # Chris Nowinski, Guest Ringside Announcer: the trigger "as a Mid-match Action: Run-in" would keep only
    # "action" and drop that it counts as a Run-in
    assert not parse_sentence("When this card is in your Ring area, as a Mid-match Action: Run-in, you may put this "
                              "card and the card titled Trash Talkin Interview into your Ringside pile to shuffle up "
                              "to 12 cards from your Ringside pile into your Arsenal and draw up to 3 cards.").is_parsed


def test_printed_word_s_and_quoted_words_with_no_space_between():
    # Ring Psychology: Back: "with the word(s) 'back,''power,'or 'slam'in the title" (three quoted words)
    s = parse_sentence("If you have 6 or more Grapple or Submission maneuvers in your Ring area with the word(s) "
                       "'back,''power,'or 'slam'in the title, your opponent cannot play Grapple or High Risk maneuvers.")
    assert s.is_parsed
    (ability,) = s.clauses
    cond = ability.condition
    assert cond.kind == "have_cards" and cond.quantity.count == 6 and cond.quantity.at_least
    assert cond.filter.kinds == ("Grapple", "Submission") and cond.filter.title_words == ("back", "power", "slam")
    # STF: "Add +1D for every card in your Ring area with the word(s) 'suplex'or 'neck breaker'in the title."
    (each,) = nodes("Add +1D for every card in your Ring area with the word(s) 'suplex'or 'neck breaker'in the title.",
                    A.ForEach)
    assert each.cards.filter.title_words == ("suplex", "neck breaker") and each.cards.zone.name == "ring"


# ---------------------------------------------------------------- "a X or Y": one article for two descriptions


def test_a_10d_maneuver_or_printed_d10_reversal_is_either_description():
    """Mauro Ranallo: The Voice of NXT: 'When you successfully play a 10D+ maneuver or printed D:10+ reversal, shuffle
    up to 2 cards from your Ringside into your Arsenal.': the article of the first description is understood for the
    second; the trigger's card is either one."""
    (ab,) = nodes("When you successfully play a 10D+ maneuver or printed D:10+ reversal, shuffle up to 2 cards from "
                  "your Ringside into your Arsenal.", A.Ability)
    (t,) = ab.triggers
    assert t.kind == "when_player_plays" and t.by == "you"
    man, rev = t.filter.alternatives
    assert man.kinds == ("Maneuver",) and man.damage == A.Range("D", low=10)
    assert rev.kinds == ("Reversal",) and rev.damage == A.Range("D", low=10, printed=True)


def test_a_foreign_object_maneuver_or_trademark_finisher():
    """World Wrestling Federation Hardcore Title Belt: '... when your opponent successfully plays a Foreign Object
    maneuver or Trademark Finisher, put this card into his Ring.'"""
    abilities = nodes("When this card is in your Ring, your maneuvers are -2F and +1D and when your opponent "
                      "successfully plays a Foreign Object maneuver or Trademark Finisher, put this card into his Ring.",
                      A.Ability)
    t = next(t for ab in abilities for t in ab.triggers if t.kind == "when_player_plays")
    assert t.by == "opponent"
    fo, tmf = t.filter.alternatives
    assert fo.kinds == ("Maneuver",) and fo.traits == ("Foreign Object",)
    assert tmf.kinds == ("Trademark Finisher",)


# ---------------------------------------------------------------- relative clauses: "that are not ... or hybrid",
# "that is a X or has 'word' in the title"


def test_maneuvers_that_are_not_chain_heat_volley_multi_revolution_or_hybrid():
    """Lashley's Two-Finger Salute to the Fans: 'Your opponent cannot play Elbow to the Face to your printed 6D-
    maneuvers that are not Chain, Heat, Volley, Multi, Revolution, or hybrid.': "hybrid" is excluded as "non-hybrid"
    is, with the traits."""
    (p,) = nodes("Your opponent cannot play Elbow to the Face to your printed 6D- maneuvers that are not Chain, Heat, "
                 "Volley, Multi, Revolution, or hybrid.", A.Prohibition)
    assert p.filter.titled == ("Elbow to the Face",)
    assert p.target.kinds == ("Maneuver",) and p.target.owner == "you"
    assert p.target.excludes == ("Chain", "Heat", "Volley", "Multi", "Revolution", "Hybrid")
    assert p.target.damage == A.Range("D", high=6, printed=True)


def test_a_maneuver_that_is_a_strike_or_has_words_in_the_title():
    """Shinsuke Nakamura: 'Once during each of your turns when you play a non-Multi non-RMS maneuver that is a Strike or
    has 'elbow', 'knee', 'fist' or 'suplex' in the title, you may discard 1 card.': the maneuver is either a Strike
    or bears one of the words; non-Multi non-RMS holds of both."""
    (ab,) = nodes("Once during each of your turns when you play a non-Multi non-RMS maneuver that is a Strike or has "
                  "'elbow', 'knee', 'fist' or 'suplex' in the title, you may discard 1 card.", A.Ability)
    t = next(t for t in ab.triggers if t.kind == "when_player_plays")
    assert t.by == "you"
    assert t.filter.kinds == ("Maneuver",) and t.filter.excludes == ("Multi", "RMS")
    strike, words = t.filter.alternatives
    assert strike.kinds == ("Strike",)
    assert words.title_words == ("elbow", "knee", "fist", "suplex")


# ---------------------------------------------------------------- "this card from <zone>"


def test_shuffle_this_card_from_your_ring_into_your_arsenal():
    """We, The People!: 'During your turn, you may shuffle this card from your Ring into your Arsenal and end your
    turn.': this card moves from your Ring, shuffled into your Arsenal."""
    (move,) = nodes("During your turn, you may shuffle this card from your Ring into your Arsenal and end your turn.",
                    A.MoveCards)
    assert move.this_card and move.shuffle
    assert move.source == A.Zone("ring", "you") and move.destination == A.Zone("arsenal", "you")


def test_discard_this_card_from_backlash():
    """My Name... My Name is Alberto Del Rio!: 'During your turn, you may discard this card from Backlash to draw 2
    cards.'"""
    (d,) = nodes("During your turn, you may discard this card from Backlash to draw 2 cards.", A.Discard)
    assert d.this_card and d.zone.name == "backlash"


def test_reveal_this_card_from_hand_or_ringside():
    """Parkour-Inspired Dive: 'Once during each of your turns, you may reveal this card from hand or Ringside, put it on
    the bottom of your Arsenal, and draw 1 card.': revealed from either zone."""
    (r,) = nodes("Once during each of your turns, you may reveal this card from hand or Ringside, put it on the bottom "
                 "of your Arsenal, and draw 1 card.", A.Reveal)
    assert r.what == "this card" and r.cards.filter.qualifiers == ("this card",)
    assert r.cards.zone.name == "hand" and [z.name for z in r.cards.zone.alternatives] == ["ringside"]


def test_it_from_a_zone_is_not_read_as_this_card():
    """'<card> from <zone>' reads only "this card": "reveal it from your hand" stays unread here."""
    assert not parse_sentence("Reveal it from your hand.").is_parsed


# ---------------------------------------------------------------- "Multi and also a Trademark Finisher"


def test_multi_and_also_trademark_finishers_is_both():
    """Ricky 'The Dragon' Steamboat: 'Your Flying Body Press and Chicken Wing cards are now Multi and also Trademark
    Finishers.': "and also" joins the two as "and" does: the cards are both Multi and Trademark Finishers."""
    multi, tmf = nodes("Your Flying Body Press and Chicken Wing cards are now Multi and also Trademark Finishers.",
                       A.Considered)
    for c in (multi, tmf):
        assert c.scope.filter.titled == ("Flying Body Press", "Chicken Wing") and c.scope.player == "you"
    assert multi.as_kind.traits == ("Multi",) and not multi.as_kind.alternatives
    assert tmf.as_kind.kinds == ("Trademark Finisher",)


def test_this_card_is_multi_and_also_a_trademark_finisher():
    """X Marks the Spot: 'When The X-Factor is revealed, this card is Multi and also a Trademark Finisher.'"""
    multi, tmf = nodes("When The X-Factor is revealed, this card is Multi and also a Trademark Finisher.", A.Considered)
    assert multi.scope.kind == tmf.scope.kind == "this"
    assert multi.as_kind.traits == ("Multi",) and tmf.as_kind.kinds == ("Trademark Finisher",)


def test_put_this_card_from_ring_or_ringside_keeps_both_zones():
    """Silent Contemplation: 'During your turn, you may put this card from your Ring or Ringside into your Backlash and
    end your turn.': this card comes from either zone (the Ringside was dropped before)."""
    (move,) = nodes("During your turn, you may put this card from your Ring or Ringside into your Backlash and end your "
                    "turn.", A.MoveCards)
    assert move.this_card and move.destination == A.Zone("backlash", "you")
    assert move.source.name == "ring" and [z.name for z in move.source.alternatives] == ["ringside"]


def test_non_unique_cards_in_your_ringside_are_considered_cheater_and_fan_favorite():
    """Accompanied by Kimberly: 'When this card is revealed or in your Ring, non-Unique cards in your Ringside are
    considered Cheater and Fan Favorite, ...': the cards are yours, and only those in your Ringside (the zone is part
    of their description, as in "your Ringside cards")."""
    considered = nodes("When this card is revealed or in your Ring, non-Unique cards in your Ringside are considered "
                       "Cheater and Fan Favorite, and when you successfully play a non-Pre-match card that is Cheater or "
                       "Fan Favorite, draw up to 1 card.", A.Considered)
    assert considered
    for c in considered:
        assert c.scope.kind == "all" and c.scope.player == "you"
        assert c.scope.filter.excludes == ("Unique",) and c.scope.filter.qualifiers == ("in ringside",)


# ---------------------------------------------------------------- "is not a Heel card", "SmackDown! card"


def test_this_card_is_not_a_heel_card():
    """Steel Chain Shot: 'When packed or played by Deadman Inc. or John Cena, this card is not a Heel card.': as "is not
    Heel"."""
    (c,) = nodes("When packed or played by Deadman Inc. or John Cena, this card is not a Heel card.", A.Considered)
    assert c.negated and c.scope.kind == "this"
    assert c.as_kind.traits == ("Heel",)


def test_your_card_titled_big_boys_club_is_not_a_smackdown_card():
    """Paul Heyman: 'Your card titled Big Boys Club is not a SmackDown! card.': the logo's name ends in "!" (one word,
    not the end of a clause)."""
    (c,) = nodes("Your card titled Big Boys Club is not a SmackDown! card.", A.Considered)
    assert c.negated and c.scope.filter.titled == ("Big Boys Club",) and c.scope.player == "you"
    assert c.as_kind.traits == ("SmackDown",)


def test_search_for_a_non_unique_smackdown_card():
    """Perfectly-Executed Moonsault: 'When successfully played, search your Arsenal for 1 non-unique SmackDown! card,
    ...'"""
    (s,) = nodes("When successfully played, search your Arsenal for 1 non-unique SmackDown! card, reveal it, put it in "
                 "your hand, and shuffle your Arsenal.", A.Search)
    assert s.cards.filter.traits == ("SmackDown",) and s.cards.filter.excludes == ("Unique",)
    assert s.cards.quantity.count == 1


# ---------------------------------------------------------------- "printed" inside a description


def test_non_unique_printed_f0_heat_maneuvers_are_one_description():
    """Sizzling Clothesline: 'When this card is in your Ringside pile, your non-unique printed F:0 Heat maneuvers are
    considered Multi maneuvers.': "printed" folds into the F:0 after it inside the run, as at its start."""
    (c,) = nodes("When this card is in your Ringside pile, your non-unique printed F:0 Heat maneuvers are considered "
                 "Multi maneuvers.", A.Considered)
    f = c.scope.filter
    assert f.excludes == ("Unique",) and f.traits == ("Heat",) and f.kinds == ("Maneuver",)
    assert f.fortitude == A.Range("F", low=0, high=0, printed=True)
    assert c.as_kind.traits == ("Multi",)


def test_your_unique_printed_15d_submissions():
    """Bobby's Mouthpiece: '... your Unique printed 15D+ Submissions are Trademark Finishers
    instead.'"""
    (c,) = nodes("When you are Undisputed Era and your Fortitude is 30+, or when you are Bobby Fish, your Unique printed "
                 "15D+ Submissions are Trademark Finishers instead.", A.Considered)
    f = c.scope.filter
    assert f.traits == ("Unique",) and f.kinds == ("Submission",)
    assert f.damage == A.Range("D", low=15, printed=True)


# ---------------------------------------------------------------- "non-X, non-Y": stacked negations


def test_non_revolution_non_foreign_object_maneuvers_are_neither():
    """Very European: 'When this card is in your Ring, your non-Revolution, non-Foreign Object maneuvers are considered
    to have 'European' in the title and they are +1D.': the comma stacks the "non-" words (neither one), it does not
    list choices."""
    s = parse_sentence("When this card is in your Ring, your non-Revolution, non-Foreign Object maneuvers are considered "
                       "to have 'European' in the title and they are +1D.")
    assert s.is_parsed
    scopes = [n.scope for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, (A.Considered, A.Modifier))]
    assert scopes
    for sc in scopes:
        assert sc.player == "you" and sc.filter.kinds == ("Maneuver",)
        assert sc.filter.excludes == ("Revolution", "Foreign Object") and not sc.filter.alternatives


def test_non_chain_or_heat_list_is_still_choices():
    """'Reverse any non-Chain, Heat, or Volley maneuver' (a list closed by "or"): only stacked "non-" words join as
    "and"; a mixed list stays alternatives."""
    from judgebot.cardtext.lexer import tokenize
    (d,) = [t for t in tokenize("Reverse any non-Chain, Heat, or Volley maneuver.") if t.type == "DESC"]
    assert len(d.value[0]) == 3


# ---------------------------------------------------------------- trait words before a title: "non-Throwback X"


def test_throwback_japanese_arm_drag_is_that_title_with_the_trait():
    """Master of the Arm Drag: 'Once during each of your turns, you may put 1 Throwback Japanese Arm Drag from your hand
    into your Ring.': the trait word before the title describes that card."""
    (move,) = nodes("Once during each of your turns, you may put 1 Throwback Japanese Arm Drag from your hand into your "
                    "Ring.", A.MoveCards)
    assert move.cards.filter.titled == ("Japanese Arm Drag",) and move.cards.filter.traits == ("Throwback",)
    assert move.source == A.Zone("hand", "you") and move.destination == A.Zone("ring", "you")


def test_arsenal_search_a_non_unique_superkick():
    """The End of an Era: 'Arsenal Search 1 non-Unique Superkick and put it into your Ring.'"""
    (s,) = nodes("Arsenal Search 1 non-Unique Superkick and put it into your Ring.", A.Search)
    assert s.cards.filter.titled == ("Superkick",) and s.cards.filter.excludes == ("Unique",)


def test_a_kind_before_a_title_is_not_read_as_a_trait():
    """Only trait words before a title are read ('a Strike Superkick' names a kind: left unread)."""
    assert not parse_sentence("Arsenal Search 1 Strike Superkick and put it into your Ring.").is_parsed


def test_the_first_printed_mean_of_each_of_your_turns():
    """Revolution The Conscience of the WWE: 'New Superstar Ability: The first printed Mean of each of your turns
    cannot be reversed by F:0 cards.': as "your first printed Mean each turn"."""
    rr = nodes("New Superstar Ability: The first printed Mean of each of your turns cannot be reversed by F:0 cards.",
               A.ReversalRestriction)[0]
    assert rr.kind == "cannot_be_reversed" and rr.by.fortitude == A.Range("F", low=0, high=0)
    assert rr.applies_to.kind == "first_this_turn" and rr.applies_to.player == "you"
    assert rr.applies_to.filter.kinds == ("Mean",) and rr.applies_to.filter.qualifiers == ("printed",)


def test_after_a_3d_maneuver_or_a_set_up_card():
    """IYO's Asai Moonsault: 'Can only be played after a 3D+ maneuver, or a Set-up card.': the comma before "or a"
    does not end the list; either card is the one it follows."""
    (pr,) = nodes("Can only be played after a 3D+ maneuver, or a Set-up card.", A.PlayRestriction)
    assert pr.kind == "only_after"
    man, setup = pr.condition.filter.alternatives
    assert man.kinds == ("Maneuver",) and man.damage == A.Range("D", low=3)
    assert setup.traits == ("Set-up",)


# ---------------------------------------------------------------- "his hand (or Backlash, if applicable)"


def test_reversed_maneuver_back_into_his_hand_or_backlash_if_applicable():
    """Don't Hit A.J.!: '... your opponent puts the reversed maneuver in his hand (or Backlash, if applicable).': back
    to his hand, or his Backlash when it was played from there."""
    rd = nodes("Reverse any non-Trademark-Finisher maneuver and your opponent puts the reversed maneuver in his hand (or "
               "Backlash, if applicable).", A.ReversalDefinition)[0]
    move = rd.then if isinstance(rd.then, A.MoveCards) else next(n for n in A.iter_nodes(rd) if isinstance(n, A.MoveCards))
    assert move.player == "opponent"
    assert move.destination.name == "hand" and move.destination.owner == "opponent"
    assert [(z.name, z.owner) for z in move.destination.alternatives] == [("backlash", "opponent")]


def test_put_a_ringside_card_into_your_hand_or_backlash_if_applicable():
    """Rikishi's Leg Drop: 'Put 1 Ringside card into your Hand (or Backlash, if applicable).'"""
    (move,) = nodes("Put 1 Ringside card into your Hand (or Backlash, if applicable).", A.MoveCards)
    assert move.destination.name == "hand" and [z.name for z in move.destination.alternatives] == ["backlash"]


def test_a_females_name_in_the_title_is_a_qualifier():
    # Pimpin' Ain't Easy!: "1 Run-in with a female's name in the title" (the resolver follows no such qualifier: no
    # card data says which names are female)
    (f,) = [n for n in nodes("ACE: Once during each of your turns, you may discard 2 cards to search your Arsenal for 1 "
                             "Run-in with a female's name in the title, reveal it, put it in your hand, and shuffle.",
                             A.CardFilter) if n.qualifiers]
    assert f.traits == ("Run-in",) and f.qualifiers == ("a female's name in the title",)


# ---------------------------------------------------------------- "X or <trait> Y": two descriptions, each with its words


def _kinds(f):
    return [(a.kinds, a.traits, a.excludes) for a in f.alternatives]


def test_maneuvers_or_superstar_specific_actions_are_two_descriptions():
    """The Rock and Sock Connection: 'your maneuvers or Superstar-specific actions' is any maneuver, or an action that is
    Superstar-specific (not a Superstar-specific maneuver or action)."""
    s = parse_sentence("When one of your maneuvers or Superstar-specific actions is unsuccessfully played, draw 1 card "
                       "or put 1 card from your Ringside on the bottom of your Arsenal.")
    assert s.is_parsed
    (f,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.CardFilter) and n.alternatives]
    assert _kinds(f) == [(("Maneuver",), (), ()), (("Action",), ("Superstar-specific",), ())]


def test_grapple_or_non_unique_action_reverses_any_grapple():
    """The Bankrupt: 'reverse any Grapple or non-Unique action' is any Grapple, or a non-Unique action (was: a Grapple
    action, or a non-Unique action)."""
    (rd,) = nodes("As a reversal, reverse any Grapple or non-Unique action.", A.ReversalDefinition)
    assert [(t.kinds, t.excludes, t.all_kinds) for t in rd.targets] == [(("Grapple",), (), ()),
                                                                        (("Action",), ("Unique",), ())]


def test_each_description_keeps_its_own_range():
    """That's Gonna Cost You!: 'Reverse any 8D+ Strike or 8D+ High Risk' (was: an 8D+ High Risk that is a Strike)."""
    (rd,) = nodes("Reverse any 8D+ Strike or 8D+ High Risk.", A.ReversalDefinition)
    assert [(t.kinds, t.damage.low, t.all_kinds) for t in rd.targets] == [(("Strike",), 8, ()), (("High Risk",), 8, ())]


def test_non_unique_action_or_non_unique_maneuver_card_from_ringside():
    """Charismatic Style: 'Put 1 non-unique Action or non-unique Maneuver card from your Ringside pile into your hand.'"""
    (move,) = nodes("Put 1 non-unique Action or non-unique Maneuver card from your Ringside pile into your hand.",
                    A.MoveCards)
    assert move.cards.zone.name == "ringside" and move.destination.name == "hand"
    assert _kinds(move.cards.filter) == [(("Action",), (), ("Unique",)), (("Maneuver",), (), ("Unique",))]


# ---------------------------------------------------------------- "BASH" among the choices of a description


def test_bash_among_the_traits_of_a_reversal_target():
    """Kross Hammer: 'reverse any Chain, Heat, Volley, or BASH card' (FAQ Glossary '"XX" Cards': a BASH card has
    'BASH' in the title)."""
    (rd,) = nodes("As a reversal, reverse any Chain, Heat, Volley, or BASH card.", A.ReversalDefinition)
    assert [(t.traits, t.title_words) for t in rd.targets] == [(("Chain",), ()), (("Heat",), ()), (("Volley",), ()),
                                                               ((), ("BASH",))]


def test_hybrid_or_bash_reversals_are_both_reversals():
    """Heath Slater: '... cannot be reversed by hybrid or BASH reversals, and your antics are -3F.'"""
    (rr,) = nodes("Your first non-Multi action played from hand each turn cannot be reversed by hybrid or BASH reversals, "
                  "and your antics are -3F.", A.ReversalRestriction)
    assert [(a.kinds, a.qualifiers, a.title_words) for a in rr.by.alternatives] == [
        (("Reversal",), ("hybrid",), ()), (("Reversal",), (), ("BASH",))]


# ---------------------------------------------------------------- relative clauses after a zone, "either", "not all of"


def test_every_card_in_your_ring_that_is_cheater_or_heel():
    """The Midnight Hour: 'This card is -1F for every card in your Ring that is Cheater or Heel, ...': the cards counted
    are in your Ring, and each is Cheater or Heel."""
    cards = [n for n in nodes("This card is -1F for every card in your Ring that is Cheater or Heel, and ignore "
                              "'completely' in reversal cards and effects to it.", A.Cards)
             if n.zone is not None and n.zone.name == "ring"]
    assert cards and cards[0].zone.owner == "you"
    assert [a.traits for a in cards[0].filter.alternatives] == [("Cheater",), ("Heel",)]


def test_cards_in_his_ring_that_are_title_belts_or_have_a_word_in_the_text():
    """For the Love of The Game: 'can only be played when your opponent has at least 2 cards in his Ring area that are
    Title Belts or have 'Title Belt' in the text'."""
    (cond,) = [n for n in nodes("As a Pre-match Event, can only be played when your opponent has at least 2 cards in his "
                                "Ring area that are Title Belts or have 'Title Belt' in the text.", A.Condition)
               if n.filter is not None]
    assert cond.zone.name == "ring" and cond.zone.owner == "opponent" and cond.quantity.count == 2
    assert [(a.kinds, a.qualifiers) for a in cond.filter.alternatives] == [(("Title Belt",), ()),
                                                                            ((), ("'Title Belt' in the text",))]


def test_maneuvers_in_your_ringside_that_are_superstar_specific_or_have_words_in_the_title():
    """The X-Factor: 'maneuvers in your Ringside that are Superstar-specific or have 'bomb', 'kick', 'power', or 'slam'
    in the title are Heat': maneuvers of your Ringside, either choice."""
    (scope,) = [n for n in nodes("During your turn, maneuvers in your Ringside that are Superstar-specific or have "
                                 "'bomb', 'kick', 'power', or 'slam' in the title are Heat.", A.Scope)]
    f = scope.filter
    assert scope.player == "you" and f.kinds == ("Maneuver",) and f.qualifiers == ("in ringside",)
    assert [(a.traits, a.title_words) for a in f.alternatives] == [(("Superstar-specific",), ()),
                                                                   ((), ("bomb", "kick", "power", "slam"))]


def test_a_card_that_is_not_an_f0_maneuver_is_either_not_a_maneuver_or_not_f0():
    """Technical Lunging Lariat: 'put 1 card that is not an F:0 maneuver from your opponent's Ring area into his
    Ringside pile': any card but an F:0 maneuver (a non-maneuver, or a card that is not F:0)."""
    moves = [n for n in nodes("As an action, this card is -8F and -16D, put this card on the bottom of your Arsenal and "
                              "put 1 card that is not an F:0 maneuver from your opponent's Ring area into his Ringside "
                              "pile.", A.MoveCards) if n.cards is not None]
    (move,) = [m for m in moves if m.cards.zone is not None and m.cards.zone.owner == "opponent"]
    assert move.cards.zone.name == "ring" and move.destination.name == "ringside"
    assert [(a.kinds, a.excludes) for a in move.cards.filter.alternatives] == [(("Card",), ("F:0",)),
                                                                               (("Card",), ("Maneuver",))]


def test_cards_that_are_not_non_hybrid_reversals():
    """Sting's Press Slam: 'Put up to 2 of your cards removed from the game that are not non-hybrid reversals on the
    bottom of your Arsenal': a hybrid card, or a card that is not a reversal."""
    (move,) = nodes("Put up to 2 of your cards removed from the game that are not non-hybrid reversals on the bottom of "
                    "your Arsenal, and your opponent discards 2 cards.", A.MoveCards)
    alts = move.cards.filter.alternatives
    assert [(a.excludes, a.qualifiers) for a in alts] == [(("Reversal",), ("removed from the game",)),
                                                         ((), ("removed from the game", "hybrid"))]


def test_cards_that_are_either_actions_or_antics():
    """The Samoan Scream: 'choose up to 2 cards that are either actions or antics'."""
    f = [n for n in nodes("As a reversal, reverse any non-maneuver card, look at your opponent's hand and choose up to 2 "
                          "cards that are either actions or antics, and he discards the chosen cards.", A.CardFilter)
         if n.kinds == ("Action", "Antic")]
    assert f


def test_a_maneuver_that_is_either_f0_or_a_10d_high_risk():
    """The Guru of Greatness: 'search ... for 1 non-unique maneuver that is either F: 0 or a 10D- High Risk': a
    non-unique maneuver, F: 0 or a High Risk of 10D or less."""
    (search,) = nodes("Search your Arsenal, Ringside, and cards removed from the game for 1 non-unique maneuver that is "
                      "either F: 0 or a 10D- High Risk, reveal it, put it in your hand, and shuffle.", A.Search)
    f = search.cards.filter
    assert f.kinds == ("Maneuver",) and f.excludes == ("Unique",)
    (f0, hr) = f.alternatives
    assert (f0.fortitude.low, f0.fortitude.high) == (0, 0)
    assert hr.kinds == ("High Risk",) and hr.damage.high == 10


def test_discard_for_the_effects_of_cheater_or_heel_cards():
    """Clap Therapy: 'When your opponent discards cards for the effects of Cheater or Heel cards, he discards 1
    additional card.': the discard's cause is the effects of those cards."""
    (trig,) = [n for n in nodes("When your opponent discards cards for the effects of Cheater or Heel cards, he discards "
                                "1 additional card.", T.EventTrigger)]
    assert trig.kind == "when_player_discards" and trig.by == "opponent"
    assert trig.cause == "the effects of Cheater or Heel cards"


def test_a_maneuver_card_without_text():
    """Leave Me Alone: 'Search your Arsenal for 1 Maneuver card without text, ...'"""
    (search,) = nodes("Search your Arsenal for 1 Maneuver card without text, reveal it to him, put it into your hand, and "
                      "shuffle your Arsenal.", A.Search)
    assert search.cards.filter.kinds == ("Maneuver",) and search.cards.filter.qualifiers == ("no text",)


def test_that_has_words_in_the_title_is_with_them():
    """Seth Rollins: 'When you unsuccessfully play a card that has 'precision' or 'technical' in the title, you
    may Promo: 2.' ('that has ... in the title' as 'with ... in the title')"""
    fs = [n for n in nodes("When you unsuccessfully play a card that has 'precision' or 'technical' in the title, you may "
                           "Promo: 2.", A.CardFilter) if n.title_words]
    assert fs and fs[0].title_words == ("precision", "technical")


def test_a_maneuver_that_has_a_reversal_restriction_from_your_opponent():
    """I'm Afraid I've Got Some Bad News: 'Reverse any non-Superstar specific maneuver that has a reversal restriction
    from your opponent.'"""
    (rd,) = nodes("Reverse any non-Superstar specific maneuver that has a reversal restriction from your opponent.",
                  A.ReversalDefinition)
    (t,) = rd.targets
    assert t.kinds == ("Maneuver",) and t.qualifiers == ("with a reversal restriction from his cards",)


def test_any_card_that_has_the_same_title_as_a_card_in_your_ring():
    """Backwater Uppercut: 'reverse any card that has the same title as a card in his Ring' (a qualifier the resolver
    reports unread)."""
    (rd,) = nodes("As a reversal, this card is -6D and ignores any reversal restrictions from your opponent's cards; "
                  "reverse any card that has the same title as a card in his Ring.", A.ReversalDefinition)
    assert rd.targets[0].qualifiers == ("same title as Card in opponent's ring",)


def test_first_maneuver_played_each_turn_that_is_not_chain_or_heat():
    """R-Truth: 'Your first maneuver played each turn that is not
    Chain, Foreign Object, Heat, Multi, Revolution, or Volley is considered Unique.'"""
    (scope,) = nodes("Your first maneuver played each turn that is not Chain, Foreign Object, Heat, Multi, Revolution, or "
                     "Volley is considered Unique.", A.Scope)
    assert scope.kind == "first_this_turn" and scope.player == "you"
    assert scope.filter.kinds == ("Maneuver",)
    assert scope.filter.excludes == ("Chain", "Foreign Object", "Heat", "Multi", "Revolution", "Volley")


def test_a_quoted_name_with_an_apostrophe_s():
    """Revolution Caution: You're Entering the O-Zone: "If you have 3 or more Superstar-specifics from 'Tomorrow's WWE
    Legends' Faction Members and/or cards with 'Tomorrow's WWE Legends' in the text in your Ring, ...": the quoted name
    runs to the closing quote, past the "'s" inside it."""
    (cond,) = [n for n in nodes("If you have 3 or more Superstar-specifics from 'Tomorrow's WWE Legends' Faction Members "
                                "and/or cards with 'Tomorrow's WWE Legends' in the text in your Ring, your opponent "
                                "discards 2 cards.", A.Condition) if n.filter is not None]
    assert cond.zone.name == "ring" and cond.quantity.count == 3 and cond.quantity.at_least
    assert [a.qualifiers for a in cond.filter.alternatives] == [("of a 'Tomorrow's WWE Legends' Faction member",),
                                                               ("'Tomorrow's WWE Legends' in the text",)]


def test_a_card_with_your_faction_in_the_text_and_with_your_logo():
    """'Search your Arsenal for 1 card with your Faction in the text, ...'; 'At the end of the Pre-match phase, hide 1
    Backstage card with your logo.' (qualifiers: what the card names or bears)"""
    (search,) = nodes("Search your Arsenal for 1 card with your Faction in the text, reveal it, put it in your hand, and "
                      "shuffle.", A.Search)
    assert search.cards.filter.qualifiers == ("your Faction's title in the text",)
    fs = [n for n in nodes("At the end of the Pre-match phase, hide 1 Backstage card with your logo.", A.CardFilter)
          if n.qualifiers]
    assert fs and "with your Superstar logo" in fs[0].qualifiers


def test_overturn_for_the_chain_trait():
    """'When your opponent overturns for the Chain trait, he overturns 2 additional cards.': the trigger's cause."""
    (trig,) = nodes("When your opponent overturns for the Chain trait, he overturns 2 additional cards.", T.EventTrigger)
    assert trig.by == "opponent" and trig.cause == "the Chain trait"


def test_with_a_stun_value():
    # Forearm Shot: "a maneuver with a Stun Value" is "with Stun Value"
    rr = only("If your next card played this turn is a maneuver with a Stun Value, your opponent's reversal to it is +5F.")
    assert rr.kind == "modified" and rr.condition.kind == "next_card_is"
    assert rr.condition.filter.kinds == ("Maneuver",) and rr.condition.filter.qualifiers == ("with Stun Value",)
    assert [(ch.stat, ch.amount) for ch in rr.modifier.changes] == [("F", 5)]


def test_your_first_n_cards_played_each_turn():
    # the first 2 such cards of each turn: Scope first_this_turn with count 2
    from judgebot.cardtext import parse_sentence
    s = parse_sentence("Your first 2 non-Unique Grapples played each turn are Multi.")
    assert s.is_parsed
    (c,) = s.clauses[0].effects
    assert (c.scope.kind, c.scope.player, c.scope.count) == ("first_this_turn", "you", 2)
    assert c.scope.filter.kinds == ("Grapple",) and c.scope.filter.excludes == ("Unique",)
    assert c.as_kind.traits == ("Multi",)
    s = parse_sentence("Your first and second maneuvers played each turn with 'cross' in the title cannot be reversed "
                       "from Backlash.")
    assert s.is_parsed
    (r,) = s.clauses
    assert (r.kind, r.zones) == ("cannot_be_reversed", ("backlash",))
    assert (r.applies_to.kind, r.applies_to.count) == ("first_this_turn", 2)
    assert r.applies_to.filter.kinds == ("Maneuver",) and r.applies_to.filter.title_words == ("cross",)


# ---------------------------------------------------------------- "non-Backlash" cards


def test_non_backlash_cards_are_not_backlash_cards():
    # "Remove up to 2 non-Backlash cards in your opponent's Ring from the game.": the cards are any cards that
    # are not Backlash cards ("Backlash cards" reads as "in backlash"), in his Ring
    rfg = nodes("Remove up to 2 non-Backlash cards in your opponent's Ring from the game.", A.RemoveFromGame)[0]
    assert rfg.cards.filter.kinds == ("Card",)
    assert rfg.cards.filter.qualifiers == ("not in backlash",)
    assert (rfg.cards.zone.name, rfg.cards.zone.owner) == ("ring", "opponent")
    assert (rfg.cards.quantity.count, rfg.cards.quantity.up_to) == (2, True)


def test_non_backlash_deck_card_and_other_words():
    # "non-Backlash-deck card", "non-Backlash deck card": the same; "non-Backlash Heel cards" keeps the Heel trait
    for text in ("Remove 1 non-Backlash-deck card in your opponent's Ring area from the game.",
                 "Remove 1 non-Backlash deck card in your opponent's Ring area from the game."):
        f = nodes(text, A.RemoveFromGame)[0].cards.filter
        assert f.qualifiers == ("not in backlash",), text
    f = nodes("Your non-Backlash Set-ups are F: 0.", A.CardFilter)[0]
    assert "not in backlash" in f.qualifiers and "Backlash" not in f.kinds


# ---------------------------------------------------------------- "of the chosen type", "of that type"


def test_maneuver_of_the_chosen_type():
    # "Search your Arsenal for 1 non-unique maneuver of the chosen type, reveal it, put it in your hand, and shuffle."
    search = nodes("Search your Arsenal for 1 non-unique maneuver of the chosen type, reveal it, put it in your hand, "
                   "and shuffle.", A.Search)[0]
    assert search.cards.filter.kinds == ("Maneuver",)
    assert search.cards.filter.qualifiers == ("of the chosen type",)


def test_maneuver_cards_of_that_type_and_of_your_arsenal():
    # "Put all Maneuver cards of that type from your Ringside pile into your hand ...": the type named before;
    # "the top card of your Arsenal" stays a zone
    move = nodes("Put all Maneuver cards of that type from your Ringside pile into your hand.", A.MoveCards)[0]
    assert move.cards.filter.qualifiers == ("of that type",) and move.cards.zone.name == "ringside"
    assert nodes("Remove the top card of your Arsenal from the game.", A.RemoveFromGame)


def test_non_backlash_cards():
    # "non-Backlash": not a Backlash card (the qualifier "not in backlash", which no rule filter follows)
    s = parse_sentence("Remove up to 2 non-Backlash cards in your opponent's Ring from the game.")
    assert s.is_parsed
    (rfg,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.Cards)]
    assert rfg.quantity == A.Quantity(count=2, up_to=True)
    assert rfg.filter.qualifiers == ("not in backlash",)
    s = parse_sentence("ACE: Once during each of your turns, you may remove 1 non-Backlash reversal in your Ring from "
                       "the game and then put up to 4 cards from your Ringside on the bottom of your Arsenal.")
    assert s.is_parsed
    rev = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.CardFilter) and n.kinds == ("Reversal",)]
    assert rev and rev[0].qualifiers[0] == "not in backlash"


# ---------------------------------------------------------------- 'played' before a card word


def test_played_before_the_card_word_is_a_played_qualifier():
    # "your opponent's played maneuver": the maneuver being played (as "your opponent's maneuvers played")
    blank = nodes("Before playing this card, your opponent's played maneuver is blanked.", A.Blank)[0]
    assert blank.scope.player == "opponent"
    assert blank.scope.filter == A.CardFilter(kinds=("Maneuver",), qualifiers=("played",))


# ---------------------------------------------------------------- imper3: not in a place, Targets, Requirements, logos


def test_not_in_hand_and_title_target_not_in_ring():
    search = nodes("Reveal your hand to your opponent: search your Arsenal for up to 1 non-Unique Extreme not in your "
                   "hand, reveal it, put it into your hand, and shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.excludes == ("Unique",)
    assert search.cards.filter.qualifiers == ("not in your hand",)
    move = nodes("Put up to 1 Follow-up with a title not in your Ring from your Ringside into your hand and draw up to "
                 "1 card.", A.MoveCards)[0]
    assert move.cards.filter.qualifiers == ("title not in your ring",)
    assert (move.cards.zone.name, move.destination.name) == ("ringside", "hand")
    search = nodes("Search your Arsenal for up to 3 non-Uniques with different Targets not in your Ring, reveal them, "
                   "put them into your hand, and shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.qualifiers == ("different Targets", "Target not in your ring")
    assert search.cards.quantity.count == 3 and search.cards.quantity.up_to


def test_same_target_and_that_target():
    search = nodes("Search your Arsenal for up to 1 card with the same Target as a card in your opponent's Ring, "
                   "reveal it, put it into your hand, and shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.qualifiers == ("same Target as Card in opponent's ring",)
    search = nodes("Search your Arsenal for up to 1 non-Unique with that Target, reveal it, put it into your hand, and "
                   "shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.qualifiers == ("with that Target",)


def test_requirement_and_superstar_logo():
    search = nodes("Search your Arsenal for up to 1 card with Requirement: Faction, reveal it, put it into your hand, "
                   "and shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.qualifiers == ("Requirement: Faction",)
    move = nodes("Antic: put up to 2 cards with a Faction Requirement from your Ringside into your hand.",
                 A.MoveCards)[0]
    assert move.cards.filter.qualifiers == ("Requirement: Faction",)
    search = nodes("Search your Arsenal for 1 Superstar-specific card with the Eugene logo, reveal it to your "
                   "opponent, put it into your hand, and shuffle your Arsenal.", A.Search)[0]
    assert search.cards.filter.logos == ("Eugene",)
    assert search.cards.filter.traits == ("Superstar-specific",)


def test_search_two_places_for_either_count():
    search = nodes("Search your Ringside pile and Arsenal for 2 Face or 2 Heel cards, reveal them to your opponent, put "
                   "them into your hand, and shuffle your Arsenal.", A.Search)[0]
    assert [(z.name, z.owner) for z in search.zones] == [("ringside", "you"), ("arsenal", "you")]
    assert search.cards.quantity.count == 2
    assert [a.traits for a in search.cards.filter.alternatives] == [("Face",), ("Heel",)]


def test_gains_your_logo():
    c = only("Your Revolution The Degenerates gains your logo.")
    assert isinstance(c, A.Ability)
    con = c.effects[0]
    assert isinstance(con, A.Considered) and con.mode == "also"
    assert con.as_kind.qualifiers == ("with your Superstar logo",)
    con = nodes("Your Factions have your Superstar logo.", A.Considered)[0]
    assert con.as_kind.qualifiers == ("with your Superstar logo",)


def test_cards_with_stun():
    # "your cards with Stun are +1D and +1 Stun" (as "with Stun Value")
    node = only("When this card is in your Ring, your cards with Stun are +1D and +1 Stun.").effects[0]
    assert node.scope.filter == A.CardFilter(kinds=("Card",), qualifiers=("with Stun Value",))
    assert [(c.stat, c.amount) for c in node.changes] == [("D", 1), ("SV", 1)]


# ---------------------------------------------------------------- "a card that allows him to ...": what the card does


def test_card_that_allows_him_to_search_is_part_of_the_description():
    # "whenever your opponent successfully plays a card that allows him to search his Arsenal": the card must let him
    # search (a CardDoes on the played card's filter, his step), not any card he plays
    trig = [t for t in nodes("When this card is in your Ring area, whenever your opponent successfully plays a card that "
                             "allows him to search his Arsenal for any number of cards, you may search your Arsenal for "
                             "1 non-unique card, reveal it to him, put it into your hand, and shuffle your Arsenal.",
                             A.Trigger) if t.kind == "when_player_plays"][0]
    assert trig.by == "opponent"
    (does,) = trig.filter.does
    assert (does.verb, does.player) == ("allows", "opponent")
    assert isinstance(does.effect, A.Search) and does.effect.player == "opponent"
    assert [(z.name, z.owner) for z in does.effect.zones] == [("arsenal", "opponent")]


def test_card_that_moves_cards_to_any_other_location():
    # "a card that moves any number of cards from his Ringside pile to any other location": the card's own step
    trig = [t for t in nodes("When this card is in your Ring area, whenever your opponent successfully plays a card that "
                             "moves any number of cards from his Ringside pile to any other location, he then must end "
                             "his turn", A.Trigger) if t.kind == "when_player_plays"][0]
    (does,) = trig.filter.does
    assert (does.verb, does.player) == ("does", None)
    assert isinstance(does.effect, A.MoveCards)
    assert (does.effect.source.name, does.effect.source.owner) == ("ringside", "opponent")
    assert does.effect.cards.quantity.any_number


def test_card_that_would_remove_a_card_from_your_ring():
    # "a card that would remove a D: 1+ card from your Ring" (the `rev_target` step, in a trigger's description)
    trig = [t for t in nodes("When your opponent successfully plays a card that would remove a D: 1+ card from your "
                             "Ring, you may reveal this card.", A.Trigger) if t.kind == "when_player_plays"][0]
    (does,) = trig.filter.does
    assert does.verb == "would" and isinstance(does.effect, A.MoveCards)
    assert (does.effect.source.name, does.effect.source.owner) == ("ring", "you")
    assert does.effect.cards.filter.damage.low == 1


def test_brand_as_what_a_card_is():
    # WWF / WWE / WWF Classic are traits like WCW: "this card is WWF instead" (Razor Ramon card)
    con = only("When you are Razor Ramon, this card is WWF instead.").effects[0]
    assert isinstance(con, A.Considered) and con.mode == "instead"
    assert con.scope == A.Scope("this") and con.as_kind == A.CardFilter(traits=("WWF",))
    con = only("Your Jeff Jarrett-specific WCW cards are also WWF cards.").effects[0]
    assert con.mode == "also" and con.scope.filter.traits == ("Jeff Jarrett-specific", "WCW")
    assert con.as_kind == A.CardFilter(kinds=("Card",), traits=("WWF",))
    each = only("This card is +1D for each WWF Grapple maneuver in your Ring.").effects[0]
    assert each.cards.filter == A.CardFilter(kinds=("Grapple",), traits=("WWF",))
    con = only("Your NXT Superstar-specific cards are WWE instead.").effects[0]
    assert con.as_kind == A.CardFilter(traits=("WWE",))
    con = nodes("Your Superstar-specific Backlash cards are WWF Classic, Permanent, and cannot be blanked.",
                A.Considered)[0]
    assert con.as_kind == A.CardFilter(traits=("WWF Classic",))


def test_under_a_card_of_a_description():
    # Zone "under_other_card" with `under`: the cards under some WCW card (which one is not said)
    wcw = A.CardFilter(kinds=("Card",), traits=("WCW",))
    opt = only("You may play this card from under a WCW card as if from hand.").effects[0]
    assert opt.effect.this_card and opt.effect.source == A.Zone("under_other_card", "you", under=wcw)
    asif = nodes("When this card is in your Ring, you may play cards from under WCW cards as if from hand.",
                 C.AsIf)[0]
    assert asif.cards.zone == A.Zone("under_other_card", "you", under=wcw)
    move = only("Put up to 2 cards from your Ringside under a WCW card in your Ring.").effects[0]
    assert move.source == A.Zone("ringside", "you")
    assert move.destination == A.Zone("under_other_card", "you", under=wcw)
    search = nodes("If he does not, search your Arsenal for 1 card, put it under a WCW card in your Ring, and "
                   "shuffle.", A.Search)[0]
    assert search.destination == A.Zone("under_other_card", "you", under=wcw) and search.shuffle


def test_classic_wwf_is_wwf_classic():
    rev = only("As a reversal, reverse any Classic WWF card or any card with 'classic' in the title.").effects[0]
    assert rev.targets[0] == A.CardFilter(kinds=("Card",), traits=("WWF Classic",))
    assert rev.targets[1].title_words == ("classic",)


# ---------------------------------------------------------------- the first card a player plays; the next card narrowed


def test_the_first_card_you_play_during_your_next_turn():
    s = parse_sentence("During your next turn the first card you play cannot be reversed.")
    assert s.is_parsed
    (ab,) = s.clauses
    assert [t.kind for t in ab.triggers] == ["during_your_next_turn"]
    (rr,) = ab.effects
    assert rr.kind == "cannot_be_reversed"
    assert (rr.applies_to.kind, rr.applies_to.player, rr.applies_to.filter.kinds) == ("first_next_turn", "you", ("Card",))


def test_the_first_card_he_plays_on_his_next_turn():
    (mod,) = nodes("The first card he plays on his next turn is -6F and reversals to that card are +15F.", A.Modifier)[:1]
    assert (mod.scope.kind, mod.scope.player) == ("first_next_turn", "opponent")
    assert [(c.stat, c.amount) for c in mod.changes] == [("F", -6)]


def test_the_first_card_you_play_of_the_game():
    mod = only("The first non-unique non-Reversal card you play of the game is -4F.")
    assert isinstance(mod, A.Modifier)
    assert (mod.scope.kind, mod.scope.player) == ("first_of_game", "you")
    assert mod.scope.filter.excludes == ("Unique", "Reversal")


def test_your_first_n_cards_played_of_the_game():
    rr = only("Your first 2 non-Pre-match non-Reversal cards played of the game can only be reversed from your "
              "opponent's Backlash deck and Arsenal.")
    assert rr.kind == "only_from" and rr.zones == ("backlash", "arsenal")
    assert (rr.applies_to.kind, rr.applies_to.count) == ("first_of_game", 2)
    assert set(rr.applies_to.filter.excludes) == {"Pre-match", "Reversal"}


def test_next_card_played_this_turn_from_your_hand():
    (mod,) = nodes("During your turn, you may put this card into your Ringside pile and your next card played this turn "
                   "from your hand is -15F.", A.Modifier)
    assert mod.scope.kind == "next" and mod.scope.filter.played_from == ("you hand",)
    assert [(c.stat, c.amount) for c in mod.changes] == [("F", -15)]


def test_next_maneuver_played_this_turn_with_a_word_in_the_title():
    (mod,) = nodes("During your turn when this card is in your hand, you may reveal it, shuffle it into your Arsenal, and "
                   "your next maneuver played this turn with 'precision' in the title is +2D.", A.Modifier)
    assert mod.scope.kind == "next"
    assert mod.scope.filter.kinds == ("Maneuver",) and mod.scope.filter.title_words == ("precision",)


def test_as_if_from_hand_or_backlash_if_applicable_without_owner():
    from judgebot.cardtext import continuous_ast as CA
    (asif,) = nodes("During your next turn, you may play that card as if from Hand (or Backlash, if applicable).", CA.AsIf)
    assert asif.as_zone.name == "hand"
    assert [z.name for z in asif.as_zone.alternatives] == ["backlash"]


# ---- "any blank card", "Multis", "can also be played as a Counter"
def test_blank_card_multis_and_also_as_counter():
    rd = only("When played from Hand by The Genetic Jackhammer, reverse any blank card.")
    assert rd.targets[0].qualifiers == ("blank",)
    a = only("When this card is in your Ring, your Shelton Benjamin-specific actions are Multis.")
    assert a.effects[0].as_kind == A.CardFilter(traits=("Multi",))
    a = only("When played from hand, can also be played as a Counter.")
    assert a.effects[0] == A.PlayRestriction("as_counter")


def test_reverse_a_card_with_the_same_title_as_this_card():
    s = parse_sentence("During his turn you may put this card in your Ring to reverse a card with the same title as this card.")
    assert s.is_parsed
    (defn,) = [n for c in s.clauses for n in A.iter_nodes(c) if type(n).__name__ == "ReversalDefinition"]
    (target,) = defn.targets
    assert target.kinds == ("Card",) and target.qualifiers == ("same title as this card",)


def test_blank_the_text_on_a_card_played_by_him():
    s = parse_sentence("During your opponent's turn, you may hide this card to blank the text on an Action card or "
                       "Maneuver card played by him for the rest of the turn.")
    assert s.is_parsed
    (choose,) = nodes(s.text, A.Choose)
    assert choose.cards.filter.kinds == ("Action", "Maneuver")
    assert choose.cards.filter.qualifiers == ("played by opponent",)
    (blank,) = nodes(s.text, A.Blank)
    assert (blank.scope.kind, blank.duration) == ("it", "rest_of_turn")


def test_all_players_reveal_their_hands_after_all_players_prematch():
    s = parse_sentence("After all players' Pre-match phases, before the first turn of the game, all players reveal their hands.")
    assert s.is_parsed
    (rev,) = nodes(s.text, A.Reveal)
    assert [rev] == nodes("All players reveal their hands.", A.Reveal)
    assert (rev.player, rev.what) == ("both", "any hand")


def test_move_same_title_as_that_card():
    s = parse_sentence("Search your Arsenal for a card with the same title as that card, reveal it to him, put it into "
                       "your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    (search,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Search)]
    assert search.cards.filter.qualifiers == ("same title as that card",)
    assert search.destination == A.Zone("hand", "you")


def test_subject_all_kinds_and_kinds_subject():
    text = ("When the card titled Roll Out of the Ring is in any Ring area, all Foreign Object maneuvers and Grapple "
            "maneuvers are +3D.")
    s = parse_sentence(text)
    assert s.is_parsed
    (mod,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Modifier)]
    assert mod.changes == (A.StatChange("D", 3),) and mod.scope.player == "any"
    kinds = [(f.traits, f.kinds) for f in mod.scope.filter.alternatives]
    assert kinds == [(("Foreign Object",), ("Maneuver",)), ((), ("Grapple",))]


# ---- 


def test_whenplayed_card_without_a_trait():
    s = parse_sentence("When you successfully play an Andre the Giant-specific card without Momentum: put up to 1 "
                       "Backlash card from your Ringside into your Backlash.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert t.filter.traits == ("Andre The Giant-specific",) and "without Momentum" in t.filter.qualifiers


def test_whenplayed_with_the_word_in_it():
    s = parse_sentence("If played by Tazz, you may instead search your Arsenal for any card with the word 'plex'in it, "
                       "put that card in your hand, then shuffle your Arsenal.")
    assert s.is_parsed
    search = s.clauses[0].effects[0].effect.effects[0].effect
    assert isinstance(search, A.Search) and search.cards.filter.qualifiers == ("'plex' in the title or text",)


def test_whenthis_of_the_type_chosen_and_types_not_chosen():
    (mod,) = nodes("When this card is in your Ring area, your opponent's maneuvers of the type chosen are -2D.",
                   A.Modifier)
    assert mod.scope.player == "opponent" and mod.scope.filter.qualifiers == ("of the chosen type",)
    chosen, others = nodes("When this card is in your Ring area, your maneuvers of the chosen type are +1D and your "
                           "maneuvers of the types not chosen are -1D.", A.Modifier)
    assert chosen.scope.filter.qualifiers == ("of the chosen type",) and chosen.changes[0].amount == 1
    assert others.scope.filter.qualifiers == ("not of the chosen type",) and others.changes[0].amount == -1


def test_pack_tag_team_symbol_read_as_its_logo():
    (p,) = nodes("When this card is in your Ring area, Pre-match cards with the Tag Team Symbol cannot be played by "
                 "any player.", A.Prohibition)
    assert p.filter.kinds == ("Pre-match",) and p.filter.logos == ("Tag Team",)


def test_reverse_your_next_card_played_with_words_in_the_text():
    s = parse_sentence("Your next card played with 'Revolution ECW Originals' in the text cannot be reversed from "
                       "Backlash.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert rr.kind == "cannot_be_reversed" and rr.zones == ("backlash",)
    assert rr.applies_to.kind == "next"
    assert rr.applies_to.filter.qualifiers == ("'Revolution ECW Originals' in the text",)


def test_turn_revolution_type_and_class_with_a_colon():
    # "your next Action: Movie card": a card of both kinds (as "Action Movie card")
    s = parse_sentence("During each of your turns, you may discard any number of cards and your next Action: Movie "
                       "card played this turn is -2F for each card discarded.")
    assert s.is_parsed
    (mod,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Modifier)]
    assert mod.scope.kind == "next" and mod.scope.filter.kinds == ("Movie",)
    assert mod.scope.filter.all_kinds == ("Action",)



def test_turn_two_classes_of_one_revolution_type():
    # "your next Throw: Core or Throw: Mean": a Throw, Core or Mean (as "Throw Core or Mean"); it becomes a Colossal
    s = parse_sentence("Your next Throw: Core or Throw: Mean this turn is instead a Throw: Colossal.")
    assert s.is_parsed
    (node,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Considered)]
    assert node.scope.kind == "next"
    assert node.scope.filter.kinds == ("Core", "Mean") and node.scope.filter.all_kinds == ("Throw",)
    assert node.as_kind.kinds == ("Colossal",) and node.as_kind.all_kinds == ("Throw",)


def test_turn_revolution_pairs_of_different_types_keep_their_colons():
    # "Assault: Core, Hold: Core, or Throw: Core": pairs of different types are not run together (each pair's words
    # would join the next pair's)
    from judgebot.cardtext.lexer import tokenize
    toks = tokenize("Put up to 1 Assault: Core, Hold: Core, or Throw: Core from your Ringside into your hand.")
    assert ":" in [t.value for t in toks]


def test_subject_in_your_or_your_opponents_ring_area():
    # Insurrextion Classic: either player's Ring (owner "any", as "either player's")
    (choose,) = only("Choose 1 Stipulation card in your or your opponent's Ring area.").effects
    assert choose.cards.filter.kinds == ("Stipulation",) and choose.cards.zone == A.Zone("ring", "any")
    assert choose.cards.quantity.count == 1


def test_subject_including_the_volley_trait():
    # "Actions (including the Volley trait)": the Actions and the cards with that trait
    (p,) = nodes("Your opponent's cards and effects cannot prevent you from playing Actions (including the Volley "
                 "trait).", C.Protected)
    assert p.scope.filter.kinds == ("Action",) and p.scope.filter.qualifiers == ("including Volley trait",)


def test_reversal2_same_title_as_the_reversed_card():
    """"You may search your Arsenal for 1 card with the same title as the reversed card, ..." (the card this reversal
    reversed)."""
    from judgebot.cardtext import ast as A2
    s = parse_sentence("You may search your Arsenal for 1 card with the same title as the reversed card, reveal it to "
                       "him, put it into your hand, and shuffle your Arsenal.")
    assert s.is_parsed
    searches = [n for c in s.clauses for n in A2.iter_nodes(c) if isinstance(n, A2.Search)]
    assert searches and searches[0].cards.filter.qualifiers == ("same title as the reversed card",)
    s = parse_sentence("If your opponent does not have 1 card in his Ring area with the same title as the reversed "
                       "card, you must reveal 1 card in your hand with the same title as the reversed card.")
    assert s.is_parsed
    (node,) = s.clauses
    assert node.condition.negated and node.condition.filter.qualifiers == ("same title as the reversed card",)


def test_whenplayed2_card_that_lets_him_see_your_hand():
    # "a card that lets him see your hand": what the card lets the player do (as "allows him to look at your hand")
    s = parse_sentence("When he successfully plays a card that lets him see your hand, you may discard this card and "
                       "he discards 2 cards.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert t.by == "opponent"
    (does,) = t.filter.does
    assert does.verb == "allows" and does.player == "opponent"
    assert isinstance(does.effect, A.LookAt) and does.effect.zone.name == "hand" and does.effect.zone.owner == "you"


def test_whenplayed2_maneuver_with_that_word_in_the_title():
    s = parse_sentence("When you successfully play a maneuver with that word in the title, draw up to 1 card and "
                       "shuffle 1 card from your Ringside into your Arsenal.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert t.filter.kinds == ("Maneuver",) and "with the chosen word in the title" in t.filter.qualifiers


# ---------------------------------------------------------------- more that a reversed card may be (qualifiers)


def _targets(sentence: str):
    (rev,) = nodes(sentence, A.ReversalDefinition)
    return rev.targets


def test_revdef11_card_with_four_or_more_lines_of_printed_text():
    (t,) = _targets("Reverse any non-unique card that has four or more lines of printed card text and end your "
                    "opponent's turn.")
    assert t.kinds == ("Card",) and t.excludes == ("Unique",)
    assert t.qualifiers == ("4 or more lines of printed text",)


def test_revdef11_card_that_does_not_resolve_to_his_ring():
    (t,) = _targets("Reverse any card that does not resolve to your opponent's Ring.")
    assert t.kinds == ("Card",) and t.qualifiers == ("does not resolve to opponent's ring",)


def test_revdef11_card_with_a_title_played_more_than_once():
    (t,) = _targets("As a reversal, this card ignores all reversal restrictions, reverse any card with a title played "
                    "more than once this turn.")
    assert t.qualifiers == ("title played more than once this turn",)


def test_revdef11_card_with_a_title_starting_with_a_letter():
    action, card = _targets("Reverse any Action card or any card with a title that starts with the letter 'R' and end "
                            "your opponent's turn.")
    assert action.kinds == ("Action",) and not action.qualifiers
    assert card.qualifiers == ("title starting with 'R'",)


def test_revdef11_card_modified_by_other_cards():
    modified, momentum = _targets("Completely reverse any card that has been modified by other cards or any card "
                                  "with Momentum.")
    assert modified.qualifiers == ("modified by other cards",)
    assert momentum.qualifiers == ("with Momentum",)


def test_revdef11_card_with_a_title_already_in_any_ring():
    s = parse_sentence("Reverse any card with 'Text' in the text, or when played from hand, completely reverse any "
                       "Multi card, or any card with a title already in any player's Ring.")
    assert s.is_parsed
    first, second = s.clauses
    assert second.completely and second.condition.kind == "played_from"
    assert second.targets[-1].qualifiers == ("title already in any ring",)


def test_revdef11_card_being_played_by_opponent():
    targets = _targets("Reverse any non-unique Mid-match Maneuver or non-unique Mid-match Action card, or any card "
                       "with 'J.R.'in the title being played by your opponent.")
    jr = targets[-1]
    assert jr.title_words == ("J.R.",) and jr.qualifiers == ("played by opponent",)


def test_revdef11_card_not_played_from_his_hand():
    s = parse_sentence("When this card is in your Ring area, you may put this card into your Ringside pile to reverse "
                       "any card not played from your opponent's hand or any Activated Card Effect and end his turn.")
    assert s.is_parsed
    (rev,) = [n for n in A.iter_nodes(s.clauses[0]) if isinstance(n, A.ReversalDefinition)]
    assert rev.targets[0].qualifiers == ("not played from opponent's hand",)


def test_revdef11_card_with_an_exactly_one_word_title():
    ace, card = _targets("As a reversal, reverse any Activated Card Effect, or any card with an exactly one word in "
                         "the title.")
    assert card.qualifiers == ("exactly 1 word in the title",)


def test_revdef11_reversed_with_your_ability():
    s = parse_sentence("When you reverse a non-action with your Ability, your opponent continues his turn.")
    assert s.is_parsed
    (t,) = s.clauses[0].triggers
    assert t.kind == "when_player_reverses" and t.by == "you"
    assert t.filter.excludes == ("Action",) and t.filter.qualifiers == ("with your Ability",)


def test_move11_ringside_or_rfg_cards_is_either_place():
    s = parse_sentence("Shuffle any number of non-hybrid Ring or Ringside maneuvers into your Arsenal.")
    assert s.is_parsed
    (m,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.MoveCards)]
    f = m.cards.filter
    assert f.kinds == ("Maneuver",) and f.excludes == ("Hybrid",)
    assert [a.qualifiers for a in f.alternatives] == [("in ring",), ("in ringside",)]
    assert m.shuffle and m.destination == A.Zone("arsenal", "you")


def test_move11_face_cards_and_fan_favorite_cards_is_either_kind():
    s = parse_sentence("As an action, look at your opponent's hand, choose any number of Face cards and Fan Favorite "
                       "cards, and he discards the chosen cards.")
    assert s.is_parsed
    (ch,) = [n for c in s.clauses for n in A.iter_nodes(c) if isinstance(n, A.Choose)]
    assert ch.cards.quantity.any_number
    assert [a.traits for a in ch.cards.filter.alternatives] == [("Face",), ("Fan Favorite",)]


def test_turn11_zone_choices_before_the_card_word():
    """"1 Hand / Ringside card", "4- Ringside and/or RFG cards", "1 random RFG or Ringside card": the card is in one of
    those places (one choice per place, each a zone qualifier as "1 Ringside card")."""
    (ab,) = parse_sentence("Once during each of your turns, you may put 1 Hand / Ringside card under Moonrise.").clauses
    move = ab.effects[0].effect
    assert isinstance(move, A.MoveCards) and move.destination.card == "Moonrise"
    assert [alt.qualifiers for alt in move.cards.filter.alternatives] == [("in hand",), ("in ringside",)]
    (ab,) = parse_sentence("During your turn you may hide this card, draw 4-, and Bury 4- Ringside and/or RFG "
                           "cards.").clauses
    hide, draw, bury = ab.effects[0].effect.effects
    assert isinstance(hide, A.Hide) and isinstance(draw, A.Draw) and draw.quantity.up_to
    assert bury.cards.quantity.count == 4 and bury.cards.quantity.up_to
    assert [alt.qualifiers for alt in bury.cards.filter.alternatives] == [("in ringside",), ("in rfg",)]


def test_turn11_the_other_chosen_card_and_the_other_n_cards():
    """"..., and the other chosen card on the top of his Arsenal", "put the other 2 cards on the bottom of your
    Arsenal": the cards left (as "the other")."""
    (ab,) = parse_sentence("During your turn you may hide this card, look at your opponent's hand, and choose up to 2 "
                           "cards; he puts 1 of the chosen cards on the bottom of his Arsenal, and the other chosen "
                           "card on the top of his Arsenal.").clauses
    last = ab.effects[0].effects[-1]
    assert isinstance(last, A.MoveCards) and last.cards.filter.qualifiers == ("the rest",)
    assert last.destination == A.Zone("arsenal", "opponent", position="top")
    (ac,) = parse_sentence("During your turn, you may hide this card to choose 3 cards in your Ringside; randomly put 1 "
                           "of those cards in your hand and put the other 2 cards on the bottom of your "
                           "Arsenal.").clauses
    rest = ac.effects[0].effects[-1]
    assert rest.cards.quantity.count == 2 and rest.cards.filter.qualifiers == ("the rest",)
    assert rest.destination == A.Zone("arsenal", "you", position="bottom")


def test_subject11_cards_under_an_owned_titled_card():
    # "Your maneuvers are +2D for each card under your 205 Live."
    (ab,) = parse_sentence("Your maneuvers are +2D for each card under your 205 Live.").clauses
    (each,) = ab.effects
    assert isinstance(each, A.ForEach)
    assert each.cards.zone == A.Zone("under_card", "you", card="205 Live")
    assert each.effect.changes == (A.StatChange("D", 2),) and each.effect.scope.filter.kinds == ("Maneuver",)


def test_subject11_and_are_same_cards():
    # "... are considered to have 'dynamic' in the title and are Volley for your effects": the same cards
    (ab,) = parse_sentence("Your cards with 'precision' in the title are considered to have 'dynamic' in the title "
                           "and are Volley for your effects.").clauses
    (seq,) = ab.effects
    first, second = seq.effects
    assert isinstance(first, A.Considered) and first.as_kind.title_words == ("dynamic",)
    assert isinstance(second, A.Considered) and second.as_kind.traits == ("Volley",)
    assert second.scope == first.scope and second.scope.filter.title_words == ("precision",)
    assert second.purpose is not None


def test_turn11_count_of_cards_you_may_play_that_turn():
    """"the number of Unique cards you may play during that turn is increased by 1" (CountChange)."""
    (ab,) = parse_sentence("During any player's turn, when you play a Eugene-specific card, the number of Unique cards "
                           "you may play during that turn is increased by 1.").clauses
    (change,) = ab.effects
    assert isinstance(change, D.CountChange) and change.by == 1
    assert change.cards.filter.traits == ("Unique",)
    assert change.cards.filter.qualifiers == ("you may play this turn",)
    assert [t.kind for t in ab.triggers] == ["during_any_turn", "when_player_plays"]


def test_turn11_same_target_and_put_on_the_bottom_this_way():
    """"4 or more cards in your Ring with the same Target"; "for every card put on the bottom this way"; "your next card
    this turn with Target 'leg'"."""
    s = parse_sentence("If you have 4 or more cards in your Ring with the same Target: if your next card this turn is a "
                       "Maneuver, it has Momentum and is +10D.")
    assert s.is_parsed and "with the same Target" in repr(s.clauses)
    (ab,) = parse_sentence("Put up to 4 Fan Favorite cards from your Ringside pile on the bottom of your Arsenal and then "
                           "your next maneuver played this turn is -2F, +2D, and +2 Stun Value for every card put on the "
                           "bottom this way.").clauses
    move, each = ab.effects[0].effects
    assert isinstance(each, A.ForEach) and each.cards.filter.qualifiers == ("put on the bottom of the Arsenal",)
    assert each.effect.scope.kind == "next"
    (ab,) = parse_sentence("Successfully play a Maneuver with Target 'leg': put up to 1 card with Target 'leg' from your "
                           "Ringside into your hand and your next card this turn with Target 'leg' is -4F.").clauses
    mod = ab.effects[0].effects[-1]
    assert isinstance(mod, A.Modifier) and mod.scope.kind == "next" and mod.scope.filter.targets == ("leg",)


def test_revdef11_same_title_as_the_card_under_this_card():
    # "put this card into your Ringside to reverse a card with the same title as the card under this card": the card
    # compared with is the one under this card (not where this card is put)
    s = parse_sentence("ACE: When there is a card under this card, you may put this card into your Ringside to reverse "
                       "a card with the same title as the card under this card.")
    assert s.is_parsed
    (act,) = s.clauses
    (rev,) = act.effects
    assert rev.targets[0].qualifiers == ("same title as a card under this card",)
    assert act.cost[0].effect.destination.name == "ringside"


def test_revrestrict13_with_n_printed_stun_value():
    # "a maneuver with 3+ printed Stun Value": how much Stun Value (a qualifier of the card)
    s = parse_sentence("As a maneuver, -15F, can only be played after a successful card; when that card was a "
                       "maneuver with 3+ printed Stun Value, cannot be reversed from Arsenal.")
    assert s.is_parsed
    (rr,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.ReversalRestriction)]
    assert rr.zones == ("arsenal",)
    f = rr.condition.filter
    assert rr.condition.kind == "card_is" and f.kinds == ("Maneuver",)
    assert f.qualifiers == ("with 3+ printed Stun Value",)


def test_revrestrict13_with_equal_or_lower_fortitude_than_his_rating():
    # "1 reversal from his hand with equal or lower Fortitude than his Fortitude Rating" (the comparison first, as
    # "with Fortitude equal to or less than his Fortitude Rating")
    s = parse_sentence("During his turn, he may reveal 1 reversal from his hand with equal or lower Fortitude than "
                       "his Fortitude Rating and put it on the bottom of his Arsenal, and the you put this card into "
                       "your Ringside.")
    assert s.is_parsed
    (rev,) = [n for n in A.iter_nodes(s.clauses) if isinstance(n, A.Reveal)]
    assert rev.player == "opponent" and rev.cards.filter.kinds == ("Reversal",)
    (q,) = rev.cards.filter.qualifiers
    assert q.startswith("Fortitude") and q.endswith("Fortitude Rating of opponent")


def test_whenthis13_put_more_on_bottom_for_ability():
    # "When this card is in your Ring, overturn 1 less card for your Ability, and you may put 1 more card on the
    # bottom of your Arsenal for your Ability."
    from judgebot.cardtext.desc_ast import CountChange
    from judgebot.cardtext.virtual_ast import CostChange
    text = ("When this card is in your Ring, overturn 1 less card for your Ability, and you may put 1 more card on the "
            "bottom of your Arsenal for your Ability.")
    found = nodes(text, CountChange)
    assert len(found) == 1
    (cc,) = found
    assert cc.by == 1 and cc.purpose == "your Ability"
    assert "put on the bottom of the Arsenal" in cc.cards.filter.qualifiers
    (cost,) = nodes(text, CostChange)
    assert cost.actions == ("overturn",) and cost.amount == -1 and cost.purpose == "your Ability"


def test_whenplayed13_printed_quoted_word_and_quoted_word_in_a_list():
    # "your printed 'Technical' maneuver": the quoted word printed in the title (not one an effect gives)
    s = parse_sentence("When you have equal or lower Fortitude and your printed 'Technical' maneuver is unsuccessful, "
                       "Arsenal Search 1 printed 'Technical' maneuver.")
    assert s.is_parsed
    (ab,) = s.clauses
    (search,) = ab.effects
    assert isinstance(search, A.Search) and search.cards.filter.kinds == ("Maneuver",)
    assert search.cards.filter.title_words == ("Technical",)
    assert search.cards.filter.qualifiers == ("'Technical' printed in the title",)
    # "non-Unique printed 'Precision' maneuvers": the word inside a run of card words
    (ab, _) = parse_sentence("Arsenal Search 10 non-Unique printed 'Precision' maneuvers, and put them under this card; "
                             "if you do not, hide this card.").clauses
    f = ab.effects[0].cards.filter
    assert f.excludes == ("Unique",) and f.title_words == ("Precision",) and f.kinds == ("Maneuver",)
    # "1 'Technical', Face, or Heel card": the quoted word first among the choices
    s = parse_sentence("When your maneuver is unsuccessful, put either 1 random card or 1 'Technical', Face, or Heel "
                       "card from your Ringside on the bottom of your Arsenal; he reveals 2 random cards in his hand.")
    assert s.is_parsed
    choice = s.clauses[0].effects[0].effects[0]
    second = choice.options[1].cards.filter
    assert [(a.title_words, a.traits) for a in second.alternatives] == [
        (("Technical",), ()), ((), ("Face",)), ((), ("Heel",))]


def test_whenplayed13_different_maneuver_types_and_damage_below_the_played_maneuver():
    s = parse_sentence("When you have 3 or more cards with different maneuver types in your Ring and you successfully "
                       "play a maneuver, choose one: put 1 card from your Ringside on the bottom of your Arsenal or draw "
                       "1 card.")
    assert s.is_parsed
    cond = s.clauses[0].condition
    assert cond.kind == "have_cards" and "different maneuver types" in cond.filter.qualifiers
    assert cond.quantity.count == 3 and cond.quantity.at_least
    for sentence in ("When you successfully play a Grapple maneuver or a Submission maneuver, you may put 1 card with "
                     "printed Damage less than the maneuver's Damage from your opponent's Ring area into his Ringside "
                     "pile.",
                     "When your opponent successfully plays a 15D+ maneuver, you may hide this card and then put another "
                     "card in his Ring with lower printed Damage than the maneuver played into his Ringside."):
        s = parse_sentence(sentence)
        assert s.is_parsed, sentence
        eff = s.clauses[0].effects[0].effect
        move = eff.effects[-1] if isinstance(eff, A.Sequence) else eff
        assert isinstance(move, A.MoveCards) and move.destination.name == "ringside"
        assert "printed Damage less than the played maneuver's Damage" in move.cards.filter.qualifiers


def test_whenthis13_count_drawn_during_next_turn_in_a_choice():
    # "When NXT Championship Title Belt is in your Ring, your opponent chooses one: he discards 2 cards, overturns 8
    # cards, or the number of cards drawn during his next turn is reduced to 0."
    from judgebot.cardtext.desc_ast import CountChange
    (cc,) = nodes("When NXT Championship Title Belt is in your Ring, your opponent chooses one: he discards 2 cards, "
                  "overturns 8 cards, or the number of cards drawn during his next turn is reduced to 0.", CountChange)
    assert cc.to == 0 and "drawn during his next turn" in cc.cards.filter.qualifiers
    (choice,) = nodes("When NXT Championship Title Belt is in your Ring, your opponent chooses one: he discards 2 "
                      "cards, overturns 8 cards, or the number of cards drawn during his next turn is reduced to 0.",
                      A.Choice)
    assert len(choice.options) == 3


def test_whenthis13_count_removed_by_title():
    # "When this card is hidden or revealed, your non-F:0 Evolution-specific actions are Multi, and the number of cards
    # removed from the game by Yesterday is So Long Ago is reduced to 0."
    from judgebot.cardtext.desc_ast import CountChange
    (cc,) = nodes("When this card is hidden or revealed, your non-F:0 Evolution-specific actions are Multi, and the "
                  "number of cards removed from the game by Yesterday is So Long Ago is reduced to 0.", CountChange)
    assert cc.to == 0 and cc.purpose == "Yesterday Is So Long Ago"
    assert "removed from the game" in cc.cards.filter.qualifiers


def test_subject13_ring_cards_with_this_title():
    # "with this title": the same title as this card (as "with the same title as this card")
    s = parse_sentence("Cannot be played when you have 3+ Ring cards with this title.")
    assert s.is_parsed
    (r,) = s.clauses
    assert isinstance(r, A.PlayRestriction) and r.kind == "cannot_when"
    c = r.condition
    assert c.kind == "have_cards" and c.player == "you"
    assert "same title as this card" in c.filter.qualifiers
