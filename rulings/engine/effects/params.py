"""The typed params of the core's effect ops (declared in effects/declarations.py), read by attribute wherever
an effect acts (stats, prevention, substitution, control ...). A module below the ops' declarations, so those
readers need not import the declarations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..language.spec import ONE_OFF_KINDS, Amount, EffectSpec, Filter


@dataclass(frozen=True, slots=True)
class NoParams:
    """The params of an op written `op: true` (it takes no value), and of the `then` of a delayed effect
    (its params are those of the effect under it)."""


NO_PARAMS = NoParams()


@dataclass(frozen=True, slots=True)
class StatChange:
    stat: str | None
    mode: str  # one of STAT_MODES
    amount: Amount
    grants_stat: bool | None = False
    not_below: int | None = None  # "not below N": the change stops there
    not_above: int | None = None

    @property
    def sticky(self) -> bool:
        """Its amount is fixed when it begins (set-to-value, restricted changes)."""
        return self.mode == "set" or self.not_below is not None or self.not_above is not None


@dataclass(frozen=True, slots=True)
class SwitchStats:
    stats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class KeywordChange:
    keyword: str | None


@dataclass(frozen=True, slots=True)
class Prevent:
    stat: str | None = None
    changes: str = "all"  # bonuses, penalties, all
    event: str | None = None
    effect: str | None = None
    effects_of: str | None = None  # an action id
    origin: str | None = None  # `from:` an origin
    from_players: str | None = None  # other, self
    from_owned: bool = False  # only effects from cards the target player owns ("from cards you own")
    cause: str | None = None  # only events of this rulebook cause (registry.EventCause), even continuous
    occurrences: str = "all"  # all, current, new
    keyword: str | None = None
    direction: str | None = None  # gain, lose: only those (an event that is a gain or a loss)
    with_keyword: str | None = None
    negation: bool = True
    procedure: str | None = None
    to: str | None = None  # only moves to a zone of this kind ("he will not move to battlefields")
    events: tuple[str, ...] = ()  # any of these events ("bows, moves, or destroys her")
    uses: int | None = None  # how many occurrences it prevents before it ends ("the next time": 1)


@dataclass(frozen=True, slots=True)
class Replacement:
    """What happens instead (`do: {dishonor: true, targets: ...}`)."""

    op: str
    params: Any
    targets: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class Instead:
    of: str | None  # an event, a procedure, or "target"
    do: Replacement | None = None  # None: nothing happens instead (skip)
    retarget: Filter | None = None
    cause: str | None = None  # reaches continuously applied events of this cause (registry.EventCause)
    optional: bool = False
    from_players: str | None = None
    uses: int | None = None


@dataclass(frozen=True, slots=True)
class ZoneChange:
    to: str | None


@dataclass(frozen=True, slots=True)
class MayNot:
    action: str | None  # an op such as assign, or a step such as use


@dataclass(frozen=True, slots=True)
class GrantAbility:
    ability: Any  # the game's ability (GameRules.parse_ability)


@dataclass(frozen=True, slots=True)
class CreateProcedure:
    name: str | None
    at: str | None = None


@dataclass(frozen=True, slots=True)
class Control:
    player: str | None


def stat_change(spec: EffectSpec) -> StatChange | None:
    """The stat change an effect makes, when its op's params are one (the core's `stat` op declares them):
    a stat, a mode and an amount, recorded in the stat ledger."""
    return spec.params if isinstance(spec.params, StatChange) else None


def changes_stat_for_good(spec: EffectSpec) -> bool:
    """A stat change of an instantaneous or procedural effect: what it does stays done (a permanent change),
    rather than lasting while the effect applies."""
    return stat_change(spec) is not None and spec.kind in ONE_OFF_KINDS
