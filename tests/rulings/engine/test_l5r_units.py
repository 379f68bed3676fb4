"""A unit as a target (`target_unit`) and every card of a unit (`in_unit`), the Desk's own rule
l5r.desk.units: the unit, not its Personality, is targeted; refused where it does not fit and by other
games."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

UNIT = {"id": "pick", "choose": {"type": "personality", "controller": "$other"}, "targeting": True}
UNIT = {**UNIT, "target_unit": True}
CARDS = {
    "striker": {
        "type": "personality",
        "owner": "me",
        "zone": "battlefield:1",
        "stats": {"force": 3, "chi": 2},
        "abilities": [
            {
                "id": "sweep",
                "designators": ["Battle"],
                "effects": [UNIT, {"affects": {"in_unit": "$target1"}, "bow": True}],
            }
        ],
    },
    "mine": {"type": "personality", "owner": "me", "zone": "battlefield:1", "stats": {"force": 1, "chi": 1}},
    "lord": {
        "type": "personality",
        "owner": "opp",
        "zone": "battlefield:1",
        "stats": {"force": 3, "chi": 2},
        "abilities": [
            {
                "id": "riposte",
                "designators": ["Reaction"],
                "trigger": {"event": "targeted", "card": "$source", "by": "other"},
                "effects": [{"targets": "$source", "stat": "force", "change": 1}],
            }
        ],
    },
    "pikes": {"type": "follower", "owner": "opp", "attached_to": "lord", "stats": {"force": 2}},
    "blade": {"type": "item", "owner": "opp", "attached_to": "lord", "stats": {"force": 1, "chi": 0}},
    "spell": {"type": "spell", "owner": "opp", "attached_to": "lord"},
    "other": {
        "type": "personality",
        "owner": "opp",
        "zone": "battlefield:1",
        "stats": {"force": 2, "chi": 2},
    },
}


def _run(steps: list, cards: dict = CARDS) -> list:
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps}
    return [a["answer"] for a in evaluate(parse_scenario(data)).answers]


BATTLE = {"begin": {"name": "battle", "at": "battlefield:1"}}
SWEEP = {"use": {"id": "s", "card": "striker", "ability": "sweep", "by": "me", "targets": ["lord"]}}


def test_every_card_of_the_targeted_unit_and_no_other():
    asks = [
        {"ask": {"flag": "bowed", "card": c}} for c in ("lord", "pikes", "blade", "spell", "other", "mine")
    ]
    assert [a["value"] for a in _run([BATTLE, SWEEP, *asks])] == [True, True, True, True, False, False]


def _reaction_after(first: dict) -> list:
    """Whether lord's Reaction to being targeted by another player works after striker's ability `first`
    (which bows lord's Follower only)."""
    effects = [first, {"affects": {"in_unit": "$target1", "type": "follower"}, "bow": True}]
    cards = {**CARDS, "striker": {**CARDS["striker"], "abilities": [{**CARDS["striker"]["abilities"][0],
                                                                     "effects": effects}]}}  # fmt: skip
    steps = [BATTLE, SWEEP, {"use": {"id": "r", "card": "lord", "ability": "riposte", "by": "opp"}}]
    steps += [{"ask": {"successful": "r"}}, {"ask": {"flag": "bowed", "card": "pikes"}}]
    return [a["value"] for a in _run(steps, cards)]


def test_a_reaction_to_the_personality_being_targeted_does_not_answer_a_unit_target():
    assert _reaction_after(UNIT) == [False, True]
    targeted = {k: v for k, v in UNIT.items() if k != "target_unit"} | {"stat": "force", "change": 0}
    assert _reaction_after(targeted) == [True, True]  # the Personality himself targeted: it answers


def test_an_enemy_unit_only():
    steps = [BATTLE, {"use": {**SWEEP["use"], "targets": ["mine"]}}]
    with pytest.raises(ScenarioError, match="does not allow mine"):
        _run(steps)


def test_a_unit_is_chosen_through_its_personality():
    bad = {**UNIT, "choose": {"type": "follower"}}
    steps = [{"action": {"id": "a", "by": "me", "effects": [bad]}}]
    with pytest.raises(ScenarioError, match="targeted by its Personality"):
        _run(steps)


def test_in_unit_reaches_a_follower_s_whole_unit():
    steps = [{"action": {"id": "a", "by": "me", "effects": [{"affects": {"in_unit": "pikes"}, "bow": True}]}}]
    steps += [{"ask": {"flag": "bowed", "card": c}} for c in ("lord", "blade", "other")]
    assert [a["value"] for a in _run(steps)] == [True, True, False]
