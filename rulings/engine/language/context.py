"""The public parse context: what a parse function (of the core or of a game) reads a scenario with.

A declaration's `parse(node, ctx)` (language/vocabulary.py) reads its part of the document through `Node`
(typed field access reporting problems with their path, YAML line and column and a "did you mean") and this
context: the game's rules and vocabulary, the ids the scenario defines, and readers of the shared
sub-languages (card and player references, zones, stats, filters, conditions, amounts, triggers, whole
effects). Game modules use only these public names."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..effects.binding import PLAYER_SYMBOLS
from ..effects.field_use import unused_fields
from ..effects.matching import STAT_COMPARISONS
from ..effects.params import NO_PARAMS
from ..limits import MAX_EFFECTS
from .needs import ungoverned, unmet_effect_needs
from .reader import Node, Problems, suggest, type_name
from .shapes import AMOUNT_FIELDS, LIMIT_FIELDS, STAT_BOUND_FIELDS
from .spec import (
    CONDITION_KINDS,
    EFFECT_KINDS,
    ORIGINS,
    Amount,
    Condition,
    EffectSpec,
    Filter,
    Limit,
    Trigger,
)
from .symbols import ACTION, CONTROLLER, SOURCE, TRIGGER, symbol_problem

if TYPE_CHECKING:
    from ..engine_api import GameRules
    from .needs import Need

CardResolver = Callable[[str, str], "dict | None"]


PARTS = {
    "op": "ops",
    "step": "steps",
    "question": "questions",
    "filter": "filter_fields",
    "zone": "zone_symbols",
    "condition": "condition_kinds",
    "player": "player_fields",
    "cause": "event_causes",
    "action": "action_fields",
}


def declared_by(games: Mapping[str, GameRules]) -> dict[str, dict[str, tuple[str, ...]]]:
    """For each part (op, step, question ...): each name -> the games that declare it (a game's flags are
    filter fields of its own)."""
    found: dict[str, dict[str, list[str]]] = {part: {} for part in PARTS}
    for game, rules in sorted(games.items()):
        for part, attribute in PARTS.items():
            for name in getattr(rules.registry, attribute):
                found[part].setdefault(name, []).append(game)
        for flag in sorted(rules.flags):
            found["filter"].setdefault(flag, []).append(game)
    return {part: {name: tuple(g) for name, g in names.items()} for part, names in found.items()}


@lru_cache(maxsize=256)
def _fixed_amount(value: int) -> Amount:
    """Amounts are immutable, and a scenario's fixed ones are few (+1, -1 ...): shared, not built for each
    effect (a frozen dataclass costs a call per field)."""
    return Amount(fixed=value)


class ParseContext:
    """The state of one scenario's parse: `rules` (its game), `registry` (its vocabulary), `card_ids`,
    `player_ids` and `effect_ids` defined so far, and `step_index` (the step being read)."""

    def __init__(
        self,
        rules: GameRules,
        problems: Problems,
        resolve_card: CardResolver | None = None,
        vocabularies: Mapping[str, Mapping[str, tuple[str, ...]]] | None = None,
    ):
        self.rules, self.problems, self.resolve_card = rules, problems, resolve_card
        self.vocabularies = vocabularies or {}  # declared_by(every game): words of the other games
        self.registry = rules.registry
        self.card_ids: set[str] = set()
        self.created_cards: dict[str, Node] = {}  # id -> the card an effect creates (read with the cards)
        self.player_ids: set[str] = set()
        self.effect_ids: set[str] = set()
        self.effect_count = 0
        self.player_symbols = 0  # `$controller` / `$other` written so far (an effect binds them: binding.py)
        self.step_index = 0
        self.stat_names = tuple(sorted(rules.stats))
        self.durations = sorted(rules.durations)
        self.filter_fields = frozenset((*self.registry.filter_fields, *rules.flags))
        # what the text being read can fill its symbols with (symbols.py); None: outside any effect or scope
        self.scopes: frozenset[str] | None = None

    @contextmanager
    def filling(self, *scopes: str) -> Iterator[None]:
        """Read a part of the document whose symbols these scopes fill (a game's: L5R's "ability")."""
        outer = self.scopes
        self.scopes = (outer or frozenset()) | frozenset(scopes)
        try:
            yield
        finally:
            self.scopes = outer

    def symbol(self, node: Node, key: str | int, value: str, role: str) -> None:
        """Refuse a `$symbol` that does not exist, does not fit `role`, or that nothing fills here."""
        problem = symbol_problem(self.registry.symbols, value, role, self.scopes)
        if problem is not None:
            node.error(problem, key)
        if value in PLAYER_SYMBOLS:
            self.player_symbols += 1

    def require(self, node: Node, needs: Iterable[tuple[Need, str, str | None]]) -> None:
        """Refuse what needs a rule concept this game's rules do not govern: (concept, or alternatives of
        which any one will do; what needs it; the field of `node` it is written at, if given)."""
        for need, what, key in needs:
            for concept in ungoverned(self.rules.rule_ids, (need,)):
                self.missing_rule(node, concept, what, key)

    def missing_rule(self, node: Node, concept: str, what: str, key: str | None) -> None:
        """`what`, written in `node` (at `key` if given there), needs a concept the game does not govern."""
        path = (*node.path, key) if key is not None and node.has(key) else node.path
        self.problems.missing_rule(path, self.rules.name, concept, what)

    def player(self, node: Node, key: str, default: Any = None, *, symbols: bool = False) -> str | None:
        """A player id the scenario defines; `symbols` ($controller ...) only in an effect's text."""
        value = node.text(key, default) if default is not None or key != "owner" else node.text(key)
        if value is None or not node.has(key):
            return value
        if symbols and isinstance(value, str) and value.startswith("$"):
            self.symbol(node, key, value, "player")
            return value
        if value not in self.player_ids:
            node.error(f"unknown player '{value}'{suggest(value, self.player_ids)}", key)
        return value

    def zone(self, node: Node, key: str, default: Any = None) -> str | None:
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

    def effect(self, node: Node, defaults: dict) -> EffectSpec | None:
        if not node.is_mapping("an effect mapping"):
            return None
        outer = self.scopes
        self.scopes = self._effect_scopes(node, defaults)
        written = self.player_symbols
        try:
            spec = self._effect(node, defaults)
        finally:
            self.scopes = outer
        if spec is not None and self.player_symbols > written:  # (in it or in its `then`)
            # set on the spec just built (a `replace` copy cost a third of parsing an effect)
            object.__setattr__(spec, "player_symbols", True)
        return spec

    def _effect_scopes(self, node: Node, defaults: dict) -> frozenset[str]:
        """What fills the symbols of this effect's text: a source card (given, or given later to an effect
        that is granted or copied: no `source` default), a controller (the same way), the action it is
        part of (and the `then` of one of its effects: compiler 14, part D), its trigger (a card's triggered
        trait); and the scopes a game opened around it (L5R's ability: `$performer`)."""
        place = defaults.get("place")
        scopes = set((self.scopes or frozenset()) - {SOURCE, CONTROLLER, TRIGGER})
        if place == "action":
            scopes.add(ACTION)
        elif place in ("trait", "apply"):  # an action's delayed `then` keeps its
            scopes.discard(ACTION)  # action's symbols, bound as it resolves (target_refs.bind_targets)
        value = node.value.get("source", defaults.get("source"))
        if value not in (None, "rulebook") or not (node.has("source") or "source" in defaults):
            scopes.add(SOURCE)
        controller = node.value.get("controller", defaults.get("controller"))
        if SOURCE in scopes or controller or not (node.has("controller") or "controller" in defaults):
            scopes.add(CONTROLLER)
        if place == "trait" and node.has("trigger"):
            scopes.add(TRIGGER)
        return frozenset(scopes)

    def _effect(self, node: Node, defaults: dict) -> EffectSpec | None:
        self._check_effect_fields(node)
        self.effect_count += 1
        if self.effect_count > MAX_EFFECTS:
            if self.effect_count == MAX_EFFECTS + 1:
                node.error(f"too many effects (more than {MAX_EFFECTS})")
            return None
        eid = node.text("id", None) or f"effect-{self.effect_count}"
        if eid in self.effect_ids:
            node.error(f"duplicate effect id '{eid}'", "id")
        self.effect_ids.add(eid)
        op = self._effect_op(node)
        if op is None:
            return None
        given = node.value  # (a mapping: `in given` where most fields are absent, not a call each)
        kind = node.choice("kind", EFFECT_KINDS, defaults.get("kind", "ongoing"), what="effect kind")
        duration = node.choice("duration", self.durations, None, what="duration")
        trigger = self.trigger(node) if "trigger" in given else None
        if kind == "indefinite" and trigger is not None and not trigger.each_time:
            trigger = self._each_time(node, trigger)
        then = None
        if "then" in given:
            then = self.effect(
                node.child("then"),
                {**defaults, "kind": "ongoing", "origin": defaults.get("origin"), "place": "then"},
            )
        if kind in ("delayed", "indefinite") and trigger is None:
            node.error(f"a {kind} effect needs a trigger (when it is applied)")
        source = node.text("source", defaults.get("source"))
        self.known_card(node, "source", source, allow_rulebook=True, symbols=True)
        spec = EffectSpec(
            id=eid,
            kind=kind,
            origin=node.choice("origin", ORIGINS, defaults.get("origin", "action"), what="origin"),
            op=op,
            params=self.registry.ops[op].parse(node, self) if op != "then" else NO_PARAMS,
            source=None if source == "rulebook" else source,
            controller=self.player(node, "controller", defaults.get("controller") or "", symbols=True)
            or None,
            targets=self.targets(node),
            affects=self.filter(node.child("affects")) if "affects" in given else None,
            now_in_play=bool(node.boolean("now_in_play", False)),
            condition=self.condition(node.child("while")) if "while" in given else None,
            remains=bool(node.boolean("remains", False)),
            duration=duration,
            trigger=trigger,
            then=then,
            keywords=tuple(node.text_list("keywords", [])),
            optional=bool(node.boolean("optional", False)),
            limit=self.limit(node.child("limit")) if "limit" in given else None,
            consecutively=bool(node.boolean("consecutively", False)),
            choose=self._choose(node, op) if "choose" in given else None,
            targeting=bool(node.boolean("targeting", False)),
            if_changed=node.text("if_changed", None),
            if_when_given=self.condition(node.child("if_when_given")) if "if_when_given" in given else None,
        )
        self._check_effect(node, spec, defaults)
        return spec

    def _check_effect_fields(self, node: Node) -> None:
        """Each field of the effect is one an effect has (an op's field named where it belongs)."""
        fields = self.registry.effect_fields
        if not fields.issuperset(node.value):  # (one C call for the usual case: every field known)
            for key in (k for k in node.value if k not in fields):
                node.error(self.not_here("op", key) or f"unknown field '{key}'{suggest(key, fields)}", key)

    def _effect_op(self, node: Node) -> str | None:
        """The one op the effect gives (`then` when it gives only a `then`); None, refused, if not one."""
        all_ops = self.registry.ops
        # (the effect's few keys looked up among the ops, not the game's twenty ops among its keys)
        ops = [key for key in node.value if key in all_ops] or (["then"] if node.has("then") else [])
        if len(ops) != 1:
            found = ", ".join(op for op in all_ops if op in ops) or "none"
            node.error(f"an effect does exactly one thing: give one of {', '.join(all_ops)} (found: {found})")
            return None
        op = ops[0]
        if op != "then" and self.registry.ops[op].only_instead:
            node.error(f"'{op}' is only what happens instead of an event: put it under 'instead: do'", op)
        return op

    def _check_effect(self, node: Node, spec: EffectSpec, defaults: dict) -> None:
        """The effect as built: an op aimed at players targets no card, no field is written that nothing
        reads where it is, and the game has the rules it needs."""
        op = spec.op
        if op != "then" and self.registry.ops[op].players_only:
            self.players_only(node, op, spec.targets)
        for key, why in unused_fields(spec, defaults.get("place"), self.rules):
            node.error(why, key)
        for concept, what, key in unmet_effect_needs(spec, self.rules):
            self.missing_rule(node, concept, what, key)

    def _choose(self, node: Node, op: str) -> Filter:
        """The effect's choice of its card, narrowed to what its op may target (Op.narrow_choice)."""
        flt = self.filter(node.child("choose"))
        narrow = self.registry.ops[op].narrow_choice if op != "then" else None
        if narrow is None:
            return flt
        choose = node.child("choose")
        choose.effect = node.value  # the whole effect: an op's rule may depend on its params (a Melee Attack)
        return narrow(flt, choose)

    def players_only(self, node: Node, op: str, targets: tuple[str, ...] | None) -> None:
        """An op aimed at players (`Op.players_only`): a card among its targets (an id, or a symbol naming a
        card) would receive a player's stat, which nothing reads; refused naming the field."""
        why = self.registry.ops[op].players_only
        for key in ("affects", "choose"):
            if key in node.value:
                node.error(f"'{op}' is aimed at players, and '{key}' finds cards: {why}", key)
        symbols = self.registry.symbols
        for target in targets or ():
            declared = symbols.get(target)
            is_card = target in self.card_ids or (
                declared is not None and ("card" in declared.roles or "of" in declared.roles)
            )
            if is_card:
                node.error(f"'{op}' is aimed at players, not the card '{target}': {why}", "targets")

    def limit(self, node: Node) -> Limit | None:
        """`limit: {times: 1, per: turn, before_colon: true}`."""
        if not node.is_mapping("{times: N, per: turn, before_colon: true/false}"):
            return None
        node.keys_allowed(LIMIT_FIELDS)
        times = node.integer("times", 1)
        if times is not None and times < 1:
            node.error("times is 1 or more", "times")
        per = node.choice("per", sorted(self.rules.procedures), what="procedure")
        return Limit(times or 1, per, bool(node.boolean("before_colon", False)))

    def not_here(self, part: str, name: Any) -> str | None:
        """The problem with a word of another game's vocabulary (`part`: op, step or question), or None:
        a concept this game does not have is absent, and saying so beats a suggestion."""
        others = self.vocabularies.get(part, {}).get(name, ())
        mine = getattr(self.registry, PARTS[part])
        if not others or name in mine:
            return None
        noun = {
            "op": "effect",
            "step": "step",
            "question": "question",
            "filter": "filter field",
            "zone": "zone",
            "condition": "condition",
            "player": "player field",
            "cause": "prevent/instead field",
            "action": "action field",
        }[part]
        return f"{self.rules.name} has no '{name}' {noun} (it is {' and '.join(others)}'s)"

    def created_card(self, node: Node, key: str) -> str | None:
        """The card an effect creates, written at `key` as a card is (`{id, type, stats, keywords ...}`): its
        id joins the scenario's card ids now, so steps and questions name it, and the scenario reads it
        with its cards (scenario.py), out of the game until the effect creates it."""
        cnode = node.child(key)
        if not cnode.is_mapping("a card to create: {id, type, stats, keywords ...}"):
            return None
        cid = cnode.text("id")
        if cid is None:
            return None
        if cid in self.card_ids or cid in self.player_ids:
            cnode.error(f"'{cid}' is already a card or player id: a created card needs its own id", "id")
            return None
        self.card_ids.add(cid)
        card = {k: v for k, v in cnode.value.items() if k != "id"}
        self.created_cards[cid] = Node(card, cnode.path, cnode.problems)
        return cid

    def known_card(
        self,
        node: Node,
        key: str | int,
        value: Any,
        *,
        allow_rulebook: bool = False,
        symbols: bool = False,
        role: str = "card",
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
            else:
                self.symbol(node, key, value, role)
        elif value not in self.card_ids:
            node.error(f"unknown card '{value}'{suggest(value, self.card_ids)}", key)

    def targets(self, node: Node) -> tuple[str, ...] | None:
        if not node.has("targets"):
            return None
        targets = node.text_list("targets")
        for t in targets:
            if t.startswith("$"):
                self.symbol(node, "targets", t, "targets")
            elif t not in self.card_ids and t not in self.player_ids:
                node.error(
                    f"unknown card or player '{t}'{suggest(t, self.card_ids | self.player_ids)}", "targets"
                )
        return tuple(targets)

    def stat_name(self, node: Node, key: str, name: Any) -> None:
        if name is not None and name not in self.rules.stats:
            node.error(f"unknown stat '{name}'{suggest(name, self.stat_names)}", key)

    def amount(self, node: Node) -> Amount:
        value = node.value
        if isinstance(value, int) and not isinstance(value, bool):
            return _fixed_amount(value)
        if not node.is_mapping("a number, {per: ..., each: N} or {equal_to: stat, of: card}"):
            return Amount()
        node.keys_allowed(AMOUNT_FIELDS)
        sign = node.integer("sign", 1)
        if sign not in (1, -1, None):
            node.error("sign is 1 or -1", "sign")
        if node.has("per"):
            return Amount(
                per=self.filter(node.child("per")), per_value=node.integer("each", 1) or 0, sign=sign or 1
            )
        if node.has("highest") or node.has("among"):  # "equal to the highest Focus Value among ..."
            stat = node.text("highest")
            self.stat_name(node, "highest", stat)
            return Amount(stat=stat, among=self.filter(node.child("among")), sign=sign or 1)
        stat = node.text("equal_to")
        self.stat_name(node, "equal_to", stat)
        of = node.text("of", "$subject")
        if node.has("of"):
            self.known_card(node, "of", of, symbols=True, role="of")
        return Amount(stat=stat, stat_of=of, sign=sign or 1)

    def events(self) -> tuple[str, ...]:
        return self.registry.events

    def trigger(self, node: Node) -> Trigger | None:
        tnode = node.child_mapping(
            "trigger", "a mapping", ("event", "timing", "card", "player", "each_time", "of", "effect")
        )
        if tnode is None:
            return None
        card = tnode.text("card", None)
        self.known_card(tnode, "card", card, symbols=True)
        player = self.player(tnode, "player", "", symbols=True) or None
        event = tnode.choice("event", self.rules.trigger_event_names, what="event")
        effect = tnode.text("effect", None)
        if (event == "activated") != (effect is not None):
            tnode.error("an 'activated' trigger names the effect whose activation it answers (effect: id)")
        return Trigger(
            event=event,
            timing=tnode.choice("timing", ("before", "after", "at"), "after", what="timing"),
            filter=Filter(cards=(card,)) if card else None,
            player=player,
            each_time=bool(tnode.boolean("each_time", False)),
            subject=self.filter(tnode.child("of")) if tnode.has("of") else None,
            effect=effect,
        )

    def _each_time(self, node: Node, trigger: Trigger) -> Trigger:
        """An indefinite effect is applied each time its trigger occurs (L5R "after each time"; a delayed
        effect is applied the next time only): `kind: indefinite` says each time without `each_time`."""
        if node.child("trigger").value.get("each_time") is False:
            node.error("an indefinite effect applies each time its trigger occurs: for once, kind: delayed")
        return replace(trigger, each_time=True)

    # --- filters and conditions ---------------------------------------------------------------------------
    def filter(self, node: Node) -> Filter:
        if not node.is_mapping("a filter mapping"):
            return Filter()
        fields = self.filter_fields
        for key in (k for k in node.value if k not in fields):
            node.error(self.not_here("filter", key) or f"unknown field '{key}'{suggest(key, fields)}", key)
        types = tuple(node.text_list("type", []))
        for t in types:
            if t not in self.rules.card_types:
                node.error(f"unknown card type '{t}'{suggest(t, self.rules.card_types)}", "type")
        cards = tuple(node.text_list("cards", []))
        for c in cards:
            self.known_card(node, "cards", c, symbols=True)
        for key in ("attached_to", "at"):
            self.known_card(node, key, node.text(key, None), symbols=True)
        not_cards = tuple(node.text_list("not_cards", []))
        for c in not_cards:
            self.known_card(node, "not_cards", c, symbols=True)
        extra = [(name, decl) for name, decl in self.registry.game_filters.items() if node.has(name)]
        controller = node.text("controller", None)
        if controller and controller.startswith("$"):
            self.symbol(node, "controller", controller, "controller")
        elif controller and controller not in self.player_ids:
            node.error(f"unknown player '{controller}'{suggest(controller, self.player_ids)}", "controller")
        return Filter(
            types=types,
            keywords=tuple(node.text_list("keywords", [])),
            any_keywords=tuple(node.text_list("any_keywords", [])),
            not_keywords=tuple(node.text_list("not_keywords", [])),
            controller=controller,
            zone=self.zone_or_current(node, "zone"),
            flags=tuple((f, bool(node.boolean(f))) for f in sorted(self.rules.flags) if node.has(f)),
            cards=cards,
            attached_to=node.text("attached_to", None),
            unique=node.boolean("unique", None),
            in_play=node.boolean("in_play", None),
            stats=self._stat_ranges(node),
            stats_against=self._stats_against(node),
            not_cards=not_cards,
            at=node.text("at", None),
            title=node.text("title", None),
            owner=self.player(node, "owner", "", symbols=True) or None,
            everywhere=bool(node.boolean("everywhere", False)),
            ability=node.text("ability", None),
            face=node.choice("face", ("up", "down"), None, what="face"),
            extra=tuple((name, decl.parse(node, self, name)) for name, decl in extra),
            extra_relational=any(decl.relational for _, decl in extra),
        )

    def zone_or_current(self, node: Node, key: str) -> str | None:
        """A zone, or one of the game's zone symbols (L5R's `$battlefield`: the battlefield of the battle in
        progress, "this battlefield")."""
        value = node.value.get(key) if node.has(key) else None
        if isinstance(value, str) and value.startswith("$"):
            if value in self.registry.zone_symbols:
                return value
            hint = suggest(value, self.registry.zone_symbols)
            node.error(self.not_here("zone", value) or f"unknown zone '{value}'{hint}", key)
            return None
        return self.zone(node, key, "") or None

    def _stat_ranges(self, node: Node) -> tuple[tuple[str, int | None, int | None], ...]:
        """`stats: {power: {at_least: 4}}`: "with Power 4 or more"."""
        if not node.has("stats"):
            return ()
        snode = node.child("stats")
        if not snode.is_mapping("a mapping of stat to {at_least: N, at_most: N}"):
            return ()
        ranges = []
        for stat in snode.value:
            self.stat_name(snode, stat, stat)
            bounds = snode.child(stat)
            if bounds.is_mapping("{at_least: N, at_most: N}"):
                bounds.keys_allowed(STAT_BOUND_FIELDS)
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
                    self.known_card(node.child("stats").child(stat), relation, other, symbols=True)
                    found.append((stat, relation, other))
        return tuple(found)

    def condition(self, node: Node) -> Condition | None:
        if not node.is_mapping("a condition mapping"):
            return None
        kind = self._condition_kind(node)
        return self._condition_of_kind(node, kind) if kind is not None else None

    def _condition_kind(self, node: Node) -> str | None:
        """The one kind of condition the mapping gives; None, refused, if not one (or a word of another
        part of the language)."""
        kinds = (*CONDITION_KINDS, *self.registry.condition_kinds)
        present = [k for k in kinds if node.has(k)]
        elsewhere = [m for k in node.value if k not in kinds and (m := self.not_here("condition", k))]
        if elsewhere:
            node.error(elsewhere[0])
            return None
        if len(present) != 1:
            node.error(f"a condition has exactly one of: {', '.join(kinds)}")
            return None
        return present[0]

    def _condition_of_kind(self, node: Node, kind: str) -> Condition | None:
        sub = node.child(kind)
        if kind in ("all", "any"):
            node.keys_allowed((kind,))
            if not isinstance(sub.value, list):
                sub.error("expected a list of conditions")
                return None
            return Condition(
                kind, parts=tuple(c for i in range(len(sub.value)) if (c := self.condition(sub.child(i))))
            )
        if kind == "not":
            node.keys_allowed((kind,))
            inner = self.condition(sub)
            return Condition(kind, parts=(inner,) if inner else ())
        if kind == "subject":
            node.keys_allowed((kind,))
            return Condition(kind, filter=self.filter(sub))
        if kind == "card":
            node.keys_allowed(("card", "is"))
            card = node.text("card")
            self.known_card(node, "card", card, symbols=True)
            return Condition(
                kind, card=card, filter=self.filter(node.child("is")) if node.has("is") else Filter()
            )
        if kind == "player_stat":
            node.keys_allowed(("player_stat", "player", "at_least", "at_most"))
            stat = node.text("player_stat")
            self.stat_name(node, "player_stat", stat)
            return Condition(
                kind,
                stat=stat,
                player=self.player(node, "player", "$controller", symbols=True),
                at_least=node.integer("at_least", None),
                at_most=node.integer("at_most", None),
            )
        declared = self.registry.condition_kinds.get(kind)
        if declared is not None:
            node.keys_allowed((kind, *declared.fields))
            return Condition(kind, params=declared.parse(node, self))
        node.keys_allowed(("during", "for"))
        return Condition(
            kind,
            procedure=node.choice("during", sorted(self.rules.procedures), what="procedure"),
            filter=self.filter(node.child("for")) if node.has("for") else None,
        )

    def options(self, cnode: Node, defaults: dict) -> list[tuple[EffectSpec, ...]]:
        """A `choice`: alternatives ("gain +2F or +1C"), each an effect or a list of effects."""
        if not isinstance(cnode.value, list) or len(cnode.value) < 2:
            cnode.error("expected a list of at least two options (each an effect or a list of effects)")
            return []
        options = []
        for i in range(len(cnode.value)):
            onode = cnode.child(i)
            items = onode.value if isinstance(onode.value, list) else [onode.value]
            onode = Node(items, onode.path, onode.problems)
            effects = (self.effect(onode.child(j), defaults) for j in range(len(items)))
            options.append(tuple(e for e in effects if e))
        return options
