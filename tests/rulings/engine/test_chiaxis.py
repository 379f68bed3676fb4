"""ChiAxis (section 22): its vocabulary's validation, choices left to rulers, creation-order arithmetic."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario


def beast(owner: str, zone: str, atk: int = 1) -> dict:
    return {"type": "beast", "owner": owner, "zone": zone, "stats": {"cost": 1, "int": 1, "atk": atk}}


def scenario(*steps: dict) -> dict:
    return {
        "game": "chiaxis",
        "players": [{"id": "me", "vitae": 10}, {"id": "rival", "vitae": 10}],
        "cards": {"brute": beast("me", "city", atk=5)} | {c: beast("rival", "hand") for c in "abc"},
        "steps": list(steps),
    }


def answers(*steps: dict) -> list:
    return [a["answer"] for a in evaluate(parse_scenario(scenario(*steps))).to_dict()["answers"]]


def problems(*steps: dict) -> str:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario(*steps))
    return str(info.value)


def instant(**effect) -> dict:
    return {"apply": {"kind": "instantaneous", **effect}}


def test_a_tie_rule_is_required_by_22_1b():
    found = problems(instant(highest="vitae", do={"vitae": 1}))
    assert "steps[0].apply" in found and "tie (22.1b)" in found


def test_unknown_op_lists_the_games_own_ops():
    found = problems({"apply": {"targets": "brute", "wund": 1}})
    assert "unknown field 'wund' (did you mean 'wound'?)" in found
    assert "discard" in found and "highest" in found


def test_discarding_fewer_than_held_is_a_choice_of_the_ruler():
    (answer,) = answers(instant(targets="rival", discard=2), {"ask": {"zone": "a"}})
    assert answer["value"] == "depends on a choice"
    assert answer["choices_needed"][0]["by"] == "rival"
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == ["discard", "discard", "hand"]


def test_discarding_named_cards_makes_the_choice():
    discard = instant(targets="rival", discard={"count": 2, "cards": ["b", "c"]})
    result = answers(discard, {"ask": {"zone": "a"}}, {"ask": {"zone": "c"}})
    assert [a["value"] for a in result] == ["hand", "discard"]


def test_a_later_set_survives_an_earlier_bonus_ending():
    plus = {"apply": {"id": "plus", "targets": "brute", "stat": "atk", "change": 3}}
    to_two = {"apply": {"id": "to-two", "targets": "brute", "stat": "atk", "set": 2}}
    (answer,) = answers(plus, to_two, {"end_effect": "plus"}, {"ask": {"stat": "atk", "card": "brute"}})
    assert answer["value"] == 2


def test_tie_choose_leaves_the_pick_to_the_controller():
    crown = {"kind": "instantaneous", "highest": "vitae", "tie": "choose", "do": {"vitae": 1}}
    action = {"action": {"id": "x", "by": "me", "effects": [crown]}}
    (answer,) = answers(action, {"ask": {"stat": "vitae", "player": "rival"}})
    assert answer["choices_needed"][0]["by"] == "me"
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == [10, 11]


OPS = st.lists(st.tuples(st.sampled_from(["change", "set"]), st.integers(-5, 9)), min_size=1, max_size=8)


@settings(max_examples=40, deadline=None)
@given(OPS, st.data())
def test_stats_are_the_fold_of_live_effects_in_creation_order(ops, data):
    ended = data.draw(st.sets(st.integers(0, len(ops) - 1)))
    steps = [
        {"apply": {"id": f"e{i}", "targets": "brute", "stat": "atk", mode: n}}
        for i, (mode, n) in enumerate(ops)
    ]
    steps += [{"end_effect": f"e{i}"} for i in sorted(ended)]
    expected = 5
    for i, (mode, n) in enumerate(ops):
        if i not in ended:
            expected = n if mode == "set" else expected + n
    (answer,) = answers(*steps, {"ask": {"stat": "atk", "card": "brute"}})
    assert answer["value"] == expected


def test_the_same_scenario_gives_byte_identical_output():
    data = scenario(instant(targets="rival", discard=2), {"ask": {"zone": "b"}})
    assert evaluate(parse_scenario(data)).to_json() == evaluate(parse_scenario(data)).to_json()


# --- who rules a card (22.3b-d) -----------------------------------------------------------------------------
def rule_of(player: str, effect: str, **more) -> dict:
    return {
        "action": {
            "id": f"take-{effect}",
            "by": player,
            "effects": [{"id": effect, **more, "control": "$controller"}],
        }
    }


def test_control_names_a_player_or_the_effects_controller():
    assert "'$source' is the card whose text this is: not a player" in problems(
        {"apply": {"targets": "a", "control": "$source"}}
    )
    assert "unknown player 'rivl' (did you mean 'rival'?)" in problems(
        {"apply": {"targets": "a", "control": "rivl"}}
    )


def test_rule_follows_creation_order_whichever_effect_ends_first():
    first = rule_of("rival", "first", targets="brute")
    second = {"apply": {"id": "second", "targets": "brute", "control": "me"}}
    ask = {"ask": {"ruler": "brute"}}
    result = answers(first, second, ask, {"end_effect": "first"}, ask, {"end_effect": "second"}, ask)
    assert [(a["value"], a["by_effect"]) for a in result] == [
        ("me", "second"),
        ("me", "second"),
        ("me", None),
    ]
    result = answers(first, second, {"end_effect": "second"}, ask)
    assert (result[0]["value"], result[0]["by_effect"]) == ("rival", "first")


def test_filters_on_the_ruler_follow_a_rule_change():
    """A trait on "other beasts you rule" reaches a beast as soon as its rule changes hands, and leaves it
    when rule returns."""
    data = scenario(
        rule_of("rival", "lure", targets="brute", duration="until_dawn"),
        {"ask": {"stat": "atk", "card": "brute"}},
        {"begin": "dawn"},
        {"ask": {"stat": "atk", "card": "brute"}},
    )
    others = {"type": "beast", "controller": "$controller", "not_cards": ["$source"]}
    matriarch = beast("rival", "city") | {"traits": [{"affects": others, "stat": "atk", "change": 1}]}
    data["cards"]["matriarch"] = matriarch
    result = [a["answer"]["value"] for a in evaluate(parse_scenario(data)).to_dict()["answers"]]
    assert result == [6, 5]


def test_a_rule_change_trace_cites_the_rulership_rule():
    trace = evaluate(parse_scenario(scenario(rule_of("rival", "lure", targets="brute")))).trace
    assert any(
        t["rule"] == "chiaxis.continuous.rulership" and "brute is now controlled by rival" in t["text"]
        for t in trace
    )


# --- skipping phases, steps and procedures (22.4) -----------------------------------------------------------
def skip(player: str, procedure: str, **more) -> dict:
    return {
        "apply": {
            "id": f"skip-{procedure}",
            "targets": player,
            "instead": {"of": procedure, "skip": True, **more},
        }
    }


def gain(n: int = 1) -> dict:
    return {"apply": {"kind": "instantaneous", "targets": "me", "vitae": n}}


VITAE = {"ask": {"stat": "vitae", "player": "me"}}


def test_of_names_an_event_or_a_procedure():
    assert "unknown event or procedure 'bartr' (did you mean 'barter'?)" in problems(skip("me", "bartr"))


def test_a_skipped_phase_skips_what_is_begun_inside_it_and_the_turn_goes_on():
    steps = (
        skip("me", "phase"),
        {"begin": {"name": "turn", "player": "me"}},
        {"begin": {"name": "phase", "player": "me"}},
        {"begin": {"name": "barter", "player": "me"}},
        gain(),
        {"end": "barter"},
        gain(),
        {"end": "phase"},
        gain(2),
        {"end": "turn"},
        VITAE,
        {"ask": {"events": "turn_ends"}},
    )
    vitae, turn_ends = answers(*steps)
    assert vitae["value"] == 12
    assert [e["step"] for e in turn_ends["value"]] == [9]


def test_an_outer_procedure_ending_ends_a_skip_left_open():
    steps = (skip("me", "barter"), {"begin": "turn"}, {"begin": {"name": "barter", "player": "me"}}, gain())
    steps += ({"end": "turn"}, gain(2), VITAE, {"ask": {"events": "turn_ends"}})
    vitae, turn_ends = answers(*steps)
    assert vitae["value"] == 12 and len(turn_ends["value"]) == 1


def test_a_skip_only_replaces_the_procedures_of_its_player():
    steps = (
        skip("rival", "barter"),
        {"begin": {"name": "barter", "player": "me"}},
        gain(),
        {"end": "barter"},
        VITAE,
    )
    assert answers(*steps)[0]["value"] == 11


def test_skipping_dawn_keeps_until_dawn_effects():
    bonus = {
        "apply": {"id": "bonus", "targets": "brute", "stat": "atk", "change": 2, "duration": "until_dawn"}
    }
    atk = {"ask": {"stat": "atk", "card": "brute"}}
    result = answers(
        bonus, skip("rival", "dawn"), {"begin": "dawn"}, atk, {"end": "dawn"}, {"begin": "dawn"}, atk
    )
    assert [a["value"] for a in result] == [7, 5]


def test_a_skip_that_says_so_replaces_more_than_one_procedure():
    barter = ({"begin": {"name": "barter", "player": "me"}}, gain(), {"end": "barter"})
    assert answers(skip("me", "barter", uses=2), *barter, *barter, *barter, VITAE)[0]["value"] == 11


def test_a_procedure_may_be_replaced_by_another_effect():
    instead = {"apply": {"targets": "me", "instead": {"of": "barter", "do": {"vitae": 3}}}}
    steps = (instead, {"begin": {"name": "barter", "player": "me"}}, gain(), {"end": "barter"}, VITAE)
    assert answers(*steps)[0]["value"] == 13


def test_a_concept_section_22_does_not_govern_is_refused():
    """ChiAxis buries and discards, never destroys: "destroy" is no concept of its rules (it cited 22.2)."""
    destroy = {"apply": {"kind": "instantaneous", "targets": "brute", "destroy": True}}
    assert problems(destroy) == (
        "steps[0].apply.destroy: chiaxis has no rule for destroy: its rules do not cover the 'destroy' op"
    )
