"""Duels created by an effect, modelled only as far as the effects document speaks of them.

The duel procedure's own section is not in the corpus, so a duel here is: two Personalities, the cards each
side focuses (moved to the focus area, in the order the scenario gives), a winner the scenario names or a
comparison it states, then the focused cards discarded and the duel ended. The document rules on three
things: a duel comes from the effect that created it (source of effects, EXCEPTION 4); the discards are
rulebook effects of the procedure, not effects of the action or card that created it (source of effects,
example 2); a modifying phrase such as "Destroy each duel's loser" applies with each duel, immediately after
it, in the duel sequence (order of effects, EXCEPTION 1). A tie the Desk finds by comparing stats is won by
the only Duelist of the two (the Desk's rule l5r.desk.duelist, as the keyword's reminder text states it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...effects.instant import attempt
from ...effects.params import NO_PARAMS
from ...language.reader import type_name
from ...language.shapes import CARD, TEXT, TEXTS, closed, described, one_of_keys
from ...language.spec import Step
from ...language.vocabulary import Op, Question
from ...steps.apply import HANDLERS, change_zone
from ...steps.params import Procedure
from . import duel_history, focus_effects, units
from . import question_params as QP
from .desk_rules import DUELIST, UNITS
from .params import Duel, Duels

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

CONSEQUENCES = ("destroy", "bow", "dishonor", "bow_unit")  # what "... each duel's loser" may do to him
UNIT_BOW = "bow_unit"  # "Bow the duel's loser's unit": each card of his unit (l5r.desk.units)
DUEL_FIELDS = {
    "id": described(TEXT, "the duel's id (the duel question names it)"),
    "between": {"type": "array", "items": CARD, "minItems": 2, "maxItems": 2, "description": "the duelists"},
    "focus": described(TEXTS, "the cards focused, in order"),
    "winner": {
        "anyOf": [TEXT, closed({"higher": {"vocabulary": "stat"}}, "higher")],
        "description": "a duelist, none, or {higher: stat}: the one with the higher stat",
    },
}
FROM_RULEBOOK = "l5r.source.procedure-rulebook"
DUELIST_KEYWORD = "Duelist"  # wins a tied duel against a non-Duelist (l5r.desk.duelist)


def _parse_duels(node: Node, ctx: ParseContext) -> Duels:
    duels_node = node.child("duels")
    if not isinstance(duels_node.value, list) or not duels_node.value:
        node.error("expected a list of duels: [{id: d1, between: [a, b], winner: a}]", "duels")
        return Duels((), None)
    duels = tuple(_parse_duel(duels_node.child(i), ctx) for i in range(len(duels_node.value)))
    return Duels(tuple(d for d in duels if d), _parse_consequence(node))


def _parse_duel(node: Node, ctx: ParseContext) -> Duel | None:
    if not node.is_mapping("{id: d1, between: [a, b], focus: [cards], winner: a}"):
        return None
    node.keys_allowed(DUEL_FIELDS)
    between = node.text_list("between")
    focus = node.text_list("focus", [])
    for card in (*between, *focus):
        ctx.known_card(node, "between" if card in between else "focus", card)
    if len(between) != 2 or len(set(between)) != 2:
        node.error("a duel is between two different Personalities", "between")
    winner, higher = node.value.get("winner"), None
    if isinstance(winner, dict):
        wnode = node.child("winner")
        wnode.keys_allowed(("higher",))
        winner, higher = None, wnode.text("higher")
        ctx.stat_name(wnode, "higher", higher)
    elif node.has("winner") and not isinstance(winner, str):
        node.error(f"the winner is a duelist, 'none' or {{higher: stat}}, got {type_name(winner)}", "winner")
        winner = None
    elif winner is not None and winner != "none" and winner not in between:
        node.error("the winner is one of the duelists, 'none', or {higher: stat}", "winner")
    return Duel(node.text("id"), tuple(between), tuple(focus), winner, higher)


def _parse_consequence(node: Node) -> str | None:
    if not node.has("each_loser"):
        return None
    child = node.child_mapping("each_loser", "{destroy: true}", CONSEQUENCES)
    if child is None:
        return None
    ops = [op for op in CONSEQUENCES if child.value.get(op) is True]
    if len(ops) != 1:
        child.error(f"give one of: {', '.join(CONSEQUENCES)} (as 'destroy: true')")
        return None
    return ops[0]


def _create_duels(engine: Engine, params: Duels, target: str, event: dict) -> bool:
    """The duels one effect creates, one after another; its modifying phrase applies after each."""
    for duel in params.duels:
        _fight(engine, duel, event)
        loser = engine.game_state.duels[duel.id]["loser"]
        if params.each_loser and loser:
            to_loser(engine, params.each_loser, loser, duel.id, event)
    return bool(params.duels)


def to_loser(engine: Engine, consequence: str, loser: str, did: str, event: dict) -> None:
    """What the text does to a duel's loser, immediately after the duel (order of effects, EXCEPTION 1)."""
    engine.note(
        "l5r.order.each-duel",
        f"'{consequence} each duel's loser' modifies {event['effect']}: it applies to "
        f"{loser} immediately after {did}, before any later duel",
    )
    for card in _unit(engine, loser) if consequence == UNIT_BOW else [loser]:
        op = "bow" if consequence == UNIT_BOW else consequence
        direction = {"direction": "gain"} if op == "dishonor" else {}  # (honor.status_direction)
        attempt(engine, op, NO_PARAMS, card, {**event, "event": op, **direction}, continuous=False)


