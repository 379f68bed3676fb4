"""Cards that will not attach, or will only attach to some bearers (the Desk's own rule,
l5r.desk.attach-restrictions): "Will only attach to a Crab Clan Personality" on an attachment is
`attaches_only_to: [{type: personality, keywords: Crab Clan}]`, "Will not attach Followers or Items" on a
Personality is `refuses_attachments: [{type: follower}, {type: item}]`, "Will not attach to a Shadowlands
Personality" on an attachment is `refuses_bearers: [{type: personality, keywords: Shadowlands}]`; each a list
of filters, any of which matches ($source: the card whose text it is). Judged when a card would become
attached (attachments.py), and on the question's own `attached_to` set-up (before the first step, with the
set-up's traits applied).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.vocabulary import CardField
from . import armor_limit
from .desk_rules import ATTACH_RESTRICTIONS
from .setup_refusals import refuse_setups

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Card

RULE = ATTACH_RESTRICTIONS.id


def _parse(node: Node, ctx: ParseContext, card_id: str) -> tuple[Filter, ...]:
    if not isinstance(node.value, list) or not node.value:
        node.error("expected a list of one or more filters (any of them)")
        return ()
    return tuple(ctx.filter(node.child(index)) for index in range(len(node.value)))


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def refusal(engine: Engine, card: Card, bearer: Card) -> str:
    """Why ``card`` will not attach to ``bearer`` ("" when no text refuses it, nor the one-Armor rule)."""
    return _text_refusal(engine, card, bearer) or armor_limit.refusal(engine, card, bearer)


def _text_refusal(engine: Engine, card: Card, bearer: Card) -> str:
    only = _fields(engine, card).get("attaches_only_to")
    if only and not any(engine.matches(bearer, flt, card.id) for flt in only):
        return f"{card.id} will only attach to the cards its text names, and {bearer.id} is none of them"
    refused = _fields(engine, bearer).get("refuses_attachments")
    if refused and any(engine.matches(card, flt, bearer.id) for flt in refused):
        return f"{bearer.id} will not attach {card.id}: his text refuses such cards"
    bearers_refused = _fields(engine, card).get("refuses_bearers")
    if bearers_refused and any(engine.matches(bearer, flt, card.id) for flt in bearers_refused):
        return f"{card.id} will not attach to {bearer.id}: its text refuses such bearers"
    return ""


def refusing_rule(engine: Engine, card: Card, bearer: Card) -> str:
    """The rule whose refusal ``refusal`` gives: the one-Armor rule's, or this module's ("" if none)."""
    if _text_refusal(engine, card, bearer):
        return RULE
    return armor_limit.RULE if armor_limit.refusal(engine, card, bearer) else ""


def check_setup(engine: Engine) -> None:
    """A question may not set up an attachment the cards' text forbids (a ScenarioError naming the card)."""

    def why_of(card: Card) -> str:
        bearer = engine.cards.get(card.attached_to or "")
        return _text_refusal(engine, card, bearer) if bearer is not None else ""

    refuse_setups(engine, why_of, ".attached_to", RULE)


FILTERS = {"type": "array", "minItems": 1, "items": {"vocabulary": "filter", "description": "a filter"}}
CARD_FIELDS = {
    "attaches_only_to": CardField(
        _parse,
        "'Will only attach to a Samurai or Bushi' (an attachment's text): the card attaches only to a card "
        "matching one of these filters; an effect attaching it elsewhere does nothing, a set-up doing so is "
        "refused (the Desk's rule l5r.desk.attach-restrictions).",
        FILTERS,
    ),
    "refuses_attachments": CardField(
        _parse,
        "'Will not attach Followers or Items' (a Personality's text): no card matching one of these filters "
        "attaches to this card; an effect attaching one does nothing, a set-up doing so is refused (the "
        "Desk's rule l5r.desk.attach-restrictions).",
        FILTERS,
    ),
    "refuses_bearers": CardField(
        _parse,
        "'Will not attach to a Shadowlands Personality' (an attachment's text): the card attaches to no card "
        "matching one of these filters; an effect attaching it to one does nothing, a set-up doing so is "
        "refused (the Desk's rule l5r.desk.attach-restrictions).",
        FILTERS,
    ),
}
