"""L5R's current value of a stat (card features, General rules about stats, `l5r.stats.current-value`).

Step A applies all current bonuses and penalties (a reduced bonus never turns a penalty: `l5r.stats.adjust`);
step B treats a total below 0 as 0 (not for Family Honor, Honor Requirements and signed Item stats: the
game's `StatSpec.floor` and `stat_floor`); step C bounds it by a minimum or maximum (`l5r.stats.min-max`),
and a minimum above a maximum leaves the value unchanged until they cease to contradict."""

from __future__ import annotations

from ...state.ledger import DASH, Mod, StatValue


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
