"""Accented titles are found as players type them, without the accent, in every card search."""

from importlib import import_module

import pytest
from django.apps import apps

from cards.models import Card, CardTag
from cards.search import compile_query
from cards.services import card_title_matches, cards_import_paths
from decks.matching import norm


@pytest.fixture
def naga_attache(db, carddata_dir):
    cards_import_paths(paths=[carddata_dir / "l5r" / "sets" / "road_to_ruin.yaml"])
    return Card.objects.get(title="Naga Attaché")


@pytest.mark.parametrize("typed", ["naga attache", "Naga Attaché", "ATTACHE"])
def test_search_and_autocomplete_find_the_title_with_or_without_accent(naga_attache, typed):
    assert Card.objects.filter(compile_query(typed, game="l5r")).filter(pk=naga_attache.pk).exists()
    found = [card for card, _ in card_title_matches(game="l5r", typed=typed.split()[-1], limit=50)]
    assert naga_attache in found


def test_decklist_titles_fold_the_same_way():
    assert norm("Naga Attaché") == norm("naga attache") == "naga attache"
    assert norm("Akodo\u00b4s Grin") == norm("Akodo's Grin") == "akodos grin"


def test_the_migration_refolds_what_an_older_fold_stored(naga_attache):
    Card.objects.filter(pk=naga_attache.pk).update(title_search="naga attaché")
    CardTag.objects.filter(card=naga_attache).update(norm="attaché")
    import_module("cards.migrations.0005_refold_search_text").refold(apps, None)
    naga_attache.refresh_from_db()
    assert naga_attache.title_search == "naga attache"
    assert "attaché" not in set(CardTag.objects.filter(card=naga_attache).values_list("norm", flat=True))
