"""The columns each backend returns for an entry, in order, and their positions."""

from __future__ import annotations

import json

COLUMNS = (
    "e.id, e.game, e.slug, e.title, e.number, e.heading_path, d.title, d.slug, e.text, e.anchors, e.term"
)


ROW_ID, ROW_GAME, ROW_SLUG, ROW_TITLE, ROW_NUMBER, ROW_PATH, ROW_DOC_TITLE, ROW_DOC_SLUG = range(8)


ROW_TEXT, ROW_ANCHORS, ROW_TERM, ROW_RANK = 8, 9, 10, 11


def json_list(value: str | list) -> list:
    return json.loads(value) if isinstance(value, str) else value  # SQLite gives text, PostgreSQL a list


def entry_row(row: tuple, prior: float) -> tuple:
    """A backend's row as the ranking reads it: its JSON columns decoded once (the ranking, the average
    paragraph length and the hit each read the anchors) and the prior appended (ROW_RANK)."""
    row = list(row)
    row[ROW_PATH], row[ROW_ANCHORS] = json_list(row[ROW_PATH]), json_list(row[ROW_ANCHORS])
    return (*row, prior)


def position_prior(position: int) -> float:
    """The backend's order as the score the re-ranking multiplies: 1 for the best, gently falling. Both
    backends hand on the position, not their own score (FTS5's BM25 and PostgreSQL's ts_rank differ in
    scale: a raw ts_rank made its order outweigh coverage, title and phrases on PostgreSQL alone)."""
    return 1 / (1 + 0.15 * position)
