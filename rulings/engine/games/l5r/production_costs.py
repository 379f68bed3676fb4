"""Gold production with a further cost: "Bow this card: Bow one of your (other) Farm Holdings to produce 4
Gold" (Simple Men). Card features' shorthand makes bowing the card itself the cost of its gold-producing trait
("When paying a Gold cost, you may bow this card"); the text adds a second cost, paid with it.

A card's `production_cost: {bow: filter}` names it: when the card is bowed in a payment, its player also bows
one other unbowed card of his in play matching the filter, which is a cost and produces nothing itself (it is
not one of the payment's producers). With no such card the card cannot produce Gold. The Desk's own rule on
producing Gold (/rules/desk/l5r/#produce-gold) says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import CardField
from .desk_rules import PRODUCE_GOLD

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter


def _parse(node: Node, ctx: ParseContext, card_id: str) -> Filter | None:
    if not node.is_mapping("{bow: filter} (the card also bowed when this one produces Gold)"):
        return None
    node.keys_allowed(("bow",))
    return ctx.filter(node.child("bow"))


def _costs(engine: Engine) -> dict[str, Filter]:
    return {c.id: c.extra["production_cost"] for c in engine.scenario.cards if c.extra.get("production_cost")}


def extra_bows(engine: Engine, by: str, producers: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """(the cards bowed as further costs of these producers, why some cannot be paid). Each is one of the
    player's unbowed cards in play matching the producer's filter, other than the producers and those already
    chosen; the player chooses among several."""
    costs = _costs(engine)
    chosen: list[str] = []
    problems: list[str] = []
    for producer in producers:
        wanted = costs.get(producer)
        if wanted is None:
            continue
        options = [
            c.id
            for c in sorted(engine.cards.values(), key=lambda c: c.id)
            if c.controller == by
            and engine.in_play(c)
            and not c.flag("bowed")
            and c.id not in producers
            and c.id not in chosen
            and engine.matches(c, wanted, producer)
        ]
        if not options:
            problems.append(f"{producer} produces Gold only by bowing another of {by}'s cards: none can")
            engine.note(PRODUCE_GOLD.id, problems[-1])
            continue
        key = f"step {engine.step_index}: the card {producer} bows to produce Gold"
        pick = options[engine.choose(key, by, options, PRODUCE_GOLD.id, key.split(": ", 1)[1])]
        engine.note(PRODUCE_GOLD.id, f"{producer}'s Gold production costs bowing {pick} too (a cost)")
        chosen.append(pick)
    return chosen, problems


CARD_FIELDS = {
    "production_cost": CardField(
        _parse,
        "A further cost of the card's gold-producing trait ('Bow one of your (other) Farm Holdings to "
        "produce 4 Gold'): {bow: filter}, one other card of its player bowed with it.",
        {
            "type": "object",
            "properties": {"bow": {"vocabulary": "filter", "description": "the other card bowed"}},
            "required": ["bow"],
            "additionalProperties": False,
        },
    )
}
