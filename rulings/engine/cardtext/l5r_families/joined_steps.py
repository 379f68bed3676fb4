"""L5R card text, costs and effects joined: 'X to Y', 'target A and target B', 'bow X and Y'. Its grammar
rules are in l5r.lark (compiler 20, part C); its transformer methods (prefixed q20c_) are a mixin of
l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class JoinedStepsText(Transformer):
    pass
