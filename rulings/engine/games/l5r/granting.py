"""Traits given to cards (card features, "Traits"; effects, "Source of effects").

`grant_trait` gives its targets a trait, written as a card's trait is (continuous, or triggered). While the
grant applies to a card, the trait is on that card: it is an effect of its own whose source is that card, so
its effects come from the card it is currently on (source of effects, exception 3) and have that card's
keywords. A card given a trait it already has (the same text, printed or given earlier) gets no additional
copy: the copy given later applies only while the earlier one is gone. copying.py puts copied traits on
cards the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...language.spec import EffectSpec
from ...language.vocabulary import Op

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Active, App

GIVEN_AGAIN = "l5r.traits.given-again"
TRAIT_DEFAULTS = {"kind": "continuous", "origin": "trait", "place": "trait"}


@dataclass(frozen=True, slots=True)
class GrantTrait:
    trait: EffectSpec | None  # as written; its source is the card it is given to


@dataclass(frozen=True)
class Given:
    """A trait on a card it was given to (or copied onto): `spec` is the trait there (source: that card)."""

    grant: Active  # the effect giving it: the trait is on the card while that applies to it
    holder: str
    spec: EffectSpec
    text: EffectSpec  # the trait's text, without what tells copies apart (see same_text)
    how: str  # "given" or "copied"
    name: str  # the trait's id as written


def same_text(spec: EffectSpec) -> EffectSpec:
    """A trait as text: two traits are the same when they read the same, wherever they are."""
    then = spec.then and same_text(spec.then)
    return replace(spec, id="", source=None, controller=None, then=then)


# --- parse ------------------------------------------------------------------------------------------------
def _parse(node: Node, ctx: ParseContext) -> GrantTrait:
    tnode = node.child("grant_trait")
    if not tnode.is_mapping("a trait: an effect mapping, as in a card's traits"):
        return GrantTrait(None)
    if tnode.has("source"):
        tnode.error("a given trait's effects come from the card it is on: leave out 'source'", "source")
    cards_only(node, ctx, "traits are given to cards here; a player's traits are not modelled")
    return GrantTrait(ctx.effect(tnode, TRAIT_DEFAULTS))


def cards_only(node: Node, ctx: ParseContext, why: str) -> None:
    """An effect that puts text on cards names no player among its targets."""
    targets = node.value.get("targets")  # as written: ctx.targets reports a wrong type
    targets = [targets] if isinstance(targets, str) else targets if isinstance(targets, list) else []
    if any(t in ctx.player_ids or t == "$controller" for t in targets if isinstance(t, str)):
        node.error(why, "targets")


# --- the trait on its card --------------------------------------------------------------------------------
def _begins(engine: Engine, app: App) -> None:
    trait = app.effect.spec.params.trait
    if trait is not None:
        put_on(engine, app, trait, "given")


def put_on(engine: Engine, app: App, trait: EffectSpec, how: str) -> None:
    """`app` (an effect giving or copying `trait`) begins to apply to a card: the trait is on that card.
    Put there once per effect and card; it applies again whenever the effect applies again."""
    state, holder = engine.game_state, engine.cards.get(app.target)
    if holder is None:
        return
    key = (app.effect.id, holder.id, trait.id)
    if key not in state.given_keys:
        spec = replace(trait, id=_fresh(state, f"{trait.id}@{holder.id}"), source=holder.id, controller=None)
        given = Given(app.effect, holder.id, spec, same_text(trait), how, trait.id)
        state.given_keys[key] = spec.id
        state.given[spec.id] = given
        engine.note(f"l5r.source.{how}", f"{trait.id} is {how} to {holder.id}: its effects come from it")
        engine.activate(spec, action=None, controller=holder.controller)
    given = state.given[state.given_keys[key]]
    if not first_copy(engine, given):
        what = f"{holder.id} already has the trait {trait.id}: it gets no additional copy"
        engine.note(GIVEN_AGAIN, what)


def _fresh(state, wanted: str) -> str:
    """`trait@card`, or `trait@card#2` ... when that trait was put on that card by another effect too."""
    n, name = 1, wanted
    while name in state.given:
        n += 1
        name = f"{wanted}#{n}"
    return name


def on_card(engine: Engine, given: Given) -> bool:
    """Whether a given trait is on its card now: the effect giving it applies to the card, and the card
    has no other copy of the trait that came first."""
    return _giving(given) and first_copy(engine, given)


def _giving(given: Given) -> bool:
    app = given.grant.apps.get(given.holder)
    return app is not None and app.active and not app.blocked


def first_copy(engine: Engine, given: Given) -> bool:
    """No copy of the same trait is on the card before this one: printed, or given earlier and still on."""
    state = engine.game_state
    if any(text == given.text for _, text in printed(engine, given.holder)):
        return False
    for other in state.given.values():
        if other is given:
            return True
        if other.holder == given.holder and other.text == given.text and _giving(other):
            return False
    return True


def printed(engine: Engine, card: str) -> list[tuple[str, EffectSpec]]:
    """A card's printed traits as (id, text)."""
    state = engine.game_state
    if state.printed_traits is None:
        # compared by ==, never hashed: an effect's params may hold a mapping (a delayed effect's `then`)
        cards = engine.scenario.cards
        state.printed_traits = {d.id: [(t.id, same_text(t)) for t in d.traits] for d in cards}
    return state.printed_traits.get(card, [])


def text_of(engine: Engine, spec: EffectSpec) -> EffectSpec | None:
    """The text of a trait on a card (printed there, or given or copied to it); None for other effects."""
    given = engine.game_state.given.get(spec.id)
    if given is not None:
        return given.text
    return next((text for tid, text in printed(engine, spec.source or "") if tid == spec.id), None)


def removed(engine: Engine, spec: EffectSpec) -> bool:
    """Whether an effect removing this trait's text from its card applies (removing.py): every copy goes."""
    state = engine.game_state
    apps = engine.apps_on(spec.source or "", "remove_trait") if state.removed else ()
    live = [state.removed.get((a.effect.id, a.target)) for a in apps if a.active and not a.blocked]
    live = [text for text in live if text is not None]  # (a removal naming no trait removes nothing)
    return bool(live) and text_of(engine, spec) in live


def applies(engine: Engine, active: Active, check) -> bool:
    """A given trait applies only while it is on its card, and no trait while it is removed from its card
    (then as a trait of that card: `check`)."""
    given = engine.game_state.given.get(active.id)
    on = given is None or on_card(engine, given)
    return on and not removed(engine, active.spec) and check()


def triggered(engine: Engine, event: str) -> list[EffectSpec]:
    """The triggered traits on cards they were given to now, that answer `event`."""
    found = (g for g in engine.game_state.given.values() if g.spec.trigger and g.spec.trigger.event == event)
    return [g.spec for g in found if on_card(engine, g)]


OPS = {
    "grant_trait": Op(
        _parse,
        value={"vocabulary": "effect", "description": "a trait, written as in a card's traits"},
        doc="The targets are given a trait (continuous or triggered): it is on each card while this applies,"
        " its effects come from that card, and a card that has the same trait gets no second copy.",
        substitute=False,
        begins=_begins,
    )
}
