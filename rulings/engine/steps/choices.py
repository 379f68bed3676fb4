"""Choices players make during evaluation, and exploring the ones a scenario leaves open.

Some choices are known before evaluation (an action's options); others only arise while the timeline runs:
the order of simultaneous triggered effects, whether to use an optional effect, the order in which defeated
cards enter a discard pile. `Engine.choose` asks for one: the scenario may have made it; else the run stops
with `ChoiceNeeded` and `explore` runs the timeline again once per option (depth first, options in order), so
every legal choice gets its outcome and the engine never invents one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import EvaluationLimitError, Problem
from ..limits import MAX_BRANCHES

if TYPE_CHECKING:
    from ..engine_api import Engine


@dataclass(frozen=True)
class Choice:
    key: str  # stable within a scenario: the same situation gets the same key in every run
    by: str | None
    options: tuple[Any, ...]  # JSON-able labels, e.g. an order of effects
    rule: str
    what: str

    def to_dict(self) -> dict:
        options = list(self.options)
        return {"choice": self.key, "by": self.by, "what": self.what, "options": options, "rule": self.rule}


class Decisions(dict):
    """What a step decides (`decide`, and a game's step decisions), by effect id, remembering which keys
    the step's choices read: a decision that no choice reads is said to be unused, never silently."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.read: set[str] = set()

    def get(self, key: Any, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        self.read.add(key)
        return super().setdefault(key, default)


class Choices:
    """The choices of one run: those the scenario made (`preset`: an action's option by action id;
    `decisions`: what the current step decides, by effect id), those explored (`dynamic`: option index by
    choice key, see explore), and those made so far. `note` cites each choice in the trace."""

    def __init__(self, preset: dict[str, int], dynamic: dict[str, int], note: Callable[..., None]) -> None:
        self.preset = preset
        self.dynamic = dynamic
        self.decisions: Decisions = Decisions()
        self.made: list[tuple[Choice, int]] = []
        self.note = note

    def choose(
        self, key: str, by: str | None, options: list, rule: str, what: str, preset: int | None = None
    ) -> int:
        """A player's choice among `options` (JSON-able labels); returns the index chosen. `preset` is the
        choice the scenario made; without it an open choice is explored."""
        choice = Choice(key, by, tuple(options), rule, what)
        if len(options) <= 1:
            return 0
        index = preset if preset is not None else self.dynamic.get(key)
        if index is None:
            raise ChoiceNeeded(choice)
        self.made.append((choice, index))
        how = "" if preset is not None else " (one of the outcomes of a choice left open)"
        self.note(rule, f"{by} chooses {_label(options[index])}: {what}{how}", choice=key)
        return index


def _label(option: Any) -> str:
    return " then ".join(map(str, option)) if isinstance(option, list | tuple) else str(option)


class ChoiceNeeded(Exception):
    """Raised by Engine.choose for a choice the scenario left open (control flow, not an error)."""

    def __init__(self, choice: Choice):
        super().__init__(choice.key)
        self.choice = choice


def explore(run: Callable[[dict[str, int]], Any]) -> list[tuple[dict[str, int], Any]]:
    """Call `run(assignment)` (option index by choice key) until every open choice met on the way has been
    tried with each of its options; return the completed runs as (assignment, result), in option order."""
    done: list[tuple[dict[str, int], Any]] = []
    todo: list[dict[str, int]] = [{}]
    attempts = 0
    while todo:
        assignment = todo.pop()
        attempts += 1
        try:
            done.append((assignment, run(assignment)))
        except ChoiceNeeded as need:
            options = len(need.choice.options)
            if len(done) + len(todo) + options > MAX_BRANCHES or attempts > 4 * MAX_BRANCHES:
                raise EvaluationLimitError(
                    [Problem("steps", f"too many open choices (more than {MAX_BRANCHES} outcomes)")]
                ) from None
            todo.extend({**assignment, need.choice.key: i} for i in reversed(range(options)))
    return done


def explorable(engine: Engine, options: int, what: str) -> None:
    """Refuse a choice left open with more options than evaluation explores, before listing them: their number
    grows factorially (12 cards enter a discard pile in 479,001,600 orders)."""
    if options > MAX_BRANCHES:
        message = f"{what}: {options:,} possible choices, more than the {MAX_BRANCHES} outcomes evaluated"
        raise EvaluationLimitError([Problem(f"steps[{engine.step_index}]", message)])


def needed_match(needed: list[dict], expected: Any) -> bool:
    """`expect: {choices_needed: [{by: B}]}`: the choices left open, in order, each compared on the keys its
    expectation names (a writer need not copy the engine's wording of `choice` and `what`)."""
    if not isinstance(expected, list) or len(expected) != len(needed):
        return False
    return all(
        isinstance(want, dict) and all(k in got and got[k] == v for k, v in want.items())
        for got, want in zip(needed, expected, strict=True)
    )


def outcomes_match(outcomes: list[dict], expected: dict) -> bool:
    """`expect: {outcomes: [...]}`: the distinct answers over every legal choice are exactly these."""
    got = {json.dumps(o["answer"].get("value"), sort_keys=True) for o in outcomes}
    want = {json.dumps(v, sort_keys=True) for v in expected["outcomes"]}
    return got == want
