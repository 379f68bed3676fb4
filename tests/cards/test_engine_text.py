"""The card page and the card API show the compiled text through the card's `engine` object (issue 19): each
clause of the printed text, whether the engine plays it and what plays it, in words; a hand-written script
wins over the compiled text, as import_cards decides."""

import re

import pytest
from django.urls import reverse

from cards.compiled import stored_compilation
from cards.definitions import card_definition
from cards.models import Card
from rulings.engine.cardtext.compiler import COMPILER_VERSION

pytestmark = pytest.mark.django_db

# Akodo's Grave (no script): ":bow:: Produce 2 Gold." (a1, compiled) and "Battle, :bow:: Destroy this Holding
# to destroy a target Terrain." (a2, not understood).
GRAVE = {"game": "l5r", "key": "akodo_s_grave"}
CHARGE = {"game": "l5r", "key": "charge"}  # a hand-written script; the compiler plays its clause too


def engine_of(client, card: dict) -> dict:
    return client.get(reverse("cards_api:detail", kwargs=card)).json()["engine"]


def engine_section(client, card: dict) -> str:
    page = client.get(reverse("cards:detail", kwargs=card)).content.decode()
    return re.search(r'<section[^>]*id="engine">.*?</section>', page, re.S).group(0)


def test_the_api_gives_a_compiled_cards_clauses_and_what_plays_each(client, scripts_loaded):
    engine = engine_of(client, GRAVE)
    assert (engine["status"], engine["source"], engine["compiler_version"]) == (
        "partial",
        "compiled",
        COMPILER_VERSION,
    )
    grave, destroy = engine["clauses"]
    assert (grave["id"], grave["played"], grave["played_by"], grave["family"]) == (
        "a1",
        True,
        "compiled",
        "produce gold",
    )
    assert grave["explanation"] == "played by the engine, compiled from the printed text (produce gold)"
    assert (destroy["id"], destroy["played"], destroy["played_by"]) == ("a2", False, "")
    assert destroy["reason"] and destroy["explanation"].startswith(
        "not played by the engine: the card-text compiler does not play it ("
    )
    assert "gold_production: 2" in engine["compiled_yaml"]


def test_the_card_page_says_what_plays_each_clause_in_words(client, scripts_loaded):
    section = engine_section(client, GRAVE)
    assert "The engine plays part of this card&#x27;s text" in section
    assert "The engine reads it from its printed text, compiled." in section
    assert "played by the engine, compiled from the printed text (produce gold)" in section
    assert 'class="clause unplayed"' in section and "the card-text compiler does not play it" in section
    assert f"card-text compiler version {COMPILER_VERSION}" in section
    assert "gold_production: 2" in section  # the compiled text, in the scenario language


def test_a_hand_written_script_wins_over_the_compiled_text(client, scripts_loaded):
    charge = Card.objects.get(**CHARGE)
    assert charge.effect_script and charge.compiled_text["clauses"]["a1"]["played"]
    engine = engine_of(client, CHARGE)
    assert (engine["source"], engine["compiler_version"], engine["compiled_yaml"]) == ("script", "", "")
    assert [(c["id"], c["played_by"]) for c in engine["clauses"]] == [("a1", "script")]
    assert engine["clauses"][0]["explanation"] == "played by the engine, from the card's hand-written script"
    section = engine_section(client, CHARGE)
    assert "from its hand-written effect script" in section and "compiled" not in section
    # the definition is the script's: Simple Men's script names its Farm keyword as one string, where its
    # compiled text (compiler 20, part C) names a list of keywords
    simple_men = Card.objects.get(game="l5r", title="Simple Men")
    assert simple_men.compiled_text["fields"]["production_cost"] == {"bow": {"type": "holding",
                                                                           "keywords": ["Farm"]}}
    assert card_definition(simple_men)["production_cost"] == {"bow": {"type": "holding", "keywords": "Farm"}}
    assert card_definition(simple_men)["stats"]["gold_production"] == 4


def test_a_card_without_a_script_is_defined_by_its_compiled_text(scripts_loaded):
    grave = Card.objects.get(**GRAVE)
    assert card_definition(grave)["stats"]["gold_production"] == 2
    assert "abilities" not in card_definition(grave)  # its a2 is not understood, so not played


def test_a_keyword_rule_says_which_keyword(client, scripts_loaded):
    clauses = [c for c in engine_of(client, {"game": "l5r", "key": "enomoto"})["clauses"] if c["keyword"]]
    assert clauses and all(c["played_by"] == "keyword rule" for c in clauses)
    assert clauses[0]["explanation"] == "played by the engine's rule for Shugenja"


def test_the_engine_section_is_the_same_for_anyone(client, scripts_loaded, django_user_model):
    """Permission-neutral: an anonymous visitor sees the whole engine section, as a user and staff do."""
    anonymous = engine_section(client, GRAVE)
    assert "produce gold" in anonymous
    client.force_login(django_user_model.objects.create_user("player", password="pw-player-123"))
    assert engine_section(client, GRAVE) == anonymous
    client.force_login(django_user_model.objects.create_superuser("admin", password="pw-admin-123"))
    assert engine_section(client, GRAVE) == anonymous
    client.logout()
    assert engine_of(client, GRAVE)["status"] == "partial"  # the API too, signed out


def test_card_text_and_compiler_notes_are_escaped(client, card_sample):
    card = Card.objects.create(
        game="l5r",
        key="escaping",
        title="Escaping",
        card_type="Holding",
        text=':bow:: Produce 2 Gold.<br><b>Battle:</b> <script>alert("text")</script> Destroy <img src=x '
        "onerror=alert(1)>.",
        title_search="escaping",
        content_hash="x",
    )
    stored = stored_compilation(card)
    stored["clauses"]["a2"]["reason"] = "'<img src=y onerror=alert(2)>' is not understood"
    Card.objects.filter(pk=card.pk).update(compiled_text=stored)
    page = client.get(reverse("cards:detail", kwargs={"game": "l5r", "key": "escaping"})).content.decode()
    assert "<script>alert" not in page and "<img src=x" not in page and "<img src=y" not in page
    assert "&lt;img src=y onerror=alert(2)&gt;" in page  # the compiler's note, escaped, not dropped
    assert "played by the engine, compiled from the printed text (produce gold)" in page


def test_a_reminder_sentence_played_by_its_keyword_rule_names_the_keyword():
    from cards.engine_text import clause_explanation

    clause = {"played": True, "played_by": "keyword rule", "keyword": True,
              "text": "(Duelists win tied duels versus non-Duelists.)"}  # fmt: skip
    assert clause_explanation("l5r", clause, "compiled") == "played by the engine's rule for Duelist"
