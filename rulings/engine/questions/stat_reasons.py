"""Why effects on a card's stat reached it or not, noted when a question asks for that stat: read once per
answer, never while settling (which re-reads stats for every card on every change)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..effects.params import stat_change
from ..effects.prevention import note_keyword_match, prevention_apps

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active, Card
    from ..state.ledger import StatValue


def explain_stat(engine: Engine, card: Card, stat: str, value: StatValue) -> None:
    for active in _keyword_filtered(engine, stat):
        app = active.apps.get(card.id)
        if app is not None and app.active and not app.blocked:
            _note_aliases(engine, card, active)
        elif active.fixed_targets is None:  # a fixed set was judged once, as the effect began
            _note_missing(engine, card, active)
    _note_prevented_keywords(engine, card.id, value)
    engine.rules.explain_stat(engine, card, stat)


def _keyword_filtered(engine: Engine, stat: str) -> list[Active]:
    """The effects in force changing this stat of the cards a filter naming keywords describes."""
    effects = engine.store.effects
    engine.spend(len(effects))
    return [
        a
        for a in effects
        if a.status == "active"
        and (change := stat_change(a.spec)) is not None
        and change.stat == stat
        and a.spec.affects is not None
        and a.spec.affects.keywords
    ]


def _note_aliases(engine: Engine, card: Card, active: Active) -> None:
    """A keyword the filter names that the card has only under another name (L5R: Experienced)."""
    if "keyword-alias" not in engine.rules.rule_ids:
        return
    own = engine.keywords(card)
    for keyword in active.spec.affects.keywords:
        if keyword not in own:
            text = f"{active.id} reaches {card.id}: it has a keyword called {keyword}"
            engine.note(engine.rules.rule("keyword-alias"), text)


def _note_missing(engine: Engine, card: Card, active: Active) -> None:
    """The keywords the filter names that alone keep the effect off the card: why the card lacks them."""
    flt = active.spec.affects
    names = engine.keyword_names(card)
    missing = [k for k in flt.keywords if k not in names]
    if not missing:
        return
    rest = replace(flt, keywords=tuple(k for k in flt.keywords if k in names))
    if engine.matches(card, rest, active.source) and card.id in engine.candidates(active):
        for keyword in missing:
            engine.rules.explain_missing_keyword(engine, card, keyword)


def _note_prevented_keywords(engine: Engine, target: str, value: StatValue) -> None:
    """A change prevented by a prevention of effects with a keyword: why the effect has that keyword."""
    prevented = [m.effect for m in value.mods if m.kind == "prevented"]
    for effect_id in prevented:
        effect = engine.store.by_id.get(effect_id)
        for papp in prevention_apps(engine, target):
            note_keyword_match(engine, papp.effect, effect)
