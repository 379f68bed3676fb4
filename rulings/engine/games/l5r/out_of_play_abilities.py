"""Abilities used while their card is in its owner's hand or discard pile (compiler 18, part A): "Battle/Open:
If this card is in your hand or discard pile, target your Personality: Attach this card to him, paying all
costs."

Card features (Abilities, constraints block B, Conditions): a condition may allow a player to take an action
in spite of the game rules; "If this card is face-up in one of your Provinces" restricts the use of the
ability but also implicitly allows it to be used when the card is out of play. "If this card is in your hand
(or discard pile)" is read the same way: the ability field `from_areas: [hand, discard]` lets the card's owner
use it while the card is in one of those areas (his own hand or discard pile: a card there is its owner's),
and only then: not while the card is in play, nor anywhere else. The card has no performer there (as an
Action card in hand), stays where it is unless the ability's effects move it, and its other constraints
(costs, targets, the once-per-turn limit) are judged as for any ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.reader import Node
    from ...state.game_state import Card
    from .ability_def import Ability

AREAS = ("hand", "discard")
FROM_HAND = DeskRule(
    "l5r.desk.ability-from-hand",
    "ability-from-hand",
    "An ability used from its card's hand or discard pile",
    "An ability whose text begins \"If this card is in your hand\" (or \"in your discard pile\", \"in your "
    "hand or discard pile\") may be used by the card's owner while the card is there, and only then (not "
    "while it is in play). Used so, it has no performer, the card stays where it is unless its effects move "
    "it (it is not discarded as an Action card is), and the ability's other constraints, costs and limit "
    "are judged as for any ability.",
    f"{NOT_IN_CORPUS} beyond card features' remark that \"If this card is face-up in one of your Provinces\" "
    "implicitly allows an ability to be used out of play: who may use it from a hand or discard pile and "
    "what becomes of the card are the Desk's reading of the text (\"your hand\": its owner's).",
    "Card features, Abilities (constraints block B, Conditions); card text (\"If this card is in your hand, "
    "target your Personality: Attach this card to him, paying all costs\").",
    "Used from the owner's hand or discard pile, only while the card is there",
)
register_desk_rules(GAME, (FROM_HAND,))

FIELD = {
    "type": "array",
    "items": {"enum": list(AREAS)},
    "minItems": 1,
    "description": "'If this card is in your hand (or discard pile)': the ability is used by the card's "
    "owner while the card is in one of these areas, and only then (l5r.desk.ability-from-hand)",
}


def parse(node: Node) -> tuple[str, ...]:
    """The ability's `from_areas` (() when it has none)."""
    if not node.has("from_areas"):
        return ()
    areas = tuple(node.text_list("from_areas"))
    if not areas or set(areas) - set(AREAS):
        node.error(f"from_areas names areas out of play: {', '.join(AREAS)}", "from_areas")
    return areas


def usable(
    engine: Engine, card: Card, found: list[tuple[str, Ability]], by: str | None, played: bool
) -> list[tuple[str, Ability]]:
    """The copies of the ability that may be used where the card is now: in play, those without
    `from_areas`; in its owner's hand or discard pile, by its owner, those whose `from_areas` name it; an
    Action card played from a hand or deck (`played`), all of them."""
    if played:  # an Action card in hand (or played from a deck): not one used only from a discard pile
        return [(key, ability) for key, ability in found if _from_hand(ability)]
    if engine.in_play(card):
        return [(key, ability) for key, ability in found if not getattr(ability, "from_areas", ())]
    area = engine.rules.zone_family(card.zone) if card.exists else None
    if (by or card.owner) != card.owner:
        return []
    kept = [(key, ability) for key, ability in found if area in getattr(ability, "from_areas", ())]
    if kept:
        engine.note(FROM_HAND.id, f"{card.id} is in {card.owner}'s {area}: its text lets him use "
                                  f"{kept[0][1].id} from there")  # fmt: skip
    return kept


def _from_hand(ability: Ability) -> bool:
    """Whether the ability may be used while its card is in a hand: one with no from_areas or naming it."""
    areas = getattr(ability, "from_areas", ())
    return not areas or "hand" in areas


def why_not(engine: Engine, card: Card, ability_id: str) -> str:
    """Why no copy of the ability may be used where the card is (usable found none)."""
    if engine.in_play(card):
        return f"{card.id}'s '{ability_id}' is used only from its owner's hand or discard pile"
    return f"{card.id} is not in play"
