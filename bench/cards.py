"""Card search benchmark: the Desk's search against the same filter written directly in SQL, on the full data.

    .venv/bin/python bench/cards.py [--runs 30] [--carddata ../shared/carddata]

Builds a throwaway SQLite database, times the import of the whole card data (L5R, Naruto, demo) and the
compiling of every card's text (``cards.compiled``; coverage counted too), then for
each typical query runs, interleaved in one process:

- desk: ``cards.services.card_search_results`` (parse, compile to Q, count, relevance order when the query has
  words, title suggestions when they find few, first page of 50 with their stats) -- what the search page
  executes before rendering;
- sql: the same three statements (count, page by title, stats) hand-written with the same filter; its words
  and phrases are LIKE '%words%' scans, where the Desk looks them up in the trigram index (cards migration
  0003), so a ratio under 1 on word queries is the index's gain.

It prints p50/p95 per query and over all queries, and the desk/sql ratio. Aims (issue 20): desk p95 < 15 ms,
ratio < 1.5. It also prints the full search page (HTML rendered) for reference, without a ratio, and the
typo path ("hida kisda": no card, suggestions, the corrected search), which has no SQL twin.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAGE = 50
TYPO = "hida kisda"
TAG = (
    "SELECT card_id FROM cards_cardtag WHERE kind = %s"
    " AND norm >= %s AND norm < %s AND (norm = %s OR norm >= %s)"
)
STAT = "SELECT card_id FROM cards_cardstat WHERE name = %s AND value {op} %s"
TEXT = "(c.title_search LIKE %s OR c.text_search LIKE %s)"


def tag(kind: str, value: str) -> tuple[str, list]:
    # the value, or a word prefix, as the Desk reads it on SQLite (one range its index serves)
    return f"c.id IN ({TAG})", [kind, value, f"{value}!", value, f"{value} "]


def stat(name: str, op: str, value: int) -> tuple[str, list]:
    return f"c.id IN ({STAT.format(op=op)})", [name, value]


def text(value: str) -> tuple[str, list]:
    return TEXT, [f"%{value}%", f"%{value}%"]


def both(*parts: tuple[str, list]) -> tuple[str, list]:
    return " AND ".join(p[0] for p in parts), [arg for p in parts for arg in p[1]]


DASH_HR = (
    "c.id IN (SELECT card_id FROM cards_cardstat WHERE name = %s AND kind = %s)",
    ["honor_requirement", "dash"],
)
CELESTIAL = (
    "c.id IN (SELECT cf.card_id FROM cards_card_formats cf JOIN cards_format f ON f.id = cf.format_id"
    " WHERE f.game = %s AND f.slug = %s) AND NOT c.is_banned",
    ["l5r", "destroyer-war-celestial"],
)
ITEM_OR_FOLLOWER = (
    f"(c.id IN ({TAG}) OR c.id IN ({TAG}))",
    [*tag("type", "item")[1], *tag("type", "follower")[1]],
)
# query -> the same filter as SQL (a WHERE clause on cards_card c, and its parameters)
CASES: dict[str, tuple[str, list]] = {
    "t:personality c:crab force>=3": both(
        tag("type", "personality"), tag("faction", "crab"), stat("force", ">=", 3)
    ),
    "k:samurai -is:unique": both(tag("keyword", "samurai"), ("NOT c.is_unique", [])),
    "obsidian dragon": both(text("obsidian"), text("dragon")),
    "hida kisada": both(text("hida"), text("kisada")),
    'x:"destroy the loser"': ("c.text_search LIKE %s", ["%destroy the loser%"]),
    "t:item or t:follower": ITEM_OR_FOLLOWER,
    "hr=- t:personality": both(DASH_HR, tag("type", "personality")),
    "chi<2 cost=0": both(stat("chi", "<", 2), stat("cost", "=", 0)),
    "f:celestial t:strategy": both(CELESTIAL, tag("type", "strategy")),
    "game:naruto power>4": both(("c.game = %s", ["naruto"]), stat("power", ">", 4)),
    "": ("1 = 1", []),
}


def setup_django(folder: Path) -> None:
    os.environ["DESK_VAR_DIR"] = str(folder)
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


def desk(query: str) -> int:
    from cards.services import card_search_results

    page = card_search_results(query=query).page(1, PAGE)
    for card in page:
        card.ordered_stats()
    return page.paginator.count


def sql(where: str, params: list) -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*) FROM cards_card c WHERE {where}", params)
        count = cursor.fetchone()[0]
        cursor.execute(
            "SELECT c.id, c.game, c.key, c.title, c.version, c.card_type, c.text, c.is_unique, c.is_banned,"
            f" c.errata, c.errata_note, c.effect_script FROM cards_card c WHERE {where}"
            f" ORDER BY c.title_search, c.id LIMIT {PAGE}",
            params,
        )
        ids = [row[0] for row in cursor.fetchall()]
        marks = ", ".join(["%s"] * len(ids)) or "NULL"
        cursor.execute(f"SELECT * FROM cards_cardstat WHERE card_id IN ({marks})", ids)
        cursor.fetchall()
    return count


def page_view(client, query: str) -> None:
    response = client.get("/cards/", {"q": query})
    assert response.status_code == 200, response.status_code


def timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - start) * 1000


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 else values[0]


def measure(runs: int) -> list[tuple[str, int, list[float], list[float], list[float]]]:
    """(query, cards found, desk ms, sql ms, full page ms) per query, the three sides interleaved."""
    from django.test import Client

    client = Client(HTTP_HOST="localhost")
    rows = []
    for query, (where, params) in CASES.items():
        count = desk(query)
        assert count == sql(where, params), f"desk and sql disagree on {query!r}"
        page_view(client, query)  # warm up
        desk_ms, sql_ms, page_ms = [], [], []
        for run in range(runs):
            # the side timed first after a page render pays that render's cold caches (about 0.3 ms here,
            # whichever side it is): the two sides take turns at going first
            if run % 2:
                sql_ms.append(timed(sql, where, params))
                desk_ms.append(timed(desk, query))
            else:
                desk_ms.append(timed(desk, query))
                sql_ms.append(timed(sql, where, params))
            page_ms.append(timed(page_view, client, query))
        rows.append((query or "(all cards)", count, desk_ms, sql_ms, page_ms))
    return rows


def typo_path(runs: int) -> None:
    desk(TYPO)
    times = [timed(desk, TYPO) for _ in range(runs)]
    print(f"typo path {TYPO!r} (ms): desk p50 {statistics.median(times):.1f} p95 {percentile(times, 95):.1f}")


def report(rows: list[tuple[str, int, list[float], list[float], list[float]]]) -> None:
    header = ("query", "cards", "desk p50", "p95", "sql p50", "p95", "ratio", "page p50")
    print("\n{:36} {:>6} {:>9} {:>7} {:>8} {:>7} {:>6} {:>9}".format(*header))
    for query, count, desk_ms, sql_ms, page_ms in rows:
        d50, s50 = statistics.median(desk_ms), statistics.median(sql_ms)
        print(
            f"{query[:36]:36} {count:6} {d50:9.1f} {percentile(desk_ms, 95):7.1f} {s50:8.1f}"
            f" {percentile(sql_ms, 95):7.1f} {d50 / s50:6.2f} {statistics.median(page_ms):9.1f}"
        )
    all_desk, all_sql, all_page = ([ms for row in rows for ms in row[i]] for i in (2, 3, 4))
    p50, p95 = statistics.median(all_desk), percentile(all_desk, 95)
    s50, s95 = statistics.median(all_sql), percentile(all_sql, 95)
    print(
        f"\nall queries (ms): desk p50 {p50:.1f} p95 {p95:.1f} | sql p50 {s50:.1f} p95 {s95:.1f}"
        f" | ratio p50 {p50 / s50:.2f} p95 {p95 / s95:.2f}"
        f" | full page p50 {statistics.median(all_page):.1f} p95 {percentile(all_page, 95):.1f}"
    )


def compile_all() -> None:
    """Compiling every imported card's text (issue 19's aim: the whole database in under 30 s)."""
    from cards.compiled import CardText, coverage
    from cards.models import Card

    cards = [
        CardText(card.game, card.key, card.card_type, card.text, card.title)
        for card in Card.objects.exclude(text="").only("game", "key", "card_type", "text", "title")
    ]
    start = time.perf_counter()
    groups = coverage(cards).as_dict()
    seconds = time.perf_counter() - start
    compiled = sum(group["all"]["cards"] for group in groups.values())
    print(f"compile: {compiled} cards with text in {seconds:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="timed runs per query and side (default 30)")
    parser.add_argument("--carddata", type=Path, default=ROOT.parent / "shared" / "carddata")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="desk-bench-") as tmp:
        setup_django(Path(tmp))
        from django.core.management import call_command

        from cards.services import DEMO_DIR, cards_import_paths

        call_command("migrate", verbosity=0)
        start = time.perf_counter()
        imported = cards_import_paths(paths=[args.carddata, DEMO_DIR])
        seconds = time.perf_counter() - start
        print(f"import: {imported.cards} cards, {imported.printings} printings in {seconds:.1f} s")
        compile_all()
        report(measure(args.runs))
        typo_path(args.runs)


if __name__ == "__main__":
    main()
