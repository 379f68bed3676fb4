"""A copy must not hand on an unlisted deck's link (issue 22, point 5): Bob opens Alice's unlisted deck by its
link, copies it and makes the copy public; the copy's page linked "copied from" to Alice's deck, which anyone
could then follow. The original is linked only to whoever may find it without the link (public, or theirs)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from decks import services

pytestmark = pytest.mark.django_db


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="pw-alice-123")


@pytest.fixture
def bob():
    return get_user_model().objects.create_user("bob", password="pw-bob-123")


def copied_public(original, bob):
    copy = services.deck_copy(deck=original, owner=bob)
    services.deck_update(deck=copy, visibility="public")
    return copy


def pages(client, deck) -> list[str]:
    urls = [deck.get_absolute_url(), f"/decks/{deck.public_id}/history/"]
    return [client.get(url).content.decode() for url in urls]


@pytest.mark.parametrize("viewer", ["anonymous", "bob", "carol"])
def test_a_public_copy_of_an_unlisted_deck_does_not_link_it(client, alice, bob, viewer):
    original = services.deck_create(
        owner=alice, game="naruto", format_key="mythos", name="Secret", visibility="unlisted"
    )
    copy = copied_public(original, bob)
    if viewer == "bob":
        client.force_login(bob)
    elif viewer == "carol":
        client.force_login(get_user_model().objects.create_user("carol", password="pw-carol-123"))
    for page in pages(client, copy):
        assert original.public_id not in page
        assert "copied from an unlisted deck" in page


def test_the_original_is_linked_where_the_viewer_may_find_it(client, alice, bob):
    unlisted = services.deck_create(
        owner=alice, game="naruto", format_key="mythos", name="Secret", visibility="unlisted"
    )
    copy = copied_public(unlisted, bob)
    client.force_login(alice)  # her own deck
    assert all(unlisted.get_absolute_url() in page for page in pages(client, copy))
    public = services.deck_create(
        owner=alice, game="naruto", format_key="mythos", name="Open", visibility="public"
    )
    client.logout()
    assert all(public.get_absolute_url() in page for page in pages(client, copied_public(public, bob)))
    services.deck_update(deck=unlisted, visibility="private")
    assert all("copied from a private deck" in page for page in pages(client, copy))
