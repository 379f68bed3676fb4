"""`python manage.py ask FILE [--json]`: answers and trace, or the scenario's problems and exit status 1."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from rulings.examples import EXAMPLES_DIR

CONFORMANCE = EXAMPLES_DIR
SCENARIO = CONFORMANCE / "l5r" / "stats-obsidian-dragon-restriction.yaml"


def ask(*args) -> str:
    out = io.StringIO()
    call_command("ask", *args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_prints_answers_checked_against_expectations_and_the_rule_cited_trace():
    text = ask(str(SCENARIO))
    assert "Answers (engine" in text and "[as expected]" in text and "EXPECTED" not in text
    assert "l5r.stats.restriction" in text


@pytest.mark.django_db
def test_json_output_is_the_full_result():
    data = json.loads(ask(str(SCENARIO), "--json"))
    assert data["game"] == "l5r" and data["answers"] and all(a["matches"] for a in data["answers"])
    assert all({"step", "rule", "text"} <= set(t) for t in data["trace"])


@pytest.mark.django_db
def test_an_invalid_scenario_is_an_error_naming_the_place(tmp_path):
    bad = tmp_path / "bad.yaml"
    steps = "steps:\n  - apply: {targets: me, stat: forse, change: 1}\n"
    bad.write_text("game: l5r\nplayers: [me]\ncards: {}\n" + steps)
    with pytest.raises(CommandError, match=r"steps\[0\]\.apply\.stat: unknown stat 'forse'.*line 5"):
        ask(str(bad))


@pytest.mark.django_db
def test_a_card_reference_unknown_to_the_card_database_is_an_error(tmp_path):
    ref = tmp_path / "ref.yaml"
    ref.write_text("game: l5r\nplayers: [me]\ncards:\n  x: {ref: No Such Card, owner: me}\nsteps: []\n")
    with pytest.raises(CommandError, match="unknown card 'No Such Card'"):
        ask(str(ref))


def test_a_missing_file_is_an_error(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        ask(str(tmp_path / "nope.yaml"))
