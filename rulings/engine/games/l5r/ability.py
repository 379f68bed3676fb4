"""An ability: text on a card that creates an action (abilities.py reads, uses and answers about them).

Its own module, below both abilities.py and location.py, which checks where an ability may be used from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...spec import EffectSpec

if TYPE_CHECKING:
    from .costs import Cost


@dataclass(frozen=True)
class Ability:
    id: str
    designators: tuple[str, ...]
    keywords: tuple[str, ...]  # each word of the ability's keywords is a keyword
    effects: tuple[EffectSpec, ...]
    times: int = 1  # uses per `per` (abilities can be used once per turn unless they say otherwise)
    per: str = "turn"
    even_if_bowed: bool = False
    options: tuple[tuple[EffectSpec, ...], ...] = ()  # a choice in the action, after effects
    if_interrupted_by: str | None = None  # "If the action is another player's": other / self
    phrases: tuple[str, ...] = ()  # keyword phrases of several words, as printed ("Bushido Virtue")
    cost: Cost | None = None  # the constraints block's cost, paid before the effects (costs.py)
    not_copied: bool = False  # "This ability will not be copied": at all times (order of effects, exc. 2)
    trigger: Any = None  # a Reaction's trigger: when it can be used (reactions.py)
    condition: Any = None  # a condition restricting when it can be taken (restricting.py)
