"""L5R card text, moments of the turn and game: 'until your next turn begins', 'after the next time this turn
...', 'until the game ends, after each time ...', 'after your Action Phase ends', 'after you reveal cards in
your Provinces', 'before your second turn', 'before you draw a card'. Its grammar rules are in l5r.lark
(compiler 18, part B); its transformer methods (prefixed q18b_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class TurnMomentsText(Transformer):
    pass
