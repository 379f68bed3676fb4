"""A card's own limit on playing cards of its title: "You may only play one Costly Alliance per turn" on an
Action card is `plays_per_title: {per: turn}` (the Desk's own rule, l5r.desk.plays-per-title).

A player who has played a card of that title (used an ability of one from his hand, or wherever an Action
card is played from) in the current turn, phase, battle or game may not play another card of that title in
it: the limit counts every card of the title he plays, unlike the rulebook's once-per-turn limit, which each
copy of an ability has apart. A card without a title counts only itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.vocabulary import CardField
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

FIELD = "plays_per_title"
PERIODS = ("turn", "phase", "battle", "game")
PLAYS_PER_TITLE = DeskRule(
    "l5r.desk.plays-per-title",
    "plays-per-title",
    "You may only play one card of a title per turn",
    '"You may only play one Costly Alliance per turn" (also per phase, per battle, per game) on an Action '
    "card: a player who has played a card of that title in the current turn (phase, battle, game) may not "
    "play another card of that title in it. Every card of the title he plays counts, whichever copy it was.",
    "The rules documents the Desk holds do not say how a limit on playing cards of a title is counted: card "
    "features only says that the rulebook's once-per-turn limit on an ability does not keep a player from "
    "using it on two identical cards in the same turn.",
    "Card features (Abilities: abilities can be used only once per turn unless their action or other card "
    'text states otherwise; each identical card\'s limit is its own), and the effects document\'s "May not" '
    "(it prevents a choice, such as taking an action): the text's limit names the title, not one card.",
    "A player plays at most one card of the title in the span the text names",
)
register_desk_rules(GAME, (PLAYS_PER_TITLE,))
RULE = PLAYS_PER_TITLE.id


def _parse(node: Node, ctx: ParseContext, card_id: str) -> str:
    if not node.is_mapping("{per: turn}"):
        return "turn"
    node.keys_allowed({"per": {}})
    return node.choice("per", PERIODS, "turn", what="period") or "turn"


def _fields(engine: Engine, card: Card) -> dict:
    return engine.scenario.card_extra(card.id)


def _key(engine: Engine, card: Card, player: str, per: str) -> tuple:
    period = 0 if per == "game" else engine.game_state.begun.get(per, 0)
    return (player, card.title or card.id, per, period)


def refusal(engine: Engine, card: Card, player: str) -> str | None:
    """Why ``player`` may not play ``card`` now: he has played one of its title in the span its text names."""
    per = _fields(engine, card).get(FIELD)
    if per is None:
        return None
    if engine.game_state.title_plays.get(_key(engine, card, player, per), 0) < 1:
        return None
    title = card.title or card.id
    return f"{player} has played a {title} this {per}: he may only play one per {per} ({card.id}'s text)"


def record(engine: Engine, card: Card, player: str, *, played: bool) -> None:
    """``player`` plays ``card`` (when ``played``: an Action card used from out of play): counted for its
    title in every span."""
    if not played:
        return
    plays = engine.game_state.title_plays
    for per in PERIODS:
        key = _key(engine, card, player, per)
        plays[key] = plays.get(key, 0) + 1


CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "'You may only play one Costly Alliance per turn' (an Action card's own text): a player who has "
        "played a card of its title in the current `per` (turn, phase, battle, game) may not play another "
        "(the Desk's rule l5r.desk.plays-per-title).",
        {"type": "object", "properties": {"per": {"enum": list(PERIODS)}}, "additionalProperties": False},
    )
}
