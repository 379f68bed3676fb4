"""L5R card text, the current battlefield's Province: 'Increase the current battlefield's Province's strength
by 2', 'Give the current battlefield's Province +N strength', effects on the Province of a battlefield. Its
grammar rules are in l5r.lark (compiler 18, part L); its transformer methods (prefixed q18l_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ProvinceStrengthText(Transformer):
    pass
