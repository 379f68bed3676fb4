"""Amounts read from the game as an instantaneous effect happens (compiler 9, part C).

A Ranged (or Melee) Attack whose printed strength is an amount (the Desk's own rule
l5r.desk.attack-strength-amount): "Ranged Attack with strength equal to his Force", "... equal to the
Follower's Force plus 1", "Ranged 3 Attack with +1 strength for each Ring you control":
`ranged_attack: {strength: <amount>, plus: N}`, the amount one of the language's amounts (`{equal_to: stat,
of: card}`, a stat's current value; `{per: filter, each: N}`, N for each card in play matching the filter;
`{highest: stat, among: filter}`), read as the attack resolves, plus N (a whole number, 0 by default). That is
the attack's base strength; the strength modifiers that apply then are added to it (attack_strength.py).

A Family Honor change by an amount ("Lose Honor equal to his Personal Honor": `honor: {equal_to:
personal_honor, of: $target1, sign: -1}`) reads it as the change happens (honor.py): an instantaneous
effect. A card named by an amount (`of: $performer`, `$target1`, `$source`) is bound as the action's other
symbols are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...desk_rules import DeskRule, register_desk_rules
from ...effects.matching import matches
from . import token_counts
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...language.spec import Amount
    from .token_counts import TokenCount

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


def parse_strength(value: Node, ctx: ParseContext) -> Amount | TokenCount | None:
    """The attack's `strength` written as an amount (a mapping); None for a whole number. `{tokens: Sake,
    ...}`: tokens counted (token_counts.py, compiler 19, part G)."""
    child = value.child("strength")
    if not isinstance(child.value, dict):
        return None
    if token_counts.is_token_count(child):
        return token_counts.parse(child, ctx)
    return ctx.amount(child)


def base_strength(
    engine: Engine, amount: Amount | TokenCount, plus: int, source: str | None, target: str
) -> int:
    """The attack's amount as it resolves (its source's `$controller` and symbols; `$subject`: the attack's
    target), plus ``plus``."""
    if isinstance(amount, token_counts.TokenCount):  # compiler 19, part G: tokens counted
        value, what = token_counts.read(engine, amount, source)
    else:
        value, what = read_amount(engine, amount, source, target)
    total = value + plus
    more = f" {plus:+d}" if plus else ""
    engine.note(ATTACK_STRENGTH_AMOUNT.id, f"the attack's strength is {what}{more}: {total}")
    return total


def read_amount(engine: Engine, amount: Amount, source: str | None, subject: str | None) -> tuple[int, str]:
    """An amount read now, as an instantaneous effect happens, and what it counted: `{per: filter}` counts
    the cards in play matching (the source's `$controller`), `{equal_to: stat, of: card}` is the card's
    current value (a stat it lacks counts as 0), `{highest: stat, among: filter}` the highest among cards in
    play. `$subject` is ``subject``."""
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
    elif amount.stat is not None:
        whose = subject if amount.stat_of == "$subject" else engine.resolve_symbol(amount.stat_of, source)
        read = engine.stat(whose, amount.stat).value if whose in engine.cards else 0
        value = read if isinstance(read, int) else 0
        what = f"{whose}'s {amount.stat} ({value})"
    else:
        value, what = amount.fixed, str(amount.fixed)
    return amount.sign * value, what
