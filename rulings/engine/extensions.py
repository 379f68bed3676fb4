"""What a game module may add to the scenario language: effect ops, steps, questions and card fields.

The core parses and runs its own vocabulary; a game registers the words only it uses (ChiAxis "discard",
Naruto "hide", "play", ...) on its `GameRules`, with a parse function (using the shared validator, so problems
keep their paths and suggestions) and the code that runs them. A new game never edits the core's word lists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .evaluator import Engine
    from .reader import Node
    from .scenario import _Parser
    from .spec import Step


@dataclass(frozen=True)
class GameOp:
    """An instantaneous effect named by its key in an effect mapping (`{targets: me, discard: 2}`).

    `parse(node, parser)` reads `node.value[name]` (and the extra `fields`) into the effect's params;
    `perform(engine, params, target, event)` changes the state for one target and returns whether it changed.
    `event` names what happens, for prevention (`prevent: {event: ...}`), substitution (`instead: {of: ...}`)
    and triggers."""

    parse: Callable[[Node, _Parser], dict]
    perform: Callable[[Engine, dict, str, dict], bool]
    event: str
    fields: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameStep:
    """A timeline step only this game has (`- play: {...}`): `parse(node, parser)` returns its params."""

    parse: Callable[[Node, _Parser], dict]
    run: Callable[[Engine, Step], None]


@dataclass(frozen=True)
class GameQuestion:
    """A question only this game asks; `answer(engine, params)` returns a mapping with a `value`."""

    fields: tuple[str, ...]
    required: tuple[str, ...]
    answer: Callable[[Engine, dict], dict]


@dataclass(frozen=True)
class CardField:
    """An extra card field (`parse(node, parser, card_id)`); its value is kept in `CardDef.extra`."""

    parse: Callable[[Node, _Parser, str], Any]
