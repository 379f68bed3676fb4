"""An ability used more than once names its own effects afresh (compiler 14, part B).

Each use of an ability makes its effects new effects with fresh ids (abilities.py: `a1.discard`, then
`a1.discard#2` ...). An effect of the ability that happens only if another of its effects changed the game
(`if_changed`: "Discard a card to draw a card", "Straighten his unit if he moved") names the effect of the
same use: its `if_changed` follows that effect's fresh id, so what an earlier use did does not count.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...language.spec import EffectSpec


def same_use(written: tuple[EffectSpec, ...], fresh: tuple[EffectSpec, ...]) -> tuple[EffectSpec, ...]:
    """`fresh` (the effects of `written` with their fresh ids) with each `if_changed` naming an effect of
    the ability renamed to that effect's fresh id."""
    renamed = {old.id: new.id for old, new in zip(written, fresh, strict=True)}
    return tuple(
        replace(e, if_changed=renamed[e.if_changed]) if e.if_changed in renamed else e for e in fresh
    )
