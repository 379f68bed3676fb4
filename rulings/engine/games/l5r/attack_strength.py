"""The strength of a Ranged or Melee Attack and what changes it (the Desk's own rules: the battle rules that
define these attacks are not in the corpus).

`attack_strength` is a continuous op, written as a card's trait or an action's effect: "Ranged Attacks
targeting a card in this unit have -2 strength" (`targeting: this_unit`), "Ranged Attacks targeting Maemi have
-3 strength" (`targeting: this_card`: the card itself), "Ranged Attacks targeting this Personality have -2
strength" on an Item (`targeting: bearer`: the card it is attached to), "Ranged Attacks from other cards in
this unit have +1 strength" (`from: others_in_unit`), "Give the Ranged Attack +2 strength" (`action`: the
action whose attack it is). `strength_of` adds up those that apply to one attack as it resolves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...language.vocabulary import Op
from .desk_rules import ATTACK_STRENGTH

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.context import ParseContext
    from ...language.reader import Node
    from ...state.game_state import Card

KINDS = ("ranged", "melee", "any")
TARGETING = ("this_unit", "this_card", "bearer")  # this_card, bearer:
FIELDS = {
    "change": {"type": "integer", "description": "+N or -N strength"},
    "attacks": {"enum": list(KINDS), "description": "which attacks (default ranged)"},
    "targeting": {
        "enum": list(TARGETING),
        "description": "only attacks targeting a card in this card's unit (this_unit), this card itself "
        "(this_card) or the card it is attached to (bearer)",
    },
    "from": {"enum": ["others_in_unit"], "description": "only attacks from other cards in this card's unit"},
    "action": {
        "type": "string",
        "description": "only the attack of this action ('Give the Ranged Attack ...')",
    },
}


@dataclass(frozen=True, slots=True)
class StrengthChange:
    change: int
    attacks: str = "ranged"
    targeting: str | None = None
    source_in: str | None = None  # `from`
    action: str | None = None


def _parse(node: Node, ctx: ParseContext) -> StrengthChange:
    value = node.child_mapping(
        "attack_strength", "{change: -2, targeting: this_unit} (a change to attacks' strength)", FIELDS
    )
    if value is None:
        return StrengthChange(0)
    change = value.integer("change")
    attacks = value.choice("attacks", KINDS, "ranged", what="kind of attack")
    targeting = value.choice("targeting", TARGETING, None, what="targeting")
    source_in = value.choice("from", ("others_in_unit",), None, what="from")
    return StrengthChange(change if isinstance(change, int) else 0, attacks or "ranged", targeting, source_in,
                          value.text("action", None))  # fmt: skip


def unit_of(engine: Engine, card: Card) -> str | None:
    """The Personality heading a card's unit: the card itself, or the one it is attached to (Followers and
    the other attachments are in their Personality's unit)."""
    while card.zone == "attached" and card.attached_to:
        card = engine.cards[card.attached_to]
    return card.id if card.type == "personality" else None


def _applies(engine: Engine, change: StrengthChange, holder: str | None, attack: dict) -> bool:
    if change.attacks not in ("any", attack["kind"]):
        return False
    if change.action is not None and change.action != attack["action"]:
        return False
    holder_card = engine.cards.get(holder or "")
    unit = unit_of(engine, holder_card) if holder_card else None
    if change.targeting == "this_unit":
        target = engine.cards.get(attack["target"])
        if unit is None or target is None or unit_of(engine, target) != unit:
            return False
    if change.targeting in ("this_card", "bearer"):
        attached = holder_card is not None and holder_card.zone == "attached"
        aimed = holder if change.targeting == "this_card" else holder_card.attached_to if attached else None
        if not aimed or attack["target"] != aimed:
            return False
    if change.source_in == "others_in_unit":
        source = engine.cards.get(attack["source"] or "")
        if unit is None or source is None or source.id == holder or unit_of(engine, source) != unit:
            return False
    return True


def strength_of(engine: Engine, base: int, attack: dict) -> int:
    """The attack's strength as it resolves: its base with every change that applies now; below 0 is 0.
    `attack`: kind (ranged/melee), target, source (card), action."""
    total = base
    for active in engine.store.effects:
        if active.spec.op != "attack_strength" or active.status != "active":
            continue
        if not any(app.active for app in active.apps.values()) and active.apps:
            continue
        engine.spend()
        change = active.spec.params
        if _applies(engine, change, active.source, attack):
            total += change.change
            what = f"{active.id} gives the {attack['kind']} attack {change.change:+d} strength"
            engine.note(ATTACK_STRENGTH.id, f"{what} (from {active.source or 'no card'})")
    if total < 0:
        engine.note(ATTACK_STRENGTH.id, f"a strength of {total} counts as 0")
    return max(total, 0)


OPS = {
    "attack_strength": Op(
        _parse,
        value={"type": "object", "properties": FIELDS, "required": ["change"], "additionalProperties": False},
        doc="Changes the strength of Ranged (or Melee) Attacks while it applies: those targeting a card in "
        "this card's unit (`targeting: this_unit`), this card (`this_card`) or the card it is attached to "
        "(`bearer`), from other cards in its unit (`from: others_in_unit`), or the attack of one action "
        "(`action`).",
        instant=False,
        substitute=False,
    )
}
