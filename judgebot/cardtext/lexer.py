"""From card text to sentences and tokens.

Normalisation happens here, before the grammar sees anything:

* card titles after "titled" / "named" (longest known title, else the run of
  capitalised words) and known Superstar names become one TITLE / SUPERSTAR
  token, so "the card titled Don't Hate da Playa, Hate da Game!" is one word;
* 'quoted' words become QUOTED;
* numbers become NUMBER, "+3D" / "-5F" / "+2" / "x2" become MOD, "7D" / "F:0" /
  "D: 0" become STAT, "5D∙7D" becomes SPAN;
* every other word is lower-cased and must be a word of the grammar's lexicon,
  or the sentence is not parsed (there is no catch-all word).
"""
from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple
from functools import lru_cache, wraps

from .. import paths
from .lexicon import KINDS, MULTI, RANGE_WORDS, TRAITS, classify


class Tok(NamedTuple):
    """One token (a light tuple: the lexer makes some 400,000 of them for the whole database)."""

    type: str      # "WORD" for lexicon words, else NUMBER, MOD, STAT, SPAN, TITLE, SUPERSTAR, QUOTED, PUNCT,
                   # VAR ("#") and VMOD ("-#F": a change by the variable value)
    value: object
    text: str


_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twice": 2,
}

# ------------------------------------------------------------------ known names


def _xml_names() -> tuple[list[str], list[str]]:
    """Card titles and Superstar names from the OCTGN files (cheap regex scan).

    Superstar names are the Superstar cards' titles and the Superstar logos printed on
    Superstar-specific cards ("SS Logos": "Spirit Squad", "MVP", "Deadman Inc"), which the
    card text uses as names ("Spirit Squad-specific", "Cannot be packed by DX")."""
    titles: set[str] = set()
    superstars: set[str] = set()
    card_re = re.compile(r'<card [^>]*name="([^"]+)"[^>]*>(.*?)</card>', re.S)
    type_re = re.compile(r'name="CardType" value="([^"]*)"')
    logo_re = re.compile(r'name="SS Logos" value="([^"]*)"')
    for path in sorted(paths.cards_dir().glob("*.xml")):
        data = path.read_text(encoding="utf-8", errors="replace")
        for match in card_re.finditer(data):
            name = _unescape(match.group(1)).strip()
            titles.add(name)
            if name.startswith("Revolution "):
                titles.add(name[len("Revolution "):])
            kind = type_re.search(match.group(2))
            if kind and "Superstar" in kind.group(1):
                superstars.add(name)
            logos = logo_re.search(match.group(2))
            if logos:
                superstars.update(x.strip() for x in _unescape(logos.group(1)).split(",") if x.strip())
    # "Spirit Squad-specific" for the logo "The Spirit Squad" (a name of two or more words without "The")
    superstars |= {s[4:] for s in superstars if s.startswith("The ") and len(s.split()) >= 3}
    return sorted(titles), sorted(superstars)


def _unescape(text: str) -> str:
    return (text.replace("&amp;", "&").replace("&quot;", '"').replace("&apos;", "'")
            .replace("&lt;", "<").replace("&gt;", ">"))


@lru_cache(maxsize=1)
def known_names() -> tuple[dict[str, str], dict[str, str]]:
    """({lower title: title}, {superstar: superstar}); empty when no card data.

    Short names are kept only when written in capitals ("DX", "MNM", "3MB"):
    "Sid" or "Eve" could be ordinary words."""
    try:
        titles, superstars = _xml_names()
    except OSError:
        titles, superstars = [], []
    out = {t.lower(): t for t in titles}
    for t in titles:
        for v in _ellipsis_spellings(t):
            out.setdefault(v.lower(), t)
        if "\u2026" in t:
            # "Tick Tock…" (one ellipsis character) is written "Tick Tock..." in card texts
            out.setdefault(t.replace("\u2026", "...").lower(), t)
    return out, {s: s for s in superstars if len(s) > 3 or re.fullmatch(r"[A-Z0-9]{2,3}", s)}


def _ellipsis_spellings(title: str) -> list[str]:
    """A title with "..." inside, with the other spacings card texts print it with: the card Borrring ...
    Borrring ...!!! is written "Borrring... Borrring... !!!" on Per Order of the Chairman, and "Give me an S ...
    Give me a P ... Give me a T..." ends "Give me a T ..." on S-P-I-R-I-T-S-Q-U-A-D ... SPIRIT SQUAD! (a space
    or none before and after each stop, the same at every stop but the last)."""
    parts = [p.strip() for p in re.split(r"\.\.\.", title)]
    if len(parts) < 2 or not all(parts[1:-1]):
        return []
    out = set()
    for before, after in ((b, a) for b in ("", " ") for a in ("", " ")):
        for last_before, last_after in ((b, a) for b in ("", " ") for a in ("", " ")):
            text = parts[0]
            for i, part in enumerate(parts[1:], 1):
                b, a = (last_before, last_after) if i == len(parts) - 1 else (before, after)
                text += (b if text else "") + "..." + (a if part else "") + part
            out.add(text)
    out.discard(title)
    return sorted(out)


@lru_cache(maxsize=1)
def group_names() -> dict[str, str]:
    """Faction names as card texts write them: {"Heenan Family": "The Heenan Family"}.

    A Faction card titled "The Heenan Family" names a group ("You are now a
    Heenan Family Member", "Can only be played by a Hart Family member"); the
    card data says which cards are Factions, so the names come from there."""
    out: dict[str, str] = {}
    try:
        paths_ = sorted(paths.cards_dir().glob("*.xml"))
    except OSError:
        return out
    card_re = re.compile(r'<card [^>]*name="([^"]+)"[^>]*>(.*?)</card>', re.S)
    for path in paths_:
        data = path.read_text(encoding="utf-8", errors="replace")
        for match in card_re.finditer(data):
            if not re.search(r'name="CardType" value="[^"]*\bFaction"', match.group(2)):
                continue
            name = _unescape(match.group(1)).strip()
            name = re.sub(r"^Revolution ", "", name)
            name = re.sub(r"\s*\(.*\)$", "", name)
            if name.startswith("The ") and len(name.split()) > 2:
                out[name[4:]] = name
    return out


@lru_cache(maxsize=1)
def _superstar_re():
    _, superstars = known_names()
    if not superstars:
        return None
    names = sorted(superstars, key=len, reverse=True)
    return re.compile(r"(?<![\w'])(" + "|".join(re.escape(n) for n in names) + r")(?![\w])")


_TITLE_LEAD = re.compile(r"\b(titled|named|called):?\s+", re.I)
_SMALL = {"the", "of", "a", "an", "to", "in", "on", "da", "and", "is", "for", "at", "de", "my", "your", "it", "with", "from"}


def _match_title(text: str, start: int) -> int:
    """End index of the card title starting at `start` (0 = no title)."""
    titles, _ = known_names()
    quote = text[start] if start < len(text) and text[start] in "'\"" else ""
    if quote:
        end = text.find(quote, start + 1)
        if end > start:
            return end + 1
    rest = text[start:start + 110]
    lower = rest.lower()
    best = 0
    # longest known title that ends at a word boundary (the longest is 95 characters)
    for length in range(min(len(rest), 100), 1, -1):
        if lower[:length] in titles and (length == len(rest) or not rest[length].isalnum()):
            best = length
            break
    # a title of two or more words printed without its closing "!" ("Your cards titled Trailer Park Trash and
    # Kissing Up to the Stinkin' Fans": the card Trailer Park Trash!), as `_name_table` finds it without "titled";
    # longer than a title found whole ("cards titled Table! Table! Table, Ladder in the Ring": Table! Table! Table!,
    # not the card Table)
    for length in range(min(len(rest), 100), best, -1):
        if (length == len(rest) or not rest[length].isalnum() and rest[length] != "!") \
                and lower[:length] + "!" in titles and " " in lower[:length] and rest[length - 1].isalnum():
            best = length
            break
    if best:
        return start + best
    # heuristic: capitalised words, small words allowed inside
    words = list(re.finditer(r"[A-Za-z0-9$&½][\w'$&½.\-!?]*", rest))
    end = 0
    for i, w in enumerate(words):
        if i and rest[words[i - 1].end():w.start()].strip(" ") not in ("",):
            break
        if i and words[i - 1].group(0).endswith(".") and len(words[i - 1].group(0)) > 4 \
                and words[i - 1].group(0)[:-1].isalpha():
            break                       # "titled Backlash. When successfully played": the stop ends the title
        token = w.group(0).rstrip(".,!?")
        if token[:1].isupper() or token[:1].isdigit():
            end = w.start() + len(token)
        elif token.lower() in _SMALL and i + 1 < len(words) and words[i + 1].group(0)[:1].isupper():
            continue
        else:
            break
    return start + end if end else 0


# Card text quoted as the new text of a card or an ability ("Your Obey now reads 'Reverse any
# card.'", "... gain the text, 'Can only be played when ...'"): one QTEXT token, which may hold
# whole sentences, so it is masked before sentences are split.  After "reads" any quote is new
# text; after the other leads only a quote that starts with a capital and ends a sentence.
# Inside single quotes an apostrophe is part of a word ("opponent's"); a quote mark followed by
# anything else closes the quote, so "'A' or 'B.'" is two quotes, not one.
_IN_SINGLE = r"(?:[^'\n]|'(?=[A-Za-z]))"
_QTEXT_READS = re.compile(r"(\b(?:now\s+)?reads?(?:\s+as)?:?\s+)(?:'(" + _IN_SINGLE + r"+?)'|\"([^\"]+?)\")(?=\s|$|[.,;)])")
_QTEXT_OTHER = re.compile(r"(\b(?:added\s+text\s+of|text,?|gains?:|gains?\s+the\s+text,?|with:?|Ability:)\s+)"
                          r"(?:'(?=[A-Z+])(" + _IN_SINGLE + r"+?(?<!\.)[.!?])'|\"(?=[A-Z+])([^\"]+?(?<!\.)[.!?])\")(?=\s|$|[.,;)'])")


def _mask_quoted_text(text: str, found: list) -> str:
    def keep(m):
        quote, inner = ("'", m.group(2)) if m.group(2) is not None else ('"', m.group(3))
        found.append(("QTEXT", quote + inner + quote))
        # the quote ends a sentence of its own ("... now reads 'Reverse any card.' Draw 1 card."):
        # the stop is inside the quote, so the break is marked (\x03) where the quote closes
        closes = inner.rstrip()[-1:] in ".!?" and re.match(r"\s+[A-Z\x01(]", text[m.end():m.end() + 3])
        return f"{m.group(1)}\x01{len(found) - 1}\x02" + ("\x03" if closes else "")

    return _QTEXT_OTHER.sub(keep, _QTEXT_READS.sub(keep, text))


