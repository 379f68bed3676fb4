"""An Event's resolution as a moment cards react to (compiler 18, part C; the Desk's rule
l5r.desk.event-resolved): "Reaction: After an Event resolves, bow this card: Draw a card." (Lotus Blade),
"Reaction: After an Event resolves, destroy this card: Gain 2 Honor." (Fireworks).

An Event face-up in its controller's Province resolves its trait as he reveals his Provinces at the start of
his turn (events.py, l5r.desk.events). Once that trait has resolved, before the Event is discarded, the event
`event_resolved` happens (its card: the Event; its player: the Event's controller). A Reaction with `trigger:
{event: event_resolved}` can be used right after the reveal step (reactions.py: the window of any card event,
the step just before the use); a triggered trait answers it as any event (`timing: before`: as the Event is
about to resolve its trait). An Event whose trait did not resolve (none answers the reveal: an older
printing) does not resolve, and nothing happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...state.zones import fire
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

EVENT = "event_resolved"
TRIGGER_EVENTS = {
    EVENT: "an Event's trait resolved as its controller revealed his Provinces (the event's card: the Event; "
    "its player: the Event's controller), before it is discarded (l5r.desk.event-resolved)"
}

EVENT_RESOLVED = DeskRule(
    "l5r.desk.event-resolved",
    "event-resolved",
    "An Event has resolved once its trait has resolved, before it is discarded",
    "An Event face-up in its controller's Province resolves as he reveals his Provinces at the start of his "
    "turn (l5r.desk.events): \"After an Event resolves\" is the moment its trait has resolved, before the "
    "Event is discarded. A Reaction to it (\"Reaction: After an Event resolves, bow this card: Draw a "
    "card.\") may be taken right after the reveal; a trait \"After an Event resolves\" answers it then. An "
    "Event that resolves nothing as its Provinces are revealed (its text is no trait answering the reveal) "
    "has not resolved.",
    f"{NOT_IN_CORPUS}: the rulebook's section on Events is not in the corpus. Card text reads an Event's "
    "resolution as a moment (\"Reaction: After an Event resolves\", \"Before an Event resolves\") and places "
    "the discard after it (Yokuni Sensei: \"After an Event's triggered trait or action resolves, return it "
    "to the Province in which it was revealed instead of discarding it normally\").",
    "Card text (Yokuni Sensei, Dragon's Tail Star: the Event is discarded once its trait has resolved) and "
    "the Desk's rule on Events (l5r.desk.events).",
    "After an Event resolves: once its trait has resolved, before it is discarded",
)
register_desk_rules(GAME, (EVENT_RESOLVED,))


def resolving(engine: Engine, card: Card, player: str) -> None:
    """The Event is about to resolve its trait (events.py): the traits triggered before it answer now."""
    engine.rules.before_event(engine, EVENT, card.id, player)


def resolved(engine: Engine, card: Card, player: str) -> None:
    """The Event's trait has resolved (events.py): the moment Reactions and traits answer."""
    engine.note(EVENT_RESOLVED.id, f"{card.id} has resolved (before it is discarded)")
    fire(engine, EVENT, card.id, player)
