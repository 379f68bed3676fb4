"""Removing a trait from a card (card features, "Traits"): `remove_trait: id` takes the trait of that id's
text from each target card while it applies. Every copy goes, printed or given: a card given a trait it
already has is no more resistant to its removal. The trait comes back when the removal ends (it was absent,
not undone); what it did before stays done.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.vocabulary import Op
from .granting import GIVEN_AGAIN, cards_only, printed

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec
    from ...state.game_state import App

REMOVED = "l5r.effects.change-traits"


@dataclass(frozen=True, slots=True)
class RemoveTrait:
    trait: str | None  # the id of a trait (printed on a card, or given): its text is removed


def _parse(node: Node, ctx: ParseContext) -> RemoveTrait:
    cards_only(node, ctx, "traits are removed from cards here; a player's traits are not modelled")
    return RemoveTrait(node.text("remove_trait"))


def _begins(engine: Engine, app: App) -> None:
    state, key, trait = engine.game_state, (app.effect.id, app.target), app.effect.spec.params.trait
    if key in state.removed or app.target not in engine.cards:
        return
    text = _text(engine, trait)
    if text is None:
        engine.note(REMOVED, f"no card has a trait {trait}: {app.effect.id} removes nothing")
        return
    state.removed[key] = text
    engine.note(REMOVED, f"{app.effect.id} removes the trait {trait} from {app.target}")
    copies = [tid for tid, t in printed(engine, app.target) if t == text]
    copies += [g.spec.id for g in state.given.values() if g.holder == app.target and g.text == text]
    if len(copies) > 1:
        text = f"{app.target} has {trait} from {len(copies)} sources: no more resistant to its removal"
        engine.note(GIVEN_AGAIN, text)


def _text(engine: Engine, trait_id: str) -> EffectSpec | None:
    """The text of the trait of that id: printed on a card, or given or copied to one."""
    for card in engine.scenario.cards:
        found = next((text for tid, text in printed(engine, card.id) if tid == trait_id), None)
        if found is not None:
            return found
    given = engine.game_state.given.values()
    return next((g.text for g in given if g.name == trait_id), None)


OPS = {
    "remove_trait": Op(
        _parse,
        value={"type": "string", "description": "the id of the trait removed (printed, given or copied)"},
        doc="The targets lose a trait while this applies: every copy of its text, printed or given.",
        substitute=False,
        begins=_begins,
    )
}