@lru_cache(maxsize=8192)
def mask_names(text: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """Replace quoted new text, titles and Superstar names by placeholders \x01N\x02.

    Cached: a one-sentence card text is masked once to split it and again to read it."""
    found: list[tuple] = []
    text = _mask_quoted_text(text, found)
    text = _mask_including(text, found)
    text = _mask_dots_titles(text, found)
    out = []
    pos = 0
    for match in _TITLE_LEAD.finditer(text):
        if match.start() < pos:
            continue
        start = match.end()
        if text.startswith("\x01", start):
            continue    # "the card titled ...Walk It Dry": the title is masked already (_mask_dots_titles)
        end = _match_title(text, start)
        if not end:
            continue
        title = text[start:end].strip("'\"")
        out.append(text[pos:start])
        out.append(f"\x01{len(found)}\x02")
        found.append(_title_entry(title))
        pos = end
        # "the cards titled Kick, Superkick, and Spinning Heel Kick": the list goes on while
        # each next name is a known title written with its capital
        while (sep := _TITLE_LIST.match(text, pos)) and (more := _known_title_end(text, sep.end())
                                                          or _last_title_end(text, sep.end())):
            out.append(text[pos:sep.end()])
            out.append(f"\x01{len(found)}\x02")
            found.append(_title_entry(text[sep.end():more]))
            pos = more
    out.append(text[pos:])
    text = _mask_reverse_titles("".join(out), found)
    return _mask_known(_mask_packed_titles(text, found), found), tuple(found)


_DOTS_LEAD = re.compile(r"(?<![\w.])\.{3,4}(?=[A-Za-z'])")


def _mask_dots_titles(text: str, found: list) -> str:
    """Titles that open with "...", written out without "titled": "search your Arsenal for ...and That's Perfect!",
    "for ....And There Are Losers", "for ...And I'm AWESOME!!!!!" (the card ...And I'm AWESOME!): the longest known
    title from the stops on, its case and the count of stops and closing marks as the text prints them."""
    if "..." not in text:
        return text
    titles = known_names()[0]
    out, pos = [], 0
    for m in _DOTS_LEAD.finditer(text):
        if m.start() < pos:
            continue
        rest = "..." + text[m.end():m.end() + 100]
        lower = rest.lower()
        best = next((n for n in range(len(rest), 3, -1) if lower[:n] in titles
                     and (n == len(rest) or not rest[n].isalnum())), 0)
        if not best:
            continue
        end = m.end() + best - 3
        while end < len(text) and text[end] == "!" and rest[best - 1] == "!":
            end += 1                        # "AWESOME!!!!!": the title's own "!" printed more times
        out.append(text[pos:m.start()])
        out.append(f"\x01{len(found)}\x02")
        found.append(("TITLE", titles[lower[:best]], text[m.start():end]))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _title_entry(written: str) -> tuple:
    """A masked title: a title with "..." is named as the card data spells it ("Borrring... Borrring... !!!" is
    the card Borrring ... Borrring ...!!!), and restored as the text writes it."""
    if "..." in written:
        name = known_names()[0].get(written.lower())
        if name and name != written:
            return ("TITLE", name, written)
    titles = known_names()[0]
    if written[-1:].isalnum() and " " in written and written.lower() not in titles:
        # "Trailer Park Trash" (the card ... Trash!); "I Aims ta be Startin' Sump'tin'" with its closing apostrophe
        # taken for a quote mark
        for last in ("!", "'"):
            if written.lower() + last in titles:
                return ("TITLE", titles[written.lower() + last], written)
    return ("TITLE", written)


def _last_title_end(text: str, start: int) -> int:
    """ "the cards titled That's Broken or That's Balanced.": the last item of a title list, a run of
    capitalised words the card data does not know, when the sentence or clause ends right after it and
    it starts with no card-describing word ("titled Kick or Strike maneuvers" stays a description)."""
    if start >= len(text) or not text[start].isupper():
        return 0
    end = _match_title(text, start)
    if not end or (end < len(text) and text[end] not in ".;)"):
        return 0
    first = text[start:end].split()[0].lower().strip("!?.,")
    if classify(first) or first in ("any", "all", "the", "a", "an", "this", "that", "your", "his"):
        return 0
    return end


_PACK_LEAD = re.compile(r"\b(?:pack|packing) ([A-Z][\w'\-]*[!?]?)(?=[.,;:)]?(?: [a-z]|$)|[.,;:)])")


def _mask_packed_titles(text: str, found: list[tuple]) -> str:
    """A one-word card title packed by name: "Cannot be packed when packing
    Wrestlemania", "You cannot pack Redemption".  Only a title the card data
    knows, written as printed, and no card-kind or trait word ("pack Enforcers")."""
    titles, superstars = known_names()
    out = []
    pos = 0
    for m in _PACK_LEAD.finditer(text):
        word = m.group(1)
        if titles.get(word.lower()) != word or word in superstars or classify(word.lower().rstrip("!?")):
            continue
        if _known_title_end(text, m.start(1)) > m.end(1):
            continue    # "pack Hell in a Cell Match": a longer title starts here
        out.append(text[pos:m.start(1)])
        out.append(f"\x01{len(found)}\x02")
        found.append(("TITLE", word))
        pos = m.end(1)
    out.append(text[pos:])
    return "".join(out)


_LIST_SEP_AT = re.compile(r",? (?:or|and) |, ", re.I)
_REVERSE_LEAD = re.compile(r"\b[Rr]everses? (?=[A-Z])")


def _mask_title_list(text: str, end: int, out: list, found: list) -> int:
    """ "the cards titled Kick, Superkick, and Spinning Heel Kick": after a title, the next items of a
    comma / or / and list that are known card titles (printed with a capital) are titles too."""
    while True:
        sep = _LIST_SEP_AT.match(text, end)
        if not sep:
            return end
        k = _known_title_end(text, sep.end())
        if not k:
            return end
        out.append(text[end:sep.end()])
        out.append(f"\x01{len(found)}\x02")
        found.append(("TITLE", text[sep.end():k]))
        end = k


def _mask_reverse_titles(text: str, found: list) -> str:
    """ "reverse Poke or Shake", "reverse Superplex or From the Top Rope": known titles right after
    "reverse", when the first is not a card-describing word ("Reverse Strike maneuvers")."""
    if not _REVERSE_LEAD.search(text):
        return text     # most sentences: no set of plain words to build
    plain = set(KINDS) | set(TRAITS) | {"any", "all", "the", "a", "an", "this", "that", "it", "one", "up"}
    out, pos = [], 0
    for m in _REVERSE_LEAD.finditer(text):
        if m.start() < pos:
            continue
        k = _known_title_end(text, m.end())
        if not k or text[m.end():k].split()[0].lower().strip("!?.,") in plain:
            continue
        out.append(text[pos:m.end()])
        out.append(f"\x01{len(found)}\x02")
        found.append(("TITLE", text[m.end():k]))
        pos = _mask_title_list(text, k, out, found)
    out.append(text[pos:])
    return "".join(out)


_INCLUDING = re.compile(r"\(including ([^()]+)\)", re.I)
_LIST_SEP = re.compile(r"(,? (?:or|and) |, )", re.I)


def _mask_including(text: str, found: list[tuple[str, str]]) -> str:
    """ "reverse any Submission (including Clutch Onto Opponent or Girly Grab)": card titles named without
    "titled" inside an "(including ...)" list are TITLE tokens, when every item of the list is a known title
    (the separators stay as printed)."""
    titles, _ = known_names()

    def one(m):
        parts = _LIST_SEP.split(m.group(1))
        items = parts[0::2]
        if not items or not all(i.strip().lower() in titles for i in items):
            return m.group(0)
        out = []
        for k, part in enumerate(parts):
            if k % 2:
                out.append(part)
            else:
                out.append(f"\x01{len(found)}\x02")
                found.append(("TITLE", part.strip()))
        return "(including " + "".join(out) + ")"

    return _INCLUDING.sub(one, text)


_TITLE_LIST = re.compile(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")


def _known_title_end(text: str, start: int) -> int:
    """End of the longest known card title written at `start` (capitalised), else 0."""
    if start >= len(text) or not (text[start].isupper() or text[start].isdigit()):
        return 0
    titles, _ = known_names()
    lower = text[start:start + 70].lower()
    for length in range(len(lower), 1, -1):
        end = start + length
        if lower[:length] in titles and (end == len(text) or not text[end].isalnum()):
            return end
    return 0


# Superstars the card texts name otherwise than their Superstar card (or Superstar logo) in the card data:
# written -> the name in the data ("Cannot be played against Stephanie McMahon-Helmsley" is the Superstar card
# Stephanie McMahon, "When played by Mae Young or Moolah" The Fabulous Moolah, "If your opponent is ... or The
# People's Champion" The People's Champ, "Cannot be packed by The Wolfpack" nWo Wolfpack, "The Hurri-friends"
# the HurriFriends logo, "Cannot be played against Shane McMahon" Shane O'Mac)
_SUPERSTAR_ALIASES = {
    "Stephanie McMahon-Helmsley": "Stephanie McMahon",
    "Moolah": "The Fabulous Moolah",
    "The People's Champion": "The People's Champ",
    "The Wolfpack": "nWo Wolfpack",
    "The Hurri-Friends": "The HurriFriends",
    "Shane McMahon": "Shane O'Mac",
    "Smackdown GM Stephanie McMahon": "Stephanie McMahon",
}

# Titles printed wrongly on other cards, as each is printed -> the card's title.  Read as the title, a "!" or "?"
# inside it no longer ends the sentence ("Your Backed by SmackDown! GM Vickie Guerrero and Smackdown maneuvers can
# be packed ..." is one sentence, not "Your Backed by SmackDown!" and "GM Vickie Guerrero and ...").
_TITLE_MISPRINTS = {
    "Backed by SmackDown! GM Vickie Guerrero": "Backed by Smackdown GM Vickie Guerrero",
    "Mankind, Cactus Jack, or ... Dude Love?": "Mankind / Cactus Jack, or ... Dude Love?",
    "Mankind/Cactus Jack, or... Dude Love?": "Mankind / Cactus Jack, or ... Dude Love?",
}


@lru_cache(maxsize=1)
def _name_table() -> dict[tuple[str, str], list[tuple[str, str, str]]]:
    """(first word, second word) -> [(name as written, kind, name)], longest first:
    Superstar names, Faction names (GROUP), and card titles of two or more
    words that are not plain card-kind words.  A Superstar name with a hyphen
    between capitalised words is also found written with a space ("Two Man
    Power Trip" for Two-Man Power Trip)."""
    titles, superstars = known_names()
    entries: list[tuple[str, str, str]] = []
    for name in superstars:
        entries.append((name, "SUPERSTAR", name))
        spaced = re.sub(r"(?<=[A-Za-z])-(?=[A-Z])", " ", name)
        if spaced != name and spaced not in superstars:
            entries.append((spaced, "SUPERSTAR", name))
        if name.startswith("Revolution The ") and len(name.split()) >= 4 and "Revolution " + name[15:] not in superstars:
            # "When you are Revolution Big Show" for the Superstar card Revolution The Big Show
            entries.append(("Revolution " + name[15:], "SUPERSTAR", name))
    for written, name in _SUPERSTAR_ALIASES.items():
        if name in superstars and written not in superstars:
            entries.append((written, "SUPERSTAR", name))
    # "Steve Austin" for Stone Cold Steve Austin, "Randy Savage" for Macho Man Randy Savage: a nickname of
    # two words before a given name and a surname (four capitalised words, no "and" / "of"), written without
    # the nickname, when no other Superstar ends so and the two words name nothing else
    tails: dict[str, set[str]] = {}
    for name in superstars:
        base = name[len("Revolution "):] if name.startswith("Revolution ") else name
        words = base.split()
        if len(words) == 4 and words[0] != "The" and all(re.fullmatch(r"[A-Z][a-z]+", w) for w in words):
            tails.setdefault(" ".join(words[-2:]), set()).add(base)
    for tail, bases in tails.items():
        if len(bases) == 1 and tail not in superstars and tail.lower() not in titles:
            (base,) = bases
            entries.append((tail, "SUPERSTAR", base if base in superstars else "Revolution " + base))
    for name, full in group_names().items():
        if name not in superstars and name.lower() not in titles:
            entries.append((name, "GROUP", name))
    plain = set(KINDS) | set(TRAITS) | {"the", "a", "an", "of", "and", "or", "to", "your", "my"}
    for title in sorted(set(titles.values())):
        words = title.split()
        if len(words) < 2 or not (title[:1].isupper() or title[:1].isdigit()) \
                or all(w.lower().strip("!?.,") in plain or w.isdigit() for w in words):
            continue
        if title in superstars:
            continue
        entries.append((title, "TITLE", title))
        spaced = re.sub(r"(?<=[A-Za-z])-(?=[A-Z])", " ", title)
        if spaced != title and spaced.lower() not in titles:
            entries.append((spaced, "TITLE", title))     # "High Flying Style" for the card High-Flying Style
        # "Borrring... Borrring... !!!" for the card Borrring ... Borrring ...!!!
        entries.extend((written, "TITLE", title) for written in _ellipsis_spellings(title) if len(written.split()) > 1)
        if "\u2026" in title:
            entries.append((title.replace("\u2026", "..."), "TITLE", title))     # "Tick Tock..." for Tick Tock…
        # Virtual texts name a card without its closing "!" / "...": "Your That's Value card" (That's Value!), "When
        # I Come From Money, I Come From Class is in your Ring" (... Class...), "for I Am The Law" (I Am The Law!)
        bare = title.rstrip("!.")
        if bare != title and len(bare.split()) >= 2 and bare.lower() not in titles and bare[-1:].isalnum():
            entries.append((bare, "TITLE", title))
    entries.extend((written, "TITLE", title) for written, title in _TITLE_MISPRINTS.items() if title.lower() in titles)
    # index by the first two words: "The" alone starts hundreds of titles
    # ("Baghdad, Iraq" is found under "Baghdad": the comma is not part of the word)
    # ("Mankind/Cactus Jack" under "Mankind" and "/Cactus": a name's first word ends at a "/", as `_CAPITAL` reads it)
    indexed: dict = {}
    for written, kind, name in entries:
        words = [w for w in re.split(r"\s+|(?<=\w)(?=/)", written) if w]
        key = (_case_key(words[0].rstrip(",;:")).lower(), _case_key(words[1]).lower() if len(words) > 1 else "")
        indexed.setdefault(key, []).append((written, kind, name))
    for names in indexed.values():
        names.sort(key=lambda item: len(item[0]), reverse=True)
    return indexed


# small words a card text may write with or without a capital inside a name ("Backed By Paul Heyman" for
# the card Backed by Paul Heyman, "We Face Each Other as God Intended" for ... As God Intended)
_CASELESS = frozenset({"the", "of", "a", "an", "to", "in", "on", "da", "and", "is", "for", "at", "de", "as",
                       "by", "or", "with", "from", "into", "my", "your", "it"})


_AFTER_HYPHEN = re.compile(r"(?<=[A-Za-z]-)[A-Za-z]+")
_LETTERS = re.compile(r"[A-Za-z]+")
_CENSORED = re.compile(r"(?i)\ba(?:%\$|\$%)")


@lru_cache(maxsize=65536)
def _case_key(text: str) -> str:
    """A name with its small words in lower case: how two spellings of one name are compared
    (cached: the same few thousand words come back in every sentence).  Accents do not count: the card Vive La
    Resistance! is written "Vive La Résistance!" in card text."""
    if not text.isascii():
        text = "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
    if "%" in text:     # "Zero Tolerance: Kiss My Magnificent A%$" for the card ... Magnificent Ass (same length)
        text = _CENSORED.sub(lambda m: m.group(0)[0] + "ss", text)
    text = _AFTER_HYPHEN.sub(lambda m: m.group(0).lower(), text)   # "X-Treme" / "X-treme"
    return _LETTERS.sub(lambda m: m.group(0).lower() if m.group(0).lower() in _CASELESS else m.group(0), text)


def _same_name(text: str, written: str) -> bool:
    """Is `text` the name `written`?  Small words may change case; a name of three or more words any word
    ("when I am the Tag Team Champions! is in your Ring" for I Am the Tag Team Champions!, "The Most Dangerous
    Champions of Smackdown" for ... of SmackDown!)."""
    a, b = _case_key(text), _case_key(written)
    return a == b or (len(written.split()) >= 3 and a.lower() == b.lower())


_CAPITAL = re.compile(r"(?<![\w'\x01])(?<!non-)[A-Z0-9$][\w'$.\-!?&%]*")     # "100% Stratusfaction Guaranteed"


@lru_cache(maxsize=1)
def _name_heads() -> frozenset[str]:
    """The first words of every known name (a fast "can a name start here?")."""
    return frozenset(first for first, _ in _name_table())


@lru_cache(maxsize=65536)
def _name_firsts(first: str) -> frozenset[str]:
    """The spellings of a capitalised word that a known name may start with, as lower-case `_case_key`s ("Triple",
    "Baghdad," -> "Baghdad", "Boogeyman's" -> "Boogeyman", "X-Pac" -> "X"); cached: the same few thousand
    words come back in every sentence."""
    return frozenset({_case_key(f).lower() for f in (first, first.rstrip(".,!?:;"),
                                                     first[:-2] if first.endswith("'s") else first, first.split("-")[0])})


@lru_cache(maxsize=65536)
def _name_seconds(second: str) -> frozenset[str]:
    """The spellings of the word after a name's first word that the name's second word may be, as
    `_case_key`s (cached as `_name_firsts`)."""
    seconds = {second}
    if second:
        bare = re.sub(r"[.,!?:;)]+$", "", second)
        seconds |= {bare, bare.split("-")[0], re.sub(r"'s$", "", bare), bare.rstrip("'"),
                    re.sub(r"[.,:;)]+$", "", second)}     # "Too Sweet!." keeps the title's "!"
        seconds = {_case_key(x).lower() for x in seconds}
    return frozenset(seconds)


def _mask_known(text: str, found: list[tuple]) -> str:
    """Mask known Superstar and Faction names and multi-word card titles written
    out without "titled" ("played after Irish Whip", "when your opponent is
    Triple H", "a Heenan Family member")."""
    table = _name_table()
    if not table:
        return text
    heads = _name_heads()
    out = []
    pos = 0
    for m in _CAPITAL.finditer(text):
        if m.start() < pos:
            continue
        first = m.group(0)
        firsts = _name_firsts(first)
        if not firsts & heads:
            continue                        # no known name starts with this word (most words)
        rest = text[m.end():m.end() + 40].lstrip(" ")
        second = rest.split(" ", 1)[0] if rest else ""
        if second in (",", ":") and rest[1:].strip():
            # "Baghdad, Iraq": the comma ends the first word; "Your Eve: Dirty Dancer" (the card Eve: Dirty Dancer,
            # not the Superstar Eve): the colon inside the title
            second = rest[1:].split()[0]
        candidates = []
        seconds = _name_seconds(second)
        for head in firsts:
            for sec in seconds:
                candidates += table.get((head, sec), ())
            candidates += table.get((head, ""), ())
        candidates = list(dict.fromkeys(candidates))
        candidates.sort(key=lambda item: len(item[0]), reverse=True)
        for written, kind, name in candidates:
            end = m.start() + len(written)
            if _same_name(text[m.start():end], written) and (end == len(text) or not text[end].isalnum()) \
                    and not re.match(r"-[A-Za-z]", text[end:end + 2]) or re.match(r"(?i)-specific", text[end:end + 9]) \
                    and _same_name(text[m.start():end], written):
                # a name runs on with a hyphen only as "X-specific" ("Lita-sault" is another card's title)
                if written.endswith(" Inc") and re.match(r"\.(?=,| [a-z])", text[end:end + 3]):
                    end += 1    # "Undertaker / Deadman Inc., this card ...": the abbreviation's stop
                out.append(text[pos:m.start()])
                out.append(f"\x01{len(found)}\x02")
                found.append((kind, name, text[m.start():end]))
                pos = end
                break
    out.append(text[pos:])
    return "".join(out)


# ------------------------------------------------------------------ sentences

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"']?\s+(?=[A-Z\"'\x01(#])|(?<=\))\s+(?=[A-Z\x01])"
                           r"|\s+[•·]\s+|\x03\s*")   # Enforcer cards: "... • Hand Size: +7 Superstar Value: +5 ..."
_ABBREV = re.compile(r"\b(vs|Mr|Mrs|St|Jr|Dr|Sr|No)\.$")
# Revolution texts run a keyword line into the next sentence without a stop:
# "Requirement: Fewer Cards in Hand Your opponent discards 5 cards."
_REQUIREMENTS = ("Fewer Cards in Hand", "Less Fortitude", "Lower Fortitude", "Greater Fortitude",
                 "Higher Fortitude", "Lower Superstar Value", "Higher Superstar Value",
                 "More Cards in Hand", "Overturned", "Tag Team", "Extremist",
                 "Not Your Opponent's First Card This Turn",
                 # "Requirement: At Least 10 Less Fortitude Discard 1 card.", "Requirement: Fewer Cards in Hand and First
                 # Card This Turn Draw up to 4 cards.", "Requirement: printed Extremist A card without ..."
                 r"At Least \d+ (?:Less|Lower|Greater|Higher) Fortitude",
                 r"(?:Fewer Cards in Hand|More Cards in Hand|Less Fortitude|Greater Fortitude|Extremist) and First Card"
                 r" This Turn",
                 "printed Extremist",
                 # Virtual: "Requirement: Allegiance: Raw This card is ..." (Allegiance = a Pre-match card type)
                 r"Allegiance: (?:ECW|WCW|nWo|NXT|Raw|Smackdown|SmackDown|WWE|WWF|None|McMahonism|Faction|Heat)")
_RUN_ON = re.compile(r"(Requirement: (?:" + "|".join(_REQUIREMENTS) + r"))\s+(?=[A-Z])")
_RUN_ON_REQ = re.compile(r"(Requirement: [^.:]*? in your Ring)\s+(?=[A-Z])")
# an Enforcer's or a remake's values run on: "Hand Size: +7 Superstar Value: +5 Superstar Ability: +..."
_RUN_ON_VALUES = re.compile(r"(\b(?:Hand Size|Superstar Value):\s*[+\-]?(?:\d+|#))\s+(?=(?:New\s+)?(?:Superstar\s+)?(?:Value|Ability|Hand Size)\b)")
_AFTER_BANG_TITLE = re.compile(r"(\x01(\d+)\x02)(\s+)(?=(?:As|When|If|Cannot|Can|During|Once|Draw|Discard|Reverse|Search|You|Your|Choose)\b)")
_AFTER_DOTS_TITLE = re.compile(r"(\x01(\d+)\x02)(\s+)(?=[A-Z])")
_RUN_ON_MOD = re.compile(r"(:\s*[+\-]\d+[DF])\s+(?=(?:If|When|Your|Draw|Discard)\b)")
# a header's change runs on into the next sentence: "Less Fortitude: -5F Put up to 1 maneuver ...", "Reversal: -10F and -5D
# Draw up to 2 cards ..." (a break with no stop printed)
_RUN_ON_MOD_PUT = re.compile(r"(:\s*[+\-]\d+[DF](?:\s+and\s+[+\-]\d+[DF])?)\s+(?=(?:Put|Draw)\b)")
# a Revolution Title Belt's Superstar Value runs on: "Superstar Value: +1 Discard 2 cards.", "Superstar Value +3 Your
# Colossals are ...", "Superstar Value: +2 If your logo is on this card: ..." (not "Superstar Value: +1 When played, instead
# draw 1 card: ...", a list of choices)
_RUN_ON_SSV = re.compile(r"(\bSuperstar Value:?\s*[+\-]\d+)\s+(?=(?:If|Your|Discard)\b)")
# a stop printed without the space after it: "... this card is -16F.As a reversal, ...", "... draw 1 card.When this
# card is in your Ring, ...", "... draw 1 card.Your Arsenal may contain ..." (Billy and Chuck), "... for The Best
# Thing Going Today.When ..." (a lower-case word, a ")" or a "+1D", a stop, a capital: titles are masked by then, so
# "A.J." and the like are not split); or a sentence printed
# without its capital: "... Multi card. when played, put this card ...", "... ends your opponent's turn. if played
# from your hand ..." (a break, the stop kept)
_RUN_ON_NO_SPACE = re.compile(r"(?:(?<=[a-z)])|(?<=\d[DF]))\.(?=[A-Z])")
_RUN_ON_LOWER = re.compile(r"(?<=[a-z])\.\s+(?=(?:when|if)\s)")


def split_sentences(text: str) -> list[str]:
    """The sentences of a card text, as printed (titles kept whole)."""
    text = _clean(text)
    if not text:
        return []
    masked, found = mask_names(text)
    masked = _RUN_ON.sub(r"\1. ", masked)
    masked = _RUN_ON_MOD.sub(r"\1. ", masked)
    masked = _RUN_ON_VALUES.sub("\\1\x03", masked)   # \x03: a break with no stop printed
    masked = _RUN_ON_MOD_PUT.sub("\\1\x03", masked)
    masked = _RUN_ON_SSV.sub("\\1\x03", masked)
    masked = _RUN_ON_REQ.sub(r"\1. ", masked)
    masked = _RUN_ON_NO_SPACE.sub(".\x03", masked)
    masked = _RUN_ON_LOWER.sub(".\x03", masked)
    # "Cannot be reversed by the card titled Just Bring It! As a reversal, ...": a title ending in "!" or "?"
    # ends the sentence when the next word opens one
    masked = _AFTER_BANG_TITLE.sub(lambda m: m.group(1) + ("\x03" if found[int(m.group(2))][-1][-1:] in "!?"
                                                            else m.group(3)), masked)
    # "... or by When You Thought You Had All the Answers... Your opponent discards 4 cards.": a title ending in
    # "..." ends the sentence when a capital follows
    masked = _AFTER_DOTS_TITLE.sub(lambda m: m.group(1) + ("\x03" if found[int(m.group(2))][-1].endswith("...")
                                                            and found[int(m.group(2))][0] == "TITLE"
                                                            else m.group(3)), masked)
    pieces = []
    start = 0
    for m in _SENTENCE_END.finditer(masked):
        head = masked[start:m.start()]
        if _ABBREV.search(head):
            continue
        pieces.append(head)
        start = m.end()
    pieces.append(masked[start:])

    def unmask(s: str) -> str:
        return re.sub(r"\x01(\d+)\x02", lambda m: _restore(found[int(m.group(1))]), s)

    return [unmask(p).strip() for p in pieces if p.strip()]


def _restore(item: tuple) -> str:
    """The name as the card writes it ("Two Man Power Trip", "Deadman Inc.")."""
    return item[2] if len(item) > 2 else item[1]


def _clean(text: str) -> str:
    text = (text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
            .replace("\u201d", '"').replace("\u2013", "-").replace("\u2212", "-")
            .replace("\u2014", " - ").replace("\u00a0", " "))
    # "with the word(s) 'back,''power,'or 'slam'in the title": the printed "word(s)" is "words", and two quoted
    # words printed with no space between them are two quoted words
    text = re.sub(r"\bword\(s\)", "words", text)
    text = re.sub(r"([,.])''(?=[A-Za-z])", r"\1' '", text)
    return re.sub(r"\s+", " ", text).strip()


# Words read as others, for the tokens only (the sentence keeps its printed words): (printed, meant), in order
_SHORTHAND = (
    # Virtual misprints and shorthand: "When your have lower Superstar Value" (you have); "shuffle this and 2- Ringside
    # cards into your Arsenal", "Recover this and 3- Ringside cards" (this card and the counted cards)
    (re.compile(r"\b([Ww]hen|[Ii]f) your have\b"), r"\1 you have"),
    # printed misspellings whose meant word is certain: "maneuver" ("The menuever does", "are Maneuever
    # cards", "other non-Hybrid manevuers"), "opponent" ("your oponent's non-damage effects"), "Ability" ("listed in your
    # Abillity"), "unsuccessfully" ("When you unsuccessfuly play an antic"), "Extreme" ("an Extrene: Follow-up"),
    # "except" ("any Title Belt expect the Tag Team Title Belts"), "in the title" ("'spinebuster' in th title"),
    # "Ring area" ("When this card is in your Ring ares"), "this card" ("When this ard is"), "with the word" ("1 card
    # with he word 'hell'"), a lower-case F ("this card is -10f"), "Superstar-specific" ("Unique or Super-star specific
    # card")
    (re.compile(r"\b([Mm])(?:enuever|aneuever|anevuer)(s?)\b"), r"\1aneuver\2"),
    (re.compile(r"\b([Oo])ponent('s)?\b"), r"\1pponent\2"),
    # "any non-Trademark Finisher-card" (a hyphen for the space: "Finisher card")
    (re.compile(r"\bFinisher-card\b"), "Finisher card"),
    # titles misprinted in a list of titles: "I;ve Got Two Words for Ya!" (I've Got Two Words for Ya...), "J.R.Style
    # Slobberknocker" (J.R. Style Slobber-knocker)
    (re.compile(r"\bI;ve Got Two Words for Ya!"), "I've Got Two Words for Ya..."),
    (re.compile(r"\bJ\.R\.Style Slobberknocker\b"), "J.R. Style Slobber-knocker"),
    (re.compile(r"\bAbillity\b"), "Ability"),
    (re.compile(r"\bunsuccessfuly\b"), "unsuccessfully"),
    (re.compile(r"\bExtrene\b"), "Extreme"),
    (re.compile(r"\b(Title Belts?) expect the\b"), r"\1 except the"),
    (re.compile(r"\bin th title\b"), "in the title"),
    (re.compile(r"\bRing ares\b"), "Ring area"),
    (re.compile(r"\b([Tt]his) ard\b"), r"\1 card"),
    (re.compile(r"\bwith he word\b"), "with the word"),
    (re.compile(r"(?<=[+\-])(\d+)f\b"), r"\1F"),
    (re.compile(r"\bSuper-star specific\b"), "Superstar-specific"),
    # a stop printed for the comma after the half's header: "As a reversal. reverse any non-unique maneuver"
    (re.compile(r"\b(As an? (?:reversal|maneuver|action))\. (?=reverse\b)"), r"\1, "),
    # "The menuever does it's normal damage" (the possessive "its")
    (re.compile(r"\bdoes it's normal damage\b"), "does its normal damage"),
    (re.compile(r"\b(reverse) and (?=Active, Unique or Superstar-specific card\b)"), r"\1 any "),
    # a space dropped between two words, the second capitalised: "removed from game forSister Abigail",
    # "a 5D+ maneuver orThrow into the Corner Turnbuckle", "1 Superstar-specific card andElectrifying", "from
    # underWe're a 3 Man Band!", "his reversals to your Strikesare +1D"
    (re.compile(r"\b(for|or|and|under)(?=[A-Z][a-z])"), r"\1 "),
    (re.compile(r"\bStrikesare\b"), "Strikes are"),
    # "with 'look at your opponent's hand'or 'look at his hand'in the text" (Super Masks and Super Capes:
    # the closing quote after "opponent's" run into "or"); "is Roll Out the Ring" (Throw Opponent Out of the Ring: the
    # card Roll Out of the Ring; no card is titled "Roll Out the Ring")
    (re.compile(r"'look at your opponent's hand'or 'look at his hand'in\b"),
     "'look at your opponent's hand' or 'look at his hand' in"),
    (re.compile(r"\bRoll Out the Ring\b"), "Roll Out of the Ring"),
    # "where # is equal to the half the number of your cards removed from the game" (a stray "the" before "half")
    (re.compile(r"\bequal to the half the number\b"), "equal to half the number"),
    # card titles misprinted: "the card titled I Aims ta be Startin' Sump'tin is in your Ring area" (the card I Aims ta
    # be Startin' Sump'tin', its closing apostrophe left out), "count as Roll Out of the Ring and Big Slide in the Ring"
    # (the card Big Slide Into the Ring)
    (re.compile(r"\bI Aims ta be Startin' Sump'tin(?!')"), "I Aims ta be Startin' Sump'tin'"),
    (re.compile(r"\bBig Slide in the Ring\b"), "Big Slide Into the Ring"),
    # "a Superstar on your NXT Women's Championship Belt" (the card NXT Women's Championship Title Belt)
    (re.compile(r"\bNXT Women's Championship Belt\b"), "NXT Women's Championship Title Belt"),
    # "All players Ref Takes a Bump are blank." (All players': the apostrophe of the possessive left out)
    (re.compile(r"\b([Aa]ll players) (?=Ref Takes a Bump\b)"), r"\1' "),
    # "The card titled Hell in the Cell Match is blanked ..." (the card is Hell in a Cell Match); "During your
    # turn. you may hide this card ..." (a comma printed as a full stop: the next word is not capitalised)
    (re.compile(r"\bHell in the Cell Match\b"), "Hell in a Cell Match"),
    # "The Coach Says, 'Today's the Day'" (the card The Coach Says, 'Today's the Day!', its "!" left out); "the card
    # titled The Show Must Go On in your Ring area" ("is" dropped); "when you Fortitude Rating is 3-" (your); "and the
    # you put this card into your Ringside" (then); "your non-Multi Strikes without reversed in the text" (the word
    # printed without its quotes, as "without 'reversed' in the text")
    (re.compile(r"\bThe Coach Says, 'Today's the Day'"), "The Coach Says, 'Today's the Day!'"),
    (re.compile(r"\b(titled The Show Must Go On) (?=in your Ring\b)"), r"\1 is "),
    (re.compile(r"\b([Ww]hen) you (?=Fortitude Rating\b)"), r"\1 your "),
    (re.compile(r"\band the you (?=put\b)"), "and then you "),
    (re.compile(r"\bwithout (reversed|reverse) in the text\b"), r"without '\1' in the text"),
    # "ignore 'completely' in the text of your opponent's reversal cards and effects": one word "and-effects", so the
    # "and" is not read as the one joining the next clause ("... in the text of your reversals and they are -5F")
    (re.compile(r"(\bin the text of (?:your opponent's |his )?(?:reversal cards|reversals)) and effects\b"),
     r"\1 and-effects"),
    # "Cannot be reversed by Elbow to the Face, Revolution of the Mind, or Sidewalk Slam" (the card A Revolution of the
    # Mind, its "A" left out)
    (re.compile(r"(?<!\bA )(?<!\ba )\bRevolution of the Mind\b"), "A Revolution of the Mind"),
    (re.compile(r"^During your turn\. (?=you\b)"), "During your turn, "),
    # "When your turn ends and this card is your Ringside" ("in" dropped)
    (re.compile(r"\b(this card is) your Ringside\b"), r"\1 in your Ringside"),
    # the convention places misspelt: "in Indianopolis, IN at GenCon", "in Colombus, Ohio at Origins",
    # "in Columbia, OH at Origins" (Origins is held in Columbus, OH)
    (re.compile(r"\bIndianopolis, IN\b"), "Indianapolis, IN"),
    (re.compile(r"\b(?:Colombus, Ohio|Columbia, OH)(?= at Origins\b)"), "Columbus, OH"),
    # a promotional card's convention event: "When played in Indianapolis, IN at GenCon", "When played at Columbus, OH at
    # Origins", "unless played in Indianapolis, IN at Gen Con": one word "at-event" and the event's place, quoted (the
    # quoted "you are considered to be 'in Indianapolis, IN at Gen Con'" is left as it is)
    (re.compile(r"(?<!')\b(?:in|at) (Indianapolis, IN at Gen ?Con|Columbus, OH at Origins)\b"),
     lambda m: 'at-event "' + m.group(1).replace("GenCon", "Gen Con") + '"'),
    (re.compile(r"\b((?:[Ss]huffle|[Rr]ecover|[Bb]ury|[Ss]tack)s?) this and (?=\d)"), r"\1 this card and "),
    # "your next card played that turn", "when it is not the first card played that turn": the turn the clause is in,
    # the current one (as "played this turn")
    (re.compile(r"\bplayed that turn\b"), "played this turn"),
    # misprints read as meant: "Draw uo to 1 card" (up to), "Put any number cards titled ..." (any number of cards),
    # "put it your hand" (put it in your hand), "cards wuth the word 'hell'" (with), "The maximun number" (maximum)
    (re.compile(r"\b([Dd]raws?) uo to\b"), r"\1 up to"),
    (re.compile(r"\bany number cards\b"), "any number of cards"),
    (re.compile(r"\bput it your hand\b"), "put it in your hand"),
    (re.compile(r"\bwuth\b"), "with"),
    # a word printed twice: "he cannot respond to it it." (The Straps Are Down), "(when you have have fewer cards in
    # hand, 2 cards)", "2 cards with 'lady' in in the title"
    (re.compile(r"\bto it it\b"), "to it"),
    # a title printed without its stops: "when the next card played this turn is We Are EVIL!" (We Are... EVIL!)
    (re.compile(r"\bWe Are EVIL!"), "We Are... EVIL!"),
    (re.compile(r"\byou have have\b"), "you have"),
    (re.compile(r"(?<=') in in the title\b"), " in the title"),
    # a word dropped: "reveal it to him, put into your hand, and shuffle your Arsenal" (put it into your hand)
    (re.compile(r"\b(reveal it(?: to (?:him|your opponent))?, put) into your hand\b"), r"\1 it into your hand"),
    # the Superstar's name misspelt: "When played by Titus O'Neal" (Titus O'Neil)
    (re.compile(r"\bTitus O'Neal\b"), "Titus O'Neil"),
    # the card titles misspelt: "when Coup de GrGce is in your Ring" (Coup de Grace, its "a" printed as a "G"), "When not
    # played with Flurry of Finshers" (Flurry of Finishers)
    (re.compile(r"\bCoup de GrGce\b"), "Coup de Grace"),
    (re.compile(r"\bFlurry of Finshers\b"), "Flurry of Finishers"),
    # "any non-Trademark Finisher-maneuver" (a Trademark Finisher maneuver)
    (re.compile(r"\b(Finisher)-(maneuvers?)\b"), r"\1 \2"),
    (re.compile(r"\b([Mm])aximun\b"), r"\1aximum"),
    # "Your opponent RFGs 2 random cards in his hand": the Virtual verb "RFG" (one form for every person) printed with
    # the third-person "s"
    (re.compile(r"\bRFGs\b"), "RFG"),
    # "end your opponents turn", "look at your opponents hand" (opponent's); "As a reversal, reversal any Grapple
    # maneuver" (reverse any); "Suicide Palancha" (the card Suicide Plancha)
    (re.compile(r"\byour opponents (turn|hand)\b"), r"your opponent's \1"),
    # misprints read as meant: "When you are Kane, this is card is -20F" (this card is), "This card is also counts
    # as Roundhouse Kick" (also counts as), "does not cound as" (count), "your opponents non-F: 0 cards" (opponent's),
    # "with the word 'that's'in the title" (the closing quote after "that's" run into "in")
    (re.compile(r"\b([Tt]his) is card is\b"), r"\1 card is"),
    (re.compile(r"\b([Tt]his card) is also counts as\b"), r"\1 also counts as"),
    (re.compile(r"\bdoes not cound as\b"), "does not count as"),
    (re.compile(r"\byour opponents (?=non-)"), "your opponent's "),
    # "If the card titled Whatcha Gonna Do, Brotha? is in your Ringside pile" (the card is titled "... Brother?")
    (re.compile(r"\bWhatcha Gonna Do, Brotha\?"), "Whatcha Gonna Do, Brother?"),
    # "if your opponents' Fortitude Rating is at least 10F greater than your Fortitude Rating" (opponent's: one opponent)
    (re.compile(r"\byour opponents' (?=Fortitude Rating)"), "your opponent's "),
    (re.compile(r"'(\w+'s)'in\b"), r"'\1' in"),
    (re.compile(r"^(As a reversal, )reversal any\b"), r"\1reverse any"),
    (re.compile(r"\bSuicide Palancha\b"), "Suicide Plancha"),
    # "after your opponent's successfully plays a maneuver" (your opponent)
    (re.compile(r"\byour opponent's (successfully plays)\b"), r"your opponent \1"),
    # "can not be played" (cannot), "shuffle up 1 to card" (up to 1 card), "you opponent overturns" (your opponent),
    # "your opponent discards random 1 card" (1 random card), "His discards 3 random cards." (He discards), "Your
    # Abilty" (Ability)
    (re.compile(r"\b([Cc]an) not\b"), r"\1not"),
    (re.compile(r"\bup (\d+) to card\b"), r"up to \1 card"),
    (re.compile(r"\byou opponent\b"), "your opponent"),
    (re.compile(r"\bdiscards random (\d+) card\b"), r"discards \1 random card"),
    (re.compile(r"^His discards\b"), "He discards"),
    (re.compile(r"\b([Aa])bilty\b"), r"\1bility"),
    # "Shuffle up to 6 cards from your Ringside in your Arsenal" (into your Arsenal); "your opponent discards the
    # chosen card(s)" (the chosen cards: one or more), "your opponent(s) must put the top 8 cards of his Arsenal" (your
    # opponent: "his Arsenal")
    (re.compile(r"\bfrom your Ringside in your Arsenal\b"), "from your Ringside into your Arsenal"),
    (re.compile(r"\bthe chosen card\(s\)"), "the chosen cards"),
    (re.compile(r"\byour opponent\(s\)"), "your opponent"),
    # "If played from your hand and if you are an "inactive" player of your team; reverses any maneuver." (a
    # semicolon printed where the comma after the leading condition stands)
    (re.compile(r"\b(player of your team); (?=reverses? any\b)"), r"\1, "),
    # card titles misspelt in a packing rule: "Skirt vs Skirt Match" (Skirt vs. Skirt Match), "Man of 1,000
    # Holds" (Man of 1000 Holds), "'Cowboy' Bob Orton Interferes" (Cowboy Bob Orton Interferes), "Liason with Lita"
    # (Liaison with Lita), "when packing Era of the Superstar" (The Era of the Superstar); "and wen you" (when)
    (re.compile(r"\bSkirt vs Skirt Match\b"), "Skirt vs. Skirt Match"),
    (re.compile(r"\bMan of 1,000 Holds\b"), "Man of 1000 Holds"),
    (re.compile(r"'Cowboy' (Bob Orton Interferes)\b"), r"Cowboy \1"),
    (re.compile(r"\bLiason with Lita\b"), "Liaison with Lita"),
    (re.compile(r"\b(packing) Era of the Superstar\b"), r"\1 The Era of the Superstar"),
    (re.compile(r"\band wen you\b"), "and when you"),
    # "up to 4 Santion Marella antics" (Santino Marella), "each Triple-H specific card" (Triple H-specific),
    # "you may hide this card to blank on of his revealed ... cards" (one of)
    (re.compile(r"\bSantion Marella\b"), "Santino Marella"),
    (re.compile(r"\bTriple-H specific\b"), "Triple H-specific"),
    (re.compile(r"\bto blank on of\b"), "to blank one of"),
    # "during your turn your may remove this card" (you may), "remove up 4 cards in your opponent's Ringside" (up to 4),
    # "'... Fortitude Rating'on your card titled" (the closing quote run into "on"), "WWWF Heavyweight Championship" (the
    # card WWWF Heavyweight Championship Belt), "your Beer, Cards and More Beer" (the card Beer, Cards, and More Beer)
    (re.compile(r"\byour may\b"), "you may"),
    (re.compile(r"\b(remove) up (\d+) cards\b"), r"\1 up to \2 cards"),
    (re.compile(r"(\w)'on\b"), r"\1' on"),
    (re.compile(r"\bWWWF Heavyweight Championship\b(?! Belt)"), "WWWF Heavyweight Championship Belt"),
    (re.compile(r"\bBeer, Cards and More Beer\b"), "Beer, Cards, and More Beer"),
    # "When you would overturn cards for Its Showtime!" (the card It's Showtime!, its apostrophe left out)
    (re.compile(r"\bIts Showtime!"), "It's Showtime!"),
    # "When this card in your Ringside and your opponent moves a card ..." ("is" dropped)
    (re.compile(r"^(When this card) in your\b"), r"\1 is in your"),
    # "ignore completely on your opponent's reversals", "-10F and ignore completely in the text of ..." (the word
    # ignored printed without its quotes: 'completely')
    (re.compile(r"\b([Ii]gnores?) completely (?=(?:on|in)\b)"), r"\1 'completely' "),
    # "you may put this into your hand" (this card: the Virtual shorthand, as "shuffle this and 2- Ringside cards")
    (re.compile(r"\b([Pp]ut) this (?=into\b)"), r"\1 this card "),
    # "during your opponent's turn when plays a non-maneuver card" ("he" dropped)
    (re.compile(r"\b(opponent's turn when) (?=plays\b)"), r"\1 he "),
    # "and if it is successful you may Promo: 2" (the comma after the leading condition not printed)
    (re.compile(r"\b(if it is successful) (?=you may\b)"), r"\1, "),
)


# A Revolution card type and its class, printed with a colon: "your next Action: Movie card", "an Action: Movie card"
# (as "Action Movie card": the card is of both kinds).  Two classes of one type, "your next Throw: Core or Throw: Mean",
# as "Throw Core or Mean" (a Throw, Core or Mean).  Not in a list of pairs of different types ("Assault: Core, Hold:
# Core, or Throw: Core"), where one pair's words would join the next pair's
_KIND_CLASSES = re.compile(r"\b(Action|Throw|Assault|Hold|Strike|Grapple|Submission): (Core|Mean|Colossal|Movie) or \1: "
                           r"(Core|Mean|Colossal|Movie)\b(?! or\b| and\b|,)")
_KIND_CLASS = re.compile(r"(?<![:,] )(?<!\bor )\b(Action|Throw|Assault|Hold|Strike|Grapple|Submission): "
                         r"(Core|Mean|Colossal|Movie)\b(?! or\b| and\b|,)")


def _kind_class(text: str) -> str:
    return _KIND_CLASS.sub(r"\1 \2", _KIND_CLASSES.sub(r"\1 \2 or \3", text))


def _needle(pattern: re.Pattern) -> str:
    """The longest run of letters every match of `pattern` must hold, lower-cased ("" when none is certain):
    `\\b([Ww]hen|[Ii]f) your have\\b` must hold " your have".  Read from the pattern's parse: literals and
    one-letter case classes ("[Ss]") in a row, zero-width tests (\\b, lookarounds) skipped, any other part (a
    choice, a repeat, a class) ends the run."""
    try:
        from re import _parser  # the regular-expression parser of the standard library (3.11+)
    except ImportError:  # pragma: no cover - an older or other Python: no shortcut, every pattern runs
        return ""
    runs, run = [], []

    def walk(items) -> None:
        nonlocal run
        for op, arg in items:
            name = str(op)
            if name == "LITERAL":
                run.append(chr(arg).lower())
            elif name == "IN" and len({chr(v).lower() for o, v in arg if str(o) == "LITERAL"}) == 1 \
                    and all(str(o) == "LITERAL" for o, _ in arg):
                run.append(chr(arg[0][1]).lower())
            elif name in ("AT", "ASSERT", "ASSERT_NOT"):
                continue
            elif name == "SUBPATTERN" and not any(str(o) == "BRANCH" for o, _ in arg[-1]):
                walk(arg[-1])
            else:
                runs.append("".join(run))
                run = []

    walk(_parser.parse(pattern.pattern, pattern.flags))
    runs.append("".join(run))
    return max(runs, key=len)


# Each misprint's needle: a sentence without it cannot match, and the pattern is not run (most sentences hold none)
_SHORTHAND_NEEDLES = tuple((printed, meant, _needle(printed)) for printed, meant in _SHORTHAND)


def _shorthand(text: str) -> str:
    """Words read as others, for the tokens only (the sentence keeps its printed words): `_SHORTHAND`, in order.
    A pattern whose needle (`_needle`) is not in the sentence is skipped: it could match nothing."""
    lowered = text.lower()
    for printed, meant, needle in _SHORTHAND_NEEDLES:
        if needle in lowered:
            changed = printed.sub(meant, text)
            if changed != text:
                text, lowered = changed, changed.lower()
    return text


# ------------------------------------------------------------------ tokens

_TOKEN = re.compile(
    r"""
    (?P<PHSPEC>\x01\d+\x02-[Ss]pecific)
  | (?P<PH>\x01\d+\x02)
  | (?P<POSS>(?<=\x02)'s\b)
  | (?P<PLUS>(?<=Ability:\ )\+(?!\s?\d))
  | (?P<KPLUS>(?<=[A-Za-z])\s?\+\s?(?=[A-Z][a-z]))
  | (?P<NPLUS>\d+[+\-](?![\dDF]))
  | (?P<VMOD>[+\-]\s?\#(?:\s?(?:SV|D|F)\b)?)
  | (?P<VARLESS>\#-(?![\w\-]))
  | (?P<VAR>\#)
  | (?P<SPAN>(?:printed\s+)?\d+\s?D\s?[∙·•\-]\s?\d+\s?D\b)
  | (?P<NONSTAT>\bnon-[DFdf]\s?:\s?\d+)
  | (?P<MOD>[+\-x×]\s?\d+(?:\s?(?:SV|D|F)\b)?)
  | (?P<STAT>(?:[DF]\s?:\s?\d+(?:\+|-(?![\w\-]))?|\d+\s?(?:SV|D|F)\b(?!\s?:\s?\d)(?:\+|-(?![\w\-]))?))
  | (?P<QUOTED>(?<![A-Za-z])'(?:[^']|(?<=[A-Za-z])'(?=s\b))+?'(?![A-Za-z])|"[^"]+"|(?<![A-Za-z])'[^' ][^']*?'(?=[A-Za-z]))
  | (?P<NUMBER>\d+)
  | (?P<NONQ>\bnon-(?='[^' ]))
  | (?P<ANDOR>and/or)
  | (?P<WORD>[A-Za-z½$&]+(?:[-'][A-Za-z0-9½$&]+)*(?:'s)?'?)
  | (?P<PUNCT>[,:;.!?()/\[\]=])
  | (?P<SKIP>[\s\x03]+)
  | (?P<OTHER>.)
    """,
    re.X,
)


class LexError(ValueError):
    pass


def _strip_stray_quote(text: str) -> str:
    """ "... on your Superstar-specific cards.'": the last sentence of a quoted ability closes a
    quote opened sentences before; alone in its sentence the mark quotes nothing."""
    m = re.search(r"([.!?])'$", text)
    if m and len(re.findall(r"(?<![A-Za-z])'|'(?![A-Za-z])", text)) % 2 == 1:
        return text[:-1]
    # "As an action, 'tag out.": the Tag Team verb quoted, the quote closed after the sentence's end (the card's
    # "'tag out.'", split off from its closing mark): closed before the end mark.  (Only that verb: "choose 'odd' or
    # 'even." would then read as cards with the words in their titles.)
    m = re.search(r"(?<![A-Za-z])'tag (?:in|out)[.!?]$", text)
    if m and len(re.findall(r"(?<![A-Za-z])'|'(?![A-Za-z])", text)) % 2 == 1:
        return text[:-1] + "'" + text[-1]
    # "'Once during your turn, you may discard a Strike ...": a quote opening the text, never closed
    if re.match(r"'[A-Z]", text) and len(re.findall(r"(?<![A-Za-z])'|'(?![A-Za-z])", text)) % 2 == 1:
        return text[1:]
    return text


def tokenize(sentence: str) -> list[Tok]:
    """Tokens of one sentence; raises LexError on a character nothing reads."""
    text, found = mask_names(_strip_stray_quote(_kind_class(_shorthand(_clean(sentence)))))
    tokens: list[Tok] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        raw = m.group(0)
        if kind == "SKIP":
            continue
        if kind == "KPLUS":
            # "this card is a High Risk + High Risk instead": the parts of a Multi maneuver's type (as its type line
            # "Strike + Strike"), one word "kind-plus" between them
            tokens.append(Tok("WORD", "kind-plus", raw))
            continue
        if kind == "PLUS":
            # an Enforcer's "Superstar Ability: +TEXT": TEXT is added to the Superstar's Ability
            tokens.append(Tok("PUNCT", "+", raw))
            continue
        if kind == "POSS":
            # "The Boogeyman's Ability": the possessive of a name (the name stays one token)
            tokens.append(Tok("WORD", "'s", raw))
            continue
        if kind == "VARLESS":
            # "Bury #- Ringside cards": up to # (as "4-" is "4 or less", a count of at most 4)
            tokens.extend([Tok("WORD", "up", "#-"), Tok("WORD", "to", ""), Tok("VAR", "#", "#")])
            continue
        if kind == "VAR":
            # a variable value: the grammar binds it to its "where # is ..." (continuous.lark); never a number
            tokens.append(Tok("VAR", "#", raw))
            continue
        if kind == "VMOD":
            # "-#F", "+#D", "+#": a change by a variable value (sign, stat or None)
            stat = re.search(r"(SV|D|F)$", raw)
            tokens.append(Tok("VMOD", (-1 if raw[0] == "-" else 1, stat.group(1) if stat else None), raw))
            continue
        if kind == "PHSPEC":
            _, name = found[int(raw[1:raw.index("\x02")])][:2]
            tokens.append(Tok("SPEC", name, raw))
            continue
        if kind == "NPLUS":
            tokens.append(Tok("NUMBER", int(raw[:-1]), raw[:-1]))
            tokens.append(Tok("WORD", "or", "or"))
            tokens.append(Tok("WORD", "more" if raw[-1] == "+" else "less", raw[-1]))
            continue
        if kind == "PH":
            ttype, value = found[int(raw[1:-1])][:2]
            if ttype == "QTEXT":
                tokens.append(Tok("QTEXT", value[1:-1].strip(), value))
            else:
                tokens.append(Tok(ttype, value, value))
        elif kind == "NONSTAT":
            tokens.append(Tok("WORD", "non", "non"))
            tokens.append(Tok("STAT", (raw[4].upper(), int(re.search(r"\d+", raw).group(0)), False), raw[4:]))
        elif kind == "SPAN":
            lo, hi = re.findall(r"\d+", raw)
            tokens.append(Tok("SPAN", (int(lo), int(hi), raw.startswith("printed")), raw))
        elif kind == "MOD":
            sign = -1 if raw[0] == "-" else 1
            amount = int(re.search(r"\d+", raw).group(0))
            stat = re.search(r"(SV|D|F)$", raw)
            tokens.append(Tok("MOD", (raw[0] in "x×", sign * amount, stat.group(1) if stat else None), raw))
        elif kind == "STAT":
            amount = int(re.search(r"\d+", raw).group(0))
            stat = re.search(r"SV|D|F", raw).group(0)
            tokens.append(Tok("STAT", (stat, amount, raw.endswith("+")), raw.rstrip("-")))
            if raw.endswith("-"):
                # "7D-", "F:4-": 7D or less (the printed short form, as "4-" is "4 or less")
                tokens.append(Tok("WORD", "or", "or"))
                tokens.append(Tok("WORD", "less", "-"))
        elif kind == "QUOTED":
            # a name masked inside quotes ("'Revolution Batista Is In My Corner!'") is put back
            quoted = re.sub(r"\x01(\d+)\x02", lambda q: _restore(found[int(q.group(1))]), raw)
            tokens.append(Tok("QUOTED", quoted.strip("'\"").strip().rstrip(","), quoted))
            if raw.endswith(",'") and m.end() < len(text) and text[m.end():m.end() + 1] == " " \
                    and not re.match(r" *(or|and|')", text[m.end():]):
                # "with Target 'neck,' reveal it": the comma closes the clause
                tokens.append(Tok("PUNCT", ",", ","))
        elif kind == "NUMBER":
            tokens.append(Tok("NUMBER", int(raw), raw))
        elif kind == "NONQ":
            # "non-'Divine' RFG cards": "non" before a quoted word (chunk reads "non" QUOTED as a title word left out)
            tokens.append(Tok("WORD", "non", raw))
        elif kind == "WORD":
            word = raw.lower().rstrip("'") if not raw.lower().endswith("s'") else raw.lower()
            if raw == "BASH":
                # FAQ Glossary '"XX" Cards': "BASH" cards are cards with "BASH" in the title (the
                # one case-sensitive "XX": "Bash" in a title does not count)
                tokens.append(Tok("QUOTED", "BASH", raw))
            elif word in _NUMBER_WORDS:
                tokens.append(Tok("NUMBER", _NUMBER_WORDS[word], raw))
            elif word.startswith("non-") and len(word) > 4:
                tokens.append(Tok("WORD", "non", raw))
                rest = word[4:]
                if re.fullmatch(r"[df]:?\d+", rest):
                    tokens.append(Tok("STAT", (rest[0].upper(), int(re.search(r"\d+", rest).group(0)), False), rest))
                else:
                    tokens.append(Tok("WORD", rest, rest))
            else:
                tokens.append(Tok("WORD", word, raw))
        elif kind == "ANDOR":
            tokens.append(Tok("WORD", "and/or", raw))
        elif kind == "PUNCT":
            if raw == ":" and tokens and tokens[-1].type == "WORD" and tokens[-1].value == "titled" \
                    and re.match(r"\s*\x01", text[m.end():]):
                continue    # "the cards titled: No Chance in Hell, ...": the colon only opens the list of titles
            if raw == "!" and tokens and tokens[-1].type == "TITLE" and m.start() > 0 and text[m.start() - 1] != " " \
                    and re.match(r" +(is|are|was|were)\b", text[m.end():]):
                # "Cannot be played when I'm Gonna Break You! is in your Ring", "if the card titled Really Going For
                # the Cheap Pop! is in your Ring area": the "!" the text prints after a title its card data spells
                # without it (not a clause end: the sentence reads on)
                name = tokens[-1].value
                if name.lower() not in known_names()[0]:
                    name += raw     # a title the card data does not know: as printed, with its "!"
                tokens[-1] = Tok("TITLE", name, tokens[-1].text + raw)
                continue
            if raw == "!" and tokens and tokens[-1].type == "WORD" and tokens[-1].value == "smackdown" \
                    and re.match(r" +[A-Za-z]|,", text[m.end():]):
                # "a SmackDown! card", "the SmackDown! logo": the logo's name ends in "!" (one word, not a clause end)
                tokens[-1] = Tok("WORD", "smackdown", tokens[-1].text + raw)
                continue
            tokens.append(Tok("PUNCT", raw, raw))
        elif raw in "*≥•":     # "• Hand Size: +6": a bullet before a keyword line
            continue
        else:
            raise LexError(f"cannot read {raw!r}")
    tokens = _fold_or_have(_fold_or_post(_fold_pack_lists(_mark_lists(_fold_or_a(_fold_named(_fold_count_lists(_fold_under(_fold_quoted(_fold_ranges(_fold_mods(chunk(_fold_text_and_damage(
        _fold_even_if(_fold_or_as_counter(_fold_nor(_fold_play_when_list(_fold_but_you(_fold_the_names(_fold_they_cards(_fold_their_after_all_players(_fold_one_word_titles(_fold_type_line_kind(tokens)))))))))))))))))))))))
    tokens = _fold_names_then_identities(tokens)     # conditions.lark: "you are X, Y, a Chairman, or a GM"
    tokens = _fold_and_requirement(tokens)     # continuous.lark: "ignore the Follow-Up and Requirement on ..."
    tokens = _fold_so_forth(tokens)        # continuous.lark: "the first ... is +1D, the second +2D, ..., and so forth"
    tokens = _fold_requirement_list(tokens)   # clauses.lark: "Requirement: A, B, and C" (each one)
    tokens = _fold_or_reverse(tokens)      # sentences.lark: "reverse any X if ... or reverse any Y"
    tokens = _fold_and_unsuccessful(tokens)   # triggers.lark: "..., and it is unsuccessful" (one word)
    tokens = _fold_state_lists(tokens)        # triggers.lark: "When A, B, and C, ..." (A and B, and C)
    tokens = _fold_by_discarding(tokens)   # sentences.lark: "reverse any X ... by discarding a card" (its price)
    tokens = _fold_search_and_end(tokens)  # sentences.lark: "reverse any card that allows ... to search X and end ..."
    tokens = _fold_has_and_is(tokens)      # effects: "your next maneuver has Momentum and is +10D" (one change)
    tokens = _fold_and_this_first(tokens)  # conditions: "if you reversed X to end his turn, and this is the first card ..."
    tokens = _fold_search_places(tokens)   # actions.lark: "search your Arsenal, Ringside, and cards removed from the game"
    tokens = _fold_zone_lists(tokens)      # lexicon.lark: "from hand, Backlash, or Ringside"
    tokens = _fold_instead_of_doing(tokens)   # actions.lark: "draw 2 cards instead of searching"
    tokens = _fold_put_in_place(tokens)       # actions.lark: "put 1 card in your hand" (where it goes)
    tokens = _fold_on_top_of_this(tokens)     # actions.lark: "put all cards on top of this card into your hand"
    tokens = _fold_the_other(tokens)          # actions.lark: "put the other into your hand" (the card left)
    tokens = _fold_discard_to_pile(tokens)    # effects.lark: "discard 2 cards to your Ringside pile" (where they go)
    tokens = _fold_zone_before_quoted(_removed_from_game(tokens))   # virtual.lark: "your Ring 'Cheap Pop' cards"
    tokens = _fold_missing_of(tokens)         # lexicon: "on the bottom your Arsenal" (a printed slip for "of")
    tokens = _fold_in_this_manner(tokens)     # lexicon: "cards overturned in this manner" (as "overturned this way")
    tokens = _fold_overturned_for(tokens)     # virtual.lark: "cards overturned for damage" (one word "overturned-for")
    tokens = _fold_and_also_kinds(tokens)     # desc: "this card is Multi and also a Trademark Finisher"
    tokens = _fold_bare_reversal_line(tokens)     # reversals: "this card is (also) Reversal: Momentum" (as quoted)
    tokens = _fold_or_backlash_if_applicable(tokens)   # lexicon: "into his hand (or Backlash, if applicable)"
    tokens = _fold_paren_irreversible(tokens)  # clauses.lark: "overturn 2 cards (this cannot be reversed)"
    tokens = _fold_vmod_and_restriction(tokens)   # continuous.lark: "your next maneuver is -#F and can only be reversed ..."
    tokens = _fold_replace_with(tokens)       # textchange.lark: "replace 'X' on your Y with 'Z'" (the new words)
    tokens = _fold_into_or_zone(tokens)       # actions.lark: "put it into your Ring or Backstage Area" (either place)
    tokens = _fold_or_counted(tokens)         # actions.lark: "discard 1 Assault or 1 Throw" (either group)
    tokens = _fold_choose_type(tokens)        # actions.lark: "your opponent chooses Action or Reversal" (a type)
    tokens = _fold_ring_and_ringside(tokens)  # lexicon: "in your Ring area and Ringside pile" (both places)
    tokens = _fold_search_choose(tokens)      # actions.lark: "search your opponent's Arsenal, choose 1 card" (one search)
    tokens = _fold_play_with_it(tokens)       # actions.lark: "you may also play another TMF with it" (one word "with-it")
    tokens = _fold_choose_for_turn(tokens)    # sentences.lark: "Choose one, for the remainder of this turn: A OR B"
    tokens = _fold_face_either(tokens)        # virtual.lark: "flip it face-up or face-down" (one word)
    tokens = _fold_search_or_for(tokens)      # effects.lark: "search your Arsenal for X, or for Y" (either card)

    tokens = _fold_phase_except(tokens)       # clauses.lark: "during any Pre-match phase, except the Events phase"

    tokens = _fold_var_rounding(tokens)       # continuous.lark: "where # is half the number of ... (rounded up)."
    return _mark_same_subject(_fold_hand_and_backlash(_fold_in_order_to(tokens)))   # actions: no subject of its own, "in order to"


# ------------------------------------------------------------------ skipping fold passes

# Most fold passes change a sentence only when it holds some word ("even if it cannot be reversed" needs
# "even"): a pass is skipped on a sentence in which it can change nothing.  `_fold_when(trigger)` marks a
# pass with that necessary condition, a test over the token values (WORD and PUNCT tokens) and the types of
# the other tokens ("DESC", "NUMBER", ...) -- one set built per token list, not one Python loop per pass.
# A trigger must be true whenever the pass could change the tokens (or raise); `_CHECK_FOLDS` (set by
# tests/test_grammar_speed.py over every sentence of the card database) runs the skipped passes anyway and
# fails when one would have changed something, so a new case added to a pass without its trigger word is
# caught.
_CHECK_FOLDS = False
_WP = frozenset({"WORD", "PUNCT"})
_last_words: tuple = (None, frozenset())


def _words_of(tokens: list[Tok]) -> frozenset:
    """The values of the WORD / PUNCT tokens and the types of the others (kept for the last list seen:
    a skipped pass hands the same list to the next one)."""
    global _last_words
    last = _last_words
    if last[0] is tokens:
        return last[1]
    words = frozenset([t.value if t.type in _WP else t.type for t in tokens])
    _last_words = (tokens, words)
    return words


def _fold_when(trigger):
    """A fold pass run only when `trigger(words, tokens)` is true (see above)."""
    def wrap(fold):
        @wraps(fold)
        def guarded(tokens: list[Tok]) -> list[Tok]:
            if trigger(_words_of(tokens), tokens):
                return fold(tokens)
            if _CHECK_FOLDS:
                try:
                    out = fold(tokens)
                except Exception as error:  # noqa: BLE001
                    raise AssertionError(f"{fold.__name__} raises {error!r} on "
                                         f"{' '.join(t.text for t in tokens)!r} but its trigger skips it") from error
                if out != tokens:
                    raise AssertionError(f"{fold.__name__} changes {' '.join(t.text for t in tokens)!r} "
                                         "but its trigger skips it")
            return tokens
        guarded.trigger = trigger
        return guarded
    return wrap


@_fold_when(lambda w, _: "except" in w and "phase" in w and "," in w)
def _fold_phase_except(tokens: list[Tok]) -> list[Tok]:
    """ "Can be played during any Pre-match phase, except the Events phase": the comma before "except the X phase"
    says nothing more (the phase left out belongs to the phase before it), so the clause reads on."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if (tok.type == "PUNCT" and tok.value == "," and out and out[-1].type == "WORD" and out[-1].value == "phase"
                and i + 4 < len(tokens) and tokens[i + 1].value == "except" and tokens[i + 2].value == "the"
                and tokens[i + 3].type == "DESC" and tokens[i + 4].type == "WORD" and tokens[i + 4].value == "phase"):
            continue
        out.append(tok)
    return out


_PUT_IN_OWNERS = {"your", "his", "her", "their", "opponent's"}
_PUT_IN_ZONES = {"hand": (), "ringside": ("pile",), "arsenal": (), "ring": ("area",), "backlash": ("deck",)}
_CLAUSE_ENDS = {",", ".", ";", ":", "!"}


@_fold_when(lambda w, _: "in" in w and not w.isdisjoint(_PUT_VERBS))
def _fold_put_in_place(tokens: list[Tok]) -> list[Tok]:
    """ "Look through your Arsenal and put 1 card in your hand, then shuffle your Arsenal", "place all copies of
    that card in his Ringside pile": after a put verb, "<cards> in <zone>" that ends the clause (no other place
    after it) names where the cards GO, not where they are ("into", one word; "put all cards in your hand on the
    bottom of your Arsenal" keeps its "in")."""
    out = list(tokens)
    for i, tok in enumerate(out):
        if not (tok.type == "WORD" and tok.value in _PUT_VERBS):
            continue
        j = i + 1
        while j < len(out) and not (out[j].type == "WORD" and out[j].value in _MOVE_TO | {"under", "at", "from", "and",
                                                                                           "or", "then"}) \
                and not (out[j].type == "PUNCT" and out[j].value in _CLAUSE_ENDS):
            j += 1
        if not (j < len(out) and out[j].type == "WORD" and out[j].value == "in" and out[j - 1].type == "DESC"):
            continue
        k = j + 1
        while k < len(out) and out[k].type == "WORD" and out[k].value in _PUT_IN_OWNERS:
            k += 1
        if k == j + 1 or k >= len(out) or out[k].type != "WORD" or out[k].value not in _PUT_IN_ZONES:
            continue
        k += 1
        if k < len(out) and out[k].type == "WORD" and out[k].value in _PUT_IN_ZONES[out[k - 1].value]:
            k += 1
        after = out[k + 1] if k + 1 < len(out) else None
        end = k >= len(out) or (out[k].type == "PUNCT" and out[k].value in _CLAUSE_ENDS) or (
            out[k].type == "WORD" and out[k].value == "then") or (
            # "... in your hand and shuffle your Arsenal" (not "in your hand and Ringside pile")
            out[k].type == "WORD" and out[k].value == "and" and after is not None and after.type == "WORD"
            and after.value not in _PUT_IN_OWNERS | set(_PUT_IN_ZONES) | {"the", "all", "any", "up", "or"})
        if end:
            out[j] = Tok("WORD", "into", out[j].text)
    return out


_DISCARD_VERBS = {"discard", "discards"}
_PILE_OWNERS = {"your", "his", "her", "their", "the", "opponent's"}


@_fold_when(lambda w, _: "to" in w and "ringside" in w and not w.isdisjoint(_DISCARD_VERBS))
def _fold_discard_to_pile(tokens: list[Tok]) -> list[Tok]:
    """ "you may discard 2 cards to your Ringside pile", "discard 3 cards from your hand to your Ringside pile":
    the first "to" after a discard verb in its clause, when a Ringside pile follows, says where the discarded
    cards go -- one word, "to-pile" (a plain "to" there opens "discard 1 card to draw 2 cards")."""
    out = list(tokens)
    for i, tok in enumerate(out):
        if not (tok.type == "WORD" and tok.value in _DISCARD_VERBS):
            continue
        j = i + 1
        while j < len(out) and not (out[j].type == "WORD" and out[j].value in {"to", "and", "or", "then"}) \
                and not (out[j].type == "PUNCT" and out[j].value in _CLAUSE_ENDS):
            j += 1
        if not (j < len(out) and out[j].type == "WORD" and out[j].value == "to"):
            continue
        k = j + 1
        if k < len(out) and out[k].type == "WORD" and out[k].value in _PILE_OWNERS:
            k += 1
        if k < len(out) and out[k].type == "WORD" and out[k].value == "ringside":
            out[j] = Tok("WORD", "to-pile", out[j].text)
    return out


_OTHER_VERBS = {"rfg", "discard", "discards"}


@_fold_when(lambda w, _: "other" in w and "the" in w)
def _fold_the_other(tokens: list[Tok]) -> list[Tok]:
    """ "put 1 into your hand, put the other into your Ringside pile", "put the other 4 on the bottom of your Arsenal":
    the card(s) left of those named -- one word, "the-other" (before a count or a place; "the other cards" stays a
    description)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "the" and i + 2 < len(tokens) and tokens[i + 1].type == "WORD"
                and tokens[i + 1].value == "other"):
            nxt = tokens[i + 2]
            # "They discard 1 and RFG the other.": the card left, ending the clause after a verb
            ends = (nxt.type == "PUNCT" and nxt.value == "." and i >= 1 and tokens[i - 1].type == "WORD"
                    and tokens[i - 1].value in _OTHER_VERBS)
            if nxt.type == "NUMBER" or (nxt.type == "WORD" and nxt.value in _MOVE_TO) or ends:
                out.append(Tok("WORD", "the-other", tok.text + " " + tokens[i + 1].text))
                i += 2
                continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "top" in w and "on" in w)
def _fold_on_top_of_this(tokens: list[Tok]) -> list[Tok]:
    """Cards stacked on this card: "put all cards on top of this card into your Ringside pile", "when there is a
    card on top of this card" (where they are) -- one word, "on-top-of-this-card", as "under-this-card".  After a
    put verb with no destination after it ("put 1 Stipulation card on top of this card") the words stay the
    destination."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        words = [t.value if t.type == "WORD" else t.type for t in tokens[i:i + 5]]
        if words == ["on", "top", "of", "this", "DESC"] and out and out[-1].type == "DESC":
            j = i + 5
            moved_on = j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in _MOVE_TO
            if moved_on or not _put_in_clause(out):
                out.append(Tok("WORD", "on-top-of-this-card", " ".join(t.text for t in tokens[i:j])))
                i = j
                continue
        out.append(tokens[i])
        i += 1
    return out


def _capitalised_title_in(tokens: list[Tok]) -> bool:
    """A capitalised word that is a known card title (what `_fold_one_word_titles` looks for)."""
    titles = known_names()[0]
    return any(t.type == "WORD" and t.text != t.value and t.text.lower() in titles for t in tokens)


_NEW_WORDS = frozenset({"QUOTED", "QTEXT", "SUPERSTAR"})


@_fold_when(lambda w, _: "replace" in w and "with" in w)
def _fold_replace_with(tokens: list[Tok]) -> list[Tok]:
    """ "Replace a Superstar on WWE Women's Tag Team Title Belts with 'IYO SKY'", "Replace the 'Can only be
    played...' text on your cards with 'moonsault' in the title with 'Can only be played after ...'": in a replace
    clause (up to the next "replace" or ";"), the last "with" before quoted words or a Superstar name that do not
    describe a card ("with 'kick' in the title", "with 'A' or 'B' ...") brings the new words: one word
    "with-new", so a card named before it does not read the new words as its own "with 'X' in the title"."""
    out = list(tokens)
    i = 0
    while i < len(out):
        if not (out[i].type == "WORD" and out[i].value == "replace"):
            i += 1
            continue
        j, last = i + 1, None
        while j < len(out) and not (out[j].type == "WORD" and out[j].value == "replace") \
                and not (out[j].type == "PUNCT" and out[j].value == ";"):
            if out[j].type == "WORD" and out[j].value == "with" and j + 1 < len(out) \
                    and out[j + 1].type in _NEW_WORDS:
                after = [t.value for t in out[j + 2:j + 5] if t.type == "WORD"]
                titled = after[:1] == ["in"] and after[2:3] in (["title"], ["title-or-text"])
                if not titled and after[:1] not in (["or"], ["and/or"]):
                    last = j
            j += 1
        if last is not None:
            out[last] = Tok("WORD", "with-new", out[last].text)
        i = j
    return out


_COMPARATIVES = frozenset({"fewer", "greater", "more", "less", "lower", "higher"})
_SAME_SUBJECT_LEADS = frozenset({"have", "make", "makes", "players", "opponent", "choose", "chooses", "they"})


_ZONE_ADJECTIVES = {"ring", "ringside", "hand", "backlash", "backstage", "rfg", "arsenal"}


@_fold_when(lambda w, _: "removed" in w and "game" in w)
def _removed_from_game(tokens: list[Tok]) -> list[Tok]:
    """ "cards removed from game": Virtual shorthand for "removed from the game" (the "the" is read as printed
    elsewhere, as "#-" reads "up to #")."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        out.append(tok)
        if (tok.type == "WORD" and tok.value == "from" and i > 0 and i + 1 < len(tokens)
                and tokens[i - 1].type == "WORD" and tokens[i - 1].value == "removed"
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "game"):
            out.append(Tok("WORD", "the", ""))
    return out


_OF_OWNERS = {"your", "his", "her", "their"}


@_fold_when(lambda w, _: "the" in w and ("bottom" in w or "top" in w or ("same" in w and "number" in w)))
def _fold_missing_of(tokens: list[Tok]) -> list[Tok]:
    """A printed slip that drops the "of": "on the bottom your Arsenal" (The Kingslayer: "put this card and up to
    3 cards from your Ringside on the bottom your Arsenal"), "put the same number cards from your hand" (Otunga's
    Legal Counsel):
    the "of" is read as printed elsewhere ("the bottom of your Arsenal", "the same number of cards"), as
    `_removed_from_game` reads "removed from game".  Only before an owner word (a zone follows) or a card
    description (counted cards follow)."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        out.append(tok)
        if tok.type != "WORD" or i + 1 >= len(tokens) or i < 1:
            continue
        nxt, prev = tokens[i + 1], tokens[i - 1]
        if (tok.value in ("bottom", "top") and prev.type == "WORD" and prev.value == "the"
                and nxt.type == "WORD" and nxt.value in _OF_OWNERS):
            out.append(Tok("WORD", "of", ""))
        elif (tok.value == "number" and nxt.type == "DESC" and i >= 2 and prev.type == "WORD" and prev.value == "same"
                and tokens[i - 2].type == "WORD" and tokens[i - 2].value == "the"):
            out.append(Tok("WORD", "of", ""))
    return out


@_fold_when(lambda w, _: "or" in w and "face-up" in w and "face-down" in w)
def _fold_face_either(tokens: list[Tok]) -> list[Tok]:
    """ "flip it face-up or face-down", "face-down or face-up": either face, one word ("face-either"), so that an "or"
    after "face-down" alone ("flip 2 cards in your Ring face-down or overturn 4 cards") joins two steps."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value in ("face-up", "face-down") and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "or" and tokens[i + 2].type == "WORD"
                and tokens[i + 2].value in ("face-up", "face-down") and tokens[i + 2].value != tok.value):
            out.append(Tok("WORD", "face-either", f"{tok.text} or {tokens[i + 2].text}"))
            i += 3
            continue
        out.append(tok)
        i += 1
    return out


_TURN_SPAN = (("for",), ("the",), ("rest", "remainder"), ("of",), ("this", "the"), ("turn",))


@_fold_when(lambda w, _: "choose" in w and "turn" in w and ":" in w)
def _fold_choose_for_turn(tokens: list[Tok]) -> list[Tok]:
    """ "Choose one, for the remainder of this turn: Your Fortitude Rating is +12F OR all your maneuvers are +3D": the
    span said between "Choose one" and its ":" holds for each option, as in "Choose one: for the remainder of this
    turn, your Fortitude Rating is ..." (the span moved after the ":", the lead duration of the options)."""
    n = len(_TURN_SPAN)
    for i, tok in enumerate(tokens):
        if (tok.type == "WORD" and tok.value == "choose" and i + 3 + n < len(tokens)
                and tokens[i + 1].type == "NUMBER" and tokens[i + 2].value == ","
                and all(tokens[i + 3 + k].type == "WORD" and tokens[i + 3 + k].value in words
                        for k, words in enumerate(_TURN_SPAN))
                and tokens[i + 3 + n].type == "PUNCT" and tokens[i + 3 + n].value == ":"):
            span = tokens[i + 3:i + 3 + n]
            return (tokens[:i + 2] + [tokens[i + 3 + n]] + span + [Tok("PUNCT", ",", ",")]
                    + tokens[i + 4 + n:])
    return tokens


@_fold_when(lambda w, _: "with" in w and "it" in w and not w.isdisjoint(("play", "plays")))
def _fold_play_with_it(tokens: list[Tok]) -> list[Tok]:
    """ "you may immediately play another TMF with it", "you may also play a maneuver with blank text along with it",
    "you may play 1 Foreign Object maneuver with it from hand": the card played at once with the card just played --
    one word "with-it" (actions.lark `play_with`), so that the cards before it do not read "with" as the start of
    their own description ("with 'punch' in the title").  Only after a "play" and before the end of the clause or
    "from"."""
    out: list[Tok] = []
    seen_play = False
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("play", "plays"):
            seen_play = True
        if (seen_play and tok.type == "WORD" and tok.value == "it" and out and out[-1].type == "WORD"
                and out[-1].value == "with"):
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is None or nxt.value in _CLAUSE_ENDS or (nxt.type == "WORD" and nxt.value == "from"):
                out[-1] = Tok("WORD", "with-it", f"{out[-1].text} {tok.text}")
                continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "manner" in w and ("overturned" in w or "discarded" in w))
