"""L5R additional actions ("you may take an additional Battle action"): granted once the granting action has
ended (order of effects, EXCEPTION 3), taken by the player's next action of that kind (the Desk's own rule
l5r.desk.additional-actions), lapsing when another action or the battle's end comes first."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

GRANT = {"targets": "$controller", "additional_action": {"designator": "Battle"}}


def hero() -> dict:
    abilities = [
        {"id": "rush", "designators": ["Battle"], "effects": [GRANT]},
        {"id": "strike", "designators": ["Battle"], "limit": {"times": 3, "per": "turn"},
         "effects": [{"targets": "$source", "stat": "force", "change": 1}]},
        {"id": "calm", "designators": ["Open"],
         "effects": [{"targets": "$source", "stat": "chi", "change": 1}]},
    ]  # fmt: skip
    return {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
            "stats": {"force": 2, "chi": 2}, "abilities": abilities}  # fmt: skip


FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def run(steps: list, mine: dict | None = None) -> list:
    cards = {"hero": mine or hero(), "foe": FOE}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(ability: str, additional: bool = True, uid: str = "u", by: str = "me") -> dict:
    return {"use": {"id": uid, "card": "hero", "ability": ability, "by": by, "additional": additional}}


OK = {"ask": {"successful": "u"}}
COUNT = {"ask": {"additional_actions": "me"}}


def test_the_next_battle_action_takes_the_grant_and_uses_it_up():
    steps = [COUNT, use("rush", False, "r"), COUNT, use("strike"), OK, COUNT, use("strike", uid="v")]
    assert run([*steps, {"ask": {"successful": "v"}}]) == [0, 1, True, 0, False]


def test_another_action_first_makes_it_lapse():
    effect = {"targets": "foe", "stat": "force", "change": 1}
    other = {"action": {"id": "x", "by": "opp", "effects": [effect]}}
    assert run([use("rush", False, "r"), other, COUNT, use("strike"), OK]) == [0, False]


def test_the_battle_ending_makes_it_lapse():
    assert run([use("rush", False, "r"), {"end": "battle"}, COUNT]) == [0]


def test_only_an_action_of_its_designator_takes_it():
    assert run([use("rush", False, "r"), use("calm"), OK, COUNT]) == [False, 1]


def test_a_grant_whose_condition_fails_grants_nothing():
    iffy = dict(GRANT, **{"while": {"card": "foe", "is": {"stats": {"force": {"at_most": 0}}}}})
    mine = hero()
    mine["abilities"][0]["effects"] = [iffy]
    assert run([use("rush", False, "r"), COUNT], mine) == [0]


def test_granting_it_to_a_card_is_refused_naming_the_op():
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"hero": hero()},
            "steps": [{"apply": {"targets": "hero", "additional_action": {}}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "additional action is a player's" in str(error.value)


def test_a_game_without_additional_actions_refuses_the_op():
    data = {"game": "chiaxis", "players": ["me", "opp"], "cards": {},
            "steps": [{"apply": {"targets": "me", "additional_action": {}}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "additional_action" in str(error.value)
