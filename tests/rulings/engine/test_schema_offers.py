"""A game's JSON Schema offers (to completion) only what the game's parser accepts, and describes each kind
of condition by its own keys.

An op, step or question citing a rule concept the game's rules do not govern is refused by the parser
wherever it is written (needs.py), as is `grant_ability` in a game whose cards have no abilities: the schema
must not list them, or the editor would complete them and then mark them. Checked both ways against the
parser, for every declaration of every game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rulings.engine import ScenarioError, parse_scenario, scenario_schema
from rulings.engine.language.spec import CONDITION_KINDS
from rulings.engine.loader import load_games

GAMES = sorted(load_games())
PROBE = {"zz_probe": 1}  # a value of no construct: the parser reports it, and whether the key is refused


def _problems(game: str, step: dict) -> str:
    try:
        parse_scenario({"game": game, "players": ["me"], "steps": [step]})
    except ScenarioError as error:
        return str(error)
    return ""


def _refused(game: str, part: str, name: str) -> bool:
    """Whether the game's parser refuses the op, step or question `name` itself, whatever its value."""
    step = {
        "op": {"apply": {"targets": "me", name: PROBE}},
        "step": {name: PROBE},
        "question": {"ask": {name: PROBE}},
    }[part]
    text = _problems(game, step)
    no_flags = name == "flag" and not load_games()[game].flags  # `flag: x` is an unknown flag, any x
    return (
        f"do not cover the '{name}' {part}" in text
        or f"{game} cards have no abilities" in text
        or (no_flags and "unknown flag 'x'" in _problems(game, {"ask": {"flag": "x", "card": "c"}}))
    )


def _offered(game: str) -> dict[str, set[str]]:
    defs = scenario_schema(game)["$defs"]
    return {
        "op": set(defs[f"{game}.effect"]["properties"]) & set(load_games()[game].registry.ops),
        "step": {branch["required"][0] for branch in defs[f"{game}.step"]["oneOf"]},
        "question": {branch["required"][0] for branch in defs[f"{game}.question"]["anyOf"]},
    }


def _declared(game: str) -> dict[str, set[str]]:
    reg = load_games()[game].registry
    return {"op": set(reg.ops), "step": set(reg.steps), "question": set(reg.questions)}


@pytest.mark.parametrize("game", GAMES)
def test_a_games_schema_offers_what_its_parser_accepts_and_nothing_it_refuses(game):
    offered, declared = _offered(game), _declared(game)
    for part, names in declared.items():
        assert offered[part] <= names
        assert [n for n in sorted(offered[part]) if _refused(game, part, n)] == [], part
        assert [n for n in sorted(names - offered[part]) if not _refused(game, part, n)] == [], part


def test_grant_ability_is_offered_only_where_cards_have_abilities():
    """The case found in the editor: Naruto and ChiAxis completed `grant_ability`, then refused it."""
    having = {g for g in GAMES if "grant_ability" in _offered(g)["op"]}
    assert having == {g for g in GAMES if load_games()[g].ability_schema is not None} == {"l5r"}
    for game in set(GAMES) - having:
        assert _refused(game, "op", "grant_ability")
        assert "grant_ability" not in scenario_schema(game)["$defs"][f"{game}.replacement"]["properties"]


def _keys(schema: Any, pointer: str = "") -> Iterator[tuple[str, dict]]:
    """(pointer, schema) of each key's value anywhere in the schema."""
    if isinstance(schema, list):
        for i, sub in enumerate(schema):
            yield from _keys(sub, f"{pointer}/{i}")
    elif isinstance(schema, dict):
        for key, sub in schema.items():
            if key == "properties":
                yield from ((f"{pointer}/{name}", value) for name, value in sub.items())
            yield from _keys(sub, f"{pointer}/{key}")


def _never_valid(schema: Any) -> bool:
    return schema is False or (
        isinstance(schema, dict) and (schema.get("not") == {} or schema.get("enum") == [])
    )


@pytest.mark.parametrize("game", GAMES)
def test_no_key_of_a_games_schema_refuses_every_value(game):
    """A key whose value the game has nothing for (abilities, flags) is left out, not offered then refused."""
    assert [p for p, value in _keys(scenario_schema(game)) if _never_valid(value)] == []


# --- conditions: one alternative per kind, with its own keys ----------------------------------------------
def _kinds(game: str) -> dict[str, set[str]]:
    schema = scenario_schema(game)["$defs"][f"{game}.condition"]
    return {branch["required"][0]: set(branch["properties"]) for branch in schema["oneOf"]}


@pytest.mark.parametrize("game", GAMES)
def test_a_condition_is_one_kind_described_by_its_own_keys(game):
    kinds = _kinds(game)
    declared = load_games()[game].registry.condition_kinds
    assert list(kinds) == [*CONDITION_KINDS, *declared]
    assert kinds["during"] == {"during", "for"} and kinds["player_stat"] >= {"player", "at_least"}
    assert all(kind in keys for kind, keys in kinds.items())


@pytest.mark.parametrize("game", GAMES)
def test_each_kinds_keys_are_those_the_parser_allows_with_it(game):
    """For every kind and every other key a condition may have (not a kind), the parser refuses the key
    with that kind exactly when the kind's alternative does not list it."""
    kinds = _kinds(game)
    others = set().union(*kinds.values()) - set(kinds)
    assert others >= {"is", "player", "at_least", "at_most", "for"}
    for kind, keys in kinds.items():
        for key in sorted(others):
            condition = {kind: PROBE, key: PROBE}
            text = _problems(game, {"apply": {"targets": "me", "while": condition, "move": "hand"}})
            assert (f"unknown field '{key}'" in text) == (key not in keys), (kind, key, text)
