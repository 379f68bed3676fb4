"""Parsed, validated scenario objects (immutable). `scenario.py` builds them from the raw document."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

EFFECT_KINDS = ("continuous", "ongoing", "instantaneous", "procedural", "delayed", "indefinite")
ONE_OFF_KINDS = ("instantaneous", "procedural")  # what they do stays done
ORIGINS = ("trait", "action", "cost", "rulebook", "token", "modifier")
CONDITION_KINDS = ("all", "any", "not", "subject", "card", "player_stat", "during")  # the core's
CHOOSER = "$chooser"  # declared in symbols.py: the player who made the action's last choice of a card


@dataclass(frozen=True)
class Filter:
    """'All things of a kind': every given field must hold for a card to match."""

    types: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    any_keywords: tuple[str, ...] = ()
    not_keywords: tuple[str, ...] = ()
    controller: str | None = None
    zone: str | None = None
    flags: tuple[tuple[str, bool], ...] = ()
    cards: tuple[str, ...] = ()
    attached_to: str | None = None
    unique: bool | None = None
    in_play: bool | None = None
    stats: tuple[tuple[str, int | None, int | None], ...] = ()  # (stat, at least, at most): "with Power 4+"
    stats_against: tuple[tuple[str, str, str], ...] = ()  # (stat, less_than/more_than, card)
    not_cards: tuple[str, ...] = ()  # "other": every card but these
    ability: str | None = None  # has an ability counting as this designator, with this keyword or effect
    at: str | None = None  # at the same place as this card ("in this mission")
    title: str | None = None  # exactly this title (untitled cards never match)
    owner: str | None = None  # owned by this player ($controller: the source's controller)
    everywhere: bool = False  # "in and out of play": cards in every area, remembered across the tracking rule
    face: str | None = None  # "up" or "down": "all face-up Personalities in your provinces"
    extra: tuple[tuple[str, Any], ...] = ()  # the game's own filter fields (registry.FilterField), params
    extra_relational: bool = False  # one of them depends on more than the card


@dataclass(frozen=True)
class Condition:
    """kind: all/any/not (parts), subject (filter on the affected card), card (filter on a named card),
    player_stat (player, stat, at_least/at_most), during (procedure, card filter), or a condition the game
    declares (registry.ConditionKind), its params in `params`."""

    kind: str
    parts: tuple[Condition, ...] = ()
    filter: Filter | None = None
    card: str | None = None
    player: str | None = None
    stat: str | None = None
    at_least: int | None = None
    at_most: int | None = None
    procedure: str | None = None
    params: Any = None


@dataclass(frozen=True)
class Amount:
    """A fixed number, or a fluctuating one: per matching card, or equal to a stat."""

    fixed: int = 0
    per: Filter | None = None
    per_value: int = 1
    stat_of: str | None = None  # card id or $subject
    stat: str | None = None
    sign: int = 1
    among: Filter | None = None  # with stat: the highest value of that stat among these cards

    @property
    def fluctuating(self) -> bool:
        return self.per is not None or self.stat is not None


@dataclass(frozen=True)
class Trigger:
    event: str  # turn_begins, battle_ends, destroyed, ...
    timing: str = "after"  # before / after / at
    filter: Filter | None = None
    player: str | None = None
    each_time: bool = False
    subject: Filter | None = None  # the card the event happens to ("when a friendly character is defeated")
    effect: str | None = None  # for "activated" events: the effect whose activation triggers this one


@dataclass(frozen=True)
class EffectSpec:
    id: str
    kind: str
    origin: str
    op: str
    params: dict[str, Any]
    source: str | None = None
    controller: str | None = None
    targets: tuple[str, ...] | None = None
    affects: Filter | None = None
    now_in_play: bool = False
    condition: Condition | None = None
    remains: bool = False
    duration: str | None = None
    trigger: Trigger | None = None
    then: EffectSpec | None = None
    keywords: tuple[str, ...] = ()
    optional: bool = False  # "may": its controller chooses whether it happens (triggered traits)
    limit: Limit | None = None  # "once per turn" on a triggered trait
    consecutively: bool = False  # several targets change one after another, not simultaneously
    choose: Filter | None = None  # its target is one card its controller chooses among these when it happens
    targeting: bool = False  # the choice is targeting ("target a Personality"): "may not" does not narrow it
    if_changed: str | None = None  # "if he bowed": happens only if that earlier effect changed the game state
    # "+3F if he is opposed" on a lasting effect: judged once on each target as the effect begins there
    # (effects/judged_once.py); false, the effect does nothing to it; true, it lasts with no condition
    if_when_given: Condition | None = None
    player_symbols: bool = False  # its text (or its `then`'s) writes $controller or $other (binding.py)


@dataclass(frozen=True)
class Limit:
    """Once (twice ...) per turn (phase, game ...): before the colon it limits how often the trait
    triggers; after the colon, how often its effect is applied (used up only when applied)."""

    times: int
    per: str
    before_colon: bool


@dataclass(frozen=True)
class CardDef:
    id: str
    type: str
    title: str | None
    owner: str
    controller: str
    zone: str
    attached_to: str | None
    face_up: bool
    flags: dict[str, bool]
    keywords: tuple[str, ...]
    stats: dict[str, Any]
    traits: tuple[EffectSpec, ...]
    created: bool = False
    exists: bool = True  # False: a card an effect creates during the game (`create`), not there before
    unique: bool = False
    tokens: dict[str, int] = field(default_factory=dict)  # counters on the card (power tokens, wounds)
    extra: dict[str, Any] = field(default_factory=dict)  # game-specific card fields (GameRules.card_fields)


@dataclass(frozen=True)
class PlayerDef:
    id: str
    stats: dict[str, int]
    extra: dict[str, Any] = field(default_factory=dict)  # the game's own player fields (L5R's clan)


@dataclass(frozen=True)
class Step:
    index: int
    kind: str
    params: dict[str, Any]
    path: str
    effects: tuple[EffectSpec, ...] = ()
    expect: Any = None
    has_expect: bool = False
    decide: dict[str, Any] = field(default_factory=dict)  # choices made in this step, by effect id
    cites: tuple[str, ...] = ()  # rule ids an ask's answer rests on (its trace must cite them)


@dataclass(frozen=True)
class Scenario:
    game: str
    title: str
    players: tuple[PlayerDef, ...]
    cards: tuple[CardDef, ...]
    steps: tuple[Step, ...]
    source: dict[str, str] | None = None
    note: str | None = None
    choices: tuple[Step, ...] = field(default=())

    def to_dict(self) -> dict:
        return {"game": self.game, "title": self.title, "steps": len(self.steps), "cards": len(self.cards)}

    def card_def(self, card_id: str) -> CardDef | None:
        """The definition of the card with this id; None for one the scenario does not define."""
        return self._defs_by_id.get(card_id)

    def card_extra(self, card_id: str) -> dict[str, Any]:
        """The game-specific fields of that card's definition ({} when it has none)."""
        defined = self._defs_by_id.get(card_id)
        return defined.extra if defined is not None else {}

    @cached_property
    def _defs_by_id(self) -> dict[str, CardDef]:
        # read on hot paths (a card's every zone change): one dict per scenario, not a scan per read
        return {d.id: d for d in reversed(self.cards)}  # reversed: the first of a repeated id wins
