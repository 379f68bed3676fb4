"""Reactions to an action's targeting, taken before the action resolves (the Desk's own rule,
/rules/desk/l5r/#reaction-to-targeting): "After a Ranged Attack targets one of your cards: Give the Ranged
Attack -3 strength", "After another player's action targets your performing Kensai ...: Negate his destruction
from the action's effects". Their effects change what the action is about to do, so they happen after its
targets are chosen and before its effects resolve.

The `use` step names the action (`reacts_to: strike`, an action a later step takes) and comes before it, as an
Interrupt's does. The Reaction's trigger (`event: targeted`, `card`/`of`, `by`, and `with: ranged_attack`: the
targeting effect's op) is checked against the targets that later step picks (its `targets`, or its `decide`
for an action's targeting effects); otherwise the use is refused and changes nothing. Its text's `$reacted`
is that action (`attack_strength: {action: $reacted}`, `prevent: {effects_of: $reacted}`), and its
`$reacted_card` the card of the trigger's kind (`of`) that action targets ("After an action targets one of
your Personalities: Negate his destruction ..."); if it targets several such cards, which one is not said and
the use of a text naming `$reacted_card` is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.binding import bind
from ...language.vocabulary import Symbol
from . import action_windows, event_negation, optional_effects, several_targets
from .desk_rules import REACTION_TO_TARGETING

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec, Step
    from ...state.game_state import Card
    from .ability_def import Ability

REACTED = "$reacted"
REACTED_CARD = "$reacted_card"  # the targeted card a Reaction to a kind of card's targeting answers
ABILITY_SCOPE = "ability"  # abilities.ABILITY_SCOPE: filled when an ability is used
SYMBOLS = {
    REACTED: Symbol(
        "the action a Reaction to targeting reacts to (the use step's reacts_to)",
        {"action": ABILITY_SCOPE},
        "in a Reaction's text",
    ),
    REACTED_CARD: Symbol(
        "the card the action a Reaction reacts to targets, of the kind its trigger names ('After an action "
        "targets one of your Personalities: Negate his destruction ...'), or the card whose event the "
        "Reaction answers ('After your target Personality enters play: ... attach it to him')",
        dict.fromkeys(("card", "targets", "of"), ABILITY_SCOPE),
        "in a Reaction's text",
    ),
}


def problem(engine: Engine, step: Step, card: Card, ability: Ability) -> tuple[str, Ability]:
    """(why the Reaction cannot react to the named action now or "", the ability with `$reacted` bound)."""
    action = step.params.reacts_to
    trigger = ability.trigger
    if trigger is not None and trigger.event == action_windows.RESOLVING:
        return action_windows.problem(engine, step, card, ability, _taking(engine, step, action))
    if trigger is not None and trigger.event == event_negation.EVENT_RESOLVING:  # compiler 18, part C
        return event_negation.problem(engine, step, card, ability)
    if trigger is None or trigger.event not in ("targeted", "would_target"):
        return f"{ability.id} is no Reaction to an action's targeting", ability
    if action in engine.state.actions:
        return f"{action} has already resolved", ability
    later = _taking(engine, step, action)
    if later is None:
        return f"no later step takes {action}", ability
    whose = later.params.by
    if trigger.by is not None and (whose != step.params.by) != (trigger.by == "other"):
        return f"{action} is {whose}'s: {ability.id} reacts only to {_whose(trigger.by)} actions", ability
    if why := action_windows.kind_problem(engine, later, trigger, ability.id):
        return why, ability
    answered = [
        (op, target)
        for op, target in targeted(engine, later)
        if trigger.with_op in (None, op) and _about(engine, trigger, target, card.id)
    ]
    if not answered:
        return f"{action} does not target what {ability.id} reacts to", ability
    op, target = answered[0]
    named = bind(ability, REACTED_CARD, target)  # "his": the targeted card answered (one only)
    if named is not ability and len({t for _, t in answered}) > 1:
        cards = ", ".join(sorted({t for _, t in answered}))
        why = f"{action} targets several cards {ability.id} reacts to ({cards}): which one is not said"
        return why, ability
    engine.note(REACTION_TO_TARGETING.id, f"{ability.id} reacts to {action} targeting {target} ({op}), "
                f"before {action} resolves")  # fmt: skip
    return "", bind(named, REACTED, action)


def _taking(engine: Engine, step: Step, action: str) -> Step | None:
    later = (s for s in engine.scenario.steps if s.index > step.index and s.kind in ("action", "use"))
    return next((s for s in later if s.params.id == action), None)


def _whose(by: str) -> str:
    return "another player's" if by == "other" else "its own player's"


def _about(engine: Engine, trigger, target: str, holder: str) -> bool:
    if trigger.card is not None and engine.resolve_symbol(trigger.card, holder) != target:
        return False
    card = engine.cards.get(target)
    return trigger.of is None or (card is not None and engine.matches(card, trigger.of, holder))


def targeted(engine: Engine, later: Step) -> list[tuple[str, str]]:
    """(op, card) for each target the later step's action picks with a targeting effect."""
    if later.kind == "use":
        return _use_targets(engine, later)
    return several_targets.each_card(  # a list for a number of cards
        [(_op(e), later.decide[e.id]) for e in later.effects if _targeting(e) and e.id in later.decide]
    )


def _use_targets(engine: Engine, later: Step) -> list[tuple[str, str]]:
    p = later.params
    printed = engine.game_state.printed or {}  # (built by abilities.printed as the reaction is used)
    ability = next((a for a in printed.get(p.card or "", ()) if a.id == p.ability), None)
    if ability is None:
        return []
    option = ability.options[p.chosen - 1] if p.chosen and p.chosen <= len(ability.options) else ()
    slots = [e for e in (*ability.effects, *option) if _targeting(e)]
    picks = p.targets
    if any(e.optional for e in slots):  # None for an optional one declined (a wrong count: the step says so)
        entries = optional_effects.spread(slots, picks[1 if ability.target_player else 0 :], later.decide)
        picks = picks if isinstance(entries, str) else entries
    return several_targets.each_card(  # a list for a number of cards; None: an optional one declined
        [(_op(e), t) for e, t in zip(slots, picks, strict=False) if t is not None]
    )


def _op(effect) -> str:
    """The targeting effect's op as a trigger's `with` names it: a Melee Attack (ranged_attack with melee) is
    not a Ranged Attack ("After a Ranged Attack is targeted"; a held-out review of compiler 20 found a Melee
    Attack answered)."""
    melee = effect.op == "ranged_attack" and getattr(effect.params, "melee", False)
    return "melee_attack" if melee else effect.op


def _targeting(spec: EffectSpec) -> bool:
    return spec.choose is not None and spec.targeting
