"""Checks of a builder state against its game's vocabulary: every card and step, each problem a sentence
for the user."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .limits import (
    MAX_AMOUNT,
    MAX_CARDS,
    MAX_STEPS,
    MAX_TARGETS,
    MAX_TEXT,
    PLAYERS,
    BuilderError,
    players_problem,
)
from .options import FIELDS, Option
from .vocabulary import Vocabulary, label_of, vocabulary

if TYPE_CHECKING:
    from .state import BuilderState, CardChoice, StepChoice

_ID = re.compile(r"^[a-z][a-z0-9-]{0,39}$")
_ABILITY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")


def validate(state: BuilderState, vocab: Vocabulary | None = None) -> None:
    """Raise BuilderError listing every problem of the state against its game's vocabulary."""
    vocab = vocab or vocabulary(state.game)
    problems: list[str] = []
    if len(state.cards) > MAX_CARDS:
        problems.append(f"At most {MAX_CARDS} cards.")
    if len(state.steps) > MAX_STEPS:
        problems.append(f"At most {MAX_STEPS} steps.")
    ids: set[str] = set()
    problems += _cards_problems(state, vocab, ids)
    problems += _attachment_problems(state, ids)
    problems += _steps_problems(state, vocab, ids)
    if problems:
        raise BuilderError(problems)


def _cards_problems(state: BuilderState, vocab: Vocabulary, ids: set[str]) -> list[str]:
    """Each card's problems and ids used twice; `ids` gathers the cards' ids."""
    problems = []
    for n, card in enumerate(state.cards, 1):
        problems += [f"Card {n}: {p}" for p in check_card(card, vocab)]
        if card.id in ids:
            problems.append(f"Card {n}: the id '{card.id}' is used twice.")
        ids.add(card.id)
    return problems


def _steps_problems(state: BuilderState, vocab: Vocabulary, ids: set[str]) -> list[str]:
    """Each step's problems and its action id's (an effect has one of its own, no other step has one)."""
    problems = []
    actions: set[str] = set()
    options = vocab.options
    for n, step in enumerate(state.steps, 1):
        problems += [f"Step {n}: {p}" for p in check_step(step, vocab, options, ids, actions)]
        effect = step.option in options and options[step.option].kind == "effect"
        problem = _action_id_problem(step, effect, actions)
        if problem:
            problems.append(f"Step {n}: {problem}")
        if effect:
            actions.add(step.id)
    return problems


def _action_id_problem(step: StepChoice, effect: bool, actions: set[str]) -> str:
    if effect and not re.fullmatch(r"a[1-9][0-9]{0,2}", step.id):
        return f"an action's id is 'a' and a number, not '{step.id}'."
    if effect and step.id in actions:
        return f"the action id '{step.id}' is used twice."
    if not effect and step.id:
        return "only actions have an id."
    return ""


def _attachment_problems(state: BuilderState, ids: set[str]) -> list[str]:
    """Each attached card names another card of the state, and no card ends up attached to itself."""
    problems = []
    bearers = {card.id: card.attached_to for card in state.cards if card.attached_to}
    for n, card in enumerate(state.cards, 1):
        if not card.attached_to:
            continue
        if card.attached_to not in ids or card.attached_to == card.id:
            problems.append(
                f"Card {n}: it is attached to '{card.attached_to}', which is not another card here."
            )
            continue
        seen, bearer = {card.id}, card.attached_to
        while bearer in bearers and bearer not in seen:
            seen.add(bearer)
            bearer = bearers[bearer]
        if bearer in seen:
            problems.append(f"Card {n}: its attachments go round in a circle.")
    return problems


def check_card(card: CardChoice, vocab: Vocabulary) -> list[str]:
    problems = []
    if not _ID.match(card.id) or card.id in PLAYERS:
        problems.append(f"'{card.id}' is not a card id (lower-case letters, digits and dashes).")
    if card.owner not in PLAYERS:
        problems.append(players_problem("owner"))
    if card.zone and card.zone not in vocab.zones:
        problems.append(f"unknown zone '{card.zone}'.")
    problems += [f"unknown flag '{flag}'." for flag in card.flags if flag not in vocab.flags]
    if card.key:
        return problems + _database_card_problems(card)
    if card.type not in vocab.card_types:
        problems.append(f"unknown card type '{card.type}'.")
        return problems
    return problems + _stats_problems(card, vocab)


