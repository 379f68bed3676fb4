"""The typed params of the core's questions (declared in questions/declarations.py; answered in answers.py),
and `to_dict`, the question as a result's answer shows it. Each class lists `question` and `id`, then the
question's first field (the one its shorthand gives: `{destroyed: samurai}`), then the others: that is the
order of the answer's `question` mapping (registry.Question checks it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class StatQuestion:
    """stat, change: a card's or a player's stat (`base`: its base value)."""

    question: str
    id: str | None = None
    stat: str | None = None
    card: str | None = None
    player: str | None = None
    base: bool | None = None

    @property
    def target(self) -> str | None:
        return self.card or self.player


@dataclass(frozen=True, slots=True)
class CardQuestion:
    question: str
    id: str | None = None
    card: str | None = None


@dataclass(frozen=True, slots=True)
class PlayerQuestion:
    question: str
    id: str | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class FlagQuestion:
    question: str
    id: str | None = None
    flag: str | None = None
    card: str | None = None


@dataclass(frozen=True, slots=True)
class KeywordQuestion:
    question: str
    id: str | None = None
    card: str | None = None
    keyword: str | None = None


@dataclass(frozen=True, slots=True)
class EffectQuestion:
    """An effect's status, or whether it applies to `card`."""

    question: str
    id: str | None = None
    effect: str | None = None
    card: str | None = None


@dataclass(frozen=True, slots=True)
class ActionQuestion:
    question: str
    id: str | None = None
    action: str | None = None


@dataclass(frozen=True, slots=True)
class EventsQuestion:
    question: str
    id: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class CompareStats:
    question: str
    id: str | None = None
    stat: str | None = None
    left: str | None = None
    right: str | None = None


@dataclass(frozen=True, slots=True)
class TokensQuestion:
    question: str
    id: str | None = None
    card: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class NoFields:
    question: str
    id: str | None = None


def to_dict(q: Any) -> dict[str, Any]:
    """The question as an answer shows it: its given fields, without its id (lists and mappings plain)."""
    out = {}
    for f in fields(q):
        value = getattr(q, f.name)
        if f.name == "id" or value is None:
            continue
        out[f.name] = (
            list(value) if isinstance(value, tuple) else dict(value) if isinstance(value, Mapping) else value
        )
    return out
