""""Enters play paying 2 less Gold if you are a Lion Clan player" (`enters_for_less`, a continuous trait
working out of play on its own card) and "He may not perform actions" (`may_not: perform`)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _answers(scenario: dict) -> list:
    result = evaluate(parse_scenario({"game": "l5r", **scenario})).to_dict()
    return [a["answer"]["value"] for a in result["answers"]]


def _hotako(player_clan: str | None, **own) -> dict:
    card = {"type": "personality", "owner": "me", "zone": "province:1", "stats": {"force": 3, "chi": 3,
            "gold_cost": 7}, "enters_for_less": {"amount": 2, **own}}  # fmt: skip
    player = {"id": "me", **({"clan": player_clan} if player_clan else {})}
    return {"players": [player], "cards": {"h": card}, "steps": [{"ask": {"gold_to_pay": "h"}}]}


@pytest.mark.parametrize(("clan", "own", "due"), [
    ("Lion", {"clan": "Lion"}, 5), ("Crab", {"clan": "Lion"}, 7), (None, {"clan": "Lion"}, 7), (None, {}, 5),
])  # fmt: skip
def test_the_card_enters_for_less_only_for_the_clan_named(clan, own, due):
    assert _answers(_hotako(clan, **own)) == [due]


def test_its_gold_cost_stat_is_unchanged():
    scenario = _hotako("Lion", clan="Lion")
    scenario["steps"] = [{"ask": {"stat": "gold_cost", "card": "h"}}]
    assert _answers(scenario) == [7]


def test_enters_for_less_is_refused_when_not_one_or_more_and_in_another_game():
    bad = _hotako("Lion", clan="Lion")
    bad["cards"]["h"]["enters_for_less"]["amount"] = 0
    with pytest.raises(ScenarioError, match="amount is 1 or more"):
        parse_scenario({"game": "l5r", **bad})
    other = {"game": "chiaxis", "players": ["me"], "steps": [],
             "cards": {"x": {"type": "unit", "owner": "me", "enters_for_less": {"amount": 2}}}}  # fmt: skip
    with pytest.raises(ScenarioError, match="enters_for_less"):
        parse_scenario(other)


FEAR = {"targets": "hero", "may_not": "perform", "duration": "end_of_turn"}


def _frightened(performer: str) -> dict:
    strike = {"id": "strike", "designators": ["Open"], "effects": [{"targets": "foe", "bow": True}]}
    return {
        "players": ["me", "opp"],
        "cards": {
            "hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2},
                     "abilities": [strike]},
            "friend": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}},
            "blade": {"type": "item", "owner": "me", "attached_to": "hero", "stats": {"force": 1, "chi": 0},
                      "abilities": [{**strike, "id": "cut"}]},
            "foe": {"type": "personality", "owner": "opp", "zone": "home", "stats": {"force": 2, "chi": 2}},
        },
        "steps": [
            {"action": {"id": "fear", "by": "opp", "effects": [FEAR]}},
            {"use": {"id": "own", "card": "hero", "ability": "strike", "by": "me"}},
            {"use": {"id": "item", "card": "blade", "ability": "cut", "by": "me", "performer": performer}},
            {"ask": {"successful": "own"}},
            {"ask": {"successful": "item"}},
        ],
    }


@pytest.mark.parametrize(("performer", "item_used"), [("hero", False), ("friend", True)])
def test_a_card_that_may_not_perform_actions_performs_none(performer, item_used):
    assert _answers(_frightened(performer)) == [False, item_used]
