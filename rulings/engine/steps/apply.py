"""Timeline steps: cards entering, leaving and moving, procedures, effects and actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects.instant import attempt
from ..effects.params import NO_PARAMS
from ..effects.prevention import note_not_retroactive
from ..effects.target_refs import bind_targets, record_target
from ..errors import Problem, ScenarioError
from ..language.spec import EffectSpec, Step
from ..state.zones import change_zone, fire
from .params import Action, DestroyStep, Procedure
from .skips import replaced, skipped

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active


def run_step(engine: Engine, step: Step) -> None:
    if skipped(engine, step):
        return
    engine.rules.registry.steps[step.kind].run(engine, step)


def _enter(engine: Engine, step: Step) -> None:
    card = engine.cards[step.params.card]
    zone = step.params.to or engine.rules.default_entry_zone
    reason = engine.rules.may_enter(engine, card, zone) if not engine.in_play(card) else None
    if reason is not None:
        engine.note(engine.rules.cannot_enter_rule(engine, card), reason)
        if card.created:
            card.exists = False
            engine.note(engine.rules.rule("created-cease"), f"{card.id} cannot enter play: it ceases to be")
        return
    change_zone(engine, card, zone, event="entered")


def _leave(engine: Engine, step: Step) -> None:
    change_zone(engine, engine.cards[step.params.card], step.params.to, event="left")


def _move(engine: Engine, step: Step) -> None:
    change_zone(engine, engine.cards[step.params.card], step.params.to)


def _attach(engine: Engine, step: Step) -> None:
    card, bearer = engine.cards[step.params.card], step.params.to
    if engine.state.bears(card.id, bearer):
        problem = f"{card.id} cannot be attached to {bearer}, which is attached to it (a cycle)"
        raise ScenarioError([Problem(f"steps[{engine.step_index}].attach", problem)])
    if bearer in engine.cards and (why := engine.rules.may_attach(engine, card, engine.cards[bearer])):
        raise ScenarioError([Problem(f"steps[{engine.step_index}].attach", why)])  # as a set-up would be
    change_zone(engine, card, "attached", event="attached", bearer=bearer)
    card.attached_to = bearer
    card.attached_at = engine.tick()
    engine.touch(card.id, bearer)


def _set(engine: Engine, step: Step) -> None:
    card = engine.cards[step.params.card]
    for flag, value in step.params.flags.items():
        card.flags[flag] = value
        engine.event("set", card=card.id, flag=flag, value=value)
    engine.touch(card.id)


def _note_failed_choice(engine: Engine, action: str, option: list) -> None:
    """A chosen option whose instantaneous effects partly or wholly failed: the choice could still be made,
    and each of its effects happened or failed on its own (where the game states these rules); an effect
    that follows from making the choice ("if you choose this") happens though the others changed nothing."""
    instant = engine.rules.registry.is_instant
    failed = [e.id for e in option if instant(e.op) and e.id not in engine.state.changed_by]
    if not failed:
        return
    ids = engine.rules.rule_ids
    if "choice-fails" in ids:
        text = f"{action}: the option could be chosen though {', '.join(failed)} changed nothing"
        engine.note(engine.rules.rule("choice-fails"), text)
    done = ", ".join(e.id for e in option if e.id not in failed)
    if done and "choice-separate" in ids:
        engine.note(engine.rules.rule("choice-separate"), f"{action}: {done} applied separately all the same")
    chosen = [e.id for e in option if e.id not in failed and not e.if_changed]
    if chosen and "choice-result" in ids:
        text = f"{', '.join(chosen)} follow from choosing the option, not from what {', '.join(failed)} did"
        engine.note(engine.rules.rule("choice-result"), text)


def _result_holds(engine: Engine, spec) -> bool:
    """An effect that happens only if another did something ("if he bowed"): read from what happened."""
    ids = engine.rules.rule_ids
    holds = spec.if_changed in engine.state.changed_by
    rule = ids.get("choice-result") or engine.rules.rule("choices")
    if holds:
        if "choice-result" in ids:
            engine.note(rule, f"{spec.id} happens: {spec.if_changed} did something")
    else:
        engine.note(rule, f"{spec.id} does not happen: {spec.if_changed} changed nothing")
    if "retrospective" in ids:
        text = f"whether {spec.if_changed} did something is read from what happened, not its text"
        engine.note(engine.rules.rule("retrospective"), text)
    return holds


def _note_failed_pick(engine: Engine, active: Active) -> None:
    """A card choice whose instantaneous effect changed nothing (the card chosen will not be affected, or
    there was nothing suitable to choose) was made all the same: the effect just fails."""
    spec = active.spec
    if spec.choose is None or "choice-fails" not in engine.rules.rule_ids:
        return
    if not engine.rules.registry.is_instant(spec.op) or spec.id in engine.state.changed_by:
        return
    picked = ", ".join(active.fixed_targets or ()) or "nothing suitable"
    text = f"{spec.id}: the choice is made ({picked}) though its effect changed nothing: it just fails"
    engine.note(engine.rules.rule("choice-fails"), text)


def _apply(engine: Engine, step: Step) -> None:
    for spec in step.effects:
        _note_failed_pick(engine, engine.activate(spec, action=None))


def _action(engine: Engine, step: Step) -> None:
    params: Action = step.params
    action = params.id
    if not _may_take(engine, params):
        return
    engine.state.actions[action] = {
        "by": params.by,
        "source": params.source,
        "changed": False,
        "lasting": False,
        "keywords": params.keywords,
        "text": (*step.effects, *(e for option in params.options for e in option)),  # what it can produce
    }
    option = _chosen_option(engine, params)
    effects = [*step.effects, *option]
    outer, engine.state.queued_procedures = engine.state.queued_procedures, []
    _note_created(engine, params, effects)
    if len(effects) > 1 and "written-order" in engine.rules.rule_ids:
        ids = ", ".join(e.id for e in effects)
        engine.note(engine.rules.rule("written-order"), f"{action}'s effects occur in written order: {ids}")
    _resolve(engine, params, effects)
    _note_failed_choice(engine, action, option)
    queued, engine.state.queued_procedures = engine.state.queued_procedures, outer
    for procedure in queued:  # procedures created by the action begin once the action has resolved
        rule = engine.rules.rule("procedure-delayed")
        engine.note(rule, f"{action} has resolved: the {procedure.name} it created begins")
        _begin(engine, Step(step.index, "begin", procedure, step.path))


def _chosen_option(engine: Engine, params: Action) -> list:
    """The effects of the option chosen (`chosen`, else a preset decision), taken whole; none without one."""
    if not params.options:
        return []
    chosen = params.chosen or engine.choices.preset.get(params.id)
    if not chosen:
        return []
    engine.note(engine.rules.rule("choices"), f"{params.by} chooses option {chosen} of {params.id}")
    option = list(params.options[chosen - 1])
    if len(option) > 1 and "choice-all" in engine.rules.rule_ids:
        ids = ", ".join(e.id for e in option)
        engine.note(engine.rules.rule("choice-all"), f"the option is taken whole: {ids}")
    return option


def _resolve(engine: Engine, params: Action, effects: list) -> None:
    """Activate the action's effects in written order, recording what each did to the action."""
    action = params.id
    began, resolved, noted = engine.state.time, [], False
    for spec in effects:
        noted = noted or note_not_retroactive(engine, action, began, resolved)
        if spec.if_changed and not _result_holds(engine, spec):
            continue
        if spec.optional and not engine.rules.uses_optional_effect(engine, action, spec, params.by):
            record_target(engine, action, spec, ())  # "may": declined, a target it would set names nothing
            continue
        spec = bind_targets(engine, action, spec)
        active = engine.activate(spec, action=action, controller=params.by)
        _note_failed_pick(engine, active)
        if engine.rules.registry.is_instant(spec.op) and spec.id in engine.state.changed_by:
            resolved.append(spec.id)
        _record_outcome(engine, action, spec, active)


