"""The import page's line report: a line resolved by a pick reads as matched."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from .page_fixtures import CELESTIAL

pytestmark = pytest.mark.django_db
FORMAT = f"l5r:{CELESTIAL}"


def row_of(html: str, number: int) -> str:
    return re.search(rf'<tr class="([^"]*)" id="line-{number}">(.*?)</tr>', html, re.S).group(0)


def test_a_line_resolved_by_a_pick_shows_the_card_and_leaves_nothing_to_resolve(client, deck_cards):
    text = "# Fate\n3 Ambush\n3 Ambsuh"
    form = {"format": FORMAT, "syntax": "auto", "text": text}
    before = client.post(reverse("decks:import"), form).content.decode()
    assert "1 to resolve" in before and "line-unmatched" in row_of(before, 3)
    html = client.post(reverse("decks:import"), {**form, "pick-3": "ambush"}).content.decode()
    row = row_of(html, 3)
    assert "line-card" in row and "No card has this title" not in row
    assert reverse("cards:detail", args=["l5r", "ambush"]) in row and "Fate" in row
    assert 'name="pick-3" value="ambush" checked' in row  # still there to change the pick
    assert "to resolve" not in html
    assert "2 card lines matched" in html
