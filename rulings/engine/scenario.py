"""Parse and validate a scenario document (YAML, JSON or an already-loaded mapping) into a `Scenario`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from .errors import Problem, ScenarioError
from .field_use import unused_fields
from .games import GameRules, load_games
from .limits import MAX_CARDS, MAX_EFFECTS, MAX_PLAYERS, MAX_SCENARIO_BYTES, MAX_STEPS
from .matching import CURRENT_BATTLEFIELD, STAT_COMPARISONS
from .questions_spec import QUESTIONS, parse_question
from .reader import Node, Problems, suggest, type_name
from .rules import REGISTRY
from .spec import (
    EFFECT_KINDS,
    ORIGINS,
    Amount,
    CardDef,
    Condition,
    EffectSpec,
    Filter,
    Limit,
    PlayerDef,
    Scenario,
    Step,
    Trigger,
)
from .yamlsource import Locator, check_values, format_path, load_text

CardResolver = Callable[[str, str], "dict | None"]

TOP_FIELDS = ("version", "game", "title", "source", "note", "players", "cards", "steps")
CARD_FIELDS = (
    "ref",
    "type",
    "title",
    "owner",
    "controller",
    "zone",
    "attached_to",
    "face",
    "keywords",
    "stats",
)
CARD_FIELDS += ("traits", "created", "unique", "tokens")
STEP_KINDS = (
    "enter_play",
    "leave_play",
    "move",
    "attach",
    "set",
    "apply",
    "action",
    "end_effect",
    "begin",
    "end",
    "destroy",
    "ask",
)
OPS = (
    "stat",
    "switch_stats",
    "grant_keyword",
    "remove_keyword",
    "prevent",
    "instead",
    "destroy",
    "bow",
    "straighten",
    "dishonor",
    "rehonor",
    "move",
    "honor",
    "may_not",
    "assign",
    "grant_ability",
    "procedure",
    "control",
)
EFFECT_FIELDS = (
    "id",
    "kind",
    "origin",
    "source",
    "controller",
    "targets",
    "affects",
    "now_in_play",
    "while",
    "remains",
    "duration",
    "trigger",
    "then",
    "keywords",
    "change",
    "min",
    "max",
    "set",
    "adjust_bonuses",
    "adjust_penalties",
    "not_below",
    "not_above",
    "grants_stat",
    "optional",
    "limit",
    "consecutively",
    "choose",
    "targeting",
    "if_changed",
    *OPS,
)
FILTER_FIELDS = (
    "type",
    "face",
    "keywords",
    "any_keywords",
    "not_keywords",
    "controller",
    "zone",
    "cards",
    "attached_to",
    "in_army_of",
    "opposing",
    "unique",
    "in_play",
    "stats",
    "not_cards",
    "at",
    "title",
    "owner",
    "everywhere",
    "ability",
)
PREVENT_FIELDS = ("stat", "changes", "event", "effect", "effects_of", "from", "from_players", "zero_chi")
PREVENT_FIELDS += ("occurrences", "keyword", "direction", "with_keyword", "negation", "procedure")
EVENTS = ("destroy", "bow", "move", "honor", "dishonor", "assign", "enter_play", "stat", "procedure")
TRIGGER_EVENTS = (
    "turn_begins",
    "turn_ends",
    "battle_begins",
    "battle_ends",
    "duel_begins",
    "duel_ends",
    "phase_begins",
    "phase_ends",
    "destroyed",
    "enters_play",
    "leaves_play",
    "bowed",
    "straightened",
    "dishonored",
    "rehonored",
)


def parse_scenario(
    source: str | Mapping,
    *,
    resolve_card: CardResolver | None = None,
    max_bytes: int = MAX_SCENARIO_BYTES,
) -> Scenario:
    """Validate a scenario and return it; raise ScenarioError listing every problem with its path.
    Text longer than `max_bytes` (UTF-8) raises ScenarioTooLargeError: the default is the public limit."""
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
    parser = _Parser(root, problems, resolve_card)
    scenario = parser.parse()
    problems.raise_if_any()
    return scenario


class _Parser:
    def __init__(self, root: Node, problems: Problems, resolve_card: CardResolver | None):
        self.root, self.problems, self.resolve_card = root, problems, resolve_card
        self.rules: GameRules | None = None
        self.card_ids: set[str] = set()
        self.player_ids: set[str] = set()
        self.effect_ids: set[str] = set()
        self.effect_count = 0
        self.stat_names: tuple[str, ...] = ()
        self._vocabulary: tuple[frozenset[str], tuple[str, ...], list[str]] | None = None

    def parse(self) -> Scenario:
        root = self.root
        root.keys_allowed(TOP_FIELDS)
        version = root.integer("version", 1)
        if version not in (None, 1):
            root.error(f"unsupported scenario version {version}; this engine reads version 1", "version")
        games = load_games()
        game = root.choice("game", sorted(games), what="game")
        if game is None:
            self.problems.raise_if_any()
        self.rules = games[game]
        self.stat_names = tuple(sorted(self.rules.stats))
        players = self._players(root)
        raw_cards = self._raw_cards(root)
        self.card_ids = set(raw_cards)
        cards = tuple(self._card(cid, node) for cid, node in raw_cards.items())
        steps = self._steps(root)
        choices = tuple(s for s in steps if s.kind == "action" and s.params.get("choice_pending"))
        return Scenario(
            game=game,
            title=root.text("title", ""),
            players=players,
            cards=cards,
            steps=steps,
            source=self._source(root),
            note=root.text("note", None),
            choices=choices,
        )

    # --- header -------------------------------------------------------------------------------------------
    def _source(self, root: Node) -> dict | None:
        if not root.has("source"):
            return None
        node = root.child("source")
        if not node.is_mapping():
            return None
        node.keys_allowed(("document", "opening"))
        return {"document": node.text("document"), "opening": node.text("opening")}

    def _players(self, root: Node) -> tuple[PlayerDef, ...]:
        node = root.child("players")
        if node.value is None or not isinstance(node.value, list) or not node.value:
            node.error("expected a non-empty list of players")
            return ()
        if len(node.value) > MAX_PLAYERS:
            node.error(f"too many players ({len(node.value)} > {MAX_PLAYERS})")
            return ()
        player_stats = {n for n, s in self.rules.stats.items() if s.player}
        out = []
        for i in range(len(node.value)):
            item = node.child(i)
            if isinstance(item.value, str):
                out.append(PlayerDef(item.value, None, {}))
                continue
            if not item.is_mapping("a player id or a mapping"):
                continue
            item.keys_allowed(("id", "clan", *player_stats))
            stats = {s: item.integer(s) for s in sorted(player_stats) if item.has(s)}
            pid = item.text("id")
            if pid is not None:
                out.append(PlayerDef(pid, item.text("clan", None), stats))
        for i, p in enumerate(out):
            if p.id in self.player_ids:
                node.error(f"duplicate player id '{p.id}'", i)
            self.player_ids.add(p.id)
        return tuple(out)

    # --- cards --------------------------------------------------------------------------------------------
    def _raw_cards(self, root: Node) -> dict[str, Node]:
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
            elif cid in self.player_ids:
                node.error(f"card id '{cid}' is also a player id", cid)
            else:
                out[cid] = self._resolved(node.child(cid))
        return out

    def _resolved(self, node: Node) -> Node:
        if not isinstance(node.value, dict) or "ref" not in node.value:
            return node
        ref = node.value["ref"]
        if self.resolve_card is None:
            node.error(f"card reference '{ref}' cannot be resolved: no card database resolver", "ref")
            return node
        definition = self.resolve_card(self.rules.name, ref)
        if definition is None:
            node.error(f"unknown card '{ref}' for game '{self.rules.name}'", "ref")
            return node
        merged = {**definition, **{k: v for k, v in node.value.items() if k != "ref"}}
        merged.setdefault("title", ref)
        return Node(merged, node.path, node.problems)

    def _card(self, cid: str, node: Node) -> CardDef | None:
        if not node.is_mapping("a card mapping"):
            return None
        rules = self.rules
        ctype = node.choice("type", sorted(rules.card_types), what="card type")
        owner = self._player(node, "owner")
        controller = self._player(node, "controller", owner)
        created = node.boolean("created", False)
        title = None if created else node.text("title", None)
        attached_to = node.text("attached_to", None)
        if attached_to is not None and attached_to not in self.card_ids:
            node.error(f"unknown card '{attached_to}'{suggest(attached_to, self.card_ids)}", "attached_to")
        zone = self._zone(node, "zone", "attached" if attached_to else None)
        face = node.choice("face", ("up", "down"), "up", what="face")
        flags = {}
        for flag in sorted(rules.flags):
            if node.has(flag):
                flags[flag] = node.boolean(flag)
        node.keys_allowed((*CARD_FIELDS, *rules.flags, *rules.card_fields))
        stats = self._card_stats(node, ctype, created)
        traits = self._traits(node, cid, controller)
        extra = {k: f.parse(node.child(k), self, cid) for k, f in rules.card_fields.items() if node.has(k)}
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
            unique=bool(node.boolean("unique", False)),
            tokens=self._tokens(node),
            extra=extra,
        )

    def _tokens(self, node: Node) -> dict[str, int]:
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

    def _card_stats(self, node: Node, ctype: str | None, created: bool) -> dict:
        allowed = self.rules.card_stats(ctype) if ctype else frozenset()
        out: dict[str, Any] = {}
        if node.has("stats"):
            snode = node.child("stats")
            if snode.is_mapping():
                for name, value in snode.value.items():
                    if name not in self.rules.stats:
                        snode.error(f"unknown stat '{name}'{suggest(name, self.stat_names)}", name)
                    elif ctype and name not in allowed:
                        snode.error(f"a {ctype} has no {name} stat (absent stats)", name)
                    elif isinstance(value, bool) or not (isinstance(value, int) or value == "-"):
                        snode.error("expected a whole number or '-'", name)
                    elif value == "-" and not self.rules.stats[name].allows_dash:
                        snode.error(f"'-' is not a value of {name}", name)
                    else:
                        out[name] = value
        if created:
            out = self.rules.created_card_stats(ctype, out) if ctype else out
        return out

    def _traits(self, node: Node, cid: str, controller: str | None) -> tuple[EffectSpec, ...]:
        if not node.has("traits"):
            return ()
        tnode = node.child("traits")
        if not isinstance(tnode.value, list):
            tnode.error("expected a list of effects")
            return ()
        defaults = {"kind": "continuous", "origin": "trait", "source": cid, "controller": controller}
        defaults["place"] = "trait"
        return tuple(
            e for i in range(len(tnode.value)) if (e := self._effect(tnode.child(i), defaults)) is not None
        )

    def _player(self, node: Node, key: str, default: Any = None, *, symbols: bool = False) -> str | None:
        """A player id the scenario defines; `symbols` ($controller ...) only in an effect's text."""
        value = node.text(key, default) if default is not None or key != "owner" else node.text(key)
        if value is None or not node.has(key) or (symbols and value.startswith("$")):
            return value
        if value not in self.player_ids:
            node.error(f"unknown player '{value}'{suggest(value, self.player_ids)}", key)
        return value

    def _zone(self, node: Node, key: str, default: Any = None) -> str | None:
        zone = node.text(key, default) if default is not None else node.text(key)
        if zone is None or (not zone and not node.has(key)):
            return zone
        known = self.rules.in_play_zones | self.rules.other_zones | {"attached"}
        if self.rules.zone_family(zone) not in known:
            node.error(
                f"unknown zone '{zone}'{suggest(zone, known)}; expected one of: {', '.join(sorted(known))}",
                key,
            )
        return zone

    # --- effects ------------------------------------------------------------------------------------------
    def _effect(self, node: Node, defaults: dict) -> EffectSpec | None:
        if not node.is_mapping("an effect mapping"):
            return None
        node.keys_allowed(self._effect_vocabulary()[0])
        self.effect_count += 1
        if self.effect_count > MAX_EFFECTS:
            if self.effect_count == MAX_EFFECTS + 1:
                node.error(f"too many effects (more than {MAX_EFFECTS})")
            return None
        eid = node.text("id", None) or f"effect-{self.effect_count}"
        if eid in self.effect_ids:
            node.error(f"duplicate effect id '{eid}'", "id")
        self.effect_ids.add(eid)
        all_ops = self._effect_vocabulary()[1]
        ops = [op for op in all_ops if op in node.value] or (["then"] if node.has("then") else [])
        if len(ops) != 1:
            found = ", ".join(ops) or "none"
            node.error(f"an effect does exactly one thing: give one of {', '.join(all_ops)} (found: {found})")
            return None
        op = ops[0]
        kind = node.choice("kind", EFFECT_KINDS, defaults.get("kind", "ongoing"), what="effect kind")
        duration = node.choice("duration", self._effect_vocabulary()[2], None, what="duration")
        trigger = self._trigger(node) if node.has("trigger") else None
        then = None
        if node.has("then"):
            then = self._effect(
                node.child("then"),
                {**defaults, "kind": "ongoing", "origin": defaults.get("origin"), "place": "then"},
            )
        if kind in ("delayed", "indefinite") and trigger is None:
            node.error(f"a {kind} effect needs a trigger (when it is applied)")
        source = node.text("source", defaults.get("source"))
        self._known_card(node, "source", source, allow_rulebook=True, symbols=True)
        spec = EffectSpec(
            id=eid,
            kind=kind,
            origin=node.choice("origin", ORIGINS, defaults.get("origin", "action"), what="origin"),
            op=op,
            params=self._op_params(node, op),
            source=None if source == "rulebook" else source,
            controller=self._player(node, "controller", defaults.get("controller") or "", symbols=True)
            or None,
            targets=self._targets(node),
            affects=self._filter(node.child("affects")) if node.has("affects") else None,
            now_in_play=bool(node.boolean("now_in_play", False)),
            condition=self._condition(node.child("while")) if node.has("while") else None,
            remains=bool(node.boolean("remains", False)),
            duration=duration,
            trigger=trigger,
            then=then,
            keywords=tuple(node.text_list("keywords", [])),
            path=format_path(node.path),
            optional=bool(node.boolean("optional", False)),
            limit=self._limit(node.child("limit")) if node.has("limit") else None,
            consecutively=bool(node.boolean("consecutively", False)),
            choose=self._filter(node.child("choose")) if node.has("choose") else None,
            targeting=bool(node.boolean("targeting", False)),
            if_changed=node.text("if_changed", None),
        )
        for key, why in unused_fields(spec, defaults.get("place"), self.rules):
            node.error(why, key)
        return spec

    def _limit(self, node: Node) -> Limit | None:
        """`limit: {times: 1, per: turn, before_colon: true}`."""
        if not node.is_mapping("{times: N, per: turn, before_colon: true/false}"):
            return None
        node.keys_allowed(("times", "per", "before_colon"))
        times = node.integer("times", 1)
        if times is not None and times < 1:
            node.error("times is 1 or more", "times")
        per = node.choice("per", sorted(self.rules.procedures), what="procedure")
        return Limit(times or 1, per, bool(node.boolean("before_colon", False)))

    def _effect_vocabulary(self) -> tuple[frozenset[str], tuple[str, ...], list[str]]:
        """(effect fields, ops, durations) of this game, computed once per scenario."""
        if self._vocabulary is None:
            game_ops = self.rules.effect_ops
            fields = (*EFFECT_FIELDS, *game_ops, *(f for op in game_ops.values() for f in op.fields))
            self._vocabulary = (frozenset(fields), (*OPS, *game_ops), sorted(self.rules.durations))
        return self._vocabulary

    def _known_card(
        self, node: Node, key: str | int, value: Any, *, allow_rulebook: bool = False, symbols: bool = False
    ) -> None:
        """A card id the scenario defines; `symbols` ($source, $bearer ...) only where an effect's text is
        read (a step or a question has no source card to resolve them against)."""
        if value is None or (allow_rulebook and value == "rulebook"):
            return
        if not isinstance(value, str):
            node.error(f"expected a card id, got {type_name(value)}", key)
        elif value.startswith("$"):
            if not symbols:
                node.error(f"'{value}' is only meaningful in an effect's text: name a card id", key)
        elif value not in self.card_ids:
            node.error(f"unknown card '{value}'{suggest(value, self.card_ids)}", key)

    def _targets(self, node: Node) -> tuple[str, ...] | None:
        if not node.has("targets"):
            return None
        targets = node.text_list("targets")
        for t in targets:
            if not t.startswith("$") and t not in self.card_ids and t not in self.player_ids:
                node.error(
                    f"unknown card or player '{t}'{suggest(t, self.card_ids | self.player_ids)}", "targets"
                )
        return tuple(targets)

    def _op_params(self, node: Node, op: str) -> dict:
        if op in self.rules.effect_ops:
            return self.rules.effect_ops[op].parse(node, self)
        if op == "then":
            return {}
        if op == "grant_ability":  # an ability given to a card: copies stack (games that have abilities)
            return {"ability": self.rules.parse_ability(node.child(op), self)}
        if op == "procedure":  # a procedural effect creating a battle, duel ...
            pnode = node.child(op)
            if isinstance(pnode.value, str):
                pnode = Node({"name": pnode.value}, pnode.path, pnode.problems)
            if not pnode.is_mapping("a procedure name or {name: battle, at: zone}"):
                return {"name": None}
            pnode.keys_allowed(("name", "at"))
            return {"name": pnode.choice("name", sorted(self.rules.procedures), what="procedure"),
                    "at": self._zone(pnode, "at", "") or None}  # fmt: skip
        if op == "stat":
            return self._stat_params(node)
        if op == "switch_stats":
            names = node.text_list("switch_stats")
            for name in names:
                self._stat_name(node, "switch_stats", name)
            if len(names) != 2:
                node.error("switch_stats names exactly two stats", "switch_stats")
            return {"stats": tuple(names)}
        if op in ("grant_keyword", "remove_keyword"):
            return {"keyword": node.text(op)}
        if op == "prevent":
            return self._prevent_params(node.child("prevent"))
        if op == "instead":
            return self._instead_params(node.child("instead"))
        if op == "move":
            return {"to": self._zone_or_current(node, "move")}
        if op == "honor":
            return {"amount": node.integer("honor")}
        if op == "may_not":  # a choice it prevents: an op such as assign, or a step such as use
            return {"action": node.text("may_not")}
        if op == "assign":
            return {"to": self._zone(node, "assign")}
        if op == "control":  # continuous: who controls the cards it applies to (control.py)
            player = self._player(node, "control", symbols=True)
            if player and player.startswith("$") and player != "$controller":
                node.error("control names the player who gets the cards: a player id or $controller", op)
            return {"player": player}
        value = node.boolean(op)
        if value is False:
            node.error(f"'{op}: false' does nothing; leave it out", op)
        return {}

    def _stat_name(self, node: Node, key: str, name: Any) -> None:
        if name is not None and name not in self.rules.stats:
            node.error(f"unknown stat '{name}'{suggest(name, self.stat_names)}", key)

    def _stat_params(self, node: Node) -> dict:
        stat = node.text("stat")
        self._stat_name(node, "stat", stat)
        modes = [
            m for m in ("change", "min", "max", "set", "adjust_bonuses", "adjust_penalties") if node.has(m)
        ]
        if len(modes) != 1:
            node.error(
                "a stat effect gives exactly one of change, min, max, set, adjust_bonuses, adjust_penalties"
            )
            return {"stat": stat, "mode": "change", "amount": Amount()}
        mode = modes[0]
        amount = self._amount(node.child(mode))
        params = {
            "stat": stat,
            "mode": mode,
            "amount": amount,
            "grants_stat": node.boolean("grants_stat", False),
        }
        for key in ("not_below", "not_above"):
            if node.has(key):
                params[key] = node.integer(key)
        return params

    def _amount(self, node: Node) -> Amount:
        value = node.value
        if isinstance(value, int) and not isinstance(value, bool):
            return Amount(fixed=value)
        if not node.is_mapping("a number, {per: ..., each: N} or {equal_to: stat, of: card}"):
            return Amount()
        node.keys_allowed(("per", "each", "equal_to", "of", "sign"))
        sign = node.integer("sign", 1)
        if sign not in (1, -1, None):
            node.error("sign is 1 or -1", "sign")
        if node.has("per"):
            return Amount(
                per=self._filter(node.child("per")), per_value=node.integer("each", 1) or 0, sign=sign or 1
            )
        stat = node.text("equal_to")
        self._stat_name(node, "equal_to", stat)
        of = node.text("of", "$subject")
        self._known_card(node, "of", of, symbols=True)
        return Amount(stat=stat, stat_of=of, sign=sign or 1)

    def _prevent_params(self, node: Node) -> dict:
        if not node.is_mapping():
            return {}
        node.keys_allowed(PREVENT_FIELDS)
        params = {
            "stat": node.text("stat", None),
            "changes": node.choice("changes", ("bonuses", "penalties", "all"), "all", what="changes"),
            "event": node.choice("event", self._events(), None, what="event"),
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
            "procedure": node.choice("procedure", sorted(self.rules.procedures), None, what="procedure"),
        }
        if params["procedure"]:  # "Challenges do not happen"
            params["event"] = "procedure"
        self._stat_name(node, "stat", params["stat"])
        what = ("stat", "event", "effect", "effects_of", "keyword", "with_keyword")
        if not any(params[k] for k in what):
            node.error(f"say what is prevented: {', '.join(what)}")
        return params

    def _instead_params(self, node: Node) -> dict:
        if not node.is_mapping():
            return {}
        node.keys_allowed(("of", "do", "skip", "zero_chi", "optional", "from_players", "uses", "retarget"))
        do = node.child("do") if node.has("do") else None
        skip = bool(node.boolean("skip", False))
        replacement = None
        retarget = self._filter(node.child("retarget")) if node.has("retarget") else None
        if retarget is not None:  # "the action instead targets another of your legal Personalities ..."
            if do is not None or skip or node.value.get("of") != "target":
                node.error("retarget substitutes targeting: give 'of: target' and no 'do' or 'skip'")
        elif do is None and not skip:
            node.error("give 'do' (what happens instead) or 'skip: true' (nothing happens instead)")
        elif do is not None and skip:
            node.error("give either 'do' or 'skip: true', not both")
        elif do is not None and do.is_mapping():
            game_ops = self.rules.effect_ops
            allowed = ("destroy", "bow", "dishonor", "honor", "move", *game_ops)
            ops = [op for op in allowed if do.has(op)]
            if len(ops) != 1:
                do.error(f"give exactly one of {', '.join(allowed)}")
            else:
                extra = game_ops[ops[0]].fields if ops[0] in game_ops else ()
                do.keys_allowed((ops[0], "targets", *extra))
                replacement = {"op": ops[0], **self._op_params(do, ops[0]), "targets": self._targets(do)}
        uses = node.integer("uses", None)
        if uses is not None and uses < 1:
            node.error("uses is 1 or more (leave it out for the game's default)", "uses")
        return {
            "of": node.choice(  # an event, or a procedure (a Barter, a phase) to skip or replace
                "of", (*self._events(), *sorted(self.rules.procedures), "target"), what="event or procedure"
            ),
            "do": replacement,
            "retarget": retarget,
            "zero_chi": bool(node.boolean("zero_chi", False)),
            "optional": bool(node.boolean("optional", False)),
            "from_players": node.choice("from_players", ("other", "self"), None, what="player scope"),
            "uses": uses,
        }

    def _events(self) -> tuple[str, ...]:
        return (*EVENTS, *sorted(self.rules.events - set(EVENTS)))

    def _trigger(self, node: Node) -> Trigger | None:
        tnode = node.child("trigger")
        if not tnode.is_mapping():
            return None
        tnode.keys_allowed(("event", "timing", "card", "player", "each_time", "of", "effect"))
        card = tnode.text("card", None)
        self._known_card(tnode, "card", card, symbols=True)
        player = self._player(tnode, "player", "", symbols=True) or None
        procedures = sorted(self.rules.procedures)
        events = (*TRIGGER_EVENTS, *(f"{p}_{when}" for p in procedures for when in ("begins", "ends")))
        events = tuple(dict.fromkeys((*events, *sorted(self.rules.events), "activated")))
        event = tnode.choice("event", events, what="event")
        effect = tnode.text("effect", None)
        if (event == "activated") != (effect is not None):
            tnode.error("an 'activated' trigger names the effect whose activation it answers (effect: id)")
        return Trigger(
            event=event,
            timing=tnode.choice("timing", ("before", "after", "at"), "after", what="timing"),
            filter=Filter(cards=(card,)) if card else None,
            player=player,
            each_time=bool(tnode.boolean("each_time", False)),
            subject=self._filter(tnode.child("of")) if tnode.has("of") else None,
            effect=effect,
        )

    # --- filters and conditions ---------------------------------------------------------------------------
    def _filter(self, node: Node) -> Filter:
        if not node.is_mapping("a filter mapping"):
            return Filter()
        node.keys_allowed((*FILTER_FIELDS, *self.rules.flags))
        types = tuple(node.text_list("type", []))
        for t in types:
            if t not in self.rules.card_types:
                node.error(f"unknown card type '{t}'{suggest(t, self.rules.card_types)}", "type")
        cards = tuple(node.text_list("cards", []))
        for c in cards:
            self._known_card(node, "cards", c, symbols=True)
        for key in ("attached_to", "in_army_of", "opposing", "at"):
            self._known_card(node, key, node.text(key, None), symbols=True)
        not_cards = tuple(node.text_list("not_cards", []))
        for c in not_cards:
            self._known_card(node, "not_cards", c, symbols=True)
        controller = node.text("controller", None)
        if controller and not controller.startswith("$") and controller not in self.player_ids:
            node.error(f"unknown player '{controller}'{suggest(controller, self.player_ids)}", "controller")
        return Filter(
            types=types,
            keywords=tuple(node.text_list("keywords", [])),
            any_keywords=tuple(node.text_list("any_keywords", [])),
            not_keywords=tuple(node.text_list("not_keywords", [])),
            controller=controller,
            zone=self._zone_or_current(node, "zone"),
            flags=tuple((f, bool(node.boolean(f))) for f in sorted(self.rules.flags) if node.has(f)),
            cards=cards,
            attached_to=node.text("attached_to", None),
            in_army_of=node.text("in_army_of", None),
            opposing=node.text("opposing", None),
            unique=node.boolean("unique", None),
            in_play=node.boolean("in_play", None),
            stats=self._stat_ranges(node),
            stats_against=self._stats_against(node),
            not_cards=not_cards,
            at=node.text("at", None),
            title=node.text("title", None),
            owner=self._player(node, "owner", "", symbols=True) or None,
            everywhere=bool(node.boolean("everywhere", False)),
            ability=node.text("ability", None),
            face=node.choice("face", ("up", "down"), None, what="face"),
        )

    def _zone_or_current(self, node: Node, key: str) -> str | None:
        """A zone, or `$battlefield`: the battlefield of the battle in progress ("this battlefield",
        "the current battlefield")."""
        if node.has(key) and node.value.get(key) == CURRENT_BATTLEFIELD:
            return CURRENT_BATTLEFIELD
        return self._zone(node, key, "") or None

    def _stat_ranges(self, node: Node) -> tuple[tuple[str, int | None, int | None], ...]:
        """`stats: {power: {at_least: 4}}`: "with Power 4 or more"."""
        if not node.has("stats"):
            return ()
        snode = node.child("stats")
        if not snode.is_mapping("a mapping of stat to {at_least: N, at_most: N}"):
            return ()
        ranges = []
        for stat in snode.value:
            self._stat_name(snode, stat, stat)
            bounds = snode.child(stat)
            if bounds.is_mapping("{at_least: N, at_most: N}"):
                bounds.keys_allowed(("at_least", "at_most", *STAT_COMPARISONS))
                ranges.append((stat, bounds.integer("at_least", None), bounds.integer("at_most", None)))
        return tuple(ranges)

    def _stats_against(self, node: Node) -> tuple[tuple[str, str, str], ...]:
        """`stats: {power: {less_than: $source}}`: "with less Power than this character"."""
        if not node.has("stats") or not isinstance(node.value["stats"], dict):
            return ()
        found = []
        for stat, bounds in node.value["stats"].items():
            for relation in STAT_COMPARISONS if isinstance(bounds, dict) else ():
                if relation in bounds:
                    other = node.child("stats").child(stat).text(relation)
                    self._known_card(node.child("stats").child(stat), relation, other, symbols=True)
                    found.append((stat, relation, other))
        return tuple(found)

    def _condition(self, node: Node) -> Condition | None:
        if not node.is_mapping("a condition mapping"):
            return None
        kinds = ("all", "any", "not", "subject", "card", "player_stat", "clan", "during")
        present = [k for k in kinds if node.has(k)]
        if len(present) != 1:
            node.error(f"a condition has exactly one of: {', '.join(kinds)}")
            return None
        kind = present[0]
        sub = node.child(kind)
        if kind in ("all", "any"):
            node.keys_allowed((kind,))
            if not isinstance(sub.value, list):
                sub.error("expected a list of conditions")
                return None
            return Condition(
                kind, parts=tuple(c for i in range(len(sub.value)) if (c := self._condition(sub.child(i))))
            )
        if kind == "not":
            node.keys_allowed((kind,))
            inner = self._condition(sub)
            return Condition(kind, parts=(inner,) if inner else ())
        if kind == "subject":
            node.keys_allowed((kind,))
            return Condition(kind, filter=self._filter(sub))
        if kind == "card":
            node.keys_allowed(("card", "is"))
            card = node.text("card")
            self._known_card(node, "card", card, symbols=True)
            return Condition(
                kind, card=card, filter=self._filter(node.child("is")) if node.has("is") else Filter()
            )
        if kind == "player_stat":
            node.keys_allowed(("player_stat", "player", "at_least", "at_most"))
            stat = node.text("player_stat")
            self._stat_name(node, "player_stat", stat)
            return Condition(
                kind,
                stat=stat,
                player=self._player(node, "player", "$controller", symbols=True),
                at_least=node.integer("at_least", None),
                at_most=node.integer("at_most", None),
            )
        if kind == "clan":
            node.keys_allowed(("clan", "player"))
            return Condition(
                kind, clan=node.text("clan"), player=self._player(node, "player", "$controller", symbols=True)
            )
        node.keys_allowed(("during", "for"))
        return Condition(
            kind,
            procedure=node.choice("during", sorted(self.rules.procedures), what="procedure"),
            filter=self._filter(node.child("for")) if node.has("for") else None,
        )

    # --- steps --------------------------------------------------------------------------------------------
    def _steps(self, root: Node) -> tuple[Step, ...]:
        node = root.child("steps")
        if not isinstance(node.value, list):
            node.error("expected a list of steps")
            return ()
        if len(node.value) > MAX_STEPS:
            node.error(f"too many steps ({len(node.value)} > {MAX_STEPS})")
            return ()
        steps = []
        for i in range(len(node.value)):
            step = self._step(node.child(i), i)
            if step is not None:
                steps.append(step)
        return tuple(steps)

    def _cites(self, node: Node) -> tuple[str, ...]:
        """`cites: l5r.stats.set` (or a list): the rule ids of this game the answer rests on."""
        if not node.has("cites"):
            return ()
        known = sorted(r for r in REGISTRY if r.startswith(f"{self.rules.name}."))
        cites = node.text_list("cites")
        for rule in cites:
            if rule not in known:
                node.error(f"unknown rule id '{rule}' of {self.rules.name}{suggest(rule, known)}", "cites")
        return tuple(cites)

    def _step(self, node: Node, index: int) -> Step | None:
        if not node.is_mapping("a step mapping"):
            return None
        step_kinds = (*STEP_KINDS, *self.rules.step_kinds)
        kinds = [k for k in step_kinds if node.has(k)]
        if len(kinds) != 1:
            unknown = [k for k in node.value if k not in (*step_kinds, "expect", "cites", "id", "note")]
            hint = "".join(f"; unknown '{k}'{suggest(k, step_kinds)}" for k in unknown)
            node.error(f"a step does exactly one of: {', '.join(step_kinds)}{hint}")
            return None
        kind = kinds[0]
        path = format_path(node.path)
        has_expect = node.has("expect")
        expect = node.value.get("expect")
        if isinstance(expect, dict) and not isinstance(expect.get("outcomes", []), list):
            node.error("expected a list of the answers over every choice", "expect")
        if kind == "ask":
            node.keys_allowed(("ask", "expect", "cites", "note"))
            question = parse_question(node.child("ask"), self)
            cites = self._cites(node)
            return Step(index, kind, question, path, expect=expect, has_expect=has_expect, cites=cites)
        if has_expect:
            node.error("only 'ask' steps have an expected answer", "expect")
        if node.has("cites"):
            node.error("only 'ask' steps cite the rule their answer rests on", "cites")
        node.keys_allowed((kind, "note", "decide"))
        step = self._kind_step(node, kind, index, path)
        if step is None or not node.has("decide"):
            return step
        decide = node.child("decide")
        if not decide.is_mapping("a mapping of effect id to the choice made (e.g. {trait-id: false})"):
            return step
        return replace(step, decide=dict(decide.value))

    def _kind_step(self, node: Node, kind: str, index: int, path: str) -> Step | None:
        if kind in self.rules.step_kinds:
            params = self.rules.step_kinds[kind].parse(node.child(kind), self)
            return Step(index, kind, params, path) if params is not None else None
        return self._action_step(node.child(kind), kind, index, path)

    def _action_step(self, node: Node, kind: str, index: int, path: str) -> Step | None:
        if kind in ("enter_play", "destroy", "end_effect", "begin", "end") and isinstance(node.value, str):
            node = Node(
                {"card" if kind in ("enter_play", "destroy") else "name": node.value},
                node.path,
                node.problems,
            )
        if kind in ("apply",):
            effect = self._effect(node, {"kind": "ongoing", "origin": "action", "place": "apply"})
            return Step(index, kind, {}, path, effects=(effect,) if effect else ())
        if kind == "action":
            return self._action(node, index, path)
        if not node.is_mapping():
            return None
        params: dict[str, Any] = {}
        if kind in ("enter_play", "leave_play", "move", "attach", "set", "destroy"):
            allowed = {"enter_play": ("card", "to"), "leave_play": ("card", "to"), "move": ("card", "to")}
            allowed |= {"attach": ("card", "to"), "destroy": ("card", "source", "controller")}
            allowed["set"] = ("card", *self.rules.flags)
            node.keys_allowed(allowed[kind])
            params["card"] = node.text("card")
            self._known_card(node, "card", params["card"])
            if kind == "attach":
                params["to"] = node.text("to")
                self._known_card(node, "to", params["to"])
            elif "to" in allowed[kind]:
                params["to"] = self._zone(node, "to", "discard" if kind == "leave_play" else "")
                if kind == "move" and not params["to"]:
                    node.error("missing required field 'to'")
            if kind == "set":
                params["flags"] = {f: node.boolean(f) for f in sorted(self.rules.flags) if node.has(f)}
            if kind == "destroy":
                params["source"] = node.text("source", None)
                self._known_card(node, "source", params["source"])
                params["controller"] = self._player(node, "controller", "") or None
            return Step(index, kind, params, path)
        if kind == "end_effect":
            node.keys_allowed(("name",))
            return Step(index, kind, {"effect": node.text("name")}, path)
        node.keys_allowed(("name", "player", "at", "for"))
        params = {"name": node.choice("name", sorted(self.rules.procedures), what="procedure")}
        params["player"] = self._player(node, "player", "") or None
        params["at"] = self._zone(node, "at", "") or None
        params["for"] = node.text("for", None)
        self._known_card(node, "for", params["for"])
        return Step(index, kind, params, path)

    def _action(self, node: Node, index: int, path: str) -> Step | None:
        if not node.is_mapping():
            return None
        node.keys_allowed(("id", "by", "source", "effects", "choice", "chosen"))
        by = self._player(node, "by")
        source = node.text("source", None)
        self._known_card(node, "source", source)
        defaults = {"kind": "ongoing", "origin": "action", "source": source, "controller": by}
        defaults["place"] = "action"
        effects: list[EffectSpec] = []
        options: list[tuple[EffectSpec, ...]] = []
        if node.has("effects"):
            enode = node.child("effects")
            if isinstance(enode.value, list):
                effects = [
                    e for i in range(len(enode.value)) if (e := self._effect(enode.child(i), defaults))
                ]
            else:
                enode.error("expected a list of effects")
        if node.has("choice"):
            options = self._options(node.child("choice"), defaults)
        if not effects and not options:
            node.error("an action needs effects or a choice")
        chosen = node.integer("chosen", None)
        if chosen is not None and not 1 <= chosen <= len(options):
            node.error(f"chosen is an option number from 1 to {len(options)}", "chosen")
        params = {
            "id": node.text("id", None) or f"action-{index}",
            "by": by,
            "source": source,
            "options": tuple(options),
            "chosen": chosen,
            "choice_pending": bool(options) and chosen is None,
        }
        return Step(index, "action", params, path, effects=tuple(effects))

    def _options(self, cnode: Node, defaults: dict) -> list[tuple[EffectSpec, ...]]:
        """A `choice`: alternatives ("gain +2F or +1C"), each an effect or a list of effects."""
        if not isinstance(cnode.value, list) or len(cnode.value) < 2:
            cnode.error("expected a list of at least two options (each an effect or a list of effects)")
            return []
        options = []
        for i in range(len(cnode.value)):
            onode = cnode.child(i)
            items = onode.value if isinstance(onode.value, list) else [onode.value]
            onode = Node(items, onode.path, onode.problems)
            effects = (self._effect(onode.child(j), defaults) for j in range(len(items)))
            options.append(tuple(e for e in effects if e))
        return options


__all__ = ["QUESTIONS", "CardResolver", "parse_scenario"]
