"""Recruiting a card by an effect, discarding a card in play, and the "* Gold" cost (the Desk's own rule
l5r.desk.recruit).

`recruit: {less: 3, bowed: true}` on a card out of play ("Recruit your target discarded Holding into play
(bowed), for 3 less Gold"): its player pays the card's entering-play Gold cost (card features, Gold Cost: its
Gold Cost stat with modifiers, less his reductions) less `less`, never below 0, and the card enters play at
his home, bowed if the text says so. He pays with the gold-producing cards the `use` step names in
`pay_with` when the ability's cost is `gold_star: true` (":gstar:", a Gold cost of "*": no base value,
determined by the text); when he cannot pay, nothing happens.
`discard: true` on a card in play ("Discard this card") puts it in its owner's discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...language.shapes import BOOLEAN, INTEGER, closed, described
from ...language.vocabulary import FLAG, Op
from ...state.zones import change_zone
from . import gold
from .desk_rules import RECRUIT

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

FIELDS = {
    "less": described(INTEGER, "how much less than the card's entering-play Gold cost ('for 3 less Gold')"),
    "bowed": described(BOOLEAN, "it enters play bowed ('into play (bowed)')"),
}
STAR_FIELD = {
    "gold_star": described(
        BOOLEAN,
        "':gstar:', a Gold cost of '*': the Gold the ability's text names (a `recruit`), paid with the cards "
        "the use names in pay_with",
    )
}


@dataclass(frozen=True, slots=True)
class Recruit:
    less: int = 0
    bowed: bool = False


def _parse(node: Node, ctx: ParseContext) -> Recruit:
    value = node.child("recruit").options(FIELDS, "{less: N, bowed: true}")
    if value is None:
        return Recruit()
    less = value.integer("less", 0) or 0
    if less < 0:
        value.error("less is a number of 0 or more", "less")
    return Recruit(less, bool(value.boolean("bowed", False)))


def star_payment(engine: Engine, action: str, pay_with: tuple[str, ...]) -> None:
    """A "* Gold" cost is paid as the text names the Gold: remember the cards its player bows for it."""
    engine.game_state.star_pay_with[action] = pay_with
    engine.note(RECRUIT.id, f"{action}'s Gold cost is '*': the Gold its text names, paid as that happens")


def _perform_recruit(engine: Engine, params: Recruit, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    by = event.get("controller")
    if card is None or by is None or engine.in_play(card):
        return False
    reason = engine.rules.may_enter(engine, card, "home")
    if reason is not None:  # (nothing is paid for a card that cannot enter play)
        engine.note(engine.rules.cannot_enter_rule(engine, card), f"{target} cannot be recruited: {reason}")
        return False
    action = event.get("action") or ""
    pay_with = engine.game_state.star_pay_with.get(action, ())
    record = _pay(engine, event, by, target, pay_with, params.less)
    engine.game_state.payments[action or f"recruit:{target}"] = record
    if not record["paid"]:
        engine.note(RECRUIT.id, f"{by} does not pay for {target}: it is not recruited")
        return False
    bowed = " bowed" if params.bowed else ""
    text = f"{by} recruits {target} for {record['needed']} Gold: it enters play at home{bowed}"
    engine.note(RECRUIT.id, text)
    change_zone(engine, card, "home", event="entered")
    if params.bowed:
        card.flags["bowed"] = True
        engine.touch(card.id)
    return True


def _pay(engine: Engine, event: dict, by: str, target: str, pay_with: tuple[str, ...], less: int) -> dict:
    """The payment settles the game (Gold Production under its conditions): meanwhile the recruiting, an
    instantaneous effect being performed, is no effect that applies to anything, so it is set aside."""
    active = engine.store.by_id.get(event.get("effect") or "")
    status = active.status if active is not None else None
    if active is not None:
        active.status = "ended"
    try:
        return gold.pay_gold(engine, by, target, None, pay_with, f"recruiting {target}", less=less)
    finally:
        if active is not None and status is not None:
            active.status = status


def _perform_discard(engine: Engine, params: object, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        return False
    engine.note(RECRUIT.id, f"{target} is discarded from play")
    change_zone(engine, card, "discard", event="discarded")
    return True


OPS = {
    "recruit": Op(
        _parse,
        _perform_recruit,
        "recruit",
        value={"anyOf": [FLAG, closed(FIELDS)]},
        doc="'Recruit your target discarded Holding into play (bowed), for 3 less Gold': its player pays "
        "its entering-play Gold cost less `less` (with the use's pay_with, under a `gold_star` cost) and it "
        "enters play at home (l5r.desk.recruit).",
        substitute=False,
    ),
    "discard": Op(
        flag("discard"),
        _perform_discard,
        "discard",
        value=FLAG,
        doc="'Discard this card': the target card in play goes to its owner's discard pile "
        "(l5r.desk.recruit).",
    ),
}
