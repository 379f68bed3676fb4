"""Wordings of Legend of the Five Rings' own questions: abilities, Force, keyword and title comparisons,
traits, searches, switching cards, duels, named phases, additional actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...words import plural
from ..context import Context
from ..pieces import Line, Pieces, T, humanize, sentence, signed, zone_label
from .common import Kind, arrangement, keyword_list, plain_value


def _ability_question(q: dict, c: Context) -> Pieces:
    return [T(f"Ability “{q.get('ability')}” of "), c.card(q.get("card")), T(":")]


def _ability_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("The card has no such ability")]
    if isinstance(value, dict):
        parts = []
        if "counts_as" in value:
            parts.append(f"counts as {' and '.join(value['counts_as']) or 'nothing'}")
        if "keywords" in value:
            parts.append(f"keywords {keyword_list(value['keywords'])}")
        return sentence("; ".join(parts))
    return c.value(value)


def _ability_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    if "usable" in a:
        usable = "Can be used now" if a["usable"] else "Cannot be used now"
        why = [T(": "), *c.prose(str(a["why"]), capital=False)] if a.get("why") else []
        lines.append(Line((T(usable), *why)))
    elif a.get("why"):
        lines.append(Line(c.prose(str(a["why"]))))
    if a.get("copies", 1) > 1:
        lines.append(Line((T(f"The card has {a['copies']} copies of this ability"),)))
    return lines


def _unit_force_question(q: dict, c: Context) -> Pieces:
    return [T("Force of the unit of "), c.card(q.get("unit_force")), T(":")]


def _unit_force_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    for p in a.get("parts", []):
        bowed = "" if p.get("counted") else " (bowed: not counted)"
        lines.append(Line((c.card(p.get("card")), T(f": {_force(p.get('card'), p.get('force'), c)}{bowed}"))))
    return lines


def _force(card: Any, force: Any, c: Context) -> str:
    """ "Force 3"; "+2F" for a card printing its Force as a modifier (an Item, a Follower)."""
    return f"{signed(force)}F" if c.is_modifier(card, "force") else f"Force {force}"


def _army_force_question(q: dict, c: Context) -> Pieces:
    return [T("Force of the army of "), c.player(q.get("army_force")), T(f" at {zone_label(q.get('at'))}:")]


def _army_force_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if a.get("present") is False:
        return [T(f"{value} (no army there: an absent total)")]
    return [T(str(value))]


def _army_force_details(q: dict, a: dict, c: Context) -> list[Line]:
    units = a.get("units")
    if not isinstance(units, dict):
        return []
    return [Line((T("Unit of "), c.card(u), T(f": Force {f}"))) for u, f in units.items()]


def _cards_list(q: dict, c: Context) -> Pieces:
    cards = q.get("cards") or []
    return c.card_list(cards, ", ", " and ")


def _compare_keywords_question(q: dict, c: Context) -> Pieces:
    eligible = q.get("eligible")
    eligible = [eligible] if isinstance(eligible, str) else list(eligible or [])
    only = f" (counting only {', '.join(eligible)})" if eligible else ""
    return [T("Do "), *_cards_list(q, c), T(f" have the same or different keywords{only}?")]


def _same_different_value(noun: str) -> Callable[[dict, Any, dict, Context], Pieces]:
    def value(q: dict, v: Any, a: dict, c: Context) -> Pieces:
        if not isinstance(v, dict):
            return c.value(v)
        same, different = v.get("same"), v.get("different")
        if same and different:
            words = f"Both the same and different {noun}s"
        elif same:
            words = f"The same {noun}"
        elif different:
            words = f"Different {noun}s"
        else:
            words = f"Neither the same nor different {noun}s"
        if "count" in a and noun == "keyword":
            words += f" ({plural(a['count'], 'different eligible keyword')})"
        return [T(words)]

    return value


def _compare_titles_question(q: dict, c: Context) -> Pieces:
    return [T("Do "), *_cards_list(q, c), T(" have the same title?")]


def _compare_titles_details(q: dict, a: dict, c: Context) -> list[Line]:
    titles = a.get("titles")
    if not isinstance(titles, list):
        return []
    return [
        Line((c.card(card), T(f": {title if title else 'no title'}")))
        for card, title in zip(q.get("cards") or [], titles, strict=False)
    ]


def _split_traits_question(q: dict, c: Context) -> Pieces:
    return [T(f"Traits of the text “{q.get('text')}”:")]


def _split_traits_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if isinstance(value, list):
        return [T(plural(len(value), "trait"))]
    return c.value(value)


def _split_traits_details(q: dict, a: dict, c: Context) -> list[Line]:
    value = a.get("value")
    return [Line((T(f"{i}. {t}"),)) for i, t in enumerate(value, 1)] if isinstance(value, list) else []


def _search_question(q: dict, c: Context) -> Pieces:
    return [T("Result of the search "), c.effect(q.get("search")), T(":")]


def _search_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value is None:
        return [T("No such search took place")]
    if value == "found" and a.get("selected"):
        return [T("Found "), c.card(a["selected"])]
    if value == "failed":
        return [T("Failed: nothing was selected")]
    return sentence(humanize(value))


def _search_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    if a.get("searched"):
        lines.append(Line((T(f"Searched: {', '.join(zone_label(z) for z in a['searched'])}"),)))
    if a.get("shuffled"):
        lines.append(Line((T(f"Shuffled afterwards: {', '.join(zone_label(z) for z in a['shuffled'])}"),)))
    if a.get("then"):
        lines.append(Line((T("Then: "), *c.prose(str(a["then"]), capital=False))))
    return lines


def _switch_question(q: dict, c: Context) -> Pieces:
    return [T("Legal rearrangements when switching "), *_cards_list(q, c), T(":")]


def _switch_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if isinstance(value, list):
        words = plural(len(value), "legal rearrangement")
        if "legal" in a:
            words += f"; the one asked about is {'legal' if a['legal'] else 'not legal'}"
        return [T(words)]
    return c.value(value)


def _switch_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    if isinstance(q.get("to"), dict):
        lines.append(Line((T("Asked about: "), *arrangement(q["to"], c))))
    value = a.get("value")
    if isinstance(value, list):
        lines += [Line((T(f"{i}. "), *arrangement(v, c))) for i, v in enumerate(value, 1)]
    return lines


def _duel_question(q: dict, c: Context) -> Pieces:
    return [T("Outcome of the duel "), c.effect(q.get("duel")), T(":")]


def _duel_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    if value != "fought":  # a fought duel's record is the answer's other keys
        return sentence(humanize(value))
    if a.get("winner"):
        out = [c.card(a["winner"]), T(" wins")]
        if a.get("loser"):
            out += [T(", "), c.card(a["loser"]), T(" loses")]
        return out
    return [T("No one wins")]


def _duel_details(q: dict, a: dict, c: Context) -> list[Line]:
    if a.get("value") != "fought":
        return []
    duel = a
    lines = []
    if duel.get("between"):
        lines.append(Line((T("Between "), *c.card_list(duel["between"], " and "))))
    if duel.get("from"):
        created = [T("Created by "), c.effect(duel["from"])]
        if (
            duel.get("source")
            and duel["source"] != "rulebook"
            and c.effect_card(duel["from"]) != duel["source"]
        ):
            created += [T(" of "), c.card(duel["source"])]
        if duel.get("action"):
            created += [T(" ("), c.effect(duel["action"]), T(")")]
        lines.append(Line(tuple(created)))
    if duel.get("focused"):
        lines.append(Line((T("Focused: "), *c.card_list(duel["focused"]))))
    for discard in duel.get("discards") or []:
        lines.append(
            Line(
                (
                    c.card(discard.get("card")),
                    T(" discarded by the duel procedure (a rulebook effect, not the action's)"),
                )
            )
        )
    return lines


def _phase_question(q: dict, c: Context) -> Pieces:
    return [T("Which named phase is in progress?")]


def _phase_name(name: Any) -> str:
    return f"the {str(name).capitalize()} Phase"


def _phase_value(q: dict, value: Any, a: dict, c: Context) -> Pieces:
    return [T("No named phase" if value == "none" else _phase_name(value).capitalize())]


def _phase_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    for key, words in (("begun", "Begun this turn"), ("skipped", "Did not happen this turn")):
        if a.get(key):
            lines.append(Line((T(f"{words}: {', '.join(_phase_name(n) for n in a[key])}"),)))
    return lines


def _additional_question(q: dict, c: Context) -> Pieces:
    return [T("Additional actions "), c.player(q.get("additional_actions")), T(" may take now:")]


def _additional_details(q: dict, a: dict, c: Context) -> list[Line]:
    lines = []
    for grant in a.get("granted") or []:
        what = [T(f"An additional {grant.get('designator')} action granted by "), c.effect(grant.get("from"))]
        if grant.get("taken"):
            what += [T(": taken by "), c.effect(grant["taken"])]
        elif grant.get("lapsed"):
            what += [T(f": lapsed ({grant['lapsed']})")]
        lines.append(Line(tuple(what)))
    return lines


KINDS = {
    "ability": Kind(_ability_question, _ability_value, _ability_details),
    "unit_force": Kind(_unit_force_question, plain_value, _unit_force_details),
    "army_force": Kind(_army_force_question, _army_force_value, _army_force_details),
    "compare_keywords": Kind(_compare_keywords_question, _same_different_value("keyword")),
    "compare_titles": Kind(_compare_titles_question, _same_different_value("title"), _compare_titles_details),
    "split_traits": Kind(_split_traits_question, _split_traits_value, _split_traits_details),
    "search": Kind(_search_question, _search_value, _search_details),
    "switch_arrangements": Kind(_switch_question, _switch_value, _switch_details),
    "duel": Kind(_duel_question, _duel_value, _duel_details),
    "phase": Kind(_phase_question, _phase_value, _phase_details),
    "additional_actions": Kind(_additional_question, plain_value, _additional_details),
}
