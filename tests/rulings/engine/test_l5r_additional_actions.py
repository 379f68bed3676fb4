"""L5R additional actions ("you may take an additional Battle action"): granted once the granting action has
ended (order of effects, EXCEPTION 3), taken by the player's next action of that kind (the Desk's own rule
l5r.desk.additional-actions), lapsing when another action or the battle's end comes first."""

import pytest

from rulings.engine import ScenarioError, evaluate, parse_scenario

GRANT = {"targets": "$controller", "additional_action": {"designator": "Battle"}}


def hero() -> dict:
    abilities = [
        {"id": "rush", "designators": ["Battle"], "effects": [GRANT]},
        {"id": "strike", "designators": ["Battle"], "limit": {"times": 3, "per": "turn"},
         "effects": [{"targets": "$source", "stat": "force", "change": 1}]},
        {"id": "calm", "designators": ["Open"],
         "effects": [{"targets": "$source", "stat": "chi", "change": 1}]},
    ]  # fmt: skip
    return {"type": "personality", "owner": "me", "zone": "battlefield:1", "attacking": True,
            "stats": {"force": 2, "chi": 2}, "abilities": abilities}  # fmt: skip


FOE = {"type": "personality", "owner": "opp", "zone": "battlefield:1", "stats": {"force": 2, "chi": 2}}
BEGIN = [{"begin": {"name": "turn", "player": "me"}}, {"begin": {"name": "battle", "at": "battlefield:1"}}]


def run(steps: list, mine: dict | None = None) -> list:
    cards = {"hero": mine or hero(), "foe": FOE}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    return [a["answer"]["value"] for a in evaluate(parse_scenario(data)).answers]


def use(ability: str, additional: bool = True, uid: str = "u", by: str = "me") -> dict:
    return {"use": {"id": uid, "card": "hero", "ability": ability, "by": by, "additional": additional}}


OK = {"ask": {"successful": "u"}}
COUNT = {"ask": {"additional_actions": "me"}}


def test_the_next_battle_action_takes_the_grant_and_uses_it_up():
    steps = [COUNT, use("rush", False, "r"), COUNT, use("strike"), OK, COUNT, use("strike", uid="v")]
    assert run([*steps, {"ask": {"successful": "v"}}]) == [0, 1, True, 0, False]


def test_another_action_first_makes_it_lapse():
    effect = {"targets": "foe", "stat": "force", "change": 1}
    other = {"action": {"id": "x", "by": "opp", "effects": [effect]}}
    assert run([use("rush", False, "r"), other, COUNT, use("strike"), OK]) == [0, False]


def test_the_battle_ending_makes_it_lapse():
    assert run([use("rush", False, "r"), {"end": "battle"}, COUNT]) == [0]


def test_only_an_action_of_its_designator_takes_it():
    assert run([use("rush", False, "r"), use("calm"), OK, COUNT]) == [False, 1]


def test_a_grant_whose_condition_fails_grants_nothing():
    iffy = dict(GRANT, **{"while": {"card": "foe", "is": {"stats": {"force": {"at_most": 0}}}}})
    mine = hero()
    mine["abilities"][0]["effects"] = [iffy]
    assert run([use("rush", False, "r"), COUNT], mine) == [0]


