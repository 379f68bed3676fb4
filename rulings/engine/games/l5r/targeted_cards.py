"""A card targeted for what the text's later effects do to it or to his unit (compiler 14, part A).

`target_card: true` is the target of "Straighten your target Personality's unit" and "Target a Personality:
Straighten his unit": the effect chooses the card (`choose: {...}` with `targeting: true`), the card itself
is the action's target (card features, Abilities, constraints block D: targeting), and the effect changes
nothing.
The later effects of the action name it `$target1` ..., and the cards of his unit `in_unit: $target1`
(l5r.desk.units). Unlike `target_unit` ("Target a unit"), the Personality is targeted: what answers a card
being targeted answers it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.params import NoParams
from ...language.vocabulary import FLAG, Op
from .card_text_rules import TARGETS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "target_card"


def _parse(node: Node, ctx: ParseContext) -> NoParams:
    params = flag(OP)(node, ctx)
    if not isinstance(node.value.get("choose"), dict) or node.value.get("targeting") is not True:
        node.error("a targeted card is chosen: choose: {...} with targeting: true", OP)
    return params


def _perform(engine: Engine, _params: NoParams, target: str, _event: dict) -> bool:
    engine.note(TARGETS, f"{target} is targeted: the text's later effects act on him or his unit")
    return False


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        doc="'your target Personality's unit', 'Target a Personality: Straighten his unit': the effect "
        "chooses its target (`choose: {...}`, `targeting: true`) and changes nothing; the card is targeted, "
        "and the later effects name it `$targetN` and its unit `in_unit: $targetN` (l5r.desk.units).",
        value=FLAG,
        substitute=False,
    )
}
