"""Parse and validate a scenario document (YAML, JSON or an already-loaded mapping) into a `Scenario`.

The document's frame (players, cards, the timeline) is read here; every construct inside it is read by its
declaration in the game's registry (language/vocabulary.py) through the public `ParseContext` (context.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..errors import Problem, ScenarioError
from ..limits import MAX_CARDS, MAX_PLAYERS, MAX_SCENARIO_BYTES, MAX_STEPS
from ..loader import load_games
from ..rule_ids import RULE_IDS
from .card_refs import scoped
from .context import CardResolver, ParseContext, declared_by
from .core import CARD_FIELDS, CORE, CREATED_FIELDS, TOP_FIELDS
from .needs import needed
from .reader import Node, Problems, suggest, type_name
from .spec import CardDef, EffectSpec, PlayerDef, Scenario, Step
from .yamlsource import Locator, check_values, collector_paused, format_path, load_text


def parse_scenario(
    source: str | Mapping,
    *,
    resolve_card: CardResolver | None = None,
    max_bytes: int = MAX_SCENARIO_BYTES,
) -> Scenario:
    """Validate a scenario and return it; raise ScenarioError listing every problem with its path.
    Text longer than `max_bytes` (UTF-8) raises ScenarioTooLargeError: the default is the public limit."""
    with collector_paused():
        return _read(source, resolve_card, max_bytes)


def _read(source: str | Mapping, resolve_card: CardResolver | None, max_bytes: int) -> Scenario:
    if isinstance(source, str):
        data, locator = load_text(source, max_bytes)
    elif isinstance(source, Mapping):
        data, locator = dict(source), Locator()
        check_values(data, locator)
    else:
        raise ScenarioError([Problem("", "a scenario is YAML/JSON text or a mapping")])
    problems = Problems(locator)
    root = Node(data, (), problems)
    if not root.is_mapping("a mapping with game, players, cards and steps"):
        problems.raise_if_any()
    scenario = _parse(root, problems, resolve_card)
    problems.raise_if_any()
    return scenario


@lru_cache(maxsize=2)
def _vocabularies(names: tuple[str, ...]) -> dict:
    """Which games declare each op, step and question (to name the game a word belongs to)."""
    return declared_by(load_games())


def _parse(root: Node, problems: Problems, resolve_card: CardResolver | None) -> Scenario:
    root.keys_allowed(TOP_FIELDS)
    version = root.integer("version", 1)
    if version not in (None, 1):
        root.error(f"unsupported scenario version {version}; this engine reads version 1", "version")
    games = load_games()
    game = root.choice("game", sorted(games), what="game")
    if game is None:
        problems.raise_if_any()
    ctx = ParseContext(games[game], problems, resolve_card, _vocabularies(tuple(games)))
    players = _players(ctx, root)
    raw_cards = _raw_cards(ctx, root)
    ctx.card_ids = set(raw_cards)
    cards = tuple(_card(ctx, cid, node) for cid, node in raw_cards.items())
    _refuse_attachment_cycles(raw_cards, cards)
    steps = _steps(ctx, root)
    cards += _created_cards(ctx)
    choices = tuple(s for s in steps if s.kind == "action" and s.params.choice_pending)
    return Scenario(
        game=game,
        title=root.text("title", ""),
        players=players,
        cards=cards,
        steps=steps,
        source=_source(ctx, root),
        note=root.text("note", None),
        choices=choices,
    )


# --- header -------------------------------------------------------------------------------------------
def _source(ctx: ParseContext, root: Node) -> dict | None:
    if not root.has("source"):
        return None
    node = root.child_mapping("source", "a mapping", ("document", "opening"))
    if node is None:
        return None
    return {"document": node.text("document"), "opening": node.text("opening")}


def _players(ctx: ParseContext, root: Node) -> tuple[PlayerDef, ...]:
    node = root.child("players")
    if node.value is None or not isinstance(node.value, list) or not node.value:
        node.error("expected a non-empty list of players")
        return ()
    if len(node.value) > MAX_PLAYERS:
        node.error(f"too many players ({len(node.value)} > {MAX_PLAYERS})")
        return ()
    player_stats = {n for n, s in ctx.rules.stats.items() if s.player}
    out = []
    for i in range(len(node.value)):
        item = node.child(i)
        if isinstance(item.value, str):
            out.append(PlayerDef(item.value, {}))
            continue
        if not item.is_mapping("a player id or a mapping"):
            continue
        fields = ctx.registry.player_fields
        allowed = {"id", *player_stats, *fields}
        for key in (k for k in item.value if k not in allowed):
            item.error(ctx.not_here("player", key) or f"unknown field '{key}'{suggest(key, allowed)}", key)
        stats = {s: item.integer(s) for s in sorted(player_stats) if item.has(s)}
        extra = {k: f.parse(item, ctx, k) for k, f in fields.items() if item.has(k)}
        pid = item.text("id")
        if pid is not None:
            out.append(PlayerDef(pid, stats, extra))
    for i, p in enumerate(out):
        if p.id in ctx.player_ids:
            node.error(f"duplicate player id '{p.id}'", i)
        ctx.player_ids.add(p.id)
    return tuple(out)


# --- cards --------------------------------------------------------------------------------------------
def _raw_cards(ctx: ParseContext, root: Node) -> dict[str, Node]:
    if not root.has("cards"):
        return {}
    node = root.child("cards")
    if not node.is_mapping("a mapping of card id to card"):
        return {}
    if len(node.value) > MAX_CARDS:
        node.error(f"too many cards ({len(node.value)} > {MAX_CARDS})")
        return {}
    out = {}
    for cid in node.value:
        if not isinstance(cid, str):
            node.error(f"card ids are text, got {cid!r}")
        elif cid in ctx.player_ids:
            node.error(f"card id '{cid}' is also a player id", cid)
        else:
            out[cid] = _resolved(ctx, node.child(cid), cid)
    return out


def _resolved(ctx: ParseContext, node: Node, cid: str) -> Node:
    if not isinstance(node.value, dict) or "ref" not in node.value:
        return node
    ref = node.value["ref"]
    if ctx.resolve_card is None:
        node.error(f"card reference '{ref}' cannot be resolved: no card database resolver", "ref")
        return node
    definition = ctx.resolve_card(ctx.rules.name, ref)
    if definition is None:
        node.error(f"unknown card '{ref}' for game '{ctx.rules.name}'", "ref")
        return node
    merged = {**scoped(definition, cid), **{k: v for k, v in node.value.items() if k != "ref"}}
    merged.setdefault("title", ref)
    return Node(merged, node.path, node.problems)


def _created_cards(ctx: ParseContext) -> tuple[CardDef | None, ...]:
    """The cards effects create (`ctx.created_card`: in the cards' text, named by every step, or in a step,
    named by the steps after it), read as the scenario's cards are (the text of one may create another)."""
    out: list[CardDef | None] = []
    done: set[str] = set()
    while pending := [cid for cid in ctx.created_cards if cid not in done]:
        for cid in pending:
            done.add(cid)
            out.append(_card(ctx, cid, ctx.created_cards[cid], uncreated=True))
    return tuple(out)


