"""Compiler 13 (Naruto, part N2): "this mission" in the text of a card that has left play, the filter field
`last_known_at` (the Desk's rule naruto.desk.last-mission).

"SCORE: Defeat this character. If you do so, defeat another character in this mission.": once the card is
defeated it is in no mission; "this mission" is the one it was last in. `last_known_at: $source` matches a
card in play in the mission the named card is in, or, once that card has left play, in the mission it was in
as it left (recorded by `left_play`, called as a card leaves a mission). A card never in play matches none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import FilterField

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

RULE = "naruto.desk.last-mission"
NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"
FIELD = "last_known_at"


def _left_from(engine: Engine) -> dict[str, str]:
    return engine.game_state.left_from


def left_play(engine: Engine, card: Card, old_zone: str) -> None:
    """A card leaves a mission for a zone out of play: the mission it was last in."""
    _left_from(engine)[card.id] = old_zone


def mission_of(engine: Engine, card_id: str | None) -> str | None:
    """The mission the card is in, or the one it was last in once it has left play (None: neither)."""
    card = engine.cards.get(card_id or "")
    if card is None:
        return None
    if engine.in_play(card):
        return engine.location(card)
    return _left_from(engine).get(card.id)


def _parse_symbol(node: Node, ctx: ParseContext, key: str) -> str:
    return node.text(key)


def _last_known_at(engine: Engine, card: Card, symbol: str, source: str | None) -> bool:
    named = engine.resolve_symbol(symbol, source)
    here = mission_of(engine, named)
    return here is not None and engine.in_play(card) and engine.location(card) == here


FILTER_FIELDS = {
    FIELD: FilterField(
        _parse_symbol,
        _last_known_at,
        "'in this mission' of a card that may have left play: in play in the mission the named card (a "
        "symbol, $source) is in, or, once it has left play, the mission it was last in "
        "(naruto.desk.last-mission)",
        {"type": "string"},
        relational=True,
        rule=RULE,
    ),
}

RULES = (
    DeskRule(
        RULE,
        "last-mission",
        '"This mission" once the card has left play',
        '"This mission" in the text of a card that has left play (its own effect defeated it: "Defeat this '
        'character. If you do so, defeat another character in this mission") is the mission the card was in '
        "as it left play.",
        f"{NOT_IN_CORPUS}: it names a character's mission, not what it is once that character has left.",
        "Card text (\"Defeat this character. If you do so, defeat another character in this mission\", which "
        "makes sense only so) and the effects document's chain example (a defeated character's mission is "
        "the one it was defeated in: \"a friendly character in her mission is defeated\").",
        '"This mission" of a card that left play: the mission it was last in',
    ),
)
register_desk_rules("naruto", RULES)
