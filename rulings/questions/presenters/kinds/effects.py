"""Wordings of what effects and actions did: an effect's state, whether an action succeeded and who chose
for it, the events so far, the order triggered effects resolved in."""

from __future__ import annotations

from typing import Any

from ...words import plural
from ..context import Context
from ..pieces import Line, Pieces, T, cap, humanize, joined, sentence, yes_no, zone_label
from .common import Kind, keyword_list, player_value, yes_no_value


def _effect_question(q: dict, c: Context) -> Pieces:
    if q.get("card"):
        return [T("Does "), c.effect(q.get("effect")), T(" apply to "), c.card(q["card"]), T("?")]
    return [T("What is the state of "), c.effect(q.get("effect")), T("?")]


def _effect_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value == "unknown":
        return [T("Unknown: no such effect was created")]
    if isinstance(value, bool):
        return [T(yes_no(value))]
    return sentence(humanize(value))


def _effect_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    if a.get("status") and q.get("card"):
        lines.append(Line((T(f"The effect is {humanize(a['status'])}"),)))
    if "applies_to" in a:
        cards = c.card_list(a["applies_to"]) if a["applies_to"] else [T("no card")]
        lines.append(Line((T("Applies to: "), *cards)))
    if a.get("source"):
        lines.append(Line((T("Source: "), c.card(a["source"]))))
    if "keywords" in a:
        lines.append(Line((T(f"Keywords of the effect: {keyword_list(a['keywords'])}"),)))
    return lines


def _successful_question(q: dict, c: Context) -> Pieces:
    return [T("Was "), c.effect(q.get("action")), T(" successful?")]


def _who_chooses_question(q: dict, c: Context) -> Pieces:
    return [T("Who makes the choices of "), c.effect(q.get("action")), T("?")]


def _who_chooses_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("Nobody: the action was not taken")]
    return player_value(q, value, a, c)


def _events_question(q: dict, c: Context) -> Pieces:
    if q.get("kind"):
        return [T(f"“{humanize(q['kind']).capitalize()}” events so far:")]
    return [T("Events so far:")]


def _events_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if not isinstance(value, list):
        return c.value(value)
    if not value:
        return [T("No such event happened")]
    return [T(f"{plural(len(value), 'event')}, in order")]


EVENT_KEYS = ("step", "event", "time")


def event_line(event: dict, c: Context) -> Line:
    pieces: Pieces = []
    if "step" in event:
        pieces.append(T(f"Step {event['step']}: "))
    pieces.append(T(humanize(event.get("event", "event"))))
    extras = [_event_field(key, value, c) for key, value in event.items() if key not in EVENT_KEYS]
    if extras:
        pieces += [T(" — "), *joined(extras)]
    return Line(tuple(pieces))


def _event_field(key: str, value: Any, c: Context) -> Pieces:
    if key == "card":
        return [c.card(value)]
    if key == "player":
        return [c.player(value)]
    if key == "zone":
        return [T(f"→ {zone_label(value)}")]
    if key == "effect":
        return [T("by "), c.effect(value)]
    if key == "source":
        return [T("from "), c.card(value)]
    if key == "amount":
        return [T(f"amount {value}")]
    return [T(f"{humanize(key)}: "), *c.value(value)]


def _events_details(q: dict, a: dict, c: Context) -> list[Line]:
    value = a.get("value")
    return [event_line(e, c) for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def _resolution_question(q: dict, c: Context) -> Pieces:
    return [T("Order of resolution:")]


def _resolution_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if not isinstance(value, list):
        return c.value(value)
    if not value:
        return [T("No triggered effect resolved")]
    return joined([[c.effect(e)] for e in value], ", then ")


def _resolution_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    for group in a.get("groups", []):
        effects = group.get("effects", [])
        if len(effects) < 2:
            continue
        pieces = [
            c.player(group.get("ordered_by")),
            T(" ordered the simultaneous "),
            *joined([[c.effect(e)] for e in effects], ", then "),
        ]
        if "step" in group:
            pieces.append(T(f" (step {group['step']})"))
        lines.append(Line(cap(pieces), c.optional_rule(group.get("rule"))))
    return lines


KINDS = {
    "effect": Kind(_effect_question, _effect_value, _effect_details),
    "successful": Kind(_successful_question, yes_no_value),
    "who_chooses": Kind(_who_chooses_question, _who_chooses_value),
    "events": Kind(_events_question, _events_value, _events_details),
    "resolution_order": Kind(_resolution_question, _resolution_value, _resolution_details),
}
