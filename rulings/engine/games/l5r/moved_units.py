"""The units an action moved, in a triggered trait's text (compiler 21, part L): "After the resolution of any
action that moved one or more units: Straighten them." (Endless Road).

The trait answers the event `action_moved` (action_results.py, l5r.desk.what-an-action-did), which happens
once the action has resolved, once for each Personality it moved: a unit moves with its Personality, and the
engine records his move. In the trait's text `$moved_unit` is the Personality that event happened to, bound as
the trait triggers, so that `affects: {in_unit: $moved_unit}` is every card of his unit (l5r.desk.units):
"them", the units the action moved, one unit each time the trait answers. The Desk's rule
l5r.desk.moved-units says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.binding import bind
from ...language.symbols import TRIGGER, Symbol
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.spec import EffectSpec

MOVED = "action_moved"  # (action_results.py's trait event)
SYMBOL = "$moved_unit"
SYMBOLS = {
    SYMBOL: Symbol(
        "the Personality whose unit an action moved, in a triggered trait answering action_moved (each "
        "time it answers: 'them', the units the action moved)",
        dict.fromkeys(("card", "of"), TRIGGER),
        "in a triggered trait answering action_moved",
    )
}

MOVED_UNITS = DeskRule(
    "l5r.desk.moved-units",
    "moved-units",
    "The units an action moved",
    "A triggered trait \"After the resolution of any action that moved one or more units: <effects on "
    "them>\" answers each Personality the action moved from one location to another (home, a battlefield), "
    "once the action has resolved, one answer for each; its effects act on every card of that Personality's "
    "unit (him and the cards attached to him, as they are when the trait answers). So each unit the action "
    "moved is affected once.",
    f"{NOT_IN_CORPUS}: the corpus does not say what an action 'did' (the Desk's rule on what an action did "
    "records a Personality's moves; a card attached to him moves with him) nor how \"them\" after \"one or "
    "more units\" is counted.",
    "Card text (Endless Road: \"After the resolution of any action that moved one or more units: "
    "Straighten them.\"), the Desk's rules on units (a Personality and every card attached to him) and on "
    "what an action did.",
    "'Any action that moved one or more units: ... them': each unit whose Personality the action moved",
)
register_desk_rules(GAME, (MOVED_UNITS,))


def bound(engine: Engine, spec: EffectSpec, event: str, card: str | None) -> EffectSpec:
    """A trait answering `action_moved`: `$moved_unit` in its text read as the Personality moved (other
    traits are returned as they are)."""
    if event != MOVED or card is None:
        if bind(spec, SYMBOL, "") is not spec:  # (written in a trait answering another event)
            text = f"{spec.id} answers {event}, not action_moved: {SYMBOL} names no card"
            engine.note(MOVED_UNITS.id, text)
        return spec
    found = bind(spec, SYMBOL, card)
    if found is not spec:
        engine.note(MOVED_UNITS.id, f"{spec.id} answers the move of {card}: his unit is the one it acts on")
    return found
