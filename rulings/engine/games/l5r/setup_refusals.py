"""Set-ups a card's own text refuses ("Will only attach to ...", "Will not be controlled by ...", "You may
only have one copy of X in play"): a question putting cards where their text forbids is a ScenarioError."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...errors import Problem, ScenarioError

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card


def refuse_setups(engine: Engine, why_of: Callable[[Card], str], field: str, rule: str) -> None:
    """Each card (in id order) whose ``why_of`` is not empty is a problem at ``cards.<id><field>``, citing
    ``rule``; all of them raised at once."""
    problems = [
        Problem(f"cards.{card.id}{field}", f"{why} ({rule})")
        for card in sorted(engine.cards.values(), key=lambda c: c.id)
        if (why := why_of(card))
    ]
    if problems:
        raise ScenarioError(problems)
