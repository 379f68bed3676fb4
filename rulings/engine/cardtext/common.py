"""What compiling one clause gives: played (with the piece of card definition it adds) or not understood."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from lark import Lark, Token

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip


class NotUnderstood(Exception):
    """Raised while transforming a parsed clause whose wording the compiler cannot play exactly."""


@dataclass(frozen=True)
class ClauseResult:
    played: bool
    reason: str = ""  # why the clause is not played
    piece: dict = field(default_factory=dict)  # what it adds to the card definition (merged by compile_card)
    family: str = ""  # the family of text that played it


def played(piece: dict, family: str) -> ClauseResult:
    return ClauseResult(True, piece=piece, family=family)


def not_understood(reason: str) -> ClauseResult:
    return ClauseResult(False, reason=reason)


def amount(token: Token | str) -> int:
    text = str(token).lower()
    return int(text) if text.isdigit() else NUMBER_WORDS[text]


def grammar(name: str) -> Lark:
    """The LALR parser of a grammar file beside this module (contextual lexer: a word is read as what the
    grammar expects at that point)."""
    text = (Path(__file__).parent / name).read_text(encoding="utf-8")
    return Lark(text, parser="lalr", lexer="contextual", maybe_placeholders=False)
