"""Wordings of where a card is and what it is: destroyed, in play, its zone, who controls (or, in ChiAxis,
rules) it, its flags and keywords."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..context import Context
from ..pieces import Line, Pieces, T, humanize, sentence, zone_label
from .common import Kind, is_question, keyword_list, player_value, yes_no_value, zone_details, zone_note


def _in_play_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = zone_note(a)
    if a.get("exists") is False:
        lines.append(Line((c.card(q.get("card")), T(" no longer exists (a created card that left play)"))))
    return lines


def _zone_question(q: dict, c: Context) -> Pieces:
    return [T("Where is "), c.card(q.get("card")), T("?")]


def _zone_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("Nowhere: it no longer exists")]
    return sentence(zone_label(value))


def _controller_question(verb: str) -> Callable[[dict, Context], Pieces]:
    return lambda q, c: [T(f"Who {verb} "), c.card(q.get("card")), T("?")]


def _controller_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    if "owner" in a:
        lines.append(Line((T("Owner: "), c.player(a["owner"]))))
    if "by_effect" in a:
        if a["by_effect"]:
            lines.append(
                Line(
                    (
                        T("Decided by "),
                        c.effect(a["by_effect"]),
                        T(", the last created control effect applying"),
                    )
                )
            )
        else:
            lines.append(Line((T("No control effect applies: the card's own controller"),)))
    if a.get("controlled_through"):
        lines.append(Line((T("Controlled through "), c.card(a["controlled_through"]))))
    return lines + zone_note(a)


def _flag_question(q: dict, c: Context) -> Pieces:
    return [T("Is "), c.card(q.get("card")), T(f" {humanize(q.get('flag'))}?")]


def _has_keyword_question(q: dict, c: Context) -> Pieces:
    return [T("Does "), c.card(q.get("card")), T(f" have the keyword {q.get('keyword')}?")]


def _has_keyword_details(q: dict, a: dict, c: Context) -> list[Line]:
    if "keywords" not in a:
        return []
    return [Line((T("Keywords of "), c.card(q.get("card")), T(f": {keyword_list(a['keywords'])}")))]


def _keywords_question(q: dict, c: Context) -> Pieces:
    return [T("Keywords of "), c.card(q.get("card")), T(":")]


def _keywords_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    return [T(keyword_list(value) if value else "No keywords")]


KINDS = {
    "destroyed": Kind(is_question("destroyed"), yes_no_value, zone_details),
    "in_play": Kind(is_question("in play"), yes_no_value, _in_play_details),
    "zone": Kind(_zone_question, _zone_value),
    "controller": Kind(_controller_question("controls"), player_value, _controller_details),
    "flag": Kind(_flag_question, yes_no_value),
    "has_keyword": Kind(_has_keyword_question, yes_no_value, _has_keyword_details),
    "keywords": Kind(_keywords_question, _keywords_value),
    # ChiAxis
    "ruler": Kind(_controller_question("rules"), player_value, _controller_details),
}
