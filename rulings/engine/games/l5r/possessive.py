"""The possessive ("his action", "your actions") applied to a player's actions (effects document, "Source of
effects"): the actions that player took, not necessarily actions from that player's cards. An Interrupt's
"If the action is another player's" (`if_interrupted_by`) reads it so (abilities.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step

POSSESSIVE = "l5r.source.possessive"


def note(engine: Engine, action: str, taking: Step) -> None:
    """Cite the possessive for the action a later `action` or `use` step takes."""
    taker = taking.params.by
    engine.note(POSSESSIVE, f"{action} is {taker}'s action: {taker} takes it{_from_whose(engine, taking)}")


def _from_whose(engine: Engine, step: Step) -> str:
    """ ", though it comes from <card> (<player>'s)" when the action comes from another player's card."""
    card = engine.cards.get(_source(engine, step) or "")
    if card is None or card.controller == step.params.by:
        return ""
    return f", though it comes from {card.id} ({card.controller}'s)"


def _source(engine: Engine, step: Step) -> str | None:
    """The card an action comes from: a used ability's card, the card whose effect gave a player the
    ability, or an action step's source."""
    params = step.params
    if step.kind != "use":
        return params.source
    if params.player is None:
        return params.card
    grants = [a for a in engine.apps_on(params.player, "grant_ability") if a.active and not a.blocked]
    return next((a.effect.source for a in grants if a.effect.spec.params.ability.id == params.ability), None)
