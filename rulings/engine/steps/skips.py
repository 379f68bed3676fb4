"""Replacing a procedure (a phase, a step, a Barter) as it would begin: "skip your next Barter".

A replacement effect naming a procedure (`instead: {of: barter, skip: true}`, or `do:` something else) applies
to the player whose procedure it is (the `player` of the `begin` step; a procedure of no player, such as dawn,
is every player's). It replaces the procedure only if it exists when the procedure would begin, and as often
as the game says (instant.substitution). A replaced procedure does not happen: its `begin`, the steps inside
it (procedures begun inside it included) and its `end` do not run, so nothing it would have done, ended or
triggered happens; questions are still answered. The skip is over at the step that ends the procedure (or at
a step that ends a procedure begun before it, or a step moving the game on to its next procedure, such as
L5R's `phase`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects.instant import skip_rule, substitution
from ..effects.prevention import event_prevention

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import Step


def replaced(engine: Engine, name: str, player: str | None) -> bool:
    """Whether this procedure does not happen as it would begin (then it is skipped): a prevention of it
    ("Dynasty Phases do not happen", `prevent: {procedure: ...}`) or a replacement effect replacing it."""
    for target in [player] if player else sorted(engine.players):
        event = {
            "event": name,
            "action": None,
            "origin": "rulebook",
            "controller": target,
            "effect": f"step-{engine.step_index}",
            "source": None,
        }
        if _prevented(engine, event, target):
            engine.state.skip_rule = engine.rules.rule("prevention")
        elif substitution(engine, event, target, False) is not None:
            engine.state.skip_rule = skip_rule(engine)
        else:
            continue
        engine.state.skipping = [name]
        engine.event("skipped", procedure=name, player=player)
        return True
    return False


def _prevented(engine: Engine, event: dict, target: str) -> bool:
    name = event["event"]
    prevented = {**event, "event": "procedure", "procedure": name}
    blocker, _ = event_prevention(engine, prevented, target, continuous=False)
    if blocker is not None:
        engine.note(engine.rules.rule("prevention"), f"the {name} of {target} is prevented by {blocker.id}")
    return blocker is not None


def skipped(engine: Engine, step: Step) -> bool:
    """Whether this step belongs to a skipped procedure, and so does not happen."""
    if not engine.state.skipping:
        return False
    if engine.state.skipping[0] in engine.rules.registry.steps[step.kind].moves_on:
        engine.state.skipping = []  # the game moves on past the skipped procedure: it is over
        return False
    name = step.params.name if step.kind in ("begin", "end") else None
    if step.kind == "end" and name not in engine.state.skipping:
        engine.state.skipping = []  # a procedure begun before the skipped one ends: the skipped one is over
        return False
    skipped_one = engine.state.skipping[0]
    if step.kind == "begin":
        engine.state.skipping.append(name)
    elif step.kind == "end":
        del engine.state.skipping[len(engine.state.skipping) - 1 - engine.state.skipping[::-1].index(name) :]
    what = f"step {step.index} ({step.kind}) does not happen: the {skipped_one} is skipped"
    engine.note(engine.state.skip_rule, what)
    return True
