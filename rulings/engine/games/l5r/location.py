"""Whether a Battle action may be taken where its performer is: the Rule of Location as the effects document
states its exceptions (blind cards rule, examples 2 and 3). During a battle, a Battle action is legal if its
performer is at the current battlefield, or if its text says it can move a unit there. What the text can do is
read from the text alone (the blind cards rule: effects that would prevent the move do not count), and a
condition in that text ("if he has Water") is checked like the rest of the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...matching import CURRENT_BATTLEFIELD, holds, resolve_zone
from ...state import Active

if TYPE_CHECKING:
    from ...evaluator import Engine
    from ...spec import EffectSpec
    from ...state import Card
    from .abilities import Ability

EXCEPTION = "l5r.blind-cards.location"
TEXT_CONDITION = "l5r.blind-cards.text-condition"


def location_problem(
    engine: Engine, card: Card, ability: Ability, performer: Card, by: str
) -> tuple[str, str] | None:
    """None when the Rule of Location allows the action; otherwise (why not, the rule)."""
    here = resolve_zone(engine, CURRENT_BATTLEFIELD)
    if "Battle" not in ability.designators or here is None:
        return None
    if engine.in_play(performer) and engine.location(performer) == here:
        return None
    moves = moving_here(ability.effects, here)
    for spec in moves:
        movable = [t for t in _candidates(engine, spec, card) if _text_allows(engine, spec, t, card, by)]
        if movable:
            rule = TEXT_CONDITION if spec.condition is not None else EXCEPTION
            engine.note(
                rule,
                f"{ability.id} is legal although {performer.id} is not at {here}: its text can move"
                f" {', '.join(movable)} there (read from its text alone)",
            )
            return None
    rule = TEXT_CONDITION if any(spec.condition is not None for spec in moves) else EXCEPTION
    condition = ": a condition in its text is not met" if rule == TEXT_CONDITION else ""
    why = f"{performer.id} is not at {here}, the current battlefield, and its text cannot move a unit there"
    return why + condition, rule


def moving_here(effects: tuple[EffectSpec, ...], here: str) -> list[EffectSpec]:
    """The effects of a text that move a card to the current battlefield."""
    return [
        spec for spec in effects if spec.op == "move" and spec.params["to"] in (CURRENT_BATTLEFIELD, here)
    ]


def _candidates(engine: Engine, spec: EffectSpec, card: Card) -> list[str]:
    if spec.targets is not None:
        found = (engine.resolve_symbol(t, card.id, spec) for t in spec.targets)
        return [t for t in found if t in engine.cards and engine.in_play(engine.cards[t])]
    flt = spec.choose or spec.affects
    if flt is None:
        return []
    return sorted(
        c.id for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, flt, card.id)
    )


def _text_allows(engine: Engine, spec: EffectSpec, target: str, card: Card, by: str) -> bool:
    if spec.condition is None:
        return True
    reading = Active(spec, -1, card.id, by, None, (target,))  # the text as it would be activated now
    return holds(engine, spec.condition, target, reading)
