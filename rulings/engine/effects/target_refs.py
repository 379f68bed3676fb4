"""References back to an action's earlier targets (REF): "Destroy it. Remove it from the game if it is a Lion
Clan Personality", "Bow any cards in the unit whose Force is now 0".

Each card an action's effect targets (`choose` with `targeting: true`) is recorded on the action in the order
its effects are written; a later effect of the same action names the first as `$target1`, the second as
`$target2` ... (in `targets`, a filter's card fields, a condition's `card`, an amount's `of`). The symbol is
bound as the later effect is activated, so what it names is fixed for that effect; a symbol naming a target
that was not chosen (none was legal) names nothing. `$target1_controller` ("his controller") is the player
controlling that card as the later effect is activated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..language.symbols import TARGET_CONTROLLERS, TARGET_SYMBOLS
from . import several_targets
from .binding import bind

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import EffectSpec

def record_target(engine: Engine, action: str | None, spec: EffectSpec, chosen: tuple[str, ...]) -> None:
    """A targeting choice of an action's effect: its card becomes the action's next `$targetN`."""
    if action is None or not spec.targeting or action not in engine.state.actions:
        return
    if several_targets.record(engine, action, spec, chosen):  # several cards
        return
    record = engine.state.actions[action]
    record.setdefault("targets", []).append(chosen[0] if chosen else None)
    record.setdefault("step", engine.step_index)  # (a Reaction to the targeting answers this step)
    if chosen:
        engine.rules.targeted(engine, action, spec, chosen[0])


def bind_targets(engine: Engine, action: str | None, spec: EffectSpec) -> EffectSpec:
    """The effect with `$target1` ... read as the cards the action targeted before it."""
    targets = engine.state.actions.get(action, {}).get("targets") if action else None
    for symbol, controller, card in zip(TARGET_SYMBOLS, TARGET_CONTROLLERS, targets or (), strict=False):
        if isinstance(card, tuple):  # the several cards one effect targeted
            spec = several_targets.bind_group(spec, symbol, controller, card)
            continue
        spec = bind(spec, symbol, card)
        target = engine.cards.get(card) if card else None
        spec = bind(spec, controller, target.controller if target is not None else None)
    return spec
