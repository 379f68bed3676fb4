"""The stat ledger: every change to a stat is a named record; the current value is computed when read.

The game module decides which records exist (and with which rule id); this module does the arithmetic that
the records imply and keeps the breakdown that explains it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DASH = "-"  # a printed "-" value (e.g. an L5R Honor Requirement): lower than every number


@dataclass(frozen=True)
class Mod:
    """One ledger line. kind: "change" (bonus if amount > 0, penalty if < 0), "min", "max",
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


def adjusted_amounts(mods: list[Mod]) -> dict[str, int]:
    """Amount of each change after adjustments; a reduced bonus never becomes a penalty (nor vice versa)."""
    on_bonuses = sum(m.amount for m in mods if m.kind == "adjust-bonuses")
    on_penalties = sum(m.amount for m in mods if m.kind == "adjust-penalties")
    out = {}
    for m in mods:
        if m.kind != "change":
            continue
        if m.amount > 0:
            out[f"{m.effect}@{m.timestamp}"] = max(0, m.amount + on_bonuses)
        elif m.amount < 0:
            out[f"{m.effect}@{m.timestamp}"] = min(0, m.amount + on_penalties)
        else:
            out[f"{m.effect}@{m.timestamp}"] = 0
    return out


def compute(base: int | str | None, mods: list[Mod], *, floor: bool, previous: int | str | None) -> StatValue:
    """Steps A-C: apply all bonuses and penalties, floor at 0 (if the stat has a floor), then minimum/maximum.
    A minimum above a maximum freezes the value at `previous` (the value before they began to contradict)."""
    mods = sorted(mods, key=lambda m: (m.timestamp, m.effect))
    if base is None:
        return StatValue(present=False, base=None, value=0, total=0, mods=mods)
    if base == DASH:
        return StatValue(present=True, base=DASH, value=DASH, total=DASH, mods=mods)
    adjusted = adjusted_amounts(mods)
    total = base + sum(adjusted.values())
    value, floored = total, False
    if floor and value < 0:
        value, floored = 0, True
    mins = [m.amount for m in mods if m.kind == "min"]
    maxes = [m.amount for m in mods if m.kind == "max"]
    low, high = (max(mins) if mins else None), (min(maxes) if maxes else None)
    result = StatValue(True, base, value, total, floored, mods=mods, adjusted=adjusted)
    if low is not None and high is not None and low > high:
        result.frozen = True
        result.value = previous if previous is not None else value
    elif low is not None and value < low:
        result.value, result.limited_by = low, "min"
    elif high is not None and value > high:
        result.value, result.limited_by = high, "max"
    return result


def compare(a: int | str, b: int | str) -> int:
    """-1, 0 or 1; a "-" value is lower than any number and equal to another "-"."""
    if a == DASH or b == DASH:
        return 0 if a == b else (-1 if a == DASH else 1)
    return (a > b) - (a < b)
