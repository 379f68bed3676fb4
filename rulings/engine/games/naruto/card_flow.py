"""Naruto's hand and deck (the core's hand.py): drawing (N, or X counted from the game), discarding a card
from the hand, looking at the top of the deck and drawing the cards of a kind among them. The corpus is
silent on them: each cites the Desk's own rule (desk_rules.py, desk_card_rules.py). A player's deck is every
card he owns in zone deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...language.shapes import closed
from ...language.vocabulary import FLAG, Op
from ...state.hand import OPS as HAND_OPS
from ...state.hand import QUESTIONS as QUESTIONS
from ...state.hand import Draw, deck, register_deck
from ...steps.apply import change_zone
from .ops import X_FIELDS, amount_of, count_param

if TYPE_CHECKING:
    from ...engine_api import Engine
    from .params import Count

RULE_IDS = {
    "draw": "naruto.desk.draw",
    "discard-from-hand": "naruto.desk.discard-from-hand",
    "put-into-hand": "naruto.desk.look-at-deck",
    "look-and-rearrange": "naruto.desk.look-at-deck",
    "hand-and-deck": "naruto.desk.hand-and-deck",
}
DECK_TOP = "naruto.desk.deck-top"


def _perform_draw(engine: Engine, params: Count, target: str, event: dict) -> bool:
    """Draw N, or X counted as the effect applies (naruto.desk.amount); X of 0 draws nothing."""
    if target not in engine.players:
        return False
    amount = amount_of(engine, params, event)
    if amount < 1:
        engine.note("naruto.desk.amount", f"{target} draws 0 cards: nothing happens")
        return False
    return HAND_OPS["draw"].perform(engine, Draw(amount), target, event)


def _perform_put_on_deck(engine: Engine, params: object, target: str, event: dict) -> bool:
    """ "Put 1 card from your hand on top of your deck": the card goes from its owner's hand to the top of
    his deck, the next card he draws (naruto.desk.deck-top)."""
    card = engine.cards.get(target)
    if card is None or card.zone != "hand":
        return False
    below = deck(engine, card.owner)
    change_zone(engine, card, "deck", event="put_on_deck")
    engine.state.deck_order[card.owner] = [card.id, *below]
    engine.note(DECK_TOP, f"{card.owner} puts {target} from his hand on top of his deck")
    return True


OPS = {
    "put_on_deck": Op(
        flag("put_on_deck"),
        _perform_put_on_deck,
        "put_on_deck",
        value=FLAG,
        doc="Puts the target card from its owner's hand on top of his deck (choose one: `choose: {zone: "
        "hand, owner: $controller}`; naruto.desk.deck-top).",
        substitute=False,
    ),
    "draw": Op(
        count_param("draw", counted=True),
        _perform_draw,
        "draw",
        value={"anyOf": [{"type": "integer", "minimum": 1}, closed(X_FIELDS)]},
        doc="The target players each draw N cards (or X: {missions_with: filter}): the top of their deck.",
        substitute=False,
        players_only=HAND_OPS["draw"].players_only,
        needs=("draw",),
    ),
    **{name: HAND_OPS[name] for name in ("discard_from_hand", "put_into_hand", "look_at_top")},
}
register_deck("naruto", lambda card: True)
