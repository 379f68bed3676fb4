"""Card pages: search (full page and htmx partial), syntax help, card page; bad and hostile input."""

import re
import textwrap

import pytest
from django.core.management import call_command
from django.urls import reverse

from cards.models import Card, Format
from cards.search import compile_query
from cards.services import cards_import_paths

pytestmark = [pytest.mark.django_db, pytest.mark.services]
SEARCH = reverse("cards:search")


def result_keys(response) -> list[str]:
    return re.findall(r'href="/cards/[a-z0-9]+/([^/"]+)/"', response.content.decode())


def test_search_page_lists_matching_cards(client, card_sample):
    response = client.get(SEARCH, {"q": "t:personality c:crab force>=10"})
    assert response.status_code == 200
    assert b"<html" in response.content and b'id="search-hint"' in response.content
    assert "hida_kuon_experienced_6" in result_keys(response)


def test_htmx_request_gets_only_the_results(client, card_sample):
    response = client.get(SEARCH, {"q": "obsidian dragon"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert b"<html" not in response.content and b"<form" not in response.content
    assert "obsidian_dragon" in result_keys(response)


def test_every_htmx_control_has_a_plain_fallback(client, card_sample):
    page = client.get(SEARCH, {"q": "t:personality"}).content.decode()
    assert 'method="get" action="/cards/"' in page
    for match in re.finditer(r"<a [^>]*hx-get=\"([^\"]+)\"[^>]*>", page):
        assert 'href="' in match.group(0)


def test_bad_query_is_a_400_naming_the_problem(client, card_sample):
    response = client.get(SEARCH, {"q": "forse>=3"})
    assert response.status_code == 400
    assert (
        "unknown field &#x27;forse&#x27; at column 1 (did you mean &#x27;force&#x27;?)"
        in response.content.decode()
    )
    partial = client.get(SEARCH, {"q": "(t:event"}, headers={"HX-Request": "true"})
    assert partial.status_code == 400 and b"unmatched" in partial.content


def test_format_filter_shows_only_legal_cards(client, card_sample):
    celestial = Format.objects.get(game="l5r", name="Destroyer War (Celestial)")
    response = client.get(SEARCH, {"q": "t:personality c:crab", "legal": f"l5r:{celestial.slug}"})
    keys = result_keys(response)
    assert "hida_kuon_experienced_6" in keys
    legal = set(celestial.cards.values_list("key", flat=True))
    assert keys and set(keys) <= legal
    assert client.get(SEARCH, {"legal": "l5r:no-such-format"}).status_code == 400
    assert client.get(SEARCH, {"legal": f"l5r:{celestial.slug}", "game": "naruto"}).status_code == 400


def test_sort_and_pages(client, card_sample):
    response = client.get(SEARCH, {"q": "t:personality", "game": "l5r", "sort": "force", "dir": "desc"})
    first = Card.objects.get(game="l5r", key=result_keys(response)[0])
    top_force = max(
        s.value or 0
        for c in Card.objects.filter(compile_query("t:personality"))
        for s in c.stats.all()
        if s.name == "force"
    )
    assert first.stats.get(name="force").value == top_force
    page_two = client.get(
        SEARCH, {"q": "t:personality", "game": "l5r", "sort": "force", "dir": "desc", "page": 2}
    )
    assert set(result_keys(page_two)).isdisjoint(result_keys(response))
    assert b"page 2 of" in page_two.content


def test_hostile_queries_are_answered_safely(client, card_sample):
    assert client.get(SEARCH, {"q": "x" * 10_000}).status_code == 400
    response = client.get(SEARCH, {"q": '"<script>alert(1)</script>"'})
    assert response.status_code == 200 and b"<script>alert(1)" not in response.content
    assert client.get(SEARCH, {"q": "bow\u0000"}).status_code == 400  # PostgreSQL text cannot hold NUL
    fraktur_force = "\U0001d523\U0001d52c\U0001d52f\U0001d520\U0001d522"
    odd = client.get(SEARCH, {"q": f"\u202e\ufffd {fraktur_force}"}, headers={"HX-Request": "true"})
    assert odd.status_code == 200 and b"No cards match" in odd.content
    assert result_keys(client.get(SEARCH, {"q": fraktur_force}))  # NFKC folds it to "force"


HOSTILE_SET = """\
set: <b>Hostile</b> Set
cards:
- title: <script>alert("t")</script>
  types: [Strategy]
  keywords: ['<img src=x onerror=alert(1)>']
  text: '<b>Battle:</b> <a href="javascript:alert(1)">click</a> <i onmouseover="x">hi</i> :bow:'
  flavor_text: <iframe src=//evil></iframe>
  errata:
  - {date: 2020-01-01, source: "<b>x</b>", source_url: "javascript:alert(1)", text: bad}
- title: Errata Card
  types: [Strategy]
  errata:
  - {date: 2020-01-01, source: "<b>x</b>", source_url: "https://example.org/e", text: "<b>new</b> <script>"}
"""


def test_hostile_card_data_renders_escaped(client, tmp_path):
    (tmp_path / "hostile.yaml").write_text(textwrap.dedent(HOSTILE_SET), encoding="utf-8")
    report = cards_import_paths(paths=[tmp_path])
    assert [issue.field for issue in report.issues] == ["errata.source_url"]  # javascript: is refused
    card = Card.objects.get(title="Errata Card")
    page = client.get(card.get_absolute_url()).content.decode()
    assert "<b>new</b> &lt;script&gt;" in page
    hostile = Card.objects.create(
        game="l5r",
        key="hostile",
        title='<script>alert("t")</script>',
        title_search='<script>alert("t")</script>',
        text='<a href="javascript:alert(1)">x</a> <i onmouseover="x">hi</i>',
    )
    page = client.get(hostile.get_absolute_url()).content.decode()
    assert "<script>alert" not in page and "&lt;script&gt;alert" in page
    assert '<a href="javascript' not in page and "<i onmouseover" not in page
    listing = client.get(SEARCH, {"q": "title:script"}).content.decode()
    assert "<script>alert" not in listing


def test_card_page_shows_stats_printings_and_legality(client, card_sample):
    card = Card.objects.get(game="l5r", key="hida_kuon_experienced_6")
    page = client.get(card.get_absolute_url()).content.decode()
    assert "<h1>Hida Kuon <span" in page and "Experienced 6" in page
    assert "Honor Requirement" in page and "printed “-”: no value (not zero)" in page
    assert "Celestial Edition 15" in page
    assert re.search(r"Destroyer War \(Celestial\)</a></th>\s*<td>legal</td>", page)
    assert re.search(r"Clan Wars \(Imperial\)</a></th>\s*<td>not legal</td>", page)


def test_item_page_explains_modifiers(client, card_sample):
    page = client.get(Card.objects.get(game="l5r", key="the_jade_hand").get_absolute_url()).content.decode()
    assert re.search(r"<td class=\"stat-value\">\+1</td>\s*<td class=\"muted\">a bonus it gives</td>", page)


def test_naruto_page_shows_variant_printings(client, card_sample):
    page = client.get(Card.objects.get(key="KS-108-R").get_absolute_url()).content.decode()
    assert "KS-108-RA" in page and "Believe it!" in page and "Rare Art" in page
    assert "<b>MAIN:</b> Hide an enemy character" in page


def test_demo_cards_say_so(client, card_sample):
    page = client.get(
        Card.objects.get(game="chiaxis", key="skyfin_drake").get_absolute_url()
    ).content.decode()
    assert "Demo card." in page and "not an official card" in page


def test_unknown_cards_and_games_are_404(client, card_sample):
    assert client.get("/cards/l5r/no-such-card/").status_code == 404
    assert client.get("/cards/mtg/hida_kuon/").status_code == 404
    assert client.post(SEARCH).status_code == 405


def test_syntax_page_lists_fields_stats_and_formats(client, card_sample):
    page = client.get(reverse("cards:syntax")).content.decode()
    for text in (
        "<code>t:</code>",
        "<code>force</code>",
        "Honor Requirement",
        "Destroyer War (Celestial)",
        "hr=-",
    ):
        assert text in page


def test_keywords_link_to_the_glossary(client, card_sample, corpus_dir):
    call_command("import_rules", str(corpus_dir))
    shugenja = Card.objects.filter(compile_query("k:shugenja t:personality")).filter(game="l5r").first()
    page = client.get(shugenja.get_absolute_url()).content.decode()
    assert '<a href="/rules/l5r/shugenja/" class="glossary-link"' in page
    samurai = Card.objects.filter(compile_query("k:samurai t:personality")).filter(game="l5r").first()
    page = client.get(samurai.get_absolute_url()).content.decode()
    assert '<a href="/rules/l5r/samurai/" class="glossary-link"' in page


def test_home_page_and_nav_link_to_cards(client, card_sample):
    page = client.get("/").content.decode()
    assert f'href="{SEARCH}">Cards</a>' in page
    assert 'action="/cards/"' in page


def test_result_pages_link_to_each_other_with_and_without_htmx(client, card_sample):
    first = client.get("/cards/", {"q": "game:naruto"}).content.decode()
    assert 'href="?q=game%3Anaruto&amp;page=2"' in first
    assert 'hx-get="/cards/?q=game%3Anaruto&amp;page=2"' in first and 'rel="prev"' not in first
    second = client.get("/cards/", {"q": "game:naruto", "page": 2}).content.decode()
    assert 'href="?q=game%3Anaruto&amp;page=1"' in second and 'rel="prev"' in second
