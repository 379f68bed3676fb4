"""Cards in hidden areas (glossary S of the Celestial Edition rules: search and show): searching the deck
or the discard pile for a card, and showing a face-down card, which is then checked in its last face-up
state."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ...language.reader import Node
from ...language.shapes import BOOLEAN, TEXT, closed, described, one_of_keys
from ...language.vocabulary import Question, StepKind
from ...state.ledger import StatValue
from ...steps.apply import change_zone
from . import question_params as QP
from .abilities import explain_has_ability
from .params import Search, Show, Then

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import Step
    from ...state.game_state import Card

FACE_DOWN_AREAS = ("deck", "hand")
ZONE = {"vocabulary": "zone"}


THEN_FIELDS = {
    "to": {**ZONE, "description": "the zone the card found goes to"},
    "enter_play": {**ZONE, "description": "the card found enters play there"},
}
SEARCH_FIELDS = {
    "id": described(TEXT, "the search's id (the search question names it)"),
    "by": described(TEXT, "the player searching"),
    "for": {"vocabulary": "filter", "description": "what the player searches for"},
    "areas": {
        "anyOf": [ZONE, {"type": "array", "minItems": 1, "maxItems": 2, "items": ZONE}],
        "description": "the one or two areas searched (default: deck)",
    },
    "select": described(TEXT, "the card found, or none"),
    "search_second": described(BOOLEAN, "the second area is searched too (default true)"),
    "then": described(one_of_keys(THEN_FIELDS), "where the card found goes: {to: hand} or {enter_play: x}"),
}


# --- search
def _parse_search(node: Node, ctx: ParseContext) -> Search | None:
    if not node.is_mapping("{by: player, for: filter, areas: [discard, deck], select: card or none}"):
        return None
    node.keys_allowed(SEARCH_FIELDS)
    areas = node.text_list("areas", ["deck"])
    for area in areas:
        ctx.zone(Node({"areas": area}, node.path, node.problems), "areas")
    if not 1 <= len(areas) <= 2:
        node.error("search one or two areas", "areas")
    select = node.text("select", None)
    if select not in (None, "none"):
        ctx.known_card(node, "select", select)
    then = node.child("then") if node.has("then") else None
    if then is not None and then.is_mapping("{to: hand} or {enter_play: home}"):
        then.keys_allowed(THEN_FIELDS)
        if len([k for k in ("to", "enter_play") if then.has(k)]) != 1:
            then.error("give one of: to, enter_play")
    description = node.value.get("for", {})
    goes = {k: ctx.zone(then, k) for k in ("to", "enter_play") if then.has(k)} if then else {}
    return Search(
        id=node.text("id", None),
        by=ctx.player(node, "by"),
        looking_for=ctx.filter(node.child("for")),
        description=json.dumps(description, sort_keys=True, default=str),
        areas=tuple(areas),
        select=select,
        search_second=bool(node.boolean("search_second", True)),
        then=Then(**goes) if goes else None,
    )


def _area_cards(engine: Engine, player: str, area: str) -> list[Card]:
    family = engine.rules.zone_family
    return [c for c in engine.cards.values() if c.exists and c.owner == player and family(c.zone) == area]


def _face_up(engine: Engine, player: str, area: str) -> bool:
    return area not in FACE_DOWN_AREAS and all(c.face_up for c in _area_cards(engine, player, area))


def _search(engine: Engine, step: Step) -> None:
    p: Search = step.params
    state, by = engine.game_state, p.by
    sid = p.id or f"search-{step.index}"
    result: dict[str, Any] = {"selected": None, "searched": [], "shuffled": [], "then": None}
    engine.game_state.searches[sid] = result
    if (by, p.description) in state.failed_searches:
        engine.note("l5r.search.failed-memory", f"{by} failed to find such a card before: this search fails")
        result["value"] = "failed"
        return
    if p.looking_for.ability:
        engine.note(
            "l5r.blind-cards", f"what a card's action does ({p.looking_for.ability}) is read from its text"
        )
    found = {area: [c.id for c in _area_cards(engine, by, area) if engine.matches(c, p.looking_for, None)]
             for area in p.areas}  # fmt: skip
    selected = _select(engine, p, sid, found)
    first = p.areas[0]
    result["searched"] = [first]
    engine.note("l5r.search.look", f"{by} looks at every card in the {first}")
    if len(p.areas) > 1:
        second = p.areas[1]
        if _face_up(engine, by, first) and selected in found[first]:
            engine.note("l5r.search.two-areas", f"found in the face-up {first}: the {second} is not searched")
        elif p.search_second:
            result["searched"].append(second)
            if _face_up(engine, by, first):
                engine.note("l5r.search.two-areas", f"{by} also searches the {second}")
            else:
                text = f"the {first} is face down: {by} may search the {second} whatever was found there"
                engine.note("l5r.search.face-down-first", text)
    _shuffle(engine, p, result)
    if selected is None:
        state.failed_searches.add((by, p.description))
        engine.note("l5r.search.failed-memory", f"{by} selects nothing: the search fails, and so will every "
                    "further search for that description this game")  # fmt: skip
        result["value"] = "failed"
        return
    result["selected"], result["value"] = selected, "found"
    if p.looking_for.ability:
        explain_has_ability(engine, engine.cards[selected], p.looking_for.ability)
    result["then"] = _then(engine, engine.cards[selected], p.then)


def _shuffle(engine: Engine, p: Search, result: dict[str, Any]) -> None:
    """A searched deck is shuffled; a deck is shuffled only if it was actually searched (a search of two
    areas, or of areas that are no deck)."""
    for area in result["searched"]:
        if area == "deck":
            result["shuffled"].append(area)
            engine.note("l5r.search.shuffle", f"the {area} was searched: it is shuffled (not an effect)")
    if "deck" not in result["searched"]:
        what = "the deck was not searched" if "deck" in p.areas else "no deck was searched"
        engine.note("l5r.search.shuffle-searched", f"{what}: no deck is shuffled")
    elif len(p.areas) > 1:
        engine.note("l5r.search.shuffle-searched", "the deck was actually searched: it is shuffled")


def _select(engine: Engine, p: Search, sid: str, found: dict[str, list[str]]) -> str | None:
    selectable = list(found[p.areas[0]])
    if len(p.areas) > 1 and (p.search_second or not _face_up(engine, p.by, p.areas[0])):
        selectable += found[p.areas[1]]
    if p.select is not None:
        if p.select != "none" and p.select not in selectable:
            engine.note("l5r.search.look", f"{p.select} is not a card this search can select")
            title, chosen = p.looking_for.title, engine.cards[p.select].title
            if title and chosen and title != chosen and title.casefold() in chosen.casefold():
                engine.note("l5r.title.partial", f"'{chosen}' does not satisfy a search for '{title}'")
            return None
        return None if p.select == "none" else p.select
    options = [*selectable, "none"]
    what = f"which card {sid} selects"
    index = engine.choose(f"step {engine.step_index}: {sid}", p.by, options, "l5r.search.look", what)
    return None if options[index] == "none" else options[index]


def _then(engine: Engine, card: Card, then: Then | None) -> str | None:
    """Do what the search says with the card; if that fails, the card is discarded instead."""
    if then is None:
        return None
    zone = then.to or then.enter_play
    reason = engine.rules.may_enter(engine, card, zone) if then.enter_play else None
    if reason is None:
        change_zone(engine, card, zone, event="entered" if then.enter_play else "moved")
        return "done"
    engine.note("l5r.search.discard", f"{card.id} cannot go to {zone} ({reason}): it is discarded instead")
    change_zone(engine, card, "discard", event="discarded")
    return "failed: discarded"


def _search_result(engine: Engine, q: QP.Search) -> dict:
    result = engine.game_state.searches.get(q.search)
    return dict(result) if result else {"value": None}


def _parse_show(node: Node, ctx: ParseContext) -> Show | None:
    card = node.value if isinstance(node.value, str) else None
    if card is None:
        node.error("write 'show: <card id>'")
        return None
    ctx.known_card(Node({"card": card}, node.path, node.problems), "card", card)
    return Show(card)


def _show(engine: Engine, step: Step) -> None:
    card = engine.cards[step.params.card]
    shown = engine.game_state.face_up.get(card.id)
    engine.note("l5r.show", f"{card.id} is shown to all players, then turned face down again")
    if face_down(engine, card):
        engine.game_state.shown.add(card.id)
    if shown is not None:
        engine.note("l5r.show.last-face-up", f"checking {card.id} now checks its last face-up state: {shown}")
        changed = {s: v for s, v in shown.items() if v != card.base_stats.get(s)}
        if changed:  # an exception to the tracking rule: changes made while face up are remembered
            text = f"{card.id} is checked with the changes made while it was face up: {changed}"
            engine.note("l5r.tracking.last-face-up", text)


def face_down(engine: Engine, card: Card) -> bool:
    area = engine.rules.zone_family(card.zone)
    return not engine.in_play(card) and (area in FACE_DOWN_AREAS or not card.face_up)


def remember_face_up(engine: Engine, card: Card, old_zone: str) -> None:
    """A card becoming face down keeps its last face-up state, which is what is checked when it is shown."""
    if engine.rules.zone_family(old_zone) in FACE_DOWN_AREAS:
        return
    card.zone, new_zone = old_zone, card.zone
    try:
        engine.game_state.face_up[card.id] = {
            s: engine.stat(card.id, s).value for s in sorted(card.base_stats)
        }
    finally:
        card.zone = new_zone


def last_face_up(engine: Engine, card: Card, stat: str) -> StatValue | None:
    """After a face-down card is shown, checking it checks its last face-up state (printed, if none)."""
    if card.id not in engine.game_state.shown or not face_down(engine, card):
        return None
    shown = engine.game_state.face_up.get(card.id, card.base_stats)
    if stat not in shown:
        return None
    return StatValue(present=True, base=card.base_stats.get(stat), value=shown[stat], total=shown[stat])


STEPS = {
    "search": StepKind(
        _parse_search,
        _search,
        "A player searches areas for a card (`for`: a filter; `select`: the card found; `then`: where it "
        "goes).",
        closed(SEARCH_FIELDS, "for"),
    ),
    "show": StepKind(
        _parse_show,
        _show,
        "A face-down card is shown (then its last face-up state is known).",
        {"type": "string"},
    ),
}
QUESTIONS = {
    "search": Question(
        ("search",),
        ("search",),
        _search_result,
        "A search's result: found or failed, and why.",
        params=QP.Search,
    ),
}
