"""Property: replace fields of any example scenario with values of the wrong type (numbers, floats such as
1e999 and NaN, symbols such as $source, lists, mappings nested several levels deep, nothing, true/false) or
delete them, and evaluation either answers or raises ScenarioError (EvaluationLimitError included): never
another exception, whatever the field."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from rulings.engine import Result, ScenarioError, evaluate, parse_scenario
from rulings.examples import EXAMPLES_DIR, example_paths

EXAMPLES = [str(p.relative_to(EXAMPLES_DIR)) for p in example_paths()]
DELETE = object()


@cache
def example(name: str) -> tuple[dict, tuple[tuple, ...], tuple[str, ...]]:
    """An example's data, the path of every value in it (every field, every list item) and its ids."""
    data = yaml.safe_load((EXAMPLES_DIR / name).read_text(encoding="utf-8"))
    paths: list[tuple] = []

    def walk(value: Any, path: tuple) -> None:
        if path:
            paths.append(path)
        items = (
            value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        )
        for key, item in items:
            walk(item, (*path, key))

    walk(data, ())
    players = [p if isinstance(p, str) else p.get("id") for p in data.get("players", [])]
    return data, tuple(paths), tuple(map(str, [*data.get("cards", {}), *players]))


def nested(depth: int, leaf: Any) -> Any:
    for i in range(depth):
        leaf = [leaf] if i % 2 else {"a": leaf}
    return leaf


SCALARS = st.one_of(
    st.integers(min_value=-(10**7), max_value=10**7),
    st.sampled_from([0, 1, -1, 2, 10**6, 10**6 + 1, -(10**12), 2**70]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([1e999, -1e999, float("nan"), 0.5]),
    st.sampled_from(
        ["$source", "$bearer", "$controller", "$subject", "$other", "$performer", "$battlefield"]
    ),
    st.sampled_from(
        ["", "-", "rulebook", "none", "home", "battlefield:1", "hand", "force", "turn", "Samurai"]
    ),
    st.text(max_size=6),
    st.none(),
    st.booleans(),
)
WRONG = st.one_of(
    SCALARS,
    st.recursive(
        SCALARS,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
        max_leaves=8,
    ),
    st.builds(nested, st.integers(min_value=3, max_value=40), SCALARS),  # past the depth limit too
)


def mutate(data: dict, path: tuple, value: Any) -> dict:
    data = copy.deepcopy(data)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if value is DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return data


@st.composite
def mutations(draw: st.DrawFn, name: str) -> dict:
    data, paths, ids = example(name)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        path = draw(st.sampled_from(paths))
        value = draw(WRONG | st.sampled_from(ids) | st.just(DELETE))
        try:
            data = mutate(data, path, value)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed or replaced this path
    return data


@pytest.mark.parametrize("name", EXAMPLES)
@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(data=st.data(), as_text=st.booleans())
def test_wrong_types_in_any_field_are_a_scenario_error(name, data, as_text):
    scenario = data.draw(mutations(name))
    source = json.dumps(scenario) if as_text else scenario
    note(f"scenario: {source!r}")
    try:
        result = evaluate(parse_scenario(source))
    except ScenarioError:  # EvaluationLimitError too
        return
    assert isinstance(result, Result)
    result.to_json()  # the answer is JSON the site can send
