"""A target that must meet more if it is the player's own (compiler 21, part P; the Desk's rule
l5r.desk.if-yours): "Target a Personality, who must be unbowed if he is yours: Give him +1F/+1C." (Careful
Planning), "Target a defending Personality who must be unbowed if he is yours: Give him +3F." (Outflank).

The filter field `if_yours: <filter>` holds for a card its source's controller (the player taking the action,
as `controller: $controller` reads him) does not control, and for one he controls only if it also matches the
inner filter (`if_yours: {bowed: false}`: another player's Personality may be bowed, his own may not). The
inner filter names no controller (it is the player's own card by definition).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import described
from ...language.vocabulary import FilterField
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter
    from ...state.game_state import Card

KEY = "if_yours"

IF_YOURS = DeskRule(
    "l5r.desk.if-yours",
    "if-yours",
    "A target that must meet more if it is yours",
    'A target "who must be unbowed if he is yours" ("Target a Personality, who must be unbowed if he is '
    'yours") may be any card of the kind another player controls, bowed or not; one the player taking the '
    "action controls may be chosen only if it is unbowed. The requirement is a requirement of the target: "
    "it is checked as the target is chosen, as the kind of card the action targets is.",
    f"{NOT_IN_CORPUS}: the corpus does not give the targeting rules of the rulebook.",
    'The card\'s own text ("Battle/Open: Target a Personality, who must be unbowed if he is yours: Give him '
    '+1F/+1C.", Careful Planning); card features: "you" and "your" in a card\'s text are the player '
    "taking the action.",
    "A target that must be unbowed if it is yours",
)
register_desk_rules(GAME, (IF_YOURS,))


def _parse(node: Node, ctx: ParseContext, key: str) -> Filter | None:
    inner = node.child(key)
    if not inner.is_mapping("a filter: what the card must also be if it is the player's own"):
        return None
    if inner.has("controller"):
        inner.error("the card is the player's own: name no controller")
        return None
    if not inner.value:
        inner.error("give what the player's own card must also be (an empty filter adds nothing)")
        return None
    return ctx.filter(inner)


def _matches(engine: Engine, card: Card, wanted: Filter | None, source: str | None) -> bool:
    if wanted is None:
        return False
    src = engine.cards.get(source or "")
    if src is None or card.controller != src.controller:
        return True  # another player's card (or no player taking an action): nothing more is asked
    return engine.matches(card, wanted, source)


SCHEMA = described(
    {"vocabulary": "filter"},
    "what the card must also match if the player taking the action controls it",
)
FILTER_FIELDS = {
    KEY: FilterField(
        _parse,
        _matches,
        "'who must be unbowed if he is yours': a card the source's controller does not control matches; one "
        "he controls matches only if it also matches this filter ({bowed: false}; l5r.desk.if-yours)",
        SCHEMA,
        rule=IF_YOURS.id,
    )
}
