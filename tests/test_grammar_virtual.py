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


def test_ring_and_rfg_cards_are_where_the_cards_are():
    # I Got A Lot Left In The Tank! ("Recover 10- Ringside cards, 2- RFG cards, ...")
    (ab,) = parsed("Draw 1- cards, Stack 1- Ringside cards, Bury 1- RFG cards.")
    draw, stack, bury = effects_of(ab)
    assert isinstance(stack, V.Stack) and stack.cards.filter.qualifiers == ("in ringside",)
    assert isinstance(bury, V.Bury) and bury.cards.filter.qualifiers == ("in rfg",)
    assert bury.cards.quantity == A.Quantity(count=1, up_to=True)


# ---- Activate (FAQ Glossary "Activate/Activating")

def test_when_you_activate_that_card():
    # Managed by Daivari
    (ab,) = parsed("When you Activate that card, RFG it.")
    (trigger,) = ab.triggers
    assert trigger.kind == "when_player_activates" and trigger.by == "you"
    assert isinstance(ab.effects[0], A.RemoveFromGame)


def test_when_you_successfully_activate_a_titled_card():
    # Too Dynamic To Hold Down
    (ab,) = parsed("When you successfully Activate The Luck of the Draw, remove the top card of your Arsenal "
                   "from the game.")
    (trigger,) = ab.triggers
    assert trigger.kind == "when_player_activates"
    assert trigger.filter.titled == ("The Luck of the Draw",)
    assert "successfully activated" in trigger.filter.qualifiers


def test_you_cannot_activate_cards_for_the_rest_of_the_turn():
    # The Ambrose Asylum
    (ab,) = parsed("You cannot Activate cards for the rest of the turn.")
    (prohibition,) = ab.effects
    assert prohibition == A.Prohibition("you", "activate", A.CardFilter(kinds=("Card",)), "rest_of_turn")


def test_can_only_be_played_when_you_have_not_activated_a_card():
    # The Rough Ryder
    (restriction,) = parsed("Can only be played when you have not Activated a card this turn.")
    assert restriction.kind == "only_when"
    cond = restriction.condition
    assert cond.kind == "activated_this_turn" and cond.negated and cond.player == "you"


# ---- Allegiance (Virtual Pre-match card type "Allegiance: X")

def test_requirement_allegiance():
    # Welcome to Monday Nitro!
    (req,) = parsed("Requirement: Allegiance: WCW.")
    assert req == A.Requirement("Allegiance: WCW", A.Condition("allegiance", player="you", names=("WCW",)))


def test_requirement_allegiance_runs_on_into_the_next_sentence():
    # "Requirement: Allegiance: Raw This card is ..." is printed without a stop
    from judgebot.cardtext.lexer import split_sentences
    assert split_sentences("Requirement: Allegiance: Raw You may not search for this card.")[0] == \
        "Requirement: Allegiance: Raw."


def test_when_you_have_allegiance_draw():
    # Chair Shot Block
    (ab,) = parsed("When you have Allegiance: ECW, draw 1 card.")
    assert ab.condition == A.Condition("allegiance", player="you", names=("ECW",))


def test_cannot_be_played_with_allegiance_wwe():
    # The Hart Family
    (restriction,) = parsed("Cannot be played when you have Allegiance: WWE.")
    assert restriction.condition.names == ("WWE",)


def test_considered_to_have_allegiance():
    # Suicidal, Homicidal, Genocidal, Death-Defying
    (ab,) = parsed("You are considered to have Allegiance: ECW.")
    assert ab.effects == (V.HasAllegiance("you", ("ECW",)),)


def test_your_maneuver_is_successful_is_not_an_allegiance():
    # Allegiance rules must not take "your <card> is successful" (Bury / Promo triggers)
    (ab,) = parsed("During any turn, when your Smackdown card is successful, Bury 1- Ringside cards.")
    assert isinstance(ab.effects[0], V.Bury)
    assert all(t.kind != "allegiance" for t in ab.triggers)


# ---- Hidden (FAQ: "'Hide' ... When applied to Backstage cards, they are no longer revealed")

def test_when_a_superstar_is_hidden_hide_this_card():
    # Bobby's Mouthpiece
    (ab,) = parsed("When Bobby Fish is hidden, hide this card.")
    (trigger,) = ab.triggers
    assert trigger.kind in ("while_hidden", "when_hidden") and trigger.filter.titled == ("Bobby Fish",)
    assert ab.effects == (A.Hide("you", None, True),)


def test_when_this_card_is_hidden_and_you_play():
    # the "hidden and <event>" shape (Imperium cards): the state and the event are both kept
    (ab,) = parsed("When this card is hidden and you successfully play a maneuver, you may reveal this card.")
    kinds = [t.kind for t in ab.triggers]
    assert kinds == ["while_hidden", "when_player_plays"]
    assert ab.triggers[0].filter is None    # this card


def test_always_considered_hidden_keyword():
    # Legendary Defense
    (kw,) = parsed("This card is always considered to be hidden.")
    assert kw == A.Keyword("Always hidden")


def test_cannot_be_blanked_or_hidden():
    # The Nightmare
    (kw,) = parsed("Cannot be blanked or hidden.")
    assert kw == A.Keyword("Cannot be blanked or hidden")


def test_hidden_backstage_cards_description():
    # Owen Hart Joins the Nation
    (ab,) = parsed("When you have 2+ hidden Nation of Domination-specific Backstage cards, "
                   "your Superstar-specific maneuvers are Chain.")
    cond = ab.condition if hasattr(ab, "condition") else None
    assert cond is not None and cond.kind == "have_cards"
    assert "hidden" in cond.filter.qualifiers and cond.quantity == A.Quantity(count=2, at_least=True)


# ---- Flip triggers

def test_when_this_card_is_flipped_face_up():
    # Lose CTRL
    (ab,) = parsed("When this card is Flipped face-up, draw 1- cards.")
    (trigger,) = ab.triggers
    assert trigger.kind == "when_flipped" and trigger.event == V.Flip("any", this_card=True, face="up")
    assert ab.effects == (A.Draw("you", A.Quantity(count=1, up_to=True)),)


def test_when_you_flip_a_card_face_up():
    # Xavier Woods
    (ab,) = parsed("When you flip a card face-up, discard 1 card.")
    (trigger,) = ab.triggers
    assert trigger.kind == "when_flipped" and trigger.by == "you"
    assert trigger.event.face == "up" and trigger.event.cards.quantity == A.Quantity(count=1)


# ---- Promo as a verb, "draw that many", "In Ring:"

def test_when_you_promo_bury_the_cards_not_chosen():
    # The Devil's Advocate (first clause)
    (ab,) = parsed("When you Promo, you may Bury the cards not chosen.")
    (trigger,) = ab.triggers
    assert trigger.kind == "when_player_promos" and trigger.by == "you"
    (bury,) = effects_of(ab)
    assert isinstance(bury, V.Bury)
    assert bury.cards.quantity == A.Quantity(all=True) and bury.cards.filter.qualifiers == ("not chosen",)


def test_promo_colon_is_still_the_keyword_action():
    # The Devil's Advocate (second clause): "Promo: 3" stays the Promo action
    (ab,) = parsed("During any turn, you may Promo: 3.")
    assert effects_of(ab) == [A.Promo("you", 3)]


def test_bury_hand_cards_and_draw_that_many():
    # NBA Slam
    (ab,) = parsed("Bury any number of Hand cards and draw that many cards.")
    bury, draw = effects_of(ab)
    assert bury.cards.quantity == A.Quantity(any_number=True)
    assert isinstance(draw, A.Draw) and draw.quantity.equal_to == "that many"


def test_in_ring_header_is_while_in_ring():
    # You Won't BASH Me! (here without the BASH word, which the lexicon does not read yet)
    (ab,) = parsed("In Ring: when your maneuver is successful, you may Bury this card.")
    assert ab.triggers[0] == A.Trigger("while_in_ring", A.Zone("ring", "you"))
    assert effects_of(ab) == [V.Bury("you", this_card=True)]


# ---- "XX" cards (FAQ Glossary '"XX" Cards': the Virtual 11 wording for "cards with 'XX' in the title")

def test_quoted_cards_are_a_string_in_the_title_not_the_exact_title():
    # Fight For What's Right
    (ab,) = parsed("When Hulk Rules is revealed, your 'Classic' maneuvers are -7F.")
    (mod,) = ab.effects
    f = mod.scope.filter
    assert f.title_words == ("Classic",) and f.titled == () and f.kinds == ("Maneuver",)


def test_bash_cards_have_bash_in_the_title():
    # We Will BASH You...For Your Own Good! ("BASH" cards: the one case-sensitive "XX", FAQ Glossary)
    (mod,) = parsed("Your BASH maneuvers are -4F.")
    assert isinstance(mod, A.Modifier)
    assert mod.scope.filter.title_words == ("BASH",) and mod.scope.filter.kinds == ("Maneuver",)


def test_bash_in_lower_case_is_not_the_bash_string():
    # "Bash" (not all capitals) is a word of a title, not the BASH mechanic: it stays an unknown word
    from judgebot.cardtext.lexer import tokenize
    assert [t.type for t in tokenize("BASH cards")][0] == "QUOTED"
    assert [t.type for t in tokenize("Bash cards")][0] == "WORD"


# ---- "listed on this card", multi-zone searches, "Superstar-specifics"

def test_cards_listed_on_this_card():
    # I Have A Major Announcement
    (ab,) = parsed("Once during each of your turns you may discard 1 card and then shuffle 2 cards listed on this "
                   "card from your Ringside pile into your Arsenal.")
    _, move = effects_of(ab)
    assert move.cards.filter.qualifiers == ("listed on this card",)
    assert move.cards.quantity == A.Quantity(count=2)
    assert move.destination == A.Zone("arsenal", "you")


def test_bury_this_card_and_ringside_search_a_card_listed_in_your_ability():
    # Drop Kick (Throwback)
    (ab,) = parsed("As an action, Bury this card and Ringside Search 1 card listed in your Ability.")
    bury, search = effects_of(ab)
    assert bury == V.Bury("you", this_card=True)
    assert search.zones == (A.Zone("ringside", "you"),)
    assert search.cards.filter.qualifiers == ("listed on your Ability",)


