"""The deck pages' permission matrix: owner, another user and an anonymous visitor, on every page, for
private, unlisted and public decks. Others get 404 for a private deck (as if it did not exist); only the owner
changes a deck (others who may see it get 403, anonymous visitors are sent to log in); CSRF is enforced;
wrong methods get 405; nothing changes when a request is refused."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from decks.models import Deck, DeckCard

from .page_fixtures import crab_deck, plain_cards

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
VISIBILITIES = [Deck.Visibility.PRIVATE, Deck.Visibility.UNLISTED, Deck.Visibility.PUBLIC]
ROLES = ["owner", "other", "anonymous"]


@pytest.fixture
def world(deck_cards, owner, other_user):
    decks = {
        visibility: crab_deck(owner, visibility=visibility, name=f"{visibility} deck")
        for visibility in VISIBILITIES
    }
    return {"owner": owner, "other": other_user, "decks": decks, "card": plain_cards("Fate", 15)[14]}


def client_for(role: str, world) -> Client:
    client = Client()
    if role != "anonymous":
        client.force_login(world[role])
    return client


def expected_view(role: str, visibility: str) -> int:
    """Pages that show a deck: the owner always; others when the deck is unlisted or public."""
    return 200 if role == "owner" or visibility != Deck.Visibility.PRIVATE else 404


def expected_edit(role: str, visibility: str, ok: int) -> int:
    """Pages that change a deck: the owner; others 404 (private) or 403; anonymous: to the login page."""
    if role == "owner":
        return ok
    if role == "anonymous":
        return 302
    return 404 if visibility == Deck.Visibility.PRIVATE else 403


def view_requests(deck, card):
    pid = deck.public_id
    return [
        ("detail", "get", reverse("decks:detail", args=[pid]), {}, {}),
        ("history", "get", reverse("decks:history", args=[pid]), {}, {}),
        ("version", "get", reverse("decks:version", args=[pid, 1]), {}, {}),
        ("export-text", "get", reverse("decks:export", args=[pid, "text"]), {}, {}),
        ("export-json", "get", reverse("decks:export", args=[pid, "json"]), {"download": "1"}, {}),
        ("export-l5d", "get", reverse("decks:export", args=[pid, "l5d"]), {}, {}),
        (
            "probability",
            "get",
            reverse("decks:probability", args=[pid]),
            {"section": "fate", "turn": 2, "group1": card.key},
            HTMX,
        ),
        ("hand", "get", reverse("decks:hand", args=[pid]), {"seed": 3}, HTMX),
    ]


def edit_requests(deck, card):
    pid = deck.public_id
    return [
        ("builder", "get", reverse("decks:builder", args=[pid]), {}, {}, 200),
        ("builder-search", "get", reverse("decks:builder_search", args=[pid]), {"q": "ambush"}, HTMX, 200),
        ("delete-page", "get", reverse("decks:delete", args=[pid]), {}, {}, 200),
        (
            "card-set",
            "post",
            reverse("decks:card_set", args=[pid]),
            {"card": card.key, "section": "fate", "delta": 1},
            {},
            302,
        ),
        (
            "card-set-htmx",
            "post",
            reverse("decks:card_set", args=[pid]),
            {"card": card.key, "section": "fate", "delta": 1},
            HTMX,
            200,
        ),
        (
            "settings",
            "post",
            reverse("decks:settings", args=[pid]),
            {"name": "Renamed", "format_key": deck.format_key, "visibility": deck.visibility},
            {},
            302,
        ),
        ("save", "post", reverse("decks:save", args=[pid]), {"note": "n"}, {}, 302),
        ("restore", "post", reverse("decks:restore", args=[pid, 1]), {}, {}, 302),
        ("delete", "post", reverse("decks:delete", args=[pid]), {}, {}, 302),
    ]


def state(deck) -> tuple:
    deck.refresh_from_db()
    lines = sorted(DeckCard.objects.filter(deck=deck).values_list("card__key", "quantity", "section"))
    return deck.name, deck.visibility, deck.versions.count(), tuple(lines)


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("role", ROLES)
def test_pages_that_show_a_deck(world, role, visibility):
    deck = world["decks"][visibility]
    client = client_for(role, world)
    for name, method, url, data, headers in view_requests(deck, world["card"]):
        response = getattr(client, method)(url, data, **headers)
        assert response.status_code == expected_view(role, visibility), (name, role, visibility)


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("role", ROLES)
def test_pages_that_change_a_deck(world, role, visibility):
    deck = world["decks"][visibility]
    for name, method, url, data, headers, ok in edit_requests(deck, world["card"]):
        if not Deck.objects.filter(pk=deck.pk).exists():
            break  # the owner's delete ran last
        before = state(deck)
        response = getattr(client_for(role, world), method)(url, data, **headers)
        assert response.status_code == expected_edit(role, visibility, ok), (name, role, visibility)
        if role == "anonymous":
            assert response["Location"].startswith(reverse("login") + "?next=")
        if role != "owner":
            assert state(deck) == before, (name, role, visibility)
        if response.status_code == 403:
            assert "Only the owner can change this deck" in response.content.decode()
    if role == "owner":
        assert not Deck.objects.filter(pk=deck.pk).exists()


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("role", ROLES)
def test_copy(world, role, visibility):
    deck = world["decks"][visibility]
    before = Deck.objects.count()
    response = client_for(role, world).post(reverse("decks:copy", args=[deck.public_id]))
    if role == "anonymous":
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
        assert Deck.objects.count() == before
    elif expected_view(role, visibility) == 404:
        assert response.status_code == 404 and Deck.objects.count() == before
    else:
        assert response.status_code == 302
        copied = Deck.objects.exclude(pk__in=[d.pk for d in world["decks"].values()]).get()
        assert copied.owner == world[role] and copied.visibility == Deck.Visibility.PRIVATE


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("role", ROLES)
def test_compare(world, role, visibility):
    deck = world["decks"][visibility]
    public = world["decks"][Deck.Visibility.PUBLIC]
    response = client_for(role, world).get(
        reverse("decks:compare"), {"a": public.public_id, "b": deck.public_id}
    )
    assert response.status_code == expected_view(role, visibility)


@pytest.mark.parametrize("role", ROLES)
def test_lists(world, role):
    client = client_for(role, world)
    listed = client.get(reverse("decks:index")).content.decode()
    assert "public deck" in listed and "unlisted deck" not in listed and "private deck" not in listed
    mine = client.get(reverse("decks:mine"))
    if role == "anonymous":
        assert mine.status_code == 302 and mine["Location"].startswith(reverse("login"))
    else:
        html = mine.content.decode()
        assert ("private deck" in html) == (role == "owner")
        assert ("unlisted deck" in html) == (role == "owner")
    new = client.get(reverse("decks:new"))
    assert new.status_code == (302 if role == "anonymous" else 200)
    assert client.get(reverse("decks:import")).status_code == 200  # checking a list needs no account


def test_unknown_deck_is_404(world):
    client = client_for("owner", world)
    assert client.get(reverse("decks:detail", args=["nope-not-a-deck"])).status_code == 404
    assert client.get(reverse("decks:builder", args=["nope-not-a-deck"])).status_code == 404


def test_wrong_methods(world):
    deck = world["decks"][Deck.Visibility.PRIVATE]
    client = client_for("owner", world)
    pid = deck.public_id
    for name in ("card_set", "settings", "save", "copy"):
        assert client.get(reverse(f"decks:{name}", args=[pid])).status_code == 405, name
    assert client.get(reverse("decks:restore", args=[pid, 1])).status_code == 405
    for url in (
        reverse("decks:detail", args=[pid]),
        reverse("decks:history", args=[pid]),
        reverse("decks:index"),
    ):
        assert client.post(url).status_code == 405
    assert client.put(reverse("decks:new")).status_code == 405


def test_csrf_is_enforced(world):
    deck = world["decks"][Deck.Visibility.PRIVATE]
    client = Client(enforce_csrf_checks=True)
    client.force_login(world["owner"])
    before = state(deck)
    card = world["card"]
    data = {"card": card.key, "section": "fate", "delta": 1}
    url = reverse("decks:card_set", args=[deck.public_id])
    assert client.post(url, data).status_code == 403
    assert client.post(url, data, **HTMX).status_code == 403
    for name in ("save", "copy", "delete"):
        assert client.post(reverse(f"decks:{name}", args=[deck.public_id])).status_code == 403, name
    assert client.post(reverse("decks:new"), {"name": "x", "format": "naruto:mythos"}).status_code == 403
    assert state(deck) == before
    page = client.get(reverse("decks:builder", args=[deck.public_id])).content.decode()
    token = page.split('name="csrfmiddlewaretoken" value="')[1].split('"')[0]
    header = page.split('"X-CSRFToken": "')[1].split('"')[0]  # what htmx sends (hx-headers on <body>)
    assert client.post(url, data, HTTP_X_CSRFTOKEN=header, **HTMX).status_code == 200
    assert client.post(url, {**data, "csrfmiddlewaretoken": token}).status_code == 302
    assert state(deck) != before
