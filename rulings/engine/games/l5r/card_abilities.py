"""The abilities on a card and the keywords they give: its printed abilities, copies granted to it or copied
from other cards, and the keywords an action has (its ability's and its card's). Read by abilities.py, which
uses them, and by action_windows.py, which names the keywords of a later action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import bowed_abilities

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card
    from .ability_def import Ability

SPELL_LIKE = ("action", "spell")  # card types that inherit the keywords of their abilities


def copies(engine: Engine, card: Card) -> list[tuple[str, Ability]]:
    """Every ability on a card as (copy key, ability): printed ones, then granted copies in order, then
    those copied from other cards (copying.py)."""
    found = [(f"printed:{a.id}", a) for a in printed(engine, card)]
    grants = [a for a in engine.apps_on(card.id, "grant_ability") if a.active and not a.blocked]
    found += [(f"granted:{app.effect.id}", app.effect.spec.params.ability) for app in grants]
    copied = engine.game_state.copied
    for app in engine.apps_on(card.id, "copy") if copied else ():
        ability = copied.get((app.effect.id, card.id))
        if ability is not None and app.active and not app.blocked:
            found.append((f"copied:{app.effect.id}", ability))
    return [(key, bowed_abilities.adjusted(engine, card, a)) for key, a in found]  # compiler 18, part F


def printed(engine: Engine, card: Card) -> tuple[Ability, ...]:
    state = engine.game_state
    if state.printed is None:
        state.printed = {d.id: d.extra.get("abilities", ()) for d in engine.scenario.cards}
    return state.printed.get(card.id, ())


def ability_words(engine: Engine, card: Card) -> set[str]:
    return {w for _, ability in copies(engine, card) for w in ability.keywords}


def base_keywords(engine: Engine, card: Card) -> tuple[str, ...]:
    """An Action or Spell card inherits all keywords from all its abilities; other cards do not."""
    if card.type not in SPELL_LIKE:
        return card.base_keywords
    words = (w for ability in printed(engine, card) for w in ability.keywords)
    return tuple(dict.fromkeys((*card.base_keywords, *words)))


def action_keywords(engine: Engine, card: Card, ability: Ability) -> list[str]:
    """The ability's own keywords and its card's, except those an Action or Spell card has only because
    they are on one of its abilities."""
    card_keywords = set(engine.keywords(card))
    if card.type in SPELL_LIKE:
        card_keywords -= ability_words(engine, card) - set(card.base_keywords)
    return sorted(card_keywords | set(ability.keywords))
