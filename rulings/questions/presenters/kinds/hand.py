"""Wordings of the hand and deck questions (the engine's hand.py: any game that opts in)."""

from __future__ import annotations

from typing import Any

from ..context import Context
from ..pieces import Pieces, T
from .common import Kind


def _hand_question(q: dict, c: Context) -> Pieces:
    return [T("Hand of "), c.player(q.get("hand")), T(":")]


def _deck_question(q: dict, c: Context) -> Pieces:
    return [T("Deck of "), c.player(q.get("deck")), T(", top first:")]


def _card_list_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if isinstance(value, list):
        return c.card_list(value) if value else [T("Empty")]
    return c.value(value)


KINDS = {
    "hand": Kind(_hand_question, _card_list_value),
    "deck": Kind(_deck_question, _card_list_value),
}
