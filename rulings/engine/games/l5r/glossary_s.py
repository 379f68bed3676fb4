"""Glossary S of the Celestial Edition rules: search, seppuku, show, singular and switch."""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from typing import TYPE_CHECKING, Any

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS, NoParams
from ...effects.prevention import event_prevention
from ...language.reader import Node
from ...language.shapes import BOOLEAN, TEXT, closed, described, one_of_keys
from ...language.vocabulary import Op, Question, StepKind
from ...state.ledger import StatValue
from ...steps.apply import change_zone
from ...steps.choices import explorable
from . import question_params as QP
from .abilities import explain_has_ability
from .params import Search, Show, Switch, Then, ToPlayer

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import Step
    from ...state.game_state import Card

SINGULAR = "Singular"
FACE_DOWN_AREAS = ("deck", "hand")
ZONE = {"vocabulary": "zone"}
AREAS = {"type": "object", "additionalProperties": ZONE}  # switched card -> its new area
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


# --- seppuku, show
def _parse_flag_op(name: str):
    def parse(node: Node, ctx: ParseContext) -> NoParams:
        if node.value.get(name) is not True:
            node.error(f"write '{name}: true'", name)
        return NO_PARAMS

    return parse


def _seppuku(engine: Engine, params: NoParams, target: str, event: dict) -> bool:
    """Rehonor the Personality, then destroy him; these effects will not be negated. Both count as coming
    from the action or trait that created the seppuku."""
    engine.note(
        "l5r.seppuku", f"{target} commits seppuku: rehonor him, then destroy him (will not be negated)"
    )
    base = {**event, "not_negated": True}
    rehonored = attempt(engine, "rehonor", NO_PARAMS, target, {**base, "event": "dishonor"}, continuous=False)
    destroyed = attempt(engine, "destroy", NO_PARAMS, target, {**base, "event": "destroy"}, continuous=False)
    if rehonored or destroyed:
        origin = event.get("action") or event.get("effect")
        engine.note("l5r.seppuku.counts", f"the seppuku counts as destruction and rehonoring from {origin}")
    return rehonored or destroyed


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


# --- singular
def singular_conflict(engine: Engine, card: Card, player: str, ignore: set[str]) -> str | None:
    """Why a Singular card cannot enter play under or come to `player`: he controls one with its title."""
    if card.title is None or SINGULAR not in engine.keywords(card):
        return None
    for other in engine.cards.values():
        if other.id in ignore or other.id == card.id or not engine.in_play(other):
            continue
        if other.controller == player and other.title == card.title and SINGULAR in engine.keywords(other):
            return f"{player} already controls the Singular {card.title} ({other.id})"
    return None


def unit_of(engine: Engine, card: Card) -> list[Card]:
    unit, todo = [], [card]
    while todo:
        current = todo.pop(0)
        unit.append(current)
        todo += engine.attached(current.id)
    return unit


def _take_control(engine: Engine, params: ToPlayer, target: str, event: dict) -> bool:
    """The card changes control with its whole unit; if any Singular card in the unit cannot, none does."""
    card, player = (
        engine.cards.get(target),
        engine.resolve_symbol(params.player, event.get("source")) or "",
    )
    if card is None:
        return False  # a player is not a card: nothing changes control
    unit = unit_of(engine, card)
    ids = {c.id for c in unit}
    for member in unit:
        reason = singular_conflict(engine, member, player, ids)
        if reason:
            engine.note("l5r.singular.unit", f"the unit of {target} fails to change control: {reason}")
            return False
    for member in unit:
        member.controller = player
        engine.touch(member.id)
    engine.note(
        "l5r.singular.unit", f"{player} takes control of the unit of {target}: {', '.join(sorted(ids))}"
    )
    return True


def _parse_take_control(node: Node, ctx: ParseContext) -> ToPlayer:
    return ToPlayer(ctx.player(node, "take_control", symbols=True))


# --- switch
def legal_arrangements(engine: Engine, cards: list[str]) -> list[dict[str, str]]:
    """Every rearrangement of the cards' areas that differs from the original and keeps the same number of
    them at each area. Listing them is work: their number grows factorially with the cards."""
    engine.spend(arrangement_count(engine, cards))
    original = tuple(engine.location(engine.cards[c]) for c in cards)
    found = sorted(set(itertools.permutations(original)) - {original})
    return [dict(zip(cards, areas, strict=True)) for areas in found]


