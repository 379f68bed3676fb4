"""Copying a trait or an ability from another card (effects, "Order of effects" and "Source of effects").

`copy: {card: x, trait: id}` (or `ability: id`) gives its targets a copy of that text of card x, read as the
copy begins to apply. A copied trait is on the card it was copied to as a given one is (granting.py); a
copied ability is one more ability of that card (card_abilities.copies). Either way its effects come from the
card it is on now (source of effects, exception 3). "This ability will not be copied" (`not_copied: true` on
the ability) refers to the ability itself, so it applies at all times, even when the ability is not being
used: such an ability is never copied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import TEXT, closed, described
from ...language.vocabulary import Op
from . import granting
from .card_abilities import copies

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec
    from ...state.game_state import App
    from .ability_def import Ability

COPIED = "l5r.source.copied"
NOT_COPIED = "l5r.order.not-copied"


@dataclass(frozen=True, slots=True)
class Copy:
    card: str | None  # the card copied from (a card id or a symbol such as $bearer)
    trait: str | None = None  # the id of one of its traits
    ability: str | None = None  # or of one of its abilities


COPY_FIELDS = {
    "card": described(TEXT, "the card copied from (an id or a symbol)"),
    "trait": described(TEXT, "the id of the trait copied"),
    "ability": described(TEXT, "the id of the ability copied"),
}


def _parse(node: Node, ctx: ParseContext) -> Copy:
    cnode = node.child_mapping("copy", "{card: x, trait: id} or {card: x, ability: id}", COPY_FIELDS)
    if cnode is None:
        return Copy(None)
    card = cnode.text("card")
    ctx.known_card(cnode, "card", card, symbols=True)
    if cnode.has("trait") == cnode.has("ability"):
        cnode.error("copy names one trait or one ability of that card: give 'trait' or 'ability'")
    granting.cards_only(node, ctx, "text is copied to cards here; a player's traits are not modelled")
    return Copy(card, cnode.text("trait", None), cnode.text("ability", None))


def _begins(engine: Engine, app: App) -> None:
    params = app.effect.spec.params
    origin = engine.cards.get(engine.resolve_symbol(params.card, app.effect.source) or "")
    if origin is None:  # a symbol naming no card now ($bearer of an unattached card)
        engine.note(COPIED, f"{params.card} names no card now: {app.effect.id} copies nothing")
        return
    if params.trait is not None:
        trait = _trait(engine, origin.id, params.trait)
        if trait is None:
            engine.note(COPIED, f"{origin.id} has no trait {params.trait}: nothing is copied")
        else:
            granting.put_on(engine, app, trait, "copied")
        return
    _copy_ability(engine, app, origin.id, params.ability)


def _trait(engine: Engine, card: str, trait_id: str) -> EffectSpec | None:
    """The trait of that id on a card now: printed, or given or copied to it."""
    defined = engine.scenario.card_def(card)
    printed = defined.traits if defined is not None else ()
    found = [t for t in printed if t.id == trait_id]
    found += [
        g.spec
        for g in engine.game_state.given.values()
        if g.holder == card and g.name == trait_id and granting.on_card(engine, g)
    ]
    return found[0] if found else None


def _copy_ability(engine: Engine, app: App, origin: str, ability_id: str) -> None:
    key = (app.effect.id, app.target)
    state = engine.game_state
    if key in state.copied or app.target not in engine.cards:
        return
    ability: Ability | None = next(
        (a for _, a in copies(engine, engine.cards[origin]) if a.id == ability_id), None
    )
    if ability is None:
        engine.note(COPIED, f"{origin} has no ability {ability_id}: nothing is copied")
    elif ability.not_copied:
        text = f"{ability_id} on {origin} will not be copied: its text says so, and that applies at all times"
        engine.note(NOT_COPIED, text)
    else:
        state.copied[key] = ability
        engine.note(COPIED, f"{ability_id} is copied from {origin} to {app.target}: its effects come from it")


OPS = {
    "copy": Op(
        _parse,
        value=closed(
            COPY_FIELDS,
            "card",
            oneOf=[{"required": ["trait"]}, {"required": ["ability"]}],
            description="{card: x, trait: id} or {card: x, ability: id}: the text copied",
        ),
        doc="The targets get a copy of a trait or an ability of another card, as it reads as the copy begins;"
        " its effects come from the card it is on. An ability marked `not_copied` is never copied.",
        substitute=False,
        begins=_begins,
    )
}
