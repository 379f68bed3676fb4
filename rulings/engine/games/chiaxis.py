"""ChiAxis (Creative Arts Studio), rulebook section 22.0 Effects: one-off and continuous effects, replacement.

- One-off effects (discard, wounds, Vitae, bury) do as much as possible (22.1a); ties go as the creating text
  says, which it must say (22.1b); a one-off effect may create a delayed trigger (22.2a, the core's delayed
  effects).
- Continuous effects last as stated, else until the end of the game (22.3a). One created by a resolving
  action, resource or ability that modifies characteristics or who rules a card fixes its set of cards when
  it begins; one that changes the rules reaches cards that arrive later (22.3b). Effects apply strictly in
  creation order (22.3c): a later "set" overrides earlier changes, a later change applies on top; when one
  ends the others stay (22.3d). Who rules a card (the core's `control` op) follows the same order: the
  latest rule change still applying decides; when it ends, rule returns to the previous ruler.
- Replacement ("instead", "skip"): it must exist before the event; it applies once unless stated; among
  several, the last resolved decides (22.4). "Skip" replaces an event, or a phase, step or procedure such
  as a Barter, with nothing (the core's skips.py).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..effects.control import controller_answer
from ..effects.declarations import flag
from ..effects.instant import attempt
from ..effects.params import stat_change
from ..language.shapes import TEXTS, closed, described, one_of_keys
from ..language.vocabulary import Op, Question
from ..questions.params import CardQuestion
from ..rule_ids import register_rules
from ..state.ledger import Mod, StatValue
from ..steps.apply import change_zone
from ..steps.choices import explorable
from .base import GameRules, StatSpec, register_game

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine_api import Engine
    from ..language.context import ParseContext
    from ..language.reader import Node
    from ..language.spec import EffectSpec
    from ..state.game_state import Active

GAME = "chiaxis"

RULES = {
    "chiaxis.effects.general": (
        "22-1",
        "r22-1",
        "An effect happens as a result of an action, resource or ability",
    ),
    "chiaxis.effects.impossible": (
        "22-1",
        "r22-1a",
        "An effect that attempts the impossible does as much as it can",
    ),
    "chiaxis.effects.ties": ("22-1", "r22-1b", "The creating text says what to do in a tie"),
    "chiaxis.one-off": ("22-2-one-off-effects", "r22-2", "One-off effects happen once and have no duration"),
    "chiaxis.one-off.delayed-trigger": (
        "22-2-one-off-effects",
        "r22-2a",
        "A one-off effect may create a delayed trigger",
    ),
    "chiaxis.continuous": ("22-3-continuous-effects", "r22-3", "Continuous effects"),
    "chiaxis.continuous.duration": (
        "22-3-continuous-effects",
        "r22-3a",
        "As long as stated, else until the end of the game",
    ),
    "chiaxis.continuous.locked-set": (
        "22-3-continuous-effects",
        "r22-3b",
        "Characteristics or rule: the set is fixed when it begins",
    ),
    "chiaxis.continuous.fixed-amount": (
        "22-3-continuous-effects",
        "r22-3b",
        "Its modifications (the amount too) are determined when it begins",
    ),
    "chiaxis.continuous.rules-change": (
        "22-3-continuous-effects",
        "r22-3b",
        "An effect that changes the rules reaches later cards",
    ),
    "chiaxis.continuous.rulership": (
        "22-3-continuous-effects",
        "r22-3b",
        "Who rules a card: its set is fixed when it begins; the latest effect decides; ending returns rule",
    ),
    "chiaxis.continuous.timestamp-order": (
        "22-3-continuous-effects",
        "r22-3c",
        "Continuous effects apply in creation order",
    ),
    "chiaxis.continuous.override": (
        "22-3-continuous-effects",
        "r22-3d",
        "One effect overrides another; the other stays when it ends",
    ),
    "chiaxis.replacement": ("22-4-replacement-effects", "r22-4", "Replacement effects: instead, skip"),
    "chiaxis.replacement.skip": (
        "22-4-replacement-effects",
        "r22-4",
        "Skip: an effect, phase, step or procedure is replaced with nothing",
    ),
    "chiaxis.replacement.exists-first": (
        "22-4-replacement-effects",
        "r22-4a",
        "A replacement must exist before the event it modifies",
    ),
    "chiaxis.replacement.once": (
        "22-4-replacement-effects",
        "r22-4b",
        "A replacement effect resolves once unless stated",
    ),
    "chiaxis.replacement.last-resolved": (
        "22-4-replacement-effects",
        "r22-4c",
        "Among replacements, the last resolved decides",
    ),
}
register_rules(GAME, RULES)

# Ops that modify characteristics or change who rules a card: a resolved effect doing one of these fixes its
# set of cards when it begins (22.3b).
FIXED_SET_OPS = frozenset({"stat", "grant_keyword", "remove_keyword", "switch_stats", "control"})


# --- one-off effects: typed params --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Discard:
    count: int
    zone: str  # `from:` hand, den or city
    cards: tuple[str, ...] | None  # which ones, else the ruler chooses


@dataclass(frozen=True, slots=True)
class Quantity:
    """wound, vitae: N."""

    amount: int


@dataclass(frozen=True, slots=True)
class PlayerOp:
    """An op applied to the selected ruler(s): its name and params."""

    op: str
    params: Any


@dataclass(frozen=True, slots=True)
class Highest:
    stat: str | None
    tie: str | None  # each, none, choose
    do: PlayerOp | None


# --- one-off effects ----------------------------------------------------------------------------------------
DISCARD_AREAS = ("hand", "den", "city")
DISCARD_FIELDS = {
    "count": {"type": "integer", "minimum": 1, "description": "how many cards"},
    "from": {"enum": list(DISCARD_AREAS), "description": "where from (default: hand)"},
    "cards": described(TEXTS, "which cards (else the ruler chooses)"),
}


def _parse_discard(node: Node, ctx: ParseContext) -> Discard:
    value = node.child("discard")
    if isinstance(value.value, int) and not isinstance(value.value, bool):
        count, chosen, zone = value.value, None, "hand"
    elif value.is_mapping("a number of cards, or {count: N, from: hand, cards: [...]}"):
        value.keys_allowed(DISCARD_FIELDS)
        count = value.integer("count")
        zone = value.choice("from", DISCARD_AREAS, "hand", what="zone")
        chosen = value.text_list("cards", None)
        for card in chosen or ():
            ctx.known_card(value, "cards", card, symbols=True)
    else:
        return Discard(0, "hand", None)
    if count is not None and count < 1:
        node.error("discard is a number of cards, 1 or more", "discard")
    return Discard(count or 0, zone, None if chosen is None else tuple(chosen))


def _discard(engine: Engine, params: Discard, target: str, event: dict) -> bool:
    """A ruler discards N cards: with fewer, all they have (22.1a); with more, the ruler chooses which."""
    if target not in engine.players:
        return False
    held = [c.id for c in engine.cards.values() if c.owner == target and engine.location(c) == params.zone]
    count = params.count
    if len(held) < count:
        engine.note(
            "chiaxis.effects.impossible",
            f"{target} has {len(held)} card(s) in {params.zone} and must discard {count}: "
            f"{target} discards {len(held)} (as much as possible)",
        )
        chosen = held
    elif params.cards is not None:
        chosen = params.cards
    else:
        explorable(
            engine, math.comb(len(held), count), f"which {count} of {len(held)} cards {target} discards"
        )
        options = [list(c) for c in itertools.combinations(held, count)]
        index = engine.choose(
            f"step {engine.step_index}: {event['effect']} discards from {target}",
            target,
            options,
            "chiaxis.one-off",
            f"which {count} card(s) {target} discards",
        )
        chosen = options[index]
    # each card discarded is a discard event of its own: what replaces or prevents discarding that card
    # ("if this beast would be discarded, bury it instead") applies to it, wherever it is discarded from
    changed = [attempt(engine, "discard", params, card, event, continuous=False,
                       perform=_put_in_discard(engine, card)) for card in chosen]  # fmt: skip
    discarded = [card for card in chosen if engine.cards[card].zone == "discard"]
    engine.note("chiaxis.one-off", f"{target} discards {', '.join(discarded) or 'nothing'}")
    return any(changed)


def _put_in_discard(engine: Engine, card: str) -> Callable[[], bool]:
    def perform() -> bool:
        change_zone(engine, engine.cards[card], "discard", event="discarded")
        return True

    return perform


def _parse_amount(op: str, signed: bool):
    def parse(node: Node, ctx: ParseContext) -> Quantity:
        amount = node.integer(op)
        if amount is not None and (amount == 0 or (amount < 0 and not signed)):
            node.error(f"{op} is a number {'other than 0' if signed else 'of 1 or more'}", op)
        return Quantity(amount or 0)

    return parse


def _wound(engine: Engine, params: Quantity, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or not engine.in_play(card):
        return False
    card.tokens["wound"] = card.tokens.get("wound", 0) + params.amount
    engine.touch(target)
    engine.note("chiaxis.one-off", f"{target} receives {params.amount} wound(s)")
    engine.event("wound", card=target, amount=params.amount, effect=event["effect"])
    return True


def _vitae(engine: Engine, params: Quantity, target: str, event: dict) -> bool:
    if target not in engine.players:
        return False
    amount = params.amount
    mod = Mod(event["effect"], "change", amount, engine.tick(), event.get("source"), "chiaxis.one-off")
    engine.state.record(target, "vitae", mod)
    engine.touch(target)
    engine.note("chiaxis.one-off", f"{target} {'gains' if amount > 0 else 'loses'} {abs(amount)} Vitae")
    engine.event("vitae", player=target, amount=amount, effect=event["effect"])
    return True


def _bury(engine: Engine, params: object, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    if card is None or card.zone == "buried":
        return False
    change_zone(engine, card, "buried", event="buried")
    engine.note("chiaxis.one-off", f"{target} is buried")
    return True


def _parse_highest(node: Node, ctx: ParseContext) -> Highest:
    """`highest: vitae, tie: each|none|choose, do: {vitae: 2}`: "the ruler with the most Vitae ..."."""
    stat = node.text("highest")
    ctx.stat_name(node, "highest", stat)
    tie = node.choice("tie", ("each", "none", "choose"), None, what="tie rule")
    if tie is None and not node.has("tie"):
        node.error("the creating text says what happens in a tie (22.1b): give tie: each, none or choose")
    do = node.child("do") if node.has("do") else None
    if do is None or not do.is_mapping("the effect applied to the ruler(s) selected"):
        node.error("missing required field 'do' (the effect applied to the ruler(s) selected)")
        return Highest(stat, tie, None)
    ops = [op for op in PLAYER_OPS if do.has(op)]
    if len(ops) != 1:
        do.error(f"give exactly one of {', '.join(PLAYER_OPS)}")
        return Highest(stat, tie, None)
    do.keys_allowed((ops[0],))
    return Highest(stat, tie, PlayerOp(ops[0], OPS[ops[0]].parse(do, ctx)))


def _highest(engine: Engine, params: Highest, target: str, event: dict) -> bool:
    from ..effects.instant import attempt

    do, stat = params.do, params.stat
    if do is None:
        return False
    values = {p: engine.stat(p, stat).value for p in sorted(engine.players)}
    top = max(values.values())
    leaders = [p for p, v in values.items() if v == top]
    if len(leaders) > 1:
        tie = params.tie
        text = f"{' and '.join(leaders)} tie for the highest {stat} ({top}); the text says: {tie}"
        engine.note("chiaxis.effects.ties", text)
        if tie == "none":
            return False
        if tie == "choose":
            index = engine.choose(
                f"step {engine.step_index}: {event['effect']} tie",
                event.get("controller"),
                leaders,
                "chiaxis.effects.ties",
                f"which tied ruler {event['effect']} applies to",
            )
            leaders = [leaders[index]]
    changed, name = False, OPS[do.op].event
    for player in leaders:
        changed |= attempt(engine, do.op, do.params, player, {**event, "event": name}, continuous=False)
    return changed


PLAYER_OP_VALUES = {  # the ops `highest` may apply (`do`), with the JSON Schema of their values
    "discard": {"anyOf": [{"type": "integer", "minimum": 1}, closed(DISCARD_FIELDS, "count")]},
    "vitae": {"type": "integer", "not": {"const": 0}},
}
PLAYER_OPS = tuple(PLAYER_OP_VALUES)

OPS = {
    "discard": Op(
        _parse_discard,
        _discard,
        "discard",
        doc="The target player discards N cards (`{count, from, cards}`: which ones).",
        players_only="a ruler discards (name the cards with `cards:`)",
        value=PLAYER_OP_VALUES["discard"],
    ),
    "wound": Op(
        _parse_amount("wound", signed=False),
        _wound,
        "wound",
        doc="Puts N wound tokens on the target.",
        value={"type": "integer", "minimum": 0},
    ),
    "vitae": Op(
        _parse_amount("vitae", signed=True),
        _vitae,
        "vitae",
        doc="The target player gains (or loses) N Vitae.",
        players_only="Vitae is a ruler's",
        value=PLAYER_OP_VALUES["vitae"],
    ),
    "bury": Op(flag("bury"), _bury, "bury", doc="Buries the target.", value={"const": True}),
    "highest": Op(
        _parse_highest,
        _highest,
        "highest",
        fields={
            "tie": {"enum": ["each", "none", "choose"], "description": "on a tie: each, none, or choose"},
            "do": one_of_keys(
                PLAYER_OP_VALUES, description="the op applied to the player(s) with the highest stat"
            ),
        },
        doc="The player with the highest value of a stat gets `do` (22.1b).",
        value={"type": "string"},
    ),
}


# --- continuous effects -------------------------------------------------------------------------------------
def chronological(base, mods: list[Mod], *, floor: bool, previous) -> StatValue:
    """22.3c: records apply strictly in the order their effects were created. A set gives the value at that
    point; a change adds to whatever the value is then; a minimum or maximum bounds it then."""
    mods = sorted(mods, key=lambda m: (m.timestamp, m.effect))
    if base is None:
        return StatValue(present=False, base=None, value=0, total=0, mods=mods)
    value = base
    for mod in mods:
        if mod.kind == "set":
            value = mod.amount
        elif mod.kind == "change":
            value += mod.amount
        elif mod.kind == "min":
            value = max(value, mod.amount)
        elif mod.kind == "max":
            value = min(value, mod.amount)
    floored = floor and value < 0
    return StatValue(True, base, max(value, 0) if floor else value, value, floored, mods=mods)


class ChiAxisRules(GameRules):
    name = GAME
    card_types = {
        "beast": frozenset({"cost", "int", "atk"}),
        "action": frozenset({"cost"}),
        "resource": frozenset({"cost"}),
        "structure": frozenset({"cost"}),
        "token": frozenset({"int", "atk"}),
    }
    # Section 22 says nothing of totals below 0: no floor is applied (StatSpec's default), a total stands.
    stats = {
        "cost": StatSpec("cost"),
        "int": StatSpec("int"),
        "atk": StatSpec("atk"),
        "vitae": StatSpec("vitae", player=True),
    }
    in_play_zones = frozenset({"city"})
    other_zones = frozenset({"hand", "deck", "den", "ravine", "market", "discard", "buried", "removed"})
    durations = frozenset(
        {
            "until_dawn",
            "end_of_turn",
            "end_of_phase",
            "end_of_season",
            "end_of_game",
            "permanent",
            "while_source_in_play",
        }
    )
    procedures = frozenset({"game", "season", "turn", "phase", "dawn", "vote", "duel", "barter"})
    default_ongoing_duration = "end_of_game"  # 22.3a: no duration stated
    default_entry_zone = "city"
    flags: frozenset[str] = frozenset()
    effect_ops = OPS
    questions = {
        "ruler": Question(
            ("card",), ("card",), controller_answer, "Who rules the card now.", params=CardQuestion
        )
    }  # ChiAxis: "who rules"
    events = frozenset({"discard", "wound", "vitae", "bury"})
    sets_by_change = False  # 22.3c-d: a set is a record of its own, overriding what came before it
    replacement_precedence = "last"  # 22.4c
    replacement_uses = 1  # 22.4b
    # Engine concept -> rule id, only where a rule of section 22 governs it; a scenario needing another
    # concept (a chain, destruction, a created card ceasing, an absent stat ...) is refused
    # (MissingRuleError).
    rule_ids = {
        "current-value": "chiaxis.continuous.timestamp-order",
        "compare": "chiaxis.continuous.timestamp-order",
        "min-max": "chiaxis.continuous.timestamp-order",
        "adjust": "chiaxis.continuous.timestamp-order",
        "restriction": "chiaxis.continuous.timestamp-order",
        "set": "chiaxis.continuous.override",
        "stat-change": "chiaxis.continuous",
        "fixed-amount": "chiaxis.continuous.fixed-amount",
        "keywords": "chiaxis.continuous.override",
        "instantaneous": "chiaxis.one-off",
        "begins-instantaneous": "chiaxis.one-off",
        "begins-procedural": "chiaxis.one-off",
        "begins-continuous": "chiaxis.continuous",
        "begins-ongoing": "chiaxis.continuous.duration",
        "begins-delayed": "chiaxis.one-off.delayed-trigger",
        "begins-indefinite": "chiaxis.one-off.delayed-trigger",
        "delayed": "chiaxis.one-off.delayed-trigger",
        "indefinite": "chiaxis.one-off.delayed-trigger",
        "ends": "chiaxis.continuous.duration",
        "duration": "chiaxis.continuous.duration",
        "prevention": "chiaxis.continuous.rules-change",
        "prevent-new": "chiaxis.continuous.rules-change",
        "substitution": "chiaxis.replacement",
        "replacement-order": "chiaxis.replacement.last-resolved",
        "substitution-uses": "chiaxis.replacement.once",
        "skip": "chiaxis.replacement.skip",
        "replacement-exists": "chiaxis.replacement.exists-first",
        "control": "chiaxis.continuous.rulership",
        "control-order": "chiaxis.continuous.timestamp-order",
        "successful": "chiaxis.effects.general",
        "effect-origin": "chiaxis.effects.general",
    }

    def initial_state(self, engine: Engine) -> set[str]:
        for player in engine.players.values():
            player.base_stats.setdefault("vitae", 0)
        return set()  # effects whose 22.3b behaviour the trace has explained

    def fixes_affected_set(self, spec: EffectSpec) -> bool:
        """22.3b: a resolved effect modifying characteristics or who rules a card fixes its set at once."""
        return spec.now_in_play or (spec.kind != "continuous" and spec.op in FIXED_SET_OPS)

    def fixes_amounts(self, spec: EffectSpec) -> bool:
        """22.3b: the modifications (amount X included) of a resolved effect are determined as it begins;
        a delayed trigger's effect begins when it is applied."""
        return spec.kind != "continuous" and stat_change(spec) is not None

    def compute_stat(self, base, mods: list[Mod], *, floor: bool, previous) -> StatValue:
        return chronological(base, mods, floor=floor, previous=previous)

    def applies(self, engine: Engine, active: Active, target: str, check: Callable[[], bool]) -> bool:
        spec, explained = active.spec, engine.game_state
        if spec.affects is not None and spec.kind != "continuous" and active.id not in explained:
            explained.add(active.id)
            if active.fixed_targets is not None:
                rules = spec.op == "control"
                what = "changes who rules cards" if rules else "modifies characteristics"
                fixed = ", ".join(active.fixed_targets) or "none"
                engine.note(
                    "chiaxis.continuous.rulership" if rules else "chiaxis.continuous.locked-set",
                    f"{active.id} {what}: its cards are fixed as it begins ({fixed})",
                )
            else:
                engine.note(
                    "chiaxis.continuous.rules-change",
                    f"{active.id} changes the rules: it also applies to cards that arrive later",
                )
        return check()


register_game(ChiAxisRules())
