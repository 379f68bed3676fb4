"""A cost that bows a card "unless" something holds in the game (compiler 18, part E): "Bow Kyushi unless you
control a Shugenja: Ranged 4 Attack.", "Bow Yukihito unless he won a duel this turn: ..."

`bow_unless_if: <condition>` beside the cost's `bow` (named cards): while the condition holds, the cost asks
nothing of those cards (they are not bowed for it, and may be bowed); otherwise they are bowed as the cost
says. As for `bow_unless` (unless_costs.py, "unless he is Void"), the condition is judged as the Desk checks
that the cost can be paid and again as it is paid, with the ability's card as the source ("you": its
controller). The corpus gives costs no "unless": the Desk's rule l5r.desk.cost-unless-if. costs.py applies it
(lines marked "compiler 18, part E").

The condition `{won_duel_this_turn: card}` ("if he won a duel this turn") holds while that card has won a duel
this turn (duel_history.py, the Desk's rule l5r.desk.duel-won).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import holds
from ...language.shapes import TEXT, described
from ...language.symbols import CONTROLLER
from ...language.vocabulary import ConditionKind
from ...state.game_state import Active
from .desk_rules import DUEL_WON, NOT_IN_CORPUS
from .duel_history import won_this_turn
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Condition

FIELD = "bow_unless_if"

COST_UNLESS_IF = DeskRule(
    "l5r.desk.cost-unless-if",
    "cost-unless-if",
    "A cost that bows a card unless something holds in the game",
    'A cost "bow X unless you control a Shugenja" asks nothing of X while the player controls a '
    "Shugenja: X is not bowed for the cost, and the cost can be paid whether X is bowed or not (a bowed "
    "card's own abilities still cannot be used). Whether it holds is judged as the action is taken: when the "
    "Desk checks that the cost can be paid and again as it is paid. When it does not hold, X is bowed as any "
    "card a cost bows.",
    f"{NOT_IN_CORPUS}: the corpus (card features, Abilities C) has no rule on a cost with \"unless\" and "
    "does not say when such a condition is judged.",
    "The card text read as English (\"Bow Kyushi unless you control a Shugenja\": the bowing is the cost "
    "only when you control none); a cost is paid as the action is taken (card features, Abilities C).",
    "'Bow X unless you control a Y': X is not bowed for the cost while you control a Y, judged as it is paid",
)
register_desk_rules(GAME, (COST_UNLESS_IF,))

UNLESS_IF_FIELDS = {
    FIELD: described(
        {"vocabulary": "condition"},
        "'Bow Kyushi unless you control a Shugenja': while this condition holds (judged as the cost is "
        "checked and paid; 'you': the ability card's controller), the cards the cost bows (`bow`) are not "
        "bowed for it",
    )
}


def parse_unless_if(node: Node, ctx: ParseContext) -> Condition | None:
    if not node.has(FIELD):
        return None
    if not isinstance(node.value.get("bow"), (str, list)):
        node.error("bow_unless_if needs the cards the cost bows (bow: $source or a list of cards)", FIELD)
    with ctx.filling(CONTROLLER):  # (the ability's card's controller: "you")
        return ctx.condition(node.child(FIELD))


def unless_if_applied(
    engine: Engine, cost: Any, by: str, source: str | None, action: str | None = None
) -> Any:
    """The cost without its bowing while its condition holds (with `action`, the answer says so as the cost
    is paid)."""
    condition = getattr(cost, "bow_unless_if", None) if cost is not None else None
    if condition is None:
        return cost
    reading = Active(None, -1, source, by, action, None)  # type: ignore[arg-type]  # (no effect: the cost)
    spared = holds(engine, condition, source or "", reading)
    if action is not None:
        named = ", ".join(engine.resolve_symbol(c, source) or c for c in cost.bow)
        what = "holds: not bowed" if spared else "does not hold: bowed"
        engine.note(COST_UNLESS_IF.id, f"{action}: the cost's 'unless' {what} ({named})")
    return replace(cost, bow=() if spared else cost.bow, bow_unless_if=None)


WON_DUEL = "won_duel_this_turn"


def _parse_won(node: Node, ctx: ParseContext) -> str | None:
    card = node.text(WON_DUEL)
    ctx.known_card(node, WON_DUEL, card, symbols=True)
    return card


def _won(engine: Engine, card: str, subject: str, active: Any) -> bool:
    named = engine.resolve_symbol(card, getattr(active, "source", None)) or card
    won = won_this_turn(engine, named)
    engine.note(DUEL_WON.id, f"{named} has {'' if won else 'not '}won a duel this turn")
    return won


CONDITION_KINDS = {
    WON_DUEL: ConditionKind(
        _parse_won,
        _won,
        "'unless he won a duel this turn': the card ($source, $performer or a card id) has won a duel this "
        "turn (duel_history.py, l5r.desk.duel-won)",
        TEXT,
    )
}
