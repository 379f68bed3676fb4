"""The guided builder: every menu option writes a scenario the engine accepts and evaluates; bad states are
refused (400, nothing stored); the autocomplete; the plain-POST and htmx flows; real cards by `ref:`."""

import html
import json
import re
from urllib.parse import parse_qs, urlparse

import pytest
from django.urls import reverse

from cards.models import Card
from cards.services import card_definition_for
from rulings.engine import evaluate, parse_scenario
from rulings.questions import builder as b
from rulings.questions.builder_views import known_cards
from rulings.questions.models import Question

from .builder_fixtures import card_sample  # noqa: F401

GAMES = ("l5r", "naruto", "chiaxis")
TYPES = {"l5r": "personality", "naruto": "character", "chiaxis": "beast"}
URL = "/questions/builder/"


def _options(game):
    vocab = b.vocabulary(game)
    return [(game, option.key) for option in (*vocab.effects, *vocab.steps, *vocab.questions)]


ALL = [pair for game in GAMES for pair in _options(game)]


def _state_with(game: str, key: str) -> b.BuilderState:
    """Two described cards, an action (for questions about one), the option, then a question."""
    vocab = b.vocabulary(game)
    state = b.BuilderState(game=game, title="Every option")
    card_type = TYPES[game]
    stats = {stat: 2 for stat in vocab.type_stats[card_type]}
    hero = b.add_described_card(state, type=card_type, title="Hero", stats=stats, keywords=["Samurai"])
    foe = b.add_described_card(state, type=card_type, title="Foe", stats=stats, owner="opponent")
    option = vocab.options[key]
    if "action" in option.fields:
        b.add_step(state, b.StepChoice(option="stat_change", card=hero, stat=vocab.card_stats[0], amount=1))
    values = {
        "card": hero,
        "stat": vocab.type_stats[card_type][-1],
        "player_stat": vocab.player_stats[0] if vocab.player_stats else "",
        "amount": 1,
        "zone": vocab.zones[1],
        "flag": vocab.flags[0] if vocab.flags else "",
        "keyword": "Samurai",
        "player": "opponent",
        "action": "a1",
        "ability": "a1",  # a described card has none: the engine refuses the use, and says so
        "performer": foe,
        "upgrade": foe,
    }
    if key in ("enter_play", "play", "play_upgrade"):
        state.cards[0].zone = "hand"
        values["zone"] = vocab.default_zone
    b.add_step(state, b.StepChoice(option=key, by="opponent", **{f: values[f] for f in option.fields}))
    b.add_step(state, b.StepChoice(option="ask_zone", card=hero))
    return state


@pytest.mark.parametrize(("game", "key"), ALL, ids=[f"{g}-{k}" for g, k in ALL])
def test_every_option_writes_a_scenario_that_evaluates(game, key):
    state = _state_with(game, key)
    text = b.build(state, {})
    result = evaluate(parse_scenario(text)).to_dict()
    assert result["game"] == game
    assert len(result["answers"]) == 1 + (b.ALL_OPTIONS[key].kind == "question")
    again = b.BuilderState.from_json(state.to_json())  # the state survives its round trip through the page
    assert b.build(again, {}) == text


def test_menus_follow_the_games_vocabulary():
    l5r, naruto, chiaxis = (b.vocabulary(game) for game in GAMES)
    assert {"bow", "dishonor", "honor", "seppuku"} <= {o.key for o in l5r.effects}
    assert not {"bow", "dishonor", "honor"} & {o.key for o in naruto.effects}
    assert {"defeat", "hide", "powerup", "gain_chakra"} <= {o.key for o in naruto.effects}
    assert {"wound", "bury", "vitae"} <= {o.key for o in chiaxis.effects}
    assert "ask_flag" not in {o.key for o in chiaxis.questions}  # ChiAxis cards have no flags
    # options needing a concept the game's rules do not govern (MissingRuleError) are not offered
    assert not {"destroy", "stat_change"} & {o.key for o in naruto.effects}
    assert not {"ask_destroyed", "ask_change"} & {o.key for o in naruto.questions}
    assert {"destroy", "ask_destroyed"} <= {o.key for o in l5r.effects + l5r.questions}
    assert "ask_base_stat" not in {o.key for o in chiaxis.questions}
    assert "battlefield:1" in l5r.zones and "mission:1" in naruto.zones and "city" in chiaxis.zones
    assert l5r.player_stats == ("family_honor", "imperial_favor", "hand_size_bonus")
    assert "chi" in l5r.card_stats


