"""Issue 18, engine generality: each defect is a class of cases (cases written from the rules text alone
found the engine confidently wrong on them). One test (or a few) per class, each failing before its fix."""

from __future__ import annotations

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def l5r(cards: dict, steps: list, players: list | None = None) -> dict:
    return {"game": "l5r", "players": players or ["me", "opp"], "cards": cards, "steps": steps}


def personality(owner: str = "me", zone: str = "home", **extra) -> dict:
    stats = extra.pop("stats", {"force": 1, "chi": 3, "personal_honor": 2})
    return {"type": "personality", "owner": owner, "zone": zone, "stats": stats, **extra}


def answers(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def refusal(data: dict) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    return str(info.value)


def ask(stat: str, card: str) -> dict:
    return {"ask": {"stat": stat, "card": card}}


# --- 2. switched stats end with their effect ------------------------------------------------------------
def _switch(**extra) -> dict:
    effect = {"id": "sw", "targets": ["hero"], "switch_stats": ["force", "chi"], **extra}
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"action": {"id": "act", "by": "me", "effects": [effect]}},
        ask("force", "hero"),
        ask("chi", "hero"),
        {"end": "turn"},
        ask("force", "hero"),
        ask("chi", "hero"),
    ]
    return l5r({"hero": personality()}, steps)


def test_a_switch_of_stats_from_an_action_is_ongoing_until_the_end_of_the_turn():
    """A switch sets each stat by a bonus and a penalty (card features, Setting stats to a value); from an
    action they are an ongoing effect's, which ends with the turn unless it states a duration."""
    assert answers(_switch()) == [3, 1, 1, 3]


def test_a_switch_of_stats_takes_a_duration_and_an_instantaneous_one_stays():
    assert answers(_switch(duration="end_of_game")) == [3, 1, 3, 1]
    assert answers(_switch(kind="instantaneous")) == [3, 1, 3, 1]