def test_arsenal_slash_ringside_search():
    # Tap, Nap or Snap?
    (ab,) = parsed("As an action, Arsenal / Ringside Search 1 Submission.")
    (search,) = effects_of(ab)
    assert search.zones == (A.Zone("arsenal", "you"), A.Zone("ringside", "you"))
    assert search.cards.filter.kinds == ("Submission",)


def test_superstar_specifics_plural():
    # Revolution The General Manager of Raw and Smackdown
    (ab,) = parsed("Search your Arsenal for up to 2 non-F: 0 Superstar-specifics, reveal them, put them into "
                   "under this card, and shuffle.")
    search = effects_of(ab)[0]
    assert search.cards.filter.traits == ("Superstar-specific",)
    assert search.cards.quantity == A.Quantity(count=2, up_to=True)


# ---- "your top 2 Arsenal cards", "always considered revealed"

def test_rfg_your_top_arsenal_cards():
    # Two-time Slammy Winner
    (ab,) = parsed("RFG your top 2 Arsenal cards and draw 3- cards.")
    rfg, draw = effects_of(ab)
    assert rfg.cards == A.Cards(A.Quantity(count=2), A.CardFilter(kinds=("Card",)), A.Zone("arsenal", "you", "top"))
    assert draw.quantity == A.Quantity(count=3, up_to=True)


def test_put_your_bottom_arsenal_cards_into_hand_then_stack():
    # The Upside Down
    (ab,) = parsed("Put your bottom 2 Arsenal cards into your hand and then Stack 2 Hand cards.")
    move, stack = effects_of(ab)
    assert move.cards.zone == A.Zone("arsenal", "you", "bottom") and move.cards.quantity == A.Quantity(count=2)
    assert move.destination == A.Zone("hand", "you")
    assert isinstance(stack, V.Stack) and stack.cards.filter.qualifiers == ("in hand",)


def test_reveal_keeps_which_cards():
    # Rear View: the revealed cards are kept (Reveal.cards), not only the word "cards"
    (ab,) = parsed("As an action, this card is F: 0, reveal your bottom 2 Arsenal cards.")
    reveal = effects_of(ab)[-1]
    assert isinstance(reveal, A.Reveal)
    assert reveal.cards.zone == A.Zone("arsenal", "you", "bottom")


def test_always_considered_revealed_keyword():
    # Hometown Hero
    (kw,) = parsed("*This card is always considered revealed.")
    assert kw == A.Keyword("Always revealed")


def test_cards_titled_x_may_replace_a_card_listed_on_another():
    # the Divas cards (e.g. the one for Ashley: Pretty Punk)
    (ab,) = parsed("When this card is in your Ring area or hand, your cards titled Ashley: Pretty Punk may replace "
                   "1 card listed on WWE Divas: The Next Generation or WWE Divas Rule!")
    (sub,) = ab.effects
    assert isinstance(sub, V.Substitute)
    assert sub.scope.filter.titled == ("Ashley: Pretty Punk",)
    assert sub.replaces.filter.qualifiers == ("listed on WWE Divas: The Next Generation or WWE Divas Rule!",)


# ---- Virtual bare counts ("draw 1-", "discard 1", "overturn 1") and Stack and/or Bury

def test_bury_draw_and_discard_bare_counts():
    # I Am The Advocate...
    (ab,) = parsed("Bury 9- Ringside cards, draw 1-, and he discards 1.")
    bury, draw, discard = effects_of(ab)
    assert bury.cards.quantity == A.Quantity(count=9, up_to=True)
    assert draw == A.Draw("you", A.Quantity(count=1, up_to=True))
    assert discard.player == "opponent" and discard.quantity == A.Quantity(count=1)


def test_look_stack_and_or_bury_then_overturn_one():
    # Psycho Killer
    (ab,) = parsed("Before the Draw Segment of your first turn of the game look at your top 6 Arsenal cards, "
                   "Stack and/or Bury them in any order and overturn 1.")
    look, stack_or_bury, overturn = effects_of(ab)
    assert look.quantity == A.Quantity(count=6)
    assert stack_or_bury == V.StackOrBury("you")
    assert overturn == A.Overturn("you", A.Quantity(count=1))


def test_you_cannot_flip_cards_over():
    # Sandman
    (ab,) = parsed("You cannot flip cards over.")
    (prohibition,) = ab.effects
    assert prohibition.player == "you" and prohibition.action == "flip over"


def test_a_bare_count_needs_a_number():
    # "discard all" is no count of cards: the bare-count rule refuses it (the sentence stays unparsed)
    s = parse_sentence("Discard all.")
    assert not s.is_parsed


# ---- cost changes: "discard 1 less card for your Ability"

def test_discard_one_less_card_to_activate_your_allegiance():
    # Revolution Eve Hands Down a Ruling
    (ab,) = parsed("When this card is in your Ring, discard 1 less card to Activate your Allegiance card.")
    assert ab.effects == (V.CostChange("you", ("discard",), -1, "Activate your Allegiance"),)
    assert ab.triggers[0].kind == "while_in_ring"


def test_remove_one_less_card_when_you_activate_a_title():
    # Magic Mike
    (ab,) = parsed("Remove 1 less card from the game when you Activate Big Sexy.")
    assert ab.effects == (V.CostChange("you", ("remove",), -1, "Activate Big Sexy"),)


def test_discard_less_for_the_chain_trait():
    # Nattie by Nature
    (ab,) = parsed("During your opponent's turn, discard 1 less card for the Chain trait.")
    assert ab.effects == (V.CostChange("you", ("discard",), -1, "the Chain trait"),)


def test_overturn_less_for_not_playing_a_maneuver():
    # Damien Mizdow, Stunt Double
    (ab,) = parsed("When this card is in your Ring, overturn 2 less cards for not playing a maneuver.")
    (cost,) = ab.effects
    assert cost.actions == ("overturn",) and cost.amount == -2 and cost.purpose == "not playing a Maneuver"


def test_discard_and_overturn_less_for_your_ability():
    # Managed by Yamaguchi-san (first clause)
    (ab,) = parsed("Discard and overturn 1 less card for your Ability.")
    assert ab.effects == (V.CostChange("you", ("discard", "overturn"), -1, "your Ability"),)


# ---- "regardless of other effects"

def test_put_it_into_your_backlash_regardless_of_other_effects():
    # Uso Crazy Teamwork
    (ab,) = parsed("When this card is unsuccessful, you may put it into your Backlash regardless of other effects.")
    (reg,) = effects_of(ab)
    assert isinstance(reg, V.Regardless)
    assert isinstance(reg.effect, A.MoveCards) and reg.effect.destination == A.Zone("backlash", "you")


def test_regardless_in_parentheses():
    # Ralphus Protection Agency
    (ab,) = parsed("When your card is unsuccessfully played, you may put it on the bottom of your Arsenal "
                   "(regardless of other effects).")
    (reg,) = effects_of(ab)
    assert reg.effect.destination == A.Zone("arsenal", "you", "bottom")


# ---- "(max N)"

def test_overturn_equal_to_a_count_capped():
    # Beat You Raw (Throwback): the count is capped; the actor reaches the wrapped action
    (ab,) = parsed("When this card is unsuccessful, your opponent overturns cards equal to the number of Raw "
                   "cards in your Ring (max 5).")
    (capped,) = ab.effects
    assert isinstance(capped, V.Capped) and capped.maximum == 5
    assert capped.player == "opponent" and capped.effect.player == "opponent"
    assert isinstance(capped.effect, A.Overturn) and "Raw" in capped.effect.quantity.equal_to


def test_draw_equal_to_a_count_max_with_a_dot():
    # A Devilish Smile
    (ab,) = parsed("Draw cards equal to the number of Fan Favorite cards in your Ring (max. 5).")
    (capped,) = ab.effects
    assert capped.maximum == 5 and isinstance(capped.effect, A.Draw)


def test_cards_not_chosen_after_a_promo():
    # Adam Cole
    (ab,) = parsed("When you Promo, you may put up to 2 cards not chosen on the bottom of your Arsenal.")
    (move,) = effects_of(ab)
    assert move.cards.quantity == A.Quantity(count=2, up_to=True)
    assert move.cards.filter.qualifiers == ("not chosen",)
    assert move.destination == A.Zone("arsenal", "you", "bottom")


def test_the_cards_not_chosen_are_all_of_them():
    # Montez Ford's Solo Cup: "the cards not chosen" is every card left, not one (the lexer reads it as "all")
    (ab,) = parsed("When you Promo, you may put the cards not chosen under this card.")
    (move,) = effects_of(ab)
    assert move.cards.quantity == A.Quantity(all=True)


# ---- names: one-word card titles, and titles written with other capitals

def test_one_word_title_under_card():
    # One Ember Sparks a Fire: Moonrise is a card title of one word
    (ab,) = parsed("Arsenal Search 1 card and put it under Moonrise.")
    (search,) = effects_of(ab)
    assert search.destination == A.Zone("under_card", "you", card="Moonrise")


def test_one_word_title_with_its_bang():
    # The Most Iiconic Moment: "IICONICS!" is the title, "!" and all (the sentence ends after it)
    (ab,) = parsed("Ringside Search 1 IICONICS!.")
    (search,) = effects_of(ab)
    assert search.cards.filter.titled == ("IICONICS!",)
    assert search.zones == (A.Zone("ringside", "you"),)


def test_one_word_title_played_after():
    # High-Flying Hurricanrana: "played after Springboard" names the card Springboard
    (mod,) = parsed("When you are Funaki or when played after Springboard, this card is -6F.")
    assert mod.changes == (A.StatChange("F", -6),)
    assert "titled=('Springboard',)" in repr(mod.condition)


def test_one_word_title_is_not_taken_from_a_grammar_word():
    # Flip is a card title too, but the grammar reads "Flip" (the Virtual keyword): a one-word title masks
    # only a word the grammar cannot read (630°: "Flip 3- cards in your opponent's Ring face-down")
    (ab,) = parsed("Flip 3- cards in your opponent's Ring face-down.")
    (flip,) = effects_of(ab)
    assert isinstance(flip, V.Flip) and flip.face == "down" and flip.cards.filter.titled == ()


