"""Hands and decks as places with cards, for any game that opts in: drawing, discarding a card from the hand,
putting a card into the hand, looking at the top of a deck and rearranging it, and the `hand` and `deck`
questions.

The rules documents of the corpus do not cover these (the Desk's own rules pages do: desk_rules.py). A game
opts in by adding `OPS` and `QUESTIONS` to its `GameRules` and mapping the concepts `draw`,
`discard-from-hand`, `put-into-hand`, `look-and-rearrange` and `hand-and-deck` to its rule ids; a game that
maps none of them refuses these constructs at parse (`rearrange-deck`: the player choosing the order of the
cards he looked at, which Naruto's rule does not give him). `register_deck(game, keep)` says which of a
player's cards in zone `deck` form the deck he draws from (L5R: the Fate cards).

A player's deck is the cards he owns in zone `deck`, in the order the scenario writes them (the first written
is the top), until a rearrangement puts some of them back in another order (`GameState.deck_order`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from ..effects.declarations import flag
from ..errors import Problem, ScenarioError
from ..language.vocabulary import FLAG, Op, Question
from ..questions.params import PlayerQuestion
from .zones import change_zone

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.context import ParseContext
    from ..language.reader import Node
    from .game_state import Card

DECK_CARDS: dict[str, Callable[[Card], bool]] = {}  # game -> which deck cards form the deck drawn from


def register_deck(game: str, keep: Callable[[Card], bool]) -> None:
    DECK_CARDS[game] = keep


def deck(engine: Engine, player: str) -> list[str]:
    """The player's deck (the one he draws from), top first."""
    keep = DECK_CARDS.get(engine.rules.name, lambda card: True)
    cards = [
        c.id for c in engine.cards.values() if c.owner == player and c.zone == "deck" and c.exists and keep(c)
    ]
    engine.spend(len(engine.cards))
    order = engine.state.deck_order.get(player, [])
    placed = [c for c in order if c in cards]
    return placed + [c for c in cards if c not in placed]


def hand(engine: Engine, player: str) -> list[str]:
    engine.spend(len(engine.cards))
    return [c.id for c in engine.cards.values() if c.owner == player and c.zone == "hand" and c.exists]


def _rule(engine: Engine, concept: str) -> str:
    return engine.rules.rule(concept)


# --- draw -------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Draw:
    count: int


def _parse_draw(node: Node, ctx: ParseContext) -> Draw:
    count = node.integer("draw")
    if isinstance(count, int) and count < 1:
        node.error("draw is a number of cards: 1 or more", "draw")
    return Draw(count if isinstance(count, int) else 1)


def _perform_draw(engine: Engine, params: Draw, target: str, event: dict) -> bool:
    rule = _rule(engine, "draw")
    top = deck(engine, target)[: params.count]
    for card in top:
        change_zone(engine, engine.cards[card], "hand", event="drawn")
    drawn = ", ".join(top) or "nothing"
    engine.note(
        rule, f"{target} draws {len(top)} of {params.count} card(s) from the top of his deck: {drawn}"
    )
    if len(top) < params.count:
        engine.note(
            rule,
            f"{target}'s deck held {len(top)} card(s): {params.count - len(top)} could not be drawn "
            "(what the game does then is not in the rules the Desk holds)",
        )
    engine.event("draw", player=target, cards=top, count=params.count)
    return bool(top)