def _fold_in_this_manner(tokens: list[Tok]) -> list[Tok]:
    """ "put all Maneuver cards overturned in this manner into your hand": as "overturned this way" (lexicon.lark
    post_overturned / post_discarded: the cards the step before overturned or discarded)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value in ("overturned", "discarded")
                and [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 4]] == ["in", "this", "manner"]):
            out.extend([tok, Tok("WORD", "this", tokens[i + 2].text), Tok("WORD", "way", tokens[i + 3].text)])
            i += 4
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "overturned" in w and "for" in w)
def _fold_overturned_for(tokens: list[Tok]) -> list[Tok]:
    """ "cards overturned for damage", "cards overturned for that effect", "all other cards overturned for that card":
    one word "overturned-for" (virtual.lark `post_overturned_for`), so that "the number of cards overturned for your
    Ability" keeps its "for" (desc.lark count_for)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "overturned" and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "for"):
            nxt = tokens[i + 2]
            after = tokens[i + 3] if i + 3 < len(tokens) else None
            if (nxt.type == "WORD" and nxt.value == "damage"
                    or nxt.type == "WORD" and nxt.value in ("this", "that") and after is not None
                    and after.type == "WORD" and after.value == "effect"
                    or nxt.type == "WORD" and nxt.value == "that" and after is not None and after.type == "DESC"):
                out.append(Tok("WORD", "overturned-for", f"{tok.text} {tokens[i + 1].text}"))
                i += 2
                continue
        out.append(tok)
        i += 1
    return out


