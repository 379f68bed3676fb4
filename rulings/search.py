"""Full-text search over glossary entries: SQLite FTS5 (porter stemming) or PostgreSQL (english config),
answering questions typed in plain words and pointing each hit at the paragraph that answers it.

Two modes, chosen from the query itself:
  plain words (the default): stop words are dropped, each remaining word (or a known phrase such as
    "personal honor") becomes a *concept* that also matches its game synonyms and abbreviations
    (search_vocabulary.yaml: F/Force, PH/Personal Honor, negate/cancel, ...), and an entry matching ANY
    concept is a hit. Ranking: BM25 (FTS5 bm25(), title x10; PostgreSQL: ts_rank per concept weighted by
    its inverse document frequency), plus extra weight for concepts standing next to each other as typed
    (NEAR groups in the MATCH expression), then the best RESCORE_WINDOW (or a page) are re-ranked, from
    their BM25 order (SQLite: position; PostgreSQL: the score), by the share of the
    question's concepts they hold (weighted by rarity), by concepts in the title and by phrases, and an
    entry whose term the query names ("seppuku", "the tracking rule") comes first.
    Concepts found in more than COMMON_SHARE of all entries ("effect", "card") do not retrieve on their own
    while a rarer concept is present; they only add to the score (the "common terms" cut-off, which keeps
    an any-word query from ranking every entry of the glossary). A word no entry holds is ignored.
  strict (any double quote or *): every term must match, as before: "quoted phrases", prefix*, all words.

The user's query is never passed to a query language. `parse_query` reduces it to terms made of letters
and digits only, and each backend builds its own safe expression from them: FTS5 gets every word as a
quoted string, PostgreSQL gets each word as a bound parameter. Highlights are built in Python from match
positions over the raw text, which is escaped piece by piece: markup in the corpus or the query is shown,
never run. Snippets and paragraph choice are computed for the page's hits only.
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

import snowballstemmer
import yaml
from django.db import connection
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .games import Game
from .models import Document
from .spelling import Speller

MAX_QUERY_CHARS = 200
MAX_TERMS = 12
SNIPPET_WORDS = 32
RESCORE_WINDOW = 10  # at least this many best hits by BM25 are re-ranked (coverage, title, phrase, term)
COMMON_SHARE = 0.15  # a concept in more entries than this share does not retrieve on its own
WORD_RE = re.compile(r"[^\W_]+")
TOKEN_RE = re.compile(r'"(?P<phrase>[^"]*)"?(?P<phrase_star>\*?)|(?P<bare>[^\s"]+)')
PLAIN_FALLBACK_NOTE = (
    "Nothing holds every quoted phrase and starred word together: these entries hold any of the words."
)
QUOTE_RE = re.compile("[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]")
VOCABULARY_FILE = Path(__file__).with_name("search_vocabulary.yaml")


@dataclass(frozen=True)
class Term:
    words: tuple[str, ...]  # letters and digits only
    text: str  # the term as typed, for PostgreSQL's own parser ("22.3b")
    prefix: bool = False


@dataclass(frozen=True)
class Concept:
    """One thing the question asks about: the words typed and the synonyms that mean the same."""

    alternatives: tuple[tuple[str, ...], ...]  # each a word or a phrase (lowercase words)
    typed: str
    prefix: bool = False
    raw: str = ""  # the term as typed ("22.3b"), for PostgreSQL's own parser

    @property
    def stems(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(stem(w) for w in alt) for alt in self.alternatives)


@dataclass(frozen=True)
class Query:
    terms: tuple[Term, ...]
    notes: tuple[str, ...] = ()
    strict: bool = False
    concepts: tuple[Concept, ...] = ()


# ---------------------------------------------------------------------------------------------------------
# Vocabulary: stop words, synonyms, stemming


_STEMMER = snowballstemmer.stemmer("porter")  # the algorithm of FTS5's porter tokenizer


@cache
def stem(word: str) -> str:
    """Porter stem of a lowercase word, as FTS5's porter tokenizer stores it (cached: words repeat)."""
    return _STEMMER.stemWord(fold(word))


def fold(word: str) -> str:
    word = word.lower()
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


@dataclass(frozen=True)
class Vocabulary:
    stop_words: frozenset[str]
    # per game (and "" for all games): stems of a word or phrase -> every member of its groups
    synonyms: dict[str, dict[tuple[str, ...], tuple[tuple[str, ...], ...]]]
    longest: int


@cache
def vocabulary() -> Vocabulary:
    data = yaml.safe_load(VOCABULARY_FILE.read_text(encoding="utf-8"))
    by_game: dict[str, dict[tuple[str, ...], list[tuple[str, ...]]]] = {"": {}}
    longest = 1
    shared = data["synonyms"].get("all", [])
    for game in Game.values:
        by_game.setdefault(game, {})
        for group in [*shared, *data["synonyms"].get(game, [])]:
            members = [tuple(w.lower() for w in WORD_RE.findall(str(m))) for m in group]
            for member in members:
                key = tuple(stem(w) for w in member)
                longest = max(longest, len(key))
                for table in (by_game[game], by_game[""]):
                    known = table.setdefault(key, [])
                    known += [m for m in members if m not in known]
    synonyms = {g: {k: tuple(v) for k, v in table.items()} for g, table in by_game.items()}
    return Vocabulary(frozenset(w.lower() for w in data["stop_words"]), synonyms, longest)


# ---------------------------------------------------------------------------------------------------------
# Parsing


