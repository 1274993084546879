"""Packing rules read from the card-text AST (`judgebot.cardtext.packing_ast`).

Each sentence of a Superstar ability or card text is parsed by the grammar;
a sentence whose clauses are all packing nodes this module understands is read
from those nodes, any other sentence goes to the interim text reader in
`judgebot.deck.packing` (and what neither reads is reported "not checked").
Nothing here looks at a Superstar's or card's name: the filters come from the
text ("You cannot pack maneuvers of 3D or greater" -> maneuvers with D >= 3).
"""
from __future__ import annotations

from ..cardtext import ast as A
from ..cardtext import packing_ast as P
from .packing import (_WORDS, AbilityRules, CardPackRules, Description, TitleFinder, read_ability_text,
                      read_card_text_interim)

_HEADS = {"Card"}
# qualifiers a packing description may carry and the card feature they name
_QUALIFIERS = {"hybrid": "Hybrid"}


class Unreadable(Exception):
    """A node this module cannot turn into a Description: the sentence goes to the text reader."""


def _feature(name: str) -> str:
    """A kind or trait word of the grammar as the deck's card feature ("SmackDown" -> "Smackdown")."""
    key = name.lower()
    if key in _WORDS:
        return _WORDS[key]
    raise Unreadable(name)


def _text(f: A.CardFilter) -> str:
    parts = [f"non-{e}" for e in f.excludes] + list(f.traits) + [k for k in f.kinds if k not in _HEADS]
    if f.logos:
        parts.append(f"cards with the {' or '.join(f.logos)} logo")
    if f.titled:
        parts.append(" or ".join(t for title in f.titled for t in title.split("|")))
    if f.damage is not None:
        lo, hi = f.damage.low, f.damage.high
        parts.append(f"of {lo}D or greater" if hi is None else f"of {hi}D or less" if lo is None else f"of {lo}D-{hi}D")
    if f.title_words:
        parts.append("with " + " or ".join(f"'{w}'" for w in f.title_words) + " in the title")
    return " ".join(parts) or "cards"


def descriptions(f: A.CardFilter, titles: TitleFinder | None, except_: tuple[A.CardFilter, ...] = ()) -> list[Description]:
    """A CardFilter as the deck's Descriptions: one per alternative kind or title (a card matching any is meant)."""
    if f.played_after or f.targets or f.owner or f.fortitude or f.played_from or f.all_kinds:
        raise Unreadable("filter")
    if f.alternatives:
        # "Corners or D:1+ Pre-match cards" folded into one filter with alternatives: its kinds
        # alone ("Pre-match") would forbid every Pre-match card
        raise Unreadable("alternatives")
    kinds_extra: list[str] = []
    for q in f.qualifiers:
        if q not in _QUALIFIERS:
            raise Unreadable(q)
        kinds_extra.append(_QUALIFIERS[q])
    title_words = tuple(w.lower() for w in f.title_words)
    traits = []
    for t in f.traits:
        if t == "Tag Team":
            # "the Tag Team Title Belts": the belts named so (FAQ Glossary, "Tag Team")
            title_words += ("tag team",)
        else:
            traits.append(_feature(t))
    excludes = tuple(_feature(e) for e in f.excludes)
    min_d = max_d = None
    if f.damage is not None:
        min_d, max_d = f.damage.low, f.damage.high
    logos = ()
    if f.logos:
        found = tuple(titles.logo(name) if titles is not None else None for name in f.logos)
        if not all(found):
            raise Unreadable("logo")
        logos = found
    exc = None
    if except_:
        if len(except_) > 1:
            raise Unreadable("except")
        found = descriptions(except_[0], titles)
        if len(found) == 1:
            exc = found[0]
        elif all(d.titles and not d.kinds for d in found):
            exc = Description(_text(except_[0]), titles=tuple(t for d in found for t in d.titles))
        else:
            raise Unreadable("except")
    text = _text(f)
    if f.titled:
        keys = []
        for title in (t for name in f.titled for t in name.split("|")):
            key = titles.title(title) if titles is not None else None
            if key is None:
                raise Unreadable(title)
            keys.append(key)
        return [Description(text, titles=(k,), except_=exc) for k in keys]
    kinds = [k for k in f.kinds if k not in _HEADS] or [None]
    out = []
    for kind in kinds:
        required = tuple(dict.fromkeys(([_feature(kind)] if kind else []) + traits + kinds_extra))
        if not (required or excludes or min_d is not None or max_d is not None or title_words or logos):
            raise Unreadable("every card")
        out.append(Description(text, kinds=required, excludes=excludes, title_words=title_words,
                               min_damage=min_d, max_damage=max_d, logos=logos, except_=exc))
    return out


