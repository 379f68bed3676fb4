"""Conditions restricting when an action can be taken (card features, Abilities, constraints block B: "Some
conditions are restrictions, limiting when the action can be taken (such as, 'If you control no
Courtiers')"). An ability's `condition` is checked as it is used, with the ability's card as the source
(`$controller` is its controller): when it does not hold the use is refused, pays nothing and changes nothing.
The subject of `subject:` conditions is the card the ability is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.matching import holds
from ...language.shapes import described
from ...language.symbols import CONTROLLER
from ...state.game_state import Active

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Condition
    from ...state.game_state import Card
    from .ability_def import Ability

RULE = "l5r.abilities.condition"
FIELD = described(
    {"vocabulary": "condition"},
    "a condition restricting when the action can be taken ('If you control exactly one ...'), checked at use",
)


def parse(node: Node, ctx: ParseContext) -> Condition | None:
    with ctx.filling(CONTROLLER):  # (its card's controller: "you")
        return ctx.condition(node.child("condition"))


def problem(engine: Engine, card: Card, ability: Ability, by: str | None) -> str:
    """Why the ability's restricting condition forbids using it now ("" when it holds or there is none)."""
    condition = ability.condition
    if condition is None or not ability.effects + tuple(e for o in ability.options for e in o):
        return ""
    spec = (ability.effects or ability.options[0])[0]
    reading = Active(spec, -1, card.id, by, None, (card.id,))  # the text as it would be activated now
    if holds(engine, condition, card.id, reading):
        engine.note(RULE, f"{ability.id}: the condition restricting when it can be taken holds")
        return ""
    return f"{ability.id}: the condition restricting when it can be taken does not hold"
