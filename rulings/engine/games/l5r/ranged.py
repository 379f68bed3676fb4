"""Ranged Attacks as sources (effects document, source of effects, EXCEPTION 1): the targeting and effects of
a Ranged Attack come from the card that created it, not the rulebook.

What a Ranged Attack does is in the rulebook's battle rules, which the corpus does not include (its strength
against the target's Force): the scenario states whether it destroys its target (`ranged_attack: {destroys:
true}`), as a duel states its winner. The engine decides where that destruction comes from: the card, the
action or trait and the player that created the Ranged Attack, never the rulebook (unlike a rulebook step of a
procedure a card creates, source of effects p2). So a prevention of destruction from that player's cards or
from actions reaches it, and one of destruction by rulebook effects does not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...instant import attempt
from ...op_params import NO_PARAMS
from ...registry import Op
from ...rules import register_rules
from .registry import GAME

if TYPE_CHECKING:
    from ...context import ParseContext
    from ...engine_api import Engine
    from ...reader import Node

RANGED = "l5r.source.ranged-attack"
register_rules(
    GAME,
    {
        RANGED: (
            "source-of-effects",
            "exc1",
            "A Ranged Attack's targeting and effects come from the card that created it, not the rulebook",
        )
    },
)


@dataclass(frozen=True, slots=True)
class RangedAttack:
    destroys: bool  # the outcome the rulebook's battle rules give (not in the corpus): stated


def _parse(node: Node, ctx: ParseContext) -> RangedAttack:
    value = node.child("ranged_attack")
    if not value.is_mapping("{destroys: true} (whether the Ranged Attack destroys its target)"):
        return RangedAttack(False)
    value.keys_allowed(("destroys",))
    return RangedAttack(bool(value.boolean("destroys")))


def _perform(engine: Engine, params: RangedAttack, target: str, event: dict) -> bool:
    source = event.get("source")
    where = f"{source} (by {event['effect']})" if source else f"{event['effect']}, which no card prints"
    engine.note(RANGED, f"the Ranged Attack on {target} comes from {where}, not the rulebook")
    if not params.destroys:
        engine.note(RANGED, f"the Ranged Attack does not destroy {target} (as stated)")
        return False
    destroy = {**event, "event": "destroy"}  # its effect: from the same card, action and player
    return attempt(engine, "destroy", NO_PARAMS, target, destroy, continuous=False)


OPS = {
    "ranged_attack": Op(
        _parse,
        _perform,
        "ranged_attack",
        doc="A Ranged Attack on the target (`destroys`: whether it destroys it, as the battle rules decide); "
        "its destruction comes from the card that created it.",
        value={
            "type": "object",
            "properties": {
                "destroys": {"type": "boolean", "description": "whether it destroys its target (stated)"}
            },
            "required": ["destroys"],
            "additionalProperties": False,
        },
    )
}
