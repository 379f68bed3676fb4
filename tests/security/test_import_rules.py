"""import_rules parses and stores in linear time: twice the headings take about twice as long."""

from __future__ import annotations

import io
import time
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.corpus import parse_file
from rulings.corpus.outline import _unique_key
from rulings.models import Entry

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


def _best_of(runs: int, action) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - started)
    return best


def test_parsing_is_linear_in_the_number_of_headings(tmp_path):
    small = _corpus(tmp_path / "small", 1_500, repeated=True)
    large = _corpus(tmp_path / "large", 6_000, repeated=True)
    small_time = _best_of(3, lambda: parse_file(small))
    large_time = _best_of(2, lambda: parse_file(large))
    # Four times the headings: about 4x when linear, 16x when quadratic (it was: 2,500 / 5,000 / 10,000
    # headings took 1.4 / 5.2 / 11.5 s). Generous for a busy machine, still far from quadratic.
    assert large_time / small_time < 8, f"{small_time:.2f} s -> {large_time:.2f} s"
    assert large_time < 5


@pytest.mark.django_db
@pytest.mark.services
def test_storing_repeated_headings_is_linear_and_keeps_slugs(tmp_path):
    _corpus(tmp_path / "c", 3_000, repeated=True)
    started = time.perf_counter()
    call_command("import_rules", str(tmp_path / "c"), stdout=io.StringIO())
    assert time.perf_counter() - started < 30
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
