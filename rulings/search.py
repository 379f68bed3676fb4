"""Full-text search over glossary entries: SQLite FTS5 (porter stemming) or PostgreSQL (english config).

The user's query is never passed to a query language. `parse_query` reduces it to terms made of letters
and digits only (words, "quoted phrases", a trailing * for a prefix), and each backend builds its own
safe expression from them: FTS5 gets every term as a quoted string, PostgreSQL gets each term as a bound
parameter of phraseto_tsquery/to_tsquery. Snippets are highlighted with control characters that the
importer never stores, then escaped, and only then turned into <mark> tags.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace

from django.db import connection
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .games import Game
from .models import Document

MAX_QUERY_CHARS = 200
MAX_TERMS = 12
START, STOP = "\x02", "\x03"  # highlight markers; rulings.corpus rejects control characters in rules text
SNIPPET_WORDS = 24
WORD_RE = re.compile(r"[^\W_]+")
TOKEN_RE = re.compile(r'"(?P<phrase>[^"]*)"?(?P<phrase_star>\*?)|(?P<bare>[^\s"]+)')
QUOTE_RE = re.compile("[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]")


@dataclass(frozen=True)
class Term:
    words: tuple[str, ...]  # letters and digits only
    text: str  # the term as typed, for PostgreSQL's own parser ("22.3b")
    prefix: bool = False


@dataclass(frozen=True)
class Query:
    terms: tuple[Term, ...]
    notes: tuple[str, ...] = ()


def parse_query(raw: str, *, prefix_last: bool = True) -> Query:
    """Terms of a search query typed by anyone; never raises. With prefix_last, a last word that is still
    being typed ("preven") also matches as a prefix."""
    notes = []
    text = "".join(c if c.isprintable() else " " for c in raw)
    if len(text) > MAX_QUERY_CHARS:
        text = text[:MAX_QUERY_CHARS]
        notes.append(f"Only the first {MAX_QUERY_CHARS} characters of the query were used.")
    text = QUOTE_RE.sub('"', text)
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
    return Query(tuple(terms), tuple(notes))


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

    @property
    def game_label(self) -> str:
        return Game(self.game).label

    @property
    def url(self) -> str:
        url = reverse("rulings:entry", kwargs={"game": self.game, "slug": self.slug})
        return f"{url}#{self.anchor}" if self.anchor else url


@dataclass
class SearchPage:
    query: str
    hits: list[SearchHit] = field(default_factory=list)
    total: int = 0
    page: int = 1
    per_page: int = 20
    message: str = ""
    notes: tuple[str, ...] = ()

    @property
    def has_next(self) -> bool:
        return self.page * self.per_page < self.total

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    @property
    def first_position(self) -> int:
        return (self.page - 1) * self.per_page + 1


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
    """Ranked entries matching the query, with highlighted title and snippet, filtered by game and
    document slug. A query without any word gives an empty page with a message, never an error."""
    query = parse_query(raw_query, prefix_last=prefix_last)
    result = SearchPage(raw_query, page=max(page, 1), per_page=per_page, notes=query.notes)
    filters, problem = _filters(game, document)
    if not query.terms or problem:
        result.message = problem or "Type a word to search the rules (letters or digits)."
        return result
    backend = _BACKENDS.get(connection.vendor)
    if backend is None:
        raise NotImplementedError(f"full-text search supports SQLite and PostgreSQL, not {connection.vendor}")
    rows, result.total = backend(query, filters, limit=per_page, offset=(result.page - 1) * per_page)
    result.hits = _with_anchors(_hits(rows), rows)
    if not rows and result.page == 1:
        result.message = "No entries match. Try fewer words, or a word's beginning followed by *."
    return result


def _filters(game: str | None, document: str | None) -> tuple[Filters, str]:
    if game and game not in Game.values:
        return Filters(), f"Unknown game {game!r}."
    document_id = None
    if document:
        document_id = Document.objects.filter(slug=document).values_list("id", flat=True).first()
        if document_id is None:
            return Filters(), f"Unknown document {document!r}."
    return Filters(game or None, document_id), ""


def fts5_expression(query: Query, filters: Filters = Filters()) -> str:
    """An FTS5 MATCH expression: the terms (quoted strings of plain words, AND-ed) looked up in title and
    text only; the filters as exact tokens of the game and document columns."""
    terms = " ".join('"' + " ".join(t.words) + '"' + ("*" if t.prefix else "") for t in query.terms)
    expression = f"{{title text}} : ({terms})"
    if filters.game:
        expression += f' AND game : "{filters.game}"'  # a Game value: letters and digits
    if filters.document_id is not None:
        expression += f' AND document_id : "{int(filters.document_id)}"'
    return expression


_COLUMNS = "e.id, e.game, e.slug, e.title, e.number, e.heading_path, d.title, d.slug, e.text, e.anchors"
SNIPPET_COLUMN = 11  # after _COLUMNS and the highlighted title; the rank follows


def _search_sqlite(query: Query, filters: Filters, *, limit: int, offset: int) -> tuple[list[tuple], int]:
    # The page is picked, highlighted and snipped on the FTS table alone (FTS5 sorts by rank itself and
    # the snippet is made for the page's rows only); the materialized CTE keeps the join to entries out.
    expression = fts5_expression(query, filters)
    sql = f"""
        WITH page AS MATERIALIZED (
            SELECT rowid AS id,
                highlight(rulings_entry_fts, 0, char(2), char(3)) AS title_mark,
                snippet(rulings_entry_fts, 1, char(2), char(3), '…', {SNIPPET_WORDS}) AS snippet,
                rank
            FROM rulings_entry_fts WHERE rulings_entry_fts MATCH %s
            ORDER BY rank LIMIT %s OFFSET %s
        )
        SELECT {_COLUMNS}, page.title_mark, page.snippet, -page.rank
        FROM page
        JOIN rulings_entry e ON e.id = page.id
        JOIN rulings_document d ON d.id = e.document_id
        ORDER BY page.rank
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, [expression, limit, offset])
        rows = cursor.fetchall()
        if offset == 0 and len(rows) < limit:
            return rows, len(rows)
        cursor.execute(
            "SELECT count(*) FROM rulings_entry_fts WHERE rulings_entry_fts MATCH %s", [expression]
        )
        return rows, cursor.fetchone()[0]


