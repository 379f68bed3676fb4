"""The JSON Schema (2020-12) of the scenario language, generated from the registry's declarations.

`scenario_schema("l5r")` describes the scenarios of one game (its card types, stats, zones, ops, steps and
questions); `scenario_schema()` accepts a scenario of any game (one `if game is X then X's schema` per game).
The parser stays the authority (cross-references such as "a card this scenario defines" are beyond a schema);
the schema serves editors: completion, hover documentation, inline errors.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ..games import GameRules
from ..loader import load_games
from ..questions.declarations import FIELD_TYPES
from .core import CARD_FIELDS, CREATED_FIELDS, EFFECT_FIELDS, TOP_FIELDS, TRIGGER_EVENTS
from .needs import ungoverned
from .shapes import BOOLEAN, INTEGER, LIMIT, NOTHING, STAT_BOUNDS, TEXT, TEXTS, described
from .spec import EFFECT_KINDS, ORIGINS

DIALECT = "https://json-schema.org/draft/2020-12/schema"
DECIDE = {
    "type": "object",
    "additionalProperties": {
        "anyOf": [{"type": ["string", "boolean"]}, {"type": "array", "items": {"type": "string"}}]
    },
    "description": "effect id -> the card chosen, whether an optional effect happens (true/false), or the "
    "order of cards (a list, top first: look_at_top's rearrange)",
}


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
                "version": described({"const": 1}, TOP_FIELDS["version"]),
                "game": described({"const": g}, TOP_FIELDS["game"]),
                "title": described(TEXT, TOP_FIELDS["title"]),
                "source": described(
                    _obj({"document": TEXT, "opening": TEXT}, required=("document", "opening")),
                    TOP_FIELDS["source"],
                ),
                "note": described(TEXT, TOP_FIELDS["note"]),
                "players": described(
                    {"type": "array", "minItems": 1, "items": _ref(g, "player")}, TOP_FIELDS["players"]
                ),
                "cards": described(
                    {"type": "object", "additionalProperties": _ref(g, "card")}, TOP_FIELDS["cards"]
                ),
                "steps": described({"type": "array", "items": _ref(g, "step")}, TOP_FIELDS["steps"]),
            },
            required=("game", "players", "steps"),
        ),
        f"{g}.player": {
            "anyOf": [
                TEXT,
                _obj(
                    {
                        "id": TEXT,
                        **{k: described(f.value, f.doc) for k, f in reg.player_fields.items()},
                        **{s: INTEGER for s in player_stats},
                    },
                    required=("id",),
                ),
            ]
        },
        f"{g}.zone": zone,
        f"{g}.card": _card(rules),
        f"{g}.created_card": _created_card(rules),
        f"{g}.effect": _effect(rules),
        f"{g}.effects": {"type": "array", "items": _ref(g, "effect")},
        f"{g}.filter": _filter(rules),
        f"{g}.condition": _condition(rules),
        f"{g}.trigger": _trigger(rules),
        f"{g}.question": _question(rules),
        f"{g}.step": {
            "oneOf": [_step(g, kind, decl, reg) for kind, decl in _offered(rules, reg.steps).items()]
        },
        f"{g}.replacement": _replacement(rules),
    }
    if rules.ability_schema is not None:
        defs[f"{g}.ability"] = rules.ability_schema
    return _fill(defs, _vocabulary(rules))


def _vocabulary(rules: GameRules) -> dict[str, Any]:
    """What a declaration's `{"vocabulary": name}` stands for in this game: a schema, or a function of the
    marker (an `effect_like` marker: an effect with fields of its own)."""
    g, events, procedures = rules.name, list(rules.registry.events), sorted(rules.procedures)
    vocabulary: dict[str, Any] = {
        "stat": {"enum": sorted(rules.stats)},
        "zone": _ref(g, "zone"),
        "zone_or_symbol": _zone_or_symbol(rules),
        "zone_kind": {"enum": sorted(rules.in_play_zones | rules.other_zones)},
        "procedure": {"enum": procedures},
        "event": {"enum": events},
        "replaceable": {"enum": [*events, *procedures, "target"]},
        "filter": _ref(g, "filter"),
        "condition": _ref(g, "condition"),
        "question": _ref(g, "question"),
        "replacement": _ref(g, "replacement"),
        "ability": _ref(g, "ability"),  # only games with abilities have the op (_offered)
        "created_card": _ref(g, "created_card"),
        "card_flags": _obj(
            {"card": {**TEXT, "description": "a card id"}, **{f: BOOLEAN for f in sorted(rules.flags)}},
            required=("card",),
        ),
    }
    vocabulary["effect"] = lambda marker: _effect_like(rules, marker, vocabulary)
    return vocabulary


def _effect_like(rules: GameRules, marker: dict, vocabulary: dict[str, Any]) -> dict:
    """An effect (a reference), or from an `effect_like` marker a mapping read as an effect with fields of
    its own: the effect's fields by reference, its own in their place, less those it leaves out; exactly
    one op, or (`op: optional`) only its own fields."""
    g = rules.name
    if "with" not in marker:
        return {**_ref(g, "effect"), **marker}
    effect, own = _effect(rules), marker["with"]
    props = {
        name: {"$ref": f"#/$defs/{g}.effect/properties/{name}"}
        for name in effect["properties"]
        if name not in marker["without"]
    }
    one_op = list(effect["oneOf"])
    if marker["op"] == "optional":
        one_op.append({"propertyNames": {"enum": list(own)}})
    schema = _obj({**props, **own}, required=tuple(marker["required"]), oneOf=one_op)
    return described(schema, marker.get("description", ""))


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
    if "vocabulary" not in schema:
        return filled
    entry = vocabulary[schema["vocabulary"]]
    return entry(filled) if callable(entry) else {**entry, **filled}


def _zone(rules: GameRules) -> dict:
    """A zone family (listed, so editors offer and name them) or a family with a number or name."""
    families = sorted(rules.in_play_zones | rules.other_zones | {"attached"})
    return {
        "anyOf": [{"enum": families}, {"type": "string", "pattern": f"^({'|'.join(families)}):.+$"}],
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
        "keywords": TEXTS,
        "stats": {"type": "object", "properties": stat_values, "additionalProperties": False},
        "traits": _ref(g, "effects"),
        "created": BOOLEAN,
        "unique": BOOLEAN,
        "tokens": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
    }
    props = {k: described(types[k], doc) for k, doc in CARD_FIELDS.items()}
    props |= {flag: described(BOOLEAN, "a flag of the card") for flag in sorted(rules.flags)}
    props |= {k: described(f.value, f.doc) for k, f in rules.registry.card_fields.items()}
    return _obj(props, anyOf=[{"required": ["type", "owner"]}, {"required": ["ref"]}])


def _created_card(rules: GameRules) -> dict:
    """A card an effect creates (L5R's `create`): an id, and what a card says of itself (core.CREATED_FIELDS
    and the game's card fields); its creation gives the rest."""
    card = _card(rules)["properties"]
    props = {k: card[k] for k in (*CREATED_FIELDS, *rules.registry.card_fields)}
    props["id"] = described(TEXT, "the created card's id, which steps and questions name")
    return _obj(props, required=("id", "type"))


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
        "limit": LIMIT,
        "consecutively": BOOLEAN,
        "choose": _ref(g, "filter"),
        "targeting": BOOLEAN,
        "if_changed": TEXT,
        "if_when_given": _ref(g, "condition"),
    }
    props = {k: described(types[k], doc) for k, doc in EFFECT_FIELDS.items()}
    ops = _offered(rules, reg.ops)
    for name, op in ops.items():
        value, added = op.value, reg.op_fields.get(name)
        if added:  # the game's fields of a core op's mapping (L5R's zero_chi)
            value = {**value, "properties": {**value["properties"], **added}}
        props[name] = described(value, op.doc)
        for field, schema in _fields(op.fields).items():
            props.setdefault(field, schema)
    one_op = [{"required": [name]} for name in ops]
    return _obj(
        props,
        oneOf=[*one_op, {"required": ["then"], "not": {"anyOf": one_op}}],
        description="An effect: it does exactly one thing (one op).",
    )


