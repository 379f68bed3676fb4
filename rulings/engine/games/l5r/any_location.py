"""Battle actions whose text lets their performer be away from the current battlefield (compiler 15, part E):
"Battle: Even if this card is not at the current battlefield, target a Personality: Straighten him." (the
card's own ability, performed by it), "Even if this unit is not at the current battlefield, bow this
Shugenja: ..." (a Spell's, performed by its bearer), "Battle: Bow your performing Courtier at any location and
target an enemy Personality: ..." (whoever performs it).

The Desk's Rule of Location (location.py) makes a Battle action legal during a battle only if its performer is
at the current battlefield or its text can move a unit there. Card features (Abilities, constraints block B,
Conditions) say some conditions "allow a player to take the action in spite of the game rules or other
effects" ("Even if this card is bowed" overrides the rule that abilities on bowed cards cannot be used). The
ability field `any_location` says which performer such a condition frees from the Rule of Location:

- `this`: the card the ability is on, or the card it is attached to ("this unit", "this Shugenja" on a
  Spell: its bearer performs it); another performer is still bound by the rule;
- `performer`: whoever performs the action ("your performing Courtier at any location").

Nothing else changes: the action's other constraints (a bowed card's abilities, presence, which the Desk does
not check: l5r.desk.presence-not-checked) are judged as before, and the answer says the rule was lifted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language.shapes import described
from ...rule_ids import register_rules
from .rule_ids import GAME

if TYPE_CHECKING:
    from ...engine_api import Engine
    from ...language.reader import Node
    from ...state.game_state import Card
    from .ability_def import Ability

RULE = "l5r.abilities.condition-allows"
register_rules(
    GAME,
    {RULE: ("abilities", "p21", "A condition may allow an action in spite of the game rules")},
)
KINDS = ("this", "performer")
FIELD = described(
    {"enum": list(KINDS)},
    "a Battle action its performer may take away from the current battlefield: 'Even if this card is not at"
    " the current battlefield' (this: the card or its bearer performs it) or 'your performing X at any"
    " location' (performer: whoever performs it)",
)


def parse(node: Node) -> str | None:
    """The ability's `any_location` (None when it has none)."""
    return node.choice("any_location", KINDS, None, what="performers")


def lifts(engine: Engine, card: Card, ability: Ability, performer: Card, here: str) -> bool:
    """Whether the ability's text frees this performer from the Rule of Location (noted when it does)."""
    kind = getattr(ability, "any_location", None)
    if kind is None:
        return False
    if kind == "this" and performer.id not in (card.id, card.attached_to):
        return False
    role = "this card" if performer is card else "its bearer"
    who = "its performer" if kind == "performer" else f"{performer.id} ({role})"
    engine.note(
        RULE,
        f"{ability.id} is legal although {performer.id} is not at {here}, the current battlefield: its text"
        f" lets {who} take it away from there",
    )
    return True
