"""Unit and army Force: totals of the Force of unbowed Personalities and Followers (not stats)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...extensions import GameQuestion

if TYPE_CHECKING:
    from ...evaluator import Engine
    from ...state import Card


def _members(engine: Engine, personality: Card) -> list[Card]:
    """A Personality and the Followers attached to him (Items modify his own Force instead)."""
    return [personality, *(c for c in engine.attached(personality.id) if c.type == "follower")]


def unit_force(engine: Engine, personality: Card) -> tuple[int, list[dict]]:
    parts = []
    for card in _members(engine, personality):
        force = engine.stat(card.id, "force").value
        counted = not card.flag("bowed")
        parts.append({"card": card.id, "force": force, "counted": counted})
    return sum(p["force"] for p in parts if p["counted"]), parts


def _unit_force(engine: Engine, q: dict) -> dict:
    card = engine.cards[q["unit_force"]]
    total, parts = unit_force(engine, card)
    bowed = [p["card"] for p in parts if not p["counted"]]
    engine.note("l5r.force.totals", f"unit of {card.id}: Force {total} (unbowed cards only)")
    if bowed:
        engine.note("l5r.force.bowed", f"bowed, not counted, but keeping their own Force: {', '.join(bowed)}")
    engine.note("l5r.force.totals-not-bonuses", "a change in a total not due to its cards' Force is no bonus")
    return {"value": total, "parts": parts}


def _army_force(engine: Engine, q: dict) -> dict:
    player, at = q["army_force"], q["at"]
    units = [
        c
        for c in engine.cards.values()
        if c.type == "personality"
        and engine.in_play(c)
        and c.controller == player
        and engine.location(c) == at
    ]
    if not units:
        engine.note("l5r.force.no-army", f"{player} has no units at {at}: the army's Force is an absent stat")
        return {"value": 0, "present": False, "units": []}
    totals = {c.id: unit_force(engine, c)[0] for c in sorted(units, key=lambda c: c.id)}
    engine.note("l5r.force.totals", f"{player}'s army at {at}: Force {sum(totals.values())}")
    return {"value": sum(totals.values()), "present": True, "units": totals}


QUESTIONS = {
    "unit_force": GameQuestion(("unit_force",), ("unit_force",), _unit_force),
    "army_force": GameQuestion(("army_force", "at"), ("army_force", "at"), _army_force),
}
