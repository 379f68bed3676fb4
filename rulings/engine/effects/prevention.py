"""Prevention ("does not", "will not", negation): which occurrences an active prevention stops, and when."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .matching import holds, resolve_zone
from .params import stat_change

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active, App
    from ..state.ledger import Mod
    from .params import Prevent


def may_not(engine: Engine, target: str, action: str) -> Active | None:
    """The "may not" effect that forbids this card or player the choice `action`, if any."""
    for app in engine.store.apps_on(target, "may_not"):
        if app.active and not app.blocked and app.effect.spec.params.action == action:
            return app.effect
    return None


def prevention_apps(engine: Engine, target: str):
    for app in engine.store.apps_on(target, "prevent"):
        if app.active and app.effect.status == "active":
            yield app


def effect_player(engine: Engine, source: str | None, controller: str | None) -> str | None:
    """Whose effect it is, for "other players' (cards') effects" (`from_players`): the controller of the
    card it comes from (an ability given to another player keeps its effects coming from the card that gave
    it), else, with no source card, the player controlling the effect."""
    card = engine.cards.get(source or "")
    return card.controller if card is not None else controller


def from_players_match(engine: Engine, scope: str, target: str, source: str | None, controller: str | None):
    """Whether an effect from `source` (controlled by `controller`) is in the scope `other` or `self` of
    the target's controller (or of the target player)."""
    card = engine.cards.get(target)
    mine = card.controller if card else target
    theirs = effect_player(engine, source, controller)
    return (scope == "other") == (theirs is not None and theirs != mine)


def from_owned_match(engine: Engine, target: str, source: str | None) -> bool:
    """Whether an effect from `source` comes from a card the target player owns (a card target: the card's
    owner); an effect with no source card comes from no card."""
    card = engine.cards.get(source or "")
    held = engine.cards.get(target)
    owner = held.owner if held else target
    return card is not None and card.owner == owner


def _from_whom(
    engine: Engine, params: Prevent, target: str, source: str | None, controller: str | None
) -> bool:
    """Whether an effect is from the players (`from_players`) and cards (`from_owned`) a prevention names."""
    scope = params.from_players
    if scope and not from_players_match(engine, scope, target, source, controller):
        return False
    return not (params.from_owned and not from_owned_match(engine, target, source))


def occurrence_time(app: App) -> int:
    """A continuous effect occurs anew each time it begins; an ongoing one is one occurrence however often it
    reapplies (so a prevented conditional effect stays prevented)."""
    return app.began if app.effect.spec.kind == "continuous" else app.effect.timestamp


def _describes(engine: Engine, params: Prevent, effect: Active, target: str, amount: int | None) -> bool:
    spec = effect.spec
    if params.effect and params.effect != spec.id:
        return False
    if params.effects_of and params.effects_of != effect.action:
        return False
    if params.origin and params.origin != spec.origin:
        return False
    if not _from_whom(engine, params, target, effect.source, effect.controller):
        return False
    if params.stat:
        change = stat_change(spec)
        if change is None or change.stat != params.stat:
            return False
        changes = params.changes
        wrong_sign = amount is not None and (
            (changes == "bonuses" and amount <= 0) or (changes == "penalties" and amount >= 0)
        )
        if wrong_sign:
            return False
    if params.keyword and not _keyword_change(params, spec):
        return False
    with_keyword = params.with_keyword
    if with_keyword and with_keyword not in engine.rules.effect_keywords(engine, effect):
        return False
    return not params.event and not params.events


def prevented_by(engine: Engine, app: App, mod: Mod | None) -> Active | None:
    """The prevention that currently stops this application, if any (checked on every read)."""
    amount = mod.amount if mod is not None else None
    for papp in prevention_apps(engine, app.target):
        params = papp.effect.spec.params
        if papp.effect is app.effect or not _describes(engine, params, app.effect, app.target, amount):
            continue
        occurs = occurrence_time(app)
        which = params.occurrences
        if (which == "current" and occurs > papp.began) or (which == "new" and occurs < papp.began):
            continue
        return papp.effect
    return _child_prevention(engine, app) if engine.state.prevention_children else None


def _child_prevention(engine: Engine, app: App) -> Active | None:
    """A lasting prevention's child still preventing this application (keeps_children)."""
    for parent, prevented in engine.state.prevention_children.get(app.target, ()):
        if parent.status == "active" and app.effect.id in prevented and parent is not app.effect:
            return parent
    return None


