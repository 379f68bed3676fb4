"""L5R card text, conditions on effects: 'If it is not your turn, draw a card', 'Straighten his unit if he
has a Weapon', 'Bow this card unless ...'. Its grammar rules are in l5r.lark (compiler 20, part A); its
transformer methods (prefixed q20a_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class EffectConditionsText(Transformer):
    pass
