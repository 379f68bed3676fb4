"""Cards changing zones, and the events that answers: what a change fires (delayed effects waiting for it,
the game's triggered effects). Below the instantaneous effects (instant.py) and the timeline steps
(steps/apply.py), which both move cards."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..effects.dispatch import dispatch
from ..effects.lasting import end_with_source

if TYPE_CHECKING:
    from ..engine_api import Engine
    from .game_state import Card


def change_zone(
    engine: Engine, card: Card, zone: str, event: str = "moved", bearer: str | None = None
) -> None:
    """Move a card; what answers "before" the move (a card about to leave or enter play, to be destroyed)
    answers first. `bearer`: the card it is being attached to (zone "attached")."""
    _before_zone_change(engine, card, zone, event, bearer)
    old, was_in_play = card.zone, engine.in_play(card)
    old_bearer = card.attached_to
    card.zone = zone
    if zone != "attached":
        card.attached_to = None
    for holder in {old_bearer, card.attached_to} - {None}:
        engine.touch_stat(holder)  # an attachment arriving or leaving may change its bearer's stats
    engine.rules.on_zone_change(engine, card, old, zone)
    engine.touch(card.id)
    for other in engine.attached(card.id):  # attached cards follow their bearer
        if other.zone == "attached" and not engine.in_play(card):
            engine.touch(other.id)
    now_in_play = engine.in_play(card)
    engine.event(event, card=card.id, zone=zone)
    if was_in_play and not now_in_play:
        end_with_source(engine, card)
        fire(engine, "leaves_play", card.id)
        if card.created:
            card.exists = False
            engine.note(
                engine.rules.rule("created-cease"), f"{card.id} is a created card: it ceases to exist"
            )
    if now_in_play and not was_in_play:
        fire(engine, "enters_play", card.id)
    if event == "destroyed":
        fire(engine, "destroyed", card.id)


def _before_zone_change(engine: Engine, card: Card, zone: str, event: str, bearer: str | None) -> None:
    was_in_play = engine.in_play(card)
    if zone == "attached":
        holder = engine.cards.get(bearer or card.attached_to or "")
        will_be_in_play = holder is not None and engine.in_play(holder)
    else:
        will_be_in_play = engine.rules.is_in_play_zone(zone)
    if event == "destroyed":
        engine.rules.before_event(engine, "destroyed", card.id, None)
    if was_in_play and not will_be_in_play:
        engine.rules.before_event(engine, "leaves_play", card.id, None)
    if will_be_in_play and not was_in_play:
        engine.rules.before_event(engine, "enters_play", card.id, None)


def fire(engine: Engine, event: str, card: str | None = None, player: str | None = None) -> None:
    """Apply delayed effects waiting for this event (and children of indefinite conditional effects); the
    game answers the event (its triggered effects) now, or when the simultaneous changes in progress end."""
    dispatch(engine, (event, card, player))
    for active in engine.store.pending_for(event):
        if not _waits_for(engine, active, card, player) or _effects_do_not_happen(engine, active):
            continue
        trig = active.spec.trigger
        if not trig.each_time:
            active.status = "ended"
        rule = engine.rules.rule("delayed" if not trig.each_time else "indefinite")
        engine.note(rule, f"{active.id} is applied now ({trig.timing} {event})")
        if active.spec.then is not None:
            _apply_then(engine, active)


def _waits_for(engine: Engine, active, card: str | None, player: str | None) -> bool:
    """Whether a waiting effect, still pending, is waiting for this occurrence of its event: its player's,
    one of its cards', or a card its subject describes."""
    trig = active.spec.trigger
    if active.status != "pending":
        return False  # ended by an effect applied earlier in this loop
    if trig.player and engine.resolve_symbol(trig.player, active.source, active.spec) != player:
        return False  # `$controller`: "your next turn begins" (compiler 18, part B)
    if trig.filter and card not in {engine.resolve_symbol(c, active.source) for c in trig.filter.cards}:
        return False
    return not trig.subject or (
        card in engine.cards and engine.matches(engine.cards[card], trig.subject, active.source)
    )


def _apply_then(engine: Engine, active) -> None:
    """Activate what a waiting effect does (its `then`): each time anew for an indefinite one; a delayed
    one's duration counts from now."""
    trig, child = active.spec.trigger, active.spec.then
    if trig.each_time:
        child = replace(child, id=f"{child.id}#{engine.state.time}")
    elif child.kind == "ongoing" and "delayed-duration" in engine.rules.rule_ids:
        text = f"{child.id} applied now: its duration ({engine.duration_of(child)}) counts from now"
        engine.note(engine.rules.rule("delayed-duration"), text)
    if not trig.each_time:
        _note_left_play(engine, active, child)
    with engine.trigger(active.id):
        engine.activate(child, action=active.action, controller=active.controller)


def _note_left_play(engine: Engine, active, child) -> None:
    """A delayed effect activated on a card in play applies to it at the delayed point, out of play or not."""
    rule = engine.rules.rule_ids.get("delayed-out-of-play")
    targets = (engine.resolve_symbol(t, active.source) for t in child.targets or ())
    gone = [t for t in targets if t in engine.cards and not engine.in_play(engine.cards[t])]
    if rule and gone:
        engine.note(rule, f"{child.id} was activated on {', '.join(gone)}: it applies though out of play now")


def _effects_do_not_happen(engine: Engine, active) -> bool:
    for other in engine.store.preventions:
        params = other.spec.params
        if (
            other.status == "active"
            and other.spec.op == "prevent"
            and params.effects_of == active.action
        ):
            _does_not_happen(engine, active, other)
            return True
    return False


def stop_pending_effects_of(engine: Engine, prevention) -> None:
    """"Effects of that action do not happen" applied before one of the action's delayed (or indefinite)
    effects happens: that effect, activated and not yet applied, does not happen, even if the prevention
    itself has ended by the time it would have (a delayed effect is prevented by something that prevents
    effects in general)."""
    action = prevention.spec.params.effects_of
    waiting = {a.id: a for pending in engine.store.waiting.values() for a in pending}
    for active in waiting.values():
        if active.status == "pending" and active.action == action:
            _does_not_happen(engine, active, prevention)


def _does_not_happen(engine: Engine, active, prevention) -> None:
    engine.note(
        engine.rules.rule("effects-do-not-happen"),
        f"{active.id} does not happen: effects of {active.action} do not happen ({prevention.id})",
    )
    if "delayed-prevented" in engine.rules.rule_ids:
        text = f"{active.id} was activated but not yet applied: {prevention.id} prevents it all the same"
        engine.note(engine.rules.rule("delayed-prevented"), text)
    active.status = "ended"
