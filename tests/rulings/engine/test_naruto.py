"""Naruto Mythos: the play step's checks, choices left open, hidden cards, the chain and core power."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ScenarioError, evaluate, parse_scenario

ENEMIES = {"type": "character", "controller": "$other"}


def character(owner: str, zone: str, power: int = 2, **more) -> dict:
    return {"type": "character", "owner": owner, "zone": zone, "stats": {"cost": 2, "power": power}} | more


def scenario(*steps: dict, **cards: dict) -> dict:
    picker = character(
        "A", "hand", effects=[{"id": "defeat-one", "choose": 1, "affects": ENEMIES, "defeat": True}]
    )
    base = {
        "kiba": character("B", "mission:m", title="Kiba"),
        "zaku": character("B", "mission:m", title="Zaku"),
        "naruto": character("A", "mission:m", 3, title="Naruto"),
        "naruto-2": character("A", "hand", 5, title="Naruto"),
        "picker": picker | {"title": "Picker"},
    }
    return {"game": "naruto", "players": ["A", "B"], "cards": base | cards, "steps": list(steps)}


def answers(*steps: dict, **cards: dict) -> list:
    return [a["answer"] for a in evaluate(parse_scenario(scenario(*steps, **cards))).to_dict()["answers"]]


def play(**params) -> dict:
    return {"play": {"card": "picker", "by": "A", "to": "mission:m"} | params}


def test_play_needs_a_place_and_known_cards():
    with pytest.raises(ScenarioError) as info:
        parse_scenario(scenario({"play": {"card": "pickr", "by": "A"}}))
    assert "steps[0].play.card: unknown card 'pickr' (did you mean 'picker'?)" in str(info.value)
    assert "say where the card is played" in str(info.value)


def test_if_able_without_must_is_an_error():
    card = character("A", "hand", effects=[{"if_able": True, "affects": ENEMIES, "defeat": True}])
    with pytest.raises(ScenarioError, match="if_able qualifies a MUST effect"):
        parse_scenario(scenario(other=card))


def test_an_illegal_pick_is_named_with_the_legal_ones():
    with pytest.raises(ScenarioError) as info:
        answers(play(use={"defeat-one": True}, targets={"defeat-one": ["naruto"]}))
    assert info.value.problems[0].path == "steps[0].play.targets.defeat-one"
    assert "legal: kiba; zaku" in str(info.value)


def test_an_open_pick_gives_the_outcome_of_each_legal_target():
    (answer,) = answers(play(use={"defeat-one": True}), {"ask": {"zone": "kiba"}})
    needed = {"choice": "step 0: targets of defeat-one", "by": "A", "what": "the targets of defeat-one"}
    assert answer["choices_needed"] == [needed]
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == ["discard", "mission:m"]


def test_an_optional_effect_left_open_is_used_or_not():
    (answer,) = answers(play(), {"ask": {"zone": "kiba"}})
    assert {o["answer"]["value"] for o in answer["outcomes"]} == {"discard", "mission:m"}
    assert "step 0: use defeat-one" in [c["choice"] for c in answer["choices_needed"]]


@pytest.mark.parametrize("use, zone", [({}, "discard"), ({"defeat-one": False}, "mission:m")])
def test_an_optional_effect_given_picks_by_id_is_used_unless_use_says_not(use, zone):
    """A player picks the targets of an effect he applies: the mapping form, like the list form."""
    (answer,) = answers(play(targets={"defeat-one": ["kiba"]}, use=use), {"ask": {"zone": "kiba"}})
    assert answer["value"] == zone


def test_no_repetition_refuses_a_play_but_allows_an_upgrade():
    fresh = {"play": {"card": "naruto-2", "by": "A", "to": "mission:m"}}
    upgrade = {"play": {"card": "naruto-2", "by": "A", "upgrade": "naruto"}}
    asked = {"ask": {"played": "naruto-2"}}
    refused, upgraded, under = answers(fresh, asked, upgrade, asked, {"ask": {"zone": "naruto"}})
    assert refused["value"] is False and "no repetition" in refused["reason"]
    assert upgraded["value"] is True and under["value"] == "upgraded"


def test_a_move_into_a_duplicate_is_refused():
    move = {"apply": {"kind": "instantaneous", "targets": "other", "move": "mission:m", "controller": "A"}}
    data = scenario(move, {"ask": {"zone": "other"}}, other=character("A", "mission:far", title="Naruto"))
    result = evaluate(parse_scenario(data)).to_dict()
    assert result["answers"][0]["answer"]["value"] == "mission:far"
    assert any("no repetition" in t["text"] for t in result["trace"])


def test_a_hidden_character_has_no_active_effects_and_triggers_nothing():
    boost = {"affects": {"type": "character", "not_cards": ["$source"]}, "stat": "power", "change": 1}
    fee = {
        "trigger": {"event": "defeated", "of": {"type": "character"}},
        "targets": "$controller",
        "gain_chakra": 1,
    }
    shino = character("B", "mission:m", hidden=True, traits=[boost, fee])
    defeat = {"apply": {"kind": "instantaneous", "targets": "zaku", "defeat": True, "controller": "A"}}
    power, chakra = answers(
        {"ask": {"stat": "power", "card": "kiba"}},
        defeat,
        {"ask": {"stat": "chakra", "player": "B"}},
        shino=shino,
    )
    assert (power["value"], chakra["value"]) == (2, 0)


def nested(n: int) -> dict:
    gain = {"targets": "$controller", "gain_chakra": 1}
    traits = [{"id": "t1", "trigger": {"event": "played", "card": "x"}} | gain]
    traits += [
        {"id": f"t{i}", "trigger": {"event": "activated", "effect": f"t{i - 1}"}} | gain
        for i in range(2, n + 1)
    ]
    cards = {"board": character("P", "mission:m", traits=traits), "x": character("P", "hand")}
    steps = [
        {"play": {"card": "x", "by": "P", "to": "mission:m"}},
        {"ask": {"resolution_order": {}}},
        {"ask": {"stat": "chakra", "player": "P"}},
    ]
    return {"game": "naruto", "players": ["P", "Q"], "cards": cards, "steps": steps}


def test_nested_triggers_resolve_newest_first():
    order, chakra = (a["answer"]["value"] for a in evaluate(parse_scenario(nested(40))).to_dict()["answers"])
    assert order == [f"t{i}" for i in range(40, 1, -1)] + ["t1@x"]
    assert chakra == 40


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 4), st.integers(0, 4))
def test_conditions_of_statics_read_core_power(printed, tokens):
    big = {"affects": {"type": "character", "at": "$source", "stats": {"power": {"at_least": 4}}}}
    helper = {"affects": {"type": "character", "not_cards": ["$source"]}, "stat": "power", "change": 2}
    cards = {
        "leader": {
            "type": "mission",
            "owner": "A",
            "zone": "mission:m",
            "traits": [big | {"stat": "power", "change": 1}],
        },
        "helper": character("A", "mission:m", 0, traits=[helper]),
        "hero": character("A", "mission:m", printed, tokens={"power": tokens}),
    }
    data = {
        "game": "naruto",
        "players": ["A", "B"],
        "cards": cards,
        "steps": [{"ask": {"stat": "power", "card": "hero"}}],
    }
    core = printed + tokens
    assert evaluate(parse_scenario(data)).to_dict()["answers"][0]["answer"]["value"] == core + 2 + (core >= 4)


@pytest.mark.parametrize(
    ("relation", "hidden"), [("less_than", [True, False, False]), ("more_than", [False, False, True])]
)
def test_a_filter_compares_a_stat_with_its_source_cards(relation, hidden):
    """'With less Power than this character' (Kabuto KS-054) and the opposite; equal Power matches neither."""
    hide = {
        "id": "hide",
        "affects": {"type": "character", "not_cards": ["$source"], "stats": {"power": {relation: "$source"}}},
    }
    hider = character("A", "hand", 3, effects=[hide | {"hide": True}])
    weak, even, strong = (character("B", "mission:m", power) for power in (2, 3, 4))
    found = answers(
        play(card="hider", use={"hide": True}),
        *({"ask": {"hidden": card}} for card in ("weak", "even", "strong")),
        hider=hider,
        weak=weak,
        even=even,
        strong=strong,
        kiba=character("B", "deck"),
        zaku=character("B", "deck"),
    )
    assert [answer["value"] for answer in found] == hidden


def test_a_stat_comparison_names_a_known_card():
    hide = {"affects": {"type": "character", "stats": {"power": {"less_than": "nobody"}}}, "hide": True}
    with pytest.raises(ScenarioError, match="unknown card 'nobody'"):
        parse_scenario(scenario(hider=character("A", "hand", effects=[hide])))


def mover(*effects: dict) -> dict:
    return character("A", "hand", title="Mover", effects=list(effects))


MOVE_FRIEND = {
    "id": "move",
    "choose": 1,
    "affects": {"type": "character", "controller": "$controller", "not_cards": ["$source"]},
    "move_to_mission": True,
}
ELSEWHERE = {"far": {"type": "mission", "owner": "B", "zone": "mission:far"}}


def test_a_move_to_a_chosen_mission_left_open_gives_each_mission_it_may_enter():
    """The destination is the player's choice: every other mission, but not one where its namesake is."""
    namesake = character("A", "mission:near", title="Naruto")
    (answer,) = answers(
        play(card="mover", use={"move": True}, targets={"move": ["naruto"]}),
        {"ask": {"zone": "naruto"}},
        mover=mover(MOVE_FRIEND),
        near=namesake,
        wide={"type": "mission", "owner": "A", "zone": "mission:wide"},
        **ELSEWHERE,
    )
    assert answer["choices_needed"][-1]["what"] == "the mission naruto moves to"
    assert sorted(o["answer"]["value"] for o in answer["outcomes"]) == ["mission:far", "mission:wide"]


