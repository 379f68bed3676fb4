"""Focus Effects whose effects wait for the duel's outcome: "As a Focus Effect, if you win this duel, draw a
card." (`focus_duel_won`, as "after you win this duel"), "As a Focus Effect, if you lose this duel, give the
winner -2F." (`focus_duel_lost`), "As a Focus Effect: After this duel ends, if the duel's loser did not focus,
destroy him." (`focus_loser_unfocused`): the Desk's rule l5r.desk.focus-outcome.

Each resolves with the duel's other Focus Effects (focus_effects.resolve: after focusing, before the duel's
resolution) and waits, as "After this duel ends, ..." does, for the duel's end (focus_effects.after_end);
`applies` says there whether its condition holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

LOST = "focus_duel_lost"  # "As a Focus Effect, if you lose this duel, <effects>"
UNFOCUSED = "focus_loser_unfocused"  # "After this duel ends, if the duel's loser did not focus, <effects>"
TRIGGER_EVENTS = {
    LOST: "a Focus Effect whose effects wait for its duel's end and need its player's duelist to have lost",
    UNFOCUSED: "a Focus Effect whose effects wait for its duel's end and need no card focused for its loser",
}

FOCUS_OUTCOME = DeskRule(
    "l5r.desk.focus-outcome",
    "focus-outcome",
    "Focus Effects on the duel's outcome: 'if you win / lose this duel', 'if the loser did not focus'",
    "A Focus Effect reading \"if you win this duel, <effects>\" (\"if you win\", \"if your Personality "
    "wins this duel\") resolves with the duel's other Focus Effects, and its effects apply when the duel "
    "has ended with its player's Personality as its winner, as \"after you win this duel\" does; \"if you "
    "lose this duel\" when his Personality is its loser. \"After this duel ends, if the duel's loser did "
    "not focus, <effects>\" applies its effects once the duel has ended, if it has a loser and none of the "
    "cards focused in it was focused by the loser's controller (a player focuses cards for his "
    "Personality). A duel no one won has no winner and no loser: none of these applies.",
    "The duel procedure (14.6) is not in the corpus. Whether a player wins or loses a duel can only be "
    "judged once the duel has a winner, which the Desk's rules on winning and losing a duel "
    "(l5r.desk.duel-won, l5r.desk.duel-lost) place as the duel ends; the Focus Effects' point is the "
    "Desk's l5r.desk.focus-effects.",
    "Card text: \"As a Focus Effect, after you win this duel, draw a card.\" beside \"As a Focus Effect, "
    "if you win this duel, draw a card.\" (the same condition, judged when it can be); cards focused for a "
    "player's Personality (\"one card focused for this card\", \"If either Personality's controller has "
    "not focused\").",
    "'If you win / lose this duel' applies as the duel ends; 'the loser did not focus': none focused for him",
)
register_desk_rules(GAME, (FOCUS_OUTCOME,))


def applies(
    engine: Engine, did: str, record: dict, yours: str, spec: EffectSpec, focused_by: dict
) -> bool | None:
    """Whether a waiting Focus Effect of this module applies now that duel `did` has ended (None: not one);
    `focused_by`: each card focused in the duel and the player who focused it."""
    event = spec.trigger.event
    loser = record.get("loser")
    if event == LOST:
        if yours and yours == loser:
            return True
        engine.note(FOCUS_OUTCOME.id, f"{did} has ended; {spec.id}: its player's Personality did not lose it")
        return False
    if event == UNFOCUSED:
        if loser is None:
            engine.note(FOCUS_OUTCOME.id, f"{did} has ended with no loser: {spec.id} does not apply")
            return False
        player = engine.cards[loser].controller
        focused = [c for c, by in focused_by.items() if by == player]
        if focused:
            why = f"{did}: {', '.join(focused)} focused for its loser {loser}: {spec.id} does not apply"
            engine.note(FOCUS_OUTCOME.id, why)
            return False
        engine.note(FOCUS_OUTCOME.id, f"{did}: no card was focused for its loser {loser}: {spec.id} applies")
        return True
    return None
