"""Costs: what the constraints block, before the colon, tells a player to do (card features: Abilities C,
Traits).

An ability's cost ("bow one of your Personalities, pay gold, lose Honor") is paid before its effects; an
action whose cost cannot be paid cannot be taken. A triggered trait's cost is not optional: it is paid if
the player can pay it, and if he cannot, none of the trait's effects resolve. Costs are not effects: what
paying one changes is not a change the action's effects made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS
from ...errors import Problem, ScenarioError
from ...language.reader import Node, suggest
from ...language.shapes import TEXTS, closed, described
from ...language.vocabulary import CardField
from ...rule_ids import register_rules
from . import (
    ability_cost_less,
    cost_choice,
    duel_history,
    extra_costs,
    gold,
    recruiting,
    target_gold,
    unless_costs,
)
from .honor import HonorChange
from .instead_costs import INSTEAD_FIELDS, Instead, chosen_cost, parse_instead, payable_form  # compiler 18, E
from .rule_ids import GAME
from .unless_conditions import UNLESS_IF_FIELDS, parse_unless_if, unless_if_applied  # compiler 18, E

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import Condition, EffectSpec, Filter

ABILITY = "l5r.abilities.costs"
NOT_EFFECT = "l5r.effects.cost-not-effect"
TRAIT_MUST_PAY = "l5r.traits.costs-not-optional"
TRAIT_UNPAID = "l5r.traits.cost-unpaid"
BEFORE_COLON = "l5r.traits.cost-before-colon"
PREVENTED = "l5r.prevention.costs"
COST_FIELDS = {
    "bow": described(
        {"anyOf": [TEXTS, {"vocabulary": "filter"}]},
        "cards bowed ($source: 'Bow this card'), or a filter: one of the player's unbowed cards matching it",
    ),
    "lose_honor": described({"type": "integer", "minimum": 0}, "Honor the player loses"),
    "gold": described({"type": "integer", "minimum": 0}, "a Gold cost, paid by the cards the use names"),
    **extra_costs.FIELDS,  # discard, destroy, move home, give a stat change ... (COST+)
    **cost_choice.FIELDS,  # "bow or destroy one of his Weapons"
    **duel_history.COST_FIELDS,  # "You may ignore the cost of bowing X if he won a duel this turn"
    **recruiting.STAR_FIELD,  # ":gstar:", a Gold cost of "*" (the Gold a `recruit` names)
    **unless_costs.FIELDS,
    **INSTEAD_FIELDS,  # compiler 18, part E: 'You may bow one of your Mines to ignore the cost ...'
    **UNLESS_IF_FIELDS,  # compiler 18, part E: 'Bow Kyushi unless you control a Shugenja'
    **target_gold.FIELDS,  # compiler 20, part J: 'Pay Gold equal to a target's Gold Cost minus 3'
}
COST = closed(COST_FIELDS, anyOf=[{"required": [k]} for k in COST_FIELDS])

register_rules(
    GAME,
    {
        ABILITY: (
            "abilities",
            "p22",
            "Text in the constraints block telling you to do something (bow, pay gold, lose Honor) is a cost",
        ),
        NOT_EFFECT: ("definition-of-effects", "p3", "Restrictions, targeting and costs are not effects"),
        TRAIT_MUST_PAY: (
            "traits",
            "p10",
            "Costs of triggered traits are not optional: paid if the player can effectively pay them",
        ),
        TRAIT_UNPAID: (
            "traits",
            "p11",
            "If a player cannot pay a triggered trait's cost, none of its effects resolve",
        ),
        BEFORE_COLON: ("traits", "p9", "Triggered traits may include costs before the colon"),
        PREVENTED: (
            "prevention-including-negation",
            "p1",
            "Effects may prevent changes caused by costs as well as by effects ('occurrences')",
        ),
    },
)


@dataclass(frozen=True, slots=True)
class Cost:
    """What a constraints block tells the player to do; paid in this order: Gold, bowing, Honor."""

    bow: tuple[str, ...] = ()  # these cards (or $source, $performer): "Bow this card"
    bow_one: Filter | None = None  # "bow one of your Personalities": one of the player's matching cards
    lose_honor: int = 0
    gold: int = 0  # a Gold cost, paid by bowing gold-producing cards (the `use` step's `pay_with`)
    more: extra_costs.MoreCosts | None = None  # discard, destroy, move home, give -1C ... (extra_costs.py)
    either: Filter | None = None  # bow or destroy one card matching it (cost_choice.py)
    waiver: str | None = None  # whose bowing may be ignored if he won a duel this turn (duel_history.py)
    star: bool = False  # a Gold cost of "*": the Gold its text names, paid as that happens (recruiting.py)
    bow_unless: Filter | None = None
    instead: Instead | None = None  # compiler 18, part E
    bow_unless_if: Condition | None = None  # compiler 18, part E
    gold_equal: target_gold.GoldEqual | None = None  # compiler 20, part J: read as it is paid

    def describe(self, engine: Engine, source: str | None) -> str:
        parts = [f"pay {self.gold} Gold"] if self.gold else ["pay * Gold"] if self.star else []
        parts += [f"bow {engine.resolve_symbol(card, source) or card}" for card in self.bow]
        parts += ["bow one of your cards matching a filter"] if self.bow_one else []
        parts += [f"lose {self.lose_honor} Honor"] if self.lose_honor else []
        parts += self.more.describe(engine, source) if self.more else []
        parts += ["bow or destroy a card matching a filter"] if self.either else []
        return ", ".join(parts)


def parse_cost(
    node: Node, ctx: ParseContext, *, gold_allowed: bool = True, defaults: dict | None = None
) -> Cost | None:
    if not node.is_mapping("a cost: {bow: $source, lose_honor: 1, gold: 2}"):
        return None
    node.keys_allowed(COST_FIELDS)
    if not any(node.has(k) for k in COST_FIELDS):
        node.error(f"a cost names what to do: {', '.join(COST_FIELDS)}")
    bow, bow_one = (), None
    if node.has("bow") and isinstance(node.value["bow"], dict):
        bow_one = ctx.filter(node.child("bow"))
    elif node.has("bow"):
        bow = tuple(node.text_list("bow"))
        for card in bow:
            ctx.known_card(node, "bow", card, symbols=True)
    lose_honor, amount = node.integer("lose_honor", 0), node.integer("gold", 0)
    for key, value in (("lose_honor", lose_honor), ("gold", amount)):
        if isinstance(value, int) and value < 0:
            node.error(f"{key} is a number of 0 or more", key)
    if amount and not gold_allowed:
        why = "a Gold cost is modelled on abilities (the `use` step names the cards bowed), not here"
        node.error(why, "gold")
    more = extra_costs.parse(node, ctx, defaults or {})
    waiver = duel_history.parse_waiver(node, ctx)
    either = cost_choice.parse(node, ctx)
    if node.has("gold_star") and amount:
        node.error("a Gold cost is a number (gold) or '*' (gold_star), not both", "gold_star")
    star = bool(node.boolean("gold_star", False))
    unless = unless_costs.parse(node, ctx)
    instead = parse_instead(node, ctx)  # compiler 18, part E
    unless_if = parse_unless_if(node, ctx)  # compiler 18, part E
    gold_equal = target_gold.parse(node, ctx, gold_allowed)  # compiler 20, part J
    return Cost(bow, bow_one, lose_honor or 0, amount or 0, more, either, waiver, star,
                unless, instead, unless_if, gold_equal)


# --- paying -----------------------------------------------------------------------------------------------
def _unpayable(engine: Engine, cost: Cost, by: str, source: str | None) -> str:
    """Why the player cannot pay this cost now ("" if he can), judged before anything is paid."""
    for card_id in cost.bow:
        card = engine.cards.get(engine.resolve_symbol(card_id, source) or "")
        if card is None or not engine.in_play(card):
            return f"{card_id} is not in play to bow"
        if card.flag("bowed"):
            return f"{card.id} is already bowed"
    if cost.bow_one is not None and not _bowable(engine, cost.bow_one, by, source):
        return f"{by} has no unbowed card in play to bow for it"
    why = extra_costs.unpayable(engine, cost.more, by, source) if cost.more else ""
    return why or cost_choice.unpayable(engine, cost.either, source)


def _bowable(engine: Engine, wanted: Filter, by: str, source: str | None) -> list[str]:
    """ "One of your ...": the player's unbowed matching cards in play."""
    return [
        c.id
        for c in sorted(engine.cards.values(), key=lambda c: c.id)
        if c.controller == by
        and engine.in_play(c)
        and not c.flag("bowed")
        and engine.matches(c, wanted, source)
    ]


