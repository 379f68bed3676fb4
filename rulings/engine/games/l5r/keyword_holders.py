"""Who holds a keyword at a moment: the keyword reminders acted on just after an event (Expendable after a
destruction, Overconfident after entering or leaving play) judge the keyword and the controller just before
it, or once the card has entered play (a keyword given to it for a time counts while it lasts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine_api import Engine


def holder(engine: Engine, card: str, keyword: str) -> str | None:
    """The player controlling the card if it has the keyword now; None otherwise."""
    found = engine.cards[card]
    return found.controller if keyword in engine.keyword_names(found) and found.controller else None


def remember(engine: Engine, held: dict[str, str], card: str, keyword: str) -> None:
    """A card about to go: whose it is, kept in `held` while it has the keyword (forgotten otherwise)."""
    player = holder(engine, card, keyword)
    if player:
        held[card] = player
    else:
        held.pop(card, None)
