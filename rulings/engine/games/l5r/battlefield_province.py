"""The current battlefield's Province (compiler 18, part L): "Give the current battlefield's Province +3
strength.", "Increase the current battlefield's Province's strength by 2." (the Desk's rule
l5r.desk.battlefield-province).

A Province is a card of type `province` (out of play: a scenario places it in a `province:N` zone) whose card
field `battlefield: "battlefield:1"` names the battlefield at it. `$battlefield_province`, written in an
effect's `targets`, is the Province whose battlefield is the current battlefield (the battle in progress),
found as the effect is activated: an effect "until the end of the turn" stays on that Province after the
battle. No battle, or no (or more than one) Province at its battlefield: it names no card, and the Desk says
so. A Province's strength (`province_strength`) is its player's Provinces' strength, his Stronghold's Province
Strength with the changes to it (l5r.desk.provinces), plus the changes to this one Province; a Province whose
scenario gives it a `province_strength` of its own has that strength instead of its Stronghold's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.symbols import Symbol
from ...language.vocabulary import CardField
from ...state.ledger import Mod
from .battlefield import current_battlefield
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

PROVINCE = "province"  # the card type
STAT = "province_strength"
SYMBOL = "$battlefield_province"
FIELD = "battlefield"

BATTLEFIELD_PROVINCE = DeskRule(
    "l5r.desk.battlefield-province",
    "battlefield-province",
    "The current battlefield's Province and its strength",
    "Each battlefield is at a Province: \"the current battlefield's Province\" is the Province at the "
    "battlefield of the battle in progress. A change to its strength (\"Give the current battlefield's "
    "Province +3 strength\", \"Increase the current battlefield's Province's strength by 2\") changes that "
    "Province only, the Province found as the effect begins: an action's change lasts until the end of the "
    "turn, as other bonuses of an action to Provinces do, also after the battle. A Province's strength is "
    "its player's Provinces' strength (his Stronghold's Province Strength with the changes to all his "
    "Provinces, l5r.desk.provinces) plus the changes to that Province, and a total below 0 is 0. With no "
    "battle in progress, there is no current battlefield's Province and such an effect changes "
    "nothing.",
    f"{NOT_IN_CORPUS}: the card features' example speaks of a Personality attacking a Province whose Region "
    "affects \"this Province's battlefield\", and names Provinces among the things that have stats; the "
    "rules on Provinces and battlefields are not in the corpus.",
    "The card features (Stats; the example of a Region's \"Attacking Personalities at this Province's "
    "battlefield have -2F\") and card text (\"Give the current battlefield's Province +3 strength\"; a "
    "Stronghold's Province Strength).",
    "The current battlefield's Province: the Province at the battle's battlefield; its own strength changes",
)
register_desk_rules(GAME, (BATTLEFIELD_PROVINCE,))

SYMBOLS = {
    SYMBOL: Symbol(
        "the Province at the current battlefield (the Province card whose `battlefield` is the battlefield "
        "of the battle in progress), in an effect's targets",
        {"targets": None},
        "in an effect's targets",
    )
}


def _parse_battlefield(node: Node, ctx: ParseContext, card_id: str) -> str | None:
    value = node.value
    if not isinstance(value, str) or not value.startswith("battlefield:"):
        node.error("expected the battlefield at this Province ('battlefield:1')")
        return None
    return value


CARD_FIELDS = {
    FIELD: CardField(
        _parse_battlefield,
        "A Province card's battlefield ('battlefield:1'): the battlefield at this Province, whose battles "
        "make it the current battlefield's Province (the Desk's rule l5r.desk.battlefield-province).",
        {"type": "string"},
    )
}


def _battlefield_of(engine: Engine, card_id: str) -> str | None:
    return engine.scenario.card_extra(card_id).get(FIELD)


def province_at(engine: Engine) -> str | None:
    """The Province at the current battlefield (None: no battle, or not exactly one Province there)."""
    here = current_battlefield(engine)
    if here is None:
        why = "no battle is in progress: there is no current battlefield's Province"
        engine.note(BATTLEFIELD_PROVINCE.id, why)
        return None
    found = [
        c.id for c in engine.cards.values() if c.type == PROVINCE and _battlefield_of(engine, c.id) == here
    ]
    if len(found) != 1:
        why = "no Province card is" if not found else f"{len(found)} Province cards are"
        engine.note(BATTLEFIELD_PROVINCE.id, f"{why} at {here}, the current battlefield: none is named")
        return None
    engine.note(BATTLEFIELD_PROVINCE.id, f"the current battlefield's Province is {found[0]} (at {here})")
    return found[0]


def game_symbol(engine: Engine, value: str) -> str | None:
    return province_at(engine) if value == SYMBOL else None


def _own_strength(engine: Engine, card_id: str) -> bool:
    """Whether the scenario gave this Province a strength of its own."""
    defined = engine.scenario.card_def(card_id)
    return defined is not None and STAT in defined.stats


def prepare(engine: Engine) -> None:
    """A Province given no strength of its own starts from 0, its player's Provinces' strength added to it
    (`mods`)."""
    for card in engine.cards.values():
        if card.type == PROVINCE and STAT not in card.base_stats:
            card.base_stats[STAT] = 0


def mods(engine: Engine, card: Card, stat: str) -> list[Mod]:
    """Its player's Provinces' strength (his Stronghold's Province Strength), added to a Province's own."""
    if stat != STAT or card.type != PROVINCE or _own_strength(engine, card.id):
        return []
    keeps = [
        c for c in engine.cards.values()
        if c.type == "stronghold" and c.controller == card.controller and engine.in_play(c)
    ]  # fmt: skip
    if len(keeps) != 1:
        return []
    value = engine.stat(keeps[0].id, STAT).value
    if not isinstance(value, int):
        return []
    note = f"{card.controller}'s Provinces' strength ({keeps[0].id}'s Province Strength)"
    return [Mod(f"rulebook:provinces:{keeps[0].id}", "change", value, 0, keeps[0].id, BATTLEFIELD_PROVINCE.id,
                note=note)]  # fmt: skip
