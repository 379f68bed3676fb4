"""Compiler 13 (Naruto, part N2): "Choose a mission and defeat all hidden enemy characters assigned to it."
(One-Tail), the op `defeat_in_chosen_mission: <filter>`.

The effect's player picks a mission in play (the step's `destinations: {<effect id>: <mission>}`; left open,
each is an outcome); then every character in play in that mission matching the filter is defeated at once
(snapshot targeting; the decider orders the discard pile), as much as possible. No Desk rule: the wording says
who picks (the effect's player) and what is defeated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...effects.params import NO_PARAMS
from ...language.vocabulary import Op
from . import ops as naruto_ops

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "defeat_in_chosen_mission"


def _parse(node: Node, ctx: ParseContext) -> Any:
    return ctx.filter(node.child(OP))


def _perform(engine: Engine, params: Any, target: str, event: dict) -> bool:
    """The target is the effect's player: he picks a mission, then the characters there matching the filter
    are defeated together."""
    if target != event.get("controller"):
        return False
    options = naruto_ops.missions_in_play(engine)
    if not options:
        return False
    refusal = lambda m: f"{m} is no mission in play"  # noqa: E731
    what = "chosen (its characters are defeated)"
    mission = naruto_ops.choose_mission(engine, options, event, what, refusal, where="destinations")
    source = event.get("source")
    there = sorted(
        c.id
        for c in engine.cards.values()
        if engine.in_play(c) and engine.location(c) == mission and engine.matches(c, params, source)
    )
    found = [c for c in there if naruto_ops.possible(engine, "defeat", NO_PARAMS, c, event)]
    engine.note(
        "naruto.snapshot-targeting",
        f"{event.get('effect')}: {target} chooses {mission}; defeated there: {', '.join(found) or 'none'}",
    )
    for card in found:
        naruto_ops._stage(engine, "defeat", card, NO_PARAMS, event)
    return bool(found)


OPS = {
    OP: Op(
        _parse,
        _perform,
        "defeat",
        doc="(on the effect's player) 'Choose a mission and defeat all hidden enemy characters assigned to "
        "it': he picks a mission in play (the step's `destinations`), then every character there matching "
        "the filter is defeated at once.",
        value={"vocabulary": "filter"},
        substitute=False,
        players_only="the effect's player picks the mission",
    ),
}