def parse_query(raw: str, *, prefix_last: bool = True, game: str | None = None) -> Query:
    """Terms of a search query typed by anyone; never raises. With prefix_last, a last word that is still
    being typed ("preven") also matches as a prefix. A double quote or a * anywhere makes it strict."""
    notes = []
    text = "".join(c if c.isprintable() else " " for c in raw)
    if len(text) > MAX_QUERY_CHARS:
        text = text[:MAX_QUERY_CHARS]
        notes.append(f"Only the first {MAX_QUERY_CHARS} characters of the query were used.")
    text = QUOTE_RE.sub('"', text)
    strict = '"' in text or "*" in text
    terms = []
    for match in TOKEN_RE.finditer(text):
        if match["bare"] is not None:
            token = match["bare"]
            words = tuple(WORD_RE.findall(token))
            term = Term(words, token.rstrip("*"), prefix=token.endswith("*"))
        else:
            words = tuple(WORD_RE.findall(match["phrase"]))
            term = Term(words, match["phrase"], prefix=bool(match["phrase_star"]))
        if words:
            terms.append(term)
    if len(terms) > MAX_TERMS:
        terms = terms[:MAX_TERMS]
        notes.append(f"Only the first {MAX_TERMS} words of the query were used.")
    typing_last_word = prefix_last and text and not text[-1].isspace() and not text.endswith('"')
    if terms and typing_last_word and len(terms[-1].words) == 1:
        terms[-1] = Term(terms[-1].words, terms[-1].text, prefix=True)
    if strict:
        concepts = tuple(
            Concept((tuple(w.lower() for w in t.words),), t.text, prefix=t.prefix) for t in terms
        )
    else:
        concepts = _concepts(terms, game)
    return Query(tuple(terms), tuple(notes), strict, concepts)


def _concepts(terms: list[Term], game: str | None) -> tuple[Concept, ...]:
    """Plain-words mode: synonyms first (longest phrase wins, so "out of play" is read before its stop
    words go), then stop words dropped; a query of stop words only is kept as typed."""
    vocab = vocabulary()
    synonyms = vocab.synonyms.get(game or "", {})
    units = []  # "22.3b" stays one phrase; "personality's" is "personality", "doesn't" a stop word
    for term in terms:
        unit = tuple(w.lower() for w in term.words)
        units.append(tuple(w for w in unit if w not in vocab.stop_words) or unit)
    found: list[Concept] = []
    i = 0
    while i < len(units):
        for size in range(min(vocab.longest, len(units) - i), 0, -1):
            typed = tuple(w for unit in units[i : i + size] for w in unit)
            key = tuple(stem(w) for w in typed)
            if key in synonyms and not (len(typed) == 1 and typed[0] in vocab.stop_words):
                alternatives = (typed, *(m for m in synonyms[key] if m != typed))
                found.append(Concept(alternatives, " ".join(typed)))
                i += size
                break
        else:
            term = terms[i]
            prefix = term.prefix and i == len(units) - 1 and len(units[i]) == 1
            raw = term.text if len(units[i]) == len(term.words) else ""
            found.append(Concept((units[i],), " ".join(units[i]), prefix, raw))
            i += 1
    stop = vocab.stop_words
    kept = [c for c in found if not (len(c.alternatives[0]) == 1 and c.alternatives[0][0] in stop)]
    unique = []
    for concept in kept or found:
        if all(concept.alternatives != u.alternatives for u in unique):
            unique.append(concept)
    return tuple(unique)


# ---------------------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class SearchHit:
    entry_id: int
    game: str
    slug: str
    title: str
    heading_path: list[str]
    document_title: str
    document_slug: str
    title_html: SafeString
    snippet_html: SafeString
    rank: float
    anchor: str = ""
    matched: tuple[str, ...] = ()  # the concepts of the query this entry holds, as typed

    @property
    def game_label(self) -> str:
        return Game(self.game).label

    @property
    def entry_url(self) -> str:
        return reverse("rulings:entry", kwargs={"game": self.game, "slug": self.slug})

    @property
    def url(self) -> str:
        """The permalink of the paragraph that best answers (Part.get_absolute_url()), else the entry."""
        return f"{self.entry_url}#{self.anchor}" if self.anchor else self.entry_url

    @property
    def paragraph_label(self) -> str:
        return anchor_label(self.anchor)


def anchor_label(anchor: str) -> str:
    """A paragraph named from its anchor (rulings.models' contract): r22-3b -> "22.3b",
    r22-3b-ex1 -> "22.3b, example 1", p3 -> "paragraph 3", ex2 -> "example 2", exc1 -> "exception 1"."""
    match = re.fullmatch(r"r(?P<rule>[\w-]+?)(?:-ex(?P<rex>\d+))?", anchor)
    if match:
        head = re.sub(r"^(\d+)-(\d+)", r"\1.\2", match["rule"]).replace("-", ".")
        return f"{head}, example {match['rex']}" if match["rex"] else head
    for prefix, word in (("exc", "exception"), ("ex", "example"), ("p", "paragraph")):
        if re.fullmatch(rf"{prefix}\d+", anchor):
            return f"{word} {anchor[len(prefix) :]}"
    return anchor


@dataclass
class SearchPage:
    query: str
    hits: list[SearchHit] = field(default_factory=list)
    total: int = 0
    page: int = 1
    per_page: int = 20
    message: str = ""
    notes: tuple[str, ...] = ()
    strict: bool = False

    @property
    def has_next(self) -> bool:
        return self.page * self.per_page < self.total

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    @property
    def first_position(self) -> int:
        return (self.page - 1) * self.per_page + 1

    @property
    def mode(self) -> str:
        return "all" if self.strict else "any"


@dataclass(frozen=True)
class Filters:
    game: str | None = None
    document_id: int | None = None


