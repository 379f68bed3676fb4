"""Fear effects negated on some cards (compiler 20, part G): "Negate Fear effects targeting this Follower.",
"Negate Fear effects upon cards in this unit.", "Negate all Fear effects upon your Naga cards."

A continuous `negates_fear: true` on those cards (a trait's `targets` or `affects`, re-checked all along):
while it applies to a card, a Fear effect (the op `fear`, fear.py) that resolves on that card does nothing to
it (the card is not bowed, whatever its Force). The Fear effect may still target the card: negating an
effect is not preventing the choice of its target ("may not target" is refuses_ranged_attacks). The corpus
has no rule on Fear or on negating it: the Desk's rule l5r.desk.fear-negated.
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
    from ...state.game_state import Active

OP = "negates_fear"

FEAR_NEGATED = DeskRule(
    "l5r.desk.fear-negated",
    "fear-negated",
    "Fear effects negated on a card",
    "While a card's trait \"Negate Fear effects targeting / upon <cards>\" applies to a card, a Fear effect "
    "resolving on that card does nothing to it: it is not bowed, whatever its Force. The Fear effect may "
    "still target it (its effects are negated, its target is not refused).",
    f"{NOT_IN_CORPUS}: the corpus is silent on Fear (l5r.desk.fear rests on its reminder text) and on "
    "negating it.",
    "The card text read as English: \"Negate Fear effects targeting this Follower\" (Fearless Light "
    "Infantry), \"Negate Fear effects upon cards in this unit\" (Bayushi House Guard); a Fear effect's only "
    "effect is bowing its target (l5r.desk.fear), so negating it on a card leaves that card unbowed.",
    "A card on which Fear effects are negated is not bowed by a Fear effect",
)
register_desk_rules(GAME, (FEAR_NEGATED,))


def negation(engine: Engine, card_id: str) -> Active | None:
    """The effect by which Fear effects are negated on this card now, if any."""
    app = first_applying(engine.apps_on(card_id, OP))
    return None if app is None else app.effect


OPS = {
    OP: Op(
        flag(OP),
        value=FLAG,
        doc="(continuous) 'Negate Fear effects targeting this Follower / upon cards in this unit': a Fear "
        "effect (`fear`) resolving on one of the targets does nothing to it (l5r.desk.fear-negated); it may "
        "still target it.",
        instant=False,
        substitute=False,
    )
}
