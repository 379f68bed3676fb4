"""L5R "bow or destroy one of his Weapons" as a cost (card features, Abilities C): one matching card in play,
bowed or destroyed as the player chooses; with no such card the action cannot be taken."""

import pytest

from rulings.engine import evaluate, parse_scenario

RITE = {"id": "rite", "designators": ["Limited"], "effects": [{"targets": "$controller", "honor": 1}],
        "cost": {"bow_or_destroy_one": {"attached_to": "$source", "keywords": "Weapon"}}}  # fmt: skip


def run(decide: dict | None, weapon: bool = True) -> list:
    cards = {"hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                      "abilities": [RITE]}}  # fmt: skip
    if weapon:
        cards["blade"] = {"type": "item", "owner": "me", "attached_to": "hero", "keywords": ["Weapon"],
                          "stats": {"force": 1, "chi": 0}}  # fmt: skip
    use = {"use": {"id": "u", "card": "hero", "ability": "rite", "by": "me"}}
    use |= {"decide": decide} if decide else {}
    asks = [{"ask": {"successful": "u"}}, {"ask": {"stat": "family_honor", "player": "me"}}]
    asks += [{"ask": {"flag": "bowed", "card": "blade"}}, {"ask": {"zone": "blade"}}] if weapon else []
    data = {"game": "l5r", "players": [{"id": "me", "family_honor": 5}, "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, use, *asks]}  # fmt: skip
    return [a["answer"] for a in evaluate(parse_scenario(data)).answers]


@pytest.mark.parametrize(
    ("choice", "bowed", "zone"), [("bow blade", True, "home"), ("destroy blade", False, "discard")]
)
def test_the_player_bows_or_destroys_the_weapon_he_chooses(choice, bowed, zone):
    answers = [a["value"] for a in run({"cost_choice": choice})]
    assert answers[1:] == [6, bowed, zone]


def test_left_open_bowing_and_destroying_are_both_outcomes():
    zone = run(None)[3]
    assert sorted(o["answer"]["value"] for o in zone["outcomes"]) == ["discard", "home"]


def test_without_a_weapon_the_cost_cannot_be_paid_and_nothing_happens():
    assert [a["value"] for a in run(None, weapon=False)] == [False, 5]
