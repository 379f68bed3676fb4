"""The guided builder with real cards' text: attaching cards, using a card's abilities (its printed text, the
targets its text allows, in order), playing a Naruto card with the targets of its effects; bad input is a
400 naming the input and changes nothing."""

import html
import json
import re

import pytest

from cards.services import card_definition_for
from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.questions import builder as b
from rulings.questions.builder import card_text
from rulings.questions.builder_views import known_cards

from .builder_fixtures import card_sample  # noqa: F401

pytestmark = pytest.mark.django_db
URL = "/questions/builder/"


def _state(response) -> dict:
    match = re.search(r'name="state" value="([^"]*)"', response.content.decode())
    return json.loads(html.unescape(match.group(1)))


def _post(client, state: dict, **data):
    return client.post(URL, {"state": json.dumps(state), **data}, HTTP_HX_REQUEST="true")


def _text(response) -> str:
    body = html.unescape(response.content.decode())
    return re.search(r'<pre class="builder-text"><code>(.*?)</code>', body, re.S).group(1)


def _known(definition: dict, clauses=()) -> b.KnownCard:
    return b.KnownCard(key="k", title="T", reference="T", definition=definition, clauses=tuple(clauses))


# --- what a card's text offers ------------------------------------------------------------------------------


def test_an_abilitys_targets_are_its_targeting_choices_in_printed_order_with_its_text():
    card = _known(
        {
            "type": "action",
            "abilities": [
                {
                    "id": "a1",
                    "designators": ["Battle"],
                    "effects": [
                        {"id": "x", "choose": {"type": "personality", "attacking": True}, "targeting": True},
                        {"id": "y", "choose": {"type": "follower"}},  # a choice that does not target
                        {"id": "z", "choose": {"type": "item", "controller": "$other"}, "targeting": True},
                    ],
                    "choice": [[{"targets": "me", "honor": 1}], [{"targets": "me", "honor": 2}]],
                }
            ],
        },
        [{"id": "a1", "kind": "ability", "text": "Battle: <b>Target</b> ...", "played": True, "missing": ""}],
    )
    (usable,) = card_text.abilities_of(card)
    assert usable.id == "a1" and usable.text == "Battle: <b>Target</b> ..." and usable.played
    assert [slot.effect for slot in usable.slots] == ["x", "z"]
    assert usable.options == 2


def test_targets_offered_are_the_cards_the_filter_may_match():
    state = b.BuilderState(game="l5r")
    mine = b.add_described_card(state, type="personality", title="Mine", keywords=["Samurai"])
    attacker = b.add_described_card(state, type="personality", title="Attacker", flags=["attacking"])
    theirs = b.add_described_card(state, type="personality", title="Theirs", owner="opponent")
    item = b.add_described_card(state, type="item", title="Sword")
    b.add_described_card(state, type="personality", title="In hand", zone="hand", owner="opponent")
    vocab = b.vocabulary("l5r")

    def offered(flt, by="me", source=""):
        return card_text.candidates(flt, state, {}, by=by, source=source, vocab=vocab)

    assert offered({"type": "personality", "in_play": True}) == [mine, attacker, theirs]
    assert offered({"type": ["personality", "item"], "controller": "$controller"}) == [mine, attacker, item]
    assert offered({"type": "personality", "controller": "$controller"}, by="opponent") == [theirs, "in-hand"]
    assert offered({"controller": "$other"}) == [theirs, "in-hand"]
    assert offered({"in_play": False}) == ["in-hand"]
    assert offered({"type": "personality", "attacking": True}) == [attacker]
    assert offered({"type": "personality", "attacking": False, "keywords": "Samurai"}) == [mine]
    assert offered({"type": "personality", "not_cards": ["$source"]}, source=mine) == [
        attacker,
        theirs,
        "in-hand",
    ]


