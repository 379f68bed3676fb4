"""The reference part of docs/scenario-format.md, generated from the registry's declarations.

`python -m rulings.engine.docgen --write` rewrites the part between the markers; `--check` exits 1 when the
committed document is stale (tests/rulings/engine/test_language.py runs the same check).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .games import GameRules
from .language.core import CARD_FIELDS, CORE, EFFECT_FIELDS, TOP_FIELDS
from .language.needs import ungoverned
from .language.symbols import ROLE_NAMES
from .loader import load_games

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenario-format.md"
BEGIN = "<!-- generated: reference (python -m rulings.engine.docgen --write) -->"
END = "<!-- end generated -->"
COMMAND = "python -m rulings.engine.docgen --write"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return [*lines, ""]


VOCABULARY = {
    "stat": "a stat",
    "zone": "a zone",
    "zone_or_symbol": "a zone or a zone symbol of the game",
    "zone_kind": "a kind of zone (battlefield, home ...)",
    "procedure": "a procedure",
    "event": "an event",
    "replaceable": "an event or procedure",
    "effect": "an effect",
    "filter": "a filter",
    "question": "a question",
    "ability": "an ability (games whose cards have abilities)",
    "replacement": "one op with its targets",
    "card_flags": "{card, <flag>: true/false ...}",
    "created_card": "{id, type, stats, keywords, traits ...}: a card, as a card is written, with an id",
    "condition": "a condition (`while`: see Conditions and Game conditions)",
}


def value_text(schema: dict) -> str:
    """A JSON Schema as a reader says it: `true`, a number, text, a list of text, a mapping ..."""
    if not schema:
        return "any"
    named = _named_values_text(schema)
    return named if named is not None else _typed_value_text(schema)


def _named_values_text(schema: dict) -> str | None:
    """The values a schema names: a kind of the game's own names, a constant or a choice of them (None: the
    schema names none)."""
    if "vocabulary" in schema:  # the game's own names (schema.py)
        extra = ", ".join(schema.get("with", ()))
        return VOCABULARY[schema["vocabulary"]] + (f" with {extra}" if extra else "")
    if "const" in schema:
        return "`true`" if schema["const"] is True else f"`{schema['const']}`"
    if "enum" in schema:
        return " / ".join(f"`{v}`" for v in schema["enum"])
    return None


def _typed_value_text(schema: dict) -> str:
    """A schema by its type: a mapping (its fields, or of what), alternatives, a list of what, a scalar."""
    kind = schema.get("type")
    if kind == "object" and schema.get("properties"):
        return "{" + ", ".join(schema["properties"]) + "}"
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        return f"a mapping of {value_text(schema['additionalProperties'])}"
    for key in ("anyOf", "oneOf"):
        if key in schema and kind is None:
            return " or ".join(value_text(s) for s in schema[key])
    if kind == "array":
        return f"a list of {value_text(schema.get('items', {}))}"
    names = {"string": "text", "integer": "a whole number", "boolean": "true/false", "object": "a mapping"}
    if kind is None:
        return "any"
    return names.get(kind, str(kind)) if isinstance(kind, str) else " or ".join(names.get(k, k) for k in kind)


MANY_FIELDS = 5


def _mapping_fields(value: dict) -> dict:
    """The fields of a declaration's mapping value (or of the mapping among its alternatives)."""
    for schema in (value, *value.get("anyOf", ())):
        if isinstance(schema, dict) and schema.get("properties"):
            return schema["properties"]
    return {}


def _fields_table(name: str, value: dict, extra: dict) -> list[str]:
    """`name: {...}` fields (and the fields beside `name`), as a table; none for a value of no fields."""
    fields = _mapping_fields(value) if isinstance(value, dict) else {}
    if not (fields or extra):
        return []
    where = f"`{name}: {{...}}` fields" if fields else f"fields beside `{name}`"
    rows = [(f"`{k}`", value_text(s), s.get("description", "")) for k, s in {**fields, **extra}.items()]
    return [f"#### {where}", "", *_table(("field", "value", "meaning"), rows)]


def _nested_tables(name: str, value: dict) -> list[str]:
    """A table for each field of `name` that has many fields itself (an ability's `cost`)."""
    out: list[str] = []
    for field, schema in _mapping_fields(value).items():
        if isinstance(schema, dict) and len(_mapping_fields(schema)) >= MANY_FIELDS:
            out += _fields_table(f"{name}.{field}", schema, {})
    return out