def test_a_chosen_destination_is_applied_or_named_as_illegal():
    moved = play(
        card="mover", use={"move": True}, targets={"move": ["naruto"]}, destinations={"move": "mission:far"}
    )
    (answer,) = answers(moved, {"ask": {"zone": "naruto"}}, mover=mover(MOVE_FRIEND), **ELSEWHERE)
    assert answer["value"] == "mission:far"
    wrong = play(
        card="mover", use={"move": True}, targets={"move": ["naruto"]}, destinations={"move": "mission:m"}
    )
    with pytest.raises(ScenarioError) as info:
        answers(wrong, mover=mover(MOVE_FRIEND), **ELSEWHERE)
    assert info.value.problems[0].path == "steps[0].play.destinations.move"
    assert "legal: mission:far" in str(info.value)


def test_with_no_other_mission_a_move_cannot_be_applied():
    (answer,) = answers(
        play(card="mover", use={"move": True}), {"ask": {"zone": "naruto"}}, mover=mover(MOVE_FRIEND)
    )
    assert answer["value"] == "mission:m"


def taking(limit: int) -> dict:
    enemies = {"type": "character", "controller": "$other", "stats": {"cost": {"at_most": limit}}}
    return {"choose": 1, "affects": enemies, "take_control": True}


@pytest.mark.parametrize(("upgrade", "dear_goes_to"), [(False, ["B"]), (True, ["A", "B"])])
def test_an_upgrade_effect_replaces_its_main_effect(upgrade, dear_goes_to):
    """Ino's "UPGRADE: MAIN effect: Instead, the cost limit is 3 or less": played as an upgrade only the
    replacement applies, so the cost-3 card is one of the picks; otherwise only the MAIN effect applies."""
    effects = [
        {"id": "take"} | taking(2),
        {"id": "take-more", "section": "upgrade", "replaces": "take"} | taking(3),
    ]
    dear = character("B", "mission:m", title="Dear") | {"stats": {"cost": 3, "power": 2}}
    where = {"upgrade": "base"} if upgrade else {"to": "mission:m"}
    step = {"play": {"card": "ino", "by": "A", "use": {"take": True, "take-more": True}} | where}
    (answer,) = answers(
        step,
        {"ask": {"controller": "dear"}},
        picker=character("A", "deck"),
        ino=character("A", "hand", title="Ino", effects=effects),
        base=character("A", "mission:m" if upgrade else "deck", title="Ino"),
        dear=dear,
        zaku=character("B", "deck"),
    )
    found = (
        sorted(o["answer"]["value"] for o in answer["outcomes"])
        if "outcomes" in answer
        else [answer["value"]]
    )
    assert found == dear_goes_to


