"""The stat ledger: every change to a stat is a named record; the current value is computed when read.

The game module decides which records exist (and with which rule id) and how they make the current value
(its `GameRules.compute_stat`: L5R's steps A-C, ChiAxis's creation order ...); this module holds the records
and the value with the breakdown that explains it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DASH = "-"  # a printed "-" value (e.g. an L5R Honor Requirement): lower than every number


@dataclass(frozen=True)
class Mod:
    """One ledger line. kind: "change" (bonus if amount > 0, penalty if < 0), "min", "max", "not-received"
    (given to a stat the card lacked: L5R absent stats),
    "adjust-bonuses" / "adjust-penalties" (an effect that increases or reduces other bonuses or penalties)."""

    effect: str
    kind: str
    amount: int
    timestamp: int
    source: str | None
    rule: str
    fluctuating: bool = False
    note: str = ""

    @property
    def sign_kind(self) -> str:
        if self.kind != "change":
            return self.kind
        return "bonus" if self.amount > 0 else "penalty" if self.amount < 0 else "zero"

    def to_dict(self) -> dict:
        data = {
            "effect": self.effect,
            "kind": self.sign_kind,
            "amount": self.amount,
            "timestamp": self.timestamp,
            "source": self.source,
            "rule": self.rule,
        }
        if self.fluctuating:
            data["fluctuating"] = True
        if self.note:
            data["note"] = self.note
        return data


@dataclass
class StatValue:
    present: bool
    base: int | str | None
    value: int | str
    total: int | str = 0
    floored: bool = False
    limited_by: str | None = None  # "min" or "max" when step C changed the value
    frozen: bool = False
    mods: list[Mod] = field(default_factory=list)
    adjusted: dict[str, int] = field(default_factory=dict)  # effect id -> amount after adjustments

    def to_dict(self) -> dict:
        return {
            "present": self.present,
            "base": self.base,
            "value": self.value,
            "total": self.total,
            "floored": self.floored,
            "limited_by": self.limited_by,
            "frozen": self.frozen,
            "ledger": [m.to_dict() | _adjusted(m, self.adjusted) for m in self.mods],
        }


def _adjusted(mod: Mod, adjusted: dict[str, int]) -> dict:
    key = f"{mod.effect}@{mod.timestamp}"
    return {"applied": adjusted[key]} if key in adjusted and adjusted[key] != mod.amount else {}


def compare(a: int | str, b: int | str) -> int:
    """-1, 0 or 1; a "-" value is lower than any number and equal to another "-"."""
    if a == DASH or b == DASH:
        return 0 if a == b else (-1 if a == DASH else 1)
    return (a > b) - (a < b)
