"""The timeline: apply each step, settle the state (loop until stable, bounded) and answer questions.

State is recomputed rather than unapplied: an effect's application to a card is switched on or off by checking
its duration, source and condition after every step; stats are computed from the ledger when read.

Settling is incremental: only the effects a change can affect are re-checked (the target indexes of
effects/index.py, the touched sets, cached keywords). The oracle mode (`Engine(..., oracle=True)`) ignores all
of that and re-checks every effect on every target and every card's rulebook checks in every round of every
settle: slow, and obviously complete. It must give identical results (tests/rulings/engine/invariants.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from ..effects import several_targets
from ..effects.binding import bind_controller
from ..effects.control import rule_changed
from ..effects.instant import condition_fails, perform
from ..effects.judged_once import given_here
from ..effects.lasting import note_default_duration
from ..effects.matching import amount as amount_of
from ..effects.matching import holds
from ..effects.matching import matches as card_matches
from ..effects.params import changes_stat_for_good, stat_change
from ..effects.prevention import blocking_prevention, instant_prevention, may_not, note_keyword_match
from ..effects.reach import note_delayed_reach, note_missing_keywords, note_out_of_play_targets, note_reach
from ..effects.store import EffectStore, app_key
from ..effects.target_refs import record_target
from ..errors import EvaluationLimitError, Problem, ScenarioError
from ..games.base import GameRules
from ..language.spec import CHOOSER, EffectSpec, Filter, Scenario
from ..limits import MAX_SETTLE_ROUNDS, MAX_TRIGGER_DEPTH, MAX_WORK
from ..questions.answers import answer
from ..state.game_state import Active, App, Card, GameState, Player
from ..state.keywords import current_keywords, keyword_keys
from ..state.ledger import Mod, StatValue
from ..state.stats import mod_for, note_ended, refresh_restrictions, stat_value
from ..state.zones import stop_pending_effects_of
from ..trace import Trace
from .apply import begin_procedure, run_step
from .choices import Choices, Decisions

ACTIVATION_WORK = 10  # activating an effect (indexing, events, settling) costs about ten card matches


class Work:
    """The evaluation work of one scenario, shared by the runs of its open choices (each is a full run)."""

    def __init__(self, limit: float | None = None) -> None:
        self.used = 0
        self.limit = MAX_WORK if limit is None else limit


class Engine:
    """One run of a scenario's timeline. It composes the parts that hold the run's data, each owning its
    own: `state` (cards, players, procedures, the clock: state.GameState), `store` (the activated effects and
    their indexes: effects/store.py), `log` (the trace, events and answers: trace.py) and `choices`
    (choices.py); it orchestrates running the steps and settling the effects between them. The methods
    such as note, stat, in_play, matches and choose are the entry points the other modules call."""

    def __init__(
        self,
        scenario: Scenario,
        rules: GameRules,
        choices: dict[str, int],
        dynamic: dict[str, int] | None = None,
        work: Work | None = None,
        *,
        oracle: bool = False,
    ):
        self.scenario, self.rules = scenario, rules
        self.oracle = oracle  # recompute everything on every settle (see the module's docstring)
        self.work = work or Work()
        self.step_index = -1
        self.decisions_read: dict[int, set[str]] = {}  # the decide keys each step's choices read
        self.state = GameState(scenario)
        self.store = EffectStore()
        watch = {
            (q.params.target, q.params.stat)
            for q in scenario.steps
            if q.kind == "ask" and q.params.question == "change"
        }
        self.log = Trace(watch)
        self.choices = Choices(choices, dynamic or {}, self.note)
        # settling: what changed since the last round (see touch), and keywords cached until then
        self.touched: set[str] = set()
        self.stat_touched: set[str] = set()  # changed only in a stat (see touch_stat)
        self.keyword_cache: dict[str, list[str]] = {}  # current keywords by card, dropped when it is touched
        self.triggered: list[str] = []  # effects applied by triggers, each inside the one before (trigger)
        self.deferred: list[tuple] | None = None  # events whose answers wait until simultaneous changes end
        self.game_state = rules.initial_state(self)
        self.chain = None  # chain.py: triggered effects waiting to resolve, for games that use a chain

    @property
    def cards(self) -> dict[str, Card]:
        return self.state.cards

    @property
    def players(self) -> dict[str, Player]:
        return self.state.players

    # --- bookkeeping --------------------------------------------------------------------------------------
    def tick(self) -> int:
        return self.state.tick()

    def spend(self, units: int = 1) -> None:
        """Count elementary operations (a card matched, an application checked, a stat record folded ...)
        against the scenario's work limit."""
        self.work.used += units
        if self.work.used > self.work.limit:
            message = f"evaluation exceeded its work limit ({self.work.limit:,} operations)"
            raise EvaluationLimitError([Problem(f"steps[{self.step_index}]", message)])

    @contextmanager
    def trigger(self, what: str) -> Iterator[None]:
        """`what` (an effect or trait) answers an event, perhaps while applying another that did: effects
        that trigger each other stop with an error MAX_TRIGGER_DEPTH deep, naming the loop."""
        self.triggered.append(what)
        try:
            if len(self.triggered) > MAX_TRIGGER_DEPTH:
                loop = _loop(self.triggered)
                message = f"effects trigger each other more than {MAX_TRIGGER_DEPTH} deep (a loop of {loop})"
                raise EvaluationLimitError([Problem(f"steps[{self.step_index}]", message)])
            yield
        finally:
            self.triggered.pop()

    def choose(
        self, key: str, by: str | None, options: list, rule: str, what: str, preset: int | None = None
    ) -> int:
        """A player's choice among `options` (JSON-able labels); returns the index chosen. `preset` is the
        choice the scenario made; without it an open choice is explored (see choices.py)."""
        return self.choices.choose(key, by, options, rule, what, preset)

    def note(self, rule: str, text: str, **data: Any) -> None:
        self.spend()  # a trace entry: the work the scenario defines, kept in memory until the end
        self.log.note(self.step_index, rule, text, data)

    def event(self, kind: str, **data: Any) -> None:
        self.log.event(self.step_index, self.state.time, kind, data)

    def touch(self, *ids: str | None) -> None:
        """Note that these cards or players changed: settling re-checks what depends on them."""
        for i in ids:
            if i:
                self.touched.add(i)
                self.keyword_cache.pop(i, None)

    def touch_stat(self, target: str) -> None:
        """Note that only a stat of this card or player changed: settling re-checks only what depends on
        stats (a filter or condition on a stat; rulebook checks such as Chi death). An attachment's stats
        may count in its bearer's (an Item's Force and Chi), so the bearer is touched too."""
        self.stat_touched.add(target)
        card = self.state.cards.get(target)
        if card is not None and card.attached_to:
            self.stat_touched.add(card.attached_to)

    def touch_app(self, app: App) -> None:
        """An application began or ended: touch its target (see touch, touch_stat)."""
        self.store.note_app(app)
        if app.effect.spec.op == "control":
            rule_changed(self, app)
        if stat_change(app.effect.spec) is not None:
            self.touch_stat(app.target)
        else:
            self.touch(app.target)

    # --- running ------------------------------------------------------------------------------------------
    def run(self) -> None:
        for card in self.state.cards.values():
            if card.attached_to:
                card.zone = "attached"
        for d in self.scenario.cards:
            for spec in d.traits:
                self.activate(spec, action=None)
        self.settle(initial=True)
        self.rules.state_checks(self, list(self.state.cards.values()))
        self.settle()  # what a card that leaves play at setup (Chi 0) ended settles before the first step
        self.take_snapshots()  # the state before the first step: a `change` asked after it compares with this
        for step in self.scenario.steps:
            self.step_index = step.index
            if step.kind == "ask":
                self.log.answers.append(answer(self, step))
                continue
            self.log.previous_snapshots = dict(self.log.snapshots)
            self.choices.decisions = Decisions(step.decide)
            run_step(self, step)
            self.settle()
            self.note_unread_decisions(step)
            self.take_snapshots()

    def begin_procedure(self, procedure: dict) -> None:
        """A procedure an effect creates begins now (instant.py calls up through this)."""
        begin_procedure(self, procedure)

    def note_unread_decisions(self, step) -> None:
        """A decision no choice of its step read is said to be unused, with the earlier step where that
        effect's choice was made, if any (a substitution of a prevented event never offers its choice)."""
        read = self.choices.decisions.read
        self.decisions_read[step.index] = read
        for key in sorted(set(step.decide) - read):
            earlier = [i for i, keys in self.decisions_read.items() if key in keys and i < step.index]
            made = f" (its choice was made at step {earlier[-1]})" if earlier else ""
            text = f"no choice of {key} arose at this step: the decision (decide: {key}) is not used{made}"
            self.note(self.rules.rule("choices"), text)

    def take_snapshots(self) -> None:
        for target, stat in self.log.watch:
            value = self.stat(target, stat)
            self.log.snapshots[(target, stat)] = (value, tuple(value.mods))

    # --- effects ------------------------------------------------------------------------------------------
    def activate(self, spec: EffectSpec, action: str | None, controller: str | None = None) -> Active:
        self.spend(ACTIVATION_WORK)
        source = spec.source
        if source not in self.state.cards:  # no source card: an action's is controlled by its player
            spec = bind_controller(spec, spec.controller or controller)
        fixed = self._fixed_targets(spec, source, action)
        if spec.kind in ("delayed", "indefinite"):
            note_delayed_reach(self, spec)
        if spec.choose is not None and not _fires_later(spec):
            by = self.rules.chooser(self, spec, spec.controller or controller)
            fixed = self.chosen_target(spec, by)
            if action in self.state.actions:  # "the player who targets": the one who made the choice
                self.state.actions[action]["chooser"] = by
            record_target(self, action, spec, fixed)
        active = Active(spec, self.tick(), source, spec.controller or controller, action, fixed)
        active.step = self.step_index
        if spec.affects is not None and spec.kind != "continuous":
            note_reach(self, active)
        note_missing_keywords(self, active)
        if spec.kind in ("delayed", "indefinite"):
            active.status = "pending"
            self.note(self.rules.rule("delayed"), f"{spec.id} is activated; it will be applied {_when(spec)}")
        self.store.add(active)
        self._keep_sticky(active)
        self._index_and_perform(active)
        self.update_effect(active, full=True)
        if spec.op == "prevent" and spec.params.effects_of and active.status == "active":
            stop_pending_effects_of(self, active)
        return active

    def _fixed_targets(
        self, spec: EffectSpec, source: str | None, action: str | None
    ) -> tuple[str, ...] | None:
        """The targets fixed as the effect is activated (None: found as it applies)."""
        if (
            spec.targets is not None
            and spec.kind == "continuous"
            and any(t.startswith("$") for t in spec.targets)
        ):
            return None  # e.g. "this Personality" on an Item: whoever bears it now
        if spec.targets is not None:
            rules = self.rules
            many = {t: rules.game_players(self, t, source, spec) for t in spec.targets if t.startswith("$")}
            fixed = tuple(  # a game's symbol may name several players (L5R's "other players")
                x
                for t in spec.targets
                for x in (many[t] if many.get(t) is not None else (self._target(t, source, spec, action),))
            )
            fixed = tuple(t for t in fixed if t)
            note_out_of_play_targets(self, spec, fixed)
            return fixed
        if spec.affects is not None and (
            spec.now_in_play or self.is_one_off(spec) or self.rules.fixes_affected_set(spec)
        ):
            wider = self.reaches_out_of_play(spec.affects)
            return tuple(  # the set is fixed now ("now in play"; every target of a one-off effect at once)
                c.id
                for c in self.state.cards.values()
                if (self.in_play(c) or (wider and c.exists)) and self.matches(c, spec.affects, source)
            )
        return None  # (a trait without targets affects its own card; resolved dynamically)

    def _keep_sticky(self, active: Active) -> None:
        """A sticky stat change (one that is not for good) is kept to be re-read (store.sticky)."""
        spec = active.spec
        change = stat_change(spec)
        if (
            change is not None
            and change.sticky
            and not changes_stat_for_good(spec)
            and (self.rules.sets_by_change or change.mode != "set")
        ):
            self.store.sticky.append(active)

    def _index_and_perform(self, active: Active) -> None:
        """Index an effect that something will need to find again, and perform a one-off effect now."""
        spec = active.spec
        instant = self.rules.registry.is_instant(spec.op)
        lasting = instant and self.rules.registry.ops[spec.op].lasts_for(spec.kind)
        if active.status != "active" or lasting or not (instant or changes_stat_for_good(spec)):
            # a one-off effect is over once performed: nothing needs to find it again
            self.store.index(active, self.duration_of(spec))
            note_default_duration(self, active)
        if instant and active.status == "active":
            perform(self, active)
            if not lasting:  # (a lasting one's records end with it: stats.py)
                active.status = "ended"
        elif changes_stat_for_good(spec) and active.status == "active":
            self.apply_permanent_stat(active)
            active.status = "ended"

    def _fix_amount(self, app: App) -> None:
        """The game fixes this application's amount as it begins (ChiAxis 22.3b)."""
        params = app.effect.spec.params
        app.fixed_amount = amount_of(self, params.amount, app.target, app.effect)
        if params.amount.fluctuating:
            text = f"{app.effect.id} on {app.target}: its amount is fixed as it begins: {app.fixed_amount:+d}"
            self.note(self.rules.rule("fixed-amount"), text)

    def _target(self, symbol: str, source: str | None, spec: EffectSpec, action: str | None) -> str | None:
        """A target as written: a card or player id, or a symbol (`$chooser`: who made the choice)."""
        if symbol == CHOOSER:
            return self.state.actions.get(action, {}).get("chooser") if action else None
        return self.resolve_symbol(symbol, source, spec)

    def chosen_target(self, spec: EffectSpec, by: str | None) -> tuple[str, ...]:
        """The card a player chooses for this effect as it happens. A required choice may not pick a card
        that "may not" do what the effect does while another can; targeting is independent of that. A choice
        naming an out-of-play area ("a card of your hand") chooses there."""
        if several_targets.number_of(spec.choose) is not None:  # a number of cards
            return several_targets.chosen(self, spec, by)
        wider = self.reaches_out_of_play(spec.choose)
        cards = [c for c in self.state.cards.values() if self.in_play(c) or (wider and c.exists)]
        options = [c.id for c in cards if self.matches(c, spec.choose, spec.source)]
        self.note_left_out(spec, cards, options, by)
        if not spec.targeting:
            free = [o for o in options if may_not(self, o, spec.op) is None]
            if free and len(free) < len(options) and "may-not-choice" in self.rules.rule_ids:
                self.note(self.rules.rule("may-not-choice"), f"{by} must choose among {', '.join(free)}")
            options = free or options
        elif "targeting" in self.rules.rule_ids:
            self.note(self.rules.rule("targeting"), f"{by} may target any of {', '.join(options) or 'none'}")
        if not options:
            return ()
        decided = self.choices.decisions.get(spec.id)
        if isinstance(decided, str | tuple) and decided not in options:  # (true/false: whether to use it)
            where = f"steps[{self.step_index}].decide.{spec.id}"
            text = f"{decided} is not a card {spec.id} may choose (legal: {', '.join(options)})"
            raise ScenarioError([Problem(where, text)])
        index = self.choose(
            f"step {self.step_index}: {spec.id} chooses",
            by,
            options,
            self.rules.rule("choices"),
            f"the card {spec.id} affects",
            preset=options.index(decided) if decided in options else None,
        )
        return (self.retarget(spec, options[index]) if spec.targeting else options[index],)

    def note_left_out(self, spec: EffectSpec, cards: list, options: list[str], by: str | None) -> None:
        """Cite the rule of each game filter field that leaves cards out of this choice (one that the rest
        of the filter would allow)."""
        flt = spec.choose
        fields = self.rules.registry.game_filters
        for name, _ in flt.extra:
            if fields[name].rule is None:
                continue
            rest = replace(flt, extra=tuple(x for x in flt.extra if x[0] != name))
            out = [c.id for c in cards if c.id not in options and self.matches(c, rest, spec.source)]
            if out:
                left_out = f"{by}'s choice for {spec.id} leaves out {', '.join(out)} ({name})"
                self.note(fields[name].rule, left_out)

    def retarget(self, spec: EffectSpec, target: str) -> str:
        """'Instead targets another legal ...': a substitution of targeting on the target moves it to a card
        that is also a legal target; if there is none, the original targeting happens normally."""
        for app in self.store.apps_on(target, "instead"):
            params, sub = app.effect.spec.params, app.effect
            if not app.active or params.of != "target" or params.retarget is None:
                continue
            legal = [
                c.id
                for c in self.state.cards.values()
                if c.id != target
                and self.in_play(c)
                and self.matches(c, params.retarget, sub.source)
                and self.matches(c, spec.choose, spec.source)
            ]
            rule = self.rules.rule_ids.get("retarget") or self.rules.rule("substitution")
            if not legal:
                self.note(rule, f"{sub.id}: no other legal target, so {target} stays targeted")
                continue
            key = f"step {self.step_index}: {sub.id} retargets"
            index = self.choose(key, sub.controller, legal, rule, "the new target")
            self.note(self.rules.rule("substitution"), f"{sub.id}: {spec.id} now targets {legal[index]}")
            return legal[index]
        return target

    def is_one_off(self, spec: EffectSpec) -> bool:
        """An untriggered instantaneous effect: it happens once, to the things it finds when it happens."""
        instant = self.rules.registry.is_instant(spec.op)
        return spec.trigger is None and (instant or spec.kind in ("instantaneous", "procedural"))

    def apps_on(self, target: str, key: str) -> list[App]:
        """The applications on a card or player of one kind of effect (EffectStore.apps_on)."""
        return self.store.apps_on(target, key)

    def resolve_symbol(
        self, value: str | None, source: str | None, spec: EffectSpec | None = None
    ) -> str | None:
        if value is None or not value.startswith("$"):
            return value
        card = self.state.cards.get(source) if source else None
        if value == "$source":
            return source
        if value == "$bearer":
            return card.attached_to if card else None
        if value == "$controller":
            return card.controller if card else (spec.controller if spec else None)
        return self.rules.game_symbol(self, value, source, spec)  # the game's symbols

    def candidates(self, active: Active) -> list[str]:
        spec = active.spec
        if spec.trigger is not None and spec.kind not in ("delayed", "indefinite"):
            return []  # a triggered trait acts when its trigger occurs, not continuously
        if active.fixed_targets is not None:
            return list(active.fixed_targets)
        if spec.targets is not None:
            found: list[str] = []
            for t in spec.targets:  # a game's symbol may name several players (L5R's "other players")
                many = self.rules.game_players(self, t, active.source, spec) if t.startswith("$") else None
                one = self.resolve_symbol(t, active.source, spec) if many is None else None
                found.extend(many if many is not None else (one,) if one else ())
            return found
        if spec.affects is not None:
            cards = self.state.cards
            self.spend(len(cards))
            if self.reaches_out_of_play(spec.affects):  # "in and out of play", "in your discard pile"
                return [c.id for c in cards.values() if c.exists]
            if spec.kind == "continuous" and active.source and not self.in_play(cards[active.source]):
                return [active.source]  # a continuous trait out of play affects only its own card
            return [c.id for c in cards.values() if self.in_play(c)]
        if spec.kind == "continuous" and active.source:
            return [active.source]
        return [active.controller] if active.controller else []

    def update_effect(self, active: Active, full: bool = False, only: set[str] | None = None) -> bool:
        """Switch each application of one effect on or off; True when something changed."""
        if active.status == "pending":
            return False
        if full or only is None:
            targets = self.candidates(active)
            listed = set(targets)
            targets += [t for t, a in active.apps.items() if a.active and t not in listed]
        else:
            targets = self.candidates_for(active, only)
        changed = False
        for target in targets:
            self.spend()
            app = active.apps.get(target)
            should = active.status == "active" and self.eligible(active, target, app)
            if app is None:
                if not should:
                    continue
                app = App(active, target, self.state.time, epoch=self.state.epoch(target))
                active.apps[target] = app
                self.store.add_app(app)
                app.active = False
            if should and not app.active:
                self.begin_app(app)
                changed = True
            elif not should and app.active:
                app.active = False
                if active.spec.remains:
                    app.done = True
                    if "remains" in self.rules.rule_ids:
                        self.note(self.rules.rule("remains"), f"{active.id} will not reapply to {target}")
                self.touch_app(app)
                changed = True
                self.note(self.end_rule(active), f"{active.id} stops applying to {target}")
                note_ended(self, app)
        return changed

    def candidates_for(self, active: Active, ids: set[str]) -> list[str]:
        if active.fixed_targets is not None:
            return [t for t in active.fixed_targets if t in ids]
        if active.spec.affects is not None and active.spec.trigger is None:
            in_play = (
                active.spec.kind != "continuous"
                or active.source is None
                or self.reaches_out_of_play(active.spec.affects)
                or self.in_play(self.state.cards[active.source])
            )
            return sorted(t for t in ids if t in self.state.cards and (in_play or t == active.source))
        return [t for t in self.candidates(active) if t in ids]

    def begin_app(self, app: App) -> None:
        spec = app.effect.spec
        if not app.announced and spec.kind in ("ongoing", "procedural", "delayed", "indefinite"):
            mod = mod_for(self, app) if stat_change(spec) is not None else None
            blocker = blocking_prevention(self, app, mod)  # a "does not" effect too, by a more general one
            if blocker is not None:  # it never happens: never active, and never eligible again
                app.blocked = app.announced = True
                self.note(
                    self.rules.rule("prevent-new"),
                    f"{spec.id} on {app.target} is prevented by {blocker.id} as it begins: it never happens",
                )
                note_keyword_match(self, blocker, app.effect)
                if spec.op == "prevent" and "prevent-prevention" in self.rules.rule_ids:
                    text = f"{spec.id} is a 'does not' effect: the more general {blocker.id} prevents it"
                    self.note(self.rules.rule("prevent-prevention"), text)
                return
        change = stat_change(spec)
        if change is not None and change.mode in ("min", "max"):
            self.remember_value(app)
        if change is not None and app.fixed_amount is None and self.rules.fixes_amounts(spec):
            self._fix_amount(app)
        later = spec.affects is not None and not app.announced and app.began > app.effect.timestamp
        if later and spec.kind == "ongoing" and "all-of-kind" in self.rules.rule_ids:
            self.note(self.rules.rule("all-of-kind"), f"{spec.id} reaches {app.target}, which came later")
        app.active = True
        if spec.kind == "continuous" or app.began < app.effect.timestamp or app.announced:
            app.began = self.tick()
        app.announced = True
        self.touch_app(app)
        ids = self.rules.rule_ids  # a game may name a begin rule per kind: for an explicit duration, an op,
        conditional = spec.condition is not None and ids.get(f"begins-{spec.kind}-while")
        timed = spec.duration is not None and ids.get(f"begins-{spec.kind}-timed")  # or a condition
        rule = timed or ids.get(f"begins-{spec.kind}-{spec.op}") or conditional
        rule = rule or self.rules.rule(f"begins-{spec.kind}")
        self.note(rule, f"{spec.id} applies to {app.target}")
        if spec.kind == "continuous" and spec.origin == "trait" and ids.get("continuous-trait"):
            self.note_continuous_trait(app)
        declared = self.rules.registry.ops.get(spec.op)
        if declared is not None and declared.begins is not None:
            declared.begins(self, app)

    def note_continuous_trait(self, app: App) -> None:
        """A game may cite its rules on continuous traits: they apply while their card is in play, with no
        duration (L5R card features, Traits)."""
        spec = app.effect.spec
        source = self.state.cards.get(app.effect.source or "")
        if source is not None and self.in_play(source):
            self.note(self.rules.rule("continuous-trait"), f"{spec.id}: its card {source.id} is in play")
            self.note(self.rules.rule("continuous-trait-always-on"), f"{spec.id} has no duration: always on")

    def eligible(self, active: Active, target: str, app: App | None) -> bool:
        spec = active.spec
        if app is not None and (app.done or (app.blocked and spec.kind != "continuous")):
            return False
        if spec.if_when_given is not None and not given_here(self, active, target):
            return False
        card = self.state.cards.get(target)
        if card is not None and not card.exists:
            return False
        dynamic = spec.targets is not None and active.fixed_targets is None  # "this Personality" of an Item
        if dynamic and target not in self.candidates(active):  # its bearer now, not the card it left
            return False
        if not self._still_reaches(active, target, card, app):
            return False
        by_kind = spec.affects is not None and card is not None and active.fixed_targets is None
        out_of_play = by_kind and not self.reaches_out_of_play(spec.affects) and not self.in_play(card)
        if out_of_play and not (spec.kind == "continuous" and target == active.source):
            return False

        def check() -> bool:
            if by_kind and not self.matches(card, spec.affects, active.source):
                return False
            return spec.condition is None or holds(self, spec.condition, target, active)

        return self.rules.applies(self, active, target, check)

    def _still_reaches(self, active: Active, target: str, card: Card | None, app: App | None) -> bool:
        """A card's continuous effect reaches cards in play (every area: "in and out of play") while its card
        is in play, else its own card only; another effect stops tracking a card that has left play (its
        epoch changed)."""
        spec = active.spec
        everywhere = spec.affects is not None and spec.affects.everywhere  # "in and out of play"
        if spec.kind == "continuous" and active.source:
            source = self.state.cards[active.source]
            if self.in_play(source):
                return everywhere or card is None or self.in_play(card) or target == active.source
            return target == active.source
        if card is not None and app is not None and app.epoch != card.epoch and not everywhere:
            app.done = True  # the tracking rule: memory of this card ended (not of all copies alike)
            return False
        return True

    def end_rule(self, active: Active) -> str:
        """The rule that ends an effect of this kind (a game may cite one per kind: `ends-<kind>`)."""
        return self.rules.rule_ids.get(f"ends-{active.spec.kind}") or self.rules.rule("ends")

    def end_effect(self, active: Active, reason: str, rule: str) -> None:
        if active.status == "ended":
            return
        active.status = "ended"
        ended = [app for app in active.apps.values() if app.active]
        for app in ended:
            app.active = False
            self.touch_app(app)
        self.note(rule, f"{active.id} ends ({reason})")
        for app in ended:
            note_ended(self, app)
        for target, children in self.state.prevention_children.items():
            if any(parent is active for parent, _ in children):
                self.touch_stat(target)  # its child preventions there end with it

    def end_durations(
        self, duration: str, concept: str, reason: str, controller: str | None = None
    ) -> None:
        """End the effects lasting until `duration`, citing the game's rule for `concept` (asked only when
        one ends: a game without that rule can still begin and end procedures). With `controller`, only
        that player's effects end ("until your next turn begins")."""
        for active in self.store.ending(duration, controller):
            self.end_effect(active, reason, self.rules.rule(concept))

    def duration_of(self, spec: EffectSpec) -> str:
        if spec.duration:
            return spec.duration
        if spec.kind == "continuous":
            return "while_source_in_play"
        if spec.kind in ("instantaneous", "procedural") and spec.op != "prevent":
            return "permanent"
        return self.rules.ongoing_duration(self, spec)[0]

    def apply_permanent_stat(self, active: Active) -> None:
        for target in self.candidates(active):
            if condition_fails(self, active, target):
                continue
            params = active.spec.params
            amount = amount_of(self, params.amount, target, active)
            blocker = instant_prevention(self, active, target, amount)
            if blocker is not None:
                text = f"{active.id}: {params.stat} of {target} {amount:+d} is prevented by {blocker.id}"
                self.note(self.rules.rule("prevention"), text)
                note_keyword_match(self, blocker, active)
                continue
            mod = Mod(active.id, "change", amount, self.tick(), active.source, self.rules.rule("stat-change"))
            self.state.record(target, params.stat, mod)
            self.touch_stat(target)
            self.note(mod.rule, f"{active.id}: {params.stat} of {target} {amount:+d} (recorded)")

    # --- settling -----------------------------------------------------------------------------------------
    def settle(self, initial: bool = False) -> None:
        for _ in range(MAX_SETTLE_ROUNDS):
            touched, self.touched = self.touched, set()
            stat_only, self.stat_touched = self.stat_touched - touched, set()
            changed = False
            for active, only in self.to_update(touched, stat_only, initial):
                if active.spec.trigger is not None and active.spec.kind not in ("delayed", "indefinite"):
                    continue  # a triggered trait acts when its trigger occurs, never by settling
                if active.status == "ended" and (
                    (active.finished and not self.oracle) or not any(a.active for a in active.apps.values())
                ):
                    active.finished = True  # ended and switched off everywhere: it never applies again
                    continue
                changed |= self.update_effect(active, full=only is None, only=only)
            initial = False
            if not changed and not self.touched and not self.stat_touched:
                self.refresh_restrictions()
                cards = self.state.cards
                checked = cards if self.oracle else sorted(touched | stat_only)
                self.rules.state_checks(self, [cards[t] for t in checked if t in cards])
                if not self.touched and not self.stat_touched:
                    return
        raise EvaluationLimitError(
            [
                Problem(
                    f"steps[{self.step_index}]",
                    f"effects did not settle after {MAX_SETTLE_ROUNDS} rounds (a loop)",
                )
            ]
        )

    def to_update(
        self, touched: set[str], stat_only: set[str], initial: bool
    ) -> list[tuple[Active, set[str] | None]]:
        """Effects whose applications may have changed, each with the targets to re-check (None: every
        target): those the store's indexes find (EffectStore.affected), or every effect at first and in the
        oracle mode."""
        if initial or self.oracle:
            return [(a, None) for a in self.store.effects]
        return self.store.affected(self, touched, stat_only)

    def refresh_restrictions(self) -> None:
        refresh_restrictions(self)

    # --- reading the state --------------------------------------------------------------------------------
    def reaches_out_of_play(self, flt: Filter) -> bool:
        """Whether an effect on the cards matching `flt` reaches cards out of play: it says "in and out of
        play" or names an out-of-play area ("Personalities in your discard pile")."""
        zone = flt.zone
        named_area = zone is not None and zone[0] != "$"  # a zone symbol (L5R: $battlefield) is in play
        return flt.everywhere or (named_area and not self.rules.is_in_play_zone(zone))

    def in_play(self, card: Card) -> bool:
        """Whether a card is in play: in a zone the game plays in, or attached to a card that is."""
        if card.zone == "attached" and card.attached_to:
            return self.in_play(self.state.cards[card.attached_to])
        return card.exists and self.rules.is_in_play_zone(card.zone)

    def attached(self, bearer: str) -> list[Card]:
        """The cards attached to a card, in id order."""
        return self.state.attached(bearer)

    def location(self, card: Card) -> str:
        return self.state.location(card)

    def matches(self, card: Card, flt, source: str | None) -> bool:
        return card_matches(self, card, flt, source)

    def keyword_names(self, card: Card) -> set[str]:
        """The names by which filters find this card's keywords (its keywords and their aliases)."""
        return {key for keyword in self.keywords(card) for key in keyword_keys(self, keyword)}

    def keywords(self, card: Card) -> list[str]:
        if self.oracle:
            return current_keywords(self, card)
        cached = self.keyword_cache.get(card.id)
        if cached is None:
            cached = self.keyword_cache[card.id] = current_keywords(self, card)
        return cached

    def stat(self, target: str, stat: str) -> StatValue:
        return stat_value(self, target, stat)

    def remember_value(self, app: App) -> None:
        """A minimum or maximum begins beside one of the other kind (only then may they contradict): remember
        the stat's value, which it keeps while they do ("its value will not change at all"). Remembered as
        the state changes, never as a stat is read."""
        target, params = app.target, app.effect.spec.params
        other = "max" if params.mode == "min" else "min"
        apps = self.store.apps_on(target, app_key(app.effect.spec))
        card = self.state.cards.get(target)
        rulebook = self.rules.rulebook_mods(self, card, params.stat) if card is not None else []
        if any(a.active and a.effect.spec.params.mode == other for a in apps) or any(
            m.kind == other for m in rulebook
        ):
            self._remember(target, params.stat)

    def remember_bounds(self, target: str, stat: str, kind: str) -> None:
        """A rule's minimum or maximum (`kind`) is about to begin on a stat (L5R: a Personality becoming
        Dishonorable): remember the value if one of the other kind applies, as `remember_value` does."""
        other = "max" if kind == "min" else "min"
        apps = self.store.apps_on(target, f"stat:{stat}")
        if any(a.active and a.effect.spec.params.mode == other for a in apps):
            self._remember(target, stat)

    def _remember(self, target: str, stat: str) -> None:
        value = self.stat(target, stat)
        if not value.frozen:
            self.state.last_values[(target, stat)] = value.value

    def previous_value(self, target: str, stat: str):
        return self.state.last_values.get((target, stat))

    def compute(self, base, mods, floor: bool, target: str, stat: str) -> StatValue:
        return self.rules.compute_stat(base, mods, floor=floor, previous=self.previous_value(target, stat))


def _loop(names: list[str]) -> str:
    """The effects that trigger one another, in the order they first did."""
    distinct = list(dict.fromkeys(names))
    more = f" and {len(distinct) - 6} more" if len(distinct) > 6 else ""
    return ", ".join(distinct[:6]) + more


def _when(spec: EffectSpec) -> str:
    trig = spec.trigger
    return f"{trig.timing} {trig.event}" + (" (each time)" if trig.each_time else "") if trig else "later"


def _fires_later(spec: EffectSpec) -> bool:
    """A triggered trait (not a triggered prevention or substitution) chooses when it triggers: the effect it
    then activates makes the choice, not the trait registered as the game begins (compiler 10, part A)."""
    waits = spec.trigger is not None and spec.kind not in ("delayed", "indefinite")
    return waits and spec.origin == "trait" and spec.op not in ("prevent", "instead")
