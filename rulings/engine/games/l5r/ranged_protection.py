"""Cards Ranged Attacks may not target: "Ranged Attacks may not target cards in this unit" (a continuous
`refuses_ranged_attacks: true` on those cards; effects document, "May not": it prevents a choice, such as
targeting a certain card).

While it applies to a card, a Ranged Attack's `choose` leaves the card out (the filter field
`ranged_targetable: true`, which ranged.py adds to every Ranged Attack's choice, not to a Melee Attack's),
and a Ranged Attack given that card as its target otherwise is an error naming the step, as for any target
its reminder text does not allow. A Melee Attack is not a Ranged Attack: the restriction does not reach it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.store import first_applying
from ...language.shapes import BOOLEAN
from ...language.vocabulary import FLAG, FilterField, Op

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Active, Card

OP = "refuses_ranged_attacks"
FIELD = "ranged_targetable"
RULE = "l5r.may-not"


def protection(engine: Engine, card_id: str) -> Active | None:
    """The effect by which Ranged Attacks may not target this card now, if any."""
    app = first_applying(engine.apps_on(card_id, OP))
    return None if app is None else app.effect


def _parse_field(node: Node, ctx: ParseContext, key: str) -> bool:
    return bool(node.boolean(key))


def _targetable(engine: Engine, card: Card, wanted: bool, source: str | None) -> bool:
    return (protection(engine, card.id) is None) == wanted


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'Ranged Attacks may not target cards in this unit': no Ranged Attack may target "
        "the targets (its choice leaves them out; naming one as its target is an error). Melee Attacks are "
        "not restricted.",
        instant=False,
        substitute=False,
    )
}
FILTER_FIELDS = {
    FIELD: FilterField(
        _parse_field,
        _targetable,
        "a card Ranged Attacks may target: no 'Ranged Attacks may not target' applies to it (false: one "
        "does)",
        BOOLEAN,
        rule=RULE,
    )
}
