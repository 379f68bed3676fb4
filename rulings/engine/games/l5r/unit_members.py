"""A card in some unit (compiler 17, part D): "Target a card in a unit", "a card without attachments in a unit
led by a dishonorable Personality".

The filter field `in_a_unit: <filter>` holds for a card in play that is in a unit (the Desk's rule
l5r.desk.units: a Personality and every card attached to him) whose Personality matches the inner filter
(`{}`: any unit). The Personality heading a unit is in it himself. A card attached to no Personality (a
Holding, a Region attached to a Province, a Stronghold ...) is in no unit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import FilterField
from .units import head

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Card

KEY = "in_a_unit"
FILTER = {"vocabulary": "filter", "description": "a filter of the Personality leading the unit ({}: any)"}


def _parse(node: Node, ctx: ParseContext, key: str) -> Filter:
    return ctx.filter(node.child(key))


def _in_a_unit(engine: Engine, card: Card, inner: Filter, source: str | None) -> bool:
    if not engine.in_play(card):
        return False
    leader = head(engine, card)
    return leader is not None and engine.matches(leader, inner, source)


FILTER_FIELDS = {
    KEY: FilterField(
        _parse,
        _in_a_unit,
        "'a card in a unit' ('led by a dishonorable Personality'): in play in a unit (its Personality and "
        "every card attached to him, l5r.desk.units) whose Personality matches this filter ({}: any unit)",
        FILTER,
    )
}