def _after_preposition(out: list[Tok]) -> bool:
    """Does the text so far end with a preposition ("into", "into your")?"""
    words = [t.value if t.type == "WORD" else None for t in out[-2:]]
    if words and words[-1] in ("your", "his", "her", "their", "its"):
        words = words[:-1]
    return bool(words) and words[-1] in ("in", "into", "from", "to", "on", "onto")


@_fold_when(lambda w, _: "QUOTED" in w and "DESC" in w and not w.isdisjoint(_ZONE_ADJECTIVES))
def _fold_zone_before_quoted(tokens: list[Tok]) -> list[Tok]:
    """ "your Ring 'Cheap Pop' cards", "1 Hand 'Classic' maneuver", "RFG 'Coach' cards": Virtual shorthand puts the
    zone before a quoted title word; the zone is read into the description as in "your 'Cheap Pop' Ring cards"
    (not after a preposition: "into your Ring 'X'" names the place)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value in _ZONE_ADJECTIVES and i + 2 < len(tokens)
                and tokens[i + 1].type == "QUOTED" and tokens[i + 2].type == "DESC"
                and not any(g and g[0][0] == "zone" for g in tokens[i + 2].value)
                and not _after_preposition(out)):
            desc = tokens[i + 2]
            out.append(tokens[i + 1])
            out.append(Tok("DESC", (((("zone", tok.value, False),),) + tuple(desc.value)), f"{tok.text} {desc.text}"))
            i += 3
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "," in w and "but" in w and ("you" in w or ("they" in w and "pack" in w)))
def _fold_but_you(tokens: list[Tok]) -> list[Tok]:
    """ "You can pack X, but you cannot pack Y": ", but" before "you" is one word (",but"), so a
    rule can read a second clause after it without taking every comma after a list.  In a packing
    sentence also before "they are": "You can pack Downward Spiral, ..., but they are not Raw cards"."""
    out: list[Tok] = []
    packing = any(t.type == "WORD" and t.value == "pack" for t in tokens)
    i = 0
    while i < len(tokens):
        if (tokens[i].type == "PUNCT" and tokens[i].value == "," and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "but"
                and tokens[i + 2].type == "WORD"
                and (tokens[i + 2].value == "you"
                     or (packing and tokens[i + 2].value == "they" and i + 3 < len(tokens)
                         and tokens[i + 3].type == "WORD" and tokens[i + 3].value == "are"))):
            out.append(Tok("WORD", ",but", ", but"))
            i += 2
            continue
        out.append(tokens[i])
        i += 1
    return out


@_fold_when(lambda w, _: "unsuccessful" in w and "and" in w)
def _fold_and_unsuccessful(tokens: list[Tok]) -> list[Tok]:
    """ "When your first card played during your turn is a maneuver or Ryback-specific, and it is unsuccessful, ...",
    "... is Chain and is unsuccessful": "(,) and (it) is unsuccessful" is one word ("and-unsuccessful", triggers.lark), so
    the moment can follow what the card is said to be without the "and" of a second condition."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        j = i + 1 if tokens[i].type == "PUNCT" and tokens[i].value == "," else i
        words = [t.value if t.type == "WORD" else None for t in tokens[j:j + 4]]
        for run in (["and", "it", "is", "unsuccessful"], ["and", "is", "unsuccessful"]):
            if words[:len(run)] == run:
                end = j + len(run)
                out.append(Tok("WORD", "and-unsuccessful", " ".join(t.text for t in tokens[i:end])))
                i = end
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


_LIST_STATE_ACTS = {"use", "uses", "play", "plays", "successfully", "reverse", "reverses", "activate", "activates"}
_LIST_CARD_RESULTS = {"unsuccessful", "successful", "reversed", "completely", "unsuccessfully", "successfully"}


def _state_opens_at(tokens: list[Tok], j: int) -> bool:
    """Does a state or a player's moment start at j ("this card is in your Ring", "you have ...", "you use your
    Ability", "your maneuver is unsuccessful", "your Fortitude Rating is 10-")?  (Only openers no main clause
    starts with: "this card is -10F", "you may ...", "your maneuvers are +2D" are not.)"""
    def w(k):
        if k >= len(tokens):
            return None
        return tokens[k].value if tokens[k].type in _WP else tokens[k].type
    k = j
    if w(k) in ("you", "he", "she", "they"):
        k += 1
    elif w(k) == "your" and w(k + 1) == "opponent":
        k += 2
    else:
        if w(k) == "this" and w(k + 1) == "DESC" and w(k + 2) == "is":
            return w(k + 3) in ("in", "not")
        if w(k) in ("your", "his") and w(k + 1) == "DESC" and w(k + 2) in ("is", "are"):
            return w(k + 3) in _LIST_CARD_RESULTS
        if w(k) == "your" and w(k + 1) == "opponent's":
            k += 1
        if w(k) in ("your", "his", "opponent's") and w(k + 1) == "fortitude" and w(k + 2) == "rating":
            return w(k + 3) == "is"
        if w(k) == "TITLE" and w(k + 1) in ("is", "are"):
            return w(k + 2) in ("in", "not")
        return False
    verb = w(k)
    if verb in _LIST_STATE_ACTS:
        return True
    if verb in ("have", "has"):
        return w(k + 1) not in ("to", "been")
    if verb in ("are", "is"):
        return w(k + 1) in ("SUPERSTAR", "TITLE", "a", "an", "the", "not")
    if verb in ("do", "does"):
        return w(k + 1) == "not" and w(k + 2) == "have"
    return False


def _mid_compare_at(tokens: list[Tok], j: int) -> bool:
    """ "you have lower Fortitude", "you have 5+ lower Fortitude": the list item conditions.lark `mid_state` reads with
    its comma (left as it is: "When you are Ezekiel Jackson, you have lower Fortitude, and ..." is one list of three)."""
    words = [t.value if t.type in _WP else t.type for t in tokens[j:j + 6]]
    if words[:1] == ["your"] and words[1:2] == ["opponent"]:
        words = words[1:]
    if words[:1] not in (["you"], ["he"], ["opponent"]) or words[1:2] not in (["have"], ["has"]):
        return False
    rest = words[2:]
    if rest[:1] == ["NUMBER"]:
        rest = rest[3:] if rest[1:2] == ["or"] else rest[1:]
    return rest[:1] in (["less"], ["fewer"], ["lower"], ["more"], ["greater"], ["higher"], ["equal"])


@_fold_when(lambda w, _: "," in w and "and" in w and ("when" in w or "if" in w))
def _fold_state_lists(tokens: list[Tok]) -> list[Tok]:
    """ "When you are Tommy Dreamer, this card is in your Ring, and you use your Ability, ...", "When you have 10+
    lower Fortitude, your Fortitude Rating is 10-, and your maneuver is reversed, ...": a list of states (and a last
    moment) after a leading "when" / "if".  The comma between the first two items is an "and" (the list's comma is
    read as "A and B, and C"), so it is not taken for the end of the leading condition: only when the item after it
    opens a state (`_state_opens_at`) and ", and" and a later comma or ":" follow it in the same clause."""
    def w(k):
        return tokens[k].value if k < len(tokens) and tokens[k].type in _WP else None
    start = 2 if w(0) == "ace" and w(1) == ":" else 0
    if w(start) not in ("when", "if"):
        return tokens
    stops = {";", ":", ".", "(", ")", "!", "?"}
    commas = []
    for k in range(start + 1, len(tokens)):
        if w(k) in stops or (w(k) in ("when", "if") and commas):
            if w(k) == ":" and len(commas) == 2:
                commas.append(k)
            break
        if w(k) == ",":
            commas.append(k)
            if len(commas) == 3:
                break
    if len(commas) < 3 or w(commas[1] + 1) != "and" or commas[2] <= commas[1] + 2:
        return tokens
    c1 = commas[0]
    if not _state_opens_at(tokens, c1 + 1) or _mid_compare_at(tokens, c1 + 1):
        return tokens
    return tokens[:c1] + [Tok("WORD", "and", tokens[c1].text)] + tokens[c1 + 1:]


@_fold_when(lambda w, _: "or" in w and "if" in w and ("reverse" in w or "reverses" in w))
def _fold_or_reverse(tokens: list[Tok]) -> list[Tok]:
    """ "Reverse any non-unique card if your opponent has 4 or more Fan Favorite cards in his Ring area or reverse
    any Fan Favorite card": an "or" before a second "reverse", after an "if" that follows the first one, only
    separates the two reversals (one word, "or-clauses"), so the condition before it does not take it as a list
    ("4 or more Fan Favorite cards ... or <more cards>")."""
    out: list[Tok] = []
    seen_if = False
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("reverse", "reverses"):
            seen_if = False
        elif tok.type == "WORD" and tok.value == "if":
            seen_if = True
        if (seen_if and tok.type == "WORD" and tok.value == "or" and i + 1 < len(tokens) and out
                and not (out[-1].type == "PUNCT" and out[-1].value == ",")
                and tokens[i + 1].type == "WORD" and (tokens[i + 1].value == "reverse" or (
                    tokens[i + 1].value == "completely" and i + 2 < len(tokens)
                    and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "reverse"))):
            out.append(Tok("WORD", "or-clauses", tok.text))
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: ("search" in w or "remove" in w) and "and" in w and "end" in w
            and ("reverse" in w or "reverses" in w))