def keeps_children(engine: Engine, papp: App, prevented: list[str]) -> bool:
    """A prevention from an action (ongoing) stops applying to a card that no longer qualifies for it while
    it still lasts: each prevention it applied there is a child with the parent's duration (negation works
    like "do not" since 2010, until the end of the turn by default), not one lasting while the card
    qualifies. Remembered now, as the state changes; True when kept (nothing re-asserts)."""
    rule = engine.rules.rule_ids.get("prevent-child")
    parent = papp.effect
    if rule is None or parent.status != "active" or parent.spec.kind == "continuous":
        return False
    engine.state.prevention_children.setdefault(papp.target, []).append((parent, frozenset(prevented)))
    text = f"{parent.id} keeps preventing {', '.join(prevented)} on {papp.target} until it ends"
    engine.note(rule, text + ": each prevention it applied is a child lasting as long as it")
    return True


def scope_rule(engine: Engine, app: App, blocker: Active) -> str:
    """The rule deciding that `blocker` prevents this application: its wording's scope ("current" or "new"
    occurrences), or the default that it also reaches effects older than itself; else the general rule."""
    params = blocker.spec.params
    rules = engine.rules.rule_ids
    if params.occurrences != "all" and "prevent-current-new" in rules:
        return rules["prevent-current-new"]
    spec = app.effect.spec
    inherited = params.with_keyword and params.with_keyword not in (spec.keywords or ())
    if inherited and spec.origin == "trait" and "effect-keywords" in rules:
        return rules["effect-keywords"]  # the trait's effect has its card's keyword: that decides it
    began = min((p.began for p in prevention_apps(engine, app.target) if p.effect is blocker), default=0)
    if occurrence_time(app) < began and "prevent-earlier" in rules:
        return rules["prevent-earlier"]
    return engine.rules.rule("prevention")


def spared_by_scope(engine: Engine, app: App, mod: Mod | None) -> Active | None:
    """A prevention of "current" (or "new") occurrences that would stop this application but for its scope."""
    amount = mod.amount if mod is not None else None
    for papp in prevention_apps(engine, app.target):
        params = papp.effect.spec.params
        if params.occurrences == "all" or papp.effect is app.effect:
            continue
        if _describes(engine, params, app.effect, app.target, amount):
            return papp.effect
    return None


def reasserting(engine: Engine, papp: App) -> list[str]:
    """The effects a prevention stopped on its target that are still in effect as it ends (they re-assert)."""
    params = papp.effect.spec.params
    return sorted(
        a.effect.id
        for a in engine.store.apps_by_target.get(papp.target, ())
        if a.active and not a.blocked and a.effect is not papp.effect
        and a.effect.spec.op != "prevent" and _describes(engine, params, a.effect, a.target, None)
    )  # fmt: skip


def _keyword_change(params: Prevent, spec) -> bool:
    """The effect gives or removes the prevention's keyword; with `direction` ("will not gain Shadowlands"),
    only its grants (gain) or only its removals (lose)."""
    if getattr(spec.params, "keyword", None) != params.keyword:
        return False
    return not params.direction or (spec.op == "grant_keyword") == (params.direction == "gain")


def note_keyword_match(engine: Engine, blocker: Active, effect: Active | None) -> None:
    """A prevention of effects with a keyword stops this effect: note the game's rules that give the effect
    that keyword (L5R: the effects of a trait have its card's keywords)."""
    keyword = getattr(blocker.spec.params, "with_keyword", None)
    if effect is not None and keyword and keyword in engine.rules.effect_keywords(engine, effect):
        engine.rules.explain_effect_keyword(engine, effect, keyword)


def instant_prevention(engine: Engine, effect: Active, target: str, amount: int | None) -> Active | None:
    """The prevention that stops a change recorded once as it happens (an instantaneous stat change), if any:
    it occurs now, so a prevention of current occurrences only does not stop it."""
    for papp in prevention_apps(engine, target):
        params = papp.effect.spec.params
        if papp.effect is effect or params.occurrences == "current":
            continue
        if _describes(engine, params, effect, target, amount):
            return papp.effect
    return None


def blocking_prevention(engine: Engine, app: App, mod: Mod | None) -> Active | None:
    """A prevention already applying when a new ongoing effect would begin: that effect never happens.
    `mod` is the stat change it would make (stats.mod_for), None for other ops."""
    for papp in prevention_apps(engine, app.target):
        params = papp.effect.spec.params
        if params.occurrences == "current":
            continue
        if _describes(engine, params, app.effect, app.target, mod.amount if mod else None):
            return papp.effect
    return None


