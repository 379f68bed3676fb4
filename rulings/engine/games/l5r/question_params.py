"""The typed params of the questions only L5R asks (see registry.Question for the order of the fields)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class UnitForce:
    question: str
    id: str | None = None
    unit_force: str | None = None  # a card


@dataclass(frozen=True, slots=True)
class ArmyForce:
    question: str
    id: str | None = None
    army_force: str | None = None  # a player
    at: str | None = None  # a battlefield


@dataclass(frozen=True, slots=True)
class CompareKeywords:
    question: str
    id: str | None = None
    cards: tuple[str, ...] | None = None
    eligible: tuple[str, ...] | None = None  # patterns: only the keywords matching them count


@dataclass(frozen=True, slots=True)
class Cards:
    question: str
    id: str | None = None
    cards: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class SplitTraits:
    question: str
    id: str | None = None
    text: str | None = None


@dataclass(frozen=True, slots=True)
class Search:
    question: str
    id: str | None = None
    search: str | None = None


@dataclass(frozen=True, slots=True)
class SwitchArrangements:
    question: str
    id: str | None = None
    cards: tuple[str, ...] | None = None
    to: Mapping[str, str | None] | None = None  # card -> zone: is this arrangement legal


@dataclass(frozen=True, slots=True)
class Duel:
    question: str
    id: str | None = None
    duel: str | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    question: str
    id: str | None = None
    ability: str | None = None
    card: str | None = None
