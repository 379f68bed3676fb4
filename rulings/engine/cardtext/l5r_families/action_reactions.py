"""L5R card text, reactions to what actions do: 'after the resolution of your action that bowed, destroyed or
moved ...', 'after you announce an action', 'after another player's action targets ...', 'after an action
moves a Personality home', 'before an Event resolves', 'when paying an action's Gold cost'. Its grammar rules
are in l5r.lark (compiler 18, part C); its transformer methods (prefixed q18c_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class ActionReactionsText(Transformer):
    pass
