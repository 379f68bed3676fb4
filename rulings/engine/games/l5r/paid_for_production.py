"""Gold produced only when paying for a kind of card: "Bow: When paying for a Holding, produce 2 Gold which
may only pay for that card." (compiler 10, part E).

Card features (Traits): "Bow this card: Produce X Gold" is shorthand for "When paying a Gold cost, you may bow
this card: Produce X Gold". This trait's trigger is narrower: "When paying for a Holding, you may bow this
card". A card's `produces_for: <filter>` holds it: the card can be bowed to produce Gold only in a payment
for a card matching the filter (the `pay` step's `for`, its entering-play Gold cost); in any other payment
(another card, or an action's `gold: N`) its trait does not trigger: it cannot be bowed to produce Gold. What
it then produces is its Gold Production during that payment, as for every producer: its compiled form is a
Gold Production of 0 and a trait raising it `while: {during: payment, for: <filter>}` (card features: a
Holding "that produces 3 Gold when paying for a Samurai only has a 3 Gold Production when in the process of
paying such a cost"), so that outside such a payment it is charted and asked as 0.

"which may only pay for that card": a payment (gold.py) is the payment of one card's cost, and the Gold it
produces is not kept after it; the Gold can pay for nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import CardField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

RULE = "l5r.traits.gold-shorthand"  # "Bow this card: Produce X Gold" is "When paying a Gold cost, ..."
FIELD = "produces_for"


def _parse(node: Node, ctx: ParseContext, card_id: str) -> Filter | None:
    if not node.is_mapping("a filter: {type: holding} (the card produces Gold only when paying for one)"):
        return None
    return ctx.filter(node)


def refusal(engine: Engine, card_id: str) -> str | None:
    """Why this card's gold-producing trait does not trigger in the payment in progress (None: it may, or the
    card has no such restriction)."""
    wanted = engine.scenario.card_extra(card_id).get(FIELD)
    if wanted is None:
        return None
    payments = [params for name, params in reversed(engine.state.procedures) if name == "payment"]
    paid_for = payments[0].for_card if payments else None
    card = engine.cards.get(paid_for or "")
    if card is not None and engine.matches(card, wanted, card_id):
        engine.note(RULE, f"{card_id} produces Gold only when paying for such a card: {paid_for} is one")
        return None
    what = f"paying for {paid_for}" if paid_for else "a payment for no card"
    why = f"{card_id} produces Gold only when paying for a card of the kind its text names, not in {what}"
    engine.note(RULE, why)
    return why


CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "The card's gold-producing trait triggers only when paying for a card matching this filter ('Bow: "
        "When paying for a Holding, produce 2 Gold which may only pay for that card'): in any other payment "
        "it cannot be bowed to produce Gold.",
        {"vocabulary": "filter"},
    )
}
