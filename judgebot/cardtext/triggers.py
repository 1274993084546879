"""Transformer methods for `grammar/triggers.lark`: triggers and timing windows ("during each of your turns", "when you overturn ...", "at the start of ...").

`TriggersBuild` is a mixin of the main transformer (`grammar.Build`); its method
names are the rule aliases of `grammar/triggers.lark`.

Trigger kinds built here, besides the ones `A.Trigger` documents and the resolver reads
(``during_your_turn``, ``during_opponent_turn``, ``during_any_turn``, ``once_per_turn``,
``once_per_opponent_turn``, ``once_per_any_turn``, ``before_draw_segment``,
``before_first_draw_segment``, ``start_of_turn``, ``end_of_turn``, ``end_of_prematch``,
``damage_applied``):

* ``during_first_turn`` -- "During your first turn of the game" (`by` whose turn);
* ``during_game`` -- "During the game" (the whole game, a continuous effect);
* ``once_per_game`` -- "Once per game";
* ``during_draw_segment`` -- "During your Draw Segment" (`by` whose segment);
* ``before_first_turn`` -- "Before the first turn of the game" (after the Pre-match phase);
* ``before_own_first_turn`` -- "Before your first turn of the game" (`by` whose first turn: not the
  game's first turn when the other player starts);
* ``before_starting_hands`` -- "Before starting hands are drawn";
* ``during_first_draw_segment`` -- "During your first Draw Segment";
* ``during_next_draw_segment`` -- "During their next Draw Segment" (`by` whose: that one segment);
* ``during_prematch`` -- "During the Pre-match phase";
* ``when_effect_reversed`` / ``when_effect_prevented`` -- "When this effect is reversed" (an
  effect of the card, as distinct from the card: Glossary "Reversal" of card effects);
* ``before_playing`` -- "Before playing this card" (`filter` the card about to be played;
  Timing Breakdown step 1, before the card is played);
* ``when_this_chosen`` -- "When this card is chosen";
* ``after_draw_segment`` -- "After your Draw Segment";
* ``until_first_turn`` / ``until_after_first_draw_segment`` -- "Until the first turn of the game"
  (a window from now, through the Pre-match phase);
* ``damage_overturned`` -- "at the conclusion of overturning an opponent's entire maneuver
  damage" (Timing Breakdown 9b done; `by` whose maneuver);
* ``before_damage_applied`` -- "before damage is applied" (Timing Breakdown steps 3-4, before 9b);
* ``while_hidden`` -- "When this card is hidden" (a Backstage card's text while it is hidden);
* ``when_hidden`` -- "When Bobby Fish is hidden" (`filter` the card hidden);
* ``when_player_<verb>`` -- a player's action (`triggers_ast.EventTrigger`).

`by` is "you", "opponent" or "any" (any player's turn); None where the text names no player.
"""
from __future__ import annotations

from dataclasses import replace

from . import ast as A  # noqa: F401
from .parts import _Owner, _P, _Raw, _Sep, _with_player, filter_from_desc
from . import triggers_ast as N  # noqa: F401


class _Who:
    """Whose turn a timing phrase names ("your", "his", "each player's")."""

    def __init__(self, who: str, first: bool = False):
        self.who = who
        self.first = first


def _who(c, default=None):
    for x in c:
        if isinstance(x, _Who):
            return x.who
        who = getattr(x, "who", None)     # an owner ("your", "his", "the")
        if isinstance(who, str):
            return who
    return default


def _desc_names(raw) -> set[str]:
    """The kind and trait words of one DESC token ("Pre-match cards" -> {"Pre-match", "Card"})."""
    return {item[1] for group in raw.value for item in group if len(item) > 1 and isinstance(item[1], str)}


def _is_desc(x) -> bool:
    return getattr(x, "kind", None) == "desc" and hasattr(x, "value")


