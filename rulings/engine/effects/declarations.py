"""The core's effect ops: one declaration each (registry.Op): its typed params (effects/params.py), parse,
perform and docs.

Params are frozen dataclasses read by attribute; the parse functions validate through `Node`, so each
problem keeps its path, YAML line and column and "did you mean"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..language.reader import Node, suggest
from ..language.shapes import AMOUNT, BOOLEAN, FLAG, INTEGER, TEXT, closed
from ..language.spec import ORIGINS, Amount
from ..language.vocabulary import Op
from ..state.zones import change_zone
from .instant import create_procedure, switch_stats
from .matching import resolve_zone
from .params import (
    NO_PARAMS,
    Control,
    CreateProcedure,
    GrantAbility,
    Instead,
    KeywordChange,
    MayNot,
    NoParams,
    Prevent,
    Replacement,
    StatChange,
    SwitchStats,
    ZoneChange,
)

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.context import ParseContext

STAT_MODES = ("change", "min", "max", "set", "adjust_bonuses", "adjust_penalties")
PROCEDURE_FIELDS = {
    "name": {"vocabulary": "procedure", "description": "the procedure created"},
    "at": {"vocabulary": "zone", "description": "where it takes place (a battle's battlefield)"},
}


# --- parse ------------------------------------------------------------------------------------------------
def flag(op: str):
    """The parse of an op written `op: true` (it takes no value)."""

    def parse(node: Node, ctx: ParseContext) -> NoParams:
        if node.boolean(op) is False:
            node.error(f"'{op}: false' does nothing; leave it out", op)
        return NO_PARAMS

    return parse


def _grant_ability(node: Node, ctx: ParseContext) -> GrantAbility:
    return GrantAbility(ctx.rules.parse_ability(node.child("grant_ability"), ctx))


def _procedure(node: Node, ctx: ParseContext) -> CreateProcedure:
    pnode = node.child("procedure")
    if isinstance(pnode.value, str):
        pnode = Node({"name": pnode.value}, pnode.path, pnode.problems)
    if not pnode.is_mapping("a procedure name or {name: battle, at: zone}"):
        return CreateProcedure(None)
    pnode.keys_allowed(PROCEDURE_FIELDS)
    name = pnode.choice("name", sorted(ctx.rules.procedures), what="procedure")
    return CreateProcedure(name, ctx.zone(pnode, "at", "") or None)


def _stat(node: Node, ctx: ParseContext) -> StatChange:
    stat = node.text("stat")
    ctx.stat_name(node, "stat", stat)
    modes = [m for m in STAT_MODES if m in node.value]  # (an effect's node is a mapping)
    if len(modes) != 1:
        node.error(f"a stat effect gives exactly one of {', '.join(STAT_MODES)}")
        return StatChange(stat, "change", Amount())
    mode = modes[0]
    return StatChange(
        stat,
        mode,
        ctx.amount(node.child(mode)),
        node.boolean("grants_stat", False),
        node.integer("not_below") if node.has("not_below") else None,
        node.integer("not_above") if node.has("not_above") else None,
    )


def _switch_stats(node: Node, ctx: ParseContext) -> SwitchStats:
    names = node.text_list("switch_stats")
    for name in names:
        ctx.stat_name(node, "switch_stats", name)
    if len(names) != 2:
        node.error("switch_stats names exactly two stats", "switch_stats")
    return SwitchStats(tuple(names))


def _keyword(op: str):
    def parse(node: Node, ctx: ParseContext) -> KeywordChange:
        return KeywordChange(node.text(op))

    return parse


def _action_ref(node: Node, ctx: ParseContext, key: str) -> str | None:
    """An action's id, or a symbol naming one (L5R's `$interrupted`)."""
    value = node.text(key, None)
    if isinstance(value, str) and value.startswith("$"):
        ctx.symbol(node, key, value, "action")
    return value


def _prevent(node: Node, ctx: ParseContext) -> Prevent:
    node = node.child("prevent")
    if not node.is_mapping():
        return Prevent()
    _fields_allowed(node, ctx, "prevent", PREVENT_FIELDS)
    procedure = node.choice("procedure", sorted(ctx.rules.procedures), None, what="procedure")
    params = Prevent(
        stat=node.text("stat", None),
        changes=node.choice("changes", ("bonuses", "penalties", "all"), "all", what="changes"),
        event=node.choice("event", ctx.events(), None, what="event"),
        effect=node.text("effect", None),
        effects_of=_action_ref(node, ctx, "effects_of"),
        origin=node.choice("from", ORIGINS, None, what="origin"),
        from_players=node.choice("from_players", ("other", "self"), None, what="player scope"),
        from_owned=bool(node.boolean("from_owned", False)),
        cause=_cause(node, ctx),
        occurrences=node.choice("occurrences", ("all", "current", "new"), "all", what="occurrences"),
        keyword=node.text("keyword", None),
        direction=node.choice("direction", ("gain", "lose"), None, what="direction"),
        with_keyword=node.text("with_keyword", None),
        negation=bool(node.boolean("negation", True)),
        procedure=procedure,
        to=node.choice("to", sorted(ctx.rules.in_play_zones | ctx.rules.other_zones), None, what="zone kind"),
        events=tuple(_events(node, ctx)),
        uses=node.integer("uses") if node.has("uses") else None,
    )
    if params.to and params.event != "move":
        node.error("'to' names where a move goes: it needs event: move", "to")
    if procedure:  # "Challenges do not happen"
        params = replace(params, event="procedure")
    ctx.stat_name(node, "stat", params.stat)
    _check_direction(node, ctx, params)
    what = ("stat", "event", "events", "effect", "effects_of", "keyword", "with_keyword")
    if params.event and params.events:
        node.error("name one event (event) or several (events), not both", "events")
    if params.uses is not None and params.uses < 1:
        node.error("uses is a number of occurrences: 1 or more", "uses")
    if not any(getattr(params, k) for k in what):
        node.error(f"say what is prevented: {', '.join(what)}")
    return params


def _events(node: Node, ctx: ParseContext) -> list[str]:
    """`events: [bow, move, destroy]`: any of several events ("bows, moves, or destroys her")."""
    names = node.text_list("events", [])
    known = ctx.events()
    for name in names:
        if name not in known:
            node.error(f"unknown event '{name}'{suggest(name, known)}", "events")
    return [name for name in names if name in known]


def _check_direction(node: Node, ctx: ParseContext, params: Prevent) -> None:
    """`direction` tells gains from losses: it needs an event that is one or the other (a game's op declares
    it `directed`), else it would silently prevent nothing."""
    if params.direction is None or (params.keyword and not params.event and not params.events):
        return  # (a keyword's gain or loss: its grant or removal, prevention.py)
    directed = ctx.registry.directed_events
    if params.event not in directed:
        which = f"'{params.event}' is not" if params.event else "no event is named that is"
        known = ", ".join(sorted(directed)) or f"none in {ctx.rules.name}"
        node.error(
            f"'direction' needs an event that is a gain or a loss: {which} (such events: {known})",
            "direction",
        )


def _fields_allowed(node: Node, ctx: ParseContext, op: str, core: dict) -> None:
    """The core's fields of a prevent/instead mapping and the game's event causes (L5R's `zero_chi`)."""
    allowed = {*core, *ctx.registry.op_fields[op]}
    for key in (k for k in node.value if k not in allowed):
        node.error(ctx.not_here("cause", key) or f"unknown field '{key}'{suggest(key, allowed)}", key)


def _cause(node: Node, ctx: ParseContext) -> str | None:
    """The game's rulebook cause this prevention or substitution names (`zero_chi: true`), if any."""
    return next((c for c in ctx.registry.event_causes if node.boolean(c, False)), None)


def _players_instead(effect: Node, do: Node, ctx: ParseContext, op: str, targets: tuple | None) -> None:
    """What happens instead is aimed at players: by default it happens to the target of the event it
    replaces, one of the substitution's own targets, so those must be players too."""
    ctx.players_only(do, op, targets)
    if targets is not None:
        return
    own = effect.value.get("targets")
    own = [own] if isinstance(own, str) else own if isinstance(own, list) else []
    players = set(ctx.player_ids) | {"$controller", "$chooser"}
    if not own or any(t not in players for t in own):
        why = "it would happen to the card whose event it replaces"
        do.error(f"'{op}' is aimed at players: give them as its targets ({why})")


def _instead(effect: Node, ctx: ParseContext) -> Instead:
    node = effect.child("instead")
    if not node.is_mapping():
        return Instead(None)
    _fields_allowed(node, ctx, "instead", INSTEAD_FIELDS)
    do = node.child("do") if node.has("do") else None
    skip = bool(node.boolean("skip", False))
    replacement = None
    retarget = ctx.filter(node.child("retarget")) if node.has("retarget") else None
    if retarget is not None:  # "the action instead targets another of your legal Personalities ..."
        if do is not None or skip or node.value.get("of") != "target":
            node.error("retarget substitutes targeting: give 'of: target' and no 'do' or 'skip'")
    elif do is None and not skip:
        node.error("give 'do' (what happens instead) or 'skip: true' (nothing happens instead)")
    elif do is not None and skip:
        node.error("give either 'do' or 'skip: true', not both")
    elif do is not None and do.is_mapping():
        allowed = [name for name, op in ctx.registry.ops.items() if op.substitute]
        ops = [op for op in allowed if do.has(op)]
        if len(ops) != 1:
            do.error(f"give exactly one of {', '.join(allowed)}")
        else:
            op = ctx.registry.ops[ops[0]]
            do.keys_allowed((ops[0], "targets", *op.field_names))
            replacement = Replacement(ops[0], op.parse(do, ctx), ctx.targets(do))
            if op.players_only:
                _players_instead(effect, do, ctx, ops[0], replacement.targets)
    uses = node.integer("uses", None)
    if uses is not None and uses < 1:
        node.error("uses is 1 or more (leave it out for the game's default)", "uses")
    return Instead(
        of=node.choice(  # an event, or a procedure (a Barter, a phase) to skip or replace
            "of", (*ctx.events(), *sorted(ctx.rules.procedures), "target"), what="event or procedure"
        ),
        do=replacement,
        retarget=retarget,
        cause=_cause(node, ctx),
        optional=bool(node.boolean("optional", False)),
        from_players=node.choice("from_players", ("other", "self"), None, what="player scope"),
        uses=uses,
    )


def _move(node: Node, ctx: ParseContext) -> ZoneChange:
    return ZoneChange(ctx.zone_or_current(node, "move"))


def _may_not(node: Node, ctx: ParseContext) -> MayNot:
    """'May not' forbids a choice its targets could make: one of the game's effect ops, or an action the game
    names (L5R: use an ability, perform an action). A word that forbids nothing is refused, not ignored."""
    actions = sorted({*ctx.registry.ops, *ctx.rules.may_not_actions} - {"may_not"})
    return MayNot(node.choice("may_not", actions, what="action"))


def _assign(node: Node, ctx: ParseContext) -> ZoneChange:
    return ZoneChange(ctx.zone(node, "assign"))


def _control(node: Node, ctx: ParseContext) -> Control:
    return Control(ctx.player(node, "control", symbols=True))  # a player id, or a player symbol


# --- perform (instantaneous ops: one target; whether the state changed) -----------------------------------
def _perform_procedure(engine: Engine, params: CreateProcedure, target: str, event: dict) -> bool:
    return create_procedure(engine, params.name, params.at, event)


def _perform_assign(engine: Engine, params: ZoneChange, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None:
        return False
    change_zone(engine, card, params.to, event="assigned")
    return True


def _perform_destroy(engine: Engine, params: Any, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        return False
    card.destroyed = True
    engine.note(
        engine.rules.rule("destroy"), f"{target} is destroyed", source=event.get("source") or "rulebook"
    )
    change_zone(engine, card, "discard", event="destroyed")
    return True


def _perform_move(engine: Engine, params: ZoneChange, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None:
        return False
    rule = engine.rules.rule("instantaneous")
    to = resolve_zone(engine, params.to)
    if to is None:
        symbol = engine.rules.registry.zone_symbols[params.to]
        engine.note(rule, f"{target} cannot move to {symbol.doc}: {symbol.absent}")
        return False
    if card.zone == to:
        return False
    reason = engine.rules.may_enter(engine, card, to)
    if reason is not None:  # a game rule keeping it out (e.g. Naruto's no repetition)
        engine.note(
            engine.rules.cannot_enter_rule(engine, card), f"{target} cannot move to {to}: {reason}"
        )
        return False
    change_zone(engine, card, to, event="moved")
    return True


def _perform_switch_stats(engine: Engine, params: SwitchStats, target: str, event: dict) -> bool:
    if target not in engine.cards:
        return False
    return switch_stats(engine, params.stats, target, event)


# --- declarations -----------------------------------------------------------------------------------------
PREVENT_FIELDS = {
    "stat": ({"vocabulary": "stat"}, "changes to this stat"),
    "changes": ({"enum": ["bonuses", "penalties", "all"]}, "which changes of the stat (default all)"),
    "event": ({"vocabulary": "event"}, "an event of the game: destroy, move, enter_play, procedure ..."),
    "effect": (TEXT, "this effect (an id)"),
    "effects_of": (TEXT, "the effects of this action (an id)"),
    "from": ({"enum": list(ORIGINS)}, "effects of this origin"),
    "from_players": (
        {"enum": ["other", "self"]},
        "effects of other players' cards (with no source card: other players' effects), or the target's own",
    ),
    "from_owned": (
        BOOLEAN,
        "only effects from cards the target player owns ('from cards you own'; a card target: its owner); "
        "an effect with no source card is from no card",
    ),
    "occurrences": ({"enum": ["all", "current", "new"]}, "which occurrences (default all)"),
    "keyword": (TEXT, "gaining or losing this keyword"),
    "direction": (
        {"enum": ["gain", "lose"]},
        "only gains or only losses (an event that is a gain or a loss: for `honor`, Honor gained or lost; "
        "for `dishonor`, gain: a card dishonored, lose: a card rehonored)",
    ),
    "with_keyword": (TEXT, "effects having this keyword ('not affected by Maho effects')"),
    "negation": (BOOLEAN, "true (default): a negation; false: 'does not / will not' wording"),
    "procedure": ({"vocabulary": "procedure"}, "this procedure does not happen ('Challenges do not happen')"),
    "to": (
        {"vocabulary": "zone_kind"},
        "with event: move, only moves to a zone of this kind ('he will not move to battlefields')",
    ),
    "events": (
        {"type": "array", "items": {"vocabulary": "event"}},
        "any of these events ('bows, moves, or destroys her'); instead of event",
    ),
    "uses": (
        {"type": "integer", "minimum": 1},
        "how many occurrences it prevents before it ends ('the next time': 1; default: all while it lasts); "
        "on a trait's triggered prevention, counted over all its triggers while its card is in play ('before "
        "the first time this game ...': 1)",
    ),
}
INSTEAD_FIELDS = {
    "of": ({"vocabulary": "replaceable"}, "the event or procedure replaced, or `target` (with retarget)"),
    "do": ({"vocabulary": "replacement"}, "what happens instead: one op, with its targets"),
    "skip": (BOOLEAN, "nothing happens instead"),
    "optional": (BOOLEAN, "'you can ... instead': its controller decides each time"),
    "from_players": (
        {"enum": ["other", "self"]},
        "only events caused by other players' cards' effects (or the target's)",
    ),
    "uses": ({"type": "integer", "minimum": 1}, "how many events it replaces (default: the game's)"),
    "retarget": ({"vocabulary": "filter"}, "a filter: the action instead targets another legal card"),
}


STAT_MODE_NEEDS = {"set": "set", "min": "min-max", "max": "min-max"}


def _stat_needs(params: StatChange) -> tuple[str, ...]:
    """A mode other than a change, and a restriction ("will not reduce Chi below 1"), cite their rule."""
    mode = "adjust" if params.mode.startswith("adjust_") else STAT_MODE_NEEDS.get(params.mode)
    limited = params.not_below is not None or params.not_above is not None
    return (*((mode,) if mode else ()), *(("restriction",) if limited else ()))


def _mapping(fields: dict) -> dict:
    props = {k: {**schema, "description": doc} for k, (schema, doc) in fields.items()}
    return {"type": "object", "properties": props, "additionalProperties": False}


STAT_FIELDS = {
    **{
        m: {**AMOUNT, "description": f"{m.replace('_', ' ')}: the stat effect's mode (give one)"}
        for m in STAT_MODES
    },
    "not_below": {**INTEGER, "description": "a penalty stops at this value"},
    "not_above": {**INTEGER, "description": "a bonus stops at this value"},
    "grants_stat": {**BOOLEAN, "description": "the card gains the stat if it lacks it"},
}

# In the order the "give one of" message lists them.
OPS: dict[str, Op] = {
    "stat": Op(
        _stat,
        fields=STAT_FIELDS,
        value={"vocabulary": "stat"},
        doc="Changes a stat: `stat: force` with one mode: change, min, max, set, adjust_bonuses or "
        "adjust_penalties.",
        instant=False,
        substitute=False,
        needs=("stat-change",),
        needs_of=_stat_needs,
    ),
    "switch_stats": Op(
        _switch_stats,
        _perform_switch_stats,
        event="stat",
        value={"type": "array", "items": {"vocabulary": "stat"}, "minItems": 2, "maxItems": 2},
        doc="Switches two stats: each is set to the other's current value by a bonus or penalty, fixed as "
        "the effect begins and lasting as long as the effect (an ongoing effect: until the end of the turn "
        "unless it states a duration; instantaneous: they stay).",
        substitute=False,
        lasts=True,
        needs=("set",),
    ),
    "grant_keyword": Op(
        _keyword("grant_keyword"), value=TEXT, doc="The targets gain a keyword.", substitute=False
    ),
    "remove_keyword": Op(
        _keyword("remove_keyword"), value=TEXT, doc="The targets lose a keyword.", substitute=False
    ),
    "prevent": Op(
        _prevent,
        value=_mapping(PREVENT_FIELDS),
        doc="Prevention: an event, changes to a stat or keyword, or the effects of something do not happen.",
        substitute=False,
        needs=("prevention",),
    ),
    "instead": Op(
        _instead,
        value=_mapping(INSTEAD_FIELDS),
        doc="Substitution: something else happens (`do`) or nothing (`skip`) instead of an event.",
        substitute=False,
        needs=("substitution",),
    ),
    "destroy": Op(
        flag("destroy"),
        _perform_destroy,
        "destroy",
        value=FLAG,
        doc="Destroys the targets.",
        needs=("destroy",),
    ),
    "move": Op(
        _move,
        _perform_move,
        "move",
        value={"vocabulary": "zone_or_symbol"},
        doc="Moves the targets to a zone (or the one a zone symbol of the game names).",
        needs=("instantaneous",),
        event_data=lambda params: {"to": params.to},
    ),
    "may_not": Op(
        _may_not,
        value=TEXT,
        doc=(
            "'May not': the targets' choice (an op such as assign, or a step such as use) fails; L5R"
            " `perform`: the card may not be the performer of any action (\"He may not perform actions\")."
        ),
        substitute=False,
        needs=(("may-not", "prevention"),),
    ),
    "assign": Op(
        _assign,
        _perform_assign,
        "assign",
        value={"vocabulary": "zone"},
        doc="Assigns the targets to a zone.",
        substitute=False,
    ),
    "grant_ability": Op(
        _grant_ability,
        value={"vocabulary": "ability"},
        doc="The targets gain a copy of an ability (games whose cards have abilities).",
        substitute=False,
    ),
    "procedure": Op(
        _procedure,
        _perform_procedure,
        "procedure",
        value={"anyOf": [{"vocabulary": "procedure"}, closed(PROCEDURE_FIELDS, "name")]},
        doc="Creates a procedure (a battle, a duel ...): `procedure: battle` or `{name, at}`.",
        substitute=False,
        event_data=lambda params: {"procedure": params.name},
    ),
    "control": Op(
        _control,
        value=TEXT,
        doc="The targets are controlled by this player (a player id or $controller) while it applies.",
        substitute=False,
    ),
}
