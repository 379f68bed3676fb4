"""Terrains' ongoing effects (effects document, Ongoing effects, EXCEPTION 2): they last while the Terrain
remains in play, not to the end of the turn, and end when it leaves play (unlike other ongoing effects, which
do not end when the card they came from leaves play). A duration the effect states still decides. The
Glossary's Terrain entry the exception points to is not in the corpus: nothing else of Terrains is
modelled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.lasting import WHILE_SOURCE
from ...rule_ids import register_rules
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

TERRAIN = "l5r.effects.terrain"
register_rules(
    GAME,
    {TERRAIN: ("ongoing-effects", "exc2", "Terrains' ongoing effects last while the Terrain is in play")},
)


def ongoing_duration(engine: Engine, spec: EffectSpec) -> tuple[str, str] | None:
    """A Terrain's ongoing effect stating no duration: while the Terrain remains in play (None: not one)."""
    source = engine.cards.get(spec.source or "")
    if source is not None and source.type == "terrain":
        return WHILE_SOURCE, TERRAIN
    return None
