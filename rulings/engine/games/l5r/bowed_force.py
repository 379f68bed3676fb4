"""Force contributed even if bowed, at any time (compiler 18, part F): "Kumonosu contributes his Force to his
army's total Force even if bowed.", "While this Shugenja is Water, he contributes Force to his army even if
bowed." (the Desk's rule l5r.desk.bowed-force).

`contributes_force_while_bowed: true` is a continuous op: while it applies to a card, its Force is counted in
its unit's and army's totals though it is bowed, whenever those totals are asked (card features count
unbowed cards only). Unlike `contributes_while_bowed` (battle_resolution.py: "during battle resolution"),
its text names no moment, so no moment limits it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.declarations import flag
from ...effects.store import first_applying
from ...language.vocabulary import FLAG, Op
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...state.game_state import Card

OP = "contributes_force_while_bowed"

BOWED_FORCE = DeskRule(
    "l5r.desk.bowed-force",
    "bowed-force",
    "A card that contributes its Force to its army even if bowed",
    "A card whose text says it \"contributes (his) Force to his army('s total Force) even if bowed\" (or "
    "\"even while bowed\") has its Force counted in its unit's and its army's Force totals while it is "
    "bowed, as an unbowed card's is, at every moment those totals are asked, for as long as the text "
    "applies (a \"While ...\" condition: only while it holds). It does not straighten the card, and its "
    "abilities stay unusable while it is bowed.",
    f"{NOT_IN_CORPUS}: card features total the Force of unbowed Personalities and Followers only and never "
    "say how a card text that counts a bowed card applies; the Desk applies the text as printed, with no "
    "moment of the turn limiting it (a text naming battle resolution is l5r.desk.battle-resolution's).",
    "Card text (Hoshi Kumonosu: \"Kumonosu contributes his Force to his army's total Force even if "
    "bowed.\"; Bo of Water: \"While this Shugenja is Water, he contributes Force to his army even if "
    "bowed.\") and card features' Force totals.",
    "A bowed card whose text says it contributes Force even if bowed counts in unit and army Force",
)
register_desk_rules(GAME, (BOWED_FORCE,))


def counts(engine: Engine, card: Card) -> bool:
    """Whether this bowed card's Force counts now: an effect making it contribute even if bowed applies."""
    app = first_applying(engine.apps_on(card.id, OP))
    if app is not None:
        engine.note(BOWED_FORCE.id, f"{card.id}, bowed, contributes its Force ({app.effect.id})")
    return app is not None


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'contributes his Force to his army's total Force even if bowed': while it applies, "
        "the target's Force counts in its unit's and army's totals though it is bowed, whenever they are "
        "totaled (l5r.desk.bowed-force).",
        instant=False,
        substitute=False,
    )
}
