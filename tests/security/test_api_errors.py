"""Every API error in one shape a client can read (issue 22, point 9): ``{"detail", "problems": [{"path",
"line", "column", "message"}]}``, the path naming the input (``cards[0].section``), as the question API's
scenario problems do. Before, a deck without a section answered ``{"detail": "0: {'section':
[ErrorDetail(...)]}"}``, other errors ``{"detail"}`` or DRF's ``{"field": [...]}``."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from decks import services

pytestmark = pytest.mark.django_db
SHAPE = {"path", "line", "column", "message"}


@pytest.fixture
def player(db):
    return get_user_model().objects.create_user("player", password="pw-player-123")


def post_json(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


def assert_shape(response, status: int, paths: list[str]) -> dict:
    assert response.status_code == status, response.content[:300]
    body = response.json()
    assert isinstance(body["detail"], str) and body["detail"]
    assert all(set(p) == SHAPE and isinstance(p["message"], str) for p in body["problems"])
    assert [p["path"] for p in body["problems"]] == paths
    assert "ErrorDetail" not in json.dumps(body)
    return body


def test_a_card_line_without_a_section_names_its_path(client, player):
    client.force_login(player)
    body = {"game": "naruto", "format": "mythos", "name": "x", "cards": [{"key": "k", "quantity": 1}]}
    answer = assert_shape(post_json(client, "/api/decks/", body), 400, ["cards[0].section"])
    assert answer["detail"].startswith("cards[0].section: ")
    body["cards"] = [
        {"key": "k", "quantity": 1, "section": "main"},
        {"key": 5, "quantity": 0, "section": "x"},
    ]
    assert_shape(post_json(client, "/api/decks/", body), 400, ["cards[1].key", "cards[1].quantity"])


def test_deck_refusals_name_the_input(client, player):
    client.force_login(player)
    body = {"game": "naruto", "format": "nope", "name": "x"}
    assert_shape(post_json(client, "/api/decks/", body), 400, ["format"])
    body = {
        "game": "naruto",
        "format": "mythos",
        "name": "x",
        "cards": [{"key": "k", "quantity": 1, "section": "side"}],
    }
    assert_shape(post_json(client, "/api/decks/", body), 400, ["cards[0].section"])
    assert_shape(post_json(client, "/api/decks/", {"game": "naruto"}), 400, ["format", "name"])
    # format may be left out (the newest format the cards fit), so only game and text are named
    assert_shape(post_json(client, "/api/decks/validate/", {"game": 3}), 400, ["game", "text"])


def test_errors_about_no_input_have_the_same_shape(client, player):
    deck = services.deck_create(
        owner=player, game="naruto", format_key="mythos", name="Mine", visibility="public"
    )
    assert_shape(post_json(client, "/api/decks/", {}), 403, [])  # anonymous
    assert_shape(client.get("/api/decks/nope/"), 404, [])
    assert_shape(client.delete(f"/api/decks/{deck.public_id}/"), 403, [])
    assert_shape(client.post("/api/decks/validate/", "{", content_type="application/json"), 400, [])
    assert_shape(client.post("/api/decks/validate/", "x", content_type="text/csv"), 415, [])
    assert_shape(client.get("/api/cards/", {"q": "force>="}), 400, ["q"])
    assert_shape(client.get("/api/rules/entries/", {"game": "chess"}), 400, ["game"])


def test_the_format_filter_is_not_drfs_renderer_switch(client, player):
    """``?format=demo`` answered 404 (DRF looked for a renderer called "demo") and ``?format=json`` gave no
    decks (DRF took it, then the filter found no format "json")."""
    services.deck_create(owner=player, game="chiaxis", format_key="demo", name="Demo", visibility="public")
    services.deck_create(owner=player, game="naruto", format_key="mythos", name="Mythos", visibility="public")
    response = client.get("/api/decks/", {"format": "demo"})
    assert response.status_code == 200
    assert [deck["name"] for deck in response.json()["results"]] == ["Demo"]
    assert client.get("/api/decks/", {"format": "json"}).json()["results"] == []
