"""Durations across several turns of one player: "until your second turn from now begins", "until your turn
two turns from now begins", "until your turn three turns from now begins" (the Desk's own rule
l5r.desk.turns-from-now).

`duration: until_your_second_turn` ends as the second turn of the effect's controller to begin after it was
applied begins; `until_your_third_turn` as the third. Each turn of the controller that begins brings such an
effect one turn nearer: a `until_your_third_turn` effect then lasts as a `until_your_second_turn` one, and a
`until_your_second_turn` effect as a `until_your_turn` one (phases.py: it ends as the next turn of its
controller begins). The turn in progress as the effect is applied (an Event's reveal happens at the start of
its controller's turn) has already begun: it is not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .phases import UNTIL_YOUR_TURN
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

SECOND = "until_your_second_turn"
THIRD = "until_your_third_turn"
DURATIONS = frozenset({SECOND, THIRD})
NEARER = ((SECOND, UNTIL_YOUR_TURN), (THIRD, SECOND))  # in this order: an effect nears by one turn only

TURNS_FROM_NOW = DeskRule(
    "l5r.desk.turns-from-now",
    "turns-from-now",
    "Until your second (third) turn from now begins",
    "An effect lasting \"until your second turn from now begins\" or \"until your turn two turns from now "
    "begins\" ends as the second turn of its controller to begin after the effect was applied begins; "
    "\"until your turn three turns from now begins\" as the third. Only that player's turns are counted "
    "(the turns of other players between them are not), and the turn in progress as the effect is applied "
    "is not counted: it has already begun. So an Event revealed at the start of your turn lasting until "
    "your second turn from now begins lasts through your next turn and ends as your turn after that one "
    "begins.",
    f"{NOT_IN_CORPUS}: the corpus says only that ongoing effects last until the end of the turn unless "
    "otherwise indicated (the effects document), and the rulebook's sequence of play is not in it.",
    "The card text's words: \"your next turn\" is the first turn of yours to begin from now (it ends "
    "\"until your next turn begins\" effects, phases.py), so \"your second turn from now\" is the one "
    "after it; \"your turn two turns from now\" names a turn of yours, and counting every player's turns "
    "would name another player's turn in a game of three, so it counts your turns as well (Imperial "
    "Arrival, Times of Strife: \"until "
    "your second turn from now begins\"; The Agony of Her Gaze, Disgrace: \"until your turn two turns from "
    "now begins\"; Never Enough Soldiers: \"until your turn three turns from now begins\").",
    "Until your second (third) turn from now begins: ends as that many of your turns have begun",
)
register_desk_rules(GAME, (TURNS_FROM_NOW,))


def on_turn_begins(engine: Engine, player: str | None) -> None:
    """A turn of `player` begins (after phases.on_turn_begins has ended his "until your next turn begins"
    effects): each of his effects lasting until his second or third turn from now is one turn nearer."""
    if player is None:
        return
    for later, nearer in NEARER:
        for active in engine.store.carry_over(later, nearer, player):
            text = f"{active.id}: {player}'s turn begins, it now lasts until {_words(nearer)} begins"
            engine.note(TURNS_FROM_NOW.id, text)


def _words(duration: str) -> str:
    return {UNTIL_YOUR_TURN: "his next turn", SECOND: "his second turn from now"}[duration]
