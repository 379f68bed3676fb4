"""Attaching and transferring cards as L5R effects, and Terrains' ongoing effects (attachments.py,
terrains.py, lasting.py)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _cards() -> dict:
    personality = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}
    return {
        "hero": personality,
        "sage": {**personality, "keywords": ["Shugenja"]},
        "katana": {"type": "item", "owner": "me", "zone": "hand", "stats": {"force": 2, "chi": 0}},
        "mist": {"type": "terrain", "owner": "me", "zone": "in_play"},
    }


def _answers(steps: list, cards: dict | None = None) -> list:
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards or _cards(), "steps": steps}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(doc)).answers]


TURN = {"begin": {"name": "turn", "player": "me"}}
FORCE = [{"ask": {"stat": "force", "card": c}} for c in ("hero", "sage")]


def _attach(to: str, id_: str = "arm", **extra) -> dict:
    return {"action": {"id": id_, "by": "me", **extra, "effects": [{"targets": "katana", "attach": to}]}}


def test_attaching_then_transferring_moves_the_modifier():
    assert _answers([TURN, _attach("hero"), *FORCE, _attach("sage", "pass"), *FORCE]) == [4, 2, 2, 4]


def test_an_attach_prevention_on_the_card_stops_it():
    guard = {"apply": {"targets": "katana", "prevent": {"event": "attach"}}}
    assert _answers([TURN, guard, _attach("hero"), *FORCE]) == [2, 2]


def test_all_effects_of_the_action_do_not_happen_stops_the_attach():
    stop = {"apply": {"targets": "katana", "prevent": {"effects_of": "arm"}}}
    assert _answers([TURN, stop, _attach("hero"), *FORCE]) == [2, 2]


def test_the_bearer_may_be_a_symbol_of_the_effects_text():
    assert _answers([TURN, _attach("$source", source="sage"), *FORCE]) == [2, 4]


def test_an_unknown_bearer_is_refused_at_parse_naming_it():
    with pytest.raises(ScenarioError, match=r"attach.*unknown card 'samurai'"):
        _answers([TURN, _attach("samurai")])


def test_a_terrains_ongoing_effect_keeps_a_stated_duration():
    fog = {"id": "fog", "targets": "hero", "stat": "force", "change": 1, "duration": "end_of_turn"}
    steps = [TURN, {"action": {"id": "a", "by": "me", "source": "mist", "effects": [fog]}}, {"end": "turn"}]
    assert _answers([*steps, {"begin": {"name": "turn", "player": "opp"}}, *FORCE[:1]]) == [2]


def test_an_ongoing_effect_of_another_card_does_not_end_when_it_leaves_play():
    cards = {**_cards(), "mist": {"type": "holding", "owner": "me", "zone": "in_play"}}
    fog = {"id": "fog", "targets": "hero", "stat": "force", "change": 1}
    steps = [TURN, {"action": {"id": "a", "by": "me", "source": "mist", "effects": [fog]}}]
    assert _answers([*steps, {"leave_play": {"card": "mist"}}, *FORCE[:1]], cards) == [3]
