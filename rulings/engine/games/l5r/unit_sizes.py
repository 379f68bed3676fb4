"""How many cards a unit has, compared (compiler 15, part F): "Destroy a target enemy unit with fewer cards
than this unit", "target an enemy unit with fewer cards than Ikuko's Chi".

The filter field `unit_cards` holds for the Personality heading a unit (a unit is targeted by its Personality:
`target_unit`) when his unit's number of cards is lower than another unit's (`{fewer_than_unit_of: card}`:
the unit that card is in) or than a stat of a card (`{fewer_than: {stat: chi, of: card}}`), read as the
filter is checked. The cards of a unit are those of `in_unit` (the Desk's rule l5r.desk.units): its
Personality and every card attached to him.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import FilterField
from .desk_rules import UNITS
from .units import head

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

KEY = "unit_cards"
STATS = ("force", "chi", "personal_honor")


@dataclass(frozen=True, slots=True)
class UnitCards:
    card: str  # the card whose unit, or whose stat, the unit is compared with
    stat: str | None = None  # None: that card's unit's number of cards


def _parse(node: Node, ctx: ParseContext, key: str) -> UnitCards | None:
    value = node.child_mapping(
        key,
        "{fewer_than_unit_of: card} or {fewer_than: {stat: chi, of: card}}",
        ("fewer_than_unit_of", "fewer_than"),
    )
    if value is None:
        return None
    if value.has("fewer_than_unit_of") == value.has("fewer_than"):
        value.error("compare with one thing: fewer_than_unit_of (a unit) or fewer_than (a stat)")
        return None
    if value.has("fewer_than_unit_of"):
        card = value.text("fewer_than_unit_of")
        ctx.known_card(value, "fewer_than_unit_of", card, symbols=True)
        return UnitCards(card)
    stat_node = value.child_mapping("fewer_than", "{stat: chi, of: card}", ("stat", "of"))
    if stat_node is None:
        return None
    stat = stat_node.choice("stat", STATS, "chi", what="stat")
    card = stat_node.text("of")
    ctx.known_card(stat_node, "of", card, symbols=True)
    return UnitCards(card, stat)


def unit_size(engine: Engine, leader: Card) -> int:
    """The number of cards in the unit headed by ``leader``: he and every card attached to him."""
    return sum(1 for card in engine.cards.values() if engine.in_play(card) and head(engine, card) is leader)


def _matches(engine: Engine, card: Card, wanted: UnitCards | None, source: str | None) -> bool:
    if wanted is None or head(engine, card) is not card:
        return False
    other = engine.cards.get(engine.resolve_symbol(wanted.card, source) or "")
    if other is None:
        return False
    if wanted.stat is None:
        leader = head(engine, other)
        return leader is not None and unit_size(engine, card) < unit_size(engine, leader)
    value = engine.stat(other.id, wanted.stat).value
    return unit_size(engine, card) < (value if isinstance(value, int) else 0)


SCHEMA = described(
    {
        "type": "object",
        "properties": {
            "fewer_than_unit_of": described(TEXT, "a card: fewer cards than the unit it is in"),
            "fewer_than": closed(
                {"stat": {"enum": list(STATS)}, "of": described(TEXT, "whose stat (a card or symbol)")},
                "stat",
                "of",
            ),
        },
        "additionalProperties": False,
    },
    "the unit this Personality heads has fewer cards than another unit or than a stat",
)
FILTER_FIELDS = {
    KEY: FilterField(
        _parse,
        _matches,
        "'a unit with fewer cards than this unit' / 'than Ikuko's Chi': the card heads a unit (its "
        "Personality and every card attached to him, l5r.desk.units) with fewer cards than the unit of "
        "`fewer_than_unit_of`, or than the stat `fewer_than: {stat, of}`",
        SCHEMA,
        rule=UNITS.id,
    )
}