def test_title_with_other_capitals_on_small_words():
    # The Baddest Man On The Planet prints "Backed By Paul Heyman" for the card Backed by Paul Heyman
    (ab,) = parsed("When you are packing this card, you can pack Backed By Paul Heyman.")
    (perm,) = ab.effects
    assert perm.allows[0].titled == ("Backed by Paul Heyman",)


def test_gain_requirement_of_a_title():
    # Revolution Sheamus Is In My Corner!
    (ab,) = parsed("When this card is not in your Ring: they gain Requirement: Revolution Sheamus Is In My Corner! "
                   "in your Ring.")
    (gain,) = ab.effects
    assert gain.requirement.condition.filter.titled == ("Revolution Sheamus Is In My Corner!",)
    assert gain.requirement.condition.zone == A.Zone("ring", "you")
    assert ab.triggers[0].kind == "while_not_in_zone"


def test_a_name_does_not_run_into_a_hyphenated_title():
    # The Wildcat: "Sable-licious" is a card title, not the Superstar Sable followed by "-licious"
    (ab,) = parsed("Your Sable-licious card is Permanent, and your Sable Bomb is blank.")
    considered, blank = effects_of(ab)
    assert considered.scope.filter.titled == ("Sable-licious",) and considered.as_kind.traits == ("Permanent",)
    assert blank.scope.filter.titled == ("Sable Bomb",)


def test_specific_with_a_capital():
    # The Mexican Aristocrat prints "Alberto Del Rio-Specific"
    (ab,) = parsed("Draw 1 card for every 2 Alberto Del Rio-Specific cards in your Ring.")
    (each,) = ab.effects
    assert each.cards.filter.traits == ("Alberto Del Rio-specific",)


def test_non_before_a_revolution_name():
    # The Best Wrestler In The World: "non-Revolution CM Punk cards" are CM Punk cards that are not
    # Revolution (the name "Revolution CM Punk" does not start after "non-")
    (perm,) = parsed("You can pack non-Revolution CM Punk cards.")
    assert perm.allows[0].excludes == ("Revolution",) and perm.allows[0].logos == ("CM Punk",)


# ---- tag team roles: the "active" (legal) player of a team and his "inactive" partner

def test_only_played_by_an_inactive_partner_when():
    # Pump Up the Crowd: both must hold (the inactive partner plays it, and you have lower Fortitude)
    (pr,) = parsed("Can only be played by an inactive partner when you have lower Fortitude.")
    assert isinstance(pr, A.PlayRestriction) and pr.kind == "only_when"
    role, lower = pr.condition.all_of
    assert role == A.Condition("team_role", player="you", names=("inactive",))
    assert lower.kind == "compare" and lower.comparison == "less"


def test_only_played_against_an_inactive_opponent():
    # Surprise Hit
    (pr,) = parsed("Can only be played against an inactive opponent.")
    assert pr.condition == A.Condition("team_role", player="opponent", names=("inactive",))


def test_to_play_you_must_be_the_quoted_role():
    # Cheap Shot From the Corner: the role is quoted
    (pr,) = parsed("To play this card you must be an 'inactive' player of your team.")
    assert pr.condition == A.Condition("team_role", player="you", names=("inactive",))


def test_if_you_are_an_inactive_member_of_your_team():
    # Blind Tag
    (pr,) = parsed("Can only be played if you are an inactive member of your team.")
    assert pr.kind == "only_when" and pr.condition.names == ("inactive",) and pr.condition.player == "you"


def test_randomly_rfg():
    # Putting the Hurt in The Business: RFG is the Virtual shorthand of "remove from the game"
    (ab,) = parsed("When your non-F:0 maneuver is successful, randomly RFG 1 of your opponent's Ringside cards.")
    (rfg,) = ab.effects
    assert isinstance(rfg, A.RemoveFromGame)
    assert rfg.cards.quantity == A.Quantity(count=1, random=True) and rfg.cards.filter.owner == "opponent"


def test_promo_a_variable():
    # Cha Cha La La: "Promo: #" (the count is the card's "#", bound to its "where # is ...")
    (ab,) = parsed("Promo: # and then put up to # cards from your Ringside on the bottom of your Arsenal, where # "
                   "is equal to the number of Fandango-specific cards in your Ring and cannot be greater than 5.")
    promo, move = effects_of(ab)
    assert isinstance(promo, A.Promo) and promo.count.definition.maximum == 5
    assert promo.count.definition.value.cards.filter.traits == ("Fandango-specific",)


def test_one_word_title_with_a_small_first_letter():
    # We're Takin' Over!: "bWo" is printed with a small b (a card title)
    (rr,) = parsed("Cannot be reversed if bWo is in your Ring.")
    assert rr.condition.filter.titled == ("bWo",) and rr.condition.zone == A.Zone("ring", "you")


def test_all_players_rings_into_their_ringside():
    # Dropping a Pipe Bomb: every card goes to its own player's Ringside ("their" = each of all players)
    (ab,) = parsed("Put all cards in all players' Rings into their Ringside.")
    (move,) = effects_of(ab)
    assert move.source == A.Zone("ring", "any") and move.destination == A.Zone("ringside", "any")
    assert move.cards.quantity == A.Quantity(all=True)


def test_a_superstar_named_without_his_nickname():
    # I'm Better Than You!: "Steve Austin" is Stone Cold Steve Austin (a two-word nickname left out)
    (pr,) = parsed("Can only be played if your opponent is The Rock, Steve Austin, Triple H, Chris Benoit, or Edge.")
    assert pr.condition.player == "opponent"
    assert pr.condition.names == ("The Rock", "Stone Cold Steve Austin", "Triple H", "Chris Benoit", "Edge")


def test_last_title_of_a_titled_list_unknown_to_the_data():
    # That's Sub-optimal: "That's Balanced" ends the list and the sentence, so it is a title too
    (ab,) = parsed("When this card is in your Ring area, your opponent cannot play the cards titled That's Broken "
                   "or That's Balanced.")
    (prohibition,) = ab.effects
    # (the cards That's Broken! and That's Balanced!, printed without their "!")
    assert prohibition.player == "opponent" and prohibition.filter.titled == ("That's Broken!", "That's Balanced!")
    from judgebot.cardtext.lexer import tokenize
    toks = tokenize("Reverse any card titled Kick or Strike maneuvers.")
    assert [t.value for t in toks if t.type == "TITLE"] == ["Kick"]   # a description after "or" stays one


# ---- "(when X, ...)": a bracketed alternative while a state holds

def test_paren_alternative_discards_randomly():
    # Saturn's Superkick: the same discard, made random while you are The Radicalz
    (ab,) = parsed("When this card is unsuccessful, your opponent discards 1 card (when you are The Radicalz, "
                   "he discards randomly).")
    (alt,) = ab.effects
    assert isinstance(alt, V.WhenAlternative) and alt.player == "opponent"
    assert alt.effect == A.Discard("opponent", A.Quantity(count=1), A.CardFilter(kinds=("Card",)))
    assert alt.condition.kind == "superstar_is" and alt.condition.names == ("The Radicalz",)
    assert alt.alternative.player == "opponent" and alt.alternative.quantity.random
    assert alt.alternative.quantity.count == 1


def test_paren_alternative_count_of_a_search():
    # He's About to SNAP!: up to 10 cards instead of up to 6 while you have lower Fortitude
    (ab,) = parsed("Search your Arsenal for up to 6 cards (when you have lower Fortitude, up to 10 cards instead) "
                   "and put them under this card, then draw up to 4 cards.")
    alt = effects_of(ab)[0]
    assert isinstance(alt, V.WhenAlternative) and alt.kind == "cards"
    assert alt.effect.cards.quantity == A.Quantity(count=6, up_to=True)
    assert alt.alternative.cards.quantity == A.Quantity(count=10, up_to=True)
    assert alt.alternative.zones == (A.Zone("arsenal", "you"),)
    assert alt.condition.kind == "compare" and alt.condition.stat == "fortitude_rating"


def test_paren_alternative_another_action():
    # Jacqueline: Stack 1 Hand card in place of drawing the bottom Arsenal card
    (ab,) = parsed("Once during each of your turns you may put your bottom Arsenal card into your hand (when you "
                   "have greater Hand cards, Stack 1 Hand card).")
    (alt,) = effects_of(ab)
    assert alt.kind == "effect" and isinstance(alt.effect, A.MoveCards)
    assert alt.effect.destination == A.Zone("hand", "you")
    assert isinstance(alt.alternative, V.Stack) and alt.alternative.cards.quantity == A.Quantity(count=1)
    assert alt.condition.stat == "hand_size" and alt.condition.comparison == "greater"


def test_paren_alternative_keeps_the_cards_filter_for_a_bare_count():
    # SLAPJACK: A Thorne In Your Eye: "1 card" is 1 Hand card
    (ab,) = parsed("ACE: Once during each of your turns when you have no F: 0 maneuvers in your hand, you may reveal "
                   "your hand, and then Bury 2 Hand cards (when you have lower Fortitude, 1 card), and Arsenal Search "
                   "1 F: 0 non-hybrid non-Unique maneuver.")
    alt = next(x for x in effects_of(ab) if isinstance(x, V.WhenAlternative))
    assert isinstance(alt.alternative, V.Bury)
    assert alt.alternative.cards.quantity == A.Quantity(count=1)
    assert alt.alternative.cards.filter == alt.effect.cards.filter == A.CardFilter(kinds=("Card",),
                                                                                   qualifiers=("in hand",))


def test_paren_alternative_other_cards():
    # The Smackdown Savior: a non-Unique card of any kind, not only a non-reversal one, while you have lower Fortitude
    (ab,) = parsed("When your card is unsuccessful, you may put 1 Hand card under this card, Arsenal Search 1 "
                   "non-Unique non-reversal card (when you have lower Fortitude, any non-Unique card), then randomly "
                   "Bury 1 Hand card.")
    alt = next(x for x in effects_of(ab) if isinstance(x, V.WhenAlternative))
    assert alt.effect.cards.filter.excludes == ("Unique", "Reversal")
    assert alt.alternative.cards.filter.excludes == ("Unique",)
    assert alt.alternative.cards.quantity == A.Quantity(count=1)


