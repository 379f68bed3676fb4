"""`use: {targets: [...]}`: the cards an ability's text targets, in written order, checked against the text;
`$target1` ... refer back to them in later effects (REF)."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def _personality(owner: str, **more) -> dict:
    return {
        "type": "personality",
        "owner": owner,
        "zone": "battlefield:1",
        "stats": {"force": 3, "chi": 2},
        **more,
    }


# "Target an enemy Personality and your Personality: Bow the first. Give the second +1F. Destroy the first if
# it is Lion Clan."
STRIKE = {
    "id": "a1",
    "designators": ["Battle"],
    "effects": [
        {"choose": {"type": "personality", "controller": "$other"}, "targeting": True, "bow": True},
        {
            "choose": {"type": "personality", "controller": "$controller"},
            "targeting": True,
            "stat": "force",
            "change": 1,
        },
        {"targets": "$target1", "destroy": True, "while": {"subject": {"keywords": ["Lion Clan"]}}},
    ],
}


def _scenario(targets, lion: bool = True, **use) -> dict:
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {
            "blade": {"type": "action", "owner": "me", "zone": "hand", "abilities": [STRIKE]},
            "mine": _personality("me", attacking=True),
            "also-mine": _personality("me", attacking=True),
            "foe": _personality("opp", defending=True, keywords=["Lion Clan"] if lion else []),
            "other-foe": _personality("opp", defending=True),
        },
        "steps": [
            {"begin": {"name": "battle", "at": "battlefield:1"}},
            {"use": {"card": "blade", "ability": "a1", "by": "me", "targets": targets, **use}},
            {"ask": {"flag": "bowed", "card": "foe"}},
            {"ask": {"stat": "force", "card": "mine"}},
            {"ask": {"destroyed": "foe"}},
            {"ask": {"destroyed": "other-foe"}},
        ],
    }


def _answers(data: dict) -> list:
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_targets_are_picked_in_written_order_and_it_refers_back_to_the_first():
    assert _answers(_scenario(["foe", "mine"])) == [True, 4, True, False]


def test_the_reference_back_reads_the_condition_on_the_card_targeted():
    assert _answers(_scenario(["foe", "mine"], lion=False)) == [True, 4, False, False]


def test_the_other_picks_change_the_answer():
    assert _answers(_scenario(["other-foe", "also-mine"]))[:3] == [False, 3, False]


@pytest.mark.parametrize(
    ("targets", "where", "words"),
    [
        (["foe"], "steps[1].use.targets", "targets 2 card(s)"),
        (["foe", "mine", "mine"], "steps[1].use.targets", "3 given"),
        (["mine", "foe"], "steps[1].use.targets[0]", "does not allow mine (legal: foe, other-foe)"),
        (["foe", "foe"], "steps[1].use.targets[1]", "does not allow foe"),
    ],
)
def test_a_wrong_count_or_a_card_the_text_does_not_allow_is_an_error_naming_the_place(targets, where, words):
    with pytest.raises(ScenarioError) as caught:
        evaluate(parse_scenario(_scenario(targets)))
    assert [p.path for p in caught.value.problems] == [where]
    assert words in caught.value.problems[0].message


def test_an_unknown_target_is_refused_as_the_scenario_is_read():
    with pytest.raises(ScenarioError, match=r"steps\[1\]\.use\.targets\[1\]: unknown card 'mne'"):
        parse_scenario(_scenario(["foe", "mne"]))


def test_decide_still_chooses_by_effect_id_and_must_agree_with_targets():
    data = _scenario(["foe", "mine"])
    data["steps"][1]["decide"] = {"effect-1": "other-foe"}
    with pytest.raises(ScenarioError, match=r"steps\[1\]\.decide\.effect-1"):
        evaluate(parse_scenario(data))


def test_a_reference_back_outside_an_action_is_refused():
    data = _scenario(["foe", "mine"])
    data["steps"].insert(1, {"apply": {"targets": "$target1", "bow": True}})
    with pytest.raises(ScenarioError, match=r"\$target1.*names nothing here"):
        parse_scenario(data)
