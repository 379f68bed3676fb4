"""The card page's "Ask about this card" works for every card the engine plays in full or in part (issue
19), its text played by a hand-written script or compiled: the card page links to the builder pre-filled
with the card, the builder offers each ability its definition has with that ability's printed text, and
the scenario it writes is one the engine reads with the card's definition."""

import html
import json
import re

import pytest
from django.urls import reverse

from cards.clauses import FULL, PARTIAL
from cards.models import Card
from cards.services import card_definition_for
from rulings.engine import evaluate, parse_scenario
from rulings.questions import builder as b
from rulings.questions.builder import card_text
from rulings.questions.builder_views import _entry_zone, known_cards

from .builder_fixtures import card_sample  # noqa: F401

pytestmark = pytest.mark.django_db
URL = "/questions/builder/"


def resolve(game: str, title: str) -> dict | None:
    return card_definition_for(game=game, title=title)


def played_cards() -> dict[str, list[str]]:
    """The keys of the cards with text the engine plays in full or in part, by game."""
    cards = Card.objects.filter(engine_status__in=[FULL, PARTIAL]).exclude(text="").order_by("key")
    found: dict[str, list[str]] = {}
    for game, key in cards.values_list("game", "key"):
        found.setdefault(game, []).append(key)
    return found


def asked_about(game: str, card: b.KnownCard) -> str:
    """The scenario "Ask about this card" starts, with a question about the card."""
    state = b.BuilderState(game=game)
    card_id = b.add_known_card(state, card, zone=_entry_zone(b.vocabulary(game), card))
    b.add_step(state, b.StepChoice(option="ask_zone", card=card_id))
    return b.build(state, {card.key: card})


def test_every_full_or_partial_card_can_be_asked_about(scripts_loaded):
    by_game = played_cards()
    compiled = Card.objects.filter(engine_status__in=[FULL, PARTIAL], effect_script="").exclude(text="")
    assert len(by_game["l5r"]) > 300 and len(by_game["naruto"]) > 40
    assert compiled.filter(game="l5r").count() > 250  # most of them through their compiled text
    refused = []
    for game, keys in by_game.items():
        known = known_cards(game=game, keys=keys)
        for key in keys:
            card = known[key]
            for usable in card_text.abilities_of(card):  # each ability offered with its printed text
                assert usable.text, (game, key, usable.id)
            try:
                scenario = parse_scenario(asked_about(game, card), resolve_card=resolve)
            except (b.BuilderError, ValueError) as exc:
                refused.append((game, key, str(exc)[:120]))
                continue
            assert scenario.game == game
    assert refused == []


def _state(response) -> dict:
    match = re.search(r'name="state" value="([^"]*)"', response.content.decode())
    return json.loads(html.unescape(match.group(1)))


def _text(response) -> str:
    body = html.unescape(response.content.decode())
    return re.search(r'<pre class="builder-text"><code>(.*?)</code>', body, re.S).group(1)


def test_the_card_page_links_a_compiled_card_to_the_builder_with_its_abilities(client, scripts_loaded):
    # Agasha Kodo (no script): "Political Open: Straighten a target Holding.", compiled.
    kodo = Card.objects.get(game="l5r", key="agasha_kodo")
    assert kodo.effect_script == "" and kodo.engine_status == FULL
    page = client.get(reverse("cards:detail", kwargs={"game": "l5r", "key": "agasha_kodo"})).content.decode()
    link = re.search(r'<a href="([^"]+)" class="button-link">Ask about this card', page)
    ask = html.unescape(link.group(1))
    response = client.get(ask)
    assert response.status_code == 200
    state = _state(response)
    assert [card["key"] for card in state["cards"]] == ["agasha_kodo"]
    assert 'name="ability" value="a1"' in response.content.decode()
    assert "Political Open: Straighten a target Holding." in html.unescape(response.content.decode())


def test_a_compiled_ability_used_in_the_builder_is_played_by_the_engine(client, scripts_loaded):
    state = _state(client.get(URL, {"game": "l5r", "card": "agasha_kodo"}))
    kodo = state["cards"][0]["id"]
    state = _state(
        client.post(
            URL,
            {
                "state": json.dumps(state),
                "do": "describe_card",
                "type": "holding",
                "title": "Mine",
                "owner": "me",
                "zone": "in_play",
                "flags": ["bowed"],
                "stats": "",
            },
            HTTP_HX_REQUEST="true",
        )
    )
    assert [card["title"] for card in state["cards"]][1:] == ["Mine"], state
    mine = state["cards"][1]["id"]
    data = {"do": "use_ability", "card_id": kodo, "ability": "a1", "by": "me", "target_1": mine}
    state = _state(client.post(URL, {"state": json.dumps(state), **data}, HTTP_HX_REQUEST="true"))
    response = client.post(
        URL,
        {"state": json.dumps(state), "do": "add_step", "option": "ask_flag", "card": mine, "flag": "bowed"},
        HTTP_HX_REQUEST="true",
    )
    text = _text(response)
    assert "bowed: true" in text and "ability: a1" in text
    answers = evaluate(parse_scenario(text, resolve_card=resolve)).answers
    assert answers[-1]["answer"] == {"value": False}  # straightened by the compiled a1
    unused = text[: text.index("steps:")] + "steps:\n- ask: {flag: bowed, card: mine}\n"
    assert evaluate(parse_scenario(unused, resolve_card=resolve)).answers[-1]["answer"] == {"value": True}
