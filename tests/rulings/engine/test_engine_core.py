"""The engine's public surface: validation errors with paths and suggestions, determinism, purity, limits."""

import ast
import gc
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import ENGINE_VERSION, ScenarioError, evaluate, parse_scenario
from rulings.engine.games.l5r.current_value import compute
from rulings.engine.state.ledger import Mod
from rulings.examples import EXAMPLES_DIR

ENGINE_DIR = Path(__file__).resolve().parents[3] / "rulings" / "engine"

BASE = """
game: l5r
players: [me]
cards:
  hero: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}}
steps:
"""


def problems(text, **kwargs):
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text, **kwargs)
    return info.value.problems


def test_unknown_stat_is_named_with_path_line_and_suggestion():
    found = problems(BASE + "  - apply: {targets: hero, stat: forse, change: 1}\n")
    assert [(p.path, p.line) for p in found] == [("steps[0].apply.stat", 7)]
    assert "unknown stat 'forse' (did you mean 'force'?)" in found[0].message


def test_every_problem_is_reported_at_once():
    found = problems(BASE + "  - ask: {stat: force, card: hiro}\n  - mvoe: {card: hero, to: home}\n")
    paths = {p.path for p in found}
    assert paths == {"steps[0].ask.card", "steps[1]"}
    assert "did you mean 'move'" in str(found[-1])


def test_bad_yaml_gives_line_and_column_not_a_traceback():
    found = problems("game: l5r\nplayers: [me\n")
    assert found[0].line is not None and "not valid YAML" in found[0].message


@pytest.mark.parametrize("enabled", [True, False])
def test_reading_yaml_leaves_the_garbage_collector_as_it_was(enabled):
    """Reading pauses the cyclic collector (yamlsource): it is back as it was, also after an error."""
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        parse_scenario(BASE + "  - ask: {stat: force, card: hero}\n")
        assert gc.isenabled() is enabled
        problems("game: l5r\nplayers: [me\n")
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_duplicate_keys_are_an_error():
    assert "duplicate key" in str(problems("game: l5r\ngame: l5r\n"))


def test_card_reference_needs_a_resolver_and_a_known_card():
    text = "game: l5r\nplayers: [me]\ncards:\n  d: {ref: Obsidian Dragon, owner: me, zone: home}\nsteps: []\n"
    assert "no card database resolver" in str(problems(text))
    assert "unknown card 'Obsidian Dragon'" in str(problems(text, resolve_card=lambda game, ref: None))
    card = {"type": "personality", "stats": {"force": 6, "chi": 6}}
    scenario = parse_scenario(text, resolve_card=lambda game, ref: card if ref == "Obsidian Dragon" else None)
    assert scenario.cards[0].title == "Obsidian Dragon" and scenario.cards[0].stats["force"] == 6


def test_too_many_steps_is_a_clear_error():
    steps = [{"ask": {"stat": "force", "card": "hero"}}] * 20_001
    data = {"game": "l5r", "players": ["me"], "cards": {}, "steps": steps}
    assert "too many steps" in str(problems(data))


def test_engine_imports_nothing_from_django():
    for path in ENGINE_DIR.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names.append(node.module)
            for name in names:
                assert name.split(".")[0] not in {"django", "rest_framework", "celery"}, path


def test_version_is_a_string():
    assert isinstance(ENGINE_VERSION, str) and ENGINE_VERSION


def test_same_scenario_gives_byte_identical_json():
    conformance = EXAMPLES_DIR / "l5r"
    text = (conformance / "stats-obsidian-dragon-restriction.yaml").read_text()
    outputs = {evaluate(parse_scenario(text)).to_json() for _ in range(3)}
    assert len(outputs) == 1
    json.loads(outputs.pop())


def test_the_result_says_where_each_effect_and_action_is_written():
    text = """
game: l5r
players: [me]
cards:
  hero: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2},
         traits: [{id: proud, targets: hero, stat: force, change: 1}]}
  fan: {type: item, owner: me, zone: hand}
steps:
  - apply: {targets: hero, stat: chi, change: 1}
  - action: {id: boon, by: me, source: fan, effects: [{targets: hero, stat: force, change: 2}]}
"""
    result = evaluate(parse_scenario(text)).to_dict()
    assert result["effects"] == {
        "proud": {"origin": "trait", "source": "hero", "card": "hero"},
        "effect-2": {"origin": "action", "step": 0},  # an effect written without an id: named by the parser
        "effect-3": {"origin": "action", "source": "fan", "step": 1, "action": "boon"},
    }
    assert result["actions"] == {"boon": {"step": 1, "by": "me", "source": "fan"}}


