"""Procedures one text creates for several cards, run step by step in parallel (or consecutively), and the
validation of the `procedures` step."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario


def scenario(procedures: dict, count: int = 2) -> dict:
    cards = {
        f"p{i}": {"type": "personality", "owner": "me", "zone": f"province:{i + 1}", "stats": {"chi": 1}}
        for i in range(count)
    }
    steps = [{"procedures": {"id": "bring", "by": "me"} | procedures}, {"ask": {"events": {}}}]
    return {"game": "l5r", "players": ["me"], "cards": cards, "steps": steps}


def taken(result) -> list[tuple[str, str]]:
    events = result.to_dict()["answers"][-1]["answer"]["value"]
    return [(e["name"], e["card"]) for e in events if e["event"] == "procedure_step"]


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.booleans())
def test_each_step_is_taken_by_every_procedure_before_the_next_step(count, steps, consecutively):
    names = [chr(ord("A") + i) for i in range(steps)]
    declared = [{"name": n} for n in names]
    params = {"for": {"type": "personality", "zone": "province"}, "steps": declared}
    result = evaluate(parse_scenario(scenario(params | {"consecutively": consecutively}, count)))
    cards = [f"p{i}" for i in range(count)]
    if consecutively:
        assert taken(result) == [(n, c) for c in cards for n in names]
    else:
        assert taken(result) == [(n, c) for n in names for c in cards]


def test_a_step_effect_happens_to_every_card_before_the_next_step():
    params = {"cards": ["p0", "p1"], "steps": [{"name": "A", "move": "home"}, {"name": "B"}]}
    events = evaluate(parse_scenario(scenario(params))).to_dict()["answers"][-1]["answer"]["value"]
    kinds = [(e["event"], e.get("name"), e["card"]) for e in events]
    assert kinds == [
        ("procedure_step", "A", "p0"),
        ("procedure_step", "A", "p1"),
        ("moved", None, "p0"),
        ("moved", None, "p1"),
        ("procedure_step", "B", "p0"),
        ("procedure_step", "B", "p1"),
    ]


@pytest.mark.parametrize(
    "procedures, message",
    [
        ({"steps": [{"name": "A"}]}, "name the cards (cards: [...]) or the kind of cards"),
        ({"cards": ["p0"], "for": {"type": "personality"}, "steps": [{"name": "A"}]}, "one of them"),
        ({"cards": ["p0"], "steps": []}, "expected a non-empty list of steps"),
        ({"cards": ["p0"], "steps": [{"name": "A", "targets": "p1", "bow": True}]}, "leave out its targets"),
        ({"cards": ["nobody"], "steps": [{"name": "A"}]}, "unknown card 'nobody'"),
        ({"for": {"face": "sideways"}, "steps": [{"name": "A"}]}, "unknown face 'sideways'"),
    ],
)
def test_invalid_procedures_name_the_place_and_the_problem(procedures, message):
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario(procedures))
    assert message in str(info.value)
