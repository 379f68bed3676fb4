"""Load YAML/JSON text into plain data while remembering where each value came from (line and column).

JSON text is read with the json module (fast); YAML with PyYAML's C loader when libyaml is available. Marks
are only needed to report problems, so for JSON they are computed when a problem is first located.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import yaml

from .errors import Problem, ScenarioError

MAX_TEXT_CHARS = 8_000_000
Path = tuple[str | int, ...]
Marks = dict[Path, tuple[int, int]]
YamlLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's nodes keep their marks too


def format_path(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class Locator:
    """Maps a path inside the document to the 1-based line and column of the value there."""

    def __init__(self, marks: Marks | Callable[[], Marks] | None = None):
        self._marks = marks if marks is not None else {}

    def find(self, path: Path) -> tuple[int | None, int | None]:
        if callable(self._marks):
            self._marks = self._marks()
        while True:
            if path in self._marks:
                return self._marks[path]
            if not path:
                return None, None
            path = path[:-1]

    def problem(self, path: Path, message: str) -> Problem:
        line, column = self.find(path)
        return Problem(format_path(path), message, line, column)


class _DuplicateKey(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        raise _DuplicateKey
    return data


def load_text(text: str) -> tuple[Any, Locator]:
    if len(text) > MAX_TEXT_CHARS:
        raise ScenarioError(
            [Problem("", f"scenario text is too long ({len(text)} > {MAX_TEXT_CHARS} characters)")]
        )
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text, object_pairs_hook=_no_duplicates), Locator(lambda: _yaml_marks(text))
        except (ValueError, _DuplicateKey):
            pass  # YAML flow style, or a problem YAML reports with its line and column
    marks: Marks = {}
    duplicates: list[Problem] = []
    data = _compose(text, lambda node: _walk(node, (), marks, duplicates))
    if duplicates:
        raise ScenarioError(duplicates)
    return data, Locator(marks)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Composing keeps every node of the document alive until it is constructed: the cyclic garbage
    collector would walk that growing graph again and again, finding nothing to free (half the time of
    reading a 10,000-effect scenario). Cycles made meanwhile are collected once it is back on."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _compose(text: str, inspect: Callable[[yaml.Node], None]) -> Any:
    """The document's data; `inspect` sees its nodes first (constructing merges `<<` keys into them)."""
    loader = YamlLoader(text)
    try:
        with _collector_paused():
            node = loader.get_single_node()
            if node is None:
                raise ScenarioError([Problem("", "the scenario is empty")])
            inspect(node)
            return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise ScenarioError(
            [Problem("", f"not valid YAML: {exc.problem or exc.context}", line, col)]
        ) from None
    except yaml.YAMLError as exc:
        raise ScenarioError([Problem("", f"not valid YAML: {exc}")]) from None
    finally:
        loader.dispose()


def _yaml_marks(text: str) -> Marks:
    """Marks of JSON text, read again as YAML (JSON is YAML); none if YAML reads it differently."""
    marks: Marks = {}
    try:
        _compose(text, lambda node: _walk(node, (), marks, []))
    except ScenarioError:
        return {}
    return marks


def _walk(node: yaml.Node, path: Path, marks: Marks, duplicates: list[Problem]) -> None:
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set = set()
        for key_node, value_node in node.value:
            key = key_node.value
            if key in seen:
                mark = key_node.start_mark
                duplicates.append(
                    Problem(format_path((*path, key)), "duplicate key", mark.line + 1, mark.column + 1)
                )
            seen.add(key)
            _walk(value_node, (*path, key), marks, duplicates)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, (*path, index), marks, duplicates)
