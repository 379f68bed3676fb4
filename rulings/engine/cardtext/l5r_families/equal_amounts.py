"""L5R card text, amounts taken from the game: 'set a target's Force equal to his Chi', 'pay Gold equal to
...', 'Produce 2 Gold, plus 1 Gold for each ...', 'a Force penalty equal to ...', '+1F, or +2F if ...', 'with
+1 strength for each ...', stats compared with another card's. Its grammar rules are in l5r.lark (compiler 18,
part D); its transformer methods (prefixed q18d_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class EqualAmountsText(Transformer):
    pass
