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
