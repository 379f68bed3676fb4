"""Effects granted to an ability (effects, "Order of effects"): `grant_effects: {ability: id, effects: [...]}`
gives the named ability of each target card additional effects while it applies. When the ability is used,
they appear in the order of resolution after the ability's base effects (and the option chosen in its
choice). They are printed on the card that granted them, so they come from that card (source of effects);
abilities.py appends them as the ability is used.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import Op
from .granting import cards_only

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec
    from ...state.game_state import Card

ADDED_AFTER = "l5r.order.granted-effects"
FROM_PRINTED = "l5r.source.printed"


@dataclass(frozen=True, slots=True)
class GrantEffects:
    ability: str | None  # the id of the ability given the effects
    effects: tuple[EffectSpec, ...] = ()


GRANT_FIELDS = {
    "ability": described(TEXT, "the id of the targets' ability"),
    "effects": described(
        {"type": "array", "minItems": 1, "items": {"vocabulary": "effect"}}, "the effects it is granted"
    ),
}


def _parse(node: Node, ctx: ParseContext) -> GrantEffects:
    gnode = node.child_mapping(
        "grant_effects",
        "{ability: id, effects: [...]}: the ability and the effects it is given",
        GRANT_FIELDS,
    )
    if gnode is None:
        return GrantEffects(None)
    cards_only(node, ctx, "effects are granted to abilities of cards")
    enode = gnode.child("effects") if gnode.has("effects") else None
    if enode is None or not isinstance(enode.value, list) or not enode.value:
        gnode.error("give a non-empty list of the effects granted", "effects")
        return GrantEffects(gnode.text("ability"))
    defaults = {"kind": "ongoing", "origin": "action"}
    effects = (ctx.effect(enode.child(i), defaults) for i in range(len(enode.value)))
    return GrantEffects(gnode.text("ability"), tuple(e for e in effects if e is not None))


def granted_to(engine: Engine, card: Card, ability_id: str) -> tuple[EffectSpec, ...]:
    """The effects granted to this ability of this card now, in the order they were granted, each from the
    card that granted it."""
    found = []
    for app in engine.apps_on(card.id, "grant_effects"):
        params, giver = app.effect.spec.params, app.effect.source
        if app.active and not app.blocked and params.ability == ability_id:
            found += [replace(e, source=giver) for e in params.effects]
    if found:
        ids = ", ".join(e.id for e in found)
        engine.note(ADDED_AFTER, f"{ability_id}: the effects granted to it ({ids}) follow its base effects")
        for giver in sorted({e.source or "the rulebook" for e in found}):
            engine.note(FROM_PRINTED, f"the effects {giver} granted to {ability_id} come from {giver}")
    return tuple(found)


OPS = {
    "grant_effects": Op(
        _parse,
        value=closed(
            GRANT_FIELDS,
            "ability",
            "effects",
            description="{ability: id, effects: [...]}: the ability of the targets and its added effects",
        ),
        doc="The named ability of the targets is granted additional effects: when it is used they resolve "
        "after its base effects, and come from the card that granted them.",
        substitute=False,
    )
}
