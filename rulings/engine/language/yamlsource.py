"""Load YAML/JSON text into plain data while remembering where each value came from (line and column).

JSON text is read with the json module (fast); YAML with PyYAML's C loader when libyaml is available. Marks
are only needed to report problems, so for JSON they are computed when a problem is first located.

Text is hostile until read: its size is checked first, then YAML's event stream (streamed, no node graph) is
scanned for nesting, alias expansion (a "billion laughs" bomb), cycles and keys that are lists or mappings
before PyYAML composes anything (its C composer recurses, and an alias bomb's expansion is exponential). The
data read, as well as a mapping given to parse_scenario, must then be plain JSON-like data (`check_values`).
"""

from __future__ import annotations

import gc
import json
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import yaml

from ..errors import Problem, ScenarioError, ScenarioTooLargeError
from ..limits import MAX_ALIAS_NODES, MAX_DEPTH, MAX_NODES, MAX_NUMBER, MAX_SCENARIO_BYTES

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


def load_text(text: str, max_bytes: int = MAX_SCENARIO_BYTES) -> tuple[Any, Locator]:
    """The data of a YAML or JSON document of at most `max_bytes` (UTF-8), and where its values are."""
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise ScenarioTooLargeError(max_bytes)
    data, locator = _load(text)
    check_values(data, locator)
    return data, locator


def _load(text: str) -> tuple[Any, Locator]:
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text, object_pairs_hook=_no_duplicates), Locator(lambda: _yaml_marks(text))
        except (ValueError, RecursionError, _DuplicateKey):
            pass  # YAML flow style, or a problem YAML reports with its line and column (nesting included)
    marks: Marks = {}

    def inspect(node: yaml.Node) -> None:
        problems: list[Problem] = []
        _walk(node, (), marks, problems)
        if problems:
            raise ScenarioError(problems)

    return _compose(text, inspect), Locator(marks)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Composing keeps every node of the document alive until it is constructed, and parsing keeps every
    object it builds: the cyclic garbage collector would walk that growing graph again and again, finding
    nothing to free (half the time of composing a 10,000-effect scenario, a tenth of parsing it). Cycles
    made meanwhile are collected once it is back on."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _compose(text: str, inspect: Callable[[yaml.Node], None]) -> Any:
    """The document's data; `inspect` sees its nodes first (constructing merges `<<` keys into them)."""
    with _yaml_errors():
        _check_events_in_order(text)
        loader = YamlLoader(text)
        try:
            with collector_paused():
                node = loader.get_single_node()
                if node is None:
                    raise ScenarioError([Problem("", "the scenario is empty")])
                inspect(node)
                return loader.construct_document(node)
        finally:
            loader.dispose()


@contextmanager
def _yaml_errors() -> Iterator[None]:
    try:
        yield
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise ScenarioError(
            [Problem("", f"not valid YAML: {exc.problem or exc.context}", line, col)]
        ) from None
    except yaml.YAMLError as exc:
        raise ScenarioError([Problem("", f"not valid YAML: {exc}")]) from None


def _check_events_in_order(text: str) -> None:
    """`_check_events` with the fast reader; if that reader refuses the text itself (libyaml has limits of its
    own, such as a nesting depth, and reads ahead of the events it hands out), read it again with PyYAML's
    pure-Python reader, which has none: the Desk's own limits are then met first and worded as the Desk words
    them, and any other problem is reported as YAML reports it."""
    try:
        _check_events(text, YamlLoader)
    except yaml.YAMLError:
        if YamlLoader is yaml.SafeLoader:
            raise
        _check_events(text, yaml.SafeLoader)
        raise


def _check_events(text: str, reader: type = YamlLoader) -> None:
    """Refuse, from YAML's event stream and before any node is composed: nesting deeper than MAX_DEPTH, an
    alias inside its own anchor (a cycle), aliases that would copy more than MAX_ALIAS_NODES values, and a
    list or mapping as a key. Sizes are counted, never expanded, so a bomb is refused in milliseconds."""
    loader = reader(text)
    check = _EventCheck()
    try:
        for event in iter(loader.get_event, None):
            check.read(event)
    finally:
        loader.dispose()


