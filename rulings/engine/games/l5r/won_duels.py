"""Who won the duel an action has just fought: "Radakast duels him. If Radakast wins, bow the target."
(compiler 19, part K).

The condition `{won_duel: <card>, duel: <duel id>}` holds when the duel of that id the same action fought (the
latest one, `<id>#2` ... for an ability used again: target_duels.py) has that card as its winner
(duel_history.py, the Desk's rule l5r.desk.duel-won). A duel not fought (a challenge refused, a duelist gone)
or won by no one: the card did not win it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...language.shapes import TEXT, described
from ...language.vocabulary import ConditionKind
from .desk_rules import DUEL_WON

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

WON = "won_duel"


def _parse(node: Node, ctx: ParseContext) -> tuple[str, str]:
    card = node.text(WON)
    ctx.known_card(node, WON, card, symbols=True)
    return card, node.text("duel")


def _latest(engine: Engine, duel_id: str, action: str | None) -> tuple[str, dict] | None:
    """The latest duel of this id (or its later namesakes `<id>#n`) fought by `action`."""
    found = None
    for did, record in engine.game_state.duels.items():
        if (did == duel_id or did.startswith(f"{duel_id}#")) and record.get("action") == action:
            found = (did, record)
    return found


def _holds(engine: Engine, params: tuple[str, str], _subject: str, active: Any) -> bool:
    card, duel_id = params
    named = engine.resolve_symbol(card, getattr(active, "source", None)) or card
    found = _latest(engine, duel_id, getattr(active, "action", None))
    if found is None:
        engine.note(DUEL_WON.id, f"{duel_id} was not fought by this action: {named} did not win it")
        return False
    did, record = found
    won = record.get("winner") == named
    winner = record.get("winner") or "no one"
    engine.note(DUEL_WON.id, f"{did}: {winner} won it; {named} {'did' if won else 'did not'}")
    return won


CONDITION_KINDS = {
    WON: ConditionKind(
        _parse,
        _holds,
        "'If Radakast wins, ...' after the duel an action fought: the card ($source, $performer or a card "
        "id) won the duel of id `duel` that same action fought (its latest, duel_history.py, "
        "l5r.desk.duel-won)",
        TEXT,
        {"duel": described(TEXT, "the id of the duel (`duel_target`'s id) fought by the same action")},
    )
}
