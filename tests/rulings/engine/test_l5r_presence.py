"""Presence is not checked (l5r.desk.presence-not-checked): a Battle action taken by a player with no unit at
the current battlefield is played, and the trace says presence was not checked; with a unit there, or an
Absent action, it says nothing about presence."""

from rulings.engine import evaluate, parse_scenario

PRESENCE = "l5r.desk.presence-not-checked"


def trace_rules(*, mine_at: str, keywords: tuple[str, ...] = ()) -> set[str]:
    strategy = {
        "type": "action",
        "owner": "me",
        "zone": "hand",
        "abilities": [
            {"id": "rally", "designators": ["Battle"], "keywords": list(keywords),
             "effects": [{"targets": "foe", "bow": True}]},
        ],
    }  # fmt: skip
    stats = {"force": 2, "chi": 2}
    cards = {
        "plan": strategy,
        "hero": {"type": "personality", "owner": "me", "zone": mine_at, "stats": stats},
        "foe": {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": stats},
    }
    steps = [
        {"begin": {"name": "turn", "player": "opp"}},
        {"begin": {"name": "battle", "at": "battlefield:1"}},
        {"use": {"id": "u", "card": "plan", "ability": "rally", "by": "me"}},
        {"ask": {"flag": "bowed", "card": "foe"}},
    ]
    scenario = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    result = evaluate(parse_scenario(scenario))
    assert [a["answer"]["value"] for a in result.answers] == [True]  # played in every case
    return {entry["rule"] for entry in result.trace if entry.get("rule")}


def test_a_battle_action_without_a_unit_there_says_presence_was_not_checked():
    assert PRESENCE in trace_rules(mine_at="home")


def test_a_unit_at_the_current_battlefield_says_nothing_about_presence():
    assert PRESENCE not in trace_rules(mine_at="battlefield:1")


def test_an_absent_action_needs_no_presence():
    assert PRESENCE not in trace_rules(mine_at="home", keywords=("Absent",))