class _EventCheck:
    """What `_check_events` knows as it reads the events: each anchor's size, the collections open, and the
    values aliases have copied so far."""

    def __init__(self) -> None:
        self.anchored: dict[str, tuple[int, bool]] = {}  # anchor -> (values its node holds, is a collection)
        # per collection being read: [anchor, values so far, is a mapping, items, last key]
        self.open_: list[list] = []
        self.copied = 0

    def read(self, event: yaml.Event) -> None:
        open_ = self.open_
        at_key = bool(open_) and open_[-1][2] and open_[-1][3] % 2 == 0
        if isinstance(event, yaml.CollectionStartEvent):
            self._start(event, at_key)
            return
        size = self._value_size(event, at_key)
        if size is not None and open_:  # a value of the collection open
            open_[-1][1] += size
            open_[-1][3] += 1

    def _value_size(self, event: yaml.Event, at_key: bool) -> int | None:
        """The values a value event ends or copies; None for stream and document events."""
        if isinstance(event, yaml.CollectionEndEvent):
            return self._end()
        if isinstance(event, yaml.AliasEvent):
            return self._alias(event, at_key)
        if isinstance(event, yaml.ScalarEvent):
            return self._scalar(event, at_key)
        return None

    def _start(self, event: yaml.CollectionStartEvent, at_key: bool) -> None:
        open_ = self.open_
        if at_key:
            _refuse(event, open_[:-1], "a key is text, not a list or a mapping")
        if len(open_) == MAX_DEPTH:
            _refuse(event, open_, f"lists and mappings are nested more than {MAX_DEPTH} deep (the limit)")
        open_.append([event.anchor, 1, isinstance(event, yaml.MappingStartEvent), 0, None])

    def _end(self) -> int:
        anchor, size, *_ = self.open_.pop()
        if anchor is not None:
            self.anchored[anchor] = (size, True)
        return size

    def _alias(self, event: yaml.AliasEvent, at_key: bool) -> int:
        open_ = self.open_
        if any(frame[0] == event.anchor for frame in open_):
            _refuse(event, open_, f"alias *{event.anchor} is inside its own anchor (a cycle)")
        size, collection = self.anchored.get(event.anchor, (1, False))  # undefined: the composer says so
        self.copied += size
        if self.copied > MAX_ALIAS_NODES:
            _refuse(event, open_, f"aliases would copy more than {MAX_ALIAS_NODES:,} values (the limit)")
        if collection and at_key:
            _refuse(event, open_[:-1], "a key is text, not a list or a mapping")
        return size

    def _scalar(self, event: yaml.ScalarEvent, at_key: bool) -> int:
        if event.anchor is not None:
            self.anchored[event.anchor] = (1, False)
        if at_key:
            self.open_[-1][4] = event.value
        return 1


def _refuse(event: yaml.Event, open_: list[list], message: str) -> None:
    """Raise the problem at this event, inside these open collections (its path: their keys or indexes)."""
    path = format_path(tuple(key if is_mapping else items for _, _, is_mapping, items, key in open_))
    mark = event.start_mark
    raise ScenarioError([Problem(path, message, mark.line + 1, mark.column + 1)])


def _yaml_marks(text: str) -> Marks:
    """Marks of JSON text, read again as YAML (JSON is YAML); none if YAML reads it differently."""
    marks: Marks = {}
    try:
        _compose(text, lambda node: _walk(node, (), marks, []))
    except ScenarioError:
        return {}
    return marks


def _walk(node: yaml.Node, path: Path, marks: Marks, problems: list[Problem]) -> None:
    """Note each node's mark; report duplicate keys and whole numbers too long to construct."""
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.ScalarNode):
        if node.tag == _INT_TAG and len(node.value) > _INT_CHARS:
            problems.append(Problem(format_path(path), _NUMBER_RANGE, *marks[path]))
    elif isinstance(node, yaml.MappingNode):
        seen: set = set()
        for key_node, value_node in node.value:
            key = key_node.value
            if key in seen:
                mark = key_node.start_mark
                problems.append(
                    Problem(format_path((*path, key)), "duplicate key", mark.line + 1, mark.column + 1)
                )
            seen.add(key)
            _walk(value_node, (*path, key), marks, problems)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, (*path, index), marks, problems)


def check_values(data: Any, locator: Locator) -> None:
    """Refuse what no scenario holds and the parser must never meet: values other than mappings with text
    keys, lists, text, true/false, null and numbers (YAML's dates, sets, binary ...), whole numbers beyond
    MAX_NUMBER, floats that are not finite, nesting deeper than MAX_DEPTH and more than MAX_NODES values
    (a mapping may share values, or even contain itself: shared values count each time they are met)."""
    problems: list[Problem] = []
    count = 1  # the document itself

    def walk(value: Any, path: Path) -> None:
        """Check `value` (counted already) and, for a list or mapping, each value in it: text, true/false
        and null (most values) are checked in the loop, without a call and a path of their own."""
        nonlocal count
        if not isinstance(value, dict | list):
            if message := _scalar_problem(value):
                problems.append(locator.problem(path, message))
            return
        if len(path) == MAX_DEPTH:
            message = f"lists and mappings are nested more than {MAX_DEPTH} deep (the limit)"
            raise ScenarioError([locator.problem(path, message)])
        is_list = isinstance(value, list)
        for key, item in enumerate(value) if is_list else value.items():
            if not is_list and not isinstance(key, str):
                problems.append(locator.problem(path, f"keys are text, got {key!r} (quote it)"))
                continue
            count += 1
            if count > MAX_NODES:
                raise ScenarioError([Problem("", _TOO_MANY_VALUES)])
            if item.__class__ not in _PLAIN_VALUES:
                walk(item, (*path, key))

    walk(data, ())
    if problems:
        raise ScenarioError(problems)


_TOO_MANY_VALUES = f"the scenario has more than {MAX_NODES:,} values (the limit)"
_PLAIN_VALUES = frozenset({str, bool, type(None)})  # values that need no check (exactly these types)


def _scalar_problem(value: Any) -> str | None:
    """What is wrong with a value that is no list or mapping, or None."""
    if isinstance(value, int) and not isinstance(value, bool):
        return _NUMBER_RANGE if abs(value) > MAX_NUMBER else None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"a number is finite, got {value}"
    if not isinstance(value, str | bool) and value is not None:
        return f"expected text, a number, true/false, a list or a mapping, got {type(value).__name__}"
    return None


_INT_TAG = "tag:yaml.org,2002:int"
_INT_CHARS = 100  # longer whole numbers are out of range (and int() refuses more than 4,300 digits)
_NUMBER_RANGE = f"a whole number is between -{MAX_NUMBER:,} and {MAX_NUMBER:,}"
