"""The card play sequence: play a card, apply statics, resolve what its arrival triggers, then apply its
instant effects one by one (optional unless MUST; MUST, IF ABLE; all of an effect, as much as possible),
resolving the chain after each."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from ...effects.chain import collect as add_to_chain
from ...effects.chain import run as resolve_chain
from ...errors import Problem, ScenarioError
from ...language.shapes import BOOLEAN, CARD, TEXT, TEXTS, closed, described
from ...steps.apply import change_zone
from . import play_cost  # what a play costs (naruto.desk.play-cost)
from .cards import OPPONENT, InstantEffect
from .control import duplicate_of
from .ops import commit, decider_of, possible
from .params import Play
from .round_end_and_hidden_play import HIDDEN_RULE, hidden_play_refused
from .state import opponent, state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Step
    from ...state.game_state import Card

DECISION_FIELDS = {  # what the player decides as a card's effects apply (play, reveal, score steps)
    "targets": {
        "anyOf": [
            {"type": "array", "items": TEXT},
            {"type": "object", "additionalProperties": TEXTS},
        ],
        "description": (
            "the cards (or players) the player picks: a list, in the order the card's text names its targets "
            "or effect id -> its picks (either way, an optional effect given a target is used)"
        ),
    },
    "destinations": {
        "type": "object",
        "additionalProperties": {"vocabulary": "zone"},
        "description": "effect id -> the mission the card it moves goes to",
    },
    "use": {
        "type": "object",
        "additionalProperties": BOOLEAN,
        "description": "effect id -> whether the player uses that optional effect",
    },
    "order": described(TEXTS, "the order the player applies its effects in (effect ids)"),
    "discard_order": described(TEXTS, "the order cards go to the discard pile"),
}
PLAY_FIELDS = {
    "card": described(CARD, "the card played"),
    "by": described(TEXT, "the player playing it"),
    "to": {"vocabulary": "zone", "description": "the mission it is played to"},
    "upgrade": described(CARD, "the card it is played over (as an upgrade)"),
    "hidden": described(BOOLEAN, "played hidden (face down)"),
    "pay": described(BOOLEAN, "its player pays its cost in Chakra (not with hidden)"),
    **DECISION_FIELDS,
}
PLAY = closed(PLAY_FIELDS, "card", anyOf=[{"required": ["to"]}, {"required": ["upgrade"]}])


def parse_play(node: Node, ctx: ParseContext) -> Play | None:
    if not node.is_mapping("a mapping: card, by, to (a mission) or upgrade (a card to play over)"):
        return None
    node.keys_allowed(PLAY_FIELDS)
    params = Play(
        card=node.text("card"),
        by=ctx.player(node, "by"),
        to=ctx.zone(node, "to", "") or None,
        upgrade=node.text("upgrade", None),
        hidden=bool(node.boolean("hidden", False)),
        pay=play_cost.parse_pay(node),
        **parse_decisions(node, ctx),
    )
    ctx.known_card(node, "card", params.card)
    ctx.known_card(node, "upgrade", params.upgrade)
    if not params.to and not params.upgrade:
        node.error("say where the card is played: to (a mission) or upgrade (the card it is played over)")
    return params


def parse_decisions(node: Node, ctx: ParseContext) -> dict:
    """The DECISION_FIELDS of a step, as keyword arguments of its params."""
    return {
        "targets": _mapping(node, "targets", ctx, list) if not _is_list(node, "targets") else {},
        "listed": _listed(node, ctx) if _is_list(node, "targets") else None,
        "destinations": _destinations(node, ctx),
        "use": _mapping(node, "use", ctx, bool),
        "order": _texts(node, "order"),
        "discard_order": _texts(node, "discard_order"),
    }


def set_decisions(engine: Engine, step: Step, effects: list[InstantEffect]) -> None:
    """What the step decides, for the effects it applies (by effect id; `order`, `discard_order`)."""
    p = step.params
    engine.choices.decisions.update(  # (with the step's `decide`: choices of the effects it triggers)
        {**p.use, "order": p.order, "discard_order": p.discard_order, "destinations": p.destinations}
    )
    engine.choices.decisions["targets"] = _picks_by_effect(engine, step, effects)


def _texts(node: Node, key: str) -> tuple[str, ...] | None:
    texts = node.text_list(key, None)
    return None if texts is None else tuple(texts)


def _is_list(node: Node, key: str) -> bool:
    return isinstance(node.value.get(key), list)


def _listed(node: Node, ctx: ParseContext) -> tuple[str, ...]:
    """`targets: [card, ...]`: the player's picks in the order the card's text names its targets."""
    ids = node.text_list("targets")
    for i, card in enumerate(ids):
        if card not in ctx.card_ids | ctx.player_ids:
            node.child("targets").error(f"unknown card or player '{card}'", i)
    return tuple(ids)


def _mapping(node: Node, key: str, ctx: ParseContext, kind: type) -> dict:
    """`targets: {effect-id: [card, ...]}` (the cards a player picks) or `use: {effect-id: true}` (whether a
    player uses an optional effect): decisions the scenario makes for this step."""
    if not node.has(key):
        return {}
    sub = node.child(key)
    if not sub.is_mapping(f"a mapping of effect id to {'a list of cards' if kind is list else 'true/false'}"):
        return {}
    if kind is bool:
        return {k: sub.boolean(k) for k in sub.value}
    out = {}
    for effect in sub.value:
        ids = sub.text_list(effect)
        for card in ids:
            if card not in ctx.card_ids | ctx.player_ids:
                sub.error(f"unknown card or player '{card}'", effect)
        out[effect] = tuple(ids)
    return out


def _destinations(node: Node, ctx: ParseContext) -> dict[str, str]:
    """`destinations: {effect-id: "mission:x"}`: where the player moves the card an effect moves."""
    if not node.has("destinations"):
        return {}
    sub = node.child("destinations")
    if not sub.is_mapping("a mapping of effect id to a mission"):
        return {}
    return {effect: ctx.zone(sub, effect) for effect in sub.value}


def _in_play_order(effects: list[InstantEffect], upgrade: bool) -> list[InstantEffect]:
    """Played as an upgrade, an effect that `replaces` a MAIN effect is applied in its place instead."""
    if not upgrade:
        return [fx for fx in effects if fx.section == "main"]
    instead = {fx.replaces: fx for fx in effects if fx.replaces}
    played = [fx for fx in effects if fx.section in ("main", "upgrade")]  # (not SCORE, not AMBUSH)
    return [instead.get(fx.spec.id, fx) for fx in played if not fx.replaces]


def run_play(engine: Engine, step: Step) -> None:
    p: Play = step.params
    card, by = engine.cards[p.card], p.by
    base = engine.cards[p.upgrade] if p.upgrade else None
    where = engine.location(base) if base is not None else p.to
    effects = [] if p.hidden else _in_play_order(list(state(engine).effects[card.id]), base is not None)
    set_decisions(engine, step, effects)
    reason = cannot_play(engine, card, base, where, by, effects)
    hidden_refusal = hidden_play_refused(engine, where, by) if reason is None and p.hidden else None
    reason = reason or hidden_refusal  # naruto.desk.no-hidden-play
    paying = reason is None and not p.hidden
    unpaid = play_cost.settle_play(engine, card, base, where, by, p.pay) if paying else None  # (N1)
    reason = reason or unpaid  # naruto.desk.play-cost
    state(engine).plays[card.id] = {"played": reason is None, "reason": reason}
    if reason is not None:
        rule = "naruto.instant.must" if "MUST" in reason else "naruto.no-repetition"
        rule = play_cost.RULE if unpaid else rule
        engine.note(HIDDEN_RULE if hidden_refusal else rule, f"{by} cannot play {card.id}: {reason}")
        return
    upgrading = f", upgrading {base.id}" if base is not None else ""
    engine.note(
        "naruto.play-sequence",
        f"{by} plays {card.id} in {where}{upgrading}{' hidden' if p.hidden else ''}",
    )
    st = state(engine)
    st.playing, st.stage, st.playing_effects = card.id, "entry", frozenset(fx.spec.id for fx in effects)
    _forget_plays(engine, effects)
    try:
        _enter(engine, card, base, where, by, p.hidden)
        engine.settle()
        engine.note("naruto.sequence.statics", f"{card.id} is played: static effects apply simultaneously")
        add_to_chain(engine, {"event": "played", "card": card.id, "player": by, "upgrade": base is not None})
        resolve_chain(engine)
        st.stage = "instant"
        apply_in_order(engine, step, [(card, fx) for fx in effects], by)
    finally:
        st.playing, st.stage, st.playing_effects = None, None, frozenset()


def apply_in_order(engine: Engine, step: Step, effects: list[tuple[Card, InstantEffect]], by: str) -> None:
    """Each instant effect in turn, statics checked again and the chain resolved after each."""
    state(engine).done = set()
    for i, (card, fx) in enumerate(effects):
        rule = "naruto.sequence.next-instant" if i else "naruto.sequence.first-instant"
        engine.note(rule, f"{'the next' if i else 'the first'} instant effect of {card.id}: {fx.spec.id}")
        _apply(engine, step, card, fx, by)


def _picks_by_effect(engine: Engine, step: Step, effects: list[InstantEffect]) -> dict:
    """The player's picks by effect id: the mapping given, or the list shared out in the order the text names
    the targets (each effect that picks takes as many as it picks; one the step does not use takes none). An
    optional effect given a target either way is used, unless `use` says otherwise: a player picks the
    targets of an effect he applies."""
    p = step.params
    decisions = engine.choices.decisions
    if p.listed is None:
        for effect_id in p.targets:  # (a card an effect plays applies its own effects too: play_card)
            decisions.setdefault(effect_id, True)
        return dict(p.targets)
    picks, rest = {}, list(p.listed)
    counts = {fx.spec.id: _pick_count(engine, step, fx) for fx in effects if fx.picks is not None}
    for fx in effects:
        if fx.picks is None or decisions.get(fx.spec.id) is False or not rest:
            continue
        n = counts[fx.spec.id]
        picks[fx.spec.id], rest = tuple(rest[:n]), rest[n:]
        decisions.setdefault(fx.spec.id, True)
    if rest:
        wanted = sum(counts.values())
        raise ScenarioError(
            [
                Problem(
                    f"{step.path}.play.targets",
                    f"{len(p.listed)} targets given, but the effects applied at this step pick "
                    f"{wanted}: {', '.join(rest)} left over",
                )
            ]
        )
    return picks


def _pick_count(engine: Engine, step: Step, fx: InstantEffect) -> int:
    """How many picks an effect makes: one per filter; "in every mission", per mission a card is in."""
    if not fx.per_mission:
        return len(fx.picks or ())
    missions = {engine.location(c) for c in engine.cards.values() if engine.in_play(c)}
    return len(fx.picks or ()) * len(missions)


def _enter(engine: Engine, card: Card, base: Card | None, where: str, by: str, hidden: bool) -> None:
    st = state(engine)
    if base is not None:
        for link in st.links.values():
            if link.controller == base.id:
                link.controller = card.id
                engine.note(
                    "naruto.control.upgrade-controller",
                    f"{card.id} is played on {base.id}: it keeps the Controller",
                )
        if base.id in st.links:
            engine.note(
                "naruto.control.upgrade-controlled",
                f"{card.id} is on top of {base.id}, which {by} controls: the top card is dominant, the stack "
                f"is {by}'s; {base.id} goes back to {base.owner} once on top again with control broken",
            )
        st.upgraded_from[card.id] = (
            base.id,
            {s: engine.stat(base.id, s).value for s in ("power", "cost") if s in base.base_stats},
        )
        for kind, count in base.tokens.items():
            card.tokens[kind] = card.tokens.get(kind, 0) + count
        base.tokens = {}
        base.zone = "upgraded"
        st.under[card.id] = base.id
        engine.touch(base.id)
    card.controller = by
    change_zone(engine, card, where, event="played")
    if hidden:
        card.flags["hidden"] = True


def effects_played(engine: Engine, card: Card, upgrade: bool) -> list[InstantEffect]:
    """The instant effects a card applies as it is played face up (as an upgrade or not), in order."""
    return _in_play_order(list(state(engine).effects[card.id]), upgrade)


def play_by_effect(engine: Engine, card: Card, base: Card | None, where: str, by: str) -> None:
    """A card played by an effect (naruto.desk.play-by-effect): its whole play sequence, now, before the next
    effect of the card that played it."""
    st = state(engine)
    effects = effects_played(engine, card, base is not None)
    saved = st.playing, st.stage, st.playing_effects
    st.plays[card.id] = {"played": True, "reason": None}
    st.playing, st.stage, st.playing_effects = card.id, "entry", frozenset(fx.spec.id for fx in effects)
    step = engine.scenario.steps[engine.step_index]
    _forget_plays(engine, effects)
    try:
        _enter(engine, card, base, where, by, False)
        engine.settle()
        engine.note("naruto.sequence.statics", f"{card.id} is played: static effects apply simultaneously")
        add_to_chain(engine, {"event": "played", "card": card.id, "player": by, "upgrade": base is not None})
        resolve_chain(engine)
        st.stage = "instant"
        for i, fx in enumerate(effects):  # (st.done is kept: the card that played it goes on after)
            rule = "naruto.sequence.next-instant" if i else "naruto.sequence.first-instant"
            engine.note(rule, f"{'the next' if i else 'the first'} instant effect of {card.id}: {fx.spec.id}")
            _apply(engine, step, card, fx, by)
    finally:
        st.playing, st.stage, st.playing_effects = saved


def _forget_plays(engine: Engine, effects: list[InstantEffect]) -> None:
    """A new play of the card: what its effects played before is not "the character played with" them."""
    for fx in effects:
        state(engine).played_by.pop(fx.spec.id, None)
        state(engine).moved_by.pop(fx.spec.id, None)  # nor what they moved before
        state(engine).hidden_power.pop(fx.spec.id, None)  # (nor the Power of what they hid)


def cannot_play(
    engine: Engine,
    card: Card,
    base: Card | None,
    where: str,
    by: str,
    effects: list[InstantEffect],
    quiet: bool = False,
) -> str | None:
    """Why the card cannot be played there (None: it can); `quiet`: only asking, noting nothing."""
    if base is not None:
        if (reason := _upgrade_refusal(engine, card, base, by, quiet)) is not None:
            return reason
    elif (other := duplicate_of(engine, card, where, by)) is not None:
        return f"{other.id} with the same name is already in {where} (no repetition)"
    musts = [fx for fx in effects if fx.must and not fx.if_able]
    if not musts:
        return None
    saved = (card.zone, card.controller, base.zone if base else None)
    card.zone, card.controller = where, by  # judge the MUST effects as if the card were in play
    if base is not None:
        base.zone = "upgraded"
    try:
        failing = [fx.spec.id for fx in musts if not _fully_applicable(engine, card, fx, by)]
    finally:
        card.zone, card.controller = saved[0], saved[1]
        if base is not None:
            base.zone = saved[2]
    return f"its MUST effect {', '.join(failing)} cannot be applied completely" if failing else None


def _upgrade_refusal(engine: Engine, card: Card, base: Card, by: str, quiet: bool) -> str | None:
    if not engine.in_play(base) or base.controller != by:
        return f"an upgrade is played on a friendly character in play ({base.id} is not)"
    if base.title != card.title:
        allowed = _may_upgrade_over(engine, card, base)
        if allowed is None:
            return (
                f"an upgrade is played on a friendly character with the same name ({base.id} is not), "
                "unless its text allows another"
            )
        if not quiet:
            engine.note(
                "naruto.desk.upgrade", f"{card.id} may be played as an upgrade over {base.id} ({allowed})"
            )
        if (other := duplicate_of(engine, card, engine.location(base), by)) is not None:
            return f"{other.id} with the same name is already in {engine.location(base)} (no repetition)"
    return None


def _may_upgrade_over(engine: Engine, card: Card, base: Card) -> str | None:
    """The continuous effect of the card played letting it upgrade over `base` (another name), if any."""
    for definition in engine.scenario.cards:
        if definition.id != card.id:
            continue
        for spec in definition.traits:
            if spec.op == "may_upgrade_over" and engine.matches(base, spec.params, card.id):
                return spec.id
    return None


def _event(fx: InstantEffect, card: Card, by: str, engine: Engine) -> dict:
    game_op = engine.rules.effect_ops.get(fx.spec.op)
    return {
        "event": game_op.event if game_op else fx.spec.op,
        "action": None,
        "origin": "trait",
        "controller": by,
        "effect": fx.spec.id,
        "source": card.id,
    }


def _candidates(engine: Engine, card: Card, fx: InstantEffect, by: str) -> list[list[str]]:
    """Legal targets: one list per pick (chosen targets), else one list of every target."""
    spec = fx.spec
    event = _event(fx, card, by, engine)

    def legal(flt) -> list[str]:
        return [
            c.id
            for c in engine.cards.values()
            if _reachable(engine, c, flt)
            and engine.matches(c, flt, card.id)
            and possible(engine, spec.op, spec.params, c.id, event)
        ]

    if fx.picks is not None and fx.per_mission:
        found = [legal(flt) for flt in fx.picks]
        missions = sorted({engine.location(engine.cards[c]) for cards in found for c in cards})
        if missions:
            engine.note(
                "naruto.desk.every-mission", f"{spec.id} picks in each mission: {', '.join(missions)}"
            )
        return [
            [c for c in cards if engine.location(engine.cards[c]) == mission]
            for mission in missions
            for cards in found
        ]
    if fx.picks is not None:
        return [legal(flt) for flt in fx.picks]
    if spec.targets is not None:
        ids = [_target(engine, t, card, spec) for t in spec.targets]
        return [[t for t in ids if t and possible(engine, spec.op, spec.params, t, event)]]
    if spec.affects is not None:
        return [legal(spec.affects)]
    return [[by] if possible(engine, spec.op, spec.params, by, event) else []]


def _target(engine: Engine, symbol: str, card: Card, spec) -> str | None:
    """A target as written; `$opponent`: the other player of the card's controller (naruto.desk.opponent)."""
    if symbol == OPPONENT:
        other = opponent(engine, card.controller)
        engine.note("naruto.desk.opponent", f"the opponent of {card.controller} is {other}")
        return other
    return engine.resolve_symbol(symbol, card.id, spec)


