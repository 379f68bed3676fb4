"""Compiler 14 (Naruto): `$opponent` in a continuous effect's targets ("[⧗] CHAKRA +1 for both players":
`targets: [$controller, $opponent]`).

Until compiler 14 the other player was filled only as a card's instant effect is applied (play.py); a static
trait found its targets through the core's `$controller` alone. Here `$opponent` is declared for the targets
of any effect with a source or a controller, and the game fills it wherever the core fills symbols
(`GameRules.game_symbol`): the other player of the two, as the effect applies (the opponent of the source's
controller now: a card that changes hands names the other player from then on; naruto.desk.opponent).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.symbols import CONTROLLER, Symbol
from .cards import OPPONENT
from .state import opponent

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

SYMBOLS = {
    OPPONENT: Symbol(
        "the other player of the two: the opponent of the source's controller",
        {"targets": CONTROLLER},
        "in the text of an effect with a source or a controller (a card's effects and traits)",
    )
}


def game_symbol(engine: Engine, value: str, source: str | None, spec: EffectSpec | None) -> str | None:
    """`$opponent`: the other player of the source's controller (or of the effect's controller)."""
    if value != OPPONENT:
        return None
    card = engine.cards.get(source) if source else None
    player = card.controller if card is not None else (spec.controller if spec is not None else None)
    return opponent(engine, player) if player is not None else None
