"""Mutable game state during one evaluation: cards, players, active effects and their applications, and the
GameState that holds the cards and players of one run with what happened to them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..language.spec import CardDef, EffectSpec, Scenario
from .ledger import Mod


class Card:
    def __init__(self, d: CardDef, attachments: dict[str, set[str]] | None = None):
        self._attachments = {} if attachments is None else attachments  # bearer id -> ids attached to it
        self._attached_to: str | None = None
        self.id = d.id
        self.type = d.type
        self.title = d.title
        self.owner = d.owner
        self._controller = d.controller  # as defined, or as one-off effects (take control) left it
        self.rulers: dict[str, tuple[int, str]] = {}  # control effects on it: effect id -> (created, player)
        self.zone = d.zone
        self.attached_to = d.attached_to
        self.attached_at = 0
        self.face_up = d.face_up
        self.flags = dict(d.flags)
        self.base_keywords = d.keywords
        self.base_stats = dict(d.stats)
        self.created = d.created
        self.unique = d.unique
        self.tokens = dict(d.tokens)
        self.destroyed = False
        self.exists = d.exists  # (a card an effect creates exists once created)
        self.epoch = 0  # bumped when the tracking rule makes the game forget this card

    def flag(self, name: str) -> bool:
        return bool(self.flags.get(name, False))

    @property
    def controller(self) -> str:
        """Who controls (rules) the card: the last-created continuous effect changing it that still applies,
        else the card's own controller (control.py)."""
        return max(self.rulers.values())[1] if self.rulers else self._controller

    @controller.setter
    def controller(self, player: str) -> None:
        self._controller = player

    @property
    def attached_to(self) -> str | None:
        return self._attached_to

    @attached_to.setter
    def attached_to(self, bearer: str | None) -> None:
        """Keep the shared index of attachments by bearer: finding attachments is not O(cards)."""
        if self._attached_to is not None:
            self._attachments.get(self._attached_to, set()).discard(self.id)
        self._attached_to = bearer
        if bearer is not None:
            self._attachments.setdefault(bearer, set()).add(self.id)


@dataclass
class Player:
    id: str
    base_stats: dict[str, int]
    extra: dict[str, Any] = field(default_factory=dict)  # the game's own player fields (L5R's clan)


@dataclass
class App:
    """One effect applying to one card or player."""

    effect: Active
    target: str
    began: int
    epoch: int = 0
    active: bool = False
    blocked: bool = False  # prevented when it would have begun: never happens
    done: bool = False  # "while X remains Y" ended, or the tracking rule forgot the target
    restricted: tuple[int, int] | None = None  # (raw amount, applied amount) at the last (re)application
    fixed_amount: int | None = None  # its amount, fixed as it began where the game says so (ChiAxis 22.3b)
    announced: bool = False


@dataclass
class Active:
    """An effect in the game: activated at `timestamp`, with its applications by target."""

    spec: EffectSpec
    timestamp: int
    source: str | None
    controller: str | None
    action: str | None
    fixed_targets: tuple[str, ...] | None
    status: str = "active"  # active / pending (delayed, not yet applied) / ended
    apps: dict[str, App] = field(default_factory=dict)
    step: int = -1
    uses: int = 0  # events a substitution has replaced
    finished: bool = False  # ended with every application switched off (settling skips it)
    judged: dict[str, bool] = field(default_factory=dict)  # if_when_given on each target, as it began

    @property
    def id(self) -> str:
        return self.spec.id


class GameState:
    """The cards, players and procedures of one run, its clock, and the records of what happened that later
    steps and questions read (actions, recorded stat changes, substitutions). Whether a card is in play is
    the game's to say (Engine.in_play)."""

    def __init__(self, scenario: Scenario) -> None:
        self.time = 0
        self.attachments: dict[str, set[str]] = {}  # bearer id -> ids of the cards attached to it
        self.cards: dict[str, Card] = {d.id: Card(d, self.attachments) for d in scenario.cards}
        self.players = {p.id: Player(p.id, dict(p.stats), dict(p.extra)) for p in scenario.players}
        self.procedures: list[tuple[str, dict]] = []  # the procedures in progress, outermost first
        self.skipping: list[str] = []  # a skipped procedure and those begun inside it (skips.py)
        self.skip_rule = ""  # the rule it does not happen by (prevented or replaced)
        self.queued_procedures: list[dict] | None = None  # battles ... an action creates, begun after it
        self.actions: dict[str, dict] = {}  # what each action did, by action id
        self.permanent: dict[tuple[str, str], list[Mod]] = {}  # recorded stat changes by (target, stat)
        # changes made once by a lasting effect (a switch of stats from an action): they end with it
        self.lasting: dict[tuple[str, str], list[tuple[Active, Mod]]] = {}
        # target -> (a lasting prevention, the effects it was preventing there as the target stopped
        # qualifying for it): each such prevention is a child that lasts as long as its parent (prevention.py)
        self.prevention_children: dict[str, list[tuple[Active, frozenset[str]]]] = {}
        self.prevention_uses: dict[str, int] = {}  # prevention id -> occurrences prevented (`uses`)
        self.last_values: dict[tuple[str, str], Any] = {}  # as minimum and maximum met (remember_value)
        self.changed_by: set[str] = set()  # instantaneous effects that changed the game state
        self.substitutions: list[tuple[str | None, str]] = []  # (action, event it was made to cause instead)
        self.substituted: dict[str, str] = {}  # target -> the substitution replacing a continuous change
        self.deck_order: dict[str, list[str]] = {}  # player -> his deck, top first, once rearranged (hand.py)
        self.looked_at: dict[str, list[str]] = {}  # action (or effect) -> deck cards it looked at (hand.py)
        self.created: set[str] = set()  # the created cards an effect has created (once each: creating.py)

    def tick(self) -> int:
        self.time += 1
        return self.time

    def record(self, target: str, stat: str, mod: Mod, lasting: Active | None = None) -> None:
        """A change to a stat that stays once made (an instantaneous or procedural effect's), or, made by
        the `lasting` effect, stays as long as that effect does."""
        if lasting is not None:
            self.lasting.setdefault((target, stat), []).append((lasting, mod))
            return
        self.permanent.setdefault((target, stat), []).append(mod)

    def attached(self, bearer: str) -> list[Card]:
        """The cards attached to a card, in id order."""
        return [self.cards[i] for i in sorted(self.attachments.get(bearer, ()))]

    def location(self, card: Card) -> str:
        """Where a card is: an attachment is where its bearer is (the parser and the attaching steps and
        ops refuse a cycle of attachments; the walk stops on one all the same, never looping)."""
        seen = {card.id}
        while card.zone == "attached" and card.attached_to and card.attached_to not in seen:
            card = self.cards[card.attached_to]
            seen.add(card.id)
        return card.zone

    def bears(self, bearer: str, card: str) -> bool:
        """Whether `card` is `bearer` or attached to it, directly or through other attachments: attaching
        `bearer` to it would make a cycle."""
        todo, seen = [bearer], set()
        while todo:
            current = todo.pop()
            if current == card:
                return True
            if current not in seen:
                seen.add(current)
                todo.extend(self.attachments.get(current, ()))
        return False

    def epoch(self, target: str) -> int:
        card = self.cards.get(target)
        return card.epoch if card else 0
