"""A card's own trait lowering what is paid for it to enter play: "Enters play paying 2 less Gold if you are a
Lion Clan player" (Daigotsu Hotako • Experienced 3).

Out of play, a card's continuous traits affect that card, and only it (card features, Traits): this one
lowers the entering-play Gold cost of its own card, not its Gold Cost stat, and only while the player paying
for it is of the clan named (`clan`, optional). A card's `enters_for_less: {amount, clan}` holds it; the
payment (gold.py) takes it off as it takes off a player's reductions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import INTEGER, TEXT, closed, described
from ...language.vocabulary import CardField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

RULE = "l5r.traits.out-of-play"
FIELDS = {
    "amount": described(INTEGER, "how much less Gold"),
    "clan": described(TEXT, "only if the player paying is of this clan ('if you are a Lion Clan player')"),
}


@dataclass(frozen=True, slots=True)
class EntersForLess:
    amount: int
    clan: str | None = None


def _parse(node: Node, ctx: ParseContext, card_id: str) -> EntersForLess | None:
    if not node.is_mapping("{amount: 2, clan: Lion} (the card enters play paying 2 less Gold)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    return EntersForLess(amount if isinstance(amount, int) else 0, node.text("clan", None))


def less(engine: Engine, player: str, card: str) -> int:
    """How much less Gold the card's own trait takes off its entering-play cost for this player."""
    own = next((c.extra.get("enters_for_less") for c in engine.scenario.cards if c.id == card), None)
    if own is None:
        return 0
    clan = engine.players[player].extra.get("clan") if player in engine.players else None
    if own.clan is not None and clan != own.clan:
        what = f"{card}'s own trait lowers its cost only for a {own.clan} Clan player"
        engine.note(RULE, f"{what}, not {player}")
        return 0
    engine.note(RULE, f"{card}'s own trait: it enters play paying {own.amount} less Gold (for {player})")
    return own.amount


CARD_FIELDS = {
    "enters_for_less": CardField(
        _parse,
        "The card's own trait 'Enters play paying N less Gold (if you are a X Clan player)': {amount, clan}; "
        "it lowers what is paid for this card to enter play, not its Gold Cost stat.",
        closed(FIELDS, "amount"),
    )
}