def test_a_ranged_attacks_targets_are_narrowed_by_the_engines_own_rule_for_it():
    """"Ranged 3 Attack" targets an enemy Follower, or Personality without Followers, in play (its reminder
    text, the engine's Op.narrow_choice): the builder offers those only, as the engine would accept them."""
    state = b.BuilderState(game="l5r")
    mine = b.add_described_card(state, type="personality", title="Mine")
    lone = b.add_described_card(state, type="personality", title="Lone", owner="opponent")
    led = b.add_described_card(state, type="personality", title="Led", owner="opponent")
    follower = b.add_described_card(state, type="follower", title="Ashigaru", owner="opponent")
    state.card(follower).attached_to = led
    armed = b.add_described_card(state, type="personality", title="Armed", owner="opponent")
    sword = b.add_described_card(state, type="item", title="Sword", owner="opponent")
    state.card(sword).attached_to = armed
    b.add_described_card(state, type="personality", title="Away", owner="opponent", zone="hand")
    vocab = b.vocabulary("l5r")
    ranged = {"id": "a1", "choose": {"type": ["personality", "follower", "item"]}, "targeting": True,
              "ranged_attack": {"strength": 3}}  # fmt: skip
    (slot,) = card_text._ability_slots([ranged])

    def offered(flt, ops):
        return card_text.candidates(flt, state, {}, by="me", source="", vocab=vocab, ops=ops)

    assert offered(slot.filter, slot.ops) == [lone, follower, armed]
    assert mine in offered(slot.filter, ()) and sword in offered(slot.filter, ())  # the filter alone
    assert offered({"type": "item"}, ("ranged_attack",)) == []  # the engine refuses such a text
    bow = {**ranged, "bow": True}
    del bow["ranged_attack"]
    assert led in offered(slot.filter, card_text._ability_slots([bow])[0].ops)  # another op: not narrowed


def test_a_naruto_play_picks_its_main_targets_and_as_an_upgrade_its_upgrade_ones_too():
    card = _known(
        {
            "type": "character",
            "effects": [
                {"id": "m", "choose": 2, "affects": {"type": "character"}, "defeat": True},
                {"id": "m2", "choose": 1, "affects": {"type": "character"}, "hide": True},
                {"id": "u", "section": "upgrade", "choose": [{"type": "character"}], "powerup": 1},
                {
                    "id": "r",
                    "section": "upgrade",
                    "replaces": "m",
                    "choose": 1,
                    "affects": {},
                    "defeat": True,
                },
                {"id": "n", "powerup": 1, "targets": "$source"},
                {"id": "s", "section": "ambush", "choose": 1, "affects": {"type": "character"}, "hide": True},
            ],
        }
    )
    assert [s.effect for s in card_text.play_slots(card, upgrade=False)] == ["m", "m", "m2"]
    # as an upgrade, "r" stands in the place of the MAIN effect it replaces
    assert [s.effect for s in card_text.play_slots(card, upgrade=True)] == ["r", "m2", "u"]


def test_a_use_step_writes_its_targets_performer_and_option_in_order():
    state = b.BuilderState(game="l5r")
    hero = b.add_described_card(state, type="personality", title="Hero")
    foe = b.add_described_card(state, type="personality", title="Foe", owner="opponent")
    b.add_step(
        state,
        b.StepChoice(
            option="use", card=hero, ability="a1", targets=[foe, "opponent"], performer=hero, chosen=2
        ),
    )
    b.add_step(state, b.StepChoice(option="ask_successful", action="a1"))
    use = b.scenario_mapping(state, {})["steps"][0]["use"]
    assert use == {
        "id": "a1",
        "card": hero,
        "ability": "a1",
        "by": "me",
        "performer": hero,
        "targets": [foe, "opponent"],
        "chosen": 2,
    }
    with pytest.raises(b.BuilderError, match="neither a card here nor a player"):
        b.add_step(state, b.StepChoice(option="use", card=hero, ability="a1", targets=["ghost"]))
    data = json.loads(state.to_json())
    data["steps"].append({"option": "move", "card": hero, "zone": "home", "id": "a2", "targets": [foe]})
    with pytest.raises(b.BuilderError, match="takes no targets"):
        b.BuilderState.from_data(data)
    with pytest.raises(b.BuilderError, match="not an ability id"):
        b.add_step(state, b.StepChoice(option="use", card=hero, ability="a 1; x"))


# --- attaching -------------------------------------------------------------------------------------------


