"""A card's own trait lowering the Gold cost of its abilities: "This card's ability costs 2 less Gold if you
are a Scorpion Clan player", "This action costs 2 less Gold if you are a Unicorn Clan player", "This card's
ability costs 1 less Gold for Crane Clan players" (a Strategy's action, its card in a hand as it is played).

Out of play, a card's continuous traits affect that card, and only it (card features, Traits): this one lowers
the Gold cost of the abilities of its own card, for a player of the clan (or one of the clans) named, as the
cost is paid. The corpus speaks of lowering only the entering-play Gold cost (card features, Gold Cost); the
Desk's rule l5r.desk.ability-cost-less says how an ability's Gold cost is lowered. A card's
`ability_costs_less: {amount, clan}` holds it; costs.pay_ability takes it off.

Compiler 21, part M: "This card's ability costs 1 less Gold for each unit you control at the current
battlefield." (Unwavering Commitment): `{amount: 1, per: <filter>}`, N less for each card in play matching the
filter (its `$controller` the player taking the action, `$battlefield` the battle's), counted as the cost is
paid (l5r.desk.ability-cost-less-per).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import matches
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
ABILITY_COST_LESS_PER = DeskRule(
    "l5r.desk.ability-cost-less-per",
    "ability-cost-less-per",
    "A card's ability costing less Gold for each card counted",
    "A card's own trait \"This card's ability costs N less Gold for each unit you control at the current "
    "battlefield\" lowers the Gold cost of each ability of that card by N for each such card in play (a "
    "unit you control there: one of your Personalities there, with his attachments), counted as the cost is "
    "paid; as l5r.desk.ability-cost-less, never below 0, and nothing else of the cost changes.",
    "The corpus does not say how an action's Gold cost is lowered (l5r.desk.ability-cost-less), nor when "
    "such a count is read.",
    "The card text's own words (Unwavering Commitment); card features, Traits (a Strategy's trait applies to "
    "its own action as it is played from a hand); the cost is paid as the action is announced, so the count "
    "is the one then.",
    "'costs N less Gold for each X': N times the Xs in play as the cost is paid, not below 0",
)
register_desk_rules(GAME, (ABILITY_COST_LESS, ABILITY_COST_LESS_PER))

FIELDS = {
    "amount": described(INTEGER, "how much less Gold"),
    "clan": described(
        TEXTS,
        "only if the player taking the action is of this clan, or of one of these ('if you are a Scorpion"
        " Clan player', 'for Crane Clan players')",
    ),
    "per": {
        "vocabulary": "filter",
        "description": "N less for each card in play matching this filter, counted as the cost is paid "
        "('for each unit you control at the current battlefield', l5r.desk.ability-cost-less-per)",
    },
}


@dataclass(frozen=True, slots=True)
class AbilityCostLess:
    amount: int
    clans: tuple[str, ...] = ()  # none: for every player
    per: Any = None  # compiler 21, part M: a Filter, N less for each card in play matching it


def _parse(node: Node, ctx: ParseContext, card_id: str) -> AbilityCostLess | None:
    if not node.is_mapping("{amount: 2, clan: Scorpion} (the card's abilities cost 2 less Gold)"):
        return None
    node.keys_allowed(FIELDS)
    amount = node.integer("amount")
    if isinstance(amount, int) and amount < 1:
        node.error("amount is 1 or more", "amount")
    clans = tuple(node.text_list("clan", []))
    per = ctx.filter(node.child("per")) if node.has("per") else None
    return AbilityCostLess(amount if isinstance(amount, int) else 0, clans, per)


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
    less, rule = own.amount, ABILITY_COST_LESS.id
    if own.per is not None:  # compiler 21, part M
        cards = engine.cards.values()
        counted = [c.id for c in cards if engine.in_play(c) and matches(engine, c, own.per, source)]
        less, rule = own.amount * len(counted), ABILITY_COST_LESS_PER.id
        what += f" by {own.amount} for each of {len(counted)} cards counted ({', '.join(counted) or 'none'})"
    lowered = max(cost.gold - less, 0)
    text = f"{what} by {less}: {action} costs {lowered} Gold, not {cost.gold}"
    engine.note(rule, text)
    return replace(cost, gold=lowered)


CARD_FIELDS = {
    "ability_costs_less": CardField(
        _parse,
        "The card's own trait 'This card's ability costs N less Gold (if you are a X Clan player)': "
        "{amount, clan}; it lowers the Gold cost of its abilities as it is paid, never below 0. '... for "
        "each unit you control at the current battlefield': `per`, N less for each card in play matching it.",
        closed(FIELDS, "amount"),
    )
}
