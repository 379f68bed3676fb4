"""The Imperial Favor (the Desk's own rule l5r.desk.imperial-favor: the corpus names the Favor but does not
say how it is held or discarded).

The player stat `imperial_favor` is 1 for the player who holds the Imperial Favor (the question says who,
`players: [{id: me, imperial_favor: 1}]`), 0 or absent for the others. `discard_favor: true` aimed at a player
("discard the Imperial Favor") makes him no longer hold it; when he does not hold it, nothing changes, so what
the text does "to" something else (`if_changed`) does not happen either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...language.vocabulary import FLAG, Op
from ...state.ledger import Mod
from .desk_rules import IMPERIAL_FAVOR

if TYPE_CHECKING:
    from ...engine_api import Engine

STAT = "imperial_favor"
OP = "discard_favor"


def holds_favor(engine: Engine, player: str) -> bool:
    value = engine.stat(player, STAT)
    return bool(value.present and isinstance(value.value, int) and value.value > 0)


def change_favor(engine: Engine, player: str, by: int, event: dict, rule: str) -> None:
    """Record the effect's change of ``player``'s Imperial Favor stat, cited to ``rule``."""
    mod = Mod(event["effect"], "change", by, engine.tick(), event.get("source"), rule)
    engine.state.record(player, STAT, mod)
    engine.touch(player)


def _perform(engine: Engine, params: object, target: str, event: dict) -> bool:
    if not holds_favor(engine, target):
        engine.note(IMPERIAL_FAVOR.id, f"{target} does not hold the Imperial Favor: he cannot discard it")
        return False
    change_favor(engine, target, -engine.stat(target, STAT).value, event, IMPERIAL_FAVOR.id)
    engine.note(IMPERIAL_FAVOR.id, f"{target} discards the Imperial Favor: no one holds it now")
    engine.event("discard_favor", player=target)
    return True


OPS = {
    OP: Op(
        flag(OP),
        _perform,
        OP,
        value=FLAG,
        doc="'Discard the Imperial Favor': the target player, if he holds it (player stat `imperial_favor`: "
        "1), no longer does (l5r.desk.imperial-favor); else nothing changes.",
        players_only="the Imperial Favor is held by a player: target him ($controller)",
        substitute=False,
    )
}
