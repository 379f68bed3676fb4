"""Putting a card into play by an effect ("Put this card into play there": the Desk's own rule
l5r.desk.put-into-play; the rulebook's entering play is not in the corpus).

`put_into_play: $battlefield` (or a zone of play) puts the target card, from wherever it is out of play, into
play there: it enters play (what answers entering play answers it), no cost is paid, and an Action card so put
into play by its own ability stays in play instead of being discarded. A card already in play is not moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.matching import resolve_zone
from ...effects.params import ZoneChange
from ...language.vocabulary import Op
from ...state.zones import change_zone
from .desk_rules import PUT_INTO_PLAY

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "put_into_play"


def _parse(node: Node, ctx: ParseContext) -> ZoneChange:
    params = ZoneChange(ctx.zone_or_current(node, OP))
    if params.to and not params.to.startswith("$") and not ctx.rules.is_in_play_zone(params.to):
        node.error(f"{OP} names a zone of play (or $battlefield), not '{params.to}'", OP)
    return params


def _perform(engine: Engine, params: ZoneChange, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or engine.in_play(card):
        return False
    to = resolve_zone(engine, params.to)
    if to is None:
        symbol = engine.rules.registry.zone_symbols[params.to]
        engine.note(PUT_INTO_PLAY.id, f"{target} cannot be put into play at {symbol.doc}: {symbol.absent}")
        return False
    reason = engine.rules.may_enter(engine, card, to)
    if reason is not None:
        why = f"{target} cannot enter play at {to}: {reason}"
        engine.note(engine.rules.cannot_enter_rule(engine, card), why)
        return False
    engine.note(PUT_INTO_PLAY.id, f"{target} is put into play at {to}")
    change_zone(engine, card, to, event="entered")
    return True


OPS = {
    OP: Op(
        _parse,
        _perform,
        "enter_play",
        value={"vocabulary": "zone_or_symbol"},
        doc="Puts the target card, out of play, into play at a zone of play or `$battlefield` ('Put this "
        "card into play there'); an Action card so put into play is not discarded (l5r.desk.put-into-play).",
    )
}