def event_prevention(
    engine: Engine, event: dict, target: str, *, continuous: bool
) -> tuple[Active | None, list]:
    """The prevention stopping an instantaneous event (destroy, bow, honor ...), and the triggered ones that
    cannot stop it because it is continuously applied (they are only reported)."""
    ignored = []
    for active in candidate_preventions(engine, target):
        params = active.spec.params
        if not _stops_event(engine, params, event, target):
            continue
        if event.get("not_negated") and params.negation:
            engine.note(engine.rules.rule("prevention"), f"{active.id} cannot negate it: not to be negated")
            continue
        triggered_by_event = active.spec.trigger is not None
        if continuous and triggered_by_event and not params.cause:
            ignored.append(active)
            continue
        return active, ignored
    return None, ignored


def _stops_event(engine: Engine, params: Prevent, event: dict, target: str) -> bool:
    """Whether a prevention describes this event: the occurrence it names (or all effects of its action),
    from whom, of what origin, cause, keyword, procedure and destination."""
    named = event["event"] == params.event or event["event"] in params.events
    if not named and not stops_all_effects_of(params, event.get("action")):
        return False
    if not _event_source_matches(engine, params, event, target):
        return False
    return _event_details_match(engine, params, event)


def _event_source_matches(engine: Engine, params: Prevent, event: dict, target: str) -> bool:
    if params.direction and params.direction != event.get("direction"):
        return False
    if not _from_whom(engine, params, target, event.get("source"), event.get("controller")):
        return False
    if params.origin and params.origin != event.get("origin"):
        return False
    return not (params.effects_of and params.effects_of != event.get("action"))


def _event_details_match(engine: Engine, params: Prevent, event: dict) -> bool:
    if params.cause and params.cause != event.get("cause"):
        return False
    if params.with_keyword and params.with_keyword not in event.get("keywords", ()):
        return False
    if params.procedure and params.procedure != event.get("procedure"):
        return False
    return not (params.to and not _moves_to(engine, event, params.to))


def _moves_to(engine: Engine, event: dict, kind: str) -> bool:
    """A move's destination is a zone of this kind ("battlefield": any battlefield; `to` of a prevention)."""
    to = event.get("to")
    zone = resolve_zone(engine, to) if to else None
    return zone is not None and zone.split(":")[0] == kind


def stops_all_effects_of(params: Prevent, action: str | None) -> bool:
    """ "All effects" of this action ("its effects do not happen"): a prevention naming the action and no
    kind of occurrence stops each of them, instantaneous ones included."""
    what = (params.event, params.events, params.stat, params.keyword, params.effect, params.with_keyword)
    return action is not None and params.effects_of == action and not any(what)


def note_not_retroactive(engine: Engine, action: str, began: int, resolved: list[str]) -> bool:
    """A prevention of all effects of `action` that began during its resolution (triggered by one of its
    earlier effects) stops only those not yet resolved: prevention is never retroactive. The game may cite
    its rule; returns whether that was noted."""
    rule = engine.rules.rule_ids.get("prevent-not-retroactive")
    if rule is None or not resolved:
        return False
    for active in engine.store.preventions:
        params = active.spec.params
        began_since = active.status == "active" and active.timestamp > began
        if active.spec.op == "prevent" and began_since and stops_all_effects_of(params, action):
            done = ", ".join(resolved)
            engine.note(rule, f"{active.id} began during {action}: its resolved effects ({done}) stand")
            return True
    return False


def candidate_preventions(engine: Engine, target: str):
    for papp in prevention_apps(engine, target):
        yield papp.effect
    yield from triggered_before(engine, target, "prevent")  # "Before this card is destroyed: negate ..."


def triggered_before(engine: Engine, target: str, op: str):
    """The triggered preventions (`op` "prevent") or substitutions ("instead") answering an event about to
    happen to `target` ("Before this card is destroyed: ..."): they act on that event itself."""
    for active in engine.store.preventions:
        trig = active.spec.trigger
        if active.spec.op != op or trig is None or trig.timing != "before" or active.status == "ended":
            continue
        if active.spec.origin == "trait" and not _source_in_play(engine, active):
            continue  # a trait answers only while its card is in play; an action outlasts its card
        if active.fixed_targets is not None and target not in active.fixed_targets:
            continue  # "negate your target Personality's destruction": only the chosen card's
        wanted = {engine.resolve_symbol(c, active.source) for c in trig.filter.cards} if trig.filter else None
        if wanted is not None and target not in wanted:
            continue
        card = engine.cards.get(target)
        subject = trig.subject
        if subject is not None and (card is None or not engine.matches(card, subject, active.source)):
            continue
        if active.spec.condition is None or holds(engine, active.spec.condition, target, active):
            yield active  # (its condition is checked as the event is about to happen)


def _source_in_play(engine: Engine, active: Active) -> bool:
    source = engine.cards.get(active.source or "")
    return source is None or engine.in_play(source)
