"""The Rules Desk engine: pure Python, no Django. Public surface:

parse_scenario(text_or_mapping, *, resolve_card=None, max_bytes=MAX_SCENARIO_BYTES) -> Scenario
                                                        (raises ScenarioError; ScenarioTooLargeError: 413)
evaluate(scenario, *, oracle=False) -> Result                         (answers + trace, .to_dict())
scenario_schema(game=None) -> dict        (JSON Schema 2020-12 of the scenario language: one game's or any)
ENGINE_VERSION                                                        (changes whenever answers may change)
"""

from __future__ import annotations

from .errors import EvaluationLimitError, Problem, ScenarioError, ScenarioTooLargeError
from .evaluation import ENGINE_VERSION, evaluate
from .language.scenario import CardResolver, parse_scenario
from .language.schema import scenario_schema
from .language.spec import Scenario
from .limits import MAX_SCENARIO_BYTES, MAX_TRUSTED_SCENARIO_BYTES
from .result import Result
from .rule_ids import RULE_IDS, RuleRef, rule_ref

__all__ = [
    "ENGINE_VERSION",
    "MAX_SCENARIO_BYTES",
    "MAX_TRUSTED_SCENARIO_BYTES",
    "RULE_IDS",
    "CardResolver",
    "EvaluationLimitError",
    "Problem",
    "Result",
    "RuleRef",
    "Scenario",
    "ScenarioError",
    "ScenarioTooLargeError",
    "evaluate",
    "parse_scenario",
    "rule_ref",
    "scenario_schema",
]
