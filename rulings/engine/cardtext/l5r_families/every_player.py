"""L5R card text, effects on each player ('Each player draws a card', 'Each player with 21 or more Family
Honor loses 5 Honor'). Its grammar rules are in l5r.lark; its transformer methods are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class EveryPlayerText(Transformer):
    pass
