"""Equipping a card by an effect (compiler 15, part C): "Battle, * Gold: Equip a target Spell in your hand
to Kota.", "Target a Follower in your hand or discard pile: Attach it to Rai, paying 4 less Gold." (the
Desk's own rule l5r.desk.equip).

`{choose: {type: spell, zone: hand, owner: $controller, there_as_taken: true}, targeting: true, equip: {to:
$source, less: 0}}`: its player attaches the target card, one of his own out of play (his hand or discard
pile), to the Personality `to` names, paying its entering-play Gold cost (card features, Gold Cost: the Gold
Cost stat with its modifiers, less his reductions, the card's own "Equips to a Courtier for 2 less Gold" for
that bearer, and `less`, never below 0) by bowing gold-producing cards as for any Gold cost (gold.py). Under
a ":gstar:" cost (a Gold cost of "*", recruiting.py) the cards bowed are those the `use` step names in
`pay_with`; an ability with no Gold cost before its colon ("Attach it to Itao, paying all costs") has its
Gold paid by the effect with the same `pay_with` (`paid_in_effects`). "in your hand or discard pile"
chooses among both areas (`in_areas`, with `everywhere`). Before anything is paid the Desk checks that the
card could attach there: its bearer is a Personality in play, a Spell attaches only to a Shugenja (glossary
S, Shugenja), no attach restriction refuses it (attach_restrictions.py), and a Follower's Honor Requirement
is not above its player's Family Honor. If it could not, or its player cannot pay, nothing happens. Once
paid, the card enters play attached to the Personality (its entering-play triggers answer, as a card
entering play does).

A Weapon or Armor is not equipped: how many Weapons or Armor a Personality may attach is not modelled
(compiler 14, part E refuses created ones for the same reason), so its attaching could not be judged.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import INTEGER, TEXT, closed, described
from ...language.vocabulary import FilterField, Op
from ...state.zones import change_zone
from . import gold
from .attach_restrictions import refusal, refusing_rule
from .attachments import ATTACH, SPELLS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card
    from .ability_def import Ability
    from .params import Use

EQUIP = DeskRule(
    "l5r.desk.equip",
    "equip",
    "Equipping a card by an effect, paying its Gold cost",
    '"Equip a target Spell in your hand to Kota" (an ability whose cost is ":gstar:", a Gold cost of '
    '"*"): its player attaches the target card, his own, from his hand or discard pile to the Personality '
    "the text names, paying its entering-play Gold cost (its Gold Cost with modifiers, less his reductions, "
    "the card's own \"Equips to a Courtier for 2 less Gold\" for that Personality and what the text takes "
    "off, never below 0) by bowing gold-producing cards as for any Gold cost, with the cards the use names "
    "to bow. It is equipped only where it could attach: to a Personality in play, a Spell only to a "
    "Shugenja, not where an attach restriction refuses it, and a Follower only if his Family Honor is at "
    "least its Honor Requirement; all this is checked before he pays. If it could not attach, or he cannot "
    "pay, nothing happens. Once paid, the card enters play attached to the Personality. Weapons and Armor "
    "are not equipped by the Desk (how many a Personality may attach is not modelled). \"Attach it to Rai, "
    'paying 4 less Gold" and "... paying all costs" are read the same way, the Gold paid by the effect with '
    "the cards the use names (the ability has no Gold cost of its own).",
    "The rules documents the Desk holds (card features, effects, glossary S) do not cover this: the Equip "
    "rulebook action is not in the corpus, which does not explain the \"* Gold\" cost icon either.",
    "Card text (Iuchi Kota's \"Equip a target Spell in your hand to Kota\"), card features' Gold Cost (the "
    "entering-play cost and its reductions) and Honor Requirement (a Follower's standards of honor in its "
    "employer; card text prints \"ignoring Honor Requirements\" on such effects), glossary S (only Shugenja "
    "attach Spells), and the Desk's readings of \"* Gold\" (/rules/desk/l5r/#recruit) and of attach "
    "restrictions (/rules/desk/l5r/#attach-restrictions).",
    "Equip by an effect: pay the card's Gold cost, then it enters play attached to the Personality named",
)
register_desk_rules(GAME, (EQUIP,))

FIELDS = {
    "to": described(TEXT, "the Personality it is attached to (a card id or $symbol: $source, $performer)"),
    "less": described(INTEGER, "how much less than its entering-play Gold cost ('paying 2 less Gold')"),
}
NOT_EQUIPPED = ("Weapon", "Armor")  # how many a Personality may attach is not modelled


@dataclass(frozen=True, slots=True)
class Equip:
    to: str
    less: int = 0


def _parse(node: Node, ctx: ParseContext) -> Equip | None:
    value = node.child_mapping("equip", "{to: $source, less: 2} (the Personality it is attached to)", FIELDS)
    if value is None:
        return None
    to = value.text("to")
    ctx.known_card(value, "to", to, symbols=True)
    less = value.integer("less", 0) or 0
    if less < 0:
        value.error("less is a number of 0 or more", "less")
    return Equip(to or "", less)


def _cannot_equip(engine: Engine, card: Card, bearer: Card | None, by: str) -> str:
    """Why the card could not be equipped to ``bearer`` by ``by`` ("" if it could), before he pays."""
    if card.owner != by:
        return f"{card.id} is not {by}'s own card"
    if card.type not in ("follower", "item", "spell"):
        return f"{card.id} is a {card.type}: only Followers, Items and Spells are equipped"
    kinds = NOT_EQUIPPED if card.type == "item" else ()
    if any(kind in engine.keyword_names(card) for kind in kinds):
        return f"{card.id} is a Weapon or Armor: how many a Personality may attach is not modelled"
    if bearer is None or not engine.in_play(bearer) or bearer.type != "personality":
        return f"{bearer.id if bearer else 'its bearer'} is not a Personality in play"
    if card.type == "spell" and "Shugenja" not in engine.keyword_names(bearer):
        return f"{bearer.id} is not a Shugenja: {card.id}, a Spell, cannot be attached to him"
    if why := refusal(engine, card, bearer):
        return why
    return _honor_requirement(engine, card, by)


def _honor_requirement(engine: Engine, card: Card, by: str) -> str:
    if card.type != "follower" or "honor_requirement" not in card.base_stats:
        return ""
    needed = engine.stat(card.id, "honor_requirement").value
    honor = engine.stat(by, "family_honor").value
    if isinstance(needed, int) and isinstance(honor, int) and honor < needed:
        return f"{by}'s Family Honor {honor} is lower than {card.id}'s Honor Requirement {needed}"
    return ""


def _perform(engine: Engine, params: Equip, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    by = event.get("controller")
    if card is None or by is None or engine.in_play(card):
        return False
    bearer = engine.cards.get(engine.resolve_symbol(params.to, event.get("source")) or "")
    why = _cannot_equip(engine, card, bearer, by)
    if why or bearer is None:
        rule = (bearer is not None and refusing_rule(engine, card, bearer)) or EQUIP.id
        rule = SPELLS if "a Spell, cannot" in why else rule
        engine.note(rule, f"{target} is not equipped: {why}; nothing is paid")
        return False
    action = event.get("action") or ""
    pay_with = engine.game_state.star_pay_with.get(action, ())
    record = _pay(engine, event, by, target, pay_with, params.less, bearer.id)
    engine.game_state.payments[action or f"equip:{target}"] = record
    if not record["paid"]:
        engine.note(EQUIP.id, f"{by} does not pay for {target}: it is not equipped")
        return False
    engine.note(EQUIP.id, f"{by} equips {target} to {bearer.id} for {record['needed']} Gold")
    card.attached_to = bearer.id  # before the move, so the card is in play as its bearer is
    change_zone(engine, card, "attached", event="entered", bearer=bearer.id)
    card.attached_at = engine.tick()
    engine.touch(card.id, bearer.id)
    engine.note(ATTACH, f"{target} enters play attached to {bearer.id}: an instantaneous effect")
    return True


def _pay(
    engine: Engine, event: dict, by: str, target: str, pay_with: tuple[str, ...], less: int, to: str
) -> dict[str, Any]:
    """The payment settles the game (Gold Production under its conditions): meanwhile the equipping, an
    instantaneous effect being performed, is no effect that applies to anything, so it is set aside (as
    recruiting.py's payment)."""
    active = engine.store.by_id.get(event.get("effect") or "")
    status = active.status if active is not None else None
    if active is not None:
        active.status = "ended"
    try:
        return gold.pay_gold(engine, by, target, None, pay_with, f"equipping {target}", less=less, to=to)
    finally:
        if active is not None and status is not None:
            active.status = status


def _parse_areas(node: Node, ctx: ParseContext, key: str) -> tuple[str, ...]:
    areas = tuple(node.text_list(key))
    if not areas or set(areas) - set(AREAS):
        node.error(f"in_areas names areas out of play: {', '.join(AREAS)}", key)
    return areas


def _in_areas(engine: Engine, card: Card, areas: tuple[str, ...], source: str | None) -> bool:
    return card.exists and engine.rules.zone_family(card.zone) in areas


AREAS = ("hand", "discard")
FILTER_FIELDS = {
    "in_areas": FilterField(
        _parse_areas,
        _in_areas,
        "'a target Follower in your hand or discard pile': the card is in one of these areas out of play "
        "(with everywhere: true, so that a choice looks out of play)",
        {"type": "array", "items": {"enum": list(AREAS)}, "minItems": 1},
        relational=False,
    )
}


def paid_in_effects(engine: Engine, action: str, ability: Ability, params: Use) -> Use:
    """ "Attach it to Haruto, paying 2 less Gold" (no Gold cost before the colon): the Gold is paid by the
    equipping, an effect, with the cards the use names in `pay_with` (kept for it as a "* Gold" cost keeps
    them); the ability's own cost then has none to pay. Any other use is returned unchanged."""
    cost = ability.cost
    if not params.pay_with or (cost is not None and (cost.gold or cost.star)):
        return params
    if not any(effect.op == "equip" for effect in ability.effects):
        return params
    engine.game_state.star_pay_with[action] = tuple(params.pay_with)
    engine.note(EQUIP.id, f"{action} pays Gold in its effects: the cards named pay for the equipping")
    return replace(params, pay_with=())


OPS = {
    "equip": Op(
        _parse,
        _perform,
        "equip",
        value=closed(FIELDS, "to"),
        doc="'Equip a target Spell in your hand to Kota', 'Attach it to Rai, paying 4 less Gold': its player "
        "pays the target card's entering-play Gold cost less `less` (with the use's pay_with: under a "
        "`gold_star` cost, or when the ability has no Gold cost) and it enters play attached to the "
        "Personality `to` names, if it could attach there (l5r.desk.equip).",
        substitute=False,
    ),
}
