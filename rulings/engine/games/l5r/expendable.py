"""Expendable (the Desk's rule l5r.desk.expendable, resting on the reminder text printed on Expendable cards:
"(Draw a card after your Expendable card is destroyed.)", and in other printings "(Draw a card after your
Expendable card dies.)"): after a card with the keyword Expendable is destroyed, the player who controlled
it draws a card. The keyword, and the card's controller, are judged as the card is about to be destroyed
(`before`: a keyword given to it for a time, "Give your target Personality Expendable", counts while it
lasts); the draw happens once the destruction has happened (`on_event`, the event `destroyed`), after the
traits answering it. A destruction that is negated is no destruction: nothing is drawn. Compiler 19, part O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...state.hand import OPS, Draw
from .desk_rules import REMINDER_TEXT
from .keyword_holders import remember
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

KEYWORD = "Expendable"
EXPENDABLE = DeskRule(
    "l5r.desk.expendable",
    "expendable",
    "Expendable: a card drawn after it is destroyed",
    "After a card with the keyword Expendable is destroyed, the player who controlled it draws a card (as "
    "l5r.desk.draw draws). Every card with the keyword, its reminder printed or not, and whoever destroyed "
    "it. The keyword and the controller are judged as the card is about to be destroyed (a keyword given to "
    "it for a time counts while it lasts); a destruction that is negated draws nothing. \"Dies\", in the "
    "older printings' wording, is read as \"is destroyed\", as the Desk reads \"does not die for having 0 "
    "Chi\" (the corpus's Chi death is the Personality's destruction).",
    f"{REMINDER_TEXT}.",
    'The reminder text printed on Expendable cards: "(Draw a card after your Expendable card is destroyed.)" '
    '(Crude Dai-kyu, Blessed Herbalist) and "(Draw a card after your Expendable card dies.)" (Front Line '
    "Fodder); card features (Chi death: \"If the Chi of a Personality in play is ever zero, destroy him\").",
    "Expendable: after your Expendable card is destroyed, draw a card",
)
register_desk_rules(GAME, (EXPENDABLE,))
RULE = EXPENDABLE.id


def _about_to_go(engine: Engine) -> dict[str, str]:
    return engine.game_state.expendable


def before(engine: Engine, event: str, card: str | None) -> None:
    """A card about to be destroyed: whether it is Expendable now, and whose it is."""
    if event != "destroyed" or card is None or card not in engine.cards:
        return
    remember(engine, _about_to_go(engine), card, KEYWORD)


def on_event(engine: Engine, event: str, card: str | None) -> None:
    """An Expendable card has been destroyed: its player draws a card."""
    if event != "destroyed" or card is None:
        return
    player = _about_to_go(engine).pop(card, None)
    if player is None:
        return
    engine.note(RULE, f"{card}, an Expendable card of {player}'s, is destroyed: {player} draws a card")
    OPS["draw"].perform(engine, Draw(1), player, {"source": card})
