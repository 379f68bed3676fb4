"""L5R card text, keywords whose printed reminder says all they do: '(Draw a card after your Expendable
card is destroyed.)', '(Repeatable Limited, 2 Gold: Discard a Kharmic card to draw a card.)', '(Once per
game per card, a Resilient card does not die in battle resolution.)'. Its grammar rules are in l5r.lark
(compiler 19, part O); its transformer methods (prefixed q19o_) are a mixin of l5r._Build.

Expendable is played by the engine (rulings/engine/games/l5r/expendable.py, the Desk's rule
l5r.desk.expendable) for every card with the keyword: its reminder line is played through
cards.clauses.ENGINE_KEYWORD_REMINDERS, and the same reminder printed after a sentence giving the keyword
("Give your target Personality Expendable. (Draw a card after your Expendable card dies.)") is dropped before
the parse (`drop_played_reminders`, a NAME_REWRITES pass), the sentence compiling as it does alone. The
reminders of Resilient, Brash, Kharmic and Destined are read only to be refused with the reason."""

from __future__ import annotations

import re

from lark import Transformer, v_args

from ..common import NotUnderstood

# Expendable's reminder, as printed after a sentence that gives a card the keyword (with or without its own
# period inside the parentheses)
_EXPENDABLE_REMINDER = re.compile(r"\s*\(Draw a card after your Expendable card (?:is destroyed|dies)\.?\)")


def drop_played_reminders(text: str, _title: str) -> str:
    """The clause without Expendable's reminder when the rest of it names the keyword (the reminder restates
    the rule the engine applies to every Expendable card, l5r.desk.expendable); a reminder alone is left."""
    rest = _EXPENDABLE_REMINDER.sub("", text)
    return rest if rest != text and re.search(r"\bExpendable\b", rest) else text


@v_args(inline=True)
class KeywordRemindersText(Transformer):
    def q19o_resilient(self, _text):
        raise NotUnderstood(
            "Resilient ('a Resilient card does not die in battle resolution'): the Desk models no "
            "destruction at battle resolution (l5r.desk.battle-resolution), so the keyword's rule has "
            "nothing to act on, and clauses giving the keyword are not played with it"
        )

    def q19o_brash(self, _text):
        raise NotUnderstood(
            "Brash ('after a Brash card is assigned to attack'): the corpus never defines assigning to "
            "attack, and the Desk plays no assignment to a battle"
        )

    def q19o_kharmic(self, _text):
        raise NotUnderstood(
            "Kharmic ('2 Gold: Discard a Kharmic card ...'): a rulebook ability of every player that its "
            "printings state differently (Limited or Repeatable Limited; from the hand to draw a card, or "
            "from a Province to refill it), and the corpus does not say which holds"
        )

    def q19o_destined(self, _text):
        raise NotUnderstood(
            "Destined ('Draw a card after your Destined card enters play'): other printings state another "
            "rule for the keyword ('after you Recruit a Destined card', 'after you Equip a Destined card'), "
            "and the corpus does not say which holds"
        )
