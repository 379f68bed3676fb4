"""Parallel writes to one deck (issue 22, point 3): eight saves and eight API updates at once gave
IntegrityError UNIQUE(deck_id, number) (500s) and left current_version behind the versions for good; eight
+1 clicks raised the count by one. Each request here runs in its own thread with its own database connection
(the file database the suite uses on SQLite; run with DATABASE_URL for PostgreSQL). Nothing may be lost,
duplicated or left inconsistent, and no request may get a 5xx."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.contrib.auth import get_user_model
from django.db import connections
from django.test import Client

from cards.models import Card
from cards.services import DEMO_DIR, cards_import_paths
from decks import services
from decks.facts import Entry
from decks.matching import title_index_clear
from decks.models import Deck, DeckCard, DeckVersion

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]
PARALLEL = 8


@pytest.fixture
def demo_cards():
    title_index_clear()
    cards_import_paths(paths=[DEMO_DIR])
    yield list(Card.objects.filter(game="chiaxis").order_by("key")[:3])
    title_index_clear()


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("owner", password="pw-owner-123")


@pytest.fixture
def deck(owner, demo_cards):
    entries = [Entry(card.key, 2, "main") for card in demo_cards]
    return services.deck_create(
        owner=owner, game="chiaxis", format_key="demo", name="Shared", entries=entries
    )


def in_parallel(calls: list[Callable[[Client], object]], user) -> list:
    """Each call gets its own signed-in client and thread; all start together. Each thread closes its
    database connection when done (Django opens one per thread)."""
    clients = []
    for _ in calls:
        client = Client()
        client.force_login(user)
        clients.append(client)
    start = threading.Barrier(len(calls))

    def run(call, client):
        start.wait()
        try:
            return call(client)
        finally:
            connections.close_all()

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls, clients))


def assert_consistent(deck: Deck, versions: int) -> None:
    deck.refresh_from_db()
    numbers = list(DeckVersion.objects.filter(deck=deck).order_by("number").values_list("number", flat=True))
    assert numbers == list(range(1, versions + 1))
    assert deck.current_version == versions


def test_parallel_saves_and_updates_each_become_a_version(deck, owner):
    def save(n):
        return lambda client: client.post(f"/decks/{deck.public_id}/save/", {"note": f"save {n}"})

    def rename(n):
        body = json.dumps({"name": f"Renamed {n}"})
        return lambda client: client.patch(
            f"/api/decks/{deck.public_id}/", body, content_type="application/json"
        )

    calls = [save(n) for n in range(PARALLEL)] + [rename(n) for n in range(PARALLEL)]
    statuses = [response.status_code for response in in_parallel(calls, owner)]
    assert all(status in (200, 302) for status in statuses), statuses
    assert_consistent(deck, 1 + 2 * PARALLEL)
    notes = set(DeckVersion.objects.filter(deck=deck).values_list("note", flat=True))
    assert {f"save {n}" for n in range(PARALLEL)} <= notes
    names = set(DeckVersion.objects.filter(deck=deck).values_list("name", flat=True))
    assert {f"Renamed {n}" for n in range(PARALLEL)} <= names
    # and the deck still takes a save, one at a time
    services.deck_version_save(deck=deck, note="after")
    assert_consistent(deck, 2 + 2 * PARALLEL)


def test_parallel_plus_one_clicks_all_count(deck, owner, demo_cards):
    card = demo_cards[0]

    def plus_one(client):
        return client.post(
            f"/decks/{deck.public_id}/build/card/", {"card": card.key, "section": "main", "delta": "1"}
        )

    statuses = [response.status_code for response in in_parallel([plus_one] * PARALLEL, owner)]
    assert all(status == 302 for status in statuses), statuses
    line = DeckCard.objects.get(deck=deck, card=card, section="main")
    assert line.quantity == 2 + PARALLEL
    deck.refresh_from_db()
    assert deck.card_count == 3 * 2 + PARALLEL


def test_parallel_restores_and_copies(deck, owner, demo_cards):
    services.deck_card_set(deck=deck, card=demo_cards[0], section="main", quantity=3)
    services.deck_version_save(deck=deck, note="three")

    def restore(client):
        return client.post(f"/decks/{deck.public_id}/history/1/restore/")

    def copy(client):
        return client.post(f"/api/decks/{deck.public_id}/copy/")

    responses = in_parallel([restore] * 4 + [copy] * 4, owner)
    assert all(response.status_code in (201, 302) for response in responses), [
        r.status_code for r in responses
    ]
    assert_consistent(deck, 2 + 4)
    copies = Deck.objects.filter(copied_from=deck)
    assert copies.count() == 4
    for copied in copies:
        assert_consistent(copied, 1)
        assert copied.card_count in (6, 7)  # the list before or after a restore, never a mix


def test_a_stale_base_version_is_a_409_that_keeps_the_edit(deck, owner):
    client = Client()
    client.force_login(owner)
    url = f"/api/decks/{deck.public_id}/"
    ok = client.patch(url, json.dumps({"name": "First", "base_version": 1}), content_type="application/json")
    assert ok.status_code == 200 and ok.json()["current_version"] == 2
    edit = {"name": "Second", "base_version": 1}
    stale = client.patch(url, json.dumps(edit), content_type="application/json")
    assert stale.status_code == 409
    body = stale.json()
    assert "version 1" in body["detail"] and "version 2" in body["detail"]
    assert body["current_version"] == 2 and body["your_edit"] == edit
    deck.refresh_from_db()
    assert deck.name == "First" and deck.current_version == 2


def test_the_migration_repairs_a_deck_left_behind(deck):
    import importlib

    from django.apps import apps

    services.deck_version_save(deck=deck, note="two")
    Deck.objects.filter(pk=deck.pk).update(current_version=1)  # as the races left decks
    repair = importlib.import_module("decks.migrations.0002_repair_current_version").repair
    repair(apps, None)
    assert_consistent(deck, 2)


def test_saves_racing_a_delete_get_a_404_not_a_500(deck, owner):
    def save(client):
        return client.post(f"/decks/{deck.public_id}/save/", {"note": "racing"})

    def delete(client):
        return client.post(f"/decks/{deck.public_id}/delete/")

    statuses = [r.status_code for r in in_parallel([save] * 4 + [delete] + [save] * 3, owner)]
    assert all(status in (302, 404) for status in statuses), statuses
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert not DeckVersion.objects.filter(deck_id=deck.pk).exists()


def test_a_deck_left_behind_saves_again_without_the_migration(deck, owner):
    services.deck_version_save(deck=deck, note="two")
    Deck.objects.filter(pk=deck.pk).update(current_version=1)  # as the races left decks
    client = Client()
    client.force_login(owner)
    assert client.post(f"/decks/{deck.public_id}/save/", {"note": "three"}).status_code == 302
    renamed = client.patch(
        f"/api/decks/{deck.public_id}/", json.dumps({"name": "Again"}), content_type="application/json"
    )
    assert renamed.status_code == 200
    assert_consistent(deck, 4)
