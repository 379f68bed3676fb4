"""Paying a Gold cost (card features: Gold Cost, Honor Production and Gold Production, Traits).

A payment is a procedure (`payment`, for the card paid for): while it runs, Gold Production under a
condition of the payment ("produces 3 Gold when paying for a Samurai") counts. The player bows the
gold-producing cards it chooses; each produces its current Gold Production. "Bow this card: Produce X Gold"
is shorthand for "When paying a Gold cost, you may bow this card: Produce X Gold", so using it is always
optional. A card's entering-play Gold cost is its Gold Cost stat with its modifiers, less the reductions
("pay 2 less gold") the player has for it, which end when the payment is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS, stat_change
from ...language.shapes import CARD, INTEGER, TEXT, TEXTS, closed, described
from ...language.spec import Step
from ...language.vocabulary import Op, Question, StepKind
from ...rule_ids import register_rules
from ...steps.apply import HANDLERS, begin_procedure
from ...steps.params import Procedure
from . import (
    own_cost,
    paid_for_production,
    paying_less,
    paying_reactions,
    production_costs,
    production_effects,
)
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Active, Card

ENTERING_COST = "l5r.gold.entering-play-cost"
PRODUCTION = "l5r.gold.production"
SHORTHAND = "l5r.traits.gold-shorthand"
OPTIONAL = "l5r.traits.gold-optional"
NOT_TRIGGERED = "l5r.traits.gold-not-triggered"
CREATED = "l5r.created.gold-cost"
PRODUCTION_STAT = "gold_production"

register_rules(
    GAME,
    {
        ENTERING_COST: (
            "gold-cost",
            "p2",
            "The entering-play Gold cost: the Gold Cost stat with modifiers; reductions end with the payment",
        ),
        PRODUCTION: (
            "honor-production-and-gold-production",
            "p1",
            "Gold Production is what a Holding's traits produce; a condition counts only while it applies",
        ),
        SHORTHAND: (
            "traits",
            "p13",
            "'Bow this card: Produce X Gold' is short for 'When paying a Gold cost, you may bow this card'",
        ),
        OPTIONAL: ("traits", "exc2", "Gold-producing traits on Holdings are always optional to use"),
        NOT_TRIGGERED: (
            "traits",
            "p15",
            "Traits producing Gold when paying a Gold cost need not be triggered for any given payment",
        ),
        CREATED: (
            "created-cards",
            "p5",
            "A created card's Gold cost is zero unless it is created with a Gold Cost stat",
        ),
    },
)


# --- params -----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ReduceCost:
    """`reduce_cost: 2` on a player: "pay 2 less gold" (`for`: only for cards matching this filter)."""

    amount: int
    for_cards: Filter | None = None


@dataclass(frozen=True, slots=True)
class Pay:
    """A player pays a Gold cost: the entering-play cost of card `for_card`, or `gold` (an action's)."""

    id: str | None
    by: str
    for_card: str | None
    gold: int | None
    bow: tuple[str, ...]  # the gold-producing cards the player bows
    reactions: tuple[tuple[str, str], ...] = ()  # (card, ability): Reactions used as the payment begins
    to: str | None = None  # the card the paid-for card will attach to (own_cost.py: "Attaches to a ...")
    bow_for_less: tuple[str, ...] = ()  # cards bowed to pay less (paying_less.py)


@dataclass(frozen=True, slots=True)
class GoldToPay:
    question: str
    id: str | None = None
    card: str | None = None  # `{gold_to_pay: card}`
    player: str | None = None  # the player paying (default: the card's owner)


@dataclass(frozen=True, slots=True)
class Payment:
    question: str
    id: str | None = None
    payment: str | None = None


# --- what a payment needs ---------------------------------------------------------------------------------
def reductions(engine: Engine, player: str, card: str | None) -> list[Active]:
    """The player's active cost reductions that apply to paying for `card` (None: an action's cost)."""
    found = []
    for app in engine.apps_on(player, "reduce_cost"):
        if not app.active or app.blocked or app.effect.status != "active":
            continue
        wanted = app.effect.spec.params.for_cards
        subject = engine.cards.get(card or "")
        if wanted is None or (subject is not None and engine.matches(subject, wanted, app.effect.source)):
            found.append(app.effect)
    return sorted(found, key=lambda a: a.timestamp)


def gold_due(
    engine: Engine, player: str, card: str | None, gold: int | None, less: int = 0, to: str | None = None
) -> tuple[int, list[Active]]:
    """(the gold this payment needs, the reductions taken off it): a card's entering-play Gold cost is its
    current Gold Cost stat (with every modifier) less the player's reductions for it and `less` (an effect's
    "for 3 less Gold"), never below 0."""
    if card is None or gold is not None:
        return gold or 0, []
    found = reductions(engine, player, card)
    stat = engine.stat(card, "gold_cost").value
    stat = stat if isinstance(stat, int) else 0
    own = own_cost.less(engine, player, card, to)
    text_less = less
    less += sum(a.spec.params.amount for a in found) + own
    subject = engine.cards[card]
    text = f"{card}'s entering-play Gold cost: its Gold Cost {stat}"
    if found or own or text_less:
        why = [a.id for a in found] + ["its own trait"] * bool(own)
        why += ["the effect paying for it"] * bool(text_less)
        text += f", less {less} ({', '.join(why)})"
    engine.note(ENTERING_COST, f"{text} = {max(stat - less, 0)}")
    if subject.created:
        text = f"{card} is created: its Gold cost is the Gold Cost stat it was created with, {stat} (else 0)"
        engine.note(CREATED, f"{text}, not the Gold cost of what created it")
    return max(stat - less, 0), found


def explain_production(engine: Engine, card: Card, stat: str) -> None:
    """A special condition of Gold production changes a card's Gold Production only while it applies, at
    the time the value is checked (asked): each conditional change that could reach the card, and whether
    it applies now."""
    if stat != PRODUCTION_STAT:
        return
    for active in engine.store.effects:
        if not _conditional_change(engine, active, card):
            continue
        app = active.apps.get(card.id)
        if app is not None and app.active and not app.blocked:
            text = f"{active.id}'s condition holds now: it counts in {card.id}'s Gold Production"
        else:
            text = f"{active.id}'s condition does not hold now: not counted in {card.id}'s Gold Production"
        engine.note(PRODUCTION, text)


def _conditional_change(engine: Engine, active: Active, card: Card) -> bool:
    """An effect in force changing the card's Gold Production under a condition, whether or not it holds."""
    spec = active.spec
    change = stat_change(spec)
    if active.status != "active" or change is None or change.stat != PRODUCTION_STAT:
        return False
    if spec.condition is None:
        return False
    if spec.affects is not None and not engine.matches(card, spec.affects, active.source):
        return False
    return card.id in engine.candidates(active)


def producers(engine: Engine, player: str) -> list[str]:
    """The player's cards that can bow now to produce Gold: in play, unbowed, with a Gold Production."""
    return [
        c.id
        for c in sorted(engine.cards.values(), key=lambda c: c.id)
        if c.controller == player and _produces(engine, c.id, player) is None
    ]


def _produces(engine: Engine, card_id: str, player: str) -> str | None:
    """Why this card cannot bow to produce Gold for this player's payment, or None."""
    card = engine.cards[card_id]
    if PRODUCTION_STAT not in card.base_stats:
        return f"{card_id} has no Gold Production"
    if card.controller != player:
        return f"{card_id} is not {player}'s"
    if not engine.in_play(card):
        return f"{card_id} is not in play"
    if card.flag("bowed"):
        return f"{card_id} is bowed"
    return paid_for_production.refusal(engine, card_id)  # "When paying for a Holding, produce 2 Gold"


# --- paying -----------------------------------------------------------------------------------------------
def pay_gold(
    engine: Engine,
    by: str,
    card: str | None,
    gold: int | None,
    bow: tuple[str, ...],
    what: str,
    reactions: tuple[tuple[str, str], ...] = (),
    less: int = 0,
    to: str | None = None,
    bow_for_less: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Make one payment (the `payment` procedure runs meanwhile): the record of what it needed and produced.
    Nothing is bowed when the named cards cannot produce enough. `less`: an effect's "for N less Gold"."""
    procedure = Procedure("payment", player=by, for_card=card)
    begin_procedure(engine, procedure)
    engine.settle()  # Gold Production under a condition of this payment now counts
    needed, reduced = gold_due(engine, by, card, gold, less, to)
    lowered, unlowered = paying_less.lowered(engine, by, card, bow_for_less)  # "it enters play for 3 less"
    needed = max(needed - lowered, 0)
    record: dict[str, Any] = {"for": what, "by": by, "needed": needed, "bowed": [], "produced": 0}
    record["available"] = {c: _current(engine, c) for c in producers(engine, by)}  # may bow, and for how much
    problems = [why for c in bow if (why := _produces(engine, c, by))]
    problems += unlowered
    problems += [f"{c} is bowed to pay less, not to produce Gold" for c in bow_for_less if c in bow]
    further, unpaid = ([], []) if problems else production_costs.extra_bows(engine, by, bow)
    problems += unpaid  # "Bow one of your other Farm Holdings to produce 4 Gold"
    production = {} if problems else {c: _production(engine, c, card) for c in bow}
    if not problems:  # "When paying a Gold Cost, produce 1 Gold": before the cards named are bowed
        paying_reactions.use_during(engine, by, reactions, record)
    if not problems and sum(production.values()) + record["produced"] < needed:
        total = sum(production.values()) + record["produced"]
        problems.append(f"{needed} Gold needed, the cards named and the Reactions used produce {total}")
    if problems:
        rule = ENTERING_COST if card else PRODUCTION
        engine.note(rule, f"{by} cannot pay {needed} Gold for {what}: {'; '.join(problems)}")
        _end(engine, procedure)
        return record | {"paid": False, "why": "; ".join(problems)}
    _note_unused(engine, by, bow)
    if bow_for_less:  # "Bow: When paying for a Follower, it enters play for 3 less Gold" (paying_less.py)
        record["paid_less"] = lowered
        if not all(_bow(engine, c, by) for c in bow_for_less):  # a prevented bowing lowers nothing
            record["bowed"] += [c for c in bow_for_less if engine.cards[c].flag("bowed")]
            _end(engine, procedure)
            return record | {"paid": False, "why": "a card bowed to pay less was not bowed"}
        record["bowed"] += list(bow_for_less)
    if not all(_bow(engine, c, by) for c in further):  # a prevented further cost produces nothing
        record["bowed"] += [c for c in further if engine.cards[c].flag("bowed")]
        _end(engine, procedure)
        return record | {"paid": False, "why": "a further cost of producing Gold was not paid"}
    record["bowed"] += further
    for producer, amount in production.items():
        if _bow(engine, producer, by):  # a prevented bowing produces nothing
            record["bowed"].append(producer)
            record["produced"] += amount
            production_effects.after_bowing(engine, producer, by)  # "Produce 2 Gold and lose 1 Honor"
    record["paid"] = record["produced"] >= needed
    ended = reduced if record["paid"] else []
    for active in ended:  # "paying less gold" ends when the payment is made
        engine.end_effect(active, f"the payment for {what} is made", ENTERING_COST)
    record["reductions_ended"] = [a.id for a in ended]
    _end(engine, procedure)
    return record


def _end(engine: Engine, procedure: Procedure) -> None:
    HANDLERS["end"](engine, Step(engine.step_index, "end", procedure, ""))


def _current(engine: Engine, producer: str) -> int:
    value = engine.stat(producer, PRODUCTION_STAT).value
    return value if isinstance(value, int) else 0


def _production(engine: Engine, producer: str, card: str | None) -> int:
    """What a card bowed in this payment produces: its Gold Production now (the payment in progress)."""
    amount = _current(engine, producer)
    paying = f"paying for {card}" if card else "paying this cost"
    engine.note(PRODUCTION, f"{producer} produces {amount} Gold: its Gold Production while {paying}")
    text = f"{producer}: 'Bow this card: Produce {amount} Gold' is 'When paying a Gold cost, you may bow it'"
    engine.note(SHORTHAND, text)
    return amount


def _note_unused(engine: Engine, by: str, bow: tuple[str, ...]) -> None:
    for producer in producers(engine, by):
        if producer not in bow:
            engine.note(OPTIONAL, f"{by} does not use {producer}'s gold-producing trait: it is optional")
            engine.note(NOT_TRIGGERED, f"{producer}'s trait need not be triggered for this Gold cost")


def _bow(engine: Engine, card: str, by: str) -> bool:
    """Bowing the card is the cost of its gold-producing trait (a cost, not an effect)."""
    event = {"event": "bow", "action": None, "origin": "cost", "controller": by, "effect": f"cost:{card}",
             "source": card}  # fmt: skip
    return attempt(engine, "bow", NO_PARAMS, card, event, continuous=False)


# --- the pay step and the questions -----------------------------------------------------------------------
PAY_FIELDS = {
    "id": described(TEXT, "the payment's id (the payment question names it)"),
    "by": described(TEXT, "the player paying"),
    "for": described(CARD, "the card whose entering-play Gold cost is paid"),
    "gold": described({"type": "integer", "minimum": 0}, "a Gold cost of N (instead of for)"),
    "bow": described(TEXTS, "the gold-producing cards the player bows to pay"),
    "reactions": paying_reactions.FIELD,
    "to": described(CARD, "with for: the card it is paid to attach to ('Attaches to a X for 1 less Gold')"),
    "bow_for_less": paying_less.STEP_FIELD,
}
REDUCTION_FIELDS = {
    "amount": described(INTEGER, "how much less gold"),
    "for": {"vocabulary": "filter", "description": "only a payment for a card matching this filter"},
}


def _parse_pay(node: Node, ctx: ParseContext) -> Pay | None:
    if not node.is_mapping("{by: player, for: card (or gold: N), bow: [cards producing Gold]}"):
        return None
    node.keys_allowed(PAY_FIELDS)
    card = node.text("for", None)
    ctx.known_card(node, "for", card)
    gold = node.integer("gold", None)
    if (card is None) == (gold is None):
        node.error("say what is paid: a card's entering-play Gold cost (for: id), or a Gold cost (gold: N)")
    if gold is not None and gold < 0:
        node.error("a Gold cost is 0 or more", "gold")
    bow = tuple(node.text_list("bow", []))
    for producer in bow:
        ctx.known_card(node, "bow", producer)
    reactions = paying_reactions.parse_reactions(node, ctx)
    to = node.text("to", None)
    ctx.known_card(node, "to", to)
    if to is not None and card is None:
        node.error("to names the card a card paid for attaches to: give for: too", "to")
    less = paying_less.parse_cards(node, ctx)
    return Pay(node.text("id", None), ctx.player(node, "by"), card, gold, bow, reactions, to, less)


def _pay(engine: Engine, step: Step) -> None:
    params: Pay = step.params
    what = params.for_card or f"a Gold cost of {params.gold}"
    record = pay_gold(
        engine, params.by, params.for_card, params.gold, params.bow, what, params.reactions, to=params.to,
        bow_for_less=params.bow_for_less,
    )
    engine.game_state.payments[params.id or f"payment@{step.index}"] = record


def parse_reduce_cost(node: Node, ctx: ParseContext) -> ReduceCost:
    """A reduction is the paying player's: it targets players (a card's own Gold Cost is a `stat` change)."""
    players = (*ctx.player_ids, "$controller")
    if node.has("affects") or any(t not in players for t in node.text_list("targets", [])):
        node.error(
            "reduce_cost targets the players who pay less (targets: [me] or $controller)", "reduce_cost"
        )
    value = node.child("reduce_cost")
    if isinstance(value.value, dict):
        value.keys_allowed(REDUCTION_FIELDS)
        wanted = ctx.filter(value.child("for")) if value.has("for") else None
        return ReduceCost(value.integer("amount"), wanted)
    return ReduceCost(node.integer("reduce_cost"))


def _gold_to_pay(engine: Engine, q: GoldToPay) -> dict:
    card = engine.cards[q.card]
    player = q.player or card.owner
    needed, reduced = gold_due(engine, player, card.id, None)
    stat = engine.stat(card.id, "gold_cost").value
    return {"value": needed, "gold_cost": stat, "reductions": [a.id for a in reduced], "rule": ENTERING_COST}


def _payment(engine: Engine, q: Payment) -> dict:
    record = engine.game_state.payments.get(q.payment)
    if record is None:
        return {"value": "not made", "rule": ENTERING_COST}
    return {"value": record["paid"], **record, "rule": ENTERING_COST}


OPS = {
    "reduce_cost": Op(
        parse_reduce_cost,
        value={"anyOf": [INTEGER, closed(REDUCTION_FIELDS, "amount")]},
        doc="'Pay N less gold': the target players' next payment (`{amount, for: filter}`: for a matching "
        "card) costs N less; the reduction ends when that payment is made.",
        instant=False,
        substitute=False,
    )
}
STEPS = {
    "pay": StepKind(
        _parse_pay,
        _pay,
        "A player pays a Gold cost (`for`: a card's entering-play cost, or `gold: N`) by bowing the "
        "gold-producing cards in `bow`.",
        closed(PAY_FIELDS, "by", oneOf=[{"required": ["for"]}, {"required": ["gold"]}]),
    )
}
QUESTIONS = {
    "gold_to_pay": Question(
        ("card", "player"),
        ("card",),
        _gold_to_pay,
        "A card's entering-play Gold cost now (its Gold Cost stat, less the player's reductions).",
        params=GoldToPay,
    ),
    "payment": Question(
        ("payment",),
        ("payment",),
        _payment,
        "A payment: paid or not (`value`), Gold `needed` and `produced`, cards `bowed` and `available`.",
        params=Payment,
    ),
}
