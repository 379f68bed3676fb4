"""Properties every evaluation must have, checked on every scenario the engine tests run (conftest.py) and
on every example scenario (tests/rulings/conformance/test_invariants.py).

The oracle: settling incrementally (target indexes, touched sets, cached keywords) gives exactly the result of
recomputing every effect on every settle (`evaluate(scenario, oracle=True)`): answers, trace and branches.

Asking never changes the game: an `ask` is an observation, so asks of any kind inserted anywhere in the
timeline leave every other answer as it was. Inserted asks take the index of the step before them (the steps
after them keep theirs, as if the asks had been there all along), so answers are compared whole.
"""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.engine import EvaluationLimitError, Scenario, ScenarioError, evaluate
from rulings.engine.errors import MissingRuleError
from rulings.engine.language.spec import Step
from rulings.engine.loader import load_games
from rulings.engine.questions.declarations import CARD_FIELDS, PLAYER_FIELDS

PROBE = "probe"  # the id prefix of inserted asks


def assert_oracle_agrees(scenario: Scenario) -> None:
    """The incremental result equals the oracle's (a scenario the engine refuses is not compared: the oracle
    has no work limit)."""
    try:
        incremental = evaluate(scenario).to_dict()
    except ScenarioError:
        return
    oracle = evaluate(scenario, oracle=True).to_dict()
    assert oracle == incremental, "incremental settling differs from the oracle"


def probes(scenario: Scenario) -> list[dict]:
    """Every question this game can ask about the scenario's cards, players and effects (ask params)."""
    rules = load_games()[scenario.game]
    asks: list[dict] = [{"question": "events"}, {"question": "resolution_order"}]
    for card in scenario.cards:
        stats = sorted(rules.card_stats(card.type) | card.stats.keys())
        asks += [{"question": q, "card": card.id} for q in ("destroyed", "in_play", "zone", "controller")]
        asks += [{"question": q, "card": card.id} for q in ("keywords", "tokens")]
        asks += [{"question": q, "card": card.id, "stat": s} for q in ("stat", "change") for s in stats]
        asks += [{"question": "flag", "card": card.id, "flag": flag} for flag in sorted(rules.flags)]
        for keyword in (*card.keywords, "Samurai"):
            asks.append({"question": "has_keyword", "card": card.id, "keyword": keyword})
        for other, s in ((other, s) for other in scenario.cards for s in stats):
            asks.append({"question": "compare_stats", "stat": s, "left": card.id, "right": other.id})
    for player in scenario.players:
        stats = sorted(s for s, spec in rules.stats.items() if spec.player) or sorted(player.stats)
        asks += [{"question": q, "player": player.id, "stat": s} for q in ("stat", "change") for s in stats]
    effects = {e.id for d in scenario.cards for e in d.traits}
    effects |= {e.id for s in scenario.steps for e in s.effects}
    asks += [{"question": "effect", "effect": e} for e in sorted(effects)]
    for name, question in sorted(rules.questions.items()):
        fields = question.required
        if all(f in ("card", *CARD_FIELDS) for f in fields):
            asks += [{"question": name, **dict.fromkeys(fields, c.id)} for c in scenario.cards]
        elif all(f in ("player", *PLAYER_FIELDS) for f in fields):
            asks += [{"question": name, **dict.fromkeys(fields, p.id)} for p in scenario.players]
    return asks


def answerable(scenario: Scenario, asks: list[dict]) -> list[dict]:
    """The asks of the kinds this game answers: a kind whose rule the game does not have (e.g. "destroyed"
    in Naruto Mythos, whose characters are defeated) is refused with MissingRuleError, so it is no probe."""
    refused = set()
    for ask in {a["question"]: a for a in asks}.values():
        try:
            evaluate(with_asks(scenario, [(len(scenario.steps), ask)]))
        except MissingRuleError:
            refused.add(ask["question"])
        except ScenarioError:
            pass
    return [a for a in asks if a["question"] not in refused]


def with_asks(scenario: Scenario, inserted: list[tuple[int, dict]]) -> Scenario:
    """The scenario with asks inserted: (position in the timeline, ask params) pairs."""
    steps, rules = list(scenario.steps), load_games()[scenario.game]
    for n, (position, params) in sorted(enumerate(inserted), key=lambda x: -x[1][0]):
        index = steps[position - 1].index if position else 0
        question = rules.registry.questions[params["question"]].params(**params, id=f"{PROBE}-{n}")
        ask = Step(index, "ask", question, f"{PROBE}[{n}]")
        steps.insert(position, ask)
    return dataclasses.replace(scenario, steps=tuple(steps))


def _observed(result: dict) -> dict:
    """The answers of a result (and of each branch) that are not inserted asks."""

    def original(answers: list[dict]) -> list[dict]:
        return [a for a in answers if not a["id"].startswith(PROBE)]

    return {
        "answers": original(result["answers"]),
        "branches": [original(b["answers"]) for b in result.get("branches", ())],
    }


def assert_asking_changes_nothing(scenario: Scenario, examples: int) -> None:
    """Asks of every kind inserted at random points (hypothesis) leave every other answer unchanged."""
    try:
        expected = _observed(evaluate(scenario).to_dict())
    except ScenarioError:
        return
    asks = answerable(scenario, probes(scenario))
    positions = st.integers(0, len(scenario.steps))

    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.tuples(positions, st.sampled_from(asks)), min_size=1, max_size=12))
    def check(inserted: list[tuple[int, dict]]) -> None:
        try:
            result = evaluate(with_asks(scenario, inserted)).to_dict()
        except EvaluationLimitError as error:  # answering is work too: the probes may exceed the limit
            assert "work limit" in str(error)
            return
        except MissingRuleError:  # an ask this game refuses for this card (e.g. a stat it lacks): no answers
            return
        assert _observed(result) == expected, "an inserted ask changed another answer"

    check()
