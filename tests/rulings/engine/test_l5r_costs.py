"""L5R costs and Gold: an ability's or a triggered trait's cost, paying a Gold cost, and the validation of
`cost`, `trait_costs`, `pay`, `pay_with` and `reduce_cost`."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def personality(**extra) -> dict:
    return {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 1, "chi": 2}} | extra


def holding(production: int, **extra) -> dict:
    stats = {"gold_cost": 1, "gold_production": production}
    return {"type": "holding", "owner": "me", "zone": "in_play", "stats": stats} | extra


def scenario(cards: dict, steps: list, game: str = "l5r") -> dict:
    players = [{"id": "me", "family_honor": 10}, "opp"] if game == "l5r" else ["me", "opp"]
    return {"game": game, "players": players, "cards": cards, "steps": steps}


def ability(cost: dict, **extra) -> dict:
    effect = {"id": "gain", "targets": "$controller", "honor": 3}
    return {"id": "rite", "designators": ["Limited"], "cost": cost, "effects": [effect]} | extra


def values(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def honor_after(cost: dict, use: dict, cards: dict | None = None) -> list:
    cards = {"priest": personality(abilities=[ability(cost)]), **(cards or {})}
    use = {"use": {"id": "u", "card": "priest", "ability": "rite", "by": "me"} | use}
    asks = [{"ask": {"stat": "family_honor", "player": "me"}}, {"ask": {"successful": "u"}}]
    return values(scenario(cards, [{"begin": {"name": "turn", "player": "me"}}, use, *asks]))


def test_a_gold_cost_is_paid_by_the_cards_the_player_bows_or_the_action_is_not_taken():
    cards = {"mine": holding(1), "farm": holding(1)}
    assert honor_after({"gold": 2}, {"pay_with": ["mine", "farm"]}, cards) == [13, True]
    assert honor_after({"gold": 2}, {"pay_with": ["mine"]}, cards) == [10, False]


def test_an_honor_cost_is_lost_before_the_effects():
    assert honor_after({"lose_honor": 2}, {}) == [11, True]


def test_bowing_one_of_your_cards_is_a_choice_and_fails_without_one():
    cards = {"a": personality(), "b": personality(bowed=True)}
    assert honor_after({"bow": {"type": "personality", "not_cards": ["$source"]}}, {}, cards) == [13, True]
    cards["a"]["bowed"] = True
    assert honor_after({"bow": {"type": "personality", "not_cards": ["$source"]}}, {}, cards) == [10, False]


def test_a_prevented_cost_is_not_paid_and_no_effect_happens():
    ward = {"id": "ward", "targets": "me", "prevent": {"event": "honor", "direction": "lose"}}
    steps = [{"apply": ward}]
    cards = {"priest": personality(abilities=[ability({"lose_honor": 1})])}
    use = {"use": {"id": "u", "card": "priest", "ability": "rite", "by": "me"}}
    data = scenario(cards, [{"begin": {"name": "turn", "player": "me"}}, *steps, use])
    data["steps"].append({"ask": {"stat": "family_honor", "player": "me"}})
    assert values(data) == [10]


def test_the_ability_question_says_a_cost_cannot_be_paid():
    cards = {"priest": personality(bowed=False, abilities=[ability({"bow": "$source"}, even_if_bowed=True)])}
    cards["priest"]["bowed"] = True
    data = scenario(cards, [{"ask": {"ability": "rite", "card": "priest"}}])
    answer = evaluate(parse_scenario(data)).answers[0]["answer"]
    assert answer["usable"] is False and "already bowed" in answer["why"]


def test_a_payment_under_way_counts_production_for_that_payment_only():
    bonus = {"id": "b", "targets": "$source", "stat": "gold_production", "change": 2,
             "while": {"during": "payment", "for": {"keywords": "Samurai"}}}  # fmt: skip
    cards = {"dojo": holding(1, traits=[bonus]), "s": personality(zone="hand", keywords=["Samurai"])}
    cards["s"]["stats"]["gold_cost"] = 3
    steps = [{"pay": {"id": "p", "by": "me", "for": "s", "bow": ["dojo"]}}, {"ask": {"payment": "p"}}]
    assert values(scenario(cards, steps)) == [True]


TRIGGERED = {"id": "t", "trigger": {"event": "turn_begins"}, "targets": "me", "honor": 1}


@pytest.mark.parametrize(
    ("cards", "steps", "message"),
    [
        ({}, [{"pay": {"by": "me"}}], "say what is paid"),
        ({"c": personality()}, [{"pay": {"by": "me", "for": "c", "gold": 1}}], "say what is paid"),
        ({"c": personality()}, [{"apply": {"targets": "c", "reduce_cost": 1}}], "targets the players"),
        ({}, [{"pay": {"by": "me", "gold": -1}}], "0 or more"),
        ({"h": holding(1)}, [{"pay": {"by": "me", "gold": 1, "bow": ["hx"]}}], "did you mean 'h'"),
        ({"p": personality(abilities=[ability({"bow_all": True})])}, [], "unknown field 'bow_all'"),
        ({"p": personality(abilities=[ability({})])}, [], "a cost names what to do"),
        ({"p": personality(trait_costs={"nope": {"bow": "$source"}})}, [], "has no trait 'nope'"),
        ({"p": personality(traits=[TRIGGERED], trait_costs={"t": {"gold": 1}})}, [], "modelled on abilities"),
        ({}, [{"apply": {"targets": "me", "reduce_cost": {"amount": 1, "fr": {}}}}], "unknown field 'fr'"),
    ],
)
def test_bad_costs_and_payments_are_refused_where_they_are_written(cards, steps, message):
    with pytest.raises(ScenarioError) as err:
        parse_scenario(scenario(cards, steps))
    assert message in str(err.value)


def test_a_cost_on_a_trait_without_a_trigger_is_refused_naming_it():
    trait = {"id": "t", "targets": "$source", "stat": "force", "change": 1}
    data = scenario({"p": personality(traits=[trait], trait_costs={"t": {"bow": "$source"}})}, [])
    with pytest.raises(ScenarioError) as err:
        evaluate(parse_scenario(data))
    assert "cards.p.trait_costs.t" in str(err.value) and "no triggered trait 't'" in str(err.value)


def test_pay_with_on_an_ability_without_a_gold_cost_is_refused():
    cards = {"mine": holding(1)}
    assert honor_after({"lose_honor": 1}, {"pay_with": ["mine"]}, cards) == [10, False]


@pytest.mark.parametrize(
    "step",
    [
        {"pay": {"by": "me", "gold": 1}},
        {"apply": {"targets": "me", "reduce_cost": 1}},
        {"ask": {"gold_to_pay": "c"}},
        {"ask": {"payment": "p"}},
    ],
)
def test_another_game_refuses_l5r_costs_naming_l5r(step):
    cards = {"c": {"type": "character", "owner": "me", "zone": "hand", "stats": {"cost": 1, "power": 1}}}
    with pytest.raises(ScenarioError) as err:
        parse_scenario(scenario(cards, [step], game="naruto"))
    assert "l5r" in str(err.value)