def search_entries(
    raw_query: str,
    *,
    game: str | None = None,
    document: str | None = None,
    page: int = 1,
    per_page: int = 20,
    prefix_last: bool = True,
) -> SearchPage:
    """Ranked entries matching the query, each pointing at its best paragraph with a highlighted title
    and snippet, filtered by game and document slug. A query without any word gives an empty page with a
    message, never an error."""
    query = parse_query(raw_query, prefix_last=prefix_last, game=game)
    result = SearchPage(
        raw_query, page=max(page, 1), per_page=per_page, notes=query.notes, strict=query.strict
    )
    filters, problem = _filters(game, document)
    if not query.terms or problem:
        result.message = problem or "Type a word to search the rules (letters or digits)."
        return result
    backend = _BACKENDS.get(connection.vendor)
    if backend is None:
        raise NotImplementedError(f"full-text search supports SQLite and PostgreSQL, not {connection.vendor}")
    if not query.strict:
        query, spelled = _spelled(raw_query, query, game, prefix_last)
        result.notes = (*result.notes, *spelled)
    _search(query, backend, filters, result)
    if query.strict and not result.total:
        # Players type quotes and stars as punctuation too: strict syntax never leaves them with nothing
        # when the plain words find something.
        plain = parse_query(_plain_words(raw_query), prefix_last=prefix_last, game=game)
        if plain.terms:
            result.strict = False
            result.notes = (*result.notes, PLAIN_FALLBACK_NOTE)
            _search(plain, backend, filters, result)
    if not result.hits and result.page == 1:
        result.message = "No entries match. Try other words, or a word's beginning followed by *."
    return result


def _plain_words(raw: str) -> str:
    """The query without what makes it strict (quotes of any kind, stars)."""
    return QUOTE_RE.sub(" ", raw).replace('"', " ").replace("*", " ")


def _search(query: Query, backend, filters: Filters, result: SearchPage) -> None:
    """Fill `result` (its page and size given) with the query's ranked hits and their total."""
    per_page = result.per_page
    offset = (result.page - 1) * per_page
    stats = _statistics(query)
    # The first max(RESCORE_WINDOW, per_page) hits by BM25 are re-ranked; later pages keep BM25 order,
    # so paging never repeats or skips an entry.
    window = max(RESCORE_WINDOW, per_page)
    rescore = offset + per_page <= window
    limit, start = (window, 0) if rescore else (per_page, offset)
    rows, result.total = backend(query, stats, filters, limit=limit, offset=start)
    analysed = [_analyse(row, query, stats) for row in rows]
    if rescore:
        pinned = _pinned(query, rows)
        analysed.sort(key=lambda a: (a.row[0] not in pinned, -a.score))
        analysed = analysed[offset : offset + per_page]
    result.hits = [_hit(a, query) for a in analysed]


def _filters(game: str | None, document: str | None) -> tuple[Filters, str]:
    if game and game not in Game.values:
        return Filters(), f"Unknown game {game!r}."
    document_id = None
    if document:
        document_id = Document.objects.filter(slug=document).values_list("id", flat=True).first()
        if document_id is None:
            return Filters(), f"Unknown document {document!r}."
    return Filters(game or None, document_id), ""


# ---------------------------------------------------------------------------------------------------------
# Document frequencies (for the common-terms cut-off and rarity weights), cached per index state


@dataclass(frozen=True)
class Statistics:
    entries: int
    df: tuple[int | None, ...]  # per concept of the query; None = unknown (a prefix)

    def idf(self, index: int) -> float:
        df = self.df[index]
        if df is None:
            return 1.0
        return math.log(1 + (self.entries - df + 0.5) / (df + 0.5))

    def common(self, index: int) -> bool:
        df = self.df[index]
        return df is not None and self.entries > 0 and df > COMMON_SHARE * self.entries

    def dead(self, index: int) -> bool:
        return self.df[index] == 0


PG_DF_SQL = "SELECT count(*) FROM rulings_entry WHERE search_vector @@ phraseto_tsquery('english', %s)"


def _pg_text(concept: Concept, index: int) -> str:
    if index == 0 and concept.raw:
        return concept.raw
    return " ".join(concept.alternatives[index])


_DF_CACHE: dict = {"key": None, "entries": 0, "words": {}}
_SPELLER_CACHE: dict = {"key": None, "speller": None}


def _index_key(cursor) -> object:
    """Changes whenever the glossary's index does: on SQLite the FTS5 averages record (rewritten by every
    write), on PostgreSQL the entry count and largest id."""
    if connection.vendor == "sqlite":
        cursor.execute("SELECT block FROM rulings_entry_fts_data WHERE id = 1")
        row = cursor.fetchone()
        return bytes(row[0]) if row else b""
    cursor.execute("SELECT count(*), coalesce(max(id), 0) FROM rulings_entry")
    return tuple(cursor.fetchone())


def _speller() -> Speller:
    """A Speller over every word of the glossary's titles and texts and of the search vocabulary, made
    once per index state."""
    with connection.cursor() as cursor:
        key = _index_key(cursor)
        if key != _SPELLER_CACHE["key"]:
            cursor.execute("SELECT title, text FROM rulings_entry")
            words = Counter()
            for title, text in cursor.fetchall():
                words.update(fold(w) for w in WORD_RE.findall(f"{title} {text}"))
            for table in vocabulary().synonyms.values():
                words.update(w for member in table for w in member if w not in words)
            _SPELLER_CACHE.update(key=key, speller=Speller(words))
    return _SPELLER_CACHE["speller"]


