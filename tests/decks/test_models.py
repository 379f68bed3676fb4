"""Deck models: unguessable ids, private by default, who sees what, constraints the database keeps."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import IntegrityError, transaction

from decks.models import Deck, DeckCard, DeckVersion

pytestmark = pytest.mark.usefixtures("deck_cards")


@pytest.mark.django_db
def test_public_ids_are_random_and_decks_private_by_default(owner, make_deck):
    decks = [make_deck(owner=owner) for _ in range(3)]
    ids = {d.public_id for d in decks}
    assert len(ids) == 3
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{12}", i) for i in ids)  # 72 random bits, not the row id
    assert all(d.visibility == Deck.Visibility.PRIVATE for d in decks)
    assert decks[0].get_absolute_url().endswith(f"/{decks[0].public_id}/")


@pytest.mark.django_db
def test_who_sees_what(owner, other_user, make_deck):
    private = make_deck(owner=owner, name="private")
    unlisted = make_deck(owner=owner, name="unlisted", visibility="unlisted")
    public = make_deck(owner=owner, name="public", visibility="public")
    anonymous = AnonymousUser()

    def names(qs):
        return sorted(d.name for d in qs)

    assert names(Deck.objects.visible_to(owner)) == ["private", "public", "unlisted"]
    assert names(Deck.objects.visible_to(other_user)) == ["public", "unlisted"]
    assert names(Deck.objects.visible_to(anonymous)) == ["public", "unlisted"]
    assert names(Deck.objects.listed_for(other_user)) == ["public"]
    assert names(Deck.objects.listed_for(owner)) == ["private", "public", "unlisted"]
    assert private.can_be_viewed_by(owner) and not private.can_be_viewed_by(other_user)
    assert unlisted.can_be_viewed_by(anonymous) and public.can_be_viewed_by(anonymous)
    assert (
        public.is_owned_by(owner) and not public.is_owned_by(other_user) and not public.is_owned_by(anonymous)
    )


@pytest.mark.services
@pytest.mark.django_db
def test_database_constraints(owner, make_deck):
    deck = make_deck(owner=owner, entries=[("ambush", 3, "fate")])
    line = deck.cards.get()
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckCard.objects.create(deck=deck, card=line.card, quantity=1, section="fate")
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckCard.objects.filter(pk=line.pk).update(quantity=0)
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckVersion.objects.create(deck=deck, number=1, name="again", format_key="x")


@pytest.mark.services
@pytest.mark.django_db
def test_public_decks_are_found_by_card(owner, make_deck):
    make_deck(owner=owner, name="with", visibility="public", entries=[("ambush", 3, "fate")])
    make_deck(owner=owner, name="without", visibility="public", entries=[("charge", 3, "fate")])
    from cards.models import Card

    ambush = Card.objects.get(game="l5r", key="ambush")
    assert [d.name for d in Deck.objects.public().containing(ambush)] == ["with"]
