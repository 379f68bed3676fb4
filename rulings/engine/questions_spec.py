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
    if first and not isinstance(value, dict | bool) and value is not None:
        params[first] = value  # shorthand: {destroyed: samurai}
    for key in fields:
        if node.has(key):
            params[key] = node.value[key]
    for key in required:
        if params.get(key) is None:
            node.error(f"missing required field '{key}'")
    for key in ("card", "left", "right"):
        if key in params:
            parser._known_card(node, key if node.has(key) else name, params[key])
    if "cards" in params:  # a list of card ids
        cards = params["cards"]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            node.error("expected a list of card ids", "cards" if node.has("cards") else name)
        else:
            for card in cards:
                parser._known_card(node, "cards" if node.has("cards") else name, card)
    if "player" in params:
        parser._player(node, "player")
    if "flag" in params and params["flag"] not in parser.rules.flags:
        flags = parser.rules.flags
        node.error(f"unknown flag '{params['flag']}'{suggest(params['flag'], flags)}", "flag")
    if "stat" in params:
        parser._stat_name(node, "stat" if node.has("stat") else name, params["stat"])
    return params
