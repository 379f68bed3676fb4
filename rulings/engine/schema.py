"""The JSON Schema (2020-12) of the scenario language, generated from the registry's declarations.

`scenario_schema("l5r")` describes the scenarios of one game (its card types, stats, zones, ops, steps and
questions); `scenario_schema()` accepts a scenario of any game (one `if game is X then X's schema` per game).
The parser stays the authority (cross-references such as "a card this scenario defines" are beyond a schema);
the schema serves editors: completion, hover documentation, inline errors.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .games import GameRules
from .language import CARD_FIELDS, EFFECT_FIELDS, TOP_FIELDS, TRIGGER_EVENTS
from .loader import load_games
from .questions_spec import CARD_FIELDS as CARD_QUESTION_FIELDS
from .questions_spec import FIELD_TYPES, PLAYER_FIELDS
from .spec import CONDITION_KINDS, EFFECT_KINDS, ORIGINS

DIALECT = "https://json-schema.org/draft/2020-12/schema"
TEXT = {"type": "string"}
TEXTS = {"anyOf": [TEXT, {"type": "array", "items": TEXT}]}
BOOLEAN = {"type": "boolean"}
INTEGER = {"type": "integer"}
MAPPING = {"type": "object"}


def scenario_schema(game: str | None = None) -> dict:
    """The JSON Schema of a scenario of `game`, or of any game (None). Raises KeyError for an unknown game."""
    return _schema(game)


@lru_cache(maxsize=8)
def _schema(game: str | None) -> dict:
    games = load_games()
    names = sorted(games) if game is None else [games[game].name]
    defs: dict[str, Any] = {}
    for name in names:
        defs |= _game_defs(games[name])
    schema: dict[str, Any] = {"$schema": DIALECT, "title": "Rules Desk scenario, version 1"}
    if game is not None:
        return {**schema, "$ref": f"#/$defs/{game}", "$defs": defs}
    return {
        **schema,
        "type": "object",
        "required": ["game"],
        "properties": {"game": {"enum": names, "description": TOP_FIELDS["game"]}},
        "allOf": [
            {"if": {"properties": {"game": {"const": n}}}, "then": {"$ref": f"#/$defs/{n}"}} for n in names
        ],
        "$defs": defs,
    }


def _described(schema: dict, doc: str) -> dict:
    return {**schema, "description": doc} if doc else dict(schema)


def _ref(game: str, part: str) -> dict:
    return {"$ref": f"#/$defs/{game}.{part}"}


def _obj(properties: dict, *, required: tuple[str, ...] = (), closed: bool = True, **more: Any) -> dict:
    out: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        out["required"] = list(required)
    if closed:
        out["additionalProperties"] = False
    return out | more


def _game_defs(rules: GameRules) -> dict[str, dict]:
    g, reg = rules.name, rules.registry
    zone = _zone(rules)
    player_stats = sorted(n for n, s in rules.stats.items() if s.player)
    defs = {
        g: _obj(
            {
                "version": _described({"const": 1}, TOP_FIELDS["version"]),
                "game": _described({"const": g}, TOP_FIELDS["game"]),
                "title": _described(TEXT, TOP_FIELDS["title"]),
                "source": _described(
                    _obj({"document": TEXT, "opening": TEXT}, required=("document", "opening")),
                    TOP_FIELDS["source"],
                ),
                "note": _described(TEXT, TOP_FIELDS["note"]),
                "players": _described(
                    {"type": "array", "minItems": 1, "items": _ref(g, "player")}, TOP_FIELDS["players"]
                ),
                "cards": _described(
                    {"type": "object", "additionalProperties": _ref(g, "card")}, TOP_FIELDS["cards"]
                ),
                "steps": _described({"type": "array", "items": _ref(g, "step")}, TOP_FIELDS["steps"]),
            },
            required=("game", "players", "steps"),
        ),
        f"{g}.player": {
            "anyOf": [
                TEXT,
                _obj(
                    {
                        "id": TEXT,
                        **{k: _described(f.value, f.doc) for k, f in reg.player_fields.items()},
                        **{s: INTEGER for s in player_stats},
                    },
                    required=("id",),
                ),
            ]
        },
        f"{g}.zone": zone,
        f"{g}.card": _card(rules),
        f"{g}.effect": _effect(rules),
        f"{g}.effects": {"type": "array", "items": _ref(g, "effect")},
        f"{g}.filter": _filter(rules),
        f"{g}.condition": _condition(rules),
        f"{g}.trigger": _trigger(rules),
        f"{g}.question": _question(rules),
        f"{g}.step": {"oneOf": [_step(g, kind, decl, reg) for kind, decl in reg.steps.items()]},
    }
    return _fill(defs, _vocabulary(rules))


def _vocabulary(rules: GameRules) -> dict[str, dict]:
    """What a declaration's `{"vocabulary": name}` stands for in this game."""
    g, events, procedures = rules.name, list(rules.registry.events), sorted(rules.procedures)
    return {
        "stat": {"enum": sorted(rules.stats)},
        "zone": _ref(g, "zone"),
        "zone_or_symbol": _zone_or_symbol(rules),
        "procedure": {"enum": procedures},
        "event": {"enum": events},
        "replaceable": {"enum": [*events, *procedures, "target"]},
        "effect": _ref(g, "effect"),
        "filter": _ref(g, "filter"),
        "question": _ref(g, "question"),
    }