def test_granting_it_to_a_card_is_refused_naming_the_op():
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"hero": hero()},
            "steps": [{"apply": {"targets": "hero", "additional_action": {}}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "additional action is a player's" in str(error.value)


def test_a_game_without_additional_actions_refuses_the_op():
    data = {"game": "chiaxis", "players": ["me", "opp"], "cards": {},
            "steps": [{"apply": {"targets": "me", "additional_action": {}}}]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "additional_action" in str(error.value)


# --- "look at the top cards ... you may rearrange them ... an additional Battle action to play one of them"
def seer(order: list[str] | None) -> dict:
    """A hero whose Battle ability looks at the top two cards of his deck (rearranging them in `order`, or
    letting him choose as it happens) and grants an additional Battle action to play one of them."""
    look = {"count": 2, "order": order} if order else {"count": 2, "rearrange": True}
    effects = [
        {"id": "look", "targets": "$controller", "look_at_top": look},
        {"targets": "$controller", "additional_action": {"designator": "Battle", "play": "looked_at"}},
    ]
    return {**hero(), "abilities": [{"id": "see", "designators": ["Battle"], "effects": effects}]}


def strategy(designator: str = "Battle") -> dict:
    effect = {"targets": "hero", "stat": "force", "change": 2}
    ability = {"id": "a1", "designators": [designator], "effects": [effect]}
    return {"type": "action", "owner": "me", "zone": "deck", "abilities": [ability]}


def run_deck(steps: list, order: list[str] | None = None, **deck: dict) -> list:
    cards = {"hero": seer(order), "foe": FOE, **deck}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": cards, "steps": [*BEGIN, *steps]}
    result = evaluate(parse_scenario(data)).to_dict()
    runs = result.get("branches") or [result]
    return [[a["answer"]["value"] for a in run["answers"]] for run in runs]


def play(card: str, additional: bool = True) -> dict:
    return {"use": {"id": "p", "card": card, "ability": "a1", "by": "me", "additional": additional}}


SEE = {"use": {"id": "s", "card": "hero", "ability": "see", "by": "me"}}
AFTER = [{"ask": {"successful": "p"}}, {"ask": {"stat": "force", "card": "hero"}}, {"ask": {"deck": "me"}}]


def test_a_strategy_looked_at_is_played_from_the_deck_by_the_additional_action_then_discarded():
    deck = {"s1": strategy(), "x": strategy(), "y": strategy()}
    assert run_deck([SEE, play("s1"), *AFTER], ["s1", "x"], **deck) == [[True, 4, ["x", "y"]]]


def test_a_card_not_looked_at_or_a_use_not_additional_plays_nothing_from_the_deck():
    deck = {"x": strategy(), "s1": strategy(), "y": strategy()}
    assert run_deck([SEE, play("y"), *AFTER], ["x", "s1"], **deck) == [[False, 2, ["x", "s1", "y"]]]
    assert run_deck([SEE, play("s1", False), *AFTER], ["x", "s1"], **deck) == [[False, 2, ["x", "s1", "y"]]]


def test_the_additional_action_must_be_of_its_designator():
    deck = {"s1": strategy("Open"), "x": strategy()}
    assert run_deck([SEE, play("s1"), *AFTER], ["s1", "x"], **deck) == [[False, 2, ["s1", "x"]]]


def test_a_rearrangement_left_open_makes_each_order_an_outcome_and_decide_picks_one():
    deck = {"x": strategy(), "y": strategy(), "z": strategy()}
    ask = {"ask": {"deck": "me"}}
    assert sorted(run_deck([SEE, ask], **deck)) == [[["x", "y", "z"]], [["y", "x", "z"]]]
    chosen = {**SEE, "decide": {"look": ["y", "x"]}}
    assert run_deck([chosen, ask], **deck) == [[["y", "x", "z"]]]


def test_rearrange_with_a_given_order_or_too_many_cards_is_refused():
    for look, why in (({"count": 2, "order": ["x", "y"], "rearrange": True}, "not both"),
                      ({"count": 6, "rearrange": True}, "more than 5")):  # fmt: skip
        data = {"game": "l5r", "players": ["me", "opp"], "cards": {"x": strategy(), "y": strategy()},
                "steps": [{"apply": {"targets": "me", "look_at_top": look}}]}  # fmt: skip
        with pytest.raises(ScenarioError) as error:
            parse_scenario(data)
        assert why in str(error.value)


def test_the_play_of_a_card_looked_at_cites_the_desks_rule():
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"hero": seer(["s1", "x"]), "foe": FOE,
            "s1": strategy(), "x": strategy()}, "steps": [*BEGIN, SEE, play("s1")]}  # fmt: skip
    rules = {entry["rule"] for entry in evaluate(parse_scenario(data)).to_dict()["trace"]}
    assert {"l5r.desk.additional-play", "l5r.desk.additional-actions", "l5r.desk.look-and-rearrange"} <= rules


def test_a_game_whose_rule_keeps_the_order_refuses_rearranging():
    """Naruto's look-at-deck rule puts the other cards back in the order they were: no choice of order."""
    look = {"targets": "me", "look_at_top": {"count": 2, "rearrange": True}}
    data = {"game": "naruto", "players": ["me", "opp"], "cards": {}, "steps": [{"apply": look}]}
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data)
    assert "rearrange-deck" in str(error.value)
    data["steps"][0]["apply"]["look_at_top"] = {"count": 2}
    parse_scenario(data)  # looking is its rule


def test_an_order_decided_for_a_choice_of_one_card_is_an_error_not_ignored():
    bow = {"id": "pick", "choose": {"type": "personality"}, "bow": True}
    step = {"action": {"id": "x", "by": "me", "effects": [bow]}, "decide": {"pick": ["hero", "foe"]}}
    data = {"game": "l5r", "players": ["me", "opp"], "cards": {"hero": hero(), "foe": FOE}, "steps": [step]}
    with pytest.raises(ScenarioError) as error:
        evaluate(parse_scenario(data))
    assert "decide.pick" in str(error.value)
