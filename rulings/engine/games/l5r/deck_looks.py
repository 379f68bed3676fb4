"""Looking at the top of a Fate deck, then putting one of the cards looked at at its bottom or into the hand
(compiler 19, part M).

The bottom: "Look at the top card of your Fate deck. You may put it at the bottom of your deck.", "Look at the
top four cards of your Fate deck. You may put one of those cards at the bottom of your deck.", "... You may
put one on the bottom. Put the rest back in any order."

`{targets: $controller, look_to_bottom: {count: 4, rearrange: true}}`: the effect's controller looks at the
top N cards of the target player's Fate deck (l5r.desk.look-and-rearrange; the first deck card written is
the top, l5r.desk.hand-and-deck) and may put one of them at the bottom of that deck, the others staying on
top in their order (the Desk's rule l5r.desk.put-at-bottom); with `rearrange` ("Put the rest back in any
order") he puts the others back on top in the order he chooses. The choice is the step's `decide: {effect id:
[the cards kept on top, top first]}` (the card left out goes to the bottom; all of them: none does); left
open, each choice is an outcome, keeping every card where it was first among them. The effect changed the
game only if the deck's order changed.

The hand: "Look at the top four cards of your Fate deck. Put one of them in your hand and put the other three
on the bottom of your deck in any order.", "... Put one into your hand. Put the rest back in any order.", "...
If one is an Item, show it and put it in your hand. Put the rest back in any order.", "If one is a Spell or
Kiho, you may show it and put it in your hand." `{targets: $controller, look_to_hand: {count: 4, kinds:
[<filter>, ...], may: true, show: true, rest: keep | any_order | bottom_any_order}}`: of the cards looked at
(those matching one of `kinds`, if given), the player puts one into his hand (l5r.desk.put-into-hand; shown
first with `show`, glossary S, Show); none if `may` says he may not, or if none matches (the Desk's rule
l5r.desk.look-and-take); the others stay on top in their order (`keep`), go back on top in the order he
chooses (`any_order`), or go to the bottom of the deck in the order he chooses (`bottom_any_order`). The
choice is the step's `decide: {effect id: [the card taken or none, then the others in their new order, top
first]}`; left open, each choice is an outcome.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...errors import Problem, ScenarioError
from ...language.shapes import described
from ...language.vocabulary import Op
from ...state.hand import deck
from ...state.zones import change_zone
from .desk_rules import LOOK_AND_REARRANGE, NOT_IN_CORPUS, PUT_INTO_HAND
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Filter

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
LOOK_AND_TAKE = DeskRule(
    "l5r.desk.look-and-take",
    "look-and-take",
    "Taking one of the cards looked at",
    "\"Look at the top four cards of your Fate deck. Put one of them in your hand\" lets the player choose "
    "one of the cards he looked at and put it into his hand; \"If one is an Item, show it and put it in your "
    "hand\" lets him choose one that is of that kind (he must, if one is; \"you may\": he may take none); "
    "\"show it\" shows it to all players first. The cards he does not take stay on top of the deck in their "
    "order unless the text puts them elsewhere: \"put the rest back in any order\" on top in the order he "
    "chooses, \"put the other three on the bottom of your deck in any order\" under every other card of the "
    "deck in the order he chooses.",
    f"{NOT_IN_CORPUS}: the order of a deck, its top and its bottom are named by card text only; the corpus "
    "defines showing a card (glossary S, Show).",
    "Card text (Banish All Doubt: \"Put one of them in your hand and put the other three on the bottom of "
    "your deck in any order.\"; Horiuchi Rikako: \"If one is an Item, show it and put it in your hand. Put "
    "the rest back in any order.\").",
    "Put one of the cards looked at into the hand; the others where the text says, in the order chosen",
)
register_desk_rules(GAME, (PUT_AT_BOTTOM, LOOK_AND_TAKE))

SHOW = "l5r.show"  # glossary S, Show (rule_ids.py)
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


def _count(value: Node) -> int:
    """The value's `count`: how many cards from the top (1 to MAX_LOOKED); an error names it otherwise."""
    count = value.integer("count")
    if not isinstance(count, int) or not 1 <= count <= MAX_LOOKED:
        value.error(f"count is a number of cards from 1 to {MAX_LOOKED}", "count")
        return 1
    return count


