"""A card bowed to pay less: "Bow: When paying for a Follower, it enters play for 3 less Gold." (Akodo Dojo,
Exotic Market; compiler 19, part B).

Card features (Traits): "Bow this card: Produce X Gold" is shorthand for "When paying a Gold cost, you may bow
this card: Produce X Gold"; and (Gold Cost) "paying less gold" in the context of entering play is a reduction
of the entering-play Gold cost, which ends when the payment is made. The corpus does not say whether a
Holding's "Bow: When paying for a Follower, it enters play for 3 less Gold" is optional as its Gold-producing
trait is; the Desk reads it so (l5r.desk.bow-to-pay-less): a card's `pays_less_for: {for: <filter>, amount:
N}` lets its player, in a payment for a card matching the filter (the `pay` step's `for`), bow it (the `pay`
step's `bow_for_less`) to take N off that card's entering-play Gold cost (never below 0). In any other payment
(another card, a Gold cost of an action) it cannot be bowed so. Bowing it so is not bowing it to produce Gold:
it produces nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import INTEGER, TEXTS, closed, described
from ...language.vocabulary import CardField
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

FIELD = "pays_less_for"
STEP_FIELD = described(
    TEXTS,
    "cards the player bows for their trait 'When paying for a Follower, it enters play for N less Gold' "
    "(pays_less_for): each takes N off this payment's entering-play Gold cost",
)
FIELDS = {
    "for": {"vocabulary": "filter", "description": "the kind of card paid for"},
    "amount": described(INTEGER, "how much less Gold the card paid for costs"),
}

BOW_TO_PAY_LESS = DeskRule(
    "l5r.desk.bow-to-pay-less",
    "bow-to-pay-less",
    "Bowing a card to pay less",
    "A card's trait \"Bow: When paying for a Follower, it enters play for 3 less Gold\" is used as its "
    "Gold-producing trait is: when its player pays the entering-play Gold cost of such a card, he may bow it "
    "(it is optional, and only in such a payment), and that cost is 3 less for this payment, never below 0. "
    "Bowing it so produces no Gold. A card bowed so cannot also be bowed to produce Gold in that payment.",
    f"{NOT_IN_CORPUS}: card features makes optional only the traits that produce Gold when paying a Gold "
    "cost, and does not say whether a trait lowering the cost being paid is.",
    "Card features: \"Bow this card: Produce X Gold\" is short for \"When paying a Gold cost, you may bow "
    "this card\"; references to \"paying less gold\" in the context of entering play are reductions to the "
    "entering-play Gold cost, and end when the payment is made.",
    "'Bow: When paying for a Follower, it enters play for 3 less Gold': optional, that payment only",
)
register_desk_rules(GAME, (BOW_TO_PAY_LESS,))


@dataclass(frozen=True, slots=True)
class PaysLess:
    wanted: Filter
    amount: int


def _parse(node: Node, ctx: ParseContext, card_id: str) -> PaysLess | None:
    if not node.is_mapping("{for: {type: follower}, amount: 3} (bowed to pay 3 less for a Follower)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    return PaysLess(ctx.filter(node.child("for")), amount if isinstance(amount, int) else 0)


def parse_cards(node: Node, ctx: ParseContext) -> tuple[str, ...]:
    """The pay step's `bow_for_less`."""
    cards = tuple(node.text_list("bow_for_less", []))
    for card in cards:
        ctx.known_card(node, "bow_for_less", card)
    return cards


def lowered(engine: Engine, by: str, paid_for: str | None, cards: tuple[str, ...]) -> tuple[int, list[str]]:
    """(how much less the payment needs, why a card named cannot be bowed so)."""
    total, problems = 0, []
    for card_id in cards:
        why, amount = _refusal(engine, by, paid_for, card_id)
        if why:
            problems.append(why)
            continue
        total += amount
        engine.note(BOW_TO_PAY_LESS.id, f"{by} bows {card_id} to pay {amount} less Gold for {paid_for}")
    return total, problems


def _refusal(engine: Engine, by: str, paid_for: str | None, card_id: str) -> tuple[str, int]:
    card = engine.cards[card_id]
    less: PaysLess | None = engine.scenario.card_extra(card_id).get(FIELD)
    if less is None:
        return f"{card_id} has no trait making a card cost less when it is bowed", 0
    if card.controller != by:
        return f"{card_id} is not {by}'s", 0
    if not engine.in_play(card):
        return f"{card_id} is not in play", 0
    if card.flag("bowed"):
        return f"{card_id} is bowed", 0
    subject = engine.cards.get(paid_for or "")
    if subject is None or not engine.matches(subject, less.wanted, card_id):
        what = f"paying for {paid_for}" if paid_for else "a Gold cost of no card"
        why = f"{card_id} makes only a card of the kind its text names cost less, not in {what}"
        engine.note(BOW_TO_PAY_LESS.id, why)
        return why, 0
    return "", less.amount


CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "The card's trait 'Bow: When paying for a Follower, it enters play for 3 less Gold': in a payment "
        "for a card matching `for`, its player may bow it (the pay step's bow_for_less) to pay `amount` less "
        "(l5r.desk.bow-to-pay-less).",
        closed(FIELDS, "for", "amount"),
    )
}
