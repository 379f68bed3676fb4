"""The legal targets of a Ranged (or Melee) Attack are its reminder text's (l5r.desk.ranged-attack): "Destroy
a target enemy Follower, or Personality without Followers, with 3 or lower Force". A choice of its target
leaves out a Personality with a Follower and a friendly card; a use step or a fixed target naming one is an
error."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario


def shot(choose: dict | None = None, **attack) -> dict:
    attack = attack or {"strength": 9}
    return {"id": "shot", "choose": choose or {"type": ["personality", "follower"]}, "targeting": True,
            "ranged_attack": attack}  # fmt: skip


def personality(owner: str) -> dict:
    return {"type": "personality", "owner": owner, "zone": "battlefield:1", "stats": {"force": 1, "chi": 1}}


def scenario(step: dict, effect: dict | None = None) -> dict:
    archer = {
        "type": "personality",
        "owner": "me",
        "zone": "battlefield:1",
        "attacking": True,
        "stats": {"force": 2, "chi": 2},
        "abilities": [{"id": "volley", "designators": ["Battle"], "effects": [effect or shot()]}],
    }
    cards = {
        "archer": archer,
        "friend": personality("me"),
        "lord": personality("opp"),
        "pikes": {"type": "follower", "owner": "opp", "attached_to": "lord", "stats": {"force": 1}},
        "bare": personality("opp"),
        "farm": {"type": "holding", "owner": "opp", "zone": "battlefield:1"},
    }
    battle = {"begin": {"name": "battle", "at": "battlefield:1"}}
    begin = [{"begin": {"name": "turn", "player": "me"}}, battle]
    asks = [{"ask": {"destroyed": card}} for card in ("lord", "pikes", "bare", "friend")]
    return {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*begin, step, *asks]}


def run(step: dict, effect: dict | None = None) -> tuple[list, set]:
    result = evaluate(parse_scenario(scenario(step, effect)))
    cited = {entry["rule"] for entry in result.trace if entry.get("rule")}
    return [a["answer"]["value"] for a in result.answers], cited


def use(target: str, how: str = "decide") -> dict:
    step = {"use": {"id": "u", "card": "archer", "ability": "volley", "by": "me"}}
    if how == "targets":
        step["use"]["targets"] = [target]
    else:
        step["decide"] = {"shot": target}
    return step


def refused(step: dict, effect: dict | None = None) -> str:
    with pytest.raises(ScenarioError) as error:
        run(step, effect)
    return str(error.value)


@pytest.mark.parametrize("how", ["decide", "targets"])
@pytest.mark.parametrize(("target", "answers"), [("bare", [False, False, True, False]),
                                                 ("pikes", [False, True, False, False])])  # fmt: skip
def test_an_enemy_follower_and_an_enemy_personality_without_followers_are_legal(how, target, answers):
    values, cited = run(use(target, how))
    assert values == answers
    assert "l5r.desk.ranged-attack" in cited


@pytest.mark.parametrize("target", ["lord", "friend", "farm"])
def test_the_choice_leaves_out_a_personality_with_followers_a_friendly_card_and_a_holding(target):
    text = refused(use(target))
    assert f"{target} is not a card shot may choose (legal: pikes, bare)" in text


@pytest.mark.parametrize("target", ["lord", "friend"])
def test_a_use_step_naming_an_illegal_target_is_an_error(target):
    text = refused(use(target, "targets"))
    assert f"does not allow {target} (legal: pikes, bare)" in text


@pytest.mark.parametrize(("target", "why"), [("lord", "is a Personality with Followers (pikes)"),
                                             ("friend", "is controlled by me, who makes the attack"),
                                             ("farm", "is a holding")])  # fmt: skip
def test_a_fixed_illegal_target_is_an_error_naming_the_step(target, why):
    effects = [{"id": "volley", "targets": target, "ranged_attack": {"destroys": True}}]
    text = refused({"action": {"id": "a", "by": "me", "source": "archer", "effects": effects}})
    assert f"steps[2].volley: the attack may not target {target}: it {why}" in text


def test_once_the_follower_is_gone_his_personality_is_legal():
    effects = [{"targets": "pikes", "destroy": True}, {"id": "volley", "targets": "lord",
                                                       "ranged_attack": {"destroys": True}}]  # fmt: skip
    values, _ = run({"action": {"id": "a", "by": "me", "source": "archer", "effects": effects}})
    assert values[:2] == [True, True]


def test_a_melee_attack_targets_the_same_cards():
    effect = shot(strength=9, melee=True)
    assert refused(use("lord"), effect).count("legal: pikes, bare") == 1
    assert run(use("bare"), effect)[0] == [False, False, True, False]


@pytest.mark.parametrize(("choose", "field"), [({"controller": "$controller"}, "controller"),
                                               ({"type": "holding"}, "type")])  # fmt: skip
def test_a_choice_allowing_no_legal_target_is_refused_at_parse(choose, field):
    text = refused(use("bare"), shot(choose))
    assert f"choose.{field}" in text and "enemy Follower, or Personality without Followers" in text
