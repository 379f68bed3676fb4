"""Continuous effects that change who controls a card (ChiAxis: who rules it): `control: <player>`.

A card's controller is its own (as defined, or as a one-off effect such as Naruto's take control left it)
unless continuous control effects apply to it: then the last created of them decides (`Card.controller`).
When one stops applying, the next most recent still applying decides, else the card's own controller is back.
Which cards such an effect reaches, and when that set is fixed, is the game's policy
(`GameRules.fixes_affected_set`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..questions.params import CardQuestion
    from ..state.game_state import Active, App, Card


def ruler_of(active: Active) -> str | None:
    """The player a control effect gives the card to (`$controller`: the effect's controller, "you")."""
    player = active.spec.params.player
    return active.controller if player == "$controller" else player


def rule_changed(engine: Engine, app: App) -> None:
    """An application of a control effect began or ended: the card's controller follows."""
    card = engine.cards.get(app.target)
    player = ruler_of(app.effect)
    if card is None or player is None:
        return
    before = card.controller
    refused = app.active and not app.blocked and engine.rules.may_control(engine, card, player)
    if refused:  # the card's own text keeps him from it
        engine.note(engine.rules.rule("cannot-control"), refused)
    if app.active and not app.blocked and not refused:
        card.rulers[app.effect.id] = (app.effect.timestamp, player)
    else:
        card.rulers.pop(app.effect.id, None)
    after = card.controller
    if after == before:
        return
    deciding = deciding_effect(card)
    why = f"{deciding}, the last created control effect applying to it" if deciding else "its own controller"
    engine.note(_rule(engine, app, card), f"{card.id} is now controlled by {after} ({why}; was {before})")
    engine.event("control", card=card.id, player=after, effect=deciding)


def _rule(engine: Engine, app: App, card: Card) -> str:
    """Why the controller changed: an effect ended (the others stay), one overrode others, one began."""
    ids = engine.rules.rule_ids
    if not app.active:
        return engine.end_rule(app.effect)
    if len(card.rulers) > 1 and "control-order" in ids:
        return ids["control-order"]
    return ids.get("control") or engine.rules.rule(f"begins-{app.effect.spec.kind}")


def deciding_effect(card: Card) -> str | None:
    """The control effect that decides who controls the card now, if any."""
    return max(card.rulers, key=card.rulers.get) if card.rulers else None


def controller_answer(engine: Engine, q: CardQuestion) -> dict:
    """`{controller: x}`: who controls the card now, its owner and the effect that decides it (if any)."""
    card = engine.cards[q.card]
    deciding = deciding_effect(card)
    why = f"by {deciding}" if deciding else "by no control effect"
    rule = engine.rules.rule_ids.get("control") or engine.rules.rule("current-value")
    engine.note(rule, f"{card.id} is controlled by {card.controller} ({why}; owner {card.owner})")
    return {"value": card.controller, "owner": card.owner, "by_effect": deciding}
