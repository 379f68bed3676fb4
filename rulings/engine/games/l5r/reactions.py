"""Reaction windows (card features, Abilities, constraints block A: "Like triggered traits, Reactions have a
trigger that describes a point in time when they can be taken").

A Reaction ability with `trigger: {event, card | of, by}` can be used only right after its trigger happened:
in the step just before its `use` (questions and other Reactions to the same moment in between do not close
the window). Events: `targeted` (an action's effect targeted the card: "After another player targets this
Personality with an action"), and the events triggered traits answer (`enters_play`, `leaves_play`,
`destroyed`, `bowed` ...: "After Izuna enters play"), and `performed` (an action the card performed resolved:
"After an action he performed resolves", its `use` step's performer; a Reaction's use in between does not
close that window, and may itself be that action). `card` names the card it happens to ($source, $bearer),
`of` a filter for it; `by: other` ("another player ...") or `self`: the player whose action targeted it. A use
outside its window is refused, changes nothing, and says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import TEXT, closed, described
from ...language.spec import Filter
from ...language.symbols import CONTROLLER
from . import (
    action_results,
    action_windows,
    before_reactions,
    event_negation,
    paying_reactions,
    resolution_reactions,
    retargeting,
    several_targets,
)
from .units import unit_targets

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step
    from ...state.game_state import Card
    from .ability_def import Ability

WINDOW = "l5r.abilities.reaction-trigger"
TARGETED = "targeted"
RESOLVED = resolution_reactions.RESOLVED
PERFORMED = "performed"  # an action the card performed resolved ("after an action he performed resolves")
BEFORE = (action_windows.RESOLVING, retargeting.WOULD_TARGET)  # used with reacts_to
BEFORE += (event_negation.EVENT_RESOLVING,)  # before an Event resolves (compiler 18, part C)
FIELD = described(
    closed(
        {
            "event": described(
                TEXT, "targeted, performed, enters_play, leaves_play, destroyed, bowed ..."
            ),
            "card": described(TEXT, "the card it happened to (an id or $source, $bearer)"),
            "of": {"vocabulary": "filter", "description": "the kind of card it happened to"},
            "by": {
                "enum": ["other", "self"],
                "description": "targeted by another player's action, or own",
            },
            "with": described(
                TEXT,
                "the targeting effect's op ('a Ranged Attack targets': ranged_attack; a Melee Attack, a"
                " ranged_attack with melee: true, is melee_attack)",
            ),
            "kind": resolution_reactions.KIND,
            "did": action_results.FIELD,
            "timing": described(TEXT, "before: taken as the event is about to happen (before_reactions.py)"),
        },
        "event",
    ),
    "a Reaction's trigger: it can be used only right after this happened",
)


@dataclass(frozen=True, slots=True)
class ReactionTrigger:
    event: str
    card: str | None
    of: Filter | None
    by: str | None
    with_op: str | None = None  # "a Ranged Attack targets": its op (targeting_reactions.py)
    kind: tuple[str, ...] = ()  # event resolved (resolution_reactions.py)
    did: tuple | None = None  # event resolved: what it did (action_results.py)
    timing: str | None = None  # "before": as the event is about to happen (before_reactions.py)


def parse(node: Node, ctx: ParseContext, designators: tuple[str, ...]) -> ReactionTrigger | None:
    tnode = node.child_mapping(
        "trigger",
        "{event: targeted, card: $bearer, by: other}",
        ("event", "card", "of", "by", "with", "kind", "did", "timing"),
    )
    if tnode is None:
        return None
    if "Reaction" not in designators:
        node.error("only a Reaction has a trigger (constraints block A)", "trigger")
    events = (TARGETED, PERFORMED, RESOLVED, *ctx.rules.trigger_event_names)
    events += (action_windows.RESOLVING, retargeting.WOULD_TARGET, event_negation.EVENT_RESOLVING)
    event = tnode.choice("event", events, what="event")
    card = tnode.text("card", None)
    ctx.known_card(tnode, "card", card, symbols=True)
    with ctx.filling(CONTROLLER):  # "one of your cards": the ability's card's controller
        of = ctx.filter(tnode.child("of")) if tnode.has("of") else None
    by = tnode.choice("by", ("other", "self"), None, what="player")
    if by is not None and event not in (TARGETED, RESOLVED, *BEFORE):
        tnode.error("'by' names whose action targeted the card: only with event: targeted", "by")
    with_op = tnode.text("with", None)
    if with_op is not None and (event != TARGETED or with_op not in ctx.registry.ops):
        tnode.error("'with' names the op of a targeting effect (event: targeted): ranged_attack ...", "with")
    kind = tuple(tnode.text_list("kind")) if tnode.has("kind") else ()
    kinds = (RESOLVED, TARGETED, *BEFORE)  # the events whose trigger may name the action's kind
    without_of = (RESOLVED, action_windows.RESOLVING)  # a resolving action has no card to name
    if (kind and event not in kinds) or (event in without_of and tnode.has("of")):
        tnode.error("'kind' names the kind of action that resolved: with event: resolved, without 'of'")
    did = action_results.parse(tnode, ctx, event)
    timing = tnode.choice("timing", (before_reactions.TIMING,), None, what="timing")
    if timing is not None and (event not in before_reactions.EVENTS or card is None or of is not None):
        tnode.error("timing: before is read with event: destroyed and the card it names (card:)", "timing")
    return ReactionTrigger(event, card, of, by, with_op, kind, did, timing) if event else None


def remember(engine: Engine, event: str, card: str | None, player: str | None) -> None:
    """An event that happened (after), for the Reaction windows of the steps that follow."""
    engine.game_state.happened.append((engine.step_index, event, card))


def window_problem(engine: Engine, step: Step, card: Card, ability: Ability) -> str:
    """Why the Reaction cannot be used now ("" when its trigger just happened, or it has none)."""
    trigger = ability.trigger
    if trigger is None:
        return ""
    if (within := _within_window(engine, step, card, ability)) is not None:
        return within
    what = _described(trigger)
    if trigger.with_op is not None or trigger.event in BEFORE or (
            trigger.kind and trigger.event == TARGETED):  # the action's kind
        return f"{ability.id} reacts to {what} before it resolves: name that action with reacts_to"
    moment = _window_step(engine, step)
    if moment is None:
        return f"{ability.id} is a Reaction to {what}: nothing happened before it"
    if trigger.event == PERFORMED:
        subjects = _performers(engine, step, moment)
    elif trigger.event == RESOLVED:
        subjects = resolution_reactions.resolved(engine, step, moment, trigger)
        if trigger.did is not None:  # and did that to such a card
            subjects = action_results.resolved(engine, step, moment, trigger, card.id)
    else:
        subjects = _subjects(engine, trigger, moment, step.params.by)
    for subject in subjects:
        if _about(engine, trigger, subject, card.id):
            engine.note(WINDOW, f"{ability.id} reacts to {what} ({subject}, step {moment})")
            return ""
    return f"{ability.id} is a Reaction to {what}, which did not just happen (step {moment})"


def _within_window(engine: Engine, step: Step, card: Card, ability: Ability) -> str | None:
    """The window of a Reaction taken within something else (None for the others)."""
    if before_reactions.is_before(ability):  # taken as the event is about to happen (compiler 19, part N)
        return before_reactions.window_problem(engine, card, ability)
    if paying_reactions.is_paying_reaction(ability):  # used within a pay step, during the payment
        return paying_reactions.window_problem(engine, step.params.by, ability)
    return None


def _window_step(engine: Engine, step: Step) -> int | None:
    """The step whose events a Reaction used now answers: the last before it that is neither a question nor
    another Reaction's use."""
    steps = engine.scenario.steps
    position = next(i for i, s in enumerate(steps) if s is step)  # (questions may share a step's index)
    for earlier in reversed(steps[:position]):
        if earlier.kind == "ask" or (earlier.kind == "use" and _is_reaction_use(engine, earlier)):
            continue
        return earlier.index
    return None


