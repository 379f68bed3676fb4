"""L5R's condition `{first_time: bowed, of: $source, per: turn}` ("After the first time each turn this
card bows: Straighten it.", compiler 15, part D): the latest time that card had that event was its first this
turn (phase, battle; `per: game`: ever). Each card event (bowed, straightened, enters_play, duel_won ...) is
counted for its card as it happens, before the traits answering it resolve (game.on_event), with the
procedures begun by then; the condition holds while the card's count in the current period is exactly one.

Unlike `limit: {times: 1, per: turn, before_colon: true}` (which counts the trait's triggerings), it counts
the event itself: a first bowing that did not trigger the trait (its traits then could not trigger) still was
the first time, and the second bowing that turn is not (l5r.desk.first-time). Declared here and registered on
L5R's `GameRules`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import ConditionKind
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from .state import L5RState

PERIODS = ("turn", "phase", "battle", "game")

FIRST_TIME = DeskRule(
    "l5r.desk.first-time",
    "first-time",
    "The first time each turn a card bows (straightens, enters play, wins a duel)",
    "\"After the first time each turn this card bows: <effect>\" answers only the first time that card bows "
    "in the turn (each phase, battle: the same within it; \"this game\", \"each game\": ever): every time "
    "it bows is counted, whether or not the trait answered it, so a first bowing while its traits could not "
    "trigger still was the first time, and a later one that turn does not answer it. A card that leaves play "
    "and enters it again is counted as the same card.",
    f"{NOT_IN_CORPUS}: the effects document names delayed effects \"after the next time\" and indefinite "
    "ones \"after each time\", but not \"the first time each turn\".",
    "Card text (Seven Waves Mercenaries: \"After the first time each turn this card bows: Straighten it.\"; "
    "\"Once per turn\" is written where the card means the trait's own uses).",
    "The first time each turn: the turn's first such event, counted whether or not the trait answered it",
)
register_desk_rules(GAME, (FIRST_TIME,))
FIRST = FIRST_TIME.id


@dataclass(frozen=True, slots=True)
class FirstTime:
    event: str | None
    card: str | None  # a card id or a symbol ($source, $bearer)
    per: str | None


def count(engine: Engine, event: str, card: str | None) -> None:
    """A card's event happened: remember the periods it happened in (how often each had begun by then)."""
    if card is None or event.endswith(("_begins", "_ends")):
        return
    state: L5RState = engine.game_state
    begun = {per: state.begun.get(per, 0) for per in PERIODS if per != "game"}
    state.first_times.setdefault((event, card), []).append(begun)


def _parse(node: Node, ctx: ParseContext) -> FirstTime:
    card = node.text("of", None)
    ctx.known_card(node, "of", card, symbols=True)
    return FirstTime(node.text("first_time", None), card, node.choice("per", PERIODS, "turn", "period"))


def _holds(engine: Engine, params: FirstTime, subject: str, active: Any) -> bool:
    card = engine.resolve_symbol(params.card, active.source) if params.card else None
    state: L5RState = engine.game_state
    seen = state.first_times.get((params.event, card or ""), [])
    if params.per != "game":
        now = state.begun.get(params.per, 0)
        seen = [begun for begun in seen if begun[params.per] == now]
    holds = len(seen) == 1
    period = "this game" if params.per == "game" else f"this {params.per}"
    engine.note(
        FIRST,
        f"{card} {params.event}: {len(seen)} time(s) {period}; "
        + ("the first time" if holds else "not the first time"),
    )
    return holds


CONDITION_KINDS = {
    "first_time": ConditionKind(
        _parse,
        _holds,
        "the latest time this card had this event (bowed, straightened ...) was its first this turn (`per`: "
        "turn, phase, battle, or game: ever); counted as it happens, whether or not a trait answered it",
        {"type": "string"},
        fields={"of": {"type": "string"}, "per": {"enum": list(PERIODS)}},
    )
}