def test_an_item_attached_to_a_personality_is_written_and_counts(client, card_sample):  # noqa: F811
    state = _state(client.get(URL, {"game": "l5r", "card": "hida_kaoru"}))
    state = _state(_post(client, state, do="add_card", card="the_jade_hand", owner="me", zone="home"))
    response = _post(
        client,
        state,
        do="update_card",
        card_id="the-jade-hand",
        owner="me",
        zone="home",
        attached_to="hida-kaoru",
    )
    assert response.status_code == 200
    state = _state(response)
    assert state["cards"][1]["attached_to"] == "hida-kaoru"
    assert "Attached to Hida Kaoru" in html.unescape(response.content.decode())
    state = _state(_post(client, state, do="add_step", option="ask_stat", card="hida-kaoru", stat="force"))
    text = _text(_post(client, state, do="title", title=""))
    assert "the-jade-hand: {ref: The Jade Hand, owner: me, attached_to: hida-kaoru}" in text
    scenario = parse_scenario(text, resolve_card=lambda g, t: card_definition_for(game=g, title=t))
    printed = card_definition_for(game="l5r", title="Hida Kaoru")["stats"]["force"]
    assert evaluate(scenario).to_dict()["answers"][0]["answer"]["value"] == printed + 1  # the Item's +1F

    circle = _post(
        client,
        state,
        do="update_card",
        card_id="hida-kaoru",
        owner="me",
        zone="home",
        attached_to="the-jade-hand",
    )
    assert "go round in a circle" in html.unescape(circle.content.decode())
    assert _state(circle) == state  # refused, nothing changed
    state = _state(_post(client, state, do="remove_card", card_id="hida-kaoru"))
    assert state["cards"] == [{**state["cards"][0], "attached_to": ""}]  # its Item stays, unattached


# --- using an ability -------------------------------------------------------------------------------------


def test_ask_about_a_card_opens_the_builder_with_its_abilities_ready(client, scripts_loaded):
    response = client.get(URL, {"game": "l5r", "card": "ambush"})
    state = _state(response)
    assert state["cards"][0]["zone"] == "hand"  # an Action card is used from the hand
    (usable,) = card_text.abilities_of(known_cards(game="l5r", keys=["ambush"])["ambush"])
    page = response.content.decode()
    assert f'name="ability" value="{usable.id}"' in page
    assert f"Use {usable.id}</button>" in page
    assert usable.text.startswith("Limited: Target your unbowed Personality")  # its printed text, a1
    assert usable.text in html.unescape(page)


def test_okitsugus_ranged_attack_offers_what_the_engine_accepts_and_its_answer_is_no_error(scripts_loaded):
    """Yoritomo Okitsugu's "Battle: Ranged 3 Attack.": each target the builder offers is one the engine takes,
    and an enemy Personality with a Follower is not offered (the engine would answer with an error)."""
    key = "yoritomo_okitsugu"
    known = known_cards(game="l5r", keys=[key])
    state = b.BuilderState(game="l5r")
    archer = b.add_known_card(state, known[key], owner="me", zone="battlefield:1")
    there = {"owner": "opponent", "zone": "battlefield:1"}
    led = b.add_described_card(state, type="personality", title="Led", **there)
    follower = b.add_described_card(state, type="follower", title="Ashigaru", owner="opponent")
    state.card(follower).attached_to = led
    lone = b.add_described_card(state, type="personality", title="Lone", **there)
    (slot,) = card_text.abilities_of(known[key])[0].slots
    offered = card_text.candidates(
        slot.filter, state, known, by="me", source=archer, vocab=b.vocabulary("l5r"), ops=slot.ops
    )
    assert offered == [follower, lone]
    for target, refused in ((follower, False), (lone, False), (led, True)):
        b_state = b.BuilderState(game="l5r", cards=list(state.cards))
        b.add_step(b_state, b.StepChoice(option="use", card=archer, ability="a1", targets=[target]))
        mapping = b.scenario_mapping(b_state, known)
        mapping["steps"].insert(0, {"begin": {"name": "battle", "at": "battlefield:1"}})
        if refused:
            with pytest.raises(ScenarioError):
                evaluate(parse_scenario(mapping, resolve_card=_resolve))
        else:
            evaluate(parse_scenario(mapping, resolve_card=_resolve))