def _card(ctx: ParseContext, cid: str, node: Node, *, uncreated: bool = False) -> CardDef | None:
    """A card of the scenario; `uncreated`: one an effect creates, nowhere and owned by no one until then
    (its creator's player owns and controls it once created)."""
    if not node.is_mapping("a card mapping"):
        return None
    rules = ctx.rules
    ctype = node.choice("type", sorted(rules.card_types), what="card type")
    owner = None if uncreated else ctx.player(node, "owner")
    controller = ctx.player(node, "controller", owner)
    created = uncreated or node.boolean("created", False)
    title = None if created else node.text("title", None)
    attached_to = node.text("attached_to", None)
    if attached_to is not None and attached_to not in ctx.card_ids:
        node.error(f"unknown card '{attached_to}'{suggest(attached_to, ctx.card_ids)}", "attached_to")
    zone = "" if uncreated else ctx.zone(node, "zone", "attached" if attached_to else None)
    face = node.choice("face", ("up", "down"), "up", what="face")
    flags = {}
    for flag in sorted(rules.flags):
        if node.has(flag):
            flags[flag] = node.boolean(flag)
    fields = CREATED_FIELDS if uncreated else (*CARD_FIELDS, *rules.flags)
    node.keys_allowed((*fields, *ctx.registry.card_fields))
    stats = _card_stats(ctx, node, ctype, created)
    traits = _traits(ctx, node, cid, controller)
    extra = {k: f.parse(node.child(k), ctx, cid) for k, f in ctx.registry.card_fields.items() if node.has(k)}
    return CardDef(
        id=cid,
        type=ctype,
        title=title,
        owner=owner,
        controller=controller,
        zone=zone,
        attached_to=attached_to,
        face_up=face == "up",
        flags=flags,
        keywords=tuple(node.text_list("keywords", [])),
        stats=stats,
        traits=traits,
        created=bool(created),
        exists=not uncreated,
        unique=bool(node.boolean("unique", False)),
        tokens=_tokens(ctx, node),
        extra=extra,
    )