def _zone_or_symbol(rules: GameRules) -> dict:
    """A zone, or one of the game's zone symbols (L5R's `$battlefield`)."""
    symbols = sorted(rules.registry.zone_symbols)
    return {"anyOf": [_ref(rules.name, "zone"), {"enum": symbols}]} if symbols else _ref(rules.name, "zone")


def _fill(schema: Any, vocabulary: dict[str, dict]) -> Any:
    """A declaration's schema with the game's vocabulary in place of its `{"vocabulary": name}`."""
    if isinstance(schema, list):
        return [_fill(s, vocabulary) for s in schema]
    if not isinstance(schema, dict):
        return schema
    filled = {k: _fill(v, vocabulary) for k, v in schema.items() if k != "vocabulary"}
    return {**vocabulary[schema["vocabulary"]], **filled} if "vocabulary" in schema else filled


def _zone(rules: GameRules) -> dict:
    families = sorted(rules.in_play_zones | rules.other_zones | {"attached"})
    return {
        "type": "string",
        "pattern": f"^({'|'.join(families)})(:.+)?$",
        "description": f"a zone: {', '.join(families)} (a family may take a number or name: battlefield:1)",
    }


def _card(rules: GameRules) -> dict:
    g = rules.name
    stat_values = {
        name: {"anyOf": [INTEGER, {"const": "-"}]} if spec.allows_dash else INTEGER
        for name, spec in sorted(rules.stats.items())
        if not spec.player
    }
    types = {
        "ref": TEXT,
        "type": {"enum": sorted(rules.card_types)},
        "title": {"type": ["string", "null"]},
        "owner": TEXT,
        "controller": TEXT,
        "zone": _ref(g, "zone"),
        "attached_to": TEXT,
        "face": {"enum": ["up", "down"]},
        "keywords": {"type": "array", "items": TEXT},
        "stats": {"type": "object", "properties": stat_values, "additionalProperties": False},
        "traits": _ref(g, "effects"),
        "created": BOOLEAN,
        "unique": BOOLEAN,
        "tokens": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
    }
    props = {k: _described(types[k], doc) for k, doc in CARD_FIELDS.items()}
    props |= {flag: _described(BOOLEAN, "a flag of the card") for flag in sorted(rules.flags)}
    props |= {k: _described(f.value, f.doc) for k, f in rules.registry.card_fields.items()}
    return _obj(props, anyOf=[{"required": ["type", "owner"]}, {"required": ["ref"]}])


def _effect(rules: GameRules) -> dict:
    g, reg = rules.name, rules.registry
    types = {
        "id": TEXT,
        "kind": {"enum": list(EFFECT_KINDS)},
        "origin": {"enum": list(ORIGINS)},
        "source": TEXT,
        "controller": TEXT,
        "targets": TEXTS,
        "affects": _ref(g, "filter"),
        "now_in_play": BOOLEAN,
        "while": _ref(g, "condition"),
        "remains": BOOLEAN,
        "duration": {"enum": sorted(rules.durations)},
        "trigger": _ref(g, "trigger"),
        "then": _ref(g, "effect"),
        "keywords": TEXTS,
        "optional": BOOLEAN,
        "limit": _obj(
            {
                "times": {"type": "integer", "minimum": 1},
                "per": {"enum": sorted(rules.procedures)},
                "before_colon": BOOLEAN,
            }
        ),
        "consecutively": BOOLEAN,
        "choose": _ref(g, "filter"),
        "targeting": BOOLEAN,
        "if_changed": TEXT,
    }
    props = {k: _described(types[k], doc) for k, doc in EFFECT_FIELDS.items()}
    ops = reg.ops
    for name, op in ops.items():
        value, added = op.value, reg.op_fields.get(name)
        if added:  # the game's fields of a core op's mapping (L5R's zero_chi)
            value = {**value, "properties": {**value["properties"], **added}}
        props[name] = _described(value, op.doc)
        for field, schema in _fields(op.fields).items():
            props.setdefault(field, schema)
    one_op = [{"required": [name]} for name in ops]
    return _obj(
        props,
        oneOf=[*one_op, {"required": ["then"], "not": {"anyOf": one_op}}],
        description="An effect: it does exactly one thing (one op).",
    )


