"""Choices left open in words: the choices one outcome made (who chose what), and the choices an answer
waits on."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .context import Context
from .kinds.common import arrangement
from .pieces import Line, T, cap, joined


def open_choices_by_key(choices: Iterable[dict]) -> dict[str, dict]:
    """A result's open choices by the action or choice each belongs to."""
    by_key: dict[str, dict] = {}
    for choice in choices:
        key = choice.get("action") or choice.get("choice")
        if key is not None:
            by_key[str(key)] = choice
    return by_key


def choice_lines(made: Mapping[str, Any], open_choices: Mapping[str, dict], c: Context) -> list[Line]:
    """The choices made in one outcome, in words: who chose what."""
    lines = []
    for key, option in made.items():
        about = open_choices.get(key, {})
        by = [c.player(about["by"]), T(" chose ")] if about.get("by") else [T("Chosen: ")]
        if isinstance(option, int) and not isinstance(option, bool) and "action" in about:
            what = [T(f"option {option} of "), c.effect(key)]
        elif isinstance(option, list):
            what = joined([c.value(o) for o in option], ", then ")
        elif isinstance(option, dict):
            what = arrangement(option, c)
        else:
            what = c.value(option)
        pieces = [*by, *what]
        if about.get("what"):
            pieces += [T(" ("), *c.prose(str(about["what"]), capital=False), T(")")]
        elif "action" not in about:
            pieces += [T(" for "), T(key)]
        lines.append(Line(cap(pieces), c.optional_rule(about.get("rule"))))
    return lines


def needed_line(need: dict, c: Context) -> Line:
    who = [c.player(need["by"])] if need.get("by") else [T("a player")]
    if "action" in need:
        return Line(cap([*who, T(" chooses the option of "), c.effect(need["action"])]))
    what = need.get("what") or need.get("choice") or "a choice"
    return Line(cap([*who, T(" chooses "), *c.prose(str(what), capital=False)]))
