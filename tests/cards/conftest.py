"""Card fixtures: real card data imported once per test module inside a transaction rolled back afterwards."""

import pytest
from django.db import transaction

from bench.card_sample import sample_paths
from cards.services import cards_import_paths, effect_scripts_load


@pytest.fixture(scope="module")
def card_sample(django_db_setup, django_db_blocker, carddata_dir):
    """Sample L5R sets, all Naruto cards and the ChiAxis demo set, shared by the tests of one module."""
    with django_db_blocker.unblock(), transaction.atomic():
        yield cards_import_paths(paths=sample_paths(carddata_dir))
        transaction.set_rollback(True)


@pytest.fixture(scope="module")
def scripts_loaded(card_sample, django_db_blocker):
    """The effect scripts loaded once for the module (their report), inside card_sample's transaction and
    undone with it; each test's own changes are undone after it. Loading compiles every sample card."""
    with django_db_blocker.unblock():
        return effect_scripts_load()
