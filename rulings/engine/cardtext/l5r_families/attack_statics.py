"""L5R card text, lasting effects on attacks: 'Your Ranged Attacks have +2 strength', 'Ranged Attacks from
this card's Spells have +1 strength', 'Ranged Attacks may not target cards in ...', 'Ranged Attack equal
to the number of Spells in this unit', an attack after another target. Its grammar rules are in l5r.lark
(compiler 19, part I); its transformer methods (prefixed q19i_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class AttackStaticsText(Transformer):
    pass