def _resolve(game: str, ref: str) -> dict | None:
    return card_definition_for(game=game, title=ref)


def test_using_an_ability_offers_the_targets_its_text_allows_and_writes_them(client, scripts_loaded):
    state = _state(client.get(URL, {"game": "l5r", "card": "ambush"}))
    state = _state(_post(client, state, do="add_card", card="hida_kaoru", owner="me", zone="home"))
    response = _post(client, state, do="add_card", card="hida_eijiko", owner="opponent", zone="home")
    state = _state(response)
    (usable,) = card_text.abilities_of(known_cards(game="l5r", keys=["ambush"])["ambush"])
    assert len(usable.slots) == 2  # "Target your unbowed Personality and another player's Personality"
    form = re.search(r'<form[^>]*aria-label="Use [^"]* of Ambush".*?</form>', response.content.decode(), re.S)
    selects = re.findall(r'<select name="target_\d"[^>]*>(.*?)</select>', form.group(0), re.S)
    assert [re.findall(r'value="([^"]+)"', s) for s in selects] == [["hida-kaoru"], ["hida-eijiko"]]

    data = {"do": "use_ability", "card_id": "ambush", "ability": usable.id, "by": "me"}
    response = _post(client, state, **data, target_1="hida-kaoru", target_2="hida-eijiko")
    assert response.status_code == 200
    step = _state(response)["steps"][0]
    assert (step["option"], step["ability"], step["targets"]) == (
        "use",
        usable.id,
        ["hida-kaoru", "hida-eijiko"],
    )
    text = " ".join(_text(response).split())
    assert f"use: id: a1 card: ambush ability: {usable.id} by: me targets: [hida-kaoru, hida-eijiko]" in text

    for bad, field in (
        ({"target_1": "hida-eijiko"}, "Target 1"),  # the opponent's Personality is not "your" one
        ({"ability": "zz"}, "ability"),
        ({"card_id": "ghost"}, "card_id"),
        ({"by": "nobody"}, "Used by"),
    ):
        response = _post(client, state, **{**data, "target_1": "hida-kaoru", **bad})
        assert response.status_code == 400
        assert field in html.unescape(response.content.decode())
        assert _state(response) == state
        assert "<html" not in response.content.decode()  # the builder's part, which shows a 400 (desk.js)


# --- playing a Naruto card --------------------------------------------------------------------------------


def test_a_naruto_card_asked_about_is_ready_to_be_played_to_a_mission_or_as_an_upgrade(client, card_sample):  # noqa: F811
    response = client.get(URL, {"game": "naruto", "card": "KS-001-C"})
    state = _state(response)
    assert state["cards"][0]["zone"] == "hand"
    assert "POWERUP 2 another friendly Leaf Village character." in html.unescape(response.content.decode())
    response = _post(client, state, do="play_card", card_id=state["cards"][0]["id"], to="mission:2")
    assert response.status_code == 200
    text = " ".join(_text(response).split())
    assert "play: {card: hiruzen-sarutobi-the-professor, by: me, to: 'mission:2'}" in text
    hiruzen = state["cards"][0]["id"]
    bad = _post(client, state, do="play_card", card_id=hiruzen, to="nowhere")
    assert bad.status_code == 400 and "To:" in html.unescape(bad.content.decode())
    bad = _post(client, state, do="play_card", card_id=hiruzen, as_upgrade="1", upgrade="ghost")
    assert bad.status_code == 400 and "Over:" in html.unescape(bad.content.decode())


# --- targets inside a choice's options ----------------------------------------------------------------------


def test_the_targets_of_each_option_of_a_choice_are_offered_as_that_options_own():
    card = _known(
        {
            "type": "personality",
            "abilities": [
                {
                    "id": "a1",
                    "designators": ["Battle"],
                    "effects": [{"id": "x", "choose": {"type": "personality"}, "targeting": True}],
                    "choice": [
                        [{"id": "p", "choose": {"type": "follower"}, "targeting": True, "bow": True}],
                        {"targets": "me", "honor": 1},  # an option without a target
                    ],
                }
            ],
        }
    )
    (usable,) = card_text.abilities_of(card)
    assert [slot.effect for slot in usable.slots] == ["x"]
    assert [[slot.effect for slot in option] for option in usable.option_slots] == [["p"], []]


