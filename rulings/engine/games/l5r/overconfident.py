"""Overconfident (the Desk's rule l5r.desk.overconfident, resting on the reminder text printed on
Overconfident cards: "(Each other player may draw a card after an Overconfident card enters or leaves
play.)"): after a card with the keyword Overconfident enters play, and after it leaves play, each player but
the one who controls it may draw a card. The keyword and the controller are judged once it has entered play
(`on_event`, the event `enters_play`), and as it is about to leave play (`before`: a keyword given to it for a
time counts while it lasts). Each of those players chooses whether to draw (the step's `decide:
{overconfident: true | false}`, for each of them; left open, each choice is an outcome). Compiler 19, part O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...state.hand import OPS, Draw
from .desk_rules import REMINDER_TEXT
from .keyword_holders import holder, remember
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

KEYWORD = "Overconfident"
DECIDE = "overconfident"  # the step's decide key: whether each other player draws
OVERCONFIDENT = DeskRule(
    "l5r.desk.overconfident",
    "overconfident",
    "Overconfident: the other players may draw a card",
    "After a card with the keyword Overconfident enters play, and after it leaves play (however it does), "
    "each player other than the one who controls it may draw a card (as l5r.desk.draw draws); each chooses "
    "for himself. Every card with the keyword, its reminder printed or not. The keyword and the controller "
    "are judged once the card has entered play, and as it is about to leave play (a keyword given to it for "
    "a time counts while it lasts).",
    f"{REMINDER_TEXT}.",
    'The reminder text printed on Overconfident cards: "(Each other player may draw a card after an '
    'Overconfident card enters or leaves play.)" (Asahina Tsugio); card features (entering and leaving '
    "play are points in time a trigger names).",
    "Overconfident: after it enters or leaves play, each other player may draw a card",
)
register_desk_rules(GAME, (OVERCONFIDENT,))
RULE = OVERCONFIDENT.id


def _leaving(engine: Engine) -> dict[str, str]:
    return engine.game_state.overconfident


def before(engine: Engine, event: str, card: str | None) -> None:
    """A card about to leave play: whether it is Overconfident now, and whose it is."""
    if event != "leaves_play" or card is None or card not in engine.cards:
        return
    remember(engine, _leaving(engine), card, KEYWORD)


def on_event(engine: Engine, event: str, card: str | None) -> None:
    """An Overconfident card has entered or left play: each other player may draw a card."""
    if card is None or card not in engine.cards:
        return
    if event == "enters_play":
        controller, how = holder(engine, card, KEYWORD), "enters play"
    elif event == "leaves_play":
        controller, how = _leaving(engine).pop(card, None), "leaves play"
    else:
        return
    if controller is None:
        return
    others = [player for player in engine.players if player != controller]
    text = f"{card}, an Overconfident card of {controller}'s, {how}: each other player may draw a card"
    engine.note(RULE, text)
    decided = engine.choices.decisions.get(DECIDE)
    for player in others:
        index = engine.choose(
            f"step {engine.step_index}: {RULE} {card} {how} ({player})",
            player,
            ["draw a card", "do not draw"],
            RULE,
            f"whether {player} draws a card ({card} {how})",
            preset=None if decided is None else (0 if decided else 1),
        )
        if index == 0:
            OPS["draw"].perform(engine, Draw(1), player, {"source": card})
        else:
            engine.note(RULE, f"{player} does not draw")
