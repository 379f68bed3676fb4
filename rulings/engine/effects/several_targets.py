"""A choice of a number of cards (compiler 15, part A): "Target one or two Personalities: Bow them", "Destroy
one to three target attachments", "Move home one or more of your target Personalities".

A game declares the filter field `number: {at_least: N, at_most: M}` (M left out: no most, "one or more")
for an effect's `choose`; the effect then picks that many different cards among those its filter allows, all
as it is activated, and its op acts on each (its fixed targets). A targeting one records the cards picked
as ONE target of its action: a later effect's `$targetN` names all of them, written where a list of cards
is (`targets: $target1`, a filter's `cards` or `not_cards`); written where one card is (`in_unit`, an
amount's `of`, a condition's `card`), it is a scenario error, as is its `$targetN_controller`. Each card
picked is targeted (the game's `targeted` hook is called for each). A scenario picks them with the `use`
step's targets (a list for such an effect, the game checks it) or `decide: {effect: [a, b]}`; a choice left
open is explored over every allowed set of cards. With fewer cards allowed than `at_least`, the player picks
every one of them (none: nothing), the game's rule cited says why.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..errors import EvaluationLimitError, Problem, ScenarioError
from ..limits import MAX_BRANCHES

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..language.spec import EffectSpec, Filter

NUMBER = "number"  # the filter field (a game declares it; its params are a Number)


@dataclass(frozen=True)
class Number:
    at_least: int
    at_most: int | None  # None: no most ("one or more")
    same_controller: bool = False  # "controlled by the same player": all the cards picked

    def allows(self, count: int) -> bool:
        return count >= self.at_least and (self.at_most is None or count <= self.at_most)

    def words(self) -> str:
        if self.at_most is None:
            return f"{self.at_least} or more"
        if self.at_most == self.at_least:
            return str(self.at_least)
        return f"{self.at_least} to {self.at_most}"


def number_of(flt: Filter | None) -> Number | None:
    """The number of cards a choice picks (None: one, as any other choice)."""
    if flt is None:
        return None
    return next((params for name, params in flt.extra if name == NUMBER), None)


def rule(engine: Engine) -> str:
    """The rule the game cites for such a choice (its filter field's)."""
    declared = engine.rules.registry.game_filters.get(NUMBER)
    return (declared.rule if declared is not None else None) or engine.rules.rule("choices")


def legal(engine: Engine, spec: EffectSpec) -> list[str]:
    """The cards the effect's choice allows now."""
    wider = engine.reaches_out_of_play(spec.choose)
    cards = [c for c in engine.state.cards.values() if engine.in_play(c) or (wider and c.exists)]
    return [c.id for c in cards if engine.matches(c, spec.choose, spec.source)]


def count_problem(engine: Engine, number: Number, picked: tuple[str, ...], options: list[str]) -> str:
    """Why these cards are not a set the choice may pick ("" when they are): different cards, each allowed,
    as many as the number says (every allowed card when fewer are allowed than its least), controlled by
    one player if it says so."""
    if number.same_controller and not _one_controller(engine, picked):
        return f"{', '.join(picked)} are not controlled by the same player"
    if len(set(picked)) != len(picked):
        return f"the same card is picked twice ({', '.join(picked)})"
    wrong = [card for card in picked if card not in options]
    if wrong:
        return f"{', '.join(wrong)} is not a card it may pick (legal: {', '.join(options) or 'none'})"
    if len(options) < number.at_least:
        if len(picked) != len(options):
            return f"only {', '.join(options) or 'none'} legal: it picks every one of them"
        return ""
    if not number.allows(len(picked)):
        return f"{len(picked)} given"
    return ""


def _one_controller(engine: Engine, picked: tuple[str, ...]) -> bool:
    return len({engine.cards[card].controller for card in picked if card in engine.cards}) <= 1


def _sets(engine: Engine, number: Number, options: list[str]) -> list[tuple[str, ...]]:
    if number.same_controller:  # each player's cards apart
        by_player: dict[str, list[str]] = {}
        for card in options:
            by_player.setdefault(engine.cards[card].controller, []).append(card)
        if len(by_player) > 1:
            alone = Number(number.at_least, number.at_most)
            return [chosen for cards in by_player.values() for chosen in _sets(engine, alone, cards)]
    if len(options) < number.at_least:
        return [tuple(options)]
    most = len(options) if number.at_most is None else min(number.at_most, len(options))
    found: list[tuple[str, ...]] = []
    for size in range(number.at_least, most + 1):
        for chosen in combinations(options, size):
            found.append(chosen)
            if len(found) > MAX_BRANCHES:
                return found
    return found


def chosen(engine: Engine, spec: EffectSpec, by: str | None) -> tuple[str, ...]:
    """The cards a choice of a number of cards picks as its effect is activated."""
    number = number_of(spec.choose)
    where = f"steps[{engine.step_index}].decide.{spec.id}"
    if not spec.targeting:
        raise ScenarioError([Problem(where, f"{spec.id}: a choice of a number of cards ({NUMBER}) is a "
                                            "targeting one (targeting: true)")])  # fmt: skip
    options = legal(engine, spec)
    cited = rule(engine)
    engine.note(cited, f"{by} may target {number.words()} of {', '.join(options) or 'none'} with {spec.id}")
    decided = engine.choices.decisions.get(spec.id)
    if isinstance(decided, str):
        decided = (decided,)
    if isinstance(decided, tuple):
        why = count_problem(engine, number, decided, options)
        if why:
            raise ScenarioError([Problem(where, f"{spec.id} targets {number.words()} cards: {why}")])
        picked = decided
    else:
        sets = _sets(engine, number, options)
        if len(sets) > MAX_BRANCHES:
            message = f"{spec.id}: more than {MAX_BRANCHES} sets of cards it may target, left open"
            raise EvaluationLimitError([Problem(f"steps[{engine.step_index}]", message)])
        labels = [list(s) for s in sets]
        index = engine.choose(f"step {engine.step_index}: {spec.id} chooses", by, labels, cited,
                              f"the cards {spec.id} targets")  # fmt: skip
        picked = sets[index] if sets else ()
    if len(options) < number.at_least:
        engine.note(cited, f"{spec.id}: only {len(options)} legal, fewer than {number.at_least}: "
                           f"it targets {', '.join(picked) or 'nothing'}")  # fmt: skip
    moved = [engine.retarget(spec, card) for card in picked]
    return tuple(dict.fromkeys(moved))


def record(engine: Engine, action: str, spec: EffectSpec, picked: tuple[str, ...]) -> bool:
    """A targeting choice of a number of cards: all of them are the action's next `$targetN` (True), each
    targeted; False for any other choice (target_refs.record_target records it)."""
    if number_of(spec.choose) is None:
        return False
    entry = engine.state.actions[action]
    entry.setdefault("targets", []).append(tuple(picked))
    entry.setdefault("step", engine.step_index)
    for card in picked:
        engine.rules.targeted(engine, action, spec, card)
    return True


def bind_group(spec: Any, symbol: str, controller: str, cards: tuple[str, ...]) -> Any:
    """`spec` with `symbol` read as all these cards wherever a list of cards is written; written anywhere
    else (a field naming one card), or its controller symbol written at all, is a scenario error."""
    bound = _spliced(spec, symbol, cards)
    for name in (symbol, controller):
        if _mentions(bound, name):
            what = f"{name} names {'the player controlling ' if name == controller else ''}the cards"
            message = (f"{what} one effect targeted ({', '.join(cards) or 'none'}): write {symbol} only in "
                       "a list of cards (targets, cards, not_cards)")  # fmt: skip
            raise ScenarioError([Problem(getattr(spec, "id", "effect"), message)])
    return bound


LISTS = ("targets", "cards", "not_cards")  # the fields holding a list of cards


def _spliced(value: Any, symbol: str, cards: tuple[str, ...], listed: bool = False) -> Any:
    """`value` with `symbol` replaced by the cards in each list of cards (a field named in LISTS)."""
    if isinstance(value, tuple | list):
        items: list = []
        for item in value:
            if listed and item == symbol:
                items.extend(cards)
            else:
                items.append(_spliced(item, symbol, cards))
        same = len(items) == len(value) and all(a is b for a, b in zip(items, value, strict=True))
        return value if same else type(value)(items)
    if isinstance(value, dict):
        items_ = {k: _spliced(v, symbol, cards, k in LISTS) for k, v in value.items()}
        return value if all(items_[k] is v for k, v in value.items()) else items_
    if is_dataclass(value) and not isinstance(value, type):
        changed = {}
        for f in fields(value):
            old = getattr(value, f.name)
            new = _spliced(old, symbol, cards, f.name in LISTS)
            if new is not old:
                changed[f.name] = new
        return replace(value, **changed) if changed else value
    return value


def _mentions(value: Any, symbol: str) -> bool:
    if isinstance(value, str):
        return value == symbol
    if isinstance(value, tuple | list):
        return any(_mentions(v, symbol) for v in value)
    if isinstance(value, dict):
        return any(_mentions(v, symbol) for v in value.values())
    if is_dataclass(value) and not isinstance(value, type):
        return any(_mentions(getattr(value, f.name), symbol) for f in fields(value))
    return False
