"""L5R card text, tokens given, counted and spent: 'Give each target a -1F Poison token', '+1 strength for
each Sake token on this card', 'If this Personality ever has a number of Corruption tokens equal to ...',
'Destroy it if it has any Poison tokens'. Its grammar rules are in l5r.lark (compiler 18, part J); its
transformer methods (prefixed q18j_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class TokenEffectsText(Transformer):
    pass
