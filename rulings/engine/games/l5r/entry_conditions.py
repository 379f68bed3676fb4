"""A card that will not enter play unless something holds in the game (the Desk's own rule,
l5r.desk.entry-conditions): "Will not enter play unless you control the Ring of Air." (Air Dragon), "Will not
enter play if your Family Honor is 1 or higher." (Moto Tsume), "Will not enter play if you control any
Shadowlands cards." (Hida Tokichiro).

`enters_only_while: <condition>` (the card's own text; "if X" is written as the condition that X does not
hold): the card enters play only while the condition holds, judged each time it would enter play, with the
card as the condition's source ("you": the player whose card it is, its controller as it enters, as for
`enters_only_for`, clan_restrictions.py). An effect that would bring it into play while the condition does not
hold does nothing (`GameRules.may_enter`). The text says nothing of a card already in play: it stays when the
condition stops holding, and a question may set it up in play whatever holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import holds
from ...language.symbols import CONTROLLER
from ...language.vocabulary import CardField
from ...state.game_state import Active
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Condition
    from ...state.game_state import Card

FIELD = "enters_only_while"

ENTRY_CONDITIONS = DeskRule(
    "l5r.desk.entry-conditions",
    "entry-conditions",
    "Cards that will not enter play unless something holds",
    '"Will not enter play unless you control the Ring of Air" (or "... if your Family Honor is 1 or '
    'higher") on a card: the card does not enter play while the condition does not hold (or while the '
    '"if" condition holds), however it would enter: an effect or a recruit that would bring it into play '
    'does nothing. "You" is the player whose card it is, who controls it as it enters. It is judged each '
    "time the card would enter play; a card already in play is not affected when the condition changes.",
    f"{NOT_IN_CORPUS}: the rules documents the Desk holds do not cover entering play (the rulebook's "
    "section on it is not in the corpus).",
    'The effects document: "will not" prevents the occurrence it names (Prevention, does not/will not versus '
    'negation), "May not" names bringing a Personality into play among the choices a restriction prevents, '
    "and out of play a card's continuous traits affect the card itself (effects in and out of play); the "
    "condition is the card's own printed text.",
    "A card that will not enter play unless a condition holds enters play only while it holds",
)
register_desk_rules(GAME, (ENTRY_CONDITIONS,))
RULE = ENTRY_CONDITIONS.id


def _parse(node: Node, ctx: ParseContext, card_id: str) -> Condition | None:
    with ctx.filling(CONTROLLER):  # "you": the card's controller as it enters
        return ctx.condition(node)


def entry_refusal(engine: Engine, card: Card) -> str:
    """Why ``card``, out of play, will not enter play now ("" when its condition holds, or it has none)."""
    condition = engine.scenario.card_extra(card.id).get(FIELD)
    if condition is None:
        return ""
    reading = Active(None, -1, card.id, card.controller, None, None)  # type: ignore[arg-type]  # (no effect)
    if holds(engine, condition, card.id, reading):
        return ""
    return f"{card.id} will not enter play: the condition its text gives for entering play does not hold"


CARD_FIELDS = {
    FIELD: CardField(
        _parse,
        "'Will not enter play unless you control the Ring of Air' (the card's own text; 'if X' is the "
        "condition that X does not hold): the card enters play only while this condition holds, judged each "
        "time it would enter ('you': its controller as it enters; the Desk's rule "
        "l5r.desk.entry-conditions).",
        {"vocabulary": "condition"},
    ),
}