def _performers(engine: Engine, step: Step, moment: int) -> list[str]:
    """The performers of the actions that just resolved: the window step's, and those of the Reactions used
    since (each an action that resolved, and none closing the window), if they were taken (not refused)."""
    steps = engine.scenario.steps
    position = next(i for i, s in enumerate(steps) if s is step)
    found = []
    for earlier in steps[:position]:
        if earlier.index < moment or earlier.kind != "use" or earlier.params.card is None:
            continue
        p = earlier.params
        action = p.id or f"{p.card}:{p.ability}@{earlier.index}"
        taken = "text" in engine.state.actions.get(action, {})  # (a refused use records no text)
        performer = engine.game_state.performers.get(action)
        if taken and performer:
            found.append(performer)
    return found


def _is_reaction_use(engine: Engine, step: Step) -> bool:
    printed = engine.game_state.printed or {}  # (built by abilities.printed as the first use is read)
    return any(
        a.id == step.params.ability and a.trigger is not None for a in printed.get(step.params.card or "", ())
    )


def _subjects(engine: Engine, trigger: ReactionTrigger, moment: int, user: str | None) -> list[str]:
    """The cards the trigger's event happened to in that step."""
    if trigger.event != TARGETED:
        return [
            c for at, event, c in engine.game_state.happened if at == moment and event == trigger.event and c
        ]
    found = []
    for record in engine.state.actions.values():
        if record.get("step") != moment:
            continue
        if trigger.by is not None and (record.get("by") != user) != (trigger.by == "other"):
            continue
        targets = [t for t in several_targets.cards(record.get("targets", ())) if t]
        for unit in unit_targets(record):  # a unit targeted through its Personality: he is not targeted
            targets.remove(unit)
        found += targets
    return found


def _about(engine: Engine, trigger: ReactionTrigger, subject: str, holder: str) -> bool:
    if trigger.card is not None and engine.resolve_symbol(trigger.card, holder) != subject:
        return False
    return trigger.of is None or (
        subject in engine.cards and engine.matches(engine.cards[subject], trigger.of, holder)
    )


def _described(trigger: ReactionTrigger) -> str:
    card = trigger.card or "a card"
    if trigger.event == RESOLVED:
        return resolution_reactions.described_trigger(trigger) + (  # did
            action_results.described_did(trigger) if trigger.did else "")
    if trigger.event == PERFORMED:
        return f"an action {card} performed resolving"
    if trigger.event == action_windows.RESOLVING:
        return "before " + action_windows.described(trigger)
    if trigger.event == retargeting.WOULD_TARGET:
        return f"an action about to target {card}"
    if trigger.event == event_negation.EVENT_RESOLVING:  # compiler 18, part C
        return "an Event's resolution"
    if trigger.event != TARGETED:
        return f"{card} {trigger.event.replace('_', ' ')}"
    whose = {"other": "another player's", "self": "its player's"}.get(trigger.by or "", "an")
    return f"{whose} action targeting {card}"
