"""Reading a list costs bounded work, whatever is pasted: long lines are reported by number and never looked
up, fuzzy matching compares few titles, close spellings stop when the list's time runs out (and say so), and
the import form is throttled like the API."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.urls import reverse
from rapidfuzz import fuzz

from decks import matching
from decks.matching import MAX_QUERY_CHARS, TitleIndex
from decks.parsing import MAX_LINE_CHARS, MAX_LINES, ParseError, decklist_parse
from decks.validation import facts_load

CELESTIAL = "destroyer-war-celestial"
pytestmark = [pytest.mark.usefixtures("deck_cards"), pytest.mark.django_db]


@pytest.fixture(autouse=True)
def _fresh_throttles():
    cache.clear()
    yield
    cache.clear()


def parse(text, **extra):
    return decklist_parse(game="l5r", text=text, format_key=CELESTIAL, **extra)


@pytest.fixture
def no_fuzzy(monkeypatch):
    """Fail on any fuzzy lookup."""

    def refuse(self, text):
        raise AssertionError(f"fuzzy matching was asked for {text[:40]!r}")

    monkeypatch.setattr(TitleIndex, "fuzzy", refuse)


def test_a_card_line_longer_than_any_title_is_reported_by_number_and_never_looked_up(no_fuzzy):
    parsed = parse("3 Ambush\n3 " + "A" * 10_000 + "\n// " + "a long comment " * 100)
    ambush, long_line, comment = parsed.lines
    assert (ambush.kind, ambush.key) == ("card", "ambush")
    assert (long_line.line, long_line.kind) == (2, "invalid")
    assert "10,002 characters" in long_line.reason and str(MAX_LINE_CHARS) in long_line.reason
    assert len(long_line.text) <= MAX_LINE_CHARS + 1  # the report does not echo it all back
    assert comment.kind == "comment"


def test_a_list_over_the_line_limit_names_the_first_line_too_many():
    with pytest.raises(ParseError) as refused:
        parse("3 Ambush\n" * MAX_LINES + "3 Ambush")
    assert f"Line {MAX_LINES + 1:,}" in refused.value.message


def test_json_lists_are_bounded_too(no_fuzzy):
    with pytest.raises(ParseError) as refused:
        parse(json.dumps({"cards": [{"title": "Ambush"}] * (MAX_LINES + 1)}))
    assert f"Card {MAX_LINES + 1:,}" in refused.value.message
    parsed = parse(json.dumps({"cards": [{"title": "A" * 10_000, "quantity": 3}, {"key": "ambush"}]}))
    long_title, ambush = parsed.lines
    assert long_title.kind == "invalid" and "10,000 characters" in long_title.reason
    assert ambush.key == "ambush"


def test_close_spellings_stop_when_the_time_runs_out_and_the_lines_say_so():
    text = "# Fate\n3 Ambush\n3 Ambsuh"
    assert parse(text).lines[2].candidates  # with time, the typo gets its candidates
    parsed = parse(text, budget=0)
    _header, exact, typo = parsed.lines
    assert exact.key == "ambush"  # lines that match as written still match
    assert (typo.kind, typo.out_of_time) == ("unmatched", True)
    assert "time ran out" in typo.reason
    assert parsed.out_of_time_at == 3
    json_list = parse(json.dumps({"cards": [{"title": "Ambush"}, {"title": "Ambsuh"}]}), budget=0)
    assert json_list.lines[1].out_of_time and json_list.out_of_time_at == 2


def test_the_costly_scorer_compares_few_titles(monkeypatch):
    index = TitleIndex(facts_load(game="l5r"))
    compared: list[int] = []
    extract = matching.process.extract

    def counting(query, choices, **kwargs):
        if kwargs.get("scorer") is fuzz.WRatio:
            compared.append(len(choices))
        return extract(query, choices, **kwargs)

    monkeypatch.setattr(matching.process, "extract", counting)
    assert len(index.choice_texts) > matching.WORD_POOL * 2  # the sample is big enough to tell
    match = index.match("Hida Kuon the Bold and Brave")
    assert any(c["title"].startswith("Hida Kuon") for c in match.candidates)
    assert index.match("Hida War Drum").key == "hida_war_drums"
    assert index.match("qzxv wplk " * 10).candidates == []
    assert compared and max(compared) <= matching.WORD_POOL + matching.CANDIDATES + 3
    compared.clear()
    assert index.match("x" * (MAX_QUERY_CHARS + 1)).status == "unmatched"
    assert compared == []  # longer than any title by far: not compared at all


def test_the_api_reports_a_huge_line_instead_of_matching_it(client, no_fuzzy):
    body = {"game": "l5r", "format": "modern", "text": "3 " + "A" * 10_000}
    response = client.post("/api/decks/validate/", json.dumps(body), content_type="application/json")
    assert response.status_code == 200
    (line,) = response.json()["unmatched"]
    assert line["line"] == 1 and "10,002 characters" in line["reason"]


def test_the_import_form_is_throttled_like_the_api(client, monkeypatch):
    from decks.apis import ValidateAnonThrottle

    monkeypatch.setattr(ValidateAnonThrottle, "rate", "2/min")
    form = {"format": f"l5r:{CELESTIAL}", "syntax": "auto", "text": "3 Ambush"}
    codes = [client.post(reverse("decks:import"), form).status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    refused = client.post(reverse("decks:import"), form)
    assert "try again in" in refused.content.decode() and int(refused["Retry-After"]) >= 1
    api = client.post(
        "/api/decks/validate/",
        json.dumps({"game": "l5r", "format": CELESTIAL, "text": "3 Ambush"}),
        content_type="application/json",
    )
    assert api.status_code == 429  # one count for the form and the API
    assert client.get(reverse("decks:import")).status_code == 200  # the empty form is not counted
