"""The charts of a Naruto deck tell a Naruto player something: chakra curve, power, villages, keywords, power
per chakra and mission points; drawn as inline SVG without style attributes."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cards.models import Card
from decks import services
from decks import statistics as st
from decks.facts import CardFacts, Entry

pytestmark = pytest.mark.django_db


def test_keywords_count_each_card_under_each_of_its_keywords():
    def card(key, *keywords):
        return CardFacts(key, key, keywords=keywords)

    entries = [
        st.Copies(card("a", "Team 7", "Jutsu"), 2, "main"),
        st.Copies(card("b", "Jutsu"), 1, "main"),
        st.Copies(card("c"), 2, "main"),
        st.Copies(card("d", "Team 7"), 1, "missions"),
    ]
    assert st.counts_by_keyword(entries, ["main"]) == [("Jutsu", 3), ("Team 7", 2)]


def chart_title(html: str, slug: str) -> str:
    found = re.search(rf'<title id="chart-{slug}-title">(.*?)</title>', html, re.S)
    assert found, f"no chart {slug}"
    return found.group(1)


def test_a_naruto_deck_page_charts_villages_keywords_cost_and_power(client, owner, deck_cards):
    characters = list(
        Card.objects.filter(game="naruto", card_type="Character")
        .prefetch_related("tags")
        .order_by("key")[:15]
    )
    missions = list(Card.objects.filter(game="naruto", card_type="Mission").order_by("key")[:3])
    deck = services.deck_create(
        owner=owner,
        game="naruto",
        format_key="mythos",
        name="Leaf",
        entries=[Entry(c.key, 2, "main") for c in characters]
        + [Entry(m.key, 1, "missions") for m in missions],
    )
    client.force_login(owner)
    html = client.get(deck.get_absolute_url()).content.decode()
    villages = Counter()
    keywords = Counter()
    for card in characters:
        for village in card.factions:
            villages[village] += 2
        for keyword in card.keywords:
            keywords[keyword] += 2
    village_chart = chart_title(html, "villages")
    for village, count in villages.items():
        assert f"{village} {count}" in village_chart
    keyword_chart = chart_title(html, "keywords")
    assert keywords and all(f"{keyword} {count}" in keyword_chart for keyword, count in keywords.items())
    assert "Chakra" in chart_title(html, "cost") and chart_title(html, "power")
    assert "Power per chakra" in html and "Mission points" in html
    assert 'style="' not in html
    assert 'id="chart-types-main"' not in html  # "Character 30" in a deck of characters says nothing
