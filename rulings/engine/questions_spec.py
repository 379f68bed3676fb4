"""The questions a scenario may ask, and their validation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .reader import Node, suggest

if TYPE_CHECKING:
    from .scenario import _Parser

# question -> (fields, required fields)
QUESTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "stat": (("card", "player", "stat", "base"), ("stat",)),
    "change": (("card", "player", "stat"), ("stat",)),
    "destroyed": (("card",), ("card",)),
    "in_play": (("card",), ("card",)),
    "zone": (("card",), ("card",)),
    "controller": (("card",), ("card",)),
    "flag": (("flag", "card"), ("flag", "card")),
    "has_keyword": (("card", "keyword"), ("card", "keyword")),
    "keywords": (("card",), ("card",)),
    "effect": (("effect", "card"), ("effect",)),
    "successful": (("action",), ("action",)),
    "who_chooses": (("action",), ("action",)),
    "events": (("kind",), ()),
    "compare_stats": (("stat", "left", "right"), ("stat", "left", "right")),  # {compare_stats: force, ...}
    "resolution_order": ((), ()),
    "tokens": (("card", "kind"), ("card",)),
}


# the type of each question field (default: text); card and player fields name a known card or player
CARD_FIELDS = ("card", "left", "right", "unit_force")
PLAYER_FIELDS = ("player", "army_force")
FIELD_TYPES = {"base": "boolean", "cards": "cards", "eligible": "text_list", "to": "zones"}


def parse_question(node: Node, parser: _Parser) -> dict[str, Any]:
    if not node.is_mapping("a question mapping, e.g. {stat: force, card: samurai}"):
        return {}
    questions = QUESTIONS | {q: (g.fields, g.required) for q, g in parser.rules.questions.items()}
    present = [q for q in questions if q in node.value]
    if len(present) > 1:  # a field may share its name with a question ({compare_stats: ..., stat: ...})
        present = [q for q in present if all(p == q or p in questions[q][0] for p in present)]
    if len(present) != 1:
        node.error(f"ask exactly one question: {', '.join(questions)}")
        return {}
    name = present[0]
    fields, required = questions[name]
    node.keys_allowed((name, "id", *fields))
    value = node.value[name]
    params: dict[str, Any] = {"question": name, "id": node.text("id", None)}
    first = required[0] if required else (fields[0] if fields else None)
    if first == name or (first and not isinstance(value, dict | bool) and value is not None):
        params[first] = _field(node, name, first, parser)  # also the shorthand: {destroyed: samurai}
    for key in fields:
        if node.has(key) and key != name:
            params[key] = _field(node, key, key, parser)
    for key in required:
        if key not in params:  # None: an ill-typed value, reported
            node.error(f"missing required field '{key}'")
    if name in ("stat", "change") and not params.keys() & {"card", "player"}:
        node.error("give the card (card: id) or the player (player: id) whose stat it is")
    if "flag" in params and params["flag"] is not None and params["flag"] not in parser.rules.flags:
        flags = parser.rules.flags
        node.error(f"unknown flag '{params['flag']}'{suggest(params['flag'], flags)}", "flag")
    if "stat" in params:
        parser._stat_name(node, "stat" if node.has("stat") else name, params["stat"])
    return params


def _field(node: Node, key: str, field: str, parser: _Parser) -> Any:
    """The value at `key` read as question field `field` (the shorthand puts it under the question's name)."""
    kind = FIELD_TYPES.get(field, "text")
    if kind == "boolean":
        return node.boolean(key)
    if kind == "text_list":
        return node.text_list(key)
    if kind == "zones":  # {card: zone}
        zones = node.child(key)
        if not zones.is_mapping("a mapping of card id to zone"):
            return None
        for card in zones.value:
            parser._known_card(zones, card, card)
        return {card: parser._zone(zones, card) for card in zones.value}
    if kind == "cards":
        cards = node.value[key]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            node.error("expected a list of card ids", key)
            return None
        for card in cards:
            parser._known_card(node, key, card)
        return list(cards)
    value = node.text(key)
    if field in CARD_FIELDS:
        parser._known_card(node, key, value)
    elif field in PLAYER_FIELDS and value is not None and value not in parser.player_ids:
        node.error(f"unknown player '{value}'{suggest(value, parser.player_ids)}", key)
    return value
