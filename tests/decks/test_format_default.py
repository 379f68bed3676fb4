"""A deck without a chosen format gets the newest format all its cards are legal in, else the game's newest:
new decks, the import page and the API's validate; an explicit choice is kept."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from django.urls import reverse

from decks.formats import format_default, formats_for
from decks.models import Deck
from decks.parsing import entries_export
from decks.validation import facts_load

from .page_fixtures import CELESTIAL, legal_l5r_entries

pytestmark = [pytest.mark.usefixtures("deck_cards"), pytest.mark.django_db]
OLDEST = "clan-wars-imperial"


@pytest.fixture
def crab_text():
    entries = legal_l5r_entries()
    facts = facts_load(game="l5r", keys={e.key for e in entries})
    return entries_export(game="l5r", entries=entries, facts=facts, syntax="text")


def newest_l5r() -> str:
    return formats_for("l5r")[-1].key


def test_the_newest_format_all_the_cards_fit(crab_text):
    crab = facts_load(game="l5r", keys={e.key for e in legal_l5r_entries()}).values()
    # Every card of the Crab deck is legal in Celestial, Legacy and Modern; Modern comes last of them.
    assert format_default(game="l5r", cards=crab).key == "modern"
    assert format_default(game="l5r", cards=facts_load(game="l5r", keys={"ambush"}).values()).key == (
        newest_l5r()
    )
    assert newest_l5r() != OLDEST
    assert format_default(game="l5r").key == newest_l5r()  # no cards yet
    apart = [SimpleNamespace(formats=frozenset({OLDEST})), SimpleNamespace(formats=frozenset({"modern"}))]
    assert format_default(game="l5r", cards=apart).key == newest_l5r()  # no format holds them all
    assert format_default(game="naruto").key == "mythos"


def test_the_api_validate_defaults_the_format_and_keeps_an_explicit_one(client, crab_text):
    def validate(**extra):
        body = {"game": "l5r", "text": crab_text, **extra}
        response = client.post("/api/decks/validate/", json.dumps(body), content_type="application/json")
        assert response.status_code == 200, response.content
        return response.json()

    assert validate()["format"] == "modern"
    assert validate(format="")["format"] == "modern"
    explicit = validate(format=CELESTIAL)
    assert explicit["format"] == CELESTIAL and explicit["valid"]


def test_a_new_deck_starts_in_the_newest_format(client, owner):
    client.force_login(owner)
    html = client.get(reverse("decks:new")).content.decode()
    assert f'value="l5r:{newest_l5r()}" selected' in html
    assert f'value="l5r:{OLDEST}" selected' not in html


def test_the_import_page_checks_against_the_newest_format_the_cards_fit(client, owner, crab_text):
    page = client.get(reverse("decks:import")).content.decode()
    assert 'value="l5r:" selected' in page
    form = {"format": "l5r:", "syntax": "auto", "text": crab_text}
    html = client.post(reverse("decks:import"), form).content.decode()
    assert "Checked against <strong>Modern</strong>" in html
    assert "Legal</strong> in Modern" in html
    client.force_login(owner)
    client.post(reverse("decks:import"), {**form, "action": "save", "name": "Crab"})
    client.post(
        reverse("decks:import"), {**form, "format": f"l5r:{CELESTIAL}", "action": "save", "name": "B"}
    )
    assert dict(Deck.objects.values_list("name", "format_key")) == {"Crab": "modern", "B": CELESTIAL}
