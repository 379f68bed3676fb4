"""Which effects a change to one card can switch on or off, so settling a step is not O(every effect).

Effects with fixed targets are found by target; effects on "all things of a kind" by what a card needs to
match them (one of its current keywords, its card type) or by already applying to it. The engine keeps one
index of every such effect and one of those that depend on a card's stats, for changes that touch only stats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.keywords import keyword_keys

if TYPE_CHECKING:
    from ..engine_api import Engine
    from ..state.game_state import Active, App


class TargetIndex:
    def __init__(self) -> None:
        self.fixed: dict[str, list[Active]] = {}
        self.by_keyword: dict[str, list[Active]] = {}
        self.by_type: dict[str, list[Active]] = {}
        self.rest: list[Active] = []
        self.kinds: set[int] = set()
        self.applied: dict[str, dict[int, Active]] = {}  # card id -> the kind effects applying to it

    def add_fixed(self, active: Active) -> None:
        for target in active.fixed_targets:
            self.fixed.setdefault(target, []).append(active)

    def add_kind(self, active: Active) -> None:
        flt = active.spec.affects
        self.kinds.add(id(active))
        if flt.keywords:
            self.by_keyword.setdefault(flt.keywords[0], []).append(active)
        elif flt.any_keywords:
            for keyword in flt.any_keywords:
                self.by_keyword.setdefault(keyword, []).append(active)
        elif flt.types:
            for card_type in flt.types:
                self.by_type.setdefault(card_type, []).append(active)
        else:
            self.rest.append(active)

    def for_target(self, engine: Engine, target: str) -> list[Active]:
        """The effects that may start or stop applying to this card or player now."""
        found = list(self.fixed.get(target, ()))
        card = engine.cards.get(target)
        if card is None:
            return found
        found += self.rest
        found += self.by_type.get(card.type, ())
        for keyword in engine.keywords(card) if self.by_keyword else ():  # reading keywords is not free
            for key in keyword_keys(engine, keyword):
                found += self.by_keyword.get(key, ())
        found += self.applied.get(target, {}).values()
        return found

    def note(self, app: App) -> None:
        """Keep track of which kind effects apply to which card (call when an application switches)."""
        if id(app.effect) not in self.kinds:
            return
        applied = self.applied.setdefault(app.target, {})
        if app.active:
            applied[id(app.effect)] = app.effect
        else:
            applied.pop(id(app.effect), None)
