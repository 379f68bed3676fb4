"""Compiler 13 (Naruto, part N2): the second part of an effect naming the card its first part looked at or
defeated.

- Filter field `looked_at_by: <effect id>`: "Look at a hidden enemy character in this mission. If it costs 3
  or less, take control of that character": the card that effect last looked at, while it is in play (its
  stats read as any filter reads them: a hidden card's printed cost, with what applies to it).
- Condition `defeated_had: <effect id>` with `printed: {power: {at_most: N}}`: "If the defeated character
  had a printed Power of 3 or less, ...": a card that effect defeated as it was last applied had that printed
  value (its printed Power: the card's own, whatever changed it in play; naruto.desk.if-you-do's parts).
No Desk rule: the wording names the card (the one looked at, the one defeated); the parts of one effect are
applied as naruto.desk.if-you-do says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...language.vocabulary import ConditionKind, FilterField
from .filters import PRINTED_STATS, _parse_printed, _printed
from .state import state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card


def looked_at(engine: Engine, event: dict, target: str) -> None:
    """An effect looked at a card: the one "that character" names in its next part."""
    if event.get("effect"):
        state(engine).looked_at[event["effect"]] = target


def _parse_effect_id(node: Node, ctx: ParseContext, key: str) -> str:
    return node.text(key)


def _looked_at_by(engine: Engine, card: Card, effect: str, source: str | None) -> bool:
    return state(engine).looked_at.get(effect) == card.id and engine.in_play(card)


@dataclass(frozen=True, slots=True)
class DefeatedHad:
    effect: str
    printed: tuple


def _parse_defeated_had(node: Node, ctx: ParseContext) -> DefeatedHad:
    return DefeatedHad(node.text("defeated_had"), _parse_printed(node, ctx, "printed"))


def _defeated_had(engine: Engine, params: DefeatedHad, subject: str, active: Any) -> bool:
    defeated = state(engine).defeated_by.get(params.effect, [])
    found = [c for c in defeated if _printed(engine, engine.cards[c], params.printed, None)]
    what = ", ".join(defeated) or "no character"
    engine.note(
        "naruto.desk.if-you-do",
        f"{params.effect} defeated {what}: {'it had' if found else 'none had'} the printed value named",
    )
    return bool(found)


FILTER_FIELDS = {
    "looked_at_by": FilterField(
        _parse_effect_id,
        _looked_at_by,
        "'that character' after 'Look at a hidden ... character': the card that effect (an id) last looked "
        "at, while in play",
        {"type": "string"},
        relational=True,
        rule="naruto.desk.look-at",
    ),
}
PRINTED = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        stat: {
            "type": "object",
            "additionalProperties": False,
            "properties": {"at_least": {"type": "integer"}, "at_most": {"type": "integer"}},
        }
        for stat in PRINTED_STATS
    },
}
CONDITION_KINDS = {
    "defeated_had": ConditionKind(
        _parse_defeated_had,
        _defeated_had,
        "'if the defeated character had a printed Power of 3 or less': a card that effect (an id) defeated "
        "as it was last applied has these printed values (printed: {power: {at_most: 3}})",
        {"type": "string"},
        fields={"printed": PRINTED},
    ),
}
