"""Scenarios written by an attacker: each is refused with a ScenarioError (or EvaluationLimitError) naming the
limit or the path, never a traceback, a hang or a crash of the process. Bombs must be refused before PyYAML
composes a node graph: the tests make composing fail if it is reached."""

from __future__ import annotations

import json

import pytest

from rulings.engine import (
    MAX_SCENARIO_BYTES,
    MAX_TRUSTED_SCENARIO_BYTES,
    ScenarioError,
    ScenarioTooLargeError,
    evaluate,
    parse_scenario,
    yamlsource,
)
from rulings.engine.limits import MAX_ALIAS_NODES, MAX_DEPTH, MAX_NODES, MAX_NUMBER


@pytest.fixture
def no_composing(monkeypatch):
    """Composing the YAML node graph fails the test: the input must be refused from its event stream."""

    def composed(self):
        raise AssertionError("the document was composed")

    monkeypatch.setattr(yamlsource.YamlLoader, "get_single_node", composed)


def refused(source, **kwargs) -> str:
    with pytest.raises(ScenarioError) as info:
        evaluate(parse_scenario(source, **kwargs))
    return str(info.value)


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """'Billion laughs': each anchor is a list of `width` aliases of the previous one (9 levels: 448 bytes,
    9^9 values once expanded)."""
    lines = ["game: l5r", "players: [me]", "steps: []", f"a0: &a0 [{','.join(['lol'] * width)}]"]
    lines += [f"a{i}: &a{i} [{','.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


# --- the document ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("levels", [9, 10])
def test_alias_bomb_is_refused_before_composing(no_composing, levels):
    assert len(alias_bomb(levels).encode()) < 500
    message = refused(alias_bomb(levels))
    assert f"aliases would copy more than {MAX_ALIAS_NODES:,} values (the limit)" in message


def test_aliases_within_the_budget_still_work():
    text = """game: l5r
players: [me]
cards:
  a: &card {type: personality, owner: me, zone: home, stats: {force: 2}}
  b: *card
  c: {<<: *card, zone: "battlefield:1"}
steps:
- ask: {stat: force, card: b}
  expect: 2
"""
    assert evaluate(parse_scenario(text)).all_expectations_met


def test_merge_keys_count_against_the_alias_budget(no_composing):
    base = "{" + ", ".join(f"k{i}: {i}" for i in range(500)) + "}"
    cards = "".join(f"  c{i}: {{<<: *base}}\n" for i in range(50))  # 50 x 1,001 values
    message = refused(f"game: l5r\nbase: &base {base}\ncards:\n{cards}")
    assert "aliases would copy more than" in message


@pytest.mark.parametrize("opening", ["steps: ", '{"steps": '])
def test_deep_nesting_is_refused_before_parsing(no_composing, opening):
    """30,000 '[' crashed PyYAML's C composer (a segfault) and json.loads (RecursionError)."""
    message = refused(opening + "[" * 30_000)
    assert f"nested more than {MAX_DEPTH} deep (the limit)" in message


def test_nesting_at_the_limit_passes_the_reader():
    nested = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)
    message = refused(f"game: l5r\nplayers: [me]\nsteps: []\ntitle: {nested}\n")
    assert "nested more than" not in message and "title: expected text, got a list" in message


def test_deep_nesting_in_a_mapping_is_refused():
    """A mapping handed to parse_scenario (e.g. from json.loads) gets the same limits, with the path."""
    deep: dict = {"not": {}}
    inner = deep
    for _ in range(200):
        inner["not"] = {"not": {}}
        inner = inner["not"]
    data = {
        "game": "l5r",
        "players": ["me"],
        "steps": [{"apply": {"targets": "me", "honor": 1, "while": deep}}],
    }
    message = refused(data)
    assert f"nested more than {MAX_DEPTH} deep (the limit)" in message
    assert "steps[0].apply.while.not.not" in message


def test_a_mapping_that_contains_itself_is_refused():
    data: dict = {"game": "l5r", "players": ["me"], "steps": []}
    data["title"] = data
    assert f"nested more than {MAX_DEPTH} deep" in refused(data)


def test_a_mapping_sharing_values_is_counted_expanded():
    """Python data can share values as YAML aliases do: each is counted each time it is met."""
    shared: list = ["lol"] * 10
    for _ in range(8):
        shared = [shared] * 10
    assert f"more than {MAX_NODES:,} values (the limit)" in refused({"game": "l5r", "title": shared})


