"""L5R duels created by an effect: each duel's consequence applied right after it, rulebook discards, and the
validation of the `duels` effect."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario


def duelist(owner: str, chi: int = 2) -> dict:
    return {"type": "personality", "owner": owner, "zone": "home", "stats": {"force": 1, "chi": chi}}


def duel_scenario(duels: list, each_loser: dict | None = None, asks: list | None = None) -> dict:
    cards = {f"m{i}": duelist("me") for i in range(3)} | {f"o{i}": duelist("opp") for i in range(3)}
    cards["f0"] = {"type": "action", "owner": "me", "zone": "hand"}
    effect = {"id": "make", "duels": duels} | ({"each_loser": each_loser} if each_loser else {})
    action = {"action": {"id": "act", "by": "me", "effects": [effect]}}
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [action, *(asks or [])]}


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2), st.booleans()), min_size=1, max_size=3))
def test_each_loser_is_destroyed_after_his_duel_and_before_the_next_begins(pairs):
    duels = [
        {"id": f"d{n}", "between": [f"m{m}", f"o{o}"], "winner": f"m{m}" if mine else f"o{o}"}
        for n, (m, o, mine) in enumerate(pairs)
    ]
    result = evaluate(parse_scenario(duel_scenario(duels, {"destroy": True}, [{"ask": {"events": {}}}])))
    events = [e for e in result.answers[0]["answer"]["value"] if e["event"] in ("duel_resolved", "destroyed")]
    expected = []
    for duel in duels:
        loser = next(c for c in duel["between"] if c != duel["winner"])
        expected.append(("duel_resolved", duel["id"]))
        if not any(e == ("destroyed", loser) for e in expected):
            expected.append(("destroyed", loser))
    assert [(e["event"], e.get("duel", e.get("card"))) for e in events] == expected


def test_a_tie_by_comparison_has_no_loser_and_destroys_no_one():
    duels = [{"id": "d", "between": ["m0", "o0"], "winner": {"higher": "chi"}}]
    asks = [{"ask": {"duel": "d"}}, {"ask": {"destroyed": "m0"}}, {"ask": {"destroyed": "o0"}}]
    answers = evaluate(parse_scenario(duel_scenario(duels, {"destroy": True}, asks))).answers
    assert answers[0]["answer"]["winner"] is None
    assert [a["answer"]["value"] for a in answers[1:]] == [False, False]


def test_focused_cards_are_discarded_by_the_rulebook():
    duels = [{"id": "d", "between": ["m0", "o0"], "focus": ["f0"], "winner": "m0"}]
    asks = [{"ask": {"duel": "d"}}, {"ask": {"zone": "f0"}}]
    answers = evaluate(parse_scenario(duel_scenario(duels, None, asks))).answers
    assert answers[0]["answer"]["discards"] == [
        {"card": "f0", "source": "rulebook", "effect_of_action": False}
    ]
    assert answers[1]["answer"]["value"] == "discard"


@pytest.mark.parametrize(
    ("duels", "each_loser", "message"),
    [
        ([{"id": "d", "between": ["m0"], "winner": "m0"}], None, "between: a duel is between two"),
        ([{"id": "d", "between": ["m0", "o0"], "winner": "m1"}], None, "winner: the winner is one of"),
        ([{"id": "d", "between": ["m0", "o0"], "winner": {"higher": "chee"}}], None, "unknown stat 'chee'"),
        ([{"id": "d", "between": ["m0", "nobody"]}], None, "unknown card 'nobody'"),
        ([{"id": "d", "between": ["m0", "o0"]}], {"destroy": True, "bow": True}, "each_loser: give one of"),
        ([], None, "duels: expected a list of duels"),
    ],
)
def test_invalid_duels_name_the_place_and_the_problem(duels, each_loser, message):
    with pytest.raises(ScenarioError) as info:
        parse_scenario(duel_scenario(duels, each_loser))
    assert message in str(info.value)
