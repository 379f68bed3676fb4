"""L5R card text, what an effect acts on, by article and count: 'Destroy a Personality with the lowest
Force', 'bow one or two attacking Personalities', 'Give the Ranged Attack +2 strength', each and all.
Its grammar rules are in l5r.lark (compiler 20, part D); its transformer methods (prefixed q20d_) are a
mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ChosenCountsText(Transformer):
    pass
