"""The strength of a Ranged or Melee Attack and what changes it (the Desk's own rules: the battle rules that
define these attacks are not in the corpus).

`attack_strength` is a continuous op, written as a card's trait or an action's effect: "Ranged Attacks
targeting a card in this unit have -2 strength" (`targeting: this_unit`), "Ranged Attacks targeting Maemi have
-3 strength" (`targeting: this_card`: the card itself), "Ranged Attacks targeting this Personality have -2
strength" on an Item (`targeting: bearer`: the card it is attached to), "Ranged Attacks from other cards in
this unit have +1 strength" (`from: others_in_unit`), "Give the Ranged Attack +2 strength" (`action`: the
action whose attack it is). `strength_of` adds up those that apply to one attack as it resolves.

Compiler 19, part I: "Your Ranged Attacks have +2 strength" / "Other players' Ranged Attacks have -2 strength"
(`player: controller | other`: the attacks the card's controller, or another player, makes: the player of
the action or trait that creates the attack), "Ranged Attacks from Izumi's Spells have +1 strength" (`from:
own_spells`: the attack's card is a Spell attached to this card). A change written with a condition (`while`)
applies only while its condition holds (judged as the attack resolves, as every trait's condition).
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
FROM = ("others_in_unit", "own_spells")
PLAYERS = ("controller", "other")
FIELDS = {
    "change": {"type": "integer", "description": "+N or -N strength"},
    "attacks": {"enum": list(KINDS), "description": "which attacks (default ranged)"},
    "targeting": {
        "enum": list(TARGETING),
        "description": "only attacks targeting a card in this card's unit (this_unit), this card itself "
        "(this_card) or the card it is attached to (bearer)",
    },
    "from": {
        "enum": list(FROM),
        "description": "only attacks from other cards in this card's unit (others_in_unit) or from Spells "
        "attached to this card (own_spells)",
    },
    "player": {
        "enum": list(PLAYERS),
        "description": "only attacks made by this card's controller (controller) or by another player "
        "(other)",
    },
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
    player: str | None = None  # "controller" / "other": whose attacks


def _parse(node: Node, ctx: ParseContext) -> StrengthChange:
    value = node.child_mapping(
        "attack_strength", "{change: -2, targeting: this_unit} (a change to attacks' strength)", FIELDS
    )
    if value is None:
        return StrengthChange(0)
    change = value.integer("change")
    attacks = value.choice("attacks", KINDS, "ranged", what="kind of attack")
    targeting = value.choice("targeting", TARGETING, None, what="targeting")
    source_in = value.choice("from", FROM, None, what="from")
    player = value.choice("player", PLAYERS, None, what="player")
    return StrengthChange(change if isinstance(change, int) else 0, attacks or "ranged", targeting, source_in,
                          value.text("action", None), player)  # fmt: skip


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
    return _spell_and_player(engine, change, holder_card, attack)


def _spell_and_player(engine: Engine, change: StrengthChange, holder: Card | None, attack: dict) -> bool:
    """`from: own_spells` (the attack's card is a Spell attached to this card) and `player` (whose attack,
    against this card's controller now)."""
    if change.source_in == "own_spells":
        source = engine.cards.get(attack["source"] or "")
        attached = source is not None and source.zone == "attached" and holder is not None
        if not attached or source.type != "spell" or source.attached_to != holder.id:
            return False
    if change.player is not None:
        owner = holder.controller if holder is not None else None
        maker = attack.get("player")
        if owner is None or maker is None or (maker == owner) != (change.player == "controller"):
            return False
    return True


def strength_of(engine: Engine, base: int, attack: dict) -> int:
    """The attack's strength as it resolves: its base with every change that applies now; below 0 is 0.
    `attack`: kind (ranged/melee), target, source (card), action, player (who makes it)."""
    total = base
    for active in engine.store.effects:
        if active.spec.op != "attack_strength" or active.status != "active":
            continue
        if not any(app.active for app in active.apps.values()) and (active.apps or active.spec.condition):
            continue  # (a condition that does not hold leaves the trait no application)
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
        "(`bearer`), from other cards in its unit (`from: others_in_unit`) or Spells attached to it "
        "(`from: own_spells`), made by its controller or another player (`player: controller | other`), or "
        "the attack of one action (`action`).",
        instant=False,
        substitute=False,
    )
}
