"""The PostgreSQL backend: tsquery from bound parameters, ts_rank weighted by rarity, the ranked window.
It retrieves in the same stages as the FTS5 backend (fts5.fts5_expression): the planned concepts, widened
when they fill less than the window, every concept when they find nothing."""

from __future__ import annotations

from django.db import connection

from .frequencies import PG_CONFIG, Statistics, pg_text, plan
from .query import Concept, Filters, Query
from .rows import COLUMNS, entry_row, position_prior

PHRASE = f"phraseto_tsquery('{PG_CONFIG}', %s)"
PREFIX = f"to_tsquery('{PG_CONFIG}', %s)"
PREFIX_PHRASE = f"tsquery_phrase({PHRASE}, {PREFIX})"


def _tsquery(words: tuple[str, ...], prefix: bool, text: str) -> tuple[str, list]:
    """One word or phrase; `text`: what PostgreSQL's own parser reads when it is not a prefix ("22.3b")."""
    if prefix and len(words) == 1:
        return PREFIX, [f"{words[0]}:*"]
    if prefix:
        return PREFIX_PHRASE, [" ".join(words[:-1]), f"{words[-1]}:*"]
    return PHRASE, [text]


def _tsquery_concept(concept: Concept) -> tuple[str, list]:
    pieces = [
        _tsquery(alt, concept.prefix, pg_text(concept, index))
        for index, alt in enumerate(concept.alternatives)
    ]
    return "(" + " || ".join(sql for sql, _ in pieces) + ")", [p for _, params in pieces for p in params]


def _tsquery_strict(query: Query) -> tuple[str, list]:
    """Terms AND-ed, phrases keep word order (each term as typed, PostgreSQL's parser reads "22.3b")."""
    pieces = [_tsquery(term.words, term.prefix, term.text) for term in query.terms]
    return " && ".join(sql for sql, _ in pieces), [p for _, params in pieces for p in params]


def _join(parts: list[tuple[str, list]], joiner: str) -> tuple[str, list]:
    return "(" + joiner.join(sql for sql, _ in parts) + ")", [p for _, params in parts for p in params]


def _matches(tsquery: tuple[str, list], vector: str = "e.search_vector") -> tuple[str, list]:
    return f"{vector} @@ ({tsquery[0]})", tsquery[1]


TITLE_VECTOR = "ts_filter(e.search_vector, '{a}')"  # the title's lexemes (weight A)


def _stages(query: Query, stats: Statistics) -> tuple[list[tuple[str, list]], tuple[str, list]]:
    """The match conditions to try in turn (as fts5_expression's stages) and the rank expression."""
    if query.strict:
        tsquery = _tsquery_strict(query)
        rank = (f"ts_rank({RANK_WEIGHTS}, e.search_vector, ({tsquery[0]}), 1)", tsquery[1])
        return [_matches(tsquery)], rank
    rare, common, _pairs = plan(query, stats)
    parts = {i: _tsquery_concept(query.concepts[i]) for i in rare + common}
    ranks = [
        (f"{stats.fts5_idf(i):.6f} * ts_rank({RANK_WEIGHTS}, e.search_vector, {parts[i][0]}, 1)", parts[i][1])
        for i in rare + common
    ]
    rank = " + ".join(sql for sql, _ in ranks), [p for _, params in ranks for p in params]
    if not rare and not common:
        return [], rank
    everything = _matches(_join([parts[i] for i in rare + common], " || "))
    if not rare:
        return [_matches(_join([parts[i] for i in common], " && ")), everything], rank
    planned = _join([parts[i] for i in rare], " || ")
    if common:  # or an entry whose title names a common concept, as on FTS5
        titled = _matches(_join([parts[i] for i in common], " || "), TITLE_VECTOR)
        stages = [_join([_matches(planned), titled], " OR ")]
    else:
        stages = [_matches(planned)]
    if len(common) > 1:
        wider = _join([planned, _join([parts[i] for i in common], " && ")], " || ")
        stages.append(_join([_matches(wider), titled], " OR "))
    return [*stages, everything], rank


RANK_WEIGHTS = "'{0.1, 0.1, 0.1, 1.0}'"  # D, C, B (text), A (title): a title match weighs ten times


def search(
    query: Query, stats: Statistics, filters: Filters, *, limit: int, fill: int
) -> tuple[list[tuple], int]:
    """The best `limit` entries by ts_rank and how many match, each with its position as the score the
    re-ranking reads (rows.position_prior, as on SQLite). As in fts5.search: a plain-words search whose
    planned concepts match fewer than `fill` entries is widened, and one that finds nothing ORs every
    concept; decided on the count, so that every page of a search reads the same condition."""
    where, filter_params = "", []
    if filters.game:
        where += " AND e.game = %s"
        filter_params.append(filters.game)
    if filters.document_id is not None:
        where += " AND e.document_id = %s"
        filter_params.append(filters.document_id)
    stages, (rank_sql, rank_params) = _stages(query, stats)
    rows: list[tuple] = []
    with connection.cursor() as cursor:
        for number, (match_sql, match_params) in enumerate(stages):
            last = number == len(stages) - 1
            if rows and (last or query.strict or rows[0][-1] >= fill):
                break  # the last stage (every concept) only when nothing matched
            sql = f"""
                WITH top AS (
                    SELECT e.id, {rank_sql} AS rank, count(*) OVER () AS total
                    FROM rulings_entry e
                    WHERE {match_sql}{where}
                    ORDER BY rank DESC, e.id LIMIT %s
                )
                SELECT {COLUMNS}, top.total
                FROM top
                JOIN rulings_entry e ON e.id = top.id
                JOIN rulings_document d ON d.id = e.document_id
                ORDER BY top.rank DESC, top.id
            """
            cursor.execute(sql, [*rank_params, *match_params, *filter_params, limit])
            found = cursor.fetchall()
            rows = found or rows
    total = rows[0][-1] if rows else 0
    return [entry_row(row[:-1], position_prior(n)) for n, row in enumerate(rows)], total
