"""Every example scenario has the properties of tests/rulings/engine/invariants.py."""

import pytest

from rulings.engine import parse_scenario
from rulings.examples import example_paths
from tests.rulings.engine.invariants import assert_asking_changes_nothing, assert_oracle_agrees

SCENARIOS = example_paths()


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_incremental_settling_gives_the_oracles_result(path):
    assert_oracle_agrees(parse_scenario(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_asking_never_changes_another_answer(path):
    assert_asking_changes_nothing(parse_scenario(path.read_text(encoding="utf-8")), examples=25)
