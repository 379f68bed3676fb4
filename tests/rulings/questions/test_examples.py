"""Start from an example: the catalog (every shipped example, grouped by the glossary entry quoting it,
searchable), its page (htmx and plain GET), and the editor opened with an example."""

import html
import re

import pytest
from django.urls import reverse

from rulings.engine import parse_scenario
from rulings.examples import example_paths
from rulings.questions import examples as catalog
from rulings.questions.models import Question

from .builder_fixtures import glossary  # noqa: F401

URL = "/questions/examples/"


def test_every_shipped_example_is_in_the_catalog():
    examples = catalog.all_examples()
    assert len(examples) == len(example_paths()) > 100
    assert {e.game for e in examples} == {"l5r", "naruto", "chiaxis"}
    for example in examples:
        assert example.text == example.path.read_text(encoding="utf-8")
        assert example.display_title and example.topic_label
    assert all(e.game == "naruto" for e in catalog.all_examples(game="naruto"))


def test_search_by_title_words_in_any_order():
    examples = catalog.all_examples()
    found = catalog.search(examples, "CURRENT bonus negating reaches")
    assert [e.slug for e in found] == ["prevention-current-vs-new"]
    assert catalog.search(examples, "") == examples
    assert catalog.search(examples, "no such words here") == []


def test_without_the_corpus_examples_group_by_topic(db):
    groups = dict(catalog.grouped(catalog.all_examples(game="l5r")))["l5r"]
    labels = {group.label for group in groups}
    assert {"Prevention", "Stats", "Abilities"} <= labels
    assert not any(group.entry_slug for group in groups)


def test_with_the_corpus_examples_group_by_the_entry_quoting_them(glossary):  # noqa: F811
    by_game = dict(catalog.grouped(catalog.all_examples()))
    groups = {group.entry_slug: group for group in by_game["l5r"] if group.entry_slug}
    prevention = groups["duration-and-scope-of-prevention-effects"]
    assert "prevention-current-vs-new" in {e.slug for e in prevention.examples}
    assert any(group.entry_slug for group in by_game["chiaxis"])
    assert any(group.entry_slug for group in by_game["naruto"])


def test_an_unreadable_file_is_left_out(tmp_path):
    (tmp_path / "l5r").mkdir()
    (tmp_path / "l5r" / "ok.yaml").write_text("game: l5r\ntitle: Fine\n")
    (tmp_path / "l5r" / "broken.yaml").write_text("cards: [unclosed")
    (tmp_path / "l5r" / "list.yaml").write_text("- 1\n")
    assert [e.title for e in catalog.all_examples(folder=tmp_path)] == ["Fine"]
    assert catalog.example_get(game="../l5r", slug="x") is None
    assert catalog.example_get(game="l5r", slug="prevention-current-vs-new").game == "l5r"


def test_examples_page_lists_every_example_with_forms_for_the_editor(client, db):
    page = client.get(URL).content.decode()
    assert page.count('<article class="example"') == len(example_paths())
    assert page.count('name="action" value="edit"') == len(example_paths())
    assert f'action="{reverse("questions:new")}"' in page
    assert "Use this example" in page and "Ask it now" in page


def test_search_as_you_type_gets_only_the_results(client, db):
    response = client.get(URL, {"q": "negating current bonus reaches", "game": "l5r"}, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert "<html" not in page
    assert page.count('<article class="example"') == 1 and "ex-l5r-prevention-current-vs-new" in page
    plain = client.get(URL, {"q": "negating current bonus reaches", "game": "l5r"}).content.decode()
    assert "<html" in plain and "ex-l5r-prevention-current-vs-new" in plain
    hostile = client.get(URL, {"q": "<script>alert(1)</script>", "game": "chess"}).content.decode()
    assert "<script>alert" not in hostile and "&lt;script&gt;" in hostile and "No example matches" in hostile


def test_use_this_example_opens_the_editor_with_its_text(client, db):
    example = catalog.example_get(game="l5r", slug="prevention-current-vs-new")
    response = client.post(
        reverse("questions:new"), {"action": "edit", "scenario": example.text, "title": example.title}
    )
    assert response.status_code == 200
    assert html.escape(example.title) in response.content.decode()
    assert Question.objects.count() == 0
    parse_scenario(example.text)  # the text offered is a valid scenario as it is


@pytest.mark.parametrize("game", ["l5r", "naruto", "chiaxis"])
def test_each_game_filter_shows_only_that_game(client, db, game):
    page = client.get(URL, {"game": game}).content.decode()
    assert page.count('<article class="example"') == len(example_paths(game))


def test_the_page_is_one_collapsed_group_per_rule_with_its_count(client, glossary):  # noqa: F811
    page = client.get(URL).content.decode()
    groups = [group for _, game_groups in catalog.grouped(catalog.all_examples()) for group in game_groups]
    assert page.count('<details class="example-group">') == len(groups) > 10  # every one closed
    assert '<details class="example-group" open>' not in page
    counts = re.findall(
        r'<summary><span class="example-group-label">[^<]*</span> <span class="muted">\((\d+)\)', page
    )
    assert sorted(int(n) for n in counts) == sorted(len(group.examples) for group in groups)
    assert sum(int(n) for n in counts) == len(example_paths())
    for _, game_groups in catalog.grouped(catalog.all_examples(game="naruto")):
        total = sum(len(group.examples) for group in game_groups)
        assert f"({total} examples in {len(game_groups)} groups)" in page


@pytest.mark.parametrize("htmx", [False, True])
def test_a_search_opens_the_groups_it_finds(client, db, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    page = client.get(URL, {"q": "negating current bonus reaches"}, **headers).content.decode()
    assert page.count('<details class="example-group" open>') == 1
    assert '<details class="example-group">' not in page
    assert page.count('<article class="example"') == 1
    assert ("<html" in page) is not htmx  # the plain GET is the whole page, htmx gets the results