def _parse(node: Node, ctx: ParseContext) -> LookToBottom:
    value = node.child("look_to_bottom")
    if not value.is_mapping("{count: 4, rearrange: true}") or not value.has("count"):
        value.error("write look_to_bottom: {count: <1 to 5>, rearrange: true/false}")
        return LookToBottom(1)
    value.keys_allowed(FIELDS)
    count = _count(value)
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


def _look(engine: Engine, looker: str, target: str, cards: list[str], count: int, event: dict) -> list[str]:
    """The player looks at the top `count` of the target's Fate deck (`cards`; said in the trace, kept as
    the action's or effect's look): those cards."""
    top = cards[:count]
    what = f"{looker} looks at the top {count} card(s) of {target}'s Fate deck: {', '.join(top) or 'none'}"
    engine.note(LOOK_AND_REARRANGE.id, what)
    engine.event("look_at_top", player=looker, deck=target, cards=top)
    engine.state.looked_at[event.get("action") or event["effect"]] = list(top)
    return top


def _perform(engine: Engine, params: LookToBottom, target: str, event: dict) -> bool:
    looker = event.get("controller") or target
    cards = deck(engine, target)
    top = _look(engine, looker, target, cards, params.count, event)
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


# --- one of the cards looked at into the hand --------------------------------------------------------------
RESTS = ("keep", "any_order", "bottom_any_order")
HAND_FIELDS = {
    "count": FIELDS["count"],
    "kinds": {
        "type": "array",
        "minItems": 1,
        "items": {"vocabulary": "filter"},
        "description": "the card taken must match one of these filters (left out: any card looked at)",
    },
    "may": described({"type": "boolean"}, "'you may': the player may take none"),
    "show": described({"type": "boolean"}, "'show it': the card taken is shown first"),
    "rest": {
        "enum": list(RESTS),
        "description": "the cards not taken: stay on top in their order (keep, the default), go back on top "
        "in the order the player chooses (any_order), or to the bottom of the deck in that order "
        "(bottom_any_order)",
    },
}
HAND_VALUE = {
    "type": "object", "properties": HAND_FIELDS, "required": ["count"], "additionalProperties": False
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class LookToHand:
    count: int
    kinds: tuple[Filter, ...] = ()
    may: bool = False
    show: bool = False
    rest: str = "keep"


def _parse_hand(node: Node, ctx: ParseContext) -> LookToHand:
    value = node.child("look_to_hand")
    if not value.is_mapping("{count: 4, rest: any_order}") or not value.has("count"):
        value.error("write look_to_hand: {count: <1 to 5>, kinds: [...], may, show, rest}")
        return LookToHand(1)
    value.keys_allowed(HAND_FIELDS)
    count = _count(value)
    kinds: tuple[Filter, ...] = ()
    if value.has("kinds"):
        listed = value.child("kinds")
        if not isinstance(listed.value, list) or not listed.value:
            listed.error("a list of one or more filters (the card taken matches one of them)")
        else:
            kinds = tuple(ctx.filter(listed.child(index)) for index in range(len(listed.value)))
    rest = value.text("rest", "keep")
    if rest not in RESTS:
        value.error(f"rest is one of {', '.join(RESTS)}", "rest")
        rest = "keep"
    may, show = bool(value.boolean("may", False)), bool(value.boolean("show", False))
    return LookToHand(count, kinds, may, show, rest)


def _hand_options(top: list[str], takeable: list[str], params: LookToHand) -> list[tuple[str | None, tuple]]:
    """Each choice: the card taken (None: none) and the others in their new order, top first; taking none
    (when allowed) and the others' own order first."""
    takes: list[str | None] = [*takeable]
    if params.may or not takeable:
        takes.insert(0, None)
    options: list[tuple[str | None, tuple]] = []
    for taken in takes:
        rest = [c for c in top if c != taken]
        orders = [tuple(rest)] if params.rest == "keep" else list(permutations(rest))
        options += [(taken, order) for order in orders]
    return options


def _perform_hand(engine: Engine, params: LookToHand, target: str, event: dict) -> bool:
    looker = event.get("controller") or target
    cards = deck(engine, target)
    top = _look(engine, looker, target, cards, params.count, event)
    if not top:
        return False
    source = event.get("source")
    takeable = [c for c in top if not params.kinds
                or any(engine.matches(engine.cards[c], flt, source) for flt in params.kinds)]  # fmt: skip
    if params.kinds and not takeable:
        engine.note(LOOK_AND_TAKE.id, "none of the cards looked at is of the kind the text names")
    options = _hand_options(top, takeable, params)
    effect = event["effect"]
    decided = engine.choices.decisions.get(effect.split("#")[0])
    if isinstance(decided, str | bool):
        where = f"steps[{engine.step_index}].decide.{effect}"
        raise ScenarioError([Problem(where, "the card taken (or none), then the others, top first: a list")])
    listed = [(taken or "none", *order) for taken, order in options]
    preset = listed.index(tuple(decided)) if decided is not None and tuple(decided) in listed else None
    if decided is not None and preset is None:
        engine.note(
            LOOK_AND_TAKE.id,
            f"the choice decided ({', '.join(decided)}) is not one of the cards looked at "
            f"({', '.join(top)}): "
            "each choice is an outcome",
        )
    key = f"step {engine.step_index}: {effect} takes"
    shown = [
        f"{taken or 'none'} into the hand, then: {', '.join(order) or 'none'}" for taken, order in options
    ]
    what = "which card looked at goes to the hand (and the order of the others)"
    taken, order = options[engine.choose(key, looker, shown, LOOK_AND_TAKE.id, what, preset)]
    rest = cards[params.count :]
    if params.rest == "bottom_any_order":
        new = [*rest, *order]
        engine.note(LOOK_AND_TAKE.id, f"{looker} puts {', '.join(order) or 'none'} at the bottom of the deck")
    else:
        new = [*order, *rest]
        if params.rest == "any_order":
            engine.note(LOOK_AND_REARRANGE.id, f"{looker} puts the others back on top: {', '.join(order)}")
    engine.state.deck_order[target] = new
    if taken is None:
        engine.note(LOOK_AND_TAKE.id, f"{looker} puts none of the cards looked at into his hand")
        return new != cards
    card = engine.cards[taken]
    if params.show:
        engine.note(SHOW, f"{taken} is shown to all players")
        engine.game_state.shown.add(taken)
    change_zone(engine, card, "hand", event="put_into_hand")
    engine.note(PUT_INTO_HAND.id, f"{taken} is put into {card.owner}'s hand")
    return True


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
    "look_to_hand": Op(
        _parse_hand,
        _perform_hand,
        "look_to_hand",
        value=HAND_VALUE,
        doc="'Look at the top four cards of your Fate deck. Put one of them in your hand (If one is an Item, "
        "show it and put it in your hand). Put the rest back in any order.': the effect's controller puts "
        "one of the cards looked at (matching `kinds`; none if `may` or if none matches) into his hand, "
        "shown first with `show` (l5r.desk.look-and-take); the others stay on top (`rest: keep`), go back "
        "on top in the order he chooses (`any_order`) or to the bottom in that order (`bottom_any_order`). "
        "The step's `decide: {effect id: [card taken or none, the others top first]}`.",
        substitute=False,
        players_only="the top of a player's Fate deck: target the player ($controller)",
    ),
}
