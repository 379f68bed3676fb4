"""The typed params of Naruto's effect ops (ops.py) and of its `play` step (play.py), read by attribute."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Count:
    """powerup, gain_chakra: N, or X counted when the effect applies (naruto.desk.amount): the number of
    missions where a card matches `missions_with`, of the cards in play matching `cards_matching`, or of the
    cards the effect `defeated_by` defeated."""

    amount: int
    missions_with: Any = None  # a Filter
    defeated_by: str | None = None
    cards_matching: Any = None  # a Filter
    plus: int = 0  # "X+1": X counted, plus this
    moved_by: str | None = None  # the characters this effect moved
    power_hidden_by: str | None = None  # the Power of the character this effect hid


@dataclass(frozen=True, slots=True)
class RemoveTokens:
    """remove_power_tokens: up to N of the target's Power tokens (the player picks how many), or all of them;
    `onto_source`: put on the effect's card."""

    up_to: int | None  # None: all of them
    onto_source: bool = False


@dataclass(frozen=True, slots=True)
class Cannot:
    """cannot_be: the events that cannot happen to the cards it applies to, by whose effects."""

    events: tuple[str, ...]
    by: str  # enemy (effects of the other player's cards) or any


@dataclass(frozen=True, slots=True)
class TakeControl:
    to: str | None = None  # a mission: the card is taken from outside play
    hidden: bool = False
    anywhere: bool = False  # from outside play to a mission the player picks


@dataclass(frozen=True, slots=True)
class Destination:
    """Where move_to_mission moves its target: the mission the player of the effect chose."""

    to: str


@dataclass(frozen=True, slots=True)
class Play:
    """A player plays a card to a mission or over a card (`upgrade`), with the decisions the scenario makes
    for the step (by effect id: targets, destinations, use; the order of simultaneous effects, of a
    discard pile). `targets` is a mapping by effect id, or `listed`: every pick of the card's effects in the
    order its text names them."""

    card: str | None
    by: str | None
    to: str | None
    upgrade: str | None
    hidden: bool
    targets: Mapping[str, tuple[str, ...]]
    listed: tuple[str, ...] | None  # `targets` as a list: the card's picks in the order its text names them
    destinations: Mapping[str, str]
    use: Mapping[str, bool | None]
    order: tuple[str, ...] | None
    discard_order: tuple[str, ...] | None
    pay: bool = False  # the player pays its cost (naruto.desk.play-cost)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """play_card: the target is played, paying its cost less `less` (naruto.desk.play-by-effect)."""

    less: int


@dataclass(frozen=True, slots=True)
class PlayAt:
    """Where a card played by an effect goes (a mission, or over `base` as an upgrade) and what it costs."""

    where: str
    base: str | None
    cost: int
