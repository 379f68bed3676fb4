"""Who lost a duel: "After Toshimoko loses a duel, lose 5 Honor." (the Desk's rule l5r.desk.duel-lost).

A duel that has a winner (duels.py, l5r.desk.duel-won) has a loser: the other Personality in it. As the
winner's event `duel_won` is answered, the event `duel_lost` happens to the loser, by his controller (and what
answers "before" it, as "before" the winning is answered). A duel without a winner has no loser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...state.zones import fire
from .duel_history import WON
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine

LOST = "duel_lost"
TRIGGER_EVENTS = {LOST: "a Personality loses a duel (the Desk's own rule)"}

DUEL_LOST = DeskRule(
    "l5r.desk.duel-lost",
    "duel-lost",
    "Losing a duel",
    "A Personality loses a duel when that duel has a winner and he is the other Personality in it. \"After X "
    "loses a duel\" happens as that duel ends, with its winner's winning (before anything the duel's effect "
    "does to its loser afterwards, such as \"Destroy the loser\"). A duel without a winner has no loser.",
    "The duel procedure is not in the corpus; the Desk's rule on winning a duel (l5r.desk.duel-won) says who "
    "wins and when, not who loses.",
    "Card text (\"After Toshimoko loses a duel\", \"Destroy the loser\": a duel between two Personalities "
    "with a winner has the other as its loser) and the Desk's rule on winning a duel, whose moment it "
    "shares.",
    "A duel's loser is the other Personality of a duel with a winner; he loses it as it ends",
)
register_desk_rules(GAME, (DUEL_LOST,))


def _loser(engine: Engine, winner: str) -> str | None:
    """The loser of the duel the winner has just won (the latest duel he won)."""
    for record in reversed(list(engine.game_state.duels.values())):
        if record.get("winner") == winner:
            return record.get("loser")
    return None


def on_event(engine: Engine, event: str, card: str | None) -> None:
    """A duel won: its loser has lost it."""
    if event != WON or card is None or (loser := _loser(engine, card)) is None or loser not in engine.cards:
        return
    engine.note(DUEL_LOST.id, f"{loser} loses the duel {card} won")
    fire(engine, LOST, loser, engine.cards[loser].controller)


def before(engine: Engine, event: str, card: str | None) -> None:
    """About to win a duel: what answers before its loser loses it."""
    if event != WON or card is None or (loser := _loser(engine, card)) is None or loser not in engine.cards:
        return
    engine.rules.before_event(engine, LOST, loser, engine.cards[loser].controller)
