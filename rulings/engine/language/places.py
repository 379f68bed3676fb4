"""Where each effect and action of a scenario is written, so that a reader of the result can name them in
words ("Hida Akeno's trait", "action a1 (step 0)") rather than by id: `effect-3` is an id the parser gives
an effect written without one, which the scenario text alone cannot tell.

`places(scenario)` -> (effects, actions): effect id -> {origin, source, card, step, action, ability} (the
keys that apply: `card` is the card whose text holds the effect, `ability` the card's ability it is part of,
`step` and `action` the step and action it is written in); action id -> {step, by, source}. The walk is
generic over the scenario's dataclasses, so a game's own places (an L5R ability, a Naruto section) need
nothing here: a dataclass with an `id` and effects is named after its class.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from .spec import CardDef, EffectSpec, Scenario, Step

MAX_DEPTH = 24  # a scenario's data is a tree a few levels deep; this only stops a runaway walk


def places(scenario: Scenario) -> tuple[dict[str, dict], dict[str, dict]]:
    effects: dict[str, dict] = {}
    actions: dict[str, dict] = {}
    for card in scenario.cards:
        _walk(card, {"card": card.id}, effects, actions, 0)
    for step in scenario.steps:
        _walk(step, {"step": step.index}, effects, actions, 0)
    return effects, actions


def _walk(value: Any, where: dict, effects: dict, actions: dict, depth: int) -> None:
    if depth > MAX_DEPTH or value is None or isinstance(value, str | int | float | bool):
        return
    if isinstance(value, EffectSpec):
        place = {"origin": value.origin, "source": value.source, **where}
        effects.setdefault(value.id, {k: v for k, v in place.items() if v is not None})
        _walk(value.then, where, effects, actions, depth + 1)
        _walk(value.params, where, effects, actions, depth + 1)  # effects granted or embedded
        return
    if isinstance(value, dict):
        for item in value.values():
            _walk(item, where, effects, actions, depth + 1)
        return
    if isinstance(value, list | tuple | set | frozenset):
        for item in value:
            _walk(item, where, effects, actions, depth + 1)
        return
    if not is_dataclass(value):
        return
    where = _inside(value, where, actions)
    for f in fields(value):
        _walk(getattr(value, f.name), where, effects, actions, depth + 1)


def _inside(value: Any, where: dict, actions: dict) -> dict:
    """Where what a dataclass holds is written: inside it, named after its class, when it is a part with an
    id that holds effects (an action, an ability; an action is recorded with its step, who takes it and its
    source); else where the dataclass is."""
    named = getattr(value, "id", None)
    if not (isinstance(named, str) and not isinstance(value, CardDef | Step) and _holds_effects(value)):
        return where
    kind = type(value).__name__.lower()
    if kind == "action":
        place = {"step": where.get("step"), "by": getattr(value, "by", None)}
        place["source"] = getattr(value, "source", None)
        actions.setdefault(named, {k: v for k, v in place.items() if v is not None})
    return {**where, kind: named}


def _holds_effects(value: Any) -> bool:
    return any(f.name in ("effects", "options", "traits") for f in fields(value))
