"""The home page tells a newcomer what the Desk is for, with a way into each use."""

import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def _section_links(html: str, heading_id: str) -> set[str]:
    section = re.search(rf'<section[^>]*aria-labelledby="{heading_id}".*?</section>', html, re.S)
    assert section, heading_id
    return set(re.findall(r'(?:href|action)="([^"?]*)', section.group(0)))


def test_the_home_page_offers_each_use_of_the_desk(client):
    html = client.get("/").content.decode()
    assert {reverse("rulings:search"), reverse("cards:search")} <= _section_links(html, "home-rules-heading")
    assert {reverse("questions:builder"), reverse("questions:new"), reverse("questions:examples")} <= (
        _section_links(html, "home-ask-heading")
    )
    assert {reverse("decks:import"), reverse("decks:new"), reverse("decks:index")} <= (
        _section_links(html, "home-decks-heading")
    )