def _unit(engine: Engine, loser: str) -> list[str]:
    """The cards of the loser's unit: he and every card attached to him (the Desk's rule l5r.desk.units)."""
    leader = engine.cards[loser]
    cards = [c.id for c in engine.cards.values() if c.id != loser and units.head(engine, c) is leader]
    engine.note(UNITS.id, f"the unit of {loser}: {', '.join([loser, *cards])}")
    return [loser, *cards]


def _fight(engine: Engine, duel: Duel, event: dict) -> None:
    did, (first, second) = duel.id, duel.between
    source = event.get("source") or "rulebook"
    engine.note(
        "l5r.source.duel",
        f"{did} between {first} and {second} comes from {event['effect']} (card: {source})",
    )
    record: dict[str, Any] = {
        "between": [first, second],
        "from": event["effect"],
        "source": source,
        "action": event.get("action"),
    }
    engine.game_state.duels[did] = record
    begin = Procedure("duel", event.get("controller"))
    HANDLERS["begin"](engine, Step(engine.step_index, "begin", begin, ""))
    record["focused"] = _focus(engine, did, duel.focus)
    focus_effects.resolve(engine, did, record)  # after focusing, before resolution (l5r.desk.focus-effects)
    record["winner"] = _winner(engine, duel)
    record["loser"] = {first: second, second: first}.get(record["winner"])
    engine.event("duel_resolved", duel=did, winner=record["winner"], loser=record["loser"])
    record["discards"] = _discard_focused(engine, did, record["focused"])
    HANDLERS["end"](engine, Step(engine.step_index, "end", Procedure("duel"), ""))
    duel_history.won(engine, record, record["winner"])  # "after he wins a duel": as the duel ends
    focus_effects.after_end(engine, did, record)  # "As a Focus Effect: After this duel ends, ..."


def _focus(engine: Engine, did: str, cards: tuple[str, ...]) -> list[str]:
    for card in cards:
        engine.note(FROM_RULEBOOK, f"{card} is focused in {did} (a step of the duel procedure)")
        change_zone(engine, engine.cards[card], "focus", event="focused")
    return list(cards)


def _winner(engine: Engine, duel: Duel) -> str | None:
    first, second = duel.between
    winner = duel.winner
    if duel.higher is not None:
        stat = duel.higher
        left, right = (engine.stat(c, stat).value for c in (first, second))
        winner = first if left > right else second if right > left else None
        how = f"{stat} {left} against {right}"
        if winner is None:
            winner, how = _tie_won_by_duelist(engine, duel, how)
    else:
        winner = None if winner in (None, "none") else winner
        how = "as the scenario states"
    engine.note("l5r.source.duel", f"{duel.id}: {winner or 'no one'} wins ({how})")
    return winner


def _tie_won_by_duelist(engine: Engine, duel: Duel, how: str) -> tuple[str | None, str]:
    """A tied duel's winner: the Duelist when only one of the two is (the Desk's rule l5r.desk.duelist,
    stated by the keyword's printed reminder text)."""
    duelists = [card for card in duel.between if DUELIST_KEYWORD in engine.keywords(engine.cards[card])]
    if len(duelists) != 1:
        return None, how
    engine.note(DUELIST.id, f"{duel.id} is tied ({how}): {duelists[0]}, the only Duelist, wins it")
    return duelists[0], f"{how}, tied: the Duelist wins"


def _discard_focused(engine: Engine, did: str, focused: list[str]) -> list[dict[str, Any]]:
    """The focused cards still in the focus area are discarded by the rulebook's duel procedure."""
    discards = []
    for card in focused:
        if engine.cards[card].zone != "focus":
            continue
        engine.note(
            FROM_RULEBOOK,
            f"{card} is discarded from {did}: a rulebook effect of the duel procedure, not an effect of "
            "the action or card that created the duel",
        )
        change_zone(engine, engine.cards[card], "discard", event="discarded")
        discards.append({"card": card, "source": "rulebook", "effect_of_action": False})
    return discards


def _duel_result(engine: Engine, q: QP.Duel) -> dict:
    record = engine.game_state.duels.get(q.duel)
    if record is None and any(duel == q.duel for _, duel in engine.game_state.refused):
        return {"value": "refused", "rule": "l5r.desk.challenge-refusal"}  # (challenges.py)
    if record is None:
        return {"value": "not fought", "rule": "l5r.source.duel"}
    shown = {k: v for k, v in record.items() if k != "turn"}  # (the turn: duel_history.py)
    return {"value": "fought", **shown, "rule": "l5r.source.duel"}  # its keys beside value, as search's


OPS = {
    "duels": Op(
        _parse_duels,
        _create_duels,
        "duel",
        fields={"each_loser": one_of_keys(CONSEQUENCES, description="what happens to each duel's loser")},
        doc="Creates duels, fought one after another (`between`, `focus`, `winner`).",
        value={"type": "array", "minItems": 1, "items": closed(DUEL_FIELDS, "id", "between")},
    )
}
QUESTIONS = {
    "duel": Question(
        ("duel",), ("duel",), _duel_result, "A duel's between, focused, winner, discards.", params=QP.Duel
    )
}
