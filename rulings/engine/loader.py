"""The one place of the core that imports the game packages, so that each registers its `GameRules`.

It stands outside `games/` so that a game module, which imports `games.base` (and so runs `games/__init__`),
never runs the loader back: the game packages import the core, never the other way round
(tests/rulings/engine/test_architecture.py).
"""

from __future__ import annotations

from .games.base import GAMES, GameRules


def load_games() -> dict[str, GameRules]:
    from .games import chiaxis  # noqa: F401  (each game registers itself)
    from .games.l5r import game as l5r  # noqa: F401
    from .games.naruto import game as naruto  # noqa: F401

    return GAMES