def _declared(games: dict[str, GameRules], part: str) -> list[tuple[str, object, str]]:
    """(name, declaration, games) for every declaration of this part: the core's ("all"), then each game's
    own (a name two games declare differently has a row each)."""
    rows: dict[tuple[str, str], tuple[str, object, list[str]]] = {}
    core = getattr(CORE, part)
    for name, decl in core.items():
        rows[(name, "")] = (name, decl, ["all"])
    for game, rules in games.items():
        for name, decl in getattr(rules.registry, part).items():
            if name in core and core[name] is decl:
                continue
            rows.setdefault((name, decl.doc), (name, decl, []))[2].append(game)
    return [(name, decl, ", ".join(where)) for name, decl, where in rows.values()]


def _conditions(games: dict[str, GameRules]) -> list[str]:
    """Each game's own condition keys (in a `while` or `if`), with the other keys each reads."""
    rows = []
    for name, kind, where in _declared(games, "condition_kinds"):
        extra = "; ".join(f"`{k}`" + (f": {v['description']}" if v.get("description") else "")
                          for k, v in kind.fields.items())
        rows.append((f"`{name}`", kind.doc + (f" (also {extra})" if extra else ""), where))
    return ["### Game conditions", "", *_table(("key", "meaning", "games"), rows)]


def _trigger_events(games: dict[str, GameRules]) -> list[tuple[str, str, str]]:
    """The core's trigger events ("all"), then each game's own (its registry maps a name to its meaning)."""
    rows = {name: (doc, ["all"]) for name, doc in CORE.trigger_events.items()}
    for game, rules in games.items():
        for name, doc in rules.registry.trigger_events.items():
            if name not in CORE.trigger_events:
                rows.setdefault(name, (doc, []))[1].append(game)
    return [(f"`{name}`", doc, ", ".join(where)) for name, (doc, where) in rows.items()]


def _symbols(games: dict[str, GameRules]) -> list[str]:
    """Each `$symbol`, the fields it fills and where it is filled (symbols.py; a game's own: its games)."""
    rows = []
    for name, decl, where in _declared(games, "symbols"):
        roles = ", ".join(ROLE_NAMES[r] for r in decl.roles)
        rows.append((f"`{name}`", decl.doc, roles, decl.where or "everywhere its fields are", where))
    intro = "An effect's text may name these; the parser refuses one that nothing fills where it is written."
    return ["### Symbols", "", intro, "", *_table(("symbol", "names", "fills", "filled", "games"), rows)]


def reference() -> str:
    """The generated reference, in Markdown (without the markers)."""
    games = dict(sorted(load_games().items()))
    out = [
        "## Reference",
        "",
        f"Generated from the engine's declarations (`{COMMAND}`): do not edit by hand.",
        "",
    ]
    out += [
        "### Top level",
        "",
        *_table(("field", "meaning"), [(f"`{k}`", v) for k, v in TOP_FIELDS.items()]),
    ]
    out += [
        "### Card fields",
        "",
        "Also each flag of the game (`bowed: true` ...) and the game's own fields.",
    ]
    out += ["", *_table(("field", "meaning"), [(f"`{k}`", v) for k, v in CARD_FIELDS.items()])]
    out += ["The games' own card fields:", ""]  # compiler 10, part E: each described, as ops are
    rows = [(f"`{n}`", value_text(f.value), f.doc, g) for n, f, g in _declared(games, "card_fields")]
    out += _table(("field", "value", "meaning", "games"), rows)
    for name, declared, _ in _declared(games, "card_fields"):  # a table for the fields of many fields
        value = declared.value.get("items", declared.value) if isinstance(declared.value, dict) else {}
        if len(_mapping_fields(value)) >= MANY_FIELDS:
            out += _fields_table(name, value, {})
            out += _nested_tables(name, value)
    out += ["### Effect fields", "", "Besides exactly one op (below):", ""]
    out += _table(("field", "meaning"), [(f"`{k}`", v) for k, v in EFFECT_FIELDS.items()])
    out += ["### Effect ops", ""]
    ops = _declared(games, "ops")
    out += _table(
        ("op", "value", "meaning", "games"),
        [(f"`{n}`", value_text(op.value), _op_doc(op), g) for n, op, g in ops],
    )
    for name, op, _ in ops:
        extra = op.fields if isinstance(op.fields, dict) else {}
        out += _fields_table(name, op.value, extra)
    out += ["### Filter fields", "", "Also each flag of the game (`opposed: true` ...).", ""]
    rows = [(f"`{k}`", v, "all") for k, v in CORE.filter_fields.items()]
    rows += [(f"`{n}`", f.doc, g) for n, f, g in _declared(games, "game_filters")]
    out += _table(("field", "meaning", "games"), rows)
    out += _conditions(games)
    out += _symbols(games)
    out += [
        "### Trigger events",
        "",
        "Also `<procedure>_begins` / `_ends` and `activated`.",
        "",
    ]
    out += _table(("event", "meaning", "games"), _trigger_events(games))
    out += ["### Steps", ""]
    out += _table(
        ("step", "value", "meaning", "games"),
        [(f"`{n}`", value_text(s.value), s.doc, g) for n, s, g in _declared(games, "steps")],
    )
    for name, step, _ in _declared(games, "steps"):  # a table for the steps of many fields
        if len(_mapping_fields(step.value)) >= MANY_FIELDS:
            out += _fields_table(name, step.value, {})
    out += ["### Questions", "", "Required fields in bold; the first may be the question's own value.", ""]
    rows = []
    for name, q, where in _declared(games, "questions"):
        fields = ", ".join(f"**{f}**" if f in q.required else f for f in q.fields)
        rows.append((f"`{name}`", fields, q.doc, where))
    out += _table(("question", "fields", "answer", "games"), rows)
    out += ["### Games", ""]
    for name, rules in games.items():
        out += _game(name, rules)
    return "\n".join(out).rstrip() + "\n"


