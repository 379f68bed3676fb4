"""Triggered traits answering another player's action targeting their card (the Desk's own rule,
/rules/desk/l5r/#trait-on-targeting): "After the first time each phase another player's action targets
Bofana: If the action was not performed by a card with (current) Force equal to or higher than Bofana's base
Force, the player discards a card."

As an action's effect targets a card (its targeting choice is made), the event `targeted_by_other` happens to
that card if the action is another player's than the card's controller (traits triggered before it and after
it both answer that moment, before the effect changes anything). A trait answering it
(`trigger: {event: targeted_by_other, card: $source}`) reads that action in its text: `$targeting_player` is
the player who took it ("the player"), `$targeting_performer` the card that performs it (the `use` step's
performer, else the card whose ability it is if in play; none for an action without one, so a condition
about it does not hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...language.symbols import TRIGGER, Symbol
from ...state.zones import fire
from .desk_rules import TRAIT_ON_TARGETING
from .units import OP as UNIT_OP

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

EVENT = "targeted_by_other"
TRIGGER_EVENTS = {EVENT: "another player's action targets the card (the Desk's own rule)"}
PLAYER, PERFORMER = "$targeting_player", "$targeting_performer"
WHERE = "in a triggered trait answering targeted_by_other"
SYMBOLS = {
    PLAYER: Symbol(
        "the player whose action targeted the card (a trait answering targeted_by_other)",
        dict.fromkeys(("player", "targets", "controller"), TRIGGER),
        WHERE,
    ),
    PERFORMER: Symbol(
        "the card performing the action that targeted the card (a trait answering targeted_by_other)",
        dict.fromkeys(("card", "of"), TRIGGER),
        WHERE,
    ),
}


def remember_performer(engine: Engine, action: str, performer: str | None) -> None:
    """The card performing an ability's action (abilities.py), for the traits its targeting triggers."""
    if performer is not None:
        engine.game_state.performers[action] = performer


def targeted(engine: Engine, action: str, spec: EffectSpec, card: str) -> None:
    """An action's effect targeted `card`: if the action is another player's, the event happens to it (not
    to a Personality through whom his unit is targeted: the Desk's rule on units)."""
    if spec.op == UNIT_OP:
        return
    record = engine.state.actions.get(action, {})
    target = engine.cards.get(card)
    by = record.get("by")
    if target is None or by is None or by == target.controller:
        return
    performer = engine.game_state.performers.get(action)
    engine.game_state.targeting[card] = (action, by, performer)
    engine.rules.before_event(engine, EVENT, card, by)  # ("before ... targets": as it is about to)
    fire(engine, EVENT, card, by)


def bound(engine: Engine, spec: EffectSpec, event: str, card: str | None) -> EffectSpec:
    """A trait answering the targeting, its text's `$targeting_player` and `$targeting_performer` read as
    that action's player and performer (a performer that is none leaves the symbol naming no card)."""
    if event != EVENT or card not in engine.game_state.targeting:
        return spec
    action, by, performer = engine.game_state.targeting[card]
    engine.note(
        TRAIT_ON_TARGETING.id,
        f"{spec.id} answers {by}'s action {action} targeting {card}"
        + (f" (performed by {performer})" if performer else " (no card performs it)"),
    )
    return bind(bind(spec, PLAYER, by), PERFORMER, performer)
