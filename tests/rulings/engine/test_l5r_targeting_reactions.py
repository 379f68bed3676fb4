"""L5R Reactions to an action's targeting (the Desk's own rule l5r.desk.reaction-to-targeting): named with
`reacts_to`, used before the action resolves, allowed only when that action targets what the trigger says;
`$reacted` is that action."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

SHOT = {"id": "shot", "choose": {"type": "personality"}, "targeting": True, "ranged_attack": {"strength": 3}}


def reaction(effects: list, **trigger) -> dict:
    trig = {"event": "targeted", "of": {"controller": "$controller"}} | trigger
    return {"id": "r", "designators": ["Reaction"], "trigger": trig, "effects": effects}


WEAKEN = [{"targets": "$controller", "attack_strength": {"change": -3, "action": "$reacted"}}]
SHIELD = [{"targets": "$bearer", "prevent": {"event": "destroy", "effects_of": "$reacted"}}]


def run(react: dict, attack_effects: list | None = None, *, order: str = "before", by: str = "opp") -> list:
    cards = {
        "mine": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2, "chi": 2}},
        "trick": {"type": "action", "owner": "me", "zone": "hand", "abilities": [react]},
        "cloak": {"type": "item", "owner": "me", "attached_to": "mine", "stats": {"force": 0, "chi": 0},
                  "abilities": [dict(react, id="c")]},
    }  # fmt: skip
    effects = attack_effects or [SHOT]
    attack = {"action": {"id": "atk", "by": by, "effects": effects}, "decide": {"shot": "mine"}}
    card, ability = ("cloak", "c") if "prevent" in str(react) else ("trick", "r")  # $bearer: on the Item
    use = {"use": {"id": "u", "card": card, "ability": ability, "by": "me", "reacts_to": "atk"}}
    steps = [use, attack] if order == "before" else [attack, use]
    asks = [{"ask": {"successful": "u"}}, {"ask": {"destroyed": "mine"}}]
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards,
            "steps": [{"begin": {"name": "turn", "player": "me"}}, *steps, *asks]}  # fmt: skip
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def test_without_the_reaction_the_attack_destroys():
    assert run(reaction(WEAKEN), order="before", by="opp")[1] is False
    assert run(reaction(WEAKEN), order="after")[1] is True


def test_it_weakens_the_attack_it_reacts_to_before_it_resolves():
    assert run(reaction(WEAKEN, **{"with": "ranged_attack"})) == [True, False]


def test_a_negation_of_the_actions_destruction_saves_the_target():
    # successful: the action's text can destroy (a Ranged Attack destroys its target; glossary, Successful)
    assert run(reaction(SHIELD, by="other")) == [True, False]
    assert run(reaction(SHIELD, by="other"), order="after")[1] is True


def test_after_the_action_resolved_it_is_refused():
    assert run(reaction(WEAKEN)) != run(reaction(WEAKEN), order="after")
    assert run(reaction(WEAKEN), order="after") == [False, True]


def test_an_action_of_its_own_player_does_not_open_another_players_window():
    # (a destruction: a Ranged Attack may not target its own player's card, its reminder text)
    destroy = [{"id": "shot", "choose": {"type": "personality"}, "targeting": True, "destroy": True}]
    assert run(reaction(WEAKEN, by="other"), destroy, by="me") == [False, True]


def test_an_attack_of_another_kind_does_not_open_a_ranged_attack_window():
    bow = [{"id": "shot", "choose": {"type": "personality"}, "targeting": True, "destroy": True}]
    assert run(reaction(WEAKEN, **{"with": "ranged_attack"}), bow) == [False, True]


def test_a_card_not_of_the_filter_does_not_open_the_window():
    assert run(reaction(WEAKEN, of={"controller": "$other"})) == [False, True]


def test_with_names_an_op():
    with pytest.raises(ScenarioError) as error:
        run(reaction(WEAKEN, **{"with": "arrows"}))
    assert "'with' names the op" in str(error.value)
