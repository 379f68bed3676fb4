"""The effects activated in one run and the indexes that find them: by id, by what a change to a card can
switch on or off (effects/index.py), by source, by duration, by the event a pending effect waits for; and the
applications of effects by target and by kind (`app_key`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .index import TargetIndex
from .matching import depends_on_stats, is_global
from .params import stat_change

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import EffectSpec
    from ..state.game_state import Active, App


def first_applying(apps: list[App]) -> App | None:
    """The first of these applications that applies now (active, not blocked), if any."""
    return next((app for app in apps if app.active and not app.blocked), None)


class EffectStore:
    def __init__(self) -> None:
        self.effects: list[Active] = []  # in activation order
        self.by_id: dict[str, Active] = {}  # the last effect activated under each id
        self.apps_by_target: dict[str, list[App]] = {}
        self.apps_by_key: dict[tuple[str, str], list[App]] = {}  # (target, app_key) -> applications
        self.by_target = TargetIndex()  # effects with fixed targets or on all things of a kind
        self.by_target_stats = TargetIndex()  # those of them that depend on stats (effects/index.py)
        self.by_source: dict[str, list[Active]] = {}
        self.by_duration: dict[str, list[Active]] = {}  # ended effects are dropped when a duration ends
        self.waiting: dict[str, list[Active]] = {}  # pending effects by the event that applies them
        self.preventions: list[Active] = []  # every prevention and substitution effect, in activation order
        self.global_effects: list[Active] = []  # re-checked after every step
        self.sticky: list[Active] = []  # stat changes that keep what they did when restricted (stats.py)

    def add(self, active: Active) -> None:
        """A newly activated effect; activating one again under the same id ends the earlier one."""
        earlier = self.by_id.get(active.id)
        if earlier is not None:
            earlier.status = "ended"
        self.effects.append(active)
        self.by_id[active.id] = active

    def index(self, active: Active, duration: str) -> None:
        """Index an effect by what can change its applications: settling a step is not O(all effects)."""
        if is_global(active.spec) or (active.spec.targets and active.fixed_targets is None):
            self.global_effects.append(active)
        else:
            indexes = [self.by_target]
            if depends_on_stats(active.spec):
                indexes.append(self.by_target_stats)
            for index in indexes:
                if active.fixed_targets is not None:
                    index.add_fixed(active)
                elif active.spec.affects is not None:
                    index.add_kind(active)
        if active.source:
            self.by_source.setdefault(active.source, []).append(active)
        self.by_duration.setdefault(duration, []).append(active)
        if active.status == "pending":
            self.waiting.setdefault(active.spec.trigger.event, []).append(active)
        if active.spec.op in ("prevent", "instead"):
            self.preventions.append(active)

    def add_app(self, app: App) -> None:
        self.apps_by_target.setdefault(app.target, []).append(app)
        self.apps_by_key.setdefault((app.target, app_key(app.effect.spec)), []).append(app)

    def note_app(self, app: App) -> None:
        """An application switched on or off: keep the target indexes' record of what applies where."""
        self.by_target.note(app)
        self.by_target_stats.note(app)

    def apps_on(self, target: str, key: str) -> list[App]:
        """The applications on a card or player of one kind of effect: an op ("prevent", "grant_keyword"
        ...) or "stat:<name>" for changes to one stat (see app_key)."""
        return self.apps_by_key.get((target, key), [])

    def pending_for(self, event: str) -> list[Active]:
        """The effects waiting for this event to be applied, in activation order."""
        pending = [a for a in self.waiting.get(event, ()) if a.status == "pending"]
        self.waiting[event] = pending
        return list(pending)

    def ending(self, duration: str, controller: str | None = None) -> list[Active]:
        """The effects that end as this duration ends (only those of `controller`, if given), dropped from
        its index (delayed effects still waiting for their event are kept)."""
        kept, ending = [], []
        for active in self.by_duration.get(duration, ()):
            spec = active.spec
            waiting = active.status == "pending" and spec.kind == "delayed" and not spec.duration
            if waiting or (controller is not None and active.controller != controller):
                kept.append(active)
            elif active.status != "ended":
                ending.append(active)
        self.by_duration[duration] = kept
        return ending

    def carry_over(self, duration: str, into: str, controller: str) -> list[Active]:
        """The effects of `controller` lasting until `duration` (those `ending` would end), indexed instead as
        lasting until `into`: a duration counted in turns comes one turn nearer."""
        moved = self.ending(duration, controller)
        self.by_duration.setdefault(into, []).extend(moved)
        return moved

    def affected(
        self, engine: Engine, touched: set[str], stat_only: set[str]
    ) -> list[tuple[Active, set[str] | None]]:
        """Effects whose applications may have changed, in activation order, each with the targets to
        re-check (None: every target). For a card whose stats alone changed, only effects that depend on
        stats are re-checked."""
        chosen: dict[int, tuple[Active, set[str] | None]] = {id(a): (a, None) for a in self.global_effects}

        def add(active: Active, target: str) -> None:
            entry = chosen.setdefault(id(active), (active, set()))
            if entry[1] is not None:
                entry[1].add(target)

        for target in sorted(touched):
            for active in self.by_source.get(target, ()):
                chosen[id(active)] = (active, None)
            for active in self.by_target.for_target(engine, target):
                add(active, target)
        for target in sorted(stat_only):
            for active in self.by_target_stats.for_target(engine, target):
                add(active, target)
        return sorted(chosen.values(), key=lambda pair: pair[0].timestamp)


def app_key(spec: EffectSpec) -> str:
    change = stat_change(spec)
    return f"stat:{change.stat}" if change is not None else spec.op
