"""AST nodes for text changes: new text for a card or an ability, added text, replaced words.

FAQ Glossary, "Blank" and the card rulings on "reads": a card that "now reads" new text
loses its printed text for that text; added text is read as part of the card.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ast import CardText, Node


@dataclass(frozen=True)
class TextChange(Node):
    """A change to what cards or an ability say.

    "Your Chokeslam to Hell now reads 'Reverse any Strike or Grapple.'" ->
    mode="reads", target=Scope(titled Chokeslam to Hell), text="Reverse any Strike or Grapple.";
    "His Unique Superstar-specific cards gain the text, 'Can only be played when you have 3 or
    more cards in your hand.'" -> mode="gains"; "Your Ability gains: '...'" -> target="ability";
    "Replace 'Antic' with 'Unique card' on your Superstar-specific cards." -> mode="replace",
    old="Antic", text="Unique card" (target None: this card's own text, or the cards the
    sentence named before: "Your Chyna's Patented Low Blow is Multi, and replace the 'Grapple' text with ...").

    "Replace 'hand' and 'Arsenal' with 'hand or Arsenal' in your Ability." -> old="hand|Arsenal"
    (each word replaced), target=("ability", "you"); "in their text" -> target=Scope("it");
    "in Bray Wyatt's Ability" -> target=("ability", "Bray Wyatt").

    "Replace a Superstar on WWE Women's Tag Team Title Belts with 'IYO SKY'." -> mode="replace_superstar",
    text="IYO SKY", target=Scope(titled WWE Women's Tag Team Title Belts), old None: one of the Superstars the
    target's text names (a Title Belt's "When you are Paige, Charlotte, ...") reads as the new name.

    `new_text` is the new text as a tree when it is card text ("reads"/"gains"); replacing words
    are kept as written, with their tree only when they read as a sentence ("Cannot be reversed").
    """

    mode: str                      # "reads" | "gains" | "replace" | "replace_superstar"
    text: str
    target: object = None          # a Scope, ("ability", player or Superstar) or None for this card
    old: str | None = None
    new_text: CardText | None = None


@dataclass(frozen=True)
class GainsTextOf(Node):
    """A card that reads the text of another card as well as its own: "This card gains the text of that card." ->
    target=Scope("this"), source=CardFilter(qualifiers=("it",)) (the card the card's text named before: "that card",
    "the chosen card")."""

    target: object
    source: object
