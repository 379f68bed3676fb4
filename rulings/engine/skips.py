"""Replacing a procedure (a phase, a step, a Barter) as it would begin: "skip your next Barter".

A replacement effect naming a procedure (`instead: {of: barter, skip: true}`, or `do:` something else) applies
to the player whose procedure it is (the `player` of the `begin` step; a procedure of no player, such as dawn,
is every player's). It replaces the procedure only if it exists when the procedure would begin, and as often
as the game says (instant.substitution). A replaced procedure does not happen: its `begin`, the steps inside
it (procedures begun inside it included) and its `end` do not run, so nothing it would have done, ended or
triggered happens; questions are still answered. The skip is over at the step that ends the procedure (or at
a step that ends a procedure begun before it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .instant import skip_rule, substitution

if TYPE_CHECKING:
    from .engine_api import Engine
    from .spec import Step


def replaced(engine: Engine, name: str, player: str | None) -> bool:
    """Whether a replacement effect replaces this procedure as it would begin (then it is skipped)."""
    for target in [player] if player else sorted(engine.players):
        event = {
            "event": name,
            "action": None,
            "origin": "rulebook",
            "controller": target,
            "effect": f"step-{engine.step_index}",
            "source": None,
        }
        if substitution(engine, event, target, continuous=False) is not None:
            engine.state.skipping = [name]
            engine.event("skipped", procedure=name, player=player)
            return True
    return False


def skipped(engine: Engine, step: Step) -> bool:
    """Whether this step belongs to a skipped procedure, and so does not happen."""
    if not engine.state.skipping:
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
    engine.note(skip_rule(engine), what)
    return True
