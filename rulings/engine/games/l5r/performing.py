""""He may not perform actions" (`may_not: perform` on a card): the card cannot be the performer of any
action, whichever card's ability it would perform (its own, an Item's or an Action card's with `performer:`
naming it).
"May not" prevents a choice, such as taking an action (effects document, "May not"): an action whose performer
may not perform actions is not legal, and its use is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.prevention import may_not

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

PERFORM = "perform"
RULE = "l5r.may-not"


def problem(engine: Engine, performer: Card | None) -> tuple[str, str] | None:
    """(why, rule) when the action's performer may not perform actions; None otherwise."""
    if performer is None:
        return None
    found = may_not(engine, performer.id, PERFORM)
    if found is None:
        return None
    return f"{performer.id} may not perform actions ({found.id})", RULE
