"""Choices made by a player other than the one whose choice it was (effects document, choices, last
paragraph): `take_over_choices: true` on a player makes that player's choices of a card (targeting, a
required choice such as "assign a Personality") the effect controller's while it applies. References to the
player who targets or assigns (`$chooser` in the action's later effects) are then to the player who made
the actual choice; the choice's own words ("one of your Personalities") still name the player whose choice
it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.params import NO_PARAMS, NoParams
from ...language.vocabulary import FLAG, Op

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec

ACTUAL_CHOOSER = "l5r.choices.actual-chooser"


def _parse(node: Node, ctx: ParseContext) -> NoParams:
    flag("take_over_choices")(node, ctx)
    targets = node.value.get("targets")
    targets = [targets] if isinstance(targets, str) else targets if isinstance(targets, list) else []
    if node.has("affects") or any(isinstance(t, str) and t in ctx.card_ids for t in targets):
        node.error("choices are a player's: take_over_choices targets players", "targets")
    return NO_PARAMS


def chooser(engine: Engine, spec: EffectSpec, by: str | None) -> str | None:
    """The effect controller of an active take-over on the player whose choice it is, else that player."""
    for app in engine.apps_on(by, "take_over_choices") if by else ():
        taker = app.effect.controller
        if app.active and not app.blocked and taker not in (None, by):
            what = "targets" if spec.targeting else "assigns" if spec.op == "assign" else "chooses"
            text = f"{taker} makes {by}'s choice for {spec.id} ({app.effect.id}): the player who {what}"
            text += f" is {taker}"
            engine.note(ACTUAL_CHOOSER, text)
            return taker
    return by


OPS = {
    "take_over_choices": Op(
        _parse,
        value=FLAG,
        doc="The target players' choices of a card (targeting, assignment) are made by the effect's "
        "controller while it applies; `$chooser` names the player who made them.",
        substitute=False,
    )
}
