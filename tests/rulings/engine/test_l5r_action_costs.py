"""Costs of actions written as an `action` step (L5R's action field `cost`, action_costs.py)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _doc(cost: dict, game: str = "l5r") -> dict:
    hero = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}
    action = {"id": "rally", "by": "me", "source": "hero", "cost": cost}
    action["effects"] = [{"targets": "hero", "stat": "force", "change": 2}]
    steps = [{"begin": {"name": "turn", "player": "me"}}, {"action": action}]
    steps.append({"ask": {"stat": "force", "card": "hero"}})
    return {"game": game, "players": ["me", "opp"], "cards": {"hero": hero}, "steps": steps}


def test_a_paid_cost_lets_the_effects_happen_and_an_unpayable_one_stops_them():
    paid = evaluate(parse_scenario(_doc({"bow": "$source"}))).answers[0]["answer"]["value"]
    doc = _doc({"bow": "$source"})
    doc["cards"]["hero"]["bowed"] = True
    unpaid = evaluate(parse_scenario(doc)).answers[0]["answer"]["value"]
    assert (paid, unpaid) == (4, 2)


def test_pay_with_needs_a_gold_cost():
    with pytest.raises(ScenarioError, match="pay_with names cards to bow for a Gold cost"):
        parse_scenario(_doc({"bow": "$source", "pay_with": ["hero"]}))


def test_another_game_refuses_the_field_naming_l5r():
    doc = _doc({"bow": "$source"}, game="chiaxis")
    with pytest.raises(ScenarioError, match=r"chiaxis has no 'cost' action field \(it is l5r's\)"):
        parse_scenario(doc)


def test_the_schema_of_an_l5r_action_has_the_cost_field():
    from rulings.engine import scenario_schema

    steps = scenario_schema("l5r")["$defs"]["l5r.step"]["oneOf"]
    action = next(s for s in steps if "action" in s["properties"])
    assert "cost" in action["properties"]["action"]["properties"]
