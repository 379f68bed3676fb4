"""What every question kind's wording is made of (`Kind`), and the wordings several kinds share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..context import Context
from ..pieces import Line, Piece, Pieces, T, joined, yes_no, zone_label


@dataclass(frozen=True)
class Kind:
    """How one question kind reads: the question, a value of its answer, and the explanation."""

    question: Callable[[dict, Context], Pieces]
    value: Callable[[dict, Any, dict, Context], Pieces]
    details: Callable[[dict, dict, Context], list[Line]] = lambda q, a, c: []


def target(q: dict, c: Context) -> Piece:
    """The card a question is about, else its player."""
    if q.get("card") is not None:
        return c.card(q["card"])
    return c.player(q.get("player"))


def is_question(word: str) -> Callable[[dict, Context], Pieces]:
    """ "Is <card> <word>?"."""
    return lambda q, c: [T("Is "), c.card(q.get("card")), T(f" {word}?")]


def plain_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    return c.value(value)


def yes_no_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("not known")]
    return [T(yes_no(value))]


def player_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("Nobody")]
    return [Piece(f"Player {value}", "player")]


def zone_note(a: dict) -> list[Line]:
    if "zone" in a and a["zone"] is not None:
        return [Line((T(f"Now in: {zone_label(a['zone'])}"),))]
    return []


def zone_details(q: dict, a: dict, c: Context) -> list[Line]:
    return zone_note(a)


def keyword_list(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(str(k) for k in value) or "none"
    return str(value) if value is not None else "none"


def arrangement(value: Any, c: Context) -> Pieces:
    """Where each card goes: "A to home, B to battlefield 1"."""
    if not isinstance(value, dict):
        return c.value(value)
    return joined([[c.card(card), T(f" to {zone_label(zone)}")] for card, zone in value.items()])