def test_text_is_yaml_that_keeps_hostile_input_as_data():
    state = b.BuilderState(game="l5r", title='x: "y"\n#')
    with pytest.raises(b.BuilderError):
        b.BuilderState.from_data({"game": "l5r", "title": "a\nb"})  # control characters refused
    state.title = 'x: "y" & <b>'
    hero = b.add_described_card(state, type="personality", title="]{Hero", stats={"chi": 3})
    b.add_step(state, b.StepChoice(option="grant_keyword", card=hero, keyword="a: b, [c]"))
    b.add_step(state, b.StepChoice(option="ask_has_keyword", card=hero, keyword="a: b, [c]"))
    scenario = parse_scenario(b.build(state, {}))
    assert scenario.title == 'x: "y" & <b>'
    assert evaluate(scenario).to_dict()["answers"][0]["answer"]["value"] is True


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ("not json", "not valid JSON"),
        ("[]", "must be a JSON object"),
        ('{"game": "chess"}', "Unknown game 'chess'"),
        ('{"game": "l5r", "extra": 1}', "Unknown field"),
        ('{"game": "l5r", "cards": [{"id": "a", "type": "dragon"}]}', "unknown card type 'dragon'"),
        ('{"game": "l5r", "cards": [{"id": "me", "type": "personality"}]}', "is not a card id"),
        ('{"game": "l5r", "steps": [{"option": "ask_zone", "card": "ghost"}]}', "no card 'ghost'"),
        ('{"game": "l5r", "steps": [{"option": "launch_missiles"}]}', "not something the builder offers"),
        (
            '{"game": "naruto", "cards": [{"id": "a", "type": "character"}], '
            '"steps": [{"option": "bow", "card": "a", "id": "a1"}]}',
            "not something the builder offers",
        ),
        ('{"game": "l5r", "steps": [{"option": "ask_successful", "action": "a9"}]}', "not an earlier effect"),
        (
            '{"game": "l5r", "cards": [{"id": "a", "type": "personality", "stats": {"chi": 1e999}}]}',
            "whole number",
        ),
        (
            '{"game": "l5r", "cards": [{"id": "a", "type": "personality", "stats": {"chi": [1]}}]}',
            "whole number",
        ),
        (
            '{"game": "l5r", "cards": [{"id": "a", "type": "personality", "stats": {"gold_production": 1}}]}',
            "has no stat",
        ),
        ('{"game": "l5r", "cards": [{"id": "a", "key": "x", "type": "personality"}]}', "brings its own type"),
        ("[" * 100_000, "limit is"),
        (
            '{"game": "l5r", "cards": [' + ",".join(['{"id": "a", "type": "personality"}'] * 40) + "]}",
            "At most 12 cards",
        ),
    ],
)
def test_a_bad_state_is_a_400_naming_the_problem_and_stores_nothing(client, db, state, message):
    for response in (
        client.post(URL, {"state": state, "do": "add_step"}),
        client.get(URL, {"state": state}),
    ):
        assert response.status_code == 400
        assert message in html.unescape(response.content.decode())
    assert Question.objects.count() == 0


def test_an_unknown_action_is_a_400(client, db):
    response = client.post(URL, {"state": '{"game": "l5r"}', "do": "drop_tables"})
    assert response.status_code == 400 and "Unknown builder action" in response.content.decode()


def _state(response) -> dict:
    if response.status_code == 303:
        return json.loads(parse_qs(urlparse(response["Location"]).query)["state"][0])
    match = re.search(r'name="state" value="([^"]*)"', response.content.decode())
    return json.loads(html.unescape(match.group(1)))


def _post(client, state: dict, **data):
    return client.post(URL, {"state": json.dumps(state), **data})


def test_autocomplete_suggests_cards_of_the_game_by_title(client, card_sample):  # noqa: F811
    url = reverse("questions:builder-cards")
    page = client.get(url, {"game": "l5r", "card_title": "hida k"}, HTTP_HX_REQUEST="true").content.decode()
    assert 'value="hida_kaoru"' in page and 'value="hida_kuon_experienced_6"' in page
    assert "<html" not in page  # a fragment
    assert "Hida Kaoru" not in client.get(url, {"game": "naruto", "card_title": "hida k"}).content.decode()
    assert "Pick a card" not in client.get(url, {"game": "l5r", "card_title": ""}).content.decode()
    assert "Pick a card" not in client.get(url, {"game": "chess", "card_title": "hida"}).content.decode()
    page = client.get(url, {"game": "l5r", "q": "<script>"}).content.decode()
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_ask_about_a_card_opens_the_builder_with_it(client, card_sample):  # noqa: F811
    response = client.get(URL, {"game": "l5r", "card": "hida_kaoru"})
    assert response.status_code == 200
    state = _state(response)
    assert [card["key"] for card in state["cards"]] == ["hida_kaoru"]
    page = response.content.decode()
    assert "ref: Hida Kaoru" in html.unescape(page)
    assert "There is no" in client.get(URL, {"game": "l5r", "card": "nope"}).content.decode()


