"""An ability: text on a card that creates an action (abilities.py reads, uses and answers about them).

Its own module, below both abilities.py and location.py, which checks where an ability may be used from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...language.spec import EffectSpec

if TYPE_CHECKING:
    from ...engine_api import Engine
    from .costs import Cost

DESIGNATORS_RULE = "l5r.abilities.designators"
DESIGNATOR_ORDER = "l5r.abilities.designator-order"
EACH_WORD = "l5r.abilities.each-word"


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
    target_player: str | None = None  # "target a player": any / other (target_player.py)
    any_location: str | None = None  # performer away from the battle
    from_areas: tuple[str, ...] = ()  # "If this card is in your hand": used there (out_of_play_abilities)
    story: tuple[str, ...] = ()  # sentences that tell the story: they change nothing (story.py)


def note_designators(engine: Engine, ability: Ability) -> None:
    """An ability with several designators counts as each of them, in whatever order they are printed."""
    counts_as = sorted(set(ability.designators))
    if len(counts_as) < 2:
        return
    engine.note(DESIGNATORS_RULE, f"{ability.id} counts as {' and '.join(counts_as)}")
    if list(ability.designators) != counts_as:
        printed_as = "/".join(ability.designators)
        engine.note(DESIGNATOR_ORDER, f"{printed_as} is the same as {'/'.join(counts_as)}")


def note_each_word(engine: Engine, ability: Ability, word: str | None = None) -> None:
    """Each word of an ability's keyword phrase is a separate keyword: every phrase of several words, or only
    those of which `word` is one word (what a keyword filter found)."""
    for phrase in ability.phrases:
        if word is None or word in phrase.split():
            engine.note(EACH_WORD, f"'{phrase}': each word is a separate keyword")
