"""Outcomes side by side, when answers depend on a choice left open: each branch (the choices made, its
answers, its timeline) and, per dependent answer, one row with a cell per branch."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .answers import AnswerView, present_answer
from .choices import choice_lines
from .context import Context
from .pieces import Line, Piece
from .timeline import Timeline, present_trace


@dataclass
class BranchView:
    number: int
    choices: list[Line]
    answers: list[AnswerView]
    timeline: Timeline


@dataclass
class OutcomeRow:
    """An answer that depends on a choice: its question and one cell per branch (column)."""

    question: tuple[Piece, ...]
    cells: list[AnswerView]


def present_branches(
    branches: list[dict], c: Context, open_choices: Mapping[str, dict], budget: list[int]
) -> list[BranchView]:
    """Every branch of the result; their timelines share the page's `budget` of trace entries."""
    return [
        BranchView(
            number,
            choice_lines(branch.get("choices", {}), open_choices, c),
            [present_answer(a, c, open_choices, expectation=False) for a in branch.get("answers") or []],
            present_trace(branch.get("trace") or [], c, budget),
        )
        for number, branch in enumerate(branches, 1)
    ]


def outcome_rows(answers: list[AnswerView], branches: list[BranchView]) -> list[OutcomeRow]:
    """One row per answer that depends on a choice, with that answer in each branch (none without
    branches)."""
    if not branches:
        return []
    return [
        OutcomeRow(answer.question, [b.answers[i] for b in branches if i < len(b.answers)])
        for i, answer in enumerate(answers)
        if answer.depends
    ]
