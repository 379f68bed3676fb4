"""Restrictions on using abilities, and "may legally" (effects document, "May not"; card features,
"Abilities").

"May not" prevents a choice, such as taking an action. `may_not_use: {designator: Battle}` on a card ("Battle
abilities on cards in play may not be used") or a player ("you may not use Battle abilities") forbids using
the abilities it describes: those that count as that action designator (an ability with two designators
counts as both), or whose action has that keyword (`keyword:`); `{}` describes every ability. An effect may
refer to a designator, but a designator is not a keyword: a restriction on the keyword Battle does not reach
a Battle ability. The core's `may_not: use` forbids every ability of its targets.

`may_legally: X` in a filter is "may legally [do X]": a card no "may not X" restricts (the filter's other
fields state the other requirements for doing X).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...effects.prevention import may_not
from ...language.shapes import TEXT, closed
from ...language.vocabulary import FilterField, Op
from .ability_def import note_designators, note_each_word

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Active, Card
    from .ability_def import Ability

DESIGNATOR_EFFECTS = "l5r.abilities.designator-effects"
MAY_NOT = "l5r.may-not"
MAY_LEGALLY = "l5r.may-not.may-legally"
DESIGNATORS = ("Limited", "Open", "Battle", "Reaction", "Interrupt")  # abilities.DESIGNATORS (no cycle)
USE = "use"
MAY_NOT_USE_FIELDS = {
    "designator": {"enum": list(DESIGNATORS), "description": "abilities counting as this designator"},
    "keyword": {**TEXT, "description": "abilities whose action has this keyword"},
}


@dataclass(frozen=True, slots=True)
class MayNotUse:
    designator: str | None  # abilities that count as this action designator ...
    keyword: str | None  # ... and whose action has this keyword (None: any)


def _parse(node: Node, ctx: ParseContext) -> MayNotUse | None:
    value = node.child_mapping(
        "may_not_use",
        "{designator: Battle} and/or {keyword: Ninja} ({} for every ability)",
        MAY_NOT_USE_FIELDS,
    )
    if value is None:
        return None
    designator = value.choice("designator", DESIGNATORS, None, what="action designator")
    return MayNotUse(designator, value.text("keyword", None))


def forbidden(
    engine: Engine,
    holders: tuple[str | None, ...],
    ability: Ability,
    keywords: list[str],
    performer: str | None = None,
) -> tuple[str, str] | None:
    """(why, rule) when a "may not" on the card or player the ability is on, or on the player using it,
    forbids taking its action (with these keywords), or one on its performer forbids performing it ("He may
    not perform Political actions": `may_not_perform`, performing_keywords.py); None when none does."""
    for holder in dict.fromkeys(h for h in holders if h):
        core = may_not(engine, holder, USE)
        if core is not None:
            return f"{holder} may not use abilities ({core.id})", MAY_NOT
        for app in engine.apps_on(holder, "may_not_use"):
            if not app.active or app.blocked:
                continue
            if covers(engine, app.effect, ability, keywords):
                params = app.effect.spec.params
                _note_match(engine, ability, params)
                rule = DESIGNATOR_EFFECTS if params.designator else MAY_NOT
                return f"{describe(app.effect)} may not be used ({app.effect.id} on {holder})", rule
    return performer and _performing_forbidden(engine, performer, ability, keywords)


def _performing_forbidden(
    engine: Engine, performer: str, ability: Ability, keywords: list[str]
) -> tuple[str, str] | None:
    for app in engine.apps_on(performer, "may_not_perform"):
        if app.active and not app.blocked and covers(engine, app.effect, ability, keywords):
            keyword = app.effect.spec.params.keyword
            return f"{performer} may not perform {keyword} actions ({app.effect.id})", MAY_NOT
    return None


def _note_match(engine: Engine, ability: Ability, params: MayNotUse) -> None:
    """The rules by which the restriction describes the ability: a designator it counts as among several, a
    keyword that is one word of its keyword phrase."""
    if params.designator:
        note_designators(engine, ability)
    if params.keyword:
        note_each_word(engine, ability, params.keyword)


def covers(engine: Engine, effect: Active, ability: Ability, keywords: list[str]) -> bool:
    """Whether a `may_not_use` describes this ability: its designator among the ability's (any of them
    counts), its keyword among the action's. A keyword that is a designator's name is still a keyword."""
    params = effect.spec.params
    if params.designator and params.designator not in ability.designators:
        return False
    if params.keyword and params.keyword not in keywords:
        if params.keyword in ability.designators:
            what = f"{params.keyword} is {ability.id}'s action designator, not a keyword"
            engine.note(DESIGNATOR_EFFECTS, f"{what}: {effect.id} ({describe(effect)}) does not reach it")
        return False
    for phrase in ability.phrases:  # "Bushido Virtue": a Virtue action
        if params.keyword and params.keyword in phrase.split():
            engine.note("l5r.abilities.each-word", f"'{phrase}': each word is a separate keyword")
    return True


def describe(effect: Active) -> str:
    params = effect.spec.params
    words = [w for w in (params.keyword, params.designator) if w]
    kind = f"{params.keyword} keyword " if params.keyword else ""
    kind += f"{params.designator} " if params.designator else ""
    return f"{kind}abilities" if words else "abilities"


# --- "may legally [do X]" ---------------------------------------------------------------------------------
def _parse_may_legally(node: Node, ctx: ParseContext, key: str) -> str | None:
    return node.text(key, None)


def _may_legally(engine: Engine, card: Card, action: str, source: str | None) -> bool:
    """Not restricted by a "may not" preventing it from doing X (the filter's other fields are the rest of
    what doing X requires)."""
    return may_not(engine, card.id, action) is None


OPS = {
    "may_not_use": Op(
        _parse,
        value=closed(MAY_NOT_USE_FIELDS),
        doc="'X abilities may not be used': the targets' abilities (or a player's use of them) that count as "
        "`designator` and have `keyword` cannot be used.",
        substitute=False,
    )
}
FILTER_FIELDS = {
    "may_legally": FilterField(
        _parse_may_legally,
        _may_legally,
        "'may legally [do X]': no 'may not X' restricts the card",
        {**TEXT, "description": "an op or step, such as assign"},
        rule=MAY_LEGALLY,
    )
}