def test_replaces_names_a_main_effect_from_an_upgrade_effect():
    bad = {"id": "x", "replaces": "nothing", "section": "upgrade", "targets": "$source", "powerup": 1}
    with pytest.raises(ScenarioError, match="replaces names a MAIN effect"):
        parse_scenario(scenario(other=character("A", "hand", effects=[bad])))


def refusal(data: dict) -> list:
    """The problems of a scenario refused as it is read (what its game's rules do not govern included)."""
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    return [(p.path, p.message) for p in info.value.problems]


def test_a_concept_naruto_has_no_rule_for_is_refused_where_it_is_written():
    """Naruto's characters are defeated, never destroyed: asking whether one was destroyed is no question its
    rules answer, so no rule may be cited for it (it was once aliased to a vague rule)."""
    data = scenario(
        play(use={"defeat-one": True}, targets={"defeat-one": ["kiba"]}), {"ask": {"destroyed": "kiba"}}
    )
    message = "naruto has no rule for destroy: its rules do not cover the 'destroyed' question"
    assert refusal(data) == [("steps[1].ask.destroyed", message)]


def test_an_ongoing_effect_is_refused_but_procedures_without_one_run():
    """Naruto's effects are instant or continuous: an ongoing one "until the end of the turn" has no rule,
    nor has a duration ending with a procedure."""
    boost = {"kind": "ongoing", "targets": "kiba", "stat": "power", "change": 1, "duration": "end_of_turn"}
    turn = [{"begin": {"name": "turn", "player": "A"}}, {"apply": boost}, {"end": {"name": "turn"}}]
    no_rule = "naruto has no rule for {}: its rules do not cover {}".format
    assert refusal(scenario(*turn)) == [
        ("steps[1].apply.kind", no_rule("begins-ongoing", "an ongoing effect")),
        ("steps[1].apply.duration", no_rule("duration", "a duration (end_of_turn)")),
    ]
    power = {"ask": {"stat": "power", "card": "kiba"}}
    assert answers(turn[0], turn[2], power) == answers(power)