# --- discard from hand, put into hand ---------------------------------------------------------------------
def _perform_discard(engine: Engine, params: object, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    rule = _rule(engine, "discard-from-hand")
    if card is None or card.zone != "hand":
        engine.note(rule, f"{target} is not in a hand: it is not discarded from one")
        return False
    change_zone(engine, card, "discard", event="discarded")
    engine.note(rule, f"{card.owner} discards {target} from his hand")
    return True


def _perform_put_into_hand(engine: Engine, params: object, target: str, event: dict) -> bool:
    card = engine.cards.get(target)
    rule = _rule(engine, "put-into-hand")
    if card is None or not card.exists or card.zone == "hand":
        return False
    change_zone(engine, card, "hand", event="put_into_hand")
    engine.note(rule, f"{target} is put into {card.owner}'s hand")
    return True


# --- look at the top of a deck, rearrange it --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LookAtTop:
    count: int
    order: tuple[str, ...] = ()  # "You may rearrange them": the cards looked at, top first
    any_deck: bool = False  # "any Fate deck": the looking player chooses whose
    rearrange: bool = False  # "You may rearrange them": the looker chooses the order as it happens


LOOK_FIELDS = {
    "count": {"type": "integer", "minimum": 1, "description": "how many cards from the top"},
    "order": {
        "type": "array",
        "items": {"type": "string"},
        "description": "'You may rearrange them': those cards put back on top in this order, top first",
    },
    "any_deck": {
        "type": "boolean",
        "description": "'any deck': the looking player chooses whose (the target is the looking player)",
    },
    "rearrange": {
        "type": "boolean",
        "description": "'You may rearrange them': the looking player chooses their order as it happens, "
        "keeping theirs among the orders (the step's `decide: {effect id: [cards, top first]}`)",
    },
}
MAX_REARRANGED = 5  # orders of more cards than this are not explored (5! = 120 outcomes)


def _parse_look(node: Node, ctx: ParseContext) -> LookAtTop:
    value = node.child("look_at_top")
    if isinstance(value.value, int) and not isinstance(value.value, bool):
        value = type(value)({"count": value.value}, value.path, value.problems)
    if not value.is_mapping("a number of cards, or {count: 3, order: [c, a, b]}"):
        return LookAtTop(1)
    value.keys_allowed(LOOK_FIELDS)
    count = value.integer("count")
    if isinstance(count, int) and count < 1:
        value.error("count is a number of cards: 1 or more", "count")
    order = tuple(value.text_list("order", []))
    for card in order:
        ctx.known_card(value, "order", card)
    if len(set(order)) != len(order):
        value.error("order names each card once", "order")
    any_deck = bool(value.boolean("any_deck", False))
    if any_deck and order:
        value.error("the order of cards of a deck chosen as it happens cannot be given beforehand", "order")
    rearrange = bool(value.boolean("rearrange", False))
    if rearrange and order:
        value.error("give the order (order) or let the player choose it (rearrange), not both", "rearrange")
    if rearrange and isinstance(count, int) and count > MAX_REARRANGED:
        value.error(f"rearranging more than {MAX_REARRANGED} cards is not explored", "rearrange")
    return LookAtTop(count if isinstance(count, int) else 1, order, any_deck, rearrange)


def _perform_look(engine: Engine, params: LookAtTop, target: str, event: dict) -> bool:
    rule = _rule(engine, "look-and-rearrange")
    looker = event.get("controller") or target
    if params.any_deck:
        players = sorted(engine.players)
        key = f"step {engine.step_index}: {event.get('effect')} looks at"
        target = players[engine.choose(key, looker, players, rule, "whose deck to look at")]
    cards = deck(engine, target)
    top = cards[: params.count]
    engine.note(
        rule, f"{looker} looks at the top {params.count} card(s) of {target}'s deck: {', '.join(top)}"
    )
    engine.event("look_at_top", player=looker, deck=target, cards=top)
    engine.state.looked_at[event.get("action") or event["effect"]] = list(top)
    order = _rearranged(engine, looker, top, event["effect"], rule) if params.rearrange else params.order
    if not order:
        return False
    if sorted(order) != sorted(top):
        engine.note(
            rule,
            f"the order given ({', '.join(order)}) is not of the cards looked at ({', '.join(top)}): "
            "the deck is not rearranged",
        )
        return False
    engine.state.deck_order[target] = [*order, *cards[params.count :]]
    engine.note(rule, f"{looker} puts them back on top of {target}'s deck: {', '.join(order)}")
    return list(order) != top


def _rearranged(engine: Engine, looker: str, top: list[str], effect: str, rule: str) -> tuple[str, ...]:
    """The order the looker chooses for the cards he looked at (theirs first among the options): the step's
    `decide: {effect: [cards, top first]}`, else each order is an outcome."""
    orders = [tuple(o) for o in permutations(top)]
    decided = engine.choices.decisions.get(effect.split("#")[0])
    if isinstance(decided, str | bool):
        where = f"steps[{engine.step_index}].decide.{effect}"
        raise ScenarioError([Problem(where, "the order is a list of the cards looked at, top first")])
    preset = orders.index(tuple(decided)) if decided is not None and tuple(decided) in orders else None
    if decided is not None and preset is None:  # (the deck looked at may be a choice left open)
        text = f"the order decided ({', '.join(decided)}) is not of the cards looked at ({', '.join(top)})"
        engine.note(rule, f"{text}: each order is an outcome")
    key = f"step {engine.step_index}: {effect} rearranges"
    return orders[engine.choose(key, looker, orders, rule, "the order of the cards looked at", preset)]


# --- questions --------------------------------------------------------------------------------------------
def _ask_hand(engine: Engine, q: PlayerQuestion) -> dict:
    cards = hand(engine, q.player)
    engine.note(_rule(engine, "hand-and-deck"), f"{q.player}'s hand: {', '.join(cards) or 'empty'}")
    return {"value": cards}


def _ask_deck(engine: Engine, q: PlayerQuestion) -> dict:
    cards = deck(engine, q.player)
    engine.note(
        _rule(engine, "hand-and-deck"), f"{q.player}'s deck, top first: {', '.join(cards) or 'empty'}"
    )
    return {"value": cards}


@dataclass(frozen=True, slots=True)
class HandQuestion:
    question: str
    id: str | None = None
    hand: str | None = None  # a player


@dataclass(frozen=True, slots=True)
class DeckQuestion:
    question: str
    id: str | None = None
    deck: str | None = None  # a player


def _as_player(answer: Callable[[Engine, PlayerQuestion], dict], field: str):
    def ask(engine: Engine, q) -> dict:
        return answer(engine, PlayerQuestion(q.question, q.id, getattr(q, field)))

    return ask


PLAYERS_ONLY = "a player draws, and looks at a player's deck: name the player"
OPS = {
    "draw": Op(
        _parse_draw,
        _perform_draw,
        "draw",
        value={"type": "integer", "minimum": 1},
        doc="The target players each draw N cards: the top N of their deck go to their hand.",
        substitute=False,
        players_only=PLAYERS_ONLY,
        needs=("draw",),
    ),
    "discard_from_hand": Op(
        flag("discard_from_hand"),
        _perform_discard,
        "discard",
        value=FLAG,
        doc="Discards the target cards from their hand (choose one: `choose: {zone: hand, owner: "
        "$controller, ...}`).",
        substitute=False,
        needs=("discard-from-hand",),
    ),
    "put_into_hand": Op(
        flag("put_into_hand"),
        _perform_put_into_hand,
        "put_into_hand",
        value=FLAG,
        doc="Puts the target cards into their owner's hand (the game forgets them).",
        substitute=False,
        needs=("put-into-hand",),
    ),
    "look_at_top": Op(
        _parse_look,
        _perform_look,
        "look_at_top",
        value={
            "anyOf": [
                {"type": "integer", "minimum": 1},
                {
                    "type": "object",
                    "properties": LOOK_FIELDS,
                    "required": ["count"],
                    "additionalProperties": False,
                },
            ]
        },
        doc="The effect's controller looks at the top N cards of the target player's deck; `order` "
        "rearranges them ('You may rearrange them'), top first, or `rearrange` lets him choose their order "
        "as it happens.",
        substitute=False,
        players_only=PLAYERS_ONLY,
        needs=("look-and-rearrange",),
        # the player choosing the order: a game whose rule says the cards keep theirs refuses it (Naruto)
        needs_of=lambda params: ("rearrange-deck",) if params.rearrange else (),
    ),
}
QUESTIONS = {
    "hand": Question(
        ("hand",),
        ("hand",),
        _as_player(_ask_hand, "hand"),
        "The cards of a player's hand.",
        params=HandQuestion,
        needs=("hand-and-deck",),
    ),
    "deck": Question(
        ("deck",),
        ("deck",),
        _as_player(_ask_deck, "deck"),
        "A player's deck (the one he draws from), top first.",
        params=DeckQuestion,
        needs=("hand-and-deck",),
    ),
}
RULE_CONCEPTS = (
    "draw",
    "discard-from-hand",
    "put-into-hand",
    "look-and-rearrange",
    "rearrange-deck",
    "hand-and-deck",
)
