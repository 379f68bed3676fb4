"""The typed params of the core's timeline steps (declared in declarations.py; run by apply.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..language.spec import EffectSpec


@dataclass(frozen=True, slots=True)
class CardStep:
    """enter_play, leave_play, move, attach: a card goes `to` a zone (attach: to a card)."""

    card: str | None
    to: str | None = None


@dataclass(frozen=True, slots=True)
class SetFlags:
    card: str | None
    flags: Mapping[str, bool]


@dataclass(frozen=True, slots=True)
class DestroyStep:
    card: str | None
    source: str | None = None
    controller: str | None = None


@dataclass(frozen=True, slots=True)
class EndEffect:
    effect: str | None


@dataclass(frozen=True, slots=True)
class Procedure:
    """A procedure beginning or ending (a step), or in progress (`engine.state.procedures`): a turn, a
    battle at a zone, a payment for a card ..."""

    name: str | None
    player: str | None = None
    at: str | None = None
    for_card: str | None = None  # `for:`


@dataclass(frozen=True, slots=True)
class Apply:
    effects: tuple[EffectSpec, ...]


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action: its effects, or a choice between options (`chosen`, or left open)."""

    id: str
    by: str | None
    source: str | None
    options: tuple[tuple[EffectSpec, ...], ...] = ()
    chosen: int | None = None
    choice_pending: bool = False
    effects: tuple[EffectSpec, ...] = ()
    keywords: tuple[str, ...] = ()  # an ability's action: the keywords of the ability and its card
    extra: tuple[tuple[str, Any], ...] = ()  # the game's own fields (registry.ActionField), as parsed
