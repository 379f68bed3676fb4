"""Whether negating effects within an action counts toward success is judged on what the action's text can
produce (glossary, Successful p4-p5): the text of an ability used with a `use` step (an Action card's from
hand too) and every option of its choice, and what an op can cause beyond its own event (a Ranged Attack
destroys its target)."""

import pytest

from rulings.engine import evaluate, parse_scenario

KILL = [{"id": "kill", "targets": "mine", "destroy": True}]
SHOT = [{"id": "shot", "targets": "mine", "ranged_attack": {"destroys": True}}]
BOW = [{"id": "tap", "targets": "mine", "bow": True}]
GUARD = {"id": "g", "targets": "mine", "prevent": {"event": "destroy", "effects_of": "atk"}}


def attacker(ability: dict, *, zone: str = "home", kind: str = "holding") -> dict:
    ability = {"id": "a", "designators": ["Open"]} | ability
    return {"type": kind, "owner": "opp", "zone": zone, "abilities": [ability]}


def run(atk: dict, bowyer: dict | None = None) -> list:
    """`guard` negates mine's destruction by `atk`'s effects; then: was guard successful, is mine
    destroyed."""
    cards = {"mine": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}}}
    if bowyer:
        cards["bowyer"] = bowyer
    steps = [
        {"begin": {"name": "turn", "player": "opp"}},
        {"action": {"id": "guard", "by": "me", "effects": [GUARD]}},
        atk,
        {"ask": {"successful": "guard"}},
        {"ask": {"destroyed": "mine"}},
    ]
    return [a["answer"]["value"] for a in evaluate(parse_scenario({
        "game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": steps})).answers]  # fmt: skip


def use(**extra) -> dict:
    return {"use": {"id": "atk", "card": "bowyer", "ability": "a", "by": "opp"} | extra}


@pytest.mark.parametrize("effects", [KILL, SHOT], ids=["destroy", "ranged-attack"])
def test_negating_a_used_abilitys_destruction_is_successful(effects):
    assert run(use(), attacker({"effects": effects})) == [True, False]


def test_negating_a_ranged_attacks_destruction_is_successful():
    assert run({"action": {"id": "atk", "by": "opp", "effects": SHOT}}) == [True, False]


def test_an_action_card_used_from_hand_is_read_too():
    assert run(use(), attacker({"effects": SHOT}, zone="hand", kind="action")) == [True, False]


def test_an_option_not_chosen_is_still_in_the_text():
    assert run(use(chosen=1), attacker({"choice": [BOW, KILL]})) == [True, False]


@pytest.mark.parametrize("used", [True, False], ids=["used-ability", "action"])
def test_an_action_that_cannot_destroy_leaves_the_negation_unsuccessful(used):
    atk = use() if used else {"action": {"id": "atk", "by": "opp", "effects": BOW}}
    assert run(atk, attacker({"effects": BOW}) if used else None) == [False, False]


def test_a_delayed_effects_destruction_is_in_the_text():
    later = {"id": "later", "kind": "delayed", "trigger": {"event": "turn_ends"}, "then": KILL[0]}
    atk = {"action": {"id": "atk", "by": "opp", "effects": [later]}}
    assert run(atk)[0] is True  # its destruction has not happened yet, but the text can produce it


def test_a_used_ranged_attack_too_weak_to_destroy_still_makes_its_negation_successful():
    weak = [{"id": "shot", "targets": "mine", "ranged_attack": {"strength": 1}}]  # mine has 2F
    assert run(use(), attacker({"effects": weak})) == [True, False]  # its text could destroy (p5)
