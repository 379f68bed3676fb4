"""Triggered traits: when their trigger occurs and their card is in play, their effects happen, once a time.

"Once per turn" before the colon limits how often the trait triggers (at the first opportunities); after the
colon it limits how often its effect is applied, used up only when an optional effect is actually used.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...language.spec import EffectSpec
from . import granting, investing, moved_units, targeted_traits
from .costs import pay_trait

if TYPE_CHECKING:
    from ...engine_api import Engine
    from .state import L5RState

NOT_FIRED = ("prevent", "instead")  # triggered preventions and substitutions act on the event itself


def traits_for(engine: Engine, event: str) -> list[EffectSpec]:
    """The triggered traits answering `event`: printed ones, then those given to cards (granting.py)."""
    state: L5RState = engine.game_state
    if state.traits is None:
        state.traits = {}
        for card in engine.scenario.cards:
            for spec in card.traits:
                if _fired(spec):
                    state.traits.setdefault(spec.trigger.event, []).append(spec)
    given = [spec for spec in granting.triggered(engine, event) if _fired(spec)] if state.given else []
    found = [*state.traits.get(event, []), *given]
    return [spec for spec in found if not granting.removed(engine, spec)] if state.removed else found


def _fired(spec: EffectSpec) -> bool:
    return bool(spec.trigger) and spec.kind not in ("delayed", "indefinite") and spec.op not in NOT_FIRED


def on_event(engine: Engine, event: str, card: str | None, player: str | None, timing: str = "after") -> None:
    state: L5RState = engine.game_state
    if timing == "after" and event.endswith("_begins"):
        name = event.removesuffix("_begins")
        state.begun[name] = state.begun.get(name, 0) + 1
        state.begun_at[name] = engine.state.time
    found = [
        spec
        for spec in traits_for(engine, event)
        if (spec.trigger.timing == "before") == (timing == "before") and _answers(engine, spec, card, player)
    ]
    if len(found) > 1:
        engine.note(
            "l5r.traits.leave-play",
            f"{len(found)} traits trigger on {event}: each happens, even if another's card leaves play",
        )
    for spec in found:  # all of them, even if an earlier one makes a later one's card leave play
        _resolve(engine, state, spec, event, card)


def _answers(engine: Engine, spec: EffectSpec, card: str | None, player: str | None) -> bool:
    trig = spec.trigger
    source = engine.cards.get(spec.source or "")
    if source is None or not engine.in_play(source) or not engine.rules.can_trigger(engine, source):
        return False
    if trig.player and engine.resolve_symbol(trig.player, spec.source, spec) != player:
        return False
    if trig.filter and card not in {engine.resolve_symbol(c, spec.source) for c in trig.filter.cards}:
        return False
    subject = engine.cards.get(card or "")
    if trig.subject is None:
        return True
    return subject is not None and engine.matches(subject, trig.subject, spec.source)


def _resolve(engine: Engine, state: L5RState, spec: EffectSpec, event: str, card: str | None) -> None:
    limit = spec.limit
    key = (spec.id, limit.per, state.begun.get(limit.per, 0)) if limit else None
    what = f"{spec.id} ({event}{f' of {card}' if card else ''})"
    if limit and limit.before_colon:
        if state.triggered.get(key, 0) >= limit.times:
            engine.note("l5r.traits.once-per", f"{what} does not trigger: only {limit.times} per {limit.per}")
            return
        state.triggered[key] = state.triggered.get(key, 0) + 1
    elif limit and state.applied.get(key, 0) >= limit.times:
        engine.note("l5r.traits.once-per", f"{what} triggers; its effect was applied this {limit.per}")
        return
    controller = engine.cards[spec.source].controller
    if spec.optional and not asks_to_use(engine, spec, what, controller):
        engine.note("l5r.traits.optional", f"{controller} does not use {what}")
        return
    invested = investing.invested  # "Invest 3 Gold: ...": its effect only if the Invest cost is paid
    if not pay_trait(engine, spec, what, controller) or not invested(engine, spec, what, controller):
        return
    if limit and not limit.before_colon:
        state.applied[key] = state.applied.get(key, 0) + 1
    state.fired += 1
    instant = engine.rules.registry.is_instant(spec.op)
    targets = spec.targets and tuple(card if t == "$subject" else t for t in spec.targets)
    child = replace(
        spec,
        id=f"{spec.id}@{state.fired}",
        kind="instantaneous" if instant else "ongoing",
        trigger=None,
        optional=False,
        limit=None,
        targets=targets,
    )
    child = targeted_traits.bound(engine, child, event, card)  # "the action", "the player"
    child = moved_units.bound(engine, child, event, card)  # "them": the unit moved (compiler 21, part L)
    engine.note("l5r.traits.triggered", f"{what} triggers: its effect happens ({child.id})")
    times = state.fired_by[spec.id] = state.fired_by.get(spec.id, 0) + 1
    if times > 1:
        engine.note("l5r.traits.each-time", f"{spec.id} triggers again: once each time its trigger occurs")
    subject = engine.cards.get(card or "")
    if subject is not None and card in (targets or ()) and not engine.in_play(subject):
        text = f"{what} is triggered by {card} entering {subject.zone}: it applies to {card} there"
        engine.note("l5r.effects.triggered-out-of-play", text)
    if not engine.in_play(engine.cards[spec.source]):
        text = f"{what} triggered: its effect is applied though {spec.source} has left play"
        engine.note("l5r.traits.applied-in-order", text)
    with engine.trigger(spec.id):
        engine.activate(child, action=None, controller=controller)


def asks_to_use(engine: Engine, spec: EffectSpec, what: str, controller: str | None) -> bool:
    """Whether the controller uses an optional triggered trait (`decide: {t1: true}` answers it)."""
    decided = engine.choices.decisions.get(spec.id)
    index = engine.choose(
        f"step {engine.step_index}: {what} #{engine.game_state.fired}",
        controller,
        ["use it", "do not use it"],
        "l5r.traits.optional",
        f"whether to use {what}",
        preset=None if decided is None else (0 if decided else 1),
    )
    return index == 0
