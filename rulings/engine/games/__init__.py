"""Per-game rules policies. Each game package defines a `GameRules` subclass, registered on import;
`rulings.engine.loader.load_games` imports them all. The registry itself is in base.py."""

from __future__ import annotations

from .base import GAMES, GameRules, register_game

__all__ = ["GAMES", "GameRules", "register_game"]
