"""A card's own trait lowering the Gold cost of its abilities: "This card's ability costs 2 less Gold if you
are a Scorpion Clan player", "This action costs 2 less Gold if you are a Unicorn Clan player", "This card's
ability costs 1 less Gold for Crane Clan players" (a Strategy's action, its card in a hand as it is played).

Out of play, a card's continuous traits affect that card, and only it (card features, Traits): this one lowers
the Gold cost of the abilities of its own card, for a player of the clan (or one of the clans) named, as the
cost is paid. The corpus speaks of lowering only the entering-play Gold cost (card features, Gold Cost); the
Desk's rule l5r.desk.ability-cost-less says how an ability's Gold cost is lowered. A card's
`ability_costs_less: {amount, clan}` holds it; costs.pay_ability takes it off.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import INTEGER, TEXTS, closed, described
from ...language.vocabulary import CardField
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

ABILITY_COST_LESS = DeskRule(
    "l5r.desk.ability-cost-less",
    "ability-cost-less",
    "A card's ability costing less Gold",
    "A card's own trait \"This card's ability costs N less Gold if you are a X Clan player\" (\"This action "
    'costs N less Gold", "... for X Clan players") lowers by N the Gold cost of each ability of that card '
    "(the Gold before its colon), when the player taking the action is of that clan (or of one of the "
    "clans named), judged as the cost is paid. The Gold cost is never lowered below 0. An ability with no "
    "Gold cost is not changed, and nothing else of the cost (bowing, Honor) is.",
    "The corpus lowers only the entering-play Gold cost (card features, Gold Cost: 'paying less gold' in "
    "the context of entering play) and does not say how an action's Gold cost is lowered, nor that it "
    "stops at 0.",
    "The card text's own words; card features, Traits (out of play, a card's continuous traits affect only "
    "that card, so a Strategy's trait applies to its own action as it is played from a hand); the entering-"
    "play Gold cost, never below 0 (card features, Gold Cost), read alike for an ability's Gold cost.",
    "'This card's ability costs N less Gold (if you are a X Clan player)': its Gold cost is N less, not "
    "below 0",
)
register_desk_rules(GAME, (ABILITY_COST_LESS,))

FIELDS = {
    "amount": described(INTEGER, "how much less Gold"),
    "clan": described(
        TEXTS,
        "only if the player taking the action is of this clan, or of one of these ('if you are a Scorpion"
        " Clan player', 'for Crane Clan players')",
    ),
}


@dataclass(frozen=True, slots=True)
class AbilityCostLess:
    amount: int
    clans: tuple[str, ...] = ()  # none: for every player


def _parse(node: Node, ctx: ParseContext, card_id: str) -> AbilityCostLess | None:
    if not node.is_mapping("{amount: 2, clan: Scorpion} (the card's abilities cost 2 less Gold)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    clans = tuple(node.text_list("clan", []))
    return AbilityCostLess(amount if isinstance(amount, int) else 0, clans)


def applied(engine: Engine, cost: Any, by: str, source: str | None, action: str) -> Any:
    """The cost (costs.Cost) with its Gold lowered by its card's own trait, for this player (noted)."""
    own = engine.scenario.card_extra(source).get("ability_costs_less")
    if own is None:
        return cost
    what = f"{source}'s own trait lowers the Gold cost of its abilities"
    if own.clans:
        clan = engine.players[by].extra.get("clan") if by in engine.players else None
        if clan not in own.clans:
            clans = " or ".join(own.clans)
            engine.note(ABILITY_COST_LESS.id, f"{what} only for a {clans} Clan player, not {by}")
            return cost
    if cost is None or not cost.gold:
        engine.note(ABILITY_COST_LESS.id, f"{what}: {action} has no Gold cost to lower")
        return cost
    lowered = max(cost.gold - own.amount, 0)
    text = f"{what} by {own.amount}: {action} costs {lowered} Gold, not {cost.gold}"
    engine.note(ABILITY_COST_LESS.id, text)
    return replace(cost, gold=lowered)


CARD_FIELDS = {
    "ability_costs_less": CardField(
        _parse,
        "The card's own trait 'This card's ability costs N less Gold (if you are a X Clan player)': "
        "{amount, clan}; it lowers the Gold cost of its abilities as it is paid, never below 0.",
        closed(FIELDS, "amount"),
    )
}
