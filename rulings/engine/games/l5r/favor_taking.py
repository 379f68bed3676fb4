""" "Take the Imperial Favor" (compiler 9, part A; the Desk's own rule l5r.desk.take-favor): `take_favor:
true` aimed at a player makes him hold the Imperial Favor (player stat `imperial_favor`: 1) and the player
who held it, if another, no longer hold it, since at most one player holds it (l5r.desk.imperial-favor). A
player who already holds it takes nothing: nothing changes, so what the text does "to" something else by
taking it (`if_changed`) does not happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...language.vocabulary import FLAG, Op
from .desk_rules import TAKE_FAVOR
from .imperial_favor import STAT, change_favor, holds_favor

if TYPE_CHECKING:
    from ...engine_api import Engine

OP = "take_favor"


def _perform(engine: Engine, params: object, target: str, event: dict) -> bool:
    if holds_favor(engine, target):
        engine.note(TAKE_FAVOR.id, f"{target} already holds the Imperial Favor: nothing changes")
        return False
    for holder in sorted(p for p in engine.players if p != target and holds_favor(engine, p)):
        change_favor(engine, holder, -engine.stat(holder, STAT).value, event, TAKE_FAVOR.id)
        engine.note(TAKE_FAVOR.id, f"{holder} no longer holds the Imperial Favor")
    engine.players[target].base_stats.setdefault(STAT, 0)  # (absent: he did not hold it)
    value = engine.stat(target, STAT).value
    change_favor(engine, target, 1 - (value if isinstance(value, int) else 0), event, TAKE_FAVOR.id)
    engine.note(TAKE_FAVOR.id, f"{target} takes the Imperial Favor: he holds it now")
    engine.event(OP, player=target)
    return True


OPS = {
    OP: Op(
        flag(OP),
        _perform,
        OP,
        value=FLAG,
        doc="'Take the Imperial Favor': the target player holds it (player stat `imperial_favor`: 1) and the "
        "player who held it no longer does (l5r.desk.take-favor); if he holds it already, nothing changes.",
        players_only="the Imperial Favor is held by a player: target him ($controller)",
        substitute=False,
    )
}
