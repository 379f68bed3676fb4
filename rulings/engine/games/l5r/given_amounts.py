"""A bonus or penalty an effect gives by an amount, fixed as it is applied (compiler 14, part C).

"Give him a Force bonus equal to his Personal Honor", "Give a target enemy Personality a Force penalty equal
to this card's Force", "Give him +1F for each Samurai you control": an ongoing effect (an action's, or a
triggered trait's) giving a stat change whose size is an amount (`change: {equal_to: stat, of: card}`,
`{per: filter, each: N}`). The Desk fixes that size as the bonus or penalty is applied to each card (the
Desk's rule l5r.desk.given-amount-fixed): a later change of the stat or of the count does not change it. A
continuous trait's amount ("This Personality has +1F for each Samurai you control", the Obsidian Dragon's
"a Force and Chi penalty equal to their own Personal Honor") still follows the game (card features).

The engine's hook: `L5RRules.fixes_amounts` (game.py, the line marked "compiler 14, part C"), which the
evaluator asks as each application of a stat change begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.params import stat_change
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...language.spec import EffectSpec

GIVEN_AMOUNT_FIXED = DeskRule(
    "l5r.desk.given-amount-fixed",
    "given-amount-fixed",
    "A bonus or penalty given by an amount is fixed as it is applied",
    "A bonus or penalty that an effect gives, whose size is an amount read from the game (\"Give him a "
    'Force bonus equal to his Personal Honor", "a Force penalty equal to this card\'s Force", "+1F for each '
    'Samurai you control"), has the size that amount has as the bonus or penalty is applied to the card; a '
    "later change of the stat read or of the cards counted does not change it. A continuous trait's bonus or "
    'penalty by an amount ("This Personality has +1F for each Samurai you control") is not given: it follows '
    "the game state, as card features say.",
    "The corpus says what a fluctuating bonus or penalty is (card features, General rules about stats: one "
    "that explicitly changes with the game state; its example is a card that has +1F for each Samurai in "
    "play) and that a continuous trait's amount is recalculated (the Obsidian Dragon example); it does not "
    "say when the amount of a bonus given by an action or a triggered trait is read.",
    "Card features: only a bonus that explicitly changes with the game state fluctuates, and a text that "
    "gives a bonus once (\"Give him ...\") does not say that it changes; the effects section: an ongoing "
    "effect starts at a definite time stated by the effect itself and is not recorded on a physical game "
    "element, so the size it is given with is the size it has.",
    "'Give him a Force bonus equal to X': X is read as the bonus is applied, then fixed",
)
register_desk_rules(GAME, (GIVEN_AMOUNT_FIXED,))


def fixed(spec: EffectSpec) -> bool:
    """Whether a stat change's amount is fixed as each application begins: every effect but a continuous
    one (a trait's), when its amount is read from the game."""
    change = stat_change(spec)
    return spec.kind != "continuous" and change is not None and change.amount.fluctuating