def _fold_search_and_end(tokens: list[Tok]) -> list[Tok]:
    """ "reverse any card that allows your opponent to search his Arsenal and end his turn": the "and" before "end"
    joins the reversal's next step, not a second step of the search ("search his Arsenal and put ..."): one word,
    "and-clauses".  The same after "reverse any card that would remove 1 or more cards from your Ring area" (not a
    second step of the removal, "remove ... and put ...")."""
    out: list[Tok] = []
    state = 0                   # 1: after "reverse"; 2: after a "search" that follows it
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("reverse", "reverses"):
            state = 1
        elif tok.type == "WORD" and tok.value == "search" and state:
            state = 2
        elif (tok.type == "WORD" and tok.value == "remove" and state and out and out[-1].type == "WORD"
                and out[-1].value == "would"):
            state = 2
        if (state == 2 and tok.type == "WORD" and tok.value == "and" and i + 1 < len(tokens) and out
                and not (out[-1].type == "PUNCT" and out[-1].value == ",")
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "end"):
            out.append(Tok("WORD", "and-clauses", tok.text))
            state = 0
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "and" in w and ("is" in w or "are" in w))
def _fold_has_and_is(tokens: list[Tok]) -> list[Tok]:
    """ "Your next Maneuver this turn has Momentum and is +10D": "and is" before a change, after "has <keyword>", is
    one word "and-is" (continuous.lark modifier_gain_and_mods): the same cards, not a clause of its own."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "and" and i >= 2 and i + 2 < len(tokens)
                and tokens[i - 1].type == "DESC" and tokens[i - 2].type == "WORD"
                and tokens[i - 2].value in ("has", "have", "gains", "gain")
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("is", "are")
                and tokens[i + 2].type == "MOD"):
            out.append(Tok("WORD", "and-is", tok.text + " " + tokens[i + 1].text))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "," in w and "this" in w and "first" in w and "and" in w)
def _fold_and_this_first(tokens: list[Tok]) -> list[Tok]:
    """ "Can only be played if you reversed a card to end your opponent's turn, and this is the first card played on
    your turn": the comma before "and this is the first ..." joins the second half of the condition (as with no
    comma, `condition_and`), not a clause of its own."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if (tok.type == "PUNCT" and tok.value == "," and
                [(t.type, t.value) for t in tokens[i + 1:i + 4]] == [("WORD", "and"), ("WORD", "this"), ("WORD", "is")]
                and i + 5 < len(tokens) and tokens[i + 4].type == "WORD" and tokens[i + 4].value in ("the", "your")
                and tokens[i + 5].type == "WORD" and tokens[i + 5].value == "first"):
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "by" in w and "discarding" in w and ("reverse" in w or "reverses" in w))
def _fold_by_discarding(tokens: list[Tok]) -> list[Tok]:
    """ "You may reverse any FACE or HEEL Action card and end opponent's turn by discarding a card from your hand"
    (Right to Censor): "by discarding" after a reversal is its price, read as "... but you must first discard a card"
    ("by-paying" then the verb)."""
    out: list[Tok] = []
    seen_reverse = False
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("reverse", "reverses"):
            seen_reverse = True
        if (seen_reverse and tok.type == "WORD" and tok.value == "discarding" and out
                and out[-1].type == "WORD" and out[-1].value == "by"):
            out[-1] = Tok("WORD", "by-paying", out[-1].text)
            out.append(Tok("WORD", "discard", tok.text))
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "," in w and "counter" in w and "as" in w)
def _fold_or_as_counter(tokens: list[Tok]) -> list[Tok]:
    """ "Can only be played after a successfully played maneuver, or as a Counter": the list comma before
    "or as a Counter" joins the "or" (one token ", or"), so the play restriction reads its last case
    without taking the comma that ends a clause ("after X, and cannot be reversed")."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        words = [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 5]]
        if tokens[i].type == "PUNCT" and tokens[i].value == "," and words == ["or", "as", "a", "counter"]:
            out.append(Tok("WORD", "or", ", " + tokens[i + 1].text))
            i += 2
            continue
        # "When played as a Counter, or after a successful maneuver, ...": the same list comma, before the last case
        before = [t.value if t.type == "WORD" else None for t in tokens[max(0, i - 4):i]]
        if tokens[i].type == "PUNCT" and tokens[i].value == "," and before == ["played", "as", "a", "counter"] \
                and words[:2] == ["or", "after"]:
            out.append(Tok("WORD", "or", ", " + tokens[i + 1].text))
            i += 2
            continue
        out.append(tokens[i])
        i += 1
    return out


_PW_HEADS = {"after", "as", "when", "if"}


def _pw_head(tokens: list[Tok], i: int, last: bool) -> bool:
    """Does one case of a play restriction's list start at i ("after X", "as a Counter", "when Y", "if Y"; after
    the last ", or" also a bare title, "or From the Top Rope": played after it)?"""
    if i >= len(tokens):
        return False
    tok = tokens[i]
    if tok.type == "WORD" and tok.value == "as":
        return [t.value for t in tokens[i + 1:i + 3]] == ["a", "counter"]
    if (last and tok.type == "WORD" and tok.value == "the" and i + 2 < len(tokens)
            and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "card"
            and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "titled"):
        return True         # ", or the card titled Jockeying for Position": played after it, as a bare title
    return (tok.type == "WORD" and tok.value in _PW_HEADS) or (last and tok.type == "TITLE")


@_fold_when(lambda w, _: "," in w and "only" in w and "played" in w and "or" in w)
def _fold_play_when_list(tokens: list[Tok]) -> list[Tok]:
    """ "Can only be played after a successful 5D+ maneuver, as a Counter (5D+ maneuver), or From The Middle
    Turnbuckle", "... after a successfully played maneuver, when your opponent has 3 or more Fan Favorite cards in
    his Ring, or when Lockdown! is in your Ring": the commas of a list of the cases the card may be played in (each
    one "after ...", "as a Counter ...", "when ..." or "if ...", the last after ", or") are one word each,
    "pw-comma" and "pw-or" (conditions.lark `pr_only_list`), so that the comma that ends a clause ("after X, and
    cannot be reversed") is not taken for one.  Only a whole list is folded: a comma before anything else leaves
    the sentence as it is."""
    words = [t.value if t.type == "WORD" else None for t in tokens[:10]]
    start = 4 if words[:4] in (["can", "only", "be", "played"], ["may", "only", "be", "played"]) else None
    # "As a maneuver, can only be played after X, or after Y" (a hybrid's half, then its play restriction)
    if (start is None and words[:1] == ["as"] and words[1:2] in (["a"], ["an"]) and len(tokens) > 3
            and tokens[3].type == "PUNCT" and tokens[3].value == ","
            and words[4:8] in (["can", "only", "be", "played"], ["may", "only", "be", "played"])):
        start = 8
    if start is None or not _pw_head(tokens, start, False):
        return tokens
    depth = 0
    commas: list[int] = []
    # the commas of a list of titles ("after the cards titled Roll Out of the Ring, Baseball Slide, Giant Swing, or
    # Suicide Plancha, or after ..."): the titles' own, not the list of cases
    title_commas: set[int] = set()
    for i in range(start, len(tokens) - 1):
        if tokens[i].type == "WORD" and tokens[i].value == "titled" and tokens[i + 1].type == "TITLE":
            j = i + 1
            while j + 2 < len(tokens) and tokens[j + 1].type == "PUNCT" and tokens[j + 1].value == ",":
                if tokens[j + 2].type == "TITLE":
                    title_commas.add(j + 1)
                    j += 2
                elif (j + 3 < len(tokens) and tokens[j + 2].type == "WORD" and tokens[j + 2].value == "or"
                        and tokens[j + 3].type == "TITLE"):
                    title_commas.add(j + 1)
                    j += 3
                else:
                    break
    for i in range(start, len(tokens)):
        tok = tokens[i]
        if i in title_commas:
            continue
        if tok.type == "PUNCT" and tok.value == "(":
            depth += 1
        elif tok.type == "PUNCT" and tok.value == ")":
            depth -= 1
        elif depth == 0 and tok.type == "PUNCT" and tok.value in (";", ".", ":", "!", "?"):
            break
        elif depth == 0 and tok.type == "PUNCT" and tok.value == ",":
            commas.append(i)
    if not commas:
        return tokens
    last = commas[-1]
    if not (last + 1 < len(tokens) and tokens[last + 1].type == "WORD" and tokens[last + 1].value == "or"
            and _pw_head(tokens, last + 2, True)):
        return tokens
    if not all(_pw_head(tokens, i + 1, False) for i in commas[:-1]):
        return tokens
    if len(commas) == 1 and _pw_head(tokens, last + 2, False) and tokens[last + 2].value == "as":
        return tokens       # "after X or Y, or as a Counter (Z)": _fold_or_as_counter's
    out: list[Tok] = []
    skip = False
    for i, tok in enumerate(tokens):
        if skip:
            skip = False
            continue
        if i == last:
            out.append(Tok("WORD", "pw-or", ", " + tokens[i + 1].text))
            skip = True
        elif i in commas:
            out.append(Tok("WORD", "pw-comma", tok.text))
        else:
            out.append(tok)
    return out


@_fold_when(lambda w, _: "nor" in w)
def _fold_nor(tokens: list[Tok]) -> list[Tok]:
    """ "Cannot be played if X is in your Ring area, nor can you play that card": the comma (or ";") before "nor"
    joins it (one word "nor"), so the play restriction before it reads on without taking the comma that ends a
    clause."""
    out: list[Tok] = []
    for tok in tokens:
        if tok.type == "WORD" and tok.value == "nor" and out and out[-1].type == "PUNCT" and out[-1].value in (",", ";"):
            out[-1] = Tok("WORD", "nor", out[-1].text + " " + tok.text)
            continue
        out.append(tok)
    return out


# words that close a card description ("1 card from your hand", "1 card with 'kick' in the title")
_DESC_ENDS = {"hand", "pile", "deck", "area", "ringside", "arsenal", "ring", "backlash", "backstage", "game", "title",
              "text", "rfg"}
_DESC_HEADS = {"DESC", "TITLE", "QUOTED", "SPEC"}
_ADJECTIVES = {"other", "random", "different", "additional", "face-down"}


def _title_ends_count_list(tokens: list[Tok], i: int) -> bool:
    """A title at i ending a list ("... 1 card and Roll Out of the Ring, reveal them"): a title opening a clause goes
    on with its verb ("and Roll Out of the Ring is ...")."""
    return tokens[i].type == "TITLE" and (i + 1 == len(tokens) or (
        tokens[i + 1].type in ("WORD", "PUNCT") and tokens[i + 1].value in (",", ".", ";")))


def _counted_desc_at(tokens: list[Tok], i: int) -> bool:
    """Does a counted card description start at i ("1 Grapple maneuver", "up to 1 other card",
    "any number of Heat cards", "the card titled X")?"""
    words = [t.value if t.type == "WORD" else t.type for t in tokens[i:i + 4]]
    if words[:2] == ["NUMBER", "or"] and words[2:3] in (["less"], ["fewer"], ["more"]):
        # Virtual "1-" / "3+" (read "1 or less"): "Bury 1 Hand card, 1- Ringside card, and 1- RFG card"
        j = i + 3
    elif words[:1] == ["NUMBER"]:
        j = i + 1
    elif words[:3] == ["up", "to", "NUMBER"] or words[:3] == ["at", "least", "NUMBER"]:
        j = i + 3
    elif words[:3] == ["any", "number", "of"]:
        j = i + 3
    elif words[:2] == ["exactly", "NUMBER"]:
        j = i + 2
    elif words[:1] == ["the"] and i + 2 < len(tokens) and tokens[i + 1].type == "DESC" \
            and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "titled":
        return True
    else:
        return False
    if j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "of":
        # "up to 1 of your cards removed from the game"
        j += 1
        while j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in ("your", "his", "her", "their",
                                                                                   "opponent's", "those", "these"):
            j += 1
    while j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in _ADJECTIVES:
        j += 1
    return j < len(tokens) and tokens[j].type in _DESC_HEADS


# an action verb in the third person: with no subject of its own it is done by the subject before it
_THIRD_PERSON = {"draws", "discards", "overturns", "shuffles", "puts", "places", "reveals", "searches", "removes",
                 "chooses", "names", "looks", "returns", "skips", "moves", "takes", "flips", "buries", "recovers",
                 "stacks", "hides"}
_CLAUSE_SEPS = {"and", "then", ",", ";"}


@_fold_when(lambda w, _: ("order" in w or "following" in w or ";" in w and "then" in w
            or "for" in w and ("each" in w or "every" in w)))
def _fold_in_order_to(tokens: list[Tok]) -> list[Tok]:
    """ "discard 1 card in order to play a non-Set-up Action card": "in order to" is "to" (a cost and
    what it pays for).  "; and then" is "then".  "choose two of the following: ...": "of the following" before ":" is one word
    ("of-the-following"; "choose 2 of them" stays a count of cards)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        words = [t.value if t.type == "WORD" else None for t in tokens[i:i + 3]]
        if words == ["in", "order", "to"]:
            out.append(Tok("WORD", "to", "in order to"))
            i += 3
            continue
        if tokens[i].type == "PUNCT" and tokens[i].value == ";" and words[1:] == ["and", "then"]:
            # "discard 1 card; draw 2 cards; and then look at your opponent's hand": the last step of a
            # ";" list is "then" (one separator word: "; and when ..." still opens a clause of its own)
            out.append(Tok("WORD", "then", "; and then"))
            i += 3
            continue
        if words[:1] == ["for"] and words[1] in ("each", "every") and words[2] == "of" and i + 3 < len(tokens) \
                and tokens[i + 3].type == "WORD" and tokens[i + 3].value in _OWNERS:
            # "-2F for each of your RFG cards": "each of your X" is "each of the X you have" (FAQ: what "for
            # each" counts); the owner's cards are read as "for each your X" (cards_owned)
            out += [tokens[i], Tok("WORD", words[1], f"{tokens[i + 1].text} of")]
            i += 3
            continue
        if words == ["of", "the", "following"] and i + 3 < len(tokens) and tokens[i + 3].type == "PUNCT" \
                and tokens[i + 3].value == ":":
            out.append(Tok("WORD", "of-the-following", "of the following"))
            i += 3
            continue
        out.append(tokens[i])
        i += 1
    return out


_OWNERS = {"your", "his", "her", "their", "opponent's"}


_PLACE_ENDS = {"ringside", "ring", "arsenal", "hand", "backlash", "backstage", "area", "pile", "deck"}


@_fold_when(lambda w, _: "," in w and ("search" in w or "searches" in w))
def _fold_search_places(tokens: list[Tok]) -> list[Tok]:
    """ "search your Arsenal, Ringside, and cards removed from the game for ...": a comma between two places
    searched is one word (",zone"), not a clause separator ("search your Arsenal, or move any number of cards"
    keeps its comma)."""
    def word(k):
        return tokens[k].value if 0 <= k < len(tokens) and tokens[k].type == "WORD" else None

    def place_starts(k):
        if word(k) in _OWNERS:
            k += 1
        if word(k) in _ZONE_WORDS:
            return True
        return k < len(tokens) and tokens[k].type == "DESC" and word(k + 1) == "removed"

    out: list[Tok] = []
    searching = False
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("search", "searches"):
            searching = True
        elif tok.type == "WORD" and tok.value == "for":
            searching = False
        if (searching and tok.type == "PUNCT" and tok.value == "," and word(i - 1) in _PLACE_ENDS
                and (place_starts(i + 1) or (word(i + 1) in ("and", "or", "and/or") and place_starts(i + 2)))):
            out.append(Tok("PUNCT", ",zone", ","))
            continue
        out.append(tok)
    return out


_LIST_ZONES = {"hand", "backlash", "ringside", "ring", "arsenal", "backstage"}


@_fold_when(lambda w, _: "," in w and ("or" in w or "and/or" in w))
def _fold_zone_lists(tokens: list[Tok]) -> list[Tok]:
    """ "from hand, Backlash, or Ringside", "from hand, Backlash, Ring or Ringside": the commas of a list of places
    that ends with "or" + a place are one word (",zlist"; a searched list has its own ",zone"), not clause separators. Only a run
    made of places alone ("from your hand, draw 1 card" keeps its comma)."""
    def word(k):
        return tokens[k].value if 0 <= k < len(tokens) and tokens[k].type == "WORD" else None

    def place_end(k):
        """The index after the place that starts at k ("your Ringside pile"), or None."""
        if word(k) in _OWNERS:
            k += 1
        if word(k) not in _LIST_ZONES:
            return None
        return k + 2 if word(k + 1) in ("deck", "pile", "area") else k + 1

    marked: set[int] = set()
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if not (tok.type == "PUNCT" and tok.value == "," and word(i - 1) in _PLACE_ENDS):
            i += 1
            continue
        commas, j = [], i
        while True:
            if j < len(tokens) and tokens[j].type == "PUNCT" and tokens[j].value == ",":
                commas.append(j)
                j += 1
            if word(j) in ("or", "and/or"):
                end = place_end(j + 1)
                if end is None and word(i - 3) == "in" and word(i - 4) == "is":
                    # "When this card is in your Ring, Ringside, or RFG" / "..., or removed from the game": where this
                    # card is, the last place the cards removed from the game (triggers.lark tr_this_in_list_or_rfg)
                    if word(j + 1) == "rfg":
                        end = j + 2
                    elif [word(j + k) for k in range(1, 5)] == ["removed", "from", "the", "game"]:
                        end = j + 5
                if end is not None and commas:
                    marked.update(commas)
                    j = end
                break
            end = place_end(j)
            if end is None or not commas or commas[-1] != j - 1:
                break
            j = end
        i = max(j, i + 1)
    return [Tok("PUNCT", ",zlist", ",") if k in marked else t for k, t in enumerate(tokens)]


@_fold_when(lambda w, _: ("choose" in w or "chooses" in w) and "DESC" in w)
def _fold_choose_type(tokens: list[Tok]) -> list[Tok]:
    """ "When played, choose Grapple or Submission.", "your opponent chooses Action or Reversal, and then overturns cards
    until a card of the chosen type is overturned": a bare list of card types (no count, no "card") after "choose" is
    a type chosen, as "name Strike, Grapple, or Submission" -- not one card of those types.  The verb becomes
    "choose-type"."""
    out = list(tokens)
    for i, tok in enumerate(tokens):
        if not (tok.type == "WORD" and tok.value in ("choose", "chooses") and i + 1 < len(tokens)):
            continue
        desc = tokens[i + 1]
        after = tokens[i + 2] if i + 2 < len(tokens) else None
        if (desc.type == "DESC" and len(desc.value) == 1 and len(desc.value[0]) >= 2
                and all(item[0] == "kind" and item[1] != "Card" and not item[2] for item in desc.value[0])
                and (after is None or after.type == "PUNCT" and after.value in (",", ";", ".")
                     or after.type == "WORD" and after.value == "and")):
            out[i] = Tok("WORD", "choose-type", tok.text)
    return out


_OR_COUNTED_VERBS = {"discard", "discards", "search", "choose", "chooses", "rfg"}


@_fold_when(lambda w, _: "or" in w and "NUMBER" in w and not w.isdisjoint(_OR_COUNTED_VERBS))
def _fold_or_counted(tokens: list[Tok]) -> list[Tok]:
    """ "discard 1 Assault or 1 Throw", "Arsenal Search 2 non-Unique maneuvers or 1 non-Unique reversal", "RFG 1 Hand
    card or 3 Ringside cards": "or" between two counted descriptions right after the verb is one word ("or-n": one
    group or the other), not "or" between clauses ("discard 1 card or overturn 2 cards" keeps its "or")."""
    out = list(tokens)
    for i, tok in enumerate(tokens):
        if not (tok.type == "WORD" and tok.value == "or" and 3 <= i and i + 2 < len(tokens)):
            continue
        if (tokens[i - 1].type == "DESC" and tokens[i - 2].type == "NUMBER" and tokens[i - 3].type == "WORD"
                and (tokens[i - 3].value in _OR_COUNTED_VERBS or out[i - 3].value == "or-n")
                and tokens[i + 1].type == "NUMBER"
                and tokens[i + 2].type == "DESC"):
            out[i] = Tok("WORD", "or-n", tok.text)
    return out


_DEST_SUFFIXES = {"deck", "pile", "area"}


@_fold_when(lambda w, _: ("or" in w or "and/or" in w) and ("into" in w or "onto" in w))
def _fold_into_or_zone(tokens: list[Tok]) -> list[Tok]:
    """ "put it into your Ring or Backstage Area", "put this card from any area into your Backstage, Ring, or
    Ringside", "put any cards under this card into your hand and/or Ringside": the "or" ("and/or") of a list of places
    after "into" / "onto" is one word ("or-dest": each card goes to one of them), not "or" between clauses ("put it
    into your hand or shuffle it ..." keeps its "or").  Only a list made of places alone that ends the clause."""
    def word(k):
        return tokens[k].value if 0 <= k < len(tokens) and tokens[k].type in ("WORD", "PUNCT") else None

    def place_back(k):
        """The index before the place that ends at k ("your Ringside pile"), or None."""
        if word(k) in _DEST_SUFFIXES:
            k -= 1
        if word(k) not in _LIST_ZONES:
            return None
        return k - 2 if word(k - 1) in _OWNERS else k - 1

    out = list(tokens)
    for i, tok in enumerate(tokens):
        if not (tok.type == "WORD" and tok.value in ("or", "and/or")):
            continue
        j = i + 1 + (word(i + 1) in _OWNERS)
        if word(j) not in _LIST_ZONES:
            continue
        j += 1 + (word(j + 1) in _DEST_SUFFIXES)
        if j < len(tokens) and word(j) not in (",", ".", ";", ":", "!", "and", "then"):
            continue
        k = i - 1 - (word(i - 1) == ",zlist")
        while True:
            k = place_back(k)
            if k is None or word(k) != ",zlist":
                break
            k -= 1
        if k is not None and word(k) in ("into", "onto"):
            out[i] = Tok("WORD", "or-dest", tok.text)
    return out


# ("instead of going to his Ringside pile", "instead of put into his Ringside pile": the move a card would have made)
_INSTEAD_GERUNDS = {"searching", "discarding", "overturning", "drawing", "choosing", "going", "put"}


@_fold_when(lambda w, _: "instead" in w and "of" in w)
def _fold_instead_of_doing(tokens: list[Tok]) -> list[Tok]:
    """ "draw 2 cards instead of searching", "you may reveal it instead of discarding": "instead of" before the step
    it replaces is one word ("instead-of"), apart from "instead of 2" / "instead of a Grapple" and from the
    separator "instead"."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "instead" and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "of"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value in _INSTEAD_GERUNDS):
            out.append(Tok("WORD", "instead-of", "instead of"))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "hand" in w and "backlash" in w)
def _fold_hand_and_backlash(tokens: list[Tok]) -> list[Tok]:
    """ "look at your opponent's hand and Backlash deck", "he discards his hand or Backlash deck": the
    "and"/"or" between the two places is one word ("and-zone" / "or-zone"), not a clause separator."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if tok.type != "WORD" or tok.value not in ("and", "or"):
            out.append(tok)
            continue
        words = [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 3]]
        owner = 3 if [t.value for t in out[-3:-1]] == ["your", "opponent's"] else 2   # tokens of "his" / "your opponent's"
        verb = out[-owner - 1] if len(out) > owner else None
        if (tok.type == "WORD" and tok.value in ("and", "or") and out and out[-1].type == "WORD"
                and out[-1].value == "hand" and out[-2].type == "WORD" and out[-2].value in _OWNERS
                and verb is not None and verb.type == "WORD" and verb.value in ("at", "discard", "discards")
                and ("backlash" in words[:1] or words == ["his", "backlash"])):
            out.append(Tok("WORD", tok.value + "-zone", tok.text))
            continue
        out.append(tok)
    return out


_SEARCHED_PLACE_WORDS = {"your", "his", "her", "their", "opponent's", "arsenal", "ringside", "pile", "hand", "backlash",
                         "deck", "ring", "area"}


@_fold_when(lambda w, _: "VAR" in w and "where" in w and "rounded" in w and "(" in w)
def _fold_var_rounding(tokens: list[Tok]) -> list[Tok]:
    """ "where # is half the number of 'Glorious' cards in your Ring (rounded up).": the rounding in brackets at the
    end of a "where #" definition reads as ", rounded up" (continuous.lark var_tail; the same reading as "where # is
    half your Superstar Value (rounded up)"), so the bracket is not taken for a note on the cards' place."""
    out = list(tokens)
    seen_where = False
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value == "where" and i + 1 < len(tokens) and tokens[i + 1].type == "VAR":
            seen_where = True
        if (seen_where and tok.type == "PUNCT" and tok.value == "(" and i + 4 <= len(tokens) - 1
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "rounded"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value in ("up", "down")
                and tokens[i + 3].type == "PUNCT" and tokens[i + 3].value == ")"
                and tokens[i + 4].type == "PUNCT" and tokens[i + 4].value in (".", ";")):
            out[i] = Tok("PUNCT", ",", tok.text)
            out[i + 3] = None
    return [t for t in out if t is not None]


_SEARCH_ALT_STARTS = {"the", "a", "an", "any"}


@_fold_when(lambda w, _: "," in w and "or" in w and "for" in w and not w.isdisjoint({"search", "searches"}))
def _fold_search_or_for(tokens: list[Tok]) -> list[Tok]:
    """ "Search your Arsenal for any non-unique maneuver, or for the card titled Roll Out of the Ring, put it in your
    hand": the comma before "or for" joins the second thing searched for to the first (effects.lark search_any_of,
    as "... maneuver or for the card titled ..."), not a second step.  Only right after "search <places> for <cards>"
    (no ";", ":" or "." in between)."""
    out: list[Tok] = []
    state = 0                   # 1: after "search"; 2: after its "for"
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value in ("search", "searches"):
            state = 1
        elif tok.type == "WORD" and tok.value == "for" and state == 1:
            state = 2
        elif tok.type == "PUNCT" and tok.value in (";", ":", "."):
            state = 0
        if (state == 2 and tok.type == "PUNCT" and tok.value == "," and i + 3 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "or"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "for"
                and (tokens[i + 3].type == "NUMBER" or (tokens[i + 3].type == "WORD"
                                                        and tokens[i + 3].value in _SEARCH_ALT_STARTS))):
            state = 0
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: not w.isdisjoint({"search", "searches"}) and not w.isdisjoint({"choose", "chooses"}))
def _fold_search_choose(tokens: list[Tok]) -> list[Tok]:
    """"Search your opponent's Arsenal, choose 1 card, remove it from the game, and they shuffle": the comma
    between the place searched and "choose" is one word (",choose"): the cards chosen are what the search finds.  Any
    other comma after a search ("search your Arsenal, or move ...") stays a separator."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if (tok.type == "PUNCT" and tok.value == "," and i + 1 < len(tokens) and tokens[i + 1].type == "WORD"
                and tokens[i + 1].value in ("choose", "chooses")):
            j = len(out) - 1
            while j >= 0 and out[j].type == "WORD" and out[j].value in _SEARCHED_PLACE_WORDS:
                j -= 1
            if j >= 0 and j < len(out) - 1 and out[j].type == "WORD" and out[j].value in ("search", "searches"):
                out.append(Tok("WORD", ",choose", tok.text))
                continue
        out.append(tok)
    return out


_RING_PLACES = {"ring", "ringside"}


@_fold_when(lambda w, _: "ring" in w and "ringside" in w and "and" in w)
def _fold_ring_and_ringside(tokens: list[Tok]) -> list[Tok]:
    """"remove all Action cards in your Ring area and Ringside pile from the game", "from your Ringside and Ring
    into your Arsenal": the "and" between a player's Ring and his Ringside is one word ("and-zone": both places), not a
    clause separator ("... and Ringside Search 2 cards" keeps its "and")."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value == "and" and i + 1 < len(tokens):
            j = len(out) - 1
            if j >= 0 and out[j].type == "WORD" and out[j].value in ("area", "pile"):
                j -= 1
            prev, owner = (out[j] if j >= 0 else None), (out[j - 1] if j >= 1 else None)
            nxt, after = tokens[i + 1], (tokens[i + 2] if i + 2 < len(tokens) else None)
            if (prev is not None and prev.type == "WORD" and prev.value in _RING_PLACES
                    and owner is not None and owner.type == "WORD" and owner.value in _OWNERS
                    and nxt.type == "WORD" and nxt.value in _RING_PLACES and nxt.value != prev.value
                    and not (after is not None and after.type == "WORD" and after.value == "search")):
                out.append(Tok("WORD", "and-zone", tok.text))
                continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: (not w.isdisjoint(_THIRD_PERSON)
            or not w.isdisjoint(_SAME_SUBJECT_LEADS) and not w.isdisjoint(_BASE_VERBS)
            or "rfg" in w and "and" in w))