def _is(f: A.CardFilter, *names: str) -> bool:
    return set(f.kinds) - _HEADS | set(f.traits) == set(names)


# --------------------------------------------------------------------------- Superstar abilities

def _ability_node(node, sentence: str, rules: AbilityRules, titles: TitleFinder | None) -> None:
    if isinstance(node, P.PackRestriction):
        for f in node.forbids:
            for desc in descriptions(f, titles, node.except_):
                rules.cannot.append((desc, sentence))
            if "Title Belt" in f.kinds and any("Tag Team" in e.traits for e in node.except_):
                rules.tag_team_belts_only = True
    elif isinstance(node, P.PackPermission):
        if node.any_logo:
            raise Unreadable("regardless of logo")     # other Superstars' cards: not read here
        if node.together:
            names = {n for f in node.allows for n in f.traits}
            if names >= {"Face", "Heel"}:
                rules.heel_and_face = True
            elif names >= {"Cheater", "Fan Favorite"}:
                rules.cheater_and_fan_favorite = True
            else:
                raise Unreadable("together")
            return
        for f in node.allows:
            if _is(f, "Enforcer") or _is(f, "Stipulation", "Enforcer"):
                # FAQ Glossary, "Enforcer": packed by Superstars that can reveal Enforcers
                rules.enforcers = True
                continue
            descs = descriptions(f, titles, node.except_)
            if f.logos and not (set(f.kinds) - _HEADS or f.traits or f.titled or f.excludes or node.except_):
                rules.logos.update(d for desc in descs for d in desc.logos)
            target = rules.backstage if node.zone == "backstage" else rules.may
            target.extend((d, sentence) for d in descs)
    elif isinstance(node, P.ArsenalSize):
        rules.arsenal_size = node.cards
    elif isinstance(node, P.CopyLimit) and node.filter is not None:
        if set(node.filter.kinds) - _HEADS or node.filter.titled or node.filter.logos:
            raise Unreadable("copies of some cards")      # "up to 3 of any Unique Extremes"
        if "Unique" in node.filter.excludes or not (node.filter.traits or node.filter.excludes):
            rules.copy_limit = node.copies          # "of any non-unique card" / "of any card" (Unique ones: 1)
        elif "Unique" in node.filter.traits:
            rules.unique_limit = node.copies
        else:
            raise Unreadable("copies")
    else:
        raise Unreadable(type(node).__name__)


def _packing_clause(node) -> bool:
    if isinstance(node, A.Ability):
        return all(_packing_clause(e) for e in node.effects)
    return isinstance(node, P.PACKING_NODES + (A.DeckRule,))


def _packing_sentences(text: str):
    """(sentence text, clauses or None) for each sentence; None when it is not all packing nodes."""
    from ..cardtext.cache import parse_cached

    for sentence in parse_cached(text or "").sentences:
        clauses = sentence.clauses
        if sentence.is_parsed and clauses and all(_packing_clause(c) for c in clauses):
            yield sentence.text, clauses
        else:
            yield sentence.text, None


def ability_from_ast(text: str, titles: TitleFinder | None) -> AbilityRules:
    """A Superstar ability's packing rules, sentence by sentence from the AST; the
    rest of the text (with its own sentence boundaries) goes to the text reader."""
    rules = AbilityRules()
    rest = text or ""
    for sentence, clauses in _packing_sentences(text):
        if clauses is None:
            continue
        trial = AbilityRules()
        try:
            for node in clauses:
                _ability_node(node, sentence, trial, titles)
        except Unreadable:
            continue
        _merge(rules, trial)
        rest = rest.replace(sentence, " ", 1)
    return read_ability_text(rest, titles, rules)


