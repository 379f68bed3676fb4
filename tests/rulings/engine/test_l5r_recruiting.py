"""Recruiting by an effect (`recruit: {less, bowed}`), discarding a card in play (`discard: true`) and a Gold
cost of "*" (`gold_star: true`), the Desk's own rule l5r.desk.recruit: the player pays the card's
entering-play Gold cost less what the text says with the cards the use names, and the card enters play at
home (bowed if said); unpaid, it stays where it was. Refused where they make no sense, and by other games."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

RECRUITER = {
    "type": "celestial",
    "owner": "me",
    "zone": "home",
    "abilities": [
        {
            "id": "a1",
            "designators": ["Limited"],
            "cost": {"gold_star": True},
            "effects": [
                {"id": "a1", "targets": "$source", "discard": True},
                {"id": "a1.2", "choose": {"type": "holding", "owner": "$controller", "zone": "discard"},
                 "targeting": True, "recruit": {"less": 3, "bowed": True}, "if_changed": "a1"},
            ],
        }
    ],
}  # fmt: skip


USE = {"id": "u", "card": "recruiter", "ability": "a1", "by": "me"}


def _holding(zone: str, **stats: int) -> dict:
    return {"type": "holding", "owner": "me", "zone": zone, "stats": stats}


def _scenario(gold_cost: int, production: int, recruiter: dict = RECRUITER, pay_with=("farm",)) -> dict:
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "recruiter": recruiter,
            "farm": _holding("home", gold_production=production),
            "castle": _holding("discard", gold_cost=gold_cost),
        },
        "steps": [
            {"begin": {"name": "turn", "player": "me"}},
            {"use": USE | {"pay_with": list(pay_with)}, "decide": {"a1.2": "castle"}},
            {"ask": {"payment": "u"}},
            {"ask": {"zone": "castle"}},
            {"ask": {"flag": "bowed", "card": "castle"}},
            {"ask": {"zone": "recruiter"}},
        ],
    }


def _run(data: dict) -> tuple[list, set]:
    result = evaluate(parse_scenario(data))
    return [a["answer"]["value"] for a in result.answers], {t["rule"] for t in result.to_dict()["trace"]}


@pytest.mark.parametrize(
    ("gold_cost", "production", "expected"),
    [
        (5, 2, [True, "home", True, "discard"]),  # 5 less 3 = 2: paid
        (2, 0, [True, "home", True, "discard"]),  # never below 0: nothing to pay
        (6, 2, [False, "discard", False, "discard"]),  # 3 needed, 2 produced: not recruited
    ],
)
def test_recruiting_pays_the_gold_cost_less_what_the_text_says(gold_cost, production, expected):
    values, cited = _run(_scenario(gold_cost, production))
    assert values == expected
    assert "l5r.desk.recruit" in cited


def test_a_card_that_is_not_discarded_recruits_nothing():
    recruiter = {**RECRUITER, "zone": "hand", "type": "action"}
    data = _scenario(5, 2, recruiter)
    values, _ = _run(data)
    assert values[1] == "discard"  # the Holding stays in the discard pile


def test_a_gold_cost_is_a_number_or_a_star_not_both():
    ability = {**RECRUITER["abilities"][0], "cost": {"gold_star": True, "gold": 2}}
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(_scenario(5, 2, {**RECRUITER, "abilities": [ability]}))
    assert "not both" in str(caught.value)


def test_recruit_is_refused_by_other_games():
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {},
        "steps": [{"action": {"id": "x", "by": "A", "effects": [{"targets": "A", "recruit": True}]}}],
    }
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data)
    assert "recruit" in str(caught.value)
