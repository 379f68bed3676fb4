"""One answer as the page shows it: the question and answer in words, its explanation and rule, what the
scenario expected, and, when it depends on a choice left open, one outcome per choice."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .choices import choice_lines, needed_line
from .context import Context
from .kinds import GENERIC, KINDS, Kind
from .kinds.common import arrangement
from .kinds.effects import event_line
from .pieces import Line, Piece, Pieces, RuleLink, T, cap, humanize, joined, text_of, zone_label

DEPENDS = "depends on a choice"
LISTED_KINDS = ("events", "split_traits", "switch_arrangements")  # their value reads as a count: list it


@dataclass
class OutcomeAnswer:
    """One outcome of an answer that depends on a choice: the choices made and the answer under them."""

    choices: list[Line]
    answer: tuple[Piece, ...]
    details: list[Line]

    @property
    def text(self) -> str:
        return text_of(self.answer)


@dataclass
class AnswerView:
    id: str
    step: int
    kind: str
    question: tuple[Piece, ...]  # "Chi of Ronin:" / "Is Ronin destroyed?"
    answer: tuple[Piece, ...]  # "1" / "Yes"
    details: list[Line] = field(default_factory=list)  # the explanation (a stat's ledger ...)
    rule: RuleLink | None = None
    expected: tuple[Piece, ...] | None = None  # when the scenario stated what it expects
    matches: bool | None = None
    depends: bool = False
    choices_needed: list[Line] = field(default_factory=list)
    outcomes: list[OutcomeAnswer] = field(default_factory=list)
    worded: bool = True  # False: no wording for this question kind (generic fallback)

    @property
    def text(self) -> str:
        return f"{text_of(self.question)} {text_of(self.answer)}"

    @property
    def expected_text(self) -> str:
        return text_of(self.expected) if self.expected is not None else ""


def _expected_list(name: str, items: list, c: Context) -> Pieces:
    if not items:
        return [T("nothing")]
    if name == "events":
        return joined(
            [list(event_line(e, c).pieces) if isinstance(e, dict) else c.value(e) for e in items], "; "
        )
    if name == "switch_arrangements":
        return joined([arrangement(v, c) for v in items], " | ")
    return joined([c.value(v) for v in items], " | ")


def _expected(kind: Kind, q: dict, expected: Any, c: Context) -> tuple[Piece, ...]:
    name = q.get("question", "")
    if name in LISTED_KINDS and isinstance(expected, list):
        return cap(_expected_list(name, expected, c))
    if not isinstance(expected, dict):
        return cap(kind.value(q, expected, {}, c))
    parts = _expected_value(kind, q, expected, c)
    for key, value in expected.items():
        if key not in ("value", "outcomes", "choices_needed"):
            parts.append([T(f"{humanize(key)}: "), *_field_words(key, value, c)])
    return cap(joined(parts, "; "))


def _expected_value(kind: Kind, q: dict, expected: dict, c: Context) -> list[Pieces]:
    """The expected value (or "depends") and outcomes of an expectation given as fields."""
    parts: list[Pieces] = []
    if expected.get("value") == DEPENDS:
        parts.append([T("Depends on a choice")])
    elif "value" in expected:
        parts.append(kind.value(q, expected["value"], expected, c))
    if "outcomes" in expected:
        outcomes = [kind.value(q, o, {}, c) for o in expected["outcomes"] or []]
        parts.append([T("one outcome per choice: "), *joined(outcomes, " | ")])
    return parts


def _field_words(key: str, value: Any, c: Context) -> list:
    """One expected field's value in words: zones, players and effects by name, the engine's words with
    the ids in them named too."""
    if key == "zone" and isinstance(value, str):
        return [T(zone_label(value))]
    if key in ("owner", "controller", "by") and isinstance(value, str):
        return [c.player(value)]
    if key in ("by_effect", "effect", "action") and isinstance(value, str):
        return [c.effect(value)]
    if isinstance(value, str):
        return list(c.prose(value, capital=False))
    return list(c.value(value))


def present_answer(
    item: dict, c: Context, open_choices: Mapping[str, dict], *, expectation: bool = True
) -> AnswerView:
    """One answer in words. `expectation=False` for a branch's answer: what the scenario expects is about
    the answer over every outcome, so one branch neither meets nor misses it."""
    q = item.get("question") or {}
    name = q.get("question", "")
    kind = KINDS.get(name, GENERIC)
    a = item.get("answer") or {}
    value = a.get("value")
    view = AnswerView(
        id=str(item.get("id", "")),
        step=item.get("step", 0),
        kind=name,
        question=cap(kind.question(q, c)),
        answer=(),
        worded=name in KINDS,
    )
    if value == DEPENDS and "outcomes" in a:
        view.depends = True
        view.answer = (T("Depends on a choice"),)
        view.choices_needed = [needed_line(n, c) for n in a.get("choices_needed", [])]
        view.outcomes = [
            OutcomeAnswer(
                choice_lines(o.get("choices", {}), open_choices, c),
                cap(kind.value(q, (o.get("answer") or {}).get("value"), o.get("answer") or {}, c)),
                kind.details(q, o.get("answer") or {}, c),
            )
            for o in a["outcomes"]
        ]
    else:
        view.answer = cap(kind.value(q, value, a, c))
        view.details = kind.details(q, a, c)
    if isinstance(a.get("rule"), str):
        view.rule = c.rule(a["rule"])
    if expectation and "expected" in item:
        view.expected = _expected(kind, q, item["expected"], c)
        view.matches = bool(item.get("matches"))
    return view
