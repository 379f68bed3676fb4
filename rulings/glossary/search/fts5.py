"""The SQLite backend: FTS5 MATCH expressions built from the concepts (never from the text typed), the
ranked window of entries, and the index upkeep."""

from __future__ import annotations

from django.db import connection

from .frequencies import Statistics, plan, query_statistics
from .query import NO_FILTERS, Concept, Filters, Query
from .rows import COLUMNS, entry_row, position_prior


def _fts5_alternative(words: tuple[str, ...], prefix: bool = False) -> str:
    return '"' + " ".join(words) + '"' + ("*" if prefix else "")


def _fts5_concept(concept: Concept) -> str:
    alts = [_fts5_alternative(alt, concept.prefix) for alt in concept.alternatives]
    return alts[0] if len(alts) == 1 else "(" + " OR ".join(alts) + ")"


WIDEN, FALLBACK = 1, 2


def fts5_expression(
    query: Query, filters: Filters = NO_FILTERS, *, stage: int = 0, stats: Statistics | None = None
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
        stats = stats or query_statistics(query)
        rare, common, pairs = plan(query, stats)
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
            if common:  # an entry whose title names a common concept ("what counts as a stat": Stats)
                retrieve += " OR {title} : (" + " OR ".join(_fts5_concept(concepts[i]) for i in common) + ")"
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


FTS = "rulings_entry_fts"
BM25 = f"bm25({FTS}, 10.0, 1.0, 0.0, 0.0)"  # the rank of migration 0002: titles weigh ten times the text


def search(
    query: Query, stats: Statistics, filters: Filters, *, limit: int, fill: int
) -> tuple[list[tuple], int]:
    """The best `limit` entries in BM25 order and how many match. A plain-words expression matching fewer
    than `fill` entries is widened (see fts5_expression): decided on the count, so that every page of a
    search reads the same expression."""
    expression = fts5_expression(query, filters, stats=stats)
    with connection.cursor() as cursor:
        found = _window(cursor, expression, limit)
        for wider_stage in (WIDEN, FALLBACK):
            matching = found[0][-1] if found else 0
            if query.strict or matching >= fill or (wider_stage == FALLBACK and found):
                break
            wider = fts5_expression(query, filters, stage=wider_stage, stats=stats)
            if wider != expression:
                expression = wider
                found = _window(cursor, expression, limit)
    rows = [entry_row(row[:-1], position_prior(n)) for n, row in enumerate(found)]
    return rows, found[0][-1] if found else 0


# The window is picked on the FTS table alone, as the bare query does, and only its entries are joined.
# The score handed on is the position in BM25 order (see analyse). The matches are scored once (the CTE)
# and both counted and sorted from there: a separate count(*) ... MATCH evaluated the expression a second
# time (up to 2-4 ms on phrase and NEAR queries over 10,000 entries). ORDER BY BM25 rather than FTS5's
# `rank`: the same order, but SQLite keeps only the top `limit` rows while sorting, where `rank` sorts
# every match (10-20% slower on the bench's common words). One statement, not a second one reading the
# entries by id: a round trip less per search.
WINDOW_SQL = (
    f"WITH matches AS MATERIALIZED (SELECT rowid AS id, {BM25} AS score FROM {FTS} WHERE {FTS} MATCH %s),"
    " top AS (SELECT id, score FROM matches ORDER BY score, id LIMIT %s)"
    f" SELECT {COLUMNS}, (SELECT count(*) FROM matches) FROM top"
    " JOIN rulings_entry e ON e.id = top.id JOIN rulings_document d ON d.id = e.document_id"
    " ORDER BY top.score, top.id"
)


def _window(cursor, expression: str, limit: int) -> list[tuple]:
    cursor.execute(WINDOW_SQL, [expression, limit])
    return cursor.fetchall()


def optimize_index() -> None:
    """Merge the SQLite full-text index into one segment (FTS5 'optimize'); PostgreSQL: nothing to do.
    Bulk writes (an import) leave FTS5 many segments that every query then reads and merges: on 10,000
    entries the slowest bench queries took 10-25% longer before. Run after imports (import_rules does);
    about 0.2 s for 10,000 entries."""
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {FTS}({FTS}) VALUES('optimize')")
