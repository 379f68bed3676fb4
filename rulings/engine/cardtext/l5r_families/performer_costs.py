"""L5R card text, costs and performers: bowing or targeting a performer to act, costs with 'unless', variable
Gold. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PerformerCostsText(Transformer):
    pass
