"""A unit as a target, and the cards in a unit (the Desk's own rule l5r.desk.units: the corpus names units in
its Force totals and sides, but does not define them).

`target_unit: true` is "Target a unit" ("Target an enemy unit": with `controller: $other`): its effect chooses
the unit by its Personality (`choose: {type: personality, ...}` with `targeting: true`), and the unit, not the
Personality, is the action's target: a Reaction to a card being targeted does not answer it. The effect
changes nothing itself; later effects of the action name the unit `$target1` ... and its cards with the
filter field `in_unit: $target1`: the Personality and every card attached to him (Followers, Items, Spells
...), where `in_unit_of` counts his Followers only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.params import NoParams
from ...language.shapes import TEXT
from ...language.vocabulary import FLAG, FilterField, Op
from .desk_rules import UNITS

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

OP = "target_unit"
UNITS_KEY = "units"  # in an action's record: the cards whose units it targeted (not the cards themselves)


def _parse(node: Node, ctx: ParseContext) -> NoParams:
    params = flag(OP)(node, ctx)
    choose = node.value.get("choose")
    if (
        not isinstance(choose, dict)
        or choose.get("type") != "personality"
        or node.value.get("targeting") is not True
    ):
        node.error(
            "a unit is targeted by its Personality: choose: {type: personality, ...} with targeting: true", OP
        )
    return params


def _perform(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    action = event.get("action")
    if action in engine.state.actions:
        engine.state.actions[action].setdefault(UNITS_KEY, []).append(target)
    engine.note(UNITS.id, f"the unit of {target} is targeted (not {target} himself)")
    return False


def unit_targets(record: dict) -> list[str]:
    """The Personalities whose units an action targeted (Reactions to a card being targeted skip them)."""
    return list(record.get(UNITS_KEY, ()))


def head(engine: Engine, card: Card | None) -> Card | None:
    """The Personality heading a card's unit, if it is in play: itself, or the one it is attached to."""
    while card is not None and card.zone == "attached" and card.attached_to:
        card = engine.cards.get(card.attached_to)
    if card is None or card.type != "personality" or not engine.in_play(card):
        return None
    return card


def _parse_card(node: Node, ctx: ParseContext, key: str) -> str | None:
    card = node.text(key, None)
    ctx.known_card(node, key, card, symbols=True)
    return card


def _in_unit(engine: Engine, card: Card, card_id: str, source: str | None) -> bool:
    leader = head(engine, engine.cards.get(engine.resolve_symbol(card_id, source) or ""))
    return leader is not None and leader is head(engine, card)


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        doc="'Target a unit': the effect chooses a unit by its Personality (`choose: {type: personality}`, "
        "`targeting: true`); the unit, not the Personality, is targeted, and nothing changes. Later effects "
        "name it `$targetN`, its cards `in_unit: $targetN` (l5r.desk.units).",
        value=FLAG,
        substitute=False,
    )
}
FILTER_FIELDS = {
    "in_unit": FilterField(
        _parse_card,
        _in_unit,
        "in this card's unit: its Personality and every card attached to him (l5r.desk.units)",
        TEXT,
    )
}
