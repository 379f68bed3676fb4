"""L5R's clans: a player's `clan` field and the condition `{clan: Scorpion, player: p1}` ("if you are
Scorpion Clan"). Declared here and registered on L5R's `GameRules`; other games refuse them, naming
themselves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.matching import player_of
from ...language.vocabulary import ConditionKind, PlayerField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

TEXT = {"type": "string"}


@dataclass(frozen=True, slots=True)
class ClanIs:
    clan: str | None
    player: str | None  # a player id or $controller (the source's controller)


def _parse_condition(node: Node, ctx: ParseContext) -> ClanIs:
    return ClanIs(node.text("clan"), ctx.player(node, "player", "$controller", symbols=True))


def _holds(engine: Engine, params: ClanIs, subject: str, active: Any) -> bool:
    player = player_of(engine, params.player, active)
    return player is not None and engine.players[player].extra.get("clan") == params.clan


def _parse_clan(node: Node, ctx: ParseContext, key: str) -> str | None:
    return node.text(key, None)


PLAYER_FIELDS = {"clan": PlayerField(_parse_clan, "the player's clan", TEXT)}
CONDITION_KINDS = {
    "clan": ConditionKind(
        _parse_condition,
        _holds,
        "the player (default: the source's controller) is of this clan",
        TEXT,
        fields={"player": TEXT},
    )
}