def cannot_pay(engine: Engine, cost: Cost | None, by: str, source: str | None) -> str:
    """Why the player cannot pay a cost's bowing now ("": he can, or it has none; its Gold cost is judged
    as it is paid, by the cards the player bows)."""
    cost = unless_costs.applied(engine, cost, source)
    cost = unless_if_applied(engine, cost, by, source)  # compiler 18, part E
    cost = payable_form(engine, cost, by, source, _unpayable)  # compiler 18, part E
    why = _unpayable(engine, cost, by, source) if cost is not None else ""
    return f"its cost ({cost.describe(engine, source)}) cannot be paid: {why}" if why else ""


def _cost_event(op: str, by: str, source: str | None, what: str) -> dict:
    return {"event": op, "action": None, "origin": "cost", "controller": by, "effect": f"cost:{what}",
            "source": source}  # fmt: skip


def _pay_parts(engine: Engine, cost: Cost, by: str, source: str | None, what: str) -> str:
    """Bow and lose Honor as the cost says; why it was not paid ("" if it was)."""
    bows = [engine.resolve_symbol(c, source) for c in cost.bow]
    if cost.bow_one is not None:
        options = _bowable(engine, cost.bow_one, by, source)
        index = engine.choose(f"step {engine.step_index}: cost of {what}", by, options, ABILITY,
                              f"which card to bow for the cost of {what}")  # fmt: skip
        bows.append(options[index])
    for card in bows:
        event = _cost_event("bow", by, source, what)
        if not attempt(engine, "bow", NO_PARAMS, card, event, continuous=False):
            return _prevented(engine, what, f"{card} did not bow")
    if cost.lose_honor:
        event = _cost_event("honor", by, source, what) | {"direction": "lose"}
        if not attempt(engine, "honor", HonorChange(-cost.lose_honor), by, event, continuous=False):
            return _prevented(engine, what, f"{by} did not lose {cost.lose_honor} Honor")
    failed = extra_costs.pay(engine, cost.more, by, source, what, _cost_event) if cost.more else ""
    failed = failed or cost_choice.pay(engine, cost.either, by, source, what, _cost_event)
    return _prevented(engine, what, failed) if failed else ""


