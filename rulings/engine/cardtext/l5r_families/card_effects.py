"""L5R card text, effects on cards in play and what they act on. Its grammar rules are in l5r.lark; its
transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class CardEffectsText(Transformer):
    pass
