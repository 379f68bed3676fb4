"""Showing the top card of a Fate deck and taking it if it is of a kind (compiler 14, part B): "Show the top
card of your Fate deck. If it is a Tattoo card or a Ring, put it in your hand."

`{targets: $controller, show_top: {put_into_hand_if: [<filter>, ...]}}`: the top card of the target player's
Fate deck (the Desk's rule l5r.desk.hand-and-deck: the first deck card written is the top) is shown (glossary
S, Show: turned face up momentarily so that all players see it, then face down again; what is then checked
about it is its last face-up state, hidden_cards.py); if it matches one of the filters as it is shown, it is
put into its owner's hand (l5r.desk.put-into-hand), else it stays on top of the deck. An empty deck shows
nothing. The effect changed the game only if it put the card into the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.vocabulary import Op
from ...state.hand import deck
from ...state.zones import change_zone
from .desk_rules import HAND_AND_DECK, PUT_INTO_HAND

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

SHOW = "l5r.show"  # glossary S, Show (rule_ids.py)
VALUE = {
    "type": "object",
    "properties": {
        "put_into_hand_if": {
            "type": "array",
            "minItems": 1,
            "items": {"vocabulary": "filter"},
            "description": "the shown card goes to its owner's hand if it matches one of these filters",
        }
    },
    "required": ["put_into_hand_if"],
    "additionalProperties": False,
}


@dataclass(frozen=True, slots=True)
class ShowTop:
    put_into_hand_if: tuple[Filter, ...] = ()


def _parse(node: Node, ctx: ParseContext) -> ShowTop:
    value = node.child("show_top")
    if not value.is_mapping("{put_into_hand_if: [filter, ...]}") or not value.has("put_into_hand_if"):
        value.error("write show_top: {put_into_hand_if: [<filter>, ...]}")
        return ShowTop()
    kinds = value.child("put_into_hand_if")
    if not isinstance(kinds.value, list) or not kinds.value:
        kinds.error("a list of one or more filters (the shown card matches one of them)")
        return ShowTop()
    return ShowTop(tuple(ctx.filter(kinds.child(index)) for index in range(len(kinds.value))))


def _perform(engine: Engine, params: ShowTop, target: str, event: dict) -> bool:
    top = deck(engine, target)[:1]
    if not top:
        engine.note(HAND_AND_DECK.id, f"{target}'s Fate deck is empty: no card is shown")
        return False
    card = engine.cards[top[0]]
    engine.note(SHOW, f"{card.id}, the top card of {target}'s Fate deck, is shown to all players")
    engine.game_state.shown.add(card.id)
    source = event.get("source")
    if not any(engine.matches(card, flt, source) for flt in params.put_into_hand_if):
        engine.note(SHOW, f"{card.id} is not of the kind the text names: it stays on top of the deck")
        return False
    change_zone(engine, card, "hand", event="put_into_hand")
    text = f"{card.id} is of the kind the text names: it is put into {card.owner}'s hand"
    engine.note(PUT_INTO_HAND.id, text)
    return True


OPS = {
    "show_top": Op(
        _parse,
        _perform,
        "show_top",
        value=VALUE,
        doc="'Show the top card of your Fate deck. If it is a Tattoo card or a Ring, put it in your hand.': "
        "the top card of the target player's Fate deck is shown (glossary S, Show) and put into his hand if "
        "it matches one of the filters (l5r.desk.put-into-hand); else it stays on top.",
        substitute=False,
        players_only="the top card of a player's Fate deck: target the player ($controller)",
    ),
}
