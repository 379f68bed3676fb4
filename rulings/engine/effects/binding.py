"""Symbols bound when an action is taken, fixed for that action and its effects: a text's `$performer` is the
Personality named as performing the action (the `use` step's `performer`); an Interrupt's `$interrupted`
("it", "the action") is the action it interrupts (the `use` step's `interrupts`)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..language.spec import EffectSpec

PERFORMER = "$performer"
INTERRUPTED = "$interrupted"
CONTROLLER = "$controller"
OTHER = "$other"
OTHER_THAN = "$other:"  # `$other` bound: "$other:p1" is a player other than p1
PLAYER_SYMBOLS = (CONTROLLER, OTHER)  # an effect writing one says so (EffectSpec.player_symbols)


def bind_controller(value: EffectSpec, player: str | None) -> EffectSpec:
    """An effect with no source card is controlled by the player who took its action: its `$controller`
    ("you", "your") is that player wherever it is written (targets, filters, conditions, amounts, its
    `then`), and `$other` a player other than him."""
    if player is None or not value.player_symbols:
        return value
    return bind(bind(value, CONTROLLER, player), OTHER, OTHER_THAN + player)


def bind(value: Any, symbol: str, to: str | None) -> Any:
    """`value` (an effect, filter, condition ... or anything holding them) with every `symbol` replaced by
    `to`; unchanged parts are returned as they are. With `to` None the symbol stays and names no card."""
    if to is None:
        return value
    if isinstance(value, str):
        return to if value == symbol else value
    if isinstance(value, tuple | list):
        items = [bind(v, symbol, to) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else type(value)(items)
    if isinstance(value, dict):
        items = {k: bind(v, symbol, to) for k, v in value.items()}
        return value if all(items[k] is v for k, v in value.items()) else items
    if is_dataclass(value) and not isinstance(value, type):
        changed = {}
        for f in fields(value):
            old = getattr(value, f.name)
            new = bind(old, symbol, to)
            if new is not old:
                changed[f.name] = new
        return replace(value, **changed) if changed else value
    return value
