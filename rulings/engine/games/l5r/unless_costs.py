"""A cost that bows a card "unless he is" something: "Bow this Shugenja unless he is Void", "Choose your
performing unbowed Personality and bow him unless he is Tattooed" (`bow_unless` beside the cost's `bow`).

The corpus gives costs (card features, Abilities C) no "unless": the card's own words say that the card is not
bowed for the cost while it is what follows "unless". The Desk judges that as the cost is checked and as it is
paid (the Desk's rule l5r.desk.cost-unless); a card that is so is not asked to be unbowed or in play for the
cost either, since the cost asks nothing of it. What else the text asks of the card ("your performing unbowed
Personality") is checked as always. costs.py applies it (lines marked "compiler 13, part C").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import described
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

COST_UNLESS = DeskRule(
    "l5r.desk.cost-unless",
    "cost-unless",
    "A cost that bows a card unless he is something",
    'A cost "bow X unless he is K" ("Bow this Shugenja unless he is Void", "bow him unless he is Tattooed") '
    "asks nothing of X while X is K: X is not bowed for the cost, and the cost can be paid whether X is "
    "bowed or not. Whether X is K is judged as the action is taken: when the Desk checks that the cost can "
    "be paid and again as it is paid. If X is not K, X is bowed as any card a cost bows.",
    "The corpus (card features, Abilities C: text in the constraints block telling you to do something is a "
    'cost) has no rule on a cost with "unless"; it does not say when the condition is judged.',
    "The card text's own words (\"bow him unless he is Tattooed\"), read as English: the bowing is the cost "
    "only when he is not Tattooed; a cost is paid as the action is taken (card features, Abilities C).",
    "'Bow X unless he is K': X is not bowed for the cost while he is K, judged as the cost is paid",
)
register_desk_rules(GAME, (COST_UNLESS,))

FIELDS = {
    "bow_unless": described(
        {"vocabulary": "filter"},
        "'Bow this Shugenja unless he is Void': a card the cost bows (`bow`) is not bowed for it while it "
        "matches this filter, judged as the cost is checked and paid ({keywords: [Void]})",
    )
}


def parse(node: Node, ctx: ParseContext) -> Filter | None:
    """`bow_unless`: a filter, on a cost that bows named cards (`bow: $bearer`, not a filter)."""
    if not node.has("bow_unless"):
        return None
    if not isinstance(node.value.get("bow"), (str, list)):
        node.error("bow_unless needs the cards the cost bows (bow: $bearer or a list of cards)", "bow_unless")
    return ctx.filter(node.child("bow_unless"))


def applied(engine: Engine, cost: Any, source: str | None, action: str | None = None) -> Any:
    """The cost (costs.Cost) without the bowing of each card that is what its `bow_unless` names now; with
    `action`, the answer says so (as the cost is paid)."""
    if cost is None or getattr(cost, "bow_unless", None) is None:
        return cost
    kept, spared = [], []
    for card_id in cost.bow:
        card = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
        if card is not None and engine.in_play(card) and engine.matches(card, cost.bow_unless, source):
            spared.append(card.id)
        else:
            kept.append(card_id)
    if action is not None:
        for card_id in spared:
            engine.note(COST_UNLESS.id, f"{action}: {card_id} is what the cost's 'unless' names: not bowed")
        if not spared:
            named = ", ".join(engine.resolve_symbol(c, source) or c for c in cost.bow)
            engine.note(COST_UNLESS.id, f"{action}: {named} is not what the cost's 'unless' names: bowed")
    return replace(cost, bow=tuple(kept), bow_unless=None)
