"""Who won a duel, and when: the Desk's own rule (/rules/desk/l5r/#duel-won), as the duel procedure is not in
the corpus.

duels.py fights a duel and calls `won` with its winner: the record keeps the turn it was won in, and the event
`duel_won` (its card: the winner) answers triggered traits and Reactions ("After Kensho-in wins a duel").
`won_this_turn` answers "if he won a duel this turn". A cost may name a card whose bowing the player may
ignore if that card won a duel this turn (`ignore_bow_if_won_duel: $source`, Mirumoto Washizuka: "You may
ignore the cost of bowing Washizuka if he won a duel this turn"): the `use` step decides it (`decide:
{ignore_cost: true}`; left open, both are outcomes).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...language.shapes import TEXT, described
from ...state.zones import fire
from .desk_rules import DUEL_WON

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

WON = "duel_won"
TRIGGER_EVENTS = {WON: "a Personality wins a duel (the Desk's own rule)"}
ABILITY_ITSELF = "l5r.order.ability-itself"  # a phrase about the ability (its cost) applies at all times
DECISION = "ignore_cost"  # the use step's `decide` key: whether the player ignores the cost
COST_FIELDS = {
    "ignore_bow_if_won_duel": described(
        TEXT,
        "'You may ignore the cost of bowing X if he won a duel this turn': the card (or $source) whose "
        "bowing the player may ignore once it has won a duel this turn (decide: {ignore_cost: true})",
    )
}


def won(engine: Engine, record: dict, winner: str | None) -> None:
    """A duel has its winner: remember the turn, and let what answers a duel won answer it."""
    record["turn"] = engine.game_state.begun.get("turn", 0)
    if winner is None:
        return
    player = engine.cards[winner].controller
    engine.rules.before_event(engine, WON, winner, player)
    engine.note(DUEL_WON.id, f"{winner} wins a duel: he has won a duel this turn")
    fire(engine, WON, winner, player)


def won_this_turn(engine: Engine, card: str) -> bool:
    turn = engine.game_state.begun.get("turn", 0)
    return any(r.get("winner") == card and r.get("turn") == turn for r in engine.game_state.duels.values())


def parse_waiver(node: Node, ctx: ParseContext) -> str | None:
    if not node.has("ignore_bow_if_won_duel"):
        return None
    card = node.text("ignore_bow_if_won_duel")
    ctx.known_card(node, "ignore_bow_if_won_duel", card, symbols=True)
    bows = node.value.get("bow")
    if card not in ([bows] if isinstance(bows, str) else bows if isinstance(bows, list) else []):
        node.error("only a card the cost bows can have its bowing ignored", "ignore_bow_if_won_duel")
    return card


def waived(engine: Engine, cost: Any, by: str, source: str | None, action: str) -> Any:
    """The cost (costs.Cost) the player pays: without the bowing of the duel's winner if he may ignore it and
    does."""
    if cost is None or cost.waiver is None:
        return cost
    card = engine.resolve_symbol(cost.waiver, source) or cost.waiver
    decided = engine.choices.decisions.get(DECISION)
    if not won_this_turn(engine, card):
        wanted = " (the scenario asks to ignore it)" if decided else ""
        engine.note(DUEL_WON.id, f"{card} has not won a duel this turn: bowing him is paid{wanted}")
        return cost
    what = f"whether to ignore the cost of bowing {card} (he won a duel this turn)"
    options = [f"ignore bowing {card}", f"bow {card}"]
    preset = None if decided is None else (0 if decided else 1)
    if engine.choose(f"step {engine.step_index}: {action} cost", by, options, DUEL_WON.id, what, preset):
        return cost
    engine.note(ABILITY_ITSELF, f"{action}: the text lets its cost be ignored; {by} does not bow {card}")
    kept = tuple(c for c in cost.bow if (engine.resolve_symbol(c, source) or c) != card)
    return replace(cost, bow=kept, waiver=None)
