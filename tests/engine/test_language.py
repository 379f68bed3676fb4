"""The scenario language: games use only the public parse context, and the JSON Schema generated from the
registry accepts every example scenario and rejects obvious garbage."""

from __future__ import annotations

import ast
from pathlib import Path

import jsonschema
import pytest
import yaml

from rulings.engine import parse_scenario, scenario_schema
from rulings.engine.games import load_games

ENGINE = Path(__file__).resolve().parents[2] / "rulings" / "engine"
EXAMPLES = sorted((ENGINE.parent / "examples").rglob("*.yaml"))
PARSE_CONTEXT_NAMES = {"ctx", "parser", "context"}


def _private_uses(path: Path) -> list[str]:
    """`_Parser` anywhere, or a private attribute read from a parse context (`ctx._zone`)."""
    text = path.read_text()
    found = [f"{path.name}: _Parser"] if "_Parser" in text else []
    for node in ast.walk(ast.parse(text, str(path))):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and isinstance(node.value, ast.Name)
            and node.value.id in PARSE_CONTEXT_NAMES
        ):
            found.append(f"{path.name}:{node.lineno}: {node.value.id}.{node.attr}")
    return found


def test_games_use_only_the_public_parse_context():
    games = sorted((ENGINE / "games").rglob("*.py"))
    assert games
    found = [use for path in games for use in _private_uses(path)]
    assert found == []


def test_the_private_use_check_can_fail(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from x import _Parser\ndef f(node, ctx):\n    return ctx._zone(node, 'to')\n")
    assert len(_private_uses(sample)) == 2


@pytest.mark.parametrize("game", [None, *sorted(load_games())])
def test_the_schema_is_a_valid_2020_12_schema(game):
    jsonschema.Draft202012Validator.check_schema(scenario_schema(game))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_example_is_valid_under_its_games_schema_and_the_any_game_schema(path):
    data = yaml.safe_load(path.read_text())
    parse_scenario(path.read_text(), max_bytes=8_000_000)  # the example is valid
    for game in (data["game"], None):
        errors = list(jsonschema.Draft202012Validator(scenario_schema(game)).iter_errors(data))
        assert errors == [], f"{game}: {errors[0].json_path}: {errors[0].message}"


MINIMAL = {
    "game": "l5r",
    "players": ["me"],
    "cards": {"hero": {"type": "personality", "owner": "me", "zone": "home", "stats": {"force": 2}}},
    "steps": [{"apply": {"targets": "hero", "bow": True}}, {"ask": {"flag": "bowed", "card": "hero"}}],
}


def _valid(data: dict, game: str | None) -> bool:
    return jsonschema.Draft202012Validator(scenario_schema(game)).is_valid(data)


@pytest.mark.parametrize("game", ["l5r", None])
def test_the_schema_rejects_garbage(game):
    assert _valid(MINIMAL, game)
    garbage = [
        {**MINIMAL, "stesp": []},  # unknown top-level key
        {**MINIMAL, "steps": [{"apply": {"targets": "hero", "bowe": True}}]},  # unknown op
        {**MINIMAL, "steps": [{"apply": {"targets": "hero", "bow": True, "destroy": True}}]},  # two ops
        {**MINIMAL, "steps": [{"dance": "hero"}]},  # unknown step
        {**MINIMAL, "steps": [{"ask": {"colour": "hero"}}]},  # unknown question
        {**MINIMAL, "cards": {"hero": {"type": "spaceship", "owner": "me"}}},  # unknown card type
        {**MINIMAL, "cards": {"hero": {"type": "personality", "owner": "me", "stats": {"forse": 1}}}},
        {**MINIMAL, "game": "chess"},
    ]
    for data in garbage:
        assert not _valid(data, game), data


def test_a_games_schema_rejects_another_games_vocabulary():
    naruto_op = {**MINIMAL, "steps": [{"apply": {"targets": "hero", "powerup": 1}}]}
    assert not _valid(naruto_op, "l5r")
    assert not _valid(naruto_op, None)


def test_schema_descriptions_come_from_the_declarations():
    defs = scenario_schema("l5r")["$defs"]
    effect = defs["l5r.effect"]["properties"]
    assert effect["destroy"]["description"].startswith("Destroys")
    assert "description" in defs["l5r.filter"]["properties"]["keywords"]
