"""Reading single fields of raw card data: each reader names the field and why it could not be read."""

from __future__ import annotations

import re
import unicodedata
from datetime import date, datetime

from .records import FieldError

MAX_TEXT = 20_000  # longer than any real card; bigger values are refused, not stored


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
