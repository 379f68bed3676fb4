"""Moving a unit to the battlefield where a card is (compiler 19, part E): "Water Battle, Bow: Move your
target Personality at any location to Jinako's battlefield." (Jinako), "Move your target Personality at any
location to Jadaran's battlefield." (Iuchi Jadaran).

`move_to_battlefield_of: <card>` (a card id or a symbol of the text, `$source`) moves each target to the
battlefield where that card is as the move happens (l5r.desk.card-battlefield): a card's battlefield is the
location it is at when that location is a battlefield (its bearer's, for an attachment), as the filter
`at_battlefield_of` reads "at Kota's battlefield" (same_location.py). A card at home or out of play has no
battlefield: the move fails and the answer says why. A target already there does not move.

The move is the game's movement (event `move`, with the battlefield as its destination): what negates a
movement, or a movement to battlefields, negates it. It is not a move "to the current battlefield" for the
Rule of Location (location.py): the text names this card's battlefield, which is the current one only when the
card is there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.instant import attempt
from ...effects.params import ZoneChange
from ...language.vocabulary import Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME
from .same_location import _where

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

OP = "move_to_battlefield_of"

CARD_BATTLEFIELD = DeskRule(
    "l5r.desk.card-battlefield",
    "card-battlefield",
    "A card's battlefield",
    "\"Move X to Jinako's battlefield\": a card's battlefield is the battlefield it is at as the move "
    "happens "
    "(an attachment's is its bearer's). A card at home or out of play has none, and such a move fails. "
    "The move is a movement like any other: what negates movement (or movement to battlefields) negates "
    "it.",
    f"{NOT_IN_CORPUS}: the corpus names battlefields (the glossary's Switch moves units between home and "
    "battlefields) but never says what a card's battlefield is.",
    "Card text (\"at Kota's battlefield\", read as the battlefield where Kota is, l5r.desk's filter "
    "at_battlefield_of) and the glossary's Switch: a unit is at home or at one battlefield.",
    "A card's battlefield is where it is, if that is a battlefield",
)
register_desk_rules(GAME, (CARD_BATTLEFIELD,))


@dataclass(frozen=True, slots=True)
class BattlefieldOf:
    card: str  # the card whose battlefield: a card id, or a symbol of the effect's text ($source ...)


def _parse(node: Node, ctx: ParseContext) -> BattlefieldOf:
    card = node.text(OP)
    ctx.known_card(node, OP, card, symbols=True)
    return BattlefieldOf(card)


def _perform(engine: Engine, params: BattlefieldOf, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None:
        return False
    where = _where(engine, params.card, event.get("source"))
    named = engine.resolve_symbol(params.card, event.get("source")) or params.card
    if where is None or not where.startswith("battlefield"):
        why = f"{named} is at no battlefield: {target} cannot move to its battlefield"
        engine.note(CARD_BATTLEFIELD.id, why)
        return False
    engine.note(CARD_BATTLEFIELD.id, f"{named}'s battlefield is {where}")
    # the move itself, its destination now known (a negation of movement to battlefields reads it)
    return attempt(engine, "move", ZoneChange(where), target, {**event, "to": where}, continuous=False)


OPS = {
    OP: Op(
        _parse,
        _perform,
        "move",
        value={"type": "string", "description": "the card whose battlefield (a card id or $symbol)"},
        doc="Moves each target to the battlefield where this card is ('Move your target Personality at any "
        "location to Jinako's battlefield'); the card at home or out of play: the move fails "
        "(l5r.desk.card-battlefield).",
        needs=("instantaneous",),
    ),
}
