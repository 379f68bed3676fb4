"""Compiler 14 (Naruto): "Discard the top card of your (opponent's) deck" and "POWERUP X where X is the cost
of the discarded card" (the second part of an effect whose first part discarded a card).

- Op `discard_deck_top: true` on players (`targets: $controller` or `$opponent`): the top card of the target's
  deck goes to its owner's discard pile (naruto.desk.discard-deck-top); with an empty deck nothing happens.
- Op `powerup_discarded_cost: <effect id>` on characters: POWERUP X, X the printed cost of the card that
  effect (an earlier part of the same effect: `if_you_do` names it) discarded as it was last applied, from the
  top of a deck (this module's record) or from a hand (the cards it was applied to, now in a discard pile;
  naruto.desk.discarded-cost). X of 0 puts no token (naruto.desk.amount).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...language.vocabulary import FLAG, Op
from ...state.hand import deck
from ...state.zones import change_zone
from . import ops as naruto_ops
from .params import Count
from .state import state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

DISCARD_TOP = "discard_deck_top"
POWERUP_COST = "powerup_discarded_cost"
TOP_RULE = "naruto.desk.discard-deck-top"
COST_RULE = "naruto.desk.discarded-cost"
NOT_IN_CORPUS = "The rules document the Desk holds (effects and timing) does not cover this"


def _perform_discard_top(engine: Engine, params: object, target: str, event: dict) -> bool:
    """The top card of the target player's deck goes to his discard pile (none: nothing happens)."""
    effect = event.get("effect") or ""
    records = state(engine).c14n_discarded
    records[effect] = []  # (what this application discards, not an earlier one)
    if target not in engine.players:
        return False
    cards = deck(engine, target)
    if not cards:
        engine.note(TOP_RULE, f"{target}'s deck is empty: nothing is discarded")
        return False
    card = engine.cards[cards[0]]
    change_zone(engine, card, "discard", event="discarded")
    engine.state.deck_order[target] = [c for c in engine.state.deck_order.get(target, []) if c != card.id]
    records[effect] = [card.id]
    engine.note(TOP_RULE, f"the top card of {target}'s deck, {card.id}, goes to his discard pile")
    return True


def _discarded(engine: Engine, effect: str) -> list[str]:
    """The cards `effect` discarded as it was last applied: from a deck top (recorded), or the cards it was
    applied to that are now in a discard pile (from a hand)."""
    found = list(state(engine).c14n_discarded.get(effect, ()))
    active = engine.store.by_id.get(effect)
    for target in (active.fixed_targets or ()) if active is not None else ():
        card = engine.cards.get(target)
        if card is not None and card.zone == "discard" and target not in found:
            found.append(target)
    return found


@dataclass(frozen=True, slots=True)
class DiscardedCost:
    effect: str  # the effect whose discarded card's printed cost X is


def _parse_effect_id(node: Node, ctx: ParseContext) -> DiscardedCost:
    value = node.text(POWERUP_COST)
    if not value:
        node.error("name the effect (an id) whose discarded card's cost X is", POWERUP_COST)
    return DiscardedCost(value or "")


def _perform_powerup_cost(engine: Engine, params: DiscardedCost, target: str, event: dict) -> bool:
    """POWERUP X on the target character: X the printed cost of the card(s) that effect discarded."""
    cards = _discarded(engine, params.effect)
    amount = sum(engine.cards[c].base_stats.get("cost", 0) for c in cards)
    what = ", ".join(f"{c} (cost {engine.cards[c].base_stats.get('cost', 0)})" for c in cards) or "no card"
    engine.note(COST_RULE, f"X is {amount}: the printed cost of what {params.effect} discarded: {what}")
    return naruto_ops.OPS["powerup"].perform(engine, Count(amount), target, event)


OPS = {
    DISCARD_TOP: Op(
        flag(DISCARD_TOP),
        _perform_discard_top,
        "discard",
        doc="The target players each put the top card of their deck into their discard pile "
        "(naruto.desk.discard-deck-top).",
        value=FLAG,
        substitute=False,
        players_only="the top card of a player's deck: target the player ($controller, $opponent)",
    ),
    POWERUP_COST: Op(
        _parse_effect_id,
        _perform_powerup_cost,
        "powerup",
        doc="POWERUP X on the target characters, X the printed cost of the card the named effect (an id) "
        "discarded as it was last applied (naruto.desk.discarded-cost).",
        value={"type": "string"},
        substitute=False,
    ),
}

RULES = (
    DeskRule(
        TOP_RULE,
        "discard-deck-top",
        "Discarding the top card of a deck",
        '"Discard the top card of your deck" ("... of your opponent\'s deck"): the top card of that '
        "player's deck (naruto.desk.hand-and-deck) goes to its owner's discard pile. With an empty deck "
        'nothing is discarded: the effect did nothing (what follows it, "POWERUP X where X is the cost of '
        'the discarded card", does not happen).',
        f"{NOT_IN_CORPUS}: the deck is a rulebook section that is not in the corpus; the effects document "
        "names the discard pile and the order cards enter it.",
        'Card text ("Discard the top card of your opponent\'s deck", "Discard the top card of your deck").',
        "Discard the top card of a deck: it goes to its owner's discard pile",
    ),
    DeskRule(
        COST_RULE,
        "discarded-cost",
        '"X is the cost of the discarded card"',
        '"Discard a card from your hand. POWERUP X where X is the cost of the discarded card": one effect in '
        "two parts; the POWERUP happens only if a card was discarded (naruto.desk.if-you-do), and X is the "
        "printed cost of the card the first part discarded, read in the discard pile it went to (no "
        "continuous effect applies to it there). A cost of 0 puts no Power token.",
        f"{NOT_IN_CORPUS}: it names core power (printed Power plus tokens) and no cost of a card out of "
        "play.",
        'Card text ("POWERUP X where X is the cost of the discarded card") and the effects document\'s '
        "instant effects (applied all of it, as much as possible).",
        "X is the cost of the discarded card: its printed cost",
    ),
)
register_desk_rules("naruto", RULES)
