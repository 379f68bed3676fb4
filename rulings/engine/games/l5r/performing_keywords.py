""""He may not perform Political actions" (`may_not_perform: {keyword: Political}` on a card): the card
cannot be the performer of an action with that keyword, whichever card's ability it would perform (compiler
14, part D).

"May not" prevents a choice, such as taking an action (effects document, "May not"): an action whose performer
may not perform actions of its keyword is not legal, and its use is refused. An action's keywords are those of
its ability and of its card, as `restrictions.forbidden` reads them (card features, "Ability and action
keywords": "A keyword describes both the ability and the action it creates"); a designator (Battle, Open ...)
is not a keyword, so `keyword: Battle` does not reach a Battle action. `restrictions.forbidden` applies it
beside `may_not_use`, by the same description of an action (`restrictions.covers`). The core's `may_not:
perform` (performing.py) forbids every action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.shapes import TEXT, closed
from ...language.vocabulary import Op
from .restrictions import DESIGNATORS

if TYPE_CHECKING:
    from ...language.context import ParseContext
    from ...language.reader import Node

RULE = "l5r.may-not"
FIELDS = {"keyword": {**TEXT, "description": "actions with this keyword (an action's or its card's)"}}


@dataclass(frozen=True, slots=True)
class MayNotPerform:
    keyword: str
    designator: None = None  # read by restrictions.covers, which this restriction shares with may_not_use


def _parse(node: Node, ctx: ParseContext) -> MayNotPerform | None:
    value = node.child_mapping("may_not_perform", "{keyword: Political}", FIELDS)
    if value is None:
        return None
    keyword = value.text("keyword", None)
    if not keyword:
        value.error("the keyword of the actions the card may not perform ({keyword: Political})")
        return None
    return MayNotPerform(keyword)


OPS = {
    "may_not_perform": Op(
        _parse,
        value=closed(FIELDS),
        doc="'He may not perform Political actions': the targets cannot be the performer of an action with "
        "`keyword` (the action's keywords: its ability's and its card's; a designator, "
        f"{', '.join(DESIGNATORS)}, is not a keyword).",
        substitute=False,
    )
}
