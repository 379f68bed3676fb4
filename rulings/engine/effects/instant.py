"""Instantaneous effects: performing an op on each target (its declaration, registry.Op), through "may not",
prevention and substitution."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..state.ledger import Mod
from ..steps.params import Procedure
from .dispatch import simultaneously
from .matching import holds
from .prevention import (
    event_prevention,
    from_players_match,
    may_not,
    note_keyword_match,
    triggered_before,
)

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active
    from .params import Instead


def perform(engine: Engine, active: Active) -> None:
    spec = active.spec
    targets = engine.candidates(active)
    if len(targets) > 1 and "simultaneous" in engine.rules.rule_ids:
        how = "one after another" if spec.consecutively else "simultaneously"
        engine.note(engine.rules.rule("simultaneous"), f"{active.id} affects {', '.join(targets)} {how}")
    with simultaneously(engine, spec.consecutively) as changed_one:
        for target in targets:
            _perform_on(engine, active, target)
            changed_one()


def condition_fails(engine: Engine, active: Active, target: str) -> bool:
    """An effect that happens once with a condition ("bow him if his Force is now 0", "if he has Water, move
    him"): checked as it happens, for each target; where it fails, nothing happens to that target."""
    cond = active.spec.condition
    if cond is None or holds(engine, cond, target, active):
        return False
    text = f"{active.id} does not happen to {target}: its condition is not met as it happens"
    engine.note(engine.rules.rule("instantaneous"), text)
    return True


def _perform_on(engine: Engine, active: Active, target: str) -> None:
    spec = active.spec
    if condition_fails(engine, active, target):
        return
    declared = engine.rules.registry.ops[spec.op]
    event = {
        "event": declared.event,
        "action": active.action,
        "origin": spec.origin,
        "controller": active.controller,
        "effect": active.id,
        "source": active.source,
        "keywords": sorted(engine.rules.effect_keywords(engine, active)),
    }
    if declared.event_data is not None:
        event |= declared.event_data(spec.params)
    changed = attempt(engine, spec.op, spec.params, target, event, continuous=False)
    if changed:
        engine.state.changed_by.add(active.id)
    if changed and active.action:
        engine.state.actions.setdefault(active.action, {})["changed"] = True


def attempt(
    engine: Engine,
    op: str,
    params: Any,
    target: str,
    event: dict,
    *,
    continuous: bool,
    perform: Callable[[], bool] | None = None,
) -> bool:
    """Try one instantaneous change; return whether the game state actually changed. `perform`: what the
    change does to this target when it is part of an op performed on another (a card a player discards)."""
    forbidden = may_not(engine, target, op)
    if forbidden is not None:
        rule = engine.rules.rule_ids.get("may-not") or engine.rules.rule("prevention")
        engine.note(rule, f"{target} may not {op} ({forbidden.id}): the {op} fails")
        return False
    engine.rules.about_to_happen(engine, event, target, continuous=continuous)  # a Reaction taken now
    blocker, ignored = event_prevention(engine, event, target, continuous=continuous)
    noted = engine.log.continuous_notes.setdefault(target, set())
    _note_ignored(engine, ignored, target, noted)
    if blocker is not None:
        _prevented(engine, blocker, event, target, continuous=continuous, noted=noted)
        return False
    substitute = substitution(engine, event, target, continuous)
    if substitute is not None:
        return substitute
    if perform is not None:
        return perform()
    return engine.rules.registry.ops[op].perform(engine, params, target, event)


def _note_ignored(engine: Engine, ignored: list[Active], target: str, noted: set) -> None:
    """The triggered preventions that cannot stop this continuously applied destruction (once each)."""
    for active in ignored:
        key = (active.id, "ignored")
        if key not in noted:
            noted.add(key)
            engine.note(
                engine.rules.rule("prevent-continuous-destruction"),
                f"{active.id} cannot prevent this continuously applied destruction of {target}: "
                "it is triggered by the destruction itself",
            )
            also = engine.rules.rule_ids.get("prevent-continuous-destruction-triggered")
            if also:  # a game's older wording of the same rule, which agrees on triggered prevention
                engine.note(also, f"{active.id} negates destruction: it cannot negate this one of {target}")


def _prevented(
    engine: Engine, blocker: Active, event: dict, target: str, *, continuous: bool, noted: set
) -> None:
    """`blocker` prevents this event: note it (a continuously applied one once), then use the blocker up
    or count the use."""
    key = (blocker.id, event["event"])
    if not continuous or key not in noted:
        noted.add(key)
        text = f"{event['event']} of {target} is prevented by {blocker.id}"
        engine.note(engine.rules.rule("prevention"), text)
        if blocker.spec.trigger is None or blocker.spec.origin == "trait":
            _note_child(engine, blocker, event["event"], target)
        note_keyword_match(engine, blocker, engine.store.by_id.get(event.get("effect") or ""))
    _note_substitution_without_old(engine, event, target)
    if blocker.spec.trigger is not None and blocker.spec.origin != "trait":
        # triggered by, and preventing, one occurrence: an instantaneous effect, used up
        engine.end_effect(blocker, "it prevented the occurrence that triggered it", rule_of_scope(engine))
    else:
        _count_use(engine, blocker)


def _count_use(engine: Engine, blocker: Active) -> None:
    """A prevention of the next N occurrences ("before the next time ... negate that effect": `uses: 1`)
    ends once it has prevented N: it prevents those specific future occurrences, not a type."""
    uses = getattr(blocker.spec.params, "uses", None)
    if uses is None:
        return
    used = engine.state.prevention_uses[blocker.id] = engine.state.prevention_uses.get(blocker.id, 0) + 1
    if used >= uses:
        why = f"it has prevented the {uses} occurrence(s) it names"
        engine.end_effect(blocker, why, rule_of_scope(engine))


def _note_substitution_without_old(engine: Engine, event: dict, target: str) -> None:
    """The old occurrence was prevented before a substitution could apply: the new one does not happen."""
    rule = engine.rules.rule_ids.get("substitute-old-prevented")
    if rule is None:
        return
    for active in _substitutes(engine, event, target):
        text = f"{active.id} does not happen: the {event['event']} it replaces was prevented"
        engine.note(rule, text)


def substitution(engine: Engine, event: dict, target: str, continuous: bool) -> bool | None:
    """Apply an "X instead of Y" replacing this event; None when no substitution applies. When several could,
    the game's `replacement_precedence` says which decides: the first created (default) or the last."""
    for active in _ordered_substitutes(engine, event, target):
        if continuous and _fails_continuous(engine, active, target):
            continue
        if continuous and engine.state.substituted.get(target) == active.id:
            return False  # the substitution happened once; destruction is suspended while it holds
        if active.spec.params.optional and not _takes_option(engine, active, event, target):
            continue
        return _substitute(engine, active, event, target, continuous)
    return None


def _ordered_substitutes(engine: Engine, event: dict, target: str) -> list[Active]:
    """The substitutions that could replace this event, in the order they decide (noted when several
    could)."""
    found = _substitutes(engine, event, target)
    if engine.rules.replacement_precedence == "last":
        found.sort(key=lambda a: a.timestamp, reverse=True)
    if len(found) > 1 and "replacement-order" in engine.rules.rule_ids:
        which = "last" if engine.rules.replacement_precedence == "last" else "first"
        names = ", ".join(a.id for a in found)
        text = f"{names} could replace the {event['event']} of {target}: the {which} created decides first"
        engine.note(engine.rules.rule("replacement-order"), text)
    return found


def _fails_continuous(engine: Engine, active: Active, target: str) -> bool:
    """A substitution triggered by a continuously applied destruction itself cannot substitute for it."""
    if active.spec.trigger is None or active.spec.params.cause:
        return False
    _note_continuous(
        engine,
        f"{active.id} cannot substitute for continuously applied destruction of {target}",
        f"{active.id} is triggered by the destruction itself: it fails",
    )
    return True


def _substitute(engine: Engine, active: Active, event: dict, target: str, continuous: bool) -> bool:
    """`active` replaces this event, with nothing (a skip) or with its own op: whether that changed
    anything."""
    params = active.spec.params
    exists = engine.rules.rule_ids.get("replacement-exists")
    if exists:
        engine.note(exists, f"{active.id} existed before the {event['event']} of {target}: it can replace it")
    if active.spec.trigger is not None:
        _note_triggered(engine, active, event, target)
    do = params.do
    if do is None:
        engine.note(skip_rule(engine), f"{active.id}: the {event['event']} of {target} is skipped")
        _use(engine, active, params)
        return False
    new_target = engine.resolve_symbol((do.targets or (target,))[0], active.source) or target
    engine.note(
        engine.rules.rule("substitution"),
        f"{active.id}: {do.op} {new_target} instead of {event['event']} of {target}",
    )
    _use(engine, active, params)
    _note_scope(engine, active, event["event"])
    if continuous:
        engine.state.substituted[target] = active.id
        _note_continuous(
            engine,
            f"{active.id} replaces it once: the destruction of {target} is suspended while this holds",
            f"{active.id} is not triggered by the destruction: it can substitute",
        )
    return _attempt_instead(engine, active, event, new_target, target)


def _attempt_instead(engine: Engine, active: Active, event: dict, new_target: str, target: str) -> bool:
    """Perform the substitute op (its own event, recorded as replacing the old one)."""
    do = active.spec.params.do
    declared = engine.rules.registry.ops[do.op]
    new_event = {**event, "event": declared.event, "effect": active.id}
    engine.state.substitutions.append((event.get("action"), new_event["event"]))
    if declared.event_data is not None:
        new_event |= declared.event_data(do.params)
    done = attempt(engine, do.op, do.params, new_target, new_event, continuous=False)
    if not done:
        engine.note(
            engine.rules.rule("substitution"),
            f"the substitute failed, so the {event['event']} of {target} does not happen either",
        )
    return done


def _substitutes(engine: Engine, event: dict, target: str) -> list[Active]:
    """The substitutions that could replace this event: those applying to its target, then the triggered
    ones answering it as it is about to happen ("Before this card is destroyed: ... instead")."""
    found = [a.effect for a in engine.store.apps_on(target, "instead") if a.active]
    found += triggered_before(engine, target, "instead")
    return [active for active in found if _replaces(engine, active, event, target)]


def _replaces(engine: Engine, active: Active, event: dict, target: str) -> bool:
    params = active.spec.params
    if active.spec.op != "instead" or params.of != event["event"]:
        return False
    if params.from_players:
        scope, source, controller = params.from_players, event.get("source"), event.get("controller")
        return from_players_match(engine, scope, target, source, controller)
    return True


def _takes_option(engine: Engine, active: Active, event: dict, target: str) -> bool:
    """An optional substitution ("you can ... instead"): its controller decides, each time it could apply."""
    decided = engine.choices.decisions.get(active.id)
    index = engine.choose(
        f"step {engine.step_index}: {active.id} for the {event['event']} of {target}",
        active.controller,
        ["use it", "do not use it"],
        engine.rules.rule("substitution"),
        f"whether {active.id} replaces the {event['event']} of {target}",
        preset=None if decided is None else (0 if decided else 1),
    )
    return index == 0


def _note_child(engine: Engine, parent: Active, occurrence: str, target: str) -> None:
    """A lasting prevention of a type of occurrence prevents each one by a separate child effect, here
    instantaneous as the occurrence is (where the game states it)."""
    rule = engine.rules.rule_ids.get("prevent-child")
    if rule is not None:
        text = f"preventing this {occurrence} of {target} is a child of {parent.id}: instantaneous, as it is"
        engine.note(rule, text)


def rule_of_scope(engine: Engine) -> str:
    return engine.rules.rule_ids.get("prevention-scope") or engine.rules.rule("prevention")


def _note_continuous(engine: Engine, what: str, why: str) -> None:
    """Cite the rule on substituting for continuously applied destruction, and the game's rule on its scope
    (whether the substitution is triggered by that destruction) where the game has one."""
    engine.note(engine.rules.rule("substitute-continuous-destruction"), what)
    scope = engine.rules.rule_ids.get("substitute-continuous-destruction-scope")
    if scope:
        engine.note(scope, why)


def skip_rule(engine: Engine) -> str:
    """The rule for a replacement with nothing ("skip"), if the game names one, else its substitution rule."""
    return engine.rules.rule_ids.get("skip") or engine.rules.rule("substitution")


def _note_scope(engine: Engine, active: Active, event: str) -> None:
    """A game may cite its rule that substitutions take the scope and duration of prevention effects."""
    rule = engine.rules.rule_ids.get("substitution-scope")
    if rule is None:
        return
    spec = active.spec
    if spec.kind == "continuous":
        how = "while its card is in play"
    elif spec.trigger is not None:
        how = "for the occurrence that triggered it"
    else:
        how = f"every {event} occurrence until {engine.duration_of(spec)}"
    engine.note(rule, f"{active.id} replaces, as a prevention would prevent, {how}")


def _note_triggered(engine: Engine, active: Active, event: dict, target: str) -> None:
    """A substitution triggered by the event it replaces acts on that one occurrence (a game may cite its
    rule: as a prevention triggered by, and preventing, an individual effect)."""
    rule = engine.rules.rule_ids.get("substitute-triggered")
    if rule is not None:
        text = f"{active.id} is triggered by the {event['event']} of {target}: it substitutes for that one"
        engine.note(rule, text)


def _use(engine: Engine, active: Active, params: Instead) -> None:
    """A substitution applies as often as it says (`uses`), else as its game says (None = unlimited). One
    an action's effect made, triggered by the occurrence it replaces, is used up by it (a trait's answers
    each occurrence of its trigger)."""
    if active.spec.trigger is not None and active.spec.origin != "trait":
        engine.end_effect(active, "it replaced the occurrence that triggered it", rule_of_scope(engine))
        return
    limit = params.uses or engine.rules.replacement_uses
    if limit is None:
        return
    active.uses += 1
    if active.uses >= limit:
        rule = engine.rules.rule_ids.get("substitution-uses") or engine.rules.rule("substitution")
        engine.end_effect(active, f"it has replaced {active.uses} event(s)", rule)


def create_procedure(engine: Engine, name: str, at: str | None, event: dict) -> bool:
    """A procedural effect creating a battle, duel ...: it begins once the action creating it has ended."""
    procedure = Procedure(name, event.get("controller"), at)
    if engine.state.queued_procedures is not None:
        engine.state.queued_procedures.append(procedure)
        rule = engine.rules.rule_ids.get("procedural") or engine.rules.rule("instantaneous")
        engine.note(rule, f"{event['effect']} creates a {name}, to come")
        return True
    engine.begin_procedure(procedure)
    return True


def switch_stats(engine: Engine, stats: tuple[str, str], target: str, event: dict) -> bool:
    """Switching stats sets each to the other's current value by giving a bonus or penalty."""
    first, second = (engine.stat(target, s).value for s in stats)
    rule = engine.rules.rule("set")
    active = engine.store.by_id.get(event["effect"])
    lasts = active is not None and engine.rules.registry.ops[active.spec.op].lasts_for(active.spec.kind)
    lasting = active if lasts else None
    changed = False
    for stat, now, wanted in ((stats[0], first, second), (stats[1], second, first)):
        delta = wanted - now
        mod = Mod(event["effect"], "change", delta, engine.tick(), event.get("source"), rule)
        engine.state.record(target, stat, mod, lasting)
        engine.note(rule, f"{target}: {stat} set to {wanted} by a change of {delta:+d}")
        changed |= delta != 0
    engine.touch_stat(target)
    return changed
