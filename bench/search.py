"""Glossary search benchmark: the Desk's search function against a bare FTS5 query, side by side.

    .venv/bin/python bench/search.py [--entries 10000] [--rounds 30] [--corpus ../shared/corpus]

Builds a throwaway SQLite database (in a temporary folder), imports the real corpus with import_rules, then
grows it to at least --entries entries by copying every entry with its words varied (a seeded share of the
words swapped for other corpus words, so term frequencies stay realistic). It then times, interleaved and
on the same database, `rulings.glossary.search.search_entries` as the search page calls it (ranking, total,
highlighted title and snippet, anchor of the best part) and the bare FTS5 query it builds on
(`SELECT rowid ... MATCH ? ORDER BY bm25(...) LIMIT n` with the same MATCH expression, the same BM25 column
weights and page size; ordering by FTS5's own `rank` instead gives the same order, 10-20% slower), and
prints p50/p95 of both and their ratio. The Desk's own statement also counts the matches for the total
(from the scored matches it sorts); the bare query leaves the count out (it measures the ranking alone).
Once grown, the index is merged into one segment (rulings.glossary.search.optimize_index, as import_rules
does after an import), so both sides read the index a real glossary has. Aim: p95 under 10 ms and a
ratio under 1.5. The queries are the old keyword ones plus questions typed in plain words. Before growing
the glossary it scores the relevance sets (bench/relevance*.yaml) on the real corpus alone: top-1, top-3,
MRR and paragraph accuracy.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUERIES = [
    ("negated", None),
    ("continuous effect", None),
    ('"order of effects"', None),
    ("preven*", "l5r"),
    ("shugenja spells", None),
    ("chi death", "l5r"),
    ("substitution instead", None),
    ("tracking rule", None),
    ("search deck shuffle", None),
    ("retroac", None),
    ("22.3b", "chiaxis"),
    ("trigger chain", "naruto"),
    ("seppuku", None),
    ("bonus penalty force", "l5r"),
    ("effect", None),
    ("when does a delayed effect happen", None),
    ("can a follower be given a keyword", "l5r"),
    ("what is a fluctuating bonus", None),
    ("what happens to a stolen card when the controller leaves play", "naruto"),
    ("does a bowed follower still count its F", "l5r"),
]


def setup_django(folder: Path) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    os.environ["DESK_VAR_DIR"] = str(folder)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()


def build_glossary(corpus: Path, target: int, seed: int = 7) -> int:
    from django.core.management import call_command
    from django.db import transaction

    from rulings.glossary.models import Document, Entry

    call_command("migrate", verbosity=0)
    call_command("import_rules", str(corpus), stdout=io.StringIO())
    print("relevance on the real corpus:")
    for line in relevance():
        print(f"  {line}")
    originals = list(Entry.objects.select_related("document"))
    vocabulary = sorted({w for e in originals for w in e.text.split() if w.isalpha()})
    rng = random.Random(seed)
    copy = 0
    with transaction.atomic():
        while Entry.objects.count() < target:
            copy += 1
            documents = {}
            for doc in Document.objects.filter(pk__in={e.document_id for e in originals}):
                documents[doc.pk] = Document.objects.create(
                    game=doc.game, slug=f"{doc.slug}-v{copy}", title=f"{doc.title} (variant {copy})",
                    style=doc.style, source_name=f"v{copy}-{doc.source_name}", checksum="-",
                )  # fmt: skip
            Entry.objects.bulk_create(
                Entry(
                    game=e.game, document=documents[e.document_id], key=e.key, slug=f"{e.slug}-v{copy}",
                    title=f"{e.title} {rng.choice(vocabulary)}", term=e.term, number=e.number,
                    heading_path=e.heading_path, level=e.level, position=e.position,
                    text=vary(e.text, vocabulary, rng), fingerprint="-",
                )
                for e in originals
            )  # fmt: skip
    from rulings.glossary.search import optimize_index

    optimize_index()  # as import_rules does after an import: the glossary's index as the Desk keeps it
    return Entry.objects.count()


def relevance() -> list[str]:
    from bench.relevance import SETS, evaluate, load_questions

    return [f"{name}: {evaluate(load_questions(path)).summary()}" for name, path in SETS.items()]


def vary(text: str, vocabulary: list[str], rng: random.Random, share: float = 0.3) -> str:
    return " ".join(rng.choice(vocabulary) if rng.random() < share else word for word in text.split())


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure(rounds: int) -> tuple[list[float], list[float]]:
    from django.db import connection

    from rulings.glossary.search import Filters, fts5_expression, parse_query, search_entries
    from rulings.glossary.search.fts5 import BM25, FTS
    from rulings.glossary.views import SEARCH_PAGE_SIZE

    bare_sql = f"SELECT rowid FROM {FTS} WHERE {FTS} MATCH %s ORDER BY {BM25} LIMIT %s"
    desk, bare = [], []
    with connection.cursor() as cursor:
        for round_ in range(rounds + 2):
            for query, game in QUERIES:
                # the expression the Desk sends for this query (its game's synonyms, the last word a prefix)
                expression = fts5_expression(parse_query(query, game=game), Filters(game=game))
                start = time.perf_counter()
                search_entries(query, game=game, per_page=SEARCH_PAGE_SIZE)
                middle = time.perf_counter()
                cursor.execute(bare_sql, [expression, SEARCH_PAGE_SIZE])
                cursor.fetchall()
                end = time.perf_counter()
                if round_ >= 2:  # two warm-up rounds
                    desk.append((middle - start) * 1000)
                    bare.append((end - middle) * 1000)
    return desk, bare


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="desk-bench-") as folder:
        setup_django(Path(folder))
        started = time.perf_counter()
        count = build_glossary(args.corpus, args.entries)
        print(f"glossary: {count} entries built in {time.perf_counter() - started:.1f} s (SQLite, FTS5)")
        desk, bare = measure(args.rounds)
        print(f"{len(desk)} searches each ({len(QUERIES)} queries x {args.rounds} rounds), milliseconds:")
        print(f"{'':28}{'p50':>8}{'p95':>8}{'mean':>8}")
        for name, samples in (("Desk search_entries()", desk), ("bare FTS5 MATCH ... LIMIT", bare)):
            p50, p95 = percentile(samples, 0.5), percentile(samples, 0.95)
            print(f"{name:28}{p50:8.2f}{p95:8.2f}{statistics.fmean(samples):8.2f}")
        p50_ratio = percentile(desk, 0.5) / percentile(bare, 0.5)
        p95_ratio = percentile(desk, 0.95) / percentile(bare, 0.95)
        print(f"{'ratio Desk / bare':28}{p50_ratio:8.2f}{p95_ratio:8.2f}")


if __name__ == "__main__":
    main()
