"""A card's own restrictions on where it enters play from and how many of its title a player has in play
(the Desk's own rule, l5r.desk.entry-restrictions).

"Will only enter play from a province" is `enters_only_from: [province]`: the card enters play only from a
province (a card entering play from anywhere else stays where it is). "You may only have one copy of Counting
House in play" is `copies_in_play: {at_most: 1}`: the card does not enter play under, nor come under the
control of, a player who already controls that many cards of its title in play; a question may not set up
more of them in play under one player. Judged each time it would happen (`GameRules.may_enter`,
`may_control`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import CardField
from .rule_ids import GAME
from .setup_refusals import refuse_setups

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

ENTRY_RESTRICTIONS = DeskRule(
    "l5r.desk.entry-restrictions",
    "entry-restrictions",
    "Cards that enter play only from a province, or only one to a player",
    '"Will only enter play from a province": the card does not enter play from anywhere but a province (an '
    'effect that would bring it into play from elsewhere does nothing). "You may only have one copy of '
    'Counting House in play": a player who controls a card of that title in play does not have another '
    "enter play under his control, nor does control of another pass to him; a question may not set up two "
    "under one player.",
    "The rules documents the Desk holds do not cover entering play or the number of copies of a card a "
    "player may have in play: the rulebook's sections on them are not in the corpus.",
    'The effects document: "will not" and "may not" prevent the occurrence or choice they name (Prevention; '
    '"May not"), and out of play a card\'s continuous traits affect the card itself (effects in and out of '
    "play); glossary S: a Singular card is limited to one of a title per player the same way.",
    "A card enters play only from where, and only as often, its text allows",
)
register_desk_rules(GAME, (ENTRY_RESTRICTIONS,))
RULE = ENTRY_RESTRICTIONS.id
FROM_PLACES = ("province",)


def _parse_from(node: Node, ctx: ParseContext, card_id: str) -> tuple[str, ...]:
    if not isinstance(node.value, list) or not node.value or any(v not in FROM_PLACES for v in node.value):
        node.error(f"expected a list of places it enters play from ({', '.join(FROM_PLACES)})")
        return FROM_PLACES
    return tuple(node.value)


def _parse_copies(node: Node, ctx: ParseContext, card_id: str) -> int:
    if not node.is_mapping("{at_most: 1}"):
        return 1
    node.keys_allowed({"at_most": {}})
    most = node.integer("at_most")
    if not isinstance(most, int) or most < 1:
        node.error("at_most is a number of 1 or more", "at_most")
        return 1
    return most


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def entry_refusal(engine: Engine, card: Card) -> str:
    """Why ``card``, out of play, will not enter play now under its controller ("" when nothing stops it)."""
    places = _fields(engine, card).get("enters_only_from")
    if places and (card.zone or "").split(":")[0] not in places:
        return f"{card.id} will only enter play from a {' or '.join(places)}, and it is in {card.zone}"
    return control_refusal(engine, card, card.controller)


def control_refusal(engine: Engine, card: Card, player: str | None) -> str:
    """Why ``player`` may not come to control ``card``: he already has as many of its title in play as its
    text allows."""
    most = _fields(engine, card).get("copies_in_play")
    if most is None or player is None:
        return ""
    title = card.title or card.id
    others = [
        other.id
        for other in sorted(engine.cards.values(), key=lambda c: c.id)
        if other.id != card.id and other.title == title
        if other.controller == player and engine.in_play(other)
    ]
    if len(others) < most:
        return ""
    had = f"{len(others)} of {title} in play ({', '.join(others)})"
    return f"{player} already has {had}: he may only have {most}"


def check_setup(engine: Engine) -> None:
    """A question may not set up two copies of such a card in play under one player."""

    def why_of(card: Card) -> str:
        return control_refusal(engine, card, card.controller) if engine.in_play(card) else ""

    refuse_setups(engine, why_of, "", RULE)


CARD_FIELDS = {
    "enters_only_from": CardField(
        _parse_from,
        "'Will only enter play from a province' (the card's own text): the card enters play from nowhere "
        "else (the Desk's rule l5r.desk.entry-restrictions).",
        {"type": "array", "minItems": 1, "items": {"enum": list(FROM_PLACES)}},
    ),
    "copies_in_play": CardField(
        _parse_copies,
        "'You may only have one copy of Counting House in play' (the card's own text): it neither enters "
        "play under, nor comes under the control of, a player who has another card of its title in play; a "
        "set-up of two under one player is refused (the Desk's rule l5r.desk.entry-restrictions).",
        {
            "type": "object",
            "properties": {"at_most": {"type": "integer", "minimum": 1}},
            "required": ["at_most"],
            "additionalProperties": False,
        },
    ),
}
