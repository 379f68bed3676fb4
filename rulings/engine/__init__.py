"""The Rules Desk engine: pure Python, no Django. Public surface:

parse_scenario(text_or_mapping, *, resolve_card=None) -> Scenario   (raises ScenarioError)
evaluate(scenario) -> Result                                          (answers + trace, .to_dict())
ENGINE_VERSION                                                        (changes whenever answers may change)
"""

from __future__ import annotations

import itertools

from .errors import EvaluationLimitError, Problem, ScenarioError
from .evaluator import Engine
from .games import load_games
from .limits import MAX_BRANCHES
from .result import Result
from .rules import REGISTRY, RuleRef, rule_ref
from .scenario import CardResolver, parse_scenario
from .spec import Scenario

ENGINE_VERSION = "0.1.0"

__all__ = [
    "ENGINE_VERSION",
    "REGISTRY",
    "CardResolver",
    "EvaluationLimitError",
    "Problem",
    "Result",
    "RuleRef",
    "Scenario",
    "ScenarioError",
    "evaluate",
    "parse_scenario",
    "rule_ref",
]


def evaluate(scenario: Scenario) -> Result:
    """Run the timeline and answer every question. A choice left open is evaluated once per legal
    option: answers that differ list the outcome of each option instead of inventing a choice."""
    rules = load_games()[scenario.game]
    pending = [(s.params["id"], s.params["by"], len(s.params["options"])) for s in scenario.choices]
    combos = list(
        itertools.islice(itertools.product(*(range(1, n + 1) for _, _, n in pending)), MAX_BRANCHES + 1)
    )
    if len(combos) > MAX_BRANCHES:
        raise EvaluationLimitError(
            [Problem("steps", f"too many open choices (more than {MAX_BRANCHES} outcomes)")]
        )
    runs = []
    for combo in combos:
        engine = Engine(
            scenario, rules, {aid: option for (aid, _, _), option in zip(pending, combo, strict=True)}
        )
        engine.run()
        runs.append((combo, engine))
    first = runs[0][1]
    if len(runs) == 1:
        return Result(scenario.game, ENGINE_VERSION, first.answers, first.trace)
    choices = [
        {"action": aid, "by": by, "options": n, "rule": rules.rule("choices")} for aid, by, n in pending
    ]
    branches = [
        {
            "choices": dict(zip([p[0] for p in pending], combo, strict=True)),
            "answers": e.answers,
            "trace": e.trace,
        }
        for combo, e in runs
    ]
    return Result(scenario.game, ENGINE_VERSION, _merge(runs, pending), first.trace[:0], choices, branches)


def _merge(runs: list, pending: list) -> list[dict]:
    merged = []
    for i, base in enumerate(runs[0][1].answers):
        outcomes = [(combo, engine.answers[i]) for combo, engine in runs]
        if all(a["answer"] == base["answer"] for _, a in outcomes):
            merged.append(base)
            continue
        item = {k: v for k, v in base.items() if k not in ("answer", "matches")}
        item["answer"] = {
            "value": "depends on a choice",
            "choices_needed": [{"action": aid, "by": by} for aid, by, _ in pending],
            "outcomes": [
                {"choices": dict(zip([p[0] for p in pending], combo, strict=True)), "answer": a["answer"]}
                for combo, a in outcomes
            ],
        }
        if "expected" in base:
            item["matches"] = all(a.get("matches", False) for _, a in outcomes)
        merged.append(item)
    return merged
