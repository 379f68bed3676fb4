"""Compiler 13 (Naruto, part N2): "Move X friendly character(s). X is the number of missions where you have at
least one friendly Sound Four character." (Kidomaru), the op `move_count: {affects, missions_with}`.

X is counted as the effect applies (naruto.desk.amount). The effect's player picks X of the cards in play
matching `affects` that can move (as much as possible: all of them when fewer can; the effects document's
"apply it all, as much as possible"): the step's `targets: {<effect id>: [cards]}` (checked), else each set is
an outcome. Each moves to another mission he picks (the step's `destinations`: by the card's id, else one
mission by the effect's id for all; left open, each is an outcome), all at once (snapshot targeting; no
repetition).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...errors import Problem, ScenarioError
from ...language.shapes import closed
from ...language.vocabulary import Op
from ...steps.choices import explorable
from . import ops as naruto_ops
from .params import Count, Destination

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "move_count"
FIELDS = {
    "affects": {"vocabulary": "filter", "description": "the cards that may be moved"},
    "missions_with": {
        "vocabulary": "filter",
        "description": "X is the number of missions where a card in play matches this filter",
    },
}


@dataclass(frozen=True, slots=True)
class MoveCount:
    among: Any
    missions_with: Any


def _parse(node: Node, ctx: ParseContext) -> MoveCount:
    value = node.child_mapping(OP, "{affects: <filter>, missions_with: <filter>}", FIELDS)
    if value is None:
        return MoveCount(None, None)
    return MoveCount(ctx.filter(value.child("affects")), ctx.filter(value.child("missions_with")))


def _problem(engine: Engine, where: str, text: str) -> ScenarioError:
    return ScenarioError([Problem(f"steps[{engine.step_index}].{where}", text)])


def _perform(engine: Engine, params: MoveCount, target: str, event: dict) -> bool:
    """The target is the effect's player: X counted now; he picks X cards that can move, and missions."""
    if target != event.get("controller") or params.among is None:
        return False
    source, effect = event.get("source"), event.get("effect")
    x = naruto_ops.amount_of(engine, Count(0, missions_with=params.missions_with), event)
    legal = sorted(
        c.id
        for c in engine.cards.values()
        if engine.in_play(c)
        and engine.matches(c, params.among, source)
        and naruto_ops.possible(engine, "move_to_mission", None, c.id, event)
    )
    n = min(x, len(legal))
    if n < 1:
        engine.note("naruto.instant.all-of-it", f"{effect}: X is {x}, {len(legal)} can move: nothing happens")
        return False
    if n < x:
        engine.note("naruto.instant.all-of-it", f"{effect}: only {n} of X = {x} can move: all of them")
    chosen = engine.choices.decisions.get("targets", {}).get(effect)
    if chosen is not None:
        if len(set(chosen)) != n or any(c not in legal for c in chosen):
            legal_text = ", ".join(legal) or "none"
            raise _problem(engine, f"targets.{effect}", f"{', '.join(chosen)} is not a legal choice ({n} of "
                           f"{legal_text})")  # fmt: skip
        picked = list(chosen)
    else:
        options = [list(c) for c in itertools.combinations(legal, n)]
        explorable(engine, len(options), f"the characters {effect} moves")
        index = engine.choose(
            f"step {engine.step_index}: characters {effect} moves",
            target,
            options,
            "naruto.decider",
            f"the {n} characters {effect} moves",
        )
        picked = options[index]
    destinations = engine.choices.decisions.get("destinations", {})
    for card in picked:
        options = naruto_ops.destinations(engine, engine.cards[card])
        wanted = destinations.get(card, destinations.get(effect))
        if wanted is not None and wanted not in options:
            raise _problem(engine, f"destinations.{card}", f"{card} cannot move to {wanted} "
                           f"(legal: {', '.join(options)})")  # fmt: skip
        index = engine.choose(
            f"step {engine.step_index}: mission {card} moves to ({effect})",
            target,
            options,
            "naruto.decider",
            f"the mission {card} moves to",
            preset=None if wanted is None else options.index(wanted),
        )
        naruto_ops._stage(engine, "move_to_mission", card, Destination(options[index]), event)
    return True


OPS = {
    OP: Op(
        _parse,
        _perform,
        "move",
        doc="(on the effect's player) 'Move X friendly character(s). X is the number of missions where ...': "
        "X counted now (`missions_with`); he picks X cards matching `affects` that can move (all, if fewer "
        "can) and a mission for each (the step's `targets: {effect: [cards]}`, `destinations` by card id or "
        "by the effect's id), moved at once.",
        value=closed(FIELDS, "affects", "missions_with"),
        substitute=False,
        players_only="the effect's player picks the characters",
    ),
}
