"""Compiler version 11, part B: a condition on taking an action, "If it is (not) your turn" (before the second
colon), judged by the engine's condition `turn_of` (whose turn is in progress). What it compiles to, the near
wordings that stay not played, and scenarios in which the engine plays the compiled ability."""

import pytest

from rulings.engine import evaluate, parse_scenario

from .cardtext_kit import ability, refused

NOT_MINE = "Open: If it is not your turn, bow this card: Draw a card."


def test_if_it_is_your_turn_is_a_condition_on_the_action():
    mine = ability("Open: If it is your turn, bow this card: Gain 1 Honor.", "Holding")
    assert mine["condition"] == {"turn_of": "$controller"}
    assert mine["cost"] == {"bow": "$source"}
    other = ability("Open: If it is not your turn, target a Personality: Bow him.")
    assert other["condition"] == {"not": {"turn_of": "$controller"}}


@pytest.mark.parametrize(
    "text",
    [
        # no second colon: the condition is in the effects block, not a restriction on the action (compiler
        # 20, part A plays "If it is not your turn, draw a card." so; not before a lasting effect on a target)
        "Open: If it is not your turn, give a target Personality +1F.",
        "Open: If it is your turn or if this Shugenja is Air: Straighten this Shugenja.",  # not read
        "Open: If it is their turn: Draw a card.",
        "Open: If it is not the Dynasty Phase: Draw a card.",
    ],
)
def test_near_turn_conditions_are_refused(text):
    refused(text)


@pytest.mark.parametrize(("turn", "drawn"), [("me", False), ("opp", True)])
def test_the_action_is_taken_only_when_it_is_not_your_turn(turn, drawn):
    """"If it is not your turn": on another player's turn the player bows the card and draws; on his own
    turn the action cannot be taken, and nothing is paid or drawn."""
    holding = ability(NOT_MINE, "Holding")
    cards = {
        "h": {"type": "holding", "owner": "me", "zone": "home", "abilities": [holding]},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
    }
    steps = [
        {"begin": {"name": "turn", "player": turn}},
        {"use": {"id": "u1", "card": "h", "ability": "a1", "by": "me"}},
        {"ask": {"flag": "bowed", "card": "h"}},
        {"ask": {"hand": "me"}},
    ]
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    bowed, held = (a["answer"]["value"] for a in result["answers"])
    assert bowed is drawn
    assert held == (["c1"] if drawn else [])


def test_if_it_is_your_turn_holds_on_your_turn():
    mine = ability("Open: If it is your turn, bow this card: Draw a card.", "Holding")
    cards = {
        "h": {"type": "holding", "owner": "me", "zone": "home", "abilities": [mine]},
        "c1": {"type": "action", "owner": "me", "zone": "deck"},
    }
    steps = [
        {"begin": {"name": "turn", "player": "me"}},
        {"use": {"id": "u1", "card": "h", "ability": "a1", "by": "me"}},
        {"ask": {"hand": "me"}},
    ]
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario)).to_dict()
    assert result["answers"][0]["answer"]["value"] == ["c1"]
