"""Properties every evaluation must have, checked on every scenario the engine tests run (conftest.py) and
on every example scenario (tests/conformance/test_invariants.py).

The oracle: settling incrementally (target indexes, touched sets, cached keywords) gives exactly the result of
recomputing every effect on every settle (`evaluate(scenario, oracle=True)`): answers, trace and branches.
"""

from __future__ import annotations

from rulings.engine import Scenario, ScenarioError, evaluate


def assert_oracle_agrees(scenario: Scenario) -> None:
    """The incremental result equals the oracle's (a scenario the engine refuses is not compared: the oracle
    has no work limit)."""
    try:
        incremental = evaluate(scenario).to_dict()
    except ScenarioError:
        return
    oracle = evaluate(scenario, oracle=True).to_dict()
    assert oracle == incremental, "incremental settling differs from the oracle"