def _record_outcome(engine: Engine, action: str, spec: EffectSpec, active: Active) -> None:
    """What an effect tells of its action: a scoped prevention is judged when asked; a lasting effect makes
    the action lasting, one applying now makes it one that changed something."""
    if spec.op == "prevent" and spec.params.effects_of and spec.params.event:
        scope = (spec.params.effects_of, spec.params.event)  # success is judged when asked
        engine.state.actions[action].setdefault("scoped", []).append(scope)
    elif not engine.rules.registry.is_instant(spec.op):
        if (spec.affects is not None and not spec.now_in_play) or spec.kind in ("delayed", "indefinite"):
            engine.state.actions[action]["lasting"] = True
        elif any(a.active and not a.blocked for a in active.apps.values()):
            engine.state.actions[action]["changed"] = True


def _note_created(engine: Engine, params: Action, effects: list) -> None:
    """Where the game says so (ChiAxis 22.1), the effects an action, resource or ability creates as it
    resolves are what happens as a result of it."""
    if effects and "effect-origin" in engine.rules.rule_ids:
        origin = f" (from {params.source})" if params.source else ""
        ids = ", ".join(e.id for e in effects)
        engine.note(engine.rules.rule("effect-origin"), f"{params.id}{origin} resolves and creates {ids}")


