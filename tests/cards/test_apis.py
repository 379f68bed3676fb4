"""Card API: search with the page's syntax, detail, printings; errors as 400 with the message; the schema."""

import pytest
from django.urls import reverse

from cards.models import Card
from cards.search import compile_query

pytestmark = [pytest.mark.django_db, pytest.mark.services]
SEARCH = reverse("cards_api:search")


def test_search_returns_typed_stats(client, card_sample):
    response = client.get(SEARCH, {"q": "t:item force=+1 chi=3", "game": "l5r"})
    assert response.status_code == 200
    body = response.json()
    jade_hand = next(card for card in body["results"] if card["key"] == "the_jade_hand")
    assert {"name": "force", "kind": "modifier", "value": 1, "printed": "+1"} in jade_hand["stats"]
    assert jade_hand["url"].endswith("/cards/l5r/the_jade_hand/")
    assert jade_hand["api_url"].endswith("/api/cards/l5r/the_jade_hand/")
    assert (
        body["count"]
        == Card.objects.filter(compile_query("t:item force=+1 chi=3", game="l5r"), game="l5r").count()
    )


def test_bad_query_is_a_400_with_the_message(client, card_sample):
    response = client.get(SEARCH, {"q": "forse>=3"})
    assert response.status_code == 400
    message = "unknown field 'forse' at column 1 (did you mean 'force'?)"
    assert response.json() == {
        "detail": message,
        "column": 1,
        "problems": [{"path": "q", "line": None, "column": 1, "message": message}],
    }
    bad_format = client.get(SEARCH, {"legal": "l5r:nope"})
    assert bad_format.status_code == 400 and "legal" in bad_format.json()["detail"]


def test_format_filter(client, card_sample):
    body = client.get(SEARCH, {"q": "hida kuon", "legal": "l5r:destroyer-war-celestial"}).json()
    assert {card["key"] for card in body["results"]} == {"hida_kuon_experienced_6"}


def test_detail_has_text_errata_formats_and_printings(client, card_sample):
    url = reverse("cards_api:detail", kwargs={"game": "l5r", "key": "hida_kuon_experienced_6"})
    card = client.get(url).json()
    assert (card["title"], card["version"], card["card_type"]) == (
        "Hida Kuon",
        "Experienced 6",
        "Personality",
    )
    assert {"name": "honor_requirement", "kind": "dash", "value": None, "printed": "-"} in card["stats"]
    assert "Destroyer War (Celestial)" in card["formats"]
    assert [p["set"] for p in card["printings"]] == ["Celestial Edition", "Celestial Edition 15"]
    assert "<b>" not in card["text_plain"] and card["decks"] == ["Dynasty"]


def test_printings_are_paginated(client, card_sample):
    url = reverse("cards_api:printings", kwargs={"game": "naruto", "key": "KS-108-R"})
    body = client.get(url).json()
    assert body["count"] == 3
    assert {p["code"] for p in body["results"]} == {"KS-108-R", "KS-108-RA", "KS-108-MV"}


def test_unknown_card_is_404(client, card_sample):
    assert client.get(reverse("cards_api:detail", kwargs={"game": "l5r", "key": "nope"})).status_code == 404
    assert client.get(reverse("cards_api:printings", kwargs={"game": "mtg", "key": "x"})).status_code == 404


def test_read_only(client, card_sample):
    assert client.post(SEARCH, {}).status_code in (403, 405)


def test_endpoints_are_in_the_openapi_schema(client):
    schema = client.get(reverse("api-schema")).content.decode()
    for path in ("/api/cards/:", "/api/cards/{game}/{key}/:", "/api/cards/{game}/{key}/printings/:"):
        assert path in schema
    assert "CardSearchProblem" in schema and "name: legal" in schema
