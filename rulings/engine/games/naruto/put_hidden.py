"""Naruto Mythos: putting a card of the player's own into play as a hidden character ("Put the top card of
your deck as a hidden character in this mission", "Place a card from your hand as a hidden character to any
mission"), the op `put_hidden` and the Desk's rule it rests on (naruto.desk.put-hidden): the corpus names
hidden characters and cards taken from outside play under control, not a card put into play hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import closed
from ...language.vocabulary import Op
from ...steps.apply import change_zone
from . import control
from . import ops as naruto_ops
from .state import mission_changed, mission_of

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

PUT = "put_hidden"
RULE = "naruto.desk.put-hidden"
FIELDS = {
    "here": {"type": "boolean", "description": "in the mission of the effect's card ('in this mission')"},
    "anywhere": {"type": "boolean", "description": "a mission in play the player picks ('to any mission')"},
}


@dataclass(frozen=True, slots=True)
class PutHidden:
    here: bool = False
    anywhere: bool = False
    to: str | None = None  # the mission, once known


def _parse(node: Node, ctx: ParseContext) -> PutHidden:
    value = node.child_mapping(PUT, "{here: true} or {anywhere: true}", FIELDS)
    if value is None:
        return PutHidden()
    here, anywhere = bool(value.boolean("here", False)), bool(value.boolean("anywhere", False))
    if here == anywhere:
        value.error("say where: here (this card's mission) or anywhere (the player picks)")
    return PutHidden(here, anywhere)


def _perform(engine: Engine, params: PutHidden, target: str, event: dict) -> bool:
    """The target, a card of the effect's player outside play, goes hidden into the mission: this card's
    (`here`), or one in play he picks (the step's `destinations`; left open, each is an outcome)."""
    card = engine.cards.get(target)
    by = event.get("controller")
    if card is None or engine.in_play(card) or card.owner != by:
        return False
    if not naruto_ops.possible(engine, PUT, params, target, event):
        return False
    if params.here:
        to = mission_of(engine, engine.cards.get(event.get("source") or ""))
        if to is None:
            return False
    else:
        options = naruto_ops.missions_in_play(engine)
        if not options:
            return False
        refusal = lambda m: f"{m} is no mission in play"  # noqa: E731
        what = f"{target} is put in"
        to = naruto_ops.choose_mission(engine, options, event, what, refusal, where="destinations")
    return naruto_ops._stage(engine, PUT, target, PutHidden(to=to), event)


def _commit(engine: Engine, target: str, params: PutHidden, event: dict) -> None:
    card = engine.cards[target]
    if engine.in_play(card) or params.to is None:
        return
    change_zone(engine, card, params.to, event="entered")
    card.flags["hidden"] = True
    card.controller = card.owner
    mission_changed(engine, params.to)
    engine.touch(card.id)
    engine.note(RULE, f"{target} is put into {params.to} as a hidden character of {card.owner} (not played)")
    control.no_repetition(engine, card)


naruto_ops.COMMITS[PUT] = _commit  # (staged with the effect's other changes, committed with them)
OPS = {
    PUT: Op(
        _parse,
        _perform,
        PUT,
        doc="Puts the target, a card of the effect's player outside play (his hand, his deck), into a "
        "mission as a hidden character of his, without playing it: `{here: true}` this card's mission, "
        "`{anywhere: true}` a mission in play he picks (naruto.desk.put-hidden).",
        value=closed(FIELDS),
        substitute=False,
    ),
}
RULES = (
    DeskRule(
        RULE,
        "put-hidden",
        "Putting a card into play as a hidden character",
        '"Put the top card of your deck as a hidden character in this mission", "Place a card from your hand '
        'as a hidden character to any mission": the card goes from there into that mission (this card\'s, or '
        "one in play the player picks), hidden, on its owner's side. It is not played: no play sequence, "
        "nothing is paid, no effect of its applies, no \"when a character is played\" trigger answers. A "
        "duplicate of a character of his already there is discarded at once (no repetition).",
        "The rules document the Desk holds (effects and timing) does not cover this: it names hidden "
        "characters and cards taken from outside play under control (put hidden), not a player's own card "
        "put into play hidden.",
        'Card text ("Put the top card of your deck as a hidden character in this mission.", "Place a card '
        'from your hand as a hidden character to any mission.") and the effects document\'s take-control '
        "example (a card from the opponent's deck put hidden in a mission) and no repetition.",
        "Put a card into play hidden: not played; this mission, or one the player picks",
    ),
)
register_desk_rules("naruto", RULES)
