"""L5R card text, what an Event does when revealed: the effects after 'After you reveal cards in your
Provinces at the start of your turn, if this Event is face-up in one of them,': 'until the game ends,
...', 'choose one of ...', 'each player gains ...', 'target a Personality ...'. Its grammar rules are in
l5r.lark (compiler 19, part L); its transformer methods (prefixed q19l_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class EventRevealsText(Transformer):
    pass
