"""L5R's condition `{turn_of: $controller}` ("If it is your turn"; under `not`: "If it is not your turn"): the
player whose turn is in progress (the latest `turn` procedure begun and not ended) is that player. With no
turn in progress it is no one's turn. Declared here and registered on L5R's `GameRules`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.matching import player_of
from ...language.vocabulary import ConditionKind
from .phases import turn_player

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node


@dataclass(frozen=True, slots=True)
class TurnOf:
    player: str | None  # a player id or $controller (the source's controller)


def _parse(node: Node, ctx: ParseContext) -> TurnOf:
    return TurnOf(ctx.player(node, "turn_of", "$controller", symbols=True))


def _holds(engine: Engine, params: TurnOf, subject: str, active: Any) -> bool:
    player = player_of(engine, params.player, active)
    return player is not None and turn_player(engine) == player


CONDITION_KINDS = {
    "turn_of": ConditionKind(
        _parse,
        _holds,
        "it is this player's turn ($controller: the source's controller; 'If it is your turn')",
        {"type": "string"},
    )
}
