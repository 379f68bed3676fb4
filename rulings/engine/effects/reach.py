"""Which cards an effect reaches as it is activated, noted for games that have rules on it (L5R effects
document, Effects in and out of play): cards in play only, unless the effect names an out-of-play area or
says "in and out of play"; "your" does not widen it. The reaching itself is the evaluator's (candidates,
eligible)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import EffectSpec
    from ..state.game_state import Active


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



def note_missing_keywords(engine: Engine, active: Active) -> None:
    """A card in play that the effect's filter leaves out only for a keyword it lacks: the game explains why,
    where it has a rule on it (L5R: a title or a longer keyword holding the word gives no keyword)."""
    flt = active.spec.affects
    if flt is None or not flt.keywords:
        return
    rest = replace(flt, keywords=())
    for card in engine.cards.values():
        if not engine.in_play(card) or not engine.matches(card, rest, active.source):
            continue
        for keyword in flt.keywords:
            if not engine.matches(card, replace(rest, keywords=(keyword,)), active.source):
                engine.rules.explain_missing_keyword(engine, card, keyword)


# Ops whose explicit targets are held to "in play at activation": a bonus or penalty acts on a card in play
# (ops that by nature act out of play, such as putting into play or into a hand, are not listed).
IN_PLAY_OPS = ("stat",)


def note_out_of_play_targets(engine: Engine, spec: EffectSpec, targets: tuple[str, ...]) -> None:
    """An effect activated applies only to cards in play then, unless it specifies an out-of-play area (L5R
    effects document, Effects in and out of play). A target named explicitly cannot say whether the card's
    text names its area: the engine takes it that it does, and says so (a delayed effect's targets are
    judged as it is activated; a triggered one may be triggered by its card entering an out-of-play area)."""
    rule = engine.rules.rule_ids.get("reach-in-play")
    if rule is None or spec.op not in IN_PLAY_OPS or spec.kind == "continuous" or engine.triggered:
        return
    cards = engine.cards
    out = [f"{t} ({cards[t].zone})" for t in targets if t in cards and not engine.in_play(cards[t])]
    if out:
        text = (
            f"{spec.id} is activated while {', '.join(out)} is not in play: it applies there only if its "
            "text specifies that area, as a target named explicitly is taken to (else it does not apply)"
        )
        engine.note(rule, text)


def note_delayed_reach(engine: Engine, spec: EffectSpec) -> None:
    """A delayed or indefinite effect is activated now and applied later: its effect's targets are judged
    now (a card in play now is followed out of play: l5r.effects.delayed-out-of-play)."""
    child = spec.then
    if child is not None and child.targets and not engine.triggered:
        named = tuple(t for t in child.targets if not t.startswith("$"))
        note_out_of_play_targets(engine, replace(child, id=spec.id, kind="ongoing"), named)
