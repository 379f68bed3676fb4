"""Whether a Battle action may be taken where its performer is: the Rule of Location as the effects document
states its exceptions (blind cards rule, examples 2 and 3). During a battle, a Battle action is legal if its
performer is at the current battlefield, or if its text says it can move a unit there. What the text can do is
read from the text alone (the blind cards rule: effects that would prevent the move do not count), and a
condition in that text ("if he has Water") is checked like the rest of the text. A choice within the action
(`choice` on the ability: "move him to the current battlefield or home") must be made so as to keep the action
legal (effects document, choices): only the options whose text can move a unit there are open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.matching import holds
from ...state.game_state import Active
from . import any_location
from .battlefield import CURRENT_BATTLEFIELD, current_battlefield

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec
    from ...state.game_state import Card
    from .ability_def import Ability

EXCEPTION = "l5r.blind-cards.location"
PRESENCE = "l5r.desk.presence-not-checked"
TEXT_CONDITION = "l5r.blind-cards.text-condition"
KEEP_LEGAL = "l5r.choices.keep-action-legal"
FROM_HOME = "l5r.desk.battle-actions-from-home"


def location_problem(
    engine: Engine, card: Card, ability: Ability, performer: Card, by: str
) -> tuple[str, str] | None:
    """None when the Rule of Location allows the action; otherwise (why not, the rule)."""
    here = _restricting(engine, ability, performer)
    if here is None or any_location.lifts(engine, card, ability, performer, here):
        return None
    readings = [ability.effects + option for option in ability.options] or [ability.effects]
    for effects in readings:
        found = _moved_here(engine, effects, here, card, by)
        if found:
            spec, movable = found
            rule = TEXT_CONDITION if spec.condition is not None else EXCEPTION
            engine.note(
                rule,
                f"{ability.id} is legal although {performer.id} is not at {here}: its text can move"
                f" {', '.join(movable)} there (read from its text alone)",
            )
            return None
    moves = [spec for effects in readings for spec in moving_here(effects, here)]
    rule = TEXT_CONDITION if any(spec.condition is not None for spec in moves) else EXCEPTION
    condition = ": a condition in its text is not met" if rule == TEXT_CONDITION else ""
    why = f"{performer.id} is not at {here}, the current battlefield, and its text cannot move a unit there"
    return why + condition, rule


def note_presence(engine: Engine, ability: Ability, by: str) -> None:
    """Say so when a Battle action is taken by a player with no unit at the current battlefield: the Desk does
    not check presence (l5r.desk.presence-not-checked), so the answer must not look as if it had."""
    here = current_battlefield(engine)
    if "Battle" not in ability.designators or here is None or "Absent" in ability.keywords:
        return
    if any(_a_unit_of(engine, c, by, here) for c in engine.cards.values()):
        return
    engine.note(
        PRESENCE,
        f"{by} controls no unit at {here}, the current battlefield; the Desk does not check presence, so"
        f" {ability.id} is played as if {by} had it",
    )


def _a_unit_of(engine: Engine, card: Card, player: str, here: str) -> bool:
    return (
        card.type == "personality" and card.controller == player and engine.in_play(card)
        and engine.location(card) == here
    )  # fmt: skip


def legal_options(engine: Engine, card: Card, ability: Ability, performer: Card | None, by: str) -> list[int]:
    """The options of the ability's choice that keep the action legal (all of them when the Rule of Location
    does not restrict it): away from the current battlefield, those whose text can move a unit there."""
    every = list(range(len(ability.options)))
    here = performer and _restricting(engine, ability, performer)
    if not here or _moved_here(engine, ability.effects, here, card, by):
        return every
    if any_location.lifts(engine, card, ability, performer, here):
        return every
    legal = [i for i in every if _moved_here(engine, ability.effects + ability.options[i], here, card, by)]
    if len(legal) < len(every):
        engine.note(
            KEEP_LEGAL,
            f"{by} must choose {_numbers(legal)} of {ability.id}: only that keeps the action legal, as"
            f" {performer.id} is not at {here}, the current battlefield",
        )
    return legal


def _numbers(indices: list[int]) -> str:
    return " or ".join(f"option {i + 1}" for i in indices)


def _restricting(engine: Engine, ability: Ability, performer: Card) -> str | None:
    """The current battlefield when the Rule of Location restricts this Battle action, else None."""
    here = current_battlefield(engine)
    if "Battle" not in ability.designators or here is None:
        return None
    if engine.in_play(performer) and engine.location(performer) == here:
        return None
    if engine.in_play(performer) and not _in_units(engine, performer):
        engine.note(FROM_HOME, f"{performer.id} is never in a unit: it takes its Battle actions from home")
        return None
    return here


def _in_units(engine: Engine, card: Card) -> bool:
    """A Personality, or a card attached to one: the cards that go to a battlefield."""
    return card.type == "personality" or bool(card.attached_to)


def _moved_here(
    engine: Engine, effects: tuple[EffectSpec, ...], here: str, card: Card, by: str
) -> tuple[EffectSpec, list[str]] | None:
    """The first effect of a text that can move a unit here, with the units it can move."""
    for spec in moving_here(effects, here):
        movable = [t for t in _candidates(engine, spec, card) if _text_allows(engine, spec, t, card, by)]
        if movable:
            return spec, movable
    return None


def moving_here(effects: tuple[EffectSpec, ...], here: str) -> list[EffectSpec]:
    """The effects of a text that move a card to the current battlefield."""
    return [spec for spec in effects if spec.op == "move" and spec.params.to in (CURRENT_BATTLEFIELD, here)]


def _candidates(engine: Engine, spec: EffectSpec, card: Card) -> list[str]:
    if spec.targets is not None:
        found = (engine.resolve_symbol(t, card.id, spec) for t in spec.targets)
        return [t for t in found if t in engine.cards and engine.in_play(engine.cards[t])]
    flt = spec.choose or spec.affects
    if flt is None:
        return []
    return sorted(
        c.id for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, flt, card.id)
    )


def _text_allows(engine: Engine, spec: EffectSpec, target: str, card: Card, by: str) -> bool:
    if spec.condition is None:
        return True
    reading = Active(spec, -1, card.id, by, None, (target,))  # the text as it would be activated now
    return holds(engine, spec.condition, target, reading)
