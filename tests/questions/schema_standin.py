"""A small stand-in for `rulings.engine.scenario_schema` while the engine's generated schema is not on main:
the scenario language's outline (top fields, card fields, step kinds, effect ops, zones, card types, stats)
from the engine's own name lists. Tests install it (monkeypatch) only if the engine lacks the real one."""

from __future__ import annotations

from rulings.engine import scenario as sc
from rulings.engine.games import load_games
from rulings.engine.questions_spec import QUESTIONS


def _games(game):
    rules = load_games()
    return {game: rules[game]} if game else rules


def scenario_schema(game: str | None = None) -> dict:
    games = _games(game)
    zones = sorted({z for g in games.values() for z in (*g.in_play_zones, *g.other_zones)})
    types = sorted({t for g in games.values() for t in g.card_types})
    stats = sorted({s for g in games.values() for s in g.stats})
    effect = {
        "type": "object",
        "properties": {f: {} for f in sc.EFFECT_FIELDS} | {"stat": {"enum": stats}},
    }  # open: the games' own ops are not in the core's list
    zone = {"anyOf": [{"enum": zones}, {"pattern": f"^({'|'.join(zones)}):"}]}  # "battlefield:1"
    card = {
        "type": "object",
        "properties": {f: {} for f in sc.CARD_FIELDS}
        | {"type": {"enum": types}, "zone": zone, "traits": {"type": "array", "items": effect}},
    }
    step = {
        "type": "object",
        "properties": {k: {} for k in (*sc.STEP_KINDS, "use", "choose", "pay", "trigger")}
        | {"ask": {"type": "object", "properties": {q: {} for q in QUESTIONS}}}
        | {"expect": {}, "cites": {}, "apply": effect},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Rules Desk scenario" + (f" ({game})" if game else ""),
        "type": "object",
        "properties": {
            "version": {"const": 1},
            "game": {"enum": sorted(games)},
            "title": {"type": "string"},
            "source": {},
            "note": {"type": "string"},
            "players": {"type": "array"},
            "cards": {"type": "object", "additionalProperties": card},
            "steps": {"type": "array", "items": step},
        },
        "required": ["game", "steps"],
        "additionalProperties": False,
    }
