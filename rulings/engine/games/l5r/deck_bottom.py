"""Looking at the top of a Fate deck and putting one of the cards looked at at its bottom (compiler 19, part
M): "Look at the top card of your Fate deck. You may put it at the bottom of your deck.", "Look at the top
four cards of your Fate deck. You may put one of those cards at the bottom of your deck.", "... You may put
one on the bottom. Put the rest back in any order."

`{targets: $controller, look_to_bottom: {count: 4, rearrange: true}}`: the effect's controller looks at the
top N cards of the target player's Fate deck (l5r.desk.look-and-rearrange; the first deck card written is
the top, l5r.desk.hand-and-deck) and may put one of them at the bottom of that deck, the others staying on
top in their order (the Desk's rule l5r.desk.put-at-bottom); with `rearrange` ("Put the rest back in any
order") he puts the others back on top in the order he chooses. The choice is the step's `decide: {effect id:
[the cards kept on top, top first]}` (the card left out goes to the bottom; all of them: none does); left
open, each choice is an outcome, keeping every card where it was first among them. The effect changed the
game only if the deck's order changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...errors import Problem, ScenarioError
from ...language.vocabulary import Op
from ...state.hand import deck
from .desk_rules import LOOK_AND_REARRANGE, NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node

PUT_AT_BOTTOM = DeskRule(
    "l5r.desk.put-at-bottom",
    "put-at-bottom",
    "Putting a card looked at at the bottom of a deck",
    "\"Look at the top card of your Fate deck. You may put it at the bottom of your deck\" lets the player "
    "move the card he looked at from the top of his Fate deck to its bottom, under every other card of the "
    "deck; the other cards keep their order. \"Look at the top four cards ... You may put one of those cards "
    "at the bottom\" lets him move one of the cards looked at (or none) the same way, the others staying on "
    "top in their order, unless the text also says to put them back in any order (then he chooses it, as "
    "l5r.desk.look-and-rearrange says).",
    f"{NOT_IN_CORPUS}: the order of a deck, its top and its bottom are named by card text only.",
    "Card text (Tetsu Kama Mura: \"Look at the top card of your Fate deck. You may put it at the bottom of "
    "your deck.\"; Tamori Wotan: \"... You may put one of those cards at the bottom of your deck.\").",
    "You may put one of the cards looked at at the bottom of the deck: the others keep their order",
)
register_desk_rules(GAME, (PUT_AT_BOTTOM,))

MAX_LOOKED = 5  # more cards than this are not explored (with `rearrange`, 5 * 4! + 5! outcomes at most)
FIELDS = {
    "count": {
        "type": "integer", "minimum": 1, "maximum": MAX_LOOKED, "description": "how many cards from the top"
    },
    "rearrange": {
        "type": "boolean",
        "description": "'Put the rest back in any order': the cards kept on top go back in the order the "
        "looking player chooses",
    },
}
VALUE = {"type": "object", "properties": FIELDS, "required": ["count"], "additionalProperties": False}


@dataclass(frozen=True, slots=True)
class LookToBottom:
    count: int
    rearrange: bool = False


def _parse(node: Node, ctx: ParseContext) -> LookToBottom:
    value = node.child("look_to_bottom")
    if not value.is_mapping("{count: 4, rearrange: true}") or not value.has("count"):
        value.error("write look_to_bottom: {count: <1 to 5>, rearrange: true/false}")
        return LookToBottom(1)
    value.keys_allowed(FIELDS)
    count = value.integer("count")
    if not isinstance(count, int) or not 1 <= count <= MAX_LOOKED:
        value.error(f"count is a number of cards from 1 to {MAX_LOOKED}", "count")
        count = 1
    return LookToBottom(count, bool(value.boolean("rearrange", False)))


def _options(top: list[str], rearrange: bool) -> list[tuple[tuple[str, ...], str | None]]:
    """Each choice: the cards kept on top (top first) and the card put at the bottom (None: none); keeping
    every card where it was comes first."""
    options: list[tuple[tuple[str, ...], str | None]] = []
    for bottom in (None, *top):
        rest = [c for c in top if c != bottom]
        orders = permutations(rest) if rearrange else [tuple(rest)]
        options += [(tuple(order), bottom) for order in orders]
    return options


def _shown(order: tuple[str, ...], bottom: str | None) -> str:
    kept = f"on top: {', '.join(order)}" if order else "none on top"
    return f"{bottom} at the bottom, {kept}" if bottom else f"none at the bottom, {kept}"


def _perform(engine: Engine, params: LookToBottom, target: str, event: dict) -> bool:
    looker = event.get("controller") or target
    cards = deck(engine, target)
    top = cards[: params.count]
    engine.note(
        LOOK_AND_REARRANGE.id,
        f"{looker} looks at the top {params.count} card(s) of {target}'s Fate deck: "
        f"{', '.join(top) or 'none'}",
    )
    engine.event("look_at_top", player=looker, deck=target, cards=top)
    engine.state.looked_at[event.get("action") or event["effect"]] = list(top)
    if not top:
        return False
    options = _options(top, params.rearrange)
    effect = event["effect"]
    decided = engine.choices.decisions.get(effect.split("#")[0])
    if isinstance(decided, str | bool):
        where = f"steps[{engine.step_index}].decide.{effect}"
        raise ScenarioError([Problem(where, "the cards kept on top are a list, top first")])
    kept = [o[0] for o in options]
    preset = kept.index(tuple(decided)) if decided is not None and tuple(decided) in kept else None
    if decided is not None and preset is None:
        engine.note(
            PUT_AT_BOTTOM.id,
            f"the cards decided ({', '.join(decided)}) are not a choice of the cards looked at "
            f"({', '.join(top)}): each choice is an outcome",
        )
    key = f"step {engine.step_index}: {effect} puts at the bottom"
    what = "which card looked at goes to the bottom (and the order of the others)"
    shown = [_shown(order, bottom) for order, bottom in options]
    order, bottom = options[engine.choose(key, looker, shown, PUT_AT_BOTTOM.id, what, preset)]
    if bottom is None:
        engine.note(PUT_AT_BOTTOM.id, f"{looker} puts no card at the bottom of {target}'s Fate deck")
    else:
        engine.note(PUT_AT_BOTTOM.id, f"{looker} puts {bottom} at the bottom of {target}'s Fate deck")
    if params.rearrange:
        engine.note(
            LOOK_AND_REARRANGE.id,
            f"{looker} puts the others back on top of {target}'s deck: {', '.join(order) or 'none'}",
        )
    rest = cards[params.count :]
    new = [*order, *rest, *([bottom] if bottom else [])]
    engine.state.deck_order[target] = new
    return new != cards


OPS = {
    "look_to_bottom": Op(
        _parse,
        _perform,
        "look_to_bottom",
        value=VALUE,
        doc="'Look at the top N cards of your Fate deck. You may put one of them at the bottom of your "
        "deck.': the effect's controller looks at the top N cards of the target player's Fate deck and may "
        "put one of them at its bottom, the others keeping their order (l5r.desk.put-at-bottom); "
        "`rearrange` ('Put the rest back in any order'): he chooses their order. The step's `decide: "
        "{effect id: [cards kept on top, top first]}`.",
        substitute=False,
        players_only="the top of a player's Fate deck: target the player ($controller)",
    ),
}