def _replacement(rules: GameRules) -> dict:
    """`instead: {do: ...}`: one op that may replace an event, with its fields and targets."""
    ops = {name: op for name, op in _offered(rules, rules.registry.ops).items() if op.substitute}
    props = {"targets": described(TEXTS, EFFECT_FIELDS["targets"])}
    for name, op in ops.items():
        props[name] = described(op.value, op.doc)
        for field, schema in _fields(op.fields).items():
            props.setdefault(field, schema)
    return _obj(
        props,
        oneOf=[{"required": [name]} for name in ops],
        description="what happens instead: one op, with its targets",
    )


def _offered(rules: GameRules, declared: Mapping[str, Any]) -> dict:
    """The ops, steps or questions a game's scenarios may use: those citing a rule concept the game's rules
    do not govern its parser refuses wherever they are written (needs.py), and so does its schema (or
    editors would offer them). Neither has `grant_ability` in a game whose cards have no abilities."""
    lacking = {"ability"} if rules.ability_schema is None else set()
    return {
        name: d
        for name, d in declared.items()
        if not ungoverned(rules.rule_ids, d.needs)
        and getattr(d, "value", {}).get("vocabulary") not in lacking
    }


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
        "stats": {
            "type": "object",
            "propertyNames": {"enum": sorted(rules.stats)},
            "additionalProperties": STAT_BOUNDS,
        },
        "not_cards": TEXTS,
        "at": TEXT,
        "title": TEXT,
        "owner": TEXT,
        "everywhere": BOOLEAN,
        "ability": TEXT,
    }
    reg = rules.registry
    types |= {name: f.value for name, f in reg.game_filters.items()}
    props = {k: described(types.get(k, {}), doc) for k, doc in reg.filter_fields.items()}
    props |= {flag: described(BOOLEAN, "a flag of the card") for flag in sorted(rules.flags)}
    props["zone"] = {**_zone_or_symbol(rules), "description": props["zone"]["description"]}
    return _obj(props, description="All things of a kind: every given field must hold.")