def _spelled(raw: str, query: Query, game: str | None, prefix_last: bool) -> tuple[Query, tuple[str, ...]]:
    """The query with each word no entry holds replaced by the glossary word it is closest to, and a note
    for each; the query itself when nothing needs it."""
    speller = _speller()
    stop = vocabulary().stop_words
    fixes = {}
    for number, term in enumerate(query.terms):
        last = number == len(query.terms) - 1
        for word in term.words:
            typed = fold(word)
            if typed in stop:
                continue
            fixed = speller.correct(typed, prefix=last and term.prefix and word == term.words[-1])
            if fixed:
                fixes[typed] = fixed
    if not fixes:
        return query, ()
    text = WORD_RE.sub(lambda m: fixes.get(fold(m[0]), m[0]), raw)
    notes = tuple(f'Searched for "{fixed}" instead of "{typed}".' for typed, fixed in fixes.items())
    return parse_query(text, prefix_last=prefix_last, game=game), notes


def _statistics(query: Query) -> Statistics:
    """How many entries hold each concept (its most frequent alternative), from the index itself: the
    FTS5 vocabulary table on SQLite, a count on PostgreSQL. Cached until the index changes (on SQLite its
    averages record changes with every write; on PostgreSQL the entry count and largest id)."""
    if query.strict:
        return Statistics(0, tuple(None for _ in query.concepts))
    sqlite = connection.vendor == "sqlite"
    with connection.cursor() as cursor:
        key = _index_key(cursor)
        if key != _DF_CACHE["key"]:
            cursor.execute("SELECT count(*) FROM rulings_entry")
            _DF_CACHE.update(key=key, entries=cursor.fetchone()[0], words={})
        known: dict = _DF_CACHE["words"]
        wanted = {word for concept in query.concepts for alt in concept.alternatives for word in alt}
        missing = [w for w in wanted if w not in known]
        if missing and sqlite:
            stems = {w: stem(w) for w in missing}
            marks = ", ".join(["%s"] * len(set(stems.values())))
            cursor.execute(
                f"SELECT term, doc FROM rulings_entry_fts_vocab WHERE term IN ({marks})",
                sorted(set(stems.values())),
            )
            counts = dict(cursor.fetchall())
            known.update({w: counts.get(s, 0) for w, s in stems.items()})
        elif not sqlite:  # PostgreSQL parses and stems each alternative itself ("22.3b" is '22.3' 'b')
            for text in {_pg_text(c, i) for c in query.concepts for i in range(len(c.alternatives))}:
                if ("pg", text) not in known:
                    cursor.execute(PG_DF_SQL, [text])
                    known[("pg", text)] = cursor.fetchone()[0]
    df = []
    for concept in query.concepts:
        if concept.prefix:  # at least as frequent as the word typed so far, if that is a word
            word = concept.alternatives[0][0] if sqlite else ("pg", _pg_text(concept, 0))
            df.append(known.get(word) or None)
            continue
        if not sqlite:
            df.append(max(known[("pg", _pg_text(concept, i))] for i in range(len(concept.alternatives))))
            continue
        # a phrase is at most as frequent as its rarest word; a concept as its most frequent alternative
        df.append(max(min(known[w] for w in alt) for alt in concept.alternatives))
    return Statistics(_DF_CACHE["entries"], tuple(df))


def _plan(query: Query, stats: Statistics) -> tuple[list[int], list[int], list[tuple[int, int]]]:
    """Which concepts retrieve (rare ones; all of them AND-ed if none is rare), which only score, and
    which neighbouring pairs earn a proximity bonus."""
    live = [i for i in range(len(query.concepts)) if not stats.dead(i)]
    rare = [i for i in live if not stats.common(i)]
    common = [i for i in live if stats.common(i)]
    pairs = [
        (a, b)
        for a, b in itertools.pairwise(live)
        if not query.concepts[a].prefix and not query.concepts[b].prefix
    ]
    return rare, common, pairs


# ---------------------------------------------------------------------------------------------------------
# SQLite


def _fts5_alternative(words: tuple[str, ...], prefix: bool = False) -> str:
    return '"' + " ".join(words) + '"' + ("*" if prefix else "")


def _fts5_concept(concept: Concept) -> str:
    alts = [_fts5_alternative(alt, concept.prefix) for alt in concept.alternatives]
    return alts[0] if len(alts) == 1 else "(" + " OR ".join(alts) + ")"


WIDEN, FALLBACK = 1, 2


def fts5_expression(
    query: Query, filters: Filters = Filters(), *, stage: int = 0, stats: Statistics | None = None
) -> str:
    """An FTS5 MATCH expression over title and text; the filters as exact tokens of the game and document
    columns. Strict: every term AND-ed. Plain words: see the module docstring. When the planned expression
    fills less than a page, stage WIDEN also retrieves the entries holding every common concept, and when
    it finds nothing, stage FALLBACK ORs every concept. `stats`: the query's statistics when the caller
    already has them (else read from the index)."""
    concepts = query.concepts
    if query.strict:
        body = " ".join(_fts5_concept(c) for c in concepts)
    else:
        stats = stats or _statistics(query)
        rare, common, pairs = _plan(query, stats)
        near = [
            f"NEAR({_fts5_alternative(concepts[a].alternatives[0])} "
            f"{_fts5_alternative(concepts[b].alternatives[0])}, 3)"
            for a, b in pairs
        ]
        if not rare and not common:
            body = _fts5_concept(concepts[0])  # nothing holds any of the words: finds nothing, cheaply
        elif stage == FALLBACK:
            body = " OR ".join(_fts5_concept(concepts[i]) for i in rare + common)
        elif rare:
            retrieve = " OR ".join(_fts5_concept(concepts[i]) for i in rare)
            if stage == WIDEN and len(common) > 1:
                retrieve += " OR (" + " AND ".join(_fts5_concept(concepts[i]) for i in common) + ")"
            score = [_fts5_concept(concepts[i]) for i in rare + common] + near
            weigh = common or near
            body = f"({retrieve})" + (f" AND ({' OR '.join(score)})" if weigh else "")
        else:
            body = "(" + " AND ".join(_fts5_concept(concepts[i]) for i in common) + ")"
            if near:
                body += " OR " + " OR ".join(near)  # inside the AND's entries: adds weight, not hits
    expression = f"{{title text}} : ({body})"
    if filters.game:
        expression += f' AND game : "{filters.game}"'  # a Game value: letters and digits
    if filters.document_id is not None:
        expression += f' AND document_id : "{int(filters.document_id)}"'
    return expression