def _tsquery_sql(query: Query) -> tuple[str, list]:
    """PostgreSQL tsquery built from bound parameters only (terms AND-ed; phrases keep word order)."""
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


HEADLINE_OPTIONS = (
    f"StartSel={START}, StopSel={STOP}, MaxWords={SNIPPET_WORDS + 6}, MinWords={SNIPPET_WORDS // 2}, "
    'MaxFragments=2, FragmentDelimiter=" … "'
)


def _search_postgresql(query: Query, filters: Filters, *, limit: int, offset: int) -> tuple[list[tuple], int]:
    tsquery, params = _tsquery_sql(query)
    where = ""
    if filters.game:
        where += " AND e.game = %s"
        params.append(filters.game)
    if filters.document_id is not None:
        where += " AND e.document_id = %s"
        params.append(filters.document_id)
    sql = f"""
        WITH q AS (SELECT {tsquery} AS query),
        top AS (
            SELECT e.id, ts_rank(e.search_vector, q.query, 1) AS rank, count(*) OVER () AS total
            FROM rulings_entry e, q
            WHERE e.search_vector @@ q.query{where}
            ORDER BY rank DESC, e.id LIMIT %s OFFSET %s
        )
        SELECT {_COLUMNS},
            ts_headline('english', e.title, q.query, %s),
            ts_headline('english', e.text, q.query, %s),
            top.rank, top.total
        FROM top
        JOIN rulings_entry e ON e.id = top.id
        JOIN rulings_document d ON d.id = e.document_id, q
        ORDER BY top.rank DESC, top.id
    """
    title_options = f"StartSel={START}, StopSel={STOP}, HighlightAll=true"
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, limit, offset, title_options, HEADLINE_OPTIONS])
        rows = cursor.fetchall()
    return [row[:-1] for row in rows], rows[0][-1] if rows else 0


_BACKENDS = {"sqlite": _search_sqlite, "postgresql": _search_postgresql}


def highlighted(text: str) -> SafeString:
    """Escape everything, then turn our own markers (and only them) into <mark>."""
    html = escape(_merge_marks(text))
    return mark_safe(html.replace(START, "<mark>").replace(STOP, "</mark>"))  # markers only, text escaped


def _hits(rows: list[tuple]) -> list[SearchHit]:
    hits = []
    for row in rows:
        entry_id, game, slug, title, number, path, document_title, document_slug = row[:8]
        title_mark, snippet, rank = row[SNIPPET_COLUMN - 1 :]
        display = f"{number} {title}" if number and number != title else title
        title_html = highlighted(f"{number} {title_mark}" if number and number != title else title_mark)
        hits.append(
            SearchHit(
                entry_id=entry_id,
                game=game,
                slug=slug,
                title=display,
                heading_path=_json(path),
                document_title=document_title,
                document_slug=document_slug,
                title_html=title_html,
                snippet_html=highlighted(snippet),
                rank=float(rank),
            )
        )
    return hits


MARKED_RE = re.compile(f"{START}(.+?){STOP}")


def _merge_marks(text: str) -> str:
    """Adjacent highlights become one ("22.3" + "b" -> "22.3b"); empty ones go."""
    return text.replace(STOP + START, "").replace(START + STOP, "")


def _with_anchors(hits: list[SearchHit], rows: list[tuple]) -> list[SearchHit]:
    """Point each hit at the first part holding the most of the snippet's highlighted text (counted in
    characters, so "22.3b" beats "22.3"). Entry.text has one block per part, in Entry.anchors' order."""
    located = []
    for hit, row in zip(hits, rows, strict=True):
        text, anchors = row[SNIPPET_COLUMN - 3], _json(row[SNIPPET_COLUMN - 2])
        marked = {m.lower() for m in MARKED_RE.findall(_merge_marks(row[SNIPPET_COLUMN]))}
        patterns = [(re.compile(rf"(?<!\w){re.escape(m)}(?!\w)", re.IGNORECASE), len(m)) for m in marked]
        best_score, best_anchor = 0, ""
        for anchor, block in zip(anchors, text.split("\n\n"), strict=False):
            score = sum(size for pattern, size in patterns if pattern.search(block))
            if score > best_score:
                best_score, best_anchor = score, anchor
        located.append(replace(hit, anchor=best_anchor))
    return located


def _json(value: str | list) -> list:
    return json.loads(value) if isinstance(value, str) else value  # SQLite gives text, PostgreSQL a list
