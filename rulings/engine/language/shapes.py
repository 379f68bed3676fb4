"""JSON Schemas of the small sub-languages several parse functions read (amounts, limits, stat bounds,
choices), and helpers to write a declaration's schema.

Each parse function allows exactly the keys of the mapping declared here (`node.keys_allowed(AMOUNT_FIELDS)`),
so the parser and the JSON Schema (schema.py) read one list. `{"vocabulary": name}` stands for the game's own
names (its stats, zones, filters ...): schema.py fills it in; `effect_like(...)` marks a mapping read as an
effect plus fields of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TEXT = {"type": "string"}
TEXTS = {"anyOf": [TEXT, {"type": "array", "items": TEXT}]}
INTEGER = {"type": "integer"}
BOOLEAN = {"type": "boolean"}
FLAG = {"const": True}  # an op or field written `name: true`
CARD = {"type": "string", "description": "a card id"}
NOTHING = {"type": "object", "properties": {}, "additionalProperties": False}  # `{}`: a mapping of no keys


def described(schema: dict, doc: str) -> dict:
    return {**schema, "description": doc} if doc else dict(schema)


def closed(properties: Mapping[str, dict], *required: str, **more: Any) -> dict:
    """A mapping of exactly these keys (an unknown key is refused, as the parser refuses it)."""
    out: dict[str, Any] = {"type": "object", "properties": dict(properties), "additionalProperties": False}
    if required:
        out["required"] = list(required)
    return out | more


def one_of_keys(keys: Mapping[str, dict] | tuple[str, ...], **more: Any) -> dict:
    """A closed mapping giving exactly one of these keys (`{destroy: true}` among destroy, bow ...)."""
    props = dict(keys) if isinstance(keys, Mapping) else {k: FLAG for k in keys}
    return closed(props, oneOf=[{"required": [k]} for k in props], **more)


def effect_like(
    fields: Mapping[str, dict] = {},
    *required: str,
    without: tuple[str, ...] = (),
    op: str = "one",
    doc: str = "",
) -> dict:
    """A mapping read as an effect (`ctx.effect`) plus `fields` of its own (replacing the effect's field of
    that name; `required` among them), less `without`. `op`: "one" (an effect does exactly one thing) or
    "optional" (the mapping may also be only its own fields: a named procedure step doing nothing)."""
    marker = {"vocabulary": "effect", "with": dict(fields), "required": list(required)}
    marker |= {"without": list(without), "op": op}
    return described(marker, doc)


AMOUNT_FIELDS = {
    "per": {"vocabulary": "filter", "description": "counts the things this filter matches"},
    "each": {**INTEGER, "description": "with per: the amount for each (default 1)"},
    "equal_to": {"vocabulary": "stat", "description": "the current value of this stat"},
    "of": {**TEXT, "description": "with equal_to: whose stat ($subject by default; a card id or symbol)"},
    "sign": {"enum": [1, -1], "description": "-1 for minus the amount"},
    "highest": {"vocabulary": "stat", "description": "the highest current value of this stat among cards"},
    "among": {"vocabulary": "filter", "description": "with highest: the cards (0 when none matches)"},
}
AMOUNT = {
    "description": "a number, {per: filter, each: N, sign: -1}, {equal_to: stat, of: card, sign: -1} or "
    "{highest: stat, among: filter}",
    "anyOf": [
        INTEGER,
        closed(
            AMOUNT_FIELDS,
            anyOf=[{"required": ["per"]}, {"required": ["equal_to"]}, {"required": ["highest", "among"]}],
        ),
    ],
}
LIMIT_FIELDS = {
    "times": {"type": "integer", "minimum": 1, "description": "how many times (default 1)"},
    "per": {"vocabulary": "procedure", "description": "in each of these procedures (turn, battle ...)"},
    "before_colon": {**BOOLEAN, "description": "the limit is stated before the ability's colon"},
}
LIMIT = closed(LIMIT_FIELDS, "per")
STAT_BOUND_FIELDS = {
    "at_least": {**INTEGER, "description": "the stat is this or more"},
    "at_most": {**INTEGER, "description": "the stat is this or less"},
    "less_than": {**TEXT, "description": "the stat is less than this card's (a card id or symbol)"},
    "more_than": {**TEXT, "description": "the stat is more than this card's (a card id or symbol)"},
}
STAT_BOUNDS = closed(STAT_BOUND_FIELDS)
OPTIONS = {
    "type": "array",
    "minItems": 2,
    "items": {"anyOf": [{"vocabulary": "effect"}, {"type": "array", "items": {"vocabulary": "effect"}}]},
    "description": "options, each an effect or a list of effects",
}
