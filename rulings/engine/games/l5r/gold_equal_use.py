"""A `gold_equal` cost read as the ability is used (target_gold.py, compiler 20, part J): apart from the
cost's declaration, which ability_def reads through costs.py, so that this reading of an ability imports no
module that imports it back."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...errors import Problem, ScenarioError
from ...language.symbols import TARGET_SYMBOLS
from . import units
from .target_gold import GOLD_EQUAL_TARGET

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import Step
    from .ability_def import Ability


def bound(engine: Engine, step: Step, ability: Ability) -> Ability:
    """The ability with its `gold_equal` cost read into a `gold` cost from the target the use step lists
    for it (the first targets after a targeted player)."""
    cost = ability.cost
    owed = getattr(cost, "gold_equal", None)
    if cost is None or owed is None:
        return ability
    players = 1 if ability.target_player else 0
    picked = step.params.targets[players:]
    index = TARGET_SYMBOLS.index(owed.of)
    if index >= len(picked) or picked[index] not in engine.cards:
        why = f"{ability.id}'s Gold cost is equal to {owed.of}'s {owed.stat}: the use lists its targets"
        raise ScenarioError([Problem(f"{step.path}.use.targets", why)])
    card = picked[index]
    counted = [card]
    if owed.unit:  # every card in play in the unit the Personality heads
        leader = units.head(engine, engine.cards[card])
        cards = sorted(engine.cards.values(), key=lambda c: c.id)
        counted = [c.id for c in cards if leader is not None and units.head(engine, c) is leader]
    reads = [engine.stat(c, owed.stat).value for c in counted]
    value = sum(read for read in reads if isinstance(read, int))
    gold = max(value + owed.plus, 0)
    more = f" {owed.plus:+d}" if owed.plus else ""
    whose = f"{card}'s {owed.stat}"
    if owed.unit:
        whose = f"the total {owed.stat} of {card}'s unit ({', '.join(counted)})"
    engine.note(GOLD_EQUAL_TARGET.id, f"{ability.id} costs {whose} ({value}){more}: {gold} Gold")
    return replace(ability, cost=replace(cost, gold=gold, gold_equal=None))
