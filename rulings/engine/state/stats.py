"""Reading a stat from the ledger, and sticky amounts (restricted bonuses, set-to-value)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..effects.matching import amount as amount_of
from ..effects.params import stat_change
from ..effects.prevention import keeps_children, prevented_by, reasserting, scope_rule, spared_by_scope
from .ledger import Mod, StatValue

if TYPE_CHECKING:
    from ..effects.params import StatChange
    from ..engine_api import Engine
    from .game_state import App

def stat_value(engine: Engine, target: str, stat: str, exclude: App | None = None) -> StatValue:
    rules = engine.rules
    card = engine.cards.get(target)
    remembered = rules.stat_override(engine, card, stat) if card is not None else None
    if remembered is not None:
        return remembered
    base = engine.players[target].base_stats.get(stat) if card is None else card.base_stats.get(stat)
    mods: list[Mod] = []
    granted_at: int | None = None  # when a bonus or penalty first granted the stat (None: none does)
    standing: set[str] = set()  # continuous effects: applied at all times, so also once the stat is granted
    apps = engine.store.apps_on(target, f"stat:{stat}")
    engine.spend(len(apps) + 1)  # reading a stat folds every record of it: a real cost, per read
    for app in apps:
        spec = app.effect.spec
        if app is exclude or not app.active:
            continue
        mod = mod_for(engine, app)
        if app.blocked:
            continue
        if spec.params.grants_stat:
            granted_at = mod.timestamp if granted_at is None else min(granted_at, mod.timestamp)
        if spec.kind == "continuous":
            standing.add(mod.effect)
        mods.append(_as_received(engine, app, mod))
    mods.extend(engine.state.permanent.get((target, stat), ()))
    lasting = engine.state.lasting.get((target, stat), ())
    mods.extend(mod for active, mod in lasting if active.status != "ended")
    if card is not None:
        mods.extend(rules.bearer_mods(engine, card, stat))
        mods.extend(rules.rulebook_mods(engine, card, stat))
    if base is None:
        mods = _absent(engine, target, stat, mods, granted_at, standing)
        base = 0 if granted_at is not None else None
    return engine.compute(base, mods, rules.stat_floor(card, stat), target, stat)


def _as_received(engine: Engine, app: App, mod: Mod) -> Mod:
    """The bonus or penalty as the stat receives it: prevented (by what, under which rule), or noted as not
    reached by a prevention of new ones only; else as it is."""
    rules = engine.rules
    blocker = prevented_by(engine, app, mod)
    if blocker is not None:
        rule = scope_rule(engine, app, blocker)
        note = f"prevented by {blocker.id}"
        return Mod(mod.effect, "prevented", mod.amount, mod.timestamp, mod.source, rule, note=note)
    spared = spared_by_scope(engine, app, mod) if "prevent-current-new" in rules.rule_ids else None
    if spared is not None:  # "negate all new Force bonuses" does not reach an older one
        note = f"not prevented by {spared.id}: not a {spared.spec.params.occurrences} occurrence"
        return replace(mod, rule=rules.rule("prevent-current-new"), note=note)
    return mod


def _absent(
    engine: Engine, target: str, stat: str, mods: list[Mod], granted_at: int | None, standing: set[str]
) -> list[Mod]:
    """A stat the card lacks receives no bonus or penalty (they stay in the ledger, not applied), unless one
    of them specifically grants the card that stat (L5R card features, Absent stats). One given before the
    stat was granted was never received: a later grant does not make it count (a continuous effect, applied
    at all times, is received from the grant on)."""
    ids = engine.rules.rule_ids
    rule = ids.get("absent-granted" if granted_at is not None else "absent-no-change")
    if rule is None or not mods:
        return mods
    if granted_at is not None:
        engine.note(rule, f"{target} is granted {stat} by a bonus or penalty: its base value is 0")
    lost = [
        m
        for m in mods
        if m.kind == "change"
        and (granted_at is None or (m.timestamp < granted_at and m.effect not in standing))
    ]
    if not lost:
        return mods
    rule = ids.get("absent-no-change", rule)
    when = "" if granted_at is None else " when it was given (before the stat was granted)"
    note = f"{target} has no {stat}{when}: not received"
    kind = "change" if granted_at is None else "not-received"  # (ungranted: the whole stat is absent)
    return [replace(m, kind=kind, rule=rule, note=note) if m in lost else m for m in mods]


def mod_for(engine: Engine, app: App) -> Mod:
    active, params = app.effect, app.effect.spec.params
    mode = params.mode
    rule = engine.rules.rule("stat-change")
    when = app.began if active.spec.kind == "continuous" else active.timestamp
    if mode in ("min", "max"):
        amount = _amount(engine, app)
        return Mod(active.id, mode, amount, when, active.source, engine.rules.rule("min-max"))
    if mode == "set" and not engine.rules.sets_by_change:
        amount = _amount(engine, app)
        return Mod(active.id, "set", amount, when, active.source, engine.rules.rule("set"))
    if mode in ("adjust_bonuses", "adjust_penalties"):
        amount = _amount(engine, app)
        return Mod(
            active.id, mode.replace("_", "-"), amount, when, active.source, engine.rules.rule("adjust")
        )
    if app.restricted is not None:
        raw, applied = app.restricted
        note = f"restricted from {raw:+d}" if raw != applied and mode == "change" else ""
        rule = (
            engine.rules.rule("restriction") if note else engine.rules.rule("set") if mode == "set" else rule
        )
        return Mod(active.id, "change", applied, when, active.source, rule, note=note)
    fluctuating = params.amount.fluctuating
    amount = _amount(engine, app)
    return Mod(active.id, "change", amount, when, active.source, rule, fluctuating=fluctuating)


def _amount(engine: Engine, app: App) -> int:
    """The application's amount: fixed as it began where the game says so (ChiAxis 22.3b), else now."""
    if app.fixed_amount is not None:
        return app.fixed_amount
    return amount_of(engine, app.effect.spec.params.amount, app.target, app.effect)


