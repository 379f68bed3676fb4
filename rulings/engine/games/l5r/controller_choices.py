"""A choice the text gives the controller of the targeted card, not the action's player (compiler 18, part I):
"Target a Personality. His controller may bow him. If he did not bow, gain 1 Honor."

The effects document (choices) gives a choice to the player taking the action "if an action does not
explicitly state which player makes a choice": "His controller may ..." states it. `controller_may: bow the
target` on the target is that choice, made by the target's controller as the effect happens (the use step's
`decide: {<this effect's id>_choice: true | false}`; left open, both are outcomes). It changes the game (for
`if_changed`) only when he takes it, so the offered effect is written after it with `if_changed` on it: the
effect then happens, is activated and can be prevented or negated as any other. "If he did not choose this"
reads the choice only, "If he did not bow" the offered effect's result (the corpus tells the two apart: a
choice made counts even if its effect is prevented): the condition `{not_changed: <effect id>}` holds as
an effect happens when that earlier effect of the text changed nothing. The Desk's rule
l5r.desk.controller-may.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import TEXT
from ...language.vocabulary import ConditionKind, Op
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

CONTROLLER_MAY = DeskRule(
    "l5r.desk.controller-may",
    "controller-may",
    "A choice the text gives the target's controller",
    '"Target a Personality. His controller may bow him." (and "The Personality\'s controller may dishonor '
    'him."): the controller of the targeted card, not the player taking the action, chooses as the effect '
    "happens whether the offered effect happens (the use step's `decide: {<choice id>_choice: true | "
    'false}`; left open, each is an outcome). "If he chose this" / "If he did not choose this" read the '
    'choice only; "If he bowed" / "If he did not bow" read what the offered effect did.',
    "Nothing on the choice itself: the effects document (choices) gives it to the player taking the action "
    "only when the action does not explicitly state which player makes it, and tells a choice made from its "
    "result ('If you choose this' against 'If he bowed'). It does not say how a scenario records the choice.",
    "Card text: 'His controller may' names the player who chooses.",
    "His controller may ...: the target's controller chooses; 'did not choose this' reads the choice, "
    "'did not bow' the result",
)
register_desk_rules(GAME, (CONTROLLER_MAY,))
TAKE, DECLINE = "takes it", "declines it"
KEY_SUFFIX = "_choice"  # decide: {a1_choice: true}


@dataclass(frozen=True, slots=True)
class Offer:
    what: str  # what his controller may do ("bow him"), for the trace


@dataclass(frozen=True, slots=True)
class NotChanged:
    effect: str  # the earlier effect of the text that must have changed nothing


def _parse(node: Node, ctx: ParseContext) -> Offer:
    return Offer(node.text("controller_may") or "")


def _perform(engine: Engine, params: Offer, target: str, event: dict) -> bool:
    """The target's controller takes the offer or not: True (the game changed, for `if_changed`) if he takes
    it."""
    card = engine.cards.get(target)
    effect = event.get("effect") or ""
    if card is None or not engine.in_play(card):
        engine.note(CONTROLLER_MAY.id, f"{effect}: {target} is not in play: no controller to choose")
        return False
    decided = engine.choices.decisions.get(decision_key(effect.split("#")[0]))  # (a1#2: a1's second use)
    preset = None if decided is None else (1 if decided is False else 0)
    what = f"whether {card.controller} will {params.what} ({effect}: the text gives him the choice)"
    key = f"step {engine.step_index}: {effect} controller may"
    taken = engine.choose(key, card.controller, [TAKE, DECLINE], CONTROLLER_MAY.id, what, preset) == 0
    verb = "chooses to" if taken else "does not choose to"
    engine.note(CONTROLLER_MAY.id, f"{card.controller}, {target}'s controller, {verb} {params.what}")
    return taken


def decision_key(effect: str) -> str:
    """The use step's `decide` key for the choice (the effect's own id may name its target)."""
    return f"{effect}{KEY_SUFFIX}"


def _parse_condition(node: Node, ctx: ParseContext) -> NotChanged | None:
    effect = node.text("not_changed", None)
    if not effect:
        node.error("not_changed names an earlier effect of the text (its id)")
        return None
    return NotChanged(effect)


def _holds(engine: Engine, params: NotChanged, subject: str, active: Any) -> bool:
    """The earlier effect of the same use of the text: an ability used again names its effects afresh (a1#2,
    fresh_refs.py), each effect of one use with the same count, so the use's own is read."""
    _, sep, use = str(getattr(active, "id", "")).partition("#")
    effect = f"{params.effect}{sep}{use}"
    holds = effect not in engine.state.changed_by
    text = f"{effect} {'changed nothing' if holds else 'did something'}"
    engine.note(CONTROLLER_MAY.id, text)
    return holds


OPS = {
    "controller_may": Op(
        _parse,
        _perform,
        "controller_choice",
        value=TEXT,
        doc="'His controller may bow him': the target's controller chooses whether to (the use step's "
        "`decide: {<this effect's id>_choice: true | false}`); it changes the game (for `if_changed`) only "
        "when he does, and the offered effect follows it with `if_changed` on it.",
        substitute=False,
    )
}
CONDITION_KINDS = {
    "not_changed": ConditionKind(
        _parse_condition,
        _holds,
        "that earlier effect of the text (an id) changed nothing, judged as this one happens ('If he did not "
        "bow', 'If he did not choose this')",
        {"type": "string"},
    )
}
