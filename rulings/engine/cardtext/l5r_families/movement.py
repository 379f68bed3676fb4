"""L5R card text, moving units between battlefields: 'If he would be opposed, move your target Personality
to the current battlefield', 'Move him to a battlefield with one or more enemy units', 'Move your target
Personality at any location to this card's battlefield', 'If this movement fails, bow him', 'Move all
other Personalities there home'. Its grammar rules are in l5r.lark (compiler 19, part E); its
transformer methods (prefixed q19e_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class MovementText(Transformer):
    pass
