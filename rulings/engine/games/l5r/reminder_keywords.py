"""L5R keywords whose rule the corpus does not state, read from the cards' printed reminder text (compiler
version 9, part E): Tireless. The compiler writes a Tireless ability as one that may be used while its card
is bowed (`even_if_bowed`, which the abilities rules already play: card features' conditions, "Even if this
card is bowed" overrides the rule that abilities on bowed cards cannot be used)."""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import REMINDER_TEXT
from .rule_ids import GAME

TIRELESS = DeskRule(
    "l5r.desk.tireless",
    "tireless",
    "Tireless: abilities used while bowed",
    "An ability with the keyword Tireless (\"Tireless Battle: ...\", \"Air Tireless Open: ...\") may be used "
    "while its card is bowed, as if its text said \"Even if this card is bowed\": the rule that abilities on "
    "a bowed card cannot be used does not stop it. Nothing else about the ability changes: its costs are "
    "paid as written (a bowed card cannot be bowed again to pay a Bow cost), and its text names no card for "
    "\"him\" as \"Even if this card is bowed\" does. The keyword stays on the ability (\"Tireless "
    "actions\").",
    f"{REMINDER_TEXT}.",
    'The reminder text printed with Tireless: "(Tireless actions may be taken while bowed.)" (Colonial '
    'Harbor) and "(Tireless actions can be taken even while bowed)" (Legion of Toshigoku); card features\' '
    'conditions: "Even if this card is bowed" overrides the rule that abilities on bowed cards cannot be '
    "used.",
    "Tireless: the ability may be used while its card is bowed",
)
register_desk_rules(GAME, (TIRELESS,))