def _prevented(engine: Engine, what: str, failed: str) -> str:
    """A cost is an occurrence prevention may stop (the card could bow or the Honor be lost, yet was not)."""
    engine.note(PREVENTED, f"paying the cost of {what}: {failed}; a cost can be prevented like an effect")
    return failed


def parse_pay_with(node: Node, ctx: ParseContext) -> tuple[str, ...]:
    """The `use` step's `pay_with`: the gold-producing cards its player bows to pay the Gold cost."""
    cards = tuple(node.text_list("pay_with", []))
    for card in cards:
        ctx.known_card(node, "pay_with", card)
    return cards


def pay_ability(
    engine: Engine, action: str, by: str, source: str | None, cost: Cost | None, pay_with: tuple[str, ...]
) -> str:
    """Pay an ability's cost before its effects; why the action cannot be taken ("" once paid)."""
    if pay_with and not (cost and (cost.gold or cost.star)):
        return "`pay_with` names cards to bow for a Gold cost, and this ability has none"
    if cost is not None and cost.star:
        recruiting.star_payment(engine, action, tuple(pay_with))
    if cost is not None and cost.gold_equal is not None:  # compiler 20, part J: read from the use's targets
        raise ScenarioError([Problem(action, "a Gold cost equal to a target's stat is paid only by a `use`")])
    cost = unless_if_applied(engine, cost, by, source, action)  # compiler 18, part E
    cost = chosen_cost(engine, cost, by, source, action, _unpayable)  # compiler 18, part E
    cost = duel_history.waived(engine, cost, by, source, action)
    cost = unless_costs.applied(engine, cost, source, action)
    cost = ability_cost_less.applied(engine, cost, by, source, action)
    if cost is None:
        return ""
    why = cannot_pay(engine, cost, by, source)
    if why:
        return why
    if cost.gold:
        record = gold.pay_gold(engine, by, None, cost.gold, tuple(pay_with), f"the cost of {action}")
        engine.game_state.payments[action] = record
        if not record["paid"]:
            return f"its Gold cost cannot be paid: {record.get('why', 'not enough Gold produced')}"
    why = _pay_parts(engine, cost, by, source, action)
    if why:
        return f"its cost was not paid ({why}): none of its effects happen"
    described = cost.describe(engine, source)
    engine.note(ABILITY, f"{by} pays the cost of {action} ({described}) before its effects")
    engine.note(NOT_EFFECT, f"paying the cost of {action} is not one of its effects")
    return ""


