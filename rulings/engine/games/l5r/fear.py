"""Fear effects (the Desk's own rule l5r.desk.fear: the corpus is silent on Fear; the rule is the reminder
text printed with it, "Fear 2 (Bow a target enemy Follower, or Personality without Followers, with 2 or
lower Force)").

`fear: {strength: 2}` on an effect choosing its target: the choice is narrowed to an enemy Follower, or
Personality without Followers, in play (as a Ranged Attack's, whose reminder text has the same words: a
target named otherwise is an error naming the step); as it resolves, the target is bowed if its current Force
is equal to or lower than the strength, and nothing happens otherwise. Nothing changes a Fear effect's
strength here but its own text: the cards that do ("give a Fear effect +2 strength") are not played by the
Desk.

Its own text's strength for a kind of target (compiler 20, part E): "Fear 2, or Fear 4 if the target is
Shadowlands" (`fear: {strength: 2, if_target: {is: {keywords: [Shadowlands]}, change: 2}}`): the change is
added to its strength when its target matches as the effect resolves (the Desk's rule
l5r.desk.fear-target-strength, read as l5r.desk.attack-target-strength reads a Ranged Attack's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.instant import attempt
from ...effects.matching import matches
from ...effects.params import NO_PARAMS
from ...errors import Problem, ScenarioError
from ...language.vocabulary import Op
from . import attack_comparison as comparison
from . import fear_negation, ranged
from .desk_rules import FEAR
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

OP = "fear"
LEGAL = "an enemy Follower, or Personality without Followers (the reminder text of Fear)"

FEAR_TARGET_STRENGTH = DeskRule(
    "l5r.desk.fear-target-strength",
    "fear-target-strength",
    "A Fear effect stronger against a kind of card",
    "A Fear effect whose own text gives it more strength against a kind of card (\"Fear 2, or Fear 4 if the "
    "target is Shadowlands\") has that strength when its target is such a card as the effect resolves; "
    "otherwise it has its first strength.",
    "The corpus is silent on Fear (l5r.desk.fear), so also on a Fear effect's strength.",
    "The card text, read with the Desk's rule of Fear effects (the target's Force is compared as the effect "
    "resolves, so what the target is is read then), as l5r.desk.attack-target-strength reads a Ranged "
    "Attack's 'or Ranged 4 Attack if the target is X'.",
    "A Fear effect 'or Fear 4 if the target is X' has 4 against an X target",
)
register_desk_rules(GAME, (FEAR_TARGET_STRENGTH,))


@dataclass(frozen=True, slots=True)
class Fear:
    strength: int  # "Fear 2": it bows a target with 2 or lower Force
    if_target: comparison.IfTarget | None = None  # "Fear 2, or Fear 4 if the target is Shadowlands"


def _parse(node: Node, ctx: ParseContext) -> Fear:
    value = node.child_mapping(OP, "{strength: 2} ('Fear 2')", ("strength", "if_target"))
    if value is None:
        return Fear(0)
    strength = value.integer("strength")
    if isinstance(strength, int) and strength < 0:
        value.error("strength is 0 or more", "strength")
    if_target = comparison.parse_if_target(value, ctx)
    if if_target is not None and if_target.of_source:
        value.error("a Fear effect's if_target is judged on its target ('of' is not read)", "if_target")
    return Fear(strength if isinstance(strength, int) else 0, if_target)


def _strength(engine: Engine, params: Fear, target: str, event: dict) -> int:
    """Its strength against this target: its own, changed by its text for such a target."""
    if params.if_target is None:
        return params.strength
    if not matches(engine, engine.cards[target], params.if_target.is_, event.get("source")):
        why = f"{target} is not the kind of card the Fear effect is stronger against"
        engine.note(FEAR_TARGET_STRENGTH.id, why)
        return params.strength
    strength = params.strength + params.if_target.change
    engine.note(FEAR_TARGET_STRENGTH.id, f"the Fear effect has strength {strength} against {target}")
    return strength


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
    strength = _strength(engine, params, target, event)
    if force > strength:
        engine.note(FEAR.id, f"Fear {strength}: {target}'s Force {force} is higher; it is not bowed")
        return False
    engine.note(FEAR.id, f"Fear {strength}: {target}'s Force {force} is not higher; it is bowed")
    return attempt(engine, "bow", NO_PARAMS, target, {**event, "event": "bow"}, continuous=False)


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        causes=("bow",),
        doc="'Fear 2': the target, an enemy Follower or Personality without Followers (its reminder text: "
        "the effect's `choose` is narrowed to those, another target is an error), is bowed if its Force is "
        "at most the strength (l5r.desk.fear); `if_target: {is: filter, change: 2}` ('or Fear 4 if the "
        "target is Shadowlands') adds the change against such a target as it resolves "
        "(l5r.desk.fear-target-strength).",
        value={
            "type": "object",
            "properties": {
                "strength": {"type": "integer", "minimum": 0, "description": "'Fear 2': 2"},
                "if_target": comparison.IF_TARGET_SCHEMA,
            },
            "required": ["strength"],
            "additionalProperties": False,
        },
        narrow_choice=_narrow,
    )
}
