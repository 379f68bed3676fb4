"""Settling re-checks only the effects a step can affect: these must still see every relevant change."""

import json

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

HEADER = """
game: l5r
players: [me]
cards:
  hero: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
  other: {type: personality, owner: me, zone: home, keywords: [Samurai], stats: {force: 1, chi: 2}}
steps:
"""


def answers(text):
    return [a["answer"]["value"] for a in evaluate(parse_scenario(text)).answers]


def test_a_filter_on_a_stat_sees_a_change_to_that_stat_alone():
    text = HEADER + (
        "  - apply: {affects: {stats: {force: {at_least: 4}}}, grant_keyword: Champion,"
        " duration: end_of_game}\n"
        "  - ask: {has_keyword: hero, keyword: Champion}\n"
        "  - apply: {targets: hero, stat: force, change: 2}\n"
        "  - ask: {has_keyword: hero, keyword: Champion}\n"
        "  - apply: {targets: hero, stat: force, change: -1}\n"
        "  - ask: {has_keyword: hero, keyword: Champion}\n"
    )
    assert answers(text) == [False, True, False]


def test_an_effect_on_a_keyword_reaches_a_card_that_gains_it_and_leaves_one_that_loses_it():
    text = HEADER + (
        "  - apply: {affects: {keywords: Samurai}, stat: force, change: 1, duration: end_of_game}\n"
        "  - ask: {stat: force, card: hero}\n"
        "  - apply: {id: made-samurai, targets: hero, grant_keyword: Samurai, duration: end_of_game}\n"
        "  - ask: {stat: force, card: hero}\n"
        "  - apply: {targets: other, remove_keyword: Samurai, duration: end_of_game}\n"
        "  - ask: {stat: force, card: other}\n"
    )
    assert answers(text) == [2, 3, 1]


def test_an_item_attached_later_modifies_its_bearer_and_stops_when_moved():
    text = HEADER.replace(
        "steps:\n", "  sword: {type: item, owner: me, zone: hand, stats: {force: 2}}\nsteps:\n"
    )
    text += (
        "  - attach: {card: sword, to: hero}\n"
        "  - ask: {stat: force, card: hero}\n"
        "  - attach: {card: sword, to: other}\n"
        "  - ask: {stat: force, card: hero}\n"
        "  - ask: {stat: force, card: other}\n"
    )
    assert answers(text) == [4, 2, 3]


def test_json_scenarios_report_problems_with_line_and_column():
    data = {
        "game": "l5r",
        "players": ["me"],
        "cards": {},
        "steps": [{"ask": {"stat": "forse", "player": "me"}}],
    }
    with pytest.raises(ScenarioError) as info:
        parse_scenario(json.dumps(data, indent=1))
    problem = info.value.problems[0]
    assert problem.path == "steps[0].ask.stat" and "did you mean 'force'" in problem.message
    assert problem.line == 10


def test_json_duplicate_keys_are_an_error():
    with pytest.raises(ScenarioError, match="duplicate key"):
        parse_scenario('{"game": "l5r", "game": "l5r", "players": ["me"], "steps": []}')


def test_a_personality_that_dies_at_setup_ends_its_effects_before_the_first_step():
    """A Chi 0 Personality dies before the first step; its continuous effect ends then (step -1), as the
    oracle settles it, not at the first step."""
    text = """
game: l5r
players: [me, opp]
cards:
  hero: {type: personality, owner: me, zone: "battlefield:1", stats: {force: 2, chi: 3}}
  fiend:
    type: personality
    owner: opp
    zone: "battlefield:1"
    stats: {force: 4, chi: 0}
    traits:
      - {id: dread, affects: {cards: [hero]}, stat: force, change: -1}
steps:
  - begin: {name: turn, player: me}
  - ask: {stat: force, card: hero}
"""
    result = evaluate(parse_scenario(text)).to_dict()
    assert result["answers"][0]["answer"]["value"] == 2
    ended = [t["step"] for t in result["trace"] if t["text"] == "dread stops applying to hero"]
    assert ended == [-1]
