"""L5R restrictions beyond the conformance scenarios: "may not use" on a player or a whole card, a player's
abilities, validation of `may_not_use`, `may_legally` and `take_over_choices`."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _scenario(restriction: dict, use: dict, ability: dict | None = None) -> dict:
    ability = ability or {"id": "rally", "designators": ["Battle"], "keywords": ["Ninja"]}
    ability = {**ability, "effects": [{"targets": "hero", "stat": "force", "change": 1}]}
    hero = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1}}
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {"hero": {**hero, "abilities": [ability]}},
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {"action": {"id": "stop", "by": "opp", "effects": [{"id": "stop-it", **restriction}]}},
            {"use": {"card": "hero", "ability": "rally", "by": "me", **use}},
            {"ask": {"stat": "force", "card": "hero"}},
        ],
    }


def _force(data: dict) -> int:
    return evaluate(parse_scenario(data)).answers[0]["answer"]["value"]


@pytest.mark.parametrize(
    ("restriction", "force"),
    [
        ({"targets": "me", "may_not_use": {"designator": "Battle"}}, 1),  # "you may not use Battle abilities"
        ({"targets": "opp", "may_not_use": {"designator": "Battle"}}, 2),  # another player's restriction
        ({"targets": "hero", "may_not_use": {"keyword": "Ninja"}}, 1),  # "Ninja abilities may not be used"
        (
            {"targets": "hero", "may_not_use": {"designator": "Battle", "keyword": "Kiho"}},
            2,
        ),  # both must hold
        ({"targets": "hero", "may_not_use": {}}, 1),  # every ability
        ({"targets": "hero", "may_not": "use"}, 1),  # the core's "may not use"
        ({"targets": "hero", "may_not_use": {"designator": "Open"}}, 2),
    ],
)
def test_may_not_use_forbids_the_abilities_it_describes(restriction, force):
    assert _force(_scenario(restriction, {})) == force


def test_a_players_given_ability_is_restricted_on_the_player():
    data = _scenario({"targets": "me", "may_not_use": {"designator": "Limited"}}, {})
    gift = {
        "id": "gift",
        "targets": "me",
        "grant_ability": {
            "id": "toast",
            "designators": ["Limited"],
            "effects": [{"targets": "hero", "stat": "force", "change": 1}],
        },
    }
    data["steps"][1]["action"]["effects"].append(gift)
    data["steps"][2] = {"use": {"player": "me", "ability": "toast", "by": "me"}}
    assert _force(data) == 1


@pytest.mark.parametrize(
    ("restriction", "message"),
    [
        ({"targets": "hero", "may_not_use": {"designator": "Batle"}}, "unknown action designator 'Batle'"),
        ({"targets": "hero", "may_not_use": {"keywords": "Ninja"}}, "keywords"),
        ({"targets": "hero", "may_not_use": "Battle"}, "expected {designator: Battle}"),
        ({"targets": "hero", "take_over_choices": True}, "take_over_choices targets players"),
        ({"targets": "me", "take_over_choices": False}, "does nothing"),
    ],
)
def test_restrictions_are_validated(restriction, message):
    with pytest.raises(ScenarioError, match=message):
        parse_scenario(_scenario(restriction, {}))


def test_may_legally_without_a_may_not_leaves_every_card():
    data = _scenario({"targets": "opp", "may_not": "assign"}, {})
    march = {
        "id": "march",
        "choose": {"type": "personality", "may_legally": "assign"},
        "assign": "battlefield:1",
    }
    data["steps"][2] = {"action": {"id": "go", "by": "me", "effects": [march]}}
    data["steps"][3] = {"ask": {"zone": "hero"}}
    assert evaluate(parse_scenario(data)).answers[0]["answer"]["value"] == "battlefield:1"
