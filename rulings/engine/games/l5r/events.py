"""Event cards (compiler version 10, part A; the Desk's own rule l5r.desk.events).

An Event does not enter play (card features: "all card types except Actions and Events" normally enter play);
its printed text is a triggered trait that answers its controller revealing the cards in his Provinces at the
start of his turn while it is face-up in one of them ("After you reveal cards in your Provinces at the start
of your turn, if this Event is face-up in one of them, ..."). The step `reveal_provinces: me` is that reveal:
every face-down card in the player's Provinces turns face up (a `revealed` event each), then each Event of
his face-up in one of his Provinces whose trait answers `provinces_revealed` resolves that trait, in the
order the cards are written, and is then discarded (its owner's discard pile), unless its trait took it
out of its Province ("it enters play in your home").

The Event's trait is written `trigger: {event: provinces_revealed, player: $controller, card: $source}`: this
module resolves it for the Event face-up in its controller's Province. The reveal is then dispatched as any
event, to the cards in play (a triggered trait of a card in play answering `provinces_revealed`, before or
after it; a delayed effect waiting for it), without a card: an Event's own trait, naming its card, is not
answered so (an Event put into play does not answer its reveal trigger again, its text says "if this Event is
face-up in one of them").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.reader import Node
from ...language.vocabulary import StepKind
from ...state.zones import change_zone, fire
from . import event_negation, event_resolutions
from .desk_rules import NOT_IN_CORPUS
from .phases import turn_player
from .rule_ids import GAME
from .triggers import asks_to_use

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import EffectSpec, Step
    from ...state.game_state import Card

TRIGGER = "provinces_revealed"
TRIGGER_EVENTS = {
    TRIGGER: "a player reveals the cards in his Provinces at the start of his turn (`player`; the step "
    "reveal_provinces): `card: $source` on an Event, that Event face-up in one of them (l5r.desk.events)"
}

EVENTS = DeskRule(
    "l5r.desk.events",
    "events",
    "Events: revealed at the start of a turn, they resolve and are discarded",
    "At the start of his turn a player reveals the cards in his Provinces (the step reveal_provinces): every "
    "face-down card there turns face up. Then each Event he controls that is face-up in one of his Provinces "
    "and whose text is the triggered trait \"After you reveal cards in your Provinces at the start of your "
    "turn, if this Event is face-up in one of them, ...\" resolves that trait: its effects come from the "
    "Event and its controller is the player. Once its trait has resolved, the Event is discarded (it goes "
    "to its owner's discard pile). Several such Events resolve one after the other, in the order the "
    "question writes them. An Event is never in play; an Event not face-up in one of its controller's "
    "Provinces as he reveals them (in his hand, in another player's Province) does nothing. An Event with "
    "another wording (an older printing without this trigger) is not resolved by the reveal.",
    f"{NOT_IN_CORPUS}: the rulebook's sections on the turn's start, Provinces and Events are not in the "
    "corpus. Card features says only that Events do not enter play, and glossary S names \"an Event leaving "
    "its Province\".",
    "Card text: the trigger each Event prints (\"After you reveal cards in your Provinces at the start of "
    "your turn, if this Event is face-up in one of them\"); Dragon's Tail Star: \"after this trait resolves, "
    "reshuffle this Event into your Dynasty deck instead of discarding it normally\" (so an Event's text is "
    "a trait, and the Event is normally discarded once it has resolved; Yokuni Sensei: \"After an Event's "
    "triggered trait or action resolves, return it to the Province in which it was revealed instead of "
    "discarding it normally\").",
    "An Event face-up in its controller's Province resolves as he reveals them, then is discarded",
)
register_desk_rules(GAME, (EVENTS,))


@dataclass(frozen=True, slots=True)
class RevealProvinces:
    """`reveal_provinces: me` (params of this module's step)."""

    player: str


def _parse(node: Node, ctx: ParseContext) -> RevealProvinces | None:
    if isinstance(node.value, str):
        node = Node({"player": node.value}, node.path, node.problems)
    if not node.is_mapping("a player id, or {player: me}"):
        return None
    node.keys_allowed(("player",))
    player = ctx.player(node, "player")
    if player is None:
        node.error("write the player who reveals the cards in his Provinces", "player")
        return None
    return RevealProvinces(player)


def _run(engine: Engine, step: Step) -> None:
    player = step.params.player
    turn = turn_player(engine)
    if turn is not None and turn != player:
        text = f"it is {turn}'s turn: {player} does not reveal his Provinces at the start of his turn now"
        engine.note(EVENTS.id, text)
        return
    engine.rules.before_event(engine, TRIGGER, None, player)  # cards in play answering "before" it
    cards = [c for c in engine.cards.values() if c.exists and _in_provinces_of(engine, c, player)]
    revealed = [c for c in cards if not c.face_up]
    for card in revealed:
        card.face_up = True
        engine.touch(card.id)
        engine.event("revealed", card=card.id, player=player)
    names = ", ".join(c.id for c in revealed) or "none face-down"
    engine.note(EVENTS.id, f"{player} reveals the cards in his Provinces at the start of his turn: {names}")
    engine.event(TRIGGER, player=player)
    for card in cards:
        traits = _event_traits(engine, card)
        if card.type != "event" or not traits:
            continue
        text = f"{card.id} is an Event face-up in one of {player}'s Provinces: its trait resolves"
        engine.note(EVENTS.id, text)
        event_resolutions.resolving(engine, card, player)  # compiler 18, part C: before it resolves
        for spec in () if event_negation.negated(engine, card) else traits:  # its effects negated
            _resolve(engine, card, spec, player)
        event_resolutions.resolved(engine, card, player)  # "After an Event resolves" (compiler 18, part C)
        if _in_provinces_of(engine, card, player):
            change_zone(engine, card, "discard", event="discarded")
            engine.note(EVENTS.id, f"{card.id}'s trait has resolved: the Event is discarded")
    fire(engine, TRIGGER, player=player)  # cards in play answering it (an Event's trait names its own card)


def _in_provinces_of(engine: Engine, card: Card, player: str) -> bool:
    return engine.rules.zone_family(card.zone) == "province" and card.controller == player


def _event_traits(engine: Engine, card: Card) -> list[EffectSpec]:
    """The card's traits answering its controller's reveal (printed: an Event is never given text in play)."""
    defined = engine.scenario.card_def(card.id)
    if defined is None:
        return []
    return [
        spec
        for spec in defined.traits
        if spec.trigger is not None
        and spec.trigger.event == TRIGGER
        and engine.resolve_symbol(spec.trigger.player or "$controller", spec.source, spec) == card.controller
    ]


def _resolve(engine: Engine, card: Card, spec: EffectSpec, player: str) -> None:
    """The trait's effect happens (an optional one if its player uses it), from the Event, as its
    controller's."""
    state = engine.game_state
    if spec.optional and not asks_to_use(engine, spec, spec.id, player):
        engine.note("l5r.traits.optional", f"{player} does not use {spec.id} ({card.id})")
        return
    state.fired += 1
    instant = engine.rules.registry.is_instant(spec.op)
    child = replace(
        spec,
        id=f"{spec.id}@{state.fired}",
        kind="instantaneous" if instant else "ongoing",
        trigger=None,
        optional=False,
        limit=None,
    )
    engine.note("l5r.traits.triggered", f"{spec.id} ({card.id}) triggers: its effect happens ({child.id})")
    decided = engine.choices.decisions.get(spec.id)
    if isinstance(decided, str) and child.id not in engine.choices.decisions:  # `decide: {t1: card}`
        engine.choices.decisions[child.id] = decided
    with engine.trigger(spec.id):
        engine.activate(child, action=None, controller=player)



STEPS = {
    "reveal_provinces": StepKind(
        _parse,
        _run,
        "At the start of his turn a player reveals the cards in his Provinces (face-down ones turn face up); "
        "each Event of his face-up there whose trait answers `provinces_revealed` resolves it, then is "
        "discarded (l5r.desk.events).",
        {
            "anyOf": [
                {"type": "string"},
                {
                    "type": "object",
                    "properties": {"player": {"type": "string"}},
                    "required": ["player"],
                    "additionalProperties": False,
                },
            ]
        },
    )
}
