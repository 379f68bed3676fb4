"""L5R card text, alternatives and lists: 'Force or Personal Honor', 'Either ... or ...', lists of effects
after a comma, colon or semicolon. Its grammar rules are in l5r.lark (compiler 20, part E); its
transformer methods (prefixed q20e_) are a mixin of l5r._Build."""

from __future__ import annotations

from lark import Transformer, v_args


@v_args(inline=True)
class AlternativesText(Transformer):
    pass