def _fields(fields) -> dict[str, dict]:
    return dict(fields) if isinstance(fields, dict) else {f: {} for f in fields}


def _filter(rules: GameRules) -> dict:
    types = {
        "type": TEXTS,
        "face": {"enum": ["up", "down"]},
        "keywords": TEXTS,
        "any_keywords": TEXTS,
        "not_keywords": TEXTS,
        "controller": TEXT,
        "zone": TEXT,
        "cards": TEXTS,
        "attached_to": TEXT,
        "unique": BOOLEAN,
        "in_play": BOOLEAN,
        "stats": {"type": "object", "propertyNames": {"enum": sorted(rules.stats)}},
        "not_cards": TEXTS,
        "at": TEXT,
        "title": TEXT,
        "owner": TEXT,
        "everywhere": BOOLEAN,
        "ability": TEXT,
    }
    reg = rules.registry
    types |= {name: f.value for name, f in reg.game_filters.items()}
    props = {k: _described(types.get(k, {}), doc) for k, doc in reg.filter_fields.items()}
    props |= {flag: _described(BOOLEAN, "a flag of the card") for flag in sorted(rules.flags)}
    props["zone"] = {**_zone_or_symbol(rules), "description": props["zone"]["description"]}
    return _obj(props, description="All things of a kind: every given field must hold.")


def _condition(rules: GameRules) -> dict:
    g, declared = rules.name, rules.registry.condition_kinds
    cond = _ref(g, "condition")
    props = {
        "all": {"type": "array", "items": cond},
        "any": {"type": "array", "items": cond},
        "not": cond,
        "subject": _ref(g, "filter"),
        "card": TEXT,
        "is": _ref(g, "filter"),
        "player_stat": TEXT,
        "player": TEXT,
        "at_least": INTEGER,
        "at_most": INTEGER,
        "during": TEXT,
        "for": _ref(g, "filter"),
    }
    for name, kind in declared.items():
        props[name] = _described(kind.value, kind.doc)
        for field, schema in kind.fields.items():
            props.setdefault(field, schema)
    kinds = ", ".join((*CONDITION_KINDS, *declared))
    return _obj(props, description=f"A condition: exactly one of {kinds}.")


def _trigger(rules: GameRules) -> dict:
    return _obj(
        {
            "event": {"enum": list(rules.trigger_event_names)},
            "timing": {"enum": ["before", "after", "at"]},
            "card": TEXT,
            "player": TEXT,
            "each_time": BOOLEAN,
            "of": _ref(rules.name, "filter"),
            "effect": TEXT,
        },
        required=("event",),
        description="When it happens: " + "; ".join(f"{k}: {v}" for k, v in TRIGGER_EVENTS.items()),
    )


def _question_field(rules: GameRules, field: str) -> dict:
    kind = FIELD_TYPES.get(field, "text")
    if kind == "boolean":
        return BOOLEAN
    if kind == "text_list":
        return TEXTS
    if kind == "cards":
        return {"type": "array", "items": TEXT}
    if kind == "zones":
        return {"type": "object", "additionalProperties": _ref(rules.name, "zone")}
    if field in CARD_QUESTION_FIELDS or field in PLAYER_FIELDS:
        return TEXT
    return {}


def _question(rules: GameRules) -> dict:
    props: dict[str, Any] = {"id": TEXT}
    for q in rules.registry.questions.values():
        for field in q.fields:
            props.setdefault(field, _question_field(rules, field))
    for name, q in rules.registry.questions.items():
        props[name] = _described(props.get(name, {}), q.doc)
    return _obj(props, anyOf=[{"required": [name]} for name in rules.registry.questions])


def _step(g: str, kind: str, decl, reg) -> dict:
    value = decl.value
    if kind == "action" and reg.action_fields:  # the game's own fields of an action (L5R's `cost`)
        own = {k: _described(f.value, f.doc) for k, f in reg.action_fields.items()}
        value = {**value, "properties": {**value["properties"], **own}}
    if kind == "ask":
        props = {
            "ask": _described(decl.value, decl.doc),
            "expect": {"description": "the expected answer (a mapping compares only the keys it names)"},
            "cites": _described(TEXTS, "the rule ids of this game the answer rests on"),
        }
    else:
        props = {kind: _described(value, decl.doc), "decide": MAPPING}
    return _obj({**props, "note": TEXT}, required=(kind,))
