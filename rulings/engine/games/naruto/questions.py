"""Questions only Naruto Mythos asks: was a card played, who controls a card, is it hidden, a discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import Question
from ...questions.params import CardQuestion, PlayerQuestion
from .state import state

if TYPE_CHECKING:
    from ...engine_api import Engine


def _played(engine: Engine, q: CardQuestion) -> dict:
    record = state(engine).plays.get(q.card)
    if record is None:
        return {"value": None, "reason": "not played in this scenario"}
    return {"value": record["played"], "reason": record["reason"]}


def _controller(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    link = state(engine).links.get(card.id)
    engine.note("naruto.control.take", f"{card.id} is controlled by {card.controller} (owner {card.owner})")
    return {
        "value": card.controller,
        "owner": card.owner,
        "controlled_through": link.controller if link and not link.broken else None,
        "zone": engine.location(card) if card.exists else None,
    }


def _hidden(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    return {"value": card.flag("hidden"), "zone": engine.location(card)}


def _discard_pile(engine: Engine, q: PlayerQuestion) -> dict:
    """The cards of a player's discard pile, bottom to top (the order they entered it)."""
    player = q.player
    last: dict[str, int] = {}
    engine.spend(len(engine.log.events) + len(engine.cards))
    for i, event in enumerate(engine.log.events):
        if "card" in event and "zone" in event:
            last[event["card"]] = i
    pile = [
        c.id
        for c in sorted(engine.cards.values(), key=lambda c: last.get(c.id, -1))
        if c.owner == player and c.zone == "discard"
    ]
    engine.note(
        "naruto.discard-pile-order", f"{player}'s discard pile, bottom to top: {', '.join(pile) or 'empty'}"
    )
    return {"value": pile}


QUESTIONS = {
    "played": Question(
        ("card",), ("card",), _played, "Whether the card was played (and why not).", params=CardQuestion
    ),
    "controller": Question(
        ("card",), ("card",), _controller, "Who controls the card, and through what.", params=CardQuestion
    ),
    "hidden": Question(("card",), ("card",), _hidden, "Whether the card is hidden.", params=CardQuestion),
    "discard_pile": Question(
        ("player",),
        ("player",),
        _discard_pile,
        "A player's discard pile, bottom to top.",
        params=PlayerQuestion,
    ),
}
