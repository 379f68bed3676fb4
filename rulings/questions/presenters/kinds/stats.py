"""Wordings of the numbers on cards: a stat (with its ledger), the last change to it, two stats compared,
tokens."""

from __future__ import annotations

from typing import Any

from ..context import Context
from ..pieces import Line, Pieces, T, humanize, sentence, signed, stat_label
from .common import Kind, target
from .ledger import change_details, stat_details


def _stat_question(q: dict, c: Context) -> Pieces:
    base = "Base " if q.get("base") else ""
    return [T(f"{base}{stat_label(q.get('stat'))} of "), target(q, c), T(":")]


def _stat_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if a.get("present") is False:
        return [T(f"{value} (it has no {stat_label(q.get('stat'))}, so it counts as {value})")]
    if value == "-":
        return [T("- (a printed dash: lower than any number)")]
    return [T(stat_number(q, value, c))]


def stat_number(q: dict, value: Any, c: Context) -> str:
    """A stat's value; signed when the card prints that stat as a modifier (an Item's "+2" Force)."""
    return signed(value) if c.is_modifier(q.get("card"), q.get("stat")) else str(value)


CHANGE_WORDS = {
    "bonus": "a bonus",
    "penalty": "a penalty",
    "both": "both a bonus and a penalty",
    "neither": "neither a bonus nor a penalty",
}


def _change_question(q: dict, c: Context) -> Pieces:
    return [
        T(f"Was the last change to the {stat_label(q.get('stat'))} of "),
        target(q, c),
        T(" a bonus or a penalty?"),
    ]


def _change_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    words = CHANGE_WORDS.get(str(value), humanize(value))
    if "from" in a and "to" in a:
        return sentence(f"{words} ({a['from']} → {a['to']})")
    return sentence(words)


def _compare_stats_question(q: dict, c: Context) -> Pieces:
    return [
        T(f"{stat_label(q.get('stat'))} of "),
        c.card(q.get("left")),
        T(" compared with "),
        c.card(q.get("right")),
        T(":"),
    ]


def _compare_stats_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    words = {"lower": "Lower", "equal": "Equal", "higher": "Higher"}.get(str(value), str(value))
    if "left" in a and "right" in a:
        return [T(f"{words} ({a['left']} against {a['right']})")]
    return [T(words)]


def _token_counts(tokens: dict) -> str:
    return ", ".join(f"{n} {humanize(k)}" for k, n in tokens.items())


def _tokens_question(q: dict, c: Context) -> Pieces:
    if q.get("kind"):
        return [T(f"{humanize(q['kind']).capitalize()} tokens on "), c.card(q.get("card")), T(":")]
    return [T("Tokens on "), c.card(q.get("card")), T(":")]


def _tokens_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if isinstance(value, dict):
        return [T(_token_counts(value) if value else "No tokens")]
    return [T(str(value))]


def _tokens_details(q: dict, a: dict, c: Context) -> list[Line]:
    if q.get("kind") and a.get("tokens"):
        return [Line((T("All tokens: " + _token_counts(a["tokens"])),))]
    return []


KINDS = {
    "stat": Kind(_stat_question, _stat_value, stat_details),
    "change": Kind(_change_question, _change_value, change_details),
    "compare_stats": Kind(_compare_stats_question, _compare_stats_value),
    "tokens": Kind(_tokens_question, _tokens_value, _tokens_details),
}
