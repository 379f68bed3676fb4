"""Removing a card from the game (the Desk's own rule l5r.desk.remove-from-game): `remove_from_game: true`.

The target card goes to the zone `removed` (out of the game) from wherever it is: in play (it leaves play, as
any card leaving play does, without being destroyed: "destroyed" triggers do not answer, and it enters no
discard pile), or out of play (a discard pile, a hand). A created card that leaves play ceases to exist. A
card already removed from the game changes nothing. Its event, for prevention, is `remove_from_game`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...language.vocabulary import FLAG, Op
from ...state.zones import change_zone
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

REMOVED_ZONE = "removed"
EVENT = "remove_from_game"

REMOVE_FROM_GAME = DeskRule(
    "l5r.desk.remove-from-game",
    "remove-from-game",
    "Removing a card from the game",
    "\"Remove it from the game\" puts the card in the removed-from-game area (the zone `removed`), from "
    "wherever it is. A card in play leaves play (the effects that end when their card leaves play end, "
    "\"leaves play\" triggers answer); it is not destroyed (no \"destroyed\" trigger answers) and it enters "
    "no discard pile. A card in a discard pile or a hand leaves it. A created card that leaves play ceases "
    "to exist. The Desk plays no effect that brings a card back from there. A card already removed from the "
    "game changes nothing.",
    f"{NOT_IN_CORPUS}: the corpus never defines removing a card from the game, nor the area it goes to; the "
    "effects document only lists removing cards among instantaneous effects, recorded by a physical change.",
    "Card text, which sets it apart from destruction and discarding: \"Destroy it. Remove it from the game "
    "if it is a Lion Clan Personality.\" (Mirumoto Yozo: a destroyed card, in a discard pile, then removed), "
    "\"Before any card enters a discard pile, it is removed from the game instead.\", \"... are removed from "
    "the game instead of being discarded\"; card features (a created card ceases to exist when it leaves "
    "play) and the effects document (instantaneous effects include removing cards).",
    "Removed from the game: the card goes out of the game, leaving play or its pile; not destroyed",
)
register_desk_rules(GAME, (REMOVE_FROM_GAME,))


def _perform(engine: Engine, params: object, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None:
        return False
    if card.zone == REMOVED_ZONE:
        engine.note(REMOVE_FROM_GAME.id, f"{target} is already removed from the game: nothing changes")
        return False
    where = "play" if engine.in_play(card) else f"the {card.zone}"
    change_zone(engine, card, REMOVED_ZONE, event="removed_from_game")
    engine.note(REMOVE_FROM_GAME.id, f"{target} is removed from the game (from {where})")
    return True


OPS = {
    "remove_from_game": Op(
        flag("remove_from_game"),
        _perform,
        EVENT,
        value=FLAG,
        doc="'Remove it from the game': the target card goes to the zone removed, from play (leaving play, "
        "not destroyed) or from a discard pile or hand (l5r.desk.remove-from-game).",
        substitute=False,
    ),
}
EVENTS = frozenset({EVENT})
