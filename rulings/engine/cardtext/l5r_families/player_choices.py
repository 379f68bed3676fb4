"""L5R card text, another player's choices: 'His controller may bow him', 'His controller may dishonor him. If
he ...', 'Choose a player. He targets one of his ...'. Its grammar rules are in l5r.lark (compiler 18, part
I); its transformer methods (prefixed q18i_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class PlayerChoicesText(Transformer):
    pass