def _reachable(engine: Engine, card: Card, flt) -> bool:
    """A card an effect may find: in play, or in the area its filter names (hand, deck, discard pile)."""
    return engine.in_play(card) or (flt.zone is not None and card.exists)


def _fully_applicable(engine: Engine, card: Card, fx: InstantEffect, by: str) -> bool:
    spec = fx.spec
    if fx.picks is not None:
        for combo in itertools.product(*_candidates(engine, card, fx, by)):
            engine.spend()  # the combinations grow exponentially with the picks
            if len(set(combo)) == len(combo):
                return True
        return False
    if spec.affects is not None:
        wanted = [
            c.id
            for c in engine.cards.values()
            if _reachable(engine, c, spec.affects) and engine.matches(c, spec.affects, card.id)
        ]
        return bool(wanted) and set(wanted) == set(_candidates(engine, card, fx, by)[0])
    return bool(_candidates(engine, card, fx, by)[0])


def _targets(engine: Engine, step: Step, card: Card, fx: InstantEffect, by: str) -> list[str]:
    """The targets this effect will be applied to: the scenario's picks (checked), else every legal way."""
    lists = _candidates(engine, card, fx, by)
    _note_least(engine, fx, lists)
    if fx.picks is None:
        return lists[0]
    options = _pick_options(engine, lists, fx.up_to)
    chosen = engine.choices.decisions["targets"].get(fx.spec.id)
    if chosen is not None:
        if sorted(chosen) not in [sorted(o) for o in options]:
            where = f"{step.path}.play.targets.{fx.spec.id}"
            legal = "; ".join(", ".join(o) for o in options) or "none"
            raise ScenarioError(
                [Problem(where, f"{', '.join(chosen)} is not a legal choice (legal: {legal})")]
            )
        return list(chosen)
    if not options:
        return []
    index = engine.choose(
        f"step {step.index}: targets of {fx.spec.id}",
        decider_of(engine, by, fx.decider),
        options,
        "naruto.decider",
        f"the targets of {fx.spec.id}",
    )
    return list(options[index])


