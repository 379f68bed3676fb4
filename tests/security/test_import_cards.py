"""import_cards reports and skips each bad record, never crashes, and writes nothing when it fails."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards.models import Card, CardSet

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.django_db, pytest.mark.services]

L5R_SET = """set: Test Set
cards:
  - title: Huge Samurai
    types: [Personality]
    force: 99999999999999999999999
    chi: 2
  - title: Plain Samurai
    types: [Personality]
    force: 2
    chi: 2
"""


def _import(*paths: Path) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("import_cards", *map(str, paths), stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_a_stat_too_large_for_the_database_is_reported_and_skipped(tmp_path):
    path = tmp_path / "test_set.yaml"
    path.write_text(L5R_SET)
    out, err = _import(path)
    assert "Huge Samurai, force: number too large for a stat" in err
    assert "Records not read: 1" in out
    assert list(Card.objects.values_list("title", flat=True)) == ["Plain Samurai"]


def test_a_set_none_of_whose_cards_could_be_read_leaves_no_set_row(tmp_path):
    bad = tmp_path / "bad_set.yaml"
    bad.write_text(L5R_SET.replace("Plain Samurai", "Also Huge").replace("force: 2", "force: 1" + "0" * 30))
    good = tmp_path / "good_set.yaml"
    good.write_text(L5R_SET.replace("Test Set", "Good Set").replace("Huge Samurai", "Fine Samurai").replace(
        "99999999999999999999999", "3"))  # fmt: skip
    _import(bad, good)
    assert list(CardSet.objects.values_list("name", flat=True)) == ["Good Set"]


def test_a_failed_import_writes_nothing(tmp_path, monkeypatch):
    from django.db import DatabaseError

    import cards.services

    path = tmp_path / "test_set.yaml"
    path.write_text(L5R_SET)

    def fail(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(cards.services, "_create_children", fail)
    with pytest.raises(CommandError, match="nothing was written"):
        _import(path)
    assert not CardSet.objects.exists() and not Card.objects.exists()


def _read_in_a_subprocess(path: Path) -> subprocess.CompletedProcess:
    """Read a file with the importers in a child process: a segfault there cannot take pytest down."""
    code = (
        "from pathlib import Path; from cards.importers import plan_import, read_plan; "
        f"batch = read_plan(plan_import([Path({str(path)!r})])); "
        "print(len(batch.cards)); [print(issue) for issue in batch.issues]"
    )
    return subprocess.run(
        [sys.executable, "manage.py", "shell", "-v", "0", "-c", code],
        cwd=ROOT,
        env={**os.environ, "DESK_VAR_DIR": str(path.parent / "var")},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "name, text",
    [
        ("l5r_brackets.yaml", "set: Deep\ncards: " + "[" * 30_000 + "]" * 30_000 + "\n"),
        ("l5r_dashes.yaml", "set: Deep\ncards:\n  - " + "- " * 30_000 + "x\n"),
        ("l5r_set_info/set_info.yaml", "arcs: " + "{a: " * 30_000 + "b" + "}" * 30_000 + "\n"),
        ("desk.yaml", "format: desk-cards/1\ngame: chiaxis\ncards: " + "[" * 30_000 + "]" * 30_000 + "\n"),
        ("cards.json", '{"cards": {"name_en": ' + "[" * 100_000 + "]" * 100_000 + "}}"),
    ],
)
def test_deeply_nested_files_are_reported_not_crashing(tmp_path, name, text):
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    if name.startswith("l5r_set_info"):
        (path.parent / "some_set.yaml").write_text(L5R_SET)
    result = _read_in_a_subprocess(path.parent if name.startswith("l5r_set_info") else path)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    assert "nested" in result.stdout, result.stdout


def test_nesting_estimate_passes_the_real_card_data(carddata_dir):
    from cards.importers.fields import MAX_NESTING, nesting_depth

    files = [p for p in carddata_dir.rglob("*") if p.suffix in {".yaml", ".json"}]
    assert files
    assert max(nesting_depth(p.read_text(encoding="utf-8")) for p in files) <= MAX_NESTING // 5


def test_nesting_estimate_ignores_brackets_in_quoted_text():
    from cards.importers.fields import nesting_depth

    assert nesting_depth('text: "[[[[[[[[[["\n') == 0
    assert nesting_depth(json.dumps({"cards": {"a": {"text": "[" * 500}}})) == 3
