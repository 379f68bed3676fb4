"""Every question kind of every game, with its own wording (`KINDS`), and the generic wording a kind
without one falls back to (`tests/rulings/questions/test_presenters.py` checks that no example needs it)."""

from __future__ import annotations

from ..context import Context
from ..pieces import Pieces, T, humanize
from . import cards, effects, hand, l5r, l5r_gold, naruto, stats
from .common import Kind, plain_value

KINDS: dict[str, Kind] = {
    **stats.KINDS,
    **cards.KINDS,
    **effects.KINDS,
    **naruto.KINDS,
    **hand.KINDS,
    **l5r.KINDS,
    **l5r_gold.KINDS,
}


def _generic_question(q: dict, c: Context) -> Pieces:
    fields = {k: v for k, v in q.items() if k != "question"}
    words = [T(humanize(q.get("question", "question")).capitalize())]
    if fields:
        words += [T(" ("), *c.value(fields), T(")")]
    return [*words, T(":")]


GENERIC = Kind(_generic_question, plain_value)

__all__ = ["GENERIC", "KINDS", "Kind"]