def test_paren_alternative_destination():
    # The Firefly Fun House: into your hand instead of the bottom of the Arsenal while you are The Fiend
    (ab,) = parsed("When you RFG a Superstar-specific card for your Ability, you may put that card on the bottom of "
                   "your Arsenal instead (when you are The Fiend, into your hand instead).")
    (alt,) = effects_of(ab)
    assert alt.effect.effect.destination == A.Zone("arsenal", "you", "bottom")
    assert alt.alternative.effect.destination == A.Zone("hand", "you")
    assert alt.condition.names == ("The Fiend",)


# ---- titles with "..." printed with other spacings than the card data's

def test_title_with_dots_spaced_otherwise_stays_one_sentence():
    # Per Order of the Chairman: "Borrring... Borrring... !!!" is the card Borrring ... Borrring ...!!!, and
    # "titled:" opens the list of titles
    from judgebot.cardtext.lexer import split_sentences
    text = ("When this card is in your Ring area, your opponent cannot play the cards titled: No Chance in Hell, "
            "Borrring... Borrring... !!!, Giving Away the Business, Again With This Crap!?!?!, or V.K.M.'s Patented "
            "Big Gulp.")
    assert split_sentences(text) == [text]
    (ab,) = parsed(text)
    (prohibition,) = ab.effects
    assert prohibition.player == "opponent"
    assert prohibition.filter.titled == ("No Chance in Hell", "Borrring ... Borrring ...!!!", "Giving Away the Business",
                                         "Again With This Crap!?!?!", "V.K.M.'s Patented Big Gulp")


def test_long_title_with_dots():
    # S-P-I-R-I-T-S-Q-U-A-D ... SPIRIT SQUAD!: a 95-character title, its last stop written "T ..."
    title = "Give me an S ... Give me a P ... Give me an I ... Give me an R ... Give me an I ... Give me a T..."
    (ab,) = parsed("During any turn, you may skip your Draw Segment and then search your Arsenal for the card titled "
                   "Give me an S ... Give me a P ... Give me an I ... Give me an R ... Give me an I ... Give me a T ..., "
                   "reveal it to your opponent, put it into your hand, and shuffle your Arsenal.")
    search = next(x for x in effects_of(ab) if isinstance(x, A.Search))
    assert search.cards.filter.titled == (title,) and search.destination == A.Zone("hand", "you")


def test_title_ending_in_dots_ends_the_sentence_before_a_capital():
    # Five Star Frog Splash: "... the card titled When You Thought You Had All the Answers... Can be reversed by"
    from judgebot.cardtext.lexer import split_sentences
    assert split_sentences("Cannot be reversed by the card titled When You Thought You Had All the Answers... Can be "
                           "reversed by the cards titled Roll Out of the Way or Lift a Boot.") == [
        "Cannot be reversed by the card titled When You Thought You Had All the Answers...",
        "Can be reversed by the cards titled Roll Out of the Way or Lift a Boot."]


def test_choose_one_with_its_options_read_apart_is_not_read():
    # NXT's Swiss Sensation: the options after "choose one:" hold a "when ..." of their own; they are the options
    # of the choice, the first under its condition (no longer read apart from the choice)
    from judgebot.cardtext import parse_sentence
    s = parse_sentence("ACE: Once during each of your turns, you may overturn 4 cards (when you have lower Fortitude, "
                       "2 cards) and then choose one: when your next card played this turn is a Cesaro-specific action "
                       "or a maneuver with 'European' in the title, it is Multi and can only be reversed by 2 reversal "
                       "cards; OR put this card and up to 1 Backlash card from your Ringside into your Backlash.")
    (ae,) = s.clauses
    (choice,) = ae.effects
    assert isinstance(choice, A.Choice) and len(choice.options) == 2
    assert isinstance(choice.options[0], A.Conditional) and choice.options[0].condition.kind == "next_card_is"
    # Technical Skill and Dynamic Speed: "Reverse X and choose one: A or B": the options stay one Choice
    # (the reversal then the choice: see test_grammar_misreads)
    (rev,) = parsed("Reverse any non-Trademark Finisher maneuver and choose one: draw 2 cards or shuffle 3 cards from "
                    "your Ringside into your Arsenal.")
    (choice,) = rev.then
    assert isinstance(choice, A.Choice) and len(choice.options) == 2


def test_paren_alternative_count_first():
    # The Women's Evolution: "(2 cards when you have fewer cards in hand)": the count first, then the state
    # (a bare number replaces the number only: up to 2 cards)
    (rev,) = parsed("Reverse any Unique card or an Activated Card Effect from a Unique card; draw up to 1 card "
                    "(2 cards when you have fewer cards in hand).")
    (alt,) = rev.then
    assert alt.effect == A.Draw("you", A.Quantity(count=1, up_to=True))
    assert alt.alternative == A.Draw("you", A.Quantity(count=2, up_to=True))
    assert alt.condition.stat == "hand_size" and alt.condition.comparison == "less"
    # Jeff's Fall-Away Drop Kick: "up to 1 card ... (2 cards when you are The Charismatic Enigma)"
    (ab,) = parsed("Put up to 1 card from your Ringside into your hand (2 cards when you are The Charismatic Enigma).")
    (alt,) = effects_of(ab)
    assert alt.effect.cards.quantity == A.Quantity(count=1, up_to=True)
    assert alt.alternative.cards.quantity == A.Quantity(count=2, up_to=True)
    assert alt.alternative.source == A.Zone("ringside", "you") and alt.alternative.destination == A.Zone("hand", "you")


# ---- "(# = ...)": Virtual shorthand for "where # is ..."

def test_paren_variable_stun_value_plus_one():
    # Bam Bam Bigelow: "-#F (# = total Stun Value in your Ring + 1)"
    from judgebot.cardtext import continuous_ast as C
    (ab,) = parsed("Once during each of your turns, you may RFG 1 Hand card and your next card played this turn is -#F "
                   "(# = total Stun Value in your Ring + 1).")
    mod = next(x for x in effects_of(ab) if isinstance(x, C.VariableModifier))
    (change,) = mod.changes
    assert change.stat == "F" and change.sign == -1
    value = change.variable.definition.value
    assert value.kind == "stun_value" and value.zone == A.Zone("ring", "you") and value.offset == 1


def test_paren_variable_half_a_count():
    # Anything I Do, I Dominate: "Bury #- Ringside cards (# = half the number of your Ring maneuvers)"
    (ab,) = parsed("Once during each of your turns when your maneuver is successful, Bury #- Ringside cards (# = half "
                   "the number of your Ring maneuvers).")
    (bury,) = effects_of(ab)
    q = bury.cards.quantity
    assert q.up_to and q.count is None
    value = q.variable.definition.value
    assert value.kind == "count" and value.divide == 2
    assert value.cards.filter.kinds == ("Maneuver",) and value.cards.filter.owner == "you"


def test_paren_variable_printed_stat():
    # The Wiseman: "+#F (# = your opponent's printed Superstar Value)"
    (ab,) = parsed("This card is +#F (# = your opponent's printed Superstar Value).")
    (mod,) = ab.effects
    value = mod.changes[0].variable.definition.value
    assert (value.kind, value.player, value.stat, value.printed) == ("player_stat", "opponent", "superstar_value", True)


def test_zone_before_a_quoted_title_word():
    # Everyday I'll Fight to Be Legendary: "RFG 'Coach' cards" are 'Coach' cards removed from the game
    (ab,) = parsed("Shuffle any number of RFG 'Coach' cards into your Arsenal.")
    (move,) = ab.effects
    assert move.cards.filter == A.CardFilter(kinds=("Card",), title_words=("Coach",), qualifiers=("in rfg",))
    assert move.shuffle and move.destination == A.Zone("arsenal", "you")
    # Unstoppable Forces of Nature: "1 Hand 'Splash' card" is a 'Splash' card in your hand
    (ab,) = parsed("Once during each of your turns, you may reveal 1 Hand 'Splash' card, and then Bury it and your "
                   "opponent Buries 1 Hand card.")
    reveal = effects_of(ab)[0]
    assert reveal.cards.filter == A.CardFilter(kinds=("Card",), title_words=("Splash",), qualifiers=("in hand",))
    from judgebot.cardtext.lexer import tokenize
    # after a preposition the zone is the place, not a word of the description
    assert [t.type for t in tokenize("put it into your Ring 'as if from hand' cards")][4:6] == ["WORD", "QUOTED"]


def test_choose_a_different_enforcer_for_a_player():
    from judgebot.cardtext import actions_ast as AA
    # Suplex: the opponent's revealed Enforcer is replaced
    (ab,) = parsed("When successfully played, you may choose 1 different Enforcer for your opponent.")
    (opt,) = ab.effects
    assert opt == A.Optional(AA.NewEnforcer("opponent"), "you")
    # Suplex into the Ring: yours or his
    (ab,) = parsed("When successfully played, you may choose 1 different Enforcer for you or your opponent.")
    (opt,) = ab.effects
    assert opt.effect == A.Choice((AA.NewEnforcer("you"), AA.NewEnforcer("opponent")))


def test_removed_from_game_without_the():
    # Virtual shorthand "removed from game" reads as "removed from the game"
    from judgebot.cardtext.lexer import tokenize
    words = [t.value for t in tokenize("put up to 1 of your maneuvers removed from game into your hand")]
    assert words[7:11] == ["removed", "from", "the", "game"]


def test_virtual_keyword_action_instead():
    # IMPERIUM's Hatchet Man: a replacement effect that Buries the card
    (ab,) = parsed("When this card would be RFG, Bury it instead.")
    (inst,) = ab.effects
    assert type(inst).__name__ == "Instead"
    assert isinstance(inst.effect, V.Bury) and inst.effect.cards.filter.qualifiers == ("it",)
    assert ab.triggers[0].kind == "when_would"
    # Lumbar Check: a bare count discarded instead
    (ab,) = parsed("When you are the Hurt Business, he discards 3 instead.")
    (inst,) = ab.effects
    assert inst.player == "opponent" and inst.effect.player == "opponent"
    assert inst.effect.quantity == A.Quantity(count=3)


