"""Several targets of one targeting effect (compiler 15, part A): "Target one or two Personalities: Bow them",
"Destroy one to three target attachments", "Move home one or more of your target Personalities".

The filter field `number: {at_least: 1, at_most: 2}` on a targeting effect's `choose`
(effects/several_targets.py: the effect picks that many different legal cards as it is activated, acts on
each, and a later `$targetN` names all of them in a list of cards). The Desk's rule l5r.desk.several-targets
says how many the player picks and what happens with fewer legal cards than the text names.

In a `use` step, such an effect's entry in `targets` is a list (`targets: [[a, b]]`, or one card id): the
cards are checked against the state as the action is taken (each legal, all different, as many as the text
allows); a wrong count is a scenario error naming the range.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.binding import bind
from ...effects.several_targets import NUMBER, Number, bind_group, count_problem, legal, number_of
from ...effects.target_refs import TARGET_CONTROLLERS, TARGET_SYMBOLS
from ...errors import Problem, ScenarioError
from ...language.shapes import described
from ...language.vocabulary import FilterField
from . import optional_effects
from .card_text_rules import TARGETS
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import EffectSpec, Step
    from ...state.game_state import Card

SEVERAL_TARGETS = DeskRule(
    "l5r.desk.several-targets",
    "several-targets",
    "Several targets named by a number (one or two, one to three, one or more)",
    'A text that targets a number of cards ("Target one or two Personalities", "Destroy one to three target '
    'attachments", "one or more of your target Followers") lets the player taking the action pick, as its '
    "targets are chosen, as many different legal cards as the number allows (one or two: one or two; one or "
    "more: any number but none); each card picked is targeted, and the text's later \"them\", \"their\", "
    '"each target" and "the targets" name every one of them. When fewer cards are legal than the least '
    "number the text names, the player picks every legal one, and with none the targeting picks nothing and "
    "the effects on the targets just fail, as a one-card target's choice with nothing suitable does. The "
    "card-text compiler plays only numbers starting at one, where that is the case of no legal card at all.",
    f"{NOT_IN_CORPUS}: the effects document points to a section on required targeting (Abilities and "
    "actions, Required targeting) that is not in the corpus, so whether an action may be taken with fewer "
    "legal targets than it names, and how many it then targets, is not fixed by it.",
    "The effects document's choices (a variable effect such as \"up to three cards\" is a choice made by the "
    "player taking the action; a choice may be made though it fails for lack of suitable things to affect: "
    '"bow an unbowed Personality" with none just fails), card features\' constraints block (targeting is '
    'chosen as the action is taken), and card text naming the number ("Target one or two Personalities: '
    'Bow them. Negate their straightening.").',
    "Targets named by a number: the player picks that many legal cards (with fewer legal: all of them)",
)
register_desk_rules(GAME, (SEVERAL_TARGETS,))

NUMBER_SCHEMA = {
    "type": "object",
    "properties": {
        "at_least": {"type": "integer", "minimum": 1},
        "at_most": {"type": "integer", "minimum": 1},
        "same_controller": {"type": "boolean"},
    },
    "required": ["at_least"],
    "additionalProperties": False,
}
FIELD = described(
    {
        "type": "array",
        "items": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
    },
    "the cards (or players) picked by the text's 'target' words, in the order the text names them (a list "
    "for a text targeting a number of cards: 'one or two Personalities')",
)


def _parse_number(node: Node, ctx: ParseContext, key: str) -> Number | None:
    value = node.child_mapping(
        key,
        "{at_least: N, at_most: M}: how many cards the choice picks",
        ("at_least", "at_most", "same_controller"),
    )
    if value is None:
        return None
    low = value.integer("at_least", None)
    high = value.integer("at_most", None)
    if low is None or low < 1:
        value.error("at_least is a number of cards: 1 or more", "at_least")
        return None
    if high is not None and high < low:
        value.error("at_most is at least at_least", "at_most")
        return None
    if node.path[-1:] != ("choose",):
        node.error(f"{key} is how many cards a targeting effect's choice picks: only in choose", key)
    return Number(low, high, bool(value.boolean("same_controller", False)))


def _matches(_engine: Engine, _card: Card, _number: Number, _source: str | None) -> bool:
    return True  # how many cards are picked, not which: every card matches


FILTER_FIELDS = {
    NUMBER: FilterField(
        _parse_number,
        _matches,
        "in a targeting effect's choose: it picks a number of different cards ('one or two': {at_least: 1, "
        "at_most: 2}; 'one or more': {at_least: 1}), and acts on each; a later $targetN names them all, in a "
        "list of cards (l5r.desk.several-targets)",
        NUMBER_SCHEMA,
        relational=False,
        rule=SEVERAL_TARGETS.id,
    ),
}


def nested(node: Node) -> bool:
    """Whether the use step's targets hold a list (a text targeting a number of cards)."""
    value = node.value.get("targets") if isinstance(node.value, dict) else None
    return isinstance(value, list) and any(isinstance(v, list) for v in value)


