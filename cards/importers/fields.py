"""Reading single fields of raw card data: each reader names the field and why it could not be read."""

from __future__ import annotations

import json
import re
import unicodedata
from datetime import date, datetime

import yaml

from .records import FieldError

MAX_TEXT = 20_000  # longer than any real card; bigger values are refused, not stored
MAX_NESTING = 100  # real card data nests about 5 levels; parsers recurse (or crash) on deep nesting

# A quoted scalar starts a token: after whitespace, a flow indicator or ":"; "Hida's" is no quote.
_QUOTED = re.compile(r"""(?<![^\s\[{,:])(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*')""")
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BLOCK_PREFIX = re.compile(r"^( *)((?:[-?:](?: +|$))*)", re.MULTILINE)


def nesting_depth(text: str) -> int:
    """How deeply a YAML or JSON text nests, estimated from above without parsing it.

    The deepest run of open flow brackets (``[``/``{`` outside quoted strings) plus the deepest block nesting
    of a line (its indentation, and leading indicators: ``- - - x`` nests three sequences on one line).
    PyYAML's C parser and the json module recurse once per level: 30,000 nested brackets crash the C parser
    (a segfault, which no ``except`` catches) and make ``json`` raise RecursionError, so files are measured
    before they are parsed.
    """
    flow = deepest_flow = 0
    for char in _NOT_BRACKET.sub("", _QUOTED.sub("", text)):
        flow = flow + 1 if char in "[{" else max(flow - 1, 0)
        deepest_flow = max(deepest_flow, flow)
    deepest_block = max(
        (len(m.group(1)) // 2 + m.group(2).count("-") + m.group(2).count("?") + m.group(2).count(":")
         for m in _BLOCK_PREFIX.finditer(text)),
        default=0,
    )  # fmt: skip
    return deepest_flow + deepest_block


def check_nesting(text: str) -> None:
    if nesting_depth(text) > MAX_NESTING:
        raise FieldError("", f"nested deeper than {MAX_NESTING} levels; not card data")


def load_yaml(text: str) -> object:
    """YAML with PyYAML's fast C loader (pure Python where it is missing), after the nesting check."""
    check_nesting(text)
    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except RecursionError as exc:  # the check above should make this unreachable
        raise FieldError("", "nested too deeply; not card data") from exc


def load_json(text: str) -> object:
    check_nesting(text)
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise FieldError("", "nested too deeply; not card data") from exc


def optional_text(raw: dict, name: str) -> str:
    value = raw.get(name)
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise FieldError(name, f"expected text, got {type(value).__name__}")
    text = str(value).strip()
    if len(text) > MAX_TEXT:
        raise FieldError(name, f"longer than {MAX_TEXT} characters")
    return text


def required_text(raw: dict, name: str) -> str:
    text = optional_text(raw, name)
    if not text:
        raise FieldError(name, "missing or empty")
    return text


def text_list(raw: dict, name: str) -> list[str]:
    value = raw.get(name)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, str | int) for item in value):
        raise FieldError(name, "expected a list of text")
    return [str(item).strip() for item in value if str(item).strip()]


def flag(raw: dict, name: str) -> bool:
    value = raw.get(name, False)
    if not isinstance(value, bool):
        raise FieldError(name, f"expected true or false, got {value!r}")
    return value


def key_from(text: str) -> str:
    """A stable identity slug in the data's own style: ascii, lower case, words joined by "_"."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")[:200]


_IDENTITY = re.compile(r"^[-A-Za-z0-9_]{1,200}$")


def identity(value: str, name: str) -> str:
    """A card key as the data gives it (an id), checked to be usable in a URL."""
    if not _IDENTITY.match(value):
        raise FieldError(name, f"not a usable identity (letters, digits, '-', '_'): {value!r}")
    return value


_ORDINAL = re.compile(r"(\d+)(st|nd|rd|th)\b")


def parse_date(value: object, name: str) -> date | None:
    """A date given as a YAML date or as text ("2012-06-01", "November 5th, 2012")."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = _ORDINAL.sub(r"\1", str(value).strip())
    for fmt in ("%Y-%m-%d", "%B %d, %Y", "%b %d, %Y", "%Y-%m"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise FieldError(name, f"not a date: {value!r}")
