"""The ruling search index: every FAQ ruling and rulebook passage, one document each.

A Whoosh (BM25F) index under `build_dir()/index/`.  It is built on first use
and rebuilt whenever a source document, the card data or the code that reads
them changes (the *fingerprint*).  A build writes a fresh generation folder
beside the current one and then swaps the one-line `CURRENT` pointer with
`os.replace`, so a reader sees the old index or the new one, never half of one.

Besides the Whoosh files each generation holds

`lookup.sqlite`, read-only at search time, with

* `names`: every card title, Superstar and glossary term in stemmed form, with
  the traits of the cards, so a query can recognise the names in it without
  loading the card database;
* `postings`: for every term of the scored fields, the documents it is in and
  Whoosh's BM25F score of the term in each.  A query's score is a weighted sum
  of term scores, so summing these precomputed *impacts* gives exactly the
  ranking Whoosh gives for the same weighted `Or` query (tests check it), in a
  fraction of the time: about a millisecond instead of ten, and the command
  line starts without opening the Whoosh segment;
* `docs`: each document's game, source and section (for the filters) and its entry.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sqlite3
import re
import shutil
import sys
import time
from array import array
from dataclasses import asdict
from pathlib import Path

from . import vocabulary
from .models import Entry
from .paths import PACKAGE_DIR, build_dir, cards_dir, sources_dir

# Bump when the schema or the way documents are analysed changes.
INDEX_FORMAT = 6
POINTER = "CURRENT"
META_FILE = "meta.json"
LOOKUP_FILE = "lookup.sqlite"

# The fields a query scores on; their BM25F term scores are precomputed per
# document at build time (see `_write_impacts`).
SCORED_FIELDS = ("subject", "text", "bigrams", "namekeys", "mentions", "sectionkey", "kind")
# Per-document values the filters test.
FILTER_FIELDS = ("game", "source", "sectionkey")

# The code whose output the index stores; a change to any of it rebuilds.
_CODE_FILES = ("index.py", "vocabulary.py", "linking.py", "errata.py", "sources", "cards.py", "traits.py")

_ITALIC = re.compile(r"\*([^*\n]{2,80})\*")
_PARENTHESIS = re.compile(r"\s*\(([^)]*)\)\s*")


def index_dir() -> Path:
    return build_dir() / "index"


# --------------------------------------------------------------------------- fingerprint

_code_digest: str | None = None


def _code_version() -> str:
    global _code_digest
    if _code_digest is None:
        digest = hashlib.sha256(f"format {INDEX_FORMAT}".encode())
        for name in _CODE_FILES:
            path = PACKAGE_DIR / name
            files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
            for file in files:
                if file.is_file():
                    digest.update(file.name.encode())
                    digest.update(file.read_bytes())
        _code_digest = digest.hexdigest()
    return _code_digest


def fingerprint() -> str:
    """Names, sizes and modification times of the source and card files, plus the code version."""
    digest = hashlib.sha256(_code_version().encode())
    for folder in (sources_dir(), cards_dir()):
        try:
            files = sorted(os.scandir(folder), key=lambda e: e.name)
        except FileNotFoundError:
            continue
        for item in files:
            if item.is_file():
                st = item.stat()
                digest.update(f"{folder.name}/{item.name}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:32]


# --------------------------------------------------------------------------- names

def name_variants(name: str) -> set[str]:
    """The stemmed keys a judge may use for a subject or card title.

    "Revolution Concentrated Attack" is also "Concentrated Attack"; "Irish Whip
    (Throwback)" is also "Irish Whip TB" and "Irish Whip"; "The Rock" is also
    "Rock"; the glossary's "Plunging, Plunge" is both words.
    """
    keys: set[str] = set()
    for part in re.split(r",|/| or ", name) if len(name) < 40 else [name]:
        part = part.strip(" ?!.")
        if not part:
            continue
        base = _PARENTHESIS.sub(" ", part).strip()
        forms = {part, base}
        for paren in _PARENTHESIS.findall(part):
            if re.search(r"(?i)\bthrowback\b|\btb\b", paren):
                forms |= {f"{base} Throwback", f"{base} TB"}
        for form in list(forms):
            if re.match(r"(?i)revolution\s", form):
                forms.add(form.split(None, 1)[1])
        for form in forms:
            key = " ".join(vocabulary.stems(form))
            if key:
                keys.add(key)
    return keys


def _key_field(keys) -> str:
    return " ".join(k.replace(" ", "_") for k in sorted(keys))


def _card_names() -> dict[str, list[str]]:
    """Stemmed card-title variants -> stemmed trait keys, from the card database
    when it can be read (the index still works without it)."""
    try:
        from .database import get_db

        cards = list(get_db().cards.values())      # the cached database: fast when warm
    except ImportError:
        try:
            from .cards import load_cards
        except ImportError:
            return {}
        cards = load_cards()
    except Exception as exc:                        # noqa: BLE001 - search still works on the FAQ's own names
        print(f"judgebot: card titles unavailable for search ({exc}); using the FAQ's subjects only",
              file=sys.stderr)
        return {}
    table: dict[str, set[str]] = {}
    for card in cards:
        traits = {" ".join(vocabulary.stems(t)) for t in card.traits}
        traits.discard("")
        for title in {card.title, card.base_title}:
            for key in name_variants(title):
                table.setdefault(key, set()).update(traits)
    return {k: sorted(v) for k, v in table.items()}


def _is_part_of(short: list[str], long: list[str]) -> bool:
    n = len(short)
    return n < len(long) and any(long[i:i + n] == short for i in range(len(long) - n + 1))


def names_table(entries: list[Entry], card_names: dict[str, list[str]]) -> dict[str, dict[str, list[str]]]:
    """Every name a question may use -> the traits of the card and the subject keys it stands for.

    Card titles and the FAQ's subjects stand for themselves.  Short forms stand
    for the full name: the FAQ's own italicised short forms in a subject's
    rulings (*Acumen* under "Mental Acumen", *Over Sell* under "Over Sell
    Maneuver"), and the parts of a title of three or more words that hold a rare
    word ("Ten Time" for "Ten Time World Champion") when they point at no more
    than two titles.  A short form never shadows a real name.
    """
    table: dict[str, dict[str, set[str]]] = {}

    def add(key: str, target: str, traits=()) -> None:
        item = table.setdefault(key, {"traits": set(), "targets": set()})
        item["targets"].add(target)
        item["traits"].update(traits)

    for key, traits in card_names.items():
        add(key, key, traits)
    raw_deal = [e for e in entries if e.game == "raw-deal"]
    for entry in raw_deal:
        if entry.subject:
            for key in name_variants(entry.subject):
                add(key, key)
    real = set(table)

    df: dict[str, int] = {}
    for entry in raw_deal:
        for stem in set(vocabulary.stems(entry.text)):
            df[stem] = df.get(stem, 0) + 1
    rare_limit = max(3, len(raw_deal) // 100)

    aliases: dict[str, set[str]] = {}
    for entry in raw_deal:
        if not entry.subject:
            continue
        full = [k.split() for k in name_variants(entry.subject)]
        for italic in getattr(entry, "italics", ()):
            for short in name_variants(italic):
                if short not in real:
                    for long in full:
                        if _is_part_of(short.split(), long):
                            aliases.setdefault(short, set()).add(" ".join(long))
    for key in real:
        stems = key.split()
        for size in range(2, len(stems)):
            for start in range(len(stems) - size + 1):
                part = stems[start:start + size]
                if any(df.get(stem, 0) <= rare_limit for stem in part):
                    aliases.setdefault(" ".join(part), set()).add(key)
    for short, targets in aliases.items():
        if short in real or len(targets) > 2:
            continue
        for target in targets:
            add(short, target, table.get(target, {}).get("traits", ()))
    return {k: {"traits": sorted(v["traits"]), "targets": sorted(v["targets"])} for k, v in table.items()}


# --------------------------------------------------------------------------- schema and documents

def schema():
    from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

    stem = vocabulary.analyzer()
    return Schema(
        id=ID(stored=True, unique=True),
        source=ID(stored=True),
        game=ID(stored=True),
        section=ID(stored=True),
        sectionkey=ID,
        kind=ID(stored=True),
        subject=TEXT(analyzer=stem, phrase=False),
        text=TEXT(analyzer=stem, phrase=False),
        bigrams=KEYWORD(scorable=True),
        namekeys=KEYWORD,
        mentions=KEYWORD,
        entry=STORED,
    )


def document(entry: Entry) -> dict:
    """The index fields of one entry."""
    text_terms = vocabulary.stems(entry.text)
    mentions: set[str] = set()
    for name in set(getattr(entry, "italics", ())) | set(_ITALIC.findall(entry.text)):
        mentions |= name_variants(name)
    return {
        "id": entry.id,
        "source": entry.source,
        "game": entry.game,
        "section": entry.section,
        "sectionkey": entry.section.lower(),
        "kind": entry.kind,
        "subject": vocabulary.normalise_text(entry.subject),
        "text": vocabulary.normalise_text(entry.text),
        "bigrams": " ".join(vocabulary.bigrams(text_terms)),
        "namekeys": _key_field(name_variants(entry.subject)) if entry.subject else "",
        "mentions": _key_field(mentions),
        "entry": json.dumps(asdict(entry)),
    }


def entry_from_stored(stored: str) -> Entry:
    data = json.loads(stored)
    known = Entry.__dataclass_fields__
    return Entry(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in known})


def _load_entries() -> list[Entry]:
    from .sources import load_entries

    return list(load_entries())


# --------------------------------------------------------------------------- build

class _Progress:
    """Build progress on stderr: a bar with the current stage on a terminal, a line
    at the start and the end otherwise.  Quiet until the build has taken a moment."""

    STAGES = ("reading sources", "card names", "passages", "writing", "term scores")

    def __init__(self, label: str, enabled: bool = True):
        self.label, self.enabled = label, enabled
        self.started = time.monotonic()
        self.stage, self.done, self.total = self.STAGES[0], 0, 1
        self.shown = False
        self.last = 0.0
        self.tty = sys.stderr.isatty()

    def at(self, stage: str, done: int = 0, total: int = 1) -> None:
        self.stage, self.done, self.total = stage, done, max(total, 1)
        now = time.monotonic()
        if not self.enabled or now - self.started < 0.5 or (now - self.last < 0.1 and done):
            return
        self.last = now
        if self.tty:
            index = self.STAGES.index(stage) if stage in self.STAGES else 0
            fraction = (index + self.done / self.total) / len(self.STAGES)
            filled = int(30 * fraction)
            sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (30 - filled)}] {stage:<16}")
            sys.stderr.flush()
        elif not self.shown:
            print(f"{self.label} ...", file=sys.stderr)
        self.shown = True

    def finish(self, passages: int) -> None:
        if self.shown:
            if self.tty:
                sys.stderr.write("\n")
            print(f"{self.label}: {passages} passages in {time.monotonic() - self.started:.1f}s", file=sys.stderr)


def build(entries: list[Entry] | None = None, progress: bool = True) -> Path:
    """Build a fresh index generation and make it current; returns its folder."""
    from whoosh import index as whoosh_index

    started = time.monotonic()
    print_fp = fingerprint()
    root = index_dir()
    root.mkdir(parents=True, exist_ok=True)
    bar = _Progress("Building the ruling search index", progress)
    bar.at("reading sources")
    if entries is None:
        entries = _load_entries()
    bar.at("card names")
    names = names_table(entries, _card_names())

    generation = root / f"gen-{print_fp[:12]}-{os.getpid()}-{time.time_ns() % 10**9}"
    tmp = root / f".tmp-{generation.name}"
    tmp.mkdir()
    try:
        ix = whoosh_index.create_in(str(tmp), schema())
        writer = ix.writer(limitmb=256)
        seen: set[str] = set()
        for done, entry in enumerate(entries, 1):
            if entry.id in seen:
                continue
            seen.add(entry.id)
            writer.add_document(**document(entry))
            bar.at("passages", done, len(entries))
        bar.at("writing")
        writer.commit()
        bar.at("term scores")
        _write_lookup(ix, names, tmp / LOOKUP_FILE)
        (tmp / META_FILE).write_text(json.dumps({
            "fingerprint": print_fp, "format": INDEX_FORMAT, "entries": len(seen),
            "build_seconds": round(time.monotonic() - started, 2)}))
        os.rename(tmp, generation)
        pointer_tmp = root / f".{POINTER}.{os.getpid()}"
        pointer_tmp.write_text(generation.name)
        os.replace(pointer_tmp, root / POINTER)       # the atomic swap
        bar.finish(len(seen))
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _remove_old_generations(root, keep={generation.name})
    return generation


def _write_lookup(ix, names: dict[str, dict[str, list[str]]], path: Path) -> None:
    """Write the names table, each scored term's postings with Whoosh's BM25F
    score per document, and the documents' filter values and entries."""
    from whoosh import scoring

    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE postings (field TEXT, term TEXT, docs BLOB, scores BLOB,
                               PRIMARY KEY (field, term)) WITHOUT ROWID;
        CREATE TABLE names (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
        CREATE TABLE docs (docnum INTEGER PRIMARY KEY, game TEXT, source TEXT, sectionkey TEXT, entry TEXT);
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
    """)
    db.executemany("INSERT INTO names VALUES (?, ?)", ((k, json.dumps(v)) for k, v in names.items()))
    longest = max((len(k.split()) for k in names), default=1)
    db.execute("INSERT INTO meta VALUES ('longest', ?)", (str(longest),))
    weighting = scoring.BM25F()
    with ix.searcher(weighting=weighting) as searcher:
        reader = searcher.reader()
        doc_count = searcher.doc_count_all()
        for fieldname in SCORED_FIELDS:
            # Whoosh's BM25F (scoring.BM25FScorer), with the lengths read once per field;
            # a field without lengths (ID, KEYWORD) scores the posting's weight.
            scorable = ix.schema[fieldname].scorable
            if scorable:
                lengths = [searcher.doc_field_length(d, fieldname, 1) for d in range(doc_count)]
                average = searcher.avg_field_length(fieldname) or 1
                b, k1 = weighting._field_B.get(fieldname, weighting.B), weighting.K1
            rows = []
            for term in reader.lexicon(fieldname):
                matcher = reader.postings(fieldname, term)
                docs, scores = array("I"), array("f")
                if scorable:
                    idf = weighting.idf(searcher, fieldname, term)
                while matcher.is_active():
                    docnum, weight = matcher.id(), matcher.weight()
                    docs.append(docnum)
                    scores.append(scoring.bm25(idf, weight, lengths[docnum], average, b, k1)
                                  if scorable else weight)
                    matcher.next()
                rows.append((fieldname, term.decode("utf-8"), docs.tobytes(), scores.tobytes()))
            db.executemany("INSERT INTO postings VALUES (?, ?, ?, ?)", rows)
        rows = []
        for docnum, stored in reader.iter_docs():
            entry = json.loads(stored["entry"])
            rows.append((docnum, entry["game"], entry["source"], entry["section"].lower(), stored["entry"]))
        db.executemany("INSERT INTO docs VALUES (?, ?, ?, ?, ?)", rows)
    db.commit()
    db.close()


def _remove_old_generations(root: Path, keep: set[str]) -> None:
    """Delete generations other than the current one, keeping the one before it a
    minute for readers that opened it just before the swap."""
    now = time.time()
    for item in root.iterdir():
        if item.name in keep or not item.is_dir():
            continue
        if item.name.startswith(("gen-", ".tmp-")) and now - item.stat().st_mtime > 60:
            shutil.rmtree(item, ignore_errors=True)


def current_generation() -> Path | None:
    """The generation folder `CURRENT` names, or None when there is none yet."""
    try:
        name = (index_dir() / POINTER).read_text().strip()
    except FileNotFoundError:
        return None
    path = index_dir() / name
    return path if name and path.is_dir() else None


def generation_fingerprint(path: Path) -> str | None:
    try:
        return json.loads((path / META_FILE).read_text()).get("fingerprint")
    except (FileNotFoundError, ValueError):
        return None


def ensure_current(rebuild: bool = False, progress: bool = True) -> Path:
    """The folder of an up-to-date index generation, building one if needed.

    Builders take a lock so two processes starting at once build only once."""
    wanted = fingerprint()
    path = current_generation()
    if not rebuild and path is not None and generation_fingerprint(path) == wanted:
        return path
    root = index_dir()
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        path = current_generation()
        if not rebuild and path is not None and generation_fingerprint(path) == wanted:
            return path
        return build(progress=progress)


# --------------------------------------------------------------------------- reading

class SearchIndex:
    """An opened generation, read through its lookup tables (the Whoosh files are
    only needed to build them)."""

    def __init__(self, path: Path):
        self.path = path
        self.fingerprint = generation_fingerprint(path)
        # immutable: a generation never changes once CURRENT names it
        self.db = sqlite3.connect(f"file:{path / LOOKUP_FILE}?mode=ro&immutable=1", uri=True,
                                  check_same_thread=False)
        self.longest = int(self.db.execute("SELECT value FROM meta WHERE key = 'longest'").fetchone()[0])
        self.doc_count = self.db.execute("SELECT count(*) FROM docs").fetchone()[0]
        self._postings: dict[tuple[str, str], tuple[array, array]] = {}
        self._rarity: dict[str, float] = {}
        self._maps: dict[tuple, dict[int, float]] = {}
        self.filter_cache: dict = {}

    def names_among(self, keys) -> dict[str, dict[str, list[str]]]:
        """Those of `keys` that are names (card titles, Superstars, terms, short forms),
        each with {"traits": the card's traits, "targets": the subject keys it stands for}."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, list[str]] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for key, value in self.db.execute(f"SELECT key, value FROM names WHERE key IN ({marks})", chunk):
                found[key] = json.loads(value)
        return found

    def postings(self, fieldname: str, term: str) -> tuple[array, array]:
        """Document numbers holding `term` in `fieldname`, and the term's BM25F score in each."""
        key = (fieldname, term)
        found = self._postings.get(key)
        if found is None:
            row = self.db.execute("SELECT docs, scores FROM postings WHERE field = ? AND term = ?",
                                  key).fetchone()
            docs, scores = array("I"), array("f")
            if row:
                docs.frombytes(row[0])
                scores.frombytes(row[1])
            found = self._postings[key] = (docs, scores)
        return found

    def impacts(self, fieldname: str, term: str) -> dict[int, float]:
        """`postings` as a mapping document number -> score (cached)."""
        key = ("map", fieldname, term)
        found = self._maps.get(key)
        if found is None:
            found = self._maps[key] = dict(zip(*self.postings(fieldname, term)))
        return found

    def docnums_where(self, column: str, values) -> set[int]:
        """Documents whose `column` (game, source or sectionkey) is one of `values`."""
        assert column in FILTER_FIELDS
        values = list(values)
        marks = ",".join("?" * len(values))
        return {row[0] for row in self.db.execute(
            f"SELECT docnum FROM docs WHERE {column} IN ({marks})", values)}

    def distinct(self, column: str) -> list[str]:
        """The values of `column` (game, source or sectionkey) in the index, sorted."""
        assert column in FILTER_FIELDS
        return [row[0] for row in self.db.execute(f"SELECT DISTINCT {column} FROM docs ORDER BY 1")]

    def entry(self, docnum: int) -> Entry:
        row = self.db.execute("SELECT entry FROM docs WHERE docnum = ?", (docnum,)).fetchone()
        return entry_from_stored(row[0])

    def known(self, stem: str) -> bool:
        """Is `stem` in any ruling's text or subject line?"""
        return bool(len(self.postings("text", stem)[0]) or len(self.postings("subject", stem)[0]))

    def long_names(self) -> list[str]:
        """The names of two words or more (stemmed), for a misspelt name (read once, when first asked)."""
        found = getattr(self, "_long_names", None)
        if found is None:
            found = self._long_names = [row[0] for row in self.db.execute("SELECT key FROM names")
                                        if " " in row[0]]
        return found

    def rarity(self, stem: str) -> float:
        """0..1: how rare a word is among the rulings (1 = in a handful of them)."""
        found = self._rarity.get(stem)
        if found is None:
            import math

            total = max(self.doc_count, 9)
            df = len(self.postings("text", stem)[0]) + 1
            found = self._rarity[stem] = max(0.0, min(1.0, math.log(total / df) / math.log(total / 8)))
        return found

    def close(self) -> None:
        self.db.close()


_opened: SearchIndex | None = None
_checked_at = 0.0
# A long-running process (the web app) looks at the source files at most this often.
RECHECK_SECONDS = 2.0


def open_index(rebuild: bool = False, progress: bool = True) -> SearchIndex:
    """The current index, opened once per process and reopened when the sources change."""
    global _opened, _checked_at
    now = time.monotonic()
    if _opened is not None and not rebuild and now - _checked_at < RECHECK_SECONDS:
        return _opened
    path = ensure_current(rebuild=rebuild, progress=progress)
    _checked_at = time.monotonic()
    if _opened is None or _opened.path != path:
        # the old one is not closed here: another thread may be reading it; it closes when collected
        _opened = SearchIndex(path)
    return _opened
