"""SQLite: an fts5vocab table over the entries' full-text index, so rulings.search can read how many
entries hold a word (the common-terms cut-off and rarity weights of plain-words queries) in one lookup.
It reads the index itself: nothing to keep in sync. PostgreSQL counts with its GIN index instead."""

from django.db import migrations

SQLITE_FORWARD = "CREATE VIRTUAL TABLE rulings_entry_fts_vocab USING fts5vocab(rulings_entry_fts, 'row')"
SQLITE_BACKWARD = "DROP TABLE IF EXISTS rulings_entry_fts_vocab"


def _run(statement):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "sqlite":
            schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("rulings", "0002_search_index")]

    operations = [migrations.RunPython(_run(SQLITE_FORWARD), _run(SQLITE_BACKWARD))]
