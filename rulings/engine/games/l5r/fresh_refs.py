"""An ability used more than once names its own effects afresh.

Each use of an ability (by any copy) makes its effects new effects with fresh ids: `a1`, then `a1#2` ...,
and so for the steps the compiler names (`a1.discard`, then `a1.discard#2`). An effect that reads another
effect of the same text (`if_changed`: "Discard a card to draw a card", "Straighten his unit if he moved")
names that effect's fresh id, given in the same step, so what an earlier use did does not count. For L5R
effects `if_changed` is the only such field (`language.card_refs.EFFECT_REFS` lists Naruto's others).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...language.spec import EffectSpec


def fresh_effects(state, written: tuple[EffectSpec, ...], **changes: Any) -> tuple[EffectSpec, ...]:
    """`written` as new effects (`changes`, such as their source, applied): fresh ids, and each reference
    to one of them (`if_changed`, in a `then` too) renamed to its fresh id."""
    renamed = {e.id: _fresh_id(state, e.id) for e in written}
    return tuple(_renamed(replace(e, id=renamed[e.id], **changes), renamed) for e in written)


def _fresh_id(state, effect_id: str) -> str:
    state.effect_uses[effect_id] = n = state.effect_uses.get(effect_id, 0) + 1
    return effect_id if n == 1 else f"{effect_id}#{n}"


def _renamed(effect: EffectSpec, renamed: dict[str, str]) -> EffectSpec:
    changes: dict[str, Any] = {}
    if effect.if_changed in renamed:
        changes["if_changed"] = renamed[effect.if_changed]
    if effect.then is not None:
        changes["then"] = _renamed(effect.then, renamed)
    return replace(effect, **changes) if changes else effect