def pay_trait(engine: Engine, spec: EffectSpec, what: str, controller: str | None) -> bool:
    """A triggered trait's cost, paid (not optionally) if its player can; False: none of its effects
    resolve."""
    cost = trait_cost(engine, spec)
    if cost is None:
        return True
    source, by = spec.source, controller
    cost = unless_costs.applied(engine, cost, source, spec.id)
    cost = unless_if_applied(engine, cost, by, source, spec.id)  # compiler 18, part E
    cost = chosen_cost(engine, cost, by, source, spec.id, _unpayable)  # compiler 18, part E
    why = _unpayable(engine, cost, by, source) or _pay_parts(engine, cost, by, source, spec.id)
    described = cost.describe(engine, source)
    if why:
        text = f"{what}: its cost ({described}) is not paid ({why}): none of its effects resolve"
        engine.note(TRAIT_UNPAID, text)
        return False
    engine.note(TRAIT_MUST_PAY, f"{what}: its cost ({described}) must be paid, and is")
    engine.note(BEFORE_COLON, f"{spec.id}'s cost is before its colon: something to do, not a timing")
    engine.note(NOT_EFFECT, f"paying the cost of {spec.id} is not one of its effects")
    return True


def trait_cost(engine: Engine, spec: EffectSpec) -> Cost | None:
    state = engine.game_state
    if state.trait_costs is None:
        state.trait_costs = {
            (card.id, trait): cost
            for card in engine.scenario.cards
            for trait, cost in card.extra.get("trait_costs", {}).items()
        }
    return state.trait_costs.get((spec.source, spec.id))


def _parse_trait_costs(node: Node, ctx: ParseContext, card_id: str) -> dict[str, Cost]:
    if not node.is_mapping("a mapping of triggered trait id to its cost: {sentry: {bow: $source}}"):
        return {}
    found = {}
    for trait_id in node.value:
        if trait_id not in ctx.effect_ids:
            hint = suggest(str(trait_id), ctx.effect_ids)
            node.error(f"{card_id} has no trait '{trait_id}'{hint}", trait_id)
        cost = parse_cost(node.child(trait_id), ctx, gold_allowed=False)
        if cost is not None:
            found[str(trait_id)] = cost
    return found


def check_trait_costs(scenario) -> None:
    """A cost is paid when its trait triggers: a cost given to anything but a triggered trait of its own card
    would never be paid, so it is refused (as the evaluation begins: a card field does not see the traits)."""
    problems = []
    for card in scenario.cards:
        triggered = {t.id for t in card.traits if t.trigger is not None}
        for trait in card.extra.get("trait_costs", {}):
            if trait not in triggered:
                why = f"{card.id} has no triggered trait '{trait}'{suggest(trait, triggered)}"
                why += ": only a triggered trait's cost is paid"
                problems.append(Problem(f"cards.{card.id}.trait_costs.{trait}", why))
    if problems:
        raise ScenarioError(problems)


CARD_FIELDS = {
    "trait_costs": CardField(
        _parse_trait_costs,
        "The costs in the constraints blocks of the card's triggered traits: trait id -> {bow, lose_honor}.",
        {"type": "object", "additionalProperties": COST, "description": "keyed by the trait's id"},
    )
}