def _may_take(engine: Engine, params: Action) -> bool:
    """The game's own fields of the action run before its effects (L5R pays its cost): if one says it cannot
    be taken, it is not (recorded as an action that changed nothing)."""
    for name, value in params.extra:
        if engine.rules.registry.action_fields[name].before(engine, params, value):
            taken = {"by": params.by, "source": params.source, "changed": False, "lasting": False}
            engine.state.actions[params.id] = taken
            return False
    return True


def _end_effect(engine: Engine, step: Step) -> None:
    active = engine.store.by_id.get(step.params.effect)
    if active is not None:
        engine.end_effect(active, "ended by the scenario", engine.end_rule(active))


def _begin(engine: Engine, step: Step) -> None:
    params: Procedure = step.params
    name = params.name
    if replaced(engine, name, params.player):
        return
    engine.state.procedures.append((name, params))
    engine.rules.before_event(engine, f"{name}_begins", None, params.player)
    engine.end_durations(f"until_{name}", "duration", f"the {name} begins")
    engine.event(f"{name}_begins", player=params.player)
    fire(engine, f"{name}_begins", player=params.player)


def begin_procedure(engine: Engine, procedure: Procedure) -> None:
    """Begin a procedure an effect creates (a battle, a duel ...) now, as a `begin` step would."""
    _begin(engine, Step(engine.step_index, "begin", procedure, ""))


def _end(engine: Engine, step: Step) -> None:
    name = step.params.name
    for i in range(len(engine.state.procedures) - 1, -1, -1):
        if engine.state.procedures[i][0] == name:
            params = engine.state.procedures.pop(i)[1]
            break
    else:
        params = step.params
    engine.rules.before_procedure_ends(engine, name)
    engine.end_durations(f"end_of_{name}", "duration", f"the {name} ends")
    engine.event(f"{name}_ends", player=params.player)
    fire(engine, f"{name}_ends", player=params.player)


def _destroy(engine: Engine, step: Step) -> None:
    params: DestroyStep = step.params
    event = {
        "event": "destroy",
        "action": None,
        "origin": "action" if params.source else "rulebook",
        "controller": params.controller,
        "effect": f"step-{step.index}",
        "source": params.source,
    }
    attempt(engine, "destroy", NO_PARAMS, params.card, event, continuous=False)


HANDLERS = {
    "enter_play": _enter,
    "leave_play": _leave,
    "move": _move,
    "attach": _attach,
    "set": _set,
    "apply": _apply,
    "action": _action,
    "end_effect": _end_effect,
    "begin": _begin,
    "end": _end,
    "destroy": _destroy,
}
