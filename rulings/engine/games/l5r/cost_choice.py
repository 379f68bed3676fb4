"""A cost that is a choice of what to do to one card: "bow or destroy one of his Weapons" (Hundred-Fold Cut).

`bow_or_destroy_one: {attached_to: $performer, keywords: Weapon}`: the player picks one card in play matching
the filter and bows it (if it is unbowed) or destroys it (card features, Abilities C: text in the constraints
block telling the player to do something is a cost). The `use` step decides it (`decide: {cost_choice: "bow
sword"}` or `"destroy sword"`); left open, each is an outcome. No matching card: the cost cannot be paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS
from ...language.shapes import described

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

ABILITY = "l5r.abilities.costs"
DECISION = "cost_choice"
FIELDS = {
    "bow_or_destroy_one": described(
        {"vocabulary": "filter"},
        "'bow or destroy one of his Weapons': one card in play matching it, bowed or destroyed as the "
        "player chooses (decide: {cost_choice: 'bow x'})",
    )
}


def parse(node: Node, ctx: ParseContext) -> Filter | None:
    return ctx.filter(node.child("bow_or_destroy_one")) if node.has("bow_or_destroy_one") else None


def _options(engine: Engine, wanted: Filter, source: str | None) -> list[str]:
    found = (c for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, wanted, source))
    cards = sorted(found, key=lambda c: c.id)
    bows = [f"bow {c.id}" for c in cards if not c.flag("bowed")]
    return bows + [f"destroy {c.id}" for c in cards]


def unpayable(engine: Engine, wanted: Filter | None, source: str | None) -> str:
    if wanted is None or _options(engine, wanted, source):
        return ""
    return "no card in play fits what the cost asks to bow or destroy"


def pay(engine: Engine, wanted: Filter | None, by: str, source: str | None, what: str,
        cost_event: Callable[..., dict]) -> str:  # fmt: skip
    """Bow or destroy the card chosen; what failed ("" once paid)."""
    if wanted is None:
        return ""
    options = _options(engine, wanted, source)
    decided = engine.choices.decisions.get(DECISION)
    preset = options.index(decided) if decided in options else None
    key = f"step {engine.step_index}: bow or destroy for the cost of {what}"
    chosen = options[engine.choose(key, by, options, ABILITY, f"the cost of {what}", preset)]
    op, card = chosen.split(" ", 1)
    engine.note(ABILITY, f"{by} chooses to {op} {card} for the cost of {what}")
    if not attempt(engine, op, NO_PARAMS, card, cost_event(op, by, source, what), continuous=False):
        return f"{card} was not {'bowed' if op == 'bow' else 'destroyed'}"
    return ""