def _merge(into, new) -> None:
    for name, value in vars(new).items():
        if isinstance(value, list):
            getattr(into, name).extend(value)
        elif isinstance(value, set):
            getattr(into, name).update(value)
        elif isinstance(value, bool):
            setattr(into, name, getattr(into, name) or value)
        elif value not in (None, 0):
            setattr(into, name, value)


# --------------------------------------------------------------------------- card texts

def _card_node(node, sentence: str, rules: CardPackRules, titles: TitleFinder | None) -> None:
    if isinstance(node, A.DeckRule):
        if node.except_names:
            raise Unreadable("packers left out")       # "Cannot be packed by a GM, except Paul Heyman"
        if node.kind == "cannot_pack_by":
            rules.cannot_by.extend(node.names)
        elif node.kind == "only_pack_by":
            rules.only_by.extend(node.names)
        elif node.kind == "can_pack_by":
            rules.can_by.extend(node.names)
        elif node.kind == "any_superstar":
            rules.any_superstar = True
        elif node.kind != "reveal_with_superstar":     # revealed with the Superstar: nothing to check when packing
            raise Unreadable(node.kind)
    elif isinstance(node, P.PackedWith):
        if node.zone is not None:
            raise Unreadable("packed with cards in one zone")
        if node.mode not in ("cannot", "only"):
            raise Unreadable(f"packed with: {node.mode}")     # "Can be packed when packing X": not read here
        descs = [d for f in node.filters for d in descriptions(f, titles)]
        if node.mode == "cannot":
            rules.not_with.extend(descs)
        elif len(descs) == 1:
            rules.only_with.append(descs[0])
        elif all(d.titles and not d.kinds for d in descs):
            rules.only_with.append(Description(" or ".join(d.text for d in descs),
                                               titles=tuple(t for d in descs for t in d.titles)))
        else:
            raise Unreadable("only with")
    elif isinstance(node, P.CopyLimit) and node.filter is None:
        rules.copies = node.copies
    elif isinstance(node, P.PackedIfCanPack) and _is(node.filter, "Title Belt", "Tag Team") and not node.negated:
        rules.tag_belt_packer = True
    elif isinstance(node, A.Ability) and _when_packing_this(node) and len(node.effects) == 1 \
            and isinstance(node.effects[0], P.PackRestriction) and not node.effects[0].except_:
        # "Pack this card: you cannot pack X" / "When packing this card, you cannot pack X"
        rules.not_with.extend(d for f in node.effects[0].forbids for d in descriptions(f, titles))
    elif isinstance(node, (P.PackedAs, P.RevealOnlyIf)):
        pass    # the card's zone (features) and the Enforcer rule already follow from its type line
    else:
        raise Unreadable(type(node).__name__)
    rules.sentences.append(sentence)


def _when_packing_this(node: A.Ability) -> bool:
    return node.condition is None and len(node.triggers) == 1 and node.triggers[0].kind == "when_packing" \
        and node.triggers[0].filter is not None and "this card" in node.triggers[0].filter.qualifiers


def card_rules_from_ast(text: str, titles: TitleFinder | None) -> CardPackRules:
    """A card's own packing rules, sentence by sentence from the AST."""
    rules = CardPackRules()
    low = (text or "").lower()
    if "requirement: extremist" in low:
        rules.extremist = True
    if "pack" not in low and "title belt" not in low:
        return rules
    rest = text
    for sentence, clauses in _packing_sentences(text):
        if clauses is None:
            continue
        trial = CardPackRules()
        try:
            for node in clauses:
                _card_node(node, sentence, trial, titles)
        except Unreadable:
            continue
        _merge(rules, trial)
        rest = rest.replace(sentence, " ", 1)
    return read_card_text_interim(rest, titles, rules, whole=text)
