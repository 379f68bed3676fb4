"""Answering the questions placed in the timeline. Every answer is a mapping with a `value`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..effects.control import controller_answer
from ..effects.params import stat_change
from ..state.ledger import compare
from .params import (
    ActionQuestion,
    CardQuestion,
    CompareStats,
    EffectQuestion,
    EventsQuestion,
    FlagQuestion,
    KeywordQuestion,
    NoFields,
    StatQuestion,
    TokensQuestion,
    to_dict,
)
from .stat_reasons import explain_stat

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import Step


def answer(engine: Engine, step: Step) -> dict:
    q = step.params
    start = len(engine.log.entries)
    result = engine.rules.registry.questions[q.question].answer(engine, q)
    out: dict[str, Any] = {
        "id": q.id or f"q{step.index}",
        "step": step.index,
        "question": to_dict(q),
    }
    out["answer"] = result
    if step.has_expect:
        out["expected"] = step.expect
        out["matches"] = matches_expectation(result, step.expect)
    if step.cites:  # this answer's reasons: the trace so far, without what other asks noted
        engine.spend(len(engine.log.entries))
        reasons = [e for i, e in enumerate(engine.log.entries) if i >= start or i not in engine.log.observed]
        out["cites"] = list(step.cites)
        out["cited"] = cited_rules(reasons).issuperset(step.cites)
    engine.log.observed.update(range(start, len(engine.log.entries)))  # asking never changes another answer
    return out


def cited_rules(trace: list[dict]) -> set[str]:
    """The rule ids a trace cites: each entry's, and those of the ledger records an entry lists."""
    rules = {entry["rule"] for entry in trace}
    for entry in trace:
        rules.update(record["rule"] for record in entry.get("data", {}).get("breakdown", ()))
    return rules


def matches_expectation(result: dict, expect: Any) -> bool:
    if isinstance(expect, dict):
        return all(k in result and result[k] == v for k, v in expect.items())
    return result.get("value") == expect


def _stat(engine: Engine, q: StatQuestion) -> dict:
    target, stat = q.target, q.stat
    card = engine.cards.get(target)
    if card is not None:
        engine.rules.explain_base_stat(engine, card, stat)
    else:
        engine.rules.explain_player_stat(engine, target, stat)
    if q.base:
        base = card.base_stats.get(stat) if card else engine.players[target].base_stats.get(stat)
        engine.note(engine.rules.rule("base-value"), f"base {stat} of {target} is {base}")
        return {"value": base if base is not None else 0, "present": base is not None}
    value = engine.stat(target, stat)
    if card is not None:
        _note_idle_continuous(engine, card, stat)
    engine.spend(2 * len(value.mods))  # the answer and its trace entry list every record
    rule = engine.rules.rule("current-value" if value.present else "absent")
    engine.note(rule, f"{stat} of {target} is {value.value}", breakdown=value.to_dict()["ledger"])
    if card is not None:
        explain_stat(engine, card, stat, value)
    changes = [m for m in value.mods if m.kind == "change" and m.amount]
    card_stat = target in engine.cards  # a player's total (Family Honor) changes by counts, not bonuses
    if card_stat and value.present and len(changes) > 1 and "cumulative" in engine.rules.rule_ids:
        engine.note(engine.rules.rule("cumulative"), f"{len(changes)} bonuses and penalties to {stat} add up")
    if not value.present and value.mods and "absent-no-change" in engine.rules.rule_ids:
        text = f"{target} has no {stat}: its {len(value.mods)} bonuses and penalties do not apply"
        engine.note(engine.rules.rule("absent-no-change"), text)
    return value.to_dict()


