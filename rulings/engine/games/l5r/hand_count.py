"""L5R's condition `{cards_in_hand: $controller, at_least: 6}` ("If you have six or more cards in your hand";
`at_most`: "four or fewer", `exactly`: "exactly two", "no cards": `at_most: 0`): how many cards the player has
in his hand. His hand is the cards he owns with zone hand (the Desk's rule l5r.desk.hand-and-deck: the corpus
does not cover the hand), so a question counts the cards it names there. Declared here and registered on
L5R's `GameRules` (compiler 13, part B)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.matching import player_of
from ...language.vocabulary import ConditionKind
from ...state.hand import hand
from . import desk_rules

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

RELATIONS = ("exactly", "at_least", "at_most")
INTEGER = {"type": "integer", "minimum": 0}


@dataclass(frozen=True, slots=True)
class CardsInHand:
    player: str | None  # a player id or $controller (the source's controller)
    relation: str
    number: int


def _parse(node: Node, ctx: ParseContext) -> CardsInHand | None:
    relations = [r for r in RELATIONS if node.has(r)]
    if len(relations) != 1:
        node.error("cards_in_hand gives one of exactly, at_least, at_most")
        return None
    number = node.integer(relations[0])
    if number is None or number < 0:
        node.error("a number of cards is 0 or more", relations[0])
        return None
    return CardsInHand(ctx.player(node, "cards_in_hand", "$controller", symbols=True), relations[0], number)


def _holds(engine: Engine, params: CardsInHand, subject: str, active: Any) -> bool:
    player = player_of(engine, params.player, active)
    if player is None:
        return False
    held = len(hand(engine, player))
    holds = {
        "exactly": held == params.number,
        "at_least": held >= params.number,
        "at_most": held <= params.number,
    }[params.relation]
    engine.note(
        desk_rules.HAND_AND_DECK.id,
        f"{player} has {held} card(s) in his hand (the cards the question names there): "
        f"{params.relation.replace('_', ' ')} {params.number} {'holds' if holds else 'does not hold'}",
    )
    return holds


CONDITION_KINDS = {
    "cards_in_hand": ConditionKind(
        _parse,
        _holds,
        "how many cards this player ($controller: the source's controller) has in his hand: exactly, "
        "at_least or at_most N ('If you have six or more cards in your hand')",
        {"type": "string"},
        fields={r: INTEGER for r in RELATIONS},
    )
}
