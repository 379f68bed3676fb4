"""'All effects' of an action (effects document, Duration and scope of prevention effects p7): a prevention of
them stops its instantaneous effects too, but only those not yet resolved when it begins."""

from rulings.engine import evaluate, parse_scenario


def _run(steps: list) -> tuple[list, list]:
    cards = {
        name: {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}
        for name in ("hero", "sage")
    }
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(doc))
    return [a["answer"]["value"] for a in result.answers], [t["rule"] for t in result.to_dict()["trace"]]


STOP = {"id": "stop-trip", "affects": {"type": "personality"}, "prevent": {"effects_of": "trip"}}
TRIP = {
    "id": "trip",
    "by": "opp",
    "effects": [
        {"id": "bow-hero", "kind": "instantaneous", "targets": "hero", "bow": True},
        {"id": "bow-sage", "kind": "instantaneous", "targets": "sage", "bow": True},
    ],
}
ASKS = [{"ask": {"flag": "bowed", "card": c}} for c in ("hero", "sage")]


def test_effects_of_an_action_prevented_before_it_stop_its_instantaneous_effects():
    calm = {"action": {"id": "calm", "by": "me", "effects": [STOP]}}
    answers, rules = _run([calm, {"action": TRIP}, *ASKS])
    assert answers == [False, False]
    assert "l5r.prevention.not-retroactive" not in rules  # nothing had resolved: not partway


def test_a_prevention_triggered_partway_stops_only_the_effects_not_yet_resolved():
    later = {"id": "later", "kind": "delayed", "trigger": {"event": "bowed", "card": "hero"}, "then": STOP}
    steps = [{"action": {"id": "calm", "by": "me", "effects": [later]}}, {"action": TRIP}, *ASKS]
    answers, rules = _run(steps)
    assert answers == [True, False]
    assert "l5r.prevention.not-retroactive" in rules


def test_a_prevention_triggered_by_the_last_effect_stops_nothing_of_it():
    later = {"id": "later", "kind": "delayed", "trigger": {"event": "bowed", "card": "sage"}, "then": STOP}
    steps = [{"action": {"id": "calm", "by": "me", "effects": [later]}}, {"action": TRIP}, *ASKS]
    answers, rules = _run(steps)
    assert answers == [True, True]
    assert "l5r.prevention.not-retroactive" not in rules
