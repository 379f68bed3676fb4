"""Every scenario an engine test evaluates is also checked against the properties of invariants.py."""

from __future__ import annotations

import pytest

from rulings.engine.steps import evaluator

from .invariants import assert_asking_changes_nothing, assert_oracle_agrees

ASK_EXAMPLES = 5  # random placements of asks tried per scenario an engine test evaluates


@pytest.fixture(autouse=True)
def check_invariants_of_evaluated_scenarios():
    """Record the scenarios the test evaluates, then check each (after the test's own patches are undone)."""
    seen: dict[int, object] = {}
    run = evaluator.Engine.run

    def recording_run(engine: evaluator.Engine) -> None:
        seen.setdefault(id(engine.scenario), engine.scenario)
        run(engine)

    evaluator.Engine.run = recording_run
    try:
        yield
    finally:
        evaluator.Engine.run = run
    for scenario in seen.values():
        assert_oracle_agrees(scenario)
        assert_asking_changes_nothing(scenario, ASK_EXAMPLES)
