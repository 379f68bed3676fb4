"""The questions a scenario may ask (one declaration each, registry.Question), and their validation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..language.needs import needed
from ..language.reader import Node, suggest, type_name
from ..language.vocabulary import Question
from .answers import HANDLERS as A
from .params import (
    ActionQuestion,
    CardQuestion,
    CompareStats,
    EffectQuestion,
    EventsQuestion,
    FlagQuestion,
    KeywordQuestion,
    NoFields,
    StatQuestion,
    TokensQuestion,
)

if TYPE_CHECKING:
    from ..language.context import ParseContext

QUESTIONS: dict[str, Question] = {
    "stat": Question(
        ("card", "player", "stat", "base"),
        ("stat",),
        A["stat"],
        "The stat's current value (`base: true`: its base value), with its `ledger` of records.",
        params=StatQuestion,
        needs=("current-value",),  # "absent" only when the card turns out to lack the stat (at evaluation)
        needs_of=lambda q: ("base-value",) if q.base else (),
    ),
    "change": Question(
        ("card", "player", "stat"),
        ("stat",),
        A["change"],
        "Whether the last step gave the stat a `bonus`, `penalty`, `both` or `neither`.",
        params=StatQuestion,
        needs=("bonus-penalty",),
    ),
    "destroyed": Question(
        ("card",),
        ("card",),
        A["destroyed"],
        "Whether the card was destroyed.",
        params=CardQuestion,
        needs=("destroy",),
    ),
    "in_play": Question(
        ("card",), ("card",), A["in_play"], "Whether the card is in play.", params=CardQuestion
    ),
    "zone": Question(("card",), ("card",), A["zone"], "The card's zone.", params=CardQuestion),
    "controller": Question(
        ("card",), ("card",), A["controller"], "Who controls the card now.", params=CardQuestion
    ),
    "flag": Question(
        ("flag", "card"),
        ("flag", "card"),
        A["flag"],
        "Whether the card has the flag (bowed ...).",
        params=FlagQuestion,
    ),
    "has_keyword": Question(
        ("card", "keyword"),
        ("card", "keyword"),
        A["has_keyword"],
        "Whether the card has the keyword.",
        params=KeywordQuestion,
        needs=("keywords",),
    ),
    "keywords": Question(("card",), ("card",), A["keywords"], "The card's keywords.", params=CardQuestion),
    "effect": Question(
        ("effect", "card"),
        ("effect",),
        A["effect"],
        "Whether the effect applies to the card (without card: its status).",
        params=EffectQuestion,
    ),
    "successful": Question(
        ("action",),
        ("action",),
        A["successful"],
        "Whether the action changed the game state.",
        params=ActionQuestion,
        needs=("successful",),
    ),
    "who_chooses": Question(
        ("action",),
        ("action",),
        A["who_chooses"],
        "Who makes the action's choice.",
        params=ActionQuestion,
        needs=("choices",),
    ),
    "events": Question(
        ("kind",),
        (),
        A["events"],
        "The events so far, in order (`kind`: of one kind).",
        params=EventsQuestion,
    ),
    "compare_stats": Question(
        ("stat", "left", "right"),
        ("stat", "left", "right"),
        A["compare_stats"],
        "Compares a stat of two cards: lower, equal or higher.",
        params=CompareStats,
        needs=("compare",),
    ),  # {compare_stats: force}
    "resolution_order": Question(
        (),
        (),
        A["resolution_order"],
        "Triggered effects in the order they resolved, with who ordered each group.",
        params=NoFields,
    ),
    "tokens": Question(
        ("card", "kind"),
        ("card",),
        A["tokens"],
        "The card's token count (`kind`: of one kind).",
        params=TokensQuestion,
    ),
}


# the type of each question field (default: text); card and player fields name a known card or player
CARD_FIELDS = ("card", "left", "right", "unit_force")
PLAYER_FIELDS = ("player", "army_force")
FIELD_TYPES = {"base": "boolean", "cards": "cards", "eligible": "text_list", "to": "zones"}


def parse_question(node: Node, ctx: ParseContext) -> Any:
    """The ask step's params: an instance of the question's `params` class (None: no question)."""
    if not node.is_mapping("a question mapping, e.g. {stat: force, card: samurai}"):
        return None
    questions = {name: (q.fields, q.required) for name, q in ctx.registry.questions.items()}
    name = _question_name(node, questions, ctx)
    if name is None:
        return None
    fields, required = questions[name]
    node.keys_allowed((name, "id", *fields))
    params: dict[str, Any] = {"question": name, "id": node.text("id", None)}
    params.update(_question_fields(node, name, fields, required, ctx))
    _check_question_params(node, name, params, required, ctx)
    declared = ctx.registry.questions[name]
    question = declared.params(**params)
    if declared.needs or declared.needs_of is not None:
        ctx.require(node, ((need, f"the '{name}' question", name) for need in needed(declared, question)))
    return question


def _question_name(node: Node, questions: dict[str, tuple], ctx: ParseContext) -> str | None:
    """The one question asked; None, refused, if not one."""
    present = [q for q in questions if q in node.value]
    if len(present) > 1:  # a field may share its name with a question ({compare_stats: ..., stat: ...})
        present = [q for q in present if all(p == q or p in questions[q][0] for p in present)]
    if len(present) != 1:
        elsewhere = [m for k in node.value if (m := ctx.not_here("question", k))]
        node.error("; ".join(elsewhere) or f"ask exactly one question: {', '.join(questions)}")
        return None
    return present[0]


def _question_fields(
    node: Node, name: str, fields: tuple[str, ...], required: tuple[str, ...], ctx: ParseContext
) -> dict[str, Any]:
    """The question's fields given: beside it, and its first field as the shorthand value of the question
    ({destroyed: samurai})."""
    params: dict[str, Any] = {}
    value = node.value[name]
    first = required[0] if required else (fields[0] if fields else None)
    _check_question_value(node, name, value, first)
    shorthand = first != name and first and not isinstance(value, dict | bool) and value is not None
    if first == name or shorthand:
        params[first] = _field(node, name, first, ctx)  # also the shorthand: {destroyed: samurai}
    if shorthand and node.has(first):  # {change: force, stat: chi}: one would be dropped unseen
        node.error(f"'{first}' is given twice: as '{name}: ...' and as '{first}: ...'; keep one", name)
    for key in fields:
        if node.has(key) and key != name:
            params[key] = _field(node, key, key, ctx)
    return params


def _check_question_value(node: Node, name: str, value: Any, first: str | None) -> None:
    """The value under the question's name: its fields are not under it, and a question without fields
    has no shorthand value."""
    if isinstance(value, dict) and value:  # `{events: {kind: x}}` would ask without its fields: refused
        node.error(f"the fields of '{name}' go beside it, not under it: {{{name}: {{}}, <field>: ...}}", name)
    elif first is None and not isinstance(value, dict | bool) and value is not None:
        # `{resolution_order: 5}`: a question without fields has no shorthand value to read it as
        node.error(f"'{name}' takes no value: write {{{name}: {{}}}}, got {type_name(value)}", name)


def _check_question_params(
    node: Node, name: str, params: dict[str, Any], required: tuple[str, ...], ctx: ParseContext
) -> None:
    """Every required field is there, a stat's owner is given, and the flag and stat are the game's."""
    for key in required:
        if key not in params:  # None: an ill-typed value, reported
            node.error(f"missing required field '{key}'")
    if name in ("stat", "change") and not params.keys() & {"card", "player"}:
        node.error("give the card (card: id) or the player (player: id) whose stat it is")
    if "flag" in params and params["flag"] is not None and params["flag"] not in ctx.rules.flags:
        flags = ctx.rules.flags
        node.error(f"unknown flag '{params['flag']}'{suggest(params['flag'], flags)}", "flag")
    if "stat" in params:
        ctx.stat_name(node, "stat" if node.has("stat") else name, params["stat"])


def _field(node: Node, key: str, field: str, ctx: ParseContext) -> Any:
    """The value at `key` read as question field `field` (the shorthand puts it under the question's name)."""
    kind = FIELD_TYPES.get(field, "text")
    if kind == "boolean":
        return node.boolean(key)
    if kind == "text_list":
        return tuple(node.text_list(key))
    if kind == "zones":
        return _zones_field(node, key, ctx)
    if kind == "cards":
        return _cards_field(node, key, ctx)
    value = node.text(key)
    if field in CARD_FIELDS:
        ctx.known_card(node, key, value)
    elif field in PLAYER_FIELDS and value is not None and value not in ctx.player_ids:
        node.error(f"unknown player '{value}'{suggest(value, ctx.player_ids)}", key)
    return value


def _zones_field(node: Node, key: str, ctx: ParseContext) -> dict[str, str] | None:
    """{card: zone}: known cards, each with a zone of the game."""
    zones = node.child(key)
    if not zones.is_mapping("a mapping of card id to zone"):
        return None
    for card in zones.value:
        ctx.known_card(zones, card, card)
    return {card: ctx.zone(zones, card) for card in zones.value}


def _cards_field(node: Node, key: str, ctx: ParseContext) -> tuple[str, ...] | None:
    """A list of known cards' ids."""
    cards = node.value[key]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        node.error("expected a list of card ids", key)
        return None
    for card in cards:
        ctx.known_card(node, key, card)
    return tuple(cards)
