"""A card never in a unit (a Holding, a Stronghold, a Sensei) takes its Battle actions from home; a
Personality or a card attached to one must be at the current battlefield
(l5r.desk.battle-actions-from-home)."""

import pytest

from rulings.engine import evaluate, parse_scenario

GIVE = {"id": "a1", "designators": ["Battle"],
        "effects": [{"choose": {"type": "personality", "in_play": True}, "targeting": True, "stat": "force",
                     "change": 2, "duration": "end_of_turn"}]}  # fmt: skip
STATS = {"force": 2, "chi": 2}


def _force_after_use(user: dict) -> tuple[int, list[dict]]:
    cards = {
        "user": {"owner": "me", **user, "abilities": [GIVE]},
        "hero": {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": STATS},
        "lord": {"type": "personality", "owner": "me", "zone": "home", "stats": STATS},
    }
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"card": "user", "ability": "a1", "by": "me", "targets": ["hero"]}},
        {"ask": {"stat": "force", "card": "hero"}},
    ]
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario))
    data = result.to_dict()
    return data["answers"][0]["answer"]["value"], data["trace"]


@pytest.mark.parametrize("kind", ["holding", "stronghold", "sensei"])
def test_a_card_never_in_a_unit_takes_its_battle_action_from_home(kind):
    force, trace = _force_after_use({"type": kind, "zone": "home"})
    assert force == 4
    assert any(t["rule"] == "l5r.desk.battle-actions-from-home" for t in trace)


@pytest.mark.parametrize(
    "user",
    [
        {"type": "personality", "zone": "home", "stats": {"force": 1, "chi": 1}},
        {"type": "follower", "zone": "attached", "attached_to": "lord", "stats": {"force": 1}},
    ],
)
def test_a_card_in_a_unit_at_home_may_not_take_a_battle_action(user):
    force, trace = _force_after_use(user)
    assert force == 2
    assert not any(t["rule"] == "l5r.desk.battle-actions-from-home" for t in trace)
