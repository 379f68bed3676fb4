"""Unit and army Force: totals of the Force of unbowed Personalities and Followers (not stats), and units
adding their Force to another army instead ("a target enemy unit adds Force to your army instead")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import Op, Question
from . import bowed_force
from . import question_params as QP
from .battle_resolution import counts_while_bowed
from .params import ToPlayer

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

ADD_FORCE = "add_force"  # the event of a unit adding its Force to an army, when Force is totaled


def _members(engine: Engine, personality: Card) -> list[Card]:
    """A Personality and the Followers attached to him (Items modify his own Force instead)."""
    return [personality, *(c for c in engine.attached(personality.id) if c.type == "follower")]


def unit_force(engine: Engine, personality: Card) -> tuple[int, list[dict]]:
    parts = []
    for card in _members(engine, personality):
        force = engine.stat(card.id, "force").value
        bowed = card.flag("bowed")
        counted = not bowed or counts_while_bowed(engine, card) or bowed_force.counts(engine, card)
        parts.append({"card": card.id, "force": force, "counted": counted})
    return sum(p["force"] for p in parts if p["counted"]), parts


def _unit_force(engine: Engine, q: QP.UnitForce) -> dict:
    card = engine.cards[q.unit_force]
    total, parts = unit_force(engine, card)
    bowed = [p["card"] for p in parts if not p["counted"]]
    engine.note("l5r.force.totals", f"unit of {card.id}: Force {total} (unbowed cards)")
    if bowed:
        engine.note("l5r.force.bowed", f"bowed, not counted, but keeping their own Force: {', '.join(bowed)}")
    engine.note("l5r.force.totals-not-bonuses", "a change in a total not due to its cards' Force is no bonus")
    return {"value": total, "parts": parts}


def _units(engine: Engine, player: str, at: str) -> list[Card]:
    return sorted(
        (
            c
            for c in engine.cards.values()
            if c.type == "personality"
            and engine.in_play(c)
            and c.controller == player
            and engine.location(c) == at
        ),
        key=lambda c: c.id,
    )


def _adds_instead(engine: Engine, unit: Card) -> str | None:
    """The player whose army this unit adds its Force to instead of its own (the first substitution made)."""
    for app in engine.apps_on(unit.id, "instead"):
        params = app.effect.spec.params
        if app.active and params.of == ADD_FORCE and params.do and params.do.op == ADD_FORCE:
            return engine.resolve_symbol(params.do.params.player, app.effect.source, app.effect.spec)
    return None


def _incoming(engine: Engine, player: str, at: str) -> list[Card]:
    """Other players' units at `at` that add their Force to this player's army instead of their own."""
    units = [u for p in sorted(engine.players) if p != player for u in _units(engine, p, at)]
    return [u for u in units if _adds_instead(engine, u) == player]


def _note_elsewhere(engine: Engine, unit: Card, player: str, at: str) -> None:
    if _units(engine, player, at):
        engine.note("l5r.substitution.general", f"{unit.id} adds its Force to {player}'s army instead")
        return
    engine.note(
        "l5r.substitution.new-fails",
        f"{unit.id} would add its Force to {player}'s army instead, but {player} has no army at {at}: the new"
        f" adding fails, and {unit.id} does not add its Force to its own army either",
    )


def _army_force(engine: Engine, q: QP.ArmyForce) -> dict:
    player, at = q.army_force, q.at
    units = _units(engine, player, at)
    leaving = {u.id: p for u in units if (p := _adds_instead(engine, u)) not in (None, player)}
    for unit in units:
        if unit.id in leaving:
            _note_elsewhere(engine, unit, leaving[unit.id], at)
    incoming = _incoming(engine, player, at)
    for unit in incoming:
        _note_elsewhere(engine, unit, player, at)
    if not units:
        engine.note("l5r.force.no-army", f"{player} has no units at {at}: the army's Force is an absent stat")
        return {"value": 0, "present": False, "units": []}
    counted = [u for u in units if u.id not in leaving] + incoming
    totals = {u.id: unit_force(engine, u)[0] for u in counted}
    engine.note("l5r.force.totals", f"{player}'s army at {at}: Force {sum(totals.values())}")
    return {"value": sum(totals.values()), "present": True, "units": totals}


def _parse_add_force(node: Node, ctx: ParseContext) -> ToPlayer:
    player = node.text(ADD_FORCE, None)
    if player is None:
        node.error("name the player whose army the unit adds its Force to ($controller: yours)", ADD_FORCE)
    return ToPlayer(player)


def _add_force(engine: Engine, params: ToPlayer, target: str, event: dict) -> bool:
    """Adding Force is no change of the game state: it happens whenever an army's Force is totaled."""
    engine.note("l5r.force.totals", f"{target} adds its Force to an army only when Force is totaled")
    return False


QUESTIONS = {
    "unit_force": Question(
        ("unit_force",),
        ("unit_force",),
        _unit_force,
        "The Force a unit (a card id) adds, and what each card adds.",
        params=QP.UnitForce,
    ),
    "army_force": Question(
        ("army_force", "at"),
        ("army_force", "at"),
        _army_force,
        "A player's army's Force at a battlefield (`at`).",
        params=QP.ArmyForce,
    ),
}
OPS = {
    ADD_FORCE: Op(
        _parse_add_force,
        _add_force,
        ADD_FORCE,
        doc="The target unit adds its Force to this player's army (a substitute for the adding).",
        value={"type": "string"},
        only_instead=True,
    )
}