def _note_idle_continuous(engine: Engine, card, stat: str) -> None:
    """A continuous change of this stat whose filter describes the card but that does not apply to it now:
    its card or this one is not in play, or its condition does not hold (the rule on when it begins)."""
    for active in engine.store.effects:
        spec, app = active.spec, active.apps.get(card.id)
        change = stat_change(spec)
        if spec.kind != "continuous" or change is None or change.stat != stat or spec.trigger:
            continue
        if active.status == "ended" or (app is not None and (app.active or app.blocked)):
            continue
        if spec.affects is None or not engine.matches(card, spec.affects, active.source):
            continue
        source = engine.cards.get(active.source or "")
        if source is not None and not engine.in_play(source):
            why = f"its card {source.id} is not in play"
        elif not engine.in_play(card):
            why = f"{card.id} is not in play"
        elif spec.condition is not None:
            why = "its condition does not hold"
        else:
            continue
        engine.note(engine.rules.rule("begins-continuous"), f"{spec.id} does not apply to {card.id}: {why}")


def _change(engine: Engine, q: StatQuestion) -> dict:
    """Classify the change of a stat over the last step: which parts were bonuses or penalties, why not."""
    key = (q.target, q.stat)
    now, now_mods = engine.log.snapshots.get(key, (engine.stat(*key), ()))
    before, before_mods = engine.log.previous_snapshots.get(key, (now, now_mods))
    engine.spend(len(now_mods) + len(before_mods))
    bonuses, penalties, neither = _sorted_modifiers(before_mods, now_mods, before.adjusted, now.adjusted)
    engine.note(
        engine.rules.rule("bonus-penalty"), f"{q.stat} of {key[0]} went from {before.value} to {now.value}"
    )
    for item in neither:  # the exception that decides, where the game names one (L5R: the items of p3)
        rule = engine.rules.rule_ids.get(f"not-bonus-{item.pop('rule')}")
        if rule:
            engine.note(rule, f"{item['effect']}: {item['why']}")
    return {
        "value": "bonus"
        if bonuses and not penalties
        else "penalty"
        if penalties and not bonuses
        else "both"
        if bonuses
        else "neither",
        "from": before.value,
        "to": now.value,
        "bonus": bool(bonuses),
        "penalty": bool(penalties),
        "bonuses": bonuses,
        "penalties": penalties,
        "not_counted": neither,
    }


def _sorted_modifiers(
    before_mods, now_mods, adjusted_before: dict, adjusted_now: dict
) -> tuple[list, list, list]:
    """The stat's modifiers over the last step sorted into bonuses, penalties and neither (each of those
    with why, and the rule concept that says so): a modifier new since the step by its amount now, one there
    before by how its amount changed, one gone by its ending."""
    old = {(m.effect, m.timestamp): m for m in before_mods}
    new = {(m.effect, m.timestamp): m for m in now_mods}
    bonuses: list[dict] = []
    penalties: list[dict] = []
    neither: list[dict] = []
    for k, m in new.items():
        if m.kind == "prevented":
            continue
        prior = old.get(k)
        amount = adjusted_now.get(f"{m.effect}@{m.timestamp}", m.amount)
        if prior is None or prior.kind == "prevented":
            _sort_new_modifier(m, amount, bonuses, penalties, neither)
            continue
        before_amount = adjusted_before.get(f"{m.effect}@{m.timestamp}", prior.amount)
        if m.kind == "change" and amount != before_amount:
            if m.fluctuating and m.amount != prior.amount:
                why = "a fluctuating bonus or penalty changed size"
                neither.append({"effect": m.effect, "why": why, "rule": "fluctuating"})
            else:
                delta = amount - before_amount
                (bonuses if delta > 0 else penalties).append({"effect": m.effect, "amount": delta})
    for k, m in old.items():
        if k not in new and m.kind != "prevented":
            why = f"a {m.sign_kind} ended or was negated"
            neither.append({"effect": m.effect, "why": why, "rule": "ended"})
    return bonuses, penalties, neither


