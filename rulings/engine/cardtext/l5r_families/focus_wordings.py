"""L5R card text, Focus Effects and duels: 'As a Focus Effect, if your Personality was challenged to this
duel, gain 4 Honor', 'if you win this duel, draw a card', 'Before Focus Effects resolve in a duel
involving this card', 'After Focus Effects resolve in a duel involving one of your Personalities'. Its
grammar rules are in l5r.lark (compiler 19, part K); its transformer methods (prefixed q19k_) are a
mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class FocusWordingsText(Transformer):
    pass
