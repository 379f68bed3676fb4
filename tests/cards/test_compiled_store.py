"""The import stores each card's compiled text with the compiler version, and compiles again only what a
new compiler version or new text changes."""

import pytest

from cards.models import Card
from cards.services import effect_scripts_load
from rulings.engine.cardtext.compiler import COMPILER_VERSION

pytestmark = pytest.mark.django_db


def copper_mine() -> Card:
    return Card.objects.get(game="l5r", title="Copper Mine", version="")


def test_the_import_stores_the_compiled_text_and_its_clause_map(card_sample):
    effect_scripts_load()
    stored = copper_mine().compiled_text
    assert stored["version"] == COMPILER_VERSION
    assert stored["fields"]["stats"] == {"gold_production": 2}
    assert stored["clauses"] == {"a1": {"played": True, "family": "produce gold"}}
    l5r = Card.objects.filter(game="l5r")
    clauses = [clause for card in l5r for clause in card.compiled_text.get("clauses", {}).values()]
    unplayed = [clause for clause in clauses if not clause["played"]]
    assert unplayed and all(clause["reason"] for clause in unplayed)  # each says why it is not played


def test_only_a_new_compiler_version_or_new_text_compiles_again(card_sample):
    effect_scripts_load()
    assert effect_scripts_load().compiled == 0
    card = copper_mine()
    card.compiled_text = {**card.compiled_text, "version": "0", "fields": {}}
    card.save(update_fields=["compiled_text"])
    assert effect_scripts_load().compiled == 1
    assert copper_mine().compiled_text["fields"]["stats"] == {"gold_production": 2}
    Card.objects.filter(pk=card.pk).update(text="<b>:bow::</b> Produce 3 Gold.")
    assert effect_scripts_load().compiled == 1
    assert copper_mine().compiled_text["fields"] == {"stats": {"gold_production": 3}}
