"""Per-game rules policies. Each game module defines a `GameRules` subclass, registered on import."""

from __future__ import annotations

from .base import GameRules

GAMES: dict[str, GameRules] = {}


def register_game(rules: GameRules) -> GameRules:
    GAMES[rules.name] = rules
    return rules


def load_games() -> dict[str, GameRules]:
    from . import chiaxis, l5r, naruto  # noqa: F401  (register themselves)

    return GAMES