def test_plain_posts_build_a_question_about_two_real_cards(client, card_sample):  # noqa: F811
    state = _state(client.get(URL, {"game": "l5r", "card": "hida_kaoru"}))
    response = _post(client, state, do="add_card", card_title="Hida Eijiko", owner="opponent", zone="home")
    assert response.status_code == 303
    state = _state(response)
    ids = [card["id"] for card in state["cards"]]
    assert ids == ["hida-kaoru", "hida-eijiko"]
    for amount in ("-1", "-2"):
        state = _state(
            _post(
                client,
                state,
                do="add_step",
                option="stat_change",
                card=ids[0],
                stat="chi",
                amount=amount,
                by="opponent",
                zone="home",
                keyword="ignored",
            )
        )
    response = _post(client, state, do="add_step", option="ask_stat", card=ids[0], stat="chi")
    state = _state(response)
    assert [step["option"] for step in state["steps"]] == ["stat_change", "stat_change", "ask_stat"]
    assert state["steps"][0]["zone"] == ""  # inputs the option does not use are dropped

    page = client.get(response["Location"])
    body = html.unescape(page.content.decode())
    text = re.search(r'<pre class="builder-text"><code>(.*?)</code>', body, re.S).group(1)
    assert "hida-kaoru: {ref: Hida Kaoru, owner: me, zone: home}" in text
    result = evaluate(parse_scenario(text, resolve_card=lambda g, t: card_definition_for(game=g, title=t)))
    answer = result.to_dict()["answers"][0]["answer"]
    assert answer["value"] == 0  # Hida Kaoru's printed Chi 2, then -1 and -2 (never below 0)
    assert 'name="action" value="edit"' in body and "Edit in the scenario editor" in body

    editor = client.post(reverse("questions:new"), {"action": "edit", "scenario": text, "title": "Chi"})
    assert editor.status_code == 200 and "ref: Hida Kaoru" in html.unescape(editor.content.decode())
    assert Question.objects.count() == 0


def test_input_mistakes_are_shown_and_change_nothing(client, card_sample):  # noqa: F811
    state = _state(client.get(URL, {"game": "l5r", "card": "hida_kaoru"}))
    response = _post(client, state, do="add_step", option="stat_change", card="hida-kaoru", stat="chi")
    assert response.status_code == 200
    assert "needs an amount" in html.unescape(response.content.decode())
    assert _state(response) == state
    response = _post(client, state, do="add_card", card_title="hida k")
    assert "cards match" in html.unescape(response.content.decode())
    assert 'value="hida_kuon_experienced_6"' in response.content.decode()  # pick one, without scripts
    response = _post(client, state, do="add_card", card_title="zzzz")
    assert "No Legend of the Five Rings CCG card has a title starting" in html.unescape(
        response.content.decode()
    )


def test_htmx_posts_get_the_partial_and_push_the_url(client, card_sample):  # noqa: F811
    state = _state(client.get(URL, {"game": "l5r", "card": "hida_kaoru"}))
    response = client.post(
        URL, {"state": json.dumps(state), "do": "add_card", "card": "hida_eijiko"}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    assert response["HX-Push-Url"].startswith("/questions/builder/?state=")
    page = response.content.decode()
    assert "<html" not in page and "Hida Eijiko" in page


def test_removing_a_card_removes_its_steps_and_questions_about_them(client, card_sample):  # noqa: F811
    state = b.BuilderState(game="l5r")
    hero = b.add_described_card(state, type="personality", stats={"chi": 2})
    other = b.add_described_card(state, type="personality", stats={"chi": 2})
    b.add_step(state, b.StepChoice(option="bow", card=hero))
    b.add_step(state, b.StepChoice(option="ask_successful", action="a1"))
    b.add_step(state, b.StepChoice(option="ask_stat", card=other, stat="chi"))
    with pytest.raises(b.BuilderError, match="must come after"):
        b.move_step(state, 1, -1)
    assert b.remove_card(state, hero) == 2
    assert [s.option for s in state.steps] == ["ask_stat"]


def test_real_cards_by_reference_and_an_ambiguous_title_by_key(card_sample):  # noqa: F811
    known = known_cards(game="l5r", keys=["hida_kaoru", "the_first_legion", "nope"])
    assert known["hida_kaoru"].reference == "Hida Kaoru"
    assert set(known) == {"hida_kaoru", "the_first_legion"}
    legion = known["the_first_legion"]
    state = b.BuilderState(game="l5r")
    if legion.type in b.vocabulary("l5r").card_types:
        b.add_known_card(state, legion)
        text = b.build(state, known)
        parse_scenario(text, resolve_card=lambda g, t: card_definition_for(game=g, title=t))
    # two cards are titled Beiden Pass: each is written by its key, so the answer can still name its text
    passes = [c.key for c in Card.objects.filter(game="l5r", title="Beiden Pass").order_by("key")]
    known = known_cards(game="l5r", keys=passes)
    assert [known[key].reference for key in passes] == passes
    state = b.BuilderState(game="l5r")
    modelled = [key for key in passes if known[key].type in b.vocabulary("l5r").card_types]
    assert modelled  # the Region (the engine has no Territories)
    for key in modelled:
        b.add_known_card(state, known[key])
    text = b.build(state, known)
    assert all(f"ref: {key}" in text for key in modelled)
    parse_scenario(text, resolve_card=lambda g, t: card_definition_for(game=g, title=t))
