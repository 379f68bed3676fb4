"""The scenario language: games use only the public parse context, and the JSON Schema generated from the
registry accepts every example scenario and rejects obvious garbage."""

from __future__ import annotations

import ast
from pathlib import Path

import jsonschema
import pytest
import yaml

from rulings.engine import ScenarioError, parse_scenario, scenario_schema
from rulings.engine.language.core import CORE
from rulings.engine.loader import load_games

ENGINE = Path(__file__).resolve().parents[3] / "rulings" / "engine"
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
        {**MINIMAL, "steps": [{"apply": {"targets": "hero", "stat": "forse", "change": 1}}]},  # unknown stat
        {**MINIMAL, "steps": [{"apply": {"targets": "hero", "prevent": {"event": "explode"}}}]},
        {**MINIMAL, "steps": [{"begin": "siesta"}]},  # unknown procedure
        {**MINIMAL, "steps": [{"move": {"card": "hero", "to": "moon"}}]},  # unknown zone
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


def test_the_reference_in_the_scenario_format_doc_is_generated_from_the_declarations():
    from rulings.engine import docgen

    text = docgen.DOC.read_text()
    assert docgen.render(text) == text, f"docs/scenario-format.md is stale: run `{docgen.COMMAND}`"


def test_the_generated_reference_follows_the_declarations(monkeypatch):
    from dataclasses import replace

    from rulings.engine import docgen
    from rulings.engine.language.vocabulary import Op

    text = docgen.DOC.read_text()
    ops = {**CORE.ops, "levitate": Op(lambda node, ctx: {}, doc="Levitates the targets.")}
    monkeypatch.setattr(docgen, "CORE", replace(CORE, ops=ops))
    assert "| `levitate` | any | Levitates the targets. | all |" in docgen.render(text)
    assert docgen.main(["--check"]) == 1  # a declaration the committed document lacks: stale


@pytest.mark.parametrize(
    ("game", "step", "message"),
    [
        ("naruto", {"apply": {"targets": "hero", "bow": True}}, "naruto has no 'bow' effect (it is l5r's)"),
        ("chiaxis", {"apply": {"targets": "p1", "honor": 2}}, "chiaxis has no 'honor' effect (it is l5r's)"),
        (
            "chiaxis",
            {"apply": {"targets": "hero", "hide": True}},
            "chiaxis has no 'hide' effect (it is naruto's)",
        ),
        (
            "naruto",
            {"use": {"card": "hero", "ability": "x", "by": "p1"}},
            "naruto has no 'use' step (it is l5r's)",
        ),
        ("l5r", {"ask": {"hidden": "hero"}}, "l5r has no 'hidden' question (it is naruto's)"),
    ],
)
def test_a_word_of_another_game_is_an_error_naming_the_game(game, step, message):
    card_type = {"l5r": "personality", "naruto": "character", "chiaxis": "beast"}[game]
    scenario = {"game": game, "players": ["p1"], "cards": {"hero": {"type": card_type, "owner": "p1"}}}
    with pytest.raises(ScenarioError) as caught:
        parse_scenario({**scenario, "steps": [step]})
    assert message in str(caught.value)


def _foreign_ops() -> list[tuple[str, str]]:
    """(game, op): every effect a game lacks that another game declares."""
    games = load_games()
    return [
        (game, op)
        for owner in games.values()
        for op in owner.registry.ops
        if op not in CORE.ops
        for game, rules in games.items()
        if op not in rules.registry.ops
    ]


@pytest.mark.parametrize(("game", "op"), sorted(set(_foreign_ops())))
def test_every_game_refuses_every_effect_it_lacks_naming_it(game, op):
    """A construct is refused by a game that lacks the concept (every game's own op, in every other game)."""
    scenario = {
        "game": game,
        "players": ["p1"],
        "cards": {},
        "steps": [{"apply": {"targets": "p1", op: True}}],
    }
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(scenario)
    assert f"{game} has no '{op}' effect" in str(caught.value)


def test_l5r_keeps_its_own_ops():
    l5r = load_games()["l5r"].registry
    assert {"bow", "straighten", "dishonor", "rehonor", "honor"} <= set(l5r.ops)
    assert not {"bow", "straighten", "dishonor", "rehonor", "honor"} & set(CORE.ops)
    assert {"bowed", "rehonored"} <= set(l5r.trigger_events)


def _may_not_scenario(word: str) -> dict:
    return {
        "game": "l5r",
        "players": ["me", "opp"],
        "cards": {"hero": {"type": "personality", "owner": "me", "zone": "battlefield:1"}},
        "steps": [
            {"action": {"id": "ban", "by": "opp", "effects": [
                {"targets": "hero", "may_not": word, "duration": "end_of_turn"}]}},
            {"ask": {"flag": "bowed", "card": "hero"}},
        ],
    }


@pytest.mark.parametrize(("word", "hint"), [("attack", None), ("uses", "use"), ("preform", "perform")])
def test_may_not_refuses_a_word_that_forbids_nothing(word, hint):
    """'May not' forbids an effect op or an action the game names (L5R: use an ability, perform an action);
    any other word would forbid nothing while the answer read as if it did, so it is refused where written."""
    with pytest.raises(ScenarioError) as raised:
        parse_scenario(_may_not_scenario(word))
    problem = next(p for p in raised.value.problems if "may_not" in p.path)
    assert word in problem.message
    if hint:
        assert f"'{hint}'" in problem.message


@pytest.mark.parametrize("word", ["use", "perform", "assign", "bow"])
def test_may_not_accepts_an_effect_op_or_an_action_the_game_names(word):
    assert parse_scenario(_may_not_scenario(word)).game == "l5r"
