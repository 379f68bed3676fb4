"""Answers about real cards read in a player's words (issue 16): database cards by their titles (with their
versions when titles repeat), effects by the card text or action they are written in, zones as "Mission 1",
and an Item's printed Force as the modifier it is ("+1")."""

from __future__ import annotations

import html
import re

import pytest
from django.db import transaction
from django.urls import reverse

from cards.services import effect_scripts_load
from cards.stats import stat_text
from rulings.questions.models import Question, Visibility
from rulings.questions.services import question_evaluate, question_submit

pytestmark = pytest.mark.django_db

NARUTO = """
version: 1
game: naruto
players: [me, opponent]
cards:
  sasuke-uchiha-last-of-the-uchi: {ref: Sasuke Uchiha • Last of the Uchiha Clan, owner: me, zone: 'mission:1'}
  sasuke-uchiha-curse-mark-of-he:
    {ref: Sasuke Uchiha • Curse Mark of Heaven, owner: opponent, zone: 'mission:1'}
  naruto-uzumaki-leaf-village-ge: {ref: Naruto Uzumaki • Leaf Village Genin, owner: me, zone: 'mission:1'}
steps:
- action:
    id: a1
    by: me
    effects:
    - {targets: sasuke-uchiha-last-of-the-uchi, powerup: 2}
- ask: {stat: power, card: sasuke-uchiha-last-of-the-uchi}
- ask: {controller: sasuke-uchiha-curse-mark-of-he}
"""

L5R = """
version: 1
game: l5r
players: [me]
cards:
  hero: {type: personality, title: Hida Hero, owner: me, zone: 'battlefield:1', stats: {force: 2, chi: 3}}
  the-jade-hand: {ref: The Jade Hand, owner: me, zone: 'battlefield:1'}
steps:
- action:
    id: a1
    by: me
    effects:
    - {targets: hero, stat: chi, change: -2}
- ask: {stat: chi, card: hero}
- ask: {stat: force, card: the-jade-hand}
"""


def answered(text: str) -> Question:
    with transaction.atomic():
        question = question_submit(scenario=text, visibility=Visibility.UNLISTED)
    question_evaluate(question_id=question.pk)
    return Question.objects.get(pk=question.pk)


def page_words(client, question: Question) -> str:
    """The words of the answer as a reader sees them (tags and their attributes left out)."""
    page = client.get(question.get_absolute_url()).content.decode()
    result = page.split('<div class="result">')[1].split('class="muted engine-version"')[0]
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", result)))


def test_database_cards_effects_and_missions_are_named_in_words(client, card_sample):
    effect_scripts_load()  # Sasuke's trait (rolled back with the test)
    question = answered(NARUTO)
    words = page_words(client, question)
    for shown in ("sasuke-uchiha", "naruto-uzumaki", "mission:1", "last-of-the-uchi.t1"):
        assert shown not in words
    assert "Power of Sasuke Uchiha • Last of the Uchiha Clan: 5" in words
    assert "-1 penalty from Sasuke Uchiha • Last of the Uchiha Clan's trait" in words
    assert "Sasuke Uchiha • Last of the Uchiha Clan's trait applies to" in words  # a trace line
    assert "Now in: Mission 1" in words
    assert "Sasuke Uchiha • Curse Mark of Heaven is controlled by" in words  # a trace line
    assert question.result["answers"][0]["answer"]["value"] == 5  # the engine's result is unchanged


def test_an_items_force_reads_as_a_modifier_and_an_effect_by_its_action(client, card_sample):
    question = answered(L5R)
    words = page_words(client, question)
    assert "Force of The Jade Hand: +1" in words and "Base Force: +1" in words
    assert "Chi of Hida Hero: 1" in words
    assert "-2 penalty from action a1 (step 0)" in words and "effect-" not in words
    force = next(a for a in question.result["answers"] if a["question"].get("stat") == "force")
    assert force["answer"]["value"] == 1  # the API's value stays a number


# --- card labels: the type as printed, modifiers as printed --------------------------------------------
def test_a_modifier_stat_reads_as_printed_and_a_number_by_its_name():
    assert stat_text(name="force", kind="modifier", printed="+2", game="l5r") == "+2F"
    assert stat_text(name="chi", kind="modifier", printed="-1", game="l5r") == "-1C"
    assert stat_text(name="force", kind="number", printed="3", game="l5r") == "Force 3"
    assert stat_text(name="cost", kind="number", printed="5", game="naruto") == "Chakra 5"


def test_the_builder_labels_cards_by_their_printed_type_and_stats(client, card_sample):
    url = reverse("questions:builder-cards")
    charge = html.unescape(client.get(url, {"game": "l5r", "card_title": "charge"}).content.decode())
    assert re.search(r">Charge</button>\s*<span class=\"muted\">Strategy\b", charge)
    assert "Action" not in charge
    hand = html.unescape(client.get(url, {"game": "l5r", "card_title": "the jade hand"}).content.decode())
    assert re.search(r">The Jade Hand</button>\s*<span class=\"muted\">Item · [^<]*\+1F", hand)
    assert "Force 1" not in hand
    page = html.unescape(
        client.get("/questions/builder/", {"game": "l5r", "card": "the_jade_hand"}).content.decode()
    )
    assert '<span class="badge">Item</span>' in page and "+1F" in page and "Force 1" not in page
