"""ChiAxis (section 22): its vocabulary's validation, choices left to rulers, creation-order arithmetic."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario


def beast(owner: str, zone: str, atk: int = 1) -> dict:
    return {"type": "beast", "owner": owner, "zone": zone, "stats": {"cost": 1, "int": 1, "atk": atk}}


def scenario(*steps: dict) -> dict:
    return {
        "game": "chiaxis",
        "players": [{"id": "me", "vitae": 10}, {"id": "rival", "vitae": 10}],
        "cards": {"brute": beast("me", "city", atk=5)} | {c: beast("rival", "hand") for c in "abc"},
        "steps": list(steps),
    }


def answers(*steps: dict) -> list:
    return [a["answer"] for a in evaluate(parse_scenario(scenario(*steps))).to_dict()["answers"]]


def problems(*steps: dict) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario(*steps))
    return str(info.value)


def instant(**effect) -> dict:
    return {"apply": {"kind": "instantaneous", **effect}}


def test_a_tie_rule_is_required_by_22_1b():
    found = problems(instant(highest="vitae", do={"vitae": 1}))
    assert "steps[0].apply" in found and "tie (22.1b)" in found


def test_unknown_op_lists_the_games_own_ops():
    found = problems({"apply": {"targets": "brute", "wund": 1}})
    assert "unknown field 'wund' (did you mean 'wound'?)" in found
    assert "discard" in found and "highest" in found


def test_discarding_fewer_than_held_is_a_choice_of_the_ruler():
    (answer,) = answers(instant(targets="rival", discard=2), {"ask": {"zone": "a"}})
    assert answer["value"] == "depends on a choice"
    assert answer["choices_needed"][0]["by"] == "rival"
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == ["discard", "discard", "hand"]


def test_discarding_named_cards_makes_the_choice():
    discard = instant(targets="rival", discard={"count": 2, "cards": ["b", "c"]})
    result = answers(discard, {"ask": {"zone": "a"}}, {"ask": {"zone": "c"}})
    assert [a["value"] for a in result] == ["hand", "discard"]


def test_a_later_set_survives_an_earlier_bonus_ending():
    plus = {"apply": {"id": "plus", "targets": "brute", "stat": "atk", "change": 3}}
    to_two = {"apply": {"id": "to-two", "targets": "brute", "stat": "atk", "set": 2}}
    (answer,) = answers(plus, to_two, {"end_effect": "plus"}, {"ask": {"stat": "atk", "card": "brute"}})
    assert answer["value"] == 2


def test_tie_choose_leaves_the_pick_to_the_controller():
    crown = {"kind": "instantaneous", "highest": "vitae", "tie": "choose", "do": {"vitae": 1}}
    action = {"action": {"id": "x", "by": "me", "effects": [crown]}}
    (answer,) = answers(action, {"ask": {"stat": "vitae", "player": "rival"}})
    assert answer["choices_needed"][0]["by"] == "me"
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [10, 11]


OPS = st.lists(st.tuples(st.sampled_from(["change", "set"]), st.integers(-5, 9)), min_size=1, max_size=8)


@settings(max_examples=40, deadline=None)
@given(OPS, st.data())
def test_stats_are_the_fold_of_live_effects_in_creation_order(ops, data):
    ended = data.draw(st.sets(st.integers(0, len(ops) - 1)))
    steps = [
        {"apply": {"id": f"e{i}", "targets": "brute", "stat": "atk", mode: n}}
        for i, (mode, n) in enumerate(ops)
    ]
    steps += [{"end_effect": f"e{i}"} for i in sorted(ended)]
    expected = 5
    for i, (mode, n) in enumerate(ops):
        if i not in ended:
            expected = n if mode == "set" else expected + n
    (answer,) = answers(*steps, {"ask": {"stat": "atk", "card": "brute"}})
    assert answer["value"] == expected


def test_the_same_scenario_gives_byte_identical_output():
    data = scenario(instant(targets="rival", discard=2), {"ask": {"zone": "b"}})
    assert evaluate(parse_scenario(data)).to_json() == evaluate(parse_scenario(data)).to_json()
