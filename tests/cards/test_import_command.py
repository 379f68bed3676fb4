"""python manage.py import_cards: counts, problems on stderr, a progress bar only on a terminal."""

import io

import pytest
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db

SET_FILE = """\
set: Command Test Set
cards:
- title: First Card
  types: [Strategy]
  gold_cost: 1
- title: Second Card
  types: [Holding]
- title: Broken Card
  types: []
"""


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def run(*args, stdout=None):
    out, err = stdout or io.StringIO(), io.StringIO()
    call_command("import_cards", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_reports_counts_and_unreadable_records(tmp_path):
    path = tmp_path / "set.yaml"
    path.write_text(SET_FILE, encoding="utf-8")
    out, err = run(str(path))
    assert "Cards: 2 (2 created, 0 updated, 0 unchanged), 2 printings, from 1 files" in out
    assert "Records not read: 1." in out
    assert "Broken Card, types: missing or empty" in err
    assert "\r" not in out  # no progress bar when stdout is not a terminal
    out, _ = run(str(path))
    assert "(0 created, 0 updated, 2 unchanged)" in out


def test_progress_bar_on_a_terminal(tmp_path):
    path = tmp_path / "set.yaml"
    path.write_text(SET_FILE, encoding="utf-8")
    out, _ = run(str(path), stdout=Terminal())
    assert "\rReading [##############################] 1/1 set.yaml" in out


def test_nothing_readable_is_an_error(tmp_path):
    with pytest.raises(CommandError, match="No cards read"):
        run(str(tmp_path / "missing"))
