"""A card of either of two kinds (compiler 21, part Q; the Desk's rule l5r.desk.either-kind): "Discard a
Kiho or a Spell from your hand to ...", "Discard a Spell or a Kiho Strategy to ...". The filter field `any_of:
[filter, ...]` matches a card that matches one of the filters at least (each read as any filter: `{type:
spell}`, `{type: action, keywords: [Kiho]}`); the other fields of the filter it is in still apply to the card
(`zone: hand`, `owner`). A card type and a keyword cannot be joined in one filter otherwise (`type` lists card
types, `any_keywords` keywords).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import FilterField
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Card

FIELD = "any_of"
EITHER_KIND = DeskRule(
    "l5r.desk.either-kind",
    "either-kind",
    "A card of either kind",
    'A card text naming two kinds of card joined by "or" ("Discard a Kiho or a Spell", "a Spell or a Kiho '
    'Strategy") names a card of either kind: a card of one of them, or of both, is such a card.',
    f"{NOT_IN_CORPUS}: the corpus does not say how a card text's kinds of card are named.",
    'The cards\' own text ("Discard a Kiho or a Spell from your hand to bow a target enemy card.", Asako '
    'Sadaki; "Discard a Spell or a Kiho Strategy to straighten a target bowed Cavalry card.", Moto Vordu); '
    "card features: a card's type and its keywords are separate features.",
    "A card of either of two kinds named with 'or'",
)
register_desk_rules(GAME, (EITHER_KIND,))
RULE = EITHER_KIND.id

VALUE = {"type": "array", "minItems": 2, "items": {"vocabulary": "filter"}}


def _parse(node: Node, ctx: ParseContext, key: str) -> tuple[Filter, ...]:
    child = node.child(key)
    if not isinstance(child.value, list) or len(child.value) < 2:
        node.error("any_of is a list of two or more filters: a card matching one of them", key)
        return ()
    return tuple(ctx.filter(child.child(i)) for i in range(len(child.value)))


def _matches(engine: Engine, card: Card, wanted: tuple[Filter, ...], source: str | None) -> bool:
    return any(engine.matches(card, one, source) for one in wanted)


FILTER_FIELDS = {
    FIELD: FilterField(
        _parse,
        _matches,
        "matches one of these filters at least ('a Kiho or a Spell': [{keywords: [Kiho]}, {type: spell}]; "
        "l5r.desk.either-kind)",
        VALUE,
        rule=RULE,
    )
}
