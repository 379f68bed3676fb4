"""Another cost in place of bowing a card (compiler 18, part E): "You may bow one of your Mines to ignore the
cost of bowing Xijkt.", "You may bow one of Miyami's Weapons to ignore the cost of bowing her.", "You may
discard a card to ignore the cost of bowing Kamina."

`instead_of_bowing: {card: $source, bow_one: <filter>}` (or `discard_from_hand: <filter>`) beside the cost's
`bow`: as the action is taken, its player may pay the other part instead of bowing the card. He may only if he
can pay it; if he does, the card is not bowed for the cost, and the cost asks nothing of it (the abilities
of a bowed card still cannot be used, l5r.abilities.bowed). Whether he does is the `use` step's `decide:
{ignore_cost: true}` (as for Mirumoto Washizuka's "ignore the cost of bowing"); left open, both are outcomes
when both can be paid. The corpus has no rule on
ignoring a cost or paying one instead of another: the Desk's rule l5r.desk.cost-instead. costs.py applies it
(lines marked "compiler 18, part E").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import described
from . import extra_costs
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

DECISION = "ignore_cost"  # the use step's `decide` key (duel_history.DECISION's key, the same words)
FIELD = "instead_of_bowing"

COST_INSTEAD = DeskRule(
    "l5r.desk.cost-instead",
    "cost-instead",
    "Another cost paid to ignore the cost of bowing a card",
    '"You may bow one of your Mines to ignore the cost of bowing Xijkt" (also "bow one of her Weapons", '
    '"discard a card"): as the action is taken, its player may pay that instead of bowing the card. He may '
    "only if he can pay it. If he does, the card is not bowed for the cost and the cost asks nothing of it; "
    "the rest of the cost is paid as always (a bowed card's abilities still cannot be used: card features, "
    "Abilities). If he does "
    "not, the card is bowed as the cost says. An action either way can be paid for can be taken.",
    f"{NOT_IN_CORPUS}: the corpus (card features, Abilities C) says what a cost is and that one that cannot "
    "be paid stops the action, but nothing of ignoring a cost or paying another in its place.",
    "The card text read as English (\"You may X to ignore the cost of bowing Y\": X is done so that bowing Y "
    "is not paid), and card features, Abilities C (text in the constraints block telling you to do "
    "something is a cost).",
    "'You may X to ignore the cost of bowing Y': X paid in place of bowing Y, the player's choice",
)
register_desk_rules(GAME, (COST_INSTEAD,))

INSTEAD_FIELDS = {
    FIELD: described(
        {
            "type": "object",
            "properties": {
                "card": {"type": "string"},
                "bow_one": {"vocabulary": "filter"},
                "discard_from_hand": {"vocabulary": "filter"},
            },
            "required": ["card"],
            "additionalProperties": False,
        },
        "'You may bow one of your Mines to ignore the cost of bowing Xijkt': the card whose bowing (in the "
        "cost's `bow`) the player may ignore by paying instead `bow_one` (one of his unbowed cards matching "
        "the filter) or `discard_from_hand` (one card of his hand matching it); decide: {ignore_cost: true}",
    )
}


@dataclass(frozen=True, slots=True)
class Instead:
    card: str  # the card whose bowing may be ignored ($source)
    bow_one: Filter | None = None
    discard: Filter | None = None


def parse_instead(node: Node, ctx: ParseContext) -> Instead | None:
    if not node.has(FIELD):
        return None
    child = node.child(FIELD)
    if not child.is_mapping("{card: $source, bow_one: {keywords: [Mine]}}"):
        return None
    child.keys_allowed(("card", "bow_one", "discard_from_hand"))
    card = child.text("card")
    ctx.known_card(child, "card", card, symbols=True)
    bows = node.value.get("bow")
    if card not in ([bows] if isinstance(bows, str) else bows if isinstance(bows, list) else []):
        node.error("only a card the cost bows (its `bow`) can have its bowing ignored", FIELD)
    parts = [k for k in ("bow_one", "discard_from_hand") if child.has(k)]
    if len(parts) != 1:
        child.error("name one cost paid instead: bow_one or discard_from_hand")
        return None
    if parts == ["bow_one"] and isinstance(node.value.get("bow"), dict):
        node.error("a cost bowing 'one of your cards' already cannot also have one bowed instead", FIELD)
    if parts == ["discard_from_hand"] and node.has("discard_from_hand"):
        node.error("a cost discarding a card from the hand already cannot also have one instead", FIELD)
    found = ctx.filter(child.child(parts[0]))
    return Instead(card, found, None) if parts == ["bow_one"] else Instead(card, None, found)


def _instead(cost: Any, engine: Engine, source: str | None) -> Any:
    """The cost as paid instead: without the card's bowing, with the other part."""
    card = engine.resolve_symbol(cost.instead.card, source) or cost.instead.card
    kept = tuple(c for c in cost.bow if (engine.resolve_symbol(c, source) or c) != card)
    if cost.instead.bow_one is not None:
        return replace(cost, bow=kept, bow_one=cost.instead.bow_one, instead=None)
    more = cost.more or extra_costs.MoreCosts()
    more = replace(more, discard_from_hand=(cost.instead.discard,))
    return replace(cost, bow=kept, more=more, instead=None)


def payable_form(
    engine: Engine, cost: Any, by: str, source: str | None, unpayable: Callable[..., str]
) -> Any:
    """For checking that the action can be taken: the cost as written if it can be paid, else the cost with
    the other part in place of the bowing (whichever can be paid is enough)."""
    if cost is None or getattr(cost, "instead", None) is None:
        return cost
    plain = replace(cost, instead=None)
    return plain if not unpayable(engine, plain, by, source) else _instead(cost, engine, source)


def chosen_cost(
    engine: Engine, cost: Any, by: str, source: str | None, action: str, unpayable: Callable[..., str]
) -> Any:
    """The cost the player pays: as written, or with the other part in place of the bowing if he can pay it
    and chooses to (decide: {ignore_cost: true})."""
    if cost is None or getattr(cost, "instead", None) is None:
        return cost
    plain, other = replace(cost, instead=None), _instead(cost, engine, source)
    card = engine.resolve_symbol(cost.instead.card, source) or cost.instead.card
    can_plain, can_other = not unpayable(engine, plain, by, source), not unpayable(engine, other, by, source)
    decided = engine.choices.decisions.get(DECISION)
    if not can_other:
        wanted = " (the scenario asks to ignore it)" if decided else ""
        engine.note(COST_INSTEAD.id, f"{action}: {by} cannot pay what would replace bowing {card}{wanted}")
        return plain
    if not can_plain:
        if decided is False:
            engine.note(COST_INSTEAD.id, f"{action}: {card} cannot be bowed and {by} does not pay instead")
            return plain
        engine.note(COST_INSTEAD.id, f"{action}: {card} cannot be bowed for the cost; {by} pays instead")
        return other
    what = f"whether to ignore the cost of bowing {card} by paying the other cost the text names"
    options = [f"pay instead of bowing {card}", f"bow {card}"]
    preset = None if decided is None else (0 if decided else 1)
    if engine.choose(f"step {engine.step_index}: {action} cost", by, options, COST_INSTEAD.id, what, preset):
        engine.note(COST_INSTEAD.id, f"{action}: {by} bows {card} for the cost")
        return plain
    engine.note(COST_INSTEAD.id, f"{action}: {by} pays instead of bowing {card}; {card} is not bowed for it")
    return other