def _refuse_attachment_cycles(raw_cards: dict[str, Node], cards: tuple[CardDef | None, ...]) -> None:
    """A card attached to itself, or to a card attached under it, would be nowhere: refused where written."""
    bearer_of = {c.id: c.attached_to for c in cards if c is not None and c.attached_to}
    for cid in bearer_of:
        chain, current = [cid], bearer_of[cid]
        while current is not None and current not in chain:
            chain.append(current)
            current = bearer_of.get(current)
        if current == cid:
            cycle = " -> ".join([*chain, cid])
            text = f"attachments form a cycle ({cycle}): a card cannot bear itself"
            raw_cards[cid].error(text, "attached_to")


def _tokens(ctx: ParseContext, node: Node) -> dict[str, int]:
    if not node.has("tokens"):
        return {}
    tnode = node.child("tokens")
    if not tnode.is_mapping("a mapping of token kind to count, e.g. {power: 1}"):
        return {}
    counts = {str(kind): tnode.integer(kind) for kind in tnode.value}
    for kind, count in counts.items():
        if count is not None and count < 0:
            tnode.error("a token count is 0 or more", kind)
    return {k: v for k, v in counts.items() if v}


def _card_stats(ctx: ParseContext, node: Node, ctype: str | None, created: bool) -> dict:
    allowed = ctx.rules.card_stats(ctype) if ctype else frozenset()
    out: dict[str, Any] = {}
    if node.has("stats"):
        snode = node.child("stats")
        if snode.is_mapping():
            for name, value in snode.value.items():
                if name not in ctx.rules.stats:
                    snode.error(f"unknown stat '{name}'{suggest(name, ctx.stat_names)}", name)
                elif ctype and name not in allowed:
                    snode.error(f"a {ctype} has no {name} stat (absent stats)", name)
                elif isinstance(value, bool) or not (isinstance(value, int) or value == "-"):
                    snode.error("expected a whole number or '-'", name)
                elif value == "-" and not ctx.rules.stats[name].allows_dash:
                    snode.error(f"'-' is not a value of {name}", name)
                else:
                    out[name] = value
    if created:
        out = ctx.rules.created_card_stats(ctype, out) if ctype else out
    return out


def _traits(ctx: ParseContext, node: Node, cid: str, controller: str | None) -> tuple[EffectSpec, ...]:
    if not node.has("traits"):
        return ()
    tnode = node.child("traits")
    if not isinstance(tnode.value, list):
        tnode.error("expected a list of effects")
        return ()
    defaults = {"kind": "continuous", "origin": "trait", "source": cid, "controller": controller}
    defaults["place"] = "trait"
    return tuple(
        e for i in range(len(tnode.value)) if (e := ctx.effect(tnode.child(i), defaults)) is not None
    )


# --- steps --------------------------------------------------------------------------------------------
def _steps(ctx: ParseContext, root: Node) -> tuple[Step, ...]:
    node = root.child("steps")
    if not isinstance(node.value, list):
        node.error("expected a list of steps")
        return ()
    if len(node.value) > MAX_STEPS:
        node.error(f"too many steps ({len(node.value)} > {MAX_STEPS})")
        return ()
    steps = []
    for i in range(len(node.value)):
        step = _step(ctx, node.child(i), i)
        if step is not None:
            steps.append(step)
    return tuple(steps)


