"""L5R card text, keywords whose printed reminder says all they do: '(Draw a card after your Expendable
card is destroyed.)', '(Repeatable Limited, 2 Gold: Discard a Kharmic card to draw a card.)', '(Once per
game per card, a Resilient card does not die in battle resolution.)'. Its grammar rules are in l5r.lark
(compiler 19, part O); its transformer methods (prefixed q19o_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class KeywordRemindersText(Transformer):
    pass