def test_put_under_your_superstar_card():
    # Catch Your Breath: the cards kept under the Superstar card
    (ab,) = parsed("Put 1 card from your Ring under your Superstar card.")
    (move,) = ab.effects
    assert move.destination == A.Zone("under_superstar", "you")
    assert move.source == A.Zone("ring", "you") and move.cards.quantity == A.Quantity(count=1)


def test_choose_options():
    # Holly Family Values
    (ab,) = parsed("When you are Hardcore Holly, choose two options.")
    assert ab.effects == (V.ChooseOptions("you", 2),)
    # They Talk To Me: another card's options, in place of its count
    (ab,) = parsed("When you are The Viper, and this card and They Counsel Me, They Understand are in your Ring, "
                   "choose two options for The Apex Predator instead.")
    assert ab.effects == (V.ChooseOptions("you", 2, of="The Apex Predator", instead=True),)
    # One Final Beat: at most 3 of the Ability's options
    (ab,) = parsed("When this card is in your Ring, choose up to 3 options for your Ability.")
    assert ab.effects == (V.ChooseOptions("you", 3, up_to=True, of="your Ability"),)
    # Legendary Ring Smarts ("choose both options" on many cards: both = 2)
    (ab,) = parsed("When you have 10+ lower fortitude, you may choose both options.")
    assert ab.effects == (A.Optional(V.ChooseOptions("you", 2), "you"),)


def test_bare_change_for_each():
    # Orndorff's Wonderful Piledriver
    (ab,) = parsed("As a maneuver, +1D for each of your Ringside maneuvers.")
    (each,) = ab.effects
    assert isinstance(each, A.ForEach) and each.effect.changes == (A.StatChange("D", 1),)
    assert each.cards.filter.kinds == ("Maneuver",) and "in ringside" in each.cards.filter.qualifiers
    # The First European Champion: the bare "+2D" counts for the same maneuvers as the "-1F" before it
    (ab,) = parsed("Your maneuvers are -1F for each Ring 'European' card and +2D for each Ring 'European' Title Belt.")
    first, second = ab.effects[0].effects
    assert second.effect.scope == first.effect.scope and second.effect.scope.kind == "all"
    assert second.effect.changes == (A.StatChange("D", 2),)
    assert second.cards.filter.kinds == ("Title Belt",) and second.cards.filter.title_words == ("European",)


def test_additional_and_same_title_descriptions():
    # Legendary Ring Smarts
    (ab,) = parsed("When he is a Tag Team or Stable, you may choose 1 additional card.")
    assert ab.effects[0].effect.cards.filter.qualifiers == ("additional",)
    # Simply Priceless: the cards share the chosen card's title
    (ab,) = parsed("Look at your opponent's hand, choose 1 card and remove it from the game, then search his "
                   "Arsenal for any cards with the same title; he removes them from the game and shuffles.")
    search = next(e for e in effects_of(ab) if isinstance(e, A.Search))
    assert search.cards.filter.qualifiers == ("with the same title",)


def test_regardless_after_a_comma():
    # I Am the Tag Team Champions!
    (ab,) = parsed("When this card is unsuccessfully played, put it in your Backlash instead, regardless of any "
                   "other effects.")
    (reg,) = ab.effects
    assert isinstance(reg, V.Regardless) and type(reg.effect).__name__ == "Instead"
    assert reg.effect.effect.destination == A.Zone("backlash", "you")


def test_paren_where_variable():
    from judgebot.cardtext import continuous_ast as C
    # Wake Up... (Throwback): "(where # is equal to 10 minus ...)"
    (ab,) = parsed("At the end of the Pre-match phase, draw # cards (where # is equal to 10 minus the number of "
                   "cards in your hand) and then put 2 cards from hand on the bottom of your Arsenal.")
    draw = effects_of(ab)[0]
    value = draw.quantity.variable.definition.value
    assert value.subtract_from == 10 and value.cards.zone == A.Zone("hand", "you")
    # Holly Family Values: "... and cannot be greater than 6"
    (ab,) = parsed("Choose one: shuffle up to # cards from your Ringside into your Arsenal, flip up to # cards in "
                   "your Ring face-up, or your opponent overturns # cards (where # is the number of cards in your "
                   "hand and cannot be greater than 6).")
    (choice,) = ab.effects
    assert len(choice.options) == 3
    definition = choice.options[2].quantity.variable.definition
    assert isinstance(definition, C.VariableDefinition) and definition.maximum == 6


def test_bury_a_list():
    # Big High Five: this card and up to 3 Ringside cards
    (ab,) = parsed("Promo: 5, and then Bury this card and 3- Ringside cards.")
    promo, burys = ab.effects[0].effects
    assert burys.effects[0] == V.Bury("you", this_card=True)
    second = burys.effects[1]
    assert isinstance(second, V.Bury) and second.cards.quantity == A.Quantity(count=3, up_to=True)
    assert second.cards.filter.qualifiers == ("in ringside",)
    # Beware The COBRA!: one Bury per counted group
    (ab,) = parsed("New Ability: Once during each of your turns, you may overturn 3 cards and Bury 1 Hand card, "
                   "1- Ringside card, and 1- RFG non-hybrid Reversal card, and then draw 1.")
    (inner,) = ab.clauses          # "New Ability:" text
    burys = [e for e in effects_of(inner) if isinstance(e, V.Bury)]
    assert [b.cards.filter.qualifiers for b in burys] == [("in hand",), ("in ringside",), ("in rfg",)]
    assert burys[2].cards.filter.kinds == ("Reversal",) and burys[2].cards.filter.excludes == ("Hybrid",)
    assert [b.cards.quantity for b in burys] == [A.Quantity(count=1), A.Quantity(count=1, up_to=True),
                                                  A.Quantity(count=1, up_to=True)]


def test_top_variable_cards():
    # "They put their top # Arsenal cards into their Ringside (# = the maneuver's printed damage, max. 8)"
    (ab,) = parsed("They put their top # Arsenal cards into their Ringside (# = the maneuver's printed damage, max. 8).")
    (move,) = ab.effects
    assert move.player == "opponent" and move.destination == A.Zone("ringside", "opponent")
    assert move.cards.zone == A.Zone("arsenal", "opponent", "top")
    assert move.cards.quantity.variable.definition.maximum == 8
    # Alabama Slam: "(max 6)" and the price of reversing it are not read as a capped reversal price beside the -#F
    assert not parse_sentence("As a maneuver, when you have 15F+ this card is -#F, where # = the number of your RFG "
                              "cards, and your opponent must RFG the top # Arsenal cards to play reversals to it "
                              "(max 6).").is_parsed


def test_when_they_are_successful():
    # Almost Only Counts in Horseshoes and Hand Grenades: the 'Precision' maneuvers named before
    (first, second) = parsed("Your 'Precision' maneuvers are +2D, and when they are successful, put 1- Ringside "
                             "Backlash cards into your Backlash.")
    (trigger,) = second.triggers
    assert trigger.kind == "when_player_plays"
    assert trigger.filter.qualifiers == ("those cards", "successfully played")


def test_played_during_any_phase():
    # This IS What We Came To See!
    (unblank, phase) = parsed("Cannot be blanked and can be played during any phase.")
    assert phase == A.PlayRestriction("during_phase", zones=("any",))


def test_reverses_even_from_arsenal():
    # The International House of Hits: the moment holds wherever it reversed from (no zone)
    (ab,) = parsed("When this card reverses, even from Arsenal, put it in your Ring instead of any other location "
                   "and draw up to 3 cards.")
    assert ab.triggers == (A.Trigger("when_this_reverses"),)


def test_zone_search_rfg_backlash():
    # Textbook Bear Hug
    (ab,) = parsed("When successful and you are Andre the Giant, RFG Search 2- cards.")
    (search,) = ab.effects
    assert search.zones == (A.Zone("game", "you"),) and search.cards.quantity == A.Quantity(count=2, up_to=True)
    # Mr. McMahon's Vested Interest
    (ab,) = parsed("When played, Backlash Search 1- 'McMahon' Pre-match cards and put it into your Ring.")
    search = effects_of(ab)[0]
    assert search.zones == (A.Zone("backlash", "you"),)
    assert search.cards.filter.kinds == ("Pre-match",) and search.cards.filter.title_words == ("McMahon",)


def test_instead_before_a_virtual_keyword():
    # I Don't Call 911!
    (ab,) = parsed("When you would draw for your Draw Segment, you may instead Bury that many Ringside cards.")
    (opt,) = ab.effects
    inst = opt.effect
    assert type(inst).__name__ == "Instead" and isinstance(inst.effect, V.Bury)
    assert inst.effect.cards.filter.qualifiers == ("in ringside",)


def test_any_number_of_your_cards():
    # Play/Pain
    (ab,) = parsed("Put any number of your Ring maneuvers into your Backstage, and your opponent overturns that many "
                   "cards.")
    move = effects_of(ab)[0]
    assert move.cards.quantity == A.Quantity(any_number=True)
    assert move.cards.filter.owner == "you" and move.cards.filter.kinds == ("Maneuver",)
    assert move.destination == A.Zone("backstage", "you")


def test_title_named_without_its_closing_punctuation():
    # It's Showtime! (Throwback): his card It's Showtime! named without its "!"
    (ab,) = parsed("His It's Showtime is blank.")
    (blank,) = ab.effects
    assert blank.scope.player == "opponent" and blank.scope.filter.titled == ("It's Showtime!",)
    from judgebot.cardtext.lexer import mask_names
    # ...These Ladies Love Me For All My Cash: I Come From Money, I Come From Class... named without its "..."
    _, found = mask_names("When I Come From Money, I Come From Class is in your Ring, this card is -10F.")
    assert found == (("TITLE", "I Come From Money, I Come From Class...", "I Come From Money, I Come From Class"),)


