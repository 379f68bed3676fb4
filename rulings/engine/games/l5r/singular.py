"""Singular cards and control of a unit (glossary S of the Celestial Edition rules): a player controls one
Singular card of a title, so a unit changes control whole or not at all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.reader import Node
from ...language.vocabulary import Op
from .params import ToPlayer

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...state.game_state import Card

SINGULAR = "Singular"


def singular_conflict(engine: Engine, card: Card, player: str, ignore: set[str]) -> str | None:
    """Why a Singular card cannot enter play under or come to `player`: he controls one with its title."""
    if card.title is None or SINGULAR not in engine.keywords(card):
        return None
    for other in engine.cards.values():
        if other.id in ignore or other.id == card.id or not engine.in_play(other):
            continue
        if other.controller == player and other.title == card.title and SINGULAR in engine.keywords(other):
            return f"{player} already controls the Singular {card.title} ({other.id})"
    return None


def unit_of(engine: Engine, card: Card) -> list[Card]:
    unit, todo = [], [card]
    while todo:
        current = todo.pop(0)
        unit.append(current)
        todo += engine.attached(current.id)
    return unit


def _take_control(engine: Engine, params: ToPlayer, target: str, event: dict) -> bool:
    """The card changes control with its whole unit; if any Singular card in the unit cannot, none does."""
    card, player = (
        engine.cards.get(target),
        engine.resolve_symbol(params.player, event.get("source")) or "",
    )
    if card is None:
        return False  # a player is not a card: nothing changes control
    unit = unit_of(engine, card)
    ids = {c.id for c in unit}
    for member in unit:
        reason = singular_conflict(engine, member, player, ids)
        refused = engine.rules.may_control(engine, member, player)
        if refused:  # the card's own text (l5r.desk.clan-restrictions)
            engine.note(engine.rules.rule("cannot-control"), f"{member.id}'s text: {refused}")
            reason = refused
        if reason:
            engine.note("l5r.singular.unit", f"the unit of {target} fails to change control: {reason}")
            return False
    for member in unit:
        member.controller = player
        engine.touch(member.id)
    engine.note(
        "l5r.singular.unit", f"{player} takes control of the unit of {target}: {', '.join(sorted(ids))}"
    )
    return True


def _parse_take_control(node: Node, ctx: ParseContext) -> ToPlayer:
    return ToPlayer(ctx.player(node, "take_control", symbols=True))


OPS = {
    "take_control": Op(
        _parse_take_control,
        _take_control,
        "control",
        doc="This player takes control of the target's whole unit, or of none (Singular).",
        value={"type": "string"},
    ),
}
