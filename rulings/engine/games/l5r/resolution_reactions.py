"""Reactions to the resolution of a kind of action (card features, Abilities, constraints block A: "Like
triggered traits, Reactions have a trigger that describes a point in time when they can be taken"): "Reaction:
After the resolution of a Kiho Battle action you took", "After the resolution of another player's Battle
action", "After the resolution of your Tactical action".

The trigger `{event: resolved, kind: [Kiho, Battle], by: self | other}`: an action resolved that counts as
each word of `kind` (one of its ability's designators, or one of its keywords: its ability's and its card's,
as the action was taken), taken by the Reaction's own player (`self`: "you took", "your") or by another
(`other`: "another player's"); without `by`, anyone's. With `card` ("a Tactical action that Dun performed":
`card: $source`), the action's performer must be that card (the `use` step's performer). The window is the
one of `event: performed` (reactions.py): the action of the step just before the use, and the Reactions used
since, if they were taken (a refused use resolved nothing).

Triggered traits ("After the resolution of your Tactical action, give this card +1F."): once an ability's
action has resolved, the event `<word>_action_resolved` (tactical_action_resolved ...) happens for each
designator and keyword of it in WORDS, to its performer (`card`), by the player who took it (`player`): a
trait `trigger: {event: tactical_action_resolved, player: $controller}` answers its controller's Tactical
actions; one triggered `timing: before` answers as the action is about to resolve, before its effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.shapes import described
from ...state.zones import fire

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step

RESOLVED = "resolved"
# the words of an action a triggered trait may answer ("After the resolution of your Tactical action"): the
# designators and the keywords of actions
WORDS = ("Battle", "Open", "Limited", "Kiho", "Tactical", "Political", "Ninja", "Maho", "Thunder", "Recon",
         "Iaijutsu", "Air", "Earth", "Fire", "Water", "Void")  # fmt: skip


def event_name(word: str) -> str:
    """The event a triggered trait answers after an action counting as `word` resolves."""
    return f"{word.lower()}_action_resolved"


TRIGGER_EVENTS = {
    event_name(w): f"{'an' if w[0] in 'AEIOU' else 'a'} {w} action resolved"
    " (the event's card: its performer; its player: who took it)"
    for w in WORDS
}
KIND = described(
    {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
    "the words the action counts as (designators or keywords: Kiho, Battle, Political): with event: "
    "resolved, the action that resolved; with event: targeted ('After another player's Political action "
    "targets this card'), the action that targeted; with a Reaction before an action's resolution, that "
    "action",
)


def resolved(engine: Engine, step: Step, moment: int, trigger) -> list[str]:
    """The actions of the kind and player the trigger names that resolved in the window: their ids, or with
    the trigger's `card` their performers (reactions.py then checks that card is one of them)."""
    steps = engine.scenario.steps
    position = next(i for i, s in enumerate(steps) if s is step)
    found = []
    for earlier in steps[:position]:
        if earlier.index < moment or earlier.kind not in ("use", "action"):
            continue
        p = earlier.params
        action = p.id or (f"{p.card}:{p.ability}@{earlier.index}" if earlier.kind == "use" else None)
        record = engine.state.actions.get(action or "", {})
        if "text" not in record:  # (a refused use, or an action not taken, records no text)
            continue
        if trigger.by is not None and (record.get("by") != step.params.by) != (trigger.by == "other"):
            continue
        words = set(record.get("keywords", ())) | set(_designators(engine, earlier))
        if not set(trigger.kind) <= words:
            continue
        if trigger.card is None:
            found.append(action)
        elif performer := engine.game_state.performers.get(action):  # "that Dun performed": its performer
            found.append(performer)
    return found


def _designators(engine: Engine, earlier: Step) -> tuple[str, ...]:
    """The designators of the ability a use step used (printed on its card); an action step has none."""
    if earlier.kind != "use" or earlier.params.card is None:
        return ()
    printed = engine.game_state.printed or {}  # (built by abilities.printed as the first use is read)
    abilities = printed.get(earlier.params.card, ())
    return next((a.designators for a in abilities if a.id == earlier.params.ability), ())


def described_trigger(trigger) -> str:
    whose = {"other": "another player's ", "self": "its player's "}.get(trigger.by or "", "")
    words = " ".join((*trigger.kind, "action"))
    article = "an " if words[0] in "AEIOUa" else "a "
    by = f" performed by {trigger.card}" if trigger.card else ""
    return f"the resolution of {whose or article}{words}{by}"


def before_resolving(engine: Engine, action, ability) -> None:
    """An ability's action (its `Action` params and its ability) is about to resolve (abilities.py): the
    traits triggered before its events ("before the resolution of a Tactical action") answer now."""
    performer = engine.game_state.performers.get(action.id)
    for word in sorted((set(action.keywords) | set(ability.designators)) & set(WORDS)):
        engine.rules.before_event(engine, event_name(word), performer, action.by)


def fire_resolved(engine: Engine, action: str, designators: tuple[str, ...]) -> None:
    """An ability's action has resolved (abilities.py): the events the triggered traits answer."""
    record = engine.state.actions.get(action, {})
    if "text" not in record:  # (not taken)
        return
    words = (set(record.get("keywords", ())) | set(designators)) & set(WORDS)
    performer = engine.game_state.performers.get(action)
    for word in sorted(words):
        fire(engine, event_name(word), performer, record.get("by"))
