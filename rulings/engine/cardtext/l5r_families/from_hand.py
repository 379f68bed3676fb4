"""L5R card text, cards in hands, discard piles and Provinces: targets, costs and effects on them (attaching
or equipping from a hand or discard pile, 'paying all costs', a card face-up in a Province, discarding or
removing a kind of card as a cost, variable Gold costs that recruit). Its grammar rules are in l5r.lark
(compiler 18, part A); its transformer methods (prefixed q18a_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class FromHandText(Transformer):
    pass
