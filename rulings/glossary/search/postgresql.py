"""The PostgreSQL backend: tsquery from bound parameters, ts_rank weighted by rarity, the ranked window."""

from __future__ import annotations

from django.db import connection

from .frequencies import Statistics, pg_text, plan
from .query import Concept, Filters, Query
from .rows import COLUMNS


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
            params.append(pg_text(concept, index))
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


def search(
    query: Query, stats: Statistics, filters: Filters, *, limit: int, fill: int
) -> tuple[list[tuple], int]:
    """The best `limit` entries and how many match; a plain-words search whose rare concepts find nothing
    retries with every concept (whatever `fill`, the window size the SQLite backend widens below)."""
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
        rare, common, _pairs = plan(query, stats)
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
                    ORDER BY rank DESC, e.id LIMIT %s
                )
                SELECT {COLUMNS}, top.rank, top.total
                FROM top
                JOIN rulings_entry e ON e.id = top.id
                JOIN rulings_document d ON d.id = e.document_id
                ORDER BY top.rank DESC, top.id
            """
            cursor.execute(sql, [*rank_params, *match_params, *filter_params, limit])
            rows = cursor.fetchall()
            if rows:
                break
    return [row[:-1] for row in rows], rows[0][-1] if rows else 0