def test_foil_trait():
    # Split-legged Moonsault (Throwback): FAQ "Foil" is a trait of some printings
    (ab,) = parsed("When played after a Superstar-specific or Foil maneuver, shuffle 6- Ringside cards into your "
                   "Arsenal.")
    alts = ab.condition.filter.alternatives
    assert [a.traits for a in alts] == [("Superstar-specific",), ("Foil",)]
    assert all(a.kinds == ("Maneuver",) for a in alts)
    # The Million Dollar Title Belt
    (ab,) = parsed("At the end of the Pre-match phase, you may search your Arsenal for 1 Foil card, reveal it to "
                   "your opponent, put it into your hand, and shuffle your Arsenal.")
    search = effects_of(ab)[0]
    assert search.cards.filter.traits == ("Foil",)


def test_accented_spelling_of_a_title_is_that_card():
    # Au Revoir: the card Vive La Resistance! is written with its accent in the text
    (ab,) = parsed("As a maneuver, cannot be reversed from Arsenal when Vive La Résistance! is in your Ring.")
    (rr,) = ab.effects
    assert rr.zones == ("arsenal",)
    assert rr.condition.kind == "card_in_zone"
    assert rr.condition.filter.titled == ("Vive La Resistance!",)
    assert rr.condition.zone == A.Zone("ring", "you")


def test_both_players_shuffle_into_their_arsenals():
    # Pete Dunne: "Arsenals", one Arsenal each
    choose, move = effects_of(parsed("Your opponent chooses the same number of cards in his hand, and both players "
                                     "shuffle them into their Arsenals.")[0])
    assert isinstance(move, A.MoveCards)
    assert move.player == "both" and move.shuffle
    assert move.destination.name == "arsenal"


def test_after_all_pre_matches_are_resolved():
    # Raven's Rules: "Pre-matches" are Pre-match cards
    (ab,) = parsed("After all Pre-matches are resolved and you do not have a Stipulation in your Ring, reveal this "
                   "card.")
    assert ab.triggers[0].kind == "end_of_prematch"
    assert ab.condition.kind == "have_cards" and ab.condition.negated
    assert ab.condition.filter.kinds == ("Stipulation",)


def test_put_the_remaining_cards_into_your_hand():
    # Turn Up the Trouble: "the remaining cards" are the rest of those searched for
    effects = effects_of(parsed("Search your Arsenal for up to 1 non-unique action, up to 1 non-unique maneuver, and "
                                "up to 1 non-unique reversal, reveal them to your opponent, randomly shuffle 1 card "
                                "back into your Arsenal, and put the remaining cards into your hand.")[0])
    put = effects[-1]
    assert isinstance(put, A.MoveCards)
    assert put.cards.quantity == A.Quantity(all=True)
    assert put.cards.filter.qualifiers == ("the rest",)
    assert put.destination == A.Zone("hand", "you")


def test_stack_the_remaining_cards():
    # Dakota Kai
    effects = effects_of(parsed("Once during each of your turns, you may Flip 1 card in your Ring face-down, reveal "
                                "your top 5 Arsenal cards, put 1 revealed non-reversal card into your hand and Stack "
                                "the remaining cards or shuffle.")[0])
    choice = effects[-1]
    stack, _shuffle = choice.options
    assert isinstance(stack, V.Stack)
    assert stack.cards.quantity == A.Quantity(all=True)
    assert stack.cards.filter.qualifiers == ("the rest",)


def test_censored_title_is_that_card():
    # Vince McMahon's 'Kiss My A$%' Club: "A%$" is how the text writes the card Zero Tolerance: Kiss My Magnificent Ass
    (rr,) = parsed("Your Zero Tolerance: Kiss My Magnificent A%$ cards cannot be reversed by Elbow to the Face.")
    assert rr.kind == "cannot_be_reversed"
    assert rr.by.titled == ("Elbow to the Face",)
    assert rr.applies_to.filter.titled == ("Zero Tolerance: Kiss My Magnificent Ass",)


def test_title_written_without_its_hyphen():
    # Midnight Express or... Yokozuna and Owen Hart?: "High Flying Style" is the card High-Flying Style
    _tag, pack = parsed("When packing this card, you are a Tag Team, and you may pack High Flying Style and "
                        "Classic Teamwork.")
    (perm,) = pack.effects
    assert [f.titled for f in perm.allows] == [("High-Flying Style", "Classic Teamwork")]


def test_long_title_written_in_other_capitals():
    # No, I am the Tag Team Champions!: "I am the Tag Team Champions!" is the card I Am the Tag Team Champions!
    from judgebot.cardtext.lexer import mask_names
    _text, found = mask_names("When I am the Tag Team Champions! is in your Ring, this card can only be reversed by "
                              "Superstar-specific reversals.")
    assert found[0][:2] == ("TITLE", "I Am the Tag Team Champions!")
    # two-word names keep their capitals ("The IICONICS" is not read as the Superstar The Iiconics)
    assert mask_names("When you are not The IICONICS, draw 1 card.")[1] == ()


def test_choose_two_instead_of_the_cards_choose_one():
    # Toughest Woman in Wrestling ("... choose 1: Bury up to that many Ringside cards, ..."): "When you have 10+ lower
    # Fortitude, choose 2 instead."; Grizzly Magnum ("When played, choose 1: ..."): "When you have no maneuvers in your
    # Ring, +5D and choose 2 instead."
    (ab,) = parsed("When you have 10+ lower Fortitude, choose 2 instead.")
    assert ab.effects == (V.ChooseOptions("you", 2, instead=True),) and ab.condition is not None
    (ab,) = parsed("When you have no maneuvers in your Ring, +5D and choose 2 instead.")
    (seq,) = ab.effects
    assert seq.effects[-1] == V.ChooseOptions("you", 2, instead=True)
    assert ab.condition.filter.kinds == ("Maneuver",)


def _all_nodes(clauses, kind):
    return [n for c in clauses for n in A.iter_nodes(c) if isinstance(n, kind)]


def test_cards_overturned_for_damage_or_a_card():
    # Empress Ballroom, Blackpool: "When your opponent successfully plays a maneuver and damage is applied, you may put
    # any number of cards in your Ringside overturned for damage under this card."
    cs = parsed("When your opponent successfully plays a maneuver and damage is applied, you may put any number of "
                "cards in your Ringside overturned for damage under this card.")
    (m,) = _all_nodes(cs, A.MoveCards)
    assert m.cards.quantity.any_number
    assert "overturned for damage" in m.cards.filter.qualifiers
    # Piper's Legendary Presence: "... put all other cards overturned for that card on the bottom of your Arsenal."
    cs = parsed("When you overturn a maneuver for Hot Rod, put all other cards overturned for that card on the "
                "bottom of your Arsenal.")
    (m,) = _all_nodes(cs, A.MoveCards)
    assert m.cards.filter.qualifiers == ("other", "overturned for that card")
    assert (m.destination.name, m.destination.position) == ("arsenal", "bottom")
    # Master and Ruler of the World: "the number of cards overturned for ..." keeps its purpose (desc.lark count_for), not a qualifier
    cs = parsed("The number of cards overturned for your opponent's non-damage card effects is reduced to 1.")
    assert not any("overturned for" in q for c in _all_nodes(cs, A.Cards) for q in c.filter.qualifiers)


def test_draw_that_many_changed_by_a_number():
    # Do The Muscle Man Dance!: "As an action, Bury any number of Hand cards and draw that many +3."
    cs = parsed("As an action, Bury any number of Hand cards and draw that many +3.")
    (d,) = _all_nodes(cs, A.Draw)
    assert d.quantity.equal_to == "that many +3"
    (b,) = _all_nodes(cs, V.Bury)
    assert b.cards.quantity.any_number
    # Good Old Fashioned Donnybrook Match: "... you may Bury your hand, draw that many -1, ..."
    cs = parsed("ACE: When they play a maneuver, you may Bury your hand, draw that many -1, and then put 1 of your "
                "non-RMS non-reversal Ring maneuvers into your Backstage.")
    (d,) = _all_nodes(cs, A.Draw)
    assert d.quantity.equal_to == "that many -1"


def test_total_stun_value_definition_sentence():
    from judgebot.cardtext import continuous_ast as C
    # Backed by Luna Vachon: "# = total Stun Value in your Ring."
    (d,) = _all_nodes(parsed("# = total Stun Value in your Ring."), C.VariableDefinition)
    assert d.value.kind == "stun_value" and d.value.zone == A.Zone("ring", "you") and d.maximum is None
    # The Birminghammer: "# = Total Stun Value in your Ring (max. 7)."
    (d,) = _all_nodes(parsed("# = Total Stun Value in your Ring (max. 7)."), C.VariableDefinition)
    assert d.value.kind == "stun_value" and d.maximum == 7


def test_cards_drawn():
    from judgebot.cardtext import continuous_ast as C
    # Let's Check the Honk-a-Meter: "... your opponent discards 1 card for every 2 cards drawn."
    cs = parsed("When you have a card with 'intercontinental' in the title in your Ring, your opponent discards 1 card "
                "for every 2 cards drawn.")
    (each,) = _all_nodes(cs, A.ForEach)
    assert each.cards.quantity.count == 2 and each.cards.filter.qualifiers == ("drawn",)
    assert isinstance(each.effect, A.Discard) and each.effect.player == "opponent"
    # The American Dream: "... is -#F, where # is equal to the number of cards drawn."
    cs = parsed("When you draw 1+ cards during your Draw Segment, your first maneuver with 'classic' in the title "
                "played this turn is -#F, where # is equal to the number of cards drawn.")
    (v,) = _all_nodes(cs, C.VariableValue)
    assert v.kind == "count" and v.cards.filter.qualifiers == ("drawn",)


def test_choose_both():
    # Learn or Be Left Behind!: "When you have lower Fortitude, choose both." (both options of its "choose one")
    (ab,) = parsed("When you have lower Fortitude, choose both.")
    (c,) = _all_nodes([ab], V.ChooseOptions)
    assert c.player == "you" and c.count == 2 and not c.up_to
    assert ab.condition.stat == "fortitude_rating" and ab.condition.comparison == "less"
    # The Problem: "When you have 10+ lower Fortitude, they choose both." (the opponent's choice)
    (c,) = _all_nodes(parsed("When you have 10+ lower Fortitude, they choose both."), V.ChooseOptions)
    assert c.player == "opponent" and c.count == 2


