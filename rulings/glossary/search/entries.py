"""search_entries: the glossary search the pages and the API call, and the results it returns."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from django.db import connection
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from ...games import Game
from ..models import Document
from . import fts5, postgresql
from .frequencies import index_key, query_statistics
from .highlighting import highlight, snippet
from .query import Filters, Query, parse_query, plain_words, quoted_phrases
from .ranking import EVIDENCE, FOLLOWING, RESCORE_WINDOW, Analysis, analyse, pinned
from .rows import (
    ROW_ANCHORS,
    ROW_DOC_SLUG,
    ROW_DOC_TITLE,
    ROW_GAME,
    ROW_ID,
    ROW_NUMBER,
    ROW_PATH,
    ROW_SLUG,
    ROW_TEXT,
    ROW_TITLE,
    json_list,
)
from .spelling import spelled, title_symbols

PLAIN_FALLBACK_NOTE = (
    "Nothing holds every quoted phrase and starred word together: these entries hold any of the words."
)


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
    """A paragraph named from its anchor (rulings.glossary.models' contract): r22-3b -> "22.3b",
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
    if problem or not (query.terms or any(title_symbols(raw_query))):
        result.message = problem or "Type a word to search the rules (letters or digits)."
        return result
    backend = BACKENDS.get(connection.vendor)
    if backend is None:
        raise NotImplementedError(f"full-text search supports SQLite and PostgreSQL, not {connection.vendor}")
    key = index_key()  # once per search: the spelling and frequency caches hold while it does not change
    if not query.strict:
        query, corrections = spelled(raw_query, query, game, prefix_last, key)
        result.notes = (*result.notes, *corrections)
    if not query.terms:
        result.message = "Type a word to search the rules (letters or digits)."
        return result
    _search(query, backend, filters, result, key)
    if query.strict and not result.total:
        # Players type quotes and stars as punctuation too: strict syntax never leaves them with nothing
        # when the plain words find something.
        plain = parse_query(plain_words(raw_query), prefix_last=prefix_last, game=game)
        plain = replace(plain, quoted=quoted_phrases(raw_query))  # the phrases cited still weigh
        if plain.terms:
            result.strict = False
            result.notes = (*result.notes, PLAIN_FALLBACK_NOTE)
            _search(plain, backend, filters, result, key)
    if not result.hits and result.page == 1:
        result.message = "No entries match. Try other words, or a word's beginning followed by *."
    return result


def _search(query: Query, backend, filters: Filters, result: SearchPage, key: object) -> None:
    """Fill `result` (its page and size given) with the query's ranked hits and their total.

    Hits are paragraphs. The first max(RESCORE_WINDOW, per_page) entries by BM25 are re-ranked and each
    gives its answering paragraphs (at least one), ranked together; the entries after that window follow
    in BM25 order, one hit each. The list is the same whichever page is asked for (every page reads the
    window from the start), so paging never repeats or skips a hit."""
    per_page = result.per_page
    offset = (result.page - 1) * per_page
    stats = query_statistics(query, key)
    window = max(RESCORE_WINDOW, per_page)
    # The window's hits are at least one per entry, so the entries a page needs are within these.
    rows, entries = backend(query, stats, filters, limit=max(window, offset + per_page), fill=window)
    length = paragraph_length(rows[:window])
    head = [analyse(row, query, stats, length) for row in rows[:window]]
    # one word: a paragraph's evidence is only how often it says it, which the entry's BM25 weighs already
    weight = EVIDENCE if len(query.concepts) > 1 else 0.0
    ranked = ranked_paragraphs(head, pinned(query, rows[:window]), weight)
    result.total = len(ranked) + max(0, entries - len(head))
    page = ranked[offset : offset + per_page]
    first_after = max(0, offset - len(ranked))  # the tail entries this page starts at
    for row in rows[window + first_after : window + first_after + per_page - len(page)]:
        analysis = analyse(row, query, stats)
        page.append((analysis, 0, analysis.score))
    result.hits = [hit(analysis, index, score, query) for analysis, index, score in page]


def ranked_paragraphs(
    analysed: list[Analysis], named: set[int], evidence: float = EVIDENCE
) -> list[tuple[Analysis, int, float]]:
    """(entry analysis, paragraph position in it, score) for every answering paragraph, best first. The
    prior: an entry's best paragraph scores as the entry does, its other answering ones by their share of
    the best one's score, FOLLOWING less for each before them. The score: the prior and the paragraph's
    own evidence (BM25 against the window's paragraphs), each as a share of the best, weighed
    1 - evidence : evidence (geometrically), so that a paragraph holding the question's words can pass
    the first paragraphs of a better entry that hold fewer. The best paragraph of an entry the query
    names comes first."""
    priors = []
    for analysis in analysed:
        best = analysis.paragraphs[0].score if analysis.paragraphs else 0.0
        priors.append((analysis, 0, analysis.score))
        for k, paragraph in enumerate(analysis.paragraphs[1:], start=1):
            priors.append((analysis, k, analysis.score * paragraph.score / best * FOLLOWING**k))
    top_prior = max((p[2] for p in priors), default=0.0) or 1.0
    top_evidence = max((_evidence(a, k) for a, k, _ in priors), default=0.0) or 1.0
    hits = [
        (
            a,
            k,
            (prior / top_prior + FLOOR) ** (1 - evidence)
            * (_evidence(a, k) / top_evidence + FLOOR) ** evidence,
        )
        for a, k, prior in priors
    ]
    hits.sort(key=lambda h: (not (h[1] == 0 and h[0].row[ROW_ID] in named), -h[2]))
    return distinct(hits)


def distinct(hits: list[tuple[Analysis, int, float]]) -> list[tuple[Analysis, int, float]]:
    """The hits with each paragraph whose text a better hit already shows (the same rule kept under two
    titles) moved after the others: a repeat would take the place of another answer, yet its entry is
    still listed."""
    shown, kept, repeats = set(), [], []
    for hit in hits:
        text = _text(*hit[:2])
        (repeats if text and text in shown else kept).append(hit)
        shown.add(text)
    return kept + repeats


def _text(analysis: Analysis, position: int) -> str:
    return analysis.paragraphs[position].text.strip() if position < len(analysis.paragraphs) else ""


FLOOR = 1e-3  # a hit without evidence (or prior) still ranks by the other


def _evidence(analysis: Analysis, position: int) -> float:
    return analysis.paragraphs[position].evidence if position < len(analysis.paragraphs) else 0.0


def paragraph_length(rows: list[tuple]) -> float:
    """The average length (characters) of the paragraphs of these entries."""
    chars = sum(len(row[ROW_TEXT] or "") for row in rows)
    count = sum(len(json_list(row[ROW_ANCHORS])) for row in rows)
    return chars / count if count else 0.0


def _filters(game: str | None, document: str | None) -> tuple[Filters, str]:
    if game and game not in Game.values:
        return Filters(), f"Unknown game {game!r}."
    document_id = None
    if document:
        document_id = Document.objects.filter(slug=document).values_list("id", flat=True).first()
        if document_id is None:
            return Filters(), f"Unknown document {document!r}."
    return Filters(game or None, document_id), ""


BACKENDS = {"sqlite": fts5.search, "postgresql": postgresql.search}


def hit(analysis: Analysis, position: int, score: float, query: Query) -> SearchHit:
    """The hit of one of the entry's answering paragraphs (by its position among them)."""
    row = analysis.row
    number, title = row[ROW_NUMBER], row[ROW_TITLE]
    display = f"{number} {title}" if number and number != title else title
    title_html = highlight(title, analysis.title_occurrences)
    if number and number != title:
        title_html = mark_safe(f"{escape(number)} {title_html}")  # both parts escaped
    anchors = json_list(row[ROW_ANCHORS])
    paragraph = analysis.paragraphs[position] if position < len(analysis.paragraphs) else None
    anchor = anchors[paragraph.index] if paragraph and paragraph.index < len(anchors) else ""
    return SearchHit(
        entry_id=row[ROW_ID],
        game=row[ROW_GAME],
        slug=row[ROW_SLUG],
        title=display,
        heading_path=json_list(row[ROW_PATH]),
        document_title=row[ROW_DOC_TITLE],
        document_slug=row[ROW_DOC_SLUG],
        title_html=title_html,
        snippet_html=snippet(paragraph.text, paragraph.occurrences) if paragraph else snippet("", []),
        rank=round(score, 6),
        anchor=anchor,
        matched=tuple(query.concepts[c].typed for c in sorted(analysis.matched)),
    )
