"""L5R card text, triggers on what a player or a performer does ('After you attach an Item', 'After your
performing Monk is targeted'), traits starting After or Before, and variable Gold costs ('Reaction, *
Gold:'). Its grammar rules are in l5r.lark (compiler 20, part F); its transformer methods (prefixed
q20f_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PlayerTriggersText(Transformer):
    pass
