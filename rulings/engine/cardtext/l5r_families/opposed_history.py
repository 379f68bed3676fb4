"""L5R card text, what opposed a card: 'After the resolution of your action that bowed, destroyed, or moved
a Personality who has opposed this card', 'a Personality who opposed him this battle'. Its grammar rules
are in l5r.lark (compiler 19, part A); its transformer methods (prefixed q19a_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class OpposedHistoryText(Transformer):
    pass
