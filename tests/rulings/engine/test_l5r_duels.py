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


def _tie(keywords: dict[str, list[str]], winner: object = None) -> dict:
    """A duel m0 against o0, both Chi 2, with these keywords: the result (the duel question's answer)."""
    doc = duel_scenario([{"id": "d", "between": ["m0", "o0"], "winner": winner or {"higher": "chi"}}],
                        None, [{"ask": {"duel": "d"}}])  # fmt: skip
    for card, words in keywords.items():
        doc["cards"][card]["keywords"] = words
    return evaluate(parse_scenario(doc)).to_dict()


@pytest.mark.parametrize(("keywords", "winner"), [
    ({"o0": ["Duelist"]}, "o0"),  # "(Duelists win tied duels versus non-Duelists.)"
    ({"m0": ["Samurai", "Duelist"]}, "m0"),
    ({"m0": ["Duelist"], "o0": ["Duelist"]}, None),  # two Duelists: still tied
    ({"m0": ["Samurai"]}, None),
])  # fmt: skip
def test_a_duelist_wins_a_tied_duel_against_a_non_duelist(keywords, winner):
    result = _tie(keywords)
    assert result["answers"][0]["answer"]["winner"] == winner
    cited = [n for n in result["trace"] if n.get("rule") == "l5r.desk.duelist"]
    assert bool(cited) == (winner is not None)


def test_a_duelist_does_not_change_a_duel_that_is_not_tied_or_a_stated_winner():
    doc = duel_scenario([{"id": "d", "between": ["m0", "o0"], "winner": {"higher": "chi"}}], None,
                        [{"ask": {"duel": "d"}}])  # fmt: skip
    doc["cards"]["m0"]["keywords"] = ["Duelist"]
    doc["cards"]["o0"]["stats"]["chi"] = 3
    assert evaluate(parse_scenario(doc)).answers[0]["answer"]["winner"] == "o0"
    assert _tie({"m0": ["Duelist"]}, winner="none")["answers"][0]["answer"]["winner"] is None


def test_games_without_duels_refuse_them():
    doc = {"game": "chiaxis", "players": ["me"], "cards": {"x": {"type": "unit", "owner": "me"}},
           "steps": [{"action": {"id": "a", "by": "me", "effects": [{"duels": [
               {"id": "d", "between": ["x", "x"], "winner": {"higher": "chi"}}]}]}}]}  # fmt: skip
    with pytest.raises(ScenarioError, match="duels"):
        parse_scenario(doc)
