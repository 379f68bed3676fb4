"""Glossary pages: contents, entries with anchors and links, errata timeline, search (plain GET and htmx)."""

import io
import re

import pytest
from django.core.management import call_command
from django.urls import reverse

from rulings.glossary.models import Entry, Part

pytestmark = pytest.mark.django_db
HOSTILE = "<script>alert('x')</script>"


def html(response) -> str:
    return response.content.decode()


@pytest.fixture
def hostile_glossary(scratch_corpus):
    (scratch_corpus / "l5r-ce-glossary-s.txt").write_text(
        "CE Glossary S\n"
        "Scripted\n"
        f'{HOSTILE} negation & <b>bold</b> "quoted". See Glossary, Show.\n'
        "Show\n"
        'Shown <img src=x onerror="alert(1)"> face-up. See Glossary, <i>Nowhere</i>.\n',
        encoding="utf-8",
    )
    call_command("import_rules", str(scratch_corpus / "l5r-ce-glossary-s.txt"), stdout=io.StringIO())


def test_glossary_home_lists_games_and_documents(client, glossary):
    page = html(client.get(reverse("rulings:home")))
    for text in (
        "Legend of the Five Rings CCG",
        "ChiAxis",
        "Naruto Mythos TCG",
        "14 entries",
        "Errata timeline",
    ):
        assert text in page
    assert reverse("rulings:game", args=["chiaxis"]) in page


def test_empty_glossary_says_how_to_import(client, db):
    assert "import_rules" in html(client.get(reverse("rulings:home")))


def test_game_contents_nest_sections(client, glossary):
    page = html(client.get(reverse("rulings:game", args=["l5r"])))
    assert '<li class="level-0"><a href="/rules/l5r/prevention-including-negation/">' in page
    assert '<li class="level-1"><a href="/rules/l5r/may-not/">“May not”</a>' in page
    assert client.get(reverse("rulings:game", args=["chess"])).status_code == 404


def test_entry_page_has_an_anchor_and_permalink_on_every_part(client, glossary):
    entry = Entry.objects.get(game="l5r", title="Tracking rule")
    page = html(client.get(entry.get_absolute_url()))
    anchors = list(entry.parts.values_list("anchor", flat=True))
    assert anchors == ["p1", "exc1", "exc2", "exc3", "ex1"]
    for anchor in anchors:
        assert f'id="{anchor}"' in page and f'href="#{anchor}"' in page
    assert page.count("¶") >= len(anchors)
    assert '<a class="xref" href="/rules/l5r/show/">Glossary, Show</a>' in page


def test_entry_page_marks_unresolved_references_and_shows_errata_badges(client, glossary):
    page = html(client.get("/rules/l5r/seppuku/"))
    assert re.search(r'<span class="xref-outside"[^>]*>Player Abilities</span>', page)
    assert "Added 8 Sep 2011" in page
    section = html(client.get("/rules/l5r/duration-and-scope-of-prevention-effects/"))
    assert 'id="errata"' in section and "Clarified 25 Jan 2011" in section
    assert "[Section clarified 25 Jan 11]" in section


def test_entry_page_of_a_section_lists_its_subsections_and_numbered_rules_show_numbers(client, glossary):
    prevention = html(client.get("/rules/l5r/prevention-including-negation/"))
    assert (
        "In this section" in prevention
        and 'href="/rules/l5r/duration-and-scope-of-prevention-effects/"' in prevention
    )
    rule = html(client.get("/rules/chiaxis/22-3-continuous-effects/"))
    assert "<h1>22.3 Continuous Effects</h1>" in rule
    assert 'id="r22-3b"' in rule and 'id="r22-3b-ex2"' in rule


def test_unknown_entries_are_404(client, glossary):
    assert client.get("/rules/l5r/no-such-entry/").status_code == 404
    assert client.get("/rules/chiaxis/show/").status_code == 404  # Show is an L5R term
    assert client.post("/rules/l5r/show/").status_code == 405


