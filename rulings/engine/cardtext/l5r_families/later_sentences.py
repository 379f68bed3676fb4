"""L5R card text, sentences after an effect: conditions on the game, additional actions, results of earlier
effects. Its grammar rules are in l5r.lark; its transformer methods are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class LaterSentencesText(Transformer):
    pass
