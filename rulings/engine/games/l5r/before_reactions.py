"""Reactions taken as a card is about to be destroyed (compiler 19, part N; the Desk's rule l5r.desk.reaction-
before-event): "Reaction: Before this Personality is destroyed, destroy this card: Negate the Personality's
destruction." (Golden Obi of the Sun Goddess, Layered Plates).

Such a Reaction has `trigger: {event: destroyed, timing: before, card: $bearer}` (a card it names: $source,
$bearer). Its player decides to take it with a `use` step placed right before the step in which the
destruction would happen (the next step that is not a question): that use takes nothing and pays nothing;
the Reaction stands ready for that step only (other such uses in between are declarations too). If, during
that step, a destruction of the card its trigger names is about to happen (an instantaneous one, not already
prevented), the Reaction is taken then, as a use of it would be (its window, its card unbowed, its limits,
its costs paid now: "destroy this card"), and its effects resolve at once. Its negation ("Negate the
Personality's destruction") is an action's triggered prevention (`{kind: instantaneous, trigger: {event:
destroyed, timing: before, card: $bearer}, prevent: {event: destroy}}`), which answers that destruction and
is used up by it (l5r-ce-effects, prevention: triggered by, and preventing, an individual effect). If no
such destruction comes in that step, the Reaction is not taken and nothing is paid. It is never taken for a
continuously applied destruction (Chi death): a prevention triggered by that destruction cannot negate it
(the effects document's EXCEPTION), so taking it would pay a cost for nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.binding import bind
from ...effects.prevention import event_prevention
from ...language.spec import Step
from .card_abilities import printed
from .desk_rules import NOT_IN_CORPUS
from .params import Use
from .rule_ids import GAME
from .targeting_reactions import REACTED_CARD

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card
    from .ability_def import Ability

TIMING = "before"
EVENTS = {"destroyed": "destroy"}  # the Reaction's trigger event -> the occurrence about to happen
READY = "c19n_ready"  # on the game state: the Reactions standing ready (dicts)
MOMENT = "c19n_moment"  # on the game state: the Reaction being taken now (card, ability)

REACTION_BEFORE_EVENT = DeskRule(
    "l5r.desk.reaction-before-event",
    "reaction-before-event",
    "Reactions before a card is destroyed",
    "A Reaction \"Before this Personality is destroyed\" is taken as that destruction is about to happen: "
    "its player decides beforehand (a use of it right before the step in which the destruction would happen) "
    "and takes it only if, in that step, the destruction is about to happen and is not already prevented; he "
    "then pays its costs and its effects resolve before the destruction. Its negation negates that "
    "destruction only. If no such destruction comes, it is not taken and nothing is paid. It is not taken "
    "for a continuously applied destruction (Chi death), which a negation triggered by that destruction "
    "cannot negate.",
    f"{NOT_IN_CORPUS}: card features gives Reactions a trigger, a point in time when they can be taken "
    "(constraints block A: \"Before a Personality is destroyed:\"), and the effects document says what a "
    "prevention triggered by an individual effect prevents (that effect only, and not a continuously applied "
    "destruction), but how a player declares a Reaction at an event about to happen is not in the corpus.",
    "Card features (Reactions and their triggers), the effects document (Prevention, Duration and scope), "
    "and the Desk's rules on Reactions before an action resolves (l5r.desk.reaction-before-resolution).",
    "A Reaction before a destruction is taken only as that destruction is about to happen",
)
register_desk_rules(GAME, (REACTION_BEFORE_EVENT,))


def is_before(ability: Ability) -> bool:
    trigger = ability.trigger
    return trigger is not None and getattr(trigger, "timing", None) == TIMING


def _what(engine: Engine, holder: str, ability: Ability) -> str:
    trigger = ability.trigger
    card = engine.resolve_symbol(trigger.card, holder) if trigger.card else None
    return f"{card or trigger.card or 'a card'} is about to be {trigger.event}"


def stands_ready(engine: Engine, step: Step, card: Card, ability: Ability) -> bool:
    """A use of a Reaction before an event outside its moment: its player will take it if the event comes
    in the next step (True: the use is done, nothing was taken). False when it is no such Reaction, or this
    is its moment."""
    state = engine.game_state
    if not is_before(ability) or getattr(state, MOMENT, None) is not None:
        return False
    steps = engine.scenario.steps
    position = next(i for i, s in enumerate(steps) if s is step)
    later = next((s for s in steps[position + 1:] if s.kind != "ask" and not _declares(engine, s)), None)
    params = step.params
    if later is None:
        engine.note(REACTION_BEFORE_EVENT.id, f"{params.by} cannot take {ability.id}: no later step in which "
                                              f"{_what(engine, card.id, ability)}")  # fmt: skip
        return True
    ready = getattr(state, READY, None)
    if ready is None:
        ready = []
        setattr(state, READY, ready)
    ready.append({"card": card.id, "ability": ability.id, "by": params.by, "id": params.id, "at": later.index,
                  "performer": params.performer})  # fmt: skip
    what = _what(engine, card.id, ability)
    engine.note(REACTION_BEFORE_EVENT.id, f"{params.by} will take {ability.id} of {card.id} if, in step "
                f"{later.index}, {what}: its costs are paid only then")  # fmt: skip
    return True


def _declares(engine: Engine, step: Step) -> bool:
    """A use of another Reaction before an event (it stands ready too: the event comes after it)."""
    if step.kind != "use" or step.params.card is None:
        return False
    card = engine.cards.get(step.params.card)
    found = next((a for a in printed(engine, card) if a.id == step.params.ability), None) if card else None
    return found is not None and is_before(found)


def window_problem(engine: Engine, card: Card, ability: Ability) -> str:
    """Why the Reaction cannot be taken now ("" as the event it answers is about to happen)."""
    moment = getattr(engine.game_state, MOMENT, None)
    if moment is None or moment[:2] != (card.id, ability.id):
        what = _what(engine, card.id, ability)
        return f"{ability.id} is a Reaction before {what}: it is taken only as that is about to happen"
    engine.note(REACTION_BEFORE_EVENT.id, f"{ability.id} is taken as {_what(engine, card.id, ability)}")
    return ""


def bound(engine: Engine, ability: Ability) -> tuple[str, Ability]:
    """("", the ability with `$reacted_card` bound to the card about to be destroyed: "the Personality's
    destruction")."""
    moment = getattr(engine.game_state, MOMENT, None)
    if moment is None:
        return "", ability
    return "", bind(ability, REACTED_CARD, moment[2])


def about_to_happen(engine: Engine, event: dict, target: str, *, continuous: bool) -> None:
    """An instantaneous occurrence about to happen to `target`: take each Reaction standing ready for it."""
    state = engine.game_state
    ready = getattr(state, READY, None) or []
    for entry in ready:
        if entry.get("taken") or entry["at"] != engine.step_index:
            continue
        card = engine.cards.get(entry["card"])
        ability = next((a for a in printed(engine, card) if a.id == entry["ability"]), None) if card else None
        if ability is None or not is_before(ability) or EVENTS.get(ability.trigger.event) != event["event"]:
            continue
        wanted = engine.resolve_symbol(ability.trigger.card, card.id) if ability.trigger.card else None
        if wanted != target:
            continue
        if continuous:
            why = "a negation it triggers cannot negate it"
            engine.note(REACTION_BEFORE_EVENT.id, f"{ability.id} is not taken: the {event['event']} of "
                        f"{target} is continuously applied: {why}")  # fmt: skip
            continue
        if event_prevention(engine, event, target, continuous=False)[0] is not None:
            engine.note(REACTION_BEFORE_EVENT.id, f"{ability.id} is not taken: the {event['event']} of "
                        f"{target} is already prevented")  # fmt: skip
            continue
        entry["taken"] = True
        use = Use(entry["id"], entry["ability"], entry["by"], None, None, card.id, None, entry["performer"])
        setattr(state, MOMENT, (card.id, ability.id, target))
        try:
            engine.rules.registry.steps["use"].run(engine, Step(engine.step_index, "use", use, "before"))
        finally:
            setattr(state, MOMENT, None)
