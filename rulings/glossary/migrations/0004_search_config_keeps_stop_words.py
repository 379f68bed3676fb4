"""PostgreSQL: index and query with the text search configuration rulings_english, PostgreSQL's english
without its stop-word list. The english configuration drops "not", "no", "only", "before", "after",
"until", "same", "off", "again", "other", ... from the index and from every tsquery: rules vocabulary
that FTS5 (which drops nothing) indexes and the Desk's own short stop-word list keeps. With them dropped,
"not" matched nothing and "one off" read as "one", so the two backends ranked different windows. The
Desk drops its own stop words before a query reaches either backend (search_vocabulary.yaml). SQLite:
nothing to do."""

from django.db import migrations

CONFIG = "rulings_english"
POSTGRES_FORWARD = [
    "DROP INDEX IF EXISTS rulings_entry_search_vector_gin",
    "ALTER TABLE rulings_entry DROP COLUMN IF EXISTS search_vector",
    # the english Snowball stemmer, without a StopWords file
    "CREATE TEXT SEARCH DICTIONARY rulings_english_stem (TEMPLATE = snowball, Language = english)",
    f"CREATE TEXT SEARCH CONFIGURATION {CONFIG} (COPY = english)",
    f"""ALTER TEXT SEARCH CONFIGURATION {CONFIG} ALTER MAPPING
        FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH rulings_english_stem""",
    f"""ALTER TABLE rulings_entry ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('{CONFIG}', coalesce(title, '')), 'A')
        || setweight(to_tsvector('{CONFIG}', coalesce(text, '')), 'B')) STORED""",
    "CREATE INDEX rulings_entry_search_vector_gin ON rulings_entry USING GIN (search_vector)",
]
POSTGRES_BACKWARD = [
    "DROP INDEX IF EXISTS rulings_entry_search_vector_gin",
    "ALTER TABLE rulings_entry DROP COLUMN IF EXISTS search_vector",
    f"DROP TEXT SEARCH CONFIGURATION IF EXISTS {CONFIG}",
    "DROP TEXT SEARCH DICTIONARY IF EXISTS rulings_english_stem",
    """ALTER TABLE rulings_entry ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(text, '')), 'B')) STORED""",
    "CREATE INDEX rulings_entry_search_vector_gin ON rulings_entry USING GIN (search_vector)",
]


def _run(statements):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("rulings", "0003_search_vocabulary")]

    operations = [migrations.RunPython(_run(POSTGRES_FORWARD), _run(POSTGRES_BACKWARD))]
