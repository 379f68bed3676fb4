"""L5R card text, targets by place and relation: in a hand, unit, discard pile or Province; allying and
opposing. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PlacesText(Transformer):
    pass