def _cites(ctx: ParseContext, node: Node) -> tuple[str, ...]:
    """`cites: l5r.stats.set` (or a list): the rule ids of this game the answer rests on."""
    if not node.has("cites"):
        return ()
    known = sorted(r for r in RULE_IDS if r.startswith(f"{ctx.rules.name}."))
    cites = node.text_list("cites")
    for rule in cites:
        if rule not in known:
            node.error(f"unknown rule id '{rule}' of {ctx.rules.name}{suggest(rule, known)}", "cites")
    return tuple(cites)


def _step(ctx: ParseContext, node: Node, index: int) -> Step | None:
    if not node.is_mapping("a step mapping"):
        return None
    kind = _step_kind(ctx, node)
    if kind is None:
        return None
    path = format_path(node.path)
    has_expect = node.has("expect")
    expect = node.value.get("expect")
    if isinstance(expect, dict) and not isinstance(expect.get("outcomes", []), list):
        node.error("expected a list of the answers over every choice", "expect")
    if kind == "ask":
        node.keys_allowed(("ask", "expect", "cites", "note"))
        question = ctx.registry.steps["ask"].parse(node.child("ask"), ctx)
        cites = _cites(ctx, node)
        return Step(index, kind, question, path, expect=expect, has_expect=has_expect, cites=cites)
    if has_expect:
        node.error("only 'ask' steps have an expected answer", "expect")
    if node.has("cites"):
        node.error("only 'ask' steps cite the rule their answer rests on", "cites")
    node.keys_allowed((kind, "note", "decide"))
    ctx.step_index = index
    return _with_decisions(node, _kind_step(ctx, node, kind, index, path))


def _step_kind(ctx: ParseContext, node: Node) -> str | None:
    """The one kind of step the mapping is; None, refused naming the keys it does not know, if not one."""
    step_kinds = ctx.registry.steps
    kinds = [k for k in node.value if k in step_kinds]  # (a step's few keys, not the game's every kind)
    if len(kinds) != 1:
        unknown = [k for k in node.value if k not in (*step_kinds, "expect", "cites", "id", "note")]
        hints = (ctx.not_here("step", k) or f"unknown '{k}'{suggest(k, step_kinds)}" for k in unknown)
        hint = "".join(f"; {h}" for h in hints)
        node.error(f"a step does exactly one of: {', '.join(step_kinds)}{hint}")
        return None
    return kinds[0]


def _with_decisions(node: Node, step: Step | None) -> Step | None:
    """The step with its `decide` (effect id -> the card chosen, or whether an optional effect happens)."""
    if step is None or not node.has("decide"):
        return step
    decide = node.child("decide")
    if not decide.is_mapping("a mapping of effect id to the choice made (e.g. {trait-id: false})"):
        return step
    for effect, choice in decide.value.items():  # a card chosen, whether an optional effect happens, an order
        if isinstance(choice, list) and all(isinstance(c, str) for c in choice):
            continue
        if not isinstance(choice, str | bool):
            what = type_name(choice)
            decide.error(f"expected the card chosen, true/false or a list of cards, got {what}", effect)
    return replace(step, decide={k: tuple(v) if isinstance(v, list) else v for k, v in decide.value.items()})


def _kind_step(ctx: ParseContext, node: Node, kind: str, index: int, path: str) -> Step | None:
    declared = ctx.registry.steps[kind]
    params = declared.parse(node.child(kind), ctx)
    if params is None:
        return None
    if declared.needs or declared.needs_of is not None:
        ctx.require(node, ((need, f"the '{kind}' step", kind) for need in needed(declared, params)))
    return Step(index, kind, params, path, effects=declared.effects(params) if declared.effects else ())


# The core's op and step names for readers outside the engine (the question builder); a game's: its registry.
OPS = tuple(CORE.ops)
STEP_KINDS = tuple(CORE.steps)

__all__ = ["OPS", "STEP_KINDS", "CardResolver", "parse_scenario"]
