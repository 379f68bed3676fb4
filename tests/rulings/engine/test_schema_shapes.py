"""The JSON Schema describes every mapping of the scenario language by its keys, as the parser reads it.

Every object the schema of each game allows names its keys (closed: an unknown key is refused) unless it is
one of the few genuinely free-form maps listed below with the reason; and wherever the parser refuses an
unknown key or a mapping in place of a value, in any mapping of any example scenario, the schema refuses it
too; and the other way: wherever the schema refuses a value of another type (or below its minimum), the
parser refuses it too.
(That every example is valid under its game's schema and the any-game one: test_language.py.)
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest
import yaml

from rulings.engine import ScenarioError, parse_scenario, scenario_schema
from rulings.engine.loader import load_games
from rulings.examples import example_paths

GAMES = sorted(load_games())
# Maps whose keys are the scenario's own names (ids), so no schema can list them; their values are described.
FREE_FORM = {
    "{game}/properties/cards": "card id -> card: the ids are the scenario's own",
    "/properties/decide": "effect id -> the choice made: the ids are the scenario's own",
    "/properties/to": "switched card id -> its new area (switch, switch_arrangements)",
    "/properties/tokens": "token kind -> count: the kinds are the cards' own (power, wound ...)",
    "/properties/play/properties/targets/anyOf/1": "effect id -> the cards the player picks",
    "/properties/play/properties/destinations": "effect id -> where the card it moves goes",
    "/properties/play/properties/use": "effect id -> whether the optional effect is used",
    **{  # Naruto's score and reveal steps decide as its play step does
        f"/properties/{step}/properties/{field}": meaning
        for step in ("score", "reveal")
        for field, meaning in (
            ("targets/anyOf/1", "effect id -> the cards the player picks"),
            ("destinations", "effect id -> where the card it moves goes"),
            ("use", "effect id -> whether the optional effect is used"),
        )
    },
    "/properties/trait_costs": "triggered trait id -> its cost: the ids are the card's own",
    "/properties/invest": "triggered trait id -> its Invest cost in Gold: the ids are the card's own",
}
ANY_VALUE = {"/oneOf/ask/properties/expect": "the expected answer: any value an answer may have"}
SUBSCHEMAS = ("anyOf", "oneOf", "allOf")  # `if` and `not` only test: what they allow is never written
META = {"description", "title", "$comment", "default", "examples"}


def _walk(schema: Any, pointer: str) -> Iterator[tuple[str, dict]]:
    """(normalized pointer, subschema) for each subschema a value of a scenario may be checked against; a
    branch of a step's or effect's `oneOf` is named by the key it requires (`oneOf/ask`)."""
    if not isinstance(schema, dict):
        return
    yield pointer, schema
    for key in ("properties", "$defs"):
        for name, sub in schema.get(key, {}).items():
            yield from _walk(sub, f"{pointer}/{key}/{name}")
    for key in ("items", "additionalProperties"):
        yield from _walk(schema.get(key), f"{pointer}/{key}")
    for key in SUBSCHEMAS:
        for i, sub in enumerate(schema.get(key, ())):
            label = sub.get("required", [i])[0] if isinstance(sub, dict) else i
            yield from _walk(sub, f"{pointer}/{key}/{label}")


def _undescribed(schema: dict, game: str) -> list[str]:
    """The pointers of objects whose keys are not described, and of schemas that allow any value."""
    found = []
    for pointer, sub in _walk(schema, ""):
        where = re.sub(rf"\$defs/{game}\b", "{game}", pointer)
        if set(sub) <= META:  # allows anything, a mapping of any keys included
            if not any(where.endswith(tail) for tail in ANY_VALUE):
                found.append(f"{where}: allows any value")
            continue
        types = sub.get("type", [])
        if "object" not in (types if isinstance(types, list) else [types]):
            continue
        closed = sub.get("additionalProperties") is False or "enum" in sub.get("propertyNames", {})
        free = any(where == tail or where.endswith(tail) for tail in FREE_FORM)
        if free and not isinstance(sub.get("additionalProperties"), dict):
            found.append(f"{where}: a free-form map whose values are not described")
        elif not closed and not free:
            found.append(f"{where}: an object whose keys are not described")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_object_of_a_games_schema_describes_its_keys(game):
    assert _undescribed(scenario_schema(game), game) == []


def test_the_any_game_schema_is_the_games_schemas_checked_above():
    schema = scenario_schema()
    assert set(schema["properties"]) == {"game"} and schema["properties"]["game"]["enum"] == GAMES
    assert [branch["then"] for branch in schema["allOf"]] == [{"$ref": f"#/$defs/{g}"} for g in GAMES]
    for game in GAMES:
        own = scenario_schema(game)["$defs"]
        assert {k: v for k, v in schema["$defs"].items() if k in own} == own


def test_the_check_finds_an_object_without_keys():
    loose = {"$defs": {"l5r.step": {"type": "object", "properties": {"use": {"type": "object"}}}}}
    assert _undescribed(loose, "l5r") == [
        "/{game}.step: an object whose keys are not described",
        "/{game}.step/properties/use: an object whose keys are not described",
    ]
    assert _undescribed({"properties": {"what": {"description": "anything"}}}, "l5r") == [
        "/properties/what: allows any value"
    ]


# --- garbage inside every mapping of every example ---------------------------------------------------------
GARBAGE_KEY = "zz_garbage"


def _mappings(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, dict]]:
    if isinstance(value, dict):
        yield path, value
        for key, sub in value.items():
            yield from _mappings(sub, (*path, key))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from _mappings(sub, (*path, i))


def _shape(path: tuple) -> tuple:
    """A path with list positions and card ids left out: two paths of one shape meet the same schema."""
    card_id = ("cards",)
    return tuple("#" if isinstance(p, int) or path[:i] == card_id else p for i, p in enumerate(path))


def _with_value(data: dict, path: tuple, key: str, value: Any) -> dict:
    """A copy of the document with the mapping at `path` giving `value` to `key`."""
    changed = copy.deepcopy(data)
    target = changed
    for part in path:
        target = target[part]
    target[key] = value
    return changed


def _mutations(data: dict, seen: set[tuple] | None = None) -> Iterator[tuple[tuple, str, dict]]:
    """(path, what, document) with garbage in one mapping: an unknown key, or a mapping for each value;
    one per shape of path (`seen`: the shapes already tried)."""
    seen = set() if seen is None else seen
    for path, mapping in list(_mappings(data)):
        for key in [GARBAGE_KEY, *mapping]:
            shape = (*_shape(path), key if key == GARBAGE_KEY else f"={key}")
            if shape in seen or (key != GARBAGE_KEY and isinstance(mapping[key], dict | list)):
                continue
            seen.add(shape)
            value = {GARBAGE_KEY: 1} if key != GARBAGE_KEY else 1
            yield path, f"{key}: {value}", _with_value(data, path, key, value)


def _refused_by_parser(data: dict) -> bool:
    try:
        parse_scenario(yaml.safe_dump(data, sort_keys=False), max_bytes=8_000_000)
    except ScenarioError:
        return True
    return False


@pytest.fixture(scope="module")
def validators() -> dict:
    return {game: jsonschema.Draft202012Validator(scenario_schema(game)) for game in [*GAMES, None]}


@pytest.mark.parametrize("game", GAMES)
def test_garbage_the_parser_refuses_the_schema_refuses(game, validators):
    """In each mapping of the game's examples (each shape of place once), an unknown key, and a mapping in
    place of each value."""
    seen: set[tuple] = set()
    tried, let_through = 0, []
    for path in (p for p in example_paths() if p.parent.name == game):
        for where, what, changed in _mutations(yaml.safe_load(path.read_text(encoding="utf-8")), seen):
            if not _refused_by_parser(changed):
                continue  # a free-form map or the expected answer: nothing to refuse
            tried += 1
            for schema in (game, None):
                if validators[schema].is_valid(changed):
                    place = ".".join(map(str, where))
                    let_through.append(f"{path.stem}: {schema or 'any game'}: {place}: {what}")
    assert tried > 50 and let_through == []


NAMED = {  # values the schema once described only as "a mapping": garbage inside each is refused
    "use": ("l5r", ("steps", "#", "use")),
    "search": ("l5r", ("steps", "#", "search")),
    "procedures": ("l5r", ("steps", "#", "procedures")),
    "duels": ("l5r", ("steps", "#", "action", "effects", "#", "duels", "#")),
    "each_loser": ("l5r", ("steps", "#", "action", "effects", "#", "each_loser")),
    "abilities": ("l5r", ("cards", "#", "abilities", "#")),
    "play": ("naruto", ("steps", "#", "play")),
    "card effects": ("naruto", ("cards", "#", "effects", "#")),
}


@pytest.mark.parametrize("name", NAMED)
def test_garbage_inside_the_values_once_left_open_is_refused(name, validators):
    game, shape = NAMED[name]
    found = [
        (path, data)
        for path in example_paths()
        if path.parent.name == game
        for data in [yaml.safe_load(path.read_text(encoding="utf-8"))]
        if any(_shape(where) == shape for where, _ in _mappings(data))
    ]
    assert found, f"no {game} example has {name}"
    for where, what, changed in _mutations(found[0][1]):
        if _shape(where) == shape and GARBAGE_KEY in what:
            assert _refused_by_parser(changed)
            assert not validators[game].is_valid(changed) and not validators[None].is_valid(changed)
            assert jsonschema.Draft202012Validator({"type": "object"}).is_valid(changed)  # the old check
            return
    raise AssertionError(f"no mapping at {shape}")


@pytest.mark.parametrize("game", GAMES)
def test_a_questions_fields_under_its_name_are_refused_by_both(game, validators):
    """`{events: {kind: x}}` once asked without its field (the parser ignored the mapping): both refuse it."""
    data = {"game": game, "players": ["me"], "steps": [{"ask": {"events": {"kind": "destroyed"}}}]}
    assert _refused_by_parser(data)
    assert not validators[game].is_valid(data) and not validators[None].is_valid(data)
    data["steps"] = [{"ask": {"events": {}, "kind": "destroyed"}}]
    assert not _refused_by_parser(data) and validators[game].is_valid(data)


# --- the other direction: a value the schema refuses, the parser refuses ------------------------------------
# One value of each JSON type (and 0, below most minimums): each replaces every value of every mapping of
# the examples (each shape of place once); where the schema refuses the document, the parser must too.
WRONG_VALUES = (0, -1, "zz_text", None, True, 2.5, [1], {})
LET_THROUGH: dict[tuple, str] = {}  # (game, shape, key) -> why the parser may accept what the schema refuses


def _values_replaced(data: dict, seen: set[tuple]) -> Iterator[tuple[tuple, str, dict]]:
    for path, mapping in list(_mappings(data)):
        for key, old in mapping.items():
            for value in WRONG_VALUES:
                shape = (*_shape(path), key, repr(value))
                if shape in seen or (old == value and type(old) is type(value)):
                    continue
                seen.add(shape)
                yield path, key, _with_value(data, path, key, copy.deepcopy(value))


def _parser_refuses(data: dict) -> bool:
    try:
        parse_scenario(data, max_bytes=8_000_000)
    except ScenarioError:
        return True
    return False


@pytest.mark.parametrize("game", GAMES)
def test_a_value_the_schema_refuses_the_parser_refuses(game, validators):
    """The parser once read `{resolution_order: 5}`, `chosen: 0` or `winner: null` (as nothing) though the
    schema refused them: a user of the editor was told it is wrong, a user of the API got an answer."""
    seen: set[tuple] = set()
    tried, accepted = 0, []
    for path in (p for p in example_paths() if p.parent.name == game):
        for where, key, changed in _values_replaced(yaml.safe_load(path.read_text(encoding="utf-8")), seen):
            if validators[game].is_valid(changed):
                continue
            tried += 1
            if not _parser_refuses(changed) and (game, _shape(where), key) not in LET_THROUGH:
                value = changed
                for part in (*where, key):
                    value = value[part]
                accepted.append(f"{path.stem}: {'.'.join(map(str, (*where, key)))}: {value!r}")
    assert tried > 500 and accepted == []
