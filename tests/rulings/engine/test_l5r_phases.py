"""L5R's named phases (phases.py): the `phase` step, the named phases' trigger events, the duration "until
your next turn begins", the `phase` question; procedures that do not happen; triggered substitutions. Each
construct acts in L5R, and the other games refuse it naming the game whose it is."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

CARDS = {
    "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}},
    "recruit": {"type": "personality", "owner": "me", "zone": "province", "stats": {"force": 1, "chi": 1}},
}


def run(steps: list, cards: dict = CARDS) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"] for a in evaluate(parse_scenario(data)).to_dict()["answers"]]


def events(steps: list) -> list[str]:
    return [e["event"] for e in run([*steps, {"ask": {"events": {}}}])[-1]["value"]]


def test_the_phase_step_ends_the_named_phase_in_progress_and_begins_the_next_for_the_turn_player():
    steps = [{"begin": {"name": "turn", "player": "opp"}}, {"phase": "dynasty"}, {"phase": "attack"}]
    assert events([*steps, {"end": "turn"}]) == [
        "turn_begins",
        "phase_begins",
        "dynasty_phase_begins",
        "dynasty_phase_ends",
        "phase_ends",
        "phase_begins",
        "attack_phase_begins",
        "attack_phase_ends",  # the turn ends the named phase in progress
        "phase_ends",
        "turn_ends",
    ]
    assert run([*steps, {"ask": {"phase": {}}}])[-1] == {
        "value": "attack",
        "begun": ["dynasty", "attack"],
        "skipped": [],
    }


def test_a_named_phase_begun_by_a_begin_step_ends_alone():
    steps = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "attack_phase", "player": "me"}}]
    assert events([*steps, {"phase": "dynasty"}])[1:4] == [
        "attack_phase_begins",
        "attack_phase_ends",
        "phase_begins",
    ]


def test_skipping_the_next_phase_skips_the_named_phase_with_it():
    skip = {"apply": {"id": "skip", "targets": ["me"], "instead": {"of": "phase", "skip": True, "uses": 1}}}
    steps = [{"begin": {"name": "turn", "player": "me"}}, skip, {"phase": "dynasty"}]
    steps += [{"enter_play": "recruit"}, {"ask": {"in_play": "recruit"}}, {"phase": "attack"}]
    steps += [{"ask": {"phase": {}}}]
    skipped, phase = run(steps)
    assert skipped["value"] is False
    assert phase == {"value": "attack", "begun": ["attack"], "skipped": []}


def _delayed(event: str, player: str = "me") -> dict:
    then = {"id": "boost", "targets": ["hero"], "stat": "force", "change": 1, "duration": "end_of_game"}
    trigger = {"event": event, "player": player}
    return {"apply": {"id": "later", "kind": "delayed", "trigger": trigger, "then": then}}


@pytest.mark.parametrize("phase", ["attack", "dynasty"])
@pytest.mark.parametrize("when", ["begins", "ends"])
def test_a_delayed_effect_waits_for_its_named_phase_of_its_player(phase, when):
    other = "dynasty" if phase == "attack" else "attack"
    force = {"ask": {"stat": "force", "card": "hero"}}
    steps = [_delayed(f"{phase}_phase_{when}"), {"begin": {"name": "turn", "player": "opp"}}]
    steps += [{"phase": phase}, {"phase": other}, force, {"end": "turn"}]
    steps += [{"begin": {"name": "turn", "player": "me"}}, {"phase": other}, force, {"phase": phase}]
    steps += [{"phase": other}, force]
    assert [a["value"] for a in run(steps)] == [2, 2, 3]


def _no_dynasty(duration: str) -> dict:
    prevent = {"procedure": "dynasty_phase"}
    effect = {"id": "stall", "kind": "procedural", "targets": ["me", "opp"], "prevent": prevent}
    return {"action": {"id": "stall", "by": "me", "effects": [{**effect, "duration": duration}]}}


@pytest.mark.parametrize(
    ("duration", "opp_dynasty"), [("until_your_turn", "skipped"), ("end_of_turn", "begun")]
)
def test_until_your_turn_outlasts_the_other_players_turn(duration, opp_dynasty):
    steps = [{"begin": {"name": "turn", "player": "me"}}, _no_dynasty(duration), {"end": "turn"}]
    steps += [{"begin": {"name": "turn", "player": "opp"}}, {"phase": "dynasty"}, {"ask": {"phase": {}}}]
    steps += [{"end": "turn"}, {"begin": {"name": "turn", "player": "me"}}, {"ask": {"effect": "stall"}}]
    phase, effect = run(steps)
    assert phase[opp_dynasty] == ["dynasty"]
    assert effect["value"] == "ended"


def test_the_steps_of_a_phase_that_does_not_happen_are_skipped_up_to_the_next_phase():
    steps = [{"begin": {"name": "turn", "player": "me"}}, _no_dynasty("until_your_turn")]
    steps += [{"phase": "dynasty"}, {"enter_play": "recruit"}, {"ask": {"in_play": "recruit"}}]
    steps += [{"phase": "attack"}, {"enter_play": "recruit"}, {"ask": {"in_play": "recruit"}}]
    assert [a["value"] for a in run(steps)] == [False, True]


def test_a_begin_step_of_a_prevented_procedure_does_not_happen_either():
    steps = [{"begin": {"name": "turn", "player": "me"}}, _no_dynasty("until_your_turn")]
    steps += [{"begin": {"name": "dynasty_phase", "player": "me"}}, {"enter_play": "recruit"}]
    steps += [{"end": "dynasty_phase"}, {"ask": {"in_play": "recruit"}}]
    assert [a["value"] for a in run(steps)] == [False]


def test_a_phase_step_inside_a_skipped_turn_does_not_resume_the_turn():
    skip_turn = {"apply": {"id": "skip", "targets": ["opp"], "instead": {"of": "turn", "skip": True}}}
    steps = [skip_turn, {"begin": {"name": "turn", "player": "opp"}}, {"phase": "dynasty"}]
    steps += [{"enter_play": "recruit"}, {"end": "turn"}, {"ask": {"in_play": "recruit"}}]
    assert [a["value"] for a in run(steps)] == [False]


@pytest.mark.parametrize(
    ("step", "message"),
    [
        ({"phase": "attack"}, "has no 'phase' step (it is l5r's)"),
        ({"ask": {"phase": {}}}, "has no 'phase' question (it is l5r's)"),
        ({"begin": {"name": "attack_phase"}}, "unknown procedure 'attack_phase'"),
        ({"apply": {"targets": ["p1"], "prevent": {"event": "move"}, "duration": "until_your_turn"}},
         "unknown duration 'until_your_turn'"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("game", ["naruto", "chiaxis"])
def test_other_games_refuse_the_named_phases(game, step, message):
    with pytest.raises(ScenarioError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_scenario({"game": game, "players": ["p1"], "cards": {}, "steps": [step]})


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("combat", "unknown named phase 'combat'"),
        ({"name": "attack", "player": "nobody"}, "unknown player 'nobody'"),
        ({"name": "attack", "when": 1}, "unknown field 'when'"),
    ],
)
def test_a_bad_phase_step_is_refused_naming_what_is_wrong(value, message):
    with pytest.raises(ScenarioError, match=message):
        parse_scenario({"game": "l5r", "players": ["me"], "cards": {}, "steps": [{"phase": value}]})


def _instead_trait(timing: str) -> dict:
    trigger = {"event": "destroyed", "timing": timing, "card": "$source"}
    instead = {"of": "destroy", "do": {"targets": "$source", "bow": True}}
    trait = {"id": "bend", "kind": "instantaneous", "trigger": trigger, "instead": instead}
    return {**CARDS["hero"], "traits": [trait]}


def test_a_triggered_substitution_trait_replaces_each_event_that_triggers_it():
    destroy = {"action": {"id": "kill", "by": "opp", "effects": [{"targets": ["hero"], "destroy": True}]}}
    asks = [{"ask": {"destroyed": "hero"}}, {"ask": {"flag": "bowed", "card": "hero"}}]
    steps = [destroy, *asks, {"set": {"card": "hero", "bowed": False}}, destroy, *asks]
    answers = run(steps, {"hero": _instead_trait("before")})
    assert [a["value"] for a in answers] == [False, True, False, True]


def test_a_triggered_substitution_timed_after_its_event_is_refused():
    data = {"game": "l5r", "players": ["me"], "cards": {"hero": _instead_trait("after")}, "steps": []}
    with pytest.raises(ScenarioError, match="acts on the event as it is about to happen"):
        parse_scenario(data)
