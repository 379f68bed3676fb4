"""engine_api.py's Protocols stay in step with the classes they describe and with how they are used.

The modules below the evaluator name the engine and the game's rules through those Protocols (so that no
module imports one above it, even for types: test_architecture.py). No type checker runs on this project,
so these tests check them: every member a Protocol declares is provided by its class with the same parameters
(the engine, its store and choices, and every game's rules), and the members each declares are exactly
those the engine's modules use through a name of its type.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Protocol

import pytest

from rulings.engine import engine_api, parse_scenario
from rulings.engine.effects.store import EffectStore
from rulings.engine.games.base import GameRules
from rulings.engine.loader import load_games
from rulings.engine.steps.choices import Choices
from rulings.engine.steps.evaluator import Engine

ENGINE = Path(engine_api.__file__).parent
EXAMPLE = min((Path(__file__).resolve().parents[3] / "rulings" / "examples" / "l5r").glob("*.yaml"))


def _members(protocol: type) -> dict[str, object]:
    """A Protocol's own members: attributes (by annotation), properties and methods."""
    found: dict[str, object] = dict.fromkeys(protocol.__annotations__, "attribute")
    found |= {
        name: value
        for name, value in vars(protocol).items()
        if isinstance(value, property) or (inspect.isfunction(value) and not name.startswith("_"))
    }
    return found


def _parameters(function) -> list[tuple[str, object, object]]:
    return [(p.name, p.kind, p.default) for p in inspect.signature(function).parameters.values()]


def _missing(protocol: type, provider: object) -> list[str]:
    """The members of `protocol` that `provider` (an instance, or a class for class attributes) lacks or
    provides with other parameters (names, kinds and defaults)."""
    problems = []
    for name, declared in _members(protocol).items():
        found = inspect.getattr_static(provider, name, None)
        if found is None and not hasattr(provider, name):
            problems.append(f"{name}: missing")
        elif inspect.isfunction(declared):
            method = getattr(provider, name)
            if not callable(method):
                problems.append(f"{name}: not a method")
            elif _parameters(method) != _parameters(declared.__get__(provider)):
                got, want = inspect.signature(method), inspect.signature(declared.__get__(provider))
                problems.append(f"{name}: parameters {got}, declared {want}")
    return problems


def _engine() -> Engine:
    scenario = parse_scenario(EXAMPLE.read_text())
    return Engine(scenario, load_games()[scenario.game], {})


def _providers():
    """(Protocol, a function giving what must provide it): the engine, its parts and every game's rules."""
    yield pytest.param(engine_api.Engine, _engine, id="Engine")
    yield pytest.param(engine_api.EffectStore, EffectStore, id="EffectStore")
    yield pytest.param(engine_api.Choices, lambda: Choices({}, {}, print), id="Choices")
    for rules in [GameRules(), *load_games().values()]:
        yield pytest.param(engine_api.GameRules, lambda rules=rules: rules, id=type(rules).__name__)


@pytest.mark.parametrize(("protocol", "provider"), list(_providers()))
def test_each_class_provides_what_its_protocol_declares(protocol, provider):
    assert not _missing(protocol, provider()), f"{protocol.__name__}: {_missing(protocol, provider())}"


def test_the_check_notices_a_member_missing_or_with_other_parameters():
    class Declared(Protocol):
        size: int

        def note(self, rule: str, text: str) -> None: ...

    class Other:
        size = 1

        def note(self, rule: str) -> None: ...

    assert _missing(Declared, Other()) == [
        "note: parameters (rule: 'str') -> 'None', declared (rule: 'str', text: 'str') -> 'None'"
    ]
    assert _missing(Declared, object()) == ["size: missing", "note: missing"]


# --- what the engine's modules use -------------------------------------------------------------------------
PARTS = {"rules": "GameRules", "store": "EffectStore", "choices": "Choices"}  # the engine's parts' Protocols


def _typed_names(function: ast.AST) -> dict[str, str]:
    """The names of a function's parameters annotated with a Protocol's type, and local aliases of an
    engine's parts (`rules = engine.rules`): name -> Protocol."""
    names: dict[str, str] = {}
    if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        args = function.args
        for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs):
            annotation = ast.unparse(arg.annotation) if arg.annotation else ""
            if annotation in ("Engine", "GameRules", "ParseContext"):
                names[arg.arg] = annotation
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            typed = _typed(node.value, names)
            if typed:
                names[node.targets[0].id] = typed
    return names


def _typed(node: ast.AST, names: dict[str, str]) -> str | None:
    """The Protocol typing an expression: a typed name, or an engine's part, or a parse context's rules."""
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Attribute):
        owner = _typed(node.value, names)
        if owner == "Engine":
            return PARTS.get(node.attr)
        if owner == "ParseContext" and node.attr == "rules":
            return "GameRules"
    return None


def used_members() -> dict[str, dict[str, str]]:
    """Protocol -> {member used through a name of its type: where}, over every module below the evaluator
    (the parse context's own `self.rules` included)."""
    used: dict[str, dict[str, str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name in ("evaluator.py", "engine_api.py"):
            continue
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            names = _typed_names(function)
            if path.name == "context.py":
                names["self"] = "ParseContext"
            if not names or not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            for node in ast.walk(function):
                typed = _typed(node.value, names) if isinstance(node, ast.Attribute) else None
                if typed and typed != "ParseContext":
                    where = f"{path.relative_to(ENGINE.parent.parent)}:{node.lineno}"
                    used.setdefault(typed, {}).setdefault(node.attr, where)
    return used


def test_every_member_used_through_a_protocol_is_declared():
    undeclared = [
        f"{where}: {protocol}.{member}"
        for protocol, members in used_members().items()
        for member, where in members.items()
        if member not in _members(getattr(engine_api, protocol))
    ]
    assert not undeclared, "used but not declared in engine_api.py:\n" + "\n".join(undeclared)


def test_every_member_declared_is_used():
    """The Protocols declare only what is used: a member no module uses any more goes."""
    used = used_members()
    unused = [
        f"{name}.{member}"
        for name in ("Engine", "EffectStore", "Choices", "GameRules")
        for member in _members(getattr(engine_api, name))
        if member not in used.get(name, {})
    ]
    assert not unused, "declared in engine_api.py but used nowhere: " + ", ".join(unused)


def test_the_usage_scan_finds_uses_through_parts_and_aliases():
    used = used_members()
    assert {"note", "cards", "rules"} <= set(used["Engine"])
    assert {"apps_on", "pending_for"} <= set(used["EffectStore"])
    assert {"stat_override", "parse_ability", "registry"} <= set(used["GameRules"])  # alias, ctx, context.py