def _game(name: str, rules: GameRules) -> list[str]:
    def names(items) -> str:
        return ", ".join(f"`{i}`" for i in sorted(items)) or "none"

    reg = rules.registry
    own = [f"`{k}`" for k in (*reg.ops, *reg.steps, *reg.questions, *reg.game_filters, *reg.condition_kinds)
           if k not in CORE.ops and k not in CORE.steps and k not in CORE.questions]  # fmt: skip
    types = "; ".join(f"`{t}` ({', '.join(sorted(s)) or 'no stats'})" for t, s in rules.card_types.items())
    rows = [
        ("card types (stats)", types),
        ("player stats", names(n for n, s in rules.stats.items() if s.player)),
        ("zones in play", names(rules.in_play_zones)),
        ("other zones", names(rules.other_zones)),
        ("zone symbols", "; ".join(f"`{k}` ({z.doc})" for k, z in reg.zone_symbols.items()) or "none"),
        ("flags", names(rules.flags)),
        ("procedures", names(rules.procedures)),
        ("durations", names(rules.durations)),
        ("card fields of its own", names(reg.card_fields)),
        ("player fields of its own", names(reg.player_fields)),
        ("fields it adds to the `action` step", names(reg.action_fields)),
        ("fields it adds to core ops", names(f"{op}.{f}" for op, fs in reg.op_fields.items() for f in fs)),
        ("its own ops, steps, questions, filter fields and conditions", ", ".join(own) or "none"),
        ("refused: its rules do not govern what they cite", _refused(rules)),
    ]
    return [f"#### `{name}`", "", *_table(("what", "names"), rows)]


def _refused(rules: GameRules) -> str:
    """The ops, steps and questions of the game's vocabulary that need a concept its rules do not govern (the
    parser refuses them where they are written), each with that concept."""
    reg = rules.registry
    found = [
        f"{part} `{name}` ({', '.join(missing)})"
        for part, declared in (("op", reg.ops), ("step", reg.steps), ("question", reg.questions))
        for name, declaration in sorted(declared.items())
        if (missing := ungoverned(rules.rule_ids, declaration.needs))
    ]
    return "; ".join(found) or "none"


def render(text: str) -> str:
    """`text` with its generated part replaced by the current reference."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[:start] + "\n" + reference() + text[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the generated part of the document")
    parser.add_argument("--check", action="store_true", help="exit 1 if the document is stale")
    args = parser.parse_args(argv)
    if not (args.write or args.check):
        sys.stdout.write(reference())
        return 0
    text = DOC.read_text()
    new = render(text)
    if args.write:
        DOC.write_text(new)
    elif new != text:
        print(f"{DOC} is stale: run `{COMMAND}`", file=sys.stderr)
        return 1
    return 0


def _op_doc(op) -> str:
    """The op's doc, and the other events its effect can cause (what an action's text can produce)."""
    causes = ", ".join(f"`{e}`" for e in op.causes)
    return f"{op.doc} Its effect can also cause {causes}." if causes else op.doc


if __name__ == "__main__":
    raise SystemExit(main())
