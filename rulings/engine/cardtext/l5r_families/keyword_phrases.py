"""L5R card text, several keywords naming one kind of card ('an Earth Shugenja', 'a Nonhuman Shadowlands
Personality'). Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class KeywordPhrasesText(Transformer):
    pass
