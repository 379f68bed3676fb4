"""Reactions "When paying a Gold Cost" and `produce_gold` (the Desk's own rules l5r.desk.paying-reactions and
l5r.desk.produce-gold): used by the paying player within the pay step, before bowing, once per turn."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

REACTION = {  # "Reaction: When paying a Gold Cost, produce 1 Gold."
    "id": "a2",
    "designators": ["Reaction"],
    "trigger": {"event": "payment_begins"},
    "effects": [{"id": "extra", "targets": "$controller", "produce_gold": 1}],
}


def _result(*steps, owner: str = "me") -> dict:
    scenario = {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "bazaar": {"type": "holding", "owner": owner, "zone": "home",
                       "stats": {"gold_cost": 4, "gold_production": 2}, "abilities": [REACTION]},
            "farm": {"type": "holding", "owner": "me", "zone": "home", "stats": {"gold_production": 1}},
        },
        "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps],
    }  # fmt: skip
    return evaluate(parse_scenario(scenario)).to_dict()


def _pay(pid: str, gold: int, bow: list[str], reactions: list[str], by: str = "me") -> dict:
    used = [{"card": card, "ability": "a2"} for card in reactions]
    return {"pay": {"id": pid, "by": by, "gold": gold, "bow": bow, "reactions": used}}


def _payments(result: dict) -> list:
    return [(a["answer"]["value"], a["answer"].get("produced")) for a in result["answers"]]


def _rules(result: dict) -> set[str]:
    return {entry["rule"] for entry in result["trace"]}


def test_a_reaction_adds_its_gold_to_the_payment_and_its_card_may_also_bow():
    result = _result(_pay("p", 3, ["bazaar"], ["bazaar"]), {"ask": {"payment": "p"}})
    assert _payments(result) == [(True, 3)]
    assert {"l5r.desk.paying-reactions", "l5r.desk.produce-gold"} <= _rules(result)


def test_without_the_reaction_the_same_cards_fall_short_and_nothing_is_bowed():
    result = _result(_pay("p", 3, ["bazaar"], []), {"ask": {"payment": "p"}},
                     {"ask": {"flag": "bowed", "card": "bazaar"}})  # fmt: skip
    assert [a["answer"]["value"] for a in result["answers"]] == [False, False]


def test_the_reaction_alone_pays_one_gold_and_is_used_once_per_turn():
    result = _result(
        _pay("first", 1, [], ["bazaar"]),
        _pay("second", 1, [], ["bazaar"]),
        {"ask": {"payment": "first"}},
        {"ask": {"payment": "second"}},
    )
    assert _payments(result) == [(True, 1), (False, 0)]
    assert "l5r.abilities.once-per-turn" in _rules(result)


def test_a_reaction_to_a_payment_is_refused_outside_one():
    result = _result(
        {"use": {"id": "early", "card": "bazaar", "ability": "a2", "by": "me"}},
        {"ask": {"successful": "early"}},
        _pay("p", 1, [], ["bazaar"]),
        {"ask": {"payment": "p"}},
    )
    assert [a["answer"]["value"] for a in result["answers"]] == [False, True]  # not used up by the refusal
    assert any("no payment is in progress" in entry["text"] for entry in result["trace"])


def test_another_players_reaction_does_not_pay_for_me():
    result = _result(_pay("p", 1, [], ["bazaar"]), {"ask": {"payment": "p"}}, owner="opp")
    assert _payments(result) == [(False, 0)]


def test_produce_gold_targets_players_and_is_one_or_more():
    holding = {"type": "holding", "owner": "me", "zone": "home"}
    effect = {"targets": "x", "produce_gold": 0}
    bad = {"game": "l5r", "players": ["me"], "cards": {"x": holding},
           "steps": [{"action": {"by": "me", "effects": [effect]}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(bad)
    messages = " ".join(p.message for p in caught.value.problems)
    assert "players" in messages and "1 or more" in messages


def test_a_reaction_named_in_a_payment_must_be_a_known_card():
    with pytest.raises(ScenarioError, match=r"reactions.*unknown card 'nope'"):
        _result(_pay("p", 1, [], ["nope"]))


def test_another_game_has_no_produce_gold():
    effect = {"targets": "me", "produce_gold": 1}
    scenario = {"game": "chiaxis", "players": ["me"], "cards": {},
                "steps": [{"action": {"by": "me", "effects": [effect]}}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="produce_gold"):
        parse_scenario(scenario)
