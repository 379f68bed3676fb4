"""python manage.py card_coverage: the compiler's coverage of the imported cards, as text and as JSON."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command("card_coverage", *args, stdout=out)
    return out.getvalue()


def test_without_cards_it_says_to_import_them():  # first: before the module's card sample is imported
    with pytest.raises(CommandError, match="import"):
        run()


def test_json_gives_cards_full_clauses_and_played_per_game_and_format(card_sample):
    report = json.loads(run("--json"))
    assert set(report["l5r"]) == {"celestial", "all"} and set(report["naruto"]) == {"all"}
    for group in (report["l5r"]["celestial"], report["l5r"]["all"], report["naruto"]["all"]):
        assert set(group) == {"cards", "full", "clauses", "played"}
        assert 0 < group["full"] <= group["cards"] and 0 < group["played"] <= group["clauses"]
    assert report["l5r"]["celestial"]["cards"] < report["l5r"]["all"]["cards"]
    assert report["families"]["l5r"]["produce gold"] > 0  # Copper Mine and the other Holdings
    assert len(report["not_understood"]) == 30
    counts = [entry["clauses"] for entry in report["not_understood"]]
    assert counts == sorted(counts, reverse=True)


def test_text_lists_types_sets_and_the_shapes_not_understood(card_sample):
    text = run()
    for heading in ("By game and format:", "By card type:", "By set:", "most common clause shapes"):
        assert heading in text
    assert "l5r Holding" in text and "naruto Character" in text