TWO_PICKS = [
    {"id": "defeat-first", "choose": 1, "affects": ENEMIES, "defeat": True},
    {"id": "boost-one", "choose": 1, "affects": {"type": "character", "controller": "$controller"}}
    | {"powerup": 2},
]


def test_listed_targets_go_to_the_effects_in_the_order_the_text_names_them_and_are_used():
    """`targets: [...]`: the picks of the card's effects in printed order; an optional effect given a target
    this way is used (no `use` needed)."""
    two = character("A", "hand", title="Two", effects=TWO_PICKS)
    zone, tokens = answers(
        play(card="two", targets=["zaku", "naruto"]),
        {"ask": {"zone": "zaku"}},
        {"ask": {"tokens": "naruto", "kind": "power"}},
        two=two,
    )
    assert (zone["value"], tokens["value"]) == ("discard", 2)


def test_an_effect_not_used_takes_no_listed_target():
    two = character("A", "hand", title="Two", effects=TWO_PICKS)
    zone, tokens = answers(
        play(card="two", targets=["naruto"], use={"defeat-first": False}),
        {"ask": {"zone": "zaku"}},
        {"ask": {"tokens": "naruto", "kind": "power"}},
        two=two,
    )
    assert (zone["value"], tokens["value"]) == ("mission:m", 2)


