"""Per-game rules policies. Each game module defines a `GameRules` subclass, registered on import.

`load_games` is the one place of the core that imports the game packages (tests/engine/test_architecture.py
checks it): the game packages import the core, never the other way round. The registry itself is in base.py,
below the games, so that registering does not import this package's loader back.
"""

from __future__ import annotations

from .base import GAMES, GameRules, register_game

__all__ = ["GAMES", "GameRules", "load_games", "register_game"]


def load_games() -> dict[str, GameRules]:
    from . import chiaxis, l5r, naruto  # noqa: F401  (register themselves)

    return GAMES
