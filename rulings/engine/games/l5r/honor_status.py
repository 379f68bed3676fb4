""" "a dishonorable Personality", "If he is dishonorable" (compiler 9, part A): a filter field on the
engine's own reading of a Dishonorable Personality (honor.dishonorable, the rule l5r.stats.dishonorable: one
dishonored, or with the Dishonorable keyword; the status a card "enters play dishonorable" with).

`dishonorable: true` matches a card that is dishonorable as it is checked, `false` one that is not. "An
honorable Personality" is not this field's `false`: the corpus does not say that every Personality that is
not dishonorable is honorable, so the compiler does not read "honorable" at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.shapes import BOOLEAN
from ...language.vocabulary import FilterField
from .honor import dishonorable

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

FIELD = "dishonorable"
RULE = "l5r.stats.dishonorable"


def _parse(node: Node, ctx: ParseContext, key: str) -> bool:
    return bool(node.boolean(key))


def _matches(engine: Engine, card: Card, wanted: bool, source: str | None) -> bool:
    return dishonorable(engine, card) == wanted


FILTER_FIELDS = {
    FIELD: FilterField(
        _parse,
        _matches,
        "dishonorable (dishonored, or with the Dishonorable keyword; l5r.stats.dishonorable) or not (false)",
        BOOLEAN,
        rule=RULE,  # (relational: a keyword an effect gives counts too)
    )
}
