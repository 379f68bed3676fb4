"""A condition judged once, as a lasting effect begins (`if_when_given`): "Give him -2F, or -3F if he is
dishonorable", "Give him +2F, and an additional +3F if he is opposed", "If he is a Samurai, give him +2F".

The text picks the effect as it is given: a `while` on a lasting effect is judged all along (it stops and
starts again as its condition changes), whereas this condition is judged on each target once, the first time
the effect is considered for it (for an action's effect, as it resolves), and remembered on the effect
(`Active.judged`). Where it does not hold, the effect does nothing to that target (traced); where it holds,
the effect lasts with no condition: a later change (he is dishonored after the action resolved) does not
change it. A game must name the rule it follows (`if-when-given` in its rule ids) or the field is refused at
parse (language/needs.py); field_use.py refuses it on an effect that happens once or a continuous effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .matching import holds

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active

RULE = "if-when-given"


def given_here(engine: Engine, active: Active, target: str) -> bool:
    """Whether the effect's `if_when_given` held on this target as the effect began there (judged now, the
    first time it is asked for this target, and remembered)."""
    cond = active.spec.if_when_given
    if cond is None:
        return True
    judged = active.judged.get(target)
    if judged is None:
        judged = active.judged[target] = holds(engine, cond, target, active)
        what = "it applies with no condition" if judged else "it does nothing to it"
        verdict = "holds" if judged else "does not hold"
        text = f"{active.id} on {target}: its condition {verdict} as it is given: {what}"
        engine.note(engine.rules.rule(RULE), text)
    return judged