def _mark_same_subject(tokens: list[Tok]) -> list[Tok]:
    """ "Your opponent discards 1 card and draws 1 card": "draws" has no subject of its own, so it is
    his draw; a word "same-subject" before it tells the grammar (the clause takes the player of the
    clause before it)."""
    out: list[Tok] = []
    made = False    # inside "have him shuffle ... and draw ...": the base-form verbs after "and" are his too
    his_choice = False   # after "he chooses 1:": the options with no subject are his
    plural = False       # "All players discard their hands and draw ...": "draw" is every player's too
    for i, tok in enumerate(tokens):
        j = i + 1 if tok.type == "WORD" and tok.value == "randomly" else i
        # "... and draws 1 card"; "your opponent discards 2 cards or overturns 5 cards" (Lumberjack Match): the
        # option after "or" is his too
        if (j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in _THIRD_PERSON and out
                and out[-1].type in ("WORD", "PUNCT") and (out[-1].value in _CLAUSE_SEPS
                                                           or out[-1].value == "or" and not _either_before(out))):
            out.append(Tok("WORD", "same-subject", ""))
        elif (j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "rfg" and out
              and out[-1].type == "WORD" and out[-1].value == "or" and not _either_before(out)
              and _third_person_before(out)):
            # "your opponent discards 1 card or RFG 2 Ringside cards": "RFG" (one form for every person) after his
            # verb and "or" is his option too (it was read as yours)
            out.append(Tok("WORD", "same-subject", ""))
        elif (j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "rfg" and out
              and out[-1].type == "WORD" and out[-1].value == "and" and _he_opens_clause(out)):
            # "They discard 1 and RFG the other", "Your opponent RFGs 2 random cards in his hand, and RFG the top 2
            # cards from his Arsenal": "RFG" (one form for every person) after "and" in a clause he opens is his too
            out.append(Tok("WORD", "same-subject", ""))
        elif (tok.type == "WORD" and tok.value == "either" and i + 1 < len(tokens) and tokens[i + 1].type == "WORD"
              and tokens[i + 1].value in _THIRD_PERSON and out and out[-1].type in ("WORD", "PUNCT")
              and out[-1].value in _CLAUSE_SEPS):
            # "he overturns 1 card and then either removes 1 card ... OR puts 1 random card ...": both options his
            out.append(Tok("WORD", "same-subject", ""))
        elif (made and tokens[j].type == "WORD" and tokens[j].value in _BASE_VERBS and out
                and out[-1].type == "WORD" and out[-1].value == "and"):
            out.append(Tok("WORD", "same-subject", ""))
        elif (plural and tokens[j].type == "WORD" and tokens[j].value in _BASE_VERBS and out
                and out[-1].type == "WORD" and out[-1].value == "and"):
            out.append(Tok("WORD", "same-subject", ""))
        elif (his_choice and tokens[j].type == "WORD" and tokens[j].value in _BASE_VERBS and out
              and out[-1].value in (":", ",", "or", ";")):
            # "he may choose 2: draw 1 card, shuffle 1 card ...": the options are the chooser's steps
            out.append(Tok("WORD", "same-subject", ""))
        if tok.type == "WORD" and tok.value in ("choose", "chooses") and _his_choice_at(tokens, i):
            his_choice = True
        elif tok.type == "PUNCT" and tok.value in (".", "!"):
            his_choice = False
        if tok.type == "WORD" and (tok.value == "players" and out and out[-1].value in ("all", "both")
                                   or tok.value == "opponent" and [t.value for t in out[-3:]] == ["you", "and", "your"]
                                   # (g8-pack) "..., they discard 2 and overturn 2.": "overturn" is theirs too
                                   or tok.value == "they" and i + 1 < len(tokens) and tokens[i + 1].type == "WORD"
                                   and tokens[i + 1].value in _BASE_VERBS):
            plural = True
        elif tok.type == "PUNCT" and tok.value in (";", ":", ".") or (tok.type == "WORD" and tok.value in _SUBJECTS):
            plural = False
        if tok.type == "WORD" and tok.value in ("have", "make", "makes") and i + 1 < len(tokens) \
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("him", "her", "your", "them"):
            made = True
        elif tok.type == "PUNCT" and tok.value in (";", ":", ".") or (tok.type == "WORD" and tok.value in _SUBJECTS):
            made = made and tok.type == "WORD" and tok.value in ("him", "her", "your", "opponent", "them") \
                and out and out[-1].value in ("have", "make", "makes", "your")
        out.append(tok)
    return out


def _he_opens_clause(out: list[Tok]) -> bool:
    """Does the sentence open with him ("he", "they", "your opponent") and his verb, with no "you" after it?"""
    words = [t.value if t.type in ("WORD", "PUNCT") else t.type for t in out]
    if words[:1] in (["he"], ["they"]):
        rest = words[1:]
    elif words[:2] == ["your", "opponent"]:
        rest = words[2:]
    else:
        return False
    return bool(rest) and (rest[0] in _THIRD_PERSON or rest[0] in ("discard", "rfg")) and not (
        {"you", ";", ":", "then"} & set(rest))


def _third_person_before(out: list[Tok]) -> bool:
    """A third-person verb ("discards") in the clause before, back to the last punctuation."""
    for t in reversed(out):
        if t.type == "PUNCT":
            return False
        if t.type == "WORD" and t.value in _THIRD_PERSON:
            return True
    return False


def _either_before(out: list[Tok]) -> bool:
    """ "he overturns 1 card and then either removes 1 card ... OR puts 1 random card ...": the "or" of an
    "either ... or" (one clause, sentences.lark `either`), back to the last punctuation."""
    for t in reversed(out):
        if t.type == "PUNCT":
            return False
        if t.type == "WORD" and t.value == "either":
            return True
    return False


def _his_choice_at(tokens: list[Tok], i: int) -> bool:
    """ "he chooses 1:", "your opponent may choose 2:" — a choice list whose chooser is not you."""
    k = i - 1
    if k >= 0 and tokens[k].type == "WORD" and tokens[k].value in ("may", "must"):
        k -= 1
    if k < 0 or tokens[k].type != "WORD" or tokens[k].value not in ("he", "she", "they", "opponent"):
        return False
    j = i + 1
    if j < len(tokens) and tokens[j].type == "NUMBER":
        j += 1
    if j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "of-the-following":
        j += 1
    return j < len(tokens) and tokens[j].type == "PUNCT" and tokens[j].value == ":"


# base-form action verbs (after "have him ... and"), and words that name a new subject
_BASE_VERBS = {"draw", "discard", "overturn", "shuffle", "put", "place", "reveal", "search", "remove", "choose",
               "look", "return", "skip", "move", "take"}
_SUBJECTS = {"you", "he", "she", "they", "him", "her", "your", "opponent", "them"}


@_fold_when(lambda w, _: "named" in w)
def _fold_named(tokens: list[Tok]) -> list[Tok]:
    """ "choose 1 card you named", "if it is the card he named": one word "you-named" after a card
    description (so "a Maneuver card you may ..." keeps its "you")."""
    out: list[Tok] = []
    for tok in tokens:
        if (tok.type == "WORD" and tok.value == "named" and len(out) > 1 and out[-1].type == "WORD"
                and out[-1].value in ("you", "he", "she") and out[-2].type == "DESC"):
            who = out.pop()
            out.append(Tok("WORD", "you-named", f"{who.text} {tok.text}"))
            continue
        out.append(tok)
    return out


_PACK_ITEMS = ("TITLE", "DESC", "SUPERSTAR")


@_fold_when(lambda w, _: ("," in w or "(" in w or "but" in w or "hidden" in w) and ("pack" in w or "packing" in w))
def _fold_pack_lists(tokens: list[Tok]) -> list[Tok]:
    """ "You cannot pack High Risks, Wrestlemania, or In The Interest Of Fairness", "You can pack Eddie
    Guerrero cards, and The Three Amigos": after "pack" / "packing", a comma (with its "or" / "and")
    between two items of the list -- card descriptions, titles, a Superstar's cards -- is one word
    "pack-comma", so the list reads on without taking every comma after it (", and your X cards are
    ..." stays a clause); ", except X" after such an item is "except X"."""
    out: list[Tok] = []
    packing = False
    note_end = -1
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (packing and tok.type == "PUNCT" and tok.value == "(" and out
                and (out[-1].type in _PACK_ITEMS or out[-1].value in ("title", "text", "logo", "logos"))
                and i + 2 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("it", "they")
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value in ("is", "are")):
            # "Jack-knife (it is not Unique), High-Flying Style, ...": a note on the item before it, one word
            # "pack-note" for "(", and the list reads on after its ")"
            k = next((m for m in range(i + 3, len(tokens)) if tokens[m].type == "PUNCT" and tokens[m].value in ")(;."),
                     None)
            if k is not None and tokens[k].value == ")":
                out.append(Tok("WORD", "pack-note", tok.text))
                out.extend(tokens[i + 1:k + 1])
                note_end = len(out)
                i = k + 1
                continue
        if (packing and tok.type == "WORD" and tok.value == "but" and i + 1 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "you" and out
                and (out[-1].type in _PACK_ITEMS or len(out) == note_end
                     or out[-1].value in ("backstage", "arsenal", "backlash", "area", "deck"))):
            # "You may pack El Kabong but you cannot pack Quick Count Ref.": as ", but you"
            out.append(Tok("WORD", ",but", tok.text))
            i += 1
            continue
        if (packing and tok.type == "WORD" and tok.value == "in" and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "your"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "backstage"):
            # "You can pack Nikki Bella in your Backstage and it is hidden": as "Nikki Bella hidden in your Backstage"
            k = i + 3 + (i + 3 < len(tokens) and tokens[i + 3].type == "WORD" and tokens[i + 3].value == "area")
            tail = [t.value if t.type in ("WORD", "PUNCT") else None for t in tokens[k:k + 4]]
            if tail in (["and", "it", "is", "hidden"], ["and", "they", "are", "hidden"],
                        ["and", "they-cards", "are", "hidden"]):
                out.append(Tok("WORD", "hidden", " ".join(t.text for t in tokens[k:k + 4])))
                out.extend(tokens[i:k])
                i = k + 4
                continue
        if tok.type == "WORD" and tok.value in ("pack", "packing"):
            # "When packing this card, your X cards are Unique, Permanent, ...": no list after "packing this"
            packing = not (i + 1 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "this")
        elif tok.type == "PUNCT" and tok.value in (";", ".", ":") or tok.type == "WORD" and tok.value in ("is", "are") \
                and not (out and out[-1].type == "WORD" and out[-1].value == "that") \
                and not (len(out) > 1 and out[-1].value in ("they", "it") and out[-2].value == "if"):
            # (nor after "as if they are not": "... as if they are not Multi, and I Am The Man." lists on)
            # ("Multi maneuvers that are Unique or Chain, and 3rd Generation Superstar": "that are" describes the
            # item before it, and the list reads on)
            packing = False
        if (packing and tok.type == "PUNCT" and tok.value == "," and out and (out[-1].type in _PACK_ITEMS
                                                                            or len(out) == note_end
                                                                            or out[-1].value in ("logo", "logos"))
                and not (len(out) > 1 and out[-2].type == "WORD" and out[-2].value == "this")):
            j = i + 1
            if j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in ("or", "and", "and/or"):
                j += 1
            if j < len(tokens) and tokens[j].type in _PACK_ITEMS:
                out.append(Tok("WORD", "pack-comma", " ".join(t.text for t in tokens[i:j])))
                i = j
                continue
            if j == i + 1 and j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "except":
                i = j       # ", except Rico Enters!": the exception of the list
                continue
            if (j == i + 1 and j + 2 < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "regardless"
                    and tokens[j + 1].type == "WORD" and tokens[j + 1].value == "of"
                    and tokens[j + 2].type == "WORD" and tokens[j + 2].value in ("logo", "superstar")):
                i = j       # "any Superstar-specific Arsenal maneuvers, regardless of logo": said of that item
                continue
            if (j == i + 1 and j + 3 < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "regardless"
                    and tokens[j + 1].type == "WORD" and tokens[j + 1].value == "of"
                    and tokens[j + 2].type == "DESC" and tokens[j + 2].value == ((("kind", "Card", False),),)
                    and tokens[j + 3].type == "WORD" and tokens[j + 3].value == "text"):
                # "You cannot pack Corners or Factions, regardless of card text": said of the whole rule, one word
                out.append(Tok("WORD", "regardless-of-card-text", " ".join(t.text for t in tokens[i:j + 4])))
                i = j + 4
                continue
        if (packing and tok.type == "PUNCT" and tok.value == "," and out and out[-1].type in _PACK_ITEMS
                and i + 3 < len(tokens) and [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 4]]
                == ["unless", "they", "are"]):
            # "you cannot pack Raw or SmackDown cards, unless they are Superstar-specific or Foreign Objects": the
            # cards the rule leaves out (as "... cards unless they are ..."), not a condition on the whole rule
            i += 1
            continue
        if (packing and tok.type == "PUNCT" and tok.value == "," and out and out[-1].type == "WORD"
                and out[-1].value in ("backstage", "arsenal", "backlash", "area", "deck")
                and i + 3 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "and"
                and tokens[i + 2].type == "TITLE" and tokens[i + 3].type == "PUNCT" and tokens[i + 3].value == "."):
            # "You may pack 10 non-Superstar-specific F:0 Chop cards in your Backstage, and No Sell Maneuver.": one
            # more card of the list closes the sentence
            out.append(Tok("WORD", "pack-comma", " ".join(t.text for t in tokens[i:i + 2])))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: ("," in w or "and" in w) and ("NUMBER" in w or "number" in w or "titled" in w))
def _fold_count_lists(tokens: list[Tok]) -> list[Tok]:
    """ "search your Arsenal for 1 Foreign Object card and 1 Grapple maneuver", "discard 1 Maneuver
    card, 1 Action card, and 1 Reversal card": the "and" (or comma) between two counted card
    descriptions joins a list of cards, one word "and-also", so it is not read as the "and" between
    two clauses (no clause starts with a count)."""
    out: list[Tok] = []
    i = 0
    or_list = False
    in_paren_when = False
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == "WORD" and tok.value == "(when":
            in_paren_when = True
        elif tok.type == "PUNCT" and tok.value == ")":
            in_paren_when = False
        elif in_paren_when and tok.type == "PUNCT" and tok.value == ",":
            # "discard 1 card (when you have fewer cards in hand, 2 cards)": the comma ends the state of a bracketed
            # alternative (virtual.lark paren_alt), the count after it is the alternative's, not a list's
            in_paren_when = False
            out.append(tok)
            i += 1
            continue
        if (or_list and tok.type == "PUNCT" and tok.value == "," and i + 1 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "or" and out and out[-1].type == "DESC"):
            # "1 non-hybrid Maneuver card, 1 Unique Action card, or 1 Volley card": the comma before the last "or"
            or_list = False
            i += 1
            continue
        if tok.type in ("WORD", "PUNCT") and tok.value in (",", "and") and out and (
                out[-1].type in _DESC_HEADS or (out[-1].type == "WORD" and out[-1].value in _DESC_ENDS)):
            j = i + 1
            if tok.value == "," and j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "and":
                j += 1
            if (tok.value == "," and j == i + 1 and out[-1].type == "DESC" and tokens[j].type == "NUMBER"
                    and _ends_or_list(tokens, j)):
                # "put 1 non-hybrid Maneuver card, 1 Unique Action card, or 1 Volley card from ...": a list of
                # counted cards closed by ", or" is one group or another, "or" between each (as "1 X or 1 Y")
                out.append(Tok("WORD", "or", tok.text))
                or_list = True
                i = j
                continue
            if _counted_desc_at(tokens, j) and not (tok.value == "," and j == i + 1 and tokens[j].value == "the"):
                out.append(Tok("WORD", "and-also", " ".join(t.text for t in tokens[i:j])))
                i = j
                continue
            if tok.value == "and" and j == i + 1 and _title_ends_count_list(tokens, j) \
                    and any(t.type == "NUMBER" for t in out):
                # "search your Arsenal for 1 non-reversal non-Unique card and Roll Out of the Ring, reveal them, ...":
                # a title ending a list of counted cards
                out.append(Tok("WORD", "and-also", tok.text))
                i = j
                continue
        out.append(tok)
        i += 1
    return out


def _ends_or_list(tokens: list[Tok], j: int) -> bool:
    """Is the counted card at j ("1 Unique Action card") followed by ", or" and one more counted card ("1 Volley
    card"), each a count and one description?"""
    return (j + 4 < len(tokens) and tokens[j + 1].type == "DESC"
            and tokens[j + 2].type == "PUNCT" and tokens[j + 2].value == ","
            and tokens[j + 3].type == "WORD" and tokens[j + 3].value == "or"
            and tokens[j + 4].type == "NUMBER" and j + 5 < len(tokens) and tokens[j + 5].type == "DESC")


_EVEN_IF = ("even", "if", "it", "cannot", "be", "reversed")
_PREMATCH = (("even", "during", "the", "pre-match", "phase"), ("even", "during", "pre-match"))


def _paren_count_when(tokens: list[Tok], j: int) -> bool:
    """Does a parenthesis at j open on a count ("2 cards", "up to 6") and hold "when" / "if" before it closes?"""
    if j + 2 < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "up" and tokens[j + 1].value == "to":
        j += 2
    if j >= len(tokens) or tokens[j].type != "NUMBER":
        return False
    for tok in tokens[j + 1:]:
        if tok.type == "PUNCT" and tok.value in ")(;.":
            return False
        if tok.type == "WORD" and tok.value in ("when", "if"):
            return True
    return False


@_fold_when(lambda w, _: "even" in w or "(" in w or ("," in w and ("regardless" in w or "unless" in w)))
def _fold_even_if(tokens: list[Tok]) -> list[Tok]:
    """ "reverse any maneuver, even if it cannot be reversed" / "(even if it 'cannot be reversed')": one word,
    "even-if-irreversible", so the comma before it is not read as the end of the reversal's clause."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == "PUNCT" and tok.value in (",", "("):
            words = [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 7]]
            quoted = (words[:3] == ["even", "if", "it"] and i + 4 < len(tokens) and tokens[i + 4].type == "QUOTED"
                      and tokens[i + 4].value.lower() == "cannot be reversed")
            n = 7 if words == list(_EVEN_IF) else 5 if quoted else 0
            if n and tok.value == "(" and not (i + n < len(tokens) and tokens[i + n].value == ")"):
                n = 0
            if n:
                end = i + n + (1 if tok.value == "(" else 0)
                out.append(Tok("WORD", "even-if-irreversible", " ".join(t.text for t in tokens[i:end])))
                i = end
                continue
            # "Cannot be reversed, even by Sidewalk Slam": one word "even-by", so the comma is not read as the end of
            # the restriction's clause (reversals.lark `rr_cannot_even_by`)
            if tok.value == "," and words[:2] == ["even", "by"]:
                out.append(Tok("WORD", "even-by", " ".join(t.text for t in tokens[i:i + 3])))
                i += 3
                continue
            # "You may play the card titled Handicap Match, even if your opponent cannot play any belt except ...":
            # one word "even-if", so the comma is not read as the end of the permission's clause
            if tok.value == "," and words[:2] == ["even", "if"]:
                out.append(Tok("WORD", "even-if", " ".join(t.text for t in tokens[i:i + 3])))
                i += 3
                continue
            # "Reverse any non-Unique maneuver (when you are Bray Wyatt, instead reverse any card)": a parenthesis
            # opening on "when" is one word, so a description before it is complete (not "(including ...)")
            if tok.value == "(" and words and words[0] == "when":
                out.append(Tok("WORD", "(when", " ".join(t.text for t in tokens[i:i + 2])))
                i += 2
                continue
            # "your opponent cannot play Set-up cards, unless it is titled From the Top Rope or Springboard":
            # one word, so the comma after the cards is not read as a clause break (effects.lark
            # prohibit_play_unless_titled)
            if tok.value == "," and words[:4] in (["unless", "it", "is", "titled"], ["unless", "they", "are", "titled"]):
                out.append(Tok("WORD", "unless-titled", " ".join(t.text for t in tokens[i:i + 5])))
                i += 5
                continue
            # "your opponent overturns # cards (max 8)": a parenthesis opening on "max" is one word, so a
            # description before it is complete (not "(including ...)"; virtual.lark `capped`)
            if tok.value == "(" and words[:1] in (["max"], ["maximum"]):    # "(maximum -10F)" as well
                out.append(Tok("WORD", "(max", " ".join(t.text for t in tokens[i:i + 2])))
                i += 2
                continue
            # "your next card played this turn is -#F (# = total Stun Value in your Ring + 1)": a parenthesis that
            # defines "#" is a separator before the definition (as "where" is) and "# =" one word
            if tok.value == "(" and i + 2 < len(tokens) and tokens[i + 1].type == "VAR" \
                    and tokens[i + 2].value in ("=", "is"):
                out.append(Tok("WORD", "(var", tok.text))
                out.append(Tok("WORD", "#=", f"{tokens[i + 1].text} {tokens[i + 2].text}"))
                i += 3
                continue
            # "search your Arsenal for up to # BASH maneuvers with different titles (where # is equal to 2 minus the
            # number of reversals played to that card)": the same, spelled with "where" and "is (equal to)"
            if tok.value == "(" and words[:1] == ["where"] and i + 3 < len(tokens) and tokens[i + 2].type == "VAR" \
                    and tokens[i + 3].value in ("=", "is"):
                j = i + 4
                if words[3:5] == ["equal", "to"]:
                    j += 2
                out.append(Tok("WORD", "(var", tok.text + " " + tokens[i + 1].text))
                out.append(Tok("WORD", "#=", " ".join(t.text for t in tokens[i + 2:j])))
                i = j
                continue
            # "When this card reverses, even from Arsenal, put it in your Ring": one word "even-from" after "reverses"
            if tok.value == "," and words[:2] == ["even", "from"] and out and out[-1].type == "WORD" \
                    and out[-1].value == "reverses":
                out.append(Tok("WORD", "even-from", " ".join(t.text for t in tokens[i:i + 3])))
                i += 3
                continue
            # "put it in your Backlash instead, regardless of any other effects": the comma is not a clause break
            if tok.value == "," and words[:2] == ["regardless", "of"] and words[2:4] in (["other", "effects"],
                                                                                         ["any", "other"]):
                i += 1
                continue
            # "draw up to 1 card (2 cards when you have fewer cards in hand)": a parenthesis opening on a count and
            # holding a "when" / "if" is one word, so a description before it is complete (not "(including ...)")
            if tok.value == "(" and _paren_count_when(tokens, i + 1):
                out.append(Tok("WORD", "(count", tok.text))
                i += 1
                continue
            # "(even during your own turn)": the reversal may also be played in its player's own turn
            own = 5 if words[:5] == ["even", "during", "your", "own", "turn"] else \
                4 if words[:4] == ["even", "during", "your", "turn"] else 0
            if own and tok.value == "(" and i + own + 1 < len(tokens) and tokens[i + own + 1].value == ")":
                out.append(Tok("WORD", "even-during-own-turn", " ".join(t.text for t in tokens[i:i + own + 2])))
                i += own + 2
                continue
            # "(even during the Pre-match phase)": the reversal also works in the Pre-match phase
            pm = next((len(p) for p in _PREMATCH if tuple(words[:len(p)]) == p), 0)
            if pm and tok.value == "(" and i + pm + 1 < len(tokens) and tokens[i + pm + 1].value == ")":
                out.append(Tok("WORD", "even-during-prematch",
                               " ".join(t.text for t in tokens[i:i + pm + 2])))
                i += pm + 2
                continue
        out.append(tok)
        i += 1
    return out


_MOVE_TO = {"into", "in", "on", "onto", "to"}


@_fold_when(lambda w, t: "or-a" in w)
def _fold_names_then_identities(tokens: list[Tok]) -> list[Tok]:
    """ "When you are William Regal, The Mystery Wrestler, a Chairman, or a GM": the comma between the names and
    "a <identity> or a <identity>" is one word "names-comma" (conditions.lark c_player_is_names_or_either), not the
    comma that ends the condition."""
    out: list[Tok] = []
    for k, tok in enumerate(tokens):
        if (tok.type == "PUNCT" and tok.value == "," and k and tokens[k - 1].type == "SUPERSTAR"
                and k + 4 < len(tokens) and tokens[k + 1].type == "WORD" and tokens[k + 1].value in ("a", "an")
                and tokens[k + 2].type == "DESC" and tokens[k + 3].type == "WORD" and tokens[k + 3].value == "or-a"
                and tokens[k + 4].type == "DESC"):
            out.append(Tok("WORD", "names-comma", tok.text))
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, t: "requirement" in w and "ignore" in w)
def _fold_and_requirement(tokens: list[Tok]) -> list[Tok]:
    """ "Ignore the Follow-Up and Requirement on your Superstar-specific cards": "and Requirement" after "ignore the
    <kind>" is one word "and-requirement" (continuous.lark ignore_kind_and_requirement_on)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "and" and len(out) >= 3 and out[-1].type == "DESC"
                and [t.value for t in out[-3:-1]] == ["ignore", "the"] and i + 2 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "requirement"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "on"):
            out.append(Tok("WORD", "and-requirement", f"{tok.text} {tokens[i + 1].text}"))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, t: "requirement" in w and "and" in w and "," in w and "or" not in w)
def _fold_requirement_list(tokens: list[Tok]) -> list[Tok]:
    """ "Requirement: Less Fortitude, Overturned, and Not Your Opponent's First Card This Turn": in a header that is a
    list of requirements ending ", and", the commas between them and the last ", and" are one word "req-comma"
    (clauses.lark k_requirements), so a comma after one requirement is not read as the end of the header (nor the last
    "and" as `req_and`, which joins two parts' conditions into one)."""
    if len(tokens) < 3 or [(t.type, t.value) for t in tokens[:2]] != [("WORD", "requirement"), ("PUNCT", ":")]:
        return tokens
    commas = [i for i, t in enumerate(tokens) if t.type == "PUNCT" and t.value == ","]
    if len(commas) < 2 or any((t.type, t.value) in (("PUNCT", ";"), ("PUNCT", ":"), ("WORD", "or")) for t in tokens[2:]):
        return tokens
    last = commas[-1]
    if not (last + 1 < len(tokens) and (tokens[last + 1].type, tokens[last + 1].value) == ("WORD", "and")):
        return tokens
    return [Tok("WORD", "req-comma", t.text + (" and" if i == last else "")) if i in commas else t
            for i, t in enumerate(tokens) if i != last + 1]


