"""An index for card search's words and phrases (cards.search: free words, title:, text:), which match any
part of a card's folded title or text (LIKE '%words%': a full scan of every card's text, 30-55 ms on the full
data).

SQLite: an FTS5 table with the trigram tokenizer over cards_card's title_search and text_search (external
content, kept in sync by triggers); a trigram MATCH of a quoted string is exactly that substring test.
PostgreSQL: pg_trgm GIN indexes on the same columns, which serve the LIKE the search already writes.

Note for later migrations: SQLite rebuilds a table to alter it, which drops these triggers; a migration
that alters cards_card on SQLite must create them again (SQLITE_FORWARD minus the table).
"""

from django.db import migrations

COLUMNS = "title_search, text_search"
SQLITE_FORWARD = [
    f"""CREATE VIRTUAL TABLE cards_card_fts USING fts5(
        {COLUMNS}, content='cards_card', content_rowid='id', tokenize='trigram')""",
    f"""CREATE TRIGGER cards_card_fts_insert AFTER INSERT ON cards_card BEGIN
        INSERT INTO cards_card_fts(rowid, {COLUMNS}) VALUES (new.id, new.title_search, new.text_search);
    END""",
    f"""CREATE TRIGGER cards_card_fts_delete AFTER DELETE ON cards_card BEGIN
        INSERT INTO cards_card_fts(cards_card_fts, rowid, {COLUMNS})
        VALUES ('delete', old.id, old.title_search, old.text_search);
    END""",
    f"""CREATE TRIGGER cards_card_fts_update AFTER UPDATE OF {COLUMNS} ON cards_card BEGIN
        INSERT INTO cards_card_fts(cards_card_fts, rowid, {COLUMNS})
        VALUES ('delete', old.id, old.title_search, old.text_search);
        INSERT INTO cards_card_fts(rowid, {COLUMNS}) VALUES (new.id, new.title_search, new.text_search);
    END""",
    "INSERT INTO cards_card_fts(cards_card_fts) VALUES('rebuild')",
]
SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS cards_card_fts_insert",
    "DROP TRIGGER IF EXISTS cards_card_fts_delete",
    "DROP TRIGGER IF EXISTS cards_card_fts_update",
    "DROP TABLE IF EXISTS cards_card_fts",
]
POSTGRES_FORWARD = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX cards_card_title_search_trgm ON cards_card USING GIN (title_search gin_trgm_ops)",
    "CREATE INDEX cards_card_text_search_trgm ON cards_card USING GIN (text_search gin_trgm_ops)",
]
POSTGRES_BACKWARD = [
    "DROP INDEX IF EXISTS cards_card_title_search_trgm",
    "DROP INDEX IF EXISTS cards_card_text_search_trgm",
]


def _run(statements_by_vendor):
    def run(apps, schema_editor):
        for statement in statements_by_vendor.get(schema_editor.connection.vendor, []):
            schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("cards", "0002_engine_status")]

    operations = [
        migrations.RunPython(
            _run({"sqlite": SQLITE_FORWARD, "postgresql": POSTGRES_FORWARD}),
            _run({"sqlite": SQLITE_BACKWARD, "postgresql": POSTGRES_BACKWARD}),
        )
    ]
