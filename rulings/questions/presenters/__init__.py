"""A stored engine result, as a player reads it: answers in words, their explanations, the trace as a
timeline of steps with each rule cited, and, when answers depend on a choice left open, the outcomes side by
side.

Pure presentation data: no HTML here. Every text is a plain string the template escapes; a `Piece` says when
a part of a sentence is a card (linked to its card page when the scenario's card names a database card), an
effect or a player. `present_result` needs only the result dict and what the scenario says about its cards;
`question_result_view` gathers that for a stored question.

The modules: `pieces` (parts of sentences, lines, sentence helpers), `context` (one result's cards and rule
links), `kinds` (the wording of every question kind, a module per family or game), `answers`, `choices`
(open choices in words), `timeline` (the trace), `outcomes` (branches side by side), `stored` (what a
stored question adds).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .answers import DEPENDS, AnswerView, OutcomeAnswer, present_answer
from .choices import needed_line, open_choices_by_key
from .context import CardInfo, Context, Outline, Places
from .kinds import GENERIC, KINDS, Kind
from .outcomes import BranchView, OutcomeRow, outcome_rows, present_branches
from .pieces import Line, Piece, RuleLink
from .stored import OUTLINE_MAX_CHARS, question_cards, scenario_outline
from .timeline import Timeline, TraceEntry, TraceStep, present_trace

TRACE_MAX_ENTRIES = 1500  # per page, over the main trace and every branch's trace


@dataclass
class ResultView:
    game: str
    engine_version: str
    answers: list[AnswerView]
    timeline: Timeline
    open_choices: list[Line] = field(default_factory=list)
    branches: list[BranchView] = field(default_factory=list)
    outcome_rows: list[OutcomeRow] = field(default_factory=list)

    @property
    def expectations(self) -> int:
        return sum(a.matches is not None for a in self.answers)

    @property
    def mismatches(self) -> int:
        return sum(a.matches is False for a in self.answers)


def present_result(
    result: Mapping[str, Any],
    *,
    cards: Mapping[str, CardInfo] | None = None,
    outline: Outline | None = None,
) -> ResultView:
    """The result of `evaluate(...).to_dict()` as the question page shows it. `cards`: scenario card id ->
    what is known of it (a database card's title and page); `outline`: titles and step kinds from the text."""
    c = Context(cards or {}, outline or Outline(), places_of(result))
    choices = result.get("choices") or []
    open_choices = open_choices_by_key(choices)
    answers = [present_answer(a, c, open_choices) for a in result.get("answers") or []]
    budget = [TRACE_MAX_ENTRIES]
    timeline = present_trace(result.get("trace") or [], c, budget)
    branches = present_branches(result.get("branches") or [], c, open_choices, budget)
    return ResultView(
        game=str(result.get("game", "")),
        engine_version=str(result.get("engine_version", "")),
        answers=answers,
        timeline=timeline,
        open_choices=[needed_line({**ch, "what": ch.get("what")}, c) for ch in choices],
        branches=branches,
        outcome_rows=outcome_rows(answers, branches),
    )


def places_of(result: Mapping[str, Any]) -> Places:
    """Where the result's effects and actions are written (absent from results stored before the engine
    said), and the zone families and stats of its game."""
    from rulings.engine.loader import load_games

    rules = load_games().get(str(result.get("game", "")))
    effects, actions = result.get("effects"), result.get("actions")
    return Places(
        effects if isinstance(effects, dict) else {},
        actions if isinstance(actions, dict) else {},
        frozenset(rules.in_play_zones | rules.other_zones) if rules else frozenset(),
        frozenset(rules.stats) if rules else frozenset(),
    )


def question_result_view(*, question, result: Mapping[str, Any] | None = None) -> ResultView:
    """A stored question's answer as its page shows it (one query: its cards)."""
    return present_result(
        result if result is not None else question.result or {},
        cards=question_cards(question),
        outline=scenario_outline(question.scenario),
    )


__all__ = [
    "DEPENDS",
    "GENERIC",
    "KINDS",
    "OUTLINE_MAX_CHARS",
    "TRACE_MAX_ENTRIES",
    "AnswerView",
    "BranchView",
    "CardInfo",
    "Kind",
    "Line",
    "OutcomeAnswer",
    "OutcomeRow",
    "Outline",
    "Piece",
    "Places",
    "ResultView",
    "RuleLink",
    "Timeline",
    "TraceEntry",
    "TraceStep",
    "present_answer",
    "present_result",
    "present_trace",
    "question_cards",
    "question_result_view",
    "scenario_outline",
]