def _note_least(engine: Engine, fx: InstantEffect, lists: list[list[str]]) -> None:
    """ "The weakest", "the lowest cost": which cards that left (naruto.desk.least)."""
    filters = fx.picks if fx.picks is not None else (fx.spec.affects,)
    least = next((p for f in filters if f is not None for name, p in f.extra if name == "least"), None)
    if least is not None:
        found = sorted({c for cards in lists for c in cards})
        engine.note(
            "naruto.desk.least",
            f"{fx.spec.id}: the lowest {least.stat} among them: {', '.join(found) or 'none'}"
            + (" (tied: the player picks)" if len(found) > 1 else ""),
        )


def _pick_options(engine: Engine, lists: list[list[str]], up_to: bool = False) -> list[list[str]]:
    """Every set of distinct cards, one per pick, as many picks as can be filled (as much as possible); "up
    to N": any number of them, one at least (picking none is not applying the effect)."""
    best, seen, options = 0, set(), []
    for combo in itertools.product(*([None, *cards] for cards in lists)):
        engine.spend()  # the combinations grow exponentially with the picks
        cards = [c for c in combo if c is not None]
        key = frozenset(cards)
        if len(key) != len(cards) or (len(cards) < best and not up_to) or key in seen or not cards:
            continue
        if len(cards) > best and not up_to:
            best, options = len(cards), []
        best = max(best, len(cards))
        seen.add(key)
        options.append(cards)
    return options if best else []


