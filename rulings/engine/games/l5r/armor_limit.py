"""One Armor a Personality (the Desk's rule l5r.desk.one-armor, resting on the reminder text printed on
Armor cards: "(A Personality can only have one Armor.)"): a card with the keyword Armor does not become
attached to a Personality who already has another Armor attached. Custom Barding's text lifts it for itself
and its bearer: "May attach to a Personality with exactly one other Armor." (`armor_allowance:
{beside_one_other: true}`: the card attaches to a Personality with exactly one other Armor) and "This
Personality may have two Armors." (`armor_allowance: {bearer_may_have: 2}`: while it is attached, its bearer
may have two). Judged when a card would become attached (attachments.py, equipping.py, created_attachments.py,
through attach_restrictions.refusal) and on the question's own `attached_to` set-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import CardField
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME
from .setup_refusals import refuse_setups

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

ARMOR = "Armor"
ONE_ARMOR = DeskRule(
    "l5r.desk.one-armor",
    "one-armor",
    "A Personality can only have one Armor",
    "A card with the keyword Armor does not become attached to a Personality who already has another card "
    "with the keyword Armor attached: an effect that would attach it does not attach it (nothing changes), "
    "and a question may not set up a Personality with two. Card text lifts it as it says: a card whose text "
    'says "May attach to a Personality with exactly one other Armor" attaches beside exactly one, and while '
    'a card whose text says "This Personality may have two Armors" is attached to him, he may have two. The '
    "keyword is judged as the card would attach. How many Weapons a Personality may have is not played.",
    f"{NOT_IN_CORPUS}: the corpus states no limit on the Armor a Personality has.",
    'The reminder text printed on Armor cards (Ominous Armor, Eternal Armor, Shield of the Honored Soul: "(A '
    'Personality can only have one Armor.)"); as for the other keyword reminders the Desk plays, the card\'s '
    "printed reminder is its statement of the keyword's rule, applied to every card with the keyword. Custom "
    "Barding's text for the exceptions.",
    "One Armor: a Personality can only have one Armor attached, unless card text allows two",
)
register_desk_rules(GAME, (ONE_ARMOR,))
RULE = ONE_ARMOR.id


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def _allowance(engine: Engine, card: Card) -> dict:
    return _fields(engine, card).get("armor_allowance") or {}


def refusal(engine: Engine, card: Card, bearer: Card) -> str:
    """Why ``card``, an Armor, will not attach to ``bearer`` ("" when it may, or is no Armor)."""
    if ARMOR not in engine.keyword_names(card) or bearer.type != "personality":
        return ""
    others = [c for c in engine.attached(bearer.id) if c.id != card.id and ARMOR in engine.keyword_names(c)]
    if not others:
        return ""
    if len(others) == 1 and _allowance(engine, card).get("beside_one_other"):
        return ""
    bearing = [c for c in engine.attached(bearer.id) if c is not card]
    allowed = max([1, *(_allowance(engine, c).get("bearer_may_have", 1) for c in bearing)])
    if len(others) + 1 <= allowed:
        return ""
    names = ", ".join(c.id for c in others)
    return f"{bearer.id} already has {names} attached: a Personality can only have one Armor"


def check_setup(engine: Engine) -> None:
    """A question may not set up a Personality with more Armor than the rule allows (each Armor attached to
    him is judged against the others)."""

    def why_of(card: Card) -> str:
        bearer = engine.cards.get(card.attached_to or "") if card.zone == "attached" else None
        return refusal(engine, card, bearer) if bearer is not None else ""

    refuse_setups(engine, why_of, ".attached_to", RULE)


def _parse(node: Node, ctx: ParseContext, card_id: str) -> dict:
    if not node.is_mapping("{beside_one_other: true}"):
        return {}
    node.keys_allowed({"beside_one_other", "bearer_may_have"})
    allowance = {}
    if "beside_one_other" in node.value:
        if node.value["beside_one_other"] is not True:
            node.error("beside_one_other is true", "beside_one_other")
        allowance["beside_one_other"] = True
    if "bearer_may_have" in node.value:
        most = node.integer("bearer_may_have")
        if not isinstance(most, int) or most < 2:
            node.error("bearer_may_have is a number of 2 or more", "bearer_may_have")
        allowance["bearer_may_have"] = most
    return allowance


CARD_FIELDS = {
    "armor_allowance": CardField(
        _parse,
        "Card text lifting the one-Armor rule (the Desk's rule l5r.desk.one-armor): 'May attach to a "
        "Personality with exactly one other Armor' (an Armor's text) is `beside_one_other: true`: it "
        "attaches to a Personality who has exactly one other Armor; 'This Personality may have two Armors' "
        "(an attachment's text) is `bearer_may_have: 2`: while it is attached, its bearer may have two.",
        {
            "type": "object",
            "properties": {
                "beside_one_other": {"const": True},
                "bearer_may_have": {"type": "integer", "minimum": 2},
            },
            "additionalProperties": False,
        },
    ),
}