def _sort_new_modifier(m, amount: int, bonuses: list, penalties: list, neither: list) -> None:
    """A modifier new since the last step: a change by its amount (+0 is neither); a minimum or maximum is
    neither."""
    if m.kind in ("min", "max"):
        why = f"a {m.kind}imum was applied"
        neither.append({"effect": m.effect, "why": why, "rule": "min-max-applied"})
    elif m.kind == "change" and amount:
        (bonuses if amount > 0 else penalties).append({"effect": m.effect, "amount": amount})
    elif m.kind == "change":
        why = "+0 is not a bonus or penalty"
        neither.append({"effect": m.effect, "why": why, "rule": "zero-change"})


def _destroyed(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    engine.note(engine.rules.rule("destroy"), f"{card.id} {'was' if card.destroyed else 'was not'} destroyed")
    return {"value": card.destroyed, "zone": card.zone}


def _in_play(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    return {"value": engine.in_play(card), "zone": card.zone, "exists": card.exists}


def _zone(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    return {"value": engine.location(card) if card.exists else None, "exists": card.exists}


def _flag(engine: Engine, q: FlagQuestion) -> dict:
    """`{flag: bowed, card: x}`: whether the card is bowed (opposed, dishonored ...) now."""
    return {"value": engine.cards[q.card].flag(q.flag)}


def _has_keyword(engine: Engine, q: KeywordQuestion) -> dict:
    card = engine.cards[q.card]
    keywords = engine.keywords(card)
    engine.rules.explain_keywords(engine, card)
    engine.note(engine.rules.rule("keywords"), f"{card.id} has keywords: {', '.join(keywords) or 'none'}")
    found = q.keyword in engine.keyword_names(card)
    if found and q.keyword not in keywords and "keyword-alias" in engine.rules.rule_ids:
        engine.note(engine.rules.rule("keyword-alias"), f"{card.id} has a keyword called {q.keyword}")
    if not found:
        engine.rules.explain_missing_keyword(engine, card, q.keyword)
    return {"value": found, "keywords": keywords}


def _keywords(engine: Engine, q: CardQuestion) -> dict:
    card = engine.cards[q.card]
    engine.rules.explain_keywords(engine, card)
    return {"value": engine.keywords(card)}


def _effect(engine: Engine, q: EffectQuestion) -> dict:
    active = engine.store.by_id.get(q.effect)
    if active is None:
        return {"value": "unknown", "applies_to": []}
    applies = sorted(t for t, a in active.apps.items() if a.active and not a.blocked)
    if "effect-keywords" in engine.rules.rule_ids:
        keywords = ", ".join(sorted(engine.rules.effect_keywords(engine, active))) or "none"
        engine.note(engine.rules.rule("effect-keywords"), f"{active.id} has the keywords: {keywords}")
    about = {
        "status": active.status,
        "applies_to": applies,
        "source": active.source,
        "keywords": sorted(engine.rules.effect_keywords(engine, active)),
    }
    if q.card:
        return {"value": q.card in applies, **about}
    return {"value": active.status, **about}


def _successful(engine: Engine, q: ActionQuestion) -> dict:
    record = engine.state.actions.get(q.action, {})
    ok = bool(record.get("changed") or record.get("lasting"))
    could = [_can_produce(engine, action, event) for action, event in record.get("scoped", ())]
    why = ""  # the rule deciding beyond "it changed the game state"
    if record.get("lasting") and not record.get("changed"):
        why = "success-lasting"  # an ongoing change to the game's general conditions, nothing affected yet
    elif any(could) and not ok:
        why = "success-could"  # negating what its text could produce
    elif not ok and record:
        why = "success-nothing"  # its effects were negated, did not occur or affected nothing
    ok = ok or any(could)
    engine.note(engine.rules.rule("successful"), f"{q.action} {'was' if ok else 'was not'} successful")
    if why in engine.rules.rule_ids:
        engine.note(engine.rules.rule(why), f"{q.action}: {WHY_SUCCESS[why]}")
    return {"value": ok}


WHY_SUCCESS = {
    "success-lasting": "an ongoing change to the game's conditions, though it affects nothing now",
    "success-nothing": "its effects were negated, did not occur or affected nothing",
    "success-could": "it negates effects the action's text can produce, though they would fail anyway",
}


def _can_produce(engine: Engine, action: str, event: str) -> bool:
    """Whether an action's text has an effect causing this event (blind to whatever makes it fail), or a
    substitution made the action cause it: preventing it within that action then counts toward success."""
    written = [*_written(engine, action), *engine.state.actions.get(action, {}).get("text", ())]
    produced = any(engine.rules.registry.can_cause(e.op, event) for e in _with_then(written))
    produced = produced or (action, event) in engine.state.substitutions
    rule = engine.rules.rule_ids.get("success-scoped") or engine.rules.rule("successful")
    engine.note(rule, f"{action} {'can' if produced else 'cannot'} cause {event}, judged on its text")
    return produced


def _written(engine: Engine, action: str) -> list:
    """The text of an action step not taken yet (once taken, an action's record holds its text: also an
    ability's, used by a `use` step)."""
    steps = [s for s in engine.scenario.steps if s.kind == "action" and s.params.id == action]
    return [e for s in steps for e in (*s.effects, *(x for o in s.params.options for x in o))]


def _with_then(effects: list) -> list:
    """The effects and what each makes happen later (a delayed effect's `then`): all the action's text."""
    out = []
    for effect in effects:
        while effect is not None:
            out.append(effect)
            effect = effect.then
    return out


def _who_chooses(engine: Engine, q: ActionQuestion) -> dict:
    record = engine.state.actions.get(q.action)
    if record is None:
        return {"value": None}
    engine.note(engine.rules.rule("choices"), f"the player taking {q.action} makes its choices")
    return {"value": record["by"]}


def _events(engine: Engine, q: EventsQuestion) -> dict:
    """The events so far in order; `{events: chakra}` keeps one kind ("who gains how much, in what order")."""
    wanted = q.kind
    engine.spend(len(engine.log.events))
    events = [e for e in engine.log.events if wanted is None or e["event"] == wanted]
    return {"value": [{k: v for k, v in e.items() if k != "time"} for e in events]}


def _compare_stats(engine: Engine, q: CompareStats) -> dict:
    left, right = engine.stat(q.left, q.stat).value, engine.stat(q.right, q.stat).value
    engine.note(engine.rules.rule("compare"), f"{q.stat}: {q.left} {left} vs {q.right} {right}")
    return {
        "value": {-1: "lower", 0: "equal", 1: "higher"}[compare(left, right)],
        "left": left,
        "right": right,
    }


def _tokens(engine: Engine, q: TokensQuestion) -> dict:
    """Counters on a card: `{tokens: x, kind: wound}` counts one kind; without kind, all of them."""
    tokens = dict(sorted(engine.cards[q.card].tokens.items()))
    return {"value": tokens.get(q.kind, 0) if q.kind else tokens, "tokens": tokens}


def _resolution_order(engine: Engine, q: NoFields) -> dict:
    """The triggered effects resolved so far, in order, and who ordered each simultaneous group (chain.py)."""
    chain = engine.chain
    if chain is None:
        return {"value": [], "groups": []}
    engine.spend(len(chain.resolved) + len(chain.groups))
    for group in chain.groups:
        if len(group["effects"]) > 1:
            engine.note(group["rule"], f"{group['ordered_by']} ordered {', '.join(group['effects'])}")
    return {"value": [r["effect"] for r in chain.resolved], "groups": chain.groups}


HANDLERS = {
    "stat": _stat,
    "change": _change,
    "destroyed": _destroyed,
    "in_play": _in_play,
    "zone": _zone,
    "controller": controller_answer,
    "flag": _flag,
    "has_keyword": _has_keyword,
    "keywords": _keywords,
    "effect": _effect,
    "successful": _successful,
    "who_chooses": _who_chooses,
    "events": _events,
    "compare_stats": _compare_stats,
    "resolution_order": _resolution_order,
    "tokens": _tokens,
}
