"""Compiler 11 (Naruto): the filter field `elsewhere` ("an enemy character ... in another mission").

`elsewhere: $source`: the card is in play in a mission, and that mission is not the one the named card (the
effect's source) is in. Like `at`, it holds for no card when the named card is not in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import FilterField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card


def _parse_symbol(node: Node, ctx: ParseContext, key: str) -> str:
    return node.text(key)


def _elsewhere(engine: Engine, card: Card, symbol: str, source: str | None) -> bool:
    other = engine.cards.get(engine.resolve_symbol(symbol, source) or "")
    if other is None or not engine.in_play(other) or not engine.in_play(card):
        return False
    here, there = engine.location(other), engine.location(card)
    return there is not None and engine.rules.zone_family(there) == "mission" and there != here


FILTER_FIELDS = {
    "elsewhere": FilterField(
        _parse_symbol,
        _elsewhere,
        "'in another mission': in play in a mission other than the one this card (a symbol, $source) is in",
        {"type": "string"},
        relational=True,
    ),
}
