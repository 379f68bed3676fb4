"""A stat's ledger in lines: its base, each modifier with its effect, source and rule, then the floors and
limits that made the value; and the bonuses and penalties a "last change" question counted."""

from __future__ import annotations

from ..context import Context
from ..pieces import Line, T, cap, humanize, signed, stat_label
from .common import target


def mod_line(mod: dict, c: Context) -> Line:
    head = _mod_head(mod.get("kind"), mod.get("amount"), c.effect(mod.get("effect")))
    if mod.get("source") is not None and c.effect_card(mod.get("effect")) != mod["source"]:
        head += [T(" of "), c.card(mod["source"])]
    notes = _mod_notes(mod)
    if notes:  # the engine's note names effects by id: in words too
        head += [T(" ("), *c.prose("; ".join(notes), capital=False), T(")")]
    return Line(cap(head), c.optional_rule(mod.get("rule")))


def _mod_head(kind, amount, effect) -> list:
    """What one record of the ledger does, and which effect it comes from."""
    if kind in ("bonus", "penalty"):
        return [T(f"{signed(amount)} {kind} from "), effect]
    if kind == "zero":
        return [T("+0 from "), effect, T(" (neither a bonus nor a penalty)")]
    if kind in ("min", "max"):
        return [T(f"{'Minimum' if kind == 'min' else 'Maximum'} {amount} from "), effect]
    if kind == "set":
        return [T(f"Set to {amount} by "), effect]
    if kind in ("adjust-bonuses", "adjust-penalties"):
        which = "bonuses" if kind == "adjust-bonuses" else "penalties"
        return [T(f"Other {which} changed by {signed(amount)} by "), effect]
    if kind == "prevented":
        return [T(f"Not applied: {signed(amount)} from "), effect]
    return [T(f"{humanize(kind)} {signed(amount)} from "), effect]


def _mod_notes(mod: dict) -> list[str]:
    notes = ["fluctuating"] if mod.get("fluctuating") else []
    if mod.get("note"):
        notes.append(str(mod["note"]))
    if "applied" in mod:
        notes.append(f"applied as {signed(mod['applied'])} after adjustments")
    return notes


def stat_details(q: dict, a: dict, c: Context) -> list[Line]:
    if "ledger" not in a and "base" not in a:
        return []
    label = stat_label(q.get("stat"))
    if a.get("present") is False:
        return [Line(cap([target(q, c), T(f" has no {label}: it counts as {a.get('value', 0)}")]))]
    base = a.get("base")
    if c.is_modifier(q.get("card"), q.get("stat")):
        base = signed(base)
    lines = [Line((T(f"Base {label}: {base}"),))] if "base" in a else []
    ledger = a.get("ledger") or []
    lines += [mod_line(m, c) for m in ledger]
    if ledger and (a.get("total") != a.get("value") or a.get("floored") or a.get("limited_by")):
        lines.append(Line((T(f"Base plus bonuses and penalties: {a.get('total')}"),)))
    if a.get("floored"):
        lines.append(Line((T(f"{label} cannot be below 0, so it is 0"),)))
    if a.get("limited_by") in ("min", "max"):
        word = "minimum" if a["limited_by"] == "min" else "maximum"
        lines.append(Line((T(f"Limited by the {word}: {a.get('value')}"),)))
    if a.get("frozen"):
        lines.append(Line((T(f"A minimum above a maximum: {label} stays at {a.get('value')}"),)))
    if ledger:
        lines.append(Line((T(f"{label} now: {a.get('value')}"),)))
    return lines


def change_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = [
        Line(cap([T(f"{signed(m.get('amount'))} {kind} from "), c.effect(m.get("effect"))]))
        for kind, key in (("bonus", "bonuses"), ("penalty", "penalties"))
        for m in a.get(key, [])
    ]
    lines += [
        Line(
            cap(
                [
                    T("Not counted: "),
                    c.effect(n.get("effect")),
                    T(" ("),
                    *c.prose(str(n.get("why", ""))),
                    T(")"),
                ]
            )
        )
        for n in a.get("not_counted", [])
    ]
    return lines
