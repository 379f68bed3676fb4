"""Naruto cards compiled and played in a test: a card from its clauses, a character, a scenario run."""

from __future__ import annotations

from rulings.engine import evaluate, parse_scenario
from rulings.engine.cardtext.compiler import compile_card


def card_of(*clauses: tuple[str, str, str]) -> dict:
    compiled = compile_card("naruto", "Character", list(clauses))
    assert compiled.full, compiled.clause_map()
    return compiled.fields


def character(owner: str, zone: str, power: int = 2, cost: int = 2, **more) -> dict:
    return {"type": "character", "owner": owner, "zone": zone, "stats": {"cost": cost, "power": power}} | more


def run(cards: dict, *steps: dict) -> dict:
    data = {"game": "naruto", "players": ["A", "B"], "cards": cards, "steps": list(steps)}
    return evaluate(parse_scenario(data)).to_dict()


def answers(cards: dict, *steps: dict) -> list:
    return [a["answer"]["value"] for a in run(cards, *steps)["answers"]]
