"""The core's effect ops: one declaration each (registry.Op), with its parse function and documentation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .reader import Node
from .registry import FLAG, Op
from .spec import ORIGINS, Amount

if TYPE_CHECKING:
    from .context import ParseContext

STAT_MODES = ("change", "min", "max", "set", "adjust_bonuses", "adjust_penalties")
PREVENT_FIELDS = ("stat", "changes", "event", "effect", "effects_of", "from", "from_players", "zero_chi")
PREVENT_FIELDS += ("occurrences", "keyword", "direction", "with_keyword", "negation", "procedure")
INSTEAD_FIELDS = ("of", "do", "skip", "zero_chi", "optional", "from_players", "uses", "retarget")
AMOUNT = {
    "description": "a number, {per: filter, each: N, sign: -1} or {equal_to: stat, of: card, sign: -1}",
    "anyOf": [{"type": "integer"}, {"type": "object"}],
}


def flag(op: str):
    """The parse of an op written `op: true` (it takes no value)."""

    def parse(node: Node, ctx: ParseContext) -> dict:
        if node.boolean(op) is False:
            node.error(f"'{op}: false' does nothing; leave it out", op)
        return {}

    return parse


def _grant_ability(node: Node, ctx: ParseContext) -> dict:
    return {"ability": ctx.rules.parse_ability(node.child("grant_ability"), ctx)}


def _procedure(node: Node, ctx: ParseContext) -> dict:
    pnode = node.child("procedure")
    if isinstance(pnode.value, str):
        pnode = Node({"name": pnode.value}, pnode.path, pnode.problems)
    if not pnode.is_mapping("a procedure name or {name: battle, at: zone}"):
        return {"name": None}
    pnode.keys_allowed(("name", "at"))
    return {
        "name": pnode.choice("name", sorted(ctx.rules.procedures), what="procedure"),
        "at": ctx.zone(pnode, "at", "") or None,
    }


def _stat(node: Node, ctx: ParseContext) -> dict:
    stat = node.text("stat")
    ctx.stat_name(node, "stat", stat)
    modes = [m for m in STAT_MODES if node.has(m)]
    if len(modes) != 1:
        node.error(f"a stat effect gives exactly one of {', '.join(STAT_MODES)}")
        return {"stat": stat, "mode": "change", "amount": Amount()}
    mode = modes[0]
    amount = ctx.amount(node.child(mode))
    params = {"stat": stat, "mode": mode, "amount": amount, "grants_stat": node.boolean("grants_stat", False)}
    for key in ("not_below", "not_above"):
        if node.has(key):
            params[key] = node.integer(key)
    return params


def _switch_stats(node: Node, ctx: ParseContext) -> dict:
    names = node.text_list("switch_stats")
    for name in names:
        ctx.stat_name(node, "switch_stats", name)
    if len(names) != 2:
        node.error("switch_stats names exactly two stats", "switch_stats")
    return {"stats": tuple(names)}


def _keyword(op: str):
    def parse(node: Node, ctx: ParseContext) -> dict:
        return {"keyword": node.text(op)}

    return parse


def _prevent(node: Node, ctx: ParseContext) -> dict:
    node = node.child("prevent")
    if not node.is_mapping():
        return {}
    node.keys_allowed(PREVENT_FIELDS)
    params = {
        "stat": node.text("stat", None),
        "changes": node.choice("changes", ("bonuses", "penalties", "all"), "all", what="changes"),
        "event": node.choice("event", ctx.events(), None, what="event"),
        "effect": node.text("effect", None),
        "effects_of": node.text("effects_of", None),
        "from": node.choice("from", ORIGINS, None, what="origin"),
        "from_players": node.choice("from_players", ("other", "self"), None, what="player scope"),
        "zero_chi": bool(node.boolean("zero_chi", False)),
        "occurrences": node.choice("occurrences", ("all", "current", "new"), "all", what="occurrences"),
        "keyword": node.text("keyword", None),
        "direction": node.choice("direction", ("gain", "lose"), None, what="direction"),
        "with_keyword": node.text("with_keyword", None),
        "negation": bool(node.boolean("negation", True)),
        "procedure": node.choice("procedure", sorted(ctx.rules.procedures), None, what="procedure"),
    }
    if params["procedure"]:  # "Challenges do not happen"
        params["event"] = "procedure"
    ctx.stat_name(node, "stat", params["stat"])
    what = ("stat", "event", "effect", "effects_of", "keyword", "with_keyword")
    if not any(params[k] for k in what):
        node.error(f"say what is prevented: {', '.join(what)}")
    return params


def _instead(node: Node, ctx: ParseContext) -> dict:
    node = node.child("instead")
    if not node.is_mapping():
        return {}
    node.keys_allowed(INSTEAD_FIELDS)
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
            replacement = {"op": ops[0], **op.parse(do, ctx), "targets": ctx.targets(do)}
    uses = node.integer("uses", None)
    if uses is not None and uses < 1:
        node.error("uses is 1 or more (leave it out for the game's default)", "uses")
    return {
        "of": node.choice(  # an event, or a procedure (a Barter, a phase) to skip or replace
            "of", (*ctx.events(), *sorted(ctx.rules.procedures), "target"), what="event or procedure"
        ),
        "do": replacement,
        "retarget": retarget,
        "zero_chi": bool(node.boolean("zero_chi", False)),
        "optional": bool(node.boolean("optional", False)),
        "from_players": node.choice("from_players", ("other", "self"), None, what="player scope"),
        "uses": uses,
    }


def _move(node: Node, ctx: ParseContext) -> dict:
    return {"to": ctx.zone_or_current(node, "move")}


def _honor(node: Node, ctx: ParseContext) -> dict:
    return {"amount": node.integer("honor")}


def _may_not(node: Node, ctx: ParseContext) -> dict:
    return {"action": node.text("may_not")}


def _assign(node: Node, ctx: ParseContext) -> dict:
    return {"to": ctx.zone(node, "assign")}


def _control(node: Node, ctx: ParseContext) -> dict:
    player = ctx.player(node, "control", symbols=True)
    if player and player.startswith("$") and player != "$controller":
        node.error("control names the player who gets the cards: a player id or $controller", "control")
    return {"player": player}


TEXT = {"type": "string"}
INTEGER = {"type": "integer"}
STAT_FIELDS = {
    **{
        m: {**AMOUNT, "description": f"the stat's {m.replace('_', ' ')} (a stat effect gives one mode)"}
        for m in STAT_MODES
    },
    "not_below": {**INTEGER, "description": "the change stops at this value (a floor of its own)"},
    "not_above": {**INTEGER, "description": "the change stops at this value (a ceiling of its own)"},
    "grants_stat": {"type": "boolean", "description": "the card gains the stat if it has none"},
}

# In the order the "give one of" message lists them.
OPS: dict[str, Op] = {
    "stat": Op(
        _stat,
        fields=STAT_FIELDS,
        value=TEXT,
        doc="Changes a stat (`stat: force` with one of change, min, max, set, adjust_bonuses, "
        "adjust_penalties).",
        instant=False,
        substitute=False,
    ),
    "switch_stats": Op(
        _switch_stats,
        event="stat",
        value={"type": "array", "items": TEXT, "minItems": 2, "maxItems": 2},
        doc="Switches two stats: each is set to the other's current value.",
        substitute=False,
    ),
    "grant_keyword": Op(
        _keyword("grant_keyword"), value=TEXT, doc="The targets gain a keyword.", substitute=False
    ),
    "remove_keyword": Op(
        _keyword("remove_keyword"), value=TEXT, doc="The targets lose a keyword.", substitute=False
    ),
    "prevent": Op(
        _prevent,
        value={"type": "object", "properties": {k: {} for k in PREVENT_FIELDS}},
        doc="Prevents an event, stat changes or the effects of something.",
        substitute=False,
    ),
    "instead": Op(
        _instead,
        value={"type": "object", "properties": {k: {} for k in INSTEAD_FIELDS}},
        doc="Substitution: something else happens (`do`) or nothing (`skip`) instead of an event.",
        substitute=False,
    ),
    "destroy": Op(
        flag("destroy"), event="destroy", doc="Destroys the targets (they go to the discard pile)."
    ),
    "bow": Op(flag("bow"), value=FLAG, event="bow", doc="Bows the targets."),
    "straighten": Op(
        flag("straighten"), value=FLAG, event="bow", doc="Straightens the targets.", substitute=False
    ),
    "dishonor": Op(flag("dishonor"), value=FLAG, event="dishonor", doc="Dishonors the targets."),
    "rehonor": Op(
        flag("rehonor"), value=FLAG, event="dishonor", doc="Rehonors the targets.", substitute=False
    ),
    "move": Op(
        _move, event="move", value=TEXT, doc="Moves the targets to a zone (`$battlefield`: the current one)."
    ),
    "honor": Op(_honor, event="honor", value=INTEGER, doc="The target players gain (or lose) Family Honor."),
    "may_not": Op(
        _may_not,
        value=TEXT,
        doc="The targets may not do something (an op such as assign, or a step such as use).",
        substitute=False,
    ),
    "assign": Op(_assign, event="assign", value=TEXT, doc="Assigns the targets to a zone.", substitute=False),
    "grant_ability": Op(
        _grant_ability,
        value={"type": "object"},
        doc="The targets gain an ability (games whose cards have abilities).",
        substitute=False,
    ),
    "procedure": Op(
        _procedure,
        event="procedure",
        value={"anyOf": [TEXT, {"type": "object"}]},
        doc="Creates a procedure (a battle, a duel ...): `procedure: battle` or {name, at}.",
        substitute=False,
    ),
    "control": Op(
        _control,
        value=TEXT,
        doc="The targets are controlled by this player while it applies.",
        substitute=False,
    ),
}