def _condition(rules: GameRules) -> dict:
    """One alternative per kind, each with its own keys (as context.condition reads them), so an editor
    completes a `during` condition with `for`, not with a player stat's `at_least`."""
    g, declared = rules.name, rules.registry.condition_kinds
    cond, flt = _ref(g, "condition"), _ref(g, "filter")
    kinds = {
        "all": {"all": {"type": "array", "items": cond}},
        "any": {"any": {"type": "array", "items": cond}},
        "not": {"not": cond},
        "subject": {"subject": flt},
        "card": {"card": TEXT, "is": flt},
        "player_stat": {"player_stat": TEXT, "player": TEXT, "at_least": INTEGER, "at_most": INTEGER},
        "during": {"during": {"enum": sorted(rules.procedures)}, "for": flt},
    }
    kinds |= {name: {name: described(k.value, k.doc), **k.fields} for name, k in declared.items()}
    names = ", ".join(kinds)
    return {
        "oneOf": [_obj(keys, required=(kind,)) for kind, keys in kinds.items()],
        "description": f"A condition: exactly one of {names}.",
    }


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
    """The JSON Schema of a question field, as questions_spec._field reads it (text by default)."""
    kind = FIELD_TYPES.get(field, "text")
    if kind == "boolean":
        return BOOLEAN
    if kind == "text_list":
        return TEXTS
    if kind == "cards":
        return {"type": "array", "items": TEXT}
    if kind == "zones":
        return {"type": "object", "additionalProperties": _ref(rules.name, "zone")}
    if field == "stat":
        return {"enum": sorted(rules.stats)}
    if field == "flag":
        return {"enum": sorted(rules.flags)}
    return TEXT


def _question_value(rules: GameRules, name: str, q) -> dict:
    """A question's own value: its first field (the shorthand `{destroyed: samurai}`) or, when that field
    has a name of its own, `{}`, true or nothing (the question is named, its fields follow)."""
    first = (q.required or q.fields or (None,))[0]
    if first == name:
        return _question_field(rules, first)
    marks = [NOTHING, BOOLEAN, {"type": "null"}]
    return {"anyOf": [_question_field(rules, first), *marks] if first else marks}


def _offered_questions(rules: GameRules) -> dict:
    """The questions a game's scenarios may ask: one whose required field has no value in the game (`flag`
    in a game without flags) the parser always refuses, so the schema leaves it out."""
    return {
        name: q
        for name, q in _offered(rules, rules.registry.questions).items()
        if all(_question_field(rules, field).get("enum", True) for field in q.required)
    }


def _question(rules: GameRules) -> dict:
    props: dict[str, Any] = {"id": TEXT}
    questions = _offered_questions(rules)
    for q in questions.values():
        for field in q.fields:
            props.setdefault(field, _question_field(rules, field))
    for name, q in questions.items():
        props[name] = described(_question_value(rules, name, q), q.doc)
    return _obj(props, anyOf=[{"required": [name]} for name in questions])


def _step(g: str, kind: str, decl, reg) -> dict:
    value = decl.value
    if kind == "action" and reg.action_fields:  # the game's own fields of an action (L5R's `cost`)
        own = {k: described(f.value, f.doc) for k, f in reg.action_fields.items()}
        value = {**value, "properties": {**value["properties"], **own}}
    if kind == "ask":
        props = {
            "ask": described(decl.value, decl.doc),
            "expect": {"description": "the expected answer (a mapping compares only the keys it names)"},
            "cites": described(TEXTS, "the rule ids of this game the answer rests on"),
        }
    else:
        props = {kind: described(value, decl.doc), "decide": DECIDE}
    return _obj({**props, "note": TEXT}, required=(kind,))