def test_using_an_ability_with_a_choice_writes_the_chosen_options_targets(client, scripts_loaded):
    # Shiba Raiden: "Battle: Bow or straighten target Personality whose Force is different from his base
    # Force." (each option targets)
    state = _state(client.get(URL, {"game": "l5r", "card": "shiba_raiden"}))
    state["cards"][0]["zone"] = "battlefield:1"
    response = _post(client, state, do="add_card", card="hida_kaoru", owner="opponent", zone="battlefield:1")
    state = _state(response)
    (usable,) = card_text.abilities_of(known_cards(game="l5r", keys=["shiba_raiden"])["shiba_raiden"])
    assert usable.slots == () and [len(option) for option in usable.option_slots] == [1, 1]
    raiden = state["cards"][0]["id"]
    form = re.search(
        r'<form[^>]*aria-label="Use [^"]* of Shiba Raiden".*?</form>', response.content.decode(), re.S
    )
    assert re.findall(r'<select name="(option_\d_target_\d)"', form.group(0)) == [
        "option_1_target_1",
        "option_2_target_1",
    ]
    assert "Option 2: target" in form.group(0)

    data = {"do": "use_ability", "card_id": raiden, "ability": "a1", "by": "me", "chosen": "2"}
    response = _post(client, state, **data, option_2_target_1="hida-kaoru")
    assert response.status_code == 200
    step = _state(response)["steps"][0]
    assert (step["targets"], step["chosen"]) == (["hida-kaoru"], 2)
    assert "ability: a1 by: me targets: [hida-kaoru] chosen: 2" in " ".join(_text(response).split())

    for bad, field in (
        ({"option_1_target_1": "hida-kaoru"}, "Option 1: target"),  # option 1 is not the one chosen
        ({"option_2_target_1": "nobody"}, "Option 2: target"),  # not a card of the question
    ):
        response = _post(client, state, **{**data, **bad})
        assert response.status_code == 400
        assert field in html.unescape(response.content.decode())
        assert _state(response) == state


# --- targeting a player -----------------------------------------------------------------------------------


def test_an_ability_targeting_a_player_offers_the_players_it_allows_first_and_writes_him_first():
    """"Target an enemy player and one of his Personalities": the player select comes before the card's,
    offers only the players the text allows its user, and the use step lists the player first (as the engine
    reads it); cards picked without the player are refused, naming the input."""
    from rulings.questions.builder.vocabulary import vocabulary
    from rulings.questions.builder_forms import UseForm

    his = {"type": "personality", "controller": "$target_player"}
    pick = {"id": "pick", "choose": his, "targeting": True}
    ability = {"id": "a1", "designators": ["Limited"], "target_player": "other",
               "effects": [pick | {"bow": True}, {"targets": "$target_player", "honor": -1}]}  # fmt: skip
    (usable,) = card_text.abilities_of(_known({"abilities": [ability]}))
    assert usable.target_player == "other"
    state = b.BuilderState(game="l5r")
    hero = b.add_described_card(state, type="personality", title="Hero")
    foe = b.add_described_card(state, type="personality", title="Foe", owner="opponent")
    common = {"vocab": vocabulary("l5r"), "state": state, "known": {}, "card": state.card(hero), "names": {}}

    form = UseForm(usable=usable, **common)
    assert [field.name for field in form.target_fields()] == ["target_player", "target_1"]
    assert [value for value, _ in form.fields["target_player"].choices if value] == ["opponent"]
    form = UseForm({"by": "me", "target_player": "opponent", "target_1": foe}, usable=usable, **common)
    assert form.is_valid(), form.errors
    assert form.step().targets == ["opponent", foe]
    form = UseForm({"by": "me", "target_1": foe}, usable=usable, **common)
    assert not form.is_valid() and "target_player" in form.errors
    form = UseForm({"by": "me", "target_player": "me"}, usable=usable, **common)
    assert not form.is_valid() and "target_player" in form.errors  # "an enemy player": not its user
