"""A duration to the end of a player's next turn: "until your next turn ends" (the Desk's own rule
l5r.desk.next-turn-ends); and to the end of the next turn, whoever's: "until the next turn ends"
(`until_the_next_turn_ends`, ending as the next turn of any player to begin ends).

`duration: until_your_next_turn_ends` lasts through the rest of the turn in progress, the other players'
turns after it and the next turn of the effect's controller to begin, and ends as that turn ends. As that turn
of his begins, each such effect of his lasts as one lasting "until the end of the turn" does (`end_of_turn`):
it ends with the turn. The turn in progress as the effect is applied has already begun: it is not "your next
turn", whoever's turn it is (as "until your next turn begins", phases.py, ends only as a later turn begins).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

NEXT_TURN_ENDS = "until_your_next_turn_ends"
NEXT_ANY_TURN_ENDS = "until_the_next_turn_ends"  # "until the next turn ends": any player's
DURATIONS = frozenset({NEXT_TURN_ENDS, NEXT_ANY_TURN_ENDS})

NEXT_TURN_END = DeskRule(
    "l5r.desk.next-turn-ends",
    "next-turn-ends",
    "Until your next turn ends",
    "An effect lasting \"until your next turn ends\" ends as the next turn of its controller to begin after "
    "the effect was applied ends: it lasts through the turn in progress (his or another player's), the turns "
    "of other players between, and the whole of his next turn. The turn in progress as the effect is applied "
    "is not his next turn: it has already begun. An effect lasting \"until the next turn ends\" ends as the "
    "next turn to begin after it was applied, whoever's turn it is, ends.",
    f"{NOT_IN_CORPUS}: the corpus says that ongoing effects last until the end of the turn unless otherwise "
    "indicated, and names \"the end of your next turn\" once (the effects document, Delayed effects: in "
    "\"After the start of your next turn, give him +2F,\" the Force bonus lasts until the end of your next "
    "turn), without a rule for an effect that states it.",
    "The card text's words, read as \"until your next turn begins\" is (phases.py: \"your next turn\" is the "
    "first turn of yours to begin from now): Regional Treasurer, \"Until your next turn ends, he will not "
    "straighten.\"; Haruge, \"it will not straighten until the next turn ends\" (the next turn of any "
    "player).",
    "Until (your) next turn ends: ends as the next turn (of its controller) to begin ends",
)
register_desk_rules(GAME, (NEXT_TURN_END,))


def on_turn_begins(engine: Engine, player: str | None) -> None:
    """A turn of `player` begins: each of his effects lasting until his next turn ends, and every effect
    lasting until the next turn ends, now lasts until the end of this turn."""
    for active in engine.store.carry_over(NEXT_ANY_TURN_ENDS, "end_of_turn", None):
        engine.note(NEXT_TURN_END.id, f"{active.id}: the next turn begins, it now lasts until this turn ends")
    if player is None:
        return
    for active in engine.store.carry_over(NEXT_TURN_ENDS, "end_of_turn", player):
        text = f"{active.id}: {player}'s next turn begins, it now lasts until this turn ends"
        engine.note(NEXT_TURN_END.id, text)
