"""A card's own trait lowering what is paid for it to enter play: "Enters play paying 2 less Gold if you are a
Lion Clan player" (Daigotsu Hotako • Experienced 3).

Out of play, a card's continuous traits affect that card, and only it (card features, Traits): this one
lowers the entering-play Gold cost of its own card, not its Gold Cost stat, and only while the player paying
for it is of the clan named (`clan`, optional). A card's `enters_for_less: {amount, clan}` holds it; the
payment (gold.py) takes it off as it takes off a player's reductions.

An attachment's "Attaches to a Courtier for 2 less Gold" is the same trait for one kind of bearer (`bearer`, a
filter): it lowers the cost only of a payment that names the card it is paid to attach to (`pay: {to: ...}`)
and only when that card matches; a payment naming no bearer gets no reduction, and the answer says why.
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
    from ...language.spec import Filter

RULE = "l5r.traits.out-of-play"
FIELDS = {
    "amount": described(INTEGER, "how much less Gold"),
    "clan": described(TEXT, "only if the player paying is of this clan ('if you are a Lion Clan player')"),
    "bearer": {
        "vocabulary": "filter",
        "description": "only when paid to attach to a card matching this filter ('Attaches to a Courtier"
        " for 2 less Gold'; the payment names it: pay: {to: card})",
    },
}


@dataclass(frozen=True, slots=True)
class EntersForLess:
    amount: int
    clan: str | None = None
    bearer: Filter | None = None  # what the card it is paid to attach to must match


def _parse(node: Node, ctx: ParseContext, card_id: str) -> EntersForLess | None:
    if not node.is_mapping("{amount: 2, clan: Lion} (the card enters play paying 2 less Gold)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    bearer = ctx.filter(node.child("bearer")) if node.has("bearer") else None
    return EntersForLess(amount if isinstance(amount, int) else 0, node.text("clan", None), bearer)


def less(engine: Engine, player: str, card: str, bearer: str | None = None) -> int:
    """How much less Gold the card's own trait takes off its entering-play cost for this player (paid to
    attach it to `bearer`, if the payment names one)."""
    own = next((c.extra.get("enters_for_less") for c in engine.scenario.cards if c.id == card), None)
    if own is None:
        return 0
    clan = engine.players[player].extra.get("clan") if player in engine.players else None
    if own.clan is not None and clan != own.clan:
        what = f"{card}'s own trait lowers its cost only for a {own.clan} Clan player"
        engine.note(RULE, f"{what}, not {player}")
        return 0
    if own.bearer is not None and not _for_bearer(engine, card, own.bearer, bearer):
        return 0
    engine.note(RULE, f"{card}'s own trait: it enters play paying {own.amount} less Gold (for {player})")
    return own.amount


def _for_bearer(engine: Engine, card: str, wanted: Filter, bearer: str | None) -> bool:
    what = f"{card}'s own trait lowers its cost only to attach to a kind of card"
    if bearer is None:
        engine.note(RULE, f"{what}: the payment names no card it attaches to (pay: to), so no reduction")
        return False
    if bearer not in engine.cards or not engine.matches(engine.cards[bearer], wanted, card):
        engine.note(RULE, f"{what}: not to {bearer}")
        return False
    return True


CARD_FIELDS = {
    "enters_for_less": CardField(
        _parse,
        "The card's own trait 'Enters play paying N less Gold (if you are a X Clan player)': {amount, clan}; "
        "it lowers what is paid for this card to enter play, not its Gold Cost stat. 'Attaches to a Courtier "
        "for 2 less Gold': {amount, bearer} (only a payment naming such a card: pay: {to: card}).",
        closed(FIELDS, "amount"),
    )
}