def test_considered_n_cards_and_this_counts_as():
    from judgebot.cardtext import continuous_ast as C
    # Dangerous F-5: "This card is considered 2 cards for your card effects."
    (n,) = _all_nodes(parsed("This card is considered 2 cards for your card effects."), C.CountsAs)
    assert n.scope.kind == "this" and n.count == 2 and n.as_kind.kinds == ("Card",)
    assert n.purpose == "your card effects"
    # Big Deal Back Breaker: "When revealed for your Ability, this card is considered to be 2 cards."
    (n,) = _all_nodes(parsed("When revealed for your Ability, this card is considered to be 2 cards."), C.CountsAs)
    assert n.scope.kind == "this" and n.count == 2
    # Shock The System: "... your reversals played from hand are considered 2 reversals."
    (n,) = _all_nodes(parsed("When you have 4- cards in hand, your reversals played from hand are considered 2 "
                             "reversals."), C.CountsAs)
    assert n.scope.kind == "all" and n.scope.filter.kinds == ("Reversal",) and n.count == 2
    assert n.as_kind.kinds == ("Reversal",)
    # Counter Hold: "When overturned as a reversal, this counts as 2 reversals and put this card in your Ring."
    cs = parsed("When overturned as a reversal, this counts as 2 reversals and put this card in your Ring.")
    (n,) = _all_nodes(cs, C.CountsAs)
    assert n.scope.kind == "this" and n.count == 2 and n.as_kind.kinds == ("Reversal",)
    (m,) = _all_nodes(cs, A.MoveCards)
    assert m.this_card and m.destination == A.Zone("ring", "you")


def test_this_and_counted_cards_shorthand():
    # Live Forever: "Recover this and 3- Ringside cards." (this card, and up to 3 Ringside cards)
    recs = _all_nodes(parsed("Recover this and 3- Ringside cards."), V.Recover)
    assert [r.this_card for r in recs] == [True, False]
    assert recs[1].cards.quantity.count == 3 and recs[1].cards.quantity.up_to
    # Hall of Fame Hall of Famer: "As an action, shuffle this and 2- Ringside cards into your Arsenal and draw 1-."
    cs = parsed("As an action, shuffle this and 2- Ringside cards into your Arsenal and draw 1-.")
    (m,) = _all_nodes(cs, A.MoveCards)
    assert "and this card" in m.cards.filter.qualifiers and m.destination == A.Zone("arsenal", "you")


def test_your_have_misprint():
    # Ezekiel Jackson: "When your have greater Fortitude, your maneuvers are -3F and +3D." (you have)
    (mod,) = parsed("When your have greater Fortitude, your maneuvers are -3F and +3D.")
    assert mod.condition.kind == "compare" and mod.condition.player == "you" and mod.condition.comparison == "greater"
    assert [(c.stat, c.amount) for c in mod.changes] == [("F", -3), ("D", 3)]


def test_titles_opening_with_stops():
    # I Come From Money, I Come From Class...: "Search your Arsenal for ...These Ladies Love Me For All My Cash, ..."
    (s,) = _all_nodes(parsed("Search your Arsenal for ...These Ladies Love Me For All My Cash, reveal it, put it in "
                             "your hand, and shuffle."), A.Search)
    assert s.cards.filter.titled == ("...These Ladies Love Me For All My Cash",)
    # "for ....And There Are Losers" (four stops) and "...and That's Perfect!" (lower case) are the cards' titles
    from judgebot.cardtext.lexer import mask_names
    assert mask_names("for ....And There Are Losers, reveal it")[1][0][1] == "...And There Are Losers"
    assert mask_names("for ...and That's Perfect!, reveal it")[1][0][1] == "...And That's Perfect!"
    assert mask_names("the 'Can only be played...' text")[1] == ()


def test_greater_arsenal_cards():
    # The Tribal Chief: "Superstar Ability: +When you have greater Arsenal cards, your opponent's maneuvers are -3D and
    # your maneuvers are +3D." (more cards in your Arsenal than your opponent has in his)
    (ab,) = parsed("Superstar Ability: +When you have greater Arsenal cards, your opponent's maneuvers are -3D and your "
                   "maneuvers are +3D.")
    (inner,) = ab.clauses
    assert inner.condition.kind == "compare" and inner.condition.stat == "arsenal_size"
    assert inner.condition.comparison == "greater" and inner.condition.player == "you"
    mods = _all_nodes([ab], A.Modifier)
    assert [(m.scope.player, m.changes[0].amount) for m in mods] == [("opponent", -3), ("you", 3)]


def test_played_at_a_convention_event():
    # Victim of the Revolving Cheap Pop: "When played in Columbus, OH at Origins, this card is -5F and you may draw up to
    # # cards." (a promotional card: the event is kept as a condition, the place quoted)
    (ab,) = parsed("When played in Columbus, OH at Origins, this card is -5F and you may draw up to # cards.")
    assert ab.condition.kind == "played_at_event" and ab.condition.names == ("Columbus, OH at Origins",)
    assert not ab.condition.negated
    (m,) = _all_nodes([ab], A.Modifier)
    assert m.scope.kind == "this" and m.changes[0].amount == -5
    # "GenCon" and "Gen Con" are the one event; "unless played ..." is the event negated
    (ab,) = parsed("When played in Indianapolis, IN at GenCon, shuffle up to 1 card from your Ringside into your "
                   "Arsenal.")
    assert ab.condition.names == ("Indianapolis, IN at Gen Con",)
    cs = parsed("Put 1 Backlash card from your Ringside into your Backlash and then overturn 1 card unless played in "
                "Indianapolis, IN at Gen Con.")
    conds = [n for c in cs for n in A.iter_nodes(c) if isinstance(n, A.Condition) and n.kind == "played_at_event"]
    assert conds and all(c.negated and c.names == ("Indianapolis, IN at Gen Con",) for c in conds)


def test_do_a_maximum_of():
    # Brock Lesnar, or... Cesaro?: "Superstar Ability: +Your opponent's Strikes do a maximum of 3D." (a ceiling on
    # damage, as "deal a maximum of 5D")
    (ab,) = parsed("Superstar Ability: +Your opponent's Strikes do a maximum of 3D.")
    (m,) = _all_nodes([ab], A.Modifier)
    assert m.scope.player == "opponent" and m.scope.filter.kinds == ("Strike",)
    assert [(c.stat, c.amount, c.maximum) for c in m.changes] == [("D", 3, True)]
    # Heidenreich's One-Two Punch Combo: "... your opponent's non-Unique reversals do a maximum of 1D and his
    # non-Superstar-specific reversals do a maximum of 2D."
    cs = parsed("When this card is in your Ring, your opponent's non-Unique reversals do a maximum of 1D and his "
                "non-Superstar-specific reversals do a maximum of 2D.")
    mods = _all_nodes(cs, A.Modifier)
    assert [(m.scope.filter.excludes, m.changes[0].amount, m.changes[0].maximum) for m in mods] == [
        (("Unique",), 1, True), (("Superstar-specific",), 2, True)]


def test_classified_superstar_ability_label():
    from judgebot.cardtext import abilities_ast as AB
    # The Second Coming (a Legend Superstar card): "Legend Superstar Ability: Your Feud cards are now Active Events and
    # can be played during the Feud phase." (the label of the card's own Ability)
    (ab,) = parsed("Legend Superstar Ability: Your Feud cards are now Active Events and can be played during the Feud "
                   "phase.")
    assert isinstance(ab, AB.AbilityText) and ab.mode == "printed"
    (c,) = _all_nodes([ab], A.Considered)
    assert c.scope.filter.kinds == ("Feud",) and c.as_kind.kinds == ("Event",) and c.as_kind.traits == ("Active",)
    # a description that is no classification is not a label
    assert not parse_sentence("Maneuver Superstar Ability: Draw 1 card.").is_parsed


def test_when_you_activate_after_the_effect():
    from judgebot.cardtext import triggers_ast as T
    # You Gonna Get GOT!: "When you have lower Fortitude, he chooses 2 options when you Activate Messin' With
    # Little Jimmy." (the trigger after its effect, as "When you Activate X, ...")
    (ab,) = parsed("When you have lower Fortitude, he chooses 2 options when you Activate Messin' With Little Jimmy.")
    (c,) = _all_nodes([ab], V.ChooseOptions)
    assert c.player == "opponent" and c.count == 2
    (t,) = ab.triggers
    assert t.kind == "when_player_activates" and t.by == "you" and t.filter.titled == ("Messin' With Little Jimmy",)
    assert ab.condition.stat == "fortitude_rating" and ab.condition.comparison == "less"


def test_card_played_that_turn():
    # Smackdown Women's Championship Belt: "When you successfully play a Set-up and your next card played that turn is a maneuver
    # without 'reversed' in the text, it is +2D." ("that turn": the current turn, as "played this turn")
    that = parse_sentence("When you successfully play a Set-up and your next card played that turn is a maneuver "
                          "without 'reversed' in the text, it is +2D.")
    this = parse_sentence("When you successfully play a Set-up and your next card played this turn is a maneuver "
                          "without 'reversed' in the text, it is +2D.")
    assert that.is_parsed and that.clauses == this.clauses
    (m,) = _all_nodes(that.clauses, A.Modifier)
    assert m.changes[0].amount == 2 and m.changes[0].stat == "D"


def test_ring_search_and_bare_count_searches():
    # "Ring Search 1 X": your Ring; "Arsenal Search 2." / "Ringside Search 1.": that many cards of any kind
    (ab,) = parsed("As an action, -25F, Recover this card and then Ring Search 1 face-down card.")
    search = effects_of(ab)[-1]
    assert isinstance(search, A.Search) and search.zones == (A.Zone("ring", "you"),)
    assert search.cards.quantity == A.Quantity(count=1)
    (ab,) = parsed("As an action, discard any number of cards, then Arsenal Search 2.")
    search = effects_of(ab)[-1]
    assert search == A.Search("you", (A.Zone("arsenal", "you"),),
                              A.Cards(A.Quantity(count=2), A.CardFilter(kinds=("Card",))))
    (ab,) = parsed("As an action, shuffle 5 cards from your Ringside into your Arsenal and Ringside Search 1.")
    search = effects_of(ab)[-1]
    assert search.zones == (A.Zone("ringside", "you"),) and search.cards.quantity == A.Quantity(count=1)


