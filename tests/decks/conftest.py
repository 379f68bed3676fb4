"""Deck fixtures shared by the deck tests: real card data (a sample of L5R sets, all Naruto cards, the ChiAxis
demo set) imported once per module and rolled back afterwards, users, and a factory for decks.

The sample holds every card the tests name: a Crab deck of Celestial Edition cards, cards whose text changes
construction (Achirin, Lesser Oni, The Great Bear, Dark Ring of Air, Radiant Bay, Dangai Sensei, Ichido
Allegiance), a Wind, a banned card (Advance Warning).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction

from bench.card_sample import sample_paths
from cards.services import cards_import_paths
from decks import services
from decks.facts import Entry
from decks.matching import title_index_clear

FIXTURES = Path(__file__).parent / "fixtures"
SAMPLE_SETS = (
    "celestial_edition",  # the Crab deck of the fixtures, Hida Kuon • Experienced 6, Rings
    "celestial_edition_15",
    "lotus_edition",  # Achirin: "up to six copies"
    "gold_edition",  # Lesser Oni: "any number of copies"; Toturi Tsudao (a Wind)
    "crimson_and_jade",  # The Great Bear: "considered Hida Kisada"
    "rise_of_otosan_uchi",  # Dark Ring of Air • Experienced, The Kanpeki Dynasty (a Wind)
    "onyx_edition",  # Radiant Bay: "at least 16 Holdings"
    "gates_of_tengoku",  # Dangai Sensei: a text the Desk does not check
    "gathering_storms",  # Ichido Allegiance: "Your Wind must be The Kanpeki Dynasty"
    "the_currency_of_war",  # Advance Warning (banned)
    "enemy_of_my_enemy",  # Hida Kisada • Experienced
)


@pytest.fixture(scope="module")
def deck_cards(django_db_setup, django_db_blocker, carddata_dir):
    """The sample card data, shared by the tests of one module (rolled back after it)."""
    with django_db_blocker.unblock(), transaction.atomic():
        title_index_clear()
        report = cards_import_paths(paths=sample_paths(carddata_dir, SAMPLE_SETS))
        yield report
        title_index_clear()
        transaction.set_rollback(True)


def read_fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


@pytest.fixture
def owner(db):
    return get_user_model().objects.create_user("owner", password="pw-owner-123")


@pytest.fixture
def other_user(db):
    return get_user_model().objects.create_user("other", password="pw-other-123")


@pytest.fixture
def make_deck(db):
    """make_deck(owner=..., game="l5r", format_key=..., entries=[(key, quantity, section)], ...)."""

    def make(
        *, owner, game="l5r", format_key="destroyer-war-celestial", entries=(), name="Test deck", **extra
    ):
        return services.deck_create(
            owner=owner,
            game=game,
            format_key=format_key,
            name=name,
            entries=[Entry(*e) if isinstance(e, tuple) else e for e in entries],
            **extra,
        )

    return make