def arrangement_count(engine: Engine, cards: list[str]) -> int:
    """How many legal rearrangements there are, without listing them."""
    per_area = Counter(engine.location(engine.cards[c]) for c in cards).values()
    return math.factorial(len(cards)) // math.prod(math.factorial(n) for n in per_area) - 1


def is_legal_arrangement(engine: Engine, cards: list[str], wanted: dict[str, str]) -> bool:
    original = [engine.location(engine.cards[c]) for c in cards]
    areas = [wanted[c] for c in cards]
    return areas != original and sorted(areas) == sorted(original)


def _parse_switch(node: Node, ctx: ParseContext) -> Switch:
    cards = node.text_list("switch")
    for c in cards:
        ctx.known_card(node, "switch", c)
    if len(cards) < 2:
        node.error("switch two or more cards", "switch")
    to = node.value.get("to")
    if node.has("to"):
        if not isinstance(to, dict) or set(to) - set(cards):
            node.error("to maps each switched card to its new area", "to")
            to = None
        else:
            for key in to:
                ctx.zone(node.child("to"), key)
    return Switch(tuple(cards), to)


def _switch(engine: Engine, params: Switch, target: str, event: dict) -> bool:
    cards = list(params.cards)
    if params.to is not None:
        wanted = {c: params.to.get(c, engine.location(engine.cards[c])) for c in cards}
        if not is_legal_arrangement(engine, cards, wanted):
            engine.note("l5r.switch.rearrange", f"{wanted} is not a legal rearrangement: the switch fails")
            return False
    else:
        explorable(
            engine, arrangement_count(engine, cards), f"{event['effect']} rearranges {len(cards)} cards"
        )
        legal = legal_arrangements(engine, cards)
        if not legal:
            engine.note(
                "l5r.switch.rearrange", "no rearrangement differs from the original: the switch fails"
            )
            return False
        index = engine.choose(
            f"step {engine.step_index}: {event['effect']} rearrangement",
            event.get("controller"),
            legal,
            "l5r.switch.rearrange",
            "where each switched card goes",
        )
        wanted = legal[index]
    moves = {c: z for c, z in wanted.items() if z != engine.location(engine.cards[c])}
    for card_id, zone in moves.items():
        blocker, _ = event_prevention(engine, {**event, "event": "move"}, card_id, continuous=False)
        reason = engine.rules.may_enter(engine, engine.cards[card_id], zone)
        if blocker is not None or reason:
            why = f"prevented by {blocker.id}" if blocker is not None else reason
            engine.note(
                "l5r.switch.all-or-none", f"moving {card_id} fails ({why}): every move of the switch fails"
            )
            return False
    for card_id, zone in moves.items():
        change_zone(engine, engine.cards[card_id], zone, event="moved")
    engine.note("l5r.switch.all-or-none", f"switched: {', '.join(f'{c} to {z}' for c, z in moves.items())}")
    return True


def _switch_arrangements(engine: Engine, q: QP.SwitchArrangements) -> dict:
    legal = legal_arrangements(engine, q.cards)
    engine.note("l5r.switch.rearrange", f"{len(legal)} legal rearrangement(s) of {', '.join(q.cards)}")
    answer: dict[str, Any] = {"value": legal, "count": len(legal)}
    if q.to is not None:
        wanted = {c: q.to.get(c, engine.location(engine.cards[c])) for c in q.cards}
        answer["legal"] = is_legal_arrangement(engine, q.cards, wanted)
    return answer


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
OPS = {
    "seppuku": Op(
        _parse_flag_op("seppuku"),
        _seppuku,
        "seppuku",
        causes=("dishonor", "destroy"),  # rehonoring is a dishonor event's loss (honor.py)
        doc="The target commits seppuku: rehonored, then destroyed (not negated).",
        value={"const": True},
    ),
    "take_control": Op(
        _parse_take_control,
        _take_control,
        "control",
        doc="This player takes control of the target's whole unit, or of none (Singular).",
        value={"type": "string"},
    ),
    "switch": Op(
        _parse_switch,
        _switch,
        "switch",
        fields={"to": {**AREAS, "description": "card -> its new area"}},
        doc="Switches the places of these cards (`to`: the arrangement).",
        value={"type": "array", "items": {"type": "string"}},
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
    "switch_arrangements": Question(
        ("cards", "to"),
        ("cards",),
        _switch_arrangements,
        "The legal rearrangements of a switch; `legal` for `to`.",
        params=QP.SwitchArrangements,
    ),
}