class TriggersBuild:
    """Mixin: triggers rules -> AST."""

    def tr_hook(self, c):
        return c[0]

    # -- whose turn
    def tr_you(self, _):
        return _Who("you")

    def tr_opp(self, _):
        return _Who("opponent")

    def tr_any(self, _):
        return _Who("any")

    def tr_ref_first(self, c):
        return _Who(_who(c, "any"), first=True)

    def tr_ref_each(self, c):
        return _Who(_who(c, "any"))

    # -- turn windows
    def tr_during_turn(self, c):
        who = _who(c)
        return A.Trigger("during_your_turn" if who == "you" else "during_opponent_turn")

    def tr_during_your_turn(self, _):
        return A.Trigger("during_your_turn")

    def tr_during_opp_turn(self, _):
        return A.Trigger("during_opponent_turn")

    def tr_during_any_turn(self, _):
        return A.Trigger("during_any_turn")

    def tr_during_next_turn(self, c):
        return A.Trigger("during_your_next_turn" if _who(c) == "you" else "during_opponent_next_turn")

    def tr_during_this_and_next_turn(self, c):
        """ "During this turn and your next turn" """
        return A.Trigger("during_this_and_next_turn", by=_who(c))

    def tr_during_first_turn(self, c):
        return A.Trigger("during_first_turn", by=_who(c))

    def tr_during_game(self, _):
        return A.Trigger("during_game")

    def tr_once_opp_turn(self, _):
        return A.Trigger("once_per_opponent_turn")

    def tr_once_any_turn(self, _):
        return A.Trigger("once_per_any_turn")

    def tr_once_your_turn(self, _):
        return A.Trigger("once_per_turn")

    def tr_once_per_game(self, _):
        return A.Trigger("once_per_game")

    # -- the Draw Segment, the first turn, start and end of turns
    def tr_before_draw_of(self, c):
        ref = next(x for x in c if isinstance(x, _Who))
        owner = _who([x for x in c if not isinstance(x, _Who)])
        by = owner if owner not in (None, "any") else ref.who
        if ref.who not in ("any", by):
            raise ValueError("two players' turns in one Draw Segment")
        return A.Trigger("before_first_draw_segment" if ref.first else "before_draw_segment",
                         by=None if by == "any" else by)

    def tr_before_first_draw_game(self, c):
        who = _who(c)
        return A.Trigger("before_first_draw_segment", by=None if who == "any" else who)

    def tr_before_every_draw(self, _):
        return A.Trigger("before_draw_segment", by="any")

    def tr_before_first_turn(self, c):
        if _who(c) != "any":
            # "Before your first turn of the game": that player's own first turn, which is not the game's first
            # turn when the other player starts
            return A.Trigger("before_own_first_turn", by=_who(c))
        return A.Trigger("before_first_turn")

    def tr_before_starting_hands(self, _):
        return A.Trigger("before_starting_hands")

    def tr_during_draw(self, c):
        return A.Trigger("during_draw_segment", by=_who(c))

    def tr_during_draw_of(self, c):
        ref = next(x for x in c if isinstance(x, _Who))
        if ref.first:
            raise ValueError("'the Draw Segment of your first turn' has no kind yet")
        return A.Trigger("during_draw_segment", by=None if ref.who == "any" else ref.who)

    def tr_before_drawing_starting_hand(self, c):
        """ "before drawing your Starting Hand Size": before the starting hands are drawn (`by` the player named)."""
        return A.Trigger("before_starting_hands", by=_who(c))

    def tr_during_next_draw(self, c):
        """ "During their next Draw Segment": that player's next Draw Segment only (not each of them)."""
        return A.Trigger("during_next_draw_segment", by=_who(c))

    def tr_start_of_turn(self, c):
        return A.Trigger("start_of_turn", by=_who(c))

    def tr_end_of_turn(self, c):
        return A.Trigger("end_of_turn", by=_who(c))

    def tr_after_draw(self, c):
        who = _who(c)
        return A.Trigger("after_draw_segment", by=None if who == "any" else who)

    def tr_until_first_turn(self, _):
        return A.Trigger("until_first_turn")

    def tr_until_after_first_draw(self, _):
        return A.Trigger("until_after_first_draw_segment")

    def tr_during_first_draw(self, c):
        return A.Trigger("during_first_draw_segment", by=_who(c))

    def tr_without_playing(self, c):
        return ("without", "played_this_turn", c[-1])

    def tr_without_attempting(self, c):
        return ("without", "attempted_this_turn", c[-1])

    def tr_end_of_turn_without(self, c):
        who = _who(c)
        return ("multi", A.Trigger("end_of_turn", by=who), _without(c, who))

    def tr_end_of_turn_did_not(self, c, names=()):
        """ "If your turn ends and you did not play a card": the end of that player's turn, and no such card played by
        him this turn (as "When your turn ends without playing a card"; `names` ("successfully",): none played
        successfully)."""
        trigger = c[0]
        if not (isinstance(trigger, A.Trigger) and trigger.kind == "end_of_turn"):
            raise ValueError("'and you did not play a card' is read only after the end of a turn")
        who = trigger.by
        player = next(x.who for x in c if isinstance(x, _P))
        if player != who:
            raise ValueError("a card not played by another player than the one whose turn ends is not read")
        cards = next(x for x in c if isinstance(x, A.Cards))
        return ("multi", trigger,
                A.Condition("played_this_turn", player=who, filter=cards.filter, quantity=cards.quantity,
                            names=names, negated=True))

    def tr_end_of_turn_did_not_succ(self, c):
        """ "If your turn ends and you did not successfully play a card" """
        return self.tr_end_of_turn_did_not(c, ("successfully",))

    def tr_player_ends_turn(self, c):
        who = c[0].who
        owner = _who(c[1:])
        if owner != who:
            raise ValueError("a player ending the other player's turn is not the end of his own turn")
        trigger = A.Trigger("end_of_turn", by=who)
        if any(isinstance(x, tuple) and x and x[0] == "without" for x in c):
            return ("multi", trigger, _without(c, who))
        return trigger

    # -- the Pre-match phase
    def tr_during_prematch(self, c):
        descs = [x for x in c if _is_desc(x)]
        if _desc_names(descs[0]) != {"Pre-match"}:
            raise ValueError("not the Pre-match phase")
        return A.Trigger("during_prematch")

    def tr_end_of_prematch(self, c):
        descs = [x for x in c if _is_desc(x)]
        if not descs or "Pre-match" not in set().union(*(_desc_names(d) for d in descs)):
            raise ValueError("not the Pre-match phase")
        return A.Trigger("end_of_prematch", by=_who(c))

    # -- damage
    def tr_damage_applied(self, _):
        return A.Trigger("damage_applied")

    def tr_conclusion(self, c):
        desc = next(x for x in c if _is_desc(x))
        if _desc_names(desc) != {"Maneuver"}:
            raise ValueError("only a maneuver's damage is overturned")
        # not "damage_applied": that kind times this card's own damage (its after-damage text)
        return A.Trigger("damage_overturned", by=_who(c))

    def tr_before_damage(self, _):
        return A.Trigger("before_damage_applied")

    # -- this card, or a named card
    def tr_this_overturned_for(self, c):
        return N.EventTrigger("when_overturned", cause=c[-1].text)

    def tr_this_discarded_for(self, c):
        return N.EventTrigger("when_discarded", cause=c[-1].text)

    def tr_this_put_from(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        dest = c[-1]
        return N.EventTrigger("when_this_moved", dest,
                              event=A.MoveCards("any", None, zones[0], dest, this_card=True))

    def tr_this_hidden(self, _):
        return A.Trigger("while_hidden")

    def tr_title_hidden(self, c):
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        return A.Trigger("when_hidden", filter=A.CardFilter(titled=names))

    def tr_this_revealed(self, _):
        return A.Trigger("when_this_revealed")

    def tr_title_revealed(self, c):
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        return A.Trigger("when_revealed", filter=A.CardFilter(titled=names))

    def tr_unsuccessful(self, _):
        return A.Trigger("when_unsuccessful")

    def tr_effect_reversed(self, _):
        return A.Trigger("when_effect_reversed")

    def tr_effect_prevented(self, _):
        return A.Trigger("when_effect_prevented")

    def tr_before_playing(self, c):
        x = c[-1]
        return A.Trigger("before_playing", by="you", filter=_card_or_this(x))

    def tr_before_player_plays_this(self, c):
        """ "before you play this card" (as "before playing this card": before_playing)."""
        return A.Trigger("before_playing", by=c[0].who, filter=_card_or_this(c[-1]))

    def tr_card_reversed(self, c):
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zones = next((x for x in c if isinstance(x, tuple)), None)
        return A.Trigger("when_reversed", zones[0] if zones else None, by=_who(c), filter=f)

    def tr_this_rfg(self, c):
        cause = next((x for x in c if isinstance(x, _Cause)), None)
        return N.EventTrigger("when_this_moved", A.Zone("game", "any"), cause=cause and cause.text)

    def tr_this_under_superstar(self, c):
        """ "when this card is under your Superstar Card": while it is there (zone "under_superstar")."""
        return A.Trigger("while_in_zone", A.Zone("under_superstar", next(x for x in c if isinstance(x, _Owner)).who))

    def tr_in_zones_or_rfg(self, c):
        zones = (next(x for x in c if isinstance(x, A.Zone)), A.Zone("game", "any"))
        return A.Trigger("while_in_zone", zones[0], filter=A.CardFilter(
            qualifiers=tuple(f"in {z.owner} {z.name}" for z in zones)))

    def tr_unsuccessful_and(self, c):
        return ("multi", A.Trigger("when_unsuccessful"), c[-1])

    def tr_card_unsuccessful_and(self, c):
        return ("multi", A.Trigger("when_unsuccessful", by=c[0].who, filter=c[1].value[0]), c[-1])

    def tr_player_plays_as_counter(self, c):
        f = c[-1].filter
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("played as a counter",)))

    def tr_trigger_and(self, c):
        first = c[0]
        head = first[1:] if isinstance(first, tuple) and first and first[0] == "multi" else (first,)
        return ("multi",) + tuple(head) + (c[-1],)

    def tr_trigger_and_damage(self, c):
        return self.tr_trigger_and([c[0], A.Trigger("damage_applied")])

    def tr_overturned_from(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("when_overturned", zones[0])

    def tr_move_this_from(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.MoveCards("you", None, zones[0], A.Zone("any", "any"), this_card=True)

    def tr_reverses_to_end_turn(self, c):
        f = c[1].filter
        return A.Trigger("when_player_reverses", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("ending the turn",)))

    def tr_successfully_plays_it(self, c):
        f = _card_or_this(c[-1])
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def tr_this_chosen(self, _):
        return A.Trigger("when_this_chosen")

    def tr_cards_would_move(self, c):
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        count = next((x for x in c if isinstance(x, int)), None)
        zones = next(x for x in c if isinstance(x, tuple))
        who = _who(c)
        if who in ("you", "opponent"):
            f = replace(f, owner=who)
        cards = A.Cards(A.Quantity(count=count), f)
        return A.Trigger("when_would", by=None,
                         event=A.MoveCards("any", cards, zones[0], A.Zone("any", "any")))

    def tr_succ_plays_after(self, c):
        """ "When any player successfully plays the card titled Maintain Hold after a maneuver of 8D or greater" """
        cards, after = c[1], c[-1]
        f = cards.filter
        if f.played_after is not None:
            raise ValueError("'played after' said twice")
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("successfully played",), played_after=after.filter))

    def tr_plays_after(self, c):
        """ "whenever you play a High Risk maneuver after a Submission maneuver" """
        cards, after = c[1], c[-1]
        f = cards.filter
        if f.played_after is not None:
            raise ValueError("'played after' said twice")
        return A.Trigger("when_player_plays", by=c[0].who, filter=replace(f, played_after=after.filter))

    # -- replacement effects
    def tr_instead(self, c):
        return N.Instead(c[0], getattr(c[0], "player", "you"))

    def force_instead(self, c):
        """ "you may instead have him discard 2 cards": his step, in place of the one replaced (as "you may have him
        discard 2 cards instead")."""
        forced = self.force(c)
        return type(forced)(N.Instead(forced.effect, getattr(forced.effect, "player", "you")))

    # -- a player's action as the moment (Outside Effects)
    def tr_ability(self, c):
        who = _who(c, "you")
        return _Cause("your Ability" if who == "you" else "his Ability" if who == "opponent" else "a player's Ability")

    def tr_cause(self, c):
        return c[0]

    def tr_cause_title(self, c):
        return _Cause(c[-1].value)

    def tr_cause_any(self, _):
        return _Cause("any reason")

    def tr_cause_draw_segment(self, c):
        who = _who(c, "you")
        return _Cause("your Draw Segment" if who == "you" else "his Draw Segment")

    def tr_cause_stun(self, _):
        return _Cause("Stun Value")

    def tr_cause_effects(self, c):
        """ "for his card effects", "for your opponent's Pre-match card effects", "for your Superstar-specific effects"
        (one kind or trait besides "card")."""
        descs = [x for x in c if _is_desc(x)]
        names = _desc_names(descs[0]) if descs else set()
        kind = names - {"Card"}
        if len(kind) > 1:
            raise ValueError("'for X effects': one kind of card")
        who = _who(c, "you")
        whose = {"you": "your", "opponent": "his"}.get(who, "any")
        words = [next(iter(kind))] if kind else []
        words += ["card"] if "Card" in names else []
        return _Cause(" ".join([whose] + words + ["effects"]))

    def tr_cause_non_damage(self, c, whose=None, other=False):
        """ "for his non-damage card effects", "for your other non-damage card effects", "for a non-damage card
        effect" (the DESC must be "card": a card effect that is not damage)."""
        descs = [x for x in c if _is_desc(x)]
        if len(descs) != 1 or _desc_names(descs[0]) != {"Card"}:
            raise ValueError("'non-damage X effects': only card effects")
        whose = whose or {"you": "your", "opponent": "his"}.get(_who(c, "you"), "any")
        return _Cause(" ".join([whose] + (["other"] if other else []) + ["non-damage card effects"]))

    def tr_cause_other_non_damage(self, c):
        return self.tr_cause_non_damage(c, other=True)

    def tr_cause_any_non_damage(self, c):
        return self.tr_cause_non_damage(c, whose="any")

    def tr_bare_draw(self, _):
        return _Bare("draws")

    def tr_bare_discard(self, _):
        return _Bare("discards")

    def tr_bare_overturn(self, _):
        return _Bare("overturns")

    def tr_bare_search(self, _):
        return _Bare("searches")

    def tr_search_for_ability(self, c):
        return _Bare("searches", cause=c[-1])

    def tr_reveal(self, c):
        x = c[-1]
        if isinstance(x, A.Cards):
            return _Bare("reveals", filter=x.filter)
        if isinstance(x, A.Zone):
            return _Bare("reveals", zone=x)
        return _Bare("reveals", filter=_card_or_this(x))

    def tr_player_does(self, c):
        by = c[0].who
        act = c[1]
        cause = next((x for x in c[2:] if isinstance(x, _Cause)), None)
        if isinstance(act, _Bare):
            cause = cause or act.cause
            return N.EventTrigger("when_player_" + act.verb, act.zone, by=by, filter=act.filter,
                                  cause=cause and cause.text)
        verb = _VERBS.get(type(act))
        if verb is None:
            raise ValueError(f"no event kind for {type(act).__name__}")
        event = _with_player(act, by)
        return N.EventTrigger("when_player_" + verb, by=by, filter=_event_filter(act), event=event,
                              cause=cause and cause.text)

    def tr_player_did(self, c):
        return replace(self.tr_player_does(c), after=True)

    def tr_after_player_plays(self, c):
        """ "After you play that card": the player's play, once it is done."""
        return N.EventTrigger("when_player_plays", by=c[0].who, filter=_card_or_this(c[-1]), after=True)

    def tr_before_player_does(self, c):
        """ "Before you draw any number of cards", "Before you overturn for your Ability": the action about to be done."""
        return N.BeforeEvent(**self.tr_player_does(c).__dict__)

    def tr_used_ability(self, c):
        return replace(self.tr_uses_ability(c), after=True)

    @staticmethod
    def _would_event(c, cause=None):
        """ "when you would discard [for X]": that player's draw, discard or overturn, any number of cards."""
        by = c[0].who
        verb = next(x for x in c if isinstance(x, _Bare)).verb
        event = {"draws": A.Draw, "discards": A.Discard, "overturns": A.Overturn}.get(verb)
        if event is None:
            raise ValueError(f"no would-event for {verb}")
        return N.EventTrigger("when_would", by=by, event=event(by, A.Quantity()), cause=cause)

    def tr_would_bare(self, c):
        return self._would_event(c, cause=c[-1].text)

    def tr_would_bare_any(self, c):
        """ "when you would discard," (any discard of that player: as "when you would discard for X", no cause)"""
        return self._would_event(c)

    def tr_would_play(self, c):
        by = c[0].who
        cards = next(x for x in c if isinstance(x, A.Cards))
        zones = next((x for x in c if isinstance(x, tuple)), None)
        return N.EventTrigger("when_would", by=by, filter=cards.filter,
                              event=A.Play(by, cards, source=zones[0] if zones else None))

    # -- "When this card is overturned or discarded for your Ability": one of several moments
    def tm_overturned(self, _):
        return A.Trigger("when_overturned")

    def tm_discarded(self, _):
        return A.Trigger("when_discarded")

    def tm_revealed(self, _):
        return A.Trigger("when_this_revealed")

    def tm_hidden(self, _):
        return A.Trigger("while_hidden")

    def tm_rfg(self, _):
        return A.Trigger("when_this_moved", A.Zone("game", "any"))

    def tm_unsuccessful(self, _):
        return A.Trigger("when_unsuccessful")

    def tm_in_zones(self, c):
        zones = c[-1]
        kind = "while_in_ring" if zones[0].name == "ring" and len(zones) == 1 else "while_in_zone"
        return A.Trigger(kind, zones[0], filter=None if len(zones) == 1 else A.CardFilter(
            qualifiers=tuple(f"in {z.owner} {z.name}" for z in zones)))

    def tm_moved_from(self, c):
        return N.EventTrigger("when_this_moved", event=A.MoveCards("any", None, c[-1][0], None, this_card=True))

    def tr_this_either(self, c):
        cause = next((x for x in c if isinstance(x, _Cause)), None)
        moments = [x for x in c if isinstance(x, A.Trigger)]
        if any(m.kind.startswith("while_") for m in moments):
            # "When this card is RFG or in your Ringside and ...": beside a place, "RFG" is where it is, not its move
            moments = [A.Trigger("while_in_zone", m.zone) if m.kind == "when_this_moved" and m.event is None else m
                       for m in moments]
        if cause is not None:
            # the cause is said once, for every moment: "overturned or discarded for your Ability"
            moments = [N.EventTrigger(m.kind, m.zone, by=m.by, filter=m.filter, event=m.event, cause=cause.text)
                       if m.kind in ("when_overturned", "when_discarded", "when_this_revealed", "when_this_moved")
                       else None for m in moments]
            if None in moments:
                raise ValueError("a cause only for an action done to this card")
        return N.EitherTrigger("either", any_of=tuple(moments))

    # -- "When this card would be discarded or removed from the game": the move replaced
    def wb_discarded(self, _):
        return A.Discard("any", A.Quantity(), this_card=True)

    def wb_rfg(self, _):
        return A.RemoveFromGame("any", this_card=True)

    def wb_moved(self, c):
        zones = [x for x in c if isinstance(x, tuple)]
        return A.MoveCards("any", None, zones[0][0], zones[1][0] if len(zones) > 1 else None, this_card=True)

    def wb_shuffled(self, c):
        return A.MoveCards("any", None, None, c[-1][0], this_card=True, shuffle=True)

    def tr_this_would_be(self, c):
        events = [x for x in c if isinstance(x, (A.Discard, A.RemoveFromGame, A.MoveCards))]
        moments = [A.Trigger("when_would", event=e) for e in events]
        return moments[0] if len(moments) == 1 else N.EitherTrigger("either", any_of=tuple(moments))

    def tr_this_would_be_rfg(self, c):
        """ "When this card would be removed from the game or discarded" (the first move spelled in the rule)."""
        return self.tr_this_would_be([self.wb_rfg(None)] + list(c))

    def tr_about_to_lose(self, c):
        """ "If you are about to lose the game via Pinfall victory" """
        how = next((x for x in c if isinstance(x, str) and x in ("pinfall", "count_out", "submission")), None)
        return N.AboutToLose("when_about_to_lose", by=c[0].who, how=how)

    def tr_this_enters(self, c):
        """ "When this card enters your Ring" """
        return A.Trigger("when_this_moved", next(x for x in c if isinstance(x, A.Zone)))

    def tr_this_going(self, c):
        """ "When this card is going to your Ringside pile, instead ...": the move, replaced (as "would go to")."""
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) != 1:
            raise ValueError("'is going to X or Y': one zone")
        return A.Trigger("when_would", event=A.MoveCards("any", None, None, zones[0], this_card=True))

    def tr_this_going_or_rfg(self, c):
        """ "When this card is going to your Ringside or being removed from the game" """
        return N.EitherTrigger("either", any_of=(self.tr_this_going(c), A.Trigger(
            "when_would", event=A.RemoveFromGame("any", this_card=True))))

    def tr_before_damage_from(self, c):
        """ "Before damage has been applied from a card successfully played by your opponent" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        by = next(x.who for x in c if isinstance(x, _P))
        return A.Trigger("before_damage_applied", by=by, filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def tr_before_damage_from_owner(self, c):
        """ "before damage has been applied from their successful card" """
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("before_damage_applied", by=c[0].who, filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def tr_revealed_for(self, c):
        """ "When revealed for your Ability" """
        return N.EventTrigger("when_this_revealed", cause=c[-1].text)

    def tr_moved_from(self, c):
        """ "When moved from your Ring", "When moved from Ringside by your Ability" """
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) != 1:
            raise ValueError("'moved from X or Y': one zone")
        cause = next((x for x in c if isinstance(x, _Cause)), None)
        return N.EventTrigger("when_this_moved", event=A.MoveCards("any", None, zones[0], None, this_card=True),
                              cause=cause and cause.text)

    def tr_unsuccessful_by(self, c):
        """ "When unsuccessfully played by Revolution Kurt Angle": unsuccessful, and you are that Superstar."""
        return ("multi", A.Trigger("when_unsuccessful"),
                A.Condition("superstar_is", player="you", names=tuple(str(c[-1].value).split("|"))))

    def tr_reveals_superstar(self, c):
        """ "When you reveal your Superstar card" """
        by = c[0].who
        return N.EventTrigger("when_player_reveals", by=by, filter=A.CardFilter(qualifiers=("Superstar card",)),
                              event=A.Reveal(by, "superstar card"))

    def tr_either_window(self, c):
        """ "During the Pre-match Phase or once during any turn" """
        return N.EitherTrigger("either", any_of=(c[0], c[-1]))

    def tr_either_turn_or_lose(self, c):
        """ "During your turn or when you are about to lose the game via Pinfall victory" (either moment)"""
        return N.EitherTrigger("either", any_of=(A.Trigger("during_your_turn"), c[-1]))

    def tr_either_or_turn_in_zone(self, c):
        """ "When this card is overturned, or during your turn when it is in your hand": the moment, or your turn
        while this card lies in that zone (N.AllTriggers of during_your_turn and while_in_zone)."""
        first = c[0]
        if not isinstance(first, A.Trigger) or isinstance(first, N.EitherTrigger):
            raise ValueError("'X, or during your turn when it is in <zone>' after something other than one moment")
        ref = next(x for x in c[1:] if isinstance(x, _Raw))
        if ref.value is not None:
            raise ValueError("'when that card is in <zone>': a card named before, not this card")
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) != 1:
            raise ValueError("'when it is in <zone>' of several zones")
        zone = zones[0]
        where = A.Trigger("while_in_ring" if zone.name == "ring" else "while_in_zone", zone)
        return N.EitherTrigger("either", any_of=(first, N.AllTriggers(
            "all", all_of=(A.Trigger("during_your_turn"), where))))

    def tr_state_and_you_play(self, c):
        """ "When you have lower Fortitude and play a maneuver from Ringside": the state, then your play."""
        state, cards = c[0], c[-1]
        if getattr(state, "player", None) != "you":
            raise ValueError("'and play' needs the state's player to be you")
        return ("multi", A.Trigger("when_player_plays", by="you", filter=cards.filter), state)

    def tr_state_and_play_this_counter(self, c):
        """ "When you are a Powerhouse and play this card as a Counter" : the state, and this card played as
        a Counter (as "When played as a Counter")."""
        state = c[0]
        if getattr(state, "player", None) != "you":
            raise ValueError("'and play this card' needs the state's player to be you")
        return ("multi", A.Trigger("when_played_as_counter"), state)

    def tr_player_plays_to(self, c):
        """ "When your opponent plays a reversal to your maneuver": the card played, and the card it is played to."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        owner = next(x for x in c if isinstance(x, _Owner)).who
        target = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        if target.alternatives or target.titled or len(target.kinds) != 1 or target.traits or target.excludes:
            raise ValueError("'played to your X': one plain kind")
        whose = {"you": "your", "opponent": "his"}.get(owner, "any")
        f = cards.filter
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + (f"played to {whose} {target.kinds[0]}",)))

    def tr_player_plays_to_this(self, c):
        """ "When your opponent plays a reversal to this card": the card played, played to this card (a qualifier, as
        tr_player_plays_to's "played to your maneuver")."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        f = cards.filter
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("played to this card",)))

    def tr_would_act_for(self, c):
        """ "When you would discard cards for his effects": the replaced action and its cause (kind "when_would")."""
        by = c[0].who
        act = c[-2]
        cause = c[-1]
        return N.EventTrigger("when_would", by=by, event=_with_player(act, by), filter=_event_filter(act),
                              cause=cause.text)

    def tr_effects_would_cause(self, c):
        """ "When his effect would cause you to discard any number of cards" (as "When you would discard cards for his
        effects")"""
        who = _who(c)
        act = c[-1]
        return N.EventTrigger("when_would", by="you", event=_with_player(act, "you"), filter=_event_filter(act),
                              cause={"you": "your effects", "opponent": "his effects"}.get(who, "any effects"))

    def tr_would_reveal(self, c):
        by = c[0].who
        x = c[-1]
        if isinstance(x, A.Zone):
            return N.EventTrigger("when_would", x, by=by, event=A.Reveal(by, f"{x.owner} {x.name}"))
        f = _card_or_this(x)
        return N.EventTrigger("when_would", by=by, filter=f, event=A.Reveal(by, "cards"))

    def tr_reverses_this(self, c):
        """ "When your opponent reverses this card from his Backlash": this card reversed (as "When this card is reversed
        from Backlash": `by` None, the card's own text when it is reversed)."""
        if c[0].who != "opponent":
            raise ValueError("only the opponent reverses this card")
        if not _desc_names(next(x for x in c if _is_desc(x))) <= {"Card", "Maneuver", "Action"}:
            raise ValueError("'reverses this X': this card")
        zones = next((x for x in c if isinstance(x, tuple)), ())
        if len(zones) > 1:
            raise ValueError("'reverses this card from X or Y': one zone")
        return A.Trigger("when_reversed", zones[0] if zones else None)

    def tr_reverses_this_effect(self, c):
        """ "When he reverses this effect", "When your opponent reverses this Activated Card Effect" """
        if c[0].who != "opponent":
            raise ValueError("only the opponent reverses this effect")
        return A.Trigger("when_effect_reversed")

    def tr_one_of_unsuccessful(self, c):
        """ "When one of your maneuvers is unsuccessfully played": any one of those cards"""
        if next(x for x in c if isinstance(x, int)) != 1:
            raise ValueError("'2 of your cards are unsuccessful' is no single card's moment")
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_unsuccessful", by=next(x for x in c if isinstance(x, _Owner)).who, filter=f)

    def tr_uses_ability(self, c):
        return N.EventTrigger("when_player_uses_ability", by=c[0].who, cause=c[-1].text)

    def tr_activates(self, c):
        x = c[-1]
        return N.EventTrigger("when_player_activates", by=c[0].who, filter=_card_or_this(x))

    def tr_completely_reverses(self, c):
        return N.EventTrigger("when_player_reverses", by=c[0].who, filter=c[-1].filter, completely=True)

    # -- named cards' results, a state then a moment, overturned by, as a Counter (X)

    def t_it_successful(self, c):
        """ "when it is successful": the card the sentence named is successfully played (as
        `grammar.t_successfully_played` reads "when that card is successfully played")."""
        return A.Trigger("when_player_plays", by="you",
                         filter=A.CardFilter(qualifiers=("that card", "successfully played")))

    def tr_hand_revealed(self, c):
        """ "when your hand is revealed": whoever's effect reveals it (as "when you reveal your hand", by any player)"""
        return N.EventTrigger("when_player_reveals", A.Zone("hand", c[0].who), by="any")

    def t_it_overturned(self, _):
        """ "...; when it is overturned, put it in your hand instead": this card (as "when this card is overturned")"""
        return A.Trigger("when_overturned")

    def tr_postfix_after_successful(self, c):
        """ "... after a successfully played maneuver": once any player's maneuver is successfully played"""
        f = filter_from_desc(c[-1].value)
        return N.EventTrigger("when_player_plays", by="any", after=True,
                              filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def tr_played_card_unsuccessful(self, c):
        """ "When your next card played this turn is unsuccessful": `filter` the card played, with a qualifier
        saying which card of the turn it is ("next card played", "first turn card played", ...)."""
        played = c[0]
        f = played.filter
        return A.Trigger("when_unsuccessful", by=played.player,
                         filter=replace(f, qualifiers=f.qualifiers + (f"{played.which} card played",)))

    def tr_and_player_reverses(self, c):
        """ "(When <state> and) your opponent reverses your maneuver (from Arsenal)": when_player_reverses, `filter` the
        card reversed and where the reversal is played from (`played_from`, as tr_hdr_player_reverses)."""
        cards = c[-1]
        f = cards.filter
        if cards.zone is None:
            return A.Trigger("when_player_reverses", by=c[0].who, filter=f)
        zones = (cards.zone,) + tuple(cards.zone.alternatives)
        f = replace(f, played_from=tuple(z.name for z in zones))
        return A.Trigger("when_player_reverses", zones[0] if len(zones) == 1 else None, by=c[0].who, filter=f)

    def tr_state_and_moment(self, c):
        """ "When you are The Game and you use your Ability": the moment, with the state as its condition."""
        return ("multi", c[-1], c[0])

    def t_unsuccessful_from(self, c):
        """ "When this card is unsuccessful from hand", "... unsuccessfully played from your Ringside": the moment, and
        where this card was played from (played_from)."""
        zones = next(x for x in c if isinstance(x, tuple))
        return ("multi", A.Trigger("when_unsuccessful"), A.Condition("played_from", zone=self._one_zone(zones)))

    def t_this_moved_by(self, c):
        """ "When this card is moved from your Ring area by your opponent": the move, and who makes it (`by`)."""
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("when_this_moved", zone=zones[0], by=c[-1].who)

    def t_would_move_or(self, c):
        """ "When this card would go to your Ringside or be removed from the game": either move, replaced."""
        zone = next(x for x in c if isinstance(x, A.Zone))
        move = A.MoveCards("any", None, None, zone, this_card=True)
        return self.tr_this_would_be([move, c[-1]])

    def tr_overturned_by(self, c):
        return N.EventTrigger("when_overturned", cause=c[-1].text)

    def tr_overturned_by_card(self, c):
        return N.EventTrigger("when_overturned", filter=c[-1].filter, cause="card effect")

    def tr_as_counter_to(self, c):
        """ "As a Counter (maneuver)": this card played as a Counter to a card of that kind."""

        return A.Trigger("as_counter", filter=filter_from_desc(c[-1].value))

    def tr_completely_reversed(self, c):
        """ "When this card is completely reversed from Arsenal" (`zone` where the reversal came from)."""
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Trigger("when_completely_reversed", zones[0] if zones else None)

    def tr_card_completely_reversed(self, c):
        """ "When your card is completely reversed": `by` whose card, `filter` which."""
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Trigger("when_completely_reversed", zones[0] if zones else None, by=c[0].who, filter=c[1].value[0])

    def tr_plays_first(self, c, successfully=False):
        """ "When you play your first maneuver with 'judo' in the title each turn": `filter` the card, with the
        qualifier which first card it is ("first each turn", "first turn", ...)."""
        which, _ = c[-1]
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        quals = (which,) + (("successfully played",) if successfully else ())
        return A.Trigger("when_player_plays", by=c[0].who, filter=replace(f, qualifiers=f.qualifiers + quals))

    def tr_plays_first_each_turn(self, c):
        """ "Each turn, when you play your first maneuver with 'judo' in the title": no turn named after the card,
        the first of the turn (as "... each turn")"""
        return self.tr_plays_first(list(c) + [("first each turn", None)])

    def tr_plays_first_successfully(self, c):
        return self.tr_plays_first(c, successfully=True)

    def tr_damage_dealt(self, c):
        """ "If a Trademark has dealt its Damage to you": the opponent's card, once its damage is dealt."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_damage_dealt", by="opponent", filter=f)

    def tr_damage_dealt_not_reversed(self, c):
        """ "... and is not reversed": that card was not reversed (a condition on it)."""
        t = self.tr_damage_dealt(c)
        return ("multi", t, A.Condition("result", player="opponent", filter=t.filter, names=("reversed",),
                                         negated=True))

    def tr_hdr_player_reverses(self, c):
        """ "Your opponent reverses a card from his hand:" (a Revolution header): `zone` where the reversal is from."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        zones = next(x for x in c if isinstance(x, tuple))
        # "from his hand or Backlash": the reversal is played from any of them (every zone kept in the filter)
        f = replace(f, played_from=tuple(z.name for z in zones))
        return A.Trigger("when_player_reverses", zones[0] if len(zones) == 1 else None, by=c[0].who, filter=f)

    def tr_hdr_player_reverses_either(self, c):
        """"Your opponent reverses a Core or a Mean from his hand:": a reversal of either kind (as "a Core or Mean")."""
        fs = [x.value[0] for x in c if getattr(x, "kind", None) == "filter"]
        if any(f != A.CardFilter(kinds=f.kinds) or len(f.kinds) != 1 for f in fs):
            raise ValueError("'reverses a X or a Y from': not two plain kinds")
        zones = next(x for x in c if isinstance(x, tuple))
        f = A.CardFilter(kinds=tuple(f.kinds[0] for f in fs), played_from=tuple(z.name for z in zones))
        return A.Trigger("when_player_reverses", zones[0] if len(zones) == 1 else None, by=c[0].who, filter=f)

    def tr_hdr_player_reverses_any(self, c):
        """"Your opponent reverses a Core:" (a Revolution header without a zone): a reversal from anywhere."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_player_reverses", by=c[0].who, filter=f)

    def tr_postfix_when_played(self, _):
        return _ThisPlayed()

    def tr_postfix_this_in_zones(self, c):
        # "... while this card is in your Ring": this card is named, so the place is this card's whatever the
        # clause speaks of ("that card is blank while this card is in your Ring"); "when it is in ..." is not
        explicit = any(isinstance(x, _Raw) and x.kind == "this" for x in c)
        return _ThisInZones(self.t_in_zones(c), explicit)

    # -- triggers on this card and "would" triggers
    def t_when_packing_this(self, c):
        return A.Trigger("when_packing", filter=A.CardFilter(qualifiers=("this card",)))

    def t_would(self, c):
        return A.Trigger("when_would", by=c[0].who, event=_with_player(c[-1], c[0].who))

    def t_would_rfg(self, c):
        return A.Trigger("when_would", event=A.RemoveFromGame("any", this_card=True))

    def t_would_move(self, c):
        zones = next(x for x in c if isinstance(x, tuple))
        return A.Trigger("when_would", event=A.MoveCards("any", None, None, zones[0], this_card=True))

    def t_playing(self, c):
        x = c[-1]
        f = x.filter if isinstance(x, A.Cards) else A.CardFilter(qualifiers=("this card",))
        return A.Trigger("when_player_plays", by="you", filter=f)

    def t_this_removed(self, c):
        zones = next((x for x in c if isinstance(x, tuple)), ())
        return A.Trigger("when_this_moved", zone=zones[0] if zones else A.Zone("game", "any"))

    def t_this_has_been_removed(self, c):
        """ "When this card has been removed from the game and you discard cards": as "When this card is removed from
        the game and ..." (t_this_removed)"""
        return self.t_this_removed(c)

    def t_this_revealed(self, c):
        return A.Trigger("when_this_revealed")

    def t_this_put(self, c):
        zone = next(x for x in c if isinstance(x, A.Zone))
        return A.Trigger("when_this_moved", zone=zone)

    def t_title_revealed(self, c):
        return A.Trigger("when_revealed", filter=A.CardFilter(titled=tuple(c[0].value.split("|"))))

    # -- a player plays a card unsuccessfully
    def t_player_plays_unsuccessfully(self, c):
        return A.Trigger("when_unsuccessful", by=c[0].who, filter=c[-1].filter)

    # -- the first time a moment comes each turn; a reversal of the next card played
    def tr_first_time(self, c):
        """ "The first time your opponent reverses a Heat maneuver each turn", "The first time you Activate a card with
        'trash talk' in the title or text each turn": the trigger, its `filter` qualified with which time it is
        ("first each turn"; "first turn", "first game" ...), as "your first maneuver ... each turn" (tr_plays_first)."""
        trigger, (which, _) = c[0], c[-1]
        if not isinstance(trigger, A.Trigger) or trigger.kind not in ("when_player_reverses", "when_player_activates"):
            # (the other moments of tr_core: their filter names the cards acted on, not the time of the turn)
            raise ValueError("'the first time' read only for a reversal or an Activation")
        f = trigger.filter or A.CardFilter()
        return replace(trigger, filter=replace(f, qualifiers=f.qualifiers + (which,)))

    def tr_reverses_played(self, c):
        """ "If he reverses your next maneuver played this turn (from his hand or Backlash deck)": `filter` the card
        reversed, with which card of the turn it is ("next card played"), and where the reversal is played from
        (`played_from`, as tr_hdr_player_reverses)."""
        played = next(x for x in c if type(x).__name__ == "_Played")
        if played.player == c[0].who:
            raise ValueError("'<player> reverses his own next card' is not read")
        zones = next((x for x in c if isinstance(x, tuple)), ())
        f = replace(played.filter, qualifiers=played.filter.qualifiers + (f"{played.which} card played",),
                    owner=played.player)
        if zones:
            f = replace(f, played_from=tuple(z.name for z in zones))
        return A.Trigger("when_player_reverses", zones[0] if len(zones) == 1 else None, by=c[0].who, filter=f)

    # -- permissions taken from a player
    def prohibit_reverse_effect(self, c):
        """ "he cannot reverse the effect" (of the card just Activated): action "reverse_effect"."""
        return A.Prohibition(c[0].who, "reverse_effect")

    def prohibit_effect_reversed(self, _):
        """ "the effect cannot be reversed": no player may reverse it (player "any")."""
        return A.Prohibition("any", "reverse_effect")

    def nd_draw(self, _):
        return "draw_for"

    def nd_discard(self, _):
        return "discard_for"

    def nd_search(self, _):
        return "search_for"

    def ndf_title(self, c):
        return A.CardFilter(titled=tuple(n.strip() for n in str(c[0].value).split("|")))

    def ndf_effects(self, c):
        """ "his reversal effects": the effects of his cards of that kind ("his card effects": any of his cards)."""
        who = _who(c)
        if who not in ("you", "opponent"):
            raise ValueError("'for X effects': whose cards")
        f = filter_from_desc(next(x for x in c if _is_desc(x)).value)
        return replace(f, owner=who)

    def prohibit_not_done_for(self, c):
        """ "your opponent does not draw for From Sydney, Australia", "Your opponent does not discard for JYD's Chain." """
        action = next(x for x in c if isinstance(x, str))
        if isinstance(c[-1], _DrawSegment):
            # "your opponent does not draw for his Draw Segment": he skips the draw of his own segment
            if action != "draw_for" or c[-1].who != c[0].who:
                raise ValueError("'does not <verb> for <someone's> Draw Segment' is not read")
            return A.SkipDrawSegment(c[0].who)
        return A.Prohibition(c[0].who, action, c[-1])

    # -- cards a move does not remove (Heat)
    def nr_game(self, _):
        return A.Zone("game", "any")

    def not_removed(self, c):
        """ "Your Heat cards are not removed from the game when you move a card from your Ringside pile": the cards kept,
        and the move."""
        scope, zone = c[0], c[1]
        by = next(x.who for x in c if isinstance(x, _P))
        move = _plain_move(next(x for x in c if isinstance(x, A.MoveCards)))
        return N.NotRemoved(scope, zone, _with_player(move, by))

    def not_removed_by(self, c):
        """ "... when your Finlay-specific cards move a card from your Ringside": the cards whose effect moves it."""
        scope, zone = c[0], c[1]
        who = next(x.who for x in c if isinstance(x, _Owner))
        mover = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        move = _plain_move(next(x for x in c if isinstance(x, A.MoveCards)))
        return N.NotRemoved(scope, zone, _with_player(move, who), replace(mover, owner=who))

    # -- an opponent's card, once its damage is applied
    def tr_damage_dealt_from(self, c):
        """ "After damage has been applied from your opponent's 11D+ card" (when_damage_dealt, as tr_damage_dealt)."""
        who = next(x.who for x in c if isinstance(x, _Owner))
        if who != "opponent":
            raise ValueError("'after damage is applied from X's card': an opponent's card")
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_damage_dealt", by="opponent", filter=f)

    def tr_damage_dealt_by(self, c):
        """ "After Damage has been applied by a maneuver successfully played by your opponent" """
        if c[-1].who != "opponent":
            raise ValueError("'successfully played by X': an opponent's card")
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_damage_dealt", by="opponent", filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def tr_cause_damage(self, _):
        return _Cause("damage")

    def tr_cause_trait(self, c):
        """ "for the Chain trait" (one trait)."""
        names = _desc_names(next(x for x in c if _is_desc(x)))
        if len(names) != 1:
            raise ValueError("'for the X trait': one trait")
        return _Cause(f"the {next(iter(names))} trait")

    def tr_this_chosen_for(self, c):
        """ "When this card is chosen for your Ability" """
        return N.EventTrigger("when_this_chosen", cause=c[-1].text)

    def tr_state_and_you_play_successfully(self, c):
        """ "When you are Booker T and successfully play a Superstar-specific maneuver" """
        trigger, state = self.tr_state_and_you_play(c)[1:]
        f = trigger.filter
        return ("multi", replace(trigger, filter=replace(f, qualifiers=f.qualifiers + ("successfully played",))), state)

    def tr_hdr_player_plays(self, c):
        """ "Your opponent successfully plays a Maneuver:" (a Revolution header, as tr_hdr_player_reverses)."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return A.Trigger("when_player_plays", by=c[0].who, filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))

    def skip_draw_cards_you(self, c):
        """ "Do not draw cards during your Draw Segment" (as "Do not draw during your Draw Segment")."""
        if _desc_names(next(x for x in c if _is_desc(x))) != {"Card"}:
            raise ValueError("'do not draw X during your Draw Segment': cards only")
        return A.SkipDrawSegment("you")

    def tr_would_move_this(self, c):
        """ "When your opponent would move this card from your Ringside" """
        by = c[0].who
        zones = next(x for x in c if isinstance(x, tuple))
        if len(zones) != 1:
            raise ValueError("'would move this card from X or Y': one zone")
        return N.EventTrigger("when_would", by=by, filter=A.CardFilter(qualifiers=("this card",)),
                              event=A.MoveCards(by, None, zones[0], A.Zone("any", "any"), this_card=True))

    def tr_effect_does(self, c):
        """ "When your opponent's effect moves this card from your Ring": his action, done by his card effects."""
        return self._card_effect_does(c[0].who, c[-1])

    def tr_card_does(self, c):
        """ "When his card moves a card from your Ring": a card (not a kind of card) acting is its player's card effect."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        if f != A.CardFilter(kinds=("Card",)):
            raise ValueError("'when his X moves ...': only 'his card'")
        return self._card_effect_does(c[0].who, c[-1])

    def _card_effect_does(self, who, act):
        if who not in ("you", "opponent"):
            raise ValueError("whose card effects")
        trigger = self.tr_player_does([_P(who), act])
        return replace(trigger, cause="your card effects" if who == "you" else "his card effects")

    def tr_played_card_is_unsuccessful(self, c):
        """ "When your first card played during your turn is a maneuver or Ryback-specific, and it is unsuccessful" """
        played, pred = c[0], c[1]
        if pred.negated:
            raise ValueError("'is not X and it is unsuccessful'")
        from .conditions import _with_kind

        f = _with_kind(pred.filter, played.filter)
        return A.Trigger("when_unsuccessful", by=played.player,
                         filter=replace(f, qualifiers=f.qualifiers + (f"{played.which} card played",)))

    # -- durations
    def d_this_and_next_turn(self, c):
        """ "for the rest of this turn and during your opponent's next turn" """
        return "this_and_your_next_turn" if _who(c) == "you" else "this_and_opponent_next_turn"

    def d_this_and_opp_next_turn(self, _):
        """ "for the rest of this turn and the next turn": the next turn is the opponent's """
        return "this_and_opponent_next_turn"

    def prefix_duration(self, c):
        """ "For the rest of this turn, ...": the clause's duration (grammar.py `clause`)."""
        return _LeadDuration(c[0])

    def lead_duration(self, prefixes, core):
        """A clause with a leading duration: the prefixes without it, and the core that lasts that long (noted, so that
        `spread_lead_durations` gives it to the clauses joined after it)."""
        lead = [x for x in prefixes if isinstance(x, _LeadDuration)]
        if not lead:
            return prefixes, core
        if len(lead) > 1:
            raise ValueError("two leading durations")
        core = _with_duration(core, lead[0].duration)
        if not hasattr(self, "_lead_cores"):
            self._lead_cores = {}
        self._lead_cores[id(core)] = (core, lead[0].duration)
        return [x for x in prefixes if not isinstance(x, _LeadDuration)], core

    # -- a card played from under another card, "as if from hand"; a Counter "(to a maneuver)"; a look at this
    # card for a Promo; the opponent's card as the cause; the named type

    def zone_under_another(self, _):
        """ "from under another card": the cards under some card (which one is not said)."""
        return A.Zone("under_other_card", "you")

    def _plays_as_if(self, c, successfully):
        cards = next(x for x in c if isinstance(x, A.Cards))
        zone = next(x.value for x in c if type(x).__name__ == "_Tag" and x.kind == "as_zone")
        f = _played_from(cards)
        quals = (("successfully played",) if successfully else ()) + (f"played as if from {zone.name}",)
        return A.Trigger("when_player_plays", by=c[0].who, filter=replace(f, qualifiers=f.qualifiers + quals))

    def tr_plays_as_if_successfully(self, c):
        """ "When you successfully play a card from under another card as if from hand" (when_player_plays: where the
        card is played from in `played_from`, how in the qualifier "played as if from hand")."""
        return self._plays_as_if(c, True)

    def tr_plays_as_if(self, c):
        return self._plays_as_if(c, False)

    def tr_plays_as_counter_to(self, c):
        """ "When you play a Superstar-specific card as a Counter (to a maneuver)": a Counter, and what it is played to."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        to = filter_from_desc(c[-1].value)
        if to.kinds != ("Maneuver",) or to != A.CardFilter(kinds=("Maneuver",)):
            raise ValueError("a Counter played to a card other than 'a maneuver' is not read")
        kinds = "maneuver"
        f = _played_from(cards)
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("played as a counter", f"to a {kinds.lower()}")))

    def tr_plays_as_counter_from(self, c):
        """ "When you play a maneuver as a Counter (from hand or Backlash)": a Counter played from those places."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        zones = next(x for x in c if isinstance(x, tuple))
        f = _played_from(cards)
        where = tuple(f"{z.owner} {z.name}" for z in zones)
        return A.Trigger("when_player_plays", by=c[0].who,
                         filter=replace(f, qualifiers=f.qualifiers + ("played as a counter",),
                                        played_from=f.played_from + where))

    def tr_look_this(self, c):
        """ "When you look at this card (for a Promo)": the look, at this card."""
        return _Bare("looks", filter=_card_or_this(c[-1]))

    def tr_cause_any_non_damage_bare(self, _):
        """ "for a non-damage effect" (as "for a non-damage card effect") """
        return _Cause("any non-damage card effects")

    def tr_cause_a_card_effect(self, c):
        """ "for a card effect": any card's effect (only "card": "for a Promo effect" is no cause read)."""
        if _desc_names(next(x for x in c if _is_desc(x))) != {"Card"}:
            raise ValueError("'for a X effect': only a card effect")
        return _Cause("any card effects")

    def tr_this_in_list_or_rfg(self, c):
        """ "When this card is in your Ring, Ringside, or RFG": while it is in any of those places (N.EitherTrigger of
        each place, the last one the cards removed from the game)."""
        zones = [x for x in c if isinstance(x, A.Zone)]
        # "your Ring, Ringside": the places after the first are the same player's
        zones = zones[:1] + [replace(z, owner=zones[0].owner) if z.owner == "any" else z for z in zones[1:]]
        moments = [A.Trigger("while_in_ring" if z.name == "ring" else "while_in_zone", z) for z in zones]
        return N.EitherTrigger("either", any_of=tuple(moments) + (A.Trigger("while_in_zone", A.Zone("game", "any")),))

    def tr_caused_by_player(self, c):
        """ "if your opponent causes you to discard any number of cards": your action, done for his effects."""
        who = c[0].who
        event = self.tr_player_does([_P("you")] + [x for x in c[1:] if not isinstance(x, _P)])
        return replace(event, cause={"opponent": "his effects", "you": "your effects"}.get(who, "a player's effects"))

    def tr_caused_by_cards(self, c):
        """ "when your other cards cause you to draw cards": your action, done for those cards' effects."""
        who = _who(c)
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        if f.kinds != ("Card",) or f.traits or f.excludes or set(f.qualifiers) - {"other"}:
            raise ValueError("'your X cards cause you to ...': only cards")
        acts = [x for x in c if not isinstance(x, (_Owner, _P)) and getattr(x, "kind", None) != "filter"]
        event = self.tr_player_does([_P("you")] + acts)
        words = [{"you": "your", "opponent": "his"}.get(who, "any")] + (["other"] if f.qualifiers else [])
        return replace(event, cause=" ".join(words + ["card effects"]))

    def tr_caused_by_effects(self, c):
        """ "When his effects cause you to discard cards" """
        who = _who(c)
        acts = [x for x in c if not isinstance(x, (_Owner, _P))]
        event = self.tr_player_does([_P("you")] + acts)
        return replace(event, cause={"you": "your effects", "opponent": "his effects"}.get(who, "any effects"))

    def tr_opponent_causes_discard(self, c, q=None):
        """ "if your opponent causes you to discard cards" (as tr_caused_by_player)"""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        q = q or A.Quantity(count=1)
        return N.EventTrigger("when_player_discards", by="you", filter=f, event=A.Discard("you", q, f),
                              cause="his effects")

    def tr_opponent_causes_discard_any(self, c):
        """ "if your opponent causes you to discard any number of cards" """
        return self.tr_opponent_causes_discard(c, A.Quantity(any_number=True))

    def tr_player_rfg_desc(self, c):
        """ "When you RFG cards for your Ability": "RFG" is the verb (the description's zone "rfg"), the cards it names
        are removed from the game by the player (when_player_removes, `cause`)."""
        groups = next(x for x in c if _is_desc(x)).value
        rest = tuple(g for g in groups if not (len(g) == 1 and g[0][:2] == ("zone", "rfg")))
        if len(rest) == len(groups) or not rest:
            raise ValueError("'<player> <cards> for ...' without the verb RFG")
        zone = next((g[0][1] for g in rest if len(g) == 1 and g[0][0] == "zone"), None)
        f = filter_from_desc(tuple(g for g in rest if not (len(g) == 1 and g[0][0] == "zone")))
        cards = A.Cards(A.Quantity(), f, A.Zone(zone, c[0].who) if zone else None)
        return self.tr_player_does([c[0], A.RemoveFromGame(c[0].who, cards), next(x for x in c if isinstance(x, _Cause))])

    def tr_uses_effect_of(self, c):
        """ "When you use the effect of The NXT Breakout Star" (kind "when_player_uses_effect", `filter` the card)"""
        return N.EventTrigger("when_player_uses_effect", by=c[0].who,
                              filter=A.CardFilter(titled=tuple(n.strip() for n in str(c[-1].value).split("|"))))

    def tr_this_face_up_under(self, c):
        """ "When this card is face-up under The Selfie Stick": while it is there (and face-up)."""
        return A.Trigger("while_in_zone", c[-1], filter=A.CardFilter(qualifiers=("face-up",)))

    def tr_this_discarded_for_or_effects(self, c):
        """ "When this card is discarded for the Chain trait or your opponent's effects": either cause."""
        first = next(x for x in c if isinstance(x, _Cause))
        second = self.tr_cause_effects([x for x in c[c.index(first) + 1:]])
        return N.EventTrigger("when_discarded", cause=f"{first.text} or {second.text}")

    def tr_cause_promo(self, c):
        """ "for a Promo" (the virtual keyword Promo: the cards looked at for it); no other "for a X" is read."""
        f = filter_from_desc(c[-1].value)
        if f != A.CardFilter(traits=("Promo",)) and f != A.CardFilter(kinds=("Promo",)):
            raise ValueError(f"'for a {c[-1]}' is not read as a cause")
        return _Cause("a Promo")

    def tr_cause_opp_title(self, c):
        """ "for his In The Interest of Fairness": the opponent's card whose effect it is."""
        return _Cause(f"his {c[-1].value}")

    def tr_would_reveal_for(self, c):
        """ "When you would reveal your hand for Falling Fist" (as tr_would_reveal, with the `cause`)."""
        cause = c[-1]
        return replace(self.tr_would_reveal(c[:-1]), cause=cause.text)

    def considered_named_type(self, c):
        """ "the maneuver is instead considered to be that type for the rest of the turn": the card played is the type
        named before (as "a card of the named type")."""
        duration = next((x for x in c if isinstance(x, str)), None)
        scope = c[0] if isinstance(c[0], A.Scope) else A.Scope("it")     # "the maneuver": the card the trigger named
        if scope.kind not in ("it", "this"):
            raise ValueError("only the card played (or this card) is considered the named type")
        return A.Considered(scope, as_kind=A.CardFilter(qualifiers=("of the named type",)), duration=duration,
                            mode="instead")

    def tr_completely_reverses_opp(self, c):
        """ "When you completely reverse an opponent's maneuver": his card (`filter` owner "opponent")."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return N.EventTrigger("when_player_reverses", by=c[0].who, filter=replace(f, owner="opponent"), completely=True)

    def same_hand_other(self, c):
        """ "until you have the same number of cards in hand" / "equal cards in hand": as many as the other player."""
        who = c[0].who
        other = "opponent" if who == "you" else "you"
        return f"until the hand of {who} has as many cards as the hand of {other}"

    def no_discard_for_ability(self, c):
        """ "do not discard for your Ability": the discard a Superstar Ability asks for is not made."""
        who = _who(c, "you")
        if who != "you":
            raise ValueError("'do not discard for his Ability' is not read")
        return A.Prohibition("you", "discard_for_ability")

    def prohibit_continue_turn(self, c):
        """ "he cannot continue his turn": no effect lets him go on with the turn a reversal ended."""
        return A.Prohibition(c[0].who, "continue_turn")

    def tr_instead_choose(self, c):
        """ "choose 2 reversal cards instead" (a counted choice of cards, in place of the one replaced)."""
        return N.Instead(A.Choose("you", self.cards(c)), "you")

    # -- 
    def tr_this_used_for(self, c):
        """ "When this card is used for your Ability": this card taken for what the Ability (or a card) does with it."""
        return N.EventTrigger("when_this_used", cause=c[-1].text)

    def rr_desc_from_by(self, c):
        """ "Greetings From Asbury Park cannot be reversed from Arsenal by non-Unique cards": every card so described,
        not from there by those cards."""
        f = c[0].value[0]
        zones, by = c[1], c[2]
        return A.ReversalRestriction("cannot_be_reversed", by=by.filter, zones=tuple(z.name for z in zones),
                                     applies_to=A.Scope("all", f, "any"))

    def considered_chosen_type_instead_of(self, c):
        """ "this card is the chosen maneuver type instead of Strike for the rest of the turn": the maneuver type chosen
        before, in place of its own (as considered_named_type)."""
        descs = [x for x in c if _is_desc(x)]
        if _desc_names(descs[0]) != {"Maneuver"} or not _desc_names(descs[1]):
            raise ValueError("'the chosen <maneuver> type instead of <type>' only")
        return self.considered_named_type([x for x in c if not _is_desc(x)])

    def ndf_draw_segment(self, c):
        """ "for his Draw Segment" (prohibit_not_done_for)"""
        return _DrawSegment(_who(c))


    # -- 
    def t_card_flipped(self, c):
        """ "When a Unique card is Flipped face-down": any player flips such a card (when_flipped, `event` the Flip)."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        face = c[-1].value
        return A.Trigger("when_flipped", by="any", event=self._flip_event(A.Cards(A.Quantity(count=1), f), face))

    def t_card_flipped_or_played(self, c):
        """ "When a RETRIBUTION-specific Pre-match is flipped up or played": such a card flipped face-up, or played
        (by any player): either moment."""
        f = next(x for x in c if getattr(x, "kind", None) == "filter").value[0]
        return N.EitherTrigger("either", any_of=(self.t_card_flipped(c),
                                                 A.Trigger("when_player_plays", by="any", filter=f)))

    def rr_cannot_this_player_from(self, c):
        """ "Your opponent cannot reverse it from hand or Backlash": that card cannot be reversed from those places."""
        if c[0].who != "opponent":
            raise ValueError("only the opponent reverses your cards")
        zones = next(x for x in c if isinstance(x, tuple))
        return A.ReversalRestriction("cannot_be_reversed", zones=tuple(z.name for z in zones),
                                     applies_to=self._scope_of(c[1]))

    def _began_turn_with_this(self, who, desc, zone):
        if filter_from_desc(desc.value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'with this <kind>' is not this card")
        return A.Condition("began_turn_with_this_in_zone", player=who, zone=zone)

    def c_turn_began_with_this(self, c):
        """ "When your turn begins with this card in your Ring": this card was in that zone when the turn began (a
        state of that turn, Condition "began_turn_with_this_in_zone", `player` whose turn, `zone`)."""
        return self._began_turn_with_this(_who(c), c[1], c[-1])

    def prohibit_reverse_activated_effects(self, c):
        """ "your opponent cannot play reversals to your Activated Card Effects" (any reversal: the DESC must be
        "reversals"; the effects are those of the other player)."""
        if filter_from_desc(c[1].value) != A.CardFilter(kinds=("Reversal",)) or c[0].who != "opponent" \
                or c[2].who != "you" or filter_from_desc(c[3].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'cannot play X to <owner> Activated Card Effects' not read")
        return A.Prohibition("opponent", "reverse_activated_effects")

    def tr_chooses_correctly(self, c):
        """ "When your opponent chooses correctly for your Ability" (the guess made right)."""
        return N.EventTrigger("when_player_chooses_correctly", by=c[0].who, cause=c[-1].text)

    def tr_chooses_wrongly(self, c):
        """ "When your opponent does not choose correctly for your Ability" (the guess made wrong)."""
        return N.EventTrigger("when_player_chooses_wrongly", by=c[0].who, cause=c[-1].text)

    def tr_cause_this_effect(self, _):
        """ "for this effect": the effect of this card."""
        return _Cause("this effect")

    def per_each_played_to_this(self, c):
        """ "for every reversal played to this card": each card of that description played to this card."""
        if filter_from_desc(c[-1].value) != A.CardFilter(kinds=("Card",)):
            raise ValueError("'played to this <kind>' is not read")
        f = filter_from_desc(c[0].value)
        f = replace(f, qualifiers=f.qualifiers + ("played to this card",))
        return ("per_each", A.Cards(A.Quantity(count=1), f))

    def tr_choose_cards(self, c):
        """ "chooses a maneuver" as the moment's action (when_player_chooses)."""
        return A.Choose("you", c[-1])

    def c_began_turn_with_this(self, c):
        """ "If you began your turn with this card in your Ring area" (as c_turn_began_with_this)."""
        if c[0].who != c[1].who:
            raise ValueError("'began his turn' of another player's turn")
        return self._began_turn_with_this(c[0].who, c[2], c[-1])

    def spread_lead_durations(self, items):
        """ "For the rest of the turn, your cards cannot be reversed and you cannot play ...": the duration is that of
        every clause joined after the first, up to a ';' (a clause that cannot last for a time leaves it unread)."""
        leads = getattr(self, "_lead_cores", None)
        if not leads:
            return items
        out, duration = [], None
        for x in items:
            if isinstance(x, _Sep) and x.kind in (";", ";or"):
                duration = None
            elif isinstance(x, tuple) and x and x[0] == "clause":
                hit = leads.get(id(x[2]))
                if hit is not None and hit[0] is x[2]:
                    duration = hit[1]
                elif duration is not None:
                    x = (x[0], x[1], _with_duration(x[2], duration))
            out.append(x)
        return out

    # -- one of two actions: "When you discard or overturn a Superstar-specific maneuver for your Superstar
    # Ability", "When you would discard cards or put cards from your hand on the bottom of your Arsenal"
    def tr_either_act(self, c):
        """ "When you discard or overturn a X for your Ability": either action (the bare verb before "or" acts on the
        cards named after it; the cause is said once, for both)."""
        by, bare = c[0], c[1]
        cause = next((x for x in c[3:] if isinstance(x, _Cause)), None)
        if isinstance(c[2], (A.Overturn, A.Draw)):
            # "discard or overturn 2 cards": the Overturn / Draw node keeps the count only (with a cause, the cards are
            # read by tr_either_overturn_cards)
            raise ValueError("'<verb> or overturn <cards>': the cards not kept")
        second = self.tr_player_does([by, c[2]] + ([cause] if cause else []))
        first = N.EventTrigger("when_player_" + bare.verb, by=by.who, filter=second.filter, cause=second.cause)
        return N.EitherTrigger("either", any_of=(first, second))

    def tr_either_overturn_cards(self, c):
        """ "When you discard or overturn a Superstar-specific maneuver for your Superstar Ability": either action, on
        the cards named (each moment's `filter`), for that cause."""
        by, bare, cards, cause = c[0].who, c[1], c[2], c[-1]
        return N.EitherTrigger("either", any_of=tuple(
            N.EventTrigger("when_player_" + verb, by=by, filter=cards.filter, cause=cause.text)
            for verb in (bare.verb, "overturns")))

    def tr_either_bare_rfg(self, c):
        """ "When you discard or RFG for your Ability": either action, for that cause."""
        by, bare, cause = c[0].who, c[1], c[-1]
        return N.EitherTrigger("either", any_of=(N.EventTrigger("when_player_" + bare.verb, by=by, cause=cause.text),
                                                 N.EventTrigger("when_player_removes", by=by, cause=cause.text)))

    def tr_would_either(self, c):
        """ "When you would discard cards or put cards from your hand on the bottom of your Arsenal": either replaced
        action (kind "when_would")."""
        by = c[0].who
        cause = next((x for x in c if isinstance(x, _Cause)), None)
        acts = [x for x in c[1:] if isinstance(x, A.Node)]
        if len(acts) != 2:
            raise ValueError("'would A or B': two actions")
        return N.EitherTrigger("either", any_of=tuple(
            N.EventTrigger("when_would", by=by, event=_with_player(a, by), filter=_event_filter(a),
                           cause=cause and cause.text) for a in acts))

    def tr_would_either_bare(self, c):
        """ "When you would discard or overturn cards for his non-damage card effect": the bare verb acts on the
        cards of the second action."""
        by, bare = c[0].who, c[1]
        second = next(x for x in c[2:] if isinstance(x, A.Node))
        quantity = getattr(second, "quantity", None)
        make = {"discards": A.Discard, "overturns": A.Overturn, "draws": A.Draw}.get(bare.verb)
        if make is None or quantity is None or _event_filter(second) is not None:
            raise ValueError("'would <verb> or <verb> N cards': only a count of cards is shared")
        cause = next((x for x in c if isinstance(x, _Cause)), None)
        return self.tr_would_either([c[0], make(by, quantity), second] + ([cause] if cause else []))

    def tr_search_zone(self, c):
        """ "When you search your Arsenal": the search, where (kind when_player_searches, `zone`)."""
        zones = c[-1]
        if len(zones) != 1:
            raise ValueError("'search X or Y' as a moment: one zone")
        return _Bare("searches", zone=zones[0])

    def tr_search_zone_any(self, c):
        """ "When you search your Arsenal for any reason": any search of that zone (`cause` "any reason")."""
        zone = self.tr_search_zone([next(x for x in c if isinstance(x, tuple))]).zone
        return _Bare("searches", cause=_Cause("any reason"), zone=zone)

    def same_hand_more(self, c):
        """ "until you have 1 more card in your hand than him": one card (or N) past the other player's hand."""
        who, other = c[0].who, c[-1].who
        owner = next(x for x in c if isinstance(x, _Owner))
        if who == other or owner.who != who:
            raise ValueError("'until you have N more cards in your hand than him': the other player's hand")
        n = next(x for x in c if isinstance(x, int))
        return f"until the hand of {who} has {n} more cards than the hand of {other}"

    def same_hand_greater(self, c):
        """ "until you have greater Hand cards" (read as "greater cards in hand", lexer.py): more cards in hand than the
        other player."""
        return self._same_hand_compare(c, "more", ((("kind", "Card", False),),))

    def same_hand_fewer(self, c):
        """ "until he has fewer Hand cards": fewer cards in hand than the other player."""
        return self._same_hand_compare(c, "fewer", ((("kind", "Card", False),),))

    _HAND_CARDS = ((("zone", "hand", False),), (("kind", "Card", False),))

    def same_hand_greater_bare(self, c):
        """ "until you have greater Hand cards" at the end of a sentence (the DESC "Hand cards")."""
        return self._same_hand_compare(c, "more", self._HAND_CARDS)

    def same_hand_fewer_bare(self, c):
        return self._same_hand_compare(c, "fewer", self._HAND_CARDS)

    def same_hand_equal(self, c):
        """ "until you have equal Hand cards": as many cards in hand as the other player (as `same_hand_other`)."""
        self._same_hand_compare(c, "as many", self._HAND_CARDS)
        who = c[0].who
        return f"until the hand of {who} has as many cards as the hand of {'opponent' if who == 'you' else 'you'}"

    def _same_hand_compare(self, c, word, expected):
        desc = next(x for x in c if isinstance(x, _Raw) and x.kind == "desc").value
        if desc != expected:
            raise ValueError("'until you have greater X': only Hand cards are read")
        who = c[0].who
        other = "opponent" if who == "you" else "you"
        return f"until the hand of {who} has {word} cards than the hand of {other}"

    def tr_plays_or_puts(self, c):
        """ "When you successfully play or put a Backlash card into your Ring": the successful play of those cards, or
        their move there (N.EitherTrigger)."""
        put = self.tr_player_does([c[0], c[-1]])
        f = put.filter
        if f is None or f == A.CardFilter():
            raise ValueError("'successfully play or put X': the cards put")
        play = A.Trigger("when_player_plays", by=c[0].who, filter=replace(f, qualifiers=f.qualifiers + ("successfully played",)))
        return N.EitherTrigger("either", any_of=(play, put))

    # -- either of two moments, each with or without a state
    def prefix_trigger_or(self, c):
        """ "When you successfully play an Assault, or when you are a Revolution Superstar and successfully play a
        Sheamus-specific card": either moment sets the effect off (N.EitherTrigger); a moment read with a state
        ("you are a Revolution Superstar") is N.MomentWithState, the state holding at that moment only."""
        cases = [self._either_case(x) for x in c if isinstance(x, (A.Trigger, tuple))]
        if len(cases) != 2:
            raise ValueError("'when A, or when B': two moments")
        second = cases[1]
        for n in A.iter_nodes(second):
            if getattr(n, "this_card", False) and isinstance(n, A.MoveCards):
                # "When your maneuver is unsuccessfully played or he moves it from your Ring": "it" is the maneuver
                # named before, not this card
                raise ValueError("'it' in the second moment is not read")
        node = N.EitherTrigger("either", any_of=tuple(cases))
        self.__dict__.setdefault("_either_or", []).append(node)    # grammar.py clause: no moment before it
        return node

    @staticmethod
    def _either_case(x):
        if isinstance(x, A.Trigger):
            return x
        if not (isinstance(x, tuple) and x and x[0] == "multi"):
            raise ValueError("'when A, or when B': a moment on each side")
        moments = [y for y in x[1:] if isinstance(y, A.Trigger)]
        states = [y for y in x[1:] if isinstance(y, A.Condition)]
        if len(moments) != 1 or len(moments) + len(states) != len(x) - 1:
            raise ValueError("'when A, or when B and C': one moment on each side")
        t = moments[0]
        if not states:
            return t
        state = states[0] if len(states) == 1 else A.Condition("all", all_of=tuple(states))
        return N.MomentWithState(t.kind, t.zone, t.by, t.filter, t.event, moment=t, state=state)

    def tr_plays_after_or_counter(self, c):
        """ "When you play a card with 'splash' in the title after a successfully played card or as a Counter": either
        play of that card."""
        cards = next(x for x in c if isinstance(x, A.Cards))
        return N.EitherTrigger("either", any_of=(self.tr_plays_after(c), self.tr_player_plays_as_counter(c[:1] + [cards])))

    def tr_cause_not_playing(self, c):
        """ "for not playing a maneuver": the overturning at the end of a turn with no maneuver played."""
        kinds = filter_from_desc(c[-1].value).kinds
        if len(kinds) != 1:
            raise ValueError("'for not playing a <kind>': one kind")
        return _Cause(f"not playing a {kinds[0].lower()}")

    def tr_trigger_and_overturns(self, c):
        """ "When you unsuccessfuly play an antic and overturn cards for not playing a maneuver": the moment, then the
        same player's overturning for that cause (as "When you overturn for your Ability")."""
        first = c[0]
        head = first[1:] if isinstance(first, tuple) and first and first[0] == "multi" else (first,)
        by = next((t.by for t in head if isinstance(t, A.Trigger) and t.by), None)
        if by is None:
            raise ValueError("'... and overturn cards for ...': the player of the moment before")
        cause = next(x for x in c if isinstance(x, _Cause))
        return ("multi",) + tuple(head) + (N.EventTrigger("when_player_overturns", by=by, cause=cause.text),)

    def tr_title_would_move(self, c):
        """ "When This Is My Brutality! would be put into your Ringside": that card's move replaced (as "When this card
        would be put into ...")."""
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        zones = next(x for x in c if isinstance(x, tuple))
        cards = A.Cards(A.Quantity(count=1), A.CardFilter(titled=names))
        return A.Trigger("when_would", event=A.MoveCards("any", cards, None, zones[0]))

    def tr_title_going_or_rfg(self, c):
        """ "When Bald is Beautiful is going to your Ringside or being removed from the game": either move of that card,
        replaced (as "When this card is going to ... or being removed from the game")."""
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        zone = next(x for x in c if isinstance(x, A.Zone))
        cards = A.Cards(A.Quantity(count=1), A.CardFilter(titled=names))
        return N.EitherTrigger("either", any_of=(A.Trigger("when_would", event=A.MoveCards("any", cards, None, zone)),
                                                 A.Trigger("when_would", event=A.RemoveFromGame("any", cards))))

    def tr_title_put(self, c):
        """ "when High-Flying Style is put into your Ring": that card put there, by any player (when_player_moves)."""
        names = tuple(n.strip() for n in str(c[0].value).split("|"))
        zone = next(x for x in c if isinstance(x, A.Zone))
        cards = A.Cards(A.Quantity(count=1), A.CardFilter(titled=names))
        return N.EventTrigger("when_player_moves", zone, by="any", filter=cards.filter,
                              event=A.MoveCards("any", cards, None, zone))

    def tr_effect_would_cause(self, c):
        """ "When his effect would cause you to discard any number of cards": the action replaced, done for his effects
        (as "When you would discard any number of cards for his effects")."""
        owner = next(x for x in c if isinstance(x, _Owner))
        whose = {"you": "your", "opponent": "his"}.get(owner.who)
        if whose is None:
            raise ValueError("whose effects")
        by = next(x for x in c if isinstance(x, _P)).who
        act = c[-1]
        return N.EventTrigger("when_would", by=by, event=_with_player(act, by), filter=_event_filter(act),
                              cause=f"{whose} effects")

    def tr_trigger_and_names_target(self, c):
        """ "When played, if you discard 1 card and name a Target:": the moment, then the same player's naming of a
        Target (the Name as the event)."""
        first = c[0]
        head = first[1:] if isinstance(first, tuple) and first and first[0] == "multi" else (first,)
        by = next((t.by for t in head if isinstance(t, A.Trigger) and t.by), None)
        q = next(x for x in c if isinstance(x, A.Quantity))
        if by is None or q.count != 1:
            raise ValueError("'... and name a Target': the player of the moment before, one Target")
        return ("multi",) + tuple(head) + (N.EventTrigger("when_player_names", by=by, event=A.Name(by, "target")),)

    def tr_card_goes_into(self, c):
        """ "When a card goes into any player's Ring area": a card arriving there, by any player's doing."""
        cards = self.cards([A.Quantity(count=1), next(x for x in c if not isinstance(x, A.Zone))])
        zone = next(x for x in c if isinstance(x, A.Zone))
        return N.EventTrigger("when_player_moves", by="any", filter=cards.filter,
                              event=A.MoveCards("any", cards, None, zone), cause="any reason")



def _plain_move(move):
    """The move of "when you move a card from your Ringside": the cards moved named plainly (in "when you move cards from
    your Ringside with Superstar-specific cards" the cards the move is made with were read as the cards moved)."""
    cards = move.cards
    if cards is not None and cards.filter is not None and cards.filter.qualifiers:
        raise ValueError("'move cards ... with X': which cards move them is not read")
    return move


def _with_duration(node, duration):
    """`node` lasting `duration` ("For the rest of this turn, your maneuvers are +2D"): a node with a `duration` field of
    its own not yet set, or a "may" / a sequence of them; any other node cannot take it (ValueError: unread)."""
    if isinstance(node, A.Optional):
        return replace(node, effect=_with_duration(node.effect, duration))
    if isinstance(node, A.Sequence):
        return replace(node, effects=tuple(_with_duration(e, duration) for e in node.effects))
    if not isinstance(node, A.Node) or "duration" not in getattr(node, "__dataclass_fields__", {}):
        raise ValueError(f"a leading duration on {type(node).__name__}")
    if getattr(node, "duration") is not None:
        raise ValueError("a leading duration on a clause with a duration of its own")
    return replace(node, duration=duration)


def _without(c, who):
    """ "without playing a maneuver" -> the negated condition on the turn's plays."""
    _, kind, cards = next(x for x in c if isinstance(x, tuple) and x and x[0] == "without")
    return A.Condition(kind, player=who, filter=cards.filter, quantity=cards.quantity, negated=True)


class _LeadDuration:
    """A leading "For the rest of this turn, ...": `grammar.Build.clause` gives it to the clause's effect."""

    def __init__(self, duration: str):
        self.duration = duration


class _ThisPlayed:
    """A trailing "when played": `grammar.Build.clause` reads it only on a clause about this card."""


class _DrawSegment:
    """ "his Draw Segment" after "does not draw for" (whose segment)."""

    def __init__(self, who):
        self.who = who


class _ThisInZones:
    """A trailing "when it is in your Ringside": `grammar.Build.clause` reads it only on a clause about this card,
    unless the place names this card itself (`explicit`: "while this card is in your Ring")."""

    def __init__(self, trigger, explicit=False):
        self.trigger = trigger
        self.explicit = explicit


class _Cause:
    """What an action is done for: "for your Ability", "for Straight-Shootin' Interview"."""

    def __init__(self, text: str):
        self.text = text


class _Bare:
    """An action the effect nodes do not carry whole: "when you overturn for ...", "when you
    draw", "when you reveal your Backstage cards" (`A.Reveal` keeps no filter)."""

    def __init__(self, verb: str, cause: _Cause | None = None, filter=None, zone=None):
        self.verb = verb
        self.cause = cause
        self.filter = filter
        self.zone = zone


_VERBS = {A.Draw: "draws", A.Discard: "discards", A.Overturn: "overturns", A.Search: "searches",
          A.MoveCards: "moves", A.RemoveFromGame: "removes", A.LookAt: "looks", A.Hide: "hides"}


def _card_or_this(x):
    """The filter of `cards`, or of `this_card`: "this card" / "it" ("that card", "them")."""
    if isinstance(x, A.Cards):
        return x.filter
    kind = getattr(x, "kind", None)
    return A.CardFilter(qualifiers=({"this": "this card", "reversed_card": "the reversed card"}.get(kind, "it"),))


def _event_filter(act):
    """The cards an action names, as a filter (None when it names none)."""
    if isinstance(act, A.Discard):
        return act.filter if act.filter != A.CardFilter() else None
    if isinstance(act, A.MoveCards) and act.this_card:
        return A.CardFilter(qualifiers=("this card",))
    if isinstance(act, (A.RemoveFromGame, A.Hide)) and act.this_card:
        return A.CardFilter(qualifiers=("this card",))
    cards = getattr(act, "cards", None)
    return cards.filter if isinstance(cards, A.Cards) else None


def _played_from(cards):
    """The filter of the cards a player plays, with the place they are played from ("a maneuver from your Ringside",
    "a card from under another card") as its `played_from`."""
    f = cards.filter
    if cards.zone is None:
        return f
    zones = (cards.zone,) + tuple(cards.zone.alternatives)
    return replace(f, played_from=f.played_from + tuple(f"{z.owner} {z.name}" for z in zones))


# "When your opponent chooses a maneuver for your Ability": the choice as the moment (when_player_chooses)
_VERBS[A.Choose] = "chooses"

