"""L5R's hand and Fate deck (the core's hand.py): drawing, discarding from the hand, putting into the
hand, looking at and rearranging a deck. The corpus is silent on them: each cites the Desk's own rule
(desk_rules.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state.hand import OPS as OPS
from ...state.hand import QUESTIONS as QUESTIONS
from ...state.hand import register_deck
from . import desk_rules
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...state.game_state import Card

DYNASTY_TYPES = frozenset({"personality", "holding", "region", "event", "celestial", "stronghold"})

RULE_IDS = {
    "draw": desk_rules.DRAW.id,
    "discard-from-hand": desk_rules.DISCARD_FROM_HAND.id,
    "put-into-hand": desk_rules.PUT_INTO_HAND.id,
    "look-and-rearrange": desk_rules.LOOK_AND_REARRANGE.id,
    "rearrange-deck": desk_rules.LOOK_AND_REARRANGE.id,
    "hand-and-deck": desk_rules.HAND_AND_DECK.id,
}


def is_fate_card(card: Card) -> bool:
    """A card of the Fate deck (the one a player draws from): every type but the Dynasty deck's."""
    return card.type not in DYNASTY_TYPES


register_deck(GAME, is_fate_card)
