"""Limits checked on JSON text before it is parsed (pure Python: the deck parser uses it too).

``json.loads`` recurses once per nesting level (10,000 ``[`` raise RecursionError, a 500 to the caller) and
turns a digit run into an int (90,000 digits raise ValueError: Python refuses ints above 4,300 digits). Both
are measured here in linear time, with regular expressions doing the work in C: quoted strings are blanked
first (brackets and digits inside them are text), then the longest digit run and the deepest nesting of the
brackets left are measured.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 64  # nested lists and objects; a question body nests 2, a deck list 3
MAX_DIGITS = 100  # digits in one number (JSON's integers, fractions and exponents alike)

# A string runs to its closing quote, or (unterminated, which json rejects anyway) to the end of the text:
# possessive, so a failed string never makes the search start again further on (quadratic otherwise).
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_DIGITS + 1}}}")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_SURROGATE = re.compile("[\ud800-\udfff]")


class JSONLimitError(ValueError):
    """The text is beyond a limit; the message names it."""


def json_check(text: str) -> None:
    """Raise JSONLimitError if parsing ``text`` would nest deeper than MAX_DEPTH or read a number longer
    than MAX_DIGITS digits. Brackets after a closer without an opener do not count: json stops there."""
    bare = _STRING.sub('""', text)
    if _LONG_NUMBER.search(bare):
        raise JSONLimitError(f"A number in the JSON has more than {MAX_DIGITS} digits.")
    brackets = _NOT_BRACKET.sub("", bare)
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > MAX_DEPTH:
        raise JSONLimitError(f"The JSON nests lists and objects deeper than {MAX_DEPTH} levels.")


def json_text_load(text: str) -> Any:
    """``json.loads`` after ``json_check``, refusing a lone surrogate (``"\\ud800"``, which json reads as a
    string no page or JSON answer can encode: a 500 where it is shown back). Raises JSONLimitError, or
    json.JSONDecodeError for text that is not JSON."""
    json_check(text)
    data = json.loads(text)
    if _SURROGATE.search(json.dumps(data, ensure_ascii=False)):
        raise JSONLimitError("The JSON holds a lone surrogate escape (such as \\ud800), which is not text.")
    return data
