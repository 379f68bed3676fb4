"""Triggered effects and the chain: effects that trigger on events, activate, and resolve last-in first-out.

A game that uses a chain (Naruto Mythos) reports events with `collect(engine, event)` at the moment they
happen (before the state moves on, so "a friendly character is defeated" is judged on the card as it was) and
then calls `run(engine)`. Effects triggered by the same happening are simultaneous: they form one group whose
order the game's policy gives (`GameRules.order_triggers`: who orders them, by which rule, which go last).
Activating an effect is itself an event ("activated") that other effects may answer; answers go above it on
the chain and resolve first. Resolving an effect may cause new events, whose triggered effects resolve next.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..errors import EvaluationLimitError, Problem
from ..limits import MAX_BRANCHES

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import EffectSpec


@dataclass
class Link:
    """One triggered effect on the chain: `name` is its effect id, "@" the card its event happened to."""

    name: str
    spec: EffectSpec
    source: str | None
    controller: str | None
    event: dict


@dataclass
class Chain:
    triggers: dict[str, list[EffectSpec]]  # triggered traits by event name ("activated" by effect id)
    stack: list[Link] = field(default_factory=list)
    pending: list[Link] = field(default_factory=list)  # triggered, not yet activated (one simultaneous group)
    resolved: list[dict[str, Any]] = field(default_factory=list)
    groups: list[dict[str, Any]] = field(default_factory=list)  # who ordered each simultaneous group
    seen: dict[str, int] = field(default_factory=dict)  # how often each link name has triggered


def chain_of(engine: Engine) -> Chain:
    if engine.chain is None:
        index: dict[str, list[EffectSpec]] = {}
        for card in engine.scenario.cards:
            for spec in card.traits:
                trig = spec.trigger
                if (
                    trig is not None
                    and spec.kind not in ("delayed", "indefinite")
                    and trig.timing != "before"
                ):
                    key = f"activated:{trig.effect}" if trig.event == "activated" else trig.event
                    index.setdefault(key, []).append(spec)
        engine.chain = Chain(index)
    return engine.chain


def collect(engine: Engine, event: dict) -> None:
    """Note the triggered effects this event triggers (`event`: name, card, player, effect ...)."""
    chain = chain_of(engine)
    name = event["event"]
    key = f"activated:{event.get('effect')}" if name == "activated" else name
    for spec in chain.triggers.get(key, ()):
        engine.spend()
        source = engine.cards.get(spec.source or "")
        if source is not None and not (engine.in_play(source) and engine.rules.can_trigger(engine, source)):
            continue
        if _answers(engine, spec, event):
            card = event.get("card")
            name = f"{spec.id}@{card}" if card else spec.id
            chain.seen[name] = chain.seen.get(name, 0) + 1
            name += f"#{chain.seen[name]}" if chain.seen[name] > 1 else ""  # the same effect triggering again
            controller = source.controller if source is not None else spec.controller
            chain.pending.append(Link(name, spec, spec.source, controller, event))


def _answers(engine: Engine, spec: EffectSpec, event: dict) -> bool:
    trig = spec.trigger
    card = engine.cards.get(event.get("card") or "")
    if trig.player and engine.resolve_symbol(trig.player, spec.source, spec) != event.get("player"):
        return False
    if trig.filter:
        wanted = {engine.resolve_symbol(c, spec.source) for c in trig.filter.cards}
        if card is None or card.id not in wanted:
            return False
    return trig.subject is None or (card is not None and engine.matches(card, trig.subject, spec.source))


def run(engine: Engine) -> None:
    """Activate what has triggered, then resolve the chain from its newest effect to its oldest."""
    chain = chain_of(engine)
    _activate_pending(engine, chain)
    while chain.stack:
        link = chain.stack.pop()
        _resolve(engine, chain, link)
        if engine.touched or engine.oracle:
            engine.settle()
        _activate_pending(engine, chain)


def _activate_pending(engine: Engine, chain: Chain) -> None:
    while chain.pending:
        group, chain.pending = chain.pending, []
        ordered = _order(engine, chain, group)
        chain.stack.extend(reversed(ordered))  # the first to resolve goes on top
        for link in ordered:
            engine.note(
                engine.rules.chain_rule(engine, link, activating=True),
                f"{link.name} activates ({_why(link)})",
                controller=link.controller,
            )
            collect(engine, {"event": "activated", "effect": link.spec.id, "card": None, "link": link.name})


def _why(link: Link) -> str:
    event = link.event
    what = event["event"] if event["event"] != "activated" else f"{event['link']} activated"
    return f"{what} of {event['card']}" if event.get("card") else what


def _order(engine: Engine, chain: Chain, group: list[Link]) -> list[Link]:
    """The resolution order of simultaneous triggered effects, as the game's policy and its player say."""
    if len(group) == 1:
        return group
    by, rule, fixed_last = engine.rules.order_triggers(engine, group)
    free = [link for link in group if link not in fixed_last]
    wanted = engine.choices.decisions.get("order")
    names = [link.name for link in free]
    if wanted is not None and all(n in wanted for n in names):
        free.sort(key=lambda link: wanted.index(link.name))
        engine.note(
            rule, f"{by} orders the simultaneous effects: {' then '.join(link.name for link in free)}"
        )
    elif len(free) > 1:
        if math.factorial(len(free)) > MAX_BRANCHES:
            raise EvaluationLimitError(
                [
                    Problem(
                        f"steps[{engine.step_index}]", f"{len(free)} simultaneous effects: give their order"
                    )
                ]
            )
        orders = [list(p) for p in itertools.permutations(names)]
        index = engine.choose(
            f"step {engine.step_index}: order of {', '.join(sorted(names))}",
            by,
            orders,
            rule,
            "the order in which simultaneous triggered effects resolve",
        )
        free.sort(key=lambda link: orders[index].index(link.name))
    ordered = free + fixed_last
    if fixed_last:
        engine.note(
            engine.rules.rule("chain-last"),
            f"{', '.join(link.name for link in fixed_last)}: after the others, whatever the order",
        )
    names = [link.name for link in ordered]
    chain.groups.append({"step": engine.step_index, "effects": names, "ordered_by": by, "rule": rule})
    return ordered


def _resolve(engine: Engine, chain: Chain, link: Link) -> None:
    spec = link.spec
    if spec.optional and not engine.rules.uses_optional_trigger(engine, link):
        return
    instant = engine.rules.registry.is_instant(spec.op)
    # `$subject` in its targets: the card its trigger is about (the event's card), bound as it resolves
    subject = link.event.get("card")
    targets = spec.targets and tuple(subject if t == "$subject" else t for t in spec.targets)
    kind = "instantaneous" if instant else "ongoing"
    effect = replace(spec, id=link.name, kind=kind, trigger=None, targets=targets)
    rule = engine.rules.chain_rule(engine, link, activating=False)
    engine.note(rule, f"{link.name} resolves (last activated, first resolved)")
    chain.resolved.append({"effect": link.name, "source": link.source, "controller": link.controller})
    engine.activate(effect, action=None, controller=link.controller)
