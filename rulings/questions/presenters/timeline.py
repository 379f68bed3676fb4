"""The trace as a timeline: entries grouped by scenario step, each in words with the rule it cites."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .context import Context
from .pieces import Piece, RuleLink, humanize, text_of


@dataclass
class TraceEntry:
    number: int  # position in its timeline, from 1
    pieces: tuple[Piece, ...]
    rule: RuleLink

    @property
    def text(self) -> str:
        return text_of(self.pieces)


@dataclass
class TraceStep:
    index: int  # the scenario step (steps[index]); -1 before the first step
    label: str
    entries: list[TraceEntry]


@dataclass
class Timeline:
    steps: list[TraceStep]
    omitted: int = 0  # entries not shown (the page's limit)

    @property
    def count(self) -> int:
        return sum(len(s.entries) for s in self.steps)


def _step_label(index: int, c: Context) -> str:
    if index < 0:
        return "Before the first step"
    kinds = c.step_kinds
    kind = kinds[index] if 0 <= index < len(kinds) and kinds[index] else ""
    return f"Step {index}: {humanize(kind)}" if kind else f"Step {index}"


def present_trace(trace: Sequence[dict], c: Context, budget: list[int]) -> Timeline:
    """The trace grouped by scenario step, each entry with its rule; `budget` ([entries left]) is shared
    by every timeline of one page so that a huge trace cannot make a huge page."""
    steps: list[TraceStep] = []
    shown = 0
    for entry in trace:
        if budget[0] <= 0:
            break
        budget[0] -= 1
        index = entry.get("step", -1)
        index = index if isinstance(index, int) else -1
        if not steps or steps[-1].index != index:
            steps.append(TraceStep(index, _step_label(index, c), []))
        shown += 1
        steps[-1].entries.append(
            TraceEntry(shown, c.prose(str(entry.get("text", ""))), c.rule(entry.get("rule", "")))
        )
    return Timeline(steps, len(trace) - shown)