def test_cost_change_to_the_chain_trait():
    # "discard 1 less card to the Chain trait" (as "for the Chain trait")
    (ab,) = parsed("When this card is in your Ring, discard 1 less card to the Chain trait.")
    assert ab.effects == (V.CostChange("you", ("discard",), -1, "the Chain trait"),)


def test_this_card_has_the_named_target():
    # Revolution WWE Tribute to the Troops / Revolution The YES! Movement: the Target named in the cost
    for sentence in ("Name a Target: this card has that Target.", "Name a Target: this card gains that Target."):
        (clause,) = parsed(sentence)
        assert clause.cost == (A.Name("you", "target"),)
        (_, node) = effects_of(clause)
        assert node == V.HasNamedTarget(A.Scope("this"))


def test_move_choose_all_n_options_instead():
    # Cody Rhodes (Virtual): "choose all three options instead" (every one of the card's 3 options)
    first, second = parsed("When Cody's Protective Face Mask is revealed, double the numbers in the text of this card; "
                           "when Liberated is revealed, choose all three options instead.")
    (choose,) = effects_of(second)
    assert isinstance(choose, V.ChooseOptions) and choose.count == 3 and choose.instead


def test_whenthis_capped_after_counted_cards():
    # "(max 8)" after a counted description (not read as the description's own bracket)
    (ab,) = parsed("ACE: During your turn, you may RFG this card and your opponent overturns # cards (max 8).")
    (capped,) = ab.effects
    assert capped.maximum == 8 and isinstance(capped.effect, A.Overturn) and capped.player == "opponent"


def test_move_r8_recover_cards_equal_to_a_count():
    # "Recover RFG cards equal to ...": as many as the count (Quantity.equal_to), the cards removed from the game
    (ab,) = parsed("Recover RFG cards equal to the number of your opponent's Unique Ring cards.")
    (rec,) = effects_of(ab)
    assert isinstance(rec, V.Recover) and rec.player == "you"
    assert rec.cards.quantity.equal_to == "number of Unique Card in ring" and rec.cards.quantity.count is None
    assert rec.cards.filter.qualifiers == ("in rfg",)


def test_reverse10_when_you_have_activated_an_ace_of_a_kind_this_turn():
    # "activated a Superstar-specific ACE this turn": the ACE of such a card was activated (activated_this_turn)
    s = parse_sentence("When you have activated a Superstar-specific ACE this turn, this ACE cannot be reversed.")
    assert s.is_parsed
    (rr,) = s.clauses
    assert isinstance(rr, A.ReversalRestriction) and rr.kind == "effect_cannot_be_reversed"
    c = rr.condition
    assert c.kind == "activated_this_turn" and c.player == "you" and not c.negated
    assert c.filter == A.CardFilter(traits=("Superstar-specific",))


def test_turn11_cards_drawn_for_ability_this_turn():
    """"twice the number of cards drawn for your Ability this turn": the cards that draw put in the hand this turn."""
    (ab,) = parse_sentence("As a maneuver, this card is -#F and +#D, where # is equal to twice the number of cards drawn "
                           "for your Ability this turn.").clauses
    (mod,) = ab.effects
    value = mod.changes[0].variable.definition.value
    assert value.kind == "count" and value.times == 2
    assert value.cards.filter.qualifiers == ("drawn for your Ability this turn",)


def test_turn11_considered_at_convention_event():
    """"you are considered to be 'in Columbus, OH at Origins' for the rest of the turn" (ConsideredAtEvent, not followed)."""
    (ab,) = parse_sentence("Once during each of your turns, you may either overturn 2 cards or discard 2 cards and then "
                           "you are considered to be 'in Columbus, OH at Origins' for the rest of the turn.").clauses
    choice, at = ab.effects[0].effect.effects
    assert isinstance(choice, A.Choice) and len(choice.options) == 2
    assert isinstance(at, V.ConsideredAtEvent)
    assert (at.player, at.event, at.duration) == ("you", "Columbus, OH at Origins", "rest_of_turn")
    assert not parse_sentence("You are considered to be 'The Rock' for the rest of the turn.").is_parsed


def test_move11_put_under_the_selfie_stick_face_down():
    s = parse_sentence("Put up to 3 cards in your hand under The Selfie Stick face-down, and your opponent removes the "
                       "same number of cards from the top of his Arsenal from the game.")
    assert s.is_parsed
    nodes = [n for c in s.clauses for n in A.iter_nodes(c)]
    (move,) = [n for n in nodes if isinstance(n, A.MoveCards)]
    assert move.destination.name == "under_card" and move.destination.card == "The Selfie Stick"
    assert move.cards.quantity.count == 3 and move.cards.quantity.up_to and move.cards.zone.name == "hand"
    (flip,) = [n for n in nodes if isinstance(n, V.Flip)]
    assert flip.face == "down" and flip.cards.filter.qualifiers == ("it",)


def test_move11_put_into_your_ring_face_down():
    s = parse_sentence("As an action, when you have lower Fortitude, your opponent cannot respond to this card; reveal "
                       "your top 3 Arsenal cards, you may put any D: 3- cards into your Ring face-down, and shuffle.")
    assert s.is_parsed
    nodes = [n for c in s.clauses for n in A.iter_nodes(c)]
    (move,) = [n for n in nodes if isinstance(n, A.MoveCards)]
    assert move.destination == A.Zone("ring", "you")
    (flip,) = [n for n in nodes if isinstance(n, V.Flip)]
    assert flip.face == "down"


def test_subject11_capped_by_a_total_change():
    # "-5F for each Title Belt in your Ring (maximum -10F)": at most 2 Title Belts counted
    (ab,) = parse_sentence("-5F for each Title Belt in your Ring (maximum -10F).").clauses
    (cap,) = ab.effects
    assert isinstance(cap, V.Capped) and cap.maximum == 2
    each = cap.effect
    assert isinstance(each, A.ForEach) and each.cards.filter.kinds == ("Title Belt",)
    assert each.effect.changes == (A.StatChange("F", -5),)


def test_move11_for_every_card_flipped():
    s = parse_sentence("Flip up to 2 NXT cards in your Ring face-down; for every card flipped, your opponent discards 2 "
                       "cards.")
    assert s.is_parsed
    nodes = [n for c in s.clauses for n in A.iter_nodes(c)]
    (flip,) = [n for n in nodes if isinstance(n, V.Flip)]
    assert flip.face == "down" and flip.cards.filter.traits == ("NXT",)
    (discard,) = [n for n in nodes if isinstance(n, A.Discard)]
    assert discard.player == "opponent" and discard.quantity.count == 2
    cond = s.clauses[-1].condition
    assert cond.kind == "for_each" and cond.filter.qualifiers == ("flipped",)


def test_turn11_flip_face_down_or_a_second_step():
    """"flip 2 cards in your Ring face-down or overturn 4 cards" (a choice of two steps; "face-up or face-down" stays one
    face, lexer _fold_face_either)."""
    (ab,) = parse_sentence("During your turn when this card is in your Ringside or removed from the game, you may flip 2 "
                           "cards in your Ring face-down or overturn 4 cards, and then put this card in your Ring.").clauses
    choice, put = ab.effects[0].effect.effects
    flip, over = choice.options
    assert isinstance(flip, V.Flip) and flip.face == "down" and flip.cards.quantity.count == 2
    assert isinstance(over, A.Overturn) and over.quantity.count == 4
    assert isinstance(put, A.MoveCards) and put.this_card
    (ab,) = parse_sentence("Flip it face-up or face-down.").clauses
    assert ab.effects[0].face == "either"


def test_turn11_instead_zone_search():
    """"when you would draw for The NXT Breakout Star, you may instead Arsenal / Ringside Search 1 'Breaker' maneuver"."""
    (ab,) = parse_sentence("During your turn, when you would draw for The NXT Breakout Star, you may instead Arsenal / "
                           "Ringside Search 1 'Breaker' maneuver.").clauses
    instead = ab.effects[0].effect
    search = instead.effect
    assert isinstance(search, A.Search) and [z.name for z in search.zones] == ["arsenal", "ringside"]
    assert search.cards.filter.title_words == ("Breaker",)
    assert ab.triggers[-1].kind == "when_would" and ab.triggers[-1].cause == "The NXT Breakout Star"


def test_whenthis13_overturn_less_to_a_minimum():
    # "When this card is in your Ring, you may overturn 2 less cards for The NXT Breakout Star (to a minimum of 1)."
    from judgebot.cardtext.desc_ast import CountChange
    s = parse_sentence("When this card is in your Ring, you may overturn 2 less cards for The NXT Breakout Star (to a "
                       "minimum of 1).")
    assert s.is_parsed
    found = [n for c in s.clauses for n in A.iter_nodes(c)]
    (cost,) = [n for n in found if isinstance(n, V.CostChange)]
    assert cost.actions == ("overturn",) and cost.amount == -2 and cost.purpose == "The NXT Breakout Star"
    (cc,) = [n for n in found if isinstance(n, CountChange)]
    assert cc.minimum == 1 and cc.purpose == "The NXT Breakout Star" and cc.cards.filter.qualifiers == ("overturned",)


def test_whenplayed13_randomly_discard_a_bare_count_and_turn_a_card_face_up():
    (ab,) = parse_sentence("When your maneuver is successful, you may randomly discard 1 and they randomly discard 1 "
                           "Backlash card.").clauses
    mine = ab.effects[0].effect
    first = mine.effects[0] if isinstance(mine, A.Sequence) else mine
    assert isinstance(first, A.Discard) and first.quantity.count == 1 and first.quantity.random
    (ab,) = parse_sentence("When you successfully play a non-maneuver card, you may turn 1 card under The Selfie Stick "
                           "face-up.").clauses
    flip = ab.effects[0].effect
    assert isinstance(flip, V.Flip) and flip.face == "up" and flip.cards.quantity.count == 1
