"""'You have +1 maximum hand size': the player stat `hand_size_bonus` (the Desk's rule
l5r.desk.hand-size-change; the size itself is not modelled, l5r.desk.hand-size)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

RULE = "l5r.desk.hand-size-change"


def _trait(change: int, trait_id: str = "t1") -> dict:
    return {"id": trait_id, "targets": "$controller", "stat": "hand_size_bonus", "change": change}


def _asks(zone: str, *changes: int) -> list:
    cards = {
        f"c{n}": {"type": "holding", "owner": "me", "zone": zone, "traits": [_trait(change, f"t{n}")]}
        for n, change in enumerate(changes)
    }
    steps = [{"ask": {"stat": "hand_size_bonus", "player": p}} for p in ("me", "opp")]
    doc = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(doc))
    return [a["answer"]["value"] for a in result.answers], result.to_dict()["trace"]


def test_the_changes_of_cards_in_play_add_up_for_their_controller_only():
    values, trace = _asks("home", 1, 2, -1)
    assert values == [2, 0]
    assert any(note.get("rule") == RULE for note in trace)


def test_a_card_out_of_play_changes_nothing():
    assert _asks("hand", 3)[0] == [0, 0]


@pytest.mark.parametrize("game", ["naruto", "chiaxis"])
def test_games_without_the_stat_refuse_it(game):
    card = {"type": "character" if game == "naruto" else "unit", "owner": "me", "traits": [_trait(1)]}
    doc = {"game": game, "players": ["me"], "cards": {"x": card}, "steps": []}
    with pytest.raises(ScenarioError, match="hand_size_bonus"):
        parse_scenario(doc)
