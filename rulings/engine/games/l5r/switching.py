"""Switch (glossary S of the Celestial Edition rules): cards change places with one another, the number of
them at each area staying the same."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from typing import TYPE_CHECKING, Any

from ...effects.prevention import event_prevention
from ...language.reader import Node
from ...language.vocabulary import Op, Question
from ...steps.apply import change_zone
from ...steps.choices import explorable
from . import question_params as QP
from .params import Switch

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext

ZONE = {"vocabulary": "zone"}
AREAS = {"type": "object", "additionalProperties": ZONE}  # switched card -> its new area


def legal_arrangements(engine: Engine, cards: list[str]) -> list[dict[str, str]]:
    """Every rearrangement of the cards' areas that differs from the original and keeps the same number of
    them at each area. Listing them is work: their number grows factorially with the cards."""
    engine.spend(arrangement_count(engine, cards))
    original = tuple(engine.location(engine.cards[c]) for c in cards)
    found = sorted(set(itertools.permutations(original)) - {original})
    return [dict(zip(cards, areas, strict=True)) for areas in found]


def arrangement_count(engine: Engine, cards: list[str]) -> int:
    """How many legal rearrangements there are, without listing them."""
    per_area = Counter(engine.location(engine.cards[c]) for c in cards).values()
    return math.factorial(len(cards)) // math.prod(math.factorial(n) for n in per_area) - 1


def is_legal_arrangement(engine: Engine, cards: list[str], wanted: dict[str, str]) -> bool:
    original = [engine.location(engine.cards[c]) for c in cards]
    areas = [wanted[c] for c in cards]
    return areas != original and sorted(areas) == sorted(original)


def _parse_switch(node: Node, ctx: ParseContext) -> Switch:
    cards = node.text_list("switch")
    for c in cards:
        ctx.known_card(node, "switch", c)
    if len(cards) < 2:
        node.error("switch two or more cards", "switch")
    to = node.value.get("to")
    if node.has("to"):
        if not isinstance(to, dict) or set(to) - set(cards):
            node.error("to maps each switched card to its new area", "to")
            to = None
        else:
            for key in to:
                ctx.zone(node.child("to"), key)
    return Switch(tuple(cards), to)


def _switch(engine: Engine, params: Switch, target: str, event: dict) -> bool:
    cards = list(params.cards)
    if params.to is not None:
        wanted = {c: params.to.get(c, engine.location(engine.cards[c])) for c in cards}
        if not is_legal_arrangement(engine, cards, wanted):
            engine.note("l5r.switch.rearrange", f"{wanted} is not a legal rearrangement: the switch fails")
            return False
    else:
        explorable(
            engine, arrangement_count(engine, cards), f"{event['effect']} rearranges {len(cards)} cards"
        )
        legal = legal_arrangements(engine, cards)
        if not legal:
            engine.note(
                "l5r.switch.rearrange", "no rearrangement differs from the original: the switch fails"
            )
            return False
        index = engine.choose(
            f"step {engine.step_index}: {event['effect']} rearrangement",
            event.get("controller"),
            legal,
            "l5r.switch.rearrange",
            "where each switched card goes",
        )
        wanted = legal[index]
    moves = {c: z for c, z in wanted.items() if z != engine.location(engine.cards[c])}
    for card_id, zone in moves.items():
        blocker, _ = event_prevention(engine, {**event, "event": "move"}, card_id, continuous=False)
        reason = engine.rules.may_enter(engine, engine.cards[card_id], zone)
        if blocker is not None or reason:
            why = f"prevented by {blocker.id}" if blocker is not None else reason
            engine.note(
                "l5r.switch.all-or-none", f"moving {card_id} fails ({why}): every move of the switch fails"
            )
            return False
    for card_id, zone in moves.items():
        change_zone(engine, engine.cards[card_id], zone, event="moved")
    engine.note("l5r.switch.all-or-none", f"switched: {', '.join(f'{c} to {z}' for c, z in moves.items())}")
    return True


def _switch_arrangements(engine: Engine, q: QP.SwitchArrangements) -> dict:
    legal = legal_arrangements(engine, q.cards)
    engine.note("l5r.switch.rearrange", f"{len(legal)} legal rearrangement(s) of {', '.join(q.cards)}")
    answer: dict[str, Any] = {"value": legal, "count": len(legal)}
    if q.to is not None:
        wanted = {c: q.to.get(c, engine.location(engine.cards[c])) for c in q.cards}
        answer["legal"] = is_legal_arrangement(engine, q.cards, wanted)
    return answer


OPS = {
    "switch": Op(
        _parse_switch,
        _switch,
        "switch",
        fields={"to": {**AREAS, "description": "card -> its new area"}},
        doc="Switches the places of these cards (`to`: the arrangement).",
        value={"type": "array", "items": {"type": "string"}},
    ),
}
QUESTIONS = {
    "switch_arrangements": Question(
        ("cards", "to"),
        ("cards",),
        _switch_arrangements,
        "The legal rearrangements of a switch; `legal` for `to`.",
        params=QP.SwitchArrangements,
    ),
}
