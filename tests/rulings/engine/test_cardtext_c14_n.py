"""Naruto card text of compiler version 14 (Naruto part): what the clauses compile to, the wordings close to
them that must not compile, and the engine playing what they compile to: "[⧗] CHAKRA +1 for both players."
(`$opponent` in a continuous effect's targets, games/naruto/opponent_in_traits.py)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card
from tests.rulings.engine.cardtext_kit import piece, refused
from tests.rulings.engine.naruto_kit import answers, character

NARUTO = {"game": "naruto", "card_type": "Character"}
MISSION = {"game": "naruto", "card_type": "Mission"}

# --- "[⧗] CHAKRA +1 for both players." ----------------------------------------------------------------------
CHAKRA_TRAINING = "MAIN: [⧗] CHAKRA +1 for both players."


def test_chakra_for_both_players_compiles_to_a_static_trait_on_both():
    assert piece(CHAKRA_TRAINING, kind="trait", **MISSION) == {
        "traits": [{"id": "t1", "targets": ["$controller", "$opponent"], "stat": "chakra_bonus", "change": 1}]
    }
    two = piece("MAIN: [⧗] CHAKRA + 2 for both players", kind="trait", **NARUTO)["traits"][0]
    assert two["change"] == 2 and two["targets"] == ["$controller", "$opponent"]


@pytest.mark.parametrize(
    "text",
    [
        "AMBUSH: [⧗] CHAKRA +1 for both players.",  # a continuous line outside MAIN
        "MAIN: CHAKRA +1 for both players.",  # no [⧗]: cut as an instant effect
        "MAIN: [⧗] CHAKRA +1 for both players if you have the Edge.",
        "MAIN: [⧗] CHAKRA +1 for the opponent.",
        "MAIN: [⧗] CHAKRA +1 for each player.",
        "MAIN: [⧗] CHAKRA +X for both players.",
    ],
)
def test_near_misses_stay_refused(text):
    assert refused(text, kind="trait", **MISSION)


def test_without_continuous_the_reason_says_so():
    reason = refused("MAIN: CHAKRA +1 for both players.", kind="ability", clause_id="a1", **MISSION)
    assert "[⧗]" in reason


def _mission(zone: str = "mission:m", owner: str = "A") -> dict:
    fields = compile_card("naruto", "Mission", [("t1", "trait", CHAKRA_TRAINING)]).fields
    return {"type": "mission", "owner": owner, "zone": zone, "stats": {"points": 1}, **fields}


def _bonus(cards: dict, *steps: dict) -> list[int]:
    asks = [{"ask": {"stat": "chakra_bonus", "player": p}} for p in ("A", "B")]
    return answers(cards, *steps, *asks)


@pytest.mark.parametrize("owner", ["A", "B"])
def test_both_players_have_the_bonus_while_the_mission_is_in_play(owner):
    assert _bonus({"ct": _mission(owner=owner)}) == [1, 1]


def test_out_of_play_no_one_has_it():
    assert _bonus({"ct": _mission(zone="deck")}) == [0, 0]


def test_it_adds_to_a_players_own_chakra_bonus():
    fields = compile_card("naruto", "Character", [("t2", "trait", "MAIN: [⧗] CHAKRA +1.")]).fields
    cards = {"ct": _mission(), "guy": character("B", "mission:m", title="Guy", **fields)}
    assert _bonus(cards) == [1, 2]


def test_the_opponent_is_filled_in_traits_only_for_two_players():
    data = {
        "game": "naruto",
        "players": ["A", "B", "C"],
        "cards": {"ct": _mission()},
        "steps": [{"ask": {"stat": "chakra_bonus", "player": p}} for p in ("A", "B", "C")],
    }
    result = evaluate(parse_scenario(data)).to_dict()
    # with three players there is no "other player of the two": only the controller has the bonus
    assert [a["answer"]["value"] for a in result["answers"]] == [1, 0, 0]


def test_opponent_is_still_refused_where_nothing_fills_it():
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": {"x": character("A", "mission:m", title="X")},
        "steps": [{"apply": {"id": "e", "targets": "$opponent", "stat": "chakra_bonus", "change": 1}}],
    }
    with pytest.raises(ScenarioError, match=r"'\$opponent' .* names nothing here"):
        parse_scenario(data)