def test_errata_timeline_is_newest_first_and_links_to_the_tagged_text(client, glossary):
    page = html(client.get(reverse("rulings:errata", args=["l5r"])))
    years = [int(y) for y in re.findall(r"<h2>(\d{4})</h2>", page)]
    assert years == sorted(years, reverse=True) and years[0] == 2011
    assert 'href="/rules/l5r/order-of-effects/#p5"' in page
    assert "No dated errata" in html(client.get(reverse("rulings:errata", args=["naruto"])))


def test_search_page_without_a_query_explains_itself(client, glossary):
    page = html(client.get(reverse("rulings:search")))
    assert 'name="q"' in page and "Results appear as you type" in page
    assert 'hx-trigger="input changed delay:300ms, search"' in page and 'hx-push-url="true"' in page


def test_plain_get_search_renders_the_whole_page_with_results(client, glossary):
    response = client.get(reverse("rulings:search"), {"q": "negated", "game": "l5r"})
    page = html(response)
    assert response.status_code == 200 and "<html" in page
    assert "<mark>negation</mark>" in page.lower() or "<mark>negated</mark>" in page.lower()
    assert 'href="/rules/l5r/prevention-including-negation/#p1"' in page
    assert "HX-Request" in response["Vary"]


def test_htmx_search_returns_only_the_results_partial(client, glossary):
    response = client.get(reverse("rulings:search"), {"q": "seppu"}, headers={"HX-Request": "true"})
    page = html(response)
    assert "<html" not in page and page.strip().startswith('<div id="search-results"')
    assert "Seppuku" in page


def test_search_paging_links_keep_the_query(client, glossary):
    page = html(client.get(reverse("rulings:search"), {"q": "effect"}))
    assert 'rel="next"' in page and "q=effect&amp;page=2" in page


def test_invalid_filters_are_a_400_with_a_message(client, glossary):
    response = client.get(reverse("rulings:search"), {"q": "show", "game": "chess"})
    assert response.status_code == 400 and "Select a valid choice" in html(response)


@pytest.mark.parametrize("query", ['"', "NEAR(", "AND OR NOT", "((", "x" * 10_000, "a\x00b", HOSTILE])
def test_hostile_queries_never_break_the_page(client, glossary, query):
    response = client.get(reverse("rulings:search"), {"q": query})
    assert response.status_code == 200
    assert "<script>alert" not in html(response)


def test_corpus_text_is_escaped_on_entry_and_search_pages(client, hostile_glossary):
    entry = html(client.get("/rules/l5r/scripted/"))
    assert "<script>" not in entry and "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in entry
    assert (
        "<b>bold</b>" not in entry and '<a class="xref" href="/rules/l5r/show/">Glossary, Show</a>' in entry
    )
    show = html(client.get("/rules/l5r/show/"))
    assert "<img" not in show and "&lt;img src=x" in show and "&lt;i&gt;Nowhere&lt;/i&gt;" in show
    results = html(client.get(reverse("rulings:search"), {"q": "negation", "game": "l5r"}))
    # SQLite's snippet keeps the tag as escaped text, PostgreSQL's headline drops tags: neither runs it.
    assert "Scripted" in results and "<script>" not in results and "<b>bold" not in results


def test_home_page_has_the_rules_nav_link_and_search_box(client, db):
    page = html(client.get("/"))
    assert '<a href="/rules/">Rules</a>' in page
    assert 'action="/rules/search/"' in page


def test_part_permalinks_match_the_anchor_contract(glossary):
    part = Part.objects.get(entry__game="l5r", entry__title="Tracking rule", anchor="exc2")
    assert part.get_absolute_url() == "/rules/l5r/tracking-rule/#exc2"


def test_search_page_names_the_paragraph_and_links_its_permalink(client, glossary):
    response = client.get(
        reverse("rulings:search"), {"q": "what is a fluctuating bonus"}, headers={"HX-Request": "true"}
    )
    page = html(response)
    link = r'<a class="hit-paragraph" href="/rules/l5r/general-rules-about-stats/#p([67])">¶ paragraph \1</a>'
    assert re.search(link, page)  # the definition, or the rule on its changes just after it
    assert "<mark>fluctuating</mark> <mark>bonus</mark>" in page and "with any of the words" in page
    assert "style=" not in page and "<script>" not in page and "hx-on" not in page
