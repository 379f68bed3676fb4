"""The card a Reaction's trigger names by its kind, in the Reaction's text (compiler 17, part E):
"Reaction: After a Ring bows: Straighten it.", "Reaction: After the resolution of an action that bowed a Ring:
Straighten it."

Such a text names the card with `$reacted_card` (the symbol targeting_reactions.py fills for a Reaction to a
kind of card's targeting). As the Reaction is used in its window (reactions.py, the card features' Reaction
window: "Like triggered traits, Reactions have a trigger that describes a point in time when they can be
taken"), the symbol is the card of the trigger's kind (`of`) that the event happened to in the window's step
(`bowed`, `straightened`, `enters_play` ...), or, for `event: resolved` with `did`, the card of that kind the
action that resolved in the window bowed, straightened or moved (action_results.py). If several cards answer,
which one the text means is not said: the use is refused and changes nothing (as targeting_reactions.py
refuses a text naming `$reacted_card` when the action targets several such cards).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...effects.binding import bind
from . import action_results, before_reactions, reactions, resolution_reactions
from .targeting_reactions import REACTED_CARD

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step
    from ...state.game_state import Card
    from .ability_def import Ability

# the window events whose card the text may name: the card is in play after them
EVENTS = ("bowed", "straightened", "enters_play", "dishonored", "rehonored", "duel_won", "duel_lost")
DID = ("bowed", "straightened", "moved")


def bound(engine: Engine, step: Step, card: Card, ability: Ability) -> tuple[str, Ability]:
    """(why the use is refused or "", the ability with `$reacted_card` bound), once its window allowed it."""
    trigger = ability.trigger
    if trigger is not None and before_reactions.is_before(ability):  # compiler 19, part N
        return before_reactions.bound(engine, ability)  # the card about to be destroyed
    if trigger is None or bind(ability, REACTED_CARD, "x") is ability:  # (the text does not name it)
        return "", ability
    moment = reactions._window_step(engine, step)
    if moment is None:
        return "", ability
    if trigger.event == reactions.RESOLVED and trigger.did is not None and trigger.did[0] in DID:
        cards = _done(engine, step, moment, trigger, card.id)
    elif trigger.event in EVENTS and trigger.card is None:
        subjects = reactions._subjects(engine, trigger, moment, step.params.by)
        cards = [c for c in subjects if reactions._about(engine, trigger, c, card.id)]
    else:
        return "", ability
    cards = list(dict.fromkeys(cards))
    if len(cards) != 1:
        named = ", ".join(cards) or "none"
        why = f"{ability.id} names the card its trigger answers, and several do ({named}): which is not said"
        return why, ability
    engine.note(reactions.WINDOW, f"{ability.id}: the card its trigger answers is {cards[0]}")
    return "", bind(ability, REACTED_CARD, cards[0])


def _done(engine: Engine, step: Step, moment: int, trigger, holder: str) -> list[str]:
    """The cards of the trigger's kind the actions that resolved in the window did that to."""
    found = []
    for action in resolution_reactions.resolved(engine, step, moment, replace(trigger, card=None)):
        record = engine.state.actions.get(action, {})
        found += action_results.done_to(engine, record, trigger.did, holder)
    return found
