"""L5R "choose a player" ($chosen_player): the ability's player chooses any player as he takes the action;
the use step's decide makes the choice, and left open each player is an outcome. Written outside an ability's
text, or in another game, the symbol is refused."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

GIFT = {"id": "gift", "designators": ["Limited"], "effects": [{"targets": "$chosen_player", "honor": 2}]}
PLAYERS = [{"id": p, "family_honor": 5} for p in ("me", "opp", "third")]


def scenario(decide: dict | None, card: dict | None = None, game: str = "l5r") -> dict:
    card = card or {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1},
                    "abilities": [GIFT]}  # fmt: skip
    use = {"use": {"card": "giver", "ability": "gift", "by": "me"}} | ({"decide": decide} if decide else {})
    asks = [{"ask": {"stat": "family_honor", "player": p["id"]}} for p in PLAYERS]
    return {"game": game, "players": PLAYERS, "cards": {"giver": card},
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use, *asks]}  # fmt: skip


@pytest.mark.parametrize("chosen", ["me", "opp", "third"])
def test_the_chosen_player_and_only_he_gains(chosen):
    answers = evaluate(parse_scenario(scenario({"chosen_player": chosen}))).answers
    assert [a["answer"]["value"] for a in answers] == [7 if p["id"] == chosen else 5 for p in PLAYERS]


def test_left_open_each_player_is_an_outcome():
    answer = evaluate(parse_scenario(scenario(None))).answers[1]["answer"]
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [5, 5, 7]


def test_the_symbol_outside_an_ability_is_refused_naming_it():
    trait = {"id": "t", "targets": "$chosen_player", "honor": 1}
    card = {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 1},
            "traits": [trait], "abilities": [GIFT]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(scenario(None, card))
    assert "$chosen_player" in str(error.value)


def test_another_game_does_not_know_the_symbol():
    data = {"game": "chiaxis", "players": ["me", "opp"], "cards": {},
            "steps": [{"apply": {"targets": "$chosen_player", "destroy": True}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "unknown symbol '$chosen_player'" in str(error.value)
