"""Rule ids of the constructs that play real card text (issue 17: targets picked at use, Reaction windows,
existence and comparison filters), each mapped to its glossary entry and anchor like rule_ids.py's."""

from __future__ import annotations

from ...rule_ids import register_rules
from .rule_ids import GAME

TARGETS = "l5r.targets.declared"
RULES: dict[str, tuple[str, str, str]] = {
    TARGETS: ("abilities", "p23", "Targeting may appear in the constraints block"),
    "l5r.abilities.reaction-trigger": (
        "abilities",
        "p20",
        "A Reaction has a trigger: the point in time when it can be taken",
    ),
}
register_rules(GAME, RULES)
