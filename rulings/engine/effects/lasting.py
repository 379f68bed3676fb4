"""Effects lasting while their source is in play. A continuous effect's applications follow its card
(evaluator.candidates); an ongoing or delayed effect given that duration, stated or by its game's rule for its
kind of source (L5R: a Terrain's ongoing effects), ends once when its source leaves play."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active, Card

WHILE_SOURCE = "while_source_in_play"


def note_default_duration(engine: Engine, active: Active) -> None:
    """Cite the game's rule when an ongoing effect stating no duration does not last the game's default."""
    spec = active.spec
    if spec.kind != "ongoing" or spec.duration:
        return
    lasts, rule = engine.rules.ongoing_duration(engine, spec)
    if rule is not None:
        how = f"while {active.source} remains in play" if lasts == WHILE_SOURCE else f"until {lasts}"
        engine.note(rule, f"{spec.id} comes from {active.source}: it lasts {how}")


def end_with_source(engine: Engine, card: Card) -> None:
    """The card left play: the non-continuous effects lasting while it is in play end."""
    for active in list(engine.store.by_source.get(card.id, ())):
        spec = active.spec
        if active.status == "ended" or spec.kind == "continuous" or engine.duration_of(spec) != WHILE_SOURCE:
            continue
        rule = None if spec.duration else engine.rules.ongoing_duration(engine, spec)[1]
        reason = f"it lasts while {card.id} is in play, which has left play"
        engine.end_effect(active, reason, rule or engine.end_rule(active))
