"""Producing Gold as an effect, and Reactions used while paying a Gold cost (the Desk's own rules: the corpus
says only that "Bow this card: Produce X Gold" is short for "When paying a Gold cost, you may bow this card").

"Reaction: When paying a Gold Cost, produce 1 Gold. (This can be used together with bowing this card to
produce Gold.)" (Seaside Bazaar) is a Reaction with `trigger: {event: payment_begins}` whose effect is
`produce_gold: 1`. The `pay` step names the Reactions its player uses in that payment (`reactions: [{card,
ability}]`): each is used as a `use` step would use it (once per turn, not while its card is bowed, its cost
paid), as the payment begins and before the cards named in `bow` are bowed, so a card can both react and bow
to produce Gold in one payment. Such a Reaction used anywhere else is refused: no payment is in progress.
`produce_gold: N` adds N Gold to the payment in progress; outside a payment it produces nothing that lasts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...language.shapes import TEXT, closed, described
from ...language.spec import Step
from ...language.vocabulary import Op
from .desk_rules import PAYING_REACTIONS, PRODUCE_GOLD
from .params import Use

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

EVENT = "payment_begins"
REACTION_FIELDS = {
    "card": described(TEXT, "the card whose Reaction is used"),
    "ability": described(TEXT, "its ability id (a1 ...)"),
}
FIELD = described(
    {"type": "array", "items": closed(REACTION_FIELDS, "card", "ability")},
    "Reactions 'When paying a Gold Cost' the player uses in this payment, before bowing the cards in bow",
)


@dataclass(frozen=True, slots=True)
class ProduceGold:
    amount: int


# --- the pay step's reactions -----------------------------------------------------------------------------
def parse_reactions(node: Node, ctx: ParseContext) -> tuple[tuple[str, str], ...]:
    """The pay step's `reactions`: (card, ability) pairs, in the order used."""
    if not node.has("reactions"):
        return ()
    listed = node.child("reactions")
    if not isinstance(listed.value, list):
        listed.error("expected a list of {card, ability}")
        return ()
    found = []
    for index in range(len(listed.value)):
        item = listed.child(index)
        if not item.is_mapping("{card: bazaar, ability: a2}"):
            continue
        item.keys_allowed(REACTION_FIELDS)
        card = item.text("card")
        ctx.known_card(item, "card", card)
        found.append((card, item.text("ability")))
    return tuple(found)


def use_during(engine: Engine, by: str, reactions: tuple[tuple[str, str], ...], record: dict) -> None:
    """Use each Reaction as the payment begins (the record is the payment in progress): the Gold its effects
    produce is added to the record's `produced`."""
    state = engine.game_state
    state.paying = record
    try:
        for card, ability in reactions:
            use = Use(None, ability, by, None, None, card, None, None)
            engine.rules.registry.steps["use"].run(engine, Step(engine.step_index, "use", use, "reactions"))
    finally:
        state.paying = None


def window_problem(engine: Engine, by: str | None, ability: Any) -> str:  # an ability.Ability (no cycle)
    """Why a Reaction to a payment cannot be used now ("" during its player's payment)."""
    record = engine.game_state.paying
    if record is None:
        return f"{ability.id} is a Reaction 'When paying a Gold Cost': no payment is in progress"
    if record["by"] != by:
        return f"{ability.id} reacts to {by}'s payments; this one is {record['by']}'s"
    engine.note(PAYING_REACTIONS.id, f"{ability.id} is used as {by} pays for {record['for']}")
    return ""


def is_paying_reaction(ability: Any) -> bool:  # an ability.Ability
    return ability.trigger is not None and ability.trigger.event == EVENT


# --- produce_gold -----------------------------------------------------------------------------------------
def _parse(node: Node, ctx: ParseContext) -> ProduceGold:
    amount = node.integer("produce_gold")
    if isinstance(amount, int) and amount < 1:
        node.error("produce_gold is 1 or more", "produce_gold")
    return ProduceGold(amount if isinstance(amount, int) else 0)


def _produce(engine: Engine, params: ProduceGold, target: str, event: dict[str, Any]) -> bool:
    record = engine.game_state.paying
    if record is None or record["by"] != target:
        engine.note(PRODUCE_GOLD.id, f"{target} is not paying a Gold cost: producing Gold does nothing")
        return False
    record["produced"] += params.amount
    record.setdefault("produced_by_effects", {})[event.get("effect") or ""] = params.amount
    engine.note(PRODUCE_GOLD.id, f"{event.get('effect')} produces {params.amount} Gold for {record['for']}")
    return True


OPS = {
    "produce_gold": Op(
        _parse,
        _produce,
        "produce_gold",
        doc="'Produce N Gold': N Gold for the target player's payment in progress (the Desk's own rule); "
        "outside a payment it does nothing.",
        value={"type": "integer", "minimum": 1},
        players_only="Gold is produced for a player's payment",
    )
}
