"""A small validator: read a mapping field by field, collecting every problem with its path and a suggestion.

Parsers call `Node` methods instead of indexing raw data, so a missing, misspelt or ill-typed field becomes a
`Problem` ("steps[3].effect.stat: unknown stat 'forse' (did you mean 'force'?)") instead of a traceback.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from typing import Any

from ..errors import MissingRule, Problem, ScenarioError, no_rule
from ..limits import MAX_PROBLEMS
from .yamlsource import Locator, Path

MISSING = object()


def suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), sorted(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def type_name(value: Any) -> str:
    return {dict: "a mapping", list: "a list", str: "text", bool: "true/false", type(None): "nothing"}.get(
        type(value), "a number" if isinstance(value, int | float) else type(value).__name__
    )


class Problems:
    """Collects problems; `raise_if_any` turns them into one ScenarioError. The first MAX_PROBLEMS are enough
    to act on: reaching it stops reading (each message may search for a suggestion among 2,000 names)."""

    def __init__(self, locator: Locator):
        self.locator = locator
        self.items: list[Problem] = []

    def add(self, path: Path, message: str) -> None:
        self._append(self.locator.problem(path, message))

    def missing_rule(self, path: Path, game: str, concept: str, what: str) -> None:
        """`what` (written at `path`) needs a concept the game's rules do not govern."""
        found = self.locator.problem(path, no_rule(game, concept, what))
        line, column = found.line, found.column
        self._append(MissingRule(found.path, found.message, line, column, game=game, concept=concept))

    def _append(self, problem: Problem) -> None:
        self.items.append(problem)
        if len(self.items) == MAX_PROBLEMS:
            self.items.append(Problem("", f"more problems may follow: the first {MAX_PROBLEMS} are listed"))
            raise ScenarioError(self.items)

    def raise_if_any(self) -> None:
        if self.items:
            raise ScenarioError(self.items)


def _typed_reader(kind: type, what: str) -> Callable[..., Any]:
    """A Node method reading a field of one type (a method of its own, not a call to a shared one: parsing
    reads a dozen fields per effect, most of them absent)."""

    def read(self: Node, key: str, default: Any = MISSING) -> Any:
        value = self.value.get(key, MISSING) if isinstance(self.value, dict) else MISSING
        if value is MISSING:
            if default is MISSING:
                self.error(f"missing required field '{key}'")
                return None
            return default
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.error(f"expected {what}, got {type_name(value)}", key)
            return None
        return value

    return read


class Node:
    """A value at a path of the document, with typed accessors that report problems instead of raising."""

    def __init__(self, value: Any, path: Path, problems: Problems):
        self.value = value
        self.path = path
        self.problems = problems

    def error(self, message: str, key: str | int | None = None) -> None:
        self.problems.add(self.path if key is None else (*self.path, key), message)

    def child(self, key: str | int) -> Node:
        value = self.value.get(key, MISSING) if isinstance(self.value, dict) else self.value[key]
        return Node(value, (*self.path, key), self.problems)

    def is_mapping(self, what: str = "a mapping") -> bool:
        if not isinstance(self.value, dict):
            self.error(f"expected {what}, got {type_name(self.value)}")
            return False
        return True

    def options(self, allowed: Iterable[str], shape: str) -> Node | None:
        """A construct written `true` (every option at its default) or as a mapping of ``allowed`` options:
        the mapping, or None for `true` and for anything else (reported, naming ``shape``)."""
        if self.value is True or not self.is_mapping(f"true, or {shape}"):
            return None
        self.keys_allowed(allowed)
        return self

    def child_mapping(self, key: str | int, what: str, allowed: Iterable[str]) -> Node | None:
        """The mapping at ``key`` with only ``allowed`` fields, or None when it is no mapping (each problem
        reported as ``what`` and ``keys_allowed`` say): where an op's or a field's reading starts."""
        value = self.child(key)
        if not value.is_mapping(what):
            return None
        value.keys_allowed(allowed)
        return value

    def keys_allowed(self, allowed: Iterable[str]) -> None:
        allowed = allowed if isinstance(allowed, frozenset | set) else set(allowed)
        for key in self.value:
            if key not in allowed:
                self.error(f"unknown field '{key}'{suggest(key, allowed)}", key)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    # the value at `key` if it is of the type; the default if absent (a problem if there is none)
    text = _typed_reader(str, "text")
    integer = _typed_reader(int, "a whole number")
    boolean = _typed_reader(bool, "true or false")

    def choice(self, key: str, choices: Iterable[str], default: Any = MISSING, what: str = "value") -> Any:
        value = self.text(key, default)
        if value is None or value is default:
            return value
        choices = choices if isinstance(choices, list | tuple) else list(choices)
        if value not in choices:
            self.error(
                f"unknown {what} '{value}'{suggest(value, choices)}; expected one of: {', '.join(choices)}",
                key,
            )
            return None
        return value

    def text_list(self, key: str, default: Any = MISSING) -> Any:
        value = self.value.get(key, MISSING) if isinstance(self.value, dict) else MISSING
        if value is MISSING:
            if default is MISSING:
                self.error(f"missing required field '{key}'")
                return []  # the problem is reported: callers iterate on
            return default
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.error("expected text or a list of text", key)
            return []
        return list(value)
