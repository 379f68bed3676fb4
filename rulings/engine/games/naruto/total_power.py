"""Compiler 13 (Naruto, part N2): "Hide any number of non-hidden characters in play with total Power of 6 or
less." (Nine-Tailed Fox), the op `hide_total_power: {filter, at_most: N}`.

The effect's player picks one or more cards among those in play matching the filter that can be hidden, their
Power added up as it is now (before anything is hidden: snapshot targeting) N or less: the step's `targets:
{<effect id>: [cards]}` (checked), else each such set is an outcome. They are hidden at once. No Desk rule:
the wording says which cards and the bound; "any number" is one or more (picking none is not applying it, and
the effect is optional).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.params import NO_PARAMS
from ...errors import Problem, ScenarioError
from ...language.shapes import closed
from ...language.vocabulary import Op
from ...steps.choices import explorable
from . import ops as naruto_ops

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "hide_total_power"
FIELDS = {
    "affects": {"vocabulary": "filter", "description": "the cards that may be picked"},
    "at_most": {"type": "integer", "minimum": 0, "description": "their total Power, N or less"},
}


@dataclass(frozen=True, slots=True)
class TotalPower:
    among: Any
    at_most: int


def _parse(node: Node, ctx: ParseContext) -> TotalPower:
    value = node.child_mapping(OP, "{affects: <filter>, at_most: N}", FIELDS)
    if value is None:
        return TotalPower(None, 0)
    at_most = value.integer("at_most", None)
    if at_most is None or at_most < 0:
        value.error("at_most is the total Power: 0 or more", "at_most")
    return TotalPower(ctx.filter(value.child("affects")), max(at_most or 0, 0))


def _power(engine: Engine, card: str) -> int:
    value = engine.stat(card, "power").value
    return value if isinstance(value, int) else 0


def _perform(engine: Engine, params: TotalPower, target: str, event: dict) -> bool:
    """The target is the effect's player: he picks the cards (total Power N or less), hidden together."""
    if target != event.get("controller") or params.among is None:
        return False
    source, effect = event.get("source"), event.get("effect")
    legal = sorted(
        c.id
        for c in engine.cards.values()
        if engine.in_play(c)
        and engine.matches(c, params.among, source)
        and naruto_ops.possible(engine, "hide", NO_PARAMS, c.id, event)
    )
    power = {c: _power(engine, c) for c in legal}
    chosen = engine.choices.decisions.get("targets", {}).get(effect)
    if chosen is not None:
        total = sum(power.get(c, 0) for c in chosen)
        if not chosen or any(c not in power for c in chosen) or total > params.at_most:
            at = f"steps[{engine.step_index}].targets.{effect}"
            why = f"{', '.join(chosen) or 'none'} is not a legal choice (among {', '.join(legal) or 'none'}, "
            raise ScenarioError([Problem(at, why + f"total Power {params.at_most} or less)")])
        picked = list(chosen)
    else:
        explorable(engine, 2 ** len(legal), f"the sets of cards {effect} may hide")
        options = [
            list(combo)
            for n in range(1, len(legal) + 1)
            for combo in itertools.combinations(legal, n)
            if sum(power[c] for c in combo) <= params.at_most
        ]
        if not options:
            engine.note("naruto.instant.optional", f"{effect}: no set of cards fits: nothing happens")
            return False
        index = engine.choose(
            f"step {engine.step_index}: cards {effect} hides",
            target,
            options,
            "naruto.decider",
            f"the cards {effect} hides (total Power {params.at_most} or less)",
        )
        picked = options[index]
    total = sum(power[c] for c in picked)
    engine.note(
        "naruto.snapshot-targeting",
        f"{effect} hides {', '.join(picked)} at once (total Power {total}, as it was before: "
        f"{params.at_most} or less)",
    )
    for card in picked:
        naruto_ops._stage(engine, "hide", card, NO_PARAMS, event)
    return True


OPS = {
    OP: Op(
        _parse,
        _perform,
        "hide",
        doc="(on the effect's player) 'Hide any number of non-hidden characters in play with total Power "
        "of 6 or less': he picks one or more cards matching `affects`, their Power (now) adding up to "
        "`at_most` or less (the step's `targets: {effect: [cards]}`), hidden at once.",
        value=closed(FIELDS, "affects", "at_most"),
        substitute=False,
        players_only="the effect's player picks the cards",
    ),
}
