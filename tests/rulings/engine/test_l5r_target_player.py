"""L5R "target a player" ($target_player): an ability declaring `target_player` (any / other) targets a player
as it is taken; the use step lists that player first in `targets`, before the cards its text targets; left
open, each allowed player is an outcome. A player the text does not allow, or the symbol without the
declaration, is an error naming the place; another game does not know the symbol."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

DRAIN = {"id": "drain", "designators": ["Limited"], "target_player": "any",
         "effects": [{"targets": "$target_player", "honor": -2}]}  # fmt: skip
PLAYERS = [{"id": p, "family_honor": 5} for p in ("me", "opp", "third")]


def personality(ability: dict, owner: str = "me") -> dict:
    return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 1, "chi": 1},
            "abilities": [ability]}  # fmt: skip


def scenario(use: dict, ability: dict = DRAIN, cards: dict | None = None, game: str = "l5r") -> dict:
    use = {"card": "tjeki", "ability": ability["id"], "by": "me"} | use
    asks = [{"ask": {"stat": "family_honor", "player": p["id"]}} for p in PLAYERS]
    cards = {"tjeki": personality(ability)} | (cards or {})
    return {"game": game, "players": PLAYERS, "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, {"use": use}, *asks]}  # fmt: skip


def honor(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize("target", ["me", "opp", "third"])
def test_the_targeted_player_and_only_he_loses(target):
    assert honor(scenario({"targets": [target]})) == [3 if p["id"] == target else 5 for p in PLAYERS]


def test_the_trace_says_who_was_targeted_citing_targeting():
    result = evaluate(parse_scenario(scenario({"targets": ["opp"]})))
    steps = [s for s in result.trace if "targets opp" in s["text"]]
    assert steps and steps[0]["rule"] == "l5r.targets.declared"


def test_left_open_each_player_is_an_outcome():
    answer = evaluate(parse_scenario(scenario({}))).answers[1]["answer"]
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [3, 5, 5]


def test_an_enemy_player_excludes_the_user():
    other = DRAIN | {"target_player": "other"}
    with pytest.raises(ScenarioError) as error:
        evaluate(parse_scenario(scenario({"targets": ["me"]}, other)))
    assert "targets[0]" in str(error.value) and "me" in str(error.value)
    answers = evaluate(parse_scenario(scenario({}, other))).answers
    assert answers[0]["answer"]["value"] == 5  # never me, in every outcome
    assert sorted(o["answer"]["value"] for o in answers[1]["answer"]["outcomes"]) == [3, 5]


def test_the_player_comes_before_the_cards_the_text_targets():
    both = {"id": "both", "designators": ["Limited"], "target_player": "other",
            "effects": [{"id": "pick", "choose": {"type": "personality", "controller": "$target_player"},
                         "targeting": True, "bow": True},
                        {"targets": "$target_player", "honor": -1}]}  # fmt: skip
    idle = {"id": "x", "designators": ["Limited"], "effects": [{"targets": "me", "honor": 0}]}
    victim = personality(idle, "opp")
    data = scenario({"targets": ["opp", "victim"]}, both, {"victim": victim})
    data["steps"].append({"ask": {"flag": "bowed", "card": "victim"}})
    assert honor(data) == [5, 4, 5, True]
    with pytest.raises(ScenarioError) as error:  # the card first: opp is no card, victim no player
        evaluate(parse_scenario(scenario({"targets": ["victim", "opp"]}, both, {"victim": victim})))
    assert "targets[0]" in str(error.value)


def test_the_symbol_without_the_declaration_is_refused_naming_it():
    undeclared = {k: v for k, v in DRAIN.items() if k != "target_player"}
    with pytest.raises(ScenarioError) as error:
        parse_scenario(scenario({}, undeclared))
    assert "target_player" in str(error.value)


def test_another_game_does_not_know_the_symbol():
    data = {"game": "chiaxis", "players": ["me", "opp"], "cards": {},
            "steps": [{"apply": {"targets": "$target_player", "destroy": True}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "unknown symbol '$target_player'" in str(error.value)
