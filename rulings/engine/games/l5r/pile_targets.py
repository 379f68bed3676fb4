"""Targets out of play, chosen as the action is taken (compiler 14, part B): "Discard a card to put a target
non-Unique Weapon in your discard pile into your hand."

An ability's targets are chosen as its action is taken (card features, Abilities; use_targets.py checks the
targets a `use` step lists against the state then). A target in a discard pile is a card that was in that
pile then: a card an effect of the same action puts there afterwards (the card "discard a card" discards
from the hand) is no legal target, even if the engine chooses the target only as that effect resolves.
The filter field `there_as_taken: true` says so: a card matches only if it was in the zone it is in when the
action in progress was taken (abilities.py records every card's zone then). Outside an ability's action
(nothing recorded) it matches nothing: the compiler writes it only in an ability's effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.shapes import BOOLEAN
from ...language.vocabulary import FilterField
from .card_text_rules import TARGETS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

ATTRIBUTE = "zones_as_taken"  # on the game state: action id -> {card id: zone} as it was taken


def taken(engine: Engine, action: str) -> None:
    """The action is taken (its targets chosen): remember where every card is."""
    zones = getattr(engine.game_state, ATTRIBUTE, None)
    if zones is None:
        zones = {}
        setattr(engine.game_state, ATTRIBUTE, zones)
    zones[action] = {card.id: card.zone for card in engine.state.cards.values()}


def _parse(node: Node, ctx: ParseContext, key: str) -> bool:
    if node.boolean(key) is not True:
        node.error("there_as_taken is true (a card that was where it is when the action was taken)", key)
    return True


def _matches(engine: Engine, card: Card, wanted: bool, source: str | None) -> bool:
    resolving = engine.game_state.resolving
    zones = getattr(engine.game_state, ATTRIBUTE, None) or {}
    recorded = zones.get(resolving[0]) if resolving is not None else None
    if recorded is None:
        return False
    return recorded.get(card.id) == card.zone


FILTER_FIELDS = {
    "there_as_taken": FilterField(
        _parse,
        _matches,
        "'a target X in your discard pile': the card was in the zone it is in when the action in progress "
        "was taken (its targets are chosen then); outside an ability's action, no card",
        BOOLEAN,
        rule=TARGETS,
    ),
}