def test_recursive_anchor_is_refused(no_composing):
    message = refused("game: l5r\nplayers: [me]\nsteps: &s [{ask: {stat: force, player: me}}, *s]\n")
    assert "alias *s is inside its own anchor (a cycle) (line 3" in message


@pytest.mark.parametrize(
    "text",
    [
        "game: l5r\n? [a, b]\n: 1\n",
        "game: l5r\ncards: {{type: personality}: 1}\n",
        "game: l5r\nk: &k [a]\ncards: {*k : 1}\n",
    ],
)
def test_a_list_or_mapping_as_key_is_refused(no_composing, text):
    assert "a key is text, not a list or a mapping" in refused(text)


@pytest.mark.parametrize("key", ["1", "on", "null", "2024-01-01"])
def test_keys_that_are_not_text_are_refused(key):
    message = refused(
        f"game: l5r\nplayers: [me]\ncards:\n  {key}: {{type: personality, owner: me}}\nsteps: []\n"
    )
    assert "cards: keys are text, got" in message and "(quote it)" in message


def test_document_size_is_limited_and_names_the_limit():
    text = "game: l5r\nplayers: [me]\nsteps: []\nnote: " + "x" * MAX_SCENARIO_BYTES + "\n"
    with pytest.raises(ScenarioTooLargeError) as info:
        parse_scenario(text)
    assert info.value.limit == MAX_SCENARIO_BYTES
    assert f"larger than the limit of {MAX_SCENARIO_BYTES:,} bytes" in str(info.value)
    # the site's own files (manage.py ask, the bench) are read with a larger limit
    assert parse_scenario(text, max_bytes=MAX_TRUSTED_SCENARIO_BYTES).note.startswith("xxx")


def test_document_size_counts_utf8_bytes():
    text = "game: l5r\nplayers: [me]\nsteps: []\nnote: " + "é" * (MAX_SCENARIO_BYTES // 2) + "\n"
    assert len(text) < MAX_SCENARIO_BYTES
    with pytest.raises(ScenarioTooLargeError):
        parse_scenario(text)


# --- numbers ---------------------------------------------------------------------------------------------
SCENARIO = """game: l5r
players: [me, opp]
cards:
  x: {type: personality, owner: me, zone: home, stats: {force: 2, chi: 2}, keywords: [Samurai]}
steps:
"""


def test_a_number_too_long_to_read_is_refused_with_its_path():
    message = refused(SCENARIO + "- apply: {targets: x, stat: force, change: 1" + "0" * 5000 + "}\n")
    assert f"steps[0].apply.change: a whole number is between -{MAX_NUMBER:,} and {MAX_NUMBER:,}" in message
    assert "(line 6, column 44)" in message


@pytest.mark.parametrize("value", [MAX_NUMBER + 1, -(10**30)])
def test_whole_numbers_beyond_the_range_are_refused(value):
    message = refused(SCENARIO + f"- apply: {{targets: x, stat: force, change: {value}}}\n")
    assert "steps[0].apply.change: a whole number is between" in message


@pytest.mark.parametrize("number", ["1e999", "-1e999", "NaN", "Infinity"])
def test_numbers_that_are_not_finite_are_refused(number):
    text = (
        '{"game": "l5r", "players": ["me"], "steps": [{"ask": {"stat": "family_honor", "player": "me"},'
        f' "expect": {number}}}]}}'
    )
    assert "steps[0].expect: a number is finite, got" in refused(text)


def test_yaml_only_values_are_refused():
    """Dates, sets and binary are no scenario's values (and would not survive the JSON result)."""
    message = refused(SCENARIO + "- ask: {stat: force, card: x}\n  expect: 2024-01-01\n")
    assert "steps[0].expect: expected text, a number, true/false, a list or a mapping, got date" in message
    assert "got set" in refused(SCENARIO + "- ask: {stat: force, card: x}\n  expect: !!set {a}\n")


def test_json_huge_integer_is_refused():
    text = (
        json.dumps({"game": "l5r", "players": ["me"], "steps": []})[:-1] + ', "version": 1' + "0" * 5000 + "}"
    )
    assert "version: a whole number is between" in refused(text)