_COLUMNS = (
    "e.id, e.game, e.slug, e.title, e.number, e.heading_path, d.title, d.slug, e.text, e.anchors, e.term"
)


FTS = "rulings_entry_fts"


def _search_sqlite(
    query: Query, stats: Statistics, filters: Filters, *, limit: int, offset: int
) -> tuple[list[tuple], int]:
    # The window is picked on the FTS table alone, exactly as the bare query does (FTS5 sorts by its own
    # rank); the entries' columns are then read by id. The score handed on is the position in BM25 order
    # (see _analyse). The total comes from the same statement (count(*) OVER ()): ranking already visits
    # every match, so counting them there is free, where a separate count(*) ... MATCH evaluated the
    # expression a second time (up to 2-4 ms on phrase and NEAR queries over 10,000 entries). It counts
    # exactly the entries the ranking pages through.
    ids_sql = (
        f"SELECT rowid, count(*) OVER () FROM {FTS} WHERE {FTS} MATCH %s ORDER BY rank LIMIT %s OFFSET %s"
    )
    expression = fts5_expression(query, filters, stats=stats)
    with connection.cursor() as cursor:
        cursor.execute(ids_sql, [expression, limit, offset])
        found = cursor.fetchall()
        for wider_stage in (WIDEN, FALLBACK):
            if query.strict or offset or len(found) >= limit or (wider_stage == FALLBACK and found):
                break
            wider = fts5_expression(query, filters, stage=wider_stage, stats=stats)
            if wider != expression:
                expression = wider
                cursor.execute(ids_sql, [expression, limit, offset])
                found = cursor.fetchall()
        ids = [row[0] for row in found]
        rows = []
        if ids:
            marks = ", ".join(["%s"] * len(ids))
            cursor.execute(
                f"SELECT {_COLUMNS} FROM rulings_entry e JOIN rulings_document d ON d.id = e.document_id "
                f"WHERE e.id IN ({marks})",
                ids,
            )
            by_id = {row[0]: row for row in cursor.fetchall()}
            rows = [(*by_id[i], position_prior(offset + n)) for n, i in enumerate(ids) if i in by_id]
        if found:
            return rows, found[0][1]
        if not offset:
            return rows, 0
        # a page past the end: no row to carry the total, so count it on its own
        cursor.execute(f"SELECT count(*) FROM {FTS} WHERE {FTS} MATCH %s", [expression])
        return rows, cursor.fetchone()[0]


def optimize_index() -> None:
    """Merge the SQLite full-text index into one segment (FTS5 'optimize'); PostgreSQL: nothing to do.
    Bulk writes (an import) leave FTS5 many segments that every query then reads and merges: on 10,000
    entries the slowest bench queries took 10-25% longer before. Run after imports (import_rules does);
    about 0.2 s for 10,000 entries."""
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {FTS}({FTS}) VALUES('optimize')")


def position_prior(position: int) -> float:
    """The BM25 order as a score the re-ranking multiplies: 1 for the best, gently falling."""
    return 1 / (1 + 0.15 * position)


# ---------------------------------------------------------------------------------------------------------
# PostgreSQL


def _tsquery_concept(concept: Concept) -> tuple[str, list]:
    pieces, params = [], []
    for index, alt in enumerate(concept.alternatives):
        if concept.prefix and len(alt) == 1:
            pieces.append("to_tsquery('english', %s)")
            params.append(f"{alt[0]}:*")
        elif concept.prefix:
            pieces.append("tsquery_phrase(phraseto_tsquery('english', %s), to_tsquery('english', %s))")
            params += [" ".join(alt[:-1]), f"{alt[-1]}:*"]
        else:
            pieces.append("phraseto_tsquery('english', %s)")
            params.append(_pg_text(concept, index))
    return "(" + " || ".join(pieces) + ")", params


def _tsquery_strict(query: Query) -> tuple[str, list]:
    """Terms AND-ed, phrases keep word order (each term as typed, PostgreSQL's parser reads "22.3b")."""
    pieces, params = [], []
    for term in query.terms:
        if term.prefix and len(term.words) == 1:
            pieces.append("to_tsquery('english', %s)")
            params.append(f"{term.words[0]}:*")
        elif term.prefix:
            pieces.append("tsquery_phrase(phraseto_tsquery('english', %s), to_tsquery('english', %s))")
            params += [" ".join(term.words[:-1]), f"{term.words[-1]}:*"]
        else:
            pieces.append("phraseto_tsquery('english', %s)")
            params.append(term.text)
    return " && ".join(pieces), params


RANK_WEIGHTS = "'{0.1, 0.1, 0.1, 1.0}'"  # D, C, B (text), A (title): a title match weighs ten times