def _database_card_problems(card: CardChoice) -> list[str]:
    """A card of the database: a key, and nothing of what the database brings."""
    problems = []
    if card.type or card.stats or card.title or card.keywords:
        problems.append("a card from the database brings its own type, title, stats and keywords.")
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,200}", card.key):
        problems.append(f"'{card.key}' is not a card key.")
    return problems


def _stats_problems(card: CardChoice, vocab: Vocabulary) -> list[str]:
    """A described card's stats: its type's, each a whole number in bounds (or a dash where the game prints
    one)."""
    problems = []
    for stat, value in card.stats.items():
        if stat not in vocab.type_stats[card.type]:
            problems.append(f"a {card.type} has no stat '{stat}'.")
        elif value == "-" and stat in vocab.dash_stats:
            continue
        elif isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_AMOUNT:
            problems.append(f"{label_of(stat)} must be a whole number from -{MAX_AMOUNT} to {MAX_AMOUNT}.")
    return problems


def _a(noun: str) -> str:
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def _named_words(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    """The inputs of a step that name a word of the vocabulary, with the words they may name."""
    return {
        "stat": vocab.card_stats,
        "player_stat": vocab.player_stats,
        "zone": vocab.zones,
        "flag": vocab.flags,
    }


def check_step(
    step: StepChoice, vocab: Vocabulary, options: Mapping[str, Option], cards: set[str], actions: set[str]
) -> list[str]:
    if step.option not in options:
        return [f"'{step.option}' is not something the builder offers for {vocab.game}."]
    option = options[step.option]
    problems = []
    known = _Known(words=_named_words(vocab), cards=cards, actions=actions)
    for name in FIELDS:
        problem = _field_problem(step, option, name, known)
        if problem:
            problems.append(problem)
    if step.by not in PLAYERS:
        problems.append(players_problem())
    return problems + _list_problems(step, option, cards)


@dataclass(frozen=True)
class _Known:
    """What a step's inputs may name: the vocabulary's words by input, the cards, the earlier effects."""

    words: Mapping[str, tuple[str, ...]]
    cards: set[str]
    actions: set[str]


def _field_problem(step: StepChoice, option: Option, name: str, known: _Known) -> str:
    """The problem of one input of a step: missing where the option needs it, given where it takes none,
    or a value that is not right; "" when there is none."""
    value = getattr(step, name)
    given = value is not None and value != ""
    if name in option.fields and not given:
        return f"“{option.label.rstrip('?. ')}” needs {_a(name.replace('_', ' '))}."
    if not given:
        return ""
    if name not in option.fields and name not in option.optional:
        return f"“{option.label.rstrip('?. ')}” takes no {name.replace('_', ' ')}."
    return _value_problem(step, name, value, known)


def _value_problem(step: StepChoice, name: str, value, known: _Known) -> str:
    if name in ("card", "performer", "upgrade") and value not in known.cards:
        return f"no card '{value}' (add it first)."
    if name == "upgrade" and value == step.card:
        return "a card is not played as an upgrade over itself."
    if name == "ability" and not _ABILITY.fullmatch(value):
        return f"'{value}' is not an ability id (letters, digits and dashes)."
    if name in known.words and value not in known.words[name]:
        return f"unknown {name.replace('_', ' ')} '{value}'."
    if name == "player" and value not in PLAYERS:
        return players_problem()
    if name == "action" and value not in known.actions:
        return f"'{value}' is not an earlier effect."
    if name == "amount" and abs(value) > MAX_AMOUNT:
        return f"the amount must be from -{MAX_AMOUNT} to {MAX_AMOUNT}."
    if name == "keyword" and (len(value) > MAX_TEXT or any(ord(c) < 32 for c in value)):
        return "a keyword is one line of at most 100 characters."
    return ""


def _list_problems(step: StepChoice, option: Option, cards: set[str]) -> list[str]:
    """The targets (cards or players) and the chosen option, where the option takes them."""
    problems = []
    what = option.label.rstrip("?. ")
    if step.targets and "targets" not in option.optional:
        problems.append(f"“{what}” takes no targets.")
    if len(step.targets) > MAX_TARGETS:
        problems.append(f"at most {MAX_TARGETS} targets.")
    for target in step.targets:
        if target not in cards and target not in PLAYERS:
            problems.append(f"the target '{target}' is neither a card here nor a player.")
    if step.chosen is not None:
        if "chosen" not in option.optional:
            problems.append(f"“{what}” takes no chosen option.")
        elif not 1 <= step.chosen <= MAX_AMOUNT:
            problems.append(f"the chosen option is a number from 1 to {MAX_AMOUNT}.")
    return problems
