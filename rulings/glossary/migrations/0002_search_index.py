"""Full-text search over entries; rulings/glossary/search/ queries it.

SQLite: an FTS5 table over rulings_entry (external content) kept in sync by triggers. It indexes each
entry's game and document too, so filtered searches are answered by the full-text index alone.
PostgreSQL: a generated, weighted tsvector column with a GIN index; filters use rulings_entry's columns.

Note for later migrations: SQLite rebuilds a table to alter it, which drops these triggers; a migration
that alters rulings_entry on SQLite must create them again (SQLITE_FORWARD minus the table).
"""

from django.db import migrations

FTS_COLUMNS = "title, text, game, document_id"
SQLITE_FORWARD = [
    f"""CREATE VIRTUAL TABLE rulings_entry_fts USING fts5(
        {FTS_COLUMNS}, content='rulings_entry', content_rowid='id',
        tokenize='porter unicode61 remove_diacritics 2')""",
    # Title matches weigh ten times body matches; the filter columns do not count.
    "INSERT INTO rulings_entry_fts(rulings_entry_fts, rank) VALUES('rank', 'bm25(10.0, 1.0, 0.0, 0.0)')",
    f"""CREATE TRIGGER rulings_entry_fts_insert AFTER INSERT ON rulings_entry BEGIN
        INSERT INTO rulings_entry_fts(rowid, {FTS_COLUMNS})
        VALUES (new.id, new.title, new.text, new.game, new.document_id);
    END""",
    f"""CREATE TRIGGER rulings_entry_fts_delete AFTER DELETE ON rulings_entry BEGIN
        INSERT INTO rulings_entry_fts(rulings_entry_fts, rowid, {FTS_COLUMNS})
        VALUES ('delete', old.id, old.title, old.text, old.game, old.document_id);
    END""",
    f"""CREATE TRIGGER rulings_entry_fts_update AFTER UPDATE OF {FTS_COLUMNS} ON rulings_entry BEGIN
        INSERT INTO rulings_entry_fts(rulings_entry_fts, rowid, {FTS_COLUMNS})
        VALUES ('delete', old.id, old.title, old.text, old.game, old.document_id);
        INSERT INTO rulings_entry_fts(rowid, {FTS_COLUMNS})
        VALUES (new.id, new.title, new.text, new.game, new.document_id);
    END""",
    "INSERT INTO rulings_entry_fts(rulings_entry_fts) VALUES('rebuild')",
]
SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS rulings_entry_fts_insert",
    "DROP TRIGGER IF EXISTS rulings_entry_fts_delete",
    "DROP TRIGGER IF EXISTS rulings_entry_fts_update",
    "DROP TABLE IF EXISTS rulings_entry_fts",
]
POSTGRES_FORWARD = [
    """ALTER TABLE rulings_entry ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(text, '')), 'B')) STORED""",
    "CREATE INDEX rulings_entry_search_vector_gin ON rulings_entry USING GIN (search_vector)",
]
POSTGRES_BACKWARD = [
    "DROP INDEX IF EXISTS rulings_entry_search_vector_gin",
    "ALTER TABLE rulings_entry DROP COLUMN IF EXISTS search_vector",
]


def _run(statements_by_vendor):
    def run(apps, schema_editor):
        for statement in statements_by_vendor.get(schema_editor.connection.vendor, []):
            schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("rulings", "0001_initial")]

    operations = [
        migrations.RunPython(
            _run({"sqlite": SQLITE_FORWARD, "postgresql": POSTGRES_FORWARD}),
            _run({"sqlite": SQLITE_BACKWARD, "postgresql": POSTGRES_BACKWARD}),
        )
    ]
