"""Naruto's own filter fields and conditions, from card text.

- `least: power` / `least: cost`: "the weakest", "the one with the lowest cost": among the cards in play that
  match the rest of the filter, those with the lowest value (ties all match: the player picks among them).
- `upgraded: true`: "an upgraded character", one with a card under it.
- `played_by: <effect id>`: "the character played with the MAIN effect" (play_card).
- `printed: {cost: {at_most: 4}}`: "with a printed cost of 4 or less": its printed value (base stat), whatever
  changes it in play.
- `not_named: [Orochimaru]`: "that is not Orochimaru" (a card's name is its title).
- condition `exists: {filter}` ("if there's another Team 10 character in this mission"), with `at_least: N`.
- condition `fewer: {filter}, than: {filter}` ("if you have less non-hidden characters than the opponent in
  this mission"): fewer cards in play match the first filter than the second (naruto.desk.fewer).
- condition `upgraded_from: {filter}` ("if the character you upgraded from had Power 6 or more"): the card the
  source was played over, as it was just before (its stats then, last known).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...language.reader import Node, Problems
from ...language.shapes import TEXTS
from ...language.vocabulary import ConditionKind, FilterField
from ...state.hand import deck
from .state import state

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.spec import Filter
    from ...state.game_state import Card

LEAST_STATS = ("power", "cost")


@dataclass(frozen=True, slots=True)
class Least:
    stat: str
    among: Filter  # the rest of the filter


def _parse_least(node: Node, ctx: ParseContext, key: str) -> Least | None:
    stat = node.choice(key, LEAST_STATS, None, what="stat")
    # The rest of the filter, read again without this field (its problems are already reported once).
    rest = Node({k: v for k, v in node.value.items() if k != key}, node.path, Problems(node.problems.locator))
    return None if stat is None else Least(stat, ctx.filter(rest))


def _value(engine: Engine, card: Card, stat: str) -> int | None:
    value = engine.rules.filter_stat(engine, card, stat)
    return value if isinstance(value, int) else None


def _least(engine: Engine, card: Card, params: Least | None, source: str | None) -> bool:
    if params is None or not engine.in_play(card):
        return False
    mine = _value(engine, card, params.stat)
    if mine is None:
        return False
    for other in engine.cards.values():
        if other is card or not engine.in_play(other) or not engine.matches(other, params.among, source):
            continue
        theirs = _value(engine, other, params.stat)
        if theirs is not None and theirs < mine:
            return False
    return True


def _parse_flag(node: Node, ctx: ParseContext, key: str) -> bool:
    return bool(node.boolean(key, False))


def _upgraded(engine: Engine, card: Card, wanted: bool, source: str | None) -> bool:
    return (card.id in state(engine).under) == wanted


def _parse_names(node: Node, ctx: ParseContext, key: str) -> tuple[str, ...]:
    return tuple(node.text_list(key))


def _not_named(engine: Engine, card: Card, names: tuple[str, ...], source: str | None) -> bool:
    return card.title is None or all(card.title.casefold() != name.casefold() for name in names)


def _parse_effect_id(node: Node, ctx: ParseContext, key: str) -> str:
    return node.text(key)


def _moved_by(engine: Engine, card: Card, effect: str, source: str | None) -> bool:
    """The characters that effect last moved, while in play (compiler 10, Naruto)."""
    return card.id in state(engine).moved_by.get(effect, ()) and engine.in_play(card)


def _played_by(engine: Engine, card: Card, effect: str, source: str | None) -> bool:
    """ "The character played with the MAIN effect": the card that effect played (naruto.desk.play-by-effect),
    while it is in play."""
    return state(engine).played_by.get(effect) == card.id and engine.in_play(card)


def _parse_count(node: Node, ctx: ParseContext, key: str) -> int:
    count = node.integer(key, 1)
    if count is not None and count < 1:
        node.error(f"{key} is a number of cards: 1 or more", key)
    return count or 1


def _deck_top(engine: Engine, card: Card, count: int, source: str | None) -> bool:
    return card.zone == "deck" and card.id in deck(engine, card.owner)[:count]


PRINTED_STATS = ("cost", "power")
PRINTED_BOUNDS = ("at_least", "at_most")


def _parse_printed(node: Node, ctx: ParseContext, key: str) -> tuple[tuple[str, int | None, int | None], ...]:
    value = node.child_mapping(
        key,
        "a mapping of printed stat (cost, power) to {at_least: N, at_most: N}",
        {stat: {} for stat in PRINTED_STATS},
    )
    if value is None:
        return ()
    ranges = []
    for stat in value.value:
        bounds = value.child(stat)
        if bounds.is_mapping("{at_least: N, at_most: N}"):
            bounds.keys_allowed({bound: {} for bound in PRINTED_BOUNDS})
            ranges.append((stat, bounds.integer("at_least", None), bounds.integer("at_most", None)))
    return tuple(ranges)


def _printed(engine: Engine, card: Card, ranges: tuple, source: str | None) -> bool:
    """Its printed value: the card's base stat, not what effects make it."""
    for stat, low, high in ranges:
        value = card.base_stats.get(stat)
        if value is None or (low is not None and value < low) or (high is not None and value > high):
            return False
    return True