def _note_as_much_as_possible(engine: Engine, card: Card, fx: InstantEffect, targets: list[str]) -> None:
    spec = fx.spec
    if fx.picks is not None and len(targets) < len(fx.picks) and not fx.up_to:
        text = f"only {len(targets)} of the {len(fx.picks)} targets can be chosen: all of them"
    elif fx.picks is not None and len(targets) > 1:
        text = f"all {len(targets)} of its targets are affected"
    elif fx.picks is None and spec.affects is not None:
        found = [
            c.id
            for c in engine.cards.values()
            if _reachable(engine, c, spec.affects) and engine.matches(c, spec.affects, card.id)
        ]
        left = [c for c in found if c not in targets]
        if not left:
            return
        text = f"{', '.join(left)} cannot be affected; it is applied to all the others"
    else:
        return
    engine.note("naruto.instant.all-of-it", f"{spec.id}: {text} (as much as possible)")


IF_YOU_DO = "naruto.desk.if-you-do"


def _apply(engine: Engine, step: Step, card: Card, fx: InstantEffect, by: str) -> None:
    spec, st = fx.spec, state(engine)
    if fx.if_you_do is not None:
        done = fx.if_you_do in st.done
        engine.note(
            IF_YOU_DO,
            f"{spec.id} {'happens' if done else 'does not happen'}: {fx.if_you_do} did "
            f"{'something' if done else 'nothing'} (if you do)",
        )
        if not done:
            return
    targets = _targets(engine, step, card, fx, by)
    if not targets:
        rule = "naruto.instant.if-able" if fx.must else "naruto.instant.optional"
        engine.note(rule, f"{spec.id} has nothing it can be applied to: nothing happens")
        return
    if not fx.must:
        decided = engine.choices.decisions.get(spec.id)
        use = engine.choose(
            f"step {step.index}: use {spec.id}",
            by,
            ["apply it", "do not apply it"],
            "naruto.instant.optional",
            f"whether to apply {spec.id} (instant effects are optional unless MUST)",
            preset=None if decided is None else (0 if decided else 1),
        )
        if use == 1:
            return
    elif fx.if_able:
        engine.note("naruto.instant.if-able", f"{spec.id} is MUST, IF ABLE and it can be applied: it must be")
    _note_as_much_as_possible(engine, card, fx, targets)
    if len(targets) > 1:
        engine.note(
            "naruto.snapshot-targeting", f"{spec.id} applies to {', '.join(targets)} at once (snapshot)"
        )
    st.staging = []
    engine.state.changed_by.discard(spec.id)  # (what this application does, not an earlier one)
    engine.activate(
        replace(spec, targets=tuple(targets), affects=None), action=f"play-{step.index}", controller=by
    )
    if spec.id in engine.state.changed_by:
        st.done.add(spec.id)
    staged, st.staging = st.staging, None
    commit(engine, staged, decider_of(engine, by, fx.decider), fx.decider)
    engine.settle()
    engine.note("naruto.sequence.repeat", f"after {spec.id}, static effects are checked and applied again")
    _note_snapshot(engine, card, fx, by, targets)
    resolve_chain(engine)


def _note_snapshot(engine: Engine, card: Card, fx: InstantEffect, by: str, targets: list[str]) -> None:
    """Cards that match the effect's targets only after its own changes were not among them: its targets
    were checked first."""
    if fx.picks is not None or fx.spec.affects is None:
        return
    now = [c for c in _candidates(engine, card, fx, by)[0] if c not in targets]
    if now:
        engine.note(
            "naruto.snapshot-targeting.checked-first",
            f"{', '.join(now)} now also match{'es' if len(now) == 1 else ''} {fx.spec.id}, but its targets "
            "were checked before it changed anything: not affected",
        )
