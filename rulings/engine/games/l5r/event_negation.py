"""Reactions before an Event resolves, and the negation of its effects (compiler 18, part C; the Desk's
rule l5r.desk.event-negated): "Reaction: Before an Event resolves: Negate its effects." (Forging
Destiny, Whispered Rumors).

An Event face-up in its controller's Province resolves its trait as he reveals his Provinces at the start of
his turn (events.py, l5r.desk.events). A Reaction with `trigger: {event: event_resolving}` is used before
that: its `use` step names the Event card with `reacts_to` and comes before the `reveal_provinces` step of the
Event's controller; it is refused unless that card is an Event in its controller's Province, face-down or
face-up, and a later step reveals that player's Provinces. Its text's `$reacted_card` is that Event. The op
`negate_event: true` on it (`targets: $reacted_card`) negates the Event's effects: as the Event would resolve,
its trait's effects do not happen (that resolution only); it has still resolved (negation is not "does not
resolve") and is discarded as usual.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.binding import bind
from ...language.shapes import described
from ...language.vocabulary import Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step
    from ...state.game_state import Card
    from .ability_def import Ability

EVENT_RESOLVING = "event_resolving"
OP = "negate_event"
REACTED_CARD = "$reacted_card"  # targeting_reactions.REACTED_CARD: here the Event reacted to
ATTRIBUTE = "c18c_negated_events"  # on the game state: the Events whose effects are negated

EVENT_NEGATED = DeskRule(
    "l5r.desk.event-negated",
    "event-negated",
    "Reactions before an Event resolves, and an Event's effects negated",
    "A Reaction \"Before an Event resolves\" is taken before the Event's controller reveals his Provinces at "
    "the start of his turn, naming the Event (face-up or face-down in one of his Provinces). \"Negate its "
    "effects\" then negates the Event's effects: as the Event would resolve, its trait's effects do not "
    "happen. The Event has still resolved (negating its effects is not preventing its resolution) and is "
    "discarded as usual.",
    f"{NOT_IN_CORPUS}: the rulebook's section on Events is not in the corpus, nor when in the reveal a "
    "Reaction before an Event's resolution is taken. Card text reads the moment (\"Reaction: Before an Event "
    "resolves: Negate its effects.\") and tells negation from not resolving (\"The Event does not resolve\", "
    "\"its effects do not happen; this is not negation\").",
    "Card text, and the Desk's rules on Events (l5r.desk.events) and on Reactions before an action's "
    "resolution (l5r.desk.reaction-before-resolution), which it follows.",
    "An Event's effects negated: its trait does nothing; it is discarded as usual",
)
register_desk_rules(GAME, (EVENT_NEGATED,))

def problem(engine: Engine, step: Step, card: Card, ability: Ability) -> tuple[str, Ability]:
    """(why the Reaction cannot react to the Event its use names now or "", the ability with `$reacted_card`
    bound to that Event)."""
    named = step.params.reacts_to
    trigger = ability.trigger
    if trigger.kind or trigger.of is not None or trigger.card is not None or trigger.did is not None:
        return f"{ability.id}: before an Event resolves, the trigger names no kind, card or result", ability
    event = engine.cards.get(named or "")
    if event is None or event.type != "event":
        return f"{named} is no Event: {ability.id} reacts to an Event about to resolve", ability
    if engine.rules.zone_family(event.zone) != "province":
        return f"{named} is not in a Province: it does not resolve as its Provinces are revealed", ability
    later = [
        s for s in engine.scenario.steps
        if s.index > step.index and s.kind == "reveal_provinces" and s.params.player == event.controller
    ]  # fmt: skip
    if not later:
        return f"no later step reveals {event.controller}'s Provinces: {named} does not resolve", ability
    by = trigger.by
    if by is not None and (event.controller != step.params.by) != (by == "other"):
        whose = "another player's" if by == "other" else "its own player's"
        return f"{named} is {event.controller}'s: {ability.id} reacts only to {whose} Events", ability
    engine.note(EVENT_NEGATED.id, f"{ability.id} reacts to {named} before it resolves")
    return "", bind(ability, REACTED_CARD, named)


def negated(engine: Engine, card: Card) -> bool:
    """Whether the Event's effects are negated (events.py, as it would resolve): for this resolution only."""
    found = getattr(engine.game_state, ATTRIBUTE, None) or set()
    if card.id not in found:
        return False
    found.discard(card.id)  # (a later resolution of the same card is not negated by this Reaction)
    engine.note(EVENT_NEGATED.id, f"{card.id}'s effects are negated: its trait's effects do not happen")
    return True


@dataclass(frozen=True, slots=True)
class NegateEvent:
    """`negate_event: true` (the op's params: nothing beyond the Event it targets)."""


def _parse(node: Node, ctx: ParseContext) -> NegateEvent:
    if node.child(OP).value is not True:
        node.error("negate_event: true (on the Event: targets: $reacted_card)", OP)
    return NegateEvent()


def _perform(engine: Engine, _params: NegateEvent, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or card.type != "event":
        engine.note(EVENT_NEGATED.id, f"{target} is no Event: nothing is negated")
        return False
    found = getattr(engine.game_state, ATTRIBUTE, None)
    if found is None:
        found = set()
        setattr(engine.game_state, ATTRIBUTE, found)
    found.add(target)
    engine.note(EVENT_NEGATED.id, f"{target}'s effects will be negated as it resolves")
    return True


OPS = {
    OP: Op(
        _parse,
        _perform,
        OP,
        doc="'Before an Event resolves: Negate its effects': the Event targeted (`targets: $reacted_card`) "
        "has its effects negated as it resolves: its trait's effects do not happen (l5r.desk.event-negated).",
        value=described({"const": True}, "true"),
        substitute=False,
    )
}
