"""Invest: "Invest 3 Gold: Give Nigawa two +1F tokens. (After this card enters play, you may also pay the
Invest cost to get the effect, once.)".

The corpus has no rule on Invest. The printed reminder says what it is: after the card enters play, its
player may pay the Invest cost, and then gets the effect, once. The Desk plays it as the card's trait
triggered by its entering play (an enters_play trait, triggers.py) whose effect happens only if its player
pays the Invest cost then (the Desk's rule l5r.desk.invest). A card's `invest: {<trait id>: <Gold>}` names
the trait and its Invest cost; the step during which the card enters play decides whether it is paid and
with which cards (`decide: {t1: [mine, farm]}`, the gold-producing cards bowed, as a `use` step's
`pay_with`); undecided, or `decide: {t1: false}`, it is not paid and the effect does not happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...errors import Problem, ScenarioError
from ...language.reader import suggest
from ...language.vocabulary import CardField
from . import gold
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec

INVEST = DeskRule(
    "l5r.desk.invest",
    "invest",
    "Invest",
    '"Invest N Gold: <effect>" on a card that enters play (a Personality, Follower or Holding) is a trait '
    "triggered by that card entering play: its player may then pay N Gold, once, and if he pays it in full "
    "the effect happens (to the card, or to him, as the effect says). If he does not pay, or cannot, nothing "
    "happens and nothing is bowed. The Invest cost is paid as a Gold cost is (card features, Gold "
    "Production: bowing gold-producing cards), and is not part of the card's entering-play Gold cost.",
    "The corpus (card features, the effects document, the glossary's S entries) does not define Invest.",
    "The printed reminder text \"(After this card enters play, you may also pay the Invest cost to get the "
    "effect, once.)\"; the Desk reads Invest only on cards that print it (other printings' reminders, "
    '"Increase the Gold Cost by the Invest cost", describe another timing).',
    "'Invest N Gold: <effect>': after the card enters play, its player may pay N Gold, once, for the effect",
)
register_desk_rules(GAME, (INVEST,))


def _parse(node: Node, ctx: ParseContext, card_id: str) -> dict[str, int] | None:
    if not node.is_mapping("a mapping of triggered trait id to its Invest cost in Gold: {t1: 3}"):
        return None
    found = {}
    for trait_id, amount in node.value.items():
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1:
            node.error("an Invest cost is a whole number of Gold, 1 or more", trait_id)
            continue
        found[str(trait_id)] = amount
    return found


def check(scenario) -> None:
    """An Invest cost belongs to a trait triggered by its own card entering play (as the scenario begins: a
    card field does not see the traits)."""
    problems = []
    for card in scenario.cards:
        entering = {t.id for t in card.traits if t.trigger is not None and t.trigger.event == "enters_play"}
        for trait in card.extra.get("invest", {}):
            if trait not in entering:
                why = f"{card.id} has no trait triggered by entering play '{trait}'{suggest(trait, entering)}"
                problems.append(Problem(f"cards.{card.id}.invest.{trait}", why))
    if problems:
        raise ScenarioError(problems)


def cost_of(engine: Engine, spec: EffectSpec) -> int | None:
    """The Invest cost of this triggered trait (None: it is no Invest trait)."""
    own = engine.scenario.card_extra(spec.source).get("invest")
    return None if own is None else own.get(spec.id)


def invested(engine: Engine, spec: EffectSpec, what: str, controller: str | None) -> bool:
    """Whether the trait's effect may happen: it has no Invest cost, or its player pays it now (the step's
    `decide` names the cards he bows for it)."""
    amount = cost_of(engine, spec)
    if amount is None:
        return True
    decided = engine.choices.decisions.get(spec.id)
    if controller is None or not isinstance(decided, tuple | list | bool) or decided is False:
        text = f"{what}: {controller} does not pay the Invest cost ({amount} Gold): no effect"
        engine.note(INVEST.id, text)
        return False
    cards = tuple(decided) if not isinstance(decided, bool) else ()
    record = gold.pay_gold(engine, controller, None, amount, cards, f"the Invest cost of {spec.source}")
    engine.game_state.payments[f"{spec.id}.invest"] = record
    if not record["paid"]:
        why = record.get("why", "not enough Gold produced")
        text = f"{what}: the Invest cost ({amount} Gold) is not paid ({why}): no effect"
        engine.note(INVEST.id, text)
        return False
    text = f"{what}: {controller} pays the Invest cost ({amount} Gold): its effect happens"
    engine.note(INVEST.id, text)
    return True


CARD_FIELDS = {
    "invest": CardField(
        _parse,
        "'Invest 3 Gold: <effect>' (the printed reminder: after this card enters play, you may pay the "
        "Invest cost to get the effect, once): trait id -> its Invest cost in Gold; the trait (triggered by "
        "the card entering play) has its effect only if its player pays it (decide: {<trait id>: [cards "
        "bowed]}).",
        {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1},
         "description": "keyed by the trait's id"},
    )
}