def parse(node: Node, ctx: ParseContext) -> tuple:
    """`targets: [a, [b, c]]`: the ids, each a card or player of the scenario, a list as a tuple."""
    listed = node.child("targets")
    targets: list = []
    for index, target in enumerate(listed.value):
        if isinstance(target, list):
            entry = listed.child(index)
            for n, card in enumerate(target):
                if not isinstance(card, str):
                    entry.error("expected a card id", n)
                    continue
                ctx.known_card(entry, n, card)
            targets.append(tuple(c for c in target if isinstance(c, str)))
        elif isinstance(target, str):
            if target not in ctx.player_ids:
                ctx.known_card(listed, index, target)
            targets.append(target)
        else:
            listed.error("expected a card id or a list of card ids", index)
    return tuple(targets)


def assign(engine: Engine, step: Step, name: str, effects: tuple[EffectSpec, ...], source: str | None,
           players: int = 0) -> bool:  # fmt: skip
    """The use step's targets when the text targets a number of cards with one of its effects (True; False
    otherwise, use_targets.assign checks them): each entry checked against its targeting effect as the
    action is taken (a list for such an effect: different legal cards, as many as it allows), and made that
    effect's decision."""
    targeting = [e for e in effects if e.choose is not None and e.targeting]
    picked = step.params.targets[players:]
    if not any(number_of(e.choose) for e in targeting) and not any(isinstance(p, tuple) for p in picked):
        return False
    where = f"{step.path}.use.targets"
    entries = optional_effects.spread(targeting, picked, engine.choices.decisions)  # None: declined
    if isinstance(entries, str):
        raise ScenarioError([Problem(where, f"{name} targets with {entries}; {len(picked)} entries given")])
    for index, (spec, target) in enumerate(zip(targeting, entries, strict=True)):
        if not optional_effects.taken(engine, spec, target):  # an optional one the player declines
            continue
        spec = _bound(spec, tuple(entries[:index]))
        index -= entries[:index].count(None)  # (its place in the step's list)
        number = number_of(spec.choose)
        at = f"{where}[{index + players}]"
        options = legal(engine, spec)
        if number is None:
            if not isinstance(target, str) or target not in options:
                why = f"{name}'s {spec.id} targets one card (legal: {', '.join(options) or 'none'})"
                raise ScenarioError([Problem(at, why)])
            decision = target
        else:
            cards = (target,) if isinstance(target, str) else target
            why = count_problem(engine, number, cards, options)
            if why:
                why = f"{name}'s {spec.id} targets {number.words()} cards: {why}"
                raise ScenarioError([Problem(at, why)])
            decision = cards
        decided = engine.choices.decisions.get(spec.id, decision)
        if decided != decision:
            raise ScenarioError([Problem(f"{step.path}.decide.{spec.id}", f"targets picks {decision}")])
        engine.choices.decisions[spec.id] = decision
    listed = ", ".join(p if isinstance(p, str) else "(" + ", ".join(p) + ")" for p in picked)
    engine.note(TARGETS, f"{step.params.by} targets {listed} with {name}")
    return True


def _bound(spec: EffectSpec, earlier: tuple) -> EffectSpec:
    """The effect's choice reading the targets picked before it."""
    for symbol, controller, card in zip(TARGET_SYMBOLS, TARGET_CONTROLLERS, earlier, strict=False):
        if card is None:  # a declined optional target names nothing
            continue
        if isinstance(card, str):
            spec = bind(spec, symbol, card)
        else:
            spec = bind_group(spec, symbol, controller, card)
    return spec


def each_card(pairs: list[tuple[str, object]]) -> list[tuple[str, str]]:
    """(op, card) pairs with a list of cards made one pair per card."""
    return [(op, card) for op, target in pairs for card in ((target,) if isinstance(target, str) else target)]


def cards(targets) -> list:
    """An action's recorded targets with the cards of a number of cards one by one."""
    return [card for target in targets for card in (target if isinstance(target, tuple) else (target,))]
