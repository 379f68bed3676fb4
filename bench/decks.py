"""Deck validation and import benchmark on the full L5R card database.

    .venv/bin/python bench/decks.py [--decks 10000] [--imports 1000] [--carddata ../shared/carddata]

Builds a throwaway SQLite database, imports the whole card data, then:

- validate: builds ``--decks`` random decks of 80 cards (a Stronghold, 40 Dynasty and 40 Fate cards drawn from
  the cards legal in Destroyer War (Celestial), one in five with a problem added: a copy too many, a card from
  the wrong deck or one not legal) and validates them all in one run the way the validator is meant
  to run in bulk: the card facts loaded once, in three queries (``decks.validation.facts_load``), then every
  deck checked in memory (``entries_validate`` with the facts). It prints decks per second, and the share of
  the run spent in database queries (the facts' three queries with their rows fetched, timed alone), in
  building the facts from the rows, and in validation logic. For
  reference it also validates a few hundred decks one at a time the way a page does (facts of that deck's
  cards loaded per deck).
- import: writes ``--imports`` of those decks as plain text the way players paste them (lower case,
  apostrophes dropped, Experienced versions as "Title - exp2", counts as "3x" or "3") and reads them back with
  ``decks.parsing.decklist_parse`` (title index built once), printing decks and lines per second and how many
  lines matched exactly, after folding, fuzzily, or not at all; then a tenth as many lists with a typo in
  every title (all fuzzy), printing lines per second and how often the right card is matched or offered.
- worst case: what an attacker can paste within the limits, timed beside one normal pasted list (a ratio):
  one card line of 10,000 characters (``"3 " + "A" * 10000``), and lists as large as the limits allow (the
  most lines, the longest lines) of lines that match no card, so that every line goes to fuzzy matching.
  Each is read the way the API does it (``decklist_parse``, with the request's time budget).

The aim is at least 1,000 decks/s validated. Figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FORMAT = "destroyer-war-celestial"


def setup_django(folder: Path) -> None:
    os.environ["DESK_VAR_DIR"] = str(folder)
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


class QueryClock:
    """Time spent inside database calls (execute wrapper), and their number."""

    def __init__(self):
        self.seconds = 0.0
        self.queries = 0

    def __call__(self, execute, sql, params, many, context):
        start = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            self.seconds += time.perf_counter() - start
            self.queries += 1


@contextmanager
def clocked():
    from django.db import connection

    clock = QueryClock()
    with connection.execute_wrapper(clock):
        yield clock


def make_decks(facts, n: int, seed: int = 9):
    """Random 80-card decks (+ Stronghold) of distinct cards; about one in five has a problem added."""
    from decks.facts import Entry

    rng = random.Random(seed)
    legal = [c for c in facts.values() if FORMAT in c.formats and "Proxy" not in c.types]
    strongholds = [c.key for c in legal if c.card_type == "Stronghold"]
    dynasty = [c.key for c in legal if c.deck == "Dynasty"]
    fate = [c.key for c in legal if c.deck == "Fate"]
    anything = [c.key for c in facts.values() if c.deck in ("Dynasty", "Fate")]
    decks = []
    for _ in range(n):
        entries = [Entry(rng.choice(strongholds), 1, "pregame")]
        for pool, section in ((dynasty, "dynasty"), (fate, "fate")):
            left = 40
            for key in rng.sample(pool, 40):  # distinct cards, as a player builds
                if not left:
                    break
                quantity = 1 if facts[key].is_unique else min(left, rng.choice((1, 2, 3, 3, 3)))
                entries.append(Entry(key, quantity, section))
                left -= quantity
        roll = rng.random()
        if roll < 0.05:
            entries[1] = Entry(entries[1].key, 4, entries[1].section)  # one copy too many (or a Unique x4)
        elif roll < 0.1:
            entries.append(Entry(rng.choice(fate), 1, "dynasty"))  # a Fate card in the Dynasty deck
        elif roll < 0.2:
            entries.append(Entry(rng.choice(anything), 2, "fate"))  # maybe not legal, maybe the wrong deck
        decks.append(entries)
    return decks


def query_seconds() -> float:
    """The three queries of facts_load(game="l5r"), rows fetched, timed alone (best of 3)."""
    from cards.models import Card, CardTag

    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        list(
            Card.objects.filter(game="l5r").values_list(
                "id", "key", "title", "version", "card_type", "is_unique", "is_banned", "text"
            )
        )
        list(
            CardTag.objects.filter(card__game="l5r")
            .order_by("card_id", "position")
            .values_list("card_id", "kind", "value")
        )
        list(Card.formats.through.objects.filter(card__game="l5r").values_list("card_id", "format__slug"))
        best = min(best, time.perf_counter() - start)
    return best


def bench_validation(facts, decks, load_seconds: float, load_queries: int) -> None:
    from decks.formats import format_get
    from decks.validation import entries_validate

    with clocked() as clock:
        fmt = format_get(game="l5r", key=FORMAT)
    db_seconds = load_seconds + clock.seconds
    queries = load_queries + clock.queries
    start = time.perf_counter()
    results = [
        entries_validate(game="l5r", format_key=FORMAT, entries=entries, facts=facts, fmt=fmt)
        for entries in decks
    ]
    logic = time.perf_counter() - start
    total = db_seconds + logic
    cards = sum(e.quantity for entries in decks for e in entries)
    valid = sum(r.valid for r in results)
    problems = Counter(p.code for r in results for p in r.problems)
    each = cards / len(decks)
    print(f"validate: {len(decks):,} decks ({each:.0f} cards each, {valid:,} valid) in {total:.2f} s")
    print(f"  decks/s, whole run (facts loaded once + validation): {len(decks) / total:,.0f}")
    print(f"  decks/s, validation logic alone:                     {len(decks) / logic:,.0f}")
    queries_alone = min(query_seconds(), load_seconds)
    building = db_seconds - queries_alone
    share = 100 * queries_alone / total
    print(f"  time in database queries:      {queries_alone:.2f} s ({share:.0f} %, {queries} queries)")
    print(f"  building the facts from rows:  {building:.2f} s ({100 * building / total:.0f} %)")
    print(f"  validation logic:              {logic:.2f} s ({100 * logic / total:.0f} %)")
    print("  problems found: " + ", ".join(f"{code} {n:,}" for code, n in problems.most_common()))


def bench_per_deck(decks, n: int) -> None:
    """What a page does: the facts of one deck's cards loaded for that deck."""
    from decks.validation import entries_validate

    sample = decks[:n]
    with clocked() as clock:
        start = time.perf_counter()
        for entries in sample:
            entries_validate(game="l5r", format_key=FORMAT, entries=entries)
        total = time.perf_counter() - start
    print(
        f"validate one at a time (facts per deck, as a page does): {n / total:,.0f} decks/s; "
        f"database {100 * clock.seconds / total:.0f} % of the time, {clock.queries / n:.0f} queries per deck"
    )