def test_listed_targets_beyond_the_picks_or_illegal_are_named():
    two = character("A", "hand", title="Two", effects=TWO_PICKS)
    with pytest.raises(ScenarioError) as info:
        answers(play(card="two", targets=["zaku", "naruto", "kiba"]), two=two)
    assert info.value.problems[0].path == "steps[0].play.targets"
    assert "kiba left over" in str(info.value)
    with pytest.raises(ScenarioError) as info:
        answers(play(card="two", targets=["naruto", "zaku"]), two=two)
    assert "legal: kiba; zaku" in str(info.value)
    with pytest.raises(ScenarioError, match=r"targets\[1\]: unknown card or player 'nobody'"):
        parse_scenario(scenario(play(targets=["kiba", "nobody"])))


def test_up_to_one_in_every_mission_allows_one_pick_per_mission_at_most():
    """Gaara's "Defeat up to 1 enemy character ... in every mission" (naruto.desk.every-mission)."""
    sweep = {
        "id": "sweep",
        "choose": 1,
        "up_to": True,
        "per_mission": True,
        "affects": ENEMIES,
        "defeat": True,
    }
    far = character("B", "mission:far", title="Dosu")
    sweeper = character("A", "hand", title="Sweeper", effects=[sweep])
    (kiba,) = answers(
        play(card="sweeper", targets=["kiba", "dosu"]), {"ask": {"zone": "kiba"}}, sweeper=sweeper, dosu=far
    )
    assert kiba["value"] == "discard"
    with pytest.raises(ScenarioError, match="is not a legal choice"):
        answers(play(card="sweeper", targets=["kiba", "zaku"]), sweeper=sweeper, dosu=far)
    (zaku,) = answers(
        play(card="sweeper", targets=["zaku"]), {"ask": {"zone": "zaku"}}, sweeper=sweeper, dosu=far
    )
    assert zaku["value"] == "discard"  # fewer picks than missions: "up to"


def test_the_weakest_is_the_lowest_power_and_a_tie_is_the_players_pick():
    weakest = {"type": "character", "controller": "$other", "least": "power"}
    hunter = character(
        "A", "hand", title="Hunter", effects=[{"id": "hunt", "choose": 1, "affects": weakest, "defeat": True}]
    )
    strong = character("B", "mission:m", 5, title="Strong")
    with pytest.raises(ScenarioError, match="legal: kiba; zaku"):
        answers(play(card="hunter", targets=["strong"]), hunter=hunter, strong=strong)
    (answer,) = answers(
        play(card="hunter", use={"hunt": True}), {"ask": {"zone": "strong"}}, hunter=hunter, strong=strong
    )
    assert answer["value"] == "mission:m"


def test_x_counts_missions_and_a_condition_needs_another_such_character():
    count = {
        "id": "count",
        "targets": "$source",
        "powerup": {"missions_with": {"type": "character", "controller": "$controller"}},
    }
    counter = character("A", "hand", title="Counter", effects=[count])
    away = character("A", "mission:far", title="Away")
    (tokens,) = answers(
        play(card="counter", use={"count": True}),
        {"ask": {"tokens": "counter", "kind": "power"}},
        counter=counter,
        away=away,
    )
    assert tokens["value"] == 2  # m (naruto, counter) and far
    lonely = {"id": "lonely", "targets": "$source", "powerup": 1}
    lonely["while"] = {"exists": {"type": "character", "title": "Nobody", "at": "$source"}}
    alone = character("A", "hand", title="Alone", effects=[lonely])
    (none,) = answers(
        play(card="alone", use={"lonely": True}), {"ask": {"tokens": "alone", "kind": "power"}}, alone=alone
    )
    assert none["value"] == 0
