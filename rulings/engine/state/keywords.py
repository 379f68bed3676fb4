"""Current keywords: printed ones plus grants and removals, the later one winning (timestamp order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects.prevention import prevented_by

if TYPE_CHECKING:
    from ..engine_api import Engine
    from .game_state import Card


def keyword_keys(engine: Engine, keyword: str) -> tuple[str, ...]:
    """The names a filter may use to find a keyword: itself and its game's aliases (partial words never
    match; L5R: every keyword containing the word Experienced is "Experienced")."""
    return (keyword, *engine.rules.keyword_aliases(keyword))


def current_keywords(engine: Engine, card: Card) -> list[str]:
    state = {k: (0, True) for k in engine.rules.base_keywords(engine, card)}
    apps = [*engine.store.apps_on(card.id, "grant_keyword"), *engine.store.apps_on(card.id, "remove_keyword")]
    for app in sorted(apps, key=lambda a: (a.began, a.effect.timestamp)):
        op = app.effect.spec.op
        if not app.active or app.blocked:
            continue
        if prevented_by(engine, app, None) is not None:
            continue
        keyword = app.effect.spec.params.keyword
        if keyword not in state or state[keyword][0] <= app.began:
            state[keyword] = (app.began, op == "grant_keyword")
    return sorted(k for k, (_, present) in state.items() if present)