def test_open_choice_lists_each_outcome_instead_of_choosing():
    text = BASE + (
        "  - action: {id: boon, by: me, choice: [{targets: hero, stat: force, change: 2},"
        " {targets: hero, stat: chi, change: 1}]}\n"
        "  - ask: {stat: force, card: hero}\n"
    )
    answer = evaluate(parse_scenario(text)).answers[0]["answer"]
    assert answer["value"] == "depends on a choice"
    assert [o["answer"]["value"] for o in answer["outcomes"]] == [4, 2]
    assert answer["choices_needed"] == [{"action": "boon", "by": "me"}]


@pytest.mark.parametrize(
    "needed, matches",
    [
        ("[{by: me}]", True),  # each choice compares only the keys its expectation names
        ("[{action: boon, by: me}]", True),
        ("[{by: opp}]", False),
        ("[{by: me}, {by: me}]", False),  # exactly the choices left open
        ("[]", False),
    ],
)
def test_an_expected_choice_needed_compares_the_keys_it_names(needed, matches):
    text = BASE + (
        "  - action: {id: boon, by: me, choice: [{targets: hero, stat: force, change: 2},"
        " {targets: hero, stat: chi, change: 1}]}\n"
        "  - ask: {stat: force, card: hero}\n"
        f"    expect: {{value: depends on a choice, choices_needed: {needed}, outcomes: [4, 2]}}\n"
    )
    assert evaluate(parse_scenario(text)).answers[0]["matches"] is matches


changes = st.lists(st.integers(-5, 5), max_size=6)


def mods_of(amounts, kind="change"):
    return [Mod(f"e{i}", kind, a, i, None, "r") for i, a in enumerate(amounts)]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 6), changes)
def test_floor_at_zero(base, amounts):
    assert compute(base, mods_of(amounts), floor=True, previous=None).value >= 0


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 6), changes, st.integers(-6, 0))
def test_reduced_bonus_never_becomes_a_penalty(base, amounts, reduction):
    mods = [*mods_of(amounts), Mod("adj", "adjust-bonuses", reduction, 99, None, "r")]
    value = compute(base, mods, floor=False, previous=None)
    for m in mods_of(amounts):
        applied = value.adjusted[f"{m.effect}@{m.timestamp}"]
        assert applied >= 0 if m.amount > 0 else applied == m.amount


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 6), changes, st.integers(0, 6), st.integers(1, 6), st.integers(0, 9))
def test_minimum_above_maximum_freezes_the_value(base, amounts, high, gap, previous):
    limits = [Mod("lo", "min", high + gap, 50, None, "r"), Mod("hi", "max", high, 51, None, "r")]
    mods = [*mods_of(amounts), *limits]
    value = compute(base, mods, floor=True, previous=previous)
    assert value.frozen and value.value == previous


def test_an_ask_may_cite_the_rules_of_its_game_only():
    found = problems(
        BASE + "  - ask: {stat: force, card: hero}\n    cites: [l5r.stats.sett, naruto.core-power]\n"
    )
    messages = [p.message for p in found]
    assert "unknown rule id 'l5r.stats.sett' of l5r (did you mean 'l5r.stats.set'?)" in messages[0]
    assert "unknown rule id 'naruto.core-power' of l5r" in messages[1]
    found = problems(BASE + "  - end: turn\n    cites: l5r.stats.set\n")
    assert found[0].path == "steps[0].cites" and "only 'ask' steps cite" in found[0].message


def test_an_answer_says_whether_the_trace_so_far_cites_the_rules_it_rests_on():
    steps = "  - apply: {targets: hero, stat: force, change: 1}\n"
    steps += "  - ask: {stat: force, card: hero}\n    cites: l5r.stats.change\n"
    steps += "  - ask: {stat: force, card: hero}\n    cites: [l5r.stats.current-value, l5r.stats.set]\n"
    steps += "  - ask: {stat: force, card: hero}\n"
    answers = evaluate(parse_scenario(BASE + steps)).answers
    assert [(a.get("cites"), a.get("cited")) for a in answers] == [
        (["l5r.stats.change"], True),  # the rule of a ledger record the trace lists
        (["l5r.stats.current-value", "l5r.stats.set"], False),
        (None, None),
    ]
