"""L5R card text, optional effects and targets: 'you may target and ...', 'you may ...'. Its grammar rules are
in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class OptionalTargetsText(Transformer):
    pass