@_fold_when(lambda w, _: "forth" in w and "second" in w)
def _fold_so_forth(tokens: list[Tok]) -> list[Tok]:
    """ "The first maneuver you play each turn is +1D, the second +2D, the third +3D, and so forth": after a change of
    one stat, ", the second <2 times it>, the third <3 times it>, and so forth" is one word "and-so-forth"
    (continuous.lark modifier_escalating): each later card gets the change times its place in the order."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        tail = tokens[i + 1:i + 12]
        if (tok.type == "MOD" and len(tok.value) == 1 and not tok.value[0][0] and len(tail) == 11
                and [(t.type, t.value) for t in tail[:3]] == [("PUNCT", ","), ("WORD", "the"), ("WORD", "second")]
                and tail[3].type == "MOD"
                and [(t.type, t.value) for t in tail[4:7]] == [("PUNCT", ","), ("WORD", "the"), ("WORD", "third")]
                and tail[7].type == "MOD"
                and [(t.type, t.value) for t in tail[8:11]] == [("PUNCT", ","), ("WORD", "and"), ("WORD", "so")]
                and i + 12 < len(tokens) and (tokens[i + 12].type, tokens[i + 12].value) == ("WORD", "forth")):
            _, k, stat = tok.value[0]
            if tail[3].value == ((False, 2 * k, stat),) and tail[7].value == ((False, 3 * k, stat),):
                out.append(tok)
                out.append(Tok("WORD", "and-so-forth", " ".join(t.text for t in tokens[i + 1:i + 13])))
                i += 13
                continue
        out.append(tok)
        i += 1
    return out


_OR_A_AFTER = {"title", "text", "logo", "logos", "titles"}       # a description can end "... in the title"
_OR_A_BEFORE = {"other", "successfully", "random", "different", "face-down"}   # ... or start "a random card"


@_fold_when(lambda w, _: "or" in w and ("a" in w or "an" in w))
def _fold_or_a(tokens: list[Tok]) -> list[Tok]:
    """ "a Title Belt or a card with the word 'McMahon' in the title": "or a" between two card
    descriptions joins them (one word, "or-a"), so it is not read as "or" between clauses; so does a bare "or"
    between two descriptions after one article ("a Foreign Object maneuver or Trademark Finisher")."""
    words = {t.value for t in tokens if t.type == "WORD"}
    if words & {"either", "reverse", "reverses", "packed"}:
        return tokens       # "either a X or a Y", reversal target lists and "packed as": their own rules
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value == "or" and i + 2 < len(tokens) and out
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("a", "an")
                and (out[-1].type in ("DESC", "QUOTED", "TITLE") or (out[-1].type == "WORD" and out[-1].value in _OR_A_AFTER))
                and (tokens[i + 2].type in ("DESC", "TITLE", "QUOTED")
                     or (tokens[i + 2].type == "WORD" and tokens[i + 2].value in _OR_A_BEFORE))):
            out.append(Tok("WORD", "or-a", f"or {tokens[i + 1].text}"))
            i += 2
            continue
        if (tok.type == "PUNCT" and tok.value == "," and i + 3 < len(tokens) and out and out[-1].type == "DESC"
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "or"
                and tokens[i + 2].type == "WORD" and tokens[i + 2].value in ("a", "an")
                and tokens[i + 3].type == "DESC"):
            # "a Strike, or an Extreme": the comma before "or a" does not end the description's list
            out.append(Tok("WORD", "or-a", f", or {tokens[i + 2].text}"))
            i += 3
            continue
        if (tok.type == "WORD" and tok.value == "or" and i + 1 < len(tokens) and len(out) > 1
                and out[-1].type == "DESC" and out[-2].type == "WORD" and out[-2].value in ("a", "an")
                and tokens[i + 1].type == "DESC"):
            # "a 10D+ maneuver or printed D:10+ reversal", "a Unique card or 8D+ maneuver": the article of the first
            # description is understood for the second (two whole descriptions the DESC token cannot join)
            out.append(Tok("WORD", "or-a", "or"))
            i += 1
            continue
        out.append(tok)
        i += 1
    return out



@_fold_when(lambda w, _: "or" in w and "fortitude" in w and ("less" in w or "fewer" in w))
def _fold_or_have(tokens: list[Tok]) -> list[Tok]:
    """ "when you have 5+ lower Fortitude or 30- cards in Arsenal": the "or" between a compared Fortitude and a count of
    cards the same player has is one word "or-have" (conditions.lark condition_or_again), not the "or" of "or lower
    Fortitude" / "or when ..."."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        nxt = [t.value if t.type == "WORD" else t.type for t in tokens[i + 1:i + 5]]
        if (tok.type == "WORD" and tok.value == "or" and out and out[-1].type == "WORD" and out[-1].value == "fortitude"
                and nxt[:3] in (["NUMBER", "or", "less"], ["NUMBER", "or", "fewer"]) and nxt[3:] == ["DESC"]):
            out.append(Tok("WORD", "or-have", "or"))
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "or" in w and ("reverse" in w or "reverses" in w))
def _fold_or_post(tokens: list[Tok]) -> list[Tok]:
    """ "any card that 'cannot be reversed' or with a 'can only be reversed' effect", "any card with Momentum or that
    'cannot be reversed'", "any card with Momentum or a reversal restriction": an "or" between two things said after
    one description (what the card has, or is) is one word "or-post", so it is not read as "or" between targets; in the
    last the "with" it leaves out is spelled (desc.lark desc_post_alts)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = [t.value if t.type == "WORD" else t.type for t in tokens[i + 1:i + 4]]
        after_post = (len(out) > 1 and out[-1].type in ("QUOTED", "DESC") and out[-2].type == "WORD"
                      and out[-2].value in ("with", "that"))
        if tok.type == "WORD" and tok.value == "or" and after_post:
            if nxt[:2] in (["that", "QUOTED"], ["that", "cannot"], ["with", "a"], ["with", "an"]):
                out.append(Tok("WORD", "or-post", "or"))
                i += 1
                continue
            if nxt == ["a", "DESC", "restriction"] and out[-2].value == "with":
                out.append(Tok("WORD", "or-post", "or"))
                out.append(Tok("WORD", "with", ""))
                i += 1
                continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "and" in w and "also" in w and "DESC" in w)
def _fold_and_also_kinds(tokens: list[Tok]) -> list[Tok]:
    """ "Your Press Slam is Unique, Multi and also a Trademark Finisher", "your Double Underhook Back Breaker cards
    are Multi and also High Risk": between two descriptions "and also" is "and" (one word, its text kept), so the
    list reads as "Multi and a Trademark Finisher" does."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 2] if i + 2 < len(tokens) else None
        if (nxt is not None and nxt.type == "WORD" and nxt.value in ("a", "an") and i + 3 < len(tokens)):
            nxt = tokens[i + 3]
        if (nxt is not None and nxt.type == "DESC" and tok.type == "WORD" and tok.value == "and" and out
                and out[-1].type == "DESC" and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "also"):
            out.append(Tok("WORD", "and", f"{tok.text} {tokens[i + 1].text}"))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: ":" in w and "DESC" in w and "is" in w)
def _fold_bare_reversal_line(tokens: list[Tok]) -> list[Tok]:
    """ "this card is also Reversal: Momentum", "this card is Reversal: Maneuver instead": the reversal line printed
    without its quotes after "is (also)" is read as the quoted one ("this card is also 'Reversal: Extreme'", "this card
    is 'Reversal: Maneuver' instead"): one QUOTED token of the words up to the end of the clause (only card
    descriptions and "or")."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        prev = [t.value if t.type in _WP else t.type for t in out[-2:]]
        if (tok.type == "DESC" and tok.value == ((("kind", "Reversal", False),),) and i + 2 < len(tokens)
                and tokens[i + 1].type == "PUNCT" and tokens[i + 1].value == ":"
                and (prev == ["is", "also"] or prev[-1:] == ["is"])):
            j = i + 2
            while j < len(tokens) and (tokens[j].type == "DESC" or (tokens[j].type == "WORD" and tokens[j].value == "or")):
                j += 1
            ends = j < len(tokens) and tokens[j].type in _WP and tokens[j].value in ("instead", ".", ",", ";", "!")
            if j > i + 2 and tokens[j - 1].type == "DESC" and (ends or j == len(tokens)):
                text = " ".join(t.text for t in tokens[i + 2:j])
                out.append(Tok("QUOTED", f"Reversal: {text}", f"{tok.text}: {text}"))
                i = j
                continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "applicable" in w and "backlash" in w)
def _fold_or_backlash_if_applicable(tokens: list[Tok]) -> list[Tok]:
    """ "he puts his card into his hand (or Backlash, if applicable)": the card goes back where it was played from, the
    hand or the Backlash (one word after "hand", its text kept)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        vals = [t.value for t in tokens[i + 1:i + 8]]
        if tok.type == "WORD" and tok.value == "hand" and vals[:3] == ["(", "or", "backlash"]:
            n = 7 if vals[3:7] == [",", "if", "applicable", ")"] else 6 if vals[3:6] == ["if", "applicable", ")"] else 0
            if n:
                out.append(tok)
                out.append(Tok("WORD", "or-backlash-if-applicable", " ".join(t.text for t in tokens[i + 1:i + 1 + n])))
                i += 1 + n
                continue
        out.append(tok)
        i += 1
    return out

def _fold_paren_irreversible(tokens: list[Tok]) -> list[Tok]:
    """ "he may overturn 2 cards (this cannot be reversed)", "... into your Backlash (this effect cannot be reversed)":
    the remark is a clause of its own about the effect before it, read as ", and this effect cannot be reversed" (the
    lexer's "and-clauses" and clauses.lark's rr_effect; the printed words kept as the tokens' text)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if out and tok.type == "PUNCT" and tok.value == "(":
            vals = [t.value for t in tokens[i + 1:i + 7]]
            for head in (["this", "effect"], ["this"], []):
                n = len(head)
                if vals[:n + 4] == head + ["cannot", "be", "reversed", ")"]:
                    words = tokens[i + 1:i + 1 + n + 3]
                    out.append(Tok("WORD", "and-clauses", "("))
                    out.append(Tok("WORD", "this", words[0].text if n else "this"))
                    out.append(Tok("WORD", "effect", words[1].text if n == 2 else "effect"))
                    out.extend(words[n:])
                    i += n + 5
                    break
            else:
                out.append(tok)
                i += 1
            continue
        out.append(tok)
        i += 1
    return out


def _fold_vmod_and_restriction(tokens: list[Tok]) -> list[Tok]:
    """ "your next maneuver is -#F and can only be reversed from Arsenal": the "and" after a change by "#" opens a
    clause of its own (a comma before it), not one more change of the list "-#F and +#D" (continuous.lark var_mods),
    so the restriction reads as after "is -5F and ..." (the cards of the clause before: continuous.py _bare_kinds)."""
    out: list[Tok] = []
    for i, tok in enumerate(tokens):
        if (tok.type == "WORD" and tok.value == "and" and out and out[-1].type == "VMOD" and i + 1 < len(tokens)
                and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("can", "cannot")):
            out.append(Tok("PUNCT", ",", ""))
        out.append(tok)
    return out


def _grammar_words() -> dict:
    """The words the grammar reads (its string terminals)."""
    from .grammar import _TokLexer, parser   # the grammar imports this module: read it when first needed
    parser()
    return _TokLexer.words


@_fold_when(lambda w, _: ":" in w and ("action" in w or "maneuver" in w))
def _fold_type_line_kind(tokens: list[Tok]) -> list[Tok]:
    """ "search your Arsenal for 1 Action: Run-in card", "the number of Action: Chain cards in your Ring area",
    "as a Mid-match Action: Run-in": a card type written as its type line ("Action: Run-in") is the kind with
    that trait, read as "Run-in Action" (the colon opens no list and no cost).  Only a one-word trait
    after "Action" / "Maneuver"; "Action: Run-ins" (plural) is "Run-in Actions"."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == "WORD" and tok.value in ("action", "maneuver") and i + 2 < len(tokens) \
                and tokens[i + 1].type == "PUNCT" and tokens[i + 1].value == ":" and tokens[i + 2].type == "WORD" \
                and tokens[i + 2].value in TRAITS:
            trait = tokens[i + 2]
            plural = trait.value.endswith("s") and TRAITS.get(trait.value[:-1]) == TRAITS[trait.value]
            if plural:
                out.append(Tok("WORD", trait.value[:-1], trait.text[:-1]))
                out.append(Tok("WORD", tok.value + "s", tok.text + "s"))
            else:
                out.extend([trait, tok])
            i += 3
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, tokens: "!" in w or "?" in w or _capitalised_title_in(tokens))
def _fold_one_word_titles(tokens: list[Tok]) -> list[Tok]:
    """ "put it under Moonrise", "Ringside Search 1 IICONICS!", "if bWo is in your Ring": a card title of
    one word, written as printed (its capitals, its "!"), is a TITLE when the grammar
    reads no word of that spelling and it is no card-describing word -- the word can mean nothing else
    ("Head", "Redemption" stay words wherever the grammar knows them)."""
    titles, _ = known_names()
    if not titles:
        return tokens
    words = None
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        raw = tok.text
        if tok.type == "WORD" and raw != raw.lower() and not raw.endswith("'s") and raw.lower() in titles \
                or tok.type == "WORD" and raw != raw.lower() and i + 1 < len(tokens) and tokens[i + 1].type == "PUNCT" \
                and tokens[i + 1].value in "!?" and (raw + tokens[i + 1].value).lower() in titles:
            if words is None:
                words = _grammar_words()
            if tok.value not in words and not classify(tok.value) and tok.value not in MULTI:
                bang = (i + 1 < len(tokens) and tokens[i + 1].type == "PUNCT" and tokens[i + 1].value in "!?"
                        and titles.get((raw + tokens[i + 1].value).lower()) == raw + tokens[i + 1].value)
                name = raw + tokens[i + 1].value if bang else raw
                if titles.get(name.lower()) == name:
                    out.append(Tok("TITLE", name, name))
                    i += 2 if bang else 1
                    continue
        out.append(tok)
        i += 1
    return out


# the places "their" names after "all players" / "both players" as a subject ("their hands" is read whole by
# effects.lark's discard_hands / shuffle_hands)
_THEIR_ZONES = {"hand", "arsenal", "arsenals", "ringside", "ring", "rings", "backlash", "backstage"}
_ONE_SUBJECT = {"you", "he", "she", "opponent", "opponent's"}


@_fold_when(lambda w, _: "their" in w and ("players'" in w or not w.isdisjoint(("players", "player"))))
def _fold_their_after_all_players(tokens: list[Tok]) -> list[Tok]:
    """ "Put all cards in all players' Rings into their Ringside": after "all / both players'", a "their"
    is each of those players' own ("each player's"), not the opponent's.  So is the "their" of a place after
    "all players" / "both players" / "each player" as the subject: "both players shuffle them into their Arsenals",
    "All players shuffle their Arsenal", "each player may put 1 card from their Ringside on the bottom of their
    Arsenal" (each his own Arsenal; it was read as the opponent's), until another player is named."""
    out: list[Tok] = []
    seen = False
    subject = False
    for k, tok in enumerate(tokens):
        if tok.type == "WORD" and tok.value == "players'" and k and tokens[k - 1].value in ("all", "both"):
            seen = True
        if tok.type == "WORD" and k and (tok.value == "players" and tokens[k - 1].value in ("all", "both")
                                         or tok.value == "player" and tokens[k - 1].value in ("each", "every")):
            subject = True
        elif tok.type == "PUNCT" and tok.value in (".", ";", "!") or tok.type == "WORD" and tok.value in _ONE_SUBJECT:
            subject = False
        if tok.type == "WORD" and tok.value == "their" and (seen or subject and k + 1 < len(tokens)
                                                            and tokens[k + 1].type == "WORD"
                                                            and tokens[k + 1].value in _THEIR_ZONES):
            out += [Tok("WORD", "each", tok.text), Tok("WORD", "player's", "")]
            continue
        out.append(tok)
    return out


_THEY_CARDS_NEXT = (("are",), ("cannot", "be"), ("can", "not", "be"), ("can", "only", "be"), ("can", "be"),
                    ("can", "also", "be"), ("do", "not", "take"),
                    # "..., and they gain the text 'Your Mid-match Capacity is +1.'" (text only a card gains); "...
                    # are not Follow-ups and they have blank text"
                    ("gain", "the", "text"), ("have", "blank", "text"))


@_fold_when(lambda w, _: "they" in w or ("and" in w and "are" in w))
def _fold_they_cards(tokens: list[Tok]) -> list[Tok]:
    """ "your cards titled Keibler's Cookies cannot be reversed, they are Permanent, and they cannot be
    blanked": a "they" that opens a clause after a comma, ";" or "and" and is said to be something or
    not to be reversed / blanked / played is the cards the clause before it named, not a player
    (one word "they-cards"; desc.py's `fold_they` puts that clause's cards in its place).  "Your cards with
    'precision' in the title are considered to have 'dynamic' in the title and are Volley": a clause "and are ..."
    without its subject is about the same cards (as "and they are ...")."""
    out: list[Tok] = []
    for k, tok in enumerate(tokens):
        if (tok.type == "WORD" and tok.value == "are" and k > 1 and tokens[k - 1].type == "WORD"
                and tokens[k - 1].value == "and" and tokens[k - 2].value != ","):
            # (not after ", and": "Your 'Precision' and 'Shoot' maneuvers are not Cheater, and are ..." would read
            # the cards as having both words in the title)
            out.append(Tok("WORD", "they-cards", ""))
        if (tok.type == "WORD" and tok.value == "they" and k
                and tokens[k - 1].type in ("WORD", "PUNCT") and tokens[k - 1].value in (",", ";", "and")
                and any([t.value for t in tokens[k + 1:k + 1 + len(w)] if t.type == "WORD"] == list(w)
                        for w in _THEY_CARDS_NEXT)):
            out.append(Tok("WORD", "they-cards", tok.text))
            continue
        out.append(tok)
    return out


@_fold_when(lambda w, _: "SUPERSTAR" in w and "the" in w)
def _fold_the_names(tokens: list[Tok]) -> list[Tok]:
    """ "unless you are the Hardy Boyz": a lower-case "the" before a name is part of the name."""
    out: list[Tok] = []
    for tok in tokens:
        if tok.type == "SUPERSTAR" and out and out[-1].type == "WORD" and out[-1].value == "the":
            out[-1] = Tok("SUPERSTAR", tok.value, f"{out[-1].text} {tok.text}")
            continue
        out.append(tok)
    return out


_DONE_WHO = {"you", "he", "she", "they"}
_DONE_VERBS = {"discarded", "removed", "had", "shuffled", "revealed", "overturned"}
_PUT_VERBS = {"put", "puts", "place", "places", "putting", "placing"}
_CARD = ((("kind", "Card", False),),)


def _under_target(tokens: list[Tok], i: int):
    """What "under" at i is under: ("this", end), ("title", end) -- the TITLE token is kept --,
    ("superstar", end), or None."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None:
        return None
    if nxt.type == "WORD" and nxt.value == "this" and i + 2 < len(tokens) and tokens[i + 2].type == "DESC":
        return "this", i + 3
    if nxt.type == "WORD" and nxt.value == "it":
        return "this", i + 2
    if nxt.type == "TITLE":
        return "title", i + 1
    if nxt.type == "WORD" and nxt.value == "your" and i + 2 < len(tokens) and tokens[i + 2].type == "TITLE":
        return "title", i + 2       # "for each card under your 205 Live": your card of that title (as "under 205 Live")
    if nxt.type == "WORD" and nxt.value == "your" and i + 2 < len(tokens) and tokens[i + 2].type == "WORD" \
            and tokens[i + 2].value == "superstar":
        j = i + 3
        if j < len(tokens) and tokens[j].type == "DESC" and tokens[j].value == _CARD:
            j += 1
        return "superstar", j
    return None


def _put_in_clause(out: list[Tok]) -> bool:
    """A put / place verb earlier in this clause: "put 2 cards under this card" names where they go; after
    "have" the state rules read "under ..." themselves ("when you have 12 cards under this card")."""
    for t in reversed(out):
        if t.type == "PUNCT" and t.value in (";", ":", ".", ","):
            return False
        if t.type == "WORD" and (t.value in _PUT_VERBS or t.value in ("have", "has")):
            return True
    return False


@_fold_when(lambda w, _: "under" in w or "member" in w or "members" in w or not w.isdisjoint(_DONE_VERBS))
def _fold_under(tokens: list[Tok]) -> list[Tok]:
    """Cards that are under a card: "put all cards under this card into your hand" (they come FROM
    there), "when you have 12 cards under this card", "for every card under Ryback Rules", "the number of
    cards under your Superstar card" (where they are) -- one word, "under-this-card" / "under-card"
    (before the TITLE) / "under-your-superstar".  After a put verb with no destination after it ("put 1 card
    under this card") "under" stays the destination."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if (tok.type == "WORD" and tok.value in _DONE_WHO and out and out[-1].type == "DESC"
                and i + 1 < len(tokens) and tokens[i + 1].type == "WORD"
                and (tokens[i + 1].value in _DONE_VERBS
                     or tokens[i + 1].value in ("has", "have") and i + 2 < len(tokens)
                     and tokens[i + 2].type == "WORD" and tokens[i + 2].value == "revealed")):
            # "the same number of cards you discarded": the cards an earlier step acted on ("done-you"), not
            # a new clause ("when you play a Maneuver card you may draw")
            out.append(Tok("WORD", "done-" + tok.value, tok.text))
            i += 1
            continue
        if (tok.type == "WORD" and tok.value == "from" and out and out[-1].type == "DESC" and i + 3 < len(tokens)
                and tokens[i + 1].type == "QUOTED" and tokens[i + 2].type == "DESC"
                and tokens[i + 3].type == "WORD" and tokens[i + 3].value in ("members", "member")):
            # "Superstar-specifics from 'ECW Originals' Faction Members": whose cards, not where they come from
            out.append(Tok("WORD", "from-members-of", tok.text))
            i += 1
            continue
        if tok.type == "WORD" and tok.value == "under" and out and out[-1].type == "DESC":
            target = _under_target(tokens, i)
            if target is not None:
                kind, j = target
                moved_on = j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value in _MOVE_TO
                if kind == "title":
                    moved_on = j + 1 < len(tokens) and tokens[j + 1].type == "WORD" and tokens[j + 1].value in _MOVE_TO
                counted = len(out) >= 3 and [t.value for t in out[-3:-1]] == ["number", "of"]
                # "put this card into your Ringside to reverse a card with the same title as the card under this
                # card": the card compared with is where it is (no destination of the put before it)
                compared = len(out) >= 3 and [t.value for t in out[-3:-1]] in (["as", "the"], ["as", "a"])
                if moved_on or counted or compared or not _put_in_clause(out):
                    text = " ".join(t.text for t in tokens[i:j])
                    if kind == "this":
                        out.append(Tok("WORD", "under-this-card", text))
                    elif kind == "title":
                        out.append(Tok("WORD", "under-card", tok.text))
                    else:
                        out.append(Tok("WORD", "under-your-superstar", text))
                    i = j
                    continue
        out.append(tok)
        i += 1
    return out


_TEXT_FOLD_HEADS = {"that", "fewer", "greater", "more", "less", "lower", "higher", "the", "face", "title",
                    "restricted", "text", "in", "or"}


@_fold_when(lambda w, _: (not w.isdisjoint(("maneuver's", "card's", "chosen", "face", "symbol", "response"))
            or "text" in w and ("title" in w or "damage" in w)
            or ("hand" in w or "arsenal" in w) and not w.isdisjoint(_COMPARATIVES)))
def _fold_text_and_damage(tokens: list[Tok]) -> list[Tok]:
    """ "Blank that maneuver's text and damage": "that maneuver's" and "text and damage" are one
    word each, so "text and end ..." stays two clauses."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        if tokens[i].type != "WORD" or tokens[i].value not in _TEXT_FOLD_HEADS:
            out.append(tokens[i])       # most words start none of the phrases below
            i += 1
            continue
        words = [t.value if t.type == "WORD" else None for t in tokens[i:i + 3]] + [None, None]
        if words[:2] in (["that", "maneuver's"], ["that", "card's"]):
            out.append(Tok("WORD", "that-maneuver's", f"that {words[1]}"))
            i += 2
            continue
        more = [t.value if t.type == "WORD" else None for t in tokens[i + 3:i + 5]] + [None, None]
        if (words[0] in ("fewer", "greater", "more", "less", "lower", "higher") and words[1] in ("hand", "arsenal")
                and words[2] == "or" and more[0] in ("hand", "arsenal") and more[0] != words[1]
                and more[1] in ("card", "cards")):
            # "when you have fewer Hand or Arsenal cards" = "fewer cards in hand or fewer cards in your Arsenal" (either
            # comparison, as "fewer Hand cards" alone)
            for zone_tok in (tokens[i + 1], tokens[i + 3]):
                if zone_tok is tokens[i + 3]:
                    out.append(tokens[i + 2])
                out += [tokens[i], Tok("WORD", "cards", tokens[i + 4].text), Tok("WORD", "in", "in"), zone_tok]
            i += 5
            continue
        if (words[0] == "or" and words[1] in ("hand", "arsenal") and words[2] in ("card", "cards") and len(out) >= 2
                and out[-1].type == "WORD" and out[-1].value == "fortitude" and out[-2].type == "WORD"
                and out[-2].value in ("fewer", "greater", "more", "less", "lower", "higher")):
            # "when you have greater Fortitude or Hand cards" = "greater Fortitude or greater cards in hand" (the
            # comparison said once for both)
            out += [tokens[i], out[-2], Tok("WORD", "cards", tokens[i + 2].text), Tok("WORD", "in", "in"),
                    tokens[i + 1]]
            i += 3
            continue
        if (words[0] in ("fewer", "greater", "more", "less", "lower", "higher") and words[1] in ("hand", "arsenal")
                and words[2] in ("card", "cards")
                and not (words[1] == "arsenal" and out and out[-1].type == "WORD" and out[-1].value == "or")):
            # ("6- Arsenal cards", "6 or less Arsenal cards", is a count of Arsenal cards, not a comparison)
            # Virtual "when you have fewer Hand cards" = "fewer cards in hand" (the hand-size comparison); "when you
            # have greater Arsenal cards" = "more cards in your Arsenal" (the Arsenal-size comparison)
            out += [tokens[i], Tok("WORD", "cards", tokens[i + 2].text), Tok("WORD", "in", "in"),
                    Tok("WORD", words[1], tokens[i + 1].text)]
            i += 3
            continue
        if (words[:3] == ["the", "cards", "not"] and i + 3 < len(tokens) and tokens[i + 3].type == "WORD"
                and tokens[i + 3].value == "chosen"):
            # "Bury the cards not chosen" (after a Promo): all of them, not one
            out.append(Tok("WORD", "all", tokens[i].text))
            i += 1
            continue
        if words[:2] in (["face", "down"], ["face", "up"]):
            # "flip 1 card in your Ring face down": the side, not the Face trait (FAQ "Flip Over")
            out.append(Tok("WORD", f"face-{words[1]}", f"face {words[1]}"))
            i += 2
            continue
        if words[:3] in (["title", "or", "text"], ["text", "or", "title"]):
            # "with 'X' in the title or text": one word, so "... in the title or any Cheater card" stays a list
            # ("with 'trash talk' in the text or title": the same two places)
            out.append(Tok("WORD", "title-or-text", "title or text"))
            i += 3
            continue
        if words[:3] == ["restricted", "modification", "symbol"]:
            out.append(Tok("WORD", "rms", "Restricted Modification Symbol"))   # the RMS trait (FAQ Glossary)
            i += 3
            continue
        if words[:2] == ["in", "response"]:
            # "cannot play X in response to your Y cards": one word, so "X in ..." is not read as a zone of X
            out.append(Tok("WORD", "in-response", "in response"))
            i += 2
            continue
        if words[:3] == ["text", "and", "damage"]:
            out.append(Tok("WORD", "text-and-damage", "text and damage"))
            i += 3
            continue
        out.append(tokens[i])
        i += 1
    return out


def _fold_superstars(tokens: list[Tok]) -> list[Tok]:
    return tokens


_CHOICE = {"your": "of-your-choice", "his": "of-his-choice", "her": "of-his-choice", "their": "of-his-choice"}


@_fold_when(lambda w, _: "of" in w)
def _fold_ranges(tokens: list[Tok]) -> list[Tok]:
    """ "maneuver of 7D or less": the range joins the card description;
    "of your choice" is one word (so "of your Arsenal" stays a zone)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        third = tokens[i + 2] if i + 2 < len(tokens) else None
        if (tok.type == "WORD" and tok.value == "of" and nxt is not None and third is not None
                and nxt.type == "WORD" and nxt.value in _CHOICE and third.type == "WORD" and third.value == "choice"):
            fourth = tokens[i + 3] if i + 3 < len(tokens) else None
            if (out and out[-1].type == "PUNCT" and out[-1].value == "," and len(out) > 1 and out[-2].type == "DESC"
                    and fourth is not None and fourth.type == "PUNCT" and fourth.value == ","):
                # "return up to 3 maneuvers, of your choice, in his Ring area to his hand": the words set off by
                # commas are read as without them ("up to 3 maneuvers of your choice in his Ring area")
                out.pop()
                out.append(Tok("WORD", _CHOICE[nxt.value], "of your choice"))
                i += 4
                continue
            out.append(Tok("WORD", _CHOICE[nxt.value], "of your choice"))
            i += 3
            continue
        if (tok.type == "WORD" and tok.value == "of" and out and out[-1].type == "DESC" and third is not None
                and nxt.type == "WORD" and nxt.value == "the" and third.type == "WORD" and third.value == "same"
                and any(t.type == "WORD" and t.value == "type" for t in tokens[i + 3:i + 5])):
            # "Maneuver cards of the same type": one word, so "cards of the top of your Arsenal" stays a zone
            out.append(Tok("WORD", "of-the-same", "of the same"))
            i += 3
            continue
        if (tok.type == "WORD" and tok.value == "of" and out and out[-1].type == "DESC" and nxt is not None
                and [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 4]] == ["the", "type", "chosen"]):
            # "your opponent's maneuvers of the type chosen are -2D" (as "of the chosen type")
            out.append(Tok("WORD", "of-the-chosen-type", "of the type chosen"))
            i += 4
            continue
        if (tok.type == "WORD" and tok.value == "of" and out and out[-1].type == "DESC" and nxt is not None
                and [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 5]]
                in (["the", "types", "not", "chosen"], ["the", "type", "not", "chosen"])):
            # "your maneuvers of the types not chosen are -1D": one word (desc.lark post_not_chosen_type)
            out.append(Tok("WORD", "of-the-types-not-chosen", " ".join(t.text for t in tokens[i:i + 5])))
            i += 5
            continue
        if (tok.type == "WORD" and tok.value == "of" and out and out[-1].type == "DESC" and nxt is not None
                and [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 4]] == ["the", "chosen", "type"]):
            # "1 non-unique maneuver of the chosen type": one word (desc.lark post_chosen_type)
            out.append(Tok("WORD", "of-the-chosen-type", "of the chosen type"))
            i += 4
            continue
        if tok.type == "WORD" and tok.value == "of" and out and out[-1].type == "DESC" and nxt is not None:
            words = [t.value if t.type == "WORD" else None for t in tokens[i + 1:i + 4]]
            if words[:2] == ["that", "type"] or words == ["that", "same", "type"]:
                # "all Maneuver cards of that type", "up to 5 Maneuver cards of that same type": one word (desc.lark
                # post_that_type)
                n = 3 if words[:2] == ["that", "type"] else 4
                out.append(Tok("WORD", "of-that-type", " ".join(t.text for t in tokens[i:i + n])))
                i += n
                continue
        if (tok.type == "WORD" and tok.value == "of" and nxt is not None and nxt.type == "DESC"
                and out and out[-1].type == "DESC"
                and all(item[0] == "range" for group in nxt.value for item in group)):
            prev = out.pop()
            out.append(Tok("DESC", prev.value + nxt.value, f"{prev.text} of {nxt.text}"))
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


