"""Compiler 13 (Naruto, part N2): the orders in which the winner of a mission may apply its SCORE effects keep
the parts of one effect together in printed order.

"SCORE: Defeat this character. If you do so, defeat another character in this mission." is one effect in two
parts (a1, then a1.2 with `if_you_do: a1`): the winner orders the SCORE effects (naruto.desk.score), but the
second part of an effect never comes before its first; applied first it would find "a1 did nothing" and be
lost, which no order of the card's text allows (the effects document: all of an effect, as much as possible).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...state.game_state import Card
    from .cards import InstantEffect


def parts_in_order(order: list[tuple[Card, InstantEffect]]) -> bool:
    """Whether each `if_you_do` part of an effect comes after the part of the same card it follows."""
    seen: set[tuple[str, str]] = set()
    for card, fx in order:
        if fx.if_you_do is not None and (card.id, fx.if_you_do) not in seen:
            named = [f for c, f in order if c.id == card.id and f.spec.id == fx.if_you_do]
            if named:  # (the part it follows is a SCORE effect too, and comes later)
                return False
        seen.add((card.id, fx.spec.id))
    return True
