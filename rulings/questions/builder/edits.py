"""Changing the state: what each builder form does (add or remove a card, add, remove or move a step),
checked as the state is."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .checks import check_card, check_step, validate
from .limits import MAX_CARDS, MAX_STEPS, PLAYERS, BuilderError
from .options import FIELDS
from .state import BuilderState, CardChoice, KnownCard, StepChoice
from .vocabulary import vocabulary


def card_id_for(title: str, taken: set[str]) -> str:
    """A readable scenario id for a card ("hida-kuon", "hida-kuon-2"), never a player id."""
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:30].strip("-")
    if not base or not base[0].isalpha():
        base = f"card-{base}".strip("-")
    candidate, n = base, 2
    while candidate in taken or candidate in PLAYERS:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def add_known_card(
    state: BuilderState,
    card: KnownCard,
    *,
    owner: str = "me",
    zone: str = "",
    flags=(),
    attached_to: str = "",
) -> str:
    """Add a database card; returns its scenario id. Raises BuilderError if the engine cannot hold it."""
    vocab = vocabulary(state.game)
    if card.type not in vocab.card_types:
        raise BuilderError(
            f"{card.title} is a card of type '{card.type}', which the rules engine does not model "
            f"for {state.game}."
        )
    choice = CardChoice(
        id="", key=card.key, owner=owner, zone=zone, flags=list(flags), attached_to=attached_to
    )
    return _add(state, choice, card.title)


def add_described_card(
    state: BuilderState,
    *,
    type: str,
    title: str = "",
    stats: Mapping[str, int | str] | None = None,
    keywords=(),
    owner: str = "me",
    zone: str = "",
    flags=(),
) -> str:
    choice = CardChoice(
        id="",
        type=type,
        title=title,
        stats=dict(stats or {}),
        keywords=list(keywords),
        owner=owner,
        zone=zone,
        flags=list(flags),
    )
    return _add(state, choice, title or type)


def _add(state: BuilderState, choice: CardChoice, name: str) -> str:
    if len(state.cards) >= MAX_CARDS:
        raise BuilderError(f"A question built here holds at most {MAX_CARDS} cards.")
    choice.id = card_id_for(name, {card.id for card in state.cards})
    problems = check_card(choice, vocabulary(state.game))
    if choice.attached_to and state.card(choice.attached_to) is None:
        problems.append(f"there is no card '{choice.attached_to}' to attach it to.")
    if problems:
        raise BuilderError(problems)
    state.cards.append(choice)
    return choice.id


def place_card(
    state: BuilderState, card_id: str, *, owner: str, zone: str, flags=(), attached_to: str = ""
) -> None:
    """Change who owns a card, where it is, its flags and what it is attached to; refused (the state
    unchanged) when the result is not a valid state."""
    card = state.card(card_id)
    if card is None:
        raise BuilderError("That card is no longer in the question.")
    before = (card.owner, card.zone, card.flags, card.attached_to)
    card.owner, card.zone, card.flags, card.attached_to = owner, zone, sorted(flags), attached_to
    try:
        validate(state, vocabulary(state.game))
    except BuilderError:
        card.owner, card.zone, card.flags, card.attached_to = before
        raise


def remove_card(state: BuilderState, card_id: str) -> int:
    """Remove a card and every step about it (and questions about those steps); returns how many went."""
    if state.card(card_id) is None:
        raise BuilderError(f"No card '{card_id}' to remove.")
    state.cards = [card for card in state.cards if card.id != card_id]
    for card in state.cards:
        if card.attached_to == card_id:  # its attachments stay, at their bearer's place
            card.attached_to = ""
    before = len(state.steps)
    state.steps = [step for step in state.steps if card_id not in _cards_named(step)]
    _drop_orphans(state)
    return before - len(state.steps)


def add_step(state: BuilderState, step: StepChoice) -> None:
    if len(state.steps) >= MAX_STEPS:
        raise BuilderError(f"A question built here holds at most {MAX_STEPS} steps.")
    vocab = vocabulary(state.game)
    option = vocab.options.get(step.option)
    if option is not None:  # inputs the chosen option does not use are left out, not refused
        for name in FIELDS:
            if name not in option.fields and name not in option.optional:
                setattr(step, name, None if name == "amount" else "")
        if "targets" not in option.optional:
            step.targets = []
        if "chosen" not in option.optional:
            step.chosen = None
        if option.kind != "effect":
            step.by = "me"
    step.id = ""
    problems = check_step(step, vocab, vocab.options, {c.id for c in state.cards}, set(state.action_ids()))
    if problems:
        raise BuilderError(problems)
    if option.kind == "effect":
        used = {int(s.id[1:]) for s in state.steps if s.id}
        step.id = f"a{max(used, default=0) + 1}"
    state.steps.append(step)


def remove_step(state: BuilderState, index: int) -> None:
    """Remove a step (and the questions about it, if it is an action)."""
    if not 0 <= index < len(state.steps):
        raise BuilderError(f"No step {index + 1} to remove.")
    del state.steps[index]
    _drop_orphans(state)


def move_step(state: BuilderState, index: int, offset: int) -> None:
    """Move a step up (-1) or down (+1); refused if a question would come before the action it asks about."""
    target = index + offset
    if not (0 <= index < len(state.steps) and 0 <= target < len(state.steps)):
        raise BuilderError("That step cannot move further.")
    steps = list(state.steps)
    steps[index], steps[target] = steps[target], steps[index]
    seen: set[str] = set()
    for step in steps:
        if step.action and step.action not in seen:
            raise BuilderError("A question about an action must come after that action.")
        if step.id:
            seen.add(step.id)
    state.steps = steps


def _cards_named(step: StepChoice) -> set[str]:
    return {step.card, step.performer, step.upgrade, *step.targets} - {""}


def _drop_orphans(state: BuilderState) -> None:
    actions = {step.id for step in state.steps if step.id}
    state.steps = [step for step in state.steps if not step.action or step.action in actions]
