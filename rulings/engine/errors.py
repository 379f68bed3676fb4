"""Errors the engine raises: every problem names its place in the scenario (path, YAML line/column)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    path: str
    message: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        where = f" (line {self.line}, column {self.column})" if self.line is not None else ""
        return f"{self.path or '<scenario>'}: {self.message}{where}"

    def to_dict(self) -> dict:
        return {"path": self.path, "message": self.message, "line": self.line, "column": self.column}


@dataclass(frozen=True)
class MissingRule(Problem):
    """A problem that is a concept its game's rules do not govern (`game`, `concept`): at parse, where the
    construct needing it is written; at evaluation (MissingRuleError), the step whose state needed it."""

    game: str = ""
    concept: str = ""


def no_rule(game: str, concept: str, what: str) -> str:
    return f"{game} has no rule for {concept}: its rules do not cover {what}"


class ScenarioError(ValueError):
    """The scenario is invalid; `problems` lists every problem found, each with its path."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class EvaluationLimitError(ScenarioError):
    """The scenario asks for more work than the engine allows (a loop, or simply too big)."""


class MissingRuleError(ScenarioError):
    """The scenario needs an engine concept that its game's rules do not govern, and only its state shows it
    (a stat a card turns out to lack ...): no rule of that game may be cited for it, so the scenario cannot
    be answered. A construct that always needs a concept is refused at parse instead (a MissingRule problem
    at the construct: language/vocabulary.py's `needs`)."""

    def __init__(self, game: str, concept: str, path: str = "steps"):
        self.game, self.concept = game, concept
        message = no_rule(game, concept, "what this step needs")
        super().__init__([MissingRule(path, message, game=game, concept=concept)])


class ScenarioTooLargeError(ScenarioError):
    """The scenario text is longer than the limit it was read with (`limit`, in UTF-8 bytes): HTTP 413."""

    def __init__(self, limit: int):
        self.limit = limit
        super().__init__([Problem("", f"the scenario is larger than the limit of {limit:,} bytes")])
