"""The Imperial Favor (player stat `imperial_favor`, op `discard_favor`: the Desk's own rule
l5r.desk.imperial-favor) and a prevention of moves to a kind of zone (`prevent: {event: move, to:
battlefield}`, "he will not move to battlefields"): the holder discards it, a player without it cannot, and
what happens "to" it then does not; a move elsewhere is not stopped. Refused where they make no sense, and by
other games."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _run(players: list, effects: list, steps: list) -> tuple[list, set]:
    data = {
        "game": "l5r",
        "players": players,
        "cards": {
            "hero": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 1, "chi": 1}},
        },
        "steps": [{"action": {"id": "act", "by": "me", "effects": effects}}, *steps],
    }
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], {t["rule"] for t in result.to_dict()["trace"]}


DISCARD_TO_DISHONOR = [
    {"id": "favor", "targets": "me", "discard_favor": True},
    {"targets": "hero", "dishonor": True, "if_changed": "favor"},
]
ASKS = [{"ask": {"stat": "imperial_favor", "player": "me"}}, {"ask": {"flag": "dishonored", "card": "hero"}}]


def test_the_holder_discards_the_favor_and_what_happens_to_it_happens():
    values, cited = _run([{"id": "me", "imperial_favor": 1}, "opp"], DISCARD_TO_DISHONOR, ASKS)
    assert values == [0, True]
    assert "l5r.desk.imperial-favor" in cited


def test_a_player_without_the_favor_cannot_discard_it_and_nothing_happens_to_it():
    values, cited = _run(["me", {"id": "opp", "imperial_favor": 1}], DISCARD_TO_DISHONOR,
                         [*ASKS, {"ask": {"stat": "imperial_favor", "player": "opp"}}])  # fmt: skip
    assert values == [0, False, 1]
    assert "l5r.desk.imperial-favor" in cited


def test_a_prevention_of_moves_to_battlefields_leaves_moves_home():
    held = [{"targets": "hero", "prevent": {"event": "move", "negation": False, "to": "battlefield"},
             "duration": "end_of_turn"}]  # fmt: skip
    steps = [
        {"action": {"id": "out", "by": "opp", "effects": [{"targets": "hero", "move": "battlefield:1"}]}},
        {"ask": {"zone": "hero"}},
        {"move": {"card": "hero", "to": "battlefield:2"}},
        {"action": {"id": "back", "by": "opp", "effects": [{"targets": "hero", "move": "home"}]}},
        {"ask": {"zone": "hero"}},
    ]
    values, _ = _run(["me", "opp"], held, steps)
    assert values == ["home", "home"]


def test_to_needs_a_move_and_a_kind_of_zone():
    for prevent, message in [
        ({"event": "destroy", "to": "battlefield"}, "it needs event: move"),
        ({"event": "move", "to": "mission"}, "mission"),
    ]:
        with pytest.raises(ScenarioError) as caught:
            _run(["me", "opp"], [{"targets": "hero", "prevent": prevent}], [])
        assert message in str(caught.value)


def test_the_imperial_favor_is_refused_by_other_games():
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {},
        "steps": [{"action": {"id": "x", "by": "A", "effects": [{"targets": "A", "discard_favor": True}]}}],
    }
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    assert "discard_favor" in str(caught.value)
