"""Cards at another card's location, in filters: "one of your Personalities at Kota's battlefield", "an Oni at
Arugai's location" (a Reaction's trigger, compiler 10 part B).

A location is home or a battlefield (the glossary's Switch: "move C home, A to battlefield 2": units are at
home or at a battlefield); an attachment is where its bearer is, and each player's home is his own (a card at
home is in its controller's). `at_location_of: x`: in play at the same location as x, which must be in play;
`at_battlefield_of: x`: the same, and that location is a battlefield (x at home has no battlefield: nothing
matches).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import FilterField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

TEXT = {"type": "string"}
LOCATIONS = ("home", "battlefield")  # a card's location: home, or a battlefield ("battlefield:1")


def _parse_card(node: Node, ctx: ParseContext, key: str) -> str | None:
    card = node.text(key, None)
    ctx.known_card(node, key, card, symbols=True)
    return card


def _where(engine: Engine, card_id: str, source: str | None) -> str | None:
    """The location of the card named (None: not in play, or somewhere that is no location)."""
    other = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
    if other is None or not engine.in_play(other):
        return None
    where = engine.location(other)
    return where if where.startswith(LOCATIONS) else None


def _at_location_of(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    where = _where(engine, card_id, source)
    if where is None or not engine.in_play(card) or engine.location(card) != where:
        return False
    other = engine.cards[engine.resolve_symbol(card_id, source) or ""]
    return where != "home" or _controller(engine, card) == _controller(engine, other)  # (each player's own)


def _controller(engine: Engine, card: Card) -> str | None:
    """Whose home a card is in: its controller's (an attachment: its bearer's)."""
    while card.zone == "attached" and card.attached_to in engine.cards:
        card = engine.cards[card.attached_to]
    return card.controller


def _at_battlefield_of(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    where = _where(engine, card_id, source)
    return bool(where and where.startswith("battlefield")) and _at_location_of(engine, card, card_id, source)


FILTER_FIELDS = {
    "at_location_of": FilterField(
        _parse_card, _at_location_of, "at the same location as this card (home or the same battlefield)", TEXT
    ),
    "at_battlefield_of": FilterField(
        _parse_card, _at_battlefield_of, "at the battlefield where this card is (none while it is home)", TEXT
    ),
}
