"""L5R card text, negating a card's next straightening, movement or bowing; removing cards from the game. Its
grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class NegationsText(Transformer):
    pass
