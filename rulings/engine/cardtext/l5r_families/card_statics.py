"""L5R card text, what a card or a player may, will and does not do (static abilities). Its grammar rules are
in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class CardStaticsText(Transformer):
    pass
