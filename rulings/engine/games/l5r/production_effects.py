"""What else a card's gold-producing trait does: "Bow: Produce 2 Gold and lose 1 Honor.", "Bow: Lose 3 Honor
and produce 4 Gold.", "Bow: Produce 2 Gold and gain 1 Honor." (compiler 10, part E).

Card features (Traits): "Bow this card: Produce X Gold" is shorthand for "When paying a Gold cost, you may bow
this card: Produce X Gold"; such a trait's effects here are producing Gold and a change to its player's Honor.
A card's `production_effects: {honor: N}` holds the second: each time the card is bowed to produce Gold in a
payment (gold.py), its player gains N Honor (N < 0: loses), an effect of the trait (a prevention of Honor
losses stops it; the Gold is still produced). The Gold is its Gold Production, as for every producer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...language.shapes import INTEGER, closed, described
from ...language.vocabulary import CardField
from .honor import HonorChange

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

RULE = "l5r.traits.gold-shorthand"
FIELD = "production_effects"
FIELDS = {"honor": described(INTEGER, "its player gains (negative: loses) this much Honor")}


def _parse(node: Node, ctx: ParseContext, card_id: str) -> int | None:
    if not node.is_mapping("{honor: -1} (the card's player loses 1 Honor when it produces Gold)"):
        return None
    node.keys_allowed(FIELDS)
    honor = node.integer("honor")
    if honor == 0:
        node.error("honor is a gain or a loss, not 0", "honor")
    return honor if isinstance(honor, int) else None


def after_bowing(engine: Engine, producer: str, by: str) -> None:
    """The producer was bowed to produce Gold for `by`'s payment: the rest of its trait's effects."""
    honor = engine.scenario.card_extra(producer).get(FIELD)
    if not honor:
        return
    change = "gain" if honor > 0 else "lose"
    engine.note(RULE, f"{producer}'s gold-producing trait also has {by} {change} Honor")
    event = {"event": "honor", "action": None, "origin": "trait", "controller": by,
             "effect": f"{producer}:production", "source": producer, "keywords": [],
             "direction": change}  # fmt: skip
    attempt(engine, "honor", HonorChange(honor), by, event, continuous=False)


CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "What else the card's gold-producing trait does each time it is bowed to produce Gold ('Bow: Produce "
        "2 Gold and lose 1 Honor'): {honor: N}, its player gains (negative: loses) N Honor.",
        closed(FIELDS, "honor"),
    )
}