def _search_postgresql(
    query: Query, stats: Statistics, filters: Filters, *, limit: int, offset: int
) -> tuple[list[tuple], int]:
    where, filter_params = "", []
    if filters.game:
        where += " AND e.game = %s"
        filter_params.append(filters.game)
    if filters.document_id is not None:
        where += " AND e.document_id = %s"
        filter_params.append(filters.document_id)
    if query.strict:
        tsquery, params = _tsquery_strict(query)
        attempts = [(tsquery, params, f"ts_rank({RANK_WEIGHTS}, e.search_vector, ({tsquery}), 1)", params)]
    else:
        rare, common, _pairs = _plan(query, stats)
        parts = {i: _tsquery_concept(query.concepts[i]) for i in rare + common}
        rank_sql = " + ".join(
            f"{stats.idf(i):.6f} * ts_rank({RANK_WEIGHTS}, e.search_vector, {parts[i][0]}, 1)"
            for i in rare + common
        )
        rank_params = [p for i in rare + common for p in parts[i][1]]
        joiner = " || " if rare else " && "
        chosen = rare or common
        attempts = [
            (joiner.join(parts[i][0] for i in chosen), [p for i in chosen for p in parts[i][1]],
             rank_sql, rank_params),
        ]  # fmt: skip
        if (rare and common) or (not rare and len(common) > 1):
            every = rare + common
            attempts.append(
                (" || ".join(parts[i][0] for i in every), [p for i in every for p in parts[i][1]],
                 rank_sql, rank_params)
            )  # fmt: skip
        if not chosen:
            return [], 0
    with connection.cursor() as cursor:
        for match_sql, match_params, rank_sql, rank_params in attempts:
            sql = f"""
                WITH top AS (
                    SELECT e.id, {rank_sql} AS rank, count(*) OVER () AS total
                    FROM rulings_entry e
                    WHERE e.search_vector @@ ({match_sql}){where}
                    ORDER BY rank DESC, e.id LIMIT %s OFFSET %s
                )
                SELECT {_COLUMNS}, top.rank, top.total
                FROM top
                JOIN rulings_entry e ON e.id = top.id
                JOIN rulings_document d ON d.id = e.document_id
                ORDER BY top.rank DESC, top.id
            """
            cursor.execute(sql, [*rank_params, *match_params, *filter_params, limit, offset])
            rows = cursor.fetchall()
            if rows or offset:
                break
    return [row[:-1] for row in rows], rows[0][-1] if rows else 0


_BACKENDS = {"sqlite": _search_sqlite, "postgresql": _search_postgresql}


# ---------------------------------------------------------------------------------------------------------
# Matching in Python: which concepts an entry holds, where, and which paragraph answers best

ROW_ID, ROW_GAME, ROW_SLUG, ROW_TITLE, ROW_NUMBER, ROW_PATH, ROW_DOC_TITLE, ROW_DOC_SLUG = range(8)
ROW_TEXT, ROW_ANCHORS, ROW_TERM, ROW_RANK = 8, 9, 10, 11


@dataclass(frozen=True)
class Matcher:
    regex: re.Pattern | None  # for texts whose lowercase changes length (rare letters): the slow path
    needles: tuple[tuple[str, bool], ...]  # lowercase beginnings of matching words; True = whole word
    by_stem: dict[str, list[tuple[int, int, int]]]  # stem -> (concept, alternative, word position)
    prefixes: list[tuple[str, int]]  # typed prefix -> concept
    lengths: dict[tuple[int, int], int]  # (concept, alternative) -> number of words
    scan: re.Pattern | None = None  # the fast path, over lowercased text (see _words_found)
    # lowercase word -> its (concept, alternative, word position) hits: a word is stemmed once per query
    words: dict[str, tuple[tuple[int, int, int], ...]] = field(default_factory=dict, compare=False)


MAX_MATCHERS = 256  # queries whose matchers (and word tables) are kept; typed queries repeat
MAX_WORDS = 4096  # words remembered per matcher


MAX_ENDING = 6  # letters a word may have beyond its stem ("negat" + "ions")


@lru_cache(maxsize=MAX_MATCHERS)
def _matcher(concepts: tuple[Concept, ...]) -> Matcher:
    by_stem: dict[str, list[tuple[int, int, int]]] = {}
    needles, prefixes, lengths = set(), [], {}
    for ci, concept in enumerate(concepts):
        for ai, alt in enumerate(concept.alternatives):
            lengths[(ci, ai)] = len(alt)
            if concept.prefix and len(alt) == 1:
                prefixes.append((fold(alt[0]), ci))
                needles.add((fold(alt[0]), False))
                continue
            for wi, word in enumerate(alt):
                s = stem(word)
                by_stem.setdefault(s, []).append((ci, ai, wi))
                if len(s) <= 2:  # a short stem ("f", "c", "22") is a whole word
                    needles.add((s, True))
                elif s.endswith("i"):  # porter turns a final y into i ("delayed" -> "delai")
                    needles |= {(s, False), (s[:-1] + "y", False)}
                else:
                    needles.add((s, False))
    if not needles:
        return Matcher(None, (), by_stem, prefixes, lengths)
    ordered = sorted(needles, key=lambda n: -len(n[0]))
    alternation = "|".join(re.escape(n) + (r"(?![^\W_])" if whole else "") for n, whole in ordered)
    regex = re.compile(rf"(?<![^\W_])(?:{alternation})[^\W_]{{0,{MAX_ENDING}}}(?![^\W_])", re.IGNORECASE)
    # The same words, each alternative starting with its needle so that the regex engine only stops at
    # the needles' first letters (a look-behind first makes it try every position: ten times slower); the
    # look-behind after the needle checks that a word starts there. Every match is a whole word, so the
    # matches do not overlap and come in order.
    scan = re.compile(
        "(?:" + "|".join(
            re.escape(needle) + r"(?<![^\W_]" + re.escape(needle) + ")"
            + ("" if whole else rf"[^\W_]{{0,{MAX_ENDING}}}")
            for needle, whole in ordered
        ) + r")(?![^\W_])"
    )  # fmt: skip
    return Matcher(regex, tuple(ordered), by_stem, prefixes, lengths, scan)


