"""Wordings of Naruto Mythos's own questions ("controller" reads as the core's)."""

from __future__ import annotations

from typing import Any

from ..context import Context
from ..pieces import Line, Pieces, T, yes_no
from .common import Kind, is_question, yes_no_value, zone_details


def _played_question(q: dict, c: Context) -> Pieces:
    return [T("Was "), c.card(q.get("card")), T(" played?")]


def _played_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("It was not played in this scenario")]
    return [T(yes_no(value))]


def _played_details(q: dict, a: dict, c: Context) -> list[Line]:
    if not a.get("reason") or a.get("value") is None:
        return []
    return [Line((T("Why: "), *c.prose(str(a["reason"]), capital=False)))]


def _discard_pile_question(q: dict, c: Context) -> Pieces:
    return [T("Discard pile of "), c.player(q.get("player")), T(", bottom to top:")]


def _card_list_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if isinstance(value, list):
        return c.card_list(value) if value else [T("Empty")]
    return c.value(value)


KINDS = {
    "played": Kind(_played_question, _played_value, _played_details),
    "hidden": Kind(is_question("hidden"), yes_no_value, zone_details),
    "discard_pile": Kind(_discard_pile_question, _card_list_value),
}
