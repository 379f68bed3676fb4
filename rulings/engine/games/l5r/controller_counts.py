"""What the player controlling a card controls (compiler 20, part I): "Target a Personality controlled by a
player who controls a Shadowlands card", "a Holding controlled by a player who controls three or more
Holdings", "a target enemy Follower controlled by a player who does not control a Formation".

The filter field `controller_controls: {cards: <filter>, at_least: N}` (or `at_most: N`, or both) holds for a
card whose controller controls, as the filter is checked, a number of cards in play matching the inner filter
within those bounds ("does not control a Formation": `at_most: 0`). The cards counted are those in play the
card's controller controls (the inner filter names no controller of its own: it is the card's); the card
itself is counted when it matches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import described
from ...language.vocabulary import FilterField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Card

KEY = "controller_controls"


@dataclass(frozen=True, slots=True)
class ControllerControls:
    cards: Filter  # the kind of card counted, among those the card's controller controls
    at_least: int | None
    at_most: int | None


def _parse(node: Node, ctx: ParseContext, key: str) -> ControllerControls | None:
    shape = "{cards: filter, at_least: N, at_most: N}"
    value = node.child_mapping(key, shape, ("cards", "at_least", "at_most"))
    if value is None:
        return None
    if not value.has("cards"):
        value.error("missing required field 'cards'")
        return None
    if value.child("cards").has("controller"):
        value.error("the cards counted are the card's controller's: name no controller of them", "cards")
        return None
    at_least = value.integer("at_least", None)
    at_most = value.integer("at_most", None)
    if at_least is None and at_most is None:
        value.error("give at_least, at_most or both")
        return None
    for name, bound in (("at_least", at_least), ("at_most", at_most)):
        if bound is not None and bound < 0:
            value.error(f"{name} is a number of cards: 0 or more", name)
            return None
    if at_least is not None and at_most is not None and at_least > at_most:
        value.error("at_least is more than at_most: no number of cards is within both")
        return None
    return ControllerControls(ctx.filter(value.child("cards")), at_least, at_most)


def _matches(engine: Engine, card: Card, wanted: ControllerControls | None, source: str | None) -> bool:
    if wanted is None or not engine.in_play(card):
        return False
    player = card.controller
    count = sum(
        1
        for other in engine.cards.values()
        if engine.in_play(other)
        and other.controller == player
        and engine.matches(other, wanted.cards, source)
    )
    if wanted.at_least is not None and count < wanted.at_least:
        return False
    return wanted.at_most is None or count <= wanted.at_most


SCHEMA = described(
    {
        "type": "object",
        "properties": {
            "cards": {"vocabulary": "filter", "description": "the kind of card counted (no controller)"},
            "at_least": {"type": "integer", "minimum": 0},
            "at_most": {"type": "integer", "minimum": 0},
        },
        "required": ["cards"],
        "additionalProperties": False,
    },
    "the card's controller controls a number of cards of a kind within these bounds",
)
FILTER_FIELDS = {
    KEY: FilterField(
        _parse,
        _matches,
        "'controlled by a player who controls three or more Holdings' / 'who does not control a Formation': "
        "the card is in play and its controller controls a number of cards in play matching `cards` within "
        "`at_least` / `at_most` ({cards, at_least, at_most})",
        SCHEMA,
    )
}
