"""Prevention of several kinds of occurrence (`prevent.events`) and of only the next N of them
(`prevent.uses`): "before the next time this turn another player's action bows, moves, or destroys her,
negate that effect" prevents a specific future occurrence, once (effects, duration and scope of prevention:
l5r.prevention.triggered-once), and changes are prevented individually."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def result(steps: list, ward: dict) -> dict:
    card = {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
    cards = {"hero": card, "other": card}
    ward_step = {"action": {"id": "ward", "by": "me", "effects": [{"id": "w", "targets": "hero", **ward}]}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, ward_step, *steps]}  # fmt: skip
    return evaluate(parse_scenario(data)).to_dict()


def run(steps: list, ward: dict) -> list:
    return result(steps, ward)["answers"]


def by(player: str, action: str, targets: str = "hero", **op) -> dict:
    return {"action": {"id": action, "by": player, "effects": [{"targets": targets, **op}]}}


BOWED = {"ask": {"flag": "bowed", "card": "hero"}}
ZONE = {"ask": {"zone": "hero"}}
ONCE = {"prevent": {"events": ["bow", "move", "destroy"], "from_players": "other", "uses": 1}}


def values(answers: list) -> list:
    return [a["answer"]["value"] for a in answers]


def test_the_first_of_the_named_events_uses_it_up_whichever_it_is():
    answers = run([by("opp", "m", move="home"), ZONE, by("opp", "b", bow=True), BOWED], ONCE)
    assert values(answers) == ["battlefield:1", True]


def test_without_uses_it_prevents_every_named_event_while_it_lasts():
    lasting = {"prevent": {"events": ["bow", "move"], "from_players": "other"}}
    answers = run([by("opp", "b", bow=True), BOWED, by("opp", "m", move="home"), ZONE,
                   by("opp", "d", destroy=True), {"ask": {"destroyed": "hero"}}], lasting)  # fmt: skip
    assert values(answers) == [False, "battlefield:1", True]  # destroy is not named


def test_an_occurrence_it_does_not_describe_does_not_use_it_up():
    steps = [by("me", "mine", bow=True), BOWED, by("me", "up", straighten=True),
             by("opp", "theirs", bow=True), BOWED]  # fmt: skip
    assert values(run(steps, ONCE)) == [True, False]


def test_a_change_to_another_card_by_the_same_effect_is_not_prevented():
    steps = [by("opp", "both", targets=["hero", "other"], bow=True), BOWED,
             {"ask": {"flag": "bowed", "card": "other"}}]  # fmt: skip
    assert values(run(steps, ONCE)) == [False, True]  # changes are prevented individually


def test_uses_ends_the_prevention_citing_the_rule_on_a_specific_future_occurrence():
    done = result([by("opp", "b", bow=True), {"ask": {"effect": "w"}}], ONCE)
    assert done["answers"][0]["answer"]["value"] == "ended"
    ends = [e for e in done["trace"] if e["rule"] == "l5r.prevention.triggered-once"]
    assert ends and "w" in ends[0]["text"]
    lasting = result([by("opp", "b", bow=True), {"ask": {"effect": "w"}}], {"prevent": {"events": ["bow"]}})
    assert lasting["answers"][0]["answer"]["value"] != "ended"


@pytest.mark.parametrize(("prevent", "field"), [
    ({"event": "bow", "events": ["move"]}, "events"),
    ({"events": ["bow"], "uses": 0}, "uses"),
    ({"events": ["bow", "fly"]}, "events"),
])  # fmt: skip
def test_bad_events_or_uses_are_refused_naming_the_field(prevent, field):
    with pytest.raises(ScenarioError) as caught:
        run([], {"prevent": prevent})
    assert any(p.path.endswith(field) for p in caught.value.problems), caught.value.problems
