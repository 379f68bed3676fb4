"""Putting a card into play by an effect (`put_into_play`, the Desk's own rule l5r.desk.put-into-play): the
card enters play where its text says, an Action card so put into play is not discarded, a card in play is not
moved; refused where it names no zone of play, and by other games."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

TERRAIN = {
    "type": "action",
    "owner": "me",
    "zone": "hand",
    "keywords": ["Terrain"],
    "abilities": [
        {
            "id": "a1",
            "designators": ["Battle"],
            "effects": [{"targets": "$source", "put_into_play": "$battlefield"}],
        }
    ],
    "traits": [
        {"id": "arrives", "trigger": {"event": "enters_play", "card": "$source"}, "targets": "me", "honor": 1}
    ],
}


def _run(steps: list, card: dict = TERRAIN) -> list:
    data = {
        "game": "l5r",
        "players": [{"id": "me", "family_honor": 5}, "opp"],
        "cards": {
            "terrain": card,
            "hero": {
                "type": "personality",
                "owner": "me",
                "zone": "battlefield:1",
                "stats": {"force": 1, "chi": 1},
            },
        },
        "steps": steps,
    }
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


USE = {"use": {"id": "u", "card": "terrain", "ability": "a1", "by": "me"}}
ASKS = [{"ask": {"zone": "terrain"}}, {"ask": {"stat": "family_honor", "player": "me"}}]


def test_an_action_card_put_into_play_by_its_ability_enters_play_there_and_stays():
    assert _run([{"begin": {"name": "battle", "at": "battlefield:1"}}, USE, *ASKS]) == ["battlefield:1", 6]


def test_without_a_battle_there_is_no_current_battlefield():
    assert _run([USE, *ASKS]) == ["discard", 5]  # nothing entered play; the Action card is discarded


def test_a_card_in_play_is_not_moved():
    steps = [{"begin": {"name": "battle", "at": "battlefield:2"}}, USE, *ASKS]
    assert _run(steps, {**TERRAIN, "zone": "battlefield:1"}) == ["battlefield:1", 5]


def test_a_zone_out_of_play_is_refused():
    card = {
        **TERRAIN,
        "abilities": [
            {
                "id": "a1",
                "designators": ["Battle"],
                "effects": [{"targets": "$source", "put_into_play": "discard"}],
            }
        ],
    }
    with pytest.raises(ScenarioError, match="zone of play"):
        _run([USE], card)
