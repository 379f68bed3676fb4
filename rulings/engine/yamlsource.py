"""Load YAML/JSON text into plain data while remembering where each value came from (line and column)."""

from __future__ import annotations

from typing import Any

import yaml

from .errors import Problem, ScenarioError

MAX_TEXT_CHARS = 8_000_000
Path = tuple[str | int, ...]


def format_path(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class Locator:
    """Maps a path inside the document to the 1-based line and column of the value there."""

    def __init__(self, marks: dict[Path, tuple[int, int]] | None = None):
        self._marks = marks or {}

    def find(self, path: Path) -> tuple[int | None, int | None]:
        while True:
            if path in self._marks:
                return self._marks[path]
            if not path:
                return None, None
            path = path[:-1]

    def problem(self, path: Path, message: str) -> Problem:
        line, column = self.find(path)
        return Problem(format_path(path), message, line, column)


def load_text(text: str) -> tuple[Any, Locator]:
    if len(text) > MAX_TEXT_CHARS:
        raise ScenarioError(
            [Problem("", f"scenario text is too long ({len(text)} > {MAX_TEXT_CHARS} characters)")]
        )
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError([Problem("", "the scenario is empty")])
        data = loader.construct_document(node)
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
    marks: dict[Path, tuple[int, int]] = {}
    duplicates: list[Problem] = []
    _walk(node, (), marks, duplicates)
    if duplicates:
        raise ScenarioError(duplicates)
    return data, Locator(marks)


def _walk(node: yaml.Node, path: Path, marks: dict, duplicates: list[Problem]) -> None:
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
