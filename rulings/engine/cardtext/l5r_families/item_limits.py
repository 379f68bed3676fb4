"""L5R card text, what a Personality may carry: '(A Personality can only have one Armor.)', 'May attach two
Weapons.', 'Will not attach Armor.', 'Can only attach to a Monk.', 'Kensai may attach two Weapons, as
long as neither is Two-Handed'. Its grammar rules are in l5r.lark (compiler 19, part D); its transformer
methods (prefixed q19d_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ItemLimitsText(Transformer):
    pass
