"""import_rules parses and stores in linear time: four times the headings take about four times the work.

Work is counted, not timed (a timed assert fails on a busy machine): the Python lines the parse executes
(sys.settrace, deterministic) and the queries the import makes.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulings.glossary.corpus import parse_file
from rulings.glossary.corpus.outline import _unique_key
from rulings.glossary.models import Entry

MANIFEST = (
    "| file | game | what it is | structure |\n| --- | --- | --- | --- |\n"
    "| gen.txt | Legend of the Five Rings CCG | Generated rules | headings |\n"
)


def _corpus(folder: Path, headings: int, *, repeated: bool = False) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for i in range(headings):
        title = "Bonus" if repeated and i % 2 else f"Bonus effect {i}"
        lines += [title, "", f"A bonus applies to Force ({i}). See Glossary, Show.", ""]
    (folder / "gen.txt").write_text("\n".join(lines))
    (folder / "MANIFEST.md").write_text(MANIFEST)
    return folder / "gen.txt"


def _lines_run(action) -> int:
    """How many Python lines `action()` executes (its own and those of everything it calls)."""
    count = 0

    def trace(frame, event, arg):
        nonlocal count
        count += event == "line"
        return trace

    sys.settrace(trace)
    try:
        action()
    finally:
        sys.settrace(None)
    return count


def test_parsing_is_linear_in_the_number_of_headings(tmp_path):
    small = _corpus(tmp_path / "small", 500, repeated=True)
    large = _corpus(tmp_path / "large", 2_000, repeated=True)
    ratio = _lines_run(lambda: parse_file(large)) / _lines_run(lambda: parse_file(small))
    # Four times the headings: about 4 when linear, about 16 when quadratic (before the fix, 2,500 / 5,000 /
    # 10,000 repeated headings took 1.4 / 5.2 / 11.5 s: the unique-key loop re-tried every earlier suffix).
    assert ratio < 5, f"4x the headings ran {ratio:.1f}x the lines"


@pytest.mark.django_db
@pytest.mark.services
def test_storing_repeated_headings_is_linear_and_keeps_slugs(tmp_path):
    queries = []
    for headings in (750, 3_000):
        _corpus(tmp_path / str(headings), headings, repeated=True)
        with CaptureQueriesContext(connection) as captured:
            call_command("import_rules", str(tmp_path / str(headings)), stdout=io.StringIO())
        queries.append(len(captured))
    assert queries[1] / queries[0] < 5, f"4x the headings made {queries[1] / queries[0]:.1f}x the queries"
    slugs = list(Entry.objects.filter(title="Bonus").order_by("position").values_list("slug", flat=True))
    assert slugs[:4] == ["bonus", "bonus-gen", "bonus-2", "bonus-3"]
    assert len(set(slugs)) == len(slugs) == 1_500


def _unique_key_before(key: str, taken: set[str]) -> str:  # the old quadratic version, as the reference
    candidate, n = key, 1
    while candidate in taken:
        n += 1
        candidate = f"{key}-{n}"
    taken.add(candidate)
    return candidate


def test_unique_keys_are_the_same_as_before():
    keys = ["a", "a", "a-2", "a", "b", "a-3", "a", "b", "b-2", "b", "a"] * 3
    old_taken: set[str] = set()
    new_taken: set[str] = set()
    suffixes: dict[str, int] = {}
    old = [_unique_key_before(k, old_taken) for k in keys]
    new = [_unique_key(k, new_taken, suffixes) for k in keys]
    assert new == old
