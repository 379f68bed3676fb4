"""A condition judged once, as a lasting effect is given (the effect field `if_when_given`, effects/
judged_once.py; the Desk's rule l5r.desk.judged-when-given): "Give a target Personality -2F, or -3F if he is
dishonorable" (Kitsuki Nakai), "Give him +2F, and an additional +3F if he is opposed" (A Rival Eliminated),
"If Takuji is opposed, give him +6F" (Hida Takuji). The effects document speaks of effects applied "while" a
condition holds (they end and start again with it); an "if" on a lasting effect it does not cover."""

from __future__ import annotations

from ...desk_rules import DeskRule, register_desk_rules
from .desk_rules import NOT_IN_CORPUS
from .rule_ids import GAME

JUDGED_WHEN_GIVEN = DeskRule(
    "l5r.desk.judged-when-given",
    "judged-when-given",
    "A condition judged as a lasting effect is given",
    'A lasting effect written with "if" ("Give him -2F, or -3F if he is dishonorable", "Give him +2F, and an '
    'additional +3F if he is opposed", "If he is a Samurai, give him +1F/+1C") has its condition judged once '
    "on each card it is given to, as it is given (as its action resolves): where the condition does not "
    "hold the effect does nothing to that card; where it holds the effect lasts its duration with no "
    "condition, so a later change (he is dishonored after the action resolved, he stops being opposed) does "
    'not change it. An effect written with "while" is judged all along (the effects document, Ongoing '
    "effects).",
    f"{NOT_IN_CORPUS}: the effects document says how an ongoing effect applied \"while\" a condition is true "
    "ends and reapplies with it (Ongoing effects), and says nothing of an \"if\" on an ongoing effect.",
    "The card text's words: \"if\" picks the effect as it is given (\"-2F, or -3F if he is dishonorable\" is "
    "one penalty or the other, given once), where \"while\" (\"+1F while attacking\") states a condition "
    "that lasts; the effects document's blind cards rule reads the card text's conditions as the action "
    "resolves (Cricket Tattoo's \"If he has Water\").",
    "An 'if' on a lasting effect is judged once, as it is given; 'while' is judged all along",
)
register_desk_rules(GAME, (JUDGED_WHEN_GIVEN,))
RULE_IDS = {"if-when-given": JUDGED_WHEN_GIVEN.id}  # merged into L5RRules.rule_ids