FILTER_FIELDS = {
    "printed": FilterField(
        _parse_printed,
        _printed,
        "'with a printed cost of 4 or less': its printed stat (the card's base value, not what effects make "
        "it) in these bounds",
        {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                stat: {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {bound: {"type": "integer"} for bound in PRINTED_BOUNDS},
                }
                for stat in PRINTED_STATS
            },
        },
        relational=False,
    ),
    "deck_top": FilterField(
        _parse_count,
        _deck_top,
        "'the N top cards of your deck': among the top N of its owner's deck (naruto.desk.look-at-deck)",
        {"type": "integer", "minimum": 1},
        rule="naruto.desk.look-at-deck",
    ),
    "least": FilterField(
        _parse_least,
        _least,
        "'the weakest' (power) / 'the lowest cost' (cost): the cards in play matching the rest of the filter "
        "with the lowest value (ties all match)",
        {"enum": list(LEAST_STATS)},
        rule="naruto.desk.least",
    ),
    "upgraded": FilterField(
        _parse_flag,
        _upgraded,
        "'an upgraded character': one with a card under it (true), or without (false)",
        {"type": "boolean"},
        relational=True,
    ),
    "played_by": FilterField(
        _parse_effect_id,
        _played_by,
        "'the character played with the MAIN effect': the card that effect (an id) played, while in play",
        {"type": "string"},
        relational=True,
        rule="naruto.desk.play-by-effect",
    ),
    "moved_by": FilterField(
        _parse_effect_id,
        _moved_by,
        "'the characters moved this way / after moving them': those that effect (an id) moved, while in play",
        {"type": "string"},
        relational=True,
        rule="naruto.desk.moves",
    ),
    "not_named": FilterField(
        _parse_names,
        _not_named,
        "'that is not Orochimaru': its name (title) is none of these",
        TEXTS,
        relational=False,
    ),
}


# --- conditions ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Exists:
    filter: Filter
    at_least: int


def _parse_exists(node: Node, ctx: ParseContext) -> Exists:
    at_least = node.integer("at_least", 1)
    if at_least is not None and at_least < 1:
        node.error("at_least is 1 or more", "at_least")
    return Exists(ctx.filter(node.child("exists")), at_least or 1)


def _source_of(active: Any) -> str | None:
    return getattr(active, "source", None)


def _exists(engine: Engine, params: Exists, subject: str, active: Any) -> bool:
    source = _source_of(active)
    found = sum(
        1 for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, params.filter, source)
    )
    return found >= params.at_least


def _parse_upgraded_from(node: Node, ctx: ParseContext) -> Filter:
    return ctx.filter(node.child("upgraded_from"))


def _upgraded_from(engine: Engine, params: Filter, subject: str, active: Any) -> bool:
    """The card the source was played over, as it was just before (stats and place then)."""
    source = _source_of(active)
    was = state(engine).upgraded_from.get(source or "")
    if was is None:
        return False
    under, stats = was
    for stat, low, high in params.stats:
        value = stats.get(stat)
        if value is None or (low is not None and value < low) or (high is not None and value > high):
            return False
    plain = replace(params, stats=()) if params.stats else params
    return engine.matches(engine.cards[under], plain, source)


@dataclass(frozen=True, slots=True)
class Fewer:
    cards: Filter
    than: Filter


def _parse_fewer(node: Node, ctx: ParseContext) -> Fewer:
    return Fewer(ctx.filter(node.child("fewer")), ctx.filter(node.child("than")))


def _count(engine: Engine, flt: Filter, source: str | None) -> list[str]:
    return sorted(c.id for c in engine.cards.values() if engine.in_play(c) and engine.matches(c, flt, source))


def _fewer(engine: Engine, params: Fewer, subject: str, active: Any) -> bool:
    """Fewer cards in play match `fewer` than `than`, counted now (naruto.desk.fewer)."""
    source = _source_of(active)
    mine, theirs = _count(engine, params.cards, source), _count(engine, params.than, source)
    engine.note(
        "naruto.desk.fewer",
        f"{len(mine)} ({', '.join(mine) or 'none'}) against {len(theirs)} ({', '.join(theirs) or 'none'}): "
        f"{'fewer' if len(mine) < len(theirs) else 'not fewer'}",
    )
    return len(mine) < len(theirs)


CONDITION_KINDS = {
    "fewer": ConditionKind(
        _parse_fewer,
        _fewer,
        "'if you have less non-hidden characters than the opponent in this mission': fewer cards in play "
        "match this filter than `than` (naruto.desk.fewer)",
        {"vocabulary": "filter"},
        fields={"than": {"vocabulary": "filter"}},
    ),
    "exists": ConditionKind(
        _parse_exists,
        _exists,
        "'if there's another Team 10 character in this mission': at least `at_least` (default 1) cards "
        "in play "
        "match the filter",
        {"vocabulary": "filter"},
        fields={"at_least": {"type": "integer", "minimum": 1}},
    ),
    "upgraded_from": ConditionKind(
        _parse_upgraded_from,
        _upgraded_from,
        "'if the character you upgraded from had Power 6 or more': the card the source was played over, its "
        "stats as they were just before",
        {"vocabulary": "filter"},
    ),
}
