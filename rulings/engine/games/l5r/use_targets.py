"""The targets a player picks when using an ability (`use: {..., targets: [...]}`).

An ability's text names its targets with the word "target" (card features, Abilities: targets are chosen as
the action is taken). In an ability, each effect that targets (`choose` with `targeting: true`), in the order
its effects are written (then those of the option taken), is one target of the text; the use step's `targets`
lists the cards picked for them in that order. "Target your performing X" is such an effect choosing among
`[$performer]`: the performer is listed there too. A later effect naming an earlier target ("it", "him")
writes `$target1` ... (target_refs.py) and is no target of its own.

A wrong count, or a card the text does not allow (checked against the state as the action is taken, each
target's filter reading the targets picked before it), is a scenario error naming the field and the place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...effects.target_refs import TARGET_SYMBOLS
from ...errors import Problem, ScenarioError
from . import card_text_rules, optional_effects, several_targets

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec, Step

FIELD = several_targets.FIELD  # a list for a text targeting a number of cards
RULE = card_text_rules.TARGETS


def parse(node: Node, ctx: ParseContext) -> tuple[str, ...]:
    """`targets: [a, b]` (or one id): the ids, each a card or player of the scenario."""
    if not node.has("targets"):
        return ()
    if several_targets.nested(node):  # a list for a number of cards
        return several_targets.parse(node, ctx)
    targets = tuple(node.text_list("targets", []))
    listed = node.child("targets")
    for index, target in enumerate(targets):
        if target not in ctx.player_ids:
            where, key = (listed, index) if isinstance(listed.value, list) else (node, "targets")
            ctx.known_card(where, key, target)
    return targets


def slots(effects: tuple[EffectSpec, ...]) -> list[EffectSpec]:
    """The effects of an action that target, in written order."""
    return [e for e in effects if e.choose is not None and e.targeting]


def assign(
    engine: Engine,
    step: Step,
    name: str,
    effects: tuple[EffectSpec, ...],
    source: str | None,
    players: int = 0,
) -> None:
    """Check the use step's targets against the text's targeting effects and make them that step's
    decisions (what `decide` would say for each effect id). The first `players` targets are the players the
    text targets (target_player.py checked them)."""
    if not step.params.targets:
        return
    if several_targets.assign(engine, step, name, effects, source, players):
        return
    picked = step.params.targets[players:]
    targeting = slots(effects)
    where = f"{step.path}.use.targets"
    entries = optional_effects.spread(targeting, picked, engine.choices.decisions)  # None: declined
    if isinstance(entries, str):
        given = f"{len(picked)} given" + (" after the player it targets" if players else "")
        raise ScenarioError([Problem(where, f"{name} targets {entries}; {given}")])
    for index, (spec, target) in enumerate(zip(targeting, entries, strict=True)):
        if not optional_effects.taken(engine, spec, target):  # an optional one the player declines
            continue
        flt = spec.choose
        for symbol, earlier in zip(TARGET_SYMBOLS, entries[:index], strict=False):
            flt = bind(flt, symbol, earlier)  # (a declined one, None, names nothing)
        index -= entries[:index].count(None)  # (its place in the step's list)
        cards = engine.state.cards.values()
        legal = [c.id for c in cards if engine.in_play(c) and engine.matches(c, flt, source)]
        if target not in legal:
            allowed = ", ".join(legal) or "none"
            why = f"{name}'s text does not allow {target} (legal: {allowed})"
            raise ScenarioError([Problem(f"{where}[{index + players}]", why)])
        decided = engine.choices.decisions.get(spec.id, target)
        if decided != target:
            raise ScenarioError([Problem(f"{step.path}.decide.{spec.id}", f"targets picks {target}")])
        engine.choices.decisions[spec.id] = target
    if picked:
        engine.note(RULE, f"{step.params.by} targets {', '.join(picked)} with {name}")
