"""L5R's own effect ops: bowing and straightening, dishonoring and rehonoring a card, and a player's Family
Honor changing. Declared here and registered on L5R's `GameRules` (a game without them rejects them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.declarations import flag
from ...language.shapes import AMOUNT
from ...language.spec import Amount
from ...language.vocabulary import FLAG, Op
from ...state.ledger import Mod
from ...state.zones import fire
from .read_amounts import read_amount

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card


@dataclass(frozen=True, slots=True)
class HonorChange:
    amount: int | None
    read: Amount | None = None  # "Lose Honor equal to his Personal Honor"


def _parse_honor(node: Node, ctx: ParseContext) -> HonorChange:
    if isinstance(node.child("honor").value, dict):  # an amount read as the change happens
        read = ctx.amount(node.child("honor"))
        return HonorChange(0, read)
    return HonorChange(node.integer("honor"))


def _perform_honor(engine: Engine, params: HonorChange, target: str, event: dict) -> bool:
    rule = engine.rules.rule_ids.get("honor-instantaneous") or engine.rules.rule("instantaneous")
    amount = params.amount
    if params.read is not None:
        amount, what = read_amount(engine, params.read, event.get("source"), None)
        engine.note(rule, f"the Honor change is {what} as it happens: {amount:+d}")
    mod = Mod(event["effect"], "change", amount, engine.tick(), event.get("source"), rule)
    engine.state.record(target, "family_honor", mod)
    engine.touch(target)
    engine.note(rule, f"{target} {'gains' if amount > 0 else 'loses'} {abs(amount)} Honor")
    engine.event("honor", player=target, amount=amount)
    return amount != 0


def _honor_event(params: HonorChange) -> dict:
    """Prevention may name the direction ("cannot lose Honor"); an amount read as it happens: its sign's."""
    if params.read is not None:
        return {"direction": "gain" if params.read.sign > 0 else "lose"}
    return {"direction": "gain" if params.amount > 0 else "lose"}


def _set_flag(op: str, flag_name: str, value: bool, past: str):
    """bow/straighten, dishonor/rehonor: set a card's flag, then its triggers (`bowed` ...) answer."""

    def perform(engine: Engine, params: Any, target: str, event: dict) -> bool:
        card = engine.cards.get(target)
        if card is None:
            return False
        rule = engine.rules.rule("instantaneous")
        if card.flag(flag_name) == value:
            engine.note(rule, f"{target} is already {'' if value else 'not '}{flag_name}: nothing changes")
            return False
        engine.rules.before_event(engine, past, target, None)
        if flag_name == "dishonored" and value and not dishonorable(engine, card):
            engine.remember_bounds(target, "personal_honor", "max")  # its maximum of zero begins
        card.flags[flag_name] = value
        engine.touch(target)
        engine.note(rule, f"{target}: {op}")
        engine.event(op, card=target)
        fire(engine, past, card=target)
        return True

    return perform


def dishonorable(engine: Engine, card: Card) -> bool:
    """A Dishonorable Personality: one dishonored (the `dishonor` op, or the flag it starts with), or one
    with the Dishonorable keyword. Its Personal Honor has a maximum of zero (`l5r.stats.dishonorable`)."""
    return card.flag("dishonored") or "Dishonorable" in engine.keywords(card)


# the "dishonor" event's direction (compiler 19, part F): being dishonored is its gain (of the dishonored
# state), being rehonored its loss; a prevention naming one ("will not be rehonored": direction lose;
# "negate any dishonoring": direction gain) leaves the other, one naming neither stops both as before
STATUS_DIRECTIONS = {"dishonor": "gain", "rehonor": "lose"}


def status_direction(op: str) -> dict:
    """What a dishonoring or rehonoring event says beyond its name: its direction (else nothing)."""
    return {"direction": STATUS_DIRECTIONS[op]} if op in STATUS_DIRECTIONS else {}


def _flag_op(op: str, flag_name: str, value: bool, past: str, event: str, doc: str, substitute: bool) -> Op:
    directed = op in STATUS_DIRECTIONS
    return Op(
        flag(op),
        _set_flag(op, flag_name, value, past),
        event,
        value=FLAG,
        doc=doc,
        substitute=substitute,
        event_data=(lambda _params: status_direction(op)) if directed else None,
        directed=directed,
    )


OPS = {
    "bow": _flag_op("bow", "bowed", True, "bowed", "bow", "Bows the targets.", True),
    "straighten": _flag_op(
        "straighten", "bowed", False, "straightened", "straighten", "Straightens the targets.", False
    ),
    "dishonor": _flag_op(
        "dishonor", "dishonored", True, "dishonored", "dishonor", "Dishonors the targets.", True
    ),
    "rehonor": _flag_op(
        "rehonor", "dishonored", False, "rehonored", "dishonor", "Rehonors the targets.", False
    ),
    "honor": Op(
        _parse_honor,
        _perform_honor,
        "honor",
        value={"anyOf": [{"type": "integer"}, AMOUNT]},
        doc="The target players gain (or, negative, lose) Family Honor: a whole number, or an amount read as "
        "the change happens ('Lose Honor equal to his Personal Honor': {equal_to: personal_honor, of: "
        "$target1, sign: -1}).",
        players_only="Honor is a player's Family Honor; a card's Personal Honor is a stat (stat: "
        "personal_honor)",
        event_data=_honor_event,
        directed=True,
    ),
}
# straightening is an occurrence of its own (glossary S, Straighten: "To change from the bowed to the unbowed
# state"): negating bowing does not negate it, and "negate his straightening" prevents it alone; rehonor is a
# "dishonor" event
EVENTS = frozenset({"bow", "straighten", "dishonor", "honor"})
TRIGGER_EVENTS = {
    "bowed": "a card bows",
    "straightened": "a card straightens",
    "dishonored": "a card is dishonored",
    "rehonored": "a card is rehonored",
}
