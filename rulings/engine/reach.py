"""Which cards an effect reaches as it is activated, noted for games that have rules on it (L5R effects
document, Effects in and out of play): cards in play only, unless the effect names an out-of-play area or
says "in and out of play"; "your" does not widen it. The reaching itself is the evaluator's (candidates,
eligible)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .engine_api import Engine
    from .state import Active


def note_reach(engine: Engine, active: Active) -> None:
    ids = engine.rules.rule_ids
    flt, spec = active.spec.affects, active.spec
    if "reach-in-play" not in ids or flt is None:
        return
    if flt.everywhere:
        engine.note(ids["reach-everywhere"], f"{spec.id} says 'in and out of play': it reaches every area")
        return
    if engine.reaches_out_of_play(flt):
        text = f"{spec.id} names an out-of-play area ({flt.zone}): it reaches cards there"
        engine.note(ids["reach-area"], text)
        return
    left_out = [
        c.id
        for c in engine.cards.values()
        if c.exists and not engine.in_play(c) and engine.matches(c, flt, active.source)
    ]
    if not left_out:
        return
    text = f"{spec.id} reaches only cards in play: not {', '.join(left_out)}"
    engine.note(ids["reach-in-play"], text)
    if flt.owner or flt.controller:
        engine.note(ids["reach-your"], f"{spec.id} says 'your' or 'own': that does not reach out of play")
