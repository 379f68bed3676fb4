"""Battle resolution (the Desk's own rule, l5r.desk.battle-resolution: the battle's resolution is a rulebook
section the corpus does not hold).

A battle resolves as a procedure of its own, `battle_resolution`, begun and ended inside the battle (`begin:
battle_resolution` ... `end: battle_resolution`): "before this battle resolves" is a trait answering
`battle_resolution_begins`, and the army Force asked while it is in progress is the Force the armies
contribute at resolution.

`contributes_while_bowed: true` is a continuous op ("he contributes Force during battle resolution even while
bowed"): while it applies to a card and a battle at the card's battlefield is resolving, the card's Force is
counted in its unit's and army's totals though it is bowed. At any other moment a bowed card counts as the
corpus says (card features, Force: unbowed cards only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...effects.declarations import flag
from ...effects.store import first_applying
from ...language.vocabulary import FLAG, Op
from .desk_rules import BATTLE_RESOLUTION

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

PROCEDURE = "battle_resolution"
PROCEDURES = frozenset({PROCEDURE})
OP = "contributes_while_bowed"


def resolving_at(engine: Engine) -> str | None:
    """The battlefield whose battle is resolving now (None: no battle resolution in progress)."""
    names = [(name, params) for name, params in engine.state.procedures]
    if not any(name == PROCEDURE for name, _ in names):
        return None
    return next((p.at for name, p in reversed(names) if name == "battle"), None)


def on_event(engine: Engine, event: str) -> None:
    """As a battle resolution begins, say which battle resolves (what answers its beginning happens "before
    this battle resolves")."""
    if event != f"{PROCEDURE}_begins":
        return
    at = resolving_at(engine)
    what = f"the battle at {at} resolves" if at else "no battle is in progress: no battle resolves"
    engine.note(BATTLE_RESOLUTION.id, what)


def counts_while_bowed(engine: Engine, card: Card) -> bool:
    """Whether this bowed card's Force counts now: a battle at its battlefield is resolving and an effect
    making it contribute Force even while bowed applies to it."""
    at = resolving_at(engine)
    if at is None or engine.location(card) != at:
        return False
    app = first_applying(engine.apps_on(card.id, OP))
    if app is not None:
        why = f"{card.id}, bowed, contributes its Force as the battle at {at} resolves ({app.effect.id})"
        engine.note(BATTLE_RESOLUTION.id, why)
    return app is not None


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'contributes Force during battle resolution even while bowed': while a battle at "
        "the target's battlefield resolves (the `battle_resolution` procedure), its Force counts in its "
        "unit's and army's totals though it is bowed (l5r.desk.battle-resolution).",
        instant=False,
        substitute=False,
    )
}
