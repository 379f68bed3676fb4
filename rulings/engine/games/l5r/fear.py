"""Fear effects (the Desk's own rule l5r.desk.fear: the corpus is silent on Fear; the rule is the reminder
text printed with it, "Fear 2 (Bow a target enemy Follower, or Personality without Followers, with 2 or
lower Force)").

`fear: {strength: 2}` on an effect choosing its target: the choice is narrowed to an enemy Follower, or
Personality without Followers, in play (as a Ranged Attack's, whose reminder text has the same words: a
target named otherwise is an error naming the step); as it resolves, the target is bowed if its current Force
is equal to or lower than the strength, and nothing happens otherwise. Nothing changes a Fear effect's
strength here: the cards that do ("give a Fear effect +2 strength") are not played by the Desk.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS
from ...errors import Problem, ScenarioError
from ...language.vocabulary import Op
from . import fear_negation, ranged
from .desk_rules import FEAR

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

OP = "fear"
LEGAL = "an enemy Follower, or Personality without Followers (the reminder text of Fear)"


@dataclass(frozen=True, slots=True)
class Fear:
    strength: int  # "Fear 2": it bows a target with 2 or lower Force


def _parse(node: Node, ctx: ParseContext) -> Fear:
    value = node.child_mapping(OP, "{strength: 2} ('Fear 2')", ("strength",))
    if value is None:
        return Fear(0)
    strength = value.integer("strength")
    if isinstance(strength, int) and strength < 0:
        value.error("strength is 0 or more", "strength")
    return Fear(strength if isinstance(strength, int) else 0)


def _narrow(flt: Filter, node: Node) -> Filter:
    """The effect's `choose` narrowed to a Fear effect's legal targets (the same as a Ranged Attack's)."""
    return ranged.narrow_to_legal_targets(flt, node, f"a Fear effect targets {LEGAL}")


def _perform(engine: Engine, params: Fear, target: str, event: dict) -> bool:
    why = ranged.illegal_target(engine, target, event)
    if why is not None:
        where = f"steps[{engine.step_index}].{event['effect']}"
        raise ScenarioError([Problem(where, f"the Fear effect may not target {target}: it {why}; it targets "
                                            f"{LEGAL}")])  # fmt: skip
    negated = fear_negation.negation(engine, target)  # compiler 20, part G
    if negated is not None:
        engine.note(fear_negation.FEAR_NEGATED.id, f"Fear {params.strength}: Fear effects are negated on "
                                                   f"{target} ({negated.id}); it is not bowed")  # fmt: skip
        return False
    force = engine.stat(target, "force").value
    if force > params.strength:
        engine.note(FEAR.id, f"Fear {params.strength}: {target}'s Force {force} is higher; it is not bowed")
        return False
    engine.note(FEAR.id, f"Fear {params.strength}: {target}'s Force {force} is not higher; it is bowed")
    return attempt(engine, "bow", NO_PARAMS, target, {**event, "event": "bow"}, continuous=False)


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        causes=("bow",),
        doc="'Fear 2': the target, an enemy Follower or Personality without Followers (its reminder text: "
        "the effect's `choose` is narrowed to those, another target is an error), is bowed if its Force is "
        "at most the strength (l5r.desk.fear).",
        value={
            "type": "object",
            "properties": {"strength": {"type": "integer", "minimum": 0, "description": "'Fear 2': 2"}},
            "required": ["strength"],
            "additionalProperties": False,
        },
        narrow_choice=_narrow,
    )
}
