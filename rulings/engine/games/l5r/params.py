"""The typed params of L5R's effect ops (duels, add_force, seppuku, take_control, switch) and of its steps
(use, search, show, procedures), read by attribute."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...language.spec import EffectSpec, Filter


# --- ops
@dataclass(frozen=True, slots=True)
class Duel:
    id: str | None
    between: tuple[str, ...]
    focus: tuple[str, ...]
    winner: str | None  # a duelist, "none", or None: see `higher`
    higher: str | None = None  # `winner: {higher: stat}`: the duelist with the higher stat wins


@dataclass(frozen=True, slots=True)
class Duels:
    duels: tuple[Duel, ...]
    each_loser: str | None  # what "... each duel's loser" does to him: destroy, bow, dishonor


@dataclass(frozen=True, slots=True)
class ToPlayer:
    """add_force, take_control: the player (a symbol such as $controller) the op is for."""

    player: str | None


@dataclass(frozen=True, slots=True)
class Switch:
    cards: tuple[str, ...]
    to: Mapping[str, str] | None  # each switched card's new area, else the player chooses


# --- steps
@dataclass(frozen=True, slots=True)
class Use:
    """A player uses an ability of a card (or of a player: `player`)."""

    id: str | None
    ability: str | None
    by: str | None
    chosen: int | None  # an option of the ability's choice, from 1
    interrupts: str | None  # the action an Interrupt is used during
    card: str | None
    player: str | None
    performer: str | None
    pay_with: tuple[str, ...] = ()  # the gold-producing cards bowed to pay its Gold cost (costs.py)
    targets: tuple[str, ...] = ()  # the cards or players its text targets, in written order (use_targets.py)
    additional: bool = False  # takes an additional action granted to its player (additional_actions.py)
    reacts_to: str | None = None  # a Reaction to this later action's targeting (targeting_reactions.py)


@dataclass(frozen=True, slots=True)
class Then:
    """What a search does with the card it found: `to` an area, or `enter_play` there."""

    to: str | None = None
    enter_play: str | None = None


@dataclass(frozen=True, slots=True)
class Search:
    id: str | None
    by: str | None
    looking_for: Filter  # `for:`
    description: str  # the `for:` description as written: a failed search is remembered by it
    areas: tuple[str, ...]
    select: str | None
    search_second: bool
    then: Then | None


@dataclass(frozen=True, slots=True)
class Show:
    card: str


@dataclass(frozen=True, slots=True)
class Procedures:
    id: str | None
    by: str | None
    source: str | None
    cards: tuple[str, ...]
    which: Filter | None  # `for:`
    steps: tuple[tuple[str | None, EffectSpec | None], ...]
    consecutively: bool