@_fold_when(lambda w, _: "QUOTED" in w or "SUPERSTAR" in w or "TITLE" in w)
def _fold_quoted(tokens: list[Tok]) -> list[Tok]:
    """ "'diva', 'chick', or 'female'" is one QUOTED token (alternatives joined by |)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type not in ("QUOTED", "SUPERSTAR", "TITLE"):
            out.append(tok)
            i += 1
            continue
        values = [tok.value]
        j = i + 1
        while j < len(tokens):
            k = j
            seps = []
            while k < len(tokens) and tokens[k].type in ("WORD", "PUNCT") and tokens[k].value in (",", "or", "and/or", "and", "/"):
                seps.append(tokens[k].value)
                k += 1
            if len(seps) <= 2 and k < len(tokens) and tokens[k].type == tok.type and (
                    seps or tok.type == "QUOTED"):
                values.append(tokens[k].value)
                j = k + 1
                continue
            break
        out.append(Tok(tok.type, "|".join(values), " ".join(t.text for t in tokens[i:j])))
        i = j
    return out


@_fold_when(lambda w, _: "MOD" in w)
def _fold_mods(tokens: list[Tok]) -> list[Tok]:
    """ "-20F and -15D", "+2D, +1F" are one MODS token (a list of changes)."""
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type != "MOD":
            out.append(tok)
            i += 1
            continue
        values = [tok.value]
        j = i + 1
        while j < len(tokens):
            if tokens[j].type == "MOD":
                values.append(tokens[j].value)
                j += 1
                continue
            k = j
            while k < len(tokens) and tokens[k].type in ("WORD", "PUNCT") and tokens[k].value in (",", "and"):
                k += 1
            if (k > j and k + 2 < len(tokens) and tokens[k].value == "a" and tokens[k - 1].value == "and"
                    and tokens[k + 1].type == "MOD" and tokens[k + 2].value == "stun"):
                # "it is +5D and a +2 Stun Value": the article before a Stun Value change (as "+5D and
                # +2 Stun Value")
                k += 1
            if k > j and k < len(tokens) and tokens[k].type == "MOD" and (k - j <= 2 or tokens[k - 1].value == "a"):
                if (tokens[k].value[2] in {v[2] for v in values} and k + 2 < len(tokens)
                        and tokens[k + 1].value == "for" and tokens[k + 2].value in ("each", "every")):
                    # "this card is +4D, and -2D for each reversal played in response": a second change of the same
                    # stat, counted per card, is a change of its own (virtual.lark modifier_bare_each)
                    break
                values.append(tokens[k].value)
                j = k + 1
                continue
            break
        out.append(Tok("MOD", tuple(values), " ".join(t.text for t in tokens[i:j])))
        i = j
    return out


@_fold_when(lambda w, _: "," in w and ("any" in w or "a" in w) and ("reverse" in w or "reverses" in w))
def _mark_lists(tokens: list[Tok]) -> list[Tok]:
    """After "reverse", a comma before "any" continues the list of what is
    reversed ("any card that ..., any card that ..., or any hybrid card"; "may reverse any High Risk maneuver, or a
    Strike maneuver played after the card titled Irish Whip")."""
    seen_reverse = False
    out = []
    skip = False
    for i, tok in enumerate(tokens):
        if skip:
            skip = False
            continue
        if tok.type == "WORD" and tok.value in ("reverse", "reverses"):
            seen_reverse = True
        if seen_reverse and tok.type == "PUNCT" and tok.value == "," and i + 1 < len(tokens):
            nxt = tokens[i + 1]
            after = tokens[i + 2] if i + 2 < len(tokens) else None
            if (nxt.type == "WORD" and nxt.value == "any") or (
                    nxt.type == "WORD" and nxt.value == "or" and after is not None
                    and after.type == "WORD" and after.value == "any") or (
                    nxt.type == "WORD" and nxt.value == "or" and after is not None and after.type == "WORD"
                    and after.value == "a" and i + 3 < len(tokens) and tokens[i + 3].type == "DESC"):
                out.append(Tok("PUNCT", ",any", ","))
                skip = nxt.value == "or"
                continue
        out.append(tok)
    return out


# ------------------------------------------------------------------ descriptor runs

def _item(tokens: list[Tok], i: int):
    """(item, next index) for the descriptor starting at i, else (None, i).

    Items: ("kind", name, negated), ("trait", name, negated),
    ("range", stat, low, high, printed).
    """
    negated = False
    j = i
    if j < len(tokens) and tokens[j].type == "WORD" and tokens[j].value == "non":
        negated = True
        j += 1
    if j >= len(tokens):
        return None, i
    tok = tokens[j]
    if (tok.type == "WORD" and tok.value in _ZONE_WORDS and not negated and j + 1 < len(tokens)
            and _item(tokens, j + 1)[0] is not None):
        # "3 Ringside cards", "4- Hand cards": where the cards are, as part of the description
        return ("zone", tok.value, False), j + 1
    if tok.type == "WORD" and tok.value in _ZONE_WORDS and not negated and _zone_choices_end(tokens, j + 1):
        # "1 Hand or Ringside card", "1 Hand / Ringside card", "4- Ringside and/or RFG cards", "non-hybrid Ring or
        # Ringside maneuvers": the first of the places
        # the card may be in (`chunk` adds the others as choices of the same group)
        return ("zone", tok.value, False), j + 1
    if (tok.type == "WORD" and tok.value == "backlash" and not negated and j + 2 < len(tokens)
            and tokens[j + 1].type == "WORD" and tokens[j + 1].value == "deck" and _item(tokens, j + 2)[0] is not None):
        # "1 Backlash deck card from your Ringside pile": a card of the Backlash deck
        return ("zone", "backlash", False), j + 2
    if tok.type == "WORD" and tok.value in ("backlash", "backlash-deck") and negated:
        # "1 non-Backlash card in your opponent's Ring", "1 non-Backlash-deck card", "1 non-Backlash deck card":
        # a card that is not a Backlash card (parts.py: "not in backlash")
        k = j + 1
        if tok.value == "backlash" and k < len(tokens) and tokens[k].type == "WORD" and tokens[k].value == "deck":
            k += 1
        if k < len(tokens) and _item(tokens, k)[0] is not None:
            return ("zone", "backlash", True), k
    if (tok.type == "WORD" and tok.value == "backstage" and negated and j + 1 < len(tokens)
            and tokens[j + 1].type == "SUPERSTAR"):
        # "non-Backstage Rowdy Roddy Piper cards": that Superstar's cards that are not Backstage cards
        return ("kind", "Backstage", True), j + 1
    if (tok.type == "WORD" and tok.value in ("maneuver", "maneuvers") and j + 3 < len(tokens)
            and tokens[j + 1].type == "PUNCT" and tokens[j + 1].value == "/"
            and tokens[j + 2].type == "WORD" and tokens[j + 2].value == "reversal"
            and tokens[j + 3].type == "WORD" and tokens[j + 3].value in ("hybrid", "hybrids")):
        # "F: 0 maneuver / reversal hybrids": the hybrids that are maneuvers (a hybrid is a maneuver and a reversal)
        return ("kind", "Maneuver", negated), j + 3
    if tok.type == "SPEC":
        return ("trait", f"{tok.value}-specific", negated), j + 1
    if tok.type == "QUOTED" and negated:
        # "non-'Divine' RFG cards" (FAQ Glossary '"XX" Cards'): cards without 'Divine' in the title
        return ("title_word", tok.value, True), j + 1
    if tok.type == "WORD":
        word = tok.value
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        if word == "promo" and nxt is not None and nxt.type == "PUNCT" and nxt.value == ":":
            return None, i  # "Promo: 2" is the Virtual keyword action, not the Promo trait
        after = tokens[j + 2] if j + 2 < len(tokens) else None
        if (word == "guest" and nxt is not None and after is not None and nxt.type == after.type == "WORD"
                and nxt.value in ("ringside", "ring") and after.value in ("announcer", "announcers")):
            # "a Pre-match Manager or Guest Ringside Announcer", "Guest Ring Announcers": no card type, the cards
            # titled "<Superstar>, Guest Ringside Announcer" (Pre-match Events): that phrase in the title
            return ("title_word", "Guest Ringside Announcer", negated), j + 3
        if nxt is not None and nxt.type == "WORD" and word in MULTI and nxt.value in MULTI[word]:
            found = classify(f"{word} {nxt.value}")
            if found:
                return (found[0], found[1], negated), j + 2
        found = classify(word)
        if found:
            return (found[0], found[1], negated), j + 1
        return None, i
    if tok.type == "STAT":
        stat, amount, plus = tok.value
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        after = tokens[j + 2] if j + 2 < len(tokens) else None
        if (nxt is not None and after is not None and nxt.type == "WORD" and nxt.value == "or"
                and after.type == "WORD" and after.value in RANGE_WORDS):
            side = RANGE_WORDS[after.value]
            low, high = (amount, None) if side == "low" else (None, amount)
            return ("range", stat, low, high, False, negated), j + 3
        if plus:
            return ("range", stat, amount, None, False, negated), j + 1
        return ("range", stat, amount, amount, False, negated), j + 1
    if tok.type == "SPAN":
        low, high, printed = tok.value
        return ("range", "D", low, high, printed, negated), j + 1
    if tok.type == "WORD" and tok.value == "printed":
        return None, i
    return None, i


_ZONE_WORDS = {"ringside", "hand", "backlash", "backstage", "arsenal", "ring", "rfg"}
_ZONE_CHOICE_SEPS = ("or", "/", "and/or")


def _zone_choices_end(tokens: list[Tok], j: int) -> bool:
    """After a place word: do "or" / "/" / "and/or" and more place words follow, the last of them before a
    descriptor ("Hand or Ringside card", "Ring / Ringside / RFG maneuver")?"""
    while (j + 1 < len(tokens) and tokens[j].type in ("WORD", "PUNCT") and tokens[j].value in _ZONE_CHOICE_SEPS
           and tokens[j + 1].type == "WORD" and tokens[j + 1].value in _ZONE_WORDS):
        j += 2
        if j < len(tokens) and _item(tokens, j)[0] is not None:
            return True
    return False


def _printed_quoted(tokens: list[Tok], i: int) -> bool:
    """ "printed 'Technical' maneuver": "printed", a quoted word, then a card word (a zone word or a kind)."""
    return (i + 2 < len(tokens) and tokens[i].type == "WORD" and tokens[i].value == "printed"
            and tokens[i + 1].type == "QUOTED" and _item(tokens, i + 2)[0] is not None)


def chunk(tokens: list[Tok]) -> list[Tok]:
    """Fold descriptor runs into DESC tokens whose value is a tuple of groups;
    a group is a tuple of alternative items ("Strike or Grapple")."""
    out: list[Tok] = []
    i = 0
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        # "printed 5D" / "printed Extremist": fold "printed" into the next descriptor
        printed = False
        start = i
        if tok.type == "WORD" and tok.value == "printed" and i + 1 < n:
            item, j = _item(tokens, i + 1)
            if item is not None:
                printed = True
                i += 1
        if _printed_quoted(tokens, i):
            # "your printed 'Technical' maneuver", "10+ printed 'Precision' Ring maneuvers": the quoted word printed
            # in the title (FAQ Glossary '"XX" Cards'), before the words of the card
            item, j = ("title_word", tokens[i + 1].value, False, "printed"), i + 2
        elif (tok.type == "QUOTED" and i + 2 < n and tokens[i + 1].type == "PUNCT" and tokens[i + 1].value == ","
              and _item(tokens, i + 2)[0] is not None):
            # "1 'Technical', Face, or Heel card": a "XX" word first among the choices (FAQ Glossary '"XX" Cards': a
            # card with "Technical" in the title), as "Face, Heel, or BASH cards"
            item, j = ("title_word", tok.value, False), i + 1
        else:
            item, j = None, i
        if (tok.type == "WORD" and tok.value == "promo" and i and tokens[i - 1].type == "WORD"
                and tokens[i - 1].value in ("you", "he", "she", "they", "would")):
            out.append(tok)  # "when you Promo": the Virtual keyword action, not the Promo trait
            i += 1
            continue
        if (tok.type == "WORD" and tok.value == "promos" and i and tokens[i - 1].type == "WORD"
                and tokens[i - 1].value in ("he", "she", "opponent")):
            # "and your opponent Promos": the Virtual keyword action (as "he Promo"), not the Promo trait
            out.append(Tok("WORD", "promo", tok.text))
            i += 1
            continue
        if item is None:
            item, j = _item(tokens, i)
        if item is None:
            out.append(tokens[start])
            i = start + 1
            continue
        if printed and item[0] == "range":
            item = item[:4] + (True,) + item[5:]
        elif printed:
            item = item + ("printed",)
        groups = [[item]]
        done: list[tuple] = []
        i = j
        while i < n:
            nxt, k = _item(tokens, i)
            if nxt is None and _printed_quoted(tokens, i):
                # "non-Unique printed 'Technical' maneuvers": the quoted word printed in the title
                nxt, k = ("title_word", tokens[i + 1].value, False, "printed"), i + 2
            if nxt is None and tokens[i].type == "WORD" and tokens[i].value == "printed" and i + 1 < n:
                # "non-Unique printed F:0 maneuvers", "non-Pre-match printed Smackdown cards": "printed" folds into the
                # descriptor after it inside a run as at its start
                nxt, k = _item(tokens, i + 1)
                if nxt is not None:
                    nxt = nxt[:4] + (True,) + nxt[5:] if nxt[0] == "range" else nxt + ("printed",)
            if nxt is not None:
                groups.append([nxt])
                i = k
                continue
            # alternatives: ", X", "or X", ", or X", "and/or X", "and X"
            m = i
            saw = []
            while m < n and tokens[m].type in ("WORD", "PUNCT") and tokens[m].value in (",", "or", "and/or", "and"):
                saw.append(tokens[m].value)
                m += 1
            if (not saw and m + 1 < n and tokens[m].type == "PUNCT" and tokens[m].value == "/"
                    and groups[-1][-1][0] == "zone" and tokens[m + 1].type == "WORD" and tokens[m + 1].value in _ZONE_WORDS):
                # "1 Hand / Ringside card": one more place the card may be in
                saw.append("/")
                m += 1
            if not saw or len(saw) > 2:
                break
            alt, k = _item(tokens, m)
            if (alt is None and m + 1 < n and tokens[m].type == "QUOTED" and ("or" in saw or "and/or" in saw)
                    and _item(tokens, m + 1)[0] is not None):
                # "hybrid or BASH reversals", "Face, Heel, or BASH cards": a "XX" word among the choices (FAQ Glossary
                # '"XX" Cards': cards with "BASH" in the title)
                alt, k = ("title_word", tokens[m].value, False), m + 1
            if alt is None:
                break
            last = groups[-1][-1]
            if (saw == [","] and alt[0] in ("kind", "trait") and alt[2] and last[0] in ("kind", "trait") and last[2]
                    and len(groups[-1]) == 1):
                # "your non-Revolution, non-Foreign Object maneuvers", "a non-Chain, non-Unique maneuver": stacked
                # "non-" words are all true of the card (one more group), not choices
                groups.append([alt])
                i = k
                continue
            if saw == [","]:
                # a comma continues a list only when an "or"/"and" closes it later
                rest = tokens[k:k + 12]
                if not any(t.type == "WORD" and t.value in ("or", "and/or") for t in rest) \
                        and not _comma_and_closes(tokens, k):
                    break
            if "and" in saw and not _and_list_ok(tokens, k):
                break
            last = groups[-1][-1]
            if (len(groups) > 1 and last[0] == "kind" and last[1] in ("Card", "Maneuver")
                    and not (alt[0] == "kind" and alt[1] in ("Card", "Maneuver"))):
                if saw == ["and"] and not done and _any_number_of(tokens, start) and _plural_and_run(tokens, i, k, last[1]):
                    # "choose any number of Face cards and Fan Favorite cards": two plural descriptions on the same
                    # head noun after "any number of", the cards of either one (as "maneuvers or Superstar-specific
                    # actions": an "either" item).  Not elsewhere: "Your Foreign Object cards and Run-in cards are
                    # -3F" keeps its two descriptions (each one's owner), as "the maximum number of Pre-match cards
                    # and Mid-match cards" (a deck rule naming both)
                    done.append(tuple(tuple(g) for g in groups))
                    groups = [[alt]]
                    i = k
                    continue
                # "Submission maneuver or Chain maneuver": two descriptions, not one
                break
            if last[0] == "kind" and _starts_other_description(last, alt, tokens, k):
                # "your maneuvers or Superstar-specific actions", "a Grapple or non-Unique action": the words after
                # "or" describe a card of their own, not one more choice for the kind before it (each keeps its own
                # words; the token carries them as one "either" item)
                done.append(tuple(tuple(g) for g in groups))
                groups = [[alt]]
                i = k
                continue
            groups[-1].append(alt)
            i = k
        if tokens[start].type == "QUOTED" and not done and len(groups) == 1 and len(groups[0]) == 1:
            # a quoted word and a comma that no list of card words follows: the quoted word stays as printed
            out.append(tokens[start])
            i = start + 1
            continue
        text = " ".join(t.text for t in tokens[start:i])
        value = tuple(tuple(g) for g in groups)
        if done:
            value = ((("either", tuple(done) + (value,), False),),)
        out.append(Tok("DESC", value, text))
    return out


# the card types a description ends on ("maneuvers", "action", "reversal cards") and the maneuver kinds that
# describe a maneuver only ("Strike", "High Risk")
_TYPE_HEADS = {"Maneuver", "Action", "Reversal", "Card"}
_MANEUVER_KINDS = {"Strike", "Grapple", "Submission", "High Risk", "Trademark Finisher", "Trademark", "Hold", "Assault",
                   "Throw", "Extreme", "Core", "Mean", "Colossal"}


def _starts_other_description(last: tuple, alt: tuple, tokens: list[Tok], k: int) -> bool:
    """ "maneuvers or Superstar-specific actions", "Grapple or non-Unique action", "8D+ Strike or 8D+ High Risk":
    after a kind, "or" and a trait / range / "non-" word that runs on to a kind of its own start a second
    description, unless the first kind can be read as one more choice for that one ("Extreme or Foreign Object
    maneuver", "Strike or Set-up card", "Hybrid or Unique reversals")."""
    if alt[0] == "kind" and not alt[2]:
        return False
    kinds = []
    m = k
    while m < len(tokens):
        item, m2 = _item(tokens, m)
        if item is None:
            break
        if item[0] == "kind" and not item[2]:
            kinds.append(item[1])
        m = m2
    if not kinds:
        return False
    kind = last[1]
    if kind in _TYPE_HEADS:
        return True
    if kind in _MANEUVER_KINDS:
        # "4D+ Grapple or 4D+ Throw maneuvers", "Submission or non-Superstar-specific Mid-match maneuver"
        return any(k2 not in ("Maneuver", "Card") for k2 in kinds)
    return False


def _comma_and_closes(tokens: list[Tok], k: int) -> bool:
    """ "Strike, Grapple, and Submission maneuvers": a comma list that ", and" / "and" closes on one more
    descriptor ("your Strikes, High Risks, and Trademark Finishers are ...")."""
    m = k
    while m < len(tokens) and tokens[m].type == "WORD" and tokens[m].value not in ("and", ",") \
            and _item(tokens, m)[0] is not None:
        m = _item(tokens, m)[1]
    while m < len(tokens) and tokens[m].type in ("WORD", "PUNCT") and tokens[m].value == ",":
        m += 1
        if m < len(tokens) and _item(tokens, m)[0] is not None:
            m = _item(tokens, m)[1]
    if not (m < len(tokens) and tokens[m].type == "WORD" and tokens[m].value == "and"):
        return False
    return _item(tokens, m + 1)[0] is not None and _and_list_ok(tokens, _item(tokens, m + 1)[1])


def _any_number_of(tokens: list[Tok], start: int) -> bool:
    """Do the words "any number of" come just before the description starting at `start`?"""
    return start >= 3 and [t.value if t.type == "WORD" else None for t in tokens[start - 3:start]] == ["any", "number", "of"]


def _plural_and_run(tokens: list[Tok], i: int, k: int, head: str) -> bool:
    """ "Face cards and Fan Favorite cards", "Heel cards and Cheater cards": the run before the "and" at i ends on the
    plural head noun `head` ("cards" / "maneuvers"), and the run from k (after the first word past the "and") goes on
    to the same plural head noun, which ends it."""
    plural = {"Card": "cards", "Maneuver": "maneuvers"}[head]
    if not (i and tokens[i - 1].type == "WORD" and tokens[i - 1].value == plural):
        return False
    m = k
    while m < len(tokens):
        item, m2 = _item(tokens, m)
        if item is None:
            return False
        if item[0] == "kind" and item[1] == head:
            return tokens[m].type == "WORD" and tokens[m].value == plural and (
                m2 >= len(tokens) or _item(tokens, m2)[0] is None)
        m = m2
    return False


def _and_list_ok(tokens: list[Tok], k: int) -> bool:
    """"Strike and Grapple maneuvers": an and-list must end on a descriptor head,
    not lead into a new clause."""
    nxt = tokens[k] if k < len(tokens) else None
    if nxt is None:
        return True
    return not (nxt.type == "WORD" and nxt.value in ("from", "and", "to")) and nxt.type != "NUMBER"
