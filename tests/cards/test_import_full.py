"""The whole card database, imported once for this module: counts and a few exact cards."""

import pytest
from django.db import transaction

from cards.models import Card, CardSet, Format, Printing
from cards.services import DEMO_DIR, cards_import_paths

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def full_import(django_db_setup, django_db_blocker, carddata_dir):
    with django_db_blocker.unblock(), transaction.atomic():
        yield cards_import_paths(paths=[carddata_dir, DEMO_DIR])
        transaction.set_rollback(True)


def test_every_record_is_read(full_import):
    assert full_import.issues == []
    assert full_import.printings == 20_132 + 202 + 19


def test_l5r_counts(full_import):
    assert Printing.objects.filter(card__game="l5r").count() == 20_132
    # 13,798 distinct title/version pairs; the data's ids split 42 more (a Follower and a Proxy share a title)
    assert Card.objects.filter(game="l5r").count() == 13_840
    assert Card.objects.filter(game="l5r").values("title", "version").distinct().count() == 13_798
    assert CardSet.objects.filter(game="l5r").count() == 130
    assert Format.objects.filter(game="l5r").count() == 16


def test_celestial_format_has_the_celestial_printings(full_import):
    tag = "Destroyer War (Celestial)"
    legality = Printing.objects.filter(card__game="l5r").values_list("card_id", "legality")
    assert sum(tag in tags for _, tags in legality) == 3_600  # as MANIFEST.md counts them
    celestial = Format.objects.get(game="l5r", name=tag)
    assert set(celestial.cards.values_list("pk", flat=True)) == {
        card for card, tags in legality if tag in tags
    }


def test_naruto_counts(full_import):
    assert Printing.objects.filter(card__game="naruto").count() == 202
    assert Card.objects.filter(game="naruto", card_type="Character").count() == 149
    assert Card.objects.filter(game="naruto", card_type="Mission").count() == 10


def test_a_title_printed_in_many_sets_is_one_card(full_import):
    ambush = Card.objects.get(game="l5r", key="ambush")
    assert ambush.printings.count() >= 10
    assert ambush.printings.values("card_set").distinct().count() == ambush.printings.count()