def as_pasted(entries, facts, rng) -> str:
    """A list as a player pastes it: no headers, loose spelling."""
    lines = []
    for e in entries:
        card = facts[e.key]
        title = card.title
        if card.version.startswith("Experienced"):
            title += " - exp" + card.version[len("Experienced") :].replace(" ", "")
        elif card.version:
            title = card.display_title
        roll = rng.random()
        if roll < 0.3:
            title = title.lower()
        elif roll < 0.4:
            title = title.replace("'", "")
        count = f"{e.quantity}x" if rng.random() < 0.5 else str(e.quantity)
        lines.append(f"{count} {title}")
    return "\n".join(lines)


def bench_import(facts, decks, n: int) -> None:
    from decks.matching import TitleIndex
    from decks.parsing import decklist_parse

    rng = random.Random(3)
    texts = [as_pasted(entries, facts, rng) for entries in decks[:n]]
    start = time.perf_counter()
    index = TitleIndex(facts)
    built = time.perf_counter() - start
    start = time.perf_counter()
    parsed = [decklist_parse(game="l5r", text=t, format_key=FORMAT, index=index) for t in texts]
    seconds = time.perf_counter() - start
    lines = sum(len(p.lines) for p in parsed)
    how = Counter(line.how or line.kind for p in parsed for line in p.lines)
    # each pasted line is one entry, in order: did the line find the card it was written from?
    right = sum(
        line.key == entry.key
        for p, entries in zip(parsed, decks, strict=False)
        for line, entry in zip(p.lines, entries, strict=True)
    )
    print(
        f"import: {n:,} pasted lists, {lines:,} lines in {seconds:.2f} s (title index built in {built:.2f} s)"
    )
    print(f"  {n / seconds:,.0f} decks/s, {lines / seconds:,.0f} lines/s")
    print(f"  lines read as the card they were written from: {right:,} ({100 * right / lines:.2f} %)")
    print("  lines: " + ", ".join(f"{k} {v:,}" for k, v in how.most_common()))


def misspelt(title: str, rng) -> str:
    """The title with one typo: a letter dropped, two swapped or one added."""
    at = rng.randrange(len(title) - 1)
    return rng.choice(
        (
            title[:at] + title[at + 1 :],
            title[:at] + title[at + 1] + title[at] + title[at + 2 :],
            title[:at] + rng.choice("aeiou") + title[at:],
        )
    )


