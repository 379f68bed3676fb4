"""A Gold cost equal to a target's stat (compiler 20, part J).

"Battle: Target an enemy card without attachments and pay Gold equal to its Gold Cost: Destroy it." (Yoritomo
Singh), "Open: Pay Gold equal to another player's target attachment's Gold Cost minus 3: Destroy it." (Certain
Death): the ability's cost `gold_equal: {equal_to: gold_cost, of: $target1, plus: -3}` is a Gold cost of the
named target's current stat plus `plus` (a whole number, 0 by default), never less than 0; with `unit: true`
("Pay Gold equal to a target unit's total Gold Cost minus 2", Ruthless Advance) the total of that stat over
every card of the unit the target Personality heads (l5r.desk.units). The targets are
chosen as the action is taken (card features, Abilities), before its cost is paid, so the amount is read
from the card the `use` step lists for that target as the cost is paid (the Desk's rule
l5r.desk.gold-equal-target); it is then paid as a `gold` cost is, with the cards the use names in
`pay_with`. The use step must list its targets (a scenario error otherwise: the Gold owed is not known).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...language.shapes import BOOLEAN, INTEGER, TEXT, closed, described
from ...language.symbols import TARGET_SYMBOLS
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...language.context import ParseContext
    from ...language.reader import Node

GOLD_EQUAL_TARGET = DeskRule(
    "l5r.desk.gold-equal-target",
    "gold-equal-target",
    "A Gold cost equal to a target's stat",
    "A cost \"pay Gold equal to a target card's Gold Cost (minus N / plus N)\" is a Gold cost of that "
    "target's current stat (\"a target unit's total Gold Cost\": the total over every card in that unit), "
    "plus or minus N, read as the cost is paid, once the action's targets are chosen; "
    "a result below 0 is a cost of 0 Gold. It is paid as any Gold cost, by producing Gold.",
    "The rules documents the Desk holds say that targets are chosen as the action is taken and that costs "
    "are paid before the effects, but not when an amount a cost names is read, nor what a negative Gold "
    "cost is.",
    "The printed text (Certain Death: 'Pay Gold equal to another player's target attachment's Gold Cost "
    "minus 3: Destroy it.'): the cost names the card targeted, so it is read once that card is chosen, "
    "and no player can pay less than no Gold; card features' rule that a card without a stat treats it as "
    "zero.",
    "'Pay Gold equal to a target's stat' is read as the cost is paid, never below 0",
)
register_desk_rules(GAME, (GOLD_EQUAL_TARGET,))

_SHAPE = closed(
    {
        "equal_to": described(TEXT, "the target's stat ('Gold Cost': gold_cost)"),
        "of": described(TEXT, "the target whose stat it is: $target1 ... (the action's first target ...)"),
        "plus": described(INTEGER, "added to the stat ('minus 3': -3); 0 by default"),
        "unit": described(BOOLEAN, "the total of the stat over every card in the target's unit ('a target "
                          "unit's total Gold Cost': the unit targeted by its Personality, l5r.desk.units)"),
    },
    "equal_to",
    "of",
)
FIELDS = {
    "gold_equal": described(
        _SHAPE,
        "'Pay Gold equal to a target's Gold Cost minus 3': a Gold cost of the target's current stat plus "
        "`plus`, never below 0, read as the cost is paid (the use step lists the targets; l5r.desk."
        "gold-equal-target), paid with the cards the use names in pay_with",
    )
}


@dataclass(frozen=True, slots=True)
class GoldEqual:
    stat: str
    of: str  # $target1 ...
    plus: int = 0
    unit: bool = False  # the total over the target's unit


def parse(node: Node, ctx: ParseContext, gold_allowed: bool) -> GoldEqual | None:
    if not node.has("gold_equal"):
        return None
    if not gold_allowed:
        node.error("a Gold cost is modelled on abilities (the `use` step names the cards bowed), not here",
                   "gold_equal")  # fmt: skip
    if node.has("gold") or node.has("gold_star"):
        why = "a Gold cost is a number (gold), '*' (gold_star) or a target's stat (gold_equal), one only"
        node.error(why, "gold_equal")
    child = node.child("gold_equal")
    if not child.is_mapping("{equal_to: gold_cost, of: $target1, plus: -3}"):
        return None
    child.keys_allowed(("equal_to", "of", "plus", "unit"))
    stat, of = child.text("equal_to"), child.text("of")
    ctx.stat_name(child, "equal_to", stat)
    if of not in TARGET_SYMBOLS:
        child.error(f"of names one of the action's targets: {', '.join(TARGET_SYMBOLS)}", "of")
    plus = child.integer("plus", 0)
    unit = bool(child.boolean("unit", False))
    return GoldEqual(str(stat), str(of), plus if isinstance(plus, int) else 0, unit)