class Occurrence(NamedTuple):  # a tuple: made by the thousand on long entries
    concept: int
    start: int
    end: int


def _words_found(text: str, matcher: Matcher) -> list[tuple[int, int, str]]:
    """(start, end, lowercase word) of every word that may belong to a concept, in order. Over the
    lowercased text the needle-first regex (Matcher.scan) is several times faster than the look-behind-
    first one, and than str.find per needle plus checks in Python (a short needle such as "f" is in most
    words)."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return [(m.start(), m.end(), m.group().lower()) for m in matcher.regex.finditer(text)]
    return [(m.start(), m.end(), m.group()) for m in matcher.scan.finditer(lowered)]


def _occurrences(text: str, matcher: Matcher) -> list[Occurrence]:
    """Concepts found in the text, in order, with their spans (a phrase spans its words)."""
    if matcher.regex is None:
        return []
    tokens = []  # (start, end, ((concept, alternative, word), ...))
    known = matcher.words
    for start, end, word in _words_found(text, matcher):
        hits = known.get(word)
        if hits is None:
            folded = fold(word)
            prefixed = [(ci, 0, 0) for prefix, ci in matcher.prefixes if folded.startswith(prefix)]
            hits = (*matcher.by_stem.get(stem(folded), ()), *prefixed)
            if len(known) < MAX_WORDS:
                known[word] = hits
        if hits:
            tokens.append((start, end, hits))
    found = []
    lengths = matcher.lengths
    for t, (start, end, hits) in enumerate(tokens):
        for ci, ai, wi in hits:
            if wi != 0:
                continue
            size = lengths[(ci, ai)]
            if size == 1:
                found.append(Occurrence(ci, start, end))
                continue
            last, ok = t, True
            for k in range(1, size):  # the phrase's next words must follow right after
                nxt = last + 1
                if nxt >= len(tokens) or (ci, ai, k) not in tokens[nxt][2]:
                    ok = False
                    break
                if WORD_RE.search(text, tokens[last][1], tokens[nxt][0]):
                    ok = False
                    break
                last = nxt
            if ok:
                found.append(Occurrence(ci, start, tokens[last][1]))
    return found


@dataclass
class Analysis:
    row: tuple
    score: float
    matched: set[int]
    title_occurrences: list[Occurrence]
    best_block: int  # index into the entry's blocks, -1 if none
    block_start: int
    block_text: str
    block_occurrences: list[Occurrence]


def _near(a: Occurrence, b: Occurrence, text: str) -> bool:
    if b.start < a.end:
        return False
    return len(WORD_RE.findall(text, a.end, b.start)) <= 3


def _pairs_present(occurrences: list[Occurrence], pairs: set[tuple[int, int]], text: str) -> set:
    present = set()
    for i, a in enumerate(occurrences):
        for b in occurrences[i + 1 : i + 4]:
            if (a.concept, b.concept) in pairs and _near(a, b, text):
                present.add((a.concept, b.concept))
    return present


def _analyse(row: tuple, query: Query, stats: Statistics) -> Analysis:
    """Score an entry beyond BM25 and pick its best paragraph. Coverage: the share of the question's
    concepts (weighted by rarity) that the entry holds; title: concepts in its title; phrase: neighbouring
    concepts of the question standing near each other in one paragraph."""
    matcher = _matcher(query.concepts)
    title, text = row[ROW_TITLE], row[ROW_TEXT] or ""
    title_occ = _occurrences(title, matcher)
    text_occ = _occurrences(text, matcher)
    n = len(query.concepts)
    weights = [stats.idf(i) for i in range(n)]
    pairs = {(i, i + 1) for i in range(n - 1)}
    blocks = text.split("\n\n")
    starts, offset = [], 0
    for block in blocks:
        starts.append(offset)
        offset += len(block) + 2
    per_block: dict[int, list[Occurrence]] = {}
    for occ in text_occ:
        per_block.setdefault(bisect.bisect_right(starts, occ.start) - 1, []).append(occ)
    anchors = _json(row[ROW_ANCHORS])
    title_concepts = {o.concept for o in title_occ}
    lengths = [len(block) for block in blocks[: len(anchors)]] or [1]
    average = sum(lengths) / len(lengths) or 1
    best, best_score = -1, 0.0
    phrases_found = set()
    local = _local_rarity(per_block, len(anchors))
    for index, occs in per_block.items():
        if index >= len(anchors):
            continue  # errata notes after the parts: no paragraph to link to
        tf: dict[int, int] = {}
        for o in occs:
            tf[o.concept] = tf.get(o.concept, 0) + 1
        norm = 1.2 * (0.5 + 0.5 * lengths[index] / average)  # BM25 within the entry's paragraphs
        score = sum(weights[c] * local[c] * t * 2.2 / (t + norm) for c, t in tf.items())
        if index == 0:  # the first paragraph defines what the title names
            score += 0.6 * sum(weights[c] for c in title_concepts)
        present = _pairs_present(occs, pairs, text)
        phrases_found |= present
        score += 0.5 * len(present)
        if "ex" in anchors[index]:  # examples and exceptions answer less directly than the rule itself
            score *= 0.7
        if score > best_score or (score == best_score and index < best):
            best, best_score = index, score
    matched = {o.concept for o in title_occ} | {o.concept for o in text_occ}
    total_weight = sum(weights) or 1.0
    coverage = sum(weights[c] for c in matched) / total_weight
    title_cover = sum(weights[c] for c in {o.concept for o in title_occ}) / total_weight
    base = float(row[ROW_RANK] or 0.0)
    score = base * (0.2 + coverage) ** 2 * (1 + 0.5 * title_cover)
    if pairs:
        score *= 1 + 0.3 * len(phrases_found) / len(pairs)
    if best < 0 and blocks and anchors:
        best = 0  # a title-only match answers with the entry's first paragraph
    block_start = starts[best] if best >= 0 else 0
    block_text = blocks[best] if best >= 0 else ""
    occs = [
        Occurrence(o.concept, o.start - block_start, o.end - block_start) for o in per_block.get(best, [])
    ]
    return Analysis(row, score, matched, title_occ, best, block_start, block_text, occs)


def _local_rarity(per_block: dict[int, list[Occurrence]], paragraphs: int) -> dict[int, float]:
    """How well each concept tells the entry's paragraphs apart: a concept in every paragraph (usually the
    entry's own subject) says little about which one answers; one found in a single paragraph says much."""
    holding: dict[int, int] = {}
    for index, occs in per_block.items():
        if index < paragraphs:
            for concept in {o.concept for o in occs}:
                holding[concept] = holding.get(concept, 0) + 1
    total = max(paragraphs, 1)
    return {c: 0.5 + math.log(1 + (total - n + 0.5) / (n + 0.5)) for c, n in holding.items()}