def note_ended(engine: Engine, app: App) -> None:
    """An application ended (where the game has these rules): a prevention's prevented effects still in effect
    re-assert; a bonus, penalty, minimum or maximum ended: the stat is recalculated without it."""
    if app.effect.spec.op == "prevent" and "prevent-reasserts" in engine.rules.rule_ids:
        back = reasserting(engine, app)
        if back and keeps_children(engine, app, back):
            return
        if back:
            text = f"{app.effect.id} no longer prevents {', '.join(back)} on {app.target}: they re-assert"
            engine.note(engine.rules.rule("prevent-reasserts"), text)
    change = stat_change(app.effect.spec)
    if change is not None and "recalculate" in engine.rules.rule_ids:
        stat = change.stat
        text = f"{stat} of {app.target} is recalculated without {app.effect.id}"
        engine.note(engine.rules.rule("recalculate"), text)


def refresh_restrictions(engine: Engine) -> None:
    """Recompute a restricted bonus (or a set-to-value) when it is applied or its own amount changes."""
    for active in engine.store.sticky:
        for app in active.apps.values():
            if not app.active:
                continue
            params = active.spec.params
            raw = _amount(engine, app)
            if app.restricted is not None and app.restricted[0] == raw:
                continue
            others = stat_value(engine, app.target, params.stat, exclude=app)
            if params.mode == "set":
                current = others.value if isinstance(others.value, int) else 0
                applied = raw - current
                text = f"{active.id} sets {params.stat} of {app.target} to {raw}: a change of {applied:+d}"
                rule = engine.rules.rule("set")
            else:
                applied = restricted_amount(raw, others.total if isinstance(others.total, int) else 0, params)
                text = f"{active.id} on {app.target}: {params.stat} {raw:+d} applied as {applied:+d}"
                rule = engine.rules.rule("restriction")
            if app.restricted is None or app.restricted[1] != applied:
                engine.touch_stat(app.target)
            app.restricted = (raw, applied)
            engine.note(rule, text, raw=raw, applied=applied)
            if params.mode != "set" and applied != raw and "partial-prevention" in engine.rules.rule_ids:
                text = f"{active.id} partly prevented by its limit ({raw:+d} to {applied:+d}): not negation"
                engine.note(engine.rules.rule("partial-prevention"), text)


def restricted_amount(raw: int, others: int, params: StatChange) -> int:
    """A restriction such as "will not reduce Chi below 1" limits this change only, never flips its sign."""
    applied = raw
    if params.not_below is not None and raw < 0:
        applied = min(0, max(raw, params.not_below - others))
    if params.not_above is not None and raw > 0:
        applied = max(0, min(raw, params.not_above - others))
    return applied
