"""Costs of an action written as an `action` step (card features: Abilities, C. Costs): `cost:` is what
its constraints block tells the player to do (`bow`, `lose_honor`, `gold`, with `pay_with`: the
gold-producing cards bowed for the Gold), paid as an ability's is (costs.py) before the action's effects; an
action whose cost cannot be paid is not taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.reader import Node
from ...language.shapes import TEXTS, closed, described
from ...language.vocabulary import ActionField
from . import costs

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...steps.params import Action


@dataclass(frozen=True, slots=True)
class ActionCost:
    cost: costs.Cost | None
    pay_with: tuple[str, ...] = ()


def _parse(node: Node, ctx: ParseContext) -> ActionCost:
    pay_with = costs.parse_pay_with(node, ctx) if node.has("pay_with") else ()
    rest = {k: v for k, v in node.value.items() if k != "pay_with"} if node.is_mapping() else node.value
    cost = costs.parse_cost(Node(rest, node.path, node.problems), ctx)
    if pay_with and cost is not None and not cost.gold:
        node.error("pay_with names cards to bow for a Gold cost, and this cost has none", "pay_with")
    return ActionCost(cost, pay_with)


def _pay(engine: Engine, action: Action, value: ActionCost) -> str:
    why = costs.pay_ability(engine, action.id, action.by, action.source, value.cost, value.pay_with)
    if why:
        engine.note(costs.ABILITY, f"{action.by} cannot take {action.id}: {why}")
    return why


PAY_WITH = described(TEXTS, "the gold-producing cards bowed to pay its Gold cost")
COST = closed(
    {**costs.COST_FIELDS, "pay_with": PAY_WITH}, anyOf=[{"required": [k]} for k in costs.COST_FIELDS]
)

ACTION_FIELDS = {
    "cost": ActionField(
        _parse,
        _pay,
        "What the action's constraints block tells its player to do (`bow`, `lose_honor`, `gold` with "
        "`pay_with`: the gold-producing cards bowed), paid before its effects; if it cannot be paid, the "
        "action is not taken.",
        COST,
    ),
}