def _pinned(query: Query, rows: list[tuple]) -> set[int]:
    """Entries (among the re-ranked window) whose term the query names: the whole query, or its words
    without stop words, or a run of them covering at least half of those words, singular or plural; the
    longest such run wins ("delayed effect" names "Delayed effects", not "Effects")."""
    words = [w.lower() for t in query.terms for w in t.words]
    content = [w for w in words if w not in vocabulary().stop_words] or words
    candidates: dict[str, int] = {}
    for seq in (words, content):
        for size in range(len(seq), 0, -1):
            if size * 2 < len(content):
                break
            for i in range(len(seq) - size + 1):
                phrase = " ".join(seq[i : i + size])
                for variant in (phrase, phrase + "s", phrase.removesuffix("s")):
                    candidates[variant] = max(candidates.get(variant, 0), size)
    named = {row[ROW_ID]: candidates[row[ROW_TERM]] for row in rows if row[ROW_TERM] in candidates}
    longest = max(named.values(), default=0)
    return {entry_id for entry_id, size in named.items() if size == longest}


def _hit(analysis: Analysis, query: Query) -> SearchHit:
    row = analysis.row
    number, title = row[ROW_NUMBER], row[ROW_TITLE]
    display = f"{number} {title}" if number and number != title else title
    title_html = highlight(title, analysis.title_occurrences)
    if number and number != title:
        title_html = mark_safe(f"{escape(number)} {title_html}")  # both parts escaped
    anchors = _json(row[ROW_ANCHORS])
    anchor = anchors[analysis.best_block] if 0 <= analysis.best_block < len(anchors) else ""
    return SearchHit(
        entry_id=row[ROW_ID],
        game=row[ROW_GAME],
        slug=row[ROW_SLUG],
        title=display,
        heading_path=_json(row[ROW_PATH]),
        document_title=row[ROW_DOC_TITLE],
        document_slug=row[ROW_DOC_SLUG],
        title_html=title_html,
        snippet_html=snippet(analysis.block_text, analysis.block_occurrences),
        rank=round(analysis.score, 6),
        anchor=anchor,
        matched=tuple(query.concepts[c].typed for c in sorted(analysis.matched)),
    )


def highlight(text: str, occurrences: list[Occurrence]) -> SafeString:
    """Escape every piece of the text, and wrap the matched spans (and only them) in <mark>."""
    html, position = [], 0
    for occ in sorted(occurrences, key=lambda o: o.start):
        if occ.start < position:
            continue
        html += [escape(text[position : occ.start]), "<mark>", escape(text[occ.start : occ.end]), "</mark>"]
        position = occ.end
    html.append(escape(text[position:]))
    return mark_safe("".join(html))  # every piece of text went through escape()


def snippet(text: str, occurrences: list[Occurrence], words: int = SNIPPET_WORDS) -> SafeString:
    """The paragraph, or the run of `words` words of it holding the most matches, highlighted."""
    spans = [m.span() for m in WORD_RE.finditer(text)]
    if len(spans) <= words:
        return highlight(text.strip(), [Occurrence(o.concept, o.start - _lead(text), o.end - _lead(text))
                                        for o in occurrences])  # fmt: skip
    starts = [s for s, _ in spans]
    best_first, best_count = 0, -1
    positions = [bisect.bisect_right(starts, o.start) - 1 for o in occurrences]
    for first in sorted({max(0, p - 3) for p in positions} | {0}):
        count = sum(first <= p < first + words for p in positions)
        if count > best_count:
            best_first, best_count = first, count
    last = min(len(spans), best_first + words) - 1
    begin, end = spans[best_first][0] if best_first else 0, spans[last][1]
    inside = [Occurrence(o.concept, o.start - begin, o.end - begin) for o in occurrences
              if begin <= o.start and o.end <= end]  # fmt: skip
    body = highlight(text[begin:end], inside)
    lead = "… " if begin else ""
    tail = " …" if end < len(text.rstrip()) else ""
    return mark_safe(f"{lead}{body}{tail}")  # body is escaped


def _lead(text: str) -> int:
    return len(text) - len(text.lstrip())


def _json(value: str | list) -> list:
    return json.loads(value) if isinstance(value, str) else value  # SQLite gives text, PostgreSQL a list