def bench_typos(facts, decks, n: int) -> None:
    """Pasted lists with a typo in every title: every line goes to fuzzy matching."""
    from decks.matching import TitleIndex
    from decks.parsing import decklist_parse

    rng = random.Random(4)
    index = TitleIndex(facts)
    texts = [
        "\n".join(f"{e.quantity} {misspelt(facts[e.key].display_title, rng)}" for e in entries)
        for entries in decks[:n]
    ]
    start = time.perf_counter()
    parsed = [decklist_parse(game="l5r", text=t, format_key=FORMAT, index=index) for t in texts]
    seconds = time.perf_counter() - start
    pairs = [
        (line, e)
        for p, entries in zip(parsed, decks, strict=False)
        for line, e in zip(p.lines, entries, strict=True)
    ]
    right = sum(line.key == e.key for line, e in pairs)
    offered = sum(line.key == e.key or e.key in {c["key"] for c in line.candidates} for line, e in pairs)
    print(f"import with a typo in every title: {n:,} lists, {len(pairs):,} lines in {seconds:.2f} s")
    print(f"  {len(pairs) / seconds:,.0f} lines/s; read as the right card {100 * right / len(pairs):.1f} %")
    print(f"  card matched or among the candidates {100 * offered / len(pairs):.1f} %")


def worst_cases() -> list[tuple[str, str]]:
    """Lists within the parser's limits that make it work hardest: every line unmatched."""
    from decks import parsing

    rng = random.Random(5)
    letters = "abcdefghijklmnopqrstuvwxyz"
    per_line = parsing.MAX_CHARS // parsing.MAX_LINES - 1  # as many lines as the character limit allows
    longest = getattr(parsing, "MAX_LINE_CHARS", 500)

    def garbage(n: int) -> str:
        words = ("".join(rng.choice(letters) for _ in range(rng.randint(3, 9))) for _ in range(n))
        return " ".join(words)[:n]

    many = "\n".join(f"3 {garbage(per_line - 2)}" for _ in range(parsing.MAX_LINES))
    long_lines = "\n".join(
        f"3 {garbage(longest - 2)}" for _ in range(min(parsing.MAX_LINES, parsing.MAX_CHARS // (longest + 1)))
    )
    return [
        ("one line of 10,000 characters", "3 " + "A" * 10_000),
        (f"{parsing.MAX_LINES:,} unmatched lines of {per_line} characters", many),
        (f"{long_lines.count(chr(10)) + 1:,} unmatched lines of {longest} characters", long_lines),
    ]


def bench_worst_case(facts, decks) -> None:
    """The worst lists beside one normal pasted list, each read as a request reads it."""
    from decks.matching import TitleIndex
    from decks.parsing import ParseError, decklist_parse

    index = TitleIndex(facts)
    normal = as_pasted(decks[0], facts, random.Random(3))
    start = time.perf_counter()
    for _ in range(5):
        decklist_parse(game="l5r", text=normal, format_key=FORMAT, index=index)
    base = (time.perf_counter() - start) / 5
    print(f"worst case (one normal pasted list of {normal.count(chr(10)) + 1} lines: {1000 * base:.1f} ms):")
    for label, text in worst_cases():
        start = time.perf_counter()
        try:
            parsed = decklist_parse(game="l5r", text=text, format_key=FORMAT, index=index)
            outcome = f"{len(parsed.unmatched):,} lines not matched"
            if getattr(parsed, "out_of_time_at", 0):
                outcome += f" (close spellings stopped at line {parsed.out_of_time_at:,}: time budget)"
        except ParseError as exc:
            outcome = f"refused: {exc.message}"
        seconds = time.perf_counter() - start
        print(f"  {label}: {seconds:.3f} s ({seconds / base:,.1f}x the normal list); {outcome}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--decks", type=int, default=10_000, help="decks validated in one run (default 10,000)"
    )
    parser.add_argument("--imports", type=int, default=1_000, help="pasted lists read back (default 1,000)")
    parser.add_argument(
        "--per-deck", type=int, default=300, help="decks validated one at a time (default 300)"
    )
    parser.add_argument(
        "--only-worst", action="store_true", help="skip validation and import; time the worst case only"
    )
    parser.add_argument("--skip-worst", action="store_true", help="do not time the worst case")
    parser.add_argument("--carddata", type=Path, default=ROOT.parent / "shared" / "carddata")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="desk-bench-") as tmp:
        setup_django(Path(tmp))
        from django.core.management import call_command

        from cards.services import DEMO_DIR, cards_import_paths
        from decks.validation import facts_load

        call_command("migrate", verbosity=0)
        start = time.perf_counter()
        imported = cards_import_paths(paths=[args.carddata, DEMO_DIR])
        print(f"card data: {imported.cards:,} cards imported in {time.perf_counter() - start:.1f} s")
        with clocked() as clock:
            start = time.perf_counter()
            facts = facts_load(game="l5r")
            load = time.perf_counter() - start
        print(f"card facts: {len(facts):,} L5R cards loaded in {load:.2f} s ({clock.queries} queries)")
        decks = make_decks(facts, 1 if args.only_worst else args.decks)
        if not args.only_worst:
            bench_validation(facts, decks, load, clock.queries)
            bench_per_deck(decks, args.per_deck)
            bench_import(facts, decks, args.imports)
            bench_typos(facts, decks, max(args.imports // 10, 1))
        if not args.skip_worst:
            bench_worst_case(facts, decks)


if __name__ == "__main__":
    main()
