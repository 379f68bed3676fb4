"""A Ranged (or Melee) Attack whose printed strength is an amount read from the game (the Desk's own rule
l5r.desk.attack-strength-amount): "Ranged Attack with strength equal to his Force", "... equal to the
Follower's Force plus 1", "Ranged 3 Attack with +1 strength for each Shugenja you control".

`ranged_attack: {strength: <amount>, plus: N}`: the amount is one of the language's amounts (`{equal_to: stat,
of: card}`, a stat's current value; `{per: filter, each: N}`, N for each card in play matching the filter;
`{highest: stat, among: filter}`), read as the attack resolves, plus N (a whole number, 0 by default). That is
the attack's base strength; the strength modifiers that apply then are added to it (attack_strength.py). A
card named by the amount (`of: $performer`, `$target1`, `$source`) is bound as the action's other symbols are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import matches
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Amount

ATTACK_STRENGTH_AMOUNT = DeskRule(
    "l5r.desk.attack-strength-amount",
    "attack-strength-amount",
    "An attack's strength read from the game",
    "A Ranged or Melee Attack whose printed strength is an amount (\"Ranged Attack with strength equal to "
    "his Force\", \"equal to the Follower's Force plus 1\", \"Ranged 3 Attack with +1 strength for each "
    "Shugenja you control\") has that amount as its strength X of the Desk's rule of Ranged Attacks "
    "(l5r.desk.ranged-attack): it is read when the attack resolves, from the current values of the cards it "
    "names, and the strength modifiers that apply then are added to it. A stat of a card without it counts "
    "as 0.",
    "The rules documents the Desk holds do not define Ranged Attacks (l5r.desk.ranged-attack), nor when an "
    "attack's strength is read.",
    "The card text itself: the attack is the effect that resolves (it targets, then destroys or not as it "
    "resolves), so the amount its text names is read as it resolves, as the target's Force is; card "
    "features' rule that a card without a stat treats it as zero for anything that checks it.",
    "An attack's printed strength 'equal to X' is X as the attack resolves",
)
register_desk_rules(GAME, (ATTACK_STRENGTH_AMOUNT,))


def parse_strength(value: Node, ctx: ParseContext) -> Amount | None:
    """The attack's `strength` written as an amount (a mapping); None for a whole number."""
    child = value.child("strength")
    if not isinstance(child.value, dict):
        return None
    return ctx.amount(child)


def base_strength(engine: Engine, amount: Amount, plus: int, source: str | None, target: str) -> int:
    """The amount as the attack resolves (its source's `$controller` and symbols; `$subject`: the attack's
    target), plus ``plus``."""
    if amount.per is not None:
        cards = engine.cards.values()
        counted = [c.id for c in cards if engine.in_play(c) and matches(engine, c, amount.per, source)]
        value = amount.per_value * len(counted)
        what = f"{amount.per_value} for each of {len(counted)} cards ({', '.join(counted) or 'none'})"
    elif amount.among is not None:
        values = [
            v
            for c in engine.cards.values()
            if engine.in_play(c) and matches(engine, c, amount.among, source)
            if isinstance(v := engine.stat(c.id, amount.stat).value, int)
        ]
        value, what = max(values, default=0), f"the highest {amount.stat} among them"
    else:
        whose = target if amount.stat_of == "$subject" else engine.resolve_symbol(amount.stat_of, source)
        read = engine.stat(whose, amount.stat).value if whose in engine.cards else 0
        value = read if isinstance(read, int) else 0
        what = f"{whose}'s {amount.stat} ({value})"
    total = amount.sign * value + plus
    more = f" {plus:+d}" if plus else ""
    engine.note(ATTACK_STRENGTH_AMOUNT.id, f"the attack's strength is {what}{more}: {total}")
    return total
